/* verify_diagnostics.h: --verify-diagnostics, MLIR's expected-* comment checker. */
#ifndef LOOPC_VERIFY_DIAGNOSTICS_H
#define LOOPC_VERIFY_DIAGNOSTICS_H

#include <stdbool.h>
#include <stddef.h>

#include "../ir/diag.h"

/* Compares the diagnostics captured in diag (diag->diags; capture must be
 * switched off again before the call) with the `expected-error|warning|note|
 * remark[@+N|@-N|@above|@below] {{substring}}` comments of one input chunk:
 * text[0..len) starts at line first_line of file `filename`, so line numbers
 * are absolute in the file. Each mismatch is reported through diag as a
 * located error ("expected error \"...\" was not produced", "unexpected
 * error: ..."). Returns true when every expected diagnostic was produced at
 * its line and nothing else was. */
bool vd_check(DiagEngine *diag, const char *filename, const char *text, size_t len,
              int first_line);

#endif
