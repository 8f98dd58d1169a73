// RUN: %loopc %s --split-input-file --lower-onnx="vector-bits=512" --canonicalize --mlir-print-elementsattrs-with-hex-if-larger=-1 | FileCheck %s
// Conv as a product of the MatMul tiles (onnx_lower_tensor.c,
// lw_conv_as_product): the constant weights' rows (8 output channels x
// 2*3*3, k = (c, kh, kw)) times the input's windows, the bias of each output
// channel and the Relu after the Conv applied as each tile is stored. 2-D
// with output rows at least a tile (16 positions) wide: directly from the
// input zero-padded once (conv_direct), a tile being 8 output channels by up
// to 16 positions of one output row, whose reads of the input are
// contiguous. Otherwise (narrower rows, 1-D, 3-D) through panels of patches
// (im2col) across rows, each packed next to the tiles that read it.
// Checked by running in conv-run.test.

// CHECK-LABEL: func.func @conv
// CHECK: %[[A:.*]] = arith.constant dense<{{\[\[}}-1.500000e+00, -1.000000e+00, {{.*}}]]> : memref<8x18xf32>
// CHECK: %[[Y:.*]] = memref.alloc() : memref<1x8x5x16xf32>
// The input padded by one on each side: 7x18.
// CHECK: %[[XP:.*]] = memref.alloc() : memref<1x2x7x18xf32>
// CHECK: scf.parallel
// CHECK:   memref.load %arg0
// CHECK:   memref.store %{{.*}}, %[[XP]]
// One tile per output row (its 16 positions).
// CHECK: scf.parallel (%[[OH:.*]]) = (%c0) to (%c5) step (%c1) {
// CHECK:   %[[ACC:.*]] = memref.alloca() : memref<8x16xf32>
// CHECK:   scf.for %[[C:.*]] = %c0 to %c2 step %c1 {
// CHECK:     scf.for %[[KH:.*]] = %c0 to %c3 step %c1 {
// CHECK:       %[[IY:.*]] = arith.addi %[[OH]], %[[KH]] : index
// CHECK:       scf.for %[[KW:.*]] = %c0 to %c3 step %c1 {
// CHECK-COUNT-8: memref.load %[[A]]
// CHECK:         scf.for %[[J:.*]] = %c0 to %c16 step %c1 {
// CHECK:           %[[IX:.*]] = arith.addi %[[J]], %[[KW]] : index
// CHECK:           memref.load %[[XP]][%c0, %[[C]], %[[IY]], %[[IX]]] : memref<1x2x7x18xf32>
// CHECK-COUNT-8:   arith.mulf {{.*}} fastmath<contract> : f32
// The store: the channel's bias loaded once per row of the tile, then the
// Relu, into the output's row.
// CHECK:   scf.for %[[M:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[B:.*]] = memref.load %arg1[%[[M]]] : memref<8xf32>
// CHECK-NEXT: scf.for %[[OW:.*]] = %c0 to %c16 step %c1 {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[ACC]][%[[M]], %[[OW]]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[B]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.maximumf %[[S]], %cst : f32
// CHECK-NEXT: memref.store %[[R]], %[[Y]][%c0, %[[M]], %[[OH]], %[[OW]]] : memref<1x8x5x16xf32>
// CHECK: memref.dealloc %[[XP]]
// CHECK: return %[[Y]]
func.func @conv(%x: tensor<1x2x5x16xf32>, %b: tensor<8xf32>) -> tensor<1x8x5x16xf32> {
  %w = "onnx.Constant"() {value = dense<[[[[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]], [[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]]], [[[0.5, 1.0, 1.5], [-1.5, -1.0, -0.5], [0.0, 0.5, 1.0]], [[1.5, -1.5, -1.0], [-0.5, 0.0, 0.5], [1.0, 1.5, -1.5]]], [[[-1.0, -0.5, 0.0], [0.5, 1.0, 1.5], [-1.5, -1.0, -0.5]], [[0.0, 0.5, 1.0], [1.5, -1.5, -1.0], [-0.5, 0.0, 0.5]]], [[[1.0, 1.5, -1.5], [-1.0, -0.5, 0.0], [0.5, 1.0, 1.5]], [[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]]], [[[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]], [[0.5, 1.0, 1.5], [-1.5, -1.0, -0.5], [0.0, 0.5, 1.0]]], [[[1.5, -1.5, -1.0], [-0.5, 0.0, 0.5], [1.0, 1.5, -1.5]], [[-1.0, -0.5, 0.0], [0.5, 1.0, 1.5], [-1.5, -1.0, -0.5]]], [[[0.0, 0.5, 1.0], [1.5, -1.5, -1.0], [-0.5, 0.0, 0.5]], [[1.0, 1.5, -1.5], [-1.0, -0.5, 0.0], [0.5, 1.0, 1.5]]], [[[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]], [[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]]]]> : tensor<8x2x3x3xf32>} : () -> tensor<8x2x3x3xf32>
  %c = "onnx.Conv"(%x, %w, %b) {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x16xf32>, tensor<8x2x3x3xf32>, tensor<8xf32>) -> tensor<1x8x5x16xf32>
  %r = "onnx.Relu"(%c) : (tensor<1x8x5x16xf32>) -> tensor<1x8x5x16xf32>
  "onnx.Return"(%r) : (tensor<1x8x5x16xf32>) -> ()
}

