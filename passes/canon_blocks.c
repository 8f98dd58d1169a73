/* canon_blocks.c: the block-level simplifications that canonicalize's
 * region-simplify=aggressive adds, after MLIR 22's RegionUtils.cpp:
 * mergeIdenticalBlocks (blocks with the same successors whose ops are the
 * same but for values defined outside them become one, those values
 * passed as new arguments) and dropRedundantArguments (an argument that
 * every predecessor passes the same value is that value).
 *
 * Contract: called between the driver's walks on a region of several
 * blocks; changes branches, blocks and their arguments only. Blocks are
 * grouped by their successor lists and compared with each cluster's first
 * block, as MLIR does (linear in a group's blocks times its clusters). */
#include <stdlib.h>
#include <string.h>

#include "canonicalize.h"

static bool is_branch(const IrOp *op) {
  return ir_op_is(op, OP_BR) || ir_op_is(op, OP_COND_BR) || ir_op_is(op, OP_SWITCH);
}

/* ------------------------------ equivalence ------------------------------ */

/* MLIR's OperationEquivalence::isEquivalentTo ignoring operand values and
 * locations: name, attributes, operand and result types, regions and
 * successors (with the counts of the values they pass). */
static bool ops_equivalent(const IrOp *a, const IrOp *b) {
  if (a->info != b->info || (ir_op_is(a, OP_UNKNOWN) && a->name != b->name) ||
      a->nopnds != b->nopnds || a->nresults != b->nresults || a->nregions != b->nregions ||
      a->nsuccs != b->nsuccs || a->nattrs != b->nattrs)
    return false;
  for (int i = 0; i < a->nattrs; i++)
    if (ir_op_get_attr(b, a->attrs[i].name) != a->attrs[i].value)
      return false;
  for (int i = 0; i < a->nopnds; i++)
    if (a->opnds[i].value->type != b->opnds[i].value->type)
      return false;
  for (int i = 0; i < a->nresults; i++)
    if (a->results[i].type != b->results[i].type)
      return false;
  for (int i = 0; i < a->nsuccs; i++)
    if (a->succs[i].block != b->succs[i].block || a->succs[i].count != b->succs[i].count ||
        a->succs[i].first != b->succs[i].first)
      return false;
  return true;
}

static bool used_outside(const IrValue *v, const IrBlock *b) {
  for (IrUse *u = v->uses; u; u = u->next)
    if (u->owner->parent != b)
      return true;
  return false;
}

static bool results_used_outside(const IrOp *op, const IrBlock *b) {
  for (int i = 0; i < op->nresults; i++)
    if (used_outside(&op->results[i], b))
      return true;
  return false;
}

/* A block's values in MLIR's order (BlockEquivalenceData::getOrderOf): its
 * arguments, then each op's results. */
typedef struct Order {
  HashMap map; /* IrValue* -> order + 1 */
} Order;

static void order_build(Order *o, IrBlock *b) {
  hashmap_init(&o->map);
  intptr_t k = 0;
  for (int i = 0; i < b->nargs; i++)
    hashmap_put(&o->map, (uint64_t)(uintptr_t)b->args[i], (void *)++k);
  for (IrOp *op = b->first; op; op = op->next)
    for (int i = 0; i < op->nresults; i++)
      hashmap_put(&o->map, (uint64_t)(uintptr_t)&op->results[i], (void *)++k);
}

static intptr_t order_of(const Order *o, const IrValue *v) {
  return (intptr_t)hashmap_get(&o->map, (uint64_t)(uintptr_t)v);
}

/* A value that a branch into b could not pass: the result of the
 * terminator of one of b's predecessors (MLIR's isValidSuccessorArg). */
static bool valid_successor_arg(const IrBlock *b, const IrValue *v) {
  IrBlock *pb = ir_value_parent_block(v);
  if (!v->def_op || v->def_op != pb->last)
    return true;
  for (int i = 0; i < pb->last->nsuccs; i++)
    if (pb->last->succs[i].block == b)
      return false;
  return true;
}

/* ------------------------------ clusters ------------------------------ */

typedef struct Cluster {
  IrBlock *leader;
  Order order;
  PtrVec blocks;   /* the blocks merged into the leader */
  int64_t *mism;   /* (op index << 32 | operand index), sorted, unique */
  int nmism, cap;
} Cluster;

