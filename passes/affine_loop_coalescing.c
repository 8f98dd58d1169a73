/* affine_loop_coalescing.c: MLIR's affine-loop-coalescing (LoopCoalescing.cpp):
 * each band of perfectly nested scf.for ops, and each of affine.for ops,
 * whose bounds are defined above the band's outermost loop becomes one loop
 * over the product of their trip counts, the old induction variables
 * recovered from the new one. The walk is pre-order, as MLIR's; within one
 * nest the bands are found bottom-up (coalescePerfectlyNestedSCFForLoops,
 * coalescePerfectlyNestedAffineLoops), so an inner band whose bounds use an
 * outer induction variable is coalesced first, then the outer one.
 *
 * scf.for (index-typed bounds; scf::coalesceLoops): each loop normalized
 * (upper bound `(ub - lb) ceildiv step` as a composed, folded affine.apply,
 * lower bound 0, step 1, the old induction variable `iv * step + lb` at the
 * top of the innermost body), the outermost's upper bound the product of
 * the counts, an affine.delinearize_index of its induction variable into
 * the counts at the top of the innermost body, and the inner bodies inlined
 * outward. iter_args pass through the band when each loop's iter_args are
 * the next loop's inits and it yields the next loop's results (the chain).
 *
 * affine.for (affine::coalesceLoops): loops from 0 by step 1 only; the
 * upper bounds (an affine.min of a map of several results) as affine.apply
 * ops before the outermost, their running product its new upper bound, and
 * each old induction variable `(iv floordiv P) mod ub` at the top of its
 * body; the innermost body moves into the outermost.
 *
 * Where loopc is stricter than mlir-opt 22, because mlir-opt 22's result
 * computes something else (each case in tests/passes/affine-loop-
 * coalescing-loopc.mlir; later MLIR checks the first three too):
 *  - a loop of step 0 is left (MLIR 22 divides by it);
 *  - a loop whose iter_args are read anywhere but as the next loop's inits
 *    ends the chain (an inner body that reads the outer loop's iter_arg sees
 *    a value fixed for the inner loop's run, which one loop cannot keep);
 *  - an inner scf.for that yields its own induction variable yields the
 *    delinearized value (mlir-opt 22 crashes);
 *  - the product of two counts that may both be negative is positive: the
 *    coalesced loop would run where the nest runs not at all. With two or
 *    more scf.for counts of unknown sign, the coalesced loop runs under an
 *    scf.if that all of them are above 0 (its results the inits otherwise);
 *    an affine band with two or more upper bounds of unknown sign is left;
 *  - an affine.for of the band but the outermost may carry iter_args only
 *    when it yields them unchanged (mlir-opt 22 replaces the second loop's
 *    iter_args by their inits whatever the body does with them).
 * A band of scf.for ops over integers of another type than index, or with
 * unsignedCmp, is left (MLIR rewrites it with arith ops).
 *
 * Legality: the same iterations in the same order, nothing else.
 * Contract: takes and leaves verified IR; each nest's work is quadratic in
 * its depth and linear in the ops moved. */
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "affine_utils.h"
#include "canonicalize.h"
#include "passes.h"

/* A value or a constant (MLIR's OpFoldResult, index-typed). */
typedef struct Ofr {
  IrValue *v; /* NULL: the constant c */
  int64_t c;
} Ofr;

static Ofr ofr_val(IrValue *v) {
  Ofr o = {v, 0};
  return o;
}
static Ofr ofr_cst(int64_t c) {
  Ofr o = {NULL, c};
  return o;
}

static IrValue *ofr_value(IrBuilder *b, Ofr o) {
  return o.v ? o.v : ir_build_const_index(b, o.c);
}

static IrOp *build_apply(IrBuilder *b, IrAttr *map, int n, IrValue **ops, int kind) {
  IrOp *a = ir_build(b, (IrOpKind)kind, n, ops, 1, &b->ctx->index_ty, 0);
  ir_op_set_attr_ex(b->ctx, a, "map", map, true);
  return a;
}

