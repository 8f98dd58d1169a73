/* mvt.c: PolyBench/C 4.2's mvt, x1 += A*y_1 and x2 += A**T*y_2; its
 * init_array and kernel in C after PolyBench (see README.md), for
 * harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define N 2000

const PbInfo pb_info = {"mvt", PB_LARGE, 1, {"N"}, {{40}, {120}, {400}, {2000}}, 0};

static int n;
static double *x1, *x2, *y_1, *y_2, (*A)[N];

static void init_array(int n, double x1[N], double x2[N], double y_1[N], double y_2[N],
                       double A[N][N]) {
  for (int i = 0; i < n; i++) {
    x1[i] = (double)(i % n) / n;
    x2[i] = (double)((i + 1) % n) / n;
    y_1[i] = (double)((i + 3) % n) / n;
    y_2[i] = (double)((i + 4) % n) / n;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i * j % n) / n;
  }
}

#ifndef PB_EXTERN
static void kernel_mvt(int n, double x1[N], double x2[N], double y_1[N], double y_2[N],
                       double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
}
#else
void _mlir_ciface_kernel_mvt(int32_t, PbMemref1 *, PbMemref1 *, PbMemref1 *, PbMemref1 *,
                             PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  n = sz[0];
  if (!A) {
    A = pb_alloc(sizeof *A * n);
    x1 = pb_alloc(sizeof *x1 * n), x2 = pb_alloc(sizeof *x2 * n);
    y_1 = pb_alloc(sizeof *y_1 * n), y_2 = pb_alloc(sizeof *y_2 * n);
  }
  init_array(n, x1, x2, y_1, y_2, A);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref1 mx1 = pb_memref1(x1, n), mx2 = pb_memref1(x2, n), my1 = pb_memref1(y_1, n),
            my2 = pb_memref1(y_2, n);
  PbMemref2 a = pb_memref2(A, n, N);
  _mlir_ciface_kernel_mvt(n, &mx1, &mx2, &my1, &my2, &a);
#else
  kernel_mvt(n, x1, x2, y_1, y_2, A);
#endif
}

void pb_outputs(void) {
  PB_OUT1("x1", x1, n);
  PB_OUT1("x2", x2, n);
}

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
