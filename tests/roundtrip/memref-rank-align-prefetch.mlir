// memref.rank, memref.assume_alignment (named %assume_align),
// memref.prefetch and memref.distinct_objects in mlir-opt 22's custom and
// generic forms (prefetch's keywords as the attributes isWrite,
// localityHint and isDataCache); mlir-opt reads loopc's output back.
// canonicalize: a ranked memref's rank is a constant (RankOp::fold), an
// assume_alignment of one with the same alignment is its operand
// (AssumeAlignmentOp::fold; another alignment stays), prefetch reads
// through a cast (foldMemRefCast), an unused distinct_objects goes (it is
// pure). (A prefetch with an attribute besides its own prints in the
// generic form, where mlir-opt prints `... data {baz} : T`, which its own
// parser cannot read: docs/mlir-compat.md, "Differences left on purpose".)
// RUN: %loopc %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc %s | %mlir_opt | FileCheck %s %}
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir_opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC %}
// RUN: %loopc %s --print-generic | %loopc - | FileCheck %s
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %if mlir-opt %{ %mlir_opt %s --canonicalize | FileCheck %s --check-prefix=CANON %}

// CHECK-LABEL: func.func @ops(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>) -> (index, index, memref<4x?xf32>) {
// CHECK-NEXT:   %0 = memref.rank %arg0 : memref<4x?xf32>
// CHECK-NEXT:   %1 = memref.rank %arg1 {foo} : memref<*xf32>
// CHECK-NEXT:   %assume_align = memref.assume_alignment %arg0, 16 : memref<4x?xf32>
// CHECK-NEXT:   %assume_align_0 = memref.assume_alignment %assume_align, 16 {bar} : memref<4x?xf32>
// CHECK-NEXT:   %assume_align_1 = memref.assume_alignment %assume_align_0, 32 : memref<4x?xf32>
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:   memref.prefetch %cast[%0, %1], write, locality<1>, data : memref<?x?xf32>
// CHECK-NEXT:   memref.prefetch %arg0[%0, %1], read, locality<3>, instr : memref<4x?xf32>
// CHECK-NEXT:   return %0, %1, %assume_align_1 : index, index, memref<4x?xf32>
// GENERIC: %{{[0-9]+}} = "memref.rank"(%arg{{[0-9]+}}) : (memref<4x?xf32>) -> index
// GENERIC-NEXT: %{{[0-9]+}} = "memref.rank"(%arg{{[0-9]+}}) {foo} : (memref<*xf32>) -> index
// GENERIC-NEXT: %{{[0-9]+}} = "memref.assume_alignment"(%arg{{[0-9]+}}) <{alignment = 16 : i32}> : (memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "memref.assume_alignment"(%{{[0-9]+}}) <{alignment = 16 : i32}> {bar} : (memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "memref.assume_alignment"(%{{[0-9]+}}) <{alignment = 32 : i32}> : (memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC-NEXT: %{{[0-9]+}} = "memref.cast"(%arg{{[0-9]+}}) : (memref<4x?xf32>) -> memref<?x?xf32>
// GENERIC-NEXT: "memref.prefetch"(%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}) <{isDataCache = true, isWrite = true, localityHint = 1 : i32}> : (memref<?x?xf32>, index, index) -> ()
// GENERIC-NEXT: "memref.prefetch"(%arg{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}) <{isDataCache = false, isWrite = false, localityHint = 3 : i32}> : (memref<4x?xf32>, index, index) -> ()
// CANON-LABEL: func.func @ops(%arg0: memref<4x?xf32>, %arg1: memref<*xf32>) -> (index, index, memref<4x?xf32>) {
// CANON-NEXT:   %c2 = arith.constant 2 : index
// CANON-NEXT:   %0 = memref.rank %arg1 {foo} : memref<*xf32>
// CANON-NEXT:   %assume_align = memref.assume_alignment %arg0, 16 : memref<4x?xf32>
// CANON-NEXT:   %assume_align_0 = memref.assume_alignment %assume_align, 32 : memref<4x?xf32>
// CANON-NEXT:   memref.prefetch %arg0[%c2, %0], write, locality<1>, data : memref<4x?xf32>
// CANON-NEXT:   memref.prefetch %arg0[%c2, %0], read, locality<3>, instr : memref<4x?xf32>
// CANON-NEXT:   return %c2, %0, %assume_align_0 : index, index, memref<4x?xf32>
func.func @ops(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index, memref<4x?xf32>) {
  %0 = memref.rank %m : memref<4x?xf32>
  %1 = "memref.rank"(%u) {foo} : (memref<*xf32>) -> index
  %2 = memref.assume_alignment %m, 16 : memref<4x?xf32>
  %3 = memref.assume_alignment %2, 16 {bar} : memref<4x?xf32>
  %4 = memref.assume_alignment %3, 32 : memref<4x?xf32>
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  memref.prefetch %c[%0, %1], write, locality<1>, data : memref<?x?xf32>
  memref.prefetch %m[%0, %1], read, locality<3>, instr : memref<4x?xf32>
  return %0, %1, %4 : index, index, memref<4x?xf32>
}

// CHECK-LABEL: func.func @distinct(%arg0: memref<?xf32>, %arg1: memref<?xi32>) -> (memref<?xf32>, memref<?xi32>) {
// CHECK-NEXT:   %0:2 = memref.distinct_objects %arg0, %arg1 : memref<?xf32>, memref<?xi32>
// CHECK-NEXT:   %1 = memref.distinct_objects %arg0 {foo} : memref<?xf32>
// CHECK-NEXT:   return %0#0, %0#1 : memref<?xf32>, memref<?xi32>
// GENERIC: %{{[0-9]+}}:2 = "memref.distinct_objects"(%arg{{[0-9]+}}, %arg{{[0-9]+}}) : (memref<?xf32>, memref<?xi32>) -> (memref<?xf32>, memref<?xi32>)
// GENERIC-NEXT: %{{[0-9]+}} = "memref.distinct_objects"(%arg{{[0-9]+}}) {foo} : (memref<?xf32>) -> memref<?xf32>
// CANON-LABEL: func.func @distinct(%arg0: memref<?xf32>, %arg1: memref<?xi32>) -> (memref<?xf32>, memref<?xi32>) {
// CANON-NEXT:   %0:2 = memref.distinct_objects %arg0, %arg1 : memref<?xf32>, memref<?xi32>
// CANON-NEXT:   return %0#0, %0#1 : memref<?xf32>, memref<?xi32>
func.func @distinct(%arg0: memref<?xf32>, %arg1: memref<?xi32>) -> (memref<?xf32>, memref<?xi32>) {
  %0, %1 = memref.distinct_objects %arg0, %arg1 : memref<?xf32>, memref<?xi32>
  %2 = memref.distinct_objects %arg0 {foo} : memref<?xf32>
  return %0, %1 : memref<?xf32>, memref<?xi32>
}
