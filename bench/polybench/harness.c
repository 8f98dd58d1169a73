/* harness.c: main() of every PolyBench program in bench/polybench -- picks a
 * size preset, initializes and runs the kernel (best of --reps timed runs,
 * each on freshly initialized data), then prints a checksum of the live-out
 * arrays (the data PolyBench's print_array prints) and the best time.
 * Usage: PROG [--size mini|small|medium|large] [--reps N] [--dump]
 * Output (the lines bench/polybench/run.sh reads):
 *   NAME PRESET SIZE=VALUE...
 *   checksum SUM bits HASH     (HASH: FNV-1a of the elements' bytes)
 *   time SECONDS
 *   flops COUNT compute_bound 0|1
 * --dump also prints every live-out element (%a, or %d for integers), in
 * print_array's order, to compare with PolyBench's own dump. */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *const preset_names[PB_PRESETS] = {"mini", "small", "medium", "large"};

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void *pb_alloc(size_t bytes) {
  /* Rounded up to the alignment, as aligned_alloc requires; never freed:
   * the arrays live as long as the program. */
  size_t size = (bytes + 63) / 64 * 64;
  void *p = aligned_alloc(64, size ? size : 64);
  if (!p) {
    fprintf(stderr, "%s: out of memory (%zu bytes)\n", pb_info.name, bytes);
    exit(1);
  }
  memset(p, 0, size);
  return p;
}

PbMemref1 pb_memref1(void *p, intptr_t n0) {
  return (PbMemref1){p, p, 0, {n0}, {1}};
}
PbMemref2 pb_memref2(void *p, intptr_t n0, intptr_t n1) {
  return (PbMemref2){p, p, 0, {n0, n1}, {n1, 1}};
}
PbMemref3 pb_memref3(void *p, intptr_t n0, intptr_t n1, intptr_t n2) {
  return (PbMemref3){p, p, 0, {n0, n1, n2}, {n1 * n2, n2, 1}};
}

void pb_init_posdef(int n, double *A, double *B, intptr_t ld) {
#define a(i, j) A[(i) * ld + (j)]
#define b(i, j) B[(i) * ld + (j)]
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      a(i, j) = (double)(-j % n) / n + 1;
    for (int j = i + 1; j < n; j++)
      a(i, j) = 0;
    a(i, i) = 1;
  }
  for (int r = 0; r < n; ++r)
    for (int s = 0; s < n; ++s)
      b(r, s) = 0;
  for (int t = 0; t < n; ++t)
    for (int r = 0; r < n; ++r)
      for (int s = 0; s < n; ++s)
        b(r, s) += a(r, t) * a(s, t);
  for (int r = 0; r < n; ++r)
    for (int s = 0; s < n; ++s)
      a(r, s) = b(r, s);
#undef a
#undef b
}

static double sum;
static uint64_t hash = 0xcbf29ce484222325u; /* FNV-1a offset basis */
static int dump;

static void hash_bytes(const void *p, size_t n) {
  const unsigned char *b = p;
  for (size_t i = 0; i < n; i++)
    hash = (hash ^ b[i]) * 0x100000001b3u;
}

void pb_out(const char *name, int kind, const void *p, intptr_t n0, intptr_t n1, intptr_t n2,
            intptr_t s0, intptr_t s1, int part) {
  if (dump)
    printf("begin dump: %s\n", name);
  long count = 0;
  for (intptr_t i = 0; i < n0; i++)
    for (intptr_t j = 0; j < n1; j++)
      for (intptr_t k = 0; k < n2; k++) {
        if ((part == PB_LOWER && k > j) || (part == PB_UPPER && k < j))
          continue;
        intptr_t at = i * s0 + j * s1 + k;
        if (kind == PB_F64) {
          double v = ((const double *)p)[at];
          sum += v;
          hash_bytes(&v, sizeof v);
          if (dump)
            printf("%a%s", v, ++count % 20 ? " " : "\n");
        } else {
          int32_t v = ((const int32_t *)p)[at];
          sum += v;
          hash_bytes(&v, sizeof v);
          if (dump)
            printf("%" PRId32 "%s", v, ++count % 20 ? " " : "\n");
        }
      }
  if (dump)
    printf("%send dump: %s\n", count % 20 ? "\n" : "", name);
}

static void usage(const char *prog) {
  fprintf(stderr, "usage: %s [--size mini|small|medium|large] [--reps N] [--dump]\n", prog);
  exit(2);
}

int main(int argc, char **argv) {
  int preset = pb_info.declared, reps = 1;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
      const char *s = argv[++i];
      preset = -1;
      for (int p = 0; p < PB_PRESETS; p++)
        if (strcmp(s, preset_names[p]) == 0)
          preset = p;
      if (preset < 0)
        usage(argv[0]);
    } else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
      reps = atoi(argv[++i]);
      if (reps < 1)
        usage(argv[0]);
    } else if (strcmp(argv[i], "--dump") == 0) {
      dump = 1;
    } else {
      usage(argv[0]);
    }
  }
  if (preset > pb_info.declared) {
    fprintf(stderr, "%s: its arrays are declared for the %s preset; %s is larger\n", pb_info.name,
            preset_names[pb_info.declared], preset_names[preset]);
    return 2;
  }
  const int *sz = pb_info.sizes[preset];
  double best = INFINITY;
  for (int r = 0; r < reps; r++) {
    pb_setup(sz);
    double t0 = now();
    pb_run();
    double dt = now() - t0;
    if (dt < best)
      best = dt;
  }
  printf("%s %s", pb_info.name, preset_names[preset]);
  for (int k = 0; k < pb_info.nparams; k++)
    printf(" %s=%d", pb_info.params[k], sz[k]);
  printf("\n");
  pb_outputs();
  printf("checksum %.17g bits %016" PRIx64 "\n", sum, hash);
  printf("time %.9f\n", best);
  printf("flops %.0f compute_bound %d\n", pb_flops(sz), pb_info.compute_bound);
  return 0;
}
