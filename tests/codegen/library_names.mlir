// Functions and values spelled like identifiers of the generated C's headers
// (atan2, y0, round, random, strlen, omp_get_wtime, a local sinf, the GNU
// mode's predefined macro `linux`) are renamed in the C, so that it compiles
// under gcc and clang in C11 and GNU mode, with and without OpenMP (most
// failed to compile). @round has libm's type, so it compiled, and defined
// the round() that math.round calls in @y0: whether @y0(2.7) gave 3.0 or
// @round's 2.0 was up to the C compiler's builtins. The C interface keeps
// each symbol (_mlir_ciface_round).
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: %cc -std=gnu11 -fopenmp -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: %loopc run %s -e check | FileCheck %s --check-prefix=OUT
// CHECK: double round_(double x) {
// CHECK: double _mlir_ciface_round(double loopc_arg0) {
// CHECK-NEXT: return round_(loopc_arg0);
// OUT: 3.000000e+00

func.func @atan2(%x: f32) -> f32 {
  %z = arith.constant 1.0 : f32
  %sinf = math.sin %x : f32
  %linux = math.atan2 %sinf, %z : f32
  return %linux : f32
}
func.func @y0(%x: f64) -> f64 {
  %r = math.round %x : f64
  return %r : f64
}
func.func @round(%x: f64) -> f64 {
  %r = math.trunc %x : f64
  return %r : f64
}
func.func @random(%x: i32) -> i32 { return %x : i32 }
func.func @strlen(%x: i32) -> i32 { return %x : i32 }
func.func @omp_get_wtime(%x: i32) -> i32 { return %x : i32 }
func.func @check() -> f64 {
  %c = arith.constant 2.7 : f64
  %r = func.call @y0(%c) : (f64) -> f64
  return %r : f64
}
