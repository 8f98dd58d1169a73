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

bool affine_for_const_trip_count(IrContext *ctx, const IrOp *op, uint64_t *n) {
  IrAttr *lbm = affine_op_map(op, "lowerBoundMap"), *ubm = affine_op_map(op, "upperBoundMap");
  int64_t step = affine_for_step(op), lb, ub;
  if (affine_map_single_const(lbm, &lb) && affine_map_single_const(ubm, &ub)) {
    uint64_t span = ub > lb ? (uint64_t)ub - (uint64_t)lb : 0;
    *n = span / (uint64_t)step + (span % (uint64_t)step != 0);
    return true;
  }
  AffineValueMap d;
  if (!affine_for_span(ctx, op, &d))
    return false;
  bool any = false;
  uint64_t min = 0;
  for (int i = 0; i < d.map->u.affine.n; i++) {
    const IrAffineExpr *e =
        ir_affine_ceildiv(ctx, d.map->u.affine.exprs[i], ir_affine_const(ctx, step));
    if (e->kind != AFFINE_CONST) {
      free(d.ops);
      return false;
    }
    uint64_t t = e->value < 0 ? 0 : (uint64_t)e->value;
    if (!any || t < min)
      min = t;
    any = true;
  }
  free(d.ops);
  *n = min;
  return any;
}
