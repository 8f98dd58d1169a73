/* onnx_infer_nn.c: result types of the reductions beyond ReduceSum, the
 * softmax family, ArgMax/ArgMin, index ops (GatherElements, Trilu,
 * ConstantOfShape, Tile), the elementwise ops added with them (Mod,
 * BitShift, Sum/Mean...; the unary ones take oi_unary), pooling,
 * convolution, normalization, losses: the `infer` functions of their rows
 * in onnx_operators.def. */
#include <string.h>

#include "onnx_infer_internal.h"

/* Reduce*(data [, axes]) with keepdims and noop_with_empty_axes. */
IrType *oi_reduce(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  if (!oi_need_inputs(in, 1, 2))
    return NULL;
  IrType *t0 = ir_op_operand(op, 0)->type;
  const int64_t *axes = NULL;
  int64_t na = oi_int_list(in, "axes", 1, &axes);
  if (na == -3)
    return NULL;
  bool keep = oi_attr_int(op, "keepdims", 1);
  bool noop = oi_attr_int(op, "noop_with_empty_axes", 0);
  int rank = t0->rank;
  if (na == -2) {
    /* Axes known when the program runs: distinct ones (checked then), as
     * many as the operand's length. */
    int64_t m = ir_op_operand(op, 1)->type->dims[0];
    if (m == TY_DYN)
      return oi_fail(in, "'axes' must be a constant or of known length");
    if (m == 0)
      na = 0;
    else {
      if (m > rank)
        return oi_fail(in, "'axes' has more entries than the input has dimensions");
      int64_t r = keep ? rank : rank - m;
      int64_t *d = oi_dims_alloc(in, (int)r);
      for (int i = 0; i < r; i++)
        d[i] = keep ? (t0->dims[i] == 1 ? 1 : TY_DYN) : TY_DYN;
      return oi_tensor(in, t0->elem, r, d);
    }
  }
  char *mark = arena_alloc(&ctx->arena, (size_t)rank + 1);
  memset(mark, 0, (size_t)rank + 1);
  if (na <= 0) {
    if (noop)
      return t0;
    memset(mark, 1, (size_t)rank);
  }
  for (int64_t k = 0; k < na; k++) {
    int64_t ax = axes[k];
    if (!oi_norm_axis(in, &ax, rank))
      return NULL;
    mark[ax] = 1;
  }
  int64_t *d = oi_dims_alloc(in, rank);
  int j = 0;
  for (int i = 0; i < rank; i++) {
    if (!mark[i])
      d[j++] = t0->dims[i];
    else if (keep)
      d[j++] = 1;
  }
  return oi_tensor(in, t0->elem, j, d);
}

static bool is_int(const IrType *t) { return t->elem->kind == TY_INT && t->elem->width > 1; }

static bool str_attr_is(const IrOp *op, const char *name, const char *dflt, const char *want) {
  IrAttr *a = ir_op_get_attr(op, name);
  const char *s = a && a->kind == ATTR_STRING ? a->u.s.str : dflt;
  size_t n = a && a->kind == ATTR_STRING ? a->u.s.len : strlen(dflt);
  return n == strlen(want) && memcmp(s, want, n) == 0;
}

/* NegativeLogLikelihoodLoss(input [N, C, d...], target [N, d...], weight [C])
 * and SoftmaxCrossEntropyLoss(scores, labels, weights) (+ log_prob). */
static IrType *loss(Infer *in, bool sce) {
  IrOp *op = in->op;
  if (!oi_need_inputs(in, 2, 3))
    return NULL;
  IrType *x = ir_op_operand(op, 0)->type, *t = ir_op_operand(op, 1)->type;
  if (!oi_is_float(x) || x->rank < 2)
    return oi_fail(in, "input must be a float tensor of rank 2 or more");
  if (t->elem->kind != TY_INT || t->elem->width < 32 || t->rank != x->rank - 1)
    return oi_fail(in, "target must be an int32 or int64 tensor of rank %d", x->rank - 1);
  if (op->nopnds > 2 && !oi_is_none(ir_op_operand(op, 2))) {
    IrType *w = ir_op_operand(op, 2)->type;
    if (w->rank != 1 || w->elem != x->elem)
      return oi_fail(in, "weight must be a 1-D tensor of the input's element type");
  }
  if (sce) {
    in->nres = 2;
    in->res[1] = x;
  }
  if (str_attr_is(op, "reduction", "mean", "none")) {
    int64_t *d = oi_dims_alloc(in, t->rank);
    d[0] = x->dims[0];
    for (int i = 1; i < t->rank; i++)
      d[i] = x->dims[i + 1];
    return oi_tensor(in, x->elem, t->rank, d);
  }
  if (!str_attr_is(op, "reduction", "mean", "mean") && !str_attr_is(op, "reduction", "mean", "sum"))
    return oi_fail(in, "'reduction' must be 'none', 'sum' or 'mean'");
  return oi_tensor(in, x->elem, 0, NULL);
}

/* Pooling and convolution output sizes: auto_pad, pads, strides,
 * dilations, kernel (from kernel_shape or the weights), ceil_mode. */
