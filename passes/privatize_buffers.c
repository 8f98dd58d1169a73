/* privatize_buffers.c: a scratch buffer that every iteration of a nest's
 * outer loop fills before it reads it gets a private copy per iteration,
 * so that the loop becomes parallel (doitgen's `sum`).
 *
 * PolyBench's doitgen:
 *
 *   loop.for %r {                          (R, the nest's root)
 *     loop.for %q {                        (Q)
 *       loop.for %p = 0 to %n { store 0, sum[%p]; loop.for %s { sum[%p] += ... } }
 *       loop.for %p = 0 to %n { A[%r, %q, %p] = load sum[%p] } } }
 *
 * Every iteration of R writes sum before it reads it, but writes the same
 * cells as every other: R carries an output and an anti dependence through
 * sum, and parallelize leaves it (and q) sequential; only the p loop is
 * parallel, one region of 0.15 M of work per (r, q), below min-work.
 * Becomes
 *
 *   loop.if (no argument overlaps another) {loopc.disjoint_args} {
 *     loop.for %r = lb to max(lb, ub - 1) {
 *       %priv = memref.alloc(dims of sum); ...the body on %priv...; dealloc %priv }
 *     loop.for %r = max(lb, ub - 1) to ub { ...the body on sum... } }
 *   else { the nest as it was }
 *
 * which parallelize then makes parallel over r. The last iteration runs on
 * the buffer itself, so it holds afterwards what the untransformed nest
 * leaves there (the last iteration's values; cells no iteration writes
 * keep theirs).
 *
 * Legal when no load of the buffer M in the nest reads a value written by
 * an earlier iteration of Q (a loop of the nest, R itself or inside it,
 * that holds every access of M): the first store S of M (the fill) has as
 * subscripts the induction variables of the k = rank loops directly
 * around it (L1 directly in Q's body, each L(i+1) directly in L(i)'s,
 * step 1), and every load of M in Q is either after S in Lk's body with S's
 * subscripts, or after L1 in Q's body with subscripts that are the
 * induction variables of loops with the same lower and upper bounds (the
 * same values, or equal constants) as S's loops, dimension by dimension: S wrote that cell
 * earlier in the same iteration of Q. M must be used in the nest only by
 * loads and stores and be defined outside it, with the identity layout.
 * The private copy needs M disjoint from every other memref the nest
 * touches: when function arguments may alias, the copy runs under
 * parallelize's overlap check (dependence.h), marked for the later passes.
 *
 * Profitable when the root would then be parallel: with the arguments
 * disjoint, R carries a dependence through M and through nothing else, it
 * has a constant step 1 and no iter_args, and holds a loop and no
 * loop.parallel. -O3 runs it just before parallelize.
 *
 * Contract: takes and leaves verified IR; each nest is analyzed once (the
 * dependence analysis' cost, dependence.h: its pairs of accesses), the
 * buffer's accesses checked in time linear in them and in the two blocks
 * they are placed in. MLIR has no pass of this name (its affine
 * dialect has no privatization). */
#include "dependence.h"

#include <stdlib.h>

typedef struct Priv {
  IrContext *ctx;
  int fired;
} Priv;

/* A copy of op inserted at b. */
static IrOp *copy_at(IrBuilder *b, const IrOp *op) {
  HashMap map;
  hashmap_init(&map);
  IrOp *c = dep_clone_at(b, op, &map);
  hashmap_free(&map);
  return c;
}

static bool const_is(IrValue *v, int64_t k) {
  int64_t c;
  return ir_value_const_int(v, &c) && c == k;
}

/* The loop.for among a's loops whose induction variable the form f is
 * exactly (1 * iv + 0), or NULL. */
static IrOp *iv_loop(const DepAccess *a, const DepForm *f) {
  if (f->nterms != 1 || f->k != 0 || f->terms[0].coef != 1)
    return NULL;
  for (int i = 0; i < a->nloops; i++)
    if (ir_op_is(a->loops[i], OP_FOR) && dep_loop_body(a->loops[i])->args[0] == f->terms[0].v)
      return a->loops[i];
  return NULL;
}

