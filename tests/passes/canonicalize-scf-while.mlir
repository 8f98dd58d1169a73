// canonicalize: loop.while (scf.while): invariant, unused, duplicated and
// reordered values, and the condition known in the after block.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

func.func private @cond(i32) -> i1
func.func private @step(i32) -> i32

// A value the condition forwards but nobody reads (neither the result nor
// the after-block argument) goes, and so does the before-block argument
// that carried it, which then only fed itself.
// CHECK-LABEL: func.func @unused
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[B:[^:]+]]: f32)
// CHECK:         %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT:      %[[C:.*]] = func.call @cond(%[[X]]) : (i32) -> i1
// CHECK-NEXT:      scf.condition(%[[C]]) %[[X]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[P:.*]]: i32):
// CHECK-NEXT:      %[[N:.*]] = func.call @step(%[[P]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @unused(%a: i32, %b: f32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (i32, f32) {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, f32
  } do {
  ^bb0(%p: i32, %q: f32):
    %n = func.call @step(%p) : (i32) -> i32
    %k = arith.sitofp %p : i32 to f32
    scf.yield %n, %k : i32, f32
  }
  return %r#0 : i32
}

// A before-block argument that gets its init back every time is the init;
// a value from outside the loop forwarded by the condition is that value.
// CHECK-LABEL: func.func @invariant
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK:         %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[X]], %[[B]] : i32
// CHECK-NEXT:      %[[C:.*]] = func.call @cond(%[[S]]) : (i32) -> i1
// CHECK-NEXT:      scf.condition(%[[C]]) %[[X]] : i32
// CHECK:         return %[[R]], %[[B]] : i32, i32
func.func @invariant(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    %c = func.call @cond(%s) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = func.call @step(%p) : (i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// In the after block the condition held: a forwarded copy of it is true,
// and the same comparison of the forwarded operands is true (its inverse
// false): 1 + 1 + 0. A value forwarded twice is forwarded once.
// CHECK-LABEL: func.func @condition_known
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK:         %[[TWO:.*]] = arith.constant 2 : i32
// CHECK:         %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi slt, %[[X]], %[[B]] : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[X]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[P:.*]]: i32):
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[P]], %[[TWO]] : i32
// CHECK-NEXT:      %[[T:.*]] = arith.addi %[[S]], %[[P]] : i32
// CHECK-NEXT:      %[[N:.*]] = func.call @step(%[[T]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %[[R]] : i32, i32
func.func @condition_known(%a: i32, %b: i32) -> (i32, i32) {
  %r:3 = scf.while (%x = %a) : (i32) -> (i32, i1, i32) {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x, %c, %x : i32, i1, i32
  } do {
  ^bb0(%p: i32, %cc: i1, %p2: i32):
    %e = arith.extui %cc : i1 to i32
    %lt = arith.cmpi slt, %p, %b : i32
    %ge = arith.cmpi sge, %p, %b : i32
    %f = arith.extui %lt : i1 to i32
    %g = arith.extui %ge : i1 to i32
    %s0 = arith.addi %e, %f : i32
    %s1 = arith.addi %s0, %g : i32
    %s2 = arith.addi %p, %s1 : i32
    %t = arith.addi %s2, %p2 : i32
    %n = func.call @step(%t) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#2 : i32, i32
}

// Two before-block arguments with the same init and the same yielded value
// are one.
// CHECK-LABEL: func.func @duplicate_args
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK:         %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi slt, %[[S]], %[[B]] : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[S]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[P:.*]]: i32):
// CHECK-NEXT:      %[[N:.*]] = func.call @step(%[[P]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[N]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
func.func @duplicate_args(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a, %y = %a) : (i32, i32) -> i32 {
    %s = arith.addi %x, %y : i32
    %c = arith.cmpi slt, %s, %b : i32
    scf.condition(%c) %s : i32
  } do {
  ^bb0(%p: i32):
    %n = func.call @step(%p) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r : i32
}

// Forwarded values in another order than the before-block arguments are
// put in order.
// CHECK-LABEL: func.func @align
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK:         %[[R:.*]]:2 = scf.while (%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]]) : (i32, i32) -> (i32, i32) {
// CHECK:           scf.condition(%{{.*}}) %[[X]], %[[Y]] : i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[P:.*]]: i32, %[[Q:.*]]: i32):
// CHECK-NEXT:      %[[N:.*]] = func.call @step(%[[Q]]) : (i32) -> i32
// CHECK-NEXT:      %[[M:.*]] = func.call @step(%[[P]]) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[M]], %[[N]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#1, %[[R]]#0 : i32, i32
func.func @align(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = func.call @step(%p) : (i32) -> i32
    %m = func.call @step(%q) : (i32) -> i32
    scf.yield %m, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// A loop whose regions have no effects is dead when its results are unused
// (it may not terminate; MLIR removes it too). A constant false condition
// is not simplified (MLIR has no pattern for it).
// CHECK-LABEL: func.func @dead_and_false
// CHECK:         scf.while
// CHECK-NOT:     scf.while
// CHECK:         return
func.func @dead_and_false(%a: i32, %b: i32) -> i32 {
  %d = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%p: i32):
    %n = arith.addi %p, %p : i32
    scf.yield %n : i32
  }
  %false = arith.constant false
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %n = func.call @step(%x) : (i32) -> i32
    scf.condition(%false) %n : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r : i32
}
