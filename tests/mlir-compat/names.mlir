// SSA names as mlir-opt 22 prints them (the default in today's spelling):
// values numbered on across nested regions (a top-level result shifts every
// function's numbers), `%0:2` groups, `%argN` counted through nested regions
// (siblings restart from their parent's count), constants named by value
// with one `_N` counter per region for collisions, memref results named
// after their op, block labels by position. --print-names=source keeps the
// source's names. The last RUN line compares with mlir-opt byte for byte.
// RUN: %loopc %s | FileCheck %s
// RUN: %loopc %s --print-names=mlir --syntax=modern | FileCheck %s
// RUN: %loopc %s --no-stream | FileCheck %s
// RUN: %loopc %s --print-names=source | FileCheck %s --check-prefix=SOURCE
// RUN: %loopc %s --syntax=classic --print-names=mlir | FileCheck %s --check-prefix=CLASSIC
// RUN: %loopc %s --print-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module {
// CHECK-NEXT:  %0 = "test.top"() : () -> i32
%top = "test.top"() : () -> i32

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:    %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %cst_2 = arith.constant dense<1> : tensor<4xi32>
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    %alloc_3 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %dim = memref.dim %alloc, %c0 : memref<4xf32>
// CHECK-NEXT:    %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    %1:2 = scf.for %arg2 = %c0 to %arg0 step %c0_0 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (i32, i32) {
// CHECK-NEXT:      %c0_4 = arith.constant 0 : index
// CHECK-NEXT:      %3 = arith.addi %arg3, %c7_i32 : i32
// CHECK-NEXT:      %4 = scf.if %true -> (i32) {
// CHECK-NEXT:        %c0_5 = arith.constant 0 : index
// CHECK-NEXT:        %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:        scf.yield %c1_i32 : i32
// CHECK-NEXT:      } else {
// CHECK-NEXT:        %c0_5 = arith.constant 0 : index
// CHECK-NEXT:        scf.yield %3 : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %4, %3 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = arith.addi %1#0, %1#1 : i32
// CHECK-NEXT:    return %2, %2 : i32, i32
func.func @f(%a: index, %b: i32) -> (i32, i32) {
  %x = arith.constant 0 : index
  %y = arith.constant 0 : index
  %z = arith.constant 7 : i32
  %w = arith.constant -1 : i64
  %w8 = arith.constant 255 : i8
  %t = arith.constant true
  %f = arith.constant false
  %c = arith.constant 1.0 : f32
  %d = arith.constant 2.0 : f32
  %v = arith.constant dense<1> : tensor<4xi32>
  %m = memref.alloc() : memref<4xf32>
  %q = memref.alloca() : memref<4xf32>
  %m2 = memref.alloc() : memref<4xf32>
  %dd = memref.dim %m, %x : memref<4xf32>
  %cc = memref.cast %m : memref<4xf32> to memref<?xf32>
  %r:2 = scf.for %i = %x to %a step %y iter_args(%p = %b, %p2 = %b) -> (i32, i32) {
    %k = arith.constant 0 : index
    %s = arith.addi %p, %z : i32
    %e = scf.if %t -> i32 {
      %k2 = arith.constant 0 : index
      %k3 = arith.constant 1 : i32
      scf.yield %k3 : i32
    } else {
      %k4 = arith.constant 0 : index
      scf.yield %s : i32
    }
    scf.yield %e, %s : i32, i32
  }
  %u = arith.addi %r#0, %r#1 : i32
  return %u, %u : i32, i32
}

// CHECK-LABEL: func.func @g(%arg0: index) {
// CHECK-NEXT:    %1 = scf.while (%arg1 = %arg0) : (index) -> index {
// CHECK-NEXT:      %2 = arith.cmpi slt, %arg1, %arg1 : index
// CHECK-NEXT:      scf.condition(%2) %arg1 : index
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg1: index):
// CHECK-NEXT:      scf.yield %arg1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: {{.}}
func.func @g(%a: index) {
  %w = scf.while (%q = %a) : (index) -> index {
    %c = arith.cmpi slt, %q, %q : index
    scf.condition(%c) %q : index
  } do {
  ^bb0(%z: index):
    scf.yield %z : index
  }
  return
}

// SOURCE: %top = "test.top"() : () -> i32
// SOURCE: func.func @f(%a: index, %b: i32) -> (i32, i32) {
// SOURCE-NEXT: %x = arith.constant 0 : index
// SOURCE: %r:2 = scf.for %i = %x to %a step %y iter_args(%p = %b, %p2 = %b) -> (i32, i32) {
// SOURCE: ^bb0(%z: index):

// The classic spelling keeps the source's names unless asked.
// CLASSIC: func @f(%arg0: index, %arg1: i32) -> (i32, i32) {
// CLASSIC-NEXT: %c0 = constant 0 : index

// The generic form names constants by number and numbers each value once
// (the regions last pushed first: @g before @f), as mlir-opt does.
// GENERIC: "func.func"() <{function_type = (index, i32) -> (i32, i32), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg3: index, %arg4: i32):
// GENERIC-NEXT: %3 = "arith.constant"() <{value = 0 : index}> : () -> index
