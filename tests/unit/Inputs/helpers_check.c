/* helpers_check.c: what each runtime helper of the generated C computes
 * (runtime/helpers/). Not compiled on its own: helpers_test.c writes a
 * translation unit as the C backend does (its #includes, then the helpers
 * under test and what they need, through rt_helpers_write), defines
 * CHECK_<file> for each helper under test and LOOPC_CHECKS as
 * X(<file>) X(<file>) ..., and includes this file, which then holds one
 * check_<file> per helper (a helper without one does not compile) and main.
 * `prog ERROR` instead makes the run-time error ERROR and returns what
 * helpers_test.c expects; it needs CHECK_fail. */
#include <float.h>
#include <signal.h>

#include "../check.h"

/* -0.0 and +0.0 compare equal: compare the bits. */
static inline int same_f32(float a, float b) {
  return isnan(a) ? isnan(b) : memcmp(&a, &b, sizeof a) == 0;
}
static inline int same_f64(double a, double b) {
  return isnan(a) ? isnan(b) : memcmp(&a, &b, sizeof a) == 0;
}

#ifdef CHECK_fail
static int check_fail(void) {
  /* Its behaviour is the ERROR modes of main; here, that it has the type the
   * other helpers call. */
  void (*f)(const char *, const char *) = loopc_fail;
  CHECK(f != NULL);
  return 0;
}
#endif

#ifdef CHECK_align
static int check_align(void) {
  char buf[256];
  for (uintptr_t a = 1; a <= 64; a *= 2) {
    char *p = loopc_align(buf + 3, a);
#ifdef LOOPC_EXACT_ALLOC
    CHECK(p == buf + 3); /* exact sizes: no padding to skip */
#else
    CHECK((uintptr_t)p % a == 0 && p >= buf + 3 && p < buf + 3 + a);
#endif
  }
  return 0;
}
#endif

#ifdef CHECK_exact_alloc
/* helpers_test.c defines LOOPC_TEST_ASAN to 1 when it compiles with ASan. */
#ifndef LOOPC_TEST_ASAN
#define LOOPC_TEST_ASAN 0
#endif
static int check_exact_alloc(void) {
#ifdef LOOPC_EXACT_ALLOC
  CHECK(LOOPC_TEST_ASAN == 1);
#else
  CHECK(LOOPC_TEST_ASAN == 0);
#endif
  return 0;
}
#endif

#ifdef CHECK_cache
static int check_cache(void) {
  void *small = malloc(16);
  CHECK(small && !loopc_cache_put(small));
  free(small);
#ifdef LOOPC_CACHE_SLOTS
  void *big = malloc((size_t)1 << 20);
  CHECK(big && loopc_cache_put(big));
  CHECK(atomic_load(&loopc_cache[0]) == big);
  CHECK(atomic_load(&loopc_cache_bytes) == malloc_usable_size(big));
  atomic_store(&loopc_cache[0], NULL);
  atomic_store(&loopc_cache_bytes, 0);
  free(big);
  /* Every slot full: the next block is not kept. */
  void *kept[LOOPC_CACHE_SLOTS];
  for (int i = 0; i < LOOPC_CACHE_SLOTS; i++) {
    kept[i] = malloc(LOOPC_CACHE_MIN);
    CHECK(kept[i] && loopc_cache_put(kept[i]));
  }
  void *more = malloc(LOOPC_CACHE_MIN);
  CHECK(more && !loopc_cache_put(more));
  free(more);
  for (int i = 0; i < LOOPC_CACHE_SLOTS; i++) {
    CHECK(atomic_load(&loopc_cache[i]) == kept[i]);
    atomic_store(&loopc_cache[i], NULL);
    free(kept[i]);
  }
  atomic_store(&loopc_cache_bytes, 0);
  /* No more than the budget in all: blocks of 60 MiB (never touched, so
   * only address space), four kept, the fifth not. */
  void *huge[5];
  for (int i = 0; i < 5; i++) {
    huge[i] = malloc((size_t)60 << 20);
    CHECK(huge[i] && loopc_cache_put(huge[i]) == (i < 4));
  }
  CHECK(atomic_load(&loopc_cache_bytes) <= LOOPC_CACHE_BUDGET);
  for (int i = 0; i < 4; i++)
    atomic_store(&loopc_cache[i], NULL);
  atomic_store(&loopc_cache_bytes, 0);
  for (int i = 0; i < 5; i++)
    free(huge[i]);
#endif
  return 0;
}
#endif

