/* cg_expr.c: the C backend's scalar expressions: integer, float, comparison
 * and cast ops, each one C expression of its result's type.
 *
 * Contract: operands are C expressions (cg_val) of the ops' own types; the
 * expression has no side effect, and no undefined behaviour for operands
 * MLIR defines: integer arithmetic is done in the unsigned type of the width
 * and converted back, shift amounts are masked, i1 is boolean algebra (true
 * is -1 when signed), and what C has no operator for is a runtime helper
 * (loopc_ceildivsi, loopc_maximum_f32, ...: runtime/helpers/). */
#include "cg_internal.h"

#define P cg_fmt
#define V cg_operand

/* The value as a signed number: i1 true is -1. */
static const char *sval(Cg *cg, IrValue *v) {
  return ir_type_is_i1(v->type) ? P(cg, "(-(int32_t)%s)", cg_val(cg, v)) : cg_val(cg, v);
}

const char *cg_cmp_operand(Cg *cg, IrValue *v) {
  if (!v->def_op || !ir_op_is(v->def_op, OP_CONSTANT) || v->type->kind == TY_MEMREF)
    return cg_val(cg, v);
  const char *n = cg_fresh(cg, v->name ? v->name : "k");
  cg_line(cg, "%s %s = %s;", cg_ctype(cg, v->type), n, cg_val(cg, v));
  return n;
}

/* The shift amount b kept below the width (amounts >= it are poison in
 * MLIR, undefined in C): masked, or for an odd width (whose width - 1 is no
 * mask) its remainder. */
static const char *shift_amount(Cg *cg, const IrType *t, const char *b) {
  const char *U = cg_utype(t);
  if (t->kind == TY_INDEX)
    return P(cg, "((%s)%s & (sizeof(intptr_t) * 8 - 1))", U, b);
  if (cg_is_odd_int(t))
    return P(cg, "((%s)%s %% %uu)", U, b, t->width);
  return P(cg, "((%s)%s & %uu)", U, b, t->width - 1);
}

/* e (of t's C type) back in an odd width's form: its low bits
 * sign-extended (cg_is_odd_int); e itself for the other types. */
static const char *sext(Cg *cg, IrType *t, const char *e) {
  if (!cg_is_odd_int(t))
    return e;
  unsigned s = 64 - t->width;
  return P(cg, "(%s)((int64_t)((uint64_t)(%s) << %u) >> %u)", cg_ctype(cg, t), e, s, s);
}

/* a (of type t) as an unsigned number of t's width: converted to the
 * unsigned type of the width, or for an odd width its low bits. */
static const char *uval(Cg *cg, const IrType *t, const char *a) {
  if (!cg_is_odd_int(t))
    return P(cg, "(%s)%s", cg_uexact(t), a);
  return P(cg, "((uint64_t)%s & UINT64_C(0x%llx))", a,
           (unsigned long long)((UINT64_C(1) << t->width) - 1));
}

/* Whether x op y are two constants whose signed result leaves t's range:
 * as literals a constant expression that overflows, which the C compiler
 * rejects under -Werror (the nsw form then wraps instead, as MLIR's poison
 * allows). */
static bool literals_overflow(IrOpKind k, IrValue *x, IrValue *y, const IrType *t) {
  int64_t a, b, r;
  if (!ir_value_const_int(x, &a) || !ir_value_const_int(y, &b))
    return false;
  bool over = k == OP_ADDI   ? __builtin_add_overflow(a, b, &r)
              : k == OP_SUBI ? __builtin_sub_overflow(a, b, &r)
                             : __builtin_mul_overflow(a, b, &r);
  unsigned w = t->kind == TY_INDEX ? 64 : t->width;
  return over || (w < 64 && (r < -((int64_t)1 << (w - 1)) || r >= ((int64_t)1 << (w - 1))));
}

