// canonicalize: constants are hoisted to the top of the function and
// deduplicated, in mlir-opt's order.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// Constants go to the top of the function's entry block, once per value,
// from any depth; unused ones go. The walk moves each constant that does
// not follow one already hoisted to the very top (so constants spread over
// the function end up in reverse order, as in mlir-opt); folded values are
// created where they were computed and hoisted by the next walk.
// CHECK-LABEL: func.func @hoist
// CHECK-SAME:    (%[[N:[^:]+]]: index, %[[M:[^:]+]]: memref<4xf32>)
// CHECK-NEXT:    %[[F:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[N]] step %[[C1]] {
// CHECK-NEXT:      scf.for %[[J:.*]] = %[[C0]] to %[[N]] step %[[C1]] {
// CHECK-NEXT:        memref.store %[[F]], %[[M]][%[[J]]] : memref<4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @hoist(%n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %unused = arith.constant 7 : i32
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %c0_again = arith.constant 0 : index
    %one = arith.constant 1 : index
    scf.for %j = %c0_again to %n step %one {
      %f = arith.constant 2.5 : f32
      memref.store %f, %m[%j] : memref<4xf32>
    }
  }
  return
}

// Constants already at the top keep their order; new ones go above them.
// CHECK-LABEL: func.func @order
// CHECK-SAME:    (%[[X:[^:]+]]: i32)
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[U:.*]] = arith.addi %[[X]], %[[C7]] : i32
// CHECK-NEXT:    return %[[C2]], %[[C4]], %[[U]], %[[C8]] : i32, i32, i32, i32
func.func @order(%x: i32) -> (i32, i32, i32, i32) {
  %k = arith.constant 7 : i32
  %u = arith.addi %x, %k : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %a = arith.addi %one, %one : i32
  %b = arith.addi %two, %two : i32
  %d = arith.muli %b, %two : i32
  return %a, %b, %u, %d : i32, i32, i32, i32
}

// Equal f32 literals are one constant (0.1 written twice, and a literal
// that rounds to the same float).
// CHECK-LABEL: func.func @same_float
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:    return %[[C]], %[[C]], %[[C]] : f32, f32, f32
func.func @same_float() -> (f32, f32, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.1 : f32
  %c = arith.constant 0.100000001 : f32
  return %a, %b, %c : f32, f32, f32
}
