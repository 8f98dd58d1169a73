// MulSIExtendedRHSOne (mulsi_extended(x, 1) is x and x's sign spread)
// fires from two bits up and not on i1, whose constant 1 (true) is -1 as a
// signed value, as in mlir-opt 22 (MLIR's Arith/canonicalize.mlir
// @mulsiExtendedOneRhsI1); mului_extended(x, true) and an unused high half
// still fold. (diff/mulsi_extended_i1.mlir runs the values.)
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @a(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %low, %high = arith.mulsi_extended %arg0, %true : i1
// CHECK-NEXT:   return %low, %high : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: i2) -> (i2, i2) {
// CHECK-NEXT:   %c0_i2 = arith.constant 0 : i2
// CHECK-NEXT:   %0 = arith.cmpi slt, %arg0, %c0_i2 : i2
// CHECK-NEXT:   %1 = arith.extsi %0 : i1 to i2
// CHECK-NEXT:   return %arg0, %1 : i2, i2
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: i1) -> (i1, i1) {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   return %arg0, %false : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: i1) -> i1 {
// CHECK-NEXT:   return %arg0 : i1
// CHECK-NEXT: }

func.func @a(%x: i1) -> (i1, i1) {
  %one = arith.constant true
  %l, %h = arith.mulsi_extended %x, %one : i1
  return %l, %h : i1, i1
}
func.func @b(%x: i2) -> (i2, i2) {
  %one = arith.constant 1 : i2
  %l, %h = arith.mulsi_extended %x, %one : i2
  return %l, %h : i2, i2
}
func.func @c(%x: i1) -> (i1, i1) {
  %one = arith.constant true
  %l, %h = arith.mului_extended %x, %one : i1
  return %l, %h : i1, i1
}
func.func @d(%x: i1) -> (i1) {
  %one = arith.constant true
  %l, %h = arith.mulsi_extended %x, %one : i1
  return %l : i1
}
