/* onnx_infer.c: the result type of a tensor op of the onnx dialect, from its
 * operand types, its attributes and the constants among its operands. The
 * importer types the ops it builds with it, and the dialect's verifier
 * (onnx_verify.c) checks every op against it, so ops written as text obey
 * the same type and shape constraints as imported ones. Every size it
 * computes is checked arithmetic (ir/checked.h). */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_infer_internal.h"

IrType *oi_fail(Infer *in, const char *fmt, ...) {
  if (!in->err) {
    va_list ap;
    va_start(ap, fmt);
    in->err = xvasprintf(fmt, ap);
    va_end(ap);
  }
  return NULL;
}

int64_t *oi_dims_alloc(Infer *in, int n) {
  return arena_alloc(&in->ctx->arena, sizeof(int64_t) * (size_t)(n + 1));
}

/* A result type; NULL (after an error) when its rank is past the limit the
 * rest of loopc relies on (IR_MAX_NESTING). */
IrType *oi_tensor(Infer *in, IrType *elem, int64_t rank, const int64_t *dims) {
  if (rank < 0 || rank > IR_MAX_NESTING)
    return oi_fail(in, "result would have %lld dimensions, more than the maximum of %d",
                (long long)rank, IR_MAX_NESTING);
  return ir_type_tensor(in->ctx, elem, (int)rank, dims);
}

IrAttr *onnx_const_value(const IrValue *v) {
  IrOp *d = v->def_op;
  if (!d || !ir_op_is(d, OP_ONNX_CONSTANT))
    return NULL;
  IrAttr *a = ir_op_get_attr(d, "value");
  return a && a->kind == ATTR_DENSE && a->type == v->type ? a : NULL;
}

int64_t oi_attr_int(const IrOp *op, const char *name, int64_t dflt) {
  IrAttr *a = ir_op_get_attr(op, name);
  return a && a->kind == ATTR_INT ? a->u.i : dflt;
}

/* numpy broadcasting of n tensor types. */
IrType *oi_broadcast(Infer *in, int n, IrValue *const *vals, IrType *elem) {
  int rank = 0;
  for (int i = 0; i < n; i++)
    if (vals[i]->type->rank > rank)
      rank = vals[i]->type->rank;
  int64_t *d = oi_dims_alloc(in, rank);
  for (int k = 0; k < rank; k++) {
    int64_t r = 1;
    bool dyn = false;
    for (int i = 0; i < n; i++) {
      IrType *t = vals[i]->type;
      int j = k - (rank - t->rank);
      if (j < 0)
        continue;
      int64_t x = t->dims[j];
      if (x == TY_DYN) {
        dyn = true;
        continue;
      }
      if (x == 1)
        continue;
      if (r != 1 && r != x)
        return oi_fail(in, "operands cannot be broadcast together (dimension %d: %lld vs %lld)", k,
                    (long long)r, (long long)x);
      r = x;
    }
    d[k] = r == 1 && dyn ? TY_DYN : r;
  }
  return oi_tensor(in, elem, rank, d);
}

bool oi_norm_axis(Infer *in, int64_t *axis, int64_t rank) {
  if (*axis < -rank || *axis >= rank) {
    oi_fail(in, "axis %lld is out of range for rank %lld", (long long)*axis, (long long)rank);
    return false;
  }
  if (*axis < 0)
    *axis += rank;
  return true;
}

/* Integer list given either as attribute `name` or as constant operand
 * `idx`. Returns the count (-1: absent, -2: operand present but not a
 * constant, -3: an error was reported). */
