// loop-invariant-code-motion moves ops that compute the same value on every
// iteration out of loop.for, loop.parallel and loop.while bodies; the same
// CHECK lines hold for loopc and for mlir-opt's pass. (loopc also moves some
// loads: licm-loads.mlir; the loads here are in loops that may not run.)
// RUN: %loopc --print-names=source %s --loop-invariant-code-motion --syntax=modern | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --loop-invariant-code-motion | FileCheck %s %}
// What only loopc does, and the user's names it keeps:
// RUN: %loopc --print-names=source %s --loop-invariant-code-motion --syntax=modern | FileCheck %s --check-prefix=LOOPC

func.func private @ext(i32) -> i32

// A chain moves together, in order, and constants with it; what uses the
// induction variable or a moved op's loop-variant user stays.
// CHECK-LABEL: func.func @chain
// CHECK-SAME:    (%[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[N:[^:]*]]: index, %[[M:[^:]*]]: memref<?xi32>)
// CHECK:         %[[X:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[Z:.*]] = arith.subi %[[Y]], %[[C7]] : i32
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} {
// CHECK-NEXT:      %[[II:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[Z]], %[[II]] : i32
// CHECK-NEXT:      memref.store %[[S]], %[[M]][%[[I]]]
// CHECK-NEXT:    }
// LOOPC-LABEL: func.func @chain
// LOOPC:         %x = arith.addi %a, %b : i32
// LOOPC-NEXT:    %y = arith.muli %x, %x : i32
func.func @chain(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %a, %b : i32
    %ii = arith.index_cast %i : index to i32
    %y = arith.muli %x, %x : i32
    %c7 = arith.constant 7 : i32
    %z = arith.subi %y, %c7 : i32
    %s = arith.addi %z, %ii : i32
    memref.store %s, %m[%i] : memref<?xi32>
  }
  return
}

// Pure ops move even out of a loop that may run zero times, unless they
// may trap: integer division by a variable, or signed division by -1
// (overflow). memref.dim moves with a constant, valid dimension.
// CHECK-LABEL: func.func @speculation
// CHECK-SAME:    (%[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[N:[^:]*]]: index, %[[M:[^:]*]]: memref<?xi32>)
// CHECK:         %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[Q:.*]] = arith.divsi %[[A]], %[[C3]] : i32
// CHECK-NEXT:    %[[U:.*]] = arith.remui %[[A]], %[[C3]] : i32
// CHECK-NEXT:    %[[CM1:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    %[[D:.*]] = memref.dim %[[M]], %{{.*}} : memref<?xi32>
// CHECK-NEXT:    %[[S1:.*]] = arith.addi %[[Q]], %[[U]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.divsi %[[A]], %[[B]] : i32
// CHECK-NEXT:      arith.ceildivsi %[[A]], %[[B]] : i32
// CHECK-NEXT:      arith.divui %[[A]], %[[B]] : i32
// CHECK-NEXT:      arith.divsi %[[A]], %[[CM1]] : i32
// CHECK-NEXT:      memref.dim %[[M]], %[[N]] : memref<?xi32>
// CHECK:         }
// CHECK-NEXT:    return
func.func @speculation(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %c0 step %c1 {
    %c3 = arith.constant 3 : i32
    %q = arith.divsi %a, %c3 : i32
    %u = arith.remui %a, %c3 : i32
    %v = arith.divsi %a, %b : i32
    %w = arith.ceildivsi %a, %b : i32
    %x = arith.divui %a, %b : i32
    %cm1 = arith.constant -1 : i32
    %y = arith.divsi %a, %cm1 : i32
    %d = memref.dim %m, %c0 : memref<?xi32>
    %e = memref.dim %m, %n : memref<?xi32>
    %s1 = arith.addi %q, %u : i32
    %s2 = arith.addi %v, %w : i32
    %s3 = arith.addi %x, %y : i32
    %s4 = arith.addi %s1, %s2 : i32
    %s5 = arith.addi %s3, %s4 : i32
    memref.store %s5, %m[%d] : memref<?xi32>
    memref.store %s5, %m[%e] : memref<?xi32>
  }
  return
}

