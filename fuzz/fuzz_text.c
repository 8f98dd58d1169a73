/* fuzz_text.c: libFuzzer harness for the text path. The input is a .mlir
 * file; it goes through everything `loopc FILE` and `loopc --emit=c` do:
 * parse (with diagnostics quoting the source), verify, print in both
 * spellings and the generic form, the -O2 pipeline with the verifier after
 * every pass (lowering any onnx ops in it first), print the result, then the
 * C backend and the header; and the streamed path of `loopc FILE`
 * (lib/stream.c), which must give up or print what the whole-module path
 * prints. The input is not NUL-terminated, so reads past its end show. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../codegen/codegen.h"
#include "../dialects/dialects.h"
#include "../frontend/parse.h"
#include "../ir/diag.h"
#include "../ir/pass.h"
#include "../ir/printer.h"
#include "../ir/verify.h"
#include "../passes/passes.h"
#include "../lib/stream.h"
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

/* What `loopc FILE` prints through the whole-module path, or NULL if the
 * input is invalid. */
static char *whole_module_output(IrContext *ctx, IrOp *module, size_t *len) {
  char *buf = NULL;
  FILE *f = open_memstream(&buf, len);
  if (!f)
    abort();
  IrPrintOptions po = {.spelling = ir_guess_spelling(module)};
  ir_print_op(ctx, f, module, &po);
  ir_print_trailer(f, &po); /* as comp_emit */
  fclose(f);
  return buf;
}

/* The streamed path (lib/stream.c) either gives up or prints exactly
 * what the whole-module path prints. */
static void check_streamed(const uint8_t *data, size_t size, const char *want, size_t want_len) {
  char *got = NULL;
  size_t got_len = 0;
  FILE *f = open_memstream(&got, &got_len);
  if (!f)
    abort();
  DiagEngine diag;
  diag_init(&diag, fuzz_sink());
  StreamJob job = {"fuzz.mlir", (const char *)data, size, false, -1, IR_NAMES_AUTO, f};
  StreamResult r = stream_module(&job, &diag, NULL);
  fclose(f);
  if (r == STREAM_DONE && (!want || got_len != want_len || memcmp(got, want, got_len) != 0)) {
    fprintf(stderr, "streamed output differs from the whole module's:\n--- whole\n%s\n--- streamed\n%.*s\n",
            want ? want : "(invalid input)", (int)got_len, got);
    abort();
  }
  diag_free(&diag);
  free(got);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FILE *sink = fuzz_sink();
  dialects_register_all();
  char *want = NULL;
  size_t want_len = 0;
  DiagEngine diag;
  diag_init(&diag, sink); /* the default error limit: stopping is exercised too */
  diag_add_source(&diag, "fuzz.mlir", (const char *)data, size);
  IrContext *ctx = ir_context_create();
  IrOp *module = parse_module(ctx, &diag, "fuzz.mlir", (const char *)data, size, 1);
  if (module && !diag_has_errors(&diag) && ir_verify(ctx, module, &diag)) {
    want = whole_module_output(ctx, module, &want_len);
    print_all(ctx, module, sink);
    IrPassManager pm;
    ir_pm_init(&pm);
    PipelineOptions po = {.opt_level = 2, .to_core = true};
    bool ok = pipeline_build(&pm, &po, ctx, module, &diag) && ir_pm_run(&pm, ctx, module, &diag);
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
  check_streamed(data, size, want, want_len);
  free(want);
  return 0;
}
