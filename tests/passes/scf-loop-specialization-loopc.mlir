// Where loopc's scf-for-loop-specialization and
// scf-parallel-loop-specialization depart from mlir-opt 22's: a loop with
// results. mlir-opt 22 versions it into an scf.if without results and
// erases the loop that its users still use (it then crashes verifying the
// function); loopc gives the scf.if the loop's results, each branch
// yielding its copy's (tests/diff/scf_loop_specialization.mlir runs it).
// RUN: %loopc %s --scf-for-loop-specialization | FileCheck %s --check-prefix=FOR
// RUN: %loopc %s --scf-parallel-loop-specialization | FileCheck %s --check-prefix=PAR

#tile = affine_map<(d0)[s0] -> (4, s0 - d0)>

// FOR-LABEL: func.func @sum(
// FOR:         %[[UB:.*]] = affine.min
// FOR-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// FOR-NEXT:    %[[EQ:.*]] = arith.cmpi eq, %[[UB]], %[[C4]] : index
// FOR-NEXT:    %[[R:.*]] = scf.if %[[EQ]] -> (f32) {
// FOR-NEXT:      %[[A:.*]] = scf.for %{{.*}} = %c0 to %[[C4]] step %c1 iter_args(%{{.*}} = %cst) -> (f32) {
// FOR:           scf.yield %[[A]] : f32
// FOR-NEXT:    } else {
// FOR-NEXT:      %[[B:.*]] = scf.for %{{.*}} = %c0 to %[[UB]] step %c1 iter_args(%{{.*}} = %cst) -> (f32) {
// FOR:           scf.yield %[[B]] : f32
// FOR-NEXT:    }
// FOR-NEXT:    return %[[R]] : f32
// PAR-LABEL: func.func @sum(
// PAR-NOT:     scf.if
func.func @sum(%i: index, %n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %ub = affine.min #tile(%i)[%n]
  %r = scf.for %j = %c0 to %ub step %c1 iter_args(%a = %z) -> (f32) {
    %v = memref.load %m[%j] : memref<?xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

// PAR-LABEL: func.func @reduce(
// PAR:         %[[UB:.*]] = affine.min
// PAR-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// PAR-NEXT:    %[[EQ:.*]] = arith.cmpi eq, %[[UB]], %[[C4]] : index
// PAR-NEXT:    %[[R:.*]] = scf.if %[[EQ]] -> (f32) {
// PAR-NEXT:      %[[A:.*]] = scf.parallel (%{{.*}}) = (%c0) to (%[[C4]]) step (%c1) init (%cst) -> f32 {
// PAR:           scf.yield %[[A]] : f32
// PAR-NEXT:    } else {
// PAR-NEXT:      %[[B:.*]] = scf.parallel (%{{.*}}) = (%c0) to (%[[UB]]) step (%c1) init (%cst) -> f32 {
// PAR:           scf.yield %[[B]] : f32
// PAR-NEXT:    }
// PAR-NEXT:    return %[[R]] : f32
// FOR-LABEL: func.func @reduce(
// FOR-NOT:     scf.if
func.func @reduce(%i: index, %n: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %ub = affine.min #tile(%i)[%n]
  %r = scf.parallel (%j) = (%c0) to (%ub) step (%c1) init(%z) -> f32 {
    %v = memref.load %m[%j] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
