// RUN: not %loopc %s --passes=lower-onnx 2>&1 | FileCheck %s
// An op the importer accepts but the lowering does not handle is one
// error naming the op (and the ONNX node when known).

// CHECK: error: 'onnx.Softmax' op (node 'sm0'): is not supported by the lowering
// CHECK-NOT: error
func.func @softmax(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "onnx.Softmax"(%x) {onnx_node_name = "sm0"} : (tensor<4xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}
