// Differential test of register-tile (-O3, loopc run's default): gemm
// C = beta * C + A * B written i-j-k (loop-interchange makes it i-k-j,
// register-tile keeps 8 x 8 tiles of C, or 4 x 16, or 4 x 4, in
// registers across k) on sizes that leave rows and columns past the last
// whole tile (37 x 29, k = 23), with the portable tile and with 256- and
// 512-bit vectors, on 1 and 2 threads; also called with C = A, which takes
// the untiled version. Every result's bits are summed (bitcast to i64), so
// any change of the order of additions shows; the data are not small
// integers. syrk's triangle (C[i][j] for j <= i, 37 rows, k = 23): column
// tiles up to the bound of each block's last tile, a tile taking those its
// first row has, the rest row by row; A[j][k] packed per column tile. Then
// syrk and syr2k (two packed loads) on 150 rows, blocks of several row
// tiles.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.native1.out
// RUN: diff %t.mlir.out %t.native1.out
// RUN: %loopc run %s -e main --threads 2 --vector-bits=512 > %t.v512.out
// RUN: diff %t.mlir.out %t.v512.out
// RUN: %loopc run %s -e main --threads 2 --vector-bits=256 > %t.v256.out
// RUN: diff %t.mlir.out %t.v256.out
// RUN: %loopc run %s -e main --threads 2 --portable > %t.portable.out
// RUN: diff %t.mlir.out %t.portable.out
// k in chunks of 5 (k-tile), on the register tile's own pipeline:
// RUN: %loopc run %s -e main -O0 --threads 2 '--pass-pipeline=builtin.module(parallelize,canonicalize,cse,loop-interchange,register-tile{vector-bits=512 k-tile=5},canonicalize)' > %t.kt.out
// RUN: diff %t.mlir.out %t.kt.out
// RUN: %loopc %s -O3 --vector-bits=512 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// It fires (in the version for disjoint arguments):
// RUN: %loopc %s -O3 --vector-bits=512 | FileCheck %s --check-prefix=IR
// RUN: %loopc %s -O0 '--pass-pipeline=builtin.module(parallelize,canonicalize,cse,loop-interchange,register-tile{vector-bits=512 k-tile=5},canonicalize)' | FileCheck %s --check-prefix=KT
// KT-LABEL: func.func @syrk
// KT:         scf.for %[[K0:.*]] = %c0 to %{{.*}} step %c5 {
// KT:           :64 = scf.for %{{.*}} = %[[K0]] to
// IR-LABEL: func.func @syrk
// IR:         scf.if
// IR:           memref.alloc({{.*}}) : memref<?x8xf64>
// IR:           scf.if
// IR:             :64 = scf.for
// IR:           memref.dealloc
// IR:         } {loopc.disjoint_args}
// IR-LABEL: func.func @syr2k
// IR:         scf.if
// IR:           memref.alloc({{.*}}) : memref<?x8xf64>
// IR:           memref.alloc({{.*}}) : memref<?x8xf64>
// IR:             :64 = scf.for
// IR:         } {loopc.disjoint_args}
// IR-LABEL: func.func @gemm
// IR:         scf.if
// IR:           :64 = scf.for
// IR:         } else {
// IR-NOT:       iter_args
// IR:         } {loopc.disjoint_args}
// IR-LABEL: func.func @gemm_alpha
// IR:         scf.if
// IR:           memref.alloc({{.*}}) : memref<?x8xf64>
// IR:           :64 = scf.for
// IR:         } {loopc.disjoint_args}

// The six bit sums (C = A * B, then A = A * B in place, then syrk's C,
// then syrk's and syr2k's on 150 rows, then C += alpha * A * B with
// alpha * A[i][k] computed before the j loop: register-tile's row values
// from k's body, then C[i][j] += C[i][k] * B[k][j], which must stay
// untiled), the same in MLIR and every loopc run:
// CHECK-COUNT-7: {{^-?[0-9]+$}}

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

