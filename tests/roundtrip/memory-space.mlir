// Integer memory spaces in memref types (after the layout, as mlir-opt 22
// prints them; space 0 is the default, left out), views in their source's
// space, and memref.memory_space_cast (named %memspacecast) in custom and
// generic form; mlir-opt reads loopc's output back. Canonicalize as
// MemorySpaceCastOp::fold: a cast to the same type is its source, a cast of
// a cast casts the first's source.
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=CANON %}

// GENERIC: = "memref.memory_space_cast"(%arg0) : (memref<4xf32, 1>) -> memref<4xf32>
// CHECK-LABEL: func.func @zero(%arg0: memref<4xf32>)
// CHECK-LABEL: func.func @m(%arg0: memref<4xf32, 1>, %arg1: memref<*xf32, 2>, %arg2: memref<4x4xf32, strided<[8, 1], offset: 2>, 3>) -> memref<4xf32> {
// CHECK-NEXT:   %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32>
// CHECK-NEXT:   %memspacecast_0 = memref.memory_space_cast %arg1 : memref<*xf32, 2> to memref<*xf32>
// CHECK-NEXT:   %memspacecast_1 = memref.memory_space_cast %memspacecast : memref<4xf32> to memref<4xf32, 5>
// CHECK-NEXT:   %memspacecast_2 = memref.memory_space_cast %memspacecast_1 : memref<4xf32, 5> to memref<4xf32>
// CHECK-NEXT:   %subview = memref.subview %arg2[0, 0] [2, 2] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 2>, 3> to memref<2x2xf32, strided<[8, 1], offset: 2>, 3>
// CHECK-NEXT:   %alloc = memref.alloc() : memref<8xf32, 1>
// CHECK-NEXT:   %memspacecast_3 = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 1>
// CHECK-NEXT:   call @use(%memspacecast_0, %subview, %alloc, %memspacecast_3) : (memref<*xf32>, memref<2x2xf32, strided<[8, 1], offset: 2>, 3>, memref<8xf32, 1>, memref<4xf32, 1>) -> ()
// CHECK-NEXT:   return %memspacecast_2 : memref<4xf32>
// CHECK-NEXT: }
// CANON-LABEL: func.func @m(%arg0: memref<4xf32, 1>, %arg1: memref<*xf32, 2>, %arg2: memref<4x4xf32, strided<[8, 1], offset: 2>, 3>) -> memref<4xf32> {
// CANON-NEXT:   %memspacecast = memref.memory_space_cast %arg1 : memref<*xf32, 2> to memref<*xf32>
// CANON-NEXT:   %memspacecast_0 = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32>
// CANON-NEXT:   %subview = memref.subview %arg2[0, 0] [2, 2] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 2>, 3> to memref<2x2xf32, strided<[8, 1], offset: 2>, 3>
// CANON-NEXT:   %alloc = memref.alloc() : memref<8xf32, 1>
// CANON-NEXT:   call @use(%memspacecast, %subview, %alloc, %arg0) : (memref<*xf32>, memref<2x2xf32, strided<[8, 1], offset: 2>, 3>, memref<8xf32, 1>, memref<4xf32, 1>) -> ()
// CANON-NEXT:   return %memspacecast_0 : memref<4xf32>
// CANON-NEXT: }

func.func @zero(%a: memref<4xf32, 0>) { return }

func.func private @use(memref<*xf32>, memref<2x2xf32, strided<[8, 1], offset: 2>, 3>, memref<8xf32, 1>, memref<4xf32, 1>)
func.func @m(%a: memref<4xf32, 1>, %b: memref<*xf32, 2>, %c: memref<4x4xf32, strided<[8, 1], offset: 2>, 3>) -> memref<4xf32> {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %b : memref<*xf32, 2> to memref<*xf32>
  %2 = memref.memory_space_cast %0 : memref<4xf32> to memref<4xf32, 5>
  %3 = memref.memory_space_cast %2 : memref<4xf32, 5> to memref<4xf32>
  %4 = memref.subview %c[0, 0] [2, 2] [1, 1] : memref<4x4xf32, strided<[8, 1], offset: 2>, 3> to memref<2x2xf32, strided<[8, 1], offset: 2>, 3>
  %5 = memref.alloc() : memref<8xf32, 1>
  %6 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 1>
  func.call @use(%1, %4, %5, %6) : (memref<*xf32>, memref<2x2xf32, strided<[8, 1], offset: 2>, 3>, memref<8xf32, 1>, memref<4xf32, 1>) -> ()
  return %3 : memref<4xf32>
}
