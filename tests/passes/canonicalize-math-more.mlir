// canonicalize: the folds and patterns of MLIR 22's math ops that loopc
// added (libm on f32/f64 constants in the type's precision, acosh of 0.5 a
// NaN, log2/log10 of negatives and cbrt left alone, roundeven's halves to
// even, atan2 of two zeros APFloat's NaN, isnan & co., absi/ctlz/cttz/ctpop
// and ipowi by APInt's rules, 0 to a negative power left alone) and of
// arith's extended ops (constants, x + 0, x * 0, x * 1, a constant moved
// right, an unused carry or high half leaving addi or muli, mulsi_extended
// by 1 giving the sign spread); fpowi and clampf do not fold. The CHECK lines
// are mlir-opt 22's output, which both must print.
// RUN: %loopc %s --canonicalize --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file | FileCheck %s %}

// CHECK-LABEL: func.func @f32_unary() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.546302497 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.52359879 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 1.04719758 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 0.463647604 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 0.521095276 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 1.12762594 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0.481211841 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.549306154 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 0.479500115 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 1.41421354 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %cst_13 = arith.constant -3.010300e-01 : f32
// CHECK-NEXT:    %0 = math.cbrt %cst_0 : f32
// CHECK-NEXT:    return %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %cst_12, %cst_13, %0, %cst : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @f32_unary() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %h = arith.constant 0.5 : f32
  %0 = math.tan %h : f32
  %1 = math.asin %h : f32
  %2 = math.acos %h : f32
  %3 = math.atan %h : f32
  %4 = math.sinh %h : f32
  %5 = math.cosh %h : f32
  %6 = math.asinh %h : f32
  %7 = math.acosh %h : f32
  %8 = math.atanh %h : f32
  %9 = math.erfc %h : f32
  %10 = math.exp2 %h : f32
  %11 = math.log2 %h : f32
  %12 = math.log10 %h : f32
  %13 = math.cbrt %h : f32
  %14 = math.roundeven %h : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// CHECK-LABEL: func.func @f64_unary() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
// CHECK-NEXT:    %cst = arith.constant -2.000000e+00 : f64
// CHECK-NEXT:    %cst_0 = arith.constant -1.500000e+00 : f64
// CHECK-NEXT:    %cst_1 = arith.constant -14.101419947171719 : f64
// CHECK-NEXT:    %cst_2 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT:    %cst_3 = arith.constant -0.98279372324732905 : f64
// CHECK-NEXT:    %cst_4 = arith.constant -2.1292794550948173 : f64
// CHECK-NEXT:    %cst_5 = arith.constant 2.3524096152432472 : f64
// CHECK-NEXT:    %cst_6 = arith.constant -1.1947632172871094 : f64
// CHECK-NEXT:    %cst_7 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT:    %cst_8 = arith.constant 1.9661051464753108 : f64
// CHECK-NEXT:    %cst_9 = arith.constant 0.35355339059327379 : f64
// CHECK-NEXT:    %0 = math.log2 %cst_0 : f64
// CHECK-NEXT:    %1 = math.log10 %cst_0 : f64
// CHECK-NEXT:    %2 = math.cbrt %cst_0 : f64
// CHECK-NEXT:    return %cst_1, %cst_2, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_7, %cst_8, %cst_9, %0, %1, %2, %cst : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
func.func @f64_unary() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %h = arith.constant -1.5 : f64
  %0 = math.tan %h : f64
  %1 = math.asin %h : f64
  %2 = math.acos %h : f64
  %3 = math.atan %h : f64
  %4 = math.sinh %h : f64
  %5 = math.cosh %h : f64
  %6 = math.asinh %h : f64
  %7 = math.acosh %h : f64
  %8 = math.atanh %h : f64
  %9 = math.erfc %h : f64
  %10 = math.exp2 %h : f64
  %11 = math.log2 %h : f64
  %12 = math.log10 %h : f64
  %13 = math.cbrt %h : f64
  %14 = math.roundeven %h : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

// -----

// CHECK-LABEL: func.func @roundeven_halves() -> (f32, f32, f64, f64) {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant -4.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %cst_2 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2 : f32, f32, f64, f64
func.func @roundeven_halves() -> (f32, f32, f64, f64) {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -3.5 : f32
  %c = arith.constant 0.5 : f64
  %d = arith.constant -0.5 : f64
  %0 = math.roundeven %a : f32
  %1 = math.roundeven %b : f32
  %2 = math.roundeven %c : f64
  %3 = math.roundeven %d : f64
  return %0, %1, %2, %3 : f32, f32, f64, f64
}

// -----

