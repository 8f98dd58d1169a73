/* pass.c: the pass manager: runs passes in order, verifying and optionally
 * printing the IR after each one. */
#include "pass.h"

#include <stdlib.h>
#include <string.h>

#include "verify.h"

void ir_pm_init(IrPassManager *pm) {
  memset(pm, 0, sizeof *pm);
  pm->verify_each = true;
  pm->print_out = stderr;
}

void ir_pm_free(IrPassManager *pm) {
  free(pm->passes);
  pm->passes = NULL;
  pm->npasses = pm->cap = 0;
}

void ir_pm_add(IrPassManager *pm, const IrPass *pass) {
  if (pm->npasses == pm->cap) {
    pm->cap = pm->cap ? pm->cap * 2 : 8;
    pm->passes = xrealloc(pm->passes, sizeof(*pm->passes) * (size_t)pm->cap);
  }
  pm->passes[pm->npasses++] = pass;
}

bool ir_pm_run(IrPassManager *pm, IrContext *ctx, IrOp *module, DiagEngine *diag) {
  int errors_before = diag->nerrors; /* the caller's earlier errors are not ours */
  pm->nran = 0;
  for (int i = 0; i < pm->npasses; i++) {
    const IrPass *p = pm->passes[i];
    if (!p->run(ctx, module, diag) || diag->nerrors > errors_before)
      return false;
    if (pm->print_after_all) {
      fprintf(pm->print_out, "// -----// IR Dump After %s //----- //\n", p->name);
      ir_print_op(ctx, pm->print_out, module, &pm->print_opts);
      fputc('\n', pm->print_out);
    }
    if (pm->verify_each && !ir_verify(ctx, module, diag)) {
      diag_error(diag, module->loc, "IR is invalid after pass '%s'", p->name);
      return false;
    }
    pm->nran++;
    if (pm->after_pass)
      pm->after_pass(p, ctx, module, pm->after_pass_data);
  }
  return true;
}