// Remainders by a variable stay too. (MLIR 22 moves remsi, remui and
// floordivsi by anything, as if they never trapped; the C that loopc emits
// for them would.)
// LOOPC-LABEL: func.func @remainders
// LOOPC:         scf.for
// LOOPC-NEXT:      arith.remsi %a, %b : i32
// LOOPC-NEXT:      arith.remui %a, %b : i32
// LOOPC-NEXT:      arith.floordivsi %a, %b : i32
func.func @remainders(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = arith.remsi %a, %b : i32
    %s = arith.remui %a, %b : i32
    %t = arith.floordivsi %a, %b : i32
    %u = arith.addi %r, %s : i32
    %v = arith.addi %u, %t : i32
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return
}

// arith.ceildivui moves by a constant that is not zero, and stays by a
// variable (it could be zero), as MLIR 22 decides.
// CHECK-LABEL: func.func @ceildivui_speculation
// CHECK-SAME:    (%[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32,
// CHECK:         %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[Q:.*]] = arith.ceildivui %[[A]], %[[C3]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[V:.*]] = arith.ceildivui %[[A]], %[[B]] : i32
// CHECK-NEXT:      arith.addi %[[Q]], %[[V]] : i32
func.func @ceildivui_speculation(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c3 = arith.constant 3 : i32
    %q = arith.ceildivui %a, %c3 : i32
    %v = arith.ceildivui %a, %b : i32
    %s = arith.addi %q, %v : i32
    memref.store %s, %m[%i] : memref<?xi32>
  }
  return
}

// Ops move out of as many loops as they are invariant in; one that uses an
// outer induction variable leaves the inner loops only.
// CHECK-LABEL: func.func @nest
// CHECK-SAME:    (%[[A:[^:]*]]: f32, %[[N:[^:]*]]: index, %[[M:[^:]*]]: memref<?x?xf32>)
// CHECK:         %[[SQ:.*]] = arith.mulf %[[A]], %[[A]] : f32
// CHECK-NEXT:    %[[T:.*]] = arith.addf %[[SQ]], %[[A]] : f32
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} {
// CHECK-NEXT:      %[[I1:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK-NEXT:      %[[I2:.*]] = arith.addi %[[I1]], %{{.*}} : index
// CHECK-NEXT:      scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} {
// CHECK-NEXT:        scf.parallel (%[[K:.*]]) = (%{{.*}}) to (%[[N]]) step (%{{.*}}) {
// CHECK-NEXT:          memref.store %[[T]], %[[M]][%[[I2]], %[[K]]]
// CHECK-NEXT:          scf.reduce
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @nest(%a: f32, %n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %sq = arith.mulf %a, %a : f32
      %i1 = arith.addi %i, %c1 : index
      scf.parallel (%k) = (%c0) to (%n) step (%c1) {
        %t = arith.addf %sq, %a : f32
        %i2 = arith.addi %i1, %c1 : index
        memref.store %t, %m[%i2, %k] : memref<?x?xf32>
      }
    }
  }
  return
}

// Region ops move whole when nothing in them depends on the loop, has a
// memory effect or may trap: a loop.if, a loop.for with step 1. A loop.for
// with another step (it may not end), a loop.while and a loop.parallel stay;
// so does what is inside an if that stays.
// CHECK-LABEL: func.func @regions
// CHECK-SAME:    (%[[C:[^:]*]]: i1, %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[N:[^:]*]]: index, %[[M:[^:]*]]: memref<?xi32>)
// CHECK:         %[[IF:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      arith.addi %[[A]], %[[B]]
// CHECK:         %[[F1:.*]] = scf.for %{{.*}} step %[[ONE:[^ ]*]] iter_args
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %[[ONE]] {
// CHECK-NEXT:      %[[DIV:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:        arith.divsi %[[A]], %[[B]]
// CHECK:           scf.if %[[C]] {
// CHECK-NEXT:        %[[INV:.*]] = arith.muli %[[A]], %[[B]]
// CHECK-NEXT:        memref.store %[[INV]], %[[M]][%[[I]]]
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[F2:.*]] = scf.for %{{.*}} step %{{.*}} iter_args
// CHECK:           %[[W:.*]] = scf.while
// CHECK:           memref.store %[[IF]], %[[M]][%[[I]]]
// CHECK-NEXT:      memref.store %[[DIV]], %[[M]][%[[I]]]
// CHECK-NEXT:      memref.store %[[F1]], %[[M]][%[[I]]]
// CHECK-NEXT:      memref.store %[[F2]], %[[M]][%[[I]]]
// CHECK-NEXT:      memref.store %[[W]], %[[M]][%[[I]]]
// CHECK-NEXT:    }
func.func @regions(%c: i1, %a: i32, %b: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.if %c -> i32 {
      %s = arith.addi %a, %b : i32
      scf.yield %s : i32
    } else {
      scf.yield %b : i32
    }
    %d = scf.if %c -> i32 {
      %q = arith.divsi %a, %b : i32
      scf.yield %q : i32
    } else {
      scf.yield %b : i32
    }
    scf.if %c {
      %inv = arith.muli %a, %b : i32
      memref.store %inv, %m[%i] : memref<?xi32>
    }
    %f1 = scf.for %j = %c0 to %n step %c1 iter_args(%t = %a) -> i32 {
      %u = arith.addi %t, %b : i32
      scf.yield %u : i32
    }
    %f2 = scf.for %j = %c0 to %n step %c2 iter_args(%t = %a) -> i32 {
      %u = arith.addi %t, %b : i32
      scf.yield %u : i32
    }
    %w = scf.while (%x = %a) : (i32) -> i32 {
      %lt = arith.cmpi slt, %x, %b : i32
      scf.condition(%lt) %x : i32
    } do {
    ^bb0(%y: i32):
      scf.yield %y : i32
    }
    memref.store %r, %m[%i] : memref<?xi32>
    memref.store %d, %m[%i] : memref<?xi32>
    memref.store %f1, %m[%i] : memref<?xi32>
    memref.store %f2, %m[%i] : memref<?xi32>
    memref.store %w, %m[%i] : memref<?xi32>
  }
  return
}

