/* max_reduction_block.c: a loop over j whose body only max-updates (or
 * min-updates) one cell C[r][j] per iteration, ending in a loop over k up
 * to j, run in blocks of B cells of j (nussinov):
 *
 *   loop.for %j = lj to uj {             table[i][j] = max(table[i][j], ...)   (P)
 *     P(%j)                              for k in [i+1, j):
 *     loop.for %k = kl to %j {             table[i][j] = max(table[i][j],
 *       C[r][%j] = max(C[r][%j], t(%k, %j)) }             table[i][k] + table[k+1][j])
 *   }
 *
 * becomes, with e = lj + (uj - lj) / B * B (uj > lj; else e = lj),
 *
 *   loop.for %j0 = lj to e step B {
 *     %acc = memref.alloca() : memref<B x T>
 *     loop.for %jj = 0 to B { %acc[%jj] = C[r][%j0 + %jj] }
 *     loop.for %k = kl to %j0 {loopc.no_vectorize} {
 *       loop.for %jj = 0 to B { %acc[%jj] = max(%acc[%jj], t(%k, %j0 + %jj)) } }
 *     loop.for %jj = 0 to B { C[r][%j0 + %jj] = %acc[%jj] }
 *     loop.for %j = %j0 to %j0 + B {
 *       P(%j)
 *       loop.for %k = max(kl, %j0) to %j { as before } } }
 *   loop.for %j = e to uj { as before }
 *
 * Phase one folds into the B cells of a block the terms of every k below
 * the block's first j: for nussinov t = table[i][k] + table[k+1][j], where
 * table[i][k] is one value for all B cells and table[k+1][j0..j0+B) one row
 * of 64 bytes, so the C compiler runs the %jj loop as one vector max per k
 * (the cells in a local buffer, which nothing else can reach; the %k loop
 * marked loopc.no_vectorize, which the C backend emits as clang's
 * `vectorize(disable)`: clang otherwise vectorizes over k with gathers).
 * The original walks down column j, one cache line per term.
 *
 * Integer max and min are exact, associative and commutative, so each
 * cell gets the same value whatever the order of its updates, provided
 * every term is the same value. Legality (the affine forms of
 * passes/dependence.c): the terms of phase one run earlier than they did,
 * before the updates of the block's cells below them; the statements P and
 * the k from %j0 on run after phase one has updated the cells above them.
 * So
 *   - every store in the loop's body is `C[r][%j] = op(C[r][%j], t)` (one
 *     memref and subscripts: r defined outside the loop, the last one %j;
 *     op one of maxsi, minsi, maxui, minui or its cmpi/select form, the
 *     same for every store; the load of the cell used by nothing else, no
 *     store and no op with regions between it and the store), in P directly
 *     or inside loop.if regions;
 *   - the %k loop is the body's last op: step 1, no iter_args, its lower
 *     bound defined outside the loop, its upper bound %j; its body
 *     straight-line, using no value of the %j body but %j;
 *   - every other load of C (the terms') reads no cell of the block it
 *     could have read differently: its last subscript is %k + c or %j + c
 *     with c <= 0 (a cell below %k < %j0, or below %j in P), or its other
 *     subscripts differ from r: by a nonzero constant, or, with coefficient
 *     a > 0 on %k, by an amount that is positive at %k = kl (nussinov's
 *     k + 1 against i with k >= i + 1);
 *   - the loads of other memrefs read memory the loop does not write
 *     (distinct allocations, or function arguments: then the blocked loop
 *     runs under a check that they do not overlap, the original in the
 *     else region, as parallelize does);
 *   - nothing else in the loop touches memory (dependence.c's opaque).
 *
 * Cost test: the element is an integer of at most 64 bits; B (block) cells
 * of it, 16 by default (a 512-bit vector of i32). Measured on nussinov
 * (docs/performance.md).
 *
 * Contract: takes and leaves verified IR; linear in the loop's size (the
 * loop copied three times at most). */
#include "dependence.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct BlockOptions {
  int64_t block; /* block: cells of j per block (below 2: the pass does nothing) */
} BlockOptions;

enum { K_NONE, K_MAXS, K_MINS, K_MAXU, K_MINU };

