/* cholesky.c: PolyBench/C 4.2's cholesky (in-place Cholesky decomposition
 * of a positive definite matrix); its init_array and kernel in C after
 * PolyBench (see README.md), for harness.c. */
#include <math.h>

#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define N 400

const PbInfo pb_info = {"cholesky", PB_MEDIUM, 1, {"N"}, {{40}, {120}, {400}, {2000}}, 0};

static int n;
static double (*A)[N], (*Btmp)[N];

/* A lower triangular L with a unit diagonal, then A := L*L**T (positive
 * definite); B is PolyBench's temporary. */
static void init_array(int n, double A[N][N]) {
  pb_init_posdef(n, &A[0][0], &Btmp[0][0], N);
}

#ifndef PB_EXTERN
static void kernel_cholesky(int n, double A[N][N]) {
  for (int i = 0; i < n; i++) {
    /* j < i */
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    /* i == j */
    for (int k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
}
#else
void _mlir_ciface_kernel_cholesky(int32_t, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  n = sz[0];
  if (!A) {
    A = pb_alloc(sizeof *A * n), Btmp = pb_alloc(sizeof *Btmp * n);
  }
  init_array(n, A);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 a = pb_memref2(A, n, N);
  _mlir_ciface_kernel_cholesky(n, &a);
#else
  kernel_cholesky(n, A);
#endif
}

void pb_outputs(void) { PB_OUT2("A", A, n, n, PB_LOWER); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
