// Differential test: 1-D scf.parallel with stores (unit and non-unit steps, offset lower bound).
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

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c17 = arith.constant 17 : index
  %c20 = arith.constant 20 : index
  %three = arith.constant 3 : i64
  %m1 = arith.constant -1 : i64
  %a = memref.alloc() : memref<17xi64>
  // a[i] = i*i - 3*i
  scf.parallel (%i) = (%c0) to (%c17) step (%c1) {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %t = arith.muli %ii, %three : i64
    %v = arith.subi %sq, %t : i64
    memref.store %v, %a[%i] : memref<17xi64>
  }
  %ua = memref.cast %a : memref<17xi64> to memref<*xi64>
  call @printMemrefI64(%ua) : (memref<*xi64>) -> ()
  %b = memref.alloc() : memref<20xi64>
  scf.parallel (%i) = (%c0) to (%c20) step (%c1) {
    memref.store %m1, %b[%i] : memref<20xi64>
  }
  // Only i = 2, 5, 8, ..., 17 are written (ub 19 not a multiple of the step).
  %c19 = arith.constant 19 : index
  scf.parallel (%i) = (%c2) to (%c19) step (%c3) {
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %ii : i64
    memref.store %v, %b[%i] : memref<20xi64>
  }
  // Zero-trip parallel loop: writes nothing.
  scf.parallel (%i) = (%c3) to (%c2) step (%c1) {
    %z = arith.constant 0 : i64
    memref.store %z, %b[%i] : memref<20xi64>
  }
  %ub = memref.cast %b : memref<20xi64> to memref<*xi64>
  call @printMemrefI64(%ub) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<17xi64>
  memref.dealloc %b : memref<20xi64>
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [17] strides = [1] data =
// CHECK-NEXT: [0,  -2,  -2,  0,  4,  10,  18,  28,  40,  54,  70,  88,  108,  130,  154,  180,  208]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [-1,  -1,  4,  -1,  -1,  25,  -1,  -1,  64,  -1,  -1,  121,  -1,  -1,  196,  -1,  -1,  289,  -1,  -1]
