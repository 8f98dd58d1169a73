// memref.reshape in mlir-opt 22's custom form (named %reshape; ranked and
// unranked sources and results, index and integer shapes, attributes) and
// generic form; mlir-opt reads loopc's output back.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK-LABEL: func.func @reshape(%arg0: memref<*xf32>, %arg1: memref<1xi32>, %arg2: memref<2xindex>, %arg3: memref<?xi64>) -> memref<*xf32> {
// CHECK-NEXT:   %reshape = memref.reshape %arg0(%arg1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
// CHECK-NEXT:   %reshape_0 = memref.reshape %reshape(%arg2) {foo} : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT:   %reshape_1 = memref.reshape %reshape_0(%arg3) : (memref<?x?xf32>, memref<?xi64>) -> memref<*xf32>
// CHECK-NEXT:   return %reshape_1 : memref<*xf32>
// GENERIC: %0 = "memref.reshape"(%arg0, %arg1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
// GENERIC-NEXT: %1 = "memref.reshape"(%0, %arg2) {foo} : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
// GENERIC-NEXT: %2 = "memref.reshape"(%1, %arg3) : (memref<?x?xf32>, memref<?xi64>) -> memref<*xf32>
func.func @reshape(%u: memref<*xf32>, %s1: memref<1xi32>, %s2: memref<2xindex>, %s3: memref<?xi64>) -> memref<*xf32> {
  %v = memref.reshape %u(%s1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
  %m = "memref.reshape"(%v, %s2) {foo} : (memref<?xf32>, memref<2xindex>) -> memref<?x?xf32>
  %r = memref.reshape %m(%s3) : (memref<?x?xf32>, memref<?xi64>) -> memref<*xf32>
  return %r : memref<*xf32>
}
