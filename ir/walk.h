/* walk.h: the one walker over an op and everything nested in it (MLIR's
 * Operation::walk): pre-order and post-order in one walk, callbacks on
 * entering and leaving ops and blocks, forward or reverse, a user slot per
 * nesting level, skipping an op's regions, interrupting the walk, and erasing
 * the visited op. Iterative: an explicit stack (inline, then on the heap), so
 * any nesting depth is fine; linear in the ops walked, with no allocation per
 * op. ir_walk and ir_walk_post are its two common cases.
 *
 * The order, for an op X with regions (forward; reverse mirrors every list):
 *   enter_op(X)
 *     for each region of X, each block B of it:
 *       enter_block(B)  ...each op of B, walked the same way...  leave_block(B)
 *   leave_op(X)
 * An op without regions gets enter_op and leave_op back to back.
 *
 * What the callbacks may change (the walker reads the op after the visited
 * one, in walk order, before it calls enter_op):
 *   - enter_op may erase the op or move it elsewhere if it returns
 *     IR_WALK_SKIP (then neither its regions nor its leave_op are walked).
 *     Returning IR_WALK_ADVANCE, it may change the op's regions (they are
 *     walked as they are when it returns), or move the op to a place the
 *     walk has passed.
 *   - leave_op may erase the op, replace it, or move it to a place the walk
 *     has passed (before it in its block, or before one of its ancestors).
 *   - enter_block may change the ops of its block (the walk starts with the
 *     block's first op, or last in reverse, after it returns); leave_block
 *     may change them too, but neither may add or remove blocks of the
 *     region being walked.
 *   - any callback may insert ops before the visited op (or before an
 *     ancestor), and erase or change ops the walk has left (earlier ops of
 *     the block, their nests; in leave_op, everything nested in the op).
 *     Ops inserted right after the visited op are not walked.
 *   - nothing may erase or move an op the walk has not reached yet: the
 *     op after the visited one in its block, or after any ancestor (in
 *     walk order). A pass that decides such ops collects them and erases
 *     them once the walk is done (cse); a reverse walk reaches an op's
 *     users before the op, so it may erase each op as it leaves it (dce).
 * A callback may run other walks (ir_op_erase does), on the same IrWalker
 * too. */
#ifndef LOOPC_WALK_H
#define LOOPC_WALK_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"

typedef struct IrOp IrOp;
typedef struct IrBlock IrBlock;

typedef enum IrWalkResult {
  IR_WALK_ADVANCE,   /* go on */
  IR_WALK_SKIP,      /* from enter_op: leave this op alone from now on (no regions, no
                      * leave_op); from leave_op, the same as IR_WALK_ADVANCE */
  IR_WALK_INTERRUPT, /* stop the walk now: no more callbacks, ir_walker_run returns it */
} IrWalkResult;

typedef struct IrWalker IrWalker;
typedef struct IrWalkState IrWalkState;

/* What to call and how to walk, set by the caller (designated initializers;
 * fields left out are zero):
 *   IrWalker w = {.leave_op = leave, .data = &pass, .slot_size = sizeof(Slot),
 *                 .reverse = true};
 *   ir_walker_run(&w, module); */
struct IrWalker {
  IrWalkResult (*enter_op)(IrWalker *w, IrOp *op); /* pre-order; NULL: advance */
  IrWalkResult (*leave_op)(IrWalker *w, IrOp *op); /* post-order; NULL: advance */
  void (*enter_block)(IrWalker *w, IrBlock *b);
  void (*leave_block)(IrWalker *w, IrBlock *b);
  void *data;       /* the caller's, for the callbacks */
  size_t slot_size; /* bytes of state per level (ir_walker_slot), 0 for none */
  bool reverse;     /* regions, blocks and ops last to first */
  IrWalkState *state; /* the walker's own while it runs */
};

/* Walks root and everything nested in it; IR_WALK_INTERRUPT when a callback
 * interrupted it, else IR_WALK_ADVANCE. */
IrWalkResult ir_walker_run(IrWalker *w, IrOp *root);

/* For the callbacks: the depth of the visited op (root 0, an op in one of
 * its blocks 1, ...); in block callbacks, the depth of the op holding the
 * block. */
int ir_walker_depth(const IrWalker *w);
/* The op at depth d (0 <= d <= ir_walker_depth): the visited op (or the op
 * holding the block) and its ancestors up to the root. */
IrOp *ir_walker_op(const IrWalker *w, int d);
/* The slot of the op at depth d: slot_size bytes, zeroed before the op's
 * enter_op, alive until its leave_op returns; so a pass keeps per-op state
 * there (an op's own in its enter_op, a parent's sum in leave_op). The
 * pointer is valid until the callback returns. */
void *ir_walker_slot(const IrWalker *w, int d);
/* The index of the region the walk is in in the op at depth d (d below the
 * visited op's depth, or equal to it in block callbacks). */
int ir_walker_region(const IrWalker *w, int d);

/* The two common cases. ir_walk: pre-order over op and everything nested;
 * fn returns false to skip the op's regions (and may then erase it). */
typedef bool (*IrWalkFn)(IrOp *op, void *data);
void ir_walk(IrOp *op, IrWalkFn fn, void *data);
/* Post-order: each op after everything nested in it; fn may erase the op. */
void ir_walk_post(IrOp *op, void (*fn)(IrOp *op, void *data), void *data);

/* The ops of one kind (an OpKind) in root and everything nested in it,
 * appended to out (grown in a): in pre-order, or post-order when post (the
 * inner loops of a nest before the outer). The usual first step of a pass
 * that rewrites each loop: collect, then transform, since a transformation
 * may change what a running walk would visit next. */
void ir_collect_kind(IrOp *root, int kind, bool post, Arena *a, PtrVec *out);

#endif
