// scf-for-loop-range-folding, as mlir-opt 22 runs it (MLIR's
// LoopRangeFolding.cpp): while the induction variable has one use, an
// addi or muli of it and a value defined outside the loop moves into the
// loop's bounds (and step, for a product), copies of it made before the
// loop; the chain off + i, * 4 folds whole and + 1 stays (its result has two
// uses). An addi's flags go with its copies. Where it must not fire
// (@no_fold): the induction variable used twice, a factor computed in the
// loop, an op other than addi and muli. Where loopc departs from MLIR (a
// factor not known above zero): scf-for-loop-range-folding-loopc.mlir.
// RUN: %loopc %s --scf-for-loop-range-folding | FileCheck %s
// RUN: %loopc %s --pass-pipeline='builtin.module(func.func(scf-for-loop-range-folding))' | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --scf-for-loop-range-folding | FileCheck %s %}

// CHECK-LABEL: func.func @add_mul(%arg0: memref<?xi32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = arith.addi %arg2, %c0 : index
// CHECK-NEXT:   %1 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT:   %2 = arith.muli %0, %c4 : index
// CHECK-NEXT:   %3 = arith.muli %1, %c4 : index
// CHECK-NEXT:   %4 = arith.muli %c1, %c4 : index
// CHECK-NEXT:   scf.for %arg3 = %2 to %3 step %4 {
// CHECK-NEXT:     %5 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:     %6 = memref.load %arg0[%5] : memref<?xi32>
// CHECK-NEXT:     memref.store %6, %arg0[%arg3] : memref<?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @add_mul(%m: memref<?xi32>, %n: index, %off: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.addi %off, %i : index
    %1 = arith.muli %0, %c4 : index
    %2 = arith.addi %1, %c1 : index
    %v = memref.load %m[%2] : memref<?xi32>
    memref.store %v, %m[%1] : memref<?xi32>
  }
  return
}

// CHECK-LABEL: func.func @iter_args_i32(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg3 overflow<nsw> : i32
// CHECK-NEXT:   %1 = arith.addi %arg1, %arg3 overflow<nsw> : i32
// CHECK-NEXT:   %2 = scf.for %arg4 = %0 to %1 step %arg2 iter_args(%arg5 = %c0_i32) -> (i32)  : i32 {
// CHECK-NEXT:     %3 = arith.addi %arg5, %arg4 : i32
// CHECK-NEXT:     scf.yield %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @iter_args_i32(%lb: i32, %ub: i32, %s: i32, %k: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %z) -> i32 : i32 {
    %j = arith.addi %i, %k overflow<nsw> : i32
    %a2 = arith.addi %a, %j : i32
    scf.yield %a2 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @no_fold(%arg0: memref<?xindex>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     %0 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:     memref.store %0, %arg0[%arg3] : memref<?xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     %0 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:     %1 = arith.muli %arg3, %0 : index
// CHECK-NEXT:     memref.store %1, %arg0[%1] : memref<?xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:     %0 = arith.subi %arg3, %arg2 : index
// CHECK-NEXT:     memref.store %0, %arg0[%0] : memref<?xindex>
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @no_fold(%m: memref<?xindex>, %n: index, %off: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.addi %off, %i : index
    memref.store %0, %m[%i] : memref<?xindex>
  }
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.addi %off, %c1 : index
    %0 = arith.muli %i, %t : index
    memref.store %0, %m[%0] : memref<?xindex>
  }
  scf.for %i = %c0 to %n step %c1 {
    %0 = arith.subi %i, %off : index
    memref.store %0, %m[%0] : memref<?xindex>
  }
  return
}
