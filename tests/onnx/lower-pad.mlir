// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx,canonicalize | FileCheck %s
// Pad (passes/onnx_lower_nn.c, lw_lower_pad). Constant mode: the value
// everywhere, then the input copied into the part of the output it covers
// (a nest over that part only: no load is out of range, and an empty input
// copies nothing). Edge, reflect and wrap: one nest whose loads map each
// output index back into the input.

// CHECK-LABEL: func.func @pad_constant
// CHECK-DAG:  %[[V:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-DAG:  %[[C1:.*]] = arith.constant 1 : index
// CHECK:      scf.parallel (%[[A:.*]], %[[B:.*]]) = ({{.*}}) to (%{{.*}}, %{{.*}}) step
// CHECK-NEXT:   memref.store %[[V]], %y[%[[A]], %[[B]]] : memref<3x6xf32>
// CHECK:      scf.parallel (%[[I:.*]], %[[J:.*]]) = ({{.*}}) to (%{{.*}}, %{{.*}}) step
// CHECK:        %[[S:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK:        %[[L:.*]] = memref.load %x[%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT:   memref.store %[[L]], %y[%[[S]], %[[J]]] : memref<3x6xf32>
func.func @pad_constant(%x: tensor<2x3xf32>) -> tensor<3x6xf32> {
  %y = "onnx.Pad"(%x) {mode = "constant", pads = array<i64: 1, 0, 0, 3>, value = 2.5 : f32} : (tensor<2x3xf32>) -> tensor<3x6xf32>
  "onnx.Return"(%y) : (tensor<3x6xf32>) -> ()
}

// -----

// Edge: the index clamped into [0, n - 1].
// CHECK-LABEL: func.func @pad_edge
// CHECK:      scf.parallel (%[[I:.*]]) =
// CHECK:        %[[S:.*]] = arith.subi %[[I]], %{{.*}} : index
// CHECK-NEXT:   %[[M:.*]] = arith.minsi %[[S]], %{{.*}} : index
// CHECK-NEXT:   %[[K:.*]] = arith.maxsi %[[M]], %{{.*}} : index
// CHECK-NEXT:   %[[L:.*]] = memref.load %x[%[[K]]] : memref<3xf32>
// CHECK-NEXT:   memref.store %[[L]], %y[%[[I]]] : memref<6xf32>
func.func @pad_edge(%x: tensor<3xf32>) -> tensor<6xf32> {
  %p = "onnx.Constant"() {value = dense<[2, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %y = "onnx.Pad"(%x, %p) {mode = "edge"} : (tensor<3xf32>, tensor<2xi64>) -> tensor<6xf32>
  "onnx.Return"(%y) : (tensor<6xf32>) -> ()
}

// -----

// Reflect: the place in a period of 2 (n - 1), mirrored in its second half.
// CHECK-LABEL: func.func @pad_reflect
// CHECK:      scf.parallel
// CHECK:        arith.remsi
// CHECK:        arith.remsi
// CHECK:        %[[IN:.*]] = arith.cmpi slt
// CHECK:        arith.select %[[IN]]
// CHECK:        memref.load %x
func.func @pad_reflect(%x: tensor<3xf32>) -> tensor<8xf32> {
  %p = "onnx.Constant"() {value = dense<[4, 1]> : tensor<2xi64>} : () -> tensor<2xi64>
  %y = "onnx.Pad"(%x, %p) {mode = "reflect"} : (tensor<3xf32>, tensor<2xi64>) -> tensor<8xf32>
  "onnx.Return"(%y) : (tensor<8xf32>) -> ()
}

// -----

// Pads known only when the program runs: the result's size from them,
// checked not to be negative, and the pads' count checked.
// CHECK-LABEL: func.func @pad_dynamic
// CHECK:      memref.load %p[
// CHECK:      memref.load %p[
// CHECK:      arith.addi
// CHECK-NEXT: %[[D:.*]] = arith.addi
// CHECK-NEXT: arith.cmpi sge, %[[D]]
// CHECK-NEXT: cf.assert %{{.*}}, "'onnx.Pad': the pads of axis 0 make its size negative"
// CHECK:      memref.alloc(%[[D]]) : memref<?xf32>
func.func @pad_dynamic(%x: tensor<3xf32>, %p: tensor<2xi64>) -> tensor<?xf32> {
  %y = "onnx.Pad"(%x, %p) {mode = "wrap"} : (tensor<3xf32>, tensor<2xi64>) -> tensor<?xf32>
  "onnx.Return"(%y) : (tensor<?xf32>) -> ()
}
