/* doitgen.c: PolyBench/C 4.2's doitgen (multiresolution analysis kernel:
 * A[r][q][:] := A[r][q][:] * C4); its init_array and kernel in C after
 * PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define NQ 140
#define NR 150
#define NP 160

const PbInfo pb_info = {"doitgen", PB_LARGE, 3, {"NQ", "NR", "NP"},
                        {{8, 10, 12}, {20, 25, 30}, {40, 50, 60}, {140, 150, 160}}, 1};

static int nr, nq, np;
static double (*A)[NQ][NP], (*C4)[NP], *sum;

static void init_array(int nr, int nq, int np, double A[NR][NQ][NP], double C4[NP][NP]) {
  for (int i = 0; i < nr; i++)
    for (int j = 0; j < nq; j++)
      for (int k = 0; k < np; k++)
        A[i][j][k] = (double)((i * j + k) % np) / np;
  for (int i = 0; i < np; i++)
    for (int j = 0; j < np; j++)
      C4[i][j] = (double)(i * j % np) / np;
}

#ifndef PB_EXTERN
static void kernel_doitgen(int nr, int nq, int np, double A[NR][NQ][NP], double C4[NP][NP],
                           double sum[NP]) {
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}
#else
void _mlir_ciface_kernel_doitgen(int32_t, int32_t, int32_t, PbMemref3 *, PbMemref2 *, PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  nq = sz[0], nr = sz[1], np = sz[2];
  if (!A) {
    A = pb_alloc(sizeof *A * nr), C4 = pb_alloc(sizeof *C4 * np), sum = pb_alloc(sizeof *sum * np);
  }
  init_array(nr, nq, np, A, C4);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref3 a = pb_memref3(A, nr, NQ, NP);
  PbMemref2 c = pb_memref2(C4, np, NP);
  PbMemref1 s = pb_memref1(sum, np);
  _mlir_ciface_kernel_doitgen(nr, nq, np, &a, &c, &s);
#else
  kernel_doitgen(nr, nq, np, A, C4, sum);
#endif
}

void pb_outputs(void) { PB_OUT3("A", A, nr, nq, np); }

/* A multiply-add (2 flops) per (r, q, p, s). */
double pb_flops(const int *sz) { return 2.0 * sz[0] * sz[1] * sz[2] * sz[2]; }
