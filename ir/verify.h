/* verify.h: the verifier: structural checks from the op table's traits, SSA
 * dominance, and each op's own rules (ops.def `verify` column). Linear time. */
#ifndef LOOPC_VERIFY_H
#define LOOPC_VERIFY_H

#include "diag.h"
#include "ir.h"

/* Verifies op (normally the module) and everything nested. Reports every
 * problem found through diag (not just the first). Returns true if valid. */
bool ir_verify(IrContext *ctx, IrOp *op, DiagEngine *diag);

/* ---- for the verify hooks of extension dialects (IrOpInfo.verify) ---- */
/* Reports an error on op: "'<op name>' op <message>", as core hooks do. */
void ir_verify_error(IrVerifier *v, const IrOp *op, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
IrContext *ir_verifier_context(const IrVerifier *v);

#endif
