/* loopc.c: the command-line driver: read, parse, verify, run passes, then
 * print IR or emit C. Subcommands `run` and `onnx-test` live in their own files. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../codegen/codegen.h"
#include "../dialects/onnx/onnx_dialect.h"
#include "../frontend/onnx/onnx.h"
#include "../frontend/parse.h"
#include "../include/loopc.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../ir/pass.h"
#include "../ir/printer.h"
#include "../ir/verify.h"
#include "../passes/passes.h"
#include "../driver/files.h"
#include "../driver/native.h"
#include "explain.h"
#include "onnx_test.h"
#include "cache.h"
#include "run.h"
#include "../driver/verify_diagnostics.h"
#include "../lib/stream.h"


static const char usage_text[] =
    "usage: loopc [options] FILE            verify FILE and print its IR (like mlir-opt)\n"
    "       loopc run FILE -e NAME [ARGS]   compile FILE to C, build it and call NAME\n"
    "       loopc onnx-test DIR...          run ONNX backend test folders\n"
    "       loopc cache [clean]             where loopc run keeps compiled programs,\n"
    "                                       their size; clean removes them\n"
    "       loopc explain FILE [-o PAGE]    one HTML page from source through every\n"
    "                                       pass to C (see loopc explain --help)\n"
    "\n"
    "FILE is a .mlir text file (classic loop.* or modern scf.* spelling), a .onnx\n"
    "model, or '-' for standard input.\n"
    "\n"
    "options:\n"
    "  -o FILE                  write output to FILE (default: standard output)\n"
    "  --emit=KIND              mlir (default): the IR; c: C11 source; header: C header\n"
    "  --syntax=classic|modern  spelling of printed IR (default: the input's)\n"
    "  --print-generic          print every op in the generic \"op\"(...) form\n"
    "  --print-locs             keep loc(...) trailers in printed IR\n"
    "  --split-input-file       treat '// -----' lines as separate inputs\n"
    "  --verify-diagnostics     check expected-error/-warning/-note comments\n"
    "  --allow-unregistered-dialect  accepted for mlir-opt's command lines (unknown\n"
    "                           ops are always kept)\n"
    "  -O0 .. -O3               optimization level; for C output the default is -O2\n"
    "                           (canonicalize, cse, loop-invariant-code-motion, ...);\n"
    "                           given with IR output, prints the optimized IR\n"
    "  --PASS                   run pass PASS (e.g. --canonicalize --cse), in the\n"
    "                           order given (see --list-passes)\n"
    "  --passes=P1,P2           run these passes, in this order\n"
    "  --pass-pipeline=TEXT     mlir-opt's form: 'builtin.module(func.func(cse))'\n"
    "  --print-ir-after-all     print the IR after every pass (to stderr)\n"
    "  --verify-each[=BOOL]     verify after every pass (default true)\n"
    "  --no-verify-each         same as --verify-each=false\n"
    "  --emit-header[=FILE]     with --emit=c, also write a header (default OUT.h)\n"
    "  --line-directives        with --emit=c, add #line directives to the source\n"
    "  --embed-runtime          with --emit=c, copy the runtime helpers into the file\n"
    "  --timing                 report the time spent in each phase (to stderr)\n"
    "  --no-stream              hold the whole module in memory (by default, with no\n"
    "                           passes, each function is verified and printed as\n"
    "                           soon as it is parsed; the output is the same)\n"
    "  --error-limit=N          stop after N errors (default 20; 0 for no limit)\n"
    "  --vector-bits=N|native   the target's vector width (128, 256, 512, ...), or\n"
    "                           this machine's: ONNX MatMul tiles fit its registers\n"
    "                           (default: none, tiles for portable C)\n"
    "  --list-ops               list every op loopc knows\n"
    "  --list-passes            list every pass\n"
    "  -h, --help               show this help\n"
    "  --version                show the version\n"
    "\n"
    "Long options may also be written with one dash, as mlir-opt takes them.\n";

typedef enum EmitKind { EMIT_MLIR, EMIT_C, EMIT_HEADER } EmitKind;

typedef struct Options {
  const char *input;
  const char *output;
  EmitKind emit;
  int syntax; /* -1: as the input */
  bool generic, print_locs, split, verify_diag, print_after_all, verify_each;
  bool emit_header, timing;
  bool no_stream; /* --no-stream: always build the whole module */
  const char *header_out;
  char *passes;  /* --passes, --pass-pipeline and pass flags, in order, joined by ',' */
  int opt_level; /* -O0..-O3, -1 when not given */
  int error_limit; /* --error-limit (0: none) */
  int vector_bits; /* --vector-bits (0: unknown, portable) */
  CodegenOptions cg;
} Options;

