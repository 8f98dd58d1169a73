// Differential test of max-reduction-block (-O3, loopc run's default):
// PolyBench's nussinov (signed max, cmpi/select as cgeist writes it: the
// terms of k below a block of 16 cells of j folded into them first), the
// same with arith.minui and a row below the cell's (unsigned min), and two
// kernels the pass must leave alone, which it would get wrong: a term that
// reads the cell left of its own (T[i][j-1], a cell of the block that
// phase one would read before its last update) and a term from row k - 1
// (row i itself at k = i + 1: the cell being updated). On n = 0, 1, 5, 16,
// 17 and 40 (no block, one block and a rest, two blocks and a rest), the
// data not small: every result's cells summed with weights (i64), so any
// difference shows.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.native1.out
// RUN: diff %t.mlir.out %t.native1.out
// RUN: %loopc run %s -e main --threads 2 > %t.native2.out
// RUN: diff %t.mlir.out %t.native2.out
// RUN: %loopc run %s -e main -O0 > %t.o0.out
// RUN: diff %t.mlir.out %t.o0.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// It fires on the first two kernels only:
// RUN: %loopc %s -O3 | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @nussinov
// IR:         memref.alloca() : memref<16xi32>
// IR:         } {loopc.no_vectorize}
// IR-LABEL: func.func @uminrow
// IR:         memref.alloca() : memref<16xi32>
// IR:         } {loopc.no_vectorize}
// IR-LABEL: func.func @left
// IR-NOT:     memref.alloca
// IR-LABEL: func.func @rowdown
// IR-NOT:     memref.alloca
// IR-LABEL: func.func @init

// The sums, the same in MLIR and every loopc run:
// CHECK-COUNT-24: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// PolyBench's kernel_nussinov, i downward, on n x 40 cells.
func.func @nussinov(%T: memref<?x40xi32>, %S: memref<?xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  scf.for %ii = %c0 to %n step %c1 {
    %n1 = arith.subi %n, %ii : index
    %i = arith.subi %n1, %c1 : index
    %ip = arith.addi %i, %c1 : index
    scf.for %j = %ip to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a0 = memref.load %T[%i, %j] : memref<?x40xi32>
      %a1 = memref.load %T[%i, %jm] : memref<?x40xi32>
      %ac = arith.cmpi sge, %a0, %a1 : i32
      %a2 = arith.select %ac, %a0, %a1 : i32
      memref.store %a2, %T[%i, %j] : memref<?x40xi32>
      %b0 = memref.load %T[%i, %j] : memref<?x40xi32>
      %b1 = memref.load %T[%ip, %j] : memref<?x40xi32>
      %bc = arith.cmpi sge, %b0, %b1 : i32
      %b2 = arith.select %bc, %b0, %b1 : i32
      memref.store %b2, %T[%i, %j] : memref<?x40xi32>
      %d0 = memref.load %T[%i, %j] : memref<?x40xi32>
      %d1 = memref.load %T[%ip, %jm] : memref<?x40xi32>
      %s0 = memref.load %S[%i] : memref<?xi8>
      %s1 = memref.load %S[%j] : memref<?xi8>
      %e0 = arith.extsi %s0 : i8 to i32
      %e1 = arith.extsi %s1 : i8 to i32
      %sum = arith.addi %e0, %e1 : i32
      %m = arith.cmpi eq, %sum, %c3 : i32
      %mi = arith.extui %m : i1 to i32
      %d2 = arith.addi %d1, %mi : i32
      %dc = arith.cmpi sge, %d0, %d2 : i32
      %d3 = arith.select %dc, %d0, %d2 : i32
      memref.store %d3, %T[%i, %j] : memref<?x40xi32>
      scf.for %k = %ip to %j step %c1 {
        %x = memref.load %T[%i, %j] : memref<?x40xi32>
        %y = memref.load %T[%i, %k] : memref<?x40xi32>
        %k1 = arith.addi %k, %c1 : index
        %z = memref.load %T[%k1, %j] : memref<?x40xi32>
        %t = arith.addi %y, %z : i32
        %c = arith.cmpi sge, %x, %t : i32
        %r = arith.select %c, %x, %t : i32
        memref.store %r, %T[%i, %j] : memref<?x40xi32>
      }
    }
  }
  return
}

