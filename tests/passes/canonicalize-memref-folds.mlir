// canonicalize's folds of memref.dim, alloc / alloca sizes, collapse_shape /
// expand_shape and memref.copy, each where it fires and where it must not;
// loopc and mlir-opt 22 print the same text.
// RUN: %loopc %s --canonicalize --split-input-file > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize --split-input-file > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}

// dim of a static size, of an alloc's and an alloca's dynamic sizes, of a
// view's, through a cast; a variable index and a dynamic size of an
// argument stay. (An index out of range is an error for loopc.)
// CHECK-LABEL: func.func @dims
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[D:.*]] = memref.dim %arg0, %arg2 : memref<4x?xf32>
// CHECK:         %[[E:.*]] = memref.dim %arg0, %[[C1]] : memref<4x?xf32>
// CHECK:         return %[[C4]], %arg1, %arg1, %arg1, %arg1, %[[D]], %[[E]]
func.func @dims(%m: memref<4x?xf32>, %n: index, %i: index) -> (index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %b = memref.alloca(%n) : memref<?x4xf32>
  %buf = memref.alloc() : memref<2048xi8>
  %v = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %cast = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %a, %c1 : memref<4x?xf32>
  %2 = memref.dim %b, %c0 : memref<?x4xf32>
  %3 = memref.dim %v, %c0 : memref<?x4xf32>
  %4 = memref.dim %cast, %c1 : memref<?x?xf32>
  %5 = memref.dim %m, %i : memref<4x?xf32>
  %6 = memref.dim %m, %c1 : memref<4x?xf32>
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

// -----

// Constant sizes go into the type, with a cast back; a negative one and a
// variable one stay.
// CHECK-LABEL: func.func @alloc_sizes
// CHECK:         %[[A:.*]] = memref.alloc(%arg0) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK:         %[[CA:.*]] = memref.cast %[[A]] : memref<4x?xf32> to memref<?x?xf32>
// CHECK:         %[[B:.*]] = memref.alloca(%c-2) : memref<3x?xf32>
// CHECK:         %[[CB:.*]] = memref.cast %[[B]] : memref<3x?xf32> to memref<?x?xf32>
// CHECK:         return %[[CA]], %[[CB]]
func.func @alloc_sizes(%n: index) -> (memref<?x?xf32>, memref<?x?xf32>) {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %cm2 = arith.constant -2 : index
  %a = memref.alloc(%c4, %n) {alignment = 64 : i64} : memref<?x?xf32>
  %b = memref.alloca(%c3, %cm2) : memref<?x?xf32>
  "test.use"(%b) : (memref<?x?xf32>) -> ()
  return %a, %b : memref<?x?xf32>, memref<?x?xf32>
}

// -----

// A reshape to its own type, and a reshape undone by the other kind, are
// their sources; a real one stays.
// CHECK-LABEL: func.func @reshapes
// CHECK:         %[[C:.*]] = memref.collapse_shape %arg1 {{\[}}[0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK:         return %arg0, %arg1, %[[C]]
func.func @reshapes(%m: memref<5xi8>, %n: memref<2x3xf32>) -> (memref<5xi8>, memref<2x3xf32>, memref<6xf32>) {
  %0 = memref.collapse_shape %m [[0]] : memref<5xi8> into memref<5xi8>
  %1 = memref.collapse_shape %n [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %2 = memref.expand_shape %1 [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %3 = memref.collapse_shape %n [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %0, %2, %3 : memref<5xi8>, memref<2x3xf32>, memref<6xf32>
}

// -----

// A copy onto itself and a copy of no elements go; a copy reads through a
// cast from a ranked memref, not from an unranked one; a real copy stays.
// CHECK-LABEL: func.func @copies
// CHECK-NEXT:    %[[U:.*]] = memref.cast %arg3 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT:    memref.copy %arg0, %[[U]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    return
func.func @copies(%a: memref<4xf32>, %e: memref<0x4xf32>, %d: memref<?x4xf32>, %u: memref<*xf32>) {
  memref.copy %a, %a : memref<4xf32> to memref<4xf32>
  memref.copy %e, %d : memref<0x4xf32> to memref<?x4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %cu = memref.cast %u : memref<*xf32> to memref<?xf32>
  memref.copy %c, %cu : memref<?xf32> to memref<?xf32>
  return
}

// -----

// reinterpret_cast reads through a reinterpret_cast, a cast, a subview at
// offset 0 (not at offset 2), and one that changes nothing is its source (not
// one with an offset).
// CHECK-LABEL: func.func @reinterprets
// CHECK-DAG:     %[[A:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-DAG:     %[[B:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg2], strides: [1] : memref<?xi8> to memref<?xi8>
// CHECK-DAG:     %[[S:.*]] = memref.subview %arg0[2] [%arg1] [1]
// CHECK-DAG:     %[[C:.*]] = memref.reinterpret_cast %[[S]] to offset: [2]
// CHECK-DAG:     %[[D:.*]] = memref.reinterpret_cast %arg3 to offset: [4], sizes: [4], strides: [1]
// CHECK:         return %arg3, %[[A]], %[[B]], %[[C]], %[[D]]
func.func @reinterprets(%arg : memref<?xi8>, %s1: index, %s2: index, %m: memref<8xf32>)
    -> (memref<8xf32>, memref<?xi8>, memref<?xi8>, memref<?xi8, strided<[1], offset: 2>>, memref<4xf32, strided<[1], offset: 4>>) {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  %1 = memref.reinterpret_cast %arg to offset: [0], sizes: [%s2], strides: [1] : memref<?xi8> to memref<?xi8>
  %2 = memref.reinterpret_cast %1 to offset: [0], sizes: [%s1], strides: [1] : memref<?xi8> to memref<?xi8>
  %3 = memref.cast %arg : memref<?xi8> to memref<5xi8>
  %4 = memref.reinterpret_cast %3 to offset: [0], sizes: [%s2], strides: [1] : memref<5xi8> to memref<?xi8>
  %5 = memref.subview %arg[2] [%s1] [1] : memref<?xi8> to memref<?xi8, strided<[1], offset: 2>>
  %6 = memref.reinterpret_cast %5 to offset: [2], sizes: [%s2], strides: [1] : memref<?xi8, strided<[1], offset: 2>> to memref<?xi8, strided<[1], offset: 2>>
  %7 = memref.reinterpret_cast %m to offset: [4], sizes: [4], strides: [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  return %0, %2, %4, %6, %7 : memref<8xf32>, memref<?xi8>, memref<?xi8>, memref<?xi8, strided<[1], offset: 2>>, memref<4xf32, strided<[1], offset: 4>>
}

// -----

// Reshapes of the same kind compose (zero-dim ones too); not when a type has
// a strided layout.
// CHECK-LABEL: func.func @compose_collapse_of_collapse_zero_dim
// CHECK-NEXT:    memref.collapse_shape %arg0 [] : memref<1x1x1xf32> into memref<f32>
// CHECK-LABEL: func.func @compose_collapse_of_collapse
// CHECK-NEXT:    memref.collapse_shape %arg0 {{\[}}[0, 1, 2], [3, 4]] : memref<?x?x?x?x?xf32> into memref<?x?xf32>
// CHECK-LABEL: func.func @compose_expand_of_expand
// CHECK-NEXT:    memref.expand_shape %arg0 {{\[}}[0, 1, 2], [3, 4]] output_shape [%arg3, 6, 4, 5, %arg4] : memref<?x?xf32> into memref<?x6x4x5x?xf32>
// CHECK-LABEL: func.func @compose_expand_of_expand_of_zero_dim
// CHECK-NEXT:    memref.expand_shape %arg0 [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
// CHECK-LABEL: func.func @no_compose_strided
// CHECK-NEXT:    memref.collapse_shape %arg0 {{\[}}[0, 1], [2]]
// CHECK-NEXT:    memref.collapse_shape
func.func @compose_collapse_of_collapse_zero_dim(%arg0 : memref<1x1x1xf32>) -> memref<f32> {
  %0 = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<1x1x1xf32> into memref<1xf32>
  %1 = memref.collapse_shape %0 [] : memref<1xf32> into memref<f32>
  return %1 : memref<f32>
}
func.func @compose_collapse_of_collapse(%arg0 : memref<?x?x?x?x?xf32>) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2], [3, 4]] : memref<?x?x?x?x?xf32> into memref<?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @compose_expand_of_expand(%arg0 : memref<?x?xf32>, %sz0: index, %sz1: index, %sz2: index, %sz3: index) -> memref<?x6x4x5x?xf32> {
  %0 = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, %sz1] : memref<?x?xf32> into memref<?x4x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2], [3, 4]] output_shape [%sz2, 6, 4, 5, %sz3] : memref<?x4x?xf32> into memref<?x6x4x5x?xf32>
  return %1 : memref<?x6x4x5x?xf32>
}
func.func @compose_expand_of_expand_of_zero_dim(%arg0 : memref<f32>) -> memref<1x1x1xf32> {
  %0 = memref.expand_shape %arg0 [] output_shape [1] : memref<f32> into memref<1xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [1, 1, 1] : memref<1xf32> into memref<1x1x1xf32>
  return %1 : memref<1x1x1xf32>
}
func.func @no_compose_strided(%arg0: memref<2x3x4xf32, strided<[12, 4, 1]>>) -> memref<24xf32, strided<[1]>> {
  %0 = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32, strided<[4, 1]>> into memref<24xf32, strided<[1]>>
  return %1 : memref<24xf32, strided<[1]>>
}
