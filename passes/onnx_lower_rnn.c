/* onnx_lower_rnn.c: lowering of the recurrent operators RNN, GRU and LSTM
 * (ONNX's operator documentation) to a loop.for over time whose body
 * computes the gates (the products with W and R) and the new hidden and
 * cell states; the states live in buffers the loop updates. */
#include <string.h>

#include "onnx_lower.h"
#include "../dialects/onnx/onnx_rnn.h"

#define B (&L->b)

static IrValue *c(Lower *L, int64_t v) { return lw_cidx(L, v); }

static IrValue *add(Lower *L, IrValue *a, IrValue *b) { return ir_build_binary(B, OP_ADDF, a, b); }
static IrValue *mul(Lower *L, IrValue *a, IrValue *b) { return ir_build_binary(B, OP_MULF, a, b); }
static IrValue *addi(Lower *L, IrValue *a, IrValue *b) { return ir_build_binary(B, OP_ADDI, a, b); }

/* One activation function of the recurrent operators on x. */
static IrValue *activate(Lower *L, IrOp *op, const OnnxRnnAct *a, IrValue *x) {
  IrType *t = x->type;
  IrValue *z = lw_cf(L, t, 0), *one = lw_cf(L, t, 1);
  IrValue *al = lw_cf(L, t, a->alpha), *be = lw_cf(L, t, a->beta);
  switch (a->kind) {
  case RNN_RELU: return ir_build_binary(B, OP_MAXIMUMF, x, z);
  case RNN_TANH: return lw_scalar_tanh(L, op, &x, 1, t, false);
  case RNN_SIGMOID: return lw_scalar_sigmoid(L, op, &x, 1, t, false);
  case RNN_AFFINE: return add(L, mul(L, al, x), be);
  case RNN_LEAKYRELU:
    return ir_build_select(B, ir_build_cmp(B, OP_CMPF, "olt", x, z), mul(L, al, x), x);
  case RNN_THRESHOLDEDRELU:
    return ir_build_select(B, ir_build_cmp(B, OP_CMPF, "ogt", x, al), x, z);
  case RNN_SCALEDTANH: {
    IrValue *bx = mul(L, be, x);
    return mul(L, al, lw_scalar_tanh(L, op, &bx, 1, t, false));
  }
  case RNN_HARDSIGMOID: {
    IrValue *v = add(L, mul(L, al, x), be);
    return ir_build_binary(B, OP_MAXIMUMF, z, ir_build_binary(B, OP_MINIMUMF, one, v));
  }
  case RNN_ELU: {
    IrValue *em1 = ir_build_binary(B, OP_SUBF, ir_build_unary(B, OP_EXP, x), one);
    return ir_build_select(B, ir_build_cmp(B, OP_CMPF, "olt", x, z), mul(L, al, em1), x);
  }
  case RNN_SOFTSIGN:
    return ir_build_binary(B, OP_DIVF, x, add(L, one, ir_build_unary(B, OP_ABSF, x)));
  case RNN_SOFTPLUS:
    return ir_build_unary(B, OP_LOG, add(L, ir_build_unary(B, OP_EXP, x), one));
  }
  return x;
}

/* The state of one lowering. */
typedef struct Rnn {
  OnnxRnn r;
  IrOp *op;
  IrValue *x, *w, *rw, *bias, *lens, *h0, *c0, *p;
  IrValue *seq, *batch, *isz, *hid; /* sizes (index) */
  double clip;                      /* 0: none */
  bool lbr, input_forget;
  int d;       /* the direction being built */
  bool rev;    /* whether it runs backwards */
  const OnnxRnnAct *act; /* its activation functions (f, g, h) */
} Rnn;

/* f, g or h (k = 0, 1, 2) of the direction, after the clip. */
static IrValue *act(Lower *L, Rnn *s, int k, IrValue *x) {
  if (s->clip > 0) {
    IrValue *cl = lw_cf(L, x->type, s->clip), *ncl = lw_cf(L, x->type, -s->clip);
    x = ir_build_binary(B, OP_MAXIMUMF, ncl, ir_build_binary(B, OP_MINIMUMF, cl, x));
  }
  return activate(L, s->op, &s->act[k], x);
}

