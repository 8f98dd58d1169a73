// RUN: %loopc --print-names=source %s --passes=lower-onnx | FileCheck %s
// float16 and bfloat16 tensors are stored as their bits (memref of i16) and
// computed in f32: loads convert the bits to f32, stores round back
// (passes/onnx_lower_half.c). The function records the ONNX element types
// of its parameters (10 float16, 16 bfloat16) for the tools that call it.

// CHECK-LABEL: func.func @add_half
// CHECK-SAME: (%a: memref<4xi16>, %b: memref<4xi16>) -> memref<4xi16>
// CHECK-SAME: onnx.input_dtypes = array<i64: 10, 10>, onnx.output_dtypes = array<i64: 10>
// CHECK: %[[X:.*]] = memref.load %a[{{.*}}] : memref<4xi16>
// CHECK: arith.extui %[[X]] : i16 to i32
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: memref.load %b
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[H:.*]] = arith.trunci %{{.*}} : i32 to i16
// CHECK: memref.store %[[H]], %{{.*}} : memref<4xi16>
// CHECK-NOT: f16
func.func @add_half(%a: tensor<4xf16>, %b: tensor<4xf16>) -> tensor<4xf16> {
  %y = "onnx.Add"(%a, %b) : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  "onnx.Return"(%y) : (tensor<4xf16>) -> ()
}