int64_t oi_int_list(Infer *in, const char *name, int idx, const int64_t **out) {
  IrOp *op = in->op;
  IrAttr *a = ir_op_get_attr(op, name);
  if (a) {
    if (a->kind != ATTR_DENSE_ARRAY) {
      oi_fail(in, "attribute '%s' must be a list of integers", name);
      return -3;
    }
    *out = a->u.darray.vals;
    return a->u.darray.n;
  }
  if (idx < op->nopnds && !oi_is_none(ir_op_operand(op, idx))) {
    IrValue *v = ir_op_operand(op, idx);
    /* A scalar is taken for a list of one when it is a constant (as
     * ONNX's reference implementation does for Unsqueeze's axes). */
    if (v->type->elem->kind != TY_INT || v->type->elem->width < 32 || v->type->rank > 1 ||
        (v->type->rank == 0 && !onnx_const_value(v))) {
      oi_fail(in, "input %d ('%s') must be a 1-D tensor of int32 or int64, but got '%s'", idx, name,
           ir_type_str(in->ctx, v->type));
      return -3;
    }
    IrAttr *c = onnx_const_value(v);
    if (!c)
      return -2;
    int64_t n = ir_type_num_elements(c->type);
    int64_t *vals = oi_dims_alloc(in, (int)n);
    for (int64_t i = 0; i < n; i++)
      vals[i] = ir_dense_get_i64(c, i);
    *out = vals;
    return n;
  }
  return -1;
}

/* Operand count in [lo, hi] (hi < 0: no upper bound), operands below lo
 * present, every present operand a ranked tensor. */
bool oi_need_inputs(Infer *in, int lo, int hi) {
  IrOp *op = in->op;
  int nops = op->nopnds;
  if (nops < lo || (hi >= 0 && nops > hi)) {
    if (lo == hi)
      oi_fail(in, "expects %d inputs, got %d", lo, nops);
    else if (hi < 0)
      oi_fail(in, "expects at least %d inputs, got %d", lo, nops);
    else
      oi_fail(in, "expects %d to %d inputs, got %d", lo, hi, nops);
    return false;
  }
  for (int i = 0; i < lo; i++)
    if (oi_is_none(ir_op_operand(op, i))) {
      oi_fail(in, "input %d is required", i);
      return false;
    }
  for (int i = 0; i < nops; i++) {
    IrType *t = ir_op_operand(op, i)->type;
    if (t->kind != TY_NONE && (t->kind != TY_TENSOR || t->rank < 0)) {
      oi_fail(in, "input %d must be a ranked tensor, but got '%s'", i, ir_type_str(in->ctx, t));
      return false;
    }
  }
  return true;
}


void onnx_slice_clamp(int64_t dim, int64_t step, int64_t *s, int64_t *e) {
  if (*s < 0)
    *s = *s < -dim ? -1 : *s + dim;
  if (*e < 0)
    *e = *e < -dim ? -1 : *e + dim;
  if (step > 0) {
    *s = *s < 0 ? 0 : *s > dim ? dim : *s;
    *e = *e < 0 ? 0 : *e > dim ? dim : *e;
  } else {
    *s = *s < 0 ? -1 : *s > dim - 1 ? dim - 1 : *s;
    *e = *e < -1 ? -1 : *e > dim - 1 ? dim - 1 : *e;
  }
}

/* Slice's length along a dim of size `dim` for one (start, end, step),
 * clamped as ONNX says; all in checked arithmetic (values come from the
 * model and may be anything, INT64_MIN included). */
bool oi_slice_len(Infer *in, int64_t dim, int64_t s, int64_t e, int64_t st, int64_t *len) {
  if (st == 0) {
    oi_fail(in, "slice step must not be 0");
    return false;
  }
  /* The clamped bounds keep every difference within [-dim-1, dim+1]. */
  onnx_slice_clamp(dim, st, &s, &e);
  if (st > 0)
    *len = e > s ? (e - s - 1) / st + 1 : 0;
  else /* -st may overflow (st = INT64_MIN); (s - e - 1) / -st does not. */
    *len = s > e ? (s - e - 1) / (st == INT64_MIN ? INT64_MAX : -st) + 1 : 0;
  return true;
}

/* The result type of a unary elementwise operator (OX_UNARY): its input's,
 * which must be a float tensor (OX_FLOAT), a bool one (OX_BOOL) or one of
 * numbers (OX_NUMERIC). */
IrType *oi_unary(Infer *in) {
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  unsigned traits = onnx_op_traits(in->op);
  if ((traits & OX_BOOL) && in->t0->elem != in->ctx->i1_ty)
    return oi_fail(in, "input must be bool");
  if ((traits & OX_FLOAT) && !oi_is_float(in->t0))
    return oi_fail(in, "input must be a float tensor, but got '%s'", ir_type_str(in->ctx, in->t0));
  if ((traits & OX_NUMERIC) && in->t0->elem == in->ctx->i1_ty)
    return oi_fail(in, "input must be a tensor of numbers, but got '%s'",
                   ir_type_str(in->ctx, in->t0));
  return in->t0;
}