static IrType *pool(Infer *in, bool conv) {
  IrOp *op = in->op;
  if (!oi_need_inputs(in, conv ? 2 : 1, conv ? 3 : 1))
    return NULL;
  IrType *x = ir_op_operand(op, 0)->type;
  /* MaxPool also takes int8 and uint8 (opset 12 on). */
  bool byte = ir_op_is(op, OP_ONNX_MAXPOOL) && x->kind == TY_TENSOR && x->elem->kind == TY_INT &&
              x->elem->width == 8;
  if ((!oi_is_float(x) && !byte) || x->rank < 3)
    return oi_fail(in, ir_op_is(op, OP_ONNX_MAXPOOL)
                           ? "input must be a float, int8 or uint8 tensor of rank 3 or more"
                           : "input must be a float tensor of rank 3 or more");
  int nsp = x->rank - 2;
  IrAttr *ks = ir_op_get_attr(op, "kernel_shape");
  IrType *w = conv ? ir_op_operand(op, 1)->type : NULL;
  if (conv && (w->rank != x->rank || w->elem != x->elem))
    return oi_fail(in, "weights must have the input's rank and element type");
  if (!conv && (!ks || ks->kind != ATTR_DENSE_ARRAY || ks->u.darray.n != nsp))
    return oi_fail(in, "requires 'kernel_shape' with %d entries", nsp);
  IrAttr *pads = ir_op_get_attr(op, "pads"), *st = ir_op_get_attr(op, "strides");
  IrAttr *dl = ir_op_get_attr(op, "dilations");
  if ((pads && (pads->kind != ATTR_DENSE_ARRAY || pads->u.darray.n != 2 * nsp)) ||
      (st && (st->kind != ATTR_DENSE_ARRAY || st->u.darray.n != nsp)) ||
      (dl && (dl->kind != ATTR_DENSE_ARRAY || dl->u.darray.n != nsp)))
    return oi_fail(in, "'pads', 'strides' or 'dilations' has the wrong number of entries");
  if (!str_attr_is(op, "auto_pad", "NOTSET", "NOTSET") &&
      !str_attr_is(op, "auto_pad", "NOTSET", "VALID"))
    return oi_fail(in, "'auto_pad' other than NOTSET and VALID is not supported");
  bool valid = str_attr_is(op, "auto_pad", "NOTSET", "VALID");
  bool ceil_mode = oi_attr_int(op, "ceil_mode", 0);
  int64_t group = oi_attr_int(op, "group", 1);
  int64_t *d = oi_dims_alloc(in, x->rank);
  d[0] = x->dims[0];
  d[1] = conv ? w->dims[0] : x->dims[1];
  if (conv) {
    if (group < 1 || (x->dims[1] != TY_DYN && w->dims[1] != TY_DYN && x->dims[1] != w->dims[1] * group))
      return oi_fail(in, "input channels must be the weights' times 'group'");
    if (op->nopnds > 2 && !oi_is_none(ir_op_operand(op, 2))) {
      IrType *b = ir_op_operand(op, 2)->type;
      if (b->rank != 1 || b->elem != x->elem)
        return oi_fail(in, "bias must be a 1-D tensor of the input's element type");
    }
  }
  for (int i = 0; i < nsp; i++) {
    int64_t k = ks && ks->kind == ATTR_DENSE_ARRAY ? ks->u.darray.vals[i] : w->dims[2 + i];
    int64_t s = st ? st->u.darray.vals[i] : 1, dil = dl ? dl->u.darray.vals[i] : 1;
    int64_t p = pads && !valid ? pads->u.darray.vals[i] + pads->u.darray.vals[i + nsp] : 0;
    int64_t n = x->dims[2 + i];
    if (k < 1 || s < 1 || dil < 1 || p < 0 || k > 1000000 || s > 1000000 || dil > 1000000 ||
        p > 2000000)
      return oi_fail(in, "kernel, strides, dilations and pads must be positive and small");
    if (k == TY_DYN || n == TY_DYN) {
      d[2 + i] = TY_DYN;
      continue;
    }
    int64_t span = dil * (k - 1) + 1, room = n + p - span;
    if (room < 0)
      return oi_fail(in, "the kernel is larger than the padded input");
    d[2 + i] = (ceil_mode ? (room + s - 1) / s : room / s) + 1;
    /* ceil_mode: a last window that starts in the padding is dropped. */
    if (ceil_mode && (d[2 + i] - 1) * s >= n + (pads && !valid ? pads->u.darray.vals[i] : 0))
      d[2 + i]--;
  }
  return oi_tensor(in, x->elem, x->rank, d);
}

static int64_t arr(const IrOp *op, const char *name, int i, int64_t dflt) {
  IrAttr *a = ir_op_get_attr(op, name);
  return a && a->kind == ATTR_DENSE_ARRAY && i < a->u.darray.n ? a->u.darray.vals[i] : dflt;
}

bool onnx_convt_geometry(const IrOp *op, const IrType *x, const IrType *w, int i, int64_t *out,
                         int64_t *pad_begin) {
  int nsp = x->rank - 2;
  int64_t n = x->dims[2 + i], k = arr(op, "kernel_shape", i, w->dims[2 + i]);
  int64_t s = arr(op, "strides", i, 1), d = arr(op, "dilations", i, 1);
  int64_t op_ = arr(op, "output_padding", i, 0);
  if (n == TY_DYN || k == TY_DYN || k < 1 || s < 1 || d < 1 || op_ < 0 || k > 1000000 ||
      s > 1000000 || d > 1000000 || op_ > 1000000 || n > ((int64_t)1 << 40))
    return false;
  IrAttr *ap = ir_op_get_attr(op, "auto_pad");
  bool upper = ap && ap->kind == ATTR_STRING && ap->u.s.len == 10 &&
               !memcmp(ap->u.s.str, "SAME_UPPER", 10);
  bool lower = ap && ap->kind == ATTR_STRING && ap->u.s.len == 10 &&
               !memcmp(ap->u.s.str, "SAME_LOWER", 10);
  bool valid = ap && ap->kind == ATTR_STRING && ap->u.s.len == 5 && !memcmp(ap->u.s.str, "VALID", 5);
  if (ap && ap->kind == ATTR_STRING && !upper && !lower && !valid &&
      !(ap->u.s.len == 6 && !memcmp(ap->u.s.str, "NOTSET", 6)))
    return false;
  int64_t full = s * (n - 1) + op_ + (k - 1) * d + 1;
  IrAttr *os = ir_op_get_attr(op, "output_shape");
  bool given = os && os->kind == ATTR_DENSE_ARRAY;
  if (given || upper || lower) {
    /* A given output_shape wins; auto_pad then only splits the padding
     * (SAME_UPPER puts the smaller half first). Without one, SAME_* means
     * an output of n * s. */
    int64_t want = given ? arr(op, "output_shape", os->u.darray.n == x->rank ? 2 + i : i, -1)
                         : n * s;
    if (want < 0)
      return false;
    int64_t total = full - want;
    /* As ONNX's reference computes it, with floor division (the total may
     * be negative: the output then extends past the last input). */
    int64_t half = total >= 0 ? total / 2 : -((-total + 1) / 2);
    *pad_begin = upper ? half : total - half;
    *out = want;
    return true;
  }
  int64_t pb = valid ? 0 : arr(op, "pads", i, 0), pe = valid ? 0 : arr(op, "pads", i + nsp, 0);
  if (pb < 0 || pe < 0 || pb > 1000000 || pe > 1000000 || full - pb - pe < 0)
    return false;
  *pad_begin = pb;
  *out = full - pb - pe;
  return true;
}

/* The result type of the reductions but ReduceSum (oi_reduce): ReduceMax,
 * ReduceMin, ReduceMean, ReduceProd, ReduceL1, ReduceL2, ReduceLogSum,
 * ReduceLogSumExp and ReduceSumSquare. */
