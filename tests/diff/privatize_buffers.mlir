// Differential test of privatize-buffers (passes/privatize_buffers.c):
// doitgen, whose scratch row `sum` each (r, q) iteration fills before it
// reads it, runs its r loop in parallel on private copies, the last r on
// sum itself, so that sum holds afterwards what the untransformed program
// leaves there (its cells past the fill's range included); with sum the
// first row of C4 the overlap check fails and the nest runs as it was; a
// rank-2 scratch tile filled column by column and read row by row; and a
// buffer accumulated across iterations, which must stay shared. Every f64
// result is summed bit for bit. Run by MLIR's pipeline, by loopc at -O3 on
// 1 and 2 threads, by the pass alone, and the pass's IR fed back to MLIR.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.loopc1.out
// RUN: diff %t.mlir.out %t.loopc1.out
// RUN: %loopc run %s -e main --threads 2 > %t.loopc2.out
// RUN: diff %t.mlir.out %t.loopc2.out
// RUN: %loopc run %s -e main -O0 --privatize-buffers --parallelize --threads 2 > %t.pass.out
// RUN: diff %t.mlir.out %t.pass.out
// RUN: %loopc %s --privatize-buffers --syntax=modern > %t.priv.mlir
// RUN: %mlir_opt %t.priv.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.priv.out
// RUN: diff %t.mlir.out %t.priv.out
// It fires where it should, and only there:
// RUN: %loopc %s -O3 --print-names=source | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @doitgen
// IR:         scf.parallel (%r)
// IR-LABEL: func.func @tile
// IR:         scf.parallel (%r)
// IR-LABEL: func.func @running
// IR-NOT:     memref.alloc
// IR-LABEL: func.func @fill

// Six bit sums, in order (doitgen: A and sum; doitgen with sum in C4: A;
// tile: out; running: A and acc), the same in MLIR and in loopc:
// CHECK-COUNT-6: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// PolyBench's doitgen on flat buffers (nq = 5, np = 11):
// A[r][q][p] = sum over s of A[r][q][s] * C4[s][p].
func.func @doitgen(%nr: index, %A: memref<?xf64>, %C4: memref<?xf64>, %sum: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nq = arith.constant 5 : index
  %np = arith.constant 11 : index
  %c55 = arith.constant 55 : index
  %zero = arith.constant 0.0 : f64
  scf.for %r = %c0 to %nr step %c1 {
    %r55 = arith.muli %r, %c55 : index
    scf.for %q = %c0 to %nq step %c1 {
      %q11 = arith.muli %q, %np : index
      %row = arith.addi %r55, %q11 : index
      scf.for %p = %c0 to %np step %c1 {
        memref.store %zero, %sum[%p] : memref<?xf64>
        scf.for %s = %c0 to %np step %c1 {
          %as = arith.addi %row, %s : index
          %a = memref.load %A[%as] : memref<?xf64>
          %s11 = arith.muli %s, %np : index
          %bs = arith.addi %s11, %p : index
          %b = memref.load %C4[%bs] : memref<?xf64>
          %m = arith.mulf %a, %b : f64
          %o = memref.load %sum[%p] : memref<?xf64>
          %t = arith.addf %o, %m : f64
          memref.store %t, %sum[%p] : memref<?xf64>
        }
      }
      scf.for %p = %c0 to %np step %c1 {
        %v = memref.load %sum[%p] : memref<?xf64>
        %ap = arith.addi %row, %p : index
        memref.store %v, %A[%ap] : memref<?xf64>
      }
    }
  }
  return
}

// out[r][i] = sum over j of T[i][j] * (j + 1), T[i][j] = M[r][j] - M[r][i]
// (n = 11), the scratch tile T filled column by column.
func.func @tile(%nr: index, %M: memref<?xf64>, %T: memref<?x?xf64>, %out: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 11 : index
  %zero = arith.constant 0.0 : f64
  scf.for %r = %c0 to %nr step %c1 {
    %row = arith.muli %r, %n : index
    scf.for %j = %c0 to %n step %c1 {
      scf.for %i = %c0 to %n step %c1 {
        %mj = arith.addi %row, %j : index
        %mi = arith.addi %row, %i : index
        %a = memref.load %M[%mj] : memref<?xf64>
        %b = memref.load %M[%mi] : memref<?xf64>
        %d = arith.subf %a, %b : f64
        memref.store %d, %T[%i, %j] : memref<?x?xf64>
      }
    }
    scf.for %i = %c0 to %n step %c1 {
      %oi = arith.addi %row, %i : index
      memref.store %zero, %out[%oi] : memref<?xf64>
      scf.for %j = %c0 to %n step %c1 {
        %t = memref.load %T[%i, %j] : memref<?x?xf64>
        %j1 = arith.addi %j, %c1 : index
        %ji = arith.index_cast %j1 : index to i64
        %jf = arith.sitofp %ji : i64 to f64
        %p = arith.mulf %t, %jf : f64
        %o = memref.load %out[%oi] : memref<?xf64>
        %s = arith.addf %o, %p : f64
        memref.store %s, %out[%oi] : memref<?xf64>
      }
    }
  }
  return
}

