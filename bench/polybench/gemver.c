/* gemver.c: PolyBench/C 4.2's gemver (a rank-2 update of A, then two
 * matrix-vector products); its init_array and kernel in C after PolyBench
 * (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define N 2000

const PbInfo pb_info = {"gemver", PB_LARGE, 1, {"N"}, {{40}, {120}, {400}, {2000}}, 0};

static int n;
static double alpha, beta;
static double (*A)[N], *u1, *v1, *u2, *v2, *w, *x, *y, *z;

static void init_array(int n, double *alpha, double *beta, double A[N][N], double u1[N], double v1[N],
                       double u2[N], double v2[N], double w[N], double x[N], double y[N], double z[N]) {
  *alpha = 1.5;
  *beta = 1.2;
  double fn = (double)n;
  for (int i = 0; i < n; i++) {
    u1[i] = i;
    u2[i] = ((i + 1) / fn) / 2.0;
    v1[i] = ((i + 1) / fn) / 4.0;
    v2[i] = ((i + 1) / fn) / 6.0;
    y[i] = ((i + 1) / fn) / 8.0;
    z[i] = ((i + 1) / fn) / 9.0;
    x[i] = 0.0;
    w[i] = 0.0;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i * j % n) / n;
  }
}

#ifndef PB_EXTERN
static void kernel_gemver(int n, double alpha, double beta, double A[N][N], double u1[N], double v1[N],
                          double u2[N], double v2[N], double w[N], double x[N], double y[N],
                          double z[N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];
  for (int i = 0; i < n; i++)
    x[i] = x[i] + z[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}
#else
void _mlir_ciface_kernel_gemver(int32_t, double, double, PbMemref2 *, PbMemref1 *, PbMemref1 *,
                                PbMemref1 *, PbMemref1 *, PbMemref1 *, PbMemref1 *, PbMemref1 *,
                                PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  n = sz[0];
  if (!A) {
    A = pb_alloc(sizeof *A * n);
    u1 = pb_alloc(sizeof *u1 * n), v1 = pb_alloc(sizeof *v1 * n);
    u2 = pb_alloc(sizeof *u2 * n), v2 = pb_alloc(sizeof *v2 * n);
    w = pb_alloc(sizeof *w * n), x = pb_alloc(sizeof *x * n);
    y = pb_alloc(sizeof *y * n), z = pb_alloc(sizeof *z * n);
  }
  init_array(n, &alpha, &beta, A, u1, v1, u2, v2, w, x, y, z);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 a = pb_memref2(A, n, N);
  PbMemref1 mu1 = pb_memref1(u1, n), mv1 = pb_memref1(v1, n), mu2 = pb_memref1(u2, n),
            mv2 = pb_memref1(v2, n), mw = pb_memref1(w, n), mx = pb_memref1(x, n),
            my = pb_memref1(y, n), mz = pb_memref1(z, n);
  _mlir_ciface_kernel_gemver(n, alpha, beta, &a, &mu1, &mv1, &mu2, &mv2, &mw, &mx, &my, &mz);
#else
  kernel_gemver(n, alpha, beta, A, u1, v1, u2, v2, w, x, y, z);
#endif
}

void pb_outputs(void) { PB_OUT1("w", w, n); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
