/* canon_cf.c: canonicalization of cf branches and of regions of several
 * blocks, after MLIR 22's ControlFlowOps.cpp patterns and its region
 * simplification (RegionUtils.cpp), the cheap part of them:
 *   - cf.br to a block whose only predecessor it is: the block is merged
 *     into the branch's (SimplifyBrToBlockWithSinglePred);
 *   - a successor that holds nothing but a cf.br, whose arguments only that
 *     branch uses, is skipped: the branch goes where it goes, with its
 *     operands mapped (collapseBranch: SimplifyPassThroughBr, ...CondBranch,
 *     ...Switch);
 *   - cf.cond_br on a constant, or to one block with the same operands, is
 *     a cf.br; to one block (whose only predecessor it is) with different
 *     operands, a cf.br passing arith.select of them
 *     (SimplifyConstCondBranchPred, SimplifyCondBranchIdenticalSuccessors);
 *     uses of the condition in a successor reached only from it are the
 *     constant it has there (CondBranchTruthPropagation);
 *   - cf.switch with no case, or on a constant, is a cf.br; cases that do
 *     what the default does are dropped (SimplifySwitchWithOnlyDefault,
 *     SimplifyConstSwitchValue, DropSwitchCasesThatMatchDefault);
 *   - after each walk, unreachable blocks are erased (even with
 *     region-simplify=disabled, as mlir-opt 22 does) and, unless disabled,
 *     the arguments of non-entry blocks that nothing uses but branches
 *     passing them on to such arguments are dropped with their operands
 *     (eraseUnreachableBlocks, runRegionDCE; merging identical blocks is
 *     region-simplify=aggressive, which loopc does not do).
 *   - a cf.switch whose block is reached only from a cf.switch on the same
 *     flag: through a case, it is a cf.br where that value goes; through
 *     the default, the cases of the other switch's values go
 *     (SimplifySwitchFromSwitchOnSameCondition,
 *     SimplifySwitchFromDefaultSwitchOnSameCondition);
 * and cf.assert of true is erased. A cond_br after a cond_br on the same
 * condition needs no pattern of its own: CondBranchTruthPropagation makes
 * its condition a constant. */
#include <stdlib.h>
#include <string.h>

#include "canonicalize.h"

#include "../ir/dominance.h"

/* ============================== collapsing ============================== */

/* The operands successor i of op passes. */
static IrValue **succ_values(const IrOp *op, int i) {
  const IrSuccessor *s = &op->succs[i];
  IrValue **v = CANON_NEW(IrValue *, s->count);
  for (int j = 0; j < s->count; j++)
    v[j] = ir_op_operand(op, s->first + j);
  return v;
}

/* Whether the chain of cf.br terminators from dest comes back to a block
 * already on it (b, dest, ...): collapsing into a cycle would only go
 * round it, one rewrite after another, for ever (MLIR's collapseBranch
 * refuses the same; tests/passes/canonicalize-cf-cycles.mlir). */
static bool in_br_cycle(IrBlock *b, IrBlock *dest) {
  HashMap seen;
  hashmap_init(&seen);
  hashmap_put(&seen, (uint64_t)(uintptr_t)b, (void *)1);
  hashmap_put(&seen, (uint64_t)(uintptr_t)dest, (void *)1);
  bool cycle = false;
  for (IrOp *t = dest->last; t && ir_op_is(t, OP_BR) && t->nsuccs == 1;) {
    IrBlock *next = t->succs[0].block;
    if (hashmap_get(&seen, (uint64_t)(uintptr_t)next)) {
      cycle = true;
      break;
    }
    hashmap_put(&seen, (uint64_t)(uintptr_t)next, (void *)1);
    t = next->last;
  }
  hashmap_free(&seen);
  return cycle;
}

/* MLIR's collapseBranch: when *block holds only a cf.br elsewhere, whose
 * arguments that branch alone uses, *block and *vals (*count of them, a
 * CANON_NEW array) become that branch's destination and operands, with
 * the block's arguments mapped to *vals. */
static bool collapse(IrBlock **block, IrValue ***vals, int *count) {
  IrBlock *b = *block;
  IrOp *br = b->first;
  if (!br || br != b->last || !ir_op_is(br, OP_BR) || br->nsuccs != 1)
    return false;
  for (int i = 0; i < b->nargs; i++)
    for (IrUse *u = b->args[i]->uses; u; u = u->next)
      if (u->owner != br)
        return false;
  IrBlock *dest = br->succs[0].block;
  if (dest == b || in_br_cycle(b, dest))
    return false;
  IrValue **nv = succ_values(br, 0);
  for (int j = 0; j < br->succs[0].count; j++)
    if (!nv[j]->def_op && nv[j]->owner_block == b)
      nv[j] = (*vals)[nv[j]->index];
  free(*vals);
  *vals = nv;
  *count = br->succs[0].count;
  *block = dest;
  return true;
}

