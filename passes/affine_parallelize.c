/* affine_parallelize.c: MLIR's affine-parallelize: each affine.for whose
 * iterations are independent becomes a one-dimensional affine.parallel, on
 * the affine ops themselves (before lower-affine), as mlir-opt 22 makes it
 * (AffineParallelize.cpp, isLoopParallel and affineParallelize in
 * Affine/Analysis and Affine/Utils).
 *
 *   affine.for %i = lb to ub step s { body }
 *
 * becomes `affine.parallel (%i) = (lb) to (ub) step (s) { body }` with the
 * same bound maps and operands (a max / min bound of several results is one
 * group). The candidates are decided on the input in pre-order (outer loops
 * first) and converted in that order; option max-nested (MLIR's, unlimited
 * by default) skips a loop that already has that many affine.parallel ops
 * around it within its affine scope.
 *
 * A loop is parallel when (MLIR's rules) it has no iter_args, or with
 * option parallel-reductions each of them is a reduction: the iter_arg's one
 * use is an op of one of arith's AtomicRMW kinds (addf, mulf, addi, muli,
 * andi, ori, minimumf, maximumf) in the body,
 * whose one use is the yield at the iter_arg's place; no result is a memref;
 * every op in it is an affine.load or affine.store, an affine.for, affine.if
 * or affine.yield, an allocation, a dealloc of a buffer allocated inside it,
 * or free of memory effects (a memref.load, a call or an op nested in an
 * inner affine.parallel that reads memory stops it, as in MLIR); and the
 * dependence analysis (dependence.c, on the affine accesses' maps) finds no
 * dependence it carries: no two accesses, one a store, that may touch one
 * element in different iterations of it (and the same iteration of the
 * loops around it). A reduction's op moves after the parallel loop,
 * combining the init with the loop's result; the yield gives the reduced
 * value.
 *
 * Where loopc differs from mlir-opt 22 on purpose: MLIR takes two different
 * memref values for disjoint memory (its checkMemrefAccessDependence gives
 * no dependence between them); loopc's analysis does not for two function
 * arguments (one buffer may be passed twice) unless one carries
 * llvm.noalias, nor for views of one buffer: a loop that writes one
 * argument and reads another stays sequential (docs/mlir-compat.md).
 *
 * Contract: takes and leaves verified IR; the dependence test is quadratic
 * in the accesses of each candidate (dependence.c's bound, 512). */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/walk.h"
#include "affine_utils.h"
#include "dependence.h"
#include "passes.h"

typedef struct ParallelizeOptions {
  int64_t max_nested;
  bool parallel_reductions;
} ParallelizeOptions;

/* One reduction: the iter_arg's combining op, its AtomicRMW kind and the
 * value it adds in. */
typedef struct Reduction {
  IrOp *combiner;
  int kind;
  IrValue *value;
} Reduction;

typedef struct Candidate {
  IrOp *loop;
  Reduction *red; /* one per iter_arg (malloc'ed; NULL without) */
} Candidate;

typedef struct Finder {
  IrContext *ctx;
  const ParallelizeOptions *o;
  Candidate *c;
  int n, cap;
} Finder;

/* The AtomicRMW kind of a combining op (MLIR's getSupportedReduction), or
 * -1. MLIR 22 also takes minsi, maxsi, minui and maxui, and then builds an
 * affine.parallel its own verifier rejects (those kinds fit no type in
 * isResultTypeMatchAtomicRMWKind): loopc leaves such a loop sequential. */
static int reduction_kind(const IrOp *op) {
  static const struct {
    int op;
    const char *kind;
  } kinds[] = {
      {OP_ADDF, "addf"},         {OP_MULF, "mulf"},         {OP_ADDI, "addi"},
      {OP_ANDI, "andi"},         {OP_ORI, "ori"},           {OP_MULI, "muli"},
      {OP_MINIMUMF, "minimumf"}, {OP_MAXIMUMF, "maximumf"},
  };
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
    if (ir_op_is(op, kinds[i].op))
      return ir_atomic_rmw_kind_lookup(kinds[i].kind, strlen(kinds[i].kind));
  return -1;
}

/* Whether iter_arg i of loop is a reduction (MLIR's matchReduction with one
 * combining op): its one use an op of a supported kind in the body, whose
 * result's one use is the yield's operand i. */
