// affine-loop-coalescing where loopc differs from mlir-opt 22 on purpose,
// because mlir-opt 22's result computes something else (or crashes); the
// first four are what later MLIR does too. tests/diff/affine_loop_coalescing.mlir
// runs the programs.
// RUN: %loopc -allow-unregistered-dialect --affine-loop-coalescing --cse --mlir-print-local-scope %s | FileCheck %s

// Two counts of unknown sign: both negative make a positive product, and
// one loop would run where the nest runs not at all. The coalesced loop
// runs only when every count is above 0 (mlir-opt 22 runs it always).
// CHECK-LABEL: func.func @two_dynamic
// CHECK: %[[N0:.*]] = affine.apply affine_map<()[s0, s1] -> (-s0 + s1)>()[%arg0, %arg1]
// CHECK: %[[N1:.*]] = affine.apply affine_map<()[s0, s1] -> (-s0 + s1)>()[%arg2, %arg3]
// CHECK: %[[P:.*]] = affine.apply
// CHECK: %[[G0:.*]] = arith.cmpi sgt, %[[N0]], %[[Z:.*]] : index
// CHECK: %[[G1:.*]] = arith.cmpi sgt, %[[N1]], %[[Z]] : index
// CHECK: %[[G:.*]] = arith.andi %[[G0]], %[[G1]] : i1
// CHECK: %[[R:.*]] = scf.if %[[G]] -> (i32) {
// CHECK-NEXT: %[[L:.*]] = scf.for %{{.*}} = %{{.*}} to %[[P]] step %{{.*}} iter_args
// CHECK: scf.yield %[[L]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : i32
// CHECK: return %[[R]]
func.func @two_dynamic(%lb1: index, %ub1: index, %lb2: index, %ub2: index, %init: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %r = scf.for %i = %lb1 to %ub1 step %c1 iter_args(%a = %init) -> (i32) {
    %s = scf.for %j = %lb2 to %ub2 step %c1 iter_args(%b = %a) -> (i32) {
      %t = arith.addi %b, %one : i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// A step of 0 is left (mlir-opt 22 divides by it).
// CHECK-LABEL: func.func @zero_step
// CHECK: scf.for
// CHECK: scf.for
func.func @zero_step(%lb: index, %ub: index) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %c0 {
    scf.for %j = %lb to %ub step %c0 {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// The inner body reads the outer loop's iter_arg, fixed for the inner
// loop's run: one loop cannot keep it (mlir-opt 22 coalesces).
// CHECK-LABEL: func.func @outer_iter_arg_read
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.addi
func.func @outer_iter_arg_read(%init: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%outer = %init) -> (i64) {
    %1 = scf.for %j = %c0 to %n step %c1 iter_args(%inner = %outer) -> (i64) {
      %2 = arith.addi %inner, %outer : i64
      scf.yield %2 : i64
    }
    scf.yield %1 : i64
  }
  return %0 : i64
}

// The inner loop yields its own induction variable (mlir-opt 22 crashes).
// CHECK-LABEL: func.func @yields_iv
// CHECK: scf.for
// CHECK-NEXT: %[[D:.*]]:2 = affine.delinearize_index
// CHECK-NEXT: scf.yield %[[D]]#1 : index
func.func @yields_iv() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c0) -> (index) {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (index) {
      scf.yield %j : index
    }
    scf.yield %s : index
  }
  return %r : index
}

// Two affine upper bounds of unknown sign: left (mlir-opt 22 coalesces).
// CHECK-LABEL: func.func @affine_two_dynamic
// CHECK: affine.for %{{.*}} = 0 to %arg0 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to %arg1 {
func.func @affine_two_dynamic(%n: index, %m: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %m {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// An inner affine.for whose iter_args change: left (mlir-opt 22 replaces
// them by their inits, erases the loop whose result the outer loop yields
// and fails its verifier).
// CHECK-LABEL: func.func @affine_inner_sum
// CHECK: affine.for %{{.*}} = 0 to 4 iter_args
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 iter_args
func.func @affine_inner_sum() -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = affine.for %i = 0 to 4 iter_args(%o = %z) -> (i64) {
    %s = affine.for %j = 0 to 8 iter_args(%a = %z) -> (i64) {
      %t = arith.addi %a, %one : i64
      affine.yield %t : i64
    }
    affine.yield %s : i64
  }
  return %r : i64
}
