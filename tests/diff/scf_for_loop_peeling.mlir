// Differential test of scf-for-loop-peeling (default and peel-front): each
// call of @count adds 1000 per iteration and min(step, ub - iv), so it
// prints the trip count and the elements the iterations cover. mlir-opt
// 22's own pass prints 1001 for @count(10, 3, 4), which runs no iteration
// (its partial iteration starts at 2), and with peel-front 993 and 1000 for
// @count(10, 3, 4) and @count(5, 5, 1) (its first iteration runs whatever
// the bounds); for @count(1, -2^63, 3), where ub - lb wraps around, its loop
// runs 2^61 iterations (so the comparison here runs loopc's alone).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --scf-for-loop-peeling > %t.p.out
// RUN: diff %t.mlir.out %t.p.out
// RUN: %loopc run %s -e main -O2 --scf-for-loop-peeling=peel-front=true > %t.f.out
// RUN: diff %t.mlir.out %t.f.out
// RUN: %loopc run %s -e main -O2 --scf-for-loop-peeling=skip-partial=false --canonicalize > %t.s.out
// RUN: diff %t.mlir.out %t.s.out
// RUN: %loopc %s --scf-for-loop-peeling --canonicalize > %t.p.mlir
// RUN: %mlir_opt %t.p.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.p2.out
// RUN: diff %t.mlir.out %t.p2.out
// RUN: %loopc %s --scf-for-loop-peeling=peel-front=true > %t.f.mlir
// RUN: %mlir_opt %t.f.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.f2.out
// RUN: diff %t.mlir.out %t.f2.out
// It fires (two loops in @count, four in @nest):
// RUN: FileCheck %s --check-prefix=IR < %t.p.mlir
// IR-LABEL: func.func @count
// IR: affine.max
// IR: scf.for
// IR: scf.for

// CHECK: 3010
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 3007
// CHECK-NEXT: 1001
// CHECK-NEXT: 9207
// CHECK-NEXT: 0
// CHECK-NEXT: -1844674407370949948
// CHECK-NEXT: 371

func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: index) {
  %i = arith.index_cast %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @count(%lb: index, %ub: index, %step: index) -> index {
  %c0 = arith.constant 0 : index
  %c1000 = arith.constant 1000 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c0) -> (index) {
    %m = affine.min affine_map<(d0)[s0, s1] -> (s0, s1 - d0)>(%i)[%step, %ub]
    %s = arith.addi %a, %m : index
    %t = arith.addi %s, %c1000 : index
    scf.yield %t : index
  }
  return %r : index
}

// The same sum without the min, plus the induction variable: the split
// alone decides the result.
func.func @count_plain(%lb: index, %ub: index, %step: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c0) -> (index) {
    %s = arith.addi %a, %step : index
    %t = arith.addi %s, %i : index
    scf.yield %t : index
  }
  return %r : index
}

// m[i][j] = i * 10 + j over 0..5 step 2 by 0..7 step 3, then the sum of
// what was written plus 1000 per store.
func.func @nest() -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c1000 = arith.constant 1000 : index
  %r = scf.for %i = %c0 to %c5 step %c2 iter_args(%a = %c0) -> (index) {
    %s = scf.for %j = %c0 to %c7 step %c3 iter_args(%b = %a) -> (index) {
      %p = arith.muli %i, %c10 : index
      %q = arith.addi %p, %j : index
      %t = arith.addi %b, %q : index
      %u = arith.addi %t, %c1000 : index
      scf.yield %u : index
    }
    scf.yield %s : index
  }
  return %r : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %a = func.call @count(%c0, %c10, %c4) : (index, index, index) -> index
  func.call @print(%a) : (index) -> ()
  %b = func.call @count(%c10, %c3, %c4) : (index, index, index) -> index
  func.call @print(%b) : (index) -> ()
  %c = func.call @count(%c5, %c5, %c1) : (index, index, index) -> index
  func.call @print(%c) : (index) -> ()
  %d = func.call @count(%c2, %c9, %c3) : (index, index, index) -> index
  func.call @print(%d) : (index) -> ()
  %e = func.call @count(%c2, %c3, %c3) : (index, index, index) -> index
  func.call @print(%e) : (index) -> ()
  %f = func.call @nest() : () -> index
  func.call @print(%f) : (index) -> ()
  %cmin = arith.constant -9223372036854775808 : index
  %g = func.call @count(%c1, %cmin, %c3) : (index, index, index) -> index
  func.call @print(%g) : (index) -> ()
  // A loop of 5 iterations that spans more than 2^63: ub - lb wraps, and
  // MLIR's split, ub - (ub - lb) mod step, falls off the grid (at -121,
  // an iteration the loop does not have); in the loop ub - iv wraps too,
  // so min(step, ub - iv) is not step there (random seed 43211).
  %lbw = arith.constant -9223372036854775807 : index
  %c120 = arith.constant 120 : index
  %stw = arith.constant 1844674407370955186 : index
  %h = func.call @count(%lbw, %c120, %stw) : (index, index, index) -> index
  func.call @print(%h) : (index) -> ()
  %k = func.call @count_plain(%lbw, %c120, %stw) : (index, index, index) -> index
  func.call @print(%k) : (index) -> ()
  return
}
