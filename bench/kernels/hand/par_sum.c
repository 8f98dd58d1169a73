/* Hand-written C for bench/kernels/par_sum.mlir: an OpenMP sum reduction
   over 10^7 doubles. */
#include <stdlib.h>
#include "bench.h"

#define N 10000000

static double par_sum(const double *x, long n) {
  double sum = 0.0;
#pragma omp parallel for reduction(+ : sum)
  for (long i = 0; i < n; i++)
    sum += x[i];
  return sum;
}

int main(void) {
  double *x = malloc(sizeof(double) * N);
  for (long i = 0; i < N; i++)
    x[i] = (double)(i % 1000);
  double best = 1.0e30;
  double last = 0.0;
  for (int rep = 0; rep < 30; rep++) {
    x[0] = (double)rep;
    double t0 = rtclock();
    last = par_sum(x, N);
    if (last < -1.0) /* never: keeps the kernel before the clock stops */
      printF64((double)last);
    double t1 = rtclock();
    if (t1 - t0 < best) best = t1 - t0;
  }
  bench_report_f64(last, best);
  free(x);
  return 0;
}
