/* affine_simplify_structures.c: MLIR's affine-simplify-structures
 * (SimplifyAffineStructures.cpp): every affine map attribute of every op is
 * simplified result by result (MutableAffineMap::simplify, MLIR's
 * simplifyAffineExpr: ir_affine_simplify), every integer set by
 * simplifyIntegerSet, and then the affine.for, affine.if and affine.apply
 * ops are folded and rewritten by their canonicalization patterns, those
 * ops only (applyOpPatternsAndFold in strict mode:
 * canon_apply_patterns_strict).
 *
 * simplifyIntegerSet: a set found empty becomes MLIR's empty set (1 == 0),
 * which affine.if's AlwaysTrueOrFalseIf then removes; any other set loses
 * its trivially redundant constraints (removeTrivialRedundancy: inequalities
 * divided by their coefficients' gcd with the constant rounded down, rows
 * divided by the gcd of all their entries, inequalities that hold always or
 * repeat another, and of those that differ only in the constant all but the
 * tightest), equalities first, as getAsIntegerSet writes them; with no
 * constraint left it is MLIR's universe (0 == 0).
 *
 * Emptiness (MLIR's IntegerRelation::isEmpty: Gaussian elimination of the
 * equalities, then Fourier-Motzkin, each derived row divided by its
 * coefficients' gcd, an equality whose gcd does not divide its constant
 * empty, an inequality's constant rounded down): floordiv, ceildiv and mod
 * by a positive constant become local variables with their two bounds, one
 * per distinct dividend and divisor, as MLIR's flattener makes them. Every
 * derived row holds at each integer point of the set, so a contradiction
 * proves it empty. A system past the caps (variables, rows) or an overflow
 * is taken as not known empty and the set is kept as it is, as is a set with
 * local variables that is not found empty (MLIR writes those back with its
 * own floordiv forms) or a semi-affine one.
 *
 * Contract: takes and leaves verified IR; linear in the ops, each set's
 * elimination bounded by the caps. */
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/walk.h"
#include "canonicalize.h"
#include "passes.h"

enum { SET_MAX_VARS = 32, SET_MAX_ROWS = 512, SET_MAX_LOCALS = 16 };

/* sum c[v] * x[v] + c[SET_MAX_VARS] (== 0 or >= 0) */
typedef struct SetRow {
  int64_t c[SET_MAX_VARS + 1];
} SetRow;

typedef struct SetSys {
  SetRow *eq, *ineq;
  int neq, nineq, cap_eq, cap_ineq;
  int nvars, nlocals, nbase; /* nbase = dims + symbols */
  bool give_up;              /* semi-affine, too big or an overflow */
  /* the local variables: floordiv of a row by a constant */
  SetRow local_num[SET_MAX_LOCALS];
  int64_t local_den[SET_MAX_LOCALS];
} SetSys;

#define KCOL SET_MAX_VARS /* the constant's column */

static SetRow *push_row(SetSys *s, bool eq) {
  SetRow **v = eq ? &s->eq : &s->ineq;
  int *n = eq ? &s->neq : &s->nineq, *cap = eq ? &s->cap_eq : &s->cap_ineq;
  if (s->neq + s->nineq >= SET_MAX_ROWS) {
    s->give_up = true;
    return NULL;
  }
  if (*n == *cap)
    *v = xrealloc(*v, sizeof **v * (size_t)(*cap = *cap ? 2 * *cap : 16));
  SetRow *r = &(*v)[(*n)++];
  memset(r, 0, sizeof *r);
  return r;
}

/* r = a + k * b, false on overflow. */
static bool row_axpy(SetRow *r, const SetRow *a, int64_t k, const SetRow *b) {
  for (int v = 0; v <= KCOL; v++) {
    int64_t t;
    if (__builtin_mul_overflow(k, b->c[v], &t) || __builtin_add_overflow(a->c[v], t, &r->c[v]))
      return false;
  }
  return true;
}

/* The local variable q = num floordiv den (den >= 1), added with its bounds
 * num - den * q >= 0 and -num + den * q + den - 1 >= 0 when new. */
