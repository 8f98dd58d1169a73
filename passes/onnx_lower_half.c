/* onnx_lower_half.c: float16 and bfloat16 after the ONNX lowering. The C
 * backend has no half types, so tensors of them are stored as their bits
 * (memref<...xi16>) and computed in f32: every load converts the bits to
 * f32, every store rounds back (float16 to nearest even, as numpy does;
 * bfloat16 toward zero, as ONNX's reference Cast does), scalar half values
 * become f32. The conversions are plain
 * integer and float arithmetic in the core dialects. */
#include <stdlib.h>
#include <string.h>

#include "onnx_lower.h"

#define B (&L->b)

static bool is_half(const IrType *t) { return t->kind == TY_FLOAT && t->width == 16; }

static bool has_half_elem(const IrType *t) {
  return (t->kind == TY_MEMREF || t->kind == TY_TENSOR) && is_half(t->elem);
}

static IrType *legal(Lower *L, IrType *t) {
  if (is_half(t))
    return L->ctx->f32_ty;
  if (t->kind == TY_MEMREF && is_half(t->elem))
    return ir_type_memref(L->ctx, L->ctx->i16_ty, t->rank, t->dims);
  return t;
}

static IrValue *i32c(Lower *L, int64_t v) { return ir_build_const_int(B, L->ctx->i32_ty, v); }
static IrValue *bin(Lower *L, int k, IrValue *a, IrValue *b) { return ir_build_binary(B, k, a, b); }

/* f32 of the half bits h (i16); bf16 when bf. */
static IrValue *half_to_f32(Lower *L, IrValue *h16, bool bf) {
  IrContext *ctx = L->ctx;
  IrValue *h = ir_build_cast(B, OP_EXTUI, h16, ctx->i32_ty);
  if (bf)
    return ir_build_cast(B, OP_BITCAST, bin(L, OP_SHLI, h, i32c(L, 16)), ctx->f32_ty);
  IrValue *sign = bin(L, OP_SHLI, bin(L, OP_ANDI, h, i32c(L, 0x8000)), i32c(L, 16));
  IrValue *e = bin(L, OP_ANDI, bin(L, OP_SHRUI, h, i32c(L, 10)), i32c(L, 0x1f));
  IrValue *m = bin(L, OP_ANDI, h, i32c(L, 0x3ff));
  IrValue *m13 = bin(L, OP_SHLI, m, i32c(L, 13));
  IrValue *normal = bin(L, OP_ORI, sign, bin(L, OP_ORI, bin(L, OP_SHLI, bin(L, OP_ADDI, e, i32c(L, 112)),
                                                            i32c(L, 23)),
                                             m13));
  IrValue *special = bin(L, OP_ORI, sign, bin(L, OP_ORI, i32c(L, 0x7f800000), m13));
  /* Subnormal: m * 2^-24, exact in f32. */
  IrValue *sf = bin(L, OP_MULF, ir_build_cast(B, OP_UITOFP, m, ctx->f32_ty),
                    ir_build_const_float(B, ctx->f32_ty, 5.9604644775390625e-08));
  IrValue *sub = bin(L, OP_ORI, sign, ir_build_cast(B, OP_BITCAST, sf, ctx->i32_ty));
  IrValue *bits = ir_build_select(B, ir_build_cmp(B, OP_CMPI, "eq", e, i32c(L, 31)), special, normal);
  bits = ir_build_select(B, ir_build_cmp(B, OP_CMPI, "eq", e, i32c(L, 0)), sub, bits);
  return ir_build_cast(B, OP_BITCAST, bits, ctx->f32_ty);
}

/* The half bits (i16) of f: float16 nearest (ties to even), bfloat16
 * truncated; bf16 when bf. */
static IrValue *f32_to_half(Lower *L, IrValue *f, bool bf) {
  IrContext *ctx = L->ctx;
  IrValue *u = ir_build_cast(B, OP_BITCAST, f, ctx->i32_ty);
  IrValue *r;
  if (bf) {
    /* bfloat16 keeps the top half of the f32 (rounding toward zero), as
     * ONNX's reference Cast and its test data do; a NaN stays quiet. */
    IrValue *top = bin(L, OP_SHRUI, u, i32c(L, 16));
    IrValue *nan = bin(L, OP_ORI, top, i32c(L, 0x40));
    r = ir_build_select(B, ir_build_cmp(B, OP_CMPF, "uno", f, f), nan, top);
  } else {
    IrValue *s = bin(L, OP_ANDI, bin(L, OP_SHRUI, u, i32c(L, 16)), i32c(L, 0x8000));
    IrValue *a = bin(L, OP_ANDI, u, i32c(L, 0x7fffffff));
    /* At least 65536 (or NaN): infinity or a quiet NaN. */
    IrValue *big = ir_build_select(B, ir_build_cmp(B, OP_CMPI, "ugt", a, i32c(L, 0x7f800000)),
                                   i32c(L, 0x7e00), i32c(L, 0x7c00));
    /* Below 2^-14: a subnormal half; adding 0.5 rounds to its grid. */
    IrValue *af = ir_build_cast(B, OP_BITCAST, a, ctx->f32_ty);
    IrValue *t = bin(L, OP_ADDF, af, ir_build_const_float(B, ctx->f32_ty, 0.5));
    IrValue *sub = bin(L, OP_SUBI, ir_build_cast(B, OP_BITCAST, t, ctx->i32_ty), i32c(L, 0x3f000000));
    /* Normal: rebias the exponent and round the mantissa to 10 bits. */
    IrValue *odd = bin(L, OP_ANDI, bin(L, OP_SHRUI, a, i32c(L, 13)), i32c(L, 1));
    IrValue *n = bin(L, OP_ADDI, bin(L, OP_ADDI, a, i32c(L, -939520001 /* 0xc8000fff */)), odd);
    IrValue *normal = bin(L, OP_SHRUI, n, i32c(L, 13));
    IrValue *v = ir_build_select(B, ir_build_cmp(B, OP_CMPI, "ult", a, i32c(L, 0x38800000)), sub,
                                 normal);
    v = ir_build_select(B, ir_build_cmp(B, OP_CMPI, "uge", a, i32c(L, 0x47800000)), big, v);
    r = bin(L, OP_ORI, s, v);
  }
  return ir_build_cast(B, OP_TRUNCI, r, ctx->i16_ty);
}

