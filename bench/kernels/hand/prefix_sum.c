/* Hand-written C for bench/kernels/prefix_sum.mlir: inclusive prefix sum of
   10^7 int64 values. */
#include <stdlib.h>
#include "bench.h"

#define N 10000000

static int64_t prefix_sum(const int64_t *in, int64_t *out, long n) {
  int64_t acc = 0;
  for (long i = 0; i < n; i++) {
    acc += in[i];
    out[i] = acc;
  }
  return acc;
}

int main(void) {
  int64_t *in = malloc(sizeof(int64_t) * N);
  int64_t *out = malloc(sizeof(int64_t) * N);
  for (long i = 0; i < N; i++)
    in[i] = i % 1000;
  double best = 1.0e30;
  for (int rep = 0; rep < 30; rep++) {
    in[0] = rep;
    double t0 = rtclock();
    prefix_sum(in, out, N);
    double t1 = rtclock();
    if (t1 - t0 < best) best = t1 - t0;
  }
  int64_t check = 0;
  for (long i = 0; i < N; i++)
    check += out[i];
  bench_report_i64(check, best);
  free(in); free(out);
  return 0;
}