static void mism_add(Cluster *c, int64_t key) {
  int lo = 0, hi = c->nmism;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (c->mism[mid] < key)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (lo < c->nmism && c->mism[lo] == key)
    return;
  if (c->nmism == c->cap)
    c->mism = xrealloc(c->mism, sizeof *c->mism * (size_t)(c->cap = c->cap ? 2 * c->cap : 8));
  memmove(c->mism + lo + 1, c->mism + lo, sizeof *c->mism * (size_t)(c->nmism - lo));
  c->mism[lo] = key;
  c->nmism++;
}

/* BlockMergeCluster::addToCluster. */
static bool add_to_cluster(Arena *a, Cluster *c, IrBlock *b) {
  IrBlock *l = c->leader;
  if (l->nargs != b->nargs)
    return false;
  for (int i = 0; i < b->nargs; i++)
    if (l->args[i]->type != b->args[i]->type)
      return false;
  Order ob;
  order_build(&ob, b);
  PtrVec found = {0};
  bool ok = true;
  IrOp *x = l->first, *y = b->first;
  for (int64_t opi = 0; ok && x && y; x = x->next, y = y->next, opi++) {
    if (!ops_equivalent(x, y)) {
      ok = false;
      break;
    }
    for (int k = 0; ok && k < x->nopnds; k++) {
      IrValue *lv = x->opnds[k].value, *rv = y->opnds[k].value;
      if (lv == rv)
        continue;
      bool lin = ir_value_parent_block(lv) == l, rin = ir_value_parent_block(rv) == b;
      if (lin != rin) {
        ok = false;
      } else if (!lin) {
        if (!valid_successor_arg(l, lv) || !valid_successor_arg(b, rv))
          ok = false;
        else
          ptrvec_push(a, &found, (void *)(intptr_t)(opi << 32 | k));
      } else if (order_of(&c->order, lv) != order_of(&ob, rv)) {
        ok = false;
      }
    }
    if (ok && (results_used_outside(x, l) || results_used_outside(y, b)))
      ok = false;
  }
  ok = ok && !x && !y;
  hashmap_free(&ob.map);
  if (!ok)
    return false;
  for (size_t i = 0; i < found.len; i++)
    mism_add(c, (int64_t)(intptr_t)found.data[i]);
  ptrvec_push(a, &c->blocks, b);
  return true;
}

/* The predecessors of b: each (branch, successor slot) naming it. */
typedef struct Edge {
  IrOp *br;
  int slot;
} Edge;

static int edges_of(const IrPreds *p, const IrBlock *b, Edge *out) {
  int n = 0;
  for (int k = 0; k < p->n; k++) {
    IrOp *br = p->ops[k];
    /* a branch naming b twice is listed twice: take each slot once */
    if (k && p->ops[k - 1] == br)
      continue;
    for (int i = 0; i < br->nsuccs; i++)
      if (br->succs[i].block == b) {
        if (out)
          out[n] = (Edge){br, i};
        n++;
      }
  }
  return n;
}

static bool preds_are_branches(const IrPreds *p) {
  for (int k = 0; k < p->n; k++)
    if (!is_branch(p->ops[k]))
      return false;
  return true;
}

/* Appends vals[0..n) to the values branch br passes through slot. */
static void append_succ_operands(Canon *c, IrOp *br, int slot, IrValue *const *vals, int n) {
  IrSuccessor *s = &br->succs[slot];
  IrValue **all = CANON_NEW(IrValue *, s->count + n);
  for (int j = 0; j < s->count; j++)
    all[j] = br->opnds[s->first + j].value;
  for (int j = 0; j < n; j++)
    all[s->count + j] = vals[j];
  ir_op_set_successor_operands(canon_ctx(c), br, slot, s->count + n, all);
  canon_modified(c, br);
  free(all);
}

