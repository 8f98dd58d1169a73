/* canon_memref.c: canonicalize's memref patterns, as MLIR 22's memref
 * dialect folds and canonicalizes (MemRefOps.cpp): a memref.cast feeding a
 * load, store, dealloc or another cast is looked through (foldMemRefCast);
 * a subview takes its constant operands into its static lists, looks
 * through a cast to a less static type, and disappears when it is the
 * whole of its source or repeats the subview it views (its result type
 * made as static as its operands allow, a cast back to the old type where
 * that differs). Subviews of subviews are not composed: mlir-opt's
 * canonicalize does not compose them either. A memref.alloca_scope is
 * inlined where that extends no allocation's life (AllocaScopeInliner), and
 * the allocas of one that ends a nest move out to the enclosing scope
 * (AllocaScopeHoister). */
#include <stdlib.h>
#include <string.h>

#include "../ir/affine_expr.h"
#include "../ir/views.h"
#include "canonicalize.h"

/* The source of a memref.cast from a ranked memref, or NULL. */
static IrValue *cast_source(const IrValue *v) {
  IrOp *d = v->def_op;
  if (!d || !ir_op_is(d, OP_MEMREF_CAST))
    return NULL;
  IrValue *s = ir_op_operand(d, 0);
  return s->type->rank >= 0 ? s : NULL;
}

/* foldMemRefCast: operand i read through the cast's source. */
bool canon_memref_fold_cast_operand(Canon *c, IrOp *op, int i) {
  IrValue *s = cast_source(ir_op_operand(op, i));
  if (!s)
    return false;
  canon_set_operand(c, op, i, s);
  return true;
}

/* MLIR's CastOp::canFoldIntoConsumerOp: the cast only forgets static
 * sizes, strides or offset (ranked, one element type and rank). */
static bool cast_only_forgets(const IrOp *cast) {
  const IrType *s = ir_op_operand(cast, 0)->type, *r = cast->results[0].type;
  if (s->rank < 0 || r->rank < 0 || s->elem != r->elem || s->rank != r->rank)
    return false;
  int64_t *st = malloc(sizeof *st * (size_t)(2 * s->rank + 1)), *rt = st + s->rank, so, ro;
  bool ok = ir_type_strides(s, st, &so) && ir_type_strides(r, rt, &ro);
  for (int d = 0; ok && d < s->rank; d++)
    ok = !(s->dims[d] != r->dims[d] && s->dims[d] == TY_DYN) &&
         !(st[d] != rt[d] && st[d] == TY_DYN);
  ok = ok && !(so != ro && so == TY_DYN);
  free(st);
  return ok;
}

/* A subview's lists with their entries as static values where known
 * (constants folded in, as MLIR's foldDynamicIndexList: negative offsets
 * and sizes stay operands, and a stride of 0 unless zero_strides), and the
 * operands left. */
typedef struct Lists {
  int64_t *stat[3];
  IrValue **dyn;
  int ndyn;
  bool folded; /* a constant was taken in */
} Lists;

static void lists_of(Canon *c, IrOp *op, bool zero_strides, Lists *L) {
  IrContext *ctx = canon_ctx(c);
  L->dyn = arena_alloc(&ctx->arena, sizeof *L->dyn * (size_t)op->nopnds);
  L->ndyn = 0;
  L->folded = false;
  for (int k = 0; k < 3; k++) {
    IrViewList l;
    ir_view_list(op, (IrViewListKind)k, &l);
    L->stat[k] = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(l.n + 1));
    for (int i = 0, o = l.first; i < l.n; i++) {
      L->stat[k][i] = l.stat[i];
      if (l.stat[i] != TY_DYN)
        continue;
      IrValue *v = ir_op_operand(op, o++);
      int64_t x;
      if (ir_value_const_int(v, &x) && (k == IR_VIEW_STRIDES ? zero_strides || x != 0 : x >= 0)) {
        L->stat[k][i] = x;
        L->folded = true;
      } else {
        L->dyn[L->ndyn++] = v;
      }
    }
  }
}

/* The subview's result type for the source type src and the lists, with
 * the dims op drops dropped (MLIR's SubViewReturnTypeCanonicalizer). */
static IrType *canonical_type(Canon *c, IrOp *op, const IrType *src, const Lists *L) {
  IrContext *ctx = canon_ctx(c);
  IrType *full = ir_subview_type(ctx, src, L->stat[0], L->stat[1], L->stat[2]);
  const IrType *res = op->results[0].type;
  if (!full || full->rank == res->rank)
    return full;
  /* The dims op drops, as the verifier found them: from op's own source
   * and lists (src and those of L may have static strides where res has
   * '?': a cast's source had [35, 7, 1] where res has [?, ?]). */
  int64_t *dims = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(res->rank + 1));
  int64_t *strides = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(res->rank + 1));
  int *keep = arena_alloc(&ctx->arena, sizeof *keep * (size_t)(res->rank + 1));
  IrViewList own[3];
  for (int k = 0; k < 3; k++)
    ir_view_list(op, (IrViewListKind)k, &own[k]);
  IrType *own_full = ir_subview_type(ctx, ir_op_operand(op, 0)->type, own[0].stat, own[1].stat,
                                     own[2].stat);
  if (!own_full || !ir_subview_kept_dims(ctx, own_full, res, own[1].stat, keep))
    return NULL;
  for (int j = 0; j < res->rank; j++) {
    dims[j] = full->dims[keep[j]];
    strides[j] = full->strides[keep[j]];
  }
  return ir_type_memref_strided(ctx, full->elem, res->rank, dims, strides, full->offset);
}

/* Gives the new view op n the static lists of L (n's rank entries each;
 * one offset for a reinterpret_cast). */
static void set_static_lists(IrContext *ctx, IrOp *n, const int *len, int64_t *const *stat) {
  static const char *const names[] = {"static_offsets", "static_sizes", "static_strides"};
  for (int k = 0; k < 3; k++)
    ir_op_set_attr_ex(ctx, n, names[k], ir_attr_dense_array(ctx, ctx->i64_ty, len[k], stat[k]), true);
}

