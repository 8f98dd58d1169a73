// Differential test of the pairs of register-tile's row blocks under a
// triangle (loopc.linear_shares) on 1 to 7 threads: syrk's C = beta * C +
// A * A^T on and below the diagonal (j <= i), a row's work linear in the
// row, so register-tile marks the blocks' loop and the C backend gives each
// thread a share of the pairs of blocks t and last - t (cg_parallel.c,
// emit_outlined_team). Rows: 190 (23 row tiles of 8: 8 blocks, 4 pairs),
// 203 (25 tiles: 7 blocks, the middle one alone), 100 (12 tiles: 6
// blocks), 17 (2 tiles, a block each) and 6 (no tile). More threads than
// pairs leave some without work. A block lost or run twice at a share's
// edge or at the middle changes C (it accumulates and scales); every
// result's bits are summed (bitcast to i64), so any change of the order of
// additions shows as well.
// REQUIRES: mlir-runner

// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 --vector-bits=512 > %t.1.out
// RUN: diff %t.mlir.out %t.1.out
// RUN: %loopc run %s -e main --threads 2 --vector-bits=512 > %t.2.out
// RUN: diff %t.mlir.out %t.2.out
// RUN: %loopc run %s -e main --threads 3 --vector-bits=512 > %t.3.out
// RUN: diff %t.mlir.out %t.3.out
// RUN: %loopc run %s -e main --threads 4 --vector-bits=512 > %t.4.out
// RUN: diff %t.mlir.out %t.4.out
// RUN: %loopc run %s -e main --threads 5 --vector-bits=512 > %t.5.out
// RUN: diff %t.mlir.out %t.5.out
// RUN: %loopc run %s -e main --threads 6 --vector-bits=512 > %t.6.out
// RUN: diff %t.mlir.out %t.6.out
// RUN: %loopc run %s -e main --threads 7 --vector-bits=512 > %t.7.out
// RUN: diff %t.mlir.out %t.7.out
// The blocks' loop is marked, and its region pairs the blocks.
// RUN: %loopc %s -O3 --vector-bits=512 | FileCheck %s --check-prefix=IR
// RUN: %loopc %s --emit=c -O3 --vector-bits=512 | FileCheck %s --check-prefix=CSRC
// IR-LABEL: func.func @syrk
// IR:         scf.parallel
// IR:         } {loopc.linear_shares}
// IR-LABEL: func.func @fill
// CSRC: #pragma omp parallel firstprivate
// CSRC-NEXT: {
// CSRC-NEXT: uintptr_t nthreads = (uintptr_t)omp_get_num_threads(), tid = (uintptr_t)omp_get_thread_num();
// CSRC-NEXT: uintptr_t half = trip / 2, pairs = trip - half;

// CHECK-COUNT-5: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// C[i][j] = beta * C[i][j] + sum_k A[i][k] * A[j][k] for j <= i (n x n, k < p).
func.func @syrk(%A: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index, %p: index, %beta: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %i1 = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %i1 step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %s = arith.mulf %c, %beta : f64
      memref.store %s, %C[%i, %j] : memref<?x?xf64>
    }
    scf.for %k = %c0 to %p step %c1 {
      scf.for %j = %c0 to %i1 step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %A[%j, %k] : memref<?x?xf64>
        %x = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %x : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// M[i][j] = ((i * 7 + j * 3 + seed) mod 11) / 7 - 0.6
func.func @fill(%M: memref<?x?xf64>, %rows: index, %n: index, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %s = arith.constant 7.0 : f64
  %o = arith.constant 0.6 : f64
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = arith.muli %i, %c7 : index
      %b = arith.muli %j, %c3 : index
      %ab = arith.addi %a, %b : index
      %abs = arith.addi %ab, %seed : index
      %m = arith.remui %abs, %c11 : index
      %mi = arith.index_cast %m : index to i64
      %f = arith.sitofp %mi : i64 to f64
      %g = arith.divf %f, %s : f64
      %h = arith.subf %g, %o : f64
      memref.store %h, %M[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// The sum of M's elements' bits (as i64, wrapping), each times its position + 1.
func.func @bits(%M: memref<?x?xf64>, %rows: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %z) -> (i64) {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %x = memref.load %M[%i, %j] : memref<?x?xf64>
      %b = arith.bitcast %x : f64 to i64
      %in = arith.muli %i, %n : index
      %q = arith.addi %in, %j : index
      %q1 = arith.addi %q, %c1 : index
      %qi = arith.index_cast %q1 : index to i64
      %bq = arith.muli %b, %qi : i64
      %s = arith.addi %acc2, %bq : i64
      scf.yield %s : i64
    }
    scf.yield %r2 : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// syrk on n rows (p = 7), beta = 1.5.
func.func @run_syrk(%n: index) {
  %p = arith.constant 7 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %beta = arith.constant 1.5 : f64
  %A = memref.alloc(%n, %p) : memref<?x?xf64>
  %C = memref.alloc(%n, %n) : memref<?x?xf64>
  func.call @fill(%A, %n, %p, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%C, %n, %n, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @syrk(%A, %C, %n, %p, %beta) : (memref<?x?xf64>, memref<?x?xf64>, index, index, f64) -> ()
  func.call @bits(%C, %n, %n) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}

func.func @main() {
  %n190 = arith.constant 190 : index
  %n203 = arith.constant 203 : index
  %n100 = arith.constant 100 : index
  %n17 = arith.constant 17 : index
  %n6 = arith.constant 6 : index
  func.call @run_syrk(%n190) : (index) -> ()
  func.call @run_syrk(%n203) : (index) -> ()
  func.call @run_syrk(%n100) : (index) -> ()
  func.call @run_syrk(%n17) : (index) -> ()
  func.call @run_syrk(%n6) : (index) -> ()
  return
}
