/* canon_affine_index.c: canonicalize's folds and patterns for
 * affine.delinearize_index and affine.linearize_index, after MLIR 22's
 * (AffineOps.cpp; docs/canonicalize.md names each). The folds: a basis
 * size given by a constant value becomes static (foldCstValueToCstAttrBasis);
 * a delinearize with one result is its input, one of a constant with a
 * static basis its constant digits (floor division, so a negative index
 * gives a negative leading digit); a linearize of nothing is 0, of one index
 * that index, of constants in a static basis their constant sum. The
 * patterns: a delinearize loses the results of unit sizes, which become 0
 * (DropUnitExtentBasis); a delinearize of a disjoint linearize whose bases
 * end alike gives back the linearize's last indices
 * (CancelDelinearizeOfLinearizeDisjointExactTail), and one whose last sizes
 * multiply to the linearize's last static size is split in two
 * (SplitDelinearizeSpanningLastLinearizeArg); a linearize loses a leading
 * constant 0 (DropLinearizeLeadingZero) and its indices of unit size when
 * it is disjoint or they are constant 0
 * (DropLinearizeUnitComponentsIfDisjointOrZero), and each run of its
 * indices that are consecutive results of a delinearize in the same sizes
 * becomes one index (CancelLinearizeOfDelinearizePortion). */
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/checked.h"
#include "canonicalize.h"

/* One basis element: a static size, or the value that gives it (v). */
typedef struct Elem {
  int64_t cst;
  IrValue *v;
} Elem;

static bool is_lin(const IrOp *op) { return ir_op_is(op, OP_AFFINE_LINEARIZE_INDEX); }

static const IrAttr *static_basis(const IrOp *op) { return ir_op_get_attr(op, "static_basis"); }

/* The first operand that gives a dynamic size: after the linearize's
 * indices, after the delinearize's input. */
static int dyn_first(const IrOp *op) {
  if (!is_lin(op))
    return 1;
  const IrAttr *b = static_basis(op);
  int ndyn = 0;
  for (int i = 0; i < b->u.darray.n; i++)
    ndyn += b->u.darray.vals[i] == INT64_MIN;
  return op->nopnds - ndyn;
}

/* op's basis (getMixedBasis): n elements, freed by the caller. */
static Elem *basis_of(const IrOp *op, int *n) {
  const IrAttr *b = static_basis(op);
  *n = b->u.darray.n;
  Elem *e = CANON_NEW(Elem, *n);
  for (int i = 0, d = dyn_first(op); i < *n; i++) {
    e[i].cst = b->u.darray.vals[i];
    if (e[i].cst == INT64_MIN)
      e[i].v = op->opnds[d++].value;
  }
  return e;
}

/* getConstantIntValue of an element. */
static bool elem_none(Elem e) { return !e.v && e.cst == INT64_MIN; }

static bool elem_const(Elem e, int64_t *v) {
  if (elem_none(e))
    return false;
  if (!e.v) {
    *v = e.cst;
    return true;
  }
  return ir_value_const_int(e.v, v);
}

static bool elem_is_one(Elem e) {
  int64_t v;
  return elem_const(e, &v) && v == 1;
}

/* OpFoldResult equality: the same static size or the same value (or both
 * none: the missing outer bound of a padded basis). */
static bool elem_eq(Elem a, Elem b) { return a.v || b.v ? a.v == b.v : a.cst == b.cst; }

static bool is_zero(IrValue *v) {
  int64_t c;
  return ir_value_const_int(v, &c) && c == 0;
}

static bool disjoint(const IrOp *op) {
  const IrAttr *d = ir_op_get_attr(op, "disjoint");
  return d && d->kind == ATTR_UNIT;
}

/* A linearize's indices (*ni of them), freed by the caller. */
static IrValue **indices_of(const IrOp *lin, int *ni) {
  *ni = dyn_first(lin);
  IrValue **v = CANON_NEW(IrValue *, *ni);
  for (int i = 0; i < *ni; i++)
    v[i] = lin->opnds[i].value;
  return v;
}