/* affine::makeComposedFoldedAffineApply of e (over nd dims, then symbols,
 * one operand each) at b: the constants folded in, the affine.apply ops
 * among the operands composed in, the map canonicalized; a constant or a
 * lone operand comes back without a new op. */
static Ofr composed_apply(IrBuilder *b, const IrAffineExpr *e, int nd, int ns, const Ofr *in) {
  IrContext *ctx = b->ctx;
  const IrAffineExpr *dims[8], *syms[8];
  IrValue *ops[16];
  int kd = 0, ks = 0;
  for (int i = 0; i < nd; i++)
    dims[i] = in[i].v ? ir_affine_dim(ctx, (unsigned)kd++) : ir_affine_const(ctx, in[i].c);
  for (int i = 0; i < ns; i++)
    syms[i] = in[nd + i].v ? ir_affine_sym(ctx, (unsigned)ks++) : ir_affine_const(ctx, in[nd + i].c);
  int k = 0;
  for (int i = 0; i < nd + ns; i++)
    if (in[i].v)
      ops[k++] = in[i].v;
  const IrAffineExpr *r = ir_affine_replace(ctx, e, dims, syms);
  IrAttr *map = ir_attr_affine_map(ctx, kd, ks, 1, &r);
  IrValue **mops = xcalloc((size_t)k + 1, sizeof *mops);
  memcpy(mops, ops, sizeof *mops * (size_t)k);
  canon_affine_compose_map(ctx, &map, &mops);
  const IrAffineExpr *x = map->u.affine.exprs[0];
  Ofr out;
  if (x->kind == AFFINE_CONST)
    out = ofr_cst(x->value);
  else if (x->kind == AFFINE_DIM)
    out = ofr_val(mops[x->value]);
  else if (x->kind == AFFINE_SYM)
    out = ofr_val(mops[map->u.affine.ndims + (int)x->value]);
  else
    out = ofr_val(&build_apply(b, map, affine_map_inputs(map), mops, OP_AFFINE_APPLY)->results[0]);
  free(mops);
  return out;
}

/* Whether v is defined inside op (in one of its regions, at any depth). */
static bool defined_in(const IrValue *v, const IrOp *op) {
  const IrBlock *blk = v->def_op ? v->def_op->parent : v->owner_block;
  while (blk && blk->parent) {
    const IrOp *p = blk->parent->parent;
    if (p == op)
      return true;
    blk = p ? p->parent : NULL;
  }
  return false;
}

/* Whether op is nested in anc's regions. */
static bool op_inside(const IrOp *op, const IrOp *anc) {
  for (const IrBlock *blk = op->parent; blk && blk->parent;) {
    const IrOp *p = blk->parent->parent;
    if (p == anc)
      return true;
    blk = p ? p->parent : NULL;
  }
  return false;
}

/* Whether v >= 0 surely: a constant, a memref.dim, or an induction
 * variable of a loop whose lower bound is (an scf.for's, an affine.for's
 * single constant). */
static bool nonneg(const IrValue *v, int depth) {
  int64_t c;
  if (ir_value_const_int(v, &c))
    return c >= 0;
  if (depth > 16)
    return false;
  if (v->def_op)
    return ir_op_is(v->def_op, OP_DIM);
  IrOp *f = v->owner_block && v->owner_block->parent ? v->owner_block->parent->parent : NULL;
  if (!f || v != v->owner_block->args[0])
    return false;
  if (ir_op_is(f, OP_FOR))
    return nonneg(ir_for_lb(f), depth + 1);
  if (ir_op_is(f, OP_AFFINE_FOR)) {
    int64_t lb;
    return affine_map_single_const(affine_op_map(f, "lowerBoundMap"), &lb) && lb >= 0;
  }
  return false;
}

/* Whether an scf.for runs no negative count: ub >= lb surely. */
static bool scf_count_nonneg(const IrOp *f) {
  int64_t lb, ub;
  bool clb = ir_value_const_int(ir_for_lb(f), &lb), cub = ir_value_const_int(ir_for_ub(f), &ub);
  if (clb && cub)
    return ub >= lb;
  return clb && lb <= 0 && nonneg(ir_for_ub(f), 0);
}

