/* glue.c: connects the driver to the components that provide subcommands
 * and optional stages (verify-diagnostics, ONNX, loopc run). */
#include <stdio.h>

#include "driver.h"

void driver_add_lowering(IrPassManager *pm, IrOp *module) {
  (void)pm;
  (void)module;
}

IrOp *driver_import_onnx(IrContext *ctx, DiagEngine *diag, const char *path) {
  (void)ctx;
  diag_error(diag, ir_loc(path, 0, 0), "ONNX import is not available in this build");
  return NULL;
}

bool driver_check_diagnostics(DiagEngine *diag, const char *name, const char *text, size_t len,
                              int first_line) {
  (void)text;
  (void)len;
  diag_error(diag, ir_loc(name, first_line, 1), "--verify-diagnostics is not available in this build");
  return false;
}

int driver_run_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  fputs("loopc: error: 'loopc run' is not available in this build\n", stderr);
  return 1;
}

int driver_onnx_test_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  fputs("loopc: error: 'loopc onnx-test' is not available in this build\n", stderr);
  return 1;
}
