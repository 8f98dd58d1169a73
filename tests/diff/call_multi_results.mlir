// Differential test: func.call with several results of mixed types, results feeding loops, void calls with side effects.
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

func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.floordivsi %a, %b : i64
  %t = arith.muli %q, %b : i64
  %r = arith.subi %a, %t : i64
  return %q, %r : i64, i64
}

func.func @minmax(%a: f32, %b: f32) -> (f32, f32) {
  %lt = arith.cmpf olt, %a, %b : f32
  %lo = arith.select %lt, %a, %b : f32
  %hi = arith.select %lt, %b, %a : f32
  return %lo, %hi : f32, f32
}

// Mean (f32), count (index), any-negative (i1) and sum (i64) of a 1-D buffer.
func.func @stats(%m: memref<?xi64>) -> (f32, index, i1, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %z = arith.constant 0 : i64
  %f = arith.constant false
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %neg = %f) -> (i64, i1) {
    %v = memref.load %m[%i] : memref<?xi64>
    %s2 = arith.addi %s, %v : i64
    %isneg = arith.cmpi slt, %v, %z : i64
    %neg2 = arith.ori %neg, %isneg : i1
    scf.yield %s2, %neg2 : i64, i1
  }
  %ni = arith.index_cast %n : index to i64
  %nf = arith.sitofp %ni : i64 to f32
  %sf = arith.sitofp %r#0 : i64 to f32
  %mean = arith.divf %sf, %nf : f32
  return %mean, %n, %r#1, %r#0 : f32, index, i1, i64
}

// No results: fills a buffer.
func.func @fill(%m: memref<?xi64>, %start: i64, %step: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%v = %start) -> (i64) {
    memref.store %v, %m[%i] : memref<?xi64>
    %nv = arith.addi %v, %step : i64
    scf.yield %nv : i64
  }
  return
}

func.func @swap3(%a: i64, %b: f32, %c: index) -> (index, i64, f32) {
  return %c, %a, %b : index, i64, f32
}

func.func @main() {
  %a = arith.constant -17 : i64
  %b = arith.constant 5 : i64
  %q, %r = func.call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
  func.call @printI64(%q) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x = arith.constant 2.5 : f32
  %y = arith.constant -0.75 : f32
  %mm:2 = func.call @minmax(%x, %y) : (f32, f32) -> (f32, f32)
  %mm2:2 = func.call @minmax(%mm#1, %mm#0) : (f32, f32) -> (f32, f32)
  func.call @printF32(%mm2#0) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%mm2#1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %c7 = arith.constant 7 : index
  %buf = memref.alloc(%c7) : memref<?xi64>
  %s0 = arith.constant 4 : i64
  %st = arith.constant -3 : i64
  func.call @fill(%buf, %s0, %st) : (memref<?xi64>, i64, i64) -> ()
  %mean, %n, %neg, %sum = func.call @stats(%buf) : (memref<?xi64>) -> (f32, index, i1, i64)
  func.call @printF32(%mean) : (f32) -> ()
  func.call @printComma() : () -> ()
  %ni = arith.index_cast %n : index to i64
  func.call @printI64(%ni) : (i64) -> ()
  func.call @printComma() : () -> ()
  %negi = arith.extui %neg : i1 to i64
  func.call @printI64(%negi) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Results of calls inside a loop, carried through iter_args: repeated divmod by 3 (base-3 digits of 1000).
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3 : i64
  %k = arith.constant 1000 : i64
  %zero = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  %one = arith.constant 1 : i64
  %res:3 = scf.for %i = %c0 to %c7 step %c1 iter_args(%v = %k, %acc = %zero, %pw = %one) -> (i64, i64, i64) {
    %dq, %dr = func.call @divmod(%v, %three) : (i64, i64) -> (i64, i64)
    %t = arith.muli %dr, %pw : i64
    %acc2 = arith.addi %acc, %t : i64
    %pw2 = arith.muli %pw, %ten : i64
    scf.yield %dq, %acc2, %pw2 : i64, i64, i64
  }
  func.call @printI64(%res#0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%res#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s1, %s2, %s3 = func.call @swap3(%sum, %mean, %n) : (i64, f32, index) -> (index, i64, f32)
  %s1i = arith.index_cast %s1 : index to i64
  func.call @printI64(%s1i) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%s2) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%s3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %buf : memref<?xi64>
  return
}

// CHECK: -4, 3
// CHECK-NEXT: -0.75, 2.5
// CHECK-NEXT: -5, 7, 1, -35
// CHECK-NEXT: 0, 1101001
// CHECK-NEXT: 7, -35, -5
