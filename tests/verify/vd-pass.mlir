// --verify-diagnostics exits 0 when every expectation is met: on the same
// line, @+N, @-N, @above, @below, with or without a space before the `@`,
// notes, and regular expressions in {{...}} with expected-*-re, read as
// mlir-opt 22 reads them.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @all_forms(%x: f32) {
  // expected-error@+2 {{operand #1 does not dominate this use}}
  // expected-note @+2 {{operand defined here (op in the same block)}}
  %b = addf %x, %a : f32
  %a = addf %x, %x : f32
  return
}

// -----

func @same_line(%x: f32) -> i32 {
  return %x : f32 // expected-error {{doesn't match function result type ('i32')}}
}

// -----

func @minus(%x: f32) -> i32 {
  return %x : f32
  // expected-error@-1 {{type of return operand 0 ('f32')}}
}

// -----

func.func @below_with_space(%x: f32) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-integer-like}}
  %y = arith.addi %x, %x : f32
  return
}

// -----

func.func @above_and_regex(%x: f32) {
  %y = arith.addi %x, %x : f32
  // expected-error-re @above {{'arith.{{[a-z]+}}' op operand #{{[0-9]+}} must be {{.*}}, but got 'f32'}}
  return
}
