/* canon_affine.c: canonicalize's patterns for the affine dialect, after
 * MLIR's (AffineOps.cpp; docs/canonicalize.md names each): affine.apply of
 * a lone dim or symbol is its operand (AffineApplyOp::fold; constant
 * operands fold through the dialect's fold hook, affine_fold); the maps of
 * affine.load, affine.store, affine.apply, affine.min and affine.max take
 * in the affine.apply ops that compute their operands and are then
 * canonicalized with their operands (SimplifyAffineOp:
 * composeAffineMapAndOperands, canonicalizeMapAndOperands: dims that are
 * valid symbols become symbols, repeated operands merge, unused ones go,
 * constant symbols enter the map; simplifyAffineMap on linear results);
 * affine.min's and max's results are ordered by their flattened forms
 * (CanonicalizeAffineMinMaxOpExprAndTermOrder); affine.if's set is composed
 * the same way (AffineIfOp::fold); affine.for's bounds fold to constants
 * when their operands are constants and are composed and canonicalized
 * likewise (AffineForOp::fold), a loop that runs zero times gives its inits
 * (the same fold), and a loop whose body only yields gives what it yields
 * (AffineForEmptyLoopFolder). A loop with no results whose body writes
 * nothing is dead (its effects are its body's: ir/effects.c). MLIR's
 * canonicalize does not promote an affine.for that runs once, nor remove
 * one that runs zero times without results, and neither does this.
 * affine.min / max lose repeated results (DeduplicateAffineMinMaxExpressions),
 * and affine.parallel's bound maps are composed and canonicalized as a
 * for's are (canonicalizeLoopBounds). affine.if loses an else that only
 * yields (SimplifyDeadElse) and is replaced by a branch when its set is
 * MLIR's empty set or universe (AlwaysTrueOrFalseIf; mlir-opt 22 folds no
 * other constant set there). An affine.min / max of one result is an
 * affine.apply (CanonicalizeSingleResultAffineMinMaxOp), one of ()[s0] ->
 * (s0) its operand (foldMinMaxOp), and one takes in the results of the
 * min / max that computes a lone dim or symbol of it (MergeAffineMinMaxOp).
 * An affine.load from a constant memref.global folds to the element
 * (AffineLoadOp::fold), and affine.load and affine.store read their memref
 * through a memref.cast from a ranked memref (the same folds and
 * AffineStoreOp::fold: foldMemRefCast). An affine.apply of the results of a
 * delinearize_index times their strides, summed, is the delinearize's input
 * (mlir-opt 22's delin_apply_cancel cases). Composed maps are simplified by
 * flattening (ir_affine_simplify, MLIR's simplifyAffineExpr) and then by the
 * operands' ranges (simplifyMapWithOperands; affine.for's bounds also lose
 * min / max results that can never be chosen,
 * simplifyMinOrMaxExprWithOperands). */
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/checked.h"
#include "canonicalize.h"

/* A map (or a bound) with its operands: dims ops[0..nd), symbols
 * ops[nd..nd+ns); a NULL operand is one composition replaced. */
typedef struct AffMap {
  IrContext *ctx;
  int n, nd, ns;
  const IrAffineExpr **exprs;
  IrValue **ops;
} AffMap;

/* m from map and op's operands from first on. */
static void map_init(AffMap *m, IrContext *ctx, const IrAttr *map, const IrOp *op, int first) {
  m->ctx = ctx;
  m->n = map->u.affine.n;
  m->nd = map->u.affine.ndims;
  m->ns = map->u.affine.nsyms;
  m->exprs = CANON_NEW(const IrAffineExpr *, m->n);
  memcpy(m->exprs, map->u.affine.exprs, sizeof *m->exprs * (size_t)m->n);
  m->ops = CANON_NEW(IrValue *, m->nd + m->ns);
  for (int i = 0; i < m->nd + m->ns; i++)
    m->ops[i] = op->opnds[first + i].value;
}

static void map_free(AffMap *m) {
  free(m->exprs);
  free(m->ops);
}

/* Replaces each expression by its image under dims / syms; false (m
 * unchanged) when one would not be affine. */
static bool map_replace(AffMap *m, const IrAffineExpr *const *dims, const IrAffineExpr *const *syms) {
  const IrAffineExpr **out = CANON_NEW(const IrAffineExpr *, m->n);
  for (int k = 0; k < m->n; k++)
    if (!(out[k] = ir_affine_replace(m->ctx, m->exprs[k], dims, syms))) {
      free(out);
      return false;
    }
  free(m->exprs);
  m->exprs = out;
  return true;
}

static void mark_used(const IrAffineExpr *e, bool *dims, bool *syms) {
  if (e->kind == AFFINE_DIM)
    dims[e->value] = true;
  else if (e->kind == AFFINE_SYM)
    syms[e->value] = true;
  else if (ir_affine_is_binary(e)) {
    mark_used(e->lhs, dims, syms);
    mark_used(e->rhs, dims, syms);
  }
}

/* canonicalizeMapAndOperands: dims that are valid symbols become symbols
 * (after the others), then the used dims and symbols are renumbered with
 * repeated operands merged and constant symbols replaced by their value.
 * Operand counts are small (a map's inputs): merging compares pairwise. */
static bool canonicalize(AffMap *m) {
  int nd = m->nd, ns = m->ns;
  if (nd + ns == 0)
    return true;
  IrContext *ctx = m->ctx;
  const IrAffineExpr **dims = CANON_NEW(const IrAffineExpr *, nd);
  const IrAffineExpr **syms = CANON_NEW(const IrAffineExpr *, ns);
  IrValue **ops = CANON_NEW(IrValue *, nd + ns);
  int kd = 0, promoted = 0;
  for (int i = 0; i < nd; i++)
    if (affine_is_valid_symbol(m->ops[i]))
      dims[i] = ir_affine_sym(ctx, (unsigned)(ns + promoted++));
    else
      dims[i] = ir_affine_dim(ctx, (unsigned)kd++);
  for (int i = 0; i < ns; i++)
    syms[i] = ir_affine_sym(ctx, (unsigned)i);
  /* Operands in the new order: dims kept, symbols, promoted dims. */
  int k = 0;
  for (int i = 0; i < nd; i++)
    if (dims[i]->kind == AFFINE_DIM)
      ops[k++] = m->ops[i];
  for (int i = 0; i < ns; i++)
    ops[k++] = m->ops[nd + i];
  for (int i = 0; i < nd; i++)
    if (dims[i]->kind == AFFINE_SYM)
      ops[k++] = m->ops[i];
  bool ok = map_replace(m, dims, syms);
  free(dims);
  free(syms);
  if (!ok) {
    free(ops);
    return false;
  }
  nd = kd;
  ns = ns + promoted;
  bool *used_d = CANON_NEW(bool, nd), *used_s = CANON_NEW(bool, ns);
  for (int i = 0; i < m->n; i++)
    mark_used(m->exprs[i], used_d, used_s);
  dims = CANON_NEW(const IrAffineExpr *, nd);
  syms = CANON_NEW(const IrAffineExpr *, ns);
  IrValue **out = CANON_NEW(IrValue *, nd + ns);
  int od = 0, os = 0;
  for (int i = 0; i < nd; i++) {
    if (!used_d[i]) {
      dims[i] = ir_affine_const(ctx, 0);
      continue;
    }
    int j = 0;
    while (j < i && !(used_d[j] && ops[j] == ops[i]))
      j++;
    dims[i] = j < i ? dims[j] : ir_affine_dim(ctx, (unsigned)od);
    if (j == i)
      out[od++] = ops[i];
  }
  for (int i = 0; i < ns; i++) {
    IrValue *v = ops[nd + i];
    int64_t c;
    if (!used_s[i]) {
      syms[i] = ir_affine_const(ctx, 0);
      continue;
    }
    if (ir_value_const_int(v, &c)) {
      syms[i] = ir_affine_const(ctx, c);
      continue;
    }
    int j = 0;
    while (j < i && !(used_s[j] && ops[nd + j] == v && syms[j]->kind == AFFINE_SYM))
      j++;
    syms[i] = j < i ? syms[j] : ir_affine_sym(ctx, (unsigned)os);
    if (j == i)
      out[od + os++] = v;
  }
  ok = map_replace(m, dims, syms);
  if (ok) {
    free(m->ops);
    m->ops = out; /* the dims, then the symbols (all dims came first) */
    m->nd = od;
    m->ns = os;
  } else {
    free(out);
  }
  free(dims);
  free(syms);
  free(ops);
  free(used_d);
  free(used_s);
  return ok;
}

