/* onnx_fold.c: import-time evaluation of shape arithmetic. Exporters (and
 * ONNX's own function expansions) compute shapes with Shape, Slice,
 * Concat, Gather, Sub... on constants; folding them gives later ops
 * (Reshape, ConstantOfShape, Expand) shapes of known length. Only small
 * integer tensors whose operands are all constants (or, for Shape and Size,
 * of static type) are folded; anything else is left to the lowering. */
#include <stdlib.h>
#include <string.h>

#include "onnx_fold.h"
#include "onnx_infer.h"

#define FOLD_MAX 4096

static bool small_int(const IrType *t) {
  if (t->kind != TY_TENSOR || t->rank < 0 || t->rank > 8 || t->elem->kind != TY_INT ||
      t->elem->width < 32 || ir_type_num_dynamic(t))
    return false;
  int64_t n = ir_type_num_elements(t);
  return n >= 0 && n <= FOLD_MAX;
}

/* The constant value of operand i as int64s, or NULL. */
static int64_t *vals(IrOp *op, int i, int64_t *n) {
  if (i >= op->nopnds)
    return NULL;
  IrAttr *a = onnx_const_value(ir_op_operand(op, i));
  if (!a || !small_int(a->type))
    return NULL;
  *n = ir_type_num_elements(a->type);
  int64_t *v = malloc(sizeof(int64_t) * (size_t)(*n + 1));
  for (int64_t k = 0; k < *n; k++)
    v[k] = ir_dense_get_i64(a, k);
  return v;
}

static IrAttr *make(IrContext *ctx, IrType *t, const int64_t *v) {
  int64_t n = ir_type_num_elements(t);
  if (t->elem->width == 64)
    return ir_attr_dense(ctx, t, v, n, false);
  int32_t *w = malloc(sizeof(int32_t) * (size_t)(n + 1));
  for (int64_t k = 0; k < n; k++)
    w[k] = (int32_t)v[k];
  IrAttr *a = ir_attr_dense(ctx, t, w, n, false);
  free(w);
  return a;
}

