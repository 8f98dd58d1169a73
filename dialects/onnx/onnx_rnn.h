/* onnx_rnn.h: what the type inference (onnx_infer_rnn.c) and the lowering
 * (passes/onnx_lower_rnn.c) of RNN, GRU and LSTM share: the shape of one
 * op (gates, directions, layout) and its activation functions. */
#ifndef LOOPC_ONNX_RNN_H
#define LOOPC_ONNX_RNN_H

#include "onnx_dialect.h"

typedef enum {
  RNN_RELU,
  RNN_TANH,
  RNN_SIGMOID,
  RNN_AFFINE,
  RNN_LEAKYRELU,
  RNN_THRESHOLDEDRELU,
  RNN_SCALEDTANH,
  RNN_HARDSIGMOID,
  RNN_ELU,
  RNN_SOFTSIGN,
  RNN_SOFTPLUS,
} OnnxRnnActKind;

typedef struct OnnxRnnAct {
  OnnxRnnActKind kind;
  double alpha, beta;
} OnnxRnnAct;

/* One RNN, GRU or LSTM op: gates (1, 3, 4), activations per direction
 * (1, 2, 3), directions (1, 2), whether the only direction is reverse,
 * layout (0: time first, 1: batch first), and act[dir * nact + i]. */
typedef struct OnnxRnn {
  int gates, nact, dirs;
  bool reverse;
  int layout;
  OnnxRnnAct act[6];
} OnnxRnn;

/* Reads op's attributes (direction, layout, activations with their
 * activation_alpha and activation_beta); false with a message in err
 * (a buffer of n bytes) when one is not valid. */
bool onnx_rnn_parse(const IrOp *op, OnnxRnn *r, char *err, size_t n);

#endif
