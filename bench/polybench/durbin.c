/* durbin.c: PolyBench/C 4.2's durbin (Levinson-Durbin recursion for a
 * Toeplitz system); its init_array and kernel in C after PolyBench (see
 * README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define N 2000

const PbInfo pb_info = {"durbin", PB_LARGE, 1, {"N"}, {{40}, {120}, {400}, {2000}}, 0};

static int n;
static double *r, *y;

static void init_array(int n, double r[N]) {
  for (int i = 0; i < n; i++)
    r[i] = (n + 1 - i);
}

#ifndef PB_EXTERN
static void kernel_durbin(int n, double r[N], double y[N]) {
  double z[N];
  double alpha;
  double beta;
  double sum;
  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (int k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (int i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (int i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (int i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
}
#else
void _mlir_ciface_kernel_durbin(int32_t, PbMemref1 *, PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  n = sz[0];
  if (!r) {
    r = pb_alloc(sizeof *r * n), y = pb_alloc(sizeof *y * n);
  }
  init_array(n, r);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref1 mr = pb_memref1(r, n), my = pb_memref1(y, n);
  _mlir_ciface_kernel_durbin(n, &mr, &my);
#else
  kernel_durbin(n, r, y);
#endif
}

void pb_outputs(void) { PB_OUT1("y", y, n); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
