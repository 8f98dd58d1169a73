// Differential test: memref.view over a byte buffer (memref.alloc of i8):
// an f32 matrix of static shape at byte shift 0, an i32 vector of dynamic
// size at a dynamic byte shift past it, and an f64 scalar view (rank 0);
// stores through one view read back through another of the same bytes (an
// f32 1.0 read as its i32 bits), then the constant-size view that -O2's
// canonicalize makes static (with a cast back), as mlir-opt does.
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
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o

// CHECK: 1065353216, 1073741824, 1077936128, 1082130432, 1084227584, 1086324736,
// CHECK-NEXT: 0, 10, 20, 30, 40,
// CHECK-NEXT: 4617315517961601024,
// CHECK-NEXT: 1065353216, 1073741824, 1077936128, 1082130432,

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// The first n i32 values at byte shift 0 of a buffer, one line.
func.func @show_ints(%buf: memref<?xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.view %buf[%c0][%n] : memref<?xi8> to memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %v[%i] : memref<?xi32>
    %w = arith.extsi %x : i32 to i64
    func.call @show(%w) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c48 = arith.constant 48 : index
  %buf = memref.alloc() : memref<256xi8>
  // A 2x3 f32 matrix at byte 0: 1.0 ... 6.0.
  %m = memref.view %buf[%c0][] : memref<256xi8> to memref<2x3xf32>
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %lf = arith.sitofp %li : i32 to f32
      %x = arith.addf %lf, %one : f32
      memref.store %x, %m[%i, %j] : memref<2x3xf32>
    }
  }
  // The same 24 bytes as six i32.
  %flat = memref.view %buf[%c0][] : memref<256xi8> to memref<6xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %flat[%i] : memref<6xi32>
    %w = arith.extsi %x : i32 to i64
    func.call @show(%w) : (i64) -> ()
  }
  scf.for %i = %c3 to %c5 step %c1 {
    %x = memref.load %flat[%i] : memref<6xi32>
    %w = arith.extsi %x : i32 to i64
    func.call @show(%w) : (i64) -> ()
  }
  %last = memref.load %flat[%c5] : memref<6xi32>
  %lw = arith.extsi %last : i32 to i64
  func.call @show(%lw) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Five i32 at a computed byte shift (3 * 5 + 5 + 2 + 2 = 24, past the
  // matrix), dynamic size.
  %shift = arith.muli %c3, %c5 : index
  %shift24 = arith.addi %shift, %c5 : index
  %shift2 = arith.addi %shift24, %c2 : index
  %shift3 = arith.addi %shift2, %c2 : index
  %v = memref.view %buf[%shift3][%c5] : memref<256xi8> to memref<?xi32>
  %ten = arith.constant 10 : i32
  scf.for %i = %c0 to %c5 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %x = arith.muli %ii, %ten : i32
    memref.store %x, %v[%i] : memref<?xi32>
  }
  scf.for %i = %c0 to %c5 step %c1 {
    %x = memref.load %v[%i] : memref<?xi32>
    %w = arith.extsi %x : i32 to i64
    func.call @show(%w) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  // A rank-0 f64 at byte 48: 5.0, printed as its bits.
  %s = memref.view %buf[%c48][] : memref<256xi8> to memref<f64>
  %five = arith.constant 5.0 : f64
  memref.store %five, %s[] : memref<f64>
  %sv = memref.load %s[] : memref<f64>
  %sb = arith.bitcast %sv : f64 to i64
  func.call @show(%sb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Through a cast to memref<?xi8> and a function: the first four floats.
  %dyn = memref.cast %buf : memref<256xi8> to memref<?xi8>
  %c4 = arith.constant 4 : index
  func.call @show_ints(%dyn, %c4) : (memref<?xi8>, index) -> ()
  memref.dealloc %buf : memref<256xi8>
  return
}
