// A floordiv or ceildiv by a symbol divides it out of the dividend's terms
// that are multiples of it (MLIR's simplifySemiAffine), but a product with
// a floordiv or ceildiv factor is no multiple of the symbol even when that
// factor's dividend is: ((s0 * 2) ceildiv 4) * 5 is 5 at s0 = 2. loopc took
// both maps below to constants (47 and 42: s0 = 2 gives 45 and 44); a
// ceildiv of a ceildiv alone still divides out (43 for every s0 >= 1).
// The text is mlir-opt 22's, diffed where mlir-opt is installed.
// RUN: %loopc %s --canonicalize > %t
// RUN: FileCheck %s < %t
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.mlir %t %}

// CHECK-DAG: #[[$C:.*]] = affine_map<()[s0] -> ((s0 * 42 + (s0 ceildiv 2) * 5) ceildiv s0)>
// CHECK-DAG: #[[$F:.*]] = affine_map<()[s0] -> ((s0 * 42 + (s0 floordiv 2) * 5) floordiv s0)>
// CHECK-LABEL: func.func @mul_of_div
// CHECK-NEXT:    %[[C43:.*]] = arith.constant 43 : index
// CHECK-NEXT:    %[[A:.*]] = affine.apply #[[$C]]()[%arg0]
// CHECK-NEXT:    %[[B:.*]] = affine.apply #[[$F]]()[%arg0]
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C43]]
func.func @mul_of_div(%s: index) -> (index, index, index) {
  %a = affine.apply affine_map<()[s0] -> (((((s0 * 2) ceildiv 4) * 5) + s0 * 42) ceildiv s0)>()[%s]
  %b = affine.apply affine_map<()[s0] -> (((((s0 * 2) floordiv 4) * 5) + s0 * 42) floordiv s0)>()[%s]
  %c = affine.apply affine_map<()[s0] -> ((((s0 * 2) ceildiv 4) + s0 * 42) ceildiv s0)>()[%s]
  return %a, %b, %c : index, index, index
}