/* Replaces op by a subview of src with the lists L and type t, and a cast
 * back to op's type where t differs. */
static void replace_subview(Canon *c, IrOp *op, IrValue *src, const Lists *L, IrType *t) {
  IrContext *ctx = canon_ctx(c);
  IrValue **opnds = arena_alloc(&ctx->arena, sizeof *opnds * (size_t)(L->ndyn + 1));
  opnds[0] = src;
  for (int i = 0; i < L->ndyn; i++)
    opnds[i + 1] = L->dyn[i];
  IrOp *n = canon_create(c, op, OP_SUBVIEW, L->ndyn + 1, opnds, 1, &t, 0);
  int rank = src->type->rank, len[3] = {rank, rank, rank};
  set_static_lists(ctx, n, len, L->stat);
  IrValue *r = &n->results[0];
  if (t != op->results[0].type) {
    IrType *old = op->results[0].type;
    r = canon_create1(c, op, OP_MEMREF_CAST, 1, &r, old);
  }
  canon_replace_op1(c, op, r);
}

/* SubViewOp::fold: the whole of a static source of the same type, or a
 * subview at offset 0, stride 1 and the sizes of the subview it views. */
static bool subview_fold(Canon *c, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  const IrType *st = src->type, *rt = op->results[0].type;
  int64_t *s = malloc(sizeof *s * (size_t)(st->rank + 1)), off;
  bool stat = ir_type_num_dynamic(rt) == 0 && ir_type_strides(rt, s, &off) && off != TY_DYN;
  for (int d = 0; stat && d < rt->rank; d++)
    stat = s[d] != TY_DYN;
  free(s);
  if (st == rt && stat) {
    canon_replace_op1(c, op, src);
    return true;
  }
  IrOp *inner = src->def_op;
  if (!inner || !ir_op_is(inner, OP_SUBVIEW) || st != rt)
    return false;
  IrViewList a[3], b;
  for (int k = 0; k < 3; k++)
    ir_view_list(op, (IrViewListKind)k, &a[k]);
  ir_view_list(inner, IR_VIEW_SIZES, &b);
  if (a[1].n != b.n)
    return false;
  for (int i = 0; i < a[0].n; i++)
    if (a[0].stat[i] != 0 || a[2].stat[i] != 1)
      return false;
  /* The same sizes: equal static values, or the same operands. */
  for (int i = 0, ka = a[1].first, kb = b.first; i < b.n; i++) {
    if (a[1].stat[i] != b.stat[i])
      return false;
    if (a[1].stat[i] == TY_DYN && ir_op_operand(op, ka++) != ir_op_operand(inner, kb++))
      return false;
  }
  canon_replace_op1(c, op, src);
  return true;
}

/* isTrivialSubViewOp: no rank reduction, offsets 0, strides 1 and the
 * static sizes of a static source. */
static bool subview_trivial(Canon *c, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  const IrType *st = src->type, *rt = op->results[0].type;
  if (st->rank != rt->rank || op->nopnds != 1)
    return false;
  IrViewList l[3];
  for (int k = 0; k < 3; k++)
    ir_view_list(op, (IrViewListKind)k, &l[k]);
  for (int d = 0; d < st->rank; d++)
    if (l[0].stat[d] != 0 || l[2].stat[d] != 1 || st->dims[d] == TY_DYN ||
        l[1].stat[d] != st->dims[d])
      return false;
  IrValue *r = src;
  if (st != rt) {
    if (!ir_memref_cast_compatible(st, rt))
      return false;
    IrType *t = op->results[0].type;
    r = canon_create1(c, op, OP_MEMREF_CAST, 1, &src, t);
  }
  canon_replace_op1(c, op, r);
  return true;
}

static bool subview_patterns(Canon *c, IrOp *op) {
  if (subview_fold(c, op))
    return true;
  Lists L;
  /* OpWithOffsetSizesAndStridesConstantArgumentFolder. */
  lists_of(c, op, false, &L);
  IrValue *src = ir_op_operand(op, 0);
  if (L.folded) {
    /* Only when the new op verifies: static offsets within static sizes. */
    for (int d = 0; d < src->type->rank; d++) {
      int64_t n = src->type->dims[d], o = L.stat[0][d], s = L.stat[1][d], t = L.stat[2][d];
      if (n == TY_DYN || o == TY_DYN)
        continue;
      if (o >= n || (s != TY_DYN && t != TY_DYN && s > 0 && o + (s - 1) * t >= n))
        return false;
    }
    IrType *t = canonical_type(c, op, src->type, &L);
    if (!t)
      return false;
    replace_subview(c, op, src, &L, t);
    return true;
  }
  /* SubViewOpMemRefCastFolder. */
  IrOp *cast = src->def_op;
  if (cast && ir_op_is(cast, OP_MEMREF_CAST) && cast_only_forgets(cast)) {
    IrValue *s = ir_op_operand(cast, 0);
    IrType *t = canonical_type(c, op, s->type, &L);
    if (!t)
      return false;
    replace_subview(c, op, s, &L, t);
    return true;
  }
  return subview_trivial(c, op);
}

/* ================================ view ================================ */

/* ViewOpMemrefCastFolder: a view of a memref.cast views the cast's source
 * (ranked, of the identity layout: a view's source must be). */
static bool view_of_cast(Canon *c, IrOp *op) {
  IrValue *s = cast_source(ir_op_operand(op, 0));
  if (!s || s->type->layout != IR_LAYOUT_IDENTITY)
    return false;
  canon_set_operand(c, op, 0, s);
  return true;
}

/* The sizes of t with the dynamic ones whose operands (from operand *k of
 * op on) are constants taken in (not negative ones when nonneg), into dims;
 * the other size operands go to opnds[*n...]. Whether one was taken. */
static bool take_const_sizes(const IrOp *op, const IrType *t, int *k, bool nonneg,
                             int64_t *dims, IrValue **opnds, int *n) {
  bool folded = false;
  for (int d = 0; d < t->rank; d++) {
    dims[d] = t->dims[d];
    if (dims[d] != TY_DYN)
      continue;
    IrValue *v = ir_op_operand(op, (*k)++);
    int64_t x;
    if (ir_value_const_int(v, &x) && (!nonneg || x >= 0)) {
      dims[d] = x;
      folded = true;
    } else {
      opnds[(*n)++] = v;
    }
  }
  return folded;
}

