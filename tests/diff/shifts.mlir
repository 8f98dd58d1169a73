// Differential test: shli, shrsi, shrui on i8, i16, i32, i64 with negative values and amounts up to width-1.
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

func.func @sh8(%a: i8, %s: i8) {
  %l = arith.shli %a, %s : i8
  %r = arith.shrsi %a, %s : i8
  %u = arith.shrui %a, %s : i8
  %l1 = arith.extsi %l : i8 to i64
  %r1 = arith.extsi %r : i8 to i64
  %u1 = arith.extsi %u : i8 to i64
  func.call @p(%l1) : (i64) -> ()
  func.call @p(%r1) : (i64) -> ()
  func.call @printI64(%u1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @sh16(%a: i16, %s: i16) {
  %l = arith.shli %a, %s : i16
  %r = arith.shrsi %a, %s : i16
  %u = arith.shrui %a, %s : i16
  %l1 = arith.extsi %l : i16 to i64
  %r1 = arith.extsi %r : i16 to i64
  %u1 = arith.extsi %u : i16 to i64
  func.call @p(%l1) : (i64) -> ()
  func.call @p(%r1) : (i64) -> ()
  func.call @printI64(%u1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @sh32(%a: i32, %s: i32) {
  %l = arith.shli %a, %s : i32
  %r = arith.shrsi %a, %s : i32
  %u = arith.shrui %a, %s : i32
  %l1 = arith.extsi %l : i32 to i64
  %r1 = arith.extsi %r : i32 to i64
  %u1 = arith.extsi %u : i32 to i64
  func.call @p(%l1) : (i64) -> ()
  func.call @p(%r1) : (i64) -> ()
  func.call @printI64(%u1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @sh64(%a: i64, %s: i64) {
  %l = arith.shli %a, %s : i64
  %r = arith.shrsi %a, %s : i64
  %u = arith.shrui %a, %s : i64
  func.call @p(%l) : (i64) -> ()
  func.call @p(%r) : (i64) -> ()
  func.call @printI64(%u) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a8 = arith.constant -16 : i8
  %b8 = arith.constant 65 : i8
  %m8 = arith.constant -128 : i8
  %s0 = arith.constant 0 : i8
  %s2 = arith.constant 2 : i8
  %s7 = arith.constant 7 : i8
  func.call @sh8(%a8, %s2) : (i8, i8) -> ()
  func.call @sh8(%b8, %s2) : (i8, i8) -> ()
  func.call @sh8(%m8, %s7) : (i8, i8) -> ()
  func.call @sh8(%a8, %s0) : (i8, i8) -> ()
  %a16 = arith.constant -12345 : i16
  %t3 = arith.constant 3 : i16
  %t15 = arith.constant 15 : i16
  func.call @sh16(%a16, %t3) : (i16, i16) -> ()
  func.call @sh16(%a16, %t15) : (i16, i16) -> ()
  %a32 = arith.constant -123456789 : i32
  %b32 = arith.constant 1 : i32
  %u4 = arith.constant 4 : i32
  %u31 = arith.constant 31 : i32
  %u13 = arith.constant 13 : i32
  func.call @sh32(%a32, %u4) : (i32, i32) -> ()
  func.call @sh32(%b32, %u31) : (i32, i32) -> ()
  func.call @sh32(%a32, %u31) : (i32, i32) -> ()
  func.call @sh32(%a32, %u13) : (i32, i32) -> ()
  %a64 = arith.constant -81985529216486896 : i64
  %b64 = arith.constant 1 : i64
  %v1 = arith.constant 1 : i64
  %v63 = arith.constant 63 : i64
  %v40 = arith.constant 40 : i64
  func.call @sh64(%a64, %v1) : (i64, i64) -> ()
  func.call @sh64(%b64, %v63) : (i64, i64) -> ()
  func.call @sh64(%a64, %v63) : (i64, i64) -> ()
  func.call @sh64(%a64, %v40) : (i64, i64) -> ()
  // Mix over all amounts 0..31 of an i32, carried through iter_args.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %x0 = arith.constant 0 : i32
  %acc = scf.for %i = %c0 to %c32 step %c1 iter_args(%x = %x0) -> (i32) {
    %s = arith.index_cast %i : index to i32
    %l = arith.shli %a32, %s : i32
    %r = arith.shrsi %a32, %s : i32
    %u = arith.shrui %a32, %s : i32
    %t = arith.xori %x, %l : i32
    %t2 = arith.addi %t, %r : i32
    %t4 = arith.xori %t2, %u : i32
    scf.yield %t4 : i32
  }
  %acce = arith.extsi %acc : i32 to i64
  func.call @printI64(%acce) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: -64, -4, 60
// CHECK-NEXT: 4, 16, 16
// CHECK-NEXT: 0, -1, 1
// CHECK-NEXT: -16, -16, -16
// CHECK-NEXT: 32312, -1544, 6648
// CHECK-NEXT: -32768, -1, 1
// CHECK-NEXT: -1975308624, -7716050, 260719406
// CHECK-NEXT: -2147483648, 0, 0
// CHECK-NEXT: -2147483648, -1, 1
// CHECK-NEXT: -2040700928, -15071, 509217
// CHECK-NEXT: -163971058432973792, -40992764608243448, 9182379272246532360
// CHECK-NEXT: -9223372036854775808, 0, 0
// CHECK-NEXT: 0, -1, 1
// CHECK-NEXT: 6066929240207523840, -74566, 16702650
// CHECK-NEXT: 5021565
