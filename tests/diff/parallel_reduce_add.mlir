// Differential test: scf.parallel reductions with init (addf, addi), 2-D, zero-trip, and inside scf.for.
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
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @sumf(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    scf.reduce(%f : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c101 = arith.constant 101 : index
  %f0 = arith.constant 0.0 : f32
  %f10 = arith.constant 10.0 : f32
  %s1 = func.call @sumf(%c1, %c101, %c1, %f0) : (index, index, index, f32) -> f32
  %s2 = func.call @sumf(%c1, %c101, %c1, %f10) : (index, index, index, f32) -> f32
  %s3 = func.call @sumf(%c0, %c101, %c7, %f0) : (index, index, index, f32) -> f32
  %s4 = func.call @sumf(%c5, %c5, %c1, %f10) : (index, index, index, f32) -> f32
  %s5 = func.call @sumf(%c7, %c3, %c1, %f10) : (index, index, index, f32) -> f32
  func.call @printF32(%s1) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%s2) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%s3) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%s4) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%s5) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // Sum of squares over i in [0, 1000) in i64, init -5.
  %c1000 = arith.constant 1000 : index
  %im5 = arith.constant -5 : i64
  %sq = scf.parallel (%i) = (%c0) to (%c1000) step (%c1) init (%im5) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %ii : i64
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  func.call @printI64(%sq) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // 2-D: sum of (i * 100 + j) over i in [1, 9) step 3, j in [0, 10) step 4.
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %z = arith.constant 0 : i64
  %s2d = scf.parallel (%i, %j) = (%c1, %c0) to (%c9, %c10) step (%c3, %c4) init (%z) -> i64 {
    %t = arith.muli %i, %c100 : index
    %u = arith.addi %t, %j : index
    %v = arith.index_cast %u : index to i64
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  func.call @printI64(%s2d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Parallel reduction inside a for whose iter_arg is the init: triangular sums.
  %one = arith.constant 1 : i64
  %acc = scf.for %k = %c0 to %c5 step %c1 iter_args(%a = %one) -> (i64) {
    %r = scf.parallel (%i) = (%c0) to (%k) step (%c1) init (%a) -> i64 {
      %ii = arith.index_cast %i : index to i64
      scf.reduce(%ii : i64) {
      ^bb0(%x: i64, %y: i64):
        %s = arith.addi %x, %y : i64
        scf.reduce.return %s : i64
      }
    }
    func.call @printI64(%r) : (i64) -> ()
    func.call @printComma() : () -> ()
    scf.yield %r : i64
  }
  func.call @printI64(%acc) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: 5050, 5060, 735, 10, 10
// CHECK-NEXT: 332833495
// CHECK-NEXT: 3636
// CHECK-NEXT: 1, 1, 2, 5, 11, 11