typedef struct Plan {
  IrOp *j, *k;    /* the loops */
  IrValue *mem;   /* C */
  int rank;
  IrValue **idx;  /* the store's subscripts (the last is %j) */
  IrOp *acc_load; /* the cell's load in the %k body */
  IrOp **own;     /* the cells' loads of every update */
  int nown;
  IrOp **pre;     /* the %j body's pure ops the %k body uses */
  int npre;
  IrOp *store;    /* the store in the %k body */
  int kind;
  DepPairs pairs;
} Plan;

static bool step_one(const IrOp *loop) {
  int64_t step;
  return dep_simple_for(loop, 0) && !ir_op_get_attr(loop, "unsignedCmp") &&
         ir_value_const_int(ir_for_step(loop), &step) && step == 1;
}

/* Whether v is loaded from the cell store s stores to. */
static bool cell_load(const IrValue *v, const IrOp *s) {
  const IrOp *l = v->def_op;
  if (!l || !ir_op_is(l, OP_LOAD) || ir_op_operand(l, 0) != ir_op_operand(s, 1) ||
      l->nopnds != s->nopnds - 1)
    return false;
  for (int d = 1; d < l->nopnds; d++)
    if (ir_op_operand(l, d) != ir_op_operand(s, d + 1))
      return false;
  return true;
}

/* The kind of `op(load, t)` that store s stores, with *load the cell's
 * load. */
static int update_kind(IrOp *s, IrOp **load, IrValue **term) {
  IrOp *d = ir_op_operand(s, 0)->def_op;
  if (!d)
    return K_NONE;
  static const struct {
    int op, kind;
  } direct[] = {{OP_MAXSI, K_MAXS}, {OP_MINSI, K_MINS}, {OP_MAXUI, K_MAXU}, {OP_MINUI, K_MINU}};
  for (size_t i = 0; i < sizeof direct / sizeof *direct; i++)
    if (ir_op_is(d, direct[i].op)) {
      IrValue *a = ir_op_operand(d, 0), *b = ir_op_operand(d, 1);
      if (cell_load(a, s))
        *load = a->def_op, *term = b;
      else if (cell_load(b, s))
        *load = b->def_op, *term = a;
      else
        return K_NONE;
      IrValue *lv = &(*load)->results[0];
      for (IrUse *u = lv->uses; u; u = u->next)
        if (u->owner != d)
          return K_NONE;
      return direct[i].kind;
    }
  if (!ir_op_is(d, OP_SELECT))
    return K_NONE;
  IrValue *c = ir_op_operand(d, 0), *x = ir_op_operand(d, 1), *y = ir_op_operand(d, 2);
  IrOp *cmp = c->def_op;
  if (!cmp || !ir_op_is(cmp, OP_CMPI) || ir_value_num_uses(c) != 1)
    return K_NONE;
  IrValue *p = ir_op_operand(cmp, 0), *q = ir_op_operand(cmp, 1);
  bool same = x == p && y == q, swapped = x == q && y == p;
  if (!same && !swapped)
    return K_NONE;
  const char *pred = ir_cmp_pred_name(cmp);
  if (!pred)
    return K_NONE;
  /* select(p > q, p, q) is max(p, q); select(p > q, q, p) min(p, q). */
  bool gt = !strcmp(pred, "sgt") || !strcmp(pred, "sge") || !strcmp(pred, "ugt") ||
            !strcmp(pred, "uge");
  bool lt = !strcmp(pred, "slt") || !strcmp(pred, "sle") || !strcmp(pred, "ult") ||
            !strcmp(pred, "ule");
  if (!gt && !lt)
    return K_NONE;
  bool is_max = gt == same;
  bool sgn = pred[0] == 's';
  int kind = sgn ? (is_max ? K_MAXS : K_MINS) : (is_max ? K_MAXU : K_MINU);
  if (cell_load(p, s))
    *load = p->def_op, *term = q;
  else if (cell_load(q, s))
    *load = q->def_op, *term = p;
  else
    return K_NONE;
  /* The cell's value only through the comparison and the select. */
  IrValue *lv = &(*load)->results[0];
  for (IrUse *u = lv->uses; u; u = u->next)
    if (u->owner != cmp && u->owner != d)
      return K_NONE;
  return kind;
}

