/* affine_loop_unroll_jam.c: MLIR's affine-loop-unroll-jam (LoopUnrollAndJam.cpp
 * over loopUnrollJamByFactor in Affine/Utils/LoopUtils.cpp) on the affine
 * ops themselves, proved legal by the dependence analysis, which mlir-opt
 * 22's pass does not ask.
 *
 * As MLIR's pass, it takes the first op of each function's entry block when
 * that is an affine.for. Unroll-and-jam by F: the body is cut into
 * sub-blocks, the runs of ops between the affine.for ops of the loop and of
 * the affine.for ops nested in it directly (JamBlockGatherer: not through an
 * affine.if); the step becomes F * step and F - 1 copies of every sub-block
 * follow it in place, copy k seeing the induction variable as
 * `affine.apply (d0) -> (d0 + k * step)` of it (made at the start of each
 * copy of each sub-block, when the variable has uses) and the values of its
 * own earlier sub-blocks. So `for i { A; for j { B }; C }` becomes
 * `for i step F { A0..A(F-1); for j { B0..B(F-1) }; C0..C(F-1) }`. A cleanup
 * loop runs the last iterations when F may not divide the trip count
 * (affine-loop-unroll's: affine_for_cleanup_loop), and a loop left running
 * once is replaced by its body. MLIR's conditions: a trip count of at least
 * F when known, inner loop bounds defined outside the loop, single-result
 * bounds when a cleanup loop is needed. Option unroll-jam-factor (4).
 *
 * Legality (loopc's; MLIR 22 checks nothing and jams A[i][j] =
 * A[i - 1][j + 1], whose copy i + 1 then reads A[i][j + 1] before copy i
 * writes it): the jam keeps the order of the ops of one sub-block across
 * copies (copy k before copy k + 1) but runs copy k + 1 of an earlier
 * sub-block before copy k of a later one, and interleaves the copies in the
 * iterations of the inner loops. So every two accesses, one a store, that
 * may touch one element at iterations d = i' - i apart with 0 < |d| < F
 * (or d unknown) must lie in one sub-block, with d exact and the distances
 * over their common inner loops exact, the first nonzero one of the same
 * sign as d (then the source still runs first). Every op in the loop must
 * be an affine access, an affine.for, affine.if, affine.yield or free of
 * memory effects, and no loop may carry iter_args (MLIR splits a sum into F
 * partial sums, which rounds differently; an op of unknown effects, MLIR's
 * test file's "foo", may depend on any other).
 *
 * Contract: takes and leaves verified IR; the loop grows F-fold; the test
 * is dependence.c's (quadratic in the accesses, bounded). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/walk.h"
#include "affine_utils.h"
#include "dependence.h"
#include "passes.h"

typedef struct UnrollJamOptions {
  int64_t factor;
} UnrollJamOptions;

/* A sub-block: its first and last op. */
typedef struct SubBlock {
  IrOp *first, *last;
} SubBlock;

typedef struct Gather {
  SubBlock *v;
  int n, cap;
} Gather;

/* JamBlockGatherer: the runs of ops other than affine.for in the body of
 * loop, and in the bodies of the affine.for ops among them, in order. */
static void gather(Gather *g, IrOp *loop) {
  IrBlock *b = dep_loop_body(loop);
  IrOp *term = b->last;
  for (IrOp *op = b->first; op && op != term;) {
    IrOp *start = op;
    while (op != term && !ir_op_is(op, OP_AFFINE_FOR))
      op = op->next;
    if (op != start) {
      if (g->n == g->cap)
        g->v = xrealloc(g->v, sizeof *g->v * (size_t)(g->cap = g->cap ? 2 * g->cap : 8));
      g->v[g->n++] = (SubBlock){start, op->prev};
    }
    while (op != term && ir_op_is(op, OP_AFFINE_FOR)) {
      gather(g, op);
      op = op->next;
    }
  }
}

/* Whether p is an affine.for that the gatherer walks: loop itself, or
 * reached from it through affine.for bodies only. */
static bool walked(const IrOp *p, const IrOp *loop) {
  for (; p != loop; p = ir_op_parent_op(p))
    if (!p || !ir_op_is(p, OP_AFFINE_FOR))
      return false;
  return true;
}

/* The first op of the sub-block that holds op (at any depth). */
static IrOp *sub_block_of(IrOp *op, const IrOp *loop) {
  IrOp *x = op;
  for (IrOp *p = ir_op_parent_op(x); p && !walked(p, loop); p = ir_op_parent_op(x))
    x = p;
  while (x->prev && !ir_op_is(x->prev, OP_AFFINE_FOR))
    x = x->prev;
  return x;
}

typedef struct Allowed {
  IrOp *loop;
  bool ok;
} Allowed;

/* Inner bounds defined outside the loop (areInnerBoundsInvariant), no
 * iter_args, and no op but affine accesses, loops, ifs and effect-free
 * ones. */
static bool allowed_op(IrOp *op, void *data) {
  Allowed *a = data;
  if (ir_op_is(op, OP_AFFINE_FOR)) {
    AffineForGroups g;
    if (!affine_for_groups(op, &g) || g.ninits > 0)
      a->ok = false;
    for (int i = 0; a->ok && i < g.nlb + g.nub; i++)
      if (dep_value_inside(ir_op_operand(op, g.lb_first + i), a->loop))
        a->ok = false;
    return a->ok;
  }
  if (ir_op_is(op, OP_AFFINE_LOAD) || ir_op_is(op, OP_AFFINE_STORE) ||
      ir_op_is(op, OP_AFFINE_IF) || ir_op_is(op, OP_AFFINE_YIELD))
    return true;
  if (op->nregions || ir_op_effects(op) != 0)
    a->ok = false;
  return a->ok;
}

