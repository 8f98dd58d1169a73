/* fma_contract.c: fuses `arith.addf(arith.mulf(a, b), c)` into
 * `math.fma(a, b, c)` where both ops allow contraction.
 *
 * Fires when the addf and the mulf both carry fastmath<contract> (or fast),
 * the product is one of the sum's operands (the left one first), has no
 * other use and is computed in the same block (so that a product hoisted out
 * of a loop is not moved back into it). The fma keeps the addf's flags, so
 * it still says contract: the C backend then emits one fused operation where
 * the target has a fast one and a multiply and an add otherwise, which is
 * what the flag allows (it is a permission, as in MLIR and LLVM).
 *
 * Contract: takes and leaves verified IR; erases the fused mulf. Linear: one
 * walk over the ops. */
#include "passes.h"

/* The operand (0 or 1) of add that is a product it may fuse with, or -1. */
static int fusable_operand(const IrOp *add) {
  if (!ir_op_has_fastmath(add, "contract"))
    return -1;
  for (int i = 0; i < 2; i++) {
    IrValue *v = ir_op_operand(add, i);
    IrOp *m = v->def_op;
    if (m && ir_op_is(m, OP_MULF) && ir_op_has_fastmath(m, "contract") && m->parent == add->parent &&
        v->uses && !v->uses->next)
      return i;
  }
  return -1;
}

typedef struct Fuse {
  IrContext *ctx;
} Fuse;

static void visit(IrOp *op, void *data) {
  Fuse *f = data;
  int i;
  if (!ir_op_is(op, OP_ADDF) || (i = fusable_operand(op)) < 0)
    return;
  IrOp *mul = ir_op_operand(op, i)->def_op;
  IrValue *ops[3] = {ir_op_operand(mul, 0), ir_op_operand(mul, 1), ir_op_operand(op, 1 - i)};
  IrType *t = op->results[0].type;
  IrOp *fma = ir_op_create(f->ctx, OP_FMA, NULL, op->loc, 3, ops, 1, &t, 0);
  ir_op_set_attr(f->ctx, fma, "fastmath", ir_op_get_attr(op, "fastmath"));
  ir_block_insert_before(op->parent, op, fma);
  ir_value_replace_all_uses(&op->results[0], &fma->results[0]);
  fma->results[0].name = op->results[0].name;
  fma->results[0].name_group = op->results[0].name_group;
  ir_op_erase(op);
  ir_op_erase(mul);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  Fuse f = {ctx};
  /* Post-order: each addf is visited after everything nested before it;
   * erasing the visited addf (and its mulf, which comes earlier in the same
   * block and so was visited already) is what ir_walk_post allows. */
  ir_walk_post(module, visit, &f);
  return true;
}

const IrPass fma_contract_pass = {
    "fma-contract",
    "fuse arith.addf of an arith.mulf into math.fma where both allow contraction "
    "(fastmath<contract> or fast)",
    run,
    NULL,
    0,
};
