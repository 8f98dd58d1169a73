// Differential test: scf.for over i8/i32/i64 bounds, signed and `unsigned`
// (MLIR's unsignedCmp): negative bounds, bounds that only compare as
// unsigned, a step that wraps around, and an index loop compared unsigned.
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

// Trip count and sum of the induction variable, one line.
func.func @show(%n: i64, %s: i64) {
  func.call @printI64(%n) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @signed_i32(%lb: i32, %ub: i32, %step: i32) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%n = %z, %s = %z) -> (i64, i64) : i32 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extsi %i : i32 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

func.func @unsigned_i32(%lb: i32, %ub: i32, %step: i32) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for unsigned %i = %lb to %ub step %step iter_args(%n = %z, %s = %z) -> (i64, i64) : i32 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extui %i : i32 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

func.func @unsigned_i8(%lb: i8, %ub: i8, %step: i8) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for unsigned %i = %lb to %ub step %step iter_args(%n = %z, %s = %z) -> (i64, i64) : i8 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extui %i : i8 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

func.func @signed_i64(%lb: i64, %ub: i64, %step: i64) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%n = %z, %s = %z) -> (i64, i64) : i64 {
    %n1 = arith.addi %n, %one : i64
    %s1 = arith.addi %s, %i : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

func.func @unsigned_index(%lb: index, %ub: index, %step: index) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for unsigned %i = %lb to %ub step %step iter_args(%n = %z, %s = %z) -> (i64, i64) {
    %n1 = arith.addi %n, %one : i64
    %w = arith.index_cast %i : index to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

func.func @main() {
  %m5 = arith.constant -5 : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c7 = arith.constant 7 : i32
  %u1 = arith.constant 3000000000 : i32
  %u2 = arith.constant 1000000000 : i32
  // CHECK: 5, -15
  func.call @signed_i32(%m5, %c0, %c1) : (i32, i32, i32) -> ()
  // -5 is above 0 as unsigned: no iteration.
  // CHECK-NEXT: 0, 0
  func.call @unsigned_i32(%m5, %c0, %c1) : (i32, i32, i32) -> ()
  // 3000000000 is negative as a signed i32: only the unsigned loop runs.
  // CHECK-NEXT: 3, 3000000000
  func.call @unsigned_i32(%c0, %u1, %u2) : (i32, i32, i32) -> ()
  // CHECK-NEXT: 0, 0
  func.call @signed_i32(%c0, %u1, %u2) : (i32, i32, i32) -> ()
  // CHECK-NEXT: 4, 12
  func.call @signed_i32(%c0, %c7, %c2) : (i32, i32, i32) -> ()
  // 200 is -56 as a signed i8, so only the unsigned loop runs: 100, 150.
  %b0 = arith.constant 100 : i8
  %b1 = arith.constant 200 : i8
  %b2 = arith.constant 50 : i8
  // CHECK-NEXT: 2, 250
  func.call @unsigned_i8(%b0, %b1, %b2) : (i8, i8, i8) -> ()
  %l0 = arith.constant -3000000000 : i64
  %l1 = arith.constant 3000000000 : i64
  %l2 = arith.constant 1000000000 : i64
  // CHECK-NEXT: 6, -3000000000
  func.call @signed_i64(%l0, %l1, %l2) : (i64, i64, i64) -> ()
  %x0 = arith.constant -1 : index
  %x1 = arith.constant 1 : index
  // -1 is the largest index as unsigned: no iteration.
  // CHECK-NEXT: 0, 0
  func.call @unsigned_index(%x0, %x1, %x1) : (index, index, index) -> ()
  %x2 = arith.constant 0 : index
  %x3 = arith.constant 4 : index
  // CHECK-NEXT: 4, 6
  func.call @unsigned_index(%x2, %x3, %x1) : (index, index, index) -> ()
  return
}