static const char *int_expr(Cg *cg, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  IrType *t = x->type;
  const char *a = cg_val(cg, x), *b = cg_val(cg, y);
  const char *T = cg_ctype(cg, t), *U = cg_utype(t);
  IrOpKind k = ir_op_kind(op);
  if (x == y) {
    /* C compilers warn about comparing a variable with itself. */
    switch (k) {
    case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI: return a;
    case OP_ANDI: case OP_ORI:
      if (ir_type_is_i1(t))
        return a;
      break;
    case OP_MULI:
      if (ir_type_is_i1(t))
        return a;
      break;
    case OP_ADDI: case OP_SUBI: case OP_XORI:
      if (ir_type_is_i1(t))
        return P(cg, "((void)%s, false)", a);
      break;
    default: break;
    }
  }
  int64_t c;
  if ((k == OP_DIVSI || k == OP_DIVUI || k == OP_REMSI || k == OP_REMUI || k == OP_CEILDIVSI ||
       k == OP_CEILDIVUI || k == OP_FLOORDIVSI) &&
      ir_value_const_int(y, &c) && (c == 0 || c == -1)) {
    /* Undefined in MLIR as in C (a zero divisor, or -1 with the minimum as
     * the dividend), but as a literal a constant expression the C compiler
     * rejects under -Werror (-Wdiv-by-zero, -Woverflow): it goes through a
     * variable, and what happens is left to the run, as in MLIR. */
    b = cg_cmp_operand(cg, y);
  }
  if (ir_type_is_i1(t)) {
    /* One-bit arithmetic is boolean algebra (true is -1 when signed). */
    switch (k) {
    case OP_ADDI: case OP_SUBI: case OP_XORI: return P(cg, "%s != %s", a, b);
    case OP_MULI: case OP_ANDI: case OP_MAXSI: case OP_MINUI: return P(cg, "%s && %s", a, b);
    case OP_ORI: case OP_MINSI: case OP_MAXUI: return P(cg, "%s || %s", a, b);
    case OP_DIVSI: case OP_DIVUI: case OP_CEILDIVUI: return P(cg, "(%s / %s) != 0", a, b);
    case OP_REMSI: case OP_REMUI: return P(cg, "(%s %% %s) != 0", a, b);
    /* Shifting one bit by 1 is poison; by 0 it is the value. */
    case OP_SHLI: case OP_SHRSI: case OP_SHRUI: return P(cg, "%s && !%s", a, b);
    case OP_CEILDIVSI:
      cg_use_helper(cg, HELP_CEILDIV);
      return P(cg, "(loopc_ceildivsi(%s, %s) & 1) != 0", sval(cg, x), sval(cg, y));
    case OP_FLOORDIVSI:
      cg_use_helper(cg, HELP_FLOORDIV);
      return P(cg, "(loopc_floordivsi(%s, %s) & 1) != 0", sval(cg, x), sval(cg, y));
    default: break;
    }
    ir_unreachable("unhandled i1 binary op");
  }
  /* Signed arithmetic where the op says it cannot overflow (nsw), as the C
   * it came from had it (`i + 1`). A constant first operand is converted,
   * so that two literals do not compute in int; types narrower than int
   * compute in int and are converted back. */
  if ((k == OP_ADDI || k == OP_SUBI || k == OP_MULI) && (ir_op_overflow_flags(op) & IR_OVF_NSW) &&
      !literals_overflow(k, x, y, t)) {
    const char *e = P(cg, "%s %c %s", ir_value_const_int(x, &c) ? P(cg, "(%s)%s", T, a) : a,
                      k == OP_ADDI ? '+' : k == OP_SUBI ? '-' : '*', b);
    return !ir_type_is_index(t) && t->width < 32 ? P(cg, "(%s)(%s)", T, e) : e;
  }
  switch (k) {
  case OP_ADDI: return P(cg, "(%s)((%s)%s + (%s)%s)", T, U, a, U, b);
  case OP_SUBI: return P(cg, "(%s)((%s)%s - (%s)%s)", T, U, a, U, b);
  case OP_MULI: return P(cg, "(%s)((%s)%s * (%s)%s)", T, U, a, U, b);
  case OP_DIVSI: return P(cg, "(%s)(%s / %s)", T, a, b);
  case OP_REMSI: return P(cg, "(%s)(%s %% %s)", T, a, b);
  case OP_DIVUI: return P(cg, "(%s)(%s / %s)", T, uval(cg, t, a), uval(cg, t, b));
  case OP_CEILDIVUI: { /* a and b are names or literals: reading them twice is free */
    const char *ua = uval(cg, t, a), *ub = uval(cg, t, b);
    return P(cg, "(%s)(%s / %s + (%s %% %s != 0))", T, ua, ub, ua, ub);
  }
  case OP_REMUI: return P(cg, "(%s)(%s %% %s)", T, uval(cg, t, a), uval(cg, t, b));
  case OP_ANDI: return P(cg, "(%s)(%s & %s)", T, a, b);
  case OP_ORI: return P(cg, "(%s)(%s | %s)", T, a, b);
  case OP_XORI: return P(cg, "(%s)(%s ^ %s)", T, a, b);
  /* Amounts >= the width are poison in MLIR; masking keeps C defined. The
   * shifted operand is cast: a shift has its left operand's type, and a
   * constant operand is an int literal. */
  case OP_SHLI: return P(cg, "(%s)((%s)%s << %s)", T, U, a, shift_amount(cg, t, b));
  /* The value shifted right keeps its type: a literal would shift as an int. */
  case OP_SHRSI: return P(cg, "(%s)((%s)%s >> %s)", T, T, a, shift_amount(cg, t, b));
  case OP_SHRUI: return P(cg, "(%s)(%s >> %s)", T, uval(cg, t, a), shift_amount(cg, t, b));
  default: break;
  }
  if (k == OP_MAXSI || k == OP_MINSI || k == OP_MAXUI || k == OP_MINUI) {
    a = cg_cmp_operand(cg, x);
    b = cg_cmp_operand(cg, y);
  }
  switch (k) {
  case OP_MAXSI: return P(cg, "%s > %s ? %s : %s", a, b, a, b);
  case OP_MINSI: return P(cg, "%s < %s ? %s : %s", a, b, a, b);
  case OP_MAXUI: return P(cg, "%s > %s ? %s : %s", uval(cg, t, a), uval(cg, t, b), a, b);
  case OP_MINUI: return P(cg, "%s < %s ? %s : %s", uval(cg, t, a), uval(cg, t, b), a, b);
  case OP_CEILDIVSI:
    cg_use_helper(cg, HELP_CEILDIV);
    return P(cg, "(%s)loopc_ceildivsi(%s, %s)", T, a, b);
  case OP_FLOORDIVSI:
    cg_use_helper(cg, HELP_FLOORDIV);
    return P(cg, "(%s)loopc_floordivsi(%s, %s)", T, a, b);
  default: break;
  }
  ir_unreachable("unhandled integer binary op");
}

