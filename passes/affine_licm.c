/* affine_licm.c: MLIR's affine-loop-invariant-code-motion
 * (AffineLoopInvariantCodeMotion.cpp) on the affine ops themselves, with
 * the two checks MLIR 22 lacks that keep it from changing results.
 *
 * Each affine.for, innermost first, moves the ops of its body that do not
 * depend on it to just before it, in their order. An op depends on the loop
 * when it uses the induction variable or an iter_arg, or a value of an op
 * of the body that stays (MLIR's opsWithUsers / opsToHoist); an affine.if,
 * affine.for or affine.parallel moves whole when every op in its regions
 * could; any other op with memory effects (nested ones included) stays,
 * except affine.load and affine.store, which move when nothing in the loop
 * writes the memref they access (a load) or reads or writes it (a store).
 *
 * Where loopc is stricter than MLIR 22, which changes results there:
 *  - loads and stores (and any op that is not pure: effects or a division
 *    that may trap, ir_op_is_speculatable) move only out of a loop whose
 *    trip count is a known constant above 0 (getConstantTripCount): MLIR 22
 *    hoists `affine.store %x, %m[0]` out of `affine.for %i = 0 to %n`,
 *    which stores when %n is 0 (later MLIR checks this as loopc does);
 *  - "the memref" is every memref that may alias it (ir_memref_may_alias:
 *    two function arguments may, two allocations may not), and an op of
 *    unknown effects in the loop (a call) keeps every load and store in it:
 *    MLIR 22 looks only at the users of the same SSA value (its FIXME);
 *  - an op with regions other than affine.if / for / parallel (scf.for)
 *    moves only when nothing in its regions uses a value of the loop that
 *    stays: MLIR checks only the op's own operands.
 *
 * Contract: takes and leaves verified IR. Each loop's memory accesses are
 * counted once per memref root (hash map), so deciding an access costs
 * O(1); each loop walks its body once, plus once more for the ops it
 * considers moving (nested loops are walked again by each enclosing loop:
 * linear in the ops times the nesting depth). */
#include <stdint.h>
#include <stdlib.h>

#include "../ir/views.h"
#include "../ir/walk.h"
#include "affine_utils.h"
#include "dependence.h"
#include "passes.h"

enum { IN_USERS = 1, IN_HOIST = 2 };

/* Reads and writes of one class of memref roots in a loop. */
typedef struct Count {
  int64_t reads, writes;
} Count;

typedef struct Licm {
  IrContext *ctx;
  IrOp *loop;
  HashMap flags;  /* op -> IN_USERS | IN_HOIST */
  HashMap fresh;  /* allocation root -> Count * */
  Count *counts;  /* the Counts fresh points into */
  int ncounts, cap;
  Count args, other, fresh_total;
  int64_t unknown; /* ops whose accesses cannot be named */
} Licm;

/* The value a memref comes from, through casts and views. */
static IrValue *root_of(IrValue *v) {
  while (v->def_op && ir_op_is_view(v->def_op))
    v = ir_op_operand(v->def_op, 0);
  return v;
}

typedef enum RootKind { ROOT_FRESH, ROOT_ARG, ROOT_OTHER } RootKind;

static RootKind root_kind(const IrValue *r) {
  if (r->def_op)
    return ir_op_is(r->def_op, OP_ALLOC) || ir_op_is(r->def_op, OP_ALLOCA) ? ROOT_FRESH
                                                                           : ROOT_OTHER;
  IrOp *p = ir_block_parent_op(r->owner_block);
  return p && ir_op_is(p, OP_FUNC) ? ROOT_ARG : ROOT_OTHER;
}

static uint64_t key(const void *p) { return (uint64_t)(uintptr_t)p; }

static unsigned flags_of(const Licm *L, const IrOp *op) {
  return (unsigned)(uintptr_t)hashmap_get(&L->flags, key(op));
}

static void flag(Licm *L, const IrOp *op, unsigned f) {
  hashmap_put(&L->flags, key(op), (void *)(uintptr_t)(flags_of(L, op) | f));
}

