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
 * creates or erases any. One walk, bottom-up (explicit stack, any nesting
 * depth): each op is decided when its nested ops and the definitions of its
 * operands have reached their places, and moves once, straight to its own.
 * Linear in the ops and operands but for two things: a pure region op in a
 * loop body has its nested ops walked once, as MLIR does, to find the
 * values they use (so pure loops nested directly in each other cost the sum
 * of their sizes), and a load checks the list of memrefs written in each
 * loop it leaves and in the one that stops it (made by a linear pre-walk). */
#include <stdlib.h>

#include "passes.h"

static bool is_loop(const IrOp *op) { return ir_op_has_trait(op, T_LOOP); }

/* --------------------- what each loop may write --------------------- */

typedef struct Writes {
  bool any;       /* may write or free any memref */
  PtrVec memrefs; /* otherwise these (each once) */
} Writes;

typedef struct Licm {
  Arena arena;    /* the Writes and their lists, blocks */
  HashMap loops;  /* loop op -> its Writes */
  PtrVec blocks;  /* use_depth's stack of blocks to visit */
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

typedef struct WFrame {
  IrOp *op;
  int region;
  IrBlock *block;
  IrOp *next;
  Writes *acc; /* of the innermost loop around (op itself if a loop), or NULL */
} WFrame;

/* Moves f to its next op, through its blocks and regions; false when done. */
static bool wframe_advance(WFrame *f) {
  while (!f->next) {
    if (f->block && f->block->next) {
      f->block = f->block->next;
    } else {
      if (++f->region >= f->op->nregions)
        return false;
      f->block = f->op->regions[f->region]->first;
      if (!f->block)
        continue;
    }
    f->next = f->block->first;
  }
  return true;
}

/* Fills l->loops: for every loop, the memrefs the ops nested in it may
 * write or free. An inner loop's list joins its parent's when it is done. */
static void collect_writes(Licm *l, IrOp *module) {
  size_t n = 0, cap = 16;
  WFrame *stack = xmalloc(sizeof *stack * cap);
  stack[n++] = (WFrame){module, -1, NULL, NULL, NULL};
  while (n) {
    WFrame *top = &stack[n - 1];
    if (wframe_advance(top)) {
      IrOp *op = top->next;
      top->next = op->next;
      unsigned e = ir_op_effects(op);
      if (top->acc && (e & (EFF_WRITE | EFF_FREE | EFF_UNKNOWN)))
        writes_add(l, top->acc, e & EFF_UNKNOWN ? NULL : ir_op_written_memref(op));
      if (op->nregions) {
        Writes *acc = top->acc;
        if (is_loop(op)) {
          acc = arena_alloc(&l->arena, sizeof *acc);
          hashmap_put(&l->loops, (uint64_t)(uintptr_t)op, acc);
        }
        if (n == cap)
          stack = xrealloc(stack, sizeof *stack * (cap *= 2));
        stack[n++] = (WFrame){op, -1, NULL, NULL, acc};
      }
      continue;
    }
    WFrame done = stack[--n];
    if (n && is_loop(done.op) && stack[n - 1].acc) {
      Writes *outer = stack[n - 1].acc;
      outer->any |= done.acc->any;
      for (size_t i = 0; i < done.acc->memrefs.len; i++)
        writes_add(l, outer, done.acc->memrefs.data[i]);
    }
  }
  free(stack);
}

/* ------------------------------ the walk ------------------------------ */

/* Frame i walks blocks at depth i (the module's block has depth 0); each
 * block being walked keeps depth + 1 in its aux, so that the depth of the
 * block defining a value is known wherever that value is used. */
typedef struct Frame {
  IrOp *op;          /* the op whose regions are being walked */
  int region;
  IrBlock *block;
  IrOp *next;
  int base;          /* ops here may move out to the block of frame base */
  unsigned effects;  /* union of the effects of the ops in op */
  bool speculatable; /* whether all of them are */
  bool runs;         /* op is a loop that runs this region whenever it runs */
  const Writes *writes; /* op is a loop: what it may write */
} Frame;

/* The depth of the block defining v, or -1 if that block is not being
 * walked: then it is nested in the op being decided. */
static int value_depth(const IrValue *v) {
  const IrBlock *b = v->def_op ? v->def_op->parent : v->owner_block;
  return (int)(uintptr_t)b->aux - 1;
}

static void push_blocks(Licm *l, const IrOp *op) {
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; b; b = b->next)
      ptrvec_push(&l->arena, &l->blocks, b);
}

/* The deepest block whose values op, or an op nested in it, uses (values
 * defined in op aside), -1 if none; it stops at depth limit, op's own block.
 * Nested ops are walked, as MLIR does: the blocks in op are done, so their
 * aux is clear and their values answer -1. */
