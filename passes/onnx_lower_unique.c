/* onnx_lower_unique.c: lowering of Unique. The input is viewed as n
 * slices (elements without 'axis'), sorted by a stable bottom-up merge
 * sort of their positions (O(n log n) comparisons of slices), then one
 * sequential walk over the sorted order groups equal slices: their count,
 * first occurrence, and each slice's group; unsorted output orders the
 * groups by first occurrence in one more walk. The result sizes, the
 * number of groups, are known when the program runs (as NonZero's). */
#include <string.h>

#include "onnx_lower.h"

#define B (&L->b)

static IrValue *c(Lower *L, int64_t v) { return lw_cidx(L, v); }

typedef struct Uniq {
  IrValue *x3;          /* the input as [outer, n, inner] */
  IrValue *outer, *n, *inner;
  const char *lt, *gt;  /* the element order's predicates */
  bool fl;
} Uniq;

/* -1, 0 or 1 as slice a of the input comes before, equals or comes after
 * slice b, comparing their elements in row-major order. */
static IrValue *compare(Lower *L, Uniq *u, IrValue *a, IrValue *b) {
  IrValue *z = c(L, 0);
  LwFor fo, fi;
  IrValue **so, **si;
  IrValue *o = lw_for_begin(L, &fo, c(L, 0), u->outer, 1, &z, &so);
  IrValue *i = lw_for_begin(L, &fi, c(L, 0), u->inner, 1, so, &si);
  IrValue *ia[3] = {o, a, i}, *ib[3] = {o, b, i};
  IrValue *xa = ir_build_load(B, u->x3, 3, ia), *xb = ir_build_load(B, u->x3, 3, ib);
  IrOpKind k = u->fl ? OP_CMPF : OP_CMPI;
  IrValue *here = lw_select_idx(L, ir_build_cmp(B, k, u->lt, xa, xb), c(L, -1),
                                lw_select_idx(L, ir_build_cmp(B, k, u->gt, xa, xb), c(L, 1), z));
  IrValue *s = lw_select_idx(L, lw_cmp_idx(L, "ne", si[0], z), si[0], here);
  s = lw_for_end(L, &fi, 1, &s)[0];
  return lw_for_end(L, &fo, 1, &s)[0];
}

/* A new 1-D index buffer of n elements. */
static IrValue *ibuf(Lower *L, IrValue *n) {
  int64_t d = TY_DYN;
  return lw_alloc(L, ir_type_memref(L->ctx, L->ctx->index_ty, 1, &d), &n);
}

/* perm: the positions 0..n-1 sorted (stably) by their slices. Passes of
 * width 1, 2, 4, ... each merge pairs of sorted runs from perm into tmp,
 * copied back; as many passes as n has bits beyond the first. */
