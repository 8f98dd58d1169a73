/* onnx_lower_nn.c: lowering of the reductions (all but ReduceSum), the
 * softmax family, ArgMax/ArgMin, GatherElements, Trilu, ConstantOfShape,
 * Tile and Clip to loop nests, following ONNX's operator documentation. */
#include <math.h>
#include <string.h>

#include "onnx_lower.h"
#include "../dialects/onnx/onnx_infer.h"
#include "../dialects/onnx/onnx_types.h"

#define B (&L->b)

static IrValue *c(Lower *L, int64_t v) { return lw_cidx(L, v); }

static bool is_fl(const IrType *t) { return t->kind == TY_FLOAT; }

typedef enum { C_SUM, C_MAX, C_MIN, C_PROD } Comb;
typedef enum { P_NONE, P_ABS, P_SQUARE, P_EXP } Pre;

/* The reductions' helpers take uns: the reduced values are unsigned
 * integers (ONNX uint8..uint64), kept in signless ones. */
static IrValue *combine(Lower *L, Comb cb, IrValue *a, IrValue *b, bool uns) {
  IrType *t = a->type;
  bool fl = is_fl(t), b1 = t->kind == TY_INT && t->width == 1;
  switch (cb) {
  case C_SUM: return ir_build_binary(B, fl ? OP_ADDF : OP_ADDI, a, b);
  case C_PROD: return ir_build_binary(B, fl ? OP_MULF : OP_MULI, a, b);
  case C_MAX:
    return ir_build_binary(B, fl ? OP_MAXIMUMF : b1 ? OP_ORI : uns ? OP_MAXUI : OP_MAXSI, a, b);
  case C_MIN:
    return ir_build_binary(B, fl ? OP_MINIMUMF : b1 ? OP_ANDI : uns ? OP_MINUI : OP_MINSI, a, b);
  }
  return a;
}

static IrValue *init_value(Lower *L, Comb cb, IrType *t, bool uns) {
  if (cb == C_SUM)
    return lw_cf(L, t, 0);
  if (cb == C_PROD)
    return lw_cf(L, t, 1);
  bool mx = cb == C_MAX;
  if (is_fl(t))
    return ir_build_const_float(B, t, mx ? -INFINITY : INFINITY);
  if (t->width == 1)
    return ir_build_const_int(B, t, mx ? 0 : 1);
  if (uns) /* 0 and all ones */
    return ir_build_const_int(B, t, mx ? 0 : -1);
  int64_t lo = t->width >= 64 ? INT64_MIN : -((int64_t)1 << (t->width - 1));
  int64_t hi = t->width >= 64 ? INT64_MAX : ((int64_t)1 << (t->width - 1)) - 1;
  return ir_build_const_int(B, t, mx ? lo : hi);
}

