// Differential test of loop-interchange's distribution over the loops of
// a nest (-O3, loopc run's default): PolyBench's gramschmidt as Polygeist
// writes it (the norm in a one-element alloca). Its column loop j holds
// two i loops that walk columns; parallelize keeps it sequential (a
// parallel copy would walk the columns as written) but versions it under
// the overlap check (arguments that may alias), and in the copy with
// disjoint arguments loop-interchange distributes j over the two loops and
// swaps each pair, so that they walk rows. Also called with Q aliasing A (the loop as it was). Every f64
// result is summed bit for bit (bitcast to i64), so that any change of the
// order of additions, or a read before its write, shows.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.loopc1.out
// RUN: diff %t.mlir.out %t.loopc1.out
// RUN: %loopc run %s -e main --threads 2 > %t.loopc2.out
// RUN: diff %t.mlir.out %t.loopc2.out
// RUN: %loopc run %s -e main -O0 --parallelize --loop-interchange > %t.pass.out
// RUN: diff %t.mlir.out %t.pass.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// It fires where it should (the sequential copy under the overlap check),
// and only there:
// RUN: %loopc %s -O3 --print-names=source | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @gramschmidt
// IR-NOT:     scf.parallel
// IR:         scf.if
// IR-NEXT:      scf.for %j
// IR-NEXT:        memref.store
// IR-NEXT:      }
// IR-NEXT:      scf.for %i
// IR-NEXT:        scf.for %j
// IR:           scf.for %i
// IR-NEXT:        scf.for %j
// IR:         } else {
// IR-NEXT:      scf.for %j
// IR-NEXT:        memref.store
// IR-NEXT:        scf.for %i
// IR:             scf.for %i
// IR:         } {loopc.disjoint_args}
// IR-NOT:     scf.parallel
// IR-LABEL: func.func @fill

// The bit sums of R and Q, then of A, R and Q with Q = A, are the same in
// MLIR, loopc at -O0 and loopc at -O3:
// CHECK-COUNT-5: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// A (m x n) = Q R: modified Gram-Schmidt, column by column.
func.func @gramschmidt(%A: memref<?x?xf64>, %R: memref<?x?xf64>, %Q: memref<?x?xf64>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %nrm = memref.alloca() : memref<1xf64>
  scf.for %k = %c0 to %n step %c1 {
    memref.store %zero, %nrm[%c0] : memref<1xf64>
    scf.for %i = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf64>
      %aa = arith.mulf %a, %a : f64
      %s = memref.load %nrm[%c0] : memref<1xf64>
      %t = arith.addf %s, %aa : f64
      memref.store %t, %nrm[%c0] : memref<1xf64>
    }
    %s = memref.load %nrm[%c0] : memref<1xf64>
    %r = math.sqrt %s : f64
    memref.store %r, %R[%k, %k] : memref<?x?xf64>
    scf.for %i = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf64>
      %rk = memref.load %R[%k, %k] : memref<?x?xf64>
      %q = arith.divf %a, %rk : f64
      memref.store %q, %Q[%i, %k] : memref<?x?xf64>
    }
    %k1 = arith.addi %k, %c1 : index
    scf.for %j = %k1 to %n step %c1 {
      memref.store %zero, %R[%k, %j] : memref<?x?xf64>
      scf.for %i = %c0 to %m step %c1 {
        %q = memref.load %Q[%i, %k] : memref<?x?xf64>
        %a = memref.load %A[%i, %j] : memref<?x?xf64>
        %p = arith.mulf %q, %a : f64
        %rv = memref.load %R[%k, %j] : memref<?x?xf64>
        %sum = arith.addf %rv, %p : f64
        memref.store %sum, %R[%k, %j] : memref<?x?xf64>
      }
      scf.for %i = %c0 to %m step %c1 {
        %a = memref.load %A[%i, %j] : memref<?x?xf64>
        %q = memref.load %Q[%i, %k] : memref<?x?xf64>
        %rv = memref.load %R[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %q, %rv : f64
        %d = arith.subf %a, %p : f64
        memref.store %d, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// M[i][j] = ((i * 7 + j * 3 + seed) mod 11) / 7 - 0.6
func.func @fill(%M: memref<?x?xf64>, %rows: index, %cols: index, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %s = arith.constant 7.0 : f64
  %o = arith.constant 0.6 : f64
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
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
func.func @bits(%M: memref<?x?xf64>, %rows: index, %cols: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %z) -> (i64) {
    %r2 = scf.for %j = %c0 to %cols step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %x = memref.load %M[%i, %j] : memref<?x?xf64>
      %b = arith.bitcast %x : f64 to i64
      %in = arith.muli %i, %cols : index
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
  %m = arith.constant 29 : index
  %n = arith.constant 23 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %A = memref.alloc(%m, %n) : memref<?x?xf64>
  %R = memref.alloc(%n, %n) : memref<?x?xf64>
  %Q = memref.alloc(%m, %n) : memref<?x?xf64>
  func.call @fill(%A, %m, %n, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%R, %n, %n, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%Q, %m, %n, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @gramschmidt(%A, %R, %Q, %m, %n)
      : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%R, %n, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%Q, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%A, %m, %n, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @gramschmidt(%A, %R, %A, %m, %n)
      : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%A, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%R, %n, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%Q, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %R : memref<?x?xf64>
  memref.dealloc %Q : memref<?x?xf64>
  return
}
