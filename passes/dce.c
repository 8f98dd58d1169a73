/* dce.c: dead code elimination: erases the loop-carried values of loop.for
 * that only carry themselves, then every op that is trivially dead
 * (ir_op_is_dead_given_effects: results unused, and nothing in it or nested in
 * it but reads and allocations of its own results), including chains of
 * them and region ops (loop.for/if/parallel/while) whose bodies only read.
 *
 * A loop.for iter_arg is dead when its block argument and its result are
 * used only to forward a value into iter_args that are dead themselves: as
 * another loop.for's init, or yielded to a loop.for's iter_arg. mem2reg
 * leaves such chains where a one-element buffer is stored before every
 * load inside a loop (PolyBench's symm: temp2 carried through the i and j
 * loops although each j iteration clears it first), and a loop that
 * carries a value is one that parallelize and loop-interchange leave alone.
 * canonicalize drops an iter_arg only when nothing uses it (MLIR's
 * ForOpIterArgsFolder); the chain through two loops needs the whole-function
 * view (MLIR's remove-dead-values does it with a liveness analysis).
 *
 * Contract: takes and leaves verified IR; keeps terminators, loop.reduce,
 * calls, stores, deallocs and anything with unknown effects. Linear: the
 * iter_args are decided by one worklist over their forwarding uses (each
 * iter_arg made live once); then one post-order walk visiting each block's
 * ops last to first, so a use is always decided before the op that defines
 * its operand; the effects of nested regions are summed bottom-up on the
 * way, in each op's walk slot. */
#include "passes.h"

#include <stdlib.h>

/* The loop.for ops with iter_args, in pre-order, and where each one's
 * iter_args start in the list of all of them (slots). */
typedef struct Carried {
  IrOp **loops;
  int *first; /* loops[l]'s first slot */
  int n, cap, nslots;
  HashMap base; /* IrOp * -> index of its first slot + 1 */
} Carried;

static bool collect_loop(IrOp *op, void *data) {
  Carried *c = data;
  if (!ir_op_is(op, OP_FOR) || ir_for_inits_count(op) == 0)
    return true;
  if (c->n == c->cap) {
    c->cap = c->cap ? 2 * c->cap : 16;
    c->loops = xrealloc(c->loops, sizeof *c->loops * (size_t)c->cap);
    c->first = xrealloc(c->first, sizeof *c->first * (size_t)c->cap);
  }
  c->first[c->n] = c->nslots;
  c->loops[c->n++] = op;
  hashmap_put(&c->base, (uint64_t)(uintptr_t)op, (void *)(uintptr_t)(c->nslots + 1));
  c->nslots += ir_for_inits_count(op);
  return true;
}

/* The first slot of loop, or -1 when it carries nothing (or is no loop.for). */
static int slot_base(const Carried *c, const IrOp *loop) {
  return (int)(uintptr_t)hashmap_get(&c->base, (uint64_t)(uintptr_t)loop) - 1;
}

/* The slot use u forwards its value into (a loop.for's init or the yield
 * of a loop.for's body), or -1 when u is any other use. */
static int forwarded_to(const Carried *c, const IrUse *u) {
  IrOp *owner = u->owner;
  int n = ir_use_index(u);
  if (ir_op_is(owner, OP_FOR)) {
    int b = n >= 3 ? slot_base(c, owner) : -1;
    return b < 0 ? -1 : b + n - 3;
  }
  if (ir_op_is(owner, OP_YIELD)) {
    IrOp *loop = ir_op_parent_op(owner);
    int b = loop && ir_op_is(loop, OP_FOR) ? slot_base(c, loop) : -1;
    return b < 0 ? -1 : b + n;
  }
  return -1;
}

/* Marks live the slots whose value some use needs: a use that forwards
 * nothing, or one that forwards into a live slot. A slot's value is its
 * block argument and its result; it receives its init and its yielded
 * value, so a live slot makes the slots those come from live. */
static void mark_live(Carried *c, bool *live) {
  int *work = xmalloc(sizeof *work * (size_t)(c->nslots ? c->nslots : 1)), nw = 0;
  for (int l = 0; l < c->n; l++) {
    IrOp *loop = c->loops[l];
    IrBlock *body = ir_op_region(loop, 0)->first;
    int b = slot_base(c, loop), k = ir_for_inits_count(loop);
    for (int i = 0; i < k; i++) {
      IrValue *vals[2] = {&loop->results[i], body->args[1 + i]};
      for (int v = 0; v < 2 && !live[b + i]; v++)
        for (IrUse *u = vals[v]->uses; u; u = u->next)
          if (forwarded_to(c, u) < 0) {
            live[b + i] = true;
            work[nw++] = b + i;
            break;
          }
    }
  }
  /* The slot of each value forwarded into a live slot becomes live. */
  int *loop_of = xmalloc(sizeof *loop_of * (size_t)(c->nslots ? c->nslots : 1));
  for (int l = 0; l < c->n; l++)
    for (int i = 0; i < ir_for_inits_count(c->loops[l]); i++)
      loop_of[slot_base(c, c->loops[l]) + i] = l;
  while (nw > 0) {
    int s = work[--nw];
    IrOp *loop = c->loops[loop_of[s]];
    int i = s - slot_base(c, loop);
    IrValue *from[2] = {ir_for_inits(loop, i),
                        ir_op_operand(ir_block_terminator(ir_op_region(loop, 0)->first), i)};
    for (int f = 0; f < 2; f++) {
      IrValue *v = from[f];
      IrOp *def = v->def_op;
      int t = -1;
      if (def && ir_op_is(def, OP_FOR) && slot_base(c, def) >= 0) {
        t = slot_base(c, def) + v->index;
      } else if (!def && v->index > 0) {
        IrOp *owner = ir_block_parent_op(v->owner_block);
        if (owner && ir_op_is(owner, OP_FOR) && slot_base(c, owner) >= 0)
          t = slot_base(c, owner) + v->index - 1;
      }
      if (t >= 0 && !live[t]) {
        live[t] = true;
        work[nw++] = t;
      }
    }
  }
  free(loop_of);
  free(work);
}

