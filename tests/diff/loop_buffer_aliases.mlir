// Differential test: a loop-carried buffer that each iteration replaces (the
// incoming one read and freed, a new one allocated, written and yielded),
// whose init is also reachable another way: through a memref.cast made
// before the loop, as a function argument the caller keeps, through a call
// that returns it, through an scf.if result. With zero trips the loop's
// result is the init itself and the program may read it under any of those
// names; with trips the init is freed by the first one. The buffer passes
// (promote-loop-buffers, reuse-loop-buffers, mem2reg) must not free or
// reuse it early: the sanitized build reports a use after free if they do.
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
// Each buffer pass alone, run:
// RUN: %loopc run %s -e main -O0 --promote-loop-buffers > %t.promote.out
// RUN: diff %t.mlir.out %t.promote.out
// RUN: %loopc run %s -e main -O0 --reuse-loop-buffers > %t.reuse.out
// RUN: diff %t.mlir.out %t.reuse.out
// RUN: %loopc run %s -e main -O0 --mem2reg > %t.mem2reg.out
// RUN: diff %t.mlir.out %t.mem2reg.out

func.func private @printI64(i64)
func.func private @printNewline()

// n iterations that each double the value in a fresh buffer.
func.func @double(%m: memref<1xi64>, %n: index) -> memref<1xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%in = %m) -> (memref<1xi64>) {
    %out = memref.alloc() : memref<1xi64>
    %x = memref.load %in[%c0] : memref<1xi64>
    %y = arith.addi %x, %x : i64
    memref.store %y, %out[%c0] : memref<1xi64>
    memref.dealloc %in : memref<1xi64>
    scf.yield %out : memref<1xi64>
  }
  return %r : memref<1xi64>
}

func.func @same(%m: memref<1xi64>) -> memref<1xi64> {
  return %m : memref<1xi64>
}

// The init read after the loop through a cast made before it (when the loop
// ran no trip; otherwise through the result).
func.func @cast_alias(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %five = arith.constant 5 : i64
  %m = memref.alloc() : memref<1xi64>
  memref.store %five, %m[%c0] : memref<1xi64>
  %alias = memref.cast %m : memref<1xi64> to memref<?xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%in = %m) -> (memref<1xi64>) {
    %out = memref.alloc() : memref<1xi64>
    %x = memref.load %in[%c0] : memref<1xi64>
    %y = arith.addi %x, %x : i64
    memref.store %y, %out[%c0] : memref<1xi64>
    memref.dealloc %in : memref<1xi64>
    scf.yield %out : memref<1xi64>
  }
  %none = arith.cmpi eq, %n, %c0 : index
  %v = scf.if %none -> (i64) {
    %a = memref.load %alias[%c0] : memref<?xi64>
    scf.yield %a : i64
  } else {
    %b = memref.load %r[%c0] : memref<1xi64>
    scf.yield %b : i64
  }
  memref.dealloc %r : memref<1xi64>
  return %v : i64
}

// The same through a call that returns the buffer, and through an scf.if.
func.func @call_and_if_alias(%n: index, %c: i1) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7 : i64
  %m = memref.alloc() : memref<1xi64>
  memref.store %seven, %m[%c0] : memref<1xi64>
  %k = func.call @same(%m) : (memref<1xi64>) -> memref<1xi64>
  %j = scf.if %c -> (memref<1xi64>) {
    scf.yield %m : memref<1xi64>
  } else {
    scf.yield %k : memref<1xi64>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%in = %m) -> (memref<1xi64>) {
    %out = memref.alloc() : memref<1xi64>
    %x = memref.load %in[%c0] : memref<1xi64>
    %y = arith.addi %x, %x : i64
    memref.store %y, %out[%c0] : memref<1xi64>
    memref.dealloc %in : memref<1xi64>
    scf.yield %out : memref<1xi64>
  }
  %none = arith.cmpi eq, %n, %c0 : index
  %v = scf.if %none -> (i64) {
    %a = memref.load %k[%c0] : memref<1xi64>
    %b = memref.load %j[%c0] : memref<1xi64>
    %s = arith.addi %a, %b : i64
    scf.yield %s : i64
  } else {
    %b = memref.load %r[%c0] : memref<1xi64>
    scf.yield %b : i64
  }
  memref.dealloc %r : memref<1xi64>
  return %v : i64
}

// The caller's buffer as the init: with zero trips the caller reads it after
// the call.
func.func @argument(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %three = arith.constant 3 : i64
  %m = memref.alloc() : memref<1xi64>
  memref.store %three, %m[%c0] : memref<1xi64>
  %r = func.call @double(%m, %n) : (memref<1xi64>, index) -> memref<1xi64>
  %none = arith.cmpi eq, %n, %c0 : index
  %v = scf.if %none -> (i64) {
    %a = memref.load %m[%c0] : memref<1xi64>
    scf.yield %a : i64
  } else {
    %b = memref.load %r[%c0] : memref<1xi64>
    scf.yield %b : i64
  }
  memref.dealloc %r : memref<1xi64>
  return %v : i64
}

func.func @print(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %a0 = func.call @cast_alias(%c0) : (index) -> i64
  %a3 = func.call @cast_alias(%c3) : (index) -> i64
  %b0 = func.call @call_and_if_alias(%c0, %t) : (index, i1) -> i64
  %b1 = func.call @call_and_if_alias(%c0, %f) : (index, i1) -> i64
  %b3 = func.call @call_and_if_alias(%c3, %t) : (index, i1) -> i64
  %d0 = func.call @argument(%c0) : (index) -> i64
  %d3 = func.call @argument(%c3) : (index) -> i64
  // CHECK: 5
  func.call @print(%a0) : (i64) -> ()
  // CHECK-NEXT: 40
  func.call @print(%a3) : (i64) -> ()
  // CHECK-NEXT: 14
  func.call @print(%b0) : (i64) -> ()
  // CHECK-NEXT: 14
  func.call @print(%b1) : (i64) -> ()
  // CHECK-NEXT: 56
  func.call @print(%b3) : (i64) -> ()
  // CHECK-NEXT: 3
  func.call @print(%d0) : (i64) -> ()
  // CHECK-NEXT: 24
  func.call @print(%d3) : (i64) -> ()
  return
}
