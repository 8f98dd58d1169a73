// Differential test of affine-loop-tile on affine.for (MLIR's form of the
// pass): a product C += A * B (j counting by 2), a sweep A[i][j] =
// A[i-1][j] + A[i][j-1] (distances (1, 0) and (0, 1), tiled) and one
// reading A[i-1][j+1] (distance (1, -1), which must not be tiled: mlir-opt
// 22 tiles it and changes the result), on sizes no tile size divides
// (37 x 29 x 23), with tile sizes 5, 4 x 8 with separate full tiles, and
// the cache model's. Every f64 result is summed bit for bit (bitcast to
// i64), so a read before its write shows.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main -O0 --affine-loop-tile=tile-size=5 > %t.t5.out
// RUN: diff %t.mlir.out %t.t5.out
// RUN: %loopc run %s -e main -O3 '--affine-loop-tile=tile-sizes=4,8 separate' > %t.sep.out
// RUN: diff %t.mlir.out %t.sep.out
// RUN: %loopc run %s -e main -O0 --affine-loop-tile=cache-size=1 > %t.cache.out
// RUN: diff %t.mlir.out %t.cache.out
// RUN: %loopc %s '--affine-loop-tile=tile-sizes=4,8 separate' --syntax=modern > %t.tiled.mlir
// RUN: %mlir_opt %t.tiled.mlir --lower-affine %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.tiled.out
// RUN: diff %t.mlir.out %t.tiled.out
// It fires on the product (not separated: j's step is 2) and the sweep,
// not on the skewed sweep:
// RUN: FileCheck %s --check-prefix=IR < %t.tiled.mlir
// IR-LABEL: func.func @mm
// IR:         affine.for %{{.*}} = 0 to %{{.*}} step 4 {
// IR-NEXT:      affine.for %{{.*}} = 0 to %{{.*}} step 16 {
// IR-NOT:     affine.if
// IR-LABEL: func.func @sweep
// IR:         affine.if
// IR-LABEL: func.func @skewed
// IR-NOT:     affine.if
// IR-LABEL: func.func @fill

// The three bit sums, the same in MLIR and every loopc run:
// CHECK-COUNT-3: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

func.func @mm(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
              %C: memref<?x?xf64> {llvm.noalias}, %m: index, %n: index, %p: index) {
  affine.for %i = 0 to %m {
    affine.for %j = 0 to %n step 2 {
      affine.for %k = 0 to %p {
        %a = affine.load %A[%i, %k] : memref<?x?xf64>
        %b = affine.load %B[%k, %j] : memref<?x?xf64>
        %x = arith.mulf %a, %b : f64
        %c = affine.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %x : f64
        affine.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

func.func @sweep(%A: memref<?x?xf64>, %m: index, %n: index) {
  %h = arith.constant 0.5 : f64
  affine.for %i = 1 to %m {
    affine.for %j = 1 to %n {
      %u = affine.load %A[%i - 1, %j] : memref<?x?xf64>
      %l = affine.load %A[%i, %j - 1] : memref<?x?xf64>
      %c = affine.load %A[%i, %j] : memref<?x?xf64>
      %s = arith.addf %u, %l : f64
      %t = arith.mulf %s, %h : f64
      %r = arith.addf %t, %c : f64
      affine.store %r, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @skewed(%A: memref<?x?xf64>, %m: index, %n: index) {
  %h = arith.constant 0.75 : f64
  affine.for %i = 1 to %m {
    affine.for %j = 0 to affine_map<()[s0] -> (s0 - 1)>()[%n] {
      %u = affine.load %A[%i - 1, %j + 1] : memref<?x?xf64>
      %c = affine.load %A[%i, %j] : memref<?x?xf64>
      %t = arith.mulf %u, %h : f64
      %r = arith.addf %t, %c : f64
      affine.store %r, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// M[i][j] = ((i * 7 + j * 3 + seed) mod 11) / 7 - 0.6
func.func @fill(%M: memref<?x?xf64>, %rows: index, %n: index, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %s = arith.constant 7.0 : f64
  %o = arith.constant 0.6 : f64
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = arith.muli %i, %c7 : index
      %b = arith.muli %j, %c3 : index
      %ab = arith.addi %a, %b : index
      %abs = arith.addi %ab, %seed : index
      %m = arith.remui %abs, %c11 : index
      %mi = arith.index_cast %m : index to i64
      %f = arith.sitofp %mi : i64 to f64
      %g = arith.divf %f, %s : f64
      %h = arith.subf %g, %o : f64
      memref.store %h, %M[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// The sum of M's elements' bits (as i64, wrapping), each times its position + 1.
func.func @bits(%M: memref<?x?xf64>, %rows: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %z) -> (i64) {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %x = memref.load %M[%i, %j] : memref<?x?xf64>
      %b = arith.bitcast %x : f64 to i64
      %in = arith.muli %i, %n : index
      %p = arith.addi %in, %j : index
      %p1 = arith.addi %p, %c1 : index
      %pi = arith.index_cast %p1 : index to i64
      %bp = arith.muli %b, %pi : i64
      %s = arith.addi %acc2, %bp : i64
      scf.yield %s : i64
    }
    scf.yield %r2 : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m = arith.constant 37 : index
  %n = arith.constant 29 : index
  %p = arith.constant 23 : index
  %big = arith.constant 37 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %A = memref.alloc(%big, %big) : memref<?x?xf64>
  %B = memref.alloc(%big, %big) : memref<?x?xf64>
  %C = memref.alloc(%big, %big) : memref<?x?xf64>
  func.call @fill(%A, %big, %big, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%B, %big, %big, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%C, %big, %big, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @mm(%A, %B, %C, %m, %n, %p) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> ()
  func.call @bits(%C, %big, %big) : (memref<?x?xf64>, index, index) -> ()
  func.call @sweep(%A, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%A, %big, %big) : (memref<?x?xf64>, index, index) -> ()
  func.call @skewed(%B, %m, %n) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%B, %big, %big) : (memref<?x?xf64>, index, index) -> ()
  memref.dealloc %A : memref<?x?xf64>
  memref.dealloc %B : memref<?x?xf64>
  memref.dealloc %C : memref<?x?xf64>
  return
}
