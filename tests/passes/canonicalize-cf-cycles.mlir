// canonicalize on chains of cf.br: a branch to a block holding only a
// cf.br goes to that branch's destination, except where the chain of
// cf.br terminators from there comes back to a block on it (MLIR's
// collapseBranch): collapsing into a cycle went round it for ever (loopc
// never finished on these). A chain that ends leaves the return.
// RUN: timeout 60 %loopc %s --canonicalize > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}

// CHECK-LABEL: func.func @two_block_cycle() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb1
func.func @two_block_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// CHECK-LABEL: func.func @three_block_cycle_after_a_chain() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb1
func.func @three_block_cycle_after_a_chain() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb2
}

// CHECK-LABEL: func.func @chain_to_return() -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %c7_i32 : i32
func.func @chain_to_return() -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  %r = arith.constant 7 : i32
  return %r : i32
}

// Both arms of a conditional branch into one cycle.
// CHECK-LABEL: func.func @cond_into_cycle(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: cf.br ^bb3
func.func @cond_into_cycle(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb3
}
