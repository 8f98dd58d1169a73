// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx | FileCheck %s
// Buffer lifetimes after lower-onnx (onnx_lower.c, "buffer lifetimes"):
// what a value owns is freed once only accessors use it, buffers carried
// through loop.for, loop.while and loop.if included; nothing that another
// value may share (arguments, a loop passing its first value on) is freed.
// tests/onnx/leaks.test checks the same by calling compiled models 100
// times under LeakSanitizer.

// A Loop's scan output: the empty placeholder is freed where the first
// iteration replaces it (it leaked on every call), the carried value's
// first buffer is a copy of the argument that the body frees, and the final
// carried value, which the graph does not return, is freed after the loop.
// CHECK-LABEL: func.func @loop_for_scan
// CHECK: %[[PH:.*]] = memref.alloc(%{{.*}}) : memref<?x2xf32>
// CHECK: %[[OWN:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %{{.*}}, %[[OWN]]
// CHECK: %[[V:.*]], %[[S:.*]] = scf.for %{{.*}} iter_args(%[[VIN:.*]] = %[[OWN]], %[[BUF:.*]] = %[[PH]])
// CHECK: %[[NB:.*]] = scf.if %{{.*}} -> (memref<?x2xf32>) {
// CHECK-NEXT: %[[NEW:.*]] = memref.alloc(%{{.*}}) : memref<?x2xf32>
// CHECK-NEXT: memref.dealloc %[[BUF]] : memref<?x2xf32>
// CHECK-NEXT: scf.yield %[[NEW]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[BUF]]
// CHECK: memref.dealloc %[[VIN]] : memref<2xf32>
// CHECK-NEXT: scf.yield %{{.*}}, %[[NB]]
// CHECK: memref.dealloc %[[V]] : memref<2xf32>
// CHECK-NEXT: return %[[S]]
func.func @loop_for_scan(%m: tensor<i64>, %v0: tensor<2xf32>) -> tensor<?x2xf32> {
  %none = "onnx.NoValue"() : () -> none
  %v, %s = "onnx.Loop"(%m, %none, %v0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v_in: tensor<2xf32>):
    %c_out = "onnx.Identity"(%c) : (tensor<i1>) -> tensor<i1>
    %v_out = "onnx.Add"(%v_in, %v_in) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "onnx.Yield"(%c_out, %v_out, %v_in) : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> ()
  }) : (tensor<i64>, none, tensor<2xf32>) -> (tensor<2xf32>, tensor<?x2xf32>)
  "onnx.Return"(%s) : (tensor<?x2xf32>) -> ()
}

// -----

// loop.while: the body frees the carried value it received (its first
// one a copy of the argument), a grown scan buffer frees the one it
// replaces, and the buffer the rows are trimmed from is freed after the
// trim, as is the final carried value once the graph has read it.
// CHECK-LABEL: func.func @loop_while
// CHECK: %[[OWN:[0-9]+]] = memref.alloc() : memref<f32>
// CHECK-NEXT: memref.copy %{{.*}}, %[[OWN]]
// CHECK: %[[R:.*]]:4 = scf.while ({{.*}}, %{{.*}} = %[[OWN]], %{{.*}} = %{{.*}})
// CHECK: ^bb0(%{{.*}}: index, %{{.*}}: i1, %[[XIN:.*]]: memref<f32>, %[[BUF:.*]]: memref<?xf32>):
// CHECK: scf.if %{{.*}} -> (memref<?xf32>) {
// CHECK: scf.for
// CHECK: memref.load %[[BUF]]
// CHECK: memref.dealloc %[[BUF]] : memref<?xf32>
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[BUF]]
// CHECK: memref.dealloc %[[XIN]] : memref<f32>
// CHECK: %[[XS:.*]] = memref.alloc(%[[R]]#0) : memref<?xf32>
// CHECK: memref.load %[[R]]#3
// CHECK: memref.dealloc %[[R]]#2 : memref<f32>
// CHECK-NEXT: memref.dealloc %[[R]]#3 : memref<?xf32>
// CHECK: memref.dealloc %[[XS]] : memref<?xf32>
func.func @loop_while(%m: tensor<i64>, %c0: tensor<i1>, %x0: tensor<f32>) -> tensor<f32> {
  %x, %xs = "onnx.Loop"(%m, %c0, %x0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %x_in: tensor<f32>):
    %two = "onnx.Constant"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
    %lim = "onnx.Constant"() {value = dense<100.0> : tensor<f32>} : () -> tensor<f32>
    %x_out = "onnx.Mul"(%x_in, %two) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_out = "onnx.Less"(%x_out, %lim) : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "onnx.Yield"(%c_out, %x_out, %x_out) : (tensor<i1>, tensor<f32>, tensor<f32>) -> ()
  }) : (tensor<i64>, tensor<i1>, tensor<f32>) -> (tensor<f32>, tensor<?xf32>)
  %sum = "onnx.ReduceSum"(%xs) {keepdims = 0 : i64} : (tensor<?xf32>) -> tensor<f32>
  %r = "onnx.Add"(%sum, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "onnx.Return"(%r) : (tensor<f32>) -> ()
}