/* Drops the dead slots (those not in live) of every loop: first their
 * yielded values, then each loop is rebuilt without their inits and
 * results (in pre-order, so a loop's live inits already name the rebuilt
 * loops before it), then the old loops go, last first (a dead result is
 * forwarded only into later loops' dead inits), then the dead block
 * arguments, whose uses were all in what went before. */
static bool drop_dead(IrContext *ctx, Carried *c, const bool *live) {
  int nold = 0;
  IrOp **old = xmalloc(sizeof *old * (size_t)(c->n ? c->n : 1));
  IrValue **vals = xmalloc(sizeof *vals * (size_t)(c->nslots + 3));
  IrType **types = xmalloc(sizeof *types * (size_t)(c->nslots + 1));
  int *keep = xmalloc(sizeof *keep * (size_t)(c->nslots + 1));
  for (int l = 0; l < c->n; l++) {
    IrOp *loop = c->loops[l], *yield = ir_block_terminator(ir_op_region(loop, 0)->first);
    int b = c->first[l], k = ir_for_inits_count(loop), nk = 0;
    for (int i = 0; i < k; i++)
      if (live[b + i])
        vals[nk++] = ir_op_operand(yield, i);
    if (nk < k)
      ir_op_set_operands(ctx, yield, nk, vals);
  }
  for (int l = 0; l < c->n; l++) {
    IrOp *loop = c->loops[l];
    int b = c->first[l], k = ir_for_inits_count(loop), nk = 0;
    for (int i = 0; i < k; i++)
      if (live[b + i])
        keep[nk++] = i;
    if (nk == k)
      continue;
    for (int i = 0; i < 3; i++)
      vals[i] = ir_op_operand(loop, i);
    for (int j = 0; j < nk; j++) {
      vals[3 + j] = ir_for_inits(loop, keep[j]);
      types[j] = loop->results[keep[j]].type;
    }
    IrOp *nw = ir_op_rebuild(ctx, loop, 3 + nk, vals, nk, types);
    for (int j = 0; j < nk; j++)
      ir_value_replace_all_uses(&loop->results[keep[j]], &nw->results[j]);
    old[nold++] = loop;
    c->loops[l] = nw;
  }
  for (int i = nold - 1; i >= 0; i--)
    ir_op_erase(old[i]);
  for (int l = 0; l < c->n && nold > 0; l++) {
    IrBlock *body = ir_op_region(c->loops[l], 0)->first;
    for (int i = body->nargs - 2; i >= 0; i--)
      if (!live[c->first[l] + i])
        ir_block_erase_arg(body, 1 + i);
  }
  free(vals);
  free(types);
  free(keep);
  free(old);
  return nold > 0;
}

/* Decides op, whose nested ops are decided and whose slot holds the effects
 * of those that stay; the effects of op, if it stays, join its parent's. */
static IrWalkResult leave(IrWalker *w, IrOp *op) {
  int d = ir_walker_depth(w);
  unsigned effects = ir_op_effects(op) | *(unsigned *)ir_walker_slot(w, d);
  if (d == 0)
    return IR_WALK_ADVANCE;
  if (ir_op_is_dead_given_effects(op, effects))
    ir_op_erase(op);
  else
    *(unsigned *)ir_walker_slot(w, d - 1) |= effects;
  return IR_WALK_ADVANCE;
}

/* Erases the dead iter_args of every loop.for in module. */
static void drop_dead_iter_args(IrContext *ctx, IrOp *module) {
  Carried c = {0};
  hashmap_init(&c.base);
  ir_walk(module, collect_loop, &c);
  bool *live = xcalloc((size_t)(c.nslots ? c.nslots : 1), sizeof *live);
  mark_live(&c, live);
  drop_dead(ctx, &c, live);
  free(live);
  hashmap_free(&c.base);
  free(c.loops);
  free(c.first);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  drop_dead_iter_args(ctx, module);
  IrWalker w = {.leave_op = leave, .slot_size = sizeof(unsigned), .reverse = true};
  ir_walker_run(&w, module);
  return true;
}

const IrPass dce_pass = {
    "dce",
    "erase ops whose results are unused and that have no effect but reads "
    "and allocations of their own results (loops with such bodies too)",
    run,
    NULL,
    0,
};