// C[i][j] = beta * C[i][j] + sum_k A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k]
// for j <= i (n x n, k < p): PolyBench's syr2k.
func.func @syr2k(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index, %p: index,
                 %alpha: f64, %beta: f64) {
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
        %a = memref.load %A[%j, %k] : memref<?x?xf64>
        %aa = arith.mulf %a, %alpha : f64
        %b = memref.load %B[%i, %k] : memref<?x?xf64>
        %x = arith.mulf %aa, %b : f64
        %b2 = memref.load %B[%j, %k] : memref<?x?xf64>
        %bb = arith.mulf %b2, %alpha : f64
        %a2 = memref.load %A[%i, %k] : memref<?x?xf64>
        %y = arith.mulf %bb, %a2 : f64
        %xy = arith.addf %x, %y : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %xy : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// C (m x n) = beta * C + A (m x p) * B (p x n), i-j-k, the scaling first.
func.func @gemm(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>,
                %m: index, %n: index, %p: index, %beta: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %s = arith.mulf %c, %beta : f64
      memref.store %s, %C[%i, %j] : memref<?x?xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %p step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %x = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %x : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// C (m x n) += alpha * A (m x p) * B (p x n), i-k-j, alpha * A[i][k] before j.
func.func @gemm_alpha(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>,
                      %m: index, %n: index, %p: index, %alpha: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %m step %c1 {
    scf.for %k = %c0 to %p step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf64>
      %t = arith.mulf %alpha, %a : f64
      scf.for %j = %c0 to %n step %c1 {
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %x = arith.mulf %t, %b : f64
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

// C[i][j] += C[i][k] * B[k][j] (m rows, j < n, k < p): the rows are
// independent, but within a row the nest reads cells it writes (C[i][k]
// is the cell C[i][j] with j = k): register-tile must not keep the row's
// cells in registers (its legality test); a tile would read stale cells.
func.func @row_reads_cell(%B: memref<?x?xf64>, %C: memref<?x?xf64>, %m: index, %n: index, %p: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %m step %c1 {
    scf.for %k = %c0 to %p step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %a = memref.load %C[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %x = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %x : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
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
  %m = arith.constant 37 : index
  %n = arith.constant 29 : index
  %p = arith.constant 23 : index
  %big = arith.constant 37 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %beta = arith.constant 1.2 : f64
  %A = memref.alloc(%big, %big) : memref<?x?xf64>
  %B = memref.alloc(%big, %big) : memref<?x?xf64>
  %C = memref.alloc(%big, %big) : memref<?x?xf64>
  func.call @fill(%A, %big, %big, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%B, %big, %big, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%C, %big, %big, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @gemm(%A, %B, %C, %m, %n, %p, %beta) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index, f64) -> ()
  func.call @bits(%C, %big, %big) : (memref<?x?xf64>, index, index) -> ()
  func.call @gemm(%A, %B, %A, %m, %n, %p, %beta) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index, f64) -> ()
  func.call @bits(%A, %big, %big) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%C, %big, %big, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @syrk(%B, %C, %big, %p, %beta) : (memref<?x?xf64>, memref<?x?xf64>, index, index, f64) -> ()
  func.call @bits(%C, %big, %big) : (memref<?x?xf64>, index, index) -> ()
  %rows = arith.constant 150 : index
  %alpha = arith.constant 0.7 : f64
  %A2 = memref.alloc(%rows, %p) : memref<?x?xf64>
  %B2 = memref.alloc(%rows, %p) : memref<?x?xf64>
  %C2 = memref.alloc(%rows, %rows) : memref<?x?xf64>
  func.call @fill(%A2, %rows, %p, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%B2, %rows, %p, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%C2, %rows, %rows, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @syrk(%A2, %C2, %rows, %p, %beta) : (memref<?x?xf64>, memref<?x?xf64>, index, index, f64) -> ()
  func.call @bits(%C2, %rows, %rows) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%C2, %rows, %rows, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @syr2k(%A2, %B2, %C2, %rows, %p, %alpha, %beta) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, f64, f64) -> ()
  func.call @bits(%C2, %rows, %rows) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %big, %big, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%C, %big, %big, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @gemm_alpha(%A, %B, %C, %m, %n, %p, %alpha) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index, f64) -> ()
  func.call @bits(%C, %big, %big) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%C, %big, %big, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @row_reads_cell(%B, %C, %big, %n, %p) : (memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> ()
  func.call @bits(%C, %big, %big) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  memref.dealloc %A2 : memref<?x?xf64>
  memref.dealloc %B2 : memref<?x?xf64>
  memref.dealloc %C2 : memref<?x?xf64>
  return
}
