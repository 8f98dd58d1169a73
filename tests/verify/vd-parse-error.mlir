// --verify-diagnostics also covers the parser's errors, chunk by chunk.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @undeclared() -> f32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %nope : f32
}

// -----

// A chunk after a parse error is still verified.
func.func @after_parse_error(%x: f32) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32')}}
  return %x : f32
}
