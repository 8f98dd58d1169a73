// math.isinf and isnormal (which MLIR 22 has no lowering for, so no
// differential test), math.clampf (whose MLIR 22 expansion,
// --math-expand-ops, computes maximumf(minimumf(x, min), max) where
// MathOps.td defines maxf(minf(value, max), min): loopc follows the
// definition) and ub.poison (any value: loopc's C reads zero) at run time,
// from inputs in memory, at -O0 and -O2; and the C of every new op built
// with strict flags. Expected values by hand: isinf, isnormal of f32 then of
// f64 per input; clampf to [-1, 2] of each input as f32 bits.
// RUN: %loopc run %s -e main -O0 | FileCheck %s
// RUN: %loopc run %s -e main | FileCheck %s
// RUN: %loopc %s --emit=c --embed-runtime -o %t.c
// RUN: %cc %cflags %t.c -o %t.exe -lm
// RUN: %t.exe | FileCheck %s
// RUN: %loopc %S/../diff/math_more_float.mlir --emit=c --embed-runtime -O0 -o %t.float.c
// RUN: %cc %cflags -c %t.float.c -o %t.float.o
// RUN: %loopc %S/../diff/math_int_extended.mlir --emit=c --embed-runtime -O0 -o %t.int.c
// RUN: %cc %cflags -c %t.int.c -o %t.int.o

// 0.0: neither; clamped to 0.0
// CHECK: 0, 0, 0, 0, 0,
// -0.0: minimumf(-0.0, 2) = -0.0, maximumf(-0.0, -1) = -0.0
// CHECK-NEXT: 0, 0, 0, 0, -2147483648,
// 1.0: normal
// CHECK-NEXT: 0, 1, 0, 1, 1065353216,
// +inf: infinite; clamped to 2.0
// CHECK-NEXT: 1, 0, 1, 0, 1073741824,
// -inf: infinite; clamped to -1.0
// CHECK-NEXT: 1, 0, 1, 0, -1082130432,
// NaN: neither; clampf propagates it (printed as 1)
// CHECK-NEXT: 0, 0, 0, 0, 1,
// the smallest subnormal f32: subnormal in f32, normal widened to f64; kept
// by clampf (its bits are 1)
// CHECK-NEXT: 0, 0, 0, 1, 1,
// the smallest normal f32
// CHECK-NEXT: 0, 1, 0, 1, 8388608,
// -5.0: clamped to -1.0
// CHECK-NEXT: 0, 1, 0, 1, -1082130432,
// 3.0: clamped to 2.0
// CHECK-NEXT: 0, 1, 0, 1, 1073741824,
// poison selected away, and ub.poison's own value (zero in loopc's C)
// CHECK-NEXT: 7, 0

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @showb(%v: i1) {
  %e = arith.extui %v : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @show(%x: f32) {
  %nan = arith.cmpf uno, %x, %x : f32
  %b = arith.bitcast %x : f32 to i32
  %w = arith.extsi %b : i32 to i64
  %one = arith.constant 1 : i64
  %v = arith.select %nan, %one, %w : i64
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @row(%x: f32) {
  %d = arith.extf %x : f32 to f64
  %a = math.isinf %x : f32
  func.call @showb(%a) : (i1) -> ()
  %b = math.isnormal %x : f32
  func.call @showb(%b) : (i1) -> ()
  %c = math.isinf %d : f64
  func.call @showb(%c) : (i1) -> ()
  %e = math.isnormal %d : f64
  func.call @showb(%e) : (i1) -> ()
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 2.0 : f32
  %k = math.clampf %x to [%lo, %hi] : f32
  func.call @show(%k) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m = memref.alloc() : memref<10xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %v0 = arith.constant 0.0 : f32
  memref.store %v0, %m[%c0] : memref<10xf32>
  %v1 = arith.constant -0.0 : f32
  memref.store %v1, %m[%c1] : memref<10xf32>
  %v2 = arith.constant 1.0 : f32
  memref.store %v2, %m[%c2] : memref<10xf32>
  %v3 = arith.constant 0x7F800000 : f32
  memref.store %v3, %m[%c3] : memref<10xf32>
  %v4 = arith.constant 0xFF800000 : f32
  memref.store %v4, %m[%c4] : memref<10xf32>
  %v5 = arith.constant 0x7FC00000 : f32
  memref.store %v5, %m[%c5] : memref<10xf32>
  %v6 = arith.constant 0x00000001 : f32
  memref.store %v6, %m[%c6] : memref<10xf32>
  %v7 = arith.constant 0x00800000 : f32
  memref.store %v7, %m[%c7] : memref<10xf32>
  %v8 = arith.constant -5.0 : f32
  memref.store %v8, %m[%c8] : memref<10xf32>
  %v9 = arith.constant 3.0 : f32
  memref.store %v9, %m[%c9] : memref<10xf32>
  scf.for %i = %c0 to %c10 step %c1 {
    %x = memref.load %m[%i] : memref<10xf32>
    func.call @row(%x) : (f32) -> ()
  }
  %p = ub.poison : i64
  %seven = arith.constant 7 : i64
  %f = arith.cmpi eq, %c0, %c1 : index
  %fm = memref.alloc() : memref<1xi1>
  memref.store %f, %fm[%c0] : memref<1xi1>
  %ff = memref.load %fm[%c0] : memref<1xi1>
  %s = arith.select %ff, %p, %seven : i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printComma() : () -> ()
  %q = ub.poison : i64
  func.call @printI64(%q) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %fm : memref<1xi1>
  memref.dealloc %m : memref<10xf32>
  return
}
