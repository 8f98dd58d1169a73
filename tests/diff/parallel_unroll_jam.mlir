// Differential test of parallel-unroll-jam (-O3, loopc run's default):
// PolyBench's symm (the j loop, parallel, jammed around the k loop that
// carries temp2 and walks C[k][j] and B[k][j] down a column) and deriche's
// column sweeps, forward and backward (the j loop jammed around the i loop
// carrying the recurrence's last values), on sizes that leave columns past
// the last whole group (29 columns: 3 groups of 8 and 5 left with 512-bit
// vectors, 7 of 4 and 1 with 256-bit ones, 14 of 2 and 1 portably), on 1
// and 2 threads; also symm called with C = B, which takes the version that
// is not parallel. Every result's bits are summed (bitcast to i64), so any
// change of the order of operations shows; the data are not small integers.
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
// RUN: %loopc %s -O3 --vector-bits=512 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// It fires (in the versions for disjoint arguments): 8 columns' chains in
// the k loop's iter_args.
// RUN: %loopc %s -O3 --vector-bits=512 | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @symm
// IR:         scf.if
// IR:           scf.parallel
// IR:             :8 = scf.for
// IR:           scf.for
// IR:         } {loopc.disjoint_args}
// IR-LABEL: func.func @sweep_down
// IR:           scf.parallel
// IR:             :24 = scf.for
// IR-LABEL: func.func @sweep_up
// IR:           scf.parallel
// IR:             :32 = scf.for
// trmm's B[i][j], carried in memory through the k loop (8 columns' loads):
// IR-LABEL: func.func @trmm
// IR:           scf.parallel
// IR:             scf.for
// IR-COUNT-8:       memref.load %arg1[%{{.*}}, %{{.*}}] : memref<?x?xf64>