/* The successors of op as arrays the patterns may change. */
typedef struct Succs {
  int n;
  IrBlock **blocks;
  IrValue ***vals;
  int *counts;
} Succs;

static Succs succs_of(const IrOp *op) {
  Succs s = {op->nsuccs, CANON_NEW(IrBlock *, op->nsuccs), CANON_NEW(IrValue **, op->nsuccs),
             CANON_NEW(int, op->nsuccs)};
  for (int i = 0; i < op->nsuccs; i++) {
    s.blocks[i] = op->succs[i].block;
    s.vals[i] = succ_values(op, i);
    s.counts[i] = op->succs[i].count;
  }
  return s;
}

static void succs_free(Succs *s) {
  for (int i = 0; i < s->n; i++)
    free(s->vals[i]);
  free(s->blocks);
  free(s->vals);
  free(s->counts);
}

/* Collapses every successor it can; rewrites op when one changed. */
static bool pass_through(Canon *c, IrOp *op, int nlead) {
  Succs s = succs_of(op);
  bool any = false;
  for (int i = 0; i < s.n; i++)
    any |= collapse(&s.blocks[i], &s.vals[i], &s.counts[i]);
  if (any) {
    IrValue **lead = CANON_NEW(IrValue *, nlead);
    for (int i = 0; i < nlead; i++)
      lead[i] = ir_op_operand(op, i);
    IrAttr *w = ir_op_get_attr(op, "branch_weights");
    IrAttr *cv = ir_op_get_attr(op, "case_values");
    IrOp *nb = canon_replace_branch(c, op, (int)ir_op_kind(op), nlead, lead, s.n, s.blocks,
                                    (IrValue *const *const *)s.vals, s.counts);
    if (w)
      ir_op_set_attr_ex(canon_ctx(c), nb, "branch_weights", w, true);
    if (cv)
      ir_op_set_attr_ex(canon_ctx(c), nb, "case_values", cv, true);
    free(lead);
  }
  succs_free(&s);
  return any;
}

/* A cf.br to successor i of op with its operands, replacing op. */
static void branch_to(Canon *c, IrOp *op, int i) {
  IrBlock *b = op->succs[i].block;
  IrValue **v = succ_values(op, i);
  int n = op->succs[i].count;
  canon_replace_branch(c, op, OP_BR, 0, NULL, 1, &b, (IrValue *const *const *)&v, &n);
  free(v);
}

/* =============================== cf.br ================================ */

/* The block of br's destination has br as its only predecessor: its ops
 * join br's block, its arguments replaced by br's operands. */
static bool merge_single_pred(Canon *c, IrOp *br) {
  IrBlock *dest = br->succs[0].block, *b = br->parent;
  if (dest == b || dest->npreds != 1 || dest == dest->parent->first)
    return false;
  IrValue **v = succ_values(br, 0);
  IrOp *term = dest->last;
  canon_inline_block(c, dest, br, v);
  free(v);
  canon_erase(c, br);
  if (term) {
    ir_op_unlink(term);
    ir_block_append_op(b, term);
    canon_modified(c, term);
  }
  canon_erase_block(c, dest);
  return true;
}

/* ============================= cf.cond_br ============================= */

/* Uses of the condition in a successor it alone reaches are its value on
 * that edge. */
static bool propagate_truth(Canon *c, IrOp *op) {
  IrValue *cond = ir_op_operand(op, 0);
  bool changed = false;
  for (int i = 0; i < 2; i++) {
    IrBlock *dest = op->succs[i].block;
    if (dest->npreds != 1 || op->succs[0].block == op->succs[1].block)
      continue;
    IrValue *k = NULL;
    for (IrUse *u = cond->uses, *next; u; u = next) {
      next = u->next;
      if (u->owner->parent != dest)
        continue;
      if (!k)
        k = canon_const_bool(c, op, i == 0);
      canon_set_operand(c, u->owner, ir_use_index(u), k);
      changed = true;
    }
  }
  return changed;
}

