/* onnx_lower_tensor.c: lowering of the ONNX tensor ops (elementwise with
 * numpy broadcasting, shape ops, MatMul/Gemm, reductions) to memref
 * allocations filled by loop nests. Sizes unknown at compile time are read
 * with memref.dim at run time. */
#include <stdlib.h>
#include <string.h>

#include "onnx_lower.h"
#include "../dialects/onnx/onnx_types.h"

#define B (&L->b)

IrValue *lw_cf(Lower *L, IrType *t, double v) {
  if (t->kind == TY_FLOAT)
    return ir_build_const_float(B, t, v);
  return ir_build_const_int(B, t, (int64_t)v);
}

/* acc + x * y, the step of every MatMul/Gemm sum. With `contract` a float
 * step carries fastmath<contract> (ONNX leaves the rounding of a product
 * sum open, and ONNX Runtime's kernels fuse it), so the C backend may emit
 * one fused multiply-add where the target has a fast one. Only the tiled
 * kernel asks for it: there the sums of a tile are independent and the
 * fused form halves the arithmetic (bench/onnx loop_matmul: 18.3 -> 15.4
 * ms). Where one sum runs along k through memory (row and dot kernels),
 * the fused op's longer latency made the RNN slower (1.18 -> 1.49 ms). */
static IrValue *mul_add(Lower *L, IrValue *acc, IrValue *x, IrValue *y, bool contract) {
  bool fl = x->type->kind == TY_FLOAT;
  IrValue *p = ir_build_binary(B, fl ? OP_MULF : OP_MULI, x, y);
  IrValue *s = ir_build_binary(B, fl ? OP_ADDF : OP_ADDI, acc, p);
  if (fl && contract) {
    IrAttr *flags = ir_attr_opaque(L->ctx, "#arith.fastmath<contract>");
    ir_op_set_attr(L->ctx, p->def_op, "fastmath", flags);
    ir_op_set_attr(L->ctx, s->def_op, "fastmath", flags);
  }
  return s;
}

IrValue *lw_to_index(Lower *L, IrValue *v) { return lw_to_index_u(L, v, false); }

IrValue *lw_to_index_u(Lower *L, IrValue *v, bool uns) {
  if (v->type->kind == TY_INDEX)
    return v;
  if (v->type->width == 1 || (uns && v->type->width < 64))
    v = ir_build_cast(B, OP_EXTUI, v, L->ctx->i64_ty);
  return ir_build_cast(B, OP_INDEX_CAST, v, L->ctx->index_ty);
}

const char *lw_int_pred(const char *p, bool uns) {
  bool lt = p[0] == 'l', eq = p[1] == 'e';
  if (uns)
    return lt ? (eq ? "ule" : "ult") : (eq ? "uge" : "ugt");
  return lt ? (eq ? "sle" : "slt") : (eq ? "sge" : "sgt");
}

static IrValue *imax(Lower *L, IrValue *a, IrValue *b) {
  return lw_select_idx(L, lw_cmp_idx(L, "sgt", a, b), a, b);
}
static IrValue *imin(Lower *L, IrValue *a, IrValue *b) {
  return lw_select_idx(L, lw_cmp_idx(L, "slt", a, b), a, b);
}

IrValue *lw_convert(Lower *L, IrValue *x, IrType *to) { return lw_cast(L, x, x->type, to); }

/* Converts a scalar between element types as ONNX Cast does: a bool or an
 * unsigned source extends with zeros and converts to float as unsigned, a
 * float converts to an unsigned target as unsigned (out-of-range values
 * are undefined in ONNX, as in C). */
IrValue *lw_cast(Lower *L, IrValue *x, IrType *from, IrType *to) {
  IrContext *ctx = L->ctx;
  bool ufrom = ir_type_is_unsigned(from) || ir_type_is_i1(from), uto = ir_type_is_unsigned(to);
  from = x->type;
  to = ir_type_signless(ctx, to);
  if (from == to)
    return x;
  if (to == ctx->i1_ty) {
    if (from->kind == TY_FLOAT)
      return ir_build_cmp(B, OP_CMPF, "une", x, lw_cf(L, from, 0));
    return ir_build_cmp(B, OP_CMPI, "ne", x, lw_cf(L, from, 0));
  }
  if (from->kind == TY_FLOAT && to->kind == TY_FLOAT)
    return ir_build_cast(B, from->width < to->width ? OP_EXTF : OP_TRUNCF, x, to);
  if (from->kind == TY_FLOAT)
    return ir_build_cast(B, uto ? OP_FPTOUI : OP_FPTOSI, x, to);
  if (to->kind == TY_FLOAT)
    return ir_build_cast(B, ufrom ? OP_UITOFP : OP_SITOFP, x, to);
  if (from->width < to->width)
    return ir_build_cast(B, ufrom ? OP_EXTUI : OP_EXTSI, x, to);
  return ir_build_cast(B, OP_TRUNCI, x, to);
}

/* x clamped to [-b, b], NaN kept (both comparisons are false for it). */
static IrValue *clamp_sym(Lower *L, IrValue *x, double b) {
  IrValue *hi = lw_cf(L, x->type, b), *lo = lw_cf(L, x->type, -b);
  IrValue *c = ir_build_select(B, ir_build_cmp(B, OP_CMPF, "ogt", x, hi), hi, x);
  return ir_build_select(B, ir_build_cmp(B, OP_CMPF, "olt", c, lo), lo, c);
}

/* tanh for f32 as the rational approximation ONNX Runtime (MLAS) and Eigen
 * use: x clamped to +-7.9053 (where tanh rounds to +-1), then p(x)/q(x)
 * with odd p of degree 13 and even q of degree 6 (near 0 that is x times
 * 1 - 1.3e-7). Accurate to a few ulp and several times faster than libm's
 * tanhf, which dominated RNN-style Scan bodies; straight-line code, so the
 * C compiler can vectorise it. NaN stays NaN (comparisons are false). */
static IrValue *tanh_f32(Lower *L, IrValue *x) {
  static const double alpha[] = {4.89352455891786e-03, 6.37261928875436e-04,
                                 1.48572235717979e-05, 5.12229709037114e-08,
                                 -8.60467152213735e-11, 2.00018790482477e-13,
                                 -2.76076847742355e-16};
  static const double beta[] = {4.89352518554385e-03, 2.26843463243900e-03,
                                1.18534705686654e-04, 1.19825839466702e-06};
  IrType *t = x->type;
  IrValue *c = clamp_sym(L, x, 7.90531110763549805);
  IrValue *x2 = ir_build_binary(B, OP_MULF, c, c);
  IrValue *p = lw_cf(L, t, alpha[6]);
  for (int i = 5; i >= 0; i--)
    p = ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, p, x2), lw_cf(L, t, alpha[i]));
  p = ir_build_binary(B, OP_MULF, p, c);
  IrValue *q = lw_cf(L, t, beta[3]);
  for (int i = 2; i >= 0; i--)
    q = ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, q, x2), lw_cf(L, t, beta[i]));
  return ir_build_binary(B, OP_DIVF, p, q);
}

/* erf for f32 as a rational function the C compiler can vectorise (libm's
 * erff is a call per element: a sixth of a transformer block's time, in its
 * GELU): x clamped to +-4 (where erf rounds to +-1), then x P(x^2) / Q(x^2)
 * with P and Q of degree 5, fitted to erf(x)/x for relative error on
 * (0, 4] (2.5e-8 in exact arithmetic). Evaluated in f32 as the C runs it,
 * at most 7 ulp from the correctly rounded erf over every float (erff: 1),
 * the largest near |x| = 2.56, where erf is within 3e-4 of 1. NaN stays NaN
 * (comparisons are false). ONNX sets no accuracy for Erf; ONNX Runtime's
 * own is an approximation too. */
static IrValue *erf_f32(Lower *L, IrValue *x) {
  static const double p[] = {1.1283791393621287, 0.19354374946353817, 0.053101589611303165,
                             0.0038832929218147461, 0.00028456565023263723,
                             1.9868039342063549e-06};
  static const double q[] = {1, 0.50485623794223244, 0.11534947318986823,
                             0.015207147585589406, 0.0011855604668476001,
                             3.7420386120910619e-05};
  IrType *t = x->type;
  IrValue *c = clamp_sym(L, x, 4);
  IrValue *x2 = ir_build_binary(B, OP_MULF, c, c);
  IrValue *pv = lw_cf(L, t, p[5]), *qv = lw_cf(L, t, q[5]);
  for (int i = 4; i >= 0; i--) {
    pv = ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, pv, x2), lw_cf(L, t, p[i]));
    qv = ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, qv, x2), lw_cf(L, t, q[i]));
  }
  return ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_MULF, pv, c), qv);
}

/* An ordered float predicate ("olt"...) on floats, or the integer one
 * (signed, or unsigned when uns). */
static IrValue *fcmp(Lower *L, const char *p, IrValue *a, IrValue *b, bool uns) {
  return ir_build_cmp(B, a->type->kind == TY_FLOAT ? OP_CMPF : OP_CMPI,
                      a->type->kind == TY_FLOAT ? p : lw_int_pred(p + 1, uns), a, b);
}

/* round half to even: floor, then up when the rest is more than half, or
 * exactly half and the floor is odd; zero is the constant 0 of x's type. */
static IrValue *round_even(Lower *L, IrValue *x, IrValue *zero) {
  IrType *t = x->type;
  IrValue *fl = ir_build_unary(B, OP_FLOOR, x);
  IrValue *rest = ir_build_binary(B, OP_SUBF, x, fl);
  IrValue *half = lw_cf(L, t, 0.5), *one = lw_cf(L, t, 1);
  IrValue *h = ir_build_binary(B, OP_MULF, fl, half);
  IrValue *odd = ir_build_cmp(B, OP_CMPF, "une", ir_build_unary(B, OP_FLOOR, h), h);
  IrValue *up = ir_build_binary(B, OP_ORI, ir_build_cmp(B, OP_CMPF, "ogt", rest, half),
                                ir_build_binary(B, OP_ANDI, ir_build_cmp(B, OP_CMPF, "oeq", rest, half),
                                                odd));
  IrValue *r = ir_build_select(B, up, ir_build_binary(B, OP_ADDF, fl, one), fl);
  /* NaN and infinities stay themselves (x - x is 0 only for finite x). */
  IrValue *ok = ir_build_cmp(B, OP_CMPF, "oeq", ir_build_binary(B, OP_SUBF, x, x), zero);
  return ir_build_select(B, ok, r, x);
}

/* The scalar functions of the elementwise operators (the `scalar` column
 * of onnx_operators.def), as ONNX's operator documentation defines them. */

/* Mod of loaded operands x[0..n). */
IrValue *lw_scalar_mod(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  IrValue *z = lw_cf(L, x[0]->type, 0);
  if (fl)
    return ir_build_binary(B, OP_REMF, x[0], x[1]);
  IrValue *r = ir_build_binary(B, uns ? OP_REMUI : OP_REMSI, x[0], x[1]);
  if (lw_int_attr(op, "fmod", 0) || uns)
    return r;
  /* Python's %: the result takes the divisor's sign. */
  IrValue *fix = ir_build_binary(B, OP_ANDI, ir_build_cmp(B, OP_CMPI, "ne", r, z),
                                 ir_build_binary(B, OP_XORI, ir_build_cmp(B, OP_CMPI, "slt", r, z),
                                                 ir_build_cmp(B, OP_CMPI, "slt", x[1], z)));
  return ir_build_select(B, fix, ir_build_binary(B, OP_ADDI, r, x[1]), r);
}

/* BitShift of loaded operands x[0..n). */
IrValue *lw_scalar_bitshift(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrValue *z = lw_cf(L, t, 0);
  IrAttr *d = ir_op_get_attr(op, "direction");
  bool left = d && d->kind == ATTR_STRING && d->u.s.len == 4;
  /* A shift by the width or more gives 0 (C leaves it undefined). */
  IrValue *big = ir_build_cmp(B, OP_CMPI, "uge", x[1], lw_cf(L, t, t->width));
  IrValue *s = ir_build_binary(B, left ? OP_SHLI : OP_SHRUI, x[0],
                               ir_build_select(B, big, z, x[1]));
  return ir_build_select(B, big, z, s);
}

/* PRelu of loaded operands x[0..n). */
IrValue *lw_scalar_prelu(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  IrValue *z = lw_cf(L, x[0]->type, 0);
  return ir_build_select(B, fcmp(L, "olt", x[0], z, uns),
                         ir_build_binary(B, fl ? OP_MULF : OP_MULI, x[0], x[1]), x[0]);
}

/* Sum and Mean of loaded operands x[0..n). */
IrValue *lw_scalar_sum_mean(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  bool fl = t->kind == TY_FLOAT;
  IrValue *r = x[0];
  for (int i = 1; i < n; i++)
    r = ir_build_binary(B, fl ? OP_ADDF : OP_ADDI, r, x[i]);
  if (ir_op_is(op, OP_ONNX_MEAN))
    r = ir_build_binary(B, OP_DIVF, r, lw_cf(L, t, n));
  return r;
}

/* IsNaN of loaded operands x[0..n). */
IrValue *lw_scalar_isnan(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return ir_build_cmp(B, OP_CMPF, "uno", x[0], x[0]);
}

/* IsInf of loaded operands x[0..n). */
IrValue *lw_scalar_isinf(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrValue *pos = ir_build_cmp(B, OP_CMPF, "oeq", x[0], ir_build_const_float(B, t, 1.0 / 0.0));
  IrValue *neg = ir_build_cmp(B, OP_CMPF, "oeq", x[0], ir_build_const_float(B, t, -1.0 / 0.0));
  IrValue *f = ir_build_const_int(B, L->ctx->i1_ty, 0);
  if (!lw_int_attr(op, "detect_positive", 1))
    pos = f;
  if (!lw_int_attr(op, "detect_negative", 1))
    neg = f;
  return ir_build_binary(B, OP_ORI, pos, neg);
}

/* Sign of loaded operands x[0..n). */
IrValue *lw_scalar_sign(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  bool fl = t->kind == TY_FLOAT;
  IrValue *z = lw_cf(L, t, 0);
  IrValue *one = lw_cf(L, t, 1), *m1 = lw_cf(L, t, -1);
  IrValue *r = ir_build_select(B, fcmp(L, "ogt", x[0], z, uns), one, z);
  r = ir_build_select(B, fcmp(L, "olt", x[0], z, uns), m1, r);
  return fl ? ir_build_select(B, ir_build_cmp(B, OP_CMPF, "uno", x[0], x[0]), x[0], r) : r;
}

/* Round of loaded operands x[0..n). */
IrValue *lw_scalar_round(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return round_even(L, x[0], lw_cf(L, x[0]->type, 0));
}

/* Shrink of loaded operands x[0..n). */
IrValue *lw_scalar_shrink(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  bool fl = t->kind == TY_FLOAT;
  IrValue *z = lw_cf(L, t, 0);
  double bias = lw_float_attr(op, "bias", 0), lambd = lw_float_attr(op, "lambd", 0.5);
  /* An unsigned x is never below a negative -lambd (nor the constant
   * representable in its type). */
  IrValue *lo = uns && -lambd <= 0
                    ? z
                    : ir_build_select(B, fcmp(L, "olt", x[0], lw_cf(L, t, -lambd), uns),
                                      ir_build_binary(B, fl ? OP_ADDF : OP_ADDI, x[0], lw_cf(L, t, bias)),
                                      z);
  if (uns && lambd < 0)
    return ir_build_binary(B, OP_SUBI, x[0], lw_cf(L, t, bias));
  return ir_build_select(B, fcmp(L, "ogt", x[0], lw_cf(L, t, lambd), uns),
                         ir_build_binary(B, fl ? OP_SUBF : OP_SUBI, x[0], lw_cf(L, t, bias)), lo);
}

