/* canon_arith.c: the canonicalize pass's rewrite patterns for arith ops,
 * MLIR's ArithCanonicalization.td and the C++ patterns of ArithOps.cpp:
 * constants of add/sub/mul chains combined, add of a product by -1 as a
 * subtraction, not(cmpi) as the inverted cmpi, bitwise ops of two equal
 * extensions done before the extension, cmpi eq/ne of two extensions done
 * on the narrow values, select simplifications, cast chains shortened, and
 * cmpf of an integer converted to float as a cmpi.
 *
 * Contract: each pattern matches the op it is called on (the root) and
 * replaces it with new ops built before it; the constants it needs come from
 * canon_constant. The patterns assume the fold has run first (a commutative
 * op's constant is on the right). New integer ops get the overflow flags
 * MLIR gives them: the flags both combined ops have, or none. */
#include <math.h>

#include "canonicalize.h"

static IrValue *opnd(const IrOp *op, int i) { return ir_op_operand(op, i); }
static IrType *type_of(IrOp *op) { return op->results[0].type; }

static uint64_t mask_of(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }

/* A binary op of kind k on x and y, of op's type, built before op. */
static IrOp *binary(Canon *c, IrOp *op, int k, IrValue *x, IrValue *y) {
  IrValue *ops[2] = {x, y};
  IrType *t = type_of(op);
  return canon_create(c, op, k, 2, ops, 1, &t, 0);
}

static IrOp *cast(Canon *c, IrOp *op, int k, IrValue *x, IrType *to) {
  return canon_create(c, op, k, 1, &x, 1, &to, 0);
}

static void replace(Canon *c, IrOp *op, IrOp *with) { canon_replace_op1(c, op, &with->results[0]); }

/* ====================== add/sub/mul with constants =================== */

/* The operand of a binary op of kind k defining v, split into its constant
 * side (kv, and whether it is on the left) and the other operand. */
typedef struct ConstSide {
  IrOp *op;
  IrValue *other, *kv;
  bool k_left;
} ConstSide;

/* An integer constant of any width from 1 bit (iN, index), or NULL. */
static IrValue *int_const(IrValue *v) {
  IrOp *d = canon_def(v, OP_CONSTANT);
  IrAttr *a = d ? ir_op_get_attr(d, "value") : NULL;
  if (!a || a->kind != ATTR_INT || (v->type->kind == TY_INT && v->type->width == 0))
    return NULL;
  return v->type->kind == TY_INT || v->type->kind == TY_INDEX ? v : NULL;
}

static bool const_side(IrValue *v, int kind, ConstSide *s) {
  s->op = canon_def(v, kind);
  if (!s->op)
    return false;
  for (int i = 1; i >= 0; i--)
    if ((s->kv = int_const(opnd(s->op, i)))) {
      s->other = opnd(s->op, 1 - i);
      s->k_left = i == 0;
      return true;
    }
  return false;
}

/* The constant a + b, a - b or a * b (kind OP_ADDI, OP_SUBI, OP_MULI) of
 * op's type, at any width (MLIR's patterns compute it with APInt:
 * tripleMulLargeInt adds i256 constants). */
static IrValue *const_of(Canon *c, IrOp *op, IrValue *a, IrValue *b, int kind) {
  uint64_t x, y;
  if (canon_match_int(a, &x) && canon_match_int(b, &y))
    return canon_const_int(c, op, type_of(op),
                           (int64_t)(kind == OP_SUBI ? x - y : kind == OP_MULI ? x * y : x + y));
  return canon_constant(c, op, canon_wide_combine(canon_ctx(c), type_of(op), a, b, kind));
}

/* op(x, kv) or op(kv, x) with the new constant kv, flags merged from a and
 * b (or none when a is NULL). */
static IrOp *with_const(Canon *c, IrOp *op, int kind, IrValue *x, IrValue *kv, bool k_left,
                        const IrOp *a, const IrOp *b) {
  IrOp *n = k_left ? binary(c, op, kind, kv, x) : binary(c, op, kind, x, kv);
  if (a)
    canon_merge_overflow(c, n, a, b);
  return n;
}

/* addi(addi(x, c0), c1) -> addi(x, c0 + c1); addi(subi(x, c0), c1) ->
 * addi(x, c1 - c0); addi(subi(c0, x), c1) -> subi(c0 + c1, x);
 * addi(x, muli(y, -1)) -> subi(x, y) and its mirror image. */
