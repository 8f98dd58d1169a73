// canonicalize: a memref.cast chain through an unranked memref whose
// direct cast would be invalid (memref<4xf32> to memref<5xf32>) is kept.
// mlir-opt 22 folds it into that cast and its verifier then rejects the
// result ("operand type 'memref<4xf32>' and result type 'memref<5xf32>' are
// cast incompatible"): loopc's alone.
// RUN: %loopc %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @through_unranked(%arg0: memref<4xf32>) -> memref<5xf32>
// CHECK-NEXT:    %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:    %cast_0 = memref.cast %cast : memref<*xf32> to memref<5xf32>
// CHECK-NEXT:    return %cast_0 : memref<5xf32>
func.func @through_unranked(%m: memref<4xf32>) -> memref<5xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %1 = memref.cast %0 : memref<*xf32> to memref<5xf32>
  return %1 : memref<5xf32>
}