// -----

// An If whose one branch yields an argument and whose other makes a new
// buffer: the first yields a copy, so that the result always owns its
// buffer and is freed after its last use.
// CHECK-LABEL: func.func @if_mixed
// CHECK: %[[Y:.*]] = scf.if %{{.*}} -> (memref<3xf32>) {
// CHECK: %[[CP:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT: memref.copy %{{.*}}, %[[CP]]
// CHECK-NEXT: scf.yield %[[CP]]
// CHECK: } else {
// CHECK: %[[R:.*]] = memref.alloc() : memref<3xf32>
// CHECK: scf.yield %[[R]]
// CHECK: memref.load %[[Y]]
// CHECK: memref.dealloc %[[Y]] : memref<3xf32>
// CHECK-NEXT: return
func.func @if_mixed(%c: tensor<i1>, %x: tensor<3xf32>) -> tensor<3xf32> {
  %y = "onnx.If"(%c) ({
    "onnx.Yield"(%x) : (tensor<3xf32>) -> ()
  }, {
    %r = "onnx.Relu"(%x) : (tensor<3xf32>) -> tensor<3xf32>
    "onnx.Yield"(%r) : (tensor<3xf32>) -> ()
  }) : (tensor<i1>) -> tensor<3xf32>
  %n = "onnx.Neg"(%y) : (tensor<3xf32>) -> tensor<3xf32>
  "onnx.Return"(%n) : (tensor<3xf32>) -> ()
}

// -----

// Must not fire: neither branch owns what it yields (both are arguments),
// so nothing is copied and nothing freed.
// CHECK-LABEL: func.func @if_neither
// CHECK: scf.if %{{.*}} -> (memref<3xf32>) {
// CHECK-NEXT: scf.yield %{{.*}} : memref<3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %{{.*}} : memref<3xf32>
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.dealloc %y
// CHECK: return
func.func @if_neither(%c: tensor<i1>, %x: tensor<3xf32>, %z: tensor<3xf32>) -> tensor<3xf32> {
  %y = "onnx.If"(%c) ({
    "onnx.Yield"(%x) : (tensor<3xf32>) -> ()
  }, {
    "onnx.Yield"(%z) : (tensor<3xf32>) -> ()
  }) : (tensor<i1>) -> tensor<3xf32>
  %n = "onnx.Neg"(%y) : (tensor<3xf32>) -> tensor<3xf32>
  "onnx.Return"(%n) : (tensor<3xf32>) -> ()
}

// -----

// Must not fire: a Loop that passes its first value on unchanged does not
// own it (it is the caller's argument): no copy, no free.
// CHECK-LABEL: func.func @loop_passes_through
// CHECK-NOT: memref.copy
// CHECK: %[[V:.*]] = scf.for %{{.*}} iter_args(%[[VIN:.*]] = %{{.*}}) -> (memref<?xf32>)
// CHECK-NOT: memref.dealloc %[[VIN]]
// CHECK: scf.yield %[[VIN]]
// CHECK-NOT: memref.dealloc %[[V]]
// CHECK: return
func.func @loop_passes_through(%m: tensor<i64>, %v0: tensor<?xf32>) -> tensor<?xf32> {
  %none = "onnx.NoValue"() : () -> none
  %v = "onnx.Loop"(%m, %none, %v0) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %v_in: tensor<?xf32>):
    "onnx.Yield"(%c, %v_in) : (tensor<i1>, tensor<?xf32>) -> ()
  }) : (tensor<i64>, none, tensor<?xf32>) -> tensor<?xf32>
  %n = "onnx.Neg"(%v) : (tensor<?xf32>) -> tensor<?xf32>
  "onnx.Return"(%n) : (tensor<?xf32>) -> ()
}
