// Differential test: 1-D 3-point heat stencil (f32, double buffered with memref.copy) and 2-D 5-point i64 Jacobi in scf.parallel.
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
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %fz = arith.constant 0.0 : f32
  %f64v = arith.constant 64.0 : f32
  %q = arith.constant 0.25 : f32
  %h = arith.constant 0.5 : f32
  %u = memref.alloc() : memref<16xf32>
  %v = memref.alloc() : memref<16xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    memref.store %fz, %u[%i] : memref<16xf32>
  }
  memref.store %f64v, %u[%c8] : memref<16xf32>
  memref.store %f64v, %u[%c0] : memref<16xf32>
  // Boundaries u[0] and u[15] stay fixed; four sweeps.
  scf.for %t = %c0 to %c4 step %c1 {
    memref.copy %u, %v : memref<16xf32> to memref<16xf32>
    scf.parallel (%i) = (%c1) to (%c15) step (%c1) {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %v[%im] : memref<16xf32>
      %b = memref.load %v[%i] : memref<16xf32>
      %c = memref.load %v[%ip] : memref<16xf32>
      %ac = arith.addf %a, %c : f32
      %t1 = arith.mulf %ac, %q : f32
      %t2 = arith.mulf %b, %h : f32
      %n = arith.addf %t1, %t2 : f32
      memref.store %n, %u[%i] : memref<16xf32>
    }
  }
  %uu = memref.cast %u : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%uu) : (memref<*xf32>) -> ()
  // 2-D: g_next[i][j] = g[i-1][j] + g[i+1][j] + g[i][j-1] + g[i][j+1] - 3 g[i][j] on the interior.
  %g = memref.alloc() : memref<6x6xi64>
  %g2 = memref.alloc() : memref<6x6xi64>
  %k3 = arith.constant 3 : i64
  %k7 = arith.constant 7 : i64
  scf.parallel (%i, %j) = (%c0, %c0) to (%c6, %c6) step (%c1, %c1) {
    %ij = arith.muli %i, %j : index
    %s = arith.addi %ij, %i : index
    %si = arith.index_cast %s : index to i64
    %r = arith.remsi %si, %k7 : i64
    memref.store %r, %g[%i, %j] : memref<6x6xi64>
  }
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  scf.for %t = %c0 to %c3 step %c1 {
    memref.copy %g, %g2 : memref<6x6xi64> to memref<6x6xi64>
    scf.parallel (%i, %j) = (%c1, %c1) to (%c5, %c5) step (%c1, %c1) {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %n1 = memref.load %g2[%im, %j] : memref<6x6xi64>
      %n2 = memref.load %g2[%ip, %j] : memref<6x6xi64>
      %n3 = memref.load %g2[%i, %jm] : memref<6x6xi64>
      %n4 = memref.load %g2[%i, %jp] : memref<6x6xi64>
      %c = memref.load %g2[%i, %j] : memref<6x6xi64>
      %s1 = arith.addi %n1, %n2 : i64
      %s2 = arith.addi %n3, %n4 : i64
      %s3 = arith.addi %s1, %s2 : i64
      %c3x = arith.muli %c, %k3 : i64
      %r = arith.subi %s3, %c3x : i64
      memref.store %r, %g[%i, %j] : memref<6x6xi64>
    }
  }
  %ug = memref.cast %g : memref<6x6xi64> to memref<*xi64>
  call @printMemrefI64(%ug) : (memref<*xi64>) -> ()
  memref.dealloc %u : memref<16xf32>
  memref.dealloc %v : memref<16xf32>
  memref.dealloc %g : memref<6x6xi64>
  memref.dealloc %g2 : memref<6x6xi64>
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: [64,  32.5,  11.5,  2.5,  0.5,  2,  7,  14,  17.5,  14,  7,  2,  0.25,  0,  0,  0]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [6, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}0,   0,   0,   0,   0,   0],
// CHECK-NEXT:  [1,   -47,   143,   -143,   19,   6],
// CHECK-NEXT:  [2,   200,   -372,   386,   -172,   5],
// CHECK-NEXT:  [3,   -344,   534,   -534,   344,   4],
// CHECK-NEXT:  [4,   309,   -429,   436,   -302,   3],
// CHECK-NEXT:  [5,   3,   1,   6,   4,   2]]
