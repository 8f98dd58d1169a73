// scf-parallel-loop-tiling, by loopc and by mlir-opt 22, on loops whose
// bounds and steps are known and not (the tile sizes 4 and 3, and 1 for the
// dimension they do not name): the tiled programs print what the program
// prints, through MLIR's pipeline and mlir-runner and through `loopc run`,
// with affine.min bounds and with no-min-max-bounds.
//
// Where loopc departs from mlir-opt 22 (no-min-max-bounds): MLIR's guard
// compares `inner * step + outer` with the upper bound, unsigned; with a
// step of 2 and a lower bound of -3, over [-3, 9) by 2 tiled by 4 it runs
// the iterations -1, 1 and 5 of the six (MLIR22 below). loopc's guard
// compares the index the body uses (inner + outer), signed.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc %s --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,3" > %t.tiled.mlir
// RUN: FileCheck %s --check-prefix=TILED < %t.tiled.mlir
// RUN: %mlir_opt %t.tiled.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.tiled.out
// RUN: diff %t.mlir.out %t.tiled.out
// RUN: %loopc run %t.tiled.mlir -e main -O0 > %t.tiled.run.out
// RUN: diff %t.mlir.out %t.tiled.run.out
// In one step: the tiling's affine.min ops are lowered where C is emitted
// (a lower-affine follows the pass), at -O0 and -O2.
// RUN: %loopc run %s -e main -O0 --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,3" > %t.one.out
// RUN: diff %t.mlir.out %t.one.out
// RUN: %loopc run %s -e main -O2 --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,3" > %t.one2.out
// RUN: diff %t.mlir.out %t.one2.out
// RUN: %loopc %s -O2 --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,3" --emit=c --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER: IR Dump After scf-parallel-loop-tiling
// ORDER: IR Dump After lower-affine
// RUN: %mlir_opt %s --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,3" --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.tiled.mlir.out
// RUN: diff %t.mlir.out %t.tiled.mlir.out
// RUN: %loopc %s '--pass-pipeline=builtin.module(func.func(scf-parallel-loop-tiling{parallel-loop-tile-sizes=4,3 no-min-max-bounds}))' > %t.guard.mlir
// RUN: FileCheck %s --check-prefix=GUARD < %t.guard.mlir
// RUN: %mlir_opt %t.guard.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.guard.out
// RUN: diff %t.mlir.out %t.guard.out
// RUN: %loopc run %t.guard.mlir -e main -O2 > %t.guard.run.out
// RUN: diff %t.mlir.out %t.guard.run.out
// RUN: %mlir_opt %s --scf-parallel-loop-tiling="parallel-loop-tile-sizes=4,3 no-min-max-bounds" %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | FileCheck %s --check-prefix=MLIR22

// m[i + 3] = i + 100 for i over [-3, 9) by 2; then g[i][j] = 10 * i + j
// over [0, n) x [1, 7) by 1 and 2 (n = 5); -1 where nothing was stored.
// CHECK:  97, -1, 99, -1, 101, -1, 103, -1, 105, -1, 107, -1,
// CHECK-NEXT: 1, -1, 3, -1, 5, -1, 11, -1, 13, -1, 15, -1, 21, -1, 23, -1, 25, -1, 31, -1, 33, -1, 35, -1, 41, -1, 43, -1, 45, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
// MLIR22: -1, -1, 99, -1, 101, -1, -1, -1, 105, -1, -1, -1,
// TILED-COUNT-2: affine.min
// GUARD-NOT:     affine.min
// GUARD-COUNT-2: scf.if

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @fill(%m: memref<12xi64>, %g: memref<7x6xi64>, %n: index) {
  %cm3 = arith.constant -3 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  scf.parallel (%i) = (%cm3) to (%c9) step (%c2) {
    %k = arith.addi %i, %c3 : index
    %v = arith.addi %i, %c100 : index
    %vi = arith.index_cast %v : index to i64
    memref.store %vi, %m[%k] : memref<12xi64>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c7) step (%c1, %c2) {
    %t = arith.muli %i, %c10 : index
    %v = arith.addi %t, %j : index
    %vi = arith.index_cast %v : index to i64
    %jj = arith.subi %j, %c1 : index
    memref.store %vi, %g[%i, %jj] : memref<7x6xi64>
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c12 = arith.constant 12 : index
  %none = arith.constant -1 : i64
  %m = memref.alloc() : memref<12xi64>
  %g = memref.alloc() : memref<7x6xi64>
  scf.for %i = %c0 to %c12 step %c1 {
    memref.store %none, %m[%i] : memref<12xi64>
  }
  scf.for %i = %c0 to %c7 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      memref.store %none, %g[%i, %j] : memref<7x6xi64>
    }
  }
  func.call @fill(%m, %g, %c5) : (memref<12xi64>, memref<7x6xi64>, index) -> ()
  scf.for %i = %c0 to %c12 step %c1 {
    %v = memref.load %m[%i] : memref<12xi64>
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %c7 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %v = memref.load %g[%i, %j] : memref<7x6xi64>
      func.call @printI64(%v) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<12xi64>
  memref.dealloc %g : memref<7x6xi64>
  return
}