/* The jam keeps every dependence (see the header). */
static bool jam_legal(IrContext *ctx, IrOp *loop, int64_t factor) {
  Allowed a = {loop, true};
  ir_walk(loop, allowed_op, &a);
  if (!a.ok)
    return false;
  DepNest n;
  dep_nest_init(&n, ctx, loop);
  bool ok = !n.opaque;
  DepDist dist[DEP_MAX_DEPTH];
  for (int i = 0; ok && i < n.nacc; i++)
    for (int j = i; ok && j < n.nacc; j++) {
      const DepAccess *x = &n.acc[i], *y = &n.acc[j];
      int nc;
      if ((!x->write && !y->write) || !dep_test(&n, x, y, dist, &nc))
        continue;
      if (dist[0].exact && (dist[0].dist == 0 || dist[0].dist >= factor || dist[0].dist <= -factor))
        continue;
      if (!dist[0].exact || sub_block_of(x->op, loop) != sub_block_of(y->op, loop)) {
        ok = false;
        break;
      }
      int64_t sign = dist[0].dist > 0 ? 1 : -1;
      for (int d = 1; ok && d < nc; d++) {
        if (!dist[d].exact)
          ok = false;
        else if (dist[d].dist != 0) {
          ok = dist[d].dist * sign > 0;
          break;
        }
      }
    }
  dep_nest_free(&n);
  return ok;
}

static IrValue *build_apply(IrContext *ctx, IrBuilder *b, IrAttr *map, IrValue *v) {
  IrOp *a = ir_build(b, (IrOpKind)OP_AFFINE_APPLY, 1, &v, 1, &ctx->index_ty, 0);
  ir_op_set_attr_ex(ctx, a, "map", map, true);
  return &a->results[0];
}

/* loopUnrollJamByFactor, when legal. */
static void unroll_jam(IrContext *ctx, IrOp *loop, int64_t factor) {
  uint64_t tc;
  bool known = affine_for_const_trip_count(ctx, loop, &tc);
  if (factor == 1) {
    if (known && tc == 1)
      affine_for_promote_single(ctx, loop);
    return;
  }
  IrBlock *body = dep_loop_body(loop);
  if (body->first == body->last || (known && tc < (uint64_t)factor) || !jam_legal(ctx, loop, factor))
    return;
  Gather g = {NULL, 0, 0};
  gather(&g, loop);
  if (affine_for_largest_trip_divisor(ctx, loop) % (uint64_t)factor != 0) {
    if (affine_op_map(loop, "lowerBoundMap")->u.affine.n != 1 ||
        affine_op_map(loop, "upperBoundMap")->u.affine.n != 1 ||
        !affine_for_cleanup_loop(ctx, loop, factor)) {
      free(g.v);
      return;
    }
  }
  int64_t step = affine_for_step(loop);
  affine_for_set_step(ctx, loop, step * factor);
  IrValue *iv = body->args[0];
  HashMap map;
  hashmap_init(&map);
  for (int64_t k = factor - 1; k >= 1; k--) {
    hashmap_clear(&map);
    for (int s = 0; s < g.n; s++) {
      /* Each copy goes right after the sub-block's last op, so that the
       * copies end up in order (copy k - 1 before copy k). */
      IrOp *after = g.v[s].last;
      IrBlock *blk = after->parent;
      IrBuilder b = {ctx, blk, after->next, loop->loc};
      if (ir_value_has_uses(iv)) {
        const IrAffineExpr *e = ir_affine_add(ctx, ir_affine_dim(ctx, 0), ir_affine_const(ctx, k * step));
        IrValue *v = build_apply(ctx, &b, ir_attr_affine_map(ctx, 1, 0, 1, &e), iv);
        hashmap_put(&map, (uint64_t)(uintptr_t)iv, v);
        after = v->def_op;
      }
      for (IrOp *o = g.v[s].first;; o = o->next) {
        IrOp *c = ir_op_clone(ctx, o, &map);
        ir_block_insert_before(blk, after->next, c);
        after = c;
        if (o == g.v[s].last)
          break;
      }
    }
  }
  hashmap_free(&map);
  free(g.v);
  affine_for_promote_single(ctx, loop);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  const UnrollJamOptions *o = options;
  if (o->factor < 1) {
    diag_error(diag, ir_loc_unknown(),
               "affine-loop-unroll-jam: unroll-jam-factor must be positive, got %lld",
               (long long)o->factor);
    return false;
  }
  for (IrOp *f = ir_module_body(module)->first; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC) || !ir_op_region(f, 0)->first)
      continue;
    IrOp *first = ir_func_entry(f)->first;
    if (first && ir_op_is(first, OP_AFFINE_FOR))
      unroll_jam(ctx, first, o->factor);
  }
  return true;
}

static const IrPassOption options[] = {
    {"unroll-jam-factor", IR_PASS_OPT_INT, offsetof(UnrollJamOptions, factor), "4", NULL,
     "Use this unroll jam factor for all loops (default 4)"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass affine_loop_unroll_jam_pass = {
    "affine-loop-unroll-jam",
    "Unroll and jam affine loops (the first loop of each function, when the dependence "
    "analysis proves it legal)",
    run, options, sizeof(UnrollJamOptions)};