/* Ops whose results the inference does not give (Loop, Scan, If: the
 * importer types them from their bodies; Constant: from its value). */
IrType *oi_not_tensor_op(Infer *in) {
  return oi_fail(in, "is not a tensor op loopc supports");
}

/* The result type of Clip. */
IrType *oi_clip(Infer *in) {
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 3))
    return NULL;
  return t0;
}

/* The result type of Add, Sub, Mul, Div, Pow, And, Or and Xor. */
IrType *oi_arith(Infer *in) {
  IrContext *ctx = in->ctx;
  int kind = (int)ir_op_kind(in->op);
  IrValue *const *ops = in->ops;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  if (kind != OP_ONNX_POW && ops[0]->type->elem != ops[1]->type->elem)
    return oi_fail(in, "operand element types differ ('%s' vs '%s')",
                ir_type_str(ctx, ops[0]->type->elem), ir_type_str(ctx, ops[1]->type->elem));
  if ((kind == OP_ONNX_AND || kind == OP_ONNX_OR || kind == OP_ONNX_XOR) &&
      t0->elem != ctx->i1_ty)
    return oi_fail(in, "operands must be bool");
  return oi_broadcast(in, 2, ops, t0->elem);
}

/* The result type of Max and Min. */
IrType *oi_max_min(Infer *in) {
  int nops = in->op->nopnds;
  IrValue *const *ops = in->ops;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, -1))
    return NULL;
  for (int i = 1; i < nops; i++)
    if (ops[i]->type->elem != t0->elem)
      return oi_fail(in, "operand element types differ");
  return oi_broadcast(in, nops, ops, t0->elem);
}

/* The result type of Less, Greater, Equal, LessOrEqual and GreaterOrEqual. */
IrType *oi_compare(Infer *in) {
  IrContext *ctx = in->ctx;
  IrValue *const *ops = in->ops;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  if (ops[0]->type->elem != ops[1]->type->elem)
    return oi_fail(in, "operand element types differ");
  return oi_broadcast(in, 2, ops, ctx->i1_ty);
}

/* The result type of Where. */
IrType *oi_where(Infer *in) {
  IrContext *ctx = in->ctx;
  IrValue *const *ops = in->ops;
  if (!oi_need_inputs(in, 3, 3))
    return NULL;
  if (ops[0]->type->elem != ctx->i1_ty || ops[1]->type->elem != ops[2]->type->elem)
    return oi_fail(in, "condition must be bool and both branches of one element type");
  return oi_broadcast(in, 3, ops, ops[1]->type->elem);
}

/* The result type of Cast. */
IrType *oi_cast(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  int64_t to = oi_attr_int(op, "to", -1);
  IrType *elem = to >= INT32_MIN && to <= INT32_MAX ? onnx_dtype_to_type(ctx, (int32_t)to) : NULL;
  if (!elem)
    return oi_fail(in, "unsupported or missing 'to' type");
  return oi_tensor(in, elem, t0->rank, t0->dims);
}