const char *cg_int_expr(Cg *cg, IrOp *op) {
  const char *e = int_expr(cg, op);
  switch (ir_op_kind(op)) {
  /* The ops whose result stays in the width of sign-extended operands. */
  case OP_ANDI: case OP_ORI: case OP_XORI: case OP_REMSI: case OP_SHRSI:
  case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI:
    return e;
  default:
    return sext(cg, op->results[0].type, e);
  }
}

/* The width of t in bits as a C expression (index: the pointer's). */
static const char *width_expr(Cg *cg, const IrType *t) {
  return t->kind == TY_INDEX ? "(int)(sizeof(intptr_t) * 8)" : P(cg, "%u", t->width);
}

/* math.absi, ctlz, cttz, ctpop, ipowi: one C expression of the operand's
 * type. The counts go through loopc_ctlz & co. on the operand zero-extended
 * to 64 bits (runtime/helpers/); ipowi multiplies in 64 bits and keeps the
 * low bits, which depend only on the operands' low bits. */
static const char *int_math_expr(Cg *cg, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *t = x->type;
  const char *a = cg_val(cg, x);
  const char *T = cg_ctype(cg, t), *U = cg_utype(t);
  IrOpKind k = ir_op_kind(op);
  if (ir_type_is_i1(t)) {
    switch (k) {
    case OP_ABSI: case OP_CTPOP: return a; /* |-1| wraps to -1 in one bit */
    case OP_CTLZ: case OP_CTTZ: return P(cg, "!%s", a);
    default: break;
    }
  }
  switch (k) {
  case OP_ABSI:
    a = cg_cmp_operand(cg, x);
    return P(cg, "(%s)(%s < 0 ? (%s)0 - (%s)%s : (%s)%s)", T, a, U, U, a, U, a);
  case OP_CTLZ:
    cg_use_helper(cg, HELP_CTLZ);
    return P(cg, "(%s)loopc_ctlz(%s, %s)", T, uval(cg, t, a), width_expr(cg, t));
  case OP_CTTZ:
    cg_use_helper(cg, HELP_CTTZ);
    return P(cg, "(%s)loopc_cttz(%s, %s)", T, uval(cg, t, a), width_expr(cg, t));
  case OP_CTPOP:
    cg_use_helper(cg, HELP_CTPOP);
    return P(cg, "(%s)loopc_ctpop(%s)", T, uval(cg, t, a));
  case OP_IPOWI: {
    IrValue *y = ir_op_operand(op, 1);
    cg_use_helper(cg, HELP_IPOWI);
    const char *e = P(cg, "loopc_ipowi(%s, %s)", sval(cg, x), sval(cg, y));
    return ir_type_is_i1(t) ? P(cg, "(%s & 1) != 0", e) : P(cg, "(%s)%s", T, e);
  }
  default: break;
  }
  ir_unreachable("unhandled integer math op");
}

