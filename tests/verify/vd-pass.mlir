// --verify-diagnostics exits 0 when every expectation is met (same line,
// @+N, @-N, @above, @below, and notes).
// RUN: %loopc %s --split-input-file --verify-diagnostics

func @all_forms(%x: f32) {
  // expected-error@+2 {{'addf' op operand #1 does not dominate this use}}
  // expected-note@+2 {{operand defined here}}
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
