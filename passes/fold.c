/* fold.c: the folders of the canonicalize pass: MLIR's fold hooks for the
 * arith and math ops loopc has. A fold replaces an op by a constant or by a
 * value that already exists, or updates the op in place (a commutative
 * op's constant moved to the right, extui(extui(x)) reading x directly).
 *
 * Contract: the semantics are MLIR's, bit for bit. Integers wrap at their
 * type's width (i1 included; index is 64 bits); a division by zero and the
 * signed overflows MLIR leaves alone (INT_MIN / -1) are not folded. Floats
 * follow IEEE-754 as LLVM's APFloat computes it: f32 is computed in f32,
 * a NaN operand propagates (quieted, sign kept; the left one first), an
 * invalid operation gives the positive default NaN, and no identity is used
 * that could change a rounding, a NaN or the sign of a zero (`x + 0.0` is
 * not `x`, `x + -0.0` is). f16 and bf16 values are not computed on (loopc
 * has no half-precision arithmetic, and keeps their literals unrounded):
 * only their identities and sign changes fold. Ops are never created here,
 * only constants. */
#include <math.h>
#include <string.h>

#include "canonicalize.h"
#include "../ir/float_format.h"
#include "../ir/verify.h"

/* ============================ constants ============================== */

/* Bit width of an integer-like type as folding sees it: the width of iN
 * (N <= 64), 64 for index; 0 for anything else. */
static unsigned canon_int_width(const IrType *t) {
  if (t->kind == TY_INDEX)
    return 64;
  return t->kind == TY_INT && t->width <= 64 ? t->width : 0;
}

static uint64_t mask_of(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }

/* Bits of a w-bit value read as a signed number. */
static int64_t sext(uint64_t v, unsigned w) {
  uint64_t sign = 1ull << (w - 1);
  v &= mask_of(w);
  return (int64_t)((v ^ sign) - sign);
}

static const IrAttr *const_attr(const IrValue *v) {
  const IrOp *d = v->def_op;
  return d && ir_op_is(d, OP_CONSTANT) ? ir_op_get_attr(d, "value") : NULL;
}

bool canon_match_int(const IrValue *v, uint64_t *bits) {
  const IrAttr *a = const_attr(v);
  unsigned w = canon_int_width(v->type);
  if (!a || a->kind != ATTR_INT || !w)
    return false;
  *bits = (uint64_t)a->u.i & mask_of(w);
  return true;
}

bool canon_match_int_value(const IrValue *v, uint64_t want) {
  uint64_t b;
  return canon_match_int(v, &b) && b == (want & mask_of(canon_int_width(v->type)));
}

bool canon_match_all_ones(const IrValue *v) { return canon_match_int_value(v, ~0ull); }

bool canon_match_float(const IrValue *v, double *f) {
  const IrAttr *a = const_attr(v);
  if (!a || a->kind != ATTR_FLOAT)
    return false;
  /* The parser keeps the literal's double; an f32 constant is its float. */
  *f = a->type->width == 32 ? (double)(float)a->u.f : a->u.f;
  return true;
}

/* Which floats are computed on: f32 (in f32) and f64. */
static bool computable(const IrType *t) {
  return t->kind == TY_FLOAT && (t->width == 32 || t->width == 64);
}

IrOp *canon_def(const IrValue *v, int k) {
  return v->def_op && ir_op_is(v->def_op, k) ? v->def_op : NULL;
}

/* ========================== overflow flags =========================== */

void canon_merge_overflow(Canon *c, IrOp *op, const IrOp *a, const IrOp *b) {
  /* With two flags, the common ones are a's, b's, or none. */
  unsigned fa = ir_op_overflow_flags(a), fb = ir_op_overflow_flags(b), f = fa & fb;
  if (f)
    ir_op_set_attr(canon_ctx(c), op, "overflowFlags",
                   ir_op_get_attr(f == fa ? a : b, "overflowFlags"));
}

/* ============================ fold results =========================== */

/* What a folder decided: replace the result by value or by a constant of
 * attr, or nothing (both NULL; the folder may have updated op in place and
 * said so by returning true). */
typedef struct Folded {
  IrValue *value;
  IrAttr *attr;
} Folded;

static bool to_value(Folded *f, IrValue *v) {
  f->value = v;
  return true;
}

static bool to_attr(Folded *f, IrAttr *a) {
  f->attr = a;
  return true;
}

static bool to_int(Canon *c, Folded *f, IrType *t, uint64_t bits) {
  return to_attr(f, ir_attr_int(canon_ctx(c), t, (int64_t)bits));
}

static bool to_bool(Canon *c, Folded *f, bool b) { return to_attr(f, ir_attr_bool(canon_ctx(c), b)); }

/* ============================== integers ============================= */

/* The operands of a binary integer op, and which of them are constants. */
typedef struct IntArgs {
  IrValue *x, *y;
  IrType *type; /* the result's */
  unsigned w;   /* the operands' width */
  bool cx, cy;
  uint64_t a, b; /* the constants' bits, zero-extended from w */
} IntArgs;

static bool int_args(IrOp *op, IntArgs *g) {
  g->x = ir_op_operand(op, 0);
  g->y = ir_op_operand(op, 1);
  g->type = op->results[0].type;
  g->w = canon_int_width(g->x->type);
  g->a = g->b = 0;
  g->cx = g->w && canon_match_int(g->x, &g->a);
  g->cy = g->w && canon_match_int(g->y, &g->b);
  return g->w != 0;
}

static int64_t smin_of(unsigned w) { return sext(1ull << (w - 1), w); }
static int64_t smax_of(unsigned w) { return (int64_t)(mask_of(w) >> 1); }

/* Signed ceiling division of two non-zero w-bit values, as MLIR folds it:
 * false where a negation overflows (MLIR gives up there too). */
static bool ceildiv_s(int64_t a, int64_t b, unsigned w, int64_t *out) {
  int64_t min = smin_of(w);
  if (a > 0 && b > 0) {
    *out = (a - 1) / b + 1;
    return true;
  }
  if (a < 0 && b < 0) {
    if (a == min || b == min)
      return false;
    *out = (-a - 1) / -b + 1;
    return true;
  }
  if (a < 0) {
    if (a == min)
      return false;
    *out = -(-a / b);
    return true;
  }
  if (b == min)
    return false;
  *out = -(a / -b);
  return true;
}

/* (a * b) / b -> a, when the product cannot have wrapped (flag). */
static IrValue *div_of_mul(const IntArgs *g, unsigned flag) {
  IrOp *mul = canon_def(g->x, OP_MULI);
  if (!mul || (ir_op_overflow_flags(mul) & flag) != flag)
    return NULL;
  if (ir_op_operand(mul, 0) == g->y)
    return ir_op_operand(mul, 1);
  if (ir_op_operand(mul, 1) == g->y)
    return ir_op_operand(mul, 0);
  return NULL;
}

/* Whether v is xori(of, all ones). */
static bool is_not_of(const IrValue *v, const IrValue *of) {
  IrOp *x = canon_def(v, OP_XORI);
  return x && ir_op_operand(x, 0) == of && canon_match_all_ones(ir_op_operand(x, 1));
}

