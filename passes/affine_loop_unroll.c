/* affine_loop_unroll.c: MLIR's affine-loop-unroll (LoopUnroll.cpp over
 * loopUnrollByFactor / loopUnrollFull / loopUnrollUpToFactor in
 * Affine/Utils/LoopUtils.cpp) on the affine ops themselves.
 *
 * Unrolling by a factor F: the step becomes F * step and the body is
 * followed by F - 1 copies of itself, copy i seeing the induction variable
 * as `affine.apply (d0) -> (d0 + i * step)` of it and the iter_args as what
 * the copy before it yields. When F may not divide the trip count (its
 * largest known divisor, getLargestDivisorOfTripCount), a cleanup loop, a
 * copy of the loop, runs the last iterations: both bounds meet at
 * `lb + (tc - tc mod F) * step` (getCleanupLoopLowerBound, composed and
 * canonicalized; the cleanup loop from max(that, lb) when the trip count is
 * not a known constant, below), the cleanup loop's inits are the main loop's results and
 * its results take their uses. A loop with a max lower bound or a min upper
 * bound is then left (its cleanup bound is not affine). A loop that ends up
 * running once is replaced by its body (promoteIfSingleIteration). Full
 * unrolling unrolls by the constant trip count.
 *
 * The pass (options as mlir-opt 22's): with `unroll-factor=-1`,
 * `unroll-full-threshold=N` fully unrolls every loop (innermost first) whose
 * constant trip count is at most N (without -1, mlir-opt 22 ignores the
 * threshold, and so does loopc); otherwise the innermost loops (no affine.for inside) are unrolled by
 * `unroll-factor` (4; -1: fully), `unroll-num-reps` times, up to the trip
 * count with `unroll-up-to-factor`, and with `cleanup-unroll` a loop that
 * would need a cleanup loop (or runs fewer times than the factor) is
 * unrolled fully instead. Where MLIR's cleanup loop takes the main loop's
 * results for every operand equal to an init (a bound operand too), loopc
 * replaces only the inits. Where the body yields an iter_arg or the
 * induction variable, each copy yields its own value of it (MLIR keeps the
 * original's: a wrong answer, see unrolled_copies).
 *
 * Legality: none is needed (the same iterations in the same order).
 * Contract: takes and leaves verified IR; the loop grows F-fold. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../ir/walk.h"
#include "affine_utils.h"
#include "canonicalize.h"
#include "passes.h"

typedef struct UnrollOptions {
  int64_t unroll_factor;
  bool unroll_up_to_factor;
  int64_t unroll_num_reps;
  int64_t unroll_full_threshold; /* -1: not given */
  bool cleanup_unroll;
} UnrollOptions;

static IrValue *build_apply(IrContext *ctx, IrBuilder *b, IrAttr *map, int n, IrValue *const *ops) {
  IrOp *a = ir_build(b, (IrOpKind)OP_AFFINE_APPLY, n, ops, 1, &ctx->index_ty, 0);
  ir_op_set_attr_ex(ctx, a, "map", map, true);
  return &a->results[0];
}

/* setLowerBound / setUpperBound: map over ops. */
static void set_bound(IrContext *ctx, IrOp *op, bool lower, IrAttr *map, IrValue *const *ops) {
  AffineForGroups g;
  affine_for_groups(op, &g);
  int n = affine_map_inputs(map);
  int nlb = lower ? n : g.nlb, nub = lower ? g.nub : n;
  IrValue **all = xcalloc((size_t)(nlb + nub + g.ninits) + 1, sizeof *all);
  int k = 0;
  for (int i = 0; i < nlb; i++)
    all[k++] = lower ? ops[i] : op->opnds[g.lb_first + i].value;
  for (int i = 0; i < nub; i++)
    all[k++] = lower ? op->opnds[g.ub_first + i].value : ops[i];
  for (int i = 0; i < g.ninits; i++)
    all[k++] = op->opnds[g.init_first + i].value;
  int64_t seg[3] = {nlb, nub, g.ninits};
  ir_op_set_operands(ctx, op, k, all);
  ir_op_set_attr_ex(ctx, op, lower ? "lowerBoundMap" : "upperBoundMap", map, true);
  ir_op_set_attr_ex(ctx, op, "operandSegmentSizes", ir_attr_dense_array(ctx, ctx->i32_ty, 3, seg),
                    true);
  free(all);
}

