// loopc.no_slp (wavefront-unroll-jam's rows that read a row apart, their
// chains in iter_args; docs/DESIGN.md, "The rows' chains behind a
// barrier"): each f32 and f64 iter_arg of the loop.for passes through an
// empty asm statement at the end of the body, under clang only (x86-64 and
// AArch64 constraints), so that clang's SLP vectorizer does not pack the
// rows' chains into one vector loaded with gathers. Must not: a loop
// without the attribute (@rows_plain), an iter_arg of another type
// (@mixed's i64).
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc %cflags -O2 -c %t.c -o %t.o
// With the barrier clang packs nothing (no SLP remark for its loop, no
// gather); without it, the eight rows' sums become one vector of gathers:
// RUN: %if clang %{ clang -std=c11 -Wall -Werror -O3 -march=x86-64-v4 -ffp-contract=off -S %t.c -o - | FileCheck %s --check-prefix=ASM %}
// ASM-LABEL: rows_barrier:
// ASM-NOT:   vgatherqpd
// ASM-LABEL: rows_plain:
// ASM:       vgatherqpd

// CHECK-LABEL: void rows_barrier(double *A_allocated
// CHECK:         for (
// CHECK:       #if defined(__clang__) && defined(__x86_64__)
// CHECK-NEXT:      __asm__("" : "+x"([[A0:[a-z0-9_]+]]));
// CHECK-COUNT-7:   __asm__("" : "+x"(
// CHECK-NEXT:  #elif defined(__clang__) && defined(__aarch64__)
// CHECK-NEXT:      __asm__("" : "+w"([[A0]]));
// CHECK-COUNT-7:   __asm__("" : "+w"(
// CHECK-NEXT:  #endif
// CHECK-NEXT:    }
// CHECK-LABEL: void rows_plain(double *A_allocated
// CHECK-NOT:   __asm__(""
// CHECK-LABEL: mixed_results mixed(float *x_allocated
// CHECK:       #if defined(__clang__) && defined(__x86_64__)
// CHECK-NEXT:      __asm__("" : "+x"(
// CHECK-NEXT:  #elif
// CHECK-NEXT:      __asm__("" : "+w"(
// CHECK-NEXT:  #endif

// Eight rows of A (a row apart), each a chain of sums along j.
func.func @rows_barrier(%A: memref<?x2100xf64> {llvm.noalias}, %x: memref<?xf64> {llvm.noalias}, %t: memref<?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = arith.constant 0 : index
  %i0 = memref.load %t[%r0] : memref<?xf64>
  %r1 = arith.constant 1 : index
  %i1 = memref.load %t[%r1] : memref<?xf64>
  %r2 = arith.constant 2 : index
  %i2 = memref.load %t[%r2] : memref<?xf64>
  %r3 = arith.constant 3 : index
  %i3 = memref.load %t[%r3] : memref<?xf64>
  %r4 = arith.constant 4 : index
  %i4 = memref.load %t[%r4] : memref<?xf64>
  %r5 = arith.constant 5 : index
  %i5 = memref.load %t[%r5] : memref<?xf64>
  %r6 = arith.constant 6 : index
  %i6 = memref.load %t[%r6] : memref<?xf64>
  %r7 = arith.constant 7 : index
  %i7 = memref.load %t[%r7] : memref<?xf64>
  %s:8 = scf.for %j = %c0 to %n step %c1 iter_args(%a0 = %i0, %a1 = %i1, %a2 = %i2, %a3 = %i3, %a4 = %i4, %a5 = %i5, %a6 = %i6, %a7 = %i7) -> (f64, f64, f64, f64, f64, f64, f64, f64) {
    %xj = memref.load %x[%j] : memref<?xf64>
    %e0 = memref.load %A[%r0, %j] : memref<?x2100xf64>
    %p0 = arith.mulf %e0, %xj : f64
    %b0 = arith.addf %a0, %p0 : f64
    %e1 = memref.load %A[%r1, %j] : memref<?x2100xf64>
    %p1 = arith.mulf %e1, %xj : f64
    %b1 = arith.addf %a1, %p1 : f64
    %e2 = memref.load %A[%r2, %j] : memref<?x2100xf64>
    %p2 = arith.mulf %e2, %xj : f64
    %b2 = arith.addf %a2, %p2 : f64
    %e3 = memref.load %A[%r3, %j] : memref<?x2100xf64>
    %p3 = arith.mulf %e3, %xj : f64
    %b3 = arith.addf %a3, %p3 : f64
    %e4 = memref.load %A[%r4, %j] : memref<?x2100xf64>
    %p4 = arith.mulf %e4, %xj : f64
    %b4 = arith.addf %a4, %p4 : f64
    %e5 = memref.load %A[%r5, %j] : memref<?x2100xf64>
    %p5 = arith.mulf %e5, %xj : f64
    %b5 = arith.addf %a5, %p5 : f64
    %e6 = memref.load %A[%r6, %j] : memref<?x2100xf64>
    %p6 = arith.mulf %e6, %xj : f64
    %b6 = arith.addf %a6, %p6 : f64
    %e7 = memref.load %A[%r7, %j] : memref<?x2100xf64>
    %p7 = arith.mulf %e7, %xj : f64
    %b7 = arith.addf %a7, %p7 : f64
    scf.yield %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7 : f64, f64, f64, f64, f64, f64, f64, f64
  } {loopc.no_slp}
  memref.store %s#0, %t[%r0] : memref<?xf64>
  memref.store %s#1, %t[%r1] : memref<?xf64>
  memref.store %s#2, %t[%r2] : memref<?xf64>
  memref.store %s#3, %t[%r3] : memref<?xf64>
  memref.store %s#4, %t[%r4] : memref<?xf64>
  memref.store %s#5, %t[%r5] : memref<?xf64>
  memref.store %s#6, %t[%r6] : memref<?xf64>
  memref.store %s#7, %t[%r7] : memref<?xf64>
  return
}

