/* gramschmidt.c: PolyBench/C 4.2's gramschmidt (QR decomposition by
 * modified Gram-Schmidt); its init_array and kernel in C after PolyBench
 * (see README.md), for harness.c. */
#include <math.h>

#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define M 200
#define N 240

const PbInfo pb_info = {
    "gramschmidt", PB_MEDIUM, 2, {"M", "N"}, {{20, 30}, {60, 80}, {200, 240}, {1000, 1200}}, 0};

static int m, n;
static double (*A)[N], (*R)[N], (*Q)[N];

static void init_array(int m, int n, double A[M][N], double R[N][N], double Q[M][N]) {
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (((double)((i * j) % m) / m) * 100) + 10;
      Q[i][j] = 0.0;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      R[i][j] = 0.0;
}

#ifndef PB_EXTERN
static void kernel_gramschmidt(int m, int n, double A[M][N], double R[N][N], double Q[M][N]) {
  double nrm;
  for (int k = 0; k < n; k++) {
    nrm = 0.0;
    for (int i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (int i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (int j = k + 1; j < n; j++) {
      R[k][j] = 0.0;
      for (int i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (int i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}
#else
void _mlir_ciface_kernel_gramschmidt(int32_t, int32_t, PbMemref2 *, PbMemref2 *, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  m = sz[0], n = sz[1];
  if (!A) {
    A = pb_alloc(sizeof *A * m), R = pb_alloc(sizeof *R * n), Q = pb_alloc(sizeof *Q * m);
  }
  init_array(m, n, A, R, Q);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 a = pb_memref2(A, m, N), mr = pb_memref2(R, n, N), q = pb_memref2(Q, m, N);
  _mlir_ciface_kernel_gramschmidt(m, n, &a, &mr, &q);
#else
  kernel_gramschmidt(m, n, A, R, Q);
#endif
}

void pb_outputs(void) {
  PB_OUT2("R", R, n, n, PB_FULL);
  PB_OUT2("Q", Q, m, n, PB_FULL);
}

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
