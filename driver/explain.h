/* explain.h: the page of `loopc explain` (tools/explain.c is its main):
 * one self-contained HTML page that follows a program from its source (or
 * an ONNX model's graph) through the IR after parsing and after every pass
 * of the pipeline to the C, every line linked to the source line it comes
 * from (explain.c: the stages; explain_outline.c: the loop nest's outline;
 * explain_page.c: the page's data). */
#ifndef LOOPC_DRIVER_EXPLAIN_H
#define LOOPC_DRIVER_EXPLAIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct Explain Explain;

typedef struct ExplainRequest {
  const char *input;  /* a .mlir file, "-", or a .onnx model */
  int syntax;         /* the spelling the page opens with (IrSpelling), -1: the input's */
  int opt_level;      /* -1: the default of --emit=c */
  const char *passes; /* pipeline text, or NULL */
} ExplainRequest;

/* Reads the input; NULL when it cannot be read (reported on errors: there
 * is nothing to show). */
Explain *explain_new(const ExplainRequest *rq, FILE *errors);
/* Runs the compiler over the input, keeping every stage, and stops at the
 * first step that reports errors. Whether every step succeeded. */
bool explain_compile(Explain *ex);
/* The diagnostics the steps reported (captured for the page), as loopc
 * prints them. */
void explain_report(const Explain *ex, FILE *out);
/* What `loopc run` printed, for the page: the command as a shell would take
 * it, its output, its exit status, whether it was stopped after timeout
 * seconds and whether its output was cut. */
void explain_set_run(Explain *ex, const char *command, const char *out, size_t len, int status,
                     bool timed_out, bool truncated, int timeout);
/* The page: tpl (tools/explain.html) with the data in place of its marker. */
bool explain_write_page(const Explain *ex, const char *tpl, size_t tpl_len, FILE *f);
void explain_free(Explain *ex);

#endif