static bool addi_patterns(Canon *c, IrOp *op) {
  IrValue *c1 = int_const(opnd(op, 1));
  ConstSide s;
  if (c1) {
    if (const_side(opnd(op, 0), OP_ADDI, &s) && !s.k_left) {
      replace(c, op, with_const(c, op, OP_ADDI, s.other, const_of(c, op, s.kv, c1, OP_ADDI), false, s.op, op));
      return true;
    }
    if (const_side(opnd(op, 0), OP_SUBI, &s)) {
      if (s.k_left)
        replace(c, op, with_const(c, op, OP_SUBI, s.other, const_of(c, op, s.kv, c1, OP_ADDI), true, s.op, op));
      else
        replace(c, op, with_const(c, op, OP_ADDI, s.other, const_of(c, op, c1, s.kv, OP_SUBI), false, s.op, op));
      return true;
    }
  }
  for (int i = 1; i >= 0; i--) {
    IrOp *m = canon_def(opnd(op, i), OP_MULI);
    if (m && (canon_match_all_ones(opnd(m, 1)) || canon_wide_is_all_ones(opnd(m, 1)))) {
      replace(c, op, binary(c, op, OP_SUBI, opnd(op, 1 - i), opnd(m, 0)));
      return true;
    }
  }
  return false;
}

/* subi of a constant and an add/sub with a constant: the constants
 * combined (six cases), and subi(subi(x, y), x) -> subi(0, y). */
static bool subi_patterns(Canon *c, IrOp *op) {
  IrValue *k;
  ConstSide s;
  if ((k = int_const(opnd(op, 1)))) { /* subi(..., c1) */
    if (const_side(opnd(op, 0), OP_ADDI, &s) && !s.k_left) {
      replace(c, op, with_const(c, op, OP_ADDI, s.other, const_of(c, op, s.kv, k, OP_SUBI), false, NULL, NULL));
      return true;
    }
    if (const_side(opnd(op, 0), OP_SUBI, &s)) {
      if (s.k_left)
        replace(c, op, with_const(c, op, OP_SUBI, s.other, const_of(c, op, s.kv, k, OP_SUBI), true, s.op, op));
      else
        replace(c, op, with_const(c, op, OP_SUBI, s.other, const_of(c, op, s.kv, k, OP_ADDI), false, s.op, op));
      return true;
    }
  }
  if ((k = int_const(opnd(op, 0)))) { /* subi(c1, ...) */
    if (const_side(opnd(op, 1), OP_ADDI, &s) && !s.k_left) {
      replace(c, op, with_const(c, op, OP_SUBI, s.other, const_of(c, op, k, s.kv, OP_SUBI), true, s.op, op));
      return true;
    }
    if (const_side(opnd(op, 1), OP_SUBI, &s)) {
      if (s.k_left)
        replace(c, op, with_const(c, op, OP_ADDI, s.other, const_of(c, op, k, s.kv, OP_SUBI), false, s.op, op));
      else
        replace(c, op, with_const(c, op, OP_SUBI, s.other, const_of(c, op, s.kv, k, OP_ADDI), true, s.op, op));
      return true;
    }
  }
  IrOp *inner = canon_def(opnd(op, 0), OP_SUBI);
  if (inner && opnd(inner, 0) == opnd(op, 1)) {
    IrOp *n = binary(c, op, OP_SUBI, canon_const_int(c, op, type_of(op), 0), opnd(inner, 1));
    canon_merge_overflow(c, n, inner, op);
    replace(c, op, n);
    return true;
  }
  return false;
}

/* muli(muli(x, c0), c1) -> muli(x, c0 * c1). */
static bool muli_patterns(Canon *c, IrOp *op) {
  ConstSide s;
  IrValue *k = int_const(opnd(op, 1));
  if (!k || !const_side(opnd(op, 0), OP_MULI, &s) || s.k_left)
    return false;
  replace(c, op, with_const(c, op, OP_MULI, s.other, const_of(c, op, s.kv, k, OP_MULI), false, s.op, op));
  return true;
}

/* ========================= bitwise ops, cmpi ========================== */

/* and/or/xor(ext(x), ext(y)) -> ext(and/or/xor(x, y)), one kind of
 * extension, x and y of one type. */
