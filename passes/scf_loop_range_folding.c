/* scf_loop_range_folding.c: the pass scf-for-loop-range-folding, after
 * MLIR's SCF/Transforms/LoopRangeFolding.cpp: while an scf.for's induction
 * variable has one use, an arith.addi or arith.muli whose other operand is
 * defined outside the loop, that op moves into the loop's range: copies of
 * it on the lower and upper bound (and, for a product, on the step) are
 * made before the loop and become its bounds, and the op's result is the
 * induction variable. Inner loops first (MLIR's post-order walk), so that
 * an outer loop folds what its inner loops' bounds made of its variable.
 *
 * One departure, where MLIR is wrong: MLIR folds a product by any
 * loop-invariant factor, and a factor of zero or below makes the step zero
 * or negative (`i * -1` over [0, 4) becomes the empty range [0, -4) by -1:
 * the body that ran four times runs no more; tests/diff/
 * scf_loop_range_folding.mlir runs both). loopc folds a product only by a
 * constant above zero.
 *
 * Contract: takes and leaves verified IR; each fold erases an op, so the
 * pass is linear in the ops. */
#include <stdlib.h>

#include "passes.h"

/* Whether v is defined outside loop (MLIR's isDefinedOutsideOfLoop). */
static bool outside(const IrValue *v, const IrOp *loop) {
  const IrBlock *b = v->def_op ? v->def_op->parent : v->owner_block;
  for (const IrOp *p = b ? ir_block_parent_op(b) : NULL; p; p = ir_op_parent_op(p))
    if (p == loop)
      return false;
  return true;
}

/* A copy of op before loop, with iv replaced by v; its result. */
static IrValue *copy_on(IrContext *ctx, IrOp *op, IrOp *loop, IrValue *iv, IrValue *v) {
  HashMap map;
  hashmap_init(&map);
  hashmap_put(&map, (uint64_t)(uintptr_t)iv, v);
  IrOp *c = ir_op_clone(ctx, op, &map);
  hashmap_free(&map);
  ir_block_insert_before(loop->parent, loop, c);
  return &c->results[0];
}

static void fold_loop(IrContext *ctx, IrOp *loop) {
  IrValue *iv = ir_op_region(loop, 0)->first->args[0];
  for (;;) {
    if (!iv->uses || iv->uses->next)
      return;
    IrOp *user = iv->uses->owner;
    bool mul = ir_op_is(user, OP_MULI);
    if (!mul && !ir_op_is(user, OP_ADDI))
      return;
    IrValue *other = NULL;
    for (int i = 0; i < 2; i++) {
      IrValue *v = ir_op_operand(user, i);
      if (v == iv)
        continue;
      if (!outside(v, loop))
        return;
      other = v;
    }
    int64_t k;
    if (mul && !(ir_value_const_int(other, &k) && k > 0))
      return; /* a factor not known above zero: the range could turn over */
    IrValue *lb = copy_on(ctx, user, loop, iv, ir_for_lb(loop));
    IrValue *ub = copy_on(ctx, user, loop, iv, ir_for_ub(loop));
    ir_op_set_operand(loop, 0, lb);
    ir_op_set_operand(loop, 1, ub);
    if (mul)
      ir_op_set_operand(loop, 2, copy_on(ctx, user, loop, iv, ir_for_step(loop)));
    ir_value_replace_all_uses(&user->results[0], iv);
    ir_op_erase(user);
  }
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  Arena arena;
  arena_init(&arena);
  PtrVec loops = {0};
  ir_collect_kind(module, OP_FOR, true, &arena, &loops);
  for (size_t i = 0; i < loops.len; i++)
    fold_loop(ctx, loops.data[i]);
  arena_destroy(&arena);
  return true;
}

const IrPass scf_loop_range_folding_pass = {
    "scf-for-loop-range-folding", "Fold add/mul ops into loop range", run, NULL, 0,
};
