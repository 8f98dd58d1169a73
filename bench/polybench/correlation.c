/* correlation.c: PolyBench/C 4.2's correlation (the correlation matrix of
 * N observations of M variables); its init_array and kernel in C after
 * PolyBench (see README.md), for harness.c. */
#include <math.h>

#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define M 240
#define N 260

const PbInfo pb_info = {
    "correlation", PB_MEDIUM, 2, {"M", "N"}, {{28, 32}, {80, 100}, {240, 260}, {1200, 1400}}, 0};

static int m, n;
static double float_n;
static double (*data)[M], (*corr)[M], *mean, *stddev;

/* PolyBench writes N and M here (the compile-time sizes, equal to n and m
 * in its own builds); the runtime sizes keep that equality at every preset. */
static void init_array(int m, int n, double *float_n, double data[N][M]) {
  *float_n = (double)n;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (double)(i * j) / m + i;
}

#ifndef PB_EXTERN
static void kernel_correlation(int m, int n, double float_n, double data[N][M], double corr[M][M],
                               double mean[M], double stddev[M]) {
  double eps = 0.1;
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (int j = 0; j < m; j++) {
    stddev[j] = 0.0;
    for (int i = 0; i < n; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    /* Near-zero deviations would divide by zero below. */
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }
  /* Center and reduce the column vectors. */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }
  /* The m x m correlation matrix. */
  for (int i = 0; i < m - 1; i++) {
    corr[i][i] = 1.0;
    for (int j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        corr[i][j] += (data[k][i] * data[k][j]);
      corr[j][i] = corr[i][j];
    }
  }
  corr[m - 1][m - 1] = 1.0;
}
#else
void _mlir_ciface_kernel_correlation(int32_t, int32_t, double, PbMemref2 *, PbMemref2 *, PbMemref1 *,
                                     PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  m = sz[0], n = sz[1];
  if (!data) {
    data = pb_alloc(sizeof *data * n);
    corr = pb_alloc(sizeof *corr * m);
    mean = pb_alloc(sizeof *mean * M);
    stddev = pb_alloc(sizeof *stddev * M);
  }
  init_array(m, n, &float_n, data);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 d = pb_memref2(data, n, M), c = pb_memref2(corr, m, M);
  PbMemref1 me = pb_memref1(mean, M), s = pb_memref1(stddev, M);
  _mlir_ciface_kernel_correlation(m, n, float_n, &d, &c, &me, &s);
#else
  kernel_correlation(m, n, float_n, data, corr, mean, stddev);
#endif
}

void pb_outputs(void) { PB_OUT2("corr", corr, m, m, PB_FULL); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
