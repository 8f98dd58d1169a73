// Differential test: recursive and mutually recursive func.call (fib, ackermann, gcd, even/odd, factorial in f64).
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
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @fib(%n: i64) -> i64 {
  %two = arith.constant 2 : i64
  %one = arith.constant 1 : i64
  %small = arith.cmpi slt, %n, %two : i64
  %r = scf.if %small -> (i64) {
    scf.yield %n : i64
  } else {
    %n1 = arith.subi %n, %one : i64
    %n2 = arith.subi %n, %two : i64
    %f1 = func.call @fib(%n1) : (i64) -> i64
    %f2 = func.call @fib(%n2) : (i64) -> i64
    %s = arith.addi %f1, %f2 : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @ack(%m: i64, %n: i64) -> i64 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m0 = arith.cmpi eq, %m, %z : i64
  %r = scf.if %m0 -> (i64) {
    %n1 = arith.addi %n, %one : i64
    scf.yield %n1 : i64
  } else {
    %mm = arith.subi %m, %one : i64
    %n0 = arith.cmpi eq, %n, %z : i64
    %v = scf.if %n0 -> (i64) {
      %a = func.call @ack(%mm, %one) : (i64, i64) -> i64
      scf.yield %a : i64
    } else {
      %nn = arith.subi %n, %one : i64
      %inner = func.call @ack(%m, %nn) : (i64, i64) -> i64
      %a = func.call @ack(%mm, %inner) : (i64, i64) -> i64
      scf.yield %a : i64
    }
    scf.yield %v : i64
  }
  return %r : i64
}

func.func @gcd(%a: i64, %b: i64) -> i64 {
  %z = arith.constant 0 : i64
  %b0 = arith.cmpi eq, %b, %z : i64
  %r = scf.if %b0 -> (i64) {
    scf.yield %a : i64
  } else {
    %m = arith.remsi %a, %b : i64
    %g = func.call @gcd(%b, %m) : (i64, i64) -> i64
    scf.yield %g : i64
  }
  return %r : i64
}

func.func @is_even(%n: i64) -> i1 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %t = arith.constant true
  %e = arith.cmpi eq, %n, %z : i64
  %r = scf.if %e -> (i1) {
    scf.yield %t : i1
  } else {
    %n1 = arith.subi %n, %one : i64
    %o = func.call @is_odd(%n1) : (i64) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}

func.func @is_odd(%n: i64) -> i1 {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %f = arith.constant false
  %e = arith.cmpi eq, %n, %z : i64
  %r = scf.if %e -> (i1) {
    scf.yield %f : i1
  } else {
    %n1 = arith.subi %n, %one : i64
    %o = func.call @is_even(%n1) : (i64) -> i1
    scf.yield %o : i1
  }
  return %r : i1
}

func.func @fact(%n: f64) -> f64 {
  %one = arith.constant 1.0 : f64
  %le = arith.cmpf ole, %n, %one : f64
  %r = scf.if %le -> (f64) {
    scf.yield %one : f64
  } else {
    %n1 = arith.subf %n, %one : f64
    %f = func.call @fact(%n1) : (f64) -> f64
    %p = arith.mulf %n, %f : f64
    scf.yield %p : f64
  }
  return %r : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = func.call @fib(%ii) : (i64) -> i64
    func.call @printI64(%f) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  %n25 = arith.constant 25 : i64
  %f25 = func.call @fib(%n25) : (i64) -> i64
  func.call @printI64(%f25) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m2 = arith.constant 2 : i64
  %n3 = arith.constant 3 : i64
  %a23 = func.call @ack(%m2, %n3) : (i64, i64) -> i64
  %n4 = arith.constant 4 : i64
  %a34 = func.call @ack(%n3, %n4) : (i64, i64) -> i64
  func.call @printI64(%a23) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%a34) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %g1 = arith.constant 1071 : i64
  %g2 = arith.constant 462 : i64
  %g = func.call @gcd(%g1, %g2) : (i64, i64) -> i64
  %h1 = arith.constant 832040 : i64
  %h2 = arith.constant 514229 : i64
  %h = func.call @gcd(%h1, %h2) : (i64, i64) -> i64
  func.call @printI64(%g) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %e0 = arith.constant 0 : i64
  %e7 = arith.constant 7 : i64
  %e100 = arith.constant 100 : i64
  %r0 = func.call @is_even(%e0) : (i64) -> i1
  %r7 = func.call @is_even(%e7) : (i64) -> i1
  %r100 = func.call @is_odd(%e100) : (i64) -> i1
  %r101 = func.call @is_even(%e100) : (i64) -> i1
  %x0 = arith.extui %r0 : i1 to i64
  %x7 = arith.extui %r7 : i1 to i64
  %x100 = arith.extui %r100 : i1 to i64
  %x101 = arith.extui %r101 : i1 to i64
  func.call @printI64(%x0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%x7) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%x100) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%x101) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d20 = arith.constant 20.0 : f64
  %d25 = arith.constant 25.0 : f64
  %f20 = func.call @fact(%d20) : (f64) -> f64
  %f25d = func.call @fact(%d25) : (f64) -> f64
  %b20 = arith.bitcast %f20 : f64 to i64
  func.call @printF64(%f20) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b20) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%f25d) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: 0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 75025
// CHECK-NEXT: 9, 125
// CHECK-NEXT: 21, 1
// CHECK-NEXT: 1, 0, 0, 1
// CHECK-NEXT: 2.4329e+18, 4882150158176967168, 1.55112e+25
