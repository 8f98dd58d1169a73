/* pass.h: a pass is a function over a module, with typed options it
 * declares (as MLIR's Option<> members); the pass manager runs a list of
 * them, each with its options, verifying after each (--verify-each) and
 * optionally printing. */
#ifndef LOOPC_PASS_H
#define LOOPC_PASS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "diag.h"
#include "ir.h"
#include "printer.h"

/* ------------------------------ pass options ----------------------------- */

typedef enum IrPassOptionType {
  IR_PASS_OPT_BOOL,   /* bool: `name`, `name=true|false|1|0` */
  IR_PASS_OPT_INT,    /* int64_t: `name=-1` */
  IR_PASS_OPT_ENUM,   /* int, the index in choices: `name=normal` */
  IR_PASS_OPT_STRING, /* const char *: `name=text` (NULL when the default is none) */
  IR_PASS_OPT_LIST,   /* IrPassList: `name=a,b` or `name={a,b}` */
} IrPassOptionType;

/* A list option's value. */
typedef struct IrPassList {
  const char **items;
  int n;
} IrPassList;

/* One option a pass declares: its value lives at offset in the pass's
 * options struct (options_size bytes, filled with the defaults first). */
typedef struct IrPassOption {
  const char *name;    /* "max-iterations" */
  IrPassOptionType type;
  size_t offset;       /* offsetof(TheOptions, field) */
  const char *def;     /* the default, as written ("10", "true", "normal"; NULL: none) */
  const char *choices; /* IR_PASS_OPT_ENUM: "disabled|normal|aggressive" */
  const char *help;
} IrPassOption;

typedef struct IrPass {
  const char *name;    /* command-line name, e.g. "lower-onnx" */
  const char *summary;
  /* Returns false after reporting an error through diag (or, as mlir-opt's
   * signalPassFailure, without one). options points at the pass's options
   * struct (NULL for a pass that declares none). */
  bool (*run)(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag);
  const IrPassOption *options; /* ended by a NULL name; NULL: none */
  size_t options_size;         /* sizeof the pass's options struct */
} IrPass;

/* ------------------------------ the manager ------------------------------ */

typedef struct IrPassManager {
  const IrPass **passes;
  void **options;            /* per pass: its options struct (malloc'd), or NULL */
  int npasses, cap;
  int nran;                  /* passes ir_pm_run completed (and verified) */
  bool verify_each;          /* default true */
  bool print_after_all;      /* --print-ir-after-all, to print_out */
  FILE *print_out;
  IrPrintOptions print_opts;
  /* Called after each pass has run and the IR has been verified (when
   * verify_each), e.g. to keep a snapshot of every stage; NULL: none. */
  void (*after_pass)(const IrPass *pass, IrContext *ctx, IrOp *module, void *data);
  void *after_pass_data;
  Arena strings;             /* option values' text */
} IrPassManager;

void ir_pm_init(IrPassManager *pm);
void ir_pm_free(IrPassManager *pm);
/* Adds pass with its default options. */
void ir_pm_add(IrPassManager *pm, const IrPass *pass);
/* Adds pass with options written as mlir-opt writes them, between the
 * braces of `canonicalize{max-iterations=3 test-convergence}` (text[0..n):
 * `name=value` or a bool's bare `name`, separated by spaces; a list's value
 * `a,b` or `{a,b}`; later ones win). Reports an unknown option (with the
 * nearest known one) or a malformed value and returns false. */
bool ir_pm_add_with(IrPassManager *pm, const IrPass *pass, const char *text, size_t n,
                    DiagEngine *diag);
/* Runs every pass in order; stops at the first failure. */
bool ir_pm_run(IrPassManager *pm, IrContext *ctx, IrOp *module, DiagEngine *diag);

/* --list-passes: the pass's options, one per line ("    --max-iterations=<int>
 * ... (default 10)"). */
void ir_pass_print_options(const IrPass *pass, FILE *out);

#endif
