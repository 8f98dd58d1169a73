// Differential test: math.tan, asin, acos, atan, sinh, cosh, asinh, acosh,
// atanh, erfc, exp2, log2, log10, cbrt, roundeven, atan2 and fpowi on f32
// and f64, over zeros of both signs, +-0.5, +-1 (the ends of asin's and
// atanh's domains), +-2.5 and 3.5 (roundeven's halves), 100, the infinities
// and a NaN, passed in through memory so that nothing folds them; then the
// same ops on the constants 0.5 and -1.5, which loopc -O2 folds with the
// host's libm (as mlir-opt does) and MLIR computes at run time: all but cbrt,
// which MLIR 22 does not fold and a C compiler may (correctly rounded, where
// glibc's cbrt(-1.5) is an ulp off). Each result prints as its bits, or 1 for a NaN.
// MLIR's pipeline: --convert-math-to-funcs (fpowi as repeated squaring, the
// order llvm.powi and loopc_fpowi_* multiply in) and --convert-math-to-libm
// (tanf, acoshf, ... as loopc's C calls them; roundeven is rint there).
// The expected lines come from a Python model calling libm by name and
// squaring in the type's precision.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --convert-math-to-funcs --convert-math-to-libm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// At -O0 loopc folds nothing and leaves the constants' calls to the C
// compiler, which gcc evaluates correctly rounded (asinhf(0.5f) is an ulp
// from glibc's): only the lines of the inputs from memory are compared.
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: head -n 26 %t.mlir.out > %t.mlir26.out
// RUN: head -n 26 %t.O0.out | diff %t.mlir26.out -
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --convert-math-to-funcs --convert-math-to-libm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

