// --threads sets the OpenMP thread count; an integer reduction gives the same
// result for any count, and -O levels are passed to the C compiler.
// RUN: %cc -shared -fPIC -fopenmp %S/Inputs/omp_threads.c -o %t.omp.so
// RUN: %loopc run %s -e sumsq 100000 --threads 1 --shared-libs=%t.omp.so | FileCheck %s
// RUN: %loopc run %s -e sumsq 100000 --threads 4 -O3 --shared-libs=%t.omp.so | FileCheck %s
// RUN: %loopc run %s -e sumsq 100000 -O0 --shared-libs=%t.omp.so | FileCheck %s
// RUN: not %loopc run %s -e sumsq 10 2>&1 | FileCheck %s --check-prefix=NOLIB
// RUN: %loopc run %s -e nthreads --threads 3 --shared-libs=%t.omp.so | FileCheck %s --check-prefix=N3
// CHECK: 333328333350000
// N3: 3
// NOLIB: loopc run: error: cannot load the compiled program: {{.*}}undefined symbol: loopc_test_omp_threads (missing --shared-libs?)

func.func @sumsq(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> i64 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.muli %ii, %ii : i64
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  return %r : i64
}

// The team size of a parallel region, from a user library (Inputs/omp_threads.c).
func.func private @loopc_test_omp_threads() -> i32
func.func @nthreads() -> i32 {
  %r = func.call @loopc_test_omp_threads() : () -> i32
  return %r : i32
}
