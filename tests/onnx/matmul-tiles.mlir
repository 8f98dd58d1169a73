// RUN: %loopc %s --split-input-file --passes=lower-onnx | FileCheck %s
// The MatMul tile follows the module's loopc.vector_bits (loopc run sets it
// to the host's; loopc --vector-bits=N): with 512-bit vectors 8 rows of one
// vector, with 256-bit 4 rows of four vectors, otherwise 4x32
// (onnx_lower_tensor.c, matmul_tile). Each row of the tile takes one
// multiply-add per k.

// No target: the portable tile.
// CHECK-LABEL: func.func @generic
// CHECK: scf.parallel
// CHECK: memref.alloca() : memref<4x32xf32>
// CHECK-COUNT-4: arith.mulf %{{[^ ]*}}, %{{[^ ]*}} fastmath<contract> : f32
// CHECK-NOT: arith.mulf
func.func @generic(%a: tensor<8x5xf32>, %b: tensor<5x64xf32>) -> tensor<8x64xf32> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<8x5xf32>, tensor<5x64xf32>) -> tensor<8x64xf32>
  "onnx.Return"(%c) : (tensor<8x64xf32>) -> ()
}

// -----

// AVX-512: 8 rows of 16 f32 lanes ...
// CHECK-LABEL: func.func @avx512_f32
// CHECK: memref.alloca() : memref<8x16xf32>
// CHECK-COUNT-8: arith.mulf %{{[^ ]*}}, %{{[^ ]*}} fastmath<contract> : f32
// CHECK-NOT: arith.mulf
module attributes {loopc.vector_bits = 512 : i64} {
  func.func @avx512_f32(%a: tensor<16x5xf32>, %b: tensor<5x32xf32>) -> tensor<16x32xf32> {
    %c = "onnx.MatMul"(%a, %b) : (tensor<16x5xf32>, tensor<5x32xf32>) -> tensor<16x32xf32>
    "onnx.Return"(%c) : (tensor<16x32xf32>) -> ()
  }
}

// -----

// ... or of 8 f64 lanes.
// CHECK-LABEL: func.func @avx512_f64
// CHECK: memref.alloca() : memref<8x8xf64>
module attributes {loopc.vector_bits = 512 : i64} {
  func.func @avx512_f64(%a: tensor<8x5xf64>, %b: tensor<5x16xf64>) -> tensor<8x16xf64> {
    %c = "onnx.MatMul"(%a, %b) : (tensor<8x5xf64>, tensor<5x16xf64>) -> tensor<8x16xf64>
    "onnx.Return"(%c) : (tensor<8x16xf64>) -> ()
  }
}

// -----

// AVX2: 4 rows of four vectors of 4 f64 lanes.
// CHECK-LABEL: func.func @avx2_f64
// CHECK: memref.alloca() : memref<4x16xf64>
// CHECK-COUNT-4: arith.mulf %{{[^ ]*}}, %{{[^ ]*}} fastmath<contract> : f64
// CHECK-NOT: arith.mulf
module attributes {loopc.vector_bits = 256 : i64} {
  func.func @avx2_f64(%a: tensor<4x5xf64>, %b: tensor<5x32xf64>) -> tensor<4x32xf64> {
    %c = "onnx.MatMul"(%a, %b) : (tensor<4x5xf64>, tensor<5x32xf64>) -> tensor<4x32xf64>
    "onnx.Return"(%c) : (tensor<4x32xf64>) -> ()
  }
}

// -----

// Not tiled: 4 rows are not a multiple of the AVX-512 tile's 8, so the
// row-at-a-time form (a row buffer, no contraction) is used.
// CHECK-LABEL: func.func @avx512_rows
// CHECK-NOT: memref<8x16xf32>
// CHECK: memref.alloca() : memref<32xf32>
// CHECK-NOT: fastmath<contract>
// CHECK: return
module attributes {loopc.vector_bits = 512 : i64} {
  func.func @avx512_rows(%a: tensor<4x5xf32>, %b: tensor<5x32xf32>) -> tensor<4x32xf32> {
    %c = "onnx.MatMul"(%a, %b) : (tensor<4x5xf32>, tensor<5x32xf32>) -> tensor<4x32xf32>
    "onnx.Return"(%c) : (tensor<4x32xf32>) -> ()
  }
}

// -----

// A width that is not an integer is not a target: the portable tile.
// CHECK-LABEL: func.func @not_a_width
// CHECK: memref.alloca() : memref<4x32xf32>
module attributes {loopc.vector_bits = "wide"} {
  func.func @not_a_width(%a: tensor<8x5xf32>, %b: tensor<5x64xf32>) -> tensor<8x64xf32> {
    %c = "onnx.MatMul"(%a, %b) : (tensor<8x5xf32>, tensor<5x64xf32>) -> tensor<8x64xf32>
    "onnx.Return"(%c) : (tensor<8x64xf32>) -> ()
  }
}

// -----

// Nor is a width outside 64..4096 or not a power of two (a tile as wide as
// 2^20 bits would be a megabyte of stack per iteration).
// CHECK-LABEL: func.func @too_wide
// CHECK: memref.alloca() : memref<4x32xf32>
module attributes {loopc.vector_bits = 1048576 : i64} {
  func.func @too_wide(%a: tensor<8x5xf32>, %b: tensor<5x64xf32>) -> tensor<8x64xf32> {
    %c = "onnx.MatMul"(%a, %b) : (tensor<8x5xf32>, tensor<5x64xf32>) -> tensor<8x64xf32>
    "onnx.Return"(%c) : (tensor<8x64xf32>) -> ()
  }
}

// -----

// CHECK-LABEL: func.func @not_a_power_of_two
// CHECK: memref.alloca() : memref<4x32xf32>
module attributes {loopc.vector_bits = 384 : i64} {
  func.func @not_a_power_of_two(%a: tensor<8x5xf32>, %b: tensor<5x64xf32>) -> tensor<8x64xf32> {
    %c = "onnx.MatMul"(%a, %b) : (tensor<8x5xf32>, tensor<5x64xf32>) -> tensor<8x64xf32>
    "onnx.Return"(%c) : (tensor<8x64xf32>) -> ()
  }
}
