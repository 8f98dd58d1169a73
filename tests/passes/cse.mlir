// cse replaces an op that recomputes what a dominating op computed; the same
// CHECK lines hold for loopc and for mlir-opt's --cse.
// RUN: %loopc --print-names=source %s --cse --syntax=modern | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --cse | FileCheck %s %}
// The classic spelling gives the same ops:
// RUN: %loopc --print-names=source %s --syntax=classic | %loopc --print-names=source - --cse --syntax=modern | FileCheck %s
// loopc keeps the user's names, the first op's:
// RUN: %loopc --print-names=source %s --cse --syntax=modern | FileCheck %s --check-prefix=NAMES

func.func private @ext(i32) -> i32

// CHECK-LABEL: func.func @pure
// CHECK-SAME:    (%[[A:[^:]*]]: i32)
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[C]] : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:    return %[[Y]], %[[Y]] : i32, i32
// NAMES-LABEL: func.func @pure
// NAMES:         %sum = arith.addi %a, %one : i32
func.func @pure(%a: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %sum = arith.addi %a, %one : i32
  %one2 = arith.constant 1 : i32
  %sum2 = arith.addi %a, %one2 : i32
  %p = arith.muli %sum, %sum : i32
  %q = arith.muli %sum2, %sum2 : i32
  return %p, %q : i32, i32
}

// Operands of a commutative op match in either order, of others not.
// CHECK-LABEL: func.func @commutative
// CHECK-SAME:    (%[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[S:.*]] = arith.subi %[[A]], %[[B]] : i32
// CHECK-NEXT:    %[[T:.*]] = arith.subi %[[B]], %[[A]] : i32
// CHECK-NEXT:    return %[[X]], %[[X]], %[[S]], %[[T]]
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %x = arith.addi %a, %b : i32
  %y = arith.addi %b, %a : i32
  %s = arith.subi %a, %b : i32
  %t = arith.subi %b, %a : i32
  return %x, %y, %s, %t : i32, i32, i32, i32
}

// Different attributes (predicate, value, fast-math flags) or result types
// make different ops.
// CHECK-LABEL: func.func @different
// CHECK-SAME:    (%[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[F:[^:]*]]: f32, %[[I:[^:]*]]: index)
// CHECK-NEXT:    arith.constant 1 : i32
// CHECK-NEXT:    arith.constant 1 : i64
// CHECK-NEXT:    arith.constant 2 : i32
// CHECK-NEXT:    arith.cmpi slt
// CHECK-NEXT:    arith.cmpi sle
// CHECK-NEXT:    arith.addf %[[F]], %[[F]] : f32
// CHECK-NEXT:    arith.addf %[[F]], %[[F]] fastmath<fast> : f32
// CHECK-NEXT:    arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:    arith.index_cast %[[I]] : index to i64
// CHECK-NEXT:    return
func.func @different(%a: i32, %b: i32, %f: f32, %i: index)
    -> (i32, i64, i32, i1, i1, f32, f32, i32, i64) {
  %c1 = arith.constant 1 : i32
  %c1l = arith.constant 1 : i64
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %a, %b : i32
  %le = arith.cmpi sle, %a, %b : i32
  %s = arith.addf %f, %f : f32
  %sf = arith.addf %f, %f fastmath<fast> : f32
  %w = arith.index_cast %i : index to i32
  %l = arith.index_cast %i : index to i64
  return %c1, %c1l, %c2, %lt, %le, %s, %sf, %w, %l : i32, i64, i32, i1, i1, f32, f32, i32, i64
}

// Like MLIR's pass, cse erases ops found dead when it reaches them; the
// first op of a dead chain still had a user then, so it stays.
// CHECK-LABEL: func.func @dead
// CHECK-SAME:    (%[[A:[^:]*]]: i32)
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[A]] : i32
func.func @dead(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %x, %x : i32
  %z = arith.subi %a, %a : i32
  return %a : i32
}

// A value computed before a loop serves its body, at any depth.
// CHECK-LABEL: func.func @outer_serves_inner
// CHECK-SAME:    (%[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[N:[^:]*]]: index, %[[M:[^:]*]]: memref<?xi32>)
// CHECK:         %[[X:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        memref.store %[[X]]
// CHECK-NEXT:      }
// CHECK-NEXT:      memref.store %[[X]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[X]]
func.func @outer_serves_inner(%a: i32, %b: i32, %n: index, %m: memref<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.addi %a, %b : i32
  scf.for %i = %c0 to %n step %c1 {
    %y = arith.addi %a, %b : i32
    %c0_1 = arith.constant 0 : index
    scf.for %j = %c0_1 to %n step %c1 {
      %z = arith.addi %b, %a : i32
      memref.store %z, %m[%j] : memref<?xi32>
    }
    memref.store %y, %m[%i] : memref<?xi32>
  }
  return %x : i32
}

