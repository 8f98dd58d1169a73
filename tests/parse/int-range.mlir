// RUN: not %loopc %s --split-input-file 2>&1 | FileCheck %s
// Integer literals must fit their type, read as signed or unsigned (as MLIR).

func @fits() -> (i8, i8, i1, i32) {
  %a = constant 255 : i8
  %b = constant -128 : i8
  %t = constant -1 : i1
  %c = constant 4294967295 : i32
  return %a, %b, %t, %c : i8, i8, i1, i32
}
// CHECK-NOT: error: {{.*}}:5:

// -----

func @too_big() -> i8 {
  // CHECK: int-range.mlir:[[@LINE+1]]:17: error: integer constant out of range for attribute of type 'i8'
  %a = constant 256 : i8
  return %a : i8
}

// -----

func @too_small() -> i16 {
  // CHECK: int-range.mlir:[[@LINE+1]]:23: error: integer constant out of range for attribute of type 'i16'
  %a = arith.constant -32769 : i16
  return %a : i16
}

// -----

func @bool_two() -> i1 {
  // CHECK: int-range.mlir:[[@LINE+1]]:17: error: integer constant out of range for attribute of type 'i1'
  %a = constant 2 : i1
  return %a : i1
}