// acc[p] carries from row to row: A[r][p] = acc[p] += A[r][p] * 0.5 (np = 11).
func.func @running(%nr: index, %A: memref<?xf64>, %acc: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %np = arith.constant 11 : index
  %h = arith.constant 0.5 : f64
  scf.for %r = %c0 to %nr step %c1 {
    %row = arith.muli %r, %np : index
    scf.for %p = %c0 to %np step %c1 {
      %ap = arith.addi %row, %p : index
      %a = memref.load %A[%ap] : memref<?xf64>
      %m = arith.mulf %a, %h : f64
      %o = memref.load %acc[%p] : memref<?xf64>
      %t = arith.addf %o, %m : f64
      memref.store %t, %acc[%p] : memref<?xf64>
    }
    scf.for %p = %c0 to %np step %c1 {
      %v = memref.load %acc[%p] : memref<?xf64>
      %ap = arith.addi %row, %p : index
      memref.store %v, %A[%ap] : memref<?xf64>
    }
  }
  return
}

// F[i] = ((i * 7 + seed) mod 11) / 7 - 0.6 over a flat buffer.
func.func @fill(%F: memref<?xf64>, %n: index, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %s = arith.constant 7.0 : f64
  %o = arith.constant 0.6 : f64
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.muli %i, %c7 : index
    %b = arith.addi %a, %seed : index
    %m = arith.remui %b, %c11 : index
    %mi = arith.index_cast %m : index to i64
    %f = arith.sitofp %mi : i64 to f64
    %g = arith.divf %f, %s : f64
    %h = arith.subf %g, %o : f64
    memref.store %h, %F[%i] : memref<?xf64>
  }
  return
}

// The sum of F's elements' bits (as i64, wrapping), each times its position + 1.
func.func @bits(%F: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %F[%i] : memref<?xf64>
    %b = arith.bitcast %x : f64 to i64
    %i1 = arith.addi %i, %c1 : index
    %ii = arith.index_cast %i1 : index to i64
    %bp = arith.muli %b, %ii : i64
    %s = arith.addi %acc, %bp : i64
    scf.yield %s : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %nr = arith.constant 9 : index
  %np = arith.constant 11 : index
  %ns = arith.constant 14 : index   // sum's size: 3 cells past the fill
  %nA = arith.constant 495 : index  // nr * nq * np
  %nC = arith.constant 121 : index  // np * np
  %nO = arith.constant 99 : index   // nr * np
  %A = memref.alloc(%nA) : memref<?xf64>
  %C4 = memref.alloc(%nC) : memref<?xf64>
  %S = memref.alloc(%ns) : memref<?xf64>
  func.call @fill(%A, %nA, %c1) : (memref<?xf64>, index, index) -> ()
  func.call @fill(%C4, %nC, %c2) : (memref<?xf64>, index, index) -> ()
  func.call @fill(%S, %ns, %c3) : (memref<?xf64>, index, index) -> ()
  func.call @doitgen(%nr, %A, %C4, %S) : (index, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> ()
  func.call @bits(%A, %nA) : (memref<?xf64>, index) -> ()
  func.call @bits(%S, %ns) : (memref<?xf64>, index) -> ()
  // sum = C4 (its first row, which every iteration reads): the overlap
  // check fails, the nest runs as written.
  func.call @fill(%A, %nA, %c4) : (memref<?xf64>, index, index) -> ()
  func.call @doitgen(%nr, %A, %C4, %C4) : (index, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> ()
  func.call @bits(%A, %nA) : (memref<?xf64>, index) -> ()
  // tile: T is an 11 x 11 scratch tile.
  %M = memref.alloc(%nO) : memref<?xf64>
  %T = memref.alloc(%np, %np) : memref<?x?xf64>
  %O = memref.alloc(%nO) : memref<?xf64>
  func.call @fill(%M, %nO, %c2) : (memref<?xf64>, index, index) -> ()
  func.call @tile(%nr, %M, %T, %O) : (index, memref<?xf64>, memref<?x?xf64>, memref<?xf64>) -> ()
  func.call @bits(%O, %nO) : (memref<?xf64>, index) -> ()
  // running: acc carries.
  %R = memref.alloc(%nO) : memref<?xf64>
  %acc = memref.alloc(%np) : memref<?xf64>
  func.call @fill(%R, %nO, %c3) : (memref<?xf64>, index, index) -> ()
  func.call @fill(%acc, %np, %c1) : (memref<?xf64>, index, index) -> ()
  func.call @running(%nr, %R, %acc) : (index, memref<?xf64>, memref<?xf64>) -> ()
  func.call @bits(%R, %nO) : (memref<?xf64>, index) -> ()
  func.call @bits(%acc, %np) : (memref<?xf64>, index) -> ()
  memref.dealloc %A : memref<?xf64>
  memref.dealloc %C4 : memref<?xf64>
  memref.dealloc %S : memref<?xf64>
  memref.dealloc %M : memref<?xf64>
  memref.dealloc %T : memref<?x?xf64>
  memref.dealloc %O : memref<?xf64>
  memref.dealloc %R : memref<?xf64>
  memref.dealloc %acc : memref<?xf64>
  return
}
