// Differential test of wavefront-unroll-jam's independent rows (mode B) on a
// loop.parallel: U rows side by side in one j loop, the rows past the last
// whole group spread over the groups' iterations (group t runs rows
// ceil(t * rem / count) to ceil((t + 1) * rem / count) past them), which the
// threads take in contiguous shares; with no group, the rows after it. On
// 1, 2, 3, 5 and 7 threads, U = 3 and U = 8 (-O3's), rows 0, 1, 2, 7, 8, 9,
// 15, 17 and 198 (adi's 198 rows of U = 8: 6 past 24 groups; 15 of U = 8:
// 7 rows past one group). Every cell accumulates (y = x / (left * a) + 0.5
// * y), so a row lost or run twice changes the sums of bits printed.
// REQUIRES: mlir-runner

// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.1.out
// RUN: diff %t.mlir.out %t.1.out
// RUN: %loopc run %s -e main --threads 2 > %t.2.out
// RUN: diff %t.mlir.out %t.2.out
// RUN: %loopc run %s -e main --threads 3 > %t.3.out
// RUN: diff %t.mlir.out %t.3.out
// RUN: %loopc run %s -e main --threads 5 > %t.5.out
// RUN: diff %t.mlir.out %t.5.out
// RUN: %loopc run %s -e main --threads 7 > %t.7.out
// RUN: diff %t.mlir.out %t.7.out
// RUN: %loopc run %s -e main -O0 --threads 2 '--pass-pipeline=builtin.module(wavefront-unroll-jam{factor=3},canonicalize)' > %t.u3.out
// RUN: diff %t.mlir.out %t.u3.out
// RUN: %loopc run %s -e main -O0 --threads 5 '--pass-pipeline=builtin.module(wavefront-unroll-jam{factor=3},canonicalize)' > %t.u3t5.out
// RUN: diff %t.mlir.out %t.u3t5.out
// RUN: %loopc %s -O3 | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @sweep
// IR:         scf.parallel
// IR-COUNT-8:   arith.divf
// IR:         } {loopc.even_shares}

// CHECK-COUNT-9: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// For each row i < n: Y[i][j] = X[i][j] / (Y[i][j - 1] * a) + 0.5 * Y[i][j], j from 1 to 20.
func.func @sweep(%X: memref<?x?xf64>, %Y: memref<?x?xf64>, %n: index, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %h = arith.constant 0.5 : f64
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %j = %c1 to %c20 step %c1 {
      %jm = arith.subi %j, %c1 : index
      %p = memref.load %Y[%i, %jm] : memref<?x?xf64>
      %x = memref.load %X[%i, %j] : memref<?x?xf64>
      %y = memref.load %Y[%i, %j] : memref<?x?xf64>
      %q = arith.mulf %p, %a : f64
      %r = arith.divf %x, %q : f64
      %yh = arith.mulf %y, %h : f64
      %s = arith.addf %r, %yh : f64
      memref.store %s, %Y[%i, %j] : memref<?x?xf64>
    }
    scf.reduce
  }
  return
}

// M[i][j] = ((i * 7 + j * 3 + seed) mod 11) / 7 + 0.6
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
      %h = arith.addf %g, %o : f64
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

// The sweep on the first n of 200 rows, from fresh data; all 200 rows summed.
func.func @run(%n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = arith.constant 200 : index
  %cols = arith.constant 20 : index
  %a = arith.constant 1.3 : f64
  %X = memref.alloc(%rows, %cols) : memref<?x?xf64>
  %Y = memref.alloc(%rows, %cols) : memref<?x?xf64>
  func.call @fill(%X, %rows, %cols, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%Y, %rows, %cols, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @sweep(%X, %Y, %n, %a) : (memref<?x?xf64>, memref<?x?xf64>, index, f64) -> ()
  func.call @bits(%Y, %rows, %cols) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %X : memref<?x?xf64>
  memref.dealloc %Y : memref<?x?xf64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c15 = arith.constant 15 : index
  %c17 = arith.constant 17 : index
  %c198 = arith.constant 198 : index
  func.call @run(%c0) : (index) -> ()
  func.call @run(%c1) : (index) -> ()
  func.call @run(%c2) : (index) -> ()
  func.call @run(%c7) : (index) -> ()
  func.call @run(%c8) : (index) -> ()
  func.call @run(%c9) : (index) -> ()
  func.call @run(%c15) : (index) -> ()
  func.call @run(%c17) : (index) -> ()
  func.call @run(%c198) : (index) -> ()
  return
}
