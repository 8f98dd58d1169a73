// RUN: %loopc %s --split-input-file --lower-onnx="vector-bits=512" --canonicalize | FileCheck %s
// Gemm goes the MatMul's way when it has at least 16 columns (known): tiles
// of the target's shape (8x16 f32 with 512-bit vectors) and edge tiles of
// their own static sizes for the rows and columns left over, b read from
// panels of 16 columns (packed while compiling when b is a constant, by a
// parallel nest otherwise; transB folds into the packing), and alpha, beta,
// C and the elementwise ops after the Gemm applied as each tile is stored
// (onnx_lower_tensor.c, lw_lower_gemm). Checked by running in
// gemm-run.test.

// PyTorch's Linear: 20 columns = one tile of 16 and an edge of 4, 9 rows =
// one tile of 8 and an edge of 1. W^T packed into two panels (the second
// padded with zeros), the bias and the Relu in every tile's store.
// CHECK-LABEL: func.func @linear
// CHECK: %[[P:.*]] = arith.constant dense<{{\[\[\[}}0.000000e+00, 5.000000e-01, 1.000000e+00, {{.*}}], [2.500000e-01, 7.500000e-01, {{.*}}]], {{\[\[}}8.000000e+00, 8.500000e+00, 9.000000e+00, 9.500000e+00, 0.000000e+00, {{.*}}]]]> : memref<2x2x16xf32>
// CHECK-NOT: memref.alloc()
// CHECK: %[[Y:.*]] = memref.alloc() : memref<9x20xf32>
// CHECK: memref.alloca() : memref<8x16xf32>
// CHECK-COUNT-8: memref.load %arg0
// CHECK: memref.load %[[P]][%c0, %arg2, %arg3] : memref<2x2x16xf32>
// CHECK-COUNT-8: arith.mulf {{.*}} fastmath<contract> : f32
// CHECK-NOT: arith.mulf
// CHECK: memref.load %arg1[%arg3] : memref<20xf32>
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.maximumf
// CHECK-NEXT: memref.store {{.*}}, %[[Y]][%arg2, %arg3]
// CHECK: memref.alloca() : memref<8x4xf32>
// CHECK: memref.load %[[P]][%c1, %arg2, %arg3] : memref<2x2x16xf32>
// CHECK: memref.alloca() : memref<1x16xf32>
// CHECK: memref.alloca() : memref<1x4xf32>
// CHECK: return %[[Y]]
func.func @linear(%x: tensor<9x2xf32>, %b: tensor<20xf32>) -> tensor<9x20xf32> {
  %w = "onnx.Constant"() {value = dense<[[0.0, 0.25], [0.5, 0.75], [1.0, 1.25], [1.5, 1.75], [2.0, 2.25], [2.5, 2.75], [3.0, 3.25], [3.5, 3.75], [4.0, 4.25], [4.5, 4.75], [5.0, 5.25], [5.5, 5.75], [6.0, 6.25], [6.5, 6.75], [7.0, 7.25], [7.5, 7.75], [8.0, 8.25], [8.5, 8.75], [9.0, 9.25], [9.5, 9.75]]> : tensor<20x2xf32>} : () -> tensor<20x2xf32>
  %y = "onnx.Gemm"(%x, %w, %b) {transB = 1 : i64} : (tensor<9x2xf32>, tensor<20x2xf32>, tensor<20xf32>) -> tensor<9x20xf32>
  %r = "onnx.Relu"(%y) : (tensor<9x20xf32>) -> tensor<9x20xf32>
  "onnx.Return"(%r) : (tensor<9x20xf32>) -> ()
}

// -----

