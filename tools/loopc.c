/* loopc.c: the main of the command: dispatches the subcommands (run.c,
 * onnx_test.c, explain.c, cache.c) and does mlir-opt's job itself: one
 * compilation per input chunk (lib/compilation.c) printing IR or emitting C
 * and its header, --split-input-file and --verify-diagnostics, streaming,
 * --timing and the output files. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../dialects/dialects.h"
#include "../driver/files.h"
#include "../driver/options.h"
#include "../driver/progress.h"
#include "../driver/timing.h"
#include "../driver/verify_diagnostics.h"
#include "../include/loopc.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../lib/compilation.h"
#include "../passes/passes.h"
#include "cache.h"
#include "inspect.h"
#include "explain.h"
#include "onnx_test.h"
#include "run.h"

typedef struct Options {
  const char *input;
  const char *output;
  CompEmit emit;
  CompOptions comp;  /* the compilation's: pipeline, printing, C */
  bool split, verify_diag, emit_header, timing;
  bool no_stream; /* --no-stream: always build the whole module */
  const char *header_out;
  const char *weights; /* --weights */
  char *passes;  /* --passes, --pass-pipeline and pass flags, in order, joined by ',' */
  int error_limit; /* --error-limit (0: none) */
} Options;

/* --timing: wall-clock seconds spent in each phase, summed over chunks. */
static double phase_time[COMP_NPHASES];
static bool streamed; /* the input went through the streamed printer */
static CompInputKind input_kind = COMP_INPUT_TEXT;

static bool copy_stream(FILE *from, FILE *to) {
  char buf[1 << 16];
  size_t n;
  rewind(from);
  while ((n = fread(buf, 1, sizeof buf, from)) > 0)
    if (fwrite(buf, 1, n, to) != n)
      return false;
  return !ferror(from);
}

/* The common case of mlir-opt's job, parse + verify + print with no passes,
 * one function at a time (comp_stream). Returns whether the module went to
 * out; if not, nothing was reported and out is as it was. */
static bool try_stream(const Options *opt, const CompInput *in, DriverOutput *out,
                       DiagEngine *diag) {
  if (opt->no_stream || opt->emit != COMP_EMIT_MLIR || opt->split || opt->verify_diag ||
      !comp_can_stream(in, &opt->comp))
    return false;
  /* A temporary output file can be emptied again; anything else (standard
   * output, a pipe) gets the module only once it is complete. */
  FILE *sink = out->tmp ? out->f : tmpfile();
  if (!sink)
    return false;
  bool done = comp_stream(in, &opt->comp, diag, sink, phase_time);
  streamed = done;
  if (sink != out->f) {
    if (done && !copy_stream(sink, out->f))
      diag_error(diag, ir_loc(in->name, 0, 0), "cannot write output: %s", strerror(errno));
    fclose(sink);
  } else if (!done) {
    fflush(sink);
    if (ftruncate(fileno(sink), 0) != 0 || fseek(sink, 0, SEEK_SET) != 0)
      return false; /* cannot happen for a file of our own; the close reports write errors */
  }
  return done;
}

/* Where --emit-header writes without a name: the output's name with .h for
 * .c (out.h for standard output). malloc'd. */
static char *header_path(const Options *opt) {
  if (opt->header_out)
    return xstrdup(opt->header_out);
  const char *o = opt->output && strcmp(opt->output, "-") ? opt->output : "out.c";
  size_t n = strlen(o);
  char *p = xmalloc(n + 3);
  strcpy(p, o);
  if (n > 2 && strcmp(p + n - 2, ".c") == 0)
    p[n - 2] = 0;
  strcat(p, ".h");
  return p;
}

/* Where --emit=c writes large constants (codegen.h): --weights, else the
 * output's name with .weights for .c; NULL when they stay in the C
 * (--weights=none, or C on standard output). malloc'd. */
static char *weights_path(const Options *opt) {
  if (opt->emit != COMP_EMIT_C || (opt->weights && strcmp(opt->weights, "none") == 0))
    return NULL;
  if (opt->weights)
    return xstrdup(opt->weights);
  if (!opt->output || strcmp(opt->output, "-") == 0)
    return NULL;
  const char *o = opt->output;
  size_t n = strlen(o);
  if (n > 2 && strcmp(o + n - 2, ".c") == 0)
    n -= 2;
  return xasprintf("%.*s.weights", (int)n, o);
}

