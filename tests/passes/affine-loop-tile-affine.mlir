// affine-loop-tile on affine.for: MLIR's LoopTiling op for op (the band is
// the perfect nest at each affine.for directly in a function; tile-space
// loops keep the bounds and step by size * step; intra-tile loops run from
// the tile's start to d0 + size * step, or to the min with the loop's own
// upper bound when the size does not divide the trip count, or to d0 +
// trip count when that is below the size; `separate` puts the whole tiles
// under an affine.if). The text is mlir-opt 22's, diffed where mlir-opt is
// installed. Not tiled: loops with results, bounds that use an induction
// variable of the band, and bands whose dependences a tile would reverse.
// RUN: %loopc %s --affine-loop-tile=tile-size=32 --split-input-file > %t.32
// RUN: FileCheck %s < %t.32
// RUN: %if mlir-opt %{ %mlir_opt %s --allow-unregistered-dialect --affine-loop-tile=tile-size=32 --split-input-file > %t.32.mlir %}
// RUN: %if mlir-opt %{ diff %t.32 %t.32.mlir %}
// RUN: %loopc %s '--affine-loop-tile=tile-size=32 separate' --split-input-file > %t.sep
// RUN: FileCheck %s --check-prefix=SEP < %t.sep
// RUN: %if mlir-opt %{ %mlir_opt %s --allow-unregistered-dialect '--affine-loop-tile=tile-size=32 separate' --split-input-file > %t.sep.mlir %}
// RUN: %if mlir-opt %{ diff %t.sep %t.sep.mlir %}
// RUN: %loopc %s --affine-loop-tile=cache-size=64 --split-input-file > %t.model
// RUN: FileCheck %s --check-prefix=MODEL < %t.model
// RUN: %if mlir-opt %{ %mlir_opt %s --allow-unregistered-dialect --affine-loop-tile=cache-size=64 --split-input-file 2>/dev/null > %t.model.mlir %}
// RUN: %if mlir-opt %{ diff %t.model %t.model.mlir %}
// RUN: %loopc %s '--affine-loop-tile=tile-sizes=3,5 separate' --split-input-file > %t.35
// RUN: %if mlir-opt %{ %mlir_opt %s --allow-unregistered-dialect '--affine-loop-tile=tile-sizes=3,5 separate' --split-input-file > %t.35.mlir %}
// RUN: %if mlir-opt %{ diff %t.35 %t.35.mlir %}
// RUN: not %loopc %s --affine-loop-tile=cache-size=0 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: affine-loop-tile: invalid cache-size 0 (expected a positive number of KiB)

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[P32:.*]] = affine_map<(d0) -> (d0 + 32)>
// CHECK-DAG: #[[MIN50:.*]] = affine_map<(d0) -> (d0 + 32, 50)>
// CHECK-DAG: #[[P21:.*]] = affine_map<(d0) -> (d0 + 21)>
// CHECK-LABEL: func.func @constant_bounds
// CHECK:      affine.for %[[I:.*]] = 0 to 256 step 32 {
// CHECK-NEXT:   affine.for %[[J:.*]] = 0 to 512 step 32 {
// CHECK-NEXT:     affine.for %[[II:.*]] = #[[ID]](%[[I]]) to #[[P32]](%[[I]]) {
// CHECK-NEXT:       affine.for %[[JJ:.*]] = #[[ID]](%[[J]]) to #[[P32]](%[[J]]) {
// CHECK-NEXT:         "test.foo"(%[[II]], %[[JJ]])
// CHECK:      affine.for %[[X:.*]] = 0 to 50 step 32 {
// CHECK-NEXT:   affine.for %{{.*}} = #[[ID]](%[[X]]) to min #[[MIN50]](%[[X]]) {
// CHECK:      affine.for %[[Y:.*]] = 0 to 21 step 32 {
// CHECK-NEXT:   affine.for %{{.*}} = #[[ID]](%[[Y]]) to #[[P21]](%[[Y]]) {
// SEP-LABEL: func.func @constant_bounds
// SEP:       affine.for %[[X:.*]] = 0 to 50 step 32 {
// SEP-NEXT:    affine.if #{{.*}}(%[[X]]) {
// SEP-NEXT:      affine.for %{{.*}} = #{{.*}}(%[[X]]) to #{{.*}}(%[[X]]) {
// SEP:         } else {
// SEP-NEXT:      affine.for %{{.*}} = #{{.*}}(%[[X]]) to min #{{.*}}(%[[X]]) {
func.func @constant_bounds() {
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 512 {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %x = 0 to 50 {
    "test.bar"(%x) : (index) -> ()
  }
  affine.for %y = 0 to 21 {
    "test.foobar"(%y) : (index) -> ()
  }
  return
}

// -----

// Symbolic bounds: the intra-tile upper bound appends the tile variable as
// a new dim before the bound's symbols; a floordiv bound keeps `separate`
// from separating (mlir-opt's constraint system gives up there).
// CHECK-DAG: #[[UBI:.*]] = affine_map<(d0)[s0, s1] -> (d0 + 32, s0, 4096 floordiv s1)>
// CHECK-LABEL: func.func @max_min_bounds
// CHECK:      affine.for %[[T:.*]] = max #{{.*}}()[%{{.*}}] to min #{{.*}}()[%{{.*}}, %{{.*}}] step 32 {
// CHECK-NEXT:   affine.for %{{.*}} = #{{.*}}(%[[T]]) to min #[[UBI]](%[[T]])[%{{.*}}, %{{.*}}] {
// SEP-LABEL: func.func @max_min_bounds
// SEP-NOT:   affine.if
// SEP:       return
func.func @max_min_bounds(%A : memref<?xi32>, %L : index, %U : index) {
  %c0 = arith.constant 0 : index
  %M = memref.dim %A, %c0 : memref<?xi32>
  affine.for %i = max affine_map<()[s0] -> (0, s0)>()[%L] to min affine_map<()[s0, s1] -> (s0, 4096 floordiv s1)>()[%M, %U] {
    %x = arith.addi %i, %i : index
  }
  return
}

// -----

// Non-unit steps: the tile steps by 32 * 5, the intra-tile loop keeps 5;
// separation needs unit steps.
// CHECK-LABEL: func.func @non_unit_step
// CHECK:      affine.for %[[T:.*]] = 0 to %{{.*}} step 160 {
// CHECK-NEXT:   affine.for %{{.*}} = #{{.*}}(%[[T]]) to min #{{.*}}(%[[T]])[%{{.*}}] step 5 {
// SEP-LABEL: func.func @non_unit_step
// SEP-NOT:   affine.if
// SEP:       return
func.func @non_unit_step(%arg0 : memref<50xf32>, %arg1 : index) {
  affine.for %i = 0 to %arg1 step 5 {
    %v = affine.load %arg0[%i] : memref<50xf32>
  }
  return
}

// -----

// A trip count below the tile size, known though the bounds are not.
// CHECK-DAG: #[[P2:.*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-DAG: #[[P4:.*]] = affine_map<(d0) -> (d0 + 4)>
// CHECK-LABEL: func.func @short_symbolic
// CHECK:      affine.for %[[I:.*]] = #{{.*}}(%{{.*}}) to #[[P2]](%{{.*}}) step 32 {
// CHECK-NEXT:   affine.for %[[J:.*]] = #{{.*}}(%{{.*}}) to #[[P4]](%{{.*}}) step 32 {
// CHECK-NEXT:     affine.for %{{.*}} = #{{.*}}(%[[I]]) to #[[P2]](%[[I]]) {
// CHECK-NEXT:       affine.for %{{.*}} = #{{.*}}(%[[J]]) to #[[P4]](%[[J]]) {
func.func @short_symbolic(%M: index, %N: index) {
  affine.for %i = affine_map<(d0) -> (d0)>(%M) to affine_map<(d0) -> (d0 + 2)>(%M) {
    affine.for %j = affine_map<(d0) -> (d0)>(%N) to affine_map<(d0) -> (d0 + 4)>(%N) {
      "test.foo"() : () -> ()
    }
  }
  return
}

// -----

// Whole tiles separated in two dims: the condition says both symbolic
// bounds reach the tile's end.
// SEP-DAG: #[[COND:.*]] = affine_set<(d0, d1)[s0, s1] : (-d0 + s0 - 32 >= 0, -d1 + s1 - 32 >= 0)>
// SEP-LABEL: func.func @separate_2d
// SEP:       affine.for %[[I:.*]] = 0 to %{{.*}} step 32 {
// SEP-NEXT:    affine.for %[[J:.*]] = 0 to %{{.*}} step 32 {
// SEP-NEXT:      affine.if #[[COND]](%[[I]], %[[J]])[%{{.*}}, %{{.*}}] {
func.func @separate_2d(%M : index, %N : index) {
  affine.for %i = 0 to %M {
    affine.for %j = 0 to %N {
      "test.foo"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// Not tiled: a bound that uses the outer loop's variable (not
// hyper-rectangular), and a loop with results.
// CHECK-LABEL: func.func @not_tileable
// CHECK:       affine.for %[[I:.*]] = 0 to 128 {
// CHECK-NEXT:    affine.for %{{.*}} = 0 to min #{{.*}}(%[[I]]) {
// CHECK:       affine.for %{{.*}} = 0 to 10 iter_args
func.func @not_tileable(%init : index) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to min affine_map<(d0) -> (d0, 128)>(%i) {
      "test.foo"() : () -> ()
    }
  }
  %r = affine.for %i = 0 to 10 iter_args(%s = %init) -> index {
    %t = arith.addi %s, %i : index
    affine.yield %t : index
  }
  return
}

// -----

// The cache model (cache-size=64 KiB): the product touches 3 x 64 KiB of
// f32, 3 times the cache; 3^(1/3) rounds down to 1 for i and j, k takes the
// rest (3), cut to a divisor of its trip count 128 (2). The arguments carry
// llvm.noalias: without it C may be A or B and no tile is legal.
// MODEL-LABEL: func.func @matmul
// MODEL:       affine.for %{{.*}} = 0 to 128 {
// MODEL-NEXT:    affine.for %{{.*}} = 0 to 128 {
// MODEL-NEXT:      affine.for %{{.*}} = 0 to 128 step 2 {
func.func @matmul(%A: memref<128x128xf32> {llvm.noalias}, %B: memref<128x128xf32> {llvm.noalias}, %C: memref<128x128xf32> {llvm.noalias}) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 128 {
      affine.for %k = 0 to 128 {
        %a = affine.load %A[%i, %k] : memref<128x128xf32>
        %b = affine.load %B[%k, %j] : memref<128x128xf32>
        %c = affine.load %C[%i, %j] : memref<128x128xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<128x128xf32>
      }
    }
  }
  return
}

// -----

// A sweep whose dependences (1, 0) and (0, 1) a tile keeps: tiled.
// CHECK-LABEL: func.func @sweep
// CHECK:       affine.for %{{.*}} = 1 to 64 step 32 {
func.func @sweep(%A: memref<64x64xf32>) {
  affine.for %i = 1 to 64 {
    affine.for %j = 1 to 64 {
      %u = affine.load %A[%i - 1, %j] : memref<64x64xf32>
      %l = affine.load %A[%i, %j - 1] : memref<64x64xf32>
      %s = arith.addf %u, %l : f32
      affine.store %s, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
