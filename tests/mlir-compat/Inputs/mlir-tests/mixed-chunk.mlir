// RUN: mlir-opt %s -split-input-file -pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// A stand-in: the first chunk is out of loopc's language only because one of
// its functions uses a tensor; its scalar function still counts (as its own
// case), the tensor one does not.

// CHECK-LABEL: func @scalar
// CHECK-NEXT: return %arg0
func.func @scalar(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %a, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func @tensor
func.func @tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

// -----

// CHECK-LABEL: func @alone
func.func @alone() {
  return
}