/* The Count of memref m's class (its root's own when an allocation). */
static Count *count_of(Licm *L, IrValue *m, bool create) {
  IrValue *r = root_of(m);
  switch (root_kind(r)) {
  case ROOT_ARG: return &L->args;
  case ROOT_OTHER: return &L->other;
  case ROOT_FRESH: break;
  }
  uintptr_t i = (uintptr_t)hashmap_get(&L->fresh, key(r));
  if (i)
    return &L->counts[i - 1];
  if (!create)
    return NULL;
  if (L->ncounts == L->cap) {
    L->cap = L->cap ? 2 * L->cap : 16;
    L->counts = xrealloc(L->counts, sizeof *L->counts * (size_t)L->cap);
  }
  L->counts[L->ncounts] = (Count){0, 0};
  hashmap_put(&L->fresh, key(r), (void *)(uintptr_t)++L->ncounts);
  return &L->counts[L->ncounts - 1];
}

/* The memref op reads (NULL: none or unknown) and the one it writes. */
static void accesses(const IrOp *op, unsigned eff, IrValue **read, IrValue **written) {
  *read = *written = NULL;
  if (eff & EFF_READ) {
    if (ir_op_is(op, OP_LOAD) || ir_op_is(op, OP_AFFINE_LOAD) || ir_op_is(op, OP_COPY))
      *read = ir_op_operand(op, 0);
  }
  if (eff & (EFF_WRITE | EFF_FREE))
    *written = ir_op_written_memref(op);
}

static IrWalkResult count_op(IrWalker *w, IrOp *op) {
  Licm *L = w->data;
  unsigned eff = ir_op_effects(op);
  IrValue *r, *wr;
  accesses(op, eff, &r, &wr);
  if ((eff & EFF_UNKNOWN) || ((eff & EFF_READ) && !r) || ((eff & (EFF_WRITE | EFF_FREE)) && !wr)) {
    L->unknown++;
    return IR_WALK_ADVANCE;
  }
  if (r) {
    count_of(L, r, true)->reads++;
    if (root_kind(root_of(r)) == ROOT_FRESH)
      L->fresh_total.reads++;
  }
  if (wr) {
    count_of(L, wr, true)->writes++;
    if (root_kind(root_of(wr)) == ROOT_FRESH)
      L->fresh_total.writes++;
  }
  return IR_WALK_ADVANCE;
}

/* The loop's reads (or writes) that may touch memref m, less `self` of its
 * own (MLIR's memref users with a write or read effect, through aliases). */
static int64_t touching(Licm *L, IrValue *m, bool writes, int64_t self) {
  Count *c = count_of(L, m, false);
  RootKind k = root_kind(root_of(m));
#define PICK(x) (writes ? (x).writes : (x).reads)
  int64_t n = L->unknown + PICK(L->other);
  if (k == ROOT_FRESH)
    n += c ? PICK(*c) : 0;
  else if (k == ROOT_ARG)
    n += PICK(L->args);
  else
    n += PICK(L->args) + PICK(L->fresh_total);
#undef PICK
  return n - self;
}

static bool op_invariant(Licm *L, IrOp *op);

static bool regions_invariant(Licm *L, IrOp *op) {
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; b; b = b->next)
      for (IrOp *o = b->first; o; o = o->next)
        if (!op_invariant(L, o))
          return false;
  return true;
}

/* Whether v is a value of the loop that stays: its induction variable or
 * iter_args, or a result of an op in it that is not moving. */
static bool stays(const Licm *L, const IrValue *v) {
  IrBlock *body = L->loop->regions[0]->first;
  if (!v->def_op)
    return v->owner_block == body;
  unsigned f = flags_of(L, v->def_op);
  return (f & IN_USERS) && !(f & IN_HOIST);
}

typedef struct Nested {
  Licm *L;
  IrOp *op;
  bool uses;
} Nested;

