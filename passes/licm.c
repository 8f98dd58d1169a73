/* licm.c: loop-invariant code motion, after MLIR's pass of the same name:
 * moves ops out of loop.for, loop.parallel and loop.while bodies (both
 * regions of a while) when they compute the same thing on every iteration.
 *
 * As in MLIR, an op moves out of a loop when every value it uses (and every
 * value used by the ops nested in it that it does not define itself) is
 * defined outside the loop, it has no memory effects, nested ones included,
 * and it is speculatable (ir_op_is_speculatable: integer division by a
 * variable stays, and so do loop.while and loop.parallel; a loop.if or a
 * loop.for with step 1 moves whole). Chains move together, and an
 * op moves out through as many enclosing loops as it is invariant in
 * (stopping at any other region: loop.if, loop.reduce, func). It lands just
 * before the outermost loop it leaves, after what moved there before it,
 * which is where MLIR's innermost-first, one-loop-at-a-time hoisting puts it.
 *
 * Beyond MLIR, a memref.load moves too when its memref and indices are
 * invariant, it is directly in the loop body (it runs on every iteration,
 * not under a loop.if), nothing in the loop may write or free that memref
 * (ir_op_written_memref, ir_memref_may_alias; calls and unknown ops may
 * write anything) and the loop surely runs its body at least once, since a
 * load moved out of a loop that runs zero times could read out of bounds:
 * constant bounds with lb < ub in every dimension, or the before region of
 * a loop.while (which runs whenever the loop does); never the after region.
 * Rejected: guarding the load (a loop.if on lb < ub yielding the load or a
 * dummy value). It would reach loops with variable bounds, but it adds a
 * compare, an if and a constant per load, and the if, which reads memory,
 * could not move further out, so a load in a nest would stop one loop out.
 *
 * Contract: takes and leaves verified IR; moves ops (names kept), never
 * creates or erases any. One walk, bottom-up (ir/walk.h, any nesting
 * depth): each op is decided when its nested ops and the definitions of its
 * operands have reached their places, and moves once, straight to its own.
 * Linear in the ops and operands but for two things: a pure region op in a
 * loop body has its nested ops walked once, as MLIR does, to find the
 * values they use (so pure loops nested directly in each other cost the sum
 * of their sizes), and a load checks the list of memrefs written in each
 * loop it leaves and in the one that stops it (made by a linear pre-walk). */
#include "passes.h"

static bool is_loop(const IrOp *op) { return ir_op_has_trait(op, T_LOOP); }

/* --------------------- what each loop may write --------------------- */

typedef struct Writes {
  bool any;       /* may write or free any memref */
  PtrVec memrefs; /* otherwise these (each once) */
} Writes;

typedef struct Licm {
  Arena arena;    /* the Writes and their lists */
  HashMap loops;  /* loop op -> its Writes */
} Licm;

static void writes_add(Licm *l, Writes *w, IrValue *memref) {
  if (w->any)
    return;
  if (!memref) {
    w->any = true;
    return;
  }
  for (size_t i = 0; i < w->memrefs.len; i++)
    if (w->memrefs.data[i] == memref)
      return;
  ptrvec_push(&l->arena, &w->memrefs, memref);
}

static bool writes_alias(const Writes *w, const IrValue *memref) {
  if (w->any)
    return true;
  for (size_t i = 0; i < w->memrefs.len; i++)
    if (ir_memref_may_alias(w->memrefs.data[i], memref))
      return true;
  return false;
}

/* Pre-order: each op's slot holds the Writes of the innermost loop around
 * it (its own if it is a loop), or NULL. */
