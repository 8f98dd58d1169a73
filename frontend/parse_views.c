/* parse_views.c: the custom forms of memref views: subview's
 * `%m[offsets] [sizes] [strides]`, reinterpret_cast's
 * `%m to offset: [...], sizes: [...], strides: [...]`, and collapse_shape's
 * and expand_shape's `%m [[0, 1], [2]] (output_shape [...])? ... into ...`.
 * The lists become static_* attributes (TY_DYN for a value) and operands,
 * as MLIR stores them (ir/views.h). */
#include <string.h>

#include "../ir/affine_expr.h"
#include "parse_internal.h"

Vec *mixed_vec(Parser *p, Vec *v, Str tok, bool is_int, const ParseLoc *l) {
  if (!v)
    v = vec_new(p);
  MixedElt e = {0};
  e.is_static = is_int;
  if (is_int)
    e.value = mk_int_attr(p, tok, p->ctx->i64_ty, l)->u.i;
  else
    e.ref = mk_ref(p, tok, l);
  vec_push(p, v, &e, sizeof e);
  return v;
}

void view_keyword(Parser *p, Str opname, Str got, const char *want, const ParseLoc *l) {
  if ((size_t)got.len != strlen(want) || memcmp(got.s, want, (size_t)got.len) != 0)
    custom_op_error(p, ploc(p, l), opname, "expected '%s'", want);
}

IrAttr *mixed_take(Parser *p, Vec *list, Vec *refs, Vec *types) {
  int n = VEC_N(list);
  int64_t *vals = arena_alloc(&p->ctx->arena, sizeof *vals * (size_t)(n + 1));
  for (int i = 0; i < n; i++) {
    MixedElt *e = &VEC_AT(list, MixedElt, i);
    if (e->is_static) {
      vals[i] = e->value;
    } else {
      vals[i] = TY_DYN;
      vec_push(p, refs, &e->ref, sizeof e->ref);
      IrType *idx = p->ctx->index_ty;
      vec_push(p, types, &idx, sizeof idx);
    }
  }
  if (list)
    vec_free(p, list, sizeof(MixedElt));
  return ir_attr_dense_array(p->ctx, p->ctx->i64_ty, n, vals);
}

IrOp *build_view(Parser *p, Str opname, const ParseLoc *l, ValRef *src, Vec *const *lists,
                 IrAttr *reassoc, Vec *attrs, IrType *from, IrType *to) {
  IrOpKind k = (IrOpKind)opname.aux;
  Vec *refs = vec_new(p), *types = vec_new(p);
  vec_push(p, refs, src, sizeof *src);
  vec_push(p, types, &from, sizeof from);
  if (k == OP_SUBVIEW || k == OP_REINTERPRET_CAST) {
    static const char *const names[] = {"static_offsets", "static_sizes", "static_strides"};
    for (int i = 0; i < 3; i++)
      entry_push(p, &attrs, names[i], mixed_take(p, lists[i], refs, types));
  } else {
    entry_push(p, &attrs, "reassociation", reassoc);
    if (k == OP_EXPAND_SHAPE && !lists[1])
      custom_op_error(p, ploc(p, l), opname, "expected 'output_shape'");
    else if (k == OP_COLLAPSE_SHAPE && lists[1])
      custom_op_error(p, ploc(p, l), opname, "expected ':'");
    if (k == OP_EXPAND_SHAPE && lists[1])
      entry_push(p, &attrs, "static_output_shape", mixed_take(p, lists[1], refs, types));
  }
  return build_custom_op(p, opname, l, refs, types, 1, &to, attrs);
}

/* An identifier list: ValRefs holding each name whole, with its place. */
Vec *id_vec(Parser *p, Vec *v, Str id, const ParseLoc *l) {
  if (!v)
    v = vec_new(p);
  ValRef r = {id, -1, ploc(p, l)};
  vec_push(p, v, &r, sizeof r);
  return v;
}

/* memref.transpose %src (d0, d1) -> (d1, d0) {attrs} : T to U: the map's
 * results name its dimensions (MLIR's "use of undeclared identifier"
 * otherwise); the permutation attribute is that map. */