/* ---- one input chunk ---- */

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && strcmp(s + n - m, suffix) == 0;
}

static bool build_pipeline(IrPassManager *pm, const Options *opt, IrContext *ctx, IrOp *module,
                           DiagEngine *diag) {
  PipelineOptions po = {.opt_level = opt->opt_level, .passes = opt->passes,
                        .to_core = opt->emit != EMIT_MLIR, .vector_bits = opt->vector_bits};
  return pipeline_build(pm, &po, ctx, module, diag);
}

static bool emit_output(IrContext *ctx, IrOp *module, const Options *opt, FILE *out,
                        DiagEngine *diag) {
  if (opt->emit == EMIT_MLIR) {
    IrPrintOptions po = {.spelling = opt->syntax >= 0 ? (IrSpelling)opt->syntax
                                                      : ir_guess_spelling(module),
                         .generic = opt->generic,
                         .print_locs = opt->print_locs};
    if (!ir_print_check(module, &po, diag))
      return false;
    ir_print_op(ctx, out, module, &po);
    return true;
  }
  if (opt->emit == EMIT_HEADER)
    return codegen_emit_header(ctx, module, &opt->cg, out, diag);
  return codegen_emit_c(ctx, module, &opt->cg, out, diag);
}

/* --timing: wall-clock seconds spent in each phase, summed over chunks. */
typedef enum Phase { PH_PARSE, PH_VERIFY, PH_PASSES, PH_OUTPUT, PH_COUNT } Phase;
static double phase_time[PH_COUNT];
static bool streamed; /* the input went through tools/stream.c */
static const char *const phase_name[PH_COUNT] = {"parse", "verify", "passes", "output"};

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Processes one chunk; returns false on any error. */
static bool process_chunk(const Options *opt, const char *name, const char *text, size_t len,
                          bool mapped, int first_line, DiagEngine *diag, FILE *out, IrContext *ctx) {
  double t0 = now_seconds();
  int errors = diag->nerrors; /* earlier chunks' errors stay counted */
  IrOp *module = mapped ? parse_module_mapped(ctx, diag, name, text, len, first_line)
                        : parse_module(ctx, diag, name, text, len, first_line);
  double t1 = now_seconds();
  phase_time[PH_PARSE] += t1 - t0;
  if (!module || diag->nerrors > errors) {
    if (opt->verify_diag)
      vd_keep_first_error(diag);
    return false;
  }
  bool valid = ir_verify(ctx, module, diag);
  double t2 = now_seconds();
  phase_time[PH_VERIFY] += t2 - t1;
  if (!valid)
    return false;
  IrPassManager pm;
  ir_pm_init(&pm);
  pm.verify_each = opt->verify_each;
  pm.print_after_all = opt->print_after_all;
  pm.print_opts.spelling = opt->syntax >= 0 ? (IrSpelling)opt->syntax : ir_guess_spelling(module);
  pm.print_opts.generic = opt->generic;
  bool ok = build_pipeline(&pm, opt, ctx, module, diag) && ir_pm_run(&pm, ctx, module, diag);
  ir_pm_free(&pm);
  double t3 = now_seconds();
  phase_time[PH_PASSES] += t3 - t2;
  if (!ok)
    return false;
  ok = emit_output(ctx, module, opt, out, diag);
  phase_time[PH_OUTPUT] += now_seconds() - t3;
  return ok;
}

