// Differential test: memref.alloca_scope with and without results, a
// static alloca (a C array of the scope's block) and a dynamic one (heap
// backed, freed when the scope ends), nested scopes, and a scope inside an
// scf.while run 100000 times (not an allocation scope in MLIR: without the
// alloca_scope the stack would grow each iteration). -O2's canonicalize
// inlines the scopes that allocate nothing or end a loop body, as mlir-opt
// does; the rest stay. MLIR's pipeline runs with --verify-each=false:
// --convert-scf-to-cf leaves a scope of several blocks, which the verifier
// rejects until --convert-to-llvm lowers the scope (stacksave and
// stackrestore around its blocks).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --verify-each=false %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --verify-each=false %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o

// CHECK: 6, 15, 4950, 
// CHECK-NEXT: 4999950000, 

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// The sum 0 + 1 + ... + (n - 1), through a buffer of n elements in a scope.
func.func @sum_to(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = memref.alloca_scope -> (i64) {
    %buf = memref.alloca(%n) : memref<?xi64>
    scf.for %i = %c0 to %n step %c1 {
      %v = arith.index_cast %i : index to i64
      memref.store %v, %buf[%i] : memref<?xi64>
    }
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
      %v = memref.load %buf[%i] : memref<?xi64>
      %a = arith.addi %acc, %v : i64
      scf.yield %a : i64
    }
    memref.alloca_scope.return %s : i64
  }
  return %r : i64
}

// 1 + 2 + 3 through two nested scopes, each with a static buffer.
func.func @nested() -> i64 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (i64) {
    %a = memref.alloca() : memref<1xi64>
    %one = arith.constant 1 : i64
    memref.store %one, %a[%c0] : memref<1xi64>
    %inner = memref.alloca_scope -> (i64) {
      %b = memref.alloca() : memref<1xi64>
      %two = arith.constant 2 : i64
      memref.store %two, %b[%c0] : memref<1xi64>
      %x = memref.load %a[%c0] : memref<1xi64>
      %y = memref.load %b[%c0] : memref<1xi64>
      %s = arith.addi %x, %y : i64
      memref.alloca_scope.return %s : i64
    }
    %three = arith.constant 3 : i64
    %t = arith.addi %inner, %three : i64
    memref.alloca_scope.return %t : i64
  }
  return %r : i64
}

// A while loop of n iterations, each with 1 KiB of stack in a scope.
func.func @many(%n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.while (%i = %z, %acc = %z) : (i64, i64) -> (i64, i64) {
    %go = arith.cmpi slt, %i, %n : i64
    scf.condition(%go) %i, %acc : i64, i64
  } do {
  ^bb0(%i: i64, %acc: i64):
    %next = memref.alloca_scope -> (i64) {
      %buf = memref.alloca() : memref<128xi64>
      memref.store %i, %buf[%c0] : memref<128xi64>
      %v = memref.load %buf[%c0] : memref<128xi64>
      %a = arith.addi %acc, %v : i64
      memref.alloca_scope.return %a : i64
    }
    %j = arith.addi %i, %one : i64
    scf.yield %j, %next : i64, i64
  }
  return %r#1 : i64
}

func.func @main() {
  %n = arith.constant 100 : index
  %s1 = func.call @nested() : () -> i64
  func.call @show(%s1) : (i64) -> ()
  %c6 = arith.constant 6 : index
  %s2 = func.call @sum_to(%c6) : (index) -> i64
  func.call @show(%s2) : (i64) -> ()
  %s3 = func.call @sum_to(%n) : (index) -> i64
  func.call @show(%s3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %big = arith.constant 100000 : i64
  %s4 = func.call @many(%big) : (i64) -> i64
  func.call @show(%s4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
