// Differential test of time-skew-tile (-O3, loopc run's default, on one
// thread the tiled nest, on two and three its waves of tiles in parallel):
// jacobi-2d's two
// sweeps (A -> B, B -> A: skew 2, offsets 0 and 1), fdtd-2d's four (a
// point sweep on row 0 from fict[t], then ey, ex, hz: skew 1), and one
// in-place sweep (A[i][j] from A[i-1][j] and A[i+1][j]: skew 1), on grids
// of 30, 7 and 3 rows (fewer rows than a tile's window, and no inner row)
// by 40 and 37 columns, over 0, 1, 7 and 9 time steps (tiles of 4 with
// steps left over), one time loop from 2 rather than 0, and jacobi-2d with
// A and B the same buffer (the overlap check fails: the original nest
// runs), and the three on 300 rows over 50, 11 and 40 steps (8 blocks of
// rows a band, waves of 4 tiles on several threads: if a wave held a tile
// and one it depends on, the threads would race), jacobi-2d on 20 rows over
// 50 steps and the in-place sweep on 10 over 40 (blocks of f*T rows, the
// fewest for which a tile depends on no tile of its wave), and heat-3d's
// shape (planes of 40 x 40, beyond L1: the waves alone on several
// threads, with l2-bytes) on 20 and 3 planes and in place. Every result's bits are summed (bitcast to i64), so any change of
// the order of operations shows; the data are not small integers.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.native1.out
// RUN: diff %t.mlir.out %t.native1.out
// RUN: %loopc run %s -e main --threads 2 > %t.native2.out
// RUN: diff %t.mlir.out %t.native2.out
// RUN: %loopc run %s -e main --threads 3 > %t.native3.out
// RUN: diff %t.mlir.out %t.native3.out
// RUN: %loopc run %s -e main --threads 1 --portable > %t.portable.out
// RUN: diff %t.mlir.out %t.portable.out
// RUN: %loopc run %s -e main -O0 > %t.o0.out
// RUN: diff %t.mlir.out %t.o0.out
// RUN: %loopc %s -O3 --syntax=modern > %t.opt.mlir
// RUN: %mlir_opt %t.opt.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.opt.out
// RUN: diff %t.mlir.out %t.opt.out
// It fires on all three kernels:
// RUN: %loopc %s -O3 | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @jacobi2d
// IR:         scf.if %{{.*}} {
// IR:           scf.if %true {
// IR:             scf.for %{{.*}} step %c4 {
// IR:             } {loopc.time_tiled}
// IR:             scf.for
// IR:               scf.parallel
// IR:             } {loopc.time_tiled}
// IR:           } {loopc.one_thread}
// IR:         } {loopc.disjoint_args}
// IR-LABEL: func.func @fdtd
// IR:             scf.for %{{.*}} step %c4 {
// IR:               scf.parallel
// IR:           } {loopc.one_thread}
// IR-LABEL: func.func @inplace
// IR:           scf.for %{{.*}} step %c4 {
// IR:             scf.parallel
// IR:         } {loopc.one_thread}
// IR-LABEL: func.func @planes
// IR-NOT:       loopc.one_thread
// IR-LABEL: func.func @run_planes
// heat-3d's shape gets the waves alone only with l2-bytes (off by default):
// RUN: %loopc %s --time-skew-tile=l2-bytes=524288 --syntax=modern > %t.l2.mlir
// RUN: FileCheck %s --check-prefix=L2 < %t.l2.mlir
// RUN: %loopc run %t.l2.mlir -e main --threads 2 > %t.l2.2.out
// RUN: diff %t.mlir.out %t.l2.2.out
// RUN: %loopc run %t.l2.mlir -e main --threads 3 > %t.l2.3.out
// RUN: diff %t.mlir.out %t.l2.3.out
// RUN: %mlir_opt %t.l2.mlir %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.l2.mlir.out
// RUN: diff %t.mlir.out %t.l2.mlir.out
// L2-LABEL: func.func @planes
// L2:           scf.if %true {
// L2-NOT:         loopc.time_tiled
// L2:           } else {
// L2:             scf.for
// L2:               scf.parallel
// L2:             } {loopc.time_tiled}
// L2:           } {loopc.one_thread}

