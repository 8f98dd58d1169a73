/* nussinov.c: PolyBench/C 4.2's nussinov (RNA folding by dynamic
 * programming, in int as PolyBench has it, bases as char); its init_array
 * and kernel in C after PolyBench (see README.md), for harness.c. */
#include "harness.h"

/* The arrays' declared extents: the MEDIUM preset. */
#define N 500

const PbInfo pb_info = {"nussinov", PB_MEDIUM, 1, {"N"}, {{60}, {180}, {500}, {2500}}, 0};

typedef char base;
/* PolyBench's macros: bases 0..3 pair when they add up to 3. */
#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)

static int n;
static base *seq;
static int32_t (*table)[N];

static void init_array(int n, base seq[N], int32_t table[N][N]) {
  /* bases AGCT as 0..3 */
  for (int i = 0; i < n; i++)
    seq[i] = (base)((i + 1) % 4);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      table[i][j] = 0;
}

#ifndef PB_EXTERN
static void kernel_nussinov(int n, base seq[N], int32_t table[N][N]) {
  for (int i = n - 1; i >= 0; i--) {
    for (int j = i + 1; j < n; j++) {
      if (j - 1 >= 0)
        table[i][j] = max_score(table[i][j], table[i][j - 1]);
      if (i + 1 < n)
        table[i][j] = max_score(table[i][j], table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < n) {
        /* adjacent bases do not bond */
        if (i < j - 1)
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1] + match(seq[i], seq[j]));
        else
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
      }
      for (int k = i + 1; k < j; k++)
        table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
    }
  }
}
#else
void _mlir_ciface_kernel_nussinov(int32_t, PbMemref1 *, PbMemref2 *);
#endif

void pb_setup(const int *sz) {
  n = sz[0];
  if (!seq) {
    seq = pb_alloc(sizeof *seq * n), table = pb_alloc(sizeof *table * n);
  }
  init_array(n, seq, table);
}

void pb_run(void) {
#ifdef PB_EXTERN
  PbMemref1 s = pb_memref1(seq, n);
  PbMemref2 t = pb_memref2(table, n, N);
  _mlir_ciface_kernel_nussinov(n, &s, &t);
#else
  kernel_nussinov(n, seq, table);
#endif
}

void pb_outputs(void) { PB_OUT2("table", table, n, n, PB_UPPER); }

double pb_flops(const int *sz) {
  (void)sz;
  return 0;
}