/* Whether store s is `C[idx] = op(C[idx], t)` of the plan's cell and kind
 * (the first store fixes them), the load earlier in its block with no store
 * and no op with regions between them. */
static bool cell_update(Plan *p, IrOp *s, IrOp **acc) {
  IrValue *mem = ir_op_operand(s, 1);
  int rank = s->nopnds - 2;
  IrOp *load = NULL;
  IrValue *term = NULL;
  int kind = update_kind(s, &load, &term);
  if (kind == K_NONE || load->parent != s->parent || ir_op_operand(load, 0) != mem ||
      load->nopnds - 1 != rank || term == &load->results[0])
    return false;
  for (int d = 0; d < rank; d++)
    if (ir_op_operand(load, d + 1) != ir_op_operand(s, d + 2))
      return false;
  /* the load before the store, nothing between them that may write */
  IrOp *o = load->next;
  while (o && o != s && !ir_op_is(o, OP_STORE) && o->nregions == 0)
    o = o->next;
  if (o != s)
    return false;
  if (!p->mem) {
    IrValue *jv = dep_loop_body(p->j)->args[0];
    if (rank < 1 || ir_op_operand(s, rank + 1) != jv)
      return false;
    for (int d = 0; d + 1 < rank; d++)
      if (dep_value_inside(ir_op_operand(s, d + 2), p->j))
        return false;
    const IrType *t = mem->type;
    if (!t->elem || t->elem->kind != TY_INT || t->elem->width > 64)
      return false;
    p->mem = mem, p->rank = rank, p->kind = kind;
    p->idx = xmalloc(sizeof *p->idx * (size_t)rank);
    for (int d = 0; d < rank; d++)
      p->idx[d] = ir_op_operand(s, d + 2);
  } else {
    if (mem != p->mem || rank != p->rank || kind != p->kind)
      return false;
    for (int d = 0; d < rank; d++)
      if (ir_op_operand(s, d + 2) != p->idx[d])
        return false;
  }
  if (acc)
    *acc = load;
  p->own = xrealloc(p->own, sizeof *p->own * (size_t)(p->nown + 1));
  p->own[p->nown++] = load;
  return true;
}

static int64_t coef_of(const DepForm *f, const IrValue *v) {
  for (int i = 0; i < f->nterms; i++)
    if (f->terms[i].v == v)
      return f->terms[i].coef;
  return 0;
}

/* Whether the load a of C (not a cell's own load; in the %k loop when
 * in_k) reads no cell it could read differently (the header's rule). */
static bool load_apart(Plan *p, DepNest *n, const DepAccess *a, const DepAccess *st, bool in_k) {
  IrValue *jv = dep_loop_body(p->j)->args[0], *kv = dep_loop_body(p->k)->args[0];
  if (!a->subs || !st->subs)
    return false;
  int r = p->rank;
  /* The last subscript %k + c (c <= 0), or %j + c (c < 0) outside the
   * %k loop. */
  const DepForm *l = a->subs[r - 1];
  if (l->nterms == 1 && l->terms[0].coef == 1 &&
      ((l->terms[0].v == kv && l->k <= 0) || (l->terms[0].v == jv && l->k < 0 && !in_k)))
    return true;
  const DepForm *kl = dep_value_form(n, ir_for_lb(p->k));
  for (int d = 0; d + 1 < r; d++) {
    const DepForm *e = dep_form_add(n, a->subs[d], st->subs[d], -1);
    if (!e)
      continue;
    if (e->nterms == 0 && e->k != 0)
      return true;
    /* e = a*k + rest, a > 0, no %j: at least a*kl + rest. */
    int64_t ak = coef_of(e, kv);
    if (!kl || ak <= 0 || coef_of(e, jv) != 0)
      continue;
    DepTerm kt = {kv, 1};
    DepForm kf = {&kt, 1, 0};
    const DepForm *rest = dep_form_add(n, e, &kf, -ak);
    const DepForm *lo = rest ? dep_form_add(n, rest, kl, ak) : NULL;
    if (lo && lo->nterms == 0 && lo->k > 0)
      return true;
  }
  return false;
}

