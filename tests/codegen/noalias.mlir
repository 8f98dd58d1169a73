// A function with several memref arguments and a loop is emitted twice: a
// kernel whose aligned pointers are restrict-qualified parameters (so the C
// compiler may vectorize across buffers), and the function itself, which
// calls the kernel when a run-time check shows the buffers do not overlap
// and runs the general body otherwise (at -O3, gcc and clang vectorize the
// kernel, so a wrong check would show in the overlapping call). Arguments
// marked llvm.noalias are restrict everywhere and need no check.
// RUN: %loopc %s --emit=c -O0 -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %loopc %s --emit=header -o %t.h
// RUN: %cc %cflags -O3 -include %t.h %S/Inputs/overlap_caller.c %t.c -lm -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %if clang %{ clang %cflags -O2 -include %t.h %S/Inputs/overlap_caller.c %t.c -lm -o %t.clang %}
// RUN: %if clang %{ %t.clang | FileCheck %s --check-prefix=OUT %}

// b[i] = a[i] * 2: with b one element after a, each result feeds the next
// (powers of two); with separate buffers, twice the input.
// OUT: 2 4 8 16 32768
// OUT-NEXT: 2 4 6 8 30
// OUT-NEXT: noalias: 3 5 7
// OUT-NEXT: nine: 2 4 8 16 32768
// OUT-NEXT: nine: 2 4 6 8 30
// CHECK-LABEL: static void loopc_noalias_shift(float *a_allocated, float *restrict a_aligned, {{.*}}, float *b_allocated, float *restrict b_aligned,
// CHECK:         b_aligned[i] = {{.*}};
// CHECK-LABEL: void shift(float *a_allocated, float *a_aligned,
// CHECK:         if (loopc_disjoint(a.aligned + a.offset, (intptr_t)sizeof(float) * loopc_span(1, a.sizes, a.strides), b.aligned + b.offset, (intptr_t)sizeof(float) * loopc_span(1, b.sizes, b.strides))) {
// CHECK-NEXT:      loopc_noalias_shift(a_allocated, a_aligned, a_offset, a_size0, a_stride0, b_allocated, b_aligned, b_offset, b_size0, b_stride0);
// CHECK-NEXT:      return;
// CHECK-NEXT:    }
// CHECK:         b.aligned[i] = {{.*}};
func.func @shift(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %n = memref.dim %b, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %b[%i] : memref<?xf32>
  }
  return
}

// llvm.noalias on both: restrict in the one function, no check, no kernel.
// CHECK-NOT:   loopc_noalias_inc
// CHECK-LABEL: void inc(float *a_allocated, float *restrict a_aligned, {{.*}}, float *b_allocated, float *restrict b_aligned,
// CHECK-NOT:     loopc_disjoint
// CHECK:         b_aligned[i] = {{.*}};
func.func @inc(%a: memref<3xf32> {llvm.noalias}, %b: memref<3xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    %x = memref.load %a[%i] : memref<3xf32>
    %y = arith.addf %x, %one : f32
    memref.store %y, %b[%i] : memref<3xf32>
  }
  return
}

// One memref argument, or no loop: nothing to gain, one function.
// CHECK-NOT:   loopc_noalias_fill
// CHECK-NOT:   loopc_noalias_first
func.func @fill(%a: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xf32>
  }
  return
}

func.func @first(%a: memref<?xf32>, %b: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<?xf32>
  memref.store %x, %b[%c0] : memref<?xf32>
  return %x : f32
}

// More buffers than pairwise checks suit (9, as PolyBench's gemver): the
// ranges are sorted by address in loopc_disjoint_all. a8[i] = a0[i] * 2 +
// a1[i] + ... + a7[i]; the caller passes a8 one element after a0 once.
// CHECK-LABEL: static void loopc_noalias_nine(
// CHECK-LABEL: void nine(
// CHECK:         if (loopc_disjoint_all(9, (const void *const[]){a0.aligned + a0.offset, a1.aligned + a1.offset, {{.*}}, a8.aligned + a8.offset},
// CHECK-NEXT:        (const intptr_t[]){(intptr_t)sizeof(float) * loopc_span(1, a0.sizes, a0.strides), {{.*}}})) {
// CHECK-NEXT:      loopc_noalias_nine(
func.func @nine(%a0: memref<?xf32>, %a1: memref<?xf32>, %a2: memref<?xf32>, %a3: memref<?xf32>,
                %a4: memref<?xf32>, %a5: memref<?xf32>, %a6: memref<?xf32>, %a7: memref<?xf32>,
                %a8: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %n = memref.dim %a8, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x0 = memref.load %a0[%i] : memref<?xf32>
    %x1 = memref.load %a1[%i] : memref<?xf32>
    %x2 = memref.load %a2[%i] : memref<?xf32>
    %x3 = memref.load %a3[%i] : memref<?xf32>
    %x4 = memref.load %a4[%i] : memref<?xf32>
    %x5 = memref.load %a5[%i] : memref<?xf32>
    %x6 = memref.load %a6[%i] : memref<?xf32>
    %x7 = memref.load %a7[%i] : memref<?xf32>
    %y0 = arith.mulf %x0, %two : f32
    %y1 = arith.addf %y0, %x1 : f32
    %y2 = arith.addf %y1, %x2 : f32
    %y3 = arith.addf %y2, %x3 : f32
    %y4 = arith.addf %y3, %x4 : f32
    %y5 = arith.addf %y4, %x5 : f32
    %y6 = arith.addf %y5, %x6 : f32
    %y7 = arith.addf %y6, %x7 : f32
    memref.store %y7, %a8[%i] : memref<?xf32>
  }
  return
}
