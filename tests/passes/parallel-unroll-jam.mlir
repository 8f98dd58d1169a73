// parallel-unroll-jam runs W iterations of a parallel loop together, op by
// op, around the one loop in its body, when that loop carries a value and
// its loads and stores walk memory along the parallel loop (X[%k, %j]): the
// W copies of each op then touch W consecutive elements, which the C
// compiler vectorizes. W = vector-bits / the carried values' bits. -O3 runs
// it after register-tile.
// (canonicalize and cse after it, as in -O3, for readable checks)
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(parallel-unroll-jam{vector-bits=512},canonicalize,cse)' --split-input-file | FileCheck %s
// RUN: %loopc --print-names=source %s '--pass-pipeline=builtin.module(parallel-unroll-jam,canonicalize,cse)' --split-input-file | FileCheck %s --check-prefix=PORTABLE
// RUN: %if mlir-opt %{ %loopc %s --parallel-unroll-jam=vector-bits=512 --split-input-file | %mlir_opt --split-input-file > /dev/null %}
// RUN: %loopc %s -O3 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %loopc %s -O2 --print-ir-after-all --split-input-file 2>&1 -o /dev/null | FileCheck %s --check-prefix=O2
// PIPE: IR Dump After register-tile
// PIPE: IR Dump After parallel-unroll-jam
// O2-NOT: IR Dump After parallel-unroll-jam

// symm's j loop: 8 columns (f64, 512-bit vectors) side by side in the k
// loop's iter_args, each op once per column; the columns past the last
// whole group in a sequential loop.
// CHECK-LABEL: func.func @symm
// CHECK:         %[[W:.*]] = arith.constant 8 : index
// CHECK:         %[[N:.*]] = arith.divsi %{{.*}}, %[[W]] : index
// CHECK:         %[[END:.*]] = arith.muli %[[N]], %[[W]] : index
// CHECK:         scf.parallel (%[[Q:.*]]) = (%c0) to (%[[N]]) step (%c1) {
// CHECK:           %[[J0:.*]] = arith.muli %[[Q]], %[[W]] : index
// CHECK:           %[[J1:.*]] = arith.addi %[[J0]], %c1 : index
// CHECK:           %[[T:.*]]:8 = scf.for %[[K:.*]] = %c0 to %i step %c1 iter_args(%[[A0:[^ ]*]] = %z, %[[A1:[^ ]*]] = %z,
// CHECK:             memref.load %C[%[[K]], %[[J0]]]
// CHECK-NEXT:        memref.load %C[%[[K]], %[[J1]]]
// CHECK-COUNT-8:     arith.addf %{{.*}}, %aik : f64
// CHECK-COUNT-8:     memref.store
// CHECK-COUNT-8:     memref.load %B
// CHECK:             arith.addf %[[A0]],
// CHECK-NEXT:        arith.addf %[[A1]],
// CHECK:             scf.yield
// CHECK-COUNT-8:   arith.mulf %alpha, %[[T]]#{{[0-9]}}
// CHECK:         scf.for %{{.*}} = %[[END]] to %n step %c1 {
// CHECK:           scf.for %{{.*}} = %c0 to %i step %c1 iter_args(%{{.*}} = %z) -> (f64) {
// CHECK-NOT:     scf.parallel
// 128-bit vectors when vector-bits is not given: 2 columns.
// PORTABLE-LABEL: func.func @symm
// PORTABLE:         %[[W:.*]] = arith.constant 2 : index
// PORTABLE:         arith.divsi %{{.*}}, %[[W]] : index
// PORTABLE:         :2 = scf.for
func.func @symm(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %i: index, %n: index,
                %alpha: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    %t = scf.for %k = %c0 to %i step %c1 iter_args(%acc = %z) -> (f64) {
      %aik = memref.load %A[%i, %k] : memref<?x?xf64>
      %ckj = memref.load %C[%k, %j] : memref<?x?xf64>
      %s = arith.addf %ckj, %aik : f64
      memref.store %s, %C[%k, %j] : memref<?x?xf64>
      %bkj = memref.load %B[%k, %j] : memref<?x?xf64>
      %y = arith.mulf %bkj, %aik : f64
      %acc2 = arith.addf %acc, %y : f64
      scf.yield %acc2 : f64
    }
    %w = arith.mulf %alpha, %t : f64
    memref.store %w, %B[%i, %j] : memref<?x?xf64>
    scf.reduce
  }
  return
}

// -----

// f32 values: 16 columns; a subscript j + d (d not depending on j) walks
// along j too.
// CHECK-LABEL: func.func @f32_offset
// CHECK:         scf.parallel
// CHECK:           :16 = scf.for
func.func @f32_offset(%X: memref<?x?xf32>, %Y: memref<?x?xf32>, %w: index, %h: index, %d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  scf.parallel (%j) = (%c0) to (%h) step (%c1) {
    %r = scf.for %i = %c0 to %w step %c1 iter_args(%p = %z) -> (f32) {
      %jd = arith.addi %j, %d : index
      %x = memref.load %X[%i, %jd] : memref<?x?xf32>
      %y = arith.addf %x, %p : f32
      memref.store %y, %Y[%i, %j] : memref<?x?xf32>
      scf.yield %y : f32
    }
    scf.reduce
  }
  return
}

// -----