/* ViewOpShapeFolder: constant sizes go into the result type, with a cast
 * back to the old type. */
static bool view_constant_sizes(Canon *c, IrOp *op) {
  const IrType *t = op->results[0].type;
  IrContext *ctx = canon_ctx(c);
  int64_t *dims = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(t->rank + 1));
  IrValue **opnds = arena_alloc(&ctx->arena, sizeof(IrValue *) * (size_t)op->nopnds);
  opnds[0] = ir_op_operand(op, 0);
  opnds[1] = ir_op_operand(op, 1);
  int n = 2, k = 2;
  if (!take_const_sizes(op, t, &k, false, dims, opnds, &n))
    return false;
  IrType *nt = ir_type_memref(ctx, t->elem, t->rank, dims);
  IrOp *nv = canon_create(c, op, OP_VIEW, n, opnds, 1, &nt, 0);
  IrType *old = op->results[0].type;
  IrValue *r = &nv->results[0];
  canon_replace_op1(c, op, canon_create1(c, op, OP_MEMREF_CAST, 1, &r, old));
  return true;
}

/* ============================== transpose ============================= */

/* TransposeOp::fold: the identity permutation to the same type is the
 * source; a transpose of a transpose transposes the first's source by the
 * composed permutation. */
static bool transpose_fold(Canon *c, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  IrAttr *m = ir_op_get_attr(op, "permutation");
  int n = src->type->rank;
  IrContext *ctx = canon_ctx(c);
  int *pt = arena_alloc(&ctx->arena, sizeof(int) * (size_t)(2 * n + 2)), *po = pt + n + 1;
  if (!ir_permutation(m, n, pt))
    return false;
  if (ir_affine_map_is_identity(m) && src->type == op->results[0].type) {
    canon_replace_op1(c, op, src);
    return true;
  }
  IrOp *inner = src->def_op;
  if (!inner || !ir_op_is(inner, OP_TRANSPOSE) ||
      !ir_permutation(ir_op_get_attr(inner, "permutation"), n, po))
    return false;
  const IrAffineExpr **e = arena_alloc(&ctx->arena, sizeof *e * (size_t)(n + 1));
  for (int i = 0; i < n; i++)
    e[i] = ir_affine_dim(ctx, (unsigned)po[pt[i]]);
  canon_set_operand(c, op, 0, ir_op_operand(inner, 0));
  ir_op_set_attr_ex(ctx, op, "permutation", ir_attr_affine_map(ctx, n, 0, n, e), true);
  canon_modified(c, op);
  return true;
}

/* ========================== memory_space_cast ========================= */

/* MemorySpaceCastOp::fold: a cast to the source's own type is the source;
 * a cast of a cast casts the first's source. */
static bool memory_space_cast_fold(Canon *c, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  if (src->type == op->results[0].type) {
    canon_replace_op1(c, op, src);
    return true;
  }
  IrOp *inner = src->def_op;
  if (!inner || !ir_op_is(inner, OP_MEMORY_SPACE_CAST))
    return false;
  canon_set_operand(c, op, 0, ir_op_operand(inner, 0));
  return true;
}

/* ============================ alloca_scope ============================ */

/* isOpItselfPotentialAutomaticAllocation: an alloca, or an op without
 * MLIR's memory-effect interface (a call, an unknown op); region ops have
 * recursive effects and are looked into instead. */
static IrWalkResult find_potential_alloca(IrWalker *w, IrOp *op) {
  if (ir_walker_depth(w) == 0)
    return IR_WALK_ADVANCE;
  /* An extension dialect's op by its effects: the affine dialect's loops
   * and ifs have recursive effects, its loads and stores an interface. */
  if (ir_op_is(op, OP_ALLOCA) || ir_op_is(op, OP_CALL) || ir_op_kind(op) == OP_UNKNOWN ||
      (ir_op_is_extension(op) && (ir_op_effects(op) & EFF_UNKNOWN)))
    return IR_WALK_INTERRUPT;
  return ir_op_is_allocation_scope(op) ? IR_WALK_SKIP : IR_WALK_ADVANCE;
}

/* lastNonTerminatorInRegion: op is followed only by its block's terminator,
 * in a region of one block (an unregistered op last in its block may be a
 * terminator, for MLIR's getTerminator too). */
static bool last_in_region(const IrOp *op) {
  const IrBlock *b = op->parent;
  return b->last && (ir_op_has_trait(b->last, T_TERMINATOR) || ir_op_kind(b->last) == OP_UNKNOWN) &&
         op->next == b->last && b->parent->first == b->parent->last;
}

/* AllocaScopeInliner: a scope that may allocate nothing, or that ends the
 * body of another scope, gives way to its body. */
static bool alloca_scope_inline(Canon *c, IrOp *op) {
  IrWalker w = {.enter_op = find_potential_alloca};
  if (ir_walker_run(&w, op) == IR_WALK_INTERRUPT &&
      !(ir_op_is_allocation_scope(ir_op_parent_op(op)) && last_in_region(op)))
    return false;
  IrBlock *b = op->regions[0]->first;
  IrOp *t = b->last;
  canon_inline_block(c, b, op, NULL);
  IrValue **vals = CANON_NEW(IrValue *, op->nresults);
  for (int i = 0; i < op->nresults; i++)
    vals[i] = ir_op_operand(t, i);
  canon_replace_op(c, op, vals);
  free(vals);
  return true;
}

typedef struct Hoist {
  InsideQuery q; /* the region allocas leave */
  IrOp **allocas;
  size_t n, cap;
} Hoist;

static bool defined_inside(Hoist *h, const IrValue *v) {
  if (v->def_op)
    return inside_query(&h->q, v->def_op);
  const IrBlock *b = v->owner_block;
  return b->parent == h->q.region ||
         (ir_block_parent_op(b) && inside_query(&h->q, ir_block_parent_op(b)));
}

