/* onnx_verify.c: the onnx dialect's verify hooks (the `verify` column of
 * onnx_ops.def), run by ir_verify after import, after parsing text that
 * holds onnx ops, and after every pass. Tensor ops must have exactly the
 * result type their operands and attributes imply (onnx_infer.c); Loop,
 * Scan and If must have bodies whose types fit their operands and results
 * the way the lowering relies on: a value is only ever copied into a type
 * at least as general as its own (same element type and rank, each size the
 * same or '?'), so no copy can write past a buffer. Messages name the node:
 * "'onnx.Reshape' op (node 'r1'): cannot reshape 4 elements into ...". */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../../ir/verify.h"
#include "onnx_dialect.h"
#include "onnx_infer.h"
#include "onnx_types.h"

__attribute__((format(printf, 3, 4))) static void node_error(IrVerifier *v, const IrOp *op,
                                                             const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = xvasprintf(fmt, ap);
  va_end(ap);
  int len;
  const char *name = onnx_node_name(op, &len);
  if (name)
    ir_verify_error(v, op, "(node '%.*s'): %s", len, name, msg);
  else
    ir_verify_error(v, op, "%s", msg);
  free(msg);
}

static const char *tstr(IrVerifier *v, const IrType *t) {
  return ir_type_str(ir_verifier_context(v), t);
}

static bool is_none(const IrValue *v) { return v->type->kind == TY_NONE; }

static bool is_ranked_tensor(const IrType *t) { return t->kind == TY_TENSOR && t->rank >= 0; }

/* What ONNX graphs pass around: ranked tensors, sequences, optionals. */
static bool is_value_type(IrContext *ctx, const IrType *t) {
  return is_ranked_tensor(t) || onnx_type_is_list(ctx, t);
}

/* Whether a value of type `from` may be copied into a buffer of type `to`:
 * same element type and rank, and every size of `to` is from's or '?'. */
static bool generalizes(IrContext *ctx, const IrType *to, const IrType *from) {
  if (to->kind == TY_OPAQUE || from->kind == TY_OPAQUE || to->kind == TY_DIALECT ||
      from->kind == TY_DIALECT) {
    /* Sequences and optionals: lowered to lists, which carry every
     * element's shape; reading one checks it (SequenceAt). */
    return onnx_type_is_list(ctx, to) && onnx_type_generalizes(ctx, to, from);
  }
  if (!is_ranked_tensor(to) || !is_ranked_tensor(from) || to->elem != from->elem ||
      to->rank != from->rank)
    return false;
  for (int i = 0; i < to->rank; i++)
    if (to->dims[i] != TY_DYN && to->dims[i] != from->dims[i])
      return false;
  return true;
}

/* Sizes that may agree at run time: equal, or one of them '?'. */
static bool dims_compatible(int64_t a, int64_t b) { return a == TY_DYN || b == TY_DYN || a == b; }

/* A one-element tensor of elem (or one of unknown size and rank <= 1, which
 * the lowering checks when it reads it). */
static bool check_scalarish(IrVerifier *v, const IrOp *op, const IrValue *x, IrType *elem,
                            const char *what) {
  if (is_none(x))
    return true;
  const IrType *t = x->type;
  int64_t n = is_ranked_tensor(t) ? ir_type_num_elements(t) : 0;
  if (is_ranked_tensor(t) && t->elem == elem && (n == 1 || (n < 0 && t->rank <= 1)))
    return true;
  node_error(v, op, "%s must be a one-element tensor of '%s', but got '%s'", what,
             tstr(v, elem), tstr(v, t));
  return false;
}

/* The single block of region r ending in onnx.Yield, or NULL after an error. */
static IrBlock *body_of(IrVerifier *v, IrOp *op, int r, const char *what, IrOp **yield) {
  IrBlock *b = op->regions[r]->first;
  IrOp *y = b ? b->last : NULL;
  if (!y || !ir_op_is(y, OP_ONNX_YIELD)) {
    node_error(v, op, "%s must end in 'onnx.Yield'", what);
    return NULL;
  }
  *yield = y;
  return b;
}

