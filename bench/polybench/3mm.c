/* 3mm.c: PolyBench/C 4.2's 3mm, G := (A*B)*(C*D); its init_array and
 * kernel in C after PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define NI 180
#define NJ 190
#define NK 200
#define NL 210
#define NM 220

const PbInfo pb_info = {"3mm",
                        PB_MEDIUM,
                        5,
                        {"NI", "NJ", "NK", "NL", "NM"},
                        {{16, 18, 20, 22, 24},
                         {40, 50, 60, 70, 80},
                         {180, 190, 200, 210, 220},
                         {800, 900, 1000, 1100, 1200}},
                        1};

static int ni, nj, nk, nl, nm;
static double (*E)[NJ], (*A)[NK], (*B)[NJ], (*F)[NL], (*C)[NM], (*D)[NL], (*G)[NL];

static void init_array(int ni, int nj, int nk, int nl, int nm, double A[NI][NK], double B[NK][NJ],
                       double C[NJ][NM], double D[NM][NL]) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nk; j++)
      A[i][j] = (double)((i * j + 1) % ni) / (5 * ni);
  for (int i = 0; i < nk; i++)
    for (int j = 0; j < nj; j++)
      B[i][j] = (double)((i * (j + 1) + 2) % nj) / (5 * nj);
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nm; j++)
      C[i][j] = (double)(i * (j + 3) % nl) / (5 * nl);
  for (int i = 0; i < nm; i++)
    for (int j = 0; j < nl; j++)
      D[i][j] = (double)((i * (j + 2) + 2) % nk) / (5 * nk);
}

#ifndef PB_EXTERN
static void kernel_3mm(int ni, int nj, int nk, int nl, int nm, double E[NI][NJ], double A[NI][NK],
                       double B[NK][NJ], double F[NJ][NL], double C[NJ][NM], double D[NM][NL],
                       double G[NI][NL]) {
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      E[i][j] = 0.0;
      for (int k = 0; k < nk; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nl; j++) {
      F[i][j] = 0.0;
      for (int k = 0; k < nm; ++k)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      G[i][j] = 0.0;
      for (int k = 0; k < nj; ++k)
        G[i][j] += E[i][k] * F[k][j];
    }
}
#else
void _mlir_ciface_kernel_3mm(int32_t, int32_t, int32_t, int32_t, int32_t, PbMemref2 *, PbMemref2 *,
                             PbMemref2 *, PbMemref2 *, PbMemref2 *, PbMemref2 *, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  ni = sz[0], nj = sz[1], nk = sz[2], nl = sz[3], nm = sz[4];
  if (!A) {
    E = pb_alloc(sizeof *E * ni);
    A = pb_alloc(sizeof *A * ni);
    B = pb_alloc(sizeof *B * nk);
    F = pb_alloc(sizeof *F * nj);
    C = pb_alloc(sizeof *C * nj);
    D = pb_alloc(sizeof *D * nm);
    G = pb_alloc(sizeof *G * ni);
  }
  init_array(ni, nj, nk, nl, nm, A, B, C, D);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 e = pb_memref2(E, ni, NJ), a = pb_memref2(A, ni, NK), b = pb_memref2(B, nk, NJ),
            f = pb_memref2(F, nj, NL), c = pb_memref2(C, nj, NM), d = pb_memref2(D, nm, NL),
            g = pb_memref2(G, ni, NL);
  _mlir_ciface_kernel_3mm(ni, nj, nk, nl, nm, &e, &a, &b, &f, &c, &d, &g);
#else
  kernel_3mm(ni, nj, nk, nl, nm, E, A, B, F, C, D, G);
#endif
}

void pb_outputs(void) { PB_OUT2("G", G, ni, nl, PB_FULL); }

/* 2 per multiply-add of the three products. */
double pb_flops(const int *sz) {
  double ni = sz[0], nj = sz[1], nk = sz[2], nl = sz[3], nm = sz[4];
  return 2 * (ni * nj * nk + nj * nl * nm + ni * nl * nj);
}
