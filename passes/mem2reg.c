/* mem2reg.c: promotes small buffers that never escape to SSA values, through
 * structured control flow (MLIR's mem2reg for the loop dialect).
 *
 * A slot is a memref.alloc or memref.alloca of a static shape with at most
 * BUF_MAX_ELEMS scalar elements whose every use is a load or store at constant
 * in-range indices, or a dealloc; stores only in the slot's block or nested
 * in loop.for, loop.if and loop.while bodies (not loop.parallel: its
 * iterations would race); a memref.copy into or out of it counts as a store
 * or load of every element. One walk in program order keeps the current value
 * of every element: a store sets it, a load is replaced by it. A region op
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

static bool promotable(const IrOp *alloc) {
  if (!(ir_op_is(alloc, OP_ALLOC) || ir_op_is(alloc, OP_ALLOCA)) || alloc->nopnds != 0)
    return false;
  const IrType *t = alloc->results[0].type;
  if (!buf_is_small_static(t))
    return false;
  const IrValue *m = &alloc->results[0];
  for (const IrUse *u = m->uses; u; u = u->next) {
    const IrOp *o = u->owner;
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

static void promote_block(M2R *m, IrBlock *b);

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

/* Processes region block b with the carried elements bound to its last
 * l->n arguments (when args), then returns their final values in out. */
static void promote_carried(M2R *m, IrBlock *b, const CarriedList *l, bool args, IrValue **out) {
  size_t mark = m->nlog;
  for (int i = 0; args && i < l->n; i++)
    set_cur(m, l->v[i].slot, l->v[i].elem, b->args[b->nargs - l->n + i]);
  promote_block(m, b);
  for (int i = 0; i < l->n; i++)
    out[i] = get_cur(m, l->v[i].slot, l->v[i].elem);
  undo_to(m, mark);
}

static void add_args(M2R *m, IrBlock *b, const CarriedList *l, IrLoc loc) {
  for (int i = 0; i < l->n; i++)
    ir_block_add_arg(m->ctx, b, l->v[i].slot->elem, loc);
}

static void bind_results(M2R *m, IrOp *op, const CarriedList *l) {
  for (int i = 0; i < l->n; i++)
    set_cur(m, l->v[i].slot, l->v[i].elem, &op->results[op->nresults - l->n + i]);
}

static void promote_for(M2R *m, IrOp *op, const CarriedList *l) {
  IrValue **vals = xmalloc(sizeof *vals * (size_t)l->n);
  for (int i = 0; i < l->n; i++)
    vals[i] = get_cur(m, l->v[i].slot, l->v[i].elem);
  op = widen(m, op, l, vals);
  IrBlock *body = ir_op_region(op, 0)->first;
  add_args(m, body, l, op->loc);
  promote_carried(m, body, l, true, vals);
  append_operands(m->ctx, ir_block_terminator(body), l->n, vals);
  bind_results(m, op, l);
  free(vals);
}

static void promote_if(M2R *m, IrOp *op, const CarriedList *l) {
  IrValue **vals = xmalloc(sizeof *vals * (size_t)l->n);
  op = widen(m, op, l, NULL);
  if (ir_region_empty(ir_op_region(op, 1))) {
    IrBlock *eb = ir_block_create(m->ctx);
    ir_region_append_block(ir_op_region(op, 1), eb);
    IrBuilder b = {m->ctx, eb, NULL, op->loc};
    ir_build_yield(&b, 0, NULL);
  }
  for (int r = 0; r < 2; r++) {
    IrBlock *blk = ir_op_region(op, r)->first;
    promote_carried(m, blk, l, false, vals);
    append_operands(m->ctx, ir_block_terminator(blk), l->n, vals);
  }
  bind_results(m, op, l);
  free(vals);
}

static void promote_while(M2R *m, IrOp *op, const CarriedList *l) {
  IrValue **vals = xmalloc(sizeof *vals * (size_t)l->n);
  for (int i = 0; i < l->n; i++)
    vals[i] = get_cur(m, l->v[i].slot, l->v[i].elem);
  /* Operands feed the before block; the condition's values feed the after
   * block and the results; the after block's yield feeds the before block. */
  op = widen(m, op, l, vals);
  IrBlock *before = ir_op_region(op, 0)->first, *after = ir_op_region(op, 1)->first;
  add_args(m, before, l, op->loc);
  add_args(m, after, l, op->loc);
  promote_carried(m, before, l, true, vals);
  append_operands(m->ctx, ir_block_terminator(before), l->n, vals);
  promote_carried(m, after, l, true, vals);
  append_operands(m->ctx, ir_block_terminator(after), l->n, vals);
  bind_results(m, op, l);
  free(vals);
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

static void promote_block(M2R *m, IrBlock *b) {
  for (IrOp *op = b->first, *next; op; op = next) {
    next = op->next;
    Slot *s;
    if (ir_op_is(op, OP_STORE) && (s = slot_of(m, ir_op_operand(op, 1)))) {
      set_cur(m, s, buf_const_index(op, 2, s->alloc->results[0].type), ir_op_operand(op, 0));
      ir_op_erase(op);
    } else if (ir_op_is(op, OP_LOAD) && (s = slot_of(m, ir_op_operand(op, 0)))) {
      ir_value_replace_all_uses(&op->results[0],
                                get_cur(m, s, buf_const_index(op, 1, s->alloc->results[0].type)));
      ir_op_erase(op);
    } else if (ir_op_is(op, OP_COPY) &&
               (slot_of(m, ir_op_operand(op, 0)) || slot_of(m, ir_op_operand(op, 1)))) {
      promote_copy(m, op);
    } else if (ir_op_is(op, OP_DEALLOC) && slot_of(m, ir_op_operand(op, 0))) {
      ir_op_erase(op);
    } else if ((s = hashmap_get(&m->slots, (uint64_t)(uintptr_t)op))) {
      for (int e = 0; e < s->nelems; e++) /* a fresh allocation each time */
        set_cur(m, s, e, NULL);
    } else if (op->nregions) {
      CarriedList *l = hashmap_get(&m->carried, (uint64_t)(uintptr_t)op);
      if (l && ir_op_is(op, OP_FOR))
        promote_for(m, op, l);
      else if (l && ir_op_is(op, OP_IF))
        promote_if(m, op, l);
      else if (l && ir_op_is(op, OP_WHILE))
        promote_while(m, op, l);
      else /* nothing stored inside: loads only see the current values */
        for (int r = 0; r < op->nregions; r++)
          for (IrBlock *rb = op->regions[r]->first; rb; rb = rb->next)
            promote_block(m, rb);
    }
  }
}

static bool erase_slot(IrOp *op, void *data) {
  M2R *m = data;
  if (hashmap_get(&m->slots, (uint64_t)(uintptr_t)op) && !op->results[0].uses)
    ir_op_erase(op);
  return true;
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
      promote_block(&m, ir_func_entry(f));
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