/* and(a, and(a, b)) and its mirror images -> and(a, b). */
static IrValue *and_of_and(const IntArgs *g) {
  for (int i = 0; i < 2; i++) {
    IrValue *prev = i ? g->y : g->x, *other = i ? g->x : g->y;
    IrOp *p = canon_def(prev, OP_ANDI);
    if (p && (ir_op_operand(p, 0) == other || ir_op_operand(p, 1) == other))
      return prev;
  }
  return NULL;
}

/* xor(xor(x, a), a), xor(a, xor(x, a)) and the other orders -> x. */
static IrValue *xor_of_xor(const IntArgs *g) {
  for (int i = 0; i < 2; i++) {
    IrValue *inner = i ? g->y : g->x, *other = i ? g->x : g->y;
    IrOp *p = canon_def(inner, OP_XORI);
    if (!p)
      continue;
    if (ir_op_operand(p, 1) == other)
      return ir_op_operand(p, 0);
    if (ir_op_operand(p, 0) == other)
      return ir_op_operand(p, 1);
  }
  return NULL;
}

static bool fold_addi(Canon *c, const IntArgs *g, Folded *f) {
  IrOp *s;
  if (g->cy && g->b == 0)
    return to_value(f, g->x);
  if ((s = canon_def(g->x, OP_SUBI)) && ir_op_operand(s, 1) == g->y)
    return to_value(f, ir_op_operand(s, 0));
  if ((s = canon_def(g->y, OP_SUBI)) && ir_op_operand(s, 1) == g->x)
    return to_value(f, ir_op_operand(s, 0));
  return g->cx && g->cy && to_int(c, f, g->type, g->a + g->b);
}

static bool fold_subi(Canon *c, const IntArgs *g, Folded *f) {
  IrOp *s;
  if (g->x == g->y)
    return to_int(c, f, g->type, 0);
  if (g->cy && g->b == 0)
    return to_value(f, g->x);
  if ((s = canon_def(g->x, OP_ADDI))) {
    if (ir_op_operand(s, 1) == g->y)
      return to_value(f, ir_op_operand(s, 0));
    if (ir_op_operand(s, 0) == g->y)
      return to_value(f, ir_op_operand(s, 1));
  }
  return g->cx && g->cy && to_int(c, f, g->type, g->a - g->b);
}

static bool fold_muli(Canon *c, const IntArgs *g, Folded *f) {
  if (g->cy && g->b == 0)
    return to_value(f, g->y);
  if (g->cy && g->b == 1)
    return to_value(f, g->x);
  return g->cx && g->cy && to_int(c, f, g->type, g->a * g->b);
}

static bool fold_div_rem(Canon *c, IrOp *op, const IntArgs *g, Folded *f) {
  unsigned w = g->w;
  int64_t sa = sext(g->a, w), sb = sext(g->b, w), q;
  bool one = g->cy && g->b == 1;
  switch (ir_op_kind(op)) {
  case OP_DIVUI: {
    IrValue *v = div_of_mul(g, IR_OVF_NUW);
    if (one || v)
      return to_value(f, one ? g->x : v);
    return g->cx && g->cy && g->b && to_int(c, f, g->type, g->a / g->b);
  }
  case OP_DIVSI: {
    IrValue *v = div_of_mul(g, IR_OVF_NSW);
    if (one || v)
      return to_value(f, one ? g->x : v);
    if (!g->cx || !g->cy || !g->b || (sa == smin_of(w) && sb == -1))
      return false;
    return to_int(c, f, g->type, (uint64_t)(sa / sb));
  }
  case OP_CEILDIVSI:
    if (one)
      return to_value(f, g->x);
    if (!g->cx || !g->cy || !g->b)
      return false;
    if (sa == 0)
      return to_int(c, f, g->type, 0);
    return ceildiv_s(sa, sb, w, &q) && to_int(c, f, g->type, (uint64_t)q);
  case OP_FLOORDIVSI:
    if (one)
      return to_value(f, g->x);
    if (!g->cx || !g->cy || !g->b || (sa == smin_of(w) && sb == -1))
      return false;
    q = sa / sb;
    if ((sa % sb != 0) && ((sa < 0) != (sb < 0)))
      q--;
    return to_int(c, f, g->type, (uint64_t)q);
  case OP_CEILDIVUI: /* the quotient is below the maximum when it rounds up */
    if (one)
      return to_value(f, g->x);
    return g->cx && g->cy && g->b && to_int(c, f, g->type, g->a / g->b + (g->a % g->b != 0));
  case OP_REMUI:
    if (one)
      return to_int(c, f, g->type, 0);
    return g->cx && g->cy && g->b && to_int(c, f, g->type, g->a % g->b);
  case OP_REMSI:
    if (one)
      return to_int(c, f, g->type, 0);
    if (!g->cx || !g->cy || !g->b)
      return false;
    /* x % -1 is 0, also for INT_MIN (where C's % is undefined). */
    return to_int(c, f, g->type, sb == -1 ? 0 : (uint64_t)(sa % sb));
  default:
    return false;
  }
}

static bool fold_bitwise(Canon *c, IrOp *op, const IntArgs *g, Folded *f) {
  uint64_t ones = mask_of(g->w);
  IrValue *v;
  switch (ir_op_kind(op)) {
  case OP_ANDI:
    if (g->cy && g->b == 0)
      return to_value(f, g->y);
    if (g->cy && g->b == ones)
      return to_value(f, g->x);
    if (is_not_of(g->y, g->x) || is_not_of(g->x, g->y))
      return to_int(c, f, g->type, 0);
    if ((v = and_of_and(g)))
      return to_value(f, v);
    if (g->cx && g->cy)
      return to_int(c, f, g->type, g->a & g->b);
    return g->x == g->y && to_value(f, g->x); /* MLIR's Idempotent trait */
  case OP_ORI:
    if (g->cy && g->b == 0)
      return to_value(f, g->x);
    if (g->cy && g->b == ones) /* a new constant, as MLIR returns the attribute */
      return to_int(c, f, g->type, ones);
    /* or(x, not x) is all ones: the constant of the not. */
    if (is_not_of(g->y, g->x))
      return to_value(f, ir_op_operand(g->y->def_op, 1));
    if (is_not_of(g->x, g->y))
      return to_value(f, ir_op_operand(g->x->def_op, 1));
    if (g->cx && g->cy)
      return to_int(c, f, g->type, g->a | g->b);
    return g->x == g->y && to_value(f, g->x);
  case OP_XORI:
    if (g->cy && g->b == 0)
      return to_value(f, g->x);
    if (g->x == g->y)
      return to_int(c, f, g->type, 0);
    if ((v = xor_of_xor(g)))
      return to_value(f, v);
    return g->cx && g->cy && to_int(c, f, g->type, g->a ^ g->b);
  default:
    return false;
  }
}

