// Freed large buffers are kept for the next allocation (runtime/helpers/cache.c
// and cache_take.c): a function that allocates a 1 MiB buffer on every call
// faults its pages in once, not on every call. The caller makes malloc map
// every block of 128 KiB or more on its own (and unmap it on free), as glibc
// does for large blocks, and counts the page faults of 20 calls.
// AddressSanitizer builds allocate exact sizes and keep no cache.
// UNSUPPORTED: sanitize
// RUN: %loopc %s --emit=c -o %t.c
// RUN: %loopc %s --emit=header -o %t.h
// RUN: %cc %cflags -include %t.h %S/Inputs/cache_caller.c %t.c -o %t.exe
// RUN: %t.exe | FileCheck %s
// CHECK: sums: 262144 262144 524288 262144
// CHECK-NEXT: pages: reused
// CHECK-NEXT: 128 KiB pages: reused
// Without the cache every call faults the buffer in again.
// RUN: %cc %cflags -DLOOPC_NO_BUFFER_CACHE -include %t.h %S/Inputs/cache_caller.c %t.c -o %t.nocache
// RUN: %t.nocache | FileCheck %s --check-prefix=NOCACHE
// NOCACHE: sums: 262144 262144 524288 262144
// NOCACHE-NEXT: pages: faulted in
// NOCACHE-NEXT: 128 KiB pages: faulted in
// The emitted code frees through the cache.
// RUN: FileCheck %s --check-prefix=C < %t.c
// C: static _Atomic(void *) loopc_cache[LOOPC_CACHE_SLOTS];
// C: loopc_dealloc(buf.allocated);

// Fills a new buffer of n ones, sums it and frees it.
func.func @work(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %buf = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %one, %buf[%i] : memref<?xf32>
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %buf[%i] : memref<?xf32>
    %t = arith.addf %acc, %v : f32
    scf.yield %t : f32
  }
  memref.dealloc %buf : memref<?xf32>
  return %s : f32
}