// Per input a line of f32 results, then one of f64 (the input widened): the
// 15 unary ops in the order above, atan2(x, 0.5), atan2(-0.5, x), and fpowi
// of x by 0, 3, -3 and 8. Then per constant and type: the unary ops,
// but cbrt, atan2(c, c) and fpowi(c, 5).
// CHECK: 0, 0, 1070141403, 0, 0, 1065353216, 0, 1, 0, 1065353216, 1065353216, -8388608, -8388608, 0, 0, 0, -1077342245, 1065353216, 0, 2139095040, 0, 
// CHECK-NEXT: 0, 0, 4609753056924675352, 0, 0, 4607182418800017408, 0, 1, 0, 4607182418800017408, 4607182418800017408, -4503599627370496, -4503599627370496, 0, 0, 0, -4613618979930100456, 4607182418800017408, 0, 9218868437227405312, 0, 
// CHECK-NEXT: -2147483648, -2147483648, 1070141403, -2147483648, -2147483648, 1065353216, -2147483648, 1, -2147483648, 1065353216, 1065353216, -8388608, -8388608, -2147483648, -2147483648, -2147483648, -1077342245, 1065353216, -2147483648, -8388608, 0, 
// CHECK-NEXT: -9223372036854775808, -9223372036854775808, 4609753056924675352, -9223372036854775808, -9223372036854775808, 4607182418800017408, -9223372036854775808, 1, -9223372036854775808, 4607182418800017408, 4607182418800017408, -4503599627370496, -4503599627370496, -9223372036854775808, -9223372036854775808, -9223372036854775808, -4613618979930100456, 4607182418800017408, -9223372036854775808, -4503599627370496, 0, 
// CHECK-NEXT: 1057741435, 1057360530, 1065749138, 1055744824, 1057318528, 1066423820, 1056334182, 1, 1057791828, 1056276746, 1068827891, -1082130432, -1097195365, 1061892085, 0, 1061752795, -1085730853, 1065353216, 1040187392, 1090519040, 998244352, 
// CHECK-NEXT: 4603095874924660554, 4602891378046628710, 4607394977673999206, 4602023952714414927, 4602868828792568727, 4607757195049363664, 4602340361502004746, 1, 4603122929439146762, 4602309526204327004, 4609047870845172685, -4616189618054758400, -4624277542631671297, 4605324238331407933, 0, 4605249457297304856, -4618122579557470952, 4607182418800017408, 4593671619917905920, 4620693217682128896, 4571153621781053440, 
// CHECK-NEXT: -1089742213, -1090123118, 1074137746, -1091738824, -1090165120, 1066423820, -1091149466, 1, -1089691820, 1069719486, 1060439283, 1, 1, -1085591563, -2147483648, -1085730853, -1072247836, 1065353216, -1107296256, -1056964608, 998244352, 
// CHECK-NEXT: -4620276161930115254, -4620480658808147098, 4611898577301369702, -4621348084140360881, -4620503208062207081, 4607757195049363664, -4621031675352771062, 1, -4620249107415629046, 4609526541855782633, 4604544271217802189, 1, 1, -4618047798523367875, -9223372036854775808, -4618122579557470952, -4610883939740737070, 4607182418800017408, -4629700416936869888, -4602678819172646912, 4571153621781053440, 
// CHECK-NEXT: 1070029091, 1070141403, 0, 1061752795, 1066822910, 1069908906, 1063362995, 0, 2139095040, 1042354955, 1073741824, 0, 0, 1065353216, 1065353216, 1066252045, -1091738824, 1065353216, 1065353216, 1065353216, 1065353216, 
// CHECK-NEXT: 4609692760021066662, 4609753056924675352, 0, 4605249457297304856, 4607971454830426498, 4609628236544603472, 4606113927061427239, 0, 9218868437227405312, 4594835321492594133, 4611686018427387904, 0, 0, 4607182418800017408, 4607182418800017408, 4607664973725548100, -4621348084140360881, 4607182418800017408, 4607182418800017408, 4607182418800017408, 4607182418800017408, 
// CHECK-NEXT: -1077454557, -1077342245, 1078530011, -1085730853, -1080660738, 1069908906, -1084120653, 1, -8388608, 1072422302, 1056964608, 1, 1, -1082130432, -1082130432, -1081231603, -1070898316, 1065353216, -1082130432, -1082130432, 1065353216, 
// CHECK-NEXT: -4613679276833709146, -4613618979930100456, 4614256656552045848, -4618122579557470952, -4615400582024349310, 4609628236544603472, -4617258109793348569, 1, -4503599627370496, 4610977605777130566, 4602678819172646912, 1, 1, -4616189618054758400, -4616189618054758400, -4615707063129227708, -4610159421902293586, 4607182418800017408, -4616189618054758400, -4616189618054758400, 4607182418800017408, 
// CHECK-NEXT: -1086374693, 1, 1, 1066949484, 1086430023, 1086602167, 1070782585, 1070107873, 1, 970284077, 1085605107, 1068053745, 1053540043, 1068349701, 1073741824, 1068485529, -1102437872, 1065353216, 1098514432, 1032000111, 1153350688, 
// CHECK-NEXT: -4618468238630536427, 1, 1, 4608039408546500008, 4618497943088969427, 4618590362581273251, 4610097288749636854, 4609735055632440240, 1, 4556142563360287902, 4618055070099913677, 4608632254048192227, 4600840269816990722, 4608791144255959277, 4611686018427387904, 4608864066354890839, -4627092092005964277, 4607182418800017408, 4624985711076966400, 4589276106681592316, 4654425701846351872, 
// CHECK-NEXT: 1061108955, 1, 1, -1080534164, -1061053625, 1086602167, -1076701063, 1, 1, 1073738410, 1043662067, 1, 1, -1079133947, -1073741824, -1078998119, -1069781574, 1065353216, -1048969216, -1115483537, 1153350688, 
// CHECK-NEXT: 4604903798224239381, 1, 1, -4615332628308275800, -4604874093765806381, 4618590362581273251, -4613274748105138954, 1, 1, 4611684185678433781, 4595537071963061197, 1, 1, -4614580892598816531, -4611686018427387904, -4614507970499884969, -4609559875587622216, 4607182418800017408, -4598386325777809408, -4634095930173183492, 4654425701846351872, 
// CHECK-NEXT: 1052756400, 1, 1, 1067806856, 1099192141, 1099207973, 1073454267, 1073111398, 1, 893876565, 1093993715, 1072125800, 1057703947, 1069700985, 1082130432, 1068951084, -1106162313, 1065353216, 1110147072, 1019154731, 1185934722, 
// CHECK-NEXT: 4600419554915652263, 1, 1, 4608499706684082597, 4625349553312649019, 4625358053120444539, 4611531637156282838, 4611347560756745738, 1, 4515121592691906647, 4622558669727284173, 4610818422126151770, 4603075748828876608, 4609516609653755209, 4616189618054758400, 4609114009402435069, -4629091636386318115, 4607182418800017408, 4631230937122734080, 4582379795779309341, 4671919121896570880, 
// CHECK-NEXT: -1089055833, 1, 1, 1070057519, 2139095040, 2139095040, 1084853253, 1084853148, 1, 0, 1904214016, 1087675000, 1073741824, 1083475941, 1120403456, 1070099460, -1146890575, 1065353216, 1232348160, 897988541, 1510874058, 
// CHECK-NEXT: -4619907664570524360, 1, 1, 4609708022429511458, 5252122175222520821, 5252122175222520821, 4617651421603249194, 4617651365308253734, 1, 0, 5057542381537067008, 4619166335492531057, 4611686018427387904, 4616911982862754295, 4636737291354636288, 4609730539114185670, -4650957455215734091, 4607182418800017408, 4696837146684686336, 4517329193108106637, 4846369599423283200, 
// CHECK-NEXT: 1, 1, 1, 1070141403, 2139095040, 2139095040, 2139095040, 2139095040, 1, 0, 2139095040, 2139095040, 2139095040, 2139095040, 2139095040, 1070141403, -2147483648, 1065353216, 2139095040, 0, 2139095040, 
// CHECK-NEXT: 1, 1, 1, 4609753056924675352, 9218868437227405312, 9218868437227405312, 9218868437227405312, 9218868437227405312, 1, 0, 9218868437227405312, 9218868437227405312, 9218868437227405312, 9218868437227405312, 9218868437227405312, 4609753056924675352, -9223372036854775808, 4607182418800017408, 9218868437227405312, 0, 9218868437227405312, 
// CHECK-NEXT: 1, 1, 1, -1077342245, -8388608, 2139095040, -8388608, 1, 1, 1073741824, 0, 1, 1, -8388608, -8388608, -1077342245, -1068953637, 1065353216, -8388608, -2147483648, 2139095040, 
// CHECK-NEXT: 1, 1, 1, -4613618979930100456, -4503599627370496, 9218868437227405312, -4503599627370496, 1, 1, 4611686018427387904, 0, 1, 1, -4503599627370496, -4503599627370496, -4613618979930100456, -4609115380302729960, 4607182418800017408, -4503599627370496, -9223372036854775808, 9218868437227405312, 
// CHECK-NEXT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1065353216, 1, 1, 1, 
// CHECK-NEXT: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4607182418800017408, 1, 1, 1, 
// CHECK-NEXT: 1057741435, 1057360530, 1065749138, 1055744824, 1057318528, 1066423820, 1056334182, 1, 1057791828, 1056276746, 1068827891, -1082130432, -1097195365, 0, 1061752795, 1023410176, 
// CHECK-NEXT: 4603095874924660554, 4602891378046628710, 4607394977673999206, 4602023952714414927, 4602868828792568727, 4607757195049363664, 4602340361502004746, 1, 4603122929439146762, 4602309526204327004, 4609047870845172685, -4616189618054758400, -4624277542631671297, 0, 4605249457297304856, 4584664420663164928, 
// CHECK-NEXT: -1050566805, 1, 1, -1082419105, -1073199587, 1075219937, -1080496640, 1, 1, 1073457493, 1052050675, 1, 1, -1073741824, -1072247836, -1057816576, 
// CHECK-NEXT: -4599244025097582729, 1, 1, -4616344598417901925, -4611394906974492064, 4612479574333333538, -4615312482501958695, 1, 1, 4611533369577684336, 4600040671590431693, 1, 1, -4611686018427387904, -4610883939740737070, -4603136216009801728, 

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

