// Differential test: affine.delinearize_index (with and without the outer
// bound, static and dynamic sizes, negative linear indices) and
// affine.linearize_index (disjoint or not, static and dynamic sizes), and
// their round trip, through MLIR's --lower-affine pipeline and loopc.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// The lowering is mlir-opt's text on this file too:
// RUN: %loopc --lower-affine %s > %t.l && %mlir_opt --lower-affine %s > %t.m && diff %t.m %t.l

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @pi(%v: index) {
  %i = arith.index_cast %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @case(%x: index, %b: index) {
  %q:3 = affine.delinearize_index %x into (%b, 3, 4) : index, index, index
  func.call @pi(%q#0) : (index) -> ()
  func.call @pi(%q#1) : (index) -> ()
  func.call @pi(%q#2) : (index) -> ()
  %r:3 = affine.delinearize_index %x into (%b, 4) : index, index, index
  func.call @pi(%r#0) : (index) -> ()
  func.call @pi(%r#1) : (index) -> ()
  func.call @pi(%r#2) : (index) -> ()
  %l = affine.linearize_index disjoint [%q#0, %q#1, %q#2] by (%b, 3, 4) : index
  func.call @pi(%l) : (index) -> ()
  %m = affine.linearize_index [%r#0, %r#1, %r#2] by (%b, 4) : index
  func.call @pi(%m) : (index) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  affine.for %x = -13 to 30 step 7 {
    func.call @case(%x, %c5) : (index, index) -> ()
  }
  %c23 = arith.constant 23 : index
  func.call @case(%c23, %c2) : (index, index) -> ()
  return
}

// x = -13: 12 = 3 * 4 per outer step, -13 = -2 * 12 + 11 = -2 * 12 + 2 * 4 + 3;
// with (b, 4): 4 * b = 20 per outer step, -13 = -1 * 20 + 7 = -1 * 20 + 1 * 4 + 3.
// CHECK: -2, 2, 3, -1, 1, 3, -13, -13,
// CHECK-NEXT: -1, 1, 2, -1, 3, 2, -6, -6,
// CHECK-NEXT: 0, 0, 1, 0, 0, 1, 1, 1,
// CHECK-NEXT: 0, 2, 0, 0, 2, 0, 8, 8,
// CHECK-NEXT: 1, 0, 3, 0, 3, 3, 15, 15,
// CHECK-NEXT: 1, 2, 2, 1, 0, 2, 22, 22,
// CHECK-NEXT: 2, 1, 1, 1, 2, 1, 29, 29,
// CHECK-NEXT: 1, 2, 3, 2, 1, 3, 23, 23,
