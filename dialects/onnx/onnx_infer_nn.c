/* onnx_infer_nn.c: result types of the reductions beyond ReduceSum, the
 * softmax family, ArgMax/ArgMin, index ops (GatherElements, Trilu,
 * ConstantOfShape, Tile) and the elementwise ops added with them
 * (activations, Mod, BitShift, Sum/Mean...). */
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

bool oi_infer_nn(Infer *in, IrType **out) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  int kind = (int)ir_op_kind(op);
  int nops = op->nopnds;
  IrType *t0 = nops > 0 && !oi_is_none(ir_op_operand(op, 0)) ? ir_op_operand(op, 0)->type : NULL;
  *out = NULL;
  switch (kind) {
  case OP_ONNX_REDUCEMAX: case OP_ONNX_REDUCEMIN: case OP_ONNX_REDUCEMEAN:
  case OP_ONNX_REDUCEPROD: case OP_ONNX_REDUCEL1: case OP_ONNX_REDUCEL2:
  case OP_ONNX_REDUCELOGSUM: case OP_ONNX_REDUCELOGSUMEXP: case OP_ONNX_REDUCESUMSQUARE:
    *out = oi_reduce(in);
    if (*out && t0->elem == ctx->i1_ty && kind != OP_ONNX_REDUCEMAX && kind != OP_ONNX_REDUCEMIN) {
      *out = NULL;
      oi_fail(in, "input must be numeric, but got '%s'", ir_type_str(ctx, t0));
    }
    return true;
  case OP_ONNX_SOFTMAX: case OP_ONNX_LOGSOFTMAX: case OP_ONNX_HARDMAX: {
    if (!oi_need_inputs(in, 1, 1))
      return true;
    if (!oi_is_float(t0)) {
      oi_fail(in, "input must be a float tensor, but got '%s'", ir_type_str(ctx, t0));
      return true;
    }
    /* The default is opset 13's; the importer writes an older opset's
     * default (1) out. */
    int64_t ax = oi_attr_int(op, "axis", -1);
    if (t0->rank == 0 && (ax == 0 || ax == -1)) {
      *out = t0;
      return true;
    }
    if (oi_norm_axis(in, &ax, t0->rank))
      *out = t0;
    return true;
  }
  case OP_ONNX_ARGMAX: case OP_ONNX_ARGMIN: {
    if (!oi_need_inputs(in, 1, 1))
      return true;
    int64_t ax = oi_attr_int(op, "axis", 0);
    if (!oi_norm_axis(in, &ax, t0->rank))
      return true;
    bool keep = oi_attr_int(op, "keepdims", 1);
    int64_t *d = oi_dims_alloc(in, t0->rank);
    int j = 0;
    for (int i = 0; i < t0->rank; i++)
      if (i != ax)
        d[j++] = t0->dims[i];
      else if (keep)
        d[j++] = 1;
    *out = oi_tensor(in, ctx->i64_ty, j, d);
    return true;
  }
  case OP_ONNX_GATHERELEMENTS: {
    if (!oi_need_inputs(in, 2, 2))
      return true;
    IrType *ti = ir_op_operand(op, 1)->type;
    if (!is_int(ti) || (ti->elem->width != 32 && ti->elem->width != 64)) {
      oi_fail(in, "indices must be int32 or int64");
      return true;
    }
    if (ti->rank != t0->rank) {
      oi_fail(in, "indices must have the data's rank (%d), but have %d", t0->rank, ti->rank);
      return true;
    }
    int64_t ax = oi_attr_int(op, "axis", 0);
    if (oi_norm_axis(in, &ax, t0->rank))
      *out = oi_tensor(in, t0->elem, ti->rank, ti->dims);
    return true;
  }
  case OP_ONNX_TRILU:
    if (!oi_need_inputs(in, 1, 2))
      return true;
    if (t0->rank < 2) {
      oi_fail(in, "input must have rank 2 or more");
      return true;
    }
    if (nops > 1 && !oi_is_none(ir_op_operand(op, 1))) {
      IrType *k = ir_op_operand(op, 1)->type;
      if (k->elem != ctx->i64_ty || ir_type_num_elements(k) != 1) {
        oi_fail(in, "k must be a scalar of type int64");
        return true;
      }
    }
    *out = t0;
    return true;
  case OP_ONNX_CONSTANTOFSHAPE: {
    if (!oi_need_inputs(in, 1, 1))
      return true;
    if (t0->elem != ctx->i64_ty || t0->rank != 1 || t0->dims[0] == TY_DYN) {
      oi_fail(in, "input must be a 1-D int64 tensor of known length, but got '%s'",
              ir_type_str(ctx, t0));
      return true;
    }
    IrAttr *v = ir_op_get_attr(op, "value");
    IrType *elem = ctx->f32_ty;
    if (v) {
      if (v->kind != ATTR_DENSE || ir_type_num_elements(v->type) != 1) {
        oi_fail(in, "'value' must be a one-element tensor");
        return true;
      }
      elem = v->type->elem;
    }
    int64_t n = t0->dims[0];
    int64_t *d = oi_dims_alloc(in, (int)n);
    IrAttr *c = onnx_const_value(ir_op_operand(op, 0));
    for (int64_t i = 0; i < n; i++) {
      d[i] = c ? ir_dense_get_i64(c, i) : TY_DYN;
      if (d[i] < 0 && d[i] != TY_DYN) {
        oi_fail(in, "shape entry %lld is negative", (long long)i);
        return true;
      }
    }
    *out = oi_tensor(in, elem, n, d);
    return true;
  }
  case OP_ONNX_TILE: {
    if (!oi_need_inputs(in, 2, 2))
      return true;
    IrType *r = ir_op_operand(op, 1)->type;
    if (r->elem != ctx->i64_ty || r->rank != 1 || (r->dims[0] != TY_DYN && r->dims[0] != t0->rank)) {
      oi_fail(in, "repeats must be a 1-D int64 tensor of the input's rank");
      return true;
    }
    IrAttr *c = onnx_const_value(ir_op_operand(op, 1));
    int64_t *d = oi_dims_alloc(in, t0->rank);
    for (int i = 0; i < t0->rank; i++) {
      int64_t rep = c ? ir_dense_get_i64(c, i) : TY_DYN;
      if (c && rep < 0) {
        oi_fail(in, "repeats must not be negative");
        return true;
      }
      d[i] = rep == TY_DYN || t0->dims[i] == TY_DYN ? TY_DYN : t0->dims[i] * rep;
      if (d[i] != TY_DYN && rep && d[i] / rep != t0->dims[i]) {
        oi_fail(in, "the result is too large");
        return true;
      }
    }
    *out = oi_tensor(in, t0->elem, t0->rank, d);
    return true;
  }
  case OP_ONNX_MOD: case OP_ONNX_BITSHIFT: case OP_ONNX_PRELU: {
    if (!oi_need_inputs(in, 2, 2))
      return true;
    IrType *t1 = ir_op_operand(op, 1)->type;
    if (t0->elem != t1->elem) {
      oi_fail(in, "operand element types differ ('%s' vs '%s')", ir_type_str(ctx, t0->elem),
              ir_type_str(ctx, t1->elem));
      return true;
    }
    if (kind == OP_ONNX_BITSHIFT) {
      IrAttr *d = ir_op_get_attr(op, "direction");
      if (!is_int(t0) || !d || d->kind != ATTR_STRING ||
          !((d->u.s.len == 4 && !memcmp(d->u.s.str, "LEFT", 4)) ||
            (d->u.s.len == 5 && !memcmp(d->u.s.str, "RIGHT", 5)))) {
        oi_fail(in, "needs integer operands and 'direction' LEFT or RIGHT");
        return true;
      }
    }
    if (kind == OP_ONNX_MOD && !oi_is_float(t0) && !is_int(t0)) {
      oi_fail(in, "operands must be numbers");
      return true;
    }
    if (kind == OP_ONNX_MOD && oi_is_float(t0) && !oi_attr_int(op, "fmod", 0)) {
      oi_fail(in, "float operands need 'fmod' = 1");
      return true;
    }
    IrValue *v[2] = {ir_op_operand(op, 0), ir_op_operand(op, 1)};
    *out = oi_broadcast(in, 2, v, t0->elem);
    return true;
  }
  case OP_ONNX_SUM: case OP_ONNX_MEAN: {
    if (!oi_need_inputs(in, 1, -1))
      return true;
    IrValue **v = arena_alloc(&ctx->arena, sizeof(IrValue *) * (size_t)nops);
    for (int i = 0; i < nops; i++) {
      v[i] = ir_op_operand(op, i);
      if (v[i]->type->elem != t0->elem) {
        oi_fail(in, "operand element types differ");
        return true;
      }
    }
    if (kind == OP_ONNX_MEAN && !oi_is_float(t0)) {
      oi_fail(in, "inputs must be float tensors");
      return true;
    }
    *out = oi_broadcast(in, nops, v, t0->elem);
    return true;
  }
  case OP_ONNX_CASTLIKE:
    if (!oi_need_inputs(in, 2, 2))
      return true;
    *out = oi_tensor(in, ir_op_operand(op, 1)->type->elem, t0->rank, t0->dims);
    return true;
  case OP_ONNX_ISNAN: case OP_ONNX_ISINF:
    if (!oi_need_inputs(in, 1, 1))
      return true;
    if (!oi_is_float(t0)) {
      oi_fail(in, "input must be a float tensor");
      return true;
    }
    *out = oi_tensor(in, ctx->i1_ty, t0->rank, t0->dims);
    return true;
  case OP_ONNX_SIGN:
    if (oi_need_inputs(in, 1, 1))
      *out = t0;
    return true;
  case OP_ONNX_COS: case OP_ONNX_SIN: case OP_ONNX_TAN: case OP_ONNX_COSH: case OP_ONNX_SINH:
  case OP_ONNX_ACOS: case OP_ONNX_ASIN: case OP_ONNX_ATAN: case OP_ONNX_ACOSH: case OP_ONNX_ASINH:
  case OP_ONNX_ATANH:
    if (!oi_need_inputs(in, 1, 1))
      return true;
    if (!oi_is_float(t0)) {
      oi_fail(in, "input must be a float tensor, but got '%s'", ir_type_str(ctx, t0));
      return true;
    }
    *out = t0;
    return true;
  case OP_ONNX_CUMSUM: {
    if (!oi_need_inputs(in, 2, 2))
      return true;
    IrValue *ax = ir_op_operand(op, 1);
    IrAttr *c = onnx_const_value(ax);
    if (ax->type->elem->kind != TY_INT || ax->type->elem->width < 32 || ax->type->rank > 1 ||
        (ax->type->rank == 1 && ax->type->dims[0] != 1) || t0->rank < 1) {
      oi_fail(in, "'axis' must be a scalar of type int32 or int64 (and the input not a scalar)");
      return true;
    }
    int64_t a = c ? ir_dense_get_i64(c, 0) : 0;
    if (oi_norm_axis(in, &a, t0->rank))
      *out = t0;
    return true;
  }
  case OP_ONNX_EXPAND: {
    if (!oi_need_inputs(in, 2, 2))
      return true;
    IrType *s = ir_op_operand(op, 1)->type;
    if (s->elem != ctx->i64_ty || s->rank != 1 || s->dims[0] == TY_DYN) {
      oi_fail(in, "shape must be a 1-D int64 tensor of known length, but got '%s'",
              ir_type_str(ctx, s));
      return true;
    }
    int64_t n = s->dims[0], r = n > t0->rank ? n : t0->rank;
    IrAttr *c = onnx_const_value(ir_op_operand(op, 1));
    int64_t *d = oi_dims_alloc(in, (int)r);
    for (int64_t k = 0; k < r; k++) {
      int64_t j = k - (r - t0->rank), i = k - (r - n);
      int64_t a = j < 0 ? 1 : t0->dims[j], b = i < 0 ? 1 : c ? ir_dense_get_i64(c, i) : TY_DYN;
      if (c && i >= 0 && b < 0) {
        oi_fail(in, "shape entry %lld is negative", (long long)i);
        return true;
      }
      if (a == TY_DYN || b == TY_DYN)
        d[k] = a == 1 ? b : (b == 1 ? a : TY_DYN);
      else if (a == 1 || b == 1 || a == b)
        d[k] = a == 1 ? b : a;
      else {
        oi_fail(in, "the input (dimension %lld: %lld) does not broadcast to the shape (%lld)",
                (long long)j, (long long)a, (long long)b);
        return true;
      }
    }
    *out = oi_tensor(in, t0->elem, r, d);
    return true;
  }
  case OP_ONNX_DEPTHTOSPACE: case OP_ONNX_SPACETODEPTH: {
    if (!oi_need_inputs(in, 1, 1))
      return true;
    int64_t b = oi_attr_int(op, "blocksize", 0);
    if (t0->rank != 4 || b < 1 || b > 65536) {
      oi_fail(in, "needs a 4-D input and a positive 'blocksize'");
      return true;
    }
    bool d2s = kind == OP_ONNX_DEPTHTOSPACE;
    int64_t d[4] = {t0->dims[0], t0->dims[1], t0->dims[2], t0->dims[3]};
    if (d2s) {
      if (d[1] != TY_DYN && d[1] % (b * b)) {
        oi_fail(in, "channels (%lld) are not a multiple of blocksize squared", (long long)d[1]);
        return true;
      }
      d[1] = d[1] == TY_DYN ? TY_DYN : d[1] / (b * b);
      d[2] = d[2] == TY_DYN ? TY_DYN : d[2] * b;
      d[3] = d[3] == TY_DYN ? TY_DYN : d[3] * b;
    } else {
      if ((d[2] != TY_DYN && d[2] % b) || (d[3] != TY_DYN && d[3] % b)) {
        oi_fail(in, "height and width must be multiples of 'blocksize'");
        return true;
      }
      d[1] = d[1] == TY_DYN ? TY_DYN : d[1] * b * b;
      d[2] = d[2] == TY_DYN ? TY_DYN : d[2] / b;
      d[3] = d[3] == TY_DYN ? TY_DYN : d[3] / b;
    }
    if (d2s) {
      IrAttr *m = ir_op_get_attr(op, "mode");
      if (m && !(m->kind == ATTR_STRING && ((m->u.s.len == 3 && (!memcmp(m->u.s.str, "DCR", 3) ||
                                                                  !memcmp(m->u.s.str, "CRD", 3)))))) {
        oi_fail(in, "'mode' must be DCR or CRD");
        return true;
      }
    }
    *out = oi_tensor(in, t0->elem, 4, d);
    return true;
  }
  case OP_ONNX_ONEHOT: {
    if (!oi_need_inputs(in, 3, 3))
      return true;
    IrType *dt = ir_op_operand(op, 1)->type, *vt = ir_op_operand(op, 2)->type;
    if (ir_type_num_elements(dt) != 1 || vt->rank != 1 || (vt->dims[0] != TY_DYN && vt->dims[0] != 2)) {
      oi_fail(in, "'depth' must be a one-element tensor and 'values' a 2-element one");
      return true;
    }
    int64_t ax = oi_attr_int(op, "axis", -1), r = t0->rank + 1;
    if (!oi_norm_axis(in, &ax, r))
      return true;
    IrAttr *c = onnx_const_value(ir_op_operand(op, 1));
    int64_t depth = c ? (int64_t)ir_dense_get_f64(c, 0) : TY_DYN;
    if (c && (depth < 0 || depth > ((int64_t)1 << 40))) {
      oi_fail(in, "'depth' must not be negative");
      return true;
    }
    int64_t *d = oi_dims_alloc(in, (int)r);
    for (int i = 0, j = 0; i < r; i++)
      d[i] = i == ax ? depth : t0->dims[j++];
    *out = oi_tensor(in, vt->elem, r, d);
    return true;
  }
  case OP_ONNX_GATHERND: {
    if (!oi_need_inputs(in, 2, 2))
      return true;
    IrType *ti = ir_op_operand(op, 1)->type;
    int64_t bd = oi_attr_int(op, "batch_dims", 0);
    if (ti->elem != ctx->i64_ty || ti->rank < 1 || ti->dims[ti->rank - 1] == TY_DYN) {
      oi_fail(in, "indices must be int64 with a last dimension of known size");
      return true;
    }
    int64_t m = ti->dims[ti->rank - 1];
    if (bd < 0 || bd >= ti->rank || bd + m > t0->rank) {
      oi_fail(in, "'batch_dims' and the indices' last dimension do not fit the data's rank");
      return true;
    }
    int64_t r = ti->rank - 1 + t0->rank - bd - m;
    int64_t *d = oi_dims_alloc(in, (int)r);
    int j = 0;
    for (int i = 0; i < ti->rank - 1; i++)
      d[j++] = ti->dims[i];
    for (int64_t i = bd + m; i < t0->rank; i++)
      d[j++] = t0->dims[i];
    *out = oi_tensor(in, t0->elem, r, d);
    return true;
  }
  case OP_ONNX_HANNWINDOW: case OP_ONNX_HAMMINGWINDOW: case OP_ONNX_BLACKMANWINDOW: {
    if (!oi_need_inputs(in, 1, 1))
      return true;
    if (t0->elem->kind != TY_INT || t0->elem->width < 32 || ir_type_num_elements(t0) != 1) {
      oi_fail(in, "size must be a one-element int32 or int64 tensor");
      return true;
    }
    int64_t dt = oi_attr_int(op, "output_datatype", 1);
    IrType *e = dt >= 0 && dt <= INT32_MAX ? onnx_dtype_to_type(ctx, (int32_t)dt) : NULL;
    if (!e || e->kind != TY_FLOAT || e->width < 32) {
      oi_fail(in, "'output_datatype' must be float or double");
      return true;
    }
    IrAttr *c = onnx_const_value(ir_op_operand(op, 0));
    int64_t n = c ? ir_dense_get_i64(c, 0) : TY_DYN;
    if (c && (n < 0 || n > ((int64_t)1 << 40))) {
      oi_fail(in, "size must not be negative");
      return true;
    }
    *out = oi_tensor(in, e, 1, &n);
    return true;
  }
  case OP_ONNX_COMPRESS: {
    if (!oi_need_inputs(in, 2, 2))
      return true;
    IrType *cd = ir_op_operand(op, 1)->type;
    if (cd->elem != ctx->i1_ty || cd->rank != 1) {
      oi_fail(in, "condition must be a 1-D bool tensor");
      return true;
    }
    IrAttr *ax = ir_op_get_attr(op, "axis");
    if (!ax) {
      int64_t n = TY_DYN;
      *out = oi_tensor(in, t0->elem, 1, &n);
      return true;
    }
    int64_t a = ax->kind == ATTR_INT ? ax->u.i : 0;
    if (!oi_norm_axis(in, &a, t0->rank))
      return true;
    int64_t *d = oi_dims_alloc(in, t0->rank);
    for (int i = 0; i < t0->rank; i++)
      d[i] = i == a ? TY_DYN : t0->dims[i];
    *out = oi_tensor(in, t0->elem, t0->rank, d);
    return true;
  }
  case OP_ONNX_LRN: case OP_ONNX_MEANVARIANCENORMALIZATION:
    if (!oi_need_inputs(in, 1, 1))
      return true;
    if (!oi_is_float(t0) || (kind == OP_ONNX_LRN && (t0->rank < 3 || oi_attr_int(op, "size", 0) < 1 ||
                                                   oi_attr_int(op, "size", 0) > 65536))) {
      oi_fail(in, "needs a float input%s", kind == OP_ONNX_LRN ? " of rank 3 or more and a positive 'size'" : "");
      return true;
    }
    *out = t0;
    return true;
  case OP_ONNX_RESIZE: {
    /* Opset 11 on: (X, roi, scales, sizes); nearest and linear modes. */
    if (!oi_need_inputs(in, 1, 4))
      return true;
    if (nops < 3 || !oi_is_float(t0)) {
      oi_fail(in, "needs a float input and 'scales' or 'sizes' (the opset 10 form is not supported)");
      return true;
    }
    bool has_sc = nops > 2 && !oi_is_none(ir_op_operand(op, 2)) &&
                  ir_type_num_elements(ir_op_operand(op, 2)->type) != 0;
    bool has_sz = nops > 3 && !oi_is_none(ir_op_operand(op, 3));
    if (has_sc == has_sz) {
      oi_fail(in, "needs exactly one of 'scales' and 'sizes'");
      return true;
    }
    /* Before the scales' length, which 'axes' (opset 18) would change. */
    if (ir_op_get_attr(op, "axes")) {
      oi_fail(in, "'axes' is not supported");
      return true;
    }
    IrType *st = ir_op_operand(op, has_sc ? 2 : 3)->type;
    if (st->rank != 1 || st->dims[0] != t0->rank ||
        (has_sc ? st->elem != ctx->f32_ty : st->elem != ctx->i64_ty)) {
      oi_fail(in, "'%s' must be a 1-D %s tensor with one entry per dimension",
              has_sc ? "scales" : "sizes", has_sc ? "float" : "int64");
      return true;
    }
    if (!str_attr_is(op, "mode", "nearest", "nearest") && !str_attr_is(op, "mode", "nearest", "linear")) {
      oi_fail(in, "mode other than 'nearest' and 'linear' is not supported");
      return true;
    }
    const char *ctm[] = {"half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric",
                         "tf_half_pixel_for_nn"};
    bool ok = false;
    for (int i = 0; i < 5; i++)
      ok |= str_attr_is(op, "coordinate_transformation_mode", "half_pixel", ctm[i]);
    if (!ok) {
      oi_fail(in, "this 'coordinate_transformation_mode' is not supported");
      return true;
    }
    const char *nm[] = {"round_prefer_floor", "round_prefer_ceil", "floor", "ceil"};
    ok = false;
    for (int i = 0; i < 4; i++)
      ok |= str_attr_is(op, "nearest_mode", "round_prefer_floor", nm[i]);
    if (!ok || oi_attr_int(op, "antialias", 0) ||
        !str_attr_is(op, "keep_aspect_ratio_policy", "stretch", "stretch")) {
      oi_fail(in, "'nearest_mode', 'antialias' or 'keep_aspect_ratio_policy' has a value that is "
                  "not supported");
      return true;
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
      if (d[i] < 0 && d[i] != TY_DYN) {
        oi_fail(in, "the output size is negative or too large");
        return true;
      }
    }
    *out = oi_tensor(in, t0->elem, t0->rank, d);
    return true;
  }
  case OP_ONNX_TOPK: {
    /* Opset 10 on: (X, K); values and indices, sorted. */
    if (!oi_need_inputs(in, 2, 2))
      return true;
    IrType *kt = ir_op_operand(op, 1)->type;
    if (kt->elem != ctx->i64_ty || ir_type_num_elements(kt) != 1 || t0->rank < 1) {
      oi_fail(in, "K must be a one-element int64 tensor (the opset 1 form is not supported)");
      return true;
    }
    if (t0->elem == ctx->i1_ty) {
      oi_fail(in, "input must be numeric");
      return true;
    }
    int64_t ax = oi_attr_int(op, "axis", -1);
    if (!oi_norm_axis(in, &ax, t0->rank))
      return true;
    IrAttr *c = onnx_const_value(ir_op_operand(op, 1));
    int64_t k = c ? ir_dense_get_i64(c, 0) : TY_DYN;
    if (c && (k < 0 || (t0->dims[ax] != TY_DYN && k > t0->dims[ax]))) {
      oi_fail(in, "K is negative or larger than the axis");
      return true;
    }
    int64_t *d = oi_dims_alloc(in, t0->rank);
    for (int i = 0; i < t0->rank; i++)
      d[i] = i == ax ? k : t0->dims[i];
    in->nres = 2;
    in->res[1] = oi_tensor(in, ctx->i64_ty, t0->rank, d);
    *out = oi_tensor(in, t0->elem, t0->rank, d);
    return true;
  }
  case OP_ONNX_EYELIKE: {
    if (!oi_need_inputs(in, 1, 1))
      return true;
    if (t0->rank != 2) {
      oi_fail(in, "input must be 2-D");
      return true;
    }
    IrType *e = t0->elem;
    IrAttr *dt = ir_op_get_attr(op, "dtype");
    if (dt && dt->kind == ATTR_INT) {
      e = dt->u.i >= 0 && dt->u.i <= INT32_MAX ? onnx_dtype_to_type(ctx, (int32_t)dt->u.i) : NULL;
      if (!e) {
        oi_fail(in, "unsupported 'dtype'");
        return true;
      }
    }
    *out = oi_tensor(in, e, 2, t0->dims);
    return true;
  }
  case OP_ONNX_DROPOUT: {
    if (!oi_need_inputs(in, 1, 3))
      return true;
    IrValue *tm = nops > 2 && !oi_is_none(ir_op_operand(op, 2)) ? ir_op_operand(op, 2) : NULL;
    bool training = false;
    if (tm) {
      IrAttr *c = onnx_const_value(tm);
      if (!c) {
        oi_fail(in, "'training_mode' must be a constant");
        return true;
      }
      training = ir_dense_get_i64(c, 0) != 0;
    }
    if (training) {
      IrValue *r = nops > 1 && !oi_is_none(ir_op_operand(op, 1)) ? ir_op_operand(op, 1) : NULL;
      IrAttr *rc = r ? onnx_const_value(r) : NULL;
      if (!rc || ir_dense_get_f64(rc, 0) != 0) {
        oi_fail(in, "training mode with a nonzero ratio (random dropping) is not supported");
        return true;
      }
    }
    in->nres = 2;
    in->res[1] = oi_tensor(in, ctx->i1_ty, t0->rank, t0->dims);
    *out = t0;
    return true;
  }
  case OP_ONNX_LAYERNORMALIZATION: {
    if (!oi_need_inputs(in, 2, 3))
      return true;
    if (!oi_is_float(t0)) {
      oi_fail(in, "input must be a float tensor");
      return true;
    }
    int64_t ax = oi_attr_int(op, "axis", -1);
    if (!oi_norm_axis(in, &ax, t0->rank))
      return true;
    for (int i = 1; i < nops; i++) {
      IrType *t = ir_op_operand(op, i)->type;
      if (oi_is_none(ir_op_operand(op, i)))
        continue;
      if (t->elem != t0->elem || t->rank > t0->rank - ax) {
        oi_fail(in, "scale and bias must broadcast to the normalized dimensions");
        return true;
      }
    }
    int64_t *d = oi_dims_alloc(in, t0->rank);
    for (int i = 0; i < t0->rank; i++)
      d[i] = i < ax ? t0->dims[i] : 1;
    in->nres = 3;
    in->res[1] = in->res[2] = oi_tensor(in, t0->elem, t0->rank, d);
    *out = t0;
    return true;
  }
  case OP_ONNX_NEGATIVELOGLIKELIHOODLOSS: *out = loss(in, false); return true;
  case OP_ONNX_SOFTMAXCROSSENTROPYLOSS: *out = loss(in, true); return true;
  case OP_ONNX_SPLIT: {
    if (!oi_need_inputs(in, 1, 2))
      return true;
    int64_t ax = oi_attr_int(op, "axis", 0);
    if (!oi_norm_axis(in, &ax, t0->rank))
      return true;
    int n = op->nresults;
    const int64_t *sp = NULL;
    int64_t ns = oi_int_list(in, "split", 1, &sp);
    if (ns == -3)
      return true;
    bool runtime = ns == -2; /* sizes read when the program runs */
    if (runtime && ir_op_operand(op, 1)->type->dims[0] != TY_DYN &&
        ir_op_operand(op, 1)->type->dims[0] != n) {
      oi_fail(in, "'split' has %lld entries for %d outputs",
              (long long)ir_op_operand(op, 1)->type->dims[0], n);
      return true;
    }
    int64_t D = t0->dims[ax], no = oi_attr_int(op, "num_outputs", n);
    if (ns >= 0 && ns != n) {
      oi_fail(in, "'split' has %lld entries for %d outputs", (long long)ns, n);
      return true;
    }
    if (no != n) {
      oi_fail(in, "'num_outputs' is %lld but the node has %d outputs", (long long)no, n);
      return true;
    }
    int64_t sum = 0;
    in->nres = n;
    for (int i = 0; i < n; i++) {
      int64_t len;
      if (runtime) {
        len = TY_DYN;
      } else if (ns >= 0) {
        len = sp[i];
        if (len < 0) {
          oi_fail(in, "'split' entries must not be negative");
          return true;
        }
        sum += len;
      } else if (D == TY_DYN) {
        len = TY_DYN;
      } else {
        /* Equal parts, the last smaller (opset 18), as ceil(D / n). */
        int64_t part = (D + n - 1) / n;
        len = i < n - 1 ? part : D - part * (n - 1);
        if (len < 0 || (D % n && ir_op_get_attr(op, "num_outputs") == NULL)) {
          oi_fail(in, "dimension %lld (size %lld) does not split into %d equal parts",
                  (long long)ax, (long long)D, n);
          return true;
        }
      }
      int64_t *d = oi_dims_alloc(in, t0->rank);
      memcpy(d, t0->dims, sizeof(int64_t) * (size_t)t0->rank);
      d[ax] = len;
      IrType *t = oi_tensor(in, t0->elem, t0->rank, d);
      if (i == 0)
        *out = t;
      else
        in->res[i] = t;
    }
    if (ns >= 0 && D != TY_DYN && sum != D) {
      *out = NULL;
      oi_fail(in, "'split' adds up to %lld, not to the dimension's %lld", (long long)sum,
              (long long)D);
    }
    return true;
  }
  case OP_ONNX_GLOBALAVERAGEPOOL: case OP_ONNX_GLOBALMAXPOOL: {
    if (!oi_need_inputs(in, 1, 1))
      return true;
    if (!oi_is_float(t0) || t0->rank < 3) {
      oi_fail(in, "input must be a float tensor of rank 3 or more");
      return true;
    }
    int64_t *d = oi_dims_alloc(in, t0->rank);
    for (int i = 0; i < t0->rank; i++)
      d[i] = i < 2 ? t0->dims[i] : 1;
    *out = oi_tensor(in, t0->elem, t0->rank, d);
    return true;
  }
  case OP_ONNX_MAXPOOL: case OP_ONNX_AVERAGEPOOL:
    *out = pool(in, false);
    if (*out && kind == OP_ONNX_MAXPOOL && op->nresults > 1) {
      *out = NULL;
      oi_fail(in, "the 'Indices' output is not supported");
    }
    if (*out && oi_attr_int(op, "storage_order", 0)) {
      *out = NULL;
      oi_fail(in, "'storage_order' 1 is not supported");
    }
    return true;
  case OP_ONNX_CONV:
    *out = pool(in, true);
    return true;
  case OP_ONNX_CONVTRANSPOSE: {
    if (!oi_need_inputs(in, 2, 3))
      return true;
    IrType *w = ir_op_operand(op, 1)->type;
    int64_t group = oi_attr_int(op, "group", 1);
    if (!oi_is_float(t0) || t0->rank < 3 || w->rank != t0->rank || w->elem != t0->elem ||
        group < 1 || group > 65536) {
      oi_fail(in, "needs float input and weights of one rank (3 or more) and a positive 'group'");
      return true;
    }
    if (t0->dims[1] != TY_DYN && w->dims[0] != TY_DYN && t0->dims[1] != w->dims[0]) {
      oi_fail(in, "the weights' first dimension must be the input's channels");
      return true;
    }
    int64_t *d = oi_dims_alloc(in, t0->rank);
    d[0] = t0->dims[0];
    d[1] = w->dims[1] == TY_DYN ? TY_DYN : w->dims[1] * group;
    for (int i = 0; i < t0->rank - 2; i++) {
      int64_t pb;
      if (!onnx_convt_geometry(op, t0, w, i, &d[2 + i], &pb)) {
        oi_fail(in, "needs static spatial sizes and valid kernel, strides, pads and output shape");
        return true;
      }
    }
    *out = oi_tensor(in, t0->elem, t0->rank, d);
    return true;
  }
  case OP_ONNX_INSTANCENORMALIZATION: case OP_ONNX_BATCHNORMALIZATION: {
    bool bn = kind == OP_ONNX_BATCHNORMALIZATION;
    if (!oi_need_inputs(in, bn ? 5 : 3, bn ? 5 : 3))
      return true;
    if (!oi_is_float(t0) || t0->rank < 2) {
      oi_fail(in, "input must be a float tensor of rank 2 or more");
      return true;
    }
    if (bn && oi_attr_int(op, "training_mode", 0)) {
      oi_fail(in, "training mode is not supported");
      return true;
    }
    for (int i = 1; i < nops; i++) {
      IrType *t = ir_op_operand(op, i)->type;
      if (t->rank != 1 || t->elem != t0->elem) {
        oi_fail(in, "input %d must be a 1-D tensor of the input's element type", i);
        return true;
      }
    }
    *out = t0;
    return true;
  }
  case OP_ONNX_LEAKYRELU: case OP_ONNX_ELU: case OP_ONNX_SELU: case OP_ONNX_CELU:
  case OP_ONNX_HARDSIGMOID: case OP_ONNX_HARDSWISH: case OP_ONNX_SOFTPLUS: case OP_ONNX_SOFTSIGN:
  case OP_ONNX_RECIPROCAL: case OP_ONNX_THRESHOLDEDRELU: case OP_ONNX_ROUND: case OP_ONNX_SHRINK:
  case OP_ONNX_MISH:
    if (!oi_need_inputs(in, 1, 1))
      return true;
    if (!oi_is_float(t0) && kind != OP_ONNX_SHRINK) {
      oi_fail(in, "input must be a float tensor, but got '%s'", ir_type_str(ctx, t0));
      return true;
    }
    *out = t0;
    return true;
  default:
    return false;
  }
}
