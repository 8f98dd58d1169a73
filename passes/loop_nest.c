/* loop_nest.c: what scf-forall-to-for and scf-parallel-for-to-nested-fors
 * share (MLIR's scf::buildLoopNest, then inlineBlockBefore): a nest of
 * loop.for ops that takes over a multi-dimensional loop's body. */
#include "passes.h"

IrOp *loops_nest_take_body(IrContext *ctx, IrOp *before, int n, IrValue *const *lbs,
                           IrValue *const *ubs, IrValue *const *steps, IrBlock *body) {
  IrBuilder b = {ctx, before->parent, before, before->loc};
  IrOp *outer = NULL;
  for (int d = 0; d < n; d++) {
    IrOp *f = ir_build_for(&b, lbs[d], ubs[d], steps[d], 0, NULL);
    outer = outer ? outer : f;
    IrBlock *fb = ir_op_region(f, 0)->first;
    ir_builder_set_end(&b, fb);
    ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
    ir_value_replace_all_uses(body->args[d], fb->args[0]);
  }
  IrOp *term = ir_block_terminator(body);
  while (body->first && body->first != term)
    ir_op_move_before(body->first, b.before);
  return outer;
}
