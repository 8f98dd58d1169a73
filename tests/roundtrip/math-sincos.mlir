// math.sincos (two results, named %sin and %cos as mlir-opt names them),
// fastmath kept, custom and generic forms as mlir-opt 22 prints them; not
// folded or merged by canonicalize when the flags differ (as mlir-opt), and
// dropped when unused (it is pure).
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=CANON %}
// RUN: %loopc %s --cse | FileCheck %s --check-prefix=CSE
// RUN: %if mlir-opt %{ %mlir_opt %s --cse | FileCheck %s --check-prefix=CSE %}

// CHECK-LABEL: func.func @sincos(%arg0: f32, %arg1: f64) -> (f32, f32, f64, f32) {
// CHECK-NEXT:    %sin, %cos = math.sincos %arg0 fastmath<fast> : f32
// CHECK-NEXT:    %sin_0, %cos_1 = math.sincos %arg1 : f64
// CHECK-NEXT:    %sin_2, %cos_3 = math.sincos %arg0 : f32
// CHECK-NEXT:    %sin_4, %cos_5 = math.sincos %arg0 : f32
// CHECK-NEXT:    return %sin, %cos, %cos_1, %sin_4 : f32, f32, f64, f32
// GENERIC:       = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> (f32, f32)
// GENERIC-NEXT:  = "math.sincos"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f64) -> (f64, f64)
// CANON:         %sin, %cos = math.sincos %arg0 fastmath<fast> : f32
// CANON-NEXT:    %sin_0, %cos_1 = math.sincos %arg1 : f64
// CANON-NEXT:    %sin_2, %cos_3 = math.sincos %arg0 : f32
// CANON-NEXT:    return %sin, %cos, %cos_1, %sin_2 : f32, f32, f64, f32
// CSE:           %sin_2, %cos_3 = math.sincos %arg0 : f32
// CSE-NEXT:      return %sin, %cos, %cos_1, %sin_2 : f32, f32, f64, f32
func.func @sincos(%x: f32, %y: f64) -> (f32, f32, f64, f32) {
  %s, %c = math.sincos %x fastmath<fast> : f32
  %a:2 = math.sincos %y : f64
  %u:2 = math.sincos %x : f32
  %v:2 = math.sincos %x : f32
  return %s, %c, %a#1, %v#0 : f32, f32, f64, f32
}

// A constant operand is not folded (MLIR 22's sincos has no folder).
// CANON-LABEL: func.func @sincos_constant() -> f32 {
// CANON:         %sin, %cos = math.sincos %cst : f32
func.func @sincos_constant() -> f32 {
  %x = arith.constant 1.0 : f32
  %s, %c = math.sincos %x : f32
  return %c : f32
}
