/* scf_for_loop_canonicalization.c: MLIR's scf-for-loop-canonicalization
 * (SCF/Transforms/LoopCanonicalization.cpp through applyPatternsGreedily:
 * canonicalize's driver with these patterns, so the output is folded, rid
 * of dead ops, its constants hoisted and merged):
 *
 *  - an affine.min / affine.max whose operands include induction variables
 *    of scf.for / scf.parallel loops of constant step is replaced by the one
 *    result that is the least (greatest) of them over the loops' ranges
 *    (canonicalizeMinMaxOpInLoop), as an affine.apply: each induction
 *    variable lies in [lb, lb + step * ((ub - lb - 1) floordiv step)] (just
 *    lb when lb + step >= ub), the other operands are free;
 *  - a memref.dim of an scf.for iter_arg, or of a loop result, whose loop
 *    yields that iter_arg back (itself, or through nested loops that do)
 *    takes the init instead (DimOfIterArgFolder, DimOfLoopResultFolder).
 *
 * Where it differs from MLIR: the ranges are used where the loops' bounds
 * are constants (a linear difference over a box takes its least value at a
 * corner, which is evaluated); MLIR's FlatAffineValueConstraints also
 * reason over a symbolic bound, so an affine.min over a loop of dynamic
 * bounds that mlir-opt 22 simplifies is left here. Results that are not
 * linear (floordiv, mod, semi-affine) are never chosen, as in MLIR.
 *
 * Contract: takes and leaves verified IR; each affine.min / max costs its
 * results squared times 2^(induction variables it uses, at most 12). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/affine_expr.h"
#include "affine_utils.h"
#include "canonicalize.h"
#include "passes.h"

enum { MAX_IVS = 12 };

/* The range of an induction variable, when its loop's bounds and step are
 * constants; false otherwise. */
static bool iv_range(const IrValue *v, int64_t *lo, int64_t *hi) {
  if (v->def_op || !v->owner_block || !v->owner_block->parent)
    return false;
  IrOp *loop = v->owner_block->parent->parent;
  IrValue *lb, *ub, *step;
  if (ir_op_is(loop, OP_FOR) && v == v->owner_block->args[0]) {
    lb = ir_for_lb(loop);
    ub = ir_for_ub(loop);
    step = ir_for_step(loop);
    if (ir_op_get_attr(loop, "unsignedCmp"))
      return false;
  } else if (ir_op_is(loop, OP_PARALLEL) && v->index < ir_parallel_num_ivs(loop)) {
    lb = ir_parallel_lbs(loop, v->index);
    ub = ir_parallel_ubs(loop, v->index);
    step = ir_parallel_steps(loop, v->index);
  } else {
    return false;
  }
  int64_t l, u, s;
  if (!ir_value_const_int(lb, &l) || !ir_value_const_int(ub, &u) || !ir_value_const_int(step, &s) ||
      s <= 0)
    return false;
  *lo = l;
  if (l >= u)
    *hi = l - 1; /* no iteration: left alone, as mlir-opt 22 leaves it */
  else if ((__int128)l + s >= u)
    *hi = l; /* at most one iteration */
  else {
    __int128 d = (__int128)u - l - 1;
    __int128 q = d >= 0 ? d / s : -((-d + s - 1) / s);
    *hi = (int64_t)(l + s * q);
  }
  return true;
}

