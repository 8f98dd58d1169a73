/* explain.c: the stages of `loopc explain`'s page (see explain.h).
 *
 * The input goes through what `--emit=c` does (one Compilation: parse or
 * import, verify, the passes pipeline_build chooses, the C backend). Along
 * the way a printed snapshot of every stage is kept (the pass manager's
 * after_pass hook) in the three forms the page switches between, and every
 * printed line is mapped to the source line it comes from: the printer
 * reports where each op starts and ends (IrPrintOptions.op_span), and the C
 * backend's #line directives say where each C line comes from. Diagnostics
 * are captured rather than printed, so that a broken input still gives a
 * page showing them at their lines; explain_report repeats them. */
#include "explain_internal.h"

#include <stdlib.h>
#include <string.h>

#include "../codegen/codegen.h"
#include "../ir/printer.h"

/* ============================ printed text ============================== */

void text_add_line(Text *t, const char *s, size_t n, int src) {
  if (t->nlines == t->cap) {
    t->cap = t->cap ? t->cap * 2 : 64;
    t->lines = xrealloc(t->lines, sizeof *t->lines * (size_t)t->cap);
    t->src = xrealloc(t->src, sizeof *t->src * (size_t)t->cap);
  }
  if (n && s[n - 1] == '\r')
    n--;
  t->lines[t->nlines] = (DiffLine){s, n};
  t->src[t->nlines++] = src;
}

/* Splits buf[0..len) at newlines (a final newline ends the last line). */
void text_split(Text *t, const char *buf, size_t len) {
  const char *p = buf, *end = buf + len;
  while (p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *e = nl ? nl : end;
    text_add_line(t, p, (size_t)(e - p), 0);
    p = nl ? nl + 1 : end;
  }
}

void text_free(Text *t) {
  free(t->buf);
  free(t->lines);
  free(t->src);
  if (t->diffed)
    line_diff_free(&t->diff);
  memset(t, 0, sizeof *t);
}


/* ============================ the explanation =========================== */

int explain_op_line(const Explain *ex, const IrOp *op) {
  if (ir_op_is(op, OP_MODULE) || op->loc.line <= 0 || !op->loc.file ||
      strcmp(op->loc.file, ex->name) != 0)
    return 0;
  return op->loc.line;
}


/* ---- IR snapshots ---- */

typedef struct Span {
  const IrOp *op;
  size_t offset;
  bool end;
} Span;

typedef struct Spans {
  Span *v;
  size_t n, cap;
} Spans;

static void on_op_span(void *data, const IrOp *op, bool end, size_t offset) {
  Spans *s = data;
  if (s->n == s->cap) {
    s->cap = s->cap ? s->cap * 2 : 256;
    s->v = xrealloc(s->v, sizeof *s->v * s->cap);
  }
  s->v[s->n++] = (Span){op, offset, end};
}

/* Prints module in one of the page's forms; each line gets the source line
 * of the innermost op being printed where it starts. */
static void print_variant(Explain *ex, IrContext *ctx, IrOp *module, int variant, Text *t) {
  Spans spans = {0};
  /* The page maps output lines to the source: keep the source's names. */
  IrPrintOptions po = {.spelling = variant == V_CLASSIC ? SPELL_CLASSIC : SPELL_MODERN,
                       .names = IR_NAMES_SOURCE,
                       /* A model's weights would be printed in every stage and
                        * form: a dense constant of more than 64 elements is
                        * dense_resource<__elided__> on the page (as mlir-opt's
                        * --mlir-elide-elementsattrs-if-larger=64). */
                       .elide_elements = 65,
                       .generic = variant == V_GENERIC,
                       .op_span = on_op_span,
                       .op_span_data = &spans};
  FILE *f = open_memstream(&t->buf, &t->len);
  if (!f)
    ir_unreachable("open_memstream failed");
  ir_print_op(ctx, f, module, &po);
  fclose(f);
  text_split(t, t->buf, t->len);
  const IrOp **open = xmalloc(sizeof *open * (spans.n + 1));
  size_t depth = 0, e = 0;
  for (int i = 0; i < t->nlines; i++) {
    size_t start = (size_t)(t->lines[i].s - t->buf);
    for (; e < spans.n && spans.v[e].offset <= start; e++) {
      if (!spans.v[e].end)
        open[depth++] = spans.v[e].op;
      else if (depth)
        depth--;
    }
    t->src[i] = depth ? explain_op_line(ex, open[depth - 1]) : 0;
  }
  free(open);
  free(spans.v);
}

