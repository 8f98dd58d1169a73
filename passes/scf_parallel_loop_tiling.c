/* scf_parallel_loop_tiling.c: the pass scf-parallel-loop-tiling, after
 * MLIR's SCF/Transforms/ParallelLoopTiling.cpp (tileParallelLoop): each
 * innermost scf.parallel without reductions becomes two: an outer loop over
 * the same bounds by step * tile size (option parallel-loop-tile-sizes, 1
 * for the dimensions it does not name) and an inner loop from 0 by the old
 * steps, whose induction variables plus the outer ones replace the old.
 * Before the loops: the constant 0, the tile sizes, the new steps (`muli
 * %step, %tile`). The inner loop's upper bound is the new step where the
 * trip count is constant and a multiple of the tile size, else
 * `affine.min (d0, d1 - d2)` of the new step, the upper bound and the outer
 * induction variable; with option no-min-max-bounds, the new step, the
 * body then guarded by an scf.if on every index being below its upper
 * bound.
 *
 * Departures, where MLIR is wrong (tests/diff/scf_parallel_loop_tiling.mlir
 * runs both): mlir-opt 22's guard compares `inner * step + outer` with the
 * bound, unsigned. The inner induction variable already moves by the step,
 * so with a step above 1 the index is inner + outer, and an index below a
 * negative lower bound is not beyond the upper bound. loopc's guard is
 * `arith.cmpi slt` of the index the body uses (inner + outer), as MLIR after
 * 22 compares signed. A tile size below 1 is refused (MLIR refuses 0 only,
 * and a negative one makes the outer loop's step negative).
 *
 * Contract: takes and leaves verified IR; one walk finds the innermost
 * loops, each rewritten in time linear in its dimensions (its body is
 * moved, not copied). */
#include <errno.h>
#include <stdlib.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/affine_expr.h"
#include "passes.h"

typedef struct TilingOptions {
  IrPassList tile_sizes; /* parallel-loop-tile-sizes */
  bool no_min_max_bounds;
} TilingOptions;

typedef struct Tiling {
  IrContext *ctx;
  const int64_t *sizes;
  int nsizes;
  bool no_min_max;
  Arena arena;
  PtrVec loops;
} Tiling;

/* Collects the innermost scf.parallel ops under op, in post-order (MLIR's
 * getInnermostParallelLoops); returns whether op holds one. */
static bool innermost(Tiling *t, IrOp *op) {
  bool holds = false;
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; b; b = b->next)
      for (IrOp *o = b->first; o; o = o->next) {
        bool inner = innermost(t, o);
        holds |= inner;
        if (ir_op_is(o, OP_PARALLEL)) {
          holds = true;
          if (!inner)
            ptrvec_push(&t->arena, &t->loops, o);
        }
      }
  return holds;
}

/* v's value when it is an arith.constant of type index (MLIR's
 * ConstantIndexOp). */
static bool const_index(const IrValue *v, int64_t *k) {
  return ir_type_is_index(v->type) && v->def_op && ir_op_is(v->def_op, OP_CONSTANT) &&
         ir_value_const_int(v, k);
}

/* A parallel loop over lbs/ubs/steps (n each) before b's insertion point,
 * with a body of n index arguments ending in its terminator unless
 * body_from is given (then that region is taken). */
static IrOp *build_parallel(IrBuilder *b, int n, IrValue **lbs, IrValue **ubs, IrValue **steps,
                            IrRegion *body_from) {
  IrValue **ops = xmalloc(sizeof *ops * (size_t)(3 * n));
  for (int d = 0; d < n; d++) {
    ops[d] = lbs[d];
    ops[n + d] = ubs[d];
    ops[2 * n + d] = steps[d];
  }
  IrOp *par = ir_build(b, OP_PARALLEL, 3 * n, ops, 0, NULL, 1);
  free(ops);
  if (body_from) {
    ir_op_set_region(par, 0, body_from);
    return par;
  }
  IrBlock *body = ir_block_create(b->ctx);
  for (int d = 0; d < n; d++)
    ir_block_add_arg(b->ctx, body, b->ctx->index_ty, b->loc);
  ir_region_append_block(ir_op_region(par, 0), body);
  IrBuilder yb = {b->ctx, body, NULL, b->loc};
  ir_build_yield(&yb, 0, NULL);
  return par;
}