static const int ext_kinds[2] = {OP_EXTUI, OP_EXTSI};

static bool bitwise_of_ext(Canon *c, IrOp *op) {
  for (int i = 0; i < 2; i++) {
    int k = ext_kinds[i];
    IrOp *a = canon_def(opnd(op, 0), k), *b = canon_def(opnd(op, 1), k);
    if (!a || !b || opnd(a, 0)->type != opnd(b, 0)->type)
      continue;
    IrValue *ops[2] = {opnd(a, 0), opnd(b, 0)};
    IrType *narrow = ops[0]->type;
    IrOp *n = canon_create(c, op, ir_op_kind(op), 2, ops, 1, &narrow, 0);
    replace(c, op, cast(c, op, k, &n->results[0], type_of(op)));
    return true;
  }
  return false;
}

static int predicate(const IrOp *op) { return (int)ir_op_get_attr(op, "predicate")->u.i; }

static IrOp *cmp(Canon *c, IrOp *before, int kind, int pred, IrValue *x, IrValue *y) {
  IrValue *ops[2] = {x, y};
  IrType *i1 = canon_ctx(c)->i1_ty;
  IrOp *n = canon_create(c, before, kind, 2, ops, 1, &i1, 0);
  ir_op_set_attr_ex(canon_ctx(c), n, "predicate", ir_attr_int(canon_ctx(c), canon_ctx(c)->i64_ty, pred),
                    true);
  return n;
}

/* cmpi predicates in MLIR's order, and the negation of each. */
enum { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE };
static int cmpi_inverse(int pred) {
  static const int inverse[] = {NE, EQ, SGE, SGT, SLE, SLT, UGE, UGT, ULE, ULT};
  return inverse[pred];
}

/* xori(cmpi(p, a, b), true) -> cmpi(!p, a, b). */
static bool xori_patterns(Canon *c, IrOp *op) {
  IrOp *k = canon_def(opnd(op, 0), OP_CMPI);
  if (k && ir_type_is_i1(type_of(op)) && canon_match_int_value(opnd(op, 1), 1)) {
    replace(c, op, cmp(c, op, OP_CMPI, cmpi_inverse(predicate(k)), opnd(k, 0), opnd(k, 1)));
    return true;
  }
  return bitwise_of_ext(c, op);
}

/* cmpi eq/ne of two extensions of one kind compares the narrow values. */
static bool cmpi_patterns(Canon *c, IrOp *op) {
  int p = predicate(op);
  if (p != EQ && p != NE)
    return false;
  for (int i = 0; i < 2; i++) {
    IrOp *a = canon_def(opnd(op, 0), ext_kinds[i]), *b = canon_def(opnd(op, 1), ext_kinds[i]);
    if (a && b && opnd(a, 0)->type == opnd(b, 0)->type) {
      replace(c, op, cmp(c, op, OP_CMPI, p, opnd(a, 0), opnd(b, 0)));
      return true;
    }
  }
  return false;
}

/* =============================== select =============================== */

static bool select_patterns(Canon *c, IrOp *op) {
  IrValue *p = opnd(op, 0), *t = opnd(op, 1), *f = opnd(op, 2);
  IrType *ty = type_of(op);
  IrOp *s;
  /* select(p, select(p, a, b), c) -> select(p, a, c), and on the right. */
  if ((s = canon_def(f, OP_SELECT)) && opnd(s, 0) == p) {
    IrValue *ops[3] = {p, t, opnd(s, 2)};
    replace(c, op, canon_create(c, op, OP_SELECT, 3, ops, 1, &ty, 0));
    return true;
  }
  if ((s = canon_def(t, OP_SELECT)) && opnd(s, 0) == p) {
    IrValue *ops[3] = {p, opnd(s, 1), f};
    replace(c, op, canon_create(c, op, OP_SELECT, 3, ops, 1, &ty, 0));
    return true;
  }
  /* select(not(p), a, b) -> select(p, b, a). */
  if ((s = canon_def(p, OP_XORI)) && canon_match_all_ones(opnd(s, 1))) {
    IrValue *ops[3] = {opnd(s, 0), f, t};
    replace(c, op, canon_create(c, op, OP_SELECT, 3, ops, 1, &ty, 0));
    return true;
  }
  bool t0 = canon_match_int_value(t, 0), t1 = canon_match_int_value(t, 1);
  bool f0 = canon_match_int_value(f, 0), f1 = canon_match_int_value(f, 1);
  /* select(p, false, true) -> not(p). */
  if (ir_type_is_i1(ty) && t0 && f1) {
    replace(c, op, binary(c, op, OP_XORI, p, canon_const_bool(c, op, true)));
    return true;
  }
  /* select(p, 1, 0) -> extui(p); select(p, 0, 1) -> extui(not(p)). */
  if (ty->kind == TY_INT && !ir_type_is_i1(ty) && ((t1 && f0) || (t0 && f1))) {
    IrValue *b = p;
    if (t0) {
      IrValue *ops[2] = {p, canon_const_bool(c, op, true)};
      b = canon_create1(c, op, OP_XORI, 2, ops, p->type);
    }
    replace(c, op, cast(c, op, OP_EXTUI, b, ty));
    return true;
  }
  return false;
}

