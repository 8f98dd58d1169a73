/* onnx_hoist_scan.c: computes the matrix products of an onnx.Scan body that
 * depend only on the scan inputs for every step at once, before the Scan.
 *
 * An RNN's step is h' = f(x_t W + h U + b). Inside the loop, x_t W is a
 * vector-matrix product: every step reads all of W for one row, so it runs
 * at the speed of the cache, not of the multipliers. Its operands do not
 * depend on the carried state, so all T of them form one product X W, in
 * which each weight is loaded once per tile of rows (and the rows run in
 * parallel). The pass rewrites
 *
 *   %y = onnx.Scan(%h0, %X) { ^bb0(%h, %x): ... onnx.MatMul(%x, %W) ... }
 * into
 *   %XW = onnx.MatMul(%X, %W)
 *   %y = onnx.Scan(%h0, %X, %XW) { ^bb0(%h, %x, %xw): ... %xw ... }
 *
 * The batched values: a scan input row x (scan axis 0) is X itself; an
 * elementwise op of batched values (and of values from outside the Scan
 * whose rank is at most the row's, which broadcast against [T, row...] as
 * against the row) is the same op on the batched values; MatMul(a, W), with
 * a batched and W a matrix from outside, is MatMul(A, W) (numpy's rule: the
 * leading axis of A is a batch axis); MatMul(Unsqueeze(a, [0]), W) with a
 * 1-D is Unsqueeze(MatMul(a, W), [0]), so that the product is MatMul(A, W)
 * over T rows and the Unsqueeze stays in the body (64 values a step rather
 * than a copy of the whole sequence).
 *
 * Fires on each Scan (opset 9 on) whose body holds such a MatMul; a value
 * becomes a new scan input (read in the direction of the inputs it comes
 * from) where an op that stays in the body uses it. Elementwise work alone
 * is not hoisted: without a product there is no reuse to gain, only a
 * T-row buffer to fill. The body's ops that are left without uses are
 * erased (the batchable ones and the Unsqueezes of the unit case).
 *
 * Contract: takes and leaves verified IR in the onnx dialect (before
 * lower-onnx); every op it builds has the type onnx_infer_result_type gives
 * it, and a Scan it cannot rewrite exactly is left as it was. Linear: each
 * body op is looked at a fixed number of times. */
#include <stdlib.h>

#include "../dialects/onnx/onnx_infer.h"
#include "../dialects/onnx/onnx_operators.h"
#include "passes.h"

/* What is known of a body value (IrValue.aux during the pass). */
typedef struct Hoist {
  IrValue *batched;  /* its value for all steps, once built */
  int dir;           /* scan direction of the inputs it comes from */
  bool has_matmul;   /* a product is part of its computation */
  bool needed;       /* built before the Scan */
  bool front;        /* a product an op that stays in the body uses */
  IrValue *unit_src; /* MatMul(Unsqueeze(a, [0]), W): a (the product is a's) */
} Hoist;

/* Whether v is defined outside op (so it dominates op and may be used
 * before it). */
static bool defined_outside(const IrValue *v, const IrOp *op) {
  IrBlock *b = v->def_op ? v->def_op->parent : v->owner_block;
  for (IrOp *p = b && b->parent ? b->parent->parent : NULL; p; p = ir_op_parent_op(p))
    if (p == op)
      return false;
  return true;
}

static Hoist *info(const IrValue *v) { return (Hoist *)v->aux; }

/* The Hoist of v when v may be an operand of a batched op: not a product
 * whose unit axis the body puts back (its batched value lacks that axis). */
static Hoist *batchable(const IrValue *v) {
  Hoist *h = info(v);
  return h && !h->unit_src ? h : NULL;
}

/* Elementwise ops that commute with slicing rows (OX_SLICES), unary or
 * binary. */
