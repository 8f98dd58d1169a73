// scf-parallel-loop-fusion where loopc leaves loops that mlir-opt 22 fuses,
// because the fused loop would compute something else: mlir-opt 22 checks
// only the loads of each body against the stores of the other
// (tests/diff/scf_parallel_loop_fusion.mlir runs @waw both ways).
// RUN: %loopc --scf-parallel-loop-fusion %s | FileCheck %s

// Write after write: both loops store to %m, at i and at i + 1. Fused,
// iteration i's second store is overwritten by iteration i + 1's first.
// CHECK-LABEL: func.func @waw
// CHECK-COUNT-2: scf.parallel
func.func @waw(%m: memref<9xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %one, %m[%i] : memref<9xi64>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %j = arith.addi %i, %c1 : index
    memref.store %two, %m[%j] : memref<9xi64>
    scf.reduce
  }
  return
}

// Stores to one buffer at the same element: fused, as mlir-opt 22 does.
// CHECK-LABEL: func.func @waw_same
// CHECK-COUNT-1: scf.parallel
// CHECK-NOT: scf.parallel
func.func @waw_same(%m: memref<9xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %one, %m[%i] : memref<9xi64>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %two, %m[%i] : memref<9xi64>
    scf.reduce
  }
  return
}

// Memory touched by something else than memref.load / store (here a
// memref.copy of the buffer the other loop reads): left (mlir-opt 22 fuses,
// and each iteration then reads an element another may not have copied yet).
// CHECK-LABEL: func.func @other_effects
// CHECK-COUNT-2: scf.parallel
func.func @other_effects(%m: memref<8xf32>, %n: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = memref.alloc() : memref<8xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.copy %m, %t : memref<8xf32> to memref<8xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %t[%i] : memref<8xf32>
    memref.store %v, %n[%i] : memref<8xf32>
    scf.reduce
  }
  memref.dealloc %t : memref<8xf32>
  return
}
