/* onnx_lower_nn.c: lowering of the reductions (all but ReduceSum), the
 * softmax family, ArgMax/ArgMin, GatherElements, Trilu, ConstantOfShape,
 * Tile and Clip to loop nests, following ONNX's operator documentation. */
#include <math.h>
#include <string.h>

#include "onnx_lower.h"

#define B (&L->b)

static IrValue *c(Lower *L, int64_t v) { return lw_cidx(L, v); }

static bool is_fl(const IrType *t) { return t->kind == TY_FLOAT; }

typedef enum { C_SUM, C_MAX, C_MIN, C_PROD } Comb;
typedef enum { P_NONE, P_ABS, P_SQUARE, P_EXP } Pre;

static IrValue *combine(Lower *L, Comb cb, IrValue *a, IrValue *b) {
  IrType *t = a->type;
  bool fl = is_fl(t), b1 = t->kind == TY_INT && t->width == 1;
  switch (cb) {
  case C_SUM: return ir_build_binary(B, fl ? OP_ADDF : OP_ADDI, a, b);
  case C_PROD: return ir_build_binary(B, fl ? OP_MULF : OP_MULI, a, b);
  case C_MAX:
    return ir_build_binary(B, fl ? OP_MAXIMUMF : b1 ? OP_ORI : OP_MAXSI, a, b);
  case C_MIN:
    return ir_build_binary(B, fl ? OP_MINIMUMF : b1 ? OP_ANDI : OP_MINSI, a, b);
  }
  return a;
}

static IrValue *init_value(Lower *L, Comb cb, IrType *t) {
  if (cb == C_SUM)
    return lw_cf(L, t, 0);
  if (cb == C_PROD)
    return lw_cf(L, t, 1);
  bool mx = cb == C_MAX;
  if (is_fl(t))
    return ir_build_const_float(B, t, mx ? -INFINITY : INFINITY);
  if (t->width == 1)
    return ir_build_const_int(B, t, mx ? 0 : 1);
  int64_t lo = t->width >= 64 ? INT64_MIN : -((int64_t)1 << (t->width - 1));
  int64_t hi = t->width >= 64 ? INT64_MAX : ((int64_t)1 << (t->width - 1)) - 1;
  return ir_build_const_int(B, t, mx ? lo : hi);
}

static IrValue *apply_pre(Lower *L, Pre p, IrValue *x) {
  bool fl = is_fl(x->type);
  switch (p) {
  case P_NONE: return x;
  case P_ABS:
    if (fl)
      return ir_build_unary(B, OP_ABSF, x);
    {
      IrValue *z = lw_cf(L, x->type, 0);
      IrValue *neg = ir_build_cmp(B, OP_CMPI, "slt", x, z);
      return ir_build_select(B, neg, ir_build_binary(B, OP_SUBI, z, x), x);
    }
  case P_SQUARE: return ir_build_binary(B, fl ? OP_MULF : OP_MULI, x, x);
  case P_EXP: return ir_build_unary(B, OP_EXP, x);
  }
  return x;
}

/* Output index of an input position: marked dims dropped (or 0 if keep). */
static IrValue **out_index(Lower *L, IrValue *const *ivs, int ri, const char *mark, bool keep,
                           int *r) {
  IrValue **o = lw_vals(L, ri);
  int j = 0;
  for (int i = 0; i < ri; i++) {
    if (!mark[i])
      o[j++] = ivs[i];
    else if (keep)
      o[j++] = c(L, 0);
  }
  *r = j;
  return o;
}

static IrValue **dims_of(Lower *L, IrValue *m) {
  IrValue **d = lw_vals(L, m->type->rank);
  for (int i = 0; i < m->type->rank; i++)
    d[i] = lw_dim(L, m, i);
  return d;
}

/* combine over the marked dims of pre(in), into a new buffer (keepdims
 * shape when keep). */