/* composeAffineMapAndOperands: every operand computed by an affine.apply
 * is replaced by the apply's expression over the apply's own operands
 * (canonicalized first), until none is left; then canonicalized. */
static bool compose(AffMap *m) {
  IrContext *ctx = m->ctx;
  for (;;) {
    int pos = -1;
    for (int i = 0; i < m->nd + m->ns && pos < 0; i++)
      if (m->ops[i] && m->ops[i]->def_op && ir_op_is(m->ops[i]->def_op, OP_AFFINE_APPLY))
        pos = i;
    if (pos < 0)
      break;
    IrOp *apply = m->ops[pos]->def_op;
    AffMap a;
    map_init(&a, ctx, affine_op_map(apply, "map"), apply, 0);
    bool ok = canonicalize(&a);
    const IrAffineExpr **dims = CANON_NEW(const IrAffineExpr *, m->nd);
    const IrAffineExpr **syms = CANON_NEW(const IrAffineExpr *, m->ns);
    for (int i = 0; i < m->nd; i++)
      dims[i] = ir_affine_dim(ctx, (unsigned)i);
    for (int i = 0; i < m->ns; i++)
      syms[i] = ir_affine_sym(ctx, (unsigned)i);
    /* The apply's dims and symbols go after m's. */
    const IrAffineExpr **sd = CANON_NEW(const IrAffineExpr *, a.nd);
    const IrAffineExpr **ss = CANON_NEW(const IrAffineExpr *, a.ns);
    for (int i = 0; i < a.nd; i++)
      sd[i] = ir_affine_dim(ctx, (unsigned)(m->nd + i));
    for (int i = 0; i < a.ns; i++)
      ss[i] = ir_affine_sym(ctx, (unsigned)(m->ns + i));
    const IrAffineExpr *repl = ok ? ir_affine_replace(ctx, a.exprs[0], sd, ss) : NULL;
    if (repl) {
      if (pos < m->nd)
        dims[pos] = repl;
      else
        syms[pos - m->nd] = repl;
      ok = map_replace(m, dims, syms);
    }
    free(sd);
    free(ss);
    free(dims);
    free(syms);
    if (!repl || !ok) {
      map_free(&a);
      return false;
    }
    /* New operand list: m's dims, a's dims, m's symbols, a's symbols. */
    IrValue **ops = CANON_NEW(IrValue *, m->nd + a.nd + m->ns + a.ns);
    int k = 0;
    for (int i = 0; i < m->nd; i++)
      ops[k++] = i == pos ? NULL : m->ops[i];
    for (int i = 0; i < a.nd; i++)
      ops[k++] = a.ops[i];
    for (int i = 0; i < m->ns; i++)
      ops[k++] = m->nd + i == pos ? NULL : m->ops[m->nd + i];
    for (int i = 0; i < a.ns; i++)
      ops[k++] = a.ops[a.nd + i];
    free(m->ops);
    m->ops = ops;
    m->nd += a.nd;
    m->ns += a.ns;
    map_free(&a);
  }
  /* The replaced operands are unused now: drop them. */
  int nd = 0, ns = 0;
  const IrAffineExpr **dims = CANON_NEW(const IrAffineExpr *, m->nd);
  const IrAffineExpr **syms = CANON_NEW(const IrAffineExpr *, m->ns);
  IrValue **ops = CANON_NEW(IrValue *, m->nd + m->ns);
  for (int i = 0; i < m->nd; i++)
    if (m->ops[i]) {
      dims[i] = ir_affine_dim(ctx, (unsigned)nd);
      ops[nd++] = m->ops[i];
    } else {
      dims[i] = ir_affine_const(ctx, 0);
    }
  for (int i = 0; i < m->ns; i++)
    if (m->ops[m->nd + i]) {
      syms[i] = ir_affine_sym(ctx, (unsigned)ns);
      ops[nd + ns++] = m->ops[m->nd + i];
    } else {
      syms[i] = ir_affine_const(ctx, 0);
    }
  bool ok = map_replace(m, dims, syms);
  free(dims);
  free(syms);
  if (!ok) {
    free(ops);
    return false;
  }
  free(m->ops);
  m->ops = ops;
  m->nd = nd;
  m->ns = ns;
  if (!canonicalize(m))
    return false;
  /* simplifyAffineMap */
  for (int k = 0; k < m->n; k++)
    m->exprs[k] = ir_affine_simplify(ctx, m->exprs[k], m->nd, m->ns);
  return true;
}

/* ================== bounds from the operands' ranges =================== */

/* A constant bound that may be unknown (MLIR's std::optional<int64_t>). */
typedef struct OptI {
  bool has;
  int64_t v;
} OptI;

static OptI opt(int64_t v) { return (OptI){true, v}; }
static const OptI NONE = {false, 0};

static int64_t wadd(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t wmul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }

/* getForInductionVarOwner: the affine.for whose induction variable v is. */
static IrOp *iv_owner(const IrValue *v) {
  if (!v || v->def_op || !v->owner_block || v->index != 0)
    return NULL;
  IrOp *op = ir_block_parent_op(v->owner_block);
  return op && ir_op_is(op, OP_AFFINE_FOR) ? op : NULL;
}

static OptI for_const_bound(const IrOp *op, const char *name) {
  IrAttr *m = affine_op_map(op, name);
  if (m->u.affine.n != 1 || m->u.affine.ndims + m->u.affine.nsyms ||
      m->u.affine.exprs[0]->kind != AFFINE_CONST)
    return NONE;
  return opt(m->u.affine.exprs[0]->value);
}

/* getLowerBound / getUpperBound of a value: an affine.for's constant
 * bounds (the upper one inclusive: the last value the loop takes). */
static OptI value_lb(const IrValue *v) {
  IrOp *f = iv_owner(v);
  return f ? for_const_bound(f, "lowerBoundMap") : NONE;
}

static OptI value_ub(const IrValue *v) {
  IrOp *f = iv_owner(v);
  if (!f)
    return NONE;
  OptI ub = for_const_bound(f, "upperBoundMap"), lb = for_const_bound(f, "lowerBoundMap");
  int64_t step = affine_for_step(f);
  if (!ub.has || step < 1)
    return ub.has ? opt(wadd(ub.v, -1)) : NONE;
  if (!lb.has)
    return opt(wadd(ub.v, -1));
  int64_t span = wadd(wadd(ub.v, -lb.v), -1);
  return opt(wadd(wadd(ub.v, -1), -(span % step)));
}

/* The operands' bounds, by operand. */
typedef struct Ranges {
  IrContext *ctx;
  int nd, ns;
  IrValue **ops;
  OptI *lb, *ub;
} Ranges;

static void ranges_init(Ranges *r, const AffMap *m) {
  r->ctx = m->ctx;
  r->nd = m->nd;
  r->ns = m->ns;
  r->ops = m->ops;
  r->lb = CANON_NEW(OptI, m->nd + m->ns);
  r->ub = CANON_NEW(OptI, m->nd + m->ns);
  for (int i = 0; i < m->nd + m->ns; i++) {
    r->lb[i] = value_lb(m->ops[i]);
    r->ub[i] = value_ub(m->ops[i]);
    /* The induction variable of a loop that never runs has no value: an
     * empty range would make every result of a min or max redundant (the
     * map then has none, which mlir-opt 22's --lower-affine produces and
     * then rejects). */
    if (r->lb[i].has && r->ub[i].has && r->lb[i].v > r->ub[i].v)
      r->lb[i] = r->ub[i] = NONE;
  }
}

