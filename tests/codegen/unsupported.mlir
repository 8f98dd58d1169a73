// What the C backend cannot emit is reported at the op (every such op, not
// just the first), and nothing is written.
// RUN: not %loopc %s --emit=c -o %t.c 2>&1 | FileCheck %s
// RUN: not test -e %t.c

// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op argument type 'tensor<4xf32>' is not supported by the C backend
func.func @tensor_arg(%t: tensor<4xf32>) {
  return
}

// Unsigned integers belong to the onnx dialect's tensors (lower-onnx makes
// them signless).
// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op argument type 'memref<2xui8>' is not supported by the C backend
func.func @unsigned_arg(%m: memref<2xui8>) {
  return
}

func.func @unknown_op() {
  // CHECK: unsupported.mlir:[[@LINE+1]]:3: error: 'foo.bar' op is not supported by the C backend
  "foo.bar"() : () -> ()
  return
}

func.func @half(%a: f32) -> f32 {
  // CHECK: unsupported.mlir:[[@LINE+1]]:8: error: 'arith.truncf' op result type 'f16' is not supported by the C backend
  %h = arith.truncf %a : f32 to f16
  %b = arith.extf %h : f16 to f32
  return %b : f32
}

// CHECK: unsupported.mlir:[[@LINE+1]]:1: error: 'func.func' op result type 'i7' is not supported by the C backend
func.func @odd_width(%a: i7) -> i7 {
  return %a : i7
}
