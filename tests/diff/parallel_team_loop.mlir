// Differential test of the team loop (cg_parallel.c, cg_emit_team_loop): a
// sequential loop whose body is index arithmetic and parallel loops runs
// as one OpenMP region around the loop; every thread runs the loop and the
// arithmetic and takes its share of each parallel loop, and a barrier
// follows each share. @steps: each step reads its neighbours' cells of the
// other buffer, written by the step before on another thread's share (a
// missing barrier is a race), over bounds that move with the step
// (computed in the loop: lo = t mod 3 + 1), a step of 2 for the copy back,
// and a triangle (rows in pairs from both ends); 1 to 7 threads, more than
// the rows of some steps. @with_store: a store between the parallel loops
// (B[0] += B[1], run once a step) keeps a region per parallel loop (not a
// team loop). Every result's bits
// are summed (bitcast to i64), so any change of the order of operations
// shows.
// REQUIRES: mlir-runner
// RUN: %mlir_opt %s %mlir_to_llvm | %mlir_runner -e main -entry-point-result=void %mlir_runner_libs > %t.mlir.out
// RUN: FileCheck %s < %t.mlir.out
// RUN: %loopc run %s -e main --threads 1 > %t.1.out
// RUN: diff %t.mlir.out %t.1.out
// RUN: %loopc run %s -e main --threads 2 > %t.2.out
// RUN: diff %t.mlir.out %t.2.out
// RUN: %loopc run %s -e main --threads 3 > %t.3.out
// RUN: diff %t.mlir.out %t.3.out
// RUN: %loopc run %s -e main --threads 4 > %t.4.out
// RUN: diff %t.mlir.out %t.4.out
// RUN: %loopc run %s -e main --threads 5 > %t.5.out
// RUN: diff %t.mlir.out %t.5.out
// RUN: %loopc run %s -e main --threads 6 > %t.6.out
// RUN: diff %t.mlir.out %t.6.out
// RUN: %loopc run %s -e main --threads 7 > %t.7.out
// RUN: diff %t.mlir.out %t.7.out
// RUN: %loopc run %s -e main -O0 --threads 2 > %t.o0.out
// RUN: diff %t.mlir.out %t.o0.out
// The C: one region around @steps' loop, a barrier after each share; a
// region per parallel loop in @with_store's.
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: FileCheck %s --check-prefix=CSRC < %t.c
// CSRC-LABEL: static void loopc_noalias_steps(
// CSRC: #pragma omp parallel
// CSRC-NEXT: #endif
// CSRC-NEXT: {
// CSRC-NEXT: uintptr_t nthreads = 1, tid = 0;
// CSRC: for (intptr_t t = 0; t < nsteps; t += 1) {
// CSRC-NOT: #pragma omp parallel
// CSRC: loopc_par{{[0-9]+}}(
// CSRC: #pragma omp barrier
// CSRC-NOT: #pragma omp parallel
// CSRC: loopc_par{{[0-9]+}}(
// CSRC: #pragma omp barrier
// CSRC-NOT: #pragma omp parallel
// CSRC: loopc_par{{[0-9]+}}(
// CSRC: #pragma omp barrier
// CSRC-LABEL: static void loopc_noalias_with_store(
// CSRC-NOT: #pragma omp barrier
// CSRC: for (intptr_t t = 0; t < nsteps; t += 1) {
// CSRC: #pragma omp parallel firstprivate
// CSRC-NOT: #pragma omp barrier
// CSRC: #pragma omp parallel firstprivate
// CSRC-NOT: #pragma omp barrier
// CSRC-LABEL: void with_store(double *A_allocated

// CHECK-COUNT-6: {{^-?[0-9]+$}}

func.func private @printI64(i64)
func.func private @printNewline()

// nsteps steps over n cells: B[i] = (A[i-1] + A[i] + A[i+1]) * 0.3 for i
// in [t mod 3 + 1, n - 1), then A[i] = B[i] for every other i from the same
// lower bound, then T[i][j] += A[j] for j <= i (a triangle, i < n).
func.func @steps(%A: memref<?xf64>, %B: memref<?xf64>, %T: memref<?x?xf64>, %n: index, %nsteps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %k = arith.constant 0.3 : f64
  %n1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %nsteps step %c1 {
    %r = arith.remui %t, %c3 : index
    %lo = arith.addi %r, %c1 : index
    scf.parallel (%i) = (%lo) to (%n1) step (%c1) {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %A[%im] : memref<?xf64>
      %b = memref.load %A[%i] : memref<?xf64>
      %c = memref.load %A[%ip] : memref<?xf64>
      %s = arith.addf %a, %b : f64
      %s2 = arith.addf %s, %c : f64
      %v = arith.mulf %s2, %k : f64
      memref.store %v, %B[%i] : memref<?xf64>
      scf.reduce
    }
    scf.parallel (%i) = (%lo) to (%n1) step (%c2) {
      %v = memref.load %B[%i] : memref<?xf64>
      memref.store %v, %A[%i] : memref<?xf64>
      scf.reduce
    }
    scf.parallel (%i) = (%c0) to (%n) step (%c1) {
      %i1 = arith.addi %i, %c1 : index
      scf.for %j = %c0 to %i1 step %c1 {
        %x = memref.load %T[%i, %j] : memref<?x?xf64>
        %y = memref.load %A[%j] : memref<?xf64>
        %z = arith.addf %x, %y : f64
        memref.store %z, %T[%i, %j] : memref<?x?xf64>
      }
      scf.reduce
    }
  }
  return
}

