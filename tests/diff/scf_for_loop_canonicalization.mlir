// Differential test of scf-for-loop-canonicalization (and of
// scf-for-loop-peeling followed by it): the sums of affine.min / max ops
// over tiled loops, which the pass replaces where the loops' ranges decide
// them, are what the program computes.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --scf-for-loop-canonicalization > %t.c.out
// RUN: diff %t.mlir.out %t.c.out
// RUN: %loopc run %s -e main -O2 --scf-for-loop-peeling --scf-for-loop-canonicalization > %t.p.out
// RUN: diff %t.mlir.out %t.p.out
// RUN: %loopc %s --scf-for-loop-canonicalization > %t.c.mlir
// RUN: %mlir_opt %t.c.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.c2.out
// RUN: diff %t.mlir.out %t.c2.out
// It fires on @tiles' inner min and its max:
// RUN: FileCheck %s --check-prefix=IR < %t.c.mlir
// IR-LABEL: func.func @tiles
// IR-COUNT-1: affine.min
// IR-NOT: affine.max

// CHECK: 154

func.func private @printI64(i64)
func.func private @printNewline()

func.func @tiles() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c4 iter_args(%s = %c0) -> (index) {
    %t = scf.for %j = %c0 to %c6 step %c3 iter_args(%u = %s) -> (index) {
      %a = affine.min affine_map<(d0, d1) -> (9, 20 - d0 - d1)>(%i, %j)
      %v = arith.addi %u, %a : index
      scf.yield %v : index
    }
    %b = affine.min affine_map<(d0) -> (4, 10 - d0)>(%i)
    %w = arith.addi %t, %b : index
    scf.yield %w : index
  }
  %q = scf.for %i = %c0 to %c9 step %c1 iter_args(%s = %r) -> (index) {
    %x = affine.max affine_map<(d0) -> (d0 + 1, 10)>(%i)
    %v = arith.addi %s, %x : index
    scf.yield %v : index
  }
  return %q : index
}

func.func @main() {
  %r = func.call @tiles() : () -> index
  %i = arith.index_cast %r : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
