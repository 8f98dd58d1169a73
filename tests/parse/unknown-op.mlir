// Custom-syntax ops that loopc does not know, with and without results.
// RUN: not %loopc %s 2>&1 | FileCheck %s

func @f(%a: f32) -> f32 {
  // CHECK: unknown-op.mlir:[[@LINE+1]]:8: error: custom op 'foo.bar' is unknown
  %x = foo.bar %a : f32
  // CHECK: unknown-op.mlir:[[@LINE+1]]:3: error: custom op 'frobnicate' is unknown
  frobnicate %a {
    %y = addf %a, %a : f32
  }
  // ONNX ops exist only in generic form.
  // CHECK: unknown-op.mlir:[[@LINE+1]]:8: error: custom op 'onnx.Add' is unknown
  %z = onnx.Add %a, %a : f32
  return %a : f32
}
// CHECK-NOT: error
