// Differential test: scf.forall over memrefs, lowered by MLIR's
// --scf-forall-to-parallel and by loopc (which runs that lowering itself
// before emitting C, and then compiles the scf.parallel to OpenMP): the
// short form over static and dynamic upper bounds, the long form with
// lower bounds, non-unit steps (static and dynamic) and bounds that are
// not multiples of the step, a forall nested in an scf.for and one in a
// forall, a `mapping` attribute, loops of zero and one
// trip (with dynamic bounds, so that nothing folds at -O0, and constant
// ones, which loopc -O2 folds as mlir-opt --canonicalize does).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --scf-forall-to-parallel %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc run %s -e main -O3 > %t.O3.out
// RUN: diff %t.mlir.out %t.O3.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: FileCheck %s --check-prefix=OPT < %t.opt.mlir
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -fopenmp -c %t.c -o %t.o

// @fill(4, 5): m[i][j] = 10 * i + j over 4 x 5, then every element of
// rows 1..3 by 2 and columns 1..4 by 3 (rows 1, 3; columns 1, 4) plus 1000,
// then m[0][j] += 100 * (j + 1) for j from 0 to 7 by %s = 2.
// CHECK:      100, 1, 302, 3, 504, 5, 706,
// CHECK-NEXT: 10, 1011, 12, 13, 1014, 15, 16,
// CHECK-NEXT: 20, 21, 22, 23, 24, 25, 26,
// CHECK-NEXT: 30, 1031, 32, 33, 1034, 35, 36,
// The nested foralls (the first three columns of each row), then the
// zero- and one-trip loops (dynamic bounds, then constant ones).
// CHECK-NEXT: 100, 101, 102, 101, 102, 103,
// CHECK-NEXT: 0, 43, 0, 43,

// OPT-LABEL: func.func @constant_trips(
// OPT-NOT:     scf.forall
// OPT-NOT:     scf.parallel
// OPT:         return

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show_row(%m: memref<?x?xi64>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    %v = memref.load %m[%i, %j] : memref<?x?xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @fill(%m: memref<?x?xi64>, %rows: index, %s: index) {
  %c10 = arith.constant 10 : i64
  scf.forall (%i, %j) in (%rows, 7) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %t = arith.muli %ii, %c10 : i64
    %v = arith.addi %t, %jj : i64
    memref.store %v, %m[%i, %j] : memref<?x?xi64>
  }
  %c1000 = arith.constant 1000 : i64
  scf.forall (%i, %j) = (1, 1) to (%rows, 5) step (2, 3) {
    %v = memref.load %m[%i, %j] : memref<?x?xi64>
    %w = arith.addi %v, %c1000 : i64
    memref.store %w, %m[%i, %j] : memref<?x?xi64>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  %c0 = arith.constant 0 : index
  %c100 = arith.constant 100 : i64
  %c7 = arith.constant 7 : index
  scf.forall (%j) = (%c0) to (%c7) step (%s) {
    %v = memref.load %m[%c0, %j] : memref<?x?xi64>
    %jj = arith.index_cast %j : index to i64
    %one = arith.constant 1 : i64
    %k = arith.addi %jj, %one : i64
    %p = arith.muli %k, %c100 : i64
    %w = arith.addi %v, %p : i64
    memref.store %w, %m[%c0, %j] : memref<?x?xi64>
  }
  return
}

// Rows 0..1 of a 2 x 6 buffer: an scf.for over the rows, a forall over
// two halves, a forall inside it over each half's three columns.
func.func @nested(%m: memref<?x?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %r = %c0 to %c2 step %c1 {
    scf.forall (%h) in (%c2) {
      scf.forall (%k) in (%n) {
        %base = arith.muli %h, %c3 : index
        %col = arith.addi %base, %k : index
        %rr = arith.index_cast %r : index to i64
        %c10 = arith.constant 10 : i64
        %hh = arith.index_cast %h : index to i64
        %kk = arith.index_cast %k : index to i64
        %a = arith.muli %hh, %c10 : i64
        %b = arith.addi %a, %kk : i64
        %c100 = arith.constant 100 : i64
        %d = arith.addi %b, %c100 : i64
        %e = arith.addi %d, %rr : i64
        memref.store %e, %m[%r, %col] : memref<?x?xi64>
      }
    }
  }
  return
}

// m[0] stays 0 (zero trips: %lo to %lo), m[1] = 42 + %lo (one trip from
// %lo to %lo + 1; %lo = 1), each with dynamic bounds.
func.func @dynamic_trips(%m: memref<4xi64>, %lo: index) {
  %c1 = arith.constant 1 : index
  %hi = arith.addi %lo, %c1 : index
  scf.forall (%i) = (%lo) to (%lo) step (1) {
    %c0 = arith.constant 0 : index
    %c9 = arith.constant 9 : i64
    memref.store %c9, %m[%c0] : memref<4xi64>
  }
  scf.forall (%i) = (%lo) to (%hi) step (%c1) {
    %ii = arith.index_cast %i : index to i64
    %c42 = arith.constant 42 : i64
    %v = arith.addi %ii, %c42 : i64
    memref.store %v, %m[%c1] : memref<4xi64>
  }
  return
}

// The same with constant bounds: m[2] stays 0, m[3] = 43.
func.func @constant_trips(%m: memref<4xi64>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.forall (%i) = (5) to (2) step (1) {
    %c9 = arith.constant 9 : i64
    memref.store %c9, %m[%c2] : memref<4xi64>
  }
  scf.forall (%i, %j) = (1, 0) to (2, 10) step (1, 20) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %c42 = arith.constant 42 : i64
    %v = arith.addi %ii, %c42 : i64
    %w = arith.addi %v, %jj : i64
    memref.store %w, %m[%c3] : memref<4xi64>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %m = memref.alloc(%c4, %c7) : memref<?x?xi64>
  func.call @fill(%m, %c4, %c2) : (memref<?x?xi64>, index, index) -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    func.call @show_row(%m, %i, %c7) : (memref<?x?xi64>, index, index) -> ()
  }
  memref.dealloc %m : memref<?x?xi64>
  %n = memref.alloc(%c2, %c6) : memref<?x?xi64>
  func.call @nested(%n, %c3) : (memref<?x?xi64>, index) -> ()
  %z = arith.constant 0 : i64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = memref.load %n[%i, %j] : memref<?x?xi64>
      func.call @printI64(%v) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %n : memref<?x?xi64>
  %t = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %z, %t[%i] : memref<4xi64>
  }
  func.call @dynamic_trips(%t, %c1) : (memref<4xi64>, index) -> ()
  func.call @constant_trips(%t) : (memref<4xi64>) -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %t[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %t : memref<4xi64>
  return
}
