/* onnx_lower_quant.c: lowering of the quantization operators
 * QuantizeLinear, DequantizeLinear, DynamicQuantizeLinear, MatMulInteger
 * and QLinearMatMul to loop nests (ONNX's operator documentation):
 * quantizing divides by the scale, rounds half to even, adds the zero
 * point and saturates to the 8-bit type's range. */
#include <string.h>

#include "onnx_lower.h"
#include "../dialects/onnx/onnx_types.h"

#define B (&L->b)

static IrValue *c(Lower *L, int64_t v) { return lw_cidx(L, v); }

/* The ONNX element type of operand i of op. */
static IrType *dtype(Lower *L, IrOp *op, int i) {
  return onnx_type_dtype(L->ctx, ir_op_operand(op, i)->type);
}

/* Operand i's element for position iv along the axis (a one-element
 * operand: its only one), converted to `to`; zero when it is absent. */
static IrValue *param(Lower *L, IrOp *op, int i, IrValue *iv, IrType *to) {
  IrValue *m = lw_operand(L, op, i);
  if (!m)
    return lw_cf(L, to, 0);
  IrValue *ix = c(L, 0);
  if (m->type->rank == 1 && m->type->dims[0] != 1 && iv)
    ix = m->type->dims[0] == TY_DYN
             ? lw_select_idx(L, lw_cmp_idx(L, "eq", lw_dim(L, m, 0), c(L, 1)), c(L, 0), iv)
             : iv;
  IrValue *v = ir_build_load(B, m, m->type->rank, m->type->rank ? &ix : NULL);
  return lw_cast(L, v, dtype(L, op, i), to);
}

/* round-half-even(v) + zp, saturated to the range of the 8-bit type q
 * (v and zp float), as q's signless type. */
static IrValue *saturate(Lower *L, IrValue *v, IrValue *zp, IrType *q) {
  IrType *f = v->type;
  IrValue *r = lw_scalar_round(L, NULL, &v, 1, f, false);
  r = ir_build_binary(B, OP_ADDF, r, zp);
  bool uns = q->kind == TY_INT && q->is_unsigned;
  r = ir_build_binary(B, OP_MAXIMUMF, r, lw_cf(L, f, uns ? 0 : -128));
  r = ir_build_binary(B, OP_MINIMUMF, r, lw_cf(L, f, uns ? 255 : 127));
  return lw_cast(L, r, f, q);
}


/* QuantizeLinear and DequantizeLinear. */
bool lw_lower_quantize(Lower *L, IrOp *op) {
  bool dq = ir_op_is(op, OP_ONNX_DEQUANTIZELINEAR);
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank;
  int64_t axis = lw_int_attr(op, "axis", 1);
  if (axis < 0)
    axis += r;
  IrValue **d = lw_all_dims(L, x);
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  IrType *ft = ir_op_operand(op, 1)->type->elem, *xt = dtype(L, op, 0);
  IrType *rt = onnx_type_dtype(L->ctx, op->results[0].type);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *iv = axis >= 0 && axis < r ? ns.ivs[axis] : NULL; /* else one-element parameters */
  IrValue *s = param(L, op, 1, iv, ft), *zp = param(L, op, 2, iv, ft);
  IrValue *xv = lw_cast(L, ir_build_load(B, x, r, ns.ivs), xt, ft);
  IrValue *v = dq ? ir_build_binary(B, OP_MULF, ir_build_binary(B, OP_SUBF, xv, zp), s)
                  : saturate(L, ir_build_binary(B, OP_DIVF, xv, s), zp, rt);
  ir_build_store(B, v, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* DynamicQuantizeLinear: the range [min(x, 0), max(x, 0)] over 255 is the
 * scale, the zero point -min / scale rounded and saturated; then x
 * quantized with them. */
bool lw_lower_dynamic_quantize(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank;
  IrType *f = ctx->f32_ty, *u8 = ir_type_uint(ctx, 8);
  IrValue **d = lw_all_dims(L, x);
  IrValue *z = lw_cf(L, f, 0);
  IrValue *lo = lw_store_scalar(L, z), *hi = lw_store_scalar(L, z);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, false);
  IrValue *v = ir_build_load(B, x, r, ns.ivs);
  ir_build_store(B, ir_build_binary(B, OP_MINIMUMF, ir_build_load(B, lo, 0, NULL), v), lo, 0, NULL);
  ir_build_store(B, ir_build_binary(B, OP_MAXIMUMF, ir_build_load(B, hi, 0, NULL), v), hi, 0, NULL);
  lw_nest_end(L, &ns);
  IrValue *mn = ir_build_load(B, lo, 0, NULL), *mx = ir_build_load(B, hi, 0, NULL);
  IrValue *scale = ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_SUBF, mx, mn), lw_cf(L, f, 255));
  IrValue *zpv = saturate(L, ir_build_binary(B, OP_DIVF, ir_build_unary(B, OP_NEGF, mn), scale), z, u8);
  IrValue *zpf = lw_cast(L, zpv, u8, f);
  IrValue *y = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  lw_nest_begin(L, &ns, r, d, true);
  v = ir_build_load(B, x, r, ns.ivs);
  ir_build_store(B, saturate(L, ir_build_binary(B, OP_DIVF, v, scale), zpf, u8), y, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], y);
  if (op->nresults > 1)
    lw_set(L, &op->results[1], lw_store_scalar(L, scale));
  if (op->nresults > 2)
    lw_set(L, &op->results[2], lw_store_scalar(L, zpv));
  return true;
}

