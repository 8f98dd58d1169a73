/* onnx_infer_internal.h: what the type inference's files share: the state
 * of one inference and its helpers (onnx_infer.c), and the `infer`
 * functions the rows of onnx_operators.def name (onnx_infer*.c). */
#ifndef LOOPC_ONNX_INFER_INTERNAL_H
#define LOOPC_ONNX_INFER_INTERNAL_H

#include "onnx_dtype.h"
#include "onnx_infer.h"
#include "onnx_operators.h"
#include "onnx_types.h"

typedef struct Infer {
  IrContext *ctx;
  IrOp *op;
  char *err; /* first error, malloc'd */
  IrType **res; /* types of results 1.. (ops with several), set by the family code */
  int nres;     /* how many results the op may have (1 unless set) */
  IrValue **ops; /* the operands */
  IrType *t0;    /* operand 0's type, NULL when absent */
} Infer;

/* Records the first error; returns NULL. */
IrType *oi_fail(Infer *in, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int64_t *oi_dims_alloc(Infer *in, int n);
/* A result type; NULL (after an error) past IR_MAX_NESTING dimensions. */
IrType *oi_tensor(Infer *in, IrType *elem, int64_t rank, const int64_t *dims);
int64_t oi_attr_int(const IrOp *op, const char *name, int64_t dflt);
/* numpy broadcasting of n tensor types. */
IrType *oi_broadcast(Infer *in, int n, IrValue *const *vals, IrType *elem);
bool oi_norm_axis(Infer *in, int64_t *axis, int64_t rank);
/* Integer list given either as attribute `name` or as constant operand
 * `idx`. Returns the count (-1: absent, -2: operand present but not a
 * constant, -3: an error was reported). */
int64_t oi_int_list(Infer *in, const char *name, int idx, const int64_t **out);
/* Operand count in [lo, hi] (hi < 0: no upper bound), operands below lo
 * present, every present operand a ranked tensor. */
bool oi_need_inputs(Infer *in, int lo, int hi);
bool oi_slice_len(Infer *in, int64_t dim, int64_t s, int64_t e, int64_t st, int64_t *len);

static inline bool oi_is_none(const IrValue *v) { return v->type->kind == TY_NONE; }
static inline bool oi_is_float(const IrType *t) { return t->elem->kind == TY_FLOAT; }

/* The result of a Reduce* op (onnx_infer_nn.c). */
IrType *oi_reduce(Infer *in);

/* The `infer` functions the rows of onnx_operators.def name: the result
 * type of op, or NULL after an error (oi_fail). */
typedef IrType *OiInferFn(Infer *in);
#define ONNX_OPERATOR(id, traits, infer, lower) OiInferFn infer;
#define ONNX_ELEMENTWISE(id, traits, infer, lower, scalar) OiInferFn infer;
#include "onnx_operators.def"

#endif