/* CompOptions.after_pass: the progress line names the pass that ran. */
static void pass_done(const IrPass *pass, IrContext *ctx, IrOp *module, void *data) {
  (void)ctx;
  (void)module;
  const Compilation *c = data;
  progress_say("passes: %d of %d done (%s)", c->pm.nran, c->pm.npasses, pass->name);
}

/* Compiles one chunk (the whole input without --split-input-file) into out
 * and, with --emit-header, the header into hout: one compile for both. The
 * caller frees c after reading the diagnostics (their locations live in
 * c's context). */
static bool compile_chunk(const Options *opt, Compilation *c, const CompChunk *chunk, FILE *out,
                          FILE *hout) {
  CompOptions o = opt->comp;
  o.pipeline.to_core = opt->emit != COMP_EMIT_MLIR;
  if (o.cg.line_directives && c->in->kind == COMP_INPUT_TEXT)
    o.cg.source_name = c->in->name; /* #line directives point at the .mlir */
  if (!o.after_pass) {
    o.after_pass = pass_done;
    o.after_pass_data = c;
  }
  progress_say("%s %s", c->in->kind == COMP_INPUT_ONNX ? "importing" : "parsing", c->in->name);
  bool ok = chunk ? comp_load_chunk(c, chunk) : comp_load(c, &o);
  progress_say("passes");
  if (!ok && opt->verify_diag)
    vd_keep_first_error(c->diag);
  /* Output to the terminal (standard output) must not share its line. */
  bool to_stdout = !opt->output || strcmp(opt->output, "-") == 0;
  ok = ok && comp_verify(c) && comp_run_pipeline(c, &o) &&
       (to_stdout ? progress_end() : progress_say("writing the output"),
        comp_emit(c, opt->emit, &o, out)) &&
       (!hout || comp_emit(c, COMP_EMIT_HEADER, &o, hout));
  for (int i = 0; i < COMP_NPHASES; i++)
    phase_time[i] += c->seconds[i];
  return ok;
}

/* As mlir-opt: each chunk that is valid is printed, also under
 * --verify-diagnostics, and output chunks are separated by the marker (an
 * invalid chunk leaves an empty one). A model is one chunk. */
static bool compile_chunks(const Options *opt, const CompInput *in, DiagEngine *diag, FILE *out,
                           FILE *hout) {
  int nchunks = 1;
  CompChunk *chunks = in->kind == COMP_INPUT_TEXT ? comp_input_chunks(in, opt->split, &nchunks)
                                                  : NULL;
  bool all_ok = true;
  for (int i = 0; i < nchunks && !diag_stopped(diag); i++) {
    if (i && opt->emit == COMP_EMIT_MLIR)
      fputs("// -----\n", out);
    if (opt->verify_diag) {
      diag_clear(diag);
      diag->capture = true;
    }
    int before = diag->nerrors;
    Compilation c;
    comp_init(&c, in, diag);
    bool ok = compile_chunk(opt, &c, chunks ? &chunks[i] : NULL, out, hout);
    if (opt->verify_diag) {
      diag->capture = false;
      if (!vd_check(diag, in->name, chunks[i].text, chunks[i].len, chunks[i].first_line))
        all_ok = false;
    } else if (!ok || diag->nerrors > before) {
      all_ok = false;
    }
    comp_free(&c);
  }
  free(chunks);
  return all_ok;
}

