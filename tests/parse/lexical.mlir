// Lexical errors: stray characters, unterminated strings and unbalanced
// dialect brackets are located at the offending token.
// RUN: not %loopc %s 2>&1 | FileCheck %s

func @f(%a: f32) -> f32 {
  // CHECK: lexical.mlir:[[@LINE+1]]:20: error: unexpected character '$'
  %x = addf %a, %a $ : f32
  // CHECK: lexical.mlir:[[@LINE+1]]:17: error: expected '"' in string literal
  %s = constant "abc
  // CHECK: lexical.mlir:[[@LINE+1]]:25: error: unexpected character '\xC2'
  %t = constant 1 : i32 £
  return %a : f32
}
// CHECK: lexical.mlir:[[@LINE+1]]:13: error: mismatched bracket in dialect attribute, type or location
func @g(%b: !foo.bar<a<b>) {
  return
}
// CHECK-NOT: error
