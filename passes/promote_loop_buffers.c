/* promote_loop_buffers.c: a small buffer that a loop.for carries from one
 * iteration to the next, replacing it by a fresh one each time, becomes
 * loop-carried values: no allocation per iteration, and the C compiler can
 * keep the values in registers. This is what the ONNX lowering makes of a
 * Loop's carried scalars (a 0-d tensor is a memref<T>).
 *
 * Fires on an iter_arg of static memref type with at most MAX_ELEMS scalar
 * elements (BUF_MAX_ELEMS) when
 *   - inside the body, its block argument is only loaded (at constant
 *     indices, at any depth) and deallocated (once, in the body block): the
 *     loop owns the incoming buffer and nobody else sees it;
 *   - the yielded buffer is allocated in the body block and only stored to
 *     and loaded from in that block (constant indices), then yielded;
 *   - the loop may take the init over (buf_init_owned_by): a fresh
 *     allocation used once by the loop and otherwise, under any name (its
 *     memref.casts), only read or written by ops before the loop in its
 *     block. So freeing it once its values are loaded changes nothing,
 *     even when the loop runs no trip and its result would be the init
 *     itself: no cast, call, yield, return or caller (a function argument)
 *     can reach it afterwards.
 * Then the init's elements are loaded before the loop (and the init freed
 * when the loop owned it), the body reads the carried values instead of
 * the buffer and yields the values last stored into the new buffer (zero
 * for an element never stored), and after the loop a buffer is allocated
 * and filled with the results, for the uses of the loop's result.
 * mem2reg then removes that buffer when it does not escape.
 *
 * Contract: takes and leaves verified IR. Linear: each loop's uses are
 * scanned once. */
#include <stdlib.h>

#include "buffers.h"
#include "passes.h"

/* The incoming buffer: loads at constant indices anywhere, one dealloc in
 * the body block (so the loop owns the buffer it is given). */
static bool arg_ok(const IrValue *arg, const IrBlock *body) {
  int deallocs = 0;
  for (const IrUse *u = arg->uses; u; u = u->next) {
    const IrOp *o = u->owner;
    if (ir_op_is(o, OP_LOAD) && buf_const_index(o, 1, arg->type) >= 0)
      continue;
    if (!(ir_op_is(o, OP_DEALLOC) && o->parent == body))
      return false;
    deallocs++;
  }
  return deallocs == 1;
}

/* The outgoing buffer: allocated in the body block, stored and loaded there
 * at constant indices, yielded once. */
static bool yielded_ok(const IrValue *y, const IrBlock *body) {
  const IrOp *a = y->def_op;
  if (!a || !(ir_op_is(a, OP_ALLOC) || ir_op_is(a, OP_ALLOCA)) || a->parent != body || a->nopnds)
    return false;
  int yields = 0;
  for (const IrUse *u = y->uses; u; u = u->next) {
    const IrOp *o = u->owner;
    if (o->parent != body)
      return false;
    if (ir_op_is(o, OP_YIELD))
      yields++;
    else if (!((ir_op_is(o, OP_LOAD) && buf_const_index(o, 1, y->type) >= 0) ||
               (ir_op_is(o, OP_STORE) && ir_use_index(u) == 1 && buf_const_index(o, 2, y->type) >= 0)))
      return false;
  }
  return yields == 1;
}

typedef struct Promo {
  IrType *type;  /* the buffer's memref type */
  int nelems;
  int first;     /* its first element among the new iter_args */
} Promo;

/* In the body: loads of the incoming buffer read the carried values arg[],
 * its dealloc goes; the outgoing buffer's stores set the values to yield
 * (out[]), its loads read them, and the buffer goes. */
static void rewrite_body(IrContext *ctx, IrValue *in, IrValue *outbuf, const Promo *p,
                         IrValue **arg, IrValue **out) {
  for (IrUse *u = in->uses, *next; u; u = next) {
    next = u->next;
    IrOp *o = u->owner;
    if (ir_op_is(o, OP_LOAD))
      ir_value_replace_all_uses(&o->results[0], arg[buf_const_index(o, 1, p->type)]);
    ir_op_erase(o);
  }
  IrOp *alloc = outbuf->def_op;
  IrBuilder b = {ctx, NULL, NULL, alloc->loc};
  for (int e = 0; e < p->nelems; e++)
    out[e] = NULL;
  /* Program order within the body block: every use is there (yielded_ok). */
  for (IrOp *o = alloc->next, *next; o; o = next) {
    next = o->next;
    if (ir_op_is(o, OP_STORE) && ir_op_operand(o, 1) == outbuf) {
      out[buf_const_index(o, 2, p->type)] = ir_op_operand(o, 0);
      ir_op_erase(o);
    } else if (ir_op_is(o, OP_LOAD) && ir_op_operand(o, 0) == outbuf) {
      int e = buf_const_index(o, 1, p->type);
      if (!out[e]) { /* read before written: indeterminate, so zero */
        ir_builder_set_before(&b, alloc);
        out[e] = buf_build_zero(&b, p->type->elem);
      }
      ir_value_replace_all_uses(&o->results[0], out[e]);
      ir_op_erase(o);
    }
  }
  for (int e = 0; e < p->nelems; e++)
    if (!out[e]) {
      ir_builder_set_before(&b, alloc);
      out[e] = buf_build_zero(&b, p->type->elem);
    }
}

/* Rewrites loop so that the iter_args marked in promo[] (NULL: kept) are
 * carried as their elements. */