/* Whether two bounds are one value, or equal constants. */
static bool same_bound(IrValue *x, IrValue *y) {
  int64_t a, b;
  return x == y || (ir_value_const_int(x, &a) && ir_value_const_int(y, &b) && a == b);
}

static bool same_form(const DepForm *x, const DepForm *y) {
  if (x->nterms != y->nterms || x->k != y->k)
    return false;
  for (int i = 0; i < x->nterms; i++)
    if (x->terms[i].v != y->terms[i].v || x->terms[i].coef != y->terms[i].coef)
      return false;
  return true;
}

/* The op of block b that holds op (op itself or an ancestor), or NULL. */
static IrOp *ancestor_in(IrOp *op, const IrBlock *b) {
  while (op && op->parent != b)
    op = op->parent ? ir_block_parent_op(op->parent) : NULL;
  return op;
}

/* The ops after op in its block, into set (IrOp* -> 1). */
static void mark_after(const IrOp *op, HashMap *set) {
  for (IrOp *o = op->next; o; o = o->next)
    hashmap_put(set, (uint64_t)(uintptr_t)o, (void *)1);
}

static bool marked(HashMap *set, const IrOp *op) {
  return op && hashmap_get(set, (uint64_t)(uintptr_t)op);
}

/* The fill S: its loops L1..Lk (k = rank) directly around it, step 1, each
 * subscript one of their induction variables, each once. dims[d] is the
 * loop of dimension d. *q the loop whose body holds L1 (NULL if none). */
static bool fill_shape(const DepAccess *s, IrOp **dims, IrOp **q) {
  int k = s->rank;
  if (!s->subs || k < 1 || s->nloops <= k)
    return false;
  IrOp *inner = s->loops[s->nloops - 1];
  if (s->op->parent != dep_loop_body(inner))
    return false;
  for (int i = s->nloops - k; i < s->nloops; i++) {
    IrOp *l = s->loops[i], *outer = s->loops[i - 1];
    if (!dep_simple_for(l, 0) || !const_is(ir_for_step(l), 1) || l->parent != dep_loop_body(outer))
      return false;
  }
  for (int d = 0; d < k; d++) {
    dims[d] = iv_loop(s, s->subs[d]);
    bool ours = false;
    for (int i = s->nloops - k; i < s->nloops; i++)
      ours |= dims[d] == s->loops[i];
    for (int e = 0; e < d; e++)
      ours &= dims[e] != dims[d];
    if (!dims[d] || !ours)
      return false;
  }
  *q = s->loops[s->nloops - k - 1];
  return true;
}

/* The fill S (its dims, its Q at depth qd) and the ops after it in the
 * innermost fill loop's body and after the outermost in Q's. */
typedef struct Fill {
  const DepAccess *s;
  IrOp *dims[DEP_MAX_DEPTH];
  IrOp *q;
  int qd;
  HashMap after_s, after_l1;
} Fill;

/* Whether load x reads a cell the fill wrote earlier in the same
 * iteration of Q. */
static bool covered(Fill *f, const DepAccess *x) {
  const DepAccess *s = f->s;
  if (!x->subs || x->nloops <= f->qd || x->loops[f->qd] != f->q)
    return false;
  IrOp *lk = s->loops[s->nloops - 1];
  if (marked(&f->after_s, ancestor_in(x->op, dep_loop_body(lk)))) {
    for (int d = 0; d < s->rank; d++)
      if (!same_form(s->subs[d], x->subs[d]))
        return false;
    return true;
  }
  if (!marked(&f->after_l1, ancestor_in(x->op, dep_loop_body(f->q))))
    return false;
  for (int d = 0; d < s->rank; d++) {
    IrOp *l = iv_loop(x, x->subs[d]), *fl = f->dims[d];
    int64_t step;
    if (!l || !dep_value_inside(dep_loop_body(l)->args[0], f->q) || !same_bound(ir_for_lb(l), ir_for_lb(fl)) ||
        !same_bound(ir_for_ub(l), ir_for_ub(fl)) || !ir_value_const_int(ir_for_step(l), &step) || step < 1)
      return false;
  }
  return true;
}

