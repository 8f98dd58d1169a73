// Differential test: memref.copy (static and dynamic, 1-D and 2-D) is a deep copy; printMemrefF32/I64 output.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %src = memref.alloc() : memref<6xf32>
  %f = arith.constant 1.5 : f32
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %fi, %f : f32
    memref.store %v, %src[%i] : memref<6xf32>
  }
  %dst = memref.alloc() : memref<6xf32>
  memref.copy %src, %dst : memref<6xf32> to memref<6xf32>
  // Changing the source afterwards must not change the copy.
  %m = arith.constant -99.0 : f32
  memref.store %m, %src[%c0] : memref<6xf32>
  memref.store %m, %src[%c3] : memref<6xf32>
  %us = memref.cast %src : memref<6xf32> to memref<*xf32>
  %ud = memref.cast %dst : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  // 2-D i64 copy into a dynamically shaped buffer.
  %a = memref.alloc() : memref<3x4xi64>
  %k = arith.constant 1000 : i64
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %t = arith.muli %ii, %k : i64
      %v = arith.subi %t, %jj : i64
      memref.store %v, %a[%i, %j] : memref<3x4xi64>
    }
  }
  %b = memref.alloc(%c3, %c4) : memref<?x?xi64>
  %ad = memref.cast %a : memref<3x4xi64> to memref<?x?xi64>
  memref.copy %ad, %b : memref<?x?xi64> to memref<?x?xi64>
  %z = arith.constant 0 : i64
  scf.for %j = %c0 to %c4 step %c1 {
    memref.store %z, %a[%c1, %j] : memref<3x4xi64>
  }
  %ua = memref.cast %a : memref<3x4xi64> to memref<*xi64>
  %ub = memref.cast %b : memref<?x?xi64> to memref<*xi64>
  call @printMemrefI64(%ua) : (memref<*xi64>) -> ()
  call @printMemrefI64(%ub) : (memref<*xi64>) -> ()
  // Rank-0 memref copy.
  %r0 = memref.alloc() : memref<f32>
  %r1 = memref.alloc() : memref<f32>
  %q = arith.constant 0.125 : f32
  memref.store %q, %r0[] : memref<f32>
  memref.copy %r0, %r1 : memref<f32> to memref<f32>
  %ur = memref.cast %r1 : memref<f32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  memref.dealloc %src : memref<6xf32>
  memref.dealloc %dst : memref<6xf32>
  memref.dealloc %a : memref<3x4xi64>
  memref.dealloc %b : memref<?x?xi64>
  memref.dealloc %r0 : memref<f32>
  memref.dealloc %r1 : memref<f32>
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [-99,  1.5,  3,  -99,  6,  7.5]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1.5,  3,  4.5,  6,  7.5]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}0,   -1,   -2,   -3],
// CHECK-NEXT:  [0,   0,   0,   0],
// CHECK-NEXT:  [2000,   1999,   1998,   1997]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}0,   -1,   -2,   -3],
// CHECK-NEXT:  [1000,   999,   998,   997],
// CHECK-NEXT:  [2000,   1999,   1998,   1997]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [0.125]
