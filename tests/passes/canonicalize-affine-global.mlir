// canonicalize: an affine.load from a constant memref.global folds
// (AffineLoadOp::fold), against mlir-opt 22 --canonicalize (same CHECK
// lines, same text). Firing: constant subscripts into a dense global (the
// row-major element), any subscripts into a splat one, integer elements.
// Not firing: a global that is not constant, subscripts that are not
// constants into a dense global, memref.load (MLIR folds only affine.load).
// RUN: %loopc --canonicalize %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --canonicalize %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc --canonicalize %s > %t.l && %mlir_opt --canonicalize %s > %t.m && diff %t.m %t.l %}

memref.global "private" constant @dense : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" constant @splat : memref<8x8xi32> = dense<7>
memref.global "private" @mutable : memref<2xf32> = dense<[1.5, 2.5]>

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[I:.*]]: index)
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-DAG: %[[F6:.*]] = arith.constant 6.000000e+00 : f32
// CHECK-DAG: %[[F2:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[D:.*]] = memref.get_global @dense
// CHECK: %[[M:.*]] = memref.get_global @mutable
// CHECK: %[[V:.*]] = affine.load %[[D]][symbol(%[[I]]), 1]
// CHECK: %[[W:.*]] = affine.load %[[M]][0]
// CHECK: %[[L:.*]] = memref.load %[[D]]
// CHECK: return %[[F6]], %[[F2]], %[[C7]], %[[V]], %[[W]], %[[L]]
func.func @f(%i: index) -> (f32, f32, i32, f32, f32, f32) {
  %d = memref.get_global @dense : memref<2x3xf32>
  %s = memref.get_global @splat : memref<8x8xi32>
  %m = memref.get_global @mutable : memref<2xf32>
  %c0 = arith.constant 0 : index
  %0 = affine.load %d[1, 2] : memref<2x3xf32>
  %1 = affine.load %d[%c0, %c0 + 1] : memref<2x3xf32>
  %2 = affine.load %s[%i, %i * 2] : memref<8x8xi32>
  %3 = affine.load %d[%i, 1] : memref<2x3xf32>
  %4 = affine.load %m[0] : memref<2xf32>
  %5 = memref.load %d[%c0, %c0] : memref<2x3xf32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, i32, f32, f32, f32
}
