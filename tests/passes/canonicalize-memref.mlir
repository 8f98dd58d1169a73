// canonicalize: memref views and casts (MemRefOps.cpp): a cast looked
// through by load, store, dealloc and another cast; a subview's constant
// operands taken into its static lists (its type made more static, a cast
// back); a subview of a cast that only forgets; the whole of a source; a
// subview repeating the one it views. And where nothing may fire: a cast
// from an unranked memref, a subview of a subview (not composed), a negative constant offset.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @subview_constants(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[2, %arg1] [2, 4] [1, 1] : memref<8x8xf32> to memref<2x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %0 = memref.load %subview[%c1, %c1] : memref<2x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @subview_whole_cast(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %cast : memref<8x8xf32, strided<[8, 1]>>
// CHECK-LABEL: func.func @subview_whole(
// CHECK-NEXT: return %arg0 : memref<8x8xf32>
// CHECK-LABEL: func.func @cast_chain(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func @subview_of_cast(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %0 = memref.load %subview[%arg1] : memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @subview_of_subview_kept(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT: %subview_0 = memref.subview %subview[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 9>> to memref<2x2xf32, strided<[8, 1], offset: 18>>
// CHECK-NEXT: %0 = memref.load %subview_0[%c1, %c1] : memref<2x2xf32, strided<[8, 1], offset: 18>>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @cast_identity(
// CHECK-NEXT: return %arg0 : memref<?xf32>
// CHECK-LABEL: func.func @load_store_through_cast(
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<8xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @unranked_cast_kept(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %0 = memref.load %cast[%arg1] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @subview_negative_offset_kept(
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[%c-1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<2xf32, strided<[1], offset: ?>>
// CHECK-LABEL: func.func @subview_repeat(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %subview : memref<2x2xf32, strided<[8, 1], offset: ?>>

func.func @subview_constants(%m: memref<8x8xf32>, %i: index) -> f32 {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%c2, %i] [%c2, 4] [%c1, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %v = memref.load %0[%c1, %c1] : memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %v : f32
}
func.func @subview_whole_cast(%m: memref<8x8xf32>) -> memref<8x8xf32, strided<[8, 1]>> {
  %0 = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  return %0 : memref<8x8xf32, strided<[8, 1]>>
}
func.func @subview_whole(%m: memref<8x8xf32>) -> memref<8x8xf32> {
  %0 = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  return %0 : memref<8x8xf32>
}
func.func @cast_chain(%m: memref<8xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.cast %m : memref<8xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}
func.func @subview_of_cast(%m: memref<8xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  %1 = memref.subview %0[%i] [2] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
  %v = memref.load %1[%i] : memref<2xf32, strided<[?], offset: ?>>
  return %v : f32
}
func.func @subview_of_subview_kept(%m: memref<8x8xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
  %1 = memref.subview %0[1, 1] [2, 2] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 9>> to memref<2x2xf32, strided<[8, 1], offset: 18>>
  %v = memref.load %1[%c1, %c1] : memref<2x2xf32, strided<[8, 1], offset: 18>>
  return %v : f32
}
func.func @cast_identity(%m: memref<?xf32>) -> memref<?xf32> {
  %0 = memref.cast %m : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}
func.func @load_store_through_cast(%m: memref<8xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<8xf32> to memref<?xf32>
  %v = memref.load %0[%i] : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %0, %c0 : memref<?xf32>
  return %v : f32
}

func.func @unranked_cast_kept(%u: memref<*xf32>, %i: index) -> f32 {
  %0 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %v = memref.load %0[%i] : memref<?xf32>
  return %v : f32
}
func.func @subview_negative_offset_kept(%m: memref<?xf32>) -> memref<2xf32, strided<[1], offset: ?>> {
  %c-1 = arith.constant -1 : index
  %0 = memref.subview %m[%c-1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
  return %0 : memref<2xf32, strided<[1], offset: ?>>
}
func.func @subview_repeat(%m: memref<8x8xf32>, %i: index) -> memref<2x2xf32, strided<[8, 1], offset: ?>> {
  %0 = memref.subview %m[%i, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  %1 = memref.subview %0[0, 0] [2, 2] [1, 1] : memref<2x2xf32, strided<[8, 1], offset: ?>> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  return %1 : memref<2x2xf32, strided<[8, 1], offset: ?>>
}

// A constant stride of 0 stays an operand (MLIR folds non-zero strides
// only); a negative one is taken in.
// CHECK-LABEL: func.func @subview_zero_stride(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[1] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
// CHECK-NEXT: return %subview
func.func @subview_zero_stride(%arg0 : memref<10xf32>) -> memref<1xf32, strided<[?], offset: 1>> {
  %c0 = arith.constant 0 : index
  %1 = memref.subview %arg0[1] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
  return %1 : memref<1xf32, strided<[?], offset: 1>>
}

// CHECK-LABEL: func.func @subview_negative_stride(
// CHECK-NEXT: %subview = memref.subview %arg0[5] [2] [-2] : memref<10xf32> to memref<2xf32, strided<[-2], offset: 5>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[-2], offset: 5>> to memref<2xf32, strided<[?], offset: 5>>
func.func @subview_negative_stride(%arg0 : memref<10xf32>) -> memref<2xf32, strided<[?], offset: 5>> {
  %c = arith.constant -2 : index
  %1 = memref.subview %arg0[5] [2] [%c] : memref<10xf32> to memref<2xf32, strided<[?], offset: 5>>
  return %1 : memref<2xf32, strided<[?], offset: 5>>
}

// A rank-reducing subview of a cast that forgets strides views the cast's
// source; the dims it drops are found from its own source type, where the
// strides are all '?' (from the cast's source, [35, 7, 1], none of them
// matched the result's and nothing fired).
// CHECK-LABEL: func.func @subview_of_strides_memcast(
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>> to memref<1x4xf32, strided<[7, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<1x4xf32, strided<[7, 1], offset: ?>> to memref<1x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast
func.func @subview_of_strides_memcast(%arg : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>>) -> memref<1x4xf32, strided<[?, ?], offset: ?>> {
  %0 = memref.cast %arg : memref<1x1x?xf32, strided<[35, 7, 1], offset: ?>> to memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>>
  %1 = memref.subview %0[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>> to memref<1x4xf32, strided<[?, ?], offset: ?>>
  return %1 : memref<1x4xf32, strided<[?, ?], offset: ?>>
}
