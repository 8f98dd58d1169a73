// wavefront-unroll-jam runs U rows of a sequential loop together around an
// inner loop that carries a dependence, row i0 + k s * k points behind row
// i0, s the smallest skew that leaves no dependence between two copies in
// one iteration of the new inner loop (passes/dependence.c's distances);
// the first and last s * (U - 1) points of the sweep are guarded. Rows that
// are independent (a loop.parallel, or a loop.for that carries nothing) run
// U together, op by op, around each of their inner loops, when one of those
// carries a chain. -O3 runs
// it after loop-interchange, before register-tile and parallel-unroll-jam
// (whose remainder loops it would otherwise see).
// (canonicalize and cse after it, as in -O3, for readable checks)
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(wavefront-unroll-jam{factor=2},canonicalize,cse)' --split-input-file | FileCheck %s
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(wavefront-unroll-jam,canonicalize,cse)' --split-input-file | FileCheck %s --check-prefix=DEFAULT
// RUN: %if mlir-opt %{ %loopc %s --wavefront-unroll-jam --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %loopc %s -O2 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O2
// PIPE: IR Dump After loop-interchange
// PIPE: IR Dump After wavefront-unroll-jam
// PIPE: IR Dump After register-tile
// O2-NOT: IR Dump After wavefront-unroll-jam