// A value computed in a region serves nothing after it, and sibling regions
// (then and else, the two regions of a while) do not see each other.
// CHECK-LABEL: func.func @scopes
// CHECK-SAME:    (%[[C:[^:]*]]: i1, %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
// CHECK:         scf.if
// CHECK-NEXT:      %[[T:.*]] = arith.subi %[[A]], %[[B]]
// CHECK-NEXT:      scf.yield %[[T]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[E:.*]] = arith.subi %[[A]], %[[B]]
// CHECK-NEXT:      scf.yield %[[E]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[AFTER:.*]] = arith.subi %[[A]], %[[B]]
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      %[[P:.*]] = arith.muli %[[A]], %[[B]]
// CHECK-NEXT:      arith.cmpi slt, %{{.*}}, %[[P]]
// CHECK-NEXT:      scf.condition
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%{{.*}}: i32):
// CHECK-NEXT:      %[[Q:.*]] = arith.muli %[[A]], %[[B]]
// CHECK-NEXT:      arith.addi %{{.*}}, %[[Q]]
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @scopes(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r = scf.if %c -> i32 {
    %x = arith.subi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %b : i32
    scf.yield %y : i32
  }
  %z = arith.subi %a, %b : i32
  %w = scf.while (%v = %a) : (i32) -> i32 {
    %p = arith.muli %a, %b : i32
    %lt = arith.cmpi slt, %v, %p : i32
    scf.condition(%lt) %v : i32
  } do {
  ^bb0(%u: i32):
    %q = arith.muli %a, %b : i32
    %n = arith.addi %u, %q : i32
    scf.yield %n : i32
  }
  return %r, %z, %w : i32, i32, i32
}

// Nothing crosses functions.
// CHECK-LABEL: func.func @first
// CHECK-NEXT:    arith.constant 42 : i32
// CHECK-LABEL: func.func @second
// CHECK-NEXT:    arith.constant 42 : i32
func.func @first() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}
func.func @second() -> i32 {
  %c = arith.constant 42 : i32
  return %c : i32
}

// Ops with effects stay: allocations, calls, stores.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT:    memref.alloc
// CHECK-NEXT:    memref.alloc
// CHECK-NEXT:    call @ext
// CHECK-NEXT:    call @ext
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    return
func.func @effects(%a: i32, %i: index) -> (memref<4xi32>, memref<4xi32>, i32, i32) {
  %m = memref.alloc() : memref<4xi32>
  %o = memref.alloc() : memref<4xi32>
  %x = func.call @ext(%a) : (i32) -> i32
  %y = func.call @ext(%a) : (i32) -> i32
  memref.store %a, %m[%i] : memref<4xi32>
  memref.store %a, %m[%i] : memref<4xi32>
  return %m, %o, %x, %y : memref<4xi32>, memref<4xi32>, i32, i32
}

// A load repeats an earlier one in the same block when nothing between
// them may write: a store or a call may (to any memref), and so may an op
// holding one; a deallocation, or a region that only computes or reads,
// does not.
// CHECK-LABEL: func.func @loads
// CHECK-SAME:    (%[[M:[^:]*]]: memref<4xi32>, %[[O:[^:]*]]: memref<4xi32>, %[[I:[^:]*]]: index, %[[C:[^:]*]]: i1, %[[D:[^:]*]]: memref<4xi32>)
// CHECK-NEXT:    %[[A:.*]] = memref.load %[[M]][%[[I]]]
// CHECK-NEXT:    memref.store %[[A]], %[[O]][%[[I]]]
// CHECK-NEXT:    %[[E:.*]] = memref.load %[[M]][%[[I]]]
// CHECK-NEXT:    scf.if %[[C]] {
// CHECK-NEXT:      memref.store %[[A]], %[[O]][%[[I]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[F:.*]] = memref.load %[[M]][%[[I]]]
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      %[[IN:.*]] = memref.load %[[O]][%[[I]]]
// CHECK-NEXT:      scf.yield %[[IN]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[IN2:.*]] = memref.load %[[M]][%[[I]]]
// CHECK-NEXT:      scf.yield %[[IN2]]
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %[[D]]
// CHECK-NEXT:    %[[K:.*]] = call @ext(%[[F]])
// CHECK-NEXT:    %[[L:.*]] = memref.load %[[M]][%[[I]]]
// CHECK-NEXT:    return %[[A]], %[[A]], %[[E]], %[[F]], %[[F]], %[[F]], %[[R]], %[[K]], %[[L]]
func.func @loads(%m: memref<4xi32>, %o: memref<4xi32>, %i: index, %c: i1, %d: memref<4xi32>)
    -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = memref.load %m[%i] : memref<4xi32>
  %b = memref.load %m[%i] : memref<4xi32>
  memref.store %a, %o[%i] : memref<4xi32>
  %e = memref.load %m[%i] : memref<4xi32>
  scf.if %c {
    memref.store %a, %o[%i] : memref<4xi32>
  }
  %f = memref.load %m[%i] : memref<4xi32>
  // A load in a nested block repeats none outside it.
  %r = scf.if %c -> i32 {
    %in = memref.load %o[%i] : memref<4xi32>
    scf.yield %in : i32
  } else {
    %in2 = memref.load %m[%i] : memref<4xi32>
    scf.yield %in2 : i32
  }
  %g = memref.load %m[%i] : memref<4xi32>
  memref.dealloc %d : memref<4xi32>
  %h = memref.load %m[%i] : memref<4xi32>
  %k = func.call @ext(%h) : (i32) -> i32
  %l = memref.load %m[%i] : memref<4xi32>
  return %a, %b, %e, %f, %g, %h, %r, %k, %l : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// A load in a nested region does not repeat one outside it (another block).