static void tile(Tiling *t, IrOp *op) {
  IrContext *ctx = t->ctx;
  int n = ir_parallel_num_ivs(op);
  IrValue **lbs = xmalloc(sizeof *lbs * (size_t)n), **ubs = xmalloc(sizeof *ubs * (size_t)n);
  IrValue **steps = xmalloc(sizeof *steps * (size_t)n), **tiles = xmalloc(sizeof *tiles * (size_t)n);
  IrValue **new_steps = xmalloc(sizeof *new_steps * (size_t)n);
  IrValue **bounds = xmalloc(sizeof *bounds * (size_t)n), **zeros = xmalloc(sizeof *zeros * (size_t)n);
  for (int d = 0; d < n; d++) {
    lbs[d] = ir_parallel_lbs(op, d);
    ubs[d] = ir_parallel_ubs(op, d);
    steps[d] = ir_parallel_steps(op, d);
  }
  IrBuilder b = {ctx, op->parent, op, op->loc};
  IrValue *zero = ir_build_const_index(&b, 0);
  for (int d = 0; d < n; d++) {
    tiles[d] = ir_build_const_index(&b, d < t->nsizes ? t->sizes[d] : 1);
    zeros[d] = zero;
  }
  for (int d = 0; d < n; d++)
    new_steps[d] = ir_build_binary(&b, OP_MULI, steps[d], tiles[d]);
  IrOp *outer = build_parallel(&b, n, lbs, ubs, new_steps, NULL);
  IrBlock *ob = ir_op_region(outer, 0)->first;
  b.block = ob;
  b.before = ob->first;

  const IrAffineExpr *exprs[2] = {ir_affine_dim(ctx, 0),
                                  ir_affine_sub(ctx, ir_affine_dim(ctx, 1), ir_affine_dim(ctx, 2))};
  IrAttr *min_map = ir_attr_affine_map(ctx, 3, 0, 2, exprs);
  bool check = false;
  for (int d = 0; d < n; d++) {
    int64_t lo, hi, st, ts = d < t->nsizes ? t->sizes[d] : 1;
    if (const_index(lbs[d], &lo) && const_index(ubs[d], &hi) && const_index(steps[d], &st)) {
      /* llvm::divideCeil on the unsigned values, as MLIR computes it */
      uint64_t span = (uint64_t)hi - (uint64_t)lo, trips = span / (uint64_t)st + (span % (uint64_t)st != 0);
      if (trips % (uint64_t)ts == 0) {
        bounds[d] = new_steps[d];
        continue;
      }
    }
    if (t->no_min_max) {
      bounds[d] = new_steps[d];
      check = true;
      continue;
    }
    IrValue *ops[3] = {new_steps[d], ubs[d], ob->args[d]};
    IrOp *min = ir_build(&b, (IrOpKind)OP_AFFINE_MIN, 3, ops, 1, &ctx->index_ty, 0);
    ir_op_set_attr_ex(ctx, min, "map", min_map, true);
    bounds[d] = &min->results[0];
  }

  IrRegion *body_region = ir_op_region(op, 0);
  ir_op_set_region(op, 0, ir_region_create(ctx));
  IrBlock *body = body_region->first;
  IrOp *inner;
  IrBlock *ib;
  if (check) {
    inner = build_parallel(&b, n, zeros, bounds, steps, NULL);
    ib = ir_op_region(inner, 0)->first;
  } else {
    inner = build_parallel(&b, n, zeros, bounds, steps, body_region);
    ib = body;
  }
  /* The indices the body uses, inner + outer, first in the inner body. */
  IrBuilder ib_b = {ctx, ib, ib->first, op->loc};
  IrValue **index = xmalloc(sizeof *index * (size_t)n);
  for (int d = 0; d < n; d++)
    index[d] = ir_build_binary(&ib_b, OP_ADDI, ib->args[d], ob->args[d]);
  for (int d = 0; d < n; d++) {
    IrValue *iv = body->args[d];
    for (IrUse *u = iv->uses, *next; u; u = next) {
      next = u->next;
      if (u->owner != index[d]->def_op)
        ir_op_set_operand(u->owner, ir_use_index(u), index[d]);
    }
  }
  if (check) {
    IrValue *in = ir_build_const_int(&ib_b, ctx->i1_ty, 1);
    for (int d = 0; d < n; d++) {
      IrValue *lt = ir_build_cmp(&ib_b, OP_CMPI, "slt", index[d], ubs[d]);
      in = ir_build_binary(&ib_b, OP_ANDI, in, lt);
    }
    IrOp *ifop = ir_build(&ib_b, OP_IF, 1, &in, 0, NULL, 2);
    ir_op_set_region(ifop, 0, body_region);
    /* The parallel loop's terminator (scf.reduce, without operands) gives
     * way to the scf.if's. */
    IrOp *term = body->last;
    IrBuilder yb = {ctx, body, NULL, term->loc};
    ir_op_erase(term);
    ir_build_yield(&yb, 0, NULL);
    for (int d = n; d-- > 0;)
      ir_block_erase_arg(body, d);
  }
  ir_op_erase(op);
  free(index);
  free(lbs);
  free(ubs);
  free(steps);
  free(tiles);
  free(new_steps);
  free(bounds);
  free(zeros);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  const TilingOptions *o = options;
  const IrPassList *l = &o->tile_sizes;
  int64_t *sizes = xcalloc((size_t)l->n + 1, sizeof *sizes);
  for (int i = 0; i < l->n; i++) {
    char *end;
    errno = 0;
    long long v = strtoll(l->items[i], &end, 10);
    if (!*l->items[i] || *end || errno) {
      diag_error(diag, ir_loc_unknown(), "scf-parallel-loop-tiling: invalid tile size '%s' "
                 "(expected an integer)", l->items[i]);
      free(sizes);
      return false;
    }
    if (v < 1) {
      diag_error(diag, ir_loc_unknown(), v ? "tile size must be positive" : "tile size cannot be 0");
      free(sizes);
      return false;
    }
    sizes[i] = v;
  }
  Tiling t = {ctx, sizes, l->n, o->no_min_max_bounds, {0}, {0}};
  arena_init(&t.arena);
  for (IrOp *f = ir_module_body(module)->first; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC))
      continue;
    t.loops.len = 0;
    innermost(&t, f);
    for (size_t i = 0; i < t.loops.len; i++) {
      IrOp *p = t.loops.data[i];
      if (p->nresults == 0) /* MLIR tiles no loop with reductions */
        tile(&t, p);
    }
  }
  arena_destroy(&t.arena);
  free(sizes);
  return true;
}

static const IrPassOption options[] = {
    {"parallel-loop-tile-sizes", IR_PASS_OPT_LIST, offsetof(TilingOptions, tile_sizes), NULL, NULL,
     "Factors to tile parallel loops by"},
    {"no-min-max-bounds", IR_PASS_OPT_BOOL, offsetof(TilingOptions, no_min_max_bounds), "false",
     NULL, "Perform tiling with fixed upper bound with inbound check inside the internal loops"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass scf_parallel_loop_tiling_pass = {
    "scf-parallel-loop-tiling", "Tile parallel loops", run, options, sizeof(TilingOptions),
};
