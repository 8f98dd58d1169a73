/* loopc_runtime.c: the runtime library behind loopc_runtime.h (printing that
 * matches MLIR's runner utilities byte for byte, timing, allocation, growable
 * buffers). Standard C11 only: this file is also embedded into generated C. */
#include "loopc_runtime.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ============================ scalar printing =========================== */

void printI64(int64_t i) { fprintf(stdout, "%" PRId64, i); }
void printU64(int64_t u) { fprintf(stdout, "%" PRIu64, (uint64_t)u); }
/* MLIR prints floats with "%g"; glibc already writes "-nan" for a NaN with
 * the sign bit set, which is what MLIR's tests expect. */
void printF32(float f) { fprintf(stdout, "%g", (double)f); }
void printF64(double d) { fprintf(stdout, "%g", d); }
void printString(const char *s) { fputs(s, stdout); }
void printOpen(void) { fputs("( ", stdout); }
void printClose(void) { fputs(" )", stdout); }
void printComma(void) { fputs(", ", stdout); }
void printNewline(void) { fputc('\n', stdout); }

/* ============================ memref printing =========================== */

/* A view of any ranked descriptor: the layout is fixed by MLIR's C interface,
 * {T *allocated; T *aligned; int64_t offset; int64_t sizes[r]; int64_t strides[r]}. */
typedef struct MemView {
  const char *data; /* aligned pointer */
  int64_t rank, offset;
  const int64_t *sizes, *strides;
  char elem;
} MemView;

static MemView mem_view(const void *descriptor, int64_t rank, char elem) {
  MemView v;
  const char *const *ptrs = (const char *const *)descriptor;
  const int64_t *ints = (const int64_t *)((const char *)descriptor + 2 * sizeof(void *));
  v.data = ptrs[1];
  v.rank = rank;
  v.offset = ints[0];
  v.sizes = ints + 1;
  v.strides = ints + 1 + rank;
  v.elem = elem;
  return v;
}

/* One element as C++'s ostream << prints it (default precision 6 = "%g"). */
static void print_elem(const MemView *v, int64_t off) {
  switch (v->elem) {
  case 'f': {
    float x;
    memcpy(&x, v->data + off * (int64_t)sizeof x, sizeof x);
    fprintf(stdout, "%g", (double)x);
    break;
  }
  case 'd': {
    double x;
    memcpy(&x, v->data + off * (int64_t)sizeof x, sizeof x);
    fprintf(stdout, "%g", x);
    break;
  }
  case 'i': {
    int32_t x;
    memcpy(&x, v->data + off * (int64_t)sizeof x, sizeof x);
    fprintf(stdout, "%" PRId32, x);
    break;
  }
  case 'l': {
    int64_t x;
    memcpy(&x, v->data + off * (int64_t)sizeof x, sizeof x);
    fprintf(stdout, "%" PRId64, x);
    break;
  }
  case 'b': /* i1, i8 and i16 have no MLIR printer; loopc run prints them as numbers */
  case 'c': {
    int8_t x;
    memcpy(&x, v->data + off, sizeof x);
    fprintf(stdout, "%d", v->elem == 'b' ? x & 1 : x);
    break;
  }
  case 's': {
    int16_t x;
    memcpy(&x, v->data + off * (int64_t)sizeof x, sizeof x);
    fprintf(stdout, "%d", x);
    break;
  }
  case 'C': { /* unsigned integers of ONNX models (loopc run) */
    uint8_t x;
    memcpy(&x, v->data + off, sizeof x);
    fprintf(stdout, "%u", (unsigned)x);
    break;
  }
  case 'S': {
    uint16_t x;
    memcpy(&x, v->data + off * (int64_t)sizeof x, sizeof x);
    fprintf(stdout, "%u", (unsigned)x);
    break;
  }
  case 'I': {
    uint32_t x;
    memcpy(&x, v->data + off * (int64_t)sizeof x, sizeof x);
    fprintf(stdout, "%" PRIu32, x);
    break;
  }
  default: { /* 'u': index, which MLIR's runtime prints as uint64_t */
    uint64_t x;
    memcpy(&x, v->data + off * (int64_t)sizeof x, sizeof x);
    fprintf(stdout, "%" PRIu64, x);
    break;
  }
  }
}

static void print_spaces(int64_t n) {
  for (int64_t i = 0; i < n; i++)
    fputc(' ', stdout);
}

/* Mirrors MLIR's MemRefDataPrinter: the first element of a dimension follows
 * its '[' directly, later ones are indented by (rank - dim + 1) spaces, and
 * rows of an outer dimension end with ",\n". `dim` counts the dimensions
 * still to print; d is the index of the current one. */
static void print_data(const MemView *v, int64_t d, int64_t off) {
  int64_t dim = v->rank - d;
  if (dim == 0) {
    print_elem(v, off);
    return;
  }
  int64_t n = v->sizes[d], stride = v->strides[d];
  fputc('[', stdout);
  if (n <= 0) {
    fputc(']', stdout);
    return;
  }
  for (int64_t i = 0; i < n; i++) {
    if (i > 0)
      print_spaces(v->rank - dim + 1);
    print_data(v, d + 1, off + i * stride);
    if (i + 1 < n) {
      fputs(", ", stdout);
      if (dim > 1)
        fputc('\n', stdout);
    }
  }
  fputc(']', stdout);
}