static IrWalkResult nested_use(IrWalker *w, IrOp *o) {
  Nested *n = w->data;
  for (int i = 0; i < o->nopnds; i++) {
    IrValue *v = o->opnds[i].value;
    if (dep_value_inside(v, n->L->loop) && !dep_value_inside(v, n->op) &&
        !(v->def_op && (flags_of(n->L, v->def_op) & IN_HOIST))) {
      n->uses = true;
      return IR_WALK_INTERRUPT;
    }
  }
  return IR_WALK_ADVANCE;
}

/* isOpLoopInvariant. */
static bool op_invariant(Licm *L, IrOp *op) {
  bool is_load = ir_op_is(op, OP_AFFINE_LOAD), is_store = ir_op_is(op, OP_AFFINE_STORE);
  if (ir_op_is(op, OP_AFFINE_IF) || ir_op_is(op, OP_AFFINE_FOR) ||
      ir_op_is(op, OP_AFFINE_PARALLEL)) {
    if (!regions_invariant(L, op))
      return false;
  } else if (is_load || is_store) {
    flag(L, op, IN_USERS);
    IrValue *m = ir_op_operand(op, is_load ? 0 : 1);
    if (touching(L, m, true, is_store) > 0 || (is_store && touching(L, m, false, 0) > 0))
      return false;
  } else if (ir_op_effects_nested(op) != 0) {
    return false;
  } else if (op->nregions > 0) {
    Nested n = {L, op, false};
    IrWalker w = {.enter_op = nested_use, .data = &n};
    for (int r = 0; r < op->nregions; r++)
      for (IrBlock *b = op->regions[r]->first; b && !n.uses; b = b->next)
        for (IrOp *o = b->first; o && !n.uses; o = o->next)
          ir_walker_run(&w, o);
    if (n.uses)
      return false;
  }
  for (int i = 0; i < op->nopnds; i++)
    if (stays(L, op->opnds[i].value))
      return false;
  flag(L, op, IN_HOIST);
  return true;
}

static void licm_for(Licm *L, IrOp *loop) {
  L->loop = loop;
  hashmap_clear(&L->flags);
  hashmap_clear(&L->fresh);
  L->ncounts = 0;
  L->args = L->other = L->fresh_total = (Count){0, 0};
  L->unknown = 0;
  uint64_t trips;
  bool runs = affine_for_const_trip_count(L->ctx, loop, &trips) && trips > 0;
  IrBlock *body = loop->regions[0]->first;
  IrWalker w = {.enter_op = count_op, .data = L};
  for (IrOp *o = body->first; o; o = o->next)
    ir_walker_run(&w, o);
  int n = 0;
  for (IrOp *o = body->first; o; o = o->next)
    n++;
  IrOp **move = xcalloc((size_t)n + 1, sizeof *move);
  int k = 0;
  for (IrOp *o = body->first; o; o = o->next) {
    for (int i = 0; i < o->nresults; i++)
      if (ir_value_has_uses(&o->results[i])) {
        flag(L, o, IN_USERS);
        break;
      }
    if (ir_op_is(o, OP_AFFINE_YIELD))
      continue;
    if (!runs && (ir_op_effects_nested(o) != 0 || !ir_op_is_speculatable(o)))
      continue;
    if (op_invariant(L, o))
      move[k++] = o;
  }
  for (int i = 0; i < k; i++)
    ir_op_move_before(move[i], loop);
  free(move);
}

static void visit(IrOp *op, void *data) {
  if (ir_op_is(op, OP_AFFINE_FOR))
    licm_for(data, op);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  Licm L = {.ctx = ctx};
  hashmap_init(&L.flags);
  hashmap_init(&L.fresh);
  ir_walk_post(module, visit, &L);
  hashmap_free(&L.flags);
  hashmap_free(&L.fresh);
  free(L.counts);
  return true;
}

const IrPass affine_licm_pass = {
    "affine-loop-invariant-code-motion",
    "Hoist loop invariant instructions outside of affine loops (only loads and stores no "
    "access in the loop may alias, and only out of loops known to run)",
    run, NULL, 0};
