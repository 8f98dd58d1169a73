// Differential test (found by random_diff.py --views): subviews whose
// result layout MLIR 22 infers with its SaturatedInteger arithmetic, where
// a static 0 times a '?' stride is 0 (offset: 5 stays static), and
// rank-reducing subviews where several dims have size 1 and the strides
// decide which one is dropped (MLIR's computeMemRefRankReductionMask: the
// dim whose stride the result lacks). loopc once inferred offset '?' and
// dropped the leftmost unit dim, rejecting both.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

func.func private @printMemrefF32(memref<*xf32>)

// A static offset through a dynamic stride: 3 + 0 * ? + 2 * 1.
func.func @box(%m: memref<4x5xf32, strided<[?, 1], offset: 3>>) {
  %v = memref.subview %m[0, 2] [2, 2] [1, 1] : memref<4x5xf32, strided<[?, 1], offset: 3>> to memref<2x2xf32, strided<[?, 1], offset: 5>>
  %u = memref.cast %v : memref<2x2xf32, strided<[?, 1], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c24 = arith.constant 24 : index
  %a = memref.alloc() : memref<24xf32>
  scf.for %i = %c0 to %c24 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<24xf32>
  }
  %r = memref.reinterpret_cast %a to offset: [3], sizes: [4, 5], strides: [%c7, 1] : memref<24xf32> to memref<4x5xf32, strided<[?, 1], offset: 3>>
  call @box(%r) : (memref<4x5xf32, strided<[?, 1], offset: 3>>) -> ()
  // 2x3x4 with strides [12, 4, 1]: a 1x1x3 box keeps dims 1 and 2 when
  // the result's strides are [4, 1] (dim 0's stride 12 is the one gone).
  %b = memref.expand_shape %a [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %s = memref.subview %b[1, 2, 1] [1, 1, 3] [1, 1, 1] : memref<2x3x4xf32> to memref<1x3xf32, strided<[4, 1], offset: 21>>
  %us = memref.cast %s : memref<1x3xf32, strided<[4, 1], offset: 21>> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  // The same box keeping dims 0 and 2 (strides [12, 1]).
  %t = memref.subview %b[1, 2, 1] [1, 1, 3] [1, 1, 1] : memref<2x3x4xf32> to memref<1x3xf32, strided<[12, 1], offset: 21>>
  %ut = memref.cast %t : memref<1x3xf32, strided<[12, 1], offset: 21>> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<24xf32>
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 2 offset = 5 sizes = [2, 2] strides = [7, 1] data =
// CHECK-NEXT: {{\[\[}}5,   6],
// CHECK-NEXT:  [12,   13]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 21 sizes = [1, 3] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}21,   22,   23]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 21 sizes = [1, 3] strides = [12, 1] data =
// CHECK-NEXT: {{\[\[}}21,   22,   23]]