static bool match_reduction(IrOp *loop, int i, Reduction *r) {
  IrBlock *body = dep_loop_body(loop);
  IrValue *arg = body->args[1 + i];
  if (!arg->uses || arg->uses->next)
    return false;
  IrOp *op = arg->uses->owner;
  if (op->parent != body || op->nopnds != 2 || op->nresults != 1)
    return false;
  IrValue *res = &op->results[0];
  IrOp *yield = ir_block_terminator(body);
  if (!res->uses || res->uses->next || res->uses->owner != yield ||
      ir_use_index(res->uses) != i)
    return false;
  int kind = reduction_kind(op);
  if (kind < 0)
    return false;
  *r = (Reduction){op, kind, ir_op_operand(op, ir_op_operand(op, 0) == arg ? 1 : 0)};
  return true;
}

typedef struct Allowed {
  IrOp *loop;
  bool ok;
} Allowed;

static bool allowed_op(IrOp *op, void *data) {
  Allowed *a = data;
  if (op == a->loop || ir_op_is(op, OP_AFFINE_LOAD) || ir_op_is(op, OP_AFFINE_STORE) ||
      ir_op_is(op, OP_AFFINE_FOR) || ir_op_is(op, OP_AFFINE_IF) || ir_op_is(op, OP_AFFINE_YIELD))
    return true;
  unsigned e = ir_op_effects(op) | ir_op_effects_nested(op);
  if (e == 0 || e == EFF_ALLOC)
    return true;
  if (e == EFF_FREE && op->nopnds == 1 && dep_value_inside(ir_op_operand(op, 0), a->loop))
    return true;
  a->ok = false;
  return false;
}

/* Whether every op inside loop is one MLIR's isLoopMemoryParallel takes:
 * affine accesses, affine.for / if / yield, allocations, deallocs of
 * buffers made inside the loop, ops free of memory effects (with what they
 * nest). */
static bool ops_allowed(IrOp *loop) {
  Allowed a = {loop, true};
  ir_walk(loop, allowed_op, &a);
  return a.ok;
}

/* MLIR's isLoopParallel, with loopc's dependence analysis. */
static bool loop_parallel(Finder *f, IrOp *loop, Reduction **out) {
  AffineForGroups g;
  if (!affine_for_groups(loop, &g))
    return false;
  if (g.ninits > 0 && !f->o->parallel_reductions)
    return false;
  Reduction *red = g.ninits ? xcalloc((size_t)g.ninits, sizeof *red) : NULL;
  bool ok = true;
  for (int i = 0; ok && i < g.ninits; i++)
    ok = match_reduction(loop, i, &red[i]);
  for (int i = 0; ok && i < loop->nresults; i++)
    ok = loop->results[i].type->kind != TY_MEMREF;
  ok = ok && ops_allowed(loop);
  if (ok) {
    DepNest n;
    dep_nest_init(&n, f->ctx, loop);
    ok = !dep_loop_carries(&n, loop, 0);
    dep_nest_free(&n);
  }
  if (!ok) {
    free(red);
    return false;
  }
  *out = red;
  return true;
}

static bool find(IrOp *op, void *data) {
  Finder *f = data;
  Reduction *red = NULL;
  if (ir_op_is(op, OP_AFFINE_FOR) && loop_parallel(f, op, &red)) {
    if (f->n == f->cap)
      f->c = xrealloc(f->c, sizeof *f->c * (size_t)(f->cap = f->cap ? 2 * f->cap : 16));
    f->c[f->n++] = (Candidate){op, red};
  }
  return true;
}

/* The affine.parallel ops around op up to its affine scope. */
static int64_t parallel_parents(const IrOp *op) {
  int64_t n = 0;
  for (IrOp *p = ir_op_parent_op(op); p && !ir_op_is(p, OP_FUNC) && !ir_op_is(p, OP_MODULE);
       p = ir_op_parent_op(p))
    n += ir_op_is(p, OP_AFFINE_PARALLEL);
  return n;
}

static IrAttr *group_of(IrContext *ctx, int32_t size) {
  int64_t one = 1;
  return ir_attr_dense(ctx, ir_type_tensor(ctx, ctx->i32_ty, 1, &one), &size, 1, true);
}

/* MLIR's affineParallelize: the affine.parallel takes the loop's bounds,
 * step and body; each reduction's op moves after it. */
