/* canon_scf.c: the canonicalize pass's patterns for the structured-loop
 * ops, after MLIR's SCF.cpp (LLVM 22): loop.for (scf.for) with zero or one
 * trip, empty bodies and iter_args that are invariant, unused or
 * duplicated; loop.if (scf.if) on a constant or negated condition, two ifs
 * in a row on one condition, an if nested alone in another, the condition
 * known inside the branches, results computed without the branches (select)
 * or not used, and empty else branches; loop.parallel (scf.parallel) with
 * zero- or one-trip dimensions and nested parallel loops; loop.while
 * (scf.while) with invariant, unused, duplicated or reordered values.
 *
 * Contract: each function rewrites its root op (the op it is given) and
 * nothing outside the root's block beyond new selects and constants; ops
 * whose results change are rebuilt (rebuild) and take over the old op's
 * regions, attributes and result names. Trip counts are known only from
 * constant bounds (lb == ub being zero trips), as in MLIR, counted in the
 * bounds' type and signedness (ir_loop_trip_count). loop.parallel loops
 * with results but no init values (loopc's classic form, which MLIR lacks)
 * are left alone. */
#include <stdlib.h>
#include <string.h>

#include "canonicalize.h"

static IrValue *opnd(const IrOp *op, int i) { return ir_op_operand(op, i); }
static IrBlock *block_of(const IrOp *op, int r) { return op->regions[r]->first; }
static IrOp *term(const IrBlock *b) { return b->last; }

/* ============================== helpers ============================== */

/* to takes from's user name; a result in a `%r:N` group keeps its group
 * name with its new position. */
static void take_name(IrValue *to, const IrValue *from, int index) {
  if (to->name || !from->name)
    return;
  to->name = from->name;
  to->name_group = from->name_group >= 0 ? index : -1;
}

static void copy_attrs(Canon *c, IrOp *to, const IrOp *from) {
  for (int i = 0; i < from->nattrs; i++)
    ir_op_set_attr_ex(canon_ctx(c), to, from->attrs[i].name, from->attrs[i].value,
                      from->attrs[i].inherent);
  ir_op_set_loc_text(canon_ctx(c), to, ir_op_loc_text(canon_ctx(c), from));
}

/* A copy of op before it with operands opnds and the results keep[0..n)
 * (indices into op's), taking op's regions and attributes; op's kept
 * results are replaced by the copy's. The caller replaces the other results
 * and erases op. */
static IrOp *rebuild(Canon *c, IrOp *op, int nopnds, IrValue *const *opnds, int n,
                     const int *keep) {
  IrType **types = CANON_NEW(IrType *, n);
  for (int j = 0; j < n; j++)
    types[j] = op->results[keep[j]].type;
  IrOp *nw = canon_create(c, op, ir_op_kind(op), nopnds, opnds, n, types, op->nregions);
  free(types);
  copy_attrs(c, nw, op);
  for (int r = 0; r < op->nregions; r++)
    canon_take_region(c, nw, r, op, r);
  for (int j = 0; j < n; j++) {
    take_name(&nw->results[j], &op->results[keep[j]], j);
    canon_replace_value(c, &op->results[keep[j]], &nw->results[j]);
  }
  return nw;
}

/* Replaces op by the ops of its block b (b's arguments bound to args) and
 * its results by the values b yields. */
static void replace_with_block(Canon *c, IrOp *op, IrBlock *b, IrValue *const *args) {
  canon_inline_block(c, b, op, args);
  IrOp *y = term(b);
  IrValue **vals = CANON_NEW(IrValue *, op->nresults);
  for (int i = 0; i < op->nresults; i++)
    vals[i] = opnd(y, i);
  canon_replace_op(c, op, vals);
  free(vals);
}

/* Replaces op's results by the operands of `from` from index first on. */
static void replace_with_operands(Canon *c, IrOp *op, IrOp *from, int first) {
  IrValue **vals = CANON_NEW(IrValue *, op->nresults);
  for (int i = 0; i < op->nresults; i++)
    vals[i] = opnd(from, first + i);
  canon_replace_op(c, op, vals);
  free(vals);
}

/* Keeps the operands of terminator t listed in keep[0..n). */
static void keep_operands(Canon *c, IrOp *t, int n, const int *keep) {
  IrValue **vals = CANON_NEW(IrValue *, n);
  for (int j = 0; j < n; j++)
    vals[j] = opnd(t, keep[j]);
  canon_set_operands(c, t, n, vals);
  free(vals);
}

/* Trip count of loop.for op, or of dimension d of loop.parallel op
 * as the patterns use it: 0, 1, 2 (two or more) or -1 (unknown); from
 * ir_loop_trip_count (constant bounds and lb == ub, as MLIR's
 * constantTripCount). */
static int trip_count(const IrOp *op, int d) {
  uint64_t n = 0;
  IrTrips k = ir_op_is(op, OP_FOR)
                  ? ir_for_trip_count(op, &n)
                  : ir_loop_trip_count(ir_parallel_lbs(op, d), ir_parallel_ubs(op, d),
                                       ir_parallel_steps(op, d), false, &n);
  if (k != IR_TRIPS_EXACT)
    return -1;
  return n < 2 ? (int)n : 2;
}

/* Whether v is xori(of, true). */
static bool is_not(const IrValue *v, const IrValue *of) {
  IrOp *x = canon_def(v, OP_XORI);
  return x && opnd(x, 0) == of && canon_match_int_value(opnd(x, 1), 1);
}

/* ============================== loop.for ============================== */

/* What becomes of an iter_arg (MLIR's ForOpIterArgsFolder, as of LLVM 22). */
enum { ITER_KEEP, ITER_INVARIANT, ITER_DEAD, ITER_DUPLICATE };

/* The value iter_arg i of loop op always holds, or NULL if it may change.
 * Each iteration gives argument i the value yielded at position i: another
 * argument j (then i holds what j held) or some value v. So the values i
 * takes are its init and, following these links, the inits met on the way
 * and the v at the end, if any: i is invariant when they are all one value
 * from outside the loop. The links form a graph where each argument has at
 * most one successor, walked once (what[] marks visits), so this is linear.
 * Covers an argument yielded back, or yielding its init, and arguments
 * that swap among themselves with equal inits. */