// seidel-2d's shape: A[i][j] reads A[i-1][j+1] (distance (1, -1): s = 2),
// A[i][j-1] (the chain along j) and A[i+1][j]. Two rows: row i0 + 1 runs
// 2 points behind row i0; 2 * (2 - 1) = 2 points to start and to drain.
// CHECK-LABEL: func.func @seidel
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK:         %[[N:.*]] = arith.divsi %{{.*}}, %[[C2]] : index
// CHECK:         %[[E:.*]] = arith.muli %[[N]], %[[C2]] : index
// CHECK:         %[[END:.*]] = arith.addi %[[E]], %c1 : index
// CHECK:         %[[DLO:.*]] = arith.maxsi %m, %[[C3]] : index
// CHECK:         %[[DHI:.*]] = arith.addi %n, %c1 : index
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[N]] step %c1 {
// CHECK:           scf.for %[[T:.*]] = %c1 to %[[C3]] step %c1 {
// CHECK:             scf.if
// CHECK:               memref.store
// CHECK:             %[[J1:.*]] = arith.subi %[[T]], %[[C2]] : index
// CHECK:             arith.cmpi sge, %[[J1]], %c1 : index
// CHECK:             arith.cmpi slt, %[[J1]], %m : index
// CHECK:             scf.if
// CHECK:               memref.store
// CHECK:           scf.for %[[T:.*]] = %[[C3]] to %m step %c1 {
// CHECK-NOT:         scf.if
// CHECK:             memref.store %{{.*}}, %A[%{{.*}}, %[[T]]]
// CHECK:             %[[J1:.*]] = arith.subi %[[T]], %[[C2]] : index
// CHECK-NOT:         scf.if
// CHECK:             memref.store %{{.*}}, %A[%{{.*}}, %[[J1]]]
// CHECK-NEXT:      }
// CHECK:           scf.for %{{.*}} = %[[DLO]] to %[[DHI]] step %c1 {
// CHECK:             scf.if
// CHECK:             scf.if
// The rows past the last pair: the original loop.
// CHECK:         scf.for %i = %[[END]] to %m step %c1 {
// CHECK:           scf.for %j = %c1 to %m step %c1 {
// Eight rows by default, 14 points to start and drain.
// DEFAULT-LABEL: func.func @seidel
// DEFAULT-DAG:     %[[C8:.*]] = arith.constant 8 : index
// DEFAULT-DAG:     %[[C15:.*]] = arith.constant 15 : index
// DEFAULT:         arith.divsi %{{.*}}, %[[C8]] : index
// DEFAULT:         scf.for %{{.*}} = %c1 to %[[C15]] step %c1 {
// DEFAULT-COUNT-8:   scf.if
// DEFAULT:         scf.for %{{.*}} = %[[C15]] to %m step %c1 {
// DEFAULT-COUNT-8:   memref.store
func.func @seidel(%A: memref<?x?xf64>, %n: index) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9.0 : f64
  %m = arith.subi %n, %c1 : index
  scf.for %i = %c1 to %m step %c1 {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    scf.for %j = %c1 to %m step %c1 {
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %a = memref.load %A[%im, %jp] : memref<?x?xf64>
      %b = memref.load %A[%i, %jm] : memref<?x?xf64>
      %c = memref.load %A[%ip, %j] : memref<?x?xf64>
      %s1 = arith.addf %a, %b : f64
      %s2 = arith.addf %s1, %c : f64
      %r = arith.divf %s2, %c9 : f64
      memref.store %r, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// A[i][j] from A[i-1][j] and A[i][j-1]: distance (1, 0), s = 1; the copy
// of row i0 + 1 runs one point behind.
// CHECK-LABEL: func.func @skew_one
// (canonicalize folds the one-point start.)
// CHECK:         scf.for
// CHECK:           scf.for %[[T:.*]] = %{{.*}} to %n step %c1 {
// CHECK:             %[[J1:.*]] = arith.subi %[[T]], %c1 : index
// CHECK:             memref.store %{{.*}}, %A[%{{.*}}, %[[T]]]
// CHECK:             memref.store %{{.*}}, %A[%{{.*}}, %[[J1]]]
func.func @skew_one(%A: memref<?x?xf64>, %n: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %n step %c1 {
    %im = arith.subi %i, %c1 : index
    scf.for %j = %c1 to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a = memref.load %A[%im, %j] : memref<?x?xf64>
      %b = memref.load %A[%i, %jm] : memref<?x?xf64>
      %s = arith.mulf %a, %b : f64
      memref.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Must not fire: the inner loop carries nothing (the C compiler's to
// vectorize).
// CHECK-LABEL: func.func @inner_free
// CHECK:         scf.for %i = %c1 to %n step %c1 {
// CHECK-NEXT:      arith.subi
// CHECK-NEXT:      scf.for %j = %c0 to %n step %c1 {
// CHECK-NOT:     scf.if
func.func @inner_free(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %n step %c1 {
    %im = arith.subi %i, %c1 : index
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%im, %j] : memref<?x?xf64>
      %s = arith.mulf %a, %a : f64
      memref.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Must not fire: A[i][j] reads A[i-1][j+5], distance (1, -5), which needs
// a skew of 6 (more than 4 makes the start and the drain too long).
// CHECK-LABEL: func.func @too_far
// CHECK:         scf.for %i = %c1 to %n step %c1 {
// CHECK-NOT:     scf.if
func.func @too_far(%A: memref<?x?xf64>, %n: index) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c1 to %n step %c1 {
    %im = arith.subi %i, %c1 : index
    scf.for %j = %c1 to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %jf = arith.addi %j, %c5 : index
      %a = memref.load %A[%im, %jf] : memref<?x?xf64>
      %b = memref.load %A[%i, %jm] : memref<?x?xf64>
      %s = arith.mulf %a, %b : f64
      memref.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Must not fire: A[j][i] against A[i][j], a distance that is not uniform.
// CHECK-LABEL: func.func @transposed
// CHECK:         scf.for %i = %c1 to %n step %c1 {
// CHECK-NOT:     scf.if
func.func @transposed(%A: memref<?x?xf64>, %n: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %n step %c1 {
    scf.for %j = %c1 to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a = memref.load %A[%j, %i] : memref<?x?xf64>
      %b = memref.load %A[%i, %jm] : memref<?x?xf64>
      %s = arith.mulf %a, %b : f64
      memref.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// B may be A (function arguments): nothing is known of the distance
// between B[i-1][j] and A[i][j]. Taken as disjoint, the rows depend on
// nothing but themselves, so the nest is versioned: under a run-time
// overlap check of A and B (the then region marked for later passes), two
// rows run together; else the loop as it was.
// CHECK-LABEL: func.func @may_alias
// CHECK:         %[[OK:.*]] = arith.ori
// CHECK:         scf.if %[[OK]] {
// CHECK:           scf.for %[[Q:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK:             scf.for
// CHECK-COUNT-2:       memref.store
// CHECK:         } else {
// CHECK-NEXT:      scf.for %i = %c1 to %n step %c1 {
// CHECK-NEXT:        %im = arith.subi %i, %c1 : index
// CHECK-NEXT:        scf.for %j = %c1 to %n step %c1 {
// CHECK-NOT:     scf.if
// CHECK:       } {loopc.disjoint_args}
// CHECK-NEXT:  return
func.func @may_alias(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %n: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %n step %c1 {
    %im = arith.subi %i, %c1 : index
    scf.for %j = %c1 to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a = memref.load %B[%im, %j] : memref<?x?xf64>
      %b = memref.load %A[%i, %jm] : memref<?x?xf64>
      %s = arith.mulf %a, %b : f64
      memref.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Must not fire: a triangle (the inner bounds depend on i).
// CHECK-LABEL: func.func @triangle
// CHECK:         scf.for %i = %c1 to %n step %c1 {
// CHECK-NOT:     scf.if
func.func @triangle(%A: memref<?x?xf64>, %n: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %n step %c1 {
    %im = arith.subi %i, %c1 : index
    scf.for %j = %i to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a = memref.load %A[%im, %j] : memref<?x?xf64>
      %b = memref.load %A[%i, %jm] : memref<?x?xf64>
      %s = arith.mulf %a, %b : f64
      memref.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Must not fire: A[i-1][k] against A[i][j], one row apart at an unknown
// distance along j.
// CHECK-LABEL: func.func @unknown_column
// CHECK:         scf.for %i = %c1 to %n step %c1 {
// CHECK-NOT:     scf.if
func.func @unknown_column(%A: memref<?x?xf64>, %n: index, %k: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %c1 to %n step %c1 {
    %im = arith.subi %i, %c1 : index
    scf.for %j = %c1 to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %a = memref.load %A[%im, %k] : memref<?x?xf64>
      %b = memref.load %A[%i, %jm] : memref<?x?xf64>
      %s = arith.mulf %a, %b : f64
      memref.store %s, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Independent rows (a loop.parallel), each a chain along j (a divide
// waiting for the point before), walking rows apart: two rows' ops side by
// side in one j loop. The rows past the last pair spread over the pairs'
// iterations (pair t runs rows E + ceil(t * R / N) to E + ceil((t + 1) * R
// / N), R = n - E), which the threads take in contiguous shares
// (loopc.even_shares); in a sequential loop after it only when there is no
// pair (from n, no row, when there is one).
// CHECK-LABEL: func.func @row_sweep
// CHECK:         %[[N:.*]] = arith.divsi %{{.*}}, %[[C2:.*]] : index
// CHECK:         %[[E:.*]] = arith.muli %[[N]], %[[C2]] : index
// CHECK:         scf.parallel (%[[Q:.*]]) = (%c0) to (%[[N]]) step (%c1) {
// CHECK:           %[[I0:.*]] = arith.muli %[[Q]], %[[C2]] : index
// CHECK:           %[[I1:.*]] = arith.addi %[[I0]], %c1 : index
// CHECK:           memref.store %z, %Y[%[[I0]], %c0]
// CHECK-NEXT:      memref.store %z, %Y[%[[I1]], %c0]
// CHECK-NEXT:      scf.for %[[J:.*]] = %c1 to %n step %c1 {
// CHECK:             memref.load %Y[%[[I0]], %jm]
// CHECK-NEXT:        memref.load %Y[%[[I1]], %jm]
// CHECK-COUNT-2:     arith.divf
// CHECK-NEXT:        memref.store %{{.*}}, %Y[%[[I0]], %[[J]]]
// CHECK-NEXT:        memref.store %{{.*}}, %Y[%[[I1]], %[[J]]]
// CHECK:           %[[Q1:.*]] = arith.addi %[[Q]], %c1 : index
// CHECK:           %[[R:.*]] = arith.subi %n, %[[E]] : index
// CHECK:           %[[QR:.*]] = arith.muli %[[Q]], %[[R]] : index
// CHECK:           %[[R0:.*]] = arith.ceildivsi %[[QR]], %[[N]] : index
// CHECK:           %[[Q1R:.*]] = arith.muli %[[Q1]], %[[R]] : index
// CHECK:           %[[R1:.*]] = arith.ceildivsi %[[Q1R]], %[[N]] : index
// CHECK:           %[[TO:.*]] = arith.addi %[[E]], %[[R1]] : index
// CHECK:           %[[FROM:.*]] = arith.addi %[[E]], %[[R0]] : index
// CHECK:           scf.for %[[I:.*]] = %[[FROM]] to %[[TO]] step %c1 {
// CHECK-NEXT:        memref.store %z, %Y[%[[I]], %c0]
// CHECK:         } {loopc.even_shares}
// CHECK:         %[[SOME:.*]] = arith.cmpi sgt, %[[N]], %c0 : index
// CHECK:         %[[LO:.*]] = arith.select %[[SOME]], %n, %[[E]] : index
// CHECK:         scf.for %{{.*}} = %[[LO]] to %n step %c1 {
// CHECK-NOT:     scf.parallel
func.func @row_sweep(%X: memref<?x?xf64>, %Y: memref<?x?xf64>, %n: index, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %z, %Y[%i, %c0] : memref<?x?xf64>
    scf.for %j = %c1 to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %p = memref.load %Y[%i, %jm] : memref<?x?xf64>
      %x = memref.load %X[%i, %j] : memref<?x?xf64>
      %q = arith.mulf %p, %a : f64
      %r = arith.divf %x, %q : f64
      memref.store %r, %Y[%i, %j] : memref<?x?xf64>
    }
    scf.reduce
  }
  return
}

// -----

// Must not fire: the parallel loop's variable is the last subscript in the
// inner loop (columns side by side: parallel-unroll-jam's, as vectors).
// CHECK-LABEL: func.func @column_sweep
// CHECK:         scf.parallel (%i) = (%c0) to (%n) step (%c1) {
// CHECK-NEXT:      scf.for %j = %c1 to %n step %c1 {
func.func @column_sweep(%Y: memref<?x?xf64>, %n: index, %a: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.for %j = %c1 to %n step %c1 {
      %jm = arith.subi %j, %c1 : index
      %p = memref.load %Y[%jm, %i] : memref<?x?xf64>
      %q = arith.mulf %p, %a : f64
      memref.store %q, %Y[%j, %i] : memref<?x?xf64>
    }
    scf.reduce
  }
  return
}

// -----

// ludcmp's second row loop, as parallelize leaves it when its work is below
// min-work: a loop.for that carries nothing around a chain (an iter_arg):
// two columns' chains in one k loop.
// CHECK-LABEL: func.func @free_rows
// CHECK:         scf.for %[[Q:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK:           %{{.*}}:2 = scf.for %{{.*}} = %c0 to %i step %c1 iter_args(
// CHECK:             arith.subf
// CHECK-NEXT:        arith.subf
// CHECK:         scf.for %j = %{{.*}} to %n step %c1 {
func.func @free_rows(%A: memref<?x?xf64>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %i to %n step %c1 {
    %w0 = memref.load %A[%i, %j] : memref<?x?xf64>
    %w = scf.for %k = %c0 to %i step %c1 iter_args(%acc = %w0) -> (f64) {
      %x = memref.load %A[%i, %k] : memref<?x?xf64>
      %y = memref.load %A[%k, %j] : memref<?x?xf64>
      %p = arith.mulf %x, %y : f64
      %d = arith.subf %acc, %p : f64
      scf.yield %d : f64
    }
    memref.store %w, %A[%i, %j] : memref<?x?xf64>
  }
  return
}

// -----

// Must not fire: row i reads what row i - 1 stored (the loop.for carries
// a dependence), around a chain.
// CHECK-LABEL: func.func @dependent_rows
// CHECK:         scf.for %i = %c1 to %n step %c1 {
// CHECK-NEXT:      arith.subi
// CHECK-NEXT:      scf.for %k = %c0 to %n step %c1 iter_args(
// CHECK-NOT:     :2 = scf.for
func.func @dependent_rows(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c1 to %n step %c1 {
    %im = arith.subi %i, %c1 : index
    %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
      %x = memref.load %A[%im, %k] : memref<?x?xf64>
      %d = arith.addf %acc, %x : f64
      scf.yield %d : f64
    }
    memref.store %s, %A[%i, %c0] : memref<?x?xf64>
  }
  return
}

// -----

// Must not fire: independent rows, but no chain in the inner loop (the C
// compiler vectorizes it as it is).
// CHECK-LABEL: func.func @no_chain
// CHECK:         scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      scf.for %j = %c1 to %n step %c1 {
func.func @no_chain(%A: memref<?x?xf64>, %B: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    memref.store %z, %B[%i, %c0] : memref<?x?xf64>
    scf.for %j = %c1 to %n step %c1 {
      %x = memref.load %A[%i, %j] : memref<?x?xf64>
      %y = arith.mulf %x, %x : f64
      memref.store %y, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// A triangle (cholesky's j loop): C[j] -= C[k] * B[j][k] for k < j, then
// C[j] /= D[j]. Iteration j reads C[k] for k < j, stored by iteration k:
// the sink's k is the source's j, never below it. Two iterations' k loops
// run together below the group's first j; then each finishes in order (k
// from j0 up to its own j, and the divide). The two rows read B a row
// apart (B[j0][k], B[j0 + 1][k]): their cells C[j0], C[j0 + 1] are
// carried in iter_args of the loop below j0, marked loopc.no_slp.
// CHECK-LABEL: func.func @triangle_chain
// CHECK:         scf.for %[[Q:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK:           %[[J0:.*]] = arith.muli %[[Q]], %{{.*}} : index
// CHECK:           %[[J1:.*]] = arith.addi %[[J0]], %c1 : index
// CHECK:           scf.if
// CHECK:             scf.for %[[K:.*]] = %c0 to %[[J0]] step %c1 iter_args(
// CHECK-NOT:           memref.store
// CHECK:             } {loopc.no_slp}
// CHECK-NEXT:        memref.store %{{.*}}, %C[%[[J0]]]
// CHECK-NEXT:        memref.store %{{.*}}, %C[%[[J1]]]
// CHECK:           }
// CHECK:           %[[FROM:.*]] = arith.maxsi %[[J0]], %c0 : index
// CHECK:           arith.divf
// CHECK:           memref.store %{{.*}}, %C[%[[J0]]]
// CHECK:           scf.for %{{.*}} = %[[FROM]] to %[[J1]] step %c1 {
// CHECK:             memref.store %{{.*}}, %C[%[[J1]]]
// CHECK:           }
// CHECK:           arith.divf
// CHECK:           memref.store %{{.*}}, %C[%[[J1]]]
// CHECK:         scf.for %j = %{{.*}} to %n step %c1 {
func.func @triangle_chain(%B: memref<?x?xf64>, %C: memref<?xf64> {llvm.noalias}, %D: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    scf.for %k = %c0 to %j step %c1 {
      %x = memref.load %C[%k] : memref<?xf64>
      %y = memref.load %B[%j, %k] : memref<?x?xf64>
      %p = arith.mulf %x, %y : f64
      %c = memref.load %C[%j] : memref<?xf64>
      %d = arith.subf %c, %p : f64
      memref.store %d, %C[%j] : memref<?xf64>
    }
    %dj = memref.load %D[%j] : memref<?xf64>
    %cj = memref.load %C[%j] : memref<?xf64>
    %q = arith.divf %cj, %dj : f64
    memref.store %q, %C[%j] : memref<?xf64>
  }
  return
}

// -----

// Must not fire: iteration j reads C[k + 1], stored by iteration k + 1,
// below the source's j (k = j' - 1): the k loops of a group cannot run
// together below its first j.
// CHECK-LABEL: func.func @triangle_early_read
// CHECK:         scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %k = %c0 to %j step %c1 {
func.func @triangle_early_read(%B: memref<?x?xf64>, %C: memref<?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    scf.for %k = %c0 to %j step %c1 {
      %k1 = arith.addi %k, %c1 : index
      %x = memref.load %C[%k1] : memref<?xf64>
      %y = memref.load %B[%j, %k] : memref<?x?xf64>
      %p = arith.mulf %x, %y : f64
      %c = memref.load %C[%j] : memref<?xf64>
      %d = arith.subf %c, %p : f64
      memref.store %d, %C[%j] : memref<?xf64>
    }
  }
  return
}

// -----

// Must not fire: the op before the k loop reads C[j - 1], which the
// previous iteration stores last.
// CHECK-LABEL: func.func @triangle_early_op
// CHECK:         scf.for %j = %c1 to %n step %c1 {
// CHECK-NEXT:      arith.subi
// CHECK-NEXT:      memref.load
// CHECK-NEXT:      scf.for %k = %c0 to %j step %c1 iter_args(
func.func @triangle_early_op(%B: memref<?x?xf64>, %C: memref<?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c1 to %n step %c1 {
    %jm = arith.subi %j, %c1 : index
    %w0 = memref.load %C[%jm] : memref<?xf64>
    %w = scf.for %k = %c0 to %j step %c1 iter_args(%acc = %w0) -> (f64) {
      %y = memref.load %B[%j, %k] : memref<?x?xf64>
      %d = arith.subf %acc, %y : f64
      scf.yield %d : f64
    }
    memref.store %w, %C[%j] : memref<?xf64>
  }
  return
}

// -----

// Must not fire: a triangle whose k loop carries no chain.
// CHECK-LABEL: func.func @triangle_no_chain
// CHECK:         scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %k = %c0 to %j step %c1 {
func.func @triangle_no_chain(%B: memref<?x?xf64>, %C: memref<?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    scf.for %k = %c0 to %j step %c1 {
      %x = memref.load %C[%k] : memref<?xf64>
      %p = arith.mulf %x, %x : f64
      memref.store %p, %B[%j, %k] : memref<?x?xf64>
    }
  }
  return
}

// -----

// PolyBench's trisolv as Polygeist emits it (x[i] = (b[i] - sum of
// L[i][j] * x[j], j < i) / L[i][i]): a triangle whose chain runs through
// x[i] in memory. x may be L or b for all the analysis knows; taken as
// disjoint, the triangle is legal, so the nest is versioned under a run-
// time overlap check of x with L and with b (the pairs of a written
// argument and another accessed one), and the then region jams two rows;
// else the loop as it was.
// CHECK-LABEL: func.func @trisolv
// CHECK:         memref.extract_aligned_pointer_as_index %x
// CHECK:         memref.extract_aligned_pointer_as_index %b
// CHECK:         memref.extract_aligned_pointer_as_index %L
// CHECK:         %[[BOTH:.*]] = arith.andi
// CHECK-NEXT:    scf.if %[[BOTH]] {
// CHECK:           scf.for
// CHECK-COUNT-2:     memref.store %{{.*}}, %x
// CHECK:             scf.for
// CHECK-COUNT-2:       memref.load %L
// CHECK:         } else {
// CHECK-NEXT:      scf.for %i = %c0 to %n step %c1 {
// CHECK:         } {loopc.disjoint_args}
// DEFAULT-LABEL: func.func @trisolv
// DEFAULT:         scf.if
// DEFAULT-COUNT-8:   memref.load %L
// DEFAULT:       } {loopc.disjoint_args}
func.func @trisolv(%L: memref<?x?xf64>, %x: memref<?xf64>, %b: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %bi = memref.load %b[%i] : memref<?xf64>
    memref.store %bi, %x[%i] : memref<?xf64>
    scf.for %j = %c0 to %i step %c1 {
      %l = memref.load %L[%i, %j] : memref<?x?xf64>
      %xj = memref.load %x[%j] : memref<?xf64>
      %p = arith.mulf %l, %xj : f64
      %xi = memref.load %x[%i] : memref<?xf64>
      %d = arith.subf %xi, %p : f64
      memref.store %d, %x[%i] : memref<?xf64>
    }
    %xi = memref.load %x[%i] : memref<?xf64>
    %lii = memref.load %L[%i, %i] : memref<?x?xf64>
    %q = arith.divf %xi, %lii : f64
    memref.store %q, %x[%i] : memref<?xf64>
  }
  return
}

// -----

// The same with every argument llvm.noalias: no check needed, no version
// (the scf.if is the carried cells' guard, 0 < i0).
// CHECK-LABEL: func.func @trisolv_noalias
// CHECK-NOT:     loopc.disjoint_args
// CHECK:         scf.for
// CHECK-COUNT-2:   memref.store %{{.*}}, %x
// CHECK-NOT:     loopc.disjoint_args
// CHECK:         return
func.func @trisolv_noalias(%L: memref<?x?xf64> {llvm.noalias}, %x: memref<?xf64> {llvm.noalias}, %b: memref<?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %bi = memref.load %b[%i] : memref<?xf64>
    memref.store %bi, %x[%i] : memref<?xf64>
    scf.for %j = %c0 to %i step %c1 {
      %l = memref.load %L[%i, %j] : memref<?x?xf64>
      %xj = memref.load %x[%j] : memref<?xf64>
      %p = arith.mulf %l, %xj : f64
      %xi = memref.load %x[%i] : memref<?xf64>
      %d = arith.subf %xi, %p : f64
      memref.store %d, %x[%i] : memref<?xf64>
    }
  }
  return
}

// -----

// Must not version: the nest is the else region of an overlap check
// (parallelize's sequential original), where the arguments overlap.
// CHECK-LABEL: func.func @after_failed_check
// CHECK:         scf.if %ok {
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.for %i = %c0 to %n step %c1 {
// CHECK-NOT:     scf.if
// CHECK:         } {loopc.disjoint_args}
func.func @after_failed_check(%L: memref<?x?xf64>, %x: memref<?xf64>, %n: index, %ok: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %ok {
  } else {
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %i step %c1 {
        %l = memref.load %L[%i, %j] : memref<?x?xf64>
        %xj = memref.load %x[%j] : memref<?xf64>
        %p = arith.mulf %l, %xj : f64
        %xi = memref.load %x[%i] : memref<?xf64>
        %d = arith.subf %xi, %p : f64
        memref.store %d, %x[%i] : memref<?xf64>
      }
    }
  } {loopc.disjoint_args}
  return
}

// -----

// Must not version: illegal even with the arguments disjoint (iteration j
// reads C[k + 1], stored by iteration k + 1, as in @triangle_early_read),
// so no check is built for a copy that could not be transformed.
// CHECK-LABEL: func.func @versioned_still_illegal
// CHECK-NOT:     scf.if
// CHECK:         scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %k = %c0 to %j step %c1 {
func.func @versioned_still_illegal(%B: memref<?x?xf64>, %C: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    scf.for %k = %c0 to %j step %c1 {
      %k1 = arith.addi %k, %c1 : index
      %x = memref.load %C[%k1] : memref<?xf64>
      %y = memref.load %B[%j, %k] : memref<?x?xf64>
      %p = arith.mulf %x, %y : f64
      %c = memref.load %C[%j] : memref<?xf64>
      %d = arith.subf %c, %p : f64
      memref.store %d, %C[%j] : memref<?xf64>
    }
  }
  return
}

// -----

// Mode D, rows with forward dependences: PolyBench's atax (tmp[i] sums
// row i of A times x; then y[j] += A[i][j] * tmp[i]). The i loop carries
// y, but only forward: each row's updates of y[j] come after the earlier
// rows' at the same j. Two rows run together, each inner loop running
// row i0's body, then row i0 + 1's, at each iteration (so y[j] is loaded
// after the previous row stored it); x, y and tmp may be A for all the
// analysis knows, so under an overlap check.
// CHECK-LABEL: func.func @atax
// CHECK:         scf.if
// CHECK:           scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1 {
// CHECK:             memref.store %{{.*}}, %tmp
// CHECK-NEXT:        memref.store %{{.*}}, %tmp
// CHECK:             scf.for
// CHECK:             scf.for
// CHECK:               memref.load %y
// CHECK:               memref.store %{{.*}}, %y
// CHECK:               memref.load %y
// CHECK:               memref.store %{{.*}}, %y
// CHECK:           }
// CHECK:         } else {
// CHECK-NEXT:      scf.for %i = %c0 to %m step %c1 {
// CHECK:         } {loopc.disjoint_args}
func.func @atax(%A: memref<?x?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %tmp: memref<?xf64>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    memref.store %z, %tmp[%i] : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.load %tmp[%i] : memref<?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %xj = memref.load %x[%j] : memref<?xf64>
      %p = arith.mulf %a, %xj : f64
      %s = arith.addf %t, %p : f64
      memref.store %s, %tmp[%i] : memref<?xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      %yj = memref.load %y[%j] : memref<?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %t = memref.load %tmp[%i] : memref<?xf64>
      %p = arith.mulf %a, %t : f64
      %s = arith.addf %yj, %p : f64
      memref.store %s, %y[%j] : memref<?xf64>
    }
  }
  return
}

// -----

// Must not fire: row i's second loop stores y[j], which row i + 1's first
// loop reads: the jammed form would run row i + 1's first loop before.
// CHECK-LABEL: func.func @rows_backward
// CHECK-NOT:     scf.if
// CHECK:         scf.for %i = %c0 to %m step %c1 {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      scf.for %j = %c0 to %n step %c1 {
func.func @rows_backward(%A: memref<?x?xf64> {llvm.noalias}, %y: memref<?xf64> {llvm.noalias}, %tmp: memref<?xf64> {llvm.noalias}, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    memref.store %z, %tmp[%i] : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.load %tmp[%i] : memref<?xf64>
      %yj = memref.load %y[%j] : memref<?xf64>
      %s = arith.addf %t, %yj : f64
      memref.store %s, %tmp[%i] : memref<?xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %t = memref.load %tmp[%i] : memref<?xf64>
      %p = arith.mulf %a, %t : f64
      memref.store %p, %y[%j] : memref<?xf64>
    }
  }
  return
}

// -----

// Must not fire: within one inner loop, row i + 1 reads y[j + 1], which
// row i stores at iteration j + 1, later in the jammed loop (distance -1).
// CHECK-LABEL: func.func @rows_negative_distance
// CHECK-NOT:     scf.if
// CHECK:         scf.for %i = %c0 to %m step %c1 {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      scf.for %j = %c0 to %n step %c1 {
func.func @rows_negative_distance(%A: memref<?x?xf64> {llvm.noalias}, %y: memref<?xf64> {llvm.noalias}, %tmp: memref<?xf64> {llvm.noalias}, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    memref.store %z, %tmp[%i] : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.load %tmp[%i] : memref<?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %s = arith.addf %t, %a : f64
      memref.store %s, %tmp[%i] : memref<?xf64>
      %j1 = arith.addi %j, %c1 : index
      %yn = memref.load %y[%j1] : memref<?xf64>
      %u = arith.addf %yn, %s : f64
      memref.store %u, %y[%j] : memref<?xf64>
    }
  }
  return
}

// -----

// Must not fire: the rows meet only forward, but no inner loop carries a
// chain (each y[j] += A[i][j] stands alone): nothing for rows side by side
// to overlap.
// CHECK-LABEL: func.func @rows_forward_no_chain
// CHECK-NOT:     scf.if
// CHECK:         scf.for %i = %c0 to %m step %c1 {
// CHECK-NEXT:      scf.for %j = %c0 to %n step %c1 {
func.func @rows_forward_no_chain(%A: memref<?x?xf64> {llvm.noalias}, %y: memref<?xf64> {llvm.noalias}, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %yj = memref.load %y[%j] : memref<?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %s = arith.addf %yj, %a : f64
      memref.store %s, %y[%j] : memref<?xf64>
    }
  }
  return
}

// -----

// Mode D's rows read A a row apart (A[i0][j], A[i0 + 1][j]): each row's
// cell tmp[i] is carried in an iter_arg of the jammed loop (loaded before
// it, stored after it, under scf.if (0 < n): no access the loop would not
// make), the loop marked loopc.no_slp (the C backend's barrier against
// clang's SLP vectorizer, which packed the rows' sums into one vector of
// gathers). The second loop, y[j] += A[i][j] * tmp[i], has no cell.
// CHECK-LABEL: func.func @rows_cells
// CHECK:         scf.for %{{.*}} = %c0 to %{{.*}} step %c1 {
// CHECK:           %[[I0:.*]] = arith.muli
// CHECK:           %[[I1:.*]] = arith.addi %[[I0]], %c1 : index
// CHECK:           memref.store %z, %tmp[%[[I0]]]
// CHECK-NEXT:      memref.store %z, %tmp[%[[I1]]]
// CHECK-NEXT:      %[[SOME:.*]] = arith.cmpi sgt, %n, %c0 : index
// CHECK-NEXT:      scf.if %[[SOME]] {
// CHECK-NEXT:        %[[T0:.*]] = memref.load %tmp[%[[I0]]]
// CHECK-NEXT:        %[[T1:.*]] = memref.load %tmp[%[[I1]]]
// CHECK-NEXT:        %[[R:.*]]:2 = scf.for %{{.*}} = %c0 to %n step %c1 iter_args(%[[A0:.*]] = %[[T0]], %[[A1:.*]] = %[[T1]]) -> (f64, f64) {
// CHECK-NOT:           %tmp
// CHECK:               %[[S0:.*]] = arith.addf %[[A0]]
// CHECK-NOT:           %tmp
// CHECK:               %[[S1:.*]] = arith.addf %[[A1]]
// CHECK-NEXT:          scf.yield %[[S0]], %[[S1]] : f64, f64
// CHECK-NEXT:        } {loopc.no_slp}
// CHECK-NEXT:        memref.store %[[R]]#0, %tmp[%[[I0]]]
// CHECK-NEXT:        memref.store %[[R]]#1, %tmp[%[[I1]]]
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for
// CHECK:             memref.store %{{.*}}, %y
// CHECK:             memref.store %{{.*}}, %y
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// DEFAULT-LABEL: func.func @rows_cells
// DEFAULT:         %{{.*}}:8 = scf.for
// DEFAULT:         } {loopc.no_slp}
func.func @rows_cells(%A: memref<?x?xf64> {llvm.noalias}, %x: memref<?xf64> {llvm.noalias}, %y: memref<?xf64> {llvm.noalias}, %tmp: memref<?xf64> {llvm.noalias}, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    memref.store %z, %tmp[%i] : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.load %tmp[%i] : memref<?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %xj = memref.load %x[%j] : memref<?xf64>
      %p = arith.mulf %a, %xj : f64
      %s = arith.addf %t, %p : f64
      memref.store %s, %tmp[%i] : memref<?xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      %yj = memref.load %y[%j] : memref<?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %t = memref.load %tmp[%i] : memref<?xf64>
      %p = arith.mulf %a, %t : f64
      %s = arith.addf %yj, %p : f64
      memref.store %s, %y[%j] : memref<?xf64>
    }
  }
  return
}

