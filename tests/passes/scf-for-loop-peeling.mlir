// scf-for-loop-peeling: a loop whose step does not divide its range runs
// the full steps, a copy after it the rest, and the affine.min / max ops of
// both lose the results that cannot be chosen there; with peel-front the
// first iteration goes to a copy before the loop. The output is mlir-opt
// 22's (diffed) where both peel alike: constant bounds here;
// scf-for-loop-peeling-loopc.mlir has the dynamic ones, where loopc's split
// differs on purpose.
// RUN: %loopc --scf-for-loop-peeling --canonicalize %s | FileCheck %s
// RUN: %loopc --scf-for-loop-peeling %s > %t.1
// RUN: %if mlir-opt %{ %mlir_opt --scf-for-loop-peeling %s | diff - %t.1 %}
// RUN: %loopc --scf-for-loop-peeling=skip-partial=false --canonicalize %s > %t.2
// RUN: %if mlir-opt %{ %mlir_opt --scf-for-loop-peeling=skip-partial=false --canonicalize %s | diff - %t.2 %}
// RUN: %loopc "--pass-pipeline=builtin.module(func.func(scf-for-loop-peeling{peel-front=true}))" %s > %t.3
// RUN: %if mlir-opt %{ %mlir_opt "--pass-pipeline=builtin.module(func.func(scf-for-loop-peeling{peel-front=true}))" %s | diff - %t.3 %}
// RUN: %loopc --scf-for-loop-peeling=peel-front=true %s | FileCheck %s --check-prefix=FRONT

// 0 to 10 step 4: the loop to 8 sees min(4, 10 - iv) = 4, the copy from 8
// sees 10 - iv = 2 (one iteration, which canonicalize inlines).
// CHECK-LABEL: func.func @static
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[L:.*]] = scf.for %{{.*}} = %{{.*}} to %[[C8]] step %[[C4]] iter_args(%[[A:.*]] = %{{.*}}) -> (index) {
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[C4]] : index
// CHECK-NEXT: scf.yield %[[S]]
// CHECK: %[[R:.*]] = arith.addi %[[L]], %{{.*}} : index
// CHECK: return %[[R]]
// FRONT-LABEL: func.func @static
// FRONT: %[[F:.*]] = scf.for %{{.*}} = %c0 to %c4 step %c4
// FRONT: scf.for %{{.*}} = %c4 to %c10 step %c4 iter_args(%{{.*}} = %[[F]])
func.func @static() -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c4 iter_args(%a = %c0) -> (index) {
    %m = affine.min affine_map<(d0)[s0, s1] -> (s0, s1 - d0)>(%i)[%c4, %c10]
    %s = arith.addi %a, %m : index
    scf.yield %s : index
  }
  return %r : index
}

// A step that divides the range, and a step of 1: nothing to peel.
// CHECK-LABEL: func.func @even
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK-LABEL: func.func @unit_step
// CHECK: scf.for
// CHECK-NOT: scf.for
func.func @even(%m: memref<12xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c3 {
    memref.store %x, %m[%i] : memref<12xf32>
  }
  return
}
func.func @unit_step(%m: memref<12xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    memref.store %x, %m[%i] : memref<12xf32>
  }
  return
}

// Nested: the inner loop of the partial iteration is peeled only with
// skip-partial=false.
// CHECK-LABEL: func.func @nested
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
func.func @nested(%m: memref<10x10xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c3 {
    scf.for %j = %c0 to %c10 step %c3 {
      memref.store %x, %m[%i, %j] : memref<10x10xf32>
    }
  }
  return
}

// An i32 loop with constant bounds.
// CHECK-LABEL: func.func @i32_loop
// CHECK: scf.for %{{.*}} = %{{.*}} to %c6_i32 step %c3_i32
func.func @i32_loop(%m: memref<8xi32>) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c3 : i32 {
    %k = arith.index_cast %i : i32 to index
    memref.store %i, %m[%k] : memref<8xi32>
  }
  return
}
