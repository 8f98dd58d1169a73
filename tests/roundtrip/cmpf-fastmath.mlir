// arith.cmpf takes fastmath flags after its operands, as MLIR 22's does
// (MLIR's Dialect/Arith/ops.mlir @fastmath), printed in the custom form
// and the generic one as mlir-opt prints them; cmpi has none
// (verify/invalid-arith.mlir).
// RUN: %loopc %s | FileCheck %s
// RUN: %loopc %s | %loopc | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %loopc %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: f32) -> (i1, i1, i1) {
// CHECK-NEXT:    %0 = arith.cmpf oeq, %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:    %1 = arith.cmpf ult, %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %2 = arith.cmpf olt, %arg0, %arg1 : f32
// GENERIC: "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC: "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan,ninf>, predicate = 11 : i64}> : (f32, f32) -> i1
// GENERIC: "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
func.func @f(%a: f32, %b: f32) -> (i1, i1, i1) {
  %0 = arith.cmpf oeq, %a, %b fastmath<fast> : f32
  %1 = arith.cmpf ult, %a, %b fastmath<ninf,nnan> : f32
  %2 = arith.cmpf olt, %a, %b fastmath<none> : f32
  return %0, %1, %2 : i1, i1, i1
}
