/* canonicalize.c: the canonicalize pass: MLIR's canonicalizer for the ops
 * loopc shares with MLIR. A greedy worklist driver over each function, as
 * MLIR's GreedyPatternRewriteDriver (top-down): every op is folded (fold.c)
 * or rewritten by a pattern (canon_arith.c, canon_scf.c, canon_memref.c), trivially dead ops
 * are erased, and each constant is kept once, at the top of the function's
 * entry block (MLIR's OperationFolder). The ops a change may affect are
 * queued again, and the whole function is walked again while anything
 * changes, at most max-iterations times (10, MLIR's default bound).
 *
 * Options, as mlir-opt 22 declares them: max-iterations (-1: no bound),
 * max-num-rewrites (pattern rewrites per walk; -1: no bound), test-convergence
 * (fail when the last walk still changed something), top-down (false:
 * the worklist is seeded in post-order and popped from its end, as MLIR's
 * driver does), region-simplify (MLIR's
 * block-level simplification after each walk, canon_cf.c: unreachable blocks
 * go at every level, as in mlir-opt 22; normal and aggressive also drop dead
 * arguments of branched-to blocks; aggressive also merges identical blocks
 * and drops arguments that receive one value, canon_blocks.c). Functions of
 * several blocks get cf's patterns
 * (canon_cf.c) too.
 *
 * Contract: takes and leaves verified IR; keeps the names of the values that
 * survive (a value replacing a named one takes its name if it has none).
 * Linear in practice: a walk is one pass over the function, and a change
 * queues only the ops next to it (users, operand definitions, the parent);
 * the effects of region ops are summed bottom-up once per walk and kept up
 * to date as ops move. Iterative everywhere (the walker, explicit stacks),
 * so any nesting depth is fine. Uses op->aux: an op's worklist slot. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "canonicalize.h"

/* op->aux while the pass runs: worklist slot + 1, 0 when not queued, or
 * ERASED once the op left the IR. */
#define ERASED ((void *)~(uintptr_t)0)

/* Cached nested effects are stored with this bit so that 0 reads "unknown". */
#define EFFECTS_KNOWN 0x100u

struct Canon {
  IrContext *ctx;
  const CanonicalizeOptions *o;
  int64_t nrewrites;   /* pattern rewrites in this walk */
  IrBlock *entry;  /* the function's entry block: where constants live */
  HashMap consts;  /* IrAttr* -> the constant op holding it */
  HashMap effects; /* region op -> EFFECTS_KNOWN | effects of it and its nest */
  HashMap globals; /* interned sym_name -> the module's memref.global */
  IrOp **work;     /* LIFO worklist; NULL marks a removed entry */
  size_t nwork, capwork;
  bool changed;
  CanonPatterns patterns; /* a pass's own patterns (canon_apply_patterns), NULL: canonicalize's */
  const void *pattern_data; /* what canon_apply_patterns_with hands them (canon_pattern_data) */
  /* MLIR's applyOpPatternsAndFold in strict mode (canon_apply_patterns_strict):
   * the ops the driver may look at, the given ones and those created or
   * moved since; NULL: every op. */
  HashMap *strict;
};

static uint64_t key(const void *p) { return (uint64_t)(uintptr_t)p; }

IrContext *canon_ctx(const Canon *c) { return c->ctx; }

/* =============================== worklist ============================= */

static void queue(Canon *c, IrOp *op) {
  if (!op || op->aux || ir_op_is(op, OP_FUNC) || ir_op_is(op, OP_MODULE) ||
      (c->strict && !hashmap_get(c->strict, key(op))))
    return;
  if (c->nwork == c->capwork)
    c->work = xrealloc(c->work, sizeof *c->work * (c->capwork = c->capwork ? 2 * c->capwork : 256));
  c->work[c->nwork++] = op;
  op->aux = (void *)(uintptr_t)c->nwork;
}

/* How strict mode knows an op: given, created by a rewrite (a constant
 * made by a fold goes to the top of the entry block, as MLIR's
 * OperationFolder puts it), or moved by one (it stays where it went). */
enum { STRICT_GIVEN = 1, STRICT_CREATED, STRICT_MOVED };