// -----

// Stride 2 across, rows narrower than a tile: panels of patches (16 output
// positions of a 7x7 output, flattened), each packed in a local buffer next
// to its tiles: where each lane's window starts, then its 18 x 16 elements;
// stores through a view of the output with its positions flattened.
// CHECK-LABEL: func.func @stride2
// CHECK: %[[A:.*]] = arith.constant dense<{{.*}}> : memref<8x18xf32>
// CHECK: %[[Y:.*]] = memref.alloc() : memref<1x8x7x7xf32>
// CHECK: %[[F:.*]] = memref.collapse_shape %[[Y]] {{\[}}[0], [1], [2, 3]] : memref<1x8x7x7xf32> into memref<1x8x49xf32>
// CHECK: scf.parallel (%[[Q:.*]]) = (%c0) to (%c3) step (%c1) {
// CHECK:   %[[P:.*]] = memref.alloca() : memref<18x16xf32>
// CHECK:   %[[BH:.*]] = memref.alloca() : memref<16xindex>
// CHECK:   %[[BW:.*]] = memref.alloca() : memref<16xindex>
// CHECK:   scf.for %[[L:.*]] = %c0 to %c16 step %c1 {
// CHECK:     arith.cmpi slt, %{{.*}}, %c49 : index
// CHECK:     memref.store %{{.*}}, %[[BW]][%[[L]]] : memref<16xindex>
// CHECK:     memref.store %{{.*}}, %[[BH]][%[[L]]] : memref<16xindex>
// CHECK:   scf.for %[[K:.*]] = %c0 to %c18 step %c1 {
// CHECK:     scf.for %[[J:.*]] = %c0 to %c16 step %c1 {
// CHECK:       memref.load %[[BH]][%[[J]]] : memref<16xindex>
// CHECK:       memref.load %[[BW]][%[[J]]] : memref<16xindex>
// CHECK:       %[[V:.*]] = memref.load %arg0[%c0, %{{.*}}, %{{.*}}, %{{.*}}] : memref<1x2x13x13xf32>
// CHECK:       %[[Z:.*]] = arith.select %{{.*}}, %[[V]], %cst : f32
// CHECK:       memref.store %[[Z]], %[[P]][%[[K]], %[[J]]] : memref<18x16xf32>
// CHECK:   memref.alloca() : memref<8x16xf32>
// CHECK-COUNT-8: memref.load %[[A]]
// CHECK:   memref.load %[[P]][%{{.*}}, %{{.*}}] : memref<18x16xf32>
// CHECK:   memref.store %{{.*}}, %[[F]][%c0, %{{.*}}, %{{.*}}] : memref<1x8x49xf32>
// The last position (49 = 3 x 16 + 1): its own panel and a tile of 8x1.
// CHECK: memref.alloca() : memref<8x1xf32>
func.func @stride2(%x: tensor<1x2x13x13xf32>) -> tensor<1x8x7x7xf32> {
  %w = "onnx.Constant"() {value = dense<[[[[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]], [[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]]], [[[0.5, 1.0, 1.5], [-1.5, -1.0, -0.5], [0.0, 0.5, 1.0]], [[1.5, -1.5, -1.0], [-0.5, 0.0, 0.5], [1.0, 1.5, -1.5]]], [[[-1.0, -0.5, 0.0], [0.5, 1.0, 1.5], [-1.5, -1.0, -0.5]], [[0.0, 0.5, 1.0], [1.5, -1.5, -1.0], [-0.5, 0.0, 0.5]]], [[[1.0, 1.5, -1.5], [-1.0, -0.5, 0.0], [0.5, 1.0, 1.5]], [[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]]], [[[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]], [[0.5, 1.0, 1.5], [-1.5, -1.0, -0.5], [0.0, 0.5, 1.0]]], [[[1.5, -1.5, -1.0], [-0.5, 0.0, 0.5], [1.0, 1.5, -1.5]], [[-1.0, -0.5, 0.0], [0.5, 1.0, 1.5], [-1.5, -1.0, -0.5]]], [[[0.0, 0.5, 1.0], [1.5, -1.5, -1.0], [-0.5, 0.0, 0.5]], [[1.0, 1.5, -1.5], [-1.0, -0.5, 0.0], [0.5, 1.0, 1.5]]], [[[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]], [[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]]]]> : tensor<8x2x3x3xf32>} : () -> tensor<8x2x3x3xf32>
  %c = "onnx.Conv"(%x, %w) {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>, strides = array<i64: 2, 2>} : (tensor<1x2x13x13xf32>, tensor<8x2x3x3xf32>) -> tensor<1x8x7x7xf32>
  "onnx.Return"(%c) : (tensor<1x8x7x7xf32>) -> ()
}

