/* onnx_types.c: sequence and optional types of the onnx dialect (opaque
 * types whose text is read back here: no other part of loopc looks inside). */
#include "onnx_types.h"

#include <stdlib.h>
#include <string.h>

#define SEQ "!onnx.seq<"
#define OPT "!onnx.opt<"

IrType *onnx_type_seq(IrContext *ctx, IrType *elem, IrType *dtype) {
  const char *in = ir_type_str(ctx, elem ? elem : dtype);
  char *s = arena_printf(&ctx->arena, SEQ "%s>", in);
  return ir_type_opaque(ctx, s);
}

IrType *onnx_type_opt(IrContext *ctx, IrType *inner) {
  char *s = arena_printf(&ctx->arena, OPT "%s>", ir_type_str(ctx, inner));
  return ir_type_opaque(ctx, s);
}

static bool starts(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

/* A scalar type name at *p (f16 bf16 f32 f64 iN uiN), advancing *p. */
static IrType *parse_scalar(IrContext *ctx, const char **p) {
  const char *s = *p;
  if (starts(s, "bf16")) {
    *p = s + 4;
    return ctx->bf16_ty;
  }
  bool u = starts(s, "ui");
  if (u)
    s++;
  if (*s != 'f' && *s != 'i')
    return NULL;
  char *end;
  long w = strtol(s + 1, &end, 10);
  if (end == s + 1)
    return NULL;
  *p = end;
  if (*s == 'f')
    return w == 16 ? ctx->f16_ty : w == 32 ? ctx->f32_ty : w == 64 ? ctx->f64_ty : NULL;
  if (u)
    return w == 8 || w == 16 || w == 32 || w == 64 ? ir_type_uint(ctx, (unsigned)w) : NULL;
  return w == 1 || w == 8 || w == 16 || w == 32 || w == 64 ? ir_type_int(ctx, (unsigned)w) : NULL;
}

/* tensor<...> at *p, advancing *p; NULL if malformed. */
static IrType *parse_tensor(IrContext *ctx, const char **p) {
  const char *s = *p;
  if (!starts(s, "tensor<"))
    return NULL;
  s += 7;
  int rank = 0, cap = 8;
  int64_t *dims = malloc(sizeof(int64_t) * (size_t)cap);
  bool unranked = false;
  IrType *elem = NULL, *t = NULL;
  if (starts(s, "*x")) {
    unranked = true;
    s += 2;
  }
  for (;;) {
    if (*s == '?' && s[1] == 'x') {
      if (rank == cap)
        dims = realloc(dims, sizeof(int64_t) * (size_t)(cap *= 2));
      dims[rank++] = TY_DYN;
      s += 2;
      continue;
    }
    if (*s >= '0' && *s <= '9') {
      char *end;
      long long d = strtoll(s, &end, 10);
      if (*end != 'x')
        break;
      if (rank == cap)
        dims = realloc(dims, sizeof(int64_t) * (size_t)(cap *= 2));
      dims[rank++] = d;
      s = end + 1;
      continue;
    }
    break;
  }
  elem = parse_scalar(ctx, &s);
  if (elem && *s == '>') {
    t = ir_type_tensor(ctx, elem, unranked ? -1 : rank, dims);
    *p = s + 1;
  }
  free(dims);
  return t;
}

/* A tensor, sequence or optional type at *p, advancing *p. */
static IrType *parse_value_type(IrContext *ctx, const char **p) {
  const char *s = *p;
  if (starts(s, "tensor<"))
    return parse_tensor(ctx, p);
  bool seq = starts(s, SEQ);
  if (!seq && !starts(s, OPT))
    return NULL;
  const char *q = s + strlen(SEQ);
  IrType *inner;
  if (seq && !starts(q, "tensor<")) {
    IrType *dt = parse_scalar(ctx, &q);
    if (!dt || *q != '>')
      return NULL;
    *p = q + 1;
    return onnx_type_seq(ctx, NULL, dt);
  }
  inner = parse_value_type(ctx, &q);
  if (!inner || *q != '>' || (seq && inner->kind != TY_TENSOR) ||
      (!seq && inner->kind == TY_OPAQUE && !starts(inner->text, SEQ)))
    return NULL;
  *p = q + 1;
  return seq ? onnx_type_seq(ctx, inner, NULL) : onnx_type_opt(ctx, inner);
}

/* The part inside !onnx.xxx<...>, parsed; NULL when t is not one. */
static IrType *inner_of(IrContext *ctx, const IrType *t, const char *prefix, bool *bottom) {
  if (t->kind != TY_OPAQUE || !starts(t->text, prefix))
    return NULL;
  const char *p = t->text + strlen(prefix);
  *bottom = false;
  if (strcmp(prefix, SEQ) == 0 && !starts(p, "tensor<")) {
    IrType *dt = parse_scalar(ctx, &p);
    if (!dt || strcmp(p, ">") != 0)
      return NULL;
    *bottom = true;
    return dt;
  }
  IrType *in = parse_value_type(ctx, &p);
  /* An optional holds a tensor or a sequence (not an optional). */
  if (in && in->kind == TY_OPAQUE && !starts(in->text, SEQ))
    return NULL;
  return in && strcmp(p, ">") == 0 ? in : NULL;
}

OnnxValueKind onnx_type_kind(IrContext *ctx, const IrType *t) {
  if (t->kind == TY_TENSOR)
    return ONNX_VK_TENSOR;
  bool bottom;
  if (inner_of(ctx, t, SEQ, &bottom))
    return ONNX_VK_SEQ;
  IrType *in = inner_of(ctx, t, OPT, &bottom);
  if (in)
    return in->kind == TY_TENSOR ? ONNX_VK_OPT_TENSOR : ONNX_VK_OPT_SEQ;
  return ONNX_VK_OTHER;
}

IrType *onnx_type_opt_inner(IrContext *ctx, const IrType *t) {
  bool bottom;
  return inner_of(ctx, t, OPT, &bottom);
}

IrType *onnx_type_list_elem(IrContext *ctx, const IrType *t) {
  bool bottom;
  IrType *in = inner_of(ctx, t, SEQ, &bottom);
  if (in)
    return bottom ? NULL : in;
  in = inner_of(ctx, t, OPT, &bottom);
  if (!in)
    return NULL;
  return in->kind == TY_TENSOR ? in : onnx_type_list_elem(ctx, in);
}

IrType *onnx_type_dtype(IrContext *ctx, const IrType *t) {
  if (t->kind == TY_TENSOR)
    return t->elem;
  bool bottom;
  IrType *in = inner_of(ctx, t, SEQ, &bottom);
  if (in)
    return bottom ? in : in->elem;
  in = inner_of(ctx, t, OPT, &bottom);
  return in ? onnx_type_dtype(ctx, in) : NULL;
}

static IrType *join_tensor(IrContext *ctx, IrType *a, IrType *b, bool rank_may_differ) {
  if (a == b)
    return a;
  if (a->elem != b->elem)
    return NULL;
  if (a->rank != b->rank || a->rank < 0) {
    if (!rank_may_differ)
      return NULL;
    return ir_type_tensor(ctx, a->elem, -1, NULL);
  }
  int64_t *d = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(a->rank + 1));
  for (int i = 0; i < a->rank; i++)
    d[i] = a->dims[i] == b->dims[i] ? a->dims[i] : TY_DYN;
  return ir_type_tensor(ctx, a->elem, a->rank, d);
}

