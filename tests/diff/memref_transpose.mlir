// Differential test: memref.transpose of a static 2x3 matrix, of a dynamic
// one passed to a function (its strides from the descriptor), of a strided
// subview (offset kept), and a 3-d permutation; each read element by
// element. -O2's canonicalize composes the transpose of a transpose.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --expand-strided-metadata --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main > %t.loopc.out
// RUN: diff %t.mlir.out %t.loopc.out
// RUN: %loopc run %s -e main -O0 > %t.O0.out
// RUN: diff %t.mlir.out %t.O0.out
// RUN: %loopc %s -O2 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir --expand-strided-metadata --finalize-memref-to-llvm %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o

// CHECK: 0, 3, 1, 4, 2, 5,
// CHECK-NEXT: 0, 3, 1, 4, 2, 5,
// CHECK-NEXT: 4, 5,
// CHECK-NEXT: 0, 12, 1, 13, 2, 14, 3, 15, 4, 16, 5, 17, 6, 18, 7, 19, 8, 20, 9, 21, 10, 22, 11, 23,
// CHECK-NEXT: 0, 1, 2, 3, 4, 5,

func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

// Every element of a ?x? memref of any strides, row by row.
func.func @dump(%m: memref<?x?xi64, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %c = memref.dim %m, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %x = memref.load %m[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      func.call @show(%x) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @transpose_dyn(%m: memref<?x?xi64>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xi64> to memref<?x?xi64, strided<[1, ?]>>
  %u = memref.cast %t : memref<?x?xi64, strided<[1, ?]>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @dump(%u) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  // a[i][j] = 3 i + j, 2x3.
  %a = memref.alloc() : memref<2x3xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i64
      memref.store %v, %a[%i, %j] : memref<2x3xi64>
    }
  }
  %t = memref.transpose %a (i, j) -> (j, i) : memref<2x3xi64> to memref<3x2xi64, strided<[1, 3]>>
  %tc = memref.cast %t : memref<3x2xi64, strided<[1, 3]>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @dump(%tc) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %ad = memref.cast %a : memref<2x3xi64> to memref<?x?xi64>
  func.call @transpose_dyn(%ad) : (memref<?x?xi64>) -> ()
  // The second row's last two elements, transposed: a 2x1 column.
  %s = memref.subview %a[1, 1] [1, 2] [1, 1] : memref<2x3xi64> to memref<1x2xi64, strided<[3, 1], offset: 4>>
  %st = memref.transpose %s (i, j) -> (j, i) : memref<1x2xi64, strided<[3, 1], offset: 4>> to memref<2x1xi64, strided<[1, 3], offset: 4>>
  %sc = memref.cast %st : memref<2x1xi64, strided<[1, 3], offset: 4>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @dump(%sc) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  // b[i][j][k] = 12 i + 4 j + k, 2x3x4, permuted to (k, j, i)... read as
  // a 4*3 x 2 matrix after collapsing.
  %b = memref.alloc() : memref<2x3x4xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %i12 = arith.muli %i, %c4 : index
        %i12b = arith.muli %i12, %c3 : index
        %j4 = arith.muli %j, %c4 : index
        %s1 = arith.addi %i12b, %j4 : index
        %s2 = arith.addi %s1, %k : index
        %v = arith.index_cast %s2 : index to i64
        memref.store %v, %b[%i, %j, %k] : memref<2x3x4xi64>
      }
    }
  }
  %bt = memref.transpose %b (d0, d1, d2) -> (d1, d2, d0) : memref<2x3x4xi64> to memref<3x4x2xi64, strided<[4, 1, 12]>>
  scf.for %j = %c0 to %c3 step %c1 {
    scf.for %k = %c0 to %c4 step %c1 {
      scf.for %i = %c0 to %c2 step %c1 {
        %x = memref.load %bt[%j, %k, %i] : memref<3x4x2xi64, strided<[4, 1, 12]>>
        func.call @show(%x) : (i64) -> ()
      }
    }
  }
  func.call @printNewline() : () -> ()
  // A transpose of a transpose (composed by -O2 into the identity).
  %tt = memref.transpose %t (i, j) -> (j, i) : memref<3x2xi64, strided<[1, 3]>> to memref<2x3xi64, strided<[3, 1]>>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %x = memref.load %tt[%i, %j] : memref<2x3xi64, strided<[3, 1]>>
      func.call @show(%x) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<2x3xi64>
  memref.dealloc %b : memref<2x3x4xi64>
  return
}
