/* harness.h: what every PolyBench kernel in bench/polybench shares -- MLIR's
 * memref descriptors (the layout loopc shares with MLIR's C interface, see
 * shared/spec/CODEGEN.md), the size presets, and the hooks each kernel file
 * defines for harness.c (allocate and initialize, run, report live-out data).
 *
 * A kernel file NAME.c holds PolyBench's init_array and kernel_NAME in C.
 * Built as is, the harness times that C kernel; built with -DPB_EXTERN, it
 * calls _mlir_ciface_kernel_NAME instead, the C-interface wrapper of the
 * same kernel compiled from NAME.mlir (by MLIR's pipeline or by loopc). */
#ifndef PB_HARNESS_H
#define PB_HARNESS_H

#include <stddef.h>
#include <stdint.h>

/* StridedMemRefType<T, N> with the element pointer left untyped: the layout
 * (and so the C-interface ABI) does not depend on the element type. */
typedef struct {
  void *allocated, *aligned;
  intptr_t offset, sizes[1], strides[1];
} PbMemref1;
typedef struct {
  void *allocated, *aligned;
  intptr_t offset, sizes[2], strides[2];
} PbMemref2;
typedef struct {
  void *allocated, *aligned;
  intptr_t offset, sizes[3], strides[3];
} PbMemref3;

/* PolyBench's dataset presets, in PolyBench's order. */
enum { PB_MINI, PB_SMALL, PB_MEDIUM, PB_LARGE, PB_PRESETS };
enum { PB_MAX_PARAMS = 5 };

typedef struct {
  const char *name; /* PolyBench's name, e.g. "floyd-warshall" */
  /* The preset the arrays' extents are declared for (the static inner
   * dimensions of NAME.mlir's memrefs): the one the benchmark runs. Smaller
   * presets run on the same declared layout with smaller loop bounds, as
   * PolyBench does when its runtime sizes are below its declared ones. */
  int declared;
  int nparams;
  const char *params[PB_MAX_PARAMS];    /* PolyBench's size macros: "NI", ... */
  int sizes[PB_PRESETS][PB_MAX_PARAMS]; /* PolyBench 4.2's values */
  int compute_bound;                    /* reported against the machine's peak */
} PbInfo;

/* ---- defined by each kernel file ---- */
extern const PbInfo pb_info;
/* Allocates the arrays for sizes sz (first call only) and initializes them
 * as PolyBench's init_array does; called before every timed run. */
void pb_setup(const int *sz);
/* Runs the kernel once (the C one, or the external one with PB_EXTERN). */
void pb_run(void);
/* Reports the live-out arrays, those PolyBench's print_array prints, with
 * pb_out_* in the same order. */
void pb_outputs(void);
/* Floating-point operations of one run at sizes sz (0: not counted). */
double pb_flops(const int *sz);

/* ---- provided by harness.c ---- */
/* Zeroed, 64-byte aligned memory, kept until exit. */
void *pb_alloc(size_t bytes);
PbMemref1 pb_memref1(void *p, intptr_t n0);
PbMemref2 pb_memref2(void *p, intptr_t n0, intptr_t n1);
PbMemref3 pb_memref3(void *p, intptr_t n0, intptr_t n1, intptr_t n2);

/* PolyBench's initialization of cholesky's, lu's and ludcmp's matrix (it
 * repeats the code in each): a lower triangular L with a unit diagonal, then
 * A := L*L**T, positive definite. A and the scratch B are n x n, rows ld
 * elements apart. */
void pb_init_posdef(int n, double *A, double *B, intptr_t ld);

/* Which part of a square 2-D output print_array reads. */
enum { PB_FULL, PB_LOWER /* j <= i */, PB_UPPER /* j >= i */ };
enum { PB_F64, PB_I32 };
/* Live-out data: n0 x n1 x n2 elements of kind PB_F64 or PB_I32, element
 * [i][j][k] at p[i*s0 + j*s1 + k]. Use the macros below. */
void pb_out(const char *name, int kind, const void *p, intptr_t n0, intptr_t n1, intptr_t n2,
            intptr_t s0, intptr_t s1, int part);
#define PB_KIND(p) (sizeof *(p) == 8 ? PB_F64 : PB_I32)
#define PB_OUT1(name, v, n) pb_out(name, PB_KIND(v), v, 1, 1, n, 0, 0, PB_FULL)
/* v: pointer to rows (T (*)[LD]); the row length comes from its type. */
#define PB_OUT2(name, v, n0, n1, part) \
  pb_out(name, PB_KIND(v[0]), v, 1, n0, n1, 0, (intptr_t)(sizeof v[0] / sizeof v[0][0]), part)
#define PB_OUT3(name, v, n0, n1, n2)                                                   \
  pb_out(name, PB_KIND(v[0][0]), v, n0, n1, n2,                                       \
         (intptr_t)(sizeof v[0] / sizeof v[0][0][0]), (intptr_t)(sizeof v[0][0] / sizeof v[0][0][0]), \
         PB_FULL)

#endif
