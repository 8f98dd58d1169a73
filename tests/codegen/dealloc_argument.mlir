// A function that frees a buffer it did not allocate (an argument) calls
// loopc_dealloc and no loopc_alloc: the C defines no helper that it does
// not use, as clang's -Wunused-function reports an unused static inline
// function of a .c file (it reported loopc_align and loopc_cache_take).
// REQUIRES: gcc, clang
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s --implicit-check-not=loopc_align --implicit-check-not=loopc_cache_take < %t.c
// RUN: gcc %cflags -O2 -c %t.c -o %t.gcc.o
// RUN: clang %cflags -O2 -c %t.c -o %t.clang.o
// RUN: clang %cflags -O2 -fopenmp -c %t.c -o %t.clang.o
// CHECK: static inline int loopc_cache_put(void *p) {
// CHECK: static inline void loopc_dealloc(void *p) {
// CHECK: loopc_dealloc(m.allocated);

func.func @release(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}
