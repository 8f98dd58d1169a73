/* onnx_infer_seq.c: result types of the sequence and optional ops (and of
 * Identity on a sequence or optional). */
#include "onnx_infer_internal.h"

static IrType *opnd(Infer *in, int i) {
  return i < in->op->nopnds ? ir_op_operand(in->op, i)->type : NULL;
}

static bool present(Infer *in, int i) { return opnd(in, i) && opnd(in, i)->kind != TY_NONE; }

static bool count_in(Infer *in, int lo, int hi) {
  int n = in->op->nopnds;
  if (n < lo || n > hi) {
    oi_fail(in, lo == hi ? "expects %d inputs, got %d" : "expects %d to %d inputs, got %d", lo,
            lo == hi ? n : hi, n);
    return false;
  }
  for (int i = 0; i < lo; i++)
    if (!present(in, i)) {
      oi_fail(in, "input %d is required", i);
      return false;
    }
  return true;
}

static bool is_seq(Infer *in, int i) { return onnx_type_kind(in->ctx, opnd(in, i)) == ONNX_VK_SEQ; }

static bool is_ranked(const IrType *t) { return t->kind == TY_TENSOR && t->rank >= 0; }

static bool need_seq(Infer *in, int i) {
  if (is_seq(in, i))
    return true;
  oi_fail(in, "input %d must be a sequence, but got '%s'", i, ir_type_str(in->ctx, opnd(in, i)));
  return false;
}

static bool need_tensor(Infer *in, int i) {
  if (is_ranked(opnd(in, i)))
    return true;
  oi_fail(in, "input %d must be a ranked tensor, but got '%s'", i,
          ir_type_str(in->ctx, opnd(in, i)));
  return false;
}

/* An optional position input: a scalar (one element) of int32 or int64. */
static bool need_position(Infer *in, int i) {
  if (!present(in, i))
    return true;
  IrType *t = opnd(in, i);
  if (is_ranked(t) && t->elem->kind == TY_INT && (t->elem->width == 32 || t->elem->width == 64) &&
      (t->rank == 0 || (t->rank == 1 && t->dims[0] == 1)))
    return true;
  oi_fail(in, "position must be a scalar of type int32 or int64, but got '%s'",
          ir_type_str(in->ctx, t));
  return false;
}

/* The element type that a sequence of elem and a new tensor t hold. */
static IrType *with_element(Infer *in, IrType *seq, IrType *t) {
  IrContext *ctx = in->ctx;
  if (onnx_type_dtype(ctx, seq) != t->elem) {
    oi_fail(in, "tensor element type '%s' differs from the sequence's '%s'",
            ir_type_str(ctx, t->elem), ir_type_str(ctx, onnx_type_dtype(ctx, seq)));
    return NULL;
  }
  return onnx_type_join(ctx, seq, onnx_type_seq(ctx, t, NULL));
}

/* The ranked element type of the sequence input i, or NULL after an error. */
static IrType *ranked_elem(Infer *in, int i) {
  IrType *e = onnx_type_list_elem(in->ctx, opnd(in, i));
  if (!e || e->rank < 0) {
    oi_fail(in, "the elements of sequence '%s' have no known rank (loopc needs one here)",
            ir_type_str(in->ctx, opnd(in, i)));
    return NULL;
  }
  return e;
}

/* The result type of SequenceEmpty. */
IrType *oi_sequence_empty(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  if (!count_in(in, 0, 0))
    return NULL;
  int64_t dt = oi_attr_int(op, "dtype", 1);
  IrType *e = dt >= 0 && dt <= INT32_MAX ? onnx_dtype_to_type(ctx, (int32_t)dt) : NULL;
  if (!e)
    return oi_fail(in, "unsupported 'dtype' %lld", (long long)dt);
  return onnx_type_seq(ctx, NULL, e);
}

/* The result type of SequenceConstruct. */
IrType *oi_sequence_construct(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  if (op->nopnds < 1)
    return oi_fail(in, "expects at least 1 input, got 0");
  IrType *s = NULL;
  for (int i = 0; i < op->nopnds; i++) {
    if (!present(in, i))
      return oi_fail(in, "input %d is required", i);
    if (!need_tensor(in, i))
      return NULL;
    s = s ? with_element(in, s, opnd(in, i)) : onnx_type_seq(ctx, opnd(in, i), NULL);
    if (!s)
      return NULL;
  }
  return s;
}

/* The result type of SequenceInsert. */
IrType *oi_sequence_insert(Infer *in) {
  if (!count_in(in, 2, 3) || !need_seq(in, 0) || !need_tensor(in, 1) || !need_position(in, 2))
    return NULL;
  return with_element(in, opnd(in, 0), opnd(in, 1));
}

/* The result type of SequenceErase. */
IrType *oi_sequence_erase(Infer *in) {
  if (!count_in(in, 1, 2) || !need_seq(in, 0) || !need_position(in, 1))
    return NULL;
  return opnd(in, 0);
}

/* The result type of SequenceAt. */
IrType *oi_sequence_at(Infer *in) {
  if (!count_in(in, 2, 2) || !need_seq(in, 0) || !need_position(in, 1))
    return NULL;
  return ranked_elem(in, 0);
}

/* The result type of SequenceLength. */
IrType *oi_sequence_length(Infer *in) {
  IrContext *ctx = in->ctx;
  if (!count_in(in, 1, 1) || !need_seq(in, 0))
    return NULL;
  return ir_type_tensor(ctx, ctx->i64_ty, 0, NULL);
}

