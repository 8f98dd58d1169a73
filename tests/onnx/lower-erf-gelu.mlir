// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx | FileCheck %s
// Erf and Gelu lowered through their rows' scalar functions
// (passes/onnx_lower_tensor.c): one element at a time in the broadcasting
// nest, and in a MatMul's epilogue (both are OX_EPILOGUE).

// f32: a rational function (erf_f32) the C compiler can vectorise, not a
// call: x clamped to [-4, 4], x P(x^2) / Q(x^2) with P and Q of degree 5.
// CHECK-LABEL: func.func @erf_f32
// CHECK: %[[X:.*]] = memref.load %x[%[[I:.*]]] : memref<4xf32>
// CHECK: %[[HI:.*]] = arith.cmpf ogt, %[[X]], %{{.*}} : f32
// CHECK: %[[C1:.*]] = arith.select %[[HI]], %{{.*}}, %[[X]] : f32
// CHECK: %[[LO:.*]] = arith.cmpf olt, %[[C1]], %{{.*}} : f32
// CHECK: %[[C:.*]] = arith.select %[[LO]], %{{.*}}, %[[C1]] : f32
// CHECK: %[[T:.*]] = arith.mulf %[[C]], %[[C]] : f32
// CHECK-COUNT-10: arith.addf
// CHECK: %[[P:.*]] = arith.mulf %{{.*}}, %[[C]] : f32
// CHECK-NEXT: %[[E:.*]] = arith.divf %[[P]], %{{.*}} : f32
// CHECK-NEXT: memref.store %[[E]], %y[%[[I]]] : memref<4xf32>
// CHECK-NOT: math.erf
func.func @erf_f32(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "onnx.Erf"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

// f64 keeps math.erf (libm's erf).
// CHECK-LABEL: func.func @erf_f64
// CHECK: %[[X:.*]] = memref.load %x[%[[I:.*]]] : memref<4xf64>
// CHECK-NEXT: %[[E:.*]] = math.erf %[[X]] : f64
// CHECK-NEXT: memref.store %[[E]], %y[%[[I]]] : memref<4xf64>
func.func @erf_f64(%x: tensor<4xf64>) -> tensor<4xf64> {
  %y = "onnx.Erf"(%x) : (tensor<4xf64>) -> tensor<4xf64>
  "onnx.Return"(%y) : (tensor<4xf64>) -> ()
}

// -----

// An integer goes through f64 and truncates back (ONNX's reference:
// erf(x).astype(x.dtype)).
// CHECK-LABEL: func.func @erf_i32
// CHECK: %[[X:.*]] = memref.load %x[%{{.*}}] : memref<4xi32>
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[X]] : i32 to f64
// CHECK-NEXT: %[[E:.*]] = math.erf %[[F]] : f64
// CHECK-NEXT: %[[R:.*]] = arith.fptosi %[[E]] : f64 to i32
// CHECK-NEXT: memref.store %[[R]], %y[
func.func @erf_i32(%x: tensor<4xi32>) -> tensor<4xi32> {
  %y = "onnx.Erf"(%x) : (tensor<4xi32>) -> tensor<4xi32>
  "onnx.Return"(%y) : (tensor<4xi32>) -> ()
}

// -----

// Gelu's default: x/2 (1 + erf(x / sqrt 2)).
// CHECK-LABEL: func.func @gelu
// CHECK: %[[X:.*]] = memref.load %x[%{{.*}}] : memref<4xf64>
// CHECK: %[[U:.*]] = arith.mulf %[[X]], %{{.*}} : f64
// CHECK: %[[H:.*]] = arith.mulf %{{.*}}, %[[X]] : f64
// CHECK: %[[E:.*]] = math.erf %[[U]] : f64
// CHECK: %[[S:.*]] = arith.addf %{{.*}}, %[[E]] : f64
// CHECK: %[[R:.*]] = arith.mulf %[[H]], %[[S]] : f64
// CHECK-NEXT: memref.store %[[R]], %y[
func.func @gelu(%x: tensor<4xf64>) -> tensor<4xf64> {
  %y = "onnx.Gelu"(%x) {approximate = "none"} : (tensor<4xf64>) -> tensor<4xf64>
  "onnx.Return"(%y) : (tensor<4xf64>) -> ()
}

// -----

// approximate="tanh": x / (1 + exp(-2 sqrt(2/pi) (x + 0.044715 x^3))), the
// same function as x/2 (1 + tanh(...)) without its cancellation.
// CHECK-LABEL: func.func @gelu_tanh
// CHECK: %[[X:.*]] = memref.load %x[%{{.*}}] : memref<4xf32>
// CHECK: arith.constant 4.471500e-02 : f32
// CHECK: arith.constant -1.59576917 : f32
// CHECK: %[[E:.*]] = math.exp %{{.*}} : f32
// CHECK: %[[D:.*]] = arith.addf %{{.*}}, %[[E]] : f32
// CHECK-NEXT: %[[R:.*]] = arith.divf %[[X]], %[[D]] : f32
// CHECK-NEXT: memref.store %[[R]], %y[
// CHECK-NOT: math.tanh
func.func @gelu_tanh(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = "onnx.Gelu"(%x) {approximate = "tanh"} : (tensor<4xf32>) -> tensor<4xf32>
  "onnx.Return"(%y) : (tensor<4xf32>) -> ()
}

// -----

// Gelu(A W + b) as each tile of the product is stored (its erf the rational
// function): no nest of its own.
// CHECK-LABEL: func.func @epilogue
// CHECK: %[[T:.*]] = memref.alloc() : memref<16x32xf32>
// CHECK: scf.parallel
// CHECK: %[[S:.*]] = arith.addf
// CHECK: arith.divf
// CHECK: %[[R:.*]] = arith.mulf
// CHECK-NEXT: memref.store %[[R]], %[[T]][
// CHECK-NOT: scf.parallel
// CHECK: return %[[T]]
func.func @epilogue(%a: tensor<16x8xf32>, %w: tensor<8x32xf32>, %b: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %p = "onnx.MatMul"(%a, %w) : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
  %s = "onnx.Add"(%p, %b) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %g = "onnx.Gelu"(%s) : (tensor<16x32xf32>) -> tensor<16x32xf32>
  "onnx.Return"(%g) : (tensor<16x32xf32>) -> ()
}
