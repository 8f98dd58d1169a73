// A loop that loads one 1-D buffer at three consecutive offsets of its
// induction variable (jacobi-1d's A[i-1], A[i], A[i+1]) keeps its function
// without the no-alias kernel: with restrict buffers clang's load PRE turns
// the three loads into a chain of recurrences its vectorizer refuses;
// without, the stores may clobber them, the loads stay and clang vectorizes
// behind run-time checks of its own (docs/DESIGN.md, "No-alias kernels and
// load chains"). Two offsets, a gap, or offsets on two buffers keep the kernel.
// RUN: %loopc %s --emit=c -O3 -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc %cflags -O2 -c %t.c -o %t.o
// What the form is for: clang (14) vectorizes every loop here; the kernel's
// loop with the load chain gets "value that could not be identified as
// reduction is used outside the loop".
// RUN: %if clang %{ clang -O3 -march=x86-64-v3 -c %t.c -o %t.clang.o -Rpass=loop-vectorize -Rpass-analysis=loop-vectorize 2>&1 | FileCheck %s --check-prefix=VEC --implicit-check-not="could not be identified" %}
// VEC: remark: vectorized loop

// CHECK-NOT:   loopc_noalias_jacobi
// CHECK-LABEL: void jacobi(double *a_allocated, double *a_aligned,
// CHECK-NOT:     loopc_disjoint
// CHECK:         b.aligned[{{.*}}] = {{.*}};
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

// Step 2: a[i-2], a[i], a[i+2] are a chain too (subi for the first).
// CHECK-NOT:   loopc_noalias_by_two
// CHECK-LABEL: void by_two(
// CHECK-NOT:     loopc_disjoint
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

// Two offsets: a first-order recurrence, which clang vectorizes: the kernel stays.
// CHECK-LABEL: static void loopc_noalias_pair(double *a_allocated, double *restrict a_aligned,
// CHECK-LABEL: void pair(
// CHECK:         if (loopc_disjoint(
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

// Three offsets with a gap (i-1, i+1, i+3: never one iteration apart), and
// three consecutive ones of which one is of another buffer: the kernels stay.
// CHECK-LABEL: static void loopc_noalias_gap(
// CHECK-LABEL: void gap(
// CHECK:         if (loopc_disjoint(
func.func @gap(%a: memref<?xf64>, %b: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cm1 = arith.constant -1 : index
  %n = memref.dim %b, %c0 : memref<?xf64>
  %last = arith.subi %n, %c3 : index
  scf.for %i = %c1 to %last step %c1 {
    %im = arith.addi %i, %cm1 : index
    %x = memref.load %a[%im] : memref<?xf64>
    %ip = arith.addi %i, %c1 : index
    %y = memref.load %a[%ip] : memref<?xf64>
    %i3 = arith.addi %i, %c3 : index
    %z = memref.load %a[%i3] : memref<?xf64>
    %s = arith.addf %x, %y : f64
    %t = arith.addf %s, %z : f64
    memref.store %t, %b[%i] : memref<?xf64>
  }
  return
}

// CHECK-LABEL: static void loopc_noalias_two_buffers(
// CHECK-LABEL: void two_buffers(
// CHECK:         if (loopc_disjoint(
func.func @two_buffers(%a: memref<?xf64>, %b: memref<?xf64>, %c: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm1 = arith.constant -1 : index
  %n = memref.dim %b, %c0 : memref<?xf64>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c1 to %last step %c1 {
    %im = arith.addi %i, %cm1 : index
    %x = memref.load %a[%im] : memref<?xf64>
    %y = memref.load %a[%i] : memref<?xf64>
    %ip = arith.addi %i, %c1 : index
    %w = memref.load %c[%ip] : memref<?xf64>
    %s = arith.addf %x, %y : f64
    %t = arith.addf %s, %w : f64
    memref.store %t, %b[%i] : memref<?xf64>
  }
  return
}