/* Splits text at lines that are exactly "// -----" (MLIR's marker). */
typedef struct Chunk {
  const char *text;
  size_t len;
  int first_line;
} Chunk;

static Chunk *split_chunks(const char *text, size_t len, bool split, int *nchunks) {
  int cap = 4, n = 0;
  Chunk *c = xmalloc(sizeof *c * (size_t)cap);
  const char *start = text, *p = text, *end = text + len;
  int line = 1, start_line = 1;
  while (split && p < end) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    const char *le = eol ? eol : end;
    const char *q = p;
    while (q < le && (*q == ' ' || *q == '\t'))
      q++;
    if ((size_t)(le - q) >= 8 && strncmp(q, "// -----", 8) == 0) {
      const char *r = q + 8;
      while (r < le && (*r == '-' || *r == ' ' || *r == '\t' || *r == '\r'))
        r++;
      if (r == le) {
        if (n == cap)
          c = xrealloc(c, sizeof *c * (size_t)(cap *= 2));
        c[n++] = (Chunk){start, (size_t)(p - start), start_line};
        start = eol ? eol + 1 : end;
        start_line = line + 1;
      }
    }
    if (!eol)
      break;
    p = eol + 1;
    line++;
  }
  if (n == cap)
    c = xrealloc(c, sizeof *c * (size_t)(cap + 1));
  c[n++] = (Chunk){start, (size_t)(end - start), start_line};
  *nchunks = n;
  return c;
}

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
 * one function at a time (tools/stream.c). Returns whether the module went
 * to out; if not, nothing was reported and out is as it was. */
static bool try_stream(const Options *opt, const char *name, const char *text, size_t len,
                       bool mapped, DriverOutput *out, DiagEngine *diag) {
  if (opt->no_stream || opt->emit != EMIT_MLIR || opt->split || opt->verify_diag ||
      opt->generic || opt->print_locs || opt->passes || opt->opt_level >= 0 ||
      opt->print_after_all)
    return false;
  /* A temporary output file can be emptied again; anything else (standard
   * output, a pipe) gets the module only once it is complete. */
  FILE *sink = out->tmp ? out->f : tmpfile();
  if (!sink)
    return false;
  StreamJob job = {name, text, len, mapped, opt->syntax, sink};
  StreamTimes t;
  bool done = stream_module(&job, diag, &t) == STREAM_DONE;
  streamed = done;
  phase_time[PH_PARSE] += t.parse;
  phase_time[PH_VERIFY] += t.verify;
  phase_time[PH_OUTPUT] += t.output;
  if (sink != out->f) {
    if (done && !copy_stream(sink, out->f))
      diag_error(diag, ir_loc(name, 0, 0), "cannot write output: %s", strerror(errno));
    fclose(sink);
  } else if (!done) {
    fflush(sink);
    if (ftruncate(fileno(sink), 0) != 0 || fseek(sink, 0, SEEK_SET) != 0)
      return false; /* cannot happen for a file of our own; the close reports write errors */
  }
  return done;
}

