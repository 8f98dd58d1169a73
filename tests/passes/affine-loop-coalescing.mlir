// affine-loop-coalescing: bands of perfectly nested scf.for and affine.for
// ops whose bounds are defined above the band become one loop over the
// product of the trip counts; the output is mlir-opt 22's (diffed).
// affine-loop-coalescing-loopc.mlir has where loopc differs on purpose.
// RUN: %loopc -allow-unregistered-dialect --affine-loop-coalescing --cse --mlir-print-local-scope %s | FileCheck %s
// RUN: %loopc -allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(affine-loop-coalescing),cse)" %s > %t
// RUN: %if mlir-opt %{ %mlir_opt -allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(affine-loop-coalescing),cse)" %s | diff - %t %}

// Constant bounds: the counts fold, the old induction variables come back
// through a delinearization (and `iv * step + lb` where not 0 and 1).
// CHECK-LABEL: func.func @scf_const
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[N:.*]] = arith.constant 60 : index
// CHECK: scf.for %[[IV:.*]] = %[[C0]] to %[[N]] step %[[C1]] {
// CHECK-NEXT: %[[D:.*]]:3 = affine.delinearize_index %[[IV]] into (3, 4, 5)
// CHECK-NEXT: %[[K:.*]] = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%[[D]]#2)
// CHECK-NEXT: "use"(%[[D]]#0, %[[D]]#1, %[[K]])
// CHECK-NOT: scf.for
func.func @scf_const(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c11 = arith.constant 11 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      scf.for %k = %c1 to %c11 step %c2 {
        "use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// One count of unknown sign: the product is right whatever its sign.
// CHECK-LABEL: func.func @scf_one_dynamic
// CHECK: %[[N:.*]] = affine.apply affine_map<()[s0] -> (s0 * 8)>()[%arg0]
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[N]]
// CHECK-NEXT: affine.delinearize_index %{{.*}} into (%arg0, 8)
func.func @scf_one_dynamic(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// iter_args that chain through the band stay on the one loop.
// CHECK-LABEL: func.func @scf_iter_args
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %arg0) -> (f32) {
// CHECK: arith.addf %[[A]]
// CHECK-NOT: scf.for
// CHECK: return %[[R]]
func.func @scf_iter_args(%init: f32, %m: memref<4x6xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (f32) {
    %s = scf.for %j = %c0 to %c6 step %c1 iter_args(%b = %a) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<4x6xf32>
      %t = arith.addf %b, %v : f32
      scf.yield %t : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}

// An inner band whose bounds use the outer induction variables is
// coalesced first, then the outer band.
// CHECK-LABEL: func.func @scf_two_bands
// CHECK: scf.for
// CHECK: affine.delinearize_index %{{.*}} into (10, 10)
// CHECK: scf.for
// CHECK: affine.delinearize_index
// CHECK-NOT: scf.for
func.func @scf_two_bands() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      scf.for %k = %c0 to %i step %c1 {
        scf.for %l = %c0 to %j step %c1 {
          "use"(%k, %l) : (index, index) -> ()
        }
      }
    }
  }
  return
}

// affine.for from 0 by 1: the upper bounds and their running product as
// affine.apply ops, the old induction variables by floordiv and mod.
// CHECK-LABEL: func.func @affine_nest
// CHECK-DAG: %[[A:.*]] = affine.apply affine_map<() -> (16)>()
// CHECK-DAG: %[[B:.*]] = affine.apply affine_map<()[s0] -> (s0)>()[%[[DIM:.*]]]
// CHECK-DAG: %[[P:.*]] = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%[[A]])[%[[B]]]
// CHECK: affine.for %[[IV:.*]] = 0 to %[[P]] {
// CHECK-NEXT: %[[J:.*]] = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%[[IV]])[%[[B]]]
// CHECK-NEXT: %[[I:.*]] = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%[[IV]])[%[[B]]]
// CHECK-NEXT: affine.store %{{.*}}, %arg0[%[[I]], %[[J]]]
func.func @affine_nest(%m: memref<16x?xf32>, %x: f32) {
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<16x?xf32>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to %n {
      affine.store %x, %m[%i, %j] : memref<16x?xf32>
    }
  }
  return
}

// Not coalesced: an affine.for that does not start at 0; an inner bound
// that uses the outer induction variable.
// CHECK-LABEL: func.func @affine_not
// CHECK: affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT: affine.for %{{.*}} = 1 to 8 {
// CHECK: affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to affine_map<(d0) -> (d0)>(%{{.*}})
func.func @affine_not() {
  affine.for %i = 0 to 8 {
    affine.for %j = 1 to 8 {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}
