/* cg_views.c: the C backend's memref views (subview, reinterpret_cast,
 * collapse_shape, expand_shape): each builds a new descriptor over the
 * source's buffer, its offset, sizes and strides computed as MLIR's
 * expand-strided-metadata computes them. Values the types know are
 * constants; the others come from the source's descriptor and the op's
 * operands (docs/DESIGN.md, "Memref layouts and views"). */
#include "cg_internal.h"

#include "../ir/views.h"

#define P cg_fmt

/* A descriptor field under construction: a constant (e == NULL) or a C
 * expression of type intptr_t. */
typedef struct Term {
  int64_t c;
  const char *e;
} Term;

static Term t_const(int64_t c) { return (Term){c, NULL}; }
static Term t_expr(const char *e) { return (Term){0, e}; }

static const char *t_str(Cg *cg, Term t) { return t.e ? t.e : P(cg, "%lld", (long long)t.c); }

static Term t_mul(Cg *cg, Term a, Term b) {
  if (!a.e && !b.e)
    return t_const((int64_t)((uint64_t)a.c * (uint64_t)b.c));
  if ((!a.e && a.c == 0) || (!b.e && b.c == 0))
    return t_const(0);
  if (!a.e && a.c == 1)
    return b;
  if (!b.e && b.c == 1)
    return a;
  return t_expr(P(cg, "(%s * %s)", t_str(cg, a), t_str(cg, b)));
}

static Term t_add(Cg *cg, Term a, Term b) {
  if (!a.e && !b.e)
    return t_const((int64_t)((uint64_t)a.c + (uint64_t)b.c));
  if (!a.e && a.c == 0)
    return b;
  if (!b.e && b.c == 0)
    return a;
  return t_expr(P(cg, "(%s + %s)", t_str(cg, a), t_str(cg, b)));
}

/* A static value of a type (size, stride or offset), or field of the
 * descriptor x where it is '?'. */
static Term field(Cg *cg, IrValue *x, int64_t stat, const char *name, int d) {
  if (stat != TY_DYN)
    return t_const(stat);
  if (d < 0)
    return t_expr(P(cg, "%s.%s", cg_val(cg, x), name));
  return t_expr(P(cg, "%s.%s[%d]", cg_val(cg, x), name, d));
}

/* The source's layout (ranked: cg_check made sure it is strided). */
typedef struct Src {
  IrValue *v;
  int64_t *strides, offset;
} Src;

static Src src_of(Cg *cg, IrOp *op) {
  Src s = {ir_op_operand(op, 0), NULL, 0};
  const IrType *t = s.v->type;
  s.strides = arena_alloc(&cg->ctx->arena, sizeof(int64_t) * (size_t)(t->rank > 0 ? t->rank : 1));
  if (t->rank >= 0 && !ir_type_strides(t, s.strides, &s.offset))
    ir_unreachable("a view of a memref without strides reached the C emitter");
  return s;
}

static Term src_size(Cg *cg, Src *s, int d) { return field(cg, s->v, s->v->type->dims[d], "sizes", d); }
static Term src_stride(Cg *cg, Src *s, int d) { return field(cg, s->v, s->strides[d], "strides", d); }

/* Entry i of a list: its static value or its operand (*k counts them). */
static Term list_entry(Cg *cg, IrOp *op, const IrViewList *l, int i, int *k) {
  if (l->stat[i] != TY_DYN)
    return t_const(l->stat[i]);
  return t_expr(cg_operand(cg, op, (*k)++));
}

/* Declares the result: a descriptor over the source's pointers with the
 * given offset, sizes and strides; where the result's type knows a value,
 * the type's constant is used. */