static void snapshot(Explain *ex, IrContext *ctx, IrOp *module, const char *title,
                     const IrPass *pass) {
  if (ex->nstages == ex->stage_cap) {
    ex->stage_cap = ex->stage_cap ? ex->stage_cap * 2 : 8;
    ex->stages = xrealloc(ex->stages, sizeof *ex->stages * (size_t)ex->stage_cap);
  }
  Stage *s = &ex->stages[ex->nstages++];
  memset(s, 0, sizeof *s);
  s->title = title;
  s->pass = pass;
  for (int v = 0; v < NVARIANTS; v++)
    print_variant(ex, ctx, module, v, &s->v[v]);
}

static void on_after_pass(const IrPass *pass, IrContext *ctx, IrOp *module, void *data) {
  Explain *ex = data;
  snapshot(ex, ctx, module, arena_printf(&ex->arena, "after %s", pass->name), pass);
}

/* What each stage changed, in each form. */
static void diff_stages(Explain *ex) {
  for (int i = 1; i < ex->nstages; i++)
    for (int v = 0; v < NVARIANTS; v++) {
      Text *old = &ex->stages[i - 1].v[v], *new_ = &ex->stages[i].v[v];
      line_diff(old->lines, old->nlines, new_->lines, new_->nlines, 0,
                LINE_DIFF_SSA_NUMBERS, &new_->diff);
      new_->diffed = true;
    }
}

/* ---- the C ---- */

/* Reads `#line N "file"` (the C backend's spelling); returns false for any
 * other line. *line is N when file is the input, else 0. */
static bool parse_line_directive(const Explain *ex, const DiffLine *l, int *line) {
  static const char prefix[] = "#line ";
  size_t n = sizeof prefix - 1;
  if (l->len < n || memcmp(l->s, prefix, n) != 0)
    return false;
  const char *p = l->s + n, *end = l->s + l->len;
  long v = 0;
  while (p < end && *p >= '0' && *p <= '9' && v < 100000000)
    v = v * 10 + (*p++ - '0');
  while (p < end && *p == ' ')
    p++;
  bool same_file = p == end; /* no file: the current one, which is ours */
  if (p < end && *p == '"') {
    char *file = xmalloc(l->len + 1);
    size_t k = 0;
    for (p++; p < end && *p != '"'; p++) {
      if (*p == '\\' && p + 1 < end)
        p++;
      file[k++] = *p;
    }
    file[k] = 0;
    same_file = strcmp(file, ex->name) == 0;
    free(file);
  }
  *line = same_file ? (int)v : 0;
  return true;
}

/* Emits C with #line directives and keeps it without them, each line
 * marked with the source line the directives give it. */
static bool capture_c(Explain *ex, IrContext *ctx, IrOp *module) {
  CodegenOptions cg;
  codegen_options_init(&cg);
  cg.line_directives = true;
  cg.source_name = ex->name;
  /* Large constants go where --emit=c puts them, to a weights file (here
   * nowhere): the page shows the C that refers to them, not their
   * literals, which were most of a model's page. */
  FILE *weights = fopen("/dev/null", "w");
  cg.weights = weights;
  cg.weights_name = "model.weights";
  char *raw = NULL;
  size_t raw_len = 0;
  FILE *f = open_memstream(&raw, &raw_len);
  if (!f)
    ir_unreachable("open_memstream failed");
  bool ok = codegen_emit_c(ctx, module, &cg, f, &ex->diag);
  fclose(f);
  if (weights)
    fclose(weights);
  if (ok) {
    Text all = {0};
    text_split(&all, raw, raw_len);
    Text *t = &ex->c;
    t->buf = xmalloc(raw_len + 1);
    t->len = 0;
    int current = 0;
    for (int i = 0; i < all.nlines; i++) {
      const DiffLine *l = &all.lines[i];
      if (parse_line_directive(ex, l, &current))
        continue;
      char *copy = t->buf + t->len;
      memcpy(copy, l->s, l->len);
      t->len += l->len;
      t->buf[t->len++] = '\n';
      text_add_line(t, copy, l->len, current);
      /* As C counts: the line after `#line N` is N, the next N + 1, ... (the
       * backend writes a directive only where that count is wrong). A
       * function ends with `}` in column 0; what follows (the C-interface
       * wrappers) comes from no op. */
      if (l->len == 1 && l->s[0] == '}')
        current = 0;
      else if (current)
        current++;
    }
    text_free(&all);
    ex->have_c = true;
  }
  free(raw);
  return ok;
}