static int compile_main(Options *opt) {
  progress_start("loopc");
  DiagEngine diag;
  diag_init(&diag, progress_stderr());
  diag.error_limit = opt->error_limit;
  CompInput in;
  bool ok = comp_input_open(&in, opt->input, true, &diag);
  input_kind = in.kind;
  if (ok && in.kind == COMP_INPUT_ONNX && (opt->split || opt->verify_diag)) {
    diag_error(&diag, ir_loc(in.name, 0, 0), "--split-input-file and --verify-diagnostics need text input");
    ok = false;
  }
  DriverOutput out, hout, wout;
  char *hpath = opt->emit == COMP_EMIT_C && opt->emit_header ? header_path(opt) : NULL;
  char *wpath = weights_path(opt);
  bool opened = ok && driver_output_open(&out, opt->output, &diag);
  bool hopened = opened && hpath && driver_output_open(&hout, hpath, &diag);
  bool wopened = opened && (!hpath || hopened) && wpath && driver_output_open(&wout, wpath, &diag);
  ok = opened && (!hpath || hopened) && (!wpath || wopened);
  if (wopened) {
    /* The assembler looks for it by name where it is run, or on -Wa,-I. */
    const char *slash = strrchr(wpath, '/');
    opt->comp.cg.weights = wout.f;
    opt->comp.cg.weights_name = slash ? slash + 1 : wpath;
  }
  if (ok && try_stream(opt, &in, &out, &diag)) {
    ok = !diag_has_errors(&diag);
  } else if (ok) {
    ok = compile_chunks(opt, &in, &diag, out.f, hpath ? hout.f : NULL);
  }
  if (wopened) { /* no file when no constant went there */
    bool used = ftell(wout.f) > 0;
    bool closed = driver_output_close(&wout, ok && used, &diag);
    ok = (closed || !used) && ok;
  }
  if (hopened)
    ok = driver_output_close(&hout, ok, &diag) && ok;
  if (opened)
    ok = driver_output_close(&out, ok, &diag) && ok;
  free(hpath);
  free(wpath);
  if (in.path)
    comp_input_close(&in);
  diag_free(&diag);
  progress_end();
  return ok ? 0 : 1;
}

static void list_ops(void) {
  for (int k = 0; k < ir_num_op_kinds(); k++) {
    const IrOpInfo *i = ir_op_info((IrOpKind)k);
    if (k == OP_UNKNOWN || !i)
      continue;
    printf("%-22s %-20s %s\n", i->modern, i->classic ? i->classic : "-", i->summary);
  }
}

static void list_passes(void) {
  for (int i = 0; passes_all[i]; i++) {
    printf("%-28s %s\n", passes_all[i]->name, passes_all[i]->summary);
    ir_pass_print_options(passes_all[i], stdout);
  }
  for (int level = 1; level <= 3; level++) {
    printf("-O%d:", level);
    for (const IrPass *const *p = pipeline_opt_passes(level); *p; p++)
      printf(" %s", (*p)->name);
    putchar('\n');
  }
}

static const char usage_text[] =
    "usage: loopc [options] FILE            verify FILE and print its IR (like mlir-opt)\n"
    "       loopc run FILE -e NAME [ARGS]   compile FILE to C, build it and call NAME\n"
    "       loopc onnx-test DIR...          run ONNX backend test folders\n"
    "       loopc inspect FILE              a model's inputs and outputs by name, or\n"
    "                                       a program's functions, with their types\n"
    "       loopc cache [clean]             where loopc run keeps compiled programs,\n"
    "                                       their size; clean removes them\n"
    "       loopc explain FILE [-o PAGE]    one HTML page from source through every\n"
    "                                       pass to C (see loopc explain --help)\n"
    "\n"
    "FILE is a .mlir text file (classic loop.* or modern scf.* spelling), a .onnx\n"
    "model, or '-' for standard input (the default).\n";

/* What the command line asks for besides compiling. */
enum { GO_ON = -1, DONE = 0, USAGE = 2 };

typedef struct Parse {
  Options *opt;
  DiagEngine *diag;
  int exit; /* GO_ON, or the exit status */
} Parse;

