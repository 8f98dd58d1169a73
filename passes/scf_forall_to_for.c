/* scf_forall_to_for.c: the pass scf-forall-to-for, after MLIR's
 * (SCF/Transforms/ForallToFor.cpp): each scf.forall becomes a nest of
 * scf.for ops, outermost dimension first, that takes over its body; its
 * static bounds and steps become constants before it (every lower bound,
 * then every upper bound, then every step, one constant each, as
 * getLowerBound & co. make them). Its `mapping` goes, as in MLIR.
 *
 * Contract: takes and leaves verified IR; inner loops first (as MLIR's
 * post-order walk); linear in the ops. */
#include <stdlib.h>

#include "../ir/forall.h"
#include "passes.h"

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  LoopsOfKind l;
  loops_of_kind(&l, module, OP_FORALL);
  for (size_t i = l.ops.len; i-- > 0;) {
    IrOp *op = l.ops.data[i];
    if (op->nresults > 0)
      continue; /* shared_outs are tensors, which loopc's forall never has */
    int n = ir_forall_rank(op);
    IrValue **v = forall_bound_values(ctx, op);
    loops_nest_take_body(ctx, op, n, v, v + n, v + 2 * n, ir_op_region(op, 0)->first);
    free(v);
    ir_op_erase(op);
  }
  loops_of_kind_free(&l);
  return true;
}

const IrPass scf_forall_to_for_pass = {
    "scf-forall-to-for",
    "Convert SCF forall loops to SCF for loops",
    run,
    NULL,
    0,
};
