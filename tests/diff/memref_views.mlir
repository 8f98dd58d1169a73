// Differential test: strided layouts and views. subview (static, dynamic
// offsets/sizes/strides, rank-reducing, a view of a view), reinterpret_cast
// (of a ranked and an unranked memref), collapse_shape/expand_shape (of a
// contiguous buffer and of a strided view), memref.copy between layouts,
// casts between layouts, and functions taking and returning strided memrefs;
// loads and stores through each, printed with printMemref. MLIR's own
// lowering of the views (expand-strided-metadata: extract_strided_metadata
// and reinterpret_cast with index arithmetic) runs under loopc too.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --expand-strided-metadata --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %mlir_opt %s --expand-strided-metadata --lower-affine > %t.esm.mlir
// RUN: %loopc run %t.esm.mlir -e main | sed -e 's/base@ = 0x[0-9a-f]*/base@ = ADDR/' > %t.esm.out
// RUN: diff %t.mlir.out %t.esm.out

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

// Sums a 2-D view whatever its layout (a strided argument, as MLIR passes it).
func.func @sum(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %n1 = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n0 step %c1 iter_args(%a = %z) -> (f32) {
    %r = scf.for %j = %c0 to %n1 step %c1 iter_args(%b = %a) -> (f32) {
      %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %w = arith.addf %b, %v : f32
      scf.yield %w : f32
    }
    scf.yield %r : f32
  }
  return %s : f32
}

// Returns the row %i of a matrix as a strided view.
func.func @row(%m: memref<6x8xf32>, %i: index) -> memref<8xf32, strided<[1], offset: ?>> {
  %r = memref.subview %m[%i, 0] [1, 8] [1, 1] : memref<6x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  return %r : memref<8xf32, strided<[1], offset: ?>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %ten = arith.constant 10.0 : f32
  %a = memref.alloc() : memref<6x8xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %fj = arith.sitofp %jj : i32 to f32
      %t = arith.mulf %fi, %ten : f32
      %v = arith.addf %t, %fj : f32
      memref.store %v, %a[%i, %j] : memref<6x8xf32>
    }
  }
  // A static 2x3 box at (1, 2).
  %s1 = memref.subview %a[1, 2] [2, 3] [1, 1] : memref<6x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 10>>
  %u1 = memref.cast %s1 : memref<2x3xf32, strided<[8, 1], offset: 10>> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  // Every other row and column from (%c1, %c0), sizes from operands.
  %s2 = memref.subview %a[%c1, %c0] [%c2, 4] [%c2, 2] : memref<6x8xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>
  %u2 = memref.cast %s2 : memref<?x4xf32, strided<[?, 2], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  // A view of a view, written through: the matrix changes.
  %s3 = memref.subview %s2[1, 1] [1, 2] [1, 1] : memref<?x4xf32, strided<[?, 2], offset: ?>> to memref<1x2xf32, strided<[?, 2], offset: ?>>
  %m1 = arith.constant -1.0 : f32
  memref.store %m1, %s3[%c0, %c1] : memref<1x2xf32, strided<[?, 2], offset: ?>>
  // Rank-reducing: column 5 as a 1-D view.
  %col = memref.subview %a[0, 5] [6, 1] [1, 1] : memref<6x8xf32> to memref<6xf32, strided<[8], offset: 5>>
  %uc = memref.cast %col : memref<6xf32, strided<[8], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  // Sums through a function taking any layout.
  %d1 = memref.cast %s1 : memref<2x3xf32, strided<[8, 1], offset: 10>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %sum1 = call @sum(%d1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  call @printF32(%sum1) : (f32) -> ()
  call @printNewline() : () -> ()
  %d2 = memref.cast %s2 : memref<?x4xf32, strided<[?, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %sum2 = call @sum(%d2) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32
  call @printF32(%sum2) : (f32) -> ()
  call @printNewline() : () -> ()
  // A row returned as a view, copied into a fresh buffer (between layouts).
  %r4 = call @row(%a, %c3) : (memref<6x8xf32>, index) -> memref<8xf32, strided<[1], offset: ?>>
  %buf = memref.alloc() : memref<8xf32>
  memref.copy %r4, %buf : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
  %ub = memref.cast %buf : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  // Copy into a strided view: the 2x3 box gets rows 4..5 of columns 0..2.
  %src = memref.subview %a[4, 0] [2, 3] [1, 1] : memref<6x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 32>>
  memref.copy %src, %s1 : memref<2x3xf32, strided<[8, 1], offset: 32>> to memref<2x3xf32, strided<[8, 1], offset: 10>>
  // reinterpret_cast: the matrix as a 4x12 transposed-looking view and of an unranked one.
  %rc = memref.reinterpret_cast %a to offset: [1], sizes: [4, 3], strides: [1, 12] : memref<6x8xf32> to memref<4x3xf32, strided<[1, 12], offset: 1>>
  %urc = memref.cast %rc : memref<4x3xf32, strided<[1, 12], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%urc) : (memref<*xf32>) -> ()
  %ua = memref.cast %a : memref<6x8xf32> to memref<*xf32>
  %rc2 = memref.reinterpret_cast %ua to offset: [%c2], sizes: [%c3], strides: [%c8] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
  %urc2 = memref.cast %rc2 : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%urc2) : (memref<*xf32>) -> ()
  // collapse_shape / expand_shape of the contiguous matrix and of rows of it.
  %flat = memref.collapse_shape %a [[0, 1]] : memref<6x8xf32> into memref<48xf32>
  %v47 = memref.load %flat[%c6] : memref<48xf32>
  call @printF32(%v47) : (f32) -> ()
  call @printNewline() : () -> ()
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [3, 2, 8] : memref<6x8xf32> into memref<3x2x8xf32>
  %ve = memref.load %e[%c2, %c1, %c3] : memref<3x2x8xf32>
  call @printF32(%ve) : (f32) -> ()
  call @printNewline() : () -> ()
  %rows = memref.subview %a[2, 0] [3, 8] [1, 1] : memref<6x8xf32> to memref<3x8xf32, strided<[8, 1], offset: 16>>
  %rf = memref.collapse_shape %rows [[0, 1]] : memref<3x8xf32, strided<[8, 1], offset: 16>> into memref<24xf32, strided<[1], offset: 16>>
  %urf = memref.cast %rf : memref<24xf32, strided<[1], offset: 16>> to memref<*xf32>
  call @printMemrefF32(%urf) : (memref<*xf32>) -> ()
  %cols = memref.subview %a[0, 4] [6, 4] [1, 1] : memref<6x8xf32> to memref<6x4xf32, strided<[8, 1], offset: 4>>
  %ex = memref.expand_shape %cols [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[8, 1], offset: 4>> into memref<2x3x4xf32, strided<[24, 8, 1], offset: 4>>
  %uex = memref.cast %ex : memref<2x3x4xf32, strided<[24, 8, 1], offset: 4>> to memref<*xf32>
  call @printMemrefF32(%uex) : (memref<*xf32>) -> ()
  %dyn = memref.cast %cols : memref<6x4xf32, strided<[8, 1], offset: 4>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %exd = memref.expand_shape %dyn [[0, 1], [2]] output_shape [%c3, 2, 4] : memref<?x4xf32, strided<[?, 1], offset: ?>> into memref<?x2x4xf32, strided<[?, ?, 1], offset: ?>>
  %uexd = memref.cast %exd : memref<?x2x4xf32, strided<[?, ?, 1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%uexd) : (memref<*xf32>) -> ()
  %u = memref.cast %a : memref<6x8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %buf : memref<8xf32>
  memref.dealloc %a : memref<6x8xf32>
  return
}

