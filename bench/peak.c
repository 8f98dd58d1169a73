/* peak.c: the machine's peak f32 multiply-add rate, for reading benchmark
 * figures against it (bench/onnx/run.sh: what fraction of peak a MatMul
 * reaches). Twelve independent chains of 16-lane fused multiply-adds per
 * thread, enough to cover the latency of every FMA unit known; with OpenMP,
 * one such thread per core. Prints one line of JSON: GFMA/s (lanes) on one
 * thread and on all of them.
 *   cc -O2 -march=native -ffp-contract=fast -fopenmp bench/peak.c -o peak */
#include <stdio.h>
#include <time.h>
#ifdef _OPENMP
#include <omp.h>
#endif

typedef float v16 __attribute__((vector_size(64)));
enum { CHAINS = 12, ROUNDS = 50000000 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* FMAs per second on this thread over ROUNDS rounds of CHAINS chains. */
static double run(float seed, float *sink) {
  v16 acc[CHAINS], b, c;
  for (int k = 0; k < 16; k++) {
    b[k] = 1.0000001f;
    c[k] = 1e-7f * seed;
  }
  for (int i = 0; i < CHAINS; i++)
    for (int k = 0; k < 16; k++)
      acc[i][k] = (float)i;
  double t0 = now();
  for (long r = 0; r < ROUNDS; r++) {
#pragma GCC unroll 12
    for (int i = 0; i < CHAINS; i++)
      acc[i] = acc[i] * b + c;
  }
  double dt = now() - t0;
  float s = 0;
  for (int i = 0; i < CHAINS; i++)
    for (int k = 0; k < 16; k++)
      s += acc[i][k];
  *sink = s;
  return (double)ROUNDS * CHAINS * 16 / dt;
}

int main(void) {
  float sink;
  double one = run(1, &sink), all = one;
  int threads = 1;
#ifdef _OPENMP
  threads = omp_get_max_threads();
  double t0 = now();
#pragma omp parallel
  {
    float s;
    run((float)omp_get_thread_num(), &s);
#pragma omp atomic
    sink += s;
  }
  all = (double)ROUNDS * CHAINS * 16 * threads / (now() - t0);
#endif
  printf("{\"one_thread_gfma\":%.1f,\"threads\":%d,\"all_threads_gfma\":%.1f,\"sink\":%g}\n", one / 1e9,
         threads, all / 1e9, (double)sink);
  return 0;
}
