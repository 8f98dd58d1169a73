// RUN: %loopc %s --passes=lower-onnx | FileCheck %s
// onnx.If lowers to loop.if with memref results; branches read outer values
// directly, and a branch result with a more static shape is copied into the
// result's type.

// CHECK-LABEL: func.func @select_branch
// CHECK-SAME: (%[[C:[a-z0-9_]+]]: memref<i1>, %[[X:[a-z0-9_]+]]: memref<3xf32>, %{{.*}}: memref<?xf32>) -> memref<?xf32>
// CHECK: %[[B:.*]] = memref.load %[[C]][] : memref<i1>
// CHECK: %[[R:.*]] = scf.if %[[B]] -> (memref<?xf32>) {
// CHECK: memref.load %[[X]]
// CHECK: arith.negf
// CHECK: %[[COPY:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: scf.yield %[[COPY]] : memref<?xf32>
// CHECK: } else {
// CHECK: scf.yield %{{.*}} : memref<?xf32>
// CHECK: }
// CHECK: return %[[R]] : memref<?xf32>
// CHECK-NOT: onnx.
func.func @select_branch(%c: tensor<i1>, %x: tensor<3xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %r = "onnx.If"(%c) ({
    %n = "onnx.Neg"(%x) : (tensor<3xf32>) -> tensor<3xf32>
    "onnx.Yield"(%n) : (tensor<3xf32>) -> ()
  }, {
    "onnx.Yield"(%y) : (tensor<?xf32>) -> ()
  }) : (tensor<i1>) -> tensor<?xf32>
  "onnx.Return"(%r) : (tensor<?xf32>) -> ()
}
