// cse in functions of several blocks: an op is replaced by an equal one of
// a block that dominates it, not by one of a sibling block; reads are not
// matched across blocks (a write may come between on some path). The same
// CHECK lines hold for loopc and for mlir-opt's --cse.
// RUN: %loopc %s --cse | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --cse | FileCheck %s %}

// CHECK-LABEL: func.func @dominating(
// CHECK:         %[[X:.*]] = arith.addi %arg1, %arg2 : i64
// CHECK:         %[[L:.*]] = memref.load %arg3
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %[[L2:.*]] = memref.load %arg3
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[X]], %[[L2]] : i64
// CHECK-NEXT:    cf.br ^bb3(%[[S]] : i64)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %arg2 : i64
// CHECK-NEXT:    cf.br ^bb3(%[[M]] : i64)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i64):
// CHECK-NEXT:    %[[W:.*]] = arith.muli %arg1, %arg2 : i64
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[R]], %[[W]] : i64
// CHECK-NEXT:    %[[U:.*]] = arith.addi %[[T]], %[[X]] : i64
// CHECK-NEXT:    %[[V:.*]] = arith.addi %[[U]], %[[L]] : i64
// CHECK-NEXT:    return %[[V]] : i64
func.func @dominating(%c: i1, %a: i64, %b: i64, %m: memref<4xi64>) -> i64 {
  %i0 = arith.constant 0 : index
  %x = arith.addi %a, %b : i64
  %l = memref.load %m[%i0] : memref<4xi64>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.addi %a, %b : i64
  %l2 = memref.load %m[%i0] : memref<4xi64>
  %s = arith.addi %y, %l2 : i64
  cf.br ^bb3(%s : i64)
^bb2:
  %z = arith.muli %a, %b : i64
  cf.br ^bb3(%z : i64)
^bb3(%r: i64):
  %w = arith.muli %a, %b : i64
  %t = arith.addi %r, %w : i64
  %u = arith.addi %t, %x : i64
  %v = arith.addi %u, %l : i64
  return %v : i64
}

// A block written before the block that dominates it: the dominating one's
// op stays.
// CHECK-LABEL: func.func @order(
// CHECK:         cf.br ^bb2
// CHECK-NEXT:  ^bb1(%[[P:.*]]: i64):
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[D:.*]], %[[P]] : i64
// CHECK-NEXT:    return %[[S]] : i64
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %[[D]] = arith.subi %arg0, %arg1 : i64
// CHECK-NEXT:    cf.br ^bb1(%[[D]] : i64)
func.func @order(%a: i64, %b: i64) -> i64 {
  cf.br ^bb2
^bb1(%p: i64):
  %e = arith.subi %a, %b : i64
  %s = arith.addi %e, %p : i64
  return %s : i64
^bb2:
  %d = arith.subi %a, %b : i64
  cf.br ^bb1(%d : i64)
}
