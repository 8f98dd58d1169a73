// Memref layouts in types: strided<...> with static and '?' strides and
// offset, affine-map layouts (the identity dropped, others by #map alias),
// printed as mlir-opt 22 prints them and read back by it; memref.cast
// between layouts.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --allow-unregistered-dialect %s | FileCheck %s %}
// RUN: %loopc %s | %loopc - | FileCheck %s
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt --allow-unregistered-dialect | FileCheck %s %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 8 + d1 + 18)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-LABEL: func.func @types(
// CHECK-SAME: %arg0: memref<4x4xf32, strided<[8, 1], offset: 18>>,
// CHECK-SAME: %arg1: memref<4xf32, strided<[1]>>, %arg2: memref<4xf32, strided<[1]>>,
// CHECK-SAME: %arg3: memref<?x?xf32, strided<[?, ?], offset: ?>>,
// CHECK-SAME: %arg4: memref<4x4xf32, #map>, %arg5: memref<4x4xf32>,
// CHECK-SAME: %arg6: memref<f32, strided<[], offset: 3>>, %arg7: memref<4xi64, strided<[-2], offset: 6>>,
// CHECK-SAME: %arg8: memref<4x4xf32, #map1>)
func.func @types(%a: memref<4x4xf32, strided<[8, 1], offset: 18>>,
                 %b: memref<4xf32, strided<[1]>>, %c: memref<4xf32, strided<[1], offset: 0>>,
                 %d: memref<?x?xf32, strided<[?, ?], offset: ?>>,
                 %e: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 18)>>,
                 %f: memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>,
                 %g: memref<f32, strided<[], offset: 3>>, %h: memref<4xi64, strided<[-2], offset: 6>>,
                 %i: memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>) {
  return
}

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[8, 1], offset: 18>>
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %cast_2 = memref.cast %arg1 : memref<4x4xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %cast_3 = memref.cast %arg2 : memref<4x4xf32, #map> to memref<4x4xf32, strided<[8, 1], offset: 18>>
// CHECK-NEXT: %cast_4 = memref.cast %arg0 : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<*xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%arg3, %arg3] : memref<4x4xf32, strided<[8, 1], offset: 18>>
// CHECK-NEXT: memref.store %0, %cast_2[%arg3, %arg3] : memref<?x?xf32, strided<[?, 1]>>
func.func @casts(%a: memref<4x4xf32, strided<[8, 1], offset: 18>>, %b: memref<4x4xf32>,
                 %m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 18)>>, %i: index) {
  %0 = memref.cast %a : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.cast %0 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %2 = memref.cast %b : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  %3 = memref.cast %b : memref<4x4xf32> to memref<?x?xf32, strided<[?, 1]>>
  %4 = memref.cast %m : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 18)>> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  %5 = memref.cast %a : memref<4x4xf32, strided<[8, 1], offset: 18>> to memref<*xf32>
  %v = memref.load %a[%i, %i] : memref<4x4xf32, strided<[8, 1], offset: 18>>
  memref.store %v, %3[%i, %i] : memref<?x?xf32, strided<[?, 1]>>
  "test.use"(%1, %2, %4, %5) : (memref<4x4xf32, strided<[8, 1], offset: 18>>, memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[8, 1], offset: 18>>, memref<*xf32>) -> ()
  return
}