static IrValue *apply_pre(Lower *L, Pre p, IrValue *x, bool uns) {
  bool fl = is_fl(x->type);
  switch (p) {
  case P_NONE: return x;
  case P_ABS:
    if (fl)
      return ir_build_unary(B, OP_ABSF, x);
    if (uns)
      return x;
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

/* An scf.if of cond without results: then_begin builds it and moves the
 * builder into its then-block, then_end closes the block and moves the
 * builder back after the if. */
typedef struct Then {
  IrOp *ifop, *yield;
  IrInsertPoint saved;
} Then;

static void then_begin(Lower *L, Then *t, IrValue *cond) {
  t->ifop = ir_build_if(B, cond, 0, NULL, false);
  t->saved = ir_builder_save(B);
  IrBlock *tb = ir_op_region(t->ifop, 0)->first;
  t->yield = ir_block_terminator(tb);
  if (t->yield)
    ir_builder_set_before(B, t->yield);
  else
    ir_builder_set_end(B, tb);
  lw_enter(L, t->ifop);
}

static void then_end(Lower *L, Then *t) {
  if (!t->yield)
    ir_build_yield(B, 0, NULL);
  lw_exit(L);
  ir_builder_restore(B, t->saved);
}

/* combine over the marked dims of pre(in), into a new buffer (keepdims
 * shape when keep). */
static IrValue *reduce_core(Lower *L, IrValue *in, const char *mark, bool keep, Comb cb,
                            Pre pre, bool uns) {
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
  int k = ri; /* the reduced dims are k .. ri - 1? */
  while (k > 0 && mark[k - 1])
    k--;
  bool trailing = k > 0 && k < ri;
  for (int i = 0; i < k; i++)
    trailing = trailing && !mark[i];
  Nest ns;
  if (trailing) {
    /* Reduced dims innermost (Softmax's and LayerNormalization's axis -1):
     * in parallel over the kept dims, each result accumulated in order in a
     * local cell (a register), so bit for bit the nest below. That nest
     * runs on one thread, with each step a load and a store of out. */
    lw_nest_begin(L, &ns, k, id, true);
    IrType *cell_t = ir_type_memref(L->ctx, it->elem, 0, NULL);
    IrValue *cell = &ir_build(B, OP_ALLOCA, 0, NULL, 1, &cell_t, 0)->results[0];
    ir_build_store(B, init_value(L, cb, it->elem, uns), cell, 0, NULL);
    Nest in_ns;
    lw_nest_begin(L, &in_ns, ri - k, id + k, false);
    IrValue **iv = lw_vals(L, ri);
    for (int i = 0; i < ri; i++)
      iv[i] = i < k ? ns.ivs[i] : in_ns.ivs[i - k];
    IrValue *x = apply_pre(L, pre, ir_build_load(B, in, ri, iv), uns);
    ir_build_store(B, combine(L, cb, ir_build_load(B, cell, 0, NULL), x, uns), cell, 0, NULL);
    lw_nest_end(L, &in_ns);
    int rr;
    IrValue **o = out_index(L, iv, ri, mark, keep, &rr);
    ir_build_store(B, ir_build_load(B, cell, 0, NULL), out, r, o);
    lw_nest_end(L, &ns);
    return out;
  }
  lw_nest_begin(L, &ns, r, od, true);
  ir_build_store(B, init_value(L, cb, it->elem, uns), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_nest_begin(L, &ns, ri, id, false);
  int rr;
  IrValue **o = out_index(L, ns.ivs, ri, mark, keep, &rr);
  IrValue *acc = ir_build_load(B, out, r, o);
  IrValue *x = apply_pre(L, pre, ir_build_load(B, in, ri, ns.ivs), uns);
  ir_build_store(B, combine(L, cb, acc, x, uns), out, r, o);
  lw_nest_end(L, &ns);
  return out;
}

/* The marked dims of a reduction op; false after an error. */
static bool reduce_marks(Lower *L, IrOp *op, int ri, char **mark, bool *noop) {
  int64_t *axes = NULL;
  int na = lw_const_list(L, op, "axes", 1, &axes);
  if (na == -2 && lw_operand(L, op, 1)->type->dims[0] == 0)
    na = 0; /* no axes, whatever the run gives */
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
typedef IrValue *(*PostFn)(Lower *L, IrValue *x, IrValue *n, bool uns);

static void map_inplace(Lower *L, IrValue *m, PostFn f, IrValue *n, bool uns) {
  int r = m->type->rank;
  IrValue **d = dims_of(L, m);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *x = ir_build_load(B, m, r, ns.ivs);
  ir_build_store(B, f(L, x, n, uns), m, r, ns.ivs);
  lw_nest_end(L, &ns);
}

static IrValue *post_mean(Lower *L, IrValue *x, IrValue *n, bool uns) {
  IrValue *nv = lw_convert(L, ir_build_cast(B, OP_INDEX_CAST, n, L->ctx->i64_ty), x->type);
  return ir_build_binary(B, is_fl(x->type) ? OP_DIVF : uns ? OP_DIVUI : OP_DIVSI, x, nv);
}
static IrValue *post_sqrt(Lower *L, IrValue *x, IrValue *n, bool uns) {
  (void)n;
  if (is_fl(x->type))
    return ir_build_unary(B, OP_SQRT, x);
  IrType *f64 = L->ctx->f64_ty;
  IrType *ut = uns ? ir_type_uint(L->ctx, x->type->width) : x->type; /* the ONNX type */
  IrValue *r = ir_build_unary(B, OP_SQRT, lw_cast(L, x, ut, f64));
  return lw_cast(L, r, f64, ut);
}
static IrValue *post_log(Lower *L, IrValue *x, IrValue *n, bool uns) {
  (void)n;
  (void)uns;
  return ir_build_unary(B, OP_LOG, x);
}

/* The combiner, the step before it and the step after it of a reduction op
 * (ReduceSum is the plain sum). */
static void reduction_parts(int kind, Comb *cb, Pre *pre, PostFn *post) {
  *cb = C_SUM;
  *pre = P_NONE;
  *post = NULL;
  switch (kind) {
  case OP_ONNX_REDUCEMAX: *cb = C_MAX; break;
  case OP_ONNX_REDUCEMIN: *cb = C_MIN; break;
  case OP_ONNX_REDUCEPROD: *cb = C_PROD; break;
  case OP_ONNX_REDUCEMEAN: *post = post_mean; break;
  case OP_ONNX_REDUCEL1: *pre = P_ABS; break;
  case OP_ONNX_REDUCEL2: *pre = P_SQUARE; *post = post_sqrt; break;
  case OP_ONNX_REDUCESUMSQUARE: *pre = P_SQUARE; break;
  case OP_ONNX_REDUCELOGSUM: *post = post_log; break;
  case OP_ONNX_REDUCELOGSUMEXP: *pre = P_EXP; *post = post_log; break;
  default: break;
  }
}


static bool lower_reduce_dyn(Lower *L, IrOp *op);

bool lw_lower_reduce(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0);
  int ri = in->type->rank;
  int64_t *cax;
  if (lw_const_list(L, op, "axes", 1, &cax) == -2 && lw_operand(L, op, 1)->type->dims[0] != 0)
    return lower_reduce_dyn(L, op);
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
  Comb cb;
  Pre pre;
  PostFn post;
  reduction_parts(kind, &cb, &pre, &post);
  bool keep = lw_int_attr(op, "keepdims", 1);
  bool uns = lw_operand_unsigned(L, op, 0);
  IrValue *out = reduce_core(L, in, mark, keep, cb, pre, uns);
  if (post) {
    IrValue *n = c(L, 1);
    for (int i = 0; i < ri; i++)
      if (mark[i])
        n = ir_build_binary(B, OP_MULI, n, lw_dim(L, in, i));
    map_inplace(L, out, post, n, uns);
  }
  IrType *rt = lw_memref_of(L, op->results[0].type);
  lw_set(L, &op->results[0], lw_coerce(L, out, rt));
  return true;
}

static IrValue *softmax_buf(Lower *L, IrValue *in, const char *mark, int kind, IrType *rt);

/* A reduction whose axes are only known when the program runs: each
 * dimension's mark is computed then (the axes checked in range and
 * distinct), the result reduced into the keepdims shape, then (keepdims 0)
 * copied into the shape without the marked dimensions. */
static bool lower_reduce_dyn(Lower *L, IrOp *op) {
  IrValue *in = lw_operand(L, op, 0), *axes = lw_operand(L, op, 1);
  IrContext *ctx = L->ctx;
  int r = in->type->rank;
  int m = (int)axes->type->dims[0];
  int kind = (int)ir_op_kind(op);
  bool keep = lw_int_attr(op, "keepdims", 1);
  IrValue **mk = lw_vals(L, r), **d = dims_of(L, in);
  IrValue *f = ir_build_const_int(B, ctx->i1_ty, 0);
  for (int i = 0; i < r; i++)
    mk[i] = f;
  IrValue *count = c(L, 0);
  for (int k = 0; k < m; k++) {
    IrValue *ck = c(L, k);
    IrValue *a = lw_to_index(L, ir_build_load(B, axes, 1, &ck));
    a = lw_from_end(L, a, c(L, r));
    lw_assert(L, lw_in_range(L, a, c(L, r)), "axis out of range");
    for (int i = 0; i < r; i++)
      mk[i] = ir_build_binary(B, OP_ORI, mk[i], lw_cmp_idx(L, "eq", a, c(L, i)));
  }
  for (int i = 0; i < r; i++)
    count = ir_build_binary(B, OP_ADDI, count, lw_select_idx(L, mk[i], c(L, 1), c(L, 0)));
  lw_assert(L, lw_cmp_idx(L, "eq", count, c(L, m)), "'axes' holds an axis twice");
  Comb cb;
  Pre pre;
  PostFn post;
  reduction_parts(kind, &cb, &pre, &post);
  IrValue **kd = lw_vals(L, r);
  int64_t *sd = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(r + 1));
  IrValue *n = c(L, 1);
  for (int i = 0; i < r; i++) {
    kd[i] = lw_select_idx(L, mk[i], c(L, 1), d[i]);
    sd[i] = in->type->dims[i] == 1 ? 1 : TY_DYN;
    n = ir_build_binary(B, OP_MULI, n, lw_select_idx(L, mk[i], d[i], c(L, 1)));
  }
  IrType *kt = ir_type_memref(ctx, in->type->elem, r, sd);
  IrValue *out = lw_alloc(L, kt, kd);
  Nest ns;
  lw_nest_begin(L, &ns, r, kd, true);
  bool uns = lw_operand_unsigned(L, op, 0);
  ir_build_store(B, init_value(L, cb, in->type->elem, uns), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_nest_begin(L, &ns, r, d, false);
  IrValue **o = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    o[i] = lw_select_idx(L, mk[i], c(L, 0), ns.ivs[i]);
  IrValue *acc = ir_build_load(B, out, r, o);
  IrValue *x = apply_pre(L, pre, ir_build_load(B, in, r, ns.ivs), uns);
  ir_build_store(B, combine(L, cb, acc, x, uns), out, r, o);
  lw_nest_end(L, &ns);
  if (post)
    map_inplace(L, out, post, n, uns);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  if (keep) {
    lw_set(L, &op->results[0], lw_coerce(L, out, rt));
    return true;
  }
  /* Result dimension j is the j-th unmarked input dimension. */
  int R = rt->rank;
  IrValue **od = lw_vals(L, R);
  for (int j = 0; j < R; j++)
    od[j] = c(L, 0);
  IrValue *seen = c(L, 0);
  for (int i = 0; i < r; i++) {
    for (int j = 0; j < R; j++) {
      IrValue *hit = ir_build_binary(B, OP_ANDI, ir_build_binary(B, OP_XORI, mk[i], ir_build_const_int(B, ctx->i1_ty, 1)),
                                     lw_cmp_idx(L, "eq", seen, c(L, j)));
      od[j] = lw_select_idx(L, hit, d[i], od[j]);
    }
    seen = ir_build_binary(B, OP_ADDI, seen, lw_select_idx(L, mk[i], c(L, 0), c(L, 1)));
  }
  lw_set(L, &op->results[0], lw_reshape_copy(L, out, rt, od));
  return true;
}

/* Softmax, LogSoftmax, Hardmax over `axis` (opset 13 on) or over every
 * dimension from `axis` on (before 13, the input taken as 2-D). */
bool lw_lower_softmax(Lower *L, IrOp *op) {
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
  IrType *rt = lw_memref_of(L, op->results[0].type);
  lw_set(L, &op->results[0], softmax_buf(L, in, mark, kind, rt));
  return true;
}

/* Softmax, LogSoftmax or Hardmax of in over its marked dims, into a new
 * buffer of type rt. */
static IrValue *softmax_buf(Lower *L, IrValue *in, const char *mark, int kind, IrType *rt) {
  int r = in->type->rank;
  IrValue *mx = reduce_core(L, in, mark, true, C_MAX, P_NONE, false);
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
    return out;
  }
  /* out = exp(x - max); s = sum(out); out / s, or (x - max) - log(s). */
  lw_nest_begin(L, &ns, r, d, true);
  int rr;
  IrValue **o = out_index(L, ns.ivs, r, mark, true, &rr);
  IrValue *x = ir_build_load(B, in, r, ns.ivs);
  IrValue *sh = ir_build_binary(B, OP_SUBF, x, ir_build_load(B, mx, r, o));
  ir_build_store(B, ir_build_unary(B, OP_EXP, sh), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  IrValue *s = reduce_core(L, out, mark, true, C_SUM, P_NONE, false);
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
  return out;
}


bool lw_lower_argmax(Lower *L, IrOp *op) {
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
  LwFor fc;
  IrValue **it;
  IrValue *k = lw_for_begin(L, &fc, c(L, 1), d[axis], 2, inits, &it);
  IrValue **ix2 = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++)
    ix2[i] = i == axis ? k : ns.ivs[j++];
  IrValue *v = ir_build_load(B, in, r, ix2);
  const char *p = fl ? (mx ? (last ? "oge" : "ogt") : (last ? "ole" : "olt"))
                     : lw_int_pred(mx ? (last ? "ge" : "gt") : (last ? "le" : "lt"),
                                   lw_operand_unsigned(L, op, 0));
  IrValue *better = ir_build_cmp(B, fl ? OP_CMPF : OP_CMPI, p, v, it[0]);
  IrValue *ys[2] = {ir_build_select(B, better, v, it[0]), ir_build_select(B, better, k, it[1])};
  IrValue **res = lw_for_end(L, &fc, 2, ys);
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

bool lw_lower_gather_elements(Lower *L, IrOp *op) {
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
  k = lw_from_end(L, k, n);
  lw_assert(L, lw_in_range(L, k, n), "index out of range");
  IrValue **ix = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    ix[i] = i == axis ? k : ns.ivs[i];
  ir_build_store(B, ir_build_load(B, data, r, ix), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

bool lw_lower_trilu(Lower *L, IrOp *op) {
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

bool lw_lower_constant_of_shape(Lower *L, IrOp *op) {
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

bool lw_lower_tile(Lower *L, IrOp *op) {
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

bool lw_lower_clip(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  IrType *e = x->type->elem;
  bool fl = is_fl(e), uns = lw_operand_unsigned(L, op, 0);
  IrValue *lo, *hi;
  if (L->opset < 11) {
    lo = ir_build_const_float(B, e, lw_float_attr(op, "min", -INFINITY));
    hi = ir_build_const_float(B, e, lw_float_attr(op, "max", INFINITY));
  } else {
    IrValue *a = lw_operand(L, op, 1), *b = lw_operand(L, op, 2);
    lo = a ? lw_load_scalar(L, a) : fl ? ir_build_const_float(B, e, -INFINITY)
                                       : init_value(L, C_MAX, e, uns);
    hi = b ? lw_load_scalar(L, b) : fl ? ir_build_const_float(B, e, INFINITY)
                                       : init_value(L, C_MIN, e, uns);
  }
  IrValue **d = dims_of(L, x);
  int r = x->type->rank;
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *v = ir_build_load(B, x, r, ns.ivs);
  v = ir_build_binary(B, fl ? OP_MAXIMUMF : uns ? OP_MAXUI : OP_MAXSI, v, lo);
  v = ir_build_binary(B, fl ? OP_MINIMUMF : uns ? OP_MINUI : OP_MINSI, v, hi);
  ir_build_store(B, v, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

static bool str_is(IrOp *op, const char *name, const char *dflt, const char *want) {
  IrAttr *a = ir_op_get_attr(op, name);
  const char *s = a && a->kind == ATTR_STRING ? a->u.s.str : dflt;
  size_t n = a && a->kind == ATTR_STRING ? a->u.s.len : strlen(dflt);
  return n == strlen(want) && memcmp(s, want, n) == 0;
}

bool lw_lower_dropout(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  lw_set(L, &op->results[0], x);
  if (op->nresults > 1) {
    IrValue **d = dims_of(L, x);
    int r = x->type->rank;
    IrValue *m = lw_alloc(L, lw_memref_of(L, op->results[1].type), d);
    Nest ns;
    lw_nest_begin(L, &ns, r, d, true);
    ir_build_store(B, ir_build_const_int(B, L->ctx->i1_ty, 1), m, r, ns.ivs);
    lw_nest_end(L, &ns);
    lw_set(L, &op->results[1], m);
  }
  return true;
}

/* Mean and 1 / sqrt(variance + eps) of x over its marked dims, in buffers
 * of the keepdims shape. */
static void moments(Lower *L, IrValue *x, const char *mark, double eps, IrValue **mean,
                    IrValue **inv) {
  int r = x->type->rank;
  IrValue *n = c(L, 1);
  for (int i = 0; i < r; i++)
    if (mark[i])
      n = ir_build_binary(B, OP_MULI, n, lw_dim(L, x, i));
  IrValue *m = reduce_core(L, x, mark, true, C_SUM, P_NONE, false);
  map_inplace(L, m, post_mean, n, false);
  IrValue *v = reduce_core(L, x, mark, true, C_SUM, P_NONE, false); /* a buffer of that shape */
  IrValue **vd = dims_of(L, v);
  Nest ns;
  lw_nest_begin(L, &ns, r, vd, true);
  ir_build_store(B, lw_cf(L, x->type->elem, 0), v, r, ns.ivs);
  lw_nest_end(L, &ns);
  IrValue **d = dims_of(L, x);
  lw_nest_begin(L, &ns, r, d, false);
  int rr;
  IrValue **o = out_index(L, ns.ivs, r, mark, true, &rr);
  IrValue *dv = ir_build_binary(B, OP_SUBF, ir_build_load(B, x, r, ns.ivs), ir_build_load(B, m, r, o));
  IrValue *acc = ir_build_load(B, v, r, o);
  ir_build_store(B, ir_build_binary(B, OP_ADDF, acc, ir_build_binary(B, OP_MULF, dv, dv)), v, r, o);
  lw_nest_end(L, &ns);
  map_inplace(L, v, post_mean, n, false);
  IrType *e = x->type->elem;
  lw_nest_begin(L, &ns, r, vd, true);
  IrValue *var = ir_build_load(B, v, r, ns.ivs);
  IrValue *sd = ir_build_unary(B, OP_SQRT, ir_build_binary(B, OP_ADDF, var, lw_cf(L, e, eps)));
  ir_build_store(B, ir_build_binary(B, OP_DIVF, lw_cf(L, e, 1), sd), v, r, ns.ivs);
  lw_nest_end(L, &ns);
  *mean = m;
  *inv = v;
}

/* Element of p (broadcast to x's trailing dims) at x's position ivs. */
static IrValue *trailing(Lower *L, IrValue *p, IrValue *const *ivs, int r) {
  int pr = p->type->rank;
  IrValue **ix = lw_vals(L, pr);
  for (int j = 0; j < pr; j++) {
    int k = r - pr + j;
    if (p->type->dims[j] == 1) {
      ix[j] = c(L, 0);
      continue;
    }
    IrValue *is1 = lw_cmp_idx(L, "eq", lw_dim(L, p, j), c(L, 1));
    ix[j] = lw_select_idx(L, is1, c(L, 0), ivs[k]);
  }
  return ir_build_load(B, p, pr, ix);
}

static void check_trailing(Lower *L, IrValue *p, IrValue *x) {
  int pr = p->type->rank, r = x->type->rank;
  for (int j = 0; j < pr; j++) {
    IrValue *pd = lw_dim(L, p, j), *xd = lw_dim(L, x, r - pr + j);
    lw_assert(L, ir_build_binary(B, OP_ORI, lw_cmp_idx(L, "eq", pd, xd),
                                 lw_cmp_idx(L, "eq", pd, c(L, 1))),
              "scale or bias does not broadcast to the input (dimension %d)", r - pr + j);
  }
}

bool lw_lower_layernorm(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *sc = lw_operand(L, op, 1), *bi = lw_operand(L, op, 2);
  int r = x->type->rank;
  int64_t axis = lw_int_attr(op, "axis", -1);
  if (axis < 0)
    axis += r;
  char *mark = arena_alloc(&L->ctx->arena, (size_t)r + 1);
  for (int i = 0; i < r; i++)
    mark[i] = i >= axis;
  IrValue *mean, *inv;
  moments(L, x, mark, lw_float_attr(op, "epsilon", 1e-5), &mean, &inv);
  check_trailing(L, sc, x);
  if (bi)
    check_trailing(L, bi, x);
  IrValue **d = dims_of(L, x);
  IrValue *y = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  int rr;
  IrValue **o = out_index(L, ns.ivs, r, mark, true, &rr);
  IrValue *v = ir_build_binary(B, OP_SUBF, ir_build_load(B, x, r, ns.ivs), ir_build_load(B, mean, r, o));
  v = ir_build_binary(B, OP_MULF, v, ir_build_load(B, inv, r, o));
  v = ir_build_binary(B, OP_MULF, v, trailing(L, sc, ns.ivs, r));
  if (bi)
    v = ir_build_binary(B, OP_ADDF, v, trailing(L, bi, ns.ivs, r));
  ir_build_store(B, v, y, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], y);
  if (op->nresults > 1)
    lw_set(L, &op->results[1], lw_coerce(L, mean, op->results[1].type));
  if (op->nresults > 2)
    lw_set(L, &op->results[2], lw_coerce(L, inv, op->results[2].type));
  return true;
}

/* InstanceNormalization (per sample and channel, over the spatial dims) and
 * BatchNormalization in inference mode (per channel, from the given mean
 * and variance). */
bool lw_lower_norm(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *sc = lw_operand(L, op, 1), *bi = lw_operand(L, op, 2);
  int r = x->type->rank;
  bool bn = ir_op_is(op, OP_ONNX_BATCHNORMALIZATION);
  double eps = lw_float_attr(op, "epsilon", 1e-5);
  IrType *e = x->type->elem;
  IrValue *mean = NULL, *inv = NULL, *bm = NULL, *bv = NULL;
  char *mark = arena_alloc(&L->ctx->arena, (size_t)r + 1);
  for (int i = 0; i < r; i++)
    mark[i] = i >= 2;
  if (bn) {
    bm = lw_operand(L, op, 3);
    bv = lw_operand(L, op, 4);
  } else {
    moments(L, x, mark, eps, &mean, &inv);
  }
  IrValue *C = lw_dim(L, x, 1);
  IrValue *ps[4] = {sc, bi, bm, bv};
  for (int i = 0; i < 4; i++)
    if (ps[i])
      lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, ps[i], 0), C),
                "input %d must have one entry per channel", i + 1);
  IrValue **d = dims_of(L, x);
  IrValue *y = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *ch = ns.ivs[1];
  IrValue *xv = ir_build_load(B, x, r, ns.ivs), *v;
  if (bn) {
    IrValue *mv = ir_build_load(B, bm, 1, &ch), *vv = ir_build_load(B, bv, 1, &ch);
    IrValue *sd = ir_build_unary(B, OP_SQRT, ir_build_binary(B, OP_ADDF, vv, lw_cf(L, e, eps)));
    v = ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_SUBF, xv, mv), sd);
  } else {
    int rr;
    IrValue **o = out_index(L, ns.ivs, r, mark, true, &rr);
    v = ir_build_binary(B, OP_SUBF, xv, ir_build_load(B, mean, r, o));
    v = ir_build_binary(B, OP_MULF, v, ir_build_load(B, inv, r, o));
  }
  v = ir_build_binary(B, OP_MULF, v, ir_build_load(B, sc, 1, &ch));
  v = ir_build_binary(B, OP_ADDF, v, ir_build_load(B, bi, 1, &ch));
  ir_build_store(B, v, y, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], y);
  return true;
}

/* NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss (the latter on the
 * log-softmax of its scores over axis 1, which is its second output). */
bool lw_lower_loss(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *t = lw_operand(L, op, 1), *w = lw_operand(L, op, 2);
  IrContext *ctx = L->ctx;
  int r = x->type->rank, tr = t->type->rank;
  IrType *e = x->type->elem;
  bool sce = ir_op_is(op, OP_ONNX_SOFTMAXCROSSENTROPYLOSS);
  if (sce) {
    char *mark = arena_alloc(&ctx->arena, (size_t)r + 1);
    for (int i = 0; i < r; i++)
      mark[i] = i == 1;
    x = softmax_buf(L, x, mark, OP_ONNX_LOGSOFTMAX, lw_memref_of(L, x->type));
    if (op->nresults > 1)
      lw_set(L, &op->results[1], x);
  }
  IrAttr *iia = ir_op_get_attr(op, "ignore_index");
  bool has_ii = iia && iia->kind == ATTR_INT;
  IrValue *C = lw_dim(L, x, 1);
  if (w)
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, w, 0), C), "weight must have one entry per class");
  IrValue **td = dims_of(L, t);
  lw_assert(L, lw_cmp_idx(L, "eq", td[0], lw_dim(L, x, 0)), "target and input differ in batch size");
  for (int i = 1; i < tr; i++)
    lw_assert(L, lw_cmp_idx(L, "eq", td[i], lw_dim(L, x, i + 1)),
              "target and input differ in dimension %d", i + 1);
  bool none = str_is(op, "reduction", "mean", "none"), mean = str_is(op, "reduction", "mean", "mean");
  IrValue *out = none ? lw_alloc(L, lw_memref_of(L, op->results[0].type), td) : NULL;
  IrValue *num = NULL, *den = NULL;
  if (!none) {
    num = lw_store_scalar(L, lw_cf(L, e, 0));
    den = lw_store_scalar(L, lw_cf(L, e, 0));
  }
  Nest ns;
  lw_nest_begin(L, &ns, tr, td, none);
  IrValue *tv = ir_build_load(B, t, tr, ns.ivs);
  IrValue *ign = has_ii ? ir_build_cmp(B, OP_CMPI, "eq", tv, lw_cf(L, tv->type, iia->u.i))
                        : ir_build_const_int(B, ctx->i1_ty, 0);
  IrValue *k = lw_to_index(L, tv);
  IrValue *inr = lw_in_range(L, k, C);
  lw_assert(L, ir_build_binary(B, OP_ORI, ign, inr), "target class out of range");
  k = lw_select_idx(L, ign, c(L, 0), k);
  IrValue **xi = lw_vals(L, r);
  xi[0] = ns.ivs[0];
  xi[1] = k;
  for (int i = 2; i < r; i++)
    xi[i] = ns.ivs[i - 1];
  IrValue *wv = w ? ir_build_load(B, w, 1, &k) : lw_cf(L, e, 1);
  wv = ir_build_select(B, ign, lw_cf(L, e, 0), wv);
  IrValue *lv = ir_build_binary(B, OP_MULF, ir_build_unary(B, OP_NEGF, ir_build_load(B, x, r, xi)), wv);
  if (none) {
    ir_build_store(B, lv, out, tr, ns.ivs);
  } else {
    ir_build_store(B, ir_build_binary(B, OP_ADDF, ir_build_load(B, num, 0, NULL), lv), num, 0, NULL);
    ir_build_store(B, ir_build_binary(B, OP_ADDF, ir_build_load(B, den, 0, NULL), wv), den, 0, NULL);
  }
  lw_nest_end(L, &ns);
  if (!none && mean) {
    IrValue *q = ir_build_binary(B, OP_DIVF, ir_build_load(B, num, 0, NULL), ir_build_load(B, den, 0, NULL));
    ir_build_store(B, q, num, 0, NULL);
  }
  lw_set(L, &op->results[0], none ? out : num);
  return true;
}

