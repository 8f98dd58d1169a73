/* fold_wide.c: arith's constant folds on integers wider than 64 bits
 * (MLIR folds them with APInt): addi, subi, muli, andi, ori, xori and
 * cmpi of two constants, trunci of a constant to any width, extsi and
 * extui of a constant to a wide type; and the folds of i0 (below, and
 * canon_fold_i0_cast for its casts). The other folds read constants of 1 to 64 bits
 * (canon_match_int) and leave these alone. */
#include <stdlib.h>
#include <string.h>

#include "../ir/wideint.h"
#include "canonicalize.h"

static bool is_wide(const IrType *t) { return t->kind == TY_INT && t->width > 64; }

/* v's constant as words of its width (room for rn words, rn at least
 * ir_wide_nwords(width)); false when v is no integer constant. */
static bool const_words(const IrValue *v, uint64_t *x, int rn) {
  const IrOp *d = v->def_op;
  const IrAttr *a = d && ir_op_is(d, OP_CONSTANT) ? ir_op_get_attr(d, "value") : NULL;
  if (!a || a->kind != ATTR_INT || v->type->kind != TY_INT)
    return false;
  unsigned w = v->type->width;
  memset(x, 0, sizeof *x * (size_t)rn);
  if (a->wide)
    memcpy(x, a->wide, sizeof *x * (size_t)ir_wide_nwords(w));
  else
    ir_wide_from_i64(x, w, a->u.i);
  return true;
}

static bool cmp_holds(int pred, const uint64_t *a, const uint64_t *b, unsigned w) {
  int s = ir_wide_cmp(a, b, w, true), u = ir_wide_cmp(a, b, w, false);
  switch (pred) { /* MLIR's cmpi order */
  case 0: return u == 0;
  case 1: return u != 0;
  case 2: return s < 0;
  case 3: return s <= 0;
  case 4: return s > 0;
  case 5: return s >= 0;
  case 6: return u < 0;
  case 7: return u <= 0;
  case 8: return u > 0;
  default: return u >= 0;
  }
}

/* i0, whose one value is 0: MLIR's folds with a zero operand (x + 0,
 * x - 0, x | 0, x ^ 0, x << 0, x >> 0 are x; x * 0, x & 0 are 0), which
 * its matchers find in any i0 constant, and min / max of x and x or of two
 * constants. A constant left operand alone folds nothing (mlir-opt 22
 * keeps shrsi(0, x) and maxsi(x, 0) on i0). */
static IrValue *fold_i0(IrOp *op) {
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  bool cx = x->def_op && ir_op_is(x->def_op, OP_CONSTANT);
  bool cy = y->def_op && ir_op_is(y->def_op, OP_CONSTANT);
  switch (ir_op_kind(op)) {
  case OP_ADDI: case OP_SUBI: case OP_ORI: case OP_XORI:
  case OP_SHLI: case OP_SHRSI: case OP_SHRUI:
    return cy ? x : NULL;
  case OP_MULI: case OP_ANDI: return cy ? y : NULL;
  case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI:
    return x == y || (cx && cy) ? x : NULL;
  default: return NULL;
  }
}

IrValue *canon_fold_i0(IrOp *op) {
  IrType *t = op->nresults == 1 && op->nopnds == 2 ? op->results[0].type : NULL;
  return t && t->kind == TY_INT && t->width == 0 ? fold_i0(op) : NULL;
}

static bool is_i0(const IrType *t) { return t->kind == TY_INT && t->width == 0; }

IrAttr *canon_fold_i0_cast(Canon *c, IrOp *op) {
  /* extsi / extui of an i0 constant is 0; trunci of a constant to i0 is
   * the i0 zero (MLIR's constant folds through APInt of width 0). */
  IrValue *x = op->nopnds == 1 ? ir_op_operand(op, 0) : NULL;
  IrType *t = op->nresults == 1 ? op->results[0].type : NULL;
  const IrOp *d = x ? x->def_op : NULL;
  if (!d || !ir_op_is(d, OP_CONSTANT) || ir_op_get_attr(d, "value")->kind != ATTR_INT ||
      t->kind != TY_INT)
    return NULL;
  if (((ir_op_is(op, OP_EXTSI) || ir_op_is(op, OP_EXTUI)) && is_i0(x->type)) ||
      (ir_op_is(op, OP_TRUNCI) && is_i0(t)))
    return ir_attr_int(canon_ctx(c), t, 0);
  return NULL;
}

/* Whether the words x (w bits) are all 0 (want 0), 1 (want 1) or all
 * ones (want -1). */
static bool words_are(const uint64_t *x, unsigned w, int want) {
  int n = ir_wide_nwords(w);
  for (int i = 0; i < n; i++) {
    uint64_t expect = want == -1 ? ~0ull : (i == 0 && want == 1) ? 1 : 0;
    if (i == n - 1 && w % 64 && want == -1)
      expect &= (1ull << (w % 64)) - 1;
    if (x[i] != expect)
      return false;
  }
  return true;
}