static bool fold_shift(Canon *c, IrOp *op, const IntArgs *g, Folded *f) {
  if (g->cy && g->b == 0)
    return to_value(f, g->x);
  /* Shifting by the width or more is poison: left alone. */
  if (!g->cx || !g->cy || g->b >= g->w)
    return false;
  switch (ir_op_kind(op)) {
  case OP_SHLI: return to_int(c, f, g->type, g->a << g->b);
  case OP_SHRUI: return to_int(c, f, g->type, g->a >> g->b);
  default: {
    /* Arithmetic shift of the sign-extended value, without shifting a
     * negative number in C. */
    int64_t s = sext(g->a, g->w);
    uint64_t r = s < 0 ? ~(~(uint64_t)s >> g->b) : (uint64_t)s >> g->b;
    return to_int(c, f, g->type, r);
  }
  }
}

static bool fold_min_max(Canon *c, IrOp *op, const IntArgs *g, Folded *f) {
  if (g->x == g->y)
    return to_value(f, g->y);
  int k = ir_op_kind(op);
  bool is_signed = k == OP_MAXSI || k == OP_MINSI, is_max = k == OP_MAXSI || k == OP_MAXUI;
  if (g->cy) {
    /* The extreme of the order absorbs (max(x, MAX) = MAX) or vanishes. */
    uint64_t lo = is_signed ? (uint64_t)smin_of(g->w) & mask_of(g->w) : 0;
    uint64_t hi = is_signed ? (uint64_t)smax_of(g->w) : mask_of(g->w);
    if (g->b == (is_max ? hi : lo))
      return to_value(f, g->y);
    if (g->b == (is_max ? lo : hi))
      return to_value(f, g->x);
  }
  if (!g->cx || !g->cy)
    return false;
  bool less = is_signed ? sext(g->a, g->w) < sext(g->b, g->w) : g->a < g->b;
  return to_int(c, f, g->type, less == is_max ? g->b : g->a);
}

static bool fold_int_binary(Canon *c, IrOp *op, Folded *f) {
  IntArgs g;
  if (!int_args(op, &g))
    return false;
  switch (ir_op_kind(op)) {
  case OP_ADDI: return fold_addi(c, &g, f);
  case OP_SUBI: return fold_subi(c, &g, f);
  case OP_MULI: return fold_muli(c, &g, f);
  case OP_DIVUI: case OP_DIVSI: case OP_CEILDIVSI: case OP_FLOORDIVSI: case OP_CEILDIVUI:
  case OP_REMUI: case OP_REMSI:
    return fold_div_rem(c, op, &g, f);
  case OP_ANDI: case OP_ORI: case OP_XORI:
    return fold_bitwise(c, op, &g, f);
  case OP_SHLI: case OP_SHRUI: case OP_SHRSI:
    return fold_shift(c, op, &g, f);
  case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI:
    return fold_min_max(c, op, &g, f);
  default:
    return false;
  }
}

/* ============================ comparisons ============================ */

enum { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE }; /* MLIR's cmpi order */

static int predicate(const IrOp *op) { return (int)ir_op_get_attr(op, "predicate")->u.i; }

static bool cmpi_apply(int pred, uint64_t a, uint64_t b, unsigned w) {
  int64_t sa = sext(a, w), sb = sext(b, w);
  switch (pred) {
  case EQ: return a == b;
  case NE: return a != b;
  case SLT: return sa < sb;
  case SLE: return sa <= sb;
  case SGT: return sa > sb;
  case SGE: return sa >= sb;
  case ULT: return a < b;
  case ULE: return a <= b;
  case UGT: return a > b;
  default: return a >= b;
  }
}

/* The predicate that gives the same answer with the operands swapped. */
static int cmpi_swapped(int pred) {
  static const int swapped[] = {EQ, NE, SGT, SGE, SLT, SLE, UGT, UGE, ULT, ULE};
  return swapped[pred];
}

/* extsi/extui of an i1, compared `ne` with 0, is that i1. */
static IrValue *ext_of_i1(const IrValue *v) {
  IrOp *e = canon_def(v, OP_EXTSI);
  if (!e)
    e = canon_def(v, OP_EXTUI);
  return e && ir_type_is_i1(ir_op_operand(e, 0)->type) ? ir_op_operand(e, 0) : NULL;
}

static bool fold_cmpi(Canon *c, IrOp *op, Folded *f) {
  IntArgs g;
  int pred = predicate(op);
  IrValue *v;
  if (!int_args(op, &g))
    return false;
  if (g.x == g.y)
    return to_bool(c, f, pred == EQ || pred == SLE || pred == SGE || pred == ULE || pred == UGE);
  if (g.cy && g.b == 0 && pred == NE) {
    if ((v = ext_of_i1(g.x)))
      return to_value(f, v);
    if (ir_type_is_i1(g.x->type))
      return to_value(f, g.x);
  }
  if (g.cy && g.b == 1 && pred == EQ && ir_type_is_i1(g.x->type))
    return to_value(f, g.x);
  bool px = canon_def(g.x, OP_POISON) != NULL, py = canon_def(g.y, OP_POISON) != NULL;
  if ((g.cx || px) && !(g.cy || py)) {
    /* The constant (or poison) goes to the right (in place). */
    ir_op_set_attr_ex(canon_ctx(c), op, "predicate",
                      ir_attr_int(canon_ctx(c), canon_ctx(c)->i64_ty, cmpi_swapped(pred)), true);
    IrValue *ops[2] = {g.y, g.x};
    canon_set_operands(c, op, 2, ops);
    return true;
  }
  return g.cx && g.cy && to_bool(c, f, cmpi_apply(pred, g.a, g.b, g.w));
}

/* cmpf predicates in MLIR's order. */
enum { F_FALSE, OEQ, OGT, OGE, OLT, OLE, ONE, ORD, UEQ, UGT_F, UGE_F, ULT_F, ULE_F, UNE, UNO, F_TRUE };

static bool cmpf_apply(int pred, double a, double b) {
  bool uno = isnan(a) || isnan(b), lt = a < b, gt = a > b, eq = a == b;
  switch (pred) {
  case F_FALSE: return false;
  case OEQ: return eq;
  case OGT: return gt;
  case OGE: return gt || eq;
  case OLT: return lt;
  case OLE: return lt || eq;
  case ONE: return lt || gt;
  case ORD: return !uno;
  case UEQ: return uno || eq;
  case UGT_F: return uno || gt;
  case UGE_F: return uno || gt || eq;
  case ULT_F: return uno || lt;
  case ULE_F: return uno || lt || eq;
  case UNE: return !eq;
  case UNO: return uno;
  default: return true;
  }
}

static bool fold_cmpf(Canon *c, IrOp *op, Folded *f) {
  double a, b;
  if (!computable(ir_op_operand(op, 0)->type))
    return false;
  bool ca = canon_match_float(ir_op_operand(op, 0), &a);
  bool cb = canon_match_float(ir_op_operand(op, 1), &b);
  /* A NaN on either side decides every predicate, whatever the other is. */
  if (ca && isnan(a))
    b = a, cb = true;
  if (cb && isnan(b))
    a = b, ca = true;
  return ca && cb && to_bool(c, f, cmpf_apply(predicate(op), a, b));
}

