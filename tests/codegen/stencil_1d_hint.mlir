// A 1-D stencil's sweep (a unit-step loop.for that loads one 1-D buffer at
// three consecutive offsets of its induction variable, A[i-1], A[i],
// A[i+1], in straight-line code that stores elsewhere) gets a loop hint for
// clang on AVX-512: 256-bit vectors, no interleaving (docs/DESIGN.md, "1-D
// stencil sweeps on AVX-512"; jacobi-1d ran 1.31x gcc's time with clang's
// 4 x 512-bit interleaved loop). Only such loops: not step 2, not two
// offsets, not a strided view, not a sweep that stores into the buffer it
// loads (a true dependence: the request would fail), not a loop with
// iter_args, nested regions or calls, not inside a parallel loop's OpenMP
// region; and the same along a row of an N-D buffer, there also in
// no-alias copies and parallel bodies (@rows2d below).
// (Each sweep computes what it computed; tests/diff/jacobi_1d.mlir runs
// jacobi-1d's sweeps, with two buffers and with one as both, against MLIR.)
// RUN: %loopc %s --emit=c -O3 -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc %cflags -O2 -c %t.c -o %t.o
// clang honours it where AVX-512 is on and vectorizes every hinted loop
// as asked (and nothing fails to vectorize as requested: -Wpass-failed).
// RUN: %if clang %{ clang -std=c11 -Wall -Werror -O3 -march=x86-64-v4 -c %t.c -o %t.clang.o -Rpass=loop-vectorize 2>&1 | FileCheck %s --check-prefix=VEC %}
// RUN: %if clang %{ clang -std=c11 -Wall -Werror -O3 -march=x86-64-v3 -c %t.c -o %t.avx2.o %}
// VEC: remark: vectorized loop (vectorization width: 4, interleaved count: 1)
// VEC: remark: vectorized loop (vectorization width: 8, interleaved count: 1)

// CHECK-LABEL: void jacobi(double *a_allocated
// CHECK:       #if defined(__clang__) && defined(__AVX512F__)
// CHECK-NEXT:  #pragma clang loop vectorize_width(4) interleave_count(1)
// CHECK-NEXT:  #endif
// CHECK-NEXT:    for (
func.func @jacobi(%a: memref<?xf64>, %b: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %third = arith.constant 0.33333 : f64
  %n = memref.dim %b, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c1 to %last step %c1 {
    %im = arith.addi %i, %cm1 : index
    %x = memref.load %a[%im] : memref<?xf64>
    %y = memref.load %a[%i] : memref<?xf64>
    %s = arith.addf %x, %y : f64
    %ip = arith.addi %c1, %i : index
    %z = memref.load %a[%ip] : memref<?xf64>
    %t = arith.addf %s, %z : f64
    %r = arith.mulf %t, %third : f64
    memref.store %r, %b[%i] : memref<?xf64>
  }
  return
}

// f32: 8 lanes of 256 bits.
// CHECK-LABEL: void jacobi_f32(float *a_allocated
// CHECK:       #pragma clang loop vectorize_width(8) interleave_count(1)
func.func @jacobi_f32(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %b, %c0 : memref<?xf32>
  %last = arith.subi %n, %c2 : index
  scf.for %i = %c0 to %last step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %ip = arith.addi %i, %c1 : index
    %y = memref.load %a[%ip] : memref<?xf32>
    %ip2 = arith.addi %i, %c2 : index
    %z = memref.load %a[%ip2] : memref<?xf32>
    %s = arith.addf %x, %y : f32
    %t = arith.addf %s, %z : f32
    memref.store %t, %b[%ip] : memref<?xf32>
  }
  return
}

// Must not fire: step 2 (a chain, but strided vectors).
// CHECK-LABEL: void by_two(double *a_allocated
// CHECK-NOT:   #pragma clang loop
// CHECK:       {{^}}}
func.func @by_two(%a: memref<?xf64>, %b: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %b, %c0 : memref<?xf64>
  %last = arith.subi %n, %c2 : index
  scf.for %i = %c2 to %last step %c2 {
    %im = arith.subi %i, %c2 : index
    %x = memref.load %a[%im] : memref<?xf64>
    %y = memref.load %a[%i] : memref<?xf64>
    %ip = arith.addi %i, %c2 : index
    %z = memref.load %a[%ip] : memref<?xf64>
    %s = arith.addf %x, %y : f64
    %t = arith.addf %s, %z : f64
    memref.store %t, %b[%i] : memref<?xf64>
  }
  return
}