static IrWalkResult collect_alloca(IrWalker *w, IrOp *op) {
  Hoist *h = w->data;
  if (!ir_op_is(op, OP_ALLOCA))
    return IR_WALK_ADVANCE;
  for (int i = 0; i < op->nopnds; i++)
    if (defined_inside(h, ir_op_operand(op, i)))
      return IR_WALK_ADVANCE;
  if (h->n == h->cap)
    h->allocas = xrealloc(h->allocas, sizeof *h->allocas * (h->cap = h->cap ? 2 * h->cap : 8));
  h->allocas[h->n++] = op;
  return IR_WALK_ADVANCE;
}

/* AllocaScopeHoister: a scope that ends a nest of ops (each the last of its
 * region) inside another scope sends its allocas (every one in it, as
 * MLIR's walk finds them, whose operands are defined outside the nest)
 * before the nest's outermost op. */
static bool alloca_scope_hoist(Canon *c, IrOp *op) {
  IrOp *last = ir_op_parent_op(op);
  if (!last || ir_op_is_allocation_scope(last) || !last_in_region(op) || !last_in_region(last))
    return false;
  while (!ir_op_is_allocation_scope(ir_op_parent_op(last))) {
    last = ir_op_parent_op(last);
    if (!last || !last->parent || !last_in_region(last))
      return false;
  }
  const IrRegion *containing = NULL;
  for (const IrBlock *b = op->parent; b && !containing; b = ir_block_parent_op(b)->parent)
    if (ir_block_parent_op(b) == last)
      containing = b->parent;
  Hoist h = {0};
  inside_query_init(&h.q, containing);
  IrWalker w = {.leave_op = collect_alloca, .data = &h};
  ir_walker_run(&w, op);
  for (size_t i = 0; i < h.n; i++)
    canon_move_before(c, h.allocas[i], last);
  inside_query_free(&h.q);
  free(h.allocas);
  return h.n > 0;
}

/* ============================ dim, alloc, copy ========================== */

/* DimOp::fold: a constant index (in range) into a static size is that size;
 * into a dynamic one, the size operand of the alloc, alloca or view that
 * made the memref; else dim reads through a memref.cast (foldMemRefCast). */
static bool dim_fold(Canon *c, IrOp *op) {
  IrValue *m = ir_op_operand(op, 0);
  const IrType *t = m->type;
  uint64_t k;
  if (t->rank > 0 && canon_match_int(ir_op_operand(op, 1), &k) && k < (uint64_t)t->rank) {
    if (t->dims[k] != TY_DYN) {
      IrContext *ctx = canon_ctx(c);
      canon_replace_op1(c, op, canon_constant(c, op, ir_attr_int(ctx, ctx->index_ty, t->dims[k])));
      return true;
    }
    int dyn = 0;
    for (uint64_t d = 0; d < k; d++)
      dyn += t->dims[d] == TY_DYN;
    IrOp *def = m->def_op;
    int first = !def ? -1
                : ir_op_is(def, OP_ALLOC) || ir_op_is(def, OP_ALLOCA) ? 0
                : ir_op_is(def, OP_VIEW)                              ? 2
                                                                      : -1;
    if (first >= 0) {
      canon_replace_op1(c, op, ir_op_operand(def, first + dyn));
      return true;
    }
  }
  return canon_memref_fold_cast_operand(c, op, 0);
}

/* Whether op a comes before op b of the same block: a walk outward from a
 * in both directions, so its cost is the distance between them, not the
 * block's length. */
static bool before_in_block(const IrOp *a, const IrOp *b) {
  for (const IrOp *f = a->next, *r = a->prev; f || r; f = f ? f->next : NULL, r = r ? r->prev : NULL) {
    if (f == b)
      return true;
    if (r == b)
      return false;
  }
  return false;
}

/* DimOfMemRefReshape: dim of a memref.reshape reads the shape operand at
 * the index, with a load placed right after the reshape (the shape may be
 * written later) and an index_cast for an integer shape. Only where the
 * index surely dominates the reshape, tested as cheaply as MLIR does: it is
 * defined before the reshape in the reshape's block (or is that block's
 * argument), or dim is in the reshape's block, or the index's region is a
 * proper ancestor of the reshape's. */
static bool dim_of_reshape(Canon *c, IrOp *op) {
  IrOp *reshape = ir_op_operand(op, 0)->def_op;
  IrValue *idx = ir_op_operand(op, 1);
  if (!reshape || !ir_op_is(reshape, OP_MEMREF_RESHAPE) || !reshape->next)
    return false;
  IrBlock *ib = ir_value_parent_block(idx);
  if (ib == reshape->parent) {
    if (idx->def_op && before_in_block(reshape, idx->def_op))
      return false;
  } else if (op->parent != reshape->parent) {
    /* isProperAncestor: the index's region strictly encloses the reshape's. */
    IrRegion *ir = ib ? ib->parent : NULL;
    bool encloses = false;
    for (IrOp *o = ir_op_parent_op(reshape); ir && o && !encloses; o = ir_op_parent_op(o))
      encloses = o->parent && o->parent->parent == ir;
    if (!encloses)
      return false;
  }
  IrValue *shape = ir_op_operand(reshape, 1);
  IrValue *ld_opnds[2] = {shape, idx};
  IrValue *v = canon_create1(c, reshape->next, OP_LOAD, 2, ld_opnds, shape->type->elem);
  if (!ir_type_is_index(v->type))
    v = canon_create1(c, reshape->next->next, OP_INDEX_CAST, 1, &v, canon_ctx(c)->index_ty);
  canon_replace_op1(c, op, v);
  return true;
}

/* RankOp::fold: the rank of a ranked memref is a constant. */
static bool rank_fold(Canon *c, IrOp *op) {
  int rank = ir_op_operand(op, 0)->type->rank;
  if (rank < 0)
    return false;
  canon_replace_op1(c, op, canon_const_int(c, op, canon_ctx(c)->index_ty, rank));
  return true;
}

/* AssumeAlignmentOp::fold: the promise made again, with the same
 * alignment, of a memref that already carries it is that memref. */