/* A count can be the width itself, which i2's range lacks (it wraps, as
 * in MLIR); |min| and powers wrap too. */
const char *cg_int_math_expr(Cg *cg, IrOp *op) {
  return sext(cg, op->results[0].type, int_math_expr(cg, op));
}

/* arith.addui_extended, mulsi_extended, mului_extended: the C expressions
 * of both results (they read the operands twice: names or literals). */
void cg_extended_exprs(Cg *cg, IrOp *op, const char **lo, const char **hi) {
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  IrType *t = x->type;
  const char *a = cg_val(cg, x), *b = cg_val(cg, y);
  const char *T = cg_ctype(cg, t), *U = cg_utype(t), *UE = cg_uexact(t);
  IrOpKind k = ir_op_kind(op);
  if (ir_type_is_i1(t)) {
    /* One bit: the sum is a xor, its carry an and; a product of two bits
     * (0 or 1, or 0 or -1 signed: 1 at most) has no high bit. */
    *lo = k == OP_ADDUI_EXTENDED ? P(cg, "%s != %s", a, b) : P(cg, "%s && %s", a, b);
    *hi = k == OP_ADDUI_EXTENDED ? P(cg, "%s && %s", a, b) : "false";
    return;
  }
  if (k == OP_ADDUI_EXTENDED) {
    a = cg_cmp_operand(cg, x); /* `sum < (uint32_t)0` is -Wtype-limits' always false */
    *lo = P(cg, "(%s)((%s)%s + (%s)%s)", T, U, a, U, b);
    *hi = P(cg, "(%s)((%s)%s + (%s)%s) < (%s)%s", UE, U, a, U, b, UE, a);
    return;
  }
  bool sgn = k == OP_MULSI_EXTENDED;
  *lo = P(cg, "(%s)((%s)%s * (%s)%s)", T, U, a, U, b);
  if (t->kind == TY_INT && t->width <= 32) {
    /* The whole product fits 64 bits. */
    *hi = sgn ? P(cg, "(%s)(((int64_t)%s * (int64_t)%s) >> %u)", T, a, b, t->width)
              : P(cg, "(%s)(((uint64_t)(%s)%s * (uint64_t)(%s)%s) >> %u)", T, UE, a, UE, b,
                  t->width);
    return;
  }
  cg_use_helper(cg, sgn ? HELP_MULHI_S64 : HELP_MULHI_U64);
  const char *h64 = P(cg, "loopc_mulhi_%s64((uint64_t)%s, (uint64_t)%s)", sgn ? "s" : "u", a, b);
  if (t->kind == TY_INDEX) /* an index of 32 bits: the high half of a 64-bit product */
    *hi = sgn ? P(cg, "(%s)(sizeof(intptr_t) == 8 ? %s : (uint64_t)((int64_t)%s * (int64_t)%s) >> 32)",
                  T, h64, a, b)
              : P(cg, "(%s)(sizeof(intptr_t) == 8 ? %s : (uint64_t)%s * (uint64_t)%s >> 32)", T,
                  h64, P(cg, "(%s)%s", UE, a), P(cg, "(%s)%s", UE, b));
  else
    *hi = P(cg, "(%s)%s", T, h64);
}

