/* omp_threads.c: a user library for threads.mlir: reports the size of the
 * OpenMP team a parallel region gets. */
#include <omp.h>

int loopc_test_omp_threads(void) {
  int n = 0;
#pragma omp parallel
  {
#pragma omp single
    n = omp_get_num_threads();
  }
  return n;
}