/* BlockMergeCluster::merge, with pruneRedundantArguments. */
static bool merge_cluster(Canon *c, Cluster *cl, const IrPreds *preds, const HashMap *index) {
  int nb = (int)cl->blocks.len + 1;
  if (nb == 1)
    return false;
  IrBlock **blocks = CANON_NEW(IrBlock *, nb);
  blocks[0] = cl->leader;
  for (int i = 1; i < nb; i++)
    blocks[i] = cl->blocks.data[i - 1];
  const IrPreds **bp = CANON_NEW(const IrPreds *, nb);
  for (int i = 0; i < nb; i++)
    bp[i] = &preds[(intptr_t)hashmap_get(index, (uint64_t)(uintptr_t)blocks[i]) - 1];
  int m = cl->nmism;
  if (m) {
    for (int i = 0; i < nb; i++)
      if (!preds_are_branches(bp[i])) {
        free(blocks);
        free(bp);
        return false;
      }
  }
  IrContext *ctx = canon_ctx(c);
  /* vals[i * m + j]: the value block i uses at mismatch j */
  IrValue **vals = CANON_NEW(IrValue *, (size_t)nb * (size_t)(m ? m : 1));
  int nold = cl->leader->nargs;
  for (int i = 0; i < nb; i++) {
    IrOp *op = blocks[i]->first;
    int64_t at = 0;
    for (int j = 0; j < m; j++) {
      int64_t opi = cl->mism[j] >> 32;
      int k = (int)(cl->mism[j] & 0xffffffff);
      for (; at < opi; at++)
        op = op->next;
      vals[i * m + j] = op->opnds[k].value;
      if (i == 0) {
        IrValue *v = op->opnds[k].value;
        canon_set_operand(c, op, k, ir_block_add_arg(ctx, cl->leader, v->type, ir_value_loc(ctx, v)));
      }
    }
  }
  /* pruneRedundantArguments: a new argument whose values equal, in every
   * block, those of an earlier one (the first with the leader's value) is
   * that one. */
  int *keep = CANON_NEW(int, m), nkeep = 0;
  HashMap first; /* the leader's value -> its first mismatch + 1 */
  hashmap_init(&first);
  for (int j = 0; j < m; j++)
    if (!hashmap_get(&first, (uint64_t)(uintptr_t)vals[j]))
      hashmap_put(&first, (uint64_t)(uintptr_t)vals[j], (void *)(intptr_t)(j + 1));
  for (int j = 0; j < m; j++) {
    int k = (int)(intptr_t)hashmap_get(&first, (uint64_t)(uintptr_t)vals[j]) - 1;
    bool same = k != j;
    for (int i = 1; same && i < nb; i++)
      same = vals[i * m + k] == vals[i * m + j];
    if (same)
      canon_replace_value(c, cl->leader->args[nold + j], cl->leader->args[nold + k]);
    else
      keep[nkeep++] = j;
  }
  hashmap_free(&first);
  for (int j = m - 1, q = nkeep - 1; j >= 0; j--) {
    if (q >= 0 && keep[q] == j) {
      q--;
      continue;
    }
    ir_block_erase_arg(cl->leader, nold + j);
  }
  /* Each predecessor passes its block's values; then the merged blocks'
   * predecessors branch to the leader and the blocks go. */
  IrValue **pass = CANON_NEW(IrValue *, nkeep);
  for (int i = 0; i < nb; i++) {
    for (int j = 0; j < nkeep; j++)
      pass[j] = vals[i * m + keep[j]];
    int ne = edges_of(bp[i], blocks[i], NULL);
    Edge *e = CANON_NEW(Edge, ne);
    edges_of(bp[i], blocks[i], e);
    for (int k = 0; k < ne; k++) {
      if (nkeep)
        append_succ_operands(c, e[k].br, e[k].slot, pass, nkeep);
      if (i > 0) {
        e[k].br->succs[e[k].slot].block = cl->leader;
        blocks[i]->npreds--;
        cl->leader->npreds++;
        canon_modified(c, e[k].br);
      }
    }
    free(e);
  }
  for (int i = 1; i < nb; i++)
    canon_erase_block(c, blocks[i]);
  free(pass);
  free(keep);
  free(vals);
  free(blocks);
  free(bp);
  return true;
}

/* Whether two blocks' terminators name the same successors in order. */
static bool same_successors(const IrBlock *a, const IrBlock *b) {
  int na = a->last ? a->last->nsuccs : 0, nb = b->last ? b->last->nsuccs : 0;
  if (na != nb)
    return false;
  for (int i = 0; i < na; i++)
    if (a->last->succs[i].block != b->last->succs[i].block)
      return false;
  return true;
}

static uint64_t succ_hash(const IrBlock *b) {
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; b->last && i < b->last->nsuccs; i++)
    h = (h ^ (uint64_t)(uintptr_t)b->last->succs[i].block) * 1099511628211ull;
  return h ? h : 1;
}

/* A block MLIR does not merge: an op with a non-empty region in it, or an
 * argument used outside it. */
static bool mergeable(const IrBlock *b) {
  for (IrOp *op = b->first; op; op = op->next)
    for (int r = 0; r < op->nregions; r++)
      if (op->regions[r]->first)
        return false;
  for (int i = 0; i < b->nargs; i++)
    if (used_outside(b->args[i], b))
      return false;
  return true;
}

/* A region's predecessor lists (ir_region_preds) and their arena. */
typedef struct RegionPreds {
  Arena a;
  HashMap index;
  IrPreds *preds;
} RegionPreds;

