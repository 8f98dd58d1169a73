/* onnx_infer_extra.c: the result types of ReverseSequence, Det and
 * MaxUnpool (ONNX's operator documentation, opsets 10 and 11). */
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

/* Det: the determinants of the square matrices in x's last two dims. */
IrType *oi_det(Infer *in) {
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  IrType *x = in->t0;
  int64_t m = x->rank >= 2 ? x->dims[x->rank - 1] : 0, n = x->rank >= 2 ? x->dims[x->rank - 2] : 0;
  if (!oi_is_float(x) || x->rank < 2 || (m != TY_DYN && n != TY_DYN && m != n))
    return oi_fail(in, "input must be a float tensor of square matrices (rank 2 or more)");
  return oi_tensor(in, x->elem, x->rank - 2, x->dims);
}

/* MaxUnpool (X, I, output_shape): X's shape with each spatial size
 * (in - 1) * stride + kernel - pads, or output_shape's values (known when
 * the program runs unless a constant). */
IrType *oi_max_unpool(Infer *in) {
  if (!oi_need_inputs(in, 2, 3))
    return NULL;
  IrType *x = in->t0, *ix = in->ops[1]->type;
  int r = (int)x->rank, nsp = r - 2;
  if (r < 3 || ix->rank != r || ix->elem != in->ctx->i64_ty)
    return oi_fail(in, "X must have rank 3 or more and I be int64 of X's rank");
  const int64_t *k, *s = NULL, *p = NULL;
  if (oi_int_list(in, "kernel_shape", in->op->nopnds, &k) != nsp)
    return oi_fail(in, "'kernel_shape' must have one size for each spatial dimension");
  int64_t ns = oi_int_list(in, "strides", in->op->nopnds, &s),
          np = oi_int_list(in, "pads", in->op->nopnds, &p);
  if ((ns >= 0 && ns != nsp) || (np >= 0 && np != 2 * nsp))
    return oi_fail(in, "'strides' and 'pads' must match the spatial dimensions");
  int64_t *d = oi_dims_alloc(in, r);
  bool given = in->op->nopnds > 2 && !oi_is_none(in->ops[2]);
  IrAttr *os = given ? onnx_const_value(in->ops[2]) : NULL;
  if (given && (in->ops[2]->type->rank != 1 || in->ops[2]->type->elem != in->ctx->i64_ty))
    return oi_fail(in, "output_shape must be a 1-D int64 tensor");
  for (int i = 0; i < r; i++) {
    if (os)
      d[i] = i < os->u.dense.count ? ir_dense_get_i64(os, i) : TY_DYN;
    else if (given)
      d[i] = TY_DYN;
    else if (i < 2 || x->dims[i] == TY_DYN)
      d[i] = x->dims[i];
    else {
      int j = i - 2;
      d[i] = (x->dims[i] - 1) * (s ? s[j] : 1) + k[j] - (p ? p[j] + p[j + nsp] : 0);
    }
    if (d[i] != TY_DYN && d[i] < 0)
      return oi_fail(in, "an output size is negative");
  }
  return oi_tensor(in, x->elem, r, d);
}