static bool cond_br_patterns(Canon *c, IrOp *op) {
  uint64_t bits;
  if (canon_match_int(ir_op_operand(op, 0), &bits)) {
    branch_to(c, op, bits & 1 ? 0 : 1);
    return true;
  }
  if (pass_through(c, op, 1))
    return true;
  IrSuccessor *t = &op->succs[0], *f = &op->succs[1];
  if (t->block == f->block) {
    bool same = true;
    for (int j = 0; j < t->count; j++)
      same &= ir_op_operand(op, t->first + j) == ir_op_operand(op, f->first + j);
    if (same) {
      branch_to(c, op, 0);
      return true;
    }
    /* Selects when op's block is the block's only predecessor. */
    if (t->block->npreds == 2) {
      IrValue **v = CANON_NEW(IrValue *, t->count);
      for (int j = 0; j < t->count; j++) {
        IrValue *a = ir_op_operand(op, t->first + j), *b = ir_op_operand(op, f->first + j);
        IrValue *ops[3] = {ir_op_operand(op, 0), a, b};
        v[j] = a == b ? a : canon_create1(c, op, OP_SELECT, 3, ops, a->type);
      }
      IrBlock *dest = t->block;
      int n = t->count;
      canon_replace_branch(c, op, OP_BR, 0, NULL, 1, &dest, (IrValue *const *const *)&v, &n);
      free(v);
      return true;
    }
  }
  return propagate_truth(c, op);
}

/* ============================== cf.switch ============================== */

/* Replaces switch op by one without the cases i (1-based successors) for
 * which drop[i]; false when none is dropped. */
static bool drop_cases(Canon *c, IrOp *op, const IrAttr *cv, const bool *drop) {
  Succs s = succs_of(op);
  int64_t *vals = CANON_NEW(int64_t, op->nsuccs);
  int k = 1;
  for (int i = 1; i < s.n; i++) {
    if (drop[i]) {
      free(s.vals[i]);
      continue;
    }
    vals[k - 1] = cv->u.darray.vals[i - 1];
    s.blocks[k] = s.blocks[i];
    s.vals[k] = s.vals[i];
    s.counts[k++] = s.counts[i];
  }
  bool dropped = k < s.n;
  s.n = k;
  if (dropped) {
    IrValue *flag = ir_op_operand(op, 0);
    IrOp *nb = canon_replace_branch(c, op, OP_SWITCH, 1, &flag, s.n, s.blocks,
                                    (IrValue *const *const *)s.vals, s.counts);
    if (s.n > 1)
      ir_op_set_attr_ex(canon_ctx(c), nb, "case_values",
                        ir_attr_dense_array(canon_ctx(c), cv->type, s.n - 1, vals), true);
  }
  free(vals);
  succs_free(&s);
  return dropped;
}

/* The cf.switch on op's flag whose one edge reaches op's block (its only
 * predecessor), or NULL; *edge is that successor. The flag's uses find it:
 * no walk over the region's blocks. */
static IrOp *switch_pred(const IrOp *op, int *edge) {
  const IrBlock *b = op->parent;
  if (b->npreds != 1)
    return NULL;
  for (IrUse *u = ir_op_operand(op, 0)->uses; u; u = u->next) {
    IrOp *o = u->owner;
    if (o == op || !ir_op_is(o, OP_SWITCH) || ir_use_index(u) != 0)
      continue;
    for (int i = 0; i < o->nsuccs; i++)
      if (o->succs[i].block == b) {
        *edge = i;
        return o;
      }
  }
  return NULL;
}

/* SimplifySwitchFromSwitchOnSameCondition and ...FromDefaultSwitch...: the
 * value the flag has here (a case's) picks op's successor; reached through
 * the default, op's cases for the other switch's values cannot be taken. */
static bool switch_after_switch(Canon *c, IrOp *op, const IrAttr *cv) {
  int edge;
  IrOp *pred = switch_pred(op, &edge);
  IrAttr *pv = pred ? ir_op_get_attr(pred, "case_values") : NULL;
  if (!pv || pv->kind != ATTR_DENSE_ARRAY || pv->u.darray.n != pred->nsuccs - 1)
    return false;
  if (edge > 0) {
    int64_t k = pv->u.darray.vals[edge - 1];
    int to = 0;
    for (int i = 0; i < cv->u.darray.n && !to; i++)
      if (cv->u.darray.vals[i] == k)
        to = i + 1;
    branch_to(c, op, to);
    return true;
  }
  HashMap gone; /* the other switch's values; 0 (the map's empty key) apart */
  hashmap_init(&gone);
  bool zero = false;
  for (int i = 0; i < pv->u.darray.n; i++) {
    int64_t v = pv->u.darray.vals[i];
    if (v)
      hashmap_put(&gone, (uint64_t)v, (void *)1);
    zero = zero || !v;
  }
  bool *drop = CANON_NEW(bool, op->nsuccs);
  for (int i = 1; i < op->nsuccs; i++) {
    int64_t v = cv->u.darray.vals[i - 1];
    drop[i] = v ? hashmap_get(&gone, (uint64_t)v) != NULL : zero;
  }
  hashmap_free(&gone);
  bool dropped = drop_cases(c, op, cv, drop);
  free(drop);
  return dropped;
}

