// math.erf, sin, cos, rsqrt, log1p, expm1, round and trunc (MLIR 22's ops,
// no classic spelling): printed back with their names in both spellings and
// in the generic form, fastmath flags kept, as mlir-opt prints them.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %loopc %s --syntax=classic | FileCheck %s --check-prefix=CLASSIC
// RUN: %loopc %s --syntax=classic | %loopc - --syntax=modern | FileCheck %s
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @unary(%arg0: f32, %arg1: f64) -> (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) {
// CHECK-NEXT:    %0 = math.erf %arg0 : f32
// CHECK-NEXT:    %1 = math.erf %arg1 fastmath<afn> : f64
// CHECK-NEXT:    %2 = math.sin %arg0 : f32
// CHECK-NEXT:    %3 = math.sin %arg1 : f64
// CHECK-NEXT:    %4 = math.cos %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %5 = math.cos %arg1 : f64
// CHECK-NEXT:    %6 = math.rsqrt %arg0 : f32
// CHECK-NEXT:    %7 = math.rsqrt %arg1 : f64
// CHECK-NEXT:    %8 = math.log1p %arg0 : f32
// CHECK-NEXT:    %9 = math.log1p %arg1 : f64
// CHECK-NEXT:    %10 = math.expm1 %arg0 : f32
// CHECK-NEXT:    %11 = math.expm1 %arg1 : f64
// CHECK-NEXT:    %12 = math.round %arg0 : f32
// CHECK-NEXT:    %13 = math.round %arg1 : f64
// CHECK-NEXT:    %14 = math.trunc %arg0 : f32
// CHECK-NEXT:    %15 = math.trunc %arg1 : f64
// CLASSIC-LABEL: func @unary(%arg0: f32, %arg1: f64)
// CLASSIC-NEXT:    %0 = math.erf %arg0 : f32
// CLASSIC-NEXT:    %1 = math.erf %arg1 {fastmath = #arith.fastmath<afn>} : f64
// CLASSIC-NEXT:    %2 = math.sin %arg0 : f32
// CLASSIC:         %4 = math.cos %arg0 {fastmath = #arith.fastmath<fast>} : f32
// CLASSIC:         %15 = math.trunc %arg1 : f64
// GENERIC:         %0 = "math.erf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:    %1 = "math.erf"(%arg1) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
// GENERIC:         %6 = "math.rsqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC:         %15 = "math.trunc"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
func.func @unary(%arg0: f32, %arg1: f64) -> (f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64) {
  %0 = math.erf %arg0 : f32
  %1 = math.erf %arg1 fastmath<afn> : f64
  %2 = math.sin %arg0 : f32
  %3 = math.sin %arg1 : f64
  %4 = math.cos %arg0 fastmath<fast> : f32
  %5 = math.cos %arg1 : f64
  %6 = math.rsqrt %arg0 : f32
  %7 = math.rsqrt %arg1 : f64
  %8 = math.log1p %arg0 : f32
  %9 = math.log1p %arg1 : f64
  %10 = math.expm1 %arg0 : f32
  %11 = math.expm1 %arg1 : f64
  %12 = math.round %arg0 : f32
  %13 = math.round %arg1 : f64
  %14 = math.trunc %arg0 : f32
  %15 = math.trunc %arg1 : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64, f32, f64
}
