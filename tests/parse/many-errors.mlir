// Several syntax errors in one file are all reported, in order, each once;
// recovery skips the rest of a bad line and any region it opens.
// RUN: not %loopc %s 2>&1 | FileCheck %s

func @f(%a: f32, %i: index) -> f32 {
  // CHECK: many-errors.mlir:[[@LINE+1]]:16: error: expected ','
  %x = addf %a %a : f32
  // CHECK-NEXT: %x = addf
  // CHECK: many-errors.mlir:[[@LINE+1]]:26: error: expected 'step'
  loop.for %j = %i to %i steps %i {
    %bad = addf %a %a : f32
    loop.if %c {
    }
  }
  // CHECK: many-errors.mlir:[[@LINE+1]]:8: error: custom op 'nope' is unknown
  %y = nope %a : f32
  // CHECK: many-errors.mlir:[[@LINE+1]]:19: error: expected ':'
  %z = mulf %a, %a
  // CHECK: many-errors.mlir:[[@LINE+1]]:16: error: expected ','
  %w = subf %a %a : f32
  return %a : f32
}

func @g(%a: f32) {
  // CHECK: many-errors.mlir:[[@LINE+1]]:13: error: expected SSA operand
  %v = negf : f32
  return
}
// The errors above hide the (consequential) undeclared names.
// CHECK-NOT: error
