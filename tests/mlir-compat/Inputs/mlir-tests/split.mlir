// RUN: mlir-opt %s -split-input-file -pass-pipeline='builtin.module(func.func(cse))' | FileCheck %s
// A stand-in in the form of MLIR's test files (loopc's own text):
// four cases, one out of loopc's language.

// CHECK-LABEL: func @dup
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32, %c1_i32 : i32, i32
func.func @dup() -> (i32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  return %a, %b : i32, i32
}

// -----

// CHECK-LABEL: func @loop
// CHECK: %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32)
func.func @loop(%lb: index, %ub: index, %s: index) -> i32 {
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %z) -> i32 {
    scf.yield %acc : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func @tensors
func.func @tensors(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

// -----

// cf is in loopc's language: this case counts.
// CHECK-LABEL: func @branches
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%c1_i32 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%c1_i32 : i32)
func.func @branches(%c: i1) -> i32 {
  %a = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %b = arith.constant 1 : i32
  cf.br ^bb2(%b : i32)
^bb2(%r: i32):
  return %r : i32
}
