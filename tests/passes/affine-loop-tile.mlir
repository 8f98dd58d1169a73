// affine-loop-tile tiles the perfectly nested loop.for band that starts at
// each outermost loop (MLIR's affine-loop-tile on the scf form): tile loops
// stepping by size * step around intra-tile loops that end at the tile's
// end or the loop's, whichever comes first; with `separate`, whole tiles
// run a copy without the minimum. Only where every dependence of the band
// has a distance >= 0 in each of its loops (MLIR 22 also tiles the
// distance (1, -1) of @skewed, which changes its results). Both of
// mlir-opt's option forms; not in any -O level.
// RUN: %loopc --print-names=source %s --affine-loop-tile=tile-size=8 --split-input-file | FileCheck %s
// RUN: %loopc --print-names=source %s "--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=8}))" --split-input-file | FileCheck %s
// RUN: %loopc --print-names=source %s '--affine-loop-tile=tile-sizes=4,8 separate' --split-input-file | FileCheck %s --check-prefix=SEP
// RUN: %loopc --print-names=source %s --affine-loop-tile=cache-size=1 --split-input-file | FileCheck %s --check-prefix=CACHE
// RUN: %if mlir-opt %{ %loopc %s '--affine-loop-tile=tile-sizes=4,8 separate' --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O3
// O3-NOT: IR Dump After affine-loop-tile
// RUN: not %loopc %s '--affine-loop-tile=tile-sizes=4,x' 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: affine-loop-tile: invalid tile size 'x' (expected a positive integer)

// A product over arguments that do not alias: the three loops tiled by 8
// (j's tile loop steps by 16, j's own step being 2).
// CHECK-LABEL: func.func @mm
// CHECK:         %[[T8:.*]] = arith.constant 8 : index
// CHECK:         %[[T16:.*]] = arith.constant 16 : index
// CHECK:         scf.for %[[II:.*]] = %c0 to %n step %[[T8]] {
// CHECK:           scf.for %[[JJ:.*]] = %c0 to %n step %[[T16]] {
// CHECK:             scf.for %[[KK:.*]] = %c0 to %n step
// CHECK:               %[[IE:.*]] = arith.addi %[[II]], %[[T8]] : index
// CHECK:               %[[IM:.*]] = arith.minsi %[[IE]], %n : index
// CHECK:               %[[JE:.*]] = arith.addi %[[JJ]], %[[T16]] : index
// CHECK:               %[[JM:.*]] = arith.minsi %[[JE]], %n : index
// CHECK:               %[[KE:.*]] = arith.addi %[[KK]]
// CHECK:               %[[KM:.*]] = arith.minsi %[[KE]], %n : index
// CHECK:               scf.for %i = %[[II]] to %[[IM]] step %c1 {
// CHECK:                 scf.for %j = %[[JJ]] to %[[JM]] step %c2 {
// CHECK:                   scf.for %k = %[[KK]] to %[[KM]] step %c1 {
// CHECK:                     memref.store
// The first two loops by 4 and 8, k by MLIR's default 4; whole tiles
// without the minimum:
// SEP-LABEL: func.func @mm
// SEP:         arith.cmpi sle
// SEP:         scf.if %{{.*}} {
// SEP:           scf.for %i = %{{.*}} to %[[W:.*]] step %c1 {
// SEP:         } else {
// SEP:           scf.for %i = %{{.*}} to %[[M:.*]] step %c1 {
// With a 1 KiB cache: the largest power of two T with 3 * 8 * T^2 bytes
// (each access has two of the band's loops) at most 1024, 4.
// CACHE-LABEL: func.func @mm
// CACHE:         %[[T:.*]] = arith.constant 4 : index
// CACHE:         scf.for %{{.*}} = %c0 to %n step %[[T]] {
// CACHE-LABEL: func.func @skewed
// CACHE-NOT:     arith.minsi
func.func @mm(%A: memref<64x64xf64> {llvm.noalias}, %B: memref<64x64xf64> {llvm.noalias},
              %C: memref<64x64xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c2 {
      scf.for %k = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %k] : memref<64x64xf64>
        %b = memref.load %B[%k, %j] : memref<64x64xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<64x64xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<64x64xf64>
      }
    }
  }
  return
}

// -----

// A[i][j] = A[i-1][j+1]: the distance (1, -1) forbids tiling (a tile would
// read A[i-1][j+1] before the tile to its right wrote it).
// CHECK-LABEL: func.func @skewed
// CHECK-NOT:     arith.minsi
// SEP-LABEL: func.func @skewed
// SEP-NOT:     scf.if
func.func @skewed(%A: memref<64x64xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c1 to %c64 step %c1 {
    scf.for %j = %c0 to %c63 step %c1 {
      %i1 = arith.subi %i, %c1 : index
      %j1 = arith.addi %j, %c1 : index
      %v = memref.load %A[%i1, %j1] : memref<64x64xf64>
      memref.store %v, %A[%i, %j] : memref<64x64xf64>
    }
  }
  return
}

// -----

// A[i][j] = A[i-1][j] + A[i][j-1]: distances (1, 0) and (0, 1), tiled.
// CHECK-LABEL: func.func @sweep
// SEP-LABEL: func.func @sweep
// CACHE-LABEL: func.func @sweep
// CHECK:         scf.for %[[II:.*]] = %c1 to %c64 step
// CHECK:           scf.for %[[JJ:.*]] = %c1 to %c64 step
// CHECK:             scf.for %i = %[[II]] to
// CHECK:               scf.for %j = %[[JJ]] to
func.func @sweep(%A: memref<64x64xf64>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c1 to %c64 step %c1 {
    scf.for %j = %c1 to %c64 step %c1 {
      %i1 = arith.subi %i, %c1 : index
      %j1 = arith.subi %j, %c1 : index
      %u = memref.load %A[%i1, %j] : memref<64x64xf64>
      %l = memref.load %A[%i, %j1] : memref<64x64xf64>
      %s = arith.addf %u, %l : f64
      memref.store %s, %A[%i, %j] : memref<64x64xf64>
    }
  }
  return
}

// -----

// Arguments that may alias (C may be A or B): any distance, not tiled. A
// triangular nest: j's bound is i, so the band is i alone (strip-mined).
// CHECK-LABEL: func.func @may_alias
// CHECK-NOT:     arith.minsi
// CHECK-LABEL: func.func @triangle
// CHECK:         scf.for %[[II:.*]] = %c0 to %n step
// CHECK:           %[[IM:.*]] = arith.minsi
// CHECK:           scf.for %i = %[[II]] to %[[IM]] step %c1 {
// CHECK-NEXT:        scf.for %j = %c0 to %i step %c1 {
func.func @may_alias(%A: memref<64x64xf64>, %B: memref<64x64xf64>, %C: memref<64x64xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %j] : memref<64x64xf64>
      %b = memref.load %B[%j, %i] : memref<64x64xf64>
      %s = arith.addf %a, %b : f64
      memref.store %s, %C[%i, %j] : memref<64x64xf64>
    }
  }
  return
}
func.func @triangle(%A: memref<64x64xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      memref.store %z, %A[%i, %j] : memref<64x64xf64>
    }
  }
  return
}