static void invariant_iter_args(IrOp *op, IrValue **value, int *what) {
  enum { UNSEEN, ON_PATH, DONE };
  int k = ir_for_inits_count(op), *path = CANON_NEW(int, k);
  IrBlock *body = block_of(op, 0);
  IrOp *yield = term(body);
  for (int i = 0; i < k; i++) {
    int n = 0, j = i;
    IrValue *down = NULL; /* what the end of the path holds */
    while (what[j] == UNSEEN) {
      what[j] = ON_PATH;
      path[n++] = j;
      IrValue *y = opnd(yield, j);
      if (!y->def_op && y->owner_block == body && y->index > 0) {
        j = y->index - 1;
        continue;
      }
      down = canon_defined_in(y, op) ? NULL : y;
      j = -1;
      break;
    }
    int stop = n;
    if (j >= 0 && what[j] == ON_PATH) {
      /* A cycle from j to the end of the path: one value if all its inits are. */
      for (stop = n - 1; path[stop] != j; stop--)
        ;
      down = ir_for_inits(op, j);
      for (int m = stop; m < n; m++)
        if (ir_for_inits(op, path[m]) != down)
          down = NULL;
      for (int m = stop; m < n; m++)
        value[path[m]] = down;
    } else if (j >= 0) {
      down = value[j];
    }
    for (int m = stop - 1; m >= 0; m--) {
      IrValue *init = ir_for_inits(op, path[m]);
      down = down == init ? init : NULL;
      value[path[m]] = down;
    }
    for (int m = 0; m < n; m++)
      what[path[m]] = DONE;
  }
  free(path);
}

/* Drops the iter_args whose value never changes (see above), those unused
 * in the body and after the loop, and duplicates of an earlier one (same
 * init, same yielded value). */
static bool for_iter_args(Canon *c, IrOp *op) {
  int k = ir_for_inits_count(op), nkeep = 0;
  IrBlock *body = block_of(op, 0);
  IrOp *yield = term(body);
  int *what = CANON_NEW(int, k), *keep = CANON_NEW(int, k), *link = CANON_NEW(int, k);
  IrValue **value = CANON_NEW(IrValue *, k);
  invariant_iter_args(op, value, what);
  HashMap pairs; /* hash of (init, yielded) -> index + 1 of a kept iter_arg */
  hashmap_init(&pairs);
  for (int i = 0; i < k; i++) {
    IrValue *init = ir_for_inits(op, i), *arg = body->args[1 + i], *y = opnd(yield, i);
    uint64_t h = hash_mix((uint64_t)(uintptr_t)init, (uint64_t)(uintptr_t)y) | 1;
    int j = (int)(uintptr_t)hashmap_get(&pairs, h) - 1;
    if (value[i]) {
      what[i] = ITER_INVARIANT;
    } else if (!arg->uses && !op->results[i].uses) {
      what[i] = ITER_DEAD;
    } else if (j >= 0 && ir_for_inits(op, j) == init && opnd(yield, j) == y) {
      what[i] = ITER_DUPLICATE;
      link[i] = j;
    } else {
      hashmap_put(&pairs, h, (void *)(uintptr_t)(i + 1));
      what[i] = ITER_KEEP;
      link[i] = nkeep; /* its index in the new loop */
      keep[nkeep++] = i;
    }
  }
  hashmap_free(&pairs);
  bool changed = nkeep < k;
  if (changed) {
    for (int i = k - 1; i >= 0; i--) {
      IrValue *arg = body->args[1 + i];
      if (what[i] == ITER_INVARIANT)
        canon_replace_value(c, arg, value[i]);
      else if (what[i] == ITER_DUPLICATE)
        canon_replace_value(c, arg, body->args[1 + link[i]]);
    }
    for (int i = k - 1; i >= 0; i--)
      if (what[i] != ITER_KEEP)
        ir_block_erase_arg(body, 1 + i);
    keep_operands(c, yield, nkeep, keep);
    /* lb, ub and step, then the kept inits (ir/operands.def). */
    int first = ir_for_inits_begin(op);
    IrValue **ops = CANON_NEW(IrValue *, first + nkeep);
    for (int i = 0; i < first; i++)
      ops[i] = opnd(op, i);
    for (int j = 0; j < nkeep; j++)
      ops[first + j] = ir_for_inits(op, keep[j]);
    IrOp *nw = rebuild(c, op, first + nkeep, ops, nkeep, keep);
    free(ops);
    for (int i = 0; i < k; i++) {
      if (what[i] == ITER_INVARIANT)
        canon_replace_value(c, &op->results[i], value[i]);
      else if (what[i] == ITER_DUPLICATE)
        canon_replace_value(c, &op->results[i], &nw->results[link[link[i]]]);
    }
    canon_erase(c, op);
  }
  free(what);
  free(keep);
  free(link);
  free(value);
  return changed;
}

/* An empty body run at least once yielding values from outside the loop:
 * the loop is those values. */
static bool for_empty(Canon *c, IrOp *op) {
  IrOp *y = term(block_of(op, 0));
  if (y->prev)
    return false;
  for (int i = 0; i < y->nopnds; i++)
    if (canon_defined_in(opnd(y, i), op))
      return false;
  replace_with_operands(c, op, y, 0);
  return true;
}

/* MLIR's SimplifyTrivialLoops (no trip gives the inits, one trip is the
 * body, an empty body gives what it yields) and ForOpIterArgsFolder. */
static bool for_patterns(Canon *c, IrOp *op) {
  int k = ir_for_inits_count(op);
  int trips = trip_count(op, 0);
  if (trips == 0) {
    replace_with_operands(c, op, op, 3);
    return true;
  }
  if (trips == 1) {
    /* The block's arguments are bound to lb and the inits: operands 0, 3... */
    IrValue **args = CANON_NEW(IrValue *, 1 + k);
    for (int i = 0; i <= k; i++)
      args[i] = opnd(op, i == 0 ? 0 : 2 + i);
    replace_with_block(c, op, block_of(op, 0), args);
    free(args);
    return true;
  }
  return for_iter_args(c, op) || (trips == 2 && for_empty(c, op));
}

/* =============================== loop.if ============================== */

static IrBlock *then_of(const IrOp *op) { return block_of(op, 0); }
static IrBlock *else_of(const IrOp *op) { return block_of(op, 1); }

/* IfOp::fold: if (not c) A else B -> if c B else A. */
static bool if_invert(Canon *c, IrOp *op) {
  IrOp *x = canon_def(opnd(op, 0), OP_XORI);
  if (!x || !else_of(op) || !canon_match_int_value(opnd(x, 1), 1))
    return false;
  IrRegion *t = op->regions[0];
  ir_op_set_region(op, 0, op->regions[1]);
  ir_op_set_region(op, 1, t);
  canon_set_operand(c, op, 0, opnd(x, 0));
  return true;
}

