// Differential test of affine-loop-unroll: loops with constant and symbolic
// trip counts (0, 1, and counts no factor divides), steps, iter_args and an
// inner loop whose bounds use the outer induction variable, unrolled by 3,
// by 4 with a cleanup loop, fully, and up to the factor. Each call hashes
// the induction variables it sees in order (h = h * 31 + iv), so a missing,
// extra or reordered iteration shows.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --affine-loop-unroll > %t.4.out
// RUN: diff %t.mlir.out %t.4.out
// RUN: %loopc run %s -e main -O2 --affine-loop-unroll=unroll-factor=3 > %t.3.out
// RUN: diff %t.mlir.out %t.3.out
// RUN: %loopc run %s -e main -O0 "--affine-loop-unroll=unroll-factor=5 cleanup-unroll" > %t.5.out
// RUN: diff %t.mlir.out %t.5.out
// RUN: %loopc run %s -e main -O0 "--affine-loop-unroll=unroll-factor=2 unroll-num-reps=2" > %t.r.out
// RUN: diff %t.mlir.out %t.r.out
// RUN: %loopc %s --affine-loop-unroll=unroll-factor=3 --syntax=modern > %t.u.mlir
// RUN: %mlir_opt %t.u.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.u.out
// RUN: diff %t.mlir.out %t.u.out
// It fires (steps of 3 and a cleanup loop):
// RUN: FileCheck %s --check-prefix=IR < %t.u.mlir
// IR-LABEL: func.func @hash
// IR: affine.for %{{.*}} = 2 to #{{.*}}()[%{{.*}}] step 9

func.func private @printI64(i64)
func.func private @printNewline()

func.func @mix(%h: i64, %i: index) -> i64 {
  %c31 = arith.constant 31 : i64
  %x = arith.index_cast %i : index to i64
  %m = arith.muli %h, %c31 : i64
  %r = arith.addi %m, %x : i64
  return %r : i64
}

func.func @hash(%n: index) {
  %z = arith.constant 0 : i64
  %a = affine.for %i = 2 to %n step 3 iter_args(%h = %z) -> i64 {
    %r = func.call @mix(%h, %i) : (i64, index) -> i64
    affine.yield %r : i64
  }
  %b = affine.for %i = 0 to 7 iter_args(%h = %a) -> i64 {
    %r = affine.for %j = affine_map<(d0) -> (d0)>(%i) to affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n] iter_args(%g = %h) -> i64 {
      %r1 = func.call @mix(%g, %j) : (i64, index) -> i64
      affine.yield %r1 : i64
    }
    affine.yield %r : i64
  }
  %m = memref.alloc() : memref<1xi64>
  affine.store %b, %m[0] : memref<1xi64>
  affine.for %i = 0 to 10 {
    %v = affine.load %m[0] : memref<1xi64>
    %r = func.call @mix(%v, %i) : (i64, index) -> i64
    affine.store %r, %m[0] : memref<1xi64>
  }
  %c = affine.load %m[0] : memref<1xi64>
  memref.dealloc %m : memref<1xi64>
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// Iter_args passed on from one to another, as deriche's recurrences do
// (`yield %new, %a, %iv`: b takes a's old value, c the induction variable):
// each copy must read the values of the copy before it. mlir-opt 22's
// unrolling keeps the loop's own %a for the copies after the first, a value
// two copies old (deriche unrolled by 3: another checksum).
func.func @rotate(%n: index) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %c7 = arith.constant 7 : index
  %r:3 = affine.for %i = 0 to %n iter_args(%a = %one, %b = %z, %c = %c7) -> (i64, i64, index) {
    %x = func.call @mix(%a, %c) : (i64, index) -> i64
    %y = arith.addi %x, %b : i64
    affine.yield %y, %a, %i : i64, i64, index
  }
  %h = func.call @mix(%r#0, %r#2) : (i64, index) -> i64
  %g = arith.addi %h, %r#1 : i64
  func.call @printI64(%g) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c23 = arith.constant 23 : index
  %c40 = arith.constant 40 : index
  %cm5 = arith.constant -5 : index
  // CHECK: 910698096645
  func.call @hash(%c0) : (index) -> ()
  // CHECK-NEXT: 5006661281098808488
  func.call @hash(%c1) : (index) -> ()
  // CHECK-NEXT: 9025189976663121543
  func.call @hash(%c3) : (index) -> ()
  // CHECK-NEXT: -7022456043226227640
  func.call @hash(%c23) : (index) -> ()
  // CHECK-NEXT: -9154725836485109275
  func.call @hash(%c40) : (index) -> ()
  // An upper bound below the lower bound: the loops run zero times (with
  // MLIR 22's unrolling, the cleanup loop of `2 to %n step 3` runs twice).
  // CHECK-NEXT: 910698096645
  func.call @hash(%cm5) : (index) -> ()
  // CHECK-NEXT: 38
  func.call @rotate(%c0) : (index) -> ()
  // CHECK-NEXT: 1179
  func.call @rotate(%c1) : (index) -> ()
  // CHECK-NEXT: -1017929219832338471
  func.call @rotate(%c23) : (index) -> ()
  // CHECK-NEXT: 4855861505581101218
  func.call @rotate(%c40) : (index) -> ()
  return
}
