// Differential test: add/sub/mul chains with i128 constants, which
// canonicalize combines into one constant at 128 bits (wrapping: the
// largest i128 plus one is the smallest; passes/canonicalize-wide-chains.mlir).
// The operand depends on a loop's induction variable; each result printed as
// its high and low 64-bit halves.
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

// x + max + 1, max - x - 1, 1 - (x - max), (x * 2^40) * 2^40 for x = 0, 1, 2
// CHECK: -9223372036854775808, 0, 9223372036854775807, -2, -9223372036854775808, 0, 0, 0,
// CHECK-NEXT: -9223372036854775808, 1, 9223372036854775807, -3, 9223372036854775807, -1, 65536, 0,
// CHECK-NEXT: -9223372036854775808, 2, 9223372036854775807, -4, 9223372036854775807, -2, 131072, 0,

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%hi: i64, %lo: i64) {
  func.call @printI64(%hi) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%lo) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  %one = arith.constant 1 : i128
  %k = arith.constant 1099511627776 : i128
  %c64 = arith.constant 64 : i128
  scf.for %i = %c0 to %c3 step %c1 {
    %w = arith.index_cast %i : index to i64
    %x = arith.extsi %w : i64 to i128
    %a = arith.addi %x, %max : i128
    %b = arith.addi %a, %one : i128
    %bh = arith.shrsi %b, %c64 : i128
    %bhi = arith.trunci %bh : i128 to i64
    %blo = arith.trunci %b : i128 to i64
    func.call @p(%bhi, %blo) : (i64, i64) -> ()
    %c = arith.subi %max, %x : i128
    %d = arith.subi %c, %one : i128
    %dh = arith.shrsi %d, %c64 : i128
    %dhi = arith.trunci %dh : i128 to i64
    %dlo = arith.trunci %d : i128 to i64
    func.call @p(%dhi, %dlo) : (i64, i64) -> ()
    %e = arith.subi %x, %max : i128
    %f = arith.subi %one, %e : i128
    %fh = arith.shrsi %f, %c64 : i128
    %fhi = arith.trunci %fh : i128 to i64
    %flo = arith.trunci %f : i128 to i64
    func.call @p(%fhi, %flo) : (i64, i64) -> ()
    %g = arith.muli %x, %k : i128
    %h = arith.muli %g, %k : i128
    %hh = arith.shrsi %h, %c64 : i128
    %hhi = arith.trunci %hh : i128 to i64
    %hlo = arith.trunci %h : i128 to i64
    func.call @p(%hhi, %hlo) : (i64, i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
