/* tile.c: how fast gcc makes the tile loop nest that lower-onnx emits for
 * a MatMul (passes/onnx_lower_tensor.c, matmul_tiles), for one tile shape:
 * for each ROWS x COLS tile of c = a * w (N x N, T = float or double), the
 * accumulators in a local array, for k: acc[r][j] += a[i + r][k] * w[k][j0 + j].
 * Whether the C compiler keeps acc in vector registers decides the speed;
 * bench/tiles/run.sh builds this for several shapes and targets.
 * Prints: target, shape, ms per product (best of 5 x 20), GFMA/s, and
 * whether the result matches a plain i-j-k product. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#ifndef T
#define T float
#endif
#define N 256

static T A[N * N], W[N * N], C[N * N], R[N * N];

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* What loopc_fma_<T> is in the emitted C: fused where the target has FMA. */
static inline T mul_add(T a, T b, T c) {
#if defined __FMA__ || defined __ARM_FEATURE_FMA
  return sizeof(T) == 4 ? fmaf((float)a, (float)b, (float)c) : fma(a, b, c);
#else
  T p = a * b;
  return p + c;
#endif
}

__attribute__((noinline)) static void kernel(const T *restrict a, const T *restrict w, T *restrict c) {
  for (long i = 0; i < N; i += ROWS)
    for (long j0 = 0; j0 < N; j0 += COLS) {
      T acc[ROWS * COLS];
      for (int x = 0; x < ROWS * COLS; x++)
        acc[x] = 0;
      for (long k = 0; k < N; k++) {
        T av[ROWS];
        for (int r = 0; r < ROWS; r++)
          av[r] = a[(i + r) * N + k];
        for (long j = 0; j < COLS; j++) {
          T wv = w[k * N + j0 + j];
          for (int r = 0; r < ROWS; r++)
            acc[r * COLS + j] = mul_add(av[r], wv, acc[r * COLS + j]);
        }
      }
      for (int r = 0; r < ROWS; r++)
        for (int j = 0; j < COLS; j++)
          c[(i + r) * N + j0 + j] = acc[r * COLS + j];
    }
}

int main(void) {
  for (int i = 0; i < N * N; i++) {
    A[i] = (T)((i * 7) % 13) / 13;
    W[i] = (T)((i * 5) % 11) / 11;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      T s = 0;
      for (int k = 0; k < N; k++)
        s = mul_add(A[i * N + k], W[k * N + j], s);
      R[i * N + j] = s;
    }
  double best = 1e9;
  for (int rep = 0; rep < 5; rep++) {
    double t = now();
    for (int it = 0; it < 20; it++)
      kernel(A, W, C);
    t = (now() - t) / 20;
    if (t < best)
      best = t;
  }
  printf("| %s | %s | %dx%d | %.3f | %.1f | %s |\n", TARGET, sizeof(T) == 4 ? "f32" : "f64", ROWS, COLS,
         best * 1e3, (double)N * N * N / best / 1e9, memcmp(R, C, sizeof C) ? "DIFFERS" : "same");
  return 0;
}
