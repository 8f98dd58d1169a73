/* onnx_lower_extra.c: lowering of ReverseSequence, Det, MaxUnpool and
 * BatchNormalization's training mode (the batch's statistics; inference
 * goes to lw_lower_norm). */
#include "onnx_lower.h"

#define B (&L->b)

static IrValue *c(Lower *L, int64_t v) { return lw_cidx(L, v); }


/* ReverseSequence: out[t, b] = in[len[b] - 1 - t, b] for t < len[b], else
 * in[t, b] (t along time_axis, b along batch_axis); each length checked
 * against the time axis. */
bool lw_lower_reverse_sequence(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *lens = lw_operand(L, op, 1);
  int r = x->type->rank;
  int ba = (int)lw_int_attr(op, "batch_axis", 1), ta = (int)lw_int_attr(op, "time_axis", 0);
  IrValue **d = lw_all_dims(L, x);
  lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, lens, 0), d[ba]),
            "sequence_lens does not have the batch size");
  Nest ns;
  lw_nest_begin(L, &ns, 1, &d[ba], false);
  IrValue *n = lw_to_index(L, ir_build_load(B, lens, 1, ns.ivs));
  lw_assert(L, ir_build_binary(B, OP_ANDI, lw_cmp_idx(L, "sge", n, c(L, 0)), lw_cmp_idx(L, "sle", n, d[ta])),
            "a sequence length is negative or longer than the time axis");
  lw_nest_end(L, &ns);
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *t = ns.ivs[ta];
  n = lw_to_index(L, ir_build_load(B, lens, 1, &ns.ivs[ba]));
  IrValue *back = ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_SUBI, n, c(L, 1)), t);
  IrValue **ix = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    ix[i] = ns.ivs[i];
  ix[ta] = lw_select_idx(L, lw_cmp_idx(L, "slt", t, n), back, t);
  ir_build_store(B, ir_build_load(B, x, r, ix), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* The sum over every dimension of x but 1 (the channel) at channel ch of
 * x, or with mean of (x - mean)^2: loops carrying the sum. */
static IrValue *channel_sum(Lower *L, IrValue *x, IrValue *ch, IrValue *mean) {
  int r = x->type->rank;
  IrType *et = x->type->elem;
  IrValue *acc = lw_cf(L, et, 0);
  LwFor *f = arena_alloc(&L->ctx->arena, sizeof(LwFor) * (size_t)r);
  IrValue **ix = lw_vals(L, r);
  int nf = 0;
  for (int k = 0; k < r; k++) {
    if (k == 1) {
      ix[k] = ch;
      continue;
    }
    IrValue **it;
    ix[k] = lw_for_begin(L, &f[nf++], c(L, 0), lw_dim(L, x, k), 1, &acc, &it);
    acc = it[0];
  }
  IrValue *v = ir_build_load(B, x, r, ix);
  if (mean) {
    v = ir_build_binary(B, OP_SUBF, v, mean);
    v = ir_build_binary(B, OP_MULF, v, v);
  }
  acc = ir_build_binary(B, OP_ADDF, acc, v);
  while (nf > 0)
    acc = lw_for_end(L, &f[--nf], 1, &acc)[0];
  return acc;
}

/* BatchNormalization: in training mode the batch's mean and (population)
 * variance per channel normalise x, and the running mean and variance
 * move towards them by 1 - momentum (ONNX's reference); otherwise the
 * inference lowering. */
bool lw_lower_batchnorm(Lower *L, IrOp *op) {
  if (!lw_int_attr(op, "training_mode", 0))
    return lw_lower_norm(L, op);
  IrValue *x = lw_operand(L, op, 0), *s = lw_operand(L, op, 1), *bias = lw_operand(L, op, 2);
  IrValue *rmean = lw_operand(L, op, 3), *rvar = lw_operand(L, op, 4);
  int r = x->type->rank;
  IrType *et = x->type->elem;
  double eps = lw_float_attr(op, "epsilon", 1e-5), mom = lw_float_attr(op, "momentum", 0.9);
  IrValue **d = lw_all_dims(L, x);
  IrValue *n = c(L, 1);
  for (int k = 0; k < r; k++)
    if (k != 1)
      n = ir_build_binary(B, OP_MULI, n, d[k]);
  IrValue *nf = ir_build_cast(B, OP_UITOFP, ir_build_cast(B, OP_INDEX_CAST, n, L->ctx->i64_ty), et);
  IrValue *mean = lw_alloc(L, lw_memref_of(L, ir_op_operand(op, 3)->type), &d[1]);
  IrValue *var = lw_alloc(L, lw_memref_of(L, ir_op_operand(op, 4)->type), &d[1]);
  IrValue *om = op->nresults > 1 ? lw_alloc(L, lw_memref_of(L, op->results[1].type), &d[1]) : NULL;
  IrValue *ov = op->nresults > 2 ? lw_alloc(L, lw_memref_of(L, op->results[2].type), &d[1]) : NULL;
  Nest ns;
  lw_nest_begin_work(L, &ns, 1, &d[1], true, 64);
  IrValue *ch = ns.ivs[0];
  IrValue *m = ir_build_binary(B, OP_DIVF, channel_sum(L, x, ch, NULL), nf);
  IrValue *v = ir_build_binary(B, OP_DIVF, channel_sum(L, x, ch, m), nf);
  ir_build_store(B, m, mean, 1, &ch);
  ir_build_store(B, v, var, 1, &ch);
  IrValue *km = lw_cf(L, et, mom), *k1 = lw_cf(L, et, 1 - mom);
  if (om)
    ir_build_store(B, ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, ir_build_load(B, rmean, 1, &ch), km),
                                      ir_build_binary(B, OP_MULF, m, k1)), om, 1, &ch);
  if (ov)
    ir_build_store(B, ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, ir_build_load(B, rvar, 1, &ch), km),
                                      ir_build_binary(B, OP_MULF, v, k1)), ov, 1, &ch);
  lw_nest_end(L, &ns);
  IrValue *y = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  lw_nest_begin(L, &ns, r, d, true);
  ch = ns.ivs[1];
  IrValue *xv = ir_build_load(B, x, r, ns.ivs);
  IrValue *inv = ir_build_unary(B, OP_SQRT, ir_build_binary(B, OP_ADDF, ir_build_load(B, var, 1, &ch), lw_cf(L, et, eps)));
  IrValue *yv = ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_SUBF, xv, ir_build_load(B, mean, 1, &ch)), inv);
  yv = ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, yv, ir_build_load(B, s, 1, &ch)),
                       ir_build_load(B, bias, 1, &ch));
  ir_build_store(B, yv, y, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], y);
  if (om)
    lw_set(L, &op->results[1], om);
  if (ov)
    lw_set(L, &op->results[2], ov);
  return true;
}