#ifdef CHECK_cache_take
static int check_cache_take(void) {
  CHECK(loopc_cache_take(16) == NULL);
#ifdef LOOPC_CACHE_SLOTS
  void *big = malloc((size_t)1 << 20);
  CHECK(big && loopc_cache_put(big));
  CHECK(loopc_cache_take((size_t)4 << 20) == NULL); /* too small for that */
  CHECK(loopc_cache_take((size_t)400 << 10) == NULL); /* more than twice that */
  CHECK(loopc_cache_take((size_t)1 << 20) == big);
  CHECK(loopc_cache_take((size_t)1 << 20) == NULL); /* taken once */
  CHECK(atomic_load(&loopc_cache_bytes) == 0);     /* and no longer counted */
  free(big);
#endif
  return 0;
}
#endif

#ifdef CHECK_alloc
static int check_alloc(void) {
  for (size_t bytes = 0; bytes <= 100; bytes += 50) {
    void *p = loopc_alloc(bytes, 64, "check_alloc");
    CHECK(p != NULL);
    memset(p, 1, bytes);
    free(p); /* a malloc block, freed with free */
  }
#ifdef LOOPC_CACHE_SLOTS
  void *big = malloc((size_t)1 << 20);
  CHECK(big && loopc_cache_put(big));
  CHECK(loopc_alloc(((size_t)1 << 20) - 63, 64, "check_alloc") == big);
  free(big);
#endif
  return 0;
}
#endif

#ifdef CHECK_dealloc
static int check_dealloc(void) {
  loopc_dealloc(malloc(16));
  loopc_dealloc(NULL);
#ifdef LOOPC_CACHE_SLOTS
  void *big = malloc((size_t)1 << 20);
  loopc_dealloc(big);
  CHECK(big && atomic_load(&loopc_cache[0]) == big); /* kept, not freed */
  atomic_store(&loopc_cache[0], NULL);
  free(big);
#endif
  return 0;
}
#endif

#ifdef CHECK_layout
static int check_layout(void) {
  intptr_t sizes[3] = {2, 3, 4}, strides[3];
  CHECK(loopc_layout(3, sizes, strides, 8, "check_layout") == 192);
  CHECK(strides[0] == 12 && strides[1] == 4 && strides[2] == 1);
  intptr_t empty[2] = {0, 5}, st2[2];
  CHECK(loopc_layout(2, empty, st2, 4, "check_layout") == 0);
  CHECK(loopc_layout(0, NULL, NULL, 4, "check_layout") == 4);
  return 0;
}
#endif

#ifdef CHECK_frame
static int check_frame(void) {
  void *frame = NULL;
  char *a = loopc_frame_alloc(&frame, 100, 64, "check_frame");
  CHECK((uintptr_t)a % 64 == 0 && frame != NULL);
  memset(a, 1, 100);
  char *b = loopc_frame_alloc(&frame, 0, 4096, "check_frame");
  CHECK((uintptr_t)b % 4096 == 0);
  loopc_frame_free(frame);
  loopc_frame_free(NULL);
  return 0;
}
#endif

#ifdef CHECK_ceildivsi
static int check_ceildivsi(void) {
  CHECK(loopc_ceildivsi(7, 2) == 4 && loopc_ceildivsi(-7, 2) == -3);
  CHECK(loopc_ceildivsi(7, -2) == -3 && loopc_ceildivsi(-7, -2) == 4);
  CHECK(loopc_ceildivsi(6, 3) == 2 && loopc_ceildivsi(0, -5) == 0);
  return 0;
}
#endif

