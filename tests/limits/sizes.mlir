// Sizes are checked arithmetic: a buffer that cannot exist is an error when
// emitting C (it used to become malloc(... (size_t)(0) + 63) and a store
// past it), and sizes the C computes are checked at run time, where an
// allocation failure or an impossible size is a clean run-time error.
// (-O0: canonicalize would erase the buffers only written, as mlir-opt does.)
// RUN: not %loopc --split-input-file --emit=c -O0 %s 2>&1 | FileCheck %s

// CHECK: sizes.mlir:[[@LINE+2]]:8: error: 'memref.alloc' op result type 'memref<4294967296x4294967296xf32>' is too large: its size in bytes does not fit in 64 bits
func.func @too_large() {
  %m = memref.alloc() : memref<4294967296x4294967296xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0, %c0] : memref<4294967296x4294967296xf32>
  return
}

// -----

// A dynamic size does not help: the static part alone overflows.
// CHECK: sizes.mlir:[[@LINE+1]]:1: error: 'func.func' op argument #0 (%m) type 'memref<?x3037000500x3037000500xf64>' is too large
func.func @arg_too_large(%m: memref<?x3037000500x3037000500xf64>) {
  return
}

// -----

// A zero size does not either: the strides would still overflow.
// CHECK: sizes.mlir:[[@LINE+2]]:8: error: 'memref.alloc' op result type 'memref<0x2305843009213693952x4xi8>' is too large
func.func @zero_but_strides_overflow() {
  %m = memref.alloc() : memref<0x2305843009213693952x4xi8>
  memref.dealloc %m : memref<0x2305843009213693952x4xi8>
  return
}

// -----

// CHECK: sizes.mlir:[[@LINE+2]]:8: error: 'arith.constant' op splat of 4294967296 elements is too large for the C backend (at most 1048576 elements, or any number of zeros)
func.func @big_splat() -> memref<4294967296xi8> {
  %c = arith.constant dense<1> : memref<4294967296xi8>
  return %c : memref<4294967296xi8>
}

// -----

// CHECK: sizes.mlir:[[@LINE+2]]:8: error: 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two
func.func @bad_alignment() {
  %m = memref.alloc() {alignment = 48} : memref<4xf32>
  return
}