static bool fold_select(Canon *c, IrOp *op, Folded *f) {
  (void)c;
  IrValue *cond = ir_op_operand(op, 0), *t = ir_op_operand(op, 1), *e = ir_op_operand(op, 2);
  uint64_t k;
  if (t == e)
    return to_value(f, t);
  if (canon_match_int(cond, &k))
    return to_value(f, k ? t : e);
  if (ir_type_is_i1(t->type) && canon_match_int_value(t, 1) && canon_match_int_value(e, 0))
    return to_value(f, cond);
  /* select(a == b, a, b) is b; select(a != b, a, b) is a. */
  IrOp *cmp = canon_def(cond, OP_CMPI);
  if (cmp && (predicate(cmp) == EQ || predicate(cmp) == NE)) {
    IrValue *l = ir_op_operand(cmp, 0), *r = ir_op_operand(cmp, 1);
    if ((l == t && r == e) || (r == t && l == e))
      return to_value(f, predicate(cmp) == NE ? t : e);
  }
  return false;
}

/* =============================== floats ============================== */


static uint64_t f64_bits(double d) {
  uint64_t u;
  memcpy(&u, &d, 8);
  return u;
}

static double f64_from_bits(uint64_t u) {
  double d;
  memcpy(&d, &u, 8);
  return d;
}

static uint32_t f32_bits(float x) {
  uint32_t u;
  memcpy(&u, &x, 4);
  return u;
}

static float f32_from_bits(uint32_t u) {
  float x;
  memcpy(&x, &u, 4);
  return x;
}

/* x as a NaN of type t with its quiet bit set (sign and payload kept). */
static double quiet(const IrType *t, double x) {
  if (t->width == 32)
    return f32_from_bits(f32_bits((float)x) | 0x00400000u);
  return f64_from_bits(f64_bits(x) | 0x0008000000000000ull);
}

/* APFloat's NaN rule for a result r computed from a and b. */
static double nan_rule(const IrType *t, double a, double b, double r) {
  if (isnan(a))
    return quiet(t, a);
  if (isnan(b))
    return quiet(t, b);
  if (isnan(r))
    return t->width == 32 ? f32_from_bits(0x7fc00000u) : f64_from_bits(0x7ff8000000000000ull);
  return r;
}

static bool to_float(Canon *c, Folded *f, IrType *t, double v) {
  return to_attr(f, ir_attr_float(canon_ctx(c), t, v));
}

/* The larger (is_max) or the smaller of two numbers, -0.0 < +0.0; a when
 * they are equal. */
static double ordered_max(double a, double b, bool is_max) {
  if (a == 0 && b == 0 && signbit(a) != signbit(b))
    return (signbit(a) != 0) == is_max ? b : a;
  return (is_max ? a < b : b < a) ? b : a;
}

/* IEEE-754 maximum/minimum (NaN wins; -0.0 < +0.0), as llvm::maximum. */
static double fmaximum(const IrType *t, double a, double b, bool is_max) {
  if (isnan(a) || isnan(b))
    return nan_rule(t, a, b, a);
  return ordered_max(a, b, is_max);
}

/* Whether x, of type t, is a signaling NaN (an f32 one never reaches here:
 * a float widened to double is quieted). */
static bool signaling(const IrType *t, double x) {
  return isnan(x) && t->width == 64 && !(f64_bits(x) & 0x0008000000000000ull);
}

/* IEEE-754 maxNum/minNum as LLVM 22's llvm::maxnum/minnum fold them: a
 * signaling NaN gives itself quieted (the left one first), a quiet NaN
 * gives the other operand, and -0.0 < +0.0. (What the program computes
 * for two zeros is the C backend's business: see loopc_maxnum_f64.) */
static double fmaxnum(const IrType *t, double a, double b, bool is_max) {
  if (signaling(t, a))
    return quiet(t, a);
  if (signaling(t, b))
    return quiet(t, b);
  if (isnan(a))
    return b;
  if (isnan(b))
    return a;
  return ordered_max(a, b, is_max);
}

static double float_binary(const IrOp *op, const IrType *t, double a, double b) {
  bool f32 = t->width == 32;
  float fa = (float)a, fb = (float)b;
  double r;
  switch (ir_op_kind(op)) {
  case OP_ADDF: r = f32 ? fa + fb : a + b; break;
  case OP_SUBF: r = f32 ? fa - fb : a - b; break;
  case OP_MULF: r = f32 ? fa * fb : a * b; break;
  case OP_DIVF: r = f32 ? fa / fb : a / b; break;
  case OP_REMF: r = f32 ? fmodf(fa, fb) : fmod(a, b); break;
  case OP_MAXIMUMF: return fmaximum(t, a, b, true);
  case OP_MINIMUMF: return fmaximum(t, a, b, false);
  case OP_MAXNUMF: return fmaxnum(t, a, b, true);
  case OP_MINNUMF: return fmaxnum(t, a, b, false);
  case OP_COPYSIGN: return copysign(a, b);
  case OP_ATAN2: /* two zeros give APFloat's NaN, the rest the host's atan2 */
    if (a == 0 && b == 0)
      return NAN;
    return f32 ? atan2f(fa, fb) : atan2(a, b);
  default: /* OP_POWF: the host's pow, as MLIR folds it */
    return f32 ? powf(fa, fb) : pow(a, b);
  }
  return nan_rule(t, a, b, r);
}

static bool is_zero(double x, bool negative) { return x == 0 && (signbit(x) != 0) == negative; }

/* A 16-bit float type (f16, bf16), whose constants loopc keeps as doubles. */
static bool half_type(const IrType *t) { return t->kind == TY_FLOAT && t->width == 16; }

/* r rounded to t's precision and range, to nearest even (f16: 11 bits,
 * exponents -14..15; bf16: 8 bits, -126..127), overflowing to infinity.
 * For addf, subf, mulf and divf of operands of t, computing in double first
 * gives the same result (53 >= 2p + 2: the double rounding is innocuous). */
static double round_half(const IrType *t, double r) {
  int p = t->is_bf16 ? 8 : 11, emin = t->is_bf16 ? -126 : -14, emax = t->is_bf16 ? 127 : 15;
  if (isnan(r) || isinf(r) || r == 0)
    return r;
  int e = ilogb(r) < emin ? emin : ilogb(r);
  double q = ldexp(1.0, e - (p - 1)); /* the spacing of t's numbers near r */
  double v = nearbyint(r / q) * q;
  if (fabs(v) > ldexp(2.0 - ldexp(1.0, 1 - p), emax))
    return copysign(INFINITY, r);
  return v;
}

