/* views.c: memref views (memref.subview, reinterpret_cast, collapse_shape,
 * expand_shape): their operand lists, MLIR 22's result-type inference and
 * verifiers, with mlir-opt's messages (docs/DESIGN.md, "Memref layouts and
 * views"). */
#include "views.h"

#include <stdlib.h>
#include <string.h>

#include "affine_expr.h"
#include "arena.h"
#include "checked.h"
#include "verify.h"

/* ============================== operand lists =========================== */

const char *ir_view_list_attr(const IrOp *op, IrViewListKind which) {
  if (ir_op_is(op, OP_EXPAND_SHAPE))
    return "static_output_shape";
  static const char *const names[] = {"static_offsets", "static_sizes", "static_strides"};
  return names[which];
}

const IrAttr *ir_i64_array_attr(const IrOp *op, const char *name) {
  const IrAttr *a = ir_op_get_attr(op, name);
  if (!a || a->kind != ATTR_DENSE_ARRAY || !a->type || a->type->kind != TY_INT || a->type->width != 64)
    return NULL;
  return a;
}

int ir_count_dynamic(const IrAttr *a) {
  int n = 0;
  for (int i = 0; i < a->u.darray.n; i++)
    n += a->u.darray.vals[i] == TY_DYN;
  return n;
}

static const IrAttr *list_attr(const IrOp *op, IrViewListKind which) {
  return ir_i64_array_attr(op, ir_view_list_attr(op, which));
}

static int count_dynamic(const IrAttr *a) { return ir_count_dynamic(a); }

bool ir_view_list(const IrOp *op, IrViewListKind which, IrViewList *l) {
  const IrAttr *a = list_attr(op, which);
  if (!a)
    return false;
  l->n = a->u.darray.n;
  l->stat = a->u.darray.vals;
  l->first = 1;
  for (int k = IR_VIEW_OFFSETS; k < (int)which && !ir_op_is(op, OP_EXPAND_SHAPE); k++) {
    const IrAttr *b = list_attr(op, (IrViewListKind)k);
    if (!b)
      return false;
    l->first += count_dynamic(b);
  }
  return true;
}

bool ir_op_is_view(const IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_MEMREF_CAST:
  case OP_MEMORY_SPACE_CAST:
  case OP_SUBVIEW:
  case OP_REINTERPRET_CAST:
  case OP_COLLAPSE_SHAPE:
  case OP_EXPAND_SHAPE:
  case OP_VIEW:
  case OP_TRANSPOSE:
  case OP_MEMREF_RESHAPE:
  case OP_ASSUME_ALIGNMENT: return true;
  default: return false;
  }
}

int ir_view_segment_sizes(const IrOp *op, int64_t *sizes) {
  if (!ir_op_is(op, OP_SUBVIEW) && !ir_op_is(op, OP_REINTERPRET_CAST))
    return 0;
  sizes[0] = 1;
  for (int k = 0; k < 3; k++) {
    const IrAttr *a = list_attr(op, (IrViewListKind)k);
    sizes[k + 1] = a ? count_dynamic(a) : 0;
  }
  return 4;
}

/* ============================ type inference ============================ */

/* a * b and a + b of static-or-'?' values, '?' when either is (or on
 * overflow), except that a static 0 times anything is 0: MLIR's
 * SaturatedInteger (a subview at static offset 0 of a dimension whose
 * stride is '?' keeps a static offset). */
static int64_t dyn_mul(int64_t a, int64_t b) {
  int64_t r;
  if (a == 0 || b == 0)
    return 0;
  return a == TY_DYN || b == TY_DYN || !ck_mul(a, b, &r) ? TY_DYN : r;
}
static int64_t dyn_add(int64_t a, int64_t b) {
  int64_t r;
  return a == TY_DYN || b == TY_DYN || !ck_add(a, b, &r) ? TY_DYN : r;
}

/* Scratch for strides: rank is bounded by the parser, but not by much. */
static int64_t *scratch(IrContext *ctx, int n) {
  return arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(n > 0 ? n : 1));
}

/* t in src's memory space (views keep their source's), or NULL. */
static IrType *in_space(IrContext *ctx, const IrType *src, IrType *t) {
  return t ? ir_type_with_memspace(ctx, t, src->memspace) : NULL;
}

