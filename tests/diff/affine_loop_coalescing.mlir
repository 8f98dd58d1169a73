// Differential test of affine-loop-coalescing: the coalesced nests (scf.for
// with constant and dynamic bounds, iter_args through the band, affine.for
// from 0) compute what the program does, with bounds where the nest runs
// not at all (both counts negative: 10 to 0 twice). mlir-opt 22's own pass
// prints 100 for @count(10, 0, 10, 0), whose nest runs no iteration
// (mlir-runner), and fails its verifier on @inner_sum, whose inner loop's
// result the outer one yields. Each function prints what it computed.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --affine-loop-coalescing > %t.co.out
// RUN: diff %t.mlir.out %t.co.out
// RUN: %loopc run %s -e main -O2 --affine-loop-coalescing --cse > %t.co2.out
// RUN: diff %t.mlir.out %t.co2.out
// RUN: %loopc %s --affine-loop-coalescing --syntax=modern > %t.co.mlir
// RUN: %mlir_opt %t.co.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.co3.out
// RUN: diff %t.mlir.out %t.co3.out
// It fires on @count, @sum and @fill (and leaves @inner_sum):
// RUN: FileCheck %s --check-prefix=IR < %t.co.mlir
// IR-LABEL: func.func @count
// IR: scf.if
// IR: affine.delinearize_index
// IR-LABEL: func.func @sum
// IR: affine.delinearize_index
// IR-LABEL: func.func @fill
// IR: affine.for %{{.*}} = 0 to %{{[0-9]+}} {
// IR-LABEL: func.func @inner_sum
// IR: affine.for
// IR: affine.for

// CHECK: 15
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 12
// CHECK-NEXT: 315
// CHECK-NEXT: 585
// CHECK-NEXT: 8

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @count(%lb1: index, %ub1: index, %lb2: index, %ub2: index) -> i64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %lb1 to %ub1 step %c1 iter_args(%a = %z) -> (i64) {
    %s = scf.for %j = %lb2 to %ub2 step %c1 iter_args(%b = %a) -> (i64) {
      %t = arith.addi %b, %one : i64
      scf.yield %t : i64
    }
    scf.yield %s : i64
  }
  return %r : i64
}

// sum over i in [1, 7) step 2, j in [2, 9) step 3 of i * 10 + j
func.func @sum() -> i64 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c1 to %c7 step %c2 iter_args(%a = %z) -> (i64) {
    %s = scf.for %j = %c2 to %c9 step %c3 iter_args(%b = %a) -> (i64) {
      %p = arith.muli %i, %c10 : index
      %q = arith.addi %p, %j : index
      %v = arith.index_cast %q : index to i64
      %t = arith.addi %b, %v : i64
      scf.yield %t : i64
    }
    scf.yield %s : i64
  }
  return %r : i64
}

// m[i][j] = i * 7 + j, then the sum of m
func.func @fill(%m: memref<6x?xi64>) -> i64 {
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<6x?xi64>
  affine.for %i = 0 to 6 {
    affine.for %j = 0 to %n {
      %p = affine.apply affine_map<(d0, d1) -> (d0 * 7 + d1)>(%i, %j)
      %v = arith.index_cast %p : index to i64
      affine.store %v, %m[%i, %j] : memref<6x?xi64>
    }
  }
  %z = arith.constant 0 : i64
  %s = affine.for %i = 0 to 6 iter_args(%a = %z) -> (i64) {
    %t = affine.for %j = 0 to %n iter_args(%b = %a) -> (i64) {
      %v = affine.load %m[%i, %j] : memref<6x?xi64>
      %u = arith.addi %b, %v : i64
      affine.yield %u : i64
    }
    affine.yield %t : i64
  }
  return %s : i64
}

// The last run of the inner loop counts to 8.
func.func @inner_sum() -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = affine.for %i = 0 to 4 iter_args(%o = %z) -> (i64) {
    %s = affine.for %j = 0 to 8 iter_args(%a = %z) -> (i64) {
      %t = arith.addi %a, %one : i64
      affine.yield %t : i64
    }
    affine.yield %s : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %a = func.call @count(%c0, %c3, %c0, %c5) : (index, index, index, index) -> i64
  func.call @print(%a) : (i64) -> ()
  %b = func.call @count(%c10, %c0, %c10, %c0) : (index, index, index, index) -> i64
  func.call @print(%b) : (i64) -> ()
  %c = func.call @count(%c0, %c3, %c10, %c0) : (index, index, index, index) -> i64
  func.call @print(%c) : (i64) -> ()
  %c4 = arith.constant 4 : index
  %d = func.call @count(%c0, %c3, %c0, %c4) : (index, index, index, index) -> i64
  func.call @print(%d) : (i64) -> ()
  %s = func.call @sum() : () -> i64
  func.call @print(%s) : (i64) -> ()
  %m = memref.alloc(%c5) : memref<6x?xi64>
  %f = func.call @fill(%m) : (memref<6x?xi64>) -> i64
  func.call @print(%f) : (i64) -> ()
  memref.dealloc %m : memref<6x?xi64>
  %g = func.call @inner_sum() : () -> i64
  func.call @print(%g) : (i64) -> ()
  return
}
