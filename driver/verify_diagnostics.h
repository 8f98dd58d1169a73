/* verify_diagnostics.h: --verify-diagnostics, MLIR's expected-* comment checker. */
#ifndef LOOPC_VERIFY_DIAGNOSTICS_H
#define LOOPC_VERIFY_DIAGNOSTICS_H

#include <stdbool.h>
#include <stddef.h>

#include "../ir/diag.h"

/* Compares the diagnostics captured in diag (diag->diags; capture must be
 * switched off again before the call) with the `expected-error|note|remark|
 * warning[-re] [@+N|@-N|@above|@below|@unknown] {{substring}}` comments of
 * one input chunk, read as mlir-opt 22 reads them (-re: each {{...}} inside
 * the message is a POSIX extended regular expression): text[0..len) starts
 * at line first_line of file `filename`, so line numbers are absolute in the
 * file. Each mismatch is reported through diag with mlir-opt's wording
 * ("expected error \"...\" was not produced", "unexpected error: ...",
 * "'note' diagnostic emitted when expecting a 'error'"). Returns true when
 * every expected diagnostic was produced at its line and nothing else was. */
bool vd_check(DiagEngine *diag, const char *filename, const char *text, size_t len,
              int first_line);

/* mlir-opt stops parsing at its first error, so MLIR's test files expect
 * only that one; loopc's parser recovers and reports more. Drops every
 * captured diagnostic after the first error, the notes attached to it and
 * the errors at its very place (MLIR's parser adds some while unwinding). */
void vd_keep_first_error(DiagEngine *diag);

#endif