IrValue *canon_fold_wide_value(Canon *c, IrOp *op, IrAttr **attr) {
  *attr = NULL;
  if (op->nresults != 1 || op->nopnds != 2)
    return NULL;
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  IrType *t = x->type;
  if (!is_wide(t))
    return NULL;
  unsigned w = t->width;
  IrContext *ctx = canon_ctx(c);
  if (x == y) {
    switch (ir_op_kind(op)) {
    case OP_ANDI: case OP_ORI: case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI:
      return x;
    case OP_SUBI: case OP_XORI: *attr = ir_attr_int(ctx, t, 0); return NULL;
    case OP_CMPI: {
      int p = (int)ir_op_get_attr(op, "predicate")->u.i;
      *attr = ir_attr_bool(ctx, p == 0 || p == 3 || p == 5 || p == 7 || p == 9);
      return NULL;
    }
    default: return NULL;
    }
  }
  int n = ir_wide_nwords(w);
  uint64_t *b = calloc((size_t)n, sizeof *b);
  IrValue *out = NULL;
  if (const_words(y, b, n)) {
    bool zero = words_are(b, w, 0), one = words_are(b, w, 1), ones = words_are(b, w, -1);
    switch (ir_op_kind(op)) {
    case OP_ADDI: case OP_SUBI: case OP_XORI: out = zero ? x : NULL; break;
    /* MLIR returns the constant's attribute here, not the value */
    case OP_ORI: out = zero ? x : NULL; *attr = ones ? ir_attr_int_wide(ctx, t, b) : NULL; break;
    case OP_ANDI: out = ones ? x : NULL; *attr = zero ? ir_attr_int_wide(ctx, t, b) : NULL; break;
    case OP_MULI: out = one ? x : NULL; *attr = zero ? ir_attr_int_wide(ctx, t, b) : NULL; break;
    case OP_DIVSI: case OP_DIVUI: out = one ? x : NULL; break;
    default: break;
    }
  }
  free(b);
  return out;
}

IrAttr *canon_fold_wide(Canon *c, IrOp *op) {
  IrContext *ctx = canon_ctx(c);
  if (op->nresults != 1 || op->nopnds < 1)
    return NULL;
  IrType *rt = op->results[0].type, *xt = ir_op_operand(op, 0)->type;
  if (!is_wide(rt) && !is_wide(xt))
    return NULL;
  unsigned xw = xt->kind == TY_INT ? xt->width : 0, rw = rt->kind == TY_INT ? rt->width : 0;
  int n = ir_wide_nwords(xw > rw ? xw : rw);
  uint64_t *a = calloc((size_t)n, sizeof *a), *b = calloc((size_t)n, sizeof *b);
  uint64_t *r = calloc((size_t)n, sizeof *r);
  IrAttr *out = NULL;
  bool ca = const_words(ir_op_operand(op, 0), a, n);
  bool cb = op->nopnds == 2 && const_words(ir_op_operand(op, 1), b, n);
  switch (ir_op_kind(op)) {
  case OP_ADDI: case OP_SUBI: case OP_MULI: case OP_ANDI: case OP_ORI: case OP_XORI:
    if (!ca || !cb || !is_wide(rt))
      break;
    if (ir_op_is(op, OP_ADDI))
      ir_wide_add(r, a, b, rw);
    else if (ir_op_is(op, OP_SUBI))
      ir_wide_sub(r, a, b, rw);
    else if (ir_op_is(op, OP_MULI))
      ir_wide_mul(r, a, b, rw);
    else
      for (int i = 0; i < n; i++)
        r[i] = ir_op_is(op, OP_ANDI) ? a[i] & b[i] : ir_op_is(op, OP_ORI) ? a[i] | b[i] : a[i] ^ b[i];
    out = ir_attr_int_wide(ctx, rt, r);
    break;
  case OP_CMPI:
    if (ca && cb && is_wide(xt))
      out = ir_attr_bool(ctx, cmp_holds((int)ir_op_get_attr(op, "predicate")->u.i, a, b, xw));
    break;
  case OP_TRUNCI: case OP_EXTSI: case OP_EXTUI:
    if (!ca || rt->kind != TY_INT || (ir_op_is(op, OP_TRUNCI) ? rw >= xw : rw <= xw))
      break;
    ir_wide_resize(r, rw, a, xw, ir_op_is(op, OP_EXTSI));
    out = ir_attr_int_wide(ctx, rt, r);
    break;
  default:
    break;
  }
  free(a);
  free(b);
  free(r);
  return out;
}

IrAttr *canon_wide_combine(IrContext *ctx, IrType *t, IrValue *a, IrValue *b, int kind) {
  int n = ir_wide_nwords(t->width);
  uint64_t *x = calloc((size_t)n, sizeof *x), *y = calloc((size_t)n, sizeof *y);
  uint64_t *r = calloc((size_t)n, sizeof *r);
  const_words(a, x, n);
  const_words(b, y, n);
  if (kind == OP_SUBI)
    ir_wide_sub(r, x, y, t->width);
  else if (kind == OP_MULI)
    ir_wide_mul(r, x, y, t->width);
  else
    ir_wide_add(r, x, y, t->width);
  IrAttr *out = ir_attr_int_wide(ctx, t, r);
  free(x);
  free(y);
  free(r);
  return out;
}

bool canon_wide_is_all_ones(const IrValue *v) {
  if (!is_wide(v->type))
    return false;
  int n = ir_wide_nwords(v->type->width);
  uint64_t *x = calloc((size_t)n, sizeof *x);
  bool r = const_words(v, x, n) && words_are(x, v->type->width, -1);
  free(x);
  return r;
}
