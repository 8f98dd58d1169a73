/* reuse_loop_buffers.c: double-buffers a loop-carried buffer. When each
 * iteration of a loop.for allocates the buffer it yields and frees the one
 * it was given, two buffers suffice: the loop carries a spare (the buffer
 * freed by the iteration before) and writes into it instead of allocating.
 * No allocation or free per iteration remains.
 *
 * Fires on an iter_arg of static memref type when
 *   - the yielded buffer is allocated (memref.alloc) in the body block and
 *     yielded there once;
 *   - the incoming block argument is freed once in the body block (the loop
 *     owns the buffer it is given);
 *   - neither buffer escapes: every use is a load, a store into it, a copy,
 *     a dim, the yield or the dealloc (a call or a cast could keep a
 *     reference that the reuse would then overwrite);
 *   - the loop may take the init over (buf_init_owned_by: a fresh
 *     allocation that nothing but the loop sees from the loop on, under
 *     any name). The reuse alone would not need it (it frees and writes
 *     the init only after the first iteration, which frees it in the
 *     original, and with zero trips leaves it alone), but the passes share
 *     one rule of ownership.
 * Then a spare is allocated before the loop and carried as a new iter_arg;
 * the body writes into the spare instead of allocating, does not free the
 * incoming buffer but yields it as the next spare, and the spare the loop
 * ends with is freed after it. Every buffer is still freed exactly once:
 * with zero trips the init is the result and the first spare is freed.
 *
 * Contract: takes and leaves verified IR. Linear: each loop's buffers'
 * uses are scanned once. */
#include <stdlib.h>

#include "buffers.h"
#include "passes.h"

/* Whether no use of buffer m can keep a reference to it. */
static bool stays_local(const IrValue *m) {
  for (const IrUse *u = m->uses; u; u = u->next) {
    const IrOp *o = u->owner;
    int i = ir_use_index(u);
    bool ok = (ir_op_is(o, OP_LOAD) && i == 0) || (ir_op_is(o, OP_STORE) && i == 1) ||
              ir_op_is(o, OP_COPY) || ir_op_is(o, OP_DIM) || ir_op_is(o, OP_DEALLOC) ||
              ir_op_is(o, OP_YIELD);
    if (!ok)
      return false;
  }
  return true;
}

static int count_uses_by(const IrValue *v, int kind, const IrBlock *in, IrOp **last) {
  int n = 0;
  for (const IrUse *u = v->uses; u; u = u->next)
    if (ir_op_is(u->owner, kind)) {
      if (u->owner->parent != in)
        return -1;
      *last = u->owner;
      n++;
    }
  return n;
}

typedef struct Reuse {
  int iter;        /* iter_arg index */
  IrOp *alloc;     /* allocation of the yielded buffer, in the body */
  IrOp *dealloc;   /* free of the incoming buffer, in the body */
} Reuse;

static bool candidate(IrOp *loop, int i, Reuse *r) {
  IrBlock *body = ir_op_region(loop, 0)->first;
  IrOp *yield = ir_block_terminator(body);
  IrValue *in = body->args[1 + i], *out = ir_op_operand(yield, i);
  const IrType *t = in->type;
  if (t->kind != TY_MEMREF || t->rank < 0 || ir_type_num_dynamic(t) != 0)
    return false;
  IrOp *a = out->def_op;
  if (!a || !ir_op_is(a, OP_ALLOC) || a->parent != body || out == in)
    return false;
  IrOp *last = NULL, *dealloc = NULL;
  if (count_uses_by(out, OP_YIELD, body, &last) != 1 || count_uses_by(out, OP_DEALLOC, body, &last) != 0)
    return false;
  if (count_uses_by(in, OP_DEALLOC, body, &dealloc) != 1 || count_uses_by(in, OP_YIELD, body, &last) != 0)
    return false;
  if (!stays_local(in) || !stays_local(out) || !buf_init_owned_by(ir_op_operand(loop, 3 + i), loop))
    return false;
  *r = (Reuse){i, a, dealloc};
  return true;
}

static void reuse(IrContext *ctx, IrOp *loop, const Reuse *rs, int nr) {
  IrBlock *body = ir_op_region(loop, 0)->first;
  IrOp *yield = ir_block_terminator(body);
  int nops = loop->nopnds + nr, nres = loop->nresults + nr;
  IrValue **ops = xmalloc(sizeof *ops * (size_t)nops);
  IrType **tys = xmalloc(sizeof *tys * (size_t)nres);
  IrValue **yv = xmalloc(sizeof *yv * (size_t)nres);
  for (int i = 0; i < loop->nopnds; i++)
    ops[i] = ir_op_operand(loop, i);
  for (int i = 0; i < loop->nresults; i++)
    tys[i] = loop->results[i].type;
  IrBuilder b = {ctx, NULL, NULL, loop->loc};
  for (int k = 0; k < nr; k++) {
    IrOp *a = rs[k].alloc;
    IrType *t = a->results[0].type;
    ir_builder_set_before(&b, loop);
    b.loc = a->loc;
    ops[loop->nopnds + k] = ir_build_alloc(&b, t, 0, NULL);
    tys[loop->nresults + k] = t;
    IrValue *spare = ir_block_add_arg(ctx, body, t, a->loc);
    IrValue *in = body->args[1 + rs[k].iter];
    ir_value_replace_all_uses(&a->results[0], spare);
    spare->name = a->results[0].name;
    ir_op_erase(a);
    ir_op_erase(rs[k].dealloc);
    yv[loop->nresults + k] = in; /* the next iteration's spare */
  }
  for (int i = 0; i < loop->nresults; i++) /* after the allocations were replaced */
    yv[i] = ir_op_operand(yield, i);
  ir_op_set_operands(ctx, yield, nres, yv);
  IrOp *nl = ir_op_rebuild(ctx, loop, nops, ops, nres, tys);
  ir_op_replace(loop, nl);
  ir_builder_set_before(&b, nl->next);
  b.loc = nl->loc;
  for (int k = 0; k < nr; k++) {
    IrValue *last_spare = &nl->results[nres - nr + k];
    ir_build(&b, OP_DEALLOC, 1, &last_spare, 0, NULL, 0);
  }
  free(ops);
  free(tys);
  free(yv);
}

static void visit(IrOp *op, void *data) {
  if (!ir_op_is(op, OP_FOR))
    return;
  int n = ir_for_inits_count(op), nr = 0;
  Reuse *rs = xmalloc(sizeof *rs * (size_t)(n + 1));
  for (int i = 0; i < n; i++)
    if (candidate(op, i, &rs[nr]))
      nr++;
  if (nr)
    reuse(data, op, rs, nr);
  free(rs);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  ir_walk_post(module, visit, ctx);
  return true;
}

const IrPass reuse_loop_buffers_pass = {
    "reuse-loop-buffers",
    "double-buffer a loop.for's carried buffer when each iteration allocates "
    "the one it yields and frees the one it was given",
    run,
    NULL,
    0,
};
