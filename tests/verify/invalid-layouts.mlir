// Memref layouts: malformed strided<...> layouts, and memref.cast between
// layouts that cannot describe the same buffer (MLIR's areCastCompatible).
// RUN: %loopc %s --split-input-file --verify-diagnostics

// expected-error@+1 {{expected the number of strides to match the rank}}
func.func @strides_rank(%a: memref<4xf32, strided<[1, 2]>>) {
  return
}

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func @offset_not_int(%a: memref<4xf32, strided<[1], offset: x>>) {
  return
}

// -----

// expected-error@+1 {{expected '['}}
func.func @strides_not_list(%a: memref<4xf32, strided<1>>) {
  return
}

// -----

// expected-error@+1 {{cannot have affine map for unranked memref type}}
func.func @unranked_layout(%a: memref<*xf32, strided<[1]>>) {
  return
}

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
func.func @map_rank(%a: memref<4x4xf32, affine_map<(d0) -> (d0)>>) {
  return
}

// -----

func.func @cast_offset(%a: memref<4xf32, strided<[1], offset: 2>>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32, strided<[1], offset: 2>>' and result type 'memref<4xf32, strided<[1], offset: 3>>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 3>>
  return
}

// -----

func.func @cast_stride(%a: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[8, 1]>>' are cast incompatible}}
  %0 = memref.cast %a : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @cast_identity_offset(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[1], offset: 1>>' are cast incompatible}}
  %0 = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[1], offset: 1>>
  return
}

// -----

func.func @cast_dynamic_then_other(%a: memref<?x4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<?x4xf32>' and result type 'memref<?x4xf32, strided<[5, 1]>>' are cast incompatible}}
  %0 = memref.cast %a : memref<?x4xf32> to memref<?x4xf32, strided<[5, 1]>>
  return
}

// -----

func.func @load_nonstrided_ok(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) -> f32 {
  // A layout that is not strided is a type all the same; only the C backend refuses it.
  %v = memref.load %a[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %v : f32
}
