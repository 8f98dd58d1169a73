// Differential test of affine-parallelize: the loops it makes parallel
// (a 2-D update, the inner loop of a skewed recurrence, integer sums with
// parallel-reductions) compute what the sequential program does, at one and
// two threads, and a loop that reads one argument and writes another stays
// sequential (@shift is called with one buffer twice: m[i + 1] = m[i]).
// Each function prints a checksum of what it wrote.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --affine-parallelize > %t.par.out
// RUN: diff %t.mlir.out %t.par.out
// RUN: env OMP_NUM_THREADS=2 %loopc run %s -e main -O3 --affine-parallelize="parallel-reductions" > %t.red.out
// RUN: diff %t.mlir.out %t.red.out
// RUN: %loopc %s --affine-parallelize="parallel-reductions" --syntax=modern > %t.par.mlir
// RUN: %mlir_opt %t.par.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.par2.out
// RUN: diff %t.mlir.out %t.par2.out
// It fires (@update's two loops, @skew's j, @sum's loop) and leaves @shift:
// RUN: FileCheck %s --check-prefix=IR < %t.par.mlir
// IR-LABEL: func.func @update
// IR-NEXT: affine.parallel
// IR-NEXT: affine.parallel
// IR-LABEL: func.func @skew
// IR-NEXT: affine.for
// IR-NEXT: affine.parallel
// IR-LABEL: func.func @sum
// IR: affine.parallel {{.*}} reduce ("addi")
// IR-LABEL: func.func @shift
// IR-NEXT: affine.for
// mlir-opt 22's own pass makes @shift's loop parallel (it takes two memref
// values for two buffers): a race once its iterations run on several
// threads (MLIR's own lowering runs scf.parallel in order, which hides it).

func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%m: memref<16x16xi64>) {
  %z = arith.constant 0 : i64
  %s = affine.for %i = 0 to 16 iter_args(%a = %z) -> i64 {
    %t = affine.for %j = 0 to 16 iter_args(%b = %a) -> i64 {
      %v = affine.load %m[%i, %j] : memref<16x16xi64>
      %c = arith.index_cast %j : index to i64
      %k = arith.index_cast %i : index to i64
      %w = arith.muli %c, %k : i64
      %w1 = arith.addi %w, %c : i64
      %w2 = arith.addi %w1, %k : i64
      %p = arith.muli %v, %w2 : i64
      %r = arith.addi %b, %p : i64
      affine.yield %r : i64
    }
    affine.yield %t : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @update(%m: memref<16x16xi64>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %v = affine.load %m[%i, %j] : memref<16x16xi64>
      %c = arith.index_cast %i : index to i64
      %w = arith.addi %v, %c : i64
      %w2 = arith.addi %w, %v : i64
      affine.store %w2, %m[%i, %j] : memref<16x16xi64>
    }
  }
  return
}

// A[i][j] = A[i - 1][j + 1] + 1: i carries the dependence.
func.func @skew(%m: memref<16x16xi64>) {
  affine.for %i = 1 to 16 {
    affine.for %j = 0 to 15 {
      %v = affine.load %m[%i - 1, %j + 1] : memref<16x16xi64>
      %one = arith.constant 1 : i64
      %w = arith.addi %v, %one : i64
      affine.store %w, %m[%i, %j] : memref<16x16xi64>
    }
  }
  return
}

func.func @sum(%m: memref<16x16xi64>) {
  %z = arith.constant 0 : i64
  %s = affine.for %i = 0 to 16 iter_args(%a = %z) -> i64 {
    %v = affine.load %m[%i, 3] : memref<16x16xi64>
    %r = arith.addi %a, %v : i64
    affine.yield %r : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @shift(%a: memref<16x16xi64>, %b: memref<16x16xi64>) {
  affine.for %i = 0 to 15 {
    %v = affine.load %a[%i, 0] : memref<16x16xi64>
    affine.store %v, %b[%i + 1, 0] : memref<16x16xi64>
  }
  return
}

func.func @main() {
  %m = memref.alloc() : memref<16x16xi64>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %c = arith.index_cast %j : index to i64
      %k = arith.index_cast %i : index to i64
      %p = arith.muli %c, %k : i64
      %q = arith.addi %p, %c : i64
      affine.store %q, %m[%i, %j] : memref<16x16xi64>
    }
  }
  // CHECK: 4219520
  func.call @update(%m) : (memref<16x16xi64>) -> ()
  func.call @show(%m) : (memref<16x16xi64>) -> ()
  // CHECK-NEXT: 3811184
  func.call @skew(%m) : (memref<16x16xi64>) -> ()
  func.call @show(%m) : (memref<16x16xi64>) -> ()
  // CHECK-NEXT: 624
  func.call @sum(%m) : (memref<16x16xi64>) -> ()
  // CHECK-NEXT: 3807464
  func.call @shift(%m, %m) : (memref<16x16xi64>, memref<16x16xi64>) -> ()
  func.call @show(%m) : (memref<16x16xi64>) -> ()
  memref.dealloc %m : memref<16x16xi64>
  return
}