static bool fold_float_binary(Canon *c, IrOp *op, Folded *f) {
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  IrType *t = op->results[0].type;
  double a, b;
  bool cx = canon_match_float(x, &a), cy = canon_match_float(y, &b);
  switch (ir_op_kind(op)) {
  case OP_ADDF:
    if (cy && is_zero(b, true))
      return to_value(f, x);
    break;
  case OP_SUBF:
    if (cy && is_zero(b, false))
      return to_value(f, x);
    break;
  case OP_MULF:
    if (cy && b == 1)
      return to_value(f, x);
    if (cy && b == 0 && ir_op_has_fastmath(op, "nnan") && ir_op_has_fastmath(op, "nsz"))
      return to_value(f, y);
    break;
  case OP_DIVF:
    if (cy && b == 1)
      return to_value(f, x);
    break;
  case OP_MAXIMUMF:
  case OP_MINIMUMF:
    if (x == y)
      return to_value(f, y);
    if (cy && isinf(b) && (signbit(b) != 0) == ir_op_is(op, OP_MAXIMUMF))
      return to_value(f, x);
    break;
  case OP_MAXNUMF:
  case OP_MINNUMF:
    /* Not maxnumf(x, -inf) -> x: a NaN x gives -inf. */
    if (x == y)
      return to_value(f, y);
    if (cy && isnan(b))
      return to_value(f, x);
    break;
  case OP_POWF:
  case OP_COPYSIGN:
  case OP_REMF:
  case OP_ATAN2:
    break;
  default:
    return false;
  }
  if (!cx || !cy)
    return false;
  if (half_type(t)) {
    /* f16/bf16: the four operations, without NaNs (whose payload rules
     * loopc does not model for 16 bits) */
    IrOpKind k = ir_op_kind(op);
    a = round_half(t, a); /* a decimal literal is kept unrounded */
    b = round_half(t, b);
    double r = k == OP_ADDF ? a + b : k == OP_SUBF ? a - b : k == OP_MULF ? a * b : a / b;
    if ((k != OP_ADDF && k != OP_SUBF && k != OP_MULF && k != OP_DIVF) || isnan(a) ||
        isnan(b) || isnan(r))
      return false;
    return to_float(c, f, t, round_half(t, r));
  }
  if (!computable(t))
    return false;
  double r = float_binary(op, t, a, b);
  return to_float(c, f, t, t->width == 32 ? (double)(float)r : r);
}

/* math ops of one operand, with the host's libm as MLIR's folders use it;
 * sqrt and log leave negative numbers (and -0.0) alone, log1p those below
 * -1 (where 1 + x is negative), as MLIR does; rsqrt does not fold in MLIR. */
static bool fold_float_unary(Canon *c, IrOp *op, Folded *f) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *t = op->results[0].type;
  IrOp *inner;
  double a;
  if (ir_op_is(op, OP_NEGF) && (inner = canon_def(x, OP_NEGF)))
    return to_value(f, ir_op_operand(inner, 0));
  if (!canon_match_float(x, &a))
    return false;
  bool f32 = t->width == 32;
  float fa = (float)a;
  double r;
  /* The sign ops work on any float type (they commute with the rounding
   * that an f16 literal kept as a double still lacks); the rest need the
   * type's own arithmetic. */
  if (ir_op_is(op, OP_NEGF))
    return to_float(c, f, t, -a);
  if (ir_op_is(op, OP_ABSF))
    return to_float(c, f, t, fabs(a));
  if (!computable(t))
    return false;
  switch (ir_op_kind(op)) {
  case OP_FLOOR: return to_float(c, f, t, floor(a));
  case OP_ROUNDEVEN: return to_float(c, f, t, nearbyint(a)); /* ties to even */
  case OP_CEIL: return to_float(c, f, t, ceil(a));
  case OP_ROUND: return to_float(c, f, t, round(a));
  case OP_TRUNC: return to_float(c, f, t, trunc(a));
  case OP_SQRT:
    if (signbit(a))
      return false;
    r = f32 ? sqrtf(fa) : sqrt(a);
    break;
  case OP_LOG:
    if (signbit(a))
      return false;
    r = f32 ? logf(fa) : log(a);
    break;
  case OP_LOG1P:
    /* APFloat's 1 + x: exact for x in (-2, 0), and a NaN keeps its sign. */
    if (isnan(a) ? signbit(a) : a < -1)
      return false;
    r = f32 ? log1pf(fa) : log1p(a);
    break;
  case OP_EXP: r = f32 ? expf(fa) : exp(a); break;
  case OP_EXPM1: r = f32 ? expm1f(fa) : expm1(a); break;
  case OP_TANH: r = f32 ? tanhf(fa) : tanh(a); break;
  case OP_ERF: r = f32 ? erff(fa) : erf(a); break;
  case OP_SIN: r = f32 ? sinf(fa) : sin(a); break;
  case OP_COS: r = f32 ? cosf(fa) : cos(a); break;
  case OP_TAN: r = f32 ? tanf(fa) : tan(a); break;
  case OP_ASIN: r = f32 ? asinf(fa) : asin(a); break;
  case OP_ACOS: r = f32 ? acosf(fa) : acos(a); break;
  case OP_ATAN: r = f32 ? atanf(fa) : atan(a); break;
  case OP_SINH: r = f32 ? sinhf(fa) : sinh(a); break;
  case OP_COSH: r = f32 ? coshf(fa) : cosh(a); break;
  case OP_ASINH: r = f32 ? asinhf(fa) : asinh(a); break;
  case OP_ACOSH: r = f32 ? acoshf(fa) : acosh(a); break;
  case OP_ATANH: r = f32 ? atanhf(fa) : atanh(a); break;
  case OP_ERFC: r = f32 ? erfcf(fa) : erfc(a); break;
  case OP_EXP2: r = f32 ? exp2f(fa) : exp2(a); break;
  case OP_LOG2: /* negative numbers (and -0.0) left alone, as for log */
    if (signbit(a))
      return false;
    r = f32 ? log2f(fa) : log2(a);
    break;
  case OP_LOG10:
    if (signbit(a))
      return false;
    r = f32 ? log10f(fa) : log10(a);
    break;
  default: return false; /* OP_RSQRT and OP_CBRT: MLIR 22 does not fold them */
  }
  return to_float(c, f, t, r);
}

/* math.isnan, isinf, isfinite, isnormal of a constant (isnormal in the
 * type's own format: f32 and f64 only). */
static bool fold_fclass(Canon *c, IrOp *op, Folded *f) {
  IrValue *x = ir_op_operand(op, 0);
  double a;
  if (!canon_match_float(x, &a))
    return false;
  switch (ir_op_kind(op)) {
  case OP_ISNAN: return to_bool(c, f, isnan(a));
  case OP_ISINF: return to_bool(c, f, isinf(a));
  case OP_ISFINITE: return to_bool(c, f, isfinite(a));
  default: /* OP_ISNORMAL */
    if (!computable(x->type))
      return false;
    return to_bool(c, f, x->type->width == 32 ? isnormal((float)a) : isnormal(a));
  }
}

/* math.absi, ctlz, cttz, ctpop, ipowi of constants, as MLIR's APInt
 * folders compute them (index as 64 bits). */
static bool fold_int_math(Canon *c, IrOp *op, Folded *f) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *t = op->results[0].type;
  unsigned w = canon_int_width(t);
  uint64_t v, e, r = 0;
  if (!w || !canon_match_int(x, &v))
    return false;
  switch (ir_op_kind(op)) {
  case OP_ABSI: return to_int(c, f, t, sext(v, w) < 0 ? (uint64_t)0 - v : v);
  case OP_CTLZ:
    for (uint64_t bit = 1ull << (w - 1); bit && !(v & bit); bit >>= 1)
      r++;
    return to_int(c, f, t, r);
  case OP_CTTZ:
    while (r < w && !((v >> r) & 1))
      r++;
    return to_int(c, f, t, r);
  case OP_CTPOP:
    for (; v; v &= v - 1)
      r++;
    return to_int(c, f, t, r);
  default: /* OP_IPOWI */
    if (!canon_match_int(ir_op_operand(op, 1), &e))
      return false;
    if (e == 0)
      return to_int(c, f, t, 1);
    if (sext(e, w) < 0) {
      /* 0 to a negative power is left alone; 1 stays 1, -1 alternates,
       * any other base gives 0. */
      if (v == 0)
        return false;
      if (v == 1)
        return to_int(c, f, t, 1);
      if (v == mask_of(w))
        return to_int(c, f, t, (e & 1) ? v : 1);
      return to_int(c, f, t, 0);
    }
    r = 1;
    for (; e; e >>= 1, v *= v)
      if (e & 1)
        r *= v;
    return to_int(c, f, t, r & mask_of(w));
  }
}