static bool switch_patterns(Canon *c, IrOp *op) {
  if (op->nsuccs == 1) {
    branch_to(c, op, 0);
    return true;
  }
  IrAttr *cv = ir_op_get_attr(op, "case_values");
  if (!cv || cv->kind != ATTR_DENSE_ARRAY || cv->u.darray.n != op->nsuccs - 1)
    return false;
  uint64_t bits;
  if (canon_match_int(ir_op_operand(op, 0), &bits)) {
    int to = 0;
    for (int i = 1; i < op->nsuccs && !to; i++)
      if ((uint64_t)ir_switch_case_value(cv, i - 1, true) == bits)
        to = i;
    branch_to(c, op, to);
    return true;
  }
  /* Cases that go where the default goes, with its operands. */
  Succs s = succs_of(op);
  bool *drop = CANON_NEW(bool, s.n);
  for (int i = 1; i < s.n; i++) {
    bool same = s.blocks[i] == s.blocks[0] && s.counts[i] == s.counts[0];
    for (int j = 0; same && j < s.counts[i]; j++)
      same = s.vals[i][j] == s.vals[0][j];
    drop[i] = same;
  }
  succs_free(&s);
  bool dropped = drop_cases(c, op, cv, drop);
  free(drop);
  return dropped || pass_through(c, op, 1) || switch_after_switch(c, op, cv);
}

bool canon_cf_patterns(Canon *c, IrOp *op) {
  uint64_t bits;
  switch (ir_op_kind(op)) {
  case OP_ASSERT: /* AssertOp::canonicalize: an assert of true checks nothing */
    if (!canon_match_int(ir_op_operand(op, 0), &bits) || !(bits & 1))
      return false;
    canon_erase(c, op);
    return true;
  case OP_BR:
    return op->nsuccs == 1 && (merge_single_pred(c, op) || pass_through(c, op, 0));
  case OP_COND_BR:
    return op->nsuccs == 2 && cond_br_patterns(c, op);
  case OP_SWITCH:
    return op->nsuccs >= 1 && switch_patterns(c, op);
  default:
    return false;
  }
}

/* ========================= region simplification ======================== */

static bool is_branch(const IrOp *op) {
  return ir_op_is(op, OP_BR) || ir_op_is(op, OP_COND_BR) || ir_op_is(op, OP_SWITCH);
}

/* The argument of a non-entry block of r that operand u of a branch passes
 * to, or NULL when u is not a successor operand. */
static IrValue *passed_to(const IrUse *u) {
  const IrOp *op = u->owner;
  int k = ir_use_index(u);
  for (int i = 0; i < op->nsuccs; i++) {
    const IrSuccessor *s = &op->succs[i];
    if (k >= s->first && k < s->first + s->count)
      return s->block->args[k - s->first];
  }
  return NULL;
}

/* The successor operand through which successor slot i of br passes b's
 * argument k, or NULL when the slot names another block. */
static IrUse *passing(IrOp *br, int i, const IrBlock *b, int k) {
  return br->succs[i].block == b ? &br->opnds[br->succs[i].first + k] : NULL;
}

/* runRegionDCE's dead arguments: an argument is live when something other
 * than a branch operand uses it, or a branch passes it to a live argument;
 * the rest go, with the operands that feed them. Nothing is done when an
 * op other than a cf branch has successors in r (it may need its operands). */
