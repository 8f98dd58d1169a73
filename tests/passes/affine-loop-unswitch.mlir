// test-affine-loop-unswitch (MLIR's name): an affine.if that does not depend
// on the loops around it rises above them, the nest copied into both
// branches; the output is mlir-opt 22's (diffed).
// RUN: %loopc --pass-pipeline="builtin.module(func.func(test-affine-loop-unswitch))" %s | FileCheck %s
// RUN: %loopc --test-affine-loop-unswitch %s > %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(test-affine-loop-unswitch))" %s | diff - %t.loopc %}
// One hoist per function and run, as mlir-opt's test pass: the second
// affine.if of @two stays.

func.func private @f(index) -> ()
func.func private @g(index) -> ()

// Fires: the condition on %n rises above both loops; the else version keeps
// what is outside the affine.if.
// CHECK-LABEL: func @fires
// CHECK-NEXT: affine.if #{{.*}}()[%arg0] {
// CHECK-NEXT:   affine.for
// CHECK-NEXT:     affine.for
// CHECK-NEXT:       call @f
// CHECK-NEXT:       call @g
// CHECK:      } else {
// CHECK-NEXT:   affine.for
// CHECK-NEXT:     affine.for
// CHECK-NEXT:       call @g
func.func @fires(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%n] {
        func.call @f(%j) : (index) -> ()
      }
      func.call @g(%i) : (index) -> ()
    }
  }
  return
}

// Rises above the inner loop only: the condition uses %i.
// CHECK-LABEL: func @partial
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:   affine.if #{{.*}}(%[[I]]) {
// CHECK-NEXT:     affine.for
func.func @partial() {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
        func.call @f(%j) : (index) -> ()
      } else {
        func.call @g(%j) : (index) -> ()
      }
    }
  }
  return
}

// CHECK-LABEL: func @two
// CHECK-NEXT: affine.if
// CHECK-NEXT:   affine.for
// CHECK:      affine.for
// CHECK-NEXT:   affine.if
func.func @two(%n: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%n] {
      func.call @f(%i) : (index) -> ()
    }
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<()[s0] : (s0 - 7 >= 0)>()[%n] {
      func.call @f(%i) : (index) -> ()
    }
  }
  return
}

// Must not fire: the condition uses an affine.parallel's variable.
// CHECK-LABEL: func @in_parallel
// CHECK-NEXT: affine.parallel
// CHECK-NEXT:   affine.if
func.func @in_parallel() {
  affine.parallel (%i) = (0) to (10) {
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      func.call @f(%i) : (index) -> ()
    }
  }
  return
}

// Must not fire: the condition uses the innermost induction variable; an
// affine.if with results.
// CHECK-LABEL: func @stays
// CHECK-NEXT: affine.for
// CHECK-NEXT:   affine.for
// CHECK-NEXT:     affine.if
// CHECK:      affine.for
// CHECK-NEXT:   affine.if
func.func @stays(%n: index) -> index {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%j) {
        func.call @f(%j) : (index) -> ()
      }
    }
  }
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> index {
    %v = affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%n] -> index {
      affine.yield %i : index
    } else {
      affine.yield %a : index
    }
    affine.yield %v : index
  }
  return %r : index
}