static int local_var(SetSys *s, const SetRow *num, int64_t den) {
  for (int i = 0; i < s->nlocals; i++)
    if (s->local_den[i] == den && !memcmp(&s->local_num[i], num, sizeof *num))
      return s->nbase + i;
  if (s->nlocals == SET_MAX_LOCALS || s->nbase + s->nlocals == SET_MAX_VARS) {
    s->give_up = true;
    return -1;
  }
  int q = s->nbase + s->nlocals;
  s->local_num[s->nlocals] = *num;
  s->local_den[s->nlocals++] = den;
  s->nvars = q + 1;
  SetRow *lo = push_row(s, false);
  if (lo) {
    *lo = *num;
    lo->c[q] = -den;
  }
  SetRow *hi = push_row(s, false);
  if (hi) {
    for (int v = 0; v <= KCOL; v++)
      hi->c[v] = -num->c[v];
    hi->c[q] = den;
    if (__builtin_add_overflow(hi->c[KCOL], den - 1, &hi->c[KCOL]))
      s->give_up = true;
  }
  return q;
}

/* e as a row over the dims, the symbols and the locals; false when e is
 * semi-affine or the system gives up. */
static bool flatten(SetSys *s, const IrAffineExpr *e, int ndims, SetRow *out) {
  memset(out, 0, sizeof *out);
  switch (e->kind) {
  case AFFINE_CONST: out->c[KCOL] = e->value; return true;
  case AFFINE_DIM: out->c[e->value] = 1; return true;
  case AFFINE_SYM: out->c[ndims + e->value] = 1; return true;
  default: break;
  }
  SetRow a, b;
  if (!flatten(s, e->lhs, ndims, &a) || !flatten(s, e->rhs, ndims, &b))
    return false;
  bool b_const = true;
  for (int v = 0; v < KCOL; v++)
    b_const = b_const && b.c[v] == 0;
  switch (e->kind) {
  case AFFINE_ADD: return row_axpy(out, &a, 1, &b);
  case AFFINE_MUL: {
    bool a_const = true;
    for (int v = 0; v < KCOL; v++)
      a_const = a_const && a.c[v] == 0;
    if (!a_const && !b_const)
      return false;
    SetRow zero;
    memset(&zero, 0, sizeof zero);
    return a_const ? row_axpy(out, &zero, a.c[KCOL], &b) : row_axpy(out, &zero, b.c[KCOL], &a);
  }
  default: break;
  }
  int64_t den = b.c[KCOL];
  if (!b_const || den < 1)
    return false;
  if (e->kind == AFFINE_CEILDIV) { /* x ceildiv d = -((-x) floordiv d) */
    SetRow neg, zero;
    memset(&zero, 0, sizeof zero);
    if (!row_axpy(&neg, &zero, -1, &a))
      return false;
    int q = local_var(s, &neg, den);
    if (q < 0)
      return false;
    out->c[q] = -1;
    return true;
  }
  int q = local_var(s, &a, den);
  if (q < 0)
    return false;
  if (e->kind == AFFINE_FLOORDIV) {
    out->c[q] = 1;
    return true;
  }
  *out = a; /* mod: x - d * (x floordiv d) */
  out->c[q] -= den;
  return true;
}

static uint64_t uabs(int64_t x) { return x < 0 ? -(uint64_t)x : (uint64_t)x; }

static int64_t gcd_coefs(const SetRow *r, int nvars) {
  uint64_t g = 0;
  for (int v = 0; v < nvars; v++)
    g = ir_gcd_u64(g, uabs(r->c[v]));
  return g > INT64_MAX ? 1 : (int64_t)g; /* 2^63: dividing by 1 is safe */
}

/* An equality divided by its coefficients' gcd; false when it has no
 * integer solution (the gcd does not divide the constant, or 0 == c). */
static bool norm_eq(SetRow *r, int nvars) {
  int64_t g = gcd_coefs(r, nvars);
  if (g == 0)
    return r->c[KCOL] == 0;
  if (r->c[KCOL] % g != 0)
    return false;
  for (int v = 0; v < nvars; v++)
    r->c[v] /= g;
  r->c[KCOL] /= g;
  return true;
}

/* An inequality divided by its coefficients' gcd, the constant rounded
 * down (gcdTightenInequalities); false when it is 0 >= a negative. */
static bool norm_ineq(SetRow *r, int nvars) {
  int64_t g = gcd_coefs(r, nvars);
  if (g == 0)
    return r->c[KCOL] >= 0;
  for (int v = 0; v < nvars; v++)
    r->c[v] /= g;
  r->c[KCOL] = ir_floordiv(r->c[KCOL], g);
  return true;
}

