// memref.realloc in mlir-opt 22's custom form (with and without the size
// operand, an alignment) and generic form; mlir-opt reads loopc's output
// back. canonicalize: a realloc only stored into and freed goes with those
// ops (SimplifyDeadAlloc); one that is read stays.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=CANON %}

// CHECK-LABEL: func.func @realloc(%arg0: memref<2xf32>, %arg1: memref<?xf32>, %arg2: index) -> (memref<4xf32>, memref<?xf32>) {
// CHECK-NEXT:   %0 = memref.realloc %arg0 : memref<2xf32> to memref<4xf32>
// CHECK-NEXT:   %1 = memref.realloc %arg1(%arg2) {alignment = 16 : i64} : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:   return %0, %1 : memref<4xf32>, memref<?xf32>
// GENERIC: = "memref.realloc"(%arg{{[0-9]+}}) : (memref<2xf32>) -> memref<4xf32>
// GENERIC-NEXT: = "memref.realloc"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) <{alignment = 16 : i64}> : (memref<?xf32>, index) -> memref<?xf32>
func.func @realloc(%a: memref<2xf32>, %b: memref<?xf32>, %n: index) -> (memref<4xf32>, memref<?xf32>) {
  %0 = memref.realloc %a : memref<2xf32> to memref<4xf32>
  %1 = "memref.realloc"(%b, %n) <{alignment = 16 : i64}> : (memref<?xf32>, index) -> memref<?xf32>
  return %0, %1 : memref<4xf32>, memref<?xf32>
}

// CANON-LABEL: func.func @dead(%arg0: memref<2xf32>, %arg1: f32) -> (memref<2xf32>, f32) {
// CANON-NEXT:   %c1 = arith.constant 1 : index
// CANON-NEXT:   %0 = memref.realloc %arg0 : memref<2xf32> to memref<3xf32>
// CANON-NEXT:   %1 = memref.load %0[%c1] : memref<3xf32>
// CANON-NEXT:   return %arg0, %1 : memref<2xf32>, f32
func.func @dead(%src: memref<2xf32>, %v: f32) -> (memref<2xf32>, f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.realloc %src : memref<2xf32> to memref<4xf32>
  memref.store %v, %0[%c2] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %1 = memref.realloc %src : memref<2xf32> to memref<3xf32>
  %2 = memref.load %1[%c1] : memref<3xf32>
  return %src, %2 : memref<2xf32>, f32
}
