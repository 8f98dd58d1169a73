/* onnx_dialect.h: the onnx dialect: its ops (onnx_ops.def; their kinds,
 * OP_ONNX_*, come from dialects/dialects.def) and its registration. */
#ifndef LOOPC_ONNX_DIALECT_H
#define LOOPC_ONNX_DIALECT_H

#include "../dialects.h"

/* The dialect (ir/dialect.h): namespace "onnx", the ops of onnx_ops.def,
 * the types !onnx.seq<...> and !onnx.opt<...> (onnx_types.h), the folder
 * onnx_fold. */
extern const IrDialect onnx_dialect;

/* Registers the onnx dialect with the IR (idempotent, thread-safe; what
 * dialects_register_all does for it). Call before parsing text that holds
 * onnx ops or types or importing a model. */
void onnx_dialect_register(void);

/* Whether op belongs to the onnx dialect. */
static inline bool onnx_op_is(const IrOp *op) {
  int k = (int)ir_op_kind(op);
  return k > OP_ONNX_BEFORE_FIRST_ && k < OP_ONNX_END_;
}

/* The name of the ONNX node op was imported from (the `onnx_node_name`
 * string attribute, for messages): its text and length, or NULL. */
static inline const char *onnx_node_name(const IrOp *op, int *len) {
  IrAttr *nm = ir_op_get_attr(op, "onnx_node_name");
  if (!nm || nm->kind != ATTR_STRING)
    return NULL;
  *len = (int)nm->u.s.len;
  return nm->u.s.str;
}

/* The opset of the graph op belongs to: its function's `onnx.opset`
 * attribute, 17 when absent (the importer always records it). */
int64_t onnx_func_opset(const IrOp *op);

/* Entry i of op's integer-list attribute name (a dense array, as Scan's
 * scan_input_axes), or dflt when the attribute or the entry is missing. */
static inline int64_t onnx_list_at(const IrOp *op, const char *name, int i, int64_t dflt) {
  IrAttr *a = ir_op_get_attr(op, name);
  return a && a->kind == ATTR_DENSE_ARRAY && i < a->u.darray.n ? a->u.darray.vals[i] : dflt;
}

#endif