static IrWalkResult writes_enter(IrWalker *w, IrOp *op) {
  Licm *l = w->data;
  int d = ir_walker_depth(w);
  Writes *acc = d ? *(Writes **)ir_walker_slot(w, d - 1) : NULL;
  unsigned e = ir_op_effects(op);
  if (acc && (e & (EFF_WRITE | EFF_FREE | EFF_UNKNOWN)))
    writes_add(l, acc, e & EFF_UNKNOWN ? NULL : ir_op_written_memref(op));
  if (is_loop(op)) {
    acc = arena_alloc(&l->arena, sizeof *acc);
    hashmap_put(&l->loops, (uint64_t)(uintptr_t)op, acc);
  }
  *(Writes **)ir_walker_slot(w, d) = acc;
  return IR_WALK_ADVANCE;
}

/* An inner loop's list joins its parent's when it is done. */
static IrWalkResult writes_leave(IrWalker *w, IrOp *op) {
  Licm *l = w->data;
  int d = ir_walker_depth(w);
  Writes *outer = d ? *(Writes **)ir_walker_slot(w, d - 1) : NULL;
  if (!is_loop(op) || !outer)
    return IR_WALK_ADVANCE;
  const Writes *inner = *(Writes **)ir_walker_slot(w, d);
  outer->any |= inner->any;
  for (size_t i = 0; i < inner->memrefs.len; i++)
    writes_add(l, outer, inner->memrefs.data[i]);
  return IR_WALK_ADVANCE;
}

/* Fills l->loops: for every loop, the memrefs the ops nested in it may
 * write or free. */
static void collect_writes(Licm *l, IrOp *module) {
  IrWalker w = {.enter_op = writes_enter, .leave_op = writes_leave, .data = l,
                .slot_size = sizeof(Writes *)};
  ir_walker_run(&w, module);
}

/* ------------------------------ the walk ------------------------------ */

/* The walk slot of each op: the block being walked in it at depth d keeps
 * d + 1 in its aux, so that the depth of the block defining a value is known
 * wherever that value is used. */
typedef struct Level {
  int base;          /* ops in the block being walked may move out to the block at depth base */
  unsigned effects;  /* union of the effects of the ops in this one */
  bool speculatable; /* whether all of them are */
  bool runs;         /* a loop that runs the region being walked whenever it runs */
  const Writes *writes; /* a loop: what it may write */
} Level;

static Level *level(const IrWalker *w, int d) { return ir_walker_slot(w, d); }

/* The depth of the block defining v, or -1 if that block is not being
 * walked: then it is nested in the op being decided. */
static int value_depth(const IrValue *v) {
  const IrBlock *b = v->def_op ? v->def_op->parent : v->owner_block;
  return (int)(uintptr_t)b->aux - 1;
}

typedef struct UseDepth {
  int depth, limit;
} UseDepth;

static IrWalkResult use_depth_enter(IrWalker *w, IrOp *op) {
  UseDepth *u = w->data;
  for (int i = 0; i < op->nopnds; i++) {
    int d = value_depth(ir_op_operand(op, i));
    u->depth = d > u->depth ? d : u->depth;
  }
  return u->depth < u->limit ? IR_WALK_ADVANCE : IR_WALK_INTERRUPT;
}

/* The deepest block whose values op, or an op nested in it, uses (values
 * defined in op aside), -1 if none; it stops at depth limit, op's own block.
 * Nested ops are walked, as MLIR does: the blocks in op are done, so their
 * aux is clear and their values answer -1. */
static int use_depth(IrOp *op, int limit) {
  UseDepth u = {-1, limit};
  IrWalker w = {.enter_op = use_depth_enter, .data = &u};
  ir_walker_run(&w, op);
  return u.depth;
}

/* Whether loop, entered, surely runs its body at least once. */
static bool runs_once(const IrOp *loop, int region) {
  if (ir_op_is(loop, OP_WHILE))
    return region == 0;
  if (ir_op_is(loop, OP_FORALL))
    return false; /* its bounds may be static: not asked (loads stay) */
  uint64_t trips = 0;
  if (ir_op_is(loop, OP_FOR)) {
    IrTrips k = ir_for_trip_count(loop, &trips);
    return ir_trips_surely_run(k, trips);
  }
  if (!ir_op_is(loop, OP_PARALLEL))
    return false; /* affine.for, affine.parallel: not asked (their loads are affine.load) */
  for (int d = 0; d < ir_parallel_num_ivs(loop); d++) {
    IrTrips k = ir_loop_trip_count(ir_parallel_lbs(loop, d), ir_parallel_ubs(loop, d),
                                   ir_parallel_steps(loop, d), false, &trips);
    if (!ir_trips_surely_run(k, trips))
      return false;
  }
  return true;
}