static void promote(IrContext *ctx, IrOp *loop, Promo *const *promo) {
  IrBlock *body = ir_op_region(loop, 0)->first;
  IrOp *yield = ir_block_terminator(body);
  int n = ir_for_inits_count(loop), extra = 0, kept = 0;
  for (int i = 0; i < n; i++) {
    if (promo[i]) {
      promo[i]->first = extra;
      extra += promo[i]->nelems;
    } else {
      kept++;
    }
  }
  int first = ir_for_inits_begin(loop); /* lb, ub, step (ir/operands.def) */
  int nops = first + kept + extra, nres = kept + extra;
  IrValue **ops = xmalloc(sizeof *ops * (size_t)nops);
  IrType **tys = xmalloc(sizeof *tys * (size_t)(nres + 1));
  IrValue **yv = xmalloc(sizeof *yv * (size_t)(nres + 1));
  IrValue **args = xmalloc(sizeof *args * (size_t)(extra + 1));
  IrValue *idx[BUF_MAX_ELEMS];
  IrBuilder b = {ctx, NULL, NULL, loop->loc};
  for (int i = 0; i < first; i++)
    ops[i] = ir_op_operand(loop, i);
  int k = 0;
  for (int i = 0; i < n; i++)
    if (!promo[i]) {
      ops[first + k] = ir_for_inits(loop, i);
      tys[k] = loop->results[i].type;
      yv[k++] = ir_op_operand(yield, i);
    }
  /* Before the loop: the init's elements; the loop owns the init (its body
   * frees the incoming buffer, and no other name reaches it from the loop
   * on), so free it once read. */
  for (int i = 0; i < n; i++) {
    Promo *p = promo[i];
    if (!p)
      continue;
    IrValue *init = ir_for_inits(loop, i);
    ir_builder_set_before(&b, loop);
    for (int e = 0; e < p->nelems; e++) {
      buf_build_indices(&b, p->type, e, idx);
      ops[first + kept + p->first + e] = ir_build_load(&b, init, p->type->rank, idx);
      tys[kept + p->first + e] = p->type->elem;
    }
    ir_build(&b, OP_DEALLOC, 1, &init, 0, NULL, 0);
  }
  for (int j = 0; j < extra; j++)
    args[j] = ir_block_add_arg(ctx, body, tys[kept + j], loop->loc);
  IrOp **outallocs = xmalloc(sizeof *outallocs * (size_t)n);
  for (int i = 0; i < n; i++) {
    Promo *p = promo[i];
    if (p) {
      IrValue *outbuf = ir_op_operand(yield, i);
      outallocs[i] = outbuf->def_op;
      rewrite_body(ctx, body->args[1 + i], outbuf, p, args + p->first, yv + kept + p->first);
    }
  }
  ir_op_set_operands(ctx, yield, nres, yv);
  for (int i = n - 1; i >= 0; i--)
    if (promo[i]) { /* neither buffer has a use left */
      ir_block_erase_arg(body, 1 + i);
      ir_op_erase(outallocs[i]);
    }
  free(outallocs);
  IrOp *nl = ir_op_rebuild(ctx, loop, nops, ops, nres, tys);
  /* Results: kept ones move; a promoted one is rebuilt as a buffer filled
   * with the carried values, for whoever uses it. */
  k = 0;
  for (int i = 0; i < n; i++) {
    IrValue *r = &loop->results[i];
    Promo *p = promo[i];
    if (!p) {
      nl->results[k].name = r->name;
      nl->results[k].name_group = r->name_group;
      ir_value_replace_all_uses(r, &nl->results[k++]);
      continue;
    }
    if (!r->uses)
      continue;
    ir_builder_set_before(&b, loop);
    IrValue *buf = ir_build_alloc(&b, p->type, 0, NULL);
    for (int e = 0; e < p->nelems; e++) {
      buf_build_indices(&b, p->type, e, idx);
      ir_build_store(&b, &nl->results[kept + p->first + e], buf, p->type->rank, idx);
    }
    ir_value_replace_all_uses(r, buf);
  }
  ir_op_erase(loop);
  free(ops);
  free(tys);
  free(yv);
  free(args);
}

static void visit(IrOp *op, void *data) {
  IrContext *ctx = data;
  if (!ir_op_is(op, OP_FOR))
    return;
  IrBlock *body = ir_op_region(op, 0)->first;
  IrOp *yield = ir_block_terminator(body);
  int n = ir_for_inits_count(op);
  Promo *p = xmalloc(sizeof *p * (size_t)(n + 1));
  Promo **promo = xcalloc((size_t)n + 1, sizeof *promo);
  bool any = false;
  for (int i = 0; i < n; i++) {
    IrValue *arg = body->args[1 + i];
    if (buf_is_small_static(arg->type) && arg_ok(arg, body) && yielded_ok(ir_op_operand(yield, i), body) &&
        buf_init_owned_by(ir_for_inits(op, i), op)) {
      p[i] = (Promo){arg->type, (int)ir_type_num_elements(arg->type), 0};
      promo[i] = &p[i];
      any = true;
    }
  }
  if (any)
    promote(ctx, op, promo);
  free(p);
  free(promo);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  ir_walk_post(module, visit, ctx);
  return true;
}

const IrPass promote_loop_buffers_pass = {
    "promote-loop-buffers",
    "carry small buffers that a loop.for replaces every iteration as values "
    "(no allocation per iteration)",
    run,
    NULL,
    0,
};
