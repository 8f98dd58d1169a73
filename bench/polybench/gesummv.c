/* gesummv.c: PolyBench/C 4.2's gesummv, y := alpha*A*x + beta*B*x; its
 * init_array and kernel in C after PolyBench (see README.md), for
 * harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define N 1300

const PbInfo pb_info = {"gesummv", PB_LARGE, 1, {"N"}, {{30}, {90}, {250}, {1300}}, 0};

static int n;
static double alpha, beta;
static double (*A)[N], (*B)[N], *tmp, *x, *y;

static void init_array(int n, double *alpha, double *beta, double A[N][N], double B[N][N],
                       double x[N]) {
  *alpha = 1.5;
  *beta = 1.2;
  for (int i = 0; i < n; i++) {
    x[i] = (double)(i % n) / n;
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * j + 2) % n) / n;
    }
  }
}

#ifndef PB_EXTERN
static void kernel_gesummv(int n, double alpha, double beta, double A[N][N], double B[N][N],
                           double tmp[N], double x[N], double y[N]) {
  for (int i = 0; i < n; i++) {
    tmp[i] = 0.0;
    y[i] = 0.0;
    for (int j = 0; j < n; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
}
#else
void _mlir_ciface_kernel_gesummv(int32_t, double, double, PbMemref2 *, PbMemref2 *, PbMemref1 *,
                                 PbMemref1 *, PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  n = sz[0];
  if (!A) {
    A = pb_alloc(sizeof *A * n), B = pb_alloc(sizeof *B * n);
    tmp = pb_alloc(sizeof *tmp * n), x = pb_alloc(sizeof *x * n), y = pb_alloc(sizeof *y * n);
  }
  init_array(n, &alpha, &beta, A, B, x);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 a = pb_memref2(A, n, N), b = pb_memref2(B, n, N);
  PbMemref1 t = pb_memref1(tmp, n), mx = pb_memref1(x, n), my = pb_memref1(y, n);
  _mlir_ciface_kernel_gesummv(n, alpha, beta, &a, &b, &t, &mx, &my);
#else
  kernel_gesummv(n, alpha, beta, A, B, tmp, x, y);
#endif
}

void pb_outputs(void) { PB_OUT1("y", y, n); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
