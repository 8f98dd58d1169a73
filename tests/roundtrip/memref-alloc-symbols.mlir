// memref.alloc / alloca with symbol operands for a layout that takes
// symbols (`alloc(%sizes)[%symbols]`, operandSegmentSizes in the generic
// form) as mlir-opt 22 prints them; mlir-opt reads loopc's output back.
// canonicalize takes constant sizes into the type and keeps the symbols
// (SimplifyAllocConst), the segment sizes following.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=CANON %}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-LABEL: func.func @symbols(%arg0: index, %arg1: index) -> (memref<2x4xf32, #map, 1>, memref<2x?xf32, #map>, memref<?xi32, strided<[?], offset: ?>>) {
// CHECK-NEXT:   %alloc = memref.alloc()[%arg0] : memref<2x4xf32, #map, 1>
// CHECK-NEXT:   %alloca = memref.alloca(%arg1)[%arg0] : memref<2x?xf32, #map>
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %alloc_0 = memref.alloc(%c3)[%arg0, %arg1] {alignment = 64 : i64} : memref<?xi32, strided<[?], offset: ?>>
// GENERIC: "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<2x4xf32, #map, 1>
// GENERIC-NEXT: "memref.alloca"(%arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<2x?xf32, #map>
// GENERIC: "memref.alloc"(%{{.*}}, %arg0, %arg1) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 2>}> : (index, index, index) -> memref<?xi32, strided<[?], offset: ?>>
// CANON-LABEL: func.func @symbols(
// CANON:        %[[A:.*]] = memref.alloc()[%arg0, %arg1] {alignment = 64 : i64} : memref<3xi32, strided<[?], offset: ?>>
// CANON-NEXT:   memref.cast %[[A]] : memref<3xi32, strided<[?], offset: ?>> to memref<?xi32, strided<[?], offset: ?>>
func.func @symbols(%s: index, %n: index) -> (memref<2x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>, memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>, memref<?xi32, strided<[?], offset: ?>>) {
  %0 = memref.alloc()[%s] : memref<2x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>
  %1 = memref.alloca(%n)[%s] : memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  %c3 = arith.constant 3 : index
  %2 = memref.alloc(%c3)[%s, %n] {alignment = 64 : i64} : memref<?xi32, strided<[?], offset: ?>>
  return %0, %1, %2 : memref<2x4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>, memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>, memref<?xi32, strided<[?], offset: ?>>
}