/* An op created (or moved) by a rewrite: strict mode takes it in too. */
static void queue_new(Canon *c, IrOp *op, uintptr_t how) {
  if (c->strict)
    hashmap_put(c->strict, key(op), (void *)how);
  queue(c, op);
}

static void unqueue(Canon *c, IrOp *op) {
  if (op->aux && op->aux != ERASED)
    c->work[(uintptr_t)op->aux - 1] = NULL;
  op->aux = NULL;
}

static IrOp *pop(Canon *c) {
  while (c->nwork) {
    IrOp *op = c->work[--c->nwork];
    if (op) {
      op->aux = NULL;
      return op;
    }
  }
  return NULL;
}

/* A user of a changed value: the op itself, and for a terminator also the
 * op owning its region (its results or block arguments may now fold). */
static void queue_user(Canon *c, IrOp *user) {
  queue(c, user);
  if (ir_op_has_trait(user, T_TERMINATOR))
    queue(c, ir_op_parent_op(user));
}

/* The op that may simplify when v loses a use: its definition, or for a
 * block argument the op owning the block (an iter_arg may become unused). */
static void queue_definer(Canon *c, const IrValue *v) {
  if (v)
    queue(c, v->def_op ? v->def_op : ir_block_parent_op(v->owner_block));
}

typedef struct NestedVisit {
  Canon *c;
  const IrOp *root;
  void (*fn)(Canon *, IrOp *);
} NestedVisit;

static bool visit_nested(IrOp *x, void *data) {
  NestedVisit *v = data;
  if (x != v->root)
    v->fn(v->c, x);
  return true;
}

/* Calls fn on every op nested in op (not op itself), in pre-order (ir_walk);
 * fn must leave the ops where they are. */
static void for_each_nested(Canon *c, IrOp *op, void (*fn)(Canon *, IrOp *)) {
  NestedVisit v = {c, op, fn};
  ir_walk(op, visit_nested, &v);
}

/* ============================ effects cache =========================== */

/* The effects of op and everything nested in it. For a region op this is
 * summed once per walk and then kept as an upper bound: rewrites inside
 * only remove effects, and ops moved into a region add theirs (see
 * add_effects), so a cached value never claims too little. */
static unsigned effects_of(Canon *c, IrOp *op) {
  if (!op->nregions)
    return ir_op_effects(op);
  uintptr_t e = (uintptr_t)hashmap_get(&c->effects, key(op));
  if (e)
    return (unsigned)e & ~EFFECTS_KNOWN;
  unsigned n = ir_op_effects_nested(op);
  hashmap_put(&c->effects, key(op), (void *)(uintptr_t)(n | EFFECTS_KNOWN));
  return n;
}

/* Adds effects e to what op (a region op) is known to do, if it is known. */
static void add_effects(Canon *c, IrOp *op, unsigned e) {
  uintptr_t old = op ? (uintptr_t)hashmap_get(&c->effects, key(op)) : 0;
  if (old)
    hashmap_put(&c->effects, key(op), (void *)(old | e));
}

static bool is_dead(Canon *c, IrOp *op) {
  for (int i = 0; i < op->nresults; i++)
    if (op->results[i].uses)
      return false;
  return ir_op_is_dead_given_effects(op, effects_of(c, op));
}

/* ============================== constants ============================= */

/* The key of a constant-like op among the known ones: its value, or for a
 * ub.poison its type (as an attribute: no constant's value is a type). */
static IrAttr *const_key(Canon *c, const IrOp *op) {
  return ir_op_is(op, OP_POISON) ? ir_attr_type(c->ctx, op->results[0].type)
                                 : ir_op_get_attr(op, "value");
}

static bool is_constant_like(const IrOp *op) {
  return ir_op_is(op, OP_CONSTANT) || ir_op_is(op, OP_POISON);
}

static bool is_known_constant(Canon *c, const IrOp *op) {
  return op && is_constant_like(op) && hashmap_get(&c->consts, key(const_key(c, op))) == op;
}

/* The attribute of an f32 constant as the float it denotes (the parser
 * keeps the literal's double), so that equal constants are one. */
static IrAttr *float_normal(Canon *c, IrAttr *a) {
  if (a->kind != ATTR_FLOAT || a->type->width != 32)
    return a;
  double d = (double)(float)a->u.f;
  return memcmp(&d, &a->u.f, sizeof d) ? ir_attr_float(c->ctx, a->type, d) : a;
}

/* MLIR's OperationFolder::insertKnownConstant: the first constant of each
 * value moves to the top of the entry block unless it already follows one
 * placed there (so constants found one by one end up in reverse order, as
 * in MLIR); later ones are replaced by it. Returns false for those. */
static bool insert_known_constant(Canon *c, IrOp *op) {
  IrAttr *a = const_key(c, op);
  if (ir_op_is(op, OP_CONSTANT)) {
    a = float_normal(c, a);
    ir_op_set_attr_ex(c->ctx, op, "value", a, true);
  }
  IrOp *known = hashmap_get(&c->consts, key(a));
  if (known && known != op) {
    canon_replace_value(c, &op->results[0], &known->results[0]);
    canon_erase(c, op);
    return false;
  }
  if (op->parent != c->entry || (op != c->entry->first && !is_known_constant(c, op->prev)))
    ir_op_move_before(op, c->entry->first);
  hashmap_put(&c->consts, key(a), op);
  return true;
}

IrOp *canon_global(const Canon *c, const IrOp *get_global) {
  const IrAttr *name = ir_op_get_attr(get_global, "name");
  if (!name || name->kind != ATTR_SYMBOL)
    return NULL;
  return hashmap_get(&c->globals, key(ir_intern(c->ctx, name->u.s.str, name->u.s.len)));
}

IrValue *canon_constant(Canon *c, IrOp *before, IrAttr *attr) {
  IrType *t = attr->type;
  IrOp *op = canon_create(c, before, OP_CONSTANT, 0, NULL, 1, &t, 0);
  ir_op_set_attr_ex(c->ctx, op, "value", attr, true);
  return &op->results[0];
}

IrValue *canon_materialize(Canon *c, IrOp *before, const IrDialect *d, IrAttr *attr,
                           IrType *type) {
  IrBuilder b = {c->ctx, before->parent, before, before->loc};
  IrOp *last = before->prev;
  IrValue *v = d->materialize_constant(&b, attr, type);
  for (IrOp *o = last ? last->next : before->parent->first; o && o != before; o = o->next) {
    o->aux = NULL;
    queue_new(c, o, STRICT_CREATED);
    c->changed = true;
  }
  return v;
}

IrValue *canon_const_int(Canon *c, IrOp *before, IrType *type, int64_t v) {
  return canon_constant(c, before, ir_attr_int(c->ctx, type, v));
}

IrValue *canon_const_bool(Canon *c, IrOp *before, bool v) {
  return canon_constant(c, before, ir_attr_bool(c->ctx, v));
}

/* ============================== rewriting ============================= */

static IrOp *create(Canon *c, IrBlock *b, IrOp *before, IrLoc loc, int kind, int nopnds,
                    IrValue *const *opnds, int nresults, IrType *const *types, int nregions) {
  IrOp *op = ir_op_create(c->ctx, kind, NULL, loc, nopnds, opnds, nresults, types, nregions);
  op->aux = NULL;
  ir_block_insert_before(b, before, op);
  queue_new(c, op, STRICT_CREATED);
  c->changed = true;
  return op;
}

IrOp *canon_create(Canon *c, IrOp *before, int kind, int nopnds, IrValue *const *opnds,
                   int nresults, IrType *const *types, int nregions) {
  return create(c, before->parent, before, before->loc, kind, nopnds, opnds, nresults, types,
                nregions);
}

IrOp *canon_create_at_end(Canon *c, IrBlock *b, IrLoc loc, int kind, int nopnds,
                          IrValue *const *opnds, int nresults, IrType *const *types,
                          int nregions) {
  return create(c, b, NULL, loc, kind, nopnds, opnds, nresults, types, nregions);
}

IrValue *canon_create1(Canon *c, IrOp *before, int kind, int nopnds, IrValue *const *opnds,
                       IrType *type) {
  return &canon_create(c, before, kind, nopnds, opnds, 1, &type, 0)->results[0];
}

void canon_replace_value(Canon *c, IrValue *from, IrValue *to) {
  if (from == to)
    return;
  for (IrUse *u = from->uses; u; u = u->next)
    queue_user(c, u->owner);
  ir_value_replace_all_uses(from, to);
  /* A result's user name moves to its replacement, unless that has one
   * (or is an outer value standing in for a block argument). */
  if (from->def_op && from->name && from->name_group < 0 && !to->name)
    to->name = from->name;
  c->changed = true;
}

static void mark_erased(Canon *c, IrOp *op) {
  unqueue(c, op);
  op->aux = ERASED;
  if (is_known_constant(c, op))
    hashmap_remove(&c->consts, key(const_key(c, op)));
}

static void queue_operand_definers(Canon *c, IrOp *op) {
  for (int i = 0; i < op->nopnds; i++)
    queue_definer(c, ir_op_operand(op, i));
}

void canon_erase(Canon *c, IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  /* First take the whole nest off the worklist, so that only ops that stay
   * are queued as definers of the operands that go away. */
  mark_erased(c, op);
  for_each_nested(c, op, mark_erased);
  queue_operand_definers(c, op);
  for_each_nested(c, op, queue_operand_definers);
  if (!c->strict) /* MLIR's driver queues no parent; its region driver walks again */
    queue(c, parent);
  ir_op_erase(op);
  c->changed = true;
}

void canon_erase_block(Canon *c, IrBlock *b) {
  for (IrOp *o = b->first; o; o = o->next) {
    mark_erased(c, o);
    for_each_nested(c, o, mark_erased);
  }
  ir_block_erase(b);
  c->changed = true;
}

IrOp *canon_replace_branch(Canon *c, IrOp *op, int kind, int nlead, IrValue *const *lead,
                           int nsuccs, IrBlock *const *blocks, IrValue *const *const *succ_vals,
                           const int *succ_counts) {
  int n = nlead;
  for (int i = 0; i < nsuccs; i++)
    n += succ_counts[i];
  IrValue **all = CANON_NEW(IrValue *, n);
  int k = 0;
  for (int i = 0; i < nlead; i++)
    all[k++] = lead[i];
  for (int i = 0; i < nsuccs; i++)
    for (int j = 0; j < succ_counts[i]; j++)
      all[k++] = succ_vals[i][j];
  IrBlock *b = op->parent;
  IrOp *nb = create(c, b, NULL, op->loc, kind, n, all, 0, NULL, 0);
  free(all);
  ir_op_set_successors(c->ctx, nb, nsuccs, blocks, succ_counts);
  canon_erase(c, op);
  return nb;
}

void canon_replace_op(Canon *c, IrOp *op, IrValue *const *vals) {
  for (int i = 0; i < op->nresults; i++)
    if (vals[i]) /* NULL: a result without uses */
      canon_replace_value(c, &op->results[i], vals[i]);
  canon_erase(c, op);
}

void canon_replace_op1(Canon *c, IrOp *op, IrValue *val) { canon_replace_op(c, op, &val); }

void canon_set_operand(Canon *c, IrOp *op, int i, IrValue *v) {
  IrValue *old = ir_op_operand(op, i);
  ir_op_set_operand(op, i, v);
  queue_definer(c, old);
  canon_modified(c, op);
}

void canon_set_operands(Canon *c, IrOp *op, int n, IrValue *const *vals) {
  /* The old operands' definers are queued first: the values stay alive
   * while they are in use, and queueing does not look at uses. */
  queue_operand_definers(c, op);
  ir_op_set_operands(c->ctx, op, n, vals);
  canon_modified(c, op);
}

void canon_modified(Canon *c, IrOp *op) {
  queue_user(c, op);
  c->changed = true;
}

void canon_move_before(Canon *c, IrOp *op, IrOp *before) {
  ir_op_move_before(op, before);
  add_effects(c, ir_op_parent_op(before), effects_of(c, op));
  queue_new(c, op, STRICT_MOVED);
  c->changed = true;
}

void canon_inline_block(Canon *c, IrBlock *b, IrOp *before, IrValue *const *args) {
  for (int i = 0; args && i < b->nargs; i++)
    canon_replace_value(c, b->args[i], args[i]);
  IrOp *term = ir_block_terminator(b);
  IrOp *dest = ir_op_parent_op(before);
  for (IrOp *o = b->first, *next; o && o != term; o = next) {
    next = o->next;
    ir_op_move_before(o, before);
    add_effects(c, dest, effects_of(c, o));
    queue_new(c, o, STRICT_MOVED);
  }
  queue(c, ir_block_parent_op(b));
  c->changed = true;
}

void canon_take_region(Canon *c, IrOp *to, int to_i, IrOp *from, int from_i) {
  /* to now does what it did plus at most what from did; both are summed
   * before the move, while to is still small. */
  unsigned e = effects_of(c, to) | effects_of(c, from);
  ir_op_set_region(to, to_i, from->regions[from_i]);
  ir_op_set_region(from, from_i, ir_region_create(c->ctx));
  hashmap_put(&c->effects, key(to), (void *)(uintptr_t)(e | EFFECTS_KNOWN));
  queue(c, to);
  c->changed = true;
}

bool canon_defined_in(const IrValue *v, const IrOp *op) {
  IrBlock *b = ir_value_parent_block(v);
  return b && b->parent && b->parent->parent == op;
}

/* ============================ inside query =========================== */

void inside_query_init(InsideQuery *q, const IrRegion *r) {
  q->region = r;
  hashmap_init(&q->memo);
}

void inside_query_free(InsideQuery *q) { hashmap_free(&q->memo); }

/* The block holding the op that owns b, or NULL at the top. */
static IrBlock *enclosing_block(const IrBlock *b) {
  IrOp *owner = ir_block_parent_op(b);
  return owner ? owner->parent : NULL;
}

bool inside_query(InsideQuery *q, const IrOp *op) {
  enum { INSIDE = 1, OUTSIDE = 2 };
  size_t n = 0, cap = 8;
  IrBlock **path = xmalloc(sizeof *path * cap);
  uintptr_t answer = OUTSIDE;
  for (IrBlock *b = op->parent; b; b = enclosing_block(b)) {
    uintptr_t m = (uintptr_t)hashmap_get(&q->memo, key(b));
    if (m) {
      answer = m;
      break;
    }
    if (b->parent == q->region) {
      answer = INSIDE;
      break;
    }
    if (n == cap)
      path = xrealloc(path, sizeof *path * (cap *= 2));
    path[n++] = b;
  }
  for (size_t i = 0; i < n; i++)
    hashmap_put(&q->memo, key(path[i]), (void *)answer);
  free(path);
  return answer == INSIDE;
}

/* ================================ driver ============================== */

/* The walk that starts an iteration: queues every op of func in pre-order
 * (constants are placed or deduplicated on the way, as MLIR does) and sums
 * the effects of each region op bottom-up in its walk slot. */
static IrWalkResult collect_enter(IrWalker *w, IrOp *op) {
  Canon *c = w->data;
  /* A constant is placed (or goes, as a duplicate) now, and queued like the
   * rest so that an unused one is erased. */
  if (is_constant_like(op) &&
      (!c->strict || (uintptr_t)hashmap_get(c->strict, key(op)) == STRICT_CREATED) &&
      !insert_known_constant(c, op))
    return IR_WALK_SKIP;
  if (c->o->top_down)
    queue(c, op);
  return IR_WALK_ADVANCE;
}

static IrWalkResult collect_leave(IrWalker *w, IrOp *op) {
  Canon *c = w->data;
  if (!c->o->top_down) /* bottom-up: post-order, popped from the end */
    queue(c, op);
  int d = ir_walker_depth(w);
  unsigned e = ir_op_effects(op) | *(unsigned *)ir_walker_slot(w, d);
  if (op->nregions)
    hashmap_put(&c->effects, key(op), (void *)(uintptr_t)(e | EFFECTS_KNOWN));
  if (d > 0)
    *(unsigned *)ir_walker_slot(w, d - 1) |= e;
  return IR_WALK_ADVANCE;
}

static void collect(Canon *c, IrOp *func) {
  size_t start = c->nwork;
  hashmap_free(&c->effects);
  hashmap_init(&c->effects);
  IrWalker w = {.enter_op = collect_enter, .leave_op = collect_leave, .data = c,
                .slot_size = sizeof(unsigned)};
  ir_walker_run(&w, func);
  /* Top-down: pre-order first, as the list is popped from its end;
   * bottom-up (MLIR's top-down=false) pops the post-order list as it is. */
  for (size_t i = start, j = c->nwork; c->o->top_down && i + 1 < j; i++, j--) {
    IrOp *t = c->work[i];
    c->work[i] = c->work[j - 1];
    c->work[j - 1] = t;
  }
  for (size_t i = start; i < c->nwork; i++)
    if (c->work[i])
      c->work[i]->aux = (void *)(uintptr_t)(i + 1);
}

static void process(Canon *c, IrOp *op) {
  if (is_dead(c, op))
    canon_erase(c, op);
  else if (!is_constant_like(op) && !canon_fold(c, op) &&
           (c->patterns ? c->patterns(c, op)
                        : canon_arith_patterns(c, op) || canon_scf_patterns(c, op) ||
                              canon_memref_patterns(c, op) || canon_affine_patterns(c, op) ||
                              canon_cf_patterns(c, op)))
    c->nrewrites++; /* max-num-rewrites counts pattern rewrites, as MLIR's driver does */
}

static void clear_aux(Canon *c, IrOp *op) {
  (void)c;
  op->aux = NULL;
}

/* Whether the walk may go on: max-num-rewrites not reached. */
static bool may_rewrite(const Canon *c) {
  return c->o->max_num_rewrites < 0 || c->nrewrites < c->o->max_num_rewrites;
}

/* Simplifies func; false when it did not converge within max-iterations
 * (the last walk still changed something). */
/* Strict mode's last step: the constants that folds created go to the top
 * of the entry block or merge with one there (found first, then moved:
 * the walk does not see them move). */
typedef struct Created {
  Canon *c;
  IrOp **v;
  size_t n, cap;
} Created;

static bool find_created_constant(IrOp *op, void *data) {
  Created *cr = data;
  if (is_constant_like(op) &&
      (uintptr_t)hashmap_get(cr->c->strict, key(op)) == STRICT_CREATED) {
    if (cr->n == cr->cap)
      cr->v = xrealloc(cr->v, sizeof *cr->v * (cr->cap = cr->cap ? 2 * cr->cap : 16));
    cr->v[cr->n++] = op;
  }
  return true;
}

static bool simplify_func(Canon *c, IrOp *func) {
  c->entry = ir_func_entry(func);
  hashmap_init(&c->consts);
  hashmap_init(&c->effects);
  for_each_nested(c, func, clear_aux);
  if (c->strict) {
    /* applyOpPatternsAndFold: one worklist, run until it is empty. */
    collect(c, func);
    for (IrOp *op; (op = pop(c));)
      process(c, op);
    Created cr = {c, NULL, 0, 0};
    ir_walk(func, find_created_constant, &cr);
    for (size_t i = 0; i < cr.n; i++)
      insert_known_constant(c, cr.v[i]);
    free(cr.v);
    while (pop(c)) /* what the merges queued: nothing runs again */
      ;
    hashmap_free(&c->consts);
    hashmap_free(&c->effects);
    return true;
  }
  c->changed = true;
  for (int64_t it = 0; c->changed && (c->o->max_iterations < 0 || it < c->o->max_iterations);
       it++) {
    c->changed = false;
    c->nrewrites = 0;
    size_t before = c->nwork;
    collect(c, func);
    /* A safety net MLIR's driver has not: two rewrites that undo each
     * other would pop ops for ever (a cycle of cf.br did, before
     * collapse_branch learnt to refuse it). No pattern set that converges
     * needs more pops than a large multiple of the ops; past it the walk
     * ends as if max-num-rewrites were reached, and the pass reports no
     * convergence. */
    uint64_t budget = 64 * (uint64_t)(c->nwork - before) + 4096, pops = 0;
    for (IrOp *op; may_rewrite(c) && pops++ < budget && (op = pop(c));)
      process(c, op);
    while (pop(c)) /* left by max-num-rewrites: the next walk queues everything again */
      ;
    if (!c->strict && canon_simplify_regions(c, func, c->o->region_simplify))
      c->changed = true;
  }
  hashmap_free(&c->consts);
  hashmap_free(&c->effects);
  return !c->changed;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  const CanonicalizeOptions *o = options;
  Canon c = {.ctx = ctx, .o = o};
  bool converged = true;
  hashmap_init(&c.globals);
  for (IrOp *g = ir_module_body(module)->first; g; g = g->next) {
    IrAttr *name = ir_op_is(g, OP_GLOBAL) ? ir_op_get_attr(g, "sym_name") : NULL;
    if (name && name->kind == ATTR_STRING)
      hashmap_put(&c.globals, key(ir_intern(ctx, name->u.s.str, name->u.s.len)), g);
  }
  for (IrOp *f = ir_module_body(module)->first; f; f = f->next)
    if (ir_op_is(f, OP_FUNC) && !ir_func_is_declaration(f) && !simplify_func(&c, f))
      converged = false;
  free(c.work);
  hashmap_free(&c.globals);
  /* Canonicalization is best-effort: not converging fails the pass only
   * under test-convergence, and silently, as mlir-opt 22's
   * signalPassFailure does. */
  return converged || !o->test_convergence;
}

bool canon_apply_patterns(IrContext *ctx, IrOp *module, CanonPatterns patterns) {
  return canon_apply_patterns_with(ctx, module, patterns, NULL);
}

const void *canon_pattern_data(const Canon *c) { return c->pattern_data; }

bool canon_apply_patterns_with(IrContext *ctx, IrOp *module, CanonPatterns patterns,
                               const void *data) {
  /* applyPatternsGreedily's GreedyRewriteConfig: 10 iterations, no bound on
   * rewrites, normal region simplification, top-down. */
  static const CanonicalizeOptions o = {10, -1, 1, false, true};
  Canon c = {.ctx = ctx, .o = &o, .patterns = patterns, .pattern_data = data};
  bool converged = true;
  hashmap_init(&c.globals);
  for (IrOp *f = ir_module_body(module)->first; f; f = f->next)
    if (ir_op_is(f, OP_FUNC) && !ir_func_is_declaration(f) && !simplify_func(&c, f))
      converged = false;
  free(c.work);
  hashmap_free(&c.globals);
  return converged;
}

bool canon_apply_patterns_strict(IrContext *ctx, IrOp *func, IrOp *const *ops, size_t n,
                                 CanonPatterns patterns) {
  static const CanonicalizeOptions o = {10, -1, 1, false, true};
  HashMap strict;
  hashmap_init(&strict);
  for (size_t i = 0; i < n; i++)
    hashmap_put(&strict, key(ops[i]), (void *)(uintptr_t)STRICT_GIVEN);
  Canon c = {.ctx = ctx, .o = &o, .patterns = patterns, .strict = &strict};
  hashmap_init(&c.globals);
  bool converged = simplify_func(&c, func);
  free(c.work);
  hashmap_free(&c.globals);
  hashmap_free(&strict);
  return converged;
}

static const IrPassOption options[] = {
    {"max-iterations", IR_PASS_OPT_INT, offsetof(CanonicalizeOptions, max_iterations), "10", NULL,
     "Max. iterations between applying patterns / simplifying regions"},
    {"max-num-rewrites", IR_PASS_OPT_INT, offsetof(CanonicalizeOptions, max_num_rewrites), "-1",
     NULL, "Max. number of pattern rewrites within an iteration"},
    {"region-simplify", IR_PASS_OPT_ENUM, offsetof(CanonicalizeOptions, region_simplify),
     "normal", "disabled|normal|aggressive",
     "Perform control flow optimizations to the region tree (unreachable blocks go at every "
     "level; normal and aggressive drop dead block arguments; aggressive also merges "
     "identical blocks and drops arguments that receive one value everywhere)"},
    {"test-convergence", IR_PASS_OPT_BOOL, offsetof(CanonicalizeOptions, test_convergence),
     "false", NULL, "Test only: Fail pass on non-convergence to detect cyclic pattern"},
    {"top-down", IR_PASS_OPT_BOOL, offsetof(CanonicalizeOptions, top_down), "true", NULL,
     "Seed the worklist in general top-down order"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass canonicalize_pass = {
    "canonicalize",
    "fold constants and identities, apply MLIR's arith and scf canonicalization patterns, "
    "erase dead ops and hoist constants to the top of each function",
    run,
    options,
    sizeof(CanonicalizeOptions),
};
