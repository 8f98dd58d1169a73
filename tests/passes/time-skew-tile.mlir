// time-skew-tile tiles a stencil's time loop together with the row loops
// of its sweeps: rows skewed by f per time step and each sweep by its
// offset o_k (the smallest f, then the offsets nearest 0, that keep every
// dependence's source first: passes/dependence.c's tests, the row
// distances from the subscripts), time tiles of T steps whose rows run as
// one wavefront; only where no loop of a row carries a dependence, rows
// have at least min-row elements and the window of rows of a tile fits
// l1-bytes (the cost test): on one thread (a loop.if the C backend emits
// as omp_get_max_threads() == 1) the tiled nest, on several its tiles in
// waves (a parallel loop each), under an overlap check when arguments may
// alias. -O3 runs it after privatize-buffers, before
// parallelize (which leaves the tiled nest alone).
// (canonicalize and cse after it, for readable checks)
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(time-skew-tile,canonicalize,cse)' --split-input-file | FileCheck %s
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(time-skew-tile{time-tile=2},canonicalize,cse)' --split-input-file | FileCheck %s --check-prefix=T2
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(time-skew-tile{min-row=128 l2-bytes=0},canonicalize,cse)' --split-input-file | FileCheck %s --check-prefix=ROW
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(time-skew-tile{wave-rows=0},canonicalize,cse)' --split-input-file | FileCheck %s --check-prefix=NOWAVE
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(time-skew-tile{l2-bytes=100000},canonicalize,cse)' --split-input-file | FileCheck %s --check-prefix=NOL2
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(time-skew-tile{l2-bytes=524288},canonicalize,cse)' --split-input-file | FileCheck %s --check-prefix=L2
// RUN: %if mlir-opt %{ %loopc %s --time-skew-tile --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %loopc %s -O2 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O2
// RUN: %loopc %s -O3 --emit=c --split-input-file | FileCheck %s --check-prefix=C
// RUN: %loopc %s --time-skew-tile --time-skew-tile --split-input-file | FileCheck %s --check-prefix=TWICE
// PIPE: IR Dump After privatize-buffers
// PIPE: IR Dump After time-skew-tile
// PIPE: IR Dump After parallelize
// O2-NOT: IR Dump After time-skew-tile
// C: if (omp_get_max_threads() == 1 && {{.*}}) {
// C-NEXT: #else
// ROW-NOT: loopc.one_thread
// jacobi-2d's shape: B from A's rows i-1 and i+1, then A from B's. Row
// distances -1..1 between the sweeps: f = 2 and the second sweep one row
// behind (o = 0, 1), Pluto's (t, 2t+i). The window: 2 * (4 - 1) + 1 + 2 + 1
// = 10 rows of 2 x 512 bytes, within 48 KiB: T = 4. %A and %B may alias:
// the nest is versioned under the overlap check, the original in its else
// region. On one thread the tiled nest; on several its waves: bands of
// T = 4 steps, each split into a multiple of 4 blocks of about wave-rows
// (32) rows, at least f*T = 8 (so that a tile's dependences on the band
// before it are on its own block and the next, two waves ahead), tile
// (j, m) in wave m + 2*j, each wave's tiles a parallel loop.
// CHECK-LABEL: func.func @jacobi
// CHECK-DAG:     %[[M2:.*]] = arith.constant -2 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[CM1:.*]] = arith.constant -1 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:     %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK:         %[[OK:.*]] = arith.ori
// CHECK:         scf.if %[[OK]] {
// CHECK:           scf.if %[[TRUE]] {
// CHECK:             scf.for %[[T0:.*]] = %c0 to %steps step %[[C4]] {
// CHECK:               %[[E:.*]] = arith.addi %[[T0]], %[[C4]] : index
// CHECK:               %[[T1:.*]] = arith.minsi %[[E]], %steps : index
// CHECK:               %[[HI0:.*]] = arith.maxsi %n1, %n : index
// CHECK:               %[[LAST:.*]] = arith.addi %[[T1]], %[[CM1]] : index
// CHECK:               %[[S0:.*]] = arith.muli %[[T0]], %[[C2]] : index
// CHECK:               %[[LO:.*]] = arith.addi %[[S0]], %c1 : index
// CHECK:               %[[S1:.*]] = arith.muli %[[LAST]], %[[C2]] : index
// CHECK:               %[[HI:.*]] = arith.addi %[[HI0]], %[[S1]] : index
// CHECK:               scf.for %[[S:.*]] = %[[LO]] to %[[HI]] step %c1 {
// CHECK:                 scf.for %[[T:.*]] = %[[T0]] to %[[T1]] step %c1 {
// CHECK:                   %[[F:.*]] = arith.muli %[[T]], %[[C2]] : index
// CHECK:                   %[[I:.*]] = arith.subi %[[S]], %[[F]] : index
// CHECK:                   arith.cmpi slt, %[[I]], %n1 : index
// CHECK:                   arith.cmpi sge, %[[I]], %c1 : index
// CHECK:                   scf.if
// CHECK:                     scf.for %{{.*}} = %c1 to %n1 step %c1 {
// CHECK:                       memref.store %{{.*}}, %B[%[[I]], %{{.*}}]
// CHECK:                   %[[I2:.*]] = arith.addi %[[I]], %[[CM1]] : index
// CHECK:                   arith.cmpi slt, %[[I2]], %n1 : index
// CHECK:                   arith.cmpi sge, %[[I2]], %c1 : index
// CHECK:                   scf.if
// CHECK:                     %{{.*}} = arith.addi %[[I]], %[[M2]] : index
// CHECK:                     scf.for %{{.*}} = %c1 to %n1 step %c1 {
// CHECK:                       memref.store %{{.*}}, %A[%[[I2]], %{{.*}}]
// CHECK:             } {loopc.time_tiled}
// CHECK:           } else {
// The rows of a band: hi - lo + f*(T-1) = max(n1, n) + 5 (lo = 1); blocks
// of W = max(ceil(span / (4 * max((span + 64) / 128, 1))), 8).
// CHECK:             %[[WHI:.*]] = arith.maxsi %n1, %n : index
// CHECK:             %[[SP0:.*]] = arith.addi %[[WHI]], %[[C5]] : index
// CHECK:             %[[SPAN:.*]] = arith.maxsi %[[SP0]], %c0 : index
// CHECK:             %[[Q0:.*]] = arith.addi %[[SPAN]], %[[C64]] : index
// CHECK:             %[[Q1:.*]] = arith.divsi %[[Q0]], %[[C128]] : index
// CHECK:             %[[Q:.*]] = arith.maxsi %[[Q1]], %c1 : index
// CHECK:             %[[NB0:.*]] = arith.muli %[[Q]], %[[C4]] : index
// CHECK:             %[[W0:.*]] = arith.ceildivsi %[[SPAN]], %[[NB0]] : index
// CHECK:             %[[W:.*]] = arith.maxsi %[[W0]], %[[C8]] : index
// CHECK:             %[[NB:.*]] = arith.ceildivsi %[[SPAN]], %[[W]] : index
// CHECK:             %[[ST:.*]] = arith.maxsi %steps, %c0 : index
// CHECK:             %[[BA0:.*]] = arith.addi %[[ST]], %[[C3]] : index
// CHECK:             %[[BANDS:.*]] = arith.divsi %[[BA0]], %[[C4]] : index
// CHECK:             %[[WV0:.*]] = arith.addi %[[BANDS]], %[[CM1]] : index
// CHECK:             %[[WV1:.*]] = arith.muli %[[WV0]], %[[C2]] : index
// CHECK:             %[[WV2:.*]] = arith.addi %[[NB]], %[[WV1]] : index
// CHECK:             %[[WAVES:.*]] = arith.select %{{.*}}, %c0, %[[WV2]] : index
// CHECK:             scf.for %[[WAVE:.*]] = %c0 to %[[WAVES]] step %c1 {
// The bands j with 0 <= wave - 2*j < blocks.
// CHECK:               %[[LATE0:.*]] = arith.subi %[[WAVE]], %[[NB]] : index
// CHECK:               %[[LATE1:.*]] = arith.addi %[[LATE0]], %c1 : index
// CHECK:               %[[LATE2:.*]] = arith.maxsi %[[LATE1]], %c0 : index
// CHECK:               %[[LATE3:.*]] = arith.addi %[[LATE2]], %c1 : index
// CHECK:               %[[JLO:.*]] = arith.divsi %[[LATE3]], %[[C2]] : index
// CHECK:               %[[H0:.*]] = arith.divsi %[[WAVE]], %[[C2]] : index
// CHECK:               %[[H1:.*]] = arith.addi %[[H0]], %c1 : index
// CHECK:               %[[JHI:.*]] = arith.minsi %[[H1]], %[[BANDS]] : index
// CHECK:               scf.parallel (%[[J:.*]]) = (%[[JLO]]) to (%[[JHI]]) step (%c1) {
// CHECK:                 %[[J2:.*]] = arith.muli %[[J]], %[[C2]] : index
// CHECK:                 %[[M:.*]] = arith.subi %[[WAVE]], %[[J2]] : index
// CHECK:                 %[[WT0:.*]] = arith.muli %[[J]], %[[C4]] : index
// CHECK:                 %[[WT1A:.*]] = arith.addi %[[WT0]], %[[C4]] : index
// CHECK:                 %[[WT1:.*]] = arith.minsi %[[WT1A]], %steps : index
// CHECK:                 %[[MW:.*]] = arith.muli %[[M]], %[[W]] : index
// CHECK:                 %[[B0:.*]] = arith.addi %[[MW]], %c1 : index
// CHECK:                 %[[J8:.*]] = arith.muli %[[J]], %[[C8]] : index
// CHECK:                 %[[WS0:.*]] = arith.addi %[[B0]], %[[J8]] : index
// CHECK:                 %[[WL0:.*]] = arith.addi %[[WT1]], %[[CM1]] : index
// CHECK:                 %[[WL1:.*]] = arith.muli %[[WL0]], %[[C2]] : index
// CHECK:                 %[[END:.*]] = arith.addi %[[WHI]], %[[WL1]] : index
// CHECK:                 %[[WS1A:.*]] = arith.addi %[[WS0]], %[[W]] : index
// CHECK:                 %[[WS1:.*]] = arith.minsi %[[WS1A]], %[[END]] : index
// CHECK:                 scf.for %[[WS:.*]] = %[[WS0]] to %[[WS1]] step %c1 {
// CHECK:                   scf.for %[[WT:.*]] = %[[WT0]] to %[[WT1]] step %c1 {
// CHECK:                     %[[WF:.*]] = arith.muli %[[WT]], %[[C2]] : index
// CHECK:                     %[[WI:.*]] = arith.subi %[[WS]], %[[WF]] : index
// CHECK:                     memref.store %{{.*}}, %B[%[[WI]], %{{.*}}]
// CHECK:                     %[[WI2:.*]] = arith.addi %[[WI]], %[[CM1]] : index
// CHECK:                     memref.store %{{.*}}, %A[%[[WI2]], %{{.*}}]
// CHECK:               scf.reduce
// CHECK:             } {loopc.time_tiled}
// CHECK:           } {loopc.one_thread}
// CHECK:         } else {
// CHECK:           scf.for %{{.*}} = %c0 to %steps step %c1 {
// CHECK:           } {loopc.time_skew_orig}
// CHECK:         } {loopc.disjoint_args}
// Run twice, the pass versions the nest once (the copies under its if are
// its own).
// TWICE-LABEL: func.func @jacobi
// TWICE:         loopc.one_thread
// TWICE-NOT:     loopc.one_thread
// TWICE-LABEL: func.func @fdtd
// wave-rows=0: no waves, on several threads the original nest (for
// parallelize).
// NOWAVE-LABEL: func.func @jacobi
// NOWAVE:           scf.if %{{.*}} {
// NOWAVE:             scf.for %{{.*}} = %c0 to %steps step %{{.*}} {
// NOWAVE:             } {loopc.time_tiled}
// NOWAVE-NEXT:      } else {
// NOWAVE-NEXT:        scf.for %t = %c0 to %steps step %c1 {
// NOWAVE-NOT:     scf.parallel
// NOWAVE:           } {loopc.one_thread}
// NOWAVE-NEXT:    } else {
// NOWAVE-NEXT:      scf.for %t = %c0 to %steps step %c1 {
// NOWAVE:           } {loopc.time_skew_orig}
// NOWAVE-NEXT:    } {loopc.disjoint_args}
// T2-LABEL: func.func @jacobi
// T2:         %[[C2:.*]] = arith.constant 2 : index
// T2:         scf.for %{{.*}} = %c0 to %steps step %[[C2]] {
func.func @jacobi(%A: memref<?x64xf64>, %B: memref<?x64xf64>, %n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %n1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c1 to %n1 step %c1 {
        %a = memref.load %A[%im, %j] : memref<?x64xf64>
        %b = memref.load %A[%ip, %j] : memref<?x64xf64>
        %s = arith.addf %a, %b : f64
        memref.store %s, %B[%i, %j] : memref<?x64xf64>
      }
    }
    scf.for %i = %c1 to %n1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c1 to %n1 step %c1 {
        %a = memref.load %B[%im, %j] : memref<?x64xf64>
        %b = memref.load %B[%ip, %j] : memref<?x64xf64>
        %s = arith.addf %a, %b : f64
        memref.store %s, %A[%i, %j] : memref<?x64xf64>
      }
    }
  }
  return
}

