// canonicalize on affine.delinearize_index and affine.linearize_index,
// against mlir-opt 22 --canonicalize (the same CHECK lines hold for both,
// and the two outputs are the same text). Firing: constant sizes given by
// values become static; a delinearize with one result is its input, one of
// a constant its digits (floor division: -17 into (3, 4) is -2, 1, 3); a
// linearize of one index is that index, of constants their sum; results of
// unit sizes are 0; a delinearize of a disjoint linearize gives back the
// indices whose sizes match at the end, and is split where its last sizes
// multiply to the linearize's last size (then the front part cancels); a linearize loses a leading 0 and
// its unit-size indices (any when disjoint, constant 0 ones otherwise) and
// cancels runs of a delinearize's results (last case).
// Not firing: a dynamic basis for constant folding, a linearize that is not
// disjoint, sizes that differ, a split that overshoots, a unit-size index
// that is not 0 in a linearize that is not disjoint.
// RUN: %loopc --canonicalize --split-input-file %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --canonicalize --split-input-file %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc --canonicalize --split-input-file %s > %t.l && %mlir_opt --canonicalize --split-input-file %s > %t.m && diff %t.m %t.l %}

// CHECK-LABEL: func.func @delin_const
// CHECK-DAG: %[[A:.*]] = arith.constant -2 : index
// CHECK-DAG: %[[B:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[D:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[E:.*]] = arith.constant 0 : index
// CHECK-NOT: affine.delinearize_index
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[C]]
func.func @delin_const() -> (index, index, index, index, index, index) {
  %m17 = arith.constant -17 : index
  %c27 = arith.constant 27 : index
  %0:3 = affine.delinearize_index %m17 into (3, 4) : index, index, index
  %1:3 = affine.delinearize_index %c27 into (2, 3, 4) : index, index, index
  return %0#0, %0#1, %0#2, %1#0, %1#1, %1#2 : index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @delin_dynamic(
// CHECK-SAME: %[[X:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[D:.*]]:2 = affine.delinearize_index %{{.*}} into (%[[N]], 5) : index, index
// CHECK: return %[[X]], %[[D]]#0, %[[D]]#1
func.func @delin_dynamic(%x: index, %n: index) -> (index, index, index) {
  %c5 = arith.constant 5 : index
  %c40 = arith.constant 40 : index
  %0 = affine.delinearize_index %x into (%c5) : index
  %1:2 = affine.delinearize_index %c40 into (%n, %c5) : index, index
  return %0, %1#0, %1#1 : index, index, index
}

// -----

// CHECK-LABEL: func.func @delin_unit(
// CHECK-SAME: %[[X:.*]]: index, %[[N:.*]]: index)
// CHECK-DAG: %[[Z:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[D:.*]]:2 = affine.delinearize_index %[[X]] into (%[[N]], 6) : index, index
// CHECK: return %[[Z]], %[[D]]#0, %[[Z]], %[[D]]#1, %[[X]], %[[Z]]
func.func @delin_unit(%x: index, %n: index) -> (index, index, index, index, index, index) {
  %0:4 = affine.delinearize_index %x into (1, %n, 1, 6) : index, index, index, index
  %1:2 = affine.delinearize_index %x into (1) : index, index
  return %0#0, %0#1, %0#2, %0#3, %1#0, %1#1 : index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @delin_of_lin(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[L:.*]] = affine.linearize_index disjoint [%[[A]], %[[B]]] by (%[[N]], 3) : index
// CHECK: %[[D:.*]]:2 = affine.delinearize_index %[[L]] into (6) : index, index
// CHECK: %[[L2:.*]] = affine.linearize_index [%[[A]], %[[B]], %[[C]]] by (%[[N]], 3, 7) : index
// CHECK: %[[D2:.*]]:3 = affine.delinearize_index %[[L2]] into (%[[N]], 3, 7) : index, index, index
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]]#0, %[[D]]#1, %[[C]], %[[D2]]#0
func.func @delin_of_lin(%a: index, %b: index, %c: index, %n: index) -> (index, index, index, index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%n, 3, 7) : index
  %1:3 = affine.delinearize_index %0 into (%n, 3, 7) : index, index, index
  %2:3 = affine.delinearize_index %0 into (6, 7) : index, index, index
  %3 = affine.linearize_index [%a, %b, %c] by (%n, 3, 7) : index
  %4:3 = affine.delinearize_index %3 into (%n, 3, 7) : index, index, index
  return %1#0, %1#1, %1#2, %2#0, %2#1, %2#2, %4#0 : index, index, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @delin_split(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: index)