// Must not fire: two offsets only.
// CHECK-LABEL: void pair(double *a_allocated
// CHECK-NOT:   #pragma clang loop
// CHECK:       {{^}}}
func.func @pair(%a: memref<?xf64>, %b: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %b, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %last step %c1 {
    %x = memref.load %a[%i] : memref<?xf64>
    %ip = arith.addi %i, %c1 : index
    %y = memref.load %a[%ip] : memref<?xf64>
    %s = arith.addf %x, %y : f64
    memref.store %s, %b[%i] : memref<?xf64>
  }
  return
}

// Must not fire: a strided view (its stride is a run-time value).
// CHECK-LABEL: void strided(double *a_allocated
// CHECK-NOT:   #pragma clang loop
// CHECK:       {{^}}}
func.func @strided(%a: memref<?xf64, strided<[?], offset: ?>>, %b: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %n = memref.dim %b, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c1 to %last step %c1 {
    %im = arith.addi %i, %cm1 : index
    %x = memref.load %a[%im] : memref<?xf64, strided<[?], offset: ?>>
    %y = memref.load %a[%i] : memref<?xf64, strided<[?], offset: ?>>
    %s = arith.addf %x, %y : f64
    %ip = arith.addi %c1, %i : index
    %z = memref.load %a[%ip] : memref<?xf64, strided<[?], offset: ?>>
    %t = arith.addf %s, %z : f64
    memref.store %t, %b[%i] : memref<?xf64>
  }
  return
}

// Must not fire: in place (Gauss-Seidel's A[i] = f(A[i-1], A[i], A[i+1]):
// a dependence of distance 1, which no vector width may break).
// CHECK-LABEL: void in_place(double *a_allocated
// CHECK-NOT:   #pragma clang loop
// CHECK:       {{^}}}
func.func @in_place(%a: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %n = memref.dim %a, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c1 to %last step %c1 {
    %im = arith.addi %i, %cm1 : index
    %x = memref.load %a[%im] : memref<?xf64>
    %y = memref.load %a[%i] : memref<?xf64>
    %s = arith.addf %x, %y : f64
    %ip = arith.addi %c1, %i : index
    %z = memref.load %a[%ip] : memref<?xf64>
    %t = arith.addf %s, %z : f64
    memref.store %t, %a[%i] : memref<?xf64>
  }
  return
}

// Must not fire: a loop-carried value (a reduction: the width is clang's
// to choose), and a body with a nested region.
// CHECK-LABEL: double carried(double *a_allocated
// CHECK-NOT:   #pragma clang loop
// CHECK:       {{^}}}
func.func @carried(%a: memref<?xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %zero = arith.constant 0.0 : f64
  %n = memref.dim %a, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  %r = scf.for %i = %c1 to %last step %c1 iter_args(%acc = %zero) -> f64 {
    %im = arith.addi %i, %cm1 : index
    %x = memref.load %a[%im] : memref<?xf64>
    %y = memref.load %a[%i] : memref<?xf64>
    %ip = arith.addi %c1, %i : index
    %z = memref.load %a[%ip] : memref<?xf64>
    %s = arith.addf %x, %y : f64
    %t = arith.addf %s, %z : f64
    %u = arith.addf %acc, %t : f64
    scf.yield %u : f64
  }
  return %r : f64
}

// CHECK-LABEL: void nested(double *a_allocated
// CHECK-NOT:   #pragma clang loop
// CHECK:       {{^}}}
func.func @nested(%a: memref<?xf64>, %b: memref<?xf64>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %n = memref.dim %b, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c1 to %last step %c1 {
    %im = arith.addi %i, %cm1 : index
    %x = memref.load %a[%im] : memref<?xf64>
    %y = memref.load %a[%i] : memref<?xf64>
    %ip = arith.addi %c1, %i : index
    %z = memref.load %a[%ip] : memref<?xf64>
    %s = arith.addf %x, %y : f64
    %t = arith.addf %s, %z : f64
    %c = arith.cmpi slt, %i, %k : index
    scf.if %c {
      memref.store %t, %b[%i] : memref<?xf64>
    }
  }
  return
}

