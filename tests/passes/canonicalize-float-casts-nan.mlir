// loopc-only: a truncf, extf or bitcast that would make or read a 16-bit
// NaN is not folded (loopc keeps f16 / bf16 constants as doubles, which do
// not carry a 16-bit NaN's payload through), where mlir-opt 22 folds them
// (0x7FC00000 : f32 to 0x7FC0 : bf16, 0x7E00 : f16 to 0x7FC00000 : f32,
// 32257 : i16 to 0x7E01 : f16, 0x7F80 : bf16, an infinity, to the f16 NaN
// 0x7F80). Each stays as written: the program computes the same bits.
// RUN: %loopc %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @extf_half_nan() -> f32 {
// CHECK-NEXT:   %cst = arith.constant 0x7E00 : f16
// CHECK-NEXT:   %0 = arith.extf %cst : f16 to f32
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcast_half_nan() -> (f16, bf16) {
// CHECK-NEXT:   %cst = arith.constant 0x7E00 : f16
// CHECK-NEXT:   %c32257_i16 = arith.constant 32257 : i16
// CHECK-NEXT:   %0 = arith.bitcast %c32257_i16 : i16 to f16
// CHECK-NEXT:   %1 = arith.bitcast %cst : f16 to bf16
// CHECK-NEXT:   return %0, %1 : f16, bf16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truncf_nan() -> bf16 {
// CHECK-NEXT:   %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:   %0 = arith.truncf %cst : f32 to bf16
// CHECK-NEXT:   return %0 : bf16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcast_inf_to_nan() -> f16 {
// CHECK-NEXT:   %cst = arith.constant 0x7F80 : bf16
// CHECK-NEXT:   %0 = arith.bitcast %cst : bf16 to f16
// CHECK-NEXT:   return %0 : f16
// CHECK-NEXT: }

func.func @extf_half_nan() -> f32 {
  %n = arith.constant 0x7E00 : f16
  %0 = arith.extf %n : f16 to f32
  return %0 : f32
}
func.func @bitcast_half_nan() -> (f16, bf16) {
  %n = arith.constant 32257 : i16
  %0 = arith.bitcast %n : i16 to f16
  %x = arith.constant 0x7E00 : f16
  %1 = arith.bitcast %x : f16 to bf16
  return %0, %1 : f16, bf16
}
func.func @truncf_nan() -> bf16 {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.truncf %nan : f32 to bf16
  return %0 : bf16
}
func.func @bitcast_inf_to_nan() -> f16 {
  %inf = arith.constant 0x7F80 : bf16
  %0 = arith.bitcast %inf : bf16 to f16
  return %0 : f16
}
