// Differential test of affine-loop-normalize: loops with steps, symbolic and
// min bounds, nested bounds on the outer induction variable, iter_args, a
// loop that runs once (with and without promote-single-iter), one that runs
// zero times, and an affine.parallel with steps and a reduction. Each
// function hashes the induction variables it sees in order (h = h * 31 + iv),
// so a missing, extra or reordered iteration shows.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --affine-loop-normalize > %t.n.out
// RUN: diff %t.mlir.out %t.n.out
// RUN: %loopc run %s -e main -O2 --affine-loop-normalize=promote-single-iter > %t.p.out
// RUN: diff %t.mlir.out %t.p.out
// RUN: %loopc %s --affine-loop-normalize=promote-single-iter --syntax=modern > %t.norm.mlir
// RUN: %mlir_opt %t.norm.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.norm.out
// RUN: diff %t.mlir.out %t.norm.out
// It fires (every loop starts at 0 and steps by 1) except on the loop with
// a max lower bound:
// RUN: FileCheck %s --check-prefix=IR < %t.norm.mlir
// IR-NOT: step {{[0-9]}}
// IR-NOT: affine.for %{{.*}} = {{[1-9]}}
// IR: affine.for %{{.*}} = max #{{.*}} to 20 step 4
// IR-NOT: step {{[0-9]}}
// IR: affine.parallel (%{{.*}}, %{{.*}}) = (0, 0) to
// IR-NOT: step {{[0-9]}}

func.func private @printI64(i64)
func.func private @printNewline()

func.func @h(%h: i64, %i: index) -> i64 {
  %c31 = arith.constant 31 : i64
  %x = arith.index_cast %i : index to i64
  %m = arith.muli %h, %c31 : i64
  %r = arith.addi %m, %x : i64
  return %r : i64
}

func.func @show(%h: i64) {
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @loops(%n: index, %m: index) {
  %z = arith.constant 0 : i64
  // CHECK: 808116868977921271
  %a = affine.for %i = 2 to %n step 3 iter_args(%h = %z) -> i64 {
    %r = func.call @h(%h, %i) : (i64, index) -> i64
    affine.yield %r : i64
  }
  func.call @show(%a) : (i64) -> ()
  // CHECK-NEXT: 28176501072433
  %b = affine.for %i = 1 to %n step 8 iter_args(%h = %z) -> i64 {
    %r = affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to min affine_map<(d0)[s0, s1] -> (d0 + 8, s0, s1 - 2)>(%i)[%n, %m] step 2 iter_args(%g = %h) -> i64 {
      %r1 = func.call @h(%g, %i) : (i64, index) -> i64
      %r2 = func.call @h(%r1, %j) : (i64, index) -> i64
      affine.yield %r2 : i64
    }
    affine.yield %r : i64
  }
  func.call @show(%b) : (i64) -> ()
  // Once (5 to 8 step 3), zero times (9 to 5), and a max lower bound (kept).
  // CHECK-NEXT: 4775629
  %c = affine.for %i = 5 to 8 step 3 iter_args(%h = %z) -> i64 {
    %r = func.call @h(%h, %i) : (i64, index) -> i64
    %s = affine.for %k = 9 to 5 iter_args(%g = %r) -> i64 {
      %r1 = func.call @h(%g, %k) : (i64, index) -> i64
      affine.yield %r1 : i64
    }
    %t = affine.for %k = max affine_map<()[s0] -> (s0 - 40, 3)>()[%n] to 20 step 4 iter_args(%g = %s) -> i64 {
      %r1 = func.call @h(%g, %k) : (i64, index) -> i64
      affine.yield %r1 : i64
    }
    affine.yield %t : i64
  }
  func.call @show(%c) : (i64) -> ()
  return
}

// A parallel loop with steps and a symbolic lower bound: each iteration
// writes i * 100 + j into its cell, then the cells are hashed in order.
func.func @par(%n: index, %m: index) {
  %buf = memref.alloc() : memref<64x64xi64>
  %z = arith.constant 0 : i64
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.store %z, %buf[%i, %j] : memref<64x64xi64>
    }
  }
  %c100 = arith.constant 100 : i64
  affine.parallel (%i, %j) = (1, symbol(%m)) to (symbol(%n), symbol(%m) * 2 + 3) step (2, 3) {
    %x = arith.index_cast %i : index to i64
    %y = arith.index_cast %j : index to i64
    %p = arith.muli %x, %c100 : i64
    %v = arith.addi %p, %y : i64
    affine.store %v, %buf[%i, %j] : memref<64x64xi64>
  }
  %h = affine.for %i = 0 to 64 iter_args(%h0 = %z) -> i64 {
    %r = affine.for %j = 0 to 64 iter_args(%g = %h0) -> i64 {
      %v = affine.load %buf[%i, %j] : memref<64x64xi64>
      %c31 = arith.constant 31 : i64
      %m31 = arith.muli %g, %c31 : i64
      %s = arith.addi %m31, %v : i64
      affine.yield %s : i64
    }
    affine.yield %r : i64
  }
  // CHECK-NEXT: -444872882813588038
  func.call @show(%h) : (i64) -> ()
  memref.dealloc %buf : memref<64x64xi64>
  return
}

func.func @main() {
  %n = arith.constant 45 : index
  %m = arith.constant 13 : index
  func.call @loops(%n, %m) : (index, index) -> ()
  func.call @par(%n, %m) : (index, index) -> ()
  return
}