static IrValue *reduce_core(Lower *L, IrValue *in, const char *mark, bool keep, Comb cb,
                            Pre pre) {
  IrType *it = in->type;
  int ri = it->rank;
  IrValue **id = dims_of(L, in);
  int64_t *sd = arena_alloc(&L->ctx->arena, sizeof(int64_t) * (size_t)(ri + 1));
  IrValue **od = lw_vals(L, ri);
  int r = 0;
  for (int i = 0; i < ri; i++) {
    if (!mark[i]) {
      sd[r] = it->dims[i];
      od[r++] = id[i];
    } else if (keep) {
      sd[r] = 1;
      od[r++] = c(L, 1);
    }
  }
  IrType *rt = ir_type_memref(L->ctx, it->elem, r, sd);
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  ir_build_store(B, init_value(L, cb, it->elem), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_nest_begin(L, &ns, ri, id, false);
  int rr;
  IrValue **o = out_index(L, ns.ivs, ri, mark, keep, &rr);
  IrValue *acc = ir_build_load(B, out, r, o);
  IrValue *x = apply_pre(L, pre, ir_build_load(B, in, ri, ns.ivs));
  ir_build_store(B, combine(L, cb, acc, x), out, r, o);
  lw_nest_end(L, &ns);
  return out;
}

/* The marked dims of a reduction op; false after an error. */
static bool reduce_marks(Lower *L, IrOp *op, int ri, char **mark, bool *noop) {
  int64_t *axes = NULL;
  int na = lw_const_list(L, op, "axes", 1, &axes);
  if (na == -2)
    return lw_error(L, op, "needs constant 'axes'");
  *mark = arena_alloc(&L->ctx->arena, (size_t)ri + 1);
  memset(*mark, 0, (size_t)ri + 1);
  *noop = na <= 0 && lw_int_attr(op, "noop_with_empty_axes", 0);
  if (na <= 0)
    memset(*mark, 1, (size_t)ri);
  for (int k = 0; k < na; k++)
    (*mark)[axes[k] < 0 ? axes[k] + ri : axes[k]] = 1;
  return true;
}

/* out[i] = f(out[i]) over a whole buffer. */
typedef IrValue *(*PostFn)(Lower *L, IrValue *x, IrValue *n);

static void map_inplace(Lower *L, IrValue *m, PostFn f, IrValue *n) {
  int r = m->type->rank;
  IrValue **d = dims_of(L, m);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *x = ir_build_load(B, m, r, ns.ivs);
  ir_build_store(B, f(L, x, n), m, r, ns.ivs);
  lw_nest_end(L, &ns);
}

static IrValue *post_mean(Lower *L, IrValue *x, IrValue *n) {
  IrValue *nv = lw_convert(L, ir_build_cast(B, OP_INDEX_CAST, n, L->ctx->i64_ty), x->type);
  return ir_build_binary(B, is_fl(x->type) ? OP_DIVF : OP_DIVSI, x, nv);
}
static IrValue *post_sqrt(Lower *L, IrValue *x, IrValue *n) {
  (void)n;
  if (is_fl(x->type))
    return ir_build_unary(B, OP_SQRT, x);
  IrType *f64 = L->ctx->f64_ty;
  IrValue *r = ir_build_unary(B, OP_SQRT, lw_convert(L, x, f64));
  return lw_convert(L, r, x->type);
}
static IrValue *post_log(Lower *L, IrValue *x, IrValue *n) {
  (void)n;
  return ir_build_unary(B, OP_LOG, x);
}

static bool lower_reduce(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0);
  int ri = in->type->rank;
  char *mark = NULL;
  bool noop;
  if (!reduce_marks(L, op, ri, &mark, &noop))
    return false;
  int kind = (int)ir_op_kind(op);
  bool fl = is_fl(in->type->elem);
  if ((kind == OP_ONNX_REDUCELOGSUM || kind == OP_ONNX_REDUCELOGSUMEXP) && !fl)
    return lw_error(L, op, "needs a float tensor");
  if (noop && kind != OP_ONNX_REDUCEL1 && kind != OP_ONNX_REDUCEL2 &&
      kind != OP_ONNX_REDUCESUMSQUARE && kind != OP_ONNX_REDUCELOGSUMEXP &&
      kind != OP_ONNX_REDUCELOGSUM) {
    lw_set(L, &op->results[0], in);
    return true;
  }
  if (noop) /* the elementwise part alone (ONNX's reference does the same) */
    memset(mark, 0, (size_t)ri);
  Comb cb = C_SUM;
  Pre pre = P_NONE;
  PostFn post = NULL;
  switch (kind) {
  case OP_ONNX_REDUCEMAX: cb = C_MAX; break;
  case OP_ONNX_REDUCEMIN: cb = C_MIN; break;
  case OP_ONNX_REDUCEPROD: cb = C_PROD; break;
  case OP_ONNX_REDUCEMEAN: post = post_mean; break;
  case OP_ONNX_REDUCEL1: pre = P_ABS; break;
  case OP_ONNX_REDUCEL2: pre = P_SQUARE; post = post_sqrt; break;
  case OP_ONNX_REDUCESUMSQUARE: pre = P_SQUARE; break;
  case OP_ONNX_REDUCELOGSUM: post = post_log; break;
  case OP_ONNX_REDUCELOGSUMEXP: pre = P_EXP; post = post_log; break;
  default: break;
  }
  bool keep = lw_int_attr(op, "keepdims", 1);
  IrValue *out = reduce_core(L, in, mark, keep, cb, pre);
  if (post) {
    IrValue *n = c(L, 1);
    for (int i = 0; i < ri; i++)
      if (mark[i])
        n = ir_build_binary(B, OP_MULI, n, lw_dim(L, in, i));
    map_inplace(L, out, post, n);
  }
  IrType *rt = lw_memref_of(L, op->results[0].type);
  lw_set(L, &op->results[0], lw_coerce(L, out, rt));
  return true;
}

