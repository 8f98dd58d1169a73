/* loop_interchange.c: swaps the innermost two loops of a nest when the
 * inner loop would then walk memory with unit stride (the i-k-j order of
 * `C[i][j] += A[i][k] * B[k][j]` written i-j-k), proved legal by the
 * dependence analysis (dependence.h). MLIR has no pass of this name (its
 * affine utilities have interchangeLoops and permuteLoops): loop-interchange.
 *
 * The pair: a loop.for (outer) whose body ends with a loop.for (inner) that
 * holds no loop. Neither carries values (iter_args), both count up over an
 * index compared signed, and the inner loop's bounds do not depend on the
 * outer one (a rectangular pair).
 *
 * Ops before the inner loop in the outer body (PolyBench's `C[i][j] = 0`
 * before the k loop) are first distributed into a loop of their own over
 * the outer loop's range, placed before it (loop distribution). That is
 * legal when every dependence between them and the inner loop's accesses
 * runs forward or within one iteration of the outer loop (distance >= 0,
 * exact): all of them then run before the inner loops as before. Pure ops
 * there whose results the inner loop uses are copied into its body (the C
 * compiler hoists them again). Ops after the inner loop (covariance's and
 * correlation's scaling and mirror store `C[j][i] = C[i][j]`), none of
 * them holding a region, go likewise to a loop of their own placed after
 * it, legal when none of their accesses meets an earlier op's or the inner
 * loop's in a later iteration of the outer loop (dep_may_precede, which
 * reads the loops' bounds); the pure ops before the inner loop that they
 * use are copied to that loop's start.
 *
 * A loop whose body is a sequence of inner loops (gramschmidt's column loop:
 * a dot product over i, then an update over i) is first distributed over
 * them, one loop per inner loop with the ops before it, when that is legal
 * and lets one of the pairs swap (splittable).
 *
 * Interchange is legal when every dependence between accesses of the inner
 * loop, with distance (x, y) over (outer, inner), stays lexicographically
 * positive after the swap: x or y exactly 0, or both exact with one sign.
 * The order of the additions into one cell is the order of the loop that
 * indexes none of the cell's subscripts, which interchange does not change,
 * so floating-point results stay bit for bit the same.
 *
 * Profitable when the inner loop would touch memory with fewer strides: per
 * access, with the inner loop's induction variable v, a subscript vector in
 * which v is absent costs nothing for a load (a register) and 2 for a store
 * (a cell stored every iteration: a serial chain the C compiler cannot
 * vectorize without reassociating), v only in the last subscript with
 * coefficient +-1 costs nothing (unit stride), anything else costs 1.
 *
 * Memory of function arguments that may alias: a nest inside the then
 * region of a loop.if marked `loopc.disjoint_args` (parallelize's version
 * under its run-time overlap check) takes them as disjoint (dependence.h).
 *
 * Contract: takes and leaves verified IR; each pair is analyzed once (the
 * dependence analysis' cost, dependence.h). */
#include "dependence.h"

#include <stdlib.h>

typedef struct Interchange {
  IrContext *ctx;
  int distributed, swapped;
} Interchange;

static IrValue *iv_of(const IrOp *loop) { return dep_loop_body(loop)->args[0]; }

/* ------------------------------- legality ------------------------------- */

static bool in_loop(const DepAccess *a, const IrOp *loop) {
  for (int d = 0; d < a->nloops; d++)
    if (a->loops[d] == loop)
      return true;
  return false;
}

/* Whether op is one of the ops after inner in its body: in late (IrOp* ->
 * 1), which try_pair fills once. */
static bool after_inner(const HashMap *late, const IrOp *op) {
  return op && hashmap_get(late, (uint64_t)(uintptr_t)op) != NULL;
}

/* The op of body that holds op (op itself when it is there), or NULL. */
static IrOp *top_of(IrOp *op, const IrBlock *body) {
  while (op && op->parent != body)
    op = op->parent ? ir_block_parent_op(op->parent) : NULL;
  return op;
}

/* Distribution of the accesses before inner (outside it) from inner's:
 * every dependence between the two groups has an exact distance >= 0 over
 * the outer loop (the root, depth 0). (Those after inner: after_movable.) */
static bool distributable(DepNest *n, IrOp *inner, const HashMap *late) {
  DepDist dist[DEP_MAX_DEPTH];
  for (int i = 0; i < n->nacc; i++) {
    const DepAccess *a = &n->acc[i];
    if (in_loop(a, inner) || after_inner(late, top_of(a->op, inner->parent)))
      continue;
    for (int j = 0; j < n->nacc; j++) {
      const DepAccess *b = &n->acc[j];
      int nc;
      if (!in_loop(b, inner) || (!a->write && !b->write) || !dep_test(n, a, b, dist, &nc))
        continue;
      if (nc < 1 || !dist[0].exact || dist[0].dist < 0)
        return false;
    }
  }
  return true;
}

