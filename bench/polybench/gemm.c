/* gemm.c: PolyBench/C 4.2's gemm, C := alpha*A*B + beta*C; its init_array
 * and kernel in C after PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define NI 1000
#define NJ 1100
#define NK 1200

const PbInfo pb_info = {"gemm", PB_LARGE, 3, {"NI", "NJ", "NK"},
                        {{20, 25, 30}, {60, 70, 80}, {200, 220, 240}, {1000, 1100, 1200}}, 1};

static int ni, nj, nk;
static double alpha, beta;
static double (*C)[NJ], (*A)[NK], (*B)[NJ];

static void init_array(int ni, int nj, int nk, double *alpha, double *beta, double C[NI][NJ],
                       double A[NI][NK], double B[NK][NJ]) {
  *alpha = 1.5;
  *beta = 1.2;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = (double)((i * j + 1) % ni) / ni;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nk; j++)
      A[i][j] = (double)(i * (j + 1) % nk) / nk;
  for (int i = 0; i < nk; i++)
    for (int j = 0; j < nj; j++)
      B[i][j] = (double)(i * (j + 2) % nj) / nj;
}

#ifndef PB_EXTERN
static void kernel_gemm(int ni, int nj, int nk, double alpha, double beta, double C[NI][NJ],
                        double A[NI][NK], double B[NK][NJ]) {
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
}
#else
void _mlir_ciface_kernel_gemm(int32_t, int32_t, int32_t, double, double, PbMemref2 *, PbMemref2 *,
                              PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  ni = sz[0], nj = sz[1], nk = sz[2];
  if (!C) {
    C = pb_alloc(sizeof *C * ni);
    A = pb_alloc(sizeof *A * ni);
    B = pb_alloc(sizeof *B * nk);
  }
  init_array(ni, nj, nk, &alpha, &beta, C, A, B);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 c = pb_memref2(C, ni, NJ), a = pb_memref2(A, ni, NK), b = pb_memref2(B, nk, NJ);
  _mlir_ciface_kernel_gemm(ni, nj, nk, alpha, beta, &c, &a, &b);
#else
  kernel_gemm(ni, nj, nk, alpha, beta, C, A, B);
#endif
}

void pb_outputs(void) { PB_OUT2("C", C, ni, nj, PB_FULL); }

/* 2 per multiply-add of the product, 1 per element scaled by beta. */
double pb_flops(const int *sz) { return 2.0 * sz[0] * sz[1] * sz[2] + (double)sz[0] * sz[1]; }