/* acc + sum over k < n of a[ia with k at ka] * b[ib with k at kb]. */
static IrValue *dot(Lower *L, IrValue *acc, IrValue *n, IrValue *a, IrValue **ia, int ka,
                    IrValue *b, IrValue **ib, int kb) {
  LwFor fc;
  IrValue **it;
  IrValue *k = lw_for_begin(L, &fc, c(L, 0), n, 1, &acc, &it);
  int ra = a->type->rank, rb = b->type->rank;
  IrValue **xa = lw_vals(L, ra), **xb = lw_vals(L, rb);
  memcpy(xa, ia, sizeof(IrValue *) * (size_t)ra);
  memcpy(xb, ib, sizeof(IrValue *) * (size_t)rb);
  xa[ka] = k;
  xb[kb] = k;
  IrValue *v = add(L, it[0], mul(L, ir_build_load(B, a, ra, xa), ir_build_load(B, b, rb, xb)));
  return lw_for_end(L, &fc, 1, &v)[0];
}

/* The index of element (d, b, j) of a [dirs, batch, hidden] tensor, or of
 * [batch, dirs, hidden] with layout 1. */
static IrValue **state_ix(Lower *L, Rnn *s, IrValue *b, IrValue *j) {
  IrValue **ix = lw_vals(L, 3);
  ix[s->r.layout] = c(L, s->d);
  ix[1 - s->r.layout] = b;
  ix[2] = j;
  return ix;
}

/* The sequence length of batch entry b (the whole sequence without
 * sequence_lens). */
static IrValue *seq_len(Lower *L, Rnn *s, IrValue *b) {
  if (!s->lens)
    return s->seq;
  return lw_to_index(L, ir_build_load(B, s->lens, 1, &b));
}

/* A [batch, n] buffer; its sizes in its type where the types tell them
 * (n: hidden_size times k). */
static IrValue *buffer(Lower *L, Rnn *s, IrValue *n, int k) {
  int64_t hs = s->rw->type->dims[2];
  int64_t d[2] = {s->x->type->dims[1 - s->r.layout], hs == TY_DYN ? TY_DYN : k * hs};
  IrValue *dims[2] = {s->batch, n};
  return lw_alloc(L, ir_type_memref(L->ctx, s->x->type->elem, 2, d), dims);
}

/* Bias element k of the direction: the input bias (part 0) or the
 * recurrence bias (part 1); 0 without B. */
static IrValue *bias(Lower *L, Rnn *s, int part, IrValue *k) {
  if (!s->bias)
    return lw_cf(L, s->x->type->elem, 0);
  IrValue *gh = ir_build_binary(B, OP_MULI, c(L, s->r.gates), s->hid);
  IrValue *ix[2] = {c(L, s->d), part ? addi(L, gh, k) : k};
  return ir_build_load(B, s->bias, 2, ix);
}

/* Row g * hidden + j of W or R (gate g's row j). */
static IrValue *row(Lower *L, Rnn *s, int g, IrValue *j) {
  return addi(L, ir_build_binary(B, OP_MULI, c(L, g), s->hid), j);
}

/* The position of step t for an entry of sequence length len: t
 * forwards; backwards the sequence's own end first (len - 1 - t), and past
 * its end t itself (a step that only writes Y's zeros), so that the steps
 * write each of Y's positions once. */
static IrValue *step_pos(Lower *L, Rnn *s, IrValue *t, IrValue *len, IrValue *valid) {
  if (!s->rev)
    return t;
  IrValue *back = ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_SUBI, len, c(L, 1)), t);
  return lw_select_idx(L, valid, back, t);
}

/* One direction: the state buffers h (and c) from initial_h (initial_c)
 * or zeros, then for each time step the gates' products into gx (input)
 * and gr (recurrence), then the new states, written to Y at the step's
 * position; Y_h and Y_c get the last states. */
