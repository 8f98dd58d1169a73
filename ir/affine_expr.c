/* affine_expr.c: affine expressions uniqued in the context and simplified
 * at construction the way MLIR 22's AffineExpr operators simplify them
 * (mlir/lib/IR/AffineExpr.cpp), their evaluation, MLIR's printing of
 * expressions, maps and sets, and their C spelling. */
#include "affine_expr.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

typedef const IrAffineExpr Expr;

/* ============================= uniquing ================================= */

static Expr *unique(IrContext *ctx, IrAffineKind kind, int64_t value, Expr *lhs, Expr *rhs) {
  uint64_t h = hash_mix(hash_mix(kind + 1, (uint64_t)value),
                        hash_mix((uint64_t)(uintptr_t)lhs, (uint64_t)(uintptr_t)rhs));
  h = h ? h : 1;
  IrAffineExpr *head = hashmap_get(&ctx->affine_exprs, h);
  for (IrAffineExpr *e = head; e; e = e->hash_next)
    if (e->kind == kind && e->value == value && e->lhs == lhs && e->rhs == rhs)
      return e;
  IrAffineExpr *e = arena_alloc(&ctx->arena, sizeof *e);
  memset(e, 0, sizeof *e);
  e->kind = kind;
  e->value = value;
  e->lhs = lhs;
  e->rhs = rhs;
  if (lhs) {
    e->symbolic = lhs->symbolic && rhs->symbolic;
    e->depth = 1 + (lhs->depth > rhs->depth ? lhs->depth : rhs->depth);
  } else {
    e->symbolic = kind != AFFINE_DIM;
    e->depth = 1;
  }
  e->hash_next = head;
  hashmap_put(&ctx->affine_exprs, h, e);
  return e;
}

const IrAffineExpr *ir_affine_const(IrContext *ctx, int64_t v) {
  return unique(ctx, AFFINE_CONST, v, NULL, NULL);
}
const IrAffineExpr *ir_affine_dim(IrContext *ctx, unsigned pos) {
  return unique(ctx, AFFINE_DIM, pos, NULL, NULL);
}
const IrAffineExpr *ir_affine_sym(IrContext *ctx, unsigned pos) {
  return unique(ctx, AFFINE_SYM, pos, NULL, NULL);
}

/* ======================= arithmetic as MLIR does it ===================== */

/* Two's complement wrap-around, which MLIR's int64_t arithmetic has in
 * practice (and C's signed arithmetic does not promise). */
static int64_t wrap_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t wrap_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static int64_t wrap_neg(int64_t a) { return (int64_t)(0 - (uint64_t)a); }

/* C's %, without its one undefined case (the result is then 0). */
static int64_t rem(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }

int64_t ir_floordiv(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  return r != 0 && (r < 0) != (b < 0) ? q - 1 : q;
}
int64_t ir_ceildiv(int64_t a, int64_t b) {
  int64_t q = a / b, r = a % b;
  return r != 0 && (r < 0) == (b < 0) ? q + 1 : q;
}
int64_t ir_mod(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}

static uint64_t magnitude(int64_t v) { return v < 0 ? 0 - (uint64_t)v : (uint64_t)v; }

uint64_t ir_gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

int64_t ir_affine_largest_known_divisor(const IrAffineExpr *e) {
  switch (e->kind) {
  case AFFINE_DIM:
  case AFFINE_SYM: return 1;
  case AFFINE_CEILDIV:
  case AFFINE_FLOORDIV:
    /* A constant divisor that divides the dividend's known divisor leaves
     * the quotient as a known divisor. */
    if (e->rhs->kind == AFFINE_CONST && e->rhs->value != 0) {
      int64_t l = ir_affine_largest_known_divisor(e->lhs);
      if (rem(l, e->rhs->value) == 0 && !(l == INT64_MIN && e->rhs->value == -1))
        return l / e->rhs->value;
    }
    return 1;
  case AFFINE_CONST: return e->value < 0 ? wrap_neg(e->value) : e->value;
  case AFFINE_MUL:
    return wrap_mul(ir_affine_largest_known_divisor(e->lhs),
                    ir_affine_largest_known_divisor(e->rhs));
  case AFFINE_ADD:
  case AFFINE_MOD:
    /* The gcd of the magnitudes (a divisor may be negative after a division
     * by a negative constant). */
    return (int64_t)ir_gcd_u64(magnitude(ir_affine_largest_known_divisor(e->lhs)),
                            magnitude(ir_affine_largest_known_divisor(e->rhs)));
  }
  return 1;
}

bool ir_affine_is_pure(const IrAffineExpr *e) {
  switch (e->kind) {
  case AFFINE_CONST:
  case AFFINE_DIM:
  case AFFINE_SYM: return true;
  case AFFINE_ADD: return ir_affine_is_pure(e->lhs) && ir_affine_is_pure(e->rhs);
  case AFFINE_MUL:
    return ir_affine_is_pure(e->lhs) && ir_affine_is_pure(e->rhs) &&
           (e->lhs->kind == AFFINE_CONST || e->rhs->kind == AFFINE_CONST);
  default: return ir_affine_is_pure(e->lhs) && e->rhs->kind == AFFINE_CONST;
  }
}

static Expr *cst(IrContext *ctx, int64_t v) { return ir_affine_const(ctx, v); }
static bool is_kind(Expr *e, IrAffineKind k) { return e->kind == k; }
static Expr *const_rhs(Expr *e) { return e->rhs && e->rhs->kind == AFFINE_CONST ? e->rhs : NULL; }

/* The sum or product of two constants, or NULL when it overflows: MLIR 22
 * then keeps the expression as written (`9223372036854775807 + 1`). */
static Expr *fold_consts(IrContext *ctx, IrAffineKind kind, int64_t a, int64_t b) {
  int64_t r;
  bool over = kind == AFFINE_ADD ? __builtin_add_overflow(a, b, &r)
                                  : __builtin_mul_overflow(a, b, &r);
  return over ? NULL : cst(ctx, r);
}