// Unsigned min with arith.minui, terms T[i][k] + T[k+2][j] (rows i + 3 on),
// j below n - 1.
func.func @uminrow(%T: memref<?x40xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %ii = %c0 to %n step %c1 {
    %n1 = arith.subi %n, %ii : index
    %i = arith.subi %n1, %c1 : index
    %ip = arith.addi %i, %c1 : index
    %n1m = arith.subi %n, %c1 : index
    scf.for %j = %ip to %n1m step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a0 = memref.load %T[%i, %j] : memref<?x40xi32>
      %a1 = memref.load %T[%i, %jm] : memref<?x40xi32>
      %a2 = arith.minui %a1, %a0 : i32
      memref.store %a2, %T[%i, %j] : memref<?x40xi32>
      scf.for %k = %ip to %j step %c1 {
        %x = memref.load %T[%i, %j] : memref<?x40xi32>
        %y = memref.load %T[%i, %k] : memref<?x40xi32>
        %k2 = arith.addi %k, %c2 : index
        %z = memref.load %T[%k2, %j] : memref<?x40xi32>
        %t = arith.addi %y, %z : i32
        %r = arith.minui %x, %t : i32
        memref.store %r, %T[%i, %j] : memref<?x40xi32>
      }
    }
  }
  return
}

// Not blocked: the term reads T[i][j-1], the cell left of the updated one.
func.func @left(%T: memref<?x40xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %ii = %c0 to %n step %c1 {
    %n1 = arith.subi %n, %ii : index
    %i = arith.subi %n1, %c1 : index
    %ip = arith.addi %i, %c1 : index
    scf.for %j = %ip to %n step %c1 {
      scf.for %k = %ip to %j step %c1 {
        %jm = arith.subi %j, %c1 : index
        %x = memref.load %T[%i, %j] : memref<?x40xi32>
        %y = memref.load %T[%i, %jm] : memref<?x40xi32>
        %k1 = arith.addi %k, %c1 : index
        %z = memref.load %T[%k1, %j] : memref<?x40xi32>
        %t = arith.addi %y, %z : i32
        %c = arith.cmpi sgt, %x, %t : i32
        %r = arith.select %c, %x, %t : i32
        memref.store %r, %T[%i, %j] : memref<?x40xi32>
      }
    }
  }
  return
}

// Not blocked: the term T[k-1][j] + 1 reads row k - 1, row i itself at
// k = i + 1: the cell after T[i][j] = max(T[i][j], T[i][j-1], 10^6 (n - i)),
// which phase one would not see (the rows below have smaller bounds: each
// cell one more than its left neighbour in order, not in blocks).
func.func @rowdown(%T: memref<?x40xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %mega = arith.constant 1000000 : i32
  scf.for %ii = %c0 to %n step %c1 {
    %n1 = arith.subi %n, %ii : index
    %i = arith.subi %n1, %c1 : index
    %ip = arith.addi %i, %c1 : index
    %ii1 = arith.addi %ii, %c1 : index
    %ni = arith.index_cast %ii1 : index to i32
    %bound = arith.muli %ni, %mega : i32
    scf.for %j = %ip to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a0 = memref.load %T[%i, %j] : memref<?x40xi32>
      %a1 = memref.load %T[%i, %jm] : memref<?x40xi32>
      %ac = arith.cmpi sge, %a0, %a1 : i32
      %a2 = arith.select %ac, %a0, %a1 : i32
      memref.store %a2, %T[%i, %j] : memref<?x40xi32>
      %b0 = memref.load %T[%i, %j] : memref<?x40xi32>
      %bc = arith.cmpi sge, %b0, %bound : i32
      %b2 = arith.select %bc, %b0, %bound : i32
      memref.store %b2, %T[%i, %j] : memref<?x40xi32>
      scf.for %k = %ip to %j step %c1 {
        %x = memref.load %T[%i, %j] : memref<?x40xi32>
        %k1 = arith.subi %k, %c1 : index
        %z = memref.load %T[%k1, %j] : memref<?x40xi32>
        %t = arith.addi %z, %one : i32
        %c = arith.cmpi sge, %x, %t : i32
        %r = arith.select %c, %x, %t : i32
        memref.store %r, %T[%i, %j] : memref<?x40xi32>
      }
    }
  }
  return
}