/* Phase one copies the %k body and, before it, the pure ops of the %j
 * body it uses (loop-invariant code motion hoists `%j - 1` there): whether
 * v is defined outside the %j loop, is %j, is in the %k body, or comes from
 * such ops, which it adds to p->pre. */
static bool need(Plan *p, IrValue *v, int depth) {
  IrBlock *jb = dep_loop_body(p->j);
  if (v == jb->args[0] || !dep_value_inside(v, p->j) || dep_value_inside(v, p->k))
    return true;
  IrOp *d = v->def_op;
  if (!d || d->parent != jb || d->nregions > 0 || !ir_op_has_trait(d, T_PURE) || depth > 16)
    return false;
  for (int i = 0; i < p->npre; i++)
    if (p->pre[i] == d)
      return true;
  for (int i = 0; i < d->nopnds; i++)
    if (!need(p, ir_op_operand(d, i), depth + 1))
      return false;
  p->pre = xrealloc(p->pre, sizeof *p->pre * (size_t)(p->npre + 1));
  p->pre[p->npre++] = d;
  return true;
}

static bool plan(IrContext *ctx, IrOp *j, Plan *p) {
  memset(p, 0, sizeof *p);
  p->j = j;
  if (!step_one(j))
    return false;
  IrBlock *jb = dep_loop_body(j);
  IrOp *term = ir_block_terminator(jb);
  IrOp *k = term ? term->prev : NULL;
  if (!k || !ir_op_is(k, OP_FOR) || !step_one(k) || ir_for_ub(k) != jb->args[0] ||
      dep_value_inside(ir_for_lb(k), j))
    return false;
  p->k = k;
  /* The %k body: straight-line, one store, the cell's update. */
  IrBlock *kb = dep_loop_body(k);
  IrOp *ks = NULL;
  for (IrOp *o = kb->first; o; o = o->next) {
    if (o->nregions > 0)
      return false;
    if (ir_op_is(o, OP_STORE)) {
      if (ks)
        return false;
      ks = o;
    }
    for (int i = 0; i < o->nopnds; i++)
      if (!need(p, ir_op_operand(o, i), 0))
        return false;
  }
  if (!ks || !cell_update(p, ks, &p->acc_load)) {
    free(p->idx);
    free(p->own);
    free(p->pre);
    return false;
  }
  p->store = ks;
  /* P: ops before the %k loop; their stores the cell's updates, inside
   * loop.if regions (or directly in the body). */
  bool ok = true;
  for (IrOp *o = jb->first; o != k && ok; o = o->next) {
    if (ir_op_is(o, OP_STORE)) {
      ok = cell_update(p, o, NULL);
    } else if (o->nregions > 0) {
      ok = ir_op_is(o, OP_IF);
      for (int r = 0; r < o->nregions && ok; r++)
        for (IrBlock *b = o->regions[r]->first; b && ok; b = b->next)
          for (IrOp *x = b->first; x && ok; x = x->next) {
            if (x->nregions > 0 && !ir_op_is(x, OP_IF))
              ok = false;
            else if (ir_op_is(x, OP_STORE))
              ok = cell_update(p, x, NULL);
            else if (ir_op_is(x, OP_IF))
              for (int r2 = 0; r2 < x->nregions && ok; r2++)
                for (IrBlock *b2 = x->regions[r2]->first; b2 && ok; b2 = b2->next)
                  for (IrOp *y = b2->first; y && ok; y = y->next) {
                    if (y->nregions > 0)
                      ok = false;
                    else if (ir_op_is(y, OP_STORE))
                      ok = cell_update(p, y, NULL);
                  }
          }
    }
  }
  if (!ok) {
    free(p->idx);
    free(p->own);
    free(p->pre);
    return false;
  }
  /* The loads. */
  DepNest n;
  dep_nest_init(&n, ctx, j);
  if (n.opaque) {
    dep_nest_free(&n);
    return false;
  }
  const DepAccess *st = NULL;
  for (int i = 0; i < n.nacc; i++)
    if (n.acc[i].op == ks)
      st = &n.acc[i];
  ok = st != NULL;
  for (int i = 0; i < n.nacc && ok; i++) {
    const DepAccess *a = &n.acc[i];
    if (a->write)
      continue;
    IrOp *op = a->op;
    bool own = false;
    for (int o = 0; o < p->nown && !own; o++)
      own = p->own[o] == op;
    if (own)
      continue;
    if (a->base == st->base) {
      ok = ir_op_operand(op, 0) == p->mem &&
           load_apart(p, &n, a, st, dep_block_inside(op->parent, p->k));
    } else if (!dep_disjoint(&n, a->base, st->base)) {
      if (dep_args_may_alias(a->base, st->base))
        dep_pairs_add(&p->pairs, st->base, a->base);
      else
        ok = false;
    }
  }
  dep_nest_free(&n);
  if (ok && p->pairs.n && !dep_pairs_measurable(&p->pairs))
    ok = false;
  if (!ok) {
    dep_pairs_free(&p->pairs);
    free(p->idx);
    free(p->own);
    free(p->pre);
  }
  return ok;
}

