/* dce.c: dead code elimination: erases every op that is trivially dead
 * (ir_op_is_dead_given_effects: results unused, and nothing in it or nested in
 * it but reads and allocations of its own results), including chains of
 * them and region ops (loop.for/if/parallel/while) whose bodies only read.
 *
 * Contract: takes and leaves verified IR; keeps terminators, loop.reduce,
 * calls, stores, deallocs and anything with unknown effects. Linear: one
 * post-order walk visiting each block's ops last to first, so a use is
 * always decided before the op that defines its operand; the effects of
 * nested regions are summed bottom-up on the way, in each op's walk slot. */
#include "passes.h"

/* Decides op, whose nested ops are decided and whose slot holds the effects
 * of those that stay; the effects of op, if it stays, join its parent's. */
static IrWalkResult leave(IrWalker *w, IrOp *op) {
  int d = ir_walker_depth(w);
  unsigned effects = ir_op_effects(op) | *(unsigned *)ir_walker_slot(w, d);
  if (d == 0)
    return IR_WALK_ADVANCE;
  if (ir_op_is_dead_given_effects(op, effects))
    ir_op_erase(op);
  else
    *(unsigned *)ir_walker_slot(w, d - 1) |= effects;
  return IR_WALK_ADVANCE;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)ctx;
  (void)diag;
  IrWalker w = {.leave_op = leave, .slot_size = sizeof(unsigned), .reverse = true};
  ir_walker_run(&w, module);
  return true;
}

const IrPass dce_pass = {
    "dce",
    "erase ops whose results are unused and that have no effect but reads "
    "and allocations of their own results (loops with such bodies too)",
    run,
    NULL,
    0,
};