bool lw_lower_split(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank, n = op->nresults;
  int64_t axis = lw_int_attr(op, "axis", 0);
  if (axis < 0)
    axis += r;
  IrValue **d = dims_of(L, x);
  IrValue *D = d[axis];
  IrValue *part = ir_build_binary(B, OP_DIVSI, ir_build_binary(B, OP_ADDI, D, c(L, n - 1)), c(L, n));
  IrValue *start = c(L, 0);
  int64_t *cs = NULL;
  IrValue *sp = lw_const_list(L, op, "split", 1, &cs) == -2 ? lw_operand(L, op, 1) : NULL;
  if (sp)
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, sp, 0), c(L, n)),
              "'split' must have one entry per output");
  for (int i = 0; i < n; i++) {
    IrType *rt = lw_memref_of(L, op->results[i].type);
    IrValue *len;
    if (sp) {
      IrValue *ci = c(L, i);
      len = lw_to_index(L, ir_build_load(B, sp, 1, &ci));
      lw_assert(L, ir_build_binary(B, OP_ANDI, lw_cmp_idx(L, "sge", len, c(L, 0)),
                                   lw_cmp_idx(L, "sle", ir_build_binary(B, OP_ADDI, start, len), D)),
                "'split' entries must not be negative nor add up to more than the dimension");
    } else if (rt->dims[axis] != TY_DYN) {
      len = c(L, rt->dims[axis]);
    } else {
      IrValue *rest = ir_build_binary(B, OP_SUBI, D, start);
      rest = lw_select_idx(L, lw_cmp_idx(L, "slt", rest, c(L, 0)), c(L, 0), rest);
      len = lw_select_idx(L, lw_cmp_idx(L, "slt", rest, part), rest, part);
    }
    IrValue **od = lw_vals(L, r);
    for (int j = 0; j < r; j++)
      od[j] = j == axis ? len : d[j];
    IrValue *out = lw_alloc(L, rt, od);
    Nest ns;
    lw_nest_begin(L, &ns, r, od, true);
    IrValue **ix = lw_vals(L, r);
    for (int j = 0; j < r; j++)
      ix[j] = j == axis ? ir_build_binary(B, OP_ADDI, ns.ivs[j], start) : ns.ivs[j];
    ir_build_store(B, ir_build_load(B, x, r, ix), out, r, ns.ivs);
    lw_nest_end(L, &ns);
    lw_set(L, &op->results[i], out);
    start = ir_build_binary(B, OP_ADDI, start, len);
  }
  lw_assert(L, lw_cmp_idx(L, "eq", start, D), "the parts do not add up to the split dimension");
  return true;
}

bool lw_lower_global_pool(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank;
  char *mark = arena_alloc(&L->ctx->arena, (size_t)r + 1);
  for (int i = 0; i < r; i++)
    mark[i] = i >= 2;
  bool mx = ir_op_is(op, OP_ONNX_GLOBALMAXPOOL);
  IrValue *out = reduce_core(L, x, mark, true, mx ? C_MAX : C_SUM, P_NONE, false);
  if (!mx) {
    IrValue *n = c(L, 1);
    for (int i = 2; i < r; i++)
      n = ir_build_binary(B, OP_MULI, n, lw_dim(L, x, i));
    map_inplace(L, out, post_mean, n, false);
  }
  lw_set(L, &op->results[0], lw_coerce(L, out, op->results[0].type));
  return true;
}

static int64_t arr_at(IrOp *op, const char *name, int i, int64_t dflt) {
  IrAttr *a = ir_op_get_attr(op, name);
  return a && a->kind == ATTR_DENSE_ARRAY && i < a->u.darray.n ? a->u.darray.vals[i] : dflt;
}

/* What each output position of a window op (lw_lower_window) reads. */
typedef struct Window {
  IrOp *op;
  IrValue *x, *w, *bias, *out, *ind, *Cg, *Mg;
  IrValue **xd, **kd;
  IrType *e;
  int r, nsp;
  bool conv, mx, valid, incl, uns;
} Window;

/* Output position ivs of a window op: its window accumulated in order, then
 * stored. Checked, each tap is tested and those in the padding skipped;
 * unchecked (every tap known to be inside x), none is. */
static void window_point(Lower *L, const Window *W, IrValue *const *ivs, bool checked) {
  IrOp *op = W->op;
  IrValue *x = W->x, *w = W->w, *bias = W->bias, *ind = W->ind, *Cg = W->Cg, *Mg = W->Mg;
  IrValue **xd = W->xd, **kd = W->kd;
  IrType *e = W->e;
  int r = W->r, nsp = W->nsp;
  bool conv = W->conv, mx = W->mx, valid = W->valid, uns = W->uns;
  /* The window's sum (or maximum) and count in local cells, which the C
   * compiler keeps in registers; kept in out, they cost a load and a store
   * per window element (out might alias x as far as the C compiler knows):
   * a 3x3 MaxPool of 64 channels at 112x112 took a third of a ResNet stem. */
  IrType *cell_t = ir_type_memref(L->ctx, e, 0, NULL);
  IrValue *cell = &ir_build(B, OP_ALLOCA, 0, NULL, 1, &cell_t, 0)->results[0], *cnt = NULL;
  IrValue *init = mx ? init_value(L, C_MAX, e, uns)
                     : bias ? ir_build_load(B, bias, 1, &ivs[1]) : lw_cf(L, e, 0);
  ir_build_store(B, init, cell, 0, NULL);
  if (!mx && !conv && !W->incl) {
    cnt = &ir_build(B, OP_ALLOCA, 0, NULL, 1, &cell_t, 0)->results[0];
    ir_build_store(B, lw_cf(L, e, 0), cnt, 0, NULL);
  }
  if (ind)
    ir_build_store(B, ir_build_const_int(B, L->ctx->i64_ty, -1), ind, r, ivs);
  int ni = nsp + (conv ? 1 : 0);
  IrValue **iu = lw_vals(L, ni);
  if (conv)
    iu[0] = Cg;
  for (int i = 0; i < nsp; i++)
    iu[i + (conv ? 1 : 0)] = kd[i];
  /* A pooling window of at most 32 elements is unrolled: the loop over
   * output positions then has no inner loop, and the C compiler vectorizes
   * it (a 3x3 MaxPool of 64 channels at 112x112 was scalar, a third of a
   * ResNet stem's time). */
  int64_t nk = 1;
  for (int i = 0; i < nsp; i++)
    nk *= arr_at(op, "kernel_shape", i, 1);
  bool unroll = !conv && nk <= 32;
  Nest ks = {0};
  if (!unroll)
    lw_nest_begin(L, &ks, ni, iu, false);
  for (int64_t kn = 0; kn < (unroll ? nk : 1); kn++) {
    IrValue **kv = unroll ? lw_vals(L, ni) : ks.ivs; /* the window offsets */
    int64_t rest = kn;
    for (int i = nsp - 1; unroll && i >= 0; i--) {
      int64_t kdim = arr_at(op, "kernel_shape", i, 1);
      kv[i] = c(L, rest % kdim);
      rest /= kdim;
    }
    IrValue **xi = lw_vals(L, r);
    xi[0] = ivs[0];
    IrValue *g = NULL;
    if (conv) {
      g = ir_build_binary(B, OP_DIVSI, ivs[1], Mg);
      xi[1] = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, g, Cg), kv[0]);
    } else {
      xi[1] = ivs[1];
    }
    IrValue *ok = NULL; /* the tap is inside x (NULL: known to be) */
    for (int i = 0; i < nsp; i++) {
      IrValue *k = kv[i + (conv ? 1 : 0)];
      int64_t s = arr_at(op, "strides", i, 1), dl = arr_at(op, "dilations", i, 1);
      int64_t pb = valid ? 0 : arr_at(op, "pads", i, 0);
      IrValue *pos = ir_build_binary(B, OP_ADDI,
                                     ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_MULI, ivs[2 + i], c(L, s)), c(L, pb)),
                                     ir_build_binary(B, OP_MULI, k, c(L, dl)));
      xi[2 + i] = pos;
      if (checked) {
        IrValue *in = lw_in_range(L, pos, xd[2 + i]);
        ok = ok ? ir_build_binary(B, OP_ANDI, ok, in) : in;
        xi[2 + i] = lw_select_idx(L, in, pos, c(L, 0));
      }
    }
    IrValue *v = ir_build_load(B, x, r, xi);
    IrValue *acc = ir_build_load(B, cell, 0, NULL), *nv;
    if (conv) {
      IrValue **wi = lw_vals(L, r);
      wi[0] = ivs[1];
      wi[1] = kv[0];
      for (int i = 0; i < nsp; i++)
        wi[2 + i] = kv[i + 1];
      nv = ir_build_binary(B, OP_ADDF, acc, ir_build_binary(B, OP_MULF, v, ir_build_load(B, w, r, wi)));
    } else if (mx) {
      nv = combine(L, C_MAX, acc, v, uns);
      if (ind) {
        /* (n C + c) times the spatial size, plus the spatial place: row
         * major, or with storage_order 1 column major (the first spatial
         * axis fastest, as ONNX Runtime counts) */
        bool colmajor = lw_int_attr(op, "storage_order", 0) == 1;
        IrValue *flat = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, xi[0], xd[1]), xi[1]);
        IrValue *sp = c(L, 0);
        for (int j = 0; j < nsp; j++) {
          int i = colmajor ? nsp - 1 - j : j;
          flat = ir_build_binary(B, OP_MULI, flat, xd[2 + i]);
          sp = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, sp, xd[2 + i]), xi[2 + i]);
        }
        flat = ir_build_binary(B, OP_ADDI, flat, sp);
        IrValue *old = ir_build_load(B, ind, r, ivs);
        IrValue *gt = is_fl(e) ? ir_build_cmp(B, OP_CMPF, "ogt", v, acc)
                               : ir_build_cmp(B, OP_CMPI, uns ? "ugt" : "sgt", v, acc);
        IrValue *first = ir_build_cmp(B, OP_CMPI, "slt", old, ir_build_const_int(B, L->ctx->i64_ty, 0));
        IrValue *take = ir_build_binary(B, OP_ORI, gt, first);
        if (ok)
          take = ir_build_binary(B, OP_ANDI, ok, take);
        ir_build_store(B, ir_build_select(B, take, ir_build_cast(B, OP_INDEX_CAST, flat, L->ctx->i64_ty), old),
                       ind, r, ivs);
      }
    } else {
      nv = ir_build_binary(B, OP_ADDF, acc, v);
    }
    ir_build_store(B, ok ? ir_build_select(B, ok, nv, acc) : nv, cell, 0, NULL);
    if (cnt) {
      IrValue *cv = ir_build_load(B, cnt, 0, NULL);
      IrValue *more = ir_build_binary(B, OP_ADDF, cv, lw_cf(L, e, 1));
      ir_build_store(B, ok ? ir_build_select(B, ok, more, cv) : more, cnt, 0, NULL);
    }
  }
  if (!unroll)
    lw_nest_end(L, &ks);
  IrValue *res = ir_build_load(B, cell, 0, NULL);
  if (!mx && !conv) {
    IrValue *den;
    if (cnt) {
      den = ir_build_load(B, cnt, 0, NULL);
    } else {
      /* count_include_pad: the window's size, clipped to the padded input. */
      IrValue *n = c(L, 1);
      for (int i = 0; i < nsp; i++) {
        int64_t s = arr_at(op, "strides", i, 1), dl = arr_at(op, "dilations", i, 1);
        int64_t pb = valid ? 0 : arr_at(op, "pads", i, 0), pe = valid ? 0 : arr_at(op, "pads", i + nsp, 0);
        IrValue *lo = ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_MULI, ivs[2 + i], c(L, s)), c(L, pb));
        IrValue *hi = ir_build_binary(B, OP_ADDI, lo, ir_build_binary(B, OP_MULI, ir_build_binary(B, OP_SUBI, kd[i], c(L, 1)), c(L, dl)));
        IrValue *lim = ir_build_binary(B, OP_ADDI, xd[2 + i], c(L, pe - 1));
        hi = lw_select_idx(L, lw_cmp_idx(L, "sgt", hi, lim), lim, hi);
        IrValue *cntd = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_DIVSI, ir_build_binary(B, OP_SUBI, hi, lo), c(L, dl)), c(L, 1));
        n = ir_build_binary(B, OP_MULI, n, cntd);
      }
      den = lw_convert(L, ir_build_cast(B, OP_INDEX_CAST, n, L->ctx->i64_ty), e);
    }
    res = ir_build_binary(B, OP_DIVF, res, den);
  }
  ir_build_store(B, res, W->out, r, ivs);
}

