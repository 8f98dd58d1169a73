// Differential test: sitofp, uitofp, fptosi, fptoui, extf, truncf and bitcast f32<->i32, f64<->i64.
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

func.func @pf(%v: f32) {
  func.call @printF32(%v) : (f32) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  // Integer to float.
  %m7 = arith.constant -7 : i32
  %m1 = arith.constant -1 : i32
  %m1b = arith.constant -1 : i8
  %big = arith.constant 9007199254740993 : i64
  %s1 = arith.sitofp %m7 : i32 to f32
  %u1 = arith.uitofp %m1 : i32 to f32
  %u2 = arith.uitofp %m1b : i8 to f32
  %s2 = arith.sitofp %m1b : i8 to f64
  %u3 = arith.uitofp %m1 : i32 to f64
  %s3 = arith.sitofp %big : i64 to f64
  %s3b = arith.bitcast %s3 : f64 to i64
  %s4 = arith.sitofp %big : i64 to f32
  %s4b = arith.bitcast %s4 : f32 to i32
  %s4e = arith.extsi %s4b : i32 to i64
  func.call @pf(%s1) : (f32) -> ()
  func.call @pf(%u1) : (f32) -> ()
  func.call @pf(%u2) : (f32) -> ()
  func.call @printF64(%s2) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%u3) : (f64) -> ()
  func.call @printNewline() : () -> ()
  func.call @p(%s3b) : (i64) -> ()
  func.call @printI64(%s4e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Float to integer truncates toward zero.
  %f1 = arith.constant -3.7 : f32
  %f2 = arith.constant 3.99 : f32
  %f3 = arith.constant -0.5 : f32
  %f4 = arith.constant 200.7 : f32
  %d1 = arith.constant -123456789.9 : f64
  %i1 = arith.fptosi %f1 : f32 to i32
  %i2 = arith.fptosi %f2 : f32 to i64
  %i3 = arith.fptosi %f3 : f32 to i32
  %i4 = arith.fptoui %f4 : f32 to i8
  %i5 = arith.fptosi %d1 : f64 to i64
  %i6 = arith.fptoui %f2 : f32 to i32
  %i7 = arith.fptosi %f1 : f32 to i8
  %e1 = arith.extsi %i1 : i32 to i64
  %e3 = arith.extsi %i3 : i32 to i64
  %e4 = arith.extui %i4 : i8 to i64
  %e6 = arith.extui %i6 : i32 to i64
  %e7 = arith.extsi %i7 : i8 to i64
  func.call @p(%e1) : (i64) -> ()
  func.call @p(%i2) : (i64) -> ()
  func.call @p(%e3) : (i64) -> ()
  func.call @p(%e4) : (i64) -> ()
  func.call @p(%i5) : (i64) -> ()
  func.call @p(%e6) : (i64) -> ()
  func.call @printI64(%e7) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // extf is exact; truncf rounds to nearest even (and overflows to inf).
  %tenth = arith.constant 0.1 : f32
  %x1 = arith.extf %tenth : f32 to f64
  %x1b = arith.bitcast %x1 : f64 to i64
  %third = arith.constant 0.333333333333333314829616256247 : f64
  %y1 = arith.truncf %third : f64 to f32
  %y1b = arith.bitcast %y1 : f32 to i32
  %y1e = arith.extsi %y1b : i32 to i64
  %huge = arith.constant 1.0e40 : f64
  %y2 = arith.truncf %huge : f64 to f32
  %tie = arith.constant 1.00000005960464477539 : f64
  %y3 = arith.truncf %tie : f64 to f32
  %y3b = arith.bitcast %y3 : f32 to i32
  %y3e = arith.extsi %y3b : i32 to i64
  func.call @p(%x1b) : (i64) -> ()
  func.call @p(%y1e) : (i64) -> ()
  func.call @pf(%y2) : (f32) -> ()
  func.call @printI64(%y3e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Bitcasts both ways.
  %one = arith.constant 1.0 : f32
  %m25 = arith.constant -2.5 : f32
  %b1 = arith.bitcast %one : f32 to i32
  %b2 = arith.bitcast %m25 : f32 to i32
  %b1e = arith.extsi %b1 : i32 to i64
  %b2e = arith.extsi %b2 : i32 to i64
  %infbits = arith.constant 2139095040 : i32
  %denbits = arith.constant 1 : i32
  %hbits = arith.constant 1078530011 : i32
  %finf = arith.bitcast %infbits : i32 to f32
  %fden = arith.bitcast %denbits : i32 to f32
  %fpi = arith.bitcast %hbits : i32 to f32
  %nz = arith.constant -0.0 : f64
  %nzb = arith.bitcast %nz : f64 to i64
  %dbits = arith.constant 4614253070214989087 : i64
  %dpi = arith.bitcast %dbits : i64 to f64
  func.call @p(%b1e) : (i64) -> ()
  func.call @p(%b2e) : (i64) -> ()
  func.call @printI64(%nzb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @pf(%finf) : (f32) -> ()
  func.call @pf(%fden) : (f32) -> ()
  func.call @pf(%fpi) : (f32) -> ()
  func.call @printF64(%dpi) : (f64) -> ()
  func.call @printNewline() : () -> ()
  // Round trip through the integer domain in a loop: sum of fptosi(i * 0.75).
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %q = arith.constant -0.75 : f32
  %z = arith.constant 0 : i64
  %acc = scf.for %i = %c0 to %c16 step %c1 iter_args(%a = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %fi, %q : f32
    %iv = arith.fptosi %v : f32 to i64
    %na = arith.addi %a, %iv : i64
    scf.yield %na : i64
  }
  func.call @printI64(%acc) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: -7, 4.29497e+09, 255, -1, 4.29497e+09
// CHECK-NEXT: 4845873199050653696, 1509949440
// CHECK-NEXT: -3, 3, 0, 200, -123456789, 3, -3
// CHECK-NEXT: 4591870180174331904, 1051372203, inf, 1065353216
// CHECK-NEXT: 1065353216, -1071644672, -9223372036854775808
// CHECK-NEXT: inf, 1.4013e-45, 3.14159, 3.14
// CHECK-NEXT: -84
