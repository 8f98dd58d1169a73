// Differential test: functions of several blocks written by hand: a loop
// whose branch swaps two block arguments (a parallel copy), cf.switch with
// negative case values, cf.cond_br with weights, a memref as a
// block argument, an scf.for inside a cf loop and several returns.
// (MLIR's lowering to LLVM fails on unreachable blocks and on a block using
// a value of a block written after it: codegen/cf_blocks.mlir has those.)
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

// (a, b) swapped n times, then a * 10 + b.
func.func @swap(%n: i64, %a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c10 = arith.constant 10 : i64
  cf.br ^loop(%n, %a, %b : i64, i64, i64)
^loop(%i: i64, %x: i64, %y: i64):
  %done = arith.cmpi sle, %i, %c0 : i64
  cf.cond_br %done weights([1, 9]), ^exit, ^body
^body:
  %i2 = arith.subi %i, %c1 : i64
  cf.br ^loop(%i2, %y, %x : i64, i64, i64)
^exit:
  %t = arith.muli %x, %c10 : i64
  %r = arith.addi %t, %y : i64
  return %r : i64
}

// A switch on an i8: -1, and 200 (the same bits as -56). (A repeated case
// value, which MLIR's verifier allows and its translation to LLVM rejects,
// is in codegen/cf_blocks.mlir.)
func.func @classify(%v: i8) -> i64 {
  cf.switch %v : i8, [
    default: ^other(%v : i8),
    -1: ^minus_one,
    3: ^three(%v, %v : i8, i8),
    200: ^big
  ]
^minus_one:
  %m = arith.constant -100 : i64
  return %m : i64
^three(%p: i8, %q: i8):
  %s = arith.addi %p, %q : i8
  %se = arith.extsi %s : i8 to i64
  return %se : i64
^big:
  %b = arith.constant 1000 : i64
  return %b : i64
^other(%o: i8):
  %oe = arith.extsi %o : i8 to i64
  return %oe : i64
}

// Sums of a buffer passed as a block argument; the inner loop is an scf.for.
func.func @sum_rows(%m: memref<3x4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  cf.br ^row(%c0, %z, %m : index, i64, memref<3x4xi64>)
^row(%r: index, %acc: i64, %buf: memref<3x4xi64>):
  %more = arith.cmpi slt, %r, %c3 : index
  cf.cond_br %more, ^body, ^done(%acc : i64)
^body:
  %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %acc) -> (i64) {
    %e = memref.load %buf[%r, %j] : memref<3x4xi64>
    %a2 = arith.addi %a, %e : i64
    scf.yield %a2 : i64
  }
  %r2 = arith.addi %r, %c1 : index
  cf.br ^row(%r2, %s, %buf : index, i64, memref<3x4xi64>)
^done(%total: i64):
  return %total : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %c7 = arith.constant 7 : i64
  %c9 = arith.constant 9 : i64
  %r1 = call @swap(%c3, %c7, %c9) : (i64, i64, i64) -> i64
  %r2 = call @swap(%c4, %c7, %c9) : (i64, i64, i64) -> i64
  %r3 = call @swap(%c0, %c7, %c9) : (i64, i64, i64) -> i64
  call @printI64(%r1) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%r3) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK: 97, 79, 79

  %vals = memref.alloc() : memref<6xi8>
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i6 = arith.constant 6 : index
  %e0 = arith.constant -1 : i8
  %e1 = arith.constant 3 : i8
  %e2 = arith.constant -56 : i8
  %e3 = arith.constant 5 : i8
  %e4 = arith.constant 127 : i8
  %e5 = arith.constant -128 : i8
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %i4 = arith.constant 4 : index
  %i5 = arith.constant 5 : index
  memref.store %e0, %vals[%i0] : memref<6xi8>
  memref.store %e1, %vals[%i1] : memref<6xi8>
  memref.store %e2, %vals[%i2] : memref<6xi8>
  memref.store %e3, %vals[%i3] : memref<6xi8>
  memref.store %e4, %vals[%i4] : memref<6xi8>
  memref.store %e5, %vals[%i5] : memref<6xi8>
  scf.for %i = %i0 to %i6 step %i1 {
    %v = memref.load %vals[%i] : memref<6xi8>
    %k = func.call @classify(%v) : (i8) -> i64
    func.call @printI64(%k) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  memref.dealloc %vals : memref<6xi8>
  call @printNewline() : () -> ()
  // CHECK: -100, 6, 1000, 5, 127, -128,

  %m = memref.alloc() : memref<3x4xi64>
  scf.for %i = %i0 to %i3 step %i1 {
    scf.for %j = %i0 to %i4 step %i1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %p = arith.muli %ii, %c7 : i64
      %q = arith.addi %p, %jj : i64
      memref.store %q, %m[%i, %j] : memref<3x4xi64>
    }
  }
  %sum = call @sum_rows(%m) : (memref<3x4xi64>) -> i64
  memref.dealloc %m : memref<3x4xi64>
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK: 102
  return
}