/* Det: each matrix copied into a scratch buffer and reduced by Gaussian
 * elimination with partial pivoting (the largest |a[i][k]| below the
 * diagonal); the determinant is the product of the pivots, negated per row
 * swap; a zero pivot leaves it 0. Sequential over the batch (one scratch). */
bool lw_lower_det(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank, nb = r - 2;
  IrType *et = x->type->elem;
  IrValue **d = lw_all_dims(L, x);
  IrValue *m = d[r - 1], *z = c(L, 0), *one = c(L, 1);
  lw_assert(L, lw_cmp_idx(L, "eq", d[r - 2], m), "the matrices are not square");
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  int64_t sd[2] = {TY_DYN, TY_DYN};
  IrValue *md[2] = {m, m};
  IrValue *a = lw_alloc(L, ir_type_memref(L->ctx, et, 2, sd), md);
  Nest ns, cp;
  lw_nest_begin(L, &ns, nb, d, false);
  lw_nest_begin(L, &cp, 2, md, false);
  IrValue **xi = lw_vals(L, r);
  for (int i = 0; i < nb; i++)
    xi[i] = ns.ivs[i];
  xi[nb] = cp.ivs[0];
  xi[nb + 1] = cp.ivs[1];
  ir_build_store(B, ir_build_load(B, x, r, xi), a, 2, cp.ivs);
  lw_nest_end(L, &cp);
  IrValue *fz = lw_cf(L, et, 0), *f1 = lw_cf(L, et, 1);
  LwFor fk, fi, fj;
  IrValue **kt, **it;
  IrValue *init[1] = {f1};
  IrValue *k = lw_for_begin(L, &fk, z, m, 1, init, &kt);
  /* The pivot: the row at or below k with the largest |a[i][k]|. */
  IrValue *pin[2] = {fz, k};
  IrValue *i = lw_for_begin(L, &fi, k, m, 2, pin, &it);
  IrValue *ik[2] = {i, k};
  IrValue *v = ir_build_unary(B, OP_ABSF, ir_build_load(B, a, 2, ik));
  IrValue *better = ir_build_cmp(B, OP_CMPF, "ogt", v, it[0]);
  IrValue *py[2] = {ir_build_select(B, better, v, it[0]), lw_select_idx(L, better, i, it[1])};
  IrValue *p = lw_for_end(L, &fi, 2, py)[1];
  /* Swap rows k and p (p == k swaps a row with itself). */
  IrValue *j = lw_for_begin(L, &fj, z, m, 0, NULL, NULL);
  IrValue *kj[2] = {k, j}, *pj[2] = {p, j};
  IrValue *vk = ir_build_load(B, a, 2, kj), *vp = ir_build_load(B, a, 2, pj);
  ir_build_store(B, vp, a, 2, kj);
  ir_build_store(B, vk, a, 2, pj);
  lw_for_end(L, &fj, 0, NULL);
  IrValue *kk[2] = {k, k};
  IrValue *piv = ir_build_load(B, a, 2, kk);
  IrValue *det = ir_build_binary(B, OP_MULF, kt[0], piv);
  det = ir_build_select(B, lw_cmp_idx(L, "ne", p, k), ir_build_unary(B, OP_NEGF, det), det);
  IrValue *zero_piv = ir_build_cmp(B, OP_CMPF, "oeq", piv, fz);
  i = lw_for_begin(L, &fi, ir_build_binary(B, OP_ADDI, k, one), m, 0, NULL, NULL);
  IrValue *ik2[2] = {i, k};
  IrValue *f = ir_build_select(B, zero_piv, fz, ir_build_binary(B, OP_DIVF, ir_build_load(B, a, 2, ik2), piv));
  j = lw_for_begin(L, &fj, ir_build_binary(B, OP_ADDI, k, one), m, 0, NULL, NULL);
  IrValue *ij[2] = {i, j}, *kj2[2] = {k, j};
  IrValue *nv = ir_build_binary(B, OP_SUBF, ir_build_load(B, a, 2, ij),
                                ir_build_binary(B, OP_MULF, f, ir_build_load(B, a, 2, kj2)));
  ir_build_store(B, nv, a, 2, ij);
  lw_for_end(L, &fj, 0, NULL);
  lw_for_end(L, &fi, 0, NULL);
  det = lw_for_end(L, &fk, 1, &det)[0];
  ir_build_store(B, det, out, nb, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* MaxUnpool: zeros, then each X element stored where its index (flattened
 * over the default output shape, N and C included, as MaxPool's Indices
 * are) places it; with output_shape the same coordinates in that shape.
 * Sequential: a repeated index takes the last element. */
bool lw_lower_max_unpool(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *ind = lw_operand(L, op, 1), *os = lw_operand(L, op, 2);
  int r = x->type->rank, nsp = r - 2;
  int64_t *k, *s = NULL, *p = NULL;
  lw_const_list(L, op, "kernel_shape", op->nopnds, &k);
  int ns_ = lw_const_list(L, op, "strides", op->nopnds, &s),
      np = lw_const_list(L, op, "pads", op->nopnds, &p);
  IrValue **xd = lw_all_dims(L, x), **dd = lw_vals(L, r), **od = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    if (i < 2) {
      dd[i] = xd[i];
    } else {
      int j = i - 2;
      int64_t st = ns_ > 0 ? s[j] : 1, pad = np > 0 ? p[j] + p[j + nsp] : 0;
      dd[i] = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, ir_build_binary(B, OP_SUBI, xd[i], c(L, 1)), c(L, st)),
                              c(L, k[j] - pad));
    }
    IrValue *ix = c(L, i);
    od[i] = os ? lw_to_index(L, ir_build_load(B, os, 1, &ix)) : dd[i];
    if (os)
      lw_assert(L, lw_cmp_idx(L, "sge", od[i], c(L, 0)), "output_shape has a negative size");
  }
  if (os)
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, os, 0), c(L, r)), "output_shape does not have X's rank");
  IrType *rt = lw_memref_of(L, op->results[0].type);
  for (int i = 0; i < r; i++)
    if (rt->dims[i] != TY_DYN)
      lw_assert(L, lw_cmp_idx(L, "eq", od[i], c(L, rt->dims[i])), "output_shape differs from the result type");
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  ir_build_store(B, lw_cf(L, rt->elem, 0), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_nest_begin(L, &ns, r, xd, false);
  IrValue *q = lw_to_index(L, ir_build_load(B, ind, r, ns.ivs));
  IrValue **oi = lw_vals(L, r);
  IrValue *ok = lw_cmp_idx(L, "sge", q, c(L, 0));
  for (int i = r - 1; i >= 0; i--) {
    oi[i] = i ? ir_build_binary(B, OP_REMSI, q, dd[i]) : q;
    if (i)
      q = ir_build_binary(B, OP_DIVSI, q, dd[i]);
    ok = ir_build_binary(B, OP_ANDI, ok, lw_cmp_idx(L, "slt", oi[i], od[i]));
  }
  lw_assert(L, ok, "an index is outside the output");
  ir_build_store(B, ir_build_load(B, x, r, ns.ivs), out, r, oi);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}
