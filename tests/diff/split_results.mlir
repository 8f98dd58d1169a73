// Differential test, split program: functions returning memrefs and several
// results, compiled by one compiler and called from code compiled by the
// other. MLIR's default convention returns these as LLVM aggregates, which C
// cannot declare, so they cross through the C interface only (declarations
// with llvm.emit_c_interface); the returned buffers are freed by the caller.
// REQUIRES: mlir-runner, mlir-llc
// RUN: rm -rf %t && split-file %s %t
// RUN: %mlir_opt %t/lib.mlir %mlir_to_llvm | %mlir_translate --mlir-to-llvmir | %llc -relocation-model=pic -filetype=obj -o %t/lib.mlir.o
// RUN: %host_cc -shared %t/lib.mlir.o -o %t/lib.mlir.so
// RUN: %loopc %t/lib.mlir --emit=c -o %t/lib.c
// RUN: %host_cc -O2 -fPIC -shared %t/lib.c -o %t/lib.loopc.so
// RUN: %mlir_opt %t/main.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs,%t/lib.mlir.so | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t/ref.out
// RUN: FileCheck %s < %t/ref.out
// RUN: %mlir_opt %t/main.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs,%t/lib.loopc.so | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t/mlir-loopc.out
// RUN: diff %t/ref.out %t/mlir-loopc.out
// RUN: %loopc run %t/main.mlir -e main --shared-libs=%t/lib.mlir.so | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t/loopc-mlir.out
// RUN: diff %t/ref.out %t/loopc-mlir.out

// CHECK:      Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [-1,  -0.5,  0,  0.5,  1]
// CHECK-NEXT: 0, 4, -1, 1
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[}}[0,   10],
// CHECK-NEXT:  [1,   11],
// CHECK-NEXT:  [2,   12]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [-4,  -1]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [3,  0,  7]

//--- lib.mlir
// n points from lo to hi.
func.func @linspace(%n: index, %lo: f64, %hi: f64) -> memref<?xf64> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xf64>
  %n1 = arith.subi %n, %c1 : index
  %n1i = arith.index_cast %n1 : index to i64
  %n1f = arith.sitofp %n1i : i64 to f64
  %w = arith.subf %hi, %lo : f64
  %step = arith.divf %w, %n1f : f64
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %d = arith.mulf %fi, %step : f64
    %v = arith.addf %lo, %d : f64
    memref.store %v, %m[%i] : memref<?xf64>
  }
  return %m : memref<?xf64>
}

// Positions and values of the first minimum and the first maximum.
func.func @argminmax(%m: memref<?xf64>) -> (index, index, f64, f64) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %x0 = memref.load %m[%c0] : memref<?xf64>
  %r:4 = scf.for %i = %c1 to %n step %c1 iter_args(%imin = %c0, %imax = %c0, %vmin = %x0, %vmax = %x0) -> (index, index, f64, f64) {
    %x = memref.load %m[%i] : memref<?xf64>
    %lt = arith.cmpf olt, %x, %vmin : f64
    %gt = arith.cmpf ogt, %x, %vmax : f64
    %a = arith.select %lt, %i, %imin : index
    %b = arith.select %gt, %i, %imax : index
    %c = arith.select %lt, %x, %vmin : f64
    %d = arith.select %gt, %x, %vmax : f64
    scf.yield %a, %b, %c, %d : index, index, f64, f64
  }
  return %r#0, %r#1, %r#2, %r#3 : index, index, f64, f64
}

func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf32>
  %c = memref.dim %m, %c1 : memref<?x?xf32>
  %t = memref.alloc(%c, %r) : memref<?x?xf32>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %t[%j, %i] : memref<?x?xf32>
    }
  }
  return %t : memref<?x?xf32>
}

