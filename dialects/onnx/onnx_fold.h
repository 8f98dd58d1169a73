/* onnx_fold.h: import-time folding of shape arithmetic (onnx_fold.c). */
#ifndef LOOPC_ONNX_FOLD_H
#define LOOPC_ONNX_FOLD_H

#include "onnx_dialect.h"

/* The value of op (typed, not yet in a block) when it computes a small
 * integer tensor from constants, or the shape or size of a tensor of static
 * type; NULL otherwise. */
IrAttr *onnx_fold(IrContext *ctx, IrOp *op);

#endif
