// test-affine-loop-unswitch where loopc stops and mlir-opt 22 does not: an
// affine.if whose operand is defined inside the loop (a memref.dim, a valid
// symbol) stays in it; mlir-opt hoists it above the definition and its
// verifier then fails ("operand #0 does not dominate this use").
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