/* RemoveStaticCondition: a constant condition picks a branch. */
static bool if_static(Canon *c, IrOp *op) {
  uint64_t k;
  if (!canon_match_int(opnd(op, 0), &k))
    return false;
  IrBlock *b = k ? then_of(op) : else_of(op);
  if (b)
    replace_with_block(c, op, b, NULL);
  else
    canon_erase(c, op);
  return true;
}

/* Appends the ops of src (without its yield) to dst, before dst's yield,
 * and makes dst yield its values followed by src's. */
static void merge_branch(Canon *c, IrBlock *src, IrBlock *dst) {
  IrOp *dy = term(dst), *sy = term(src);
  canon_inline_block(c, src, dy, NULL);
  int n = dy->nopnds, m = sy->nopnds;
  IrValue **vals = CANON_NEW(IrValue *, n + m);
  for (int i = 0; i < n; i++)
    vals[i] = opnd(dy, i);
  for (int i = 0; i < m; i++)
    vals[n + i] = opnd(sy, i);
  canon_set_operands(c, dy, n + m, vals);
  free(vals);
}

/* Points the uses of prev's results inside region r at the values prev's
 * branch b yields (b ran when r runs). */
static void forward_results_into(Canon *c, IrOp *prev, IrBlock *b, const IrRegion *r) {
  InsideQuery q;
  inside_query_init(&q, r);
  for (int i = 0; i < prev->nresults; i++) {
    /* Collected first: retargeting a use unlinks it from the list. */
    size_t n = ir_value_num_uses(&prev->results[i]), k = 0;
    IrUse **uses = CANON_NEW(IrUse *, n);
    for (IrUse *u = prev->results[i].uses; u; u = u->next)
      uses[k++] = u;
    for (size_t j = 0; j < n; j++)
      if (inside_query(&q, uses[j]->owner))
        canon_set_operand(c, uses[j]->owner, ir_use_index(uses[j]), opnd(term(b), i));
    free(uses);
  }
  inside_query_free(&q);
}

/* The attribute time-skew-tile puts on its `loop.if %true`: the C backend
 * emits the condition as "one thread runs this" (cg_emit_if), so the if is
 * not folded, combined or inverted here. */
static bool one_thread_if(const IrOp *op) {
  return op && ir_op_is(op, OP_IF) && ir_op_get_attr(op, "loopc.one_thread");
}

/* CombineIfs: an if right after another on the same condition (or its
 * negation) joins it. */
static bool if_combine(Canon *c, IrOp *next) {
  IrOp *prev = next->prev;
  if (!prev || !ir_op_is(prev, OP_IF) || one_thread_if(prev))
    return false;
  IrValue *pc = opnd(prev, 0), *nc = opnd(next, 0);
  IrBlock *nthen = NULL, *nelse = NULL; /* next's blocks run when pc is true, false */
  if (nc == pc) {
    nthen = then_of(next);
    nelse = else_of(next);
  }
  if (is_not(nc, pc) || is_not(pc, nc)) {
    nelse = then_of(next);
    nthen = else_of(next);
  }
  if (!nthen && !nelse)
    return false;
  if (prev->nresults) {
    if (nthen)
      forward_results_into(c, prev, then_of(prev), nthen->parent);
    if (nelse)
      forward_results_into(c, prev, else_of(prev), nelse->parent);
  }
  int np = prev->nresults, nn = next->nresults;
  IrType **types = CANON_NEW(IrType *, np + nn);
  for (int i = 0; i < np + nn; i++)
    types[i] = i < np ? prev->results[i].type : next->results[i - np].type;
  IrOp *comb = canon_create(c, next, OP_IF, 1, &pc, np + nn, types, 2);
  free(types);
  canon_take_region(c, comb, 0, prev, 0);
  if (nthen)
    merge_branch(c, nthen, then_of(comb));
  if (else_of(prev))
    canon_take_region(c, comb, 1, prev, 1);
  if (nelse) {
    if (else_of(comb))
      merge_branch(c, nelse, else_of(comb));
    else
      canon_take_region(c, comb, 1, next, nelse->parent == next->regions[0] ? 0 : 1);
  }
  IrValue **vals = CANON_NEW(IrValue *, np + nn);
  for (int i = 0; i < np + nn; i++)
    vals[i] = &comb->results[i];
  canon_replace_op(c, prev, vals);
  canon_replace_op(c, next, vals + np);
  free(vals);
  return true;
}

/* What CombineNestedIfs yields: for result i, the then value ty[i] and
 * the else value ey[i] of the combined if, and whether the result is a
 * select on the outer condition instead (a then value from outside). */
typedef struct NestedYields {
  IrValue **ty, **ey;
  bool *select;
} NestedYields;

/* Fills y for if_combine_nested; false if the ifs cannot combine: the
 * outer if yields an inner result whose inner else value differs from
 * the outer else value. */
static bool nested_yields(IrOp *op, IrOp *nested, NestedYields *y) {
  IrBlock *ne = else_of(nested);
  for (int i = 0; i < op->nresults; i++) {
    IrValue *t = opnd(term(then_of(op)), i);
    y->ey[i] = opnd(term(else_of(op)), i);
    if (t->def_op == nested) {
      if (opnd(term(ne), t->index) != y->ey[i])
        return false;
      y->ty[i] = opnd(term(then_of(nested)), t->index);
    } else {
      y->ty[i] = t;
      y->select[i] = true;
    }
  }
  return true;
}

/* CombineNestedIfs: if a { if b { X } } -> if (a and b) { X }; values the
 * outer if yields from outside become selects on a. */