static void ranges_free(Ranges *r) {
  free(r->lb);
  free(r->ub);
}

/* getBoundForAffineExpr: a constant (inclusive) bound on e from its
 * operands' bounds. One difference from mlir-opt 22: the lower bound of
 * `x mod c` is x's lower bound mod c only when x's whole range lies in one
 * interval [k*c, k*c + c) (MLIR compares the lower bound with itself, and
 * so takes `(d0 mod 4) floordiv 2` for d0 in [3, 11) to be 1). */
static OptI expr_bound(const Ranges *r, const IrAffineExpr *e, bool upper) {
  const IrAffineExpr *c = ir_affine_is_binary(e) ? e->rhs : NULL;
  bool cpos = c && c->kind == AFFINE_CONST && c->value >= 1;
  if (e->kind == AFFINE_FLOORDIV || e->kind == AFFINE_CEILDIV) {
    if (!cpos)
      return NONE;
    OptI b = expr_bound(r, e->lhs, upper);
    if (!b.has)
      return NONE;
    return opt(e->kind == AFFINE_FLOORDIV ? ir_floordiv(b.v, c->value) : ir_ceildiv(b.v, c->value));
  }
  if (e->kind == AFFINE_MOD && cpos) {
    OptI lo = expr_bound(r, e->lhs, false), hi = expr_bound(r, e->lhs, true);
    if (lo.has && hi.has && ir_floordiv(lo.v, c->value) == ir_floordiv(hi.v, c->value))
      return opt(ir_mod(upper ? hi.v : lo.v, c->value));
    return opt(upper ? c->value - 1 : 0);
  }
  int n = r->nd + r->ns;
  int64_t *coef = CANON_NEW(int64_t, n + 1);
  OptI res = NONE;
  if (ir_affine_flat_coefs(r->ctx, e, r->nd, r->ns, coef)) {
    int64_t b = 0;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
      if (!coef[i])
        continue;
      OptI o = (coef[i] > 0) == upper ? r->ub[i] : r->lb[i];
      ok = o.has;
      b = wadd(b, wmul(o.v, coef[i]));
    }
    if (ok)
      res = opt(wadd(b, coef[n]));
  }
  free(coef);
  return res;
}

/* getLowerBound / getUpperBound of an expression. */
static OptI expr_lb(const Ranges *r, const IrAffineExpr *e) {
  return e->kind == AFFINE_CONST ? opt(e->value) : expr_bound(r, e, false);
}
static OptI expr_ub(const Ranges *r, const IrAffineExpr *e) {
  return e->kind == AFFINE_CONST ? opt(e->value) : expr_bound(r, e, true);
}

/* getLargestKnownDivisor(e, operands): a dim that is an affine.for's
 * induction variable is a multiple of its step (and of its lower bound's
 * divisor). */
static int64_t divisor_with_ranges(const Ranges *r, const IrAffineExpr *e) {
  if (e->kind != AFFINE_DIM)
    return ir_affine_largest_known_divisor(e);
  IrOp *f = iv_owner(r->ops[e->value]);
  if (!f)
    return 1;
  int64_t step = affine_for_step(f);
  OptI lb = for_const_bound(f, "lowerBoundMap");
  if (lb.has && lb.v == 0)
    return step;
  IrAttr *m = affine_op_map(f, "lowerBoundMap");
  uint64_t g = m->u.affine.n ? 0 : UINT64_MAX;
  for (int k = 0; k < m->u.affine.n; k++)
    g = ir_gcd_u64((uint64_t)ir_affine_largest_known_divisor(m->u.affine.exprs[k]), g);
  return (int64_t)ir_gcd_u64(g, (uint64_t)step);
}

/* isNonNegativeBoundedBy: 0 <= e < k, for a constant or an affine.for's
 * induction variable with constant bounds in [0, k]. */
static bool bounded_by(const Ranges *r, const IrAffineExpr *e, int64_t k) {
  if (e->kind == AFFINE_CONST)
    return e->value >= 0 && e->value < k;
  if (e->kind != AFFINE_DIM)
    return false;
  IrOp *f = iv_owner(r->ops[e->value]);
  if (!f)
    return false;
  OptI lb = for_const_bound(f, "lowerBoundMap"), ub = for_const_bound(f, "upperBoundMap");
  return lb.has && lb.v >= 0 && ub.has && ub.v <= k;
}

/* simplifyExprAndOperands: floordiv, ceildiv and mod by a positive
 * constant whose dividend's range decides them, children first. */
static const IrAffineExpr *simplify_with_ranges(const Ranges *r, const IrAffineExpr *e) {
  if (!ir_affine_is_binary(e))
    return e;
  IrContext *ctx = r->ctx;
  e = ir_affine_binary(ctx, e->kind, simplify_with_ranges(r, e->lhs),
                       simplify_with_ranges(r, e->rhs));
  if (!ir_affine_is_binary(e) || e->kind == AFFINE_ADD || e->kind == AFFINE_MUL ||
      e->rhs->kind != AFFINE_CONST || e->rhs->value <= 0)
    return e;
  const IrAffineExpr *lhs = e->lhs;
  int64_t c = e->rhs->value;
  OptI lo = expr_lb(r, lhs), hi = expr_ub(r, lhs);
  if (lo.has && hi.has) {
    if (e->kind == AFFINE_FLOORDIV && ir_floordiv(lo.v, c) == ir_floordiv(hi.v, c))
      return ir_affine_const(ctx, ir_floordiv(lo.v, c));
    if (e->kind == AFFINE_CEILDIV && ir_ceildiv(lo.v, c) == ir_ceildiv(hi.v, c))
      return ir_affine_const(ctx, ir_ceildiv(lo.v, c));
    if (e->kind == AFFINE_MOD && lo.v >= 0 && lo.v < c && hi.v < c)
      return lhs;
  }
  /* isQTimesDPlusR: lhs = q + rem with q a multiple of d and 0 <= rem < d. */
  if (lhs->kind == AFFINE_ADD) {
    const IrAffineExpr *q = NULL, *rem = NULL;
    int64_t d = divisor_with_ranges(r, lhs->lhs);
    if (bounded_by(r, lhs->rhs, d)) {
      q = lhs->lhs;
      rem = lhs->rhs;
    } else if (d = divisor_with_ranges(r, lhs->rhs), bounded_by(r, lhs->lhs, d)) {
      q = lhs->rhs;
      rem = lhs->lhs;
    }
    if (q) {
      if (d != 0 && c % d == 0 && e->kind == AFFINE_FLOORDIV)
        return ir_affine_floordiv(ctx, q, e->rhs);
      if (d != 0 && d % c == 0 && e->kind == AFFINE_MOD)
        return ir_affine_mod(ctx, rem, e->rhs);
      return e;
    }
  }
  if ((e->kind == AFFINE_FLOORDIV && bounded_by(r, lhs, c)) ||
      (e->kind == AFFINE_MOD && divisor_with_ranges(r, lhs) % c == 0))
    return ir_affine_const(ctx, 0);
  return e;
}

/* simplifyMapWithOperands. */
static void simplify_map_ranges(AffMap *m) {
  Ranges r;
  ranges_init(&r, m);
  for (int k = 0; k < m->n; k++)
    m->exprs[k] = simplify_with_ranges(&r, m->exprs[k]);
  ranges_free(&r);
}

/* simplifyMinOrMaxExprWithOperands: the results of a min (max) bound that
 * can never be the smallest (largest) given the operands' ranges go, and
 * a result whose range is one value becomes that constant. */