/* Softmax, LogSoftmax, Hardmax over `axis` (opset 13 on) or over every
 * dimension from `axis` on (before 13, the input taken as 2-D). */
static bool lower_softmax(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0);
  int r = in->type->rank;
  int kind = (int)ir_op_kind(op);
  bool v13 = L->opset >= 13;
  int64_t axis = lw_int_attr(op, "axis", -1); /* the importer writes older defaults out */
  if (axis < 0)
    axis += r;
  char *mark = arena_alloc(&L->ctx->arena, (size_t)r + 1);
  memset(mark, 0, (size_t)r + 1);
  for (int i = 0; i < r; i++)
    mark[i] = v13 ? i == axis : i >= axis;
  IrValue *mx = reduce_core(L, in, mark, true, C_MAX, P_NONE);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  IrValue **d = dims_of(L, in);
  IrValue *out = lw_alloc(L, rt, d);
  IrType *e = in->type->elem;
  Nest ns;
  if (kind == OP_ONNX_HARDMAX) {
    int64_t *fd = arena_alloc(&L->ctx->arena, sizeof(int64_t) * (size_t)(r + 1));
    IrValue **fdv = lw_vals(L, r);
    for (int i = 0; i < r; i++) {
      fd[i] = mark[i] ? 1 : in->type->dims[i];
      fdv[i] = mark[i] ? c(L, 1) : d[i];
    }
    IrValue *found = lw_alloc(L, ir_type_memref(L->ctx, L->ctx->i1_ty, r, fd), fdv);
    lw_nest_begin(L, &ns, r, fdv, true);
    ir_build_store(B, ir_build_const_int(B, L->ctx->i1_ty, 0), found, r, ns.ivs);
    lw_nest_end(L, &ns);
    lw_nest_begin(L, &ns, r, d, false);
    int rr;
    IrValue **o = out_index(L, ns.ivs, r, mark, true, &rr);
    IrValue *x = ir_build_load(B, in, r, ns.ivs);
    IrValue *m = ir_build_load(B, mx, r, o);
    IrValue *f = ir_build_load(B, found, r, o);
    IrValue *hit = ir_build_binary(B, OP_ANDI, ir_build_cmp(B, OP_CMPF, "oeq", x, m),
                                   ir_build_binary(B, OP_XORI, f,
                                                   ir_build_const_int(B, L->ctx->i1_ty, 1)));
    ir_build_store(B, ir_build_select(B, hit, lw_cf(L, e, 1), lw_cf(L, e, 0)), out, r, ns.ivs);
    ir_build_store(B, ir_build_binary(B, OP_ORI, f, hit), found, r, o);
    lw_nest_end(L, &ns);
    lw_set(L, &op->results[0], out);
    return true;
  }
  /* out = exp(x - max); s = sum(out); out / s, or (x - max) - log(s). */
  lw_nest_begin(L, &ns, r, d, true);
  int rr;
  IrValue **o = out_index(L, ns.ivs, r, mark, true, &rr);
  IrValue *x = ir_build_load(B, in, r, ns.ivs);
  IrValue *sh = ir_build_binary(B, OP_SUBF, x, ir_build_load(B, mx, r, o));
  ir_build_store(B, ir_build_unary(B, OP_EXP, sh), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  IrValue *s = reduce_core(L, out, mark, true, C_SUM, P_NONE);
  lw_nest_begin(L, &ns, r, d, true);
  o = out_index(L, ns.ivs, r, mark, true, &rr);
  IrValue *sv = ir_build_load(B, s, r, o);
  IrValue *v;
  if (kind == OP_ONNX_SOFTMAX) {
    v = ir_build_binary(B, OP_DIVF, ir_build_load(B, out, r, ns.ivs), sv);
  } else {
    x = ir_build_load(B, in, r, ns.ivs);
    sh = ir_build_binary(B, OP_SUBF, x, ir_build_load(B, mx, r, o));
    v = ir_build_binary(B, OP_SUBF, sh, ir_build_unary(B, OP_LOG, sv));
  }
  ir_build_store(B, v, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* A loop.for with iter_args; the builder goes into its body. */
typedef struct ForCtx {
  IrOp *f;
  IrBlock *sb;
  IrOp *sbefore;
} ForCtx;

static IrValue *for_begin(Lower *L, ForCtx *fc, IrValue *lb, IrValue *ub, int n, IrValue **inits,
                          IrValue ***iters) {
  fc->f = ir_build_for(B, lb, ub, c(L, 1), n, inits);
  fc->sb = L->b.block;
  fc->sbefore = L->b.before;
  IrBlock *body = ir_op_region(fc->f, 0)->first;
  ir_builder_set_end(B, body);
  *iters = body->args + 1;
  return body->args[0];
}

static IrValue **for_end(Lower *L, ForCtx *fc, int n, IrValue **ys) {
  ir_build_yield(B, n, ys);
  L->b.block = fc->sb;
  L->b.before = fc->sbefore;
  IrValue **r = lw_vals(L, n);
  for (int i = 0; i < n; i++)
    r[i] = &fc->f->results[i];
  return r;
}

static bool lower_argmax(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0);
  int r = in->type->rank;
  int64_t axis = lw_int_attr(op, "axis", 0);
  if (axis < 0)
    axis += r;
  bool keep = lw_int_attr(op, "keepdims", 1), last = lw_int_attr(op, "select_last_index", 0);
  bool mx = ir_op_is(op, OP_ONNX_ARGMAX);
  IrType *e = in->type->elem;
  bool fl = is_fl(e);
  IrValue **d = dims_of(L, in);
  lw_assert(L, lw_cmp_idx(L, "sgt", d[axis], c(L, 0)), "the reduced axis is empty");
  IrType *rt = lw_memref_of(L, op->results[0].type);
  IrValue **od = lw_vals(L, r), **outer = lw_vals(L, r);
  int no = 0, nr = 0;
  for (int i = 0; i < r; i++) {
    if (i != axis)
      outer[no++] = d[i];
    if (i != axis)
      od[nr++] = d[i];
    else if (keep)
      od[nr++] = c(L, 1);
  }
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, no, outer, true);
  IrValue **ix = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++)
    ix[i] = i == axis ? c(L, 0) : ns.ivs[j++];
  IrValue *inits[2] = {ir_build_load(B, in, r, ix), c(L, 0)};
  ForCtx fc;
  IrValue **it;
  IrValue *k = for_begin(L, &fc, c(L, 1), d[axis], 2, inits, &it);
  IrValue **ix2 = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++)
    ix2[i] = i == axis ? k : ns.ivs[j++];
  IrValue *v = ir_build_load(B, in, r, ix2);
  const char *p = fl ? (mx ? (last ? "oge" : "ogt") : (last ? "ole" : "olt"))
                     : (mx ? (last ? "sge" : "sgt") : (last ? "sle" : "slt"));
  IrValue *better = ir_build_cmp(B, fl ? OP_CMPF : OP_CMPI, p, v, it[0]);
  IrValue *ys[2] = {ir_build_select(B, better, v, it[0]), ir_build_select(B, better, k, it[1])};
  IrValue **res = for_end(L, &fc, 2, ys);
  IrValue **oi = lw_vals(L, r);
  for (int i = 0, j = 0, q = 0; i < r; i++) {
    if (i != axis)
      oi[q++] = ns.ivs[j++];
    else if (keep)
      oi[q++] = c(L, 0);
  }
  ir_build_store(B, ir_build_cast(B, OP_INDEX_CAST, res[1], L->ctx->i64_ty), out, nr, oi);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

