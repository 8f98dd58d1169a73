// Differential test: arith.index_castui (zero-extending to index, truncating
// from it) and arith.ceildivui (unsigned division rounding up) on i1, i8,
// i32, i64 and index, with values passed in as arguments so that nothing
// folds them, then the same on constants, which loopc -O2 folds; and a loop
// over ceildivui(n, 4) tiles. The expected values were worked out by hand
// (unsigned readings of the bits; index is 64 bits).
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

// index_castui of (i8 x, i32 y, i1 b) to index, and of index z to i8, i32,
// i1 and i64 (each printed as a signed i64):
// CHECK:      255, 4294967295, 1, -1, -1, 1, -1,
// CHECK-NEXT: 128, 2147483648, 0, 44, 300, 0, 300,
// CHECK-NEXT: 127, 5, 1, 7, 7, 1, 1099511627783,
// CHECK-NEXT: 0, 0, 0, 0, 0, 0, 0,
// ceildivui in i32, i8, i64, index and i1:
// CHECK-NEXT: 4, 4, 0, -2147483648, 1, 1, 1431655765,
// CHECK-NEXT: -128, 29, 1, -9223372036854775808, 4, 1, 0,
// the tiles of 4 that cover 0, 1, 4, 5 and 17 elements, then the sum of
// the tiles' first elements for 5 and 17 (0 + 4, and 0 + 4 + ... + 16):
// CHECK-NEXT: 0, 1, 1, 2, 5, 44,
// the same on constants:
// CHECK-NEXT: 255, 4294967295, 1, 44, 300, 0, 300,
// CHECK-NEXT: 4, -2147483648, 1431655765, -128, -9223372036854775808, 4, 1,

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @showi(%x: index) {
  %v = arith.index_cast %x : index to i64
  func.call @show(%v) : (i64) -> ()
  return
}

