/* onnx_infer_unique.c: the result types of Unique (ONNX's operator
 * documentation, opset 11). */
#include "onnx_infer_internal.h"

/* The result types of Unique: the unique values (flattened) or slices
 * along 'axis' (the axis's size known when the program runs), the first
 * occurrence of each, each element's or slice's place among them, and the
 * counts. */
IrType *oi_unique(Infer *in) {
  if (!oi_need_inputs(in, 1, 1))
    return NULL;
  IrType *t = in->t0;
  IrContext *ctx = in->ctx;
  IrAttr *ax = ir_op_get_attr(in->op, "axis");
  int64_t s = oi_attr_int(in->op, "sorted", 1);
  if (s != 0 && s != 1)
    return oi_fail(in, "'sorted' must be 0 or 1");
  int64_t u = TY_DYN, n;
  IrType *y;
  if (ax) {
    int64_t a = oi_attr_int(in->op, "axis", 0);
    if (!oi_norm_axis(in, &a, t->rank))
      return NULL;
    int64_t *d = oi_dims_alloc(in, t->rank);
    for (int i = 0; i < t->rank; i++)
      d[i] = i == a ? TY_DYN : t->dims[i];
    y = oi_tensor(in, t->elem, t->rank, d);
    n = t->dims[a];
  } else {
    y = oi_tensor(in, t->elem, 1, &u);
    n = ir_type_num_elements(t);
    if (n < 0)
      n = TY_DYN;
  }
  /* in->res has room for the op's results only. */
  int nr = in->op->nresults;
  in->nres = 4;
  IrType *idx = oi_tensor(in, ctx->i64_ty, 1, &u);
  if (nr > 1)
    in->res[1] = idx;
  if (nr > 2)
    in->res[2] = oi_tensor(in, ctx->i64_ty, 1, &n);
  if (nr > 3)
    in->res[3] = idx;
  return y;
}