static bool lower_gather_elements(Lower *L, IrOp *op) {
  IrValue *data = lw_operand(L, op, 0), *idx = lw_operand(L, op, 1);
  int r = data->type->rank;
  int64_t axis = lw_int_attr(op, "axis", 0);
  if (axis < 0)
    axis += r;
  IrType *rt = lw_memref_of(L, op->results[0].type);
  IrValue **od = dims_of(L, idx);
  IrValue *out = lw_alloc(L, rt, od);
  IrValue *n = lw_dim(L, data, (int)axis);
  for (int i = 0; i < r; i++)
    if (i != axis)
      lw_assert(L, lw_cmp_idx(L, "sle", od[i], lw_dim(L, data, i)),
                "indices are larger than the data in dimension %d", i);
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  IrValue *k = lw_to_index(L, ir_build_load(B, idx, r, ns.ivs));
  k = lw_select_idx(L, lw_cmp_idx(L, "slt", k, c(L, 0)), ir_build_binary(B, OP_ADDI, k, n), k);
  lw_assert(L, ir_build_binary(B, OP_ANDI, lw_cmp_idx(L, "sge", k, c(L, 0)),
                               lw_cmp_idx(L, "slt", k, n)),
            "index out of range");
  IrValue **ix = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    ix[i] = i == axis ? k : ns.ivs[i];
  ir_build_store(B, ir_build_load(B, data, r, ix), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

static bool lower_trilu(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *kv = lw_operand(L, op, 1);
  int r = x->type->rank;
  bool upper = lw_int_attr(op, "upper", 1);
  IrValue *k = kv ? lw_to_index(L, lw_load_scalar(L, kv)) : c(L, 0);
  IrValue **d = dims_of(L, x);
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *diff = ir_build_binary(B, OP_SUBI, ns.ivs[r - 1], ns.ivs[r - 2]);
  IrValue *keep = lw_cmp_idx(L, upper ? "sge" : "sle", diff, k);
  IrValue *v = ir_build_load(B, x, r, ns.ivs);
  ir_build_store(B, ir_build_select(B, keep, v, lw_cf(L, v->type, 0)), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

static bool lower_constant_of_shape(Lower *L, IrOp *op) {
  IrValue *shape = lw_operand(L, op, 0);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int r = rt->rank;
  IrValue **d = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    if (rt->dims[i] != TY_DYN) {
      d[i] = c(L, rt->dims[i]);
      continue;
    }
    IrValue *ci = c(L, i);
    d[i] = lw_to_index(L, ir_build_load(B, shape, 1, &ci));
    lw_assert(L, lw_cmp_idx(L, "sge", d[i], c(L, 0)), "shape entry %d is negative", i);
  }
  IrAttr *a = ir_op_get_attr(op, "value");
  IrType *e = rt->elem;
  IrValue *v = !a ? lw_cf(L, e, 0)
               : is_fl(e) ? ir_build_const_float(B, e, ir_dense_get_f64(a, 0))
                          : ir_build_const_int(B, e, ir_dense_get_i64(a, 0));
  IrValue *out = lw_alloc(L, rt, d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  ir_build_store(B, v, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

static bool lower_tile(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *rep = lw_operand(L, op, 1);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int r = rt->rank;
  IrValue **xd = dims_of(L, x), **d = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    IrValue *ci = c(L, i);
    IrValue *k = lw_to_index(L, ir_build_load(B, rep, 1, &ci));
    lw_assert(L, lw_cmp_idx(L, "sge", k, c(L, 0)), "repeats must not be negative");
    d[i] = rt->dims[i] != TY_DYN ? c(L, rt->dims[i]) : ir_build_binary(B, OP_MULI, xd[i], k);
  }
  IrValue *out = lw_alloc(L, rt, d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue **ix = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    ix[i] = ir_build_binary(B, OP_REMUI, ns.ivs[i], xd[i]);
  ir_build_store(B, ir_build_load(B, x, r, ix), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

static bool lower_clip(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  IrType *e = x->type->elem;
  bool fl = is_fl(e);
  IrValue *lo, *hi;
  if (L->opset < 11) {
    lo = ir_build_const_float(B, e, lw_float_attr(op, "min", -INFINITY));
    hi = ir_build_const_float(B, e, lw_float_attr(op, "max", INFINITY));
  } else {
    IrValue *a = lw_operand(L, op, 1), *b = lw_operand(L, op, 2);
    lo = a ? lw_load_scalar(L, a) : fl ? ir_build_const_float(B, e, -INFINITY)
                                       : init_value(L, C_MAX, e);
    hi = b ? lw_load_scalar(L, b) : fl ? ir_build_const_float(B, e, INFINITY)
                                       : init_value(L, C_MIN, e);
  }
  IrValue **d = dims_of(L, x);
  int r = x->type->rank;
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *v = ir_build_load(B, x, r, ns.ivs);
  v = ir_build_binary(B, fl ? OP_MAXIMUMF : OP_MAXSI, v, lo);
  v = ir_build_binary(B, fl ? OP_MINIMUMF : OP_MINSI, v, hi);
  ir_build_store(B, v, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

bool lw_lower_nn_op(Lower *L, IrOp *op) {
  switch ((int)ir_op_kind(op)) {
  case OP_ONNX_REDUCEMAX: case OP_ONNX_REDUCEMIN: case OP_ONNX_REDUCEMEAN:
  case OP_ONNX_REDUCEPROD: case OP_ONNX_REDUCEL1: case OP_ONNX_REDUCEL2:
  case OP_ONNX_REDUCELOGSUM: case OP_ONNX_REDUCELOGSUMEXP: case OP_ONNX_REDUCESUMSQUARE:
    return lower_reduce(L, op);
  case OP_ONNX_SOFTMAX: case OP_ONNX_LOGSOFTMAX: case OP_ONNX_HARDMAX:
    return lower_softmax(L, op);
  case OP_ONNX_ARGMAX: case OP_ONNX_ARGMIN: return lower_argmax(L, op);
  case OP_ONNX_GATHERELEMENTS: return lower_gather_elements(L, op);
  case OP_ONNX_TRILU: return lower_trilu(L, op);
  case OP_ONNX_CONSTANTOFSHAPE: return lower_constant_of_shape(L, op);
  case OP_ONNX_TILE: return lower_tile(L, op);
  case OP_ONNX_CLIP: return lower_clip(L, op);
  default: return lw_error(L, op, "is not supported by the lowering");
  }
}