/* The result type of Slice. */
IrType *oi_slice(Infer *in) {
  IrContext *ctx = in->ctx;
  IrValue *const *ops = in->ops;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 5))
    return NULL;
  int rank = t0->rank;
  int64_t *d = oi_dims_alloc(in, rank);
  for (int i = 0; i < rank; i++)
    d[i] = t0->dims[i];
  const int64_t *starts = NULL, *ends = NULL, *axes = NULL, *steps = NULL;
  int64_t ns = oi_int_list(in, "starts", 1, &starts);
  int64_t ne = oi_int_list(in, "ends", 2, &ends);
  int64_t na = oi_int_list(in, "axes", 3, &axes);
  int64_t nst = oi_int_list(in, "steps", 4, &steps);
  if (ns == -3 || ne == -3 || na == -3 || nst == -3)
    return NULL;
  if ((ns < 0 && ns != -2) || (ne < 0 && ne != -2))
    return oi_fail(in, "'starts' and 'ends' are required");
  /* The lists' lengths, where known (a constant's count or a size in the
   * type), agree: the lowering reads each up to the common length (and
   * checks the ones only the run knows). */
  int64_t cnt = -1, counts[4] = {ns, ne, na, nst};
  for (int i = 0; i < 4; i++) {
    int64_t len = counts[i];
    if (len == -2) /* an operand of rank 1 (int_list), not a constant */
      len = ops[1 + i]->type->dims[0] == TY_DYN ? -1 : ops[1 + i]->type->dims[0];
    if (len < 0)
      continue;
    if (cnt >= 0 && len != cnt)
      return oi_fail(in, "'starts', 'ends', 'axes' and 'steps' must have one length");
    cnt = len;
  }
  if (na == -2 || (na == -1 && cnt < 0)) {
    if (na == -2 || cnt < 0) {
      /* Axes known only when the program runs, or starts of unknown
       * length: every axis may be sliced. */
      for (int i = 0; i < rank; i++)
        d[i] = TY_DYN;
      return oi_tensor(in, t0->elem, rank, d);
    }
    return oi_fail(in, "'axes' must be a constant");
  }
  int64_t m = na >= 0 ? na : cnt;
  if (m > rank)
    return oi_fail(in, "slices %lld axes of a rank-%d tensor", (long long)m, rank);
  char *seen = arena_alloc(&ctx->arena, (size_t)rank + 1);
  for (int64_t k = 0; k < m; k++) {
    int64_t ax = na >= 0 ? axes[k] : k;
    if (!oi_norm_axis(in, &ax, rank))
      return NULL;
    if (seen[ax])
      return oi_fail(in, "axis %lld is sliced twice", (long long)ax);
    seen[ax] = 1;
    int64_t dim = t0->dims[ax];
    if (nst >= 0 && steps[k] == 0)
      return oi_fail(in, "slice step must not be 0");
    if (ns < 0 || ne < 0 || nst == -2 || dim == TY_DYN) {
      d[ax] = TY_DYN;
      continue;
    }
    if (!oi_slice_len(in, dim, starts[k], ends[k], nst >= 0 ? steps[k] : 1, &d[ax]))
      return NULL;
  }
  return oi_tensor(in, t0->elem, rank, d);
}

/* The result type of Unsqueeze and Squeeze. */
IrType *oi_unit_dims(Infer *in) {
  IrContext *ctx = in->ctx;
  int kind = (int)ir_op_kind(in->op);
  IrValue *const *ops = in->ops;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 2))
    return NULL;
  const int64_t *axes = NULL;
  int64_t na = oi_int_list(in, "axes", 1, &axes);
  if (na == -3)
    return NULL;
  int rank = t0->rank;
  if (na == -2) {
    /* Axes known when the program runs: as many as the operand's
     * length (checked distinct then); every size open. */
    int64_t m = ops[1]->type->dims[0];
    int64_t out = m == TY_DYN || m > IR_MAX_NESTING ? -1
                  : kind == OP_ONNX_UNSQUEEZE   ? rank + m
                                                : rank - m;
    if (out < 0)
      return oi_fail(in, "'axes' must be a constant or of known length");
    int64_t *d = oi_dims_alloc(in, (int)out);
    for (int i = 0; i < out; i++)
      d[i] = TY_DYN;
    return oi_tensor(in, t0->elem, out, d);
  }
  if (na == -1 && kind == OP_ONNX_UNSQUEEZE)
    return oi_fail(in, "'axes' must be a constant");
  if (kind == OP_ONNX_UNSQUEEZE) {
    if (na > IR_MAX_NESTING)
      return oi_fail(in, "inserts %lld dimensions, more than the maximum of %d", (long long)na,
                  IR_MAX_NESTING);
    int out = rank + (int)na;
    char *mark = arena_alloc(&ctx->arena, (size_t)out + 1);
    for (int64_t k = 0; k < na; k++) {
      int64_t ax = axes[k];
      if (!oi_norm_axis(in, &ax, out))
        return NULL;
      if (mark[ax])
        return oi_fail(in, "repeated axis %lld", (long long)ax);
      mark[ax] = 1;
    }
    int64_t *d = oi_dims_alloc(in, out);
    for (int i = 0, j = 0; i < out; i++)
      d[i] = mark[i] ? 1 : t0->dims[j++];
    return oi_tensor(in, t0->elem, out, d);
  }
  char *mark = arena_alloc(&ctx->arena, (size_t)rank + 1);
  int nsq = 0;
  if (na < 0) {
    for (int i = 0; i < rank; i++) {
      if (t0->dims[i] == TY_DYN)
        return oi_fail(in, "cannot squeeze a dimension of unknown size without 'axes'");
      if (t0->dims[i] == 1)
        mark[i] = 1, nsq++;
    }
  } else {
    for (int64_t k = 0; k < na; k++) {
      int64_t ax = axes[k];
      if (!oi_norm_axis(in, &ax, rank))
        return NULL;
      if (t0->dims[ax] != 1 && t0->dims[ax] != TY_DYN)
        return oi_fail(in, "cannot squeeze dimension %lld of size %lld", (long long)ax,
                    (long long)t0->dims[ax]);
      if (!mark[ax])
        mark[ax] = 1, nsq++;
    }
  }
  int64_t *d = oi_dims_alloc(in, rank - nsq);
  for (int i = 0, j = 0; i < rank; i++)
    if (!mark[i])
      d[j++] = t0->dims[i];
  return oi_tensor(in, t0->elem, rank - nsq, d);
}

