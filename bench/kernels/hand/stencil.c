/* Hand-written C for bench/kernels/stencil.mlir: 5-point Jacobi sweeps on a
   1024x1024 f64 grid, the interior loops collapsed under OpenMP. */
#include <stdlib.h>
#include "bench.h"

#define N 1024

static void sweep(double (*in)[N], double (*out)[N]) {
#pragma omp parallel for collapse(2)
  for (long i = 1; i < N - 1; i++)
    for (long j = 1; j < N - 1; j++)
      out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] + in[i][j]) / 5.0;
}

int main(void) {
  double (*a)[N] = malloc(sizeof(double) * N * N);
  double (*b)[N] = malloc(sizeof(double) * N * N);
  for (long i = 0; i < N; i++)
    for (long j = 0; j < N; j++) {
      int border = i == 0 || i == N - 1 || j == 0 || j == N - 1;
      a[i][j] = b[i][j] = border ? 100.0 : (double)((i * j) % 10);
    }
  double best = 1.0e30;
  for (int rep = 0; rep < 40; rep++) {
    double t0 = rtclock();
    sweep(a, b);
    sweep(b, a);
    double t1 = rtclock();
    if (t1 - t0 < best) best = t1 - t0;
  }
  double total = 0.0;
  for (long i = 0; i < N; i++)
    for (long j = 0; j < N; j++)
      total += a[i][j];
  bench_report_f64(total, best);
  free(a); free(b);
  return 0;
}