// -----

// Jammed, but the cells stay in memory: the loop reads tmp[i] again after
// storing it (y[j] += the new sum), so the load before the store is not
// the cell's only other access; no loopc.no_slp (no iter_args).
// CHECK-LABEL: func.func @rows_cell_read_again
// CHECK:         scf.for %{{.*}} = %c0 to %{{.*}} step %c1 {
// CHECK-NOT:       iter_args
// CHECK-NOT:       loopc.no_slp
// CHECK:           memref.store %{{.*}}, %y
// CHECK:           memref.store %{{.*}}, %y
// CHECK-NOT:       loopc.no_slp
// CHECK:         return
func.func @rows_cell_read_again(%A: memref<?x?xf64> {llvm.noalias}, %y: memref<?xf64> {llvm.noalias}, %tmp: memref<?xf64> {llvm.noalias}, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    memref.store %z, %tmp[%i] : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.load %tmp[%i] : memref<?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %s = arith.addf %t, %a : f64
      memref.store %s, %tmp[%i] : memref<?xf64>
      %yj = memref.load %y[%j] : memref<?xf64>
      %t2 = memref.load %tmp[%i] : memref<?xf64>
      %u = arith.addf %yj, %t2 : f64
      memref.store %u, %y[%j] : memref<?xf64>
    }
  }
  return
}

