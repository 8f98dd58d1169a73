// Memref arguments of every rank (0 to 3), static, dynamic and mixed sizes,
// several element types, several memrefs mixed with scalars, and an unranked
// memref, called across the boundary both ways and in both conventions. The
// default convention passes each descriptor as its fields (allocated, aligned,
// offset, sizes..., strides...), the C interface by pointer.
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
// get0 (rank 0), sum1 (f32, dynamic), sum2 (f64, static 2x3)
// CHECK-NEXT: 17
// CHECK-NEXT: 15
// CHECK-NEXT: 6
// sum3 (i64, 2x?x4), dims (i8, ?x?), count (i1), then fill (index) read back
// CHECK-NEXT: 3000
// CHECK-NEXT: 305
// CHECK-NEXT: 3
// CHECK-NEXT: 100, 103, 106, 109, 112
// axpy (scalars around two memrefs), sum_unranked
// CHECK-NEXT: 1.5, 4, 6.5, 9, 11.5
// CHECK-NEXT: 55

//--- lib.mlir
func.func @get0(%m: memref<i32>) -> i32 attributes {llvm.emit_c_interface} {
  %v = memref.load %m[] : memref<i32>
  return %v : i32
}

func.func @sum1(%m: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %s : f32
}

func.func @sum2(%m: memref<2x3xf64>) -> f64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %z) -> (f64) {
    %r = scf.for %j = %c0 to %c3 step %c1 iter_args(%acc2 = %acc) -> (f64) {
      %v = memref.load %m[%i, %j] : memref<2x3xf64>
      %a = arith.addf %acc2, %v : f64
      scf.yield %a : f64
    }
    scf.yield %r : f64
  }
  return %s : f64
}

// sum of m[i][j][k] * (i + 1), the middle size dynamic.
func.func @sum3(%m: memref<2x?x4xi64>) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %n = memref.dim %m, %c1 : memref<2x?x4xi64>
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%a0 = %z) -> (i64) {
    %i1 = arith.addi %i, %c1 : index
    %w = arith.index_cast %i1 : index to i64
    %s1 = scf.for %j = %c0 to %n step %c1 iter_args(%a1 = %a0) -> (i64) {
      %s2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%a2 = %a1) -> (i64) {
        %v = memref.load %m[%i, %j, %k] : memref<2x?x4xi64>
        %p = arith.muli %v, %w : i64
        %a = arith.addi %a2, %p : i64
        scf.yield %a : i64
      }
      scf.yield %s2 : i64
    }
    scf.yield %s1 : i64
  }
  return %s : i64
}

// dim 0 * 100 + dim 1
func.func @dims(%m: memref<?x?xi8>) -> index attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xi8>
  %d1 = memref.dim %m, %c1 : memref<?x?xi8>
  %h = arith.muli %d0, %c100 : index
  %r = arith.addi %h, %d1 : index
  return %r : index
}

// The number of true elements.
func.func @count(%m: memref<?xi1>) -> index attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi1>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %v = memref.load %m[%i] : memref<?xi1>
    %a = arith.addi %acc, %c1 : index
    %r = arith.select %v, %a, %acc : index
    scf.yield %r : index
  }
  return %s : index
}

// m[i] = start + 3 i
func.func @fill(%m: memref<?xindex>, %start: index) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %m, %c0 : memref<?xindex>
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.muli %i, %c3 : index
    %v = arith.addi %start, %t : index
    memref.store %v, %m[%i] : memref<?xindex>
  }
  return
}

// y[i] = a * x[i] + y[i] + b
func.func @axpy(%a: f32, %x: memref<?xf32>, %b: i8, %y: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %bf = arith.sitofp %b : i8 to f32
  scf.for %i = %c0 to %n step %c1 {
    %xv = memref.load %x[%i] : memref<?xf32>
    %yv = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xv : f32
    %s = arith.addf %p, %yv : f32
    %t = arith.addf %s, %bf : f32
    memref.store %t, %y[%i] : memref<?xf32>
  }
  return
}

// An unranked argument: (rank, descriptor pointer) by default.
func.func @sum_unranked(%u: memref<*xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %m = memref.cast %u : memref<*xf32> to memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %w = arith.mulf %v, %v : f32
    %a = arith.addf %acc, %w : f32
    scf.yield %a : f32
  }
  return %s : f32
}

