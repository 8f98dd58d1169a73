// --verify-diagnostics fails on an error nobody expected.
// RUN: not %loopc %s --verify-diagnostics 2>&1 | FileCheck %s

func @unexpected(%x: f32) -> i32 {
  // CHECK: vd-unexpected.mlir:[[@LINE+1]]:3: error: unexpected error: type of return operand 0 ('f32') doesn't match function result type ('i32') in function @unexpected
  return %x : f32
}
// CHECK-NOT: error:
