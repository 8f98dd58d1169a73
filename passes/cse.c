/* cse.c: common subexpression elimination, after MLIR's CSE pass: an op
 * that computes what an op before it already computed, where that op's
 * results are visible, is replaced by it.
 *
 * Two ops are the same when they have the same kind, attributes, result
 * types and operands (either order for commutative ops) and equivalent
 * regions (same shape, with values defined inside matched up). Candidates:
 *   - ops without memory effects, region ops included when nothing nested
 *     in them has any (two identical loop.if or pure loop.for compute the
 *     same results);
 *   - ops that only read memory (memref.load), when the earlier one is in
 *     the same block with nothing between them that may write: as in MLIR,
 *     an op that writes or has unknown effects, itself or nested in it,
 *     whatever memref it writes (frees do not count).
 * Like MLIR's pass it also erases ops that are trivially dead when it
 * reaches them (ir_op_is_dead_given_effects), and it defers every erasure to
 * the end, so that the regions it compares are the ones MLIR compares.
 *
 * Scopes follow dominance in structured regions: an op is known in the
 * rest of its block and in everything nested there, so a value computed
 * before a loop serves its body, while sibling regions (then/else, the two
 * regions of a while) see nothing of each other. In a region of several
 * blocks, a second walk over its dominator tree matches the ops without
 * memory effects of each block against those of the blocks dominating it
 * (cse_region). Nothing crosses into an isolated op (func, and unknown ops,
 * which might be isolated).
 *
 * Contract: takes and leaves verified IR; keeps terminators, loop.reduce
 * and the name of each surviving value. Linear (expected): one walk (ir/walk.h,
 * any nesting depth) over a scoped hash table. The key of a
 * region op includes a structural hash of what is nested in it, summed
 * bottom-up on the way, where values from outside count by identity and
 * values from inside by what defines them; so comparisons are made only
 * between ops that are most likely the same. Comparing regions (iteratively)
 * is linear in their size, and a successful comparison erases one of them. */
#include <stdlib.h>

#include "passes.h"

#include "../ir/dominance.h"

/* ------------------------------ the scoped table ----------------------------- */

typedef struct Entry {
  IrOp *op;
  uint64_t hash;
  size_t shadowed; /* index + 1 of the older entry with the same hash, or 0 */
  size_t stamp;    /* write barriers seen when a reading op was recorded */
} Entry;

/* Entries live in a stack: a scope is a prefix length, and leaving it pops
 * what it added, uncovering the entries they shadowed. */
typedef struct Table {
  HashMap heads; /* hash -> index + 1 of the newest entry with that hash */
  Entry *v;
  size_t n, cap;
  size_t floor; /* entries below it are outside the innermost isolated op */
} Table;

static void table_insert(Table *t, IrOp *op, uint64_t hash, size_t stamp) {
  if (t->n == t->cap)
    t->v = xrealloc(t->v, sizeof *t->v * (t->cap = t->cap ? 2 * t->cap : 64));
  size_t head = (size_t)(uintptr_t)hashmap_get(&t->heads, hash);
  t->v[t->n] = (Entry){op, hash, head, stamp};
  hashmap_put(&t->heads, hash, (void *)(uintptr_t)++t->n);
}

static void table_pop_to(Table *t, size_t n) {
  while (t->n > n) {
    Entry *e = &t->v[--t->n];
    if (e->shadowed)
      hashmap_put(&t->heads, e->hash, (void *)(uintptr_t)e->shadowed);
    else
      hashmap_remove(&t->heads, e->hash);
  }
}

/* ------------------------------ hashing ------------------------------ */

/* A pointer's bits, well mixed (splitmix64's finaliser), so that sums of
 * them (the operands of commutative ops) rarely collide. */
static uint64_t ptr_hash(const void *p) {
  uint64_t x = (uint64_t)(uintptr_t)p;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/* What equal ops share whatever their operands: kind, attributes (in any
 * order: uniqued names and values, summed) and result types. */
static uint64_t header_hash(const IrOp *op) {
  uint64_t h = hash_mix(ptr_hash(op->info), (uint64_t)op->nregions);
  uint64_t attrs = 0;
  for (int i = 0; i < op->nattrs; i++)
    attrs += hash_mix(ptr_hash(op->attrs[i].name), (uint64_t)(uintptr_t)op->attrs[i].value);
  h = hash_mix(h, attrs);
  for (int i = 0; i < op->nresults; i++)
    h = hash_mix(h, (uint64_t)(uintptr_t)op->results[i].type);
  return h;
}

/* Operands count in sums, weighted by position except in commutative ops. */
static uint64_t operand_weight(const IrOp *op, int i) {
  return ir_op_has_trait(op, T_COMMUTATIVE) ? 1 : 2 * (uint64_t)i + 3;
}

/* How a value counts in the structural hash of a region op that defines
 * it: by what defines it, not by its identity, so that equivalent regions
 * hash alike. */
static uint64_t inner_hash(const IrValue *v) {
  return hash_mix(ptr_hash(v->def_op ? (const void *)v->def_op->info : NULL), (uint64_t)v->index);
}

/* An op's hash: header, the structural hash of its regions, and its
 * operands by identity. As a term of the structural hash of an op around
 * it, the operands that op defines are then corrected to inner_hash
 * (Level.inner); hence the sums. */
static uint64_t op_hash(const IrOp *op, uint64_t nested_shape) {
  uint64_t h = hash_mix(header_hash(op), nested_shape);
  for (int i = 0; i < op->nopnds; i++)
    h += operand_weight(op, i) * ptr_hash(ir_op_operand(op, i));
  return h;
}

/* ----------------------------- equivalence ---------------------------- */

static bool attrs_equal(const IrOp *a, const IrOp *b) {
  if (a->nattrs != b->nattrs)
    return false;
  for (int i = 0; i < a->nattrs; i++)
    if (ir_op_get_attr(b, a->attrs[i].name) != a->attrs[i].value)
      return false;
  return true;
}

static bool headers_equal(const IrOp *a, const IrOp *b) {
  if (a->info != b->info || (ir_op_is(a, OP_UNKNOWN) && a->name != b->name) ||
      a->nopnds != b->nopnds || a->nresults != b->nresults || a->nregions != b->nregions)
    return false;
  for (int i = 0; i < a->nresults; i++)
    if (a->results[i].type != b->results[i].type)
      return false;
  return attrs_equal(a, b);
}

/* Whether value x of the left op stands for y of the right one: the same
 * value, or ones the region comparison matched up (map, or NULL). */
static bool value_matches(const HashMap *map, const IrValue *x, const IrValue *y) {
  return x == y || (map && hashmap_get(map, (uint64_t)(uintptr_t)x) == y);
}

static bool operands_match(const HashMap *map, const IrOp *a, const IrOp *b) {
  bool in_order = true;
  for (int i = 0; i < a->nopnds && in_order; i++)
    in_order = value_matches(map, ir_op_operand(a, i), ir_op_operand(b, i));
  if (in_order)
    return true;
  /* Every commutative op loopc knows is binary. */
  return ir_op_has_trait(a, T_COMMUTATIVE) && a->nopnds == 2 &&
         value_matches(map, ir_op_operand(a, 0), ir_op_operand(b, 1)) &&
         value_matches(map, ir_op_operand(a, 1), ir_op_operand(b, 0));
}

typedef struct OpPair {
  const IrOp *a, *b;
} OpPair;

typedef struct Cse {
  Table table;
  size_t barriers; /* ops seen so far that MLIR assumes may write */
  PtrVec doomed;   /* ops to erase at the end, in the order found */
  Arena arena;     /* doomed's storage */
  HashMap map;     /* region comparison: left value -> right value */
  OpPair *pairs;   /* region comparison: ops whose regions are still to compare */
  size_t npairs, pairs_cap;
  PtrVec multi;    /* the regions of several blocks (in arena) */
} Cse;

static void push_pair(Cse *c, const IrOp *a, const IrOp *b) {
  if (c->npairs == c->pairs_cap)
    c->pairs = xrealloc(c->pairs, sizeof *c->pairs * (c->pairs_cap = c->pairs_cap ? 2 * c->pairs_cap : 16));
  c->pairs[c->npairs++] = (OpPair){a, b};
}

/* Compares two blocks op by op, matching up their arguments and results
 * and queueing the regions of nested ops. */
static bool blocks_match(Cse *c, const IrBlock *x, const IrBlock *y) {
  if (x->nargs != y->nargs)
    return false;
  for (int i = 0; i < x->nargs; i++) {
    if (x->args[i]->type != y->args[i]->type)
      return false;
    hashmap_put(&c->map, (uint64_t)(uintptr_t)x->args[i], y->args[i]);
  }
  const IrOp *p = x->first, *q = y->first;
  for (; p && q; p = p->next, q = q->next) {
    if (!headers_equal(p, q) || !operands_match(&c->map, p, q))
      return false;
    for (int i = 0; i < p->nresults; i++)
      hashmap_put(&c->map, (uint64_t)(uintptr_t)&p->results[i], (void *)&q->results[i]);
    if (p->nregions)
      push_pair(c, p, q);
  }
  return !p && !q;
}

/* Whether the regions of a and b (equal headers) are equivalent: the same
 * blocks and ops, each using the same outside values or the matching inside
 * ones. Iterative: a stack of op pairs whose regions are still to compare,
 * each block visited once; a block is done before the regions of its ops,
 * so every inside value is matched up before it is used. */
static bool regions_match(Cse *c, const IrOp *a, const IrOp *b) {
  hashmap_free(&c->map);
  hashmap_init(&c->map);
  c->npairs = 0;
  push_pair(c, a, b);
  while (c->npairs) {
    OpPair pr = c->pairs[--c->npairs];
    for (int r = 0; r < pr.a->nregions; r++) {
      const IrBlock *x = pr.a->regions[r]->first, *y = pr.b->regions[r]->first;
      for (; x && y; x = x->next, y = y->next)
        if (!blocks_match(c, x, y))
          return false;
      if (x || y)
        return false;
    }
  }
  return true;
}

static bool ops_equivalent(Cse *c, const IrOp *a, const IrOp *b) {
  return headers_equal(a, b) && operands_match(NULL, a, b) && (!a->nregions || regions_match(c, a, b));
}

/* The newest recorded op equivalent to op, or NULL. */
static const Entry *table_lookup(Cse *c, const IrOp *op, uint64_t hash) {
  Table *t = &c->table;
  size_t i = (size_t)(uintptr_t)hashmap_get(&t->heads, hash);
  for (; i > t->floor; i = t->v[i - 1].shadowed)
    if (ops_equivalent(c, t->v[i - 1].op, op))
      return &t->v[i - 1];
  return NULL;
}

/* ------------------------------- the walk ------------------------------ */

static void replace(Cse *c, IrOp *op, IrOp *existing) {
  for (int i = 0; i < op->nresults; i++)
    ir_value_replace_all_uses(&op->results[i], &existing->results[i]);
  if (existing->loc.line == 0)
    existing->loc = op->loc;
  ptrvec_push(&c->arena, &c->doomed, op);
}

/* Decides op, whose nested ops have been decided: effects is the union of
 * its and their effects, hash its op_hash. */
static void visit(Cse *c, IrOp *op, unsigned effects, uint64_t hash) {
  /* What may write between two reads: as in MLIR, frees do not count. */
  if (effects & (EFF_WRITE | EFF_UNKNOWN))
    c->barriers++;
  /* loop.reduce is part of scf.reduce, MLIR's parallel terminator. */
  if (ir_op_has_trait(op, T_TERMINATOR) || ir_op_is(op, OP_REDUCE) ||
      ir_op_has_trait(op, T_ISOLATED))
    return;
  if (ir_op_is_dead_given_effects(op, effects)) {
    ptrvec_push(&c->arena, &c->doomed, op);
    return;
  }
  bool reads = effects == EFF_READ && !op->nregions;
  if (effects != 0 && !reads)
    return;
  hash = hash ? hash : 1;
  const Entry *e = table_lookup(c, op, hash);
  if (e && (!reads || (e->op->parent == op->parent && e->stamp == c->barriers)))
    replace(c, op, e->op);
  else
    table_insert(&c->table, op, hash, c->barriers);
}

/* The walk slot of an op with regions: what its nested ops add up to. The
 * block being walked at depth d keeps d + 1 in its aux, so that a use finds
 * the slot of the op holding the block that defines the value. */
typedef struct Level {
  size_t scope;     /* table size when the block being walked was entered */
  size_t floor;     /* table floor to restore when the op is done */
  unsigned effects; /* union of the effects of the ops visited in the op */
  uint64_t shape;   /* structural hash of those ops: the sum of their op_hash */
  uint64_t inner;   /* correction to shape: the op's own values by inner_hash, not identity */
} Level;

static IrWalkResult enter_op(IrWalker *w, IrOp *op) {
  Cse *c = w->data;
  Level *l = ir_walker_slot(w, ir_walker_depth(w));
  l->floor = c->table.floor;
  /* An unknown op might be isolated from above, as MLIR assumes. */
  if (op->nregions && (ir_op_has_trait(op, T_ISOLATED) || ir_op_is(op, OP_UNKNOWN)))
    c->table.floor = c->table.n;
  return IR_WALK_ADVANCE;
}

/* Each block opens a scope; each region adds a mark to the shape, so that
 * ops spread differently over regions hash differently. */
static void enter_block(IrWalker *w, IrBlock *b) {
  Cse *c = w->data;
  int d = ir_walker_depth(w);
  Level *l = ir_walker_slot(w, d);
  l->scope = c->table.n;
  l->shape += ptr_hash((void *)(uintptr_t)(ir_walker_region(w, d) + 1));
  b->aux = (void *)(uintptr_t)(d + 1);
}

static void leave_block(IrWalker *w, IrBlock *b) {
  Cse *c = w->data;
  table_pop_to(&c->table, ((Level *)ir_walker_slot(w, ir_walker_depth(w)))->scope);
  b->aux = NULL;
}

/* Visits op, whose nested ops have been visited with the sums in its slot,
 * after adding it to the structural hash of the ops around it. */
static IrWalkResult leave_op(IrWalker *w, IrOp *op) {
  Cse *c = w->data;
  int d = ir_walker_depth(w);
  const Level *nested = ir_walker_slot(w, d);
  c->table.floor = nested->floor;
  if (d == 0)
    return IR_WALK_ADVANCE;
  unsigned effects = ir_op_effects(op) | nested->effects;
  uint64_t hash = op_hash(op, nested->shape + nested->inner);
  Level *parent = ir_walker_slot(w, d - 1);
  parent->effects |= effects;
  parent->shape += hash;
  for (int i = 0; i < op->nopnds; i++) {
    const IrValue *v = ir_op_operand(op, i);
    const IrBlock *b = v->def_op ? v->def_op->parent : v->owner_block;
    /* A value of a block not being walked now (another block of a region
     * of several, which a use may follow or precede) is outside every op
     * on the walk's stack: its identity is the hash. */
    if (!b->aux)
      continue;
    Level *def = ir_walker_slot(w, (int)(uintptr_t)b->aux - 1);
    def->inner += operand_weight(op, i) * (inner_hash(v) - ptr_hash(v));
  }
  visit(c, op, effects, hash);
  return IR_WALK_ADVANCE;
}

/* ----------------------- across the blocks of a region ----------------------- */

/* A region of several blocks: the walk above treats each block as a scope
 * of its own (it visits blocks in their written order, which need not be
 * an order of dominance). Here the ops of each block without memory effects
 * are matched against those of the blocks dominating it, in a walk of the
 * region's dominator tree with the same scoped table, as MLIR's CSE does
 * across blocks. Reads stay within their block (a write may happen on some
 * path between two blocks); ops nested in region ops are the main walk's. */
static void cse_block(Cse *c, IrBlock *b) {
  for (IrOp *op = b->first, *next; op; op = next) {
    next = op->next;
    if (ir_op_has_trait(op, T_TERMINATOR) || ir_op_has_trait(op, T_ISOLATED) ||
        ir_op_is(op, OP_REDUCE) || ir_op_effects_nested(op) != 0 || !op->nresults)
      continue;
    uint64_t hash = op_hash(op, 0);
    hash = hash ? hash : 1;
    const Entry *e = table_lookup(c, op, hash);
    if (e) {
      for (int i = 0; i < op->nresults; i++)
        ir_value_replace_all_uses(&op->results[i], &e->op->results[i]);
      ir_op_erase(op);
    } else {
      table_insert(&c->table, op, hash, 0);
    }
  }
}

static void cse_region(Cse *c, IrRegion *r) {
  IrDomTree *t = ir_domtree_build(r);
  int *stack = xmalloc(sizeof(int) * (size_t)(t->n ? t->n : 1));
  int *cur = xmalloc(sizeof(int) * (size_t)(t->n ? t->n : 1));
  size_t *mark = xmalloc(sizeof(size_t) * (size_t)(t->n ? t->n : 1));
  int sp = 0;
  c->table.floor = 0;
  mark[sp] = c->table.n;
  cse_block(c, t->rpo[0]);
  stack[sp] = 0;
  cur[sp++] = t->child_first[0];
  while (sp) {
    int k = cur[sp - 1];
    if (k >= 0) {
      cur[sp - 1] = t->child_next[k];
      mark[sp] = c->table.n;
      cse_block(c, t->rpo[k]);
      stack[sp] = k;
      cur[sp++] = t->child_first[k];
      continue;
    }
    table_pop_to(&c->table, mark[--sp]);
  }
  free(stack);
  free(cur);
  free(mark);
  ir_domtree_free(t);
}

static bool collect_multi_block(IrOp *op, void *data) {
  Cse *c = data;
  for (int r = 0; r < op->nregions; r++)
    if (ir_region_is_multi_block(op->regions[r]))
      ptrvec_push(&c->arena, &c->multi, op->regions[r]);
  return true;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)ctx;
  (void)diag;
  Cse c = {0};
  hashmap_init(&c.table.heads);
  hashmap_init(&c.map);
  arena_init(&c.arena);
  IrWalker w = {.enter_op = enter_op, .leave_op = leave_op, .enter_block = enter_block,
                .leave_block = leave_block, .data = &c, .slot_size = sizeof(Level)};
  ir_walker_run(&w, module);
  for (size_t i = 0; i < c.doomed.len; i++)
    ir_op_erase(c.doomed.data[i]);
  ir_walk(module, collect_multi_block, &c);
  for (size_t i = 0; i < c.multi.len; i++)
    cse_region(&c, c.multi.data[i]);
  free(c.table.v);
  free(c.pairs);
  hashmap_free(&c.table.heads);
  hashmap_free(&c.map);
  arena_destroy(&c.arena);
  return true;
}

const IrPass cse_pass = {
    "cse",
    "replace each op that recomputes what a dominating op computed (no memory "
    "effects, or reads with no write between) by that op; erase trivially dead ops",
    run,
    NULL,
    0,
};
