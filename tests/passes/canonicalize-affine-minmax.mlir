// canonicalize on affine.min / affine.max, against mlir-opt 22
// --canonicalize (the same CHECK lines hold for both, and the two outputs
// are the same text). Firing: an affine.min (max) whose result is a lone
// dim or symbol computed by another affine.min (max) takes in that op's
// results (MergeAffineMinMaxOp, before the operands are canonicalized, as
// MLIR orders its patterns); one of a single result becomes an
// affine.apply; one of ()[s0] -> (s0) is its operand. Not firing: the
// producer's value inside a larger expression, a min feeding a max.
// RUN: %loopc --canonicalize --split-input-file %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --canonicalize --split-input-file %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc --canonicalize --split-input-file %s > %t.l && %mlir_opt --canonicalize --split-input-file %s > %t.m && diff %t.m %t.l %}

// CHECK-DAG: #[[M0:.*]] = affine_map<()[s0, s1, s2] -> (10, s1 + s2, s0 * 2)>
// CHECK-DAG: #[[M1:.*]] = affine_map<()[s0, s1, s2] -> (-s2 + 20, 10, s0 + s1)>
// CHECK-LABEL: func.func @merge_min(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: index, %[[D:.*]]: index)
// CHECK: %[[X:.*]] = affine.min #[[M0]]()[%[[C]], %[[B]], %[[A]]]
// CHECK: %[[Y:.*]] = affine.min #[[M1]]()[%[[B]], %[[A]], %[[D]]]
// CHECK: return %[[X]], %[[Y]]
func.func @merge_min(%a: index, %b: index, %c: index, %d: index) -> (index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0 + s0, 10)>(%a)[%b]
  %1 = affine.min affine_map<(d0)[s0] -> (d0, 2 * s0)>(%0)[%c]
  %2 = affine.min affine_map<(d0)[s0] -> (20 - d0, s0)>(%d)[%0]
  return %1, %2 : index, index
}

// -----

// CHECK-DAG: #[[M:.*]] = affine_map<()[s0, s1] -> (s1 + 3, s1 * 2, s0)>
// CHECK-LABEL: func.func @merge_max_twice(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK: %[[X:.*]] = affine.max #[[M]]()[%[[B]], %[[A]]]
// CHECK: return %[[X]]
func.func @merge_max_twice(%a: index, %b: index) -> index {
  %0 = affine.max affine_map<()[s0] -> (s0 + 3, s0 * 2)>()[%a]
  %1 = affine.max affine_map<()[s0, s1, s2] -> (s0, s1, s2)>()[%0, %0, %b]
  return %1 : index
}

// -----

// CHECK-LABEL: func.func @no_merge(
// CHECK: %[[M:.*]] = affine.min
// CHECK: affine.min #{{.*}}()[%{{.*}}, %[[M]]]
// CHECK: affine.max #{{.*}}()[%[[M]], %{{.*}}]
func.func @no_merge(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0 + 3, s0 * 2)>()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0)>(%0)[%b]
  %2 = affine.max affine_map<()[s0, s1] -> (s0, s1)>()[%0, %b]
  return %1, %2 : index, index
}

// -----

// CHECK-DAG: #[[M:.*]] = affine_map<()[s0] -> (s0 * 3 + 1)>
// CHECK-LABEL: func.func @single(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK: %[[X:.*]] = affine.apply #[[M]]()[%[[A]]]
// CHECK: return %[[X]], %[[B]]
func.func @single(%a: index, %b: index) -> (index, index) {
  %0 = affine.max affine_map<(d0) -> (d0 * 3 + 1)>(%a)
  %1 = affine.min affine_map<()[s0] -> (s0)>()[%b]
  return %0, %1 : index, index
}