// The same without the attribute.
func.func @rows_plain(%A: memref<?x2100xf64> {llvm.noalias}, %x: memref<?xf64> {llvm.noalias}, %t: memref<?xf64> {llvm.noalias}, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = arith.constant 0 : index
  %i0 = memref.load %t[%r0] : memref<?xf64>
  %r1 = arith.constant 1 : index
  %i1 = memref.load %t[%r1] : memref<?xf64>
  %r2 = arith.constant 2 : index
  %i2 = memref.load %t[%r2] : memref<?xf64>
  %r3 = arith.constant 3 : index
  %i3 = memref.load %t[%r3] : memref<?xf64>
  %r4 = arith.constant 4 : index
  %i4 = memref.load %t[%r4] : memref<?xf64>
  %r5 = arith.constant 5 : index
  %i5 = memref.load %t[%r5] : memref<?xf64>
  %r6 = arith.constant 6 : index
  %i6 = memref.load %t[%r6] : memref<?xf64>
  %r7 = arith.constant 7 : index
  %i7 = memref.load %t[%r7] : memref<?xf64>
  %s:8 = scf.for %j = %c0 to %n step %c1 iter_args(%a0 = %i0, %a1 = %i1, %a2 = %i2, %a3 = %i3, %a4 = %i4, %a5 = %i5, %a6 = %i6, %a7 = %i7) -> (f64, f64, f64, f64, f64, f64, f64, f64) {
    %xj = memref.load %x[%j] : memref<?xf64>
    %e0 = memref.load %A[%r0, %j] : memref<?x2100xf64>
    %p0 = arith.mulf %e0, %xj : f64
    %b0 = arith.addf %a0, %p0 : f64
    %e1 = memref.load %A[%r1, %j] : memref<?x2100xf64>
    %p1 = arith.mulf %e1, %xj : f64
    %b1 = arith.addf %a1, %p1 : f64
    %e2 = memref.load %A[%r2, %j] : memref<?x2100xf64>
    %p2 = arith.mulf %e2, %xj : f64
    %b2 = arith.addf %a2, %p2 : f64
    %e3 = memref.load %A[%r3, %j] : memref<?x2100xf64>
    %p3 = arith.mulf %e3, %xj : f64
    %b3 = arith.addf %a3, %p3 : f64
    %e4 = memref.load %A[%r4, %j] : memref<?x2100xf64>
    %p4 = arith.mulf %e4, %xj : f64
    %b4 = arith.addf %a4, %p4 : f64
    %e5 = memref.load %A[%r5, %j] : memref<?x2100xf64>
    %p5 = arith.mulf %e5, %xj : f64
    %b5 = arith.addf %a5, %p5 : f64
    %e6 = memref.load %A[%r6, %j] : memref<?x2100xf64>
    %p6 = arith.mulf %e6, %xj : f64
    %b6 = arith.addf %a6, %p6 : f64
    %e7 = memref.load %A[%r7, %j] : memref<?x2100xf64>
    %p7 = arith.mulf %e7, %xj : f64
    %b7 = arith.addf %a7, %p7 : f64
    scf.yield %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7 : f64, f64, f64, f64, f64, f64, f64, f64
  }
  memref.store %s#0, %t[%r0] : memref<?xf64>
  memref.store %s#1, %t[%r1] : memref<?xf64>
  memref.store %s#2, %t[%r2] : memref<?xf64>
  memref.store %s#3, %t[%r3] : memref<?xf64>
  memref.store %s#4, %t[%r4] : memref<?xf64>
  memref.store %s#5, %t[%r5] : memref<?xf64>
  memref.store %s#6, %t[%r6] : memref<?xf64>
  memref.store %s#7, %t[%r7] : memref<?xf64>
  return
}

// One f32 chain and an i64 counter: the f32 only.
func.func @mixed(%x: memref<?xf32>, %n: index) -> (f32, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1 : i64
  %zi = arith.constant 0 : i64
  %s:2 = scf.for %j = %c0 to %n step %c1 iter_args(%a = %z, %k = %zi) -> (f32, i64) {
    %v = memref.load %x[%j] : memref<?xf32>
    %b = arith.addf %a, %v : f32
    %l = arith.addi %k, %one : i64
    scf.yield %b, %l : f32, i64
  } {loopc.no_slp}
  return %s#0, %s#1 : f32, i64
}