typedef struct OpVec {
  IrOp **v;
  int n, cap;
} OpVec;

static void collect(IrBlock *b, OpVec *ov) {
  for (IrOp *op = b->first; op; op = op->next) {
    if (ov->n == ov->cap) {
      ov->cap = ov->cap ? 2 * ov->cap : 64;
      ov->v = xrealloc(ov->v, sizeof(IrOp *) * (size_t)ov->cap);
    }
    ov->v[ov->n++] = op;
    for (int r = 0; r < op->nregions; r++)
      for (IrBlock *bb = op->regions[r]->first; bb; bb = bb->next)
        collect(bb, ov);
  }
}

static void retype_block_args(Lower *L, IrBlock *b) {
  for (int i = 0; i < b->nargs; i++)
    b->args[i]->type = legal(L, b->args[i]->type);
}

bool lw_has_half(Lower *L, IrBlock *entry) {
  (void)L;
  OpVec ov = {0};
  collect(entry, &ov);
  bool any = false;
  for (int i = 0; i < entry->nargs && !any; i++)
    any = has_half_elem(entry->args[i]->type) || is_half(entry->args[i]->type);
  for (int i = 0; i < ov.n && !any; i++)
    for (int k = 0; k < ov.v[i]->nresults && !any; k++)
      any = has_half_elem(ov.v[i]->results[k].type) || is_half(ov.v[i]->results[k].type);
  free(ov.v);
  return any;
}

void lw_legalize_half(Lower *L, IrBlock *entry) {
  IrContext *ctx = L->ctx;
  OpVec ov = {0};
  collect(entry, &ov);
  IrInsertPoint saved = ir_builder_save(B);
  for (int i = 0; i < ov.n; i++) {
    IrOp *op = ov.v[i];
    switch ((int)ir_op_kind(op)) {
    case OP_LOAD: {
      IrValue *mem = ir_op_operand(op, 0), *res = &op->results[0];
      if (!has_half_elem(mem->type))
        break;
      /* The uses as they are, before the conversion adds its own. */
      int nu = 0;
      for (IrUse *u = res->uses; u; u = u->next)
        nu++;
      IrOp **owners = xmalloc(sizeof(IrOp *) * (size_t)(nu + 1));
      int *idx = xmalloc(sizeof(int) * (size_t)(nu + 1));
      nu = 0;
      for (IrUse *u = res->uses; u; u = u->next) {
        owners[nu] = u->owner;
        idx[nu++] = ir_use_index(u);
      }
      bool bf = mem->type->elem->is_bf16;
      res->type = ctx->i16_ty;
      if (op->next)
        ir_builder_set_before(B, op->next);
      else
        ir_builder_set_end(B, op->parent);
      IrValue *f = half_to_f32(L, res, bf);
      for (int k = 0; k < nu; k++)
        ir_op_set_operand(owners[k], idx[k], f);
      free(owners);
      free(idx);
      break;
    }
    case OP_STORE: {
      IrValue *v = ir_op_operand(op, 0), *mem = ir_op_operand(op, 1);
      if (!has_half_elem(mem->type))
        break;
      ir_builder_set_before(B, op);
      v->type = legal(L, v->type); /* the f32 it is about to become */
      ir_op_set_operand(op, 0, f32_to_half(L, v, mem->type->elem->is_bf16));
      break;
    }
    case OP_CONSTANT: {
      IrAttr *a = ir_op_get_attr(op, "value");
      IrType *t = op->results[0].type;
      if (is_half(t) && a && a->kind == ATTR_FLOAT)
        ir_op_set_attr_ex(ctx, op, "value", ir_attr_float(ctx, ctx->f32_ty, a->u.f), true);
      else if (has_half_elem(t) && a && a->kind == ATTR_DENSE)
        ir_op_set_attr_ex(ctx, op, "value",
                          ir_attr_dense(ctx, legal(L, t), a->u.dense.data, a->u.dense.count,
                                        a->u.dense.splat),
                          true);
      break;
    }
    default:
      break;
    }
  }
  /* Every value of a half type takes its legal one; conversions between
   * f32 and a half (now f32 to f32) disappear. */
  retype_block_args(L, entry);
  for (int i = 0; i < ov.n; i++) {
    IrOp *op = ov.v[i];
    for (int k = 0; k < op->nresults; k++)
      op->results[k].type = legal(L, op->results[k].type);
    for (int r = 0; r < op->nregions; r++)
      for (IrBlock *bb = op->regions[r]->first; bb; bb = bb->next)
        retype_block_args(L, bb);
  }
  for (int i = 0; i < ov.n; i++) {
    IrOp *op = ov.v[i];
    if ((ir_op_is(op, OP_EXTF) || ir_op_is(op, OP_TRUNCF)) &&
        ir_op_operand(op, 0)->type == op->results[0].type) {
      ir_value_replace_all_uses(&op->results[0], ir_op_operand(op, 0));
      ir_op_erase(op);
    }
  }
  free(ov.v);
  ir_builder_restore(B, saved);
}