// The bit sums, the same in MLIR and every loopc run:
// CHECK-COUNT-36: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// PolyBench's jacobi-2d on rows x cols of memrefs of 40 columns.
func.func @jacobi2d(%A: memref<?x40xf64>, %B: memref<?x40xf64>, %n: index, %m: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 0.2 : f64
  %n1 = arith.subi %n, %c1 : index
  %m1 = arith.subi %m, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %n1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c1 to %m1 step %c1 {
        %jp = arith.addi %j, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %a = memref.load %A[%i, %j] : memref<?x40xf64>
        %b = memref.load %A[%i, %jm] : memref<?x40xf64>
        %c = memref.load %A[%i, %jp] : memref<?x40xf64>
        %d = memref.load %A[%ip, %j] : memref<?x40xf64>
        %e = memref.load %A[%im, %j] : memref<?x40xf64>
        %s1 = arith.addf %a, %b : f64
        %s2 = arith.addf %s1, %c : f64
        %s3 = arith.addf %s2, %d : f64
        %s4 = arith.addf %s3, %e : f64
        %r = arith.mulf %k, %s4 : f64
        memref.store %r, %B[%i, %j] : memref<?x40xf64>
      }
    }
    scf.for %i = %c1 to %n1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c1 to %m1 step %c1 {
        %jp = arith.addi %j, %c1 : index
        %jm = arith.subi %j, %c1 : index
        %a = memref.load %B[%i, %j] : memref<?x40xf64>
        %b = memref.load %B[%i, %jm] : memref<?x40xf64>
        %c = memref.load %B[%i, %jp] : memref<?x40xf64>
        %d = memref.load %B[%ip, %j] : memref<?x40xf64>
        %e = memref.load %B[%im, %j] : memref<?x40xf64>
        %s1 = arith.addf %a, %b : f64
        %s2 = arith.addf %s1, %c : f64
        %s3 = arith.addf %s2, %d : f64
        %s4 = arith.addf %s3, %e : f64
        %r = arith.mulf %k, %s4 : f64
        memref.store %r, %A[%i, %j] : memref<?x40xf64>
      }
    }
  }
  return
}

// PolyBench's fdtd-2d, the time loop from 2 to steps + 2.
func.func @fdtd(%ex: memref<?x40xf64>, %ey: memref<?x40xf64>, %hz: memref<?x40xf64>, %fict: memref<?xf64>, %nx: index, %ny: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %h = arith.constant 0.5 : f64
  %q = arith.constant 0.7 : f64
  %nx1 = arith.subi %nx, %c1 : index
  %ny1 = arith.subi %ny, %c1 : index
  %tend = arith.addi %steps, %c2 : index
  scf.for %t = %c2 to %tend step %c1 {
    scf.for %j = %c0 to %ny step %c1 {
      %f = memref.load %fict[%t] : memref<?xf64>
      memref.store %f, %ey[%c0, %j] : memref<?x40xf64>
    }
    scf.for %i = %c1 to %nx step %c1 {
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %ny step %c1 {
        %a = memref.load %ey[%i, %j] : memref<?x40xf64>
        %b = memref.load %hz[%i, %j] : memref<?x40xf64>
        %c = memref.load %hz[%im, %j] : memref<?x40xf64>
        %d = arith.subf %b, %c : f64
        %e = arith.mulf %d, %h : f64
        %r = arith.subf %a, %e : f64
        memref.store %r, %ey[%i, %j] : memref<?x40xf64>
      }
    }
    scf.for %i = %c0 to %nx step %c1 {
      scf.for %j = %c1 to %ny step %c1 {
        %jm = arith.subi %j, %c1 : index
        %a = memref.load %ex[%i, %j] : memref<?x40xf64>
        %b = memref.load %hz[%i, %j] : memref<?x40xf64>
        %c = memref.load %hz[%i, %jm] : memref<?x40xf64>
        %d = arith.subf %b, %c : f64
        %e = arith.mulf %d, %h : f64
        %r = arith.subf %a, %e : f64
        memref.store %r, %ex[%i, %j] : memref<?x40xf64>
      }
    }
    scf.for %i = %c0 to %nx1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      scf.for %j = %c0 to %ny1 step %c1 {
        %jp = arith.addi %j, %c1 : index
        %a = memref.load %hz[%i, %j] : memref<?x40xf64>
        %b = memref.load %ex[%i, %jp] : memref<?x40xf64>
        %c = memref.load %ex[%i, %j] : memref<?x40xf64>
        %d = arith.subf %b, %c : f64
        %e = memref.load %ey[%ip, %j] : memref<?x40xf64>
        %f = arith.addf %d, %e : f64
        %g = memref.load %ey[%i, %j] : memref<?x40xf64>
        %k = arith.subf %f, %g : f64
        %l = arith.mulf %k, %q : f64
        %r = arith.subf %a, %l : f64
        memref.store %r, %hz[%i, %j] : memref<?x40xf64>
      }
    }
  }
  return
}

