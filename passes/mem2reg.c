/* mem2reg.c: promotes small buffers that never escape to SSA values, through
 * structured control flow (MLIR's mem2reg for the loop dialect).
 *
 * In a region of several blocks (cf branches), a slot is promoted only when
 * all its uses are in its own block (or nested there): the walk goes over
 * blocks in their written order, not the order branches take.
 *
 * A slot is a memref.alloc or memref.alloca of a static shape with at most
 * BUF_MAX_ELEMS scalar elements whose every use is a load or store at constant
 * in-range indices, or a dealloc; stores only in the slot's block or nested
 * in loop.for, loop.if and loop.while bodies (not loop.parallel: its
 * iterations would race); a memref.copy into or out of it counts as a store
 * or load of every element. One walk in program order (ir/walk.h, any
 * nesting depth) keeps the current value of every element: a store sets it,
 * a load is replaced by it. A region op
 * that stores an element carries it: loop.for gains an iter_arg, loop.if a
 * result (yielded by both branches; an else branch is added if missing),
 * loop.while a before-argument, a forwarded condition value, an
 * after-argument and a result. A load before any store reads an
 * indeterminate value; it becomes a zero constant. Then the slot's stores,
 * loads, deallocs and the allocation itself are erased.
 *
 * Contract: takes and leaves verified IR. Linear in the ops plus, for each
 * store, the depth of its nesting below its slot's block; the state of a
 * branch is undone from a log, never copied. */
#include <stdlib.h>

#include "buffers.h"
#include "passes.h"

typedef struct Slot {
  IrOp *alloc;
  IrType *elem;
  int nelems;
  IrValue **cur; /* current value of each element, NULL: never stored */
  IrValue *zero; /* the value of an element read before any store */
} Slot;

/* An element of a slot, stored inside a region op: the op carries it. */
typedef struct Carried {
  Slot *slot;
  int elem;
} Carried;

typedef struct CarriedList {
  Carried *v;
  int n, cap;
} CarriedList;

typedef struct Undo {
  Slot *slot;
  int elem;
  IrValue *old;
} Undo;

typedef struct M2R {
  IrContext *ctx;
  HashMap slots;   /* alloc op -> Slot* */
  HashMap carried; /* region op -> CarriedList* */
  Undo *log;
  size_t nlog, cap;
} M2R;

/* ------------------------------- finding slots ------------------------------ */

/* Whether every region op between a store and its slot's block is one that
 * can carry a value. */
static bool store_path_ok(const IrOp *store, const IrBlock *home) {
  for (const IrBlock *b = store->parent; b != home; b = ir_block_parent_op(b)->parent) {
    IrOp *p = ir_block_parent_op(b);
    if (!p || !(ir_op_is(p, OP_FOR) || ir_op_is(p, OP_IF) || ir_op_is(p, OP_WHILE)))
      return false;
  }
  return true;
}

/* Whether op is in block b or nested in one of its ops. In a region of
 * several blocks the walk's order of blocks is not the order they run in,
 * so a slot whose uses reach other blocks is left alone. */
static bool in_block(const IrOp *op, const IrBlock *b) {
  for (const IrBlock *x = op->parent; x; ) {
    if (x == b)
      return true;
    IrOp *p = ir_block_parent_op(x);
    if (!p || x->parent == b->parent)
      return false;
    x = p->parent;
  }
  return false;
}

static bool promotable(const IrOp *alloc) {
  if (!(ir_op_is(alloc, OP_ALLOC) || ir_op_is(alloc, OP_ALLOCA)) || alloc->nopnds != 0)
    return false;
  const IrType *t = alloc->results[0].type;
  if (!buf_is_small_static(t))
    return false;
  const IrValue *m = &alloc->results[0];
  bool multi = ir_region_is_multi_block(alloc->parent->parent);
  for (const IrUse *u = m->uses; u; u = u->next) {
    const IrOp *o = u->owner;
    if (multi && !in_block(o, alloc->parent))
      return false;
    if (ir_op_is(o, OP_LOAD) && ir_use_index(u) == 0) {
      if (buf_const_index(o, 1, t) < 0)
        return false;
    } else if (ir_op_is(o, OP_STORE) && ir_use_index(u) == 1) {
      if (buf_const_index(o, 2, t) < 0 || !store_path_ok(o, alloc->parent))
        return false;
    } else if (ir_op_is(o, OP_COPY)) {
      /* The other side must have the same static shape; a copy into the
       * slot is a store. */
      const IrType *other = ir_op_operand(o, 1 - ir_use_index(u))->type;
      if (other->rank != t->rank || ir_type_num_dynamic(other) != 0 ||
          ir_op_operand(o, 0) == ir_op_operand(o, 1) ||
          (ir_use_index(u) == 1 && !store_path_ok(o, alloc->parent)))
        return false;
      for (int d = 0; d < t->rank; d++)
        if (other->dims[d] != t->dims[d])
          return false;
    } else if (!ir_op_is(o, OP_DEALLOC)) {
      return false;
    }
  }
  return true;
}

