// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx | FileCheck %s
// onnx.Loop lowering: loop.for when M is given and the condition cannot
// change, loop.while carrying (i, cond, v...) otherwise; scan outputs go to
// a buffer allocated at the first iteration (for) or grown (while).

// CHECK-LABEL: func.func @for_form
// CHECK-SAME: (%{{.*}}: memref<i64>, %{{.*}}: memref<2xf32>) -> (memref<2xf32>, memref<?x2xf32>)
// CHECK: %[[M:.*]] = memref.load %{{.*}}[] : memref<i64>
// CHECK: %[[MI:.*]] = arith.index_cast %[[M]] : i64 to index
// CHECK: %[[PH:.*]] = memref.alloc(%{{.*}}) : memref<?x2xf32>
// CHECK: %[[V:.*]], %[[S:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[UB:.*]] step %{{.*}} iter_args(%[[VIN:.*]] = %{{.*}}, %[[BUF:.*]] = %[[PH]]) -> (memref<2xf32>, memref<?x2xf32>)
// CHECK: arith.addf
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[I]], %{{.*}} : index
// CHECK: %[[NB:.*]] = scf.if %[[FIRST]] -> (memref<?x2xf32>)
// CHECK-NEXT: memref.alloc(%[[UB]]) : memref<?x2xf32>
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[BUF]]
// CHECK: memref.store %{{.*}}, %[[NB]][%[[I]], %{{.*}}] : memref<?x2xf32>
// CHECK: scf.yield %{{.*}}, %[[NB]] : memref<2xf32>, memref<?x2xf32>
// CHECK: return %[[V]], %[[S]]
// CHECK-NOT: onnx.
func.func @for_form(%m: tensor<i64>, %v0: tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>) {
  %none = "onnx.NoValue"() : () -> none
  %v, %s = "onnx.Loop"(%m, %none, %v0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v_in: tensor<2xf32>):
    %c_out = "onnx.Identity"(%c) : (tensor<i1>) -> tensor<i1>
    %v_out = "onnx.Add"(%v_in, %v_in) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%c_out, %v_out, %v_in) : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> ()
  }) : (tensor<i64>, none, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>)
  "onnx.Return"(%v, %s) : (tensor<2xf32>, tensor<?x2xf32>) -> ()
}

// -----

// A condition computed by the body: loop.while over (i, cond, v, buffer);
// the buffer grows geometrically (at least 16 rows, at most M) and is
// trimmed to the i rows written.
// CHECK-LABEL: func.func @while_form
// Constants of the body are built once, before the loop.
// CHECK: %[[TWO:.*]] = memref.alloc() : memref<f32>
// CHECK: arith.constant 2.000000e+00 : f32
// CHECK: %[[R:.*]]:4 = scf.while (%[[I:.*]] = %{{.*}}, %[[C:.*]] = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) : (index, i1, memref<f32>, memref<?xf32>) -> (index, i1, memref<f32>, memref<?xf32>)
// CHECK: %[[LT:.*]] = arith.cmpi slt, %[[I]], %{{.*}} : index
// CHECK: %[[GO:.*]] = arith.andi %[[C]], %[[LT]] : i1
// CHECK: scf.condition(%[[GO]])
// CHECK: } do {
// CHECK: ^bb0(%[[I2:.*]]: index, %{{.*}}: i1, %{{.*}}: memref<f32>, %[[BUF:.*]]: memref<?xf32>):
// CHECK: memref.load %[[TWO]][]
// CHECK: arith.cmpf olt
// CHECK: arith.addi %[[I2]], %{{.*}} : index
// CHECK: %[[CAP:.*]] = memref.dim %[[BUF]], %{{.*}} : memref<?xf32>
// CHECK: %[[FULL:.*]] = arith.cmpi sge, %[[I2]], %[[CAP]] : index
// CHECK: arith.muli %[[CAP]], %{{.*}} : index
// CHECK: scf.if %[[FULL]] -> (memref<?xf32>)
// CHECK: scf.yield
// CHECK: memref.alloc(%[[R]]#0) : memref<?xf32>
// CHECK-NOT: onnx.
func.func @while_form(%m: tensor<i64>, %c0: tensor<i1>, %x0: tensor<f32>) -> (tensor<f32>, tensor<?xf32>) {
  %x, %xs = "onnx.Loop"(%m, %c0, %x0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %x_in: tensor<f32>):
    %two = "onnx.Constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
    %lim = "onnx.Constant"() {value = dense<100.0> : tensor<f32>} : () -> tensor<f32>
    %x_out = "onnx.Mul"(%x_in, %two) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_out = "onnx.Less"(%x_out, %lim) : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "onnx.Yield"(%c_out, %x_out, %x_out) : (tensor<i1>, tensor<f32>, tensor<f32>) -> ()
  }) : (tensor<i64>, tensor<i1>, tensor<f32>) -> (tensor<f32>, tensor<?xf32>)
  "onnx.Return"(%x, %xs) : (tensor<f32>, tensor<?xf32>) -> ()
}

// -----

// A carried value whose shape changes (tensor<?xf32>): the initial
// tensor<1xf32> is copied into a memref<?xf32> before the loop.
// CHECK-LABEL: func.func @growing
// CHECK: %[[INIT:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: memref.store %{{.*}}, %[[INIT]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (memref<?xf32>)
// CHECK: memref.dim
// CHECK: arith.addi
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
func.func @growing(%m: tensor<i64>, %v0: tensor<1xf32>) -> tensor<?xf32> {
  %none = "onnx.NoValue"() : () -> none
  %v = "onnx.Loop"(%m, %none, %v0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v_in: tensor<?xf32>):
    %one = "onnx.Constant"() {value = dense<1.0> : tensor<1xf32>} : () -> tensor<1xf32>
    %v_out = "onnx.Concat"(%v_in, %one) {axis = 0 : i64} : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
    "onnx.Yield"(%c, %v_out) : (tensor<i1>, tensor<?xf32>) -> ()
  }) : (tensor<i64>, none, tensor<1xf32>) -> tensor<?xf32>
  "onnx.Return"(%v) : (tensor<?xf32>) -> ()
}