// -----

// fdtd-2d's shape: a point sweep (row 0 of %ey from %fict[%t], a loop
// without a loop inside) and three row sweeps (ey, ex, hz), distinct
// allocations (no overlap check). f = 1; the point sweep runs whole when
// its row comes up (%i == 0).
// CHECK-LABEL: func.func @fdtd
// CHECK:         scf.if %{{.*}} {
// CHECK-NOT:       loopc.disjoint_args
// CHECK:           scf.for %{{.*}} step %{{.*}} {
// CHECK:             scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK:               scf.for %[[T:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK:                 %[[I:.*]] = arith.subi %[[S]], %[[T]] : index
// CHECK:                 %[[P:.*]] = arith.cmpi eq, %[[I]], %c0 : index
// CHECK:                 scf.if %[[P]] {
// CHECK:                   scf.for %{{.*}} = %c0 to %ny step %c1 {
// CHECK:                     memref.load %fict[%[[T]]]
// CHECK:           } {loopc.time_tiled}
// CHECK:         } {loopc.one_thread}
func.func @fdtd(%fict: memref<?xf64>, %nx: index, %ny: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h = arith.constant 0.5 : f64
  %ex = memref.alloc(%nx) : memref<?x64xf64>
  %ey = memref.alloc(%nx) : memref<?x64xf64>
  %hz = memref.alloc(%nx) : memref<?x64xf64>
  %nx1 = arith.subi %nx, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %j = %c0 to %ny step %c1 {
      %f = memref.load %fict[%t] : memref<?xf64>
      memref.store %f, %ey[%c0, %j] : memref<?x64xf64>
    }
    scf.for %i = %c1 to %nx step %c1 {
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %ny step %c1 {
        %a = memref.load %ey[%i, %j] : memref<?x64xf64>
        %b = memref.load %hz[%i, %j] : memref<?x64xf64>
        %c = memref.load %hz[%im, %j] : memref<?x64xf64>
        %d = arith.subf %b, %c : f64
        %r = arith.subf %a, %d : f64
        memref.store %r, %ey[%i, %j] : memref<?x64xf64>
      }
    }
    scf.for %i = %c0 to %nx step %c1 {
      scf.for %j = %c1 to %ny step %c1 {
        %jm = arith.subi %j, %c1 : index
        %a = memref.load %ex[%i, %j] : memref<?x64xf64>
        %b = memref.load %hz[%i, %j] : memref<?x64xf64>
        %c = memref.load %hz[%i, %jm] : memref<?x64xf64>
        %d = arith.subf %b, %c : f64
        %r = arith.subf %a, %d : f64
        memref.store %r, %ex[%i, %j] : memref<?x64xf64>
      }
    }
    scf.for %i = %c0 to %nx1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      scf.for %j = %c0 to %ny step %c1 {
        %a = memref.load %hz[%i, %j] : memref<?x64xf64>
        %b = memref.load %ex[%i, %j] : memref<?x64xf64>
        %e = memref.load %ey[%ip, %j] : memref<?x64xf64>
        %g = memref.load %ey[%i, %j] : memref<?x64xf64>
        %d = arith.subf %e, %g : f64
        %k = arith.addf %b, %d : f64
        %r = arith.mulf %k, %h : f64
        %r2 = arith.subf %a, %r : f64
        memref.store %r2, %hz[%i, %j] : memref<?x64xf64>
      }
    }
  }
  memref.dealloc %ex : memref<?x64xf64>
  memref.dealloc %ey : memref<?x64xf64>
  memref.dealloc %hz : memref<?x64xf64>
  return
}

