// Differential test: sieve of Eratosthenes on a dynamically sized memref<?xi1>, with scf.while inner loops.
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

func.func @sieve(%n: index) -> (i64, i64, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant true
  %f = arith.constant false
  %p = memref.alloc(%n) : memref<?xi1>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %t, %p[%i] : memref<?xi1>
  }
  memref.store %f, %p[%c0] : memref<?xi1>
  memref.store %f, %p[%c1] : memref<?xi1>
  scf.for %i = %c2 to %n step %c1 {
    %isp = memref.load %p[%i] : memref<?xi1>
    %sq = arith.muli %i, %i : index
    %inr = arith.cmpi ult, %sq, %n : index
    %go = arith.andi %isp, %inr : i1
    scf.if %go {
      %last = scf.while (%j = %sq) : (index) -> index {
        %c = arith.cmpi ult, %j, %n : index
        scf.condition(%c) %j : index
      } do {
      ^bb0(%k: index):
        memref.store %f, %p[%k] : memref<?xi1>
        %k2 = arith.addi %k, %i : index
        scf.yield %k2 : index
      }
    }
  }
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%cnt = %z, %sum = %z, %lastp = %c0) -> (i64, i64, index) {
    %isp = memref.load %p[%i] : memref<?xi1>
    %ii = arith.index_cast %i : index to i64
    %o:3 = scf.if %isp -> (i64, i64, index) {
      %c2n = arith.addi %cnt, %one : i64
      %s2 = arith.addi %sum, %ii : i64
      scf.yield %c2n, %s2, %i : i64, i64, index
    } else {
      scf.yield %cnt, %sum, %lastp : i64, i64, index
    }
    scf.yield %o#0, %o#1, %o#2 : i64, i64, index
  }
  memref.dealloc %p : memref<?xi1>
  return %r#0, %r#1, %r#2 : i64, i64, index
}

func.func @show(%n: index) {
  %a, %b, %c = func.call @sieve(%n) : (index) -> (i64, i64, index)
  %ci = arith.index_cast %c : index to i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ci) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c30 = arith.constant 30 : index
  %c100 = arith.constant 100 : index
  %c1000 = arith.constant 1000 : index
  %c10007 = arith.constant 10007 : index
  func.call @show(%c2) : (index) -> ()
  func.call @show(%c3) : (index) -> ()
  func.call @show(%c30) : (index) -> ()
  func.call @show(%c100) : (index) -> ()
  func.call @show(%c1000) : (index) -> ()
  func.call @show(%c10007) : (index) -> ()
  return
}

// CHECK: 0, 0, 0
// CHECK-NEXT: 1, 2, 2
// CHECK-NEXT: 10, 129, 29
// CHECK-NEXT: 25, 1060, 97
// CHECK-NEXT: 168, 76127, 997
// CHECK-NEXT: 1229, 5736396, 9973
