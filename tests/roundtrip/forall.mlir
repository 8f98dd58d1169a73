// scf.forall in mlir-opt 22's custom form (`in (...)` when the lower
// bounds are 0 and the steps 1, constants included, else `= (...) to (...)
// step (...)`; static entries and values mixed; the implied, empty
// scf.forall.in_parallel left out; `mapping` and other attributes after
// the body; rank 0) and its generic form (staticLowerBound, staticUpperBound,
// staticStep, operandSegmentSizes and mapping as properties, the
// terminator's empty block); mlir-opt reads loopc's output back to the same
// text.
// RUN: %loopc %s -allow-unregistered-dialect | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s -allow-unregistered-dialect | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt -allow-unregistered-dialect | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @forms(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.forall (%arg3, %arg4) in (%arg1, 8) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.forall (%arg3) = (%c0) to (%arg1) step (2) {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT:     memref.store %0, %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT:   } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT:   scf.forall (%arg3, %arg4) = (%c0, 3) to (%arg1, -1) step (%c1, %arg2) {
// CHECK-NEXT:   } {mapping = [#gpu.block<y>, #gpu.warp<x>], tag = "kept"}
// CHECK-NEXT:   scf.forall (%arg3) in (4) {
// CHECK-NEXT:     scf.forall (%arg4) = (%arg3) to (10) step (%arg3) {
// CHECK-NEXT:       "test.use"(%arg3, %arg4) : (index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.forall () in () {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

// GENERIC: "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> (), sym_name = "forms"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %1 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
// GENERIC-NEXT:     ^bb0(%arg8: index, %arg9: index):
// GENERIC-NEXT:       %3 = "memref.load"(%arg0, %arg8, %arg9) : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT:       "memref.store"(%3, %arg0, %arg9, %arg8) : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : (index) -> ()
// GENERIC-NEXT:     "scf.forall"(%0, %arg1) <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT:     ^bb0(%arg7: index):
// GENERIC-NEXT:       %2 = "memref.load"(%arg0, %arg7, %arg7) : (memref<?x?xf32>, index, index) -> f32
// GENERIC-NEXT:       "memref.store"(%2, %arg0, %arg7, %arg7) : (f32, memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : (index, index) -> ()
// GENERIC-NEXT:     "scf.forall"(%0, %arg1, %1, %arg2) <{mapping = [#gpu.block<y>, #gpu.warp<x>], operandSegmentSizes = array<i32: 1, 1, 2, 0>, staticLowerBound = array<i64: -9223372036854775808, 3>, staticStep = array<i64: -9223372036854775808, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, -1>}> ({
// GENERIC-NEXT:     ^bb0(%arg5: index, %arg6: index):
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) {tag = "kept"} : (index, index, index, index) -> ()
// GENERIC-NEXT:     "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// GENERIC-NEXT:     ^bb0(%arg3: index):
// GENERIC-NEXT:       "scf.forall"(%arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: 10>}> ({
// GENERIC-NEXT:       ^bb0(%arg4: index):
// GENERIC-NEXT:         "test.use"(%arg3, %arg4) : (index, index) -> ()
// GENERIC-NEXT:         "scf.forall.in_parallel"() ({
// GENERIC-NEXT:         ^bb0:
// GENERIC-NEXT:         }) : () -> ()
// GENERIC-NEXT:       }) : (index, index) -> ()
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
// GENERIC-NEXT:       "scf.forall.in_parallel"() ({
// GENERIC-NEXT:       ^bb0:
// GENERIC-NEXT:       }) : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()

func.func @forms(%m: memref<?x?xf32>, %n: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %j) in (%n, 8) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  scf.forall (%i) = (%c0) to (%n) step (2) {
    %v = memref.load %m[%i, %i] : memref<?x?xf32>
    memref.store %v, %m[%i, %i] : memref<?x?xf32>
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i, %j) = (%c0, 3) to (%n, -1) step (%c1, %s) {
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.block<y>, #gpu.warp<x>], tag = "kept"}
  scf.forall (%i) in (4) {
    scf.forall (%k) = (%i) to (10) step (%i) {
      "test.use"(%i, %k) : (index, index) -> ()
    }
  }
  scf.forall () in () {
  }
  return
}
