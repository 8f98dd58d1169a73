/* scf_parallel_loop_fusion.c: MLIR's scf-parallel-loop-fusion
 * (ParallelLoopFusion.cpp, naivelyFuseParallelOps): in each block, two
 * scf.parallel ops with the same bounds and steps (the same values), with
 * nothing between them but ops free of memory effects and regions, and no
 * scf.parallel nested in either, become one: the first's body, then the
 * second's, in one loop at the second's place, the first's inits and
 * reductions before the second's. Each fused loop is fused on with the
 * next of its chain.
 *
 * Legality, MLIR's: every memref.load of one body from a buffer the other
 * body stores to reads what the same iteration stores (the store's
 * subscripts, the induction variables mapped, are the load's, or computed
 * by equivalent ops free of memory effects from mapped operands; every
 * store of that body to the buffer has the same subscripts), a load from a
 * memref defined in its own block stops the fusion, and so does one from
 * a buffer that may alias (a view of, a function argument beside) one
 * stored to in the other body. Stricter than mlir-opt 22, which looks at
 * loads and stores only and so misses:
 *  - two stores to one buffer: the bodies' stores to a buffer both write
 *    must have the same subscripts too, and stores to buffers that may
 *    alias stop it (write after write: fused, iteration i's second store
 *    may be overwritten by iteration i + 1's first; mlir-opt 22 fuses
 *    `A[i] = 1` with `A[i + 1] = 2`, tests/diff/scf_parallel_loop_fusion.mlir);
 *  - any other op that touches memory in either body (a call, memref.copy,
 *    affine.load / store, an atomic): no fusion.
 * Function arguments may alias one another unless one has llvm.noalias
 * (MLIR's LocalAliasAnalysis takes them as may-alias too).
 *
 * Contract: takes and leaves verified IR; each pair of loops costs the
 * product of their access counts. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../ir/walk.h"
#include "dependence.h"
#include "passes.h"

typedef struct Acc {
  IrOp *op;
  IrValue *mem;
  bool store;
} Acc;

typedef struct Body {
  Acc *acc;
  int n, cap;
  bool other; /* an op touching memory other than memref.load / store */
  bool nested_parallel;
} Body;

static void body_visit(IrOp *op, void *data) {
  Body *b = data;
  if (ir_op_is(op, OP_PARALLEL)) {
    b->nested_parallel = true;
    return;
  }
  bool ld = ir_op_is(op, OP_LOAD), st = ir_op_is(op, OP_STORE);
  if (ld || st) {
    if (b->n == b->cap)
      b->acc = xrealloc(b->acc, sizeof *b->acc * (size_t)(b->cap = b->cap ? 2 * b->cap : 16));
    b->acc[b->n].op = op;
    b->acc[b->n].mem = st ? ir_store_memref(op) : ir_load_memref(op);
    b->acc[b->n].store = st;
    b->n++;
    return;
  }
  unsigned e = ir_op_effects(op);
  if (e & ~(unsigned)EFF_ALLOC)
    b->other = true;
}

static void body_collect(Body *b, IrOp *loop) {
  memset(b, 0, sizeof *b);
  IrBlock *blk = ir_op_region(loop, 0)->first;
  for (IrOp *op = blk->first; op; op = op->next)
    ir_walk_post(op, body_visit, b);
}

static int acc_nidx(const Acc *a) { return a->op->nopnds - (a->store ? 2 : 1); }
static IrValue *acc_idx(const Acc *a, int i) { return a->op->opnds[(a->store ? 2 : 1) + i].value; }

/* The IV map from one loop to the other. */
typedef struct IvMap {
  IrBlock *from, *to;
} IvMap;

static IrValue *mapped(const IvMap *m, IrValue *v) {
  if (!v->def_op && v->owner_block == m->from)
    return m->to->args[v->index];
  return v;
}

/* OperationEquivalence::isEquivalentTo of the two ops defining a and b,
 * their operands compared through the map, both free of memory effects. */