/* math.h name for a float op: expf for f32, exp for f64. */
static const char *mathfn(Cg *cg, const IrType *t, const char *base) {
  return t->width == 32 ? P(cg, "%sf", base) : base;
}

/* math.sincos: its two results, each as math.sin and math.cos compute it. */
void cg_sincos_exprs(Cg *cg, IrOp *op, const char **sin_e, const char **cos_e) {
  const IrType *t = op->results[0].type;
  const char *a = V(cg, op, 0);
  *sin_e = P(cg, "%s(%s)", mathfn(cg, t, "sin"), a);
  *cos_e = P(cg, "%s(%s)", mathfn(cg, t, "cos"), a);
}

const char *cg_float_expr(Cg *cg, IrOp *op) {
  IrType *t = op->results[0].type;
  const char *a = V(cg, op, 0);
  const char *b = op->nopnds > 1 ? V(cg, op, 1) : NULL;
  const char *sfx = t->width == 32 ? "f32" : "f64";
  switch (ir_op_kind(op)) {
  case OP_FMA:
    /* With contract the product may be rounded on its own: one fused
     * operation where the target has a fast one (loopc_fma_*), else a
     * multiply and an add. Without it, always one rounding (libm). */
    if (ir_op_has_fastmath(op, "contract")) {
      cg_use_helper(cg, t->width == 32 ? HELP_FMA_F32 : HELP_FMA_F64);
      return P(cg, "loopc_fma_%s(%s, %s, %s)", sfx, a, b, V(cg, op, 2));
    }
    return P(cg, "%s(%s, %s, %s)", mathfn(cg, t, "fma"), a, b, V(cg, op, 2));
  case OP_ADDF: return P(cg, "%s + %s", a, b);
  case OP_SUBF: return P(cg, "%s - %s", a, b);
  case OP_MULF: return P(cg, "%s * %s", a, b);
  case OP_DIVF: return P(cg, "%s / %s", a, b);
  case OP_REMF: return P(cg, "%s(%s, %s)", mathfn(cg, t, "fmod"), a, b);
  case OP_MAXIMUMF:
  case OP_MINIMUMF:
    if (ir_op_is(op, OP_MAXIMUMF))
      cg_use_helper(cg, t->width == 32 ? HELP_MAX_F32 : HELP_MAX_F64);
    else
      cg_use_helper(cg, t->width == 32 ? HELP_MIN_F32 : HELP_MIN_F64);
    return P(cg, "loopc_%s_%s(%s, %s)", ir_op_is(op, OP_MAXIMUMF) ? "maximum" : "minimum", sfx,
             a, b);
  case OP_MAXNUMF:
    cg_use_helper(cg, t->width == 32 ? HELP_MAXNUM_F32 : HELP_MAXNUM_F64);
    return P(cg, "loopc_maxnum_%s(%s, %s)", sfx, a, b);
  case OP_MINNUMF:
    cg_use_helper(cg, t->width == 32 ? HELP_MINNUM_F32 : HELP_MINNUM_F64);
    return P(cg, "loopc_minnum_%s(%s, %s)", sfx, a, b);
  case OP_NEGF: return P(cg, "-%s", a);
  case OP_EXP: return P(cg, "%s(%s)", mathfn(cg, t, "exp"), a);
  case OP_LOG: return P(cg, "%s(%s)", mathfn(cg, t, "log"), a);
  case OP_SQRT: return P(cg, "%s(%s)", mathfn(cg, t, "sqrt"), a);
  case OP_TANH: return P(cg, "%s(%s)", mathfn(cg, t, "tanh"), a);
  case OP_ABSF: return P(cg, "%s(%s)", mathfn(cg, t, "fabs"), a);
  case OP_FLOOR: return P(cg, "%s(%s)", mathfn(cg, t, "floor"), a);
  case OP_CEIL: return P(cg, "%s(%s)", mathfn(cg, t, "ceil"), a);
  case OP_ROUND: return P(cg, "%s(%s)", mathfn(cg, t, "round"), a);
  case OP_TRUNC: return P(cg, "%s(%s)", mathfn(cg, t, "trunc"), a);
  case OP_ERF: return P(cg, "%s(%s)", mathfn(cg, t, "erf"), a);
  case OP_SIN: return P(cg, "%s(%s)", mathfn(cg, t, "sin"), a);
  case OP_COS: return P(cg, "%s(%s)", mathfn(cg, t, "cos"), a);
  case OP_LOG1P: return P(cg, "%s(%s)", mathfn(cg, t, "log1p"), a);
  case OP_EXPM1: return P(cg, "%s(%s)", mathfn(cg, t, "expm1"), a);
  /* As MLIR lowers it: a correctly rounded square root, then a division. */
  case OP_RSQRT: return P(cg, "%s / %s(%s)", t->width == 32 ? "1.0f" : "1.0", mathfn(cg, t, "sqrt"), a);
  case OP_TAN: return P(cg, "%s(%s)", mathfn(cg, t, "tan"), a);
  case OP_ASIN: return P(cg, "%s(%s)", mathfn(cg, t, "asin"), a);
  case OP_ACOS: return P(cg, "%s(%s)", mathfn(cg, t, "acos"), a);
  case OP_ATAN: return P(cg, "%s(%s)", mathfn(cg, t, "atan"), a);
  case OP_SINH: return P(cg, "%s(%s)", mathfn(cg, t, "sinh"), a);
  case OP_COSH: return P(cg, "%s(%s)", mathfn(cg, t, "cosh"), a);
  case OP_ASINH: return P(cg, "%s(%s)", mathfn(cg, t, "asinh"), a);
  case OP_ACOSH: return P(cg, "%s(%s)", mathfn(cg, t, "acosh"), a);
  case OP_ATANH: return P(cg, "%s(%s)", mathfn(cg, t, "atanh"), a);
  case OP_ERFC: return P(cg, "%s(%s)", mathfn(cg, t, "erfc"), a);
  case OP_EXP2: return P(cg, "%s(%s)", mathfn(cg, t, "exp2"), a);
  case OP_LOG2: return P(cg, "%s(%s)", mathfn(cg, t, "log2"), a);
  case OP_LOG10: return P(cg, "%s(%s)", mathfn(cg, t, "log10"), a);
  case OP_CBRT: return P(cg, "%s(%s)", mathfn(cg, t, "cbrt"), a);
  /* Ties to even: rint in the default rounding mode (C11 has no roundeven;
   * the generated C never changes the mode). */
  case OP_ROUNDEVEN: return P(cg, "%s(%s)", mathfn(cg, t, "rint"), a);
  case OP_ATAN2: return P(cg, "%s(%s, %s)", mathfn(cg, t, "atan2"), a, b);
  case OP_FPOWI:
    cg_use_helper(cg, t->width == 32 ? HELP_FPOWI_F32 : HELP_FPOWI_F64);
    return P(cg, "loopc_fpowi_%s(%s, %s)", sfx, a, sval(cg, ir_op_operand(op, 1)));
  case OP_CLAMPF:
    /* MathOps.td's maxf(minf(value, max), min), NaN-propagating. */
    cg_use_helper(cg, t->width == 32 ? HELP_MAX_F32 : HELP_MAX_F64);
    cg_use_helper(cg, t->width == 32 ? HELP_MIN_F32 : HELP_MIN_F64);
    return P(cg, "loopc_maximum_%s(loopc_minimum_%s(%s, %s), %s)", sfx, sfx, a, V(cg, op, 2), b);
  case OP_COPYSIGN: return P(cg, "%s(%s, %s)", mathfn(cg, t, "copysign"), a, b);
  case OP_POWF: return P(cg, "%s(%s, %s)", mathfn(cg, t, "pow"), a, b);
  default: break;
  }
  ir_unreachable("unhandled float op");
}

