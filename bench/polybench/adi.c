/* adi.c: PolyBench/C 4.2's adi (alternating direction implicit solver of
 * a 2-D heat equation); its init_array and kernel in C after PolyBench
 * (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define TSTEPS 100
#define N 200

const PbInfo pb_info = {"adi",     PB_MEDIUM, 2, {"TSTEPS", "N"},
                        {{20, 20}, {40, 60}, {100, 200}, {500, 1000}}, 0};

static int tsteps, n;
static double (*u)[N], (*v)[N], (*p)[N], (*q)[N];

static void init_array(int n, double u[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      u[i][j] = (double)(i + n - j) / n;
}

#ifndef PB_EXTERN
static void kernel_adi(int tsteps, int n, double u[N][N], double v[N][N], double p[N][N],
                       double q[N][N]) {
  double DX, DY, DT;
  double B1, B2;
  double mul1, mul2;
  double a, b, c, d, e, f;
  DX = 1.0 / (double)n;
  DY = 1.0 / (double)n;
  DT = 1.0 / (double)tsteps;
  B1 = 2.0;
  B2 = 1.0;
  mul1 = B1 * DT / (DX * DX);
  mul2 = B2 * DT / (DY * DY);
  a = -mul1 / 2.0;
  b = 1.0 + mul1;
  c = a;
  d = -mul2 / 2.0;
  e = 1.0 + mul2;
  f = d;
  for (int t = 1; t <= tsteps; t++) {
    /* column sweep */
    for (int i = 1; i < n - 1; i++) {
      v[0][i] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = v[0][i];
      for (int j = 1; j < n - 1; j++) {
        p[i][j] = -c / (a * p[i][j - 1] + b);
        q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i] - f * u[j][i + 1] -
                   a * q[i][j - 1]) /
                  (a * p[i][j - 1] + b);
      }
      v[n - 1][i] = 1.0;
      for (int j = n - 2; j >= 1; j--)
        v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    }
    /* row sweep */
    for (int i = 1; i < n - 1; i++) {
      u[i][0] = 1.0;
      p[i][0] = 0.0;
      q[i][0] = u[i][0];
      for (int j = 1; j < n - 1; j++) {
        p[i][j] = -f / (d * p[i][j - 1] + e);
        q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j] - c * v[i + 1][j] -
                   d * q[i][j - 1]) /
                  (d * p[i][j - 1] + e);
      }
      u[i][n - 1] = 1.0;
      for (int j = n - 2; j >= 1; j--)
        u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
    }
  }
}
#else
void _mlir_ciface_kernel_adi(int32_t, int32_t, PbMemref2 *, PbMemref2 *, PbMemref2 *, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  tsteps = sz[0], n = sz[1];
  if (!u) {
    u = pb_alloc(sizeof *u * n), v = pb_alloc(sizeof *v * n);
    p = pb_alloc(sizeof *p * n), q = pb_alloc(sizeof *q * n);
  }
  init_array(n, u);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 mu = pb_memref2(u, n, N), mv = pb_memref2(v, n, N), mp = pb_memref2(p, n, N),
            mq = pb_memref2(q, n, N);
  _mlir_ciface_kernel_adi(tsteps, n, &mu, &mv, &mp, &mq);
#else
  kernel_adi(tsteps, n, u, v, p, q);
#endif
}

void pb_outputs(void) { PB_OUT2("u", u, n, n, PB_FULL); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
