/* onnx_dialect.c: the onnx dialect's op table and its registration. */
#include "onnx_dialect.h"

#include <pthread.h>

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

static void register_once(void) {
  ir_register_dialect(onnx_op_infos, (int)(sizeof onnx_op_infos / sizeof onnx_op_infos[0]));
}

/* Once per process, whichever thread comes first: the op table is shared by
 * every context (the C API registers as it creates a context). */
void onnx_dialect_register(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, register_once);
}

int64_t onnx_func_opset(const IrOp *op) {
  for (IrOp *p = ir_op_parent_op(op); p; p = ir_op_parent_op(p))
    if (ir_op_is(p, OP_FUNC)) {
      IrAttr *a = ir_op_get_attr(p, "onnx.opset");
      return a && a->kind == ATTR_INT ? a->u.i : 17;
    }
  return 17;
}
