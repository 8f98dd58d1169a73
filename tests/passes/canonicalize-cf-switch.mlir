// canonicalize: a cf.switch whose block is reached only from a cf.switch on
// the same flag, as mlir-opt 22 rewrites it: through a case, a cf.br where
// that value goes (its own case, else its default); through the default,
// its cases for the first switch's values are dropped
// (SimplifySwitchFromSwitchOnSameCondition,
// SimplifySwitchFromDefaultSwitchOnSameCondition). Not fired: a block with
// two predecessors, a switch on another flag. The CHECK lines hold for
// loopc and for mlir-opt.
// RUN: %loopc %s -allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s -allow-unregistered-dialect --canonicalize | FileCheck %s %}

// CHECK-LABEL: func.func @b(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     42: ^bb2,
// CHECK-NEXT:     43: ^bb3
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.foo"() : () -> ()
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.baz"() : () -> ()
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   "test.bar"() : () -> ()
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     42: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     43: ^bb4
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.foo"() : () -> ()
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   "test.bar"() : () -> ()
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT:   "test.qux"() : () -> ()
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     7: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.foo"() : () -> ()
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.bar"() : () -> ()
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     1: ^bb2,
// CHECK-NEXT:     2: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.foo"() : () -> ()
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     1: ^bb4
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   cf.switch %arg1 : i32, [
// CHECK-NEXT:     default: ^bb4,
// CHECK-NEXT:     1: ^bb5
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   "test.baz"() : () -> ()
// CHECK-NEXT:   return %arg2 : i32
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   "test.qux"() : () -> ()
// CHECK-NEXT:   return %arg3 : i32
// CHECK-NEXT: }


// Reached through case 42 of a switch on the same flag: a branch to where
// 42 goes.
func.func @b(%f: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "test.foo"() : () -> ()
  return %x : i32
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  "test.bar"() : () -> ()
  return %y : i32
^bb4:
  "test.baz"() : () -> ()
  return %x : i32
}
// Reached through the default: case 42 cannot be taken there.
func.func @c(%f: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "test.foo"() : () -> ()
  return %x : i32
^bb3:
  "test.bar"() : () -> ()
  return %y : i32
^bb4:
  "test.baz"() : () -> ()
  return %x : i32
^bb5:
  "test.qux"() : () -> ()
  return %y : i32
}
// Through case 7, which the second switch does not have: its default.
func.func @d(%f: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    7: ^bb2
  ]
^bb1:
  "test.foo"() : () -> ()
  return %x : i32
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    8: ^bb4
  ]
^bb3:
  "test.bar"() : () -> ()
  return %y : i32
^bb4:
  "test.baz"() : () -> ()
  return %x : i32
}
// Not fired: the block has two predecessors; another flag.
func.func @e(%f: i32, %g: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb2
  ]
^bb1:
  "test.foo"() : () -> ()
  return %x : i32
^bb2:
  cf.switch %f : i32, [
    default: ^bb3,
    1: ^bb4
  ]
^bb3:
  cf.switch %g : i32, [
    default: ^bb4,
    1: ^bb5
  ]
^bb4:
  "test.baz"() : () -> ()
  return %x : i32
^bb5:
  "test.qux"() : () -> ()
  return %y : i32
}
