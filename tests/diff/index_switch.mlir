// Differential test: scf.index_switch with results and without, negative,
// large and unordered case values, a switch without cases, an alloca in a
// case region (its buffer outlives nothing: MLIR frees it with the
// function), stores in a case, and selectors from a loop (so nothing folds),
// then the same switches on constant selectors, which loopc -O2 folds to
// the chosen region (as mlir-opt --canonicalize does) and MLIR runs.
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
// RUN: FileCheck %s --check-prefix=OPT < %t.opt.mlir
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o

// Per selector -3..9: the selector, the two results of @classify, the
// count of stores @count made so far, then the no-case switch's result.
// CHECK: -3, 30, -3, 0, 7,
// CHECK-NEXT: -2, -20, -2, 0, 7,
// CHECK-NEXT: -1, 30, -1, 0, 7,
// CHECK-NEXT: 0, 10, 0, 1, 7,
// CHECK-NEXT: 1, 30, 1, 1, 7,
// CHECK-NEXT: 2, 30, 2, 1, 7,
// CHECK-NEXT: 3, 9, 3, 2, 7,
// CHECK-NEXT: 4, 30, 4, 2, 7,
// CHECK-NEXT: 5, 30, 5, 2, 7,
// CHECK-NEXT: 6, 30, 6, 2, 7,
// CHECK-NEXT: 7, 49, 28, 3, 7,
// CHECK-NEXT: 8, 30, 8, 3, 7,
// CHECK-NEXT: 9, 30, 9, 3, 7,
// Constant selectors 7, -2 and 1000000000000 through @classify, then
// @constant_cases:
// CHECK-NEXT: 49, 28,
// CHECK-NEXT: -20, -2,
// CHECK-NEXT: 1234, 1000000000000,
// CHECK-NEXT: 12, 30,

// OPT-LABEL: func.func @constant_cases() -> (i64, i64) {
// OPT-NOT:     scf.index_switch
// OPT:         return

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// Two results: the first by case, the second the selector (times 4 for 7).
func.func @classify(%i: index) -> (i32, i64) {
  %ii = arith.index_cast %i : index to i64
  %r:2 = scf.index_switch %i -> i32, i64
  case 3 {
    %a = arith.index_cast %i : index to i32
    %b = arith.muli %a, %a : i32
    scf.yield %b, %ii : i32, i64
  }
  case 0 {
    %c = arith.constant 10 : i32
    scf.yield %c, %ii : i32, i64
  }
  case -2 {
    %c = arith.constant -20 : i32
    scf.yield %c, %ii : i32, i64
  }
  case 7 {
    %buf = memref.alloca() : memref<2xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = arith.index_cast %i : index to i32
    memref.store %a, %buf[%c0] : memref<2xi32>
    memref.store %a, %buf[%c1] : memref<2xi32>
    %x = memref.load %buf[%c0] : memref<2xi32>
    %y = memref.load %buf[%c1] : memref<2xi32>
    %p = arith.muli %x, %y : i32
    %c4 = arith.constant 4 : i64
    %q = arith.muli %ii, %c4 : i64
    scf.yield %p, %q : i32, i64
  }
  case 1000000000000 {
    %c = arith.constant 1234 : i32
    scf.yield %c, %ii : i32, i64
  }
  default {
    %c = arith.constant 30 : i32
    scf.yield %c, %ii : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

// No results: counts the selectors 0, 3 and 7 in %m[0].
func.func @count(%i: index, %m: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  scf.index_switch %i
  case 0 {
    %v = memref.load %m[%c0] : memref<1xi64>
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %m[%c0] : memref<1xi64>
    scf.yield
  }
  case 3 {
    %v = memref.load %m[%c0] : memref<1xi64>
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %m[%c0] : memref<1xi64>
    scf.yield
  }
  case 7 {
    %v = memref.load %m[%c0] : memref<1xi64>
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %m[%c0] : memref<1xi64>
    scf.yield
  }
  default {
  }
  return
}

// Only a default region.
func.func @nocase(%i: index) -> i64 {
  %r = scf.index_switch %i -> i64
  default {
    %c = arith.constant 7 : i64
    scf.yield %c : i64
  }
  return %r : i64
}

// Constant selectors: -O2 keeps only the chosen regions.
func.func @constant_cases() -> (i64, i64) {
  %s = arith.constant 4 : index
  %t = arith.constant 5 : index
  %a = scf.index_switch %s -> i64
  case 4 {
    %c = arith.constant 12 : i64
    scf.yield %c : i64
  }
  default {
    %c = arith.constant 13 : i64
    scf.yield %c : i64
  }
  %b = scf.index_switch %t -> i64
  case 4 {
    %c = arith.constant 12 : i64
    scf.yield %c : i64
  }
  default {
    %c = arith.constant 30 : i64
    scf.yield %c : i64
  }
  return %a, %b : i64, i64
}

func.func @main() {
  %m = memref.alloc() : memref<1xi64>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  memref.store %z, %m[%c0] : memref<1xi64>
  %lb = arith.constant -3 : index
  %ub = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %ii = arith.index_cast %i : index to i64
    func.call @show(%ii) : (i64) -> ()
    %a, %b = func.call @classify(%i) : (index) -> (i32, i64)
    %a64 = arith.extsi %a : i32 to i64
    func.call @show(%a64) : (i64) -> ()
    func.call @show(%b) : (i64) -> ()
    func.call @count(%i, %m) : (index, memref<1xi64>) -> ()
    %n = memref.load %m[%c0] : memref<1xi64>
    func.call @show(%n) : (i64) -> ()
    %d = func.call @nocase(%i) : (index) -> i64
    func.call @show(%d) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %s7 = arith.constant 7 : index
  %sm2 = arith.constant -2 : index
  %sbig = arith.constant 1000000000000 : index
  %a7, %b7 = func.call @classify(%s7) : (index) -> (i32, i64)
  %x7 = arith.extsi %a7 : i32 to i64
  func.call @show(%x7) : (i64) -> ()
  func.call @show(%b7) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %a2, %b2 = func.call @classify(%sm2) : (index) -> (i32, i64)
  %x2 = arith.extsi %a2 : i32 to i64
  func.call @show(%x2) : (i64) -> ()
  func.call @show(%b2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ab, %bb = func.call @classify(%sbig) : (index) -> (i32, i64)
  %xb = arith.extsi %ab : i32 to i64
  func.call @show(%xb) : (i64) -> ()
  func.call @show(%bb) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k0, %k1 = func.call @constant_cases() : () -> (i64, i64)
  func.call @show(%k0) : (i64) -> ()
  func.call @show(%k1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<1xi64>
  return
}