/* MLIR's simplifyAdd: NULL when nothing simplifies. */
static Expr *simplify_add(IrContext *ctx, Expr *lhs, Expr *rhs) {
  Expr *lc = lhs->kind == AFFINE_CONST ? lhs : NULL;
  Expr *rc = rhs->kind == AFFINE_CONST ? rhs : NULL;
  if (lc && rc)
    return fold_consts(ctx, AFFINE_ADD, lc->value, rc->value);
  /* Constants, then symbolic terms, go to the right. */
  if (lc || (lhs->symbolic && !rhs->symbolic))
    return ir_affine_add(ctx, rhs, lhs);
  if (rc && rc->value == 0)
    return lhs;
  /* (d0 + 2) + 3 -> d0 + 5 */
  if (rc && is_kind(lhs, AFFINE_ADD) && const_rhs(lhs))
    return ir_affine_add(ctx, lhs->lhs, cst(ctx, wrap_add(lhs->rhs->value, rc->value)));
  /* c1 * e + c2 * e -> (c1 + c2) * e */
  int64_t c1 = 1, c2 = 1;
  Expr *first = lhs, *second = rhs;
  if (is_kind(lhs, AFFINE_MUL) && const_rhs(lhs)) {
    c1 = lhs->rhs->value;
    first = lhs->lhs;
  }
  if (is_kind(rhs, AFFINE_MUL) && const_rhs(rhs)) {
    c2 = rhs->rhs->value;
    second = rhs->lhs;
  }
  if (first == second)
    return ir_affine_mul(ctx, first, cst(ctx, wrap_add(c1, c2)));
  /* (d0 + 2) + d1 -> (d0 + d1) + 2 */
  if (is_kind(lhs, AFFINE_ADD) && const_rhs(lhs))
    return ir_affine_add(ctx, ir_affine_add(ctx, lhs->lhs, rhs), lhs->rhs);
  /* e - (e floordiv q) * q -> e mod q */
  if (!ir_affine_is_binary(rhs))
    return NULL;
  Expr *lrhs = rhs->lhs, *rrhs = rhs->rhs;
  if (ir_affine_is_const(rrhs, -1) && is_kind(lrhs, AFFINE_MUL)) {
    Expr *llrhs = lrhs->lhs, *rlrhs = lrhs->rhs;
    if (!is_kind(llrhs, AFFINE_FLOORDIV))
      return NULL;
    if (llrhs->rhs == rlrhs && lhs == llrhs->lhs)
      return ir_affine_mod(ctx, lhs, rlrhs);
  }
  /* e + (e floordiv c) * -c -> e mod c, for a constant c > 0 only (MLIR 22
   * has no mod by a negative number) */
  if (!is_kind(rhs, AFFINE_MUL) || !is_kind(lrhs, AFFINE_FLOORDIV))
    return NULL;
  if (lrhs->rhs->kind == AFFINE_CONST && lrhs->rhs->value > 0 && lhs == lrhs->lhs &&
      lrhs->rhs == ir_affine_neg(ctx, rrhs))
    return ir_affine_mod(ctx, lhs, lrhs->rhs);
  /* (a + b) + (e floordiv c) * k -> a + (b + (e floordiv c) * k) when the
   * latter simplifies, as MLIR 22 does: (d0 + d1) - (d1 floordiv 4) * 4 is
   * d0 + d1 mod 4. */
  if (is_kind(lhs, AFFINE_ADD)) {
    Expr *inner = simplify_add(ctx, lhs->rhs, rhs);
    if (inner)
      return ir_affine_add(ctx, lhs->lhs, inner);
  }
  return NULL;
}

/* MLIR's simplifyMul. */
static Expr *simplify_mul(IrContext *ctx, Expr *lhs, Expr *rhs) {
  Expr *lc = lhs->kind == AFFINE_CONST ? lhs : NULL;
  Expr *rc = rhs->kind == AFFINE_CONST ? rhs : NULL;
  if (lc && rc)
    return fold_consts(ctx, AFFINE_MUL, lc->value, rc->value);
  /* A product of two non-symbolic terms is not affine (MLIR asserts); it
   * is kept as written rather than swapped forever. */
  if (!lhs->symbolic && !rhs->symbolic)
    return NULL;
  /* The constant, or else the symbolic operand, goes to the right. */
  if (!rhs->symbolic || lc)
    return ir_affine_mul(ctx, rhs, lhs);
  if (rc && rc->value == 1)
    return lhs;
  if (rc && rc->value == 0)
    return rc;
  /* (d0 * 2) * 3 -> d0 * 6 */
  if (rc && is_kind(lhs, AFFINE_MUL) && const_rhs(lhs))
    return ir_affine_mul(ctx, lhs->lhs, cst(ctx, wrap_mul(lhs->rhs->value, rc->value)));
  /* (d0 * 2) * s0 -> (d0 * s0) * 2 */
  if (is_kind(lhs, AFFINE_MUL) && const_rhs(lhs))
    return ir_affine_mul(ctx, ir_affine_mul(ctx, lhs->lhs, rhs), lhs->rhs);
  return NULL;
}

/* Whether a / b is defined in int64_t. */
static bool div_ok(int64_t a, int64_t b) { return b != 0 && !(a == INT64_MIN && b == -1); }

/* MLIR's simplifyFloorDiv and simplifyCeilDiv: any non-zero constant
 * divisor (MLIR 22; mod still needs a positive one). */
static Expr *simplify_div(IrContext *ctx, Expr *lhs, Expr *rhs, bool floor) {
  if (rhs->kind != AFFINE_CONST || rhs->value == 0)
    return NULL;
  int64_t c = rhs->value;
  if (lhs->kind == AFFINE_CONST)
    return !div_ok(lhs->value, c) ? NULL
           : cst(ctx, floor ? ir_floordiv(lhs->value, c) : ir_ceildiv(lhs->value, c));
  if (c == 1)
    return lhs;
  /* (e * 128) floordiv 64 -> e * 2 */
  if (is_kind(lhs, AFFINE_MUL) && const_rhs(lhs) && rem(lhs->rhs->value, c) == 0 &&
      div_ok(lhs->rhs->value, c))
    return ir_affine_mul(ctx, lhs->lhs, cst(ctx, lhs->rhs->value / c));
  /* (a + b) floordiv c when a or b is a multiple of c */
  if (floor && is_kind(lhs, AFFINE_ADD)) {
    int64_t l = ir_affine_largest_known_divisor(lhs->lhs);
    int64_t r = ir_affine_largest_known_divisor(lhs->rhs);
    if (rem(l, c) == 0 || rem(r, c) == 0)
      return ir_affine_add(ctx, ir_affine_floordiv(ctx, lhs->lhs, rhs),
                           ir_affine_floordiv(ctx, lhs->rhs, rhs));
  }
  return NULL;
}

