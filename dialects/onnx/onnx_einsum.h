/* onnx_einsum.h: Einsum's equation read against its operands' types,
 * shared by the type inference (onnx_infer_einsum.c) and the lowering
 * (passes/onnx_lower_einsum.c). */
#ifndef LOOPC_ONNX_EINSUM_H
#define LOOPC_ONNX_EINSUM_H

#include "onnx_dialect.h"

/* At most EINSUM_MAX_IN operands of rank at most EINSUM_MAX_RANK. Labels:
 * 0..51 the letters a-z, A-Z; 52.. the dimensions an ellipsis stands for
 * (aligned to the right across operands, numpy's broadcasting). */
#define EINSUM_MAX_IN 8
#define EINSUM_MAX_RANK 16
#define EINSUM_LABELS (52 + EINSUM_MAX_RANK)

typedef struct OnnxEinsum {
  int nin;                      /* operands */
  int rank[EINSUM_MAX_IN];                  /* of each operand */
  int label[EINSUM_MAX_IN][EINSUM_MAX_RANK]; /* the label of each operand dimension */
  int out_rank;
  int out[EINSUM_MAX_RANK];      /* the labels of the result's dimensions */
  int nsum;
  int sum[EINSUM_LABELS];       /* the labels summed over (in no result dim) */
  int64_t size[EINSUM_LABELS];  /* each label's size (TY_DYN: known when run) */
  bool used[EINSUM_LABELS];
} OnnxEinsum;

/* Reads op's equation against its operands' types; false with a message
 * in err (a buffer of n bytes) naming the equation when it is malformed,
 * disagrees with the operands or is not supported. */
bool onnx_einsum_parse(const IrOp *op, OnnxEinsum *e, char *err, size_t n);

#endif