/* ================================ casts =============================== */

static unsigned width(const IrType *t) { return t->width; }

/* trunci(ext(x)) -> ext(x) when only extension bits are dropped;
 * trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when exactly the shifted-in
 * sign bits are dropped. */
static bool trunci_patterns(Canon *c, IrOp *op) {
  IrValue *x = opnd(op, 0);
  IrType *t = type_of(op);
  for (int i = 0; i < 2; i++) {
    IrOp *e = canon_def(x, ext_kinds[i]);
    if (e && width(x->type) > width(t) && width(t) > width(opnd(e, 0)->type)) {
      replace(c, op, cast(c, op, ext_kinds[i], opnd(e, 0), t));
      return true;
    }
  }
  IrOp *sh = canon_def(x, OP_SHRSI);
  uint64_t amount;
  if (sh && canon_match_int(opnd(sh, 1), &amount) && amount == width(x->type) - width(t)) {
    IrValue *ops[2] = {opnd(sh, 0), opnd(sh, 1)};
    canon_set_operand(c, op, 0, canon_create1(c, op, OP_SHRUI, 2, ops, x->type));
    return true;
  }
  return false;
}

static bool cast_patterns(Canon *c, IrOp *op) {
  IrValue *x = opnd(op, 0);
  IrType *t = type_of(op);
  IrOp *inner;
  switch (ir_op_kind(op)) {
  case OP_INDEX_CAST: /* index_cast(extsi(x)) -> index_cast(x) */
    if (!(inner = canon_def(x, OP_EXTSI)))
      return false;
    replace(c, op, cast(c, op, OP_INDEX_CAST, opnd(inner, 0), t));
    return true;
  case OP_INDEX_CASTUI: /* index_castui(extui(x)) -> index_castui(x) */
    if (!(inner = canon_def(x, OP_EXTUI)))
      return false;
    replace(c, op, cast(c, op, OP_INDEX_CASTUI, opnd(inner, 0), t));
    return true;
  case OP_BITCAST: /* bitcast(bitcast(x)) -> bitcast(x) */
    if (!(inner = canon_def(x, OP_BITCAST)))
      return false;
    replace(c, op, cast(c, op, OP_BITCAST, opnd(inner, 0), t));
    return true;
  case OP_EXTSI: /* extsi(extui(x)) -> extui(x) */
    if (!(inner = canon_def(x, OP_EXTUI)))
      return false;
    replace(c, op, cast(c, op, OP_EXTUI, opnd(inner, 0), t));
    return true;
  case OP_TRUNCF: /* truncf(sitofp(x)) -> sitofp(x), uitofp alike */
    inner = canon_def(x, OP_SITOFP);
    if (!inner)
      inner = canon_def(x, OP_UITOFP);
    if (!inner || ir_op_get_attr(op, "roundingmode"))
      return false;
    replace(c, op, cast(c, op, ir_op_kind(inner), opnd(inner, 0), t));
    return true;
  case OP_TRUNCI:
    return trunci_patterns(c, op);
  default:
    return false;
  }
}

/* ================================ floats ============================== */

