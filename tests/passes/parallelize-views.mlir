// parallelize and memref views: the run-time overlap check measures the
// bytes a buffer of the identity layout spans, so arguments with a strided
// layout get no versioned copy (the loop stays sequential), and a store
// through a subview of the buffer a loop reads is a possible dependence.
// RUN: %loopc --print-names=source %s --parallelize --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @strided_args_not_versioned
// CHECK-NOT:     extract_aligned_pointer_as_index
// CHECK-NOT:     scf.parallel
// CHECK:         scf.for %i
func.func @strided_args_not_versioned(%A: memref<?x?xf64, strided<[?, 1], offset: ?>>, %B: memref<?x?xf64, strided<[?, 1], offset: ?>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %A[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
      memref.store %x, %B[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
    }
  }
  return
}

// -----

// Row i + 1 of the buffer is written through a one-row-down view while row
// i is read directly: a dependence the analysis must not miss.
// CHECK-LABEL: func.func @view_of_fresh_buffer
// CHECK-NOT:     scf.parallel
// CHECK:         scf.for %i
func.func @view_of_fresh_buffer(%n: index) -> memref<64x64xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %A = memref.alloc() : memref<64x64xf64>
  %V = memref.subview %A[1, 0] [63, 64] [1, 1] : memref<64x64xf64> to memref<63x64xf64, strided<[64, 1], offset: 64>>
  scf.for %i = %c0 to %c63 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      %x = memref.load %A[%i, %j] : memref<64x64xf64>
      memref.store %x, %V[%i, %j] : memref<63x64xf64, strided<[64, 1], offset: 64>>
    }
  }
  return %A : memref<64x64xf64>
}
