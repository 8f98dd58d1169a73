// Differential test: memref.reshape of a ranked 2x6 buffer to dynamic
// sizes from an index shape (3x4), of an unranked one to one dimension from
// an i64 shape (MLIR 22 cannot lower an i32 one: an unrealized cast is
// left), to a static 4x3 type, and a dim of a reshape (which -O2's
// canonicalize turns into a load of the shape); each printed whole.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o

// CHECK: sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3],
// CHECK: sizes = [12] strides = [1] data =
// CHECK: sizes = [4, 3] strides = [3, 1] data =
// CHECK: {{^}}4{{$}}

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : i64
  %buf = memref.alloc() : memref<2x6xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %buf[%i, %j] : memref<2x6xf32>
    }
  }
  %s2 = memref.alloc() : memref<2xindex>
  memref.store %c3, %s2[%c0] : memref<2xindex>
  memref.store %c4, %s2[%c1] : memref<2xindex>
  %m = memref.reshape %buf(%s2) : (memref<2x6xf32>, memref<2xindex>) -> memref<?x?xf32>
  %mu = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()

  %s1 = memref.alloc() : memref<1xi64>
  memref.store %c12, %s1[%c0] : memref<1xi64>
  %u = memref.cast %buf : memref<2x6xf32> to memref<*xf32>
  %flat = memref.reshape %u(%s1) : (memref<*xf32>, memref<1xi64>) -> memref<?xf32>
  %fu = memref.cast %flat : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%fu) : (memref<*xf32>) -> ()

  %st = memref.reshape %buf(%s2) : (memref<2x6xf32>, memref<2xindex>) -> memref<4x3xf32>
  %su = memref.cast %st : memref<4x3xf32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()

  %d = memref.dim %m, %c1 : memref<?x?xf32>
  %di = arith.index_cast %d : index to i64
  call @printI64(%di) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %s1 : memref<1xi64>
  memref.dealloc %s2 : memref<2xindex>
  memref.dealloc %buf : memref<2x6xf32>
  return
}
