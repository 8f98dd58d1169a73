// A memref.global that no memref.get_global reads is left out of the C: it
// is a static array of the file, so nothing else could read it, and gcc and
// clang stopped the C with -Wunused-variable (private, constant and public
// ones alike). Must not fire: a global that is read is defined and used.
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc %cflags -c %t.c -o %t.o
// RUN: %loopc run %s -e f | FileCheck %s --check-prefix=OUT
// CHECK-NOT: loopc_global_a
// CHECK-NOT: loopc_global_b
// CHECK-NOT: loopc_global_c
// CHECK: static float loopc_global_d[2] = {
// OUT: 2.500000e+00
memref.global "private" @a : memref<2xf32> = uninitialized
memref.global "private" constant @b : memref<2xf32> = dense<1.0>
memref.global @c : memref<2xf32> = uninitialized
memref.global "private" constant @d : memref<2xf32> = dense<[1.0, 2.5]>

func.func @f() -> f32 {
  %g = memref.get_global @d : memref<2xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %g[%c1] : memref<2xf32>
  return %v : f32
}
