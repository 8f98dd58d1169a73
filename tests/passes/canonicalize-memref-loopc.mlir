// canonicalize: a memref.cast chain whose ends are not cast compatible
// (4 to ? to 5, which can only fail at run time) is kept. mlir-opt 22 folds
// it into `memref.cast ... memref<4xf32> to memref<5xf32>` and then fails
// its own verifier (docs/mlir-compat.md), so this case is loopc's alone.
// RUN: %loopc %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @cast_chain_incompatible_kept(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<?xf32> to memref<5xf32>
// CHECK-NEXT: return %cast_0 : memref<5xf32>
func.func @cast_chain_incompatible_kept(%m: memref<4xf32>) -> memref<5xf32> {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %0 : memref<?xf32> to memref<5xf32>
  return %1 : memref<5xf32>
}