static bool assume_alignment_fold(Canon *c, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  IrOp *def = src->def_op;
  if (!def || !ir_op_is(def, OP_ASSUME_ALIGNMENT) ||
      ir_op_get_attr(def, "alignment")->u.i != ir_op_get_attr(op, "alignment")->u.i)
    return false;
  canon_replace_op1(c, op, src);
  return true;
}

/* t with the sizes dims (its layout and memory space kept). */
static IrType *memref_with_dims(IrContext *ctx, const IrType *t, const int64_t *dims) {
  IrType *n = t->layout == IR_LAYOUT_STRIDED
                  ? ir_type_memref_strided(ctx, t->elem, t->rank, dims, t->strides, t->offset)
              : t->layout == IR_LAYOUT_MAP ? ir_type_memref_map(ctx, t->elem, t->rank, dims, t->layout_map)
                                           : ir_type_memref(ctx, t->elem, t->rank, dims);
  return ir_type_with_memspace(ctx, n, t->memspace);
}

/* SimplifyAllocConst: the dynamic sizes of an alloc or alloca that are
 * constants (not negative) go into its type, and a memref.cast gives back
 * the old type; the symbol operands stay. */
static bool alloc_const_sizes(Canon *c, IrOp *op) {
  const IrType *t = op->results[0].type;
  if (t->rank <= 0)
    return false;
  IrContext *ctx = canon_ctx(c);
  int64_t *dims = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)t->rank);
  IrValue **opnds = arena_alloc(&ctx->arena, sizeof(IrValue *) * (size_t)(op->nopnds + 1));
  int n = 0, k = 0;
  if (!take_const_sizes(op, t, &k, true, dims, opnds, &n))
    return false;
  while (k < op->nopnds)
    opnds[n++] = ir_op_operand(op, k++); /* the symbols */
  IrType *nt = memref_with_dims(ctx, t, dims);
  IrOp *na = canon_create(c, op, ir_op_kind(op), n, opnds, 1, &nt, 0);
  for (int i = 0; i < op->nattrs; i++)
    ir_op_set_attr_ex(ctx, na, op->attrs[i].name, op->attrs[i].value, op->attrs[i].inherent);
  int nsym = ir_alloc_num_symbols(op);
  if (nsym) { /* fewer sizes before the same symbols */
    int64_t seg[2] = {n - nsym, nsym};
    ir_op_set_attr_ex(ctx, na, "operandSegmentSizes", ir_attr_dense_array(ctx, ctx->i32_ty, 2, seg), true);
  }
  IrValue *r = &na->results[0];
  canon_replace_op1(c, op, canon_create1(c, op, OP_MEMREF_CAST, 1, &r, op->results[0].type));
  return true;
}

/* collapse_shape and expand_shape fold to their source when the types are
 * one, or undo a reshape of the other kind back to its source's type. */
static bool reshape_fold(Canon *c, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  IrType *t = op->results[0].type;
  if (src->type == t) {
    canon_replace_op1(c, op, src);
    return true;
  }
  IrOp *def = src->def_op;
  int other = ir_op_is(op, OP_COLLAPSE_SHAPE) ? OP_EXPAND_SHAPE : OP_COLLAPSE_SHAPE;
  if (def && ir_op_is(def, other) && ir_op_operand(def, 0)->type == t) {
    canon_replace_op1(c, op, ir_op_operand(def, 0));
    return true;
  }
  return false;
}

static bool identity_layout(const IrType *t) { return t->layout == IR_LAYOUT_IDENTITY; }

/* ComposeReassociativeReshapeOps: a collapse_shape of a collapse_shape (an
 * expand_shape of an expand_shape) is one of the first source, its groups
 * composed, when every type has the identity layout. */
static bool reshape_compose(Canon *c, IrOp *op) {
  IrOp *def = ir_op_operand(op, 0)->def_op;
  if (!def || ir_op_kind(def) != ir_op_kind(op))
    return false;
  IrValue *x = ir_op_operand(def, 0);
  if (!identity_layout(x->type) || !identity_layout(def->results[0].type) ||
      !identity_layout(op->results[0].type))
    return false;
  IrContext *ctx = canon_ctx(c);
  int n1, n2;
  const int64_t *const *g1, *const *g2;
  const int *l1, *l2;
  if (!ir_view_reassociation(ctx, def, &n1, &g1, &l1) || !ir_view_reassociation(ctx, op, &n2, &g2, &l2))
    return false;
  bool expand = ir_op_is(op, OP_EXPAND_SHAPE);
  /* collapse: group j joins the inner groups the outer group j names;
   * expand: the group of source dim i joins the outer groups of the inner
   * result dims it expanded into. */
  int n = expand ? n1 : n2;
  const int64_t *const *outer = expand ? g1 : g2, *const *inner = expand ? g2 : g1;
  const int *outer_len = expand ? l1 : l2, *inner_len = expand ? l2 : l1;
  int ninner = expand ? n2 : n1;
  IrAttr **groups = arena_alloc(&ctx->arena, sizeof(IrAttr *) * (size_t)(n + 1));
  for (int j = 0; j < n; j++) {
    int len = 0;
    for (int k = 0; k < outer_len[j]; k++)
      if (outer[j][k] >= 0 && outer[j][k] < ninner)
        len += inner_len[outer[j][k]];
    IrAttr **elts = arena_alloc(&ctx->arena, sizeof(IrAttr *) * (size_t)(len + 1));
    int e = 0;
    for (int k = 0; k < outer_len[j]; k++) {
      int64_t g = outer[j][k];
      if (g < 0 || g >= ninner)
        return false;
      for (int m = 0; m < inner_len[g]; m++)
        elts[e++] = ir_attr_int(ctx, ir_type_int(ctx, 64), inner[g][m]);
    }
    groups[j] = ir_attr_array(ctx, len, elts);
  }
  IrValue **opnds = arena_alloc(&ctx->arena, sizeof(IrValue *) * (size_t)op->nopnds);
  opnds[0] = x;
  for (int i = 1; i < op->nopnds; i++)
    opnds[i] = ir_op_operand(op, i); /* expand_shape: the outer output shape */
  IrType *t = op->results[0].type;
  IrOp *nw = canon_create(c, op, ir_op_kind(op), op->nopnds, opnds, 1, &t, 0);
  for (int i = 0; i < op->nattrs; i++)
    ir_op_set_attr_ex(ctx, nw, op->attrs[i].name, op->attrs[i].value, op->attrs[i].inherent);
  ir_op_set_attr(ctx, nw, "reassociation", ir_attr_array(ctx, n, groups));
  canon_replace_op1(c, op, &nw->results[0]);
  return true;
}

