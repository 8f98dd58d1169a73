// memref.dma_start and memref.dma_wait in mlir-opt 22's custom form (with
// and without the two stride operands, a rank-0 tag) and generic form;
// mlir-opt reads loopc's output back. canonicalize reads each memref
// operand through a memref.cast from a ranked memref (DmaStartOp::fold,
// DmaWaitOp::fold); a cast from an unranked memref stays.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=CANON %}

// CHECK-LABEL: func.func @dma(%arg0: memref<256xf32>, %arg1: memref<16x16xf32, 1>, %arg2: memref<i32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:   memref.dma_start %arg0[%arg3], %arg1[%arg3, %arg4], %arg4, %arg2[] : memref<256xf32>, memref<16x16xf32, 1>, memref<i32>
// CHECK-NEXT:   memref.dma_wait %arg2[], %arg4 : memref<i32>
// CHECK-NEXT:   memref.dma_start %arg1[%arg3, %arg4], %arg0[%arg3], %arg4, %arg2[], %arg3, %arg4 : memref<16x16xf32, 1>, memref<256xf32>, memref<i32>
// CHECK-NEXT:   memref.dma_wait %arg2[], %arg4 {foo} : memref<i32>
// GENERIC: "memref.dma_start"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) : (memref<256xf32>, index, memref<16x16xf32, 1>, index, index, index, memref<i32>) -> ()
// GENERIC-NEXT: "memref.dma_wait"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (memref<i32>, index) -> ()
// GENERIC-NEXT: "memref.dma_start"({{[%arg0-9, ]+}}) : (memref<16x16xf32, 1>, index, index, memref<256xf32>, index, index, memref<i32>, index, index) -> ()
// GENERIC-NEXT: "memref.dma_wait"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) {foo} : (memref<i32>, index) -> ()
func.func @dma(%a: memref<256xf32>, %b: memref<16x16xf32, 1>, %tag: memref<i32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %b[%i, %n], %n, %tag[] : memref<256xf32>, memref<16x16xf32, 1>, memref<i32>
  memref.dma_wait %tag[], %n : memref<i32>
  "memref.dma_start"(%b, %i, %n, %a, %i, %n, %tag, %i, %n) : (memref<16x16xf32, 1>, index, index, memref<256xf32>, index, index, memref<i32>, index, index) -> ()
  memref.dma_wait %tag[], %n {foo} : memref<i32>
  return
}

// CANON-LABEL: func.func @dma_of_casts(%arg0: memref<256xf32>, %arg1: memref<4xi32>, %arg2: memref<*xf32>, %arg3: index) {
// CANON-NEXT:   %cast = memref.cast %arg2 : memref<*xf32> to memref<?xf32>
// CANON-NEXT:   memref.dma_start %arg0[%arg3], %cast[%arg3], %arg3, %arg1[%arg3] : memref<256xf32>, memref<?xf32>, memref<4xi32>
// CANON-NEXT:   memref.dma_wait %arg1[%arg3], %arg3 : memref<4xi32>
// CANON-NEXT:   return
func.func @dma_of_casts(%a: memref<256xf32>, %tag: memref<4xi32>, %u: memref<*xf32>, %i: index) {
  %0 = memref.cast %a : memref<256xf32> to memref<?xf32>
  %1 = memref.cast %tag : memref<4xi32> to memref<?xi32>
  %2 = memref.cast %u : memref<*xf32> to memref<?xf32>
  memref.dma_start %0[%i], %2[%i], %i, %1[%i] : memref<?xf32>, memref<?xf32>, memref<?xi32>
  memref.dma_wait %1[%i], %i : memref<?xi32>
  return
}
