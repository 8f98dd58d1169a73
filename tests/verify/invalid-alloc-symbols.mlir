// memref.alloc's symbol operands against its layout's symbols, with
// mlir-opt 22's messages; tests/verify/mlir-opt-agrees.test runs mlir-opt
// on the same cases.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @bad_alloc_wrong_symbol_count() {
^bb0:
  %0 = arith.constant 7 : index
  // Test alloc with wrong number of symbols
  // expected-error@+1 {{symbol operand count does not equal memref symbol count}}
  %1 = memref.alloc(%0) : memref<2x?xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  return
}

// -----

func.func @alloc_too_many_symbols(%s: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 3}}
  %0 = memref.alloc()[%s, %s, %s] : memref<4xf32, strided<[?], offset: ?>>
  return
}

// -----

func.func @alloca_sizes_with_symbols(%s: index) {
  // expected-error@+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = memref.alloca(%s, %s)[%s] : memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  return
}
