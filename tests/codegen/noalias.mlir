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
