// privatize-buffers gives a scratch buffer that every iteration of a
// nest's root fills before it reads it a private copy per iteration of the
// root (the last iteration on the buffer itself), so that parallelize can
// make the root parallel (doitgen's sum); only where no load can read a
// value an earlier iteration wrote and the root carries nothing else. -O3
// runs it just before parallelize.
// RUN: %loopc --print-names=source %s --privatize-buffers --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %loopc %s --privatize-buffers --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %loopc %s -O2 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O2
// RUN: %loopc --print-names=source %s -O3 --split-input-file | FileCheck %s --check-prefix=O3
// PIPE: IR Dump After privatize-buffers
// PIPE-NEXT: module
// PIPE: IR Dump After parallelize
// O2-NOT: IR Dump After privatize-buffers

// doitgen (arguments that cannot alias): the rows before the last on a
// private sum, the last on sum itself.
// CHECK-LABEL: func.func @doitgen
// CHECK:         %[[NE:.*]] = arith.cmpi sgt, %nr, %c0
// CHECK:         %[[M1:.*]] = arith.subi %nr, %{{.*}}
// CHECK:         %[[LAST:.*]] = arith.select %[[NE]], %[[M1]], %c0
// CHECK:         %[[DIM:.*]] = memref.dim %sum, %{{.*}}
// CHECK:         scf.for %r = %c0 to %[[LAST]] step %c1 {
// CHECK-NEXT:      %[[P:.*]] = memref.alloc(%[[DIM]]) : memref<?xf64>
// CHECK:             memref.store %zero, %[[P]][%p]
// CHECK:               memref.load %[[P]][%p]
// CHECK:               memref.store %{{.*}}, %[[P]][%p]
// CHECK:             memref.load %[[P]][%p]
// CHECK:         memref.dealloc %[[P]]
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %r = %[[LAST]] to %nr step %c1 {
// CHECK:             memref.store %zero, %sum[%p]
// CHECK:             memref.load %sum[%p]
// CHECK-NOT:     memref.alloc
// CHECK:         return
// parallelize then makes r parallel:
// O3-LABEL: func.func @doitgen
// O3:         scf.parallel (%r) = (%c0) to (%{{.*}}) step (%c1) {
// O3-NEXT:      memref.alloc
func.func @doitgen(%nr: index, %nq: index, %np: index, %A: memref<?x?x?xf64> {llvm.noalias},
                   %C4: memref<?x?xf64> {llvm.noalias}, %sum: memref<?xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %r = %c0 to %nr step %c1 {
    scf.for %q = %c0 to %nq step %c1 {
      scf.for %p = %c0 to %np step %c1 {
        memref.store %zero, %sum[%p] : memref<?xf64>
        scf.for %s = %c0 to %np step %c1 {
          %a = memref.load %A[%r, %q, %s] : memref<?x?x?xf64>
          %b = memref.load %C4[%s, %p] : memref<?x?xf64>
          %m = arith.mulf %a, %b : f64
          %o = memref.load %sum[%p] : memref<?xf64>
          %t = arith.addf %o, %m : f64
          memref.store %t, %sum[%p] : memref<?xf64>
        }
      }
      scf.for %p = %c0 to %np step %c1 {
        %v = memref.load %sum[%p] : memref<?xf64>
        memref.store %v, %A[%r, %q, %p] : memref<?x?x?xf64>
      }
    }
  }
  return
}

// -----

// The same with arguments that may alias: under parallelize's overlap
// check, marked for the later passes; the nest as it was otherwise.
// CHECK-LABEL: func.func @doitgen_may_alias
// CHECK:         memref.extract_aligned_pointer_as_index
// CHECK:         scf.if %{{.*}} {
// CHECK:           scf.for %r = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:        memref.alloc
// CHECK:           scf.for %r = %{{.*}} to %nr step %c1 {
// CHECK:         } else {
// CHECK-NEXT:      scf.for %r = %c0 to %nr step %c1 {
// CHECK-NOT:         memref.alloc
// CHECK:         } {loopc.disjoint_args}
func.func @doitgen_may_alias(%nr: index, %nq: index, %np: index, %A: memref<?x?x?xf64>,
                             %C4: memref<?x?xf64>, %sum: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %r = %c0 to %nr step %c1 {
    scf.for %q = %c0 to %nq step %c1 {
      scf.for %p = %c0 to %np step %c1 {
        memref.store %zero, %sum[%p] : memref<?xf64>
        scf.for %s = %c0 to %np step %c1 {
          %a = memref.load %A[%r, %q, %s] : memref<?x?x?xf64>
          %b = memref.load %C4[%s, %p] : memref<?x?xf64>
          %m = arith.mulf %a, %b : f64
          %o = memref.load %sum[%p] : memref<?xf64>
          %t = arith.addf %o, %m : f64
          memref.store %t, %sum[%p] : memref<?xf64>
        }
      }
      scf.for %p = %c0 to %np step %c1 {
        %v = memref.load %sum[%p] : memref<?xf64>
        memref.store %v, %A[%r, %q, %p] : memref<?x?x?xf64>
      }
    }
  }
  return
}

// -----

// A rank-2 buffer filled by two loops directly around the store, in either
// order of the subscripts, read after them by loops of the same bounds;
// the fill's loop is the root's body (Q is the root).
// CHECK-LABEL: func.func @rank2
// CHECK:         scf.for %r = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:      memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf64>
// CHECK:         scf.for %r = %{{.*}} to %n step %c1 {
func.func @rank2(%n: index, %T: memref<?x?xf64> {llvm.noalias}, %out: memref<?xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f64
  scf.for %r = %c0 to %n step %c1 {
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f64
    scf.for %j = %c0 to %c4 step %c1 {
      scf.for %i = %c0 to %c4 step %c1 {
        memref.store %rf, %T[%i, %j] : memref<?x?xf64>
      }
    }
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c4 step %c1 {
        %v = memref.load %T[%i, %j] : memref<?x?xf64>
        %w = arith.addf %v, %one : f64
        memref.store %w, %out[%r] : memref<?xf64>
      }
    }
  }
  return
}

