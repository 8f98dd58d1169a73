/* verify.h: the verifier: structural checks from the op table's traits, SSA
 * dominance, and each op's own rules (ops.def `verify` column). Linear time. */
#ifndef LOOPC_VERIFY_H
#define LOOPC_VERIFY_H

#include "diag.h"
#include "ir.h"

/* Verifies op (normally the module) and everything nested. Reports every
 * problem found through diag (not just the first). Returns true if valid. */
bool ir_verify(IrContext *ctx, IrOp *op, DiagEngine *diag);

/* func.call's rule (MLIR's CallOp::verifySymbolUses) as a question: what
 * is wrong with a call whose operands have the types ins[0..nins) and
 * whose results have outs[0..nouts), to a callee of type fn_type (NULL when
 * no function has that name); *index is the operand or result that
 * differs. The verifier reports each answer with mlir-opt's message; the
 * streamed printer (lib/stream.c), which keeps only the types of each call
 * until the callee has gone by, asks for IR_CALL_OK. */
typedef enum IrCallMismatch {
  IR_CALL_OK,
  IR_CALL_NO_FUNCTION,
  IR_CALL_OPERAND_COUNT,
  IR_CALL_OPERAND_TYPE,
  IR_CALL_RESULT_COUNT,
  IR_CALL_RESULT_TYPE,
} IrCallMismatch;
IrCallMismatch ir_call_check(const IrType *fn_type, int nins, IrType *const *ins, int nouts,
                             IrType *const *outs, int *index);

/* ---- for the verify hooks of extension dialects (IrOpInfo.verify) ---- */
/* Reports an error on op: "'<op name>' op <message>", as core hooks do. */
void ir_verify_error(IrVerifier *v, const IrOp *op, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* An error without the op prefix (MLIR's emitError rather than emitOpError). */
void ir_verify_error_plain(IrVerifier *v, const IrOp *op, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
IrContext *ir_verifier_context(const IrVerifier *v);
/* The n operand groups a generic op's operandSegmentSizes states, checked
 * against its operand count (mlir-opt's message when they differ, *ok
 * false); NULL without the attribute (or with one of another length). */
const int64_t *ir_verify_segment_sizes(IrVerifier *v, const IrOp *op, int n, bool *ok);
/* A note after the hook's error (mlir-opt's attached notes). */
void ir_verify_note(IrVerifier *v, IrLoc loc, const char *msg);

#endif
