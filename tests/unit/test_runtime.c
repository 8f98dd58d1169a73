/* test_runtime.c: unit tests of libloopc_runtime: printing against fixed
 * expectations and, when MLIR's runner libraries are installed, byte for byte
 * against them on the same inputs; allocation and growable buffers. */
#include <dlfcn.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "loopc_runtime.h"

#include "check.h"

/* Runs fn(arg) with stdout redirected to a temporary file; returns what it
 * wrote (malloc'd). */
static char *capture(void (*fn)(void *), void *arg) {
  fflush(stdout);
  FILE *tmp = tmpfile();
  int saved = dup(1);
  dup2(fileno(tmp), 1);
  fn(arg);
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  long n = ftell(tmp) >= 0 ? (fseek(tmp, 0, SEEK_END), ftell(tmp)) : 0;
  char *s = malloc((size_t)n + 1);
  rewind(tmp);
  size_t got = fread(s, 1, (size_t)n, tmp);
  s[got] = 0;
  fclose(tmp);
  return s;
}

#define EXPECT_OUTPUT(fn, arg, expected)                                              \
  do {                                                                                \
    char *out_ = capture(fn, arg);                                                    \
    if (strcmp(out_, expected) != 0) {                                                \
      fprintf(stderr, "%s:%d: output mismatch\n--- expected\n%s\n--- got\n%s\n", __FILE__, \
              __LINE__, expected, out_);                                              \
      failures++;                                                                     \
    }                                                                                 \
    free(out_);                                                                       \
  } while (0)

/* ---- calls under test, parameterised by a table of function pointers so
 * the same call runs against loopc's runtime and MLIR's ---- */
typedef struct Api {
  void (*f32)(float);
  void (*f64)(double);
  void (*i64)(int64_t);
  void (*u64)(int64_t);
  void (*open)(void), (*close)(void), (*comma)(void), (*newline)(void);
  void (*memf32)(int64_t, void *);
  void (*memf64)(int64_t, void *);
  void (*memi32)(int64_t, void *);
  void (*memi64)(int64_t, void *);
  void (*r2f32)(void *), (*r1f64)(void *), (*r1i64)(void *), (*r1ind)(void *);
} Api;

static const float f32_vals[] = {0.0f, -0.0f, 1.0f, -1.5f, 0.1f, 1e10f, 1e-10f, 123456.7f,
                                 1234567.0f, 3.14159265f, 1e38f, 1e-45f};
static const double f64_vals[] = {0.0, -0.0, 1.0, 2.5, 0.1, 1e100, 1e-300, 123456789.0,
                                  1.0 / 3.0, 5e-324, 100000.0, 999999.5};

static void scalars(void *p) {
  const Api *a = p;
  for (size_t i = 0; i < sizeof f32_vals / sizeof *f32_vals; i++) {
    a->f32(f32_vals[i]);
    a->comma();
  }
  a->f32(NAN);
  a->comma();
  a->f32(-NAN);
  a->comma();
  a->f32(INFINITY);
  a->comma();
  a->f32(-INFINITY);
  a->newline();
  for (size_t i = 0; i < sizeof f64_vals / sizeof *f64_vals; i++) {
    a->f64(f64_vals[i]);
    a->comma();
  }
  a->f64(NAN);
  a->comma();
  a->f64(-NAN);
  a->comma();
  a->f64(-INFINITY);
  a->newline();
  a->open();
  a->i64(INT64_MIN);
  a->comma();
  a->i64(-1);
  a->comma();
  a->i64(INT64_MAX);
  a->comma();
  a->u64(-1);
  a->close();
  a->newline();
}

/* Descriptors of each rank, with the pointer printed as base@ fixed so
 * outputs compare equal across libraries. */
typedef struct Desc3 {
  void *allocated, *aligned;
  int64_t offset, sizes[3], strides[3];
} Desc3;

static float fdata[64];
static double ddata[64];
static int32_t idata[64];
static int64_t ldata[64];