// -----

// Must not fire: a row read at a subscript that is not uniform in the
// rows (B[i][j] from A[j][i]: the transposed element, any row distance).
// CHECK-LABEL: func.func @transposed
// CHECK-NOT:     loopc.one_thread
func.func @transposed(%n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %A = memref.alloc(%n) : memref<?x64xf64>
  %B = memref.alloc(%n) : memref<?x64xf64>
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %a = memref.load %A[%j, %i] : memref<?x64xf64>
        memref.store %a, %B[%i, %j] : memref<?x64xf64>
      }
    }
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %a = memref.load %B[%i, %j] : memref<?x64xf64>
        memref.store %a, %A[%i, %j] : memref<?x64xf64>
      }
    }
  }
  memref.dealloc %A : memref<?x64xf64>
  memref.dealloc %B : memref<?x64xf64>
  return
}

// -----

// Must not fire: every row reads row 0, which the sweep itself writes (a
// dependence from row 0 to every row of every later step: any distance,
// no skew orders it).
// CHECK-LABEL: func.func @broadcast_row
// CHECK-NOT:     loopc.one_thread
func.func @broadcast_row(%n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %A = memref.alloc(%n) : memref<?x64xf64>
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %a = memref.load %A[%c0, %j] : memref<?x64xf64>
        %b = memref.load %A[%i, %j] : memref<?x64xf64>
        %s = arith.addf %a, %b : f64
        memref.store %s, %A[%i, %j] : memref<?x64xf64>
      }
    }
  }
  memref.dealloc %A : memref<?x64xf64>
  return
}