/* Output positions lo .. hi of the last spatial dimension, the others at
 * ivs[0 .. r - 2]: a loop around window_point. */
static void window_run(Lower *L, const Window *W, IrValue **ivs, int64_t lo, int64_t hi,
                       bool checked) {
  if (lo >= hi)
    return;
  IrOp *f = ir_build_for(B, c(L, lo), c(L, hi), c(L, 1), 0, NULL);
  IrInsertPoint ip = ir_builder_save(B);
  IrBlock *body = ir_op_region(f, 0)->first;
  ivs[W->r - 1] = body->args[0];
  ir_builder_set_end(B, body);
  ir_builder_set_before(B, ir_build_yield(B, 0, NULL));
  window_point(L, W, ivs, checked);
  ir_builder_restore(B, ip);
}

/* A pooling nest with its borders peeled: in parallel over all dims but the
 * last spatial one; rows whose windows all lie inside x (in every spatial
 * dim but the last) run the positions whose windows stay inside across
 * without a test per tap, the positions before and after them with one.
 * The tests were most of a 3x3 MaxPool's time, and kept the C compiler
 * from vectorizing the row. Taken for pooling and the convolutions left as
 * loop nests (depthwise ones: 2.7x faster), with static spatial sizes and
 * no Indices. */
static void window_peeled(Lower *L, const Window *W, IrValue *const *od, const int64_t *osz) {
  int r = W->r, nsp = W->nsp;
  int64_t *lo = arena_alloc(&L->ctx->arena, sizeof(int64_t) * (size_t)nsp);
  int64_t *hi = arena_alloc(&L->ctx->arena, sizeof(int64_t) * (size_t)nsp);
  for (int i = 0; i < nsp; i++) {
    /* o s - pb >= 0 and o s - pb + (k - 1) d <= X - 1 */
    int64_t s = arr_at(W->op, "strides", i, 1), dl = arr_at(W->op, "dilations", i, 1);
    int64_t pb = W->valid ? 0 : arr_at(W->op, "pads", i, 0);
    int64_t k = W->conv ? W->w->type->dims[2 + i] : arr_at(W->op, "kernel_shape", i, 1);
    int64_t X = W->x->type->dims[2 + i];
    int64_t room = X - 1 + pb - (k - 1) * dl;
    lo[i] = pb > 0 ? (pb + s - 1) / s : 0;
    hi[i] = room >= 0 ? room / s + 1 : 0;
    lo[i] = lo[i] < osz[i] ? lo[i] : osz[i];
    hi[i] = hi[i] < lo[i] ? lo[i] : hi[i] < osz[i] ? hi[i] : osz[i];
  }
  Nest ns;
  lw_nest_begin(L, &ns, r - 1, od, true);
  IrValue **ivs = lw_vals(L, r);
  for (int i = 0; i < r - 1; i++)
    ivs[i] = ns.ivs[i];
  IrValue *inside = NULL;
  for (int i = 0; i + 1 < nsp; i++) {
    if (lo[i] == 0 && hi[i] == osz[i])
      continue; /* every row inside in this dim */
    IrValue *o = ivs[2 + i];
    IrValue *in = ir_build_binary(B, OP_ANDI, lw_cmp_idx(L, "sge", o, c(L, lo[i])),
                                  lw_cmp_idx(L, "slt", o, c(L, hi[i])));
    inside = inside ? ir_build_binary(B, OP_ANDI, inside, in) : in;
  }
  int64_t a = lo[nsp - 1], b = hi[nsp - 1], n = osz[nsp - 1];
  IrOp *ifop = inside ? ir_build_if(B, inside, 0, NULL, true) : NULL;
  IrInsertPoint ip = ir_builder_save(B);
  if (ifop)
    ir_builder_set_end(B, ir_op_region(ifop, 0)->first);
  window_run(L, W, ivs, 0, a, true);
  window_run(L, W, ivs, a, b, false);
  window_run(L, W, ivs, b, n, true);
  if (ifop) {
    ir_build_yield(B, 0, NULL);
    ir_builder_set_end(B, ir_op_region(ifop, 1)->first);
    window_run(L, W, ivs, 0, n, true);
    ir_build_yield(B, 0, NULL);
  }
  ir_builder_restore(B, ip);
  lw_nest_end(L, &ns);
}

/* MaxPool, AveragePool and Conv as loop nests: the output positions in
 * parallel, the window (and for Conv the input channels of the group)
 * accumulated in order. Positions in the padding are skipped. */
bool lw_lower_window(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank, nsp = r - 2;
  int kind = (int)ir_op_kind(op);
  bool conv = kind == OP_ONNX_CONV, mx = kind == OP_ONNX_MAXPOOL;
  IrValue *w = conv ? lw_operand(L, op, 1) : NULL, *bias = conv ? lw_operand(L, op, 2) : NULL;
  IrType *e = x->type->elem;
  IrType *rt = lw_memref_of(L, op->results[0].type);
  bool valid = str_is(op, "auto_pad", "NOTSET", "VALID");
  int64_t group = lw_int_attr(op, "group", 1);
  IrValue **xd = dims_of(L, x);
  IrValue **od = lw_vals(L, r), **kd = lw_vals(L, nsp);
  for (int i = 0; i < nsp; i++)
    kd[i] = conv ? lw_dim(L, w, 2 + i) : c(L, arr_at(op, "kernel_shape", i, 1));
  od[0] = xd[0];
  od[1] = conv ? lw_dim(L, w, 0) : xd[1];
  for (int i = 0; i < nsp; i++) {
    if (rt->dims[2 + i] == TY_DYN)
      return lw_error(L, op, "needs spatial sizes known before the run");
    od[2 + i] = c(L, rt->dims[2 + i]);
  }
  if (conv && nsp <= 8) {
    LwConvGeom g = {.nsp = nsp};
    for (int i = 0; i < nsp; i++) {
      g.stride[i] = arr_at(op, "strides", i, 1);
      g.dil[i] = arr_at(op, "dilations", i, 1);
      g.pad[i] = valid ? 0 : arr_at(op, "pads", i, 0);
    }
    if (lw_conv_as_product(L, op, &g))
      return true;
  }
  IrValue *Cg = NULL, *Mg = NULL;
  if (conv) {
    Cg = lw_dim(L, w, 1);
    Mg = ir_build_binary(B, OP_DIVSI, od[1], c(L, group));
    lw_assert(L, lw_cmp_idx(L, "eq", ir_build_binary(B, OP_MULI, Cg, c(L, group)), xd[1]),
              "input channels must be the weights' times 'group'");
    lw_assert(L, lw_cmp_idx(L, "eq", ir_build_binary(B, OP_MULI, Mg, c(L, group)), od[1]),
              "output channels must divide into 'group' groups");
    if (bias)
      lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, bias, 0), od[1]), "bias must have one entry per "
                                                                 "output channel");
  }
  IrValue *out = lw_alloc(L, rt, od);
  /* MaxPool's Indices: the first maximum's place in the input, flattened
   * row-major over (N, C, spatial...), -1 until a position in range has
   * been seen (a window of -inf still has an index). */
  IrValue *ind = mx && op->nresults > 1 ? lw_alloc(L, lw_memref_of(L, op->results[1].type), od)
                                        : NULL;
  Window W = {op, x, w, bias, out, ind, Cg, Mg, xd, kd, e, r, nsp, conv, mx, valid,
              lw_int_attr(op, "count_include_pad", 0), lw_operand_unsigned(L, op, 0)};
  bool peel = !ind && nsp >= 1;
  for (int i = 0; i < nsp; i++) /* x's and the window's spatial sizes static */
    peel = peel && x->type->dims[2 + i] != TY_DYN && (!conv || w->type->dims[2 + i] != TY_DYN);
  if (peel) {
    window_peeled(L, &W, od, rt->dims + 2);
  } else {
    Nest ns;
    lw_nest_begin(L, &ns, r, od, true);
    window_point(L, &W, ns.ivs, true);
    lw_nest_end(L, &ns);
  }
  lw_set(L, &op->results[0], out);
  if (ind)
    lw_set(L, &op->results[1], ind);
  return true;
}

/* cos or sin of x, computed in double: x reduced to [-pi, pi] by a
 * multiple of 2 pi, then the Taylor series to degree 28/29 (error below
 * 1e-15 on that range; arguments beyond about 1e9 lose precision in the
 * reduction, as any double-precision reduction does). */
static IrValue *trig(Lower *L, IrValue *x, bool sine) {
  IrType *f64 = L->ctx->f64_ty, *t = x->type;
  IrValue *d = lw_convert(L, x, f64);
  const double two_pi = 6.283185307179586476925286766559;
  IrValue *q = ir_build_unary(B, OP_FLOOR, ir_build_binary(B, OP_ADDF,
      ir_build_binary(B, OP_DIVF, d, lw_cf(L, f64, two_pi)), lw_cf(L, f64, 0.5)));
  IrValue *r = ir_build_binary(B, OP_SUBF, d, ir_build_binary(B, OP_MULF, q, lw_cf(L, f64, two_pi)));
  IrValue *r2 = ir_build_binary(B, OP_MULF, r, r);
  /* Horner on r2: sum of (-1)^k r^(2k) / (2k + s)!, s = 1 for sine. */
  int s = sine ? 1 : 0;
  IrValue *p = lw_cf(L, f64, 0);
  for (int k = 14; k >= 0; k--) {
    double f = 1;
    for (int i = 2; i <= 2 * k + s; i++)
      f *= i;
    p = ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, p, r2), lw_cf(L, f64, (k % 2 ? -1 : 1) / f));
  }
  if (sine)
    p = ir_build_binary(B, OP_MULF, p, r);
  return lw_convert(L, p, t);
}

/* atan of x in double: reduced to |x| <= 1 (atan x = pi/2 - atan 1/x),
 * then halved twice (atan x = 2 atan(x / (1 + sqrt(1 + x^2)))) to |x| <=
 * 0.2, then the Taylor series to degree 31 (error below 1e-22). */
