// canonicalize folds truncf, extf and bitcast of f16 / bf16 constants as
// mlir-opt 22 does: a truncf to f16 or bf16 folds only when the value is one
// of the target type (under any rounding mode: MLIR's convertFloatValue
// refuses a conversion that loses information), so -0.0, infinities,
// subnormals and the largest finite values fold and 1.444e25, 0.1 rounded
// down, 65520 (overflow) and values below the smallest subnormal do not;
// extf of an f16 / bf16 constant is exact; bitcast between 16-bit types
// and i16 reads the same bits. (NaNs: canonicalize-float-casts-nan.mlir.)
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @truncf_exact() -> (bf16, bf16, bf16, f16, f16, bf16, f16, bf16) {
// CHECK-NEXT:   %cst = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:   %cst_0 = arith.constant -0.000000e+00 : bf16
// CHECK-NEXT:   %cst_1 = arith.constant 0xFC00 : f16
// CHECK-NEXT:   %cst_2 = arith.constant 5.960460e-08 : f16
// CHECK-NEXT:   %cst_3 = arith.constant 3.389530e+38 : bf16
// CHECK-NEXT:   %cst_4 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT:   %cst_5 = arith.constant -1.500000e+00 : bf16
// CHECK-NEXT:   return %cst, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : bf16, bf16, bf16, f16, f16, bf16, f16, bf16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truncf_inexact() -> (bf16, f16, f16, f16, f16) {
// CHECK-NEXT:   %cst = arith.constant 2.9802322387695313E-8 : f64
// CHECK-NEXT:   %cst_0 = arith.constant 1.000000e-10 : f32
// CHECK-NEXT:   %cst_1 = arith.constant 6.552000e+04 : f32
// CHECK-NEXT:   %cst_2 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 1.444000e+25 : f32
// CHECK-NEXT:   %0 = arith.truncf %cst_3 : f32 to bf16
// CHECK-NEXT:   %1 = arith.truncf %cst_2 downward : f32 to f16
// CHECK-NEXT:   %2 = arith.truncf %cst_1 : f32 to f16
// CHECK-NEXT:   %3 = arith.truncf %cst_0 : f32 to f16
// CHECK-NEXT:   %4 = arith.truncf %cst : f64 to f16
// CHECK-NEXT:   return %0, %1, %2, %3, %4 : bf16, f16, f16, f16, f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extf_half() -> (f32, f64, f32, f32, f64) {
// CHECK-NEXT:   %cst = arith.constant 0.100097656 : f32
// CHECK-NEXT:   %cst_0 = arith.constant -6.103515625E-5 : f64
// CHECK-NEXT:   %cst_1 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:   %cst_2 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:   %cst_3 = arith.constant 5.9604644775390625E-8 : f64
// CHECK-NEXT:   return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f64, f32, f32, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcast_half() -> (f16, bf16, i16, bf16, f16) {
// CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:   %cst_0 = arith.constant 7.812500e-03 : bf16
// CHECK-NEXT:   %c-16384_i16 = arith.constant -16384 : i16
// CHECK-NEXT:   %cst_1 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT:   %cst_2 = arith.constant 0xFC00 : f16
// CHECK-NEXT:   return %cst, %cst_0, %c-16384_i16, %cst_1, %cst_2 : f16, bf16, i16, bf16, f16
// CHECK-NEXT: }

func.func @truncf_exact() -> (bf16, bf16, bf16, f16, f16, bf16, f16, bf16) {
  %one = arith.constant 1.0 : f32
  %0 = arith.truncf %one : f32 to bf16
  %1 = arith.truncf %one downward : f32 to bf16
  %mz = arith.constant -0.0 : f32
  %2 = arith.truncf %mz toward_zero : f32 to bf16
  %inf = arith.constant 0xFF800000 : f32
  %3 = arith.truncf %inf : f32 to f16
  %sub = arith.constant 5.9604644775390625E-8 : f64
  %4 = arith.truncf %sub upward : f64 to f16
  %big = arith.constant 3.3895313892515355E+38 : f64
  %5 = arith.truncf %big : f64 to bf16
  %m = arith.constant 65504.0 : f32
  %6 = arith.truncf %m to_nearest_away : f32 to f16
  %h = arith.constant -1.5 : f64
  %7 = arith.truncf %h : f64 to bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : bf16, bf16, bf16, f16, f16, bf16, f16, bf16
}
func.func @truncf_inexact() -> (bf16, f16, f16, f16, f16) {
  %r = arith.constant 1.444000e+25 : f32
  %0 = arith.truncf %r : f32 to bf16
  %tenth = arith.constant 0.1 : f32
  %1 = arith.truncf %tenth downward : f32 to f16
  %ovf = arith.constant 65520.0 : f32
  %2 = arith.truncf %ovf : f32 to f16
  %tiny = arith.constant 1.0e-10 : f32
  %4 = arith.truncf %tiny : f32 to f16
  %half_sub = arith.constant 2.98023223876953125E-8 : f64
  %5 = arith.truncf %half_sub : f64 to f16
  return %0, %1, %2, %4, %5 : bf16, f16, f16, f16, f16
}
func.func @extf_half() -> (f32, f64, f32, f32, f64) {
  %a = arith.constant 0.1 : bf16
  %0 = arith.extf %a : bf16 to f32
  %b = arith.constant -6.103515625E-5 : f16
  %1 = arith.extf %b : f16 to f64
  %c = arith.constant 0xFC00 : f16
  %2 = arith.extf %c : f16 to f32
  %d = arith.constant -0.0 : bf16
  %3 = arith.extf %d : bf16 to f32
  %e = arith.constant 5.9604644775390625E-8 : f16
  %4 = arith.extf %e : f16 to f64
  return %0, %1, %2, %3, %4 : f32, f64, f32, f32, f64
}
func.func @bitcast_half() -> (f16, bf16, i16, bf16, f16) {
  %z = arith.constant 0.0 : bf16
  %0 = arith.bitcast %z : bf16 to f16
  %o = arith.constant 1.0 : f16
  %1 = arith.bitcast %o : f16 to bf16
  %m = arith.constant -2.0 : bf16
  %2 = arith.bitcast %m : bf16 to i16
  %i = arith.constant 16256 : i16
  %3 = arith.bitcast %i : i16 to bf16
  %n = arith.constant -1024 : i16
  %4 = arith.bitcast %n : i16 to f16
  return %0, %1, %2, %3, %4 : f16, bf16, i16, bf16, f16
}