func.func @castui(%x: i8, %y: i32, %b: i1, %z: index) {
  %0 = arith.index_castui %x : i8 to index
  func.call @showi(%0) : (index) -> ()
  %1 = arith.index_castui %y : i32 to index
  func.call @showi(%1) : (index) -> ()
  %2 = arith.index_castui %b : i1 to index
  func.call @showi(%2) : (index) -> ()
  %3 = arith.index_castui %z : index to i8
  %w3 = arith.extsi %3 : i8 to i64
  func.call @show(%w3) : (i64) -> ()
  %4 = arith.index_castui %z : index to i32
  %w4 = arith.extsi %4 : i32 to i64
  func.call @show(%w4) : (i64) -> ()
  %5 = arith.index_castui %z : index to i1
  %w5 = arith.extui %5 : i1 to i64
  func.call @show(%w5) : (i64) -> ()
  %6 = arith.index_castui %z : index to i64
  func.call @show(%6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @ceil32(%a: i32, %b: i32) {
  %q = arith.ceildivui %a, %b : i32
  %w = arith.extsi %q : i32 to i64
  func.call @show(%w) : (i64) -> ()
  return
}

func.func @ceil8(%a: i8, %b: i8) {
  %q = arith.ceildivui %a, %b : i8
  %w = arith.extsi %q : i8 to i64
  func.call @show(%w) : (i64) -> ()
  return
}

func.func @ceil_rest(%a: i64, %b: i64, %i: index, %j: index, %p: i1, %r: i1) {
  %0 = arith.ceildivui %a, %b : i64
  func.call @show(%0) : (i64) -> ()
  %1 = arith.ceildivui %i, %j : index
  func.call @showi(%1) : (index) -> ()
  %2 = arith.ceildivui %p, %r : i1
  %w2 = arith.extui %2 : i1 to i64
  func.call @show(%w2) : (i64) -> ()
  %t = arith.constant true
  %4 = arith.xori %p, %t : i1
  %5 = arith.ceildivui %4, %t : i1
  %w5 = arith.extui %5 : i1 to i64
  func.call @show(%w5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// How many tiles of 4 cover n elements, and the sum of each tile's first
// element (0, 4, 8, ...).
func.func @tiles(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = arith.ceildivui %n, %c4 : index
  func.call @showi(%t) : (index) -> ()
  %s = scf.for %i = %c0 to %t step %c1 iter_args(%acc = %c0) -> (index) {
    %first = arith.muli %i, %c4 : index
    %a = arith.addi %acc, %first : index
    scf.yield %a : index
  }
  return %s : index
}

func.func @main() {
  %m1_8 = arith.constant -1 : i8
  %m128 = arith.constant -128 : i8
  %p127 = arith.constant 127 : i8
  %z8 = arith.constant 0 : i8
  %m1_32 = arith.constant -1 : i32
  %min32 = arith.constant -2147483648 : i32
  %p5 = arith.constant 5 : i32
  %z32 = arith.constant 0 : i32
  %t = arith.constant true
  %f = arith.constant false
  %m1i = arith.constant -1 : index
  %i300 = arith.constant 300 : index
  %ibig = arith.constant 1099511627783 : index
  %z = arith.constant 0 : index
  func.call @castui(%m1_8, %m1_32, %t, %m1i) : (i8, i32, i1, index) -> ()
  func.call @castui(%m128, %min32, %f, %i300) : (i8, i32, i1, index) -> ()
  func.call @castui(%p127, %p5, %t, %ibig) : (i8, i32, i1, index) -> ()
  func.call @castui(%z8, %z32, %f, %z) : (i8, i32, i1, index) -> ()

  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  %c3 = arith.constant 3 : i32
  %m2 = arith.constant -2 : i32
  func.call @ceil32(%c7, %c2) : (i32, i32) -> ()
  func.call @ceil32(%c8, %c2) : (i32, i32) -> ()
  func.call @ceil32(%z32, %p5) : (i32, i32) -> ()
  func.call @ceil32(%m1_32, %c2) : (i32, i32) -> ()
  func.call @ceil32(%m1_32, %m1_32) : (i32, i32) -> ()
  func.call @ceil32(%p5, %m1_32) : (i32, i32) -> ()
  func.call @ceil32(%m2, %c3) : (i32, i32) -> ()
  func.call @printNewline() : () -> ()
  %c2_8 = arith.constant 2 : i8
  %c200 = arith.constant 200 : i8
  %c7_8 = arith.constant 7 : i8
  func.call @ceil8(%m1_8, %c2_8) : (i8, i8) -> ()
  func.call @ceil8(%c200, %c7_8) : (i8, i8) -> ()
  func.call @ceil8(%p127, %m1_8) : (i8, i8) -> ()
  %m1_64 = arith.constant -1 : i64
  %c2_64 = arith.constant 2 : i64
  %i10 = arith.constant 10 : index
  %i3 = arith.constant 3 : index
  func.call @ceil_rest(%m1_64, %c2_64, %i10, %i3, %t, %t) : (i64, i64, index, index, i1, i1) -> ()

  %n0 = arith.constant 0 : index
  %n1 = arith.constant 1 : index
  %n4 = arith.constant 4 : index
  %n5 = arith.constant 5 : index
  %n17 = arith.constant 17 : index
  %s0 = func.call @tiles(%n0) : (index) -> index
  %s1 = func.call @tiles(%n1) : (index) -> index
  %s4 = func.call @tiles(%n4) : (index) -> index
  %s5 = func.call @tiles(%n5) : (index) -> index
  %s17 = func.call @tiles(%n17) : (index) -> index
  %sum = arith.addi %s5, %s17 : index
  func.call @showi(%sum) : (index) -> ()
  func.call @printNewline() : () -> ()

  // Constants: loopc -O2 folds these.
  %k0 = arith.index_castui %m1_8 : i8 to index
  func.call @showi(%k0) : (index) -> ()
  %k1 = arith.index_castui %m1_32 : i32 to index
  func.call @showi(%k1) : (index) -> ()
  %k2 = arith.index_castui %t : i1 to index
  func.call @showi(%k2) : (index) -> ()
  %k3 = arith.index_castui %i300 : index to i8
  %k3w = arith.extsi %k3 : i8 to i64
  func.call @show(%k3w) : (i64) -> ()
  %k4 = arith.index_castui %i300 : index to i32
  %k4w = arith.extsi %k4 : i32 to i64
  func.call @show(%k4w) : (i64) -> ()
  %k5 = arith.index_castui %i300 : index to i1
  %k5w = arith.extui %k5 : i1 to i64
  func.call @show(%k5w) : (i64) -> ()
  %k6 = arith.index_castui %i300 : index to i64
  func.call @show(%k6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %q0 = arith.ceildivui %c7, %c2 : i32
  %q0w = arith.extsi %q0 : i32 to i64
  func.call @show(%q0w) : (i64) -> ()
  %q1 = arith.ceildivui %m1_32, %c2 : i32
  %q1w = arith.extsi %q1 : i32 to i64
  func.call @show(%q1w) : (i64) -> ()
  %q2 = arith.ceildivui %m2, %c3 : i32
  %q2w = arith.extsi %q2 : i32 to i64
  func.call @show(%q2w) : (i64) -> ()
  %q3 = arith.ceildivui %m1_8, %c2_8 : i8
  %q3w = arith.extsi %q3 : i8 to i64
  func.call @show(%q3w) : (i64) -> ()
  %q4 = arith.ceildivui %m1_64, %c2_64 : i64
  func.call @show(%q4) : (i64) -> ()
  %q5 = arith.ceildivui %i10, %i3 : index
  func.call @showi(%q5) : (index) -> ()
  %q6 = arith.ceildivui %t, %t : i1
  %q6w = arith.extui %q6 : i1 to i64
  func.call @show(%q6w) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