// -----

// Stride 2 across with rows at least a tile wide: computed directly, from a
// copy of the input split by column phase (xp[n, c, y, r, z'] = column 2 z' +
// r, zero in the padding), so that a tile's 16 positions read 16
// consecutive elements of one phase: kw's phase is kw mod 2, its shift kw / 2.
// CHECK-LABEL: func.func @stride2_wide
// CHECK: %[[A:.*]] = arith.constant dense<{{.*}}> : memref<8x3xf32>
// CHECK: %[[Y:.*]] = memref.alloc() : memref<1x8x5x17xf32>
// CHECK: %[[XP:.*]] = memref.alloc() : memref<1x1x5x2x18xf32>
// CHECK: scf.parallel (%[[R:.*]]) = (%c0) to (%c5) step (%c1) {
// CHECK:   scf.for %[[PH:.*]] = %c0 to %c2 step %c1 {
// CHECK:     scf.for %[[ZQ:.*]] = %c0 to %c18 step %c1 {
// CHECK:       %[[COL:.*]] = arith.muli %[[ZQ]], %c2 : index
// CHECK:       arith.addi %[[COL]], %[[PH]] : index
// CHECK:       memref.load %arg0
// CHECK:       memref.store %{{.*}}, %[[XP]][%c0, %c0, %[[R]], %[[PH]], %[[ZQ]]] : memref<1x1x5x2x18xf32>
// CHECK: scf.parallel (%[[OH:.*]]) = (%c0) to (%c5) step (%c1) {
// CHECK:   memref.alloca() : memref<8x16xf32>
// CHECK:   scf.for %[[KW:.*]] = %c0 to %c3 step %c1 {
// CHECK-COUNT-8: memref.load %[[A]]
// CHECK:     %[[P:.*]] = arith.remsi %[[KW]], %c2 : index
// CHECK:     %[[S:.*]] = arith.divsi %[[KW]], %c2 : index
// CHECK:     scf.for %[[J:.*]] = %c0 to %c16 step %c1 {
// CHECK:       %[[Z:.*]] = arith.addi %[[J]], %[[S]] : index
// CHECK:       memref.load %[[XP]][%c0, %c0, %[[OH]], %[[P]], %[[Z]]] : memref<1x1x5x2x18xf32>
// The 17th position: a tile of 8x1.
// CHECK: memref.alloca() : memref<8x1xf32>
// CHECK: memref.dealloc %[[XP]]
func.func @stride2_wide(%x: tensor<1x1x5x33xf32>) -> tensor<1x8x5x17xf32> {
  %w = "onnx.Constant"() {value = dense<[[[[-1.5, -1.0, -0.5]]], [[[0.0, 0.5, 1.0]]], [[[1.5, -1.5, -1.0]]], [[[-0.5, 0.0, 0.5]]], [[[1.0, 1.5, -1.5]]], [[[-1.0, -0.5, 0.0]]], [[[0.5, 1.0, 1.5]]], [[[-1.5, 1.0, 0.25]]]]> : tensor<8x1x1x3xf32>} : () -> tensor<8x1x1x3xf32>
  %c = "onnx.Conv"(%x, %w) {kernel_shape = array<i64: 1, 3>, pads = array<i64: 0, 1, 0, 1>, strides = array<i64: 1, 2>} : (tensor<1x1x5x33xf32>, tensor<8x1x1x3xf32>) -> tensor<1x8x5x17xf32>
  "onnx.Return"(%c) : (tensor<1x8x5x17xf32>) -> ()
}

// -----