static bool if_combine_nested(Canon *c, IrOp *op) {
  IrBlock *t = then_of(op), *e = else_of(op);
  IrOp *nested = t->first;
  if (!nested || !ir_op_is(nested, OP_IF) || one_thread_if(nested) || nested->next != term(t) ||
      (e && e->first != term(e)))
    return false;
  IrBlock *ne = else_of(nested);
  if (ne && ne->first != term(ne))
    return false;
  int n = op->nresults;
  NestedYields y = {CANON_NEW(IrValue *, n), CANON_NEW(IrValue *, n), CANON_NEW(bool, n)};
  bool ok = nested_yields(op, nested, &y);
  if (ok) {
    IrValue *conds[2] = {opnd(op, 0), opnd(nested, 0)};
    IrValue *both = canon_create1(c, op, OP_ANDI, 2, conds, conds[0]->type);
    IrType **types = CANON_NEW(IrType *, n);
    IrValue **results = CANON_NEW(IrValue *, n);
    for (int i = 0; i < n; i++)
      types[i] = op->results[i].type;
    IrOp *nw = canon_create(c, op, OP_IF, 1, &both, n, types, 2);
    for (int i = 0; i < n; i++) {
      results[i] = &nw->results[i];
      take_name(results[i], &op->results[i], i);
      if (y.select[i]) {
        IrValue *ops[3] = {conds[0], y.ty[i], y.ey[i]};
        results[i] = canon_create1(c, nw, OP_SELECT, 3, ops, types[i]);
      }
    }
    canon_take_region(c, nw, 0, nested, 0);
    canon_set_operands(c, term(then_of(nw)), n, y.ty);
    if (n) {
      IrBlock *b = ir_block_create(canon_ctx(c));
      ir_region_append_block(nw->regions[1], b);
      canon_create_at_end(c, b, op->loc, OP_YIELD, n, y.ey, 0, NULL, 0);
    }
    canon_replace_op(c, op, results);
    free(types);
    free(results);
  }
  free(y.ty);
  free(y.ey);
  free(y.select);
  return ok;
}

/* ConditionPropagation: inside the then branch the condition is true,
 * inside the else branch false. Uses are visited in use-list order, as in
 * MLIR, which decides which constant comes first. */
static bool if_propagate_condition(Canon *c, IrOp *op) {
  IrValue *cond = opnd(op, 0);
  if (canon_def(cond, OP_CONSTANT))
    return false;
  /* Collected first: retargeting a use unlinks it from the list. */
  size_t n = ir_value_num_uses(cond), k = 0;
  IrUse **uses = CANON_NEW(IrUse *, n);
  for (IrUse *u = cond->uses; u; u = u->next)
    if (u->owner->parent != op->parent) /* same block: outside for sure */
      uses[k++] = u;
  InsideQuery q[2];
  IrValue *known[2] = {NULL, NULL}; /* the constant of each branch */
  for (int r = 0; r < 2; r++)
    inside_query_init(&q[r], op->regions[r]);
  for (size_t j = 0; j < k; j++)
    for (int r = 0; r < 2; r++)
      if (!ir_region_empty(op->regions[r]) && inside_query(&q[r], uses[j]->owner)) {
        if (!known[r])
          known[r] = canon_const_bool(c, op, r == 0);
        canon_set_operand(c, uses[j]->owner, ir_use_index(uses[j]), known[r]);
        break;
      }
  for (int r = 0; r < 2; r++)
    inside_query_free(&q[r]);
  free(uses);
  return known[0] || known[1];
}

/* Rebuilds op (an scf.if or scf.index_switch: one operand, regions ending
 * in yields) with the results keep[0..n), its yields cut down to match. */
static IrOp *keep_region_results(Canon *c, IrOp *op, int n, const int *keep) {
  for (int r = 0; r < op->nregions; r++)
    if (block_of(op, r))
      keep_operands(c, term(block_of(op, r)), n, keep);
  IrValue *first = opnd(op, 0);
  return rebuild(c, op, 1, &first, n, keep);
}

/* RemoveUnusedResults of scf.if and scf.index_switch. */
static bool drop_unused_results(Canon *c, IrOp *op) {
  int n = op->nresults, nkeep = 0;
  int *keep = CANON_NEW(int, n);
  for (int i = 0; i < n; i++)
    if (op->results[i].uses)
      keep[nkeep++] = i;
  bool changed = nkeep < n;
  if (changed) {
    keep_region_results(c, op, nkeep, keep);
    canon_erase(c, op);
  }
  free(keep);
  return changed;
}

/* ConvertTrivialIfToSelect: a result whose both yielded values come from
 * outside the if is a select (or the value, when both are one). */
static bool if_to_select(Canon *c, IrOp *op) {
  int n = op->nresults, nkeep = 0;
  if (!n)
    return false;
  IrOp *ty = term(then_of(op)), *ey = term(else_of(op));
  int *keep = CANON_NEW(int, n);
  for (int i = 0; i < n; i++)
    if (canon_defined_in(opnd(ty, i), op) || canon_defined_in(opnd(ey, i), op))
      keep[nkeep++] = i;
  bool changed = nkeep < n;
  if (changed) {
    IrValue **repl = CANON_NEW(IrValue *, n);
    for (int i = 0, j = 0; i < n; i++) {
      IrValue *t = opnd(ty, i), *e = opnd(ey, i);
      if (j < nkeep && keep[j] == i) {
        j++;
      } else if (t == e) {
        repl[i] = t;
      } else {
        IrValue *ops[3] = {opnd(op, 0), t, e};
        repl[i] = canon_create1(c, op, OP_SELECT, 3, ops, t->type);
      }
    }
    keep_region_results(c, op, nkeep, keep);
    for (int i = 0; i < n; i++)
      if (repl[i])
        canon_replace_value(c, &op->results[i], repl[i]);
    canon_erase(c, op);
    free(repl);
  }
  free(keep);
  return changed;
}

/* RemoveEmptyElseBranch: an else with nothing to do goes. */
static bool if_drop_empty_else(Canon *c, IrOp *op) {
  IrBlock *e = else_of(op);
  if (op->nresults || !e || e->first != term(e))
    return false;
  canon_erase(c, term(e));
  ir_op_set_region(op, 1, ir_region_create(canon_ctx(c)));
  canon_modified(c, op);
  return true;
}

/* ReplaceIfYieldWithConditionOrValue: a result yielded equal in both
 * branches is that value; i1 results yielding true/false are the
 * condition, or its negation. */
static bool if_yield_condition(Canon *c, IrOp *op) {
  if (!op->nresults)
    return false;
  IrOp *ty = term(then_of(op)), *ey = term(else_of(op));
  bool changed = false;
  for (int i = 0; i < op->nresults; i++) {
    IrValue *res = &op->results[i], *t = opnd(ty, i), *e = opnd(ey, i), *with = NULL;
    uint64_t a, b;
    if (!res->uses)
      continue;
    if (t == e) {
      with = t;
    } else if (ir_type_is_i1(t->type) && canon_match_int(t, &a) && canon_match_int(e, &b) &&
               a != b) {
      with = opnd(op, 0);
      if (!a) {
        IrValue *ops[2] = {opnd(op, 0), canon_const_bool(c, op, true)};
        with = canon_create1(c, op, OP_XORI, 2, ops, t->type);
      }
    }
    if (with) {
      canon_replace_value(c, res, with);
      changed = true;
    }
  }
  return changed;
}