static int use_depth(Licm *l, const IrOp *op, int limit) {
  int depth = -1;
  for (int i = 0; i < op->nopnds; i++) {
    int d = value_depth(ir_op_operand(op, i));
    depth = d > depth ? d : depth;
  }
  l->blocks.len = 0;
  push_blocks(l, op);
  while (l->blocks.len && depth < limit) {
    const IrBlock *b = l->blocks.data[--l->blocks.len];
    for (const IrOp *x = b->first; x; x = x->next) {
      for (int i = 0; i < x->nopnds; i++) {
        int d = value_depth(ir_op_operand(x, i));
        depth = d > depth ? d : depth;
      }
      push_blocks(l, x);
    }
  }
  return depth;
}

/* Whether loop, entered, surely runs its body at least once. */
static bool runs_once(const IrOp *loop, int region) {
  if (ir_op_is(loop, OP_WHILE))
    return region == 0;
  uint64_t trips = 0;
  if (ir_op_is(loop, OP_FOR)) {
    IrTrips k = ir_for_trip_count(loop, &trips);
    return ir_trips_surely_run(k, trips);
  }
  for (int d = 0; d < ir_parallel_num_ivs(loop); d++) {
    IrTrips k = ir_loop_trip_count(ir_parallel_lbs(loop, d), ir_parallel_ubs(loop, d),
                                   ir_parallel_steps(loop, d), false, &trips);
    if (!ir_trips_surely_run(k, trips))
      return false;
  }
  return true;
}

/* Moves stack[i] to its next op, entering blocks and regions (and noting
 * what the region allows); false when op's regions are done. */
static bool frame_advance(Frame *stack, int i) {
  Frame *f = &stack[i];
  while (!f->next) {
    if (f->block)
      f->block->aux = NULL;
    if (f->block && f->block->next) {
      f->block = f->block->next;
    } else {
      if (++f->region >= f->op->nregions)
        return false;
      f->block = f->op->regions[f->region]->first;
      if (!f->block)
        continue;
      bool body = is_loop(f->op) && (f->region == 0 || ir_op_is(f->op, OP_WHILE));
      f->base = body ? stack[i - 1].base : i;
      f->runs = body && runs_once(f->op, f->region);
    }
    f->block->aux = (void *)(uintptr_t)(i + 1);
    f->next = f->block->first;
  }
  return true;
}

static Frame frame_for(Licm *l, IrOp *op) {
  Frame f = {op, -1, NULL, NULL, 0, 0, true, false, NULL};
  if (is_loop(op))
    f.writes = hashmap_get(&l->loops, (uint64_t)(uintptr_t)op);
  return f;
}

/* The frame whose block a load in stack[k]'s block, using values from
 * blocks down to depth uses, may move to. */
static int load_target(const Frame *stack, int k, const IrOp *load, int uses) {
  const IrValue *memref = ir_op_operand(load, 0);
  int t = k;
  while (t > stack[k].base && uses < t && stack[t].runs && !writes_alias(stack[t].writes, memref))
    t--;
  return t;
}

/* Decides op, in stack[k]'s block, whose nested ops (if any) are done with
 * their summary in nested: moves it out of the loops it is invariant in,
 * and adds its effects to the frame of the op it ends up in. */
static void finish(Licm *l, Frame *stack, int k, IrOp *op, const Frame *nested) {
  unsigned effects = ir_op_effects(op) | (nested ? nested->effects : 0);
  bool spec = ir_op_is_speculatable_given_nested(op, !nested || nested->speculatable);
  int t = k;
  /* loop.reduce is part of scf.reduce, MLIR's parallel terminator. */
  if (stack[k].base < k && !ir_op_has_trait(op, T_TERMINATOR) && !ir_op_is(op, OP_REDUCE)) {
    if (effects == 0 && spec) {
      int uses = use_depth(l, op, k);
      t = stack[k].base > uses ? stack[k].base : uses;
    } else if (ir_op_is(op, OP_LOAD)) {
      t = load_target(stack, k, op, use_depth(l, op, k));
    }
  }
  if (t < k)
    ir_op_move_before(op, stack[t + 1].op);
  stack[t].effects |= effects;
  stack[t].speculatable &= spec;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)ctx;
  (void)diag;
  Licm l = {0};
  arena_init(&l.arena);
  hashmap_init(&l.loops);
  collect_writes(&l, module);
  int n = 0, cap = 16;
  Frame *stack = xmalloc(sizeof *stack * (size_t)cap);
  stack[n++] = frame_for(&l, module);
  while (n) {
    if (frame_advance(stack, n - 1)) {
      IrOp *op = stack[n - 1].next;
      stack[n - 1].next = op->next;
      if (!op->nregions) {
        finish(&l, stack, n - 1, op, NULL);
        continue;
      }
      if (n == cap)
        stack = xrealloc(stack, sizeof *stack * (size_t)(cap *= 2));
      stack[n++] = frame_for(&l, op);
      continue;
    }
    Frame done = stack[--n];
    if (n)
      finish(&l, stack, n - 1, done.op, &done);
  }
  free(stack);
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
