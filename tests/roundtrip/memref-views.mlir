// memref.subview, reinterpret_cast, collapse_shape, expand_shape and
// extract_strided_metadata in
// their custom forms (static and dynamic entries, rank-reducing, an
// unranked reinterpret_cast source) and the generic form, printed as
// mlir-opt 22 prints them and read back by it.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --allow-unregistered-dialect %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt --allow-unregistered-dialect | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt --allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @views(
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 4] [2, %arg2] [1, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
// CHECK-NEXT: %subview_1 = memref.subview %arg3[%arg1, %arg1] [%arg2, %arg2] [2, %arg2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %subview[0, 1] [2, 1] [1, 1] : memref<2x?xf32, strided<[8, 1], offset: ?>> to memref<2xf32, strided<[8], offset: ?>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [4, %arg2], strides: [%arg2, 1] : memref<8x8xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_3 = memref.reinterpret_cast %arg5 to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32, strided<[1]>>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg4 {{\[\[}}0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
// CHECK-NEXT: %expand_shape_4 = memref.expand_shape %arg3 {{\[\[}}0, 1], [2]] output_shape [%arg1, 2, %arg2] : memref<?x?xf32> into memref<?x2x?xf32>
// CHECK-NEXT: %collapse_shape_5 = memref.collapse_shape %subview {{\[\[}}0, 1]] : memref<2x?xf32, strided<[8, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %collapse_shape_6 = memref.collapse_shape %arg6 [] : memref<1x1xf32> into memref<f32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %subview : memref<2x?xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index

// GENERIC: "memref.subview"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index, index) -> memref<2x?xf32, strided<[8, 1], offset: ?>>
// GENERIC: "memref.reinterpret_cast"(%arg0, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<8x8xf32>, index, index, index) -> memref<4x?xf32, strided<[?, 1], offset: ?>>
// GENERIC: "memref.collapse_shape"(%arg4) <{reassociation = {{\[\[}}0, 1], [2]]}> : (memref<2x3x4xf32>) -> memref<6x4xf32>
// GENERIC: "memref.expand_shape"(%{{.*}}) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 3, 4>}> : (memref<6x4xf32>) -> memref<2x3x4xf32>
func.func @views(%a: memref<8x8xf32>, %i: index, %n: index, %d: memref<?x?xf32>, %c: memref<2x3x4xf32>,
                 %u: memref<*xf32>, %o: memref<1x1xf32>) {
  %0 = memref.subview %a[%i, 4] [2, %n] [1, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[8, 1], offset: ?>>
  %1 = memref.subview %a[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
  %2 = memref.subview %d[%i, %i] [%n, %n] [2, %n] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = memref.subview %0[0, 1] [2, 1] [1, 1] : memref<2x?xf32, strided<[8, 1], offset: ?>> to memref<2xf32, strided<[8], offset: ?>>
  %4 = memref.reinterpret_cast %a to offset: [%i], sizes: [4, %n], strides: [%n, 1] : memref<8x8xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %5 = memref.reinterpret_cast %u to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32, strided<[1]>>
  %6 = memref.collapse_shape %c [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %7 = memref.expand_shape %6 [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %8 = memref.expand_shape %d [[0, 1], [2]] output_shape [%i, 2, %n] : memref<?x?xf32> into memref<?x2x?xf32>
  %9 = memref.collapse_shape %0 [[0, 1]] : memref<2x?xf32, strided<[8, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %10 = memref.collapse_shape %o [] : memref<1x1xf32> into memref<f32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %0 : memref<2x?xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  "test.use"(%1, %2, %3, %4, %5, %7, %8, %9, %10) : (memref<8xf32, strided<[1]>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<2xf32, strided<[8], offset: ?>>, memref<4x?xf32, strided<[?, 1], offset: ?>>, memref<10xf32, strided<[1]>>, memref<2x3x4xf32>, memref<?x2x?xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<f32>) -> ()
  return
}