IrType *ir_subview_type(IrContext *ctx, const IrType *src, const int64_t *offsets,
                        const int64_t *sizes, const int64_t *strides) {
  int r = src->rank;
  int64_t *st = scratch(ctx, r), off;
  if (!ir_type_strides(src, st, &off))
    return NULL;
  int64_t *rs = scratch(ctx, r);
  for (int d = 0; d < r; d++) {
    off = dyn_add(off, dyn_mul(offsets[d], st[d]));
    rs[d] = dyn_mul(st[d], strides[d]);
  }
  return in_space(ctx, src, ir_type_memref_strided(ctx, src->elem, r, sizes, rs, off));
}

/* MLIR's isIdentity for a layout: none, or strided<[1]> of rank 1 or
 * strided<[]> of rank 0 (whose affine maps are the identity). */
bool ir_layout_is_identity(const IrType *t) {
  return t->layout == IR_LAYOUT_IDENTITY ||
         (t->layout == IR_LAYOUT_STRIDED && t->offset == 0 &&
          (t->rank == 0 || (t->rank == 1 && t->strides[0] == 1)));
}


IrType *ir_collapse_type(IrContext *ctx, const IrType *src, int rank, const int64_t *dims,
                         int ngroups, const int64_t *const *groups, const int *glen) {
  if (ir_layout_is_identity(src))
    return in_space(ctx, src, ir_type_memref(ctx, src->elem, rank, dims));
  int64_t *st = scratch(ctx, src->rank), off;
  if (!ir_type_strides(src, st, &off) || ngroups != rank)
    return NULL;
  /* MLIR's computeCollapsedLayoutMap (strict = false). */
  int64_t *rs = scratch(ctx, rank);
  for (int g = 0; g < ngroups; g++) {
    int n = glen[g];
    while (n > 1 && src->dims[groups[g][n - 1]] == 1)
      n--;
    int64_t last = groups[g][n - 1];
    rs[g] = src->dims[last] != TY_DYN || n == 1 ? st[last] : TY_DYN;
  }
  for (int g = ngroups - 1; g >= 0; g--) {
    int64_t stride = rs[g];
    for (int k = glen[g] - 1; k >= 1; k--) {
      int64_t idx = groups[g][k];
      stride = dyn_mul(stride, src->dims[idx]);
      int64_t s = st[idx - 1];
      if (stride != TY_DYN && s != TY_DYN && stride != s)
        return NULL;
    }
  }
  return in_space(ctx, src, ir_type_memref_strided(ctx, src->elem, rank, dims, rs, off));
}

IrType *ir_expand_type(IrContext *ctx, const IrType *src, int rank, const int64_t *dims,
                       int ngroups, const int64_t *const *groups, const int *glen) {
  if (ir_layout_is_identity(src))
    return in_space(ctx, src, ir_type_memref(ctx, src->elem, rank, dims));
  int64_t *st = scratch(ctx, src->rank), off;
  if (!ir_type_strides(src, st, &off) || ngroups != src->rank)
    return NULL;
  /* MLIR's computeExpandedLayoutMap: each group's strides from its source
   * stride inwards-out, times the result sizes after them. */
  int64_t *rs = scratch(ctx, rank);
  for (int d = 0; d < rank; d++)
    rs[d] = 1;
  int at = rank - 1;
  for (int g = ngroups - 1; g >= 0; g--) {
    int64_t cur = st[g];
    for (int k = 0; k < glen[g] && at >= 0; k++, at--) {
      rs[at] = cur;
      cur = dyn_mul(cur, dims[at]);
    }
  }
  return in_space(ctx, src, ir_type_memref_strided(ctx, src->elem, rank, dims, rs, off));
}

bool ir_view_reassociation(IrContext *ctx, const IrOp *op, int *ngroups,
                           const int64_t *const **groups, const int **glen) {
  const IrAttr *a = ir_op_get_attr(op, "reassociation");
  if (!a || a->kind != ATTR_ARRAY)
    return false;
  int n = a->u.array.n;
  const int64_t **gs = arena_alloc(&ctx->arena, sizeof *gs * (size_t)(n + 1));
  int *ls = arena_alloc(&ctx->arena, sizeof *ls * (size_t)(n + 1));
  for (int g = 0; g < n; g++) {
    const IrAttr *e = a->u.array.elts[g];
    if (e->kind != ATTR_ARRAY)
      return false;
    int64_t *v = scratch(ctx, e->u.array.n);
    for (int k = 0; k < e->u.array.n; k++) {
      if (e->u.array.elts[k]->kind != ATTR_INT)
        return false;
      v[k] = e->u.array.elts[k]->u.i;
    }
    gs[g] = v;
    ls[g] = e->u.array.n;
  }
  *ngroups = n;
  *groups = gs;
  *glen = ls;
  return true;
}