// CHECK-LABEL: func.func @load_nested
// CHECK:         %[[A:.*]] = memref.load
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[B:.*]] = memref.load
// CHECK-NEXT:      arith.addi %[[A]], %[[B]]
func.func @load_nested(%m: memref<4xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %a) -> i32 {
    %b = memref.load %m[%c0] : memref<4xi32>
    %t = arith.addi %a, %b : i32
    %u = arith.addi %s, %t : i32
    scf.yield %u : i32
  }
  return %r : i32
}

// Region ops are the same when their regions are: the same ops on the same
// values from outside, and on matching values from inside.
// CHECK-LABEL: func.func @regions
// CHECK-SAME:    (%[[C:[^:]*]]: i1, %[[A:[^:]*]]: f32, %[[B:[^:]*]]: f32, %[[N:[^:]*]]: index, %[[M:[^:]*]]: memref<4xf32>)
// CHECK:         %[[I1:.*]] = scf.if %[[C]] -> (f32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[A]], %[[B]]
// CHECK-NEXT:      scf.yield %[[S]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[B]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[I2:.*]] = scf.if %[[C]] -> (f32) {
// CHECK-NEXT:      scf.yield %[[B]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[A]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[F:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[A]]) -> (f32) {
// CHECK-NEXT:      %[[N:.*]] = arith.mulf %[[ACC]], %[[B]]
// CHECK-NEXT:      scf.yield %[[N]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[G:.*]] = scf.for
// CHECK-NEXT:      memref.load
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[H:.*]] = scf.for
// CHECK-NEXT:      memref.load
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[I1]], %[[I1]], %[[I2]], %[[F]], %[[F]], %[[G]], %[[H]]
func.func @regions(%c: i1, %a: f32, %b: f32, %n: index, %m: memref<4xf32>)
    -> (f32, f32, f32, f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r1 = scf.if %c -> f32 {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  } else {
    scf.yield %b : f32
  }
  %r2 = scf.if %c -> f32 {
    %s2 = arith.addf %a, %b : f32
    scf.yield %s2 : f32
  } else {
    scf.yield %b : f32
  }
  %r3 = scf.if %c -> f32 {
    scf.yield %b : f32
  } else {
    scf.yield %a : f32
  }
  %f1 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> f32 {
    %x = arith.mulf %acc, %b : f32
    scf.yield %x : f32
  }
  %f2 = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %a) -> f32 {
    %y = arith.mulf %acc2, %b : f32
    scf.yield %y : f32
  }
  // Loops that read memory are not merged.
  %g1 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> f32 {
    %v = memref.load %m[%i] : memref<4xf32>
    %x = arith.addf %acc, %v : f32
    scf.yield %x : f32
  }
  %g2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> f32 {
    %v = memref.load %m[%i] : memref<4xf32>
    %x = arith.addf %acc, %v : f32
    scf.yield %x : f32
  }
  return %r1, %r2, %r3, %f1, %f2, %g1, %g2 : f32, f32, f32, f32, f32, f32, f32
}

// Parallel loops with their reductions, and while loops, merge too.
// CHECK-LABEL: func.func @loops
// CHECK:         %[[P:.*]] = scf.parallel
// CHECK:         scf.reduce.return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[W:.*]] = scf.while
// CHECK:         scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[P]], %[[P]], %[[W]], %[[W]]
func.func @loops(%n: index, %a: f32, %k: i32) -> (f32, f32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %p = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %u = arith.mulf %a, %a : f32
    scf.reduce(%u : f32) {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      scf.reduce.return %t : f32
    }
  }
  %q = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %u = arith.mulf %a, %a : f32
    scf.reduce(%u : f32) {
    ^bb0(%l: f32, %r: f32):
      %t = arith.addf %l, %r : f32
      scf.reduce.return %t : f32
    }
  }
  %w = scf.while (%x = %k) : (i32) -> i32 {
    %lt = arith.cmpi slt, %x, %k : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  %v = scf.while (%x = %k) : (i32) -> i32 {
    %lt = arith.cmpi slt, %x, %k : i32
    scf.condition(%lt) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %p, %q, %w, %v : f32, f32, i32, i32
}
