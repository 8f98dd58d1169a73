/* canon_forall.c: the canonicalize pass's patterns for scf.forall, after
 * MLIR 22's SCF.cpp: ForallOpControlOperandsFolder (constant operands
 * become static entries), ForallOpSingleOrZeroIterationDimsFolder (a
 * dimension of no trip erases the loop, dimensions of one trip go, a loop
 * of one trip is inlined; not when the loop is mapped to a device) and
 * ForallOpReplaceConstantInductionVar (the induction variable of a
 * one-trip dimension is its lower bound, mapped or not). The patterns on
 * outputs (shared_outs) have nothing to do: loopc has none.
 *
 * Trip counts are MLIR 22's constantTripCount (signed): one value or one
 * static entry as both bounds is zero trips, and so is a constant step
 * that is not positive (zero included); constant bounds give the count,
 * ub - lb wrapping to a negative number being zero trips. */
#include <stdlib.h>

#include "../ir/forall.h"
#include "canonicalize.h"

/* The constant an entry holds (static, or an arith.constant operand). */
static bool entry_const(const IrValue *v, int64_t stat, int64_t *c) {
  if (!v) {
    *c = stat;
    return true;
  }
  return ir_value_const_int(v, c);
}

/* Dimension d's trip count: 0, 1, 2 for "two or more", -1 unknown. */
static int forall_trips(const IrOp *op, int d) {
  IrValue *lbv, *ubv, *stv;
  int64_t lbs, ubs, sts, lb, ub, st;
  if (!ir_forall_entry(op, IR_FORALL_LBS, d, &lbv, &lbs) ||
      !ir_forall_entry(op, IR_FORALL_UBS, d, &ubv, &ubs) ||
      !ir_forall_entry(op, IR_FORALL_STEPS, d, &stv, &sts))
    return -1;
  if (lbv == ubv && (lbv || lbs == ubs))
    return 0;
  bool known_step = entry_const(stv, sts, &st);
  if (known_step && st <= 0)
    return 0; /* MLIR 22 counts a zero step as zero trips too */
  if (!entry_const(lbv, lbs, &lb) || !entry_const(ubv, ubs, &ub))
    return -1;
  if (ub <= lb)
    return 0;
  /* ub - lb as a signed 64-bit number, as MLIR computes it: negative
   * (wrapped) is zero trips */
  int64_t diff = (int64_t)((uint64_t)ub - (uint64_t)lb);
  if (diff < 0)
    return 0;
  if (!known_step)
    return -1;
  return diff <= st ? 1 : 2;
}

/* Entry d of a list as a value: its operand, or a new constant before op
 * (MLIR's getValueOrCreateConstantIndexOp). */
static IrValue *entry_value(Canon *c, IrOp *op, IrForallListKind which, int d) {
  IrValue *v;
  int64_t s;
  ir_forall_entry(op, which, d, &v, &s);
  return v ? v : canon_const_int(c, op, canon_ctx(c)->index_ty, s);
}

/* Sets op's lists to the dims keep[0..n) of the old ones, constant
 * operands made static when fold_consts: the static arrays and the
 * operands in order. */
static void set_lists(Canon *c, IrOp *op, const int *keep, int n, bool fold_consts) {
  IrContext *ctx = canon_ctx(c);
  IrValue **ops = CANON_NEW(IrValue *, 3 * n);
  int64_t *vals = CANON_NEW(int64_t, n);
  int nops = 0;
  IrAttr *attrs[3];
  for (int k = 0; k < 3; k++) {
    for (int j = 0; j < n; j++) {
      IrValue *v;
      int64_t s, cst;
      ir_forall_entry(op, (IrForallListKind)k, keep[j], &v, &s);
      if (v && fold_consts && ir_value_const_int(v, &cst)) {
        v = NULL;
        s = cst;
      }
      vals[j] = v ? TY_DYN : s;
      if (v)
        ops[nops++] = v;
    }
    attrs[k] = ir_attr_dense_array(ctx, ctx->i64_ty, n, vals);
  }
  for (int k = 0; k < 3; k++)
    ir_op_set_attr_ex(ctx, op, ir_forall_list_attr((IrForallListKind)k), attrs[k], true);
  canon_set_operands(c, op, nops, ops);
  canon_modified(c, op);
  free(ops);
  free(vals);
}

/* ForallOpControlOperandsFolder. */
static bool fold_control_operands(Canon *c, IrOp *op) {
  int64_t cst;
  bool any = false;
  for (int i = 0; i < op->nopnds && !any; i++)
    any = ir_value_const_int(op->opnds[i].value, &cst);
  if (!any)
    return false;
  int n = ir_forall_rank(op);
  int *all = CANON_NEW(int, n);
  for (int d = 0; d < n; d++)
    all[d] = d;
  set_lists(c, op, all, n, true);
  free(all);
  return true;
}

/* ForallOpSingleOrZeroIterationDimsFolder. */
static bool fold_dims(Canon *c, IrOp *op) {
  IrAttr *mapping = ir_op_get_attr(op, "mapping");
  if (mapping && mapping->kind == ATTR_ARRAY && mapping->u.array.n)
    return false;
  int n = ir_forall_rank(op), nkeep = 0;
  int *trips = CANON_NEW(int, n), *keep = CANON_NEW(int, n);
  for (int d = 0; d < n; d++) {
    trips[d] = forall_trips(op, d);
    if (trips[d] == 0) {
      canon_erase(c, op);
      free(trips);
      free(keep);
      return true;
    }
    if (trips[d] != 1)
      keep[nkeep++] = d;
  }
  bool changed = nkeep < n;
  IrBlock *body = op->regions[0]->first;
  if (!changed) {
    /* a loop of rank 0 runs once too */
  } else if (nkeep == 0) {
    IrValue **lbs = CANON_NEW(IrValue *, n);
    for (int d = 0; d < n; d++)
      lbs[d] = entry_value(c, op, IR_FORALL_LBS, d);
    canon_inline_block(c, body, op, lbs);
    canon_erase(c, op);
    free(lbs);
  } else {
    /* constants in dimension order, as MLIR makes them; arguments erased
     * from the last, so that the indices of the others hold */
    for (int d = 0; d < n; d++)
      if (trips[d] == 1)
        canon_replace_value(c, body->args[d], entry_value(c, op, IR_FORALL_LBS, d));
    for (int d = n - 1; d >= 0; d--)
      if (trips[d] == 1)
        ir_block_erase_arg(body, d);
    set_lists(c, op, keep, nkeep, false);
  }
  if (n == 0) {
    canon_inline_block(c, body, op, NULL);
    canon_erase(c, op);
    changed = true;
  }
  free(trips);
  free(keep);
  return changed;
}

/* ForallOpReplaceConstantInductionVar. */
static bool fold_constant_ivs(Canon *c, IrOp *op) {
  IrBlock *body = op->regions[0]->first;
  bool changed = false;
  for (int d = 0; d < body->nargs; d++)
    if (ir_value_has_uses(body->args[d]) && forall_trips(op, d) == 1) {
      canon_replace_value(c, body->args[d], entry_value(c, op, IR_FORALL_LBS, d));
      changed = true;
    }
  return changed;
}

bool canon_forall_patterns(Canon *c, IrOp *op) {
  if (op->nresults || !op->regions[0]->first)
    return false;
  return fold_control_operands(c, op) || fold_dims(c, op) || fold_constant_ivs(c, op);
}