static void region_preds_init(RegionPreds *rp, IrRegion *r) {
  arena_init(&rp->a);
  hashmap_init(&rp->index);
  rp->preds = ir_region_preds(&rp->a, r, &rp->index);
}

static void region_preds_free(RegionPreds *rp) {
  hashmap_free(&rp->index);
  arena_destroy(&rp->a);
}

/* mergeIdenticalBlocks on one region. */
bool canon_merge_blocks(Canon *c, IrRegion *r) {
  if (!r->first || r->first == r->last)
    return false;
  RegionPreds rp;
  region_preds_init(&rp, r);
  Arena *a = &rp.a; /* the groups live there too */
  /* groups of blocks with one successor list, in order of their first block */
  HashMap groups; /* successor hash -> chain of group indices + 1 */
  hashmap_init(&groups);
  PtrVec lists = {0}; /* PtrVec* of blocks, one per group */
  PtrVec next = {0};  /* group index -> next group index + 1 of the same hash */
  for (IrBlock *b = r->first->next; b; b = b->next) {
    uint64_t h = succ_hash(b);
    intptr_t g = (intptr_t)hashmap_get(&groups, h);
    while (g && !same_successors(((PtrVec *)lists.data[g - 1])->data[0], b))
      g = (intptr_t)next.data[g - 1];
    if (!g) {
      PtrVec *l = arena_alloc(a, sizeof *l);
      memset(l, 0, sizeof *l);
      ptrvec_push(a, &lists, l);
      ptrvec_push(a, &next, hashmap_get(&groups, h));
      g = (intptr_t)lists.len;
      hashmap_put(&groups, h, (void *)g);
    }
    ptrvec_push(a, lists.data[g - 1], b);
  }
  bool changed = false;
  for (size_t gi = 0; gi < lists.len; gi++) {
    PtrVec *l = lists.data[gi];
    if (l->len < 2)
      continue;
    Cluster *cl = CANON_NEW(Cluster, l->len);
    size_t ncl = 0;
    for (size_t i = 0; i < l->len; i++) {
      IrBlock *b = l->data[i];
      if (!mergeable(b))
        continue;
      bool added = false;
      for (size_t k = 0; k < ncl && !added; k++)
        added = add_to_cluster(a, &cl[k], b);
      if (!added) {
        cl[ncl].leader = b;
        order_build(&cl[ncl].order, b);
        ncl++;
      }
    }
    for (size_t k = 0; k < ncl; k++) {
      changed |= merge_cluster(c, &cl[k], rp.preds, &rp.index);
      hashmap_free(&cl[k].order.map);
      free(cl[k].mism);
    }
    free(cl);
  }
  hashmap_free(&groups);
  region_preds_free(&rp);
  return changed;
}

/* dropRedundantArguments on one region's blocks. */
bool canon_drop_redundant_args(Canon *c, IrRegion *r) {
  if (!r->first || r->first == r->last)
    return false;
  RegionPreds rp;
  region_preds_init(&rp, r);
  bool changed = false;
  for (IrBlock *b = r->first->next; b; b = b->next) {
    if (!b->nargs)
      continue;
    IrPreds *p = &rp.preds[(intptr_t)hashmap_get(&rp.index, (uint64_t)(uintptr_t)b) - 1];
    if (!preds_are_branches(p))
      continue;
    int ne = edges_of(p, b, NULL);
    Edge *e = CANON_NEW(Edge, ne);
    edges_of(p, b, e);
    for (int i = b->nargs - 1; i >= 0 && ne; i--) {
      IrValue *common = NULL;
      bool same = true;
      for (int k = 0; k < ne && same; k++) {
        IrSuccessor *s = &e[k].br->succs[e[k].slot];
        IrValue *v = s->count == b->nargs ? e[k].br->opnds[s->first + i].value : NULL;
        if (!v)
          same = false;
        else if (!common)
          common = v;
        else
          same = v == common;
      }
      if (!same || !common || common == b->args[i])
        continue;
      canon_replace_value(c, b->args[i], common);
      for (int k = 0; k < ne; k++) {
        IrSuccessor *s = &e[k].br->succs[e[k].slot];
        IrValue **rest = CANON_NEW(IrValue *, s->count);
        int n = 0;
        for (int j = 0; j < s->count; j++)
          if (j != i)
            rest[n++] = e[k].br->opnds[s->first + j].value;
        ir_op_set_successor_operands(canon_ctx(c), e[k].br, e[k].slot, n, rest);
        canon_modified(c, e[k].br);
        free(rest);
      }
      ir_block_erase_arg(b, i);
      changed = true;
    }
    free(e);
  }
  region_preds_free(&rp);
  return changed;
}
