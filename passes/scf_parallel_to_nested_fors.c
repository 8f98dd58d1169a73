/* scf_parallel_to_nested_fors.c: the pass scf-parallel-for-to-nested-fors,
 * after MLIR's (SCF/Transforms/ParallelForToNestedFors.cpp): each
 * scf.parallel without results becomes a nest of scf.for ops over the same
 * bounds, outermost dimension first, that takes over its body. One with
 * results (reductions) stays as it is, without a diagnostic: MLIR's
 * pattern reports a match failure there and its walk goes on, so mlir-opt 22
 * prints the loop unchanged and succeeds (MLIR's parallel-to-nested-fors.mlir,
 * @two_iters_with_reduce, checks that the scf.parallel is still there).
 *
 * Contract: takes and leaves verified IR; inner loops first (as MLIR's
 * post-order walk); linear in the ops. */
#include <stdlib.h>

#include "passes.h"

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  LoopsOfKind l;
  loops_of_kind(&l, module, OP_PARALLEL);
  for (size_t i = l.ops.len; i-- > 0;) {
    IrOp *op = l.ops.data[i];
    if (op->nresults > 0)
      continue;
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
  return true;
}

const IrPass scf_parallel_to_nested_fors_pass = {
    "scf-parallel-for-to-nested-fors",
    "Convert SCF parallel for loops to nested SCF for loops",
    run,
    NULL,
    0,
};
