// affine-simplify-structures: maps simplified result by result, integer
// sets by simplifyIntegerSet (an empty one becomes 1 == 0 and its affine.if
// goes; redundant constraints go), then the affine.for, affine.if and
// affine.apply ops folded and canonicalized, those ops only (an unused
// constant stays; one a fold makes goes to the top). The text is mlir-opt
// 22's, diffed where mlir-opt is installed.
// RUN: %loopc %s -allow-unregistered-dialect --affine-simplify-structures --split-input-file > %t
// RUN: FileCheck %s < %t
// RUN: %if mlir-opt %{ %mlir_opt %s -allow-unregistered-dialect --affine-simplify-structures --split-input-file > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.mlir %t %}

// Empty by Gaussian elimination (d0 = s0 = 1 and d0 = -s0), by
// Fourier-Motzkin (d0 >= d1 + 1 and d1 >= d0), by the gcd of an equality
// (2 d0 - 2 d1 = 1), by tightening (8 d0 between 4 and 7) and through a
// local variable (d0 mod 2 = 3): each affine.if goes, its loop stays.
// CHECK-LABEL: func.func @empty
// CHECK-NOT:   affine.if
// CHECK:       return
func.func @empty(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      affine.if affine_set<(d0)[s0] : (d0 - s0 == 0, d0 + s0 == 0, s0 - 1 == 0)>(%i)[%n] {
        "a"() : () -> ()
      }
      affine.if affine_set<(d0, d1) : (d0 - d1 - 1 >= 0, d1 - d0 >= 0)>(%i, %j) {
        "b"() : () -> ()
      }
      affine.if affine_set<(d0, d1) : (d0 * 2 - d1 * 2 - 1 == 0)>(%i, %j) {
        "c"() : () -> ()
      }
      affine.if affine_set<(d0) : (d0 * 8 - 4 >= 0, -d0 * 8 + 7 >= 0)>(%i) {
        "d"() : () -> ()
      }
      affine.if affine_set<(d0) : (d0 mod 2 - 3 == 0)>(%i) {
        "e"() : () -> ()
      }
    }
  }
  return
}

// -----

// Not empty: the repeated and the looser constraints go (d0 * 2 >= 0 is
// d0 >= 0; -d0 + 100 >= 0 is looser than -d0 + 50 >= 0; 2 >= 0 always
// holds), equalities first; an always-true set takes the then branch, an
// always-false one the else branch.
// CHECK-DAG: #[[$S:.*]] = affine_set<(d0, d1) : (d1 - 10 == 0, d0 >= 0, -d0 + 50 >= 0)>
// CHECK-LABEL: func.func @redundant
// CHECK:       affine.if #[[$S]](%{{.*}}, %{{.*}})
// CHECK-NEXT:    "kept"()
// CHECK:       "then"()
// CHECK-NEXT:  "else"()
func.func @redundant() {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 100 {
      affine.if affine_set<(d0, d1) : (d0 * 2 >= 0, 2 >= 0, d0 >= 0, -d0 + 50 >= 0, d1 - 10 == 0, -d0 + 100 >= 0)>(%i, %j) {
        "kept"() : () -> ()
      }
    }
  }
  affine.if affine_set<() : (1 >= 0, 3 >= 0)>() {
    "then"() : () -> ()
  } else {
    "gone"() : () -> ()
  }
  affine.if affine_set<() : (-1 >= 0)>() {
    "gone"() : () -> ()
  } else {
    "else"() : () -> ()
  }
  return
}

// -----

// Results of a removed affine.if; the unused constants before it stay (the
// driver only looks at affine ops and what rewrites create or move), the
// unused ones of the promoted branch go.
// CHECK-LABEL: func.func @results
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT:    %[[C13:.*]] = arith.constant 13 : index
// CHECK-NEXT:    return %[[C7]], %arg0 : index, index
func.func @results(%arg0: index) -> (index, index) {
  %c7 = arith.constant 7 : index
  %c13 = arith.constant 13 : index
  %r:2 = affine.if affine_set<(d0, d1) : (5 >= 0, -2 >= 0)>(%c7, %c13) -> (index, index) {
    %c0 = arith.constant 0 : index
    affine.yield %c0, %c0 : index, index
  } else {
    %c2 = arith.constant 2 : index
    affine.yield %c7, %arg0 : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

// Maps: semi-affine simplification, and a fold to a constant, placed at the
// top of the function.
// CHECK-DAG: #[[$M:.*]] = affine_map<()[s0, s1] -> (-(s1 floordiv s0) + 2)>
// CHECK-LABEL: func.func @maps
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = affine.apply #[[$M]]()[%arg1, %arg0]
// CHECK-NEXT:    return %[[C0]], %[[A]]
func.func @maps(%arg0: index, %arg1: index) -> (index, index) {
  %a = affine.apply affine_map<(d0)[s0] -> ((-((d0 floordiv s0) * s0) + s0 * s0) mod s0)>(%arg0)[%arg1]
  %b = affine.apply affine_map<(d0)[s0] -> ((-((d0 floordiv s0) * s0) + ((2 * s0) mod (3 * s0))) floordiv s0)>(%arg0)[%arg1]
  return %a, %b : index, index
}

// -----

// Left alone: a set that may hold (d0 = 1 in the loop).
// CHECK-LABEL: func.func @kept
// CHECK:       affine.if
func.func @kept() {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 - 1 == 0)>(%i) {
      "one"() : () -> ()
    }
  }
  return
}
