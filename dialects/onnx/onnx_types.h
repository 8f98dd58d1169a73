/* onnx_types.h: the onnx dialect's sequence and optional types, dialect
 * types (ir/dialect.h) named seq and opt with one type parameter each,
 * uniqued like builtin types and printed in the generic form:
 *   !onnx.seq<tensor<2x?xf32>>   a sequence of tensors of that type
 *   !onnx.seq<tensor<*xf32>>     elements of any rank (they differ)
 *   !onnx.seq<f32>               a sequence nothing is known of but its
 *                                element type: SequenceEmpty's (it joins
 *                                with any sequence of f32 tensors)
 *   !onnx.opt<tensor<...>>, !onnx.opt<!onnx.seq<...>>   optionals
 * Lowered, all of them are one "list" (docs/DESIGN.md, passes/onnx_lower_seq.c). */
#ifndef LOOPC_ONNX_TYPES_H
#define LOOPC_ONNX_TYPES_H

#include <stdbool.h>

#include "../../ir/dialect.h"

typedef enum OnnxValueKind {
  ONNX_VK_TENSOR,
  ONNX_VK_SEQ,
  ONNX_VK_OPT_TENSOR,
  ONNX_VK_OPT_SEQ,
  ONNX_VK_OTHER,
} OnnxValueKind;

/* A sequence of elem (a tensor type, ranked or not), or of unknown element
 * shape when elem is NULL (dtype gives the element type). */
IrType *onnx_type_seq(IrContext *ctx, IrType *elem, IrType *dtype);
/* An optional of inner (a tensor or sequence type). */
IrType *onnx_type_opt(IrContext *ctx, IrType *inner);
OnnxValueKind onnx_type_kind(IrContext *ctx, const IrType *t);
/* Sequences and optionals: the values lowered to lists. */
static inline bool onnx_type_is_list(IrContext *ctx, const IrType *t) {
  OnnxValueKind k = onnx_type_kind(ctx, t);
  return k == ONNX_VK_SEQ || k == ONNX_VK_OPT_TENSOR || k == ONNX_VK_OPT_SEQ;
}
/* What an optional holds; NULL for other types. */
IrType *onnx_type_opt_inner(IrContext *ctx, const IrType *t);
/* The tensor type of a list's elements (a sequence's, an optional tensor's
 * or an optional sequence's); NULL when unknown (!onnx.seq<f32>) or t is
 * not a list. */
IrType *onnx_type_list_elem(IrContext *ctx, const IrType *t);
/* The scalar element type of a tensor, sequence or optional. */
IrType *onnx_type_dtype(IrContext *ctx, const IrType *t);
/* The dialect's type_parse hook (ir/dialect.h): !onnx.seq<T> and
 * !onnx.opt<T> for any one type T (the queries above tell malformed ones:
 * ONNX_VK_OTHER). */
IrType *onnx_type_parse(IrContext *ctx, const IrDialect *d, const char *tname, int n,
                        const IrTypeParam *params, const char **err);
/* The least type holding values of a and b (tensors: differing sizes become
 * '?'; sequence elements of differing rank become unranked), or NULL. */
IrType *onnx_type_join(IrContext *ctx, IrType *a, IrType *b);
/* Whether every value of type from is one of type to. */
bool onnx_type_generalizes(IrContext *ctx, const IrType *to, const IrType *from);

#endif
