/* onnx_infer_einsum.c: Einsum's equation (numpy's einsum notation, as
 * ONNX's operator documentation gives it) read against the operands'
 * types, and the result type it implies. */
#include <stdio.h>
#include <string.h>

#include "onnx_einsum.h"
#include "onnx_infer_internal.h"

static int letter(char ch) {
  if (ch >= 'a' && ch <= 'z')
    return ch - 'a';
  if (ch >= 'A' && ch <= 'Z')
    return 26 + ch - 'A';
  return -1;
}

/* The letters of one term [s, end) into lab (ellipsis: -1 at its place);
 * their count, or -1 when the term is malformed. */
static int term(const char *s, const char *end, int *lab, int max) {
  int n = 0;
  bool ell = false;
  while (s < end) {
    if (*s == ' ') {
      s++;
      continue;
    }
    if (n == max)
      return -1;
    if (end - s >= 3 && memcmp(s, "...", 3) == 0) {
      if (ell)
        return -1;
      ell = true;
      lab[n++] = -1;
      s += 3;
      continue;
    }
    int l = letter(*s++);
    if (l < 0)
      return -1;
    lab[n++] = l;
  }
  return n;
}

bool onnx_einsum_parse(const IrOp *op, OnnxEinsum *e, char *err, size_t n) {
  memset(e, 0, sizeof *e);
  IrAttr *a = ir_op_get_attr(op, "equation");
  if (!a || a->kind != ATTR_STRING) {
    snprintf(err, n, "'equation' is required");
    return false;
  }
  const char *eq = a->u.s.str, *end = eq + a->u.s.len;
  int len = (int)a->u.s.len;
  const char *arrow = NULL;
  for (const char *p = eq; p + 1 < end; p++)
    if (p[0] == '-' && p[1] == '>') {
      arrow = p;
      break;
    }
  const char *lhs_end = arrow ? arrow : end;
  int nin = op->nopnds;
  if (nin < 1 || nin > EINSUM_MAX_IN) {
    snprintf(err, n, "Einsum '%.*s' of %d inputs is not supported (1 to %d)", len, eq, nin,
             EINSUM_MAX_IN);
    return false;
  }
  e->nin = nin;
  int count[EINSUM_LABELS] = {0};
  int ell = 0;
  const char *p = eq;
  int lab[EINSUM_MAX_IN][EINSUM_MAX_RANK + 1];
  int nl[EINSUM_MAX_IN];
  for (int i = 0; i < nin; i++) {
    const char *q = p;
    while (q < lhs_end && *q != ',')
      q++;
    if ((i < nin - 1) != (q < lhs_end)) {
      snprintf(err, n, "Einsum '%.*s' has not one term for each of its %d inputs", len, eq, nin);
      return false;
    }
    IrType *t = ir_op_operand(op, i)->type;
    if (t->kind != TY_TENSOR || t->rank < 0 || t->rank > EINSUM_MAX_RANK) {
      snprintf(err, n, "Einsum '%.*s': input %d must be a ranked tensor of rank at most %d", len,
               eq, i, EINSUM_MAX_RANK);
      return false;
    }
    nl[i] = term(p, q, lab[i], EINSUM_MAX_RANK + 1);
    bool has_ell = false;
    for (int k = 0; k < nl[i] && nl[i] >= 0; k++)
      has_ell |= lab[i][k] < 0;
    int letters = nl[i] - has_ell;
    if (nl[i] < 0 || (has_ell ? letters > t->rank : letters != t->rank)) {
      snprintf(err, n, "Einsum '%.*s': term %d does not match input %d of rank %d", len, eq, i, i,
               (int)t->rank);
      return false;
    }
    e->rank[i] = (int)t->rank;
    if (has_ell && t->rank - letters > ell)
      ell = (int)t->rank - letters;
    p = q + 1;
  }
  for (int i = 0; i < nin; i++) {
    IrType *t = ir_op_operand(op, i)->type;
    int d = 0;
    for (int k = 0; k < nl[i]; k++) {
      if (lab[i][k] >= 0) {
        e->label[i][d++] = lab[i][k];
        count[lab[i][k]]++;
        continue;
      }
      int m = (int)t->rank - (nl[i] - 1);
      for (int j = 0; j < m; j++)
        e->label[i][d++] = 52 + ell - m + j;
    }
  }
  /* Sizes: a letter's dims agree; an ellipsis dim of size 1 broadcasts. */
  for (int l = 0; l < EINSUM_LABELS; l++)
    e->size[l] = -2;
  for (int i = 0; i < nin; i++) {
    IrType *t = ir_op_operand(op, i)->type;
    for (int k = 0; k < e->rank[i]; k++) {
      int l = e->label[i][k];
      int64_t s = t->dims[k], *have = &e->size[l];
      e->used[l] = true;
      if (*have == -2 || *have == TY_DYN || (l >= 52 && *have == 1))
        *have = (*have == TY_DYN && s == 1) ? TY_DYN : s;
      else if (s != TY_DYN && s != *have && !(l >= 52 && s == 1)) {
        snprintf(err, n, "Einsum '%.*s': the dimensions labelled %s disagree (%lld and %lld)", len,
                 eq, l >= 52 ? "by the ellipsis" : "alike", (long long)*have, (long long)s);
        return false;
      }
    }
  }
  if (arrow) {
    int ol[EINSUM_MAX_RANK + 1];
    int no = term(arrow + 2, end, ol, EINSUM_MAX_RANK + 1);
    bool seen[EINSUM_LABELS] = {false}, has_ell = false;
    for (int k = 0; k < no; k++) {
      if (ol[k] < 0) {
        has_ell = true;
        for (int j = 0; j < ell; j++)
          e->out[e->out_rank++] = 52 + j;
        continue;
      }
      if (!count[ol[k]] || seen[ol[k]]) {
        snprintf(err, n, "Einsum '%.*s': an output label is repeated or in no input", len, eq);
        return false;
      }
      seen[ol[k]] = true;
      if (e->out_rank == EINSUM_MAX_RANK)
        no = -1;
      else
        e->out[e->out_rank++] = ol[k];
    }
    if (no < 0) {
      snprintf(err, n, "Einsum '%.*s': its output term is malformed", len, eq);
      return false;
    }
    if (ell > 0 && !has_ell) {
      snprintf(err, n, "Einsum '%.*s': an output without the ellipsis (summing its dimensions) "
                       "is not supported", len, eq);
      return false;
    }
  } else {
    /* Implicit: the ellipsis's dims, then the letters seen once, in
     * alphabetical (ASCII: capitals first) order. */
    for (int j = 0; j < ell; j++)
      e->out[e->out_rank++] = 52 + j;
    for (int k = 0; k < 52; k++) {
      int l = k < 26 ? 26 + k : k - 26;
      if (count[l] == 1 && e->out_rank < EINSUM_MAX_RANK)
        e->out[e->out_rank++] = l;
    }
  }
  bool in_out[EINSUM_LABELS] = {false};
  for (int k = 0; k < e->out_rank; k++)
    in_out[e->out[k]] = true;
  for (int l = 0; l < EINSUM_LABELS; l++)
    if (e->used[l] && !in_out[l])
      e->sum[e->nsum++] = l;
  return true;
}

/* The result type of Einsum: the output labels' sizes, the operands'
 * element type (numbers only). */
IrType *oi_einsum(Infer *in) {
  if (!oi_need_inputs(in, 1, -1))
    return NULL;
  IrType *et = in->t0->elem;
  for (int i = 0; i < in->op->nopnds; i++)
    if (in->ops[i]->type->elem != et)
      return oi_fail(in, "inputs must have one element type");
  if (et == in->ctx->i1_ty)
    return oi_fail(in, "inputs must be numbers");
  OnnxEinsum e;
  char err[256];
  if (!onnx_einsum_parse(in->op, &e, err, sizeof err))
    return oi_fail(in, "%s", err);
  int64_t *d = oi_dims_alloc(in, e.out_rank);
  for (int k = 0; k < e.out_rank; k++)
    d[k] = e.size[e.out[k]];
  return oi_tensor(in, et, e.out_rank, d);
}