/* The result type of MatMul. */
IrType *oi_matmul(Infer *in) {
  IrValue *const *ops = in->ops;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *a = ops[0]->type, *b = ops[1]->type;
  if (a->elem != b->elem || a->rank == 0 || b->rank == 0)
    return oi_fail(in, "operands must be tensors of rank >= 1 with one element type");
  if (a->elem->kind != TY_FLOAT && a->elem->kind != TY_INT)
    return oi_fail(in, "operands must be tensors of numbers");
  int ra = a->rank, rb = b->rank;
  int64_t ka = a->dims[ra - 1], kb = rb == 1 ? b->dims[0] : b->dims[rb - 2];
  if (ka != TY_DYN && kb != TY_DYN && ka != kb)
    return oi_fail(in, "inner dimensions differ (%lld vs %lld)", (long long)ka, (long long)kb);
  /* Batch dims broadcast; then [M] (if a has rank >= 2) and [N] (if b does). */
  int ba = ra > 2 ? ra - 2 : 0, bb = rb > 2 ? rb - 2 : 0;
  int brank = ba > bb ? ba : bb;
  int out = brank + (ra >= 2) + (rb >= 2);
  int64_t *d = oi_dims_alloc(in, out);
  for (int k = 0; k < brank; k++) {
    int ia = k - (brank - ba), ib = k - (brank - bb);
    int64_t x = ia >= 0 ? a->dims[ia] : 1, y = ib >= 0 ? b->dims[ib] : 1;
    if (x != TY_DYN && y != TY_DYN && x != y && x != 1 && y != 1)
      return oi_fail(in, "batch dimensions cannot be broadcast (%lld vs %lld)", (long long)x,
                  (long long)y);
    d[k] = x == 1 ? y : y == 1 ? x : x == y ? x : TY_DYN;
  }
  int j = brank;
  if (ra >= 2)
    d[j++] = a->dims[ra - 2];
  if (rb >= 2)
    d[j++] = b->dims[rb - 1];
  return oi_tensor(in, a->elem, out, d);
}

/* The result type of Gemm. */
IrType *oi_gemm(Infer *in) {
  IrOp *op = in->op;
  int nops = in->op->nopnds;
  IrValue *const *ops = in->ops;
  if (!oi_need_inputs(in, 2, 3))
    return NULL;
  IrType *a = ops[0]->type, *b = ops[1]->type;
  if (a->rank != 2 || b->rank != 2 || a->elem != b->elem || a->elem->kind != TY_FLOAT)
    return oi_fail(in, "A and B must be 2-D float tensors of one element type");
  bool ta = oi_attr_int(op, "transA", 0), tb = oi_attr_int(op, "transB", 0);
  int64_t ka = ta ? a->dims[0] : a->dims[1], kb = tb ? b->dims[1] : b->dims[0];
  if (ka != TY_DYN && kb != TY_DYN && ka != kb)
    return oi_fail(in, "inner dimensions differ (%lld vs %lld)", (long long)ka, (long long)kb);
  int64_t d[2] = {ta ? a->dims[1] : a->dims[0], tb ? b->dims[0] : b->dims[1]};
  if (nops > 2 && !oi_is_none(ops[2])) {
    /* C broadcasts (unidirectionally) to the [M, N] result. */
    IrType *c = ops[2]->type;
    if (c->elem != a->elem || c->rank > 2)
      return oi_fail(in, "C must be a tensor of rank <= 2 with A's element type");
    for (int i = 0; i < c->rank; i++) {
      int64_t x = c->dims[i], y = d[2 - c->rank + i];
      if (x != TY_DYN && y != TY_DYN && x != 1 && x != y)
        return oi_fail(in, "C cannot be broadcast to the result (%lld vs %lld)", (long long)x,
                    (long long)y);
    }
  }
  return oi_tensor(in, a->elem, 2, d);
}