static IrValue *atan_f64(Lower *L, IrValue *x) {
  IrType *f64 = L->ctx->f64_ty;
  IrValue *one = lw_cf(L, f64, 1), *ax = ir_build_unary(B, OP_ABSF, x);
  IrValue *big = ir_build_cmp(B, OP_CMPF, "ogt", ax, one);
  IrValue *y = ir_build_select(B, big, ir_build_binary(B, OP_DIVF, one, ax), ax);
  for (int i = 0; i < 2; i++) {
    IrValue *r = ir_build_unary(B, OP_SQRT, ir_build_binary(B, OP_ADDF, one, ir_build_binary(B, OP_MULF, y, y)));
    y = ir_build_binary(B, OP_DIVF, y, ir_build_binary(B, OP_ADDF, one, r));
  }
  IrValue *y2 = ir_build_binary(B, OP_MULF, y, y), *p = lw_cf(L, f64, 0);
  for (int k = 15; k >= 0; k--)
    p = ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_MULF, p, y2),
                        lw_cf(L, f64, (k % 2 ? -1.0 : 1.0) / (2 * k + 1)));
  IrValue *a = ir_build_binary(B, OP_MULF, ir_build_binary(B, OP_MULF, p, y), lw_cf(L, f64, 4));
  a = ir_build_select(B, big, ir_build_binary(B, OP_SUBF, lw_cf(L, f64, 1.5707963267948966), a), a);
  /* The sign of x (NaN stays NaN through the arithmetic). */
  return ir_build_binary(B, OP_COPYSIGN, a, x);
}

/* The inverse trigonometric and hyperbolic functions, in double. */
static IrValue *inverse_fn(Lower *L, int kind, IrValue *v) {
  IrType *f64 = L->ctx->f64_ty, *t = v->type;
  IrValue *x = lw_convert(L, v, f64), *one = lw_cf(L, f64, 1), *r;
  IrValue *x2 = ir_build_binary(B, OP_MULF, x, x);
  switch (kind) {
  case OP_ONNX_ATAN: r = atan_f64(L, x); break;
  case OP_ONNX_ASIN: case OP_ONNX_ACOS: {
    /* asin x = atan(x / sqrt(1 - x^2)); |x| > 1 gives NaN (sqrt of a negative). */
    IrValue *q = ir_build_unary(B, OP_SQRT, ir_build_binary(B, OP_SUBF, one, x2));
    IrValue *as = atan_f64(L, ir_build_binary(B, OP_DIVF, x, q));
    IrValue *bad = ir_build_cmp(B, OP_CMPF, "ugt", ir_build_unary(B, OP_ABSF, x), one);
    as = ir_build_select(B, bad, lw_cf(L, f64, NAN), as);
    r = kind == OP_ONNX_ASIN ? as : ir_build_binary(B, OP_SUBF, lw_cf(L, f64, 1.5707963267948966), as);
    break;
  }
  case OP_ONNX_ASINH: {
    IrValue *ax = ir_build_unary(B, OP_ABSF, x);
    IrValue *l = ir_build_unary(B, OP_LOG, ir_build_binary(B, OP_ADDF, ax,
        ir_build_unary(B, OP_SQRT, ir_build_binary(B, OP_ADDF, x2, one))));
    r = ir_build_binary(B, OP_COPYSIGN, l, x);
    break;
  }
  case OP_ONNX_ACOSH:
    r = ir_build_unary(B, OP_LOG, ir_build_binary(B, OP_ADDF, x,
        ir_build_unary(B, OP_SQRT, ir_build_binary(B, OP_SUBF, x2, one))));
    break;
  default: /* atanh */
    r = ir_build_binary(B, OP_MULF, lw_cf(L, f64, 0.5),
                        ir_build_unary(B, OP_LOG, ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_ADDF, one, x),
                                                                  ir_build_binary(B, OP_SUBF, one, x))));
  }
  return lw_convert(L, r, t);
}

bool lw_lower_unary_math(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank, kind = (int)ir_op_kind(op);
  IrValue **d = dims_of(L, x);
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *v = ir_build_load(B, x, r, ns.ivs), *y;
  IrType *t = v->type;
  switch (kind) {
  case OP_ONNX_COS: y = trig(L, v, false); break;
  case OP_ONNX_SIN: y = trig(L, v, true); break;
  case OP_ONNX_TAN: y = ir_build_binary(B, OP_DIVF, trig(L, v, true), trig(L, v, false)); break;
  case OP_ONNX_ACOS: case OP_ONNX_ASIN: case OP_ONNX_ATAN: case OP_ONNX_ACOSH: case OP_ONNX_ASINH:
  case OP_ONNX_ATANH:
    y = inverse_fn(L, kind, v);
    break;
  default: {
    IrValue *e = ir_build_unary(B, OP_EXP, v), *en = ir_build_unary(B, OP_EXP, ir_build_unary(B, OP_NEGF, v));
    y = ir_build_binary(B, kind == OP_ONNX_COSH ? OP_ADDF : OP_SUBF, e, en);
    y = ir_build_binary(B, OP_MULF, y, lw_cf(L, t, 0.5));
  }
  }
  ir_build_store(B, y, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* out = the cumulative sums of x along axis. */
static void cumsum_axis(Lower *L, IrValue *x, IrValue *out, IrValue **d, int axis, bool excl,
                        bool rev) {
  int r = x->type->rank;
  IrValue **outer = lw_vals(L, r);
  int no = 0;
  for (int i = 0; i < r; i++)
    if (i != axis)
      outer[no++] = d[i];
  Nest ns;
  lw_nest_begin(L, &ns, no, outer, true);
  IrValue *z = lw_cf(L, x->type->elem, 0);
  LwFor fc;
  IrValue **it;
  IrValue *k = lw_for_begin(L, &fc, c(L, 0), d[axis], 1, &z, &it);
  IrValue *idx = rev ? ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_SUBI, d[axis], c(L, 1)), k) : k;
  IrValue **ix = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++)
    ix[i] = i == axis ? idx : ns.ivs[j++];
  IrValue *v = ir_build_load(B, x, r, ix);
  bool fl = is_fl(v->type);
  IrValue *acc = ir_build_binary(B, fl ? OP_ADDF : OP_ADDI, it[0], v);
  ir_build_store(B, excl ? it[0] : acc, out, r, ix);
  lw_for_end(L, &fc, 1, &acc);
  lw_nest_end(L, &ns);
}

/* CumSum; an axis known only at run time selects one of the rank's loop
 * nests. */
bool lw_lower_cumsum(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank;
  bool excl = lw_int_attr(op, "exclusive", 0), rev = lw_int_attr(op, "reverse", 0);
  IrValue **d = dims_of(L, x);
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  IrAttr *ca = lw_const_attr(ir_op_operand(op, 1));
  if (ca) {
    int64_t axis = ir_dense_get_i64(ca, 0);
    cumsum_axis(L, x, out, d, (int)(axis < 0 ? axis + r : axis), excl, rev);
    lw_set(L, &op->results[0], out);
    return true;
  }
  IrValue *ax = lw_to_index(L, lw_load_scalar(L, lw_operand(L, op, 1)));
  ax = lw_from_end(L, ax, c(L, r));
  lw_assert(L, lw_in_range(L, ax, c(L, r)), "'axis' is out of range");
  for (int a = 0; a < r; a++) {
    Then t;
    then_begin(L, &t, lw_cmp_idx(L, "eq", ax, c(L, a)));
    cumsum_axis(L, x, out, d, a, excl, rev);
    then_end(L, &t);
  }
  lw_set(L, &op->results[0], out);
  return true;
}

bool lw_lower_expand(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *sh = lw_operand(L, op, 1);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int R = rt->rank, xr = x->type->rank, n = (int)sh->type->dims[0];
  IrValue **od = lw_vals(L, R);
  for (int k = 0; k < R; k++) {
    int j = k - (R - xr), i = k - (R - n);
    IrValue *a = j < 0 ? c(L, 1) : lw_dim(L, x, j);
    IrValue *b = c(L, 1);
    if (i >= 0) {
      IrValue *ci = c(L, i);
      b = lw_to_index(L, ir_build_load(B, sh, 1, &ci));
    }
    IrValue *a1 = lw_cmp_idx(L, "eq", a, c(L, 1)), *b1 = lw_cmp_idx(L, "eq", b, c(L, 1));
    lw_assert(L, ir_build_binary(B, OP_ORI, ir_build_binary(B, OP_ORI, a1, b1), lw_cmp_idx(L, "eq", a, b)),
              "the input does not broadcast to the shape (dimension %d)", k);
    od[k] = rt->dims[k] != TY_DYN ? c(L, rt->dims[k]) : lw_select_idx(L, a1, b, a);
  }
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, R, od, true);
  IrValue **ix = lw_vals(L, xr);
  for (int j = 0; j < xr; j++) {
    int k = j + (R - xr);
    IrValue *is1 = lw_cmp_idx(L, "eq", lw_dim(L, x, j), c(L, 1));
    ix[j] = lw_select_idx(L, is1, c(L, 0), ns.ivs[k]);
  }
  ir_build_store(B, ir_build_load(B, x, xr, ix), out, R, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

bool lw_lower_depth_space(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int64_t b = lw_int_attr(op, "blocksize", 1);
  bool d2s = ir_op_is(op, OP_ONNX_DEPTHTOSPACE);
  IrAttr *m = ir_op_get_attr(op, "mode");
  bool crd = m && m->kind == ATTR_STRING && m->u.s.len == 3 && !memcmp(m->u.s.str, "CRD", 3);
  IrValue **xd = dims_of(L, x), *cb = c(L, b), *cbb = c(L, b * b);
  IrValue *od[4];
  if (d2s) {
    lw_assert(L, lw_cmp_idx(L, "eq", ir_build_binary(B, OP_REMSI, xd[1], cbb), c(L, 0)),
              "channels are not a multiple of blocksize squared");
    od[0] = xd[0];
    od[1] = ir_build_binary(B, OP_DIVSI, xd[1], cbb);
    od[2] = ir_build_binary(B, OP_MULI, xd[2], cb);
    od[3] = ir_build_binary(B, OP_MULI, xd[3], cb);
  } else {
    lw_assert(L, ir_build_binary(B, OP_ANDI,
                                 lw_cmp_idx(L, "eq", ir_build_binary(B, OP_REMSI, xd[2], cb), c(L, 0)),
                                 lw_cmp_idx(L, "eq", ir_build_binary(B, OP_REMSI, xd[3], cb), c(L, 0))),
              "height and width must be multiples of 'blocksize'");
    od[0] = xd[0];
    od[1] = ir_build_binary(B, OP_MULI, xd[1], cbb);
    od[2] = ir_build_binary(B, OP_DIVSI, xd[2], cb);
    od[3] = ir_build_binary(B, OP_DIVSI, xd[3], cb);
  }
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, 4, od, true);
  IrValue *ix[4];
  ix[0] = ns.ivs[0];
  if (d2s) {
    IrValue *bh = ir_build_binary(B, OP_REMSI, ns.ivs[2], cb), *bw = ir_build_binary(B, OP_REMSI, ns.ivs[3], cb);
    IrValue *cc = od[1];
    ix[1] = crd ? ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, ns.ivs[1], cbb),
                                  ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, bh, cb), bw))
                : ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, bh, cb), bw), cc),
                                  ns.ivs[1]);
    ix[2] = ir_build_binary(B, OP_DIVSI, ns.ivs[2], cb);
    ix[3] = ir_build_binary(B, OP_DIVSI, ns.ivs[3], cb);
  } else {
    IrValue *C = xd[1];
    IrValue *blk = ir_build_binary(B, OP_DIVSI, ns.ivs[1], C);
    IrValue *bh = ir_build_binary(B, OP_DIVSI, blk, cb), *bw = ir_build_binary(B, OP_REMSI, blk, cb);
    ix[1] = ir_build_binary(B, OP_REMSI, ns.ivs[1], C);
    ix[2] = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, ns.ivs[2], cb), bh);
    ix[3] = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, ns.ivs[3], cb), bw);
  }
  ir_build_store(B, ir_build_load(B, x, 4, ix), out, 4, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

bool lw_lower_eyelike(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  IrValue **d = dims_of(L, x);
  IrValue *out = lw_alloc(L, rt, d);
  Nest ns;
  lw_nest_begin(L, &ns, 2, d, true);
  IrValue *diff = ir_build_binary(B, OP_SUBI, ns.ivs[1], ns.ivs[0]);
  IrValue *on = lw_cmp_idx(L, "eq", diff, c(L, lw_int_attr(op, "k", 0)));
  ir_build_store(B, ir_build_select(B, on, lw_cf(L, rt->elem, 1), lw_cf(L, rt->elem, 0)), out, 2, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* ConvTranspose in gather form: out[n, m, o] = b[m] + sum over the group's
 * input channels c and kernel positions k with o + pad - k * dilation = i *
 * stride inside the input of x[n, c, i] * w[c, m', k]. */
bool lw_lower_convt(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *w = lw_operand(L, op, 1), *bias = lw_operand(L, op, 2);
  int r = x->type->rank, nsp = r - 2;
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int64_t group = lw_int_attr(op, "group", 1);
  IrValue **xd = dims_of(L, x), **wd = dims_of(L, w);
  int64_t *pb = arena_alloc(&L->ctx->arena, sizeof(int64_t) * (size_t)(nsp + 1));
  IrValue **od = lw_vals(L, r);
  od[0] = xd[0];
  od[1] = ir_build_binary(B, OP_MULI, wd[1], c(L, group));
  for (int i = 0; i < nsp; i++) {
    int64_t o;
    if (!onnx_convt_geometry(op, ir_op_operand(op, 0)->type, ir_op_operand(op, 1)->type, i, &o,
                             &pb[i]))
      return lw_error(L, op, "needs static spatial sizes");
    od[2 + i] = c(L, o);
  }
  IrValue *Cg = ir_build_binary(B, OP_DIVSI, xd[1], c(L, group)), *Mg = wd[1];
  lw_assert(L, lw_cmp_idx(L, "eq", ir_build_binary(B, OP_MULI, Cg, c(L, group)), xd[1]),
            "input channels must divide into 'group' groups");
  lw_assert(L, lw_cmp_idx(L, "eq", wd[0], xd[1]), "the weights' first dimension must be the input's channels");
  if (bias)
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, bias, 0), od[1]),
              "bias must have one entry per output channel");
  IrValue *out = lw_alloc(L, rt, od);
  IrType *e = x->type->elem;
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  ir_build_store(B, bias ? ir_build_load(B, bias, 1, &ns.ivs[1]) : lw_cf(L, e, 0), out, r, ns.ivs);
  IrValue **iu = lw_vals(L, nsp + 1);
  iu[0] = Cg;
  for (int i = 0; i < nsp; i++)
    iu[1 + i] = wd[2 + i];
  Nest ks;
  lw_nest_begin(L, &ks, nsp + 1, iu, false);
  IrValue *g = ir_build_binary(B, OP_DIVSI, ns.ivs[1], Mg);
  IrValue *mm = ir_build_binary(B, OP_REMSI, ns.ivs[1], Mg);
  IrValue *ch = ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_MULI, g, Cg), ks.ivs[0]);
  IrValue *ok = ir_build_const_int(B, L->ctx->i1_ty, 1);
  IrValue **xi = lw_vals(L, r), **wi = lw_vals(L, r);
  xi[0] = ns.ivs[0];
  xi[1] = ch;
  wi[0] = ch;
  wi[1] = mm;
  for (int i = 0; i < nsp; i++) {
    int64_t s = arr_at(op, "strides", i, 1), dl = arr_at(op, "dilations", i, 1);
    IrValue *num = ir_build_binary(B, OP_SUBI, ir_build_binary(B, OP_ADDI, ns.ivs[2 + i], c(L, pb[i])),
                                   ir_build_binary(B, OP_MULI, ks.ivs[1 + i], c(L, dl)));
    IrValue *nn = lw_select_idx(L, lw_cmp_idx(L, "slt", num, c(L, 0)), c(L, 0), num);
    IrValue *q = ir_build_binary(B, OP_DIVSI, nn, c(L, s));
    IrValue *in = ir_build_binary(B, OP_ANDI, lw_cmp_idx(L, "sge", num, c(L, 0)),
                                  lw_cmp_idx(L, "eq", ir_build_binary(B, OP_REMSI, nn, c(L, s)), c(L, 0)));
    in = ir_build_binary(B, OP_ANDI, in, lw_cmp_idx(L, "slt", q, xd[2 + i]));
    ok = ir_build_binary(B, OP_ANDI, ok, in);
    xi[2 + i] = lw_select_idx(L, in, q, c(L, 0));
    wi[2 + i] = ks.ivs[1 + i];
  }
  IrValue *acc = ir_build_load(B, out, r, ns.ivs);
  IrValue *p = ir_build_binary(B, OP_MULF, ir_build_load(B, x, r, xi), ir_build_load(B, w, r, wi));
  ir_build_store(B, ir_build_select(B, ok, ir_build_binary(B, OP_ADDF, acc, p), acc), out, r, ns.ivs);
  lw_nest_end(L, &ks);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* OneHot: out[..., j (at axis), ...] = values[1] where the index (made
 * non-negative by adding depth) is j, values[0] elsewhere. */
