// RUN: %loopc %s --split-input-file --lower-onnx --canonicalize | FileCheck %s
// Reductions (onnx_lower_nn.c, reduce_core). When the reduced axes are the
// innermost ones (Softmax's and LayerNormalization's axis -1), the kept
// positions run in parallel and each result is accumulated in order in a
// local cell; otherwise one sequential nest over the input accumulates into
// the output (in order too: the results are the same bit for bit).

// CHECK-LABEL: func.func @last
// CHECK: %[[Y:.*]] = memref.alloc() : memref<4x8x1xf32>
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
// CHECK:   %[[CELL:.*]] = memref.alloca() : memref<f32>
// CHECK:   memref.store %cst, %[[CELL]][]
// CHECK:   scf.for %[[K:.*]] = %c0 to %c16 step %c1 {
// CHECK:     %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]], %[[K]]]
// CHECK:     %[[A:.*]] = memref.load %[[CELL]][]
// CHECK:     %[[M:.*]] = arith.maximumf %[[A]], %[[X]] : f32
// CHECK:     memref.store %[[M]], %[[CELL]][]
// CHECK:   %[[R:.*]] = memref.load %[[CELL]][]
// CHECK:   memref.store %[[R]], %[[Y]][%[[I]], %[[J]], %c0]
func.func @last(%x: tensor<4x8x16xf32>) -> tensor<4x8x1xf32> {
  %y = "onnx.ReduceMax"(%x) {axes = array<i64: -1>} : (tensor<4x8x16xf32>) -> tensor<4x8x1xf32>
  "onnx.Return"(%y) : (tensor<4x8x1xf32>) -> ()
}

// -----

// Two trailing axes, without keepdims.
// CHECK-LABEL: func.func @last_two
// CHECK: scf.parallel (%[[I:.*]]) = (%c0) to (%c4) step (%c1) {
// CHECK:   memref.alloca() : memref<f32>
// CHECK:   scf.for
// CHECK:     scf.for
// CHECK:       arith.addf
// CHECK:   memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<4xf32>
func.func @last_two(%x: tensor<4x8x16xf32>) -> tensor<4xf32> {
  %a = "onnx.Constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>
  %y = "onnx.ReduceSum"(%x, %a) {keepdims = 0 : si64} : (tensor<4x8x16xf32>, tensor<2xi64>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

// A middle axis: the output is filled with the initial value in parallel,
// then one sequential nest over the input accumulates into it.
// CHECK-LABEL: func.func @middle
// CHECK: %[[Y:.*]] = memref.alloc() : memref<4x1x16xf32>
// CHECK: scf.parallel
// CHECK:   memref.store %cst, %[[Y]]
// CHECK-NOT: memref.alloca
// CHECK: scf.for
// CHECK:   scf.for
// CHECK:     scf.for
// CHECK:       memref.load %[[Y]]
// CHECK:       arith.maximumf
// CHECK:       memref.store %{{.*}}, %[[Y]]
func.func @middle(%x: tensor<4x8x16xf32>) -> tensor<4x1x16xf32> {
  %y = "onnx.ReduceMax"(%x) {axes = array<i64: 1>} : (tensor<4x8x16xf32>) -> tensor<4x1x16xf32>
  "onnx.Return"(%y) : (tensor<4x1x16xf32>) -> ()
}

// -----

// Every axis: one sequential nest too.
// CHECK-LABEL: func.func @all
// CHECK-NOT: memref.alloca
// CHECK: scf.for
// CHECK:   scf.for
// CHECK:     arith.addf
func.func @all(%x: tensor<4x8xf32>) -> tensor<1x1xf32> {
  %y = "onnx.ReduceSum"(%x) : (tensor<4x8xf32>) -> tensor<1x1xf32>
  "onnx.Return"(%y) : (tensor<1x1xf32>) -> ()
}
