/* scf_parallel_to_nested_fors.c: the pass scf-parallel-for-to-nested-fors,
 * after MLIR's (SCF/Transforms/ParallelForToNestedFors.cpp): each
 * scf.parallel without results becomes a nest of scf.for ops over the same
 * bounds, outermost dimension first, that takes over its body. One with
 * results (reductions) is an error, in MLIR's words.
 *
 * Contract: takes and leaves verified IR; inner loops first (as MLIR's
 * post-order walk); linear in the ops. */
#include <stdlib.h>

#include "passes.h"

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  LoopsOfKind l;
  loops_of_kind(&l, module, OP_PARALLEL);
  bool ok = true;
  for (size_t i = l.ops.len; i-- > 0;) {
    IrOp *op = l.ops.data[i];
    if (op->nresults > 0) {
      diag_error(diag, op->loc,
                 "Currently ScfParallel to ScfFor conversion doesn't support ScfParallel with "
                 "results");
      ok = false;
      continue;
    }
    int n = ir_parallel_num_ivs(op);
    IrValue **lbs = xcalloc((size_t)(3 * n) + 1, sizeof *lbs);
    for (int d = 0; d < n; d++) {
      lbs[d] = ir_parallel_lbs(op, d);
      lbs[n + d] = ir_parallel_ubs(op, d);
      lbs[2 * n + d] = ir_parallel_steps(op, d);
    }
    loops_nest_take_body(ctx, op, n, lbs, lbs + n, lbs + 2 * n, ir_op_region(op, 0)->first);
    free(lbs);
    ir_op_erase(op);
  }
  loops_of_kind_free(&l);
  return ok;
}

const IrPass scf_parallel_to_nested_fors_pass = {
    "scf-parallel-for-to-nested-fors",
    "Convert SCF parallel for loops to nested SCF for loops",
    run,
    NULL,
    0,
};
