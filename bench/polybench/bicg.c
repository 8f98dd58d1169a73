/* bicg.c: PolyBench/C 4.2's bicg, the BiCG sub-kernel s := A**T*r,
 * q := A*p; its init_array and kernel in C after PolyBench (see
 * README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define M 1900
#define N 2100

const PbInfo pb_info = {
    "bicg", PB_LARGE, 2, {"M", "N"}, {{38, 42}, {116, 124}, {390, 410}, {1900, 2100}}, 0};

static int m, n;
static double (*A)[M], *s, *q, *p, *r;

static void init_array(int m, int n, double A[N][M], double r[N], double p[M]) {
  for (int i = 0; i < m; i++)
    p[i] = (double)(i % m) / m;
  for (int i = 0; i < n; i++) {
    r[i] = (double)(i % n) / n;
    for (int j = 0; j < m; j++)
      A[i][j] = (double)(i * (j + 1) % n) / n;
  }
}

#ifndef PB_EXTERN
static void kernel_bicg(int m, int n, double A[N][M], double s[M], double q[N], double p[M],
                        double r[N]) {
  for (int i = 0; i < m; i++)
    s[i] = 0;
  for (int i = 0; i < n; i++) {
    q[i] = 0.0;
    for (int j = 0; j < m; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
}
#else
void _mlir_ciface_kernel_bicg(int32_t, int32_t, PbMemref2 *, PbMemref1 *, PbMemref1 *, PbMemref1 *,
                              PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  m = sz[0], n = sz[1];
  if (!A) {
    A = pb_alloc(sizeof *A * n);
    s = pb_alloc(sizeof *s * m), q = pb_alloc(sizeof *q * n);
    p = pb_alloc(sizeof *p * m), r = pb_alloc(sizeof *r * n);
  }
  init_array(m, n, A, r, p);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 a = pb_memref2(A, n, M);
  PbMemref1 ms = pb_memref1(s, m), mq = pb_memref1(q, n), mp = pb_memref1(p, m),
            mr = pb_memref1(r, n);
  _mlir_ciface_kernel_bicg(m, n, &a, &ms, &mq, &mp, &mr);
#else
  kernel_bicg(m, n, A, s, q, p, r);
#endif
}

void pb_outputs(void) {
  PB_OUT1("s", s, m);
  PB_OUT1("q", q, n);
}

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