static void memrefs(void *p) {
  const Api *a = p;
  for (int i = 0; i < 64; i++) {
    fdata[i] = (float)i * 0.5f - 3.0f;
    ddata[i] = (double)i / 7.0;
    idata[i] = i * 1000 - 20000;
    ldata[i] = (int64_t)i * 10000000000LL - 5;
  }
  fdata[5] = NAN;
  fdata[6] = -INFINITY;
  /* rank 0, 1, 2, 3, strided, offset, size-1 dims */
  struct { void *al, *ag; int64_t off; } d0 = {fdata, fdata, 3};
  a->memf32(0, &d0);
  struct { void *al, *ag; int64_t off, s[1], st[1]; } d1 = {fdata, fdata, 0, {7}, {1}};
  a->memf32(1, &d1);
  struct { void *al, *ag; int64_t off, s[2], st[2]; } d2 = {fdata, fdata, 2, {3, 4}, {4, 1}};
  a->memf32(2, &d2);
  Desc3 d3 = {fdata, fdata, 0, {2, 3, 4}, {12, 4, 1}};
  a->memf32(3, &d3);
  Desc3 d3b = {ddata, ddata, 1, {2, 1, 3}, {3, 9, 2}}; /* odd strides */
  a->memf64(3, &d3b);
  struct { void *al, *ag; int64_t off, s[2], st[2]; } d2b = {idata, idata, 0, {1, 1}, {1, 1}};
  a->memi32(2, &d2b);
  struct { void *al, *ag; int64_t off, s[2], st[2]; } d2c = {idata, idata, 0, {4, 3}, {1, 4}};
  a->memi32(2, &d2c);
  struct { void *al, *ag; int64_t off, s[1], st[1]; } d1l = {ldata, ldata, 0, {5}, {1}};
  a->memi64(1, &d1l);
  struct { void *al, *ag; int64_t off, s[1], st[1]; } d1d = {ddata, ddata, 0, {12}, {1}};
  a->memf64(1, &d1d);
  struct { void *al, *ag; int64_t off, s[2], st[2]; } dnull = {NULL, NULL, 0, {1, 1}, {1, 1}};
  (void)dnull; /* NULL data would crash MLIR too: only the header is of interest */
  a->r2f32(&d2);
  a->r1f64(&d1d);
  a->r1i64(&d1l);
  a->r1ind(&d1l);
}

static const Api loopc_api = {printF32, printF64, printI64, printU64, printOpen, printClose,
                              printComma, printNewline, printMemrefF32, printMemrefF64,
                              printMemrefI32, printMemrefI64, _mlir_ciface_printMemref2dF32,
                              _mlir_ciface_printMemref1dF64, _mlir_ciface_printMemref1dI64,
                              _mlir_ciface_printMemref1dInd};

static void print_2x3(void *p) {
  (void)p;
  static float v[6] = {1, 2.5f, 3, 4, 5, 6};
  struct { void *al, *ag; int64_t off, s[2], st[2]; } d = {NULL, v, 0, {2, 3}, {3, 1}};
  /* base@ prints the aligned pointer, so make it predictable text: compare
   * after the header instead. */
  printMemrefF32(2, &d);
}

static void print_scalars_fixed(void *p) {
  (void)p;
  printF32(1.0f);
  printComma();
  printF32(0.1f);
  printComma();
  printF64(1e100);
  printComma();
  printF32(-NAN);
  printComma();
  printF64(INFINITY);
  printComma();
  printI64(-7);
  printComma();
  printU64(-1);
  printNewline();
  printOpen();
  printClose();
}

static void test_printing(void) {
  EXPECT_OUTPUT(print_scalars_fixed, NULL,
                "1, 0.1, 1e+100, -nan, inf, -7, 18446744073709551615\n(  )");
  char *out = capture(print_2x3, NULL);
  const char *data = strstr(out, " rank = ");
  CHECK(strncmp(out, "Unranked Memref base@ = 0x", 26) == 0);
  CHECK(data && strcmp(data, " rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = \n"
                             "[[1,   2.5,   3], \n"
                             " [4,   5,   6]]\n") == 0);
  free(out);
}