/* Entry i of an integer-list attribute, or dflt. */
/* ------------------------------- tensor ops ------------------------------ */

void onnx_verify_tensor_op(IrVerifier *v, IrOp *op) {
  if (op->nresults < 1) {
    node_error(v, op, "expects at least one result, got %d", op->nresults);
    return;
  }
  char *err = NULL;
  IrContext *ctx = ir_verifier_context(v);
  IrType **ts = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(op->nresults + 1));
  if (!onnx_infer_result_types(ctx, op, ts, &err)) {
    node_error(v, op, "%s", err);
    free(err);
    return;
  }
  for (int i = 0; i < op->nresults; i++)
    if (op->results[i].type != ts[i]) {
      node_error(v, op, "result %stype '%s' is not the type its operands and attributes imply, "
                        "'%s'",
                 op->nresults > 1 ? arena_printf(&ctx->arena, "%d ", i) : "",
                 tstr(v, op->results[i].type), tstr(v, ts[i]));
      return;
    }
}

void onnx_verify_constant(IrVerifier *v, IrOp *op) {
  IrAttr *a = ir_op_get_attr(op, "value");
  if (op->nopnds != 0 || op->nresults != 1) {
    node_error(v, op, "expects no operands and one result");
    return;
  }
  if (!a || a->kind != ATTR_DENSE || !is_ranked_tensor(a->type) ||
      ir_type_num_elements(a->type) < 0) {
    node_error(v, op, "requires a 'value' attribute holding a dense tensor of static shape");
    return;
  }
  if (a->type != op->results[0].type)
    node_error(v, op, "result type '%s' differs from the type of its value, '%s'",
               tstr(v, op->results[0].type), tstr(v, a->type));
}

void onnx_verify_novalue(IrVerifier *v, IrOp *op) {
  if (op->results[0].type->kind != TY_NONE)
    node_error(v, op, "result must be of type 'none', but got '%s'", tstr(v, op->results[0].type));
}

void onnx_verify_yield(IrVerifier *v, IrOp *op) {
  IrOp *p = ir_op_parent_op(op);
  if (!p || !(ir_op_is(p, OP_ONNX_LOOP) || ir_op_is(p, OP_ONNX_SCAN) || ir_op_is(p, OP_ONNX_IF) ||
             ir_op_is(p, OP_ONNX_SEQUENCEMAP)))
    node_error(v, op, "expects parent op 'onnx.Loop', 'onnx.Scan' or 'onnx.If'");
  for (int i = 0; i < op->nopnds; i++)
    if (!is_value_type(ir_verifier_context(v), ir_op_operand(op, i)->type)) {
      node_error(v, op, "operand #%d must be a ranked tensor, a sequence or an optional, but got '%s'", i,
                 tstr(v, ir_op_operand(op, i)->type));
      return;
    }
}

void onnx_verify_return(IrVerifier *v, IrOp *op) {
  IrOp *p = ir_op_parent_op(op);
  if (!p || !ir_op_is(p, OP_FUNC))
    node_error(v, op, "expects parent op 'func.func'");
  for (int i = 0; i < op->nopnds; i++)
    if (!is_value_type(ir_verifier_context(v), ir_op_operand(op, i)->type)) {
      node_error(v, op, "operand #%d must be a ranked tensor, a sequence or an optional, but got '%s'", i,
                 tstr(v, ir_op_operand(op, i)->type));
      return;
    }
}

/* -------------------------------- control -------------------------------- */

