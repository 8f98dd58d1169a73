// Differential test: memref.alloc with dynamic sizes, alloca, memref.dim, memrefs passed to and returned from functions.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)

// Allocates an n x m matrix with a[i][j] = i - 2 j.
func.func @make(%n: index, %m: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n, %m) : memref<?x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %j2 = arith.muli %j, %c2 : index
      %d = arith.subi %i, %j2 : index
      %di = arith.index_cast %d : index to i64
      %f = arith.sitofp %di : i64 to f32
      memref.store %f, %a[%i, %j] : memref<?x?xf32>
    }
  }
  return %a : memref<?x?xf32>
}

// Sum of all elements, bounds taken from memref.dim.
func.func @total(%a: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xf32>
  %m = memref.dim %a, %c1 : memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %r = scf.for %j = %c0 to %m step %c1 iter_args(%acc2 = %acc) -> (f32) {
      %v = memref.load %a[%i, %j] : memref<?x?xf32>
      %t = arith.addf %acc2, %v : f32
      scf.yield %t : f32
    }
    scf.yield %r : f32
  }
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %a = func.call @make(%c3, %c5) : (index, index) -> memref<?x?xf32>
  %u = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %d1 = memref.dim %a, %c1 : memref<?x?xf32>
  %d0i = arith.index_cast %d0 : index to i64
  %d1i = arith.index_cast %d1 : index to i64
  func.call @printI64(%d0i) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%d1i) : (i64) -> ()
  func.call @printComma() : () -> ()
  %s = func.call @total(%a) : (memref<?x?xf32>) -> f32
  func.call @printF32(%s) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<?x?xf32>
  // A 7 x 1 matrix and an empty 0 x 4 one.
  %b = func.call @make(%c7, %c1) : (index, index) -> memref<?x?xf32>
  %sb = func.call @total(%b) : (memref<?x?xf32>) -> f32
  %e = func.call @make(%c0, %c5) : (index, index) -> memref<?x?xf32>
  %se = func.call @total(%e) : (memref<?x?xf32>) -> f32
  %e1 = memref.dim %e, %c1 : memref<?x?xf32>
  %e1i = arith.index_cast %e1 : index to i64
  func.call @printF32(%sb) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%se) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%e1i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %b : memref<?x?xf32>
  memref.dealloc %e : memref<?x?xf32>
  // Dynamic 1-D alloca sized by a loop result, plus a static alloca; dim of a static memref.
  %n = scf.for %i = %c0 to %c5 step %c1 iter_args(%k = %c1) -> (index) {
    %k2 = arith.addi %k, %i : index
    scf.yield %k2 : index
  }
  %buf = memref.alloca(%n) : memref<?xi64>
  %st = memref.alloca() : memref<4xi64>
  %len = memref.dim %buf, %c0 : memref<?xi64>
  scf.for %i = %c0 to %len step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %buf[%i] : memref<?xi64>
  }
  %c4 = arith.constant 4 : index
  %sd = memref.dim %st, %c0 : memref<4xi64>
  scf.for %i = %c0 to %sd step %c1 {
    %j = arith.subi %len, %i : index
    %j1 = arith.subi %j, %c1 : index
    %v = memref.load %buf[%j1] : memref<?xi64>
    memref.store %v, %st[%i] : memref<4xi64>
  }
  %leni = arith.index_cast %len : index to i64
  func.call @printI64(%leni) : (i64) -> ()
  func.call @printComma() : () -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %st[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}0,   -2,   -4,   -6,   -8],
// CHECK-NEXT:  [1,   -1,   -3,   -5,   -7],
// CHECK-NEXT:  [2,   0,   -2,   -4,   -6]]
// CHECK-NEXT: 3, 5, -45
// CHECK-NEXT: 21, 0, 5
// CHECK-NEXT: 11, 100, 81, 64, 49,
