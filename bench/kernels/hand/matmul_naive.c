/* Hand-written C for bench/kernels/matmul_naive.mlir: the naive 512x512 f32
   C += A * B over three static arrays, loops i, j, k, the k sum in a local. */
#include "bench.h"

#define N 512

static float A[N][N], B[N][N], C[N][N];

static void matmul(void) {
  for (long i = 0; i < N; i++)
    for (long j = 0; j < N; j++) {
      float sum = C[i][j];
      for (long k = 0; k < N; k++)
        sum += A[i][k] * B[k][j];
      C[i][j] = sum;
    }
}

int main(void) {
  double best = 1.0e30;
  for (int rep = 0; rep < 3; rep++) {
    for (long i = 0; i < N; i++)
      for (long j = 0; j < N; j++) {
        A[i][j] = (float)((i + j) % 7);
        B[i][j] = (float)((i - j) % 7);
        C[i][j] = 0.0f;
      }
    double t0 = rtclock();
    matmul();
    double t1 = rtclock();
    if (t1 - t0 < best) best = t1 - t0;
  }
  double total = 0.0;
  for (long i = 0; i < N; i++)
    for (long j = 0; j < N; j++)
      total += (double)C[i][j];
  bench_report_f64(total, best);
  return 0;
}
