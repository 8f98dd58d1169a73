/* fdtd-2d.c: PolyBench/C 4.2's fdtd-2d (2-D finite-difference time-domain
 * electromagnetics); its init_array and kernel in C after PolyBench (see
 * README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define TMAX 100
#define NX 200
#define NY 240

const PbInfo pb_info = {"fdtd-2d",
                        PB_MEDIUM,
                        3,
                        {"TMAX", "NX", "NY"},
                        {{20, 20, 30}, {40, 60, 80}, {100, 200, 240}, {500, 1000, 1200}},
                        0};

static int tmax, nx, ny;
static double (*ex)[NY], (*ey)[NY], (*hz)[NY], *fict;

static void init_array(int tmax, int nx, int ny, double ex[NX][NY], double ey[NX][NY],
                       double hz[NX][NY], double _fict_[TMAX]) {
  for (int i = 0; i < tmax; i++)
    _fict_[i] = (double)i;
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++) {
      ex[i][j] = ((double)i * (j + 1)) / nx;
      ey[i][j] = ((double)i * (j + 2)) / ny;
      hz[i][j] = ((double)i * (j + 3)) / nx;
    }
}

#ifndef PB_EXTERN
static void kernel_fdtd_2d(int tmax, int nx, int ny, double ex[NX][NY], double ey[NX][NY],
                           double hz[NX][NY], double _fict_[TMAX]) {
  for (int t = 0; t < tmax; t++) {
    for (int j = 0; j < ny; j++)
      ey[0][j] = _fict_[t];
    for (int i = 1; i < nx; i++)
      for (int j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (int i = 0; i < nx; i++)
      for (int j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (int i = 0; i < nx - 1; i++)
      for (int j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
}
#else
void _mlir_ciface_kernel_fdtd_2d(int32_t, int32_t, int32_t, PbMemref2 *, PbMemref2 *, PbMemref2 *,
                                 PbMemref1 *);
#endif

void pb_setup(const int *sz) {
  tmax = sz[0], nx = sz[1], ny = sz[2];
  if (!ex) {
    ex = pb_alloc(sizeof *ex * nx), ey = pb_alloc(sizeof *ey * nx), hz = pb_alloc(sizeof *hz * nx);
    fict = pb_alloc(sizeof *fict * tmax);
  }
  init_array(tmax, nx, ny, ex, ey, hz, fict);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 mex = pb_memref2(ex, nx, NY), mey = pb_memref2(ey, nx, NY), mhz = pb_memref2(hz, nx, NY);
  PbMemref1 f = pb_memref1(fict, tmax);
  _mlir_ciface_kernel_fdtd_2d(tmax, nx, ny, &mex, &mey, &mhz, &f);
#else
  kernel_fdtd_2d(tmax, nx, ny, ex, ey, hz, fict);
#endif
}

void pb_outputs(void) {
  PB_OUT2("ex", ex, nx, ny, PB_FULL);
  PB_OUT2("ey", ey, nx, ny, PB_FULL);
  PB_OUT2("hz", hz, nx, ny, PB_FULL);
}

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