/* A reassociation attribute of groups (n of them, len[j] dims each). */
static IrAttr *reassociation_attr(IrContext *ctx, int n, const int64_t *const *groups,
                                  const int *len) {
  IrAttr **g = arena_alloc(&ctx->arena, sizeof(IrAttr *) * (size_t)(n + 1));
  for (int j = 0; j < n; j++) {
    IrAttr **elts = arena_alloc(&ctx->arena, sizeof(IrAttr *) * (size_t)(len[j] + 1));
    for (int k = 0; k < len[j]; k++)
      elts[k] = ir_attr_int(ctx, ir_type_int(ctx, 64), groups[j][k]);
    g[j] = ir_attr_array(ctx, len[j], elts);
  }
  return ir_attr_array(ctx, n, g);
}

/* ComposeCollapseOfExpandOp, where the result is a collapse of the
 * expand's source (its rank above the result's) or a cast (the same rank):
 * each group of the lower-rank reassociation must be a run of whole groups
 * of the higher-rank one. All three types of the identity layout. The case
 * where it would become an expand_shape is left. */
static bool collapse_of_expand(Canon *c, IrOp *op) {
  IrOp *exp = ir_op_operand(op, 0)->def_op;
  if (!exp || !ir_op_is(exp, OP_EXPAND_SHAPE))
    return false;
  IrValue *x = ir_op_operand(exp, 0);
  IrType *t = op->results[0].type;
  if (!ir_layout_is_identity(x->type) || !ir_layout_is_identity(exp->results[0].type) ||
      x->type == t || x->type->rank < t->rank)
    return false;
  IrContext *ctx = canon_ctx(c);
  int ne, nc;
  const int64_t *const *ge, *const *gc;
  const int *le, *lc;
  if (!ir_view_reassociation(ctx, exp, &ne, &ge, &le) || !ir_view_reassociation(ctx, op, &nc, &gc, &lc))
    return false;
  bool cast = x->type->rank == t->rank;
  /* higher: the expand's groups (over its result dims), lower: the
   * collapse's; for a cast, the other way round, as MLIR has it. */
  int nh = cast ? nc : ne, nl = cast ? ne : nc;
  const int64_t *const *gh = cast ? gc : ge, *const *gl = cast ? ge : gc;
  const int *lh = cast ? lc : le, *ll = cast ? le : lc;
  int64_t **composed = arena_alloc(&ctx->arena, sizeof(int64_t *) * (size_t)(nl + 1));
  int *clen = arena_alloc(&ctx->arena, sizeof(int) * (size_t)(nl + 1));
  int h = 0;
  for (int j = 0; j < nl; j++) {
    if (ll[j] == 0 || h > nh)
      return false;
    int64_t last = gl[j][ll[j] - 1];
    composed[j] = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(nh + 1));
    clen[j] = 0;
    while (h < nh) {
      if (lh[h] == 0)
        return false;
      int64_t right = gh[h][lh[h] - 1];
      if (right > last)
        return false;
      composed[j][clen[j]++] = h++;
      if (right == last)
        break;
    }
  }
  IrValue *r;
  if (cast) {
    if (!ir_memref_cast_compatible(x->type, t))
      return false;
    r = canon_create1(c, op, OP_MEMREF_CAST, 1, &x, t);
  } else {
    IrOp *nw = canon_create(c, op, OP_COLLAPSE_SHAPE, 1, &x, 1, &t, 0);
    ir_op_set_attr(ctx, nw, "reassociation",
                   reassociation_attr(ctx, nl, (const int64_t *const *)composed, clen));
    r = &nw->results[0];
  }
  canon_replace_op1(c, op, r);
  return true;
}

/* CollapseShapeOpMemRefCastFolder: a collapse_shape of a memref.cast that
 * only forgets collapses the cast's source, with a cast back to the old
 * type where the new one is more static. */
static bool collapse_of_cast(Canon *c, IrOp *op) {
  IrOp *cast = ir_op_operand(op, 0)->def_op;
  if (!cast || !ir_op_is(cast, OP_MEMREF_CAST) || !cast_only_forgets(cast))
    return false;
  IrContext *ctx = canon_ctx(c);
  IrValue *s = ir_op_operand(cast, 0);
  int n;
  const int64_t *const *g;
  const int *len;
  if (!ir_view_reassociation(ctx, op, &n, &g, &len))
    return false;
  int64_t *dims = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(n + 1));
  for (int j = 0; j < n; j++) {
    dims[j] = 1;
    for (int k = 0; k < len[j]; k++) {
      int64_t d = g[j][k] >= 0 && g[j][k] < s->type->rank ? s->type->dims[g[j][k]] : TY_DYN;
      if (d == TY_DYN || dims[j] == TY_DYN || !ck_mul(dims[j], d, &dims[j]))
        dims[j] = TY_DYN;
    }
  }
  IrType *t = ir_collapse_type(ctx, s->type, n, dims, n, g, len);
  if (!t)
    return false;
  IrType *old = op->results[0].type;
  if (t == old) {
    canon_set_operand(c, op, 0, s);
    return true;
  }
  if (!ir_memref_cast_compatible(t, old))
    return false;
  IrOp *nw = canon_create(c, op, OP_COLLAPSE_SHAPE, 1, &s, 1, &t, 0);
  for (int i = 0; i < op->nattrs; i++)
    ir_op_set_attr_ex(ctx, nw, op->attrs[i].name, op->attrs[i].value, op->attrs[i].inherent);
  IrValue *r = &nw->results[0];
  canon_replace_op1(c, op, canon_create1(c, op, OP_MEMREF_CAST, 1, &r, old));
  return true;
}

