// canonicalize on integers wider than 64 bits and on i0, as mlir-opt 22
// folds them (APInt there, ir/wideint.c here): addi, subi, muli, andi, ori,
// xori and cmpi of constants (wrapping at the width), trunci, extsi and
// extui of constants across 64 bits, the identities with a constant right
// operand (x + 0, x * 1, x * 0, x & -1, x | -1, x - x, x ^ x, x == x), and
// i0's (every i0 constant is 0). Where nothing may fire: operands that
// are not constants.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @fold() -> (i128, i128, i128, i128, i1, i1, i64, i128, i128, i256, i65, i128, i128) {
// CHECK-NEXT:   %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:   %c170141183460469231731687303715884105726_i128 = arith.constant 170141183460469231731687303715884105726 : i128
// CHECK-NEXT:   %c-170141183460469231731687303715884105725_i128 = arith.constant -170141183460469231731687303715884105725 : i128
// CHECK-NEXT:   %c-170141183460469231731687303715884105726_i128 = arith.constant -170141183460469231731687303715884105726 : i128
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT:   %c-5_i128 = arith.constant -5 : i128
// CHECK-NEXT:   %c18446744073709551611_i128 = arith.constant 18446744073709551611 : i128
// CHECK-NEXT:   %c-3_i256 = arith.constant -3 : i256
// CHECK-NEXT:   %c3_i65 = arith.constant 3 : i65
// CHECK-NEXT:   %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT:   %c170141183460469231731687303715884105725_i128 = arith.constant 170141183460469231731687303715884105725 : i128
// CHECK-NEXT:   return %c-170141183460469231731687303715884105728_i128, %c170141183460469231731687303715884105726_i128, %c-170141183460469231731687303715884105725_i128, %c-170141183460469231731687303715884105726_i128, %true, %true, %c3_i64, %c-5_i128, %c18446744073709551611_i128, %c-3_i256, %c3_i65, %c170141183460469231731687303715884105727_i128, %c170141183460469231731687303715884105725_i128 : i128, i128, i128, i128, i1, i1, i64, i128, i128, i256, i65, i128, i128
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ident(%arg0: i128) -> (i128, i128, i128, i128, i128, i128, i1, i128) {
// CHECK-NEXT:   %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:   return %arg0, %arg0, %c0_i128, %arg0, %c0_i128, %c0_i128, %true, %c-1_i128 : i128, i128, i128, i128, i128, i128, i1, i128
// CHECK-NEXT: }
// CHECK-LABEL: func.func @z(%arg0: i0, %arg1: i0) -> (i0, i1, i0, i32) {
// CHECK-NEXT:   %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg1 : i0
// CHECK-NEXT:   %1 = arith.cmpi eq, %arg0, %arg1 : i0
// CHECK-NEXT:   %2 = arith.extui %0 : i0 to i32
// CHECK-NEXT:   return %0, %1, %c0_i0, %2 : i0, i1, i0, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_folded(%arg0: i128, %arg1: i128) -> (i128, i128, i1, i128) {
// CHECK-NEXT:   %c5_i128 = arith.constant 5 : i128
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i128
// CHECK-NEXT:   %1 = arith.muli %arg0, %c5_i128 : i128
// CHECK-NEXT:   %2 = arith.cmpi slt, %arg0, %c5_i128 : i128
// CHECK-NEXT:   %3 = arith.divsi %c5_i128, %arg0 : i128
// CHECK-NEXT:   return %0, %1, %2, %3 : i128, i128, i1, i128
// CHECK-NEXT: }

func.func @fold() -> (i128, i128, i128, i128, i1, i1, i64, i128, i128, i256, i65, i128, i128) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant 1 : i128
  %c = arith.constant -3 : i128
  %s = arith.addi %a, %b : i128
  %d = arith.subi %c, %a : i128
  %m = arith.muli %a, %c : i128
  %x = arith.xori %a, %c : i128
  %lt = arith.cmpi slt, %s, %c : i128
  %ult = arith.cmpi ult, %s, %c : i128
  %t = arith.trunci %m : i128 to i64
  %e64 = arith.constant -5 : i64
  %se = arith.extsi %e64 : i64 to i128
  %ze = arith.extui %e64 : i64 to i128
  %w = arith.extsi %c : i128 to i256
  %t65 = arith.trunci %m : i128 to i65
  %o = arith.ori %a, %b : i128
  %n = arith.andi %c, %a : i128
  return %s, %d, %m, %x, %lt, %ult, %t, %se, %ze, %w, %t65, %o, %n : i128, i128, i128, i128, i1, i1, i64, i128, i128, i256, i65, i128, i128
}
func.func @ident(%x: i128) -> (i128, i128, i128, i128, i128, i128, i1, i128) {
  %z = arith.constant 0 : i128
  %o = arith.constant 1 : i128
  %m = arith.constant -1 : i128
  %a = arith.addi %x, %z : i128
  %b = arith.muli %x, %o : i128
  %c = arith.muli %x, %z : i128
  %d = arith.andi %x, %m : i128
  %e = arith.subi %x, %x : i128
  %f = arith.xori %x, %x : i128
  %g = arith.cmpi eq, %x, %x : i128
  %h = arith.ori %x, %m : i128
  return %a, %b, %c, %d, %e, %f, %g, %h : i128, i128, i128, i128, i128, i128, i1, i128
}
func.func @z(%a: i0, %b: i0) -> (i0, i1, i0, i32) {
  %c = arith.constant 0 : i0
  %s = arith.addi %a, %c : i0
  %m = arith.muli %s, %b : i0
  %e = arith.cmpi eq, %a, %b : i0
  %x = arith.extui %m : i0 to i32
  %t = arith.trunci %x : i32 to i0
  return %t, %e, %c, %x : i0, i1, i0, i32
}
func.func @not_folded(%x: i128, %y: i128) -> (i128, i128, i1, i128) {
  %c = arith.constant 5 : i128
  %a = arith.addi %x, %y : i128
  %m = arith.muli %x, %c : i128
  %l = arith.cmpi slt, %x, %c : i128
  %d = arith.divsi %c, %x : i128
  return %a, %m, %l, %d : i128, i128, i1, i128
}