#ifdef CHECK_floordivsi
static int check_floordivsi(void) {
  CHECK(loopc_floordivsi(7, 2) == 3 && loopc_floordivsi(-7, 2) == -4);
  CHECK(loopc_floordivsi(7, -2) == -4 && loopc_floordivsi(-7, -2) == 3);
  CHECK(loopc_floordivsi(-6, 3) == -2 && loopc_floordivsi(0, -5) == 0);
  return 0;
}
#endif

#ifdef CHECK_mod
static int check_mod(void) {
  CHECK(loopc_mod(7, 2) == 1 && loopc_mod(-7, 2) == 1 && loopc_mod(-8, 4) == 0);
  CHECK(loopc_mod(0, 5) == 0 && loopc_mod(INT64_MIN, 3) == 1 && loopc_mod(INT64_MAX, 1) == 0);
  return 0;
}
#endif

/* maximumf/minimumf: NaN from either operand, -0.0 < +0.0; want12 is the
 * result for 1 and 2, wantz for -0.0 and +0.0 (names of the block's locals). */
#define CHECK_MINMAX(T, same, fn, want12, wantz)                                       \
  do {                                                                                 \
    T one = 1, two = 2, pz = 0, nz = -(T)0;                                            \
    CHECK(same(fn(one, two), want12) && same(fn(two, one), want12));                   \
    CHECK(isnan(fn((T)NAN, one)) && isnan(fn(one, (T)NAN)));                           \
    CHECK(same(fn(nz, pz), wantz) && same(fn(pz, nz), wantz));                         \
  } while (0)

#ifdef CHECK_maximum_f32
static int check_maximum_f32(void) {
  CHECK_MINMAX(float, same_f32, loopc_maximum_f32, two, pz);
  return 0;
}
#endif
#ifdef CHECK_minimum_f32
static int check_minimum_f32(void) {
  CHECK_MINMAX(float, same_f32, loopc_minimum_f32, one, nz);
  return 0;
}
#endif
#ifdef CHECK_maximum_f64
static int check_maximum_f64(void) {
  CHECK_MINMAX(double, same_f64, loopc_maximum_f64, two, pz);
  return 0;
}
#endif
#ifdef CHECK_minimum_f64
static int check_minimum_f64(void) {
  CHECK_MINMAX(double, same_f64, loopc_minimum_f64, one, nz);
  return 0;
}
#endif

#ifdef CHECK_fma_f32
static int check_fma_f32(void) {
  CHECK(loopc_fma_f32(2, 3, 1) == 7 && loopc_fma_f32(-2, 0.5f, 1) == 0);
  /* (1 + e)(1 - e) - 1 is -e^2 rounded once, 0 rounded twice. */
  float e = FLT_EPSILON, r = loopc_fma_f32(1 + e, 1 - e, -1);
#if defined FP_FAST_FMAF || defined __FMA__ || defined __ARM_FEATURE_FMA
  CHECK(r == -e * e);
#else
  CHECK(r == 0);
#endif
  return 0;
}
#endif
#ifdef CHECK_fma_f64
static int check_fma_f64(void) {
  CHECK(loopc_fma_f64(2, 3, 1) == 7 && loopc_fma_f64(-2, 0.5, 1) == 0);
  double e = DBL_EPSILON, r = loopc_fma_f64(1 + e, 1 - e, -1);
#if defined FP_FAST_FMA || defined __FMA__ || defined __ARM_FEATURE_FMA
  CHECK(r == -e * e);
#else
  CHECK(r == 0);
#endif
  return 0;
}
#endif

#ifdef CHECK_f32_as_i32
static int check_f32_as_i32(void) {
  CHECK(loopc_f32_as_i32(1.0f) == 0x3f800000 && loopc_f32_as_i32(-0.0f) == INT32_MIN);
  return 0;
}
#endif
#ifdef CHECK_i32_as_f32
static int check_i32_as_f32(void) {
  CHECK(loopc_i32_as_f32(0x3f800000) == 1.0f && same_f32(loopc_i32_as_f32(INT32_MIN), -0.0f));
  return 0;
}
#endif
#ifdef CHECK_f64_as_i64
static int check_f64_as_i64(void) {
  CHECK(loopc_f64_as_i64(1.0) == INT64_C(0x3ff0000000000000));
  CHECK(loopc_f64_as_i64(-0.0) == INT64_MIN);
  return 0;
}
#endif
#ifdef CHECK_i64_as_f64
static int check_i64_as_f64(void) {
  CHECK(loopc_i64_as_f64(INT64_C(0x3ff0000000000000)) == 1.0);
  CHECK(same_f64(loopc_i64_as_f64(INT64_MIN), -0.0));
  return 0;
}
#endif

