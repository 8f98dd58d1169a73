// --mlir-elide-elementsattrs-if-larger=N, as mlir-opt 22: a dense attribute of
// more than N elements that is not a splat prints as dense_resource<__elided__>
// (in constants and in any attribute dictionary); splats, N elements or fewer
// and dense arrays print whole.
// RUN: %loopc --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s
// RUN: %loopc --mlir-elide-elementsattrs-if-larger=2 %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %loopc %s | FileCheck %s --check-prefix=WHOLE
// RUN: %if mlir-opt %{ %mlir_opt --allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 %s > %t.ref %}
// RUN: %if mlir-opt %{ %loopc --mlir-elide-elementsattrs-if-larger=2 %s | diff %t.ref - %}

// CHECK: %cst = arith.constant dense_resource<__elided__> : tensor<4xf32>
// CHECK: %cst_0 = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK: %cst_1 = arith.constant dense<0.000000e+00> : tensor<8xf32>
// CHECK: %0 = "test.x"() {arr = array<i32: 1, 2, 3, 4, 5>, big = dense_resource<__elided__> : tensor<3xi32>} : () -> tensor<3xi32>
// GENERIC: "arith.constant"() <{value = dense_resource<__elided__> : tensor<4xf32>}> : () -> tensor<4xf32>
// WHOLE: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
func.func @f() -> (tensor<4xf32>, tensor<2xi32>, tensor<8xf32>, tensor<3xi32>) {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %2 = arith.constant dense<0.0> : tensor<8xf32>
  %4 = "test.x"() {big = dense<[1,2,3]> : tensor<3xi32>, arr = array<i32: 1, 2, 3, 4, 5>} : () -> tensor<3xi32>
  return %0, %1, %2, %4 : tensor<4xf32>, tensor<2xi32>, tensor<8xf32>, tensor<3xi32>
}
