// Where loopc's scf-for-loop-range-folding departs from mlir-opt 22's: a
// product of the induction variable by a factor that may be zero or below.
// MLIR folds `i * f` into the loop's range whatever f is: with f = -1 the
// loop over [0, 4) by 1 becomes [0, -4) by -1, which runs no iteration, so
// the four stores of the original program are lost (MLIR22 below); loopc
// folds a product only by a constant above zero, and its output prints what
// the program prints.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %mlir_opt %s --scf-for-loop-range-folding %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | FileCheck %s --check-prefix=MLIR22
// RUN: %loopc %s --scf-for-loop-range-folding > %t.rf.mlir
// RUN: %mlir_opt %t.rf.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.rf.out
// RUN: diff %t.mlir.out %t.rf.out
// RUN: %loopc run %t.rf.mlir -e main -O0 > %t.run.out
// RUN: diff %t.mlir.out %t.run.out

// m[10 + i * f] = i for i in [0, 4) with f = -1: m[10], m[9], m[8], m[7].
// CHECK:  0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 0, 0,
// MLIR22: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @scatter(%m: memref<12xi64>, %f: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.muli %i, %f : index
    %j = arith.addi %k, %c10 : index
    %v = arith.index_cast %j : index to i64
    %w = arith.subi %v, %v : i64
    %x = arith.index_cast %k : index to i64
    %y = arith.subi %w, %x : i64
    memref.store %y, %m[%j] : memref<12xi64>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %z = arith.constant 0 : i64
  %m = memref.alloc() : memref<12xi64>
  scf.for %i = %c0 to %c12 step %c1 {
    memref.store %z, %m[%i] : memref<12xi64>
  }
  %f = arith.constant -1 : index
  func.call @scatter(%m, %f) : (memref<12xi64>, index) -> ()
  scf.for %i = %c0 to %c12 step %c1 {
    %v = memref.load %m[%i] : memref<12xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<12xi64>
  return
}