/* The static_basis attribute and the dynamic values of n elements. */
static IrAttr *basis_attr(Canon *c, const Elem *b, int n, IrValue **dyn, int *ndyn) {
  IrContext *ctx = canon_ctx(c);
  int64_t *st = CANON_NEW(int64_t, n);
  *ndyn = 0;
  for (int i = 0; i < n; i++) {
    st[i] = b[i].v ? INT64_MIN : b[i].cst;
    if (b[i].v)
      dyn[(*ndyn)++] = b[i].v;
  }
  IrAttr *a = ir_attr_dense_array(ctx, ctx->i64_ty, n, st);
  free(st);
  return a;
}

/* A new delinearize_index of x before `before`: basis b (n elements), with
 * an outer bound (n results) or without (n + 1). */
static IrOp *make_delin(Canon *c, IrOp *before, IrValue *x, const Elem *b, int n, bool outer) {
  IrContext *ctx = canon_ctx(c);
  IrValue **opnds = CANON_NEW(IrValue *, n + 1);
  int ndyn;
  opnds[0] = x;
  IrAttr *a = basis_attr(c, b, n, opnds + 1, &ndyn);
  int nres = outer ? n : n + 1;
  IrType **types = CANON_NEW(IrType *, nres);
  for (int i = 0; i < nres; i++)
    types[i] = ctx->index_ty;
  IrOp *op = canon_create(c, before, OP_AFFINE_DELINEARIZE_INDEX, 1 + ndyn, opnds, nres, types, 0);
  ir_op_set_attr_ex(ctx, op, "static_basis", a, true);
  free(opnds);
  free(types);
  return op;
}

static void set_lin_attrs(Canon *c, IrOp *op, IrAttr *basis, int nidx, int ndyn, bool disj) {
  IrContext *ctx = canon_ctx(c);
  int64_t seg[2] = {nidx, ndyn};
  ir_op_set_attr_ex(ctx, op, "disjoint", disj ? ir_attr_unit(ctx) : ir_attr_bool(ctx, false), true);
  ir_op_set_attr_ex(ctx, op, "operandSegmentSizes", ir_attr_dense_array(ctx, ctx->i32_ty, 2, seg),
                    true);
  ir_op_set_attr_ex(ctx, op, "static_basis", basis, true);
}

/* A new linearize_index of idx (ni of them) in basis b (n elements). */
static IrValue *make_lin(Canon *c, IrOp *before, IrValue *const *idx, int ni, const Elem *b, int n,
                         bool disj) {
  IrValue **opnds = CANON_NEW(IrValue *, ni + n);
  memcpy(opnds, idx, sizeof *opnds * (size_t)ni);
  int ndyn;
  IrAttr *a = basis_attr(c, b, n, opnds + ni, &ndyn);
  IrValue *r = canon_create1(c, before, OP_AFFINE_LINEARIZE_INDEX, ni + ndyn, opnds,
                             canon_ctx(c)->index_ty);
  set_lin_attrs(c, r->def_op, a, ni, ndyn, disj);
  free(opnds);
  return r;
}

/* foldCstValueToCstAttrBasis: the dynamic sizes given by constants become
 * static, in place. */
static bool fold_const_basis(Canon *c, IrOp *op) {
  int n, first = dyn_first(op);
  Elem *b = basis_of(op, &n);
  bool any = false;
  for (int i = 0; i < n; i++) {
    int64_t v;
    if (b[i].v && ir_value_const_int(b[i].v, &v)) {
      b[i].v = NULL;
      b[i].cst = v;
      any = true;
    }
  }
  if (any) {
    IrValue **opnds = CANON_NEW(IrValue *, first + n);
    for (int i = 0; i < first; i++)
      opnds[i] = op->opnds[i].value;
    int ndyn;
    IrAttr *a = basis_attr(c, b, n, opnds + first, &ndyn);
    canon_set_operands(c, op, first + ndyn, opnds);
    if (is_lin(op))
      set_lin_attrs(c, op, a, first, ndyn, disjoint(op));
    else
      ir_op_set_attr_ex(canon_ctx(c), op, "static_basis", a, true);
    canon_modified(c, op);
    free(opnds);
  }
  free(b);
  return any;
}

static int64_t floor_div(int64_t a, int64_t b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }

/* AffineDelinearizeIndexOp::fold. */
static bool delin_fold(Canon *c, IrOp *op) {
  if (fold_const_basis(c, op))
    return true;
  if (op->nresults == 1) {
    canon_replace_op1(c, op, op->opnds[0].value);
    return true;
  }
  int64_t x;
  if (op->nopnds != 1 || !ir_value_const_int(op->opnds[0].value, &x))
    return false;
  const IrAttr *b = static_basis(op);
  int n = b->u.darray.n;
  int64_t *digits = CANON_NEW(int64_t, op->nresults);
  for (int i = op->nresults - 1, k = n - 1; i > 0; i--, k--) {
    int64_t m = b->u.darray.vals[k], q = floor_div(x, m);
    digits[i] = x - q * m;
    x = q;
  }
  digits[0] = x;
  /* Materialized in result order, as MLIR's folder does. */
  IrValue **vals = CANON_NEW(IrValue *, op->nresults);
  for (int i = 0; i < op->nresults; i++)
    vals[i] = canon_const_int(c, op, canon_ctx(c)->index_ty, digits[i]);
  free(digits);
  canon_replace_op(c, op, vals);
  free(vals);
  return true;
}

/* AffineLinearizeIndexOp::fold. */
static bool lin_fold(Canon *c, IrOp *op) {
  if (fold_const_basis(c, op))
    return true;
  int ni = dyn_first(op);
  IrType *idx = canon_ctx(c)->index_ty;
  if (ni == 0) {
    canon_replace_op1(c, op, canon_const_int(c, op, idx, 0));
    return true;
  }
  if (ni == 1) {
    canon_replace_op1(c, op, op->opnds[0].value);
    return true;
  }
  if (op->nopnds != ni)
    return false;
  int64_t *v = CANON_NEW(int64_t, ni);
  bool all = true;
  for (int i = 0; i < ni && all; i++)
    all = ir_value_const_int(op->opnds[i].value, &v[i]);
  if (all) {
    const IrAttr *b = static_basis(op);
    int n = b->u.darray.n;
    uint64_t r = 0, stride = 1; /* wraps as MLIR's int64_t arithmetic */
    for (int i = ni - 1, k = n - 1; i >= 0 && k >= 0; i--, k--) {
      r += (uint64_t)v[i] * stride;
      stride *= (uint64_t)b->u.darray.vals[k];
    }
    if (ni == n + 1)
      r += (uint64_t)v[0] * stride;
    canon_replace_op1(c, op, canon_const_int(c, op, idx, (int64_t)r));
  }
  free(v);
  return all;
}

/* DropUnitExtentBasis: the results of unit sizes are 0; the others come
 * from a delinearize without those sizes (none when nothing is left). */
static bool delin_drop_unit(Canon *c, IrOp *op) {
  int n;
  Elem *b = basis_of(op, &n);
  bool outer = op->nresults == n;
  /* The padded basis: no size before the first result without an outer
   * bound. */
  int np = op->nresults;
  Elem *nb = CANON_NEW(Elem, np);
  bool *unit = CANON_NEW(bool, np);
  int k = 0;
  bool lead = !outer; /* the new basis starts without an outer bound */
  for (int i = 0; i < np; i++) {
    bool has = outer || i > 0;
    if (has && elem_is_one(b[outer ? i : i - 1]))
      unit[i] = true;
    else if (has)
      nb[k++] = b[outer ? i : i - 1];
    else
      k++; /* the missing outer bound keeps its place */
  }
  bool changed = k != np;
  if (changed) {
    IrValue **vals = CANON_NEW(IrValue *, np);
    IrValue *zero = NULL;
    IrOp *d = NULL;
    if (k > 0) {
      if (lead)
        d = make_delin(c, op, op->opnds[0].value, nb + 1, k - 1, false);
      else
        d = make_delin(c, op, op->opnds[0].value, nb, k, true);
    }
    for (int i = 0, j = 0; i < np; i++) {
      if (unit[i]) {
        if (!zero)
          zero = canon_const_int(c, op, canon_ctx(c)->index_ty, 0);
        vals[i] = zero;
      } else {
        vals[i] = &d->results[j++];
      }
    }
    canon_replace_op(c, op, vals);
    free(vals);
  }
  free(b);
  free(nb);
  free(unit);
  return changed;
}

/* The disjoint linearize_index computing a delinearize's input, or NULL. */
static IrOp *disjoint_lin_input(const IrOp *delin) {
  IrOp *lin = canon_def(delin->opnds[0].value, OP_AFFINE_LINEARIZE_INDEX);
  return lin && disjoint(lin) ? lin : NULL;
}

