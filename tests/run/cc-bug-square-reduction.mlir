// A loop-carried integer square, a = a * a, with loopc run's default C
// compiler flags. gcc 12 (and 13; fixed in 14: gcc PR 111764) takes the
// square, which loopc's C writes as (T)((U)a * (U)a), for a product
// reduction and vectorizes it: the old flags (-O3 -march=native, and -O2,
// and --portable) printed 3, 3, 7, 7 and 5 here, the start values. Which
// lines go wrong depends on the vector width: i16 with 8 trips on any
// x86-64 (SSE2), i32 with 16 trips with AVX2, the i64 lines only on
// AVX-512 hardware. loopc run gives gcc before 14
// -fno-tree-loop-vectorize (native.c, cc_workarounds); clang 14-22 get
// these right. The expected values are mlir-runner's.
// RUN: %loopc run %s | FileCheck %s
// RUN: %loopc run %s -O2 | FileCheck %s
// RUN: %loopc run %s --portable | FileCheck %s
// CHECK: 1
// CHECK-NEXT: -3071
// CHECK-NEXT: 634912769
// CHECK-NEXT: 582341683539466241
// CHECK-NEXT: 1
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c100 = arith.constant 100 : index
  %i8 = arith.constant 3 : i8
  %r8 = scf.for %i = %c0 to %c16 step %c1 iter_args(%a = %i8) -> i8 {
    %m = arith.muli %a, %a : i8
    scf.yield %m : i8
  }
  %i16 = arith.constant 3 : i16
  %r16 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %i16) -> i16 {
    %m = arith.muli %a, %a : i16
    scf.yield %m : i16
  }
  %i32 = arith.constant 7 : i32
  %r32 = scf.for %i = %c0 to %c16 step %c1 iter_args(%a = %i32) -> i32 {
    %m = arith.muli %a, %a : i32
    scf.yield %m : i32
  }
  %i64 = arith.constant 7 : i64
  %r64 = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %i64) -> i64 {
    %m = arith.muli %a, %a : i64
    scf.yield %m : i64
  }
  %i64b = arith.constant 5 : i64
  %r64b = scf.for %i = %c0 to %c100 step %c1 iter_args(%a = %i64b) -> i64 {
    %m = arith.muli %a, %a : i64
    scf.yield %m : i64
  }
  %e8 = arith.extsi %r8 : i8 to i64
  %e16 = arith.extsi %r16 : i16 to i64
  %e32 = arith.extsi %r32 : i32 to i64
  func.call @print(%e8) : (i64) -> ()
  func.call @print(%e16) : (i64) -> ()
  func.call @print(%e32) : (i64) -> ()
  func.call @print(%r64) : (i64) -> ()
  func.call @print(%r64b) : (i64) -> ()
  return
}
