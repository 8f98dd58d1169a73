/* onnx_infer_nn.c: result types of the reductions beyond ReduceSum, the
 * softmax family, ArgMax/ArgMin, index ops (GatherElements, Trilu,
 * ConstantOfShape, Tile) and the elementwise ops added with them
 * (activations, Mod, BitShift, Sum/Mean...). */
#include <string.h>

#include "onnx_infer_internal.h"

/* Reduce*(data [, axes]) with keepdims and noop_with_empty_axes. */
static IrType *reduce(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  if (!oi_need_inputs(in, 1, 2))
    return NULL;
  IrType *t0 = ir_op_operand(op, 0)->type;
  const int64_t *axes = NULL;
  int64_t na = oi_int_list(in, "axes", 1, &axes);
  if (na == -3)
    return NULL;
  if (na == -2)
    return oi_fail(in, "'axes' must be a constant");
  bool keep = oi_attr_int(op, "keepdims", 1);
  bool noop = oi_attr_int(op, "noop_with_empty_axes", 0);
  int rank = t0->rank;
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
    *out = reduce(in);
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
