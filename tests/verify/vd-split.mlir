// --verify-diagnostics per --split-input-file chunk: lines stay absolute, a
// mismatch in one chunk fails the run, the other chunks still pass.
// RUN: not %loopc %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s

func @ok_chunk(%x: f32) -> i32 {
  // expected-error@below {{doesn't match function result type}}
  return %x : f32
}

// -----

func @also_ok(%x: f32) -> i32 {
  return %x : f32
  // expected-error@above {{doesn't match function result type}}
}

// -----

func @bad_chunk(%x: f32) -> f32 {
  // CHECK: vd-split.mlir:[[@LINE+1]]:6: error: expected warning "not emitted" was not produced
  // expected-warning@+1 {{not emitted}}
  return %x : f32
}
// CHECK-NOT: error:
