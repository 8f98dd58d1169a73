// canonicalize: an affine.apply that sums the results of an
// affine.delinearize_index, each times its stride (the product of the
// sizes after it), is the delinearize's input, against mlir-opt 22
// --canonicalize (same CHECK lines, same text). Firing: the terms in any
// order, with other terms beside them, inside a loop on its induction
// variable; a result that appears twice cancels once (the last case). Not
// firing: a result missing, a coefficient that is a multiple of the stride.
// RUN: %loopc --canonicalize --split-input-file --allow-unregistered-dialect %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --canonicalize --split-input-file --allow-unregistered-dialect %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc --canonicalize --split-input-file --allow-unregistered-dialect %s > %t.l && %mlir_opt --canonicalize --split-input-file --allow-unregistered-dialect %s > %t.m && diff %t.m %t.l %}
// Strides and products that overflow 64 bits: nothing fires.
// RUN: %loopc --canonicalize %S/Inputs/affine-index-overflow.mlir | FileCheck %s --check-prefix=OVF
// Lowered, the overflowing strides wrap as mlir-opt's do (loopc's own
// product of them overflowed, which the ASan+UBSan build reports):
// RUN: %loopc --lower-affine %S/Inputs/affine-index-overflow.mlir > %t.lower
// RUN: %if mlir-opt %{ %mlir_opt --lower-affine %S/Inputs/affine-index-overflow.mlir | diff - %t.lower %}
// OVF: %[[A:.*]]:3 = affine.delinearize_index %{{.*}} into (3, 4611686018427387904, 8)
// OVF: affine.apply #{{.*}}()[%[[A]]#2, %[[A]]#1, %[[A]]#0]
// OVF: affine.delinearize_index %{{.*}} into (4, 4611686018427387904, 8)

// CHECK-DAG: #[[P:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 7)>
// CHECK-LABEL: func.func @cancel(
// CHECK-SAME: %[[X:.*]]: index, %[[Y:.*]]: index)
// CHECK: %[[R:.*]] = affine.apply #[[P]]()[%[[Y]], %[[X]]]
// CHECK: return %[[X]], %[[R]], %[[X]]
func.func @cancel(%x: index, %y: index) -> (index, index, index) {
  %a:3 = affine.delinearize_index %x into (3, 6, 4) : index, index, index
  %b:3 = affine.delinearize_index %x into (6, 4) : index, index, index
  %0 = affine.apply affine_map<()[s0, s1, s2] -> (s2 * 24 + s0 + s1 * 4)>()[%a#2, %a#1, %a#0]
  %1 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 * 4 + s3 + 7 + s1 + s2 * 24)>()[%b#1, %b#2, %b#0, %y]
  %2 = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 * 4 + d2 * 24)>(%a#2, %a#1, %a#0)
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @cancel_iv(
// CHECK: affine.for %[[I:.*]] = 0 to 60 {
// CHECK-NEXT: "use"(%[[I]])
func.func @cancel_iv() {
  affine.for %i = 0 to 60 {
    %a:2 = affine.delinearize_index %i into (5, 12) : index, index
    %0 = affine.apply affine_map<(d0, d1) -> (d0 * 12 + d1)>(%a#0, %a#1)
    "use"(%0) : (index) -> ()
  }
  return
}

// -----

// CHECK-DAG: #[[M0:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 4)>
// CHECK-DAG: #[[M1:.*]] = affine_map<()[s0, s1, s2] -> (s0 + s1 * 8 + s2 * 24)>
// CHECK-DAG: #[[M2:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @no_cancel(
// CHECK-SAME: %[[X:.*]]: index)
// CHECK: %[[A:.*]]:3 = affine.delinearize_index %[[X]] into (3, 6, 4)
// CHECK: affine.apply #[[M0]]()[%[[A]]#2, %[[A]]#1]
// CHECK: affine.apply #[[M1]]()[%[[A]]#2, %[[A]]#1, %[[A]]#0]
// CHECK: affine.apply #[[M2]]()[%[[A]]#2, %[[X]]]
func.func @no_cancel(%x: index) -> (index, index, index) {
  %a:3 = affine.delinearize_index %x into (3, 6, 4) : index, index, index
  %0 = affine.apply affine_map<()[s0, s1] -> (s1 * 4 + s0)>()[%a#2, %a#1]
  %1 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * 8 + s2 * 24)>()[%a#2, %a#1, %a#0]
  %2 = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * 4 + s2 * 24 + s0)>()[%a#2, %a#1, %a#0]
  return %0, %1, %2 : index, index, index
}
