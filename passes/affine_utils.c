/* affine_utils.c: maps with their operands and trip counts for the affine
 * transformation passes (affine_utils.h). */
#include "affine_utils.h"

#include <stdlib.h>

#include "canonicalize.h"

AffineValueMap affine_value_map_of(IrAttr *map, const IrOp *op, int first) {
  AffineValueMap v = {map, xcalloc((size_t)affine_map_inputs(map) + 1, sizeof(IrValue *))};
  for (int i = 0; i < affine_map_inputs(map); i++)
    v.ops[i] = op->opnds[first + i].value;
  return v;
}

bool affine_value_map_difference(IrContext *ctx, const AffineValueMap *a, const AffineValueMap *b,
                                 AffineValueMap *out) {
  int an = a->map->u.affine.ndims, as = a->map->u.affine.nsyms;
  int bn = b->map->u.affine.ndims, bs = b->map->u.affine.nsyms, n = a->map->u.affine.n;
  const IrAffineExpr **dims = xcalloc((size_t)bn + 1, sizeof *dims);
  const IrAffineExpr **syms = xcalloc((size_t)bs + 1, sizeof *syms);
  const IrAffineExpr **exprs = xcalloc((size_t)n + 1, sizeof *exprs);
  for (int i = 0; i < bn; i++)
    dims[i] = ir_affine_dim(ctx, (unsigned)(an + i));
  for (int i = 0; i < bs; i++)
    syms[i] = ir_affine_sym(ctx, (unsigned)(as + i));
  for (int k = 0; k < n; k++)
    exprs[k] = ir_affine_sub(ctx, a->map->u.affine.exprs[k],
                             ir_affine_replace(ctx, b->map->u.affine.exprs[k], dims, syms));
  out->map = ir_attr_affine_map(ctx, an + bn, as + bs, n, exprs);
  out->ops = xcalloc((size_t)(an + bn + as + bs) + 1, sizeof *out->ops);
  int k = 0;
  for (int i = 0; i < an; i++)
    out->ops[k++] = a->ops[i];
  for (int i = 0; i < bn; i++)
    out->ops[k++] = b->ops[i];
  for (int i = 0; i < as; i++)
    out->ops[k++] = a->ops[an + i];
  for (int i = 0; i < bs; i++)
    out->ops[k++] = b->ops[bn + i];
  free(dims);
  free(syms);
  free(exprs);
  /* Composed (fullyComposeAffineMapAndOperands canonicalizes too), then
   * canonicalized again: the second drops what the first's merging of
   * repeated operands left unused (`s0 + 4 - s0` over one operand). */
  if (canon_affine_compose_map(ctx, &out->map, &out->ops) &&
      canon_affine_compose_map(ctx, &out->map, &out->ops))
    return true;
  free(out->ops);
  out->ops = NULL;
  return false;
}

bool affine_for_span(IrContext *ctx, const IrOp *op, AffineValueMap *out) {
  AffineForGroups g;
  IrAttr *lbm = affine_op_map(op, "lowerBoundMap"), *ubm = affine_op_map(op, "upperBoundMap");
  if (!affine_for_groups(op, &g) || lbm->u.affine.n != 1)
    return false;
  int n = ubm->u.affine.n;
  const IrAffineExpr **rep = xcalloc((size_t)n + 1, sizeof *rep);
  for (int i = 0; i < n; i++)
    rep[i] = lbm->u.affine.exprs[0];
  IrAttr *padded = ir_attr_affine_map(ctx, lbm->u.affine.ndims, lbm->u.affine.nsyms, n, rep);
  free(rep);
  AffineValueMap lb = affine_value_map_of(padded, op, g.lb_first);
  AffineValueMap ub = affine_value_map_of(ubm, op, g.ub_first);
  bool ok = affine_value_map_difference(ctx, &ub, &lb, out);
  free(lb.ops);
  free(ub.ops);
  return ok;
}

bool affine_map_single_const(const IrAttr *m, int64_t *v) {
  if (m->u.affine.n != 1 || m->u.affine.exprs[0]->kind != AFFINE_CONST)
    return false;
  *v = m->u.affine.exprs[0]->value;
  return true;
}

