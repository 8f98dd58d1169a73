// parallelize makes the outermost loops whose iterations are independent
// (no memory dependence carried, by the analysis print-dependences.mlir
// shows; no iter_args) scf.parallel, when they are worth a team of threads
// (they hold another loop, or run at least 4096 times). -O3 runs it.
// RUN: %loopc --print-names=source %s --parallelize --split-input-file | FileCheck %s
// RUN: %if mlir-opt %{ %loopc %s --parallelize --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %loopc %s -O2 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O2
// RUN: %loopc --print-names=source %s --parallelize=parallel-reductions --split-input-file | FileCheck %s --check-prefix=FP
// RUN: %loopc --print-names=source %s --parallelize=min-work=0 --split-input-file | FileCheck %s --check-prefix=NOMIN
// PIPE: IR Dump After parallelize
// O2-NOT: IR Dump After parallelize

// The outer loop of a transposed copy into a fresh buffer: each i writes
// its own column. The inner loop stays sequential.
// CHECK-LABEL: func.func @transpose
// CHECK:         scf.parallel (%i) = (%c0) to (%n) step (%c1) {
// CHECK-NEXT:      scf.for %j = %c0 to %n step %c1 {
// CHECK:           scf.reduce
func.func @transpose(%A: memref<?x?xf64>, %n: index) -> memref<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %T = memref.alloc(%n, %n) : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %A[%i, %j] : memref<?x?xf64>
      memref.store %x, %T[%j, %i] : memref<?x?xf64>
    }
  }
  return %T : memref<?x?xf64>
}

// -----

// A single loop with enough constant trips; one of unknown trip count
// (perhaps a few) is not worth the threads.
// CHECK-LABEL: func.func @single
// CHECK:         scf.parallel (%i) = (%c0) to (%c8192) step (%c1) {
// CHECK:         scf.for %i = %c0 to %n step %c1 {
func.func @single(%A: memref<8192xf32>, %B: memref<8192xf32> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8192 = arith.constant 8192 : index
  scf.for %i = %c0 to %c8192 step %c1 {
    %x = memref.load %A[%i] : memref<8192xf32>
    memref.store %x, %B[%i] : memref<8192xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %A[%i] : memref<8192xf32>
    memref.store %x, %B[%i] : memref<8192xf32>
  }
  return
}

// -----

