// arith.truncf with a rounding mode, f64 to f32, as the op defines it
// (ArithOps.td: "rounded using the provided rounding mode"): loopc's C
// rounds the nearest float one step where it lies on the wrong side of x
// (loopc_truncf_mode). MLIR 22 lowers the modes to
// llvm.intr.experimental.constrained.fptrunc, whose mode only states what
// the floating-point environment is; mlir-runner runs in the default one, so
// it computes to_nearest_even for every mode: no differential test. Expected
// bits by hand, per input: no mode, to_nearest_even, downward, upward,
// toward_zero, to_nearest_away. Also the C under strict flags.
// RUN: %loopc run %s -e main -O0 | FileCheck %s
// RUN: %loopc run %s -e main | FileCheck %s
// RUN: %loopc %s --emit=c --embed-runtime -o %t.c
// RUN: %cc %cflags %t.c -o %t.exe -lm
// RUN: %t.exe | FileCheck %s

// 0.1: the nearest float 0x3DCCCCCD is above it
// CHECK: 1036831949, 1036831949, 1036831948, 1036831949, 1036831948, 1036831949,
// -0.1
// CHECK-NEXT: -1110651699, -1110651699, -1110651699, -1110651700, -1110651700, -1110651699,
// 1.5: exact
// CHECK-NEXT: 1069547520, 1069547520, 1069547520, 1069547520, 1069547520, 1069547520,
// 1 + 2^-24, halfway between 1.0 and the next float: even is 1.0, away the next
// CHECK-NEXT: 1065353216, 1065353216, 1065353216, 1065353217, 1065353216, 1065353217,
// 1 + 3 * 2^-24, halfway between 1 + 2^-23 and 1 + 2^-22 (even)
// CHECK-NEXT: 1065353218, 1065353218, 1065353217, 1065353218, 1065353217, 1065353218,
// 1e39, above the largest float: inf, or the largest float downward and toward zero
// CHECK-NEXT: 2139095040, 2139095040, 2139095039, 2139095040, 2139095039, 2139095040,
// -1e39
// CHECK-NEXT: -8388608, -8388608, -8388608, -8388609, -8388609, -8388608,

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @show(%x: f32) {
  %b = arith.bitcast %x : f32 to i32
  %w = arith.extsi %b : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}
func.func @row(%x: f64) {
  %0 = arith.truncf %x : f64 to f32
  func.call @show(%0) : (f32) -> ()
  %1 = arith.truncf %x to_nearest_even : f64 to f32
  func.call @show(%1) : (f32) -> ()
  %2 = arith.truncf %x downward : f64 to f32
  func.call @show(%2) : (f32) -> ()
  %3 = arith.truncf %x upward : f64 to f32
  func.call @show(%3) : (f32) -> ()
  %4 = arith.truncf %x toward_zero : f64 to f32
  func.call @show(%4) : (f32) -> ()
  %5 = arith.truncf %x to_nearest_away : f64 to f32
  func.call @show(%5) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %m = memref.alloc() : memref<7xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %i4 = arith.constant 4 : index
  %i5 = arith.constant 5 : index
  %i6 = arith.constant 6 : index
  %v0 = arith.constant 0.1 : f64
  memref.store %v0, %m[%c0] : memref<7xf64>
  %v1 = arith.constant -0.1 : f64
  memref.store %v1, %m[%c1] : memref<7xf64>
  %v2 = arith.constant 1.5 : f64
  memref.store %v2, %m[%i2] : memref<7xf64>
  %v3 = arith.constant 0x3FF0000010000000 : f64
  memref.store %v3, %m[%i3] : memref<7xf64>
  %v4 = arith.constant 0x3FF0000030000000 : f64
  memref.store %v4, %m[%i4] : memref<7xf64>
  %v5 = arith.constant 1.0e39 : f64
  memref.store %v5, %m[%i5] : memref<7xf64>
  %v6 = arith.constant -1.0e39 : f64
  memref.store %v6, %m[%i6] : memref<7xf64>
  scf.for %i = %c0 to %c7 step %c1 {
    %x = memref.load %m[%i] : memref<7xf64>
    func.call @row(%x) : (f64) -> ()
  }
  memref.dealloc %m : memref<7xf64>
  return
}