/* Distribution of the ops after inner into a loop of their own after the
 * root (outer): ops without regions, none of whose accesses may touch an
 * element that an access before them in the body (inner's, or the ops'
 * before inner) touches in a later iteration of outer; those would run
 * before them once moved. */
static bool after_movable(DepNest *n, IrOp *outer, IrOp *inner, const HashMap *late) {
  IrBlock *ob = dep_loop_body(outer);
  for (IrOp *op = inner->next; op != ir_block_terminator(ob); op = op->next)
    if (op->nregions)
      return false; /* ops only: loops after inner are try_split's */
  for (int i = 0; i < n->nacc; i++) {
    const DepAccess *a = &n->acc[i];
    if (!after_inner(late, top_of(a->op, ob)))
      continue;
    for (int j = 0; j < n->nacc; j++) {
      const DepAccess *b = &n->acc[j];
      if (!after_inner(late, top_of(b->op, ob)) && dep_may_precede(n, a, b, 0))
        return false;
    }
  }
  return true;
}

/* Interchange of the root and inner: every dependence between inner's
 * accesses keeps its direction. */
static bool interchangeable(DepNest *n, IrOp *inner) {
  DepDist dist[DEP_MAX_DEPTH];
  for (int i = 0; i < n->nacc; i++)
    for (int j = i; j < n->nacc; j++) {
      const DepAccess *a = &n->acc[i], *b = &n->acc[j];
      int nc;
      if (!in_loop(a, inner) || !in_loop(b, inner) || (!a->write && !b->write) ||
          !dep_test(n, a, b, dist, &nc))
        continue;
      if (nc < 2)
        return false;
      DepDist x = dist[0], y = dist[1];
      if ((x.exact && x.dist == 0) || (y.exact && y.dist == 0))
        continue;
      if (!x.exact || !y.exact || (x.dist > 0) != (y.dist > 0))
        return false;
    }
  return true;
}

/* ----------------------------- profitability ----------------------------- */

/* The cost of inner's accesses with v the innermost induction variable. */
static int cost(const DepNest *n, IrOp *inner, const IrValue *v) {
  int c = 0;
  for (int i = 0; i < n->nacc; i++)
    if (in_loop(&n->acc[i], inner))
      c += dep_stride_cost(&n->acc[i], v);
  return c;
}

/* ----------------------------- transforming ----------------------------- */

/* Marks in needed (IrOp* -> 1) the ops before inner in its block whose
 * results inner uses (late NULL), or the ops after inner do (late, see
 * after_inner), directly or through other such ops; false when one of them
 * is not a pure op without regions (it cannot be copied). */
static bool needed_ops(IrOp *inner, const HashMap *late, HashMap *needed) {
  for (IrOp *op = inner->prev; op; op = op->prev) {
    bool used = false;
    for (int r = 0; r < op->nresults && !used; r++)
      for (IrUse *u = op->results[r].uses; u && !used; u = u->next) {
        IrOp *top = top_of(u->owner, inner->parent);
        used = (late ? after_inner(late, top) : top == inner) ||
               hashmap_get(needed, (uint64_t)(uintptr_t)top);
      }
    if (!used)
      continue;
    if (op->nregions || !ir_op_has_trait(op, T_PURE))
      return false;
    hashmap_put(needed, (uint64_t)(uintptr_t)op, (void *)1);
  }
  return true;
}

/* The ops of outer's body after inner move into a new loop over outer's
 * range placed after outer, the needed ops before inner (needed_ops)
 * copied to its start. */