/* MLIR's simplifyMod. */
static Expr *simplify_mod(IrContext *ctx, Expr *lhs, Expr *rhs) {
  if (rhs->kind != AFFINE_CONST || rhs->value < 1)
    return NULL;
  int64_t c = rhs->value;
  if (lhs->kind == AFFINE_CONST)
    return cst(ctx, ir_mod(lhs->value, c));
  /* A known multiple of c: (i * 128) mod 64 = 0. */
  if (ir_affine_largest_known_divisor(lhs) % c == 0)
    return cst(ctx, 0);
  /* (a + b) mod c when a or b is a multiple of c */
  if (is_kind(lhs, AFFINE_ADD)) {
    if (ir_affine_largest_known_divisor(lhs->lhs) % c == 0)
      return ir_affine_mod(ctx, lhs->rhs, rhs);
    if (ir_affine_largest_known_divisor(lhs->rhs) % c == 0)
      return ir_affine_mod(ctx, lhs->lhs, rhs);
  }
  /* (e mod a) mod b -> e mod b when b divides a */
  if (is_kind(lhs, AFFINE_MOD) && const_rhs(lhs) && lhs->rhs->value >= 1 &&
      ir_mod(lhs->rhs->value, c) == 0)
    return ir_affine_mod(ctx, lhs->lhs, rhs);
  return NULL;
}

/* MLIR 22 orders the operands of + and * that are both dimensions or both
 * symbols by position, dimensions before symbols (only where nothing
 * simplified, and only such leaves: d1 + d0 -> d0 + d1, s1 * s0 -> s0 * s1). */
static Expr *commutative(IrContext *ctx, IrAffineKind kind, Expr *a, Expr *b) {
  bool leaves = (a->kind == AFFINE_DIM || a->kind == AFFINE_SYM) &&
                (b->kind == AFFINE_DIM || b->kind == AFFINE_SYM);
  if (leaves && (a->kind == b->kind ? a->value > b->value : a->kind == AFFINE_SYM)) {
    Expr *t = a;
    a = b;
    b = t;
  }
  return unique(ctx, kind, 0, a, b);
}

const IrAffineExpr *ir_affine_add(IrContext *ctx, const IrAffineExpr *a, const IrAffineExpr *b) {
  Expr *s = simplify_add(ctx, a, b);
  return s ? s : commutative(ctx, AFFINE_ADD, a, b);
}
const IrAffineExpr *ir_affine_mul(IrContext *ctx, const IrAffineExpr *a, const IrAffineExpr *b) {
  Expr *s = simplify_mul(ctx, a, b);
  return s ? s : commutative(ctx, AFFINE_MUL, a, b);
}
const IrAffineExpr *ir_affine_floordiv(IrContext *ctx, const IrAffineExpr *a,
                                       const IrAffineExpr *b) {
  Expr *s = simplify_div(ctx, a, b, true);
  return s ? s : unique(ctx, AFFINE_FLOORDIV, 0, a, b);
}
const IrAffineExpr *ir_affine_ceildiv(IrContext *ctx, const IrAffineExpr *a,
                                      const IrAffineExpr *b) {
  Expr *s = simplify_div(ctx, a, b, false);
  return s ? s : unique(ctx, AFFINE_CEILDIV, 0, a, b);
}
const IrAffineExpr *ir_affine_mod(IrContext *ctx, const IrAffineExpr *a, const IrAffineExpr *b) {
  Expr *s = simplify_mod(ctx, a, b);
  return s ? s : unique(ctx, AFFINE_MOD, 0, a, b);
}
const IrAffineExpr *ir_affine_neg(IrContext *ctx, const IrAffineExpr *a) {
  return ir_affine_mul(ctx, a, cst(ctx, -1));
}
const IrAffineExpr *ir_affine_sub(IrContext *ctx, const IrAffineExpr *a, const IrAffineExpr *b) {
  return ir_affine_add(ctx, a, ir_affine_neg(ctx, b));
}
const IrAffineExpr *ir_affine_binary(IrContext *ctx, IrAffineKind kind, const IrAffineExpr *a,
                                     const IrAffineExpr *b) {
  switch (kind) {
  case AFFINE_ADD: return ir_affine_add(ctx, a, b);
  case AFFINE_MUL: return ir_affine_mul(ctx, a, b);
  case AFFINE_MOD: return ir_affine_mod(ctx, a, b);
  case AFFINE_FLOORDIV: return ir_affine_floordiv(ctx, a, b);
  case AFFINE_CEILDIV: return ir_affine_ceildiv(ctx, a, b);
  default: ir_unreachable("not a binary affine kind");
  }
}

bool ir_affine_map_is_identity(const IrAttr *map) {
  if (map->kind != ATTR_AFFINE_MAP || map->u.affine.nsyms != 0 ||
      map->u.affine.n != map->u.affine.ndims)
    return false;
  for (int i = 0; i < map->u.affine.n; i++) {
    Expr *e = map->u.affine.exprs[i];
    if (e->kind != AFFINE_DIM || e->value != i)
      return false;
  }
  return true;
}

/* =============================== evaluation ============================= */

bool ir_affine_eval(const IrAffineExpr *e, const int64_t *dims, const int64_t *syms,
                    int64_t *out) {
  int64_t l, r;
  switch (e->kind) {
  case AFFINE_CONST: *out = e->value; return true;
  case AFFINE_DIM: *out = dims[e->value]; return true;
  case AFFINE_SYM: *out = syms[e->value]; return true;
  default: break;
  }
  if (!ir_affine_eval(e->lhs, dims, syms, &l) || !ir_affine_eval(e->rhs, dims, syms, &r))
    return false;
  switch (e->kind) {
  case AFFINE_ADD: *out = wrap_add(l, r); return true;
  case AFFINE_MUL: *out = wrap_mul(l, r); return true;
  case AFFINE_MOD:
    if (r < 1)
      return false;
    *out = ir_mod(l, r);
    return true;
  case AFFINE_FLOORDIV:
  case AFFINE_CEILDIV:
    if (r == 0 || (l == INT64_MIN && r == -1))
      return false;
    *out = e->kind == AFFINE_FLOORDIV ? ir_floordiv(l, r) : ir_ceildiv(l, r);
    return true;
  default: return false;
  }
}

