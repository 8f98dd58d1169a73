// Integer wrapping, shifts, divisions, i1 arithmetic, casts, exact float
// constants and all 16 cmpf predicates with NaN, compiled at -O2 (where a C
// compiler would exploit signed overflow if the emitted code had any).
// The C checks are on the backend alone (-O0); the optimized program (whose
// constants canonicalize folds) must print the same.
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: FileCheck %s --check-prefix=C < %t.c
// RUN: %cc %cflags -O2 %t.c %runtime_dir/libloopc_runtime.a -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// RUN: %loopc %s --emit=c -O2 -o %t.opt.c
// RUN: %cc %cflags -O2 %t.opt.c %runtime_dir/libloopc_runtime.a -lm -o %t.opt.exe
// RUN: %t.opt.exe | FileCheck %s

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @p(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// C-LABEL: void wrap(int32_t x,
// C: int32_t s = (int32_t)((uint32_t)x + (uint32_t)1);
// C: int8_t m = (int8_t)((uint32_t)y * (uint32_t)3);
// C: int16_t q = (int16_t)((uint32_t)w * (uint32_t)w);
func.func @wrap(%x: i32, %y: i8, %z: i64, %w: i16) {
  %c1 = arith.constant 1 : i32
  %s = arith.addi %x, %c1 : i32
  %s64 = arith.extsi %s : i32 to i64
  call @p(%s64) : (i64) -> ()
  %c3 = arith.constant 3 : i8
  %m = arith.muli %y, %c3 : i8
  %m64 = arith.extsi %m : i8 to i64
  call @p(%m64) : (i64) -> ()
  %one = arith.constant 1 : i64
  %d = arith.subi %z, %one : i64
  call @p(%d) : (i64) -> ()
  %q = arith.muli %w, %w : i16
  %q64 = arith.extsi %q : i16 to i64
  call @p(%q64) : (i64) -> ()
  return
}
// CHECK: -2147483648
// CHECK-NEXT: 44
// CHECK-NEXT: 9223372036854775807
// CHECK-NEXT: 1

func.func @shifts(%one: i32, %m8: i32, %i8one: i8) {
  %c31 = arith.constant 31 : i32
  %c1 = arith.constant 1 : i32
  %c28 = arith.constant 28 : i32
  %c7 = arith.constant 7 : i8
  %a = arith.shli %one, %c31 : i32
  %b = arith.shrsi %m8, %c1 : i32
  %c = arith.shrui %m8, %c28 : i32
  %d = arith.shli %i8one, %c7 : i8
  %a64 = arith.extsi %a : i32 to i64
  %b64 = arith.extsi %b : i32 to i64
  %c64 = arith.extsi %c : i32 to i64
  %d64 = arith.extsi %d : i8 to i64
  call @p(%a64) : (i64) -> ()
  call @p(%b64) : (i64) -> ()
  call @p(%c64) : (i64) -> ()
  call @p(%d64) : (i64) -> ()
  return
}
// CHECK-NEXT: -2147483648
// CHECK-NEXT: -4
// CHECK-NEXT: 15
// CHECK-NEXT: -128

// A constant shifted is an int literal in the C code, so it is cast to the
// op's type first: shifting an int by 63 would be undefined.
// C-LABEL: void shift_constant(int64_t n)
// C: int64_t e = (int64_t)((int64_t)255 >>
func.func @shift_constant(%n: i64) {
  %k = arith.constant 255 : i64
  %e = arith.shrsi %k, %n : i64
  call @p(%e) : (i64) -> ()
  return
}
// CHECK-NEXT: 0

func.func @divs(%a: i64, %b: i64) {
  %q = arith.divsi %a, %b : i64
  call @p(%q) : (i64) -> ()
  %r = arith.remsi %a, %b : i64
  call @p(%r) : (i64) -> ()
  %cd = arith.ceildivsi %a, %b : i64
  call @p(%cd) : (i64) -> ()
  %fd = arith.floordivsi %a, %b : i64
  call @p(%fd) : (i64) -> ()
  return
}
// -7 / 2, then 7 / -2, then 7 / 2
// CHECK-NEXT: -3
// CHECK-NEXT: -1
// CHECK-NEXT: -3
// CHECK-NEXT: -4
// CHECK-NEXT: -3
// CHECK-NEXT: 1
// CHECK-NEXT: -3
// CHECK-NEXT: -4
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK-NEXT: 4
// CHECK-NEXT: 3

func.func @unsigned(%m1: i32, %one: i32) {
  %two = arith.constant 2 : i32
  %ten = arith.constant 10 : i32
  %a = arith.divui %m1, %two : i32
  %b = arith.remui %m1, %ten : i32
  %c = arith.maxui %m1, %one : i32
  %d = arith.minui %m1, %one : i32
  %e = arith.maxsi %m1, %one : i32
  %f = arith.minsi %m1, %one : i32
  %lt = arith.cmpi ult, %one, %m1 : i32
  %a64 = arith.extui %a : i32 to i64
  %b64 = arith.extui %b : i32 to i64
  %c64 = arith.extsi %c : i32 to i64
  %d64 = arith.extsi %d : i32 to i64
  %e64 = arith.extsi %e : i32 to i64
  %f64 = arith.extsi %f : i32 to i64
  %l64 = arith.extui %lt : i1 to i64
  call @p(%a64) : (i64) -> ()
  call @p(%b64) : (i64) -> ()
  call @p(%c64) : (i64) -> ()
  call @p(%d64) : (i64) -> ()
  call @p(%e64) : (i64) -> ()
  call @p(%f64) : (i64) -> ()
  call @p(%l64) : (i64) -> ()
  return
}
// CHECK-NEXT: 2147483647
// CHECK-NEXT: 5
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 1

// i1 is a one-bit integer: true + true = false, and signed true is -1.
func.func @bits(%t: i1, %f: i1) {
  %s = arith.addi %t, %t : i1
  %s64 = arith.extui %s : i1 to i64
  call @p(%s64) : (i64) -> ()
  %e = arith.extsi %t : i1 to i64
  call @p(%e) : (i64) -> ()
  %u = arith.extui %t : i1 to i64
  call @p(%u) : (i64) -> ()
  %lt = arith.cmpi slt, %t, %f : i1
  %lt64 = arith.extui %lt : i1 to i64
  call @p(%lt64) : (i64) -> ()
  %mx = arith.maxsi %t, %f : i1
  %mx64 = arith.extui %mx : i1 to i64
  call @p(%mx64) : (i64) -> ()
  %mu = arith.maxui %t, %f : i1
  %mu64 = arith.extui %mu : i1 to i64
  call @p(%mu64) : (i64) -> ()
  %fl = arith.sitofp %t : i1 to f32
  call @printF32(%fl) : (f32) -> ()
  call @printNewline() : () -> ()
  %ix = arith.index_cast %t : i1 to index
  %ix64 = arith.index_cast %ix : index to i64
  call @p(%ix64) : (i64) -> ()
  return
}
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: -1

func.func @casts(%f: f32, %g: f32, %m1: i32, %big: i64, %n5: i32, %b8: i8, %h: f64) {
  %a = arith.fptosi %f : f32 to i64
  call @p(%a) : (i64) -> ()
  %b = arith.fptosi %g : f32 to i64
  call @p(%b) : (i64) -> ()
  %c = arith.uitofp %m1 : i32 to f64
  call @printF64(%c) : (f64) -> ()
  call @printNewline() : () -> ()
  %one = arith.constant 1.0 : f32
  %d = arith.bitcast %one : f32 to i32
  %d64 = arith.extsi %d : i32 to i64
  call @p(%d64) : (i64) -> ()
  %e = arith.trunci %big : i64 to i8
  %e64 = arith.extsi %e : i8 to i64
  call @p(%e64) : (i64) -> ()
  %ix = arith.index_cast %n5 : i32 to index
  %ix64 = arith.index_cast %ix : index to i64
  call @p(%ix64) : (i64) -> ()
  %z = arith.extui %b8 : i8 to i64
  call @p(%z) : (i64) -> ()
  %u = arith.fptoui %h : f64 to i32
  %u64 = arith.extsi %u : i32 to i64
  call @p(%u64) : (i64) -> ()
  %back = arith.bitcast %d : i32 to f32
  call @printF32(%back) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK-NEXT: 3
// CHECK-NEXT: -3
// CHECK-NEXT: 4.29497e+09
// CHECK-NEXT: 1065353216
// CHECK-NEXT: 44
// CHECK-NEXT: -5
// CHECK-NEXT: 255
// CHECK-NEXT: -1294967296
// CHECK-NEXT: 1

// Float constants are exact: their bit patterns survive.
// C-LABEL: void constants(void) {
// C: 0x1.3333333333334p-2
// C: 0.1f
func.func @constants() {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.30000000000000004 : f64
  %c = arith.constant 0.1 : f32
  %d = arith.constant 3.4028234663852886e38 : f32
  %e = arith.constant 1.0e-45 : f32
  %a1 = arith.bitcast %a : f64 to i64
  %b1 = arith.bitcast %b : f64 to i64
  %c1 = arith.bitcast %c : f32 to i32
  %d1 = arith.bitcast %d : f32 to i32
  %e1 = arith.bitcast %e : f32 to i32
  %c2 = arith.extsi %c1 : i32 to i64
  %d2 = arith.extsi %d1 : i32 to i64
  %e2 = arith.extsi %e1 : i32 to i64
  call @p(%a1) : (i64) -> ()
  call @p(%b1) : (i64) -> ()
  call @p(%c2) : (i64) -> ()
  call @p(%d2) : (i64) -> ()
  call @p(%e2) : (i64) -> ()
  return
}
// CHECK-NEXT: 4591870180066957722
// CHECK-NEXT: 4599075939470750516
// CHECK-NEXT: 1036831949
// CHECK-NEXT: 2139095039
// CHECK-NEXT: 1

// One bit per cmpf predicate, in MLIR's enum order.
// C-LABEL: int64_t cmpmask(float a, float b) {
// C: bool p8 = !(a < b || a > b);
// C: bool p14 = isnan(a) || isnan(b);
func.func @cmpmask(%a: f32, %b: f32) -> i64 {
  %acc0 = arith.constant 0 : i64
  %p0 = arith.cmpf false, %a, %b : f32
  %x0 = arith.extui %p0 : i1 to i64
  %k0 = arith.constant 0 : i64
  %y0 = arith.shli %x0, %k0 : i64
  %acc1 = arith.ori %acc0, %y0 : i64
  %p1 = arith.cmpf oeq, %a, %b : f32
  %x1 = arith.extui %p1 : i1 to i64
  %k1 = arith.constant 1 : i64
  %y1 = arith.shli %x1, %k1 : i64
  %acc2 = arith.ori %acc1, %y1 : i64
  %p2 = arith.cmpf ogt, %a, %b : f32
  %x2 = arith.extui %p2 : i1 to i64
  %k2 = arith.constant 2 : i64
  %y2 = arith.shli %x2, %k2 : i64
  %acc3 = arith.ori %acc2, %y2 : i64
  %p3 = arith.cmpf oge, %a, %b : f32
  %x3 = arith.extui %p3 : i1 to i64
  %k3 = arith.constant 3 : i64
  %y3 = arith.shli %x3, %k3 : i64
  %acc4 = arith.ori %acc3, %y3 : i64
  %p4 = arith.cmpf olt, %a, %b : f32
  %x4 = arith.extui %p4 : i1 to i64
  %k4 = arith.constant 4 : i64
  %y4 = arith.shli %x4, %k4 : i64
  %acc5 = arith.ori %acc4, %y4 : i64
  %p5 = arith.cmpf ole, %a, %b : f32
  %x5 = arith.extui %p5 : i1 to i64
  %k5 = arith.constant 5 : i64
  %y5 = arith.shli %x5, %k5 : i64
  %acc6 = arith.ori %acc5, %y5 : i64
  %p6 = arith.cmpf one, %a, %b : f32
  %x6 = arith.extui %p6 : i1 to i64
  %k6 = arith.constant 6 : i64
  %y6 = arith.shli %x6, %k6 : i64
  %acc7 = arith.ori %acc6, %y6 : i64
  %p7 = arith.cmpf ord, %a, %b : f32
  %x7 = arith.extui %p7 : i1 to i64
  %k7 = arith.constant 7 : i64
  %y7 = arith.shli %x7, %k7 : i64
  %acc8 = arith.ori %acc7, %y7 : i64
  %p8 = arith.cmpf ueq, %a, %b : f32
  %x8 = arith.extui %p8 : i1 to i64
  %k8 = arith.constant 8 : i64
  %y8 = arith.shli %x8, %k8 : i64
  %acc9 = arith.ori %acc8, %y8 : i64
  %p9 = arith.cmpf ugt, %a, %b : f32
  %x9 = arith.extui %p9 : i1 to i64
  %k9 = arith.constant 9 : i64
  %y9 = arith.shli %x9, %k9 : i64
  %acc10 = arith.ori %acc9, %y9 : i64
  %p10 = arith.cmpf uge, %a, %b : f32
  %x10 = arith.extui %p10 : i1 to i64
  %k10 = arith.constant 10 : i64
  %y10 = arith.shli %x10, %k10 : i64
  %acc11 = arith.ori %acc10, %y10 : i64
  %p11 = arith.cmpf ult, %a, %b : f32
  %x11 = arith.extui %p11 : i1 to i64
  %k11 = arith.constant 11 : i64
  %y11 = arith.shli %x11, %k11 : i64
  %acc12 = arith.ori %acc11, %y11 : i64
  %p12 = arith.cmpf ule, %a, %b : f32
  %x12 = arith.extui %p12 : i1 to i64
  %k12 = arith.constant 12 : i64
  %y12 = arith.shli %x12, %k12 : i64
  %acc13 = arith.ori %acc12, %y12 : i64
  %p13 = arith.cmpf une, %a, %b : f32
  %x13 = arith.extui %p13 : i1 to i64
  %k13 = arith.constant 13 : i64
  %y13 = arith.shli %x13, %k13 : i64
  %acc14 = arith.ori %acc13, %y13 : i64
  %p14 = arith.cmpf uno, %a, %b : f32
  %x14 = arith.extui %p14 : i1 to i64
  %k14 = arith.constant 14 : i64
  %y14 = arith.shli %x14, %k14 : i64
  %acc15 = arith.ori %acc14, %y14 : i64
  %p15 = arith.cmpf true, %a, %b : f32
  %x15 = arith.extui %p15 : i1 to i64
  %k15 = arith.constant 15 : i64
  %y15 = arith.shli %x15, %k15 : i64
  %acc16 = arith.ori %acc15, %y15 : i64
  return %acc16 : i64
}

func.func @nans(%nan: f32, %one: f32, %two: f32) {
  %a = call @cmpmask(%nan, %one) : (f32, f32) -> i64
  call @p(%a) : (i64) -> ()
  %b = call @cmpmask(%one, %one) : (f32, f32) -> i64
  call @p(%b) : (i64) -> ()
  %c = call @cmpmask(%one, %two) : (f32, f32) -> i64
  call @p(%c) : (i64) -> ()
  %d = call @cmpmask(%two, %one) : (f32, f32) -> i64
  call @p(%d) : (i64) -> ()
  %mx = arith.maximumf %nan, %one : f32
  call @printF32(%mx) : (f32) -> ()
  call @printNewline() : () -> ()
  %mn = arith.minimumf %one, %nan : f32
  call @printF32(%mn) : (f32) -> ()
  call @printNewline() : () -> ()
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %mz = arith.minimumf %z, %nz : f32
  call @printF32(%mz) : (f32) -> ()
  call @printNewline() : () -> ()
  %xz = arith.maximumf %nz, %z : f32
  call @printF32(%xz) : (f32) -> ()
  call @printNewline() : () -> ()
  %m2 = arith.maximumf %one, %two : f32
  call @printF32(%m2) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK-NEXT: 65280
// CHECK-NEXT: 38314
// CHECK-NEXT: 47344
// CHECK-NEXT: 42700
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 2

func.func @main() {
  %imax = arith.constant 2147483647 : i32
  %i100 = arith.constant 100 : i8
  %imin = arith.constant -9223372036854775808 : i64
  %m1_16 = arith.constant -1 : i16
  call @wrap(%imax, %i100, %imin, %m1_16) : (i32, i8, i64, i16) -> ()
  %one = arith.constant 1 : i32
  %m8 = arith.constant -8 : i32
  %i8one = arith.constant 1 : i8
  call @shifts(%one, %m8, %i8one) : (i32, i32, i8) -> ()
  %c63 = arith.constant 63 : i64
  call @shift_constant(%c63) : (i64) -> ()
  %m7 = arith.constant -7 : i64
  %p7 = arith.constant 7 : i64
  %p2 = arith.constant 2 : i64
  %m2 = arith.constant -2 : i64
  call @divs(%m7, %p2) : (i64, i64) -> ()
  call @divs(%p7, %m2) : (i64, i64) -> ()
  call @divs(%p7, %p2) : (i64, i64) -> ()
  %m1 = arith.constant -1 : i32
  call @unsigned(%m1, %one) : (i32, i32) -> ()
  %t = arith.constant true
  %f = arith.constant false
  call @bits(%t, %f) : (i1, i1) -> ()
  %f37 = arith.constant 3.7 : f32
  %fm37 = arith.constant -3.7 : f32
  %big = arith.constant 300 : i64
  %n5 = arith.constant -5 : i32
  %b8 = arith.constant -1 : i8
  %h = arith.constant 3.0e9 : f64
  call @casts(%f37, %fm37, %m1, %big, %n5, %b8, %h) : (f32, f32, i32, i64, i32, i8, f64) -> ()
  call @constants() : () -> ()
  %nan = arith.constant 0x7FC00000 : f32
  %fone = arith.constant 1.0 : f32
  %ftwo = arith.constant 2.0 : f32
  call @nans(%nan, %fone, %ftwo) : (f32, f32, f32) -> ()
  return
}
