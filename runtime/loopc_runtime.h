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
/* MLIR declares it uint64_t in C++ but IR can only say i64; taking int64_t
 * (same ABI) lets it share a file with prototypes generated from IR. */
void printU64(int64_t u); /* the bits as an unsigned decimal */
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
/* Ranked descriptors by pointer, as MLIR's C interface passes them; the
 * header says "Memref" instead of "Unranked Memref". */
void _mlir_ciface_printMemref0dF32(void *descriptor);
void _mlir_ciface_printMemref1dF32(void *descriptor);
void _mlir_ciface_printMemref2dF32(void *descriptor);
void _mlir_ciface_printMemref3dF32(void *descriptor);
void _mlir_ciface_printMemref4dF32(void *descriptor);
void _mlir_ciface_printMemref1dF64(void *descriptor);
void _mlir_ciface_printMemref1dI32(void *descriptor);
void _mlir_ciface_printMemref1dI64(void *descriptor);
void _mlir_ciface_printMemref1dInd(void *descriptor);
/* Any memref: unranked != 0 prints MLIR's "Unranked Memref" header, else
 * "Memref". elem is 'f' (f32), 'd' (f64), 'i' (i32), 'l' (i64), 'u' (index,
 * unsigned as MLIR prints it), or 'b' (i1), 'c' (i8), 's' (i16) printed as
 * numbers (MLIR has no printer for those), or 'C', 'S', 'I' (8, 16 and
 * 32-bit integers printed unsigned; 'u' serves 64 bits), which ONNX models'
 * unsigned results use. loopc run prints results with it. */
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
 *   func.func private @rt_grow_rows_f32_2(memref<?x?xf32>, index) -> memref<?x?xf32>
 * returns a contiguous (identity-layout, offset 0) descriptor with sizes[0] =
 * rows and the other sizes unchanged, holding the old rows' contents (rows
 * past the old sizes[0] are zero). The input must be contiguous with offset
 * 0 and either empty with allocated == NULL or itself returned by rt_grow_rows;
 * its buffer may be reused or released (do not use the old descriptor
 * afterwards). Capacity is kept at a power of two rows, so n appends of one
 * row cost O(n) in total. Release the final buffer with rt_free(allocated).
 * Variants: element f32 f64 i8 i32 i64 index x rank 1..4.
 * The descriptor structs have the names and include guards loopc's C
 * backend gives them (memref_f32_2, LOOPC_MEMREF_F32_2), so generated code
 * and an embedded runtime share one type. */
#define RT_MEMREF_STRUCT(NAME, GUARD, T, R) \
  typedef struct NAME {                    \
    T *allocated;                          \
    T *aligned;                            \
    intptr_t offset;                       \
    intptr_t sizes[R];                     \
    intptr_t strides[R];                   \
  } NAME;
