// canonicalize: a result of scf.execute_region that every scf.yield yields as
// one value defined outside the op is that value, and leaves the results and
// the yields (no_inline ops too); loopc and mlir-opt 22 print the same text.
// RUN: %loopc %s --canonicalize --split-input-file > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}

func.func private @foo()

// Fires: %m comes from outside; the loop result stays.
// CHECK-LABEL: func.func @outside
// CHECK:         %[[R:.*]] = scf.execute_region -> i32 no_inline {
// CHECK:           scf.yield %{{.*}} : i32
// CHECK:         return %arg0, %[[R]] : memref<4xf32>, i32
func.func @outside(%m: memref<4xf32>, %x: i32) -> (memref<4xf32>, i32) {
  %0:2 = scf.execute_region -> (memref<4xf32>, i32) no_inline {
    func.call @foo() : () -> ()
    %c = arith.addi %x, %x : i32
    scf.yield %m, %c : memref<4xf32>, i32
  }
  return %0#0, %0#1 : memref<4xf32>, i32
}

// -----

func.func private @foo()

// Fires in every block: both yields give %a.
// CHECK-LABEL: func.func @two_yields
// CHECK:         scf.execute_region no_inline {
// CHECK:           scf.yield{{$}}
// CHECK:           scf.yield{{$}}
// CHECK:         return %arg1 : i32
func.func @two_yields(%c: i1, %a: i32) -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    func.call @foo() : () -> ()
    scf.yield %a : i32
  ^bb2:
    func.call @foo() : () -> ()
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

func.func private @foo()

// Does not fire: the yields give different values.
// CHECK-LABEL: func.func @different
// CHECK:         %[[R:.*]] = scf.execute_region -> i32 no_inline {
// CHECK:           scf.yield %arg1 : i32
// CHECK:           scf.yield %arg2 : i32
// CHECK:         return %[[R]] : i32
func.func @different(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    func.call @foo() : () -> ()
    scf.yield %a : i32
  ^bb2:
    func.call @foo() : () -> ()
    scf.yield %b : i32
  }
  return %0 : i32
}
