/* affine_loop_unswitch.c: MLIR's test-affine-loop-unswitch (the test pass
 * TestAffineLoopUnswitching over hoistAffineIfOp, Affine/Utils/Utils.cpp):
 * an affine.if whose condition does not depend on the loops around it is
 * hoisted above the outermost of them, the nest copied into its two
 * branches:
 *
 *   affine.for %i { A; affine.if C(%n) { T } else { E }; B }
 *
 * becomes
 *
 *   affine.if C(%n) { affine.for %i { A; T; B } } else { affine.for %i { A; E; B } }
 *
 * As MLIR's: the affine.if is first canonicalized on its own (its set
 * composed and canonicalized with its operands, so that an unused operand
 * does not pin it; an affine.if without results and without effects is
 * erased, one whose set is MLIR's universe or empty set is replaced by its
 * branch); it rises past affine.for, affine.parallel and affine.if ops and
 * stops at any other op, at a loop whose induction variables it uses and at
 * an op inside which one of its operands is defined (MLIR asserts that
 * composition leaves no such operand, but a memref.dim in the loop is a
 * valid symbol: mlir-opt 22 then hoists above its definition) and at an op
 * with results (used after it, they would be defined inside the new
 * affine.if, which has none: mlir-opt 22 breaks dominance there); an
 * affine.if with results is left. The walk (post-order) stops at the first
 * hoist: one hoist per function and run, as mlir-opt 22's test pass does
 * under func.func (given at the top level, mlir-opt runs it once on the
 * module: one hoist in all; loopc runs every pass on each function). After
 * the hoist the function's affine.for, affine.parallel and affine.if
 * ops are folded (their maps and sets canonicalized), affine.if ops without
 * effects erased and empty else blocks dropped, as MLIR's greedy driver
 * with affine.if's patterns does.
 *
 * Legality: none is needed (the condition has one value in every iteration
 * of the loops it rises past). Contract: takes and leaves verified IR; each
 * hoist copies the nest it rises past once (the program may double in size
 * per hoist, as in MLIR). */
#include <stdlib.h>

#include "../ir/walk.h"
#include "affine_utils.h"
#include "canonicalize.h"
#include "dependence.h"
#include "passes.h"

/* Moves the ops of b but its terminator before `before`. */
static void splice_before(IrBlock *b, IrOp *before) {
  IrOp *t = b->last;
  for (IrOp *o = b->first, *next; o && o != t; o = next) {
    next = o->next;
    ir_op_move_before(o, before);
  }
}

/* promoteIfBlock: the then (or else) block's ops take the affine.if's place. */
static void promote_block(IrOp *ifop, bool else_block) {
  IrBlock *b = ifop->regions[else_block ? 1 : 0]->first;
  if (b)
    splice_before(b, ifop);
  ir_op_erase(ifop);
}

static bool has_else(const IrOp *ifop) { return ifop->regions[1]->first != NULL; }

/* AlwaysTrueOrFalseIf's set: 0 == 0 (true) or 1 == 0 (false). */
static int trivial_set(const IrOp *ifop) {
  const IrAttr *set = ir_op_get_attr(ifop, "condition");
  if (!set || set->u.affine.n != 1 || !set->u.affine.eqs[0])
    return -1;
  const IrAffineExpr *e = set->u.affine.exprs[0];
  return ir_affine_is_const(e, 0) ? 1 : ir_affine_is_const(e, 1) ? 0 : -1;
}

/* affine.if's canonicalization on op alone (no results: hoistAffineIfOp
 * bails out on results first); whether it erased op. */
static bool canonicalize_if(IrContext *ctx, IrOp *ifop) {
  canon_affine_fold_in_place(ctx, ifop);
  if (ir_op_effects_nested(ifop) == 0) {
    ir_op_erase(ifop);
    return true;
  }
  int t = trivial_set(ifop);
  if (t >= 0) {
    if (t || has_else(ifop))
      promote_block(ifop, !t);
    else
      ir_op_erase(ifop);
    return true;
  }
  IrBlock *e = ifop->regions[1]->first;
  if (e && e->first == e->last) /* SimplifyDeadElse */
    ir_op_set_region(ifop, 1, ir_region_create(ctx));
  return false;
}

/* getOutermostInvariantForOp. */
static IrOp *outermost_invariant(IrOp *ifop) {
  IrOp *res = ifop;
  for (IrOp *p = ir_op_parent_op(res); p && !ir_op_is(p, OP_FUNC); p = ir_op_parent_op(res)) {
    if (!ir_op_is(p, OP_AFFINE_FOR) && !ir_op_is(p, OP_AFFINE_PARALLEL) &&
        !ir_op_is(p, OP_AFFINE_IF))
      break;
    if (p->nresults > 0) /* its results would be defined in the new affine.if */
      break;
    bool inside = false;
    for (int i = 0; i < ifop->nopnds && !inside; i++)
      inside = dep_value_inside(ifop->opnds[i].value, p);
    if (inside)
      break;
    res = p;
  }
  return res;
}

