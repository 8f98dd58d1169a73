// Differential test: memref.rank of a ranked and of an unranked memref (the
// descriptor's rank), memref.assume_alignment of a 64-byte aligned buffer
// (a promise that holds), memref.distinct_objects of two buffers (another
// promise; the same descriptors) and memref.prefetch for reading and writing, data
// and instruction cache, in the loop that sums the buffer; MLIR lowers
// them to a constant or a load, llvm.intr.assume and llvm.intr.prefetch.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: grep -c __builtin_prefetch %t.c | FileCheck %s --check-prefix=C
// C: 2

// CHECK: 15
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 120

func.func private @printI64(i64)
func.func private @printNewline()

func.func @rank_of(%u: memref<*xf32>) -> index {
  %r = memref.rank %u : memref<*xf32>
  return %r : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %buf = memref.alloc() {alignment = 64 : i64} : memref<16xi64>
  %a = memref.assume_alignment %buf, 64 : memref<16xi64>
  scf.for %i = %c0 to %c16 step %c1 {
    memref.prefetch %a[%i], write, locality<3>, data : memref<16xi64>
    %v = arith.index_cast %i : index to i64
    memref.store %v, %a[%i] : memref<16xi64>
  }
  %sum = scf.for %i = %c0 to %c16 step %c1 iter_args(%s = %c0) -> (index) {
    memref.prefetch %a[%i], read, locality<0>, data : memref<16xi64>
    memref.prefetch %a[%i], read, locality<1>, instr : memref<16xi64>
    %v = memref.load %a[%i] : memref<16xi64>
    %vi = arith.index_cast %v : i64 to index
    %t = arith.addi %s, %vi : index
    scf.yield %t : index
  }
  %m0 = memref.alloc() : memref<2x3x4xf32>
  %a2, %m = memref.distinct_objects %a, %m0 : memref<16xi64>, memref<2x3x4xf32>
  %c15 = arith.constant 15 : index
  %last = memref.load %a2[%c15] : memref<16xi64>
  call @printI64(%last) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = memref.cast %m : memref<2x3x4xf32> to memref<*xf32>
  %r1 = memref.rank %buf : memref<16xi64>
  %r3 = call @rank_of(%u) : (memref<*xf32>) -> index
  %r2 = arith.addi %r1, %c1 : index
  %x = arith.index_cast %r2 : index to i64
  %y = arith.index_cast %r3 : index to i64
  %z = arith.index_cast %sum : index to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%z) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m0 : memref<2x3x4xf32>
  memref.dealloc %buf : memref<16xi64>
  return
}