typedef enum { SET_EMPTY, SET_NONEMPTY, SET_UNKNOWN } Emptiness;

/* Gaussian elimination of the equalities, then Fourier-Motzkin; s is used
 * up. */
static Emptiness set_emptiness(SetSys *s) {
  int nv = s->nvars;
  for (int i = 0; i < s->neq; i++)
    if (!norm_eq(&s->eq[i], nv))
      return SET_EMPTY;
  for (int i = 0; i < s->nineq; i++)
    if (!norm_ineq(&s->ineq[i], nv))
      return SET_EMPTY;
  for (int e = 0; e < s->neq; e++) {
    SetRow *p = &s->eq[e];
    int piv = -1;
    for (int v = 0; v < nv; v++)
      if (p->c[v] && (piv < 0 || uabs(p->c[v]) < uabs(p->c[piv])))
        piv = v;
    if (piv < 0)
      continue;
    int64_t a = p->c[piv], sa = a < 0 ? -1 : 1;
    if (a == INT64_MIN)
      return SET_UNKNOWN;
    int64_t abs_a = a < 0 ? -a : a;
    for (int pass = 0; pass < 2; pass++) {
      SetRow *rows = pass ? s->ineq : s->eq;
      int n = pass ? s->nineq : s->neq;
      for (int i = pass ? 0 : e + 1; i < n; i++) {
        SetRow *r = &rows[i], t, scaled;
        int64_t b = r->c[piv];
        if (!b)
          continue;
        SetRow zero;
        memset(&zero, 0, sizeof zero);
        int64_t k;
        if (__builtin_mul_overflow(-sa, b, &k) || !row_axpy(&scaled, &zero, abs_a, r) ||
            !row_axpy(&t, &scaled, k, p))
          return SET_UNKNOWN;
        *r = t;
        if (!(pass ? norm_ineq(r, nv) : norm_eq(r, nv)))
          return SET_EMPTY;
      }
    }
  }
  /* Fourier-Motzkin on the inequalities (the equalities' pivots no longer
   * appear in them). */
  SetRow *cur = s->ineq;
  int n = s->nineq;
  s->ineq = NULL;
  s->nineq = s->cap_ineq = 0;
  for (int left = nv; left > 0; left--) {
    int best = -1;
    long cost = 0;
    for (int v = 0; v < nv; v++) {
      long pos = 0, neg = 0;
      for (int i = 0; i < n; i++) {
        pos += cur[i].c[v] > 0;
        neg += cur[i].c[v] < 0;
      }
      if (pos + neg > 0 && (best < 0 || pos * neg - pos - neg < cost)) {
        best = v;
        cost = pos * neg - pos - neg;
      }
    }
    if (best < 0)
      break;
    SetRow *next = NULL;
    int m = 0, cap = 0;
    Emptiness res = SET_NONEMPTY;
    for (int i = 0; i < n && res == SET_NONEMPTY; i++) {
      if (cur[i].c[best] == 0) {
        if (m == cap)
          next = xrealloc(next, sizeof *next * (size_t)(cap = cap ? 2 * cap : 16));
        next[m++] = cur[i];
        continue;
      }
      if (cur[i].c[best] < 0)
        continue;
      for (int j = 0; j < n && res == SET_NONEMPTY; j++) {
        if (cur[j].c[best] >= 0)
          continue;
        SetRow a, t;
        SetRow zero;
        memset(&zero, 0, sizeof zero);
        int64_t neg;
        if (m >= SET_MAX_ROWS || __builtin_mul_overflow(cur[j].c[best], -1, &neg) ||
            !row_axpy(&a, &zero, neg, &cur[i]) ||
            !row_axpy(&t, &a, cur[i].c[best], &cur[j])) {
          res = SET_UNKNOWN;
          break;
        }
        if (!norm_ineq(&t, nv)) {
          res = SET_EMPTY;
          break;
        }
        if (m == cap)
          next = xrealloc(next, sizeof *next * (size_t)(cap = cap ? 2 * cap : 16));
        next[m++] = t;
      }
    }
    free(cur);
    cur = next;
    n = m;
    if (res != SET_NONEMPTY) {
      free(cur);
      return res;
    }
  }
  free(cur);
  return SET_NONEMPTY;
}