// -----

// Must not fire: rows 5 apart in place (A[i] from A[i-5] and A[i+5]):
// the skew would have to be 5, beyond the largest tried (4).
// CHECK-LABEL: func.func @far
// CHECK-NOT:     loopc.one_thread
func.func @far(%n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %A = memref.alloc(%n) : memref<?x64xf64>
  %n5 = arith.subi %n, %c5 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c5 to %n5 step %c1 {
      %ip = arith.addi %i, %c5 : index
      %im = arith.subi %i, %c5 : index
      scf.for %j = %c0 to %n step %c1 {
        %a = memref.load %A[%im, %j] : memref<?x64xf64>
        %b = memref.load %A[%ip, %j] : memref<?x64xf64>
        %s = arith.addf %a, %b : f64
        memref.store %s, %A[%i, %j] : memref<?x64xf64>
      }
    }
  }
  memref.dealloc %A : memref<?x64xf64>
  return
}

// -----

// Must not fire: the time step in a stored subscript (A[t][j]).
// CHECK-LABEL: func.func @time_row
// CHECK-NOT:     loopc.one_thread
func.func @time_row(%n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %A = memref.alloc(%n) : memref<?x64xf64>
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %j] : memref<?x64xf64>
        memref.store %a, %A[%t, %j] : memref<?x64xf64>
      }
    }
  }
  memref.dealloc %A : memref<?x64xf64>
  return
}

