// Differential test of dce's dead loop-carried values (-O2 and -O3, loopc
// run's default): PolyBench's symm as Polygeist writes it, its temp2 a
// one-element alloca cleared before each j iteration's k loop, which
// mem2reg carries through the i and j loops as well; dce drops those
// carried values, after which parallelize makes the j loop parallel. In
// @symm_carried temp2 is cleared once per i iteration, so the j loop
// carries it for real and it must stay (the i loop is parallel there). symm is also called with C
// aliasing B (the sequential version). Every f64 result is summed bit for
// bit (bitcast to i64), so that any change of order or value shows.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.loopc1.out
// RUN: diff %t.mlir.out %t.loopc1.out
// RUN: %loopc run %s -e main --threads 2 > %t.loopc2.out
// RUN: diff %t.mlir.out %t.loopc2.out
// RUN: %loopc run %s -e main -O0 --mem2reg --dce > %t.pass.out
// RUN: diff %t.mlir.out %t.pass.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// It fires where it should, and only there:
// RUN: %loopc %s -O3 --print-names=source | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @symm
// IR:         scf.for %i = {{.*}} {
// (the parallel j loop then runs two columns at a time, parallel-unroll-jam
// with 128-bit vectors, the columns past the last pair in a loop.for):
// IR:           scf.parallel
// IR-NEXT:        arith.muli
// IR-NEXT:        arith.addi
// IR-NEXT:        :2 = scf.for %{{.*}} iter_args
// IR-LABEL: func.func @symm_carried
// IR:           scf.for %j = {{.*}} iter_args
// IR-NOT:       scf.parallel (%j)
// IR-LABEL: func.func @fill

// The three bit sums, in order (symm, symm with C = B, symm_carried), are
// the same in MLIR, loopc at -O0 and loopc at -O3:
// CHECK-COUNT-3: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// C = alpha * A * B + beta * C, A symmetric (lower triangle), m x n.
func.func @symm(%C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %m: index, %n: index,
                %alpha: f64, %beta: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %t = memref.alloca() : memref<1xf64>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %zero, %t[%c0] : memref<1xf64>
      scf.for %k = %c0 to %i step %c1 {
        %b = memref.load %B[%i, %j] : memref<?x?xf64>
        %ab = arith.mulf %alpha, %b : f64
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %p = arith.mulf %ab, %a : f64
        %c = memref.load %C[%k, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%k, %j] : memref<?x?xf64>
        %bk = memref.load %B[%k, %j] : memref<?x?xf64>
        %a2 = memref.load %A[%i, %k] : memref<?x?xf64>
        %q = arith.mulf %bk, %a2 : f64
        %tv = memref.load %t[%c0] : memref<1xf64>
        %tn = arith.addf %tv, %q : f64
        memref.store %tn, %t[%c0] : memref<1xf64>
      }
      %cij = memref.load %C[%i, %j] : memref<?x?xf64>
      %x = arith.mulf %beta, %cij : f64
      %bij = memref.load %B[%i, %j] : memref<?x?xf64>
      %y = arith.mulf %alpha, %bij : f64
      %aii = memref.load %A[%i, %i] : memref<?x?xf64>
      %z = arith.mulf %y, %aii : f64
      %xz = arith.addf %x, %z : f64
      %tv = memref.load %t[%c0] : memref<1xf64>
      %w = arith.mulf %alpha, %tv : f64
      %r = arith.addf %xz, %w : f64
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// The same with temp2 cleared once per i: the j loop carries it.
func.func @symm_carried(%C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %m: index,
                        %n: index, %alpha: f64, %beta: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %t = memref.alloca() : memref<1xf64>
  scf.for %i = %c0 to %m step %c1 {
    memref.store %zero, %t[%c0] : memref<1xf64>
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %i step %c1 {
        %bk = memref.load %B[%k, %j] : memref<?x?xf64>
        %a2 = memref.load %A[%i, %k] : memref<?x?xf64>
        %q = arith.mulf %bk, %a2 : f64
        %tv = memref.load %t[%c0] : memref<1xf64>
        %tn = arith.addf %tv, %q : f64
        memref.store %tn, %t[%c0] : memref<1xf64>
      }
      %cij = memref.load %C[%i, %j] : memref<?x?xf64>
      %x = arith.mulf %beta, %cij : f64
      %tv = memref.load %t[%c0] : memref<1xf64>
      %w = arith.mulf %alpha, %tv : f64
      %r = arith.addf %x, %w : f64
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
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
  %n = arith.constant 37 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %A = memref.alloc(%m, %m) : memref<?x?xf64>
  %B = memref.alloc(%m, %n) : memref<?x?xf64>
  %C = memref.alloc(%m, %n) : memref<?x?xf64>
  func.call @fill(%A, %m, %m, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%B, %m, %n, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%C, %m, %n, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @symm(%C, %A, %B, %m, %n, %alpha, %beta)
      : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, f64, f64) -> ()
  func.call @bits(%C, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @symm(%B, %A, %B, %m, %n, %alpha, %beta)
      : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, f64, f64) -> ()
  func.call @bits(%B, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%C, %m, %n, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @symm_carried(%C, %A, %B, %m, %n, %alpha, %beta)
      : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, f64, f64) -> ()
  func.call @bits(%C, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}
