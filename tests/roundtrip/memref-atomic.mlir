// memref.atomic_rmw (its kind as mlir-opt 22 prints it, the i64 `kind` in
// the generic form), memref.generic_atomic_rmw (its region with the entry
// block's header, attributes after it) and memref.atomic_yield; mlir-opt
// reads loopc's output back. canonicalize: atomic_rmw reads through a cast
// (AtomicRMWOp::fold).
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=CANON %}

// CHECK-LABEL: func.func @atomics(%arg0: memref<10xf32>, %arg1: memref<10xi32>, %arg2: f32, %arg3: i32, %arg4: index) -> (f32, i32, f32) {
// CHECK-NEXT:   %0 = memref.atomic_rmw addf %arg2, %arg0[%arg4] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:   %1 = memref.atomic_rmw maxs %arg3, %arg1[%arg4] {foo} : (i32, memref<10xi32>) -> i32
// CHECK-NEXT:   %2 = memref.generic_atomic_rmw %arg0[%arg4] : memref<10xf32> {
// CHECK-NEXT:   ^bb0(%arg5: f32):
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %3 = arith.addf %cst, %arg5 : f32
// CHECK-NEXT:     memref.atomic_yield %3 : f32
// CHECK-NEXT:   } {index_attr = 8 : index}
// CHECK-NEXT:   return %0, %1, %2 : f32, i32, f32
// GENERIC: = "memref.atomic_rmw"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) <{kind = 0 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC-NEXT: = "memref.atomic_rmw"(%arg{{[0-9]+}}, %arg{{[0-9]+}}, %arg{{[0-9]+}}) <{kind = 6 : i64}> {foo} : (i32, memref<10xi32>, index) -> i32
// GENERIC-NEXT: = "memref.generic_atomic_rmw"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) ({
// GENERIC-NEXT: ^bb0(%arg{{[0-9]+}}: f32):
// GENERIC: "memref.atomic_yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC-NEXT: }) {index_attr = 8 : index} : (memref<10xf32>, index) -> f32
func.func @atomics(%I: memref<10xf32>, %J: memref<10xi32>, %val: f32, %iv: i32, %i : index) -> (f32, i32, f32) {
  %x = memref.atomic_rmw addf %val, %I[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw maxs %iv, %J[%i] {foo} : (i32, memref<10xi32>) -> i32
  %z = memref.generic_atomic_rmw %I[%i] : memref<10xf32> {
    ^bb0(%old : f32):
      %c1 = arith.constant 1.0 : f32
      %out = arith.addf %c1, %old : f32
      memref.atomic_yield %out : f32
  } { index_attr = 8 : index }
  return %x, %y, %z : f32, i32, f32
}

// CANON-LABEL: func.func @of_cast(%arg0: f32, %arg1: memref<4xf32>, %arg2: index) {
// CANON-NEXT:   %0 = memref.atomic_rmw addf %arg0, %arg1[%arg2] : (f32, memref<4xf32>) -> f32
// CANON-NEXT:   return
func.func @of_cast(%v: f32, %m: memref<4xf32>, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %a = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  return
}