// Must not fire: in a parallel loop's body (an OpenMP region, whose
// buffers are restrict: clang's load PRE keeps it scalar, and the request
// would fail); the rows left over from the parallel loop's blocks of 8,
// in the function itself, are plain C and get it.
// CHECK-LABEL: static void loopc_par0(
// CHECK-NOT:   #pragma clang loop
// CHECK-LABEL: void rows(double *a_allocated
// CHECK:         #pragma omp parallel
// CHECK:       #pragma clang loop vectorize_width(4) interleave_count(1)
func.func @rows(%a: memref<?xf64>, %b: memref<?xf64>, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %n = memref.dim %a, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.parallel (%j) = (%c0) to (%m) step (%c1) {
    scf.for %i = %c1 to %last step %c1 {
      %im = arith.addi %i, %cm1 : index
      %x = memref.load %a[%im] : memref<?xf64>
      %y = memref.load %a[%i] : memref<?xf64>
      %ip = arith.addi %c1, %i : index
      %z = memref.load %a[%ip] : memref<?xf64>
      %s = arith.addf %x, %y : f64
      %t = arith.addf %s, %z : f64
      %o = arith.muli %j, %n : index
      %k = arith.addi %o, %i : index
      memref.store %t, %b[%k] : memref<?xf64>
    }
    scf.reduce
  }
  return
}

// Along a row of a 2-D buffer (jacobi-2d's A[i][j-1], A[i][j], A[i][j+1],
// with A[i-1][j] and A[i+1][j]): the same hint, in the plain function, in
// its no-alias copy (restrict: the other rows' loads keep clang's vectorizer
// going) and in a parallel loop's outlined body.
// CHECK-LABEL: static void loopc_noalias_rows2d(double *a_allocated
// CHECK:       #pragma clang loop vectorize_width(4) interleave_count(1)
// CHECK-NEXT:  #endif
// CHECK-NEXT:    for (
// CHECK-LABEL: static void loopc_par{{[0-9]+}}(
// CHECK:       #pragma clang loop vectorize_width(4) interleave_count(1)
// CHECK-LABEL: void rows2d(double *a_allocated
// CHECK:       #pragma clang loop vectorize_width(4) interleave_count(1)
// CHECK-NEXT:  #endif
// CHECK-NEXT:    for (
func.func @rows2d(%a: memref<?x64xf64>, %b: memref<?x64xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %n = memref.dim %b, %c0 : memref<?x64xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c1 to %last step %c1 {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    scf.for %j = %c1 to %c63 step %c1 {
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %x = memref.load %a[%i, %jm] : memref<?x64xf64>
      %y = memref.load %a[%i, %j] : memref<?x64xf64>
      %z = memref.load %a[%i, %jp] : memref<?x64xf64>
      %u = memref.load %a[%im, %j] : memref<?x64xf64>
      %v = memref.load %a[%ip, %j] : memref<?x64xf64>
      %s1 = arith.addf %x, %y : f64
      %s2 = arith.addf %s1, %z : f64
      %s3 = arith.addf %s2, %u : f64
      %s4 = arith.addf %s3, %v : f64
      memref.store %s4, %b[%i, %j] : memref<?x64xf64>
    }
  }
  return
}

// A column (A[i-1][j], A[i][j], A[i+1][j]: one offset of j) and a diagonal
// (A[i-1][j-1], A[i][j], A[i+1][j+1]: three rows) are no row chain.
// CHECK-LABEL: void columns(double *a_allocated
// CHECK-NOT:   #pragma clang loop
// CHECK:       {{^}}}
func.func @columns(%a: memref<?x64xf64>, %b: memref<?x64xf64>, %i: index) {
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %im = arith.subi %i, %c1 : index
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %c1 to %c63 step %c1 {
    %x = memref.load %a[%im, %j] : memref<?x64xf64>
    %y = memref.load %a[%i, %j] : memref<?x64xf64>
    %z = memref.load %a[%ip, %j] : memref<?x64xf64>
    %s1 = arith.addf %x, %y : f64
    %s2 = arith.addf %s1, %z : f64
    memref.store %s2, %b[%i, %j] : memref<?x64xf64>
  }
  return
}

// CHECK-LABEL: void diagonal(double *a_allocated
// CHECK-NOT:   #pragma clang loop
// CHECK:       {{^}}}
func.func @diagonal(%a: memref<?x64xf64>, %b: memref<?x64xf64>, %i: index) {
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %im = arith.subi %i, %c1 : index
  %ip = arith.addi %i, %c1 : index
  scf.for %j = %c1 to %c63 step %c1 {
    %jm = arith.subi %j, %c1 : index
    %jp = arith.addi %j, %c1 : index
    %x = memref.load %a[%im, %jm] : memref<?x64xf64>
    %y = memref.load %a[%i, %j] : memref<?x64xf64>
    %z = memref.load %a[%ip, %jp] : memref<?x64xf64>
    %s1 = arith.addf %x, %y : f64
    %s2 = arith.addf %s1, %z : f64
    memref.store %s2, %b[%i, %j] : memref<?x64xf64>
  }
  return
}