bool ir_affine_map_eval(const IrAttr *map, const int64_t *dims, const int64_t *syms,
                        int64_t *results) {
  for (int i = 0; i < map->u.affine.n; i++)
    if (!ir_affine_eval(map->u.affine.exprs[i], dims, syms, &results[i]))
      return false;
  return true;
}

bool ir_integer_set_eval(const IrAttr *set, const int64_t *dims, const int64_t *syms, bool *in) {
  bool all = true;
  for (int i = 0; i < set->u.affine.n; i++) {
    int64_t v;
    if (!ir_affine_eval(set->u.affine.exprs[i], dims, syms, &v))
      return false;
    all = all && (set->u.affine.eqs[i] ? v == 0 : v >= 0);
  }
  *in = all;
  return true;
}

const IrAffineExpr *ir_affine_replace(IrContext *ctx, const IrAffineExpr *e,
                                      const IrAffineExpr *const *dims,
                                      const IrAffineExpr *const *syms) {
  switch (e->kind) {
  case AFFINE_CONST: return e;
  case AFFINE_DIM: return dims[e->value];
  case AFFINE_SYM: return syms[e->value];
  default: break;
  }
  Expr *l = ir_affine_replace(ctx, e->lhs, dims, syms);
  Expr *r = l ? ir_affine_replace(ctx, e->rhs, dims, syms) : NULL;
  if (!r)
    return NULL;
  if (l == e->lhs && r == e->rhs)
    return e;
  if (e->kind == AFFINE_MUL ? !l->symbolic && !r->symbolic : e->kind != AFFINE_ADD && !r->symbolic)
    return NULL;
  return ir_affine_binary(ctx, e->kind, l, r);
}

/* Adds c times e's coefficients into coef (dims, then symbols, then the
 * constant last); false when e is not linear. Wrapping as index does. */
static bool linear_coefs(Expr *e, uint64_t c, uint64_t *coef, int ndims, int nsyms) {
  switch (e->kind) {
  case AFFINE_CONST: coef[ndims + nsyms] += c * (uint64_t)e->value; return true;
  case AFFINE_DIM: coef[e->value] += c; return e->value < ndims;
  case AFFINE_SYM: coef[ndims + e->value] += c; return e->value < nsyms;
  case AFFINE_ADD:
    return linear_coefs(e->lhs, c, coef, ndims, nsyms) &&
           linear_coefs(e->rhs, c, coef, ndims, nsyms);
  case AFFINE_MUL:
    if (e->rhs->kind == AFFINE_CONST)
      return linear_coefs(e->lhs, c * (uint64_t)e->rhs->value, coef, ndims, nsyms);
    if (e->lhs->kind == AFFINE_CONST)
      return linear_coefs(e->rhs, c * (uint64_t)e->lhs->value, coef, ndims, nsyms);
    return false;
  default: return false;
  }
}

bool ir_affine_linear_coefs(const IrAffineExpr *e, int ndims, int nsyms, int64_t *coef) {
  return linear_coefs(e, 1, (uint64_t *)coef, ndims, nsyms);
}

const IrAffineExpr *ir_affine_simplify_linear(IrContext *ctx, const IrAffineExpr *e, int ndims,
                                              int nsyms) {
  int n = ndims + nsyms;
  uint64_t small[17];
  uint64_t *coef = n + 1 <= 17 ? small : xcalloc((size_t)n + 1, sizeof *coef);
  memset(coef, 0, sizeof *coef * (size_t)(n + 1));
  Expr *r = e;
  if (linear_coefs(e, 1, coef, ndims, nsyms)) {
    Expr *acc = NULL;
    for (int i = 0; i < n; i++) {
      if (!coef[i])
        continue;
      Expr *v = i < ndims ? ir_affine_dim(ctx, (unsigned)i) : ir_affine_sym(ctx, (unsigned)(i - ndims));
      Expr *t = coef[i] == 1 ? v : ir_affine_mul(ctx, v, ir_affine_const(ctx, (int64_t)coef[i]));
      acc = acc ? ir_affine_add(ctx, acc, t) : t;
    }
    Expr *c = ir_affine_const(ctx, (int64_t)coef[n]);
    r = !acc ? c : coef[n] ? ir_affine_add(ctx, acc, c) : acc;
  }
  if (coef != small)
    free(coef);
  return r;
}

/* ======================= simplifyAffineExpr (flattening) ================= */

/* MLIR's SimpleAffineExprFlattener: each subexpression as a row of
 * coefficients over the dims, the symbols, the constant and the local
 * variables, one local per floordiv, ceildiv or mod by a constant that does
 * not cancel and per semi-affine product, division or mod (MLIR's layout
 * puts the constant last; here it sits before the locals so that a new
 * local only widens the rows). Rows live on a stack as the post-order walk
 * leaves them; the locals' expressions are found by pointer in a hash map
 * (MLIR scans its list). */
typedef struct Flat {
  IrContext *ctx;
  int nd, ns, nloc, cap; /* cap: columns allocated per row */
  Expr **locals;
  HashMap ids; /* local expression -> index + 1 */
  int64_t **rows;
  int nrows, rows_cap;
} Flat;

static int fl_const(const Flat *f) { return f->nd + f->ns; }
static int fl_local(const Flat *f, int k) { return f->nd + f->ns + 1 + k; }
static int fl_width(const Flat *f) { return f->nd + f->ns + 1 + f->nloc; }

static int64_t *fl_push(Flat *f) {
  if (f->nrows == f->rows_cap) {
    f->rows_cap = f->rows_cap * 2 + 8;
    f->rows = xrealloc(f->rows, sizeof *f->rows * (size_t)f->rows_cap);
  }
  int64_t *r = xcalloc((size_t)f->cap, sizeof *r);
  f->rows[f->nrows++] = r;
  return r;
}

static int64_t *fl_copy(const Flat *f, const int64_t *row) {
  int64_t *r = xmalloc(sizeof *r * (size_t)f->cap);
  memcpy(r, row, sizeof *r * (size_t)f->cap);
  return r;
}

