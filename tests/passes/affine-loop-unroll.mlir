// affine-loop-unroll: the innermost affine.for ops unrolled by a factor,
// with a cleanup loop where the factor may not divide the trip count, fully
// (unroll-factor=-1, with unroll-full-threshold), up to the trip count, with
// the cleanup unrolled too, several times over; the output is mlir-opt 22's
// for each option set (diffed).
// RUN: %loopc --affine-loop-unroll %s | FileCheck %s
// RUN: %loopc --affine-loop-unroll %s > %t.d
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll))" %s | diff - %t.d %}
// RUN: %loopc --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))" %s > %t.3
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))" %s | diff - %t.3 %}
// RUN: %loopc --affine-loop-unroll="unroll-factor=-1" %s | FileCheck %s --check-prefix=FULL
// RUN: %loopc --affine-loop-unroll="unroll-factor=-1" %s > %t.f
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))" %s | diff - %t.f %}
// RUN: %loopc --affine-loop-unroll="unroll-factor=-1 unroll-full-threshold=3" %s > %t.th
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=3}))" %s | diff - %t.th %}
// RUN: %loopc --affine-loop-unroll="unroll-factor=5 cleanup-unroll=true" %s > %t.c
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=5 cleanup-unroll=true}))" %s | diff - %t.c %}
// RUN: %loopc --affine-loop-unroll="unroll-factor=6 unroll-up-to-factor" %s > %t.u
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=6 unroll-up-to-factor}))" %s | diff - %t.u %}
// RUN: %loopc --affine-loop-unroll="unroll-factor=2 unroll-num-reps=2" %s > %t.r
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=2 unroll-num-reps=2}))" %s | diff - %t.r %}
// RUN: %loopc --affine-loop-unroll="unroll-factor=1" %s | FileCheck %s --check-prefix=ONE
// RUN: not %loopc --affine-loop-unroll="unroll-factor=0" %s 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: affine-loop-unroll: unroll-factor must be positive (or -1: fully), got 0

func.func private @use(index) -> ()

// By 4: 16 trips, no cleanup; the copies see %i + 1, + 2, + 3.
// CHECK-LABEL: func @by4
// CHECK:      affine.for %[[I:.*]] = 0 to 16 step 4 {
// CHECK-NEXT:   call @use(%[[I]])
// CHECK-NEXT:   %[[I1:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK-NEXT:   call @use(%[[I1]])
// CHECK:      affine.for %{{.*}} = 0 to 8 step 4 {
// CHECK:      affine.for %{{.*}} = 8 to 10 {
// FULL-LABEL: func @by4
// FULL-NOT:   affine.for
// FULL:       return
// ONE-LABEL:  func @by4
// ONE:        affine.for %{{.*}} = 0 to 16 {
func.func @by4() {
  affine.for %i = 0 to 16 {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = 0 to 10 {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// A min upper bound is left (its cleanup bound would not be affine); fewer
// trips than the factor are left. (Symbolic trip counts, where loopc's
// cleanup loop differs from MLIR's: affine-loop-unroll-loopc.mlir.)
// CHECK-LABEL: func @symbolic
// CHECK:      affine.for %{{.*}} = 0 to min
// CHECK:      affine.for %{{.*}} = 0 to 3 {
func.func @symbolic(%n: index) {
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = 0 to 3 {
    func.call @use(%i) : (index) -> ()
  }
  affine.for %i = affine_map<()[s0] -> (s0)>()[%n] to affine_map<()[s0] -> (s0 + 9)>()[%n] {
    func.call @use(%i) : (index) -> ()
  }
  return
}

// iter_args: each copy takes what the previous one yields; the cleanup
// loop starts from the main loop's results.
// CHECK-LABEL: func @iters
// CHECK:      %[[S:.*]] = affine.for %{{.*}} = 0 to 8 step 4 iter_args
// CHECK:      affine.for %{{.*}} = 8 to 10 iter_args(%{{.*}} = %[[S]])
func.func @iters(%a: memref<100xf32>, %n: index) -> (f32, f32) {
  %z = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to 10 iter_args(%acc = %z) -> f32 {
    %v = affine.load %a[%i] : memref<100xf32>
    %r = arith.addf %acc, %v : f32
    affine.yield %r : f32
  }
  %t:2 = affine.for %i = 2 to 13 iter_args(%p = %z, %q = %s) -> (f32, f32) {
    %v = affine.load %a[%i] : memref<100xf32>
    %r = arith.mulf %p, %v : f32
    affine.yield %r, %q : f32, f32
  }
  return %t#0, %t#1 : f32, f32
}

// Only innermost loops; an empty body is left.
// CHECK-LABEL: func @nest
// CHECK:      affine.for %{{.*}} = 0 to 100 step 2 {
// CHECK-NEXT:   affine.for %{{.*}} = 0 to 8 step 4 {
// CHECK:      affine.for %{{.*}} = 0 to 7 {
// CHECK-NEXT: }
func.func @nest(%m: memref<100x8xf32>, %x: f32) {
  affine.for %i = 0 to 100 step 2 {
    affine.for %j = 0 to 8 {
      affine.store %x, %m[%i, %j] : memref<100x8xf32>
    }
  }
  affine.for %i = 0 to 7 {
  }
  return
}
