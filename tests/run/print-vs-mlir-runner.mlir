// The runtime's print functions against MLIR's runner utilities: the same
// program through mlir-opt + mlir-runner and through loopc run must print the
// same bytes (heap addresses masked).
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %quarter = arith.constant 0.25 : f32
  %third = arith.constant 0.333333333333 : f64
  // 2x3x4 f32: value = (flat index) * 0.25 - 1
  %a = memref.alloc() : memref<2x3x4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %t0 = arith.muli %i, %c3 : index
        %t1 = arith.addi %t0, %j : index
        %t2 = arith.muli %t1, %c4 : index
        %t3 = arith.addi %t2, %k : index
        %n = arith.index_cast %t3 : index to i64
        %f = arith.sitofp %n : i64 to f32
        %g = arith.mulf %f, %quarter : f32
        %one = arith.constant 1.0 : f32
        %h = arith.subf %g, %one : f32
        memref.store %h, %a[%i, %j, %k] : memref<2x3x4xf32>
      }
    }
  }
  %ua = memref.cast %a : memref<2x3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  // 1-D f64 and a 1x1 i32, a 0-d i64
  %b = memref.alloc() : memref<5xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    %n = arith.index_cast %i : index to i64
    %f = arith.sitofp %n : i64 to f64
    %g = arith.mulf %f, %third : f64
    memref.store %g, %b[%i] : memref<5xf64>
  }
  %big = arith.constant 1.0e300 : f64
  memref.store %big, %b[%c4] : memref<5xf64>
  %ub = memref.cast %b : memref<5xf64> to memref<*xf64>
  func.call @printMemrefF64(%ub) : (memref<*xf64>) -> ()
  %c = memref.alloc() : memref<1x1xi32>
  %m7 = arith.constant -7 : i32
  memref.store %m7, %c[%c0, %c0] : memref<1x1xi32>
  %uc = memref.cast %c : memref<1x1xi32> to memref<*xi32>
  func.call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  %d = memref.alloc() : memref<i64>
  %large = arith.constant 123456789012 : i64
  memref.store %large, %d[] : memref<i64>
  %ud = memref.cast %d : memref<i64> to memref<*xi64>
  func.call @printMemrefI64(%ud) : (memref<*xi64>) -> ()
  // Scalars, including NaN, -NaN, infinities and extreme integers.
  %nan = arith.constant 0x7FC00000 : f32
  %nnan = arith.constant 0xFFC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %tiny = arith.constant 1.0e-40 : f32
  %x = arith.constant 1234567.0 : f32
  func.call @printOpen() : () -> ()
  func.call @printF32(%nan) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%nnan) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%inf) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%tiny) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%x) : (f32) -> ()
  func.call @printClose() : () -> ()
  func.call @printNewline() : () -> ()
  %nd = arith.constant 0xFFF0000000000000 : f64
  %min = arith.constant -9223372036854775808 : i64
  %m1 = arith.constant -1 : i64
  func.call @printF64(%nd) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%third) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%min) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printU64(%m1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<2x3x4xf32>
  memref.dealloc %b : memref<5xf64>
  memref.dealloc %c : memref<1x1xi32>
  memref.dealloc %d : memref<i64>
  return
}

// CHECK:      Unranked Memref base@ = ADDR rank = 3 offset = 0 sizes = [2, 3, 4] strides = [12, 4, 1] data = 
// CHECK-NEXT: {{\[}}{{\[}}[-1,    -0.75,    -0.5,    -0.25], 
// CHECK-NEXT:   [0,    0.25,    0.5,    0.75], 
// CHECK-NEXT:   [1,    1.25,    1.5,    1.75]], 
// CHECK-NEXT:  {{\[}}[2,    2.25,    2.5,    2.75], 
// CHECK-NEXT:   [3,    3.25,    3.5,    3.75], 
// CHECK-NEXT:   [4,    4.25,    4.5,    4.75]]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [5] strides = [1] data = 
// CHECK-NEXT: [0,  0.333333,  0.666667,  1,  1e+300]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data = 
// CHECK-NEXT: {{\[}}[-7]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 0 offset = 0 sizes = [] strides = [] data = 
// CHECK-NEXT: [123456789012]
// CHECK-NEXT: ( nan, -nan, inf, 9.99995e-41, 1.23457e+06 )
// CHECK-NEXT: -inf, 0.333333, -9223372036854775808, 18446744073709551615