/* Row r (over the dims and symbols only) as an expression. */
static const IrAffineExpr *row_expr(IrContext *ctx, const SetRow *r, int ndims, int nsyms) {
  const IrAffineExpr *e = ir_affine_const(ctx, r->c[KCOL]);
  for (int v = ndims + nsyms - 1; v >= 0; v--)
    if (r->c[v])
      e = ir_affine_add(ctx,
                        ir_affine_mul(ctx, v < ndims ? ir_affine_dim(ctx, (unsigned)v)
                                                     : ir_affine_sym(ctx, (unsigned)(v - ndims)),
                                      ir_affine_const(ctx, r->c[v])),
                        e);
  return ir_affine_simplify_linear(ctx, e, ndims, nsyms);
}

/* Divides a row by the gcd of all its entries (Matrix::normalizeRow). */
static void norm_row(SetRow *r, int nvars) {
  uint64_t g = ir_gcd_u64((uint64_t)gcd_coefs(r, nvars), uabs(r->c[KCOL]));
  if (g > 1 && g <= INT64_MAX) {
    for (int v = 0; v < nvars; v++)
      r->c[v] /= (int64_t)g;
    r->c[KCOL] /= (int64_t)g;
  }
}

/* simplifyIntegerSet; set itself when nothing changes or it cannot tell. */
static IrAttr *simplify_set(IrContext *ctx, IrAttr *set) {
  int nd = set->u.affine.ndims, ns = set->u.affine.nsyms, n = set->u.affine.n;
  if (nd + ns >= SET_MAX_VARS)
    return set;
  SetSys s;
  memset(&s, 0, sizeof s);
  s.nbase = s.nvars = nd + ns;
  for (int i = 0; i < n && !s.give_up; i++) {
    SetRow r;
    if (!flatten(&s, set->u.affine.exprs[i], nd, &r)) {
      s.give_up = true;
      break;
    }
    SetRow *slot = push_row(&s, set->u.affine.eqs[i]);
    if (slot)
      *slot = r;
  }
  IrAttr *out = set;
  if (!s.give_up) {
    /* The rows as the set gives them (set_emptiness changes them). */
    int neq = s.neq, nineq = s.nineq, nlocals = s.nlocals;
    SetRow *rows = xmalloc(sizeof *rows * (size_t)(neq + nineq + 1));
    if (neq)
      memcpy(rows, s.eq, sizeof *rows * (size_t)neq);
    if (nineq)
      memcpy(rows + neq, s.ineq, sizeof *rows * (size_t)nineq);
    Emptiness e = set_emptiness(&s);
    if (e == SET_EMPTY) {
      const IrAffineExpr *one = ir_affine_const(ctx, 1);
      bool t = true;
      out = ir_attr_integer_set(ctx, nd, ns, 1, &one, &t);
    } else if (nlocals == 0) {
      /* removeTrivialRedundancy on the set's own rows. */
      int nv = nd + ns;
      const IrAffineExpr **exprs = xmalloc(sizeof *exprs * (size_t)(neq + nineq + 1));
      bool *eqs = xmalloc(sizeof *eqs * (size_t)(neq + nineq + 1));
      bool *drop = calloc((size_t)nineq + 1, 1);
      int m = 0;
      for (int i = 0; i < neq; i++) {
        norm_row(&rows[i], nv);
        eqs[m] = true;
        exprs[m++] = row_expr(ctx, &rows[i], nd, ns);
      }
      SetRow *in = rows + neq;
      for (int i = 0; i < nineq; i++) {
        int64_t g = gcd_coefs(&in[i], nv);
        if (g > 1) {
          for (int v = 0; v < nv; v++)
            in[i].c[v] /= g;
          in[i].c[KCOL] = ir_floordiv(in[i].c[KCOL], g);
        }
        norm_row(&in[i], nv);
      }
      /* Repeats and rows that differ only in the constant: the one with
       * the smallest constant stays (a hash of the coefficients finds the
       * earlier row; on a collision of two different rows both stay). */
      HashMap seen;
      hashmap_init(&seen);
      for (int i = 0; i < nineq; i++) {
        if (gcd_coefs(&in[i], nv) == 0 && in[i].c[KCOL] >= 0) {
          drop[i] = true;
          continue;
        }
        uint64_t h = 1469598103934665603ull;
        for (int v = 0; v < nv; v++)
          h = (h ^ (uint64_t)in[i].c[v]) * 1099511628211ull;
        void *p = hashmap_get(&seen, h);
        int j = p ? (int)(intptr_t)p - 1 : -1;
        if (j < 0) {
          hashmap_put(&seen, h, (void *)(intptr_t)(i + 1));
          continue;
        }
        if (memcmp(in[j].c, in[i].c, sizeof(int64_t) * (size_t)nv) != 0)
          continue;
        if (in[j].c[KCOL] > in[i].c[KCOL]) {
          drop[j] = true;
          hashmap_put(&seen, h, (void *)(intptr_t)(i + 1));
        } else {
          drop[i] = true;
        }
      }
      hashmap_free(&seen);
      for (int i = 0; i < nineq; i++)
        if (!drop[i]) {
          eqs[m] = false;
          exprs[m++] = row_expr(ctx, &in[i], nd, ns);
        }
      if (m == 0) { /* MLIR's universe */
        eqs[0] = true;
        exprs[m++] = ir_affine_const(ctx, 0);
      }
      out = ir_attr_integer_set(ctx, nd, ns, m, exprs, eqs);
      free(exprs);
      free(eqs);
      free(drop);
    }
    free(rows);
  }
  free(s.eq);
  free(s.ineq);
  return out;
}