bool affine_for_trip_count_map(IrContext *ctx, const IrOp *op, AffineValueMap *out) {
  IrAttr *lbm = affine_op_map(op, "lowerBoundMap"), *ubm = affine_op_map(op, "upperBoundMap");
  int64_t step = affine_for_step(op), lb, ub;
  if (affine_map_single_const(lbm, &lb) && affine_map_single_const(ubm, &ub)) {
    uint64_t span = ub > lb ? (uint64_t)ub - (uint64_t)lb : 0;
    uint64_t n = span / (uint64_t)step + (span % (uint64_t)step != 0);
    const IrAffineExpr *e = ir_affine_const(ctx, (int64_t)n);
    out->map = ir_attr_affine_map(ctx, 0, 0, 1, &e);
    out->ops = xcalloc(1, sizeof *out->ops);
    return true;
  }
  AffineValueMap d;
  if (!affine_for_span(ctx, op, &d))
    return false;
  int n = d.map->u.affine.n;
  const IrAffineExpr **exprs = xcalloc((size_t)n + 1, sizeof *exprs);
  for (int i = 0; i < n; i++)
    exprs[i] = ir_affine_ceildiv(ctx, d.map->u.affine.exprs[i], ir_affine_const(ctx, step));
  out->map = ir_attr_affine_map(ctx, d.map->u.affine.ndims, d.map->u.affine.nsyms, n, exprs);
  out->ops = d.ops;
  free(exprs);
  return true;
}

bool affine_for_const_trip_count(IrContext *ctx, const IrOp *op, uint64_t *n) {
  AffineValueMap t;
  if (!affine_for_trip_count_map(ctx, op, &t))
    return false;
  bool any = false;
  uint64_t min = 0;
  for (int i = 0; i < t.map->u.affine.n; i++) {
    const IrAffineExpr *e = t.map->u.affine.exprs[i];
    if (e->kind != AFFINE_CONST) {
      free(t.ops);
      return false;
    }
    uint64_t c = e->value < 0 ? 0 : (uint64_t)e->value;
    if (!any || c < min)
      min = c;
    any = true;
  }
  free(t.ops);
  *n = min;
  return any;
}

uint64_t affine_for_largest_trip_divisor(IrContext *ctx, const IrOp *op) {
  AffineValueMap t;
  if (!affine_for_trip_count_map(ctx, op, &t))
    return 1;
  uint64_t g = 0;
  for (int i = 0; i < t.map->u.affine.n; i++) {
    const IrAffineExpr *e = t.map->u.affine.exprs[i];
    uint64_t d = e->kind == AFFINE_CONST ? (e->value == 0 ? UINT64_MAX : (uint64_t)e->value)
                                         : (uint64_t)ir_affine_largest_known_divisor(e);
    g = i == 0 ? d : ir_gcd_u64(g, d);
  }
  free(t.ops);
  return g;
}

/* getConstantTripCount == 1 (promoteIfSingleIteration's test). */
static bool runs_once(IrContext *ctx, const IrOp *op) {
  uint64_t n;
  return affine_for_const_trip_count(ctx, op, &n) && n == 1;
}

static IrOp *func_of(IrOp *op) {
  IrOp *p = ir_op_parent_op(op);
  while (p && !ir_op_is(p, OP_FUNC))
    p = ir_op_parent_op(p);
  return p;
}

bool affine_for_promote_single(IrContext *ctx, IrOp *op) {
  AffineForGroups gg, *g = &gg;
  if (!runs_once(ctx, op) || !affine_for_groups(op, g) ||
      affine_op_map(op, "lowerBoundMap")->u.affine.n != 1)
    return false;
  IrAttr *lbm = affine_op_map(op, "lowerBoundMap");
  IrBlock *body = op->regions[0]->first;
  IrValue *iv = body->args[0];
  int64_t c;
  if (ir_value_has_uses(iv)) {
    IrBuilder b = {ctx, NULL, NULL, op->loc};
    IrValue *v;
    if (affine_map_single_const(lbm, &c)) {
      IrOp *f = func_of(op);
      IrBlock *entry = f && f->regions[0]->first ? f->regions[0]->first : NULL;
      if (entry)
        b.block = entry, b.before = entry->first;
      else
        ir_builder_set_before(&b, op);
      v = ir_build_const_index(&b, c);
    } else if (ir_affine_map_is_identity(lbm) && lbm->u.affine.ndims == 1) {
      v = op->opnds[g->lb_first].value;
    } else {
      ir_builder_set_before(&b, op);
      IrValue **ops = xcalloc((size_t)g->nlb + 1, sizeof *ops);
      for (int i = 0; i < g->nlb; i++)
        ops[i] = op->opnds[g->lb_first + i].value;
      IrOp *apply = ir_build(&b, (IrOpKind)OP_AFFINE_APPLY, g->nlb, ops, 1, &ctx->index_ty, 0);
      ir_op_set_attr_ex(ctx, apply, "map", lbm, true);
      free(ops);
      v = &apply->results[0];
    }
    ir_value_replace_all_uses(iv, v);
  }
  for (int i = 0; i < g->ninits; i++)
    ir_value_replace_all_uses(body->args[1 + i], op->opnds[g->init_first + i].value);
  IrOp *y = body->last;
  for (int i = 0; i < op->nresults; i++)
    ir_value_replace_all_uses(&op->results[i], y->opnds[i].value);
  for (IrOp *o = body->first, *next; o != y; o = next) {
    next = o->next;
    ir_op_move_before(o, op);
  }
  ir_op_erase(op);
  return true;
}

