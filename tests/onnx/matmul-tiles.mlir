// The MatMul tile follows lower-onnx's option vector-bits (loopc run sets it
// to the host's; loopc --vector-bits=N): with 512-bit vectors 8 rows of one
// vector, with 256-bit 4 rows of four vectors, otherwise 4x32
// (onnx_lower_tensor.c, matmul_tile). Each row of the tile takes one
// multiply-add per k.
// RUN: %loopc %s --passes=lower-onnx | FileCheck %s --check-prefix=PORTABLE
// RUN: %loopc %s --pass-pipeline='builtin.module(lower-onnx{vector-bits=512})' | FileCheck %s --check-prefix=AVX512
// RUN: %loopc %s --lower-onnx="vector-bits=256" | FileCheck %s --check-prefix=AVX2

// No target: the portable tile.
// PORTABLE-LABEL: func.func @generic
// PORTABLE: scf.parallel
// PORTABLE: memref.alloca() : memref<4x32xf32>
// PORTABLE-COUNT-4: arith.mulf %{{[^ ]*}}, %{{[^ ]*}} fastmath<contract> : f32
// PORTABLE-NOT: arith.mulf
// PORTABLE-LABEL: func.func @avx512_f32
func.func @generic(%a: tensor<8x5xf32>, %b: tensor<5x64xf32>) -> tensor<8x64xf32> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<8x5xf32>, tensor<5x64xf32>) -> tensor<8x64xf32>
  "onnx.Return"(%c) : (tensor<8x64xf32>) -> ()
}

// With AVX-512, 8 rows of 16 f32 lanes ...
// AVX512-LABEL: func.func @avx512_f32
// AVX512: memref.alloca() : memref<8x16xf32>
// AVX512-COUNT-8: arith.mulf %{{[^ ]*}}, %{{[^ ]*}} fastmath<contract> : f32
// AVX512-NOT: arith.mulf
// AVX512-LABEL: func.func @avx512_f64
func.func @avx512_f32(%a: tensor<16x5xf32>, %b: tensor<5x32xf32>) -> tensor<16x32xf32> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<16x5xf32>, tensor<5x32xf32>) -> tensor<16x32xf32>
  "onnx.Return"(%c) : (tensor<16x32xf32>) -> ()
}

// ... or of 8 f64 lanes.
// AVX512: memref.alloca() : memref<8x8xf64>
func.func @avx512_f64(%a: tensor<8x5xf64>, %b: tensor<5x16xf64>) -> tensor<8x16xf64> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<8x5xf64>, tensor<5x16xf64>) -> tensor<8x16xf64>
  "onnx.Return"(%c) : (tensor<8x16xf64>) -> ()
}

// With AVX2, 4 rows of four vectors of 4 f64 lanes.
// AVX2-LABEL: func.func @avx2_f64
// AVX2: memref.alloca() : memref<4x16xf64>
// AVX2-COUNT-4: arith.mulf %{{[^ ]*}}, %{{[^ ]*}} fastmath<contract> : f64
// AVX2-NOT: arith.mulf
// AVX2-LABEL: func.func @avx512_rows
func.func @avx2_f64(%a: tensor<4x5xf64>, %b: tensor<5x32xf64>) -> tensor<4x32xf64> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<4x5xf64>, tensor<5x32xf64>) -> tensor<4x32xf64>
  "onnx.Return"(%c) : (tensor<4x32xf64>) -> ()
}

// Not tiled: 4 rows are not a multiple of the AVX-512 tile's 8, so the
// row-at-a-time form (a row buffer, no contraction) is used.
// AVX512-LABEL: func.func @avx512_rows
// AVX512-NOT: memref<8x16xf32>
// AVX512: memref.alloca() : memref<32xf32>
// AVX512-NOT: fastmath<contract>
// AVX512: return
func.func @avx512_rows(%a: tensor<4x5xf32>, %b: tensor<5x32xf32>) -> tensor<4x32xf32> {
  %c = "onnx.MatMul"(%a, %b) : (tensor<4x5xf32>, tensor<5x32xf32>) -> tensor<4x32xf32>
  "onnx.Return"(%c) : (tensor<4x32xf32>) -> ()
}

// A width outside 64..4096 or not a power of two is no target: an error (a
// tile as wide as 2^20 bits would be a megabyte of stack per iteration).
// RUN: not %loopc %s --lower-onnx="vector-bits=384" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %loopc %s --lower-onnx="vector-bits=1048576" 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %loopc %s --lower-onnx="vector-bits=wide" 2>&1 | FileCheck %s --check-prefix=NOTINT
// BAD: loopc: error: pass 'lower-onnx': option 'vector-bits' expects 0 or a power of two from 64 to 4096
// NOTINT: loopc: error: pass 'lower-onnx': option 'vector-bits' expects an integer, got 'wide'
