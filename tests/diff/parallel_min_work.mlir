// Differential test of parallelize's work threshold (min-work, -O3):
// a jacobi-like time loop whose row loops are parallel only when the work
// of one time step reaches min-work, decided when the program runs (the
// size is an argument): called with n = 20 (sequential version) and n = 400
// (parallel version), run with 1 and 2 threads, without the threshold, and
// by MLIR's pipeline. Every f64 result is summed bit for bit.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.loopc1.out
// RUN: diff %t.mlir.out %t.loopc1.out
// RUN: %loopc run %s -e main --threads 2 > %t.loopc2.out
// RUN: diff %t.mlir.out %t.loopc2.out
// RUN: %loopc run %s -e main -O0 --parallelize=min-work=0 --threads 2 > %t.nomin.out
// RUN: diff %t.mlir.out %t.nomin.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// The versions and the check (the estimate: (n - 2) rows of (n - 2) x 7
// ops, against 262144):
// RUN: %loopc %s -O3 --print-names=source | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @steps
// IR:         scf.for %t
// IR:           %[[W:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : index
// IR-NEXT:      scf.if %[[W]] {
// IR-NEXT:        scf.parallel (%i)
// IR:           } else {
// IR-NEXT:        scf.for %i
// IR-LABEL: func.func @main

// The two bit sums (n = 20, n = 400):
// CHECK-COUNT-2: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// 4 time steps of B[i][j] = (A[i-1][j] + A[i+1][j]) * 0.5 + A[i][j-1] / 3,
// then A = B, over the interior.
func.func @steps(%A: memref<?x?xf64>, %B: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %half = arith.constant 0.5 : f64
  %three = arith.constant 3.0 : f64
  %m = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %c4 step %c1 {
    scf.for %i = %c1 to %m step %c1 {
      scf.for %j = %c1 to %m step %c1 {
        %ip = arith.addi %i, %c1 : index
        %im = arith.subi %i, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %a = memref.load %A[%ip, %j] : memref<?x?xf64>
        %b = memref.load %A[%im, %j] : memref<?x?xf64>
        %c = memref.load %A[%i, %jm] : memref<?x?xf64>
        %s = arith.addf %a, %b : f64
        %h = arith.mulf %s, %half : f64
        %c3 = arith.divf %c, %three : f64
        %r = arith.addf %h, %c3 : f64
        memref.store %r, %B[%i, %j] : memref<?x?xf64>
      }
    }
    scf.for %i = %c1 to %m step %c1 {
      scf.for %j = %c1 to %m step %c1 {
        %x = memref.load %B[%i, %j] : memref<?x?xf64>
        memref.store %x, %A[%i, %j] : memref<?x?xf64>
      }
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

func.func @run(%n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %A = memref.alloc(%n, %n) : memref<?x?xf64>
  %B = memref.alloc(%n, %n) : memref<?x?xf64>
  func.call @fill(%A, %n, %c1) : (memref<?x?xf64>, index, index) -> ()
  func.call @fill(%B, %n, %c2) : (memref<?x?xf64>, index, index) -> ()
  func.call @steps(%A, %B, %n) : (memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %n) : (memref<?x?xf64>, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  return
}

func.func @main() {
  %small = arith.constant 20 : index
  %large = arith.constant 400 : index
  func.call @run(%small) : (index) -> ()
  func.call @run(%large) : (index) -> ()
  return
}