// A parallel loop's body, a while's two regions: invariants leave them; a
// reduction's body stays.
// CHECK-LABEL: func.func @parallel_while
// CHECK-SAME:    (%[[A:[^:]*]]: f32, %[[K:[^:]*]]: i32, %[[N:[^:]*]]: index)
// CHECK:         %[[SQ:.*]] = arith.mulf %[[A]], %[[A]] : f32
// CHECK-NEXT:    %[[P:.*]] = scf.parallel
// CHECK-NEXT:      %[[IF:.*]] = arith.index_cast
// CHECK-NEXT:      %[[FF:.*]] = arith.sitofp %[[IF]]
// CHECK-NEXT:      %[[V:.*]] = arith.addf %[[FF]], %[[SQ]] : f32
// CHECK-NEXT:      scf.reduce(%[[V]] : f32) {
// CHECK-NEXT:      ^bb0(%[[L:.*]]: f32, %[[R:.*]]: f32):
// CHECK-NEXT:        %[[C2:.*]] = arith.constant 2.0
// CHECK-NEXT:        %[[LR:.*]] = arith.addf %[[L]], %[[R]]
// CHECK-NEXT:        %[[H:.*]] = arith.mulf %[[LR]], %[[C2]]
// CHECK-NEXT:        scf.reduce.return %[[H]]
// CHECK:         %[[LIM:.*]] = arith.muli %[[K]], %[[K]] : i32
// CHECK-NEXT:    %[[STEP:.*]] = arith.addi %[[K]], %[[K]] : i32
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      arith.cmpi slt, %{{.*}}, %[[LIM]] : i32
// CHECK-NEXT:      scf.condition
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:      %[[NX:.*]] = arith.addi %[[Y]], %[[STEP]] : i32
// CHECK-NEXT:      scf.yield %[[NX]] : i32
func.func @parallel_while(%a: f32, %k: i32, %n: index) -> (f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %p = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %sq = arith.mulf %a, %a : f32
    %v = arith.addf %fi, %sq : f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r: f32):
      %two = arith.constant 2.0 : f32
      %lr = arith.addf %l, %r : f32
      %h = arith.mulf %lr, %two : f32
      scf.reduce.return %h : f32
    }
  }
  %w = scf.while (%x = %k) : (i32) -> i32 {
    %lim = arith.muli %k, %k : i32
    %lt = arith.cmpi slt, %x, %lim : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    %step = arith.addi %k, %k : i32
    %nx = arith.addi %y, %step : i32
    scf.yield %nx : i32
  }
  return %p, %w : f32, i32
}

// Ops with memory effects stay (in a loop that may not run, for loads).
// CHECK-LABEL: func.func @effects
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc
// CHECK-NEXT:      memref.load
// CHECK-NEXT:      call @ext
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      memref.dealloc
// CHECK-NEXT:    }
func.func @effects(%a: i32, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<4xi32>
    %x = memref.load %m[%c0] : memref<?xi32>
    %y = func.call @ext(%x) : (i32) -> i32
    memref.store %y, %t[%c0] : memref<4xi32>
    memref.dealloc %t : memref<4xi32>
  }
  return
}