static bool if_patterns(Canon *c, IrOp *op) {
  if (one_thread_if(op))
    return drop_unused_results(c, op);
  return if_invert(c, op) || if_static(c, op) || if_combine(c, op) ||
         if_combine_nested(c, op) || if_propagate_condition(c, op) || if_to_select(c, op) ||
         if_drop_empty_else(c, op) || drop_unused_results(c, op) ||
         if_yield_condition(c, op);
}

/* ========================== scf.index_switch ========================== */

/* FoldConstantCase: a constant selector picks its case's region, or the
 * default region (region 0). */
static bool switch_static(Canon *c, IrOp *op) {
  uint64_t k;
  if (!canon_match_int(opnd(op, 0), &k))
    return false;
  IrAttr *cs = ir_op_get_attr(op, "cases");
  int r = 0;
  for (int i = 0; i < cs->u.darray.n && !r; i++)
    if (cs->u.darray.vals[i] == (int64_t)k)
      r = i + 1;
  replace_with_block(c, op, block_of(op, r), NULL);
  return true;
}

/* A result that every region yields as one value (from outside the op) is
 * that value, as mlir-opt 22 rewrites it. */
static bool switch_same_yield(Canon *c, IrOp *op) {
  bool changed = false;
  for (int i = 0; i < op->nresults; i++) {
    IrValue *v = opnd(term(block_of(op, 0)), i);
    for (int r = 1; r < op->nregions && v; r++)
      if (opnd(term(block_of(op, r)), i) != v)
        v = NULL;
    if (v && op->results[i].uses) {
      canon_replace_value(c, &op->results[i], v);
      changed = true;
    }
  }
  return changed;
}

static bool switch_patterns(Canon *c, IrOp *op) {
  return switch_static(c, op) || switch_same_yield(c, op) || drop_unused_results(c, op);
}

/* ========================== scf.execute_region ======================== */

/* MultiBlockExecuteInliner: in a function or another execute_region (whose
 * regions may hold several blocks), the op's block is split at it, the
 * region's blocks go between the halves, each scf.yield becomes a cf.br to
 * the second half, whose arguments replace the results. */
static bool execute_inline_blocks(Canon *c, IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  if (!parent || !(ir_op_is(parent, OP_FUNC) || ir_op_is(parent, OP_EXECUTE_REGION)))
    return false;
  IrContext *ctx = canon_ctx(c);
  IrBlock *prev = op->parent, *post = ir_block_create(ctx);
  ir_region_insert_block(prev->parent, prev->next, post);
  for (IrOp *o = op->next, *next; o; o = next) {
    next = o->next;
    ir_op_unlink(o);
    ir_block_append_op(post, o);
  }
  IrValue **args = CANON_NEW(IrValue *, op->nresults);
  for (int i = 0; i < op->nresults; i++)
    args[i] = ir_block_add_arg(ctx, post, op->results[i].type, op->loc);
  IrRegion *r = op->regions[0];
  IrBlock *entry = r->first;
  for (IrBlock *b = r->first; b; b = b->next) {
    IrOp *t = b->last;
    if (t && ir_op_is(t, OP_YIELD)) {
      IrValue **vals = CANON_NEW(IrValue *, t->nopnds);
      for (int i = 0; i < t->nopnds; i++)
        vals[i] = opnd(t, i);
      int n = t->nopnds;
      canon_replace_branch(c, t, OP_BR, 0, NULL, 1, &post, (IrValue *const *const *)&vals, &n);
      free(vals);
    }
  }
  ir_region_inline_before(r, post);
  int zero = 0;
  IrOp *br = canon_create_at_end(c, prev, op->loc, OP_BR, 0, NULL, 0, NULL, 0);
  ir_op_set_successors(ctx, br, 1, &entry, &zero);
  /* op now ends prev before the branch: its results become post's args */
  ir_op_unlink(op);
  ir_block_insert_before(prev, br, op);
  canon_replace_op(c, op, args);
  free(args);
  return true;
}

/* Whether v is defined in op's region (in any block nested in it). */
static bool defined_within(const IrValue *v, const IrOp *op) {
  const IrBlock *b = v->def_op ? v->def_op->parent : v->owner_block;
  for (const IrOp *p = b ? ir_block_parent_op(b) : NULL; p; p = ir_op_parent_op(p))
    if (p == op)
      return true;
  return false;
}

/* A result that every scf.yield of the region yields as one value defined
 * outside the op is that value, and leaves the op's results and the yields
 * (no_inline ops included), as mlir-opt 22 rewrites it
 * (SCF/canonicalize.mlir's @execute_region_yeilding_external_value). */
static bool execute_external_yield(Canon *c, IrOp *op) {
  int n = op->nresults, nkeep = 0;
  if (!n)
    return false;
  IrValue **same = CANON_NEW(IrValue *, n);
  bool first = true;
  for (IrBlock *b = op->regions[0]->first; b; b = b->next) {
    IrOp *t = b->last;
    if (!t || !ir_op_is(t, OP_YIELD))
      continue;
    for (int i = 0; i < n; i++)
      if (first)
        same[i] = defined_within(opnd(t, i), op) ? NULL : opnd(t, i);
      else if (same[i] != opnd(t, i))
        same[i] = NULL;
    first = false;
  }
  int *keep = CANON_NEW(int, n);
  for (int i = 0; i < n; i++)
    if (!same[i])
      keep[nkeep++] = i;
  bool changed = !first && nkeep < n;
  if (changed) {
    for (int i = 0; i < n; i++)
      if (same[i])
        canon_replace_value(c, &op->results[i], same[i]);
    for (IrBlock *b = op->regions[0]->first; b; b = b->next)
      if (b->last && ir_op_is(b->last, OP_YIELD))
        keep_operands(c, b->last, nkeep, keep);
    rebuild(c, op, 0, NULL, nkeep, keep);
    canon_erase(c, op);
  }
  free(keep);
  free(same);
  return changed;
}

/* populateRegionBranchOpInterfaceInliningPattern: a region of one block is
 * inlined, its yield's operands replacing the results. */
static bool execute_patterns(Canon *c, IrOp *op) {
  if (execute_external_yield(c, op))
    return true;
  if (ir_op_get_attr(op, "no_inline"))
    return false;
  if (execute_inline_blocks(c, op))
    return true;
  IrBlock *b = block_of(op, 0);
  if (!b || b->next || !term(b) || !ir_op_is(term(b), OP_YIELD))
    return false;
  replace_with_block(c, op, b, NULL);
  return true;
}

