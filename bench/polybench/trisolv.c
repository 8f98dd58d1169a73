/* trisolv.c: PolyBench/C 4.2's trisolv (forward substitution, L*x = b);
 * its init_array and kernel in C after PolyBench (see README.md), for
 * harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define N 2000

const PbInfo pb_info = {"trisolv", PB_LARGE, 1, {"N"}, {{40}, {120}, {400}, {2000}}, 0};

static int n;
static double (*L)[N], *x, *b;

static void init_array(int n, double L[N][N], double x[N], double b[N]) {
  for (int i = 0; i < n; i++) {
    x[i] = -999;
    b[i] = i;
    for (int j = 0; j <= i; j++)
      L[i][j] = (double)(i + n - j + 1) * 2 / n;
  }
}

#ifndef PB_EXTERN
static void kernel_trisolv(int n, double L[N][N], double x[N], double b[N]) {
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
}
#else
void _mlir_ciface_kernel_trisolv(int32_t, PbMemref2 *, PbMemref1 *, PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  n = sz[0];
  if (!L) {
    L = pb_alloc(sizeof *L * n), x = pb_alloc(sizeof *x * n), b = pb_alloc(sizeof *b * n);
  }
  init_array(n, L, x, b);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 l = pb_memref2(L, n, N);
  PbMemref1 mx = pb_memref1(x, n), mb = pb_memref1(b, n);
  _mlir_ciface_kernel_trisolv(n, &l, &mx, &mb);
#else
  kernel_trisolv(n, L, x, b);
#endif
}

void pb_outputs(void) { PB_OUT1("x", x, n); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