IrType *oi_reduction(Infer *in) {
  IrContext *ctx = in->ctx;
  int kind = (int)ir_op_kind(in->op);
  IrType *t0 = in->t0;
  IrType *ty = oi_reduce(in);
  if (ty && t0->elem == ctx->i1_ty && kind != OP_ONNX_REDUCEMAX && kind != OP_ONNX_REDUCEMIN) {
    ty = NULL;
    oi_fail(in, "input must be numeric, but got '%s'", ir_type_str(ctx, t0));
  }
  return ty;
}

/* The result type of Softmax, LogSoftmax and Hardmax. */
IrType *oi_softmax(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  if (!oi_is_float(t0))
    return oi_fail(in, "input must be a float tensor, but got '%s'", ir_type_str(ctx, t0));
  /* The default is opset 13's; the importer writes an older opset's
   * default (1) out. */
  int64_t ax = oi_attr_int(op, "axis", -1);
  if (t0->rank == 0 && (ax == 0 || ax == -1))
    return t0;
  return oi_norm_axis(in, &ax, t0->rank) ? t0 : NULL;
}

/* The result type of ArgMax and ArgMin. */
IrType *oi_argmax(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  int64_t ax = oi_attr_int(op, "axis", 0);
  if (!oi_norm_axis(in, &ax, t0->rank))
    return NULL;
  bool keep = oi_attr_int(op, "keepdims", 1);
  int64_t *d = oi_dims_alloc(in, t0->rank);
  int j = 0;
  for (int i = 0; i < t0->rank; i++)
    if (i != ax)
      d[j++] = t0->dims[i];
    else if (keep)
      d[j++] = 1;
  return oi_tensor(in, ctx->i64_ty, j, d);
}

/* The result type of GatherElements. */
IrType *oi_gather_elements(Infer *in) {
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *ti = ir_op_operand(op, 1)->type;
  if (!is_int(ti) || (ti->elem->width != 32 && ti->elem->width != 64))
    return oi_fail(in, "indices must be int32 or int64");
  if (ti->rank != t0->rank)
    return oi_fail(in, "indices must have the data's rank (%d), but have %d", t0->rank, ti->rank);
  int64_t ax = oi_attr_int(op, "axis", 0);
  return oi_norm_axis(in, &ax, t0->rank) ? oi_tensor(in, t0->elem, ti->rank, ti->dims) : NULL;
}

/* The result type of Trilu. */
IrType *oi_trilu(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  int nops = in->op->nopnds;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 2))
    return NULL;
  if (t0->rank < 2)
    return oi_fail(in, "input must have rank 2 or more");
  if (nops > 1 && !oi_is_none(ir_op_operand(op, 1))) {
    IrType *k = ir_op_operand(op, 1)->type;
    if (k->elem != ctx->i64_ty || ir_type_num_elements(k) != 1)
      return oi_fail(in, "k must be a scalar of type int64");
  }
  return t0;
}

/* The result type of ConstantOfShape. */
IrType *oi_constant_of_shape(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  if (t0->elem != ctx->i64_ty || t0->rank != 1 || t0->dims[0] == TY_DYN)
    return oi_fail(in, "input must be a 1-D int64 tensor of known length, but got '%s'",
            ir_type_str(ctx, t0));
  IrAttr *v = ir_op_get_attr(op, "value");
  IrType *elem = ctx->f32_ty;
  if (v) {
    if (v->kind != ATTR_DENSE || ir_type_num_elements(v->type) != 1)
      return oi_fail(in, "'value' must be a one-element tensor");
    elem = v->type->elem;
  }
  int64_t n = t0->dims[0];
  int64_t *d = oi_dims_alloc(in, (int)n);
  IrAttr *c = onnx_const_value(ir_op_operand(op, 0));
  for (int64_t i = 0; i < n; i++) {
    d[i] = c ? ir_dense_get_i64(c, i) : TY_DYN;
    if (d[i] < 0 && d[i] != TY_DYN)
      return oi_fail(in, "shape entry %lld is negative", (long long)i);
  }
  return oi_tensor(in, elem, n, d);
}

/* The result type of Tile. */
IrType *oi_tile(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *r = ir_op_operand(op, 1)->type;
  if (r->elem != ctx->i64_ty || r->rank != 1 || (r->dims[0] != TY_DYN && r->dims[0] != t0->rank))
    return oi_fail(in, "repeats must be a 1-D int64 tensor of the input's rank");
  IrAttr *c = onnx_const_value(ir_op_operand(op, 1));
  int64_t *d = oi_dims_alloc(in, t0->rank);
  for (int i = 0; i < t0->rank; i++) {
    int64_t rep = c ? ir_dense_get_i64(c, i) : TY_DYN;
    if (c && rep < 0)
      return oi_fail(in, "repeats must not be negative");
    d[i] = rep == TY_DYN || t0->dims[i] == TY_DYN ? TY_DYN : t0->dims[i] * rep;
    if (d[i] != TY_DYN && rep && d[i] / rep != t0->dims[i])
      return oi_fail(in, "the result is too large");
  }
  return oi_tensor(in, t0->elem, t0->rank, d);
}

/* The result type of Mod, BitShift and PRelu. */
IrType *oi_mod_shift_prelu(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  int kind = (int)ir_op_kind(in->op);
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *t1 = ir_op_operand(op, 1)->type;
  if (t0->elem != t1->elem)
    return oi_fail(in, "operand element types differ ('%s' vs '%s')", ir_type_str(ctx, t0->elem),
            ir_type_str(ctx, t1->elem));
  if (kind == OP_ONNX_BITSHIFT) {
    IrAttr *d = ir_op_get_attr(op, "direction");
    if (!is_int(t0) || !d || d->kind != ATTR_STRING ||
        !((d->u.s.len == 4 && !memcmp(d->u.s.str, "LEFT", 4)) ||
          (d->u.s.len == 5 && !memcmp(d->u.s.str, "RIGHT", 5)))) {
      return oi_fail(in, "needs integer operands and 'direction' LEFT or RIGHT");
    }
  }
  if (kind == OP_ONNX_MOD && !oi_is_float(t0) && !is_int(t0))
    return oi_fail(in, "operands must be numbers");
  if (kind == OP_ONNX_MOD && oi_is_float(t0) && !oi_attr_int(op, "fmod", 0))
    return oi_fail(in, "float operands need 'fmod' = 1");
  IrValue *v[2] = {ir_op_operand(op, 0), ir_op_operand(op, 1)};
  return oi_broadcast(in, 2, v, t0->elem);
}

