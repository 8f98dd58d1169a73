/* fuzz_onnx.c: libFuzzer harness for the ONNX path. The input is a .onnx
 * model (a serialized ModelProto); it goes through what `loopc model.onnx
 * --emit=c` does: import (protobuf decoding included), verify, print the
 * onnx dialect, lower to loops with the verifier after every pass, print
 * again, emit C. */
#include <stdint.h>
#include <stdio.h>

#include "../codegen/codegen.h"
#include "../frontend/onnx/onnx.h"
#include "../ir/diag.h"
#include "../ir/pass.h"
#include "../ir/printer.h"
#include "../ir/verify.h"
#include "../passes/passes.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FILE *sink = fuzz_sink();
  DiagEngine diag;
  diag_init(&diag, sink);
  IrContext *ctx = ir_context_create();
  IrOp *module = onnx_import_bytes(ctx, &diag, "fuzz.onnx", data, size);
  if (module && ir_verify(ctx, module, &diag)) {
    IrPrintOptions print = {.spelling = SPELL_MODERN, .generic = true};
    ir_print_op(ctx, sink, module, &print);
    IrPassManager pm;
    ir_pm_init(&pm);
    PipelineOptions po = {.opt_level = 2, .to_core = true};
    bool ok = pipeline_build(&pm, &po, ctx, module, &diag) && ir_pm_run(&pm, ctx, module, &diag);
    ir_pm_free(&pm);
    if (ok) {
      print.generic = false;
      ir_print_op(ctx, sink, module, &print);
      CodegenOptions cg;
      codegen_options_init(&cg);
      codegen_emit_c(ctx, module, &cg, sink, &diag);
    }
  }
  ir_context_destroy(ctx);
  diag_free(&diag);
  return 0;
}
