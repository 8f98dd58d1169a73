// affine-loop-normalize: each affine.for and affine.parallel runs from 0 with
// step 1, its old induction variable an affine.apply of the new one; the
// output is mlir-opt 22's, word for word (diffed, with and without
// promote-single-iter, through both option spellings).
// RUN: %loopc --affine-loop-normalize %s | FileCheck %s
// RUN: %loopc --affine-loop-normalize %s > %t.loopc
// RUN: %if mlir-opt %{ %mlir_opt --affine-loop-normalize %s | diff - %t.loopc %}
// RUN: %loopc --affine-loop-normalize=promote-single-iter %s | FileCheck %s --check-prefix=PROMOTE
// RUN: %loopc --pass-pipeline="builtin.module(func.func(affine-loop-normalize{promote-single-iter=true}))" %s > %t.promote
// RUN: %loopc --affine-loop-normalize="promote-single-iter=1" %s | diff - %t.promote
// RUN: %if mlir-opt %{ %mlir_opt --affine-loop-normalize=promote-single-iter %s | diff - %t.promote %}
// RUN: not %loopc --affine-loop-normalize="promote-single=1" %s 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not %loopc --affine-loop-normalize="promote-single-iter=maybe" %s 2>&1 | FileCheck %s --check-prefix=BADVAL
// BADOPT: error: pass 'affine-loop-normalize' has no option 'promote-single'
// BADVAL: error: pass 'affine-loop-normalize': option 'promote-single-iter' expects true or false, got 'maybe'

func.func private @use(index) -> ()

// CHECK-DAG: #[[$IV:.*]] = affine_map<(d0) -> (d0 * 3 + 2)>
// CHECK-DAG: #[[$UB:.*]] = affine_map<()[s0] -> ((s0 - 2) ceildiv 3)>
// CHECK-LABEL: func @step_and_lb
// CHECK-NEXT: affine.for %[[N:.*]] = 0 to #[[$UB]]()[%{{.*}}] {
// CHECK-NEXT:   %[[I:.*]] = affine.apply #[[$IV]](%[[N]])
// CHECK-NEXT:   call @use(%[[I]])
func.func @step_and_lb(%n: index) {
  affine.for %i = 2 to %n step 3 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// Already normal: left as it is (no affine.apply).
// CHECK-LABEL: func @normal
// CHECK-NEXT: affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:   call @use(%[[I]])
func.func @normal() {
  affine.for %i = 0 to 10 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// A max lower bound of two results: left (MLIR's too).
// CHECK-LABEL: func @max_lb
// CHECK-NEXT: affine.for %{{.*}} = max #{{.*}}()[%{{.*}}] to 100 step 2 {
func.func @max_lb(%n: index) {
  affine.for %i = max affine_map<()[s0] -> (s0, 4)>()[%n] to 100 step 2 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// iter_args are kept; a negative span gives a loop that runs zero times.
// CHECK-LABEL: func @iter_args
// CHECK: affine.for %{{.*}} = 0 to 3 iter_args
// CHECK: affine.for %{{.*}} = 0 to -4 {
func.func @iter_args(%a: memref<16xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 4 to 16 step 4 iter_args(%acc = %z) -> f32 {
    %v = affine.load %a[%i] : memref<16xf32>
    %r = arith.addf %acc, %v : f32
    affine.yield %r : f32
  }
  affine.for %i = 9 to 5 {
    func.call @use(%i) : (index) -> ()
  }
  return %s : f32
}

// Runs once: kept without promote-single-iter, replaced by its body with it
// (a constant lower bound becomes an arith.constant at the top of the function).
// CHECK-LABEL: func @once
// CHECK: affine.for
// PROMOTE-LABEL: func @once
// PROMOTE-NEXT: %[[C:.*]] = arith.constant 7 : index
// PROMOTE-NEXT: call @use(%[[C]])
// PROMOTE-NEXT: return %[[C]]
func.func @once(%n: index) -> index {
  %r = affine.for %i = 7 to 9 step 2 iter_args(%x = %n) -> index {
    func.call @use(%i) : (index) -> ()
    affine.yield %i : index
  }
  return %r : index
}

// Runs once with a symbolic lower bound: the lower bound's operand, or an
// affine.apply of its map.
// PROMOTE-LABEL: func @once_symbolic
// PROMOTE-NEXT: %[[A:.*]] = affine.apply #{{.*}}()[%arg0]
// PROMOTE-NEXT: call @use(%[[A]])
// PROMOTE-NEXT: %[[B:.*]] = affine.apply #{{.*}}()[%arg0]
// PROMOTE-NEXT: call @use(%[[B]])
// PROMOTE-NEXT: return
func.func @once_symbolic(%n: index) {
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%n] to affine_map<()[s0] -> (s0 * 2 + 3)>()[%n] step 4 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// Nested loops whose bounds use the outer induction variable; a min upper bound.
// CHECK-LABEL: func @nested
// CHECK: affine.for
// CHECK: affine.apply
// CHECK: affine.for %{{.*}} = 0 to min
func.func @nested(%n: index, %m: index) {
  affine.for %i = 1 to %n step 8 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to min affine_map<(d0)[s0, s1] -> (d0 + 8, s0, s1 - 2)>(%i)[%n, %m] step 2 {
      func.call @use(%j) : (index) -> ()
    }
  }
  return
}

// affine.parallel: each dimension normalized, with symbols and a reduction;
// one with a min bound is left.
// CHECK-LABEL: func @parallel
// CHECK: affine.parallel (%{{.*}}, %{{.*}}) = (0, 0) to
// CHECK: affine.parallel (%{{.*}}) = (max(
func.func @parallel(%a: memref<?x?xf32>, %n: index, %m: index) -> f32 {
  %r = affine.parallel (%i, %j) = (1, symbol(%m)) to (symbol(%n), symbol(%m) * 2) step (2, 3) reduce ("addf") -> f32 {
    %v = affine.load %a[%i, %j] : memref<?x?xf32>
    affine.yield %v : f32
  }
  affine.parallel (%k) = (max(0, symbol(%n))) to (10) step (2) {
    func.call @use(%k) : (index) -> ()
  }
  return %r : f32
}

// A loop inside affine.if, and an induction variable used in a nested
// loop's bound and in a load.
// CHECK-LABEL: func @in_if
func.func @in_if(%a: memref<100xf32>, %n: index) {
  affine.if affine_set<()[s0] : (s0 - 4 >= 0)>()[%n] {
    affine.for %i = 3 to 50 step 5 {
      affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) step 7 {
        %v = affine.load %a[%i + %j] : memref<100xf32>
        affine.store %v, %a[%j] : memref<100xf32>
      }
    }
  }
  return
}