bool lw_lower_onehot(Lower *L, IrOp *op) {
  IrValue *idx = lw_operand(L, op, 0), *dv = lw_operand(L, op, 1), *vals = lw_operand(L, op, 2);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int r = rt->rank;
  int64_t ax = lw_int_attr(op, "axis", -1);
  if (ax < 0)
    ax += r;
  IrValue *dsc = lw_load_scalar(L, dv);
  IrValue *depth = dsc->type->kind == TY_FLOAT ? lw_to_index(L, lw_convert(L, dsc, L->ctx->i64_ty))
                                               : lw_to_index_u(L, dsc, lw_operand_unsigned(L, op, 1));
  lw_assert(L, lw_cmp_idx(L, "sge", depth, c(L, 0)), "'depth' must not be negative");
  if (vals->type->dims[0] == TY_DYN)
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, vals, 0), c(L, 2)), "'values' must have 2 elements");
  IrValue **od = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++)
    od[i] = i == ax ? depth : lw_dim(L, idx, j++);
  IrValue *out = lw_alloc(L, rt, od);
  IrValue *c0 = c(L, 0), *c1 = c(L, 1);
  IrValue *off = ir_build_load(B, vals, 1, &c0), *on = ir_build_load(B, vals, 1, &c1);
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  IrValue **ii = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++)
    if (i != ax)
      ii[j++] = ns.ivs[i];
  IrValue *k = ir_build_load(B, idx, r - 1, ii);
  k = k->type->kind == TY_FLOAT ? lw_to_index(L, lw_convert(L, k, L->ctx->i64_ty))
                                : lw_to_index_u(L, k, lw_operand_unsigned(L, op, 0));
  k = lw_from_end(L, k, depth);
  IrValue *hit = lw_cmp_idx(L, "eq", k, ns.ivs[ax]);
  ir_build_store(B, ir_build_select(B, hit, on, off), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* GatherND: out[b..., q..., r...] = data[b..., idx[b..., q..., :], r...]
 * (b the batch_dims leading dims, idx's last dim of size m). */
bool lw_lower_gathernd(Lower *L, IrOp *op) {
  IrValue *data = lw_operand(L, op, 0), *idx = lw_operand(L, op, 1);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  int R = rt->rank, ri = idx->type->rank, rd = data->type->rank;
  int bd = (int)lw_int_attr(op, "batch_dims", 0);
  int m = (int)idx->type->dims[ri - 1];
  IrValue **od = lw_vals(L, R);
  int j = 0;
  for (int i = 0; i < ri - 1; i++)
    od[j++] = lw_dim(L, idx, i);
  for (int i = bd + m; i < rd; i++)
    od[j++] = lw_dim(L, data, i);
  for (int i = 0; i < bd; i++)
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, idx, i), lw_dim(L, data, i)),
              "indices and data differ in batch dimension %d", i);
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, R, od, true);
  IrValue **di = lw_vals(L, rd), **ii = lw_vals(L, ri);
  for (int i = 0; i < bd; i++)
    di[i] = ns.ivs[i];
  for (int i = 0; i < ri - 1; i++)
    ii[i] = ns.ivs[i];
  for (int k = 0; k < m; k++) {
    ii[ri - 1] = c(L, k);
    IrValue *v = lw_to_index(L, ir_build_load(B, idx, ri, ii));
    IrValue *dk = lw_dim(L, data, bd + k);
    v = lw_from_end(L, v, dk);
    lw_assert(L, lw_in_range(L, v, dk), "index out of range");
    di[bd + k] = v;
  }
  for (int i = bd + m, q = ri - 1; i < rd; i++)
    di[i] = ns.ivs[q++];
  ir_build_store(B, ir_build_load(B, data, rd, di), out, R, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* Hann, Hamming and Blackman windows of the given size: w[n] from cosines
 * of 2 pi n / N (N the size, or size - 1 when not periodic). */
bool lw_lower_window_fn(Lower *L, IrOp *op) {
  IrType *rt = lw_memref_of(L, op->results[0].type), *f64 = L->ctx->f64_ty;
  int kind = (int)ir_op_kind(op);
  IrValue *n = lw_to_index(L, lw_load_scalar(L, lw_operand(L, op, 0)));
  lw_assert(L, lw_cmp_idx(L, "sge", n, c(L, 0)), "size must not be negative");
  bool periodic = lw_int_attr(op, "periodic", 1);
  IrValue *out = lw_alloc(L, rt, &n);
  IrValue *nn = periodic ? n : ir_build_binary(B, OP_SUBI, n, c(L, 1));
  IrValue *nf = lw_convert(L, ir_build_cast(B, OP_INDEX_CAST, nn, L->ctx->i64_ty), f64);
  Nest ns;
  lw_nest_begin(L, &ns, 1, &n, true);
  IrValue *k = lw_convert(L, ir_build_cast(B, OP_INDEX_CAST, ns.ivs[0], L->ctx->i64_ty), f64);
  IrValue *ang = ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_MULF, k, lw_cf(L, f64, 6.283185307179586476925286766559)), nf);
  IrValue *c1 = trig(L, ang, false), *v;
  if (kind == OP_ONNX_BLACKMANWINDOW) {
    IrValue *c2 = trig(L, ir_build_binary(B, OP_MULF, ang, lw_cf(L, f64, 2)), false);
    v = ir_build_binary(B, OP_ADDF, ir_build_binary(B, OP_SUBF, lw_cf(L, f64, 0.42),
                                                    ir_build_binary(B, OP_MULF, lw_cf(L, f64, 0.5), c1)),
                        ir_build_binary(B, OP_MULF, lw_cf(L, f64, 0.08), c2));
  } else {
    double a0 = kind == OP_ONNX_HANNWINDOW ? 0.5 : 25.0 / 46.0;
    v = ir_build_binary(B, OP_SUBF, lw_cf(L, f64, a0), ir_build_binary(B, OP_MULF, lw_cf(L, f64, 1 - a0), c1));
  }
  ir_build_store(B, lw_cast(L, v, f64, onnx_type_dtype(L->ctx, op->results[0].type)), out, 1,
                 ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* Compress: the slices along axis (or elements of the flattened input)
 * whose condition entry is true, in order; the condition may be shorter
 * than the axis (the rest is dropped). */
bool lw_lower_compress(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0), *cond = lw_operand(L, op, 1);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  IrAttr *axa = ir_op_get_attr(op, "axis");
  int r = x->type->rank;
  IrValue *src = x;
  int64_t axis = axa && axa->kind == ATTR_INT ? axa->u.i : 0;
  if (axis < 0)
    axis += r;
  if (!axa) {
    /* Flattened first. */
    IrValue *nel = c(L, 1);
    for (int i = 0; i < r; i++)
      nel = ir_build_binary(B, OP_MULI, nel, lw_dim(L, x, i));
    int64_t dd = TY_DYN;
    src = lw_reshape_copy(L, x, ir_type_memref(L->ctx, x->type->elem, 1, &dd), &nel);
    r = 1;
    axis = 0;
  }
  IrValue *D = lw_dim(L, src, (int)axis), *nc = lw_dim(L, cond, 0);
  lw_assert(L, lw_cmp_idx(L, "sle", nc, D), "the condition is longer than the axis");
  /* How many are kept. */
  LwFor fc;
  IrValue **it;
  IrValue *z = c(L, 0);
  IrValue *k = lw_for_begin(L, &fc, c(L, 0), nc, 1, &z, &it);
  IrValue *cv = ir_build_load(B, cond, 1, &k);
  IrValue *nx = ir_build_binary(B, OP_ADDI, it[0], lw_select_idx(L, cv, c(L, 1), c(L, 0)));
  IrValue **cnt = lw_for_end(L, &fc, 1, &nx);
  IrValue **od = lw_vals(L, r), **sd = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    sd[i] = lw_dim(L, src, i);
    od[i] = i == axis ? cnt[0] : sd[i];
  }
  IrValue *out = lw_alloc(L, rt, od);
  IrValue **inner = lw_vals(L, r);
  int ni = 0;
  for (int i = 0; i < r; i++)
    if (i != axis)
      inner[ni++] = sd[i];
  z = c(L, 0);
  k = lw_for_begin(L, &fc, c(L, 0), nc, 1, &z, &it);
  cv = ir_build_load(B, cond, 1, &k);
  Then t;
  then_begin(L, &t, cv);
  Nest ns;
  lw_nest_begin(L, &ns, ni, inner, false);
  IrValue **si = lw_vals(L, r), **oi = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++) {
    si[i] = i == axis ? k : ns.ivs[j];
    oi[i] = i == axis ? it[0] : ns.ivs[j];
    if (i != axis)
      j++;
  }
  ir_build_store(B, ir_build_load(B, src, r, si), out, r, oi);
  lw_nest_end(L, &ns);
  then_end(L, &t);
  nx = ir_build_binary(B, OP_ADDI, it[0], lw_select_idx(L, cv, c(L, 1), c(L, 0)));
  lw_for_end(L, &fc, 1, &nx);
  lw_set(L, &op->results[0], out);
  return true;
}

/* LRN across channels: x / (bias + alpha / size * sum of squares over the
 * window of channels [c - floor((size-1)/2), c + ceil((size-1)/2)])^beta. */