static void emit_descriptor(Cg *cg, IrOp *op, const char *allocated, const char *aligned, Term off,
                            const Term *sizes, const Term *strides) {
  IrValue *r = &op->results[0];
  const IrType *t = r->type;
  int64_t *rst = arena_alloc(&cg->ctx->arena, sizeof(int64_t) * (size_t)(t->rank + 1)), roff;
  if (!ir_type_strides(t, rst, &roff))
    ir_unreachable("a view without strides reached the C emitter");
  if (roff != TY_DYN)
    off = t_const(roff);
  const char *name = cg_name_value(cg, r);
  if (t->rank == 0) {
    cg_line(cg, "%s %s = {%s, %s, %s};", cg_ctype(cg, r->type), name, allocated, aligned,
            t_str(cg, off));
  } else {
    const char **sz = arena_alloc(&cg->ctx->arena, sizeof *sz * (size_t)t->rank);
    const char **st = arena_alloc(&cg->ctx->arena, sizeof *st * (size_t)t->rank);
    for (int d = 0; d < t->rank; d++) {
      sz[d] = t->dims[d] != TY_DYN ? P(cg, "%lld", (long long)t->dims[d]) : t_str(cg, sizes[d]);
      st[d] = rst[d] != TY_DYN ? P(cg, "%lld", (long long)rst[d]) : t_str(cg, strides[d]);
    }
    cg_line(cg, "%s %s = {%s, %s, %s, {%s}, {%s}};", cg_ctype(cg, r->type), name, allocated,
            aligned, t_str(cg, off), cg_join(cg, sz, t->rank, ", "),
            cg_join(cg, st, t->rank, ", "));
  }
  cg_void_if_unused(cg, r);
}

static Term *terms(Cg *cg, int n) {
  return arena_alloc(&cg->ctx->arena, sizeof(Term) * (size_t)(n > 0 ? n : 1));
}

/* subview: offset += sum(offset_d * stride_d), strides *= the steps, the
 * sizes given; dims of size 1 the result drops are left out. */
void cg_emit_subview(Cg *cg, IrOp *op) {
  Src s = src_of(cg, op);
  const IrType *st = s.v->type, *rt = op->results[0].type;
  IrViewList l[3];
  for (int k = 0; k < 3; k++)
    ir_view_list(op, (IrViewListKind)k, &l[k]);
  int k = l[0].first;
  Term off = field(cg, s.v, s.offset, "offset", -1);
  for (int d = 0; d < st->rank; d++)
    off = t_add(cg, off, t_mul(cg, list_entry(cg, op, &l[0], d, &k), src_stride(cg, &s, d)));
  Term *sizes = terms(cg, st->rank), *strides = terms(cg, st->rank);
  for (int d = 0; d < st->rank; d++)
    sizes[d] = list_entry(cg, op, &l[1], d, &k);
  for (int d = 0; d < st->rank; d++)
    strides[d] = t_mul(cg, src_stride(cg, &s, d), list_entry(cg, op, &l[2], d, &k));
  /* Rank reduction: keep the dims the verifier kept. */
  Term *rs = terms(cg, rt->rank), *rst = terms(cg, rt->rank);
  int *keep = arena_alloc(&cg->ctx->arena, sizeof *keep * (size_t)(rt->rank + 1));
  IrType *full = ir_subview_type(cg->ctx, st, l[0].stat, l[1].stat, l[2].stat);
  bool kept = full && ir_subview_kept_dims(cg->ctx, full, rt, l[1].stat, keep);
  for (int j = 0; j < rt->rank; j++) {
    if (!kept) /* (cannot be: the verifier found them) */
      keep[j] = j;
    rs[j] = sizes[keep[j]];
    rst[j] = strides[keep[j]];
  }
  const char *x = cg_val(cg, s.v);
  emit_descriptor(cg, op, P(cg, "%s.allocated", x), P(cg, "%s.aligned", x), off, rs, rst);
}

/* reinterpret_cast: the source's pointers (an unranked source's through
 * its descriptor) with the offset, sizes and strides given. */
void cg_emit_reinterpret_cast(Cg *cg, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0);
  const IrType *rt = op->results[0].type;
  IrViewList l[3];
  for (int k = 0; k < 3; k++)
    ir_view_list(op, (IrViewListKind)k, &l[k]);
  int k = l[0].first;
  Term off = list_entry(cg, op, &l[0], 0, &k);
  Term *sizes = terms(cg, rt->rank), *strides = terms(cg, rt->rank);
  for (int d = 0; d < rt->rank; d++)
    sizes[d] = list_entry(cg, op, &l[1], d, &k);
  for (int d = 0; d < rt->rank; d++)
    strides[d] = list_entry(cg, op, &l[2], d, &k);
  const char *x = cg_val(cg, src);
  const char *al, *ag;
  if (src->type->rank < 0) {
    const char *E = cg_ctype(cg, src->type->elem);
    al = P(cg, "((%s **)%s.descriptor)[0]", E, x);
    ag = P(cg, "((%s **)%s.descriptor)[1]", E, x);
  } else {
    al = P(cg, "%s.allocated", x);
    ag = P(cg, "%s.aligned", x);
  }
  emit_descriptor(cg, op, al, ag, off, sizes, strides);
}

