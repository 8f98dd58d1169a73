// scf-parallel-for-to-nested-fors (MLIR's pass): an scf.parallel without
// results becomes nested scf.for ops, outermost dimension first, with its
// body (one with a reduction stays: scf-parallel-for-to-nested-fors-results.mlir).
// mlir-opt 22's text, diffed where it is installed.
// RUN: %loopc %s --scf-parallel-for-to-nested-fors > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-parallel-for-to-nested-fors > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}

// CHECK-LABEL: func.func @copy_rows
// CHECK:         scf.for %[[I:.*]] = %c0 to %arg2 step %c1 {
// CHECK-NEXT:      scf.for %[[J:.*]] = %c1 to %arg3 step %c2 {
// CHECK-NEXT:        memref.load %arg0[%[[I]], %[[J]]]
// CHECK-NEXT:        memref.store
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @copy_rows(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %m) step (%c1, %c2) {
    %v = memref.load %a[%i, %j] : memref<?x?xf32>
    memref.store %v, %b[%j, %i] : memref<?x?xf32>
  }
  return
}