/* =============================== verifiers ============================== */

static const char *tstr(IrVerifier *v, const IrType *t) {
  return ir_type_str(ir_verifier_context(v), t);
}

/* The operand and result kinds ODS checks first: a ranked memref source
 * (unranked too where allow_unranked), index lists, a memref result. */
static bool check_kinds(IrVerifier *v, IrOp *op, bool allow_unranked) {
  IrValue *src = op->nopnds ? ir_op_operand(op, 0) : NULL;
  if (!src || src->type->kind != TY_MEMREF || (!allow_unranked && src->type->rank < 0)) {
    ir_verify_error(v, op, "operand #0 must be %smemref of any type values, but got '%s'",
                    allow_unranked ? "ranked or unranked " : "",
                    src ? tstr(v, src->type) : "<none>");
    return false;
  }
  for (int i = 1; i < op->nopnds; i++)
    if (!ir_type_is_index(ir_op_operand(op, i)->type)) {
      ir_verify_error(v, op, "operand #%d must be variadic of index, but got '%s'", i,
                      tstr(v, ir_op_operand(op, i)->type));
      return false;
    }
  if (op->results[0].type->kind != TY_MEMREF || op->results[0].type->rank < 0) {
    ir_verify_error(v, op, "result #0 must be memref of any type values, but got '%s'",
                    tstr(v, op->results[0].type));
    return false;
  }
  return true;
}

/* MLIR's verifyOffsetSizeAndStrideOp (ViewLikeInterface): the lists are
 * there, each of rank entries (or one offset, for reinterpret_cast), their
 * operands add up, and static offsets and sizes are not negative. */
static bool check_lists(IrVerifier *v, IrOp *op, int rank, int noffsets, IrViewList *l) {
  static const char *const what[] = {"offset", "size", "stride"};
  int ndyn = 0;
  for (int k = 0; k < 3; k++) {
    if (!ir_view_list(op, (IrViewListKind)k, &l[k])) {
      ir_verify_error(v, op, "requires attribute '%s'", ir_view_list_attr(op, (IrViewListKind)k));
      return false;
    }
    for (int i = 0; i < l[k].n; i++)
      ndyn += l[k].stat[i] == TY_DYN;
  }
  /* A generic form's segment sizes name each list's operands: MLIR's
   * message names the first list whose count is off. */
  IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
  if (seg && seg->kind == ATTR_DENSE_ARRAY && seg->u.darray.n == 4)
    for (int k = 0; k < 3; k++) {
      int d = 0;
      for (int i = 0; i < l[k].n; i++)
        d += l[k].stat[i] == TY_DYN;
      if (seg->u.darray.vals[k + 1] != d) {
        ir_verify_error_plain(v, op,
                        "expected the number of '%ss' to match the number of dynamic entries in "
                        "'static_%ss' (%lld vs %d)",
                        what[k], what[k], (long long)seg->u.darray.vals[k + 1], d);
        return false;
      }
    }
  if (ndyn != op->nopnds - 1) {
    ir_verify_error(v, op, "operand count (%d) does not match the dynamic entries of the static lists (%d)",
                    op->nopnds - 1, ndyn);
    return false;
  }
  if (l[0].n != l[1].n && noffsets < 0) {
    ir_verify_error_plain(v, op,
                          "expected mixed offsets rank to match mixed sizes rank (%d vs %d) so the rank of the result type is well-formed.",
                          l[0].n, l[1].n);
    return false;
  }
  if (l[1].n != l[2].n) {
    ir_verify_error_plain(v, op,
                          "expected mixed sizes rank to match mixed strides rank (%d vs %d) so the rank of the result type is well-formed.",
                          l[1].n, l[2].n);
    return false;
  }
  for (int k = 0; k < 3; k++) {
    int want = k == 0 && noffsets >= 0 ? noffsets : rank;
    if (l[k].n != want) {
      ir_verify_error_plain(v, op, "expected %d %s values, got %d", want, what[k], l[k].n);
      return false;
    }
  }
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < l[k].n; i++)
      if (l[k].stat[i] != TY_DYN && l[k].stat[i] < 0) {
        ir_verify_error_plain(v, op, "expected %ss to be non-negative, but got %lld", what[k],
                              (long long)l[k].stat[i]);
        return false;
      }
  return true;
}

/* MLIR's isRankReducedType for memrefs: result sizes are the expected ones
 * with some static 1s left out (matched from the left); the dims kept into
 * keep[]. Returns 0 on success, 1 for a rank too large, 2 for sizes. */
