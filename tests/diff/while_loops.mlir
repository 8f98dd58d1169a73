// Differential test: scf.while (collatz, zero iterations, carried values whose types change between regions).
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

func.func @collatz(%n0: i64) -> (i64, i64) {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %r:2 = scf.while (%n = %n0, %s = %z) : (i64, i64) -> (i64, i64) {
    %c = arith.cmpi ne, %n, %one : i64
    scf.condition(%c) %n, %s : i64, i64
  } do {
  ^bb0(%a: i64, %b: i64):
    %rem = arith.remsi %a, %two : i64
    %odd = arith.cmpi ne, %rem, %z : i64
    %t = arith.muli %a, %three : i64
    %t1 = arith.addi %t, %one : i64
    %h = arith.divsi %a, %two : i64
    %nx = arith.select %odd, %t1, %h : i64
    %b1 = arith.addi %b, %one : i64
    scf.yield %nx, %b1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

// The condition forwards transformed values: with zero iterations the result is not the init.
func.func @zero_or_more(%lim: i64) -> (i64, i64) {
  %x0 = arith.constant 5 : i64
  %k = arith.constant 10 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.while (%x = %x0) : (i64) -> (i64, i64) {
    %c = arith.cmpi slt, %x, %lim : i64
    %x10 = arith.muli %x, %k : i64
    scf.condition(%c) %x, %x10 : i64, i64
  } do {
  ^bb0(%a: i64, %b: i64):
    %n = arith.addi %a, %one : i64
    scf.yield %n : i64
  }
  return %r#0, %r#1 : i64, i64
}

// Before region takes (i64, f32, index); condition passes (f32, i64, i1) to the after region,
// which yields new (i64, f32, index). Stops when the float exceeds a limit.
func.func @mixed(%lim: f32) -> (f32, i64, i1) {
  %i0 = arith.constant 1 : i64
  %f0 = arith.constant 0.5 : f32
  %x0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2 : i64
  %r:3 = scf.while (%i = %i0, %f = %f0, %x = %x0) : (i64, f32, index) -> (f32, i64, i1) {
    %c = arith.cmpf olt, %f, %lim : f32
    %xi = arith.index_cast %x : index to i64
    %sum = arith.addi %i, %xi : i64
    %odd0 = arith.trunci %sum : i64 to i1
    scf.condition(%c) %f, %sum, %odd0 : f32, i64, i1
  } do {
  ^bb0(%g: f32, %s: i64, %odd: i1):
    %g2 = arith.addf %g, %g : f32
    %s2 = arith.muli %s, %two : i64
    %s3 = arith.select %odd, %s2, %s : i64
    %sf = arith.sitofp %s3 : i64 to f32
    %g3 = arith.addf %g2, %sf : f32
    %x1 = arith.index_cast %s3 : i64 to index
    %x2 = arith.addi %x1, %c1 : index
    scf.yield %s3, %g3, %x2 : i64, f32, index
  }
  return %r#0, %r#1, %r#2 : f32, i64, i1
}

func.func @pr2(%a: i64, %b: i64) {
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %n1 = arith.constant 1 : i64
  %n6 = arith.constant 6 : i64
  %n27 = arith.constant 27 : i64
  %n97 = arith.constant 97 : i64
  %a1:2 = func.call @collatz(%n1) : (i64) -> (i64, i64)
  func.call @pr2(%a1#0, %a1#1) : (i64, i64) -> ()
  %a6:2 = func.call @collatz(%n6) : (i64) -> (i64, i64)
  func.call @pr2(%a6#0, %a6#1) : (i64, i64) -> ()
  %a27:2 = func.call @collatz(%n27) : (i64) -> (i64, i64)
  func.call @pr2(%a27#0, %a27#1) : (i64, i64) -> ()
  %a97:2 = func.call @collatz(%n97) : (i64) -> (i64, i64)
  func.call @pr2(%a97#0, %a97#1) : (i64, i64) -> ()
  %l0 = arith.constant 3 : i64
  %z0:2 = func.call @zero_or_more(%l0) : (i64) -> (i64, i64)
  func.call @pr2(%z0#0, %z0#1) : (i64, i64) -> ()
  %l1 = arith.constant 9 : i64
  %z1:2 = func.call @zero_or_more(%l1) : (i64) -> (i64, i64)
  func.call @pr2(%z1#0, %z1#1) : (i64, i64) -> ()
  %lims = arith.constant 0.25 : f32
  %limb = arith.constant 1000.0 : f32
  %m0:3 = func.call @mixed(%lims) : (f32) -> (f32, i64, i1)
  %m1:3 = func.call @mixed(%limb) : (f32) -> (f32, i64, i1)
  func.call @printF32(%m0#0) : (f32) -> ()
  func.call @printComma() : () -> ()
  %b0 = arith.extui %m0#2 : i1 to i64
  func.call @pr2(%m0#1, %b0) : (i64, i64) -> ()
  func.call @printF32(%m1#0) : (f32) -> ()
  func.call @printComma() : () -> ()
  %b1 = arith.extui %m1#2 : i1 to i64
  func.call @pr2(%m1#1, %b1) : (i64, i64) -> ()
  return
}

// CHECK: 1, 0
// CHECK-NEXT: 1, 8
// CHECK-NEXT: 1, 111
// CHECK-NEXT: 1, 118
// CHECK-NEXT: 5, 50
// CHECK-NEXT: 9, 90
// CHECK-NEXT: 0.5, 1, 1
// CHECK-NEXT: 1318, 1365, 1
