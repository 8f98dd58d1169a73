/* onnx_infer_quant.c: the result types of the quantization operators
 * QuantizeLinear, DequantizeLinear, DynamicQuantizeLinear, MatMulInteger
 * and QLinearMatMul (ONNX's operator documentation, opsets 10 to 13). */
#include "onnx_infer_internal.h"

static bool is_q8(IrContext *ctx, const IrType *t) {
  IrType *e = onnx_type_dtype(ctx, t);
  return e->kind == TY_INT && e->width == 8;
}

/* A scale or zero point: one element, or (per_axis) a 1-D tensor of the
 * size of x's axis `axis` (when those sizes are known). */
static bool param_ok(Infer *in, int i, const IrType *x, int64_t axis, bool per_axis) {
  IrType *t = in->ops[i]->type;
  if (ir_type_num_elements(t) == 1 && t->rank <= 1)
    return true;
  if (!per_axis || t->rank != 1)
    return false;
  int64_t n = x->dims[axis];
  return t->dims[0] == TY_DYN || n == TY_DYN || t->dims[0] == n;
}

/* QuantizeLinear (x, y_scale, y_zero_point) and DequantizeLinear (x,
 * x_scale, x_zero_point): x's shape; uint8 (or the zero point's type), or
 * the scale's float type. */
IrType *oi_quantize(Infer *in) {
  IrContext *ctx = in->ctx;
  bool dq = ir_op_is(in->op, OP_ONNX_DEQUANTIZELINEAR);
  if (!oi_need_inputs(in, 2, 3))
    return NULL;
  IrType *x = in->t0, *s = in->ops[1]->type;
  bool zp = in->op->nopnds > 2 && !oi_is_none(in->ops[2]);
  if (!oi_is_float(s))
    return oi_fail(in, "the scale must be a float tensor");
  if (dq ? !(is_q8(ctx, x) || x->elem == ctx->i32_ty) : !oi_is_float(x) && x->elem != ctx->i32_ty)
    return oi_fail(in, dq ? "x must be an int8, uint8 or int32 tensor"
                          : "x must be a float or int32 tensor");
  if (zp && (dq ? onnx_type_dtype(ctx, in->ops[2]->type) != onnx_type_dtype(ctx, x)
                : !is_q8(ctx, in->ops[2]->type)))
    return oi_fail(in, dq ? "the zero point must have x's element type"
                          : "the zero point must be an int8 or uint8 tensor");
  /* 'axis' matters (and must be in range) only for a per-axis scale. */
  int64_t axis = oi_attr_int(in->op, "axis", 1);
  IrType *st = in->ops[1]->type;
  bool per_axis = !(ir_type_num_elements(st) == 1 && st->rank <= 1);
  if (per_axis && !oi_norm_axis(in, &axis, x->rank))
    return NULL;
  for (int i = 1; i < (zp ? 3 : 2); i++)
    if (!param_ok(in, i, x, axis, per_axis))
      return oi_fail(in, "input %d must have one element or one for each along 'axis'", i);
  if (dq)
    return oi_tensor(in, s->elem, x->rank, x->dims);
  IrType *e = zp ? in->ops[2]->type->elem : ir_type_uint(ctx, 8);
  return oi_tensor(in, e, x->rank, x->dims);
}

/* DynamicQuantizeLinear: y (uint8, x's shape), y_scale, y_zero_point. */
IrType *oi_dynamic_quantize(Infer *in) {
  IrContext *ctx = in->ctx;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  if (in->t0->elem != ctx->f32_ty)
    return oi_fail(in, "x must be a float tensor");
  IrType *u8 = ir_type_uint(ctx, 8);
  in->nres = 3;
  if (in->op->nresults > 1)
    in->res[1] = oi_tensor(in, ctx->f32_ty, 0, NULL);
  if (in->op->nresults > 2)
    in->res[2] = oi_tensor(in, u8, 0, NULL);
  return oi_tensor(in, u8, in->t0->rank, in->t0->dims);
}

/* MatMulInteger (A, B, a_zero_point, b_zero_point) -> int32 and
 * QLinearMatMul (a, a_scale, a_zero_point, b, b_scale, b_zero_point,
 * y_scale, y_zero_point) -> y_zero_point's type: A's rank >= 2, B 2-D or
 * of A's rank with the same batch sizes (no broadcasting). */
IrType *oi_matmul_integer(Infer *in) {
  IrContext *ctx = in->ctx;
  bool ql = ir_op_is(in->op, OP_ONNX_QLINEARMATMUL);
  if (!oi_need_inputs(in, ql ? 8 : 2, ql ? 8 : 4))
    return NULL;
  IrType *a = in->t0, *b = in->ops[ql ? 3 : 1]->type;
  if (!is_q8(ctx, a) || !is_q8(ctx, b))
    return oi_fail(in, "A and B must be int8 or uint8 tensors");
  int ra = (int)a->rank, rb = (int)b->rank;
  if (ra < 2 || (rb != 2 && rb != ra))
    return oi_fail(in, "A must have rank 2 or more and B rank 2 or A's (batch broadcasting is "
                       "not supported)");
  for (int i = 0; i + 2 < rb; i++)
    if (a->dims[i] != TY_DYN && b->dims[i] != TY_DYN && a->dims[i] != b->dims[i])
      return oi_fail(in, "the batch sizes differ");
  int64_t ka = a->dims[ra - 1], kb = b->dims[rb - 2];
  if (ka != TY_DYN && kb != TY_DYN && ka != kb)
    return oi_fail(in, "inner dimensions differ (%lld vs %lld)", (long long)ka, (long long)kb);
  int n = in->op->nopnds;
  for (int i = 1; i < n; i++) {
    if (oi_is_none(in->ops[i]) || i == (ql ? 3 : 1))
      continue;
    IrType *t = in->ops[i]->type;
    bool scale = ql && (i == 1 || i == 4 || i == 6);
    if (scale ? !oi_is_float(t) : !is_q8(ctx, t))
      return oi_fail(in, "input %d must be %s", i, scale ? "a float tensor" : "int8 or uint8");
    if (ir_type_num_elements(t) != 1 || t->rank > 1)
      return oi_fail(in, "input %d must have one element (per-row and per-column values are not "
                         "supported)", i);
  }
  int64_t *d = oi_dims_alloc(in, ra);
  for (int i = 0; i < ra - 1; i++)
    d[i] = a->dims[i];
  d[ra - 1] = b->dims[rb - 1];
  return oi_tensor(in, ql ? in->ops[7]->type->elem : ctx->i32_ty, ra, d);
}