// CHECK: %[[L:.*]] = affine.linearize_index disjoint [%[[A]], %[[B]], %[[C]]] by (5, 3, 32) : index
// CHECK: %[[D2:.*]]:2 = affine.delinearize_index %[[C]] into (4, 8) : index, index
// CHECK: %[[D3:.*]]:3 = affine.delinearize_index %[[L]] into (3, 64) : index, index, index
// CHECK: return %[[A]], %[[B]], %[[D2]]#0, %[[D2]]#1, %[[D3]]#2
func.func @delin_split(%a: index, %b: index, %c: index) -> (index, index, index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (5, 3, 32) : index
  %1:4 = affine.delinearize_index %0 into (3, 4, 8) : index, index, index, index
  %2:3 = affine.delinearize_index %0 into (3, 64) : index, index, index
  return %1#0, %1#1, %1#2, %1#3, %2#2 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @lin(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index, %[[N:.*]]: index)
// CHECK-DAG: %[[C66:.*]] = arith.constant 66 : index
// CHECK-DAG: %[[L1:.*]] = affine.linearize_index [%[[A]], %[[B]]] by (4, %[[N]]) : index
// CHECK-DAG: %[[L2:.*]] = affine.linearize_index disjoint [%[[A]], %[[B]]] by (%[[N]]) : index
// CHECK-DAG: %[[L3:.*]] = affine.linearize_index [%[[A]], %[[B]], %[[B]]] by (1, %[[N]]) : index
// CHECK-DAG: %[[L4:.*]] = affine.linearize_index [%[[A]], %[[B]]] by (7) : index
// CHECK: return %[[A]], %[[C66]], %[[L1]], %[[L2]], %[[L3]], %[[L4]]
func.func @lin(%a: index, %b: index, %n: index) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = affine.linearize_index [%a] by (%n) : index
  %1 = affine.linearize_index [%c2, %c3, %c3] by (3, 7) : index
  %2 = affine.linearize_index [%c0, %a, %b] by (9, 4, %n) : index
  %3 = affine.linearize_index disjoint [%a, %c2, %b] by (1, %n) : index
  %4 = affine.linearize_index [%a, %b, %b] by (1, %n) : index
  %5 = affine.linearize_index [%a, %c0, %b] by (1, 7) : index
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

// A linearize of delinearize results in the same sizes: all of them give
// the input back; a run inside becomes one index of the product size (an
// affine.apply for dynamic sizes), the other users of the delinearize
// reading the merged result delinearized again. Not firing: the results in
// another order, sizes that differ.
// CHECK-DAG: #[[P:.*]] = affine_map<()[s0] -> (s0 * 6)>
// CHECK-LABEL: func.func @lin_of_delin(
// CHECK-SAME: %[[X:.*]]: index, %[[Y:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[S:.*]] = affine.apply #[[P]]()[%[[N]]]
// CHECK: %[[D:.*]]:2 = affine.delinearize_index %[[X]] into (%[[S]], 5) : index, index
// CHECK: %[[R:.*]]:2 = affine.delinearize_index %[[D]]#0 into (%[[N]], 6) : index, index
// CHECK: %[[L:.*]] = affine.linearize_index [%[[Y]], %[[D]]#0] by (%[[S]]) : index
// CHECK: %[[E:.*]]:3 = affine.delinearize_index %[[X]] into (%[[N]], 2, 3) : index, index, index
// CHECK: %[[L2:.*]] = affine.linearize_index [%[[E]]#0, %[[E]]#2, %[[E]]#1] by (%[[N]], 3, 2) : index
// CHECK: %[[L3:.*]] = affine.linearize_index [%[[E]]#1, %[[E]]#2] by (2, 4) : index
// CHECK: return %[[X]], %[[L]], %[[R]]#1, %[[D]]#1, %[[L2]], %[[L3]]
func.func @lin_of_delin(%x: index, %y: index, %n: index) -> (index, index, index, index, index, index) {
  %0:3 = affine.delinearize_index %x into (%n, 6, 5) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (%n, 6, 5) : index
  %2 = affine.linearize_index [%y, %0#0, %0#1] by (%n, 6) : index
  %3:3 = affine.delinearize_index %x into (%n, 2, 3) : index, index, index
  %4 = affine.linearize_index [%3#0, %3#2, %3#1] by (%n, 3, 2) : index
  %5 = affine.linearize_index [%3#1, %3#2] by (2, 4) : index
  return %1, %2, %0#1, %0#2, %4, %5 : index, index, index, index, index, index
}