/* MutableAffineMap::simplify: each result by simplifyAffineExpr. */
static IrAttr *simplify_map(IrContext *ctx, IrAttr *map) {
  int n = map->u.affine.n;
  const IrAffineExpr **exprs = xmalloc(sizeof *exprs * (size_t)(n + 1));
  bool changed = false;
  for (int i = 0; i < n; i++) {
    exprs[i] = ir_affine_simplify(ctx, map->u.affine.exprs[i], map->u.affine.ndims,
                                  map->u.affine.nsyms);
    changed = changed || exprs[i] != map->u.affine.exprs[i];
  }
  IrAttr *out = changed ? ir_attr_affine_map(ctx, map->u.affine.ndims, map->u.affine.nsyms, n,
                                              exprs)
                        : map;
  free(exprs);
  return out;
}

typedef struct Simplify {
  IrContext *ctx;
  HashMap done; /* attribute -> its simplified form (simplifiedAttributes) */
  IrOp **ops;   /* the affine.for, affine.if and affine.apply ops, in walk order */
  size_t nops, capops;
} Simplify;

static bool simplify_op(IrOp *op, void *data) {
  Simplify *s = data;
  for (int i = 0; i < op->nattrs; i++) {
    IrAttr *a = op->attrs[i].value;
    if (a->kind != ATTR_AFFINE_MAP && a->kind != ATTR_INTEGER_SET)
      continue;
    IrAttr *to = hashmap_get(&s->done, (uint64_t)(uintptr_t)a);
    if (!to) {
      to = a->kind == ATTR_AFFINE_MAP ? simplify_map(s->ctx, a) : simplify_set(s->ctx, a);
      hashmap_put(&s->done, (uint64_t)(uintptr_t)a, to);
    }
    if (to != a)
      ir_op_set_attr_ex(s->ctx, op, op->attrs[i].name, to, op->attrs[i].inherent);
  }
  if (ir_op_is(op, OP_AFFINE_FOR) || ir_op_is(op, OP_AFFINE_IF) || ir_op_is(op, OP_AFFINE_APPLY)) {
    if (s->nops == s->capops)
      s->ops = xrealloc(s->ops, sizeof *s->ops * (s->capops = s->capops ? 2 * s->capops : 64));
    s->ops[s->nops++] = op;
  }
  return true;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  for (IrOp *f = ir_module_body(module)->first; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC) || ir_func_is_declaration(f))
      continue;
    Simplify s = {ctx, {0}, NULL, 0, 0};
    hashmap_init(&s.done);
    ir_walk(f, simplify_op, &s);
    hashmap_free(&s.done);
    if (s.nops)
      canon_apply_patterns_strict(ctx, f, s.ops, s.nops, canon_affine_patterns);
    free(s.ops);
  }
  return true;
}

const IrPass affine_simplify_structures_pass = {
    "affine-simplify-structures",
    "Simplify affine expressions in maps/sets (empty sets found by Gaussian and "
    "Fourier-Motzkin elimination) and fold the affine.for, affine.if and affine.apply ops",
    run, NULL, 0};
