/* buffers.c: helpers shared by the buffer passes (see buffers.h). */
#include "buffers.h"

#include <stdlib.h>

int buf_const_index(const IrOp *op, int first, const IrType *t) {
  int64_t lin = 0;
  for (int d = 0; d < t->rank; d++) {
    IrValue *v = ir_op_operand(op, first + d);
    IrAttr *a = v->def_op && ir_op_is(v->def_op, OP_CONSTANT) ? ir_op_get_attr(v->def_op, "value")
                                                              : NULL;
    if (!a || a->kind != ATTR_INT || a->u.i < 0 || a->u.i >= t->dims[d])
      return -1;
    lin = lin * t->dims[d] + a->u.i;
  }
  return (int)lin;
}

void buf_build_indices(IrBuilder *b, const IrType *t, int e, IrValue **idx) {
  for (int d = t->rank - 1; d >= 0; d--) {
    idx[d] = ir_build_const_index(b, e % t->dims[d]);
    e /= (int)t->dims[d];
  }
}

bool buf_is_small_static(const IrType *t) {
  int64_t n = ir_type_num_elements(t);
  return t->kind == TY_MEMREF && t->rank >= 0 && n >= 1 && n <= BUF_MAX_ELEMS &&
         (ir_type_is_int_or_index(t->elem) || ir_type_is_float(t->elem));
}

IrValue *buf_build_zero(IrBuilder *b, IrType *t) {
  return ir_type_is_float(t) ? ir_build_const_float(b, t, 0.0) : ir_build_const_int(b, t, 0);
}

/* Whether use u of a buffer only reads or writes its elements (or asks its
 * size) and keeps no reference to it. */
static bool plain_access(const IrUse *u) {
  const IrOp *o = u->owner;
  int i = ir_use_index(u);
  return (ir_op_is(o, OP_LOAD) && i == 0) || (ir_op_is(o, OP_STORE) && i == 1) ||
         ir_op_is(o, OP_COPY) || ir_op_is(o, OP_DIM);
}

bool buf_init_owned_by(const IrValue *v, const IrOp *loop) {
  if (!v->def_op || !ir_op_is(v->def_op, OP_ALLOC))
    return false;
  /* Walk every name of the buffer (v and its memref.casts) and mark the
   * ancestors (in loop's block) of their uses; then look for them before
   * the loop: one scan of the block. */
  int by_loop = 0, others = 0;
  size_t n = 0, cap = 4;
  const IrValue **names = xmalloc(sizeof *names * cap);
  names[n++] = v;
  HashMap anc;
  hashmap_init(&anc);
  bool ok = true;
  while (n && ok) {
    const IrValue *name = names[--n];
    for (const IrUse *u = name->uses; u && ok; u = u->next) {
      const IrOp *o = u->owner;
      if (o == loop && name == v) {
        by_loop++;
        continue;
      }
      if (ir_op_is(o, OP_MEMREF_CAST)) {
        if (n == cap)
          names = xrealloc(names, sizeof *names * (cap *= 2));
        names[n++] = &o->results[0];
      } else if (!plain_access(u)) {
        ok = false; /* the loop itself under another name, a call, a yield, a return... */
        break;
      }
      while (o && o->parent != loop->parent)
        o = ir_op_parent_op(o);
      if (!o || o == loop) { /* outside the block, or inside the loop */
        ok = false;
        break;
      }
      if (!hashmap_get(&anc, (uint64_t)(uintptr_t)o)) {
        hashmap_put(&anc, (uint64_t)(uintptr_t)o, (void *)o);
        others++;
      }
    }
  }
  for (const IrOp *p = loop->prev; p && ok && others; p = p->prev)
    if (hashmap_get(&anc, (uint64_t)(uintptr_t)p))
      others--;
  hashmap_free(&anc);
  free(names);
  return ok && others == 0 && by_loop == 1;
}
