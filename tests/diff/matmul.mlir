// Differential test: 16x16 f32 matmul (scf.parallel over rows/cols, scf.for reduction), exact small-integer data.
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

func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)

func.func @matmul(%A: memref<16x16xf32>, %B: memref<16x16xf32>, %C: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
    %s = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (f32) {
      %a = memref.load %A[%i, %k] : memref<16x16xf32>
      %b = memref.load %B[%k, %j] : memref<16x16xf32>
      %p = arith.mulf %a, %b : f32
      %n = arith.addf %acc, %p : f32
      scf.yield %n : f32
    }
    memref.store %s, %C[%i, %j] : memref<16x16xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %A = memref.alloc() : memref<16x16xf32>
  %B = memref.alloc() : memref<16x16xf32>
  %C = memref.alloc() : memref<16x16xf32>
  // A[i][j] = ((i + 2j) mod 7) - 3, B[i][j] = ((3i + j) mod 5) - 2
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %j2 = arith.muli %j, %c2 : index
      %t = arith.addi %i, %j2 : index
      %r = arith.remui %t, %c7 : index
      %ri = arith.index_cast %r : index to i64
      %rf = arith.sitofp %ri : i64 to f32
      %f3 = arith.constant 3.0 : f32
      %a = arith.subf %rf, %f3 : f32
      memref.store %a, %A[%i, %j] : memref<16x16xf32>
      %i3 = arith.muli %i, %c3 : index
      %u = arith.addi %i3, %j : index
      %q = arith.remui %u, %c5 : index
      %qi = arith.index_cast %q : index to i64
      %qf = arith.sitofp %qi : i64 to f32
      %f2 = arith.constant 2.0 : f32
      %b = arith.subf %qf, %f2 : f32
      memref.store %b, %B[%i, %j] : memref<16x16xf32>
    }
  }
  func.call @matmul(%A, %B, %C) : (memref<16x16xf32>, memref<16x16xf32>, memref<16x16xf32>) -> ()
  %u = memref.cast %C : memref<16x16xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // Trace and a weighted checksum sum(C[i][j] * (i + 1) * (j + 3)) in f32 (all exact).
  %z = arith.constant 0.0 : f32
  %tr = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %C[%i, %i] : memref<16x16xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %ck = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (f32) {
    %r = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc2 = %acc) -> (f32) {
      %v = memref.load %C[%i, %j] : memref<16x16xf32>
      %i1 = arith.addi %i, %c1 : index
      %j3 = arith.addi %j, %c3 : index
      %w = arith.muli %i1, %j3 : index
      %wi = arith.index_cast %w : index to i64
      %wf = arith.sitofp %wi : i64 to f32
      %p = arith.mulf %v, %wf : f32
      %n = arith.addf %acc2, %p : f32
      scf.yield %n : f32
    }
    scf.yield %r : f32
  }
  func.call @printF32(%tr) : (f32) -> ()
  func.call @printComma() : () -> ()
  %cki = arith.fptosi %ck : f32 to i64
  func.call @printI64(%cki) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %A : memref<16x16xf32>
  memref.dealloc %B : memref<16x16xf32>
  memref.dealloc %C : memref<16x16xf32>
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [16, 16] strides = [16, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}11,   -13,   -12,   4,   10,   11,   -13,   -12,   4,   10,   11,   -13,   -12,   4,   10,   11],
// CHECK-NEXT:  [9,   7,   -5,   -2,   -9,   9,   7,   -5,   -2,   -9,   9,   7,   -5,   -2,   -9,   9],
// CHECK-NEXT:  [-14,   6,   16,   6,   -14,   -14,   6,   16,   6,   -14,   -14,   6,   16,   6,   -14,   -14],
// CHECK-NEXT:  [-9,   -2,   -5,   7,   9,   -9,   -2,   -5,   7,   9,   -9,   -2,   -5,   7,   9,   -9],
// CHECK-NEXT:  [10,   4,   -12,   -13,   11,   10,   4,   -12,   -13,   11,   10,   4,   -12,   -13,   11,   10],
// CHECK-NEXT:  [1,   10,   9,   -12,   -8,   1,   10,   9,   -12,   -8,   1,   10,   9,   -12,   -8,   1],
// CHECK-NEXT:  [-8,   -12,   9,   10,   1,   -8,   -12,   9,   10,   1,   -8,   -12,   9,   10,   1,   -8],
// CHECK-NEXT:  [11,   -13,   -12,   4,   10,   11,   -13,   -12,   4,   10,   11,   -13,   -12,   4,   10,   11],
// CHECK-NEXT:  [9,   7,   -5,   -2,   -9,   9,   7,   -5,   -2,   -9,   9,   7,   -5,   -2,   -9,   9],
// CHECK-NEXT:  [-14,   6,   16,   6,   -14,   -14,   6,   16,   6,   -14,   -14,   6,   16,   6,   -14,   -14],
// CHECK-NEXT:  [-9,   -2,   -5,   7,   9,   -9,   -2,   -5,   7,   9,   -9,   -2,   -5,   7,   9,   -9],
// CHECK-NEXT:  [10,   4,   -12,   -13,   11,   10,   4,   -12,   -13,   11,   10,   4,   -12,   -13,   11,   10],
// CHECK-NEXT:  [1,   10,   9,   -12,   -8,   1,   10,   9,   -12,   -8,   1,   10,   9,   -12,   -8,   1],
// CHECK-NEXT:  [-8,   -12,   9,   10,   1,   -8,   -12,   9,   10,   1,   -8,   -12,   9,   10,   1,   -8],
// CHECK-NEXT:  [11,   -13,   -12,   4,   10,   11,   -13,   -12,   4,   10,   11,   -13,   -12,   4,   10,   11],
// CHECK-NEXT:  [9,   7,   -5,   -2,   -9,   9,   7,   -5,   -2,   -9,   9,   7,   -5,   -2,   -9,   9]]
// CHECK-NEXT: 46, 2733
