/* onnx_lower_einsum.c: lowering of Einsum (any equation of numpy's
 * notation the type inference accepts: transposes, diagonals and traces,
 * reductions, products of any number of operands, the ellipsis) to one
 * nest over the result's labels around loops over the summed labels. */
#include <string.h>

#include "onnx_lower.h"
#include "../dialects/onnx/onnx_einsum.h"

#define B (&L->b)

static IrValue *c(Lower *L, int64_t v) { return lw_cidx(L, v); }

bool lw_lower_einsum(Lower *L, IrOp *op) {
  OnnxEinsum e;
  char err[256];
  if (!onnx_einsum_parse(op, &e, err, sizeof err))
    return lw_error(L, op, "%s", err);
  IrValue *in[EINSUM_MAX_IN];
  for (int i = 0; i < e.nin; i++)
    in[i] = lw_operand(L, op, i);
  /* Each label's size: a letter's from its first dimension (the others
   * checked against it when the types do not tell), the ellipsis's the
   * largest of its dimensions (each 1 or that). */
  IrValue *sz[EINSUM_LABELS] = {NULL};
  for (int i = 0; i < e.nin; i++)
    for (int k = 0; k < e.rank[i]; k++) {
      int l = e.label[i][k];
      if (e.size[l] != TY_DYN)
        sz[l] = c(L, e.size[l]);
      else if (!sz[l])
        sz[l] = lw_dim(L, in[i], k);
      else if (l >= 52)
        sz[l] = ir_build_binary(B, OP_MAXSI, sz[l], lw_dim(L, in[i], k));
    }
  for (int i = 0; i < e.nin; i++)
    for (int k = 0; k < e.rank[i]; k++) {
      int l = e.label[i][k];
      if (in[i]->type->dims[k] != TY_DYN)
        continue;
      IrValue *d = lw_dim(L, in[i], k), *ok = lw_cmp_idx(L, "eq", d, sz[l]);
      if (l >= 52)
        ok = ir_build_binary(B, OP_ORI, ok, lw_cmp_idx(L, "eq", d, c(L, 1)));
      lw_assert(L, ok, "dimension %d of input %d does not match the equation's other dimensions "
                       "of its label", k, i);
    }
  IrValue **od = lw_vals(L, e.out_rank);
  for (int k = 0; k < e.out_rank; k++)
    od[k] = sz[e.out[k]];
  IrValue *out = lw_alloc(L, lw_memref_of(L, op->results[0].type), od);
  IrType *et = out->type->elem;
  bool fl = et->kind == TY_FLOAT;
  Nest ns;
  lw_nest_begin_work(L, &ns, e.out_rank, od, true, 1 + e.nsum * 16);
  IrValue *iv[EINSUM_LABELS] = {NULL};
  for (int k = 0; k < e.out_rank; k++)
    iv[e.out[k]] = ns.ivs[k];
  IrValue *acc = lw_cf(L, et, 0);
  LwFor fc[EINSUM_LABELS];
  for (int s = 0; s < e.nsum; s++) {
    IrValue **it;
    iv[e.sum[s]] = lw_for_begin(L, &fc[s], c(L, 0), sz[e.sum[s]], 1, &acc, &it);
    acc = it[0];
  }
  IrValue *prod = NULL;
  for (int i = 0; i < e.nin; i++) {
    IrValue **ix = lw_vals(L, e.rank[i]);
    for (int k = 0; k < e.rank[i]; k++) {
      int l = e.label[i][k];
      int64_t d = in[i]->type->dims[k];
      ix[k] = iv[l];
      /* A broadcast dimension of the ellipsis reads its only element. */
      if (l >= 52 && d == 1 && e.size[l] != 1)
        ix[k] = c(L, 0);
      else if (l >= 52 && d == TY_DYN)
        ix[k] = lw_select_idx(L, lw_cmp_idx(L, "eq", lw_dim(L, in[i], k), c(L, 1)), c(L, 0), iv[l]);
    }
    IrValue *v = ir_build_load(B, in[i], e.rank[i], ix);
    prod = prod ? ir_build_binary(B, fl ? OP_MULF : OP_MULI, prod, v) : v;
  }
  IrValue *r = e.nsum ? ir_build_binary(B, fl ? OP_ADDF : OP_ADDI, acc, prod) : prod;
  for (int s = e.nsum - 1; s >= 0; s--)
    r = lw_for_end(L, &fc[s], 1, &r)[0];
  ir_build_store(B, r, out, e.out_rank, ns.ivs);
  lw_nest_end(L, &ns);
  lw_set(L, &op->results[0], out);
  return true;
}