static void simplify_min_max_ranges(AffMap *m, bool is_max) {
  if (m->nd + m->ns == 0)
    return;
  Ranges r;
  ranges_init(&r, m);
  OptI *lo = CANON_NEW(OptI, m->n), *hi = CANON_NEW(OptI, m->n);
  for (int i = 0; i < m->n; i++) {
    lo[i] = expr_lb(&r, m->exprs[i]);
    hi[i] = expr_ub(&r, m->exprs[i]);
  }
  int k = 0;
  for (int i = 0; i < m->n; i++) {
    const IrAffineExpr *e = m->exprs[i];
    if (lo[i].has && hi[i].has && lo[i].v == hi[i].v)
      e = ir_affine_const(m->ctx, lo[i].v);
    /* For a max: redundant when another result's lower bound is above this
     * one's upper bound (for a min the mirror image); of two equal constant
     * results the first stays. */
    OptI mine = is_max ? hi[i] : lo[i];
    bool redundant = false;
    for (int p = 0; p < m->n && mine.has && !redundant; p++) {
      OptI other = is_max ? lo[p] : hi[p];
      if (p == i || !other.has)
        continue;
      if (is_max ? other.v > mine.v : other.v < mine.v) {
        redundant = true;
        continue;
      }
      if (other.v != mine.v)
        continue;
      OptI other_far = is_max ? hi[p] : lo[p];
      bool keep = other_far.has && lo[i].has && hi[i].has && lo[i].v == hi[i].v &&
                  other.v == other_far.v && i < p;
      redundant = !keep;
    }
    if (!redundant)
      m->exprs[k++] = e;
  }
  if (k > 0) /* consistent ranges always leave one; never a bound of none */
    m->n = k;
  free(lo);
  free(hi);
  ranges_free(&r);
}

static IrAttr *map_attr(const AffMap *m) {
  return ir_attr_affine_map(m->ctx, m->nd, m->ns, m->n, m->exprs);
}

/* Whether the composed and canonicalized map differs from op's: its
 * attribute or its operands. */
static bool map_changed(const AffMap *m, const IrAttr *old, IrValue *const *old_ops) {
  if (map_attr(m) != old)
    return true;
  for (int i = 0; i < m->nd + m->ns; i++)
    if (m->ops[i] != old_ops[i])
      return true;
  return false;
}

/* SimplifyAffineOp for affine.load, affine.store and affine.apply: its map
 * operands start at first (after the stored value and the memref). */
static bool simplify_map_op(Canon *c, IrOp *op, int first) {
  IrAttr *old = affine_op_map(op, "map");
  AffMap m;
  map_init(&m, canon_ctx(c), old, op, first);
  IrValue **old_ops = CANON_NEW(IrValue *, op->nopnds);
  for (int i = 0; i < op->nopnds; i++)
    old_ops[i] = op->opnds[i].value;
  bool ok = compose(&m);
  if (ok)
    simplify_map_ranges(&m);
  bool changed = ok && map_changed(&m, old, old_ops + first);
  if (changed) {
    int n = first + m.nd + m.ns;
    IrValue **ops = CANON_NEW(IrValue *, n);
    memcpy(ops, old_ops, sizeof *ops * (size_t)first);
    memcpy(ops + first, m.ops, sizeof *ops * (size_t)(m.nd + m.ns));
    canon_set_operands(c, op, n, ops);
    ir_op_set_attr_ex(canon_ctx(c), op, "map", map_attr(&m), true);
    canon_modified(c, op);
    free(ops);
  }
  free(old_ops);
  map_free(&m);
  return changed;
}

/* AffineLoadOp::fold of a load from a constant memref.global: a splat's
 * value whatever the subscripts, else the element at constant subscripts
 * (left alone out of bounds). */
static bool load_const_global(Canon *c, IrOp *op) {
  IrOp *gg = canon_def(op->opnds[0].value, OP_GET_GLOBAL);
  IrOp *g = gg ? canon_global(c, gg) : NULL;
  IrAttr *init = g && ir_op_get_attr(g, "constant") ? ir_op_get_attr(g, "initial_value") : NULL;
  if (!init || init->kind != ATTR_DENSE)
    return false;
  IrContext *ctx = canon_ctx(c);
  IrType *et = op->results[0].type, *mt = op->opnds[0].value->type;
  const IrAttr *map = affine_op_map(op, "map");
  int64_t k = 0;
  if (!init->u.dense.splat) {
    if (mt->kind != TY_MEMREF || map->u.affine.n != mt->rank)
      return false;
    for (int i = 0; i < map->u.affine.n; i++) {
      const IrAffineExpr *e = map->u.affine.exprs[i];
      int64_t d = mt->dims[i];
      if (e->kind != AFFINE_CONST || d < 0 || e->value < 0 || e->value >= d)
        return false;
      k = k * d + e->value;
    }
  }
  IrAttr *v = ir_type_is_float(et)           ? ir_attr_float(ctx, et, ir_dense_get_f64(init, k))
              : ir_type_is_int_or_index(et) ? ir_attr_int(ctx, et, ir_dense_get_i64(init, k))
                                            : NULL;
  if (!v)
    return false;
  canon_replace_op1(c, op, canon_constant(c, op, v));
  return true;
}

/* AffineApplyOp::fold: a map that is one of its dims or symbols gives that
 * operand. */
static bool apply_forward(Canon *c, IrOp *op) {
  const IrAttr *m = affine_op_map(op, "map");
  const IrAffineExpr *e = m->u.affine.exprs[0];
  if (e->kind == AFFINE_DIM || e->kind == AFFINE_SYM) {
    int i = (int)e->value + (e->kind == AFFINE_SYM ? m->u.affine.ndims : 0);
    canon_replace_op1(c, op, op->opnds[i].value);
    return true;
  }
  return false;
}

/* The state of delin_cancel: the apply's operands (dims, then the inputs
 * of cancelled delinearizes as new dims, then the symbols). */
typedef struct DelinCancel {
  IrContext *ctx;
  int nd, ns, nnew;
  IrValue *const *ops; /* the apply's: nd dims then ns symbols */
  IrValue **added;     /* nnew new dims */
  bool changed;
} DelinCancel;

/* A term v or v * c of a sum: the operand's position (dims first) and c. */
static bool sum_term(const DelinCancel *d, const IrAffineExpr *t, int *pos, int64_t *coef) {
  *coef = 1;
  if (t->kind == AFFINE_MUL && t->rhs->kind == AFFINE_CONST) {
    *coef = t->rhs->value;
    t = t->lhs;
  }
  if (t->kind == AFFINE_DIM)
    *pos = (int)t->value;
  else if (t->kind == AFFINE_SYM)
    *pos = d->nd + (int)t->value;
  else
    return false;
  return true;
}

static const IrAffineExpr *delin_cancel_expr(DelinCancel *d, const IrAffineExpr *e);

/* One sum (a maximal chain of additions): each delinearize whose every
 * result appears as a term times its stride (the product of the sizes
 * after it) gives its input in place of those terms. */
