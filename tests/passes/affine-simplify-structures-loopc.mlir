// affine-simplify-structures where loopc differs from mlir-opt 22 in text,
// not in meaning: a set with a floordiv, ceildiv or mod that is not found
// empty stays as written; mlir-opt 22 writes it back from its flattened
// form, each local variable's two bounds added as constraints
// ((d0 mod 2 - 1 == 0, -d0 + (d0 floordiv 2) * 2 + 1 >= 0, d0 mod 2 >= 0)).
// RUN: %loopc %s -allow-unregistered-dialect --affine-simplify-structures | FileCheck %s

// CHECK-DAG: #[[$ODD:.*]] = affine_set<(d0) : (d0 mod 2 - 1 == 0)>
// CHECK-DAG: #[[$HUGE:.*]] = affine_set<(d0)[s0] : (-d0 + s0 * 4611686018427387904 == 0, d0 * 9223372036854775807 + s0 * 9223372036854775806 >= 0, -d0 - s0 - 1 >= 0)>
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

// Coefficients near the limits of int64: an elimination that would
// overflow ends the emptiness test as "not known empty" and the set stays
// (the second row is still divided by its gcd, 2^63 - 1).
// CHECK-LABEL: func.func @huge
// CHECK:       affine.if #[[$HUGE]]
func.func @huge(%a: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0, d1)[s0] : (d0 * 9223372036854775807 + d1 * 9223372036854775806 >= 0, d0 * -9223372036854775807 - d1 * 9223372036854775807 - 5 >= 0, s0 * 4611686018427387904 - d0 == 0)>(%i, %a)[%a] {
      "x"() : () -> ()
    }
  }
  return
}
