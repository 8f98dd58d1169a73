// Differential test: scf.while inside scf.for (gcd) and scf.for inside scf.while (digit sums), do-while shape.
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %ten = arith.constant 10 : i64
  %k1 = arith.constant 1071 : i64
  %k2 = arith.constant 462 : i64
  // gcd(1071 + 7i, 462 + 21i) for i in [0, 6) via Euclid in a while loop.
  %seven = arith.constant 7 : i64
  %twentyone = arith.constant 21 : i64
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %d1 = arith.muli %ii, %seven : i64
    %d2 = arith.muli %ii, %twentyone : i64
    %a0 = arith.addi %k1, %d1 : i64
    %b0 = arith.addi %k2, %d2 : i64
    %g:2 = scf.while (%a = %a0, %b = %b0) : (i64, i64) -> (i64, i64) {
      %nz = arith.cmpi ne, %b, %z : i64
      scf.condition(%nz) %a, %b : i64, i64
    } do {
    ^bb0(%x: i64, %y: i64):
      %r = arith.remsi %x, %y : i64
      scf.yield %y, %r : i64, i64
    }
    func.call @printI64(%g#0) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  // Repeated digit sum of 987654321 until < 10; each round sums digits with a bounded for loop.
  %n0 = arith.constant 987654321 : i64
  %c20 = arith.constant 20 : index
  %res:2 = scf.while (%n = %n0, %rounds = %z) : (i64, i64) -> (i64, i64) {
    %big = arith.cmpi sge, %n, %ten : i64
    scf.condition(%big) %n, %rounds : i64, i64
  } do {
  ^bb0(%m: i64, %r: i64):
    %ds:2 = scf.for %k = %c0 to %c20 step %c1 iter_args(%rest = %m, %acc = %z) -> (i64, i64) {
      %d = arith.remsi %rest, %ten : i64
      %q = arith.divsi %rest, %ten : i64
      %a = arith.addi %acc, %d : i64
      scf.yield %q, %a : i64, i64
    }
    func.call @printI64(%ds#1) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %r1 = arith.addi %r, %one : i64
    scf.yield %ds#1, %r1 : i64, i64
  }
  func.call @printI64(%res#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%res#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Do-while: the body lives in the before region, the after region just forwards.
  %p0 = arith.constant 1 : i64
  %three = arith.constant 3 : i64
  %lim = arith.constant 1000 : i64
  %dw:2 = scf.while (%p = %p0, %cnt = %z) : (i64, i64) -> (i64, i64) {
    %p1 = arith.muli %p, %three : i64
    %c1n = arith.addi %cnt, %one : i64
    %go = arith.cmpi slt, %p1, %lim : i64
    scf.condition(%go) %p1, %c1n : i64, i64
  } do {
  ^bb0(%u: i64, %v: i64):
    scf.yield %u, %v : i64, i64
  }
  func.call @printI64(%dw#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%dw#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: 21, 7, 7, 21, 7, 7,
// CHECK-NEXT: 45
// CHECK-NEXT: 9
// CHECK-NEXT: 9, 2
// CHECK-NEXT: 2187, 7
