// Differential test: nested scf.for loops with several iter_args of mixed types, inner bounds from outer ivs.
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
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %i0 = arith.constant 0 : i64
  %i1 = arith.constant 1 : i64
  %f0 = arith.constant 0.0 : f32
  %fh = arith.constant 0.5 : f32
  %x0 = arith.constant 3 : index
  // Outer carries (sum: i64, weighted: f32, cnt: index); inner carries (a: i64, b: f32).
  %r:3 = scf.for %i = %c0 to %c6 step %c1 iter_args(%sum = %i0, %w = %f0, %cnt = %x0) -> (i64, f32, index) {
    %ii = arith.index_cast %i : index to i64
    %in:2 = scf.for %j = %i to %c8 step %c2 iter_args(%a = %i1, %b = %w) -> (i64, f32) {
      %jj = arith.index_cast %j : index to i64
      %t = arith.muli %a, %i1 : i64
      %ij = arith.addi %ii, %jj : i64
      %na = arith.addi %t, %ij : i64
      %jf = arith.sitofp %jj : i64 to f32
      %h = arith.mulf %jf, %fh : f32
      %nb = arith.addf %b, %h : f32
      scf.yield %na, %nb : i64, f32
    }
    %ns = arith.addi %sum, %in#0 : i64
    %nc = arith.addi %cnt, %i : index
    func.call @printI64(%in#0) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printF32(%in#1) : (f32) -> ()
    func.call @printNewline() : () -> ()
    scf.yield %ns, %in#1, %nc : i64, f32, index
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%r#1) : (f32) -> ()
  func.call @printComma() : () -> ()
  %ci = arith.index_cast %r#2 : index to i64
  func.call @printI64(%ci) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Triple nest: count (i, j, k) with i < j < k < 7 and sum i*j*k.
  %c7 = arith.constant 7 : index
  %t:2 = scf.for %i = %c0 to %c7 step %c1 iter_args(%n = %i0, %s = %i0) -> (i64, i64) {
    %ip = arith.addi %i, %c1 : index
    %u:2 = scf.for %j = %ip to %c7 step %c1 iter_args(%n2 = %n, %s2 = %s) -> (i64, i64) {
      %jp = arith.addi %j, %c1 : index
      %v:2 = scf.for %k = %jp to %c7 step %c1 iter_args(%n3 = %n2, %s3 = %s2) -> (i64, i64) {
        %p0 = arith.muli %i, %j : index
        %p = arith.muli %p0, %k : index
        %pi = arith.index_cast %p : index to i64
        %n4 = arith.addi %n3, %i1 : i64
        %s4 = arith.addi %s3, %pi : i64
        scf.yield %n4, %s4 : i64, i64
      }
      scf.yield %v#0, %v#1 : i64, i64
    }
    scf.yield %u#0, %u#1 : i64, i64
  }
  func.call @printI64(%t#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%t#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: 13, 6
// CHECK-NEXT: 21, 14
// CHECK-NEXT: 19, 20
// CHECK-NEXT: 25, 27.5
// CHECK-NEXT: 19, 32.5
// CHECK-NEXT: 23, 38.5
// CHECK-NEXT: 120, 38.5, 18
// CHECK-NEXT: 35, 735