/* A collapse_shape's or expand_shape's source and reassociation groups. */
typedef struct Reshape {
  Src s;
  const IrType *rt;
  int ng;
  const int64_t *const *gs;
  const int *gl;
} Reshape;

static Reshape reshape_of(Cg *cg, IrOp *op) {
  Reshape R = {src_of(cg, op), op->results[0].type, 0, NULL, NULL};
  ir_view_reassociation(cg->ctx, op, &R.ng, &R.gs, &R.gl);
  return R;
}

/* collapse_shape: each group's size is the product of its sizes, its stride
 * the stride of its innermost dim of a size other than 1 (any stride
 * serves a group of ones), the offset the source's. */
void cg_emit_collapse_shape(Cg *cg, IrOp *op) {
  Reshape R = reshape_of(cg, op);
  Src s = R.s;
  const IrType *rt = R.rt;
  Term *sizes = terms(cg, rt->rank), *strides = terms(cg, rt->rank);
  for (int g = 0; g < R.ng; g++) {
    Term size = t_const(1);
    for (int i = 0; i < R.gl[g]; i++)
      size = t_mul(cg, size, src_size(cg, &s, (int)R.gs[g][i]));
    sizes[g] = size;
    Term stride = src_stride(cg, &s, (int)R.gs[g][0]);
    for (int i = 1; i < R.gl[g]; i++) {
      int d = (int)R.gs[g][i];
      Term sz = src_size(cg, &s, d);
      if (sz.e)
        stride = t_expr(P(cg, "(%s != 1 ? %s : %s)", sz.e, t_str(cg, src_stride(cg, &s, d)),
                          t_str(cg, stride)));
      else if (sz.c != 1)
        stride = src_stride(cg, &s, d);
    }
    strides[g] = stride;
  }
  const char *x = cg_val(cg, s.v);
  emit_descriptor(cg, op, P(cg, "%s.allocated", x), P(cg, "%s.aligned", x),
                  field(cg, s.v, s.offset, "offset", -1), sizes, strides);
}

/* expand_shape: the output shape's sizes; in each group the innermost dim
 * takes the source dim's stride and each outer one the next inner's stride
 * times its size. */
void cg_emit_expand_shape(Cg *cg, IrOp *op) {
  Reshape R = reshape_of(cg, op);
  Src s = R.s;
  const IrType *rt = R.rt;
  IrViewList l;
  ir_view_list(op, IR_VIEW_SIZES, &l);
  int k = l.first;
  Term *sizes = terms(cg, rt->rank), *strides = terms(cg, rt->rank);
  for (int d = 0; d < rt->rank; d++) {
    sizes[d] = list_entry(cg, op, &l, d, &k);
    if (rt->dims[d] != TY_DYN)
      sizes[d] = t_const(rt->dims[d]);
  }
  for (int g = 0; g < R.ng; g++) {
    Term cur = src_stride(cg, &s, g);
    for (int i = R.gl[g] - 1; i >= 0; i--) {
      int d = (int)R.gs[g][i];
      strides[d] = cur;
      cur = t_mul(cg, cur, sizes[d]);
    }
  }
  const char *x = cg_val(cg, s.v);
  emit_descriptor(cg, op, P(cg, "%s.allocated", x), P(cg, "%s.aligned", x),
                  field(cg, s.v, s.offset, "offset", -1), sizes, strides);
}

/* transpose: the source's pointers and offset, its sizes and strides
 * permuted. */
void cg_emit_transpose(Cg *cg, IrOp *op) {
  Src s = src_of(cg, op);
  int n = s.v->type->rank, *perm = arena_alloc(&cg->ctx->arena, sizeof(int) * (size_t)(n + 1));
  ir_permutation(ir_op_get_attr(op, "permutation"), n, perm);
  Term *sizes = terms(cg, n), *strides = terms(cg, n);
  for (int d = 0; d < n; d++) {
    sizes[d] = src_size(cg, &s, perm[d]);
    strides[d] = src_stride(cg, &s, perm[d]);
  }
  const char *x = cg_val(cg, s.v);
  emit_descriptor(cg, op, P(cg, "%s.allocated", x), P(cg, "%s.aligned", x),
                  field(cg, s.v, s.offset, "offset", -1), sizes, strides);
}

