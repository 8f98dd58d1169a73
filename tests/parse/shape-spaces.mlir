// Shapes with spaces around their 'x' (`memref<2 x 32 x f32>`, as MLIR's own
// tests write them) read as the same types; printed without the spaces, as
// mlir-opt prints them.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}

// CHECK: func.func @f(%arg0: memref<2x32xf32>, %arg1: memref<?x4xf32>, %arg2: memref<*xi8>, %arg3: memref<3x?xi1>)
func.func @f(%a: memref<2 x 32 x f32>, %b: memref<? x 4 x f32>, %c: memref<* x i8>, %d: memref<3x ?	x i1>) {
  return
}