#ifdef CHECK_disjoint
static int check_disjoint(void) {
  char buf[16];
  CHECK(loopc_disjoint(buf, 8, buf + 8, 8) && loopc_disjoint(buf + 8, 8, buf, 8));
  CHECK(!loopc_disjoint(buf, 9, buf + 8, 8) && !loopc_disjoint(buf + 8, 8, buf, 9));
  CHECK(loopc_disjoint(buf, 0, buf, 8)); /* nothing overlaps an empty range */
  CHECK(!loopc_disjoint(buf, -1, buf + 8, 8)); /* unknown: may overlap */
  return 0;
}
#endif

#ifdef CHECK_disjoint_all
static int check_disjoint_all(void) {
  char buf[64];
  const void *b[4] = {buf + 48, buf, buf + 16, buf + 32};
  intptr_t n[4] = {16, 16, 16, 16};
  CHECK(loopc_disjoint_all(4, b, n)); /* adjacent, given out of order */
  n[1] = 17;
  CHECK(!loopc_disjoint_all(4, b, n)); /* buf[16] in two */
  n[1] = 16;
  n[3] = 17;
  CHECK(!loopc_disjoint_all(4, b, n)); /* the last pair once sorted */
  n[3] = 0;
  const void *same[4] = {buf, buf, buf + 16, buf + 32};
  intptr_t sn[4] = {16, 0, 16, 16};
  CHECK(loopc_disjoint_all(4, same, sn)); /* an empty range overlaps nothing */
  sn[1] = 1;
  CHECK(!loopc_disjoint_all(4, same, sn)); /* one start, two ranges */
  sn[1] = -1;
  CHECK(!loopc_disjoint_all(4, same, sn)); /* unknown: may overlap */
  CHECK(loopc_disjoint_all(0, same, sn));
  const void *many[LOOPC_DISJOINT_MAX + 1];
  intptr_t mn[LOOPC_DISJOINT_MAX + 1];
  for (int i = 0; i <= LOOPC_DISJOINT_MAX; i++) {
    many[i] = buf + (LOOPC_DISJOINT_MAX - i);
    mn[i] = 1;
  }
  CHECK(loopc_disjoint_all(LOOPC_DISJOINT_MAX, many + 1, mn)); /* descending, one byte each */
  CHECK(!loopc_disjoint_all(LOOPC_DISJOINT_MAX + 1, many, mn)); /* more than it sorts */
  return 0;
}
#endif

#ifdef CHECK_span
static int check_span(void) {
  intptr_t sizes[2] = {2, 3}, strides[2] = {5, 1};
  CHECK(loopc_span(2, sizes, strides) == 8); /* element [1][2] is 7 past [0][0] */
  intptr_t empty[2] = {2, 0};
  CHECK(loopc_span(2, empty, strides) == 0);
  intptr_t back[2] = {5, -1};
  CHECK(loopc_span(2, sizes, back) == -1);
  CHECK(loopc_span(0, NULL, NULL) == 1);
  return 0;
}
#endif

/* maxnumf/minnumf: a NaN operand ignored; equal zeros give the first, a NaN
 * first operand the second (what mlir-runner computes on x86-64); want12 is
 * the result for 1 and 2. */
#define CHECK_MINMAXNUM(T, same, fn, want12)                                           \
  do {                                                                                 \
    T one = 1, two = 2, pz = 0, nz = -(T)0;                                            \
    CHECK(fn(one, two) == want12 && fn(two, one) == want12);                           \
    CHECK(fn((T)NAN, one) == one && fn(one, (T)NAN) == one);                           \
    CHECK(isnan(fn((T)NAN, (T)NAN)));                                                  \
    CHECK(same(fn(nz, pz), nz) && same(fn(pz, nz), pz));                               \
  } while (0)