void affine_for_set_step(IrContext *ctx, IrOp *op, int64_t step) {
  IrAttr *old = ir_op_get_attr(op, "step");
  ir_op_set_attr_ex(ctx, op, "step", ir_attr_int(ctx, old ? old->type : ctx->index_ty, step), true);
}

/* getCleanupLoopLowerBound, built before op: lb + (tc - tc mod F) * step
 * for each trip count result, composed, into *main (the main loop's new
 * upper bound) and *cleanup (the cleanup loop's lower bound); false when
 * the trip count has no map. MLIR uses the one bound for both; but when
 * the trip count is not a known constant it may be negative at run time
 * (ub < lb), and then lb + (tc - tc mod F) * step lies below lb and the
 * cleanup loop would run iterations the loop never had (mlir-opt 22 does
 * this: `affine.for %i = 1 to %n step 3` by 4 runs twice for %n = -5). The
 * cleanup loop then starts at max(that, lb) instead. */
static bool cleanup_bound(IrContext *ctx, IrOp *op, int64_t factor, AffineValueMap *main,
                          AffineValueMap *cleanup) {
  AffineValueMap tc;
  if (!affine_for_trip_count_map(ctx, op, &tc))
    return false;
  bool constant = true;
  for (int i = 0; i < tc.map->u.affine.n; i++)
    constant = constant && tc.map->u.affine.exprs[i]->kind == AFFINE_CONST;
  AffineForGroups g;
  affine_for_groups(op, &g);
  IrBuilder b = {ctx, NULL, NULL, op->loc};
  ir_builder_set_before(&b, op);
  IrValue **lbops = xcalloc((size_t)g.nlb + 1, sizeof *lbops);
  for (int i = 0; i < g.nlb; i++)
    lbops[i] = op->opnds[g.lb_first + i].value;
  IrValue *lb = build_apply(ctx, &b, affine_op_map(op, "lowerBoundMap"), g.nlb, lbops);
  free(lbops);
  int n = tc.map->u.affine.n, nin = affine_map_inputs(tc.map);
  int64_t step = affine_for_step(op);
  IrValue **ops = xcalloc((size_t)n + 2, sizeof *ops);
  const IrAffineExpr **exprs = xcalloc((size_t)n + 2, sizeof *exprs);
  ops[0] = lb;
  for (int i = 0; i < n; i++) {
    const IrAffineExpr *t = tc.map->u.affine.exprs[i];
    const IrAffineExpr *bump = ir_affine_mul(
        ctx, ir_affine_sub(ctx, t, ir_affine_mod(ctx, t, ir_affine_const(ctx, factor))),
        ir_affine_const(ctx, step));
    IrAttr *bm = ir_attr_affine_map(ctx, tc.map->u.affine.ndims, tc.map->u.affine.nsyms, 1, &bump);
    ops[1 + i] = build_apply(ctx, &b, bm, nin, tc.ops);
    exprs[i] = ir_affine_add(ctx, ir_affine_dim(ctx, 0), ir_affine_dim(ctx, (unsigned)(1 + i)));
  }
  exprs[n] = ir_affine_dim(ctx, 0);
  main->map = ir_attr_affine_map(ctx, 1 + n, 0, n, exprs);
  main->ops = xcalloc((size_t)n + 2, sizeof *ops);
  memcpy(main->ops, ops, sizeof *ops * (size_t)(n + 1));
  cleanup->map = ir_attr_affine_map(ctx, 1 + n, 0, constant ? n : n + 1, exprs);
  cleanup->ops = ops;
  free(exprs);
  free(tc.ops);
  bool ok = canon_affine_compose_map(ctx, &main->map, &main->ops) &&
            canon_affine_compose_map(ctx, &cleanup->map, &cleanup->ops);
  /* The applies the composition took in are dead now. */
  IrOp *stop = lb->def_op->prev;
  for (IrOp *o = op->prev, *prev; o && o != stop; o = prev) {
    prev = o->prev;
    if (ir_op_is(o, OP_AFFINE_APPLY) && !ir_value_has_uses(&o->results[0]))
      ir_op_erase(o);
  }
  if (!ok) {
    free(main->ops);
    free(cleanup->ops);
  }
  return ok;
}

/* generateCleanupLoopForUnroll: a copy of op after it runs the iterations
 * past the last multiple of factor; op stops there. */