// CHECK-LABEL: func.func @atan2(%arg0: f32) -> (f32, f32, f64, f32) {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.46364760900080609 : f64
// CHECK-NEXT:    %0 = math.atan2 %arg0, %cst : f32
// CHECK-NEXT:    return %cst_0, %cst_0, %cst_1, %0 : f32, f32, f64, f32
func.func @atan2(%x: f32) -> (f32, f32, f64, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %0 = math.atan2 %z, %z : f32
  %1 = math.atan2 %nz, %z : f32
  %2 = math.atan2 %one, %two : f64
  %3 = math.atan2 %x, %z : f32
  return %0, %1, %2, %3 : f32, f32, f64, f32
}

// -----

// CHECK-LABEL: func.func @fclass() -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %true, %true, %false, %false, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1
func.func @fclass() -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0xFFF0000000000000 : f64
  %sub = arith.constant 0x00000001 : f32
  %one = arith.constant 1.0 : f64
  %0 = math.isnan %nan : f32
  %1 = math.isinf %inf : f64
  %2 = math.isfinite %inf : f64
  %3 = math.isnormal %sub : f32
  %4 = math.isnormal %one : f64
  %5 = math.isnan %one : f64
  %6 = math.isfinite %sub : f32
  %7 = math.isinf %nan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// -----

// CHECK-LABEL: func.func @int_unary() -> (i32, i32, i32, i32, i8, i8, index, i64) {
// CHECK-NEXT:    %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:    %c63 = arith.constant 63 : index
// CHECK-NEXT:    %c64_i64 = arith.constant 64 : i64
// CHECK-NEXT:    return %c-2147483648_i32, %c6_i32, %c0_i32, %c1_i32, %c8_i8, %c8_i8, %c63, %c64_i64 : i32, i32, i32, i32, i8, i8, index, i64
func.func @int_unary() -> (i32, i32, i32, i32, i8, i8, index, i64) {
  %min = arith.constant -2147483648 : i32
  %m6 = arith.constant -6 : i32
  %z = arith.constant 0 : i8
  %k = arith.constant 1 : index
  %a = arith.constant -1 : i64
  %0 = math.absi %min : i32
  %1 = math.absi %m6 : i32
  %2 = math.ctlz %m6 : i32
  %3 = math.cttz %m6 : i32
  %4 = math.ctlz %z : i8
  %5 = math.cttz %z : i8
  %6 = math.ctlz %k : index
  %7 = math.ctpop %a : i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i8, i8, index, i64
}

// -----

// CHECK-LABEL: func.func @ipowi() -> (i32, i32, i32, i32, i32, i32, i8) {
// CHECK-NEXT:    %c-13_i8 = arith.constant -13 : i8
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c689956897_i32 = arith.constant 689956897 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %0 = math.ipowi %c0_i32, %c-1_i32 : i32
// CHECK-NEXT:    return %0, %c-1_i32, %c0_i32, %c689956897_i32, %c0_i32, %c1_i32, %c-13_i8 : i32, i32, i32, i32, i32, i32, i8
func.func @ipowi() -> (i32, i32, i32, i32, i32, i32, i8) {
  %z = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %m3 = arith.constant -3 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %forty = arith.constant 40 : i32
  %three8 = arith.constant 3 : i8
  %five8 = arith.constant 5 : i8
  %0 = math.ipowi %z, %m1 : i32
  %1 = math.ipowi %m1, %m3 : i32
  %2 = math.ipowi %two, %m1 : i32
  %3 = math.ipowi %three, %forty : i32
  %4 = math.ipowi %two, %forty : i32
  %5 = math.ipowi %m3, %z : i32
  %6 = math.ipowi %three8, %five8 : i8
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i32, i32, i32, i32, i8
}

// -----