/* A new local for e (no row has a non-zero entry in its column yet). */
static int fl_add_local(Flat *f, Expr *e) {
  if (fl_width(f) == f->cap) {
    int cap = f->cap * 2;
    for (int i = 0; i < f->nrows; i++) {
      f->rows[i] = xrealloc(f->rows[i], sizeof **f->rows * (size_t)cap);
      memset(f->rows[i] + f->cap, 0, sizeof **f->rows * (size_t)(cap - f->cap));
    }
    f->cap = cap;
  }
  f->locals = xrealloc(f->locals, sizeof *f->locals * (size_t)(f->nloc + 1));
  f->locals[f->nloc] = e;
  hashmap_put(&f->ids, (uint64_t)(uintptr_t)e, (void *)(uintptr_t)(f->nloc + 1));
  return f->nloc++;
}

static int fl_find_local(const Flat *f, Expr *e) {
  return (int)(uintptr_t)hashmap_get(&f->ids, (uint64_t)(uintptr_t)e) - 1;
}

/* MLIR's getAffineExprFromFlatForm: dims and symbols, then the locals,
 * then the constant, each added to 0 in turn. */
static Expr *fl_expr(const Flat *f, const int64_t *row) {
  IrContext *ctx = f->ctx;
  Expr *e = cst(ctx, 0);
  for (int j = 0; j < f->nd + f->ns; j++)
    if (row[j]) {
      Expr *id = j < f->nd ? ir_affine_dim(ctx, (unsigned)j)
                           : ir_affine_sym(ctx, (unsigned)(j - f->nd));
      e = ir_affine_add(ctx, e, ir_affine_mul(ctx, id, cst(ctx, row[j])));
    }
  for (int k = 0; k < f->nloc; k++)
    if (row[fl_local(f, k)])
      e = ir_affine_add(ctx, e, ir_affine_mul(ctx, f->locals[k], cst(ctx, row[fl_local(f, k)])));
  if (row[fl_const(f)])
    e = ir_affine_add(ctx, e, cst(ctx, row[fl_const(f)]));
  return e;
}

/* MLIR's addLocalVariableSemiAffine: row becomes the local of e. */
static void fl_semi_local(Flat *f, int64_t *row, Expr *e) {
  int k = fl_find_local(f, e);
  if (k < 0)
    k = fl_add_local(f, e); /* may move the rows: row is looked up again */
  row = f->rows[f->nrows - 1];
  memset(row, 0, sizeof *row * (size_t)f->cap);
  row[fl_local(f, k)] = 1;
}

/* The gcd of c (> 0) and the magnitudes of the row's entries. */
static uint64_t fl_gcd(const Flat *f, const int64_t *row, int64_t c) {
  uint64_t g = (uint64_t)c;
  for (int i = 0; i < fl_width(f); i++)
    g = ir_gcd_u64(g, magnitude(row[i]));
  return g;
}

/* The visit of a binary expression whose operands' rows are on the stack
 * (SimpleAffineExprFlattener::visit*Expr); false where MLIR fails (a
 * division or mod by a constant below 1). */
static bool fl_visit(Flat *f, Expr *e) {
  IrContext *ctx = f->ctx;
  int64_t *rhs = f->rows[--f->nrows];
  int64_t *lhs = f->rows[f->nrows - 1];
  int w = fl_width(f);
  bool ok = true;
  if (e->kind == AFFINE_ADD) {
    for (int i = 0; i < w; i++)
      lhs[i] = wrap_add(lhs[i], rhs[i]);
  } else if (e->rhs->kind != AFFINE_CONST) {
    /* Semi-affine: a local for the operation on the operands' forms. */
    Expr *a = fl_expr(f, lhs), *b = fl_expr(f, rhs);
    fl_semi_local(f, lhs, ir_affine_binary(ctx, e->kind, a, b));
  } else if (e->kind == AFFINE_MUL) {
    int64_t c = rhs[fl_const(f)];
    for (int i = 0; i < w; i++)
      lhs[i] = wrap_mul(lhs[i], c);
  } else {
    int64_t c = rhs[fl_const(f)];
    if (c <= 0) {
      ok = false;
    } else if (e->kind == AFFINE_MOD) {
      /* e mod c = e - c * (e floordiv c), the quotient a local unless e is
       * a multiple of c. */
      bool multiple = true;
      for (int i = 0; i < w && multiple; i++)
        multiple = lhs[i] % c == 0;
      if (multiple) {
        memset(lhs, 0, sizeof *lhs * (size_t)f->cap);
      } else {
        uint64_t g = fl_gcd(f, lhs, c);
        int64_t *dividend = fl_copy(f, lhs);
        for (int i = 0; i < w; i++)
          dividend[i] /= (int64_t)g;
        Expr *q = ir_affine_floordiv(ctx, fl_expr(f, dividend), cst(ctx, c / (int64_t)g));
        free(dividend);
        int k = fl_find_local(f, q);
        if (k < 0) {
          k = fl_add_local(f, q);
          lhs = f->rows[f->nrows - 1];
          lhs[fl_local(f, k)] = -c;
        } else {
          lhs[fl_local(f, k)] = wrap_add(lhs[fl_local(f, k)], wrap_neg(c));
        }
      }
    } else {
      /* The gcd of the dividend and c divided out; the quotient a local
       * unless the divisor becomes 1. */
      uint64_t g = fl_gcd(f, lhs, c);
      for (int i = 0; i < w; i++)
        lhs[i] /= (int64_t)g;
      int64_t d = c / (int64_t)g;
      if (d != 1) {
        Expr *a = fl_expr(f, lhs);
        Expr *q = e->kind == AFFINE_FLOORDIV ? ir_affine_floordiv(ctx, a, cst(ctx, d))
                                              : ir_affine_ceildiv(ctx, a, cst(ctx, d));
        fl_semi_local(f, lhs, q);
      }
    }
  }
  free(rhs);
  return ok;
}

/* The post-order walk: e's row pushed; false on failure. */
static bool fl_walk(Flat *f, Expr *e) {
  switch (e->kind) {
  case AFFINE_CONST: fl_push(f)[fl_const(f)] = e->value; return true;
  case AFFINE_DIM:
    if (e->value >= f->nd)
      return false;
    fl_push(f)[e->value] = 1;
    return true;
  case AFFINE_SYM:
    if (e->value >= f->ns)
      return false;
    fl_push(f)[f->nd + e->value] = 1;
    return true;
  default: return fl_walk(f, e->lhs) && fl_walk(f, e->rhs) && fl_visit(f, e);
  }
}

