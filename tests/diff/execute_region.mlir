// Differential test: scf.execute_region with several blocks (cf.cond_br,
// cf.br with block arguments, cf.switch, two scf.yield) inside an scf.for
// body (which keeps it: its C is labels and goto in a block of its own),
// one with no results that stores, a single-block one, a nested one, and
// an alloca in a later block (heap backed, freed with the function). -O2's
// canonicalize inlines the ones in functions, as mlir-opt does.
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
// RUN: %loopc %s --emit=c -O0 -o %t0.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t0.c -o %t0.o

// CHECK: 0, 101, 4, 103, 16, 105, 36, 107, 64, 109,
// CHECK-NEXT: 7, 3, 3, 8,
// CHECK-NEXT: 42, 20,
// CHECK-NEXT: 7, 9, 7,

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// For i in 0..10: even i gives i * i, odd i gives 100 + i (through a
// block argument), from a region of four blocks in the loop body.
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2 : i64
  %hundred = arith.constant 100 : i64
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %r = scf.execute_region -> i64 {
      %m = arith.remsi %ii, %two : i64
      %odd = arith.cmpi ne, %m, %zero : i64
      cf.cond_br %odd, ^odd(%ii : i64), ^even
    ^odd(%v: i64):
      %s = arith.addi %v, %hundred : i64
      cf.br ^done(%s : i64)
    ^even:
      %q = arith.muli %ii, %ii : i64
      scf.yield %q : i64
    ^done(%w: i64):
      scf.yield %w : i64
    }
    func.call @show(%r) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// A switch on k in a region: 0 -> 7, 1 -> 3, else 8 (k = 2 gives the
// default through a nested single-block region).
func.func @pick(%k: i32) -> i64 {
  %r = scf.execute_region -> i64 {
    cf.switch %k : i32, [
      default: ^other,
      0: ^zero,
      1: ^one
    ]
  ^zero:
    %a = arith.constant 7 : i64
    scf.yield %a : i64
  ^one:
    %b = arith.constant 3 : i64
    scf.yield %b : i64
  ^other:
    %c = scf.execute_region -> i64 {
      %d = arith.constant 8 : i64
      scf.yield %d : i64
    }
    scf.yield %c : i64
  }
  return %r : i64
}

// No results: stores 42 into m[0] on one path and 20 into m[1] after an
// alloca on the other, both taken by two calls.
func.func @store(%m: memref<2xi64>, %flag: i1) {
  scf.execute_region {
    cf.cond_br %flag, ^a, ^b
  ^a:
    %c0 = arith.constant 0 : index
    %v = arith.constant 42 : i64
    memref.store %v, %m[%c0] : memref<2xi64>
    scf.yield
  ^b:
    %buf = memref.alloca() : memref<4xi64>
    %c1 = arith.constant 1 : index
    %w = arith.constant 20 : i64
    memref.store %w, %buf[%c1] : memref<4xi64>
    %x = memref.load %buf[%c1] : memref<4xi64>
    memref.store %x, %m[%c1] : memref<2xi64>
    scf.yield
  }
  return
}

// Both paths join in the last block, the only one that yields: the C needs
// no label after the region (it was emitted unused: -Wunused-label, as in
// MLIR's SCF/mem2reg.mlir).
func.func @join(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2 : index
  %c7 = arith.constant 7 : i64
  %c9 = arith.constant 9 : i64
  scf.for %i = %c0 to %n step %c1 {
    %m = arith.remui %i, %two : index
    %even = arith.cmpi eq, %m, %c0 : index
    %r = scf.execute_region -> i64 {
      cf.cond_br %even, ^a, ^b
    ^a:
      cf.br ^j(%c7 : i64)
    ^b:
      cf.br ^j(%c9 : i64)
    ^j(%v: i64):
      scf.yield %v : i64
    }
    func.call @show(%r) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c10 = arith.constant 10 : index
  func.call @loop(%c10) : (index) -> ()
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 1 : i32
  %k2 = arith.constant 2 : i32
  %p0 = func.call @pick(%k0) : (i32) -> i64
  func.call @show(%p0) : (i64) -> ()
  %p1 = func.call @pick(%k1) : (i32) -> i64
  func.call @show(%p1) : (i64) -> ()
  %p1b = func.call @pick(%k1) : (i32) -> i64
  func.call @show(%p1b) : (i64) -> ()
  %p2 = func.call @pick(%k2) : (i32) -> i64
  func.call @show(%p2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = memref.alloc() : memref<2xi64>
  %t = arith.constant true
  %f = arith.constant false
  func.call @store(%m, %t) : (memref<2xi64>, i1) -> ()
  func.call @store(%m, %f) : (memref<2xi64>, i1) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<2xi64>
  %b = memref.load %m[%c1] : memref<2xi64>
  func.call @show(%a) : (i64) -> ()
  func.call @show(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<2xi64>
  %c3 = arith.constant 3 : index
  func.call @join(%c3) : (index) -> ()
  return
}
