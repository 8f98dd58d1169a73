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

// -----

// Unsigned integer types (uiN): 0 .. 2^N - 1, printed unsigned; a negative
// literal is an error, as in MLIR.
func.func @unsigned_fits() attributes {a = 255 : ui8, b = 18446744073709551615 : ui64, c = dense<[0, 200, 255]> : tensor<3xui8>} {
  return
}
// CHECK-NOT: error: {{.*}}:[[@LINE-3]]:

// -----

func.func @unsigned_negative() attributes {
  // CHECK: int-range.mlir:[[@LINE+1]]:7: error: negative integer literal not valid for unsigned integer type
  a = -1 : ui8} {
  return
}

// -----

func.func @unsigned_too_big() attributes {
  // CHECK: int-range.mlir:[[@LINE+1]]:7: error: integer constant out of range for attribute of type 'ui8'
  a = 256 : ui8} {
  return
}

// -----

func.func @unsigned_dense_negative() attributes {
  // CHECK: int-range.mlir:[[@LINE+1]]:17: error: negative integer literal not valid for unsigned integer type
  a = dense<[1, -2]> : tensor<2xui16>} {
  return
}
