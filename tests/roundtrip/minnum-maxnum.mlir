// arith.minnumf and arith.maxnumf are ops of their own (not minimumf and
// maximumf): printed back with their own names in both spellings (the
// classic one has no name of its own for them) and in the generic form,
// fastmath flags kept, as mlir-opt prints them.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %loopc %s --syntax=classic | FileCheck %s --check-prefix=CLASSIC
// RUN: %loopc %s --syntax=classic | %loopc - --syntax=modern | FileCheck %s
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @num(%arg0: f32, %arg1: f64) -> (f32, f32, f64, f64, f32, f32) {
// CHECK-NEXT:    %0 = arith.minnumf %arg0, %arg0 : f32
// CHECK-NEXT:    %1 = arith.maxnumf %arg0, %arg0 fastmath<nnan,nsz> : f32
// CHECK-NEXT:    %2 = arith.minnumf %arg1, %arg1 : f64
// CHECK-NEXT:    %3 = arith.maxnumf %arg1, %arg1 : f64
// CHECK-NEXT:    %4 = arith.minimumf %arg0, %arg0 : f32
// CHECK-NEXT:    %5 = arith.maximumf %arg0, %arg0 : f32
// CLASSIC-LABEL: func @num(%arg0: f32, %arg1: f64) -> (f32, f32, f64, f64, f32, f32) {
// CLASSIC-NEXT:    %0 = arith.minnumf %arg0, %arg0 : f32
// CLASSIC-NEXT:    %1 = arith.maxnumf %arg0, %arg0 {fastmath = #arith.fastmath<nnan,nsz>} : f32
// CLASSIC-NEXT:    %2 = arith.minnumf %arg1, %arg1 : f64
// CLASSIC-NEXT:    %3 = arith.maxnumf %arg1, %arg1 : f64
// CLASSIC-NEXT:    %4 = minf %arg0, %arg0 : f32
// CLASSIC-NEXT:    %5 = maxf %arg0, %arg0 : f32
// GENERIC:         %0 = "arith.minnumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:    %1 = "arith.maxnumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f32, f32) -> f32
func.func @num(%arg0: f32, %arg1: f64) -> (f32, f32, f64, f64, f32, f32) {
  %0 = arith.minnumf %arg0, %arg0 : f32
  %1 = arith.maxnumf %arg0, %arg0 fastmath<nnan,nsz> : f32
  %2 = arith.minnumf %arg1, %arg1 : f64
  %3 = arith.maxnumf %arg1, %arg1 : f64
  %4 = arith.minimumf %arg0, %arg0 : f32
  %5 = arith.maximumf %arg0, %arg0 : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f64, f64, f32, f32
}
