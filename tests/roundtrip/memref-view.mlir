// memref.view in mlir-opt 22's custom form (`%src[%shift][%sizes]`, named
// %view) and generic form; mlir-opt reads loopc's output back.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @views(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> (memref<?x4xf32>, memref<64x4xf32>, memref<?x?xf32>, memref<i64>) {
// CHECK-NEXT:    %c16 = arith.constant 16 : index
// CHECK-NEXT:    %view = memref.view %arg0[%arg1][%arg2] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:    %view_0 = memref.view %arg0[%c16][] {foo} : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT:    %view_1 = memref.view %arg0[%arg1][%arg2, %arg2] : memref<2048xi8> to memref<?x?xf32>
// CHECK-NEXT:    %view_2 = memref.view %arg0[%arg1][] : memref<2048xi8> to memref<i64>
// GENERIC:       = "memref.view"(%arg0, %arg1, %arg2) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// GENERIC-NEXT:  = "memref.view"(%arg0, %{{[0-9]+}}) {foo} : (memref<2048xi8>, index) -> memref<64x4xf32>
func.func @views(%b: memref<2048xi8>, %s: index, %n: index) -> (memref<?x4xf32>, memref<64x4xf32>, memref<?x?xf32>, memref<i64>) {
  %c16 = arith.constant 16 : index
  %0 = memref.view %b[%s][%n] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %b[%c16][] {foo} : memref<2048xi8> to memref<64x4xf32>
  %2 = memref.view %b[%s][%n, %n] : memref<2048xi8> to memref<?x?xf32>
  %3 = memref.view %b[%s][] : memref<2048xi8> to memref<i64>
  return %0, %1, %2, %3 : memref<?x4xf32>, memref<64x4xf32>, memref<?x?xf32>, memref<i64>
}
