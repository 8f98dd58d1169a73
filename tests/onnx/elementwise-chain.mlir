// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx | FileCheck %s
// A chain of elementwise ops: each op whose operand is the only use of the
// op before it (of the same type, any other operand lowered already with
// static sizes, f32 or f64) is computed in the first op's nest, as a MatMul's
// epilogue is (matmul-epilogue.mlir). GELU with Erf is five ops, one nest.

// CHECK-LABEL: func.func @gelu
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x16xf32>
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) =
// CHECK: %[[X:.*]] = memref.load %x[%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK: arith.mulf %[[X]], %{{.*}} : f32
// CHECK: %[[X2:.*]] = memref.load %x[%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK: %[[M:.*]] = arith.mulf %[[X2]], %{{.*}} : f32
// CHECK: %[[H:.*]] = arith.mulf %[[M]], %{{.*}} : f32
// CHECK-NEXT: memref.store %[[H]], %[[OUT]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NOT: scf.parallel
// CHECK: return %[[OUT]]
func.func @gelu(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %rs = "onnx.Constant"() {value = dense<0.707106769> : tensor<f32>} : () -> tensor<f32>
  %one = "onnx.Constant"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %half = "onnx.Constant"() {value = dense<0.5> : tensor<f32>} : () -> tensor<f32>
  %s = "onnx.Mul"(%x, %rs) : (tensor<4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
  %e = "onnx.Erf"(%s) : (tensor<4x16xf32>) -> tensor<4x16xf32>
  %p = "onnx.Add"(%e, %one) : (tensor<4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
  %m = "onnx.Mul"(%x, %p) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  %g = "onnx.Mul"(%m, %half) : (tensor<4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
  "onnx.Return"(%g) : (tensor<4x16xf32>) -> ()
}

// -----

// The Sub's result has two uses, so the Exp gets a nest of its own, and the
// Mul, whose other operand is the Sub's buffer, joins it. Not fused: the
// Mul's result has two uses too (the Add and the return); the Add would
// broadcast its operand to a larger result anyway; i32 ops keep a nest each
// (the chain is for floats).
// CHECK-LABEL: func.func @apart
// CHECK: scf.parallel
// CHECK: arith.subf
// CHECK: scf.parallel
// CHECK: %[[E:.*]] = math.exp
// CHECK: %[[S:.*]] = memref.load %s[
// CHECK: arith.mulf %[[E]], %[[S]]
// CHECK: scf.parallel
// CHECK: arith.addf
// CHECK: scf.parallel
// CHECK: arith.addi
// CHECK: scf.parallel
// CHECK: arith.muli
// CHECK-NOT: scf.parallel
func.func @apart(%x: tensor<16xf32>, %y: tensor<4x16xf32>, %i: tensor<8xi32>) -> (tensor<16xf32>, tensor<4x16xf32>, tensor<8xi32>) {
  %s = "onnx.Sub"(%x, %x) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %e = "onnx.Exp"(%s) : (tensor<16xf32>) -> tensor<16xf32>
  %m = "onnx.Mul"(%e, %s) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %a = "onnx.Add"(%m, %y) : (tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  %j = "onnx.Add"(%i, %i) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  %k = "onnx.Mul"(%j, %i) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
  "onnx.Return"(%m, %a, %k) : (tensor<16xf32>, tensor<4x16xf32>, tensor<8xi32>) -> ()
}
