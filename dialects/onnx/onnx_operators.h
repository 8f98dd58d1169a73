/* onnx_operators.h: the traits of the ONNX operators (onnx_operators.def),
 * which the type inference, onnx-hoist-scan and lower-onnx read instead of
 * each keeping its own list of operators. */
#ifndef LOOPC_ONNX_OPERATORS_H
#define LOOPC_ONNX_OPERATORS_H

#include "onnx_dialect.h"

enum {
  /* One input, and the result has its shape: a unary elementwise operator. */
  OX_UNARY = 1 << 0,
  /* Its inputs must be float tensors (the inference rejects others). */
  OX_FLOAT = 1 << 1,
  /* Its inputs must be bool tensors. */
  OX_BOOL = 1 << 2,
  /* Its inputs must be tensors of numbers (not bool). */
  OX_NUMERIC = 1 << 3,
  /* Commutes with slicing rows: computing it on a [T, row...] value gives
   * each step's row, so onnx-hoist-scan may compute it for all steps at
   * once. Set on the elementwise operators the pass was written and tested
   * for (unary ones, Add, Sub, Mul, Div); the other elementwise ones would
   * qualify too. */
  OX_SLICES = 1 << 4,
  /* Its scalar form on f32 or f64 may run in a MatMul's epilogue (where the
   * product is stored): the other operand of a binary one must then be
   * lowered already (passes/onnx_lower_tensor.c). */
  OX_EPILOGUE = 1 << 5,
  /* A sequence or optional operator: its operands are lists once lowered. */
  OX_LIST = 1 << 6,
  /* Loop, Scan, If and NoValue: lowered without the operand checks of the
   * tensor operators (they lower their own regions). */
  OX_CONTROL = 1 << 7,
};

/* The `from` of an ONNX_OPSET_DEFAULT row whose attribute has no default
 * from that opset on (it is required). */
#define ONNX_NO_DEFAULT INT64_MIN

/* Whether op is an ONNX operator with a row in onnx_operators.def. */
bool onnx_op_is_operator(const IrOp *op);
/* The OX_* traits of op's row; 0 when it has none or op has no row. */
unsigned onnx_op_traits(const IrOp *op);

/* The index of op's row in tables indexed by onnx op kind (1 .. the number
 * of onnx ops), 0 for any op outside the onnx dialect. */
static inline int onnx_op_index(const IrOp *op) {
  return onnx_op_is(op) ? (int)ir_op_kind(op) - OP_ONNX_BEFORE_FIRST_ : 0;
}
#define ONNX_OP_INDEX(id) (OP_ONNX_##id - OP_ONNX_BEFORE_FIRST_)
#define ONNX_OP_TABLE_SIZE (OP_ONNX_END_ - OP_ONNX_BEFORE_FIRST_)

#endif