/* The result type of SplitToSequence. */
IrType *oi_split_to_sequence(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  if (!count_in(in, 1, 2) || !need_tensor(in, 0))
    return NULL;
  IrType *t = opnd(in, 0);
  if (present(in, 1)) {
    IrType *s = opnd(in, 1);
    if (!is_ranked(s) || s->rank > 1 || s->elem->kind != TY_INT || s->elem->width < 32)
      return oi_fail(in, "'split' must be a scalar or 1-D tensor of int32 or int64, but got '%s'",
              ir_type_str(ctx, s));
  }
  int64_t axis = oi_attr_int(op, "axis", 0);
  if (!oi_norm_axis(in, &axis, t->rank))
    return NULL;
  bool keep = oi_attr_int(op, "keepdims", 1) != 0 || present(in, 1);
  int64_t *d = oi_dims_alloc(in, t->rank);
  int j = 0;
  for (int i = 0; i < t->rank; i++)
    if (i != axis)
      d[j++] = t->dims[i];
    else if (keep)
      d[j++] = present(in, 1) ? TY_DYN : 1;
  IrType *e = oi_tensor(in, t->elem, j, d);
  return e ? onnx_type_seq(ctx, e, NULL) : NULL;
}

/* The result type of ConcatFromSequence. */
IrType *oi_concat_from_sequence(Infer *in) {
  IrOp *op = in->op;
  if (!count_in(in, 1, 1) || !need_seq(in, 0))
    return NULL;
  IrType *e = ranked_elem(in, 0);
  if (!e)
    return NULL;
  bool na = oi_attr_int(op, "new_axis", 0) != 0;
  int64_t r = e->rank + na, axis = oi_attr_int(op, "axis", INT64_MIN);
  if (axis == INT64_MIN)
    return oi_fail(in, "requires the 'axis' attribute");
  if (r == 0)
    return oi_fail(in, "cannot concatenate scalars without 'new_axis'");
  if (!oi_norm_axis(in, &axis, r))
    return NULL;
  /* The axis's size is the element count's (new_axis) or the sum of the
   * elements' sizes along it: known when the program runs. The other
   * sizes are the elements'; the axis's own size in the elements is
   * skipped unless the axis is new. */
  int64_t *d = oi_dims_alloc(in, (int)r);
  for (int i = 0, j = 0; i < r; i++) {
    d[i] = i == axis ? TY_DYN : e->dims[j];
    j += i != axis || !na;
  }
  return oi_tensor(in, e->elem, r, d);
}

/* The result type of Optional. */
IrType *oi_optional(Infer *in) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  if (!count_in(in, 0, 1))
    return NULL;
  if (present(in, 0)) {
    IrType *t = opnd(in, 0);
    OnnxValueKind k = onnx_type_kind(ctx, t);
    if (k == ONNX_VK_TENSOR ? !is_ranked(t) : k != ONNX_VK_SEQ)
      return oi_fail(in, "input must be a ranked tensor or a sequence, but got '%s'",
              ir_type_str(ctx, t));
    return onnx_type_opt(ctx, t);
  }
  IrAttr *a = ir_op_get_attr(op, "type");
  IrType *t = a && a->kind == ATTR_TYPE ? a->type : NULL;
  OnnxValueKind k = t ? onnx_type_kind(ctx, t) : ONNX_VK_OTHER;
  if (!t || (k != ONNX_VK_TENSOR && k != ONNX_VK_SEQ))
    return oi_fail(in, "without an input, requires a 'type' attribute naming a tensor or sequence "
                "type");
  return onnx_type_opt(ctx, t);
}

/* The result type of OptionalHasElement. */
IrType *oi_optional_has_element(Infer *in) {
  IrContext *ctx = in->ctx;
  if (!count_in(in, 0, 1))
    return NULL;
  if (present(in, 0)) {
    OnnxValueKind k = onnx_type_kind(ctx, opnd(in, 0));
    if (k == ONNX_VK_OTHER || (k == ONNX_VK_TENSOR && !is_ranked(opnd(in, 0))))
      return oi_fail(in, "input must be an optional, a tensor or a sequence");
  }
  return ir_type_tensor(ctx, ctx->i1_ty, 0, NULL);
}

/* The result type of OptionalGetElement. */
IrType *oi_optional_get_element(Infer *in) {
  IrContext *ctx = in->ctx;
  if (!count_in(in, 1, 1))
    return NULL;
  IrType *t = opnd(in, 0);
  OnnxValueKind k = onnx_type_kind(ctx, t);
  if (k == ONNX_VK_OPT_TENSOR || k == ONNX_VK_OPT_SEQ) {
    IrType *inner = onnx_type_opt_inner(ctx, t);
    if (inner->kind == TY_TENSOR && inner->rank < 0)
      return oi_fail(in, "the optional's tensor has no known rank (loopc needs one here)");
    return inner;
  }
  if ((k == ONNX_VK_TENSOR && is_ranked(t)) || k == ONNX_VK_SEQ)
    return t;
  return oi_fail(in, "input must be an optional, a tensor or a sequence");
}

/* The result type of Identity: its operand's, a list's as is (else a
 * tensor's, oi_unary). */
IrType *oi_identity(Infer *in) {
  if (in->op->nopnds == 1 && present(in, 0) && onnx_type_is_list(in->ctx, opnd(in, 0)))
    return opnd(in, 0);
  return oi_unary(in);
}

