// fastmath flags print as mlir-opt prints them whatever their spelling in
// the input: in the enum's order, `fast` for all seven, nothing for `none`,
// in the custom form and the generic one (MLIR's Dialect/Arith/ops.mlir
// @fastmath).
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @f(%arg0: f32)
// CHECK-NEXT:    %0 = arith.mulf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %1 = arith.addf %arg0, %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %2 = arith.addf %arg0, %arg0 fastmath<contract,afn> : f32
// CHECK-NEXT:    %3 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    %4 = math.sin %arg0 fastmath<fast> : f32
// GENERIC: <{fastmath = #arith.fastmath<fast>}>
// GENERIC: <{fastmath = #arith.fastmath<nnan,ninf>}>
// GENERIC: <{fastmath = #arith.fastmath<contract,afn>}>
// GENERIC: <{fastmath = #arith.fastmath<none>}>
func.func @f(%a: f32) {
  %0 = arith.mulf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %1 = arith.addf %a, %a fastmath<ninf,nnan> : f32
  %2 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<afn, contract>}> : (f32, f32) -> f32
  %3 = arith.addf %a, %a fastmath<none> : f32
  %4 = math.sin %a fastmath<fast,nnan> : f32
  return
}
