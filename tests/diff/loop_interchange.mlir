// Differential test of loop-interchange (-O3, loopc run's default): 2mm's
// first product written i-j-k with the cell cleared before its k loop
// (distributed, then j and k swapped, inside parallelize's version for
// disjoint arguments; the kernel is also called with C aliasing A, which
// takes the unswapped version), a sweep A[i][j] = A[i-1][j-1] + ... written
// j-i (swapped: distance (1, 1)) and one reading A[i-1][j+1] (must not be
// swapped: distance (1, -1)). Every f64 result is summed bit for bit
// (bitcast to i64), so that any change of the order of additions, or a
// read before its write, shows; the data are not small integers.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.loopc1.out
// RUN: diff %t.mlir.out %t.loopc1.out
// RUN: %loopc run %s -e main --threads 2 > %t.loopc2.out
// RUN: diff %t.mlir.out %t.loopc2.out
// RUN: %loopc run %s -e main -O0 --loop-interchange > %t.pass.out
// RUN: diff %t.mlir.out %t.pass.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// It fires where it should, and only there:
// RUN: %loopc %s -O3 --print-names=source | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @mm
// IR:         scf.if
// IR:           scf.parallel (%i)
// IR-NEXT:        scf.for %j
// IR-NEXT:          memref.store
// IR-NEXT:        }
// IR-NEXT:        scf.for %k
// IR-NEXT:          scf.for %j
// IR:         } else {
// IR-NEXT:      scf.for %i
// IR-NEXT:        scf.for %j
// IR-NEXT:          memref.store
// IR-NEXT:          scf.for %k
// IR-LABEL: func.func @sweep_ok
// IR:         scf.for %i
// IR-NEXT:      scf.for %j
// IR-LABEL: func.func @sweep_skewed
// IR:         scf.for %j
// IR:           scf.for %i

// The four bit sums, in order (mm, mm with C = A, sweep_ok, sweep_skewed),
// are the same in MLIR, loopc at -O0 and loopc at -O3:
// CHECK-COUNT-4: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// C = A * B (n x n), i-j-k, C cleared first; A, B, C may alias.
func.func @mm(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %zero, %C[%i, %j] : memref<?x?xf64>
      scf.for %k = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// A[i][j] = A[i-1][j-1] * 0.75 + A[i][j] / 3, j outer.
func.func @sweep_ok(%A: memref<?x?xf64>, %n: index) {
  %c1 = arith.constant 1 : index
  %q = arith.constant 0.75 : f64
  %t = arith.constant 3.0 : f64
  scf.for %j = %c1 to %n step %c1 {
    scf.for %i = %c1 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %x = memref.load %A[%im, %jm] : memref<?x?xf64>
      %y = memref.load %A[%i, %j] : memref<?x?xf64>
      %xq = arith.mulf %x, %q : f64
      %yt = arith.divf %y, %t : f64
      %r = arith.addf %xq, %yt : f64
      memref.store %r, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// A[i][j] = A[i-1][j+1] * 0.75 + A[i][j] / 3, j outer (j + 1 < n).
func.func @sweep_skewed(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %q = arith.constant 0.75 : f64
  %t = arith.constant 3.0 : f64
  %nm = arith.subi %n, %c1 : index
  scf.for %j = %c0 to %nm step %c1 {
    scf.for %i = %c1 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %x = memref.load %A[%im, %jp] : memref<?x?xf64>
      %y = memref.load %A[%i, %j] : memref<?x?xf64>
      %xq = arith.mulf %x, %q : f64
      %yt = arith.divf %y, %t : f64
      %r = arith.addf %xq, %yt : f64
      memref.store %r, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// M[i][j] = ((i * 7 + j * 3 + seed) mod 11) / 7 - 0.6
func.func @fill(%M: memref<?x?xf64>, %n: index, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %s = arith.constant 7.0 : f64
  %o = arith.constant 0.6 : f64
  scf.for %i = %c0 to %n step %c1 {
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
func.func @bits(%M: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
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
  %n = arith.constant 37 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %A = memref.alloc(%n, %n) : memref<?x?xf64>
  %B = memref.alloc(%n, %n) : memref<?x?xf64>
  %C = memref.alloc(%n, %n) : memref<?x?xf64>
  func.call @fill(%A, %n, %c1) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%B, %n, %c2) : (memref<?x?xf64>, index, index) -> ()
  func.call @mm(%A, %B, %C, %n) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%C, %n) : (memref<?x?xf64>, index) -> ()
  func.call @mm(%A, %B, %A, %n) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%A, %n, %c3) : (memref<?x?xf64>, index, index) -> ()
  func.call @sweep_ok(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%A, %n, %c3) : (memref<?x?xf64>, index, index) -> ()
  func.call @sweep_skewed(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %n) : (memref<?x?xf64>, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}