IrOp *build_transpose(Parser *p, Str opname, const ParseLoc *l, Vec *src, Vec *dims, Vec *results,
                      Vec *attrs, IrType *from, const ParseLoc *froml, IrType *to) {
  int nd = VEC_N(dims), nr = VEC_N(results);
  const IrAffineExpr **exprs = arena_alloc(&p->ctx->arena, sizeof *exprs * (size_t)(nr + 1));
  bool ok = true;
  for (int i = 0; i < nr && ok; i++) {
    Str r = VEC_AT(results, ValRef, i).name;
    int d = -1;
    for (int j = 0; j < nd && d < 0; j++) {
      Str n = VEC_AT(dims, ValRef, j).name;
      if (n.len == r.len && memcmp(n.s, r.s, (size_t)n.len) == 0)
        d = j;
    }
    if (d < 0) {
      perror_at(p, VEC_AT(results, ValRef, i).loc, "use of undeclared identifier");
      ok = false;
    }
    exprs[i] = ok ? ir_affine_dim(p->ctx, (unsigned)d) : NULL;
  }
  if (ok && (from->kind != TY_MEMREF || from->rank < 0)) {
    custom_op_error(p, ploc(p, froml), opname,
                    "invalid kind of type specified: expected builtin.memref, but found '%s'",
                    ir_type_str(p->ctx, from));
    ok = false;
  }
  vec_free(p, dims, sizeof(ValRef));
  vec_free(p, results, sizeof(ValRef));
  if (!ok) {
    vec_free(p, src, sizeof(ValRef));
    vec_free(p, attrs, sizeof(AttrEntry));
    return NULL;
  }
  entry_push(p, &attrs, "permutation", ir_attr_affine_map(p->ctx, nd, 0, nr, exprs));
  Vec *types = vec_new(p);
  vec_push(p, types, &from, sizeof from);
  return build_custom_op(p, opname, l, src, types, 1, &to, attrs);
}

/* memref.view %src[%shift][%sizes...] : T to U: the source, then index
 * operands; the source must be a ranked memref (mlir-opt's parser says so
 * before any verifier). */
IrOp *build_memref_view(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *sizes,
                        Vec *attrs, IrType *from, const ParseLoc *froml, IrType *to) {
  if (from->kind != TY_MEMREF || from->rank < 0) {
    custom_op_error(p, ploc(p, froml), opname,
                    "invalid kind of type specified: expected builtin.memref, but found '%s'",
                    ir_type_str(p->ctx, from));
    vec_free(p, refs, sizeof(ValRef));
    if (sizes)
      vec_free(p, sizes, sizeof(ValRef));
    vec_free(p, attrs, sizeof(AttrEntry));
    return NULL;
  }
  Vec *types = vec_new(p);
  IrType *idx = p->ctx->index_ty;
  vec_push(p, types, &from, sizeof from);
  vec_push(p, types, &idx, sizeof idx);
  for (int i = 0; i < VEC_N(sizes); i++) {
    vec_push(p, refs, &VEC_AT(sizes, ValRef, i), sizeof(ValRef));
    vec_push(p, types, &idx, sizeof idx);
  }
  if (sizes)
    vec_free(p, sizes, sizeof(ValRef));
  return build_custom_op(p, opname, l, refs, types, 1, &to, attrs);
}

IrOp *build_global(Parser *p, OpHead *h, Str sym, const ParseLoc *sl, IrType *type,
                   const ParseLoc *tl, IrAttr *init, Vec *attrs) {
  (void)sl;
  (void)tl;
  if (type->kind != TY_MEMREF || type->rank < 0 || ir_type_num_dynamic(type))
    custom_op_error(p, h->loc, h->opname, "type should be static shaped memref, but got '%s'",
                    ir_type_str(p->ctx, type));
  else if (init && init->kind != ATTR_UNIT && init->kind != ATTR_DENSE)
    custom_op_error(p, h->loc, h->opname, "initial value should be a unit or elements attribute");
  IrAttr *s = mk_symbol_attr(p, sym);
  entry_push(p, &attrs, "sym_name", ir_attr_string(p->ctx, s->u.s.str, s->u.s.len));
  if (h->vis.s) {
    size_t n;
    const char *v = decode_string(p, h->vis, &n);
    entry_push(p, &attrs, "sym_visibility", ir_attr_string(p->ctx, v, n));
  }
  entry_push(p, &attrs, "type", ir_attr_type(p->ctx, type));
  if (init)
    entry_push(p, &attrs, "initial_value", init);
  if (h->constant)
    entry_push(p, &attrs, "constant", ir_attr_unit(p->ctx));
  ParseLoc l = {h->loc.line, h->loc.col, h->loc.line, h->loc.col};
  IrOp *op = build_custom_op(p, h->opname, &l, NULL, NULL, 0, NULL, attrs);
  head_free(p, h);
  return op;
}

/* Appends the refs of idx (consumed) to refs, each typed index. */
static void push_indices(Parser *p, Vec *refs, Vec *types, Vec *idx) {
  IrType *index = p->ctx->index_ty;
  for (int i = 0; i < VEC_N(idx); i++) {
    vec_push(p, refs, &VEC_AT(idx, ValRef, i), sizeof(ValRef));
    vec_push(p, types, &index, sizeof index);
  }
  if (idx)
    vec_free(p, idx, sizeof(ValRef));
}