/* The result type of Concat. */
IrType *oi_concat(Infer *in) {
  IrOp *op = in->op;
  int nops = in->op->nopnds;
  IrValue *const *ops = in->ops;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, -1))
    return NULL;
  int rank = t0->rank;
  int64_t axis = oi_attr_int(op, "axis", 0);
  if (!oi_norm_axis(in, &axis, rank))
    return NULL;
  int64_t *d = oi_dims_alloc(in, rank);
  for (int i = 0; i < rank; i++)
    d[i] = t0->dims[i];
  for (int i = 1; i < nops; i++) {
    IrType *t = ops[i]->type;
    if (t->kind != TY_TENSOR || t->rank != rank || t->elem != t0->elem)
      return oi_fail(in, "inputs must have one rank and element type");
    for (int k = 0; k < rank; k++) {
      if (k == axis) {
        if (d[k] == TY_DYN || t->dims[k] == TY_DYN)
          d[k] = TY_DYN;
        else if (!ck_add(d[k], t->dims[k], &d[k]))
          return oi_fail(in, "the size of the concatenation overflows");
      } else if (d[k] == TY_DYN) {
        d[k] = t->dims[k];
      } else if (t->dims[k] != TY_DYN && t->dims[k] != d[k]) {
        return oi_fail(in, "inputs differ in dimension %d (%lld vs %lld)", k, (long long)d[k],
                    (long long)t->dims[k]);
      }
    }
  }
  return oi_tensor(in, t0->elem, rank, d);
}

/* The result type of Reshape. */
IrType *oi_reshape(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrValue *const *ops = in->ops;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *s = ops[1]->type;
  if (s->rank != 1 || s->dims[0] == TY_DYN || s->elem != ctx->i64_ty)
    return oi_fail(in, "the shape input must be a 1-D int64 tensor of known length, but got '%s'",
                ir_type_str(ctx, s));
  if (s->dims[0] > IR_MAX_NESTING)
    return oi_fail(in, "the shape has %lld dimensions, more than the maximum of %d",
                (long long)s->dims[0], IR_MAX_NESTING);
  int rank = (int)s->dims[0];
  int64_t *d = oi_dims_alloc(in, rank);
  IrAttr *c = onnx_const_value(ops[1]);
  bool allowzero = oi_attr_int(op, "allowzero", 0);
  if (!c) {
    for (int i = 0; i < rank; i++)
      d[i] = TY_DYN;
    return oi_tensor(in, t0->elem, rank, d);
  }
  /* known: product of the given sizes, -1 once one is unknown. */
  int64_t known = 1, neg = -1;
  for (int i = 0; i < rank; i++) {
    int64_t v = ir_dense_get_i64(c, i);
    if (v == 0 && !allowzero) {
      if (i >= t0->rank)
        return oi_fail(in, "shape entry %d is 0 (copy) but the input has rank %d", i, t0->rank);
      v = t0->dims[i];
    }
    if (v == -1) {
      if (neg >= 0)
        return oi_fail(in, "more than one -1 in the shape");
      neg = i;
    } else if (v == TY_DYN) {
      known = -1;
    } else if (v < 0) {
      return oi_fail(in, "shape entry %d is negative (%lld)", i, (long long)v);
    } else if (known >= 0 && !ck_mul(known, v, &known)) {
      return oi_fail(in, "the shape's element count overflows");
    }
    d[i] = v;
  }
  int64_t total = ir_type_num_elements(t0);
  if (total < 0 && ir_type_num_dynamic(t0) == 0)
    return oi_fail(in, "the input's element count overflows");
  if (neg >= 0) {
    if (total >= 0 && known == 0)
      return oi_fail(in, "cannot infer the -1 entry of a shape whose other entries multiply to 0");
    if (total >= 0 && known > 0 && total % known != 0)
      return oi_fail(in, "cannot reshape %lld elements into a multiple of %lld", (long long)total,
                  (long long)known);
    d[neg] = total >= 0 && known > 0 ? total / known : TY_DYN;
  } else if (total >= 0 && known >= 0 && total != known) {
    /* The C would read past the input (float[4] reshaped to [8]). */
    return oi_fail(in, "cannot reshape %lld elements into a shape of %lld elements",
                (long long)total, (long long)known);
  }
  return oi_tensor(in, t0->elem, rank, d);
}

