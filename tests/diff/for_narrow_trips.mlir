// Differential test: trip counts of scf.for over i8/i16/i32/index counted in
// the bounds' own type and signedness. Constant bounds (which canonicalize
// folds at -O2): negative bounds, INT32_MAX to INT32_MIN, a range whose
// ub - lb overflows the type, an unsigned loop up to the largest index.
// Bounds passed in (which nothing folds): i8 loops whose ub + step
// overflows, so that the induction variable wraps around as MLIR's lowering
// adds (the C must not overflow a signed type on the way: UBSan checks it in
// the sanitized build).
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
func.func @show(%r: i64, %s: i64) {
  func.call @printI64(%r) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @i32_negative_lb() {
  %l = arith.constant -7 : i32
  %u = arith.constant 7 : i32
  %st = arith.constant 3 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %l to %u step %st iter_args(%n = %z, %s = %z) -> (i64, i64) : i32 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extsi %i : i32 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

func.func @i32_max_to_min() {
  %l = arith.constant 2147483647 : i32
  %u = arith.constant -2147483648 : i32
  %st = arith.constant 1 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %l to %u step %st iter_args(%n = %z, %s = %z) -> (i64, i64) : i32 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extsi %i : i32 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

// -3 to 2 by 9: one trip (the bounds cross zero).
func.func @i16_one_trip() {
  %l = arith.constant -3 : i16
  %u = arith.constant 2 : i16
  %st = arith.constant 9 : i16
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %l to %u step %st iter_args(%n = %z, %s = %z) -> (i64, i64) : i16 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extsi %i : i16 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

// ub - lb = 200 does not fit i8: two trips, -100 and 1 (mlir-opt 22's
// canonicalize counts none; MLIR fixed that after LLVM 22).
func.func @i8_wide_range() {
  %l = arith.constant -100 : i8
  %u = arith.constant 100 : i8
  %st = arith.constant 101 : i8
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %l to %u step %st iter_args(%n = %z, %s = %z) -> (i64, i64) : i8 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extsi %i : i8 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

// Unsigned: 0 to the largest index by the largest index is one trip.
func.func @unsigned_index_one_trip() {
  %l = arith.constant 0 : index
  %u = arith.constant -1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for unsigned %i = %l to %u step %u iter_args(%n = %z, %s = %z) -> (i64, i64) {
    %n1 = arith.addi %n, %one : i64
    %w = arith.index_cast %i : index to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

// Unsigned i32 from -5 (above 0 as unsigned) to 0: no trip.
func.func @unsigned_i32_no_trip() {
  %l = arith.constant -5 : i32
  %u = arith.constant 0 : i32
  %st = arith.constant 1 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for unsigned %i = %l to %u step %st iter_args(%n = %z, %s = %z) -> (i64, i64) : i32 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extui %i : i32 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

func.func @wrap_i8(%l: i8, %u: i8, %st: i8) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %l to %u step %st iter_args(%n = %z, %s = %z) -> (i64, i64) : i8 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extsi %i : i8 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

func.func @wrap_unsigned_i8(%l: i8, %u: i8, %st: i8) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for unsigned %i = %l to %u step %st iter_args(%n = %z, %s = %z) -> (i64, i64) : i8 {
    %n1 = arith.addi %n, %one : i64
    %w = arith.extui %i : i8 to i64
    %s1 = arith.addi %s, %w : i64
    scf.yield %n1, %s1 : i64, i64
  }
  func.call @show(%r#0, %r#1) : (i64, i64) -> ()
  return
}

func.func @main() {
  // CHECK: 5, -5
  func.call @i32_negative_lb() : () -> ()
  // CHECK-NEXT: 0, 0
  func.call @i32_max_to_min() : () -> ()
  // CHECK-NEXT: 1, -3
  func.call @i16_one_trip() : () -> ()
  // CHECK-NEXT: 2, -99
  func.call @i8_wide_range() : () -> ()
  // CHECK-NEXT: 1, 0
  func.call @unsigned_index_one_trip() : () -> ()
  // CHECK-NEXT: 0, 0
  func.call @unsigned_i32_no_trip() : () -> ()
  // 100, then 100 + 127 wraps to -29, ... until 120.
  %d = arith.constant 100 : i8
  %e = arith.constant 120 : i8
  %f = arith.constant 127 : i8
  // CHECK-NEXT: 101, -1350
  func.call @wrap_i8(%d, %e, %f) : (i8, i8, i8) -> ()
  // Unsigned 200, then 300 wraps to 44, ... until 252.
  %g = arith.constant 200 : i8
  %h = arith.constant 250 : i8
  %k = arith.constant 100 : i8
  // CHECK-NEXT: 21, 2672
  func.call @wrap_unsigned_i8(%g, %h, %k) : (i8, i8, i8) -> ()
  return
}