/* math.isnan, isinf, isfinite, isnormal: C99's classification macros. */
const char *cg_fclass_expr(Cg *cg, IrOp *op) {
  const char *a = V(cg, op, 0);
  switch (ir_op_kind(op)) {
  case OP_ISNAN: return P(cg, "isnan(%s) != 0", a);
  case OP_ISINF: return P(cg, "isinf(%s) != 0", a);
  case OP_ISFINITE: return P(cg, "isfinite(%s) != 0", a);
  case OP_ISNORMAL: return P(cg, "isnormal(%s) != 0", a);
  default: break;
  }
  ir_unreachable("unhandled float classification op");
}

const char *cg_cmp_expr(Cg *cg, IrOp *op) {
  IrAttr *pa = ir_op_get_attr(op, "predicate");
  int p = pa && pa->kind == ATTR_INT ? (int)pa->u.i : -1;
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  const char *a = cg_val(cg, x), *b = cg_val(cg, y);
  if (ir_op_is(op, OP_CMPI)) {
    static const char *const rel[] = {"==", "!=", "<", "<=", ">", ">=", "<", "<=", ">", ">="};
    if (p < 0 || p > 9)
      ir_unreachable("bad cmpi predicate");
    if (x == y) {
      bool reflexive = p == 0 || p == 3 || p == 5 || p == 7 || p == 9;
      return P(cg, "((void)%s, %s)", a, reflexive ? "true" : "false");
    }
    if (p <= 1) /* literals are in range, so == and != are never constant */
      return P(cg, "%s %s %s", a, rel[p], b);
    a = cg_cmp_operand(cg, x);
    b = cg_cmp_operand(cg, y);
    if (p <= 5 && ir_type_is_i1(x->type))
      return P(cg, "(-(int32_t)%s) %s (-(int32_t)%s)", a, rel[p], b);
    if (p <= 5)
      return P(cg, "%s %s %s", a, rel[p], b);
    return P(cg, "%s %s %s", uval(cg, x->type, a), rel[p], uval(cg, x->type, b));
  }
  switch (p) {
  case 0: return P(cg, "((void)%s, (void)%s, false)", a, b);
  case 1: return P(cg, "%s == %s", a, b);
  case 2: return P(cg, "%s > %s", a, b);
  case 3: return P(cg, "%s >= %s", a, b);
  case 4: return P(cg, "%s < %s", a, b);
  case 5: return P(cg, "%s <= %s", a, b);
  case 6: return P(cg, "%s < %s || %s > %s", a, b, a, b);
  case 7: return P(cg, "!isnan(%s) && !isnan(%s)", a, b);
  /* Unordered: true when either is NaN, i.e. the negated ordered opposite. */
  case 8: return P(cg, "!(%s < %s || %s > %s)", a, b, a, b);
  case 9: return P(cg, "!(%s <= %s)", a, b);
  case 10: return P(cg, "!(%s < %s)", a, b);
  case 11: return P(cg, "!(%s >= %s)", a, b);
  case 12: return P(cg, "!(%s > %s)", a, b);
  case 13: return P(cg, "%s != %s", a, b);
  case 14: return P(cg, "isnan(%s) || isnan(%s)", a, b);
  case 15: return P(cg, "((void)%s, (void)%s, true)", a, b);
  default: ir_unreachable("bad cmpf predicate");
  }
}

