// RUN: mlir-opt %s -split-input-file | FileCheck %s
// A stand-in: mlir-opt 22 fails the first chunk only for one of its
// functions (`scf.parallel unsigned`, newer than MLIR 22); the other still
// counts (as its own case), that one does not.

// CHECK-LABEL: func @plain
// CHECK-NEXT: return
func.func @plain() {
  return
}

// CHECK-LABEL: func @newer
func.func @newer(%a: index) {
  scf.parallel unsigned (%i) = (%a) to (%a) step (%a) {
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func @alone
func.func @alone() {
  return
}