bool lw_lower_lrn(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank;
  int64_t size = lw_int_attr(op, "size", 1);
  double alpha = lw_float_attr(op, "alpha", 1e-4), beta = lw_float_attr(op, "beta", 0.75);
  double bias = lw_float_attr(op, "bias", 1);
  IrType *e = x->type->elem;
  IrValue **d = dims_of(L, x);
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  LwFor fc;
  IrValue **it;
  IrValue *z = lw_cf(L, e, 0);
  IrValue *j = lw_for_begin(L, &fc, c(L, 0), c(L, size), 1, &z, &it);
  IrValue *ch = ir_build_binary(B, OP_ADDI, ns.ivs[1], ir_build_binary(B, OP_SUBI, j, c(L, (size - 1) / 2)));
  IrValue *in = lw_in_range(L, ch, d[1]);
  IrValue **ix = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    ix[i] = i == 1 ? lw_select_idx(L, in, ch, c(L, 0)) : ns.ivs[i];
  IrValue *v = ir_build_load(B, x, r, ix);
  IrValue *acc = ir_build_select(B, in, ir_build_binary(B, OP_ADDF, it[0], ir_build_binary(B, OP_MULF, v, v)), it[0]);
  IrValue **sum = lw_for_end(L, &fc, 1, &acc);
  IrValue *den = ir_build_binary(B, OP_ADDF, lw_cf(L, e, bias),
                                 ir_build_binary(B, OP_MULF, lw_cf(L, e, alpha / (double)size), sum[0]));
  den = ir_build_binary(B, OP_POWF, den, lw_cf(L, e, beta));
  ir_build_store(B, ir_build_binary(B, OP_DIVF, ir_build_load(B, x, r, ns.ivs), den), out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* MeanVarianceNormalization: (x - mean) / sqrt(variance) over 'axes'
 * (default 0, 2, 3), with ONNX's epsilon 1e-9 under the root. */
bool lw_lower_mvn(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank;
  char *mark = arena_alloc(&L->ctx->arena, (size_t)r + 1);
  memset(mark, 0, (size_t)r + 1);
  IrAttr *ax = ir_op_get_attr(op, "axes");
  if (ax && ax->kind == ATTR_DENSE_ARRAY) {
    for (int k = 0; k < ax->u.darray.n; k++) {
      int64_t a = ax->u.darray.vals[k];
      if (a < 0)
        a += r;
      if (a < 0 || a >= r)
        return lw_error(L, op, "axis out of range");
      mark[a] = 1;
    }
  } else {
    for (int i = 0; i < r; i++)
      mark[i] = i == 0 || i == 2 || i == 3;
  }
  IrValue *mean, *inv;
  moments(L, x, mark, 1e-9, &mean, &inv);
  IrValue **d = dims_of(L, x);
  IrValue *y = lw_alloc(L, lw_memref_of(L, op->results[0].type), d);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  int rr;
  IrValue **o = out_index(L, ns.ivs, r, mark, true, &rr);
  IrValue *v = ir_build_binary(B, OP_SUBF, ir_build_load(B, x, r, ns.ivs), ir_build_load(B, mean, r, o));
  ir_build_store(B, ir_build_binary(B, OP_MULF, v, ir_build_load(B, inv, r, o)), y, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], y);
  return true;
}

/* Resize (nearest and linear): every output coordinate mapped back to the
 * input with the coordinate transformation, computed in double as ONNX's
 * reference does; linear interpolates between the two neighbours along
 * every dimension (indices clamped to the input, as its edge padding). */
bool lw_lower_resize(Lower *L, IrOp *op) {
  if (op->results[0].type->rank > 6)
    return lw_error(L, op, "needs rank 6 or less (linear mode reads 2^rank neighbours)");
  IrContext *ctx = L->ctx;
  IrValue *x = lw_operand(L, op, 0), *sc = lw_operand(L, op, 2), *sz = lw_operand(L, op, 3);
  if (sc && ir_type_num_elements(sc->type) == 0)
    sc = NULL;
  IrType *rt = lw_memref_of(L, op->results[0].type), *f64 = ctx->f64_ty;
  int r = rt->rank;
  bool linear = str_is(op, "mode", "nearest", "linear");
  int ctm = str_is(op, "coordinate_transformation_mode", "half_pixel", "pytorch_half_pixel") ? 1
            : str_is(op, "coordinate_transformation_mode", "half_pixel", "align_corners")    ? 2
            : str_is(op, "coordinate_transformation_mode", "half_pixel", "asymmetric")       ? 3
            : str_is(op, "coordinate_transformation_mode", "half_pixel", "tf_half_pixel_for_nn") ? 4
                                                                                              : 0;
  int nm = str_is(op, "nearest_mode", "round_prefer_floor", "round_prefer_ceil") ? 1
           : str_is(op, "nearest_mode", "round_prefer_floor", "floor")          ? 2
           : str_is(op, "nearest_mode", "round_prefer_floor", "ceil")           ? 3
                                                                                : 0;
  IrValue **xd = dims_of(L, x), **od = lw_vals(L, r), **scale = lw_vals(L, r), **inf = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    IrValue *ci = c(L, i);
    inf[i] = lw_convert(L, ir_build_cast(B, OP_INDEX_CAST, xd[i], ctx->i64_ty), f64);
    if (sz) {
      od[i] = lw_to_index(L, ir_build_load(B, sz, 1, &ci));
      lw_assert(L, lw_cmp_idx(L, "sge", od[i], c(L, 0)), "'sizes' must not be negative");
      scale[i] = ir_build_binary(B, OP_DIVF, lw_convert(L, ir_build_cast(B, OP_INDEX_CAST, od[i], ctx->i64_ty), f64), inf[i]);
    } else {
      scale[i] = lw_convert(L, ir_build_load(B, sc, 1, &ci), f64);
      lw_assert(L, ir_build_cmp(B, OP_CMPF, "ogt", scale[i], lw_cf(L, f64, 0)), "'scales' must be positive");
      IrValue *o = ir_build_unary(B, OP_FLOOR, ir_build_binary(B, OP_MULF, inf[i], scale[i]));
      lw_assert(L, ir_build_cmp(B, OP_CMPF, "olt", o, lw_cf(L, f64, 1e12)), "the output size is too large");
      od[i] = lw_to_index(L, lw_convert(L, o, ctx->i64_ty));
    }
    if (rt->dims[i] != TY_DYN)
      lw_assert(L, lw_cmp_idx(L, "eq", od[i], c(L, rt->dims[i])), "the output size differs from its type");
  }
  IrValue *out = lw_alloc(L, rt, od);
  Nest ns;
  lw_nest_begin(L, &ns, r, od, true);
  IrValue **i0 = lw_vals(L, r), **i1 = lw_vals(L, r), **w = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    IrValue *xr = lw_convert(L, ir_build_cast(B, OP_INDEX_CAST, ns.ivs[i], ctx->i64_ty), f64);
    IrValue *half = lw_cf(L, f64, 0.5), *xo;
    /* The resized length as the coordinate transformations use it: the
     * input's times the scale, not rounded (ONNX's reference). */
    IrValue *outf = ir_build_binary(B, OP_MULF, inf[i], scale[i]);
    switch (ctm) {
    case 1: case 0: {
      xo = ir_build_binary(B, OP_SUBF, ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_ADDF, xr, half), scale[i]), half);
      if (ctm == 1)
        xo = ir_build_select(B, ir_build_cmp(B, OP_CMPF, "ogt", outf, lw_cf(L, f64, 1)), xo, lw_cf(L, f64, 0));
      break;
    }
    case 2: {
      IrValue *den = ir_build_binary(B, OP_SUBF, outf, lw_cf(L, f64, 1));
      IrValue *num = ir_build_binary(B, OP_MULF, xr, ir_build_binary(B, OP_SUBF, inf[i], lw_cf(L, f64, 1)));
      IrValue *one = ir_build_cmp(B, OP_CMPF, "oeq", outf, lw_cf(L, f64, 1));
      xo = ir_build_select(B, one, lw_cf(L, f64, 0),
                           ir_build_binary(B, OP_DIVF, num, ir_build_select(B, one, lw_cf(L, f64, 1), den)));
      break;
    }
    case 3: xo = ir_build_binary(B, OP_DIVF, xr, scale[i]); break;
    default: xo = ir_build_binary(B, OP_DIVF, ir_build_binary(B, OP_ADDF, xr, half), scale[i]); break;
    }
    IrValue *last = ir_build_binary(B, OP_SUBI, xd[i], c(L, 1));
    if (linear) {
      IrValue *fl = ir_build_unary(B, OP_FLOOR, xo);
      w[i] = ir_build_binary(B, OP_SUBF, xo, fl);
      IrValue *k = lw_to_index(L, lw_convert(L, fl, ctx->i64_ty));
      IrValue *k1 = ir_build_binary(B, OP_ADDI, k, c(L, 1));
      i0[i] = lw_select_idx(L, lw_cmp_idx(L, "slt", k, c(L, 0)), c(L, 0), lw_select_idx(L, lw_cmp_idx(L, "sgt", k, last), last, k));
      i1[i] = lw_select_idx(L, lw_cmp_idx(L, "slt", k1, c(L, 0)), c(L, 0), lw_select_idx(L, lw_cmp_idx(L, "sgt", k1, last), last, k1));
    } else {
      IrValue *n;
      switch (nm) {
      case 1: n = ir_build_unary(B, OP_FLOOR, ir_build_binary(B, OP_ADDF, xo, half)); break;
      case 2: n = ir_build_unary(B, OP_FLOOR, xo); break;
      case 3: n = ir_build_unary(B, OP_CEIL, xo); break;
      default: n = ir_build_unary(B, OP_CEIL, ir_build_binary(B, OP_SUBF, xo, half)); break;
      }
      IrValue *k = lw_to_index(L, lw_convert(L, n, ctx->i64_ty));
      i0[i] = lw_select_idx(L, lw_cmp_idx(L, "slt", k, c(L, 0)), c(L, 0), lw_select_idx(L, lw_cmp_idx(L, "sgt", k, last), last, k));
    }
  }
  IrValue *v;
  if (!linear) {
    v = ir_build_load(B, x, r, i0);
  } else {
    /* Sum over the 2^r corners of the product of their weights. */
    IrType *e = onnx_type_dtype(ctx, ir_op_operand(op, 0)->type);
    v = lw_cf(L, f64, 0);
    IrValue **ix = lw_vals(L, r);
    for (int m = 0; m < (1 << r); m++) {
      IrValue *wt = lw_cf(L, f64, 1);
      for (int i = 0; i < r; i++) {
        bool hi = (m >> i) & 1;
        ix[i] = hi ? i1[i] : i0[i];
        wt = ir_build_binary(B, OP_MULF, wt, hi ? w[i] : ir_build_binary(B, OP_SUBF, lw_cf(L, f64, 1), w[i]));
      }
      v = ir_build_binary(B, OP_ADDF, v, ir_build_binary(B, OP_MULF, wt, lw_cast(L, ir_build_load(B, x, r, ix), e, f64)));
    }
    v = lw_cast(L, v, f64, e);
  }
  ir_build_store(B, v, out, r, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* TopK, sorted: pick j is the best element after pick j - 1 in the order
 * (value descending for largest, ascending otherwise; then index
 * ascending), found by one pass over the axis per pick: O(k n), no marks. */
bool lw_lower_topk(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank;
  int64_t axis = lw_int_attr(op, "axis", -1);
  if (axis < 0)
    axis += r;
  bool largest = lw_int_attr(op, "largest", 1);
  IrType *e = x->type->elem;
  bool fl = is_fl(e);
  IrValue **d = dims_of(L, x);
  IrValue *k = lw_to_index(L, lw_load_scalar(L, lw_operand(L, op, 1)));
  lw_assert(L, ir_build_binary(B, OP_ANDI, lw_cmp_idx(L, "sge", k, c(L, 0)), lw_cmp_idx(L, "sle", k, d[axis])),
            "K is negative or larger than the axis");
  IrValue **od = lw_vals(L, r), **outer = lw_vals(L, r);
  int no = 0;
  for (int i = 0; i < r; i++) {
    od[i] = i == axis ? k : d[i];
    if (i != axis)
      outer[no++] = d[i];
  }
  IrValue *vals = lw_alloc(L, lw_memref_of(L, op->results[0].type), od);
  IrValue *idxs = op->nresults > 1 ? lw_alloc(L, lw_memref_of(L, op->results[1].type), od) : NULL;
  Nest ns;
  lw_nest_begin(L, &ns, no, outer, true);
  /* better(a at i, b at j): a comes first in the order. */
  const char *gt = fl ? (largest ? "ogt" : "olt")
                     : lw_int_pred(largest ? "gt" : "lt", lw_operand_unsigned(L, op, 0));
  IrValue *inits[2] = {lw_cf(L, e, 0), c(L, -1)};
  LwFor fj;
  IrValue **pj;
  IrValue *j = lw_for_begin(L, &fj, c(L, 0), k, 2, inits, &pj);
  IrValue *first = lw_cmp_idx(L, "eq", j, c(L, 0));
  IrValue *in2[3] = {lw_cf(L, e, 0), c(L, -1), ir_build_const_int(B, ctx->i1_ty, 0)};
  LwFor fe;
  IrValue **be;
  IrValue *q = lw_for_begin(L, &fe, c(L, 0), d[axis], 3, in2, &be);
  IrValue **ix = lw_vals(L, r);
  for (int i = 0, t = 0; i < r; i++)
    ix[i] = i == axis ? q : ns.ivs[t++];
  IrValue *v = ir_build_load(B, x, r, ix);
  /* After the previous pick: worse value, or equal value and later index. */
  IrValue *after = ir_build_binary(B, OP_ORI, ir_build_cmp(B, fl ? OP_CMPF : OP_CMPI, gt, pj[0], v),
                                   ir_build_binary(B, OP_ANDI, ir_build_cmp(B, fl ? OP_CMPF : OP_CMPI, fl ? "oeq" : "eq", v, pj[0]),
                                                   lw_cmp_idx(L, "sgt", q, pj[1])));
  IrValue *elig = ir_build_binary(B, OP_ORI, first, after);
  IrValue *better = ir_build_binary(B, OP_ORI, ir_build_binary(B, OP_XORI, be[2], ir_build_const_int(B, ctx->i1_ty, 1)),
                                    ir_build_cmp(B, fl ? OP_CMPF : OP_CMPI, gt, v, be[0]));
  IrValue *take = ir_build_binary(B, OP_ANDI, elig, better);
  IrValue *ye[3] = {ir_build_select(B, take, v, be[0]), lw_select_idx(L, take, q, be[1]),
                    ir_build_binary(B, OP_ORI, be[2], take)};
  IrValue **best = lw_for_end(L, &fe, 3, ye);
  for (int i = 0, t = 0; i < r; i++)
    ix[i] = i == axis ? j : ns.ivs[t++];
  ir_build_store(B, best[0], vals, r, ix);
  if (idxs)
    ir_build_store(B, ir_build_cast(B, OP_INDEX_CAST, best[1], ctx->i64_ty), idxs, r, ix);
  IrValue *yj[2] = {best[0], best[1]};
  lw_for_end(L, &fj, 2, yj);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], vals);
  if (idxs)
    lw_set(L, &op->results[1], idxs);
  return true;
}