// b a graph input: packed into panels when the program runs, by a parallel
// nest (the column index clamped, zero stored past the last column).
// CHECK-LABEL: func.func @input_b
// CHECK: %[[P:.*]] = memref.alloc() : memref<2x2x16xf32>
// CHECK: scf.parallel (%[[Q:.*]], %[[K:.*]]) = (%c0, %c0) to (%c2, %c2)
// CHECK: %[[IN:.*]] = arith.cmpi slt, %{{.*}}, %c20 : index
// CHECK: %[[COL:.*]] = arith.select %[[IN]], %{{.*}}, %c19 : index
// CHECK: %[[V:.*]] = memref.load %arg1[%[[COL]], %[[K]]] : memref<20x2xf32>
// CHECK: %[[Z:.*]] = arith.select %[[IN]], %[[V]], %cst : f32
// CHECK: memref.store %[[Z]], %[[P]][%[[Q]], %[[K]], %{{.*}}] : memref<2x2x16xf32>
// CHECK: memref.alloca() : memref<8x16xf32>
// CHECK: memref.load %[[P]]
func.func @input_b(%x: tensor<9x2xf32>, %w: tensor<20x2xf32>) -> tensor<9x20xf32> {
  %y = "onnx.Gemm"(%x, %w) {transB = 1 : i64} : (tensor<9x2xf32>, tensor<20x2xf32>) -> tensor<9x20xf32>
  "onnx.Return"(%y) : (tensor<9x20xf32>) -> ()
}

// -----

// Fewer rows than a tile: a row at a time, which streams through the rows
// of b, so transB transposes the constant while compiling instead.
// CHECK-LABEL: func.func @rows
// CHECK: %[[T:.*]] = arith.constant dense<{{\[\[}}0.000000e+00, 5.000000e-01, {{.*}}, 9.500000e+00], [2.500000e-01, {{.*}}, 9.750000e+00]]> : memref<2x20xf32>
// CHECK-NOT: memref.alloca() : memref<{{.*}}x{{.*}}xf32>
// CHECK: scf.parallel
// CHECK: memref.alloca() : memref<20xf32>
// CHECK: memref.load %[[T]][%arg3, %arg4] : memref<2x20xf32>
func.func @rows(%x: tensor<2x2xf32>, %b: tensor<20xf32>) -> tensor<2x20xf32> {
  %w = "onnx.Constant"() {value = dense<[[0.0, 0.25], [0.5, 0.75], [1.0, 1.25], [1.5, 1.75], [2.0, 2.25], [2.5, 2.75], [3.0, 3.25], [3.5, 3.75], [4.0, 4.25], [4.5, 4.75], [5.0, 5.25], [5.5, 5.75], [6.0, 6.25], [6.5, 6.75], [7.0, 7.25], [7.5, 7.75], [8.0, 8.25], [8.5, 8.75], [9.0, 9.25], [9.5, 9.75]]> : tensor<20x2xf32>} : () -> tensor<20x2xf32>
  %y = "onnx.Gemm"(%x, %w, %b) {transB = 1 : i64} : (tensor<2x2xf32>, tensor<20x2xf32>, tensor<20xf32>) -> tensor<2x20xf32>
  "onnx.Return"(%y) : (tensor<2x20xf32>) -> ()
}

// -----

// Fewer than 16 columns: no tiles, no packing: one dot product per element,
// then alpha.
// CHECK-LABEL: func.func @narrow
// CHECK-NOT: memref.alloca
// CHECK: scf.parallel
// CHECK: scf.for {{.*}} iter_args
// CHECK: memref.load %arg1[%arg4, %arg3] : memref<2x7xf32>
// CHECK: scf.yield
// CHECK: arith.mulf %{{.*}}, %cst : f32
func.func @narrow(%x: tensor<9x2xf32>, %w: tensor<2x7xf32>) -> tensor<9x7xf32> {
  %y = "onnx.Gemm"(%x, %w) {alpha = 2.0 : f32} : (tensor<9x2xf32>, tensor<2x7xf32>) -> tensor<9x7xf32>
  "onnx.Return"(%y) : (tensor<9x7xf32>) -> ()
}

// -----

// MatMul: 13 rows and 50 columns with 512-bit vectors: 1x3 tiles of 8x16,
// an edge of 2 columns, of 5 rows, and their corner, all from panels of b.
// CHECK-LABEL: func.func @matmul_edges
// CHECK: memref.alloc() : memref<4x3x16xf32>
// CHECK: memref.alloca() : memref<8x16xf32>
// CHECK: memref.alloca() : memref<8x2xf32>
// CHECK: memref.alloca() : memref<5x16xf32>
// CHECK: memref.alloca() : memref<5x2xf32>
func.func @matmul_edges(%a: tensor<13x3xf32>, %b: tensor<3x50xf32>) -> tensor<13x50xf32> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<13x3xf32>, tensor<3x50xf32>) -> tensor<13x50xf32>
  "onnx.Return"(%c) : (tensor<13x50xf32>) -> ()
}