// Weights that are not constants, two groups, fewer output channels than a
// tile's rows: the loop nest per output element.
// CHECK-LABEL: func.func @nests
// CHECK-NOT: memref.alloca() : memref<{{[0-9]+}}x
// CHECK: return
func.func @nests(%x: tensor<1x2x5x5xf32>, %w: tensor<8x2x3x3xf32>, %w2: tensor<8x1x3x3xf32>) -> (tensor<1x8x5x5xf32>, tensor<1x8x5x5xf32>, tensor<1x4x5x5xf32>) {
  %a = "onnx.Conv"(%x, %w) {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xf32>, tensor<8x2x3x3xf32>) -> tensor<1x8x5x5xf32>
  %k2 = "onnx.Constant"() {value = dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]], [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]], [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]], [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]], [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]], [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]], [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]], [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.5]]]]> : tensor<8x1x3x3xf32>} : () -> tensor<8x1x3x3xf32>
  %b = "onnx.Conv"(%x, %k2) {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>, group = 2 : i64} : (tensor<1x2x5x5xf32>, tensor<8x1x3x3xf32>) -> tensor<1x8x5x5xf32>
  %w3 = "onnx.Constant"() {value = dense<[[[[-1.0, -0.5, 0.0], [0.5, 1.0, -1.0], [-0.5, 0.0, 0.5]], [[1.0, -1.0, -0.5], [0.0, 0.5, 1.0], [-1.0, -0.5, 0.0]]], [[[0.5, 1.0, -1.0], [-0.5, 0.0, 0.5], [1.0, -1.0, -0.5]], [[0.0, 0.5, 1.0], [-1.0, -0.5, 0.0], [0.5, 1.0, -1.0]]], [[[-0.5, 0.0, 0.5], [1.0, -1.0, -0.5], [0.0, 0.5, 1.0]], [[-1.0, -0.5, 0.0], [0.5, 1.0, -1.0], [-0.5, 0.0, 0.5]]], [[[1.0, -1.0, -0.5], [0.0, 0.5, 1.0], [-1.0, -0.5, 0.0]], [[0.5, 1.0, -1.0], [-0.5, 0.0, 0.5], [1.0, -1.0, -0.5]]]]> : tensor<4x2x3x3xf32>} : () -> tensor<4x2x3x3xf32>
  %c = "onnx.Conv"(%x, %w3) {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x5x5xf32>
  "onnx.Return"(%a, %b, %c) : (tensor<1x8x5x5xf32>, tensor<1x8x5x5xf32>, tensor<1x4x5x5xf32>) -> ()
}

// -----

