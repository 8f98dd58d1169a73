// canonicalize on collapse_shape (MemRefOps.cpp): CollapseShapeOpMemRefCastFolder
// (a collapse of a cast that only forgets collapses the cast's source, a
// cast back where the new type is more static) and ComposeCollapseOfExpandOp
// (a collapse of an expand: one collapse of the expand's source, or a cast
// when the ranks are equal). Must not fire: a cast that adds static sizes;
// an expand whose groups straddle the collapse's; non-identity layouts.
// loopc and mlir-opt 22 print the same text.
// RUN: %loopc %s --canonicalize --split-input-file > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}

// CHECK-LABEL: func.func @collapse_of_cast_type_change(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : memref<?x512x1x1xf32> into memref<?x512xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<?x512xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast
func.func @collapse_of_cast_type_change(%arg0 : memref<?x512x1x1xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x1xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast_same_type(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3]] : memref<?x512x1x?xf32> into memref<?x?xf32>
// CHECK-NEXT: return %collapse_shape
func.func @collapse_of_cast_same_type(%arg0 : memref<?x512x1x?xf32>) -> memref<?x?xf32> {
  %dynamic = memref.cast %arg0: memref<?x512x1x?xf32> to memref<?x?x?x?xf32>
  %collapsed = memref.collapse_shape %dynamic [[0], [1, 2, 3]] : memref<?x?x?x?xf32> into memref<?x?xf32>
  return %collapsed : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_cast_adding_sizes(
// CHECK-NEXT: %cast = memref.cast
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %cast
func.func @collapse_of_cast_adding_sizes(%arg0 : memref<?x?xf32>) -> memref<?xf32> {
  %s = memref.cast %arg0: memref<?x?xf32> to memref<4x?xf32>
  %collapsed = memref.collapse_shape %s [[0, 1]] : memref<4x?xf32> into memref<?xf32>
  return %collapsed : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand_to_cast(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32, strided<[1]>, 3> to memref<?xf32, 3>
// CHECK-NEXT: return %cast
func.func @collapse_of_expand_to_cast(%m: memref<?xf32, strided<[1]>, 3>, %sz0: index) -> memref<?xf32, 3> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [1, %sz0] : memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<1x?xf32, 3> into memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}

// -----

// CHECK-LABEL: func.func @collapse_of_expand_composed(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<?x?x?xi64> into memref<?x?xi64>
// CHECK-NEXT: return %collapse_shape
func.func @collapse_of_expand_composed(%arg0: memref<?x?x?xi64>, %a: index, %b: index, %d: index) -> memref<?x?xi64> {
  %0 = memref.expand_shape %arg0 [[0], [1], [2, 3]] output_shape [%a, %b, %d, 1] : memref<?x?x?xi64> into memref<?x?x?x1xi64>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<?x?x?x1xi64> into memref<?x?xi64>
  return %1 : memref<?x?xi64>
}

// -----

// The expand's group [0, 1] and the collapse's [1, 2] straddle each other.
// CHECK-LABEL: func.func @collapse_of_expand_straddling(
// CHECK-NEXT: %expand_shape = memref.expand_shape
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape
func.func @collapse_of_expand_straddling(%arg0: memref<6x5xf32>) -> memref<2x15xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 3, 5] : memref<6x5xf32> into memref<2x3x5xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<2x3x5xf32> into memref<2x15xf32>
  return %1 : memref<2x15xf32>
}

// -----

// A source at an offset: not the identity layout.
// CHECK-LABEL: func.func @collapse_of_expand_strided(
// CHECK-NEXT: %expand_shape = memref.expand_shape
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape
func.func @collapse_of_expand_strided(%arg0: memref<4x6xf32, strided<[6, 1], offset: 2>>) -> memref<24xf32, strided<[1], offset: 2>> {
  %0 = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xf32, strided<[6, 1], offset: 2>> into memref<4x2x3xf32, strided<[6, 3, 1], offset: 2>>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<4x2x3xf32, strided<[6, 3, 1], offset: 2>> into memref<24xf32, strided<[1], offset: 2>>
  return %1 : memref<24xf32, strided<[1], offset: 2>>
}
