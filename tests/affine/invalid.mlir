// Malformed affine maps and integer sets: mlir-opt 22's messages at its
// places (the operator of a non-affine product or division, the undeclared
// identifier, ...). The same file passes mlir-opt --verify-diagnostics.
// RUN: %loopc %s --split-input-file --verify-diagnostics
// RUN: %if mlir-opt %{ %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect %}

// expected-error@+1 {{use of undeclared identifier}}
"test.op"() {m = affine_map<(d0, d1) -> (d2)>} : () -> ()

// -----

// expected-error@+1 {{use of undeclared identifier}}
"test.op"() {m = affine_map<(d0) -> (s0)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"test.op"() {m = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"test.op"() {m = affine_map<(d0, d1)[s0] -> ((d0 + s0) * (d1 floordiv 2) + 1)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"test.op"() {m = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
"test.op"() {m = affine_map<(d0) -> (4 ceildiv (d0 + 1))>} : () -> ()

// -----

// expected-error@+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"test.op"() {m = affine_set<(d0, d1) : (d0 mod d1 >= 0)>} : () -> ()

// -----

// expected-error@+1 {{redefinition of identifier 'i'}}
"test.op"() {m = affine_map<(i)[i] -> (i)>} : () -> ()

// -----

// expected-error@+1 {{missing left operand of binary operator}}
"test.op"() {m = affine_map<(d0) -> (* d0)>} : () -> ()

// -----

// expected-error@+1 {{missing right operand of binary operator}}
"test.op"() {m = affine_map<(d0) -> (d0 -)>} : () -> ()

// -----

// expected-error@+2 {{expected affine expression}}
// expected-error@+1 {{missing operand of negation}}
"test.op"() {m = affine_map<(d0) -> (-)>} : () -> ()

// -----

// expected-error@+1 {{no expression inside parentheses}}
"test.op"() {m = affine_map<(d0) -> (d0 + ())>} : () -> ()

// -----

// expected-error@+1 {{constant too large for index}}
"test.op"() {m = affine_map<(d0) -> (d0 + 9223372036854775808)>} : () -> ()

// -----

// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"test.op"() {m = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

// expected-error@+1 {{expected '->' or ':'}}
"test.op"() {m = affine_map<(d0) = (d0)>} : () -> ()

// -----

// expected-error@+1 {{expected AffineMap, but got IntegerSet}}
"test.op"() {m = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error@+1 {{expected IntegerSet, but got AffineMap}}
"test.op"() {m = affine_set<(d0) -> (d0)>} : () -> ()

// -----

// expected-error@+1 {{unexpected ssa identifier}}
"test.op"() {m = affine_map<(d0) -> (%x)>} : () -> ()

// -----

// expected-error@+1 {{expected ')' in affine map range}}
"test.op"() {m = affine_map<(d0) -> (d0 d0)>} : () -> ()

// -----

// expected-error@+1 {{expected bare identifier}}
"test.op"() {m = affine_map<(d0, 1) -> (d0)>} : () -> ()

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
func.func @rank(%a: memref<4x8xf32, affine_map<(d0) -> (d0)>>) {
  return
}
