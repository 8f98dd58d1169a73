// Where loopc's loop specialization passes depart from mlir-opt 22's: loops
// with results (a tiled sum carried in iter_args, and one reduced by an
// scf.parallel). mlir-opt 22 versions each into an scf.if without results
// and erases the loop its users still use: it crashes (MLIR22 below);
// loopc's versioned programs, through MLIR's pipeline and mlir-runner and
// through `loopc run`, print what the program prints.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: not --crash %mlir_opt %s --scf-for-loop-specialization 2>&1 | FileCheck %s --check-prefix=MLIR22
// RUN: not --crash %mlir_opt %s --scf-parallel-loop-specialization 2>&1 | FileCheck %s --check-prefix=MLIR22
// RUN: %loopc %s --scf-for-loop-specialization --scf-parallel-loop-specialization > %t.sp.mlir
// RUN: %mlir_opt %t.sp.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.sp.out
// RUN: diff %t.mlir.out %t.sp.out
// RUN: %loopc run %t.sp.mlir -e main -O0 > %t.run.out
// RUN: diff %t.mlir.out %t.run.out

// MLIR22: PLEASE submit a bug report
// The sums of m[i] = i over [0, 10) by tiles of 4 (4 + 4 + 2 trips), twice.
// CHECK: 45, 45,

#tile = affine_map<(d0)[s0] -> (4, s0 - d0)>

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @sums(%n: index, %m: memref<?xi64>) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %c4 iter_args(%a = %z, %b = %z) -> (i64, i64) {
    %ub = affine.min #tile(%i)[%n]
    %s = scf.for %j = %c0 to %ub step %c1 iter_args(%t = %a) -> (i64) {
      %k = arith.addi %i, %j : index
      %v = memref.load %m[%k] : memref<?xi64>
      %t2 = arith.addi %t, %v : i64
      scf.yield %t2 : i64
    }
    %p = scf.parallel (%j) = (%c0) to (%ub) step (%c1) init(%z) -> i64 {
      %k = arith.addi %i, %j : index
      %v = memref.load %m[%k] : memref<?xi64>
      scf.reduce(%v : i64) {
      ^bb0(%x: i64, %y: i64):
        %q = arith.addi %x, %y : i64
        scf.reduce.return %q : i64
      }
    }
    %b2 = arith.addi %b, %p : i64
    scf.yield %s, %b2 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc(%c10) : memref<?xi64>
  scf.for %i = %c0 to %c10 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  %a, %b = func.call @sums(%c10, %m) : (index, memref<?xi64>) -> (i64, i64)
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xi64>
  return
}
