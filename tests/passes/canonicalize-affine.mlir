// canonicalize on affine ops, against mlir-opt 22 --canonicalize (the same
// CHECK lines hold for both, and the two outputs are the same text):
// affine.apply of a lone dim forwarded, of constants folded; applies
// composed into affine.load, affine.store, affine.apply, affine.min /
// affine.max (whose results are then ordered) and affine.if, with dims that
// are valid symbols made symbols and constant symbols folded into the map;
// affine.for bounds folded to constants; a loop that runs zero times gives
// its inits, one whose body only yields gives what it yields, an empty one
// with no results goes. Not firing (as in MLIR): a loop that runs once
// stays, a loop that runs zero times without results stays when its body
// writes, an apply of a loop's induction variable alone is not folded.
// RUN: %loopc --canonicalize %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --canonicalize %s | FileCheck %s %}
// RUN: %if mlir-opt %{ %loopc --canonicalize %s > %t.l && %mlir_opt --canonicalize %s > %t.m && diff %t.m %t.l %}

#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0)[s0] : (s0 - d0 - 2 >= 0)>

// CHECK-LABEL: func.func @fold
func.func @fold(%A: memref<10xf32>, %n: index, %x: f32) -> (index, index, index, f32, f32) {
  %c2 = arith.constant 2 : index
  // CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
  %a = affine.apply #map(%c2)
  %b = affine.apply affine_map<(d0)[s0] -> (d0)>(%n)[%c2]
  %c = affine.apply affine_map<(d0) -> (d0 * 2 + 5)>(%n)
  // CHECK: %[[C:.*]] = affine.apply #[[$M2:.*]]()[%arg1]
  // CHECK: affine.for %{{.*}} = 0 to 1 {
  affine.for %i = 0 to 1 {
    affine.store %x, %A[%i] : memref<10xf32>
  }
  // CHECK: affine.for %{{.*}} = 5 to 3 {
  affine.for %i = 5 to 3 {
    affine.store %x, %A[%i] : memref<10xf32>
  }
  // CHECK-NOT: affine.for %{{.*}} = 0 to %arg1 {
  affine.for %i = 0 to %n {
  }
  // CHECK-NOT: iter_args(%{{.*}} = %arg2)
  %r = affine.for %i = 4 to 3 iter_args(%s = %x) -> (f32) {
    %y = arith.addf %s, %s : f32
    affine.yield %y : f32
  }
  %q = affine.for %i = 0 to %n iter_args(%s = %x) -> (f32) {
    affine.yield %s : f32
  }
  // CHECK: affine.for %{{.*}} = 2 to 5 {
  affine.for %i = %c2 to affine_map<()[s0] -> (s0 + 3)>()[%c2] {
    affine.store %x, %A[%i] : memref<10xf32>
  }
  // CHECK: return %[[C3]], %arg1, %[[C]], %arg2, %arg2
  return %a, %b, %c, %r, %q : index, index, index, f32, f32
}

// CHECK-LABEL: func.func @compose
func.func @compose(%A: memref<10xf32>, %n: index) {
  %b = affine.apply #map(%n)
  affine.for %i = 0 to 10 {
    %j = affine.apply #map(%i)
    // CHECK: %[[V:.*]] = affine.load %arg0[%{{.*}} + 1] : memref<10xf32>
    %v = affine.load %A[%j] : memref<10xf32>
    // CHECK: affine.store %[[V]], %arg0[%{{.*}} + symbol(%arg1) + 2] : memref<10xf32>
    affine.store %v, %A[%j + %b] : memref<10xf32>
    // CHECK: affine.min #{{.*}}(%{{.*}})[%arg1]
    %m = affine.min affine_map<(d0, d1)[s0] -> (d0 + 1, 8, s0, d1 * 2, d0)>(%j, %i)[%n]
    memref.store %v, %A[%m] : memref<10xf32>
    // CHECK: affine.if #{{.*}}(%{{.*}})[%arg1] {
    affine.if #set(%j)[%n] {
      memref.store %v, %A[%j] : memref<10xf32>
    }
  }
  return
}

// affine.min / max lose repeated results (s1 + s0 is s0 + s1); distinct
// ones stay. affine.parallel's bounds take constants and applies in, as a
// for's do; bounds of plain symbols stay.
// CHECK-LABEL: func.func @min_max_parallel
func.func @min_max_parallel(%i0: index, %i1: index, %A: memref<40xf32>, %x: f32) -> (index, index) {
  // CHECK: affine.min #{{.*}}()[%arg0, %arg1]
  %0 = affine.min affine_map<()[s0, s1] -> (s0 + s1, s0 * s1, s1 + s0, s0 * s1)> ()[%i0, %i1]
  // CHECK: affine.max #{{.*}}()[%arg0, %arg1]
  %1 = affine.max affine_map<()[s0, s1] -> (s0 + s1, s0 * s1)> ()[%i0, %i1]
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // CHECK: affine.parallel (%[[I:.*]]) = (0) to (4) {
  affine.parallel (%i) = (%c0) to (%c0 + %c4) {
    %5 = affine.apply affine_map<(d0) -> (d0 * 5)>(%i)
    // CHECK: affine.parallel (%{{.*}}) = (0) to (%[[I]] * 5) {
    affine.parallel (%j) = (%c0) to (%5) {
      affine.store %x, %A[%j] : memref<40xf32>
    }
  }
  // CHECK: affine.parallel (%{{.*}}) = (symbol(%arg0)) to (symbol(%arg1)) {
  affine.parallel (%k) = (symbol(%i0)) to (symbol(%i1)) {
    affine.store %x, %A[%k] : memref<40xf32>
  }
  return %0, %1 : index, index
}

// affine.if: an else that only yields goes (SimplifyDeadElse); MLIR's
// universe (0 == 0) and empty set (1 == 0) pick a branch, the empty set
// without an else removes the op (AlwaysTrueOrFalseIf). Not firing: a set
// that is false only by its constants (-40 >= 0), or has 1 == 0 among others.
// CHECK-LABEL: func.func @if_folds
func.func @if_folds(%n: index, %A: memref<4xindex>) -> index {
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: memref.store %arg0, %arg1[%arg0]
  affine.if affine_set<() : (0 == 0)>() {
    memref.store %n, %A[%n] : memref<4xindex>
  } else {
    memref.store %c1, %A[%n] : memref<4xindex>
  }
  // CHECK-NOT: affine.if #{{.*}}() {
  affine.if affine_set<() : (1 == 0)>() {
    memref.store %n, %A[%n] : memref<4xindex>
  }
  %r = affine.if affine_set<() : (1 == 0)>() -> index {
    affine.yield %c1 : index
  } else {
    affine.yield %n : index
  }
  // CHECK-NEXT: affine.if #{{.*}}() {
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: }
  affine.if affine_set<(d0) : (d0 - 50 >= 0)>(%c10) {
    memref.store %n, %A[%n] : memref<4xindex>
  }
  // CHECK-NEXT: affine.if #{{.*}}()[%arg0] {
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: }
  // CHECK-NEXT: affine.if #{{.*}}()[%arg0] {
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: } else {
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    memref.store %n, %A[%n] : memref<4xindex>
  } else {
  }
  affine.if affine_set<(d0) : (d0 == 0, 1 == 0)>(%n) {
    memref.store %n, %A[%n] : memref<4xindex>
  } else {
    memref.store %c1, %A[%n] : memref<4xindex>
  }
  // CHECK: return %arg0 : index
  return %r : index
}
