// Differential test: f64 arithmetic (bit-exact), i1 logic (andi/ori/xori, i1 add/mul wrap, signed i1 compare), i1 iter_args and memrefs.
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
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @p(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @pb(%v: i1) {
  %e = arith.extui %v : i1 to i64
  func.call @p(%e) : (i64) -> ()
  return
}

func.func @main() {
  // f64: bits of a few results that f32 could not represent.
  %a = arith.constant 1.0e16 : f64
  %b = arith.constant 1.0 : f64
  %s = arith.addf %a, %b : f64
  %d = arith.subf %s, %a : f64
  %db = arith.bitcast %d : f64 to i64
  %third = arith.constant 3.0 : f64
  %q = arith.divf %b, %third : f64
  %qb = arith.bitcast %q : f64 to i64
  %big = arith.constant 1.0e300 : f64
  %ov = arith.mulf %big, %big : f64
  %tiny = arith.constant 1.0e-300 : f64
  %un = arith.mulf %tiny, %tiny : f64
  %neg = arith.negf %q : f64
  func.call @printF64(%d) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @p(%db) : (i64) -> ()
  func.call @p(%qb) : (i64) -> ()
  func.call @printF64(%ov) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%un) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%neg) : (f64) -> ()
  func.call @printNewline() : () -> ()
  // Harmonic sum in f64, sequential order, bits printed.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %z = arith.constant 0.0 : f64
  %h = scf.for %i = %c1 to %c100 step %c1 iter_args(%acc = %z) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %r = arith.divf %b, %f : f64
    %n = arith.addf %acc, %r : f64
    scf.yield %n : f64
  }
  %hb = arith.bitcast %h : f64 to i64
  func.call @printF64(%h) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%hb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // i1 truth tables.
  %t = arith.constant true
  %f = arith.constant false
  %and1 = arith.andi %t, %f : i1
  %or1 = arith.ori %t, %f : i1
  %xor1 = arith.xori %t, %t : i1
  %add1 = arith.addi %t, %t : i1
  %mul1 = arith.muli %t, %t : i1
  %sub1 = arith.subi %f, %t : i1
  %slt = arith.cmpi slt, %t, %f : i1
  %ult = arith.cmpi ult, %t, %f : i1
  %sx = arith.extsi %t : i1 to i64
  func.call @pb(%and1) : (i1) -> ()
  func.call @pb(%or1) : (i1) -> ()
  func.call @pb(%xor1) : (i1) -> ()
  func.call @pb(%add1) : (i1) -> ()
  func.call @pb(%mul1) : (i1) -> ()
  func.call @pb(%sub1) : (i1) -> ()
  func.call @pb(%slt) : (i1) -> ()
  func.call @pb(%ult) : (i1) -> ()
  func.call @printI64(%sx) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // i1 iter_args: parity of the number of multiples of 3 or 5 below 50, and whether any i*i == 49.
  %c50 = arith.constant 50 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c49 = arith.constant 49 : index
  %r:2 = scf.for %i = %c0 to %c50 step %c1 iter_args(%par = %f, %found = %f) -> (i1, i1) {
    %m3 = arith.remui %i, %c3 : index
    %m5 = arith.remui %i, %c5 : index
    %d3 = arith.cmpi eq, %m3, %c0 : index
    %d5 = arith.cmpi eq, %m5, %c0 : index
    %dd = arith.ori %d3, %d5 : i1
    %np = arith.xori %par, %dd : i1
    %sq = arith.muli %i, %i : index
    %is = arith.cmpi eq, %sq, %c49 : index
    %nf = arith.ori %found, %is : i1
    scf.yield %np, %nf : i1, i1
  }
  func.call @pb(%r#0) : (i1) -> ()
  func.call @pb(%r#1) : (i1) -> ()
  // An i1 memref as a bit set.
  %c8 = arith.constant 8 : index
  %bits = memref.alloc() : memref<8xi1>
  scf.for %i = %c0 to %c8 step %c1 {
    %m = arith.remui %i, %c3 : index
    %v = arith.cmpi ne, %m, %c1 : index
    memref.store %v, %bits[%i] : memref<8xi1>
  }
  %zi = arith.constant 0 : i64
  %two = arith.constant 2 : i64
  %one = arith.constant 1 : i64
  %word:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%w = %zi, %pw = %one) -> (i64, i64) {
    %v = memref.load %bits[%i] : memref<8xi1>
    %ve = arith.extui %v : i1 to i64
    %t1 = arith.muli %ve, %pw : i64
    %w2 = arith.addi %w, %t1 : i64
    %pw2 = arith.muli %pw, %two : i64
    scf.yield %w2, %pw2 : i64, i64
  }
  func.call @printI64(%word#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %bits : memref<8xi1>
  return
}

// CHECK: 0, 0, 4599676419421066581, inf, 0, -0.333333
// CHECK-NEXT: 5.17738, 4617515227292187449
// CHECK-NEXT: 0, 1, 0, 0, 1, 1, 1, 0, -1
// CHECK-NEXT: 1, 1, 109
