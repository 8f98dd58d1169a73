// RUN: %loopc --print-names=source %s --split-input-file --passes=lower-onnx | FileCheck %s
// SequenceInsert at the end writes into its input list's spare capacity
// when no other value shares the list and nothing reads it afterwards: the
// data and the meta each grow (a new buffer twice the size needed, the old
// one freed) only when full. Otherwise it builds a new list (a copy).

// A list made just before, used by the insert only.
// CHECK-LABEL: func.func @fresh
// CHECK: %[[USED:.*]] = memref.load %s0_meta[%{{.*}}, %{{.*}}] : memref<?x?xindex>
// CHECK: %[[D:.*]] = scf.if %{{.*}} -> (memref<?xf32>) {
// CHECK: memref.alloc
// CHECK: memref.dealloc %s0 : memref<?xf32>
// CHECK: } else {
// CHECK-NEXT: scf.yield %s0 : memref<?xf32>
// CHECK: scf.if %{{.*}} -> (memref<?x?xindex>) {
// CHECK: memref.dealloc %s0_meta : memref<?x?xindex>
// CHECK: } else {
// CHECK-NEXT: scf.yield %s0_meta : memref<?x?xindex>
func.func @fresh(%a: tensor<2xf32>, %b: tensor<2xf32>) -> !onnx.seq<tensor<2xf32>> {
  %s0 = "onnx.SequenceConstruct"(%a) : (tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %s1 = "onnx.SequenceInsert"(%s0, %b) : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  "onnx.Return"(%s1) : (!onnx.seq<tensor<2xf32>>) -> ()
}

// -----

// A Loop's carried list: its first value is made for the Loop only, and
// each iteration appends to it and yields the result.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for
// CHECK: scf.if %{{.*}} -> (memref<?xf32>) {
// CHECK: memref.dealloc
// CHECK: scf.if %{{.*}} -> (memref<?x?xindex>) {
// CHECK: memref.dealloc
func.func @loop(%m: tensor<i64>, %b: tensor<2xf32>) -> !onnx.seq<tensor<2xf32>> {
  %e = "onnx.SequenceEmpty"() {dtype = 1 : i64} : () -> !onnx.seq<f32>
  %none = "onnx.NoValue"() : () -> none
  %r = "onnx.Loop"(%m, %none, %e) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %s: !onnx.seq<tensor<2xf32>>):
    %t = "onnx.SequenceInsert"(%s, %b) : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
    "onnx.Yield"(%c, %t) : (tensor<i1>, !onnx.seq<tensor<2xf32>>) -> ()
  }) : (tensor<i64>, none, !onnx.seq<f32>) -> !onnx.seq<tensor<2xf32>>
  "onnx.Return"(%r) : (!onnx.seq<tensor<2xf32>>) -> ()
}

// -----

// Not in place: a list read again after the insert (each insert copies),
// a graph input (the caller's buffers), an insert at a position.
// CHECK-LABEL: func.func @shared
// CHECK-NOT: scf.if
// CHECK: memref.dealloc %s0 : memref<?xf32>
// CHECK-NOT: scf.if
// CHECK: return
func.func @shared(%a: tensor<2xf32>, %b: tensor<2xf32>, %in: !onnx.seq<tensor<2xf32>>, %p: tensor<i64>) -> (!onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>) {
  %s0 = "onnx.SequenceConstruct"(%a) : (tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %s1 = "onnx.SequenceInsert"(%s0, %b) : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %s2 = "onnx.SequenceInsert"(%s0, %a) : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %s3 = "onnx.SequenceInsert"(%in, %a) : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %s4 = "onnx.SequenceConstruct"(%a) : (tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %s5 = "onnx.SequenceInsert"(%s4, %b, %p) : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>, tensor<i64>) -> !onnx.seq<tensor<2xf32>>
  "onnx.Return"(%s1, %s2, %s3, %s5) : (!onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>) -> ()
}

// -----

// Not in place: a Loop whose first list is read after it, and a Loop body
// appending to a list of the enclosing graph (every iteration starts from
// the same list).
// CHECK-LABEL: func.func @loop_shared
// CHECK-NOT: scf.if
// CHECK: return
func.func @loop_shared(%m: tensor<i64>, %a: tensor<2xf32>) -> (!onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>) {
  %init = "onnx.SequenceConstruct"(%a) : (tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %none = "onnx.NoValue"() : () -> none
  %r = "onnx.Loop"(%m, %none, %init) ({
  ^bb0(%i: tensor<i64>, %c: tensor<i1>, %s: !onnx.seq<tensor<2xf32>>):
    %t = "onnx.SequenceInsert"(%s, %a) : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
    "onnx.Yield"(%c, %t) : (tensor<i1>, !onnx.seq<tensor<2xf32>>) -> ()
  }) : (tensor<i64>, none, !onnx.seq<tensor<2xf32>>) -> !onnx.seq<tensor<2xf32>>
  %outer = "onnx.SequenceConstruct"(%a) : (tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %e = "onnx.SequenceConstruct"(%a) : (tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
  %q = "onnx.Loop"(%m, %none, %e) ({
  ^bb0(%j: tensor<i64>, %d: tensor<i1>, %u: !onnx.seq<tensor<2xf32>>):
    %v = "onnx.SequenceInsert"(%outer, %a) : (!onnx.seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.seq<tensor<2xf32>>
    "onnx.Yield"(%d, %v) : (tensor<i1>, !onnx.seq<tensor<2xf32>>) -> ()
  }) : (tensor<i64>, none, !onnx.seq<tensor<2xf32>>) -> !onnx.seq<tensor<2xf32>>
  "onnx.Return"(%init, %r, %q) : (!onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>, !onnx.seq<tensor<2xf32>>) -> ()
}
