/* Hand-written C for bench/kernels/matmul.mlir: 512x512 f64 C = A * B^T,
   i-j parallel with OpenMP, k the inner reduction. */
#include <stdlib.h>
#include "bench.h"

#define N 512

static void matmul(double (*A)[N], double (*B)[N], double (*C)[N]) {
#pragma omp parallel for collapse(2)
  for (long i = 0; i < N; i++)
    for (long j = 0; j < N; j++) {
      double sum = 0.0;
      for (long p = 0; p < N; p++)
        sum += A[i][p] * B[j][p];
      C[i][j] = sum;
    }
}

int main(void) {
  double (*A)[N] = malloc(sizeof(double) * N * N);
  double (*B)[N] = malloc(sizeof(double) * N * N);
  double (*C)[N] = malloc(sizeof(double) * N * N);
  for (long i = 0; i < N; i++)
    for (long j = 0; j < N; j++) {
      A[i][j] = (double)((i + j) % 7);
      B[i][j] = (double)((i - j) % 7);
    }
  double best = 1.0e30;
  for (int rep = 0; rep < 3; rep++) {
    A[0][0] = (double)rep;
    double t0 = rtclock();
    matmul(A, B, C);
    double t1 = rtclock();
    if (t1 - t0 < best) best = t1 - t0;
  }
  double total = 0.0;
  for (long i = 0; i < N; i++)
    for (long j = 0; j < N; j++)
      total += C[i][j];
  bench_report_f64(total, best);
  free(A); free(B); free(C);
  return 0;
}
