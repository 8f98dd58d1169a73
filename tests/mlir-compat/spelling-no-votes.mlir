// An input with no op that has a classic spelling (here only ops of
// today's MLIR and generic ops of unknown dialects, as MLIR's
// Math/depends-on-arith.mlir) prints in today's spelling: `builtin.module`
// and the default properties in the generic form, as mlir-opt prints them.
// RUN: %loopc %s --mlir-print-op-generic | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s %}
// RUN: %loopc %s | FileCheck %s --check-prefix=CUSTOM
// RUN: %if mlir-opt %{ %mlir_opt %s --allow-unregistered-dialect | FileCheck %s --check-prefix=CUSTOM %}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "test.some_op_with_region"() ({
// CHECK-NEXT: ^bb0(%arg0: f64):
// CHECK-NEXT: %0 = "math.atan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
// CUSTOM: module {
// CUSTOM-NEXT: "test.some_op_with_region"() ({
// CUSTOM-NEXT: ^bb0(%arg0: f64):
// CUSTOM-NEXT: %0 = math.atan %arg0 : f64

"test.some_op_with_region"() ({
^bb0(%a: f64):
  %0 = math.atan %a : f64
  "test.possible_terminator"() : () -> ()
}) : () -> ()