bool affine_for_cleanup_loop(IrContext *ctx, IrOp *op, int64_t factor) {
  AffineValueMap mb, cb;
  if (!cleanup_bound(ctx, op, factor, &mb, &cb))
    return false;
  HashMap map;
  hashmap_init(&map);
  IrOp *copy = ir_op_clone(ctx, op, &map);
  hashmap_free(&map);
  ir_block_insert_before(op->parent, op->next, copy);
  AffineForGroups g;
  affine_for_groups(copy, &g);
  for (int i = 0; i < op->nresults; i++) {
    ir_value_replace_all_uses(&op->results[i], &copy->results[i]);
    ir_op_set_operand(copy, g.init_first + i, &op->results[i]);
  }
  set_bound(ctx, copy, true, cb.map, cb.ops);
  affine_for_promote_single(ctx, copy);
  set_bound(ctx, op, false, mb.map, mb.ops);
  free(mb.ops);
  free(cb.ops);
  return true;
}

/* generateUnrolledLoop: factor - 1 copies of the body after it. */
static void unrolled_copies(IrContext *ctx, IrOp *op, int64_t factor, int64_t step) {
  IrBlock *body = op->regions[0]->first;
  IrOp *y = body->last, *last = y->prev;
  IrValue *iv = body->args[0];
  int nyield = y->nopnds;
  IrValue **yielded = xcalloc((size_t)nyield + 1, sizeof *yielded);
  IrValue **lastv = xcalloc((size_t)nyield + 1, sizeof *lastv);
  for (int j = 0; j < nyield; j++)
    yielded[j] = lastv[j] = y->opnds[j].value;
  IrBuilder b = {ctx, NULL, NULL, op->loc};
  ir_builder_set_before(&b, y);
  HashMap map;
  hashmap_init(&map);
  for (int64_t i = 1; i < factor; i++) {
    hashmap_clear(&map);
    for (int j = 0; j < nyield; j++)
      hashmap_put(&map, (uint64_t)(uintptr_t)body->args[1 + j], lastv[j]);
    if (ir_value_has_uses(iv)) {
      const IrAffineExpr *e = ir_affine_add(ctx, ir_affine_dim(ctx, 0), ir_affine_const(ctx, i * step));
      IrValue *v = build_apply(ctx, &b, ir_attr_affine_map(ctx, 1, 0, 1, &e), 1, &iv);
      hashmap_put(&map, (uint64_t)(uintptr_t)iv, v);
    }
    for (IrOp *o = body->first; o; o = o->next) {
      ir_block_insert_before(body, y, ir_op_clone(ctx, o, &map));
      if (o == last)
        break;
    }
    /* What this copy yields: the clone of a value of the body, this copy's
     * value of an iter_arg or of the induction variable (deriche's
     * `yield %y, %arg9, %x` passes one iter_arg on to the next: mlir-opt 22
     * keeps the original's %arg9, a value two copies old, and computes
     * something else), a value from outside as it is. */
    for (int j = 0; j < nyield; j++) {
      IrValue *v = hashmap_get(&map, (uint64_t)(uintptr_t)yielded[j]);
      lastv[j] = v ? v : yielded[j];
    }
  }
  hashmap_free(&map);
  ir_op_set_operands(ctx, y, nyield, lastv);
  free(yielded);
  free(lastv);
}

static bool unroll_full(IrContext *ctx, IrOp *op);

/* loopUnrollByFactor; whether it succeeded. */
static bool unroll_by(IrContext *ctx, IrOp *op, int64_t factor, bool cleanup_unroll) {
  uint64_t tc;
  bool known = affine_for_const_trip_count(ctx, op, &tc);
  if (factor == 1) {
    if (known && tc == 1)
      return affine_for_promote_single(ctx, op);
    return true;
  }
  IrBlock *body = op->regions[0]->first;
  if (body->first == body->last)
    return true;
  if (known && tc < (uint64_t)factor)
    return cleanup_unroll ? unroll_full(ctx, op) : false;
  if (affine_for_largest_trip_divisor(ctx, op) % (uint64_t)factor != 0) {
    if (affine_op_map(op, "lowerBoundMap")->u.affine.n != 1 ||
        affine_op_map(op, "upperBoundMap")->u.affine.n != 1)
      return false;
    if (cleanup_unroll)
      return unroll_full(ctx, op);
    if (!affine_for_cleanup_loop(ctx, op, factor))
      return false;
  }
  int64_t step = affine_for_step(op);
  affine_for_set_step(ctx, op, step * factor);
  unrolled_copies(ctx, op, factor, step);
  affine_for_promote_single(ctx, op);
  return true;
}

