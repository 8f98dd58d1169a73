// scf-parallel-loop-tiling, as mlir-opt 22 runs it (MLIR's
// ParallelLoopTiling.cpp) with tile sizes 4 and 3 (1 for a third
// dimension): before the loop the constant 0, the tile sizes and the new
// steps; an outer loop by the new steps; an inner one from 0 whose upper
// bound is the new step where the trip count is a known multiple of the
// tile (12 by 4 and 2 by 1, not 10 by 3) and otherwise an affine.min of it,
// the upper bound and the outer index; the body on inner + outer. Only
// innermost loops, and none with reductions (@innermost_only). Both option
// spellings. no-min-max-bounds: scf-parallel-loop-tiling-loopc.mlir.
// RUN: %loopc %s --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,3" | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=4,3 no-min-max-bounds=false}))' | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,3" | FileCheck %s %}

// CHECK-DAG: #map = affine_map<(d0, d1, d2) -> (d0, d1 - d2)>

// CHECK-LABEL: func.func @dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %0 = arith.muli %arg2, %c4 : index
// CHECK-NEXT:   %1 = arith.muli %arg2, %c3 : index
// CHECK-NEXT:   scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%0, %1) {
// CHECK-NEXT:     %2 = affine.min #map(%0, %arg1, %arg4)
// CHECK-NEXT:     %3 = affine.min #map(%1, %arg1, %arg5)
// CHECK-NEXT:     scf.parallel (%arg6, %arg7) = (%c0, %c0) to (%2, %3) step (%arg2, %arg2) {
// CHECK-NEXT:       %4 = arith.addi %arg6, %arg4 : index
// CHECK-NEXT:       %5 = arith.addi %arg7, %arg5 : index
// CHECK-NEXT:       %6 = memref.load %arg3[%4, %5] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %6, %arg3[%5, %4] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dynamic(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @static(%arg0: memref<?x?x?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   %c12 = arith.constant 12 : index
// CHECK-NEXT:   %c10 = arith.constant 10 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %c1_1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = arith.muli %c1, %c4 : index
// CHECK-NEXT:   %1 = arith.muli %c1, %c3 : index
// CHECK-NEXT:   %2 = arith.muli %c1, %c1_1 : index
// CHECK-NEXT:   scf.parallel (%arg1, %arg2, %arg3) = (%c0, %c0, %c0) to (%c12, %c10, %c2) step (%0, %1, %2) {
// CHECK-NEXT:     %3 = affine.min #map(%1, %c10, %arg2)
// CHECK-NEXT:     scf.parallel (%arg4, %arg5, %arg6) = (%c0_0, %c0_0, %c0_0) to (%0, %3, %2) step (%c1, %c1, %c1) {
// CHECK-NEXT:       %4 = arith.addi %arg4, %arg1 : index
// CHECK-NEXT:       %5 = arith.addi %arg5, %arg2 : index
// CHECK-NEXT:       %6 = arith.addi %arg6, %arg3 : index
// CHECK-NEXT:       %7 = memref.load %arg0[%4, %5, %6] : memref<?x?x?xf32>
// CHECK-NEXT:       memref.store %7, %arg0[%6, %5, %4] : memref<?x?x?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @static(%m: memref<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i, %j, %k) = (%c0, %c0, %c0) to (%c12, %c10, %c2) step (%c1, %c1, %c1) {
    %v = memref.load %m[%i, %j, %k] : memref<?x?x?xf32>
    memref.store %v, %m[%k, %j, %i] : memref<?x?x?xf32>
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @innermost_only(%arg0: index, %arg1: memref<?x?xf32>) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %1 = arith.muli %c1, %c4 : index
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%arg0) step (%1) {
// CHECK-NEXT:       %2 = affine.min #map(%1, %arg0, %arg3)
// CHECK-NEXT:       scf.parallel (%arg4) = (%c0_0) to (%2) step (%c1) {
// CHECK-NEXT:         %3 = arith.addi %arg4, %arg3 : index
// CHECK-NEXT:         %4 = memref.load %arg1[%arg2, %3] : memref<?x?xf32>
// CHECK-NEXT:         memref.store %4, %arg1[%3, %arg2] : memref<?x?xf32>
// CHECK-NEXT:         scf.reduce
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT:     %1 = memref.load %arg1[%arg2, %arg2] : memref<?x?xf32>
// CHECK-NEXT:     scf.reduce(%1 : f32) {
// CHECK-NEXT:     ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:       %2 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:       scf.reduce.return %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @innermost_only(%n: index, %m: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init(%z) -> f32 {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
