/* floyd-warshall.c: PolyBench/C 4.2's floyd-warshall (all-pairs shortest
 * paths, in int as PolyBench has it); its init_array and kernel in C after
 * PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define N 500

const PbInfo pb_info = {"floyd-warshall", PB_MEDIUM, 1, {"N"}, {{60}, {180}, {500}, {2800}}, 0};

static int n;
static int32_t (*path)[N];

static void init_array(int n, int32_t path[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      path[i][j] = i * j % 7 + 1;
      if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
        path[i][j] = 999;
    }
}

#ifndef PB_EXTERN
static void kernel_floyd_warshall(int n, int32_t path[N][N]) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        path[i][j] =
            path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
}
#else
void _mlir_ciface_kernel_floyd_warshall(int32_t, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  n = sz[0];
  if (!path)
    path = pb_alloc(sizeof *path * n);
  init_array(n, path);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref2 p = pb_memref2(path, n, N);
  _mlir_ciface_kernel_floyd_warshall(n, &p);
#else
  kernel_floyd_warshall(n, path);
#endif
}

void pb_outputs(void) { PB_OUT2("path", path, n, n, PB_FULL); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
