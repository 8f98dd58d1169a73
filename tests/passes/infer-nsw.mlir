// infer-nsw marks arith.addi/subi/muli that cannot overflow as signed numbers
// with overflow<nsw>, from the ranges of induction variables and constants;
// it leaves every op that might overflow as it is.
// RUN: %loopc --print-names=source %s --infer-nsw --split-input-file | FileCheck %s
// The output is valid MLIR and mlir-opt reads it the same:
// RUN: %if mlir-opt %{ %loopc --print-names=source %s --infer-nsw --split-input-file --syntax=modern | %mlir_opt --split-input-file > /dev/null %}
// -O2 runs it:
// RUN: %loopc --print-names=source %s -O2 --print-ir-after-all --split-input-file 2>&1 | FileCheck %s --check-prefix=PIPE
// PIPE: IR Dump After infer-nsw

// i + 1 with i below any ub is at most ub: no overflow, whatever ub is;
// i + 2 and n + 1 may overflow; i - 1 with i >= 0 cannot.
// CHECK-LABEL: func.func @below_bound
// CHECK:         %[[U:.*]] = arith.addi %i, %c1 {{.*}}nsw{{.*}} : index
// CHECK-NEXT:    %[[W:.*]] = arith.addi %i, %c2 : index
// CHECK-NEXT:    %[[V:.*]] = arith.addi %n, %c1 : index
// CHECK-NEXT:    %[[S:.*]] = arith.subi %i, %c1 {{.*}}nsw{{.*}} : index
func.func @below_bound(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %u = arith.addi %i, %c1 : index
    %w = arith.addi %i, %c2 : index
    %v = arith.addi %n, %c1 : index
    %s = arith.subi %i, %c1 : index
    memref.store %u, %m[%w] : memref<?xindex>
    memref.store %v, %m[%s] : memref<?xindex>
  }
  return
}

// -----

// Constant bounds: i * 64 + j with i < 100 and j < 64; a product by 2^62
// overflows; i32 arithmetic is checked in 32 bits.
// CHECK-LABEL: func.func @constant_bounds
// CHECK:         arith.muli %i, %c64 {{.*}}nsw{{.*}} : index
// CHECK-NEXT:    arith.addi {{.*}}nsw{{.*}} : index
// CHECK-NEXT:    arith.muli %i, %big : index
// CHECK:         arith.muli %ii, %k30 : i32
// CHECK-NEXT:    arith.muli %ii, %k20 {{.*}}nsw{{.*}} : i32
func.func @constant_bounds(%m: memref<6400xindex>, %r: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  %big = arith.constant 4611686018427387904 : index
  %k30 = arith.constant 1073741824 : i32
  %k20 = arith.constant 1048576 : i32
  scf.for %i = %c0 to %c100 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %a = arith.muli %i, %c64 : index
      %b = arith.addi %a, %j : index
      %x = arith.muli %i, %big : index
      memref.store %x, %m[%b] : memref<6400xindex>
    }
    %ii = arith.index_cast %i : index to i32
    %p = arith.muli %ii, %k30 : i32
    %q = arith.muli %ii, %k20 : i32
    memref.store %p, %r[%c0] : memref<2xi32>
    memref.store %q, %r[%c1] : memref<2xi32>
  }
  return
}

// -----

// Ranges through division and remainder by positive constants and parallel
// loops; flags already there are kept (nuw stays).
// CHECK-LABEL: func.func @derived
// CHECK:         scf.parallel (%i) =
// CHECK:         %[[H:.*]] = arith.floordivsi %i, %c2 : index
// CHECK-NEXT:    arith.addi %[[H]], %c1 {{.*}}nsw{{.*}} : index
// CHECK-NEXT:    %[[R:.*]] = arith.remsi %n, %c8 : index
// CHECK-NEXT:    arith.muli %[[R]], %c8 {{.*}}nsw{{.*}} : index
// CHECK-NEXT:    arith.addi %n, %c8 {{.*}}nuw{{.*}} : index
func.func @derived(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %h = arith.floordivsi %i, %c2 : index
    %h1 = arith.addi %h, %c1 : index
    %r = arith.remsi %n, %c8 : index
    %r8 = arith.muli %r, %c8 : index
    %nn = arith.addi %n, %c8 overflow<nuw> : index
    memref.store %r8, %m[%h1] : memref<?xindex>
    memref.store %nn, %m[%i] : memref<?xindex>
    scf.reduce
  }
  return
}

// -----

// Not: a step that may be negative or zero, a loop-carried value, an
// unsigned loop.
// CHECK-LABEL: func.func @unknown
// CHECK-NOT:     nsw
// CHECK:         return
func.func @unknown(%n: index, %s: index, %m: memref<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %s {
    %u = arith.addi %i, %c1 : index
    memref.store %u, %m[%i] : memref<?xindex>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %a = arith.addi %acc, %c1 : index
    scf.yield %a : index
  }
  scf.for unsigned %i = %c0 to %n step %c1 {
    %u = arith.addi %i, %c1 : index
    memref.store %u, %m[%i] : memref<?xindex>
  }
  return %r : index
}
