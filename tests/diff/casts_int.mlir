// Differential test: extsi, extui, trunci and index_cast between i1, i8, i16, i32, i64 and index.
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

func.func @main() {
  // Sign and zero extension from every narrow width.
  %t = arith.constant true
  %a1 = arith.extsi %t : i1 to i64
  %b1 = arith.extui %t : i1 to i64
  %c8 = arith.constant -3 : i8
  %a8 = arith.extsi %c8 : i8 to i64
  %b8 = arith.extui %c8 : i8 to i64
  %c16 = arith.constant -300 : i16
  %a16 = arith.extsi %c16 : i16 to i64
  %b16 = arith.extui %c16 : i16 to i64
  %c32 = arith.constant -70000 : i32
  %a32 = arith.extsi %c32 : i32 to i64
  %b32 = arith.extui %c32 : i32 to i64
  func.call @p(%a1) : (i64) -> ()
  func.call @p(%b1) : (i64) -> ()
  func.call @p(%a8) : (i64) -> ()
  func.call @p(%b8) : (i64) -> ()
  func.call @p(%a16) : (i64) -> ()
  func.call @p(%b16) : (i64) -> ()
  func.call @p(%a32) : (i64) -> ()
  func.call @printI64(%b32) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Chained extensions: i8 -> i16 (sign) -> i32 (zero) -> i64 (sign).
  %s16 = arith.extsi %c8 : i8 to i16
  %z32 = arith.extui %s16 : i16 to i32
  %s64 = arith.extsi %z32 : i32 to i64
  %u16 = arith.extui %c8 : i8 to i16
  %v32 = arith.extsi %u16 : i16 to i32
  %w64 = arith.extui %v32 : i32 to i64
  func.call @p(%s64) : (i64) -> ()
  func.call @printI64(%w64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Truncations keep the low bits.
  %big = arith.constant 81985529216486895 : i64
  %t32 = arith.trunci %big : i64 to i32
  %t16 = arith.trunci %big : i64 to i16
  %t8 = arith.trunci %big : i64 to i8
  %t1 = arith.trunci %big : i64 to i1
  %e32 = arith.extsi %t32 : i32 to i64
  %e16 = arith.extsi %t16 : i16 to i64
  %e8 = arith.extsi %t8 : i8 to i64
  %e1 = arith.extui %t1 : i1 to i64
  %tt = arith.trunci %t32 : i32 to i8
  %ett = arith.extui %tt : i8 to i64
  func.call @p(%e32) : (i64) -> ()
  func.call @p(%e16) : (i64) -> ()
  func.call @p(%e8) : (i64) -> ()
  func.call @p(%e1) : (i64) -> ()
  func.call @printI64(%ett) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %even = arith.constant 1234 : i64
  %te = arith.trunci %even : i64 to i1
  %tee = arith.extui %te : i1 to i64
  func.call @printI64(%tee) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // index_cast sign-extends into index and truncates out of it.
  %n32 = arith.constant -5 : i32
  %ix = arith.index_cast %n32 : i32 to index
  %c100 = arith.constant 100 : index
  %sum = arith.addi %ix, %c100 : index
  %s64b = arith.index_cast %sum : index to i64
  %ix64 = arith.index_cast %ix : index to i64
  %big2 = arith.constant 4294967301 : i64
  %bi = arith.index_cast %big2 : i64 to index
  %b32c = arith.index_cast %bi : index to i32
  %b32e = arith.extsi %b32c : i32 to i64
  %neg = arith.constant -1 : index
  %n8 = arith.index_cast %neg : index to i8
  %n8e = arith.extui %n8 : i8 to i64
  func.call @p(%ix64) : (i64) -> ()
  func.call @p(%s64b) : (i64) -> ()
  func.call @p(%b32e) : (i64) -> ()
  func.call @printI64(%n8e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // index_cast of a loop induction variable used for address arithmetic on i16.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8i = arith.constant 8 : index
  %init = arith.constant 0 : i16
  %k = arith.constant 9000 : i16
  %acc = scf.for %i = %c0 to %c8i step %c1 iter_args(%x = %init) -> (i16) {
    %ii = arith.index_cast %i : index to i16
    %m = arith.muli %ii, %k : i16
    %y = arith.addi %x, %m : i16
    scf.yield %y : i16
  }
  %acce = arith.extsi %acc : i16 to i64
  %accu = arith.extui %acc : i16 to i64
  func.call @p(%acce) : (i64) -> ()
  func.call @printI64(%accu) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: -1, 1, -3, 253, -300, 65236, -70000, 4294897296
// CHECK-NEXT: 65533, 253
// CHECK-NEXT: -1985229329, -12817, -17, 1, 239
// CHECK-NEXT: 0
// CHECK-NEXT: -5, 95, 5, 255
// CHECK-NEXT: -10144, 55392