static IrWalkResult enter_op(IrWalker *w, IrOp *op) {
  Licm *l = w->data;
  Level *lv = level(w, ir_walker_depth(w));
  lv->speculatable = true;
  if (is_loop(op))
    lv->writes = hashmap_get(&l->loops, (uint64_t)(uintptr_t)op);
  return IR_WALK_ADVANCE;
}

/* Notes what the block's region allows: the body of a loop lets ops move
 * out as far as the loop's own ops may. */
static void enter_block(IrWalker *w, IrBlock *b) {
  int d = ir_walker_depth(w), r = ir_walker_region(w, d);
  IrOp *op = ir_walker_op(w, d);
  Level *lv = level(w, d);
  bool body = d > 0 && is_loop(op) && (r == 0 || ir_op_is(op, OP_WHILE));
  lv->base = body ? level(w, d - 1)->base : d;
  lv->runs = body && runs_once(op, r);
  b->aux = (void *)(uintptr_t)(d + 1);
}

static void leave_block(IrWalker *w, IrBlock *b) {
  (void)w;
  b->aux = NULL;
}

/* The depth of the block a load in the block at depth k, using values from
 * blocks down to depth uses, may move to. */
static int load_target(const IrWalker *w, int k, const IrOp *load, int uses) {
  const IrValue *memref = ir_op_operand(load, 0);
  int t = k;
  while (t > level(w, k)->base && uses < t && level(w, t)->runs &&
         !writes_alias(level(w, t)->writes, memref))
    t--;
  return t;
}

/* Decides op, in the block at depth k, whose nested ops are done with their
 * summary in its slot: moves it out of the loops it is invariant in, and
 * adds its effects to the slot of the op it ends up in. */
static IrWalkResult leave_op(IrWalker *w, IrOp *op) {
  int k = ir_walker_depth(w) - 1;
  if (k < 0)
    return IR_WALK_ADVANCE;
  const Level *nested = level(w, k + 1);
  unsigned effects = ir_op_effects(op) | nested->effects;
  bool spec = ir_op_is_speculatable_given_nested(op, nested->speculatable);
  int t = k, base = level(w, k)->base;
  /* loop.reduce is part of scf.reduce, MLIR's parallel terminator. */
  if (base < k && !ir_op_has_trait(op, T_TERMINATOR) && !ir_op_is(op, OP_REDUCE)) {
    if (effects == 0 && spec) {
      int uses = use_depth(op, k);
      t = base > uses ? base : uses;
    } else if (ir_op_is(op, OP_LOAD)) {
      t = load_target(w, k, op, use_depth(op, k));
    }
  }
  if (t < k)
    ir_op_move_before(op, ir_walker_op(w, t + 1));
  level(w, t)->effects |= effects;
  level(w, t)->speculatable &= spec;
  return IR_WALK_ADVANCE;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)ctx;
  (void)diag;
  Licm l = {0};
  arena_init(&l.arena);
  hashmap_init(&l.loops);
  collect_writes(&l, module);
  IrWalker w = {.enter_op = enter_op, .leave_op = leave_op, .enter_block = enter_block,
                .leave_block = leave_block, .data = &l, .slot_size = sizeof(Level)};
  ir_walker_run(&w, module);
  hashmap_free(&l.loops);
  arena_destroy(&l.arena);
  return true;
}

const IrPass licm_pass = {
    "loop-invariant-code-motion",
    "move loop-invariant ops out of loop.for/parallel/while bodies (pure "
    "speculatable ops, as MLIR; also loads of memrefs the loop does not write)",
    run,
    NULL,
    0,
};