/* Loop(M, cond, v...) with body (i, cond, v...) -> (cond, v..., scans...). */
void onnx_verify_loop(IrVerifier *v, IrOp *op) {
  IrContext *ctx = ir_verifier_context(v);
  if (op->nopnds < 2) {
    node_error(v, op, "expects at least 2 operands (M, cond), got %d", op->nopnds);
    return;
  }
  if (!check_scalarish(v, op, ir_op_operand(op, 0), ctx->i64_ty, "trip count M") ||
      !check_scalarish(v, op, ir_op_operand(op, 1), ctx->i1_ty, "condition"))
    return;
  int nv = op->nopnds - 2;
  for (int k = 0; k < nv; k++)
    if (!is_value_type(ctx, ir_op_operand(op, 2 + k)->type)) {
      node_error(v, op, "loop-carried operand %d must be a ranked tensor, a sequence or an "
                        "optional", k);
      return;
    }
  IrOp *y;
  IrBlock *b = body_of(v, op, 0, "the body", &y);
  if (!b)
    return;
  if (b->nargs != op->nopnds) {
    node_error(v, op, "body has %d arguments, expected %d", b->nargs, op->nopnds);
    return;
  }
  if (b->args[0]->type != ir_type_tensor(ctx, ctx->i64_ty, 0, NULL) ||
      b->args[1]->type != ir_type_tensor(ctx, ctx->i1_ty, 0, NULL)) {
    node_error(v, op, "body arguments 0 and 1 must be 'tensor<i64>' and 'tensor<i1>'");
    return;
  }
  if (y->nopnds != 1 + op->nresults || op->nresults < nv) {
    node_error(v, op, "body yields %d values for %d results and %d carried values", y->nopnds,
               op->nresults, nv);
    return;
  }
  if (!check_scalarish(v, op, ir_op_operand(y, 0), ctx->i1_ty, "the body's condition output"))
    return;
  for (int k = 0; k < nv; k++) {
    IrType *arg = b->args[2 + k]->type, *init = ir_op_operand(op, 2 + k)->type;
    IrType *out = ir_op_operand(y, 1 + k)->type, *res = op->results[k].type;
    if (!generalizes(ctx, arg, init) || !generalizes(ctx, arg, out) || !generalizes(ctx, res, arg)) {
      node_error(v, op, "loop-carried value %d: body argument '%s' must generalize the initial "
                        "'%s' and the yielded '%s', and result '%s' the argument",
                 k, tstr(v, arg), tstr(v, init), tstr(v, out), tstr(v, res));
      return;
    }
  }
  for (int s = nv; s < op->nresults; s++) {
    IrType *row = ir_op_operand(y, 1 + s)->type, *res = op->results[s].type;
    bool ok = is_ranked_tensor(row) && is_ranked_tensor(res) && res->rank == row->rank + 1 &&
              res->elem == row->elem && res->dims[0] == TY_DYN;
    for (int i = 0; ok && i < row->rank; i++)
      ok = dims_compatible(res->dims[1 + i], row->dims[i]);
    if (!ok) {
      node_error(v, op, "scan output %d: result '%s' must stack the yielded '%s' along a "
                        "leading dimension of unknown size",
                 s - nv, tstr(v, res), tstr(v, row));
      return;
    }
  }
}

static IrType *drop_dim(IrContext *ctx, const IrType *t, int axis) {
  int64_t *d = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(t->rank + 1));
  for (int i = 0, j = 0; i < t->rank; i++)
    if (i != axis)
      d[j++] = t->dims[i];
  return ir_type_tensor(ctx, t->elem, t->rank - 1, d);
}

/* An axis attribute entry normalised into [0, rank), or -1. */
static int64_t axis_at(const IrOp *op, const char *name, int i, int64_t rank) {
  int64_t ax = onnx_list_at(op, name, i, 0);
  if (ax < -rank || ax >= rank)
    return -1;
  return ax < 0 ? ax + rank : ax;
}

/* Scan([sequence_lens,] states..., inputs...) with body (states..., rows...)
 * -> (states..., outputs...). Opset 8 adds a leading batch axis to all. */