static bool same_index(const IvMap *m, IrValue *a, IrValue *b) {
  if (mapped(m, a) == b)
    return true;
  IrOp *x = a->def_op, *y = b->def_op;
  if (!x || !y || x->info != y->info || x->nopnds != y->nopnds || x->nresults != y->nresults ||
      x->nregions || y->nregions || ir_op_effects(x) || ir_op_effects(y) || a->index != b->index ||
      x->nattrs != y->nattrs || x->name != y->name)
    return false;
  for (int i = 0; i < x->nattrs; i++)
    if (x->attrs[i].name != y->attrs[i].name || x->attrs[i].value != y->attrs[i].value)
      return false;
  for (int i = 0; i < x->nresults; i++)
    if (x->results[i].type != y->results[i].type)
      return false;
  for (int i = 0; i < x->nopnds; i++)
    if (mapped(m, x->opnds[i].value) != mapped(m, y->opnds[i].value))
      return false;
  return true;
}

static bool same_indices(const IvMap *m, const Acc *a, const Acc *b) {
  if (acc_nidx(a) != acc_nidx(b))
    return false;
  for (int i = 0; i < acc_nidx(a); i++)
    if (!same_index(m, acc_idx(a, i), acc_idx(b, i)))
      return false;
  return true;
}

static bool may_alias(IrValue *a, IrValue *b) {
  if (!ir_memref_may_alias(a, b))
    return false;
  bool arg_a = !a->def_op && a->owner_block && ir_op_is(ir_block_parent_op(a->owner_block), OP_FUNC);
  bool arg_b = !b->def_op && b->owner_block && ir_op_is(ir_block_parent_op(b->owner_block), OP_FUNC);
  return !(arg_a && arg_b && a != b && !dep_args_may_alias(a, b));
}

/* haveNoReadsAfterWriteExceptSameIndex(first, second): the loads of `r`
 * against the stores of `w` (m maps w's induction variables to r's). With
 * waw, also the stores of r against those of w. */
static bool no_conflict(const Body *w, const Body *r, const IvMap *m, bool waw) {
  for (int i = 0; i < r->n; i++) {
    const Acc *ra = &r->acc[i];
    if (ra->store && !waw)
      continue;
    IrOp *def = ra->mem->def_op;
    if (!ra->store && def && def->parent == ra->op->parent)
      return false;
    const Acc *first = NULL;
    for (int j = 0; j < w->n; j++) {
      const Acc *wa = &w->acc[j];
      if (!wa->store)
        continue;
      if (wa->mem != ra->mem) {
        if (may_alias(wa->mem, ra->mem))
          return false;
        continue;
      }
      if (!first)
        first = wa;
      else if (!same_indices(&(IvMap){m->from, m->from}, first, wa))
        return false; /* the stores to the buffer have different subscripts */
      if (!same_indices(m, wa, ra))
        return false;
    }
  }
  return true;
}

static bool same_space(IrOp *a, IrOp *b) {
  int n = ir_parallel_num_ivs(a);
  if (n != ir_parallel_num_ivs(b))
    return false;
  for (int i = 0; i < 3 * n; i++)
    if (a->opnds[i].value != b->opnds[i].value)
      return false;
  return true;
}

/* Whether v's uses all lie after `after` in its block or nested there. */
static bool uses_after(IrValue *v, IrOp *after) {
  for (IrUse *u = v->uses; u; u = u->next) {
    IrOp *o = u->owner;
    while (o && o->parent != after->parent)
      o = ir_op_parent_op(o);
    if (!o)
      return false;
    bool found = false;
    for (IrOp *x = after->next; x && !found; x = x->next)
      found = x == o;
    if (!found)
      return false;
  }
  return true;
}

static bool legal(IrOp *p1, IrOp *p2) {
  if (!same_space(p1, p2))
    return false;
  Body b1, b2;
  body_collect(&b1, p1);
  body_collect(&b2, p2);
  IrBlock *k1 = ir_op_region(p1, 0)->first, *k2 = ir_op_region(p2, 0)->first;
  IvMap m12 = {k1, k2}, m21 = {k2, k1};
  bool ok = !b1.nested_parallel && !b2.nested_parallel && !b1.other && !b2.other &&
            no_conflict(&b1, &b2, &m12, true) && no_conflict(&b2, &b1, &m21, false);
  free(b1.acc);
  free(b2.acc);
  for (int i = 0; ok && i < p1->nresults; i++)
    ok = uses_after(&p1->results[i], p2);
  return ok;
}

