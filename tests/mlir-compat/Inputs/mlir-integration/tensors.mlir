// Tensors: out of scope.
// RUN: mlir-opt %s --one-shot-bufferize --convert-to-llvm | \
// RUN: mlir-runner -e entry -entry-point-result=void | FileCheck %s

func.func @entry() {
  %t = arith.constant dense<1> : tensor<2xi32>
  // CHECK: 1
  return
}