/* ============================== driving ================================= */

Explain *explain_new(const ExplainRequest *rq, FILE *errors) {
  Explain *ex = xcalloc(1, sizeof *ex);
  ex->rq = *rq;
  ex->spelling = "classic";
  arena_init(&ex->arena);
  diag_init(&ex->diag, errors);
  if (!comp_input_open(&ex->in, rq->input, false, &ex->diag)) {
    diag_free(&ex->diag);
    arena_destroy(&ex->arena);
    free(ex);
    return NULL;
  }
  ex->name = ex->in.name;
  ex->onnx = ex->in.kind == COMP_INPUT_ONNX;
  ex->source = ex->in.text;
  ex->source_len = ex->in.len;
  comp_init(&ex->comp, &ex->in, &ex->diag);
  return ex;
}

/* The pipeline's passes as the page names them: "mem2reg, cse". */
static char *pass_names(const IrPassManager *pm) {
  TextBuf names = {0};
  textbuf_add(&names, "");
  for (int i = 0; i < pm->npasses; i++) {
    textbuf_add(&names, i ? ", " : "");
    textbuf_add(&names, pm->passes[i]->name);
  }
  return names.s;
}

/* ---- teaching notes ---- */

typedef struct FindLoop {
  IrLoc at;
  IrOp *found;
} FindLoop;

static bool find_loop(IrOp *op, void *data) {
  FindLoop *fl = data;
  if (!fl->found && ir_op_is(op, OP_FOR) && op->loc.line == fl->at.line &&
      op->loc.col == fl->at.col && op->nregions == 1 && ir_op_region(op, 0)->first)
    fl->found = op;
  return !fl->found;
}

/* The most common mistake of a student: a loop.yield that does not pass
 * one value of the right type per iter_arg. The verifier reports it at the
 * loop (in mlir-opt's words); the page adds a note at the yield itself. */
static void add_teaching_notes(Explain *ex, IrOp *module) {
  int n = ex->diag.ndiags;
  int *after = xmalloc(sizeof *after * (size_t)(2 * n + 1)); /* each note's error */
  for (int i = 0; i < n; i++) {
    const Diag *d = &ex->diag.diags[i];
    if (d->sev != DIAG_ERROR || !d->msg ||
        !(strstr(d->msg, "yielded value") || strstr(d->msg, ".yield to Region #0")))
      continue;
    FindLoop fl = {d->loc, NULL};
    ir_walk(module, find_loop, &fl);
    IrOp *y = fl.found ? ir_block_terminator(ir_op_region(fl.found, 0)->first) : NULL;
    if (!y || !y->loc.line)
      continue;
    int k = ir_for_inits_count(fl.found);
    if (k == 1)
      diag_report(&ex->diag, DIAG_NOTE, y->loc,
                  "this yield gives the loop's iter_arg its value for the next iteration (and "
                  "the loop's result after the last): it must pass one value, of the "
                  "iter_arg's type");
    else
      diag_report(&ex->diag, DIAG_NOTE, y->loc,
                  "this yield gives the loop's %d iter_args their values for the next "
                  "iteration (and the loop's results after the last): it must pass %d values, "
                  "each of its iter_arg's type, in their order",
                  k, k);
    after[ex->diag.ndiags - 1 - n] = i;
  }
  /* Each note right after its error, as loopc prints a verifier's notes. */
  int m = ex->diag.ndiags;
  if (m > n) {
    Diag *order = xmalloc(sizeof *order * (size_t)m);
    int k = 0;
    for (int i = 0; i < n; i++) {
      order[k++] = ex->diag.diags[i];
      for (int j = n; j < m; j++)
        if (after[j - n] == i)
          order[k++] = ex->diag.diags[j];
    }
    memcpy(ex->diag.diags, order, sizeof *order * (size_t)m);
    free(order);
  }
  free(after);
}

/* Loads and verifies the input, with the page's first stage and, for a
 * text, the outline; false with ex->stopped naming the step. */
