// canonicalize: scf.forall as mlir-opt 22 rewrites it: constant operands
// become static entries (ForallOpControlOperandsFolder); a dimension of no
// trip erases the loop (the same value as both bounds, constant bounds in
// the wrong order, a negative or zero step), dimensions of one trip go with their
// induction variable replaced by the lower bound, and a loop of one trip
// (or of rank 0) is inlined (ForallOpSingleOrZeroIterationDimsFolder); a
// mapped loop keeps its dimensions, but the induction variable of a
// one-trip dimension is still its lower bound
// (ForallOpReplaceConstantInductionVar); a loop whose body has no effect
// goes. Where nothing may fire: dynamic bounds, an unknown step with
// constant bounds.
// RUN: %loopc %s --canonicalize -allow-unregistered-dialect | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize -allow-unregistered-dialect | FileCheck %s %}

// CHECK-LABEL: func.func @constant_operands(%arg0: memref<?x?xindex>, %arg1: index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT:      memref.store %arg2, %arg0[%arg2, %c1] : memref<?x?xindex>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @constant_operands(%m: memref<?x?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.forall (%i, %j) = (%c0, %c1) to (%n, %c4) step (%c1, 3) {
    memref.store %i, %m[%i, %j] : memref<?x?xindex>
  }
  return
}

// CHECK-LABEL: func.func @one_trip_dims(%arg0: memref<?x?xindex>, %arg1: index) {
// CHECK-NEXT:    %c5 = arith.constant 5 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    scf.forall (%arg2) in (%arg1) {
// CHECK-NEXT:      memref.store %c5, %arg0[%arg2, %c2] : memref<?x?xindex>
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    return
func.func @one_trip_dims(%m: memref<?x?xindex>, %n: index) {
  scf.forall (%i, %j, %k) = (0, 5, 2) to (%n, 6, 3) step (1, 1, 4) {
    memref.store %j, %m[%i, %k] : memref<?x?xindex>
  } {foo}
  return
}

// CHECK-LABEL: func.func @one_trip(%arg0: memref<?x?xindex>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    memref.store %c0, %arg0[%c0, %c0] : memref<?x?xindex>
// CHECK-NEXT:    return
func.func @one_trip(%m: memref<?x?xindex>) {
  scf.forall (%i, %j) in (1, 1) {
    memref.store %j, %m[%i, %j] : memref<?x?xindex>
  }
  return
}

// CHECK-LABEL: func.func @rank0() {
// CHECK-NEXT:    "test.foo"() : () -> ()
// CHECK-NEXT:    return
func.func @rank0() {
  scf.forall () in () {
    "test.foo"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @zero_trips(%arg0: memref<?x?xindex>, %arg1: index) {
// CHECK-NEXT:    return
func.func @zero_trips(%m: memref<?x?xindex>, %n: index) {
  scf.forall (%i, %j) in (%n, 0) {
    memref.store %j, %m[%i, %j] : memref<?x?xindex>
  }
  scf.forall (%i, %j) = (%n, 0) to (%n, 10) step (1, 20) {
    memref.store %j, %m[%i, %j] : memref<?x?xindex>
  }
  scf.forall (%i, %j) = (0, 0) to (%n, 10) step (1, -1) {
    memref.store %j, %m[%i, %j] : memref<?x?xindex>
  }
  scf.forall (%i) = (7) to (3) step (1) {
    memref.store %i, %m[%i, %i] : memref<?x?xindex>
  }
  scf.forall (%i) = (0) to (10) step (0) {
    memref.store %i, %m[%i, %i] : memref<?x?xindex>
  }
  return
}

// CHECK-LABEL: func.func @mapped(%arg0: memref<?x?xindex>, %arg1: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    scf.forall (%arg2, %arg3) in (%arg1, 1) {
// CHECK-NEXT:      memref.store %c0, %arg0[%arg2, %c0] : memref<?x?xindex>
// CHECK-NEXT:    } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT:    return
func.func @mapped(%m: memref<?x?xindex>, %n: index) {
  scf.forall (%i, %j) in (%n, 1) {
    memref.store %j, %m[%i, %j] : memref<?x?xindex>
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}

// CHECK-LABEL: func.func @kept(%arg0: memref<?x?xindex>, %arg1: index) {
// CHECK-NEXT:    scf.forall (%arg2) = (%arg1) to (10) step (1) {
// CHECK:         scf.forall (%arg2) = (0) to (10) step (%arg1) {
// CHECK:         scf.forall (%arg2) = (3) to (4) step (%arg1) {
// CHECK:         return
func.func @kept(%m: memref<?x?xindex>, %n: index) {
  scf.forall (%i) = (%n) to (10) step (1) {
    memref.store %i, %m[%i, %i] : memref<?x?xindex>
  }
  scf.forall (%i) = (0) to (10) step (%n) {
    memref.store %i, %m[%i, %i] : memref<?x?xindex>
  }
  scf.forall (%i) = (3) to (4) step (%n) {
    memref.store %i, %m[%i, %i] : memref<?x?xindex>
  }
  return
}

// CHECK-LABEL: func.func @no_effect(%arg0: index) {
// CHECK-NEXT:    return
func.func @no_effect(%n: index) {
  scf.forall (%i) in (%n) {
    %x = arith.addi %i, %i : index
  }
  return
}
