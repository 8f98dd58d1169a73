// affine-loop-invariant-code-motion: each affine.for, innermost first, moves
// the ops that do not depend on it to just before it; the output is mlir-opt
// 22's (diffed). affine-licm-loopc.mlir has the cases where loopc is stricter.
// RUN: %loopc --affine-loop-invariant-code-motion %s | FileCheck %s
// RUN: %loopc --pass-pipeline="builtin.module(func.func(affine-loop-invariant-code-motion))" %s > %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt --affine-loop-invariant-code-motion %s | diff - %t.loopc %}

func.func private @use(f32) -> ()

// Fires: the product of two constants leaves both loops, the load of a
// buffer nothing in the loop writes leaves the inner one, and the store to
// a cell no other access in the loop touches leaves the inner one.
// CHECK-LABEL: func @fires
// CHECK:      %[[P:.*]] = arith.mulf
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:   %[[V:.*]] = affine.load %{{.*}}[%[[I]]]
// CHECK-NEXT:   affine.store %[[P]], %{{.*}}[%[[I]]]
// CHECK-NEXT:   %[[R:.*]] = arith.addf %[[V]], %[[P]]
// CHECK-NEXT:   affine.for %{{.*}} = 0 to 20 {
// CHECK-NEXT:     affine.store %[[R]]
func.func @fires(%c: f32) {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10x20xf32>
  %s = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %p = arith.mulf %c, %c : f32
      %v = affine.load %a[%i] : memref<10xf32>
      affine.store %p, %s[%i] : memref<10xf32>
      %r = arith.addf %v, %p : f32
      affine.store %r, %b[%i, %j] : memref<10x20xf32>
    }
  }
  return
}

// Must not fire: the load reads what the loop stores; an op that uses the
// induction variable, or an iter_arg; an allocation; a call.
// CHECK-LABEL: func @stays
// CHECK:      affine.for
// CHECK-NEXT:   affine.load
// CHECK-NEXT:   arith.addf
// CHECK-NEXT:   affine.store
// CHECK-NEXT:   arith.index_cast
// CHECK-NEXT:   memref.alloc
// CHECK-NEXT:   func.call
func.func @stays(%c: f32) -> f32 {
  %a = memref.alloc() : memref<10xf32>
  %r = affine.for %i = 0 to 10 iter_args(%acc = %c) -> f32 {
    %v = affine.load %a[0] : memref<10xf32>
    %w = arith.addf %v, %acc : f32
    affine.store %w, %a[%i] : memref<10xf32>
    %x = arith.index_cast %i : index to i32
    %m = memref.alloc() : memref<4xf32>
    func.call @use(%c) : (f32) -> ()
    affine.yield %w : f32
  }
  return %r : f32
}

// An affine.if and an inner affine.for that do not depend on the loop move
// whole; one whose body uses the induction variable stays.
// CHECK-LABEL: func @regions
// CHECK:      affine.if
// CHECK:      affine.for %{{.*}} = 0 to 4 {
// CHECK:      affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT:   affine.if #{{.*}}(%
// CHECK-NEXT:     affine.store %{{.*}}, %{{.*}}[1]
func.func @regions(%n: index, %c: f32) {
  %a = memref.alloc() : memref<10xf32>
  %b = memref.alloc() : memref<10xf32>
  %d = memref.alloc() : memref<10xf32>
  affine.for %i = 0 to 8 {
    affine.if affine_set<()[s0] : (s0 - 3 >= 0)>()[%n] {
      affine.store %c, %a[0] : memref<10xf32>
    }
    affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%i) {
      affine.store %c, %d[1] : memref<10xf32>
    }
    affine.for %k = 0 to 4 {
      affine.store %c, %b[%k] : memref<10xf32>
    }
  }
  return
}