static IrValue *sort_slices(Lower *L, Uniq *u) {
  IrValue *n = u->n, *perm = ibuf(L, n), *tmp = ibuf(L, n);
  Nest ns;
  lw_nest_begin(L, &ns, 1, &n, false);
  ir_build_store(B, ns.ivs[0], perm, 1, ns.ivs);
  lw_nest_end(L, &ns);
  IrValue *z = c(L, 0), *one = c(L, 1);
  LwFor fp, fb, fk;
  IrValue **it;
  /* passes: the count of p < 62 with 2^p < n. */
  IrValue *p = lw_for_begin(L, &fp, z, c(L, 62), 1, &z, &it);
  IrValue *w = ir_build_binary(B, OP_SHLI, one, p);
  IrValue *more = ir_build_binary(B, OP_ADDI, it[0], lw_select_idx(L, lw_cmp_idx(L, "slt", w, n), one, z));
  IrValue *passes = lw_for_end(L, &fp, 1, &more)[0];
  L->loop_depth++;
  p = lw_for_begin(L, &fp, z, passes, 0, NULL, NULL);
  w = ir_build_binary(B, OP_SHLI, one, p);
  IrValue *w2 = ir_build_binary(B, OP_ADDI, w, w);
  IrValue *blocks = ir_build_binary(B, OP_DIVSI,
                                    ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_ADDI, n, w2), one), w2);
  IrValue *blk = lw_for_begin(L, &fb, z, blocks, 0, NULL, NULL);
  IrValue *lo = ir_build_binary(B, OP_MULI, blk, w2);
  IrValue *mid = ir_build_binary(B, OP_MINSI, ir_build_binary(B, OP_ADDI, lo, w), n);
  IrValue *hi = ir_build_binary(B, OP_MINSI, ir_build_binary(B, OP_ADDI, lo, w2), n);
  IrValue *ij[2] = {lo, mid};
  IrValue *k = lw_for_begin(L, &fk, lo, hi, 2, ij, &it);
  /* Clamped into range: a run already used up is never read for real. */
  IrValue *ii = ir_build_binary(B, OP_MINSI, it[0], ir_build_binary(B, OP_SUBI, mid, one));
  IrValue *jj = ir_build_binary(B, OP_MINSI, it[1], ir_build_binary(B, OP_SUBI, hi, one));
  IrValue *pi = ir_build_load(B, perm, 1, &ii), *pj = ir_build_load(B, perm, 1, &jj);
  IrValue *right_first = lw_cmp_idx(L, "slt", compare(L, u, pj, pi), z);
  IrValue *left = ir_build_binary(
      B, OP_ANDI, lw_cmp_idx(L, "slt", it[0], mid),
      ir_build_binary(B, OP_ORI, lw_cmp_idx(L, "sge", it[1], hi),
                      ir_build_binary(B, OP_XORI, right_first, ir_build_const_int(B, L->ctx->i1_ty, 1))));
  ir_build_store(B, lw_select_idx(L, left, pi, pj), tmp, 1, &k);
  IrValue *nx[2] = {ir_build_binary(B, OP_ADDI, it[0], lw_select_idx(L, left, one, z)),
                    ir_build_binary(B, OP_ADDI, it[1], lw_select_idx(L, left, z, one))};
  lw_for_end(L, &fk, 2, nx);
  lw_for_end(L, &fb, 0, NULL);
  lw_copy(L, tmp, perm);
  lw_for_end(L, &fp, 0, NULL);
  L->loop_depth--;
  return perm;
}