/* ================================ casts =============================== */

/* A float value converted to type t (f32 or f64) exactly, or false. */
static bool exact_float(const IrType *t, double d, double *out) {
  if (t->width == 64) {
    *out = d;
    return true;
  }
  if (isnan(d)) {
    /* The payload must fit f32's 22 bits (APFloat: no information lost). */
    if (f64_bits(d) & 0x1fffffffull)
      return false;
    *out = (double)(float)d;
    return true;
  }
  *out = (double)(float)d;
  return *out == d || (isinf(d) && isinf(*out));
}

/* Whether d (no NaN: loopc keeps a 16-bit NaN's payload elsewhere) is a
 * value of the 16-bit float type t. Through float, as ir_double_to_half
 * rounds, is exact for such a value, so a mismatch means d is not one. */
static bool exact_half(const IrType *t, double d) {
  return !isnan(d) && ir_half_to_double(ir_double_to_half(d, t->is_bf16), t->is_bf16) == d;
}

/* fptosi/fptoui: rounding toward zero; out of range or NaN is not folded. */
static bool float_to_int(double d, unsigned w, bool is_signed, uint64_t *bits) {
  if (isnan(d))
    return false;
  double t = trunc(d), lim = ldexp(1, (int)w - (is_signed ? 1 : 0));
  if (is_signed ? !(t >= -lim && t < lim) : !(t > -1 && t < lim))
    return false;
  *bits = is_signed ? (uint64_t)(int64_t)t : (uint64_t)t;
  return true;
}

static double int_to_float(const IrType *t, uint64_t bits, unsigned w, bool is_signed) {
  if (is_signed)
    return t->width == 32 ? (double)(float)sext(bits, w) : (double)sext(bits, w);
  return t->width == 32 ? (double)(float)bits : (double)bits;
}

/* ext(ext(x)) of one kind reads x directly (in place). */
static bool fold_ext(Canon *c, IrOp *op, Folded *f) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *t = op->results[0].type;
  IrOp *inner = canon_def(x, ir_op_kind(op));
  uint64_t v;
  if (inner) {
    canon_set_operand(c, op, 0, ir_op_operand(inner, 0));
    return true;
  }
  unsigned from = canon_int_width(x->type), to = canon_int_width(t);
  if (!from || !to || !canon_match_int(x, &v))
    return false;
  return to_int(c, f, t, ir_op_is(op, OP_EXTSI) ? (uint64_t)sext(v, from) : v);
}

static bool fold_trunci(Canon *c, IrOp *op, Folded *f) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *t = op->results[0].type;
  IrOp *inner = canon_def(x, OP_EXTSI);
  uint64_t v;
  if (!inner)
    inner = canon_def(x, OP_EXTUI);
  if (inner) {
    IrValue *src = ir_op_operand(inner, 0);
    if (src->type == t)
      return to_value(f, src);
    if (src->type->width > t->width) {
      canon_set_operand(c, op, 0, src);
      return true;
    }
  }
  if ((inner = canon_def(x, OP_TRUNCI))) {
    canon_set_operand(c, op, 0, ir_op_operand(inner, 0));
    return true;
  }
  return canon_int_width(t) && canon_match_int(x, &v) && to_int(c, f, t, v);
}

/* index_cast sign-extends a constant, index_castui zero-extends it (both
 * truncate). A round trip of one kind, cast(cast(x : A) : B) : A, is x when
 * B holds all of A (MLIR's IndexCastOfIndexCast and IndexCastUIOfIndexCastUI
 * as fixed after LLVM 22: mlir-opt 22 also folds the lossy ones). */
static bool fold_index_cast(Canon *c, IrOp *op, Folded *f) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *t = op->results[0].type;
  unsigned from = canon_int_width(x->type), to = canon_int_width(t);
  uint64_t v;
  if (from && to && canon_match_int(x, &v))
    return to_int(c, f, t, ir_op_is(op, OP_INDEX_CAST) ? (uint64_t)sext(v, from) : v);
  IrOp *inner = canon_def(x, ir_op_kind(op));
  if (inner) {
    IrValue *src = ir_op_operand(inner, 0);
    if (src->type == t && canon_int_width(x->type) >= canon_int_width(t))
      return to_value(f, src);
  }
  return false;
}

static bool fold_float_cast(Canon *c, IrOp *op, Folded *f) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *t = op->results[0].type;
  IrOp *inner;
  double d, r;
  uint64_t v;
  unsigned w;
  switch (ir_op_kind(op)) {
  case OP_EXTF:
    /* extf(truncf(x)) is x only when both may contract (fastmath). */
    if ((inner = canon_def(x, OP_TRUNCF)) && ir_op_operand(inner, 0)->type == t &&
        ir_op_has_fastmath(inner, "contract") && ir_op_has_fastmath(op, "contract"))
      return to_value(f, ir_op_operand(inner, 0));
    /* An f16 or bf16 value (kept as its exact double) widens exactly. */
    if (computable(t) && half_type(x->type) && canon_match_float(x, &d) && !isnan(d))
      return to_float(c, f, t, d);
    return computable(t) && computable(x->type) && canon_match_float(x, &d) &&
           exact_float(t, d, &r) && to_float(c, f, t, r);
  case OP_TRUNCF:
    if ((inner = canon_def(x, OP_EXTF))) {
      IrValue *src = ir_op_operand(inner, 0);
      if (src->type == t)
        return to_value(f, src);
      if (src->type->width > t->width) {
        canon_set_operand(c, op, 0, src);
        return true;
      }
    }
    /* Whatever the rounding mode, only a conversion that loses nothing
     * folds (MLIR's convertFloatValue fails on losesInfo). */
    if (half_type(t) && computable(x->type) && canon_match_float(x, &d))
      return exact_half(t, d) && to_float(c, f, t, d);
    return computable(t) && computable(x->type) && canon_match_float(x, &d) &&
           exact_float(t, d, &r) && to_float(c, f, t, r);
  case OP_SITOFP:
  case OP_UITOFP:
    w = canon_int_width(x->type);
    return w && computable(t) && canon_match_int(x, &v) &&
           to_float(c, f, t, int_to_float(t, v, w, ir_op_is(op, OP_SITOFP)));
  default: /* OP_FPTOSI, OP_FPTOUI */
    w = canon_int_width(t);
    return w && computable(x->type) && canon_match_float(x, &d) &&
           float_to_int(d, w, ir_op_is(op, OP_FPTOSI), &v) && to_int(c, f, t, v);
  }
}