/* LeakyRelu of loaded operands x[0..n). */
IrValue *lw_scalar_leakyrelu(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrValue *z = lw_cf(L, t, 0);
  return ir_build_select(B, ir_build_cmp(B, OP_CMPF, "olt", x[0], z),
                         ir_build_binary(B, OP_MULF, x[0], lw_cf(L, t, lw_float_attr(op, "alpha", 0.01))),
                         x[0]);
}

/* Elu of loaded operands x[0..n). */
IrValue *lw_scalar_elu(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrValue *z = lw_cf(L, t, 0);
  IrValue *one = lw_cf(L, t, 1);
  IrValue *em1 = ir_build_binary(B, OP_SUBF, ir_build_unary(B, OP_EXP, x[0]), one);
  return ir_build_select(B, ir_build_cmp(B, OP_CMPF, "olt", x[0], z),
                         ir_build_binary(B, OP_MULF, em1, lw_cf(L, t, lw_float_attr(op, "alpha", 1))),
                         x[0]);
}

/* Selu of loaded operands x[0..n). */
IrValue *lw_scalar_selu(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrValue *z = lw_cf(L, t, 0);
  IrValue *a = lw_cf(L, t, lw_float_attr(op, "alpha", 1.67326319217681884765625));
  IrValue *g = lw_cf(L, t, lw_float_attr(op, "gamma", 1.05070102214813232421875));
  IrValue *neg = ir_build_binary(B, OP_SUBF, ir_build_binary(B, OP_MULF, a, ir_build_unary(B, OP_EXP, x[0])), a);
  IrValue *v = ir_build_select(B, ir_build_cmp(B, OP_CMPF, "ogt", x[0], z), x[0], neg);
  return ir_build_binary(B, OP_MULF, g, v);
}

/* Celu of loaded operands x[0..n). */
IrValue *lw_scalar_celu(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrValue *z = lw_cf(L, t, 0);
  IrValue *one = lw_cf(L, t, 1);
  IrValue *a = lw_cf(L, t, lw_float_attr(op, "alpha", 1));
  IrValue *e = ir_build_unary(B, OP_EXP, ir_build_binary(B, OP_DIVF, x[0], a));
  IrValue *neg = ir_build_binary(B, OP_MULF, a, ir_build_binary(B, OP_SUBF, e, one));
  return ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MAXIMUMF, x[0], z),
                         ir_build_binary(B, OP_MINIMUMF, neg, z));
}

/* HardSigmoid and HardSwish of loaded operands x[0..n). */
IrValue *lw_scalar_hard_sigmoid_swish(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrValue *z = lw_cf(L, t, 0);
  IrValue *one = lw_cf(L, t, 1);
  bool sw = ir_op_is(op, OP_ONNX_HARDSWISH);
  IrValue *a = lw_cf(L, t, sw ? 1.0 / 6 : lw_float_attr(op, "alpha", 0.2));
  IrValue *b = lw_cf(L, t, sw ? 0.5 : lw_float_attr(op, "beta", 0.5));
  IrValue *v = ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, a, x[0]), b);
  v = ir_build_binary(B, OP_MAXIMUMF, z, ir_build_binary(B, OP_MINIMUMF, one, v));
  return sw ? ir_build_binary(B, OP_MULF, x[0], v) : v;
}

/* Softplus of loaded operands x[0..n). */
IrValue *lw_scalar_softplus(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrValue *one = lw_cf(L, x[0]->type, 1);
  return ir_build_unary(B, OP_LOG, ir_build_binary(B, OP_ADDF, ir_build_unary(B, OP_EXP, x[0]), one));
}

/* Mish of loaded operands x[0..n). */
IrValue *lw_scalar_mish(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrValue *one = lw_cf(L, x[0]->type, 1);
  IrValue *sp = ir_build_unary(B, OP_LOG, ir_build_binary(B, OP_ADDF, ir_build_unary(B, OP_EXP, x[0]), one));
  return ir_build_binary(B, OP_MULF, x[0], ir_build_unary(B, OP_TANH, sp));
}

/* Softsign of loaded operands x[0..n). */
IrValue *lw_scalar_softsign(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrValue *one = lw_cf(L, x[0]->type, 1);
  return ir_build_binary(B, OP_DIVF, x[0], ir_build_binary(B, OP_ADDF, one, ir_build_unary(B, OP_ABSF, x[0])));
}

/* Reciprocal of loaded operands x[0..n). */
IrValue *lw_scalar_reciprocal(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrValue *one = lw_cf(L, x[0]->type, 1);
  return ir_build_binary(B, OP_DIVF, one, x[0]);
}

/* ThresholdedRelu of loaded operands x[0..n). */
IrValue *lw_scalar_thresholdedrelu(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrValue *z = lw_cf(L, t, 0);
  return ir_build_select(B, ir_build_cmp(B, OP_CMPF, "ogt", x[0], lw_cf(L, t, lw_float_attr(op, "alpha", 1))),
                         x[0], z);
}

/* Erf: erf_f32 on f32, math.erf on other floats; an integer x goes through f64 and truncates
 * back, as ONNX's reference (math.erf per element, then astype) does. */
IrValue *lw_scalar_erf(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  if (x[0]->type->kind == TY_FLOAT)
    return x[0]->type->width == 32 ? erf_f32(L, x[0]) : ir_build_unary(B, OP_ERF, x[0]);
  IrType *f64 = L->ctx->f64_ty, *e0 = onnx_type_dtype(L->ctx, ir_op_operand(op, 0)->type);
  return lw_cast(L, ir_build_unary(B, OP_ERF, lw_cast(L, x[0], e0, f64)), f64, e0);
}

/* Gelu (opset 20): x/2 (1 + erf(x / sqrt 2)), or with approximate="tanh"
 * x/2 (1 + tanh(u)), u = sqrt(2/pi) (x + 0.044715 x^3), computed as
 * x / (1 + exp(-2u)) (the same function): 1 + tanh(u) cancels for u well
 * below 0, losing 0.3% at x = -4 in f32, where the exponential keeps every
 * bit. */
IrValue *lw_scalar_gelu(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrAttr *a = ir_op_get_attr(op, "approximate");
  if (a && a->kind == ATTR_STRING && a->u.s.len == 4 && !memcmp(a->u.s.str, "tanh", 4)) {
    IrValue *x3 = ir_build_binary(B, OP_MULF, ir_build_binary(B, OP_MULF, x[0], x[0]), x[0]);
    IrValue *u = ir_build_binary(B, OP_ADDF, x[0],
                                 ir_build_binary(B, OP_MULF, lw_cf(L, t, 0.044715), x3));
    /* -2u = -2 sqrt(2/pi) (...) */
    u = ir_build_binary(B, OP_MULF, lw_cf(L, t, -1.5957691216057308), u);
    IrValue *d = ir_build_binary(B, OP_ADDF, lw_cf(L, t, 1), ir_build_unary(B, OP_EXP, u));
    return ir_build_binary(B, OP_DIVF, x[0], d);
  }
  IrValue *u = ir_build_binary(B, OP_MULF, x[0], lw_cf(L, t, 0.7071067811865476)); /* 1/sqrt 2 */
  IrValue *half_x = ir_build_binary(B, OP_MULF, lw_cf(L, t, 0.5), x[0]);
  IrValue *e = t->width == 32 ? erf_f32(L, u) : ir_build_unary(B, OP_ERF, u);
  return ir_build_binary(B, OP_MULF, half_x, ir_build_binary(B, OP_ADDF, lw_cf(L, t, 1), e));
}

/* Add of loaded operands x[0..n). */
IrValue *lw_scalar_add(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  return ir_build_binary(B, fl ? OP_ADDF : OP_ADDI, x[0], x[1]);
}

/* Sub of loaded operands x[0..n). */
IrValue *lw_scalar_sub(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  return ir_build_binary(B, fl ? OP_SUBF : OP_SUBI, x[0], x[1]);
}

/* Mul of loaded operands x[0..n). */
IrValue *lw_scalar_mul(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  return ir_build_binary(B, fl ? OP_MULF : OP_MULI, x[0], x[1]);
}

/* Div of loaded operands x[0..n). */
IrValue *lw_scalar_div(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  return ir_build_binary(B, fl ? OP_DIVF : uns ? OP_DIVUI : OP_DIVSI, x[0], x[1]);
}

/* Pow of loaded operands x[0..n). */
IrValue *lw_scalar_pow(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  bool fl = t->kind == TY_FLOAT;
  IrType *e1 = onnx_type_dtype(L->ctx, ir_op_operand(op, 1)->type);
  if (fl) {
    IrValue *e = lw_cast(L, x[1], e1, t);
    return ir_build_binary(B, OP_POWF, x[0], e);
  }
  IrType *f64 = L->ctx->f64_ty, *e0 = onnx_type_dtype(L->ctx, ir_op_operand(op, 0)->type);
  IrValue *base = lw_cast(L, x[0], e0, f64);
  IrValue *ex = lw_cast(L, x[1], e1, f64);
  IrValue *r = ir_build_binary(B, OP_POWF, base, ex);
  return lw_cast(L, r, f64, e0);
}

/* Max and Min of loaded operands x[0..n). */
IrValue *lw_scalar_max_min(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  bool mx = ir_op_is(op, OP_ONNX_MAX);
  IrOpKind ik = uns ? (mx ? OP_MAXUI : OP_MINUI) : (mx ? OP_MAXSI : OP_MINSI);
  IrValue *r = x[0];
  for (int i = 1; i < n; i++)
    r = ir_build_binary(B, fl ? (mx ? OP_MAXIMUMF : OP_MINIMUMF) : ik, r, x[i]);
  return r;
}

/* And of loaded operands x[0..n). */
IrValue *lw_scalar_and(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return ir_build_binary(B, OP_ANDI, x[0], x[1]);
}

/* Or of loaded operands x[0..n). */
IrValue *lw_scalar_or(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return ir_build_binary(B, OP_ORI, x[0], x[1]);
}

/* Xor of loaded operands x[0..n). */
IrValue *lw_scalar_xor(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return ir_build_binary(B, OP_XORI, x[0], x[1]);
}

/* Less of loaded operands x[0..n). */
IrValue *lw_scalar_less(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return fcmp(L, "olt", x[0], x[1], uns);
}

/* Greater of loaded operands x[0..n). */
IrValue *lw_scalar_greater(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return fcmp(L, "ogt", x[0], x[1], uns);
}

/* Equal of loaded operands x[0..n). */
IrValue *lw_scalar_equal(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  return ir_build_cmp(B, fl ? OP_CMPF : OP_CMPI, fl ? "oeq" : "eq", x[0], x[1]);
}

/* LessOrEqual of loaded operands x[0..n). */
IrValue *lw_scalar_lessorequal(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return fcmp(L, "ole", x[0], x[1], uns);
}

/* GreaterOrEqual of loaded operands x[0..n). */
IrValue *lw_scalar_greaterorequal(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return fcmp(L, "oge", x[0], x[1], uns);
}

/* Where of loaded operands x[0..n). */
IrValue *lw_scalar_where(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return ir_build_select(B, x[0], x[1], x[2]);
}

/* Identity of loaded operands x[0..n). */
IrValue *lw_scalar_identity(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return x[0];
}

/* Cast of loaded operands x[0..n). */
IrValue *lw_scalar_cast(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return lw_cast(L, x[0], onnx_type_dtype(L->ctx, ir_op_operand(op, 0)->type), out_elem);
}

/* Ceil of loaded operands x[0..n). */
IrValue *lw_scalar_ceil(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  return fl ? ir_build_unary(B, OP_CEIL, x[0]) : x[0];
}

/* Floor of loaded operands x[0..n). */
IrValue *lw_scalar_floor(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  bool fl = x[0]->type->kind == TY_FLOAT;
  return fl ? ir_build_unary(B, OP_FLOOR, x[0]) : x[0];
}

/* Relu of loaded operands x[0..n). */
IrValue *lw_scalar_relu(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  bool fl = t->kind == TY_FLOAT;
  return uns ? x[0] : ir_build_binary(B, fl ? OP_MAXIMUMF : OP_MAXSI, x[0], lw_cf(L, t, 0));
}

/* Tanh of loaded operands x[0..n). */
IrValue *lw_scalar_tanh(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  return t->width == 32 ? tanh_f32(L, x[0]) : ir_build_unary(B, OP_TANH, x[0]);
}

/* Exp of loaded operands x[0..n). */
IrValue *lw_scalar_exp(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return ir_build_unary(B, OP_EXP, x[0]);
}

/* Log of loaded operands x[0..n). */
IrValue *lw_scalar_log(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return ir_build_unary(B, OP_LOG, x[0]);
}

/* Sqrt of loaded operands x[0..n). */
IrValue *lw_scalar_sqrt(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  return ir_build_unary(B, OP_SQRT, x[0]);
}

/* Sigmoid of loaded operands x[0..n). */
IrValue *lw_scalar_sigmoid(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  IrValue *one = lw_cf(L, t, 1);
  IrValue *e = ir_build_unary(B, OP_EXP, ir_build_unary(B, OP_NEGF, x[0]));
  return ir_build_binary(B, OP_DIVF, one, ir_build_binary(B, OP_ADDF, one, e));
}

/* Neg of loaded operands x[0..n). */
IrValue *lw_scalar_neg(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  bool fl = t->kind == TY_FLOAT;
  return fl ? ir_build_unary(B, OP_NEGF, x[0]) : ir_build_binary(B, OP_SUBI, lw_cf(L, t, 0), x[0]);
}

/* Abs of loaded operands x[0..n). */
IrValue *lw_scalar_abs(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  bool fl = t->kind == TY_FLOAT;
  if (fl)
    return ir_build_unary(B, OP_ABSF, x[0]);
  if (uns)
    return x[0];
  IrValue *isneg = ir_build_cmp(B, OP_CMPI, "slt", x[0], lw_cf(L, t, 0));
  IrValue *negx = ir_build_binary(B, OP_SUBI, lw_cf(L, t, 0), x[0]);
  return ir_build_select(B, isneg, negx, x[0]);
}

/* Not of loaded operands x[0..n). */
IrValue *lw_scalar_not(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  IrType *t = x[0]->type;
  return ir_build_binary(B, OP_XORI, x[0], ir_build_const_int(B, t, 1));
}

/* The elementwise ops a MatMul's result flows through, fused into the loop
 * that stores the product (its epilogue): each op is the only use of the
 * value before it, in the same block, of the same type (no broadcasting
 * grows the result), and its other operand, if any, is lowered already
 * with static sizes that broadcast into the result. For `tanh(A W + D)`
 * the sum and the tanh are computed on each tile as it is stored, rather
 * than in two more passes over the result with their own OpenMP regions. */
typedef struct Epilogue {
  int n;
  IrOp *ops[8];
  /* Gemm: alpha * product + beta * c (c broadcast to the result; NULL: no
   * c), applied before the ops. */
  bool gemm;
  double alpha, beta;
  IrValue *c;
} Epilogue;

static void epilogue_find(Lower *L, IrOp *mm, Epilogue *ep);
static IrValue *epilogue_apply(Lower *L, const Epilogue *ep, IrOp *mm, IrValue *x, IrValue **io,
                               int r);
static void set_epilogue_results(Lower *L, IrOp *mm, const Epilogue *ep, IrValue *out);

/* Elementwise op over n inputs with multidirectional broadcasting. The
 * elementwise ops its result flows through alone (an epilogue, as after a
 * MatMul) are computed in the same nest, so a chain such as GELU's five ops
 * is one pass over memory, not five. */