static int compile_main(Options *opt) {
  DiagEngine diag;
  diag_init(&diag, stderr);
  diag.error_limit = opt->error_limit;
  const char *name = strcmp(opt->input, "-") == 0 ? "<stdin>" : opt->input;
  int status = 1;

  if (ends_with(opt->input, ".onnx")) {
    if (opt->split || opt->verify_diag) {
      diag_error(&diag, ir_loc(name, 0, 0), "--split-input-file and --verify-diagnostics need text input");
      diag_free(&diag);
      return 1;
    }
    IrContext *ctx = ir_context_create();
    IrOp *module = onnx_import(ctx, &diag, opt->input);
    DriverOutput out;
    bool ok = module && ir_verify(ctx, module, &diag);
    if (ok) {
      IrPassManager pm;
      ir_pm_init(&pm);
      pm.verify_each = opt->verify_each;
      pm.print_after_all = opt->print_after_all;
      pm.print_opts.spelling = opt->syntax >= 0 ? (IrSpelling)opt->syntax : SPELL_MODERN;
      pm.print_opts.generic = opt->generic;
      ok = build_pipeline(&pm, opt, ctx, module, &diag) && ir_pm_run(&pm, ctx, module, &diag);
      ir_pm_free(&pm);
    }
    if (ok && driver_output_open(&out, opt->output, &diag)) {
      Options o2 = *opt;
      if (o2.syntax < 0)
        o2.syntax = SPELL_MODERN;
      if (o2.emit == EMIT_MLIR && !o2.passes && o2.opt_level < 0)
        o2.generic = true; /* onnx ops only have the generic form */
      ok = emit_output(ctx, module, &o2, out.f, &diag);
      ok = driver_output_close(&out, ok, &diag);
      status = ok ? 0 : 1;
    }
    ir_context_destroy(ctx);
    diag_free(&diag);
    return status;
  }

  size_t len;
  bool mapped;
  char *text = driver_map_file(opt->input, &len, &diag, &mapped);
  if (!text) {
    diag_free(&diag);
    return 1;
  }
  if (opt->emit == EMIT_C && opt->cg.line_directives)
    opt->cg.source_name = name;
  diag_add_source(&diag, name, text, len);
  int nchunks;
  Chunk *chunks = split_chunks(text, len, opt->split, &nchunks);
  DriverOutput out;
  if (!driver_output_open(&out, opt->output, &diag)) {
    free(chunks);
    driver_unmap_file(text, len, mapped);
    diag_free(&diag);
    return 1;
  }
  if (try_stream(opt, name, text, len, mapped, &out, &diag)) {
    bool ok = !diag_has_errors(&diag);
    ok = driver_output_close(&out, ok, &diag) && ok;
    free(chunks);
    driver_unmap_file(text, len, mapped);
    diag_free(&diag);
    return ok ? 0 : 1;
  }
  /* As mlir-opt: each chunk that is valid is printed, also under
   * --verify-diagnostics, and output chunks are separated by the marker
   * (an invalid chunk leaves an empty one). */
  bool all_ok = true;
  for (int i = 0; i < nchunks && !diag_stopped(&diag); i++) {
    if (i && opt->emit == EMIT_MLIR)
      fputs("// -----\n", out.f);
    IrContext *ctx = ir_context_create();
    if (opt->verify_diag) {
      diag_clear(&diag);
      diag.capture = true;
    }
    int before = diag.nerrors;
    bool ok = process_chunk(opt, name, chunks[i].text, chunks[i].len, mapped, chunks[i].first_line, &diag,
                            out.f, ctx);
    if (opt->verify_diag) {
      diag.capture = false;
      if (!vd_check(&diag, name, chunks[i].text, chunks[i].len,
                                    chunks[i].first_line))
        all_ok = false;
    } else if (!ok || diag.nerrors > before) {
      all_ok = false;
    }
    ir_context_destroy(ctx);
  }
  all_ok = driver_output_close(&out, all_ok, &diag) && all_ok;
  if (all_ok && opt->emit == EMIT_C && opt->emit_header) {
    /* The header is a second product of the same input: regenerate it. */
    const char *hpath = opt->header_out;
    char *owned = NULL;
    if (!hpath) {
      const char *o = opt->output && strcmp(opt->output, "-") ? opt->output : "out.c";
      size_t n = strlen(o);
      owned = xmalloc(n + 3);
      strcpy(owned, o);
      if (n > 2 && strcmp(owned + n - 2, ".c") == 0)
        owned[n - 2] = 0;
      strcat(owned, ".h");
      hpath = owned;
    }
    Options h = *opt;
    h.emit = EMIT_HEADER;
    h.split = false;
    IrContext *ctx = ir_context_create();
    DriverOutput ho;
    if (driver_output_open(&ho, hpath, &diag)) {
      bool ok = process_chunk(&h, name, text, len, mapped, 1, &diag, ho.f, ctx);
      all_ok = driver_output_close(&ho, ok, &diag) && all_ok;
    } else {
      all_ok = false;
    }
    ir_context_destroy(ctx);
    free(owned);
  }
  free(chunks);
  driver_unmap_file(text, len, mapped);
  diag_free(&diag);
  return all_ok ? 0 : 1;
}

