// Differential test of reduction-to-memory (-O3, loopc run's default): the
// naive matrix product with the k sum in iter_args, starting from the cell
// (@mm_acc) or from 0.0 (@mm_zero): the sum goes to memory, then
// loop-interchange swaps j and k and register-tile keeps tiles of C in
// registers, inside parallelize's version for disjoint arguments; @mm_acc is
// also called with C aliasing A, which takes the untransformed version.
// @mm_reads_cell reads its cell in the k loop too (the original value, not
// the partial sum): it must not be rewritten, and would print other bits if
// it were. n = 37 leaves remainders for every tile. Every f64 result is
// summed bit for bit (bitcast to i64), so that any change of the order of
// additions shows.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.loopc1.out
// RUN: diff %t.mlir.out %t.loopc1.out
// RUN: %loopc run %s -e main --threads 2 > %t.loopc2.out
// RUN: diff %t.mlir.out %t.loopc2.out
// RUN: %loopc run %s -e main -O0 --reduction-to-memory > %t.pass.out
// RUN: diff %t.mlir.out %t.pass.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// It fires where it should, and only there:
// RUN: %loopc %s -O3 --print-names=source --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// IR-LABEL: IR Dump After reduction-to-memory
// IR-LABEL: func.func @mm_acc
// IR:         scf.if
// IR:           scf.parallel (%i)
// IR-NEXT:        scf.for %j
// IR-NEXT:          scf.for %k = %c0 to %n step %c1 {
// IR-NEXT:            memref.load %C[%i, %j]
// IR:                 memref.store %t, %C[%i, %j]
// IR-NEXT:          }
// IR-NEXT:        }
// IR:         } else {
// IR:               scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
// IR-LABEL: func.func @mm_zero
// IR:           scf.for %j
// IR-NEXT:        memref.store %zero, %C[%i, %j]
// IR-NEXT:        scf.for %k = %c0 to %n step %c1 {
// IR-NEXT:          memref.load %C[%i, %j]
// IR-LABEL: func.func @mm_reads_cell
// IR:             scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
// IR-LABEL: IR Dump After register-tile
// IR-LABEL: func.func @mm_acc
// IR:         scf.if
// IR:           = scf.for %{{[^ ]*}} = %{{[^ ]*}} to %{{[^ ]*}} step %c1 iter_args(%{{[^ ]*}} = %{{[^ ]*}}, %
// IR-LABEL: func.func @mm_zero
// IR:           = scf.for %{{[^ ]*}} = %{{[^ ]*}} to %{{[^ ]*}} step %c1 iter_args(%{{[^ ]*}} = %{{[^ ]*}}, %

// The four bit sums, in order (mm_acc, mm_acc with C = A, mm_zero,
// mm_reads_cell), are the same in MLIR, loopc at -O0 and loopc at -O3:
// CHECK-COUNT-4: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// C += A * B (n x n), i-j-k, the sum in iter_args from C[i][j].
func.func @mm_acc(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = arith.addf %s, %p : f64
        scf.yield %t : f64
      }
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// C = A * B, the sum from 0.0 (what convert-linalg-to-loops' users write).
func.func @mm_zero(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                   %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%s = %zero) -> (f64) {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = arith.addf %s, %p : f64
        scf.yield %t : f64
      }
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// C[i][j] = C[i][j] + sum over k of (A[i][k] * B[k][j] + C[i][j] / 3), the
// C[i][j] inside the k loop always the value before it.
func.func @mm_reads_cell(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                         %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %r = scf.for %k = %c0 to %n step %c1 iter_args(%s = %c) -> (f64) {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %o = memref.load %C[%i, %j] : memref<?x?xf64>
        %o3 = arith.divf %o, %three : f64
        %po = arith.addf %p, %o3 : f64
        %t = arith.addf %s, %po : f64
        scf.yield %t : f64
      }
      memref.store %r, %C[%i, %j] : memref<?x?xf64>
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
  func.call @fill(%C, %n, %c3) : (memref<?x?xf64>, index, index) -> ()
  func.call @mm_acc(%A, %B, %C, %n) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%C, %n) : (memref<?x?xf64>, index) -> ()
  func.call @mm_acc(%A, %B, %A, %n) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%A, %n) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%A, %n, %c1) : (memref<?x?xf64>, index, index) -> ()
  func.call @mm_zero(%A, %B, %C, %n) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%C, %n) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%C, %n, %c3) : (memref<?x?xf64>, index, index) -> ()
  func.call @mm_reads_cell(%A, %B, %C, %n) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @bits(%C, %n) : (memref<?x?xf64>, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}