// CHECK: Unranked Memref base@ = ADDR rank = 2 offset = 10 sizes = [2, 3] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}12,   13,   14],
// CHECK-NEXT:  [22,   23,   24]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 8 sizes = [2, 4] strides = [16, 2] data =
// CHECK-NEXT: {{\[\[}}10,   12,   14,   16],
// CHECK-NEXT:  [30,   32,   34,   36]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 5 sizes = [6] strides = [8] data =
// CHECK-NEXT: [5,  15,  25,  35,  45,  55]
// CHECK-NEXT: 108
// CHECK-NEXT: 149
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [30,  31,  32,  33,  -1,  35,  36,  37]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 1 sizes = [4, 3] strides = [1, 12] data =
// CHECK-NEXT: {{\[\[}}1,   15,   31],
// CHECK-NEXT:  [2,   16,   32],
// CHECK-NEXT:  [3,   17,   33],
// CHECK-NEXT:  [4,   20,   -1]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 2 sizes = [3] strides = [8] data =
// CHECK-NEXT: [2,  40,  50]
// CHECK-NEXT: 6
// CHECK-NEXT: 53
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 1 offset = 16 sizes = [24] strides = [1] data =
// CHECK-NEXT: [20,  21,  50,  51,  52,  25,  26,  27,  30,  31,  32,  33,  -1,  35,  36,  37,  40,  41,  42,  43,  44,  45,  46,  47]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 3 offset = 4 sizes = [2, 3, 4] strides = [24, 8, 1] data =
// CHECK-NEXT: {{\[\[}}[4,    5,    6,    7],
// CHECK-NEXT:   [42,    15,    16,    17],
// CHECK-NEXT:   [52,    25,    26,    27]],
// CHECK-NEXT:  {{\[\[}}-1,    35,    36,    37],
// CHECK-NEXT:   [44,    45,    46,    47],
// CHECK-NEXT:   [54,    55,    56,    57]]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 3 offset = 4 sizes = [3, 2, 4] strides = [16, 8, 1] data =
// CHECK-NEXT: {{\[\[}}[4,    5,    6,    7],
// CHECK-NEXT:   [42,    15,    16,    17]],
// CHECK-NEXT:  {{\[\[}}52,    25,    26,    27],
// CHECK-NEXT:   [-1,    35,    36,    37]],
// CHECK-NEXT:  {{\[\[}}44,    45,    46,    47],
// CHECK-NEXT:   [54,    55,    56,    57]]]
// CHECK-NEXT: Unranked Memref base@ = ADDR rank = 2 offset = 0 sizes = [6, 8] strides = [8, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   6,   7],
// CHECK-NEXT:  [10,   11,   40,   41,   42,   15,   16,   17],
// CHECK-NEXT:  [20,   21,   50,   51,   52,   25,   26,   27],
// CHECK-NEXT:  [30,   31,   32,   33,   -1,   35,   36,   37],
// CHECK-NEXT:  [40,   41,   42,   43,   44,   45,   46,   47],
// CHECK-NEXT:  [50,   51,   52,   53,   54,   55,   56,   57]]
