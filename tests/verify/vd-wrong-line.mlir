// --verify-diagnostics fails when the error appears on another line than expected.
// RUN: not %loopc %s --verify-diagnostics 2>&1 | FileCheck %s

func @wrong_line(%x: f32) -> f32 {
  // CHECK-DAG: vd-wrong-line.mlir:[[@LINE+1]]:6: error: expected error "does not dominate" was not produced
  // expected-error@+2 {{does not dominate}}
  %b = addf %x, %x : f32
  // CHECK-DAG: vd-wrong-line.mlir:[[@LINE+1]]:8: error: unexpected error: operand #0 does not dominate this use
  %c = addf %a, %x : f32
  // CHECK-DAG: vd-wrong-line.mlir:[[@LINE+1]]:8: error: unexpected note: operand defined here (op in the same block)
  %a = addf %b, %c : f32
  return %a : f32
}
