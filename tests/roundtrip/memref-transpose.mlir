// memref.transpose in mlir-opt 22's custom form (the permutation as a bare
// map, its dimensions renamed d0, d1, ...; named %transpose) and generic
// form (`permutation = #map`); mlir-opt reads loopc's output back. And
// canonicalize: the identity permutation to the same type folds to the
// source, a transpose of a transpose composes (TransposeOp::fold).
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=CANON %}

// GENERIC: #map = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC: #map1 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
// GENERIC: = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
// CHECK-LABEL: func.func @t(%arg0: memref<?x?xf32>, %arg1: memref<2x3x4xf32>, %arg2: memref<4x5xf32, strided<[10, 1], offset: 3>>) {
// CHECK-NEXT:   %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT:   %transpose_0 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CHECK-NEXT:   %transpose_1 = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<4x5xf32, strided<[10, 1], offset: 3>> to memref<5x4xf32, strided<[1, 10], offset: 3>>
// CHECK-NEXT:   %transpose_2 = memref.transpose %arg1 (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xf32> to memref<2x3x4xf32>
// CHECK-NEXT:   %transpose_3 = memref.transpose %transpose_0 (d0, d1, d2) -> (d1, d2, d0) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
// CHECK-NEXT:   call @use(%transpose, %transpose_0, %transpose_1, %transpose_2, %transpose_3) : (memref<?x?xf32, strided<[1, ?]>>, memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<5x4xf32, strided<[1, 10], offset: 3>>, memref<2x3x4xf32>, memref<2x3x4xf32, strided<[12, 4, 1]>>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CANON-LABEL: func.func @t(%arg0: memref<?x?xf32>, %arg1: memref<2x3x4xf32>, %arg2: memref<4x5xf32, strided<[10, 1], offset: 3>>) {
// CANON-NEXT:   %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CANON-NEXT:   %transpose_0 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
// CANON-NEXT:   %transpose_1 = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<4x5xf32, strided<[10, 1], offset: 3>> to memref<5x4xf32, strided<[1, 10], offset: 3>>
// CANON-NEXT:   %transpose_2 = memref.transpose %arg1 (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xf32> to memref<2x3x4xf32, strided<[12, 4, 1]>>
// CANON-NEXT:   call @use(%transpose, %transpose_0, %transpose_1, %arg1, %transpose_2) : (memref<?x?xf32, strided<[1, ?]>>, memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<5x4xf32, strided<[1, 10], offset: 3>>, memref<2x3x4xf32>, memref<2x3x4xf32, strided<[12, 4, 1]>>) -> ()
// CANON-NEXT:   return
// CANON-NEXT: }

func.func private @use(memref<?x?xf32, strided<[1, ?]>>, memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<5x4xf32, strided<[1, 10], offset: 3>>, memref<2x3x4xf32>, memref<2x3x4xf32, strided<[12, 4, 1]>>)
func.func @t(%v: memref<?x?xf32>, %w: memref<2x3x4xf32>, %s: memref<4x5xf32, strided<[10, 1], offset: 3>>) {
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.transpose %w (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %2 = memref.transpose %s (d0, d1) -> (d1, d0) : memref<4x5xf32, strided<[10, 1], offset: 3>> to memref<5x4xf32, strided<[1, 10], offset: 3>>
  %3 = memref.transpose %w (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xf32> to memref<2x3x4xf32>
  %4 = memref.transpose %1 (d0, d1, d2) -> (d1, d2, d0) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32, strided<[12, 4, 1]>>
  func.call @use(%0, %1, %2, %3, %4) : (memref<?x?xf32, strided<[1, ?]>>, memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<5x4xf32, strided<[1, 10], offset: 3>>, memref<2x3x4xf32>, memref<2x3x4xf32, strided<[12, 4, 1]>>) -> ()
  return
}
