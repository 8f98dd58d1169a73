// loop-invariant-code-motion on affine.for and affine.parallel bodies: what is
// invariant moves out (an inner empty loop with invariant bounds too), a load
// or a store stays; loopc and mlir-opt print the same text (loopc crashed on
// affine loops when it asked whether they run at least once).
// RUN: %loopc %s --loop-invariant-code-motion > %t.loopc
// RUN: FileCheck %s < %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt %s --loop-invariant-code-motion > %t.mlir %}
// RUN: %if mlir-opt %{ diff %t.loopc %t.mlir %}

// CHECK-LABEL: func.func @affine_invariant
// CHECK:         %[[A:.*]] = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT:    %[[B:.*]] = arith.addf %[[A]], %cst_0 : f32
// CHECK-NEXT:    affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:      affine.for %arg1 = 0 to 10 {
// CHECK-NEXT:        affine.store %[[A]], %alloc[%arg0] : memref<10xf32>
func.func @affine_invariant() {
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  affine.for %i = 0 to 10 {
    %v0 = arith.addf %cf7, %cf8 : f32
    affine.for %j = 0 to 10 {
      %v1 = arith.addf %v0, %cf8 : f32
      affine.store %v0, %m[%i] : memref<10xf32>
    }
  }
  return
}

// Nothing moves: every op depends on the induction variable or reads memory.
// CHECK-LABEL: func.func @affine_variant
// CHECK:         affine.parallel (%arg1) = (0) to (10) {
// CHECK-NEXT:      affine.load
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      affine.store
func.func @affine_variant(%m: memref<10xf32>) {
  affine.parallel (%i) = (0) to (10) {
    %v = affine.load %m[%i] : memref<10xf32>
    %w = arith.addf %v, %v : f32
    affine.store %w, %m[%i] : memref<10xf32>
  }
  return
}

// An empty inner loop with invariant bounds moves out whole.
// CHECK-LABEL: func.func @affine_empty_inner
// CHECK-NEXT:    affine.for %arg2 = %arg0 to %arg1 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %arg2 = 0 to 10 {
func.func @affine_empty_inner(%lb: index, %ub: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = %lb to %ub {
    }
  }
  return
}
