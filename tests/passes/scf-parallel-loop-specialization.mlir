// scf-parallel-loop-specialization, as mlir-opt 22 runs it (MLIR's
// LoopSpecialization.cpp): an scf.parallel whose upper bounds are all
// affine.min ops with constant results is versioned for the least of each
// (`cmpi eq` per bound, joined by andi), the then branch a copy with
// constant bounds, the else branch the loop as it was; inner loops first.
// Where it must not fire (@not_versioned): one bound of no affine.min.
// RUN: %loopc %s --scf-parallel-loop-specialization | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(func.func(scf-parallel-loop-specialization))' | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-parallel-loop-specialization | FileCheck %s %}

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (4, -d0 + s0)>
// CHECK-DAG: #map1 = affine_map<(d0)[s0] -> (-d0 + s0, 2, 3)>

#tile = affine_map<(d0)[s0] -> (4, s0 - d0)>
#tile2 = affine_map<(d0)[s0] -> (s0 - d0, 2, 3)>

// CHECK-LABEL: func.func @tiled(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg0, %arg0) step (%c4, %c4) {
// CHECK-NEXT:     %0 = affine.min #map(%arg2)[%arg0]
// CHECK-NEXT:     %1 = affine.min #map1(%arg3)[%arg0]
// CHECK-NEXT:     %c4_0 = arith.constant 4 : index
// CHECK-NEXT:     %2 = arith.cmpi eq, %0, %c4_0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %3 = arith.cmpi eq, %1, %c2 : index
// CHECK-NEXT:     %4 = arith.andi %2, %3 : i1
// CHECK-NEXT:     scf.if %4 {
// CHECK-NEXT:       scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%c4_0, %c2) step (%c1, %c1) {
// CHECK-NEXT:         %5 = arith.addi %arg2, %arg4 : index
// CHECK-NEXT:         %6 = arith.addi %arg3, %arg5 : index
// CHECK-NEXT:         %7 = memref.load %arg1[%5, %6] : memref<?x?xf32>
// CHECK-NEXT:         memref.store %7, %arg1[%6, %5] : memref<?x?xf32>
// CHECK-NEXT:         scf.reduce
// CHECK-NEXT:       }
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%0, %1) step (%c1, %c1) {
// CHECK-NEXT:         %5 = arith.addi %arg2, %arg4 : index
// CHECK-NEXT:         %6 = arith.addi %arg3, %arg5 : index
// CHECK-NEXT:         %7 = memref.load %arg1[%5, %6] : memref<?x?xf32>
// CHECK-NEXT:         memref.store %7, %arg1[%6, %5] : memref<?x?xf32>
// CHECK-NEXT:         scf.reduce
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @tiled(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c4, %c4) {
    %ub0 = affine.min #tile(%i)[%n]
    %ub1 = affine.min #tile2(%j)[%n]
    scf.parallel (%ii, %jj) = (%c0, %c0) to (%ub0, %ub1) step (%c1, %c1) {
      %a = arith.addi %i, %ii : index
      %b = arith.addi %j, %jj : index
      %v = memref.load %m[%a, %b] : memref<?x?xf32>
      memref.store %v, %m[%b, %a] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// CHECK-LABEL: func.func @not_versioned(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = affine.min #map(%c1)[%arg0]
// CHECK-NEXT:   scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%0, %arg0) step (%c1, %c1) {
// CHECK-NEXT:     %1 = memref.load %arg1[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT:     memref.store %1, %arg1[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @not_versioned(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = affine.min #tile(%c1)[%n]
  scf.parallel (%i, %j) = (%c0, %c0) to (%ub, %n) step (%c1, %c1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}