/* loopUnrollFull. */
static bool unroll_full(IrContext *ctx, IrOp *op) {
  uint64_t tc;
  if (!affine_for_const_trip_count(ctx, op, &tc))
    return false;
  if (tc == 0)
    return true;
  if (affine_for_promote_single(ctx, op))
    return true;
  return tc <= (uint64_t)INT64_MAX && unroll_by(ctx, op, (int64_t)tc, false);
}

typedef struct Loops {
  Arena arena;
  PtrVec v;
} Loops;

/* Post-order, a per-level slot saying whether an affine.for lies inside:
 * the affine.for ops with none (isInnermostAffineForOp). */
static IrWalkResult gather_innermost(IrWalker *w, IrOp *op) {
  int d = ir_walker_depth(w);
  bool *has = ir_walker_slot(w, d);
  if (ir_op_is(op, OP_AFFINE_FOR)) {
    if (!*has) {
      Loops *l = w->data;
      ptrvec_push(&l->arena, &l->v, op);
    }
    if (d > 0)
      *(bool *)ir_walker_slot(w, d - 1) = true;
  } else if (*has && d > 0) {
    *(bool *)ir_walker_slot(w, d - 1) = true;
  }
  return IR_WALK_ADVANCE;
}

static bool run_on(IrContext *ctx, IrOp *op, const UnrollOptions *o) {
  if (o->unroll_factor == -1)
    return unroll_full(ctx, op);
  if (o->unroll_up_to_factor) {
    uint64_t tc;
    if (affine_for_const_trip_count(ctx, op, &tc) && tc < (uint64_t)o->unroll_factor)
      return unroll_by(ctx, op, (int64_t)tc, false);
    return unroll_by(ctx, op, o->unroll_factor, false);
  }
  return unroll_by(ctx, op, o->unroll_factor, o->cleanup_unroll);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  const UnrollOptions *o = options;
  if (o->unroll_factor == 0 || o->unroll_factor < -1) {
    diag_error(diag, ir_loc_unknown(),
               "affine-loop-unroll: unroll-factor must be positive (or -1: fully), got %lld",
               (long long)o->unroll_factor);
    return false;
  }
  Loops l = {0};
  arena_init(&l.arena);
  for (IrOp *f = ir_module_body(module)->first; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC))
      continue;
    if (o->unroll_factor == -1 && o->unroll_full_threshold >= 0) {
      /* post-order: loops whose constant trip count is at most the threshold */
      l.v.len = 0;
      ir_collect_kind(f, OP_AFFINE_FOR, true, &l.arena, &l.v);
      for (size_t i = 0; i < l.v.len; i++) {
        uint64_t tc;
        if (affine_for_const_trip_count(ctx, l.v.data[i], &tc) &&
            tc <= (uint64_t)o->unroll_full_threshold)
          unroll_full(ctx, l.v.data[i]);
      }
      continue;
    }
    for (int64_t rep = 0; rep < o->unroll_num_reps; rep++) {
      l.v.len = 0;
      IrWalker w = {.leave_op = gather_innermost, .data = &l, .slot_size = sizeof(bool)};
      ir_walker_run(&w, f);
      bool any = false;
      for (size_t i = 0; i < l.v.len; i++)
        any |= run_on(ctx, l.v.data[i], o);
      if (!l.v.len || !any)
        break;
    }
  }
  arena_destroy(&l.arena);
  return true;
}

static const IrPassOption options[] = {
    {"unroll-factor", IR_PASS_OPT_INT, offsetof(UnrollOptions, unroll_factor), "4", NULL,
     "Use this unroll factor for all loops being unrolled, set it to -1, and it will fully "
     "unroll."},
    {"unroll-up-to-factor", IR_PASS_OPT_BOOL, offsetof(UnrollOptions, unroll_up_to_factor),
     "false", NULL, "Allow unrolling up to the factor specified"},
    {"unroll-num-reps", IR_PASS_OPT_INT, offsetof(UnrollOptions, unroll_num_reps), "1", NULL,
     "Unroll innermost loops repeatedly this many times"},
    {"unroll-full-threshold", IR_PASS_OPT_INT, offsetof(UnrollOptions, unroll_full_threshold),
     "-1", NULL, "Unroll all loops with trip count less than or equal to this (-1: not given)"},
    {"cleanup-unroll", IR_PASS_OPT_BOOL, offsetof(UnrollOptions, cleanup_unroll), "false", NULL,
     "Fully unroll the cleanup loop when possible."},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass affine_loop_unroll_pass = {"affine-loop-unroll", "Unroll affine loops", run, options,
                                        sizeof(UnrollOptions)};
