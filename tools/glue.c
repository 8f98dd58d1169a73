/* glue.c: connects the driver to the components that provide subcommands
 * and optional stages (verify-diagnostics, ONNX, loopc run). */
#include <stdio.h>

#include "../frontend/onnx/onnx.h"
#include "../passes/onnx_lower.h"
#include "driver.h"
#include "onnx_test.h"

static bool has_onnx_op(IrOp *op, void *data) {
  if (ir_op_has_trait(op, T_ONNX))
    *(bool *)data = true;
  return !*(bool *)data;
}

void driver_add_lowering(IrPassManager *pm, IrOp *module) {
  bool onnx = false;
  ir_walk(module, has_onnx_op, &onnx);
  if (onnx)
    ir_pm_add(pm, &onnx_lower_pass);
}

IrOp *driver_import_onnx(IrContext *ctx, DiagEngine *diag, const char *path) {
  return onnx_import(ctx, diag, path);
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

int driver_onnx_test_main(int argc, char **argv) { return onnx_test_main(argc, argv); }
