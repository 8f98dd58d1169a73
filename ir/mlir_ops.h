/* mlir_ops.h: MLIR 22's ops that loopc does not support (mlir_ops.c). */
#ifndef LOOPC_MLIR_OPS_H
#define LOOPC_MLIR_OPS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct IrMlirOp {
  int dialect_len;     /* the dialect is the name's first dialect_len bytes */
  bool whole_dialect;  /* loopc has no op of that dialect */
  const char *closest; /* loopc's op of the same dialect nearest by name, or NULL */
} IrMlirOp;

/* Whether name (n bytes, `dialect.op`) is an op of MLIR 22 that loopc does
 * not have: an op missing from a dialect loopc supports in part, or any op
 * of a dialect loopc has none of (then out->whole_dialect). */
bool ir_mlir_op_unsupported(const char *name, size_t n, IrMlirOp *out);

#endif