static const IrAffineExpr *delin_cancel_sum(DelinCancel *d, const IrAffineExpr *e) {
  int n = 0, cap = 8;
  const IrAffineExpr **terms = CANON_NEW(const IrAffineExpr *, cap);
  const IrAffineExpr **stack = CANON_NEW(const IrAffineExpr *, cap);
  int sp = 0;
  stack[sp++] = e;
  while (sp > 0) { /* left to right */
    const IrAffineExpr *t = stack[--sp];
    if (t->kind == AFFINE_ADD) {
      if (sp + 2 > cap || n + 2 > cap) {
        cap *= 2;
        stack = xrealloc(stack, sizeof *stack * (size_t)cap);
        terms = xrealloc(terms, sizeof *terms * (size_t)cap);
      }
      stack[sp++] = t->rhs;
      stack[sp++] = t->lhs;
      continue;
    }
    if (n + 1 > cap) {
      cap *= 2;
      stack = xrealloc(stack, sizeof *stack * (size_t)cap);
      terms = xrealloc(terms, sizeof *terms * (size_t)cap);
    }
    terms[n++] = delin_cancel_expr(d, t);
  }
  bool *gone = CANON_NEW(bool, n);
  const IrAffineExpr **repl = CANON_NEW(const IrAffineExpr *, n);
  for (int k = 0; k < n; k++) {
    int pos;
    int64_t coef;
    if (gone[k] || repl[k] || !sum_term(d, terms[k], &pos, &coef))
      continue;
    IrOp *delin = canon_def(d->ops[pos], OP_AFFINE_DELINEARIZE_INDEX);
    if (!delin)
      continue;
    const IrAttr *b = ir_op_get_attr(delin, "static_basis");
    int nres = delin->nresults, nb = b->u.darray.n, off = nres - nb; /* 1 without outer bound */
    int *use = CANON_NEW(int, nres);
    bool ok = true;
    int64_t stride = 1;
    for (int i = nres - 1; i >= 0 && ok; i--) {
      int j = k;
      for (; j < n; j++) {
        int p;
        int64_t c;
        bool taken = gone[j] || repl[j];
        for (int q = i + 1; q < nres && !taken; q++)
          taken = use[q] == j;
        if (!taken && sum_term(d, terms[j], &p, &c) && d->ops[p] == &delin->results[i] &&
            c == stride)
          break;
      }
      ok = j < n;
      use[i] = j;
      if (ok && i > 0) {
        int64_t s = b->u.darray.vals[i - off];
        ok = s != INT64_MIN && ck_mul(stride, s, &stride);
      }
    }
    if (ok) {
      int first = n;
      for (int i = 0; i < nres; i++) {
        gone[use[i]] = true;
        first = use[i] < first ? use[i] : first;
      }
      gone[first] = false;
      d->added = xrealloc(d->added, sizeof *d->added * (size_t)(d->nnew + 1));
      d->added[d->nnew] = delin->opnds[0].value;
      repl[first] = ir_affine_dim(d->ctx, (unsigned)(d->nd + d->nnew++));
      d->changed = true;
    }
    free(use);
  }
  const IrAffineExpr *r = NULL;
  for (int k = 0; k < n; k++) {
    if (gone[k])
      continue;
    const IrAffineExpr *t = repl[k] ? repl[k] : terms[k];
    r = r ? ir_affine_add(d->ctx, r, t) : t;
  }
  free(terms);
  free(stack);
  free(gone);
  free(repl);
  return r;
}

static const IrAffineExpr *delin_cancel_expr(DelinCancel *d, const IrAffineExpr *e) {
  if (e->kind == AFFINE_ADD)
    return delin_cancel_sum(d, e);
  if (!ir_affine_is_binary(e))
    return e;
  const IrAffineExpr *l = delin_cancel_expr(d, e->lhs), *r = delin_cancel_expr(d, e->rhs);
  return l == e->lhs && r == e->rhs ? e : ir_affine_binary(d->ctx, e->kind, l, r);
}

/* An affine.apply of the results of an affine.delinearize_index multiplied
 * by their strides and summed: that sum is the delinearize's input
 * (mlir-opt 22's canonicalize of delin_apply_cancel_* in MLIR's
 * Dialect/Affine/canonicalize.mlir), in any sum of the expression, each
 * term used once. */
static bool apply_delin_cancel(Canon *c, IrOp *op) {
  const IrAttr *m = affine_op_map(op, "map");
  bool any = false;
  for (int i = 0; i < op->nopnds && !any; i++)
    any = canon_def(op->opnds[i].value, OP_AFFINE_DELINEARIZE_INDEX) != NULL;
  if (!any)
    return false;
  IrValue **ops = CANON_NEW(IrValue *, op->nopnds);
  for (int i = 0; i < op->nopnds; i++)
    ops[i] = op->opnds[i].value;
  DelinCancel d = {canon_ctx(c), m->u.affine.ndims, m->u.affine.nsyms, 0, ops, NULL, false};
  /* The symbols move after the new dims: renumbering is not needed, as
   * dims and symbols are numbered apart. */
  const IrAffineExpr *e = delin_cancel_expr(&d, m->u.affine.exprs[0]);
  if (d.changed) {
    int nd = d.nd + d.nnew, n = nd + d.ns;
    IrValue **nops = CANON_NEW(IrValue *, n);
    memcpy(nops, ops, sizeof *nops * (size_t)d.nd);
    memcpy(nops + d.nd, d.added, sizeof *nops * (size_t)d.nnew);
    memcpy(nops + nd, ops + d.nd, sizeof *nops * (size_t)d.ns);
    canon_set_operands(c, op, n, nops);
    ir_op_set_attr_ex(d.ctx, op, "map", ir_attr_affine_map(d.ctx, nd, d.ns, 1, &e), true);
    canon_modified(c, op);
    free(nops);
  }
  free(ops);
  free(d.added);
  return d.changed;
}

/* foldLoopBounds: a bound whose operands are all constants becomes the
 * constant max / min of its results. */
static bool fold_bound(AffMap *m, bool lower) {
  if (m->n == 1 && m->nd + m->ns == 0 && m->exprs[0]->kind == AFFINE_CONST)
    return false;
  int64_t *vals = CANON_NEW(int64_t, m->nd + m->ns);
  int64_t *res = CANON_NEW(int64_t, m->n);
  bool all = true;
  for (int i = 0; i < m->nd + m->ns && all; i++)
    all = ir_value_const_int(m->ops[i], &vals[i]);
  bool ok = false;
  if (all) {
    ok = true;
    for (int k = 0; k < m->n && ok; k++)
      ok = ir_affine_eval(m->exprs[k], vals, vals + m->nd, &res[k]);
  }
  if (ok) {
    int64_t r = res[0];
    for (int k = 1; k < m->n; k++)
      r = lower ? (res[k] > r ? res[k] : r) : (res[k] < r ? res[k] : r);
    m->exprs[0] = ir_affine_const(m->ctx, r);
    m->n = 1;
    m->nd = m->ns = 0;
  }
  free(vals);
  free(res);
  return ok;
}

/* removeDuplicateExprs. */
static void dedupe_results(AffMap *m) {
  int k = 0;
  for (int i = 0; i < m->n; i++) {
    int j = 0;
    while (j < k && m->exprs[j] != m->exprs[i])
      j++;
    if (j == k)
      m->exprs[k++] = m->exprs[i];
  }
  m->n = k;
}

static bool const_bound(const IrAttr *m, int64_t *v) {
  const IrAffineExpr *e = m->u.affine.exprs[0];
  if (m->u.affine.n != 1 || m->u.affine.ndims + m->u.affine.nsyms || e->kind != AFFINE_CONST)
    return false;
  *v = e->value;
  return true;
}

/* getTrivialConstantTripCount. */
static bool trip_count(const IrOp *op, uint64_t *n) {
  int64_t lb, ub, step = affine_for_step(op);
  if (!const_bound(affine_op_map(op, "lowerBoundMap"), &lb) ||
      !const_bound(affine_op_map(op, "upperBoundMap"), &ub) || step <= 0)
    return false;
  *n = ub <= lb ? 0 : ((uint64_t)ub - (uint64_t)lb + (uint64_t)step - 1) / (uint64_t)step;
  return true;
}

/* The in-place folds below run inside canonicalize (c set) and inside
 * lower-affine (c NULL: MLIR's dialect conversion folds each op before
 * lowering it). */
static void fold_set_operands(Canon *c, IrContext *ctx, IrOp *op, int n, IrValue *const *vals) {
  if (c)
    canon_set_operands(c, op, n, vals);
  else
    ir_op_set_operands(ctx, op, n, vals);
}

