// Differential test: one-shot bufferization of a tensor program with
// constants: they become memref.global "private" constant ... and
// memref.get_global, which loopc emits as static arrays. MLIR runs the
// bufferized program; loopc runs it at -O2 and -O0; both print the same.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --one-shot-bufferize="bufferize-function-boundaries" --convert-linalg-to-loops --canonicalize > %t.buf.mlir
// RUN: FileCheck %s --check-prefix=BUF < %t.buf.mlir
// RUN: %mlir_opt %t.buf.mlir --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %t.buf.mlir -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %t.buf.mlir -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out

// BUF: memref.global "private" constant @__constant_2x3xf32{{.*}} : memref<2x3xf32> = dense<{{.*}}> {alignment = 64 : i64}
// BUF: memref.get_global @__constant_2x3xf32

// The products of the two constants, element by element (computed by hand).
// CHECK: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0.5,   3,   7.5],
// CHECK-NEXT:  [14,   22.5,   33]]

func.func private @printMemrefF32(memref<*xf32>)

func.func @compute(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %w = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t, %w : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  return %f : tensor<2x3xf32>
}

func.func @main() {
  %c = arith.constant dense<[[0.5, 1.5, 2.5], [3.5, 4.5, 5.5]]> : tensor<2x3xf32>
  %r = call @compute(%c) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %rm = bufferization.to_buffer %r : tensor<2x3xf32> to memref<2x3xf32>
  %u = memref.cast %rm : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
