// Differential test of wavefront-unroll-jam (-O3, loopc run's default):
// PolyBench's seidel-2d (in place, 9 points, time steps around the row
// loop; rows skewed by 2) on grids whose row count leaves rows past the
// last block of 8 (40 x 29: 38 rows, 4 blocks and 6 left; 13 x 13: one
// block and 3 left, the inner trip 11 shorter than the 14 points of start
// and drain, so only the guarded sweeps run; 3 x 3: one row, no block),
// and a recurrence skewed by 1 (A[i][j] from A[i-1][j] and A[i][j-1]);
// independent rows: adi's row sweep (parallel, 8 rows' division chains in
// one j loop, 37 rows: 4 groups and 5 left) and ludcmp's LU part (its
// second row loop, which carries nothing, below min-work: 8 columns'
// chains in one k loop, 29 x 29; its first row loop, a triangle: 8
// columns' k loops together below the group's first column); cholesky
// (the triangle of C[j] -= C[k] * B[j][k] through memory; 29 x 29 and
// 13 x 13, groups of 8 with columns left in most rows); a triangle whose
// inner loop starts above the first groups' first column (k from 3);
// trisolv, whose x may be L or b (function arguments), versioned under an
// overlap check: run with x and b apart (the jammed copy, 29 rows: 3 groups
// and 5 left), with x the first row of L itself and with b = x (the
// original loop); atax (rows meeting in y only forward, 29 rows and 29
// columns) with its arrays apart, with x = y, and with tmp the first row
// of A; atax's first loop with y[j] += the new tmp[i] (read again after
// the store: its cells stay in memory, where carrying them in iter_args
// would read the old tmp[i] there; atax's own are carried). Every
// result's bits are summed (bitcast to i64), so any change of the order of
// operations shows; the data are not small integers.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.native1.out
// RUN: diff %t.mlir.out %t.native1.out
// RUN: %loopc run %s -e main --threads 2 --portable > %t.portable.out
// RUN: diff %t.mlir.out %t.portable.out
// RUN: %loopc run %s -e main -O0 > %t.o0.out
// RUN: diff %t.mlir.out %t.o0.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// It fires on both (8 rows, skews 2 and 1):
// RUN: %loopc %s -O3 | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @seidel
// IR:           scf.for
// IR:             scf.for
// IR-COUNT-8:       scf.if
// IR:             scf.for
// IR-COUNT-8:       memref.store
// IR-LABEL: func.func @skew_one
// IR:           scf.for
// IR-COUNT-8:       memref.store
// IR-LABEL: func.func @row_sweep
// IR:           scf.parallel
// IR:             scf.for
// IR-COUNT-8:       arith.divf
// IR-LABEL: func.func @lu
// IR:             :8 = scf.for
// IR:             :8 = scf.for
// IR-LABEL: func.func @cholesky
// IR:           scf.for
// IR:             scf.for
// IR-COUNT-8:       memref.store
// IR-LABEL: func.func @triangle_from3
// IR:             scf.for
// IR-COUNT-8:       memref.store
// IR-LABEL: func.func @trisolv
// IR:           scf.if
// IR:             scf.for
// IR-COUNT-8:       memref.store
// IR:           } else {
// IR:           } {loopc.disjoint_args}
// IR-LABEL: func.func @atax
// IR:           scf.if
// IR:             scf.for
// IR-COUNT-8:       memref.store %{{.*}}, %arg3
// IR:           } else {
// IR:           } {loopc.disjoint_args}