static void fold_modified(Canon *c, IrOp *op) {
  if (c)
    canon_modified(c, op);
}

/* AffineForOp::fold: bounds folded, composed and canonicalized. */
static bool for_bounds(Canon *c, IrContext *ctx, IrOp *op) {
  AffineForGroups g;
  if (!affine_for_groups(op, &g))
    return false;
  IrAttr *lbm = affine_op_map(op, "lowerBoundMap"), *ubm = affine_op_map(op, "upperBoundMap");
  AffMap lb, ub;
  map_init(&lb, ctx, lbm, op, g.lb_first);
  map_init(&ub, ctx, ubm, op, g.ub_first);
  fold_bound(&lb, true);
  fold_bound(&ub, false);
  /* MLIR's order: the lower bound composed, then both bounds' redundant
   * results dropped (the upper one before its composition), then the upper
   * bound composed. */
  bool ok = compose(&lb);
  if (ok) {
    simplify_min_max_ranges(&lb, true);
    simplify_min_max_ranges(&ub, false);
    ok = compose(&ub);
  }
  if (ok) {
    dedupe_results(&lb);
    dedupe_results(&ub);
  }
  IrAttr *nl = ok ? map_attr(&lb) : lbm, *nu = ok ? map_attr(&ub) : ubm;
  bool changed = ok && (nl != lbm || nu != ubm);
  if (changed) {
    int n = lb.nd + lb.ns + ub.nd + ub.ns + g.ninits;
    IrValue **ops = CANON_NEW(IrValue *, n);
    int k = 0;
    for (int i = 0; i < lb.nd + lb.ns; i++)
      ops[k++] = lb.ops[i];
    for (int i = 0; i < ub.nd + ub.ns; i++)
      ops[k++] = ub.ops[i];
    for (int i = 0; i < g.ninits; i++)
      ops[k++] = op->opnds[g.init_first + i].value;
        int64_t seg[3] = {lb.nd + lb.ns, ub.nd + ub.ns, g.ninits};
    fold_set_operands(c, ctx, op, n, ops);
    ir_op_set_attr_ex(ctx, op, "lowerBoundMap", nl, true);
    ir_op_set_attr_ex(ctx, op, "upperBoundMap", nu, true);
    ir_op_set_attr_ex(ctx, op, "operandSegmentSizes", ir_attr_dense_array(ctx, ctx->i32_ty, 3, seg),
                      true);
    fold_modified(c, op);
    free(ops);
  }
  map_free(&lb);
  map_free(&ub);
  return changed;
}

static IrValue **for_inits(const IrOp *op) {
  AffineForGroups g;
  affine_for_groups(op, &g);
  IrValue **v = CANON_NEW(IrValue *, g.ninits);
  for (int i = 0; i < g.ninits; i++)
    v[i] = op->opnds[g.init_first + i].value;
  return v;
}

/* AffineForOp::fold (zero trips) and AffineForEmptyLoopFolder. */
static bool for_results(Canon *c, IrOp *op) {
  if (op->nresults == 0)
    return false;
  uint64_t trips = 0;
  bool known = trip_count(op, &trips);
  IrValue **inits = for_inits(op);
  if (known && trips == 0) {
    canon_replace_op(c, op, inits);
    free(inits);
    return true;
  }
  IrBlock *body = op->regions[0]->first;
  IrOp *y = body->last;
  if (body->first != y) {
    free(inits);
    return false;
  }
  IrValue **repl = CANON_NEW(IrValue *, op->nresults);
  bool outside = false, out_of_order = false;
  for (int i = 0; i < y->nopnds; i++) {
    IrValue *v = y->opnds[i].value;
    int pos = -1;
    for (int j = 1; j < body->nargs && pos < 0; j++)
      if (body->args[j] == v)
        pos = j - 1;
    if (pos < 0) {
      repl[i] = v;
      outside = true;
    } else {
      out_of_order = out_of_order || pos != i;
      repl[i] = inits[pos];
    }
  }
  /* The induction variable is no value outside the loop. */
  bool uses_iv = false;
  for (int i = 0; i < y->nopnds; i++)
    uses_iv = uses_iv || y->opnds[i].value == body->args[0];
  bool ok = !uses_iv && !(!known && (outside || out_of_order)) &&
            !(known && trips >= 2 && out_of_order);
  if (ok)
    canon_replace_op(c, op, repl);
  free(repl);
  free(inits);
  return ok;
}

/* AffineIfOp::fold: the set's constraints composed and canonicalized with
 * its operands as a map's results are (composeSetAndOperands). */
static bool simplify_if(Canon *c, IrContext *ctx, IrOp *op) {
  IrAttr *set = ir_op_get_attr(op, "condition");
  AffMap m;
  map_init(&m, ctx, set, op, 0);
  bool changed = false;
  /* composeSetAndOperands only when an operand comes from an affine.apply
   * (and then simplified as a map is); canonicalizeSetAndOperands always. */
  bool applies = false;
  for (int i = 0; i < op->nopnds && !applies; i++)
    applies = op->opnds[i].value->def_op && ir_op_is(op->opnds[i].value->def_op, OP_AFFINE_APPLY);
  if (applies ? compose(&m) : canonicalize(&m)) {
    IrAttr *ns = ir_attr_integer_set(ctx, m.nd, m.ns, m.n, m.exprs, set->u.affine.eqs);
    changed = ns != set || m.nd + m.ns != op->nopnds;
    for (int i = 0; !changed && i < op->nopnds; i++)
      changed = m.ops[i] != op->opnds[i].value;
    if (changed) {
      fold_set_operands(c, ctx, op, m.nd + m.ns, m.ops);
      ir_op_set_attr_ex(ctx, op, "condition", ns, true);
      fold_modified(c, op);
    }
  }
  map_free(&m);
  return changed;
}

/* SimplifyDeadElse: an affine.if without results whose else only yields
 * loses its else. */
static bool if_dead_else(Canon *c, IrOp *op) {
  IrBlock *e = op->regions[1]->first;
  if (op->nresults || !e || e->first != e->last)
    return false;
  canon_erase(c, e->last);
  ir_op_set_region(op, 1, ir_region_create(canon_ctx(c)));
  canon_modified(c, op);
  return true;
}

/* AlwaysTrueOrFalseIf: a set that is MLIR's empty set (the one constraint
 * 1 == 0) or its universe (the one constraint 0 == 0) picks a branch: its
 * ops take the affine.if's place and what it yields its results; false
 * without an else and without results, the op goes. */
static bool if_trivial(Canon *c, IrOp *op) {
  const IrAttr *set = ir_op_get_attr(op, "condition");
  if (!set || set->kind != ATTR_INTEGER_SET || set->u.affine.n != 1 || !set->u.affine.eqs[0])
    return false;
  const IrAffineExpr *e = set->u.affine.exprs[0];
  bool is_false = ir_affine_is_const(e, 1), is_true = ir_affine_is_const(e, 0);
  if (!is_false && !is_true)
    return false;
  IrBlock *b = op->regions[is_true ? 0 : 1]->first;
  if (!b) { /* false, no else: then no results either */
    canon_erase(c, op);
    return true;
  }
  IrOp *y = b->last;
  canon_inline_block(c, b, op, NULL);
  IrValue **vals = CANON_NEW(IrValue *, op->nresults + 1);
  for (int i = 0; i < op->nresults; i++)
    vals[i] = ir_op_operand(y, i);
  canon_replace_op(c, op, vals);
  canon_erase(c, y);
  free(vals);
  return true;
}

/* CanonicalizeAffineMinMaxOpExprAndTermOrder: the results of an affine.min
 * or affine.max in the order of their flattened forms (the coefficients of
 * the dims, the symbols, then the constant, compared in turn), each
 * rebuilt from its form; left alone when one is not linear. */
