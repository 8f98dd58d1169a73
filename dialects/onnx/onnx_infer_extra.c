/* onnx_infer_extra.c: the result types of ReverseSequence (ONNX's operator
 * documentation, opset 10). */
#include "onnx_infer_internal.h"

/* ReverseSequence (input, sequence_lens): input's type; batch_axis and
 * time_axis 0 and 1 in either order, sequence_lens int64 of the batch size. */
IrType *oi_reverse_sequence(Infer *in) {
  if (!oi_need_inputs(in, 2, 2))
    return NULL;
  IrType *x = in->t0, *l = in->ops[1]->type;
  int64_t b = oi_attr_int(in->op, "batch_axis", 1), t = oi_attr_int(in->op, "time_axis", 0);
  if (x->rank < 2)
    return oi_fail(in, "input must have rank 2 or more");
  if (!((b == 0 && t == 1) || (b == 1 && t == 0)))
    return oi_fail(in, "'batch_axis' and 'time_axis' must be 0 and 1, in either order");
  if (l->rank != 1 || l->elem != in->ctx->i64_ty ||
      (l->dims[0] != TY_DYN && x->dims[b] != TY_DYN && l->dims[0] != x->dims[b]))
    return oi_fail(in, "sequence_lens must be a 1-D int64 tensor of the batch size");
  return x;
}