/* The result type of Transpose. */
IrType *oi_transpose(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  int rank = t0->rank;
  IrAttr *p = ir_op_get_attr(op, "perm");
  if (p && (p->kind != ATTR_DENSE_ARRAY || p->u.darray.n != rank))
    return oi_fail(in, "'perm' must list %d axes", rank);
  int64_t *d = oi_dims_alloc(in, rank);
  char *seen = arena_alloc(&ctx->arena, (size_t)rank + 1);
  for (int i = 0; i < rank; i++) {
    int64_t q = p ? p->u.darray.vals[i] : rank - 1 - i;
    if (q < 0 || q >= rank || seen[q])
      return oi_fail(in, "'perm' is not a permutation");
    seen[q] = 1;
    d[i] = t0->dims[q];
  }
  return oi_tensor(in, t0->elem, rank, d);
}

/* The result type of Gather. */
IrType *oi_gather(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrValue *const *ops = in->ops;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *ix = ops[1]->type;
  if (ix->elem != ctx->i32_ty && ix->elem != ctx->i64_ty)
    return oi_fail(in, "indices must be int32 or int64");
  int64_t axis = oi_attr_int(op, "axis", 0);
  if (!oi_norm_axis(in, &axis, t0->rank))
    return NULL;
  int64_t out = (int64_t)t0->rank - 1 + ix->rank;
  if (out > IR_MAX_NESTING)
    return oi_tensor(in, t0->elem, out, NULL);
  int64_t *d = oi_dims_alloc(in, (int)out);
  int j = 0;
  for (int i = 0; i < axis; i++)
    d[j++] = t0->dims[i];
  for (int i = 0; i < ix->rank; i++)
    d[j++] = ix->dims[i];
  for (int i = (int)axis + 1; i < t0->rank; i++)
    d[j++] = t0->dims[i];
  return oi_tensor(in, t0->elem, out, d);
}

/* The result type of Shape. */
IrType *oi_shape(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  int64_t r = t0->rank, s = oi_attr_int(op, "start", 0), e = oi_attr_int(op, "end", r);
  s = s < 0 ? (s < -r ? 0 : s + r) : s;
  e = e < 0 ? (e < -r ? 0 : e + r) : e;
  s = s > r ? r : s;
  e = e > r ? r : e;
  int64_t len = e > s ? e - s : 0;
  return oi_tensor(in, ctx->i64_ty, 1, &len);
}

/* The result type of Size. */
IrType *oi_size(Infer *in) {
  IrContext *ctx = in->ctx;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  return oi_tensor(in, ctx->i64_ty, 0, NULL);
}

/* The result type of Range. */
IrType *oi_range(Infer *in) {
  IrValue *const *ops = in->ops;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 3, 3))
    return NULL;
  for (int i = 0; i < 3; i++)
    if (ops[i]->type->rank != 0 || ops[i]->type->elem != t0->elem)
      return oi_fail(in, "start, limit and delta must be scalars of one type");
  if (t0->elem->kind != TY_FLOAT && t0->elem->kind != TY_INT)
    return oi_fail(in, "start, limit and delta must be numbers");
  int64_t len = TY_DYN;
  IrAttr *a = onnx_const_value(ops[0]), *b = onnx_const_value(ops[1]);
  IrAttr *c = onnx_const_value(ops[2]);
  if (a && b && c) {
    double s = ir_dense_get_f64(a, 0), l = ir_dense_get_f64(b, 0), dl = ir_dense_get_f64(c, 0);
    if (dl == 0)
      return oi_fail(in, "delta must not be 0");
    double q = ceil((l - s) / dl);
    /* Range(0, INT64_MAX, 1): a length no buffer can have. */
    if (!(q < 9.2e18))
      return oi_fail(in, "the length of the range (%g) is too large", q);
    len = q > 0 ? (int64_t)q : 0;
  }
  return oi_tensor(in, t0->elem, 1, &len);
}