static bool const_count_negative(const IrOp *f) {
  int64_t lb, ub;
  return ir_value_const_int(ir_for_lb(f), &lb) && ir_value_const_int(ir_for_ub(f), &ub) && ub < lb;
}

/* getPerfectlyNestedLoops: root, then the loop that is the only op but the
 * terminator of the previous one's body, and so on. */
static int perfect_nest(IrOp *root, int kind, IrOp ***out) {
  int n = 0, cap = 4;
  IrOp **l = xmalloc(sizeof *l * (size_t)cap);
  for (IrOp *f = root;;) {
    if (n == cap)
      l = xrealloc(l, sizeof *l * (size_t)(cap *= 2));
    l[n++] = f;
    IrBlock *body = f->regions[0]->first;
    if (!body->first || body->first->next != body->last || !ir_op_is(body->first, kind))
      break;
    f = body->first;
  }
  *out = l;
  return n;
}

/* ------------------------------- scf.for ------------------------------- */

static bool scf_loop_ok(const IrOp *f) {
  int64_t s;
  if (!ir_type_is_index(ir_for_lb(f)->type) || ir_op_get_attr(f, "unsignedCmp"))
    return false;
  return !ir_value_const_int(ir_for_step(f), &s) || s != 0;
}

/* Whether inner continues outer's iter_args chain: same count, outer's
 * iter_args are inner's inits (and used nowhere else), outer yields
 * inner's results. */
static bool scf_chained(const IrOp *outer, const IrOp *inner) {
  int n = ir_for_inits_count(outer);
  if (ir_for_inits_count(inner) != n)
    return false;
  IrBlock *ob = outer->regions[0]->first;
  IrOp *term = ir_block_terminator(ob);
  for (int k = 0; k < n; k++) {
    IrValue *a = ob->args[1 + k];
    if (ir_for_inits(inner, k) != a || ir_value_num_uses(a) != 1)
      return false;
    if (term->opnds[k].value != &((IrOp *)inner)->results[k])
      return false;
  }
  return true;
}

