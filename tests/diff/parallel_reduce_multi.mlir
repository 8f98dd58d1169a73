// Differential test: several reductions in one scf.parallel, with custom (non-builtin) reduction bodies.
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
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @stats(%lb: index, %ub: index, %step: index) -> (f32, i64, i64, i64) {
  %fneg = arith.constant -1.0e9 : f32
  %ibig = arith.constant 1000000 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %k17 = arith.constant 17 : i64
  %k50 = arith.constant 50 : i64
  %k29 = arith.constant 29 : i64
  %k61 = arith.constant 61 : i64
  %k30 = arith.constant 30 : i64
  %fq = arith.constant 0.25 : f32
  %r:4 = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%fneg, %ibig, %z, %z) -> (f32, i64, i64, i64) {
    %ii = arith.index_cast %i : index to i64
    // f = ((29 i) mod 61 - 30) / 4, g = (17 i) mod 50 - 25 (for min), s = (17 i) mod 50 (saturating sum)
    %t0 = arith.muli %ii, %k29 : i64
    %t1 = arith.remsi %t0, %k61 : i64
    %t2 = arith.subi %t1, %k30 : i64
    %tf = arith.sitofp %t2 : i64 to f32
    %f = arith.mulf %tf, %fq : f32
    %u0 = arith.muli %ii, %k17 : i64
    %s = arith.remsi %u0, %k50 : i64
    %g = arith.subi %s, %k30 : i64
    scf.reduce(%f, %g, %s, %one : f32, i64, i64, i64) {
    ^bb0(%a: f32, %b: f32):
      %gt = arith.cmpf ogt, %a, %b : f32
      %m = arith.select %gt, %a, %b : f32
      scf.reduce.return %m : f32
    }, {
    ^bb0(%a: i64, %b: i64):
      %lt = arith.cmpi slt, %a, %b : i64
      %m = arith.select %lt, %a, %b : i64
      scf.reduce.return %m : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %cap = arith.constant 1000 : i64
      %sum = arith.addi %a, %b : i64
      %m = arith.minsi %sum, %cap : i64
      scf.reduce.return %m : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %sum = arith.addi %a, %b : i64
      scf.reduce.return %sum : i64
    }
  }
  return %r#0, %r#1, %r#2, %r#3 : f32, i64, i64, i64
}

func.func @show(%lb: index, %ub: index, %step: index) {
  %a, %b, %c, %d = func.call @stats(%lb, %ub, %step) : (index, index, index) -> (f32, i64, i64, i64)
  func.call @printF32(%a) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%c) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c12 = arith.constant 12 : index
  %c40 = arith.constant 40 : index
  %c100 = arith.constant 100 : index
  func.call @show(%c0, %c12, %c1) : (index, index, index) -> ()
  func.call @show(%c0, %c100, %c1) : (index, index, index) -> ()
  func.call @show(%c5, %c40, %c7) : (index, index, index) -> ()
  func.call @show(%c7, %c7, %c2) : (index, index, index) -> ()
  // 2-D parallel with two reductions: sum of i*j and max of (i - j)^2.
  %c6 = arith.constant 6 : index
  %z = arith.constant 0 : i64
  %m = arith.constant -1 : i64
  %s:2 = scf.parallel (%i, %j) = (%c0, %c1) to (%c6, %c7) step (%c1, %c2) init (%z, %m) -> (i64, i64) {
    %p = arith.muli %i, %j : index
    %pi = arith.index_cast %p : index to i64
    %d = arith.subi %i, %j : index
    %d2 = arith.muli %d, %d : index
    %di = arith.index_cast %d2 : index to i64
    scf.reduce(%pi, %di : i64, i64) {
    ^bb0(%a: i64, %b: i64):
      %x = arith.addi %a, %b : i64
      scf.reduce.return %x : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %x = arith.maxsi %a, %b : i64
      scf.reduce.return %x : i64
    }
  }
  func.call @printI64(%s#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%s#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: 7, -30, 222, 12
// CHECK-NEXT: 7.5, -30, 1000, 100
// CHECK-NEXT: 3.25, -26, 115, 5
// CHECK-NEXT: -1e+09, 1000000, 0, 0
// CHECK-NEXT: 135, 25
