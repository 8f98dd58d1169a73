// canonicalize: loop.if (scf.if): constant and negated conditions, selects,
// unused results, empty branches, and ifs combined.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

func.func private @ext() -> f32

// A constant condition picks a branch; a missing else is nothing.
// CHECK-LABEL: func.func @constant_condition
// CHECK-SAME:    (%[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32, %[[M:[^:]+]]: memref<4xf32>)
// CHECK:         %[[X:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:    memref.store %[[A]], %[[M]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT:    %[[Y:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT:    return %[[X]], %[[Y]] : f32, f32
func.func @constant_condition(%a: f32, %b: f32, %m: memref<4xf32>) -> (f32, f32) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %r = scf.if %true -> f32 {
    %x = arith.addf %a, %b : f32
    scf.yield %x : f32
  } else {
    scf.yield %b : f32
  }
  %s = scf.if %false -> f32 {
    scf.yield %a : f32
  } else {
    memref.store %a, %m[%c0] : memref<4xf32>
    %y = arith.mulf %a, %b : f32
    scf.yield %y : f32
  }
  scf.if %false {
    memref.store %b, %m[%c0] : memref<4xf32>
  }
  return %r, %s : f32, f32
}

// Results yielded from outside the if become selects (or the value itself
// when both branches yield it); the if keeps only what it computes.
// CHECK-LABEL: func.func @to_select
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[A:[^:]+]]: f32, %[[B:[^:]+]]: f32, %[[M:[^:]+]]: memref<4xf32>)
// CHECK:         %[[S:.*]] = arith.select %[[C]], %[[B]], %[[A]] : f32
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (f32) {
// CHECK-NEXT:      %[[X:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:      memref.store %[[X]], %[[M]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT:      scf.yield %[[X]] : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[B]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %[[A]], %[[S]] : f32, f32, f32
func.func @to_select(%c: i1, %a: f32, %b: f32, %m: memref<4xf32>) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %r:3 = scf.if %c -> (f32, f32, f32) {
    %x = arith.addf %a, %b : f32
    memref.store %x, %m[%c0] : memref<4xf32>
    scf.yield %x, %a, %b : f32, f32, f32
  } else {
    scf.yield %b, %a, %a : f32, f32, f32
  }
  return %r#0, %r#1, %r#2 : f32, f32, f32
}

// An if computing nothing but its results is a select.
// CHECK-LABEL: func.func @pure_select
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK-NEXT:    %[[S:.*]] = arith.select %[[C]], %[[A]], %[[B]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @pure_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// i1 results yielding true/false are the condition or its negation;
// unused results go; an else with nothing to do goes.
// CHECK-LABEL: func.func @condition_results
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[M:[^:]+]]: memref<4xf32>, %[[A:[^:]+]]: f32)
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[N:.*]] = arith.xori %[[C]], %[[T]] : i1
// CHECK:         scf.if %[[C]] {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[C]], %[[N]] : i1, i1
func.func @condition_results(%c: i1, %m: memref<4xf32>, %a: f32) -> (i1, i1) {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %false = arith.constant false
  %r:3 = scf.if %c -> (i1, i1, f32) {
    memref.store %a, %m[%c0] : memref<4xf32>
    scf.yield %true, %false, %a : i1, i1, f32
  } else {
    %x = arith.addf %a, %a : f32
    scf.yield %false, %true, %x : i1, i1, f32
  }
  return %r#0, %r#1 : i1, i1
}

// if (not c) A else B is if c B else A; an empty then stays.
// CHECK-LABEL: func.func @negated_condition
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[M:[^:]+]]: memref<4xf32>, %[[A:[^:]+]]: f32)
// CHECK:         scf.if %[[C]] {
// CHECK-NEXT:      func.call @ext()
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %[[A]]
// CHECK-NEXT:    }
// CHECK-NEXT:    call @ext()
// CHECK-NEXT:    scf.if %[[C]] {
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %[[A]]
// CHECK-NEXT:    }
func.func @negated_condition(%c: i1, %m: memref<4xf32>, %a: f32) {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.store %a, %m[%c0] : memref<4xf32>
  } else {
    %x = func.call @ext() : () -> f32
  }
  func.call @ext() : () -> f32
  scf.if %c {
  } else {
    memref.store %a, %m[%c0] : memref<4xf32>
  }
  return
}

// Inside the branches the condition is known.
// CHECK-LABEL: func.func @condition_propagation
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[M:[^:]+]]: memref<4xi1>)
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK:         scf.if %[[C]] {
// CHECK-NEXT:      memref.store %[[T]], %[[M]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %[[F]], %[[M]]
// CHECK-NEXT:    }
func.func @condition_propagation(%c: i1, %m: memref<4xi1>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %c, %m[%c0] : memref<4xi1>
  } else {
    memref.store %c, %m[%c0] : memref<4xi1>
  }
  return
}

// Two ifs in a row on one condition become one; the second's use of the
// first's result takes the value of the branch that ran.
// CHECK-LABEL: func.func @combine
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[A:[^:]+]]: f32, %[[M:[^:]+]]: memref<4xf32>)
// CHECK:         %[[R:.*]] = scf.if %[[C]] -> (f32) {
// CHECK-NEXT:      %[[X:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK-NEXT:      memref.store %[[X]], %[[M]]
// CHECK-NEXT:      memref.store %[[X]], %[[M]]
// CHECK-NEXT:      scf.yield %[[X]] : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store %[[A]], %[[M]]
// CHECK-NEXT:      scf.yield %[[A]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : f32
func.func @combine(%c: i1, %a: f32, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> f32 {
    %x = arith.addf %a, %a : f32
    memref.store %x, %m[%c0] : memref<4xf32>
    scf.yield %x : f32
  } else {
    memref.store %a, %m[%c0] : memref<4xf32>
    scf.yield %a : f32
  }
  scf.if %c {
    memref.store %r, %m[%c0] : memref<4xf32>
  }
  return %r : f32
}

// An if alone in another's then branch: one if on both conditions.
// CHECK-LABEL: func.func @combine_nested
// CHECK-SAME:    (%[[A:[^:]+]]: i1, %[[B:[^:]+]]: i1, %[[V:[^:]+]]: f32, %[[M:[^:]+]]: memref<4xf32>)
// CHECK:         %[[AB:.*]] = arith.andi %[[A]], %[[B]] : i1
// CHECK-NEXT:    scf.if %[[AB]] {
// CHECK-NEXT:      memref.store %[[V]], %[[M]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @combine_nested(%a: i1, %b: i1, %v: f32, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  scf.if %a {
    scf.if %b {
      memref.store %v, %m[%c0] : memref<4xf32>
    }
  }
  return
}

// Not combined: the outer then does more than the inner if.
// CHECK-LABEL: func.func @not_combined
// CHECK:         scf.if
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      scf.if
func.func @not_combined(%a: i1, %b: i1, %v: f32, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  scf.if %a {
    memref.store %v, %m[%c0] : memref<4xf32>
    scf.if %b {
      memref.store %v, %m[%c0] : memref<4xf32>
    }
  }
  return
}