static int rank_reduce(const IrType *exp, const IrType *got, int *keep) {
  if (got->rank > exp->rank)
    return 1;
  int j = 0;
  for (int i = 0; i < exp->rank; i++) {
    if (j < got->rank && exp->dims[i] == got->dims[j]) {
      keep[j++] = i;
    } else if (exp->dims[i] != 1) {
      return 2;
    }
  }
  return j == got->rank ? 0 : 2;
}

static int count_of(const int64_t *xs, int n, int64_t x) {
  int c = 0;
  for (int i = 0; i < n; i++)
    c += xs[i] == x;
  return c;
}

bool ir_subview_kept_dims(IrContext *ctx, const IrType *full, const IrType *res,
                          const int64_t *sizes, int *keep) {
  int r = full->rank, n = res->rank, ndrop = 0;
  if (n > r)
    return false;
  bool *drop = arena_alloc(&ctx->arena, sizeof *drop * (size_t)(r + 1));
  for (int d = 0; d < r; d++) {
    drop[d] = n < r && sizes[d] == 1;
    ndrop += drop[d];
  }
  if (ndrop + n != r) {
    /* (ranks are small: counting by scanning is cheaper than a map) */
    int64_t *fs = scratch(ctx, r), *rs = scratch(ctx, n), off;
    if (!ir_type_strides(full, fs, &off) || !ir_type_strides(res, rs, &off))
      return false;
    int *dropped = arena_alloc(&ctx->arena, sizeof *dropped * (size_t)(r + 1));
    for (int d = 0; d < r; d++) {
      dropped[d] = 0;
      if (!drop[d])
        continue;
      int unaccounted = count_of(fs, r, fs[d]), in_res = count_of(rs, n, fs[d]);
      for (int e = 0; e < d; e++)
        unaccounted -= dropped[e] && fs[e] == fs[d];
      if (unaccounted > in_res) {
        dropped[d] = 1;
      } else if (unaccounted == in_res) {
        drop[d] = false;
        ndrop--;
      } else {
        return false;
      }
    }
    if (ndrop + n != r)
      return false;
  }
  for (int d = 0, j = 0; d < r; d++)
    if (!drop[d])
      keep[j++] = d;
  return true;
}

bool ir_verify_subview(IrVerifier *v, IrOp *op) {
  if (!check_kinds(v, op, false))
    return false;
  IrContext *ctx = ir_verifier_context(v);
  const IrType *src = ir_op_operand(op, 0)->type, *res = op->results[0].type;
  IrViewList l[3];
  if (!check_lists(v, op, src->rank, -1, l))
    return false;
  if (src->memspace != res->memspace) {
    ir_verify_error_plain(v, op,
                          "different memory spaces specified for base memref type '%s' and "
                          "subview memref type '%s'",
                          tstr(v, src), tstr(v, res));
    return false;
  }
  const IrType *exp = ir_subview_type(ctx, src, l[0].stat, l[1].stat, l[2].stat);
  if (!exp) {
    ir_verify_error_plain(v, op, "base type '%s' is not strided", tstr(v, src));
    return false;
  }
  int *keep = arena_alloc(&ctx->arena, sizeof *keep * (size_t)(res->rank + 1));
  int rr = rank_reduce(exp, res, keep);
  if (rr == 1) {
    ir_verify_error_plain(v, op,
                          "expected result rank to be smaller or equal to the source rank, but got '%s'",
                          tstr(v, res));
    return false;
  }
  if (res->elem != src->elem) {
    ir_verify_error_plain(v, op, "expected result element type to be '%s', but got '%s'",
                          tstr(v, src->elem), tstr(v, res));
    return false;
  }
  if (rr == 2) {
    ir_verify_error_plain(v, op,
                          "expected result type to be '%s' or a rank-reduced version. (mismatch of result sizes), but got '%s'",
                          tstr(v, exp), tstr(v, res));
    return false;
  }
  /* The layout: the offset and the kept dims' strides as inferred, exactly
   * ('?' only where the inference has one); which dims are kept is decided
   * by the strides too when several unit dims could go. */
  int64_t *rs = scratch(ctx, res->rank), roff;
  bool ok = ir_type_strides(res, rs, &roff) && roff == exp->offset &&
            ir_subview_kept_dims(ctx, exp, res, l[1].stat, keep);
  for (int j = 0; ok && j < res->rank; j++)
    ok = rs[j] == exp->strides[keep[j]];
  if (!ok) {
    ir_verify_error_plain(v, op,
                          "expected result type to be '%s' or a rank-reduced version. (mismatch of result layout), but got '%s'",
                          tstr(v, exp), tstr(v, res));
    return false;
  }
  /* MLIR's verifyInBoundsSlice, where the source size and the offset are static. */
  for (int d = 0; d < src->rank; d++) {
    int64_t n = src->dims[d], o = l[0].stat[d], s = l[1].stat[d], t = l[2].stat[d];
    if (n == TY_DYN || o == TY_DYN)
      continue;
    if (o >= n) {
      ir_verify_error_plain(v, op, "offset %d is out-of-bounds: %lld >= %lld", d, (long long)o,
                            (long long)n);
      return false;
    }
    if (s == TY_DYN || t == TY_DYN)
      continue;
    int64_t last = dyn_add(o, dyn_mul(s - 1, t));
    if (last != TY_DYN && last >= n) {
      ir_verify_error_plain(v, op, "slice along dimension %d runs out-of-bounds: %lld >= %lld", d,
                            (long long)last, (long long)n);
      return false;
    }
  }
  return true;
}

