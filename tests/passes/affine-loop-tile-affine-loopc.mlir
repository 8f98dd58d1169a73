// affine-loop-tile on affine.for where loopc differs from mlir-opt 22 on
// purpose: it leaves a band whose dependences a tile would reverse, and one
// whose function arguments may be one buffer (MLIR's analysis takes two
// memref values for two buffers; a call passing one buffer twice would then
// compute another result). mlir-opt 22 tiles all three.
// RUN: %loopc %s --affine-loop-tile=tile-size=16 --split-input-file | FileCheck %s

// Distance (1, -1): the tile of a later i would run before the element of
// the earlier i it reads is written (MLIR's newer loop-tiling-validity.mlir
// refuses it too).
// CHECK-LABEL: func.func @flow_dep_1_neg1
// CHECK:       affine.for %{{.*}} = 1 to 1024 {
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 1023 {
func.func @flow_dep_1_neg1(%arr: memref<1024x1024xi32>) {
  affine.for %i = 1 to 1024 {
    affine.for %j = 0 to 1023 {
      %val = affine.load %arr[%i - 1, %j + 1] : memref<1024x1024xi32>
      affine.store %val, %arr[%i, %j] : memref<1024x1024xi32>
    }
  }
  return
}

// -----

// The anti-dependence (-1, 1) read the other way round.
// CHECK-LABEL: func.func @anti_dep
// CHECK:       affine.for %{{.*}} = 0 to 1023 {
// CHECK-NEXT:    affine.for %{{.*}} = 1 to 1024 {
func.func @anti_dep(%arr: memref<1024x1024xi32>) {
  affine.for %i = 0 to 1023 {
    affine.for %j = 1 to 1024 {
      %val = affine.load %arr[%i + 1, %j - 1] : memref<1024x1024xi32>
      affine.store %val, %arr[%i, %j] : memref<1024x1024xi32>
    }
  }
  return
}

// -----

// C may be A: not tiled (with llvm.noalias on the arguments it is; see
// affine-loop-tile-affine.mlir's @matmul).
// CHECK-LABEL: func.func @may_alias
// CHECK:       affine.for %{{.*}} = 0 to 64 {
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 64 {
func.func @may_alias(%A: memref<64x64xf32>, %C: memref<64x64xf32>) {
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      %a = affine.load %A[%j, %i] : memref<64x64xf32>
      affine.store %a, %C[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