// One in-place sweep: row i from the new row i - 1 and the old row i + 1.
func.func @inplace(%A: memref<?x40xf64>, %n: index, %m: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 0.5 : f64
  %n1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %n1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %m step %c1 {
        %a = memref.load %A[%im, %j] : memref<?x40xf64>
        %b = memref.load %A[%ip, %j] : memref<?x40xf64>
        %c = memref.load %A[%i, %j] : memref<?x40xf64>
        %s = arith.addf %a, %b : f64
        %s2 = arith.subf %s, %c : f64
        %r = arith.mulf %s2, %k : f64
        memref.store %r, %A[%i, %j] : memref<?x40xf64>
      }
    }
  }
  return
}

func.func @run_jacobi(%A: memref<?x40xf64>, %B: memref<?x40xf64>, %n: index, %m: index, %steps: index, %seed: index) {
  %c40 = arith.constant 40 : index
  %a = memref.cast %A : memref<?x40xf64> to memref<?x?xf64>
  %b = memref.cast %B : memref<?x40xf64> to memref<?x?xf64>
  func.call @fill(%a, %n, %c40, %seed) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%b, %n, %c40, %seed) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @jacobi2d(%A, %B, %n, %m, %steps) : (memref<?x40xf64>, memref<?x40xf64>, index, index, index) -> ()
  func.call @bits(%a, %n, %c40) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%b, %n, %c40) : (memref<?x?xf64>, index, index) -> ()
  return
}

func.func @run_fdtd(%X: memref<?x40xf64>, %Y: memref<?x40xf64>, %Z: memref<?x40xf64>, %F: memref<?xf64>, %n: index, %m: index, %steps: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c40 = arith.constant 40 : index
  %x = memref.cast %X : memref<?x40xf64> to memref<?x?xf64>
  %y = memref.cast %Y : memref<?x40xf64> to memref<?x?xf64>
  %z = memref.cast %Z : memref<?x40xf64> to memref<?x?xf64>
  func.call @fill(%x, %n, %c40, %c1) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%y, %n, %c40, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fill(%z, %n, %c40, %c3) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @fdtd(%X, %Y, %Z, %F, %n, %m, %steps) : (memref<?x40xf64>, memref<?x40xf64>, memref<?x40xf64>, memref<?xf64>, index, index, index) -> ()
  func.call @bits(%x, %n, %c40) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%y, %n, %c40) : (memref<?x?xf64>, index, index) -> ()
  func.call @bits(%z, %n, %c40) : (memref<?x?xf64>, index, index) -> ()
  return
}

func.func @run_inplace(%A: memref<?x40xf64>, %n: index, %m: index, %steps: index) {
  %c2 = arith.constant 2 : index
  %c40 = arith.constant 40 : index
  %a = memref.cast %A : memref<?x40xf64> to memref<?x?xf64>
  func.call @fill(%a, %n, %c40, %c2) : (memref<?x?xf64>, index, index, index) -> ()
  func.call @inplace(%A, %n, %m, %steps) : (memref<?x40xf64>, index, index, index) -> ()
  func.call @bits(%a, %n, %c40) : (memref<?x?xf64>, index, index) -> ()
  return
}

// heat-3d's shape: planes of 40 x 40 doubles, B from A's planes i-1 and
// i+1, then A from B's; its window exceeds L1, so the waves alone (one
// thread runs the original nest).
func.func @planes(%A: memref<?x40x40xf64>, %B: memref<?x40x40xf64>, %n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %h = arith.constant 0.25 : f64
  %n1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %n1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %c40 step %c1 {
        scf.for %k = %c0 to %c40 step %c1 {
          %a = memref.load %A[%im, %j, %k] : memref<?x40x40xf64>
          %b = memref.load %A[%ip, %j, %k] : memref<?x40x40xf64>
          %c = memref.load %A[%i, %j, %k] : memref<?x40x40xf64>
          %s1 = arith.addf %a, %b : f64
          %s2 = arith.mulf %s1, %h : f64
          %s3 = arith.addf %s2, %c : f64
          memref.store %s3, %B[%i, %j, %k] : memref<?x40x40xf64>
        }
      }
    }
    scf.for %i = %c1 to %n1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %c40 step %c1 {
        scf.for %k = %c0 to %c40 step %c1 {
          %a = memref.load %B[%im, %j, %k] : memref<?x40x40xf64>
          %b = memref.load %B[%ip, %j, %k] : memref<?x40x40xf64>
          %c = memref.load %B[%i, %j, %k] : memref<?x40x40xf64>
          %s1 = arith.addf %a, %b : f64
          %s2 = arith.mulf %s1, %h : f64
          %s3 = arith.subf %c, %s2 : f64
          memref.store %s3, %A[%i, %j, %k] : memref<?x40x40xf64>
        }
      }
    }
  }
  return
}

