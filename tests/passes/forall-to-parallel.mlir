// scf-forall-to-parallel, as mlir-opt 22 runs it: each scf.forall becomes
// an scf.parallel, its static entries constants before it (every lower
// bound, then every upper bound, then every step, one constant each), its
// body moved whole ending in scf.reduce, its mapping kept; inner loops
// first. Then canonicalize: the parallel loops' one-trip dimensions go, and
// with them the mapping (mlir-opt builds a new loop without it); a loop
// that keeps its dimensions keeps it. (A forall of rank 0 has no
// scf.parallel form: forall-to-parallel-rank0.mlir.)
// RUN: %loopc %s --scf-forall-to-parallel | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-forall-to-parallel | FileCheck %s %}
// RUN: %loopc %s --scf-forall-to-parallel --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-forall-to-parallel --canonicalize | FileCheck %s --check-prefix=CANON %}

// CHECK-LABEL: func.func @lower(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_1 = arith.constant 0 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c1_2 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg3, %arg4) = (%c0_0, %c0_1) to (%arg1, %c8) step (%c1, %c1_2) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   %c2 = arith.constant 2 : index
// CHECK-NEXT:   scf.parallel (%arg3) = (%c0) to (%arg1) step (%c2) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT:   %c0_3 = arith.constant 0 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c1_4 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg3) = (%c0_3) to (%c4) step (%c1_4) {
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     scf.parallel (%arg4) = (%arg3) to (%c10) step (%arg2) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mapping_dropped(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c1_1 = arith.constant 1 : index
// CHECK-NEXT:   %c1_2 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%arg1, %c1) step (%c1_1, %c1_2) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   } {mapping = [#gpu.block<x>, #gpu.block<y>]}
// CHECK-NEXT:   %c0_3 = arith.constant 0 : index
// CHECK-NEXT:   %c0_4 = arith.constant 0 : index
// CHECK-NEXT:   %c1_5 = arith.constant 1 : index
// CHECK-NEXT:   %c1_6 = arith.constant 1 : index
// CHECK-NEXT:   scf.parallel (%arg2, %arg3) = (%c0_3, %c0_4) to (%arg1, %arg1) step (%c1_5, %c1_6) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   } {mapping = [#gpu.block<x>, #gpu.block<y>]}
// CHECK-NEXT:   return
// CHECK-NEXT: }

// CANON-LABEL: func.func @lower(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CANON-NEXT:   %c10 = arith.constant 10 : index
// CANON-NEXT:   %c4 = arith.constant 4 : index
// CANON-NEXT:   %c2 = arith.constant 2 : index
// CANON-NEXT:   %c0 = arith.constant 0 : index
// CANON-NEXT:   %c8 = arith.constant 8 : index
// CANON-NEXT:   %c1 = arith.constant 1 : index
// CANON-NEXT:   scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg1, %c8) step (%c1, %c1) {
// CANON-NEXT:     %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CANON-NEXT:     memref.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CANON-NEXT:     scf.reduce
// CANON-NEXT:   }
// CANON-NEXT:   scf.parallel (%arg3) = (%c0) to (%arg1) step (%c2) {
// CANON-NEXT:     %0 = memref.load %arg0[%arg3, %arg3] : memref<?x?xf32>
// CANON-NEXT:     memref.store %0, %arg0[%arg3, %arg3] : memref<?x?xf32>
// CANON-NEXT:     scf.reduce
// CANON-NEXT:   } {mapping = [#gpu.thread<x>]}
// CANON-NEXT:   scf.parallel (%arg3) = (%c0) to (%c4) step (%c1) {
// CANON-NEXT:     scf.parallel (%arg4) = (%arg3) to (%c10) step (%arg2) {
// CANON-NEXT:       %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CANON-NEXT:       memref.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CANON-NEXT:       scf.reduce
// CANON-NEXT:     }
// CANON-NEXT:     scf.reduce
// CANON-NEXT:   }
// CANON-NEXT:   return
// CANON-NEXT: }
// CANON-LABEL: func.func @mapping_dropped(%arg0: memref<?x?xf32>, %arg1: index) {
// CANON-NEXT:   %c0 = arith.constant 0 : index
// CANON-NEXT:   %c1 = arith.constant 1 : index
// CANON-NEXT:   scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CANON-NEXT:     %0 = memref.load %arg0[%arg2, %c0] : memref<?x?xf32>
// CANON-NEXT:     memref.store %0, %arg0[%c0, %arg2] : memref<?x?xf32>
// CANON-NEXT:     scf.reduce
// CANON-NEXT:   }
// CANON-NEXT:   scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%arg1, %arg1) step (%c1, %c1) {
// CANON-NEXT:     %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CANON-NEXT:     memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xf32>
// CANON-NEXT:     scf.reduce
// CANON-NEXT:   } {mapping = [#gpu.block<x>, #gpu.block<y>]}
// CANON-NEXT:   return
// CANON-NEXT: }

func.func @lower(%m: memref<?x?xf32>, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  scf.forall (%i, %j) in (%n, 8) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  scf.forall (%i) = (%c0) to (%n) step (2) {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    memref.store %v, %m[%i, %i] : memref<?x?xf32>
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) in (4) {
    scf.forall (%k) = (%i) to (10) step (%s) {
      %v = memref.load %m[%i, %k] : memref<?x?xf32>
      memref.store %v, %m[%k, %i] : memref<?x?xf32>
    }
  }
  return
}
func.func @mapping_dropped(%m: memref<?x?xf32>, %n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  scf.forall (%i, %j) in (%n, %n) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  return
}