static void direction(Lower *L, Rnn *s, IrValue *y, IrValue *yh, IrValue *yc) {
  bool lstm = s->r.gates == 4, gru = s->r.gates == 3;
  IrType *et = s->x->type->elem;
  IrValue *gh = ir_build_binary(B, OP_MULI, c(L, s->r.gates), s->hid);
  IrValue *h = buffer(L, s, s->hid, 1), *hn = buffer(L, s, s->hid, 1);
  IrValue *cs = lstm ? buffer(L, s, s->hid, 1) : NULL, *cn = lstm ? buffer(L, s, s->hid, 1) : NULL;
  IrValue *gx = buffer(L, s, gh, s->r.gates), *gr = buffer(L, s, gh, s->r.gates);
  IrValue *rh = gru && !s->lbr ? buffer(L, s, s->hid, 1) : NULL;
  IrValue *bh[2] = {s->batch, s->hid}, *bg[2] = {s->batch, gh};
  Nest ns;
  lw_nest_begin(L, &ns, 2, bh, true);
  IrValue *b = ns.ivs[0], *j = ns.ivs[1];
  IrValue *z = lw_cf(L, et, 0);
  ir_build_store(B, s->h0 ? ir_build_load(B, s->h0, 3, state_ix(L, s, b, j)) : z, h, 2, ns.ivs);
  if (lstm)
    ir_build_store(B, s->c0 ? ir_build_load(B, s->c0, 3, state_ix(L, s, b, j)) : z, cs, 2, ns.ivs);
  lw_nest_end(L, &ns);

  L->loop_depth++;
  LwFor fc;
  IrValue *t = lw_for_begin(L, &fc, c(L, 0), s->seq, 0, NULL, NULL);
  int64_t work = s->x->type->dims[2] == TY_DYN ? 64 : s->x->type->dims[2];
  lw_nest_begin_work(L, &ns, 2, bg, true, work + 1);
  b = ns.ivs[0];
  j = ns.ivs[1];
  IrValue *len = seq_len(L, s, b);
  IrValue *valid = lw_cmp_idx(L, "slt", t, len);
  IrValue *pos = step_pos(L, s, t, len, valid);
  IrValue *xi[3] = {s->r.layout ? b : pos, s->r.layout ? pos : b, NULL};
  IrValue *wi[3] = {c(L, s->d), j, NULL};
  ir_build_store(B, dot(L, bias(L, s, 0, j), s->isz, s->x, xi, 2, s->w, wi, 2), gx, 2, ns.ivs);
  IrValue *hi[2] = {b, NULL};
  ir_build_store(B, dot(L, bias(L, s, 1, j), s->hid, h, hi, 1, s->rw, wi, 2), gr, 2, ns.ivs);
  lw_nest_end(L, &ns);
  if (rh) {
    /* GRU without linear_before_reset: the reset gate times the state
     * (r (.) H), which the hidden gate's product with R takes. */
    lw_nest_begin(L, &ns, 2, bh, true);
    IrValue *ri[2] = {ns.ivs[0], row(L, s, 1, ns.ivs[1])};
    IrValue *r = act(L, s, 0, add(L, ir_build_load(B, gx, 2, ri), ir_build_load(B, gr, 2, ri)));
    ir_build_store(B, mul(L, r, ir_build_load(B, h, 2, ns.ivs)), rh, 2, ns.ivs);
    lw_nest_end(L, &ns);
  }
  lw_nest_begin_work(L, &ns, 2, bh, true, 16);
  b = ns.ivs[0];
  j = ns.ivs[1];
  len = seq_len(L, s, b);
  valid = lw_cmp_idx(L, "slt", t, len);
  pos = step_pos(L, s, t, len, valid);
  IrValue *hp = ir_build_load(B, h, 2, ns.ivs), *hv, *cv = NULL, *cp = NULL;
#define GATE(g) add(L, ir_build_load(B, gx, 2, (IrValue *[]){b, row(L, s, g, j)}), \
                    ir_build_load(B, gr, 2, (IrValue *[]){b, row(L, s, g, j)}))
  if (gru) {
    IrValue *zg = act(L, s, 0, GATE(0));
    IrValue *hx = ir_build_load(B, gx, 2, (IrValue *[]){b, row(L, s, 2, j)}), *hr;
    if (s->lbr) {
      IrValue *r = act(L, s, 0, GATE(1));
      hr = mul(L, r, ir_build_load(B, gr, 2, (IrValue *[]){b, row(L, s, 2, j)}));
    } else {
      IrValue *ri[2] = {b, NULL}, *wr[3] = {c(L, s->d), row(L, s, 2, j), NULL};
      hr = dot(L, bias(L, s, 1, row(L, s, 2, j)), s->hid, rh, ri, 1, s->rw, wr, 2);
    }
    IrValue *ht = act(L, s, 1, add(L, hx, hr));
    hv = add(L, mul(L, ir_build_binary(B, OP_SUBF, lw_cf(L, et, 1), zg), ht), mul(L, zg, hp));
  } else if (lstm) {
    cp = ir_build_load(B, cs, 2, ns.ivs);
    IrValue *pi = NULL, *po = NULL, *pf = NULL;
    if (s->p) {
      pi = ir_build_load(B, s->p, 2, (IrValue *[]){c(L, s->d), row(L, s, 0, j)});
      po = ir_build_load(B, s->p, 2, (IrValue *[]){c(L, s->d), row(L, s, 1, j)});
      pf = ir_build_load(B, s->p, 2, (IrValue *[]){c(L, s->d), row(L, s, 2, j)});
    }
    IrValue *ig = GATE(0), *og = GATE(1), *fg = GATE(2), *cg = GATE(3);
    IrValue *i = act(L, s, 0, pi ? add(L, ig, mul(L, pi, cp)) : ig);
    IrValue *f = s->input_forget ? ir_build_binary(B, OP_SUBF, lw_cf(L, et, 1), i)
                                 : act(L, s, 0, pf ? add(L, fg, mul(L, pf, cp)) : fg);
    cv = add(L, mul(L, f, cp), mul(L, i, act(L, s, 1, cg)));
    IrValue *o = act(L, s, 0, po ? add(L, og, mul(L, po, cv)) : og);
    hv = mul(L, o, act(L, s, 2, cv));
  } else {
    hv = act(L, s, 0, GATE(0));
  }