// trmm's j loop: the k loop carries B[i][j] in memory (a store whose
// subscripts k does not change), B[k][j] walks along j: 8 columns.
// CHECK-LABEL: func.func @trmm
// CHECK:         scf.parallel
// CHECK:           scf.for %[[K:.*]] = %i1 to %m step %c1 {
// CHECK-COUNT-8:     memref.load %B[%[[K]], %{{.*}}]
// CHECK-COUNT-8:     memref.store %{{.*}}, %B[%i, %{{.*}}]
func.func @trmm(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %i: index, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i1 = arith.addi %i, %c1 : index
  scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    scf.for %k = %i1 to %m step %c1 {
      %aki = memref.load %A[%k, %i] : memref<?x?xf64>
      %bkj = memref.load %B[%k, %j] : memref<?x?xf64>
      %x = arith.mulf %aki, %bkj : f64
      %bij = memref.load %B[%i, %j] : memref<?x?xf64>
      %s = arith.addf %bij, %x : f64
      memref.store %s, %B[%i, %j] : memref<?x?xf64>
    }
    scf.reduce
  }
  return
}

// -----

// Must not fire: the k loop walks a row (X[%j, %k], deriche's row sweeps,
// gesummv): W rows apart, the copies would not make one vector.
// CHECK-LABEL: func.func @row_sweep
// CHECK:         scf.parallel (%j) = (%c0) to (%h) step (%c1) {
// CHECK-NEXT:      scf.for %{{.*}} iter_args(%{{.*}}) -> (f64) {
// CHECK-NOT:     :8 = scf.for
func.func @row_sweep(%X: memref<?x?xf64>, %Y: memref<?x?xf64>, %w: index, %h: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.parallel (%j) = (%c0) to (%h) step (%c1) {
    %r = scf.for %k = %c0 to %w step %c1 iter_args(%p = %z) -> (f64) {
      %x = memref.load %X[%j, %k] : memref<?x?xf64>
      %y = arith.addf %x, %p : f64
      memref.store %y, %Y[%j, %k] : memref<?x?xf64>
      scf.yield %y : f64
    }
    scf.reduce
  }
  return
}

// -----

// Must not fire: the inner loop carries no value (no iter_arg, each store
// to an element of its own k); its bound depends on j (columns would run
// different k); the parallel loop has a step other than 1; a subscript
// 2 * j does not walk along j; a loop.for around the inner loop is not a
// parallel one.
// CHECK-LABEL: func.func @no_carry
// CHECK-NOT:     :8 = scf.for
// CHECK-LABEL: func.func @bound_on_j
// CHECK-NOT:     :8 = scf.for
// CHECK-LABEL: func.func @step_two
// CHECK-NOT:     :8 = scf.for
// CHECK-LABEL: func.func @strided
// CHECK-NOT:     :8 = scf.for
// CHECK-LABEL: func.func @sequential
// CHECK-NOT:     :8 = scf.for
func.func @no_carry(%X: memref<?x?xf64>, %w: index, %h: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%j) = (%c0) to (%h) step (%c1) {
    scf.for %k = %c1 to %w step %c1 {
      %k1 = arith.subi %k, %c1 : index
      %x = memref.load %X[%k1, %j] : memref<?x?xf64>
      %y = arith.addf %x, %x : f64
      memref.store %y, %X[%k, %j] : memref<?x?xf64>
    }
    scf.reduce
  }
  return
}

func.func @bound_on_j(%X: memref<?x?xf64>, %Y: memref<?x?xf64>, %h: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.parallel (%j) = (%c0) to (%h) step (%c1) {
    %r = scf.for %k = %c0 to %j step %c1 iter_args(%p = %z) -> (f64) {
      %x = memref.load %X[%k, %j] : memref<?x?xf64>
      %y = arith.addf %x, %p : f64
      scf.yield %y : f64
    }
    memref.store %r, %Y[%c0, %j] : memref<?x?xf64>
    scf.reduce
  }
  return
}

func.func @step_two(%X: memref<?x?xf64>, %Y: memref<?x?xf64>, %w: index, %h: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  scf.parallel (%j) = (%c0) to (%h) step (%c2) {
    %r = scf.for %k = %c0 to %w step %c1 iter_args(%p = %z) -> (f64) {
      %x = memref.load %X[%k, %j] : memref<?x?xf64>
      %y = arith.addf %x, %p : f64
      scf.yield %y : f64
    }
    memref.store %r, %Y[%c0, %j] : memref<?x?xf64>
    scf.reduce
  }
  return
}

func.func @strided(%X: memref<?x?xf64>, %Y: memref<?x?xf64>, %w: index, %h: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  scf.parallel (%j) = (%c0) to (%h) step (%c1) {
    %r = scf.for %k = %c0 to %w step %c1 iter_args(%p = %z) -> (f64) {
      %j2 = arith.muli %j, %c2 : index
      %x = memref.load %X[%k, %j2] : memref<?x?xf64>
      %y = arith.addf %x, %p : f64
      scf.yield %y : f64
    }
    memref.store %r, %Y[%c0, %j] : memref<?x?xf64>
    scf.reduce
  }
  return
}

func.func @sequential(%X: memref<?x?xf64>, %Y: memref<?x?xf64>, %w: index, %h: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  scf.for %j = %c0 to %h step %c1 {
    %r = scf.for %k = %c0 to %w step %c1 iter_args(%p = %z) -> (f64) {
      %x = memref.load %X[%k, %j] : memref<?x?xf64>
      %y = arith.addf %x, %p : f64
      scf.yield %y : f64
    }
    memref.store %r, %Y[%c0, %j] : memref<?x?xf64>
  }
  return
}
