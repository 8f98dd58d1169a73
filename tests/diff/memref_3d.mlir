// Differential test: 3-D memrefs (static and dynamic), index arithmetic, a transpose, and rank-3 printMemref.
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

func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %a = memref.alloc() : memref<2x3x4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %t0 = arith.muli %i, %c100 : index
        %t1 = arith.muli %j, %c10 : index
        %t2 = arith.addi %t0, %t1 : index
        %t3 = arith.addi %t2, %k : index
        %ti = arith.index_cast %t3 : index to i64
        %f = arith.sitofp %ti : i64 to f32
        memref.store %f, %a[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  %ua = memref.cast %a : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  // Transpose (i, j, k) -> (k, j, i) into a dynamically sized i64 buffer, negating odd k.
  %t = memref.alloc(%c4, %c3, %c2) : memref<?x?x?xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %v = memref.load %a[%i, %j, %k] : memref<2x3x4xf32>
        %vi = arith.fptosi %v : f32 to i64
        %odd = arith.remui %k, %c2 : index
        %isodd = arith.cmpi ne, %odd, %c0 : index
        %z = arith.constant 0 : i64
        %nv = arith.subi %z, %vi : i64
        %w = arith.select %isodd, %nv, %vi : i64
        memref.store %w, %t[%k, %j, %i] : memref<?x?x?xi64>
      }
    }
  }
  %ut = memref.cast %t : memref<?x?x?xi64> to memref<*xi64>
  call @printMemrefI64(%ut) : (memref<*xi64>) -> ()
  // Sum over the middle axis of the transposed buffer, using memref.dim for every bound.
  %d0 = memref.dim %t, %c0 : memref<?x?x?xi64>
  %d1 = memref.dim %t, %c1 : memref<?x?x?xi64>
  %d2 = memref.dim %t, %c2 : memref<?x?x?xi64>
  scf.for %k = %c0 to %d0 step %c1 {
    scf.for %i = %c0 to %d2 step %c1 {
      %z = arith.constant 0 : i64
      %s = scf.for %j = %c0 to %d1 step %c1 iter_args(%acc = %z) -> (i64) {
        %v = memref.load %t[%k, %j, %i] : memref<?x?x?xi64>
        %n = arith.addi %acc, %v : i64
        scf.yield %n : i64
      }
      func.call @printI64(%s) : (i64) -> ()
      func.call @printComma() : () -> ()
    }
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<2x3x4xf32>
  memref.dealloc %t : memref<?x?x?xi64>
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}0,    1,    2,    3],
// CHECK-NEXT:   [10,    11,    12,    13],
// CHECK-NEXT:   [20,    21,    22,    23]],
// CHECK-NEXT:  {{\[}}{{\[}}100,    101,    102,    103],
// CHECK-NEXT:   [110,    111,    112,    113],
// CHECK-NEXT:   [120,    121,    122,    123]]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 3 offset = 0 sizes = [4, 3, 2] strides = [6, 2, 1] data =
// CHECK-NEXT: {{\[}}{{\[}}{{\[}}0,    100],
// CHECK-NEXT:   [10,    110],
// CHECK-NEXT:   [20,    120]],
// CHECK-NEXT:  {{\[}}{{\[}}-1,    -101],
// CHECK-NEXT:   [-11,    -111],
// CHECK-NEXT:   [-21,    -121]],
// CHECK-NEXT:  {{\[}}{{\[}}2,    102],
// CHECK-NEXT:   [12,    112],
// CHECK-NEXT:   [22,    122]],
// CHECK-NEXT:  {{\[}}{{\[}}-3,    -103],
// CHECK-NEXT:   [-13,    -113],
// CHECK-NEXT:   [-23,    -123]]]
// CHECK-NEXT: 30, 330, -33, -333, 36, 336, -39, -339,
