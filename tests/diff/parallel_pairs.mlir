// Differential test of the pairs of rows a triangle's parallel loop is split
// into (cg_parallel.c, emit_outlined_team: rows i and trip - 1 - i, a
// contiguous share of the pairs per thread from the front and its mirror
// from the back), on 1, 2, 3, 5 and 7 threads: rows j >= i (covariance's
// shape, the work of a row linear in it) and j <= i (syrk's), on trips of
// 0, 1, 2, 3, 7, 8 and 13 rows (fewer rows than threads, an odd middle row
// alone), from a lower bound of 3 by a step of 2 as well. Every cell
// accumulates (x = x * 0.5 + A), so a row lost or run twice at a share's
// edge or in the middle changes the sums of bits printed.
// REQUIRES: mlir-runner

// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --threads 1 > %t.1.out
// RUN: diff %t.mlir.out %t.1.out
// RUN: %loopc run %s -e main -O0 --threads 2 > %t.2.out
// RUN: diff %t.mlir.out %t.2.out
// RUN: %loopc run %s -e main -O0 --threads 3 > %t.3.out
// RUN: diff %t.mlir.out %t.3.out
// RUN: %loopc run %s -e main -O0 --threads 5 > %t.5.out
// RUN: diff %t.mlir.out %t.5.out
// RUN: %loopc run %s -e main -O0 --threads 7 > %t.7.out
// RUN: diff %t.mlir.out %t.7.out
// RUN: %loopc run %s -e main --threads 3 > %t.o3.out
// RUN: diff %t.mlir.out %t.o3.out
// RUN: %loopc %s -O0 --emit=c | FileCheck %s --check-prefix=C
// C-LABEL: static void loopc_noalias_upper(
// C: uintptr_t {{half[_0-9]*}} = {{trip[_0-9]*}} / 2,
// C-LABEL: static void loopc_noalias_lower(
// C: uintptr_t {{half[_0-9]*}} = {{trip[_0-9]*}} / 2,

// CHECK-COUNT-18: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// M[i][j] = M[i][j] * 0.5 + A[i][j] for rows i from lb to ub by s, j from i to n.
func.func @upper(%M: memref<?x?xf64>, %A: memref<?x?xf64>, %lb: index, %ub: index, %s: index,
                 %n: index) {
  %half = arith.constant 0.5 : f64
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.for %j = %i to %n step %s {
      %x = memref.load %M[%i, %j] : memref<?x?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %y = arith.mulf %x, %half : f64
      %z = arith.addf %y, %a : f64
      memref.store %z, %M[%i, %j] : memref<?x?xf64>
    }
    scf.reduce
  }
  return
}

// The same for j from 0 to i.
func.func @lower(%M: memref<?x?xf64>, %A: memref<?x?xf64>, %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %half = arith.constant 0.5 : f64
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %e = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %e step %c1 {
      %x = memref.load %M[%i, %j] : memref<?x?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %y = arith.mulf %x, %half : f64
      %z = arith.addf %y, %a : f64
      memref.store %z, %M[%i, %j] : memref<?x?xf64>
    }
    scf.reduce
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

// Both triangles on rows lb to ub by s of a 16 x 16 matrix, from fresh data.
func.func @run(%lb: index, %ub: index, %s: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 16 : index
  %M = memref.alloc(%n, %n) : memref<?x?xf64>
  %A = memref.alloc(%n, %n) : memref<?x?xf64>
  func.call @fill(%M, %n, %n, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%A, %n, %n, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @upper(%M, %A, %lb, %ub, %s, %n) : (memref<?x?xf64>, memref<?x?xf64>, index, index, index, index) -> ()
  func.call @bits(%M, %n, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @lower(%M, %A, %lb, %ub, %s) : (memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> ()
  func.call @bits(%M, %n, %n) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %M : memref<?x?xf64>
  memref.dealloc %A : memref<?x?xf64>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c13 = arith.constant 13 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  func.call @run(%c0, %c0, %c1) : (index, index, index) -> ()
  func.call @run(%c0, %c1, %c1) : (index, index, index) -> ()
  func.call @run(%c0, %c2, %c1) : (index, index, index) -> ()
  func.call @run(%c0, %c3, %c1) : (index, index, index) -> ()
  func.call @run(%c0, %c7, %c1) : (index, index, index) -> ()
  func.call @run(%c0, %c8, %c1) : (index, index, index) -> ()
  func.call @run(%c0, %c13, %c1) : (index, index, index) -> ()
  func.call @run(%c3, %c15, %c2) : (index, index, index) -> ()
  func.call @run(%c3, %c16, %c2) : (index, index, index) -> ()
  return
}