// -----

// Must not fire (cost): a chain along the row (seidel-2d's A[i][j] from the
// new A[i][j-1]), latency-bound: wavefront-unroll-jam's.
// CHECK-LABEL: func.func @chain
// CHECK-NOT:     loopc.one_thread
func.func @chain(%n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %A = memref.alloc(%n) : memref<?x64xf64>
  %n1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c1 to %n step %c1 {
        %jm = arith.subi %j, %c1 : index
        %a = memref.load %A[%im, %j] : memref<?x64xf64>
        %b = memref.load %A[%i, %jm] : memref<?x64xf64>
        %s = arith.addf %a, %b : f64
        memref.store %s, %A[%i, %j] : memref<?x64xf64>
      }
    }
  }
  memref.dealloc %A : memref<?x64xf64>
  return
}

// -----

// Must not fire (cost): rows of 8 elements (below min-row, 32), too short
// a loop for the guards and the wavefront to pay.
// CHECK-LABEL: func.func @short_rows
// CHECK-NOT:     loopc.one_thread
func.func @short_rows(%n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %A = memref.alloc(%n) : memref<?x8xf64>
  %B = memref.alloc(%n) : memref<?x8xf64>
  %n1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %c8 step %c1 {
        %a = memref.load %A[%im, %j] : memref<?x8xf64>
        memref.store %a, %B[%i, %j] : memref<?x8xf64>
      }
    }
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %c8 step %c1 {
        %a = memref.load %B[%im, %j] : memref<?x8xf64>
        memref.store %a, %A[%i, %j] : memref<?x8xf64>
      }
    }
  }
  memref.dealloc %A : memref<?x8xf64>
  memref.dealloc %B : memref<?x8xf64>
  return
}

