/* onnx_operators.c: the traits column of onnx_operators.def, by op kind. */
#include "onnx_operators.h"

/* Every row's traits with OX_ROW set, so that a row with no traits is told
 * from a kind without a row. */
#define OX_ROW (1u << 31)
static const unsigned traits_of[ONNX_OP_TABLE_SIZE] = {
#define ONNX_OPERATOR(id, traits, infer, lower) [ONNX_OP_INDEX(id)] = (traits) | OX_ROW,
#define ONNX_ELEMENTWISE(id, traits, infer, lower, scalar) [ONNX_OP_INDEX(id)] = (traits) | OX_ROW,
#include "onnx_operators.def"
};

bool onnx_op_is_operator(const IrOp *op) {
  return (traits_of[onnx_op_index(op)] & OX_ROW) != 0;
}

unsigned onnx_op_traits(const IrOp *op) {
  return traits_of[onnx_op_index(op)] & ~OX_ROW;
}