// A time loop carries everything; the loop inside it over rows does not
// (jacobi's shape: B from A, then A from B). Forked in every time step,
// each row loop runs in parallel only when its work reaches min-work: its
// trip counts known only when the program runs, the parallel version runs
// under the estimate's check, the loop as it was otherwise.
// CHECK-LABEL: func.func @time_steps
// CHECK:         scf.for %t = %c0 to %steps step %c1 {
// CHECK:           %[[W:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : index
// CHECK-NEXT:      scf.if %[[W]] {
// CHECK-NEXT:        scf.parallel (%i) = (%c1) to (%m) step (%c1) {
// CHECK-NEXT:          scf.for %j = %c1 to %m step %c1 {
// CHECK:             } else {
// CHECK-NEXT:        scf.for %i = %c1 to %m step %c1 {
// CHECK-NEXT:          scf.for %j = %c1 to %m step %c1 {
// CHECK:           scf.if
// CHECK-NEXT:        scf.parallel (%i) = (%c1) to (%m) step (%c1) {
// NOMIN-LABEL: func.func @time_steps
// NOMIN:         scf.for %t = %c0 to %steps step %c1 {
// NOMIN-NEXT:      scf.parallel (%i) = (%c1) to (%m) step (%c1) {
// NOMIN-NEXT:        scf.for %j = %c1 to %m step %c1 {
// NOMIN:           scf.parallel (%i) = (%c1) to (%m) step (%c1) {
func.func @time_steps(%A: memref<?x?xf64>, %B: memref<?x?xf64> {llvm.noalias}, %n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %m step %c1 {
      scf.for %j = %c1 to %m step %c1 {
        %ip = arith.addi %i, %c1 : index
        %im = arith.subi %i, %c1 : index
        %a = memref.load %A[%ip, %j] : memref<?x?xf64>
        %b = memref.load %A[%im, %j] : memref<?x?xf64>
        %s = arith.addf %a, %b : f64
        memref.store %s, %B[%i, %j] : memref<?x?xf64>
      }
    }
    scf.for %i = %c1 to %m step %c1 {
      scf.for %j = %c1 to %m step %c1 {
        %x = memref.load %B[%i, %j] : memref<?x?xf64>
        memref.store %x, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// -----

// Both checks: arguments that may alias (the overlap check) and work known
// only when the program runs. They nest, so that the sequential copy run
// when the work is too small is also one with disjoint arguments
// (marked for the later passes, which may transform it: loop-interchange's
// distribution), and the loop as it was runs when they overlap.
// CHECK-LABEL: func.func @time_steps_may_alias
// CHECK:         scf.for %t = %c0 to %steps step %c1 {
// CHECK:           %[[W:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : index
// CHECK:           scf.if %{{.*}} {
// CHECK-NEXT:        scf.if %[[W]] {
// CHECK-NEXT:          scf.parallel (%i) = (%c1) to (%m) step (%c1) {
// CHECK:             } else {
// CHECK-NEXT:          scf.for %i = %c1 to %m step %c1 {
// CHECK:           } else {
// CHECK-NEXT:        scf.for %i = %c1 to %m step %c1 {
// CHECK:           } {loopc.disjoint_args}
func.func @time_steps_may_alias(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %n: index, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %m step %c1 {
      scf.for %j = %c1 to %m step %c1 {
        %x = memref.load %A[%i, %j] : memref<?x?xf64>
        memref.store %x, %B[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// -----

// Trip counts known when compiling: 62 x 62 rows of a few ops in a time
// step are below min-work (fork and join would cost more than the second
// thread gains): sequential, and the loops inside too. 254 x 254 rows of
// five ops (about 323000, between 2^18, the default, and 2^20) and
// 1022 x 1022 are above: parallel, no check.
// CHECK-LABEL: func.func @time_steps_known
// CHECK:         scf.for %t = %c0 to %steps step %c1 {
// CHECK-NEXT:      scf.for %i = %c1 to %c63 step %c1 {
// CHECK-NEXT:        scf.for %j = %c1 to %c63 step %c1 {
// CHECK:           scf.parallel (%i) = (%c1) to (%c255) step (%c1) {
// CHECK:           scf.parallel (%i) = (%c1) to (%c1023) step (%c1) {
// CHECK-NEXT:        scf.for %j = %c1 to %c1023 step %c1 {
// NOMIN-LABEL: func.func @time_steps_known
// NOMIN:         scf.parallel (%i) = (%c1) to (%c63) step (%c1) {
// NOMIN:         scf.parallel (%i) = (%c1) to (%c255) step (%c1) {
// NOMIN:         scf.parallel (%i) = (%c1) to (%c1023) step (%c1) {
func.func @time_steps_known(%A: memref<1024x1024xf64> {llvm.noalias},
                            %B: memref<1024x1024xf64> {llvm.noalias}, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c255 = arith.constant 255 : index
  %c1023 = arith.constant 1023 : index
  scf.for %t = %c0 to %steps step %c1 {
    scf.for %i = %c1 to %c63 step %c1 {
      scf.for %j = %c1 to %c63 step %c1 {
        %im = arith.subi %i, %c1 : index
        %a = memref.load %A[%im, %j] : memref<1024x1024xf64>
        %b = memref.load %A[%i, %j] : memref<1024x1024xf64>
        %s = arith.addf %a, %b : f64
        memref.store %s, %B[%i, %j] : memref<1024x1024xf64>
      }
    }
    scf.for %i = %c1 to %c255 step %c1 {
      scf.for %j = %c1 to %c255 step %c1 {
        %im = arith.subi %i, %c1 : index
        %a = memref.load %A[%im, %j] : memref<1024x1024xf64>
        %b = memref.load %A[%i, %j] : memref<1024x1024xf64>
        %s = arith.addf %a, %b : f64
        memref.store %s, %B[%i, %j] : memref<1024x1024xf64>
      }
    }
    scf.for %i = %c1 to %c1023 step %c1 {
      scf.for %j = %c1 to %c1023 step %c1 {
        %x = memref.load %B[%i, %j] : memref<1024x1024xf64>
        memref.store %x, %A[%i, %j] : memref<1024x1024xf64>
      }
    }
  }
  return
}

// -----

// Not parallel: a row recurrence (A[i] from A[i - 1]) carried by the
// outer loop, whose inner loop is a single loop of unknown trip count; a
// sum carried in iter_args; a call; an i32 induction variable; a loop in an
// scf.parallel already.
// CHECK-LABEL: func.func @not_parallel
// CHECK-NOT:     scf.parallel
// CHECK:         return
func.func @not_parallel(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %n: index, %k: i32) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %i = %c1 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %x = memref.load %A[%im, %j] : memref<?x?xf64>
      memref.store %x, %A[%i, %j] : memref<?x?xf64>
    }
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (f64) {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%t = %s) -> (f64) {
      %x = memref.load %A[%i, %j] : memref<?x?xf64>
      %u = arith.addf %t, %x : f64
      scf.yield %u : f64
    }
    scf.yield %r : f64
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      func.call @g(%A) : (memref<?x?xf64>) -> ()
    }
  }
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  scf.for %i = %c0_i32 to %k step %c1_i32 : i32 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %A[%j, %j] : memref<?x?xf64>
      memref.store %x, %A[%j, %j] : memref<?x?xf64>
    }
  }
  return %sum : f64
}
func.func private @g(memref<?x?xf64>)

// -----

// Arguments may be one buffer (no llvm.noalias): a nest that is parallel
// when they do not overlap runs in parallel under a run-time check that
// they do not (the bytes each spans, from its aligned pointer and sizes),
// else as it was. The recurrence through A alone needs no check and gets
// none: it is not parallel either way.
// CHECK-LABEL: func.func @versioned
// CHECK-DAG:     extract_aligned_pointer_as_index %A :
// CHECK-DAG:     extract_aligned_pointer_as_index %B :
// CHECK:         %[[OK:.*]] = arith.andi
// CHECK:         scf.if %[[OK]] {
// CHECK-NEXT:      scf.parallel (%i) = (%c0) to (%n) step (%c1) {
// CHECK:         } else {
// CHECK-NEXT:      scf.for %i = %c0 to %n step %c1 {
// CHECK-NOT:     extract_aligned_pointer
// CHECK:         return
func.func @versioned(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %A[%i, %j] : memref<?x?xf64>
      memref.store %x, %B[%i, %j] : memref<?x?xf64>
      %y = memref.load %C[%j] : memref<?xf32>
    }
  }
  scf.for %i = %c1 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %im = arith.subi %i, %c1 : index
      %x = memref.load %A[%im, %j] : memref<?x?xf64>
      memref.store %x, %A[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// -----

// Values carried as reductions (acc OP x, acc used there alone, the result
// yielded alone) become the parallel loop's inits and scf.reduce: integer
// sums and maxima always; floating-point sums only with
// parallel-reductions, since they round differently in another order. An
// accumulator used twice is no reduction.
// CHECK-LABEL: func.func @reductions
// CHECK:         %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %m) -> (i64, i64) {
// CHECK:           scf.reduce(%row, %row : i64, i64) {
// CHECK:             arith.addi
// CHECK:             arith.maxsi
// CHECK:         %f = scf.for %i
// CHECK:         %q = scf.for %i
// FP-LABEL: func.func @reductions
// FP:         scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %m) -> (i64, i64) {
// FP:         %f = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zf) -> f64 {
// FP:         %q = scf.for %i
func.func @reductions(%A: memref<?x?xi64>, %F: memref<?x?xf64>, %n: index) -> (i64, i64, f64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %m = arith.constant -1 : i64
  %zf = arith.constant 0.0 : f64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %mx = %m) -> (i64, i64) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%t = %z) -> (i64) {
      %x = memref.load %A[%i, %j] : memref<?x?xi64>
      %u = arith.addi %t, %x : i64
      scf.yield %u : i64
    }
    %s2 = arith.addi %s, %row : i64
    %m2 = arith.maxsi %row, %mx : i64
    scf.yield %s2, %m2 : i64, i64
  }
  %f = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zf) -> (f64) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%t = %zf) -> (f64) {
      %x = memref.load %F[%i, %j] : memref<?x?xf64>
      %u = arith.addf %t, %x : f64
      scf.yield %u : f64
    }
    %s2 = arith.addf %s, %row : f64
    scf.yield %s2 : f64
  }
  %q = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (i64) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%t = %z) -> (i64) {
      %x = memref.load %A[%i, %j] : memref<?x?xi64>
      %u = arith.addi %t, %x : i64
      scf.yield %u : i64
    }
    %sq = arith.muli %s, %s : i64
    %s2 = arith.addi %sq, %row : i64
    scf.yield %s2 : i64
  }
  return %r#0, %r#1, %f, %q : i64, i64, f64, i64
}