static bool order_min_max(Canon *c, IrOp *op) {
  IrAttr *map = affine_op_map(op, "map");
  int n = map->u.affine.n, nd = map->u.affine.ndims, ns = map->u.affine.nsyms, w = nd + ns + 1;
  int64_t *coefs = CANON_NEW(int64_t, (size_t)n * (size_t)w);
  const IrAffineExpr **exprs = CANON_NEW(const IrAffineExpr *, n);
  int *order = CANON_NEW(int, n);
  bool linear = true;
  for (int k = 0; k < n && linear; k++)
    linear = ir_affine_linear_coefs(map->u.affine.exprs[k], nd, ns, coefs + (size_t)k * w);
  bool changed = false;
  if (linear) {
    for (int k = 0; k < n; k++)
      order[k] = k;
    /* Insertion sort: stable, and n is a map's result count. */
    for (int k = 1; k < n; k++) {
      int v = order[k], j = k;
      while (j > 0) {
        const int64_t *a = coefs + (size_t)order[j - 1] * w, *b = coefs + (size_t)v * w;
        int i = 0;
        while (i < w && a[i] == b[i])
          i++;
        if (i == w || a[i] < b[i])
          break;
        order[j] = order[j - 1];
        j--;
      }
      order[j] = v;
    }
    IrContext *ctx = canon_ctx(c);
    for (int k = 0; k < n; k++)
      exprs[k] = ir_affine_simplify_linear(ctx, map->u.affine.exprs[order[k]], nd, ns);
    IrAttr *nm = ir_attr_affine_map(ctx, nd, ns, n, exprs);
    if (nm != map) {
      ir_op_set_attr_ex(ctx, op, "map", nm, true);
      canon_modified(c, op);
      changed = true;
    }
  }
  free(coefs);
  free(exprs);
  free(order);
  return changed;
}

/* DeduplicateAffineMinMaxExpressions: a result that repeats an earlier
 * one goes (expressions are uniqued, so equal ones are the same pointer). */
static bool dedupe_min_max(Canon *c, IrOp *op) {
  IrAttr *map = affine_op_map(op, "map");
  AffMap m;
  map_init(&m, canon_ctx(c), map, op, 0);
  dedupe_results(&m);
  bool changed = m.n != map->u.affine.n;
  if (changed) {
    ir_op_set_attr_ex(canon_ctx(c), op, "map", map_attr(&m), true);
    canon_modified(c, op);
  }
  map_free(&m);
  return changed;
}

/* foldMinMaxOp's case of a lone symbol: an affine.min / max of ()[s0] ->
 * (s0) is its operand (the constants are folded by the dialect's fold). */
static bool min_max_identity(Canon *c, IrOp *op) {
  const IrAttr *m = affine_op_map(op, "map");
  if (m->u.affine.n != 1 || m->u.affine.ndims != 0 || m->u.affine.nsyms != 1 ||
      m->u.affine.exprs[0]->kind != AFFINE_SYM)
    return false;
  canon_replace_op1(c, op, op->opnds[0].value);
  return true;
}

/* CanonicalizeSingleResultAffineMinMaxOp: an affine.min / max of one
 * result is an affine.apply of its map. */
static bool min_max_single(Canon *c, IrOp *op) {
  IrAttr *m = affine_op_map(op, "map");
  if (m->u.affine.n != 1)
    return false;
  IrValue **opnds = CANON_NEW(IrValue *, op->nopnds);
  for (int i = 0; i < op->nopnds; i++)
    opnds[i] = op->opnds[i].value;
  IrValue *r = canon_create1(c, op, OP_AFFINE_APPLY, op->nopnds, opnds, canon_ctx(c)->index_ty);
  ir_op_set_attr_ex(canon_ctx(c), r->def_op, "map", m, true);
  canon_replace_op1(c, op, r);
  free(opnds);
  return true;
}

/* MergeAffineMinMaxOp: a result that is a lone dim or symbol whose operand
 * an affine.min (for a min; max for a max) computes is replaced by that
 * op's results, its dims and symbols appended after the op's own. */
static bool min_max_merge(Canon *c, IrOp *op) {
  IrContext *ctx = canon_ctx(c);
  const IrAttr *m = affine_op_map(op, "map");
  int n = m->u.affine.n, nd = m->u.affine.ndims, ns = m->u.affine.nsyms;
  int kind = (int)ir_op_kind(op);
  IrOp **prod = CANON_NEW(IrOp *, n);
  int np = 0, total = n, tnd = nd, tns = ns;
  for (int k = 0; k < n; k++) {
    const IrAffineExpr *e = m->u.affine.exprs[k];
    IrValue *v = e->kind == AFFINE_DIM   ? op->opnds[e->value].value
                 : e->kind == AFFINE_SYM ? op->opnds[nd + (int)e->value].value
                                         : NULL;
    IrOp *p = v ? canon_def(v, kind) : NULL;
    if (p) {
      const IrAttr *pm = affine_op_map(p, "map");
      prod[np++] = p;
      total += pm->u.affine.n - 1;
      tnd += pm->u.affine.ndims;
      tns += pm->u.affine.nsyms;
    }
  }
  if (np == 0) {
    free(prod);
    return false;
  }
  const IrAffineExpr **exprs = CANON_NEW(const IrAffineExpr *, total);
  IrValue **opnds = CANON_NEW(IrValue *, tnd + tns);
  int ne = 0;
  for (int k = 0; k < n; k++) {
    const IrAffineExpr *e = m->u.affine.exprs[k];
    IrValue *v = e->kind == AFFINE_DIM   ? op->opnds[e->value].value
                 : e->kind == AFFINE_SYM ? op->opnds[nd + (int)e->value].value
                                         : NULL;
    if (!v || !canon_def(v, kind))
      exprs[ne++] = e;
  }
  for (int i = 0; i < nd; i++)
    opnds[i] = op->opnds[i].value;
  for (int i = 0; i < ns; i++)
    opnds[tnd + i] = op->opnds[nd + i].value;
  int ud = nd, us = ns;
  for (int j = 0; j < np; j++) {
    const IrAttr *pm = affine_op_map(prod[j], "map");
    int pnd = pm->u.affine.ndims, pns = pm->u.affine.nsyms;
    const IrAffineExpr **dims = CANON_NEW(const IrAffineExpr *, pnd);
    const IrAffineExpr **syms = CANON_NEW(const IrAffineExpr *, pns);
    for (int i = 0; i < pnd; i++) {
      dims[i] = ir_affine_dim(ctx, (unsigned)(ud + i));
      opnds[ud + i] = prod[j]->opnds[i].value;
    }
    for (int i = 0; i < pns; i++) {
      syms[i] = ir_affine_sym(ctx, (unsigned)(us + i));
      opnds[tnd + us + i] = prod[j]->opnds[pnd + i].value;
    }
    for (int k = 0; k < pm->u.affine.n; k++)
      exprs[ne++] = ir_affine_replace(ctx, pm->u.affine.exprs[k], dims, syms);
    ud += pnd;
    us += pns;
    free(dims);
    free(syms);
  }
  IrValue *r = canon_create1(c, op, kind, tnd + tns, opnds, ctx->index_ty);
  ir_op_set_attr_ex(ctx, r->def_op, "map", ir_attr_affine_map(ctx, tnd, tns, ne, exprs), true);
  canon_replace_op1(c, op, r);
  free(prod);
  free(exprs);
  free(opnds);
  return true;
}

/* AffineParallelOp's canonicalization (canonicalizeLoopBounds): each bound
 * map composed with the affine.apply ops of its operands and canonicalized
 * with them, constants taken in; the result counts (the groups) stay. */
