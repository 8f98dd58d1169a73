// Differential test: maxsi/minsi/maxui/minui, negf, remf, maximumf/minimumf with signed zeros and NaN, float rounding.
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
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @bits(%v: f32) {
  %b = arith.bitcast %v : f32 to i32
  %e = arith.extsi %b : i32 to i64
  func.call @p(%e) : (i64) -> ()
  return
}

func.func @minmax(%a: i32, %b: i32) {
  %x1 = arith.maxsi %a, %b : i32
  %x2 = arith.minsi %a, %b : i32
  %x3 = arith.maxui %a, %b : i32
  %x4 = arith.minui %a, %b : i32
  %e1 = arith.extsi %x1 : i32 to i64
  %e2 = arith.extsi %x2 : i32 to i64
  %e3 = arith.extsi %x3 : i32 to i64
  %e4 = arith.extsi %x4 : i32 to i64
  func.call @p(%e1) : (i64) -> ()
  func.call @p(%e2) : (i64) -> ()
  func.call @p(%e3) : (i64) -> ()
  func.call @printI64(%e4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -5 : i32
  %b = arith.constant 3 : i32
  %c = arith.constant -1 : i32
  %d = arith.constant -2147483648 : i32
  func.call @minmax(%a, %b) : (i32, i32) -> ()
  func.call @minmax(%c, %a) : (i32, i32) -> ()
  func.call @minmax(%d, %b) : (i32, i32) -> ()
  // remf takes the sign of the dividend (fmod); negf flips the sign of zero.
  %f1 = arith.constant -7.5 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 7.5 : f32
  %f4 = arith.constant -2.0 : f32
  %r1 = arith.remf %f1, %f2 : f32
  %r2 = arith.remf %f3, %f4 : f32
  %r3 = arith.remf %f2, %f3 : f32
  %d5 = arith.constant 10.25 : f64
  %d6 = arith.constant 3.0 : f64
  %r4 = arith.remf %d5, %d6 : f64
  %z = arith.constant 0.0 : f32
  %nz = arith.negf %z : f32
  func.call @printF32(%r1) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%r2) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%r3) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%r4) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%nz) : (f32) -> ()
  func.call @printNewline() : () -> ()
  // minimumf/maximumf order -0 below +0 and propagate NaN; print bits (NaN sign is not portable, so test isnan).
  %mn = arith.minimumf %z, %nz : f32
  %mx = arith.maximumf %nz, %z : f32
  %mn2 = arith.minimumf %f1, %f3 : f32
  %mx2 = arith.maximumf %f1, %f3 : f32
  func.call @bits(%mn) : (f32) -> ()
  func.call @bits(%mx) : (f32) -> ()
  func.call @bits(%mn2) : (f32) -> ()
  func.call @bits(%mx2) : (f32) -> ()
  %nan = arith.divf %z, %z : f32
  %mn3 = arith.minimumf %nan, %f1 : f32
  %mx3 = arith.maximumf %f3, %nan : f32
  %u1 = arith.cmpf uno, %mn3, %mn3 : f32
  %u2 = arith.cmpf uno, %mx3, %mx3 : f32
  %u1e = arith.extui %u1 : i1 to i64
  %u2e = arith.extui %u2 : i1 to i64
  func.call @p(%u1e) : (i64) -> ()
  func.call @printI64(%u2e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Division by zero gives signed infinities; rounding of 0.1 + 0.2 in f32 and f64.
  %one = arith.constant 1.0 : f32
  %m1 = arith.constant -1.0 : f32
  %i1 = arith.divf %one, %z : f32
  %i2 = arith.divf %m1, %z : f32
  %i3 = arith.divf %one, %nz : f32
  func.call @printF32(%i1) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%i2) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%i3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %p1 = arith.constant 0.1 : f32
  %p2 = arith.constant 0.2 : f32
  %ps = arith.addf %p1, %p2 : f32
  %q1 = arith.constant 0.1 : f64
  %q2 = arith.constant 0.2 : f64
  %qs = arith.addf %q1, %q2 : f64
  %qb = arith.bitcast %qs : f64 to i64
  %pm = arith.mulf %p1, %p2 : f32
  %pd = arith.divf %p1, %p2 : f32
  %psub = arith.subf %p1, %p2 : f32
  func.call @bits(%ps) : (f32) -> ()
  func.call @bits(%pm) : (f32) -> ()
  func.call @bits(%pd) : (f32) -> ()
  func.call @bits(%psub) : (f32) -> ()
  func.call @printI64(%qb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // A float accumulation whose rounding depends on evaluation order: must be sequential.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %acc = scf.for %i = %c0 to %c1000 step %c1 iter_args(%s = %z) -> (f32) {
    %n = arith.addf %s, %p1 : f32
    scf.yield %n : f32
  }
  func.call @bits(%acc) : (f32) -> ()
  func.call @printF32(%acc) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: 3, -5, -5, 3
// CHECK-NEXT: -1, -5, -1, -5
// CHECK-NEXT: 3, -2147483648, -2147483648, 3
// CHECK-NEXT: -1.5, 1.5, 2, 1.25, -0
// CHECK-NEXT: -2147483648, 0, -1058013184, 1089470464, 1, 1
// CHECK-NEXT: inf, -inf, -inf
// CHECK-NEXT: 1050253722, 1017370379, 1056964608, -1110651699, 4599075939470750516
// CHECK-NEXT: 1120403331, 99.999