// -----

// CHECK-LABEL: func.func @inside_parallel
// CHECK:         scf.parallel
// CHECK-NOT:     scf.parallel
// CHECK:         return
func.func @inside_parallel(%A: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%p) = (%c0) to (%n) step (%c1) {
    scf.for %i = %c0 to %n step %c1 {
      scf.for %j = %c0 to %n step %c1 {
        %x = memref.load %A[%i, %j] : memref<?x?xf64>
        %y = arith.addf %x, %x : f64
        memref.store %y, %A[%i, %j] : memref<?x?xf64>
      }
    }
    scf.reduce
  }
  return
}

// Nests deeper than the analysis follows (64 loops) and nests of more
// accesses than it pairs (512) are handled, conservatively, in any build.
// RUN: %python %S/Inputs/big_nests.py deep > %t.deep.mlir
// RUN: %loopc %t.deep.mlir -O3 --print-names=source | FileCheck %s --check-prefix=DEEP
// RUN: %loopc %t.deep.mlir --print-dependences -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEEP-DEPS
// DEEP-NOT:     scf.parallel
// DEEP:         return
// DEEP-DEPS:    remark: loop at depth 79 carries a memory dependence
// RUN: %python %S/Inputs/big_nests.py many > %t.many.mlir
// RUN: %loopc %t.many.mlir -O3 --print-names=source | FileCheck %s --check-prefix=MANY
// MANY-NOT:     scf.parallel

