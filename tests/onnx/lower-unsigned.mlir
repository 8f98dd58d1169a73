// RUN: %loopc %s --split-input-file --passes=lower-onnx | FileCheck %s
// RUN: %loopc %s --split-input-file --passes=lower-onnx | FileCheck --check-prefix=NOSIGNED %s
// Unsigned ONNX integers are uiN tensors; lower-onnx keeps their bits in
// signless memrefs and picks the unsigned arith ops: comparisons, division,
// remainder, max/min, zero extension and integer/float conversions.

// CHECK-LABEL: func.func @compare_divide
// CHECK-SAME: (%{{.*}}: memref<4xi8>, %{{.*}}: memref<4xi8>) -> (memref<4xi1>, memref<4xi8>, memref<4xi8>, memref<4xi8>)
// CHECK-SAME: onnx.input_dtypes = array<i64: 2, 2>, onnx.output_dtypes = array<i64: 9, 2, 2, 2>
// CHECK: arith.cmpi ugt, %{{.*}}, %{{.*}} : i8
// CHECK: arith.divui %{{.*}}, %{{.*}} : i8
// CHECK: arith.remui %{{.*}}, %{{.*}} : i8
// CHECK: arith.maxui %{{.*}}, %{{.*}} : i8
// NOSIGNED-LABEL: func.func @compare_divide
// NOSIGNED-NOT: arith.cmpi s{{[a-z]+}}, {{.*}} : i8
// NOSIGNED-NOT: arith.{{divsi|remsi|maxsi|minsi}}
// NOSIGNED-LABEL: func.func @casts
func.func @compare_divide(%a: tensor<4xui8>, %b: tensor<4xui8>) -> (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>, tensor<4xui8>) {
  %gt = "onnx.Greater"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  %d = "onnx.Div"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %m = "onnx.Mod"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  %x = "onnx.Max"(%a, %b) : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xui8>
  "onnx.Return"(%gt, %d, %m, %x) : (tensor<4xi1>, tensor<4xui8>, tensor<4xui8>, tensor<4xui8>) -> ()
}

// -----

// Casts: an unsigned source extends with zeros and converts to float as
// unsigned; a float converts to an unsigned target as unsigned; a signed
// source extends with its sign whatever the target.
// CHECK-LABEL: func.func @casts
// CHECK: arith.uitofp %{{.*}} : i8 to f32
// CHECK: arith.extui %{{.*}} : i8 to i64
// CHECK: arith.fptoui %{{.*}} : f32 to i16
// CHECK: arith.extsi %{{.*}} : i8 to i32
func.func @casts(%a: tensor<2xui8>, %f: tensor<2xf32>, %s: tensor<2xi8>) -> (tensor<2xf32>, tensor<2xi64>, tensor<2xui16>, tensor<2xui32>) {
  %0 = "onnx.Cast"(%a) {to = 1 : i64} : (tensor<2xui8>) -> tensor<2xf32>
  %1 = "onnx.Cast"(%a) {to = 7 : i64} : (tensor<2xui8>) -> tensor<2xi64>
  %2 = "onnx.Cast"(%f) {to = 4 : i64} : (tensor<2xf32>) -> tensor<2xui16>
  %3 = "onnx.Cast"(%s) {to = 12 : i64} : (tensor<2xi8>) -> tensor<2xui32>
  "onnx.Return"(%0, %1, %2, %3) : (tensor<2xf32>, tensor<2xi64>, tensor<2xui16>, tensor<2xui32>) -> ()
}

// -----

// Reductions start from the unsigned extremes: ReduceMax from 0, ReduceMin
// from all ones; ArgMax compares unsigned.
// CHECK-LABEL: func.func @reduce
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: arith.maxui
// CHECK: %[[ONES:.*]] = arith.constant -1 : i32
// CHECK: arith.minui
// CHECK: arith.cmpi ugt
func.func @reduce(%a: tensor<3x4xui32>) -> (tensor<3x1xui32>, tensor<1x4xui32>, tensor<3xi64>) {
  %0 = "onnx.ReduceMax"(%a) {axes = array<i64: 1>} : (tensor<3x4xui32>) -> tensor<3x1xui32>
  %1 = "onnx.ReduceMin"(%a) {axes = array<i64: 0>} : (tensor<3x4xui32>) -> tensor<1x4xui32>
  %2 = "onnx.ArgMax"(%a) {axis = 1 : i64, keepdims = 0 : i64} : (tensor<3x4xui32>) -> tensor<3xi64>
  "onnx.Return"(%0, %1, %2) : (tensor<3x1xui32>, tensor<1x4xui32>, tensor<3xi64>) -> ()
}

// -----

// Constants keep their bits: 200 : ui8 is stored as the i8 -56.
// CHECK-LABEL: func.func @constant
// CHECK: arith.constant -56 : i8
// CHECK: arith.cmpi ult
func.func @constant(%a: tensor<ui8>) -> tensor<i1> {
  %c = "onnx.Constant"() {value = dense<200> : tensor<ui8>} : () -> tensor<ui8>
  %0 = "onnx.Less"(%a, %c) : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
  "onnx.Return"(%0) : (tensor<i1>) -> ()
}