//--- main.mlir
func.func private @get0(memref<i32>) -> i32 attributes {llvm.emit_c_interface}
func.func private @sum1(memref<?xf32>) -> f32 attributes {llvm.emit_c_interface}
func.func private @sum2(memref<2x3xf64>) -> f64 attributes {llvm.emit_c_interface}
func.func private @sum3(memref<2x?x4xi64>) -> i64 attributes {llvm.emit_c_interface}
func.func private @dims(memref<?x?xi8>) -> index attributes {llvm.emit_c_interface}
func.func private @count(memref<?xi1>) -> index attributes {llvm.emit_c_interface}
func.func private @fill(memref<?xindex>, index) attributes {llvm.emit_c_interface}
func.func private @axpy(f32, memref<?xf32>, i8, memref<?xf32>) attributes {llvm.emit_c_interface}
func.func private @sum_unranked(memref<*xf32>) -> f32 attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printComma()
func.func private @printNewline()

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index

  %m0 = memref.alloc() : memref<i32>
  %k17 = arith.constant 17 : i32
  memref.store %k17, %m0[] : memref<i32>
  %g = func.call @get0(%m0) : (memref<i32>) -> i32
  %gi = arith.extsi %g : i32 to i64
  func.call @printI64(%gi) : (i64) -> ()
  func.call @printNewline() : () -> ()

  // 1..5
  %v1 = memref.alloc(%c5) : memref<?xf32>
  scf.for %i = %c0 to %c5 step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %ii = arith.index_cast %i1 : index to i64
    %f = arith.sitofp %ii : i64 to f32
    memref.store %f, %v1[%i] : memref<?xf32>
  }
  %s1 = func.call @sum1(%v1) : (memref<?xf32>) -> f32
  func.call @printF32(%s1) : (f32) -> ()
  func.call @printNewline() : () -> ()

  // m[i][j] = i + j / 2
  %m2 = memref.alloc() : memref<2x3xf64>
  %half = arith.constant 0.5 : f64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %fj = arith.sitofp %jj : i64 to f64
      %hj = arith.mulf %fj, %half : f64
      %v = arith.addf %fi, %hj : f64
      memref.store %v, %m2[%i, %j] : memref<2x3xf64>
    }
  }
  %s2 = func.call @sum2(%m2) : (memref<2x3xf64>) -> f64
  func.call @printF64(%s2) : (f64) -> ()
  func.call @printNewline() : () -> ()

  // 2 x 5 x 4 elements, all 50: 20 * 50 * 1 + 20 * 50 * 2
  %m3 = memref.alloc(%c5) : memref<2x?x4xi64>
  %k50 = arith.constant 50 : i64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        memref.store %k50, %m3[%i, %j, %k] : memref<2x?x4xi64>
      }
    }
  }
  %s3 = func.call @sum3(%m3) : (memref<2x?x4xi64>) -> i64
  func.call @printI64(%s3) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %m8 = memref.alloc(%c3, %c5) : memref<?x?xi8>
  %d = func.call @dims(%m8) : (memref<?x?xi8>) -> index
  %di = arith.index_cast %d : index to i64
  func.call @printI64(%di) : (i64) -> ()
  func.call @printNewline() : () -> ()

  // true at 0, 2, 4
  %mb = memref.alloc(%c5) : memref<?xi1>
  scf.for %i = %c0 to %c5 step %c1 {
    %r = arith.remui %i, %c2 : index
    %e = arith.cmpi eq, %r, %c0 : index
    memref.store %e, %mb[%i] : memref<?xi1>
  }
  %cnt = func.call @count(%mb) : (memref<?xi1>) -> index
  %ci = arith.index_cast %cnt : index to i64
  func.call @printI64(%ci) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %mi = memref.alloc(%c5) : memref<?xindex>
  %c100 = arith.constant 100 : index
  func.call @fill(%mi, %c100) : (memref<?xindex>, index) -> ()
  scf.for %i = %c0 to %c5 step %c1 {
    %v = memref.load %mi[%i] : memref<?xindex>
    %vi = arith.index_cast %v : index to i64
    func.call @printI64(%vi) : (i64) -> ()
    %last = arith.cmpi eq, %i, %c4 : index
    scf.if %last {
      func.call @printNewline() : () -> ()
    } else {
      func.call @printComma() : () -> ()
    }
  }

  // y = 2.5 * x + y - 1 with x = 1..5 and y = 0
  %y = memref.alloc(%c5) : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c5 step %c1 {
    memref.store %zero, %y[%i] : memref<?xf32>
  }
  %a = arith.constant 2.5 : f32
  %b = arith.constant -1 : i8
  func.call @axpy(%a, %v1, %b, %y) : (f32, memref<?xf32>, i8, memref<?xf32>) -> ()
  scf.for %i = %c0 to %c5 step %c1 {
    %v = memref.load %y[%i] : memref<?xf32>
    func.call @printF32(%v) : (f32) -> ()
    %last = arith.cmpi eq, %i, %c4 : index
    scf.if %last {
      func.call @printNewline() : () -> ()
    } else {
      func.call @printComma() : () -> ()
    }
  }

  %u = memref.cast %v1 : memref<?xf32> to memref<*xf32>
  %su = func.call @sum_unranked(%u) : (memref<*xf32>) -> f32
  func.call @printF32(%su) : (f32) -> ()
  func.call @printNewline() : () -> ()

  memref.dealloc %m0 : memref<i32>
  memref.dealloc %v1 : memref<?xf32>
  memref.dealloc %m2 : memref<2x3xf64>
  memref.dealloc %m3 : memref<2x?x4xi64>
  memref.dealloc %m8 : memref<?x?xi8>
  memref.dealloc %mb : memref<?xi1>
  memref.dealloc %mi : memref<?xindex>
  memref.dealloc %y : memref<?xf32>
  %ok = arith.constant 0 : i32
  return %ok : i32
}
