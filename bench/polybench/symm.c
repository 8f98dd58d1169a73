/* symm.c: PolyBench/C 4.2's symm, C := alpha*A*B + beta*C with A symmetric
 * (its lower triangle stored); its init_array and kernel in C after
 * PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define M 1000
#define N 1200

const PbInfo pb_info = {
    "symm", PB_LARGE, 2, {"M", "N"}, {{20, 30}, {60, 80}, {200, 240}, {1000, 1200}}, 1};

static int m, n;
static double alpha, beta;
static double (*C)[N], (*A)[M], (*B)[N];

static void init_array(int m, int n, double *alpha, double *beta, double C[M][N], double A[M][M],
                       double B[M][N]) {
  *alpha = 1.5;
  *beta = 1.2;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] = (double)((i + j) % 100) / m;
      B[i][j] = (double)((n + i - j) % 100) / m;
    }
  for (int i = 0; i < m; i++) {
    for (int j = 0; j <= i; j++)
      A[i][j] = (double)((i + j) % 100) / m;
    for (int j = i + 1; j < m; j++)
      A[i][j] = -999; /* never read */
  }
}

#ifndef PB_EXTERN
static void kernel_symm(int m, int n, double alpha, double beta, double C[M][N], double A[M][M],
                        double B[M][N]) {
  double temp2;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      temp2 = 0;
      for (int k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
}
#else
void _mlir_ciface_kernel_symm(int32_t, int32_t, double, double, PbMemref2 *, PbMemref2 *,
                              PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  m = sz[0], n = sz[1];
  if (!C) {
    C = pb_alloc(sizeof *C * m), A = pb_alloc(sizeof *A * m), B = pb_alloc(sizeof *B * m);
  }
  init_array(m, n, &alpha, &beta, C, A, B);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 c = pb_memref2(C, m, N), a = pb_memref2(A, m, M), b = pb_memref2(B, m, N);
  _mlir_ciface_kernel_symm(m, n, alpha, beta, &c, &a, &b);
#else
  kernel_symm(m, n, alpha, beta, C, A, B);
#endif
}

void pb_outputs(void) { PB_OUT2("C", C, m, n, PB_FULL); }

/* The k loop's two multiply-adds (4 flops: the product alpha*B[i][j] counted
 * once, as BLAS does) over the strict lower triangle, plus the 5 flops of
 * each C[i][j]. */
double pb_flops(const int *sz) {
  double m = sz[0], n = sz[1];
  return 4 * n * m * (m - 1) / 2 + 5 * m * n;
}