static void split_after(Interchange *p, IrOp *outer, IrOp *inner, HashMap *needed) {
  IrContext *ctx = p->ctx;
  IrBlock *ob = dep_loop_body(outer);
  IrBuilder b = {ctx, outer->parent, outer->next, outer->loc};
  IrOp *last = ir_build_for(&b, ir_for_lb(outer), ir_for_ub(outer), ir_for_step(outer), 0, NULL);
  IrBlock *lb = dep_loop_body(last);
  lb->args[0]->name = iv_of(outer)->name;
  lb->args[0]->name_group = iv_of(outer)->name_group;
  HashMap map;
  hashmap_init(&map);
  hashmap_put(&map, (uint64_t)(uintptr_t)iv_of(outer), lb->args[0]);
  for (IrOp *op = ob->first; op != inner; op = op->next)
    if (hashmap_get(needed, (uint64_t)(uintptr_t)op))
      ir_block_append_op(lb, ir_op_clone(ctx, op, &map));
  IrOp *term = ir_block_terminator(ob);
  while (inner->next != term) {
    IrOp *op = inner->next;
    ir_op_unlink(op);
    ir_block_append_op(lb, op);
  }
  /* The moved ops' operands from before: the copies, and last's variable. */
  for (IrOp *op = ob->first; op != inner; op = op->next)
    for (int r = 0; r < op->nresults; r++) {
      IrValue *to = hashmap_get(&map, (uint64_t)(uintptr_t)&op->results[r]);
      for (IrUse *u = op->results[r].uses, *next; u && to; u = next) {
        next = u->next;
        if (u->owner->parent && dep_block_inside(u->owner->parent, last))
          ir_op_set_operand(u->owner, ir_use_index(u), to);
      }
    }
  for (IrUse *u = iv_of(outer)->uses, *next; u; u = next) {
    next = u->next;
    if (u->owner->parent && dep_block_inside(u->owner->parent, last))
      ir_op_set_operand(u->owner, ir_use_index(u), lb->args[0]);
  }
  hashmap_free(&map);
  ir_builder_set_end(&b, lb);
  ir_build_yield(&b, 0, NULL);
  p->distributed++;
}

/* The ops of outer's body before `end` move into a new loop over outer's
 * range placed before outer (the loops' induction variables named alike);
 * pure ops left unused there go. */
static IrOp *split_off(Interchange *p, IrOp *outer, IrOp *end) {
  IrContext *ctx = p->ctx;
  IrBlock *ob = dep_loop_body(outer);
  IrBuilder b = {ctx, outer->parent, outer, outer->loc};
  IrOp *first = ir_build_for(&b, ir_for_lb(outer), ir_for_ub(outer), ir_for_step(outer), 0, NULL);
  IrBlock *fb = dep_loop_body(first);
  fb->args[0]->name = iv_of(outer)->name;
  fb->args[0]->name_group = iv_of(outer)->name_group;
  while (ob->first != end) {
    IrOp *op = ob->first;
    ir_op_unlink(op);
    ir_block_append_op(fb, op);
  }
  for (IrOp *op = fb->last, *prev; op; op = prev) { /* what only later ops used */
    prev = op->prev;
    bool used = false;
    for (int r = 0; r < op->nresults; r++)
      used |= op->results[r].uses != NULL;
    if (!used && op->nresults && !op->nregions && ir_op_has_trait(op, T_PURE))
      ir_op_erase(op);
  }
  ir_builder_set_end(&b, fb);
  ir_build_yield(&b, 0, NULL);
  /* The moved ops' uses of outer's induction variable name first's. */
  for (IrUse *u = iv_of(outer)->uses, *next; u; u = next) {
    next = u->next;
    if (u->owner->parent && dep_block_inside(u->owner->parent, first))
      ir_op_set_operand(u->owner, ir_use_index(u), fb->args[0]);
  }
  p->distributed++;
  return first;
}

/* The ops of outer's body before inner move into a new loop over outer's
 * range placed before outer; the needed ones (needed_ops) are copied into
 * inner's body first, in order, so that copies use copies. */
static void distribute(Interchange *p, IrOp *outer, IrOp *inner, HashMap *needed) {
  IrContext *ctx = p->ctx;
  IrBlock *ob = dep_loop_body(outer), *ib = dep_loop_body(inner);
  HashMap map;
  hashmap_init(&map);
  IrOp *at = ib->first;
  for (IrOp *op = ob->first; op != inner; op = op->next) {
    if (!hashmap_get(needed, (uint64_t)(uintptr_t)op))
      continue;
    IrOp *copy = ir_op_clone(ctx, op, &map);
    ir_block_insert_before(ib, at, copy);
    for (int r = 0; r < op->nresults; r++) {
      IrValue *from = &op->results[r], *to = &copy->results[r];
      for (IrUse *u = from->uses, *next; u; u = next) {
        next = u->next;
        if (u->owner->parent && dep_block_inside(u->owner->parent, inner))
          ir_op_set_operand(u->owner, ir_use_index(u), to);
      }
    }
  }
  hashmap_free(&map);
  /* The rest: a loop of their own, or nothing when none has an effect. */
  bool effects = false;
  for (IrOp *op = ob->first; op != inner; op = op->next)
    effects |= op->nregions > 0 || !ir_op_has_trait(op, T_PURE);
  if (!effects) {
    while (inner->prev) /* unused now: the later ones go first, inner uses copies */
      ir_op_erase(inner->prev);
    return;
  }
  split_off(p, outer, inner);
}

