// Where loopc's scf-for-loop-range-folding departs from mlir-opt 22's: a
// product by a factor not known to be above zero stays in the loop (MLIR
// folds it, and a factor of zero or below turns the range over:
// tests/diff/scf_loop_range_folding.mlir runs both); the sum before it
// still folds. A product by a positive constant folds.
// RUN: %loopc %s --scf-for-loop-range-folding | FileCheck %s

// CHECK-LABEL: func.func @factors(%arg0: memref<?xindex>, %arg1: index, %arg2: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c-2 = arith.constant -2 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %0 = arith.addi %c0, %c1 : index
// CHECK-NEXT:    %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT:    scf.for %arg3 = %0 to %1 step %c1 {
// CHECK-NEXT:      %5 = arith.muli %arg3, %arg2 : index
// CHECK-NEXT:      memref.store %5, %arg0[%arg3] : memref<?xindex>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      %5 = arith.muli %arg3, %c-2 : index
// CHECK-NEXT:      memref.store %5, %arg0[%arg3] : memref<?xindex>
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = arith.muli %c0, %c3 : index
// CHECK-NEXT:    %3 = arith.muli %arg1, %c3 : index
// CHECK-NEXT:    %4 = arith.muli %c1, %c3 : index
// CHECK-NEXT:    scf.for %arg3 = %2 to %3 step %4 {
func.func @factors(%m: memref<?xindex>, %n: index, %f: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm2 = arith.constant -2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.addi %i, %c1 : index
    %1 = arith.muli %0, %f : index
    memref.store %1, %m[%0] : memref<?xindex>
  }
  scf.for %i = %c0 to %n step %c1 {
    %1 = arith.muli %i, %cm2 : index
    memref.store %1, %m[%i] : memref<?xindex>
  }
  scf.for %i = %c0 to %n step %c1 {
    %1 = arith.muli %i, %c3 : index
    memref.store %1, %m[%1] : memref<?xindex>
  }
  return
}
