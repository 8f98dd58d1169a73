/* onnx_dialect.c: the onnx dialect's op table and its registration. */
#include "onnx_dialect.h"

static const IrOpInfo onnx_op_infos[] = {
#define OP(id, classic, modern, syn, nops, nres, nreg, traits, verify, summary) \
  {(IrOpKind)OP_##id, classic, modern, syn, nops, nres, nreg, traits, summary},
#include "onnx_ops.def"
#undef OP
};

void onnx_dialect_register(void) {
  ir_register_dialect(onnx_op_infos, (int)(sizeof onnx_op_infos / sizeof onnx_op_infos[0]));
}