// -----

// Not filled first: each iteration adds to what the one before left.
// CHECK-LABEL: func.func @accumulates
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @accumulates(%n: index, %A: memref<?x?xf64> {llvm.noalias}, %sum: memref<?xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c0 to %n step %c1 {
    scf.for %p = %c0 to %n step %c1 {
      %a = memref.load %A[%r, %p] : memref<?x?xf64>
      %o = memref.load %sum[%p] : memref<?xf64>
      %t = arith.addf %o, %a : f64
      memref.store %t, %sum[%p] : memref<?xf64>
    }
    scf.for %p = %c0 to %n step %c1 {
      %v = memref.load %sum[%p] : memref<?xf64>
      memref.store %v, %A[%r, %p] : memref<?x?xf64>
    }
  }
  return
}

// -----

// The fill covers [0, m), the reads [0, n): cells past m come from an
// earlier iteration.
// CHECK-LABEL: func.func @fill_short
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @fill_short(%n: index, %m: index, %A: memref<?x?xf64> {llvm.noalias}, %sum: memref<?xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c0 to %n step %c1 {
    scf.for %p = %c0 to %m step %c1 {
      %a = memref.load %A[%r, %p] : memref<?x?xf64>
      memref.store %a, %sum[%p] : memref<?xf64>
    }
    scf.for %p = %c0 to %n step %c1 {
      %v = memref.load %sum[%p] : memref<?xf64>
      memref.store %v, %A[%r, %p] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Read before the fill in the same iteration (the previous row's values),
// and a fill every other cell (step 2): neither is privatized.
// CHECK-LABEL: func.func @read_first
// CHECK-NOT:     memref.alloc
// CHECK-LABEL: func.func @fill_step2
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @read_first(%n: index, %A: memref<?x?xf64> {llvm.noalias}, %sum: memref<?xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c0 to %n step %c1 {
    scf.for %p = %c0 to %n step %c1 {
      %v = memref.load %sum[%p] : memref<?xf64>
      memref.store %v, %A[%r, %p] : memref<?x?xf64>
    }
    scf.for %p = %c0 to %n step %c1 {
      %a = memref.load %A[%r, %p] : memref<?x?xf64>
      memref.store %a, %sum[%p] : memref<?xf64>
    }
  }
  return
}
func.func @fill_step2(%n: index, %A: memref<?x?xf64> {llvm.noalias}, %sum: memref<?xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %r = %c0 to %n step %c1 {
    scf.for %p = %c0 to %n step %c2 {
      %a = memref.load %A[%r, %p] : memref<?x?xf64>
      memref.store %a, %sum[%p] : memref<?xf64>
    }
    scf.for %p = %c0 to %n step %c1 {
      %v = memref.load %sum[%p] : memref<?xf64>
      memref.store %v, %A[%r, %p] : memref<?x?xf64>
    }
  }
  return
}

// -----

// The root carries a dependence through A as well (row r reads row r - 1):
// a private sum would not make it parallel, so nothing is copied.
// CHECK-LABEL: func.func @carries_more
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @carries_more(%n: index, %A: memref<?x?xf64> {llvm.noalias}, %sum: memref<?xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c1 to %n step %c1 {
    %r1 = arith.subi %r, %c1 : index
    scf.for %p = %c0 to %n step %c1 {
      %a = memref.load %A[%r1, %p] : memref<?x?xf64>
      memref.store %a, %sum[%p] : memref<?xf64>
    }
    scf.for %p = %c0 to %n step %c1 {
      %v = memref.load %sum[%p] : memref<?xf64>
      memref.store %v, %A[%r, %p] : memref<?x?xf64>
    }
  }
  return
}

// -----

// The buffer escapes the loads and stores (a call may read it): left alone.
// CHECK-LABEL: func.func @escapes
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func private @use(memref<?xf64>)
func.func @escapes(%n: index, %A: memref<?x?xf64> {llvm.noalias}, %sum: memref<?xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %r = %c0 to %n step %c1 {
    scf.for %p = %c0 to %n step %c1 {
      %a = memref.load %A[%r, %p] : memref<?x?xf64>
      memref.store %a, %sum[%p] : memref<?xf64>
    }
    func.call @use(%sum) : (memref<?xf64>) -> ()
  }
  return
}

// -----

// The buffer is a view of A, which the nest also touches: a private copy
// would miss A's writes.
// CHECK-LABEL: func.func @view_of_other
// CHECK-NOT:     memref.alloc
// CHECK:         return
func.func @view_of_other(%n: index, %A: memref<?x?xf64> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sum = memref.reinterpret_cast %A to offset: [0], sizes: [%n], strides: [1] : memref<?x?xf64> to memref<?xf64>
  scf.for %r = %c1 to %n step %c1 {
    scf.for %p = %c0 to %n step %c1 {
      %a = memref.load %A[%r, %p] : memref<?x?xf64>
      memref.store %a, %sum[%p] : memref<?xf64>
    }
    scf.for %p = %c0 to %n step %c1 {
      %v = memref.load %sum[%p] : memref<?xf64>
      memref.store %v, %A[%r, %p] : memref<?x?xf64>
    }
  }
  return
}