IrType *onnx_type_join(IrContext *ctx, IrType *a, IrType *b) {
  if (a == b)
    return a;
  if (a->kind == TY_TENSOR && b->kind == TY_TENSOR)
    return join_tensor(ctx, a, b, false);
  OnnxValueKind ka = onnx_type_kind(ctx, a), kb = onnx_type_kind(ctx, b);
  /* An optional sequence and a sequence: both lower to one list (a
   * sequence is a present optional), as a Loop carrying an optional that
   * its body replaces with a sequence needs. */
  if (ka == ONNX_VK_OPT_SEQ && kb == ONNX_VK_SEQ)
    return onnx_type_join(ctx, a, onnx_type_opt(ctx, b));
  if (ka == ONNX_VK_SEQ && kb == ONNX_VK_OPT_SEQ)
    return onnx_type_join(ctx, onnx_type_opt(ctx, a), b);
  if (ka != kb || onnx_type_dtype(ctx, a) != onnx_type_dtype(ctx, b))
    return NULL;
  if (ka == ONNX_VK_SEQ) {
    IrType *ea = onnx_type_list_elem(ctx, a), *eb = onnx_type_list_elem(ctx, b);
    if (!ea || !eb)
      return ea ? a : b; /* the unknown element shape (an empty sequence) joins with any */
    return onnx_type_seq(ctx, join_tensor(ctx, ea, eb, true), NULL);
  }
  if (ka == ONNX_VK_OPT_TENSOR || ka == ONNX_VK_OPT_SEQ) {
    IrType *j = onnx_type_join(ctx, onnx_type_opt_inner(ctx, a), onnx_type_opt_inner(ctx, b));
    if (j && ka == ONNX_VK_OPT_TENSOR && j->kind == TY_TENSOR)
      return onnx_type_opt(ctx, j);
    /* Optional tensors of differing rank: as ONNX allows, any rank. */
    if (!j && ka == ONNX_VK_OPT_TENSOR)
      return onnx_type_opt(ctx, join_tensor(ctx, onnx_type_opt_inner(ctx, a),
                                            onnx_type_opt_inner(ctx, b), true));
    return j ? onnx_type_opt(ctx, j) : NULL;
  }
  return NULL;
}

bool onnx_type_generalizes(IrContext *ctx, const IrType *to, const IrType *from) {
  if (to == from)
    return true;
  if (to->kind != TY_OPAQUE || from->kind != TY_OPAQUE)
    return false;
  return onnx_type_join(ctx, (IrType *)to, (IrType *)from) == to;
}
