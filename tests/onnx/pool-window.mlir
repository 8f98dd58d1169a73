// RUN: %loopc %s --split-input-file --lower-onnx --canonicalize | FileCheck %s
// Pooling (onnx_lower_nn.c, lw_lower_window): one parallel loop nest over the
// output; a window of at most 32 elements is unrolled, so the nest has no
// inner loop the C compiler must see through, and the window's maximum (or
// sum and count) is kept in a local cell rather than in the output.

// A 3x3 MaxPool: nine loads of the input, each padded position skipped by a
// select, one store of the output.
// CHECK-LABEL: func.func @max3x3
// CHECK: %[[Y:.*]] = memref.alloc() : memref<1x2x4x4xf32>
// CHECK: scf.parallel
// CHECK-NOT: scf.for
// CHECK-COUNT-9: memref.load %arg0
// CHECK-NOT: memref.load %arg0
// CHECK: memref.store %{{.*}}, %[[Y]][
// CHECK-NOT: memref.store %{{.*}}, %[[Y]][
// CHECK: return %[[Y]]
func.func @max3x3(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %y = "onnx.MaxPool"(%x) {kernel_shape = array<i64: 3, 3>, strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>} : (tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32>
  "onnx.Return"(%y) : (tensor<1x2x4x4xf32>) -> ()
}

// -----

// A 6x6 window (36 elements) keeps its loops.
// CHECK-LABEL: func.func @avg6x6
// CHECK: scf.parallel
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.load %arg0
// CHECK-NOT: memref.load %arg0
func.func @avg6x6(%x: tensor<1x1x12x12xf32>) -> tensor<1x1x7x7xf32> {
  %y = "onnx.AveragePool"(%x) {kernel_shape = array<i64: 6, 6>} : (tensor<1x1x12x12xf32>) -> tensor<1x1x7x7xf32>
  "onnx.Return"(%y) : (tensor<1x1x7x7xf32>) -> ()
}
