// Differential test: wrapping integer add/sub/mul in i8, i16, i32 and i64 (printed signed and unsigned).
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

func.func @p(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @ops8(%a: i8, %b: i8) {
  %s = arith.addi %a, %b : i8
  %d = arith.subi %a, %b : i8
  %m = arith.muli %a, %b : i8
  %s1 = arith.extsi %s : i8 to i64
  %d1 = arith.extsi %d : i8 to i64
  %m1 = arith.extsi %m : i8 to i64
  %m2 = arith.extui %m : i8 to i64
  func.call @p(%s1) : (i64) -> ()
  func.call @p(%d1) : (i64) -> ()
  func.call @p(%m1) : (i64) -> ()
  func.call @printI64(%m2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @ops16(%a: i16, %b: i16) {
  %s = arith.addi %a, %b : i16
  %d = arith.subi %a, %b : i16
  %m = arith.muli %a, %b : i16
  %s1 = arith.extsi %s : i16 to i64
  %d1 = arith.extsi %d : i16 to i64
  %m1 = arith.extsi %m : i16 to i64
  %m2 = arith.extui %m : i16 to i64
  func.call @p(%s1) : (i64) -> ()
  func.call @p(%d1) : (i64) -> ()
  func.call @p(%m1) : (i64) -> ()
  func.call @printI64(%m2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @ops32(%a: i32, %b: i32) {
  %s = arith.addi %a, %b : i32
  %d = arith.subi %a, %b : i32
  %m = arith.muli %a, %b : i32
  %s1 = arith.extsi %s : i32 to i64
  %d1 = arith.extsi %d : i32 to i64
  %m1 = arith.extsi %m : i32 to i64
  %m2 = arith.extui %m : i32 to i64
  func.call @p(%s1) : (i64) -> ()
  func.call @p(%d1) : (i64) -> ()
  func.call @p(%m1) : (i64) -> ()
  func.call @printI64(%m2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @ops64(%a: i64, %b: i64) {
  %s = arith.addi %a, %b : i64
  %d = arith.subi %a, %b : i64
  %m = arith.muli %a, %b : i64
  func.call @p(%s) : (i64) -> ()
  func.call @p(%d) : (i64) -> ()
  func.call @printI64(%m) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a8 = arith.constant 100 : i8
  %b8 = arith.constant 100 : i8
  %c8 = arith.constant 127 : i8
  %d8 = arith.constant -128 : i8
  %e8 = arith.constant 15 : i8
  %f8 = arith.constant 17 : i8
  %o8 = arith.constant 1 : i8
  func.call @ops8(%a8, %b8) : (i8, i8) -> ()
  func.call @ops8(%c8, %o8) : (i8, i8) -> ()
  func.call @ops8(%d8, %o8) : (i8, i8) -> ()
  func.call @ops8(%e8, %f8) : (i8, i8) -> ()
  func.call @ops8(%d8, %d8) : (i8, i8) -> ()
  %a16 = arith.constant 300 : i16
  %b16 = arith.constant 32767 : i16
  %c16 = arith.constant -32768 : i16
  %d16 = arith.constant -7 : i16
  func.call @ops16(%a16, %a16) : (i16, i16) -> ()
  func.call @ops16(%b16, %c16) : (i16, i16) -> ()
  func.call @ops16(%c16, %d16) : (i16, i16) -> ()
  %a32 = arith.constant 2147483647 : i32
  %b32 = arith.constant 1 : i32
  %c32 = arith.constant 65536 : i32
  %d32 = arith.constant 123456789 : i32
  %e32 = arith.constant 987654321 : i32
  %f32 = arith.constant -2147483648 : i32
  func.call @ops32(%a32, %b32) : (i32, i32) -> ()
  func.call @ops32(%c32, %c32) : (i32, i32) -> ()
  func.call @ops32(%d32, %e32) : (i32, i32) -> ()
  func.call @ops32(%f32, %a32) : (i32, i32) -> ()
  %a64 = arith.constant 9223372036854775807 : i64
  %b64 = arith.constant 1 : i64
  %c64 = arith.constant 3037000500 : i64
  %d64 = arith.constant -9223372036854775808 : i64
  %e64 = arith.constant 6700417 : i64
  %f64 = arith.constant 2753074036095 : i64
  func.call @ops64(%a64, %b64) : (i64, i64) -> ()
  func.call @ops64(%c64, %c64) : (i64, i64) -> ()
  func.call @ops64(%d64, %a64) : (i64, i64) -> ()
  func.call @ops64(%e64, %f64) : (i64, i64) -> ()
  // A wrapping i8 linear congruential sequence: x = 37 x + 11, 40 steps, carried in iter_args.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %k37 = arith.constant 37 : i8
  %k11 = arith.constant 11 : i8
  %x0 = arith.constant 3 : i8
  %z64 = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c40 step %c1 iter_args(%x = %x0, %acc = %z64) -> (i8, i64) {
    %t = arith.muli %x, %k37 : i8
    %y = arith.addi %t, %k11 : i8
    %ye = arith.extsi %y : i8 to i64
    %a = arith.addi %acc, %ye : i64
    scf.yield %y, %a : i8, i64
  }
  %xe = arith.extsi %r#0 : i8 to i64
  func.call @p(%xe) : (i64) -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: -56, 0, 16, 16
// CHECK-NEXT: -128, 126, 127, 127
// CHECK-NEXT: -127, 127, -128, 128
// CHECK-NEXT: 32, -2, -1, 255
// CHECK-NEXT: 0, 0, 0, 0
// CHECK-NEXT: 600, 0, 24464, 24464
// CHECK-NEXT: -1, -1, -32768, 32768
// CHECK-NEXT: 32761, -32761, -32768, 32768
// CHECK-NEXT: -2147483648, 2147483646, 2147483647, 2147483647
// CHECK-NEXT: 131072, 0, 0, 0
// CHECK-NEXT: 1111111110, -864197532, -67153019, 4227814277
// CHECK-NEXT: -1, 1, -2147483648, 2147483648
// CHECK-NEXT: -9223372036854775808, 9223372036854775806, 9223372036854775807
// CHECK-NEXT: 6074001000, 0, -9223372036709301616
// CHECK-NEXT: -1, 1, -9223372036854775808
// CHECK-NEXT: 2753080736512, -2753067335678, -1
// CHECK-NEXT: 107, -460
