// scf-for-to-while, as mlir-opt 22 runs it (MLIR's ForToWhile.cpp under
// applyPatternsGreedily): each scf.for becomes an scf.while carrying the
// induction variable first; the before region compares it with the upper
// bound (ult for an unsigned loop), the after region steps it first, then
// runs the body. The loop's attributes go to the while, unsignedCmp
// included, as MLIR's builder copies them. The greedy driver also folds
// (1 + 2), erases dead ops and hoists and merges constants (the 3 in the
// body). Nested loops, outer first. A function without scf.for
// (@no_for) keeps its loops.
// RUN: %loopc %s --scf-for-to-while | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(func.func(scf-for-to-while))' | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-for-to-while | FileCheck %s %}

// CHECK-LABEL: func.func @loops(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<8xi32>) -> i32 {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0:2 = scf.while (%arg4 = %arg0, %arg5 = %c0_i32) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:     %2 = arith.cmpi ult, %arg4, %arg1 : i32
// CHECK-NEXT:     scf.condition(%2) %arg4, %arg5 : i32, i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT:     %2 = arith.addi %arg4, %arg2 : i32
// CHECK-NEXT:     %3 = arith.index_cast %arg4 : i32 to index
// CHECK-NEXT:     %4 = arith.addi %arg5, %c3_i32 : i32
// CHECK-NEXT:     memref.store %arg4, %arg3[%3] : memref<8xi32>
// CHECK-NEXT:     scf.yield %2, %4 : i32, i32
// CHECK-NEXT:   } attributes {tag = "outer", unsignedCmp}
// CHECK-NEXT:   %1 = arith.addi %0#1, %c3_i32 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @loops(%lb: i32, %ub: i32, %s: i32, %m: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %c1, %c2 : i32
  %dead = arith.muli %lb, %ub : i32
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %c0) -> i32 : i32 {
    %k = arith.index_cast %i : i32 to index
    %c3 = arith.constant 3 : i32
    %y = arith.addi %a, %c3 : i32
    memref.store %i, %m[%k] : memref<8xi32>
    scf.yield %y : i32
  } {tag = "outer"}
  %r2 = arith.addi %r, %x : i32
  return %r2 : i32
}

// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: memref<?x?xf32>) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:   %0:2 = scf.while (%arg2 = %c0, %arg3 = %cst) : (index, f32) -> (index, f32) {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg2, %arg0 : index
// CHECK-NEXT:     scf.condition(%1) %arg2, %arg3 : index, f32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: index, %arg3: f32):
// CHECK-NEXT:     %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:     %2:2 = scf.while (%arg4 = %c0, %arg5 = %arg3) : (index, f32) -> (index, f32) {
// CHECK-NEXT:       %3 = arith.cmpi slt, %arg4, %arg0 : index
// CHECK-NEXT:       scf.condition(%3) %arg4, %arg5 : index, f32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: f32):
// CHECK-NEXT:       %3 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:       %4 = memref.load %arg1[%arg2, %arg4] : memref<?x?xf32>
// CHECK-NEXT:       %5 = arith.addf %arg5, %4 : f32
// CHECK-NEXT:       scf.yield %3, %5 : index, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1, %2#1 : index, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#1 : f32
// CHECK-NEXT: }
func.func @nested(%n: index, %m: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %t = scf.for %j = %c0 to %n step %c1 iter_args(%a2 = %acc) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %a3 = arith.addf %a2, %v : f32
      scf.yield %a3 : f32
    }
    scf.yield %t : f32
  }
  return %s : f32
}

// CHECK-LABEL: func.func @no_for(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT:     scf.condition(%1) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @no_for(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %w = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%i: i32):
    %j = arith.addi %i, %c1 : i32
    scf.yield %j : i32
  }
  return %w : i32
}