/* scf::coalesceLoops on loops[0..n) (a band MLIR's checks accept). */
static void scf_coalesce(IrContext *ctx, IrOp **loops, int n) {
  IrOp *outer = loops[0], *inner = loops[n - 1];
  IrBlock *ibody = inner->regions[0]->first;
  IrBuilder pre = {ctx, outer->parent, outer, outer->loc};
  Ofr *counts = xcalloc((size_t)n, sizeof *counts);
  int unknown = 0;
  bool *nn = xcalloc((size_t)n, sizeof *nn);
  for (int i = 0; i < n; i++)
    unknown += !(nn[i] = scf_count_nonneg(loops[i]));
  const IrAffineExpr *s0 = ir_affine_sym(ctx, 0), *s1 = ir_affine_sym(ctx, 1),
                     *s2 = ir_affine_sym(ctx, 2), *d0 = ir_affine_dim(ctx, 0);
  const IrAffineExpr *cnt = ir_affine_ceildiv(ctx, ir_affine_sub(ctx, s1, s0), s2);
  const IrAffineExpr *denorm = ir_affine_add(ctx, ir_affine_mul(ctx, d0, s1), s0);
  for (int i = 0; i < n; i++) {
    IrOp *f = loops[i];
    IrValue *lb = ir_for_lb(f), *ub = ir_for_ub(f), *step = ir_for_step(f);
    pre.loc = f->loc;
    Ofr in[3] = {ofr_val(lb), ofr_val(ub), ofr_val(step)};
    counts[i] = composed_apply(&pre, cnt, 0, 3, in);
    ir_op_set_operand(f, 0, ir_build_const_index(&pre, 0));
    IrValue *cv = ofr_value(&pre, counts[i]);
    counts[i] = ofr_val(cv);
    ir_op_set_operand(f, 1, cv);
    ir_op_set_operand(f, 2, ir_build_const_index(&pre, 1));
    IrValue *iv = f->regions[0]->first->args[0];
    IrBuilder top = {ctx, ibody, ibody->first, f->loc};
    Ofr din[3] = {ofr_val(iv), ofr_val(lb), ofr_val(step)};
    Ofr d = composed_apply(&top, denorm, 1, 2, din);
    IrValue *dv = ofr_value(&top, d);
    if (dv != iv) {
      IrOp *keep = dv->def_op;
      for (IrUse *u = iv->uses, *nx; u; u = nx) {
        nx = u->next;
        if (u->owner != keep)
          ir_op_set_operand(u->owner, ir_use_index(u), dv);
      }
    }
  }
  /* The product of the counts. */
  pre.loc = outer->loc;
  Ofr prod = ofr_cst(1);
  const IrAffineExpr *mul = ir_affine_mul(ctx, s0, s1);
  for (int i = 0; i < n; i++) {
    Ofr in[2] = {prod, counts[i]};
    prod = composed_apply(&pre, mul, 0, 2, in);
  }
  ir_op_set_operand(outer, 1, ofr_value(&pre, prod));
  /* The delinearization at the top of the innermost body. */
  IrBuilder top = {ctx, ibody, ibody->first, outer->loc};
  IrValue **dops = xcalloc((size_t)n + 1, sizeof *dops);
  int64_t *basis = xcalloc((size_t)n, sizeof *basis);
  IrType **types = xcalloc((size_t)n, sizeof *types);
  IrValue *oiv = outer->regions[0]->first->args[0];
  int ndyn = 0;
  dops[ndyn++] = oiv;
  for (int i = 0; i < n; i++) {
    int64_t c;
    types[i] = ctx->index_ty;
    if (ir_value_const_int(counts[i].v, &c))
      basis[i] = c;
    else {
      basis[i] = INT64_MIN;
      dops[ndyn++] = counts[i].v;
    }
  }
  IrOp *delin = ir_build(&top, (IrOpKind)OP_AFFINE_DELINEARIZE_INDEX, ndyn, dops, n, types, 0);
  ir_op_set_attr_ex(ctx, delin, "static_basis", ir_attr_dense_array(ctx, ctx->i64_ty, n, basis), true);
  for (IrUse *u = oiv->uses, *nx; u; u = nx) {
    nx = u->next;
    if (u->owner != delin)
      ir_op_set_operand(u->owner, ir_use_index(u), &delin->results[0]);
  }
  /* Inline the bodies outward. */
  for (int i = n - 1; i > 0; i--) {
    IrOp *o = loops[i - 1], *in = loops[i];
    IrBlock *ib = in->regions[0]->first, *ob = o->regions[0]->first;
    IrOp *term = ir_block_terminator(ib);
    int ny = term->nopnds;
    IrValue **y = xcalloc((size_t)ny + 1, sizeof *y);
    for (int k = 0; k < ny; k++) {
      y[k] = term->opnds[k].value;
      if (y[k] == ib->args[0])
        y[k] = &delin->results[i];
      for (int a = 1; a < ib->nargs; a++)
        if (y[k] == ib->args[a])
          y[k] = ir_for_inits(in, a - 1);
    }
    ir_op_erase(term);
    ir_value_replace_all_uses(ib->args[0], &delin->results[i]);
    for (int a = 1; a < ib->nargs; a++)
      ir_value_replace_all_uses(ib->args[a], ob->args[a]);
    while (ib->first)
      ir_op_move_before(ib->first, in);
    for (int k = 0; k < in->nresults; k++)
      ir_value_replace_all_uses(&in->results[k], y[k]);
    ir_op_erase(in);
    free(y);
  }
  /* Two counts or more of unknown sign: run only when all are above 0. */
  if (unknown >= 2) {
    IrBuilder g = {ctx, outer->parent, outer, outer->loc};
    IrValue *zero = ir_build_const_index(&g, 0), *cond = NULL;
    for (int i = 0; i < n; i++) {
      bool seen = nn[i];
      for (int j = 0; j < i && !seen; j++)
        seen = !nn[j] && counts[j].v == counts[i].v;
      if (seen)
        continue;
      IrValue *c = ir_build_cmp(&g, OP_CMPI, "sgt", counts[i].v, zero);
      cond = cond ? ir_build_binary(&g, OP_ANDI, cond, c) : c;
    }
    int nr = outer->nresults;
    IrType **rt = xcalloc((size_t)nr + 1, sizeof *rt);
    for (int k = 0; k < nr; k++)
      rt[k] = outer->results[k].type;
    IrOp *iff = ir_build_if(&g, cond, nr, rt, false);
    IrBuilder tb = {ctx, iff->regions[0]->first, NULL, outer->loc};
    IrValue **inits = xcalloc((size_t)nr + 1, sizeof *inits);
    IrValue **res = xcalloc((size_t)nr + 1, sizeof *res);
    for (int k = 0; k < nr; k++) {
      inits[k] = ir_for_inits(outer, k);
      res[k] = &outer->results[k];
    }
    for (int k = 0; k < nr; k++)
      ir_value_replace_all_uses(&outer->results[k], &iff->results[k]);
    ir_op_move_before(outer, ir_build_yield(&tb, nr, res));
    if (nr > 0) {
      IrBuilder eb = {ctx, iff->regions[1]->first, NULL, outer->loc};
      ir_build_yield(&eb, nr, inits);
    }
    free(rt);
    free(inits);
    free(res);
  }
  free(dops);
  free(basis);
  free(types);
  free(counts);
  free(nn);
}

