// Integer literals and widths out of range, with mlir-opt 22's messages
// (tests/verify/mlir-opt-agrees.test runs mlir-opt on the same cases).
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @too_big() -> i128 {
  // expected-error @below {{integer constant out of range for attribute}}
  %a = arith.constant 340282366920938463463374607431768211456 : i128
  return %a : i128
}

// -----

func.func @too_small() -> i65 {
  // expected-error @below {{integer constant out of range for attribute}}
  %a = arith.constant -18446744073709551617 : i65
  return %a : i65
}

// -----

func.func @i0_one() -> i0 {
  // expected-error @below {{integer constant out of range for attribute}}
  %a = arith.constant 1 : i0
  return %a : i0
}

// -----

func.func @width() {
  // expected-error @below {{integer bitwidth is limited to 16777215 bits}}
  %a = arith.constant 1 : i16777216
  return
}