/* "dynamic" or the value, as MLIR's reinterpret_cast messages print them.
 * Only the result type's static values are checked: a '?' takes any. */
static const char *dyn_str(IrContext *ctx, int64_t x) {
  return x == TY_DYN ? "dynamic" : arena_printf(&ctx->arena, "%lld", (long long)x);
}

bool ir_verify_reinterpret_cast(IrVerifier *v, IrOp *op) {
  if (!check_kinds(v, op, true))
    return false;
  IrContext *ctx = ir_verifier_context(v);
  const IrType *src = ir_op_operand(op, 0)->type, *res = op->results[0].type;
  IrViewList l[3];
  if (!check_lists(v, op, res->rank, 1, l))
    return false;
  if (src->memspace != res->memspace) {
    ir_verify_error_plain(v, op,
                          "different memory spaces specified for source type '%s' and result "
                          "memref type '%s'",
                          tstr(v, src), tstr(v, res));
    return false;
  }
  if (src->elem != res->elem) {
    ir_verify_error_plain(v, op,
                          "different element types specified for source type '%s' and result memref type '%s'",
                          tstr(v, src), tstr(v, res));
    return false;
  }
  for (int d = 0; d < res->rank; d++)
    if (res->dims[d] != TY_DYN && res->dims[d] != l[1].stat[d]) {
      ir_verify_error_plain(v, op, "expected result type with size = %s instead of %s in dim = %d",
                            dyn_str(ctx, l[1].stat[d]), dyn_str(ctx, res->dims[d]), d);
      return false;
    }
  int64_t *rs = scratch(ctx, res->rank), roff;
  if (!ir_type_strides(res, rs, &roff)) {
    ir_verify_error_plain(v, op, "expected result type to have strided layout but found '%s'",
                          tstr(v, res));
    return false;
  }
  if (roff != TY_DYN && roff != l[0].stat[0]) {
    ir_verify_error_plain(v, op, "expected result type with offset = %s instead of %s",
                          dyn_str(ctx, l[0].stat[0]), dyn_str(ctx, roff));
    return false;
  }
  for (int d = 0; d < res->rank; d++)
    if (rs[d] != TY_DYN && rs[d] != l[2].stat[d]) {
      ir_verify_error_plain(v, op, "expected result type with stride = %s instead of %s in dim = %d",
                            dyn_str(ctx, l[2].stat[d]), dyn_str(ctx, rs[d]), d);
      return false;
    }
  return true;
}

/* MLIR's verifyCollapsedShape (MemRefOps.cpp), multiple dynamic dims per
 * group allowed. */
