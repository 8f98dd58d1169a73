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

#include "../dialects/onnx/onnx_dialect.h"
#include "../driver/files.h"
#include "../driver/native.h"
#include "../driver/verify_diagnostics.h"
#include "../include/loopc.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../lib/compilation.h"
#include "../passes/passes.h"
#include "cache.h"
#include "explain.h"
#include "onnx_test.h"
#include "run.h"


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

typedef struct Options {
  const char *input;
  const char *output;
  CompEmit emit;
  CompOptions comp;  /* the compilation's: pipeline, printing, C */
  bool split, verify_diag, emit_header, timing;
  bool no_stream; /* --no-stream: always build the whole module */
  const char *header_out;
  char *passes;  /* --passes, --pass-pipeline and pass flags, in order, joined by ',' */
  int error_limit; /* --error-limit (0: none) */
} Options;

/* --timing: wall-clock seconds spent in each phase, summed over chunks. */
static double phase_time[COMP_NPHASES];
static bool streamed; /* the input went through the streamed printer */
static CompInputKind input_kind = COMP_INPUT_TEXT;

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
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
  bool ok = chunk ? comp_load_chunk(c, chunk) : comp_load(c, &o);
  if (!ok && opt->verify_diag)
    vd_keep_first_error(c->diag);
  ok = ok && comp_verify(c) && comp_run_pipeline(c, &o) && comp_emit(c, opt->emit, &o, out) &&
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
  DiagEngine diag;
  diag_init(&diag, stderr);
  diag.error_limit = opt->error_limit;
  CompInput in;
  bool ok = comp_input_open(&in, opt->input, true, &diag);
  input_kind = in.kind;
  if (ok && in.kind == COMP_INPUT_ONNX && (opt->split || opt->verify_diag)) {
    diag_error(&diag, ir_loc(in.name, 0, 0), "--split-input-file and --verify-diagnostics need text input");
    ok = false;
  }
  DriverOutput out, hout;
  char *hpath = opt->emit == COMP_EMIT_C && opt->emit_header ? header_path(opt) : NULL;
  bool opened = ok && driver_output_open(&out, opt->output, &diag);
  bool hopened = opened && hpath && driver_output_open(&hout, hpath, &diag);
  ok = opened && (!hpath || hopened);
  if (ok && try_stream(opt, &in, &out, &diag)) {
    ok = !diag_has_errors(&diag);
  } else if (ok) {
    ok = compile_chunks(opt, &in, &diag, out.f, hpath ? hout.f : NULL);
  }
  if (hopened)
    ok = driver_output_close(&hout, ok, &diag) && ok;
  if (opened)
    ok = driver_output_close(&out, ok, &diag) && ok;
  free(hpath);
  if (in.path)
    comp_input_close(&in);
  diag_free(&diag);
  return ok ? 0 : 1;
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

  Options opt = {.error_limit = DIAG_DEFAULT_ERROR_LIMIT};
  comp_options_init(&opt.comp);
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
        opt.comp.pipeline.opt_level = 1;
      } else if (optarg[0] >= '0' && optarg[0] <= '3' && !optarg[1]) {
        opt.comp.pipeline.opt_level = optarg[0] - '0';
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
        opt.emit = COMP_EMIT_MLIR;
      else if (strcmp(optarg, "c") == 0)
        opt.emit = COMP_EMIT_C;
      else if (strcmp(optarg, "header") == 0)
        opt.emit = COMP_EMIT_HEADER;
      else {
        fprintf(stderr, "loopc: error: unknown --emit kind '%s' (expected mlir, c or header)\n", optarg);
        return 2;
      }
      break;
    case OPT_SYNTAX:
      if (strcmp(optarg, "classic") == 0)
        opt.comp.syntax = SPELL_CLASSIC;
      else if (strcmp(optarg, "modern") == 0)
        opt.comp.syntax = SPELL_MODERN;
      else {
        fprintf(stderr, "loopc: error: unknown --syntax '%s' (expected classic or modern)\n", optarg);
        return 2;
      }
      break;
    case OPT_GENERIC: opt.comp.generic = true; break;
    case OPT_LOCS: opt.comp.print_locs = true; break;
    case OPT_SPLIT: opt.split = true; break;
    case OPT_VDIAG: opt.verify_diag = true; break;
    case OPT_PASSES: add_passes(&opt, optarg); break;
    case OPT_PRINT_AFTER: opt.comp.print_ir_after_all = true; break;
    case OPT_NO_VERIFY: opt.comp.verify_each = false; break;
    case OPT_VERIFY_EACH: /* mlir-opt's spelling: --verify-each[=true|false|1|0] */
      if (!optarg || strcmp(optarg, "true") == 0 || strcmp(optarg, "1") == 0)
        opt.comp.verify_each = true;
      else if (strcmp(optarg, "false") == 0 || strcmp(optarg, "0") == 0)
        opt.comp.verify_each = false;
      else {
        fprintf(stderr, "loopc: error: --verify-each expects true or false, got '%s'\n", optarg);
        return 2;
      }
      break;
    case OPT_HEADER:
      opt.emit_header = true;
      opt.header_out = optarg;
      break;
    case OPT_LINES: opt.comp.cg.line_directives = true; break;
    case OPT_EMBED: opt.comp.cg.embed_runtime = true; break;
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
      opt.comp.pipeline.vector_bits = (int)n;
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
  opt.comp.pipeline.passes = opt.passes;
  double start = now_seconds();
  int status = compile_main(&opt);
  free(opt.passes);
  free(longopts);
  if (opt.timing) {
    fprintf(stderr, "===-------------------------------------------------------------===\n");
    fprintf(stderr, "  loopc timing (wall clock, seconds)\n");
    for (int i = 0; i < COMP_NPHASES; i++)
      fprintf(stderr, "  %10.4f  %s\n", phase_time[i], comp_phase_name((CompPhase)i, input_kind));
    fprintf(stderr, "  %10.4f  total\n", now_seconds() - start);
    if (streamed)
      fprintf(stderr, "  (streamed: one function at a time)\n");
  }
  return status;
}