/* ============================ loop.parallel =========================== */

/* The whole loop runs once: the body moves out with each induction
 * variable at its lower bound, and each loop.reduce combines its init with
 * its value (MLIR inlines the reduction bodies the same way). */
static void parallel_inline(Canon *c, IrOp *op, int n) {
  IrBlock *body = block_of(op, 0);
  IrValue **lbs = CANON_NEW(IrValue *, n), **results = CANON_NEW(IrValue *, op->nresults);
  int k = 0;
  for (IrOp *o = body->first, *next; o; o = next) {
    next = o->next;
    if (!ir_op_is(o, OP_REDUCE))
      continue;
    /* The reduction body runs after the rest of the body, at its end. */
    IrBlock *rb = block_of(o, 0);
    IrValue *args[2] = {ir_parallel_inits(op, k), opnd(o, 0)};
    canon_inline_block(c, rb, term(body), args);
    results[k++] = opnd(term(rb), 0);
    canon_erase(c, o);
  }
  for (int d = 0; d < n; d++)
    lbs[d] = opnd(op, d);
  canon_inline_block(c, body, op, lbs);
  canon_replace_op(c, op, results);
  free(lbs);
  free(results);
}

/* MLIR's parallel patterns build a new loop without op's discardable
 * attributes (a `mapping`, say): loopc, which rewrites op in place, drops
 * them. */
static void drop_discardable(IrOp *op) {
  for (int i = op->nattrs - 1; i >= 0; i--)
    if (!op->attrs[i].inherent)
      ir_op_remove_attr(op, op->attrs[i].name);
}

/* Drops the dimensions not in keep[0..nkeep) (each runs once: its
 * induction variable is its lower bound). */
static void parallel_keep_dims(Canon *c, IrOp *op, int n, int nkeep, const int *keep) {
  drop_discardable(op);
  IrBlock *body = block_of(op, 0);
  int ninit = ir_parallel_inits_count(op);
  /* The body's arguments go first, and the operand groups' positions with
   * them (ir/operands.def counts them): the operands are read below by the
   * old layout, n of each of lbs, ubs and steps. */
  for (int d = n - 1, j = nkeep - 1; d >= 0; d--) {
    if (j >= 0 && keep[j] == d) {
      j--;
      continue;
    }
    canon_replace_value(c, body->args[d], opnd(op, d));
    ir_block_erase_arg(body, d);
  }
  IrValue **ops = CANON_NEW(IrValue *, 3 * nkeep + ninit);
  for (int part = 0; part < 3; part++)
    for (int j = 0; j < nkeep; j++)
      ops[part * nkeep + j] = opnd(op, part * n + keep[j]);
  for (int i = 0; i < ninit; i++)
    ops[3 * nkeep + i] = opnd(op, 3 * n + i);
  canon_set_operands(c, op, 3 * nkeep + ninit, ops);
  free(ops);
}

/* ParallelOpSingleOrZeroIterationDimsFolder and RemoveEmptyParallelLoops:
 * a dimension with no trip empties the loop; dimensions with one trip go. */
static bool parallel_dims(Canon *c, IrOp *op) {
  int n = ir_parallel_num_ivs(op), ninit = ir_parallel_inits_count(op), nkeep = 0;
  if (op->nresults != ninit)
    return false;
  int *keep = CANON_NEW(int, n);
  bool empty = false;
  for (int d = 0; d < n && !empty; d++) {
    int trips = trip_count(op, d);
    empty = trips == 0;
    if (trips != 1)
      keep[nkeep++] = d;
  }
  bool changed = empty || nkeep < n;
  if (empty)
    replace_with_operands(c, op, op, ir_parallel_inits_begin(op));
  else if (!nkeep)
    parallel_inline(c, op, n);
  else if (changed)
    parallel_keep_dims(c, op, n, nkeep, keep);
  free(keep);
  return changed;
}

/* The parallel loop nested alone in op's body that MergeNestedParallelLoops
 * may fold into op, or NULL: no results or reductions in either, and bounds
 * not defined in the nest collected so far (blocks in `nest`). */
static IrOp *merge_candidate(const IrOp *op, const HashMap *nest) {
  IrBlock *body = block_of(op, 0);
  IrOp *inner = body->first;
  int m = inner && ir_op_is(inner, OP_PARALLEL) ? ir_parallel_num_ivs(inner) : 0;
  if (!m || inner->next != term(body) || inner->nresults || ir_parallel_inits_count(inner) != 0)
    return NULL;
  for (int i = 0; i < ir_parallel_inits_begin(inner); i++) {
    IrBlock *b = ir_value_parent_block(opnd(inner, i));
    if (b && hashmap_get(nest, (uint64_t)(uintptr_t)b))
      return NULL;
  }
  return inner;
}

/* MergeNestedParallelLoops: a parallel loop whose body is only another
 * (bounds independent of the outer induction variables, no reductions in
 * either) becomes one loop over all the dimensions. A whole chain of such
 * loops is merged at once, so that a deep nest costs linear time (MLIR
 * merges one level per rewrite). */
static bool parallel_merge_nested(Canon *c, IrOp *op) {
  int n = ir_parallel_num_ivs(op), k = n;
  if (op->nresults || ir_parallel_inits_count(op) != 0)
    return false;
  HashMap nest; /* bodies of the loops in the chain */
  size_t len = 0, cap = 0;
  IrOp **chain = NULL;
  hashmap_init(&nest);
  hashmap_put(&nest, (uint64_t)(uintptr_t)block_of(op, 0), (void *)1);
  for (IrOp *in = merge_candidate(op, &nest); in; in = merge_candidate(in, &nest)) {
    if (len == cap)
      chain = xrealloc(chain, sizeof *chain * (cap = cap ? 2 * cap : 8));
    chain[len++] = in;
    k += ir_parallel_num_ivs(in);
    hashmap_put(&nest, (uint64_t)(uintptr_t)block_of(in, 0), (void *)1);
  }
  hashmap_free(&nest);
  if (!len)
    return false;
  IrValue **ops = CANON_NEW(IrValue *, 3 * k);
  IrBlock *ob = block_of(op, 0);
  for (int d = 0; d < n; d++)
    for (int part = 0; part < 3; part++)
      ops[part * k + d] = opnd(op, part * n + d);
  for (size_t j = 0, at = (size_t)n; j < len; j++) {
    IrOp *in = chain[j];
    IrBlock *ib = block_of(in, 0);
    int m = ir_parallel_num_ivs(in);
    for (int d = 0; d < m; d++, at++) {
      for (int part = 0; part < 3; part++)
        ops[part * (size_t)k + at] = opnd(in, part * m + d);
      IrValue *old = ib->args[d];
      IrValue *iv = ir_block_add_arg(canon_ctx(c), ob, old->type, ir_value_loc(canon_ctx(c), old));
      iv->name = old->name;
      canon_replace_value(c, old, iv);
    }
  }
  /* The innermost body moves into op's; the chain of empty loops goes. */
  canon_inline_block(c, block_of(chain[len - 1], 0), chain[0], NULL);
  canon_erase(c, chain[0]);
  drop_discardable(op);
  canon_set_operands(c, op, 3 * k, ops);
  free(ops);
  free(chain);
  return true;
}

/* ============================== loop.while ============================ */

static IrBlock *before_of(const IrOp *op) { return block_of(op, 0); }
static IrBlock *after_of(const IrOp *op) { return block_of(op, 1); }

/* How the values a loop.condition forwards change: the new list args[0..m)
 * and, for each old value i, its new index to[i], or (to[i] < 0) the value
 * val[i] replacing it in the after block and among the results (NULL when
 * it has no uses). */
typedef struct Reforward {
  int m;
  IrValue **args;
  int *to;
  IrValue **val;
} Reforward;

static Reforward reforward_new(int n) {
  Reforward r = {0, CANON_NEW(IrValue *, n), CANON_NEW(int, n), CANON_NEW(IrValue *, n)};
  return r;
}

static void reforward_free(Reforward *r) {
  free(r->args);
  free(r->to);
  free(r->val);
}

/* Rebuilds while op so that its condition forwards what r says. */
static void while_reforward(Canon *c, IrOp *op, const Reforward *r) {
  IrOp *cond = term(before_of(op));
  IrBlock *after = after_of(op);
  int nold = op->nresults, m = r->m;
  IrType **types = CANON_NEW(IrType *, m);
  IrValue **fresh = CANON_NEW(IrValue *, m), **ops = CANON_NEW(IrValue *, 1 + m);
  for (int j = 0; j < m; j++)
    types[j] = r->args[j]->type;
  for (int i = 0; i < op->nopnds; i++)
    ops[i] = opnd(op, i);
  IrOp *nw = canon_create(c, op, OP_WHILE, op->nopnds, ops, m, types, 2);
  copy_attrs(c, nw, op);
  canon_take_region(c, nw, 0, op, 0);
  canon_take_region(c, nw, 1, op, 1);
  /* The after block gets fresh arguments; the old ones go. */
  for (int j = 0; j < m; j++)
    fresh[j] = ir_block_add_arg(canon_ctx(c), after, types[j], nw->loc);
  for (int i = 0; i < nold; i++) {
    IrValue *arg = after->args[i], *with = r->to[i] >= 0 ? fresh[r->to[i]] : r->val[i];
    if (r->to[i] >= 0)
      take_name(with, arg, -1);
    if (with)
      canon_replace_value(c, arg, with);
  }
  for (int i = nold - 1; i >= 0; i--)
    ir_block_erase_arg(after, i);
  ops[0] = opnd(cond, 0);
  for (int j = 0; j < m; j++)
    ops[1 + j] = r->args[j];
  canon_set_operands(c, cond, 1 + m, ops);
  for (int i = 0; i < nold; i++) {
    IrValue *res = &op->results[i], *with = r->to[i] >= 0 ? &nw->results[r->to[i]] : r->val[i];
    if (r->to[i] >= 0)
      take_name(with, res, r->to[i]);
    if (with)
      canon_replace_value(c, res, with);
  }
  canon_erase(c, op);
  free(types);
  free(fresh);
  free(ops);
}

/* Makes op's before block take only the arguments keep[0..nkeep), the
 * others being replaced by val[i] (or unused when NULL). */
static void while_keep_args(Canon *c, IrOp *op, int nkeep, const int *keep,
                            IrValue *const *val) {
  IrBlock *before = before_of(op);
  int n = op->nopnds;
  IrValue **inits = CANON_NEW(IrValue *, nkeep);
  for (int i = n - 1, j = nkeep - 1; i >= 0; i--) {
    if (j >= 0 && keep[j] == i) {
      j--;
      continue;
    }
    if (val[i])
      canon_replace_value(c, before->args[i], val[i]);
    ir_block_erase_arg(before, i);
  }
  for (int j = 0; j < nkeep; j++)
    inits[j] = opnd(op, keep[j]);
  keep_operands(c, term(after_of(op)), nkeep, keep);
  canon_set_operands(c, op, nkeep, inits);
  free(inits);
}

/* Which before-block arguments a loop.while drops. */
enum {
  ARG_INVARIANT, /* RemoveLoopInvariantArgsFromBeforeBlock: it always gets its
                  * init back, yielded directly or forwarded unchanged through
                  * the after block */
  ARG_DUPLICATE, /* the same init and yielded value as an earlier argument */
  ARG_UNUSED,    /* WhileRemoveUnusedArgs */
};

static bool while_drop_args(Canon *c, IrOp *op, int rule) {
  IrBlock *before = before_of(op), *after = after_of(op);
  IrOp *cond = term(before), *yield = term(after);
  int n = op->nopnds, nkeep = 0;
  int *keep = CANON_NEW(int, n);
  IrValue **val = CANON_NEW(IrValue *, n);
  HashMap pairs; /* hash of (init, yielded) -> index + 1 of a kept argument */
  hashmap_init(&pairs);
  for (int i = 0; i < n; i++) {
    IrValue *init = opnd(op, i), *y = opnd(yield, i);
    bool drop = false;
    if (rule == ARG_INVARIANT) {
      drop = y == init;
      if (!drop && !y->def_op && y->owner_block == after) {
        IrValue *fwd = opnd(cond, 1 + y->index);
        drop = fwd == before->args[i] || fwd == init;
      }
      val[i] = init;
    } else if (rule == ARG_DUPLICATE) {
      uint64_t h = hash_mix((uint64_t)(uintptr_t)init, (uint64_t)(uintptr_t)y) | 1;
      int j = (int)(uintptr_t)hashmap_get(&pairs, h) - 1;
      drop = j >= 0 && opnd(op, j) == init && opnd(yield, j) == y;
      if (drop)
        val[i] = before->args[j];
      else
        hashmap_put(&pairs, h, (void *)(uintptr_t)(i + 1));
    } else {
      drop = !before->args[i]->uses;
    }
    if (!drop)
      keep[nkeep++] = i;
  }
  hashmap_free(&pairs);
  bool changed = nkeep < n;
  if (changed)
    while_keep_args(c, op, nkeep, keep, val);
  free(keep);
  free(val);
  return changed;
}

