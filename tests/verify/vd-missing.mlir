// --verify-diagnostics fails when an expected error is not produced.
// RUN: not %loopc %s --verify-diagnostics 2>&1 | FileCheck %s

func @valid(%x: f32) -> f32 {
  // CHECK: vd-missing.mlir:[[@LINE+1]]:6: error: expected error "this never happens" was not produced
  // expected-error@+1 {{this never happens}}
  %y = addf %x, %x : f32
  return %y : f32
}