/* view: the source's pointers as the element type's, the aligned one moved
 * by the byte shift (as MLIR's lowering does); offset 0, the sizes given,
 * row-major strides. */
void cg_emit_view(Cg *cg, IrOp *op) {
  const IrType *rt = op->results[0].type;
  Term *sizes = terms(cg, rt->rank), *strides = terms(cg, rt->rank);
  for (int d = 0, k = 2; d < rt->rank; d++)
    sizes[d] = rt->dims[d] != TY_DYN ? t_const(rt->dims[d]) : t_expr(cg_operand(cg, op, k++));
  Term cur = t_const(1);
  for (int d = rt->rank - 1; d >= 0; d--) {
    strides[d] = cur;
    cur = t_mul(cg, cur, sizes[d]);
  }
  const char *x = cg_val(cg, ir_op_operand(op, 0)), *et = cg_ctype(cg, rt->elem);
  emit_descriptor(cg, op, P(cg, "(%s *)%s.allocated", et, x),
                  P(cg, "(%s *)(void *)((char *)%s.aligned + %s)", et, x, cg_operand(cg, op, 1)),
                  t_const(0), sizes, strides);
}

/* memref.reshape (ranked result: cg_check): the source's pointers (from an
 * unranked source's descriptor, whose first fields are a ranked one's),
 * offset 0 as MLIR's lowering sets it for the identity layout, the sizes
 * the type leaves dynamic read from the shape (sign-extended, as MLIR's
 * index cast of an integer shape), row-major strides. */
void cg_emit_memref_reshape(Cg *cg, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0), *shape = ir_op_operand(op, 1);
  const IrType *rt = op->results[0].type, *sht = shape->type;
  int64_t sst[1], soff;
  if (!ir_type_strides(sht, sst, &soff))
    ir_unreachable("a shape memref without strides reached the C emitter");
  Term sh_off = field(cg, shape, soff, "offset", -1), sh_st = field(cg, shape, sst[0], "strides", 0);
  Term *sizes = terms(cg, rt->rank), *strides = terms(cg, rt->rank);
  for (int d = 0; d < rt->rank; d++) {
    Term at = t_add(cg, sh_off, t_mul(cg, t_const(d), sh_st));
    sizes[d] = rt->dims[d] != TY_DYN
                   ? t_const(rt->dims[d])
                   : t_expr(P(cg, "(intptr_t)%s.aligned[%s]", cg_val(cg, shape), t_str(cg, at)));
  }
  Term cur = t_const(1);
  for (int d = rt->rank - 1; d >= 0; d--) {
    strides[d] = cur;
    cur = t_mul(cg, cur, sizes[d]);
  }
  const char *x = cg_val(cg, src), *et = cg_ctype(cg, rt->elem);
  if (src->type->rank >= 0)
    emit_descriptor(cg, op, P(cg, "%s.allocated", x), P(cg, "%s.aligned", x), t_const(0), sizes,
                    strides);
  else
    emit_descriptor(cg, op, P(cg, "(%s *)((void **)%s.descriptor)[0]", et, x),
                    P(cg, "(%s *)((void **)%s.descriptor)[1]", et, x), t_const(0), sizes, strides);
}

/* extract_strided_metadata: the base buffer as a rank-0 descriptor at
 * offset 0, then the offset, sizes and strides (constants where the
 * source's type knows them). */
void cg_emit_extract_strided_metadata(Cg *cg, IrOp *op) {
  Src s = src_of(cg, op);
  const IrType *t = s.v->type;
  const char *x = cg_val(cg, s.v);
  IrValue *base = &op->results[0];
  cg_line(cg, "%s %s = {%s.allocated, %s.aligned, 0};", cg_ctype(cg, base->type),
          cg_name_value(cg, base), x, x);
  cg_void_if_unused(cg, base);
  cg_decl(cg, &op->results[1], t_str(cg, field(cg, s.v, s.offset, "offset", -1)));
  for (int d = 0; d < t->rank; d++) {
    cg_decl(cg, &op->results[2 + d], t_str(cg, src_size(cg, &s, d)));
    cg_decl(cg, &op->results[2 + t->rank + d], t_str(cg, src_stride(cg, &s, d)));
  }
}