static bool parallel_bounds(Canon *c, IrContext *ctx, IrOp *op) {
  IrAttr *lbm = affine_op_map(op, "lowerBoundsMap"), *ubm = affine_op_map(op, "upperBoundsMap");
  if (!lbm || !ubm || lbm->u.affine.ndims + lbm->u.affine.nsyms + ubm->u.affine.ndims +
                              ubm->u.affine.nsyms != op->nopnds)
    return false;
  AffMap lb, ub;
  map_init(&lb, ctx, lbm, op, 0);
  map_init(&ub, ctx, ubm, op, lbm->u.affine.ndims + lbm->u.affine.nsyms);
  bool ok = compose(&lb) && compose(&ub) && lb.n == lbm->u.affine.n && ub.n == ubm->u.affine.n;
  IrAttr *nl = ok ? map_attr(&lb) : lbm, *nu = ok ? map_attr(&ub) : ubm;
  bool changed = ok && (nl != lbm || nu != ubm || lb.nd + lb.ns + ub.nd + ub.ns != op->nopnds);
  for (int i = 0; ok && !changed && i < lb.nd + lb.ns; i++)
    changed = lb.ops[i] != op->opnds[i].value;
  for (int i = 0; ok && !changed && i < ub.nd + ub.ns; i++)
    changed = ub.ops[i] != op->opnds[lb.nd + lb.ns + i].value;
  if (changed) {
    int n = lb.nd + lb.ns + ub.nd + ub.ns, k = 0;
    IrValue **ops = CANON_NEW(IrValue *, n);
    for (int i = 0; i < lb.nd + lb.ns; i++)
      ops[k++] = lb.ops[i];
    for (int i = 0; i < ub.nd + ub.ns; i++)
      ops[k++] = ub.ops[i];
    fold_set_operands(c, ctx, op, n, ops);
    ir_op_set_attr_ex(ctx, op, "lowerBoundsMap", nl, true);
    ir_op_set_attr_ex(ctx, op, "upperBoundsMap", nu, true);
    fold_modified(c, op);
    free(ops);
  }
  map_free(&lb);
  map_free(&ub);
  return changed;
}

bool canon_affine_patterns(Canon *c, IrOp *op) {
  if (!affine_op_is(op))
    return false;
  switch ((int)ir_op_kind(op)) {
  case OP_AFFINE_APPLY:
    return apply_forward(c, op) || apply_delin_cancel(c, op) || simplify_map_op(c, op, 0);
  /* AffineLoadOp::fold, AffineStoreOp::fold: the memref through a cast
   * first (foldMemRefCast; a store's value is never looked through). */
  case OP_AFFINE_LOAD:
    return canon_memref_fold_cast_operand(c, op, 0) || load_const_global(c, op) || simplify_map_op(c, op, 1);
  case OP_AFFINE_STORE:
    return (ir_op_operand(op, 1) != ir_op_operand(op, 0) && canon_memref_fold_cast_operand(c, op, 1)) ||
           simplify_map_op(c, op, 2);
  case OP_AFFINE_MIN:
  case OP_AFFINE_MAX:
    /* MLIR's order: the fold, then the patterns as AffineMinOp adds them. */
    return min_max_identity(c, op) || min_max_single(c, op) || dedupe_min_max(c, op) ||
           min_max_merge(c, op) || simplify_map_op(c, op, 0) || order_min_max(c, op);
  case OP_AFFINE_PARALLEL: return parallel_bounds(c, canon_ctx(c), op);
  case OP_AFFINE_FOR: return for_results(c, op) || for_bounds(c, canon_ctx(c), op);
  case OP_AFFINE_IF:
    return simplify_if(c, canon_ctx(c), op) || if_trivial(c, op) || if_dead_else(c, op);
  case OP_AFFINE_DELINEARIZE_INDEX:
  case OP_AFFINE_LINEARIZE_INDEX: return canon_affine_index_patterns(c, op);
  default: return false;
  }
}

bool canon_affine_fold_in_place(IrContext *ctx, IrOp *op) {
  switch ((int)ir_op_kind(op)) {
  case OP_AFFINE_FOR: return for_bounds(NULL, ctx, op);
  case OP_AFFINE_PARALLEL: return parallel_bounds(NULL, ctx, op);
  case OP_AFFINE_IF: return simplify_if(NULL, ctx, op);
  default: return false;
  }
}

bool canon_affine_compose_map(IrContext *ctx, IrAttr **map, IrValue ***ops) {
  const IrAttr *a = *map;
  AffMap m = {ctx, a->u.affine.n, a->u.affine.ndims, a->u.affine.nsyms, NULL, NULL};
  m.exprs = CANON_NEW(const IrAffineExpr *, m.n);
  memcpy(m.exprs, a->u.affine.exprs, sizeof *m.exprs * (size_t)m.n);
  m.ops = CANON_NEW(IrValue *, m.nd + m.ns);
  memcpy(m.ops, *ops, sizeof *m.ops * (size_t)(m.nd + m.ns));
  bool ok = compose(&m);
  if (ok) {
    *map = map_attr(&m);
    free(*ops);
    *ops = m.ops;
    m.ops = NULL;
  }
  map_free(&m);
  return ok;
}

bool canon_affine_min_max_fold_in_place(Canon *c, IrOp *op) {
  IrAttr *map = affine_op_map(op, "map");
  if (ir_op_is(op, OP_AFFINE_APPLY) && map && map->u.affine.n == 1 &&
      op->nopnds == map->u.affine.ndims + map->u.affine.nsyms) {
    /* AffineApplyOp::fold: a lone dim or symbol is its operand. */
    const IrAffineExpr *e = map->u.affine.exprs[0];
    if (e->kind != AFFINE_DIM && e->kind != AFFINE_SYM)
      return false;
    int pos = (int)e->value + (e->kind == AFFINE_SYM ? map->u.affine.ndims : 0);
    canon_replace_op1(c, op, op->opnds[pos].value);
    return true;
  }
  if (!ir_op_is(op, OP_AFFINE_MIN) && !ir_op_is(op, OP_AFFINE_MAX))
    return false;
  IrContext *ctx = canon_ctx(c);
  int nd = map->u.affine.ndims, ns = map->u.affine.nsyms, n = map->u.affine.n;
  if (op->nopnds != nd + ns)
    return false;
  if (n == 1 && nd == 0 && ns == 1 && map->u.affine.exprs[0]->kind == AFFINE_SYM) {
    canon_replace_op1(c, op, op->opnds[0].value);
    return true;
  }
  int64_t *vals = CANON_NEW(int64_t, nd + ns);
  bool *known = CANON_NEW(bool, nd + ns);
  for (int i = 0; i < nd + ns; i++)
    known[i] = ir_value_const_int(op->opnds[i].value, &vals[i]);
  bool *ud = CANON_NEW(bool, nd), *us = CANON_NEW(bool, ns);
  const IrAffineExpr **exprs = CANON_NEW(const IrAffineExpr *, n);
  bool changed = false;
  for (int r = 0; r < n; r++) {
    const IrAffineExpr *e = map->u.affine.exprs[r];
    exprs[r] = e;
    if (e->kind == AFFINE_CONST)
      continue;
    memset(ud, 0, sizeof *ud * (size_t)nd);
    memset(us, 0, sizeof *us * (size_t)ns);
    mark_used(e, ud, us);
    bool all = true;
    for (int i = 0; i < nd && all; i++)
      all = !ud[i] || known[i];
    for (int i = 0; i < ns && all; i++)
      all = !us[i] || known[nd + i];
    int64_t v;
    if (all && ir_affine_eval(e, vals, vals + nd, &v)) {
      exprs[r] = ir_affine_const(ctx, v);
      changed = true;
    }
  }
  if (changed) {
    ir_op_set_attr_ex(ctx, op, "map", ir_attr_affine_map(ctx, nd, ns, n, exprs), true);
    canon_modified(c, op);
  }
  free(vals);
  free(known);
  free(ud);
  free(us);
  free(exprs);
  return changed;
}
