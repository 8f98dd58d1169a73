// Differential test: math.erf, sin, cos, rsqrt, log1p, expm1, round and
// trunc on f32 and f64, over zeros of both signs, small and large values,
// halves (round goes away from zero), -1 (log1p gives -inf) and the
// infinities, passed in through memory so that nothing folds them; then the
// same ops on constants, which loopc -O2 folds (with the host's libm, as
// mlir-opt does) and MLIR computes at run time. Each result prints as its
// bits (bitcast), or 1 for a NaN (its sign is the library's). The inputs
// avoid those where gcc's own evaluation of a libm call on a C constant
// (correctly rounded) and glibc's differ in the last bit, such as
// expm1(-2.5) or erf(1.25) in f64: at -O0 loopc leaves constants to the C
// compiler (README, "Status and limits").
// MLIR's pipeline calls libm for these ops (--convert-math-to-libm: erff,
// sinf, log1pf, ...), as loopc's C does: convert-to-llvm alone has no
// lowering for math.erf and computes log1p as log(1 + x) and expm1 as
// exp(x) - 1, which lose the precision these ops exist for. rsqrt, which
// libm lacks, is 1 / sqrt(x) either way (--math-expand-ops=ops=rsqrt).
// The expected bits come from a Python model calling libm by name.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --math-expand-ops=ops=rsqrt --convert-math-to-libm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --math-expand-ops=ops=rsqrt --convert-math-to-libm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

// Inputs 0.0, -0.0, 0.5, -0.5, 1e-7, 1.5, -1.5, 5.5, 100.0, -1.0, +inf, -inf:
// per input a line of f32 results, then one of f64 results (of the same
// input widened), in the order erf, sin, cos, rsqrt, log1p, expm1, round,
// trunc.
// CHECK: 0, 0, 1065353216, 2139095040, 0, 0, 0, 0, 
// CHECK-NEXT: 0, 0, 4607182418800017408, 9218868437227405312, 0, 0, 0, 0, 
// CHECK-NEXT: -2147483648, -2147483648, 1065353216, -8388608, -2147483648, -2147483648, -2147483648, -2147483648, 
// CHECK-NEXT: -9223372036854775808, -9223372036854775808, 4607182418800017408, -4503599627370496, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, 
// CHECK-NEXT: 1057308539, 1056274244, 1063299392, 1068827891, 1053792543, 1059459737, 1065353216, 0, 
// CHECK-NEXT: 4602863465656806866, 4602308182625945072, 4606079780542709072, 4609047870845172684, 4600975829957056588, 4604018381291261240, 4607182418800017408, 0, 
// CHECK-NEXT: -1090175109, -1091209404, 1063299392, 1, -1087278568, -1094093616, -1082130432, -2147483648, 
// CHECK-NEXT: -4620508571197968942, -4621063854228830736, 4606079780542709072, 1, -4618953502541334033, -4622612303439670292, -4616189618054758400, -9223372036854775808, 
// CHECK-NEXT: 871518541, 869711765, 1065353216, 1162191986, 869711764, 869711766, 0, 0, 
// CHECK-NEXT: 4503118220149244559, 4502148214576644083, 4607182418800017363, 4659172337148313094, 4502148214198854794, 4502148214954433436, 0, 0, 
// CHECK-NEXT: 1064784555, 1065311189, 1032904362, 1062274539, 1063948808, 1079956478, 1073741824, 1065353216, 
// CHECK-NEXT: 4606877121100610272, 4607159855645224331, 4589761573224315303, 4605529566940507199, 4606428432742539384, 4615022485599914627, 4611686018427387904, 4607182418800017408, 
// CHECK-NEXT: -1082699093, -1082172459, 1032904362, 1, 1, -1085873935, -1073741824, -1082130432, 
// CHECK-NEXT: -4616494915754165536, -4616212181209551477, 4589761573224315303, 1, 1, -4618199395866957575, -4611686018427387904, -4616189618054758400, 
// CHECK-NEXT: 1065353216, -1087070646, 1060465506, 1054495050, 1072666423, 1131655458, 1086324736, 1084227584, 
// CHECK-NEXT: 4607182418800017342, -4618841875014832041, 4604558349408130120, 4601352985251779919, 4611108666759052202, 4642778164184071158, 4618441417868443648, 4617315517961601024, 
// CHECK-NEXT: 1065353216, -1090412242, 1063043310, 1036831949, 1083420433, 2139095040, 1120403456, 1120403456, 
// CHECK-NEXT: 4607182418800017408, -4620635881084269128, 4605942297449095135, 4591870180066957722, 4616882182187366961, 5256625774849891317, 4636737291354636288, 4636737291354636288, 
// CHECK-NEXT: -1084769475, -1084790108, 1057640768, 1, -8388608, -1088302425, -1082130432, -1082130432, 
// CHECK-NEXT: -4617606443355273077, -4617617520482251538, 4603041830072026764, 1, -4503599627370496, -4619503181483112348, -4616189618054758400, -4616189618054758400, 
// CHECK-NEXT: 1065353216, 1, 1, 0, 2139095040, 2139095040, 2139095040, 2139095040, 
// CHECK-NEXT: 4607182418800017408, 1, 1, 0, 9218868437227405312, 9218868437227405312, 9218868437227405312, 9218868437227405312, 
// CHECK-NEXT: -1082130432, 1, 1, 1, 1, -1082130432, -8388608, -8388608, 
// CHECK-NEXT: -4616189618054758400, 1, 1, 1, 1, -4616189618054758400, -4503599627370496, -4503599627370496, 
// Constants 0.5 and -1.5, folded by loopc -O2 (log1p(-1.5) is a NaN, not folded):
// CHECK-NEXT: 1057308539, 1056274244, 1063299392, 1068827891, 1053792543, 1059459737, 1065353216, 0, 
// CHECK-NEXT: 4602863465656806866, 4602308182625945072, 4606079780542709072, 4609047870845172684, 4600975829957056588, 4604018381291261240, 4607182418800017408, 0, 
// CHECK-NEXT: -1082699093, -1082172459, 1032904362, 1, 1, -1085873935, -1073741824, -1082130432, 
// CHECK-NEXT: -4616494915754165536, -4616212181209551477, 4589761573224315303, 1, 1, -4618199395866957575, -4611686018427387904, -4616189618054758400, 

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