/* Appends ref r with type t, then the refs of idx (consumed) as index. */
static void dma_push(Parser *p, Vec *refs, Vec *types, const ValRef *r, IrType *t, Vec *idx) {
  vec_push(p, refs, r, sizeof *r);
  vec_push(p, types, &t, sizeof t);
  push_indices(p, refs, types, idx);
}

/* memref.dma_start %src[...], %dst[...], %n, %tag[...] (, %stride, %per)? :
 * T, U, V, as DmaStartOp::parse reads it (no attribute dictionary; its
 * errors at the op's name); the indices, the size and the strides are
 * index. mems: source, destination, tag; idx: their index lists. */
IrOp *build_dma_start(Parser *p, Str opname, const ParseLoc *l, const ValRef *mems, Vec **idx,
                      const ValRef *num, Vec *strides, Vec *types) {
  const char *err = VEC_N(strides) != 0 && VEC_N(strides) != 2 ? "expected two stride related operands"
                    : VEC_N(types) != 3                        ? "fewer/more types expected"
                                                               : NULL;
  if (err) {
    custom_op_error(p, ploc(p, l), opname, "%s", err);
    for (int k = 0; k < 3; k++)
      if (idx[k])
        vec_free(p, idx[k], sizeof(ValRef));
    if (strides)
      vec_free(p, strides, sizeof(ValRef));
    if (types)
      vec_free(p, types, sizeof(IrType *));
    return NULL;
  }
  Vec *refs = vec_new(p), *tys = vec_new(p);
  IrType *t[3] = {VEC_AT(types, IrType *, 0), VEC_AT(types, IrType *, 1),
                  VEC_AT(types, IrType *, 2)};
  vec_free(p, types, sizeof(IrType *));
  dma_push(p, refs, tys, &mems[0], t[0], idx[0]);
  dma_push(p, refs, tys, &mems[1], t[1], idx[1]);
  dma_push(p, refs, tys, num, p->ctx->index_ty, NULL);
  dma_push(p, refs, tys, &mems[2], t[2], idx[2]);
  for (int i = 0; i < VEC_N(strides); i++)
    dma_push(p, refs, tys, &VEC_AT(strides, ValRef, i), p->ctx->index_ty, NULL);
  if (strides)
    vec_free(p, strides, sizeof(ValRef));
  return build_custom_op(p, opname, l, refs, tys, 0, NULL, NULL);
}

/* memref.dma_wait %tag[...], %n {attrs} : T (its ODS assembly format). */
IrOp *build_dma_wait(Parser *p, Str opname, const ParseLoc *l, const ValRef *tag, Vec *idx,
                     const ValRef *num, Vec *attrs, IrType *t) {
  Vec *refs = vec_new(p), *tys = vec_new(p);
  dma_push(p, refs, tys, tag, t, idx);
  dma_push(p, refs, tys, num, p->ctx->index_ty, NULL);
  return build_custom_op(p, opname, l, refs, tys, 0, NULL, attrs);
}

/* memref.reshape %src(%shape) {attrs} : (T, S) -> R, its ODS format
 * `functional-type(operands, results)`: a function type whose inputs type
 * the two operands (mlir-opt's errors otherwise). */
IrOp *build_memref_reshape(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *attrs,
                           IrType *ft, const ParseLoc *tl) {
  if (ft->kind != TY_FUNC || ft->nins != 2) {
    if (ft->kind != TY_FUNC)
      custom_op_error(p, ploc(p, tl), opname,
                      "invalid kind of type specified: expected builtin.function, but found '%s'",
                      ir_type_str(p->ctx, ft));
    else
      custom_op_error(p, ploc(p, l), opname,
                      "number of operands and types do not match: got 2 operands and %d types",
                      ft->nins);
    vec_free(p, refs, sizeof(ValRef));
    if (attrs)
      vec_free(p, attrs, sizeof(AttrEntry));
    return NULL;
  }
  Vec *types = vec_new(p);
  vec_push(p, types, &ft->ins[0], sizeof(IrType *));
  vec_push(p, types, &ft->ins[1], sizeof(IrType *));
  return build_custom_op(p, opname, l, refs, types, ft->nouts, ft->outs, attrs);
}

/* A custom form's `: memref<...>` where MLIR's parser reads a MemRefType:
 * a ranked memref, else mlir-opt's error at the type. */