static void list_ops(void) {
  for (int k = 0; k < ir_num_op_kinds(); k++) {
    const IrOpInfo *i = ir_op_info((IrOpKind)k);
    if (k == OP_UNKNOWN)
      continue;
    printf("%-22s %-20s %s\n", i->modern, i->classic ? i->classic : "-", i->summary);
  }
}

static void list_passes(void) {
  for (int i = 0; passes_all[i]; i++)
    printf("%-28s %s\n", passes_all[i]->name, passes_all[i]->summary);
  for (int level = 1; level <= 3; level++) {
    printf("-O%d:", level);
    for (const IrPass *const *p = pipeline_opt_passes(level); *p; p++)
      printf(" %s", (*p)->name);
    putchar('\n');
  }
}

/* Appends pipeline text to the ordered list of passes to run. */
static void add_passes(Options *opt, const char *text) {
  pipeline_append(&opt->passes, text, strlen(text));
}

enum {
  OPT_EMIT = 256, OPT_SYNTAX, OPT_GENERIC, OPT_LOCS, OPT_SPLIT, OPT_VDIAG, OPT_PASSES,
  OPT_PRINT_AFTER, OPT_NO_VERIFY, OPT_HEADER, OPT_LINES, OPT_EMBED, OPT_LIST_OPS,
  OPT_LIST_PASSES, OPT_VERSION, OPT_TIMING, OPT_VERIFY_EACH, OPT_PASS_PIPELINE,
  OPT_ALLOW_UNREGISTERED, OPT_ERROR_LIMIT, OPT_NO_STREAM, OPT_VECTOR_BITS,
  OPT_PASS_FLAG = 1024, /* + index in passes_all: --canonicalize, --cse, ... */
};

static const struct option *find_long_option(const struct option *opts, const char *name, size_t len) {
  for (; opts->name; opts++)
    if (strlen(opts->name) == len && strncmp(opts->name, name, len) == 0)
      return opts;
  return NULL;
}

/* mlir-opt (LLVM's cl) takes long options after one dash too, as MLIR's
 * RUN lines write them (`-split-input-file`): such an argument that names a
 * long option exactly gets its second dash, so `-o FILE` and `-O2` keep
 * their meaning. An option's separate argument is left alone. */
static void accept_single_dash(int argc, char **argv, const struct option *opts) {
  for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-o") == 0) {
      i++;
      continue;
    }
    if (a[0] != '-' || a[1] == '-' || !a[1] || !a[2])
      continue;
    const char *eq = strchr(a, '=');
    const struct option *o = find_long_option(opts, a + 1, eq ? (size_t)(eq - a - 1) : strlen(a + 1));
    if (!o)
      continue;
    argv[i] = xasprintf("-%s", a); /* lives as long as argv */
    if (o->has_arg == required_argument && !eq)
      i++;
  }
}

