/* reduction_to_memory.c: scalar replacement in reverse, so that a
 * reduction written with iter_args gets the interchange and register
 * tiling of the form that loads and stores its cell in every iteration.
 * The naive matrix product users write (and Polygeist and linalg's
 * convert-linalg-to-loops emit):
 *
 *   loop.for %j {
 *     %c = load X[%i, %j]                      (or any init value %c)
 *     %r = loop.for %k iter_args(%acc = %c) { ...; yield f(%acc, ...) }
 *     store %r, X[%i, %j] }
 *
 * becomes
 *
 *   loop.for %j {
 *     (store %c, X[%i, %j] when %c is not that load)
 *     loop.for %k { %acc = load X[%i, %j]; ...; store f(%acc, ...), X[%i, %j] } }
 *
 * which loop-interchange turns into the i-k-j order and register-tile keeps
 * in registers again, a tile of cells at a time. MLIR has no pass of this
 * name (its affine-scalrep goes the other way).
 *
 * Legal when nothing in the k loop touches the cell but the new load and
 * store (the dependence analysis, dependence.h, shows the store independent
 * of every other access of the loop): the cell then holds the iter_arg's
 * value at every point of every iteration, and after the loop the value the
 * store after it wrote; nothing may touch memory between the loop and that
 * store. Each cell sees the same operations in the same order, so
 * floating-point results are unchanged.
 *
 * Profitable only when loop-interchange will then swap the j and k loops:
 * the memory form alone is slower (a store in every iteration). So the k
 * loop must hold no loop, be the last op of a j loop.for's body but for the
 * store, both loops must be of the kind loop-interchange swaps (no other
 * iter_args, index bounds compared signed, a constant positive step, k's
 * bounds defined outside j), and the accesses of the k loop must cost less
 * with j innermost than with k (dep_stride_cost, loop-interchange's
 * measure). -O3 runs it after parallelize (whose version for disjoint
 * arguments lets the analysis tell the cell from the other arguments) and
 * before loop-interchange.
 *
 * Contract: takes and leaves verified IR; each candidate loop is analyzed
 * once (the dependence analysis' cost, dependence.h). */
#include "dependence.h"

#include <stdlib.h>

/* Whether op neither writes memory nor has regions (it may read). */
static bool no_write(const IrOp *op) {
  return !op->nregions && (ir_op_has_trait(op, T_PURE) || ir_op_is(op, OP_LOAD));
}

/* The candidate around the k loop: the store of its one result, the j loop. */
typedef struct Cand {
  IrOp *k, *store, *j;
  IrOp *init_load; /* the load of the cell that gives the init, or NULL */
} Cand;

static bool find_cand(IrOp *k, Cand *c) {
  if (!dep_simple_for(k, 1) || dep_holds_loop(k))
    return false;
  IrBlock *pb = k->parent;
  IrOp *j = pb ? ir_block_parent_op(pb) : NULL;
  IrOp *st = k->next;
  IrValue *r = &k->results[0];
  if (!j || !dep_simple_for(j, 0) || !st || !ir_op_is(st, OP_STORE) || ir_op_operand(st, 0) != r ||
      r->uses->next || st->next != ir_block_terminator(pb))
    return false;
  for (int x = 0; x < 3; x++)
    if (dep_value_inside(ir_op_operand(k, x), j))
      return false; /* not rectangular: loop-interchange would not swap */
  /* The cell's memref and indices are there before the k loop. */
  for (int x = 1; x < st->nopnds; x++) {
    IrValue *v = ir_op_operand(st, x);
    if (v->def_op && v->def_op->parent == pb) {
      IrOp *d = v->def_op;
      while (d && d != k)
        d = d->next;
      if (d)
        return false; /* defined after k */
    }
  }
  c->k = k;
  c->store = st;
  c->j = j;
  c->init_load = NULL;
  /* An init that is a load of the cell, with nothing writing memory
   * between it and the loop, is dropped with the iter_arg. */
  IrValue *init = ir_for_inits(k, 0);
  IrOp *l = init->def_op;
  if (l && ir_op_is(l, OP_LOAD) && l->parent == pb && !init->uses->next &&
      ir_load_memref(l) == ir_store_memref(st) &&
      ir_load_indices_count(l) == ir_store_indices_count(st)) {
    bool same = true;
    for (int x = 0; same && x < ir_load_indices_count(l); x++)
      same = ir_load_indices(l, x) == ir_store_indices(st, x);
    for (IrOp *op = l->next; same && op != k; op = op->next)
      same = no_write(op);
    if (same)
      c->init_load = l;
  }
  return true;
}

