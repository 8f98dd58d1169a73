// scf-for-loop-peeling where loopc differs from mlir-opt 22 on purpose,
// because mlir-opt 22's loops run iterations the original does not
// (tests/diff/scf_for_loop_peeling.mlir runs them).
// RUN: %loopc --scf-for-loop-peeling --mlir-print-local-scope %s | FileCheck %s
// RUN: %loopc --scf-for-loop-peeling=peel-front=true --mlir-print-local-scope %s | FileCheck %s --check-prefix=FRONT

// The split is min(max(ub - (ub - lb) mod step, lb), ub): with lb = 10,
// ub = 3, step = 4 mlir-opt 22's split (ub - (ub - lb) mod step = 2) starts
// a partial iteration at 2 that the loop never runs (later MLIR takes the
// max too); and where ub - lb wraps around (lb = 1, ub = -2^63, step 3) the
// max alone is 2^63 - 1, a loop of 2^61 iterations for one of none (later
// MLIR's too). In the loop min(step, ub - iv) is step, in the partial
// iteration ub - iv.
// In the loop min(step, ub - iv) is step only where ub - iv does not wrap
// (a loop from 1 - 2^63 to 120 computes a wrapped ub - iv): the peeled
// loops run under ub - lb >= 0, the loop as it was otherwise.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[SPAN:.*]] = arith.subi %arg1, %arg0 : index
// CHECK: %[[OK:.*]] = arith.cmpi sge, %[[SPAN]], %c0 : index
// CHECK: %[[IF:.*]] = scf.if %[[OK]] -> (index) {
// CHECK: %[[MAX:.*]] = affine.max affine_map<()[s0, s1, s2] -> (s1 - (-s0 + s1) mod s2, s0)>()[%arg0, %arg1, %arg2]
// CHECK: %[[SPLIT:.*]] = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%[[MAX]], %arg1]
// CHECK: %[[L:.*]] = scf.for %[[I:.*]] = %arg0 to %[[SPLIT]] step %arg2 iter_args(%[[A:.*]] = %{{.*}}) -> (index) {
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %arg2 : index
// CHECK: scf.for %[[J:.*]] = %[[SPLIT]] to %arg1 step %arg2 iter_args(%[[B:.*]] = %[[L]]) -> (index) {
// CHECK-NEXT: %[[R:.*]] = affine.apply affine_map<(d0)[s0] -> (-d0 + s0)>(%[[J]])[%arg1]
// CHECK-NEXT: arith.addi %[[B]], %[[R]] : index
// CHECK: } else {
// CHECK-NEXT: scf.for %{{.*}} = %arg0 to %arg1 step %arg2
// CHECK-NEXT: affine.min
// CHECK: return %[[IF]]
// The first iteration runs to min(max(lb + step, lb), ub): mlir-opt 22 (and
// later MLIR) run it to lb + step, once even when ub <= lb, and start the
// loop at lb + step even where that wraps around (far below lb).
// FRONT-LABEL: func.func @dynamic
// FRONT: %[[NEXT:.*]] = affine.max affine_map<()[s0, s1] -> (s0 + s1, s0)>()[%arg0, %arg2]
// FRONT: %[[FIRST:.*]] = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%[[NEXT]], %arg1]
// FRONT: %[[F:.*]] = scf.for %{{.*}} = %arg0 to %[[FIRST]] step %arg2
// FRONT: scf.for %{{.*}} = %[[NEXT]] to %arg1 step %arg2 iter_args(%{{.*}} = %[[F]])
func.func @dynamic(%lb: index, %ub: index, %step: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c0) -> (index) {
    %m = affine.min affine_map<(d0)[s0, s1] -> (s0, s1 - d0)>(%i)[%step, %ub]
    %s = arith.addi %a, %m : index
    scf.yield %s : index
  }
  return %r : index
}

// Without min / max ops there is no guard, and where ub - lb may wrap the
// remainder is taken of each bound apart, exact where MLIR's
// ub - (ub - lb) mod step is not (1 - 2^63 to 120 by 1844674407370955186:
// -121, off the grid, for -1844674407370955063).
// CHECK-LABEL: func.func @dynamic_plain
// CHECK-NOT: scf.if
// CHECK: affine.max affine_map<()[s0, s1, s2] -> (s1 - (s1 mod s2 - s0 mod s2) mod s2, s0)>()[%arg0, %arg1, %arg2]
// With lb = 0 it cannot wrap: MLIR's remainder.
// CHECK-LABEL: func.func @from_zero
// CHECK-NOT: scf.if
// CHECK: affine.max affine_map<()[s0, s1, s2] -> (s1 - (-s0 + s1) mod s2, 0)>()[%c0, %arg0, %arg1]
// CHECK: affine.min
// CHECK: scf.for
// CHECK: scf.for
func.func @dynamic_plain(%lb: index, %ub: index, %step: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c0) -> (index) {
    %s = arith.addi %a, %i : index
    scf.yield %s : index
  }
  return %r : index
}

func.func @from_zero(%ub: index, %step: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %ub step %step iter_args(%a = %c0) -> (index) {
    %m = affine.min affine_map<(d0)[s0, s1] -> (s0, s1 - d0)>(%i)[%step, %ub]
    %s = arith.addi %a, %m : index
    scf.yield %s : index
  }
  return %r : index
}

// An i32 loop of dynamic bounds is left (mlir-opt 22 builds an affine.max
// over i32 values and fails its verifier).
// CHECK-LABEL: func.func @dynamic_i32
// CHECK: scf.for
// CHECK-NOT: scf.for
// FRONT-LABEL: func.func @dynamic_i32
// FRONT: scf.for
// FRONT-NOT: scf.for
func.func @dynamic_i32(%n: i32, %init: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %n step %c2 iter_args(%a = %init) -> (i32) : i32 {
    %t = arith.addi %a, %i : i32
    scf.yield %t : i32
  }
  return %r : i32
}