static bool lower_elementwise(Lower *L, IrOp *op, int n, IrValue **ins) {
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int r = rt->rank;
  if ((onnx_op_traits(op) & OX_FLOAT) && ins[0]->type->elem->kind != TY_FLOAT)
    return lw_error(L, op, "needs a float tensor");
  IrValue **od = lw_vals(L, r);
  for (int k = 0; k < r; k++) {
    if (rt->dims[k] != TY_DYN) {
      od[k] = lw_cidx(L, rt->dims[k]);
      continue;
    }
    IrValue *d = lw_cidx(L, 1);
    for (int i = 0; i < n; i++) {
      int j = k - (r - ins[i]->type->rank);
      if (j < 0 || ins[i]->type->dims[j] == 1)
        continue;
      IrValue *di = lw_dim(L, ins[i], j);
      d = lw_select_idx(L, lw_cmp_idx(L, "eq", d, lw_cidx(L, 1)), di, d);
    }
    od[k] = d;
  }
  /* Sizes the types leave open must broadcast too: each is 1 or the
   * result's (else the loop nest would read past the smaller operand). */
  for (int k = 0; k < r; k++)
    for (int i = 0; i < n; i++) {
      int j = k - (r - ins[i]->type->rank);
      int64_t dj = j < 0 ? 1 : ins[i]->type->dims[j];
      if (dj == 1 || (dj != TY_DYN && rt->dims[k] != TY_DYN))
        continue;
      IrValue *di = lw_dim(L, ins[i], j);
      IrValue *ok = ir_build_binary(B, OP_ORI, lw_cmp_idx(L, "eq", di, od[k]),
                                    lw_cmp_idx(L, "eq", di, lw_cidx(L, 1)));
      lw_assert(L, ok, "operands cannot be broadcast together (dimension %d of the result, "
                       "dimension %d of operand %d)", k, j, i);
    }
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  IrValue **x = lw_vals(L, n);
  for (int i = 0; i < n; i++) {
    IrType *it = ins[i]->type;
    IrValue **idx = lw_vals(L, it->rank);
    for (int j = 0; j < it->rank; j++) {
      int k = j + (r - it->rank);
      if (it->dims[j] == 1 && rt->dims[k] != 1)
        idx[j] = lw_cidx(L, 0);
      else if (it->dims[j] == TY_DYN && rt->dims[k] != 1) {
        /* A size open in the type may be 1 at run time (broadcast), even
         * when the result's is known. */
        IrValue *dj = lw_dim(L, ins[i], j);
        IrValue *is1 = lw_cmp_idx(L, "eq", dj, lw_cidx(L, 1));
        IrValue *zero = lw_cidx(L, 0);
        idx[j] = lw_select_idx(L, is1, zero, ns.ivs[k]);
      }
      else
        idx[j] = ns.ivs[k];
    }
    x[i] = ir_build_load(B, ins[i], it->rank, idx);
  }
  IrValue *v = lw_scalar(L, op, x, n, onnx_type_dtype(L->ctx, op->results[0].type),
                      lw_operand_unsigned(L, op, 0));
  if (!v) {
    lw_nest_end(L, &ns);
    return lw_error(L, op, "is not supported by the lowering");
  }
  Epilogue ep;
  epilogue_find(L, op, &ep);
  IrValue *e = ep.n ? epilogue_apply(L, &ep, op, v, ns.ivs, r) : v;
  if (!e) { /* an op of the chain has no scalar form: the head alone */
    ep.n = 0;
    e = v;
  }
  ir_build_store(B, e, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  set_epilogue_results(L, op, &ep, out);
  return true;
}

static bool lower_constant(Lower *L, IrOp *op) {
  IrAttr *a = lw_const_attr(&op->results[0]);
  if (!a)
    return lw_error(L, op, "needs a dense 'value' attribute");
  IrType *rt = lw_memref_of(L, op->results[0].type);
  if (ir_type_num_dynamic(rt))
    return lw_error(L, op, "has a dynamic shape");
  int64_t n = ir_type_num_elements(rt);
  IrType *e = rt->elem;
  if (e->kind == TY_FLOAT && e->width == 16) {
    /* Halves keep their bits: one dense constant (made i16 with the rest
     * of the half values, onnx_lower_half.c). */
    uint16_t *bits = xmalloc(sizeof(uint16_t) * (size_t)(n + 1));
    for (int64_t k = 0; k < n; k++)
      memcpy(&bits[k], (const char *)a->u.dense.data + (a->u.dense.splat ? 0 : 2 * k), 2);
    IrAttr *da = ir_attr_dense(L->ctx, rt, bits, n, false);
    free(bits);
    IrOp *c = ir_build(B, OP_CONSTANT, 0, NULL, 1, &rt, 0);
    ir_op_set_attr_ex(L->ctx, c, "value", da, true);
    lw_set(L, &op->results[0], &c->results[0]);
    return true;
  }
  bool uniform = true;
  for (int64_t k = 1; k < n && uniform; k++)
    uniform = e->kind == TY_FLOAT ? ir_dense_get_f64(a, k) == ir_dense_get_f64(a, 0)
                                  : ir_dense_get_i64(a, k) == ir_dense_get_i64(a, 0);
  if (!uniform && !a->u.dense.splat && a->u.dense.count == n && a->type->kind != TY_MEMREF &&
      ir_type_signless(L->ctx, a->type->elem) == e) { /* uiN: the same bits */
    /* Weights: one dense memref constant (a static array in C) rather than
     * a store per element, which made the C compiler take minutes on a
     * 256x256 initializer. Constants are never written, so sharing the
     * array between calls is safe. */
    IrAttr *da = ir_attr_dense(L->ctx, rt, a->u.dense.data, n, false);
    IrOp *c = ir_build(B, OP_CONSTANT, 0, NULL, 1, &rt, 0);
    ir_op_set_attr_ex(L->ctx, c, "value", da, true);
    lw_set(L, &op->results[0], &c->results[0]);
    return true;
  }
  IrValue *out = lw_alloc(L, rt, NULL);
  if (n == 0)
    ;
  else if (uniform && n > 1) {
    IrValue *v = e->kind == TY_FLOAT ? ir_build_const_float(B, e, ir_dense_get_f64(a, 0))
                                     : ir_build_const_int(B, e, ir_dense_get_i64(a, 0));
    IrValue **d = lw_vals(L, rt->rank);
    for (int i = 0; i < rt->rank; i++)
      d[i] = lw_cidx(L, rt->dims[i]);
    Nest ns;
    lw_nest_begin(L, &ns, rt->rank, d, true);
    ir_build_store(B, v, out, rt->rank, ns.ivs);
    lw_nest_end(L, &ns);
  } else {
    int r = rt->rank;
    IrValue **idx = lw_vals(L, r);
    int64_t *pos = arena_alloc(&L->ctx->arena, sizeof(int64_t) * (size_t)(r + 1));
    for (int64_t k = 0; k < n; k++) {
      int64_t rem = k;
      for (int i = r - 1; i >= 0; i--) {
        pos[i] = rem % rt->dims[i];
        rem /= rt->dims[i];
      }
      for (int i = 0; i < r; i++)
        idx[i] = lw_cidx(L, pos[i]);
      IrValue *v = e->kind == TY_FLOAT ? ir_build_const_float(B, e, ir_dense_get_f64(a, k))
                                       : ir_build_const_int(B, e, ir_dense_get_i64(a, k));
      ir_build_store(B, v, out, r, idx);
    }
  }
  lw_set(L, &op->results[0], out);
  return true;
}

/* Integer list from attribute `name` or constant operand idx; -1 if absent,
 * -2 if given at run time only. */
int lw_const_list(Lower *L, IrOp *op, const char *name, int idx, int64_t **out) {
  IrAttr *a = ir_op_get_attr(op, name);
  if (a && a->kind == ATTR_DENSE_ARRAY) {
    *out = (int64_t *)a->u.darray.vals;
    return a->u.darray.n;
  }
  if (idx < op->nopnds && ir_op_operand(op, idx)->type->kind != TY_NONE) {
    IrAttr *c = lw_const_attr(ir_op_operand(op, idx));
    if (!c)
      return -2;
    int64_t n = ir_type_num_elements(c->type);
    int64_t *v = arena_alloc(&L->ctx->arena, sizeof(int64_t) * (size_t)(n + 1));
    for (int64_t i = 0; i < n; i++)
      v[i] = ir_dense_get_i64(c, i);
    *out = v;
    return (int)n;
  }
  return -1;
}

int64_t lw_int_attr(IrOp *op, const char *name, int64_t dflt) {
  IrAttr *a = ir_op_get_attr(op, name);
  return a && a->kind == ATTR_INT ? a->u.i : dflt;
}

IrValue *lw_operand(Lower *L, IrOp *op, int i) {
  if (i >= op->nopnds || ir_op_operand(op, i)->type->kind == TY_NONE)
    return NULL;
  return lw_get(L, ir_op_operand(op, i));
}

/* Element k of a list given as attribute values or a 1-D int memref. */
static IrValue *list_elem(Lower *L, int nconst, const int64_t *cv, IrValue *mem, int k,
                          int64_t dflt) {
  if (nconst >= 0)
    return lw_cidx(L, k < nconst ? cv[k] : dflt);
  if (!mem)
    return lw_cidx(L, dflt);
  IrValue *i = lw_cidx(L, k);
  return lw_to_index(L, ir_build_load(B, mem, 1, &i));
}

bool lw_lower_slice(Lower *L, IrOp *op) {
  IrValue *data = lw_operand(L, op, 0);
  IrType *dt = data->type;
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int r = dt->rank;
  int64_t *axes = NULL, *st_c = NULL, *en_c = NULL, *sp_c = NULL;
  bool attr_form = ir_op_get_attr(op, "starts") != NULL;
  int na = lw_const_list(L, op, "axes", attr_form ? 99 : 3, &axes);
  int ns = attr_form ? lw_const_list(L, op, "starts", 99, &st_c) : -1;
  if (attr_form)
    lw_const_list(L, op, "ends", 99, &en_c);
  int nsp = attr_form ? -1 : lw_const_list(L, op, "__steps", 4, &sp_c);
  IrValue *starts = attr_form ? NULL : lw_operand(L, op, 1);
  IrValue *ends = attr_form ? NULL : lw_operand(L, op, 2);
  IrValue *steps = attr_form ? NULL : lw_operand(L, op, 4);
  if (nsp == -2)
    nsp = -1; /* read at run time */
  else if (nsp == -1)
    nsp = 0; /* absent: all 1 */
  IrValue *axes_rt = na == -2 ? lw_operand(L, op, 3) : NULL; /* axes known at run time */
  int m;
  if (axes_rt && axes_rt->type->dims[0] != TY_DYN)
    m = (int)axes_rt->type->dims[0];
  else if (axes_rt && starts->type->dims[0] != TY_DYN)
    m = (int)starts->type->dims[0];
  else if (axes_rt)
    return lw_error(L, op, "needs 'axes' or 'starts' of known length");
  else if (na >= 0)
    m = na;
  else if (attr_form)
    m = ns;
  else if (starts->type->dims[0] != TY_DYN)
    m = (int)starts->type->dims[0];
  else
    return lw_error(L, op, "needs 'starts' of known length or constant 'axes'");
  /* Lists whose length only the run knows are read up to m. */
  IrValue *lists[3] = {starts, ends, nsp < 0 ? steps : NULL};
  for (int i = 0; i < 3; i++)
    if (lists[i] && lists[i]->type->dims[0] == TY_DYN)
      lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, lists[i], 0), lw_cidx(L, m)),
                "'starts', 'ends' and 'steps' must have one entry per sliced axis (%d)", m);
  IrValue **lo = lw_vals(L, r), **step = lw_vals(L, r), **od = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    lo[i] = NULL;
    step[i] = NULL;
    od[i] = lw_dim(L, data, i);
  }
  IrValue *c0 = lw_cidx(L, 0), *c1 = lw_cidx(L, 1);
  IrValue *axv = NULL, *seen = c0;
  if (axes_rt && r > 62)
    return lw_error(L, op, "needs constant 'axes' for a tensor of rank above 62");
  if (axes_rt) {
    if (axes_rt->type->dims[0] == TY_DYN)
      lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, axes_rt, 0), lw_cidx(L, m)),
                "'axes' must have one entry per sliced axis (%d)", m);
    for (int i = 0; i < r; i++) {
      lo[i] = c0;
      step[i] = c1;
    }
  }
  for (int k = 0; k < m; k++) {
    int64_t ax = na >= 0 ? axes[k] : k;
    if (axes_rt) {
      /* The axis, then its size, chosen among the dims at run time. */
      IrValue *ck = lw_cidx(L, k);
      axv = lw_to_index(L, ir_build_load(B, axes_rt, 1, &ck));
      axv = lw_from_end(L, axv, lw_cidx(L, r));
      lw_assert(L, lw_in_range(L, axv, lw_cidx(L, r)), "axis out of range");
      ax = 0;
    }
    if (ax < 0)
      ax += r;
    if (ax < 0 || ax >= r)
      return lw_error(L, op, "axis out of range");
    IrValue *d = od[ax];
    if (axes_rt) {
      d = lw_dim(L, data, 0);
      for (int i = 1; i < r; i++)
        d = lw_select_idx(L, lw_cmp_idx(L, "eq", axv, lw_cidx(L, i)), lw_dim(L, data, i), d);
    }
    IrValue *s = attr_form ? lw_cidx(L, st_c[k]) : list_elem(L, -1, NULL, starts, k, 0);
    IrValue *e = attr_form ? lw_cidx(L, en_c[k]) : list_elem(L, -1, NULL, ends, k, 0);
    IrValue *st = list_elem(L, nsp, sp_c, steps, k, 1);
    IrValue *neg_s = lw_cmp_idx(L, "slt", s, c0);
    s = lw_select_idx(L, neg_s, ir_build_binary(B, OP_ADDI, s, d), s);
    IrValue *neg_e = lw_cmp_idx(L, "slt", e, c0);
    e = lw_select_idx(L, neg_e, ir_build_binary(B, OP_ADDI, e, d), e);
    IrValue *dm1 = ir_build_binary(B, OP_SUBI, d, c1);
    IrValue *pos = lw_cmp_idx(L, "sgt", st, c0);
    /* step > 0: clamp to [0, d]; step < 0: start to [0, d-1], end to [-1, d-1]. */
    IrValue *sp = imin(L, imax(L, s, c0), d), *ep = imin(L, imax(L, e, c0), d);
    IrValue *sn = imin(L, imax(L, s, c0), dm1), *en = imin(L, imax(L, e, lw_cidx(L, -1)), dm1);
    s = lw_select_idx(L, pos, sp, sn);
    e = lw_select_idx(L, pos, ep, en);
    IrValue *fwd = ir_build_binary(B, OP_SUBI, e, s);
    IrValue *bwd = ir_build_binary(B, OP_SUBI, s, e);
    IrValue *span = lw_select_idx(L, pos, fwd, bwd);
    IrValue *ast = lw_select_idx(L, pos, st, ir_build_binary(B, OP_SUBI, c0, st));
    span = imax(L, span, c0);
    IrValue *len = ir_build_binary(
        B, OP_DIVSI, ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_ADDI, span, ast), c1), ast);
    if (axes_rt) {
      for (int i = 0; i < r; i++) {
        IrValue *is = lw_cmp_idx(L, "eq", axv, lw_cidx(L, i));
        lo[i] = lw_select_idx(L, is, s, lo[i]);
        step[i] = lw_select_idx(L, is, st, step[i]);
        od[i] = lw_select_idx(L, is, len, od[i]);
      }
      /* Distinct axes: each slices its own dimension once. */
      IrValue *bit = ir_build_binary(B, OP_SHLI, c1, axv);
      lw_assert(L, lw_cmp_idx(L, "eq", ir_build_binary(B, OP_ANDI, seen, bit), c0),
                "'axes' holds an axis twice");
      seen = ir_build_binary(B, OP_ORI, seen, bit);
      continue;
    }
    lo[ax] = s;
    step[ax] = st;
    od[ax] = len;
  }
  IrValue *out = lw_alloc(L, rt, od);
  Nest nst;
  lw_nest_begin(L, &nst, r, od, true);
  IrValue **in = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    in[i] = lo[i] ? ir_build_binary(B, OP_ADDI, lo[i], ir_build_binary(B, OP_MULI, nst.ivs[i], step[i]))
                  : nst.ivs[i];
  IrValue *v = ir_build_load(B, data, r, in);
  ir_build_store(B, v, out, r, nst.ivs);
  lw_nest_end(L, &nst);
  lw_set(L, &op->results[0], out);
  return true;
}