/* The result type of Flatten. */
IrType *oi_flatten(Infer *in) {
  IrOp *op = in->op;
  IrType *t0 = in->t0;
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  int64_t axis = oi_attr_int(op, "axis", 1);
  if (axis < 0)
    axis += t0->rank;
  if (axis < 0 || axis > t0->rank)
    return oi_fail(in, "axis out of range");
  int64_t d[2] = {1, 1};
  for (int i = 0; i < t0->rank; i++) {
    int64_t *p = &d[i >= axis];
    if (*p != TY_DYN && (t0->dims[i] == TY_DYN || !ck_mul(*p, t0->dims[i], p)))
      *p = TY_DYN;
  }
  if (ir_type_num_dynamic(t0) == 0 && (d[0] == TY_DYN || d[1] == TY_DYN))
    return oi_fail(in, "the input's element count overflows");
  return oi_tensor(in, t0->elem, 2, d);
}

/* The `infer` column of onnx_operators.def, by op kind. */
static OiInferFn *const infer_fns[ONNX_OP_TABLE_SIZE] = {
#define ONNX_OPERATOR(id, traits, infer, lower) [ONNX_OP_INDEX(id)] = infer,
#define ONNX_ELEMENTWISE(id, traits, infer, lower, scalar) [ONNX_OP_INDEX(id)] = infer,
#include "onnx_operators.def"
};

/* The result type of op by its row's `infer` function. */
static IrType *infer(Infer *in) {
  IrOp *op = in->op;
  int nops = op->nopnds;
  IrValue *vals[8];
  in->ops = nops <= 8 ? vals : arena_alloc(&in->ctx->arena, sizeof(IrValue *) * (size_t)nops);
  for (int i = 0; i < nops; i++)
    in->ops[i] = ir_op_operand(op, i);
  in->t0 = nops > 0 && !oi_is_none(in->ops[0]) ? in->ops[0]->type : NULL;
  OiInferFn *fn = infer_fns[onnx_op_index(op)];
  IrType *t = fn ? fn(in) : oi_not_tensor_op(in);
  in->ops = NULL;
  return t;
}

bool onnx_infer_result_types(IrContext *ctx, IrOp *op, IrType **types, char **err) {
  IrType **extra = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(op->nresults + 1));
  memset(extra, 0, sizeof(IrType *) * (size_t)(op->nresults + 1));
  Infer in = {ctx, op, NULL, extra, 1, NULL, NULL};
  IrType *t = infer(&in);
  if (t && op->nresults > in.nres) {
    oi_fail(&in, "has %d outputs, expected at most %d", op->nresults, in.nres);
    t = NULL;
  }
  for (int i = 1; t && i < op->nresults; i++)
    if (!extra[i]) {
      oi_fail(&in, "output %d has no type", i);
      t = NULL;
    }
  for (int i = 0; t && i < op->nresults; i++) {
    types[i] = i ? extra[i] : t;
    if (!ir_type_fits(types[i])) {
      oi_fail(&in, "result type '%s' is too large: its size in bytes does not fit in 64 bits",
              ir_type_str(ctx, types[i]));
      t = NULL;
    }
  }
  if (t) {
    free(in.err);
    in.err = NULL;
  }
  *err = in.err;
  return t != NULL;
}

IrType *onnx_infer_result_type(IrContext *ctx, IrOp *op, char **err) {
  IrType *extra[2] = {NULL, NULL};
  Infer in = {ctx, op, NULL, extra, 1, NULL, NULL};
  IrType *t = infer(&in);
  if (t && !ir_type_fits(t)) {
    oi_fail(&in, "result type '%s' is too large: its size in bytes does not fit in 64 bits",
         ir_type_str(ctx, t));
    t = NULL;
  }
  if (t) {
    free(in.err);
    in.err = NULL;
  }
  *err = in.err;
  return t;
}