/* Whether every load of m in the nest reads what the first store of m (the
 * fill) wrote earlier in the same iteration of a loop holding every access
 * of m. One pass over the accesses and over the two blocks. */
static bool filled_before_read(DepNest *n, const IrValue *m) {
  Fill f;
  f.s = NULL;
  for (int i = 0; i < n->nacc && !f.s; i++)
    if (n->acc[i].base == m && n->acc[i].write)
      f.s = &n->acc[i];
  if (!f.s || f.s->rank > DEP_MAX_DEPTH || !fill_shape(f.s, f.dims, &f.q))
    return false;
  f.qd = f.s->nloops - f.s->rank - 1;
  hashmap_init(&f.after_s);
  hashmap_init(&f.after_l1);
  mark_after(f.s->op, &f.after_s);
  mark_after(f.s->loops[f.s->nloops - f.s->rank], &f.after_l1);
  bool ok = true;
  for (int j = 0; j < n->nacc && ok; j++) {
    const DepAccess *x = &n->acc[j];
    if (x->base == m)
      ok = x->write ? x->nloops > f.qd && x->loops[f.qd] == f.q : covered(&f, x);
  }
  hashmap_free(&f.after_s);
  hashmap_free(&f.after_l1);
  return ok;
}

/* Whether every use of m inside root is the memref of a load or store. */
static bool only_accessed(const IrValue *m, const IrOp *root) {
  for (IrUse *u = m->uses; u; u = u->next) {
    IrOp *o = u->owner;
    if (!dep_block_inside(o->parent, root))
      continue;
    if (!((ir_op_is(o, OP_LOAD) && ir_use_index(u) == 0) || (ir_op_is(o, OP_STORE) && ir_use_index(u) == 1)))
      return false;
  }
  return true;
}

/* The one memref through which the root carries a dependence (both
 * accesses of every carried pair to it), or NULL (none, or a pair of two
 * memrefs, or two memrefs). n->args_disjoint taken as set. */
static IrValue *carried_through(DepNest *n) {
  IrValue *only = NULL;
  for (int i = 0; i < n->nacc; i++)
    for (int j = 0; j < n->nacc; j++) {
      const DepAccess *a = &n->acc[i], *b = &n->acc[j];
      if ((!a->write && !b->write) || !dep_may_precede(n, a, b, 0))
        continue;
      if (a->base != b->base || (only && only != a->base))
        return NULL;
      only = a->base;
    }
  return only;
}

static bool find_parallel(IrOp *op, void *data) {
  bool *found = data;
  *found |= ir_op_is(op, OP_PARALLEL);
  return !*found;
}

/* The buffer of the nest to privatize, or NULL. */
static IrValue *candidate(DepNest *n) {
  IrOp *root = n->root;
  bool par = false;
  ir_walk(root, find_parallel, &par);
  if (n->opaque || !ir_op_is(root, OP_FOR) || !dep_simple_for(root, 0) || !const_is(ir_for_step(root), 1) ||
      !dep_holds_loop(root) || par)
    return NULL;
  bool was = n->args_disjoint;
  n->args_disjoint = true;
  IrValue *m = carried_through(n);
  const IrType *t = m ? m->type : NULL;
  bool ok = m && !dep_value_inside(m, root) && t->kind == TY_MEMREF && t->rank >= 1 &&
            t->layout == IR_LAYOUT_IDENTITY && only_accessed(m, root);
  for (int j = 0; j < n->nacc && ok; j++) /* apart from every other memref of the nest */
    ok = n->acc[j].base == m || dep_disjoint(n, m, n->acc[j].base);
  ok = ok && filled_before_read(n, m);
  n->args_disjoint = was;
  return ok ? m : NULL;
}