static void fl_init(Flat *f, IrContext *ctx, int nd, int ns) {
  memset(f, 0, sizeof *f);
  f->ctx = ctx;
  f->nd = nd;
  f->ns = ns;
  f->cap = nd + ns + 1 + 4;
  hashmap_init(&f->ids);
}

static void fl_free(Flat *f) {
  for (int i = 0; i < f->nrows; i++)
    free(f->rows[i]);
  free(f->rows);
  free(f->locals);
  hashmap_free(&f->ids);
}

/* A term of getSemiAffineExprFromFlatForm with its sort key. */
typedef struct SemiTerm {
  unsigned a;
  int b;
  int order; /* insertion order: ties (see below) keep it */
  int64_t coef;
  Expr *e;
} SemiTerm;

static int semi_term_cmp(const void *x, const void *y) {
  const SemiTerm *p = x, *q = y;
  if (p->a != q->a)
    return p->a < q->a ? -1 : 1;
  if (p->b != q->b)
    return p->b < q->b ? -1 : 1;
  return p->order < q->order ? -1 : p->order > q->order;
}

/* MLIR's getSemiAffineExprFromFlatForm: the terms sorted by the position
 * of the dim or symbol they start with, so that d0, d0 * s0, s0, d1 * s1,
 * s1 come in that order (a dim before the products and divisions of that
 * dim by a constant, those before its products by symbols, symbols after);
 * locals of another shape follow in their order, then the constant. Two
 * locals of one dim by one symbol (d0 * s0 and d0 floordiv s0) have the same
 * key: mlir-opt 22 then adds the first one twice, which changes the value
 * (docs/mlir-compat.md); here both are kept, in their order. */
static Expr *fl_semi_expr(const Flat *f, const int64_t *row) {
  IrContext *ctx = f->ctx;
  SemiTerm *t = xcalloc((size_t)fl_width(f), sizeof *t);
  bool *added = xcalloc((size_t)f->nloc + 1, sizeof *added);
  int n = 0;
  unsigned mx = (unsigned)(f->nd > f->ns ? f->nd : f->ns), off_sym = 0;
  int off_dim = -1;
  for (int j = 0; j < f->ns; j++)
    if (row[f->nd + j]) {
      t[n] = (SemiTerm){(unsigned)j, (int)(mx + off_sym++), n, row[f->nd + j],
                        ir_affine_sym(ctx, (unsigned)j)};
      n++;
    }
  for (int k = 0; k < f->nloc; k++) {
    Expr *e = f->locals[k];
    int64_t c = row[fl_local(f, k)];
    if (!c || !ir_affine_is_binary(e))
      continue;
    Expr *l = e->lhs, *r = e->rhs;
    bool leaf_l = l->kind == AFFINE_DIM || l->kind == AFFINE_SYM;
    if (!leaf_l || !(r->kind == AFFINE_DIM || r->kind == AFFINE_SYM || r->kind == AFFINE_CONST))
      continue;
    int b;
    if (r->kind == AFFINE_CONST)
      b = l->kind == AFFINE_DIM ? off_dim-- : (int)(mx + off_sym++);
    else
      b = l->kind == AFFINE_DIM ? (int)r->value : (int)(mx + off_sym++);
    t[n] = (SemiTerm){(unsigned)l->value, b, n, c, e};
    n++;
    added[k] = true;
  }
  for (int j = 0; j < f->nd; j++)
    if (row[j]) {
      t[n] = (SemiTerm){(unsigned)j, off_dim--, n, row[j], ir_affine_dim(ctx, (unsigned)j)};
      n++;
    }
  qsort(t, (size_t)n, sizeof *t, semi_term_cmp);
  Expr *e = cst(ctx, 0);
  for (int i = 0; i < n; i++)
    e = ir_affine_add(ctx, e, ir_affine_mul(ctx, t[i].e, cst(ctx, t[i].coef)));
  for (int k = 0; k < f->nloc; k++)
    if (row[fl_local(f, k)] && !added[k])
      e = ir_affine_add(ctx, e, ir_affine_mul(ctx, f->locals[k], cst(ctx, row[fl_local(f, k)])));
  if (row[fl_const(f)])
    e = ir_affine_add(ctx, e, cst(ctx, row[fl_const(f)]));
  free(t);
  free(added);
  return e;
}

/* MLIR's isDivisibleBySymbol: whether e is a multiple of symbol pos for a
 * division or mod of kind op. A factor of a product is asked as one of
 * kind AFFINE_MUL, which no floordiv or ceildiv matches: `(x ceildiv c) *
 * k` is no multiple of s when x is (s0 = 2: `((s0 * 2) ceildiv 4) * 5` is 5),
 * and dividing it out as one took `(((s0 * 2) ceildiv 4) * 5 + s0 * 42)
 * ceildiv s0` to 47 (mlir-opt 22 keeps it; s0 = 2 gives 45). */
static bool divisible_by_sym(Expr *e, int64_t pos, IrAffineKind op) {
  switch (e->kind) {
  case AFFINE_CONST: return e->value == 0;
  case AFFINE_DIM: return false;
  case AFFINE_SYM: return e->value == pos;
  case AFFINE_ADD: return divisible_by_sym(e->lhs, pos, op) && divisible_by_sym(e->rhs, pos, op);
  case AFFINE_MOD:
    return divisible_by_sym(e->lhs, pos, AFFINE_MOD) && divisible_by_sym(e->rhs, pos, AFFINE_MOD);
  case AFFINE_MUL:
    return divisible_by_sym(e->lhs, pos, AFFINE_MUL) || divisible_by_sym(e->rhs, pos, AFFINE_MUL);
  default: return op == e->kind && divisible_by_sym(e->lhs, pos, e->kind);
  }
}

/* MLIR's symbolicDivide: e divided by symbol pos; NULL where it does not
 * divide (MLIR then builds from a null expression; callers check first). */
