/* fuzz_text.c: libFuzzer harness for the text path. The input is a .mlir
 * file; it goes through everything `loopc FILE` and `loopc --emit=c` do:
 * parse (with diagnostics quoting the source), verify, print in both
 * spellings and the generic form, the -O2 pipeline with the verifier after
 * every pass (lowering any onnx ops in it first), print the result, then the
 * C backend and the header. The input is not NUL-terminated, so reads past
 * its end show. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../codegen/codegen.h"
#include "../frontend/onnx/onnx_dialect.h"
#include "../frontend/parse.h"
#include "../ir/diag.h"
#include "../ir/pass.h"
#include "../ir/printer.h"
#include "../ir/verify.h"
#include "../passes/passes.h"
#include "fuzz.h"

static void print_all(IrContext *ctx, IrOp *module, FILE *sink) {
  IrPrintOptions po = {.spelling = SPELL_CLASSIC};
  ir_print_op(ctx, sink, module, &po);
  po.spelling = SPELL_MODERN;
  ir_print_op(ctx, sink, module, &po);
  po.generic = true;
  po.print_locs = true;
  ir_print_op(ctx, sink, module, &po);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FILE *sink = fuzz_sink();
  onnx_dialect_register();
  DiagEngine diag;
  diag_init(&diag, sink); /* the default error limit: stopping is exercised too */
  diag_add_source(&diag, "fuzz.mlir", (const char *)data, size);
  IrContext *ctx = ir_context_create();
  IrOp *module = parse_module(ctx, &diag, "fuzz.mlir", (const char *)data, size, 1);
  if (module && !diag_has_errors(&diag) && ir_verify(ctx, module, &diag)) {
    print_all(ctx, module, sink);
    IrPassManager pm;
    ir_pm_init(&pm);
    PipelineOptions po = {.opt_level = 2, .to_core = true};
    bool ok = pipeline_build(&pm, &po, module, &diag) && ir_pm_run(&pm, ctx, module, &diag);
    ir_pm_free(&pm);
    if (ok) {
      IrPrintOptions po = {.spelling = SPELL_MODERN};
      ir_print_op(ctx, sink, module, &po);
      CodegenOptions cg;
      codegen_options_init(&cg);
      if (codegen_emit_c(ctx, module, &cg, sink, &diag))
        codegen_emit_header(ctx, module, &cg, sink, &diag);
    }
  }
  ir_context_destroy(ctx);
  diag_free(&diag);
  return 0;
}
