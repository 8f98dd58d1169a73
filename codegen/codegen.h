/* codegen.h: the C backend: one C11 translation unit per module. */
#ifndef LOOPC_CODEGEN_H
#define LOOPC_CODEGEN_H

#include <stdio.h>

#include "../ir/diag.h"
#include "../ir/ir.h"

typedef struct CodegenOptions {
  bool line_directives; /* --line-directives: #line to the .mlir source */
  bool embed_runtime;   /* --embed-runtime: runtime helpers copied into the file */
  const char *header_name; /* --emit-header: name to #include, or NULL */
  const char *source_name; /* file name for #line directives */
  /* Dense constants over CODEGEN_WEIGHTS_MIN_BYTES bytes are written to
   * weights (at its current position, each 64-byte aligned) and linked in
   * by an assembler `.incbin` of weights_name; NULL keeps them all in the C
   * as literals (cg_weights.c). */
  FILE *weights;
  const char *weights_name;
} CodegenOptions;

/* Constants above this size leave the C for the weights file: below it the
 * literals are a few KB of C, and every array in the file costs a directive
 * and up to 63 bytes of alignment (docs/DESIGN.md, "Weights as data"). */
#define CODEGEN_WEIGHTS_MIN_BYTES 4096

void codegen_options_init(CodegenOptions *o);
/* Writes C for a verified module in the core dialects (no onnx ops left).
 * Reports unsupported constructs through diag and returns false. */
bool codegen_emit_c(IrContext *ctx, IrOp *module, const CodegenOptions *opts, FILE *out,
                    DiagEngine *diag);
/* Writes the header (descriptor structs and prototypes) for --emit-header. */
bool codegen_emit_header(IrContext *ctx, IrOp *module, const CodegenOptions *opts, FILE *out,
                         DiagEngine *diag);

/* The #includes a generated file starts with: the runtime helpers
 * (runtime/rt_helpers.h) are written against these headers. */
void codegen_write_includes(FILE *out);

/* The C name the backend gives func (a func op of module): the symbol made a
 * valid, unique C identifier (`main` becomes `mlir_main` unless it is
 * `() -> i32`). Interned in ctx. */
const char *codegen_func_cname(IrContext *ctx, IrOp *module, IrOp *func);

/* The symbol of func's C interface, `_mlir_ciface_` and its name, which
 * loopc emits for every public function: memref arguments by pointer, a
 * memref result or several results through a leading result pointer.
 * Interned in ctx. */
const char *codegen_ciface_name(IrContext *ctx, IrOp *module, IrOp *func);
/* Whether a scalar argument of type t (i1, i8, i16) is passed as int32_t to
 * the functions loopc defines: LLVM passes it without extending it, so only
 * its low bits are meaningful. */
bool codegen_widens_param(const IrType *t);

#endif