int main(int argc, char **argv) {
  onnx_dialect_register();
  if (argc > 1 && strcmp(argv[1], "run") == 0)
    return run_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "cache") == 0)
    return cache_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "onnx-test") == 0)
    return onnx_test_main(argc - 1, argv + 1);
  if (argc > 1 && strcmp(argv[1], "explain") == 0)
    return explain_main(argc - 1, argv + 1);

  Options opt = {.syntax = -1, .verify_each = true, .opt_level = -1,
                 .error_limit = DIAG_DEFAULT_ERROR_LIMIT};
  codegen_options_init(&opt.cg);
  static const struct option fixed_opts[] = {
      {"emit", required_argument, 0, OPT_EMIT},
      {"syntax", required_argument, 0, OPT_SYNTAX},
      {"print-generic", no_argument, 0, OPT_GENERIC},
      {"print-locs", no_argument, 0, OPT_LOCS},
      {"split-input-file", no_argument, 0, OPT_SPLIT},
      {"verify-diagnostics", no_argument, 0, OPT_VDIAG},
      {"passes", required_argument, 0, OPT_PASSES},
      {"print-ir-after-all", no_argument, 0, OPT_PRINT_AFTER},
      {"no-verify-each", no_argument, 0, OPT_NO_VERIFY},
      {"verify-each", optional_argument, 0, OPT_VERIFY_EACH},
      {"emit-header", optional_argument, 0, OPT_HEADER},
      {"line-directives", no_argument, 0, OPT_LINES},
      {"embed-runtime", no_argument, 0, OPT_EMBED},
      {"list-ops", no_argument, 0, OPT_LIST_OPS},
      {"timing", no_argument, 0, OPT_TIMING},
      {"list-passes", no_argument, 0, OPT_LIST_PASSES},
      {"help", no_argument, 0, 'h'},
      {"version", no_argument, 0, OPT_VERSION},
      {"pass-pipeline", required_argument, 0, OPT_PASS_PIPELINE},
      {"allow-unregistered-dialect", no_argument, 0, OPT_ALLOW_UNREGISTERED},
      {"error-limit", required_argument, 0, OPT_ERROR_LIMIT},
      {"no-stream", no_argument, 0, OPT_NO_STREAM},
      {"vector-bits", required_argument, 0, OPT_VECTOR_BITS},
  };
  struct option *longopts =
      driver_long_options(fixed_opts, sizeof fixed_opts / sizeof fixed_opts[0], OPT_PASS_FLAG);
  accept_single_dash(argc, argv, longopts);
  int c;
  while ((c = getopt_long(argc, argv, "ho:O::", longopts, NULL)) != -1) {
    if (c >= OPT_PASS_FLAG) {
      add_passes(&opt, passes_all[c - OPT_PASS_FLAG]->name);
      continue;
    }
    switch (c) {
    case 'O':
      if (!optarg) {
        opt.opt_level = 1;
      } else if (optarg[0] >= '0' && optarg[0] <= '3' && !optarg[1]) {
        opt.opt_level = optarg[0] - '0';
      } else {
        fprintf(stderr, "loopc: error: unknown optimization level '-O%s' (expected -O0 to -O3)\n", optarg);
        return 2;
      }
      break;
    case OPT_PASS_PIPELINE: add_passes(&opt, optarg); break;
    case 'o': opt.output = optarg; break;
    case 'h': fputs(usage_text, stdout); return 0;
    case OPT_VERSION: printf("loopc %s\n", loopc_version()); return 0;
    case OPT_EMIT:
      if (strcmp(optarg, "mlir") == 0)
        opt.emit = EMIT_MLIR;
      else if (strcmp(optarg, "c") == 0)
        opt.emit = EMIT_C;
      else if (strcmp(optarg, "header") == 0)
        opt.emit = EMIT_HEADER;
      else {
        fprintf(stderr, "loopc: error: unknown --emit kind '%s' (expected mlir, c or header)\n", optarg);
        return 2;
      }
      break;
    case OPT_SYNTAX:
      if (strcmp(optarg, "classic") == 0)
        opt.syntax = SPELL_CLASSIC;
      else if (strcmp(optarg, "modern") == 0)
        opt.syntax = SPELL_MODERN;
      else {
        fprintf(stderr, "loopc: error: unknown --syntax '%s' (expected classic or modern)\n", optarg);
        return 2;
      }
      break;
    case OPT_GENERIC: opt.generic = true; break;
    case OPT_LOCS: opt.print_locs = true; break;
    case OPT_SPLIT: opt.split = true; break;
    case OPT_VDIAG: opt.verify_diag = true; break;
    case OPT_PASSES: add_passes(&opt, optarg); break;
    case OPT_PRINT_AFTER: opt.print_after_all = true; break;
    case OPT_NO_VERIFY: opt.verify_each = false; break;
    case OPT_VERIFY_EACH: /* mlir-opt's spelling: --verify-each[=true|false|1|0] */
      if (!optarg || strcmp(optarg, "true") == 0 || strcmp(optarg, "1") == 0)
        opt.verify_each = true;
      else if (strcmp(optarg, "false") == 0 || strcmp(optarg, "0") == 0)
        opt.verify_each = false;
      else {
        fprintf(stderr, "loopc: error: --verify-each expects true or false, got '%s'\n", optarg);
        return 2;
      }
      break;
    case OPT_HEADER:
      opt.emit_header = true;
      opt.header_out = optarg;
      break;
    case OPT_LINES: opt.cg.line_directives = true; break;
    case OPT_EMBED: opt.cg.embed_runtime = true; break;
    case OPT_LIST_OPS: list_ops(); return 0;
    case OPT_TIMING: opt.timing = true; break;
    case OPT_NO_STREAM: opt.no_stream = true; break;
    case OPT_ERROR_LIMIT: {
      char *end;
      errno = 0;
      long n = strtol(optarg, &end, 10);
      if (end == optarg || *end || n < 0 || n > INT_MAX || errno) {
        fprintf(stderr, "loopc: error: --error-limit expects a number >= 0, got '%s'\n", optarg);
        return 2;
      }
      opt.error_limit = (int)n;
      break;
    }
    case OPT_VECTOR_BITS: {
      /* native on a CPU loopc knows no width for: 0, portable tiles. */
      char *end = NULL;
      bool native = strcmp(optarg, "native") == 0;
      long n = native ? native_vector_bits(false) : strtol(optarg, &end, 10);
      if (!native && (end == optarg || *end || !pipeline_vector_bits_ok(n))) {
        fprintf(stderr,
                "loopc: error: --vector-bits expects 'native' or a power of two from 64 to 4096, got '%s'\n",
                optarg);
        return 2;
      }
      opt.vector_bits = (int)n;
      break;
    }
    case OPT_LIST_PASSES: list_passes(); return 0;
    case OPT_ALLOW_UNREGISTERED: break; /* unknown ops are always kept, in generic form */
    default:
      fputs("loopc: try 'loopc --help'\n", stderr);
      return 2;
    }
  }
  if (optind >= argc) {
    fputs("loopc: error: no input file (try 'loopc --help')\n", stderr);
    return 2;
  }
  if (optind + 1 < argc) {
    fprintf(stderr, "loopc: error: more than one input file ('%s')\n", argv[optind + 1]);
    return 2;
  }
  opt.input = argv[optind];
  double start = now_seconds();
  int status = compile_main(&opt);
  free(opt.passes);
  free(longopts);
  if (opt.timing) {
    fprintf(stderr, "===-------------------------------------------------------------===\n");
    fprintf(stderr, "  loopc timing (wall clock, seconds)\n");
    for (int i = 0; i < PH_COUNT; i++)
      fprintf(stderr, "  %10.4f  %s\n", phase_time[i], phase_name[i]);
    fprintf(stderr, "  %10.4f  total\n", now_seconds() - start);
    if (streamed)
      fprintf(stderr, "  (streamed: one function at a time)\n");
  }
  return status;
}
