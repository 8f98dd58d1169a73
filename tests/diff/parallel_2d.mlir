// Differential test: 2-D scf.parallel with stores, non-unit steps and offsets, and a parallel loop nested in a for.
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %f10 = arith.constant 10.0 : f32
  %fm = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<6x7xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c6, %c7) step (%c1, %c1) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %fj = arith.sitofp %jj : i32 to f32
    %t = arith.mulf %fi, %f10 : f32
    %v = arith.addf %t, %fj : f32
    memref.store %v, %m[%i, %j] : memref<6x7xf32>
  }
  // Rows 1, 3, 5 and columns 0, 3, 6 get negated.
  scf.parallel (%i, %j) = (%c1, %c0) to (%c6, %c7) step (%c2, %c3) {
    %v = memref.load %m[%i, %j] : memref<6x7xf32>
    %n = arith.mulf %v, %fm : f32
    memref.store %n, %m[%i, %j] : memref<6x7xf32>
  }
  %u = memref.cast %m : memref<6x7xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // Each outer step adds 0.5 * k to the 4x4 block; parallel inside sequential for.
  %b = memref.alloc() : memref<4x4xf32>
  %fz = arith.constant 0.0 : f32
  %fh = arith.constant 0.5 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
    memref.store %fz, %b[%i, %j] : memref<4x4xf32>
  }
  scf.for %k = %c1 to %c4 step %c1 {
    %kk = arith.index_cast %k : index to i32
    %fk = arith.sitofp %kk : i32 to f32
    %d = arith.mulf %fk, %fh : f32
    scf.parallel (%i, %j) = (%c0, %k) to (%c4, %c4) step (%c1, %c1) {
      %v = memref.load %b[%i, %j] : memref<4x4xf32>
      %w = arith.addf %v, %d : f32
      memref.store %w, %b[%i, %j] : memref<4x4xf32>
    }
  }
  %ub = memref.cast %b : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<6x7xf32>
  memref.dealloc %b : memref<4x4xf32>
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [6, 7] strides = [7, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}0,   1,   2,   3,   4,   5,   6],
// CHECK-NEXT:  [-10,   11,   12,   -13,   14,   15,   -16],
// CHECK-NEXT:  [20,   21,   22,   23,   24,   25,   26],
// CHECK-NEXT:  [-30,   31,   32,   -33,   34,   35,   -36],
// CHECK-NEXT:  [40,   41,   42,   43,   44,   45,   46],
// CHECK-NEXT:  [-50,   51,   52,   -53,   54,   55,   -56]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}0,   0.5,   1.5,   3],
// CHECK-NEXT:  [0,   0.5,   1.5,   3],
// CHECK-NEXT:  [0,   0.5,   1.5,   3],
// CHECK-NEXT:  [0,   0.5,   1.5,   3]]
