// Differential test (found by random_diff.py --cf, seed 3000088): a
// cf.switch with two edges to one block whose first argument is dead. The
// region simplification that drops dead arguments met the switch once an
// edge and cut the second edge's operands down again, as if they still
// lined up with the block's arguments: loopc's canonicalize left the live
// argument without its operand (invalid IR, or a crash when a fold read it).
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
// RUN: %loopc %s --canonicalize | FileCheck %s --check-prefix=CANON

// Both edges keep their own value for the live argument, as mlir-opt's
// canonicalize leaves them:
// CANON: cf.switch %{{.*}} : i8, [
// CANON-NEXT: default: ^bb1(%arg1 : i64),
// CANON-NEXT: 6: ^bb1(%c2_i64 : i64)

func.func private @printI64(i64)
func.func private @printNewline()

func.func @f(%p: i8, %r: i64, %y: f64) -> (i64, f64) {
  %c2 = arith.constant 2 : i64
  %c9 = arith.constant 9 : i64
  cf.br ^bb1(%y : f64)
^bb1(%x: f64):
  %cst = arith.constant 1.0e-30 : f64
  cf.switch %p : i8, [
    default: ^bb2(%cst : f64),
    6: ^bb3
  ]
^bb2(%w: f64):
  cf.br ^bb4(%x, %r : f64, i64)
^bb3:
  cf.br ^bb4(%x, %c2 : f64, i64)
^bb4(%a: f64, %b: i64):
  %v = arith.xori %c9, %b : i64
  return %v, %x : i64, f64
}

func.func @main() {
  %y = arith.constant 1.5 : f64
  %r = arith.constant 100 : i64
  %c6 = arith.constant 6 : i8
  %c1 = arith.constant 1 : i8
  %v0, %x0 = func.call @f(%c6, %r, %y) : (i8, i64, f64) -> (i64, f64)
  func.call @printI64(%v0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %v1, %x1 = func.call @f(%c1, %r, %y) : (i8, i64, f64) -> (i64, f64)
  func.call @printI64(%v1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// 9 ^ 2, then 9 ^ 100:
// CHECK: 11
// CHECK-NEXT: 109
