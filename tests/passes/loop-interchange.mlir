// loop-interchange swaps the innermost two loops of a nest when the inner
// loop then walks memory with unit stride, distributing the ops before the
// inner loop into a loop of their own first; each step only where the
// dependence analysis (print-dependences.mlir) proves it legal. -O3 runs it
// after parallelize.
// RUN: %loopc --print-names=source %s --loop-interchange --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %loopc %s --loop-interchange --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %loopc %s -O2 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O2
// PIPE: IR Dump After parallelize
// PIPE: IR Dump After loop-interchange
// O2-NOT: IR Dump After loop-interchange

// C[i][j] += A[i][k] * B[k][j] written i-j-k: the k loop walks a column of
// B and stores one cell of C in every iteration. Swapped, the j loop walks
// rows of B and C; each cell still adds its products in k's order.
// CHECK-LABEL: func.func @gemm_ijk
// CHECK:         scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %k = %c0 to %n step %c1 {
// CHECK-NEXT:        scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:          memref.load %A[%i, %k]
// CHECK-NEXT:          memref.load %B[%k, %j]
// CHECK:               memref.load %C[%i, %j]
// CHECK:               memref.store %{{.*}}, %C[%i, %j]
func.func @gemm_ijk(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                    %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// -----

// PolyBench's 2mm: the cell is cleared before its k loop. The store moves
// to a j loop of its own (the k loop's accesses to the cell come in the
// same j iteration: distance 0), then j and k swap. The index computed
// before the k loop is copied into it.
// CHECK-LABEL: func.func @init_then_ijk
// CHECK:         scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:        memref.store %zero, %C[%i, %j]
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for %k = %c0 to %n step %c1 {
// CHECK-NEXT:        scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:          %j1 = arith.addi %j, %c1
// CHECK:               memref.load %B[%k, %j1]
// CHECK:               memref.store %{{.*}}, %C[%i, %j]
func.func @init_then_ijk(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                         %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %zero, %C[%i, %j] : memref<?x?xf64>
      %j1 = arith.addi %j, %c1 : index
      scf.for %k = %c0 to %n step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j1] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// -----

// A column sweep A[i][j] = A[i-1][j+1] + 1 written j-i: swapped, the read
// of A[i-1][j+1] would come after the write of that cell (distance (1, -1)
// would become (-1, 1)). Not swapped, although the i loop is strided.
// CHECK-LABEL: func.func @skewed_dependence
// CHECK:         scf.for %j = %c0 to %m step %c1 {
// CHECK-NEXT:      scf.for %i = %c1 to %n step %c1 {
func.func @skewed_dependence(%A: memref<?x?xf64>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  scf.for %j = %c0 to %m step %c1 {
    scf.for %i = %c1 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %x = memref.load %A[%im, %jp] : memref<?x?xf64>
      %y = arith.addf %x, %one : f64
      memref.store %y, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// The same sweep with A[i-1][j-1]: distance (1, 1) stays positive, so the
// loops swap.
// CHECK-LABEL: func.func @uniform_dependence
// CHECK:         scf.for %i = %c1 to %n step %c1 {
// CHECK-NEXT:      scf.for %j = %c1 to %m step %c1 {
func.func @uniform_dependence(%A: memref<?x?xf64>, %n: index, %m: index) {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f64
  scf.for %j = %c1 to %m step %c1 {
    scf.for %i = %c1 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %x = memref.load %A[%im, %jm] : memref<?x?xf64>
      %y = arith.addf %x, %one : f64
      memref.store %y, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// The cleared cell is read one j later by the k loop (C[i][j+1]): moving all
// the clears before all the k loops would clear a cell before its read.
// Neither distributed nor swapped.
// CHECK-LABEL: func.func @distribution_forbidden
// CHECK:         scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:      memref.store %zero, %C[%i, %j]
// CHECK-NEXT:      %j1 = arith.addi %j, %c1
// CHECK-NEXT:      scf.for %k = %c0 to %n step %c1 {
func.func @distribution_forbidden(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                                  %C: memref<?x?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %zero, %C[%i, %j] : memref<?x?xf64>
      %j1 = arith.addi %j, %c1 : index
      scf.for %k = %c0 to %n step %c1 {
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %c = memref.load %C[%i, %j1] : memref<?x?xf64>
        %s = arith.addf %c, %b : f64
        memref.store %s, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// -----

// Arguments that may alias (no llvm.noalias): B's column could be C's row.
// CHECK-LABEL: func.func @may_alias
// CHECK:         scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %k = %c0 to %n step %c1 {
func.func @may_alias(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    scf.for %k = %c0 to %n step %c1 {
      %b = memref.load %B[%k, %j] : memref<?x?xf64>
      %c = memref.load %C[%c0, %j] : memref<?x?xf64>
      %s = arith.addf %c, %b : f64
      memref.store %s, %C[%c0, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// The same under parallelize's overlap check (the loop.if it marks
// loopc.disjoint_args): the arguments are disjoint there.
// CHECK-LABEL: func.func @under_overlap_check
// CHECK:         scf.if %ok {
// CHECK-NEXT:      scf.for %k = %c0 to %n step %c1 {
// CHECK-NEXT:        scf.for %j = %c0 to %n step %c1 {
// CHECK:         } else {
// CHECK-NEXT:      scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:        scf.for %k = %c0 to %n step %c1 {
// CHECK:         } {loopc.disjoint_args}
func.func @under_overlap_check(%B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index, %ok: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %ok {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %c = memref.load %C[%c0, %j] : memref<?x?xf64>
        %s = arith.addf %c, %b : f64
        memref.store %s, %C[%c0, %j] : memref<?x?xf64>
      }
    }
  } else {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %c = memref.load %C[%c0, %j] : memref<?x?xf64>
        %s = arith.addf %c, %b : f64
        memref.store %s, %C[%c0, %j] : memref<?x?xf64>
      }
    }
  } {loopc.disjoint_args}
  return
}

// -----

// Already unit stride (gemm in PolyBench's i-k-j order), and syrk's j loop
// over C[i][j] with A[j][k] strided: swapping would store C[i][j] in every
// k iteration, a serial chain of additions. Left alone.
// CHECK-LABEL: func.func @not_profitable
// CHECK:         scf.for %k = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %j = %c0 to %n step %c1 {
// CHECK:         scf.for %k = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %j = %c0 to %i step %c1 {
func.func @not_profitable(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                          %C: memref<?x?xf64> {llvm.noalias}, %n: index, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf64>
      %b = memref.load %B[%k, %j] : memref<?x?xf64>
      %p = arith.mulf %a, %b : f64
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %s = arith.addf %c, %p : f64
      memref.store %s, %C[%i, %j] : memref<?x?xf64>
    }
  }
  scf.for %k = %c0 to %n step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      %a = memref.load %A[%j, %k] : memref<?x?xf64>
      %b = memref.load %A[%i, %k] : memref<?x?xf64>
      %p = arith.mulf %a, %b : f64
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %s = arith.addf %c, %p : f64
      memref.store %s, %C[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// PolyBench's gramschmidt: for each column j, a dot product into R[k][j]
// (cleared first), then an update of column j of A with it; both i loops
// walk columns. The j loop is first distributed over its two loops (every
// dependence between them is within one j iteration: R[k][j] and column j
// of A), then each j-i pair swaps, so that both walk rows; the clearing
// store gets a j loop of its own. Each cell of R still adds in i's order.
// CHECK-LABEL: func.func @gramschmidt_columns
// CHECK:         scf.for %j = %k1 to %n step %c1 {
// CHECK-NEXT:      memref.store %zero, %R[%k, %j]
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %i = %c0 to %m step %c1 {
// CHECK-NEXT:      scf.for %j = %k1 to %n step %c1 {
// CHECK-NEXT:        memref.load %Q[%i, %k]
// CHECK-NEXT:        memref.load %A[%i, %j]
// CHECK:             memref.store %{{.*}}, %R[%k, %j]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %i = %c0 to %m step %c1 {
// CHECK-NEXT:      scf.for %j = %k1 to %n step %c1 {
// CHECK-NEXT:        memref.load %A[%i, %j]
// CHECK:             memref.store %{{.*}}, %A[%i, %j]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @gramschmidt_columns(%A: memref<?x?xf64> {llvm.noalias}, %R: memref<?x?xf64> {llvm.noalias},
                               %Q: memref<?x?xf64> {llvm.noalias}, %m: index, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %k1 = arith.addi %k, %c1 : index
  scf.for %j = %k1 to %n step %c1 {
    memref.store %zero, %R[%k, %j] : memref<?x?xf64>
    scf.for %i = %c0 to %m step %c1 {
      %q = memref.load %Q[%i, %k] : memref<?x?xf64>
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %p = arith.mulf %q, %a : f64
      %r = memref.load %R[%k, %j] : memref<?x?xf64>
      %s = arith.addf %r, %p : f64
      memref.store %s, %R[%k, %j] : memref<?x?xf64>
    }
    scf.for %i = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %q = memref.load %Q[%i, %k] : memref<?x?xf64>
      %r = memref.load %R[%k, %j] : memref<?x?xf64>
      %p = arith.mulf %q, %r : f64
      %d = arith.subf %a, %p : f64
      memref.store %d, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Not distributed: the second loop writes column j of A, which the first
// loop reads in the next j iteration (A[i][j - 1]: distance -1 from the
// first group to the second), so all of the first loops cannot run before
// all of the second ones. Nor without llvm.noalias (A and R may alias).
// CHECK-LABEL: func.func @split_backward
// CHECK:         scf.for %j = %c1 to %n step %c1 {
// CHECK-NEXT:      %jm = arith.subi %j, %c1
// CHECK-NEXT:      scf.for %i = %c0 to %m step %c1 {
// CHECK:           scf.for %i = %c0 to %m step %c1 {
// CHECK-LABEL: func.func @split_may_alias
// CHECK:         scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %i = %c0 to %m step %c1 {
// CHECK:           scf.for %i = %c0 to %m step %c1 {
func.func @split_backward(%A: memref<?x?xf64> {llvm.noalias}, %R: memref<?xf64> {llvm.noalias},
                          %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c1 to %n step %c1 {
    %jm = arith.subi %j, %c1 : index
    scf.for %i = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %jm] : memref<?x?xf64>
      %r = memref.load %R[%j] : memref<?xf64>
      %s = arith.addf %r, %a : f64
      memref.store %s, %R[%j] : memref<?xf64>
    }
    scf.for %i = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %r = memref.load %R[%j] : memref<?xf64>
      %d = arith.subf %a, %r : f64
      memref.store %d, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
func.func @split_may_alias(%A: memref<?x?xf64>, %R: memref<?xf64>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %j = %c0 to %n step %c1 {
    scf.for %i = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %r = memref.load %R[%j] : memref<?xf64>
      %s = arith.addf %r, %a : f64
      memref.store %s, %R[%j] : memref<?xf64>
    }
    scf.for %i = %c0 to %m step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %r = memref.load %R[%j] : memref<?xf64>
      %d = arith.subf %a, %r : f64
      memref.store %d, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Not distributed: both loops already walk rows (nothing to gain).
// CHECK-LABEL: func.func @split_no_gain
// CHECK:         scf.for %i = %c0 to %m step %c1 {
// CHECK-NEXT:      scf.for %j = %c0 to %n step %c1 {
// CHECK:           scf.for %j = %c0 to %n step %c1 {
func.func @split_no_gain(%A: memref<?x?xf64> {llvm.noalias}, %B: memref<?x?xf64> {llvm.noalias},
                         %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %j] : memref<?x?xf64>
      %d = arith.mulf %a, %two : f64
      memref.store %d, %A[%i, %j] : memref<?x?xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      %b = memref.load %B[%i, %j] : memref<?x?xf64>
      %d = arith.addf %b, %two : f64
      memref.store %d, %B[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// covariance's symmetric product: the ops after the k loop (the scaling
// and the store to the mirror cell C[j][i]) move to a j loop of their own
// after it, copying the index they use from before it: none of their
// accesses meets one of the k loop's (or the clearing store's) in a later
// j iteration (C[j][i] against C[i][j'] needs j = i = j', by the bounds j
// from i). Then j and k swap.
// CHECK-LABEL: func.func @ops_after
// CHECK:         scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %j = %i to %n step %c1 {
// CHECK-NEXT:        memref.store %zero, %C[%i, %j]
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for %k = %c0 to %m step %c1 {
// CHECK-NEXT:        scf.for %j = %i to %n step %c1 {
// CHECK:               memref.store %{{.*}}, %C[%i, %j]
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.for %j = %i to %n step %c1 {
// CHECK-NEXT:        %i1 = arith.addi %i, %c1
// CHECK-NEXT:        memref.load %C[%i, %j]
// CHECK-NEXT:        arith.divf
// CHECK-NEXT:        memref.store %{{.*}}, %C[%i, %j]
// CHECK-NEXT:        memref.load %C[%i, %j]
// CHECK-NEXT:        memref.store %{{.*}}, %C[%j, %i]
// CHECK-NEXT:        memref.store %{{.*}}, %E[%i1, %j]
// CHECK-NEXT:      }
func.func @ops_after(%D: memref<?x?xf64> {llvm.noalias}, %C: memref<?x?xf64> {llvm.noalias},
                     %E: memref<?x?xf64> {llvm.noalias}, %n: index, %m: index, %s: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %i to %n step %c1 {
      memref.store %zero, %C[%i, %j] : memref<?x?xf64>
      %i1 = arith.addi %i, %c1 : index
      scf.for %k = %c0 to %m step %c1 {
        %a = memref.load %D[%k, %i] : memref<?x?xf64>
        %b = memref.load %D[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %t = arith.addf %c, %p : f64
        memref.store %t, %C[%i, %j] : memref<?x?xf64>
      }
      %x = memref.load %C[%i, %j] : memref<?x?xf64>
      %y = arith.divf %x, %s : f64
      memref.store %y, %C[%i, %j] : memref<?x?xf64>
      %z = memref.load %C[%i, %j] : memref<?x?xf64>
      memref.store %z, %C[%j, %i] : memref<?x?xf64>
      memref.store %z, %E[%i1, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Must not move: the op after the k loop writes C[i][j + 1], which the k
// loop of the next j iteration reads and adds to; moved after all of them,
// it would come too late. (The pair stays as it is.)
// CHECK-LABEL: func.func @ops_after_needed_later
// CHECK:         scf.for %j = %c0 to %n step %c1 {
// CHECK-NEXT:      scf.for %k = %c0 to %n step %c1 {
// CHECK:           memref.store %{{.*}}, %C[%i, %j1]
// CHECK-NEXT:    }
func.func @ops_after_needed_later(%B: memref<?x?xf64> {llvm.noalias}, %C: memref<?x?xf64> {llvm.noalias},
                                  %n: index, %v: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %t = arith.addf %c, %b : f64
        memref.store %t, %C[%i, %j] : memref<?x?xf64>
      }
      %j1 = arith.addi %j, %c1 : index
      memref.store %v, %C[%i, %j1] : memref<?x?xf64>
    }
  }
  return
}
