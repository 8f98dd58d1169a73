/* scf_for_to_while.c: the pass scf-for-to-while, after MLIR's
 * SCF/Transforms/ForToWhile.cpp: each scf.for becomes an scf.while that
 * carries the induction variable first, then the iter_args. The before
 * region compares the induction variable with the upper bound (`cmpi slt`,
 * `ult` for an unsigned loop) and passes every value on; the after region
 * steps the induction variable (`addi %iv, %step`, first) and holds the
 * loop's body, its scf.yield given the stepped value first. The loop's
 * attributes go to the while (unsignedCmp too, as MLIR's builder copies
 * them all); its results are the while's after the first.
 *
 * MLIR runs the pattern through applyPatternsGreedily on each function, so
 * the output is also folded, rid of dead ops and its constants hoisted and
 * merged: canonicalize's driver does that here (canon_apply_patterns).
 *
 * Contract: takes and leaves verified IR; each loop is rewritten once, in
 * time linear in its body's ops. */
#include <stdlib.h>

#include "canonicalize.h"
#include "passes.h"

static bool for_to_while(Canon *c, IrOp *op) {
  if (!ir_op_is(op, OP_FOR))
    return false;
  IrContext *ctx = canon_ctx(c);
  int n = op->nopnds - 2; /* the induction variable, then the iter_args */
  IrValue **inits = CANON_NEW(IrValue *, n);
  IrType **types = CANON_NEW(IrType *, n);
  inits[0] = ir_for_lb(op);
  for (int i = 1; i < n; i++)
    inits[i] = ir_for_inits(op, i - 1);
  for (int i = 0; i < n; i++)
    types[i] = inits[i]->type;
  IrOp *w = canon_create(c, op, OP_WHILE, n, inits, n, types, 2);
  for (int i = 0; i < op->nattrs; i++)
    ir_op_set_attr_ex(ctx, w, op->attrs[i].name, op->attrs[i].value, false);
  IrBlock *body = ir_op_region(op, 0)->first;
  IrBlock *before = ir_block_create(ctx), *after = ir_block_create(ctx);
  ir_region_append_block(ir_op_region(w, 0), before);
  ir_region_append_block(ir_op_region(w, 1), after);
  for (int i = 0; i < n; i++) {
    ir_block_add_arg(ctx, before, types[i], ir_value_loc(ctx, body->args[i]));
    ir_block_add_arg(ctx, after, types[i], ir_value_loc(ctx, body->args[i]));
  }

  IrBuilder b = {ctx, before, NULL, op->loc};
  IrValue **vals = CANON_NEW(IrValue *, n + 1);
  vals[0] = ir_build_cmp(&b, OP_CMPI, ir_op_get_attr(op, "unsignedCmp") ? "ult" : "slt",
                         before->args[0], ir_for_ub(op));
  for (int i = 0; i < n; i++)
    vals[i + 1] = before->args[i];
  canon_create_at_end(c, before, op->loc, OP_CONDITION, n + 1, vals, 0, NULL, 0);

  IrValue *add_ops[2] = {after->args[0], ir_for_step(op)};
  vals[0] = &canon_create_at_end(c, after, op->loc, OP_ADDI, 2, add_ops, 1, types, 0)->results[0];
  IrOp *term = body->last;
  for (int i = 1; i < n; i++)
    vals[i] = ir_op_operand(term, i - 1);
  IrOp *yield = canon_create_at_end(c, after, term->loc, OP_YIELD, n, vals, 0, NULL, 0);
  free(vals);
  /* The body's ops (not its scf.yield) before the new yield, on the after
   * block's arguments. */
  canon_inline_block(c, body, yield, after->args);

  IrValue **res = CANON_NEW(IrValue *, op->nresults);
  for (int i = 0; i < op->nresults; i++)
    res[i] = &w->results[i + 1];
  canon_replace_op(c, op, res);
  free(res);
  free(inits);
  free(types);
  return true;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  canon_apply_patterns(ctx, module, for_to_while);
  return true;
}

const IrPass scf_for_to_while_pass = {
    "scf-for-to-while", "Convert SCF for loops to SCF while loops", run, NULL, 0,
};