static bool is_unary(const IrOp *op) {
  unsigned traits = onnx_op_traits(op);
  return (traits & OX_SLICES) && (traits & OX_UNARY) && op->nopnds == 1;
}

static bool is_binary(const IrOp *op) {
  unsigned traits = onnx_op_traits(op);
  return (traits & OX_SLICES) && !(traits & OX_UNARY) && op->nopnds == 2;
}

/* Whether u, an Unsqueeze, turns a 1-D value into a row [1, n]: its one
 * axis is 0 (or -2), from the attribute (before opset 13) or a constant. */
static bool unsqueezes_front(const IrOp *u) {
  if (!ir_op_is(u, OP_ONNX_UNSQUEEZE) || u->nresults != 1 || ir_op_operand(u, 0)->type->rank != 1)
    return false;
  int64_t ax;
  IrAttr *a = ir_op_get_attr(u, "axes");
  if (a) {
    if (a->kind != ATTR_DENSE_ARRAY || a->u.darray.n != 1)
      return false;
    ax = a->u.darray.vals[0];
  } else {
    IrAttr *c = u->nopnds == 2 ? onnx_const_value(ir_op_operand(u, 1)) : NULL;
    if (!c || ir_type_num_elements(c->type) != 1)
      return false;
    ax = ir_dense_get_i64(c, 0);
  }
  return ax == 0 || ax == -2;
}

static bool is_matrix_outside(const IrValue *w, const IrOp *scan) {
  return w->type->kind == TY_TENSOR && w->type->rank == 2 && defined_outside(w, scan);
}

/* The Hoist of op's result when it has a form over all steps, else NULL. */
static Hoist *classify(IrContext *ctx, IrOp *op, IrOp *scan) {
  if (op->nresults != 1 || op->nregions != 0 || !onnx_op_is(op) ||
      op->results[0].type->kind != TY_TENSOR)
    return NULL;
  Hoist h = {NULL, 0, false, false, false, NULL};
  if (is_unary(op)) {
    Hoist *a = batchable(ir_op_operand(op, 0));
    if (!a)
      return NULL;
    h.dir = a->dir;
    h.has_matmul = a->has_matmul;
  } else if (is_binary(op)) {
    IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
    Hoist *a = batchable(x), *b = batchable(y);
    if (a && b) {
      if (a->dir != b->dir || x->type->rank != y->type->rank)
        return NULL;
    } else if (a || b) {
      IrValue *in = a ? x : y, *out = a ? y : x;
      if (!defined_outside(out, scan) || out->type->kind != TY_TENSOR ||
          out->type->rank > in->type->rank)
        return NULL;
    } else {
      return NULL;
    }
    h.dir = (a ? a : b)->dir;
    h.has_matmul = (a && a->has_matmul) || (b && b->has_matmul);
  } else if (ir_op_is(op, OP_ONNX_MATMUL) && op->nopnds == 2 &&
             is_matrix_outside(ir_op_operand(op, 1), scan)) {
    IrValue *x = ir_op_operand(op, 0);
    Hoist *a = batchable(x);
    if (a && x->type->rank >= 1) {
      h.dir = a->dir;
    } else if (x->def_op && unsqueezes_front(x->def_op) && batchable(ir_op_operand(x->def_op, 0))) {
      h.unit_src = ir_op_operand(x->def_op, 0);
      h.dir = info(h.unit_src)->dir;
    } else {
      return NULL;
    }
    h.has_matmul = true;
  } else {
    return NULL;
  }
  Hoist *p = arena_alloc(&ctx->arena, sizeof *p);
  *p = h;
  return p;
}

/* Builds op's batched form before scan; false (nothing built) when the
 * inferred type is not T rows of op's result (or of a's for the unit case). */
