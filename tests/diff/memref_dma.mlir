// Differential test: memref.dma_start / dma_wait as MLIR's own
// affine-data-copy-generate makes them (generate-dma, fast memory space 1;
// lower-affine turns affine.dma_* into memref.dma_*): a contiguous copy out
// of the fast buffer, a strided copy into it (the source in the slower
// space takes the stride) and a strided copy out (the destination does).
// MLIR cannot lower dma_start to LLVM, so mlir-runner runs the program
// without the copies and loopc the one with them; the outputs must agree.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %mlir_opt %s --affine-data-copy-generate="generate-dma=true fast-mem-space=1" --lower-affine > %t.dma.mlir
// RUN: FileCheck %s --check-prefix=DMA < %t.dma.mlir
// RUN: %loopc run %t.dma.mlir -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %t.dma.mlir -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %t.dma.mlir --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o

// DMA: memref.dma_start {{.*}}, %{{.*}}, %{{.*}} : memref<4x16xf32, 1>, memref<4x16xf32>, memref<1xi32>
// DMA: memref.dma_wait
// DMA: memref.dma_start {{.*}}, %{{.*}}, %{{.*}} : memref<4x16xf32>, memref<4x8xf32, 1>, memref<1xi32>
// DMA: memref.dma_start {{.*}}, %{{.*}}, %{{.*}} : memref<4x8xf32, 1>, memref<4x16xf32>, memref<1xi32>

// CHECK: [-1,   -1,   -1,   -1,   2,   2,   2,   2,   2,   2,   2,   2,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [-1,   -1,   -1,   -1,   10,   12,   14,   16,   18,   20,   22,   24,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [-1,   -1,   -1,   -1,   18,   22,   26,   30,   34,   38,   42,   46,   -1,   -1,   -1,   -1],
// CHECK-NEXT: [-1,   -1,   -1,   -1,   26,   32,   38,   44,   50,   56,   62,   68,   -1,   -1,   -1,   -1]]

func.func @main() {
  %A = memref.alloc() : memref<4x16xf32>
  %B = memref.alloc() : memref<4x16xf32>
  %m1 = arith.constant -1.0 : f32
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 16 {
      %v = arith.index_cast %i : index to i32
      %w = arith.index_cast %j : index to i32
      %x = arith.muli %v, %w : i32
      %f = arith.sitofp %x : i32 to f32
      %one = arith.constant 1.0 : f32
      %g = arith.addf %f, %one : f32
      affine.store %g, %A[%i, %j] : memref<4x16xf32>
      affine.store %m1, %B[%i, %j] : memref<4x16xf32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 4 to 12 {
      %a = affine.load %A[%i, %j] : memref<4x16xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %B[%i, %j] : memref<4x16xf32>
    }
  }
  %U = memref.cast %B : memref<4x16xf32> to memref<*xf32>
  call @printMemrefF32(%U) : (memref<*xf32>) -> ()
  memref.dealloc %A : memref<4x16xf32>
  memref.dealloc %B : memref<4x16xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
