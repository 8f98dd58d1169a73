// memref.reshape's verifier rules (its ODS constraints and ReshapeOp::verify)
// and custom-form errors with mlir-opt 22's messages;
// tests/verify/mlir-opt-agrees.test runs mlir-opt on the same cases.
// RUN: %loopc %s --split-input-file --verify-diagnostics


func.func @memref_reshape_element_type_mismatch(
       %buf: memref<*xf32>, %shape: memref<1xi32>) {
  // expected-error @+1 {{element types of source and destination memref types should be the same}}
  memref.reshape %buf(%shape) : (memref<*xf32>, memref<1xi32>) -> memref<?xi32>
}

// -----

func.func @memref_reshape_dst_ranked_shape_unranked(
       %buf: memref<*xf32>, %shape: memref<?xi32>) {
  // expected-error @+1 {{cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  memref.reshape %buf(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<?xf32>
}

// -----

func.func @memref_reshape_dst_shape_rank_mismatch(
       %buf: memref<*xf32>, %shape: memref<1xi32>) {
  // expected-error @+1 {{length of shape operand differs from the result's memref rank}}
  memref.reshape %buf(%shape)
    : (memref<*xf32>, memref<1xi32>) -> memref<?x?xf32>
}

// -----

func.func @memref_reshape_src_affine_map_is_not_identity(
        %buf: memref<4x4xf32, strided<[3, 2]>>,
        %shape: memref<1xi32>) {
  // expected-error @+1 {{source memref type should have identity affine map}}
  memref.reshape %buf(%shape)
    : (memref<4x4xf32, strided<[3, 2]>>, memref<1xi32>)
    -> memref<8xf32>
}

// -----

func.func @memref_reshape_result_affine_map_is_not_identity(
        %buf: memref<4x4xf32>, %shape: memref<1xi32>) {
  // expected-error @+1 {{result memref type should have identity affine map}}
  memref.reshape %buf(%shape)
    : (memref<4x4xf32>, memref<1xi32>) -> memref<8xf32, strided<[2]>>
}

// -----

func.func @reshape_shape_of_floats(%buf: memref<*xf32>, %shape: memref<1xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1xf32>'}}
  %0 = memref.reshape %buf(%shape) : (memref<*xf32>, memref<1xf32>) -> memref<?xf32>
  return
}

// -----

func.func @reshape_of_scalar(%buf: f32, %shape: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = memref.reshape %buf(%shape) : (f32, memref<1xi32>) -> memref<?xf32>
  return
}

// -----

func.func @reshape_to_scalar(%buf: memref<4xf32>, %shape: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op result #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.reshape"(%buf, %shape) : (memref<4xf32>, memref<2xi32>) -> f32
  return
}

// -----

func.func @reshape_not_a_function_type(%buf: memref<*xf32>, %shape: memref<1xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' invalid kind of type specified: expected builtin.function, but found 'memref<*xf32>'}}
  %0 = memref.reshape %buf(%shape) : memref<*xf32>
  return
}

// -----

func.func @reshape_one_type(%buf: memref<*xf32>, %shape: memref<1xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = memref.reshape %buf(%shape) : (memref<*xf32>) -> memref<?xf32>
  return
}