// The seventeen bit sums, the same in MLIR and every loopc run:
// CHECK-COUNT-17: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// PolyBench's seidel-2d on a rows x cols grid, steps time steps.
func.func @seidel(%A: memref<?x?xf64>, %rows: index, %cols: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9.0 : f64
  %r = arith.subi %rows, %c1 : index
  %c = arith.subi %cols, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %r step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      scf.for %j = %c1 to %c step %c1 {
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %a0 = memref.load %A[%im, %jm] : memref<?x?xf64>
        %a1 = memref.load %A[%im, %j] : memref<?x?xf64>
        %s1 = arith.addf %a0, %a1 : f64
        %a2 = memref.load %A[%im, %jp] : memref<?x?xf64>
        %s2 = arith.addf %s1, %a2 : f64
        %a3 = memref.load %A[%i, %jm] : memref<?x?xf64>
        %s3 = arith.addf %s2, %a3 : f64
        %a4 = memref.load %A[%i, %j] : memref<?x?xf64>
        %s4 = arith.addf %s3, %a4 : f64
        %a5 = memref.load %A[%i, %jp] : memref<?x?xf64>
        %s5 = arith.addf %s4, %a5 : f64
        %a6 = memref.load %A[%ip, %jm] : memref<?x?xf64>
        %s6 = arith.addf %s5, %a6 : f64
        %a7 = memref.load %A[%ip, %j] : memref<?x?xf64>
        %s7 = arith.addf %s6, %a7 : f64
        %a8 = memref.load %A[%ip, %jp] : memref<?x?xf64>
        %s8 = arith.addf %s7, %a8 : f64
        %v = arith.divf %s8, %c9 : f64
        memref.store %v, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// A[i][j] = A[i-1][j] * 0.75 - A[i][j-1] * 0.5 + A[i][j], rows and columns from 1.
func.func @skew_one(%A: memref<?x?xf64>, %rows: index, %cols: index) {
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.75 : f64
  %q = arith.constant 0.5 : f64
  scf.for %i = %c1 to %rows step %c1 {
    %im = arith.subi %i, %c1 : index
    scf.for %j = %c1 to %cols step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a = memref.load %A[%im, %j] : memref<?x?xf64>
      %b = memref.load %A[%i, %jm] : memref<?x?xf64>
      %c = memref.load %A[%i, %j] : memref<?x?xf64>
      %x = arith.mulf %a, %p : f64
      %y = arith.mulf %b, %q : f64
      %d = arith.subf %x, %y : f64
      %e = arith.addf %d, %c : f64
      memref.store %e, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// adi's row sweep: p[i][j] = -c / (a * p[i][j-1] + b), q likewise from X.
func.func @row_sweep(%X: memref<?x?xf64>, %P: memref<?x?xf64> {llvm.noalias}, %Q: memref<?x?xf64> {llvm.noalias},
                     %rows: index, %cols: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %a = arith.constant -0.25 : f64
  %b = arith.constant 1.5 : f64
  %c = arith.constant 0.375 : f64
  scf.for %i = %c0 to %rows step %c1 {
    memref.store %z, %P[%i, %c0] : memref<?x?xf64>
    %x0 = memref.load %X[%i, %c0] : memref<?x?xf64>
    memref.store %x0, %Q[%i, %c0] : memref<?x?xf64>
    scf.for %j = %c1 to %cols step %c1 {
      %jm = arith.subi %j, %c1 : index
      %p = memref.load %P[%i, %jm] : memref<?x?xf64>
      %ap = arith.mulf %a, %p : f64
      %d = arith.addf %ap, %b : f64
      %nc = arith.negf %c : f64
      %pn = arith.divf %nc, %d : f64
      memref.store %pn, %P[%i, %j] : memref<?x?xf64>
      %x = memref.load %X[%i, %j] : memref<?x?xf64>
      %q = memref.load %Q[%i, %jm] : memref<?x?xf64>
      %aq = arith.mulf %a, %q : f64
      %e = arith.subf %x, %aq : f64
      %qn = arith.divf %e, %d : f64
      memref.store %qn, %Q[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// ludcmp's LU decomposition (A = LU in place).
func.func @lu(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      %w0 = memref.load %A[%i, %j] : memref<?x?xf64>
      %w = scf.for %k = %c0 to %j step %c1 iter_args(%acc = %w0) -> (f64) {
        %x = memref.load %A[%i, %k] : memref<?x?xf64>
        %y = memref.load %A[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %d = arith.subf %acc, %p : f64
        scf.yield %d : f64
      }
      %djj = memref.load %A[%j, %j] : memref<?x?xf64>
      %v = arith.divf %w, %djj : f64
      memref.store %v, %A[%i, %j] : memref<?x?xf64>
    }
    scf.for %j = %i to %n step %c1 {
      %w0 = memref.load %A[%i, %j] : memref<?x?xf64>
      %w = scf.for %k = %c0 to %i step %c1 iter_args(%acc = %w0) -> (f64) {
        %x = memref.load %A[%i, %k] : memref<?x?xf64>
        %y = memref.load %A[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %d = arith.subf %acc, %p : f64
        scf.yield %d : f64
      }
      memref.store %w, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// PolyBench's cholesky (A = L L^T in place, the lower triangle).
func.func @cholesky(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      scf.for %k = %c0 to %j step %c1 {
        %x = memref.load %A[%i, %k] : memref<?x?xf64>
        %y = memref.load %A[%j, %k] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %c = memref.load %A[%i, %j] : memref<?x?xf64>
        %d = arith.subf %c, %p : f64
        memref.store %d, %A[%i, %j] : memref<?x?xf64>
      }
      %djj = memref.load %A[%j, %j] : memref<?x?xf64>
      %cij = memref.load %A[%i, %j] : memref<?x?xf64>
      %q = arith.divf %cij, %djj : f64
      memref.store %q, %A[%i, %j] : memref<?x?xf64>
    }
    scf.for %k = %c0 to %i step %c1 {
      %x = memref.load %A[%i, %k] : memref<?x?xf64>
      %p = arith.mulf %x, %x : f64
      %c = memref.load %A[%i, %i] : memref<?x?xf64>
      %d = arith.subf %c, %p : f64
      memref.store %d, %A[%i, %i] : memref<?x?xf64>
    }
    %aii = memref.load %A[%i, %i] : memref<?x?xf64>
    %r = math.sqrt %aii : f64
    memref.store %r, %A[%i, %i] : memref<?x?xf64>
  }
  return
}

// C[j] -= C[k] * B[j][k] for 3 <= k < j.
func.func @triangle_from3(%B: memref<?x?xf64>, %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %j = %c0 to %n step %c1 {
    scf.for %k = %c3 to %j step %c1 {
      %x = memref.load %C[%c0, %k] : memref<?x?xf64>
      %y = memref.load %B[%j, %k] : memref<?x?xf64>
      %p = arith.mulf %x, %y : f64
      %c = memref.load %C[%c0, %j] : memref<?x?xf64>
      %d = arith.subf %c, %p : f64
      memref.store %d, %C[%c0, %j] : memref<?x?xf64>
    }
  }
  return
}

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
      %p = arith.addi %in, %j : index
      %p1 = arith.addi %p, %c1 : index
      %pi = arith.index_cast %p1 : index to i64
      %bp = arith.muli %b, %pi : i64
      %s = arith.addi %acc2, %bp : i64
      scf.yield %s : i64
    }
    scf.yield %r2 : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c13 = arith.constant 13 : index
  %c29 = arith.constant 29 : index
  %c40 = arith.constant 40 : index
  %A = memref.alloc(%c40, %c29) : memref<?x?xf64>
  func.call @fill(%A, %c40, %c29, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @seidel(%A, %c40, %c29, %c5) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @bits(%A, %c40, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %c13, %c13, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @seidel(%A, %c13, %c13, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @bits(%A, %c13, %c13) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %c3, %c3, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @seidel(%A, %c3, %c3, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @bits(%A, %c3, %c3) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %c40, %c29, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @skew_one(%A, %c40, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%A, %c40, %c29) : (memref<?x?xf64>, index, index) -> ()
  %c37 = arith.constant 37 : index
  %P = memref.alloc(%c40, %c29) : memref<?x?xf64>
  %Q = memref.alloc(%c40, %c29) : memref<?x?xf64>
  func.call @fill(%A, %c40, %c29, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @row_sweep(%A, %P, %Q, %c37, %c29) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%Q, %c37, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %c29, %c29, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @diagonal(%A, %c29) : (memref<?x?xf64>, index) -> ()
  func.call @lu(%A, %c29) : (memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %c29, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %c29, %c29, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @diagonal(%A, %c29) : (memref<?x?xf64>, index) -> ()
  func.call @cholesky(%A, %c29) : (memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %c29, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %c13, %c13, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @diagonal(%A, %c13) : (memref<?x?xf64>, index) -> ()
  func.call @cholesky(%A, %c13) : (memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %c13, %c13) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %c29, %c29, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%P, %c1, %c29, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @triangle_from3(%A, %P, %c29) : (memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%P, %c1, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %c29, %c29, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @diagonal(%A, %c29) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%Q, %c1, %c29, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @trisolv(%A, %P, %Q, %c29) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%P, %c1, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @trisolv(%A, %A, %Q, %c29) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %c29, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%Q, %c1, %c29, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @diagonal(%P, %c29) : (memref<?x?xf64>, index) -> ()
  func.call @trisolv(%P, %Q, %Q, %c29) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%Q, %c1, %c29) : (memref<?x?xf64>, index, index) -> ()
  %R = memref.alloc(%c1, %c29) : memref<?x?xf64>
  func.call @fill(%A, %c29, %c29, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%P, %c1, %c29, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%Q, %c1, %c29, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @atax(%A, %P, %Q, %R, %c29, %c29) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%Q, %c1, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @atax(%A, %Q, %Q, %R, %c29, %c29) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%Q, %c1, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @atax(%A, %P, %Q, %A, %c29, %c29) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%Q, %c1, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%Q, %c1, %c29, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @atax_reread(%A, %Q, %R, %c29, %c29) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%Q, %c1, %c29) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%R, %c1, %c29) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %R : memref<?x?xf64>
  memref.dealloc %P : memref<?x?xf64>
  memref.dealloc %Q : memref<?x?xf64>
  memref.dealloc %A : memref<?x?xf64>
  return
}

// A[i][i] += n (a matrix that LU decomposes without pivots).
func.func @diagonal(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ni = arith.index_cast %n : index to i64
  %nf = arith.sitofp %ni : i64 to f64
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %A[%i, %i] : memref<?x?xf64>
    %y = arith.addf %x, %nf : f64
    memref.store %y, %A[%i, %i] : memref<?x?xf64>
  }
  return
}

// PolyBench's trisolv with x and b the first rows of X and B: x[i] = (b[i]
// - the sum of L[i][j] * x[j], j < i) / L[i][i], the chain through x[i] in
// memory as Polygeist emits it.
func.func @trisolv(%L: memref<?x?xf64>, %X: memref<?x?xf64>, %B: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %bi = memref.load %B[%c0, %i] : memref<?x?xf64>
    memref.store %bi, %X[%c0, %i] : memref<?x?xf64>
    scf.for %j = %c0 to %i step %c1 {
      %l = memref.load %L[%i, %j] : memref<?x?xf64>
      %xj = memref.load %X[%c0, %j] : memref<?x?xf64>
      %p = arith.mulf %l, %xj : f64
      %xi = memref.load %X[%c0, %i] : memref<?x?xf64>
      %d = arith.subf %xi, %p : f64
      memref.store %d, %X[%c0, %i] : memref<?x?xf64>
    }
    %xi = memref.load %X[%c0, %i] : memref<?x?xf64>
    %lii = memref.load %L[%i, %i] : memref<?x?xf64>
    %q = arith.divf %xi, %lii : f64
    memref.store %q, %X[%c0, %i] : memref<?x?xf64>
  }
  return
}

// PolyBench's atax with x, y and tmp the first rows of X, Y and T: tmp[i]
// = the sum of A[i][j] * x[j]; y[j] += A[i][j] * tmp[i] (y as given).
func.func @atax(%A: memref<?x?xf64>, %X: memref<?x?xf64>, %Y: memref<?x?xf64>, %T: memref<?x?xf64>,
                %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    memref.store %z, %T[%c0, %i] : memref<?x?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.load %T[%c0, %i] : memref<?x?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %xj = memref.load %X[%c0, %j] : memref<?x?xf64>
      %p = arith.mulf %a, %xj : f64
      %s = arith.addf %t, %p : f64
      memref.store %s, %T[%c0, %i] : memref<?x?xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      %yj = memref.load %Y[%c0, %j] : memref<?x?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %t = memref.load %T[%c0, %i] : memref<?x?xf64>
      %p = arith.mulf %a, %t : f64
      %s = arith.addf %yj, %p : f64
      memref.store %s, %Y[%c0, %j] : memref<?x?xf64>
    }
  }
  return
}

// atax's first loop, each row's new sum also added into y[j] (read back
// from tmp: the cell has a second load after its store).
func.func @atax_reread(%A: memref<?x?xf64>, %Y: memref<?x?xf64>, %T: memref<?x?xf64>,
                       %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    memref.store %z, %T[%c0, %i] : memref<?x?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.load %T[%c0, %i] : memref<?x?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %s = arith.addf %t, %a : f64
      memref.store %s, %T[%c0, %i] : memref<?x?xf64>
      %yj = memref.load %Y[%c0, %j] : memref<?x?xf64>
      %t2 = memref.load %T[%c0, %i] : memref<?x?xf64>
      %u = arith.addf %yj, %t2 : f64
      memref.store %u, %Y[%c0, %j] : memref<?x?xf64>
    }
  }
  return
}