/* MatMulInteger and QLinearMatMul: int32 sums of (a - a_zp) (b - b_zp);
 * QLinearMatMul scales them by a_scale b_scale / y_scale in float and
 * quantizes to y's type. */
bool lw_lower_matmul_integer(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  bool ql = ir_op_is(op, OP_ONNX_QLINEARMATMUL);
  int ib = ql ? 3 : 1;
  IrValue *a = lw_operand(L, op, 0), *b = lw_operand(L, op, ib);
  int ra = a->type->rank, rb = b->type->rank;
  IrType *i32 = ctx->i32_ty, *f = ctx->f32_ty;
  IrValue **d = lw_vals(L, ra);
  for (int i = 0; i < ra - 1; i++)
    d[i] = lw_dim(L, a, i);
  d[ra - 1] = lw_dim(L, b, rb - 1);
  IrValue *k = lw_dim(L, a, ra - 1);
  lw_assert(L, lw_cmp_idx(L, "eq", k, lw_dim(L, b, rb - 2)), "inner dimensions differ");
  for (int i = 0; i + 2 < rb; i++)
    lw_assert(L, lw_cmp_idx(L, "eq", d[i], lw_dim(L, b, i)), "the batch sizes differ");
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  IrValue *azp = param(L, op, ql ? 2 : 2, NULL, i32), *bzp = param(L, op, ql ? 5 : 3, NULL, i32);
  IrValue *mult = NULL;
  if (ql) {
    IrValue *as = param(L, op, 1, NULL, f), *bs = param(L, op, 4, NULL, f), *ys = param(L, op, 6, NULL, f);
    mult = ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_MULF, as, bs), ys);
  }
  Nest ns;
  lw_nest_begin_work(L, &ns, ra, d, true, 16);
  IrValue *zero = ir_build_const_int(B, i32, 0);
  LwFor fk;
  IrValue **it;
  IrValue *kk = lw_for_begin(L, &fk, c(L, 0), k, 1, &zero, &it);
  IrValue **ia = lw_vals(L, ra), **ix = lw_vals(L, rb);
  memcpy(ia, ns.ivs, sizeof(IrValue *) * (size_t)ra);
  ia[ra - 1] = kk;
  for (int i = 0; i + 2 < rb; i++)
    ix[i] = ns.ivs[i];
  ix[rb - 2] = kk;
  ix[rb - 1] = ns.ivs[ra - 1];
  IrValue *av = ir_build_binary(B, OP_SUBI, lw_cast(L, ir_build_load(B, a, ra, ia), dtype(L, op, 0), i32), azp);
  IrValue *bv = ir_build_binary(B, OP_SUBI, lw_cast(L, ir_build_load(B, b, rb, ix), dtype(L, op, ib), i32), bzp);
  IrValue *acc = ir_build_binary(B, OP_ADDI, it[0], ir_build_binary(B, OP_MULI, av, bv));
  acc = lw_for_end(L, &fk, 1, &acc)[0];
  if (ql) {
    IrValue *yzp = param(L, op, 7, NULL, f);
    IrValue *v = ir_build_binary(B, OP_MULF, lw_cast(L, acc, i32, f), mult);
    acc = saturate(L, v, yzp, onnx_type_dtype(ctx, op->results[0].type));
  }
  ir_build_store(B, acc, out, ra, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}