func.func @run_planes(%A: memref<?x40x40xf64>, %B: memref<?x40x40xf64>, %n: index, %steps: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  func.call @fill3(%A, %n, %c1) : (memref<?x40x40xf64>, index, index) -> ()
  func.call @fill3(%B, %n, %c4) : (memref<?x40x40xf64>, index, index) -> ()
  func.call @planes(%A, %B, %n, %steps) : (memref<?x40x40xf64>, memref<?x40x40xf64>, index, index) -> ()
  func.call @bits3(%A, %n) : (memref<?x40x40xf64>, index) -> ()
  func.call @bits3(%B, %n) : (memref<?x40x40xf64>, index) -> ()
  return
}

// @fill and @bits on planes: the element (i, j, k) as (i, 40 j + k).
func.func @fill3(%M: memref<?x40x40xf64>, %rows: index, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c40 = arith.constant 40 : index
  %s = arith.constant 7.0 : f64
  %o = arith.constant 0.6 : f64
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      scf.for %k = %c0 to %c40 step %c1 {
        %jk0 = arith.muli %j, %c40 : index
        %jk = arith.addi %jk0, %k : index
        %a = arith.muli %i, %c7 : index
        %b = arith.muli %jk, %c3 : index
        %ab = arith.addi %a, %b : index
        %abs = arith.addi %ab, %seed : index
        %m = arith.remui %abs, %c11 : index
        %mi = arith.index_cast %m : index to i64
        %f = arith.sitofp %mi : i64 to f64
        %g = arith.divf %f, %s : f64
        %h = arith.subf %g, %o : f64
        memref.store %h, %M[%i, %j, %k] : memref<?x40x40xf64>
      }
    }
  }
  return
}