static bool memref_is_empty(const IrType *t) {
  for (int d = 0; d < t->rank; d++)
    if (t->dims[d] == 0)
      return true;
  return false;
}

/* memref.copy's patterns: FoldCopyOfCast (either side read through a cast
 * from a ranked memref), FoldEmptyCopy (a static size 0 on either side) and
 * FoldSelfCopy. */
static bool copy_patterns(Canon *c, IrOp *op) {
  bool src = canon_memref_fold_cast_operand(c, op, 0); /* both sides, not the first that folds */
  bool dst = canon_memref_fold_cast_operand(c, op, 1);
  if (src || dst)
    return true;
  IrValue *a = ir_op_operand(op, 0), *b = ir_op_operand(op, 1);
  if (memref_is_empty(a->type) || memref_is_empty(b->type) || a == b) {
    canon_erase(c, op);
    return true;
  }
  return false;
}

/* Whether entry i of op's offsets list is 0 (static, or a constant operand). */
static bool zero_offset(const IrOp *op, const IrViewList *l, int i) {
  if (l->stat[i] != TY_DYN)
    return l->stat[i] == 0;
  int k = l->first;
  for (int j = 0; j < i; j++)
    k += l->stat[j] == TY_DYN;
  uint64_t v;
  return canon_match_int(ir_op_operand(op, k), &v) && v == 0;
}

/* ReinterpretCastOp::fold: the cast reads through a reinterpret_cast, a
 * memref.cast or a subview at offset 0 before it; one that changes nothing
 * (static shape, the source's type, offset 0) is its source. */
static bool reinterpret_fold(Canon *c, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  IrOp *def = src->def_op;
  IrViewList l;
  if (def && (ir_op_is(def, OP_REINTERPRET_CAST) || ir_op_is(def, OP_MEMREF_CAST))) {
    canon_set_operand(c, op, 0, ir_op_operand(def, 0));
    return true;
  }
  if (def && ir_op_is(def, OP_SUBVIEW) && ir_view_list(def, IR_VIEW_OFFSETS, &l)) {
    bool zero = true;
    for (int i = 0; i < l.n && zero; i++)
      zero = zero_offset(def, &l, i);
    if (zero) {
      canon_set_operand(c, op, 0, ir_op_operand(def, 0));
      return true;
    }
  }
  const IrType *t = op->results[0].type;
  bool static_shape = t->rank >= 0;
  for (int d = 0; static_shape && d < t->rank; d++)
    static_shape = t->dims[d] != TY_DYN;
  if (static_shape && src->type == t && ir_view_list(op, IR_VIEW_OFFSETS, &l) && l.n > 0 &&
      l.stat[0] == 0) {
    canon_replace_op1(c, op, src);
    return true;
  }
  return false;
}

/* A mixed entry made as constant as it can be (MLIR's constified lists):
 * a static value, a constant operand's value, or the operand itself
 * (value NULL when static). */
typedef struct Entry {
  int64_t stat;
  IrValue *value;
} Entry;

/* Entries of list which of a reinterpret_cast (n of them), each static
 * where the list, a constant operand or the result type (typed, when not
 * TY_DYN) says so. */
static Entry *reinterpret_entries(Canon *c, IrOp *op, IrViewListKind which, const int64_t *typed,
                                  int *n) {
  IrViewList l;
  if (!ir_view_list(op, which, &l))
    return NULL;
  Entry *e = arena_alloc(&canon_ctx(c)->arena, sizeof *e * (size_t)(l.n + 1));
  for (int i = 0, k = l.first; i < l.n; i++) {
    e[i] = (Entry){l.stat[i], NULL};
    if (l.stat[i] != TY_DYN)
      continue;
    IrValue *v = ir_op_operand(op, k++);
    int64_t x;
    if (ir_value_const_int(v, &x))
      e[i].stat = x;
    else if (typed && typed[i] != TY_DYN)
      e[i].stat = typed[i];
    else
      e[i].value = v;
  }
  *n = l.n;
  return e;
}

/* The same for an extract_strided_metadata's offset (which 0), sizes (1)
 * or strides (2): static where its source's type says. */
static Entry *metadata_entries(Canon *c, IrOp *md, int which, int *n) {
  const IrType *t = ir_op_operand(md, 0)->type;
  int r = t->rank, first = which == 0 ? 1 : which == 1 ? 2 : 2 + r;
  *n = which == 0 ? 1 : r;
  int64_t *st = arena_alloc(&canon_ctx(c)->arena, sizeof(int64_t) * (size_t)(r + 1)), off;
  if (r < 0 || !ir_type_strides(t, st, &off))
    return NULL;
  Entry *e = arena_alloc(&canon_ctx(c)->arena, sizeof *e * (size_t)(*n + 1));
  for (int i = 0; i < *n; i++) {
    int64_t v = which == 0 ? off : which == 1 ? t->dims[i] : st[i];
    e[i] = (Entry){v, v == TY_DYN ? &md->results[first + i] : NULL};
  }
  return e;
}

static bool same_entries(const Entry *a, int na, const Entry *b, int nb) {
  if (!a || !b || na != nb)
    return false;
  for (int i = 0; i < na; i++)
    if (a[i].stat != b[i].stat || a[i].value != b[i].value)
      return false;
  return true;
}

/* ExtractStridedMetadataOp::fold: a result that the source's type gives
 * statically is that constant, for every user. */
static bool metadata_constants(Canon *c, IrOp *op) {
  bool changed = false;
  for (int which = 0; which < 3; which++) {
    int n;
    Entry *e = metadata_entries(c, op, which, &n);
    int first = which == 0 ? 1 : which == 1 ? 2 : 2 + n;
    for (int i = 0; e && i < n; i++) {
      IrValue *r = &op->results[first + i];
      if (e[i].value || !ir_value_has_uses(r))
        continue;
      canon_replace_value(c, r, canon_const_int(c, op, canon_ctx(c)->index_ty, e[i].stat));
      changed = true;
    }
  }
  return changed;
}