#ifdef CHECK_maxnum_f32
static int check_maxnum_f32(void) {
  CHECK_MINMAXNUM(float, same_f32, loopc_maxnum_f32, two);
  return 0;
}
#endif
#ifdef CHECK_minnum_f32
static int check_minnum_f32(void) {
  CHECK_MINMAXNUM(float, same_f32, loopc_minnum_f32, one);
  return 0;
}
#endif
#ifdef CHECK_maxnum_f64
static int check_maxnum_f64(void) {
  CHECK_MINMAXNUM(double, same_f64, loopc_maxnum_f64, two);
  return 0;
}
#endif
#ifdef CHECK_minnum_f64
static int check_minnum_f64(void) {
  CHECK_MINMAXNUM(double, same_f64, loopc_minnum_f64, one);
  return 0;
}
#endif

/* math.ctlz, cttz (the width for 0), ctpop, within the low w bits. */
#ifdef CHECK_ctlz
static int check_ctlz(void) {
  CHECK(loopc_ctlz(0, 32) == 32 && loopc_ctlz(1, 32) == 31 && loopc_ctlz(0x80, 8) == 0);
  CHECK(loopc_ctlz(UINT64_MAX, 64) == 0 && loopc_ctlz(0, 1) == 1 && loopc_ctlz(1, 1) == 0);
  return 0;
}
#endif
#ifdef CHECK_cttz
static int check_cttz(void) {
  CHECK(loopc_cttz(0, 16) == 16 && loopc_cttz(8, 16) == 3 && loopc_cttz(UINT64_C(1) << 63, 64) == 63);
  CHECK(loopc_cttz(0, 64) == 64 && loopc_cttz(1, 1) == 0);
  return 0;
}
#endif
#ifdef CHECK_ctpop
static int check_ctpop(void) {
  CHECK(loopc_ctpop(0) == 0 && loopc_ctpop(0xff) == 8 && loopc_ctpop(UINT64_MAX) == 64);
  return 0;
}
#endif

/* math.ipowi: wrapping powers; negative powers of 1, -1 and the rest. */
#ifdef CHECK_ipowi
static int check_ipowi(void) {
  CHECK(loopc_ipowi(3, 4) == 81 && loopc_ipowi(-2, 3) == (uint64_t)-8 && loopc_ipowi(5, 0) == 1);
  CHECK(loopc_ipowi(2, 64) == 0 && loopc_ipowi(1, -7) == 1 && loopc_ipowi(7, -1) == 0);
  CHECK(loopc_ipowi(-1, -3) == UINT64_MAX && loopc_ipowi(-1, -4) == 1);
  return 0;
}
#endif

/* math.fpowi: squaring in the type, 1 / r for negative powers. */
#ifdef CHECK_fpowi_f32
static int check_fpowi_f32(void) {
  CHECK(same_f32(loopc_fpowi_f32(2.0f, 10), 1024.0f) && same_f32(loopc_fpowi_f32(2.0f, -2), 0.25f));
  CHECK(same_f32(loopc_fpowi_f32(-3.0f, 3), -27.0f) && same_f32(loopc_fpowi_f32(0.0f, 0), 1.0f));
  CHECK(isinf(loopc_fpowi_f32(0.0f, -1)) && isnan(loopc_fpowi_f32(NAN, 2)));
  return 0;
}
#endif
#ifdef CHECK_fpowi_f64
static int check_fpowi_f64(void) {
  CHECK(same_f64(loopc_fpowi_f64(2.0, 62), 4611686018427387904.0) &&
        same_f64(loopc_fpowi_f64(-0.5, -3), -8.0));
  CHECK(same_f64(loopc_fpowi_f64(1.5, 1), 1.5) && same_f64(loopc_fpowi_f64(-0.0, 3), -0.0));
  return 0;
}
#endif

