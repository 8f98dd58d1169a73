// Differential test of the dependence analysis' use of the loops' bounds
// (triangular nests, passes/dependence.c): loops it proves free of carried
// dependences only through the bounds, made parallel (correlation's
// symmetric product, where C[i][j] and C[j][i] never meet because j > i;
// lu's second row loop, where A[i][k] with k < i never meets A[i][j] with
// j >= i, parallel without the min-work threshold), and triangles that
// must stay sequential (trisolv's x[i] against x[j], j < i; an in-place
// transpose over the whole square); and loop-interchange's distribution of
// the ops after an inner loop (corr's mirror store), legal by the bounds. Every f64 result is summed bit for bit,
// so a read before its write shows. Run by MLIR's pipeline, by loopc on 1
// and 2 threads, by the pass alone without min-work, and the pass's IR fed
// back to MLIR.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.loopc1.out
// RUN: diff %t.mlir.out %t.loopc1.out
// RUN: %loopc run %s -e main --threads 2 > %t.loopc2.out
// RUN: diff %t.mlir.out %t.loopc2.out
// RUN: %loopc run %s -e main -O0 --parallelize=min-work=0 --threads 2 > %t.pass.out
// RUN: diff %t.mlir.out %t.pass.out
// RUN: %loopc %s --parallelize=min-work=0 --syntax=modern > %t.par.mlir
// RUN: %mlir_opt %t.par.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.par.out
// RUN: diff %t.mlir.out %t.par.out
// It fires where it should, and only there:
// RUN: %loopc %s --parallelize=min-work=0 --print-names=source | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @corr
// IR:         scf.parallel (%i)
// IR-LABEL: func.func @lu
// IR:         scf.for %i
// IR:           scf.for %j
// IR:             scf.for %k
// IR:           scf.parallel (%j)
// IR-LABEL: func.func @trisolv
// IR-NOT:     scf.parallel
// IR-LABEL: func.func @transpose_inplace
// IR-NOT:     scf.parallel
// IR-LABEL: func.func @fill
// At -O3 loop-interchange also moves corr's mirror store after the k loop
// (a j loop of its own) and swaps j and k, in the parallel version:
// RUN: %loopc %s -O3 --print-names=source | FileCheck %s --check-prefix=O3
// RUN: %loopc run %s -e main -O0 --loop-interchange > %t.li.out
// RUN: diff %t.mlir.out %t.li.out
// O3-LABEL: func.func @corr
// O3:         scf.parallel (%i)
// O3:           scf.for %j = %i1 to %n step %c1 {
// O3-NEXT:        memref.store %zero, %C[%i, %j]
// O3-NEXT:      }
// O3-NEXT:      scf.for %k = %c0 to %m step %c1 {
// O3-NEXT:        scf.for %j = %i1 to %n step %c1 {
// O3:           scf.for %j = %i1 to %n step %c1 {
// O3-NEXT:        memref.load %C[%i, %j]
// O3-NEXT:        memref.store %{{.*}}, %C[%j, %i]

// The four bit sums, in order (corr, lu, trisolv, transpose_inplace), are
// the same in MLIR and in loopc:
// CHECK-COUNT-4: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// correlation's last nest: C (n x n) = D^T D over m rows, C[i][i] = 1.
func.func @corr(%D: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %n1 = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %n1 step %c1 {
    memref.store %one, %C[%i, %i] : memref<?x?xf64>
    %i1 = arith.addi %i, %c1 : index
    scf.for %j = %i1 to %n step %c1 {
      memref.store %zero, %C[%i, %j] : memref<?x?xf64>
      scf.for %k = %c0 to %m step %c1 {
        %a = memref.load %D[%k, %i] : memref<?x?xf64>
        %b = memref.load %D[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
      %x = memref.load %C[%i, %j] : memref<?x?xf64>
      memref.store %x, %C[%j, %i] : memref<?x?xf64>
    }
  }
  memref.store %one, %C[%n1, %n1] : memref<?x?xf64>
  return
}

// PolyBench's lu, in place.
func.func @lu(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      scf.for %k = %c0 to %j step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %A[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %A[%i, %j] : memref<?x?xf64>
        %s = arith.subf %c, %p : f64
        memref.store %s, %A[%i, %j] : memref<?x?xf64>
      }
      %d = memref.load %A[%j, %j] : memref<?x?xf64>
      %e = memref.load %A[%i, %j] : memref<?x?xf64>
      %q = arith.divf %e, %d : f64
      memref.store %q, %A[%i, %j] : memref<?x?xf64>
    }
    scf.for %j = %i to %n step %c1 {
      scf.for %k = %c0 to %i step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %A[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %A[%i, %j] : memref<?x?xf64>
        %s = arith.subf %c, %p : f64
        memref.store %s, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// x[i][0] = (b[i][0] - sum over j < i of L[i][j] * x[j][0]) / L[i][i].
func.func @trisolv(%L: memref<?x?xf64>, %X: memref<?x?xf64>, %B: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %b = memref.load %B[%i, %c0] : memref<?x?xf64>
    memref.store %b, %X[%i, %c0] : memref<?x?xf64>
    scf.for %j = %c0 to %i step %c1 {
      %l = memref.load %L[%i, %j] : memref<?x?xf64>
      %xj = memref.load %X[%j, %c0] : memref<?x?xf64>
      %p = arith.mulf %l, %xj : f64
      %xi = memref.load %X[%i, %c0] : memref<?x?xf64>
      %s = arith.subf %xi, %p : f64
      memref.store %s, %X[%i, %c0] : memref<?x?xf64>
    }
    %d = memref.load %L[%i, %i] : memref<?x?xf64>
    %x = memref.load %X[%i, %c0] : memref<?x?xf64>
    %q = arith.divf %x, %d : f64
    memref.store %q, %X[%i, %c0] : memref<?x?xf64>
  }
  return
}

// A[i][j] = A[j][i] * 0.5 + 1 in program order: row i reads the columns
// earlier rows wrote (carried by i), never within one row.
func.func @transpose_inplace(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 0.5 : f64
  %one = arith.constant 1.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %A[%j, %i] : memref<?x?xf64>
      %w = arith.mulf %v, %h : f64
      %r = arith.addf %w, %one : f64
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
  %m = arith.constant 29 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %A = memref.alloc(%n, %n) : memref<?x?xf64>
  %B = memref.alloc(%n, %n) : memref<?x?xf64>
  %C = memref.alloc(%n, %n) : memref<?x?xf64>
  func.call @fill(%A, %n, %c1) : (memref<?x?xf64>, index, index) -> ()
  func.call @corr(%A, %C, %n, %m) : (memref<?x?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%C, %n) : (memref<?x?xf64>, index) -> ()
  // lu without pivoting: a diagonal that dominates keeps it tame.
  func.call @fill(%A, %n, %c2) : (memref<?x?xf64>, index, index) -> ()
  %c0 = arith.constant 0 : index
  %big = arith.constant 50.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    memref.store %big, %A[%i, %i] : memref<?x?xf64>
  }
  func.call @lu(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%B, %n, %c3) : (memref<?x?xf64>, index, index) -> ()
  func.call @trisolv(%A, %B, %C, %n) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%B, %n) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%A, %n, %c5) : (memref<?x?xf64>, index, index) -> ()
  func.call @transpose_inplace(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %n) : (memref<?x?xf64>, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}
