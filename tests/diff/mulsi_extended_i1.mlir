// Differential test: arith.mulsi_extended by the i1 constant true, which is
// -1 as a signed value: the high half of x * -1 is 0 for both values of x
// (canonicalize's MulSIExtendedRHSOne, x's sign spread, holds only from two
// bits up; passes/canonicalize-extended.mlir).
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

// CHECK: 0, 0, -1, 0,
// CHECK-NEXT: 0, 0, -1, -1,

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%v: i1) {
  %e = arith.extsi %v : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  scf.for %i = %c0 to %c2 step %c1 {
    %w = arith.index_cast %i : index to i64
    %x = arith.trunci %w : i64 to i1
    %lo, %hi = arith.mulsi_extended %x, %true : i1
    func.call @p(%lo) : (i1) -> ()
    func.call @p(%hi) : (i1) -> ()
  }
  func.call @printNewline() : () -> ()
  %c1_i8 = arith.constant 1 : i8
  scf.for %i = %c0 to %c2 step %c1 {
    %w = arith.index_cast %i : index to i64
    %x = arith.trunci %w : i64 to i1
    %s = arith.extsi %x : i1 to i8
    %lo, %hi = arith.mulsi_extended %s, %c1_i8 : i8
    %l1 = arith.trunci %lo : i8 to i1
    %h1 = arith.trunci %hi : i8 to i1
    func.call @p(%l1) : (i1) -> ()
    func.call @p(%h1) : (i1) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}