static bool load(Explain *ex, const CompOptions *o) {
  Compilation *c = &ex->comp;
  if (ex->onnx) {
    char *err = NULL;
    if (!onnx_graph_list(ex->rq.input, &ex->graph, &err)) {
      diag_error(&ex->diag, ir_loc(ex->name, 0, 0), "%s", err);
      free(err);
      ex->stopped = "import";
      return false;
    }
  }
  bool loaded = comp_load(c, o);
  IrSpelling sp = ex->rq.syntax >= 0 ? (IrSpelling)ex->rq.syntax
                  : ex->onnx || loaded ? c->spelling
                                       : SPELL_CLASSIC;
  ex->spelling = sp == SPELL_CLASSIC ? "classic" : "modern";
  if (!loaded) {
    ex->stopped = ex->onnx ? "import" : "parsing";
    return false;
  }
  /* The outline also for a program the verifier rejects: it is where a
   * student looks for the loop the message is about. */
  if (!ex->onnx)
    explain_build_outline(ex, c->ctx, c->module);
  if (!comp_verify(c)) {
    ex->stopped = "verification";
    add_teaching_notes(ex, c->module);
    return false;
  }
  snapshot(ex, c->ctx, c->module, ex->onnx ? "imported" : "parsed", NULL);
  return true;
}

bool explain_compile(Explain *ex) {
  Compilation *c = &ex->comp;
  CompOptions o;
  comp_options_init(&o);
  o.pipeline.opt_level = ex->rq.opt_level;
  o.pipeline.passes = ex->rq.passes;
  o.pipeline.to_core = true;
  o.after_pass = on_after_pass;
  o.after_pass_data = ex;
  o.onnx_node_locs = true;
  ex->diag.capture = true;
  bool ok = load(ex, &o);
  if (ok && !comp_build_pipeline(c, &o)) {
    ex->stopped = "the pass pipeline";
    ok = false;
  } else if (ok) {
    ex->pipeline = pass_names(&c->pm);
    ok = comp_run_passes(c);
    if (!ok)
      ex->stopped = c->pm.nran < c->pm.npasses
                        ? arena_printf(&ex->arena, "pass %s", c->pm.passes[c->pm.nran]->name)
                        : "the pass pipeline";
  }
  if (ex->nstages)
    diff_stages(ex);
  if (ok && !capture_c(ex, c->ctx, c->module)) {
    ex->stopped = "the C backend";
    ok = false;
  }
  ex->diag.capture = false;
  return ok && !diag_has_errors(&ex->diag);
}

void explain_report(const Explain *ex, FILE *f) {
  DiagEngine out;
  diag_init(&out, f);
  if (ex->source)
    diag_add_source(&out, ex->name, ex->source, ex->source_len);
  for (int i = 0; i < ex->diag.ndiags; i++) {
    IrLoc loc = ex->diag.diags[i].loc;
    if (ex->onnx) /* a node's number is no line of the file; the message names the node */
      loc = ir_loc(loc.file, 0, 0);
    diag_report(&out, ex->diag.diags[i].sev, loc, "%s", ex->diag.diags[i].msg);
  }
  diag_free(&out);
}

void explain_set_run(Explain *ex, const char *command, const char *out, size_t len, int status,
                     bool timed_out, bool truncated, int timeout) {
  RunResult *r = &ex->run;
  ex->have_run = true;
  r->command = xstrdup(command);
  r->out = xmalloc(len + 1);
  memcpy(r->out, out, len);
  r->out[len] = 0;
  r->len = len;
  r->status = status;
  r->timed_out = timed_out;
  r->truncated = truncated;
  r->timeout = timeout;
}

void explain_free(Explain *ex) {
  if (!ex)
    return;
  for (int i = 0; i < ex->nstages; i++)
    for (int v = 0; v < NVARIANTS; v++)
      text_free(&ex->stages[i].v[v]);
  free(ex->stages);
  text_free(&ex->c);
  free(ex->outline);
  free(ex->pipeline);
  free(ex->run.command);
  free(ex->run.out);
  onnx_listing_free(&ex->graph);
  comp_free(&ex->comp);
  comp_input_close(&ex->in);
  diag_free(&ex->diag);
  arena_destroy(&ex->arena);
  free(ex);
}
