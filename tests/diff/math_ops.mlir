// Differential test: math.sqrt, exp, log, tanh, absf, floor, ceil, powf, copysign on f32 and f64.
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

func.func @f32ops(%x: f32, %y: f32) {
  %a = math.sqrt %x : f32
  %b = math.exp %y : f32
  %c = math.log %x : f32
  %d = math.tanh %y : f32
  %e = math.absf %y : f32
  %f = math.floor %y : f32
  %g = math.ceil %y : f32
  %h = math.powf %x, %y : f32
  %i = math.copysign %x, %y : f32
  func.call @printF32(%a) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%b) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%c) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%d) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%e) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%f) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%g) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%h) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%i) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @f64ops(%x: f64, %y: f64) {
  %a = math.sqrt %x : f64
  %b = math.exp %y : f64
  %c = math.log %x : f64
  %d = math.tanh %y : f64
  %e = math.absf %y : f64
  %f = math.floor %y : f64
  %g = math.ceil %y : f64
  %h = math.powf %x, %y : f64
  %i = math.copysign %x, %y : f64
  func.call @printF64(%a) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%b) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%c) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%d) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%e) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%f) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%g) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%h) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%i) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %x1 = arith.constant 2.0 : f32
  %y1 = arith.constant 0.5 : f32
  %x2 = arith.constant 10.0 : f32
  %y2 = arith.constant -2.5 : f32
  %x3 = arith.constant 0.25 : f32
  %y3 = arith.constant 3.0 : f32
  %y4 = arith.constant -0.0 : f32
  func.call @f32ops(%x1, %y1) : (f32, f32) -> ()
  func.call @f32ops(%x2, %y2) : (f32, f32) -> ()
  func.call @f32ops(%x3, %y3) : (f32, f32) -> ()
  func.call @f32ops(%x2, %y4) : (f32, f32) -> ()
  %d1 = arith.constant 2.0 : f64
  %e1 = arith.constant 1.0 : f64
  %d2 = arith.constant 1.0e-3 : f64
  %e2 = arith.constant -7.75 : f64
  func.call @f64ops(%d1, %e1) : (f64, f64) -> ()
  func.call @f64ops(%d2, %e2) : (f64, f64) -> ()
  // Correctly rounded ops compared bit for bit.
  %s = math.sqrt %d1 : f64
  %sb = arith.bitcast %s : f64 to i64
  %sf = math.sqrt %x1 : f32
  %sfb = arith.bitcast %sf : f32 to i32
  %sfe = arith.extsi %sfb : i32 to i64
  func.call @printI64(%sb) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%sfe) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Newton iteration for sqrt(7) vs math.sqrt, and tanh saturation.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %seven = arith.constant 7.0 : f64
  %half = arith.constant 0.5 : f64
  %g = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %seven) -> (f64) {
    %q = arith.divf %seven, %x : f64
    %s2 = arith.addf %x, %q : f64
    %n = arith.mulf %s2, %half : f64
    scf.yield %n : f64
  }
  %r7 = math.sqrt %seven : f64
  %diff = arith.subf %g, %r7 : f64
  %ad = math.absf %diff : f64
  %tiny = arith.constant 1.0e-15 : f64
  %ok = arith.cmpf olt, %ad, %tiny : f64
  %oke = arith.extui %ok : i1 to i64
  func.call @printF64(%g) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%oke) : (i64) -> ()
  func.call @printComma() : () -> ()
  %t20 = arith.constant 20.0 : f32
  %tt = math.tanh %t20 : f32
  func.call @printF32(%tt) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: 1.41421, 1.64872, 0.693147, 0.462117, 0.5, 0, 1, 1.41421, 2
// CHECK-NEXT: 3.16228, 0.082085, 2.30259, -0.986614, 2.5, -3, -2, 0.00316228, -10
// CHECK-NEXT: 0.5, 20.0855, -1.38629, 0.995055, 3, 3, 3, 0.015625, 0.25
// CHECK-NEXT: 3.16228, 1, 2.30259, -0, 0, -0, -0, 1, -10
// CHECK-NEXT: 1.41421, 2.71828, 0.693147, 0.761594, 1, 1, 1, 2, 2
// CHECK-NEXT: 0.0316228, 0.000430743, -6.90776, -1, 7.75, -8, -7, 1.77828e+23, -0.001
// CHECK-NEXT: 4609047870845172685, 1068827891
// CHECK-NEXT: 2.64575, 1, 1
