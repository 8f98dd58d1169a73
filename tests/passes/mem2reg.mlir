// mem2reg promotes small buffers that never escape (only loads and stores at
// constant indices, copies and deallocs) to SSA values, carried through
// loop.for (iter_args), loop.if (results) and loop.while.
// RUN: %loopc %s --mem2reg --split-input-file | FileCheck %s
// The output is valid MLIR:
// RUN: %if mlir-opt %{ %loopc %s --mem2reg --split-input-file --syntax=modern | %mlir_opt --split-input-file > /dev/null %}

// CHECK-LABEL: func.func @straight
// CHECK-NOT:     memref
// CHECK:         %[[S:.*]] = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:    return %[[S]], %arg0 : f32, f32
func.func @straight(%arg0: f32, %arg1: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xf32>
  memref.store %arg0, %m[%c0] : memref<2xf32>
  memref.store %arg1, %m[%c1] : memref<2xf32>
  %a = memref.load %m[%c0] : memref<2xf32>
  %b = memref.load %m[%c1] : memref<2xf32>
  %s = arith.addf %a, %b : f32
  memref.store %s, %m[%c1] : memref<2xf32>
  %r = memref.load %m[%c1] : memref<2xf32>
  return %r, %a : f32, f32
}

// -----

// A store in a loop body becomes an iter_arg.
// CHECK-LABEL: func.func @in_loop
// CHECK-NOT:     memref
// CHECK:         %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %arg0 step %{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (i32) {
// CHECK-NEXT:      %[[N:.*]] = arith.addi %[[A]], %arg1 : i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK:         return %[[R]] : i32
func.func @in_loop(%arg0: index, %arg1: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %m = memref.alloc() : memref<i32>
  memref.store %z, %m[] : memref<i32>
  scf.for %i = %c0 to %arg0 step %c1 {
    %x = memref.load %m[] : memref<i32>
    %y = arith.addi %x, %arg1 : i32
    memref.store %y, %m[] : memref<i32>
  }
  %r = memref.load %m[] : memref<i32>
  memref.dealloc %m : memref<i32>
  return %r : i32
}

// -----

// A store in one branch becomes an if result; the else branch yields the
// value from before.
// CHECK-LABEL: func.func @in_if
// CHECK:         %[[R:.*]] = scf.if %arg0 -> (f32) {
// CHECK-NEXT:      scf.yield %arg2 : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : f32
func.func @in_if(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
  %m = memref.alloca() : memref<f32>
  memref.store %arg1, %m[] : memref<f32>
  scf.if %arg0 {
    memref.store %arg2, %m[] : memref<f32>
  }
  %r = memref.load %m[] : memref<f32>
  return %r : f32
}

// -----

// A store in a while loop's after region is carried around the loop.
// CHECK-LABEL: func.func @in_while
// CHECK-NOT:     memref
// CHECK:         scf.while (%{{.*}} = %arg0, %[[B:.*]] = %arg0) : (i64, i64) -> (i64, i64)
// CHECK:           scf.condition(%{{.*}}) %{{.*}}, %[[B]] : i64, i64
// CHECK:         } do {
// CHECK:           scf.yield %{{.*}}, %{{.*}} : i64, i64
func.func @in_while(%arg0: i64) -> i64 {
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %m = memref.alloca() : memref<i64>
  memref.store %arg0, %m[] : memref<i64>
  %r = scf.while (%i = %arg0) : (i64) -> i64 {
    %c = arith.cmpi slt, %i, %ten : i64
    scf.condition(%c) %i : i64
  } do {
  ^bb0(%j: i64):
    %x = memref.load %m[] : memref<i64>
    %y = arith.addi %x, %j : i64
    memref.store %y, %m[] : memref<i64>
    %k = arith.addi %j, %one : i64
    scf.yield %k : i64
  }
  %v = memref.load %m[] : memref<i64>
  %s = arith.addi %v, %r : i64
  return %s : i64
}

// -----

// A copy into the buffer loads the source's elements where the copy was.
// CHECK-LABEL: func.func @copy_in
// CHECK-NEXT:    %[[X:.*]] = memref.load %arg0[] : memref<f32>
// CHECK-NEXT:    return %[[X]] : f32
func.func @copy_in(%arg0: memref<f32>) -> f32 {
  %m = memref.alloc() : memref<f32>
  memref.copy %arg0, %m : memref<f32> to memref<f32>
  %x = memref.load %m[] : memref<f32>
  memref.dealloc %m : memref<f32>
  return %x : f32
}

// -----

// A read before any write is indeterminate: zero.
// CHECK-LABEL: func.func @uninit
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    return %[[Z]] : i32
func.func @uninit() -> i32 {
  %m = memref.alloca() : memref<i32>
  %x = memref.load %m[] : memref<i32>
  return %x : i32
}

// -----

// Not promoted: the buffer escapes (returned, passed to a call, stored
// with a dynamic index), is too large, has a dynamic size, is written in a
// parallel loop, or has another name (a memref.cast, an scf.if or scf.for
// result), through which it could be read after its values became SSA
// values.
// CHECK-LABEL: func.func @escapes
// CHECK-COUNT-9: memref.alloc
func.func private @use(memref<4xf32>)
func.func @escapes(%arg0: index, %v: f32, %cond: i1) -> memref<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<f32>
  memref.store %v, %a[] : memref<f32>
  %b = memref.alloc() : memref<4xf32>
  func.call @use(%b) : (memref<4xf32>) -> ()
  %c = memref.alloc() : memref<4xf32>
  memref.store %v, %c[%arg0] : memref<4xf32>
  %d = memref.alloc() : memref<32xf32>
  memref.store %v, %d[%c0] : memref<32xf32>
  %e = memref.alloc(%arg0) : memref<?xf32>
  memref.store %v, %e[%c0] : memref<?xf32>
  %f = memref.alloc() : memref<f32>
  scf.parallel (%i) = (%c0) to (%arg0) step (%c1) {
    memref.store %v, %f[] : memref<f32>
  }
  %g = memref.alloc() : memref<f32>
  memref.store %v, %g[] : memref<f32>
  %gc = memref.cast %g : memref<f32> to memref<f32>
  %g1 = memref.load %gc[] : memref<f32>
  %h = memref.alloc() : memref<f32>
  memref.store %v, %h[] : memref<f32>
  %hi = scf.if %cond -> (memref<f32>) {
    scf.yield %h : memref<f32>
  } else {
    scf.yield %a : memref<f32>
  }
  %h1 = memref.load %hi[] : memref<f32>
  %k = memref.alloc() : memref<f32>
  memref.store %v, %k[] : memref<f32>
  %kr = scf.for %i = %c0 to %arg0 step %c1 iter_args(%ki = %k) -> (memref<f32>) {
    memref.store %g1, %ki[] : memref<f32>
    scf.yield %ki : memref<f32>
  }
  %k1 = memref.load %kr[] : memref<f32>
  memref.store %h1, %a[] : memref<f32>
  memref.store %k1, %a[] : memref<f32>
  return %a : memref<f32>
}