void onnx_verify_scan(IrVerifier *v, IrOp *op) {
  IrContext *ctx = ir_verifier_context(v);
  bool v8 = onnx_func_opset(op) < 9;
  int first = v8 ? 1 : 0;
  IrAttr *nsa = ir_op_get_attr(op, "num_scan_inputs");
  if (!nsa || nsa->kind != ATTR_INT || nsa->u.i < 1 || nsa->u.i > op->nopnds - first) {
    node_error(v, op, "'num_scan_inputs' is missing or out of range");
    return;
  }
  int nin = (int)nsa->u.i, nstate = op->nopnds - first - nin;
  for (int i = first; i < op->nopnds; i++) {
    IrType *t = ir_op_operand(op, i)->type;
    if (!is_ranked_tensor(t) || t->rank < (v8 ? 1 : 0) + (i >= first + nstate)) {
      node_error(v, op, "operand #%d must be a ranked tensor with %s axis, but got '%s'", i,
                 v8 ? "a batch and a scan" : "a scan", tstr(v, t));
      return;
    }
  }
  IrOp *y;
  IrBlock *b = body_of(v, op, 0, "the body", &y);
  if (!b)
    return;
  if (b->nargs != nstate + nin || y->nopnds != op->nresults || op->nresults < nstate) {
    node_error(v, op, "body has %d arguments and yields %d values, for %d states, %d scan "
                      "inputs and %d results",
               b->nargs, y->nopnds, nstate, nin, op->nresults);
    return;
  }
  /* The sequence length and (opset 8) batch size, from the first input. */
  IrType *in0 = ir_op_operand(op, first + nstate)->type;
  int64_t batch = v8 ? in0->dims[0] : 0;
  int64_t ax0 = v8 ? 1 : axis_at(op, "scan_input_axes", 0, in0->rank);
  if (ax0 < 0) {
    node_error(v, op, "'scan_input_axes' entry 0 is out of range");
    return;
  }
  int64_t seq = in0->dims[ax0];
  for (int j = 0; j < nin; j++) {
    IrType *t = ir_op_operand(op, first + nstate + j)->type;
    if (v8 && !dims_compatible(t->dims[0], batch)) {
      node_error(v, op, "scan inputs differ in batch size");
      return;
    }
    IrType *u = v8 ? drop_dim(ctx, t, 0) : t;
    int64_t ax = v8 ? 0 : axis_at(op, "scan_input_axes", j, t->rank);
    if (ax < 0) {
      node_error(v, op, "'scan_input_axes' entry %d is out of range", j);
      return;
    }
    if (!dims_compatible(u->dims[ax], seq)) {
      node_error(v, op, "scan input %d has %lld rows, the first one %lld", j,
                 (long long)u->dims[ax], (long long)seq);
      return;
    }
    IrType *row = drop_dim(ctx, u, (int)ax);
    if (b->args[nstate + j]->type != row) {
      node_error(v, op, "body argument %d must be '%s' (a row of scan input %d), but got '%s'",
                 nstate + j, tstr(v, row), j, tstr(v, b->args[nstate + j]->type));
      return;
    }
  }
  for (int k = 0; k < nstate; k++) {
    IrType *init = ir_op_operand(op, first + k)->type;
    if (v8 && !dims_compatible(init->dims[0], batch)) {
      node_error(v, op, "state %d differs from the inputs in batch size", k);
      return;
    }
    IrType *st = v8 ? drop_dim(ctx, init, 0) : init;
    IrType *arg = b->args[k]->type, *out = ir_op_operand(y, k)->type;
    if (!generalizes(ctx, arg, st) || !generalizes(ctx, arg, out)) {
      node_error(v, op, "state %d: body argument '%s' must generalize the initial '%s' and the "
                        "yielded '%s'",
                 k, tstr(v, arg), tstr(v, st), tstr(v, out));
      return;
    }
  }
  /* Results: states as the body's arguments, outputs stacked along their
   * axis to seq rows; opset 8 stacks every result along the batch too. The
   * stacked sizes must be the input's (or '?'): rows are written by index. */
  for (int k = 0; k < op->nresults; k++) {
    IrType *res = op->results[k].type;
    IrType *inner = k < nstate ? b->args[k]->type : ir_op_operand(y, k)->type;
    int extra = (k >= nstate) + v8;
    bool ok = is_ranked_tensor(inner) && is_ranked_tensor(res) && res->elem == inner->elem &&
              res->rank == inner->rank + extra;
    int64_t ax = 0;
    if (ok && k >= nstate) {
      ax = v8 ? 0 : axis_at(op, "scan_output_axes", k - nstate, inner->rank + 1);
      ok = ax >= 0;
    }
    for (int i = 0, j = 0; ok && i < res->rank; i++) {
      int64_t want;
      if (v8 && i == 0)
        want = batch;
      else if (k >= nstate && i - v8 == ax)
        want = seq;
      else {
        ok = k >= nstate || v8 ? dims_compatible(res->dims[i], inner->dims[j])
                               : res->dims[i] == TY_DYN || res->dims[i] == inner->dims[j];
        j++;
        continue;
      }
      ok = res->dims[i] == TY_DYN || (res->dims[i] == want && want != TY_DYN);
    }
    if (!ok) {
      node_error(v, op, "result %d ('%s') does not fit the body's '%s'", k, tstr(v, res),
                 tstr(v, inner));
      return;
    }
  }
}

