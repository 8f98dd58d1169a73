/* dce.c: dead code elimination: erases every op that is trivially dead
 * (ir_op_is_trivially_dead: results unused, and nothing in it or nested in
 * it but reads and allocations of its own results), including chains of
 * them and region ops (loop.for/if/parallel/while) whose bodies only read.
 *
 * Contract: takes and leaves verified IR; keeps terminators, loop.reduce,
 * calls, stores, deallocs and anything with unknown effects. Linear: one
 * post-order walk visiting each block's ops last to first, so a use is
 * always decided before the op that defines its operand; the effects of
 * nested regions are summed bottom-up on the way. Iterative (an explicit
 * stack), so any nesting depth is fine. */
#include <stdlib.h>

#include "passes.h"

typedef struct Frame {
  IrOp *op;       /* the op whose nested ops are being visited */
  int region;     /* region being visited */
  IrBlock *block; /* block being visited */
  IrOp *next;     /* next op to visit in it (walking backwards) */
  unsigned nested;/* effects of the nested ops kept so far */
} Frame;

/* Moves f to the next op to visit; false when its regions are done. */
static bool frame_advance(Frame *f) {
  while (!f->next) {
    if (f->block && f->block->prev) {
      f->block = f->block->prev;
    } else {
      if (--f->region < 0)
        return false;
      f->block = f->op->regions[f->region]->last;
      if (!f->block)
        continue;
    }
    f->next = f->block->last;
  }
  return true;
}

static Frame frame_for(IrOp *op) {
  Frame f = {op, op->nregions, NULL, NULL, 0};
  return f;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)ctx;
  (void)diag;
  size_t n = 0, cap = 16;
  Frame *stack = xmalloc(sizeof *stack * cap);
  stack[n++] = frame_for(module);
  while (n) {
    Frame *top = &stack[n - 1];
    if (frame_advance(top)) {
      IrOp *child = top->next;
      top->next = child->prev;
      if (n == cap)
        stack = xrealloc(stack, sizeof *stack * (cap *= 2));
      stack[n++] = frame_for(child);
      continue;
    }
    /* Every op nested in top->op has been decided: decide it. */
    IrOp *op = top->op;
    unsigned effects = ir_op_effects(op) | top->nested;
    n--;
    if (n && ir_op_is_dead_given_effects(op, effects))
      ir_op_erase(op);
    else if (n)
      stack[n - 1].nested |= effects;
  }
  free(stack);
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