/* Unsqueeze/Squeeze: same elements, unit dims inserted or removed. */
/* Unsqueeze/Squeeze with axes known when the program runs: the element
 * order does not change, so the result is a copy in row-major order into
 * the sizes computed then (Unsqueeze: 1 at the marked result positions, the
 * input's sizes in order elsewhere; Squeeze: the unmarked input sizes, the
 * marked ones checked to be 1). */
static bool lower_unit_dims_dyn(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0), *axes = lw_operand(L, op, 1);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  bool unsq = ir_op_is(op, OP_ONNX_UNSQUEEZE);
  int ri = in->type->rank, R = rt->rank, big = unsq ? R : ri, m = (int)axes->type->dims[0];
  IrValue **mk = lw_vals(L, big);
  for (int i = 0; i < big; i++)
    mk[i] = ir_build_const_int(B, L->ctx->i1_ty, 0);
  IrValue *count = lw_cidx(L, 0);
  for (int k = 0; k < m; k++) {
    IrValue *ck = lw_cidx(L, k);
    IrValue *a = lw_to_index(L, ir_build_load(B, axes, 1, &ck));
    a = lw_select_idx(L, lw_cmp_idx(L, "slt", a, lw_cidx(L, 0)),
                      ir_build_binary(B, OP_ADDI, a, lw_cidx(L, big)), a);
    lw_assert(L, ir_build_binary(B, OP_ANDI, lw_cmp_idx(L, "sge", a, lw_cidx(L, 0)),
                                 lw_cmp_idx(L, "slt", a, lw_cidx(L, big))),
              "axis out of range");
    for (int i = 0; i < big; i++)
      mk[i] = ir_build_binary(B, OP_ORI, mk[i], lw_cmp_idx(L, "eq", a, lw_cidx(L, i)));
  }
  for (int i = 0; i < big; i++)
    count = ir_build_binary(B, OP_ADDI, count, lw_select_idx(L, mk[i], lw_cidx(L, 1), lw_cidx(L, 0)));
  lw_assert(L, lw_cmp_idx(L, "eq", count, lw_cidx(L, m)), "'axes' holds an axis twice");
  IrValue **od = lw_vals(L, R);
  for (int j = 0; j < R; j++)
    od[j] = lw_cidx(L, 1);
  if (unsq) {
    /* Result j takes input dim (j - marks before j) unless marked. */
    IrValue *before = lw_cidx(L, 0);
    for (int j = 0; j < R; j++) {
      IrValue *src = ir_build_binary(B, OP_SUBI, lw_cidx(L, j), before);
      IrValue *v = lw_cidx(L, 1);
      for (int i = 0; i < ri; i++)
        v = lw_select_idx(L, lw_cmp_idx(L, "eq", src, lw_cidx(L, i)), lw_dim(L, in, i), v);
      od[j] = lw_select_idx(L, mk[j], lw_cidx(L, 1), v);
      before = ir_build_binary(B, OP_ADDI, before, lw_select_idx(L, mk[j], lw_cidx(L, 1), lw_cidx(L, 0)));
    }
  } else {
    IrValue *seen = lw_cidx(L, 0);
    for (int i = 0; i < ri; i++) {
      IrValue *d = lw_dim(L, in, i);
      lw_assert(L, ir_build_binary(B, OP_ORI, ir_build_binary(B, OP_XORI, mk[i], ir_build_const_int(B, L->ctx->i1_ty, 1)),
                                   lw_cmp_idx(L, "eq", d, lw_cidx(L, 1))),
                "cannot squeeze dimension %d: its size is not 1", i);
      for (int j = 0; j < R; j++) {
        IrValue *hit = ir_build_binary(B, OP_ANDI, ir_build_binary(B, OP_XORI, mk[i], ir_build_const_int(B, L->ctx->i1_ty, 1)),
                                       lw_cmp_idx(L, "eq", seen, lw_cidx(L, j)));
        od[j] = lw_select_idx(L, hit, d, od[j]);
      }
      seen = ir_build_binary(B, OP_ADDI, seen, lw_select_idx(L, mk[i], lw_cidx(L, 0), lw_cidx(L, 1)));
    }
  }
  lw_set(L, &op->results[0], lw_reshape_copy(L, in, rt, od));
  return true;
}

bool lw_lower_unit_dims(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0);
  IrType *it = in->type, *rt = lw_memref_of(L, op->results[0].type);
  int64_t *axes = NULL;
  int na = lw_const_list(L, op, "axes", 1, &axes);
  if (na == -2)
    return lower_unit_dims_dyn(L, op);
  bool unsq = ir_op_is(op, OP_ONNX_UNSQUEEZE);
  int big = unsq ? rt->rank : it->rank;
  char *mark = arena_alloc(&L->ctx->arena, (size_t)big + 1);
  if (na < 0 && unsq)
    return lw_error(L, op, "needs constant 'axes'");
  if (na < 0) {
    for (int i = 0; i < big; i++)
      mark[i] = it->dims[i] == 1;
  }
  for (int k = 0; k < na; k++) {
    int64_t ax = axes[k] < 0 ? axes[k] + big : axes[k];
    if (ax < 0 || ax >= big)
      return lw_error(L, op, "axis out of range");
    mark[ax] = 1;
  }
  IrValue **od = lw_vals(L, rt->rank);
  for (int i = 0, j = 0; i < big; i++) {
    if (unsq)
      od[i] = mark[i] ? lw_cidx(L, 1) : lw_dim(L, in, j++);
    else if (!mark[i])
      od[j++] = lw_dim(L, in, i);
  }
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, rt->rank, od, true);
  IrValue **idx = lw_vals(L, it->rank);
  for (int i = 0, j = 0; i < big; i++) {
    if (unsq) {
      if (!mark[i])
        idx[j++] = ns.ivs[i];
    } else {
      idx[i] = mark[i] ? lw_cidx(L, 0) : ns.ivs[j++];
    }
  }
  IrValue *v = ir_build_load(B, in, it->rank, idx);
  ir_build_store(B, v, out, rt->rank, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* out (dims od) gets in's elements in row-major order. */
static IrValue *num_elems(Lower *L, IrValue *m);

IrValue *lw_reshape_copy(Lower *L, IrValue *in, IrType *rt, IrValue **od) {
  IrValue *out = lw_alloc(L, rt, od);
  int r = rt->rank, ri = in->type->rank;
  if (ir_type_num_dynamic(rt) || ir_type_num_dynamic(in->type)) {
    /* The copy reads the input at each output position: the element
     * counts must agree (the allocation above has checked that the
     * output's does not overflow). */
    IrValue *n = lw_cidx(L, 1);
    for (int k = 0; k < r; k++)
      n = ir_build_binary(B, OP_MULI, n, od[k]);
    lw_assert(L, lw_cmp_idx(L, "eq", n, num_elems(L, in)),
              "the input's element count differs from the shape's");
  }
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  IrValue *lin = lw_cidx(L, 0);
  for (int k = 0; k < r; k++)
    lin = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, lin, od[k]), ns.ivs[k]);
  IrValue **idx = lw_vals(L, ri);
  for (int k = ri - 1; k >= 0; k--) {
    IrValue *d = lw_dim(L, in, k);
    idx[k] = k == 0 ? lin : ir_build_binary(B, OP_REMSI, lin, d);
    if (k > 0)
      lin = ir_build_binary(B, OP_DIVSI, lin, d);
  }
  IrValue *v = ir_build_load(B, in, ri, idx);
  ir_build_store(B, v, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  return out;
}

static IrValue *num_elems(Lower *L, IrValue *m) {
  IrValue *t = lw_cidx(L, 1);
  for (int i = 0; i < m->type->rank; i++)
    t = ir_build_binary(B, OP_MULI, t, lw_dim(L, m, i));
  return t;
}

bool lw_lower_reshape(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int r = rt->rank;
  IrValue **od = lw_vals(L, r);
  if (ir_op_is(op, OP_ONNX_FLATTEN)) {
    int64_t axis = lw_int_attr(op, "axis", 1);
    if (axis < 0)
      axis += in->type->rank;
    od[0] = lw_cidx(L, 1);
    od[1] = lw_cidx(L, 1);
    for (int i = 0; i < in->type->rank; i++)
      od[i >= axis] = ir_build_binary(B, OP_MULI, od[i >= axis], lw_dim(L, in, i));
  } else {
    IrValue *shape = lw_operand(L, op, 1);
    bool allowzero = lw_int_attr(op, "allowzero", 0);
    IrValue *c0 = lw_cidx(L, 0), *cm1 = lw_cidx(L, -1), *c1 = lw_cidx(L, 1);
    IrValue **v = lw_vals(L, r);
    IrValue *known = c1;
    for (int i = 0; i < r; i++) {
      IrValue *ci = lw_cidx(L, i);
      v[i] = lw_to_index(L, ir_build_load(B, shape, 1, &ci));
      if (!allowzero && i < in->type->rank) {
        IrValue *is0 = lw_cmp_idx(L, "eq", v[i], c0);
        v[i] = lw_select_idx(L, is0, lw_dim(L, in, i), v[i]);
      }
      known = ir_build_binary(B, OP_MULI, known,
                              lw_select_idx(L, lw_cmp_idx(L, "eq", v[i], cm1), c1, v[i]));
    }
    IrValue *total = num_elems(L, in);
    IrValue *safe = lw_select_idx(L, lw_cmp_idx(L, "eq", known, c0), c1, known);
    IrValue *inferred = ir_build_binary(B, OP_DIVSI, total, safe);
    for (int i = 0; i < r; i++)
      od[i] = rt->dims[i] != TY_DYN
                  ? lw_cidx(L, rt->dims[i])
                  : lw_select_idx(L, lw_cmp_idx(L, "eq", v[i], cm1), inferred, v[i]);
  }
  for (int i = 0; i < r; i++)
    if (rt->dims[i] != TY_DYN)
      od[i] = lw_cidx(L, rt->dims[i]);
  lw_set(L, &op->results[0], lw_reshape_copy(L, in, rt, od));
  return true;
}

bool lw_lower_concat(Lower *L, IrOp *op) {
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int r = rt->rank;
  int64_t axis = lw_int_attr(op, "axis", 0);
  if (axis < 0)
    axis += r;
  IrValue *first = lw_operand(L, op, 0);
  IrValue **od = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    od[i] = lw_dim(L, first, i);
  IrValue *sum = lw_cidx(L, 0);
  for (int k = 0; k < op->nopnds; k++)
    sum = ir_build_binary(B, OP_ADDI, sum, lw_dim(L, lw_operand(L, op, k), (int)axis));
  od[axis] = sum;
  IrValue *out = lw_alloc(L, rt, od);
  IrValue *off = lw_cidx(L, 0);
  for (int k = 0; k < op->nopnds; k++) {
    IrValue *in = lw_operand(L, op, k);
    IrValue **d = lw_vals(L, r);
    for (int i = 0; i < r; i++)
      d[i] = lw_dim(L, in, i);
    Nest ns;
    lw_nest_begin(L, &ns, r, d, true);
    IrValue **o = lw_vals(L, r);
    for (int i = 0; i < r; i++)
      o[i] = i == axis ? ir_build_binary(B, OP_ADDI, ns.ivs[i], off) : ns.ivs[i];
    ir_build_store(B, ir_build_load(B, in, r, ns.ivs), out, r, o);
    lw_nest_end(L, &ns);
    off = ir_build_binary(B, OP_ADDI, off, d[axis]);
  }
  lw_set(L, &op->results[0], out);
  return true;
}

