// Differential test of register-tile's row blocks on 1, 2, 3, 5 and 7
// threads: gemm's C += alpha * A * B (i-k-j) on 180 rows (22 row tiles of 8
// and 4 rows past them: 8 blocks of 2 or 3 tiles, 3mm's first product), 190
// (23 tiles, 6 rows), 2411 (301 tiles: 10 blocks of 30 or 31, at most 32
// tiles a block), 16 (2 tiles, a block each) and 5 (no tile); and syrk's
// triangle on 190 rows (blocks dealt out in turn). Each thread takes a
// contiguous share of gemm's blocks (loopc.even_shares), so a block lost or
// run twice at a share's edge, or a tile lost or run twice at a block's
// edge, changes C (it accumulates); every result's bits are summed (bitcast
// to i64), so any change of the order of additions shows as well.
// REQUIRES: mlir-runner

// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 --vector-bits=512 > %t.1.out
// RUN: diff %t.mlir.out %t.1.out
// RUN: %loopc run %s -e main --threads 2 --vector-bits=512 > %t.2.out
// RUN: diff %t.mlir.out %t.2.out
// RUN: %loopc run %s -e main --threads 3 --vector-bits=512 > %t.3.out
// RUN: diff %t.mlir.out %t.3.out
// RUN: %loopc run %s -e main --threads 5 --vector-bits=512 > %t.5.out
// RUN: diff %t.mlir.out %t.5.out
// RUN: %loopc run %s -e main --threads 7 --vector-bits=512 > %t.7.out
// RUN: diff %t.mlir.out %t.7.out
// RUN: %loopc run %s -e main --threads 3 --vector-bits=256 > %t.v256.out
// RUN: diff %t.mlir.out %t.v256.out
// The tiled nests: gemm's blocks in contiguous shares, syrk's dealt out.
// RUN: %loopc %s -O3 --vector-bits=512 | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @gemm_alpha
// IR:         scf.parallel
// IR:         } {loopc.even_shares}
// IR-LABEL: func.func @syrk
// IR-NOT:     loopc.even_shares
// IR-LABEL: func.func @bits

// CHECK-COUNT-6: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

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

// C[i][j] += sum_k A[i][k] * A[j][k] for j <= i (n x n, k < p).
func.func @syrk(%A: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index, %p: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %i1 = arith.addi %i, %c1 : index
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

// gemm on m rows (n = 11 columns: one column tile and 3 past it; p = 5).
func.func @run_gemm(%m: index) {
  %n = arith.constant 11 : index
  %p = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %alpha = arith.constant 0.7 : f64
  %A = memref.alloc(%m, %p) : memref<?x?xf64>
  %B = memref.alloc(%p, %n) : memref<?x?xf64>
  %C = memref.alloc(%m, %n) : memref<?x?xf64>
  func.call @fill(%A, %m, %p, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%B, %p, %n, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%C, %m, %n, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @gemm_alpha(%A, %B, %C, %m, %n, %p, %alpha) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index, f64) -> ()
  func.call @bits(%C, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}

func.func @main() {
  %m180 = arith.constant 180 : index
  %m190 = arith.constant 190 : index
  %m2411 = arith.constant 2411 : index
  %m16 = arith.constant 16 : index
  %m5 = arith.constant 5 : index
  func.call @run_gemm(%m180) : (index) -> ()
  func.call @run_gemm(%m190) : (index) -> ()
  func.call @run_gemm(%m2411) : (index) -> ()
  func.call @run_gemm(%m16) : (index) -> ()
  func.call @run_gemm(%m5) : (index) -> ()
  %p = arith.constant 7 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %A = memref.alloc(%m190, %p) : memref<?x?xf64>
  %C = memref.alloc(%m190, %m190) : memref<?x?xf64>
  func.call @fill(%A, %m190, %p, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%C, %m190, %m190, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @syrk(%A, %C, %m190, %p) : (memref<?x?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%C, %m190, %m190) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}
