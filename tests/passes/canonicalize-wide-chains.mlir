// The constants of add/sub/mul chains combine at any width, as mlir-opt 22's
// APInt patterns do (MLIR's Arith/canonicalize.mlir @tripleMulLargeInt):
// AddIAddConstant, AddISubConstantRHS/LHS, the four SubI*Constant* and
// MulIMulIConstant on i65, i128 and i256 constants, AddIMulNegativeOne on i200, wrapping at the width
// (i128's largest value plus one is its smallest), overflow flags merged as
// for narrow types. Where nothing may fire: addi of two non-constants.
// (diff/wide_chains.mlir runs the values.)
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @add_add(%arg0: i256) -> i256 {
// CHECK-NEXT:   %c3618502788666131213697322783095070105623107215331596699973092056135872020482_i256 = arith.constant 3618502788666131213697322783095070105623107215331596699973092056135872020482 : i256
// CHECK-NEXT:   %0 = arith.addi %arg0, %c3618502788666131213697322783095070105623107215331596699973092056135872020482_i256 : i256
// CHECK-NEXT:   return %0 : i256
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wrap(%arg0: i128) -> (i128, i128, i128) {
// CHECK-NEXT:   %c170141183460469231731687303715884105726_i128 = arith.constant 170141183460469231731687303715884105726 : i128
// CHECK-NEXT:   %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:   %0 = arith.addi %arg0, %c-170141183460469231731687303715884105728_i128 overflow<nsw> : i128
// CHECK-NEXT:   %1 = arith.subi %c170141183460469231731687303715884105726_i128, %arg0 : i128
// CHECK-NEXT:   %2 = arith.subi %c-170141183460469231731687303715884105728_i128, %arg0 overflow<nuw> : i128
// CHECK-NEXT:   return %0, %1, %2 : i128, i128, i128
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sub_chain(%arg0: i65) -> (i65, i65, i65, i65) {
// CHECK-NEXT:   %c18446744073709551608_i65 = arith.constant 18446744073709551608 : i65
// CHECK-NEXT:   %c18446744073709551610_i65 = arith.constant 18446744073709551610 : i65
// CHECK-NEXT:   %c-18446744073709551610_i65 = arith.constant -18446744073709551610 : i65
// CHECK-NEXT:   %0 = arith.addi %arg0, %c-18446744073709551610_i65 : i65
// CHECK-NEXT:   %1 = arith.addi %arg0, %c18446744073709551610_i65 : i65
// CHECK-NEXT:   %2 = arith.subi %c18446744073709551608_i65, %arg0 : i65
// CHECK-NEXT:   %3 = arith.addi %arg0, %c18446744073709551610_i65 : i65
// CHECK-NEXT:   return %0, %1, %2, %3 : i65, i65, i65, i65
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_fire(%arg0: i128, %arg1: i128) -> (i128, i128) {
// CHECK-NEXT:   %c25_i128 = arith.constant 25 : i128
// CHECK-NEXT:   %c5_i128 = arith.constant 5 : i128
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i128
// CHECK-NEXT:   %1 = arith.addi %0, %c5_i128 : i128
// CHECK-NEXT:   %2 = arith.muli %arg0, %c25_i128 : i128
// CHECK-NEXT:   return %1, %2 : i128, i128
// CHECK-NEXT: }

// CHECK-LABEL: func.func @add_mul_neg_one(%arg0: i200, %arg1: i200) -> (i200, i200) {
// CHECK-NEXT:   %c12345678901234567890123_i200 = arith.constant 12345678901234567890123 : i200
// CHECK-NEXT:   %0 = arith.subi %c12345678901234567890123_i200, %arg0 : i200
// CHECK-NEXT:   %1 = arith.subi %arg1, %arg0 : i200
// CHECK-NEXT:   return %0, %1 : i200, i200
// CHECK-NEXT: }
func.func @add_add(%x: i256) -> i256 {
  %0 = arith.constant 3618502788666131213697322783095070105623107215331596699973092056135872020481 : i256
  %1 = arith.constant 1 : i256
  %2 = arith.addi %x, %0 : i256
  %3 = arith.addi %2, %1 : i256
  return %3 : i256
}
func.func @wrap(%x: i128) -> (i128, i128, i128) {
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  %one = arith.constant 1 : i128
  %a = arith.addi %x, %max overflow<nsw> : i128
  %b = arith.addi %a, %one overflow<nsw> : i128
  %c = arith.subi %max, %x : i128
  %d = arith.subi %c, %one : i128
  %e = arith.subi %x, %max overflow<nuw> : i128
  %f = arith.subi %one, %e overflow<nuw> : i128
  return %b, %d, %f : i128, i128, i128
}
func.func @sub_chain(%x: i65) -> (i65, i65, i65, i65) {
  %k = arith.constant 18446744073709551615 : i65
  %m = arith.constant -7 : i65
  %a = arith.addi %x, %k : i65
  %0 = arith.subi %a, %m : i65
  %b = arith.subi %x, %k : i65
  %1 = arith.addi %b, %m : i65
  %c = arith.subi %k, %x : i65
  %2 = arith.addi %c, %m : i65
  %3 = arith.subi %m, %c : i65
  return %0, %1, %2, %3 : i65, i65, i65, i65
}
func.func @no_fire(%x: i128, %y: i128) -> (i128, i128) {
  %k = arith.constant 5 : i128
  %a = arith.addi %x, %y : i128
  %0 = arith.addi %a, %k : i128
  %b = arith.muli %x, %k : i128
  %1 = arith.muli %b, %k : i128
  return %0, %1 : i128, i128
}
func.func @add_mul_neg_one(%x: i200, %y: i200) -> (i200, i200) {
  %m1 = arith.constant -1 : i200
  %k = arith.constant 12345678901234567890123 : i200
  %n = arith.muli %x, %m1 : i200
  %0 = arith.addi %n, %k : i200
  %1 = arith.addi %y, %n : i200
  return %0, %1 : i200, i200
}
