// scf-parallel-for-to-nested-fors on an scf.parallel with results (a
// reduction): the loop stays as it is, without a diagnostic, as in mlir-opt 22
// and MLIR's parallel-to-nested-fors.mlir (@two_iters_with_reduce checks that
// the scf.parallel is still there under -verify-diagnostics). A loop without
// results beside it is still converted. mlir-opt 22's text, diffed where it is
// installed.
// RUN: %loopc %s --verify-diagnostics --scf-parallel-for-to-nested-fors
// RUN: %loopc %s --scf-parallel-for-to-nested-fors > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-parallel-for-to-nested-fors > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}

// CHECK-LABEL: func.func @sum
// CHECK:         %[[R:.*]] = scf.parallel (%[[I:.*]]) = (%c0) to (%arg1) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT:      memref.load %arg0[%[[I]]]
// CHECK-NEXT:      scf.reduce
// CHECK:         scf.for %[[J:.*]] = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      memref.store %[[R]], %arg0[%[[J]]]
// CHECK-NEXT:    }
// CHECK-NOT:     scf.parallel
func.func @sum(%a: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %v = memref.load %a[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    memref.store %r, %a[%j] : memref<?xf32>
  }
  return %r : f32
}