static const char *cast_expr(Cg *cg, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *from = x->type, *to = op->results[0].type;
  const char *a = cg_val(cg, x);
  const char *T = cg_ctype(cg, to);
  switch (ir_op_kind(op)) {
  case OP_INDEX_CAST:
  case OP_EXTSI:
  case OP_TRUNCI:
    if (ir_type_is_i1(to))
      return P(cg, "(%s & 1) != 0", a);
    /* Widening sign-extends (i1 true is -1); narrowing keeps the low bits. */
    return P(cg, "(%s)%s", T, sval(cg, x));
  case OP_EXTUI: return P(cg, "(%s)%s", T, uval(cg, from, a));
  case OP_INDEX_CASTUI: /* widening zero-extends; narrowing keeps the low bits */
    if (ir_type_is_i1(to))
      return P(cg, "(%s & 1) != 0", a);
    return P(cg, "(%s)%s", T, uval(cg, from, a));
  case OP_SITOFP: return P(cg, "(%s)%s", T, sval(cg, x));
  case OP_UITOFP: return P(cg, "(%s)%s", T, uval(cg, from, a));
  case OP_FPTOSI:
    if (ir_type_is_i1(to))
      return P(cg, "((int32_t)%s & 1) != 0", a);
    return P(cg, "(%s)%s", T, a);
  case OP_FPTOUI:
    if (ir_type_is_i1(to))
      return P(cg, "((uint32_t)%s & 1u) != 0", a);
    return P(cg, "(%s)(%s)%s", T, cg_uexact(to), a);
  case OP_TRUNCF: {
    int mode = ir_op_rounding_mode(op);
    if (mode > 0) { /* to_nearest_even is C's conversion */
      cg_use_helper(cg, HELP_TRUNCF_MODE);
      return P(cg, "loopc_truncf_mode(%s, %d)", a, mode);
    }
    return P(cg, "(%s)%s", T, a);
  }
  case OP_EXTF: return P(cg, "(%s)%s", T, a);
  case OP_BITCAST:
    if (from == to)
      return a;
    if (from->kind == TY_FLOAT || to->kind == TY_FLOAT) {
      unsigned w = cg_width(from);
      if (from->kind == TY_FLOAT && to->kind == TY_FLOAT)
        ir_unreachable("float to float bitcast of equal width");
      if (from->kind == TY_FLOAT)
        cg_use_helper(cg, w == 32 ? HELP_F32_AS_I32 : HELP_F64_AS_I64);
      else
        cg_use_helper(cg, w == 32 ? HELP_I32_AS_F32 : HELP_I64_AS_F64);
      if (from->kind == TY_FLOAT)
        return P(cg, "(%s)loopc_f%u_as_i%u(%s)", T, w, w, a);
      return P(cg, "loopc_i%u_as_f%u((int%u_t)%s)", w, w, w, a);
    }
    return P(cg, "(%s)%s", T, a);
  default: break;
  }
  ir_unreachable("unhandled cast");
}

/* A cast to an odd width keeps the low bits (trunci, index_cast,
 * fptosi, ...): they are sign-extended again. */
const char *cg_cast_expr(Cg *cg, IrOp *op) {
  return sext(cg, op->results[0].type, cast_expr(cg, op));
}
