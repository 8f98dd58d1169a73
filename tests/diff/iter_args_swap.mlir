// Differential test: iter_args updated all at once (swap, rotate, fibonacci) so no update sees a value already overwritten.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @swap(%n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 1 : i64
  %b0 = arith.constant 2 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    scf.yield %b, %a : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @fib(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    scf.yield %b, %s : i64, i64
  }
  return %r#0 : i64
}

func.func @pr2(%a: i64, %b: i64) {
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c50 = arith.constant 50 : index
  %c90 = arith.constant 90 : index
  %s0:2 = func.call @swap(%c0) : (index) -> (i64, i64)
  func.call @pr2(%s0#0, %s0#1) : (i64, i64) -> ()
  %s1:2 = func.call @swap(%c1) : (index) -> (i64, i64)
  func.call @pr2(%s1#0, %s1#1) : (i64, i64) -> ()
  %s2:2 = func.call @swap(%c2) : (index) -> (i64, i64)
  func.call @pr2(%s2#0, %s2#1) : (i64, i64) -> ()
  %s7:2 = func.call @swap(%c7) : (index) -> (i64, i64)
  func.call @pr2(%s7#0, %s7#1) : (i64, i64) -> ()
  %f10 = func.call @fib(%c10) : (index) -> i64
  %f50 = func.call @fib(%c50) : (index) -> i64
  func.call @pr2(%f10, %f50) : (i64, i64) -> ()
  %f90 = func.call @fib(%c90) : (index) -> i64
  %f0 = func.call @fib(%c0) : (index) -> i64
  func.call @pr2(%f90, %f0) : (i64, i64) -> ()
  // Rotate three values: (x, y, z) -> (y, z, x + y).
  %x0 = arith.constant 1 : i64
  %y0 = arith.constant 10 : i64
  %z0 = arith.constant 100 : i64
  %rot:3 = scf.for %i = %c0 to %c7 step %c1 iter_args(%x = %x0, %y = %y0, %z = %z0) -> (i64, i64, i64) {
    %xy = arith.addi %x, %y : i64
    scf.yield %y, %z, %xy : i64, i64, i64
  }
  func.call @pr2(%rot#0, %rot#1) : (i64, i64) -> ()
  func.call @pr2(%rot#2, %rot#2) : (i64, i64) -> ()
  // Each new value depends on both old ones and the induction variable.
  %p0 = arith.constant 3 : i64
  %q0 = arith.constant 5 : i64
  %pq:2 = scf.for %i = %c1 to %c10 step %c3 iter_args(%p = %p0, %q = %q0) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %qi = arith.muli %q, %ii : i64
    %np = arith.subi %p, %qi : i64
    %nq = arith.addi %p, %q : i64
    scf.yield %nq, %np : i64, i64
  }
  func.call @pr2(%pq#0, %pq#1) : (i64, i64) -> ()
  return
}

// CHECK: 1, 2
// CHECK-NEXT: 2, 1
// CHECK-NEXT: 1, 2
// CHECK-NEXT: 2, 1
// CHECK-NEXT: 55, 12586269025
// CHECK-NEXT: 2880067194370816120, 0
// CHECK-NEXT: 221, 232
// CHECK-NEXT: 342, 342
// CHECK-NEXT: 22, -106