// -----

// heat-3d's planes, 40 x 40 doubles (12800 bytes) of two arrays: 5 planes
// at T = 2 take 128000 bytes, beyond l1-bytes, so no tiled nest; within
// l2-bytes (9 planes at T = 4, 230400 bytes) the waves alone: one thread
// runs the original nest. Must not fire with l2-bytes below the window at
// T = 2, and by default (l2-bytes = 0: on a quiet AMD EPYC the waves ran
// heat-3d slower on two threads than parallelize's plane loops).
// CHECK-LABEL: func.func @planes
// CHECK-NOT:     loopc.one_thread
// L2-LABEL: func.func @planes
// L2:         scf.if %{{.*}} {
// L2-NEXT:      scf.for %t = %c0 to %steps step %c1 {
// L2-NOT:       loopc.time_tiled
// L2:         } else {
// L2:           scf.for
// L2:             scf.parallel
// L2:               scf.for
// L2:                 scf.for
// L2:           } {loopc.time_tiled}
// L2-NEXT:    } {loopc.one_thread}
// NOL2-LABEL: func.func @planes
// NOL2-NOT:     loopc.one_thread
// NOL2-LABEL: func.func @one_d
func.func @planes(%n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %A = memref.alloc(%n) : memref<?x40x40xf64>
  %B = memref.alloc(%n) : memref<?x40x40xf64>
  %n1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %c40 step %c1 {
        scf.for %k = %c0 to %c40 step %c1 {
          %a = memref.load %A[%im, %j, %k] : memref<?x40x40xf64>
          memref.store %a, %B[%i, %j, %k] : memref<?x40x40xf64>
        }
      }
    }
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %c40 step %c1 {
        scf.for %k = %c0 to %c40 step %c1 {
          %a = memref.load %B[%im, %j, %k] : memref<?x40x40xf64>
          memref.store %a, %A[%i, %j, %k] : memref<?x40x40xf64>
        }
      }
    }
  }
  memref.dealloc %A : memref<?x40x40xf64>
  memref.dealloc %B : memref<?x40x40xf64>
  return
}

// -----

// Must not fire (cost): jacobi-1d's shape, rows of one element (rank 1).
// CHECK-LABEL: func.func @one_d
// CHECK-NOT:     loopc.one_thread
func.func @one_d(%n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %A = memref.alloc(%n) : memref<?xf64>
  %B = memref.alloc(%n) : memref<?xf64>
  %n1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %a = memref.load %A[%im] : memref<?xf64>
      memref.store %a, %B[%i] : memref<?xf64>
    }
    scf.for %i = %c1 to %n1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %a = memref.load %B[%im] : memref<?xf64>
      memref.store %a, %A[%i] : memref<?xf64>
    }
  }
  memref.dealloc %A : memref<?xf64>
  memref.dealloc %B : memref<?xf64>
  return
}