static AffineRange range_of(IrContext *ctx, IrValue *v, int depth);

/* The range of result r of map over op's operands from first (linear
 * results only). */
static AffineRange map_range(IrContext *ctx, const IrAttr *map, int r, IrOp *op, int first, int depth) {
  AffineRange out = {false, 0, 0};
  int nd = map->u.affine.ndims, ns = map->u.affine.nsyms;
  int64_t coef[64];
  if (nd + ns + 1 > 64 ||
      !ir_affine_flat_coefs(ctx, map->u.affine.exprs[r], nd, ns, coef))
    return out;
  __int128 lo = coef[nd + ns], hi = coef[nd + ns];
  for (int i = 0; i < nd + ns; i++) {
    if (!coef[i])
      continue;
    AffineRange x = range_of(ctx, ir_op_operand(op, first + i), depth + 1);
    if (!x.known)
      return out;
    __int128 a = (__int128)coef[i] * x.lo, b = (__int128)coef[i] * x.hi;
    lo += a < b ? a : b;
    hi += a < b ? b : a;
  }
  if (lo < INT64_MIN / 2 || hi > INT64_MAX / 2)
    return out;
  out.known = true;
  out.lo = (int64_t)lo;
  out.hi = (int64_t)hi;
  return out;
}

/* The values v takes: a constant, or an affine.for's induction variable
 * from its bounds' ranges (the last value a step reaches when the lower
 * bound is constant). */
static AffineRange range_of(IrContext *ctx, IrValue *v, int depth) {
  AffineRange out = {false, 0, 0};
  int64_t c;
  if (depth > 32)
    return out;
  if (ir_value_const_int(v, &c)) {
    out.known = true;
    out.lo = out.hi = c;
    return out;
  }
  IrBlock *b = v->def_op ? NULL : v->owner_block;
  IrOp *f = b && b->parent ? b->parent->parent : NULL;
  if (!f || !ir_op_is(f, OP_AFFINE_FOR) || v != b->args[0])
    return out;
  AffineForGroups g;
  affine_for_groups(f, &g);
  IrAttr *lbm = affine_op_map(f, "lowerBoundMap"), *ubm = affine_op_map(f, "upperBoundMap");
  for (int r = 0; r < lbm->u.affine.n; r++) {
    AffineRange x = map_range(ctx, lbm, r, f, g.lb_first, depth);
    if (!x.known)
      return out;
    out.lo = r == 0 || x.lo > out.lo ? x.lo : out.lo;
  }
  for (int r = 0; r < ubm->u.affine.n; r++) {
    AffineRange x = map_range(ctx, ubm, r, f, g.ub_first, depth);
    if (!x.known)
      return out;
    out.hi = r == 0 || x.hi - 1 < out.hi ? x.hi - 1 : out.hi;
  }
  int64_t lb, step = affine_for_step(f);
  if (step > 1 && affine_map_single_const(lbm, &lb) && out.hi >= lb)
    out.hi = lb + (out.hi - lb) / step * step;
  out.known = lbm->u.affine.n > 0 && ubm->u.affine.n > 0;
  return out;
}

AffineRange affine_value_range(IrContext *ctx, IrValue *v) {
  return range_of(ctx, v, 0);
}

AffineRange affine_map_result_range(IrContext *ctx, const IrAttr *map, int r, IrOp *op,
                                    int first) {
  return map_range(ctx, map, r, op, first, 0);
}
