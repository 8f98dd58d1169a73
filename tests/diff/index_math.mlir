// Differential test: index arithmetic with negative values (add/sub/mul, div/rem, min/max, shifts, cmpi) and index iter_args.
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

func.func @pi(%v: index) {
  %e = arith.index_cast %v : index to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -37 : index
  %b = arith.constant 8 : index
  %s = arith.addi %a, %b : index
  %d = arith.subi %b, %a : index
  %m = arith.muli %a, %b : index
  %q = arith.divsi %a, %b : index
  %r = arith.remsi %a, %b : index
  %fd = arith.floordivsi %a, %b : index
  %cd = arith.ceildivsi %a, %b : index
  %mx = arith.maxsi %a, %b : index
  %mn = arith.minsi %a, %b : index
  %mxu = arith.maxui %a, %b : index
  func.call @pi(%s) : (index) -> ()
  func.call @pi(%d) : (index) -> ()
  func.call @pi(%m) : (index) -> ()
  func.call @pi(%q) : (index) -> ()
  func.call @pi(%r) : (index) -> ()
  func.call @pi(%fd) : (index) -> ()
  func.call @pi(%cd) : (index) -> ()
  func.call @pi(%mx) : (index) -> ()
  func.call @pi(%mn) : (index) -> ()
  func.call @pi(%mxu) : (index) -> ()
  func.call @printNewline() : () -> ()
  %c2 = arith.constant 2 : index
  %sh = arith.shli %a, %c2 : index
  %sr = arith.shrsi %a, %c2 : index
  %and = arith.andi %a, %b : index
  %or = arith.ori %a, %b : index
  %xor = arith.xori %a, %b : index
  %du = arith.divui %b, %c2 : index
  %ru = arith.remui %a, %b : index
  func.call @pi(%sh) : (index) -> ()
  func.call @pi(%sr) : (index) -> ()
  func.call @pi(%and) : (index) -> ()
  func.call @pi(%or) : (index) -> ()
  func.call @pi(%xor) : (index) -> ()
  func.call @pi(%du) : (index) -> ()
  func.call @pi(%ru) : (index) -> ()
  %lt = arith.cmpi slt, %a, %b : index
  %ult = arith.cmpi ult, %a, %b : index
  %lte = arith.extui %lt : i1 to i64
  %ulte = arith.extui %ult : i1 to i64
  func.call @printI64(%lte) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ulte) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Row-major linearisation of a 5x7 grid walked with a negative lower bound and index iter_args.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %cm2 = arith.constant -2 : index
  %res:2 = scf.for %i = %cm2 to %c3 step %c1 iter_args(%acc = %c0, %mxv = %a) -> (index, index) {
    %row = arith.addi %i, %c2 : index
    %in:2 = scf.for %j = %c0 to %c7 step %c3 iter_args(%acc2 = %acc, %m2 = %mxv) -> (index, index) {
      %lin0 = arith.muli %row, %c7 : index
      %lin = arith.addi %lin0, %j : index
      %w = arith.muli %lin, %i : index
      %acc3 = arith.addi %acc2, %w : index
      %m3 = arith.maxsi %m2, %w : index
      scf.yield %acc3, %m3 : index, index
    }
    scf.yield %in#0, %in#1 : index, index
  }
  func.call @pi(%res#0) : (index) -> ()
  func.call @pi(%res#1) : (index) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: -29, 45, -296, -4, -5, -5, -4, 8, -37, -37,
// CHECK-NEXT: -148, -10, 8, -37, -45, 4, 3, 1, 0
// CHECK-NEXT: 210, 68,
