// Differential test: memref.realloc growing a buffer (the old elements
// copied, the new ones written after), shrinking it (the buffer kept), and
// growing to a dynamic size with an alignment; MLIR runs it through its
// expand-realloc pass (whose copy branch, a subview of the new size, fails
// to verify for a static shrink, so the shrink here is to a dynamic size).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --expand-realloc --expand-strided-metadata --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --expand-realloc --expand-strided-metadata --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o

// CHECK: sizes = [5] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  40,  50]
// CHECK: sizes = [2] strides = [1] data =
// CHECK-NEXT: [1,  2]
// CHECK: sizes = [6] strides = [1] data =
// CHECK-NEXT: [1,  2,  0,  0,  0,  60]

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %f40 = arith.constant 40.0 : f32
  %f50 = arith.constant 50.0 : f32
  %f60 = arith.constant 60.0 : f32
  %a = memref.alloc() : memref<3xf32>
  memref.store %f1, %a[%c0] : memref<3xf32>
  memref.store %f2, %a[%c1] : memref<3xf32>
  memref.store %f3, %a[%c2] : memref<3xf32>
  %b = memref.realloc %a : memref<3xf32> to memref<5xf32>
  memref.store %f40, %b[%c3] : memref<5xf32>
  memref.store %f50, %b[%c4] : memref<5xf32>
  %bu = memref.cast %b : memref<5xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  %c = memref.realloc %b(%c2) : memref<5xf32> to memref<?xf32>
  %cu = memref.cast %c : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()
  %d = memref.realloc %c(%c6) {alignment = 128 : i64} : memref<?xf32> to memref<?xf32>
  scf.for %i = %c2 to %c5 step %c1 {
    memref.store %zero, %d[%i] : memref<?xf32>
  }
  memref.store %f60, %d[%c5] : memref<?xf32>
  %du = memref.cast %d : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%du) : (memref<*xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
  return
}
