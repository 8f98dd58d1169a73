// lower-affine folds each affine op before lowering it, as MLIR's dialect
// conversion does (AffineForOp / AffineParallelOp / AffineIfOp::fold in place,
// AffineApplyOp::fold and foldMinMaxOp to constants), deciding every fold on
// the input: an apply of a value another apply computes is not folded.
// RUN: %loopc --lower-affine %s | FileCheck %s
// RUN: %loopc --lower-affine %s > %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt --lower-affine %s | diff - %t.loopc %}

func.func private @body(index) -> ()

// Bounds and conditions take in constant operands and affine.apply ops
// before they are lowered.
func.func @fold_bounds(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %d = memref.dim %m, %c0 : memref<?x?xf32>
  affine.parallel (%i, %j) = (%c0, %c0) to (%d, %d) {
    func.call @body(%i) : (index) -> ()
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%c0) to affine_map<()[s0] -> (s0 + 8)>()[%c4] {
    func.call @body(%i) : (index) -> ()
  }
  %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  affine.for %i = 0 to affine_map<()[s0] -> (s0 + 1)>()[%a] {
    func.call @body(%i) : (index) -> ()
  }
  affine.if affine_set<()[s0] : (s0 - 10 >= 0)>()[%a] {
    func.call @body(%a) : (index) -> ()
  }
  return
}

// An apply, min or max whose operands are constants of the input is that
// constant; one whose operand is another (lowered) apply is not folded.
func.func @fold_values(%n: index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0)>(%c3)[%c5]
  func.call @body(%a) : (index) -> ()
  %b = affine.min affine_map<(d0, d1) -> (d0 + 10, d1 * 2)>(%c3, %c5)
  func.call @body(%b) : (index) -> ()
  %c = affine.max affine_map<(d0, d1) -> (d0 + 10, d1 * 2)>(%c3, %c5)
  func.call @body(%c) : (index) -> ()
  %z = affine.apply affine_map<() -> (0)>()
  %e = affine.apply affine_map<(d0) -> (d0 + 1)>(%z)
  func.call @body(%e) : (index) -> ()
  %f = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  func.call @body(%f) : (index) -> ()
  return
}

// CHECK-LABEL: func.func @fold_bounds
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0_0, %c0_1) to (%dim, %dim) step (%c1, %c1_2) {
// CHECK-NEXT: func.call @body(%arg2) : (index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0_3 to %c12 step %c1_4 {
// CHECK-NEXT: func.call @body(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.muli %arg1, %c2 overflow<nsw> : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c2_6 = arith.constant 2 : index
// CHECK-NEXT: %1 = arith.muli %arg1, %c2_6 overflow<nsw> : index
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.addi %1, %c1_7 : index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0_5 to %2 step %c1_8 {
// CHECK-NEXT: func.call @body(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %c2_10 = arith.constant 2 : index
// CHECK-NEXT: %3 = arith.muli %arg1, %c2_10 overflow<nsw> : index
// CHECK-NEXT: %c-10 = arith.constant -10 : index
// CHECK-NEXT: %4 = arith.addi %3, %c-10 : index
// CHECK-NEXT: %5 = arith.cmpi sge, %4, %c0_9 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: func.call @body(%0) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fold_values
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c17 = arith.constant 17 : index
// CHECK-NEXT: call @body(%c17) : (index) -> ()
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: call @body(%c10) : (index) -> ()
// CHECK-NEXT: %c13 = arith.constant 13 : index
// CHECK-NEXT: call @body(%c13) : (index) -> ()
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %c0, %c1 : index
// CHECK-NEXT: call @body(%0) : (index) -> ()
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg0, %c1_0 : index
// CHECK-NEXT: call @body(%1) : (index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
