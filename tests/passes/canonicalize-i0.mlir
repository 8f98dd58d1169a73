// canonicalize on i0, whose one value is 0, as mlir-opt 22 folds it: extsi
// and extui of an i0 constant, trunci of a constant to i0, shifts by an i0
// constant, min / max of x and x or of two constants, mulsi_extended and
// mului_extended with an i0 constant (MLIR's Arith/canonicalize.mlir has
// the constant cases). Where nothing may fire (as in mlir-opt): shrsi with
// only the left operand constant, maxsi(x, 0), casts of i0 arguments.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @extsi_i0() -> i16 {
// CHECK-NEXT:   %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:   return %c0_i16 : i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trunc_i0() -> i0 {
// CHECK-NEXT:   %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:   return %c0_i0 : i0
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shli_arg(%arg0: i0, %arg1: i0) -> (i0, i0, i0, i0, i0) {
// CHECK-NEXT:   %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:   %0 = arith.shrsi %c0_i0, %arg1 : i0
// CHECK-NEXT:   %1 = arith.maxsi %arg0, %c0_i0 : i0
// CHECK-NEXT:   return %arg0, %0, %1, %arg0, %c0_i0 : i0, i0, i0, i0, i0
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mulsi_extended_i0(%arg0: i0) -> (i0, i0, i0, i0) {
// CHECK-NEXT:   %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:   return %c0_i0, %c0_i0, %c0_i0, %c0_i0 : i0, i0, i0, i0
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ext_arg(%arg0: i0) -> (i8, i8, i0) {
// CHECK-NEXT:   %0 = arith.extsi %arg0 : i0 to i8
// CHECK-NEXT:   %1 = arith.extui %arg0 : i0 to i8
// CHECK-NEXT:   return %0, %1, %arg0 : i8, i8, i0
// CHECK-NEXT: }

func.func @extsi_i0() -> i16 {
  %c0 = arith.constant 0 : i0
  %extsi = arith.extsi %c0 : i0 to i16
  return %extsi : i16
}
func.func @trunc_i0() -> i0 {
  %cFF = arith.constant 0xFF : i8
  %trunc = arith.trunci %cFF : i8 to i0
  return %trunc : i0
}
func.func @shli_arg(%a: i0, %b: i0) -> (i0, i0, i0, i0, i0) {
  %c0 = arith.constant 0 : i0
  %0 = arith.shli %a, %c0 : i0
  %1 = arith.shrsi %c0, %b : i0
  %2 = arith.maxsi %a, %c0 : i0
  %3 = arith.minui %a, %a : i0
  %4 = arith.maxui %c0, %c0 : i0
  return %0, %1, %2, %3, %4 : i0, i0, i0, i0, i0
}
func.func @mulsi_extended_i0(%a: i0) -> (i0, i0, i0, i0) {
  %c0 = arith.constant 0 : i0
  %m:2 = arith.mulsi_extended %c0, %c0 : i0
  %n:2 = arith.mului_extended %a, %c0 : i0
  return %m#0, %m#1, %n#0, %n#1 : i0, i0, i0, i0
}
func.func @ext_arg(%a: i0) -> (i8, i8, i0) {
  %0 = arith.extsi %a : i0 to i8
  %1 = arith.extui %a : i0 to i8
  %2 = arith.trunci %0 : i8 to i0
  return %0, %1, %2 : i8, i8, i0
}
