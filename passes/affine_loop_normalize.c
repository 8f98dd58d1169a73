/* affine_loop_normalize.c: MLIR's affine-loop-normalize: every affine.for
 * and affine.parallel made to run from 0 with step 1, on the affine ops
 * themselves (before lower-affine), as mlir-opt 22 makes them
 * (normalizeAffineFor, normalizeAffineParallel in Affine/Utils/Utils.cpp).
 *
 *   affine.for %i = lb(ops) to ub(ops') step s { ...%i... }
 *
 * becomes
 *
 *   affine.for %n = 0 to (ub - lb) ceildiv s {
 *     %i = affine.apply (lb + %n * s) ... %i ... }
 *
 * the difference of the bound maps taken as AffineValueMap::difference
 * takes it (the operands' affine.apply ops composed in, the map
 * canonicalized with its operands and simplified: canon_affine_compose_map),
 * each upper bound of a `min` minus the one lower bound. A loop with a `max`
 * lower bound of several results is left as it is (MLIR's too), and so is an
 * affine.parallel with a min / max bound; an affine.parallel's induction
 * variables get the uncomposed `lb + %n * s`, as MLIR's do. The walk is
 * post-order, so an outer loop's new affine.apply replaces its induction
 * variable in the inner loops' bounds too.
 *
 * promote-single-iter (MLIR's option, false by default): an affine.for that
 * runs exactly once (promoteIfSingleIteration: its trip count from the same
 * difference) is replaced by its body, the induction variable by its lower
 * bound (an arith.constant at the top of the function when constant, the
 * lower bound's operand when the map is (d0) -> (d0), else an
 * affine.apply), the iter_args by the inits and the results by what the
 * body yields.
 *
 * Legality: none is needed (the same iterations run in the same order).
 * Contract: takes and leaves verified IR; linear in the ops, each loop's
 * work bounded by its bound maps. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/walk.h"
#include "affine_utils.h"
#include "passes.h"

typedef struct NormalizeOptions {
  bool promote_single_iter;
} NormalizeOptions;

typedef struct Normalize {
  IrContext *ctx;
  const NormalizeOptions *o;
} Normalize;

/* An affine.apply of map over ops at the start of body that takes the place
 * of iv everywhere but in itself. */
static void replace_iv(IrContext *ctx, IrBlock *body, IrOp **after, IrValue *iv, IrAttr *map,
                       IrValue **ops) {
  IrBuilder b = {ctx, body, *after ? (*after)->next : body->first, body->parent->parent->loc};
  int n = affine_map_inputs(map);
  IrOp *apply = ir_build(&b, (IrOpKind)OP_AFFINE_APPLY, n, ops, 1, &ctx->index_ty, 0);
  ir_op_set_attr_ex(ctx, apply, "map", map, true);
  ir_value_replace_all_uses(iv, &apply->results[0]);
  ir_op_set_operands(ctx, apply, n, ops); /* its own operands back to iv */
  *after = apply;
}

static void normalize_for(Normalize *N, IrOp *op) {
  IrContext *ctx = N->ctx;
  AffineForGroups g;
  if (!affine_for_groups(op, &g))
    return;
  if (N->o->promote_single_iter && affine_for_promote_single(ctx, op))
    return;
  IrAttr *lbm = affine_op_map(op, "lowerBoundMap");
  int64_t step = affine_for_step(op), c;
  if ((affine_map_single_const(lbm, &c) && c == 0 && step == 1) || lbm->u.affine.n != 1)
    return;
  AffineValueMap nub, iv_map;
  if (!affine_for_span(ctx, op, &nub))
    return;
  /* The old induction variable: lb - (%n * -step), as MLIR writes it. */
  const IrAffineExpr *d0 = ir_affine_dim(ctx, 0);
  const IrAffineExpr *scaled =
      ir_affine_mul(ctx, ir_affine_neg(ctx, d0), ir_affine_const(ctx, step));
  IrBlock *body = op->regions[0]->first;
  AffineValueMap scale = {ir_attr_affine_map(ctx, 1, 0, 1, &scaled), &body->args[0]};
  AffineValueMap lb = affine_value_map_of(lbm, op, g.lb_first);
  bool ok = affine_value_map_difference(ctx, &lb, &scale, &iv_map);
  free(lb.ops);
  if (!ok) {
    free(nub.ops);
    return;
  }
  int n = nub.map->u.affine.n, nin = affine_map_inputs(nub.map);
  const IrAffineExpr **exprs = xcalloc((size_t)n + 1, sizeof *exprs);
  for (int i = 0; i < n; i++)
    exprs[i] = ir_affine_ceildiv(ctx, nub.map->u.affine.exprs[i], ir_affine_const(ctx, step));
  IrAttr *ubm = ir_attr_affine_map(ctx, nub.map->u.affine.ndims, nub.map->u.affine.nsyms, n, exprs);
  const IrAffineExpr *zero = ir_affine_const(ctx, 0);
  IrAttr *zero_map = ir_attr_affine_map(ctx, 0, 0, 1, &zero);
  IrValue **ops = xcalloc((size_t)(nin + g.ninits) + 1, sizeof *ops);
  memcpy(ops, nub.ops, sizeof *ops * (size_t)nin);
  for (int i = 0; i < g.ninits; i++)
    ops[nin + i] = op->opnds[g.init_first + i].value;
  int64_t seg[3] = {0, nin, g.ninits};
  IrAttr *old_step = ir_op_get_attr(op, "step");
  ir_op_set_operands(ctx, op, nin + g.ninits, ops);
  ir_op_set_attr_ex(ctx, op, "lowerBoundMap", zero_map, true);
  ir_op_set_attr_ex(ctx, op, "upperBoundMap", ubm, true);
  ir_op_set_attr_ex(ctx, op, "operandSegmentSizes", ir_attr_dense_array(ctx, ctx->i32_ty, 3, seg),
                    true);
  ir_op_set_attr_ex(ctx, op, "step", ir_attr_int(ctx, old_step ? old_step->type : ctx->index_ty, 1),
                    true);
  IrOp *after = NULL;
  replace_iv(ctx, body, &after, body->args[0], iv_map.map, iv_map.ops);
  free(ops);
  free(exprs);
  free(nub.ops);
  free(iv_map.ops);
}

