// Differential test: arith.minnumf/maxnumf (IEEE minNum/maxNum: a NaN
// operand is ignored) next to arith.minimumf/maximumf (a NaN operand wins,
// -0.0 < +0.0), in f32 and f64, on NaN, infinities and signed zeros passed
// in as arguments (so that nothing folds them), and as the combiners of an
// scf.for and an scf.parallel reduction. Each result prints as its NaN-ness
// (cmpf uno) and, when not a NaN, its bits (bitcast), which tell -0.0 from
// +0.0. Two zeros of different signs give the first operand of minnumf and
// maxnumf, as mlir-runner computes them (llvm.minnum/maxnum on x86-64).
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

// "1" for a NaN, else the bits.
func.func @show64(%x: f64) {
  %nan = arith.cmpf uno, %x, %x : f64
  %b = arith.bitcast %x : f64 to i64
  %one = arith.constant 1 : i64
  %v = arith.select %nan, %one, %b : i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @show32(%x: f32) {
  %nan = arith.cmpf uno, %x, %x : f32
  %b = arith.bitcast %x : f32 to i32
  %w = arith.extsi %b : i32 to i64
  %one = arith.constant 1 : i64
  %v = arith.select %nan, %one, %w : i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// minnumf, maxnumf, minimumf, maximumf of (a, b), one line.
func.func @four64(%a: f64, %b: f64) {
  %0 = arith.minnumf %a, %b : f64
  func.call @show64(%0) : (f64) -> ()
  %1 = arith.maxnumf %a, %b : f64
  func.call @show64(%1) : (f64) -> ()
  %2 = arith.minimumf %a, %b : f64
  func.call @show64(%2) : (f64) -> ()
  %3 = arith.maximumf %a, %b : f64
  func.call @show64(%3) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @four32(%a: f32, %b: f32) {
  %0 = arith.minnumf %a, %b : f32
  func.call @show32(%0) : (f32) -> ()
  %1 = arith.maxnumf %a, %b : f32
  func.call @show32(%1) : (f32) -> ()
  %2 = arith.minimumf %a, %b : f32
  func.call @show32(%2) : (f32) -> ()
  %3 = arith.maximumf %a, %b : f32
  func.call @show32(%3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The smallest and largest of m[0..n) by minnumf/maxnumf in an scf.for
// (NaNs skipped), and the largest by maxnumf in an scf.parallel reduction
// (the same in any order: no zeros in the data).
func.func @reduce(%m: memref<6xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nan = arith.constant 0x7FC00000 : f32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%lo = %nan, %hi = %nan) -> (f32, f32) {
    %x = memref.load %m[%i] : memref<6xf32>
    %l = arith.minnumf %lo, %x : f32
    %h = arith.maxnumf %hi, %x : f32
    scf.yield %l, %h : f32, f32
  }
  func.call @show32(%r#0) : (f32) -> ()
  func.call @show32(%r#1) : (f32) -> ()
  %p = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%nan) -> f32 {
    %x = memref.load %m[%i] : memref<6xf32>
    scf.reduce(%x : f32) {
    ^bb0(%u: f32, %v: f32):
      %w = arith.maxnumf %u, %v : f32
      scf.reduce.return %w : f32
    }
  }
  func.call @show32(%p) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %pz = arith.constant 0.0 : f64
  %nz = arith.constant -0.0 : f64
  %one = arith.constant 1.0 : f64
  %mone = arith.constant -1.0 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %pinf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFFF0000000000000 : f64
  // CHECK: 0, 0, -9223372036854775808, 0,
  func.call @four64(%pz, %nz) : (f64, f64) -> ()
  // CHECK-NEXT: -9223372036854775808, -9223372036854775808, -9223372036854775808, 0,
  func.call @four64(%nz, %pz) : (f64, f64) -> ()
  // CHECK-NEXT: 4607182418800017408, 4607182418800017408, 1, 1,
  func.call @four64(%nan, %one) : (f64, f64) -> ()
  // CHECK-NEXT: -4616189618054758400, -4616189618054758400, 1, 1,
  func.call @four64(%mone, %nan) : (f64, f64) -> ()
  // CHECK-NEXT: 1, 1, 1, 1,
  func.call @four64(%nan, %nan) : (f64, f64) -> ()
  // CHECK-NEXT: 9218868437227405312, 9218868437227405312, 1, 1,
  func.call @four64(%nan, %pinf) : (f64, f64) -> ()
  // CHECK-NEXT: -4503599627370496, -4503599627370496, 1, 1,
  func.call @four64(%ninf, %nan) : (f64, f64) -> ()
  // CHECK-NEXT: -4616189618054758400, 4607182418800017408, -4616189618054758400, 4607182418800017408,
  func.call @four64(%one, %mone) : (f64, f64) -> ()
  %pz32 = arith.constant 0.0 : f32
  %nz32 = arith.constant -0.0 : f32
  %two32 = arith.constant 2.0 : f32
  %nan32 = arith.constant 0x7FC00000 : f32
  // CHECK-NEXT: 0, 0, -2147483648, 0,
  func.call @four32(%pz32, %nz32) : (f32, f32) -> ()
  // CHECK-NEXT: -2147483648, -2147483648, -2147483648, 0,
  func.call @four32(%nz32, %pz32) : (f32, f32) -> ()
  // CHECK-NEXT: 1073741824, 1073741824, 1, 1,
  func.call @four32(%nan32, %two32) : (f32, f32) -> ()
  // CHECK-NEXT: 0, 0, 1, 1,
  func.call @four32(%pz32, %nan32) : (f32, f32) -> ()
  %m = memref.alloc() : memref<6xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %v0 = arith.constant 3.5 : f32
  %v2 = arith.constant -7.25 : f32
  %v3 = arith.constant 12.0 : f32
  %v5 = arith.constant 0.5 : f32
  memref.store %v0, %m[%c0] : memref<6xf32>
  memref.store %nan32, %m[%c1] : memref<6xf32>
  memref.store %v2, %m[%c2] : memref<6xf32>
  memref.store %v3, %m[%c3] : memref<6xf32>
  memref.store %nan32, %m[%c4] : memref<6xf32>
  memref.store %v5, %m[%c5] : memref<6xf32>
  // -7.25, 12, 12.
  // CHECK-NEXT: -1058537472, 1094713344, 1094713344,
  func.call @reduce(%m, %c6) : (memref<6xf32>, index) -> ()
  // No element: the NaN inits.
  // CHECK-NEXT: 1, 1, 1,
  func.call @reduce(%m, %c0) : (memref<6xf32>, index) -> ()
  memref.dealloc %m : memref<6xf32>
  return
}