static bool check_collapsed(IrVerifier *v, IrOp *op, const IrType *collapsed,
                            const IrType *expanded, int ngroups, const int64_t *const *groups,
                            const int *glen) {
  if (collapsed->rank != ngroups) {
    ir_verify_error(v, op, "invalid number of reassociation groups: found %d, expected %d", ngroups,
                    collapsed->rank);
    return false;
  }
  int64_t next = 0;
  for (int g = 0; g < ngroups; g++) {
    bool dyn = false;
    for (int k = 0; k < glen[g]; k++) {
      int64_t e = groups[g][k];
      if (e != next++) {
        ir_verify_error(v, op, "reassociation indices must be contiguous");
        return false;
      }
      if (e >= expanded->rank) {
        ir_verify_error(v, op, "reassociation index %lld is out of bounds", (long long)e);
        return false;
      }
      dyn = dyn || expanded->dims[e] == TY_DYN;
    }
    if ((collapsed->dims[g] == TY_DYN) != dyn) {
      ir_verify_error(v, op,
                      "collapsed dim (%d) must be dynamic if and only if reassociation group is dynamic",
                      g);
      return false;
    }
    if (!dyn) {
      int64_t size = 1;
      for (int k = 0; k < glen[g]; k++)
        size = dyn_mul(size, expanded->dims[groups[g][k]]);
      if (size != collapsed->dims[g]) {
        ir_verify_error(v, op, "collapsed dim size (%lld) must equal reassociation group size (%lld)",
                        (long long)collapsed->dims[g], (long long)size);
        return false;
      }
    }
  }
  if (collapsed->rank == 0) {
    for (int d = 0; d < expanded->rank; d++)
      if (expanded->dims[d] != 1) {
        ir_verify_error(v, op, "rank 0 memrefs can only be extended/collapsed with/from ones");
        return false;
      }
  } else if (next != expanded->rank) {
    ir_verify_error(v, op, "expanded rank (%d) inconsistent with number of reassociation indices (%lld)",
                    expanded->rank, (long long)next);
    return false;
  }
  return true;
}

static bool reassociation_of(IrVerifier *v, IrOp *op, int *ngroups, const int64_t *const **groups,
                             const int **glen) {
  if (!ir_view_reassociation(ir_verifier_context(v), op, ngroups, groups, glen)) {
    ir_verify_error(v, op, "requires attribute 'reassociation'");
    return false;
  }
  return true;
}

/* collapse_shape and expand_shape: the ranks' direction, the groups
 * (verifyCollapsedShape), then the type the source's layout implies. */
static bool verify_reshape(IrVerifier *v, IrOp *op, bool expand) {
  if (!check_kinds(v, op, false))
    return false;
  const IrType *src = ir_op_operand(op, 0)->type, *res = op->results[0].type;
  if (expand ? src->rank > res->rank : src->rank < res->rank) {
    ir_verify_error(v, op, "has source rank %d and result rank %d. This is not %s (%d %s %d).",
                    src->rank, res->rank, expand ? "an expansion" : "a collapse", src->rank,
                    expand ? ">" : "<", res->rank);
    return false;
  }
  int ng;
  const int64_t *const *gs;
  const int *gl;
  if (!reassociation_of(v, op, &ng, &gs, &gl) ||
      !check_collapsed(v, op, expand ? src : res, expand ? res : src, ng, gs, gl))
    return false;
  IrType *exp = (expand ? ir_expand_type : ir_collapse_type)(ir_verifier_context(v), src,
                                                              res->rank, res->dims, ng, gs, gl);
  if (!exp) {
    ir_verify_error(v, op, "%s", expand ? "invalid source layout map"
                                        : "invalid source layout map or collapsing non-contiguous dims");
    return false;
  }
  if (exp != res) {
    ir_verify_error(v, op, "expected %s type to be '%s' but found '%s'",
                    expand ? "expanded" : "collapsed", tstr(v, exp), tstr(v, res));
    return false;
  }
  return true;
}

bool ir_verify_collapse_shape(IrVerifier *v, IrOp *op) { return verify_reshape(v, op, false); }

bool ir_verify_expand_shape(IrVerifier *v, IrOp *op) {
  if (!verify_reshape(v, op, true))
    return false;
  const IrType *res = op->results[0].type;
  IrViewList l;
  if (!ir_view_list(op, IR_VIEW_SIZES, &l)) {
    ir_verify_error(v, op, "requires attribute 'static_output_shape'");
    return false;
  }
  if (l.n != res->rank) {
    ir_verify_error(v, op,
                    "expected number of static shape bounds to be equal to the output rank (%d) but found %d inputs instead",
                    res->rank, l.n);
    return false;
  }
  int ndyn = 0;
  for (int i = 0; i < l.n; i++)
    ndyn += l.stat[i] == TY_DYN;
  if (ndyn != op->nopnds - 1) {
    ir_verify_error(v, op,
                    "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has %d dynamic dims while output_shape has %d values",
                    ndyn, op->nopnds - 1);
    return false;
  }
  for (int d = 0; d < res->rank; d++)
    if (res->dims[d] != TY_DYN && res->dims[d] != l.stat[d]) {
      ir_verify_error(v, op, "invalid output shape provided at pos %d", d);
      return false;
    }
  return true;
}

/* extract_strided_metadata: the result types are inferred (the base buffer
 * memref<elem>, then offset, sizes and strides as index), as MLIR's
 * InferTypeOpInterface reports a mismatch: two errors. */