/* bitcast of a constant: the same bits read as the other type. An f32
 * signaling NaN is not made (loopc keeps floats as doubles, which would
 * quiet it). */
static bool fold_bitcast(Canon *c, IrOp *op, Folded *f) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *t = op->results[0].type;
  uint64_t bits;
  double d;
  if (canon_match_float(x, &d) && computable(x->type))
    bits = x->type->width == 32 ? f32_bits((float)d) : f64_bits(d);
  else if (canon_match_float(x, &d) && half_type(x->type) && !isnan(d))
    bits = ir_double_to_half(d, x->type->is_bf16);
  else if (!canon_match_int(x, &bits))
    return false;
  if (canon_int_width(t))
    return to_int(c, f, t, bits);
  if (half_type(t)) {
    /* A 16-bit NaN is not made (its payload would not survive the double). */
    d = ir_half_to_double((uint16_t)bits, t->is_bf16);
    return !isnan(d) && to_float(c, f, t, d);
  }
  if (!computable(t))
    return false;
  if (t->width == 64)
    return to_float(c, f, t, f64_from_bits(bits));
  float r = f32_from_bits((uint32_t)bits);
  if (isnan(r) && !(bits & 0x00400000u))
    return false;
  return to_float(c, f, t, r);
}

/* memref.cast of a memref.cast of a ranked memref casts that memref
 * directly (MLIR's foldMemRefCast; the cast to its own type then folds
 * away). Unlike mlir-opt 22, not where the new cast would be invalid
 * (memref<4xf32> through memref<*xf32> to memref<5xf32>, which mlir-opt
 * folds into an op its verifier then rejects). */
static bool fold_memref_cast(Canon *c, IrOp *op) {
  IrOp *inner = canon_def(ir_op_operand(op, 0), OP_MEMREF_CAST);
  IrValue *src = inner ? ir_op_operand(inner, 0) : NULL;
  IrType *t = op->results[0].type;
  if (!src || src->type->kind != TY_MEMREF || src->type->rank < 0 ||
      (src->type != t && !ir_memref_cast_compatible(src->type, t)))
    return false;
  canon_set_operand(c, op, 0, src);
  return true;
}

/* ========================== commutative ops ========================== */

/* A constant-like value: arith.constant or ub.poison (MLIR's ConstantLike). */
static bool constant_like(const IrValue *v) {
  return canon_def(v, OP_CONSTANT) || canon_def(v, OP_POISON);
}

/* MLIR's IsCommutative fold: a constant on the left moves right. */
static bool fold_commutative(Canon *c, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  if (!constant_like(x) || constant_like(y))
    return false;
  IrValue *ops[2] = {y, x};
  canon_set_operands(c, op, 2, ops);
  return true;
}

/* ============================== poison =============================== */

/* The ops whose MLIR 22 folders (CommonFolders' constFold* helpers) give
 * poison for a poison operand, once their identities have not applied. Not
 * the shifts, cmpi/cmpf, select (below), rsqrt, cbrt, fpowi, fma, clampf or
 * isnan & co., whose folders do not. */
static bool propagates_poison(IrOpKind k) {
  switch (k) {
  case OP_ADDI: case OP_SUBI: case OP_MULI: case OP_DIVSI: case OP_DIVUI: case OP_REMSI:
  case OP_REMUI: case OP_ANDI: case OP_ORI: case OP_XORI: case OP_MAXSI: case OP_MINSI:
  case OP_MAXUI: case OP_MINUI: case OP_CEILDIVSI: case OP_FLOORDIVSI: case OP_CEILDIVUI:
  case OP_ADDF: case OP_SUBF: case OP_MULF: case OP_DIVF: case OP_REMF: case OP_MAXIMUMF:
  case OP_MINIMUMF: case OP_MAXNUMF: case OP_MINNUMF: case OP_NEGF:
  case OP_EXTSI: case OP_EXTUI: case OP_TRUNCI: case OP_INDEX_CAST: case OP_INDEX_CASTUI:
  case OP_SITOFP: case OP_UITOFP: case OP_FPTOSI: case OP_FPTOUI: case OP_EXTF: case OP_TRUNCF:
  case OP_BITCAST:
  case OP_ABSF: case OP_ABSI: case OP_CEIL: case OP_FLOOR: case OP_ROUND: case OP_ROUNDEVEN:
  case OP_TRUNC: case OP_SQRT: case OP_EXP: case OP_EXP2: case OP_EXPM1: case OP_LOG:
  case OP_LOG2: case OP_LOG10: case OP_LOG1P: case OP_TANH: case OP_ERF: case OP_ERFC:
  case OP_SIN: case OP_COS: case OP_TAN: case OP_ASIN: case OP_ACOS: case OP_ATAN: case OP_SINH:
  case OP_COSH: case OP_ASINH: case OP_ACOSH: case OP_ATANH: case OP_CTLZ: case OP_CTTZ:
  case OP_CTPOP: case OP_COPYSIGN: case OP_POWF: case OP_ATAN2: case OP_IPOWI:
    return true;
  default: return false;
  }
}

/* A poison operand of such an op makes its result poison; select takes the
 * arm that is not poison. */
static bool fold_poison(Canon *c, IrOp *op) {
  if (ir_op_is(op, OP_SELECT)) {
    IrValue *t = ir_op_operand(op, 1), *e = ir_op_operand(op, 2);
    if (!canon_def(t, OP_POISON) && !canon_def(e, OP_POISON))
      return false;
    canon_replace_op1(c, op, canon_def(t, OP_POISON) ? e : t);
    return true;
  }
  if (!propagates_poison(ir_op_kind(op)))
    return false;
  for (int i = 0; i < op->nopnds; i++)
    if (canon_def(ir_op_operand(op, i), OP_POISON)) {
      IrType *t = op->results[0].type;
      IrOp *p = canon_create(c, op, OP_POISON, 0, NULL, 1, &t, 0);
      canon_replace_op1(c, op, &p->results[0]);
      return true;
    }
  return false;
}

/* ============================== dispatch ============================== */