/* MLIR's coalesceAllLoops band choice over a perfect nest loops[0 .. n):
 * above[i] is the outermost loop j <= i that loop i's first nopnds operands
 * (all of them when nopnds < 0) are defined outside of, chain[i] (NULL:
 * all 0) the first loop of the run of iter_args chains loop i belongs to;
 * from the innermost loop out, the longest band [start, end) whose loops
 * all have their operands above start and one chain is handed to
 * coalesce, then the search goes on above it. */
typedef void CoalesceFn(IrContext *ctx, IrOp **loops, int n);

static void coalesce_bands(IrContext *ctx, IrOp **loops, int n, int nopnds, const int *chain,
                           CoalesceFn *coalesce) {
  int *above = xcalloc((size_t)n, sizeof *above);
  for (int i = 0; i < n; i++) {
    above[i] = i;
    int m = nopnds < 0 ? loops[i]->nopnds : nopnds;
    for (int j = 0; j < i; j++) {
      bool ok = true;
      for (int k = 0; k < m && ok; k++)
        ok = !defined_in(loops[i]->opnds[k].value, loops[j]);
      if (ok) {
        above[i] = j;
        break;
      }
    }
  }
  for (int end = n; end > 0; --end) {
    int start = 0;
    for (; start < end - 1; ++start) {
      int mx = 0;
      for (int k = start; k < end; k++)
        mx = above[k] > mx ? above[k] : mx;
      if (mx > start || (chain && chain[end - 1] > start))
        continue;
      coalesce(ctx, loops + start, end - start);
      break;
    }
    if (start != end - 1)
      end = start + 1;
  }
  free(above);
}

/* scf_coalesce where the band's loops allow it (at most one constant
 * trip count that may be negative). */
static void scf_coalesce_checked(IrContext *ctx, IrOp **loops, int n) {
  bool ok = true;
  int negc = 0;
  for (int k = 0; k < n; k++) {
    ok = ok && scf_loop_ok(loops[k]);
    negc += const_count_negative(loops[k]);
  }
  if (ok && negc < 2)
    scf_coalesce(ctx, loops, n);
}

static void scf_nest(IrContext *ctx, IrOp *root) {
  IrOp **loops;
  int n = perfect_nest(root, OP_FOR, &loops);
  if (n >= 2) {
    int *chain = xcalloc((size_t)n, sizeof *chain);
    for (int i = 1; i < n; i++)
      chain[i] = scf_chained(loops[i - 1], loops[i]) ? chain[i - 1] : i;
    coalesce_bands(ctx, loops, n, 3, chain, scf_coalesce_checked);
    free(chain);
  }
  free(loops);
}

/* ------------------------------ affine.for ------------------------------ */