static void carried_add(M2R *m, IrOp *op, Slot *s, int e) {
  CarriedList *l = hashmap_get(&m->carried, (uint64_t)(uintptr_t)op);
  if (!l) {
    l = xcalloc(1, sizeof *l);
    hashmap_put(&m->carried, (uint64_t)(uintptr_t)op, l);
  }
  for (int i = 0; i < l->n; i++)
    if (l->v[i].slot == s && l->v[i].elem == e)
      return;
  if (l->n == l->cap)
    l->v = xrealloc(l->v, sizeof *l->v * (size_t)(l->cap = l->cap ? 2 * l->cap : 4));
  l->v[l->n++] = (Carried){s, e};
}

static bool find_slot(IrOp *op, void *data) {
  M2R *m = data;
  if (!promotable(op))
    return true;
  Slot *s = arena_alloc(&m->ctx->arena, sizeof *s);
  s->alloc = op;
  s->elem = op->results[0].type->elem;
  s->nelems = (int)ir_type_num_elements(op->results[0].type);
  s->cur = arena_alloc(&m->ctx->arena, sizeof *s->cur * (size_t)s->nelems);
  hashmap_put(&m->slots, (uint64_t)(uintptr_t)op, s);
  /* Every region op between a store and the slot's block carries the
   * stored element (promotable() checked they are for, if or while). */
  for (IrUse *u = op->results[0].uses; u; u = u->next) {
    IrOp *st = u->owner;
    bool copy_in = ir_op_is(st, OP_COPY) && ir_use_index(u) == 1;
    if (!ir_op_is(st, OP_STORE) && !copy_in)
      continue;
    int first = copy_in ? 0 : buf_const_index(st, 2, op->results[0].type);
    int last = copy_in ? s->nelems - 1 : first;
    for (IrBlock *b = st->parent; b != op->parent; b = ir_block_parent_op(b)->parent)
      for (int e = first; e <= last; e++)
        carried_add(m, ir_block_parent_op(b), s, e);
  }
  return true;
}

static Slot *slot_of(M2R *m, const IrValue *memref) {
  return memref->def_op ? hashmap_get(&m->slots, (uint64_t)(uintptr_t)memref->def_op) : NULL;
}

/* ------------------------------ current values ------------------------------ */

static void set_cur(M2R *m, Slot *s, int e, IrValue *v) {
  if (m->nlog == m->cap)
    m->log = xrealloc(m->log, sizeof *m->log * (m->cap = m->cap ? 2 * m->cap : 64));
  m->log[m->nlog++] = (Undo){s, e, s->cur[e]};
  s->cur[e] = v;
}

static void undo_to(M2R *m, size_t mark) {
  while (m->nlog > mark) {
    Undo *u = &m->log[--m->nlog];
    u->slot->cur[u->elem] = u->old;
  }
}

static IrValue *get_cur(M2R *m, Slot *s, int e) {
  if (s->cur[e])
    return s->cur[e];
  if (!s->zero) {
    IrBuilder b = {m->ctx, NULL, NULL, s->alloc->loc};
    ir_builder_set_before(&b, s->alloc);
    s->zero = buf_build_zero(&b, s->elem);
  }
  return s->zero;
}

/* ------------------------------ the rewrite ------------------------------ */

/* Appends vals to a terminator's operands. */
static void append_operands(IrContext *ctx, IrOp *term, int n, IrValue *const *vals) {
  IrValue **all = xmalloc(sizeof *all * (size_t)(term->nopnds + n));
  for (int i = 0; i < term->nopnds; i++)
    all[i] = ir_op_operand(term, i);
  for (int i = 0; i < n; i++)
    all[term->nopnds + i] = vals[i];
  ir_op_set_operands(ctx, term, term->nopnds + n, all);
  free(all);
}

/* Rebuilds op with n more operands (vals) and n more results (one per
 * carried element); returns the new op. */