// The negative elements and the others, in order, each in a new buffer of
// exactly their count.
func.func @partition(%m: memref<?xi32>) -> (memref<?xi32>, memref<?xi32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %n = memref.dim %m, %c0 : memref<?xi32>
  %neg = scf.for %i = %c0 to %n step %c1 iter_args(%k = %c0) -> (index) {
    %x = memref.load %m[%i] : memref<?xi32>
    %isneg = arith.cmpi slt, %x, %z : i32
    %k1 = arith.addi %k, %c1 : index
    %r = arith.select %isneg, %k1, %k : index
    scf.yield %r : index
  }
  %pos = arith.subi %n, %neg : index
  %a = memref.alloc(%neg) : memref<?xi32>
  %b = memref.alloc(%pos) : memref<?xi32>
  %e:2 = scf.for %i = %c0 to %n step %c1 iter_args(%ka = %c0, %kb = %c0) -> (index, index) {
    %x = memref.load %m[%i] : memref<?xi32>
    %isneg = arith.cmpi slt, %x, %z : i32
    %r:2 = scf.if %isneg -> (index, index) {
      memref.store %x, %a[%ka] : memref<?xi32>
      %ka1 = arith.addi %ka, %c1 : index
      scf.yield %ka1, %kb : index, index
    } else {
      memref.store %x, %b[%kb] : memref<?xi32>
      %kb1 = arith.addi %kb, %c1 : index
      scf.yield %ka, %kb1 : index, index
    }
    scf.yield %r#0, %r#1 : index, index
  }
  return %a, %b : memref<?xi32>, memref<?xi32>
}

//--- main.mlir
func.func private @linspace(index, f64, f64) -> memref<?xf64> attributes {llvm.emit_c_interface}
func.func private @argminmax(memref<?xf64>) -> (index, index, f64, f64) attributes {llvm.emit_c_interface}
func.func private @transpose(memref<?x?xf32>) -> memref<?x?xf32> attributes {llvm.emit_c_interface}
func.func private @partition(memref<?xi32>) -> (memref<?xi32>, memref<?xi32>) attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %lo = arith.constant -1.0 : f64
  %hi = arith.constant 1.0 : f64
  %l = func.call @linspace(%c5, %lo, %hi) : (index, f64, f64) -> memref<?xf64>
  %lu = memref.cast %l : memref<?xf64> to memref<*xf64>
  func.call @printMemrefF64(%lu) : (memref<*xf64>) -> ()
  %imin, %imax, %vmin, %vmax = func.call @argminmax(%l) : (memref<?xf64>) -> (index, index, f64, f64)
  %a = arith.index_cast %imin : index to i64
  %b = arith.index_cast %imax : index to i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%vmin) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%vmax) : (f64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %l : memref<?xf64>

  // m[i][j] = 10 i + j, 2 x 3
  %m = memref.alloc(%c2, %c3) : memref<?x?xf32>
  %k10 = arith.constant 10 : i64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %t = arith.muli %ii, %k10 : i64
      %s = arith.addi %t, %jj : i64
      %f = arith.sitofp %s : i64 to f32
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  %tr = func.call @transpose(%m) : (memref<?x?xf32>) -> memref<?x?xf32>
  %tu = memref.cast %tr : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  memref.dealloc %tr : memref<?x?xf32>
  memref.dealloc %m : memref<?x?xf32>

  // 3, -4, 0, -1, 7
  %v = memref.alloc(%c5) : memref<?xi32>
  %v0 = arith.constant 3 : i32
  %v1 = arith.constant -4 : i32
  %v2 = arith.constant 0 : i32
  %v3 = arith.constant -1 : i32
  %v4 = arith.constant 7 : i32
  %c4 = arith.constant 4 : index
  memref.store %v0, %v[%c0] : memref<?xi32>
  memref.store %v1, %v[%c1] : memref<?xi32>
  memref.store %v2, %v[%c2] : memref<?xi32>
  memref.store %v3, %v[%c3] : memref<?xi32>
  memref.store %v4, %v[%c4] : memref<?xi32>
  %neg, %rest = func.call @partition(%v) : (memref<?xi32>) -> (memref<?xi32>, memref<?xi32>)
  %nu = memref.cast %neg : memref<?xi32> to memref<*xi32>
  %ru = memref.cast %rest : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%nu) : (memref<*xi32>) -> ()
  func.call @printMemrefI32(%ru) : (memref<*xi32>) -> ()
  memref.dealloc %neg : memref<?xi32>
  memref.dealloc %rest : memref<?xi32>
  memref.dealloc %v : memref<?xi32>
  return
}