/* ReinterpretCastOpExtractStridedMetadataFolder: a reinterpret_cast of an
 * extract_strided_metadata's base buffer that rebuilds the same offset,
 * sizes and strides is the metadata's source (a cast to the result type
 * where it differs); any other reads the source directly, so that the
 * metadata op may die. */
static bool reinterpret_of_metadata(Canon *c, IrOp *op) {
  IrValue *base = ir_op_operand(op, 0);
  IrOp *md = base->def_op;
  if (!md || !ir_op_is(md, OP_EXTRACT_STRIDED_METADATA) || base != &md->results[0])
    return false;
  IrValue *src = ir_op_operand(md, 0);
  const IrType *rt = op->results[0].type;
  if (src->type->rank < 0)
    return false;
  int64_t *rst = arena_alloc(&canon_ctx(c)->arena, sizeof(int64_t) * (size_t)(rt->rank + 1)), roff;
  bool typed = ir_type_strides(rt, rst, &roff);
  int n[6];
  Entry *a[3], *b[3];
  a[0] = reinterpret_entries(c, op, IR_VIEW_OFFSETS, typed ? &roff : NULL, &n[0]);
  a[1] = reinterpret_entries(c, op, IR_VIEW_SIZES, rt->dims, &n[1]);
  a[2] = reinterpret_entries(c, op, IR_VIEW_STRIDES, typed ? rst : NULL, &n[2]);
  for (int k = 0; k < 3; k++)
    b[k] = metadata_entries(c, md, k, &n[3 + k]);
  bool noop = same_entries(a[2], n[2], b[2], n[5]) && same_entries(a[1], n[1], b[1], n[4]) &&
              same_entries(a[0], n[0], b[0], n[3]);
  if (!noop) {
    canon_set_operand(c, op, 0, src);
    return true;
  }
  IrType *t = op->results[0].type;
  canon_replace_op1(c, op, src->type == t ? src : canon_create1(c, op, OP_MEMREF_CAST, 1, &src, t));
  return true;
}

/* A reinterpret_cast's constant operands taken into its static lists, its
 * result type made as static (a strided layout), a cast back to the old
 * type. Negative offsets and sizes stay operands: mlir-opt 22 takes them
 * in and then rejects its own output. */
static bool reinterpret_constants(Canon *c, IrOp *op) {
  IrContext *ctx = canon_ctx(c);
  IrViewList l[3];
  for (int k = 0; k < 3; k++)
    if (!ir_view_list(op, (IrViewListKind)k, &l[k]))
      return false;
  const IrType *old = op->results[0].type;
  if (l[0].n != 1 || l[1].n != old->rank || l[2].n != old->rank)
    return false;
  Lists L;
  lists_of(c, op, true, &L);
  if (!L.folded)
    return false;
  IrType *t = ir_type_with_memspace(
      ctx, ir_type_memref_strided(ctx, old->elem, old->rank, L.stat[1], L.stat[2], L.stat[0][0]),
      old->memspace);
  if (!t || !ir_memref_cast_compatible(t, old))
    return false;
  IrValue **opnds = arena_alloc(&ctx->arena, sizeof *opnds * (size_t)(L.ndyn + 1));
  opnds[0] = ir_op_operand(op, 0);
  for (int i = 0; i < L.ndyn; i++)
    opnds[i + 1] = L.dyn[i];
  IrOp *nw = canon_create(c, op, OP_REINTERPRET_CAST, L.ndyn + 1, opnds, 1, &t, 0);
  int len[3] = {1, old->rank, old->rank};
  set_static_lists(ctx, nw, len, L.stat);
  IrValue *r = &nw->results[0];
  IrType *ot = op->results[0].type;
  canon_replace_op1(c, op, t == ot ? r : canon_create1(c, op, OP_MEMREF_CAST, 1, &r, ot));
  return true;
}

bool canon_memref_patterns(Canon *c, IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_REINTERPRET_CAST:
    return reinterpret_fold(c, op) || reinterpret_of_metadata(c, op) || reinterpret_constants(c, op);
  case OP_EXTRACT_STRIDED_METADATA: return metadata_constants(c, op);
  case OP_LOAD:
  case OP_DEALLOC: return canon_memref_fold_cast_operand(c, op, 0);
  case OP_STORE:
  case OP_ATOMIC_RMW: return canon_memref_fold_cast_operand(c, op, 1);
  case OP_DIM: return dim_fold(c, op) || dim_of_reshape(c, op);
  case OP_ALLOC: case OP_ALLOCA: return alloc_const_sizes(c, op);
  case OP_COLLAPSE_SHAPE:
    return reshape_fold(c, op) || reshape_compose(c, op) || collapse_of_expand(c, op) ||
           collapse_of_cast(c, op);
  case OP_EXPAND_SHAPE: return reshape_fold(c, op) || reshape_compose(c, op);
  case OP_COPY: return copy_patterns(c, op);
  case OP_DMA_START: /* DmaStartOp::fold: each memref through a cast */
    return canon_memref_fold_cast_operand(c, op, 0) || canon_memref_fold_cast_operand(c, op, ir_dma_start_dst_indices_begin(op) - 1) ||
           canon_memref_fold_cast_operand(c, op, ir_dma_start_tag_indices_begin(op) - 1);
  case OP_DMA_WAIT:
  case OP_PREFETCH: return canon_memref_fold_cast_operand(c, op, 0);
  case OP_RANK: return rank_fold(c, op);
  case OP_ASSUME_ALIGNMENT: return assume_alignment_fold(c, op);
  /* cast(cast(x)) is memref.cast's fold (fold.c, fold_memref_cast). */
  case OP_SUBVIEW: return subview_patterns(c, op);
  case OP_ALLOCA_SCOPE: return alloca_scope_inline(c, op) || alloca_scope_hoist(c, op);
  case OP_VIEW: return view_of_cast(c, op) || view_constant_sizes(c, op);
  case OP_TRANSPOSE: return transpose_fold(c, op);
  case OP_MEMORY_SPACE_CAST: return memory_space_cast_fold(c, op);
  default: return false;
  }
}
