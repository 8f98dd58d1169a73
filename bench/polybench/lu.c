/* lu.c: PolyBench/C 4.2's lu (in-place LU decomposition without pivoting);
 * its init_array and kernel in C after PolyBench (see README.md), for
 * harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define N 400

const PbInfo pb_info = {"lu", PB_MEDIUM, 1, {"N"}, {{40}, {120}, {400}, {2000}}, 0};

static int n;
static double (*A)[N], (*Btmp)[N];

/* As cholesky's: A := L*L**T for a unit lower triangular L (PolyBench
 * reuses that code; positive definiteness is not needed for LU). */
static void init_array(int n, double A[N][N]) {
  pb_init_posdef(n, &A[0][0], &Btmp[0][0], N);
}

#ifndef PB_EXTERN
static void kernel_lu(int n, double A[N][N]) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
}
#else
void _mlir_ciface_kernel_lu(int32_t, PbMemref2 *);
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
  _mlir_ciface_kernel_lu(n, &a);
#else
  kernel_lu(n, A);
#endif
}

void pb_outputs(void) { PB_OUT2("A", A, n, n, PB_FULL); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
