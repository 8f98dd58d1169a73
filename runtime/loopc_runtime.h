/* loopc_runtime.h: the runtime library that programs compiled by loopc link:
 * MLIR-compatible printing, timing, aligned allocation and growable buffers.
 *
 * The print functions have exactly the names, signatures and output bytes of
 * MLIR's runner utilities (libmlir_c_runner_utils / libmlir_runner_utils), so
 * integration tests written for mlir-runner run unchanged against loopc.
 * Everything writes to stdout through stdio; nothing here is thread-safe
 * beyond what stdio and malloc guarantee. Only standard C11 headers are used
 * so that the source can be embedded into generated files (--embed-runtime). */
#ifndef LOOPC_RUNTIME_H
#define LOOPC_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* MLIR's unranked memref: a rank and a pointer to a ranked descriptor laid
 * out as {T *allocated; T *aligned; int64_t offset; int64_t sizes[rank];
 * int64_t strides[rank];}. */
typedef struct RtUnrankedMemRef {
  int64_t rank;
  void *descriptor;
} RtUnrankedMemRef;

/* ---- scalar printing (vector.print's runtime; no newline unless said) ---- */
void printI64(int64_t i);  /* decimal */
void printU64(uint64_t u); /* decimal */
void printF32(float f);    /* printf "%g": 1, 0.5, 1e+10, nan, -nan, inf */
void printF64(double d);   /* printf "%g" */
void printString(const char *s);
void printOpen(void);    /* "( " */
void printClose(void);   /* " )" */
void printComma(void);   /* ", " */
void printNewline(void); /* "\n" */

/* ---- memref printing ----
 * Prints "Unranked Memref base@ = 0x... rank = R offset = O sizes = [..]
 * strides = [..] data = \n" and then the elements, nested in brackets one
 * row per line, exactly as MLIR's printMemref* does (floats as C++ streams
 * print them, i.e. "%g"). Takes the unranked memref the way MLIR's lowering
 * passes it: (rank, descriptor pointer) by value; the _mlir_ciface_ variants
 * take a pointer to the unranked struct. Deviation from MLIR: a dimension of
 * size 0 prints "[]" where MLIR reads one element out of bounds. */
void printMemrefF32(int64_t rank, void *descriptor);
void printMemrefF64(int64_t rank, void *descriptor);
void printMemrefI32(int64_t rank, void *descriptor);
void printMemrefI64(int64_t rank, void *descriptor);
void printMemrefInd(int64_t rank, void *descriptor); /* index elements, unsigned */
void _mlir_ciface_printMemrefF32(RtUnrankedMemRef *m);
void _mlir_ciface_printMemrefF64(RtUnrankedMemRef *m);
void _mlir_ciface_printMemrefI32(RtUnrankedMemRef *m);
void _mlir_ciface_printMemrefI64(RtUnrankedMemRef *m);
void _mlir_ciface_printMemrefInd(RtUnrankedMemRef *m);
/* Ranked variants: the same output but the header says "Memref" instead of
 * "Unranked Memref". elem is one of 'f' (f32), 'd' (f64), 'i' (i32),
 * 'l' (i64), 'u' (index) -- loopc run uses it to print results. */
void rt_print_memref(const void *descriptor, int64_t rank, char elem, int unranked);

/* ---- timing ---- */
/* Wall-clock seconds since the Unix epoch (as MLIR's rtclock). */
double rtclock(void);
/* Nanoseconds from an arbitrary fixed point, monotonic when the C library
 * supports it (as MLIR's nanoTime). */
int64_t _mlir_ciface_nanoTime(void);

/* ---- allocation ----
 * rt_alloc: size bytes aligned to `alignment` (a power of two; smaller than
 * sizeof(void *) is raised to it; 0 means 64). Never returns NULL for a
 * non-zero size: on exhaustion it prints an error and exits, because the
 * generated code has no way to report failure. size 0 returns a unique
 * non-NULL pointer. Release with rt_free (or free). */
void *rt_alloc(size_t size, size_t alignment);
void rt_free(void *p); /* p from rt_alloc/rt_grow_rows_*, or NULL */

/* ---- growable buffers ----
 * For outputs whose row count is not known in advance (ONNX Scan/Loop):
 * a plain byte buffer with amortised doubling ... */
typedef struct RtBuffer {
  void *data;      /* malloc'd, 64-byte aligned when non-NULL */
  size_t size;     /* bytes in use */
  size_t capacity; /* bytes allocated */
} RtBuffer;
void rt_buffer_init(RtBuffer *b);
/* Ensures capacity for size+extra bytes and returns a pointer to the first
 * free byte (size is not changed). Exits on allocation failure. */
void *rt_buffer_reserve(RtBuffer *b, size_t extra);
/* Appends n bytes copied from src. */
void rt_buffer_append(RtBuffer *b, const void *src, size_t n);
/* Hands the data over to the caller (free with rt_free) and resets b. */
void *rt_buffer_release(RtBuffer *b);
void rt_buffer_free(RtBuffer *b);

/* ...and the same idea on memref descriptors, callable from IR:
 *   func.func private @rt_grow_rows_f32_r2(memref<?x?xf32>, index) -> memref<?x?xf32>
 * returns a contiguous (identity-layout, offset 0) descriptor with sizes[0] =
 * rows and the other sizes unchanged, holding the old rows' contents (rows
 * past the old sizes[0] are zero). The input must be contiguous with offset
 * 0 and either empty with allocated == NULL or itself returned by rt_grow_rows;
 * its buffer may be reused or released (do not use the old descriptor
 * afterwards). Capacity is kept at a power of two rows, so n appends of one
 * row cost O(n) in total. Release the final buffer with rt_free(allocated).
 * Variants: element f32 f64 i8 i32 i64 index(ind) x rank 1..4. */
#define RT_GROW_ROWS_DECL(SUF, T, R)                                                      \
  typedef struct RtMemRef_##SUF##_r##R {                                                  \
    T *allocated;                                                                         \
    T *aligned;                                                                           \
    intptr_t offset;                                                                      \
    intptr_t sizes[R];                                                                    \
    intptr_t strides[R];                                                                  \
  } RtMemRef_##SUF##_r##R;                                                                \
  RtMemRef_##SUF##_r##R rt_grow_rows_##SUF##_r##R(RtMemRef_##SUF##_r##R m, intptr_t rows);
#define RT_GROW_ROWS_ALL_RANKS(SUF, T) \
  RT_GROW_ROWS_DECL(SUF, T, 1)         \
  RT_GROW_ROWS_DECL(SUF, T, 2)         \
  RT_GROW_ROWS_DECL(SUF, T, 3)         \
  RT_GROW_ROWS_DECL(SUF, T, 4)
RT_GROW_ROWS_ALL_RANKS(f32, float)
RT_GROW_ROWS_ALL_RANKS(f64, double)
RT_GROW_ROWS_ALL_RANKS(i8, int8_t)
RT_GROW_ROWS_ALL_RANKS(i32, int32_t)
RT_GROW_ROWS_ALL_RANKS(i64, int64_t)
RT_GROW_ROWS_ALL_RANKS(ind, intptr_t)

#ifdef __cplusplus
}
#endif

#endif
