// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx,canonicalize | FileCheck %s
// Einsum (passes/onnx_lower_einsum.c): one nest over the result's labels
// (parallel) around one scf.for per summed label, accumulating the product
// of the operands' elements, each indexed by its labels.

// A matrix product: j summed.
// CHECK-LABEL: func.func @matmul
// CHECK:      scf.parallel (%[[I:.*]], %[[K:.*]]) =
// CHECK-NEXT:   %[[S:.*]] = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK-NEXT:     %[[A:.*]] = memref.load %a[%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT:     %[[B:.*]] = memref.load %b[%[[J]], %[[K]]] : memref<3x4xf32>
// CHECK-NEXT:     %[[P:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:     %[[N:.*]] = arith.addf %[[ACC]], %[[P]] : f32
// CHECK-NEXT:     scf.yield %[[N]] : f32
// CHECK:        memref.store %[[S]], %y[%[[I]], %[[K]]] : memref<2x4xf32>
func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %y = "onnx.Einsum"(%a, %b) {equation = "ij,jk->ik"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  "onnx.Return"(%y) : (tensor<2x4xf32>) -> ()
}

// -----

// A batch of diagonals through the ellipsis: nothing summed, one label
// indexing two dimensions.
// CHECK-LABEL: func.func @diag
// CHECK:      scf.parallel (%[[B:.*]], %[[I:.*]]) =
// CHECK-NEXT:   %[[V:.*]] = memref.load %a[%[[B]], %[[I]], %[[I]]] : memref<5x3x3xi32>
// CHECK-NEXT:   memref.store %[[V]], %y[%[[B]], %[[I]]] : memref<5x3xi32>
// CHECK-NOT:  scf.for
func.func @diag(%a: tensor<5x3x3xi32>) -> tensor<5x3xi32> {
  %y = "onnx.Einsum"(%a) {equation = "...ii->...i"} : (tensor<5x3x3xi32>) -> tensor<5x3xi32>
  "onnx.Return"(%y) : (tensor<5x3xi32>) -> ()
}

// -----

// The ellipsis broadcasting: the operand whose dimension is 1 reads index 0.
// CHECK-LABEL: func.func @broadcast
// CHECK:      %[[Z:.*]] = arith.constant 0 : index
// CHECK:      scf.parallel (%[[B:.*]], %[[I:.*]], %[[K:.*]]) =
// CHECK:          memref.load %a[%[[B]], %[[I]], %{{.*}}] : memref<2x2x3xf32>
// CHECK:          memref.load %b[%[[Z]], %{{.*}}, %[[K]]] : memref<1x3x4xf32>
func.func @broadcast(%a: tensor<2x2x3xf32>, %b: tensor<1x3x4xf32>) -> tensor<2x2x4xf32> {
  %y = "onnx.Einsum"(%a, %b) {equation = "...ij,...jk->...ik"} : (tensor<2x2x3xf32>, tensor<1x3x4xf32>) -> tensor<2x2x4xf32>
  "onnx.Return"(%y) : (tensor<2x2x4xf32>) -> ()
}