// math.erf, sin, cos, rsqrt, log1p, expm1, round, trunc of x, one line.
func.func @ops32(%x: f32) {
  %0 = math.erf %x : f32
  func.call @show32(%0) : (f32) -> ()
  %1 = math.sin %x : f32
  func.call @show32(%1) : (f32) -> ()
  %2 = math.cos %x : f32
  func.call @show32(%2) : (f32) -> ()
  %3 = math.rsqrt %x : f32
  func.call @show32(%3) : (f32) -> ()
  %4 = math.log1p %x : f32
  func.call @show32(%4) : (f32) -> ()
  %5 = math.expm1 %x : f32
  func.call @show32(%5) : (f32) -> ()
  %6 = math.round %x : f32
  func.call @show32(%6) : (f32) -> ()
  %7 = math.trunc %x : f32
  func.call @show32(%7) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

// math.erf, sin, cos, rsqrt, log1p, expm1, round, trunc of x, one line.
func.func @ops64(%x: f64) {
  %0 = math.erf %x : f64
  func.call @show64(%0) : (f64) -> ()
  %1 = math.sin %x : f64
  func.call @show64(%1) : (f64) -> ()
  %2 = math.cos %x : f64
  func.call @show64(%2) : (f64) -> ()
  %3 = math.rsqrt %x : f64
  func.call @show64(%3) : (f64) -> ()
  %4 = math.log1p %x : f64
  func.call @show64(%4) : (f64) -> ()
  %5 = math.expm1 %x : f64
  func.call @show64(%5) : (f64) -> ()
  %6 = math.round %x : f64
  func.call @show64(%6) : (f64) -> ()
  %7 = math.trunc %x : f64
  func.call @show64(%7) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m = memref.alloc() : memref<12xf32>
  %v0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v0, %m[%i0] : memref<12xf32>
  %v1 = arith.constant -0.0 : f32
  %i1 = arith.constant 1 : index
  memref.store %v1, %m[%i1] : memref<12xf32>
  %v2 = arith.constant 0.5 : f32
  %i2 = arith.constant 2 : index
  memref.store %v2, %m[%i2] : memref<12xf32>
  %v3 = arith.constant -0.5 : f32
  %i3 = arith.constant 3 : index
  memref.store %v3, %m[%i3] : memref<12xf32>
  %v4 = arith.constant 1.0e-07 : f32
  %i4 = arith.constant 4 : index
  memref.store %v4, %m[%i4] : memref<12xf32>
  %v5 = arith.constant 1.5 : f32
  %i5 = arith.constant 5 : index
  memref.store %v5, %m[%i5] : memref<12xf32>
  %v6 = arith.constant -1.5 : f32
  %i6 = arith.constant 6 : index
  memref.store %v6, %m[%i6] : memref<12xf32>
  %v7 = arith.constant 5.5 : f32
  %i7 = arith.constant 7 : index
  memref.store %v7, %m[%i7] : memref<12xf32>
  %v8 = arith.constant 100.0 : f32
  %i8 = arith.constant 8 : index
  memref.store %v8, %m[%i8] : memref<12xf32>
  %v9 = arith.constant -1.0 : f32
  %i9 = arith.constant 9 : index
  memref.store %v9, %m[%i9] : memref<12xf32>
  %v10 = arith.constant 0x7F800000 : f32
  %i10 = arith.constant 10 : index
  memref.store %v10, %m[%i10] : memref<12xf32>
  %v11 = arith.constant 0xFF800000 : f32
  %i11 = arith.constant 11 : index
  memref.store %v11, %m[%i11] : memref<12xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 12 : index
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %m[%k] : memref<12xf32>
    func.call @ops32(%x) : (f32) -> ()
    %y = arith.extf %x : f32 to f64
    func.call @ops64(%y) : (f64) -> ()
  }
  memref.dealloc %m : memref<12xf32>
  %k0_32 = arith.constant 0.5 : f32
  %r0_32_0 = math.erf %k0_32 : f32
  func.call @show32(%r0_32_0) : (f32) -> ()
  %r0_32_1 = math.sin %k0_32 : f32
  func.call @show32(%r0_32_1) : (f32) -> ()
  %r0_32_2 = math.cos %k0_32 : f32
  func.call @show32(%r0_32_2) : (f32) -> ()
  %r0_32_3 = math.rsqrt %k0_32 : f32
  func.call @show32(%r0_32_3) : (f32) -> ()
  %r0_32_4 = math.log1p %k0_32 : f32
  func.call @show32(%r0_32_4) : (f32) -> ()
  %r0_32_5 = math.expm1 %k0_32 : f32
  func.call @show32(%r0_32_5) : (f32) -> ()
  %r0_32_6 = math.round %k0_32 : f32
  func.call @show32(%r0_32_6) : (f32) -> ()
  %r0_32_7 = math.trunc %k0_32 : f32
  func.call @show32(%r0_32_7) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %k0_64 = arith.constant 0.5 : f64
  %r0_64_0 = math.erf %k0_64 : f64
  func.call @show64(%r0_64_0) : (f64) -> ()
  %r0_64_1 = math.sin %k0_64 : f64
  func.call @show64(%r0_64_1) : (f64) -> ()
  %r0_64_2 = math.cos %k0_64 : f64
  func.call @show64(%r0_64_2) : (f64) -> ()
  %r0_64_3 = math.rsqrt %k0_64 : f64
  func.call @show64(%r0_64_3) : (f64) -> ()
  %r0_64_4 = math.log1p %k0_64 : f64
  func.call @show64(%r0_64_4) : (f64) -> ()
  %r0_64_5 = math.expm1 %k0_64 : f64
  func.call @show64(%r0_64_5) : (f64) -> ()
  %r0_64_6 = math.round %k0_64 : f64
  func.call @show64(%r0_64_6) : (f64) -> ()
  %r0_64_7 = math.trunc %k0_64 : f64
  func.call @show64(%r0_64_7) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %k1_32 = arith.constant -1.5 : f32
  %r1_32_0 = math.erf %k1_32 : f32
  func.call @show32(%r1_32_0) : (f32) -> ()
  %r1_32_1 = math.sin %k1_32 : f32
  func.call @show32(%r1_32_1) : (f32) -> ()
  %r1_32_2 = math.cos %k1_32 : f32
  func.call @show32(%r1_32_2) : (f32) -> ()
  %r1_32_3 = math.rsqrt %k1_32 : f32
  func.call @show32(%r1_32_3) : (f32) -> ()
  %r1_32_4 = math.log1p %k1_32 : f32
  func.call @show32(%r1_32_4) : (f32) -> ()
  %r1_32_5 = math.expm1 %k1_32 : f32
  func.call @show32(%r1_32_5) : (f32) -> ()
  %r1_32_6 = math.round %k1_32 : f32
  func.call @show32(%r1_32_6) : (f32) -> ()
  %r1_32_7 = math.trunc %k1_32 : f32
  func.call @show32(%r1_32_7) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %k1_64 = arith.constant -1.5 : f64
  %r1_64_0 = math.erf %k1_64 : f64
  func.call @show64(%r1_64_0) : (f64) -> ()
  %r1_64_1 = math.sin %k1_64 : f64
  func.call @show64(%r1_64_1) : (f64) -> ()
  %r1_64_2 = math.cos %k1_64 : f64
  func.call @show64(%r1_64_2) : (f64) -> ()
  %r1_64_3 = math.rsqrt %k1_64 : f64
  func.call @show64(%r1_64_3) : (f64) -> ()
  %r1_64_4 = math.log1p %k1_64 : f64
  func.call @show64(%r1_64_4) : (f64) -> ()
  %r1_64_5 = math.expm1 %k1_64 : f64
  func.call @show64(%r1_64_5) : (f64) -> ()
  %r1_64_6 = math.round %k1_64 : f64
  func.call @show64(%r1_64_6) : (f64) -> ()
  %r1_64_7 = math.trunc %k1_64 : f64
  func.call @show64(%r1_64_7) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