static void normalize_parallel(Normalize *N, IrOp *op) {
  IrContext *ctx = N->ctx;
  IrAttr *lbm = affine_op_map(op, "lowerBoundsMap"), *ubm = affine_op_map(op, "upperBoundsMap");
  IrAttr *steps = ir_op_get_attr(op, "steps");
  IrBlock *body = op->regions[0]->first;
  int n = body->nargs;
  /* hasMinMaxBounds */
  if (!lbm || !ubm || !steps || lbm->u.affine.n != n || ubm->u.affine.n != n ||
      steps->u.array.n != n || affine_map_inputs(lbm) + affine_map_inputs(ubm) != op->nopnds)
    return;
  bool normal = true;
  for (int i = 0; i < n; i++)
    normal = normal && steps->u.array.elts[i]->u.i == 1 &&
             ir_affine_is_const(lbm->u.affine.exprs[i], 0);
  if (normal)
    return;
  AffineValueMap lb = affine_value_map_of(lbm, op, 0), ranges;
  AffineValueMap ub = affine_value_map_of(ubm, op, affine_map_inputs(lbm));
  if (!affine_value_map_difference(ctx, &ub, &lb, &ranges)) {
    free(lb.ops);
    free(ub.ops);
    return;
  }
  int nd = lbm->u.affine.ndims, ns = lbm->u.affine.nsyms;
  const IrAffineExpr **lbs = xcalloc((size_t)n + 1, sizeof *lbs);
  const IrAffineExpr **ubs = xcalloc((size_t)n + 1, sizeof *ubs);
  IrAttr **ones = xcalloc((size_t)n + 1, sizeof *ones);
  IrValue **aops = xcalloc((size_t)(nd + 1 + ns) + 1, sizeof *aops);
  IrOp *after = NULL;
  for (int i = 0; i < n; i++) {
    int64_t step = steps->u.array.elts[i]->u.i;
    lbs[i] = ir_affine_const(ctx, 0);
    ubs[i] = ir_affine_ceildiv(ctx, ranges.map->u.affine.exprs[i], ir_affine_const(ctx, step));
    ones[i] = ir_attr_int(ctx, steps->u.array.elts[i]->type, 1);
    /* The old induction variable: lb + %n * step over the lower bound's
     * dims, %n, then its symbols. */
    const IrAffineExpr *e = ir_affine_add(
        ctx, lbm->u.affine.exprs[i],
        ir_affine_mul(ctx, ir_affine_dim(ctx, (unsigned)nd), ir_affine_const(ctx, step)));
    IrAttr *map = ir_attr_affine_map(ctx, nd + 1, ns, 1, &e);
    memcpy(aops, lb.ops, sizeof *aops * (size_t)nd);
    aops[nd] = body->args[i];
    memcpy(aops + nd + 1, lb.ops + nd, sizeof *aops * (size_t)ns);
    replace_iv(ctx, body, &after, body->args[i], map, aops);
  }
  ir_op_set_attr_ex(ctx, op, "steps", ir_attr_array(ctx, n, ones), true);
  ir_op_set_attr_ex(ctx, op, "lowerBoundsMap", ir_attr_affine_map(ctx, 0, 0, n, lbs), true);
  ir_op_set_attr_ex(ctx, op, "upperBoundsMap",
                    ir_attr_affine_map(ctx, ranges.map->u.affine.ndims, ranges.map->u.affine.nsyms,
                                       n, ubs),
                    true);
  ir_op_set_operands(ctx, op, affine_map_inputs(ranges.map), ranges.ops);
  free(lbs);
  free(ubs);
  free(ones);
  free(aops);
  free(lb.ops);
  free(ub.ops);
  free(ranges.ops);
}

static void visit(IrOp *op, void *data) {
  if (ir_op_is(op, OP_AFFINE_FOR))
    normalize_for(data, op);
  else if (ir_op_is(op, OP_AFFINE_PARALLEL))
    normalize_parallel(data, op);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  Normalize N = {ctx, options};
  ir_walk_post(module, visit, &N);
  return true;
}

static const IrPassOption options[] = {
    {"promote-single-iter", IR_PASS_OPT_BOOL, offsetof(NormalizeOptions, promote_single_iter),
     "false", NULL, "Promote single iteration loops"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass affine_loop_normalize_pass = {
    "affine-loop-normalize",
    "Apply normalization transformations to affine loop-like ops (lower bounds 0, steps 1)",
    run, options, sizeof(NormalizeOptions)};