static bool fold_dispatch(Canon *c, IrOp *op, Folded *f) {
  switch (ir_op_kind(op)) {
  case OP_ADDI: case OP_SUBI: case OP_MULI: case OP_DIVSI: case OP_DIVUI:
  case OP_REMSI: case OP_REMUI: case OP_ANDI: case OP_ORI: case OP_XORI:
  case OP_SHLI: case OP_SHRSI: case OP_SHRUI: case OP_MAXSI: case OP_MINSI:
  case OP_MAXUI: case OP_MINUI: case OP_CEILDIVSI: case OP_FLOORDIVSI: case OP_CEILDIVUI:
    return fold_int_binary(c, op, f);
  case OP_ADDF: case OP_SUBF: case OP_MULF: case OP_DIVF: case OP_REMF:
  case OP_MAXIMUMF: case OP_MINIMUMF: case OP_MAXNUMF: case OP_MINNUMF: case OP_COPYSIGN:
  case OP_POWF:
    return fold_float_binary(c, op, f);
  case OP_NEGF: case OP_ABSF: case OP_FLOOR: case OP_CEIL: case OP_ROUND: case OP_TRUNC:
  case OP_SQRT: case OP_LOG: case OP_LOG1P: case OP_EXP: case OP_EXPM1: case OP_TANH:
  case OP_ERF: case OP_SIN: case OP_COS: case OP_TAN: case OP_ASIN: case OP_ACOS: case OP_ATAN:
  case OP_SINH: case OP_COSH: case OP_ASINH: case OP_ACOSH: case OP_ATANH: case OP_ERFC:
  case OP_EXP2: case OP_LOG2: case OP_LOG10: case OP_ROUNDEVEN:
    return fold_float_unary(c, op, f);
  case OP_ATAN2: return fold_float_binary(c, op, f);
  case OP_ISNAN: case OP_ISINF: case OP_ISFINITE: case OP_ISNORMAL: return fold_fclass(c, op, f);
  case OP_ABSI: case OP_CTLZ: case OP_CTTZ: case OP_CTPOP: case OP_IPOWI:
    return fold_int_math(c, op, f);
  case OP_CMPI: return fold_cmpi(c, op, f);
  case OP_CMPF: return fold_cmpf(c, op, f);
  case OP_SELECT: return fold_select(c, op, f);
  case OP_EXTSI: case OP_EXTUI: return fold_ext(c, op, f);
  case OP_TRUNCI: return fold_trunci(c, op, f);
  case OP_INDEX_CAST: case OP_INDEX_CASTUI: return fold_index_cast(c, op, f);
  case OP_EXTF: case OP_TRUNCF: case OP_SITOFP: case OP_UITOFP:
  case OP_FPTOSI: case OP_FPTOUI:
    return fold_float_cast(c, op, f);
  case OP_BITCAST: return fold_bitcast(c, op, f);
  case OP_MEMREF_CAST: return fold_memref_cast(c, op);
  default: return false;
  }
}

/* An op of a dialect above ir/: its dialect's fold hook, the constant
 * built by the dialect's materialize_constant hook (MLIR's
 * Dialect::materializeConstant); a dialect without one folds nothing here. */
static bool fold_dialect_op(Canon *c, IrOp *op) {
  const IrDialect *d = ir_op_dialect(op);
  if (!d || !d->fold || !d->materialize_constant || op->nresults != 1)
    return false;
  IrAttr *a = d->fold(canon_ctx(c), op);
  IrValue *v = a ? canon_materialize(c, op, d, a, op->results[0].type) : NULL;
  if (!v)
    return !a && canon_affine_min_max_fold_in_place(c, op);
  canon_replace_op1(c, op, v);
  return true;
}

/* arith.addui_extended, mulsi_extended, mului_extended (MLIR's folds of
 * two results): constants; x + 0 = (x, false); x * 0 = (0, 0);
 * mului_extended(x, 1) = (x, 0); a constant on the left moves right. */
static bool fold_extended(Canon *c, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  IrType *t = x->type;
  unsigned w = canon_int_width(t);
  uint64_t a = 0, b = 0, lo, hi;
  /* i0's constants are all 0 (canon_match_int reads widths from 1). */
  bool i0 = t->kind == TY_INT && t->width == 0;
  bool cx = i0 ? canon_def(x, OP_CONSTANT) != NULL : canon_match_int(x, &a);
  bool cy = i0 ? canon_def(y, OP_CONSTANT) != NULL : canon_match_int(y, &b);
  IrValue *res[2];
  if (!w && !i0)
    return false;
  if (cx && cy) {
    if (i0) {
      lo = hi = 0;
    } else if (ir_op_is(op, OP_ADDUI_EXTENDED)) {
      lo = (a + b) & mask_of(w);
      hi = lo < a;
    } else {
      /* The 2w-bit product as 128 bits (hi:lo) by 32-bit limbs; signed, it
       * is less (b << w) for a negative a and (a << w) for a negative b. */
      uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
      uint64_t ll = al * bl, lh = al * bh, hl = ah * bl;
      uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
      uint64_t p_lo = (mid << 32) | (ll & 0xffffffffu);
      uint64_t p_hi = ah * bh + (lh >> 32) + (hl >> 32) + (mid >> 32);
      if (ir_op_is(op, OP_MULSI_EXTENDED))
        for (int k = 0; k < 2; k++) {
          uint64_t m = k ? a : b;
          if (sext(k ? b : a, w) >= 0)
            continue;
          uint64_t s_lo = w == 64 ? 0 : m << w, s_hi = w == 64 ? m : m >> (64 - w);
          p_hi -= s_hi + (p_lo < s_lo);
          p_lo -= s_lo;
        }
      lo = p_lo & mask_of(w);
      hi = w == 64 ? p_hi : ((p_lo >> w) | (p_hi << (64 - w))) & mask_of(w);
    }
    res[0] = canon_constant(c, op, ir_attr_int(canon_ctx(c), t, (int64_t)lo));
    res[1] = canon_constant(c, op, ir_attr_int(canon_ctx(c), op->results[1].type, (int64_t)hi));
    canon_replace_op(c, op, res);
    return true;
  }
  if (cx) {
    IrValue *ops[2] = {y, x};
    canon_set_operands(c, op, 2, ops);
    return true;
  }
  if (!cy)
    return false;
  if (ir_op_is(op, OP_ADDUI_EXTENDED)) {
    if (b != 0)
      return false;
    res[0] = x;
    res[1] = canon_constant(c, op, ir_attr_bool(canon_ctx(c), false));
  } else if (b == 0) {
    res[0] = res[1] = y;
  } else if (b == 1 && ir_op_is(op, OP_MULUI_EXTENDED)) {
    res[0] = x;
    res[1] = canon_constant(c, op, ir_attr_int(canon_ctx(c), t, 0));
  } else {
    return false;
  }
  canon_replace_op(c, op, res);
  return true;
}

bool canon_fold(Canon *c, IrOp *op) {
  Folded f = {NULL, NULL};
  if (ir_op_is_extension(op))
    return fold_dialect_op(c, op);
  if (ir_op_is(op, OP_ADDUI_EXTENDED) || ir_op_is(op, OP_MULSI_EXTENDED) ||
      ir_op_is(op, OP_MULUI_EXTENDED))
    return fold_extended(c, op);
  if (op->nresults != 1 || op->nregions)
    return false;
  /* Any cast to its own type is its operand (MLIR's CastOpInterface). */
  if (op->info->syntax == SYN_CAST && ir_op_operand(op, 0)->type == op->results[0].type)
    f.value = ir_op_operand(op, 0);
  else if (!(f.value = canon_fold_i0(op)) && !(f.attr = canon_fold_i0_cast(c, op)) &&
           !(f.attr = canon_fold_wide(c, op)) &&
           !(f.value = canon_fold_wide_value(c, op, &f.attr)) && !f.attr &&
           !fold_dispatch(c, op, &f))
    return fold_poison(c, op) || (ir_op_has_trait(op, T_COMMUTATIVE) && fold_commutative(c, op));
  if (f.value)
    canon_replace_op1(c, op, f.value);
  else if (f.attr)
    canon_replace_op1(c, op, canon_constant(c, op, f.attr));
  return true;
}