/* Pad's index into an axis of n elements for output position s - lo (s:
 * the output's index, lo: the pad before) in mode edge, reflect or wrap
 * (numpy's pad: reflect mirrors without repeating the edge, periodically
 * for pads longer than the axis). n > 0. */
static IrValue *pad_index(Lower *L, char mode, IrValue *s, IrValue *n) {
  IrValue *zero = c(L, 0), *one = c(L, 1);
  if (mode == 'e') /* edge: clamped */
    return ir_build_binary(B, OP_MAXSI, ir_build_binary(B, OP_MINSI, s, ir_build_binary(B, OP_SUBI, n, one)), zero);
  /* ((s mod p) + p) mod p: s's place in the period p */
  IrValue *p = mode == 'w' ? n : ir_build_binary(B, OP_MAXSI, ir_build_binary(B, OP_MULI, c(L, 2), ir_build_binary(B, OP_SUBI, n, one)), one);
  IrValue *m = ir_build_binary(B, OP_REMSI, ir_build_binary(B, OP_ADDI, ir_build_binary(B, OP_REMSI, s, p), p), p);
  if (mode == 'w')
    return m;
  /* reflect: the second half of the period runs back; an axis of one
   * element always gives 0 (p is 1 there) */
  return ir_build_select(B, lw_cmp_idx(L, "slt", m, n), m, ir_build_binary(B, OP_SUBI, p, m));
}

bool lw_lower_pad(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  IrType *rt = lw_memref_of(L, op->results[0].type);
  IrType *e = rt->elem;
  int r = rt->rank;
  IrValue **xd = dims_of(L, x), **lo = lw_vals(L, r), **d = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    lo[i] = c(L, 0);
    d[i] = xd[i];
  }
  /* The pads: the attribute (before opset 11) or input 1, over the axes of
   * input 3 or all (oi_pad checked them). */
  IrAttr *pa = ir_op_get_attr(op, "pads");
  if (!pa)
    pa = ir_op_get_attr(op, "paddings");
  IrValue *pv = pa ? NULL : lw_operand(L, op, 1);
  IrAttr *pc = pv ? onnx_const_value(ir_op_operand(op, 1)) : NULL;
  IrAttr *ax = op->nopnds > 3 && lw_operand(L, op, 3) ? onnx_const_value(ir_op_operand(op, 3)) : NULL;
  int n = ax ? (int)ir_type_num_elements(ax->type) : r;
  if (pv && !pc && pv->type->dims[0] == TY_DYN)
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, pv, 0), c(L, 2 * n)),
              "pads must have %d entries", 2 * n);
  for (int k = 0; k < n; k++) {
    int a = ax ? (int)ir_dense_get_i64(ax, k) : k;
    a = a < 0 ? a + r : a;
    IrValue *b, *f;
    if (pa || pc) {
      b = c(L, pa ? pa->u.darray.vals[k] : ir_dense_get_i64(pc, k));
      f = c(L, pa ? pa->u.darray.vals[k + n] : ir_dense_get_i64(pc, k + n));
    } else {
      IrValue *ck = c(L, k), *cn = c(L, k + n);
      b = lw_to_index(L, ir_build_load(B, pv, 1, &ck));
      f = lw_to_index(L, ir_build_load(B, pv, 1, &cn));
    }
    lo[a] = b;
    d[a] = rt->dims[a] != TY_DYN ? c(L, rt->dims[a])
                                 : ir_build_binary(B, OP_ADDI, xd[a], ir_build_binary(B, OP_ADDI, b, f));
    if (rt->dims[a] == TY_DYN)
      lw_assert(L, lw_cmp_idx(L, "sge", d[a], c(L, 0)), "the pads of axis %d make its size negative", a);
  }
  IrValue *out = lw_alloc(L, rt, d);
  char mode = str_is(op, "mode", "constant", "edge") ? 'e' : str_is(op, "mode", "constant", "reflect") ? 'r'
              : str_is(op, "mode", "constant", "wrap") ? 'w' : 'c';
  Nest ns;
  if (mode == 'c') {
    /* The value everywhere, then the input where it lands: a nest over the
     * part of the output the input covers, so no load is out of range
     * (an empty input covers nothing). */
    IrValue *v;
    if (pa) { /* the attribute form (before opset 11) */
      double f = lw_float_attr(op, "value", 0);
      v = is_fl(e) ? ir_build_const_float(B, e, f) : ir_build_const_int(B, e, (int64_t)f);
    } else {
      IrValue *cv = op->nopnds > 2 ? lw_operand(L, op, 2) : NULL;
      v = cv && ir_type_num_elements(cv->type) != 0 ? lw_load_scalar(L, cv) : lw_cf(L, e, 0);
    }
    lw_nest_begin(L, &ns, r, d, true);
    ir_build_store(B, v, out, r, ns.ivs);
    lw_nest_end(L, &ns);
    IrValue **from = lw_vals(L, r), **cnt = lw_vals(L, r);
    for (int i = 0; i < r; i++) {
      /* output positions [max(lo, 0), min(lo + n, d)) */
      from[i] = ir_build_binary(B, OP_MAXSI, lo[i], c(L, 0));
      IrValue *to = ir_build_binary(B, OP_MINSI, ir_build_binary(B, OP_ADDI, lo[i], xd[i]), d[i]);
      cnt[i] = ir_build_binary(B, OP_MAXSI, ir_build_binary(B, OP_SUBI, to, from[i]), c(L, 0));
    }
    lw_nest_begin(L, &ns, r, cnt, true);
    IrValue **oi = lw_vals(L, r), **si = lw_vals(L, r);
    for (int i = 0; i < r; i++) {
      oi[i] = ir_build_binary(B, OP_ADDI, ns.ivs[i], from[i]);
      si[i] = ir_build_binary(B, OP_SUBI, oi[i], lo[i]);
    }
    ir_build_store(B, ir_build_load(B, x, r, si), out, r, oi);
    lw_nest_end(L, &ns);
  } else {
    for (int i = 0; i < r; i++) /* an empty axis has nothing to repeat */
      lw_assert(L, ir_build_binary(B, OP_ORI, lw_cmp_idx(L, "sgt", xd[i], c(L, 0)),
                                   lw_cmp_idx(L, "eq", d[i], c(L, 0))),
                "axis %d is empty and cannot be padded in %s mode", i,
                mode == 'e' ? "edge" : mode == 'r' ? "reflect" : "wrap");
    lw_nest_begin(L, &ns, r, d, true);
    IrValue **si = lw_vals(L, r);
    for (int i = 0; i < r; i++)
      si[i] = pad_index(L, mode, ir_build_binary(B, OP_SUBI, ns.ivs[i], lo[i]), xd[i]);
    ir_build_store(B, ir_build_load(B, x, r, si), out, r, ns.ivs);
    lw_nest_end(L, &ns);
  }
  lw_set(L, &op->results[0], out);
  return true;
}

/* The reduction of ScatterElements and ScatterND combining an update with
 * the element it lands on; false (and *cb unset) for none. */
static bool scatter_reduction(IrOp *op, Comb *cb) {
  static const struct { const char *name; Comb cb; } rs[] = {
      {"add", C_SUM}, {"mul", C_PROD}, {"max", C_MAX}, {"min", C_MIN}};
  for (size_t i = 0; i < sizeof rs / sizeof rs[0]; i++)
    if (str_is(op, "reduction", "none", rs[i].name)) {
      *cb = rs[i].cb;
      return true;
    }
  return false;
}

/* out[ix] = v, or combined with what is there. */
static void scatter_store(Lower *L, IrOp *op, IrValue *v, IrValue *out, int r, IrValue **ix) {
  Comb cb;
  if (scatter_reduction(op, &cb))
    v = combine(L, cb, ir_build_load(B, out, r, ix), v, lw_operand_unsigned(L, op, 0));
  ir_build_store(B, v, out, r, ix);
}

/* ScatterElements: a copy of the data, then each update stored where its
 * index (along axis) says, in order (a later duplicate wins, or combines):
 * a sequential nest. */
bool lw_lower_scatter_elements(Lower *L, IrOp *op) {
  IrValue *data = lw_operand(L, op, 0), *idx = lw_operand(L, op, 1), *upd = lw_operand(L, op, 2);
  int r = data->type->rank;
  int64_t axis = lw_int_attr(op, "axis", 0);
  if (axis < 0)
    axis += r;
  IrValue **dd = dims_of(L, data), **id = dims_of(L, idx);
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), dd);
  lw_copy(L, data, out);
  for (int i = 0; i < r; i++) {
    lw_assert(L, lw_cmp_idx(L, "eq", id[i], lw_dim(L, upd, i)),
              "updates must have the indices' shape (dimension %d differs)", i);
    if (i != axis)
      lw_assert(L, lw_cmp_idx(L, "sle", id[i], dd[i]),
                "indices are larger than the data in dimension %d", i);
  }
  Nest ns;
  lw_nest_begin(L, &ns, r, id, false);
  IrValue *k = lw_from_end(L, lw_to_index(L, ir_build_load(B, idx, r, ns.ivs)), dd[axis]);
  lw_assert(L, lw_in_range(L, k, dd[axis]), "index out of range");
  IrValue **ix = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    ix[i] = i == axis ? k : ns.ivs[i];
  scatter_store(L, op, ir_build_load(B, upd, r, ns.ivs), out, r, ix);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* ScatterND: a copy of the data, then for each index tuple (the indices'
 * last axis, k entries) the slice data[tuple] replaced by (or combined
 * with) the updates' slice, in order: a sequential nest over the tuples
 * and the slice. */
bool lw_lower_scatternd(Lower *L, IrOp *op) {
  IrValue *data = lw_operand(L, op, 0), *idx = lw_operand(L, op, 1), *upd = lw_operand(L, op, 2);
  int r = data->type->rank, q = idx->type->rank;
  int k = (int)idx->type->dims[q - 1];
  int nu = q - 1 + r - k;
  IrValue **dd = dims_of(L, data), **id = dims_of(L, idx);
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), dd);
  lw_copy(L, data, out);
  IrValue **ud = lw_vals(L, nu);
  for (int i = 0; i < nu; i++) {
    ud[i] = i < q - 1 ? id[i] : dd[k + i - (q - 1)];
    lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, upd, i), ud[i]),
              "updates must have the shape indices.shape[:-1] + data.shape[%d:] (dimension %d "
              "differs)", k, i);
  }
  Nest ns;
  lw_nest_begin(L, &ns, nu, ud, false);
  IrValue **ii = lw_vals(L, q), **ox = lw_vals(L, r);
  for (int i = 0; i < q - 1; i++)
    ii[i] = ns.ivs[i];
  for (int j = 0; j < k; j++) {
    ii[q - 1] = c(L, j);
    IrValue *t = lw_from_end(L, lw_to_index(L, ir_build_load(B, idx, q, ii)), dd[j]);
    lw_assert(L, lw_in_range(L, t, dd[j]), "index out of range in dimension %d", j);
    ox[j] = t;
  }
  for (int j = k; j < r; j++)
    ox[j] = ns.ivs[q - 1 + j - k];
  scatter_store(L, op, ir_build_load(B, upd, nu, ns.ivs), out, r, ox);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}

/* Whether the element v of x is not zero (NaN is not zero, as in numpy). */
static IrValue *nonzero(Lower *L, IrValue *v) {
  return is_fl(v->type) ? ir_build_cmp(B, OP_CMPF, "une", v, lw_cf(L, v->type, 0))
                        : ir_build_cmp(B, OP_CMPI, "ne", v, lw_cf(L, v->type, 0));
}

/* NonZero: one pass counts the nonzero elements (the result's width),
 * a second writes each one's indices into the next column, in row-major
 * order: both sequential nests. */
bool lw_lower_nonzero(Lower *L, IrOp *op) {
  IrValue *x = lw_operand(L, op, 0);
  int r = x->type->rank;
  IrType *i64 = L->ctx->i64_ty;
  IrValue **d = dims_of(L, x);
  IrValue *one = ir_build_const_int(B, i64, 1), *zero = ir_build_const_int(B, i64, 0);
  IrValue *cnt = lw_store_scalar(L, zero);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, false);
  IrValue *nz = nonzero(L, ir_build_load(B, x, r, ns.ivs));
  IrValue *n = ir_build_load(B, cnt, 0, NULL);
  ir_build_store(B, ir_build_select(B, nz, ir_build_binary(B, OP_ADDI, n, one), n), cnt, 0, NULL);
  lw_nest_end(L, &ns);
  IrValue *dims[2] = {c(L, r), lw_to_index(L, ir_build_load(B, cnt, 0, NULL))};
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), dims);
  ir_build_store(B, zero, cnt, 0, NULL);
  lw_nest_begin(L, &ns, r, d, false);
  nz = nonzero(L, ir_build_load(B, x, r, ns.ivs));
  Then t;
  then_begin(L, &t, nz);
  n = ir_build_load(B, cnt, 0, NULL);
  IrValue *col = lw_to_index(L, n);
  for (int i = 0; i < r; i++) {
    IrValue *ix[2] = {c(L, i), col};
    ir_build_store(B, ir_build_cast(B, OP_INDEX_CAST, ns.ivs[i], i64), out, 2, ix);
  }
  ir_build_store(B, ir_build_binary(B, OP_ADDI, n, one), cnt, 0, NULL);
  then_end(L, &t);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}