// CHECK-LABEL: func.func @extended_consts() -> (i32, i1, i32, i32, i32, i32) {
// CHECK-NEXT:    %c1999999993_i32 = arith.constant 1999999993 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c-1115098112_i32 = arith.constant -1115098112 : i32
// CHECK-NEXT:    %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT:    %c1999999996_i32 = arith.constant 1999999996 : i32
// CHECK-NEXT:    return %c1999999993_i32, %true, %c-1115098112_i32, %c-4_i32, %c-1115098112_i32, %c1999999996_i32 : i32, i1, i32, i32, i32, i32
func.func @extended_consts() -> (i32, i1, i32, i32, i32, i32) {
  %a = arith.constant -7 : i32
  %b = arith.constant 2000000000 : i32
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  return %s, %o, %l, %h, %l2, %h2 : i32, i1, i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @extended_consts_i64() -> (i64, i64, i64, i64, i8, i8) {
// CHECK-NEXT:    %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:    %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT:    %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:    %c-64_i8 = arith.constant -64 : i8
// CHECK-NEXT:    return %c-9223372036854775808_i64, %c0_i64, %c-9223372036854775808_i64, %c9223372036854775807_i64, %c-128_i8, %c-64_i8 : i64, i64, i64, i64, i8, i8
func.func @extended_consts_i64() -> (i64, i64, i64, i64, i8, i8) {
  %min = arith.constant -9223372036854775808 : i64
  %m1 = arith.constant -1 : i64
  %a8 = arith.constant -128 : i8
  %b8 = arith.constant 127 : i8
  %l, %h = arith.mulsi_extended %min, %m1 : i64
  %l2, %h2 = arith.mului_extended %min, %m1 : i64
  %l3, %h3 = arith.mulsi_extended %a8, %b8 : i8
  return %l, %h, %l2, %h2, %l3, %h3 : i64, i64, i64, i64, i8, i8
}

// -----

// CHECK-LABEL: func.func @addui_extended_zero(%arg0: i32) -> (i32, i1, i32, i1) {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %arg0, %false, %arg0, %false : i32, i1, i32, i1
func.func @addui_extended_zero(%x: i32) -> (i32, i1, i32, i1) {
  %c0 = arith.constant 0 : i32
  %s, %o = arith.addui_extended %x, %c0 : i32, i1
  %s2, %o2 = arith.addui_extended %c0, %x : i32, i1
  return %s, %o, %s2, %o2 : i32, i1, i32, i1
}

// -----

// CHECK-LABEL: func.func @mulsi_extended_one(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:    %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT:    return %arg0, %1 : i32, i32
func.func @mulsi_extended_one(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  return %l, %h : i32, i32
}

// -----

// CHECK-LABEL: func.func @mului_extended_one_zero(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    return %arg0, %c0_i32, %c0_i32, %c0_i32 : i32, i32, i32, i32
func.func @mului_extended_one_zero(%x: i32) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %l, %h = arith.mului_extended %x, %c1 : i32
  %l2, %h2 = arith.mului_extended %x, %c0 : i32
  return %l, %h, %l2, %h2 : i32, i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @extended_unused(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:    return %0, %1, %2 : i32, i32, i32
func.func @extended_unused(%x: i32, %y: i32) -> (i32, i32, i32) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  return %s, %l, %l2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @extended_kept(%arg0: i32, %arg1: i32) -> (i32, i1, i32, i32) {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:    %low, %high = arith.mulsi_extended %arg0, %c2_i32 : i32
// CHECK-NEXT:    return %sum, %overflow, %low, %high : i32, i1, i32, i32
func.func @extended_kept(%x: i32, %y: i32) -> (i32, i1, i32, i32) {
  %c2 = arith.constant 2 : i32
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %c2 : i32
  return %s, %o, %l, %h : i32, i1, i32, i32
}

// -----

// CHECK-LABEL: func.func @not_folded(%arg0: f32, %arg1: i32) -> (f32, f32, f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = math.fpowi %cst, %c3_i32 : f32, i32
// CHECK-NEXT:    %1 = math.clampf %cst to [%cst, %cst] : f32
// CHECK-NEXT:    %2 = math.cbrt %cst : f32
// CHECK-NEXT:    %3 = math.tan %arg0 : f32
// CHECK-NEXT:    return %0, %1, %2, %3 : f32, f32, f32, f32
func.func @not_folded(%x: f32, %i: i32) -> (f32, f32, f32, f32) {
  %h = arith.constant 0.5 : f32
  %three = arith.constant 3 : i32
  %0 = math.fpowi %h, %three : f32, i32
  %1 = math.clampf %h to [%h, %h] : f32
  %2 = math.cbrt %h : f32
  %3 = math.tan %x : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// -----

// truncf with a rounding mode folds only what it converts exactly, and
// truncf(extf(x)) is x whatever the mode; sitofp then truncf keeps the truncf
// when it has a mode (MLIR's truncSitofpConstrained).
// CHECK-LABEL: func.func @truncf_modes(%arg0: f32, %arg1: i32) -> (f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:    %0 = arith.truncf %cst_0 downward : f64 to f32
// CHECK-NEXT:    %1 = arith.truncf %cst_0 : f64 to f32
// CHECK-NEXT:    %2 = arith.truncf %cst_0 to_nearest_even : f64 to f32
// CHECK-NEXT:    %3 = arith.sitofp %arg1 : i32 to f64
// CHECK-NEXT:    %4 = arith.truncf %3 upward : f64 to f32
// CHECK-NEXT:    return %0, %cst, %1, %arg0, %2, %4 : f32, f32, f32, f32, f32, f32
func.func @truncf_modes(%y: f32, %i: i32) -> (f32, f32, f32, f32, f32, f32) {
  %x = arith.constant 0.1 : f64
  %o = arith.constant 1.0 : f64
  %0 = arith.truncf %x downward : f64 to f32
  %1 = arith.truncf %o upward : f64 to f32
  %2 = arith.truncf %x : f64 to f32
  %e = arith.extf %y : f32 to f64
  %3 = arith.truncf %e toward_zero : f64 to f32
  %4 = arith.truncf %x to_nearest_even : f64 to f32
  %s = arith.sitofp %i : i32 to f64
  %5 = arith.truncf %s upward : f64 to f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}
