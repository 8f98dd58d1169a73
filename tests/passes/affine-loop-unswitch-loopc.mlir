// test-affine-loop-unswitch where loopc stops and mlir-opt 22 does not, and
// then fails its verifier ("operand #0 does not dominate this use"): an
// affine.if whose operand is defined inside the loop (a memref.dim, a valid
// symbol) stays in it, and one does not rise above a loop with results (the
// new affine.if has none, so the results would not reach their uses).
// RUN: %loopc --test-affine-loop-unswitch %s | FileCheck %s

func.func private @f(index) -> ()

// CHECK-LABEL: func @operand_inside
// CHECK:      affine.for
// CHECK-NEXT:   memref.dim
// CHECK-NEXT:   affine.if
func.func @operand_inside(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 10 {
    %d = memref.dim %m, %c0 : memref<?xf32>
    affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%d] {
      func.call @f(%i) : (index) -> ()
    }
  }
  return
}

// CHECK-LABEL: func @loop_with_results
// CHECK:      affine.for
// CHECK-NEXT:   affine.if
func.func @loop_with_results(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to 10 iter_args(%a = %c0) -> index {
    affine.if affine_set<()[s0] : (s0 - 5 >= 0)>()[%n] {
      func.call @f(%i) : (index) -> ()
    }
    affine.yield %i : index
  }
  return %r : index
}
