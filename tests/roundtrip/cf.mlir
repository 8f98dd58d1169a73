// cf.br, cf.cond_br (with weights), cf.switch and cf.assert in functions of
// several blocks: block arguments, forward references to blocks and to
// values of later blocks, printed as mlir-opt 22 prints them (labels ^bbN,
// predecessor comments); the generic form with successor lists and the
// segment sizes MLIR derives; both read back by mlir-opt.
// RUN: %loopc %s | FileCheck %s
// RUN: %loopc %s | %loopc | FileCheck %s
// RUN: %loopc %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: %loopc %s --mlir-print-op-generic | %loopc | FileCheck %s
// RUN: %loopc --print-names=source %s | FileCheck %s --check-prefix=SRC

// CHECK-LABEL: func.func @branches(
// CHECK-SAME:      %[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i1, %[[S:.*]]: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %[[C]] weights([3, 5]), ^bb1(%[[A]], %[[B]] : i32, i32), ^bb2
// CHECK-NEXT:  ^bb1(%[[X:.*]]: i32, %[[Y:.*]]: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1(%[[Y]], %[[X]] : i32, i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %[[S]] : i32, [
// CHECK-NEXT:      default: ^bb3(%[[A]] : i32),
// CHECK-NEXT:      42: ^bb3(%[[B]] : i32),
// CHECK-NEXT:      4294967289: ^bb4
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb3(%[[Z:.*]]: i32):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT:    cf.assert %[[C]], "oops"
// CHECK-NEXT:    return %[[Z]] : i32
// CHECK-NEXT:  ^bb4:  // pred: ^bb2
// CHECK-NEXT:    return %[[S]] : i32
// CHECK-NEXT:  }

// GEN-LABEL: sym_name = "branches"
// GEN-NEXT:  ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i1, %[[S:.*]]: i32):
// GEN-NEXT:    "cf.cond_br"(%[[C]], %[[A]], %[[B]])[^bb1, ^bb2] <{branch_weights = array<i32: 3, 5>, operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
// GEN-NEXT:  ^bb1(%[[X:.*]]: i32, %[[Y:.*]]: i32):  // 2 preds: ^bb0, ^bb1
// GEN-NEXT:    "cf.br"(%[[Y]], %[[X]])[^bb1] : (i32, i32) -> ()
// GEN:         "cf.switch"(%[[S]], %[[A]], %[[B]])[^bb3, ^bb3, ^bb4] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[42, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// GEN:         "cf.switch"(%{{.*}})[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<true> : vector<1xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()

// SRC-LABEL: func.func @branches(
// SRC:         cf.cond_br %c weights([3, 5]), ^bb1(%arg0, %arg1 : i32, i32), ^bb2
// SRC-NEXT:  ^bb1(%x: i32, %y: i32):
// SRC-NEXT:    cf.br ^bb1(%y, %x : i32, i32)
func.func @branches(%arg0: i32, %arg1: i32, %c: i1, %s: i32) -> i32 {
  cf.cond_br %c weights([3, 5]), ^bb1(%arg0, %arg1 : i32, i32), ^bb2
^bb1(%x: i32, %y: i32):
  cf.br ^bb1(%y, %x : i32, i32)
^bb2:
  cf.switch %s : i32, [
    default: ^bb3(%arg0 : i32),
    42: ^bb3(%arg1 : i32),
    -7: ^bb4
  ]
^bb3(%z: i32):
  cf.assert %c, "oops"
  return %z : i32
^bb4:
  return %s : i32
}

// A value used in a block printed before the block that defines it (which
// dominates the use), and a block no branch reaches.
// CHECK-LABEL: func.func @forward_value(
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb2
// CHECK-NEXT:    return %[[V:.*]] : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %[[V]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb3:  // no predecessors
// CHECK-NEXT:    return %arg0 : i32
func.func @forward_value(%a: i32) -> i32 {
  cf.br ^later
^use:
  return %v : i32
^later:
  %v = arith.addi %a, %a : i32
  cf.br ^use
^dead:
  return %a : i32
}

// A switch on i1 (case values print as unsigned numbers, true as 1), and one
// without cases (mlir-opt closes it on the default's line).
// CHECK-LABEL: func.func @switches(
// CHECK:         cf.switch %arg0 : i1, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      1: ^bb2
// CHECK-NEXT:    ]
// CHECK:         cf.switch %arg1 : i64, [
// CHECK-NEXT:      default: ^bb1]
func.func @switches(%b: i1, %n: i64) {
  cf.switch %b : i1, [
    default: ^bb1,
    -1: ^bb2
  ]
^bb1:
  return
^bb2:
  cf.switch %n : i64, [
    default: ^bb1
  ]
}