/* The high halves of 128-bit products. */
#ifdef CHECK_mulhi_u64
static int check_mulhi_u64(void) {
  CHECK(loopc_mulhi_u64(UINT64_MAX, UINT64_MAX) == UINT64_MAX - 1);
  CHECK(loopc_mulhi_u64(UINT64_C(1) << 32, UINT64_C(1) << 32) == 1 && loopc_mulhi_u64(7, 9) == 0);
  return 0;
}
#endif
#ifdef CHECK_mulhi_s64
static int check_mulhi_s64(void) {
  CHECK(loopc_mulhi_s64((uint64_t)-1, (uint64_t)-1) == 0 && loopc_mulhi_s64((uint64_t)-1, 5) == UINT64_MAX);
  CHECK(loopc_mulhi_s64((uint64_t)INT64_MIN, (uint64_t)INT64_MIN) == UINT64_C(1) << 62);
  return 0;
}
#endif

/* arith.truncf with a rounding mode: 0.1 lies between two floats; 1 + 2^-24
 * halfway between 1 and the next. */
#ifdef CHECK_truncf_mode
static int check_truncf_mode(void) {
  float lo = 0x1.99999ap-4f, hi = nextafterf(lo, 1.0f);
  double tie = 1.0 + 0x1p-24;
  CHECK(same_f32(loopc_truncf_mode(0.1, 1), nextafterf(0.1f, 0.0f)) && same_f32(loopc_truncf_mode(0.1, 2), 0.1f));
  CHECK(same_f32(loopc_truncf_mode(0.1, 3), nextafterf(0.1f, 0.0f)) && same_f32(loopc_truncf_mode(0.1, 4), 0.1f));
  CHECK(same_f32(loopc_truncf_mode(tie, 4), nextafterf(1.0f, 2.0f)) && same_f32(loopc_truncf_mode(tie, 1), 1.0f));
  CHECK(same_f32(loopc_truncf_mode(1e39, 3), FLT_MAX) && isinf(loopc_truncf_mode(-1e39, 1)));
  CHECK(lo < hi && isnan(loopc_truncf_mode(NAN, 2)));
  return 0;
}
#endif

#ifdef CHECK_i128
static int check_i128(void) {
  /* i128's C types: 128 bits, two's complement, the unsigned one wrapping. */
  loopc_u128 big = (loopc_u128)1 << 100;
  loopc_i128 neg = -(loopc_i128)big;
  CHECK(sizeof(loopc_i128) == 16 && sizeof(loopc_u128) == 16);
  CHECK((loopc_u128)neg == (loopc_u128)0 - big && neg < 0 && (neg >> 100) == -1);
  return 0;
}
#endif

#ifdef CHECK_fail
/* A run-time error ends the program through abort(): this exit status says
 * it got there. */
static void on_abort(int sig) {
  (void)sig;
  _Exit(3);
}

/* Makes the run-time error `what`; returns only when there is no such error. */
static int run_error(const char *what) {
  signal(SIGABRT, on_abort);
  if (strcmp(what, "fail") == 0)
    loopc_fail("here", "what went wrong");
#ifdef CHECK_alloc
  if (strcmp(what, "alloc-overflow") == 0)
    (void)loopc_alloc(SIZE_MAX - 10, 64, "here");
#endif
#ifdef CHECK_layout
  intptr_t st[2];
  if (strcmp(what, "layout-negative") == 0)
    (void)loopc_layout(2, (const intptr_t[]){3, -1}, st, 4, "here");
  if (strcmp(what, "layout-overflow") == 0)
    (void)loopc_layout(2, (const intptr_t[]){INTPTR_MAX / 2, 3}, st, 1, "here");
#endif
#ifdef CHECK_frame
  void *frame = NULL;
  if (strcmp(what, "frame-overflow") == 0)
    (void)loopc_frame_alloc(&frame, SIZE_MAX - 10, 64, "here");
#endif
  return 2;
}
#endif

int main(int argc, char **argv) {
  (void)argv;
#ifdef CHECK_fail
  if (argc > 1)
    return run_error(argv[1]);
#else
  (void)argc;
#endif
#define X(file) failures += check_##file();
  LOOPC_CHECKS
#undef X
  return failures != 0;
}