/* loop.for %jj = 0 to B at b; returns %jj, b inside the loop (before its
 * yield), *after the point after the loop. */
static IrValue *inner_loop(IrBuilder *b, int64_t block, IrInsertPoint *after) {
  IrOp *l = ir_build_for(b, ir_build_const_index(b, 0), ir_build_const_index(b, block),
                         ir_build_const_index(b, 1), 0, NULL);
  *after = ir_builder_save(b);
  ir_builder_set_end(b, dep_loop_body(l));
  ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
  return dep_loop_body(l)->args[0];
}

static void transform(IrContext *ctx, Plan *p, int64_t block) {
  IrOp *j = p->j;
  if (p->pairs.n) {
    j = dep_version_disjoint(ctx, j, &p->pairs);
    /* the plan's ops are the original's: find their copies */
    IrBlock *jb = dep_loop_body(j);
    IrOp *k = ir_block_terminator(jb)->prev;
    IrOp *ks = NULL, *kl = NULL;
    IrBlock *okb = dep_loop_body(p->k);
    IrBlock *kb = dep_loop_body(k);
    for (IrOp *o = okb->first, *c = kb->first; o; o = o->next, c = c->next) {
      if (o == p->store)
        ks = c;
      if (o == p->acc_load)
        kl = c;
    }
    /* the cell's subscripts: defined outside the loop (the same values),
     * the last the copy's %j */
    p->idx[p->rank - 1] = jb->args[0];
    for (IrOp *o = dep_loop_body(p->j)->first, *c = jb->first; o; o = o->next, c = c->next)
      for (int i = 0; i < p->npre; i++)
        if (p->pre[i] == o)
          p->pre[i] = c;
    p->j = j, p->k = k, p->store = ks, p->acc_load = kl;
  }
  IrBuilder b = {ctx, j->parent, j, j->loc};
  IrValue *lj = ir_for_lb(j), *uj = ir_for_ub(j);
  IrValue *bc = ir_build_const_index(&b, block);
  /* e = lj + max(uj - lj, 0) / B * B */
  IrValue *span = ir_build_binary(&b, OP_MAXSI, ir_build_binary(&b, OP_SUBI, uj, lj),
                                  ir_build_const_index(&b, 0));
  IrValue *e = ir_build_binary(
      &b, OP_ADDI, lj,
      ir_build_binary(&b, OP_MULI, ir_build_binary(&b, OP_DIVSI, span, bc), bc));
  IrOp *outer = ir_build_for(&b, lj, e, bc, 0, NULL);
  IrInsertPoint after_outer = ir_builder_save(&b);
  ir_builder_set_end(&b, dep_loop_body(outer));
  ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  IrValue *j0 = dep_loop_body(outer)->args[0];
  IrType *et = p->mem->type->elem;
  IrValue *acc = ir_build(&b, OP_ALLOCA, 0, NULL, 1,
                          (IrType *[]){ir_type_memref(ctx, et, 1, (int64_t[]){block})}, 0)
                     ->results;
  IrValue **cell = xmalloc(sizeof *cell * (size_t)p->rank);
  memcpy(cell, p->idx, sizeof *cell * (size_t)p->rank);
  IrInsertPoint after;
  /* the cells into the buffer */
  IrValue *jj = inner_loop(&b, block, &after);
  cell[p->rank - 1] = ir_build_binary(&b, OP_ADDI, j0, jj);
  ir_build_store(&b, ir_build_load(&b, p->mem, p->rank, cell), acc, 1, &jj);
  ir_builder_restore(&b, after);
  /* phase one */
  IrOp *k1 = ir_build_for(&b, ir_for_lb(p->k), j0, ir_build_const_index(&b, 1), 0, NULL);
  ir_op_set_attr(ctx, k1, "loopc.no_vectorize", ir_attr_unit(ctx));
  IrInsertPoint after_k1 = ir_builder_save(&b);
  ir_builder_set_end(&b, dep_loop_body(k1));
  ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  jj = inner_loop(&b, block, &after);
  HashMap m;
  hashmap_init(&m);
  dep_map_put(&m, dep_loop_body(p->k)->args[0], dep_loop_body(k1)->args[0]);
  dep_map_put(&m, dep_loop_body(j)->args[0], ir_build_binary(&b, OP_ADDI, j0, jj));
  for (IrOp *o = dep_loop_body(j)->first; o; o = o->next)
    for (int i = 0; i < p->npre; i++)
      if (p->pre[i] == o)
        dep_clone_at(&b, o, &m);
  IrBlock *kb = dep_loop_body(p->k);
  IrOp *kt = ir_block_terminator(kb);
  for (IrOp *o = kb->first; o != kt; o = o->next) {
    if (o == p->acc_load) {
      dep_map_put(&m, &o->results[0], ir_build_load(&b, acc, 1, &jj));
    } else if (o == p->store) {
      ir_build_store(&b, dep_mapped(&m, ir_op_operand(o, 0)), acc, 1, &jj);
    } else {
      dep_clone_at(&b, o, &m);
    }
  }
  hashmap_free(&m);
  ir_builder_restore(&b, after);
  ir_builder_restore(&b, after_k1);
  /* the buffer back into the cells */
  jj = inner_loop(&b, block, &after);
  cell[p->rank - 1] = ir_build_binary(&b, OP_ADDI, j0, jj);
  ir_build_store(&b, ir_build_load(&b, acc, 1, &jj), p->mem, p->rank, cell);
  ir_builder_restore(&b, after);
  /* phase two: the block's %j, the k from max(kl, %j0) */
  IrValue *j1 = ir_build_binary(&b, OP_ADDI, j0, bc);
  hashmap_init(&m);
  IrOp *j2 = dep_clone_at(&b, j, &m);
  hashmap_free(&m);
  ir_op_set_operand(j2, 0, j0);
  ir_op_set_operand(j2, 1, j1);
  IrOp *k2 = ir_block_terminator(dep_loop_body(j2))->prev;
  IrBuilder kb2 = {ctx, k2->parent, k2, k2->loc};
  ir_op_set_operand(k2, 0, ir_build_binary(&kb2, OP_MAXSI, ir_for_lb(k2), j0));
  ir_builder_restore(&b, after_outer);
  /* the rest: the original loop from e */
  ir_op_set_operand(j, 0, e);
  free(cell);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  const BlockOptions *o = options;
  if (o->block < 2)
    return true;
  Arena arena;
  arena_init(&arena);
  PtrVec loops = {0};
  ir_collect_kind(module, OP_FOR, false, &arena, &loops);
  for (size_t i = 0; i < loops.len; i++) {
    Plan p;
    if (!plan(ctx, loops.data[i], &p))
      continue;
    transform(ctx, &p, o->block);
    dep_pairs_free(&p.pairs);
    free(p.idx);
    free(p.own);
    free(p.pre);
  }
  arena_destroy(&arena);
  return true;
}

static const IrPassOption options[] = {
    {"block", IR_PASS_OPT_INT, offsetof(BlockOptions, block), "16", NULL,
     "cells of j per block (below 2: the pass does nothing)"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass max_reduction_block_pass = {
    "max-reduction-block",
    "run a loop whose body max-updates (min-updates) one cell per j, ending in a loop over k "
    "up to j, in blocks of j: the terms of the k below a block folded into its cells first, "
    "one vector max per k",
    run, options, sizeof(BlockOptions)};
