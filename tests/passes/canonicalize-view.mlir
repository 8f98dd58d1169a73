// canonicalize: memref.view as mlir-opt 22 rewrites it: a view of a
// memref.cast views the cast's source (either direction), and constant
// sizes go into the result type with a cast back (ViewOpShapeFolder); a
// constant byte shift stays an operand.
// RUN: %loopc %s --canonicalize | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s %}

// CHECK: func.func private @use(memref<?x4xf32>, memref<64x4xf32>, memref<?x?xf32>, memref<4xf64>)
// CHECK-LABEL: func.func @v(%arg0: memref<2048xi8>, %arg1: index, %arg2: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   %view = memref.view %arg0[%arg1][%arg2] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:   %view_0 = memref.view %arg0[%c16][] : memref<2048xi8> to memref<64x4xf32>
// CHECK-NEXT:   %view_1 = memref.view %arg0[%c0][%arg2] : memref<2048xi8> to memref<4x?xf32>
// CHECK-NEXT:   %cast = memref.cast %view_1 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   %view_2 = memref.view %arg0[%c0][] : memref<2048xi8> to memref<4xf64>
// CHECK-NEXT:   call @use(%view, %view_0, %cast, %view_2) : (memref<?x4xf32>, memref<64x4xf32>, memref<?x?xf32>, memref<4xf64>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @v2(%arg0: memref<?xi8>, %arg1: memref<2048xi8>) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %view = memref.view %arg0[%c0][] : memref<?xi8> to memref<4xf32>
// CHECK-NEXT:   %view_0 = memref.view %arg1[%c0][] : memref<2048xi8> to memref<4xf32>
// CHECK-NEXT:   return %view, %view_0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }


func.func private @use(memref<?x4xf32>, memref<64x4xf32>, memref<?x?xf32>, memref<4xf64>)
func.func @v(%b: memref<2048xi8>, %s: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %0 = memref.view %b[%s][%n] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %b[%c16][] : memref<2048xi8> to memref<64x4xf32>
  %2 = memref.view %b[%c0][%c4, %n] : memref<2048xi8> to memref<?x?xf32>
  %3 = memref.cast %b : memref<2048xi8> to memref<?xi8>
  %4 = memref.view %3[%c0][] : memref<?xi8> to memref<4xf64>
  func.call @use(%0, %1, %2, %4) : (memref<?x4xf32>, memref<64x4xf32>, memref<?x?xf32>, memref<4xf64>) -> ()
  return
}
func.func @v2(%b: memref<?xi8>, %a: memref<2048xi8>) -> (memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %3 = memref.cast %b : memref<?xi8> to memref<16xi8>
  %4 = memref.view %3[%c0][] : memref<16xi8> to memref<4xf32>
  %5 = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %6 = memref.view %5[%c0][] : memref<?xi8> to memref<4xf32>
  return %4, %6 : memref<4xf32>, memref<4xf32>
}