static IrOp *build_batched(IrContext *ctx, IrOp *op, IrOp *scan, int64_t seq) {
  Hoist *h = info(&op->results[0]);
  IrValue *ops[2];
  for (int i = 0; i < op->nopnds; i++) { /* batched, or from outside the Scan */
    IrValue *v = ir_op_operand(op, i);
    ops[i] = info(v) ? info(v)->batched : v;
  }
  if (h->unit_src)
    ops[0] = info(h->unit_src)->batched;
  IrType *t = op->results[0].type;
  IrOp *b = ir_op_create(ctx, (int)ir_op_kind(op), NULL, op->loc, op->nopnds, ops, 1, &t, 0);
  ir_op_set_attrs(ctx, b, op->nattrs, op->attrs);
  ir_block_insert_before(scan->parent, scan, b);
  char *err = NULL;
  IrType *bt = onnx_infer_result_type(ctx, b, &err);
  free(err);
  /* The row the body will read: op's type, or for MatMul(Unsqueeze(a)) a's
   * product without the unit axis. */
  const IrType *row = op->results[0].type;
  bool ok = bt && bt->kind == TY_TENSOR && bt->elem == row->elem &&
            bt->rank == row->rank + 1 - (h->unit_src != NULL) && bt->dims[0] == seq;
  for (int i = 1; ok && i < bt->rank; i++)
    ok = bt->dims[i] == row->dims[i - 1 + (h->unit_src != NULL)];
  if (!ok) {
    ir_op_erase(b);
    return NULL;
  }
  b->results[0].type = bt;
  return b;
}

/* Appends value v to the Scan's integer list attribute name of n entries
 * (missing entries are 0). */
static void append_list(IrContext *ctx, IrOp *scan, const char *name, int n, int64_t v) {
  if (!ir_op_get_attr(scan, name) && v == 0)
    return;
  int64_t *vals = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(n + 1));
  for (int i = 0; i < n; i++)
    vals[i] = onnx_list_at(scan, name, i, 0);
  vals[n] = v;
  ir_op_set_attr(ctx, scan, name, ir_attr_dense_array(ctx, ctx->i64_ty, n + 1, vals));
}

/* Drops the scan inputs whose rows the body no longer reads (the ones its
 * products were computed from), keeping at least one: the sequence length
 * is read from them. */
static void drop_unread_inputs(IrContext *ctx, IrOp *scan, IrBlock *body, int nstate) {
  int n = scan->nopnds, nin = n - nstate, kept = 0;
  IrValue **opnds = malloc(sizeof(IrValue *) * (size_t)n);
  int64_t *axes = malloc(sizeof(int64_t) * (size_t)nin * 2), *dirs = axes + nin;
  for (int i = 0; i < nstate; i++)
    opnds[i] = ir_op_operand(scan, i);
  int unread = 0;
  for (int j = 0; j < nin; j++)
    unread += !ir_value_has_uses(body->args[nstate + j]);
  bool keep_first = unread == nin;
  for (int j = 0, arg = nstate; j < nin; j++) {
    if (!ir_value_has_uses(body->args[arg]) && !(keep_first && kept == 0)) {
      ir_block_erase_arg(body, arg);
      continue;
    }
    opnds[nstate + kept] = ir_op_operand(scan, nstate + j);
    axes[kept] = onnx_list_at(scan, "scan_input_axes", j, 0);
    dirs[kept] = onnx_list_at(scan, "scan_input_directions", j, 0);
    kept++;
    arg++;
  }
  if (kept < nin) {
    ir_op_set_operands(ctx, scan, nstate + kept, opnds);
    ir_op_set_attr(ctx, scan, "num_scan_inputs", ir_attr_int(ctx, ctx->i64_ty, kept));
    if (ir_op_get_attr(scan, "scan_input_axes"))
      ir_op_set_attr(ctx, scan, "scan_input_axes", ir_attr_dense_array(ctx, ctx->i64_ty, kept, axes));
    if (ir_op_get_attr(scan, "scan_input_directions"))
      ir_op_set_attr(ctx, scan, "scan_input_directions",
                     ir_attr_dense_array(ctx, ctx->i64_ty, kept, dirs));
  }
  free(opnds);
  free(axes);
}