/* If(cond) with then/else bodies yielding one value per result. */
void onnx_verify_if(IrVerifier *v, IrOp *op) {
  IrContext *ctx = ir_verifier_context(v);
  if (op->nopnds != 1 || !check_scalarish(v, op, ir_op_operand(op, 0), ctx->i1_ty, "condition"))
    return;
  for (int r = 0; r < 2; r++) {
    IrOp *y;
    IrBlock *b = body_of(v, op, r, r ? "the else branch" : "the then branch", &y);
    if (!b)
      return;
    if (b->nargs || y->nopnds != op->nresults) {
      node_error(v, op, "%s takes %d arguments and yields %d values, expected 0 and %d",
                 r ? "the else branch" : "the then branch", b->nargs, y->nopnds, op->nresults);
      return;
    }
    for (int k = 0; k < op->nresults; k++)
      if (!generalizes(ctx, op->results[k].type, ir_op_operand(y, k)->type)) {
        node_error(v, op, "result %d ('%s') must generalize what %s yields, '%s'", k,
                   tstr(v, op->results[k].type), r ? "the else branch" : "the then branch",
                   tstr(v, ir_op_operand(y, k)->type));
        return;
      }
  }
}

/* SequenceMap(seq, extra...) with body (element or extra...) -> (elements...). */
void onnx_verify_seqmap(IrVerifier *v, IrOp *op) {
  IrContext *ctx = ir_verifier_context(v);
  if (op->nopnds < 1 || op->nresults < 1) {
    node_error(v, op, "expects at least one operand and one result");
    return;
  }
  IrOp *y;
  IrBlock *b = body_of(v, op, 0, "the body", &y);
  if (!b)
    return;
  if (b->nargs != op->nopnds || y->nopnds != op->nresults) {
    node_error(v, op, "body has %d arguments and yields %d values, expected %d and %d", b->nargs,
               y->nopnds, op->nopnds, op->nresults);
    return;
  }
  for (int i = 0; i < op->nopnds; i++) {
    IrType *t = ir_op_operand(op, i)->type, *a = b->args[i]->type;
    OnnxValueKind k = onnx_type_kind(ctx, t);
    bool ok = k == ONNX_VK_SEQ ? onnx_type_list_elem(ctx, t) == a : i > 0 && t == a;
    if (!ok || !is_ranked_tensor(a)) {
      node_error(v, op, "body argument %d ('%s') must be an element of operand %d ('%s')", i,
                 tstr(v, a), i, tstr(v, t));
      return;
    }
  }
  for (int i = 0; i < op->nresults; i++) {
    IrType *t = ir_op_operand(y, i)->type;
    if (!is_ranked_tensor(t) || op->results[i].type != onnx_type_seq(ctx, t, NULL)) {
      node_error(v, op, "result %d ('%s') must be the sequence of what the body yields, '%s'", i,
                 tstr(v, op->results[i].type), tstr(v, t));
      return;
    }
  }
}