// As @steps' first two loops, with B[0] += B[1] between them (run once a
// step, not once per thread).
func.func @with_store(%A: memref<?xf64>, %B: memref<?xf64>, %n: index, %nsteps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 0.3 : f64
  %n1 = arith.subi %n, %c1 : index
  scf.for %t = %c0 to %nsteps step %c1 {
    scf.parallel (%i) = (%c1) to (%n1) step (%c1) {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %a = memref.load %A[%im] : memref<?xf64>
      %c = memref.load %A[%ip] : memref<?xf64>
      %s = arith.addf %a, %c : f64
      %v = arith.mulf %s, %k : f64
      memref.store %v, %B[%i] : memref<?xf64>
      scf.reduce
    }
    %f = memref.load %B[%c1] : memref<?xf64>
    %g = memref.load %B[%c0] : memref<?xf64>
    %h = arith.addf %f, %g : f64
    memref.store %h, %B[%c0] : memref<?xf64>
    scf.parallel (%i) = (%c0) to (%n1) step (%c1) {
      %v = memref.load %B[%i] : memref<?xf64>
      memref.store %v, %A[%i] : memref<?xf64>
      scf.reduce
    }
  }
  return
}

// V[i] = ((i * 7 + seed) mod 11) / 7 - 0.6
func.func @fill(%V: memref<?xf64>, %n: index, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %s = arith.constant 7.0 : f64
  %o = arith.constant 0.6 : f64
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.muli %i, %c7 : index
    %ab = arith.addi %a, %seed : index
    %m = arith.remui %ab, %c11 : index
    %mi = arith.index_cast %m : index to i64
    %f = arith.sitofp %mi : i64 to f64
    %g = arith.divf %f, %s : f64
    %h = arith.subf %g, %o : f64
    memref.store %h, %V[%i] : memref<?xf64>
  }
  return
}

// The sum of V's elements' bits (as i64, wrapping), each times its position + 1.
func.func @bits(%V: memref<?xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %V[%i] : memref<?xf64>
    %b = arith.bitcast %x : f64 to i64
    %p1 = arith.addi %i, %c1 : index
    %pi = arith.index_cast %p1 : index to i64
    %bp = arith.muli %b, %pi : i64
    %s = arith.addi %acc, %bp : i64
    scf.yield %s : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @run(%n: index, %nsteps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0.0 : f64
  %A = memref.alloc(%n) : memref<?xf64>
  %B = memref.alloc(%n) : memref<?xf64>
  %T = memref.alloc(%n, %n) : memref<?x?xf64>
  func.call @fill(%A, %n, %c1) : (memref<?xf64>, index, index) -> ()
  func.call @fill(%B, %n, %c2) : (memref<?xf64>, index, index) -> ()
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %z, %T[%i, %j] : memref<?x?xf64>
    }
  }
  func.call @steps(%A, %B, %T, %n, %nsteps) : (memref<?xf64>, memref<?xf64>, memref<?x?xf64>, index, index) -> ()
  func.call @bits(%A, %n) : (memref<?xf64>, index) -> ()
  %T0 = memref.alloc(%n) : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %s0 = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
      %x = memref.load %T[%i, %j] : memref<?x?xf64>
      %a = arith.addf %acc, %x : f64
      scf.yield %a : f64
    }
    memref.store %s0, %T0[%i] : memref<?xf64>
  }
  func.call @bits(%T0, %n) : (memref<?xf64>, index) -> ()
  memref.dealloc %T0 : memref<?xf64>
  memref.dealloc %A : memref<?xf64>
  memref.dealloc %B : memref<?xf64>
  memref.dealloc %T : memref<?x?xf64>
  return
}

func.func @run_with_store(%n: index, %nsteps: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %A = memref.alloc(%n) : memref<?xf64>
  %B = memref.alloc(%n) : memref<?xf64>
  func.call @fill(%A, %n, %c1) : (memref<?xf64>, index, index) -> ()
  func.call @fill(%B, %n, %c2) : (memref<?xf64>, index, index) -> ()
  func.call @with_store(%A, %B, %n, %nsteps) : (memref<?xf64>, memref<?xf64>, index, index) -> ()
  func.call @bits(%A, %n) : (memref<?xf64>, index) -> ()
  memref.dealloc %A : memref<?xf64>
  memref.dealloc %B : memref<?xf64>
  return
}

func.func @main() {
  %n2000 = arith.constant 2000 : index
  %s300 = arith.constant 300 : index
  %n5 = arith.constant 5 : index
  %s7 = arith.constant 7 : index
  func.call @run(%n2000, %s300) : (index, index) -> ()
  func.call @run(%n5, %s7) : (index, index) -> ()
  func.call @run_with_store(%n2000, %s7) : (index, index) -> ()
  func.call @run_with_store(%n5, %s7) : (index, index) -> ()
  return
}
