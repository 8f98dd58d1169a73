/* onnx_infer_rnn.c: the attributes and result types of the recurrent
 * operators RNN, GRU and LSTM (ONNX's operator documentation, opsets 7 to
 * 14: layout from 14). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "onnx_infer_internal.h"
#include "onnx_rnn.h"

/* The activation functions ONNX names for the recurrent operators, with
 * whether each takes alpha and beta and their defaults (those of ONNX
 * Runtime, which consumes activation_alpha and activation_beta in order,
 * one value for each function that takes one). */
static const struct {
  const char *name;
  OnnxRnnActKind kind;
  bool has_alpha, has_beta;
  double alpha, beta;
} acts[] = {
    {"Relu", RNN_RELU, false, false, 0, 0},
    {"Tanh", RNN_TANH, false, false, 0, 0},
    {"Sigmoid", RNN_SIGMOID, false, false, 0, 0},
    {"Affine", RNN_AFFINE, true, true, 1.0, 0.0},
    {"LeakyRelu", RNN_LEAKYRELU, true, false, 0.01, 0},
    {"ThresholdedRelu", RNN_THRESHOLDEDRELU, true, false, 1.0, 0},
    {"ScaledTanh", RNN_SCALEDTANH, true, true, 1.0, 1.0},
    {"HardSigmoid", RNN_HARDSIGMOID, true, true, 0.2, 0.5},
    {"Elu", RNN_ELU, true, false, 1.0, 0},
    {"Softsign", RNN_SOFTSIGN, false, false, 0, 0},
    {"Softplus", RNN_SOFTPLUS, false, false, 0, 0},
};

static bool str_is(const IrAttr *a, const char *want) {
  return a->u.s.len == strlen(want) && memcmp(a->u.s.str, want, a->u.s.len) == 0;
}

/* Element i of a list of floats attribute, or NULL. */
static const IrAttr *float_at(const IrAttr *a, int i) {
  if (!a || a->kind != ATTR_ARRAY || i >= a->u.array.n || a->u.array.elts[i]->kind != ATTR_FLOAT)
    return NULL;
  return a->u.array.elts[i];
}

bool onnx_rnn_parse(const IrOp *op, OnnxRnn *r, char *err, size_t n) {
  bool gru = ir_op_is(op, OP_ONNX_GRU), lstm = ir_op_is(op, OP_ONNX_LSTM);
  memset(r, 0, sizeof *r);
  r->gates = lstm ? 4 : gru ? 3 : 1;
  r->nact = lstm ? 3 : gru ? 2 : 1;
  r->dirs = 1;
  IrAttr *d = ir_op_get_attr(op, "direction");
  if (d && (d->kind != ATTR_STRING ||
            (!str_is(d, "forward") && !str_is(d, "reverse") && !str_is(d, "bidirectional")))) {
    snprintf(err, n, "'direction' must be 'forward', 'reverse' or 'bidirectional'");
    return false;
  }
  if (d && str_is(d, "bidirectional"))
    r->dirs = 2;
  r->reverse = d && str_is(d, "reverse");
  int64_t layout = oi_attr_int(op, "layout", 0);
  if (layout != 0 && layout != 1) {
    snprintf(err, n, "'layout' must be 0 or 1");
    return false;
  }
  r->layout = (int)layout;
  IrAttr *names = ir_op_get_attr(op, "activations");
  int want = r->nact * r->dirs;
  int given = names ? (names->kind == ATTR_ARRAY ? names->u.array.n : -1) : 0;
  if (names && given != want && !(r->dirs == 2 && given == r->nact)) {
    snprintf(err, n, "'activations' must name %d functions (%d for each direction), not %d", want,
             r->nact, given);
    return false;
  }
  IrAttr *alphas = ir_op_get_attr(op, "activation_alpha");
  IrAttr *betas = ir_op_get_attr(op, "activation_beta");
  int ia = 0, ib = 0;
  for (int i = 0; i < want; i++) {
    if (!names) {
      /* f = Sigmoid, g = h = Tanh (RNN: f = Tanh). */
      int k = i % r->nact;
      r->act[i].kind = r->gates == 1 || k > 0 ? RNN_TANH : RNN_SIGMOID;
      continue;
    }
    /* A bidirectional op given one direction's functions uses them for both. */
    const IrAttr *s = names->u.array.elts[given == want ? i : i % r->nact];
    size_t j = 0;
    while (j < sizeof acts / sizeof acts[0] &&
           !(s->kind == ATTR_STRING && s->u.s.len == strlen(acts[j].name) &&
             strncasecmp(s->u.s.str, acts[j].name, s->u.s.len) == 0))
      j++;
    if (j == sizeof acts / sizeof acts[0]) {
      snprintf(err, n, "activation '%.*s' is not one of ONNX's recurrent activation functions",
               s->kind == ATTR_STRING ? (int)s->u.s.len : 0, s->kind == ATTR_STRING ? s->u.s.str : "");
      return false;
    }
    r->act[i] = (OnnxRnnAct){acts[j].kind, acts[j].alpha, acts[j].beta};
    const IrAttr *v;
    if (acts[j].has_alpha && (v = float_at(alphas, ia++)))
      r->act[i].alpha = v->u.f;
    if (acts[j].has_beta && (v = float_at(betas, ib++)))
      r->act[i].beta = v->u.f;
  }
  return true;
}

