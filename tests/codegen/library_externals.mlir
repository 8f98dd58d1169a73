// External declarations spelled like C library functions keep their symbols,
// so that they link with the library, as MLIR's lowering of the same
// declarations does (@exp was renamed exp_ and `loopc run` could not find
// it). A function every mode of the headers declares gets no prototype of
// loopc's: the header's is in force (loopc's `int64_t llabs(int64_t)`
// conflicted with `long long llabs(long long)`). One only GNU mode or
// OpenMP declares (random, omp_get_max_threads) gets loopc's.
// RUN: %loopc %s --emit=c -o %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc -std=c11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: %cc -std=gnu11 -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: %cc -std=gnu11 -fopenmp -Wall -Wextra -Werror -pedantic -c %t.c -o %t.o
// RUN: %loopc run %s -e main | FileCheck %s --check-prefix=OUT
// CHECK-NOT: exp(double)
// CHECK-NOT: sqrtf(float)
// CHECK-NOT: llabs(int64_t)
// CHECK: int64_t random(void);
// CHECK: int32_t omp_get_max_threads(void);
// CHECK: double r = exp(1.0);
// CHECK: float s = sqrtf(2.0f);
// CHECK: int64_t b = llabs((-4));
// CHECK: random();
// CHECK: omp_get_max_threads();
// OUT: 2.718282e+00
// OUT-NEXT: 1.414214e+00
// OUT-NEXT: 3
// OUT-NEXT: 4
// OUT-NEXT: 1

func.func private @exp(f64) -> f64
func.func private @sqrtf(f32) -> f32
func.func private @abs(i32) -> i32
func.func private @llabs(i64) -> i64
func.func private @random() -> i64
func.func private @omp_get_max_threads() -> i32
func.func @main() -> (f64, f32, i32, i64, i32) {
  %c = arith.constant 1.0 : f64
  %r = func.call @exp(%c) : (f64) -> f64
  %f = arith.constant 2.0 : f32
  %s = func.call @sqrtf(%f) : (f32) -> f32
  %i = arith.constant -3 : i32
  %a = func.call @abs(%i) : (i32) -> i32
  %l = arith.constant -4 : i64
  %b = func.call @llabs(%l) : (i64) -> i64
  %x = func.call @random() : () -> i64
  %t = func.call @omp_get_max_threads() : () -> i32
  // random() is at least 0 and omp_get_max_threads() at least 1: the sum of
  // the two comparisons, minus one, is 1.
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i32
  %p = arith.cmpi sge, %x, %z : i64
  %q = arith.cmpi sge, %t, %one : i32
  %pi = arith.extui %p : i1 to i32
  %qi = arith.extui %q : i1 to i32
  %s1 = arith.addi %pi, %qi : i32
  %s2 = arith.subi %s1, %one : i32
  return %r, %s, %a, %b, %s2 : f64, f32, i32, i64, i32
}