IrAttr *onnx_fold(IrContext *ctx, IrOp *op) {
  if (op->nresults != 1 || !small_int(op->results[0].type))
    return NULL;
  IrType *rt = op->results[0].type;
  int64_t rn = ir_type_num_elements(rt);
  int64_t *out = calloc((size_t)rn + 1, sizeof(int64_t));
  int64_t n0 = 0, n1 = 0;
  int64_t *a = NULL, *b = NULL;
  bool ok = false;
  switch ((int)ir_op_kind(op)) {
  case OP_ONNX_SHAPE: {
    IrType *t = ir_op_operand(op, 0)->type;
    if (t->kind != TY_TENSOR || t->rank < 0 || ir_type_num_dynamic(t))
      break;
    IrAttr *s = ir_op_get_attr(op, "start");
    int64_t st = s && s->kind == ATTR_INT ? s->u.i : 0, r = t->rank;
    st = st < 0 ? (st < -r ? 0 : st + r) : (st > r ? r : st);
    for (int64_t k = 0; k < rn; k++)
      out[k] = t->dims[st + k];
    ok = true;
    break;
  }
  case OP_ONNX_SIZE: {
    IrType *t = ir_op_operand(op, 0)->type;
    if (t->kind != TY_TENSOR || t->rank < 0 || ir_type_num_dynamic(t))
      break;
    out[0] = ir_type_num_elements(t);
    ok = out[0] >= 0;
    break;
  }
  case OP_ONNX_IDENTITY: case OP_ONNX_UNSQUEEZE: case OP_ONNX_SQUEEZE: case OP_ONNX_RESHAPE:
  case OP_ONNX_FLATTEN: case OP_ONNX_CAST:
    if ((a = vals(op, 0, &n0)) && n0 == rn) {
      memcpy(out, a, sizeof(int64_t) * (size_t)rn);
      ok = true;
    }
    break;
  case OP_ONNX_NEG:
    if ((a = vals(op, 0, &n0)) && n0 == rn) {
      ok = true;
      for (int64_t k = 0; ok && k < rn; k++) {
        ok = a[k] != INT64_MIN;
        out[k] = ok ? -a[k] : 0;
      }
    }
    break;
  case OP_ONNX_CONCAT: {
    int64_t k = 0;
    ok = ir_op_operand(op, 0)->type->rank == 1;
    for (int i = 0; ok && i < op->nopnds; i++) {
      int64_t m;
      int64_t *v = vals(op, i, &m);
      ok = v && k + m <= rn;
      if (ok)
        memcpy(out + k, v, sizeof(int64_t) * (size_t)m);
      k += m;
      free(v);
    }
    ok = ok && k == rn;
    break;
  }
  case OP_ONNX_GATHER: {
    IrAttr *ax = ir_op_get_attr(op, "axis");
    if ((ax && ax->kind == ATTR_INT && ax->u.i != 0) || ir_op_operand(op, 0)->type->rank != 1)
      break;
    if (!(a = vals(op, 0, &n0)) || !(b = vals(op, 1, &n1)) || n1 != rn)
      break;
    ok = true;
    for (int64_t k = 0; ok && k < rn; k++) {
      int64_t i = b[k] < 0 ? b[k] + n0 : b[k];
      ok = i >= 0 && i < n0;
      if (ok)
        out[k] = a[i];
    }
    break;
  }
  case OP_ONNX_SLICE: {
    /* Rank 1 only, with the attribute-free form (opset 10 on). */
    if (ir_op_operand(op, 0)->type->rank != 1 || ir_op_get_attr(op, "starts") || op->nopnds < 3)
      break;
    int64_t ns, ne, nst = 1;
    int64_t *st = vals(op, 1, &ns), *en = vals(op, 2, &ne), *sp = NULL;
    a = vals(op, 0, &n0);
    if (op->nopnds > 4 && ir_op_operand(op, 4)->type->kind != TY_NONE)
      sp = vals(op, 4, &nst);
    bool axes_ok = op->nopnds < 4 || ir_op_operand(op, 3)->type->kind == TY_NONE;
    if (!axes_ok) {
      int64_t na;
      int64_t *ax = vals(op, 3, &na);
      axes_ok = ax && na == 1 && (ax[0] == 0 || ax[0] == -1);
      free(ax);
    }
    int64_t step = sp ? sp[0] : 1;
    if (a && st && en && ns == 1 && ne == 1 && nst == 1 && axes_ok && step != 0 &&
        (op->nopnds <= 4 || ir_op_operand(op, 4)->type->kind == TY_NONE || sp)) {
      int64_t s = st[0], e = en[0];
      onnx_slice_clamp(n0, step, &s, &e);
      int64_t k = 0;
      for (int64_t i = s; step > 0 ? i < e : i > e; i += step) {
        if (k >= rn)
          break;
        out[k++] = a[i];
      }
      ok = k == rn;
    }
    free(st);
    free(en);
    free(sp);
    break;
  }
  case OP_ONNX_ADD: case OP_ONNX_SUB: case OP_ONNX_MUL: {
    if (!(a = vals(op, 0, &n0)) || !(b = vals(op, 1, &n1)))
      break;
    if ((n0 != rn && n0 != 1) || (n1 != rn && n1 != 1) ||
        ir_op_operand(op, 0)->type->rank > 1 || ir_op_operand(op, 1)->type->rank > 1)
      break;
    ok = true;
    for (int64_t k = 0; k < rn; k++) {
      int64_t x = a[n0 == 1 ? 0 : k], y = b[n1 == 1 ? 0 : k], z;
      int kind = (int)ir_op_kind(op);
      bool ovf = kind == OP_ONNX_ADD   ? __builtin_add_overflow(x, y, &z)
                 : kind == OP_ONNX_SUB ? __builtin_sub_overflow(x, y, &z)
                                       : __builtin_mul_overflow(x, y, &z);
      if (ovf) {
        ok = false;
        break;
      }
      out[k] = z;
    }
    break;
  }
  case OP_ONNX_CONSTANTOFSHAPE: {
    IrAttr *v = ir_op_get_attr(op, "value");
    int64_t x = v && v->kind == ATTR_DENSE ? ir_dense_get_i64(v, 0) : 0;
    if (v && v->kind == ATTR_DENSE && v->type->elem->kind != TY_INT)
      break;
    for (int64_t k = 0; k < rn; k++)
      out[k] = x;
    ok = true;
    break;
  }
  default:
    break;
  }
  IrAttr *r = ok ? make(ctx, rt, out) : NULL;
  free(a);
  free(b);
  free(out);
  return r;
}
