// Differential test: divsi, remsi, divui, remui, ceildivsi, floordivsi with negative operands (i32, i64, index).
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

func.func @d32(%a: i32, %b: i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  %uq = arith.divui %a, %b : i32
  %ur = arith.remui %a, %b : i32
  %c = arith.ceildivsi %a, %b : i32
  %f = arith.floordivsi %a, %b : i32
  %q1 = arith.extsi %q : i32 to i64
  %r1 = arith.extsi %r : i32 to i64
  %uq1 = arith.extui %uq : i32 to i64
  %ur1 = arith.extui %ur : i32 to i64
  %c1 = arith.extsi %c : i32 to i64
  %f1 = arith.extsi %f : i32 to i64
  func.call @p(%q1) : (i64) -> ()
  func.call @p(%r1) : (i64) -> ()
  func.call @p(%uq1) : (i64) -> ()
  func.call @p(%ur1) : (i64) -> ()
  func.call @p(%c1) : (i64) -> ()
  func.call @printI64(%f1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @d64(%a: i64, %b: i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %uq = arith.divui %a, %b : i64
  %ur = arith.remui %a, %b : i64
  %c = arith.ceildivsi %a, %b : i64
  %f = arith.floordivsi %a, %b : i64
  func.call @p(%q) : (i64) -> ()
  func.call @p(%r) : (i64) -> ()
  func.call @p(%uq) : (i64) -> ()
  func.call @p(%ur) : (i64) -> ()
  func.call @p(%c) : (i64) -> ()
  func.call @printI64(%f) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @dindex(%a: index, %b: index) {
  %q = arith.divsi %a, %b : index
  %r = arith.remsi %a, %b : index
  %c = arith.ceildivsi %a, %b : index
  %f = arith.floordivsi %a, %b : index
  %q1 = arith.index_cast %q : index to i64
  %r1 = arith.index_cast %r : index to i64
  %c1 = arith.index_cast %c : index to i64
  %f1 = arith.index_cast %f : index to i64
  func.call @p(%q1) : (i64) -> ()
  func.call @p(%r1) : (i64) -> ()
  func.call @p(%c1) : (i64) -> ()
  func.call @printI64(%f1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 7 : i32
  %b = arith.constant -7 : i32
  %c = arith.constant 2 : i32
  %d = arith.constant -2 : i32
  %e = arith.constant 6 : i32
  %f = arith.constant 3 : i32
  %g = arith.constant -6 : i32
  %h = arith.constant 0 : i32
  %i = arith.constant -1 : i32
  %j = arith.constant 1000 : i32
  %k = arith.constant -3 : i32
  func.call @d32(%a, %c) : (i32, i32) -> ()
  func.call @d32(%b, %c) : (i32, i32) -> ()
  func.call @d32(%a, %d) : (i32, i32) -> ()
  func.call @d32(%b, %d) : (i32, i32) -> ()
  func.call @d32(%e, %f) : (i32, i32) -> ()
  func.call @d32(%g, %f) : (i32, i32) -> ()
  func.call @d32(%h, %d) : (i32, i32) -> ()
  func.call @d32(%i, %a) : (i32, i32) -> ()
  func.call @d32(%j, %k) : (i32, i32) -> ()
  func.call @d32(%a, %i) : (i32, i32) -> ()
  %x1 = arith.constant 7 : i64
  %x2 = arith.constant -7 : i64
  %x3 = arith.constant 2 : i64
  %x4 = arith.constant -2 : i64
  %x5 = arith.constant -1000003 : i64
  %x6 = arith.constant 97 : i64
  %x7 = arith.constant -97 : i64
  func.call @d64(%x1, %x3) : (i64, i64) -> ()
  func.call @d64(%x2, %x3) : (i64, i64) -> ()
  func.call @d64(%x1, %x4) : (i64, i64) -> ()
  func.call @d64(%x2, %x4) : (i64, i64) -> ()
  func.call @d64(%x5, %x6) : (i64, i64) -> ()
  func.call @d64(%x5, %x7) : (i64, i64) -> ()
  %n1 = arith.constant -17 : index
  %n2 = arith.constant 5 : index
  %n3 = arith.constant -5 : index
  %n4 = arith.constant 17 : index
  func.call @dindex(%n1, %n2) : (index, index) -> ()
  func.call @dindex(%n1, %n3) : (index, index) -> ()
  func.call @dindex(%n4, %n3) : (index, index) -> ()
  func.call @dindex(%n4, %n2) : (index, index) -> ()
  return
}

// CHECK: 3, 1, 3, 1, 4, 3
// CHECK-NEXT: -3, -1, 2147483644, 1, -3, -4
// CHECK-NEXT: -3, 1, 0, 7, -3, -4
// CHECK-NEXT: 3, -1, 0, 4294967289, 4, 3
// CHECK-NEXT: 2, 0, 2, 0, 2, 2
// CHECK-NEXT: -2, 0, 1431655763, 1, -2, -2
// CHECK-NEXT: 0, 0, 0, 0, 0, 0
// CHECK-NEXT: 0, -1, 613566756, 3, 0, -1
// CHECK-NEXT: -333, 1, 0, 1000, -333, -334
// CHECK-NEXT: -7, 0, 0, 7, -7, -7
// CHECK-NEXT: 3, 1, 3, 1, 4, 3
// CHECK-NEXT: -3, -1, 9223372036854775804, 1, -3, -4
// CHECK-NEXT: -3, 1, 0, 7, -3, -4
// CHECK-NEXT: 3, -1, 0, -7, 4, 3
// CHECK-NEXT: -10309, -30, 190172619316583006, 31, -10309, -10310
// CHECK-NEXT: 10309, -30, 0, -1000003, 10310, 10309
// CHECK-NEXT: -3, -2, -3, -4
// CHECK-NEXT: 3, -2, 4, 3
// CHECK-NEXT: -3, 2, -3, -4
// CHECK-NEXT: 3, 2, 4, 3
