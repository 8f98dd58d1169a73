// Differential test: inclusive and exclusive prefix sums (i64 and f32), in place and out of place, plus a segmented scan.
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

func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %k13 = arith.constant 13 : i64
  %k6 = arith.constant 6 : i64
  %z = arith.constant 0 : i64
  %a = memref.alloc() : memref<20xi64>
  // a[i] = (i*i mod 13) - 6
  scf.for %i = %c0 to %c20 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %r = arith.remsi %sq, %k13 : i64
    %v = arith.subi %r, %k6 : i64
    memref.store %v, %a[%i] : memref<20xi64>
  }
  // Exclusive scan into b with the running sum as iter_arg.
  %b = memref.alloc() : memref<20xi64>
  %tot = scf.for %i = %c0 to %c20 step %c1 iter_args(%s = %z) -> (i64) {
    memref.store %s, %b[%i] : memref<20xi64>
    %v = memref.load %a[%i] : memref<20xi64>
    %n = arith.addi %s, %v : i64
    scf.yield %n : i64
  }
  // Inclusive scan in place: a[i] += a[i-1].
  scf.for %i = %c1 to %c20 step %c1 {
    %im = arith.subi %i, %c1 : index
    %p = memref.load %a[%im] : memref<20xi64>
    %v = memref.load %a[%i] : memref<20xi64>
    %n = arith.addi %p, %v : i64
    memref.store %n, %a[%i] : memref<20xi64>
  }
  %ua = memref.cast %a : memref<20xi64> to memref<*xi64>
  %ub = memref.cast %b : memref<20xi64> to memref<*xi64>
  call @printMemrefI64(%ua) : (memref<*xi64>) -> ()
  call @printMemrefI64(%ub) : (memref<*xi64>) -> ()
  // f32 inclusive scan of halves, resetting at every multiple of 6 (segmented).
  %c12 = arith.constant 12 : index
  %c6 = arith.constant 6 : index
  %f = memref.alloc() : memref<12xf32>
  %fz = arith.constant 0.0 : f32
  %fh = arith.constant 0.5 : f32
  %last = scf.for %i = %c0 to %c12 step %c1 iter_args(%s = %fz) -> (f32) {
    %m = arith.remui %i, %c6 : index
    %reset = arith.cmpi eq, %m, %c0 : index
    %base = arith.select %reset, %fz, %s : f32
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %v = arith.mulf %fi, %fh : f32
    %n = arith.addf %base, %v : f32
    memref.store %n, %f[%i] : memref<12xf32>
    scf.yield %n : f32
  }
  %uf = memref.cast %f : memref<12xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<20xi64>
  memref.dealloc %b : memref<20xi64>
  memref.dealloc %f : memref<12xf32>
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [-6,  -11,  -13,  -10,  -13,  -7,  -3,  1,  7,  4,  7,  5,  0,  -6,  -11,  -13,  -10,  -13,  -7,  -3]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [0,  -6,  -11,  -13,  -10,  -13,  -7,  -3,  1,  7,  4,  7,  5,  0,  -6,  -11,  -13,  -10,  -13,  -7]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [12] strides = [1] data =
// CHECK-NEXT: [0,  0.5,  1.5,  3,  5,  7.5,  3,  6.5,  10.5,  15,  20,  25.5]
