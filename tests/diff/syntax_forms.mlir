// Differential test: module wrapper, generic op form, hex float constants, loc trailers, %r:N / %r#i results, loop results as bounds.
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

module {
  func.func private @printI64(i64)
  func.func private @printF32(f32)
  func.func private @printComma()
  func.func private @printNewline()

  func.func @two() -> (index, index) {
    %a = arith.constant 3 : index
    %b = "arith.constant"() <{value = 11 : index}> : () -> index
    return %a, %b : index, index
  }

  func.func @main() {
    %pi = arith.constant 0x40490FDB : f32
    %h = arith.constant 1.5e-1 : f32 loc("syntax_forms.mlir":17:5)
    %s = "arith.addf"(%pi, %h) : (f32, f32) -> f32
    func.call @printF32(%s) : (f32) -> ()
    func.call @printComma() : () -> ()
    %bits = arith.bitcast %pi : f32 to i32
    %be = arith.extsi %bits : i32 to i64
    call @printI64(%be) : (i64) -> ()
    call @printNewline() : () -> ()
    // Loop bounds that are results of a call and of another loop.
    %r:2 = func.call @two() : () -> (index, index)
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = scf.for %i = %r#0 to %r#1 step %c1 iter_args(%k = %c0) -> (index) {
      %k1 = arith.addi %k, %i : index
      scf.yield %k1 : index
    }
    %step = scf.while (%x = %c1) : (index) -> index {
      %c = arith.cmpi ult, %x, %r#0 : index
      scf.condition(%c) %x : index
    } do {
    ^bb0(%y: index):
      %y2 = arith.addi %y, %y : index
      scf.yield %y2 : index
    }
    %z = arith.constant 0 : i64
    %cnt = scf.for %i = %r#0 to %n step %step iter_args(%a = %z) -> (i64) {
      %ii = "arith.index_cast"(%i) : (index) -> i64
      %a1 = arith.addi %a, %ii : i64
      "scf.yield"(%a1) : (i64) -> ()
    }
    %ni = arith.index_cast %n : index to i64
    %si = arith.index_cast %step : index to i64
    func.call @printI64(%ni) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%si) : (i64) -> ()
    func.call @printComma() : () -> ()
    func.call @printI64(%cnt) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }
}

// CHECK: 3.29159, 1078530011
// CHECK-NEXT: 52, 4, 351