// A BatchNormalization of the Conv's result (its only use) is applied per
// output channel as each tile is stored, with the operations it would have on
// its own; the Relu after it too. No loop nest of its own.
// CHECK-LABEL: func.func @batchnorm
// CHECK: memref.alloca() : memref<8x16xf32>
// Per row (output channel) of the tile: the mean, the deviation's square
// root, the scale and the shift; per element the normalization.
// CHECK: %[[M:.*]] = memref.load %arg2[%[[C:.*]]] : memref<8xf32>
// CHECK-NEXT: %[[V:.*]] = memref.load %arg3[%[[C]]] : memref<8xf32>
// CHECK-NEXT: %[[E:.*]] = arith.addf %[[V]], %{{.*}} : f32
// CHECK-NEXT: %[[SD:.*]] = math.sqrt %[[E]] : f32
// CHECK-NEXT: %[[S:.*]] = memref.load %arg1[%[[C]]] : memref<8xf32>
// CHECK-NEXT: %[[B:.*]] = memref.load %arg4[%[[C]]] : memref<8xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[X:.*]] = memref.load
// CHECK-NEXT: %[[D:.*]] = arith.subf %[[X]], %[[M]] : f32
// CHECK-NEXT: %[[N:.*]] = arith.divf %[[D]], %[[SD]] : f32
// CHECK-NEXT: %[[NS:.*]] = arith.mulf %[[N]], %[[S]] : f32
// CHECK-NEXT: %[[Y:.*]] = arith.addf %[[NS]], %[[B]] : f32
// CHECK-NEXT: arith.maximumf %[[Y]]
// CHECK-NOT: memref.alloc()
// CHECK: return
func.func @batchnorm(%x: tensor<1x2x5x5xf32>, %s: tensor<8xf32>, %m: tensor<8xf32>, %v: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<1x8x5x5xf32> {
  %w = "onnx.Constant"() {value = dense<[[[[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]], [[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]]], [[[0.5, 1.0, 1.5], [-1.5, -1.0, -0.5], [0.0, 0.5, 1.0]], [[1.5, -1.5, -1.0], [-0.5, 0.0, 0.5], [1.0, 1.5, -1.5]]], [[[-1.0, -0.5, 0.0], [0.5, 1.0, 1.5], [-1.5, -1.0, -0.5]], [[0.0, 0.5, 1.0], [1.5, -1.5, -1.0], [-0.5, 0.0, 0.5]]], [[[1.0, 1.5, -1.5], [-1.0, -0.5, 0.0], [0.5, 1.0, 1.5]], [[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]]], [[[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]], [[0.5, 1.0, 1.5], [-1.5, -1.0, -0.5], [0.0, 0.5, 1.0]]], [[[1.5, -1.5, -1.0], [-0.5, 0.0, 0.5], [1.0, 1.5, -1.5]], [[-1.0, -0.5, 0.0], [0.5, 1.0, 1.5], [-1.5, -1.0, -0.5]]], [[[0.0, 0.5, 1.0], [1.5, -1.5, -1.0], [-0.5, 0.0, 0.5]], [[1.0, 1.5, -1.5], [-1.0, -0.5, 0.0], [0.5, 1.0, 1.5]]], [[[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]], [[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]]]]> : tensor<8x2x3x3xf32>} : () -> tensor<8x2x3x3xf32>
  %c = "onnx.Conv"(%x, %w) {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xf32>, tensor<8x2x3x3xf32>) -> tensor<1x8x5x5xf32>
  %n = "onnx.BatchNormalization"(%c, %s, %b, %m, %v) {epsilon = 1.0e-03 : f32} : (tensor<1x8x5x5xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x5x5xf32>
  %r = "onnx.Relu"(%n) : (tensor<1x8x5x5xf32>) -> tensor<1x8x5x5xf32>
  "onnx.Return"(%r) : (tensor<1x8x5x5xf32>) -> ()
}

// -----

// The Conv's result has another use: the BatchNormalization is its own nest.
// CHECK-LABEL: func.func @batchnorm_shared
// CHECK: memref.alloca() : memref<8x16xf32>
// CHECK-NOT: math.sqrt
// CHECK: %[[N:.*]] = memref.alloc() : memref<1x8x5x5xf32>
// CHECK: scf.parallel
// CHECK: math.sqrt
// CHECK: memref.store %{{.*}}, %[[N]]
func.func @batchnorm_shared(%x: tensor<1x2x5x5xf32>, %s: tensor<8xf32>, %m: tensor<8xf32>, %v: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<1x8x5x5xf32>, tensor<1x8x5x5xf32>) {
  %w = "onnx.Constant"() {value = dense<[[[[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]], [[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]]], [[[0.5, 1.0, 1.5], [-1.5, -1.0, -0.5], [0.0, 0.5, 1.0]], [[1.5, -1.5, -1.0], [-0.5, 0.0, 0.5], [1.0, 1.5, -1.5]]], [[[-1.0, -0.5, 0.0], [0.5, 1.0, 1.5], [-1.5, -1.0, -0.5]], [[0.0, 0.5, 1.0], [1.5, -1.5, -1.0], [-0.5, 0.0, 0.5]]], [[[1.0, 1.5, -1.5], [-1.0, -0.5, 0.0], [0.5, 1.0, 1.5]], [[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]]], [[[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]], [[0.5, 1.0, 1.5], [-1.5, -1.0, -0.5], [0.0, 0.5, 1.0]]], [[[1.5, -1.5, -1.0], [-0.5, 0.0, 0.5], [1.0, 1.5, -1.5]], [[-1.0, -0.5, 0.0], [0.5, 1.0, 1.5], [-1.5, -1.0, -0.5]]], [[[0.0, 0.5, 1.0], [1.5, -1.5, -1.0], [-0.5, 0.0, 0.5]], [[1.0, 1.5, -1.5], [-1.0, -0.5, 0.0], [0.5, 1.0, 1.5]]], [[[-1.5, -1.0, -0.5], [0.0, 0.5, 1.0], [1.5, -1.5, -1.0]], [[-0.5, 0.0, 0.5], [1.0, 1.5, -1.5], [-1.0, -0.5, 0.0]]]]> : tensor<8x2x3x3xf32>} : () -> tensor<8x2x3x3xf32>
  %c = "onnx.Conv"(%x, %w) {kernel_shape = array<i64: 3, 3>, pads = array<i64: 1, 1, 1, 1>} : (tensor<1x2x5x5xf32>, tensor<8x2x3x3xf32>) -> tensor<1x8x5x5xf32>
  %n = "onnx.BatchNormalization"(%c, %s, %b, %m, %v) : (tensor<1x8x5x5xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x5x5xf32>
  "onnx.Return"(%n, %c) : (tensor<1x8x5x5xf32>, tensor<1x8x5x5xf32>) -> ()
}
