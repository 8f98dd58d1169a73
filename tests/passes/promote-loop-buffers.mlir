// promote-loop-buffers: a small buffer that a loop.for replaces by a fresh
// one every iteration (the incoming one only read, then freed; the outgoing
// one allocated, written and yielded) is carried as values instead.
// RUN: %loopc %s --promote-loop-buffers --split-input-file | FileCheck %s
// The output is valid MLIR:
// RUN: %if mlir-opt %{ %loopc %s --promote-loop-buffers --split-input-file --syntax=modern | %mlir_opt --split-input-file > /dev/null %}

// What the ONNX lowering makes of a Loop carrying a scalar.
// CHECK-LABEL: func.func @scalar
// CHECK:         %[[I:.*]] = memref.load %[[INIT:.*]][] : memref<f32>
// CHECK-NEXT:    memref.dealloc %[[INIT]] : memref<f32>
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %arg1 step %{{.*}} iter_args(%[[A:.*]] = %[[I]]) -> (f32) {
// CHECK-NEXT:      %[[N:.*]] = arith.mulf %[[A]], %[[A]] : f32
// CHECK-NEXT:      scf.yield %[[N]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<f32>
// CHECK-NEXT:    memref.store %[[R]], %[[B]][] : memref<f32>
// CHECK-NEXT:    return %[[B]] : memref<f32>
func.func @scalar(%arg0: memref<f32>, %arg1: index) -> memref<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<f32>
  memref.copy %arg0, %init : memref<f32> to memref<f32>
  %r = scf.for %i = %c0 to %arg1 step %c1 iter_args(%in = %init) -> (memref<f32>) {
    %out = memref.alloc() : memref<f32>
    %x = memref.load %in[] : memref<f32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %out[] : memref<f32>
    memref.dealloc %in : memref<f32>
    scf.yield %out : memref<f32>
  }
  return %r : memref<f32>
}

// -----

// Several elements, another iter_arg kept, a load of the new buffer after
// its store, and an unused result (no buffer rebuilt).
// CHECK-LABEL: func.func @pair
// CHECK:         %{{.*}}:3 = scf.for %{{.*}} iter_args(%[[K:.*]] = %arg1, %[[E0:.*]] = %{{.*}}, %[[E1:.*]] = %{{.*}}) -> (i32, i32, i32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[E0]], %[[E1]] : i32
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[S]], %[[K]] : i32
// CHECK-NEXT:      scf.yield %[[T]], %[[E1]], %[[S]] : i32, i32, i32
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @pair(%arg0: index, %arg1: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xi32>
  memref.store %arg1, %init[%c0] : memref<2xi32>
  memref.store %arg1, %init[%c1] : memref<2xi32>
  %r:2 = scf.for %i = %c0 to %arg0 step %c1 iter_args(%k = %arg1, %in = %init) -> (i32, memref<2xi32>) {
    %a = memref.load %in[%c0] : memref<2xi32>
    %b = memref.load %in[%c1] : memref<2xi32>
    %out = memref.alloc() : memref<2xi32>
    %s = arith.addi %a, %b : i32
    memref.store %b, %out[%c0] : memref<2xi32>
    memref.store %s, %out[%c1] : memref<2xi32>
    %t2 = memref.load %out[%c1] : memref<2xi32>
    %t = arith.addi %t2, %k : i32
    memref.dealloc %in : memref<2xi32>
    scf.yield %t, %out : i32, memref<2xi32>
  }
  return %r#0 : i32
}

// -----

// Not promoted: the incoming buffer is not freed (the loop does not own
// it), the outgoing one is written in a nested region, the init is used
// after the loop, or the indices are not constant.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-4: iter_args(%{{[^)]*}}) -> (memref<f32>)
// CHECK-LABEL: func.func @dynamic_index
// CHECK:         iter_args({{.*}}) -> (memref<4xf32>)
func.func @kept(%arg0: memref<f32>, %arg1: index, %c: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = scf.for %i = %c0 to %arg1 step %c1 iter_args(%in = %arg0) -> (memref<f32>) {
    %out = memref.alloc() : memref<f32>
    %x = memref.load %in[] : memref<f32>
    memref.store %x, %out[] : memref<f32>
    scf.yield %out : memref<f32>
  }
  %i1 = memref.alloc() : memref<f32>
  %r1 = scf.for %i = %c0 to %arg1 step %c1 iter_args(%in = %i1) -> (memref<f32>) {
    %out = memref.alloc() : memref<f32>
    scf.if %c {
      memref.store %v, %out[] : memref<f32>
    }
    memref.dealloc %in : memref<f32>
    scf.yield %out : memref<f32>
  }
  %i2 = memref.alloc() : memref<f32>
  %r2 = scf.for %i = %c0 to %arg1 step %c1 iter_args(%in = %i2) -> (memref<f32>) {
    %out = memref.alloc() : memref<f32>
    memref.store %v, %out[] : memref<f32>
    memref.dealloc %in : memref<f32>
    scf.yield %out : memref<f32>
  }
  %after = memref.load %i2[] : memref<f32>
  %r3 = scf.for %i = %c0 to %arg1 step %c1 iter_args(%in = %arg0) -> (memref<f32>) {
    memref.dealloc %in : memref<f32>
    scf.yield %arg0 : memref<f32>
  }
  return %after : f32
}

