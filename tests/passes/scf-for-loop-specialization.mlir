// scf-for-loop-specialization, as mlir-opt 22 runs it (MLIR's
// LoopSpecialization.cpp): an scf.for whose upper bound is an affine.min
// with constant results is versioned for the least of them: `cmpi eq` of
// the bound and the constant, then an scf.if with a copy of the loop whose
// bound (and its every use in the body) is the constant, and the loop as
// it was in the else branch; inner loops first, so the outer loop's copies
// hold the versioned inner one (@tiled, the usual tiled loop). Where it
// must not fire (@not_versioned): an affine.min without constant results, a
// bound of no affine.min. A loop with results: the -loopc file.
// RUN: %loopc %s --scf-for-loop-specialization | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(func.func(scf-for-loop-specialization))' | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-for-loop-specialization | FileCheck %s %}

// CHECK-DAG: #map = affine_map<(d0)[s0] -> (8, -d0 + s0, 16)>
// CHECK-DAG: #map1 = affine_map<(d0)[s0] -> (-d0 + s0, d0)>

#tile = affine_map<(d0)[s0] -> (8, s0 - d0, 16)>
#notile = affine_map<(d0)[s0] -> (s0 - d0, d0)>

// CHECK-LABEL: func.func @tiled(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   scf.for %arg2 = %c0 to %arg0 step %c8 {
// CHECK-NEXT:     %0 = affine.min #map(%arg2)[%arg0]
// CHECK-NEXT:     %c8_0 = arith.constant 8 : index
// CHECK-NEXT:     %1 = arith.cmpi eq, %0, %c8_0 : index
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       scf.for %arg3 = %c0 to %c8_0 step %c1 {
// CHECK-NEXT:         %2 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:         %3 = memref.load %arg1[%2] : memref<?xf32>
// CHECK-NEXT:         %4 = arith.addf %3, %3 : f32
// CHECK-NEXT:         memref.store %4, %arg1[%2] : memref<?xf32>
// CHECK-NEXT:         %5 = arith.index_cast %c8_0 : index to i32
// CHECK-NEXT:       }
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.for %arg3 = %c0 to %0 step %c1 {
// CHECK-NEXT:         %2 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:         %3 = memref.load %arg1[%2] : memref<?xf32>
// CHECK-NEXT:         %4 = arith.addf %3, %3 : f32
// CHECK-NEXT:         memref.store %4, %arg1[%2] : memref<?xf32>
// CHECK-NEXT:         %5 = arith.index_cast %0 : index to i32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @tiled(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c8 {
    %ub = affine.min #tile(%i)[%n]
    scf.for %j = %c0 to %ub step %c1 {
      %k = arith.addi %i, %j : index
      %v = memref.load %m[%k] : memref<?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%k] : memref<?xf32>
      %u = arith.index_cast %ub : index to i32
    }
  }
  return
}

// CHECK-LABEL: func.func @not_versioned(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %0 = affine.min #map1(%c1)[%arg0]
// CHECK-NEXT:   scf.for %arg2 = %c0 to %0 step %c1 {
// CHECK-NEXT:     %1 = memref.load %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:     memref.store %1, %arg1[%c0] : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:     %1 = memref.load %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT:     memref.store %1, %arg1[%c0] : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @not_versioned(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = affine.min #notile(%c1)[%n]
  scf.for %j = %c0 to %ub step %c1 {
    %v = memref.load %m[%j] : memref<?xf32>
    memref.store %v, %m[%c0] : memref<?xf32>
  }
  scf.for %j = %c0 to %n step %c1 {
    %v = memref.load %m[%j] : memref<?xf32>
    memref.store %v, %m[%c0] : memref<?xf32>
  }
  return
}
