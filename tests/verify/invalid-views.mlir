// Verifier rules of memref views (subview, reinterpret_cast, collapse_shape,
// expand_shape) with mlir-opt 22's messages; mlir-opt-agrees.test checks
// that mlir-opt reports the same.
// RUN: %loopc %s --split-input-file --verify-diagnostics

func.func @subview_result_sizes(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2x3xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x3xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_result_layout(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1], offset: 1>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 1] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_result_layout_2(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 2]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 2] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_element_type(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<2x2xi32, strided<[8, 1]>>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xi32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_list_ranks(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0] [2, 2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_out_of_bounds(%m: memref<8x8xf32>) {
  // expected-error@+1 {{slice along dimension 1 runs out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[0, 7] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 7>>
  return
}

// -----

func.func @subview_result_rank(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<2x2x2xf32>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2x2xf32>
  return
}

// -----

func.func @subview_result_layout_3(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x1xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2xf32, strided<[1]>>'}}
  %0 = memref.subview %m[0, 0] [2, 1] [1, 1] : memref<8x8xf32> to memref<2xf32, strided<[1]>>
  return
}

// -----

func.func @subview_result_sizes_2(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2xf32, strided<[8]>>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2xf32, strided<[8]>>
  return
}

// -----

func.func @subview_negative(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: -8>>
  return
}

// -----

func.func @subview_result_layout_4(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32>
  return
}

// -----

func.func @subview_result_layout_5(%m: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[8, 1], offset: 3>>'}}
  %0 = memref.subview %m[%i, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 3>>
  return
}

// -----

func.func @subview_result_layout_6(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1], offset: 8>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[8, 1], offset: ?>>'}}
  %0 = memref.subview %m[1, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @subview_result_layout_7(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1], offset: 8>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32, strided<[?, ?], offset: 8>>'}}
  %0 = memref.subview %m[1, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[?, ?], offset: 8>>
  return
}

// -----

func.func @subview_result_sizes_3(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<2x2xf32, strided<[8, 1], offset: 8>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2x?xf32, strided<[8, 1], offset: 8>>'}}
  %0 = memref.subview %m[1, 0] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[8, 1], offset: 8>>
  return
}

// -----

func.func @subview_offset_out_of_bounds(%m: memref<8x8xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[9, 0] [0, 2] [1, 1] : memref<8x8xf32> to memref<0x2xf32, strided<[8, 1], offset: 72>>
  return
}

// -----

func.func @subview_out_of_bounds_2(%m: memref<8x8xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[0, 0] [9, 2] [1, 1] : memref<8x8xf32> to memref<9x2xf32, strided<[8, 1]>>
  return
}

// -----

func.func @subview_offset_count(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0] [2] [1] : memref<8x8xf32> to memref<2xf32>
  return
}

// -----

func.func @subview_offset_out_of_bounds_2(%m: memref<0xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 0 >= 0}}
  %0 = memref.subview %m[0] [0] [1] : memref<0xf32> to memref<0xf32, strided<[1]>>
  return
}

// -----

func.func @subview_negative_2(%m: memref<8xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -1}}
  %0 = memref.subview %m[0] [-1] [1] : memref<8xf32> to memref<?xf32, strided<[1]>>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<8xf32>) {
  // expected-error@+1 {{expected result type with stride = 2 instead of 1 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [2] : memref<8xf32> to memref<4xf32>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<8xf32>) {
  // expected-error@+1 {{expected result type with offset = 1 instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4], strides: [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 2>>
  return
}

// -----

func.func @reinterpret_size_count(%m: memref<8xf32>) {
  // expected-error@+1 {{expected 1 size values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4, 2], strides: [2, 1] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  return
}

// -----

func.func @reinterpret_size(%m: memref<8xf32>) {
  // expected-error@+1 {{expected result type with size = 5 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [5], strides: [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  return
}

// -----

func.func @reinterpret_element_type(%m: memref<8xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<8xf32>' and result memref type 'memref<4xi32, strided<[2], offset: 1>>'}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4], strides: [2] : memref<8xf32> to memref<4xi32, strided<[2], offset: 1>>
  return
}

