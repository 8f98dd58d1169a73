/* covariance.c: PolyBench/C 4.2's covariance (the covariance matrix of N
 * observations of M variables); its init_array and kernel in C after
 * PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define M 240
#define N 260

const PbInfo pb_info = {
    "covariance", PB_MEDIUM, 2, {"M", "N"}, {{28, 32}, {80, 100}, {240, 260}, {1200, 1400}}, 0};

static int m, n;
static double float_n;
static double (*data)[M], (*cov)[M], *mean;

/* PolyBench divides by M here (the compile-time size, equal to m in its
 * own builds); the runtime size keeps that equality at every preset. */
static void init_array(int m, int n, double *float_n, double data[N][M]) {
  *float_n = (double)n;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = ((double)i * j) / m;
}

#ifndef PB_EXTERN
static void kernel_covariance(int m, int n, double float_n, double data[N][M], double cov[M][M],
                              double mean[M]) {
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      cov[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - 1.0);
      cov[j][i] = cov[i][j];
    }
}
#else
void _mlir_ciface_kernel_covariance(int32_t, int32_t, double, PbMemref2 *, PbMemref2 *, PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  m = sz[0], n = sz[1];
  if (!data) {
    data = pb_alloc(sizeof *data * n);
    cov = pb_alloc(sizeof *cov * m);
    mean = pb_alloc(sizeof *mean * M);
  }
  init_array(m, n, &float_n, data);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 d = pb_memref2(data, n, M), c = pb_memref2(cov, m, M);
  PbMemref1 me = pb_memref1(mean, M);
  _mlir_ciface_kernel_covariance(m, n, float_n, &d, &c, &me);
#else
  kernel_covariance(m, n, float_n, data, cov, mean);
#endif
}

void pb_outputs(void) { PB_OUT2("cov", cov, m, m, PB_FULL); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