/* An affine.if with then and else blocks (each ending in affine.yield)
 * before `before`. */
static IrOp *new_if(IrContext *ctx, IrOp *like, IrOp *before) {
  IrBuilder b = {ctx, NULL, NULL, like->loc};
  ir_builder_set_before(&b, before);
  IrValue **ops = xcalloc((size_t)like->nopnds + 1, sizeof *ops);
  for (int i = 0; i < like->nopnds; i++)
    ops[i] = like->opnds[i].value;
  IrOp *h = ir_build(&b, (IrOpKind)OP_AFFINE_IF, like->nopnds, ops, 0, NULL, 2);
  free(ops);
  ir_op_set_attr_ex(ctx, h, "condition", ir_op_get_attr(like, "condition"), true);
  for (int r = 0; r < 2; r++) {
    IrBlock *blk = ir_block_create(ctx);
    ir_region_append_block(h->regions[r], blk);
    ir_block_append_op(blk, ir_op_create(ctx, OP_AFFINE_YIELD, NULL, like->loc, 0, NULL, 0,
                                         NULL, 0));
  }
  return h;
}

/* hoistAffineIfOp's mechanics: ifop rises just above `over`. */
static void hoist(IrContext *ctx, IrOp *ifop, IrOp *over) {
  IrOp *h = new_if(ctx, ifop, over);
  HashMap map;
  hashmap_init(&map);
  IrOp *copy = ir_op_clone(ctx, over, &map);
  IrBlock *then_copy = hashmap_get(&map, (uint64_t)(uintptr_t)ifop->regions[0]->first);
  IrOp *if_copy = then_copy->parent->parent;
  hashmap_free(&map);
  /* The then version: the original nest with the then block in place. */
  promote_block(ifop, false);
  ir_op_move_before(over, h->regions[0]->first->last);
  /* The else version: the copy with the else block in place, or without
   * the affine.if when it has none. */
  if (has_else(if_copy))
    promote_block(if_copy, true);
  else
    ir_op_erase(if_copy);
  ir_block_insert_before(h->regions[1]->first, h->regions[1]->first->last, copy);
}

typedef struct Find {
  IrContext *ctx;
  bool hoisted;
} Find;

static IrWalkResult try_if(IrWalker *w, IrOp *op) {
  Find *f = w->data;
  if (!ir_op_is(op, OP_AFFINE_IF) || op->nresults)
    return IR_WALK_ADVANCE;
  if (canonicalize_if(f->ctx, op))
    return IR_WALK_ADVANCE;
  IrOp *over = outermost_invariant(op);
  if (over == op)
    return IR_WALK_ADVANCE;
  hoist(f->ctx, op, over);
  f->hoisted = true;
  return IR_WALK_INTERRUPT;
}

/* After a hoist: what the greedy driver with affine.if's patterns does to
 * the function: ops without uses and effects (the empty loop nests of an
 * else version) erased, affine.for, affine.parallel and affine.if ops
 * folded (their maps and sets canonicalized), empty else blocks dropped.
 * Post-order, each op's nested effects summed in its slot as its children
 * leave, so the walk stays linear. */
static IrWalkResult tidy(IrWalker *w, IrOp *op) {
  IrContext *ctx = ((Find *)w->data)->ctx;
  int d = ir_walker_depth(w);
  unsigned nested = *(unsigned *)ir_walker_slot(w, d) | ir_op_effects(op);
  if (d > 0 && ir_op_is_dead_given_effects(op, nested)) {
    ir_op_erase(op);
    return IR_WALK_ADVANCE;
  }
  if (ir_op_is(op, OP_AFFINE_FOR) || ir_op_is(op, OP_AFFINE_PARALLEL))
    canon_affine_fold_in_place(ctx, op);
  else if (ir_op_is(op, OP_AFFINE_IF) && op->nresults == 0)
    canonicalize_if(ctx, op); /* what it keeps of its ops moves to the parent's block */
  if (d > 0)
    *(unsigned *)ir_walker_slot(w, d - 1) |= nested;
  return IR_WALK_ADVANCE;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  for (IrOp *f = ir_module_body(module)->first; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC))
      continue;
    Find fd = {ctx, false};
    IrWalker w = {.leave_op = try_if, .data = &fd};
    ir_walker_run(&w, f);
    if (fd.hoisted) {
      IrWalker t = {.leave_op = tidy, .data = &fd, .slot_size = sizeof(unsigned)};
      ir_walker_run(&t, f);
    }
  }
  return true;
}

const IrPass affine_loop_unswitch_pass = {
    "test-affine-loop-unswitch",
    "Tests affine loop unswitching / if/else hoisting (an affine.if that does not depend on "
    "the loops around it rises above them, the nest copied into both branches)",
    run, NULL, 0};
