/* ludcmp.c: PolyBench/C 4.2's ludcmp (LU decomposition, then forward and
 * back substitution to solve A*x = b); its init_array and kernel in C
 * after PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define N 400

const PbInfo pb_info = {"ludcmp", PB_MEDIUM, 1, {"N"}, {{40}, {120}, {400}, {2000}}, 0};

static int n;
static double (*A)[N], (*Btmp)[N], *b, *x, *y;

static void init_array(int n, double A[N][N], double b[N], double x[N], double y[N]) {
  double fn = (double)n;
  for (int i = 0; i < n; i++) {
    x[i] = 0;
    y[i] = 0;
    b[i] = (i + 1) / fn / 2.0 + 4;
  }
  pb_init_posdef(n, &A[0][0], &Btmp[0][0], N);
}

#ifndef PB_EXTERN
static void kernel_ludcmp(int n, double A[N][N], double b[N], double x[N], double y[N]) {
  double w;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      w = A[i][j];
      for (int k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (int j = i; j < n; j++) {
      w = A[i][j];
      for (int k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (int i = 0; i < n; i++) {
    w = b[i];
    for (int j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (int i = n - 1; i >= 0; i--) {
    w = y[i];
    for (int j = i + 1; j < n; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
}
#else
void _mlir_ciface_kernel_ludcmp(int32_t, PbMemref2 *, PbMemref1 *, PbMemref1 *, PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  n = sz[0];
  if (!A) {
    A = pb_alloc(sizeof *A * n), Btmp = pb_alloc(sizeof *Btmp * n);
    b = pb_alloc(sizeof *b * n), x = pb_alloc(sizeof *x * n), y = pb_alloc(sizeof *y * n);
  }
  init_array(n, A, b, x, y);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 a = pb_memref2(A, n, N);
  PbMemref1 mb = pb_memref1(b, n), mx = pb_memref1(x, n), my = pb_memref1(y, n);
  _mlir_ciface_kernel_ludcmp(n, &a, &mb, &mx, &my);
#else
  kernel_ludcmp(n, A, b, x, y);
#endif
}

void pb_outputs(void) { PB_OUT1("x", x, n); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
