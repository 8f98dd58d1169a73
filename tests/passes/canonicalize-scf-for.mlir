// canonicalize: loop.for (scf.for): trip counts, empty bodies, iter_args.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// No trip: the results are the inits (lb == ub, or constant ub <= lb, even
// with an unknown step).
// CHECK-LABEL: func.func @zero_trips
// CHECK-SAME:    (%[[A:[^:]+]]: f32, %[[M:[^:]+]]: memref<4xf32>, %[[N:[^:]+]]: index, %[[S:[^:]+]]: index)
// CHECK-NEXT:    return %[[A]], %[[A]], %[[A]] : f32, f32, f32
func.func @zero_trips(%a: f32, %m: memref<4xf32>, %n: index, %s: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%x = %a) -> (f32) {
    %t = arith.addf %x, %x : f32
    memref.store %t, %m[%i] : memref<4xf32>
    scf.yield %t : f32
  }
  %q = scf.for %i = %n to %n step %c1 iter_args(%x = %a) -> (f32) {
    memref.store %x, %m[%i] : memref<4xf32>
    scf.yield %x : f32
  }
  %p = scf.for %i = %c4 to %c4 step %s iter_args(%x = %a) -> (f32) {
    %t = arith.mulf %x, %x : f32
    memref.store %t, %m[%i] : memref<4xf32>
    scf.yield %t : f32
  }
  return %r, %q, %p : f32, f32, f32
}

// One trip (constant bounds and step): the body, with the induction
// variable at lb and the iter_args at their inits.
// CHECK-LABEL: func.func @one_trip
// CHECK-SAME:    (%[[A:[^:]+]]: f32, %[[M:[^:]+]]: memref<8xf32>)
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[T:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK-NEXT:    memref.store %[[T]], %[[M]][%[[C2]]] : memref<8xf32>
// CHECK-NEXT:    return %[[T]] : f32
func.func @one_trip(%a: f32, %m: memref<8xf32>) -> f32 {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c2 to %c5 step %c8 iter_args(%x = %a) -> (f32) {
    %t = arith.addf %x, %x : f32
    memref.store %t, %m[%i] : memref<8xf32>
    scf.yield %t : f32
  }
  return %r : f32
}

// Not simplified: an unknown bound (the loop may run any number of times),
// and a body that stores (so the loop is not dead either).
// CHECK-LABEL: func.func @unknown_trips
// CHECK:         scf.for
// CHECK-NEXT:      memref.store
// CHECK:         scf.for
// CHECK-NEXT:      scf.yield
// CHECK:         return
func.func @unknown_trips(%a: f32, %b: f32, %m: memref<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %u = arith.addi %n, %c2 : index
  scf.for %i = %n to %u step %c2 {
    memref.store %a, %m[%i] : memref<4xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (f32) {
    scf.yield %b : f32
  }
  return %r : f32
}

// An empty body run at least once gives what it yields from outside.
// CHECK-LABEL: func.func @empty_body
// CHECK-SAME:    (%[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32)
// CHECK-NEXT:    return %[[B]] : f32
func.func @empty_body(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> (f32) {
    scf.yield %b : f32
  }
  return %r : f32
}

// iter_args: one yielded back unchanged or yielding its init is that init
// (also inside the body); one unused in the body and after the loop goes;
// one with the init and yielded value of another is that other.
// CHECK-LABEL: func.func @iter_args
// CHECK-SAME:    (%[[N:[^:]+]]: index, %[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32, %[[M:[^:]+]]: memref<4xf32>)
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[Y:.*]] = %[[B]]) -> (f32) {
// CHECK-NEXT:      %[[T:.*]] = arith.addf %[[Y]], %[[A]] : f32
// CHECK-NEXT:      memref.store %[[T]], %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT:      memref.store %[[A]], %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT:      scf.yield %[[T]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[A]], %[[R]], %[[A]], %[[R]] : f32, f32, f32, f32
func.func @iter_args(%n: index, %a: f32, %b: f32, %m: memref<4xf32>) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:5 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %a, %w = %b, %dead = %a) -> (f32, f32, f32, f32, f32) {
    %t = arith.addf %y, %x : f32
    memref.store %t, %m[%i] : memref<4xf32>
    memref.store %z, %m[%i] : memref<4xf32>
    %u = arith.mulf %y, %y : f32
    scf.yield %x, %t, %a, %t, %u : f32, f32, f32, f32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, f32, f32, f32
}

// iter_args swapped every iteration but starting equal never change.
// CHECK-LABEL: func.func @swap_equal
// CHECK-SAME:    (%[[N:[^:]+]]: index, %[[A:[^:]+]]: f32, %[[M:[^:]+]]: memref<4xf32>)
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} {
// CHECK-NEXT:      memref.store %[[A]], %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[A]], %[[A]] : f32, f32
func.func @swap_equal(%n: index, %a: f32, %m: memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %a) -> (f32, f32) {
    memref.store %x, %m[%i] : memref<4xf32>
    scf.yield %y, %x : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// Kept: iter_args that really change (a swap), one whose result is unused
// but that feeds itself, and two with different inits.
// CHECK-LABEL: func.func @iter_args_kept
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, f32)
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32)
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, f32)
func.func @iter_args_kept(%n: index, %a: f32, %b: f32, %m: memref<4xf32>) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    memref.store %y, %m[%i] : memref<4xf32>
    scf.yield %y, %x : f32, f32
  }
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (f32) {
    %u = arith.addf %x, %x : f32
    memref.store %a, %m[%i] : memref<4xf32>
    scf.yield %u : f32
  }
  %d:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %u = arith.addf %x, %x : f32
    memref.store %u, %m[%i] : memref<4xf32>
    scf.yield %u, %u : f32, f32
  }
  return %s#0, %s#1, %d#0, %d#1 : f32, f32, f32, f32
}

// Loops whose bodies only compute or read, with unused results, are dead.
// CHECK-LABEL: func.func @dead_loops
// CHECK-NEXT:    return
func.func @dead_loops(%n: index, %a: f32, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (f32) {
    %v = memref.load %m[%i] : memref<4xf32>
    %t = arith.addf %x, %v : f32
    scf.yield %t : f32
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %m[%j] : memref<4xf32>
    }
  }
  return
}