/* The cost of the accesses of nest n with v innermost. */
static int cost(const DepNest *n, const IrValue *v) {
  int s = 0;
  for (int a = 0; a < n->nacc; a++)
    s += dep_stride_cost(&n->acc[a], v);
  return s;
}

/* Whether the store touches nothing another access of the nest touches
 * but the load (its own cell's). */
static bool cell_private(DepNest *n, const IrOp *load, const IrOp *store) {
  const DepAccess *st = NULL;
  for (int a = 0; a < n->nacc; a++)
    if (n->acc[a].op == store)
      st = &n->acc[a];
  if (!st)
    return false;
  DepDist dist[DEP_MAX_DEPTH];
  for (int a = 0; a < n->nacc; a++) {
    const DepAccess *o = &n->acc[a];
    int nc;
    if (o->op != store && o->op != load && dep_test(n, st, o, dist, &nc))
      return false;
  }
  return true;
}

/* Tries the k loop; true when it was rewritten. */
static bool try_loop(IrContext *ctx, IrOp *k) {
  Cand c;
  if (!find_cand(k, &c))
    return false;
  IrBlock *kb = dep_loop_body(k);
  IrValue *acc = kb->args[1];
  IrOp *yield = ir_block_terminator(kb);
  IrValue *cell = ir_store_memref(c.store);
  int rank = ir_store_indices_count(c.store);
  IrValue **idx = xmalloc(sizeof *idx * (size_t)(rank + 1));
  for (int x = 0; x < rank; x++)
    idx[x] = ir_store_indices(c.store, x);
  /* The memory form, inside the loop first (the analysis sees it). */
  IrBuilder b = {ctx, kb, kb->first, k->loc};
  IrValue *lv = ir_build_load(&b, cell, rank, idx);
  IrOp *load = lv->def_op;
  ir_value_replace_all_uses(acc, lv);
  ir_builder_set_before(&b, yield);
  IrOp *store = ir_build_store(&b, ir_op_operand(yield, 0), cell, rank, idx);
  DepNest n;
  dep_nest_init(&n, ctx, k);
  IrValue *jv = dep_loop_body(c.j)->args[0], *kv = kb->args[0];
  bool go = !n.opaque && cost(&n, jv) < cost(&n, kv) && cell_private(&n, load, store);
  dep_nest_free(&n);
  if (!go) { /* back as it was */
    ir_op_erase(store);
    ir_value_replace_all_uses(lv, acc);
    ir_op_erase(load);
    free(idx);
    return false;
  }
  /* The loop without its iter_arg. */
  IrValue *init = ir_for_inits(k, 0);
  IrValue *bounds[3] = {ir_for_lb(k), ir_for_ub(k), ir_for_step(k)};
  ir_op_set_operands(ctx, yield, 0, NULL);
  IrOp *nk = ir_op_rebuild(ctx, k, 3, bounds, 0, NULL);
  ir_block_erase_arg(kb, 1);
  ir_op_erase(c.store);
  ir_op_erase(k);
  if (c.init_load) {
    ir_op_erase(c.init_load);
  } else {
    IrBuilder a = {ctx, nk->parent, nk, nk->loc};
    ir_build_store(&a, init, cell, rank, idx);
  }
  free(idx);
  return true;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  Arena arena;
  arena_init(&arena);
  PtrVec loops = {0};
  ir_collect_kind(module, OP_FOR, false, &arena, &loops);
  for (size_t i = 0; i < loops.len; i++)
    if (ir_for_inits_count(loops.data[i]) == 1)
      try_loop(ctx, loops.data[i]);
  arena_destroy(&arena);
  return true;
}

const IrPass reduction_to_memory_pass = {
    "reduction-to-memory",
    "store a loop.for's one iter_arg in the cell its result is stored to, in every iteration, "
    "where loop-interchange then brings the loop around it inside (scalar replacement in "
    "reverse)",
    run, NULL, 0};
