/* onnx_types.c: sequence and optional types of the onnx dialect: dialect
 * types (ir/dialect.h) with one type parameter, built, checked and queried
 * here; no other part of loopc looks inside. */
#include "onnx_types.h"

#include "onnx_dialect.h"

#include <string.h>

/* A scalar type ONNX tensors hold: f16 bf16 f32 f64, i1 i8 .. i64, ui8 .. ui64. */
static bool scalar_ok(const IrType *t) {
  if (t->kind == TY_FLOAT)
    return true;
  if (t->kind != TY_INT)
    return false;
  unsigned w = t->width;
  return w == 8 || w == 16 || w == 32 || w == 64 || (w == 1 && !t->is_unsigned);
}

static bool tensor_ok(const IrType *t) { return t->kind == TY_TENSOR && scalar_ok(t->elem); }

/* What !onnx.<name><T> holds: T, or NULL when t is not one. */
static IrType *param_of(const IrType *t, const char *name) {
  if (!ir_type_is_dialect(t, &onnx_dialect, name) || t->nparams != 1)
    return NULL;
  return t->params[0].type;
}

/* A sequence's element: a tensor type, or (*bottom) the element type of a
 * sequence nothing else is known of; NULL when t is no well-formed sequence. */
static IrType *seq_elem(const IrType *t, bool *bottom) {
  IrType *in = param_of(t, "seq");
  if (!in)
    return NULL;
  *bottom = in->kind != TY_TENSOR;
  return (*bottom ? scalar_ok(in) : tensor_ok(in)) ? in : NULL;
}

/* What an optional holds (a tensor or a well-formed sequence, not an
 * optional), or NULL. */
static IrType *opt_inner(const IrType *t) {
  IrType *in = param_of(t, "opt");
  bool bottom;
  return in && (tensor_ok(in) || seq_elem(in, &bottom)) ? in : NULL;
}

IrType *onnx_type_seq(IrContext *ctx, IrType *elem, IrType *dtype) {
  IrTypeParam p = {elem ? elem : dtype, 0};
  return ir_type_dialect(ctx, &onnx_dialect, "seq", 1, &p);
}

IrType *onnx_type_opt(IrContext *ctx, IrType *inner) {
  IrTypeParam p = {inner, 0};
  return ir_type_dialect(ctx, &onnx_dialect, "opt", 1, &p);
}

/* The dialect's type_parse hook: seq and opt of one type. Which types they
 * may hold is not checked here but by the queries below (a malformed one is
 * ONNX_VK_OTHER), so that the op using it reports it, with the op's words. */
IrType *onnx_type_parse(IrContext *ctx, const IrDialect *d, const char *tname, int n,
                        const IrTypeParam *params, const char **err) {
  if (strcmp(tname, "seq") != 0 && strcmp(tname, "opt") != 0) {
    *err = arena_printf(&ctx->arena, "unknown onnx type '%s' (onnx has seq and opt)", tname);
    return NULL;
  }
  if (n != 1 || !params[0].type) {
    *err = arena_printf(&ctx->arena, "'!onnx.%s' takes one type parameter", tname);
    return NULL;
  }
  return ir_type_dialect(ctx, d, tname, n, params);
}

OnnxValueKind onnx_type_kind(IrContext *ctx, const IrType *t) {
  (void)ctx;
  if (t->kind == TY_TENSOR)
    return ONNX_VK_TENSOR;
  bool bottom;
  if (seq_elem(t, &bottom))
    return ONNX_VK_SEQ;
  IrType *in = opt_inner(t);
  if (in)
    return in->kind == TY_TENSOR ? ONNX_VK_OPT_TENSOR : ONNX_VK_OPT_SEQ;
  return ONNX_VK_OTHER;
}

IrType *onnx_type_opt_inner(IrContext *ctx, const IrType *t) {
  (void)ctx;
  return opt_inner(t);
}

IrType *onnx_type_list_elem(IrContext *ctx, const IrType *t) {
  bool bottom;
  IrType *in = seq_elem(t, &bottom);
  if (in)
    return bottom ? NULL : in;
  in = opt_inner(t);
  if (!in)
    return NULL;
  return in->kind == TY_TENSOR ? in : onnx_type_list_elem(ctx, in);
}

IrType *onnx_type_dtype(IrContext *ctx, const IrType *t) {
  if (t->kind == TY_TENSOR)
    return t->elem;
  bool bottom;
  IrType *in = seq_elem(t, &bottom);
  if (in)
    return bottom ? in : in->elem;
  in = opt_inner(t);
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
  if (to->kind != TY_DIALECT || from->kind != TY_DIALECT)
    return false;
  return onnx_type_join(ctx, (IrType *)to, (IrType *)from) == to;
}
