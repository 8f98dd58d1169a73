// Differential test: trip counts when ub is not a multiple of step, odd steps, negative bounds, dynamic steps.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// Returns (trip count, sum of ivs, last iv or -1000).
func.func @count(%lb: index, %ub: index, %step: index) -> (index, index, index) {
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %none = arith.constant -1000 : index
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%n = %z, %s = %z, %l = %none) -> (index, index, index) {
    %n1 = arith.addi %n, %one : index
    %s1 = arith.addi %s, %i : index
    scf.yield %n1, %s1, %i : index, index, index
  }
  return %r#0, %r#1, %r#2 : index, index, index
}

func.func @show(%lb: index, %ub: index, %step: index) {
  %n, %s, %l = func.call @count(%lb, %ub, %step) : (index, index, index) -> (index, index, index)
  %ni = arith.index_cast %n : index to i64
  %si = arith.index_cast %s : index to i64
  %li = arith.index_cast %l : index to i64
  func.call @printI64(%ni) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%si) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%li) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %cm3 = arith.constant -3 : index
  %cm7 = arith.constant -7 : index
  %cm10 = arith.constant -10 : index
  func.call @show(%c0, %c10, %c3) : (index, index, index) -> ()
  func.call @show(%c0, %c10, %c4) : (index, index, index) -> ()
  func.call @show(%c0, %c9, %c3) : (index, index, index) -> ()
  func.call @show(%cm7, %c5, %c3) : (index, index, index) -> ()
  func.call @show(%cm7, %c6, %c3) : (index, index, index) -> ()
  func.call @show(%cm10, %cm3, %c4) : (index, index, index) -> ()
  func.call @show(%c1, %c2, %c5) : (index, index, index) -> ()
  func.call @show(%c3, %c100, %c7) : (index, index, index) -> ()
  func.call @show(%c0, %c1, %c1) : (index, index, index) -> ()
  func.call @show(%cm3, %cm3, %c2) : (index, index, index) -> ()
  func.call @show(%c6, %c5, %c1) : (index, index, index) -> ()
  func.call @show(%c9, %c100, %c9) : (index, index, index) -> ()
  // A step computed from the outer induction variable (always positive).
  %z = arith.constant 0 : index
  %tot = scf.for %s = %c1 to %c7 step %c2 iter_args(%acc = %z) -> (index) {
    %in = scf.for %i = %cm3 to %c10 step %s iter_args(%a = %acc) -> (index) {
      %a1 = arith.addi %a, %i : index
      scf.yield %a1 : index
    }
    scf.yield %in : index
  }
  %ti = arith.index_cast %tot : index to i64
  func.call @printI64(%ti) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: 4, 18, 9
// CHECK-NEXT: 3, 12, 8
// CHECK-NEXT: 3, 9, 6
// CHECK-NEXT: 4, -10, 2
// CHECK-NEXT: 5, -5, 5
// CHECK-NEXT: 2, -16, -6
// CHECK-NEXT: 1, 1, 1
// CHECK-NEXT: 14, 679, 94
// CHECK-NEXT: 1, 0, 0
// CHECK-NEXT: 0, 0, -1000
// CHECK-NEXT: 0, 0, -1000
// CHECK-NEXT: 11, 594, 99
// CHECK-NEXT: 60
