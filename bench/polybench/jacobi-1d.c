/* jacobi-1d.c: PolyBench/C 4.2's jacobi-1d (a 3-point 1-D Jacobi
 * stencil); its init_array and kernel in C after PolyBench (see
 * README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the LARGE preset. */
#define TSTEPS 500
#define N 2000

const PbInfo pb_info = {"jacobi-1d", PB_LARGE, 2, {"TSTEPS", "N"},
                        {{20, 30}, {40, 120}, {100, 400}, {500, 2000}}, 0};

static int tsteps, n;
static double *A, *B;

static void init_array(int n, double A[N], double B[N]) {
  for (int i = 0; i < n; i++) {
    A[i] = ((double)i + 2) / n;
    B[i] = ((double)i + 3) / n;
  }
}

#ifndef PB_EXTERN
static void kernel_jacobi_1d(int tsteps, int n, double A[N], double B[N]) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (int i = 1; i < n - 1; i++)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}
#else
void _mlir_ciface_kernel_jacobi_1d(int32_t, int32_t, PbMemref1 *, PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  tsteps = sz[0], n = sz[1];
  if (!A) {
    A = pb_alloc(sizeof *A * n), B = pb_alloc(sizeof *B * n);
  }
  init_array(n, A, B);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref1 a = pb_memref1(A, n), b = pb_memref1(B, n);
  _mlir_ciface_kernel_jacobi_1d(tsteps, n, &a, &b);
#else
  kernel_jacobi_1d(tsteps, n, A, B);
#endif
}

void pb_outputs(void) { PB_OUT1("A", A, n); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