static Expr *sym_divide(IrContext *ctx, Expr *e, int64_t pos, IrAffineKind op) {
  Expr *l, *r;
  switch (e->kind) {
  case AFFINE_CONST: return e->value != 0 ? NULL : cst(ctx, 0);
  case AFFINE_DIM: return NULL;
  case AFFINE_SYM: return cst(ctx, 1);
  case AFFINE_ADD:
    l = sym_divide(ctx, e->lhs, pos, op);
    r = l ? sym_divide(ctx, e->rhs, pos, op) : NULL;
    return r ? ir_affine_add(ctx, l, r) : NULL;
  case AFFINE_MOD:
    l = sym_divide(ctx, e->lhs, pos, AFFINE_MOD);
    r = l ? sym_divide(ctx, e->rhs, pos, AFFINE_MOD) : NULL;
    return r ? ir_affine_mod(ctx, l, r) : NULL;
  case AFFINE_MUL:
    if (!divisible_by_sym(e->lhs, pos, AFFINE_MUL)) {
      r = sym_divide(ctx, e->rhs, pos, op);
      return r ? ir_affine_mul(ctx, e->lhs, r) : NULL;
    }
    l = sym_divide(ctx, e->lhs, pos, op);
    return l ? ir_affine_mul(ctx, l, e->rhs) : NULL;
  default:
    l = sym_divide(ctx, e->lhs, pos, e->kind);
    return l ? ir_affine_binary(ctx, e->kind, l, e->rhs) : NULL;
  }
}

/* The summands of a tree of additions, left to right (a malloc'd vector). */
typedef struct Terms {
  Expr **v;
  size_t len, cap;
} Terms;

static void summands(Expr *e, Terms *out) {
  if (e->kind == AFFINE_ADD) {
    summands(e->lhs, out);
    summands(e->rhs, out);
    return;
  }
  if (out->len == out->cap) {
    out->cap = out->cap * 2 + 4;
    out->v = xrealloc(out->v, sizeof *out->v * out->cap);
  }
  out->v[out->len++] = e;
}

/* MLIR's isModOfModSubtraction: lhs has a summand -(x mod rhs) whose other
 * summands add up to x, so lhs is a multiple of rhs (ub - ub mod step). */
static bool mod_of_mod_sub(IrContext *ctx, Expr *lhs, Expr *rhs, int nd, int ns) {
  Terms terms = {0};
  summands(lhs, &terms);
  bool found = false;
  for (size_t i = 0; i < terms.len && !found; i++) {
    Expr *t = terms.v[i], *x = NULL;
    if (t->kind == AFFINE_MUL && ir_affine_is_const(t->lhs, -1))
      x = t->rhs;
    else if (t->kind == AFFINE_MUL && ir_affine_is_const(t->rhs, -1))
      x = t->lhs;
    if (!x || x->kind != AFFINE_MOD || x->rhs != rhs)
      continue;
    Expr *diff = cst(ctx, 0);
    for (size_t j = 0; j < terms.len; j++)
      if (j != i)
        diff = ir_affine_add(ctx, diff, terms.v[j]);
    diff = ir_affine_simplify(ctx, ir_affine_sub(ctx, diff, x->lhs), nd, ns);
    found = ir_affine_is_const(diff, 0);
  }
  free(terms.v);
  return found;
}

/* MLIR's simplifySemiAffine: a division or mod by a symbol that divides
 * the dividend is divided out (a mod is 0), and the mod of a multiple of
 * its divisor written as ub - ub mod step is 0. */
static Expr *simplify_semi(IrContext *ctx, Expr *e, int nd, int ns) {
  if (!ir_affine_is_binary(e))
    return e;
  Expr *l = simplify_semi(ctx, e->lhs, nd, ns), *r = simplify_semi(ctx, e->rhs, nd, ns);
  if (e->kind == AFFINE_ADD || e->kind == AFFINE_MUL)
    return ir_affine_binary(ctx, e->kind, l, r);
  /* MLIR applies this to floordiv and ceildiv too, where it is wrong:
   * mlir-opt 22 takes (s0 - s0 mod s1) floordiv s1 to 0. */
  if (e->kind == AFFINE_MOD && mod_of_mod_sub(ctx, l, r, nd, ns))
    return cst(ctx, 0);
  if (r->kind != AFFINE_SYM || !divisible_by_sym(e->lhs, r->value, e->kind))
    return ir_affine_binary(ctx, e->kind, l, r);
  if (e->kind == AFFINE_MOD)
    return cst(ctx, 0);
  Expr *q = sym_divide(ctx, l, r->value, e->kind);
  return q ? q : ir_affine_binary(ctx, e->kind, l, r);
}

bool ir_affine_flat_coefs(IrContext *ctx, const IrAffineExpr *e, int ndims, int nsyms,
                          int64_t *coef) {
  Flat f;
  fl_init(&f, ctx, ndims, nsyms);
  bool ok = fl_walk(&f, e) && f.nloc == 0;
  if (ok)
    memcpy(coef, f.rows[f.nrows - 1], sizeof *coef * (size_t)(ndims + nsyms + 1));
  fl_free(&f);
  return ok;
}

static Expr *simplify_once(IrContext *ctx, Expr *e, int ndims, int nsyms) {
  if (!ir_affine_is_pure(e))
    e = simplify_semi(ctx, e, ndims, nsyms);
  Flat f;
  fl_init(&f, ctx, ndims, nsyms);
  Expr *r = e;
  if (fl_walk(&f, e)) {
    const int64_t *row = f.rows[f.nrows - 1];
    if (ir_affine_is_pure(e))
      r = fl_expr(&f, row);
    else if (fl_expr(&f, row) != e)
      r = fl_semi_expr(&f, row);
  }
  fl_free(&f);
  return r;
}

/* A semi-affine sum with two locals of one dim divided by constants (d1
 * floordiv 2 and d1 floordiv 3) comes back with their order swapped each
 * time it is simplified, because getSemiAffineExprFromFlatForm ranks them
 * by the order it meets them: mlir-opt 22 then rewrites the map forever.
 * Such a cycle of two stops here: a member of it is kept as it is, anything
 * else becomes the first member. */
const IrAffineExpr *ir_affine_simplify(IrContext *ctx, const IrAffineExpr *e, int ndims,
                                       int nsyms) {
  Expr *r1 = simplify_once(ctx, e, ndims, nsyms);
  if (ir_affine_is_pure(r1))
    return r1;
  Expr *r2 = simplify_once(ctx, r1, ndims, nsyms);
  if (r2 == r1 || simplify_once(ctx, r2, ndims, nsyms) != r1)
    return r1;
  return e == r2 ? r2 : r1;
}

