// `loopc run` loads a program that calls the C library's `isnan` through an
// external declaration (the C names it isnan_, a macro of <math.h> being in
// the way; its asm label links it with libc's symbol). Before, the program
// failed to load: undefined symbol isnan_.
// RUN: %loopc run %s -e nan_check | FileCheck %s
// CHECK: 1

func.func private @isnan(f64) -> i32

func.func @nan_check() -> i32 {
  %n = arith.constant 0x7FF8000000000000 : f64
  %r = func.call @isnan(%n) : (f64) -> i32
  %z = arith.constant 0 : i32
  %nz = arith.cmpi ne, %r, %z : i32
  %one = arith.extui %nz : i1 to i32
  return %one : i32
}