static bool min_max(Canon *c, IrOp *op) {
  IrContext *ctx = canon_ctx(c);
  bool is_min = ir_op_is(op, OP_AFFINE_MIN);
  IrAttr *map = affine_op_map(op, "map");
  int first = affine_op_map_operands_begin(op), nin = affine_map_inputs(map);
  IrValue **ops = CANON_NEW(IrValue *, nin);
  for (int i = 0; i < nin; i++)
    ops[i] = op->opnds[first + i].value;
  bool any_iv = false;
  for (int i = 0; i < nin && !any_iv; i++) {
    int64_t lo, hi;
    any_iv = iv_range(ops[i], &lo, &hi);
  }
  if (!any_iv || !canon_affine_compose_map(ctx, &map, &ops)) {
    free(ops);
    return false;
  }
  int nd = map->u.affine.ndims, ns = map->u.affine.nsyms, n = map->u.affine.n;
  nin = nd + ns;
  /* The induction variables among the operands, and their ranges. */
  int ivpos[MAX_IVS], niv = 0;
  int64_t lo[MAX_IVS], hi[MAX_IVS];
  bool ok = true;
  for (int i = 0; i < nin && ok; i++) {
    int64_t l, h;
    if (!iv_range(ops[i], &l, &h))
      continue;
    if (h < l || niv == MAX_IVS)
      ok = false; /* an empty loop: MLIR's constraints are empty too */
    else {
      ivpos[niv] = i;
      lo[niv] = l;
      hi[niv] = h;
      niv++;
    }
  }
  int64_t *coef = CANON_NEW(int64_t, (size_t)n * (size_t)(nin + 1));
  for (int r = 0; r < n && ok; r++)
    ok = ir_affine_flat_coefs(ctx, map->u.affine.exprs[r], nd, ns, coef + (size_t)r * (size_t)(nin + 1));
  int pick = -1;
  for (int j = 0; j < n && ok && pick < 0; j++) {
    bool all = true;
    for (int k = 0; k < n && all; k++) {
      if (k == j)
        continue;
      /* d = e_k - e_j for a min (e_j - e_k for a max) >= 0 everywhere. */
      const int64_t *ck = coef + (size_t)k * (size_t)(nin + 1), *cj = coef + (size_t)j * (size_t)(nin + 1);
      int64_t d[64];
      if (nin + 1 > 64) {
        all = false;
        break;
      }
      for (int i = 0; i <= nin; i++)
        d[i] = is_min ? ck[i] - cj[i] : cj[i] - ck[i];
      for (int i = 0; i < nin && all; i++) {
        bool iv = false;
        for (int t = 0; t < niv; t++)
          iv = iv || ivpos[t] == i;
        all = iv || d[i] == 0; /* a free operand must cancel */
      }
      /* The least value is at a corner of the box. */
      __int128 least = d[nin];
      for (int t = 0; t < niv && all; t++) {
        __int128 a = (__int128)d[ivpos[t]] * lo[t], b = (__int128)d[ivpos[t]] * hi[t];
        least += a < b ? a : b;
      }
      all = all && least >= 0;
    }
    if (all)
      pick = j;
  }
  bool changed = false;
  if (pick >= 0) {
    IrAttr *m = ir_attr_affine_map(ctx, nd, ns, 1, &map->u.affine.exprs[pick]);
    canon_affine_compose_map(ctx, &m, &ops);
    IrValue *v = canon_create1(c, op, OP_AFFINE_APPLY, affine_map_inputs(m), ops, ctx->index_ty);
    ir_op_set_attr_ex(ctx, v->def_op, "map", m, true);
    canon_replace_op1(c, op, v);
    changed = true;
  }
  free(coef);
  free(ops);
  return changed;
}

/* isShapePreserving: the loop yields iter_arg `arg` back, itself or as the
 * result of a nested scf.for that yields its own back. */
static bool shape_preserving(IrOp *loop, int arg, int depth) {
  IrBlock *body = ir_op_region(loop, 0)->first;
  IrOp *term = ir_block_terminator(body);
  if (!term || arg >= term->nopnds || depth > 64)
    return false;
  IrValue *v = term->opnds[arg].value;
  while (v) {
    if (v == body->args[1 + arg])
      return true;
    IrOp *d = v->def_op;
    if (!d || !ir_op_is(d, OP_FOR) || !shape_preserving(d, v->index, depth + 1))
      return false;
    v = ir_for_inits(d, v->index);
  }
  return false;
}

static bool dim_of_loop(Canon *c, IrOp *op) {
  IrValue *src = op->opnds[0].value;
  if (src->def_op) {
    IrOp *loop = src->def_op;
    if (!ir_op_is(loop, OP_FOR) || !shape_preserving(loop, src->index, 0))
      return false;
    canon_set_operand(c, op, 0, ir_for_inits(loop, src->index));
    return true;
  }
  IrBlock *b = src->owner_block;
  IrOp *loop = b && b->parent ? b->parent->parent : NULL;
  if (!loop || !ir_op_is(loop, OP_FOR) || src->index < 1 ||
      !shape_preserving(loop, src->index - 1, 0))
    return false;
  canon_set_operand(c, op, 0, ir_for_inits(loop, src->index - 1));
  return true;
}

static bool pattern(Canon *c, IrOp *op) {
  if (ir_op_is(op, OP_AFFINE_MIN) || ir_op_is(op, OP_AFFINE_MAX))
    return min_max(c, op);
  if (ir_op_is(op, OP_DIM))
    return dim_of_loop(c, op);
  return false;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  canon_apply_patterns(ctx, module, pattern);
  return true;
}

const IrPass scf_for_loop_canonicalization_pass = {
    "scf-for-loop-canonicalization", "Canonicalize operations within scf.for loop bodies", run,
    NULL, 0,
};