bool lw_lower_transpose(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int r = rt->rank;
  IrAttr *p = ir_op_get_attr(op, "perm");
  IrValue **od = lw_vals(L, r);
  int *perm = arena_alloc(&L->ctx->arena, sizeof(int) * (size_t)(r + 1));
  for (int i = 0; i < r; i++) {
    perm[i] = p && p->kind == ATTR_DENSE_ARRAY ? (int)p->u.darray.vals[i] : r - 1 - i;
    od[i] = lw_dim(L, in, perm[i]);
  }
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  IrValue **idx = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    idx[perm[i]] = ns.ivs[i];
  ir_build_store(B, ir_build_load(B, in, r, idx), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

bool lw_lower_gather(Lower *L, IrOp *op) {
  IrValue *data = lw_operand(L, op, 0), *ind = lw_operand(L, op, 1);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int rd = data->type->rank, ri = ind->type->rank, r = rt->rank;
  int64_t axis = lw_int_attr(op, "axis", 0);
  if (axis < 0)
    axis += rd;
  IrValue **od = lw_vals(L, r);
  int j = 0;
  for (int i = 0; i < axis; i++)
    od[j++] = lw_dim(L, data, i);
  for (int i = 0; i < ri; i++)
    od[j++] = lw_dim(L, ind, i);
  for (int i = (int)axis + 1; i < rd; i++)
    od[j++] = lw_dim(L, data, i);
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  IrValue *k = lw_to_index(L, ir_build_load(B, ind, ri, ns.ivs + axis));
  IrValue *dax = lw_dim(L, data, (int)axis);
  IrValue *kneg = lw_cmp_idx(L, "slt", k, lw_cidx(L, 0));
  k = lw_select_idx(L, kneg, ir_build_binary(B, OP_ADDI, k, dax), k);
  IrValue *inside = ir_build_binary(B, OP_ANDI, lw_cmp_idx(L, "sge", k, lw_cidx(L, 0)),
                                    lw_cmp_idx(L, "slt", k, dax));
  lw_assert(L, inside, "index out of range");
  IrValue **idx = lw_vals(L, rd);
  j = 0;
  for (int i = 0; i < rd; i++)
    idx[i] = i < axis ? ns.ivs[i] : i == axis ? k : ns.ivs[i - 1 + ri];
  ir_build_store(B, ir_build_load(B, data, rd, idx), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

bool lw_lower_shape_size(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  IrType *i64 = L->ctx->i64_ty;
  IrValue *out = lw_alloc(L, rt, NULL);
  if (ir_op_is(op, OP_ONNX_SIZE)) {
    ir_build_store(B, ir_build_cast(B, OP_INDEX_CAST, num_elems(L, in), i64), out, 0, NULL);
  } else {
    int64_t rank = in->type->rank, s = lw_int_attr(op, "start", 0);
    s = s < 0 ? s + rank : s;
    s = s < 0 ? 0 : s > rank ? rank : s;
    for (int64_t k = 0; k < rt->dims[0]; k++) {
      IrValue *i = lw_cidx(L, k);
      ir_build_store(B, ir_build_cast(B, OP_INDEX_CAST, lw_dim(L, in, (int)(s + k)), i64), out, 1, &i);
    }
  }
  lw_set(L, &op->results[0], out);
  return true;
}

bool lw_lower_range(Lower *L, IrOp *op) {
  IrValue *s = lw_load_scalar(L, lw_operand(L, op, 0));
  IrValue *l = lw_load_scalar(L, lw_operand(L, op, 1));
  IrValue *d = lw_load_scalar(L, lw_operand(L, op, 2));
  IrType *e = s->type, *f64 = L->ctx->f64_ty;
  IrType *rt = lw_memref_of(L, op->results[0].type);
  /* n = max(ceil((limit - start) / delta), 0), computed in double. */
  IrValue *lf = lw_convert(L, l, f64);
  IrValue *sf = lw_convert(L, s, f64);
  IrValue *df = lw_convert(L, d, f64);
  IrValue *q = ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_SUBF, lf, sf), df);
  IrValue *n = ir_build_cast(B, OP_FPTOSI, ir_build_unary(B, OP_CEIL, q), L->ctx->i64_ty);
  n = imax(L, lw_to_index(L, n), lw_cidx(L, 0));
  IrValue *out = lw_alloc(L, rt, &n);
  Nest ns;
  lw_nest_begin(L, &ns, 1, &n, true);
  IrValue *i = lw_convert(L, ir_build_cast(B, OP_INDEX_CAST, ns.ivs[0], L->ctx->i64_ty), e);
  IrValue *v = ir_build_binary(B, e->kind == TY_FLOAT ? OP_ADDF : OP_ADDI, s,
                               ir_build_binary(B, e->kind == TY_FLOAT ? OP_MULF : OP_MULI, i, d));
  ir_build_store(B, v, out, 1, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* A loop.for lb..ub whose body the builder points into; *saved gets the
 * insertion point to restore. */
static IrValue *for_begin(Lower *L, IrValue *ub, IrInsertPoint *saved) {
  *saved = ir_builder_save(B);
  IrOp *f = ir_build_for(B, lw_cidx(L, 0), ub, lw_cidx(L, 1), 0, NULL);
  IrBlock *body = ir_op_region(f, 0)->first;
  ir_builder_set_end(B, body);
  ir_builder_set_before(B, ir_build_yield(B, 0, NULL));
  return body->args[0];
}


static bool epilogue_operand_ok(Lower *L, IrValue *o, const IrType *t) {
  IrValue *m = lw_get(L, o);
  if (!m || m->type->kind != TY_MEMREF || m->type->rank > t->rank)
    return false;
  for (int j = 0; j < m->type->rank; j++) {
    int64_t d = m->type->dims[j], want = t->dims[j + (t->rank - m->type->rank)];
    if (d != 1 && (d == TY_DYN || d != want))
      return false;
  }
  return true;
}

/* Whether e may join the epilogue after v (OX_EPILOGUE: unary, or binary
 * with its other operand lowered already). */
static bool epilogue_op(Lower *L, IrOp *e, IrValue *v, const IrType *t) {
  unsigned traits = onnx_op_traits(e);
  if (!(traits & OX_EPILOGUE))
    return false;
  if (traits & OX_UNARY)
    return e->nopnds == 1;
  return e->nopnds == 2 &&
         epilogue_operand_ok(L, ir_op_operand(e, ir_op_operand(e, 0) == v ? 1 : 0), t);
}

static void epilogue_find(Lower *L, IrOp *mm, Epilogue *ep) {
  ep->n = 0;
  ep->gemm = false;
  IrValue *v = &mm->results[0];
  const IrType *t = v->type;
  /* Not for float16/bfloat16: they are computed in f32 and rounded at each
   * store (onnx_lower_half.c), so a fused chain would round once, not per op. */
  if (t->kind != TY_TENSOR || t->elem->kind != TY_FLOAT || t->elem->width < 32)
    return;
  while (ep->n < (int)(sizeof ep->ops / sizeof ep->ops[0]) && v->uses && !v->uses->next) {
    IrOp *e = v->uses->owner;
    if (e->parent != mm->parent || e->nresults != 1 || e->results[0].type != t ||
        !epilogue_op(L, e, v, t))
      break;
    ep->ops[ep->n++] = e;
    v = &e->results[0];
  }
}

/* x, the product at out[io] (rank r), through the epilogue's ops; each op's
 * code carries that op's location. NULL if an op has no scalar form. */
static IrValue *gemm_scale(Lower *L, const Epilogue *ep, IrValue *x, IrValue **io);

static IrValue *epilogue_apply(Lower *L, const Epilogue *ep, IrOp *mm, IrValue *x, IrValue **io,
                               int r) {
  IrValue *prev = &mm->results[0];
  IrLoc outer = L->b.loc;
  if (ep->gemm)
    x = gemm_scale(L, ep, x, io);
  for (int k = 0; k < ep->n && x; k++) {
    IrOp *e = ep->ops[k];
    L->b.loc = e->loc;
    IrValue *xs[2];
    for (int i = 0; i < e->nopnds; i++) {
      IrValue *o = ir_op_operand(e, i);
      if (o == prev) {
        xs[i] = x;
        continue;
      }
      IrValue *m = lw_get(L, o);
      int mr = m->type->rank;
      IrValue **idx = lw_vals(L, mr);
      for (int j = 0; j < mr; j++)
        idx[j] = m->type->dims[j] == 1 ? lw_cidx(L, 0) : io[j + (r - mr)];
      xs[i] = ir_build_load(B, m, mr, idx);
    }
    x = lw_scalar(L, e, xs, e->nopnds, onnx_type_dtype(L->ctx, e->results[0].type),
               lw_operand_unsigned(L, e, 0));
    prev = &e->results[0];
  }
  L->b.loc = outer;
  return x;
}

/* out holds the last epilogue op's result (and so stands for every value
 * of the chain; lw_lower_block skips the ops whose results are set). */
static void set_epilogue_results(Lower *L, IrOp *mm, const Epilogue *ep, IrValue *out) {
  for (int k = ep->n - 1; k >= 0; k--) /* the buffer takes the last one's name */
    lw_set(L, &ep->ops[k]->results[0], out);
  lw_set(L, &mm->results[0], out);
}

/* The tile of out that one iteration of matmul_tiles computes: m rows by n
 * columns. Its accumulators must fit in the target's vector registers, and
 * gcc (12) keeps them there only in some shapes, measured on a 256x256x256
 * f32 MatMul (docs/performance.md, "MatMul tiles"): with 512-bit vectors
 * (32 registers) 8 rows of one vector each run at 92-100% of the core's
 * peak where 4x64 ran at 54%; with 256-bit vectors (16 registers) 4 rows of
 * four vectors; for an unknown target (portable C) 4x32, the best of the
 * shapes tried across SSE2, AVX2 and AVX-512 builds. */
typedef struct Tile {
  int m, n;
} Tile;

static Tile matmul_tile(const Lower *L, IrType *e) {
  int bits = e->kind == TY_INDEX ? 64 : e->width < 8 ? 8 : e->width;
  int lanes = L->vector_bits / bits;
  if (L->vector_bits >= 512 && lanes >= 4)
    return (Tile){8, lanes};
  if (L->vector_bits >= 256 && lanes >= 2)
    return (Tile){4, 4 * lanes};
  return (Tile){4, 32};
}

/* The index into batch dimension i of a MatMul operand x for the result's
 * batch index iv: 0 where x's size is 1 (numpy broadcasting), which a size
 * open in the type may be at run time. */
static IrValue *batch_index(Lower *L, IrValue *x, int i, IrValue *iv) {
  int64_t d = x->type->dims[i];
  if (d == 1)
    return lw_cidx(L, 0);
  if (d != TY_DYN)
    return iv;
  IrValue *is1 = lw_cmp_idx(L, "eq", lw_dim(L, x, i), lw_cidx(L, 1));
  return lw_select_idx(L, is1, lw_cidx(L, 0), iv);
}

/* The operands of one MatMul being lowered, for the tile and row forms. */
typedef struct MatMul {
  IrOp *op;
  const Epilogue *ep;
  IrValue *a, *b, *out, **od, *K;
  int br, ba, bb; /* batch dimensions of the result, a and b */
  bool trans_b;   /* b holds b^T (Gemm's transB): read b[j, k] */
  IrValue *panels; /* b packed by pack_panels (or NULL: b read in place); with
                      a batch dimension first for a convolution's patches */
  int panel_w;
  /* A convolution (lw_conv_as_product): the product's columns are out's
   * nsp spatial positions flattened, and chan_bias (or NULL) is added per
   * row (output channel). 0 for a MatMul or Gemm. */
  int nsp;
  IrValue *chan_bias;
  /* A BatchNormalization (inference) of the convolution's result, applied
   * per output channel as each element is stored, with the same operations
   * lw_lower_norm uses (so the results are those of the ops apart):
   * (y - mean) / sqrt(var + eps) * scale + shift. NULL: none. */
  IrOp *bn;
  IrValue *bn_params[4]; /* scale, shift, mean, var */
  /* out with its spatial dimensions collapsed into one (a view), stored
   * through without splitting positions into coordinates; only when every
   * epilogue op is unary (the others index their operands by coordinates). */
  IrValue *flat_out;
} MatMul;

/* The rank of the product (batch dimensions, rows, columns), and its rows
 * and columns. */
static int product_rank(const MatMul *mmo) {
  return mmo->out->type->rank - (mmo->nsp ? mmo->nsp - 1 : 0);
}

static void product_shape(const MatMul *mmo, int64_t *m, int64_t *n) {
  const IrType *t = mmo->out->type;
  int r = product_rank(mmo);
  *m = t->dims[r - 2];
  *n = t->dims[r - 1];
  for (int i = 1; i < mmo->nsp; i++)
    *n *= t->dims[r - 1 + i];
}

/* What a convolution's store adds to each element of a row (an output
 * channel): its bias, and a BatchNormalization's mean, deviation, scale and
 * shift, loaded (and the deviation's square root taken) once per row of a
 * tile rather than per element. */
typedef struct RowTerms {
  IrValue *bias, *mean, *sd, *scale, *shift;
} RowTerms;

static RowTerms product_row_terms(Lower *L, const MatMul *mmo, IrValue *ch) {
  RowTerms rt = {0};
  if (mmo->chan_bias)
    rt.bias = ir_build_load(B, mmo->chan_bias, 1, &ch);
  if (mmo->bn) {
    IrValue *const *bp = mmo->bn_params;
    IrType *e = mmo->out->type->elem;
    rt.mean = ir_build_load(B, bp[2], 1, &ch);
    IrValue *vv = ir_build_load(B, bp[3], 1, &ch);
    double eps = lw_float_attr(mmo->bn, "epsilon", 1e-5);
    rt.sd = ir_build_unary(B, OP_SQRT, ir_build_binary(B, OP_ADDF, vv, lw_cf(L, e, eps)));
    rt.scale = ir_build_load(B, bp[0], 1, &ch);
    rt.shift = ir_build_load(B, bp[1], 1, &ch);
  }
  return rt;
}

/* x through a row's terms: the bias, then the BatchNormalization with the
 * operations lw_lower_norm uses. */
static IrValue *apply_row_terms(Lower *L, const RowTerms *rt, IrValue *x) {
  (void)L;
  if (rt->bias)
    x = ir_build_binary(B, OP_ADDF, x, rt->bias);
  if (rt->sd) {
    x = ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_SUBF, x, rt->mean), rt->sd);
    x = ir_build_binary(B, OP_MULF, x, rt->scale);
    x = ir_build_binary(B, OP_ADDF, x, rt->shift);
  }
  return x;
}

/* Where the product's element io (product_rank) is stored in out (for a
 * convolution stored through flat_out, out with its positions flattened,
 * the same index), and the row's terms applied to x: the bias, then the
 * BatchNormalization with the operations lw_lower_norm uses. */
static IrValue **product_store_index(Lower *L, const MatMul *mmo, IrValue **io, IrValue **x,
                                     const RowTerms *rt) {
  int r = product_rank(mmo);
  if (!mmo->nsp)
    return io;
  *x = apply_row_terms(L, rt, *x);
  if (mmo->flat_out)
    return io;
  IrValue **oi = lw_vals(L, mmo->out->type->rank);
  for (int i = 0; i < r - 1; i++)
    oi[i] = io[i];
  IrValue *p = io[r - 1];
  for (int i = mmo->nsp - 1; i >= 0; i--) {
    IrValue *d = lw_cidx(L, mmo->out->type->dims[r - 1 + i]);
    oi[r - 1 + i] = i ? ir_build_binary(B, OP_REMSI, p, d) : p;
    if (i)
      p = ir_build_binary(B, OP_DIVSI, p, d);
  }
  return oi;
}

/* The elements of x when x is a constant of `count` elements, not a splat
 * (a layer's weights), in the dense attribute's layout; else NULL. */
static const char *constant_elements(IrValue *x, int64_t count) {
  IrOp *def = x->def_op;
  IrAttr *v = def && ir_op_is(def, OP_CONSTANT) ? ir_op_get_attr(def, "value") : NULL;
  if (!v || v->kind != ATTR_DENSE || v->u.dense.splat || count < 0 || v->u.dense.count != count)
    return NULL;
  return v->u.dense.data;
}

/* A constant of type t holding `count` elements of data, built where the
 * constant x is (so it dominates every use of x): x's elements rearranged
 * while compiling. */
static IrValue *constant_beside(Lower *L, IrValue *x, IrType *t, const void *data, int64_t count) {
  IrInsertPoint ip = ir_builder_save(B);
  ir_builder_set_before(B, x->def_op);
  IrOp *c = ir_build(B, OP_CONSTANT, 0, NULL, 1, &t, 0);
  ir_op_set_attr_ex(L->ctx, c, "value", ir_attr_dense(L->ctx, t, data, count, false), true);
  ir_builder_restore(B, ip);
  return &c->results[0];
}

/* b's columns in panels of w: p[q, k, j] = b[k, q*w + j] (b[q*w + j, k]
 * with trans), zero past b's n columns. A tile of w columns then reads its
 * K x w panel front to back, where it would read w elements from each of K
 * rows of b, n apart: at n = 1000 half of those reads cross a cache line
 * and a MatMul 64x2048 -> 1000 ran at 11% of the peak where -> 1024 ran at
 * 80%. A constant (a layer's weights) is packed while compiling; anything
 * else by a parallel nest, a copy of b that costs a tile row's work. */
static IrValue *pack_panels(Lower *L, IrValue *b, bool trans, int64_t n, int w, IrValue *K) {
  IrType *t = b->type;
  int64_t k = t->dims[trans ? 1 : 0], np = (n + w - 1) / w;
  int64_t pd[3] = {np, k, w};
  IrType *pt = ir_type_memref(L->ctx, t->elem, 3, pd);
  const char *elems = k != TY_DYN ? constant_elements(b, k * n) : NULL;
  if (elems) {
    size_t es = ir_dense_elem_size(t->elem);
    char *data = xcalloc((size_t)(np * k * w) + 1, es); /* zero bits: 0 of every type */
    for (int64_t q = 0; q < np; q++)
      for (int64_t kk = 0; kk < k; kk++)
        for (int64_t j = 0; j < w && q * w + j < n; j++) {
          int64_t col = q * w + j;
          memcpy(data + es * (size_t)((q * k + kk) * w + j),
                 elems + es * (size_t)(trans ? col * k + kk : kk * n + col), es);
        }
    IrValue *c = constant_beside(L, b, pt, data, np * k * w);
    free(data);
    return c;
  }
  IrValue *d[3] = {lw_cidx(L, np), K, lw_cidx(L, w)};
  IrValue *out = lw_alloc(L, pt, d);
  Nest ns;
  lw_nest_begin(L, &ns, 2, d, true);
  IrInsertPoint s1;
  IrValue *j = for_begin(L, d[2], &s1);
  IrValue *col = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, ns.ivs[0], d[2]), j);
  IrValue *in = lw_cmp_idx(L, "slt", col, lw_cidx(L, n));
  IrValue *at = lw_select_idx(L, in, col, lw_cidx(L, n - 1)); /* in bounds, whatever is stored */
  IrValue *src[2] = {trans ? at : ns.ivs[1], trans ? ns.ivs[1] : at};
  IrValue *x = ir_build_select(B, in, ir_build_load(B, b, 2, src), lw_cf(L, t->elem, 0));
  IrValue *dst[3] = {ns.ivs[0], ns.ivs[1], j};
  ir_build_store(B, x, out, 3, dst);
  ir_builder_restore(B, s1);
  lw_nest_end(L, &ns);
  return out;
}

/* One tile of t of the product at rows i0, columns j0, batch indices
 * bi[0 .. r-2): its accumulators (a local t.m x t.n buffer) start at 0, take
 * a[i0 + q, k] * b[k, j0 + j] for each k in order, and go to out through the
 * epilogue. b's elements come from `pan` at (pre..., k, j) when pan (a panel
 * of packed columns), else from b itself. */