func.func @bits3(%M: memref<?x40x40xf64>, %rows: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %c1600 = arith.constant 1600 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %z) -> (i64) {
    %r2 = scf.for %j = %c0 to %c40 step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %r3 = scf.for %k = %c0 to %c40 step %c1 iter_args(%acc3 = %acc2) -> (i64) {
        %x = memref.load %M[%i, %j, %k] : memref<?x40x40xf64>
        %b = arith.bitcast %x : f64 to i64
        %in = arith.muli %i, %c1600 : index
        %jn = arith.muli %j, %c40 : index
        %p0 = arith.addi %in, %jn : index
        %p = arith.addi %p0, %k : index
        %p1 = arith.addi %p, %c1 : index
        %pi = arith.index_cast %p1 : index to i64
        %bp = arith.muli %b, %pi : i64
        %s = arith.addi %acc3, %bp : i64
        scf.yield %s : i64
      }
      scf.yield %r3 : i64
    }
    scf.yield %r2 : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c12 = arith.constant 12 : index
  %c30 = arith.constant 30 : index
  %c37 = arith.constant 37 : index
  %c40 = arith.constant 40 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %c20 = arith.constant 20 : index
  %c50 = arith.constant 50 : index
  %c64 = arith.constant 64 : index
  %c300 = arith.constant 300 : index
  %A = memref.alloc(%c300) : memref<?x40xf64>
  %B = memref.alloc(%c300) : memref<?x40xf64>
  %C = memref.alloc(%c300) : memref<?x40xf64>
  %F = memref.alloc(%c64) : memref<?xf64>
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    memref.store %f, %F[%i] : memref<?xf64>
  }
  // jacobi-2d: 30 x 40 over 9 steps, 30 x 37 over 7, 7 x 40 over 1, 3 x 40 over 7, 30 x 40 over 0, and in place (A = B) over 7: 12 sums
  func.call @run_jacobi(%A, %B, %c30, %c40, %c9, %c1) : (memref<?x40xf64>, memref<?x40xf64>, index, index, index, index) -> ()
  func.call @run_jacobi(%A, %B, %c30, %c37, %c7, %c3) : (memref<?x40xf64>, memref<?x40xf64>, index, index, index, index) -> ()
  func.call @run_jacobi(%A, %B, %c7, %c40, %c1, %c7) : (memref<?x40xf64>, memref<?x40xf64>, index, index, index, index) -> ()
  func.call @run_jacobi(%A, %B, %c3, %c40, %c7, %c9) : (memref<?x40xf64>, memref<?x40xf64>, index, index, index, index) -> ()
  func.call @run_jacobi(%A, %B, %c30, %c40, %c0, %c1) : (memref<?x40xf64>, memref<?x40xf64>, index, index, index, index) -> ()
  func.call @run_jacobi(%A, %A, %c30, %c40, %c7, %c1) : (memref<?x40xf64>, memref<?x40xf64>, index, index, index, index) -> ()
  // fdtd-2d: 30 x 40 over 9 steps, 7 x 37 over 7: 6 sums
  func.call @run_fdtd(%A, %B, %C, %F, %c30, %c40, %c9) : (memref<?x40xf64>, memref<?x40xf64>, memref<?x40xf64>, memref<?xf64>, index, index, index) -> ()
  func.call @run_fdtd(%A, %B, %C, %F, %c7, %c37, %c7) : (memref<?x40xf64>, memref<?x40xf64>, memref<?x40xf64>, memref<?xf64>, index, index, index) -> ()
  // in place: 30 x 40 over 9 steps, 7 x 37 over 7, 3 x 40 over 9: 3 sums
  func.call @run_inplace(%A, %c30, %c40, %c9) : (memref<?x40xf64>, index, index, index) -> ()
  func.call @run_inplace(%A, %c7, %c37, %c7) : (memref<?x40xf64>, index, index, index) -> ()
  func.call @run_inplace(%A, %c3, %c40, %c9) : (memref<?x40xf64>, index, index, index) -> ()
  // 300 rows: jacobi-2d over 50 steps, fdtd-2d over 11, in place over 40: 6 sums
  func.call @run_jacobi(%A, %B, %c300, %c40, %c50, %c3) : (memref<?x40xf64>, memref<?x40xf64>, index, index, index, index) -> ()
  func.call @run_fdtd(%A, %B, %C, %F, %c300, %c40, %c11) : (memref<?x40xf64>, memref<?x40xf64>, memref<?x40xf64>, memref<?xf64>, index, index, index) -> ()
  func.call @run_inplace(%A, %c300, %c40, %c40) : (memref<?x40xf64>, index, index, index) -> ()
  // jacobi-2d on 20 rows over 50 steps, in place on 10 over 40: blocks of
  // f*T rows, the fewest that keep a band's dependences in the next two
  // waves: 3 sums
  func.call @run_jacobi(%A, %B, %c20, %c40, %c50, %c7) : (memref<?x40xf64>, memref<?x40xf64>, index, index, index, index) -> ()
  func.call @run_inplace(%A, %c10, %c40, %c40) : (memref<?x40xf64>, index, index, index) -> ()
  // heat-3d's shape: 20 planes over 9 steps, 3 over 5, A and B the same
  // buffer over 5: 6 sums
  %P = memref.alloc(%c20) : memref<?x40x40xf64>
  %Q = memref.alloc(%c20) : memref<?x40x40xf64>
  func.call @run_planes(%P, %Q, %c20, %c9) : (memref<?x40x40xf64>, memref<?x40x40xf64>, index, index) -> ()
  func.call @run_planes(%P, %Q, %c3, %c7) : (memref<?x40x40xf64>, memref<?x40x40xf64>, index, index) -> ()
  func.call @run_planes(%P, %P, %c20, %c7) : (memref<?x40x40xf64>, memref<?x40x40xf64>, index, index) -> ()
  memref.dealloc %P : memref<?x40x40xf64>
  memref.dealloc %Q : memref<?x40x40xf64>
  memref.dealloc %A : memref<?x40xf64>
  memref.dealloc %B : memref<?x40xf64>
  memref.dealloc %C : memref<?x40xf64>
  memref.dealloc %F : memref<?xf64>
  return
}

func.func @fill(%M: memref<?x?xf64>, %rows: index, %n: index, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %c20 = arith.constant 20 : index
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

