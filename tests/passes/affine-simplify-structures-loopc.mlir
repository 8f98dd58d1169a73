// affine-simplify-structures where loopc differs from mlir-opt 22 in text,
// not in meaning: a set with a floordiv, ceildiv or mod that is not found
// empty stays as written; mlir-opt 22 writes it back from its flattened
// form, each local variable's two bounds added as constraints
// ((d0 mod 2 - 1 == 0, -d0 + (d0 floordiv 2) * 2 + 1 >= 0, d0 mod 2 >= 0)).
// RUN: %loopc %s -allow-unregistered-dialect --affine-simplify-structures | FileCheck %s

// CHECK: #[[$ODD:.*]] = affine_set<(d0) : (d0 mod 2 - 1 == 0)>
// CHECK-LABEL: func.func @odd
// CHECK:       affine.if #[[$ODD]]
func.func @odd() {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 mod 2 - 1 == 0)>(%i) {
      "odd"() : () -> ()
    }
  }
  return
}