/* CancelDelinearizeOfLinearizeDisjointExactTail. */
static bool delin_cancel_tail(Canon *c, IrOp *op) {
  IrOp *lin = disjoint_lin_input(op);
  if (!lin)
    return false;
  int nl, nd;
  Elem *lb = basis_of(lin, &nl), *db = basis_of(op, &nd);
  int m = 0;
  while (m < nl && m < nd && elem_eq(lb[nl - 1 - m], db[nd - 1 - m]))
    m++;
  int ni;
  bool ok = m > 0;
  if (ok) {
    IrValue **vals = CANON_NEW(IrValue *, op->nresults);
    IrValue **ins = indices_of(lin, &ni);
    if (m == nl && m == nd && ni == op->nresults) {
      canon_replace_op(c, op, ins);
    } else {
      IrValue *nl_v = make_lin(c, op, ins, ni - m, lb, nl - m, disjoint(lin));
      bool outer = op->nresults == nd;
      IrOp *d = make_delin(c, op, nl_v, db, nd - m, outer);
      int k = 0;
      for (int i = 0; i < d->nresults; i++)
        vals[k++] = &d->results[i];
      for (int i = ni - m; i < ni; i++)
        vals[k++] = ins[i];
      canon_replace_op(c, op, vals);
    }
    free(vals);
    free(ins);
  }
  free(lb);
  free(db);
  return ok;
}

/* SplitDelinearizeSpanningLastLinearizeArg: the last static sizes of the
 * delinearize that multiply to the disjoint linearize's last static size
 * delinearize its last index alone. */
static bool delin_split(Canon *c, IrOp *op) {
  IrOp *lin = disjoint_lin_input(op);
  if (!lin)
    return false;
  const IrAttr *lb = static_basis(lin), *db = static_basis(op);
  int nl = lb->u.darray.n, nd = db->u.darray.n;
  if (nl == 0 || lb->u.darray.vals[nl - 1] == INT64_MIN)
    return false;
  int64_t target = lb->u.darray.vals[nl - 1], prod = 1;
  int split = 0;
  for (int i = nd - 1; i >= 0; i--) {
    int64_t s = db->u.darray.vals[i];
    if (s == INT64_MIN || !ck_mul(prod, s, &prod))
      return false;
    if (prod == target) {
      split = nd - i;
      break;
    }
    if (prod > target)
      return false;
  }
  if (split == 0 || split == op->nresults)
    return false;
  int n;
  Elem *b = basis_of(op, &n);
  int ni, nlb;
  Elem *lbe = basis_of(lin, &nlb);
  IrValue **ins = indices_of(lin, &ni);
  IrValue *front = make_lin(c, op, ins, ni - 1, lbe, nlb - 1, disjoint(lin));
  bool outer = op->nresults == nd;
  IrOp *d1 = make_delin(c, op, front, b, nd - split, outer);
  IrOp *d2 = make_delin(c, op, ins[ni - 1], b + nd - split, split, true);
  IrValue **vals = CANON_NEW(IrValue *, op->nresults);
  int k = 0;
  for (int i = 0; i < d1->nresults; i++)
    vals[k++] = &d1->results[i];
  for (int i = 0; i < d2->nresults; i++)
    vals[k++] = &d2->results[i];
  canon_replace_op(c, op, vals);
  free(vals);
  free(ins);
  free(b);
  free(lbe);
  return true;
}

/* DropLinearizeLeadingZero. */
static bool lin_drop_leading_zero(Canon *c, IrOp *op) {
  int ni = dyn_first(op);
  if (ni == 0 || !is_zero(op->opnds[0].value))
    return false;
  if (ni == 1) {
    canon_replace_op1(c, op, op->opnds[0].value);
    return true;
  }
  int n;
  Elem *b = basis_of(op, &n);
  bool outer = ni == n;
  IrValue **ins = CANON_NEW(IrValue *, ni);
  for (int i = 1; i < ni; i++)
    ins[i - 1] = op->opnds[i].value;
  canon_replace_op1(c, op, make_lin(c, op, ins, ni - 1, b + outer, n - outer, disjoint(op)));
  free(ins);
  free(b);
  return true;
}