/* The nest's root on a private copy of m: allocated (dims built at b, before
 * the root) at the top of its body, freed before its yield. */
static void use_private(IrContext *ctx, IrBuilder *b, IrOp *root, IrValue *m) {
  const IrType *t = m->type;
  IrValue *dyn[DEP_MAX_DEPTH];
  int ndyn = 0;
  for (int d = 0; d < t->rank && ndyn < DEP_MAX_DEPTH; d++)
    if (t->dims[d] == TY_DYN)
      dyn[ndyn++] = ir_build_dim(b, m, d);
  IrBlock *body = dep_loop_body(root);
  IrBuilder ab = {ctx, body, body->first, root->loc};
  IrValue *priv = ir_build_alloc(&ab, (IrType *)t, ndyn, dyn);
  ir_builder_set_before(&ab, ir_block_terminator(body));
  ir_build(&ab, OP_DEALLOC, 1, &priv, 0, NULL, 0);
  for (IrUse *u = m->uses, *next; u; u = next) {
    next = u->next;
    if (u->owner != priv->def_op && dep_block_inside(u->owner->parent, root) &&
        (ir_op_is(u->owner, OP_LOAD) || ir_op_is(u->owner, OP_STORE)))
      ir_op_set_operand(u->owner, ir_use_index(u), priv);
  }
}

/* root (at b) becomes [lb, last) on a private copy of m, then [last, ub)
 * as it was: last = ub - 1 when ub > lb, else lb. */
static void peel_and_privatize(Priv *p, IrBuilder *b, IrOp *root, IrValue *m) {
  IrContext *ctx = p->ctx;
  IrValue *lb = ir_for_lb(root), *ub = ir_for_ub(root);
  IrValue *nonempty = ir_build_cmp(b, OP_CMPI, "sgt", ub, lb);
  IrValue *last = ir_build_select(b, nonempty, ir_build_binary(b, OP_SUBI, ub, ir_build_const_index(b, 1)), lb);
  IrOp *peel = copy_at(b, root);
  ir_op_set_operand(peel, 0, last);
  ir_op_unlink(root);
  ir_block_insert_before(peel->parent, peel, root);
  ir_op_set_operand(root, 1, last);
  IrBuilder pb = {ctx, root->parent, root, root->loc};
  use_private(ctx, &pb, root, m);
}

static void privatize_nest(Priv *p, IrOp *op) {
  DepNest n;
  dep_nest_init(&n, p->ctx, op);
  IrValue *m = candidate(&n);
  DepPairs ps = {NULL, NULL, 0, 0};
  if (m && !n.args_disjoint)
    for (int i = 0; i < n.nacc; i++)
      for (int j = 0; j < n.nacc; j++) {
        const DepAccess *a = &n.acc[i], *o = &n.acc[j];
        if (a->write && a->base != o->base && dep_args_may_alias(a->base, o->base))
          dep_pairs_add(&ps, a->base, o->base);
      }
  dep_nest_free(&n);
  if (!m || (ps.n && !dep_pairs_measurable(&ps))) {
    dep_pairs_free(&ps);
    return;
  }
  if (ps.n) /* loop.if (disjoint) { private copy; last iteration } else { op } */
    op = dep_version_disjoint(p->ctx, op, &ps);
  IrBuilder b = {p->ctx, op->parent, op, op->loc};
  peel_and_privatize(p, &b, op, m);
  dep_pairs_free(&ps);
  p->fired++;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  Priv p = {ctx, 0};
  size_t n; /* the nests, collected first: privatizing moves them */
  IrOp **roots = dep_outer_ops(module, OP_FOR, OP_PARALLEL, &n);
  for (size_t i = 0; i < n; i++)
    privatize_nest(&p, roots[i]);
  free(roots);
  return true;
}

const IrPass privatize_buffers_pass = {
    "privatize-buffers",
    "give a scratch buffer that each iteration of a nest's root fills before reading a private "
    "copy per iteration (the last iteration on the buffer itself), so the root becomes parallel",
    run, NULL, 0};
