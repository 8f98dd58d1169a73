// Differential test: memref.atomic_rmw and memref.generic_atomic_rmw, one
// at a time (each returns the element's old value) and from the iterations
// of an scf.parallel, which loopc runs on OpenMP threads: a count, a float
// sum of halves, a signed maximum and a generic update (x * 2 mod 1000003)
// must come out as if the iterations ran one after another.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --convert-scf-to-cf --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 4 > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc run %s -e main -O3 --threads 4 > %t.O3.out
// RUN: diff %t.mlir.out %t.O3.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --convert-scf-to-cf --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -fopenmp -c %t.c -o %t.omp.o

// CHECK: 7
// CHECK-NEXT: 12
// CHECK-NEXT: 12
// CHECK-NEXT: 24
// CHECK-NEXT: 10000
// CHECK-NEXT: 5000
// CHECK-NEXT: 9999
// CHECK-NEXT: 1

func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10000 = arith.constant 10000 : index
  %i0 = arith.constant 0 : i64
  %i1 = arith.constant 1 : i64
  %i2 = arith.constant 2 : i64
  %i5 = arith.constant 5 : i64
  %i7 = arith.constant 7 : i64
  %p = arith.constant 1000003 : i64
  %f0 = arith.constant 0.0 : f64
  %half = arith.constant 0.5 : f64
  %min = arith.constant -1000 : i64
  %m = memref.alloc() : memref<4xi64>
  %f = memref.alloc() : memref<1xf64>
  memref.store %i7, %m[%c0] : memref<4xi64>
  %old = memref.atomic_rmw addi %i5, %m[%c0] : (i64, memref<4xi64>) -> i64
  call @show(%old) : (i64) -> ()
  %now = memref.load %m[%c0] : memref<4xi64>
  call @show(%now) : (i64) -> ()
  %g = memref.generic_atomic_rmw %m[%c0] : memref<4xi64> {
  ^bb0(%x: i64):
    %y = arith.muli %x, %i2 : i64
    memref.atomic_yield %y : i64
  }
  call @show(%g) : (i64) -> ()
  %now2 = memref.load %m[%c0] : memref<4xi64>
  call @show(%now2) : (i64) -> ()

  memref.store %i0, %m[%c0] : memref<4xi64>
  memref.store %min, %m[%c1] : memref<4xi64>
  %c2 = arith.constant 2 : index
  memref.store %i1, %m[%c2] : memref<4xi64>
  memref.store %f0, %f[%c0] : memref<1xf64>
  scf.parallel (%i) = (%c0) to (%c10000) step (%c1) {
    %a = memref.atomic_rmw addi %i1, %m[%c0] : (i64, memref<4xi64>) -> i64
    %b = memref.atomic_rmw addf %half, %f[%c0] : (f64, memref<1xf64>) -> f64
    %ii = arith.index_cast %i : index to i64
    %c = memref.atomic_rmw maxs %ii, %m[%c1] : (i64, memref<4xi64>) -> i64
    %d = memref.generic_atomic_rmw %m[%c2] : memref<4xi64> {
    ^bb0(%x: i64):
      %y = arith.muli %x, %i2 : i64
      %z = arith.remsi %y, %p : i64
      memref.atomic_yield %z : i64
    }
    scf.reduce
  }
  %count = memref.load %m[%c0] : memref<4xi64>
  call @show(%count) : (i64) -> ()
  %sum = memref.load %f[%c0] : memref<1xf64>
  %sumi = arith.fptosi %sum : f64 to i64
  call @show(%sumi) : (i64) -> ()
  %max = memref.load %m[%c1] : memref<4xi64>
  call @show(%max) : (i64) -> ()
  // 2^10000 mod 1000003, the same in any order: compared with a
  // sequential loop, printed as 1 when equal.
  %gen = memref.load %m[%c2] : memref<4xi64>
  %seq = scf.for %i = %c0 to %c10000 step %c1 iter_args(%acc = %i1) -> (i64) {
    %y = arith.muli %acc, %i2 : i64
    %z = arith.remsi %y, %p : i64
    scf.yield %z : i64
  }
  %same = arith.cmpi eq, %gen, %seq : i64
  %samei = arith.extui %same : i1 to i64
  call @show(%samei) : (i64) -> ()
  memref.dealloc %m : memref<4xi64>
  memref.dealloc %f : memref<1xf64>
  return
}