/* C++ streams print a null pointer as "0" and others as 0x<hex>: "%#lx". */
static void print_pointer(const void *p) {
  uintptr_t u = (uintptr_t)p;
  if (u == 0)
    fputs("0", stdout);
  else
    fprintf(stdout, "0x%" PRIxPTR, u);
}

static void print_list(const int64_t *a, int64_t n) {
  for (int64_t i = 0; i < n; i++)
    fprintf(stdout, i ? ", %" PRId64 : "%" PRId64, a[i]);
}

void rt_print_memref(const void *descriptor, int64_t rank, char elem, int unranked) {
  MemView v = mem_view(descriptor, rank, elem);
  fputs(unranked ? "Unranked Memref base@ = " : "Memref base@ = ", stdout);
  print_pointer(v.data);
  fprintf(stdout, " rank = %" PRId64 " offset = %" PRId64 " sizes = [", rank, v.offset);
  print_list(v.sizes, rank);
  fputs("] strides = [", stdout);
  print_list(v.strides, rank);
  fputs("] data = \n", stdout);
  if (rank == 0)
    fputc('[', stdout);
  print_data(&v, 0, v.offset);
  if (rank == 0)
    fputc(']', stdout);
  fputc('\n', stdout);
  fflush(stdout); /* MLIR ends with std::endl, which flushes */
}

void printMemrefF32(int64_t rank, void *descriptor) { rt_print_memref(descriptor, rank, 'f', 1); }
void printMemrefF64(int64_t rank, void *descriptor) { rt_print_memref(descriptor, rank, 'd', 1); }
void printMemrefI32(int64_t rank, void *descriptor) { rt_print_memref(descriptor, rank, 'i', 1); }
void printMemrefI64(int64_t rank, void *descriptor) { rt_print_memref(descriptor, rank, 'l', 1); }
void printMemrefInd(int64_t rank, void *descriptor) { rt_print_memref(descriptor, rank, 'u', 1); }
void _mlir_ciface_printMemrefF32(RtUnrankedMemRef *m) { printMemrefF32(m->rank, m->descriptor); }
void _mlir_ciface_printMemrefF64(RtUnrankedMemRef *m) { printMemrefF64(m->rank, m->descriptor); }
void _mlir_ciface_printMemrefI32(RtUnrankedMemRef *m) { printMemrefI32(m->rank, m->descriptor); }
void _mlir_ciface_printMemrefI64(RtUnrankedMemRef *m) { printMemrefI64(m->rank, m->descriptor); }
void _mlir_ciface_printMemrefInd(RtUnrankedMemRef *m) { printMemrefInd(m->rank, m->descriptor); }

void _mlir_ciface_printMemref0dF32(void *d) { rt_print_memref(d, 0, 'f', 0); }
void _mlir_ciface_printMemref1dF32(void *d) { rt_print_memref(d, 1, 'f', 0); }
void _mlir_ciface_printMemref2dF32(void *d) { rt_print_memref(d, 2, 'f', 0); }
void _mlir_ciface_printMemref3dF32(void *d) { rt_print_memref(d, 3, 'f', 0); }
void _mlir_ciface_printMemref4dF32(void *d) { rt_print_memref(d, 4, 'f', 0); }
void _mlir_ciface_printMemref1dF64(void *d) { rt_print_memref(d, 1, 'd', 0); }
void _mlir_ciface_printMemref1dI32(void *d) { rt_print_memref(d, 1, 'i', 0); }
void _mlir_ciface_printMemref1dI64(void *d) { rt_print_memref(d, 1, 'l', 0); }
void _mlir_ciface_printMemref1dInd(void *d) { rt_print_memref(d, 1, 'u', 0); }

/* ================================= timing =============================== */

double rtclock(void) {
  struct timespec ts;
  if (timespec_get(&ts, TIME_UTC) != TIME_UTC) {
    fputs("rtclock: cannot read the clock\n", stderr);
    return 0.0;
  }
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1.0e-9;
}

int64_t _mlir_ciface_nanoTime(void) {
  struct timespec ts;
  if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
    return 0;
  return (int64_t)ts.tv_sec * 1000000000 + (int64_t)ts.tv_nsec;
}

/* =============================== allocation ============================= */

static void out_of_memory(size_t size) {
  fprintf(stderr, "loopc runtime: out of memory allocating %zu bytes\n", size);
  exit(1);
}