/* Swaps the bounds of outer and inner and their induction variables'
 * uses: the body, unchanged, then runs in the other order. */
static void swap(Interchange *p, IrOp *outer, IrOp *inner) {
  IrContext *ctx = p->ctx;
  IrValue *ob[3] = {ir_for_lb(outer), ir_for_ub(outer), ir_for_step(outer)};
  IrValue *ib[3] = {ir_for_lb(inner), ir_for_ub(inner), ir_for_step(inner)};
  ir_op_set_operands(ctx, outer, 3, ib);
  ir_op_set_operands(ctx, inner, 3, ob);
  IrValue *i = iv_of(outer), *j = iv_of(inner);
  size_t n = 0, cap = 8;
  IrUse **uses = xmalloc(sizeof *uses * cap);
  for (IrUse *u = i->uses; u; u = u->next) {
    if (n == cap)
      uses = xrealloc(uses, sizeof *uses * (cap *= 2));
    uses[n++] = u;
  }
  IrOp **owners = xmalloc(sizeof *owners * n + 1);
  int *idx = xmalloc(sizeof *idx * n + 1);
  for (size_t k = 0; k < n; k++) {
    owners[k] = uses[k]->owner;
    idx[k] = ir_use_index(uses[k]);
  }
  ir_value_replace_all_uses(j, i);
  for (size_t k = 0; k < n; k++)
    ir_op_set_operand(owners[k], idx[k], j);
  free(uses);
  free(owners);
  free(idx);
  /* The names follow the ranges: outer's variable now takes inner's. */
  const char *name = i->name;
  int group = i->name_group;
  i->name = j->name;
  i->name_group = j->name_group;
  j->name = name;
  j->name_group = group;
  p->swapped++;
}

/* Tries the pair (the loop.for around inner, inner). */
static void try_pair(Interchange *p, IrOp *inner) {
  IrBlock *pb = inner->parent;
  IrOp *outer = pb ? ir_block_parent_op(pb) : NULL;
  if (!outer || !ir_op_is(outer, OP_FOR) || !dep_simple_for(outer, 0) || !dep_simple_for(inner, 0))
    return;
  for (int k = 0; k < 3; k++)
    if (dep_value_inside(ir_op_operand(inner, k), outer))
      return; /* not rectangular */
  bool after = inner->next != ir_block_terminator(pb);
  HashMap needed, needed_late, late;
  hashmap_init(&needed);
  hashmap_init(&needed_late);
  hashmap_init(&late);
  for (IrOp *op = inner->next; op != ir_block_terminator(pb); op = op->next)
    hashmap_put(&late, (uint64_t)(uintptr_t)op, (void *)1);
  DepNest n;
  dep_nest_init(&n, p->ctx, outer);
  bool go = !n.opaque && cost(&n, inner, iv_of(outer)) < cost(&n, inner, iv_of(inner)) &&
            needed_ops(inner, NULL, &needed) &&
            (inner->prev == NULL || distributable(&n, inner, &late)) &&
            (!after || (needed_ops(inner, &late, &needed_late) &&
                        after_movable(&n, outer, inner, &late))) &&
            interchangeable(&n, inner);
  dep_nest_free(&n);
  if (go) {
    if (after) /* first: it copies what it needs from before inner */
      split_after(p, outer, inner, &needed_late);
    if (inner->prev)
      distribute(p, outer, inner, &needed);
    swap(p, outer, inner);
  }
  hashmap_free(&needed);
  hashmap_free(&needed_late);
  hashmap_free(&late);
}

typedef struct Innermost {
  IrOp **ops;
  size_t n, cap;
} Innermost;

static bool find_innermost(IrOp *op, void *data) {
  Innermost *in = data;
  if (ir_op_is(op, OP_FOR) && !dep_holds_loop(op)) {
    if (in->n == in->cap)
      in->ops = xrealloc(in->ops, sizeof *in->ops * (in->cap = in->cap ? 2 * in->cap : 16));
    in->ops[in->n++] = op;
    return false;
  }
  return true;
}

/* ------------------------- distribution over loops ------------------------- */

static int group_of(const HashMap *group, IrOp *op, const IrBlock *body) {
  return (int)(uintptr_t)hashmap_get(group, (uint64_t)(uintptr_t)top_of(op, body)) - 1;
}