// -----

// gramschmidt's column loop: inside a sequential loop (k), a loop over
// columns j whose body holds two loops over rows i, each walking a column
// (j the last subscript): with j innermost they would walk rows, and
// loop-interchange distributes and swaps the sequential loop so (a parallel
// copy, which no pass distributes, would walk the columns). It stays
// sequential, under the overlap check that distribution needs; NOMIN too.
// CHECK-LABEL: func.func @columns_want_rows
// CHECK:         scf.for %k = %c0 to %n step %c1 {
// CHECK-NOT:       scf.parallel
// CHECK:           scf.if %{{.*}} {
// CHECK-NEXT:        scf.for %j = %c0 to %n step %c1 {
// CHECK:           } else {
// CHECK-NEXT:        scf.for %j = %c0 to %n step %c1 {
// CHECK:           } {loopc.disjoint_args}
// CHECK-NOT:     scf.parallel
// CHECK:         return
// NOMIN-LABEL: func.func @columns_want_rows
// NOMIN-NOT:     scf.parallel
// NOMIN:         return
func.func @columns_want_rows(%A: memref<?x?xf64>, %R: memref<?x?xf64>, %Q: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  scf.for %k = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %zero, %R[%k, %j] : memref<?x?xf64>
      scf.for %i = %c0 to %n step %c1 {
        %q = memref.load %Q[%i, %k] : memref<?x?xf64>
        %a = memref.load %A[%i, %j] : memref<?x?xf64>
        %r = memref.load %R[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %q, %a : f64
        %s = arith.addf %r, %p : f64
        memref.store %s, %R[%k, %j] : memref<?x?xf64>
      }
      scf.for %i = %c0 to %n step %c1 {
        %q = memref.load %Q[%i, %k] : memref<?x?xf64>
        %a = memref.load %A[%i, %j] : memref<?x?xf64>
        %r = memref.load %R[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %q, %r : f64
        %s = arith.subf %a, %p : f64
        memref.store %s, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// -----

// The same columns with one loop over rows in the body (trmm's shape): left
// to the passes that block the parallel copy, so parallel as before.
// CHECK-LABEL: func.func @columns_one_loop
// CHECK:         scf.for %k = %c0 to %n step %c1 {
// CHECK:           scf.if
// CHECK-NEXT:        scf.if
// CHECK-NEXT:          scf.parallel (%j) = (%c0) to (%n) step (%c1) {
// NOMIN-LABEL: func.func @columns_one_loop
// NOMIN:         scf.for %k = %c0 to %n step %c1 {
// NOMIN:           scf.parallel (%j) = (%c0) to (%n) step (%c1) {
func.func @columns_one_loop(%A: memref<?x?xf64>, %R: memref<?x?xf64>, %Q: memref<?x?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %i = %c0 to %n step %c1 {
        %q = memref.load %Q[%i, %k] : memref<?x?xf64>
        %a = memref.load %A[%i, %j] : memref<?x?xf64>
        %r = memref.load %R[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %q, %r : f64
        %s = arith.subf %a, %p : f64
        memref.store %s, %A[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