bool ir_permutation(const IrAttr *map, int n, int *perm) {
  if (!map || map->kind != ATTR_AFFINE_MAP || map->u.affine.nsyms || map->u.affine.ndims != n ||
      map->u.affine.n != n)
    return false;
  bool *seen = calloc((size_t)n + 1, 1);
  bool ok = true;
  for (int i = 0; i < n && ok; i++) {
    const IrAffineExpr *e = map->u.affine.exprs[i];
    ok = e->kind == AFFINE_DIM && !seen[e->value];
    if (ok)
      seen[e->value] = true, perm[i] = (int)e->value;
  }
  free(seen);
  return ok;
}

IrType *ir_transpose_type(IrContext *ctx, const IrType *src, const int *perm) {
  int n = src->rank;
  int64_t *st = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(n + 1)), off;
  int64_t *dims = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(n + 1));
  int64_t *pst = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(n + 1));
  if (!ir_type_strides(src, st, &off))
    return NULL;
  for (int i = 0; i < n; i++) {
    dims[i] = src->dims[perm[i]];
    pst[i] = st[perm[i]];
  }
  return in_space(ctx, src, ir_type_memref_strided(ctx, src->elem, n, dims, pst, off));
}

/* MemRefType::canonicalizeStridedLayout's equality: one element type and
 * shape, and the same strides and offset (an identity layout's own where
 * the type has none). */
static bool strided_equivalent(const IrType *a, const IrType *b) {
  if (a->elem != b->elem || a->rank != b->rank || a->memspace != b->memspace)
    return false;
  for (int d = 0; d < a->rank; d++)
    if (a->dims[d] != b->dims[d])
      return false;
  int64_t *sa = malloc(sizeof(int64_t) * (size_t)(2 * a->rank + 2)), *sb = sa + a->rank + 1, oa, ob;
  bool eq = ir_type_strides(a, sa, &oa) && ir_type_strides(b, sb, &ob) && oa == ob;
  for (int d = 0; eq && d < a->rank; d++)
    eq = sa[d] == sb[d];
  free(sa);
  return eq;
}

/* canonicalizeStridedLayout's spelling of a strided type: the identity
 * when its strides are the row-major ones, else the affine map
 * makeStridedLinearLayoutMap builds (a symbol for each '?'). */
static IrType *canonical_strided(IrContext *ctx, IrType *t) {
  IrType *id = in_space(ctx, t, ir_type_memref(ctx, t->elem, t->rank, t->dims));
  if (strided_equivalent(t, id))
    return id;
  int nsyms = 0;
  const IrAffineExpr *e = t->offset == TY_DYN ? ir_affine_sym(ctx, (unsigned)nsyms++)
                                              : ir_affine_const(ctx, t->offset);
  for (int d = 0; d < t->rank; d++) {
    const IrAffineExpr *m = t->strides[d] == TY_DYN ? ir_affine_sym(ctx, (unsigned)nsyms++)
                                                    : ir_affine_const(ctx, t->strides[d]);
    e = ir_affine_add(ctx, e, ir_affine_mul(ctx, ir_affine_dim(ctx, (unsigned)d), m));
  }
  e = ir_affine_simplify_linear(ctx, e, t->rank, nsyms);
  return in_space(ctx, t, ir_type_memref_map(ctx, t->elem, t->rank, t->dims,
                                              ir_attr_affine_map(ctx, t->rank, nsyms, 1, &e)));
}

/* memref.transpose: TransposeOp::verify. */
bool ir_verify_transpose(IrVerifier *v, IrOp *op) {
  IrContext *ctx = ir_verifier_context(v);
  const IrType *st = ir_op_operand(op, 0)->type;
  IrType *rt = op->results[0].type;
  if (st->kind != TY_MEMREF || st->rank < 0) {
    ir_verify_error(v, op, "operand #0 must be strided memref of any type values, but got '%s'",
                    tstr(v, st));
    return false;
  }
  if (rt->kind != TY_MEMREF || rt->rank < 0) {
    ir_verify_error(v, op, "result #0 must be strided memref of any type values, but got '%s'",
                    tstr(v, rt));
    return false;
  }
  IrAttr *map = ir_op_get_attr(op, "permutation");
  if (!map) {
    ir_verify_error(v, op, "requires attribute 'permutation'");
    return false;
  }
  if (map->kind != ATTR_AFFINE_MAP) {
    ir_verify_error(v, op, "attribute 'permutation' failed to satisfy constraint: AffineMap attribute");
    return false;
  }
  int n = map->u.affine.ndims;
  int *perm = arena_alloc(&ctx->arena, sizeof(int) * (size_t)(n + 1));
  if (!ir_permutation(map, n, perm)) {
    ir_verify_error(v, op, "expected a permutation map");
    return false;
  }
  if (n != st->rank) {
    ir_verify_error(v, op, "expected a permutation map of same rank as the input");
    return false;
  }
  IrType *inferred = ir_transpose_type(ctx, st, perm);
  if (!inferred) {
    ir_verify_error(v, op, "operand #0 must be strided memref of any type values, but got '%s'",
                    tstr(v, st));
    return false;
  }
  if (!ir_type_is_strided(rt) || !strided_equivalent(rt, inferred)) {
    ir_verify_error(v, op,
                    "result type '%s' is not equivalent to the canonical transposed input type '%s'",
                    tstr(v, rt), tstr(v, canonical_strided(ctx, inferred)));
    return false;
  }
  return true;
}

