// canonicalize: affine.load and affine.store read their memref through a
// memref.cast from a ranked memref (AffineLoadOp::fold, AffineStoreOp::fold:
// foldMemRefCast), as memref.load and memref.store do; MLIR's
// Transforms/canonicalize.mlir @memref_cast_folding. Where nothing may fire:
// a cast from an unranked memref, and a stored value that is itself a cast
// (only the memref stored into is looked through).
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @load_through_cast(
// CHECK-NEXT: %0 = affine.load %arg0[3] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
func.func @load_through_cast(%arg0: memref<4xf32>) -> f32 {
  %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %dim = memref.dim %0, %c0 : memref<?xf32>
  %1 = affine.load %0[%dim - 1] : memref<?xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @store_through_cast(
// CHECK-NEXT: affine.store %arg1, %arg0[symbol(%arg2), 1] : memref<4x?xf32>
// CHECK-NEXT: return
func.func @store_through_cast(%arg0: memref<4x?xf32>, %arg1: f32, %i: index) {
  %0 = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
  affine.store %arg1, %0[%i, 1] : memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @loop_through_cast(
// CHECK: affine.for %arg1 = 0 to 8 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg1] : memref<8xf32, strided<[2]>>
// CHECK-NEXT: affine.store %0, %arg0[%arg1 + 1] : memref<8xf32, strided<[2]>>
func.func @loop_through_cast(%arg0: memref<8xf32, strided<[2]>>) {
  %0 = memref.cast %arg0 : memref<8xf32, strided<[2]>> to memref<?xf32, strided<[?], offset: ?>>
  affine.for %i = 0 to 8 {
    %v = affine.load %0[%i] : memref<?xf32, strided<[?], offset: ?>>
    affine.store %v, %0[%i + 1] : memref<?xf32, strided<[?], offset: ?>>
  }
  return
}

// CHECK-LABEL: func.func @unranked_kept(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %0 = affine.load %cast[symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT: affine.store %0, %cast[symbol(%arg1)] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
func.func @unranked_kept(%arg0: memref<*xf32>, %i: index) -> f32 {
  %0 = memref.cast %arg0 : memref<*xf32> to memref<?xf32>
  %1 = affine.load %0[%i] : memref<?xf32>
  affine.store %1, %0[%i] : memref<?xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @stored_cast_kept(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: affine.store %cast, %arg1[0] : memref<1xmemref<?xf32>>
// CHECK-NEXT: return
func.func @stored_cast_kept(%arg0: memref<4xf32>, %arg1: memref<1xmemref<?xf32>>) {
  %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
  affine.store %0, %arg1[0] : memref<1xmemref<?xf32>>
  return
}