/* Whether use u's owner stays in the body (it is not a hoisted product). */
static bool stays(const IrUse *u, const IrBlock *body) {
  IrOp *o = u->owner;
  if (o->parent != body)
    return true;
  Hoist *h = o->nresults == 1 ? info(&o->results[0]) : NULL;
  return !h || !h->has_matmul;
}

static void hoist_scan(IrContext *ctx, IrOp *scan) {
  IrBlock *body = ir_op_region(scan, 0)->first;
  IrAttr *nsi = ir_op_get_attr(scan, "num_scan_inputs");
  if (!body || !nsi || nsi->kind != ATTR_INT || onnx_func_opset(scan) < 9)
    return;
  int nin = (int)nsi->u.i, nstate = scan->nopnds - nin;
  if (nin < 1 || nstate < 0 || body->nargs != scan->nopnds)
    return;
  /* The scan inputs along axis 0 are the sources. */
  int64_t seq = TY_DYN;
  for (int j = 0; j < nin; j++) {
    IrValue *x = ir_op_operand(scan, nstate + j);
    int64_t ax = onnx_list_at(scan, "scan_input_axes", j, 0);
    if (ax < 0)
      ax += x->type->rank;
    if (ax != 0)
      continue;
    Hoist *h = arena_alloc(&ctx->arena, sizeof *h);
    *h = (Hoist){x, (int)onnx_list_at(scan, "scan_input_directions", j, 0), false, true, false, NULL};
    body->args[nstate + j]->aux = h;
    if (x->type->dims[0] != TY_DYN) /* the length, where a source knows it */
      seq = x->type->dims[0];
  }
  bool any = false;
  for (IrOp *op = body->first; op; op = op->next) {
    Hoist *h = classify(ctx, op, scan);
    if (op->nresults == 1)
      op->results[0].aux = h;
    any |= h && h->has_matmul;
  }
  if (!any)
    goto out;
  /* Needed: every product with a use that stays, and what it is computed
   * from (earlier in the block, so a walk backwards sees each need first). */
  int nfront = 0;
  for (IrOp *op = body->last; op; op = op->prev) {
    Hoist *h = op->nresults == 1 ? info(&op->results[0]) : NULL;
    if (!h)
      continue;
    if (h->has_matmul)
      for (IrUse *u = op->results[0].uses; u && !h->front; u = u->next)
        h->front = stays(u, body);
    if (h->front) {
      h->needed = true;
      nfront++;
    }
    if (!h->needed)
      continue;
    if (h->unit_src) {
      info(h->unit_src)->needed = true;
      continue;
    }
    for (int i = 0; i < op->nopnds; i++)
      if (info(ir_op_operand(op, i)))
        info(ir_op_operand(op, i))->needed = true;
  }
  if (nfront == 0)
    goto out;
  /* Build the batched ops in body order (operands first); on any surprise
   * erase what was built and leave the Scan alone. */
  IrOp *first_built = NULL;
  for (IrOp *op = body->first; op; op = op->next) {
    Hoist *h = op->nresults == 1 ? info(&op->results[0]) : NULL;
    if (!h || !h->needed)
      continue;
    IrOp *b = build_batched(ctx, op, scan, seq);
    if (!b) {
      for (IrOp *p = scan->prev, *q; first_built && p; p = q) {
        q = p == first_built ? NULL : p->prev;
        ir_op_erase(p);
      }
      goto out;
    }
    if (!first_built)
      first_built = b;
    h->batched = &b->results[0];
  }
  /* Each product that stays used becomes a new scan input. */
  IrValue **opnds = malloc(sizeof(IrValue *) * (size_t)(scan->nopnds + nfront));
  int n = scan->nopnds;
  for (int i = 0; i < n; i++)
    opnds[i] = ir_op_operand(scan, i);
  for (IrOp *op = body->first; op; op = op->next) {
    Hoist *h = op->nresults == 1 ? info(&op->results[0]) : NULL;
    if (!h || !h->front)
      continue;
    IrValue *v = &op->results[0];
    IrType *rt = h->batched->type;
    IrType *row = ir_type_tensor(ctx, rt->elem, rt->rank - 1, rt->dims + 1);
    IrValue *arg = ir_block_add_arg(ctx, body, row, op->loc);
    arg->name = h->unit_src ? NULL : v->name; /* the row is the product the body read */
    IrValue *repl = arg;
    if (h->unit_src) { /* the body puts the unit axis back */
      IrOp *u = ir_op_operand(op, 0)->def_op;
      IrValue *uops[2] = {arg, u->nopnds == 2 ? ir_op_operand(u, 1) : NULL};
      IrType *vt = v->type;
      IrOp *nu = ir_op_create(ctx, OP_ONNX_UNSQUEEZE, NULL, u->loc, u->nopnds, uops, 1, &vt, 0);
      ir_op_set_attrs(ctx, nu, u->nattrs, u->attrs);
      ir_block_insert_before(body, op, nu);
      repl = &nu->results[0];
      repl->name = v->name;
    }
    for (IrUse *u = v->uses, *next; u; u = next) {
      next = u->next;
      if (stays(u, body) && u->owner != repl->def_op)
        ir_op_set_operand(u->owner, ir_use_index(u), repl);
    }
    append_list(ctx, scan, "scan_input_axes", n - nstate, 0);
    append_list(ctx, scan, "scan_input_directions", n - nstate, h->dir);
    opnds[n++] = h->batched;
  }
  ir_op_set_operands(ctx, scan, n, opnds);
  free(opnds);
  ir_op_set_attr(ctx, scan, "num_scan_inputs", ir_attr_int(ctx, ctx->i64_ty, n - nstate));
  /* The body's hoisted ops and what only they used are dead now. */
  for (IrOp *op = body->last, *prev; op; op = prev) {
    prev = op->prev;
    bool ours = op->nresults == 1 && (info(&op->results[0]) || ir_op_is(op, OP_ONNX_UNSQUEEZE));
    if (ours && !ir_value_has_uses(&op->results[0])) {
      op->results[0].aux = NULL;
      ir_op_erase(op);
    }
  }
  drop_unread_inputs(ctx, scan, body, nstate);
out:
  for (IrOp *op = body->first; op; op = op->next)
    for (int i = 0; i < op->nresults; i++)
      op->results[i].aux = NULL;
  for (int i = 0; i < body->nargs; i++)
    body->args[i]->aux = NULL;
}

static void visit(IrOp *op, void *data) {
  if (ir_op_is(op, OP_ONNX_SCAN))
    hoist_scan(data, op);
}

/* Clears the scratch pointer of op's results and of its regions' block
 * arguments: other passes leave their own data there, and the pass reads
 * aux as a Hoist for every operand it looks at. */
static bool clear_aux(IrOp *op, void *data) {
  (void)data;
  for (int i = 0; i < op->nresults; i++)
    op->results[i].aux = NULL;
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = ir_op_region(op, r)->first; b; b = b->next)
      for (int i = 0; i < b->nargs; i++)
        b->args[i]->aux = NULL;
  return true;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  ir_walk(module, clear_aux, NULL);
  /* Post-order: a Scan nested in another's body is rewritten first, and
   * the products it hoists are then candidates in the outer body. */
  ir_walk_post(module, visit, ctx);
  return true;
}

const IrPass onnx_hoist_scan_pass = {
    "onnx-hoist-scan",
    "compute an onnx.Scan body's matrix products of scan inputs for all steps at once, before "
    "the Scan (one MatMul over the rows instead of a vector-matrix product per step)",
    run,
    NULL,
    0,
};
