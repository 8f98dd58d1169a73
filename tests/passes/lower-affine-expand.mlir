// lower-affine: how each expression and bound is expanded, diffed with
// mlir-opt 22 --lower-affine (the same text): a mod, floordiv and ceildiv by
// a symbol (semi-affine maps) expand as by a constant; an operand that is a
// constant is not folded into the arith op (x + %c0 stays an addi, x * %c1
// a muli); affine.parallel's bounds come dimension by dimension (lower,
// upper, lower, upper), then the steps. Must not lower: a division by a
// constant that is not positive (mlir-opt's message).
// RUN: %loopc --lower-affine %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --lower-affine %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc --lower-affine %s > %t.l && %mlir_opt --lower-affine %s > %t.m && diff %t.m %t.l %}
// RUN: not %loopc --lower-affine %S/Inputs/lower-affine-bad-divisor.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: lower-affine-bad-divisor.mlir:4:8: error: division by non-positive value is not supported

// CHECK-LABEL: func.func @semi_affine(
// CHECK-SAME: %[[X:.*]]: index, %[[S:.*]]: index)
// CHECK: %[[R:.*]] = arith.remsi %[[X]], %[[S]] : index
// CHECK: arith.addi %[[R]], %[[S]] : index
// CHECK: arith.divsi %{{.*}}, %[[S]] : index
// CHECK: arith.cmpi sle, %[[X]]
// CHECK: arith.divsi %{{.*}}, %[[S]] : index
func.func @semi_affine(%x: index, %s: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%x)[%s]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%x)[%s]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%x)[%s]
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @constant_operands(
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: arith.addi %{{.*}}, %[[C0]] : index
// CHECK: arith.muli %{{.*}}, %[[C1]] overflow<nsw> : index
func.func @constant_operands(%a: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%c0]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%c1]
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @parallel_bounds(
// CHECK: %[[L1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[U1:.*]] = arith.constant 7 : index
// CHECK-NEXT: %[[L2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[U2:.*]] = arith.constant 9 : index
// CHECK-NEXT: %[[S1:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[S2:.*]] = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%{{.*}}, %{{.*}}) = (%[[L1]], %[[L2]]) to (%[[U1]], %[[U2]]) step (%[[S1]], %[[S2]])
func.func @parallel_bounds(%m: memref<10x10xf32>, %v: f32) {
  affine.parallel (%i, %j) = (1, 2) to (7, 9) step (3, 4) {
    affine.store %v, %m[%i, %j] : memref<10x10xf32>
  }
  return
}
