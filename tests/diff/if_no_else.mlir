// Differential test: scf.if without else (no results) with side effects, nested in for and in if/else.
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %z = arith.constant 0 : i64
  %m1 = arith.constant -1 : i64
  %buf = memref.alloc() : memref<12xi64>
  scf.for %i = %c0 to %c12 step %c1 {
    memref.store %z, %buf[%i] : memref<12xi64>
  }
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %m3 = arith.remui %i, %c3 : index
    %d3 = arith.cmpi eq, %m3, %c0 : index
    scf.if %d3 {
      %sq = arith.muli %ii, %ii : i64
      memref.store %sq, %buf[%i] : memref<12xi64>
    }
    %m4 = arith.remui %i, %c4 : index
    %d4 = arith.cmpi eq, %m4, %c0 : index
    scf.if %d4 {
      %old = memref.load %buf[%i] : memref<12xi64>
      %neg = arith.subi %z, %old : i64
      %n2 = arith.addi %neg, %m1 : i64
      memref.store %n2, %buf[%i] : memref<12xi64>
    } else {
      %big = arith.cmpi sgt, %ii, %z : i64
      scf.if %big {
        %old = memref.load %buf[%i] : memref<12xi64>
        %p = arith.addi %old, %ii : i64
        memref.store %p, %buf[%i] : memref<12xi64>
      }
    }
  }
  // Constant conditions: only the true one runs.
  %t = arith.constant true
  %f = arith.constant false
  %seven = arith.constant 7 : i64
  %eight = arith.constant 8 : i64
  scf.if %t {
    memref.store %seven, %buf[%c1] : memref<12xi64>
  }
  scf.if %f {
    memref.store %eight, %buf[%c1] : memref<12xi64>
  }
  scf.for %i = %c0 to %c12 step %c1 {
    %v = memref.load %buf[%i] : memref<12xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %buf : memref<12xi64>
  return
}

// CHECK: -1, 7, 2, 12, -1, 5, 42, 7, -1, 90, 10, 11,
