/* pass.h: a pass is a function over a module; the pass manager runs a list of
 * them, verifying after each (--verify-each) and optionally printing. */
#ifndef LOOPC_PASS_H
#define LOOPC_PASS_H

#include <stdio.h>

#include "diag.h"
#include "ir.h"
#include "printer.h"

typedef struct IrPass {
  const char *name;    /* command-line name, e.g. "lower-onnx" */
  const char *summary;
  /* Returns false after reporting an error through diag. */
  bool (*run)(IrContext *ctx, IrOp *module, DiagEngine *diag);
} IrPass;

typedef struct IrPassManager {
  const IrPass **passes;
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
} IrPassManager;

void ir_pm_init(IrPassManager *pm);
void ir_pm_free(IrPassManager *pm);
void ir_pm_add(IrPassManager *pm, const IrPass *pass);
/* Runs every pass in order; stops at the first failure. */
bool ir_pm_run(IrPassManager *pm, IrContext *ctx, IrOp *module, DiagEngine *diag);

#endif