// -----

func.func @reinterpret_offset_2(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{expected result type with offset = dynamic instead of 1}}
  %0 = memref.reinterpret_cast %m to offset: [%i], sizes: [4], strides: [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  return
}

// -----

func.func @reinterpret_stride_2(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{expected result type with stride = dynamic instead of 2 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4], strides: [%i] : memref<8xf32> to memref<4xf32, strided<[2], offset: 1>>
  return
}

// -----

func.func @reinterpret_size_2(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{expected result type with size = dynamic instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [%i], strides: [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 1>>
  return
}

// -----

func.func @collapse_group_size(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim size (5) must equal reassociation group size (6)}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<5x4xf32>
  return
}

// -----

func.func @collapse_reassociation_order(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<2x3x4xf32> into memref<8x3xf32>
  return
}

// -----

func.func @collapse_reassociation_rank(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<2x3x4xf32> into memref<6xf32>
  return
}

// -----

func.func @collapse_dynamic_group(%m: memref<2x?x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x?x4xf32> into memref<6x4xf32>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<2x3x4xf32, strided<[16, 4, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[16, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @collapse_collapsed_type(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<6x4xf32>' but found 'memref<6x4xi32>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xi32>
  return
}

// -----

func.func @expand_group_size(%m: memref<6x4xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (6) must equal reassociation group size (8)}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 4] : memref<6x4xf32> into memref<2x4x4xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<6x4xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 2}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 5] : memref<6x4xf32> into memref<2x3x4xf32>
  return
}

// -----

func.func @expand_expanded_type(%m: memref<6x4xf32, strided<[8, 1]>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x3x4xf32, strided<[24, 8, 1]>>' but found 'memref<2x3x4xf32>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[8, 1]>> into memref<2x3x4xf32>
  return
}

// -----

func.func @collapse_group_count(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 3}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4x1xf32>
  return
}

// -----

func.func @expand_reassociation_rank(%m: memref<6xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3, 1] : memref<6xf32> into memref<2x3x1xf32>
  return
}

// -----

func.func @expand_expanded_type_2(%m: memref<6xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x3xf32>' but found 'memref<2x3xf32, strided<[3, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32, strided<[3, 1]>>
  return
}

// -----

func.func @collapse_reassociation_order_3(%m: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1, 0]] : memref<2x3xf32> into memref<6xf32>
  return
}

// -----

func.func @collapse_rank0(%m: memref<2x3xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<2x3xf32> into memref<f32>
  return
}

// -----

func.func @metadata_result_types(%m: memref<2x?xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index', 'index', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<2x?xf32> -> memref<f64>, index, index, index, index, index
  return
}

// -----

func.func @metadata_result_count(%m: memref<2x?xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %base, %off, %sz:2 = memref.extract_strided_metadata %m : memref<2x?xf32> -> memref<f32>, index, index, index
  return
}

// -----

func.func @reinterpret_dynamic_result_ok(%m: memref<8xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  // A '?' in the result type takes any static value.
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4], strides: [2] : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// A generic form's operandSegmentSizes name each list's operands: the first
// list whose count is off is reported.
func.func @subview_segment_offsets(%i: index) {
  %0 = memref.alloc() : memref<1xf32>
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
  "memref.subview"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf32>) -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @reinterpret_segment_sizes(%i: index) {
  %0 = memref.alloc() : memref<1xf32>
  // expected-error@+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
  "memref.reinterpret_cast"(%0, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf32>, index) -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @subview_of_unstrided(%arg2 : index) {
  %0 = memref.alloc() : memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 + d1, d1 + d2, d2)>>
  // expected-error@+1 {{base type 'memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 + d1, d1 + d2, d2)>>' is not strided}}
  %1 = memref.subview %0[0, 0, 0][%arg2, %arg2, %arg2][1, 1, 1]
    : memref<8x16x4xf32, affine_map<(d0, d1, d2) -> (d0 + d1, d1 + d2, d2)>> to
      memref<8x?x4xf32, strided<[?, 4, 1]>>
  return
}
