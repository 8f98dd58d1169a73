// The math ops of MLIR 22 loopc lacked (tan, asin, acos, atan, sinh, cosh,
// asinh, acosh, atanh, erfc, exp2, log2, log10, cbrt, roundeven, atan2,
// fpowi, isnan, isinf, isfinite, isnormal, clampf, absi, ctlz, cttz, ctpop,
// ipowi), arith's addui_extended, mulsi_extended and mului_extended, and
// ub.poison: printed back as mlir-opt 22 prints them (names %sum, %overflow,
// %low, %high; fpowi's exponent type, addui_extended's carry type;
// isnan's fastmath in the dictionary), in the generic form too, and read back
// by mlir-opt.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --syntax=classic | %loopc - --syntax=modern | FileCheck %s
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %if mlir-opt %{ %loopc %s --print-generic | %mlir_opt | FileCheck %s %}

// CHECK-LABEL: func.func @float_unary(%arg0: f32, %arg1: f64)
// CHECK-NEXT:    %0 = math.tan %arg0 : f32
// CHECK-NEXT:    %1 = math.asin %arg1 : f64
// CHECK-NEXT:    %2 = math.acos %arg0 fastmath<afn> : f32
// CHECK-NEXT:    %3 = math.atan %arg1 : f64
// CHECK-NEXT:    %4 = math.sinh %arg0 : f32
// CHECK-NEXT:    %5 = math.cosh %arg1 : f64
// CHECK-NEXT:    %6 = math.asinh %arg0 : f32
// CHECK-NEXT:    %7 = math.acosh %arg1 : f64
// CHECK-NEXT:    %8 = math.atanh %arg0 : f32
// CHECK-NEXT:    %9 = math.erfc %arg1 : f64
// CHECK-NEXT:    %10 = math.exp2 %arg0 : f32
// CHECK-NEXT:    %11 = math.log2 %arg1 : f64
// CHECK-NEXT:    %12 = math.log10 %arg0 : f32
// CHECK-NEXT:    %13 = math.cbrt %arg1 : f64
// CHECK-NEXT:    %14 = math.roundeven %arg0 fastmath<fast> : f32
// GENERIC-LABEL: "func.func"() <{function_type = (f32, f64) -> (), sym_name = "float_unary"}>
// GENERIC:    %{{.*}} = "math.tan"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC:    %{{.*}} = "math.acos"(%{{.*}}) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
func.func @float_unary(%x: f32, %y: f64) {
  %0 = math.tan %x : f32
  %1 = math.asin %y : f64
  %2 = math.acos %x fastmath<afn> : f32
  %3 = math.atan %y : f64
  %4 = math.sinh %x : f32
  %5 = math.cosh %y : f64
  %6 = math.asinh %x : f32
  %7 = math.acosh %y : f64
  %8 = math.atanh %x : f32
  %9 = math.erfc %y : f64
  %10 = math.exp2 %x : f32
  %11 = math.log2 %y : f64
  %12 = math.log10 %x : f32
  %13 = math.cbrt %y : f64
  %14 = math.roundeven %x fastmath<fast> : f32
  return
}

// CHECK-LABEL: func.func @float_other(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: index)
// CHECK-NEXT:    %0 = math.atan2 %arg0, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:    %1 = math.fpowi %arg0, %arg2 : f32, i32
// CHECK-NEXT:    %2 = math.fpowi %arg0, %arg3 fastmath<fast> : f32, index
// CHECK-NEXT:    %3 = math.isnan %arg0 : f32
// CHECK-NEXT:    %4 = math.isinf %arg0 : f32
// CHECK-NEXT:    %5 = math.isfinite %arg0 : f32
// CHECK-NEXT:    %6 = math.isnormal %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT:    %7 = math.clampf %arg0 to [%arg1, %arg0] : f32
// CHECK-NEXT:    %8 = math.clampf %arg0 to [%arg1, %arg1] fastmath<fast> {a = 1 : i64} : f32
// GENERIC-LABEL: sym_name = "float_other"
// GENERIC:    "math.fpowi"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
// GENERIC:    "math.isnan"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
// GENERIC:    "math.isnormal"(%{{.*}}) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
// GENERIC:    "math.clampf"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
func.func @float_other(%x: f32, %y: f32, %i: i32, %k: index) {
  %0 = math.atan2 %x, %y fastmath<nnan> : f32
  %1 = math.fpowi %x, %i : f32, i32
  %2 = math.fpowi %x, %k fastmath<fast> : f32, index
  %3 = math.isnan %x : f32
  %4 = math.isinf %x : f32
  %5 = math.isfinite %x : f32
  %6 = math.isnormal %x {fastmath = #arith.fastmath<nnan>} : f32
  %7 = math.clampf %x to [%y, %x] : f32
  %8 = math.clampf %x to [%y, %y] fastmath<fast> {a = 1} : f32
  return
}

// CHECK-LABEL: func.func @integer(%arg0: i32, %arg1: i32, %arg2: index, %arg3: i64) -> (i32, i1, index)
// CHECK-NEXT:    %0 = math.absi %arg0 : i32
// CHECK-NEXT:    %1 = math.ctlz %arg3 : i64
// CHECK-NEXT:    %2 = math.cttz %arg2 : index
// CHECK-NEXT:    %3 = math.ctpop %arg0 : i32
// CHECK-NEXT:    %4 = math.ipowi %arg0, %arg1 : i32
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:    %low_0, %high_1 = arith.mului_extended %arg2, %arg2 : index
// CHECK-NEXT:    return %high, %overflow, %low_0 : i32, i1, index
// GENERIC-LABEL: sym_name = "integer"
// GENERIC:    "math.absi"(%{{.*}}) : (i32) -> i32
// GENERIC:    %[[S:.*]]:2 = "arith.addui_extended"(%{{.*}}, %{{.*}}) : (i32, i32) -> (i32, i1)
// GENERIC:    "arith.mulsi_extended"(%{{.*}}, %{{.*}}) : (i32, i32) -> (i32, i32)
func.func @integer(%a: i32, %b: i32, %k: index, %l: i64) -> (i32, i1, index) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %l : i64
  %2 = math.cttz %k : index
  %3 = math.ctpop %a : i32
  %4 = math.ipowi %a, %b : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  %u:2 = arith.mului_extended %k, %k : index
  return %hi, %o, %u#0 : i32, i1, index
}

// CHECK-LABEL: func.func @poison() -> (i32, f64)
// CHECK-NEXT:    %0 = ub.poison : i32
// CHECK-NEXT:    %1 = ub.poison {a} : f64
// GENERIC-LABEL: sym_name = "poison"
// GENERIC:    "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC:    "ub.poison"() <{value = #ub.poison}> {a} : () -> f64
func.func @poison() -> (i32, f64) {
  %0 = ub.poison : i32
  %1 = ub.poison {a} : f64
  return %0, %1 : i32, f64
}