// The five bit sums (symm's C, symm's B with C = B, the two sweeps' Y,
// trmm's B), the same in MLIR and every loopc run:
// CHECK-COUNT-5: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// PolyBench's symm: C (m x n) = alpha * A * B + beta * C, A (m x m) symmetric,
// its lower triangle stored.
func.func @symm(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %m: index, %n: index,
                %alpha: f64, %beta: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %t = scf.for %k = %c0 to %i step %c1 iter_args(%acc = %z) -> (f64) {
        %bij = memref.load %B[%i, %j] : memref<?x?xf64>
        %ab = arith.mulf %alpha, %bij : f64
        %aik = memref.load %A[%i, %k] : memref<?x?xf64>
        %x = arith.mulf %ab, %aik : f64
        %ckj = memref.load %C[%k, %j] : memref<?x?xf64>
        %s = arith.addf %ckj, %x : f64
        memref.store %s, %C[%k, %j] : memref<?x?xf64>
        %bkj = memref.load %B[%k, %j] : memref<?x?xf64>
        %y = arith.mulf %bkj, %aik : f64
        %acc2 = arith.addf %acc, %y : f64
        scf.yield %acc2 : f64
      }
      %cij = memref.load %C[%i, %j] : memref<?x?xf64>
      %u = arith.mulf %beta, %cij : f64
      %bij = memref.load %B[%i, %j] : memref<?x?xf64>
      %ab = arith.mulf %alpha, %bij : f64
      %aii = memref.load %A[%i, %i] : memref<?x?xf64>
      %v = arith.mulf %ab, %aii : f64
      %uv = arith.addf %u, %v : f64
      %w = arith.mulf %alpha, %t : f64
      %r = arith.addf %uv, %w : f64
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// deriche's third sweep: down each column j of X (w x h), a recurrence over i.
func.func @sweep_down(%X: memref<?x?xf64>, %Y: memref<?x?xf64>, %w: index, %h: index,
                      %a5: f64, %a6: f64, %b1: f64, %b2: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %j = %c0 to %h step %c1 {
    %r:3 = scf.for %i = %c0 to %w step %c1 iter_args(%tm1 = %z, %ym1 = %z, %ym2 = %z) -> (f64, f64, f64) {
      %x = memref.load %X[%i, %j] : memref<?x?xf64>
      %p = arith.mulf %a5, %x : f64
      %q = arith.mulf %a6, %tm1 : f64
      %pq = arith.addf %p, %q : f64
      %s = arith.mulf %b1, %ym1 : f64
      %pqs = arith.addf %pq, %s : f64
      %t = arith.mulf %b2, %ym2 : f64
      %y = arith.addf %pqs, %t : f64
      memref.store %y, %Y[%i, %j] : memref<?x?xf64>
      scf.yield %x, %y, %ym1 : f64, f64, f64
    }
  }
  return
}

// deriche's fourth sweep: up each column, i = w - 1 - r.
func.func @sweep_up(%X: memref<?x?xf64>, %Y: memref<?x?xf64>, %w: index, %h: index,
                    %a7: f64, %a8: f64, %b1: f64, %b2: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %last = arith.subi %w, %c1 : index
  scf.for %j = %c0 to %h step %c1 {
    %r:4 = scf.for %rr = %c0 to %w step %c1 iter_args(%tp1 = %z, %tp2 = %z, %yp1 = %z, %yp2 = %z) -> (f64, f64, f64, f64) {
      %i = arith.subi %last, %rr : index
      %p = arith.mulf %a7, %tp1 : f64
      %q = arith.mulf %a8, %tp2 : f64
      %pq = arith.addf %p, %q : f64
      %s = arith.mulf %b1, %yp1 : f64
      %pqs = arith.addf %pq, %s : f64
      %t = arith.mulf %b2, %yp2 : f64
      %y = arith.addf %pqs, %t : f64
      memref.store %y, %Y[%i, %j] : memref<?x?xf64>
      %x = memref.load %X[%i, %j] : memref<?x?xf64>
      scf.yield %x, %tp1, %y, %yp1 : f64, f64, f64, f64
    }
  }
  return
}

// PolyBench's trmm: B (m x n) = alpha * A^T * B, A (m x m) unit lower triangular.
func.func @trmm(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %m: index, %n: index, %alpha: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %m step %c1 {
    %i1 = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %i1 to %m step %c1 {
        %aki = memref.load %A[%k, %i] : memref<?x?xf64>
        %bkj = memref.load %B[%k, %j] : memref<?x?xf64>
        %x = arith.mulf %aki, %bkj : f64
        %bij = memref.load %B[%i, %j] : memref<?x?xf64>
        %s = arith.addf %bij, %x : f64
        memref.store %s, %B[%i, %j] : memref<?x?xf64>
      }
      %b = memref.load %B[%i, %j] : memref<?x?xf64>
      %ab = arith.mulf %alpha, %b : f64
      memref.store %ab, %B[%i, %j] : memref<?x?xf64>
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

func.func @main() {
  %m = arith.constant 37 : index
  %n = arith.constant 29 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %a6 = arith.constant -0.35 : f64
  %b1 = arith.constant 0.7 : f64
  %b2 = arith.constant -0.15 : f64
  %A = memref.alloc(%m, %m) : memref<?x?xf64>
  %B = memref.alloc(%m, %n) : memref<?x?xf64>
  %C = memref.alloc(%m, %n) : memref<?x?xf64>
  func.call @fill(%A, %m, %m, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%B, %m, %n, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%C, %m, %n, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @symm(%A, %B, %C, %m, %n, %alpha, %beta) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, f64, f64) -> ()
  func.call @bits(%C, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @symm(%A, %B, %B, %m, %n, %alpha, %beta) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, f64, f64) -> ()
  func.call @bits(%B, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%C, %m, %n, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @sweep_down(%B, %C, %m, %n, %beta, %a6, %b1, %b2) : (memref<?x?xf64>, memref<?x?xf64>, index, index, f64, f64, f64, f64) -> ()
  func.call @bits(%C, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @sweep_up(%B, %C, %m, %n, %alpha, %a6, %b1, %b2) : (memref<?x?xf64>, memref<?x?xf64>, index, index, f64, f64, f64, f64) -> ()
  func.call @bits(%C, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @trmm(%A, %C, %m, %n, %alpha) : (memref<?x?xf64>, memref<?x?xf64>, index, index, f64) -> ()
  func.call @bits(%C, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}