/* ================================ printing ============================== */

typedef struct W {
  IrAffineWriteFn write;
  void *sink;
  IrAffineLeafFn leaf; /* NULL: dims and symbols print as d0, s0 */
} W;

static void wr(W *w, const char *s) { w->write(w->sink, s, strlen(s)); }
static void wr_i64(W *w, int64_t v) {
  char b[24];
  snprintf(b, sizeof b, "%" PRId64, v);
  wr(w, b);
}
static void wr_pos(W *w, char c, int64_t pos) {
  char b[24];
  snprintf(b, sizeof b, "%c%" PRId64, c, pos);
  wr(w, b);
}

/* MLIR's printAffineExprInternal: strong = the enclosing operator binds
 * tighter than + (the operand of *, floordiv, ceildiv, mod). */
static void print_expr(W *w, Expr *e, bool strong) {
  static const char *const spell[] = {" + ", " * ", " mod ", " floordiv ", " ceildiv "};
  switch (e->kind) {
  case AFFINE_SYM:
    if (w->leaf)
      w->leaf(w->sink, true, (int)e->value);
    else
      wr_pos(w, 's', e->value);
    return;
  case AFFINE_DIM:
    if (w->leaf)
      w->leaf(w->sink, false, (int)e->value);
    else
      wr_pos(w, 'd', e->value);
    return;
  case AFFINE_CONST: wr_i64(w, e->value); return;
  default: break;
  }
  Expr *lhs = e->lhs, *rhs = e->rhs;
  if (strong)
    wr(w, "(");
  if (e->kind != AFFINE_ADD) {
    if (e->kind == AFFINE_MUL && ir_affine_is_const(rhs, -1)) {
      wr(w, "-"); /* e * -1 prints as -e */
      print_expr(w, lhs, true);
    } else {
      print_expr(w, lhs, true);
      wr(w, spell[e->kind]);
      print_expr(w, rhs, true);
    }
  } else if (rhs->kind == AFFINE_MUL && rhs->rhs->kind == AFFINE_CONST && rhs->rhs->value < 0) {
    /* a + b * -1 prints as a - b; a + b * -c as a - b * c */
    print_expr(w, lhs, false);
    wr(w, " - ");
    if (rhs->rhs->value == -1) {
      print_expr(w, rhs->lhs, rhs->lhs->kind == AFFINE_ADD);
    } else {
      print_expr(w, rhs->lhs, true);
      wr(w, " * ");
      wr_i64(w, wrap_neg(rhs->rhs->value));
    }
  } else if (rhs->kind == AFFINE_CONST && rhs->value < 0) {
    print_expr(w, lhs, false);
    wr(w, " - ");
    wr_i64(w, wrap_neg(rhs->value));
  } else {
    print_expr(w, lhs, false);
    wr(w, " + ");
    print_expr(w, rhs, false);
  }
  if (strong)
    wr(w, ")");
}

void ir_affine_expr_write(const IrAffineExpr *e, IrAffineWriteFn write, void *sink) {
  W w = {write, sink, NULL};
  print_expr(&w, e, false);
}

void ir_affine_expr_write_leaves(const IrAffineExpr *e, IrAffineWriteFn write,
                                 IrAffineLeafFn leaf, void *sink) {
  W w = {write, sink, leaf};
  print_expr(&w, e, false);
}

void ir_affine_attr_write(const IrAttr *a, IrAffineWriteFn write, void *sink) {
  W w = {write, sink, NULL};
  bool set = a->kind == ATTR_INTEGER_SET;
  wr(&w, set ? "affine_set<(" : "affine_map<(");
  for (int i = 0; i < a->u.affine.ndims; i++) {
    if (i)
      wr(&w, ", ");
    wr_pos(&w, 'd', i);
  }
  wr(&w, ")");
  if (a->u.affine.nsyms) {
    wr(&w, "[");
    for (int i = 0; i < a->u.affine.nsyms; i++) {
      if (i)
        wr(&w, ", ");
      wr_pos(&w, 's', i);
    }
    wr(&w, "]");
  }
  wr(&w, set ? " : (" : " -> (");
  for (int i = 0; i < a->u.affine.n; i++) {
    if (i)
      wr(&w, ", ");
    print_expr(&w, a->u.affine.exprs[i], false);
    if (set)
      wr(&w, a->u.affine.eqs[i] ? " == 0" : " >= 0");
  }
  wr(&w, ")>");
}

/* ================================== C =================================== */

static unsigned write_c(W *w, Expr *e, const char *const *dims, const char *const *syms) {
  switch (e->kind) {
  case AFFINE_DIM: wr(w, dims[e->value]); return 0;
  case AFFINE_SYM: wr(w, syms[e->value]); return 0;
  case AFFINE_CONST:
    /* INT64_MIN has no literal: -9223372036854775807 - 1. */
    if (e->value == INT64_MIN)
      wr(w, "(-INT64_C(9223372036854775807) - 1)");
    else {
      char b[40];
      snprintf(b, sizeof b, "INT64_C(%" PRId64 ")", e->value);
      wr(w, b);
    }
    return 0;
  default: break;
  }
  unsigned used = 0;
  const char *open, *mid;
  switch (e->kind) {
  case AFFINE_ADD: open = "(int64_t)((uint64_t)"; mid = " + (uint64_t)"; break;
  case AFFINE_MUL: open = "(int64_t)((uint64_t)"; mid = " * (uint64_t)"; break;
  case AFFINE_FLOORDIV: open = "loopc_floordivsi("; mid = ", "; used = IR_AFFINE_C_FLOORDIV; break;
  case AFFINE_CEILDIV: open = "loopc_ceildivsi("; mid = ", "; used = IR_AFFINE_C_CEILDIV; break;
  default: open = "loopc_mod("; mid = ", "; used = IR_AFFINE_C_MOD; break;
  }
  wr(w, open);
  used |= write_c(w, e->lhs, dims, syms);
  wr(w, mid);
  used |= write_c(w, e->rhs, dims, syms);
  wr(w, ")");
  return used;
}

unsigned ir_affine_expr_write_c(const IrAffineExpr *e, const char *const *dims,
                                const char *const *syms, IrAffineWriteFn write, void *sink) {
  W w = {write, sink, NULL};
  return write_c(&w, e, dims, syms);
}