/* Whether the affine.for's upper bound (its least result) is >= 0 surely. */
static bool affine_ub_nonneg(IrContext *ctx, IrOp *f) {
  AffineForGroups g;
  affine_for_groups(f, &g);
  IrAttr *m = affine_op_map(f, "upperBoundMap");
  for (int r = 0; r < m->u.affine.n; r++) {
    const IrAffineExpr *e = m->u.affine.exprs[r];
    if (e->kind == AFFINE_CONST && e->value >= 0)
      continue;
    if (e->kind == AFFINE_DIM || e->kind == AFFINE_SYM) {
      int pos = e->kind == AFFINE_DIM ? (int)e->value : m->u.affine.ndims + (int)e->value;
      if (nonneg(f->opnds[g.ub_first + pos].value, 0))
        continue;
    }
    AffineRange x = affine_map_result_range(ctx, m, r, f, g.ub_first);
    if (!x.known || x.lo < 0)
      return false;
  }
  return true;
}

/* An inner loop of the band may carry iter_args only unchanged. */
static bool affine_iters_invariant(IrOp *f) {
  AffineForGroups g;
  affine_for_groups(f, &g);
  IrBlock *b = f->regions[0]->first;
  IrOp *term = ir_block_terminator(b);
  for (int k = 0; k < g.ninits; k++)
    if (term->opnds[k].value != b->args[1 + k])
      return false;
  return true;
}

static bool affine_coalesce(IrContext *ctx, IrOp **loops, int n) {
  int unknown = 0;
  for (int i = 0; i < n; i++) {
    int64_t lb;
    if (affine_for_step(loops[i]) != 1 ||
        !affine_map_single_const(affine_op_map(loops[i], "lowerBoundMap"), &lb) || lb != 0)
      return false;
    if (i > 0 && !affine_iters_invariant(loops[i]))
      return false;
    unknown += !affine_ub_nonneg(ctx, loops[i]);
  }
  if (unknown >= 2)
    return false;
  IrOp *outer = loops[0];
  IrBuilder b = {ctx, outer->parent, outer, outer->loc};
  IrValue **ubs = xcalloc((size_t)n, sizeof *ubs);
  IrValue *prev = NULL;
  const IrAffineExpr *d0 = ir_affine_dim(ctx, 0), *s0 = ir_affine_sym(ctx, 0);
  const IrAffineExpr *mul = ir_affine_mul(ctx, d0, s0);
  IrAttr *mul_map = ir_attr_affine_map(ctx, 1, 1, 1, &mul);
  for (int i = 0; i < n; i++) {
    AffineForGroups g;
    affine_for_groups(loops[i], &g);
    IrAttr *m = affine_op_map(loops[i], "upperBoundMap");
    IrValue **ops = xcalloc((size_t)g.nub + 1, sizeof *ops);
    for (int k = 0; k < g.nub; k++)
      ops[k] = loops[i]->opnds[g.ub_first + k].value;
    ubs[i] = &build_apply(&b, m, g.nub, ops, m->u.affine.n == 1 ? OP_AFFINE_APPLY : OP_AFFINE_MIN)
                  ->results[0];
    free(ops);
    if (i == 0)
      prev = ubs[0];
    else {
      IrValue *po[2] = {prev, ubs[i]};
      prev = &build_apply(&b, mul_map, 2, po, OP_AFFINE_APPLY)->results[0];
    }
  }
  /* The outermost's upper bound: ()[s0] -> (s0) of the product. */
  AffineForGroups g;
  affine_for_groups(outer, &g);
  IrAttr *sym_map = ir_attr_affine_map(ctx, 0, 1, 1, &s0);
  IrValue **nops = xcalloc((size_t)(g.nlb + 1 + g.ninits) + 1, sizeof *nops);
  int k = 0;
  for (int i = 0; i < g.nlb; i++)
    nops[k++] = outer->opnds[g.lb_first + i].value;
  nops[k++] = prev;
  for (int i = 0; i < g.ninits; i++)
    nops[k++] = outer->opnds[g.init_first + i].value;
  int64_t seg[3] = {g.nlb, 1, g.ninits};
  ir_op_set_operands(ctx, outer, k, nops);
  ir_op_set_attr_ex(ctx, outer, "upperBoundMap", sym_map, true);
  ir_op_set_attr_ex(ctx, outer, "operandSegmentSizes", ir_attr_dense_array(ctx, ctx->i32_ty, 3, seg),
                    true);
  free(nops);
  /* The induction variables. */
  IrBlock *obody = outer->regions[0]->first, *ibody = loops[n - 1]->regions[0]->first;
  IrBuilder top = {ctx, obody, obody->first, outer->loc};
  const IrAffineExpr *fd = ir_affine_floordiv(ctx, d0, s0), *md = ir_affine_mod(ctx, d0, s0);
  IrAttr *fd_map = ir_attr_affine_map(ctx, 1, 1, 1, &fd), *md_map = ir_attr_affine_map(ctx, 1, 1, 1, &md);
  IrValue *previous = obody->args[0];
  IrValue **ivs = xcalloc((size_t)n, sizeof *ivs);
  for (int idx = n; idx > 0; --idx) {
    if (idx != n) {
      IrValue *po[2] = {previous, ubs[idx]};
      previous = &build_apply(&top, fd_map, 2, po, OP_AFFINE_APPLY)->results[0];
    }
    if (idx == 1)
      ivs[0] = previous;
    else {
      IrValue *po[2] = {previous, ubs[idx - 1]};
      ivs[idx - 1] = &build_apply(&top, md_map, 2, po, OP_AFFINE_APPLY)->results[0];
    }
  }
  /* Uses of the old induction variables in the innermost body (the only
   * place they are used: the band's bounds are defined above it). */
  for (int i = 0; i < n; i++) {
    IrValue *iv = loops[i]->regions[0]->first->args[0];
    for (IrUse *u = iv->uses, *nx; u; u = nx) {
      nx = u->next;
      if (op_inside(u->owner, loops[n - 1]))
        ir_op_set_operand(u->owner, ir_use_index(u), ivs[i]);
    }
  }
  /* The inner loops' iter_args and results are their inits (they carry
   * them unchanged). */
  for (int i = 1; i < n; i++) {
    AffineForGroups gi;
    affine_for_groups(loops[i], &gi);
    IrBlock *bi = loops[i]->regions[0]->first;
    for (int a = 0; a < gi.ninits; a++) {
      IrValue *init = loops[i]->opnds[gi.init_first + a].value;
      ir_value_replace_all_uses(bi->args[1 + a], init);
      ir_value_replace_all_uses(&loops[i]->results[a], init);
    }
  }
  ir_op_erase(ir_block_terminator(ibody));
  while (ibody->first)
    ir_op_move_before(ibody->first, loops[1]);
  ir_op_erase(loops[1]);
  free(ivs);
  free(ubs);
  return true;
}

