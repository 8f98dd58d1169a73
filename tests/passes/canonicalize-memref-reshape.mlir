// canonicalize's DimOfMemRefReshape: memref.dim of a memref.reshape loads
// the shape at the index, right after the reshape (a later store to the
// shape must not be seen), with an index_cast for an integer shape; it must
// not fire where the index may not dominate the reshape (defined after it
// in its block, a loop's induction variable). A static size of a ranked
// result folds to a constant first (DimOp::fold). loopc and mlir-opt 22
// print the same text.
// RUN: %loopc %s --canonicalize --split-input-file > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}
// (The index defined outside the loop dominates the reshape: the load goes
// right after the reshape, out of the loop.)

// CHECK-LABEL: func.func @dim_of_reshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %0 = memref.load %arg1[%c3] : memref<?xindex>
// CHECK-NEXT:   memref.store %c3, %arg1[%c3] : memref<?xindex>
// CHECK-NEXT:   return %0 : index
func.func @dim_of_reshape(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> index {
  %c3 = arith.constant 3 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  memref.store %c3, %arg1[%c3] : memref<?xindex>
  %1 = memref.dim %0, %c3 : memref<*xf32>
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape_i32(%arg0: memref<4x4xf32>, %arg1: memref<2xi32>, %arg2: index) -> (index, index) {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %0 = memref.load %arg1[%arg2] : memref<2xi32>
// CHECK-NEXT:   %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:   return %1, %c3 : index, index
func.func @dim_of_reshape_i32(%arg0: memref<4x4xf32>, %arg1: memref<2xi32>, %i: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<4x4xf32>, memref<2xi32>) -> memref<?x3xf32>
  %1 = memref.dim %0, %i : memref<?x3xf32>
  %2 = memref.dim %0, %c1 : memref<?x3xf32>
  return %1, %2 : index, index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape_in_loop(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
// CHECK:        %reshape = memref.reshape
// CHECK-NEXT:   %0 = memref.load %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT:   scf.for
// CHECK-NEXT:     %dim = memref.dim %reshape, %arg3 : memref<*xf32>
func.func @dim_of_reshape_in_loop(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %1 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c1) -> (index) {
    %a = memref.dim %0, %n : memref<*xf32>
    %b = memref.dim %0, %i : memref<*xf32>
    %m = arith.muli %acc, %a : index
    %m2 = arith.muli %m, %b : index
    scf.yield %m2 : index
  }
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape_undominated(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
// CHECK:        memref.reshape
// CHECK:        memref.dim
// CHECK-NOT:    memref.load
func.func @dim_of_reshape_undominated(%arg0: memref<*xf32>, %arg1: memref<?xindex>, %arg2: index) -> index {
  %c4 = arith.constant 4 : index
  %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %0 = arith.muli %arg2, %c4 : index
  %dim = memref.dim %reshape, %0 : memref<*xf32>
  return %dim : index
}