static void parallelize(IrContext *ctx, IrOp *loop, const Reduction *red) {
  AffineForGroups g;
  affine_for_groups(loop, &g);
  IrAttr *lbm = affine_op_map(loop, "lowerBoundMap"), *ubm = affine_op_map(loop, "upperBoundMap");
  IrValue **ops = xcalloc((size_t)(g.nlb + g.nub) + 1, sizeof *ops);
  for (int i = 0; i < g.nlb + g.nub; i++)
    ops[i] = ir_op_operand(loop, g.lb_first + i);
  IrType **types = xcalloc((size_t)g.ninits + 1, sizeof *types);
  IrAttr **kinds = xcalloc((size_t)g.ninits + 1, sizeof *kinds);
  for (int i = 0; i < g.ninits; i++) {
    types[i] = loop->results[i].type;
    kinds[i] = ir_attr_int(ctx, ctx->i64_ty, red[i].kind);
  }
  IrRegion *body_r = ir_op_region(loop, 0);
  ir_op_set_region(loop, 0, ir_region_create(ctx));
  IrOp *par = ir_op_create_with_regions(ctx, OP_AFFINE_PARALLEL, NULL, loop->loc, g.nlb + g.nub,
                                        ops, g.ninits, types, 1, &body_r);
  IrAttr *step = ir_attr_int(ctx, ctx->i64_ty, affine_for_step(loop));
  ir_op_set_attr_ex(ctx, par, "lowerBoundsGroups", group_of(ctx, (int32_t)lbm->u.affine.n), true);
  ir_op_set_attr_ex(ctx, par, "lowerBoundsMap", lbm, true);
  ir_op_set_attr_ex(ctx, par, "reductions", ir_attr_array(ctx, g.ninits, kinds), true);
  ir_op_set_attr_ex(ctx, par, "steps", ir_attr_array(ctx, 1, &step), true);
  ir_op_set_attr_ex(ctx, par, "upperBoundsGroups", group_of(ctx, (int32_t)ubm->u.affine.n), true);
  ir_op_set_attr_ex(ctx, par, "upperBoundsMap", ubm, true);
  ir_block_insert_before(loop->parent, loop, par);
  IrBlock *body = body_r->first;
  IrOp *yield = ir_block_terminator(body);
  IrValue **reduced = xcalloc((size_t)g.ninits + 1, sizeof *reduced);
  for (int i = 0; i < g.ninits; i++) {
    IrOp *c = red[i].combiner;
    reduced[i] = red[i].value;
    ir_op_unlink(c);
    ir_block_insert_before(loop->parent, loop, c);
    IrValue *cops[2] = {ir_op_operand(loop, g.init_first + i), &par->results[i]};
    ir_op_set_operands(ctx, c, 2, cops);
    ir_value_replace_all_uses(&loop->results[i], &c->results[0]);
  }
  ir_op_set_operands(ctx, yield, g.ninits, reduced);
  for (int i = g.ninits; i > 0; i--)
    ir_block_erase_arg(body, i);
  ir_op_erase(loop);
  free(ops);
  free(types);
  free(kinds);
  free(reduced);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  const ParallelizeOptions *o = options;
  Finder f = {ctx, o, NULL, 0, 0};
  ir_walk(module, find, &f);
  for (int i = 0; i < f.n; i++) {
    if (parallel_parents(f.c[i].loop) < o->max_nested)
      parallelize(ctx, f.c[i].loop, f.c[i].red);
    free(f.c[i].red);
  }
  free(f.c);
  return true;
}

static const IrPassOption options[] = {
    {"max-nested", IR_PASS_OPT_INT, offsetof(ParallelizeOptions, max_nested), "4294967295", NULL,
     "Maximum number of nested parallel loops to produce. Defaults to unlimited (UINT_MAX)."},
    {"parallel-reductions", IR_PASS_OPT_BOOL, offsetof(ParallelizeOptions, parallel_reductions),
     "false", NULL, "Whether to parallelize reduction loops. Defaults to false."},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass affine_parallelize_pass = {
    "affine-parallelize",
    "Convert affine.for ops into 1-D affine.parallel (when the dependence analysis finds no "
    "dependence they carry)",
    run, options, sizeof(ParallelizeOptions)};
