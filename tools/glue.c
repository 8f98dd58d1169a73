/* glue.c: connects the driver to the components that provide subcommands
 * and optional stages (verify-diagnostics, ONNX, loopc run, loopc explain). */
#include <stdio.h>

#include "../frontend/onnx/onnx.h"
#include "driver.h"
#include "explain.h"
#include "onnx_test.h"
#include "run.h"
#include "verify_diagnostics.h"

IrOp *driver_import_onnx(IrContext *ctx, DiagEngine *diag, const char *path) {
  return onnx_import(ctx, diag, path);
}

bool driver_check_diagnostics(DiagEngine *diag, const char *name, const char *text, size_t len,
                              int first_line) {
  return vd_check(diag, name, text, len, first_line);
}

void driver_keep_first_parse_error(DiagEngine *diag) { vd_keep_first_error(diag); }

int driver_run_main(int argc, char **argv) { return run_main(argc, argv); }

int driver_onnx_test_main(int argc, char **argv) { return onnx_test_main(argc, argv); }

int driver_explain_main(int argc, char **argv) { return explain_main(argc, argv); }