static bool emit_tile(Lower *L, const MatMul *mmo, Tile t, IrValue *const *bi, IrValue *i0,
                      IrValue *j0, IrValue *pan, IrValue *const *pre, int npre) {
  IrValue *a = mmo->a, *b = mmo->b, *out = mmo->out;
  int br = mmo->br, ba = mmo->ba, bb = mmo->bb;
  int ra = a->type->rank, rb = b->type->rank, r = product_rank(mmo);
  IrValue **io = lw_vals(L, r), **ia = lw_vals(L, ra), **ib = lw_vals(L, rb);
  for (int i = 0; i < r - 2; i++)
    io[i] = bi[i];
  for (int i = 0; i < ba; i++)
    ia[i] = batch_index(L, a, i, bi[i + (br - ba)]);
  for (int i = 0; i < bb; i++)
    ib[i] = batch_index(L, b, i, bi[i + (br - bb)]);
  IrType *e = out->type->elem;
  int64_t tdims[2] = {t.m, t.n};
  IrType *tt = ir_type_memref(L->ctx, e, 2, tdims);
  IrValue *acc = &ir_build(B, OP_ALLOCA, 0, NULL, 1, &tt, 0)->results[0];
  IrValue *ti[2];
  IrInsertPoint s1, s2;
  ti[0] = for_begin(L, lw_cidx(L, t.m), &s1);
  ti[1] = for_begin(L, lw_cidx(L, t.n), &s2);
  ir_build_store(B, lw_cf(L, e, 0), acc, 2, ti);
  ir_builder_restore(B, s1);
  IrValue *k = for_begin(L, mmo->K, &s1);
  ia[ra - 1] = k;
  IrValue **x = lw_vals(L, t.m);
  for (int q = 0; q < t.m; q++) {
    ia[ra - 2] = ir_build_binary(B, OP_ADDI, i0, lw_cidx(L, q));
    x[q] = ir_build_load(B, a, ra, ia);
  }
  IrValue *j = for_begin(L, lw_cidx(L, t.n), &s2);
  IrValue *w;
  if (pan) {
    IrValue **ip = lw_vals(L, npre + 2);
    for (int i = 0; i < npre; i++)
      ip[i] = pre[i];
    ip[npre] = k;
    ip[npre + 1] = j;
    w = ir_build_load(B, pan, npre + 2, ip);
  } else {
    ib[rb - 2 + mmo->trans_b] = k;
    ib[rb - 1 - mmo->trans_b] = ir_build_binary(B, OP_ADDI, j0, j);
    w = ir_build_load(B, b, rb, ib);
  }
  for (int q = 0; q < t.m; q++) {
    IrValue *t2[2] = {lw_cidx(L, q), j};
    IrValue *sum = mul_add(L, ir_build_load(B, acc, 2, t2), x[q], w, true);
    ir_build_store(B, sum, acc, 2, t2);
  }
  ir_builder_restore(B, s1);
  ti[0] = for_begin(L, lw_cidx(L, t.m), &s1);
  io[r - 2] = ir_build_binary(B, OP_ADDI, i0, ti[0]);
  RowTerms rt = product_row_terms(L, mmo, io[r - 2]);
  ti[1] = for_begin(L, lw_cidx(L, t.n), &s2);
  io[r - 1] = ir_build_binary(B, OP_ADDI, j0, ti[1]);
  IrValue *v = ir_build_load(B, acc, 2, ti);
  IrValue **oi = product_store_index(L, mmo, io, &v, &rt);
  IrValue *dst = mmo->flat_out ? mmo->flat_out : out;
  v = epilogue_apply(L, mmo->ep, mmo->op, v, oi, dst->type->rank);
  if (v)
    ir_build_store(B, v, dst, dst->type->rank, oi);
  ir_builder_restore(B, s1);
  return v != NULL;
}

/* One rectangle of out in tiles of t: nm x nn tiles from row r0 and column
 * c0 (of every batch), in parallel. */
static bool matmul_tile_block(Lower *L, const MatMul *mmo, Tile t, int64_t r0, int64_t c0,
                              int64_t nm, int64_t nn) {
  int r = product_rank(mmo);
  int64_t kk = mmo->a->type->dims[mmo->a->type->rank - 1];
  IrValue **ub = lw_vals(L, r);
  for (int i = 0; i < r - 2; i++)
    ub[i] = mmo->od[i];
  /* Columns outer, rows inner: the tiles of one column of tiles read the
   * same K x t.n columns of b (one panel), which stay in cache between them
   * while a's rows come from a cache level below; rows outer streamed all of
   * b from memory once per row of tiles (a 3x3 convolution of 64 channels
   * on 56x56, 7 MB of patches: the product waited on the loads of b). */
  ub[r - 2] = lw_cidx(L, nn);
  ub[r - 1] = lw_cidx(L, nm);
  Nest ns;
  lw_nest_begin_work(L, &ns, r, ub, true, (int64_t)t.m * t.n * (kk == TY_DYN ? 1 : kk));
  IrValue *i0 = ir_build_binary(B, OP_MULI, ns.ivs[r - 1], lw_cidx(L, t.m));
  IrValue *j0 = ir_build_binary(B, OP_MULI, ns.ivs[r - 2], lw_cidx(L, t.n));
  if (r0)
    i0 = ir_build_binary(B, OP_ADDI, i0, lw_cidx(L, r0));
  if (c0)
    j0 = ir_build_binary(B, OP_ADDI, j0, lw_cidx(L, c0));
  IrValue *pre[2];
  int npre = 0;
  if (mmo->panels) {
    IrValue *q = ns.ivs[r - 2];
    if (c0)
      q = ir_build_binary(B, OP_ADDI, q, lw_cidx(L, c0 / mmo->panel_w));
    if (mmo->panels->type->rank == 4) /* a batch of patches first */
      pre[npre++] = ns.ivs[0];
    pre[npre++] = q;
  }
  bool ok = emit_tile(L, mmo, t, ns.ivs, i0, j0, mmo->panels, pre, npre);
  lw_nest_end(L, &ns);
  return ok;
}

/* out in tiles of the target's shape where they fit, and the rows and
 * columns left over (fewer than a tile's) in tiles of their own static
 * size, so a MatMul to 1000 columns runs 62 full tiles and one of 8
 * columns per row of tiles instead of falling back to rows. */
static bool matmul_tiles(Lower *L, const MatMul *mmo) {
  int64_t m, n;
  product_shape(mmo, &m, &n);
  Tile t = matmul_tile(L, mmo->out->type->elem);
  int64_t fm = m / t.m, fn = n / t.n, rm = m % t.m, rn = n % t.n;
  bool ok = true;
  MatMul packed = *mmo;
  if (!mmo->panels && mmo->b->type->rank == 2) { /* one b for every batch */
    packed.panels = pack_panels(L, mmo->b, mmo->trans_b, n, t.n, mmo->K);
    packed.panel_w = t.n;
    mmo = &packed;
  }
  if (fm && fn)
    ok = matmul_tile_block(L, mmo, t, 0, 0, fm, fn);
  if (ok && fm && rn)
    ok = matmul_tile_block(L, mmo, (Tile){t.m, (int)rn}, 0, fn * t.n, fm, 1);
  if (ok && rm && fn)
    ok = matmul_tile_block(L, mmo, (Tile){(int)rm, t.n}, fm * t.m, 0, 1, fn);
  if (ok && rm && rn)
    ok = matmul_tile_block(L, mmo, (Tile){(int)rm, (int)rn}, fm * t.m, fn * t.n, 1, 1);
  return ok;
}

/* MatMul with wide rows, in i-k-j order: for each row i (the parallel
 * nest), out[i, :] = 0, then out[i, :] += a[i, k] * b[k, :] for each k. The
 * innermost loop walks rows of b and out contiguously (vectorisable, cache
 * friendly) where the i-j-k order strides down a column of b; the sums
 * are formed in the same order, so results are unchanged. */
static bool matmul_rows(Lower *L, const MatMul *mmo) {
  IrOp *mm = mmo->op;
  const Epilogue *ep = mmo->ep;
  IrValue *a = mmo->a, *b = mmo->b, *out = mmo->out, **od = mmo->od, *K = mmo->K;
  int br = mmo->br, ba = mmo->ba, bb = mmo->bb;
  int ra = a->type->rank, rb = b->type->rank, r = out->type->rank;
  int64_t n = out->type->dims[r - 1], kk = a->type->dims[ra - 1];
  Nest ns;
  lw_nest_begin_work(L, &ns, r - 1, od, true, n * (kk == TY_DYN ? 1 : kk));
  IrValue **io = lw_vals(L, r), **ia = lw_vals(L, ra), **ib = lw_vals(L, rb);
  for (int i = 0; i < r - 1; i++)
    io[i] = ns.ivs[i];
  for (int i = 0; i < ba; i++)
    ia[i] = batch_index(L, a, i, ns.ivs[i + (br - ba)]);
  for (int i = 0; i < bb; i++)
    ib[i] = batch_index(L, b, i, ns.ivs[i + (br - bb)]);
  if (ra >= 2)
    ia[ra - 2] = ns.ivs[br];
  IrType *e = out->type->elem;
  /* A row that fits in 4 KiB is accumulated in a local buffer (an array in
   * C), which the C compiler knows cannot alias a or b, so it vectorises
   * the inner loop without run-time alias checks, even at -O2. */
  size_t esz = e->kind == TY_INDEX ? 8 : e->width <= 8 ? 1 : (size_t)e->width / 8;
  IrValue *acc_buf = out, **ai = io;
  int ar = r;
  if ((uint64_t)n * esz <= 4096) {
    IrType *rowt = ir_type_memref(L->ctx, e, 1, &n);
    acc_buf = &ir_build(B, OP_ALLOCA, 0, NULL, 1, &rowt, 0)->results[0];
    ai = lw_vals(L, 1);
    ar = 1;
  }
  IrInsertPoint s1, s2, s3;
  ai[ar - 1] = for_begin(L, od[r - 1], &s1);
  ir_build_store(B, lw_cf(L, e, 0), acc_buf, ar, ai);
  ir_builder_restore(B, s1);
  IrValue *k = for_begin(L, K, &s2);
  ia[ra - 1] = k;
  ib[rb - 2] = k;
  IrValue *x = ir_build_load(B, a, ra, ia);
  IrValue *j = for_begin(L, od[r - 1], &s3);
  ai[ar - 1] = j;
  ib[rb - 1] = j;
  IrValue *acc = ir_build_load(B, acc_buf, ar, ai);
  ir_build_store(B, mul_add(L, acc, x, ir_build_load(B, b, rb, ib), false), acc_buf, ar, ai);
  ir_builder_restore(B, s2);
  IrValue *v = out;
  if (acc_buf != out || ep->n > 0) { /* the row to out, through the epilogue */
    io[r - 1] = for_begin(L, od[r - 1], &s1);
    IrValue *x = acc_buf != out ? ir_build_load(B, acc_buf, 1, &io[r - 1])
                                : ir_build_load(B, out, r, io);
    v = epilogue_apply(L, ep, mm, x, io, r);
    if (v)
      ir_build_store(B, v, out, r, io);
    ir_builder_restore(B, s1);
  }
  lw_nest_end(L, &ns);
  return v != NULL;
}

/* Whether the product has a form faster than a dot product per element:
 * rows of b (static, at least 16 columns) it can stream through. */
static bool matmul_fast(Lower *L, const MatMul *mmo) {
  (void)L;
  const IrType *rt = mmo->out->type;
  int r = rt->rank;
  return mmo->b->type->rank >= 2 && rt->dims[r - 1] != TY_DYN && rt->dims[r - 1] >= 16;
}

/* Tiles when a holds at least a tile's rows (static), else a row at a time. */
static bool matmul_tiled(Lower *L, const MatMul *mmo) {
  const IrType *rt = mmo->out->type;
  int r = rt->rank;
  return mmo->a->type->rank >= 2 && rt->dims[r - 2] != TY_DYN &&
         rt->dims[r - 2] >= matmul_tile(L, rt->elem).m;
}

static bool matmul_fast_lower(Lower *L, const MatMul *mmo) {
  return matmul_tiled(L, mmo) ? matmul_tiles(L, mmo) : matmul_rows(L, mmo);
}

/* out[batch..., i, j] = sum_k a[..., i, k] * b[..., k, j] (numpy matmul). */
bool lw_lower_matmul(Lower *L, IrOp *op) {
  IrValue *a = lw_operand(L, op, 0), *b = lw_operand(L, op, 1);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int ra = a->type->rank, rb = b->type->rank, r = rt->rank;
  int ba = ra > 2 ? ra - 2 : 0, bb = rb > 2 ? rb - 2 : 0, br = r - (ra >= 2) - (rb >= 2);
  IrValue **od = lw_vals(L, r);
  for (int k = 0; k < br; k++) {
    int ia = k - (br - ba), ib = k - (br - bb);
    IrValue *x = ia >= 0 ? lw_dim(L, a, ia) : lw_cidx(L, 1);
    IrValue *y = ib >= 0 ? lw_dim(L, b, ib) : lw_cidx(L, 1);
    od[k] = lw_select_idx(L, lw_cmp_idx(L, "eq", x, lw_cidx(L, 1)), y, x);
    /* Batch sizes the types leave open must broadcast (else the loops would
     * read past the smaller operand). */
    if ((ia >= 0 && a->type->dims[ia] == TY_DYN) || (ib >= 0 && b->type->dims[ib] == TY_DYN)) {
      IrValue *ok = ir_build_binary(B, OP_ORI, lw_cmp_idx(L, "eq", x, y),
                                    ir_build_binary(B, OP_ORI, lw_cmp_idx(L, "eq", x, lw_cidx(L, 1)),
                                                    lw_cmp_idx(L, "eq", y, lw_cidx(L, 1))));
      lw_assert(L, ok, "the operands' batch dimensions cannot be broadcast together "
                       "(dimension %d of the result)", k);
    }
  }
  if (a->type->dims[ra - 1] == TY_DYN || b->type->dims[rb >= 2 ? rb - 2 : 0] == TY_DYN)
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, a, ra - 1), lw_dim(L, b, rb >= 2 ? rb - 2 : 0)),
              "the operands' inner dimensions differ");
  int j = br;
  if (ra >= 2)
    od[j++] = lw_dim(L, a, ra - 2);
  if (rb >= 2)
    od[j++] = lw_dim(L, b, rb - 1);
  for (int i = 0; i < r; i++)
    if (rt->dims[i] != TY_DYN)
      od[i] = lw_cidx(L, rt->dims[i]);
  IrValue *K = lw_dim(L, a, ra - 1);
  IrValue *out = lw_alloc(L, rt, od);
  Epilogue ep;
  epilogue_find(L, op, &ep);
  MatMul mmo = {op, &ep, a, b, out, od, K, br, ba, bb, false, NULL, 0, 0, NULL, NULL, {NULL}, NULL};
  if (matmul_fast(L, &mmo)) {
    if (!matmul_fast_lower(L, &mmo))
      return lw_error(L, op, "has an epilogue op without a scalar form");
    set_epilogue_results(L, op, &ep, out);
    return true;
  }
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  IrValue *zero = lw_cf(L, rt->elem, 0);
  IrOp *f = ir_build_for(B, lw_cidx(L, 0), K, lw_cidx(L, 1), 1, &zero);
  IrBlock *body = ir_op_region(f, 0)->first;
  IrInsertPoint ip = ir_builder_save(B);
  ir_builder_set_end(B, body);
  IrValue *k = body->args[0], *acc = body->args[1];
  IrValue **ia = lw_vals(L, ra), **ib = lw_vals(L, rb);
  for (int i = 0; i < ba; i++)
    ia[i] = batch_index(L, a, i, ns.ivs[i + (br - ba)]);
  for (int i = 0; i < bb; i++)
    ib[i] = batch_index(L, b, i, ns.ivs[i + (br - bb)]);
  if (ra >= 2) {
    ia[ra - 2] = ns.ivs[br];
    ia[ra - 1] = k;
  } else {
    ia[0] = k;
  }
  if (rb >= 2) {
    ib[rb - 2] = k;
    ib[rb - 1] = ns.ivs[r - 1];
  } else {
    ib[0] = k;
  }
  IrValue *la = ir_build_load(B, a, ra, ia);
  IrValue *lb = ir_build_load(B, b, rb, ib);
  IrValue *s = mul_add(L, acc, la, lb, false);
  ir_build_yield(B, 1, &s);
  ir_builder_restore(B, ip);
  IrValue *v = epilogue_apply(L, &ep, op, &f->results[0], ns.ivs, r);
  if (v)
    ir_build_store(B, v, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  if (!v)
    return lw_error(L, op, "has an epilogue op without a scalar form");
  set_epilogue_results(L, op, &ep, out);
  return true;
}