static void affine_coalesce_band(IrContext *ctx, IrOp **loops, int n) {
  (void)affine_coalesce(ctx, loops, n);
}

static void affine_nest(IrContext *ctx, IrOp *root) {
  IrOp **loops;
  int n = perfect_nest(root, OP_AFFINE_FOR, &loops);
  if (n >= 2)
    coalesce_bands(ctx, loops, n, -1, NULL, affine_coalesce_band);
  free(loops);
}

/* Pre-order: each loop before what is nested in it (after its own nest is
 * coalesced). */
static void walk_block(IrContext *ctx, IrBlock *b) {
  for (IrOp *op = b->first, *next; op; op = next) {
    next = op->next; /* an scf.if guard may take op in */
    if (ir_op_is(op, OP_FOR))
      scf_nest(ctx, op);
    else if (ir_op_is(op, OP_AFFINE_FOR))
      affine_nest(ctx, op);
    for (int r = 0; r < op->nregions; r++)
      for (IrBlock *blk = op->regions[r]->first; blk; blk = blk->next)
        walk_block(ctx, blk);
  }
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  for (int r = 0; r < module->nregions; r++)
    for (IrBlock *blk = module->regions[r]->first; blk; blk = blk->next)
      walk_block(ctx, blk);
  return true;
}

const IrPass affine_loop_coalescing_pass = {
    "affine-loop-coalescing",
    "Coalesce nested loops with independent bounds into a single loop",
    run,
    NULL,
    0,
};