static IrOp *widen(M2R *m, IrOp *op, const CarriedList *l, IrValue *const *vals) {
  int no = op->nopnds + (vals ? l->n : 0), nr = op->nresults + l->n;
  IrValue **ops = xmalloc(sizeof *ops * (size_t)(no + 1));
  IrType **tys = xmalloc(sizeof *tys * (size_t)(nr + 1));
  for (int i = 0; i < op->nopnds; i++)
    ops[i] = ir_op_operand(op, i);
  for (int i = 0; vals && i < l->n; i++)
    ops[op->nopnds + i] = vals[i];
  for (int i = 0; i < op->nresults; i++)
    tys[i] = op->results[i].type;
  for (int i = 0; i < l->n; i++)
    tys[op->nresults + i] = l->v[i].slot->elem;
  IrOp *n = ir_op_rebuild(m->ctx, op, no, ops, nr, tys);
  ir_op_replace(op, n);
  free(ops);
  free(tys);
  return n;
}

static void add_args(M2R *m, IrBlock *b, const CarriedList *l, IrLoc loc) {
  for (int i = 0; i < l->n; i++)
    ir_block_add_arg(m->ctx, b, l->v[i].slot->elem, loc);
}

/* A copy into a slot loads every element of the source there; a copy out
 * of it stores the current values into the target. */
static void promote_copy(M2R *m, IrOp *copy) {
  IrValue *src = ir_op_operand(copy, 0), *dst = ir_op_operand(copy, 1);
  Slot *into = slot_of(m, dst), *from = slot_of(m, src);
  const IrType *t = dst->type;
  IrValue *idx[BUF_MAX_ELEMS];
  IrBuilder b = {m->ctx, NULL, NULL, copy->loc};
  ir_builder_set_before(&b, copy);
  IrValue **vals = xmalloc(sizeof *vals * (size_t)(into ? into->nelems : from->nelems));
  int n = into ? into->nelems : from->nelems;
  for (int e = 0; e < n; e++)
    vals[e] = from ? get_cur(m, from, e) : NULL;
  for (int e = 0; e < n; e++) {
    buf_build_indices(&b, t, e, idx);
    if (!from)
      vals[e] = ir_build_load(&b, src, t->rank, idx);
    else if (!into)
      ir_build_store(&b, vals[e], dst, t->rank, idx);
  }
  for (int e = 0; into && e < n; e++)
    set_cur(m, into, e, vals[e]);
  free(vals);
  ir_op_erase(copy);
}

/* The walk slot of a region op that carries elements. Its blocks are
 * walked with the carried elements bound to their last arguments (but an
 * if's), and what they hold at the end is appended to the block's
 * terminator, then undone from the log; on leaving, the op is rebuilt with
 * the carried values as operands (a for's or while's) and results. */
typedef struct Level {
  const CarriedList *carried; /* NULL: the op carries nothing */
  IrValue **inits;            /* for, while: the carried values going in */
  size_t mark;                /* the log's length when the block being walked was entered */
} Level;

/* A store, load, copy or dealloc of a slot becomes the current values and
 * goes (true); a slot's allocation starts with none. */
static bool promote_leaf(M2R *m, IrOp *op) {
  Slot *s;
  if (ir_op_is(op, OP_STORE) && (s = slot_of(m, ir_op_operand(op, 1)))) {
    set_cur(m, s, buf_const_index(op, 2, s->alloc->results[0].type), ir_op_operand(op, 0));
  } else if (ir_op_is(op, OP_LOAD) && (s = slot_of(m, ir_op_operand(op, 0)))) {
    ir_value_replace_all_uses(&op->results[0],
                              get_cur(m, s, buf_const_index(op, 1, s->alloc->results[0].type)));
  } else if (ir_op_is(op, OP_COPY) &&
             (slot_of(m, ir_op_operand(op, 0)) || slot_of(m, ir_op_operand(op, 1)))) {
    promote_copy(m, op); /* erases the copy */
    return true;
  } else if (ir_op_is(op, OP_DEALLOC) && slot_of(m, ir_op_operand(op, 0))) {
    /* nothing to remember */
  } else {
    if ((s = hashmap_get(&m->slots, (uint64_t)(uintptr_t)op)))
      for (int e = 0; e < s->nelems; e++) /* a fresh allocation each time */
        set_cur(m, s, e, NULL);
    return false;
  }
  ir_op_erase(op);
  return true;
}

