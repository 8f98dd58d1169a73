// Differential test of scf-parallel-loop-fusion: a producer and consumer
// chain with reductions fuses and computes what the program does (its
// buffer is its own: stores to two function arguments, which may be one
// buffer, keep loops apart, as mlir-opt 22's loads do); @waw,
// whose loops both store to %m (at i and at i + 1), stays two loops.
// mlir-opt 22's own pass fuses @waw, and its program prints 10 for the
// program's 17 (mlir-runner runs scf.parallel in order).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --scf-parallel-loop-fusion > %t.f.out
// RUN: diff %t.mlir.out %t.f.out
// RUN: %loopc run %s -e main -O2 --scf-parallel-loop-fusion > %t.f2.out
// RUN: diff %t.mlir.out %t.f2.out
// RUN: %loopc %s --scf-parallel-loop-fusion > %t.f.mlir
// RUN: %mlir_opt %t.f.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.f3.out
// RUN: diff %t.mlir.out %t.f3.out
// RUN: FileCheck %s --check-prefix=IR < %t.f.mlir
// IR-LABEL: func.func @waw
// IR-COUNT-2: scf.parallel
// IR-LABEL: func.func @chain
// IR: scf.parallel
// IR-NOT: scf.parallel
// IR: return

// CHECK: 17
// CHECK-NEXT: 360

func.func private @printI64(i64)
func.func private @printNewline()

func.func @waw(%m: memref<9xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %z = arith.constant 0 : i64
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %one, %m[%i] : memref<9xi64>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %j = arith.addi %i, %c1 : index
    memref.store %two, %m[%j] : memref<9xi64>
    scf.reduce
  }
  %s = scf.for %i = %c0 to %c9 step %c1 iter_args(%a = %z) -> (i64) {
    %v = memref.load %m[%i] : memref<9xi64>
    %t = arith.addi %a, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

// t[i] = 10 * i, u[i] = t[i] + 5, and the sum of u: 280 + 40 + 40 (the
// third loop's sum of 5s).
func.func @chain(%u: memref<8xi64>) -> i64 {
  %t = memref.alloc() : memref<8xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %ten = arith.constant 10 : i64
  %five = arith.constant 5 : i64
  %z = arith.constant 0 : i64
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %k = arith.index_cast %i : index to i64
    %v = arith.muli %k, %ten : i64
    memref.store %v, %t[%i] : memref<8xi64>
    scf.reduce
  }
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> i64 {
    %v = memref.load %t[%i] : memref<8xi64>
    %w = arith.addi %v, %five : i64
    memref.store %w, %u[%i] : memref<8xi64>
    scf.reduce(%w : i64) {
    ^bb0(%l: i64, %rr: i64):
      %s = arith.addi %l, %rr : i64
      scf.reduce.return %s : i64
    }
  }
  %q = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> i64 {
    scf.reduce(%five : i64) {
    ^bb0(%l: i64, %rr: i64):
      %s = arith.addi %l, %rr : i64
      scf.reduce.return %s : i64
    }
  }
  %sum = arith.addi %r, %q : i64
  memref.dealloc %t : memref<8xi64>
  return %sum : i64
}

func.func @main() {
  %m = memref.alloc() : memref<9xi64>
  %a = func.call @waw(%m) : (memref<9xi64>) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %u = memref.alloc() : memref<8xi64>
  %b = func.call @chain(%u) : (memref<8xi64>) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<9xi64>
  memref.dealloc %u : memref<8xi64>
  return
}
