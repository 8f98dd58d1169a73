/* Hand-written C for bench/kernels/reduce.mlir: sum of 10^7 floats. */
#include <stdlib.h>
#include "bench.h"

#define N 10000000

static float reduce(const float *buf, long n) {
  float sum = 0.0f;
  for (long i = 0; i < n; i++)
    sum += buf[i];
  return sum;
}

int main(void) {
  float *buf = malloc(sizeof(float) * N);
  for (long i = 0; i < N; i++)
    buf[i] = (float)(i % 1000);
  double best = 1.0e30;
  float last = 0.0f;
  for (int rep = 0; rep < 30; rep++) {
    buf[0] = (float)rep;
    double t0 = rtclock();
    last = reduce(buf, N);
    if (last < -1.0f) /* never: keeps the kernel before the clock stops */
      printF64((double)last);
    double t1 = rtclock();
    if (t1 - t0 < best) best = t1 - t0;
  }
  bench_report_f32(last, best);
  free(buf);
  return 0;
}
