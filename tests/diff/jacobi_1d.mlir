// Differential test of the C form of 1-D three-point stencils: jacobi-1d's
// loops load A[i-1], A[i] and A[i+1], so their function is emitted without
// the no-alias kernel (tests/codegen/noalias_load_chain.mlir) and clang
// vectorizes it behind its own overlap checks. Called with two buffers and
// with one buffer as both (the sweeps then read what they just wrote, which
// a vectorized loop without a working check would get wrong), at sizes no
// vector width divides. Every f64 result is summed bit for bit (bitcast to
// i64), so that any change of order or value shows.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.o0.out
// RUN: diff %t.mlir.out %t.o0.out
// RUN: env CC=gcc %loopc run %s -e main > %t.gcc.out
// RUN: diff %t.mlir.out %t.gcc.out

// The bit sums of A and B after two buffers, then of the one buffer, for
// each size:
// CHECK-COUNT-9: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

func.func @jacobi_1d(%tsteps: index, %n: index, %A: memref<?xf64>, %B: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %third = arith.constant 0.33333 : f64
  %last = arith.addi %n, %cm1 : index
  scf.for %t = %c0 to %tsteps step %c1 {
    scf.for %i = %c1 to %last step %c1 {
      %im = arith.addi %i, %cm1 : index
      %x = memref.load %A[%im] : memref<?xf64>
      %y = memref.load %A[%i] : memref<?xf64>
      %s = arith.addf %x, %y : f64
      %ip = arith.addi %i, %c1 : index
      %z = memref.load %A[%ip] : memref<?xf64>
      %u = arith.addf %s, %z : f64
      %r = arith.mulf %third, %u : f64
      memref.store %r, %B[%i] : memref<?xf64>
    }
    scf.for %i = %c1 to %last step %c1 {
      %im = arith.addi %i, %cm1 : index
      %x = memref.load %B[%im] : memref<?xf64>
      %y = memref.load %B[%i] : memref<?xf64>
      %s = arith.addf %x, %y : f64
      %ip = arith.addi %i, %c1 : index
      %z = memref.load %B[%ip] : memref<?xf64>
      %u = arith.addf %s, %z : f64
      %r = arith.mulf %third, %u : f64
      memref.store %r, %A[%i] : memref<?xf64>
    }
  }
  return
}

// A[i] = (i + 2) / n, B[i] = (i + 3) / n, as PolyBench initializes them.
func.func @init(%A: memref<?xf64>, %n: index, %k: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nf0 = arith.index_cast %n : index to i64
  %nf = arith.sitofp %nf0 : i64 to f64
  scf.for %i = %c0 to %n step %c1 {
    %i64 = arith.index_cast %i : index to i64
    %f = arith.sitofp %i64 : i64 to f64
    %g = arith.addf %f, %k : f64
    %v = arith.divf %g, %nf : f64
    memref.store %v, %A[%i] : memref<?xf64>
  }
  return
}

func.func @bitsum(%A: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i64 {
    %v = memref.load %A[%i] : memref<?xf64>
    %b = arith.bitcast %v : f64 to i64
    %m = arith.muli %b, %b : i64
    %x = arith.xori %acc, %m : i64
    %r = arith.addi %x, %b : i64
    scf.yield %r : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @run(%n: index) {
  %two = arith.constant 2.0 : f64
  %three = arith.constant 3.0 : f64
  %c7 = arith.constant 7 : index
  %A = memref.alloc(%n) : memref<?xf64>
  %B = memref.alloc(%n) : memref<?xf64>
  func.call @init(%A, %n, %two) : (memref<?xf64>, index, f64) -> ()
  func.call @init(%B, %n, %three) : (memref<?xf64>, index, f64) -> ()
  func.call @jacobi_1d(%c7, %n, %A, %B) : (index, index, memref<?xf64>, memref<?xf64>) -> ()
  func.call @bitsum(%A, %n) : (memref<?xf64>, index) -> ()
  func.call @bitsum(%B, %n) : (memref<?xf64>, index) -> ()
  func.call @init(%A, %n, %two) : (memref<?xf64>, index, f64) -> ()
  func.call @jacobi_1d(%c7, %n, %A, %A) : (index, index, memref<?xf64>, memref<?xf64>) -> ()
  func.call @bitsum(%A, %n) : (memref<?xf64>, index) -> ()
  memref.dealloc %B : memref<?xf64>
  memref.dealloc %A : memref<?xf64>
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c37 = arith.constant 37 : index
  %c203 = arith.constant 203 : index
  func.call @run(%c3) : (index) -> ()
  func.call @run(%c37) : (index) -> ()
  func.call @run(%c203) : (index) -> ()
  return
}
