/* atax.c: PolyBench/C 4.2's atax, y := A**T*(A*x); its init_array and
 * kernel in C after PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define M 1900
#define N 2100

const PbInfo pb_info = {
    "atax", PB_LARGE, 2, {"M", "N"}, {{38, 42}, {116, 124}, {390, 410}, {1900, 2100}}, 0};

static int m, n;
static double (*A)[N], *x, *y, *tmp;

static void init_array(int m, int n, double A[M][N], double x[N]) {
  double fn = (double)n;
  for (int i = 0; i < n; i++)
    x[i] = 1 + (i / fn);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i + j) % n) / (5 * m);
}

#ifndef PB_EXTERN
static void kernel_atax(int m, int n, double A[M][N], double x[N], double y[N], double tmp[M]) {
  for (int i = 0; i < n; i++)
    y[i] = 0;
  for (int i = 0; i < m; i++) {
    tmp[i] = 0.0;
    for (int j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (int j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
}
#else
void _mlir_ciface_kernel_atax(int32_t, int32_t, PbMemref2 *, PbMemref1 *, PbMemref1 *, PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  m = sz[0], n = sz[1];
  if (!A) {
    A = pb_alloc(sizeof *A * m);
    x = pb_alloc(sizeof *x * n), y = pb_alloc(sizeof *y * n), tmp = pb_alloc(sizeof *tmp * m);
  }
  init_array(m, n, A, x);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 a = pb_memref2(A, m, N);
  PbMemref1 mx = pb_memref1(x, n), my = pb_memref1(y, n), t = pb_memref1(tmp, m);
  _mlir_ciface_kernel_atax(m, n, &a, &mx, &my, &t);
#else
  kernel_atax(m, n, A, x, y, tmp);
#endif
}

void pb_outputs(void) { PB_OUT1("y", y, n); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
