/* run.h: the parts of `loopc run` (tools/run.c is its main): the arguments
 * read from the command line into what the entry point's C interface takes
 * (run_args.c), its results printed or written (run_results.c), and the
 * program built from the generated C, through the cache, and loaded
 * (run_build.c). Problems are reported through a DiagEngine, located at
 * RUN_LOC ("loopc run: error: ..."). */
#ifndef LOOPC_DRIVER_RUN_H
#define LOOPC_DRIVER_RUN_H

#include <ffi.h>
#include <stdbool.h>
#include <stdio.h>

#include "../frontend/npy.h"
#include "../ir/arena.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "cache.h"
#include "onnx_io.h"

/* Where loopc run's own messages point: "loopc run: error: ...". */
#define RUN_LOC ir_loc("loopc run", 0, 0)

/* ------------------------------ arguments -------------------------------- */

/* One argument, as the entry's C interface takes it. */
typedef struct RunArg {
  IrType *type;
  ffi_type *ft;
  void *storage;  /* what ffi passes: the scalar, or the descriptor's address */
  NpyArray array; /* memrefs built from arguments own their data here */
} RunArg;

/* Whether loopc run can pass (or return) a value of type t: a scalar of
 * i1..i64, index, f32 or f64, or a ranked memref of one. */
bool run_type_supported(const IrType *t);
/* The .npy element type holding elements of type t (i1 as one byte, index
 * as 64 bits: the layout of dense data too). */
NpyDtype run_elem_dtype(const IrType *t);

/* A memref descriptor's fields (intptr_t is 64-bit on every supported
 * host): {allocated, aligned, offset, sizes[rank], strides[rank]}. */
typedef struct RunDesc {
  void *allocated, *aligned;
  int64_t offset;
  int64_t rest[]; /* sizes[rank], strides[rank] */
} RunDesc;
/* Whether a value file is an ONNX .pb file (else .npy). */
bool run_file_is_pb(const char *path);
/* Whether path names a .npy file (by its extension). */
bool run_file_is_npy(const char *path);
/* Argument idx (from 0) of type t from its command-line text: a scalar
 * literal (42, -1.5, true, inf), or for a memref a dense<...> literal, an
 * .npy file or an ONNX TensorProto .pb file. Memory in a and v->array. */
bool run_arg_build(Arena *a, IrContext *ctx, int idx, const char *text, IrType *t, RunArg *v,
                   DiagEngine *diag);
/* An ONNX model's arguments: one text per graph input (texts[k]), each a
 * file onnx_io.c reads or, for a tensor, a dense<...> literal; a sequence
 * or an optional fills the two parameters of its list. The tensors read
 * are kept in flat[] (one per parameter) until the call is over; *built
 * counts the args[] whose arrays need npy_free. */
bool run_onnx_args(Arena *a, IrContext *ctx, const OnnxIo *io, const char *const *texts,
                   RunArg *args, OnnxTensor *flat, int *built, DiagEngine *diag);
/* Orders `--input NAME=FILE` texts (named[0..nnamed)) by the model's input
 * names (main_graph's onnx.input_names) into texts[], *n of them. */
bool run_named_inputs(IrOp *func, const char *entry, const char *const *named, int nnamed,
                      const char **texts, int *n, DiagEngine *diag);

/* ------------------------------- results --------------------------------- */

/* Result p of type t printed as mlir-runner prints it, or written to output
 * (.npy, or .pb TensorProto) when output is not NULL. */
bool run_result_emit(IrContext *ctx, const IrType *t, const void *p, const char *output,
                     DiagEngine *diag);
/* An ONNX model's results, from the call's results: each graph output
 * printed, or written to outputs[k] (k < noutputs): a .pb file of the
 * message its kind takes, or .npy. */
bool run_onnx_results(const OnnxIo *io, void *const *results, const char *const *outputs,
                      int noutputs, DiagEngine *diag);

/* ------------------------------- the program ----------------------------- */

typedef struct RunBuildOptions {
  const char *cc_command; /* native_cc_command's */
  bool portable;          /* no -march=native: the CPU is not part of the cache key */
  bool no_cache;
  const char *keep_c;     /* also save the generated C here, or NULL */
  FILE *verbose;          /* -v: the compiler, its command and the cache entry; NULL: quiet */
  const char *weights;    /* the C's weights file (CodegenOptions.weights), weights_len bytes, */
  size_t weights_len;     /* which its .incbin names RUN_WEIGHTS_NAME; 0: none */
} RunBuildOptions;

/* The name the C of loopc run gives its weights file (the file is written
 * beside the C, and the assembler finds it through -Wa,-I). */
#define RUN_WEIGHTS_NAME "program.weights"

/* The program being built: its temporary directory (removed on every exit
 * path, from fatal-signal handlers too) and what was loaded. */
typedef struct RunProgram {
  char *so;     /* the shared object loaded: in the cache or the temporary directory */
  void *handle; /* dlopen's */
  bool cached;  /* it came from the cache */
  CacheKey key; /* its entry's key, when keyed (a cache is in use) */
  bool keyed;
} RunProgram;

/* Writes c (the generated C, c_len bytes) and the runtime into a private
 * temporary directory, builds them with the C compiler (or takes the
 * program from the cache), loads the shared libraries (comma-separated, or
 * NULL) and then the program. The temporary directory is gone on return.
 * Compiler messages go to compiler_log (stderr). */
bool run_program_build(RunProgram *p, const char *c, size_t c_len, const RunBuildOptions *o,
                       const char *shared_libs, FILE *compiler_log, DiagEngine *diag);
void run_program_free(RunProgram *p);

/* A program by its input, so that a second run of the same input and
 * options neither imports, lowers nor emits C (docs/DESIGN.md, "Weights as
 * data"): the key of the input's bytes, the options that change the
 * program (text), loopc itself (version and binary) and everything the
 * program's own key holds but its C (compiler, flags, CPU, runtime). */
void run_input_key(const RunBuildOptions *o, const char *options, const void *input, size_t n,
                   CacheKey *k);
/* The signature kept under an input key (malloc'd text, NUL after its *len
 * bytes), or NULL: what the run needs of the program without compiling it
 * (tools/run.c writes and reads it). */
char *run_signature_find(const RunBuildOptions *o, const CacheKey *k, size_t *len);
void run_signature_store(const RunBuildOptions *o, const CacheKey *k, const char *text,
                         size_t len, DiagEngine *diag);
/* Loads the program kept under key (a RunProgram.key) and the shared libs:
 * false when it is not there or does not load (then build it). */
bool run_program_load_cached(RunProgram *p, const CacheKey *key, const RunBuildOptions *o,
                             const char *shared_libs, DiagEngine *diag);

#endif