/* Whether dim a (of a type) may equal b (TY_DYN: not known). */
static bool dim_ok(int64_t a, int64_t b) { return a == TY_DYN || b == TY_DYN || a == b; }

/* The result types of RNN, GRU and LSTM: Y [seq, dirs, batch, hidden]
 * (layout 1: [batch, seq, dirs, hidden]), Y_h and (LSTM) Y_c [dirs,
 * batch, hidden] (layout 1: [batch, dirs, hidden]). Inputs: X, W, R, B,
 * sequence_lens, initial_h, and for LSTM initial_c and P. */
IrType *oi_rnn(Infer *in) {
  IrOp *op = in->op;
  OnnxRnn r;
  char err[160];
  if (!onnx_rnn_parse(op, &r, err, sizeof err))
    return oi_fail(in, "%s", err);
  bool lstm = r.gates == 4;
  if (!oi_need_inputs(in, 3, lstm ? 8 : 6))
    return NULL;
  IrType *x = in->t0, *w = in->ops[1]->type, *rt = in->ops[2]->type;
  if (!oi_is_float(x) || x->rank != 3)
    return oi_fail(in, "X must be a 3-D float tensor");
  if (w->elem != x->elem || rt->elem != x->elem || w->rank != 3 || rt->rank != 3)
    return oi_fail(in, "W and R must be 3-D tensors of X's element type");
  int64_t hs = oi_attr_int(op, "hidden_size", TY_DYN);
  if (hs != TY_DYN && hs < 1)
    return oi_fail(in, "'hidden_size' must be positive");
  if (hs == TY_DYN)
    hs = rt->dims[2];
  int64_t gh = hs == TY_DYN ? TY_DYN : r.gates * hs;
  int64_t seq = x->dims[r.layout], batch = x->dims[1 - r.layout];
  if (!dim_ok(w->dims[0], r.dirs) || !dim_ok(w->dims[1], gh) || !dim_ok(w->dims[2], x->dims[2]))
    return oi_fail(in, "W must be [num_directions, %d*hidden_size, input_size]", r.gates);
  if (!dim_ok(rt->dims[0], r.dirs) || !dim_ok(rt->dims[1], gh) || !dim_ok(rt->dims[2], hs))
    return oi_fail(in, "R must be [num_directions, %d*hidden_size, hidden_size]", r.gates);
  int nops = op->nopnds;
  for (int i = 3; i < nops; i++) {
    IrType *t = in->ops[i]->type;
    if (oi_is_none(in->ops[i]))
      continue;
    if (i == 4) {
      if (t->rank != 1 || t->elem != in->ctx->i32_ty || !dim_ok(t->dims[0], batch))
        return oi_fail(in, "sequence_lens must be a 1-D int32 tensor of the batch size");
      continue;
    }
    if (t->elem != x->elem)
      return oi_fail(in, "input %d must have X's element type", i);
    if (i == 3 && (t->rank != 2 || !dim_ok(t->dims[0], r.dirs) ||
                   !dim_ok(t->dims[1], gh == TY_DYN ? TY_DYN : 2 * gh)))
      return oi_fail(in, "B must be [num_directions, %d*hidden_size]", 2 * r.gates);
    if ((i == 5 || i == 6) &&
        (t->rank != 3 || !dim_ok(t->dims[r.layout], r.dirs) ||
         !dim_ok(t->dims[1 - r.layout], batch) || !dim_ok(t->dims[2], hs)))
      return oi_fail(in, "%s must be %s", i == 5 ? "initial_h" : "initial_c",
                     r.layout ? "[batch_size, num_directions, hidden_size]"
                              : "[num_directions, batch_size, hidden_size]");
    if (i == 7 && (t->rank != 2 || !dim_ok(t->dims[0], r.dirs) ||
                   !dim_ok(t->dims[1], hs == TY_DYN ? TY_DYN : 3 * hs)))
      return oi_fail(in, "P must be [num_directions, 3*hidden_size]");
  }
  int64_t yd[4] = {seq, r.dirs, batch, hs}, yl[4] = {batch, seq, r.dirs, hs};
  int64_t hd[3] = {r.dirs, batch, hs}, hl[3] = {batch, r.dirs, hs};
  in->nres = lstm ? 3 : 2;
  IrType *ht = oi_tensor(in, x->elem, 3, r.layout ? hl : hd);
  /* in->res has room for the op's results only. */
  if (op->nresults > 1)
    in->res[1] = ht;
  if (lstm && op->nresults > 2)
    in->res[2] = ht;
  return oi_tensor(in, x->elem, 4, r.layout ? yl : yd);
}