void *rt_alloc(size_t size, size_t alignment) {
  if (alignment == 0)
    alignment = 64;
  if (alignment < sizeof(void *))
    alignment = sizeof(void *);
  if (alignment & (alignment - 1)) {
    fprintf(stderr, "loopc runtime: alignment %zu is not a power of two\n", alignment);
    exit(1);
  }
  /* C11 aligned_alloc wants a size that is a multiple of the alignment. */
  size_t rounded = size == 0 ? alignment : (size + alignment - 1) & ~(alignment - 1);
  if (rounded < size)
    out_of_memory(size);
  void *p = aligned_alloc(alignment, rounded);
  if (!p)
    out_of_memory(size);
  return p;
}

void rt_free(void *p) { free(p); }

/* ============================ growable buffers ========================== */

void rt_buffer_init(RtBuffer *b) {
  b->data = NULL;
  b->size = 0;
  b->capacity = 0;
}

void *rt_buffer_reserve(RtBuffer *b, size_t extra) {
  if (b->size + extra < b->size)
    out_of_memory(extra);
  size_t need = b->size + extra;
  if (need > b->capacity) {
    size_t cap = b->capacity ? b->capacity : 64;
    while (cap < need) {
      if (cap > SIZE_MAX / 2)
        out_of_memory(need);
      cap *= 2;
    }
    /* Not realloc: the data stays 64-byte aligned for vectorised loops. */
    void *p = rt_alloc(cap, 64);
    if (b->size)
      memcpy(p, b->data, b->size);
    free(b->data);
    b->data = p;
    b->capacity = cap;
  }
  return (char *)b->data + b->size;
}

void rt_buffer_append(RtBuffer *b, const void *src, size_t n) {
  void *dst = rt_buffer_reserve(b, n);
  if (n)
    memcpy(dst, src, n);
  b->size += n;
}

void *rt_buffer_release(RtBuffer *b) {
  void *p = b->data;
  rt_buffer_init(b);
  return p;
}

void rt_buffer_free(RtBuffer *b) {
  free(b->data);
  rt_buffer_init(b);
}

/* Smallest power of two >= n (0 for 0): the row capacity a grown buffer has. */
static size_t pow2_ceil(size_t n) {
  if (n == 0)
    return 0;
  size_t p = 1;
  while (p < n) {
    if (p > SIZE_MAX / 2)
      return SIZE_MAX;
    p *= 2;
  }
  return p;
}

/* Reallocates *allocated for `rows` rows of row_bytes each; old_rows rows are
 * kept, the rest zeroed. Returns the (possibly moved) buffer. */
static void *grow_rows(void *allocated, size_t old_rows, size_t rows, size_t row_bytes) {
  size_t old_cap = allocated ? pow2_ceil(old_rows) : 0;
  void *p = allocated;
  if (rows > old_cap) {
    size_t cap = pow2_ceil(rows);
    if (row_bytes && cap > SIZE_MAX / row_bytes)
      out_of_memory(SIZE_MAX);
    size_t bytes = cap * row_bytes;
    p = realloc(allocated, bytes ? bytes : 1);
    if (!p)
      out_of_memory(bytes);
  }
  if (rows > old_rows)
    memset((char *)p + old_rows * row_bytes, 0, (rows - old_rows) * row_bytes);
  return p;
}

#define RT_GROW_ROWS_DEF(SUF, T, R)                                                         \
  memref_##SUF##_##R rt_grow_rows_##SUF##_##R(memref_##SUF##_##R m, intptr_t rows) {       \
    if (rows < 0) {                                                                         \
      fprintf(stderr, "loopc runtime: negative row count %jd\n", (intmax_t)rows);           \
      exit(1);                                                                              \
    }                                                                                       \
    size_t row_elems = 1;                                                                   \
    for (int k = 1; k < R; k++)                                                             \
      row_elems *= (size_t)m.sizes[k];                                                      \
    size_t old_rows = m.allocated ? (size_t)m.sizes[0] : 0;                                 \
    T *p = (T *)grow_rows(m.allocated, old_rows, (size_t)rows, row_elems * sizeof(T));      \
    m.allocated = m.aligned = p;                                                            \
    m.offset = 0;                                                                           \
    m.sizes[0] = rows;                                                                      \
    intptr_t stride = 1;                                                                    \
    for (int k = R - 1; k >= 0; k--) {                                                      \
      m.strides[k] = stride;                                                                \
      stride *= m.sizes[k];                                                                 \
    }                                                                                       \
    return m;                                                                               \
  }
#define RT_GROW_ROWS_DEF_ALL(SUF, T) \
  RT_GROW_ROWS_DEF(SUF, T, 1)        \
  RT_GROW_ROWS_DEF(SUF, T, 2)        \
  RT_GROW_ROWS_DEF(SUF, T, 3)        \
  RT_GROW_ROWS_DEF(SUF, T, 4)
RT_GROW_ROWS_DEF_ALL(f32, float)
RT_GROW_ROWS_DEF_ALL(f64, double)
RT_GROW_ROWS_DEF_ALL(i8, int8_t)
RT_GROW_ROWS_DEF_ALL(i32, int32_t)
RT_GROW_ROWS_DEF_ALL(i64, int64_t)
RT_GROW_ROWS_DEF_ALL(index, intptr_t)
