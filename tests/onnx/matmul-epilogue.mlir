// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx | FileCheck %s
// A MatMul's epilogue: the elementwise ops its result flows through (each
// the only use of the value before it, of the same type, any other operand
// lowered already with static sizes) are computed where the product is
// stored, with no loop nest of their own.

// Tiles (4x32 without a target): tanh(a w + d) as each tile is stored.
// CHECK-LABEL: func.func @tiles
// CHECK: %[[T:.*]] = memref.alloc() : memref<16x32xf32>
// CHECK: scf.parallel
// CHECK: %[[D:.*]] = memref.load %d[%[[I:.*]], %[[J:.*]]] : memref<16x32xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %{{.*}}, %[[D]] : f32
// CHECK: arith.cmpf ogt, %[[S]]
// CHECK: %[[R:.*]] = arith.divf
// CHECK-NEXT: memref.store %[[R]], %[[T]][%[[I]], %[[J]]] : memref<16x32xf32>
// CHECK-NOT: scf.parallel
// CHECK: return %[[T]]
func.func @tiles(%a: tensor<16x8xf32>, %w: tensor<8x32xf32>, %d: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %p = "onnx.MatMul"(%a, %w) : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
  %s = "onnx.Add"(%p, %d) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
  %t = "onnx.Tanh"(%s) : (tensor<16x32xf32>) -> tensor<16x32xf32>
  "onnx.Return"(%t) : (tensor<16x32xf32>) -> ()
}

// -----

// One row at a time (an RNN step, h U): the bias, broadcast along the row,
// from the left operand of Sub, then Relu, as the row is copied out.
// CHECK-LABEL: func.func @rows
// CHECK: %[[ROW:.*]] = memref.alloca() : memref<32xf32>
// CHECK: %[[B:.*]] = memref.load %b[%[[J:.*]]] : memref<32xf32>
// CHECK-NEXT: %[[S:.*]] = arith.subf %[[B]], %{{.*}} : f32
// CHECK: %[[R:.*]] = arith.maximumf %[[S]]
// CHECK-NEXT: memref.store %[[R]], %r[%{{.*}}, %[[J]]] : memref<1x32xf32>
// CHECK-NOT: scf.parallel
func.func @rows(%h: tensor<1x16xf32>, %u: tensor<16x32xf32>, %b: tensor<32xf32>) -> tensor<1x32xf32> {
  %p = "onnx.MatMul"(%h, %u) : (tensor<1x16xf32>, tensor<16x32xf32>) -> tensor<1x32xf32>
  %s = "onnx.Sub"(%b, %p) : (tensor<32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
  %r = "onnx.Relu"(%s) : (tensor<1x32xf32>) -> tensor<1x32xf32>
  "onnx.Return"(%r) : (tensor<1x32xf32>) -> ()
}

// -----

// Narrow products (a sum per element in iter_args): Neg of the sum.
// CHECK-LABEL: func.func @narrow
// CHECK: %[[SUM:.*]] = scf.for
// CHECK: }
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[SUM]] : f32
// CHECK-NEXT: memref.store %[[N]], %n[
func.func @narrow(%a: tensor<4x8xf32>, %w: tensor<8x8xf32>) -> tensor<4x8xf32> {
  %p = "onnx.MatMul"(%a, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %n = "onnx.Neg"(%p) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  "onnx.Return"(%n) : (tensor<4x8xf32>) -> ()
}

// -----

// Not fused: the product has a second use (the Add gets its own nest); the
// Add's other operand is computed after the MatMul; an operand whose size is
// only known at run time; an op that grows the result by broadcasting.
// CHECK-LABEL: func.func @two_uses
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: arith.addf
func.func @two_uses(%a: tensor<4x8xf32>, %w: tensor<8x8xf32>, %d: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %p = "onnx.MatMul"(%a, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %s = "onnx.Add"(%p, %d) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  "onnx.Return"(%p, %s) : (tensor<4x8xf32>, tensor<4x8xf32>) -> ()
}
// The Add joins the Neg's nest instead (elementwise-chain.mlir).
// CHECK-LABEL: func.func @operand_after
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: %[[N:.*]] = arith.negf
// CHECK-NEXT: %[[P:.*]] = memref.load %p[
// CHECK-NEXT: arith.addf %[[P]], %[[N]]
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @operand_after(%a: tensor<4x8xf32>, %w: tensor<8x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %p = "onnx.MatMul"(%a, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %e = "onnx.Neg"(%d) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = "onnx.Add"(%p, %e) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  "onnx.Return"(%s) : (tensor<4x8xf32>) -> ()
}
// CHECK-LABEL: func.func @dynamic_operand
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: arith.addf
func.func @dynamic_operand(%a: tensor<4x8xf32>, %w: tensor<8x8xf32>, %d: tensor<?x8xf32>) -> tensor<4x8xf32> {
  %p = "onnx.MatMul"(%a, %w) : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %s = "onnx.Add"(%p, %d) : (tensor<4x8xf32>, tensor<?x8xf32>) -> tensor<4x8xf32>
  "onnx.Return"(%s) : (tensor<4x8xf32>) -> ()
}
// CHECK-LABEL: func.func @grows
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: arith.addf
func.func @grows(%a: tensor<1x8xf32>, %w: tensor<8x8xf32>, %d: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %p = "onnx.MatMul"(%a, %w) : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<1x8xf32>
  %s = "onnx.Add"(%p, %d) : (tensor<1x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  "onnx.Return"(%s) : (tensor<4x8xf32>) -> ()
}
// float16 is computed in f32 and rounded at each store: each op keeps its own.
// CHECK-LABEL: func.func @half
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: arith.addf
func.func @half(%a: tensor<16x8xf16>, %w: tensor<8x32xf16>, %d: tensor<16x32xf16>) -> tensor<16x32xf16> {
  %p = "onnx.MatMul"(%a, %w) : (tensor<16x8xf16>, tensor<8x32xf16>) -> tensor<16x32xf16>
  %s = "onnx.Add"(%p, %d) : (tensor<16x32xf16>, tensor<16x32xf16>) -> tensor<16x32xf16>
  "onnx.Return"(%s) : (tensor<16x32xf16>) -> ()
}