static IrWalkResult enter_op(IrWalker *w, IrOp *op) {
  M2R *m = w->data;
  if (promote_leaf(m, op))
    return IR_WALK_SKIP;
  const CarriedList *l = op->nregions ? hashmap_get(&m->carried, (uint64_t)(uintptr_t)op) : NULL;
  if (!l)
    return IR_WALK_ADVANCE; /* nothing stored inside: loads only see the current values */
  Level *lv = ir_walker_slot(w, ir_walker_depth(w));
  lv->carried = l;
  if (ir_op_is(op, OP_IF)) {
    if (ir_region_empty(ir_op_region(op, 1))) {
      IrBlock *eb = ir_block_create(m->ctx);
      ir_region_append_block(ir_op_region(op, 1), eb);
      IrBuilder b = {m->ctx, eb, NULL, op->loc};
      ir_build_yield(&b, 0, NULL);
    }
    return IR_WALK_ADVANCE;
  }
  /* A for's body and both blocks of a while take the carried values as
   * arguments: the operands feed the first block, the condition's values
   * the after block and the results, the after block's yield the first. */
  lv->inits = xmalloc(sizeof *lv->inits * (size_t)l->n);
  for (int i = 0; i < l->n; i++)
    lv->inits[i] = get_cur(m, l->v[i].slot, l->v[i].elem);
  for (int r = 0; r < op->nregions; r++)
    add_args(m, ir_op_region(op, r)->first, l, op->loc);
  return IR_WALK_ADVANCE;
}

static void enter_block(IrWalker *w, IrBlock *b) {
  M2R *m = w->data;
  int d = ir_walker_depth(w);
  Level *lv = ir_walker_slot(w, d);
  const CarriedList *l = lv->carried;
  if (!l)
    return;
  lv->mark = m->nlog;
  for (int i = 0; lv->inits && i < l->n; i++)
    set_cur(m, l->v[i].slot, l->v[i].elem, b->args[b->nargs - l->n + i]);
}

static void leave_block(IrWalker *w, IrBlock *b) {
  M2R *m = w->data;
  Level *lv = ir_walker_slot(w, ir_walker_depth(w));
  const CarriedList *l = lv->carried;
  if (!l)
    return;
  IrValue **out = xmalloc(sizeof *out * (size_t)l->n);
  for (int i = 0; i < l->n; i++)
    out[i] = get_cur(m, l->v[i].slot, l->v[i].elem);
  append_operands(m->ctx, ir_block_terminator(b), l->n, out);
  free(out);
  undo_to(m, lv->mark);
}

static IrWalkResult leave_op(IrWalker *w, IrOp *op) {
  M2R *m = w->data;
  Level *lv = ir_walker_slot(w, ir_walker_depth(w));
  const CarriedList *l = lv->carried;
  if (!l)
    return IR_WALK_ADVANCE;
  IrOp *n = widen(m, op, l, lv->inits);
  free(lv->inits);
  for (int i = 0; i < l->n; i++)
    set_cur(m, l->v[i].slot, l->v[i].elem, &n->results[n->nresults - l->n + i]);
  return IR_WALK_ADVANCE;
}

static bool erase_slot(IrOp *op, void *data) {
  M2R *m = data;
  if (!hashmap_get(&m->slots, (uint64_t)(uintptr_t)op) || op->results[0].uses)
    return true;
  ir_op_erase(op);
  return false;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  for (IrOp *f = ir_module_body(module)->first; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC) || ir_func_is_declaration(f))
      continue;
    M2R m = {.ctx = ctx};
    hashmap_init(&m.slots);
    hashmap_init(&m.carried);
    ir_walk(f, find_slot, &m);
    if (m.slots.len) {
      IrWalker w = {.enter_op = enter_op, .leave_op = leave_op, .enter_block = enter_block,
                    .leave_block = leave_block, .data = &m, .slot_size = sizeof(Level)};
      ir_walker_run(&w, f);
      ir_walk(f, erase_slot, &m);
    }
    for (size_t i = 0; i < m.carried.cap; i++)
      if (m.carried.keys[i]) {
        CarriedList *l = m.carried.vals[i];
        free(l->v);
        free(l);
      }
    hashmap_free(&m.slots);
    hashmap_free(&m.carried);
    free(m.log);
  }
  return true;
}

const IrPass mem2reg_pass = {
    "mem2reg",
    "promote small buffers that do not escape (only loads, stores at constant "
    "indices and deallocs) to SSA values, carried through loops and ifs",
    run,
    NULL,
    0,
};