bool ranked_memref_type(Parser *p, Str opname, IrType *t, const ParseLoc *tl) {
  if (t->kind == TY_MEMREF && t->rank >= 0)
    return true;
  custom_op_error(p, ploc(p, tl), opname,
                  "invalid kind of type specified: expected builtin.memref, but found '%s'",
                  ir_type_str(p->ctx, t));
  return false;
}

static bool str_is(Str s, const char *k) {
  return (size_t)s.len == strlen(k) && memcmp(s.s, k, (size_t)s.len) == 0;
}

/* memref.prefetch %m[%i...], read|write, locality<N>, data|instr : T, as
 * PrefetchOp::parse reads it (no attribute dictionary; the keywords'
 * errors at the op's name): isWrite, localityHint (i32) and isDataCache. */
IrOp *build_prefetch(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *idx, Str rw,
                     Str kw, const ParseLoc *kwl, Str locality, const ParseLoc *ll, Str cache,
                     IrType *t, const ParseLoc *tl) {
  IrAttr *hint = NULL;
  bool ok = true;
  if (!str_is(kw, "locality")) {
    custom_op_error(p, ploc(p, kwl), opname, "expected 'locality'");
    ok = false;
  } else if (!(hint = mk_int_attr(p, locality, p->ctx->i32_ty, ll)) ||
             !ranked_memref_type(p, opname, t, tl)) {
    ok = false;
  } else if (!str_is(rw, "read") && !str_is(rw, "write")) {
    custom_op_error(p, ploc(p, l), opname, "rw specifier has to be 'read' or 'write'");
    ok = false;
  } else if (!str_is(cache, "data") && !str_is(cache, "instr")) {
    custom_op_error(p, ploc(p, l), opname, "cache type has to be 'data' or 'instr'");
    ok = false;
  }
  if (!ok) {
    vec_free(p, refs, sizeof(ValRef));
    if (idx)
      vec_free(p, idx, sizeof(ValRef));
    return NULL;
  }
  Vec *types = vec_new(p), *attrs = NULL;
  vec_push(p, types, &t, sizeof t);
  push_indices(p, refs, types, idx);
  entry_push(p, &attrs, "isWrite", ir_attr_bool(p->ctx, str_is(rw, "write")));
  entry_push(p, &attrs, "localityHint", hint);
  entry_push(p, &attrs, "isDataCache", ir_attr_bool(p->ctx, str_is(cache, "data")));
  return build_custom_op(p, opname, l, refs, types, 0, NULL, attrs);
}

/* memref.atomic_rmw addf %v, %m[%i...] {attrs} : (T, M) -> R, its ODS
 * format: the kind keyword becomes the i64 `kind` (AtomicRMWKind). */
IrOp *build_atomic_rmw(Parser *p, Str opname, const ParseLoc *l, Str kind, const ParseLoc *kl,
                       Vec *refs, Vec *idx, Vec *attrs, IrType *vt, IrType *mt, IrType *rt) {
  int k = ir_atomic_rmw_kind_lookup(kind.s, (size_t)kind.len);
  if (k < 0) {
    custom_op_error(p, ploc(p, kl), opname,
                    "expected string or keyword containing one of the following enum values for "
                    "attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, "
                    "minimumf, minnumf, mins, minu, mulf, muli, ori, xori]");
    vec_free(p, refs, sizeof(ValRef));
    if (idx)
      vec_free(p, idx, sizeof(ValRef));
    if (attrs)
      vec_free(p, attrs, sizeof(AttrEntry));
    return NULL;
  }
  entry_push(p, &attrs, "kind", ir_attr_int(p->ctx, p->ctx->i64_ty, k));
  Vec *types = vec_new(p);
  vec_push(p, types, &vt, sizeof vt);
  vec_push(p, types, &mt, sizeof mt);
  push_indices(p, refs, types, idx);
  return build_custom_op(p, opname, l, refs, types, 1, &rt, attrs);
}

/* memref.generic_atomic_rmw %m[%i...] : M { ^bb0(%old: T): ... } {attrs}
 * (GenericAtomicRMWOp::parse): the result is M's element type. */
IrOp *build_generic_atomic_rmw(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *idx,
                               IrType *mt, IrRegion *body, Vec *attrs) {
  Vec *types = vec_new(p);
  vec_push(p, types, &mt, sizeof mt);
  push_indices(p, refs, types, idx);
  OpHead *h = head_new(p, opname, l);
  h->refs = refs;
  h->attrs = attrs;
  /* MLIR's parser casts the type to a memref unchecked (undefined for any
   * other type); here the verifier says what is wrong with it. */
  IrType *rt = mt->kind == TY_MEMREF ? mt->elem : mt;
  return build_region_op(p, h, types, 1, &rt, 1, &body, 0, NULL);
}