double lw_float_attr(IrOp *op, const char *name, double dflt) {
  IrAttr *a = ir_op_get_attr(op, name);
  return a && a->kind == ATTR_FLOAT ? a->u.f : dflt;
}

/* alpha * x + beta * c[io] for a Gemm's element x at out[io] (rank 2); c
 * broadcasts unidirectionally, a dimension of size 1 (known only when the
 * program runs, perhaps) reading its element 0. */
static IrValue *gemm_scale(Lower *L, const Epilogue *ep, IrValue *x, IrValue **io) {
  IrType *e = x->type;
  bool fl = e->kind == TY_FLOAT;
  if (ep->alpha != 1)
    x = ir_build_binary(B, fl ? OP_MULF : OP_MULI, x, lw_cf(L, e, ep->alpha));
  if (!ep->c)
    return x;
  IrValue *c = ep->c;
  int rc = c->type->rank;
  IrValue **ic = lw_vals(L, rc);
  for (int j = 0; j < rc; j++) {
    int64_t d = c->type->dims[j];
    IrValue *o = io[j + (2 - rc)];
    ic[j] = d == 1   ? lw_cidx(L, 0)
            : d != TY_DYN ? o
                          : lw_select_idx(L, lw_cmp_idx(L, "eq", lw_dim(L, c, j), lw_cidx(L, 1)),
                                          lw_cidx(L, 0), o);
  }
  IrValue *cv = ir_build_load(B, c, rc, ic);
  if (ep->beta != 1)
    cv = ir_build_binary(B, fl ? OP_MULF : OP_MULI, cv, lw_cf(L, e, ep->beta));
  return ir_build_binary(B, fl ? OP_ADDF : OP_ADDI, x, cv);
}

/* x (rank 2) transposed, for a product that streams through rows. A
 * constant (a layer's weights) is transposed while compiling, into a
 * constant beside it; anything else into a buffer, by a parallel nest. */
static IrValue *transposed(Lower *L, IrValue *x) {
  IrType *t = x->type;
  int64_t td[2] = {t->dims[1], t->dims[0]};
  IrType *tt = ir_type_memref(L->ctx, t->elem, 2, td);
  const char *elems =
      td[0] != TY_DYN && td[1] != TY_DYN ? constant_elements(x, td[0] * td[1]) : NULL;
  if (elems) {
    size_t es = ir_dense_elem_size(t->elem);
    char *data = xmalloc(es * (size_t)(td[0] * td[1] + 1));
    for (int64_t i = 0; i < td[1]; i++)
      for (int64_t j = 0; j < td[0]; j++)
        memcpy(data + es * (size_t)(j * td[1] + i), elems + es * (size_t)(i * td[0] + j), es);
    IrValue *c = constant_beside(L, x, tt, data, td[0] * td[1]);
    free(data);
    return c;
  }
  IrValue *d[2] = {lw_dim(L, x, 1), lw_dim(L, x, 0)};
  IrValue *out = lw_alloc(L, tt, d);
  Nest ns;
  lw_nest_begin(L, &ns, 2, d, true);
  IrValue *src[2] = {ns.ivs[1], ns.ivs[0]};
  ir_build_store(B, ir_build_load(B, x, 2, src), out, 2, ns.ivs);
  lw_nest_end(L, &ns);
  return out;
}

/* Y = alpha * A' B' + beta * C (A' = A or its transpose by transA, B' by
 * transB). With at least 16 columns known, A' B' is a MatMul's product
 * (tiles, or a row at a time) over transposed copies of the operands that
 * need them, and the scaling, the bias and the elementwise ops after the
 * Gemm are applied as each element is stored (the epilogue); otherwise one
 * dot product per element. */
bool lw_lower_gemm(Lower *L, IrOp *op) {
  IrValue *a = lw_operand(L, op, 0), *b = lw_operand(L, op, 1), *c = lw_operand(L, op, 2);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  bool ta = lw_int_attr(op, "transA", 0), tb = lw_int_attr(op, "transB", 0);
  double alpha = lw_float_attr(op, "alpha", 1), beta = lw_float_attr(op, "beta", 1);
  IrValue *od[2] = {lw_dim(L, a, ta ? 1 : 0), lw_dim(L, b, tb ? 0 : 1)};
  IrValue *K = lw_dim(L, a, ta ? 0 : 1);
  for (int i = 0; i < 2; i++)
    if (rt->dims[i] != TY_DYN)
      od[i] = lw_cidx(L, rt->dims[i]);
  IrValue *out = lw_alloc(L, rt, od);
  Epilogue ep;
  epilogue_find(L, op, &ep);
  ep.gemm = true;
  ep.alpha = alpha;
  ep.beta = beta;
  ep.c = c;
  MatMul mmo = {op, &ep, a, b, out, od, K, 0, 0, 0, tb, NULL, 0, 0, NULL, NULL, {NULL}, NULL};
  if (matmul_fast(L, &mmo)) {
    mmo.a = ta ? transposed(L, a) : a;
    if (tb && !matmul_tiled(L, &mmo)) { /* the rows read b's rows */
      mmo.b = transposed(L, b);
      mmo.trans_b = false;
    }
    if (!matmul_fast_lower(L, &mmo))
      return lw_error(L, op, "has an epilogue op without a scalar form");
    set_epilogue_results(L, op, &ep, out);
    return true;
  }
  ep.n = 0; /* the ops after the Gemm are lowered on their own */
  IrType *e = rt->elem;
  Nest ns;
  lw_nest_begin(L, &ns, 2, od, true);
  IrValue *zero = lw_cf(L, e, 0);
  IrOp *f = ir_build_for(B, lw_cidx(L, 0), K, lw_cidx(L, 1), 1, &zero);
  IrBlock *body = ir_op_region(f, 0)->first;
  IrInsertPoint ip = ir_builder_save(B);
  ir_builder_set_end(B, body);
  IrValue *k = body->args[0];
  IrValue *ia[2] = {ta ? k : ns.ivs[0], ta ? ns.ivs[0] : k};
  IrValue *ib[2] = {tb ? ns.ivs[1] : k, tb ? k : ns.ivs[1]};
  IrValue *la = ir_build_load(B, a, 2, ia);
  IrValue *lb = ir_build_load(B, b, 2, ib);
  IrValue *s = mul_add(L, body->args[1], la, lb, false);
  ir_build_yield(B, 1, &s);
  ir_builder_restore(B, ip);
  ir_build_store(B, gemm_scale(L, &ep, &f->results[0], ns.ivs), out, 2, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* One panel of a convolution's patches (im2col), image n, panel q:
 * pan[pre..., k, j] = x[n, c, o_1 s_1 - pad_1 + k_1 d_1, ...] for the output
 * position q*w + j (o its coordinates) and k = (c, k_1, ...) flattened as
 * the weights are, zero where the window reaches into the padding. It first
 * finds where its w lanes' windows start (o_i s_i - pad_i, a small local
 * array per spatial dimension), then fills its K x w elements in order: the
 * writes are contiguous and the reads of a row of lanes mostly so.
 * (Computing each lane's coordinates per element, a division and a
 * remainder per dimension, made the packing as slow as the product.) Lanes
 * past the last position (in the last panel) are never read, the edge tile
 * being narrower; they hold position npos - 1's values. */
static void pack_patch_panel(Lower *L, IrValue *x, const IrType *ot, const int64_t *ks,
                             const LwConvGeom *g, int64_t K, int64_t npos, int w, IrValue *n,
                             IrValue *q, IrValue *pan, IrValue *const *pre, int npre) {
  int nsp = g->nsp;
  int64_t wd = w;
  IrType *bt = ir_type_memref(L->ctx, L->ctx->index_ty, 1, &wd);
  IrValue **base = lw_vals(L, nsp);
  for (int i = 0; i < nsp; i++)
    base[i] = &ir_build(B, OP_ALLOCA, 0, NULL, 1, &bt, 0)->results[0];
  IrInsertPoint s1, s2;
  IrValue *j = for_begin(L, lw_cidx(L, w), &s1);
  IrValue *p = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, q, lw_cidx(L, w)), j);
  p = lw_select_idx(L, lw_cmp_idx(L, "slt", p, lw_cidx(L, npos)), p, lw_cidx(L, npos - 1));
  for (int i = nsp - 1; i >= 0; i--) {
    IrValue *od = lw_cidx(L, ot->dims[2 + i]);
    IrValue *o = i ? ir_build_binary(B, OP_REMSI, p, od) : p;
    if (i)
      p = ir_build_binary(B, OP_DIVSI, p, od);
    IrValue *at = ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_MULI, o, lw_cidx(L, g->stride[i])),
                                  lw_cidx(L, g->pad[i]));
    ir_build_store(B, at, base[i], 1, &j);
  }
  ir_builder_restore(B, s1);
  IrValue *k = for_begin(L, lw_cidx(L, K), &s1);
  IrValue **kc = lw_vals(L, nsp); /* k's window offsets; what is left is the channel */
  IrValue *rest = k;
  for (int i = nsp - 1; i >= 0; i--) {
    IrValue *ki = ir_build_binary(B, OP_REMSI, rest, lw_cidx(L, ks[i]));
    kc[i] = ir_build_binary(B, OP_MULI, ki, lw_cidx(L, g->dil[i]));
    rest = ir_build_binary(B, OP_DIVSI, rest, lw_cidx(L, ks[i]));
  }
  j = for_begin(L, lw_cidx(L, w), &s2);
  IrValue **xi = lw_vals(L, nsp + 2);
  xi[0] = n;
  xi[1] = rest;
  IrValue *ok = NULL;
  for (int i = 0; i < nsp; i++) {
    IrValue *at = ir_build_binary(B, OP_ADDI, ir_build_load(B, base[i], 1, &j), kc[i]);
    IrValue *in = lw_in_range(L, at, lw_cidx(L, x->type->dims[2 + i]));
    ok = ok ? ir_build_binary(B, OP_ANDI, ok, in) : in;
    xi[2 + i] = lw_select_idx(L, in, at, lw_cidx(L, 0));
  }
  IrValue *v = ir_build_select(B, ok, ir_build_load(B, x, nsp + 2, xi), lw_cf(L, x->type->elem, 0));
  IrValue **pi = lw_vals(L, npre + 2);
  for (int i = 0; i < npre; i++)
    pi[i] = pre[i];
  pi[npre] = k;
  pi[npre + 1] = j;
  ir_build_store(B, v, pan, npre + 2, pi);
  ir_builder_restore(B, s1);
}

/* Every panel of patches, [n, q, k, j], packed ahead of the product (for a
 * panel too large to pack next to its tiles, conv_local_panels). */
static IrValue *pack_patches(Lower *L, IrValue *x, const IrType *ot, const int64_t *ks,
                             const LwConvGeom *g, int64_t K, int64_t npos, int w) {
  int64_t np = (npos + w - 1) / w, nb = x->type->dims[0];
  int64_t pd[4] = {nb, np, K, w};
  IrValue *out = lw_alloc(L, ir_type_memref(L->ctx, x->type->elem, 4, pd), NULL);
  IrValue *ub[2] = {lw_cidx(L, nb), lw_cidx(L, np)};
  Nest ns;
  lw_nest_begin_work(L, &ns, 2, ub, true, K * w);
  pack_patch_panel(L, x, ot, ks, g, K, npos, w, ns.ivs[0], ns.ivs[1], out, ns.ivs, 2);
  lw_nest_end(L, &ns);
  return out;
}

/* The product of a convolution with each panel of patches packed next to
 * the column of tiles that reads it, in a local buffer that stays in cache
 * (the whole packed input of a 3x3 convolution of 64 channels on 56x56 is 7
 * MB, which the packing wrote to memory and the tiles read back): in
 * parallel over images and panels, the panel, then its tiles down the
 * rows. The full panels, then the last, narrower one. */
static bool conv_local_panels(Lower *L, const MatMul *mmo, Tile t, IrValue *x, const int64_t *ks,
                              const LwConvGeom *g, int64_t K, int64_t npos) {
  int64_t m, n;
  product_shape(mmo, &m, &n);
  int64_t fm = m / t.m, rm = m % t.m, fn = n / t.n, rn = n % t.n;
  int64_t pd[2] = {K, t.n};
  IrType *pt = ir_type_memref(L->ctx, mmo->out->type->elem, 2, pd);
  bool ok = true;
  for (int part = 0; part < 2 && ok; part++) {
    int64_t nq = part ? (rn ? 1 : 0) : fn, q0 = part ? fn : 0, width = part ? rn : t.n;
    if (!nq)
      continue;
    IrValue *ub[2] = {lw_cidx(L, x->type->dims[0]), lw_cidx(L, nq)};
    Nest ns;
    lw_nest_begin_work(L, &ns, 2, ub, true, m * width * K);
    IrValue *q = q0 ? ir_build_binary(B, OP_ADDI, ns.ivs[1], lw_cidx(L, q0)) : ns.ivs[1];
    IrValue *pan = &ir_build(B, OP_ALLOCA, 0, NULL, 1, &pt, 0)->results[0];
    pack_patch_panel(L, x, mmo->out->type, ks, g, K, npos, t.n, ns.ivs[0], q, pan, NULL, 0);
    IrValue *j0 = ir_build_binary(B, OP_MULI, q, lw_cidx(L, t.n));
    if (fm) {
      IrInsertPoint s1;
      IrValue *it = for_begin(L, lw_cidx(L, fm), &s1);
      IrValue *i0 = ir_build_binary(B, OP_MULI, it, lw_cidx(L, t.m));
      ok = emit_tile(L, mmo, (Tile){t.m, (int)width}, ns.ivs, i0, j0, pan, NULL, 0);
      ir_builder_restore(B, s1);
    }
    if (ok && rm)
      ok = emit_tile(L, mmo, (Tile){(int)rm, (int)width}, ns.ivs, lw_cidx(L, fm * t.m), j0, pan,
                     NULL, 0);
    lw_nest_end(L, &ns);
  }
  return ok;
}

/* x zero-padded so that every window lies inside it, as far as the windows
 * reach ((O - 1) s + (K - 1) d + 1 per dimension): xp[n, c, y, z] = x[n, c,
 * y - pad_1, z - pad_2] (zero outside x); x itself when no window leaves it.
 * With a stride s > 1 across, the columns are also split by phase, xp[n, c,
 * y, r, z'] holding column s z' + r, so that the positions a tile computes
 * read consecutive elements (emit_conv_tile) rather than every s-th. */