/* mulf/divf(negf(x), negf(y)) -> mulf/divf(x, y), keeping op's flags. */
static bool neg_neg(Canon *c, IrOp *op) {
  IrOp *a = canon_def(opnd(op, 0), OP_NEGF), *b = canon_def(opnd(op, 1), OP_NEGF);
  if (!a || !b)
    return false;
  IrOp *n = binary(c, op, ir_op_kind(op), opnd(a, 0), opnd(b, 0));
  IrAttr *fm = ir_op_get_attr(op, "fastmath");
  if (fm)
    ir_op_set_attr(canon_ctx(c), n, "fastmath", fm);
  replace(c, op, n);
  return true;
}

/* cmpf predicates in MLIR's order. */
enum { F_FALSE, OEQ, OGT, OGE, OLT, OLE, ONE, ORD, UEQ, FUGT, FUGE, FULT, FULE, UNE, UNO, F_TRUE };

static int int_predicate(int fpred, bool is_unsigned) {
  switch (fpred) {
  case OEQ: case UEQ: return EQ;
  case OGT: case FUGT: return is_unsigned ? UGT : SGT;
  case OGE: case FUGE: return is_unsigned ? UGE : SGE;
  case OLT: case FULT: return is_unsigned ? ULT : SLT;
  case OLE: case FULE: return is_unsigned ? ULE : SLE;
  default: return NE; /* ONE, UNE */
  }
}

/* The integer v (unsigned or signed) rounded to float type t (f32, f64). */
static double from_int(const IrType *t, uint64_t v, bool is_unsigned) {
  if (is_unsigned)
    return t->width == 32 ? (double)(float)v : (double)v;
  return t->width == 32 ? (double)(float)(int64_t)v : (double)(int64_t)v;
}

/* Decides cmpf(p, [su]itofp(x), k) -> cmpi(q, x, kint) for one constant k.
 * Returns 1 (always true), 0 (always false), -1 (give up), or 2 with *q
 * and *kint set: MLIR's CmpFIntToFPConst, step by step. */
static int int_compare_of(int fpred, double k, const IrType *ft, unsigned w, bool is_unsigned,
                          int *q, uint64_t *kint) {
  int mantissa = ft->width == 32 ? 24 : 53;
  int value_bits = is_unsigned ? (int)w : (int)w - 1;
  if ((int)w > mantissa) {
    /* The conversion may round: only a constant far from the values
     * where rounding happens is decided exactly. */
    if (isinf(k) ? (ft->width == 32 ? 127 : 1023) < value_bits
                 : k != 0 && mantissa <= ilogb(k) && ilogb(k) <= value_bits)
      return -1;
  }
  if (fpred == ORD)
    return 1;
  if (fpred == UNO)
    return 0;
  int p = int_predicate(fpred, is_unsigned);
  uint64_t umax = mask_of(w) >> (is_unsigned ? 0 : 1);
  double max = from_int(ft, umax, is_unsigned);
  if (max < k)
    return p == NE || p == SLT || p == SLE || p == ULT || p == ULE;
  double min = is_unsigned ? 0 : from_int(ft, ~umax, false);
  if (min > k)
    return p == NE || p == SGT || p == SGE || p == UGT || p == UGE;
  double t = trunc(k), lim = ldexp(1, (int)w - (is_unsigned ? 0 : 1));
  if (is_unsigned ? !(t > -1 && t < lim) : !(t >= -lim && t < lim))
    return -1;
  *kint = is_unsigned ? (uint64_t)t : (uint64_t)(int64_t)t;
  /* t converts back exactly (truncating a float gives a float). */
  if (k != 0 && t != k) {
    /* A fractional constant: adjust the predicate to the truncated one. */
    bool neg = signbit(k) != 0;
    switch (p) {
    case NE: return 1;
    case EQ: return 0;
    case ULE: if (neg) return 0; break;
    case SLE: if (neg) p = SLT; break;
    case ULT: if (neg) return 0; p = ULE; break;
    case SLT: if (!neg) p = SLE; break;
    case UGT: if (neg) return 1; break;
    case SGT: if (neg) p = SGE; break;
    case UGE: if (neg) return 1; p = UGT; break;
    case SGE: if (!neg) p = SGT; break;
    default: break;
    }
  }
  *q = p;
  return 2;
}