/* The result type of Sum and Mean. */
IrType *oi_sum_mean(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  int kind = (int)ir_op_kind(in->op);
  int nops = in->op->nopnds;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, -1))
    return NULL;
  IrValue **v = arena_alloc(&ctx->arena, sizeof(IrValue *) * (size_t)nops);
  for (int i = 0; i < nops; i++) {
    v[i] = ir_op_operand(op, i);
    if (v[i]->type->elem != t0->elem)
      return oi_fail(in, "operand element types differ");
  }
  if (kind == OP_ONNX_MEAN && !oi_is_float(t0))
    return oi_fail(in, "inputs must be float tensors");
  return oi_broadcast(in, nops, v, t0->elem);
}

/* The result type of CastLike. */
IrType *oi_castlike(Infer *in) {
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  return oi_tensor(in, ir_op_operand(op, 1)->type->elem, t0->rank, t0->dims);
}

/* The result type of IsNaN and IsInf. */
IrType *oi_nan_inf(Infer *in) {
  IrContext *ctx = in->ctx;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  if (!oi_is_float(t0))
    return oi_fail(in, "input must be a float tensor");
  return oi_tensor(in, ctx->i1_ty, t0->rank, t0->dims);
}

/* The result type of CumSum. */
IrType *oi_cumsum(Infer *in) {
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrValue *ax = ir_op_operand(op, 1);
  IrAttr *c = onnx_const_value(ax);
  if (ax->type->elem->kind != TY_INT || ax->type->elem->width < 32 || ax->type->rank > 1 ||
      (ax->type->rank == 1 && ax->type->dims[0] != 1) || t0->rank < 1) {
    return oi_fail(in, "'axis' must be a scalar of type int32 or int64 (and the input not a scalar)");
  }
  int64_t a = c ? ir_dense_get_i64(c, 0) : 0;
  return oi_norm_axis(in, &a, t0->rank) ? t0 : NULL;
}

/* The result type of Expand. */
IrType *oi_expand(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *s = ir_op_operand(op, 1)->type;
  if (s->elem != ctx->i64_ty || s->rank != 1 || s->dims[0] == TY_DYN)
    return oi_fail(in, "shape must be a 1-D int64 tensor of known length, but got '%s'",
            ir_type_str(ctx, s));
  int64_t n = s->dims[0], r = n > t0->rank ? n : t0->rank;
  IrAttr *c = onnx_const_value(ir_op_operand(op, 1));
  int64_t *d = oi_dims_alloc(in, (int)r);
  for (int64_t k = 0; k < r; k++) {
    int64_t j = k - (r - t0->rank), i = k - (r - n);
    int64_t a = j < 0 ? 1 : t0->dims[j], b = i < 0 ? 1 : c ? ir_dense_get_i64(c, i) : TY_DYN;
    if (c && i >= 0 && b < 0)
      return oi_fail(in, "shape entry %lld is negative", (long long)i);
    if (a == TY_DYN || b == TY_DYN)
      d[k] = a == 1 ? b : (b == 1 ? a : TY_DYN);
    else if (a == 1 || b == 1 || a == b)
      d[k] = a == 1 ? b : a;
    else {
      return oi_fail(in, "the input (dimension %lld: %lld) does not broadcast to the shape (%lld)",
              (long long)j, (long long)a, (long long)b);
    }
  }
  return oi_tensor(in, t0->elem, r, d);
}

/* The result type of DepthToSpace and SpaceToDepth. */
IrType *oi_depth_space(Infer *in) {
  IrOp *op = in->op;
  int kind = (int)ir_op_kind(in->op);
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  int64_t b = oi_attr_int(op, "blocksize", 0);
  if (t0->rank != 4 || b < 1 || b > 65536)
    return oi_fail(in, "needs a 4-D input and a positive 'blocksize'");
  bool d2s = kind == OP_ONNX_DEPTHTOSPACE;
  int64_t d[4] = {t0->dims[0], t0->dims[1], t0->dims[2], t0->dims[3]};
  if (d2s) {
    if (d[1] != TY_DYN && d[1] % (b * b))
      return oi_fail(in, "channels (%lld) are not a multiple of blocksize squared", (long long)d[1]);
    d[1] = d[1] == TY_DYN ? TY_DYN : d[1] / (b * b);
    d[2] = d[2] == TY_DYN ? TY_DYN : d[2] * b;
    d[3] = d[3] == TY_DYN ? TY_DYN : d[3] * b;
  } else {
    if ((d[2] != TY_DYN && d[2] % b) || (d[3] != TY_DYN && d[3] % b))
      return oi_fail(in, "height and width must be multiples of 'blocksize'");
    d[1] = d[1] == TY_DYN ? TY_DYN : d[1] * b * b;
    d[2] = d[2] == TY_DYN ? TY_DYN : d[2] / b;
    d[3] = d[3] == TY_DYN ? TY_DYN : d[3] / b;
  }
  if (d2s) {
    IrAttr *m = ir_op_get_attr(op, "mode");
    if (m && !(m->kind == ATTR_STRING && ((m->u.s.len == 3 && (!memcmp(m->u.s.str, "DCR", 3) ||
                                                                !memcmp(m->u.s.str, "CRD", 3)))))) {
      return oi_fail(in, "'mode' must be DCR or CRD");
    }
  }
  return oi_tensor(in, t0->elem, 4, d);
}

/* The result type of OneHot. */
IrType *oi_onehot(Infer *in) {
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 3, 3))
    return NULL;
  IrType *dt = ir_op_operand(op, 1)->type, *vt = ir_op_operand(op, 2)->type;
  if (ir_type_num_elements(dt) != 1 || vt->rank != 1 || (vt->dims[0] != TY_DYN && vt->dims[0] != 2))
    return oi_fail(in, "'depth' must be a one-element tensor and 'values' a 2-element one");
  int64_t ax = oi_attr_int(op, "axis", -1), r = t0->rank + 1;
  if (!oi_norm_axis(in, &ax, r))
    return NULL;
  IrAttr *c = onnx_const_value(ir_op_operand(op, 1));
  int64_t depth = c ? (int64_t)ir_dense_get_f64(c, 0) : TY_DYN;
  if (c && (depth < 0 || depth > ((int64_t)1 << 40)))
    return oi_fail(in, "'depth' must not be negative");
  int64_t *d = oi_dims_alloc(in, (int)r);
  for (int i = 0, j = 0; i < r; i++)
    d[i] = i == ax ? depth : t0->dims[j++];
  return oi_tensor(in, vt->elem, r, d);
}