func.func @dynamic_index(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %arg1 step %c1 iter_args(%in = %arg0) -> (memref<4xf32>) {
    %out = memref.alloc() : memref<4xf32>
    %x = memref.load %in[%i] : memref<4xf32>
    memref.store %x, %out[%c0] : memref<4xf32>
    memref.dealloc %in : memref<4xf32>
    scf.yield %out : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// -----

// Not promoted: the init has another name, which could read it after the
// loop when the loop runs no trip (its result is then the init itself, and
// promoting frees the init before the loop): a memref.cast of it used after
// the loop, a function argument (the caller keeps it), a call (which may
// return or keep it), an scf.if yielding it. A cast used only before the
// loop is harmless: that loop is promoted.
// CHECK-LABEL: func.func @aliased
// CHECK-COUNT-4: iter_args(%{{[^)]*}}) -> (memref<f32>)
// CHECK:         iter_args(%{{[^)]*}}) -> (f32)
// CHECK:         return
func.func private @keep(memref<f32>) -> memref<f32>
func.func @aliased(%arg0: memref<f32>, %n: index, %c: i1) -> (f32, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = memref.alloc() : memref<f32>
  %cast = memref.cast %i0 : memref<f32> to memref<f32>
  %r0 = scf.for %i = %c0 to %n step %c1 iter_args(%in = %i0) -> (memref<f32>) {
    %out = memref.alloc() : memref<f32>
    %x = memref.load %in[] : memref<f32>
    memref.store %x, %out[] : memref<f32>
    memref.dealloc %in : memref<f32>
    scf.yield %out : memref<f32>
  }
  %after = memref.load %cast[] : memref<f32>
  %r1 = scf.for %i = %c0 to %n step %c1 iter_args(%in = %arg0) -> (memref<f32>) {
    %out = memref.alloc() : memref<f32>
    %x = memref.load %in[] : memref<f32>
    memref.store %x, %out[] : memref<f32>
    memref.dealloc %in : memref<f32>
    scf.yield %out : memref<f32>
  }
  %i2 = memref.alloc() : memref<f32>
  %k = func.call @keep(%i2) : (memref<f32>) -> memref<f32>
  %r2 = scf.for %i = %c0 to %n step %c1 iter_args(%in = %i2) -> (memref<f32>) {
    %out = memref.alloc() : memref<f32>
    %x = memref.load %in[] : memref<f32>
    memref.store %x, %out[] : memref<f32>
    memref.dealloc %in : memref<f32>
    scf.yield %out : memref<f32>
  }
  %i3 = memref.alloc() : memref<f32>
  %j = scf.if %c -> (memref<f32>) {
    scf.yield %i3 : memref<f32>
  } else {
    scf.yield %k : memref<f32>
  }
  %r3 = scf.for %i = %c0 to %n step %c1 iter_args(%in = %i3) -> (memref<f32>) {
    %out = memref.alloc() : memref<f32>
    %x = memref.load %in[] : memref<f32>
    memref.store %x, %out[] : memref<f32>
    memref.dealloc %in : memref<f32>
    scf.yield %out : memref<f32>
  }
  %i4 = memref.alloc() : memref<f32>
  %early = memref.cast %i4 : memref<f32> to memref<f32>
  %v = memref.load %early[] : memref<f32>
  memref.store %v, %i4[] : memref<f32>
  %r4 = scf.for %i = %c0 to %n step %c1 iter_args(%in = %i4) -> (memref<f32>) {
    %out = memref.alloc() : memref<f32>
    %x = memref.load %in[] : memref<f32>
    memref.store %x, %out[] : memref<f32>
    memref.dealloc %in : memref<f32>
    scf.yield %out : memref<f32>
  }
  return %after, %r0, %r1, %r2, %r3, %r4 : f32, memref<f32>, memref<f32>, memref<f32>, memref<f32>, memref<f32>
}