/* DropLinearizeUnitComponentsIfDisjointOrZero. */
static bool lin_drop_unit(Canon *c, IrOp *op) {
  int ni = dyn_first(op), n;
  Elem *b = basis_of(op, &n);
  bool outer = ni == n, disj = disjoint(op);
  IrValue **ins = CANON_NEW(IrValue *, ni);
  Elem *nb = CANON_NEW(Elem, n);
  int k = 0, kb = 0;
  if (!outer && ni > 0)
    ins[k++] = op->opnds[0].value;
  for (int i = outer ? 0 : 1; i < ni; i++) {
    Elem e = b[outer ? i : i - 1];
    IrValue *v = op->opnds[i].value;
    if (elem_is_one(e) && (disj || is_zero(v)))
      continue;
    ins[k++] = v;
    nb[kb++] = e;
  }
  bool changed = k != ni;
  if (changed)
    canon_replace_op1(c, op, k == 0 ? canon_const_int(c, op, canon_ctx(c)->index_ty, 0)
                                    : make_lin(c, op, ins, k, nb, kb, disj));
  free(ins);
  free(nb);
  free(b);
  return changed;
}

/* getPaddedBasis: one element per result (delinearize) or index
 * (linearize), the first none (v NULL, cst INT64_MIN) without an outer
 * bound. */
static Elem *padded_of(const IrOp *op, int *np) {
  int n;
  Elem *b = basis_of(op, &n);
  *np = is_lin(op) ? dyn_first(op) : op->nresults;
  if (*np == n)
    return b;
  Elem *p = CANON_NEW(Elem, *np);
  p[0].cst = INT64_MIN;
  memcpy(p + 1, b, sizeof *p * (size_t)n);
  free(b);
  return p;
}

/* The builders' reading of a padded basis: a leading none means no outer
 * bound. */
static IrOp *make_delin_padded(Canon *c, IrOp *before, IrValue *x, const Elem *p, int np) {
  return np > 0 && elem_none(p[0]) ? make_delin(c, before, x, p + 1, np - 1, false)
                                   : make_delin(c, before, x, p, np, true);
}

static IrValue *make_lin_padded(Canon *c, IrOp *before, IrValue *const *idx, int ni,
                                const Elem *p, bool disj) {
  return ni > 0 && elem_none(p[0]) ? make_lin(c, before, idx, ni, p + 1, ni - 1, disj)
                                   : make_lin(c, before, idx, ni, p, ni, disj);
}

/* computeProduct: none if a term is; the product of the constant terms
 * and an affine.apply (before `before`) multiplying the others. */
static Elem product(Canon *c, IrOp *before, const Elem *t, int n) {
  IrContext *ctx = canon_ctx(c);
  Elem r = {INT64_MIN, NULL};
  for (int i = 0; i < n; i++)
    if (elem_none(t[i]))
      return r;
  const IrAffineExpr *e = ir_affine_const(ctx, 1);
  IrValue **dyn = CANON_NEW(IrValue *, n);
  int nd = 0;
  for (int i = 0; i < n; i++) {
    int64_t v;
    if (elem_const(t[i], &v)) {
      e = ir_affine_mul(ctx, e, ir_affine_const(ctx, v));
    } else {
      dyn[nd] = t[i].v;
      e = ir_affine_mul(ctx, e, ir_affine_sym(ctx, (unsigned)nd++));
    }
  }
  if (e->kind == AFFINE_CONST) {
    r.cst = e->value;
  } else {
    r.v = canon_create1(c, before, OP_AFFINE_APPLY, nd, dyn, ctx->index_ty);
    ir_op_set_attr_ex(ctx, r.v->def_op, "map", ir_attr_affine_map(ctx, 0, nd, 1, &e), true);
  }
  free(dyn);
  return r;
}

/* CancelLinearizeOfDelinearizePortion: each run of a linearize's indices
 * that are consecutive results of one delinearize with the same sizes
 * becomes one index, the delinearize's input when the run is all of its
 * results, else the merged result of a new delinearize (whose part is
 * delinearized again for the other users); one run per delinearize. */