/* The result type of GatherND. */
IrType *oi_gathernd(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *ti = ir_op_operand(op, 1)->type;
  int64_t bd = oi_attr_int(op, "batch_dims", 0);
  if (ti->elem != ctx->i64_ty || ti->rank < 1 || ti->dims[ti->rank - 1] == TY_DYN)
    return oi_fail(in, "indices must be int64 with a last dimension of known size");
  int64_t m = ti->dims[ti->rank - 1];
  if (bd < 0 || bd >= ti->rank || bd + m > t0->rank)
    return oi_fail(in, "'batch_dims' and the indices' last dimension do not fit the data's rank");
  int64_t r = ti->rank - 1 + t0->rank - bd - m;
  int64_t *d = oi_dims_alloc(in, (int)r);
  int j = 0;
  for (int i = 0; i < ti->rank - 1; i++)
    d[j++] = ti->dims[i];
  for (int64_t i = bd + m; i < t0->rank; i++)
    d[j++] = t0->dims[i];
  return oi_tensor(in, t0->elem, r, d);
}

/* The result type of HannWindow, HammingWindow and BlackmanWindow. */
IrType *oi_window_fn(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  if (t0->elem->kind != TY_INT || t0->elem->width < 32 || ir_type_num_elements(t0) != 1)
    return oi_fail(in, "size must be a one-element int32 or int64 tensor");
  int64_t dt = oi_attr_int(op, "output_datatype", 1);
  IrType *e = dt >= 0 && dt <= INT32_MAX ? onnx_dtype_to_type(ctx, (int32_t)dt) : NULL;
  if (!e || e->kind != TY_FLOAT || e->width < 32)
    return oi_fail(in, "'output_datatype' must be float or double");
  IrAttr *c = onnx_const_value(ir_op_operand(op, 0));
  int64_t n = c ? ir_dense_get_i64(c, 0) : TY_DYN;
  if (c && (n < 0 || n > ((int64_t)1 << 40)))
    return oi_fail(in, "size must not be negative");
  return oi_tensor(in, e, 1, &n);
}

/* The result type of Compress. */
IrType *oi_compress(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *cd = ir_op_operand(op, 1)->type;
  if (cd->elem != ctx->i1_ty || cd->rank != 1)
    return oi_fail(in, "condition must be a 1-D bool tensor");
  IrAttr *ax = ir_op_get_attr(op, "axis");
  if (!ax) {
    int64_t n = TY_DYN;
    return oi_tensor(in, t0->elem, 1, &n);
  }
  int64_t a = ax->kind == ATTR_INT ? ax->u.i : 0;
  if (!oi_norm_axis(in, &a, t0->rank))
    return NULL;
  int64_t *d = oi_dims_alloc(in, t0->rank);
  for (int i = 0; i < t0->rank; i++)
    d[i] = i == a ? TY_DYN : t0->dims[i];
  return oi_tensor(in, t0->elem, t0->rank, d);
}

/* The result type of LRN and MeanVarianceNormalization. */
IrType *oi_lrn_mvn(Infer *in) {
  IrOp *op = in->op;
  int kind = (int)ir_op_kind(in->op);
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  if (!oi_is_float(t0) || (kind == OP_ONNX_LRN && (t0->rank < 3 || oi_attr_int(op, "size", 0) < 1 ||
                                                 oi_attr_int(op, "size", 0) > 65536))) {
    return oi_fail(in, "needs a float input%s", kind == OP_ONNX_LRN ? " of rank 3 or more and a positive 'size'" : "");
  }
  return t0;
}

/* The result type of Resize. */
IrType *oi_resize(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  int nops = in->op->nopnds;
  IrType *t0 = in->t0;
  /* Opset 11 on: (X, roi, scales, sizes); nearest and linear modes. */
  if (!oi_need_inputs(in, 1, 4))
    return NULL;
  if (nops < 3 || !oi_is_float(t0))
    return oi_fail(in, "needs a float input and 'scales' or 'sizes' (the opset 10 form is not supported)");
  bool has_sc = nops > 2 && !oi_is_none(ir_op_operand(op, 2)) &&
                ir_type_num_elements(ir_op_operand(op, 2)->type) != 0;
  bool has_sz = nops > 3 && !oi_is_none(ir_op_operand(op, 3));
  if (has_sc == has_sz)
    return oi_fail(in, "needs exactly one of 'scales' and 'sizes'");
  /* Before the scales' length, which 'axes' (opset 18) would change. */
  if (ir_op_get_attr(op, "axes"))
    return oi_fail(in, "'axes' is not supported");
  IrType *st = ir_op_operand(op, has_sc ? 2 : 3)->type;
  if (st->rank != 1 || st->dims[0] != t0->rank ||
      (has_sc ? st->elem != ctx->f32_ty : st->elem != ctx->i64_ty)) {
    return oi_fail(in, "'%s' must be a 1-D %s tensor with one entry per dimension",
            has_sc ? "scales" : "sizes", has_sc ? "float" : "int64");
  }
  if (!str_attr_is(op, "mode", "nearest", "nearest") && !str_attr_is(op, "mode", "nearest", "linear"))
    return oi_fail(in, "mode other than 'nearest' and 'linear' is not supported");
  const char *ctm[] = {"half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric",
                       "tf_half_pixel_for_nn"};
  bool ok = false;
  for (int i = 0; i < 5; i++)
    ok |= str_attr_is(op, "coordinate_transformation_mode", "half_pixel", ctm[i]);
  if (!ok)
    return oi_fail(in, "this 'coordinate_transformation_mode' is not supported");
  const char *nm[] = {"round_prefer_floor", "round_prefer_ceil", "floor", "ceil"};
  ok = false;
  for (int i = 0; i < 4; i++)
    ok |= str_attr_is(op, "nearest_mode", "round_prefer_floor", nm[i]);
  if (!ok || oi_attr_int(op, "antialias", 0) ||
      !str_attr_is(op, "keep_aspect_ratio_policy", "stretch", "stretch")) {
    return oi_fail(in, "'nearest_mode', 'antialias' or 'keep_aspect_ratio_policy' has a value that is "
                "not supported");
  }
  IrAttr *c = onnx_const_value(ir_op_operand(op, has_sc ? 2 : 3));
  int64_t *d = oi_dims_alloc(in, t0->rank);
  for (int i = 0; i < t0->rank; i++) {
    d[i] = TY_DYN;
    if (c && has_sz)
      d[i] = ir_dense_get_i64(c, i);
    else if (c && t0->dims[i] != TY_DYN) {
      double v = (double)t0->dims[i] * (double)(float)ir_dense_get_f64(c, i);
      d[i] = v >= 0 && v < 1e12 ? (int64_t)v : -1;
    }
    if (d[i] < 0 && d[i] != TY_DYN)
      return oi_fail(in, "the output size is negative or too large");
  }
  return oi_tensor(in, t0->elem, t0->rank, d);
}