static IrValue *pad_input(Lower *L, IrValue *x, const IrType *ot, const int64_t *ks,
                          const LwConvGeom *g) {
  int64_t pd[5] = {x->type->dims[0], x->type->dims[1], 0, 0, 0}, s = g->stride[1];
  bool inside = s == 1;
  for (int i = 0; i < 2; i++) {
    pd[2 + i] = (ot->dims[2 + i] - 1) * g->stride[i] + (ks[i] - 1) * g->dil[i] + 1;
    inside = inside && g->pad[i] == 0 && pd[2 + i] <= x->type->dims[2 + i];
  }
  if (inside)
    return x;
  int rank = 4;
  if (s > 1) {
    pd[4] = (pd[3] + s - 1) / s;
    pd[3] = s;
    rank = 5;
  }
  IrValue *xp = lw_alloc(L, ir_type_memref(L->ctx, x->type->elem, rank, pd), NULL);
  IrValue *ub[3] = {lw_cidx(L, pd[0]), lw_cidx(L, pd[1]), lw_cidx(L, pd[2])};
  Nest ns;
  lw_nest_begin_work(L, &ns, 3, ub, true, pd[3] * (s > 1 ? pd[4] : 1));
  IrInsertPoint s1, s2;
  IrValue *dst[5] = {ns.ivs[0], ns.ivs[1], ns.ivs[2], NULL, NULL};
  IrValue *col = dst[3] = for_begin(L, lw_cidx(L, pd[3]), &s1);
  if (s > 1) { /* column s z' + r */
    dst[4] = for_begin(L, lw_cidx(L, pd[4]), &s2);
    col = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, dst[4], lw_cidx(L, s)), dst[3]);
  }
  IrValue *at[2] = {ir_build_binary(B, OP_SUBI, ns.ivs[2], lw_cidx(L, g->pad[0])),
                    ir_build_binary(B, OP_SUBI, col, lw_cidx(L, g->pad[1]))};
  IrValue *xi[4] = {ns.ivs[0], ns.ivs[1], NULL, NULL}, *ok = NULL;
  for (int i = 0; i < 2; i++) {
    IrValue *in = lw_in_range(L, at[i], lw_cidx(L, x->type->dims[2 + i]));
    ok = ok ? ir_build_binary(B, OP_ANDI, ok, in) : in;
    xi[2 + i] = lw_select_idx(L, in, at[i], lw_cidx(L, 0));
  }
  IrValue *v = ir_build_select(B, ok, ir_build_load(B, x, 4, xi), lw_cf(L, x->type->elem, 0));
  ir_build_store(B, v, xp, rank, dst);
  ir_builder_restore(B, s1);
  lw_nest_end(L, &ns);
  return xp;
}

/* One tile of a direct 2-D convolution: output channels m0 .. m0 + t.m and
 * positions ow0 .. ow0 + t.n of output row oh of image n, acc[q, j] +=
 * w[m0 + q, k] * xp[n, c, oh s_1 + kh d_1, (ow0 + j) s_2 + kw d_2] for each
 * k = (c, kh, kw) in order (the product's order of additions), then stored
 * through the channel's terms and the epilogue. The t.n reads of xp are
 * contiguous (with a stride across, within a phase): no patches are packed
 * at all. */
static bool emit_conv_tile(Lower *L, const MatMul *mmo, Tile t, IrValue *xp, const int64_t *ks,
                           const LwConvGeom *g, IrValue *n, IrValue *m0, IrValue *oh,
                           IrValue *ow0) {
  IrValue *a = mmo->a, *out = mmo->out;
  IrType *e = out->type->elem;
  int64_t tdims[2] = {t.m, t.n};
  IrType *tt = ir_type_memref(L->ctx, e, 2, tdims);
  IrValue *acc = &ir_build(B, OP_ALLOCA, 0, NULL, 1, &tt, 0)->results[0];
  IrValue *ti[2];
  IrInsertPoint s1, s2, s3, s4;
  ti[0] = for_begin(L, lw_cidx(L, t.m), &s1);
  ti[1] = for_begin(L, lw_cidx(L, t.n), &s2);
  ir_build_store(B, lw_cf(L, e, 0), acc, 2, ti);
  ir_builder_restore(B, s1);
  IrValue *c = for_begin(L, lw_cidx(L, xp->type->dims[1]), &s1);
  IrValue *kh = for_begin(L, lw_cidx(L, ks[0]), &s2);
  IrValue *y = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, oh, lw_cidx(L, g->stride[0])),
                               ir_build_binary(B, OP_MULI, kh, lw_cidx(L, g->dil[0])));
  IrValue *kw = for_begin(L, lw_cidx(L, ks[1]), &s3);
  IrValue *k = ir_build_binary(
      B, OP_ADDI,
      ir_build_binary(B, OP_MULI,
                      ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, c, lw_cidx(L, ks[0])), kh),
                      lw_cidx(L, ks[1])),
      kw);
  IrValue **wq = lw_vals(L, t.m);
  for (int q = 0; q < t.m; q++) {
    IrValue *ia[2] = {ir_build_binary(B, OP_ADDI, m0, lw_cidx(L, q)), k};
    wq[q] = ir_build_load(B, a, 2, ia);
  }
  /* Column (ow0 + j) s + kw d: with s > 1, phase r = kw d mod s at
   * ow0 + j + kw d / s of xp's phase-split rows (pad_input). */
  int64_t s = g->stride[1];
  IrValue *kwd = ir_build_binary(B, OP_MULI, kw, lw_cidx(L, g->dil[1]));
  IrValue *phase = s > 1 ? ir_build_binary(B, OP_REMSI, kwd, lw_cidx(L, s)) : NULL;
  IrValue *zq = s > 1 ? ir_build_binary(B, OP_DIVSI, kwd, lw_cidx(L, s)) : kwd;
  IrValue *j = for_begin(L, lw_cidx(L, t.n), &s4);
  IrValue *z = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_ADDI, ow0, j), zq);
  IrValue *xi[5] = {n, c, y, s > 1 ? phase : z, z};
  IrValue *b = ir_build_load(B, xp, s > 1 ? 5 : 4, xi);
  for (int q = 0; q < t.m; q++) {
    IrValue *t2[2] = {lw_cidx(L, q), j};
    ir_build_store(B, mul_add(L, ir_build_load(B, acc, 2, t2), wq[q], b, true), acc, 2, t2);
  }
  ir_builder_restore(B, s1);
  ti[0] = for_begin(L, lw_cidx(L, t.m), &s1);
  IrValue *m = ir_build_binary(B, OP_ADDI, m0, ti[0]);
  RowTerms rt = product_row_terms(L, mmo, m);
  ti[1] = for_begin(L, lw_cidx(L, t.n), &s2);
  IrValue *oi[4] = {n, m, oh, ir_build_binary(B, OP_ADDI, ow0, ti[1])};
  IrValue *v = apply_row_terms(L, &rt, ir_build_load(B, acc, 2, ti));
  v = epilogue_apply(L, mmo->ep, mmo->op, v, oi, 4);
  if (v)
    ir_build_store(B, v, out, 4, oi);
  ir_builder_restore(B, s1);
  return v != NULL;
}

/* A 2-D convolution computed directly from the (padded) input, in parallel
 * over images, output rows and blocks of t.n positions of a row, each block's
 * tiles down the output channels; the positions past the last full block in
 * tiles of their own width. */
static bool conv_direct(Lower *L, const MatMul *mmo, Tile t, IrValue *x, const int64_t *ks,
                        const LwConvGeom *g, int64_t K) {
  const IrType *ot = mmo->out->type;
  IrValue *xp = pad_input(L, x, ot, ks, g);
  int64_t M = ot->dims[1], OW = ot->dims[3];
  int64_t fm = M / t.m, rm = M % t.m, fw = OW / t.n, rw = OW % t.n;
  bool ok = true;
  for (int part = 0; part < 2 && ok; part++) {
    int64_t nb = part ? (rw ? 1 : 0) : fw, width = part ? rw : t.n;
    if (!nb)
      continue;
    IrValue *ub[3] = {lw_cidx(L, ot->dims[0]), lw_cidx(L, ot->dims[2]), lw_cidx(L, nb)};
    Nest ns;
    lw_nest_begin_work(L, &ns, 3, ub, true, M * width * K);
    IrValue *ow0 = part ? lw_cidx(L, fw * t.n) : ir_build_binary(B, OP_MULI, ns.ivs[2], lw_cidx(L, t.n));
    if (fm) {
      IrInsertPoint s1;
      IrValue *mb = for_begin(L, lw_cidx(L, fm), &s1);
      IrValue *m0 = ir_build_binary(B, OP_MULI, mb, lw_cidx(L, t.m));
      ok = emit_conv_tile(L, mmo, (Tile){t.m, (int)width}, xp, ks, g, ns.ivs[0], m0, ns.ivs[1], ow0);
      ir_builder_restore(B, s1);
    }
    if (ok && rm)
      ok = emit_conv_tile(L, mmo, (Tile){(int)rm, (int)width}, xp, ks, g, ns.ivs[0],
                          lw_cidx(L, fm * t.m), ns.ivs[1], ow0);
    lw_nest_end(L, &ns);
  }
  return ok;
}

/* Local panels up to this many bytes (a thread's stack holds them). */
#define CONV_LOCAL_PANEL_BYTES (256 * 1024)

/* out (n, m, spatial...) as (n, m, positions): a memref.collapse_shape, a
 * view of the same buffer. */
static IrValue *collapse_positions(Lower *L, IrValue *out, int nsp) {
  const IrType *t = out->type;
  int64_t d[3] = {t->dims[0], t->dims[1], 1};
  for (int i = 0; i < nsp; i++)
    d[2] *= t->dims[2 + i];
  IrType *ct = ir_type_memref(L->ctx, t->elem, 3, d);
  IrAttr *groups[3], *pos[8];
  for (int g = 0; g < 2; g++) {
    IrAttr *one = ir_attr_int(L->ctx, L->ctx->i64_ty, g);
    groups[g] = ir_attr_array(L->ctx, 1, &one);
  }
  for (int i = 0; i < nsp; i++)
    pos[i] = ir_attr_int(L->ctx, L->ctx->i64_ty, 2 + i);
  groups[2] = ir_attr_array(L->ctx, nsp, pos);
  IrOp *c = ir_build(B, OP_COLLAPSE_SHAPE, 1, &out, 1, &ct, 0);
  ir_op_set_attr_ex(L->ctx, c, "reassociation", ir_attr_array(L->ctx, 3, groups), true);
  return &c->results[0];
}

/* The BatchNormalization a convolution's result flows into, if it can be
 * applied as each element is stored: its only use, in the same block, of the
 * same type, with one result (inference), its four parameters lowered
 * already as M floats each. */
static IrOp *conv_batchnorm(Lower *L, IrOp *conv, int64_t M) {
  IrValue *v = &conv->results[0];
  if (!v->uses || v->uses->next)
    return NULL;
  IrOp *bn = v->uses->owner;
  if (!ir_op_is(bn, OP_ONNX_BATCHNORMALIZATION) || bn->parent != conv->parent ||
      bn->nresults != 1 || bn->nopnds != 5 || ir_op_operand(bn, 0) != v ||
      bn->results[0].type != v->type || lw_int_attr(bn, "training_mode", 0))
    return NULL;
  for (int i = 1; i < 5; i++) {
    IrValue *p = lw_operand(L, bn, i);
    if (!p || p->type->rank != 1 || p->type->dims[0] != M ||
        p->type->elem != lw_memref_of(L, v->type)->elem)
      return NULL;
  }
  return bn;
}

/* Conv as a product, as im2col does it: out[n, m, o] = sum_k w[m, k] p[n,
 * k, o] with k = (c, k_1, ...) flattened and o the output positions, computed
 * by the MatMul tiles from the weights' rows and panels of patches
 * (pack_patches), the bias and the elementwise ops after the Conv applied as
 * each tile is stored. A 3x3 convolution of 64 channels on 56x56 ran 29x
 * slower than ONNX Runtime as a loop nest per output element. Taken for one
 * group, static sizes, f32/f64, constant weights (their rows are the
 * product's a as they are), at least a tile's output channels and 16
 * positions; false (nothing built) otherwise, for the loop nest. */
bool lw_conv_as_product(Lower *L, IrOp *op, const LwConvGeom *g) {
  IrValue *x = lw_operand(L, op, 0), *w = lw_operand(L, op, 1), *bias = lw_operand(L, op, 2);
  IrType *rt = lw_memref_of(L, op->results[0].type), *e = rt->elem;
  int nsp = g->nsp;
  if (lw_int_attr(op, "group", 1) != 1 || !x || !w || e->kind != TY_FLOAT || e->width < 32 ||
      x->type->rank != nsp + 2 || ir_type_num_dynamic(x->type) || ir_type_num_dynamic(w->type) ||
      ir_type_num_dynamic(rt) || (bias && ir_type_num_dynamic(bias->type)))
    return false;
  int64_t M = w->type->dims[0], K = ir_type_num_elements(w->type) / (M ? M : 1), npos = 1;
  for (int i = 0; i < nsp; i++)
    npos *= rt->dims[2 + i];
  Tile t = matmul_tile(L, e);
  const char *wdata = constant_elements(w, M * K);
  if (!wdata || M < t.m || npos < 16 || w->type->dims[1] != x->type->dims[1] || rt->dims[1] != M ||
      (bias && (bias->type->rank != 1 || bias->type->dims[0] != M)))
    return false; /* the loop nest checks the sizes when the program runs */
  int64_t ad[2] = {M, K};
  IrValue *a = constant_beside(L, w, ir_type_memref(L->ctx, e, 2, ad), wdata, M * K);
  IrValue **od = lw_vals(L, rt->rank);
  for (int i = 0; i < rt->rank; i++)
    od[i] = lw_cidx(L, rt->dims[i]);
  IrValue *out = lw_alloc(L, rt, od);
  IrOp *bn = conv_batchnorm(L, op, M);
  Epilogue ep;
  epilogue_find(L, bn ? bn : op, &ep);
  MatMul mmo = {bn ? bn : op, &ep, a, x, out, od, lw_cidx(L, K), 1, 0, 0, false, NULL,
                0, nsp, bias, bn, {NULL}, NULL};
  for (int i = 0; bn && i < 4; i++)
    mmo.bn_params[i] = lw_operand(L, bn, i + 1);
  /* Directly for 2-D with output rows at least a tile wide; narrower rows
   * (ResNet's 14x14 and 7x7 stages) would leave most of a tile's lanes idle,
   * where im2col's panels run across rows. */
  bool ok, direct = nsp == 2 && rt->dims[3] >= t.n, unary = true;
  for (int i = 0; i < ep.n; i++)
    unary = unary && ep.ops[i]->nopnds == 1;
  if (unary && nsp > 1 && !direct)
    mmo.flat_out = collapse_positions(L, out, nsp);
  if (direct) {
    ok = conv_direct(L, &mmo, t, x, w->type->dims + 2, g, K);
  } else if ((uint64_t)K * (uint64_t)t.n * ir_dense_elem_size(e) <= CONV_LOCAL_PANEL_BYTES) {
    ok = conv_local_panels(L, &mmo, t, x, w->type->dims + 2, g, K, npos);
  } else {
    mmo.panels = pack_patches(L, x, rt, w->type->dims + 2, g, K, npos, t.n);
    mmo.panel_w = t.n;
    ok = matmul_tiles(L, &mmo);
  }
  if (!ok) {
    lw_error(L, op, "has an epilogue op without a scalar form"); /* done, and failed */
  } else {
    set_epilogue_results(L, mmo.op, &ep, out);
    lw_set(L, &op->results[0], out); /* with a BatchNormalization, its only user */
  }
  return true;
}

/* Elementwise operators (ONNX_ELEMENTWISE rows), every operand present. */
bool lw_lower_elementwise(Lower *L, IrOp *op) {
  int n = op->nopnds;
  IrValue **ins = lw_vals(L, n);
  for (int i = 0; i < n; i++)
    if (!(ins[i] = lw_operand(L, op, i)))
      return lw_error(L, op, "operand %d is missing", i);
  return lower_elementwise(L, op, n, ins);
}

/* Identity of a tensor: its operand's buffer (values are immutable; a
 * list's Identity is a sequence op, lower_op). */
bool lw_lower_identity(Lower *L, IrOp *op) {
  lw_set(L, &op->results[0], lw_operand(L, op, 0));
  return true;
}

/* Cast and CastLike: the operand's buffer when the element type stays. */
bool lw_lower_cast(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  if (x->type->elem == op->results[0].type->elem) {
    lw_set(L, &op->results[0], x);
    return true;
  }
  return lower_elementwise(L, op, 1, &x);
}

/* Constants are immutable buffers: built once, outside all loops. */
bool lw_lower_constant(Lower *L, IrOp *op) {
  IrInsertPoint ip = ir_builder_save(B);
  int depth = L->loop_depth;
  if (L->hoist_before) {
    ir_builder_set_before(B, L->hoist_before);
    L->loop_depth = 0;
  }
  bool ok = lower_constant(L, op);
  L->loop_depth = depth;
  ir_builder_restore(B, ip);
  return ok;
}

