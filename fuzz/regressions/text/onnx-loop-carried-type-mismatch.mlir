// A carried value whose shape changes (tensor<?xf32>): the initial
// tensor<1xf32> is copied into a memref<?xf32> before the loop.
func.func @growing(%m: tensor<i64>, %v0: tensor<1xf32>) -> tensor<?xf32> {
  %none = "onnx.NoValue"() : () -> none
  %v = "onnx.Loop"(%m, %none, %v0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v_in: tensor<?xf32>):
    %one = "onnx.Constant"() {value = dense<1.0> : tensor<1xf32>} : () -> tensor<0xf32>
    %v_out = "onnx.Concat"(%v_in, %one) {axis = 0 : i64} : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
    "onnx.Yield"(%c, %v_out) : (tensor<i1>, tensor<?xf32>) -> ()
  }) : (tensor<i64>, none, tensor<1xf32>) -> tensor<?xf16>
  "onnx.Return"(%v) : (tensor<?xf32>) -> ()
}
