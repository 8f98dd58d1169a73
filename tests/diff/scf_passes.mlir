// Differential test: MLIR's SCF transformation passes as loopc has them
// (scf-for-to-while, ...), each run on this program by loopc and by
// mlir-opt 22: the transformed programs, through MLIR's pipeline and
// mlir-runner and through `loopc run`, print what the untransformed one
// prints. Loops with iter_args, unsigned over i32, nested, of zero trips,
// with steps that do not divide the range, and scf.parallel nests.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 > %t.plain.out
// RUN: diff %t.mlir.out %t.plain.out
//
// scf-for-to-while:
// RUN: %loopc %s --scf-for-to-while > %t.fw.mlir
// RUN: %mlir_opt %t.fw.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.fw.out
// RUN: diff %t.mlir.out %t.fw.out
// RUN: %loopc run %t.fw.mlir -e main -O0 > %t.fw.run.out
// RUN: diff %t.mlir.out %t.fw.run.out
// RUN: %mlir_opt %s --scf-for-to-while --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.fw.mlir.out
// RUN: diff %t.mlir.out %t.fw.mlir.out
//
// scf-for-loop-range-folding:
// RUN: %loopc %s --scf-for-loop-range-folding > %t.rf.mlir
// RUN: %mlir_opt %t.rf.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.rf.out
// RUN: diff %t.mlir.out %t.rf.out
// RUN: %loopc run %t.rf.mlir -e main -O0 > %t.rf.run.out
// RUN: diff %t.mlir.out %t.rf.run.out
// RUN: %mlir_opt %s --scf-for-loop-range-folding --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.rf.mlir.out
// RUN: diff %t.mlir.out %t.rf.mlir.out
//
// scf-for-loop-specialization and scf-parallel-loop-specialization:
// RUN: %loopc %s --scf-for-loop-specialization --scf-parallel-loop-specialization > %t.sp.mlir
// RUN: FileCheck %s --check-prefix=SPEC < %t.sp.mlir
// RUN: %mlir_opt %t.sp.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.sp.out
// RUN: diff %t.mlir.out %t.sp.out
// RUN: %loopc run %t.sp.mlir -e main -O0 > %t.sp.run.out
// RUN: diff %t.mlir.out %t.sp.run.out
// RUN: %mlir_opt %s --scf-for-loop-specialization --scf-parallel-loop-specialization --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.sp.mlir.out
// RUN: diff %t.mlir.out %t.sp.mlir.out

// @sums(n, s): sum of i over [0, n) by s and of i * i, as i64; then the
// unsigned loop's count over [3, 20) by 4 (i32).
// CHECK:      45, 285, 20, 120, 0, 0, 5,
// @ranged(4, 2): the sum of 3 * (i + 2) over [0, 4).
// CHECK-NEXT: 42,
// @tiles(10): d[i] = 2 * s[i] + 1 over [0, 10) by tiles of 4 (scf.for), then
// e[i] = d[i] + i by tiles of 4 (scf.parallel): d[9], e[9], d[3], e[3].
// CHECK-NEXT: 19, 28, 7, 10,
// SPEC-LABEL: func.func @tiles(
// SPEC-COUNT-2: scf.if
// @grid(5, 3): a 5 x 3 grid m[i][j] = 10 * i + j by an scf.parallel, then
// its sum by another, the first three rows' sums, m[0][2] and m[3][2].
// CHECK-NEXT: 315, 3, 33, 63, 2, 32,

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @sums(%n: index, %s: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %s iter_args(%a = %z, %b = %z) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %a2 = arith.addi %a, %ii : i64
    %b2 = arith.addi %b, %sq : i64
    scf.yield %a2, %b2 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @count_unsigned(%lb: i32, %ub: i32, %s: i32) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %z) -> i64 : i32 {
    %a2 = arith.addi %a, %one : i64
    scf.yield %a2 : i64
  }
  return %r : i64
}

func.func @ranged(%n: index, %off: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
    %j = arith.addi %i, %off : index
    %k = arith.muli %j, %c3 : index
    %kk = arith.index_cast %k : index to i64
    %a2 = arith.addi %a, %kk : i64
    scf.yield %a2 : i64
  }
  return %r : i64
}

#tile = affine_map<(d0)[s0] -> (4, s0 - d0)>

