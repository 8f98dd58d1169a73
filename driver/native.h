/* native.h: generated C made into running code, the one path for `loopc
 * run` and `loopc onnx-test`: the C compiler's command line, compiling into
 * a shared object, loading it, finding a function's C interface in it, and
 * calling that function through libffi. */
#ifndef LOOPC_NATIVE_H
#define LOOPC_NATIVE_H

#include <ffi.h>
#include <stdbool.h>
#include <stdio.h>

#include "../ir/arena.h"
#include "../ir/diag.h"
#include "../ir/ir.h"

/* The C compiler loopc builds with, probed once per process. */
typedef enum { NATIVE_CC_GCC, NATIVE_CC_CLANG, NATIVE_CC_OTHER } NativeCcFamily;
typedef struct NativeCc {
  char *cc;               /* the command: $CC, else clang if it has OpenMP, else cc */
  NativeCcFamily family;  /* from the predefined macros: __clang__, __GNUC__ */
  int version[3];         /* major, minor, patch */
  bool openmp;            /* -fopenmp finds <omp.h> */
  char *identity;         /* what the probe printed and the binary's size, time and
                             inode: for cache keys */
} NativeCc;
/* The compiler: $CC when set, else clang when it is there and finds <omp.h>
 * with -fopenmp, else cc. Its preprocessor is asked once per process, and
 * the answer kept a day in the cache directory (cache.h) under a name made
 * of the command and its binary's size, time and inode. */
const NativeCc *native_cc_probe(void);
/* native_cc_probe()->cc. */
const char *native_cc(void);
/* The compiler and its flags for a shared object (malloc'd; part of the
 * cache key of loopc run): CC OPT [-march=native] -ffp-contract=off -fopenmp
 * [flags that avoid the compiler's known bugs, by family and version]
 * -fPIC -shared -Wl,-Bsymbolic. portable: no -march=native. */
char *native_cc_command(const char *opt_level, bool portable);
/* The vector register width in bits of the code native_cc_command builds
 * (PipelineOptions.vector_bits): this CPU's widest (512 with AVX-512F, 256
 * with AVX2, 128 with SSE2 or NEON), 0 when portable or unknown. */
int native_vector_bits(bool portable);
/* Compiles sources into the shared object so with cc_command ($CC may carry
 * flags, so it runs through sh), the compiler's output going to log. On
 * failure the log is copied to show (unless NULL), the failure reported at
 * loc, and false returned. */
bool native_compile(const char *cc_command, const char *so, const char *const *sources,
                    int nsources, const char *log, FILE *show, DiagEngine *diag, IrLoc loc);
/* Compiles one source into the object file obj with cc_command less its
 * link flags, as native_compile reports. */
bool native_compile_object(const char *cc_command, const char *obj, const char *source,
                           const char *log, FILE *show, DiagEngine *diag, IrLoc loc);
/* dlopen(so), local and now; NULL when it fails (nothing reported: a
 * failed load may be retried), native_load_error then saying why. */
void *native_load(const char *so);
const char *native_load_error(void);
/* symbol in the loaded program itself (not in a library it links), or NULL. */
void *native_find(void *handle, const char *symbol, const char *so);

/* libffi's description of an argument or result of type t: a scalar, or a
 * memref descriptor as a struct (allocated in a). */
ffi_type *native_type_ffi(Arena *a, const IrType *t);
/* Whether the C interface of a function of type fty returns its results
 * through a leading pointer: a memref result, or several results. */
bool native_results_by_pointer(const IrType *fty);
/* Calls fn, the C interface of a function of type fty, with its arguments
 * (libffi types and pointers to the values, fty->nins of each). Sets
 * results[i] to the bytes of result i (in a, narrow integers as their own
 * width). False, reported at loc as "WHAT: ...", if libffi cannot describe
 * the signature. */
bool native_call(void *fn, const IrType *fty, ffi_type **atypes, void **avalues, Arena *a,
                 void **results, const char *what, DiagEngine *diag, IrLoc loc);

#endif