// T[i][j] = ((7i + 13j + s) mod 101) - 50 on 40 x 40; S[i] = (i + 1) mod 4.
func.func @init(%T: memref<?x40xi32>, %S: memref<?xi8>, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c13 = arith.constant 13 : index
  %c40 = arith.constant 40 : index
  %c50 = arith.constant 50 : index
  %c101 = arith.constant 101 : index
  scf.for %i = %c0 to %c40 step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %b = arith.remui %i1, %c4 : index
    %bi = arith.index_cast %b : index to i8
    memref.store %bi, %S[%i] : memref<?xi8>
    scf.for %j = %c0 to %c40 step %c1 {
      %a = arith.muli %i, %c7 : index
      %b2 = arith.muli %j, %c13 : index
      %v0 = arith.addi %a, %b2 : index
      %v1 = arith.addi %v0, %s : index
      %v2 = arith.remui %v1, %c101 : index
      %v3 = arith.subi %v2, %c50 : index
      %v = arith.index_cast %v3 : index to i32
      memref.store %v, %T[%i, %j] : memref<?x40xi32>
    }
  }
  return
}

// sum of T[i][j] * (40 i + j + 1), signed, in i64.
func.func @sum(%T: memref<?x40xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %c40 step %c1 iter_args(%a = %z) -> (i64) {
    %r2 = scf.for %j = %c0 to %c40 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %T[%i, %j] : memref<?x40xi32>
      %v64 = arith.extsi %v : i32 to i64
      %p0 = arith.muli %i, %c40 : index
      %p1 = arith.addi %p0, %j : index
      %p2 = arith.addi %p1, %c1 : index
      %w = arith.index_cast %p2 : index to i64
      %t = arith.muli %v64, %w : i64
      %s = arith.addi %b, %t : i64
      scf.yield %s : i64
    }
    scf.yield %r2 : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @run(%T: memref<?x40xi32>, %S: memref<?xi8>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  func.call @init(%T, %S, %c0) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  func.call @nussinov(%T, %S, %n) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  func.call @sum(%T) : (memref<?x40xi32>) -> ()
  func.call @init(%T, %S, %c1) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  func.call @uminrow(%T, %n) : (memref<?x40xi32>, index) -> ()
  func.call @sum(%T) : (memref<?x40xi32>) -> ()
  func.call @init(%T, %S, %c2) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  func.call @left(%T, %n) : (memref<?x40xi32>, index) -> ()
  func.call @sum(%T) : (memref<?x40xi32>) -> ()
  func.call @init(%T, %S, %c3) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  func.call @rowdown(%T, %n) : (memref<?x40xi32>, index) -> ()
  func.call @sum(%T) : (memref<?x40xi32>) -> ()
  return
}

func.func @main() {
  %c40 = arith.constant 40 : index
  %T = memref.alloc(%c40) : memref<?x40xi32>
  %S = memref.alloc(%c40) : memref<?xi8>
  %n0 = arith.constant 0 : index
  func.call @run(%T, %S, %n0) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  %n1 = arith.constant 1 : index
  func.call @run(%T, %S, %n1) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  %n5 = arith.constant 5 : index
  func.call @run(%T, %S, %n5) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  %n16 = arith.constant 16 : index
  func.call @run(%T, %S, %n16) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  %n17 = arith.constant 17 : index
  func.call @run(%T, %S, %n17) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  %n40 = arith.constant 40 : index
  func.call @run(%T, %S, %n40) : (memref<?x40xi32>, memref<?xi8>, index) -> ()
  memref.dealloc %T : memref<?x40xi32>
  memref.dealloc %S : memref<?xi8>
  return
}
