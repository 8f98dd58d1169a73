// memref.dma_start in C: a strided copy between memrefs of one memory space
// (the source takes the stride: loopc's reading where MLIR names no slower
// side), a strided copy into a lower memory space (the destination takes
// it), from and to indices past the first element; memref.dma_wait has
// nothing left to wait for. tests/diff/memref_dma.mlir checks the copies
// MLIR's affine-data-copy-generate makes against mlir-runner.
// RUN: %loopc run %s -e same_space | FileCheck %s --check-prefix=SAME
// RUN: %loopc run %s -e to_slow | FileCheck %s --check-prefix=SLOW
// RUN: %loopc run %s -e same_space -O0 | FileCheck %s --check-prefix=SAME

// SAME: [1,  2,  5,  6,  9,  10]
// SLOW: [0,  1,  2,  0,  0,  3,  4,  0,  0,  5,  6,  0]

func.func @iota(%m: memref<12xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c1 {
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %m[%i] : memref<12xf32>
  }
  return
}

// Chunks of 2 every 4 elements of the source, from its element 1.
func.func @same_space() -> memref<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %src = memref.alloc() : memref<12xf32>
  call @iota(%src) : (memref<12xf32>) -> ()
  %dst = memref.alloc() : memref<6xf32>
  %tag = memref.alloc() : memref<i32>
  memref.dma_start %src[%c1], %dst[%c0], %c6, %tag[], %c4, %c2 : memref<12xf32>, memref<6xf32>, memref<i32>
  memref.dma_wait %tag[], %c6 : memref<i32>
  memref.dealloc %src : memref<12xf32>
  memref.dealloc %tag : memref<i32>
  return %dst : memref<6xf32>
}

// From the fast space 1 to space 0 (slower): chunks of 2 every 4 elements
// of the destination, from its element 1; the source read from element 1.
func.func @to_slow() -> memref<12xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %zero = arith.constant 0.0 : f32
  %fast = memref.alloc() : memref<3x4xf32, 1>
  %fast1 = memref.cast %fast : memref<3x4xf32, 1> to memref<?x4xf32, 1>
  %iota = memref.alloc() : memref<12xf32>
  call @iota(%iota) : (memref<12xf32>) -> ()
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %iota[%c0], %fast1[%c0, %c0], %c12, %tag[%c0] : memref<12xf32>, memref<?x4xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c12 : memref<1xi32>
  %slow = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    memref.store %zero, %slow[%i] : memref<12xf32>
  }
  memref.dma_start %fast1[%c0, %c1], %slow[%c1], %c6, %tag[%c0], %c4, %c2 : memref<?x4xf32, 1>, memref<12xf32>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c6 : memref<1xi32>
  memref.dealloc %fast : memref<3x4xf32, 1>
  memref.dealloc %iota : memref<12xf32>
  memref.dealloc %tag : memref<1xi32>
  return %slow : memref<12xf32>
}
