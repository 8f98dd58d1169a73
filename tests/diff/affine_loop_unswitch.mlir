// Differential test of test-affine-loop-unswitch: an affine.if on a symbol
// inside two loops, with code before and after it and an else branch, rises
// above both; run with the condition true and false. Each call prints a
// checksum of what the loops wrote.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --test-affine-loop-unswitch > %t.u.out
// RUN: diff %t.mlir.out %t.u.out
// RUN: %loopc %s --test-affine-loop-unswitch --syntax=modern > %t.u.mlir
// RUN: %mlir_opt %t.u.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.u2.out
// RUN: diff %t.mlir.out %t.u2.out
// It fires (the affine.if is the function's first op):
// RUN: FileCheck %s --check-prefix=IR < %t.u.mlir
// IR-LABEL: func.func @kernel
// IR-NEXT: affine.if
// IR-NEXT: affine.for

func.func private @printI64(i64)
func.func private @printNewline()

func.func @kernel(%m: memref<8x8xi64>, %n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %x = arith.index_cast %i : index to i64
      %y = arith.index_cast %j : index to i64
      affine.store %x, %m[%i, %j] : memref<8x8xi64>
      affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%n] {
        %v = affine.load %m[%i, %j] : memref<8x8xi64>
        %w = arith.muli %v, %y : i64
        affine.store %w, %m[%i, %j] : memref<8x8xi64>
      } else {
        %v = affine.load %m[%i, %j] : memref<8x8xi64>
        %w = arith.addi %v, %y : i64
        affine.store %w, %m[%j, %i] : memref<8x8xi64>
      }
      %c1 = arith.constant 1 : i64
      %v2 = affine.load %m[%i, %j] : memref<8x8xi64>
      %w2 = arith.addi %v2, %c1 : i64
      affine.store %w2, %m[%i, %j] : memref<8x8xi64>
    }
  }
  %z = arith.constant 0 : i64
  %h = affine.for %i = 0 to 8 iter_args(%a = %z) -> i64 {
    %r = affine.for %j = 0 to 8 iter_args(%b = %a) -> i64 {
      %v = affine.load %m[%i, %j] : memref<8x8xi64>
      %c7 = arith.constant 7 : i64
      %s = arith.muli %b, %c7 : i64
      %t = arith.addi %s, %v : i64
      affine.yield %t : i64
    }
    affine.yield %r : i64
  }
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m = memref.alloc() : memref<8x8xi64>
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  // CHECK: -6491731674428949648
  func.call @kernel(%m, %c5) : (memref<8x8xi64>, index) -> ()
  // CHECK-NEXT: -7451589833853344260
  func.call @kernel(%m, %c1) : (memref<8x8xi64>, index) -> ()
  memref.dealloc %m : memref<8x8xi64>
  return
}
