// RUN: not %loopc %s --passes=lower-onnx 2>&1 | FileCheck %s
// What the verifier accepts but the lowering cannot handle is one error
// naming the op or the function.

// CHECK: error: 'func.func' op argument 0 of an ONNX graph must be a ranked tensor, a sequence or an optional, got 'tensor<*xf32>'
// CHECK-NOT: error
func.func @unranked(%x: tensor<*xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %z = "onnx.Relu"(%y) : (tensor<2xf32>) -> tensor<2xf32>
  "onnx.Return"(%z) : (tensor<2xf32>) -> ()
}