/* Which values a loop.condition stops forwarding (MLIR's patterns). */
enum {
  FWD_INVARIANT, /* RemoveLoopInvariantValueYielded: defined outside the loop */
  FWD_UNUSED,    /* WhileUnusedResult: neither the result nor the argument used */
  FWD_DUPLICATE, /* WhileRemoveDuplicatedResults: forwarded twice */
};

/* Fills r for one of the rules above; false when it changes nothing. */
static bool while_forwarded(IrOp *op, int rule, Reforward *r) {
  IrOp *cond = term(before_of(op));
  IrBlock *after = after_of(op);
  bool any = false;
  HashMap seen; /* forwarded value -> its new index + 1 */
  hashmap_init(&seen);
  r->m = 0;
  for (int i = 0; i < op->nresults; i++) {
    IrValue *v = opnd(cond, 1 + i);
    int dup = rule == FWD_DUPLICATE ? (int)(uintptr_t)hashmap_get(&seen, (uint64_t)(uintptr_t)v) : 0;
    r->val[i] = NULL;
    r->to[i] = dup - 1;
    if (rule == FWD_INVARIANT && ir_value_parent_block(v) != before_of(op))
      r->val[i] = v;
    else if (!(rule == FWD_UNUSED && !op->results[i].uses && !after->args[i]->uses) && !dup) {
      hashmap_put(&seen, (uint64_t)(uintptr_t)v, (void *)(uintptr_t)(r->m + 1));
      r->to[i] = r->m;
      r->args[r->m++] = v;
      continue;
    }
    any = true;
  }
  hashmap_free(&seen);
  return any;
}

/* WhileConditionTruth: an after-block argument forwarding the condition
 * is true. */
static bool while_condition_truth(Canon *c, IrOp *op) {
  IrOp *cond = term(before_of(op));
  IrBlock *after = after_of(op);
  IrValue *truth = NULL;
  for (int i = 0; i < after->nargs; i++)
    if (opnd(cond, 1 + i) == opnd(cond, 0) && after->args[i]->uses) {
      if (!truth)
        truth = canon_const_bool(c, op, true);
      canon_replace_value(c, after->args[i], truth);
    }
  return truth != NULL;
}

/* WhileCmpCond: in the after block, a cmpi of the forwarded operands of
 * the cmpi computing the condition is true (same predicate) or false (the
 * inverse one). */
static bool while_cmp_cond(Canon *c, IrOp *op) {
  static const int inverse[] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6}; /* MLIR's invertPredicate */
  IrOp *cond = term(before_of(op));
  IrOp *cmp = canon_def(opnd(cond, 0), OP_CMPI);
  IrBlock *after = after_of(op);
  bool changed = false;
  if (!cmp)
    return false;
  IrAttr *pred = ir_op_get_attr(cmp, "predicate");
  for (int i = 0; i < after->nargs; i++)
    for (int side = 0; side < 2; side++) {
      if (opnd(cond, 1 + i) != opnd(cmp, side))
        continue;
      /* Collected first: replacing a user unlinks it from the list. */
      size_t n = ir_value_num_uses(after->args[i]), k = 0;
      IrOp **users = CANON_NEW(IrOp *, n);
      for (IrUse *u = after->args[i]->uses; u; u = u->next)
        if (ir_op_is(u->owner, OP_CMPI) && ir_use_index(u) == side)
          users[k++] = u->owner;
      for (size_t j = 0; j < k; j++) {
        IrAttr *p2 = ir_op_get_attr(users[j], "predicate");
        if (opnd(users[j], 1 - side) != opnd(cmp, 1 - side) ||
            (p2 != pred && p2->u.i != inverse[pred->u.i]))
          continue;
        canon_replace_op1(c, users[j], canon_const_bool(c, users[j], p2 == pred));
        changed = true;
      }
      free(users);
    }
  return changed;
}

/* WhileOpAlignBeforeArgs: a condition forwarding the before-block
 * arguments in another order forwards them in block order. */
static bool while_align(Canon *c, IrOp *op) {
  IrBlock *before = before_of(op);
  IrOp *cond = term(before);
  int n = before->nargs;
  if (op->nresults != n)
    return false;
  Reforward r = reforward_new(n);
  bool *seen = CANON_NEW(bool, n), ok = true, same = true;
  for (int i = 0; i < n && ok; i++) {
    IrValue *v = opnd(cond, 1 + i);
    ok = !v->def_op && v->owner_block == before && !seen[v->index];
    if (ok) {
      seen[v->index] = true;
      r.to[i] = v->index;
      r.args[v->index] = v;
      same &= v->index == i;
    }
  }
  r.m = n;
  bool changed = ok && !same;
  if (changed)
    while_reforward(c, op, &r);
  reforward_free(&r);
  free(seen);
  return changed;
}

/* In MLIR's order (its generic merging of duplicated values first); the
 * first that applies wins. */
static bool while_patterns(Canon *c, IrOp *op) {
  if (while_drop_args(c, op, ARG_INVARIANT))
    return true;
  Reforward r = reforward_new(op->nresults);
  bool changed = true;
  if (while_forwarded(op, FWD_INVARIANT, &r))
    while_reforward(c, op, &r);
  else if (!while_condition_truth(c, op) && !while_cmp_cond(c, op) &&
           !while_drop_args(c, op, ARG_DUPLICATE)) {
    if (while_forwarded(op, FWD_DUPLICATE, &r) || while_forwarded(op, FWD_UNUSED, &r))
      while_reforward(c, op, &r);
    else
      changed = while_drop_args(c, op, ARG_UNUSED) || while_align(c, op);
  }
  reforward_free(&r);
  return changed;
}

/* =============================== dispatch ============================= */

bool canon_scf_patterns(Canon *c, IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_FOR: return for_patterns(c, op);
  case OP_IF: return if_patterns(c, op);
  case OP_INDEX_SWITCH: return switch_patterns(c, op);
  case OP_EXECUTE_REGION: return execute_patterns(c, op);
  case OP_FORALL: return canon_forall_patterns(c, op);
  case OP_PARALLEL: return parallel_dims(c, op) || parallel_merge_nested(c, op);
  case OP_WHILE: return while_patterns(c, op);
  default: return false;
  }
}
