/* onnx_infer.h: result types of the onnx dialect's tensor ops (onnx_infer.c),
 * shared by the importer and the dialect's verifier. */
#ifndef LOOPC_ONNX_INFER_H
#define LOOPC_ONNX_INFER_H

#include "onnx_dialect.h"

/* The type of the single result of op (a tensor op: not Loop, Scan, If,
 * Constant or the terminators), from its operands and attributes, or NULL
 * with a malloc'd message in *err ("expects 2 inputs, got 3"). */
IrType *onnx_infer_result_type(IrContext *ctx, IrOp *op, char **err);
/* The types of all op->nresults results into types (ops with optional
 * extra outputs: Dropout's mask, LayerNormalization's mean...); false with
 * a malloc'd message in *err, also when op has more results than it may. */
bool onnx_infer_result_types(IrContext *ctx, IrOp *op, IrType **types, char **err);
/* ConvTranspose's output size and leading pad along spatial dim i, from its
 * attributes and the (static) input and weight sizes; false when they are
 * not known or invalid. */
bool onnx_convt_geometry(const IrOp *op, const IrType *x, const IrType *w, int i, int64_t *out,
                         int64_t *pad_begin);
/* The dense value of v when it is the result of an onnx.Constant. */
IrAttr *onnx_const_value(const IrValue *v);
/* Slice's start s and end e along a dim of size dim for a step (not 0),
 * clamped as ONNX says: negative counts from the end, then into [0, dim]
 * (step > 0) or [-1, dim - 1] (step < 0). Any int64 values are safe. */
void onnx_slice_clamp(int64_t dim, int64_t step, int64_t *s, int64_t *e);

#endif
