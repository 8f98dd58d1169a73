// RUN: %loopc %s --split-input-file --lower-onnx --canonicalize | FileCheck %s
// Pooling (onnx_lower_nn.c, lw_lower_window): a parallel loop nest over the
// output; a window of at most 32 elements is unrolled, and the window's
// maximum (or sum and count) is kept in a local cell rather than in the
// output. With static sizes the borders are peeled (window_peeled): rows
// whose windows lie inside the input run the positions whose windows stay
// inside across with no test per tap.

// A 3x3 MaxPool, stride 2, padding 1: in parallel over channels and rows;
// rows 1 to 3 have their windows inside vertically. There, position 0 tests
// its taps (those at column -1 fold away), positions 1 to 3 load nine
// elements with no select; the other rows test every tap.
// CHECK-LABEL: func.func @max3x3
// CHECK: %[[Y:.*]] = memref.alloc() : memref<1x2x4x4xf32>
// CHECK: scf.parallel (%[[C:.*]], %[[OH:.*]]) = (%c0, %c0) to (%c2, %c4) step (%c1, %c1) {
// CHECK:   %[[LT:.*]] = arith.cmpi slt, %[[OH]], %c4 : index
// CHECK:   %[[GE:.*]] = arith.cmpi sge, %[[OH]], %c1 : index
// CHECK:   %[[IN:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK:   scf.if %[[IN]] {
// CHECK-COUNT-6: memref.load %arg0
// CHECK:     memref.store %{{.*}}, %[[Y]][%c0, %[[C]], %[[OH]], %c0]
// CHECK:     scf.for %[[OW:.*]] = %c1 to %c4 step %c1 {
// CHECK-NOT:   arith.select
// CHECK-COUNT-9: memref.load %arg0
// CHECK-NOT:   arith.select
// CHECK:       memref.store %{{.*}}, %[[Y]][%c0, %[[C]], %[[OH]], %[[OW]]]
// CHECK:   } else {
// CHECK:     scf.for %[[OW2:.*]] = %c0 to %c4 step %c1 {
// CHECK-COUNT-9: arith.select
// CHECK:       memref.store %{{.*}}, %[[Y]][%c0, %[[C]], %[[OH]], %[[OW2]]]
// CHECK: return %[[Y]]
func.func @max3x3(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %y = "onnx.MaxPool"(%x) {kernel_shape = array<i64: 3, 3>, strides = array<i64: 2, 2>, pads = array<i64: 1, 1, 1, 1>} : (tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32>
  "onnx.Return"(%y) : (tensor<1x2x4x4xf32>) -> ()
}

// -----

// A 6x6 window (36 elements) keeps its loops. Without padding every window
// is inside: no test at all, no scf.if.
// CHECK-LABEL: func.func @avg6x6
// CHECK: scf.parallel
// CHECK-NOT: scf.if
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: arith.select
// CHECK: memref.load %arg0
// CHECK-NOT: memref.load %arg0
// CHECK-NOT: arith.select
// CHECK: arith.divf
func.func @avg6x6(%x: tensor<1x1x12x12xf32>) -> tensor<1x1x7x7xf32> {
  %y = "onnx.AveragePool"(%x) {kernel_shape = array<i64: 6, 6>} : (tensor<1x1x12x12xf32>) -> tensor<1x1x7x7xf32>
  "onnx.Return"(%y) : (tensor<1x1x7x7xf32>) -> ()
}

// -----

// MaxPool's Indices keep the nest that tests every tap (not peeled).
// CHECK-LABEL: func.func @max_indices
// CHECK: scf.parallel
// CHECK-NOT: scf.if
// CHECK-COUNT-4: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
func.func @max_indices(%x: tensor<1x1x4x4xf32>) -> (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>) {
  %y, %i = "onnx.MaxPool"(%x) {kernel_shape = array<i64: 2, 2>, strides = array<i64: 2, 2>} : (tensor<1x1x4x4xf32>) -> (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>)
  "onnx.Return"(%y, %i) : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>) -> ()
}

// -----

// 1-D, padding 2 on both sides: positions 0-1 and 8-9 test their taps, 2 to
// 7 do not (the count of count_include_pad is still clipped, in index
// arithmetic); no row condition.
// CHECK-LABEL: func.func @avg1d
// CHECK: scf.parallel
// CHECK-NOT: scf.if
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 {
// CHECK: scf.for %{{.*}} = %c2 to %c8 step %c1 {
// CHECK-NOT: {{arith.select .* : f32}}
// CHECK: scf.for %{{.*}} = %c8 to %c10 step %c1 {
// CHECK: {{arith.select .* : f32}}
func.func @avg1d(%x: tensor<2x3x10xf32>) -> tensor<2x3x10xf32> {
  %y = "onnx.AveragePool"(%x) {kernel_shape = array<i64: 5>, pads = array<i64: 2, 2>, count_include_pad = 1 : si64} : (tensor<2x3x10xf32>) -> tensor<2x3x10xf32>
  "onnx.Return"(%y) : (tensor<2x3x10xf32>) -> ()
}

// -----

// A convolution left as a loop nest (depthwise: two groups of one channel) is
// peeled the same way: inside rows, positions 1 to 4 sum their windows
// (channel, row, column loops) with no select.
// CHECK-LABEL: func.func @depthwise
// CHECK: scf.parallel
// CHECK: scf.if
// CHECK: scf.for %{{.*}} = %c1 to %c5 step %c1 {
// CHECK-NOT: {{arith.select .* : f32}}
// CHECK: arith.mulf
// CHECK-NOT: {{arith.select .* : f32}}
// CHECK: memref.store %{{.*}}, %alloc[
// CHECK: {{arith.select .* : f32}}
// CHECK: } else {
// CHECK: {{arith.select .* : f32}}
func.func @depthwise(%x: tensor<1x2x6x6xf32>, %w: tensor<2x1x3x3xf32>) -> tensor<1x2x6x6xf32> {
  %y = "onnx.Conv"(%x, %w) {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>, group = 2 : si64} : (tensor<1x2x6x6xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x6x6xf32>
  "onnx.Return"(%y) : (tensor<1x2x6x6xf32>) -> ()
}
