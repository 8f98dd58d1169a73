// Syntax errors of the "expected X" family: each bad line is reported at the
// offending token and parsing resumes on the next line.
// RUN: not %loopc %s 2>&1 | FileCheck %s

func @f(%a: f32, %b: f32, %i: index) -> f32 {
  // CHECK: expected-token.mlir:[[@LINE+1]]:16: error: expected ','
  %x = addf %a %b : f32
  // CHECK: expected-token.mlir:[[@LINE+1]]:20: error: expected ':'
  %y = mulf %a, %b f32
  // CHECK: expected-token.mlir:[[@LINE+1]]:26: error: expected 'step'
  loop.for %j = %i to %i stp %i {
    %k = addf %a, %a : f32
  }
  // CHECK: expected-token.mlir:[[@LINE+1]]:22: error: expected type
  %z = subf %a, %b : 42
  // CHECK: expected-token.mlir:[[@LINE+1]]:15: error: expected ':'
  %w = negf %a, %b : f32
  // CHECK: expected-token.mlir:[[@LINE+1]]:30: error: expected 'to'
  %c = index_cast %i : index i64
  // CHECK: expected-token.mlir:[[@LINE+1]]:8: error: expected operation name
  %v = 42
  // CHECK: expected-token.mlir:[[@LINE+1]]:17: error: expected SSA operand
  %u = addf %a, @sym : f32
  return %a : f32
}
// A missing token at the end of a line is reported just after the previous
// token, as MLIR does.
func @g(%a: f32) -> f32 {
  // CHECK: expected-token.mlir:[[@LINE+1]]:19: error: expected ':'
  %x = addf %a, %a
  return %x : f32
}
// CHECK-NOT: error