#undef GATE
  ir_build_store(B, ir_build_select(B, valid, hv, hp), hn, 2, ns.ivs);
  if (lstm)
    ir_build_store(B, ir_build_select(B, valid, cv, cp), cn, 2, ns.ivs);
  IrValue *yi[4];
  if (s->r.layout) {
    yi[0] = b, yi[1] = pos, yi[2] = c(L, s->d), yi[3] = j;
  } else {
    yi[0] = pos, yi[1] = c(L, s->d), yi[2] = b, yi[3] = j;
  }
  ir_build_store(B, ir_build_select(B, valid, hv, lw_cf(L, et, 0)), y, 4, yi);
  lw_nest_end(L, &ns);
  lw_copy(L, hn, h);
  if (lstm)
    lw_copy(L, cn, cs);
  lw_for_end(L, &fc, 0, NULL);
  L->loop_depth--;

  lw_nest_begin(L, &ns, 2, bh, true);
  b = ns.ivs[0];
  j = ns.ivs[1];
  if (yh)
    ir_build_store(B, ir_build_load(B, h, 2, ns.ivs), yh, 3, state_ix(L, s, b, j));
  if (yc)
    ir_build_store(B, ir_build_load(B, cs, 2, ns.ivs), yc, 3, state_ix(L, s, b, j));
  lw_nest_end(L, &ns);
}

/* Checks at run time that dim i of v is n where its type does not say. */
static void check_dim(Lower *L, IrValue *v, int i, IrValue *n, const char *what) {
  if (v && v->type->dims[i] == TY_DYN)
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, v, i), n), "dimension %d of %s does not match", i,
              what);
}