/* memref.view: ODS's operand and result kinds, then ViewOp::verify (its
 * layout errors are emitError's, without the op prefix). */
bool ir_verify_view(IrVerifier *v, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  const IrType *st = src->type, *rt = op->results[0].type;
  IrContext *ctx = ir_verifier_context(v);
  if (st->kind != TY_MEMREF || st->rank != 1 || st->elem != ir_type_int(ctx, 8)) {
    ir_verify_error(v, op, "operand #0 must be 1D memref of 8-bit signless integer values, but got '%s'",
                    tstr(v, st));
    return false;
  }
  if (op->nopnds < 2 || !ir_type_is_index(ir_op_operand(op, 1)->type)) {
    ir_verify_error(v, op, "operand #1 must be index, but got '%s'",
                    op->nopnds < 2 ? "<none>" : tstr(v, ir_op_operand(op, 1)->type));
    return false;
  }
  for (int i = 2; i < op->nopnds; i++)
    if (!ir_type_is_index(ir_op_operand(op, i)->type)) {
      ir_verify_error(v, op, "operand #%d must be variadic of index, but got '%s'", i,
                      tstr(v, ir_op_operand(op, i)->type));
      return false;
    }
  if (rt->kind != TY_MEMREF || rt->rank < 0) {
    ir_verify_error(v, op, "result #0 must be memref of any type values, but got '%s'", tstr(v, rt));
    return false;
  }
  if (!ir_layout_is_identity(st)) {
    ir_verify_error_plain(v, op, "unsupported map for base memref type '%s'", tstr(v, st));
    return false;
  }
  if (!ir_layout_is_identity(rt)) {
    ir_verify_error_plain(v, op, "unsupported map for result memref type '%s'", tstr(v, rt));
    return false;
  }
  if (st->memspace != rt->memspace) {
    ir_verify_error_plain(v, op,
                          "different memory spaces specified for base memref type '%s' and view "
                          "memref type '%s'",
                          tstr(v, st), tstr(v, rt));
    return false;
  }
  int ndyn = ir_type_num_dynamic(rt);
  if (op->nopnds - 2 != ndyn) {
    ir_verify_error(v, op, "incorrect number of dynamic sizes, has %d, expected %d", op->nopnds - 2,
                    ndyn);
    return false;
  }
  return true;
}

bool ir_verify_extract_strided_metadata(IrVerifier *v, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  if (src->type->kind != TY_MEMREF || src->type->rank < 0) {
    ir_verify_error(v, op, "operand #0 must be strided memref of any type values, but got '%s'",
                    tstr(v, src->type));
    return false;
  }
  IrContext *ctx = ir_verifier_context(v);
  int n = 2 + 2 * src->type->rank;
  IrType *base = in_space(ctx, src->type, ir_type_memref(ctx, src->type->elem, 0, NULL));
  bool ok = op->nresults == n;
  for (int i = 0; ok && i < n; i++)
    ok = op->results[i].type == (i ? ctx->index_ty : base);
  if (ok)
    return true;
  TextBuf want = {0}, got = {0};
  for (int i = 0; i < n; i++)
    textbuf_printf(&want, "%s'%s'", i ? ", " : "", tstr(v, i ? ctx->index_ty : base));
  for (int i = 0; i < op->nresults; i++)
    textbuf_printf(&got, "%s'%s'", i ? ", " : "", tstr(v, op->results[i].type));
  ir_verify_error(v, op, "inferred type(s) %s are incompatible with return type(s) of operation %s",
                  want.s ? want.s : "", got.s ? got.s : "");
  free(want.s);
  free(got.s);
  ir_verify_error(v, op, "failed to infer returned types");
  return false;
}