func.func @showb(%x: i1) {
  %w = arith.extui %x : i1 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// tan, asin, acos, atan, sinh, cosh, asinh, acosh, atanh, erfc, exp2, log2, log10, cbrt, roundeven of x, one line: then atan2(x, 0.5), atan2(-0.5, x), fpowi(x, n) for n = 0, 3, -3, 8.
func.func @ops32(%x: f32) {
  %r0 = math.tan %x : f32
  func.call @show32(%r0) : (f32) -> ()
  %r1 = math.asin %x : f32
  func.call @show32(%r1) : (f32) -> ()
  %r2 = math.acos %x : f32
  func.call @show32(%r2) : (f32) -> ()
  %r3 = math.atan %x : f32
  func.call @show32(%r3) : (f32) -> ()
  %r4 = math.sinh %x : f32
  func.call @show32(%r4) : (f32) -> ()
  %r5 = math.cosh %x : f32
  func.call @show32(%r5) : (f32) -> ()
  %r6 = math.asinh %x : f32
  func.call @show32(%r6) : (f32) -> ()
  %r7 = math.acosh %x : f32
  func.call @show32(%r7) : (f32) -> ()
  %r8 = math.atanh %x : f32
  func.call @show32(%r8) : (f32) -> ()
  %r9 = math.erfc %x : f32
  func.call @show32(%r9) : (f32) -> ()
  %r10 = math.exp2 %x : f32
  func.call @show32(%r10) : (f32) -> ()
  %r11 = math.log2 %x : f32
  func.call @show32(%r11) : (f32) -> ()
  %r12 = math.log10 %x : f32
  func.call @show32(%r12) : (f32) -> ()
  %r13 = math.cbrt %x : f32
  func.call @show32(%r13) : (f32) -> ()
  %r14 = math.roundeven %x : f32
  func.call @show32(%r14) : (f32) -> ()
  %h = arith.constant 0.5 : f32
  %mh = arith.constant -0.5 : f32
  %a1 = math.atan2 %x, %h : f32
  func.call @show32(%a1) : (f32) -> ()
  %a2 = math.atan2 %mh, %x : f32
  func.call @show32(%a2) : (f32) -> ()
  %n0 = arith.constant 0 : i32
  %p0 = math.fpowi %x, %n0 : f32, i32
  func.call @show32(%p0) : (f32) -> ()
  %n1 = arith.constant 3 : i32
  %p1 = math.fpowi %x, %n1 : f32, i32
  func.call @show32(%p1) : (f32) -> ()
  %n2 = arith.constant -3 : i32
  %p2 = math.fpowi %x, %n2 : f32, i32
  func.call @show32(%p2) : (f32) -> ()
  %n3 = arith.constant 8 : i32
  %p3 = math.fpowi %x, %n3 : f32, i32
  func.call @show32(%p3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

// tan, asin, acos, atan, sinh, cosh, asinh, acosh, atanh, erfc, exp2, log2, log10, cbrt, roundeven of x, one line: then atan2(x, 0.5), atan2(-0.5, x), fpowi(x, n) for n = 0, 3, -3, 8.
func.func @ops64(%x: f64) {
  %r0 = math.tan %x : f64
  func.call @show64(%r0) : (f64) -> ()
  %r1 = math.asin %x : f64
  func.call @show64(%r1) : (f64) -> ()
  %r2 = math.acos %x : f64
  func.call @show64(%r2) : (f64) -> ()
  %r3 = math.atan %x : f64
  func.call @show64(%r3) : (f64) -> ()
  %r4 = math.sinh %x : f64
  func.call @show64(%r4) : (f64) -> ()
  %r5 = math.cosh %x : f64
  func.call @show64(%r5) : (f64) -> ()
  %r6 = math.asinh %x : f64
  func.call @show64(%r6) : (f64) -> ()
  %r7 = math.acosh %x : f64
  func.call @show64(%r7) : (f64) -> ()
  %r8 = math.atanh %x : f64
  func.call @show64(%r8) : (f64) -> ()
  %r9 = math.erfc %x : f64
  func.call @show64(%r9) : (f64) -> ()
  %r10 = math.exp2 %x : f64
  func.call @show64(%r10) : (f64) -> ()
  %r11 = math.log2 %x : f64
  func.call @show64(%r11) : (f64) -> ()
  %r12 = math.log10 %x : f64
  func.call @show64(%r12) : (f64) -> ()
  %r13 = math.cbrt %x : f64
  func.call @show64(%r13) : (f64) -> ()
  %r14 = math.roundeven %x : f64
  func.call @show64(%r14) : (f64) -> ()
  %h = arith.constant 0.5 : f64
  %mh = arith.constant -0.5 : f64
  %a1 = math.atan2 %x, %h : f64
  func.call @show64(%a1) : (f64) -> ()
  %a2 = math.atan2 %mh, %x : f64
  func.call @show64(%a2) : (f64) -> ()
  %n0 = arith.constant 0 : i32
  %p0 = math.fpowi %x, %n0 : f64, i32
  func.call @show64(%p0) : (f64) -> ()
  %n1 = arith.constant 3 : i32
  %p1 = math.fpowi %x, %n1 : f64, i32
  func.call @show64(%p1) : (f64) -> ()
  %n2 = arith.constant -3 : i32
  %p2 = math.fpowi %x, %n2 : f64, i32
  func.call @show64(%p2) : (f64) -> ()
  %n3 = arith.constant 8 : i32
  %p3 = math.fpowi %x, %n3 : f64, i32
  func.call @show64(%p3) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m = memref.alloc() : memref<13xf32>
  %v0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  memref.store %v0, %m[%i0] : memref<13xf32>
  %v1 = arith.constant -0.0 : f32
  %i1 = arith.constant 1 : index
  memref.store %v1, %m[%i1] : memref<13xf32>
  %v2 = arith.constant 0.5 : f32
  %i2 = arith.constant 2 : index
  memref.store %v2, %m[%i2] : memref<13xf32>
  %v3 = arith.constant -0.5 : f32
  %i3 = arith.constant 3 : index
  memref.store %v3, %m[%i3] : memref<13xf32>
  %v4 = arith.constant 1.0 : f32
  %i4 = arith.constant 4 : index
  memref.store %v4, %m[%i4] : memref<13xf32>
  %v5 = arith.constant -1.0 : f32
  %i5 = arith.constant 5 : index
  memref.store %v5, %m[%i5] : memref<13xf32>
  %v6 = arith.constant 2.5 : f32
  %i6 = arith.constant 6 : index
  memref.store %v6, %m[%i6] : memref<13xf32>
  %v7 = arith.constant -2.5 : f32
  %i7 = arith.constant 7 : index
  memref.store %v7, %m[%i7] : memref<13xf32>
  %v8 = arith.constant 3.5 : f32
  %i8 = arith.constant 8 : index
  memref.store %v8, %m[%i8] : memref<13xf32>
  %v9 = arith.constant 100.0 : f32
  %i9 = arith.constant 9 : index
  memref.store %v9, %m[%i9] : memref<13xf32>
  %v10 = arith.constant 0x7F800000 : f32
  %i10 = arith.constant 10 : index
  memref.store %v10, %m[%i10] : memref<13xf32>
  %v11 = arith.constant 0xFF800000 : f32
  %i11 = arith.constant 11 : index
  memref.store %v11, %m[%i11] : memref<13xf32>
  %v12 = arith.constant 0x7FC00000 : f32
  %i12 = arith.constant 12 : index
  memref.store %v12, %m[%i12] : memref<13xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 13 : index
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %m[%k] : memref<13xf32>
    func.call @ops32(%x) : (f32) -> ()
    %y = arith.extf %x : f32 to f64
    func.call @ops64(%y) : (f64) -> ()
  }
  memref.dealloc %m : memref<13xf32>
  %k0_f32 = arith.constant 0.5 : f32
  %q0_f32_0 = math.tan %k0_f32 : f32
  func.call @show32(%q0_f32_0) : (f32) -> ()
  %q0_f32_1 = math.asin %k0_f32 : f32
  func.call @show32(%q0_f32_1) : (f32) -> ()
  %q0_f32_2 = math.acos %k0_f32 : f32
  func.call @show32(%q0_f32_2) : (f32) -> ()
  %q0_f32_3 = math.atan %k0_f32 : f32
  func.call @show32(%q0_f32_3) : (f32) -> ()
  %q0_f32_4 = math.sinh %k0_f32 : f32
  func.call @show32(%q0_f32_4) : (f32) -> ()
  %q0_f32_5 = math.cosh %k0_f32 : f32
  func.call @show32(%q0_f32_5) : (f32) -> ()
  %q0_f32_6 = math.asinh %k0_f32 : f32
  func.call @show32(%q0_f32_6) : (f32) -> ()
  %q0_f32_7 = math.acosh %k0_f32 : f32
  func.call @show32(%q0_f32_7) : (f32) -> ()
  %q0_f32_8 = math.atanh %k0_f32 : f32
  func.call @show32(%q0_f32_8) : (f32) -> ()
  %q0_f32_9 = math.erfc %k0_f32 : f32
  func.call @show32(%q0_f32_9) : (f32) -> ()
  %q0_f32_10 = math.exp2 %k0_f32 : f32
  func.call @show32(%q0_f32_10) : (f32) -> ()
  %q0_f32_11 = math.log2 %k0_f32 : f32
  func.call @show32(%q0_f32_11) : (f32) -> ()
  %q0_f32_12 = math.log10 %k0_f32 : f32
  func.call @show32(%q0_f32_12) : (f32) -> ()
  %q0_f32_14 = math.roundeven %k0_f32 : f32
  func.call @show32(%q0_f32_14) : (f32) -> ()
  %q0_f32_a = math.atan2 %k0_f32, %k0_f32 : f32
  func.call @show32(%q0_f32_a) : (f32) -> ()
  %e0_f32 = arith.constant 5 : i32
  %q0_f32_p = math.fpowi %k0_f32, %e0_f32 : f32, i32
  func.call @show32(%q0_f32_p) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %k0_f64 = arith.constant 0.5 : f64
  %q0_f64_0 = math.tan %k0_f64 : f64
  func.call @show64(%q0_f64_0) : (f64) -> ()
  %q0_f64_1 = math.asin %k0_f64 : f64
  func.call @show64(%q0_f64_1) : (f64) -> ()
  %q0_f64_2 = math.acos %k0_f64 : f64
  func.call @show64(%q0_f64_2) : (f64) -> ()
  %q0_f64_3 = math.atan %k0_f64 : f64
  func.call @show64(%q0_f64_3) : (f64) -> ()
  %q0_f64_4 = math.sinh %k0_f64 : f64
  func.call @show64(%q0_f64_4) : (f64) -> ()
  %q0_f64_5 = math.cosh %k0_f64 : f64
  func.call @show64(%q0_f64_5) : (f64) -> ()
  %q0_f64_6 = math.asinh %k0_f64 : f64
  func.call @show64(%q0_f64_6) : (f64) -> ()
  %q0_f64_7 = math.acosh %k0_f64 : f64
  func.call @show64(%q0_f64_7) : (f64) -> ()
  %q0_f64_8 = math.atanh %k0_f64 : f64
  func.call @show64(%q0_f64_8) : (f64) -> ()
  %q0_f64_9 = math.erfc %k0_f64 : f64
  func.call @show64(%q0_f64_9) : (f64) -> ()
  %q0_f64_10 = math.exp2 %k0_f64 : f64
  func.call @show64(%q0_f64_10) : (f64) -> ()
  %q0_f64_11 = math.log2 %k0_f64 : f64
  func.call @show64(%q0_f64_11) : (f64) -> ()
  %q0_f64_12 = math.log10 %k0_f64 : f64
  func.call @show64(%q0_f64_12) : (f64) -> ()
  %q0_f64_14 = math.roundeven %k0_f64 : f64
  func.call @show64(%q0_f64_14) : (f64) -> ()
  %q0_f64_a = math.atan2 %k0_f64, %k0_f64 : f64
  func.call @show64(%q0_f64_a) : (f64) -> ()
  %e0_f64 = arith.constant 5 : i32
  %q0_f64_p = math.fpowi %k0_f64, %e0_f64 : f64, i32
  func.call @show64(%q0_f64_p) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %k1_f32 = arith.constant -1.5 : f32
  %q1_f32_0 = math.tan %k1_f32 : f32
  func.call @show32(%q1_f32_0) : (f32) -> ()
  %q1_f32_1 = math.asin %k1_f32 : f32
  func.call @show32(%q1_f32_1) : (f32) -> ()
  %q1_f32_2 = math.acos %k1_f32 : f32
  func.call @show32(%q1_f32_2) : (f32) -> ()
  %q1_f32_3 = math.atan %k1_f32 : f32
  func.call @show32(%q1_f32_3) : (f32) -> ()
  %q1_f32_4 = math.sinh %k1_f32 : f32
  func.call @show32(%q1_f32_4) : (f32) -> ()
  %q1_f32_5 = math.cosh %k1_f32 : f32
  func.call @show32(%q1_f32_5) : (f32) -> ()
  %q1_f32_6 = math.asinh %k1_f32 : f32
  func.call @show32(%q1_f32_6) : (f32) -> ()
  %q1_f32_7 = math.acosh %k1_f32 : f32
  func.call @show32(%q1_f32_7) : (f32) -> ()
  %q1_f32_8 = math.atanh %k1_f32 : f32
  func.call @show32(%q1_f32_8) : (f32) -> ()
  %q1_f32_9 = math.erfc %k1_f32 : f32
  func.call @show32(%q1_f32_9) : (f32) -> ()
  %q1_f32_10 = math.exp2 %k1_f32 : f32
  func.call @show32(%q1_f32_10) : (f32) -> ()
  %q1_f32_11 = math.log2 %k1_f32 : f32
  func.call @show32(%q1_f32_11) : (f32) -> ()
  %q1_f32_12 = math.log10 %k1_f32 : f32
  func.call @show32(%q1_f32_12) : (f32) -> ()
  %q1_f32_14 = math.roundeven %k1_f32 : f32
  func.call @show32(%q1_f32_14) : (f32) -> ()
  %q1_f32_a = math.atan2 %k1_f32, %k1_f32 : f32
  func.call @show32(%q1_f32_a) : (f32) -> ()
  %e1_f32 = arith.constant 5 : i32
  %q1_f32_p = math.fpowi %k1_f32, %e1_f32 : f32, i32
  func.call @show32(%q1_f32_p) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %k1_f64 = arith.constant -1.5 : f64
  %q1_f64_0 = math.tan %k1_f64 : f64
  func.call @show64(%q1_f64_0) : (f64) -> ()
  %q1_f64_1 = math.asin %k1_f64 : f64
  func.call @show64(%q1_f64_1) : (f64) -> ()
  %q1_f64_2 = math.acos %k1_f64 : f64
  func.call @show64(%q1_f64_2) : (f64) -> ()
  %q1_f64_3 = math.atan %k1_f64 : f64
  func.call @show64(%q1_f64_3) : (f64) -> ()
  %q1_f64_4 = math.sinh %k1_f64 : f64
  func.call @show64(%q1_f64_4) : (f64) -> ()
  %q1_f64_5 = math.cosh %k1_f64 : f64
  func.call @show64(%q1_f64_5) : (f64) -> ()
  %q1_f64_6 = math.asinh %k1_f64 : f64
  func.call @show64(%q1_f64_6) : (f64) -> ()
  %q1_f64_7 = math.acosh %k1_f64 : f64
  func.call @show64(%q1_f64_7) : (f64) -> ()
  %q1_f64_8 = math.atanh %k1_f64 : f64
  func.call @show64(%q1_f64_8) : (f64) -> ()
  %q1_f64_9 = math.erfc %k1_f64 : f64
  func.call @show64(%q1_f64_9) : (f64) -> ()
  %q1_f64_10 = math.exp2 %k1_f64 : f64
  func.call @show64(%q1_f64_10) : (f64) -> ()
  %q1_f64_11 = math.log2 %k1_f64 : f64
  func.call @show64(%q1_f64_11) : (f64) -> ()
  %q1_f64_12 = math.log10 %k1_f64 : f64
  func.call @show64(%q1_f64_12) : (f64) -> ()
  %q1_f64_14 = math.roundeven %k1_f64 : f64
  func.call @show64(%q1_f64_14) : (f64) -> ()
  %q1_f64_a = math.atan2 %k1_f64, %k1_f64 : f64
  func.call @show64(%q1_f64_a) : (f64) -> ()
  %e1_f64 = arith.constant 5 : i32
  %q1_f64_p = math.fpowi %k1_f64, %e1_f64 : f64, i32
  func.call @show64(%q1_f64_p) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
