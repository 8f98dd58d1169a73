// memref.reshape with an i32 shape (its sizes sign-extended, as MLIR's
// index cast; mlir-opt 22 cannot lower this one to LLVM, so it is not in
// tests/diff/memref_reshape.mlir).
// RUN: %loopc run %s -e by_i32 | FileCheck %s

// CHECK: sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,  1,  2],
// CHECK-NEXT: [3,  4,  5]]

func.func @by_i32() -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %buf = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    memref.store %f, %buf[%i] : memref<6xf32>
  }
  %shape = memref.alloca() : memref<2xi32>
  memref.store %two, %shape[%c0] : memref<2xi32>
  memref.store %three, %shape[%c1] : memref<2xi32>
  %r = memref.reshape %buf(%shape) : (memref<6xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
