// lower-affine: the affine dialect to scf, arith and memref as MLIR's
// AffineToStandard lowers it. The same CHECK lines hold for mlir-opt 22
// --lower-affine on the same input (the structural comparison), and the
// output has no affine op left. Must not fire: a module without affine ops
// comes out as it went in.
// RUN: %loopc --lower-affine %s | FileCheck %s
// RUN: %if mlir-opt %{ %mlir_opt --lower-affine %s | FileCheck %s %}
// RUN: %loopc --lower-affine %s | FileCheck %s --check-prefix=NONE
// RUN: %loopc --lower-affine %S/Inputs/no-affine.mlir | diff - %S/Inputs/no-affine.mlir
// On this input the two outputs are the same text:
// RUN: %if mlir-opt %{ %loopc --lower-affine %s > %t.l && %mlir_opt --lower-affine %s > %t.m && diff %t.m %t.l %}
// NONE-NOT: affine.

#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0, 10)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>
func.func @f(%A: memref<?x10xf32>, %n: index, %x: f32) -> f32 {
  affine.for %i = 0 to %n {
    affine.for %j = #map(%i) to min #map1(%i)[%n] step 2 {
      %v = affine.load %A[%i + 1, %j * 2 + symbol(%n)] : memref<?x10xf32>
      affine.store %v, %A[%i, %j floordiv 4] : memref<?x10xf32>
    }
  }
  %r = affine.for %i = 0 to 100 iter_args(%acc = %x) -> (f32) {
    %y = affine.if #set(%i)[%n] -> f32 {
      affine.yield %acc : f32
    } else {
      %z = arith.addf %acc, %acc : f32
      affine.yield %z : f32
    }
    affine.yield %y : f32
  }
  %p = affine.parallel (%i, %j) = (0, 0) to (%n, 10) reduce ("addf") -> f32 {
    %v = affine.load %A[%i, %j] : memref<?x10xf32>
    affine.yield %v : f32
  }
  %s = arith.addf %r, %p : f32
  return %s : f32
}

// CHECK-LABEL: func.func @f
// CHECK:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.for %[[I:.*]] = %[[C0]] to %arg1 step %[[C1]] {
// CHECK-NEXT:   %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:   %[[LB:.*]] = arith.addi %[[I]], %[[ONE]] : index
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[I]], %arg1 : index
// CHECK-NEXT:   %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT:   %[[UB:.*]] = arith.minsi %[[S]], %[[C10]] : index
// CHECK-NEXT:   %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:   scf.for %[[J:.*]] = %[[LB]] to %[[UB]] step %[[C2]] {
// CHECK:          %[[M:.*]] = arith.muli %[[J]], %{{.*}} overflow<nsw> : index
// CHECK-NEXT:     %[[SUB:.*]] = arith.addi %[[M]], %arg1 : index
// CHECK-NEXT:     %[[V:.*]] = memref.load %arg0[%{{.*}}, %[[SUB]]] : memref<?x10xf32>
// CHECK-NEXT:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:     %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:     %[[NEGONE:.*]] = arith.constant -1 : index
// CHECK-NEXT:     %[[NEG:.*]] = arith.cmpi slt, %[[J]], %[[Z]] : index
// CHECK-NEXT:     %[[ND:.*]] = arith.subi %[[NEGONE]], %[[J]] : index
// CHECK-NEXT:     %[[DD:.*]] = arith.select %[[NEG]], %[[ND]], %[[J]] : index
// CHECK-NEXT:     %[[Q:.*]] = arith.divsi %[[DD]], %[[C4]] : index
// CHECK-NEXT:     %[[CQ:.*]] = arith.subi %[[NEGONE]], %[[Q]] : index
// CHECK-NEXT:     %[[FD:.*]] = arith.select %[[NEG]], %[[CQ]], %[[Q]] : index
// CHECK-NEXT:     memref.store %[[V]], %arg0[%[[I]], %[[FD]]] : memref<?x10xf32>
// CHECK:      scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %arg2) -> (f32) {
// CHECK:        arith.remsi
// CHECK:        arith.cmpi eq
// CHECK-NEXT:   %[[COND:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK-NEXT:   %{{.*}} = scf.if %[[COND]] -> (f32) {
// CHECK:      %[[INIT:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %{{.*}} = scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%arg1, %{{.*}}) step (%{{.*}}, %{{.*}}) init (%[[INIT]]) -> f32 {
// CHECK:        scf.reduce(%{{.*}} : f32) {
// CHECK:          arith.addf
// CHECK-NEXT:     scf.reduce.return
