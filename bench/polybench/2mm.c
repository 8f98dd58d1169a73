/* 2mm.c: PolyBench/C 4.2's 2mm, D := alpha*A*B*C + beta*D; its init_array
 * and kernel in C after PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define NI 800
#define NJ 900
#define NK 1100
#define NL 1200

const PbInfo pb_info = {
    "2mm", PB_LARGE, 4, {"NI", "NJ", "NK", "NL"},
    {{16, 18, 22, 24}, {40, 50, 70, 80}, {180, 190, 210, 220}, {800, 900, 1100, 1200}}, 1};

static int ni, nj, nk, nl;
static double alpha, beta;
static double (*tmp)[NJ], (*A)[NK], (*B)[NJ], (*C)[NL], (*D)[NL];

static void init_array(int ni, int nj, int nk, int nl, double *alpha, double *beta,
                       double A[NI][NK], double B[NK][NJ], double C[NJ][NL], double D[NI][NL]) {
  *alpha = 1.5;
  *beta = 1.2;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nk; j++)
      A[i][j] = (double)((i * j + 1) % ni) / ni;
  for (int i = 0; i < nk; i++)
    for (int j = 0; j < nj; j++)
      B[i][j] = (double)(i * (j + 1) % nj) / nj;
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nl; j++)
      C[i][j] = (double)((i * (j + 3) + 1) % nl) / nl;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++)
      D[i][j] = (double)(i * (j + 2) % nk) / nk;
}

#ifndef PB_EXTERN
static void kernel_2mm(int ni, int nj, int nk, int nl, double alpha, double beta,
                       double tmp[NI][NJ], double A[NI][NK], double B[NK][NJ], double C[NJ][NL],
                       double D[NI][NL]) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (int k = 0; k < nk; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      D[i][j] *= beta;
      for (int k = 0; k < nj; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
}
#else
void _mlir_ciface_kernel_2mm(int32_t, int32_t, int32_t, int32_t, double, double, PbMemref2 *,
                             PbMemref2 *, PbMemref2 *, PbMemref2 *, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  ni = sz[0], nj = sz[1], nk = sz[2], nl = sz[3];
  if (!A) {
    tmp = pb_alloc(sizeof *tmp * ni);
    A = pb_alloc(sizeof *A * ni);
    B = pb_alloc(sizeof *B * nk);
    C = pb_alloc(sizeof *C * nj);
    D = pb_alloc(sizeof *D * ni);
  }
  init_array(ni, nj, nk, nl, &alpha, &beta, A, B, C, D);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 t = pb_memref2(tmp, ni, NJ), a = pb_memref2(A, ni, NK), b = pb_memref2(B, nk, NJ),
            c = pb_memref2(C, nj, NL), d = pb_memref2(D, ni, NL);
  _mlir_ciface_kernel_2mm(ni, nj, nk, nl, alpha, beta, &t, &a, &b, &c, &d);
#else
  kernel_2mm(ni, nj, nk, nl, alpha, beta, tmp, A, B, C, D);
#endif
}

void pb_outputs(void) { PB_OUT2("D", D, ni, nl, PB_FULL); }

/* 2 per multiply-add of both products, 1 per element of D scaled. */
double pb_flops(const int *sz) {
  double ni = sz[0], nj = sz[1], nk = sz[2], nl = sz[3];
  return 2 * ni * nj * nk + 2 * ni * nl * nj + ni * nl;
}