static bool drop_dead_args(Canon *c, IrRegion *r) {
  for (IrBlock *b = r->first; b; b = b->next)
    if (b->last && b->last->nsuccs && !is_branch(b->last))
      return false;
  HashMap live; /* IrValue* -> 1 */
  hashmap_init(&live);
  PtrVec work = {0};
  Arena scratch;
  arena_init(&scratch);
  for (IrBlock *b = r->first->next; b; b = b->next)
    for (int i = 0; i < b->nargs; i++)
      for (IrUse *u = b->args[i]->uses; u; u = u->next)
        if (!is_branch(u->owner) || !passed_to(u)) {
          hashmap_put(&live, (uint64_t)(uintptr_t)b->args[i], (void *)1);
          ptrvec_push(&scratch, &work, b->args[i]);
          break;
        }
  /* Everything a live argument receives is live: its predecessors' operands. */
  HashMap index;
  hashmap_init(&index);
  IrPreds *preds = ir_region_preds(&scratch, r, &index);
  while (work.len) {
    IrValue *a = work.data[--work.len];
    IrBlock *b = a->owner_block;
    IrPreds *p = &preds[(intptr_t)hashmap_get(&index, (uint64_t)(uintptr_t)b) - 1];
    for (int k = 0; k < p->n; k++)
      for (int i = 0; i < p->ops[k]->nsuccs; i++) {
        IrUse *u = passing(p->ops[k], i, b, a->index);
        IrValue *v = u ? u->value : NULL;
        if (v && !v->def_op && v->owner_block->parent == r && v->owner_block != r->first &&
            !hashmap_get(&live, (uint64_t)(uintptr_t)v)) {
          hashmap_put(&live, (uint64_t)(uintptr_t)v, (void *)1);
          ptrvec_push(&scratch, &work, v);
        }
      }
  }
  /* Every operand feeding a dead argument goes first, so that the dead
   * arguments passed on by branches are unused when they go. */
  for (IrBlock *b = r->first->next; b; b = b->next) {
    IrPreds *p = &preds[(intptr_t)hashmap_get(&index, (uint64_t)(uintptr_t)b) - 1];
    for (int k = 0; k < p->n; k++)
      for (int i = 0; i < p->ops[k]->nsuccs; i++) {
        IrOp *br = p->ops[k];
        /* (a branch with several edges to b is among b's predecessors once
         * an edge: an edge already cut down passes fewer than b's
         * arguments, and its operands no longer line up with them) */
        if (br->succs[i].block != b || !b->nargs || br->succs[i].count != b->nargs)
          continue;
        IrValue **keep = CANON_NEW(IrValue *, br->succs[i].count);
        int n = 0;
        for (int j = 0; j < br->succs[i].count; j++)
          if (hashmap_get(&live, (uint64_t)(uintptr_t)b->args[j]))
            keep[n++] = passing(br, i, b, j)->value;
        if (n != br->succs[i].count) {
          ir_op_set_successor_operands(canon_ctx(c), br, i, n, keep);
          canon_modified(c, br);
        }
        free(keep);
      }
  }
  bool changed = false;
  for (IrBlock *b = r->first->next; b; b = b->next)
    for (int i = b->nargs - 1; i >= 0; i--)
      if (!hashmap_get(&live, (uint64_t)(uintptr_t)b->args[i])) {
        ir_block_erase_arg(b, i);
        changed = true;
      }
  hashmap_free(&index);
  hashmap_free(&live);
  arena_destroy(&scratch);
  return changed;
}

static bool simplify_region(Canon *c, IrRegion *r, int level) {
  bool changed = false;
  IrDomTree *t = ir_domtree_build(r);
  for (IrBlock *b = r->first, *next; b; b = next) {
    next = b->next;
    if (ir_domtree_index(t, b) < 0) {
      canon_erase_block(c, b);
      changed = true;
    }
  }
  ir_domtree_free(t);
  if (level >= 1 && ir_region_is_multi_block(r))
    changed |= drop_dead_args(c, r);
  if (level >= 2 && ir_region_is_multi_block(r)) {
    changed |= canon_merge_blocks(c, r);
    changed |= canon_drop_redundant_args(c, r);
  }
  return changed;
}

static bool collect_regions(IrOp *op, void *data) {
  PtrVec *v = data;
  for (int r = 0; r < op->nregions; r++)
    if (ir_region_is_multi_block(op->regions[r])) {
      if (v->len == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 8;
        v->data = xrealloc(v->data, sizeof *v->data * v->cap);
      }
      v->data[v->len++] = op->regions[r];
    }
  return true;
}

bool canon_simplify_regions(Canon *c, IrOp *func, int level) {
  PtrVec regions = {0};
  ir_walk(func, collect_regions, &regions);
  bool changed = false;
  for (size_t i = 0; i < regions.len; i++)
    changed |= simplify_region(c, regions.data[i], level);
  free(regions.data);
  return changed;
}
