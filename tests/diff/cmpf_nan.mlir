// Differential test: every arith.cmpf predicate, ordered vs unordered, with NaN (0/0), infinities and signed zeros.
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

// Prints 0 or 1 then a comma.
func.func @b(%c: i1) {
  %v = arith.extui %c : i1 to i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @cf32(%a: f32, %b: f32) {
  %false = arith.cmpf false, %a, %b : f32
  %oeq = arith.cmpf oeq, %a, %b : f32
  %ogt = arith.cmpf ogt, %a, %b : f32
  %oge = arith.cmpf oge, %a, %b : f32
  %olt = arith.cmpf olt, %a, %b : f32
  %ole = arith.cmpf ole, %a, %b : f32
  %one = arith.cmpf one, %a, %b : f32
  %ord = arith.cmpf ord, %a, %b : f32
  %ueq = arith.cmpf ueq, %a, %b : f32
  %ugt = arith.cmpf ugt, %a, %b : f32
  %uge = arith.cmpf uge, %a, %b : f32
  %ult = arith.cmpf ult, %a, %b : f32
  %ule = arith.cmpf ule, %a, %b : f32
  %une = arith.cmpf une, %a, %b : f32
  %uno = arith.cmpf uno, %a, %b : f32
  %true = arith.cmpf true, %a, %b : f32
  func.call @b(%false) : (i1) -> ()
  func.call @b(%oeq) : (i1) -> ()
  func.call @b(%ogt) : (i1) -> ()
  func.call @b(%oge) : (i1) -> ()
  func.call @b(%olt) : (i1) -> ()
  func.call @b(%ole) : (i1) -> ()
  func.call @b(%one) : (i1) -> ()
  func.call @b(%ord) : (i1) -> ()
  func.call @b(%ueq) : (i1) -> ()
  func.call @b(%ugt) : (i1) -> ()
  func.call @b(%uge) : (i1) -> ()
  func.call @b(%ult) : (i1) -> ()
  func.call @b(%ule) : (i1) -> ()
  func.call @b(%une) : (i1) -> ()
  func.call @b(%uno) : (i1) -> ()
  func.call @b(%true) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @cf64(%a: f64, %b: f64) {
  %false = arith.cmpf false, %a, %b : f64
  %oeq = arith.cmpf oeq, %a, %b : f64
  %ogt = arith.cmpf ogt, %a, %b : f64
  %oge = arith.cmpf oge, %a, %b : f64
  %olt = arith.cmpf olt, %a, %b : f64
  %ole = arith.cmpf ole, %a, %b : f64
  %one = arith.cmpf one, %a, %b : f64
  %ord = arith.cmpf ord, %a, %b : f64
  %ueq = arith.cmpf ueq, %a, %b : f64
  %ugt = arith.cmpf ugt, %a, %b : f64
  %uge = arith.cmpf uge, %a, %b : f64
  %ult = arith.cmpf ult, %a, %b : f64
  %ule = arith.cmpf ule, %a, %b : f64
  %une = arith.cmpf une, %a, %b : f64
  %uno = arith.cmpf uno, %a, %b : f64
  %true = arith.cmpf true, %a, %b : f64
  func.call @b(%false) : (i1) -> ()
  func.call @b(%oeq) : (i1) -> ()
  func.call @b(%ogt) : (i1) -> ()
  func.call @b(%oge) : (i1) -> ()
  func.call @b(%olt) : (i1) -> ()
  func.call @b(%ole) : (i1) -> ()
  func.call @b(%one) : (i1) -> ()
  func.call @b(%ord) : (i1) -> ()
  func.call @b(%ueq) : (i1) -> ()
  func.call @b(%ugt) : (i1) -> ()
  func.call @b(%uge) : (i1) -> ()
  func.call @b(%ult) : (i1) -> ()
  func.call @b(%ule) : (i1) -> ()
  func.call @b(%une) : (i1) -> ()
  func.call @b(%uno) : (i1) -> ()
  func.call @b(%true) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %z = arith.constant 0.0 : f32
  %nan = arith.divf %z, %z : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nz = arith.constant -0.0 : f32
  %inf = arith.divf %one, %z : f32
  %ninf = arith.negf %inf : f32
  func.call @cf32(%one, %two) : (f32, f32) -> ()
  func.call @cf32(%two, %one) : (f32, f32) -> ()
  func.call @cf32(%two, %two) : (f32, f32) -> ()
  func.call @cf32(%nan, %one) : (f32, f32) -> ()
  func.call @cf32(%one, %nan) : (f32, f32) -> ()
  func.call @cf32(%nan, %nan) : (f32, f32) -> ()
  func.call @cf32(%nz, %z) : (f32, f32) -> ()
  func.call @cf32(%inf, %one) : (f32, f32) -> ()
  func.call @cf32(%ninf, %inf) : (f32, f32) -> ()
  func.call @cf32(%inf, %inf) : (f32, f32) -> ()
  func.call @cf32(%nan, %inf) : (f32, f32) -> ()
  %dz = arith.constant 0.0 : f64
  %dnan = arith.divf %dz, %dz : f64
  %d1 = arith.constant 1.5 : f64
  %d2 = arith.constant -2.5e300 : f64
  %big = arith.constant 1.0e300 : f64
  %dinf = arith.mulf %big, %big : f64
  func.call @cf64(%dnan, %dz) : (f64, f64) -> ()
  func.call @cf64(%d1, %d1) : (f64, f64) -> ()
  func.call @cf64(%d2, %d1) : (f64, f64) -> ()
  func.call @cf64(%dinf, %d2) : (f64, f64) -> ()
  func.call @cf64(%dz, %dnan) : (f64, f64) -> ()
  // A NaN that came out of arithmetic on infinities.
  %dn2 = arith.subf %dinf, %dinf : f64
  func.call @cf64(%dn2, %dn2) : (f64, f64) -> ()
  return
}

// CHECK: 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1,
// CHECK-NEXT: 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1,
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1,
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1,
// CHECK-NEXT: 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1,
// CHECK-NEXT: 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1,
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1,
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
// CHECK-NEXT: 0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1,
// CHECK-NEXT: 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1,
// CHECK-NEXT: 0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1,
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
