// memref.transpose's verifier rules with mlir-opt 22's messages (the
// canonical type in MLIR's affine-map spelling); tests/verify/
// mlir-opt-agrees.test runs mlir-opt on the same cases.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @transpose_not_permutation(%v: memref<?x?xf32>) {
  // expected-error @below {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %v (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_rank(%v: memref<?x?xf32>) {
  // expected-error @below {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %v (i, j, k) -> (j, i, k) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_result_type(%v: memref<?x?xf32>) {
  // expected-error @below {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_static_result(%v: memref<2x3xf32>) {
  // expected-error @below {{'memref.transpose' op result type 'memref<3x2xf32>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32>
  return
}

// -----

func.func @transpose_unranked(%v: memref<*xf32>) {
  // expected-error @below {{custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.transpose %v (i, j) -> (j, i) : memref<*xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_no_permutation(%v: memref<?x?xf32>) {
  // expected-error @below {{'memref.transpose' op requires attribute 'permutation'}}
  %0 = "memref.transpose"(%v) : (memref<?x?xf32>) -> memref<?x?xf32>
  return
}

// -----

func.func @transpose_undeclared(%v: memref<?x?xf32>) {
  // expected-error @below {{use of undeclared identifier}}
  %0 = memref.transpose %v (i, j) -> (j, k) : memref<?x?xf32> to memref<?x?xf32>
  return
}
