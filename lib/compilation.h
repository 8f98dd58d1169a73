/* compilation.h: one compilation, the sequence every front end runs: an
 * input (a .mlir text, one `// -----` chunk of it, or an ONNX model) loaded
 * into a module of its own, verified, put through the pass pipeline and
 * emitted as IR, C or a header. The driver (tools/loopc.c), `loopc run`,
 * `loopc onnx-test`, `loopc explain` and the C API (lib/loopc.c) all use it;
 * none of them parses, imports, verifies, builds a pipeline or calls the C
 * backend by itself. Internal: not part of include/loopc.h (docs/DESIGN.md,
 * "One compilation"). */
#ifndef LOOPC_COMPILATION_H
#define LOOPC_COMPILATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../codegen/codegen.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../ir/pass.h"
#include "../ir/printer.h"
#include "../passes/passes.h"

/* ------------------------------- the input ------------------------------- */

typedef enum CompInputKind { COMP_INPUT_TEXT, COMP_INPUT_ONNX } CompInputKind;

/* The one place that decides what a file is: a name ending in ".onnx" is an
 * ONNX model, anything else (standard input, "-", included) .mlir text. */
CompInputKind comp_input_kind(const char *path);

typedef struct CompInput {
  const char *path;   /* as given ("-": standard input); NULL for one in memory */
  const char *name;   /* as diagnostics name it ("<stdin>" for "-") */
  CompInputKind kind;
  char *text;         /* text input, NUL-terminated: read, mapped or handed over */
  size_t len;
  bool mapped;        /* text is a read-only mapping of the file (parse_module_mapped) */
  const uint8_t *bytes; /* a model in memory (not owned; read when loaded) */
  size_t nbytes;
} CompInput;

/* Opens the file at path as comp_input_kind says: text is mapped when it
 * can be (so the parser can release the pages it has read) or read whole,
 * and registered with diag so that diagnostics quote its lines; a model is
 * only checked to be readable (the importer reads it). With map false text
 * is always read into memory. False after reporting "cannot open input
 * file" or "cannot read input file". */
bool comp_input_open(CompInput *in, const char *path, bool map, DiagEngine *diag);
/* The same, with the kind given rather than decided by the name. */
bool comp_input_open_as(CompInput *in, const char *path, CompInputKind kind, bool map,
                        DiagEngine *diag);
/* Text already in memory (malloc'd, NUL-terminated at len; taken over) named
 * name, registered with diag. */
void comp_input_take_text(CompInput *in, const char *name, char *text, size_t len,
                          DiagEngine *diag);
/* A model in memory (data must live until it is loaded) named name. */
void comp_input_model_bytes(CompInput *in, const char *name, const uint8_t *data, size_t len);
void comp_input_close(CompInput *in);

/* A part of a text input: the whole of it, or with split one piece between
 * lines that are exactly `// -----` (MLIR's --split-input-file marker). */
typedef struct CompChunk {
  const char *text;
  size_t len;
  int first_line; /* of text[0] in the file */
} CompChunk;
/* The chunks of in's text (malloc'd, *n of them; one when !split). */
CompChunk *comp_input_chunks(const CompInput *in, bool split, int *n);

/* ------------------------------- options --------------------------------- */

typedef enum CompEmit { COMP_EMIT_MLIR, COMP_EMIT_C, COMP_EMIT_HEADER } CompEmit;

typedef struct CompOptions {
  /* The pipeline, as pipeline_build takes it (opt_level -1 when not given;
   * to_core when the output needs the core dialects). */
  PipelineOptions pipeline;
  bool verify_each;        /* verify after each pass (default true) */
  bool print_ir_after_all; /* print the IR after each pass, to stderr */
  /* Called after each pass (IrPassManager.after_pass), e.g. for loopc
   * explain's snapshots; NULL: none. */
  void (*after_pass)(const IrPass *pass, IrContext *ctx, IrOp *module, void *data);
  void *after_pass_data;
  bool onnx_node_locs;     /* OnnxImportOptions.node_locs */
  void (*onnx_external)(void *data, const char *path); /* OnnxImportOptions.on_external */
  void *onnx_external_data;
  /* Printed IR: syntax is an IrSpelling or -1 for the input's; an ONNX
   * model printed in its own spelling is printed generic while it holds
   * onnx ops (they have no other form). */
  int syntax;
  IrNames names; /* SSA names (IR_NAMES_AUTO: mlir-opt's in the modern spelling) */
  int64_t elide_elements; /* IrPrintOptions.elide_elements */
  int64_t hex_elements;   /* IrPrintOptions.hex_elements */
  bool generic, print_locs, local_scope;
  CodegenOptions cg;       /* C and the header */
} CompOptions;

/* The defaults: no level, no passes, IR output, verify after each pass. */
void comp_options_init(CompOptions *o);

/* ----------------------------- the compilation --------------------------- */

typedef enum CompPhase { COMP_PH_LOAD, COMP_PH_VERIFY, COMP_PH_PASSES, COMP_PH_OUTPUT,
                         COMP_NPHASES } CompPhase;
/* "parse" (or "import" for a model), "verify", "passes", "output". */
const char *comp_phase_name(CompPhase ph, CompInputKind kind);

typedef struct Compilation {
  const CompInput *in;
  DiagEngine *diag;    /* not owned */
  IrContext *ctx;      /* owned: the module's memory */
  IrOp *module;        /* NULL until loaded */
  IrSpelling spelling; /* the input's (modern for a model) */
  IrPassManager pm;    /* the last pipeline built (its passes, how many ran) */
  double seconds[COMP_NPHASES]; /* wall clock spent in each phase */
} Compilation;

void comp_init(Compilation *c, const CompInput *in, DiagEngine *diag);
void comp_free(Compilation *c);

/* Each step returns false after reporting its errors through c->diag (a
 * step that finds errors reported by an earlier one fails too). */

/* Parses the whole text, or imports the model. */
bool comp_load(Compilation *c, const CompOptions *o);
/* Parses one chunk of the text (comp_input_chunks). */
bool comp_load_chunk(Compilation *c, const CompChunk *chunk);
bool comp_verify(Compilation *c);
/* Builds the pipeline from o (pipeline_build) into c->pm (nothing runs:
 * on failure the module is as it was)... */
bool comp_build_pipeline(Compilation *c, const CompOptions *o);
/* ...and runs it (on failure the module may be half transformed). */
bool comp_run_passes(Compilation *c);
/* Both. */
bool comp_run_pipeline(Compilation *c, const CompOptions *o);
/* Writes the module to out as IR, C or a header. */
bool comp_emit(Compilation *c, CompEmit what, const CompOptions *o, FILE *out);

/* Whether the module holds onnx ops. */
bool comp_has_onnx(const Compilation *c);

/* ------------------------------- streaming ------------------------------- */

/* Whether `loopc FILE` with these options may print the text input one
 * function at a time (lib/stream.c): IR output as it is, no passes, no
 * level, nothing printed after passes, no generic form or locations. */
bool comp_can_stream(const CompInput *in, const CompOptions *o);
/* Verifies and prints the whole text input to out holding one function at a
 * time, as comp_compile with IR output would print it; seconds[] gets the
 * time of each phase. False when the input is not of the streamable shape
 * or has any problem: then nothing was reported and out may hold a partial
 * module to discard (run the whole-module path, which reports). */
bool comp_stream(const CompInput *in, const CompOptions *o, DiagEngine *diag, FILE *out,
                 double seconds[COMP_NPHASES]);

#endif