/* The fused loop at p2's place: p1's inits and results first. */
static IrOp *fuse(IrContext *ctx, IrOp *p1, IrOp *p2) {
  int n = ir_parallel_num_ivs(p2), i1 = p1->nopnds - 3 * n, i2 = p2->nopnds - 3 * n;
  IrValue **ops = xcalloc((size_t)(3 * n + i1 + i2) + 1, sizeof *ops);
  IrType **types = xcalloc((size_t)(i1 + i2) + 1, sizeof *types);
  for (int i = 0; i < 3 * n; i++)
    ops[i] = p2->opnds[i].value;
  for (int i = 0; i < i1; i++) {
    ops[3 * n + i] = p1->opnds[3 * n + i].value;
    types[i] = p1->results[i].type;
  }
  for (int i = 0; i < i2; i++) {
    ops[3 * n + i1 + i] = p2->opnds[3 * n + i].value;
    types[i1 + i] = p2->results[i].type;
  }
  IrOp *np = ir_op_rebuild(ctx, p2, 3 * n + i1 + i2, ops, i1 + i2, types);
  IrAttr *seg = ir_op_get_attr(np, "operandSegmentSizes");
  if (seg) {
    int64_t s[4] = {n, n, n, i1 + i2};
    ir_op_set_attr_ex(ctx, np, "operandSegmentSizes", ir_attr_dense_array(ctx, ctx->i32_ty, 4, s),
                      true);
  }
  IrBlock *k1 = ir_op_region(p1, 0)->first, *k2 = ir_op_region(np, 0)->first;
  for (int d = 0; d < n; d++)
    ir_value_replace_all_uses(k1->args[d], k2->args[d]);
  /* Body 1's ops (its reduces kept aside) before body 2's, then the
   * reduces of both in order, then body 2's terminator. */
  IrOp *anchor = k2->first;
  IrOp *term1 = ir_block_terminator(k1), *term2 = ir_block_terminator(k2);
  if (term1 && !ir_op_has_trait(term1, T_TERMINATOR))
    term1 = NULL;
  if (term2 && !ir_op_has_trait(term2, T_TERMINATOR))
    term2 = NULL;
  IrOp **red = xcalloc((size_t)1, sizeof *red);
  int nred = 0;
  for (IrOp *o = k1->first, *nx; o; o = nx) {
    nx = o->next;
    if (o == term1)
      continue;
    if (ir_op_is(o, OP_REDUCE)) {
      red = xrealloc(red, sizeof *red * (size_t)(nred + 1));
      red[nred++] = o;
      continue;
    }
    if (anchor)
      ir_op_move_before(o, anchor);
    else {
      ir_op_unlink(o);
      ir_block_append_op(k2, o);
    }
  }
  IrOp *first_red2 = NULL;
  for (IrOp *o = k2->first; o; o = o->next)
    if (ir_op_is(o, OP_REDUCE)) {
      first_red2 = o;
      break;
    }
  IrOp *before = first_red2 ? first_red2 : term2;
  for (int i = 0; i < nred; i++) {
    if (before)
      ir_op_move_before(red[i], before);
    else {
      ir_op_unlink(red[i]);
      ir_block_append_op(k2, red[i]);
    }
  }
  free(red);
  for (int i = 0; i < i1; i++)
    ir_value_replace_all_uses(&p1->results[i], &np->results[i]);
  for (int i = 0; i < i2; i++)
    ir_value_replace_all_uses(&p2->results[i], &np->results[i1 + i]);
  ir_op_erase(p2);
  ir_op_erase(p1);
  free(ops);
  free(types);
  return np;
}

static void fuse_block(IrContext *ctx, IrBlock *b) {
  IrOp *prev = NULL; /* the last scf.parallel of the chain under way */
  for (IrOp *op = b->first, *next; op; op = next) {
    next = op->next;
    if (ir_op_is(op, OP_PARALLEL)) {
      if (prev && legal(prev, op))
        op = fuse(ctx, prev, op);
      prev = op;
      continue;
    }
    if (ir_op_effects(op) || op->nregions)
      prev = NULL;
  }
}

/* Post-order, as MLIR's walk: the regions of nested ops first. */
static void walk_regions(IrContext *ctx, IrOp *op) {
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; b; b = b->next) {
      for (IrOp *o = b->first; o; o = o->next)
        walk_regions(ctx, o);
      fuse_block(ctx, b);
    }
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  walk_regions(ctx, module);
  return true;
}

const IrPass scf_parallel_loop_fusion_pass = {
    "scf-parallel-loop-fusion", "Fuse adjacent parallel loops", run, NULL, 0,
};
