// canonicalize on reinterpret_cast and extract_strided_metadata
// (MemRefOps.cpp): ExtractStridedMetadataOp::fold (a result the source's
// type gives statically becomes that constant); ReinterpretCastOp's
// ExtractStridedMetadataFolder (a reinterpret_cast rebuilding what the
// metadata took apart is its source, or a cast of it; any other reads the
// source directly); constant operands taken into the static lists, a cast
// back to the old type. Must not fire: a negative constant offset or size
// (mlir-opt 22 takes them in and then fails its own verifier), a
// reinterpret_cast without constants. loopc and mlir-opt 22 print the same
// text except for the negative case.
// RUN: %loopc %s --canonicalize --split-input-file > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ sed -n '/^\/\/ START/,/^\/\/ END/p' %s > %t.cases.mlir %}
// RUN: %if mlir-opt %{ %mlir_opt %t.cases.mlir --canonicalize --split-input-file > %t.mlir %}
// RUN: %if mlir-opt %{ %loopc %t.cases.mlir --canonicalize --split-input-file > %t.loopc2 %}
// RUN: %if mlir-opt %{ diff %t.loopc2 %t.mlir %}

// START
// CHECK-LABEL: func.func @metadata_type_mismatch(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x2xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast
func.func @metadata_type_mismatch(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @metadata_constants(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x2xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast
func.func @metadata_constants(%arg0 : memref<8x2xf32>) -> memref<?x2xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %c8 = arith.constant 8: index
  %m2 = memref.reinterpret_cast %base to offset: [0], sizes: [%c8, 2], strides: [2, %strides#1] : memref<f32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x2xf32, strided<[?, ?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @metadata_same_type(
// CHECK-NEXT: return %arg0
func.func @metadata_same_type(%arg0 : memref<?x?xf32, strided<[?,?], offset: ?>>) -> memref<?x?xf32, strided<[?,?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?,?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?,?], offset:?>>
  return %m2 : memref<?x?xf32, strided<[?,?], offset:?>>
}

// -----

// Another offset: the reinterpret_cast stays, of the source.
// CHECK-LABEL: func.func @metadata_other_offset(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [1], sizes: [8, 2], strides: [2, 1] : memref<8x2xf32> to memref<8x2xf32, strided<[2, 1], offset: 1>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<8x2xf32, strided<[2, 1], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @metadata_other_offset(%arg0 : memref<8x2xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %m2 = memref.reinterpret_cast %base to offset: [1], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Only the results a dynamic source leaves unknown stay.
// CHECK-LABEL: func.func @metadata_partly_static(
// CHECK-DAG: %c0 = arith.constant 0 : index
// CHECK-DAG: %c1 = arith.constant 1 : index
// CHECK: return %c0, %sizes#0, %sizes#1, %strides#0, %c1
func.func @metadata_partly_static(%arg0 : memref<?x?xf32>) -> (index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @reinterpret_constants(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8, %arg1], strides: [%arg1, 1] : memref<?xf32> to memref<8x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<8x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
func.func @reinterpret_constants(%arg0 : memref<?xf32>, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c8 = arith.constant 8 : index
  %c0 = arith.constant 0 : index
  %m2 = memref.reinterpret_cast %arg0 to offset: [%c0], sizes: [%c8, %n], strides: [%n, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %m2 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @reinterpret_no_constants(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast
func.func @reinterpret_no_constants(%arg0 : memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %m2 = memref.reinterpret_cast %arg0 to offset: [%n], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %m2 : memref<?xf32, strided<[1], offset: ?>>
}
// END

// -----

// A negative offset stays an operand (mlir-opt 22 makes it static and then
// rejects it: "expected offsets to be non-negative"); the stride is taken in.
// CHECK-LABEL: func.func @reinterpret_negative(
// CHECK-NEXT: %c-8 = arith.constant -8 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%c-8], sizes: [4], strides: [-1] : memref<?xf32> to memref<4xf32, strided<[-1], offset: ?>>
func.func @reinterpret_negative(%arg0 : memref<?xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c-8 = arith.constant -8 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  %m2 = memref.reinterpret_cast %arg0 to offset: [%c-8], sizes: [%c4], strides: [%cm1] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %m2 : memref<?xf32, strided<[?], offset: ?>>
}