func.func @tiles(%n: index, %s: memref<?xi64>, %d: memref<?xi64>, %e: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  scf.for %i = %c0 to %n step %c4 {
    %ub = affine.min #tile(%i)[%n]
    scf.for %j = %c0 to %ub step %c1 {
      %k = arith.addi %i, %j : index
      %v = memref.load %s[%k] : memref<?xi64>
      %w = arith.addi %v, %v : i64
      %x = arith.addi %w, %one : i64
      memref.store %x, %d[%k] : memref<?xi64>
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c4) {
    %ub = affine.min #tile(%i)[%n]
    scf.parallel (%j) = (%c0) to (%ub) step (%c1) {
      %k = arith.addi %i, %j : index
      %v = memref.load %d[%k] : memref<?xi64>
      %ki = arith.index_cast %k : index to i64
      %x = arith.addi %v, %ki : i64
      memref.store %x, %e[%k] : memref<?xi64>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @grid(%n: index, %k: index, %m: memref<?x?xi64>, %rows: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %k) step (%c1, %c1) {
    %t = arith.muli %i, %c10 : index
    %v = arith.addi %t, %j : index
    %vi = arith.index_cast %v : index to i64
    memref.store %vi, %m[%i, %j] : memref<?x?xi64>
    scf.reduce
  }
  %s = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %k) step (%c1, %c1) init(%z) -> i64 {
    %v = memref.load %m[%i, %j] : memref<?x?xi64>
    scf.reduce(%v : i64) {
    ^bb0(%x: i64, %y: i64):
      %q = arith.addi %x, %y : i64
      scf.reduce.return %q : i64
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.for %j = %c0 to %k step %c1 iter_args(%a = %z) -> (i64) {
      %v = memref.load %m[%i, %j] : memref<?x?xi64>
      %a2 = arith.addi %a, %v : i64
      scf.yield %a2 : i64
    }
    memref.store %r, %rows[%i] : memref<?xi64>
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %a, %b = func.call @sums(%c10, %c1) : (index, index) -> (i64, i64)
  func.call @print(%a) : (i64) -> ()
  func.call @print(%b) : (i64) -> ()
  %a2, %b2 = func.call @sums(%c10, %c2) : (index, index) -> (i64, i64)
  func.call @print(%a2) : (i64) -> ()
  func.call @print(%b2) : (i64) -> ()
  %a3, %b3 = func.call @sums(%c0, %c3) : (index, index) -> (i64, i64)
  func.call @print(%a3) : (i64) -> ()
  func.call @print(%b3) : (i64) -> ()
  %l = arith.constant 3 : i32
  %u = arith.constant 20 : i32
  %s4 = arith.constant 4 : i32
  %cu = func.call @count_unsigned(%l, %u, %s4) : (i32, i32, i32) -> i64
  func.call @print(%cu) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %c4 = arith.constant 4 : index
  %rg = func.call @ranged(%c4, %c2) : (index, index) -> i64
  func.call @print(%rg) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %ts = memref.alloc(%c10) : memref<?xi64>
  %td = memref.alloc(%c10) : memref<?xi64>
  %te = memref.alloc(%c10) : memref<?xi64>
  scf.for %i = %c0 to %c10 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %ts[%i] : memref<?xi64>
  }
  func.call @tiles(%c10, %ts, %td, %te) : (index, memref<?xi64>, memref<?xi64>, memref<?xi64>) -> ()
  %c9 = arith.constant 9 : index
  %d9 = memref.load %td[%c9] : memref<?xi64>
  %e9 = memref.load %te[%c9] : memref<?xi64>
  %d3 = memref.load %td[%c3] : memref<?xi64>
  %e3 = memref.load %te[%c3] : memref<?xi64>
  func.call @print(%d9) : (i64) -> ()
  func.call @print(%e9) : (i64) -> ()
  func.call @print(%d3) : (i64) -> ()
  func.call @print(%e3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %ts : memref<?xi64>
  memref.dealloc %td : memref<?xi64>
  memref.dealloc %te : memref<?xi64>

  %m = memref.alloc(%c5, %c3) : memref<?x?xi64>
  %rows = memref.alloc(%c5) : memref<?xi64>
  %s = func.call @grid(%c5, %c3, %m, %rows) : (index, index, memref<?x?xi64>, memref<?xi64>) -> i64
  func.call @print(%s) : (i64) -> ()
  scf.for %i = %c0 to %c3 step %c1 {
    %r = memref.load %rows[%i] : memref<?xi64>
    func.call @print(%r) : (i64) -> ()
  }
  %e = memref.load %m[%c0, %c2] : memref<?x?xi64>
  func.call @print(%e) : (i64) -> ()
  %f = memref.load %m[%c3, %c2] : memref<?x?xi64>
  func.call @print(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?x?xi64>
  memref.dealloc %rows : memref<?xi64>
  return
}