/* RNN, GRU and LSTM. */
bool lw_lower_rnn(Lower *L, IrOp *op) {
  Rnn s;
  memset(&s, 0, sizeof s);
  char err[160];
  if (!onnx_rnn_parse(op, &s.r, err, sizeof err))
    return lw_error(L, op, "%s", err);
  s.op = op;
  bool lstm = s.r.gates == 4;
  s.x = lw_operand(L, op, 0);
  s.w = lw_operand(L, op, 1);
  s.rw = lw_operand(L, op, 2);
  s.bias = lw_operand(L, op, 3);
  s.lens = lw_operand(L, op, 4);
  s.h0 = lw_operand(L, op, 5);
  s.c0 = lstm ? lw_operand(L, op, 6) : NULL;
  s.p = lstm ? lw_operand(L, op, 7) : NULL;
  s.clip = lw_float_attr(op, "clip", 0);
  s.lbr = lw_int_attr(op, "linear_before_reset", 0) != 0;
  s.input_forget = lw_int_attr(op, "input_forget", 0) != 0;
  int lay = s.r.layout;
  s.seq = lw_dim(L, s.x, lay);
  s.batch = lw_dim(L, s.x, 1 - lay);
  s.isz = lw_dim(L, s.x, 2);
  s.hid = lw_dim(L, s.rw, 2);
  IrValue *gh = ir_build_binary(B, OP_MULI, c(L, s.r.gates), s.hid);
  IrValue *dirs = c(L, s.r.dirs);
  check_dim(L, s.w, 0, dirs, "W");
  check_dim(L, s.w, 1, gh, "W");
  check_dim(L, s.w, 2, s.isz, "W");
  check_dim(L, s.rw, 0, dirs, "R");
  check_dim(L, s.rw, 1, gh, "R");
  check_dim(L, s.bias, 0, dirs, "B");
  check_dim(L, s.bias, 1, ir_build_binary(B, OP_MULI, c(L, 2), gh), "B");
  check_dim(L, s.lens, 0, s.batch, "sequence_lens");
  IrValue *st[2] = {s.h0, s.c0};
  for (int k = 0; k < 2; k++) {
    check_dim(L, st[k], lay, dirs, k ? "initial_c" : "initial_h");
    check_dim(L, st[k], 1 - lay, s.batch, k ? "initial_c" : "initial_h");
    check_dim(L, st[k], 2, s.hid, k ? "initial_c" : "initial_h");
  }
  check_dim(L, s.p, 0, dirs, "P");
  check_dim(L, s.p, 1, ir_build_binary(B, OP_MULI, c(L, 3), s.hid), "P");
  if (s.lens) {
    /* A length outside [0, seq_length] would index X out of its bounds. */
    Nest ns;
    lw_nest_begin(L, &ns, 1, &s.batch, false);
    IrValue *n = lw_to_index(L, ir_build_load(B, s.lens, 1, ns.ivs));
    lw_assert(L, ir_build_binary(B, OP_ANDI, lw_cmp_idx(L, "sge", n, c(L, 0)),
                                 lw_cmp_idx(L, "sle", n, s.seq)),
              "a sequence length is negative or longer than the sequence");
    lw_nest_end(L, &ns);
  }
  IrValue *res[3] = {NULL, NULL, NULL};
  for (int i = 0; i < op->nresults; i++) {
    IrType *mt = lw_memref_of(L, op->results[i].type);
    IrValue *dims[4];
    if (i == 0) {
      IrValue *yd[4] = {s.seq, dirs, s.batch, s.hid}, *yl[4] = {s.batch, s.seq, dirs, s.hid};
      memcpy(dims, lay ? yl : yd, sizeof yd);
    } else {
      IrValue *hd[3] = {dirs, s.batch, s.hid}, *hl[3] = {s.batch, dirs, s.hid};
      memcpy(dims, lay ? hl : hd, sizeof hd);
    }
    res[i] = lw_alloc(L, mt, dims);
  }
  for (int d = 0; d < s.r.dirs; d++) {
    s.d = d;
    s.rev = s.r.dirs == 2 ? d == 1 : s.r.reverse;
    s.act = &s.r.act[d * s.r.nact];
    direction(L, &s, res[0], res[1], res[2]);
  }
  for (int i = 0; i < op->nresults; i++)
    lw_set(L, &op->results[i], res[i]);
  return true;
}