// -----

// Jammed, but the rows read B along its last subscript (B[j][i0],
// B[j][i0 + 1]: side by side, what the SLP vectorizer loads as one
// vector): the cells stay as they are, no loopc.no_slp.
// CHECK-LABEL: func.func @rows_along_columns
// CHECK:         scf.for %{{.*}} = %c0 to %{{.*}} step %c1 {
// CHECK-NOT:       iter_args
// CHECK:           memref.store %{{.*}}, %tmp
// CHECK:           memref.store %{{.*}}, %tmp
// CHECK-NOT:       loopc.no_slp
// CHECK:         return
func.func @rows_along_columns(%B: memref<?x?xf64> {llvm.noalias}, %x: memref<?xf64> {llvm.noalias}, %y: memref<?xf64> {llvm.noalias}, %tmp: memref<?xf64> {llvm.noalias}, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    memref.store %z, %tmp[%i] : memref<?xf64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.load %tmp[%i] : memref<?xf64>
      %b = memref.load %B[%j, %i] : memref<?x?xf64>
      %xj = memref.load %x[%j] : memref<?xf64>
      %p = arith.mulf %b, %xj : f64
      %s = arith.addf %t, %p : f64
      memref.store %s, %tmp[%i] : memref<?xf64>
      %yj = memref.load %y[%j] : memref<?xf64>
      %u = arith.addf %yj, %s : f64
      memref.store %u, %y[%j] : memref<?xf64>
    }
  }
  return
}