static bool on_option(void *data, const OptValue *v) {
  Parse *ps = data;
  Options *opt = ps->opt;
  if (!v->spec) {
    opt->input = v->text;
    return true;
  }
  switch (v->spec->id) {
  case OPT_HELP: opt_print_help(stdout, CMD_LOOPC, usage_text); ps->exit = DONE; return false;
  case OPT_VERSION: printf("loopc %s\n", loopc_version()); ps->exit = DONE; return false;
  case OPT_LIST_OPS: list_ops(); ps->exit = DONE; return false;
  case OPT_LIST_PASSES: list_passes(); ps->exit = DONE; return false;
  case OPT_OUTPUT: opt->output = v->text; break;
  case OPT_EMIT: opt->emit = (CompEmit)v->num; break;
  case OPT_SYNTAX: opt->comp.syntax = v->num == 0 ? SPELL_CLASSIC : SPELL_MODERN; break;
  case OPT_NAMES: opt->comp.names = v->num == 0 ? IR_NAMES_SOURCE : IR_NAMES_MLIR; break;
  case OPT_ELIDE: opt->comp.elide_elements = v->num + 1; break;
  case OPT_HEX: opt->comp.hex_elements = v->num < 0 ? -1 : v->num + 1; break;
  case OPT_GENERIC: opt->comp.generic = true; break;
  case OPT_LOCS: opt->comp.print_locs = true; break;
  case OPT_LOCAL_SCOPE: opt->comp.local_scope = true; break;
  case OPT_SPLIT: opt->split = true; break;
  case OPT_VDIAG: opt->verify_diag = true; break;
  case OPT_ALLOW_UNREGISTERED: break; /* unknown ops are always kept, in generic form */
  case OPT_LEVEL_ID: opt->comp.pipeline.opt_level = (int)v->num; break;
  case OPT_PASS:
  case OPT_PASSES:
  case OPT_PASS_PIPELINE: opt_append_passes(&opt->passes, v); break;
  case OPT_PRINT_AFTER_ALL: opt->comp.print_ir_after_all = true; break;
  case OPT_VERIFY_EACH: opt->comp.verify_each = v->num != 0; break;
  case OPT_NO_VERIFY_EACH: opt->comp.verify_each = false; break;
  case OPT_VECTOR_BITS:
    return opt_vector_bits(v->text, &opt->comp.pipeline.vector_bits, ps->diag, ir_loc_unknown());
  case OPT_EMIT_HEADER:
    opt->emit_header = true;
    opt->header_out = v->text;
    break;
  case OPT_LINE_DIRECTIVES: opt->comp.cg.line_directives = true; break;
  case OPT_EMBED_RUNTIME: opt->comp.cg.embed_runtime = true; break;
  case OPT_WEIGHTS: opt->weights = v->text; break;
  case OPT_TIMING: opt->timing = true; break;
  case OPT_NO_STREAM: opt->no_stream = true; break;
  case OPT_ERROR_LIMIT: opt->error_limit = (int)v->num; break;
  default: ir_unreachable("an option of another subcommand");
  }
  return true;
}

/* Reads the command line into opt: GO_ON, or the exit status. */
static int parse_options(int argc, char **argv, Options *opt) {
  DiagEngine diag;
  diag_init(&diag, stderr);
  Parse ps = {opt, &diag, GO_ON};
  OptParser p = {.command = CMD_LOOPC, .prog = "loopc", .diag = &diag, .one_input = true,
                 .input_optional = true};
  int rest;
  if (!opt_parse(&p, argc, argv, &rest, on_option, &ps) && ps.exit == GO_ON)
    ps.exit = USAGE;
  diag_free(&diag);
  return ps.exit;
}

int main(int argc, char **argv) {
  dialects_register_all();
  if (argc > 1 && strcmp(argv[1], "run") == 0)
    return run_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "cache") == 0)
    return cache_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "inspect") == 0)
    return inspect_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "onnx-test") == 0)
    return onnx_test_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "explain") == 0)
    return explain_main(argc - 1, argv + 1);

  Options opt = {.error_limit = DIAG_DEFAULT_ERROR_LIMIT};
  comp_options_init(&opt.comp);
  int status = parse_options(argc, argv, &opt);
  if (status != GO_ON) {
    free(opt.passes);
    return status;
  }
  if (!opt.input)
    opt.input = "-"; /* as mlir-opt: `mlir-opt %s | mlir-opt` */
  opt.comp.pipeline.passes = opt.passes;
  Timing timing;
  timing_start(&timing);
  status = compile_main(&opt);
  free(opt.passes);
  if (opt.timing) {
    timing_add_phases(&timing, phase_time, input_kind);
    timing_print(&timing, stderr, streamed ? "(streamed: one function at a time)" : NULL);
  }
  return status;
}