#ifndef LOOPC_MEMREF_F32_1
#define LOOPC_MEMREF_F32_1
RT_MEMREF_STRUCT(memref_f32_1, LOOPC_MEMREF_F32_1, float, 1)
#endif
memref_f32_1 rt_grow_rows_f32_1(memref_f32_1 m, intptr_t rows);
#ifndef LOOPC_MEMREF_F32_2
#define LOOPC_MEMREF_F32_2
RT_MEMREF_STRUCT(memref_f32_2, LOOPC_MEMREF_F32_2, float, 2)
#endif
memref_f32_2 rt_grow_rows_f32_2(memref_f32_2 m, intptr_t rows);
#ifndef LOOPC_MEMREF_F32_3
#define LOOPC_MEMREF_F32_3
RT_MEMREF_STRUCT(memref_f32_3, LOOPC_MEMREF_F32_3, float, 3)
#endif
memref_f32_3 rt_grow_rows_f32_3(memref_f32_3 m, intptr_t rows);
#ifndef LOOPC_MEMREF_F32_4
#define LOOPC_MEMREF_F32_4
RT_MEMREF_STRUCT(memref_f32_4, LOOPC_MEMREF_F32_4, float, 4)
#endif
memref_f32_4 rt_grow_rows_f32_4(memref_f32_4 m, intptr_t rows);
#ifndef LOOPC_MEMREF_F64_1
#define LOOPC_MEMREF_F64_1
RT_MEMREF_STRUCT(memref_f64_1, LOOPC_MEMREF_F64_1, double, 1)
#endif
memref_f64_1 rt_grow_rows_f64_1(memref_f64_1 m, intptr_t rows);
#ifndef LOOPC_MEMREF_F64_2
#define LOOPC_MEMREF_F64_2
RT_MEMREF_STRUCT(memref_f64_2, LOOPC_MEMREF_F64_2, double, 2)
#endif
memref_f64_2 rt_grow_rows_f64_2(memref_f64_2 m, intptr_t rows);
#ifndef LOOPC_MEMREF_F64_3
#define LOOPC_MEMREF_F64_3
RT_MEMREF_STRUCT(memref_f64_3, LOOPC_MEMREF_F64_3, double, 3)
#endif
memref_f64_3 rt_grow_rows_f64_3(memref_f64_3 m, intptr_t rows);
#ifndef LOOPC_MEMREF_F64_4
#define LOOPC_MEMREF_F64_4
RT_MEMREF_STRUCT(memref_f64_4, LOOPC_MEMREF_F64_4, double, 4)
#endif
memref_f64_4 rt_grow_rows_f64_4(memref_f64_4 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I8_1
#define LOOPC_MEMREF_I8_1
RT_MEMREF_STRUCT(memref_i8_1, LOOPC_MEMREF_I8_1, int8_t, 1)
#endif
memref_i8_1 rt_grow_rows_i8_1(memref_i8_1 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I8_2
#define LOOPC_MEMREF_I8_2
RT_MEMREF_STRUCT(memref_i8_2, LOOPC_MEMREF_I8_2, int8_t, 2)
#endif
memref_i8_2 rt_grow_rows_i8_2(memref_i8_2 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I8_3
#define LOOPC_MEMREF_I8_3
RT_MEMREF_STRUCT(memref_i8_3, LOOPC_MEMREF_I8_3, int8_t, 3)
#endif
memref_i8_3 rt_grow_rows_i8_3(memref_i8_3 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I8_4
#define LOOPC_MEMREF_I8_4
RT_MEMREF_STRUCT(memref_i8_4, LOOPC_MEMREF_I8_4, int8_t, 4)
#endif
memref_i8_4 rt_grow_rows_i8_4(memref_i8_4 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I32_1
#define LOOPC_MEMREF_I32_1
RT_MEMREF_STRUCT(memref_i32_1, LOOPC_MEMREF_I32_1, int32_t, 1)
#endif
memref_i32_1 rt_grow_rows_i32_1(memref_i32_1 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I32_2
#define LOOPC_MEMREF_I32_2
RT_MEMREF_STRUCT(memref_i32_2, LOOPC_MEMREF_I32_2, int32_t, 2)
#endif
memref_i32_2 rt_grow_rows_i32_2(memref_i32_2 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I32_3
#define LOOPC_MEMREF_I32_3
RT_MEMREF_STRUCT(memref_i32_3, LOOPC_MEMREF_I32_3, int32_t, 3)
#endif
memref_i32_3 rt_grow_rows_i32_3(memref_i32_3 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I32_4
#define LOOPC_MEMREF_I32_4
RT_MEMREF_STRUCT(memref_i32_4, LOOPC_MEMREF_I32_4, int32_t, 4)
#endif
memref_i32_4 rt_grow_rows_i32_4(memref_i32_4 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I64_1
#define LOOPC_MEMREF_I64_1
RT_MEMREF_STRUCT(memref_i64_1, LOOPC_MEMREF_I64_1, int64_t, 1)
#endif
memref_i64_1 rt_grow_rows_i64_1(memref_i64_1 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I64_2
#define LOOPC_MEMREF_I64_2
RT_MEMREF_STRUCT(memref_i64_2, LOOPC_MEMREF_I64_2, int64_t, 2)
#endif
memref_i64_2 rt_grow_rows_i64_2(memref_i64_2 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I64_3
#define LOOPC_MEMREF_I64_3
RT_MEMREF_STRUCT(memref_i64_3, LOOPC_MEMREF_I64_3, int64_t, 3)
#endif
memref_i64_3 rt_grow_rows_i64_3(memref_i64_3 m, intptr_t rows);
#ifndef LOOPC_MEMREF_I64_4
#define LOOPC_MEMREF_I64_4
RT_MEMREF_STRUCT(memref_i64_4, LOOPC_MEMREF_I64_4, int64_t, 4)
#endif
memref_i64_4 rt_grow_rows_i64_4(memref_i64_4 m, intptr_t rows);
#ifndef LOOPC_MEMREF_INDEX_1
#define LOOPC_MEMREF_INDEX_1
RT_MEMREF_STRUCT(memref_index_1, LOOPC_MEMREF_INDEX_1, intptr_t, 1)
#endif
memref_index_1 rt_grow_rows_index_1(memref_index_1 m, intptr_t rows);
#ifndef LOOPC_MEMREF_INDEX_2
#define LOOPC_MEMREF_INDEX_2
RT_MEMREF_STRUCT(memref_index_2, LOOPC_MEMREF_INDEX_2, intptr_t, 2)
#endif
memref_index_2 rt_grow_rows_index_2(memref_index_2 m, intptr_t rows);
#ifndef LOOPC_MEMREF_INDEX_3
#define LOOPC_MEMREF_INDEX_3
RT_MEMREF_STRUCT(memref_index_3, LOOPC_MEMREF_INDEX_3, intptr_t, 3)
#endif
memref_index_3 rt_grow_rows_index_3(memref_index_3 m, intptr_t rows);
#ifndef LOOPC_MEMREF_INDEX_4
#define LOOPC_MEMREF_INDEX_4
RT_MEMREF_STRUCT(memref_index_4, LOOPC_MEMREF_INDEX_4, intptr_t, 4)
#endif
memref_index_4 rt_grow_rows_index_4(memref_index_4 m, intptr_t rows);

#ifdef __cplusplus
}
#endif

#endif