static bool lin_cancel_delin(Canon *c, IrOp *op) {
  int ni, nlb;
  Elem *lb = padded_of(op, &nlb);
  ni = nlb;
  typedef struct Match {
    IrOp *delin;
    int lin_start, delin_start, len;
  } Match;
  Match *ms = CANON_NEW(Match, ni);
  int nm = 0;
  for (int i = 0; i < ni;) {
    IrValue *v = op->opnds[i].value;
    IrOp *d = canon_def(v, OP_AFFINE_DELINEARIZE_INDEX);
    if (!d) {
      i++;
      continue;
    }
    int di = (int)(v - d->results), ndb;
    Elem *db = padded_of(d, &ndb);
    bool match = elem_eq(db[di], lb[i]) || (i == 0 && di == 0) ||
                 (disjoint(op) && di == 0 && elem_none(db[di]));
    int j = 1;
    if (match)
      for (; i + j < ni && di + j < d->nresults; j++)
        if (op->opnds[i + j].value != &d->results[di + j] || !elem_eq(lb[i + j], db[di + j]))
          break;
    bool seen = false;
    for (int k = 0; k < nm; k++)
      seen = seen || ms[k].delin == d;
    free(db);
    if (!match || j <= 1 || seen) {
      i++;
      continue;
    }
    ms[nm++] = (Match){d, i, di, j};
    i += j;
  }
  if (nm == 0) {
    free(lb);
    free(ms);
    return false;
  }
  IrValue **idx = CANON_NEW(IrValue *, ni);
  Elem *nb = CANON_NEW(Elem, ni);
  IrValue ***repl = CANON_NEW(IrValue **, nm);
  int k = 0, prev = 0;
  for (int m = 0; m < nm; m++) {
    Match mt = ms[m];
    for (int i = prev; i < mt.lin_start; i++) {
      idx[k] = op->opnds[i].value;
      nb[k++] = lb[i];
    }
    prev = mt.lin_start + mt.len;
    Elem size = product(c, mt.delin, lb + mt.lin_start, mt.len);
    if (mt.len == mt.delin->nresults) {
      idx[k] = mt.delin->opnds[0].value;
      nb[k++] = size;
      continue;
    }
    int ndb;
    Elem *db = padded_of(mt.delin, &ndb);
    /* The delinearize's basis with the run's sizes replaced by their
     * product. */
    Elem *ndbv = CANON_NEW(Elem, ndb);
    int q = 0;
    for (int i = 0; i < ndb; i++) {
      if (i == mt.delin_start)
        ndbv[q++] = size;
      else if (i < mt.delin_start || i >= mt.delin_start + mt.len)
        ndbv[q++] = db[i];
    }
    IrOp *nd = make_delin_padded(c, mt.delin, mt.delin->opnds[0].value, ndbv, q);
    IrValue *comb = &nd->results[mt.delin_start];
    IrOp *resid = make_delin_padded(c, mt.delin, comb, lb + mt.lin_start, mt.len);
    IrValue **r = CANON_NEW(IrValue *, mt.delin->nresults);
    int w = 0;
    for (int i = 0; i < mt.delin_start; i++)
      r[w++] = &nd->results[i];
    for (int i = 0; i < resid->nresults; i++)
      r[w++] = &resid->results[i];
    for (int i = mt.delin_start + 1; i < nd->nresults; i++)
      r[w++] = &nd->results[i];
    repl[m] = r;
    idx[k] = comb;
    nb[k++] = size;
    free(db);
    free(ndbv);
  }
  for (int i = prev; i < ni; i++) {
    idx[k] = op->opnds[i].value;
    nb[k++] = lb[i];
  }
  canon_replace_op1(c, op, make_lin_padded(c, op, idx, k, nb, disjoint(op)));
  for (int m = 0; m < nm; m++)
    if (repl[m]) {
      canon_replace_op(c, ms[m].delin, repl[m]);
      free(repl[m]);
    }
  free(repl);
  free(idx);
  free(nb);
  free(lb);
  free(ms);
  return true;
}

bool canon_affine_index_patterns(Canon *c, IrOp *op) {
  if (ir_op_is(op, OP_AFFINE_DELINEARIZE_INDEX))
    return delin_fold(c, op) || delin_cancel_tail(c, op) || delin_drop_unit(c, op) ||
           delin_split(c, op);
  if (ir_op_is(op, OP_AFFINE_LINEARIZE_INDEX))
    return lin_fold(c, op) || lin_cancel_delin(c, op) || lin_drop_leading_zero(c, op) ||
           lin_drop_unit(c, op);
  return false;
}
