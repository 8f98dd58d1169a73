/* onnx_dialect.c: the onnx dialect (ir/dialect.h): its op table, hooks and registration. */
#include "onnx_dialect.h"

#include "onnx_fold.h"
#include "onnx_types.h"

/* onnx_verify.c */
void onnx_verify_tensor_op(IrVerifier *v, IrOp *op);
void onnx_verify_constant(IrVerifier *v, IrOp *op);
void onnx_verify_novalue(IrVerifier *v, IrOp *op);
void onnx_verify_yield(IrVerifier *v, IrOp *op);
void onnx_verify_return(IrVerifier *v, IrOp *op);
void onnx_verify_loop(IrVerifier *v, IrOp *op);
void onnx_verify_scan(IrVerifier *v, IrOp *op);
void onnx_verify_if(IrVerifier *v, IrOp *op);
void onnx_verify_seqmap(IrVerifier *v, IrOp *op);

static const IrOpInfo onnx_op_infos[] = {
#define OP(id, classic, modern, syn, nops, nres, nreg, traits, verify, summary) \
  {(IrOpKind)OP_##id, classic, modern, syn, nops, nres, nreg, traits, summary, verify},
#include "onnx_ops.def"
#undef OP
};

const IrDialect onnx_dialect = {
    .name = "onnx",
    .first_kind = OP_ONNX_BEFORE_FIRST_ + 1,
    .nops = OP_ONNX_END_ - OP_ONNX_BEFORE_FIRST_ - 1,
    .ops = onnx_op_infos,
    .type_parse = onnx_type_parse,
    .fold = onnx_fold,
};

void onnx_dialect_register(void) { ir_dialect_register(&onnx_dialect); }

int64_t onnx_func_opset(const IrOp *op) {
  for (IrOp *p = ir_op_parent_op(op); p; p = ir_op_parent_op(p))
    if (ir_op_is(p, OP_FUNC)) {
      IrAttr *a = ir_op_get_attr(p, "onnx.opset");
      return a && a->kind == ATTR_INT ? a->u.i : 17;
    }
  return 17;
}