/* The result type of TopK. */
IrType *oi_topk(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  /* Opset 10 on: (X, K); values and indices, sorted. */
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *kt = ir_op_operand(op, 1)->type;
  if (kt->elem != ctx->i64_ty || ir_type_num_elements(kt) != 1 || t0->rank < 1)
    return oi_fail(in, "K must be a one-element int64 tensor (the opset 1 form is not supported)");
  if (t0->elem == ctx->i1_ty)
    return oi_fail(in, "input must be numeric");
  int64_t ax = oi_attr_int(op, "axis", -1);
  if (!oi_norm_axis(in, &ax, t0->rank))
    return NULL;
  IrAttr *c = onnx_const_value(ir_op_operand(op, 1));
  int64_t k = c ? ir_dense_get_i64(c, 0) : TY_DYN;
  if (c && (k < 0 || (t0->dims[ax] != TY_DYN && k > t0->dims[ax])))
    return oi_fail(in, "K is negative or larger than the axis");
  int64_t *d = oi_dims_alloc(in, t0->rank);
  for (int i = 0; i < t0->rank; i++)
    d[i] = i == ax ? k : t0->dims[i];
  in->nres = 2;
  in->res[1] = oi_tensor(in, ctx->i64_ty, t0->rank, d);
  return oi_tensor(in, t0->elem, t0->rank, d);
}

/* The result type of EyeLike. */
IrType *oi_eyelike(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  if (t0->rank != 2)
    return oi_fail(in, "input must be 2-D");
  IrType *e = t0->elem;
  IrAttr *dt = ir_op_get_attr(op, "dtype");
  if (dt && dt->kind == ATTR_INT) {
    e = dt->u.i >= 0 && dt->u.i <= INT32_MAX ? onnx_dtype_to_type(ctx, (int32_t)dt->u.i) : NULL;
    if (!e)
      return oi_fail(in, "unsupported 'dtype'");
  }
  return oi_tensor(in, e, 2, t0->dims);
}

/* The result type of Dropout. */
IrType *oi_dropout(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  int nops = in->op->nopnds;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 3))
    return NULL;
  IrValue *tm = nops > 2 && !oi_is_none(ir_op_operand(op, 2)) ? ir_op_operand(op, 2) : NULL;
  bool training = false;
  if (tm) {
    IrAttr *c = onnx_const_value(tm);
    if (!c)
      return oi_fail(in, "'training_mode' must be a constant");
    training = ir_dense_get_i64(c, 0) != 0;
  }
  if (training) {
    IrValue *r = nops > 1 && !oi_is_none(ir_op_operand(op, 1)) ? ir_op_operand(op, 1) : NULL;
    IrAttr *rc = r ? onnx_const_value(r) : NULL;
    if (!rc || ir_dense_get_f64(rc, 0) != 0)
      return oi_fail(in, "training mode with a nonzero ratio (random dropping) is not supported");
  }
  in->nres = 2;
  in->res[1] = oi_tensor(in, ctx->i1_ty, t0->rank, t0->dims);
  return t0;
}

/* The result type of LayerNormalization. */
IrType *oi_layernorm(Infer *in) {
  IrOp *op = in->op;
  int nops = in->op->nopnds;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 3))
    return NULL;
  if (!oi_is_float(t0))
    return oi_fail(in, "input must be a float tensor");
  int64_t ax = oi_attr_int(op, "axis", -1);
  if (!oi_norm_axis(in, &ax, t0->rank))
    return NULL;
  for (int i = 1; i < nops; i++) {
    IrType *t = ir_op_operand(op, i)->type;
    if (oi_is_none(ir_op_operand(op, i)))
      continue;
    if (t->elem != t0->elem || t->rank > t0->rank - ax)
      return oi_fail(in, "scale and bias must broadcast to the normalized dimensions");
  }
  int64_t *d = oi_dims_alloc(in, t0->rank);
  for (int i = 0; i < t0->rank; i++)
    d[i] = i < ax ? t0->dims[i] : 1;
  in->nres = 3;
  in->res[1] = in->res[2] = oi_tensor(in, t0->elem, t0->rank, d);
  return t0;
}

/* The result type of NegativeLogLikelihoodLoss. */
IrType *oi_nll_loss(Infer *in) {
  return loss(in, false);
}

/* The result type of SoftmaxCrossEntropyLoss. */
IrType *oi_sce_loss(Infer *in) {
  return loss(in, true);
}

/* The result type of Split. */
IrType *oi_split(Infer *in) {
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  IrType *ty = NULL;
  if (!oi_need_inputs(in, 1, 2))
    return NULL;
  int64_t ax = oi_attr_int(op, "axis", 0);
  if (!oi_norm_axis(in, &ax, t0->rank))
    return NULL;
  int n = op->nresults;
  const int64_t *sp = NULL;
  int64_t ns = oi_int_list(in, "split", 1, &sp);
  if (ns == -3)
    return NULL;
  bool runtime = ns == -2; /* sizes read when the program runs */
  if (runtime && ir_op_operand(op, 1)->type->dims[0] != TY_DYN &&
      ir_op_operand(op, 1)->type->dims[0] != n) {
    return oi_fail(in, "'split' has %lld entries for %d outputs",
            (long long)ir_op_operand(op, 1)->type->dims[0], n);
  }
  int64_t D = t0->dims[ax], no = oi_attr_int(op, "num_outputs", n);
  if (ns >= 0 && ns != n)
    return oi_fail(in, "'split' has %lld entries for %d outputs", (long long)ns, n);
  if (no != n)
    return oi_fail(in, "'num_outputs' is %lld but the node has %d outputs", (long long)no, n);
  int64_t sum = 0;
  in->nres = n;
  for (int i = 0; i < n; i++) {
    int64_t len;
    if (runtime) {
      len = TY_DYN;
    } else if (ns >= 0) {
      len = sp[i];
      if (len < 0)
        return oi_fail(in, "'split' entries must not be negative");
      sum += len;
    } else if (D == TY_DYN) {
      len = TY_DYN;
    } else {
      /* Equal parts, the last smaller (opset 18), as ceil(D / n). */
      int64_t part = (D + n - 1) / n;
      len = i < n - 1 ? part : D - part * (n - 1);
      if (len < 0 || (D % n && ir_op_get_attr(op, "num_outputs") == NULL))
        return oi_fail(in, "dimension %lld (size %lld) does not split into %d equal parts",
                (long long)ax, (long long)D, n);
    }
    int64_t *d = oi_dims_alloc(in, t0->rank);
    memcpy(d, t0->dims, sizeof(int64_t) * (size_t)t0->rank);
    d[ax] = len;
    IrType *t = oi_tensor(in, t0->elem, t0->rank, d);
    if (i == 0)
      ty = t;
    else
      in->res[i] = t;
  }
  if (ns >= 0 && D != TY_DYN && sum != D) {
    ty = NULL;
    oi_fail(in, "'split' adds up to %lld, not to the dimension's %lld", (long long)sum,
            (long long)D);
  }
  return ty;
}

