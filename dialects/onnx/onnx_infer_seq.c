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

bool oi_infer_seq(Infer *in, IrType **out) {
  IrContext *ctx = in->ctx;
  IrOp *op = in->op;
  int kind = (int)ir_op_kind(op);
  *out = NULL;
  switch (kind) {
  case OP_ONNX_IDENTITY:
    if (op->nopnds != 1 || !present(in, 0) || !onnx_type_is_list(ctx, opnd(in, 0)))
      return false; /* a tensor's Identity */
    *out = opnd(in, 0);
    return true;
  case OP_ONNX_SEQUENCEEMPTY: {
    if (!count_in(in, 0, 0))
      return true;
    int64_t dt = oi_attr_int(op, "dtype", 1);
    IrType *e = dt >= 0 && dt <= INT32_MAX ? onnx_dtype_to_type(ctx, (int32_t)dt) : NULL;
    if (!e) {
      oi_fail(in, "unsupported 'dtype' %lld", (long long)dt);
      return true;
    }
    *out = onnx_type_seq(ctx, NULL, e);
    return true;
  }
  case OP_ONNX_SEQUENCECONSTRUCT: {
    if (op->nopnds < 1) {
      oi_fail(in, "expects at least 1 input, got 0");
      return true;
    }
    IrType *s = NULL;
    for (int i = 0; i < op->nopnds; i++) {
      if (!present(in, i)) {
        oi_fail(in, "input %d is required", i);
        return true;
      }
      if (!need_tensor(in, i))
        return true;
      s = s ? with_element(in, s, opnd(in, i)) : onnx_type_seq(ctx, opnd(in, i), NULL);
      if (!s)
        return true;
    }
    *out = s;
    return true;
  }
  case OP_ONNX_SEQUENCEINSERT:
    if (count_in(in, 2, 3) && need_seq(in, 0) && need_tensor(in, 1) && need_position(in, 2))
      *out = with_element(in, opnd(in, 0), opnd(in, 1));
    return true;
  case OP_ONNX_SEQUENCEERASE:
    if (count_in(in, 1, 2) && need_seq(in, 0) && need_position(in, 1))
      *out = opnd(in, 0);
    return true;
  case OP_ONNX_SEQUENCEAT:
    if (count_in(in, 2, 2) && need_seq(in, 0) && need_position(in, 1))
      *out = ranked_elem(in, 0);
    return true;
  case OP_ONNX_SEQUENCELENGTH:
    if (count_in(in, 1, 1) && need_seq(in, 0))
      *out = ir_type_tensor(ctx, ctx->i64_ty, 0, NULL);
    return true;
  case OP_ONNX_SPLITTOSEQUENCE: {
    if (!count_in(in, 1, 2) || !need_tensor(in, 0))
      return true;
    IrType *t = opnd(in, 0);
    if (present(in, 1)) {
      IrType *s = opnd(in, 1);
      if (!is_ranked(s) || s->rank > 1 || s->elem->kind != TY_INT || s->elem->width < 32) {
        oi_fail(in, "'split' must be a scalar or 1-D tensor of int32 or int64, but got '%s'",
                ir_type_str(ctx, s));
        return true;
      }
    }
    int64_t axis = oi_attr_int(op, "axis", 0);
    if (!oi_norm_axis(in, &axis, t->rank))
      return true;
    bool keep = oi_attr_int(op, "keepdims", 1) != 0 || present(in, 1);
    int64_t *d = oi_dims_alloc(in, t->rank);
    int j = 0;
    for (int i = 0; i < t->rank; i++)
      if (i != axis)
        d[j++] = t->dims[i];
      else if (keep)
        d[j++] = present(in, 1) ? TY_DYN : 1;
    IrType *e = oi_tensor(in, t->elem, j, d);
    if (e)
      *out = onnx_type_seq(ctx, e, NULL);
    return true;
  }
  case OP_ONNX_CONCATFROMSEQUENCE: {
    if (!count_in(in, 1, 1) || !need_seq(in, 0))
      return true;
    IrType *e = ranked_elem(in, 0);
    if (!e)
      return true;
    bool na = oi_attr_int(op, "new_axis", 0) != 0;
    int64_t r = e->rank + na, axis = oi_attr_int(op, "axis", INT64_MIN);
    if (axis == INT64_MIN) {
      oi_fail(in, "requires the 'axis' attribute");
      return true;
    }
    if (r == 0) {
      oi_fail(in, "cannot concatenate scalars without 'new_axis'");
      return true;
    }
    if (!oi_norm_axis(in, &axis, r))
      return true;
    /* The axis's size is the element count's (new_axis) or the sum of the
     * elements' sizes along it: known when the program runs. The other
     * sizes are the elements'; the axis's own size in the elements is
     * skipped unless the axis is new. */
    int64_t *d = oi_dims_alloc(in, (int)r);
    for (int i = 0, j = 0; i < r; i++) {
      d[i] = i == axis ? TY_DYN : e->dims[j];
      j += i != axis || !na;
    }
    *out = oi_tensor(in, e->elem, r, d);
    return true;
  }
  case OP_ONNX_OPTIONAL: {
    if (!count_in(in, 0, 1))
      return true;
    if (present(in, 0)) {
      IrType *t = opnd(in, 0);
      OnnxValueKind k = onnx_type_kind(ctx, t);
      if (k == ONNX_VK_TENSOR ? !is_ranked(t) : k != ONNX_VK_SEQ) {
        oi_fail(in, "input must be a ranked tensor or a sequence, but got '%s'",
                ir_type_str(ctx, t));
        return true;
      }
      *out = onnx_type_opt(ctx, t);
      return true;
    }
    IrAttr *a = ir_op_get_attr(op, "type");
    IrType *t = a && a->kind == ATTR_TYPE ? a->type : NULL;
    OnnxValueKind k = t ? onnx_type_kind(ctx, t) : ONNX_VK_OTHER;
    if (!t || (k != ONNX_VK_TENSOR && k != ONNX_VK_SEQ)) {
      oi_fail(in, "without an input, requires a 'type' attribute naming a tensor or sequence "
                  "type");
      return true;
    }
    *out = onnx_type_opt(ctx, t);
    return true;
  }
  case OP_ONNX_OPTIONALHASELEMENT: {
    if (!count_in(in, 0, 1))
      return true;
    if (present(in, 0)) {
      OnnxValueKind k = onnx_type_kind(ctx, opnd(in, 0));
      if (k == ONNX_VK_OTHER || (k == ONNX_VK_TENSOR && !is_ranked(opnd(in, 0)))) {
        oi_fail(in, "input must be an optional, a tensor or a sequence");
        return true;
      }
    }
    *out = ir_type_tensor(ctx, ctx->i1_ty, 0, NULL);
    return true;
  }
  case OP_ONNX_OPTIONALGETELEMENT: {
    if (!count_in(in, 1, 1))
      return true;
    IrType *t = opnd(in, 0);
    OnnxValueKind k = onnx_type_kind(ctx, t);
    if (k == ONNX_VK_OPT_TENSOR || k == ONNX_VK_OPT_SEQ) {
      IrType *inner = onnx_type_opt_inner(ctx, t);
      if (inner->kind == TY_TENSOR && inner->rank < 0)
        oi_fail(in, "the optional's tensor has no known rank (loopc needs one here)");
      else
        *out = inner;
    } else if ((k == ONNX_VK_TENSOR && is_ranked(t)) || k == ONNX_VK_SEQ) {
      *out = t;
    } else {
      oi_fail(in, "input must be an optional, a tensor or a sequence");
    }
    return true;
  }
  default:
    return false;
  }
}
