// Differential test: integer memory spaces. A buffer moved into memory
// space 1 (memref.memory_space_cast), a subview and a cast there (views keep
// their source's space), a function taking memref<?xi64, 1>, and the cast
// back for the dealloc. MLIR's LLVM lowering gives address space 1 pointers;
// loopc's C has one address space.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --expand-strided-metadata --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --expand-strided-metadata --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o

// CHECK: 15
// CHECK-NEXT: 3

func.func private @printI64(i64)
func.func private @printNewline()
func.func @sum(%m: memref<?xi64, 1>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %m, %c0 : memref<?xi64, 1>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
    %x = memref.load %m[%i] : memref<?xi64, 1>
    %b = arith.addi %a, %x : i64
    scf.yield %b : i64
  }
  return %s : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc() : memref<6xi64>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %a[%i] : memref<6xi64>
  }
  %g = memref.memory_space_cast %a : memref<6xi64> to memref<6xi64, 1>
  %sub = memref.subview %g[2] [3] [1] : memref<6xi64, 1> to memref<3xi64, strided<[1], offset: 2>, 1>
  %c = memref.cast %g : memref<6xi64, 1> to memref<?xi64, 1>
  %s = func.call @sum(%c) : (memref<?xi64, 1>) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x = memref.load %sub[%c1] : memref<3xi64, strided<[1], offset: 2>, 1>
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %back = memref.memory_space_cast %g : memref<6xi64, 1> to memref<6xi64>
  memref.dealloc %back : memref<6xi64>
  return
}
