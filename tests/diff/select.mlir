// Differential test: arith.select on i64, i8, f32, f64, index and i1, driven by cmpi/cmpf results in loops.
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %k5 = arith.constant 5 : i64
  %k3 = arith.constant 3 : i64
  %z = arith.constant 0 : i64
  // For i in [0, 10): v = i*3 - 13; print |v|, max(v, -5) via select, and (v < 0 ? 1 : 0) via an i1 select.
  %t = arith.constant true
  %f = arith.constant false
  %k13 = arith.constant 13 : i64
  scf.for %i = %c0 to %c10 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %t0 = arith.muli %ii, %k3 : i64
    %v = arith.subi %t0, %k13 : i64
    %neg = arith.cmpi slt, %v, %z : i64
    %nv = arith.subi %z, %v : i64
    %abs = arith.select %neg, %nv, %v : i64
    %m5 = arith.constant -5 : i64
    %gt = arith.cmpi sgt, %v, %m5 : i64
    %mx = arith.select %gt, %v, %m5 : i64
    %bit = arith.select %neg, %t, %f : i1
    %be = arith.extui %bit : i1 to i64
    func.call @printI64(%abs) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%mx) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%be) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  // Float selects, including a NaN-aware max: (a > b || isnan(a)) ? a : b.
  %fz = arith.constant 0.0 : f32
  %nan = arith.divf %fz, %fz : f32
  %a = arith.constant 2.5 : f32
  %b = arith.constant -1.25 : f32
  %c = arith.cmpf ogt, %a, %b : f32
  %s1 = arith.select %c, %a, %b : f32
  %c2 = arith.cmpf ogt, %nan, %b : f32
  %s2 = arith.select %c2, %nan, %b : f32
  %c3 = arith.cmpf ugt, %nan, %b : f32
  %s3 = arith.select %c3, %a, %b : f32
  func.call @printF32(%s1) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%s2) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%s3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %d1 = arith.constant 1.0e-3 : f64
  %d2 = arith.constant 4.0e10 : f64
  %cd = arith.cmpf olt, %d1, %d2 : f64
  %sd = arith.select %cd, %d2, %d1 : f64
  func.call @printF64(%sd) : (f64) -> ()
  func.call @printComma() : () -> ()
  // i8 and index selects.
  %x8 = arith.constant -100 : i8
  %y8 = arith.constant 100 : i8
  %c8 = arith.cmpi ult, %x8, %y8 : i8
  %s8 = arith.select %c8, %x8, %y8 : i8
  %s8e = arith.extsi %s8 : i8 to i64
  func.call @printI64(%s8e) : (i64) -> ()
  func.call @printComma() : () -> ()
  %xi = arith.constant -4 : index
  %yi = arith.constant 9 : index
  %ci = arith.cmpi slt, %xi, %yi : index
  %si = arith.select %ci, %xi, %yi : index
  %sie = arith.index_cast %si : index to i64
  func.call @printI64(%sie) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Select inside iter_args: running min and max of (7 i) mod 11 - 5.
  %k7 = arith.constant 7 : i64
  %k11 = arith.constant 11 : i64
  %hi = arith.constant 100 : i64
  %lo = arith.constant -100 : i64
  %r:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%mn = %hi, %mxv = %lo) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %p = arith.muli %ii, %k7 : i64
    %q = arith.remsi %p, %k11 : i64
    %v = arith.subi %q, %k5 : i64
    %lt = arith.cmpi slt, %v, %mn : i64
    %nmn = arith.select %lt, %v, %mn : i64
    %gt = arith.cmpi sgt, %v, %mxv : i64
    %nmx = arith.select %gt, %v, %mxv : i64
    scf.yield %nmn, %nmx : i64, i64
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: 13, -5, 1
// CHECK-NEXT: 10, -5, 1
// CHECK-NEXT: 7, -5, 1
// CHECK-NEXT: 4, -4, 1
// CHECK-NEXT: 1, -1, 1
// CHECK-NEXT: 2, 2, 0
// CHECK-NEXT: 5, 5, 0
// CHECK-NEXT: 8, 8, 0
// CHECK-NEXT: 11, 11, 0
// CHECK-NEXT: 14, 14, 0
// CHECK-NEXT: 2.5, -1.25, 2.5
// CHECK-NEXT: 4e+10, 100, -4
// CHECK-NEXT: -5, 5
