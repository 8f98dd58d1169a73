// SSA names: user names are kept unless they clash with a name visible in
// the scope; others get fresh %N / %argN names; labels are kept.
// RUN: %loopc --print-names=source %s | FileCheck %s

// CHECK-LABEL: func.func @siblings(%x: index, %arg0: index) -> index {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = scf.for %i = %x to %arg0 step %c1 iter_args(%acc = %x) -> (index) {
// CHECK-NEXT:      %t = arith.addi %acc, %i : index
// CHECK-NEXT:      scf.yield %t : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %1 = scf.for %i = %x to %arg0 step %c1 iter_args(%acc = %0) -> (index) {
// CHECK-NEXT:      %t = arith.addi %acc, %i : index
// CHECK-NEXT:      scf.yield %t : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : index
func.func @siblings(%x: index, %arg0: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %x to %arg0 step %c1 iter_args(%acc = %x) -> (index) {
    %t = arith.addi %acc, %i : index
    scf.yield %t : index
  }
  %1 = scf.for %i = %x to %arg0 step %c1 iter_args(%acc = %0) -> (index) {
    %t = arith.addi %acc, %i : index
    scf.yield %t : index
  }
  return %1 : index
}

// Names of multi-result ops: `%r:2` keeps its group, distinct names stay.
// CHECK-LABEL: func.func @multi(%c: i1, %a: f32) -> (f32, f32) {
// CHECK-NEXT:    %p, %q = scf.if %c -> (f32, f32) {
// CHECK-NEXT:      scf.yield %a, %a : f32, f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %a, %a : f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %g:2 = scf.if %c -> (f32, f32) {
// CHECK-NEXT:      scf.yield %p, %q : f32, f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %q, %p : f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %g#1, %g#0 : f32, f32
func.func @multi(%c: i1, %a: f32) -> (f32, f32) {
  %p, %q = scf.if %c -> (f32, f32) {
    scf.yield %a, %a : f32, f32
  } else {
    scf.yield %a, %a : f32, f32
  }
  %g:2 = scf.if %c -> (f32, f32) {
    scf.yield %p, %q : f32, f32
  } else {
    scf.yield %q, %p : f32, f32
  }
  return %g#1, %g#0 : f32, f32
}

// A name used in an enclosing region is not reused inside; a later sibling
// may reuse it.
// CHECK-LABEL: func.func @nested(%n: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:      %x = arith.addi %i, %c1 : index
// CHECK-NEXT:      scf.for %j = %c0 to %x step %c1 {
// CHECK-NEXT:        %y = arith.addi %j, %x : index
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:      %x = arith.muli %i, %c1 : index
// CHECK-NEXT:    }
func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %x step %c1 {
      %y = arith.addi %j, %x : index
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.muli %i, %c1 : index
  }
  return
}
