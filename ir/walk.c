/* walk.c: the one walker over nested regions (walk.h): an explicit stack of
 * frames, one per op whose regions are being walked, each followed by the
 * caller's slot. */
#include "walk.h"

#include <stdalign.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

/* Where the walk is in one op: like a recursive walk, the op to visit after
 * the current one is read before the current one is visited, so visiting
 * may erase or move the current one. */
typedef struct Frame {
  IrOp *op;
  IrBlock *block; /* block being walked, NULL before the first */
  IrOp *next;     /* next op of block to visit */
  int region;     /* region being walked: -1 (nregions in reverse) before the first */
} Frame;

#define ALIGN_UP(n) (((n) + alignof(max_align_t) - 1) / alignof(max_align_t) * alignof(max_align_t))

/* Frames of `stride` bytes, each a Frame and then a slot. The first ones
 * live inside the state, on the C stack of ir_walker_run, so a walk of a
 * shallow nest allocates nothing. */
struct IrWalkState {
  unsigned char *mem;
  size_t stride, slot_off, slot_size;
  size_t n, cap;
  alignas(max_align_t) unsigned char inline_mem[1024];
};

static Frame *frame_at(const IrWalkState *s, size_t i) {
  return (Frame *)(void *)(s->mem + i * s->stride);
}

static Frame *push(IrWalkState *s, IrOp *op, bool reverse) {
  if (s->n == s->cap) {
    size_t cap = s->cap ? 2 * s->cap : 16;
    unsigned char *mem = xmalloc(cap * s->stride);
    memcpy(mem, s->mem, s->n * s->stride);
    if (s->mem != s->inline_mem)
      free(s->mem);
    s->mem = mem;
    s->cap = cap;
  }
  Frame *f = frame_at(s, s->n++);
  f->op = op;
  f->block = NULL;
  f->next = NULL;
  f->region = reverse ? op->nregions : -1;
  if (s->slot_size)
    memset((unsigned char *)f + s->slot_off, 0, s->slot_size);
  return f;
}

/* The next op to enter in frame f, entering and leaving its blocks on the
 * way; NULL when f's regions are done. */
static IrOp *frame_next(IrWalker *w, Frame *f) {
  bool rev = w->reverse;
  for (;;) {
    IrOp *o = f->next;
    if (o) {
      f->next = rev ? o->prev : o->next;
      return o;
    }
    IrBlock *b = NULL;
    if (f->block) {
      if (w->leave_block)
        w->leave_block(w, f->block);
      b = rev ? f->block->prev : f->block->next;
    }
    while (!b) {
      if (rev ? f->region <= 0 : f->region + 1 >= f->op->nregions) {
        f->block = NULL;
        return NULL;
      }
      f->region += rev ? -1 : 1;
      IrRegion *r = f->op->regions[f->region];
      b = rev ? r->last : r->first;
    }
    f->block = b;
    if (w->enter_block)
      w->enter_block(w, b);
    f->next = rev ? b->last : b->first;
  }
}

static IrWalkResult walk(IrWalker *w, IrWalkState *s, IrOp *op) {
  for (;;) {
    push(s, op, w->reverse);
    IrWalkResult r = w->enter_op ? w->enter_op(w, op) : IR_WALK_ADVANCE;
    if (r == IR_WALK_INTERRUPT)
      return r;
    if (r == IR_WALK_SKIP)
      s->n--;
    /* The next op to enter, leaving the ops that are done on the way. */
    for (op = NULL; !op; s->n--) {
      if (!s->n)
        return IR_WALK_ADVANCE;
      Frame *f = frame_at(s, s->n - 1);
      if ((op = frame_next(w, f)))
        break;
      if (w->leave_op && w->leave_op(w, f->op) == IR_WALK_INTERRUPT)
        return IR_WALK_INTERRUPT;
    }
  }
}

IrWalkResult ir_walker_run(IrWalker *w, IrOp *root) {
  IrWalkState s;
  s.slot_size = w->slot_size;
  s.slot_off = ALIGN_UP(sizeof(Frame));
  s.stride = s.slot_off + ALIGN_UP(w->slot_size);
  s.mem = s.inline_mem;
  s.n = 0;
  s.cap = sizeof s.inline_mem / s.stride;
  IrWalkState *outer = w->state; /* a walk run from one of its own callbacks */
  w->state = &s;
  IrWalkResult r = walk(w, &s, root);
  w->state = outer;
  if (s.mem != s.inline_mem)
    free(s.mem);
  return r;
}

int ir_walker_depth(const IrWalker *w) { return (int)w->state->n - 1; }

static Frame *frame_at_depth(const IrWalker *w, int d) {
  if (d < 0 || (size_t)d >= w->state->n)
    ir_unreachable("walk: no op at that depth");
  return frame_at(w->state, (size_t)d);
}

IrOp *ir_walker_op(const IrWalker *w, int d) { return frame_at_depth(w, d)->op; }

void *ir_walker_slot(const IrWalker *w, int d) {
  Frame *f = frame_at_depth(w, d);
  return w->state->slot_size ? (unsigned char *)f + w->state->slot_off : NULL;
}

int ir_walker_region(const IrWalker *w, int d) { return frame_at_depth(w, d)->region; }

/* ------------------------- the two common cases ------------------------- */

typedef struct PreFn {
  IrWalkFn fn;
  void *data;
} PreFn;

static IrWalkResult pre_enter(IrWalker *w, IrOp *op) {
  PreFn *p = w->data;
  return p->fn(op, p->data) ? IR_WALK_ADVANCE : IR_WALK_SKIP;
}

void ir_walk(IrOp *op, IrWalkFn fn, void *data) {
  PreFn p = {fn, data};
  IrWalker w = {.enter_op = pre_enter, .data = &p};
  ir_walker_run(&w, op);
}

typedef struct PostFn {
  void (*fn)(IrOp *op, void *data);
  void *data;
} PostFn;

static IrWalkResult post_leave(IrWalker *w, IrOp *op) {
  PostFn *p = w->data;
  p->fn(op, p->data);
  return IR_WALK_ADVANCE;
}

void ir_walk_post(IrOp *op, void (*fn)(IrOp *op, void *data), void *data) {
  PostFn p = {fn, data};
  IrWalker w = {.leave_op = post_leave, .data = &p};
  ir_walker_run(&w, op);
}

typedef struct Collect {
  int kind;
  Arena *arena;
  PtrVec *out;
} Collect;

static IrWalkResult collect_op(IrWalker *w, IrOp *op) {
  Collect *c = w->data;
  if (ir_op_is(op, c->kind))
    ptrvec_push(c->arena, c->out, op);
  return IR_WALK_ADVANCE;
}

void ir_collect_kind(IrOp *root, int kind, bool post, Arena *a, PtrVec *out) {
  Collect c = {kind, a, out};
  IrWalker w = {.data = &c};
  if (post)
    w.leave_op = collect_op;
  else
    w.enter_op = collect_op;
  ir_walker_run(&w, root);
}