/* The result type of GlobalAveragePool and GlobalMaxPool. */
IrType *oi_global_pool(Infer *in) {
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  if (!oi_is_float(t0) || t0->rank < 3)
    return oi_fail(in, "input must be a float tensor of rank 3 or more");
  int64_t *d = oi_dims_alloc(in, t0->rank);
  for (int i = 0; i < t0->rank; i++)
    d[i] = i < 2 ? t0->dims[i] : 1;
  return oi_tensor(in, t0->elem, t0->rank, d);
}

/* The result type of MaxPool and AveragePool. */
IrType *oi_pool(Infer *in) {
  IrOp *op = in->op;
  int kind = (int)ir_op_kind(in->op);
  IrType *ty = pool(in, false);
  if (ty && kind == OP_ONNX_MAXPOOL && op->nresults > 1) {
    /* Indices: where each maximum is in the input, flattened row-major */
    in->nres = 2;
    in->res[1] = oi_tensor(in, in->ctx->i64_ty, ty->rank, ty->dims);
  }
  int64_t so = oi_attr_int(op, "storage_order", 0);
  if (ty && so != 0 && so != 1) {
    ty = NULL;
    oi_fail(in, "'storage_order' must be 0 (row major) or 1 (column major)");
  }
  return ty;
}

/* The result type of Conv. */
IrType *oi_conv(Infer *in) {
  return pool(in, true);
}

/* The result type of ConvTranspose. */
IrType *oi_convtranspose(Infer *in) {
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 3))
    return NULL;
  IrType *w = ir_op_operand(op, 1)->type;
  int64_t group = oi_attr_int(op, "group", 1);
  if (!oi_is_float(t0) || t0->rank < 3 || w->rank != t0->rank || w->elem != t0->elem ||
      group < 1 || group > 65536) {
    return oi_fail(in, "needs float input and weights of one rank (3 or more) and a positive 'group'");
  }
  if (t0->dims[1] != TY_DYN && w->dims[0] != TY_DYN && t0->dims[1] != w->dims[0])
    return oi_fail(in, "the weights' first dimension must be the input's channels");
  int64_t *d = oi_dims_alloc(in, t0->rank);
  d[0] = t0->dims[0];
  d[1] = w->dims[1] == TY_DYN ? TY_DYN : w->dims[1] * group;
  for (int i = 0; i < t0->rank - 2; i++) {
    int64_t pb;
    if (!onnx_convt_geometry(op, t0, w, i, &d[2 + i], &pb))
      return oi_fail(in, "needs static spatial sizes and valid kernel, strides, pads and output shape");
  }
  return oi_tensor(in, t0->elem, t0->rank, d);
}

/* The result type of InstanceNormalization and BatchNormalization. */
IrType *oi_norm(Infer *in) {
  IrOp *op = in->op;
  int kind = (int)ir_op_kind(in->op);
  int nops = in->op->nopnds;
  IrType *t0 = in->t0;
  bool bn = kind == OP_ONNX_BATCHNORMALIZATION;
  if (!oi_need_inputs(in, bn ? 5 : 3, bn ? 5 : 3))
    return NULL;
  if (!oi_is_float(t0) || t0->rank < 2)
    return oi_fail(in, "input must be a float tensor of rank 2 or more");
  for (int i = 1; i < nops; i++) {
    IrType *t = ir_op_operand(op, i)->type;
    if (t->rank != 1 || t->elem != t0->elem)
      return oi_fail(in, "input %d must be a 1-D tensor of the input's element type", i);
  }
  /* Training mode: also the running mean and variance updated with the
   * batch's (passes/onnx_lower_extra.c). */
  if (bn && oi_attr_int(op, "training_mode", 0)) {
    in->nres = 3;
    for (int i = 1; i < 3 && i < op->nresults; i++)
      in->res[i] = ir_op_operand(op, 2 + i)->type;
  }
  return t0;
}

/* The result type of Gelu: its input's (a float tensor), approximate
 * "none" (the default) or "tanh". */
IrType *oi_gelu(Infer *in) {
  IrType *t = oi_unary(in);
  IrAttr *a = ir_op_get_attr(in->op, "approximate");
  if (t && a && (a->kind != ATTR_STRING || a->u.s.len != 4 ||
                 (memcmp(a->u.s.str, "none", 4) && memcmp(a->u.s.str, "tanh", 4))))
    return oi_fail(in, "'approximate' must be \"none\" or \"tanh\"");
  return t;
}

/* Pad's axes (opset 18's input 3, a constant; every axis without it) into
 * axes[], normalized; their count, or -1 after an error. */
static int pad_axes(Infer *in, int r, int64_t *axes) {
  IrOp *op = in->op;
  if (op->nopnds < 4 || oi_is_none(ir_op_operand(op, 3))) {
    for (int i = 0; i < r; i++)
      axes[i] = i;
    return r;
  }
  IrAttr *ax = onnx_const_value(ir_op_operand(op, 3));
  if (!ax) {
    oi_fail(in, "'axes' known only when the program runs is not supported");
    return -1;
  }
  int64_t n = ir_type_num_elements(ax->type);
  if (n > r) {
    oi_fail(in, "'axes' has more entries than the input has axes");
    return -1;
  }
  for (int64_t k = 0; k < n; k++) {
    int64_t a = ir_dense_get_i64(ax, k);
    if (a < -r || a >= r) {
      oi_fail(in, "axis %lld is out of range for rank %d", (long long)a, r);
      return -1;
    }
    axes[k] = a < 0 ? a + r : a;
    for (int64_t j = 0; j < k; j++)
      if (axes[j] == axes[k]) {
        oi_fail(in, "axis %lld is given twice in 'axes'", (long long)axes[k]);
        return -1;
      }
  }
  return (int)n;
}