/* Whether outer's body can be split into one loop per inner loop, each
 * with the ops before it (its group): every op of the body is a loop.for
 * holding no loop or an op without regions, the last one before the yield
 * is a loop, no value crosses from one group to another, and every
 * dependence between two groups' accesses has an exact distance >= 0 over
 * outer (from the earlier group's access to the later one's), so running
 * all of one group's iterations before the next group's keeps each
 * dependence's order. Profitable when one of the inner loops would then
 * be swapped with its copy of outer (try_pair's tests, made here on the
 * whole nest, which gives each pair the same distances). group receives
 * each op's group + 1; *nloops the number of groups. */
static bool splittable(Interchange *p, IrOp *outer, HashMap *group, int *nloops) {
  IrBlock *ob = dep_loop_body(outer);
  IrOp *term = ir_block_terminator(ob);
  *nloops = 0;
  if (!dep_simple_for(outer, 0) || !term->prev || !ir_op_is(term->prev, OP_FOR))
    return false;
  for (IrOp *op = ob->first; op != term; op = op->next) {
    if (ir_op_is(op, OP_FOR) ? dep_holds_loop(op) : op->nregions > 0)
      return false;
    hashmap_put(group, (uint64_t)(uintptr_t)op, (void *)(uintptr_t)(*nloops + 1));
    if (ir_op_is(op, OP_FOR))
      ++*nloops;
  }
  if (*nloops < 2)
    return false;
  for (IrOp *op = ob->first; op != term; op = op->next) {
    int g = group_of(group, op, ob);
    for (int r = 0; r < op->nresults; r++)
      for (IrUse *u = op->results[r].uses; u; u = u->next)
        if (group_of(group, u->owner, ob) != g)
          return false;
  }
  DepNest n;
  dep_nest_init(&n, p->ctx, outer);
  bool ok = !n.opaque, gain = false;
  DepDist dist[DEP_MAX_DEPTH];
  for (int i = 0; i < n.nacc && ok; i++)
    for (int j = i + 1; j < n.nacc && ok; j++) {
      const DepAccess *a = &n.acc[i], *b = &n.acc[j];
      int ga = group_of(group, a->op, ob), gb = group_of(group, b->op, ob), nc;
      if (ga == gb || (!a->write && !b->write))
        continue;
      if (ga > gb) {
        const DepAccess *t = a;
        a = b;
        b = t;
      }
      if (dep_test(&n, a, b, dist, &nc))
        ok = nc >= 1 && dist[0].exact && dist[0].dist >= 0;
    }
  for (IrOp *op = ob->first; op != term && ok && !gain; op = op->next) {
    if (!ir_op_is(op, OP_FOR) || !dep_simple_for(op, 0))
      continue;
    bool rect = true;
    for (int k = 0; k < 3; k++)
      rect &= !dep_value_inside(ir_op_operand(op, k), outer);
    gain = rect && cost(&n, op, iv_of(outer)) < cost(&n, op, iv_of(op)) && interchangeable(&n, op);
  }
  dep_nest_free(&n);
  return ok && gain;
}

/* Splits outer into one loop per group (splittable), in order: each
 * group's loop goes before outer, which keeps the last group. */
static void try_split(Interchange *p, IrOp *outer) {
  HashMap group;
  hashmap_init(&group);
  int nloops;
  if (splittable(p, outer, &group, &nloops)) {
    IrBlock *ob = dep_loop_body(outer);
    for (int g = 0; g + 1 < nloops; g++) {
      IrOp *end = ob->first;
      while (!ir_op_is(end, OP_FOR))
        end = end->next;
      split_off(p, outer, end->next);
    }
  }
  hashmap_free(&group);
}

static bool find_split(IrOp *op, void *data) {
  Innermost *in = data;
  if (!ir_op_is(op, OP_FOR))
    return true;
  int loops = 0;
  for (IrOp *x = dep_loop_body(op)->first; x; x = x->next)
    loops += ir_op_is(x, OP_FOR);
  if (loops >= 2) {
    if (in->n == in->cap)
      in->ops = xrealloc(in->ops, sizeof *in->ops * (in->cap = in->cap ? 2 * in->cap : 16));
    in->ops[in->n++] = op;
  }
  return true;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  Interchange p = {ctx, 0, 0};
  Innermost in = {NULL, 0, 0};
  ir_walk(module, find_split, &in);
  for (size_t i = 0; i < in.n; i++)
    try_split(&p, in.ops[i]);
  in.n = 0;
  ir_walk(module, find_innermost, &in);
  for (size_t i = 0; i < in.n; i++)
    try_pair(&p, in.ops[i]);
  free(in.ops);
  return true;
}

const IrPass loop_interchange_pass = {
    "loop-interchange",
    "swap the innermost two loops of a nest when that gives the inner loop unit-stride access "
    "and the dependences allow it (distributing the ops before and after the inner loop first)",
    run, NULL, 0};
