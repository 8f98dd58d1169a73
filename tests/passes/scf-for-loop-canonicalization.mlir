// scf-for-loop-canonicalization: an affine.min / max over loop induction
// variables becomes the result that is always chosen in the loops' ranges;
// a memref.dim of an iter_arg the loop yields back reads the init. The
// output is mlir-opt 22's (diffed).
// RUN: %loopc --scf-for-loop-canonicalization %s | FileCheck %s
// RUN: %loopc --pass-pipeline="builtin.module(func.func(scf-for-loop-canonicalization))" %s > %t
// RUN: %if mlir-opt %{ %mlir_opt --pass-pipeline="builtin.module(func.func(scf-for-loop-canonicalization))" %s | diff - %t %}

// 0 to 10 step 4 by 0 to 6 step 3: i <= 8, j <= 3, so 20 - i - j >= 9 and
// min(9, 20 - i - j) is 9; 10 - i >= 2 only, so min(4, 10 - i) stays; in
// the parallel loop, i + 1 <= 9 and max(i + 1, 12) is 12.
// CHECK-LABEL: func.func @tiles
// CHECK-DAG: %[[C9:.*]] = arith.constant 9 : index
// CHECK-DAG: %[[C12:.*]] = arith.constant 12 : index
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.store %[[C9]]
// CHECK: %[[M:.*]] = affine.min
// CHECK: memref.store %[[M]]
// CHECK: scf.parallel
// CHECK-NEXT: memref.store %[[C12]]
func.func @tiles(%m: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c4 {
    scf.for %j = %c0 to %c6 step %c3 {
      %a = affine.min affine_map<(d0, d1) -> (9, 20 - d0 - d1)>(%i, %j)
      memref.store %a, %m[%c0] : memref<4xindex>
    }
    %b = affine.min affine_map<(d0) -> (4, 10 - d0)>(%i)
    memref.store %b, %m[%c1] : memref<4xindex>
  }
  scf.parallel (%i) = (%c0) to (%c9) step (%c1) {
    %x = affine.max affine_map<(d0) -> (d0 + 1, 12)>(%i)
    memref.store %x, %m[%c3] : memref<4xindex>
  }
  return
}

// memref.dim of an iter_arg that the loops yield back, and of the result.
// CHECK-LABEL: func.func @dims
// CHECK: memref.dim %arg0, %{{.*}} : memref<?xf32>
// CHECK: memref.dim %arg0, %{{.*}} : memref<?xf32>
func.func @dims(%m: memref<?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %m, %s = %c0) -> (memref<?xf32>, index) {
    %d = memref.dim %a, %c0 : memref<?xf32>
    %t = arith.addi %s, %d : index
    scf.yield %a, %t : memref<?xf32>, index
  }
  %e = memref.dim %r#0, %c0 : memref<?xf32>
  return %r#1, %e : index, index
}

// Not simplified: a loop whose iterations the min depends on at its end
// (1 to 4 step 2: 4 - i may be 1). (In a loop that runs no iteration,
// loopc leaves them all; mlir-opt 22 simplifies some: either is right.)
// CHECK-LABEL: func.func @not
// CHECK: affine.min
func.func @not(%m: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c1 to %c4 step %c2 {
    %a = affine.min affine_map<(d0) -> (2, 4 - d0)>(%i)
    memref.store %a, %m[%c0] : memref<4xindex>
  }
  return
}