/* The result type of Pad: the pads from the attribute (opsets 2 to 10;
 * opset 1 called it `paddings`) or input 1, for every axis or those of
 * input 3; a size is '?' where its pads are known only when the program
 * runs. Negative pads crop. */
IrType *oi_pad(Infer *in) {
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 4))
    return NULL;
  if (!str_attr_is(op, "mode", "constant", "constant") &&
      !str_attr_is(op, "mode", "constant", "reflect") &&
      !str_attr_is(op, "mode", "constant", "edge") && !str_attr_is(op, "mode", "constant", "wrap"))
    return oi_fail(in, "'mode' must be constant, reflect, edge or wrap");
  int r = t0->rank;
  int64_t *axes = oi_dims_alloc(in, r), *pads = oi_dims_alloc(in, 2 * r);
  IrAttr *pa = ir_op_get_attr(op, "pads");
  if (!pa)
    pa = ir_op_get_attr(op, "paddings");
  int n = r;
  for (int i = 0; i < r; i++)
    axes[i] = i;
  if (pa) {
    if (pa->kind != ATTR_DENSE_ARRAY || pa->u.darray.n != 2 * r)
      return oi_fail(in, "'pads' must have 2 * rank (%d) entries", 2 * r);
    for (int k = 0; k < 2 * r; k++)
      pads[k] = pa->u.darray.vals[k];
  } else {
    if (op->nopnds < 2 || oi_is_none(ir_op_operand(op, 1)))
      return oi_fail(in, "needs its pads (the attribute 'pads' before opset 11, input 1 from it)");
    if ((n = pad_axes(in, r, axes)) < 0)
      return NULL;
    IrType *pt = ir_op_operand(op, 1)->type;
    if (pt->elem != in->ctx->i64_ty || pt->rank != 1 ||
        (pt->dims[0] != TY_DYN && pt->dims[0] != 2 * n))
      return oi_fail(in, "pads must be a 1-D int64 tensor of 2 * %d entries", n);
    IrAttr *pc = onnx_const_value(ir_op_operand(op, 1));
    for (int k = 0; k < 2 * n; k++)
      pads[k] = pc ? ir_dense_get_i64(pc, k) : TY_DYN;
    if (op->nopnds > 2 && !oi_is_none(ir_op_operand(op, 2))) {
      IrType *vt = ir_op_operand(op, 2)->type;
      if (vt->elem != t0->elem || ir_type_num_elements(vt) > 1)
        return oi_fail(in, "constant_value must be one element of the input's type");
    }
  }
  int64_t *d = oi_dims_alloc(in, r);
  for (int i = 0; i < r; i++)
    d[i] = t0->dims[i];
  for (int k = 0; k < n; k++) {
    int64_t a = axes[k], lo = pads[k], hi = pads[k + n];
    if (d[a] == TY_DYN || lo == TY_DYN || hi == TY_DYN) {
      d[a] = TY_DYN;
      continue;
    }
    if (lo > INT32_MAX || hi > INT32_MAX || lo < -d[a] || hi < -d[a] - lo)
      return oi_fail(in, "pads %lld and %lld of axis %lld make its size negative or too large",
                     (long long)lo, (long long)hi, (long long)a);
    d[a] += lo + hi;
  }
  return oi_tensor(in, t0->elem, r, d);
}

/* The result type of ScatterElements (and opsets 9-10's Scatter, the same
 * operator) and ScatterND: the data's. Indices int64 (ScatterElements also
 * int32); updates of the data's element type and of the indices' shape
 * (ScatterElements) or indices.shape[:-1] + data.shape[k:] (ScatterND, k
 * the indices' last dimension, which must be known). */
IrType *oi_scatter(Infer *in) {
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 3, 3))
    return NULL;
  IrType *ti = ir_op_operand(op, 1)->type, *tu = ir_op_operand(op, 2)->type;
  if (!str_attr_is(op, "reduction", "none", "none") && !str_attr_is(op, "reduction", "none", "add") &&
      !str_attr_is(op, "reduction", "none", "mul") && !str_attr_is(op, "reduction", "none", "max") &&
      !str_attr_is(op, "reduction", "none", "min"))
    return oi_fail(in, "'reduction' must be none, add, mul, max or min");
  if (tu->elem != t0->elem)
    return oi_fail(in, "updates must have the data's element type");
  if (!ir_op_is(op, OP_ONNX_SCATTERND)) {
    if (!is_int(ti) || (ti->elem->width != 32 && ti->elem->width != 64))
      return oi_fail(in, "indices must be int32 or int64");
    if (ti->rank != t0->rank || tu->rank != t0->rank)
      return oi_fail(in, "indices and updates must have the data's rank (%d)", t0->rank);
    for (int i = 0; i < ti->rank; i++)
      if (ti->dims[i] != TY_DYN && tu->dims[i] != TY_DYN && ti->dims[i] != tu->dims[i])
        return oi_fail(in, "updates must have the indices' shape");
    int64_t ax = oi_attr_int(op, "axis", 0);
    return oi_norm_axis(in, &ax, t0->rank) ? t0 : NULL;
  }
  if (ti->elem != in->ctx->i64_ty || ti->rank < 1 || ti->dims[ti->rank - 1] == TY_DYN ||
      ti->dims[ti->rank - 1] > t0->rank)
    return oi_fail(in, "indices must be int64 with a last dimension of known size at most the "
                       "data's rank");
  int64_t k = ti->dims[ti->rank - 1];
  if (tu->rank != ti->rank - 1 + t0->rank - k)
    return oi_fail(in, "updates must have rank %lld", (long long)(ti->rank - 1 + t0->rank - k));
  for (int i = 0; i < tu->rank; i++) {
    int64_t want = i < ti->rank - 1 ? ti->dims[i] : t0->dims[k + i - (ti->rank - 1)];
    if (want != TY_DYN && tu->dims[i] != TY_DYN && want != tu->dims[i])
      return oi_fail(in, "updates must have the shape indices.shape[:-1] + data.shape[%lld:]",
                     (long long)k);
  }
  return t0;
}

/* The result type of NonZero: the indices of the nonzero elements, one row
 * per axis, as many columns as there are (known when the program runs). */
IrType *oi_nonzero(Infer *in) {
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  if (in->t0->rank < 1)
    return oi_fail(in, "NonZero of a scalar is not supported");
  int64_t d[2] = {in->t0->rank, TY_DYN};
  return oi_tensor(in, in->ctx->i64_ty, 2, d);
}