/* Unique: Y, indices, inverse_indices, counts (any of them asked for). */
bool lw_lower_unique(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank;
  IrAttr *axa = ir_op_get_attr(op, "axis");
  int64_t axis = lw_int_attr(op, "axis", 0);
  if (axis < 0)
    axis += r;
  bool sorted = lw_int_attr(op, "sorted", 1) != 0;
  Uniq u;
  IrValue *one = c(L, 1), *z = c(L, 0);
  u.outer = one;
  u.inner = one;
  u.n = one;
  for (int i = 0; i < r; i++) {
    IrValue *d = lw_dim(L, x, i);
    IrValue **at = !axa ? &u.n : i < axis ? &u.outer : i == axis ? &u.n : &u.inner;
    *at = ir_build_binary(B, OP_MULI, *at, d);
  }
  int64_t d3[3] = {TY_DYN, TY_DYN, TY_DYN};
  IrValue *dims3[3] = {u.outer, u.n, u.inner};
  IrType *et = x->type->elem;
  u.x3 = lw_reshape_copy(L, x, ir_type_memref(ctx, et, 3, d3), dims3);
  u.fl = et->kind == TY_FLOAT;
  bool uns = lw_operand_unsigned(L, op, 0) || (et->kind == TY_INT && et->width == 1);
  u.lt = u.fl ? "olt" : lw_int_pred("lt", uns);
  u.gt = u.fl ? "ogt" : lw_int_pred("gt", uns);
  IrValue *perm = sort_slices(L, &u);

  /* The walk in sorted order: a new group where a slice differs from the
   * one before; its first occurrence (the sort is stable: the first of the
   * group) and count; each position's group. */
  IrValue *first = ibuf(L, u.n), *count = ibuf(L, u.n), *group = ibuf(L, u.n);
  IrValue *m1 = c(L, -1);
  LwFor fk;
  IrValue **it;
  L->loop_depth++;
  IrValue *k = lw_for_begin(L, &fk, z, u.n, 1, &m1, &it);
  IrValue *pk = ir_build_load(B, perm, 1, &k);
  IrValue *kp = ir_build_binary(B, OP_MAXSI, ir_build_binary(B, OP_SUBI, k, one), z);
  IrValue *pp = ir_build_load(B, perm, 1, &kp);
  IrValue *fresh = ir_build_binary(B, OP_ORI, lw_cmp_idx(L, "eq", k, z),
                                   lw_cmp_idx(L, "ne", compare(L, &u, pp, pk), z));
  IrValue *g = ir_build_binary(B, OP_ADDI, it[0], lw_select_idx(L, fresh, one, z));
  ir_build_store(B, lw_select_idx(L, fresh, pk, ir_build_load(B, first, 1, &g)), first, 1, &g);
  IrValue *cnt = lw_select_idx(L, fresh, z, ir_build_load(B, count, 1, &g));
  ir_build_store(B, ir_build_binary(B, OP_ADDI, cnt, one), count, 1, &g);
  ir_build_store(B, g, group, 1, &pk);
  IrValue *ngroups = ir_build_binary(B, OP_ADDI, lw_for_end(L, &fk, 1, &g)[0], one);

  /* Each group's place in the result: its own in sorted order, else the
   * order of first occurrences. */
  IrValue *place = group;
  if (!sorted) {
    place = ibuf(L, u.n);
    IrValue *i = lw_for_begin(L, &fk, z, u.n, 1, &z, &it);
    IrValue *gi = ir_build_load(B, group, 1, &i);
    IrValue *isfirst = lw_cmp_idx(L, "eq", ir_build_load(B, first, 1, &gi), i);
    ir_build_store(B, lw_select_idx(L, isfirst, it[0], ir_build_load(B, place, 1, &gi)), place, 1, &gi);
    IrValue *nx = ir_build_binary(B, OP_ADDI, it[0], lw_select_idx(L, isfirst, one, z));
    lw_for_end(L, &fk, 1, &nx);
  }
  L->loop_depth--;

  IrValue *res[4] = {NULL, NULL, NULL, NULL};
  IrValue *y3 = NULL;
  IrValue *ud[3] = {u.outer, ngroups, u.inner};
  if (op->nresults > 0)
    y3 = lw_alloc(L, ir_type_memref(ctx, et, 3, d3), ud);
  for (int i = 1; i < op->nresults; i++)
    res[i] = lw_alloc(L, lw_memref_of(L, op->results[i].type), i == 2 ? &u.n : &ngroups);
  Nest ns;
  lw_nest_begin(L, &ns, 1, &ngroups, false);
  IrValue *gg = ns.ivs[0];
  IrValue *pl = sorted ? gg : ir_build_load(B, place, 1, &gg);
  IrValue *fg = ir_build_load(B, first, 1, &gg);
  if (res[1])
    ir_build_store(B, ir_build_cast(B, OP_INDEX_CAST, fg, ctx->i64_ty), res[1], 1, &pl);
  if (res[3])
    ir_build_store(B, ir_build_cast(B, OP_INDEX_CAST, ir_build_load(B, count, 1, &gg), ctx->i64_ty),
                   res[3], 1, &pl);
  Nest in;
  IrValue *oi[2] = {u.outer, u.inner};
  lw_nest_begin(L, &in, 2, oi, false);
  IrValue *src[3] = {in.ivs[0], fg, in.ivs[1]}, *dst[3] = {in.ivs[0], pl, in.ivs[1]};
  ir_build_store(B, ir_build_load(B, u.x3, 3, src), y3, 3, dst);
  lw_nest_end(L, &in);
  lw_nest_end(L, &ns);
  if (res[2]) {
    lw_nest_begin(L, &ns, 1, &u.n, true);
    IrValue *gi = ir_build_load(B, group, 1, ns.ivs);
    IrValue *v = sorted ? gi : ir_build_load(B, place, 1, &gi);
    ir_build_store(B, ir_build_cast(B, OP_INDEX_CAST, v, ctx->i64_ty), res[2], 1, ns.ivs);
    lw_nest_end(L, &ns);
  }
  /* Y in the input's shape, the axis's size (or the only one) the groups'. */
  IrValue **yd = lw_vals(L, axa ? r : 1);
  if (!axa)
    yd[0] = ngroups;
  for (int i = 0; axa && i < r; i++)
    yd[i] = i == axis ? ngroups : lw_dim(L, x, i);
  res[0] = lw_reshape_copy(L, y3, lw_memref_of(L, op->results[0].type), yd);
  for (int i = 0; i < op->nresults; i++)
    lw_set(L, &op->results[i], res[i]);
  return true;
}
