// Memref arguments with strided layouts (static and '?' strides and offset,
// an affine-map layout) cross the boundary as MLIR's descriptors do, both
// ways and in both conventions: the callee reads and writes through the
// offset and strides it is given. The views are made by reinterpret_cast,
// which MLIR's ABI pipeline lowers without expand-strided-metadata.
// REQUIRES: mlir-llc
// RUN: rm -rf %t && split-file %s %t
// RUN: %both_ways %t ciface default | FileCheck %s

// CHECK:      ciface: lib by mlir, main by mlir: same output
// CHECK-NEXT: ciface: lib by loopc, main by mlir: same output
// CHECK-NEXT: ciface: lib by mlir, main by loopc: same output
// CHECK-NEXT: ciface: lib by loopc, main by loopc: same output
// CHECK-NEXT: default: lib by mlir, main by mlir: same output
// CHECK-NEXT: default: lib by loopc, main by mlir: same output
// CHECK-NEXT: default: lib by mlir, main by loopc: same output
// CHECK-NEXT: default: lib by loopc, main by loopc: same output
// weighted sums of the 2x3 box at (1, 2), of every other column, then the
// matrix after scale wrote through a column view
// (computed independently: m[i][j] = 10 i + j, weights (i + 1) (j + 1))
// CHECK-NEXT: 360
// CHECK-NEXT: 360
// CHECK-NEXT: 1420
// CHECK-NEXT: 360
// CHECK-NEXT: 0, 1, 2, 3, 8, 5, 10, 11, 12, 13, 29, 15, 20, 21, 22, 23, 50, 25, 30, 31, 32, 33, 71, 35

//--- lib.mlir
#box = affine_map<(d0, d1) -> (d0 * 6 + d1 + 8)>

// sum of m[i][j] * (i + 1) * (j + 1) of a 2x3 view with static strides.
func.func @wsum_static(%m: memref<2x3xi64, strided<[6, 1], offset: 8>>) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %z) -> (i64) {
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %m[%i, %j] : memref<2x3xi64, strided<[6, 1], offset: 8>>
      %i1 = arith.addi %i, %c1 : index
      %j1 = arith.addi %j, %c1 : index
      %w = arith.muli %i1, %j1 : index
      %wi = arith.index_cast %w : index to i64
      %p = arith.muli %v, %wi : i64
      %t = arith.addi %b, %p : i64
      scf.yield %t : i64
    }
    scf.yield %r : i64
  }
  return %s : i64
}

// The same through dynamic sizes, strides and offset.
func.func @wsum_dynamic(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n0 = memref.dim %m, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %n1 = memref.dim %m, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n0 step %c1 iter_args(%a = %z) -> (i64) {
    %r = scf.for %j = %c0 to %n1 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %m[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      %i1 = arith.addi %i, %c1 : index
      %j1 = arith.addi %j, %c1 : index
      %w = arith.muli %i1, %j1 : index
      %wi = arith.index_cast %w : index to i64
      %p = arith.muli %v, %wi : i64
      %t = arith.addi %b, %p : i64
      scf.yield %t : i64
    }
    scf.yield %r : i64
  }
  return %s : i64
}

// The static box again, through its affine-map spelling.
func.func @wsum_map(%m: memref<2x3xi64, #box>) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %z) -> (i64) {
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %m[%i, %j] : memref<2x3xi64, #box>
      %i1 = arith.addi %i, %c1 : index
      %j1 = arith.addi %j, %c1 : index
      %w = arith.muli %i1, %j1 : index
      %wi = arith.index_cast %w : index to i64
      %p = arith.muli %v, %wi : i64
      %t = arith.addi %b, %p : i64
      scf.yield %t : i64
    }
    scf.yield %r : i64
  }
  return %s : i64
}

// m[i] = m[i] * 2 + i through a 1-D view with a '?' stride.
func.func @scale(%m: memref<?xi64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2 : i64
  %n = memref.dim %m, %c0 : memref<?xi64, strided<[?], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xi64, strided<[?], offset: ?>>
    %d = arith.muli %v, %two : i64
    %ii = arith.index_cast %i : index to i64
    %e = arith.addi %d, %ii : i64
    memref.store %e, %m[%i] : memref<?xi64, strided<[?], offset: ?>>
  }
  return
}

//--- main.mlir
#box = affine_map<(d0, d1) -> (d0 * 6 + d1 + 8)>
func.func private @wsum_static(memref<2x3xi64, strided<[6, 1], offset: 8>>) -> i64 attributes {llvm.emit_c_interface}
func.func private @wsum_dynamic(memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64 attributes {llvm.emit_c_interface}
func.func private @wsum_map(memref<2x3xi64, #box>) -> i64 attributes {llvm.emit_c_interface}
func.func private @scale(memref<?xi64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %k10 = arith.constant 10 : i64
  // a 4x6 matrix, m[i][j] = 10 i + j
  %m = memref.alloc() : memref<4x6xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %t = arith.muli %ii, %k10 : i64
      %v = arith.addi %t, %jj : i64
      memref.store %v, %m[%i, %j] : memref<4x6xi64>
    }
  }
  // the 2x3 box at (1, 2)
  %box = memref.reinterpret_cast %m to offset: [8], sizes: [2, 3], strides: [6, 1] : memref<4x6xi64> to memref<2x3xi64, strided<[6, 1], offset: 8>>
  %s1 = call @wsum_static(%box) : (memref<2x3xi64, strided<[6, 1], offset: 8>>) -> i64
  call @printI64(%s1) : (i64) -> ()
  call @printNewline() : () -> ()
  %dbox = memref.cast %box : memref<2x3xi64, strided<[6, 1], offset: 8>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %s2 = call @wsum_dynamic(%dbox) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64
  call @printI64(%s2) : (i64) -> ()
  call @printNewline() : () -> ()
  // every other column: 4x3 with strides [6, 2], offset 1
  %odd = memref.reinterpret_cast %m to offset: [%c1], sizes: [%c4, %c3], strides: [%c6, %c2] : memref<4x6xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %s3 = call @wsum_dynamic(%odd) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64
  call @printI64(%s3) : (i64) -> ()
  call @printNewline() : () -> ()
  %mbox = memref.reinterpret_cast %m to offset: [8], sizes: [2, 3], strides: [6, 1] : memref<4x6xi64> to memref<2x3xi64, #box>
  %s4 = call @wsum_map(%mbox) : (memref<2x3xi64, #box>) -> i64
  call @printI64(%s4) : (i64) -> ()
  call @printNewline() : () -> ()
  // column 4 as a 1-D view
  %col = memref.reinterpret_cast %m to offset: [%c4], sizes: [%c4], strides: [%c6] : memref<4x6xi64> to memref<?xi64, strided<[?], offset: ?>>
  call @scale(%col) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
  %flat = memref.reinterpret_cast %m to offset: [0], sizes: [24], strides: [1] : memref<4x6xi64> to memref<24xi64, strided<[1]>>
  %c24 = arith.constant 24 : index
  scf.for %i = %c0 to %c24 step %c1 {
    %v = memref.load %flat[%i] : memref<24xi64, strided<[1]>>
    func.call @printI64(%v) : (i64) -> ()
    %l = arith.addi %i, %c1 : index
    %end = arith.cmpi eq, %l, %c24 : index
    scf.if %end {
      func.call @printNewline() : () -> ()
    } else {
      func.call @printComma() : () -> ()
    }
  }
  memref.dealloc %m : memref<4x6xi64>
  %r = arith.constant 0 : i32
  return %r : i32
}
