func.func @f(%m: tensor<i64>, %x: tensor<*xf32>) -> tensor<f32> {
  %none = "onnx.NoValue"() : () -> none
  %v = "onnx.Loop"(%m, %none) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>):
    "onnx.Yield"(%c, %x) : (tensor<i1>, tensor<*xf32>) -> ()
  }) : (tensor<i64>, none) -> tensor<f32>
  "onnx.Return"(%v) : (tensor<f32>) -> ()
}