static bool cmpf_patterns(Canon *c, IrOp *op) {
  IrValue *l = opnd(op, 0);
  IrType *ft = l->type;
  IrOp *conv = canon_def(l, OP_SITOFP);
  double k;
  int fpred = predicate(op), q;
  uint64_t kint;
  if (!conv)
    conv = canon_def(l, OP_UITOFP);
  /* MLIR has no integer form of the predicates false and true. */
  if (!conv || fpred == F_FALSE || fpred == F_TRUE || !canon_match_float(opnd(op, 1), &k) ||
      isnan(k) || ft->kind != TY_FLOAT || (ft->width != 32 && ft->width != 64))
    return false;
  IrValue *x = opnd(conv, 0);
  unsigned w = x->type->kind == TY_INT ? x->type->width : 0;
  if (!w || w > 64)
    return false;
  int r = int_compare_of(fpred, k, ft, w, ir_op_is(conv, OP_UITOFP), &q, &kint);
  if (r < 0)
    return false;
  if (r < 2)
    canon_replace_op1(c, op, canon_const_bool(c, op, r));
  else
    replace(c, op, cmp(c, op, OP_CMPI, q, x, canon_const_int(c, op, x->type, (int64_t)kint)));
  return true;
}

/* ============================== dispatch ============================== */

/* AddUIExtendedToAddI, MulSIExtendedToMulI, MulUIExtendedToMulI: an unused
 * carry or high half leaves a plain addi or muli; MulSIExtendedRHSOne:
 * x * 1 is x, and its high half the sign of x spread (extsi of x < 0),
 * on integers of two bits or more. */
static bool extended_patterns(Canon *c, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  IrType *t = x->type;
  if (!ir_value_has_uses(&op->results[1])) {
    IrValue *ops[2] = {x, y};
    IrValue *v = canon_create1(c, op, ir_op_is(op, OP_ADDUI_EXTENDED) ? OP_ADDI : OP_MULI, 2, ops, t);
    IrValue *res[2] = {v, NULL};
    canon_replace_op(c, op, res);
    return true;
  }
  /* Not on i1, whose constant 1 (true) is -1 as a signed value: the high
   * half of x * -1 is 0 there, not x's sign (mlir-opt 22 keeps it too). */
  if (ir_op_is(op, OP_MULSI_EXTENDED) && canon_match_int_value(y, 1) &&
      !(t->kind == TY_INT && t->width == 1)) {
    IrOp *lt = cmp(c, op, OP_CMPI, SLT, x, canon_const_int(c, op, t, 0));
    IrValue *ops[1] = {&lt->results[0]};
    IrValue *res[2] = {x, canon_create1(c, op, OP_EXTSI, 1, ops, t)};
    canon_replace_op(c, op, res);
    return true;
  }
  return false;
}

/* ================================ memref ============================== */

/* SimplifyDeadAlloc: an alloc, alloca or realloc that is only stored into
 * and freed goes, with those stores and deallocs (MLIR erases a dead
 * realloc so, its source left as it was). */
static bool dead_alloc(Canon *c, IrOp *op) {
  IrValue *m = &op->results[0];
  for (IrUse *u = m->uses; u; u = u->next) {
    IrOp *user = u->owner;
    if (!(ir_op_is(user, OP_DEALLOC) || (ir_op_is(user, OP_STORE) && ir_use_index(u) == 1)))
      return false;
  }
  while (m->uses) /* erasing a user takes its use off the list */
    canon_erase(c, m->uses->owner);
  canon_erase(c, op);
  return true;
}

bool canon_arith_patterns(Canon *c, IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_ALLOC: case OP_ALLOCA: case OP_REALLOC: return dead_alloc(c, op);
  case OP_ADDUI_EXTENDED: case OP_MULSI_EXTENDED: case OP_MULUI_EXTENDED:
    return extended_patterns(c, op);
  case OP_ADDI: return addi_patterns(c, op);
  case OP_SUBI: return subi_patterns(c, op);
  case OP_MULI: return muli_patterns(c, op);
  case OP_XORI: return xori_patterns(c, op);
  case OP_ANDI: case OP_ORI: return bitwise_of_ext(c, op);
  case OP_CMPI: return cmpi_patterns(c, op);
  case OP_CMPF: return cmpf_patterns(c, op);
  case OP_SELECT: return select_patterns(c, op);
  case OP_MULF: case OP_DIVF: return neg_neg(c, op);
  case OP_INDEX_CAST: case OP_INDEX_CASTUI: case OP_BITCAST: case OP_EXTSI: case OP_TRUNCF:
  case OP_TRUNCI:
    return cast_patterns(c, op);
  default: return false;
  }
}
