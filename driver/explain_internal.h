/* explain_internal.h: what the files of loopc explain's page share
 * (driver/explain.c, explain_outline.c, explain_page.c). */
#ifndef LOOPC_DRIVER_EXPLAIN_INTERNAL_H
#define LOOPC_DRIVER_EXPLAIN_INTERNAL_H

#include "../frontend/onnx/onnx_graph.h"
#include "../ir/arena.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../ir/pass.h"
#include "../lib/compilation.h"
#include "explain.h"
#include "line_diff.h"

/* A text split into lines, each with the source line it comes from (0: none)
 * and, for IR after a pass, what changed since the stage before. */
typedef struct Text {
  char *buf;
  size_t len;
  DiffLine *lines;
  int nlines, cap;
  int *src;
  LineDiff diff;
  bool diffed;
} Text;

void text_add_line(Text *t, const char *s, size_t n, int src);
/* Splits buf[0..len) at newlines (a final newline ends the last line). */
void text_split(Text *t, const char *buf, size_t len);
void text_free(Text *t);

enum { V_CLASSIC, V_MODERN, V_GENERIC, NVARIANTS };

typedef struct Stage {
  const char *title;
  const IrPass *pass; /* NULL for the parsed or imported IR */
  Text v[NVARIANTS];
} Stage;

/* A row of the loop-nest outline: rows one deeper than the row above are
 * nested in it. */
typedef struct Row {
  int depth;
  const char *kind; /* func, for, iter, if, group, parallel, reduce, while, cond, yield, return */
  int line;
  const char *text;
} Row;

typedef struct RunResult {
  char *command; /* as shown on the page */
  char *out;
  size_t len;
  bool truncated, timed_out;
  int status;  /* exit status, or 128 + signal */
  int timeout; /* seconds */
} RunResult;

struct Explain {
  ExplainRequest rq;
  const char *name; /* the input as diagnostics name it */
  bool onnx;
  CompInput in;     /* the source (.mlir text) or where the model is */
  Compilation comp; /* its context outlives the page: diagnostics name files in it */
  const char *source; /* .mlir text (in.text), or NULL */
  size_t source_len;
  OnnxListing graph;
  Row *outline;
  int noutline, outline_cap;
  Stage *stages;
  int nstages, stage_cap;
  Text c;
  bool have_c;
  const char *spelling; /* the page's initial spelling */
  char *pipeline;       /* the passes, as text */
  const char *stopped;  /* the step that failed, or NULL */
  bool have_run;
  RunResult run;
  DiagEngine diag;      /* captures everything */
  Arena arena;          /* outline and title strings */
};

/* The source line op comes from, 0 if none (an op a pass made up, or the
 * module, whose location says nothing). */
int explain_op_line(const Explain *ex, const IrOp *op);
/* The outline of module's loop nest (explain_outline.c). */
void explain_build_outline(Explain *ex, IrContext *ctx, IrOp *module);

#endif