static void compare_with_mlir(void) {
  const char *dir = getenv("MLIR_LIB_DIR");
  if (!dir)
    dir = "/usr/lib/llvm-22/lib";
  char c_path[4096], cpp_path[4096];
  snprintf(c_path, sizeof c_path, "%s/libmlir_c_runner_utils.so", dir);
  snprintf(cpp_path, sizeof cpp_path, "%s/libmlir_runner_utils.so", dir);
  void *c = dlopen(c_path, RTLD_NOW | RTLD_GLOBAL);
  if (!c) { /* some installs ship only the versioned name */
    strcat(c_path, ".22.1");
    c = dlopen(c_path, RTLD_NOW | RTLD_GLOBAL);
  }
  void *cpp = c ? dlopen(cpp_path, RTLD_NOW | RTLD_GLOBAL) : NULL;
  if (c && !cpp) {
    strcat(cpp_path, ".22.1");
    cpp = dlopen(cpp_path, RTLD_NOW | RTLD_GLOBAL);
  }
  if (!c || !cpp) {
    fprintf(stderr, "note: MLIR runner libraries not found in %s; skipping comparison\n", dir);
    return;
  }
  Api m;
  *(void **)&m.f32 = dlsym(c, "printF32");
  *(void **)&m.f64 = dlsym(c, "printF64");
  *(void **)&m.i64 = dlsym(c, "printI64");
  *(void **)&m.u64 = dlsym(c, "printU64");
  *(void **)&m.open = dlsym(c, "printOpen");
  *(void **)&m.close = dlsym(c, "printClose");
  *(void **)&m.comma = dlsym(c, "printComma");
  *(void **)&m.newline = dlsym(c, "printNewline");
  *(void **)&m.memf32 = dlsym(cpp, "printMemrefF32");
  *(void **)&m.memf64 = dlsym(cpp, "printMemrefF64");
  *(void **)&m.memi32 = dlsym(cpp, "printMemrefI32");
  *(void **)&m.memi64 = dlsym(cpp, "printMemrefI64");
  *(void **)&m.r2f32 = dlsym(cpp, "_mlir_ciface_printMemref2dF32");
  *(void **)&m.r1f64 = dlsym(cpp, "_mlir_ciface_printMemref1dF64");
  *(void **)&m.r1i64 = dlsym(cpp, "_mlir_ciface_printMemref1dI64");
  *(void **)&m.r1ind = dlsym(cpp, "_mlir_ciface_printMemref1dInd");
  CHECK(m.r2f32 && m.r1f64 && m.r1i64 && m.r1ind);
  CHECK(m.f32 && m.f64 && m.i64 && m.u64 && m.memf32 && m.memf64 && m.memi32 && m.memi64);
  if (failures)
    return;
  void (*fns[])(void *) = {scalars, memrefs};
  for (size_t i = 0; i < 2; i++) {
    char *ours = capture(fns[i], (void *)&loopc_api);
    char *theirs = capture(fns[i], &m);
    if (strcmp(ours, theirs) != 0) {
      fprintf(stderr, "mismatch with MLIR's runner utilities:\n--- mlir\n%s\n--- loopc\n%s\n",
              theirs, ours);
      failures++;
    }
    free(ours);
    free(theirs);
  }
}

static void test_alloc(void) {
  size_t aligns[] = {0, 1, 8, 16, 64, 128, 4096};
  for (size_t i = 0; i < sizeof aligns / sizeof *aligns; i++) {
    void *p = rt_alloc(100, aligns[i]);
    size_t a = aligns[i] == 0 ? 64 : aligns[i] < sizeof(void *) ? sizeof(void *) : aligns[i];
    CHECK(p && (uintptr_t)p % a == 0);
    memset(p, 1, 100);
    rt_free(p);
  }
  void *z = rt_alloc(0, 16);
  CHECK(z != NULL);
  rt_free(z);
  rt_free(NULL);
}

static void test_buffer(void) {
  RtBuffer b;
  rt_buffer_init(&b);
  for (int i = 0; i < 10000; i++)
    rt_buffer_append(&b, &i, sizeof i);
  CHECK(b.size == 10000 * sizeof(int));
  CHECK(b.capacity >= b.size && (uintptr_t)b.data % 64 == 0);
  const int *v = b.data;
  int ok = 1;
  for (int i = 0; i < 10000; i++)
    ok &= v[i] == i;
  CHECK(ok);
  int *owned = rt_buffer_release(&b);
  CHECK(b.data == NULL && b.size == 0 && owned[9999] == 9999);
  rt_free(owned);
  rt_buffer_free(&b);
}

static void test_grow_rows(void) {
  memref_f32_2 m = {NULL, NULL, 0, {0, 3}, {3, 1}};
  for (intptr_t r = 1; r <= 100; r++) {
    m = rt_grow_rows_f32_2(m, r);
    CHECK(m.sizes[0] == r && m.sizes[1] == 3 && m.strides[0] == 3 && m.strides[1] == 1);
    CHECK(m.aligned[(r - 1) * 3 + 2] == 0.0f); /* new rows are zero */
    for (int j = 0; j < 3; j++)
      m.aligned[(r - 1) * 3 + j] = (float)(r * 10 + j);
  }
  int ok = 1;
  for (intptr_t r = 1; r <= 100; r++)
    for (int j = 0; j < 3; j++)
      ok &= m.aligned[(r - 1) * 3 + j] == (float)(r * 10 + j);
  CHECK(ok);
  m = rt_grow_rows_f32_2(m, 2); /* shrinking keeps the first rows */
  CHECK(m.sizes[0] == 2 && m.aligned[5] == 22.0f);
  rt_free(m.allocated);
  memref_i64_1 v = {NULL, NULL, 0, {0}, {1}};
  v = rt_grow_rows_i64_1(v, 5);
  CHECK(v.sizes[0] == 5 && v.strides[0] == 1 && v.aligned[4] == 0);
  rt_free(v.allocated);
}

int main(void) {
  test_printing();
  test_alloc();
  test_buffer();
  test_grow_rows();
  compare_with_mlir();
  if (failures) {
    fprintf(stderr, "%d failure(s)\n", failures);
    return 1;
  }
  puts("runtime: all tests passed");
  return 0;
}
