/* options.c: the option table of every subcommand, its parser and --help
 * (see options.h). */
#include "options.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../passes/passes.h"
#include "native.h"

enum {
  ALL = CMD_LOOPC | CMD_RUN | CMD_ONNX_TEST | CMD_EXPLAIN | CMD_CACHE | CMD_INSPECT,
  PIPE = CMD_LOOPC | CMD_RUN | CMD_EXPLAIN, /* the commands that run a pass pipeline */
};

/* clang-format off */
const OptSpec opt_table[] = {
  /* ---- what to produce (loopc) ---- */
  {OPT_OUTPUT, NULL, NULL, 'o', OPT_STRING, CMD_LOOPC | CMD_EXPLAIN, "FILE", .help =
   "write the output (the page, for explain) to FILE (default: standard "
   "output); it is written to a temporary name and renamed when complete"},
  {OPT_EMIT, "emit", NULL, 0, OPT_ENUM, CMD_LOOPC, "KIND", .choices = "mlir|c|header",
   .noun = "kind", .help = "mlir (default): the IR; c: C11 source; header: C header"},
  {OPT_SYNTAX, "syntax", NULL, 0, OPT_ENUM, CMD_LOOPC | CMD_EXPLAIN, "classic|modern",
   .choices = "classic|modern", .help = "spelling of printed IR (default: the input's)"},
  {OPT_NAMES, "print-names", NULL, 0, OPT_ENUM, CMD_LOOPC, "source|mlir",
   .choices = "source|mlir", .help = "SSA names in printed IR: the source's, or mlir-opt's "
   "(%0, %arg0, %c0_i32, %cst); default: mlir-opt's in the modern spelling, the source's in "
   "the classic one"},
  {OPT_GENERIC, "print-generic", "mlir-print-op-generic", 0, OPT_FLAG, CMD_LOOPC, .help =
   "print every op in the generic \"op\"(...) form"},
  {OPT_ELIDE, "mlir-elide-elementsattrs-if-larger", NULL, 0, OPT_INT, CMD_LOOPC, "N", .min = 0,
   .max = 2147483647, .expects = "a number >= 0", .help =
   "print dense constants of more than N elements (not splats) as "
   "dense_resource<__elided__>, as mlir-opt does"},
  {OPT_HEX, "mlir-print-elementsattrs-with-hex-if-larger", NULL, 0, OPT_INT, CMD_LOOPC, "N",
   .min = -1, .max = 2147483647, .expects = "a number >= -1", .help =
   "print dense constants of more than N elements (not splats) as a hex string of their "
   "bytes, as mlir-opt does; -1: never (default: 100 in today's spelling, never in the "
   "classic one)"},
  {OPT_LOCS, "print-locs", "mlir-print-debuginfo", 0, OPT_FLAG, CMD_LOOPC, .help =
   "keep loc(...) trailers in printed IR"},
  {OPT_LOCAL_SCOPE, "mlir-print-local-scope", NULL, 0, OPT_FLAG, CMD_LOOPC, .help =
   "print affine maps and sets where they are used, without #map aliases (as mlir-opt)"},
  {OPT_SPLIT, "split-input-file", NULL, 0, OPT_FLAG, CMD_LOOPC, .help =
   "treat '// -----' lines as separate inputs"},
  {OPT_VDIAG, "verify-diagnostics", NULL, 0, OPT_FLAG, CMD_LOOPC, .help =
   "check expected-error/-warning/-note/-remark comments"},
  {OPT_ALLOW_UNREGISTERED, "allow-unregistered-dialect", NULL, 0, OPT_FLAG, CMD_LOOPC, .help =
   "accepted for mlir-opt's command lines (unknown ops are always kept)"},
  /* ---- the pipeline ---- */
  {OPT_LEVEL_ID, NULL, NULL, 'O', OPT_LEVEL, PIPE, "0..3", .help =
   "optimization level; for C output (and explain) the default is -O2 "
   "(canonicalize, cse, loop-invariant-code-motion, ...), for loopc run -O3; "
   "given with IR output, prints the optimized IR"},
  {OPT_PASS, NULL, NULL, 0, OPT_STRING, PIPE, "OPTIONS", .value_optional = true, .help =
   "run pass PASS (e.g. --canonicalize --cse), in the order given, with its "
   "options (--canonicalize=\"max-iterations=3 test-convergence\"; see "
   "--list-passes)"},
  {OPT_PASSES, "passes", NULL, 0, OPT_STRING, PIPE, "P1,P2", .help =
   "run these passes, in this order"},
  {OPT_PASS_PIPELINE, "pass-pipeline", NULL, 0, OPT_STRING, PIPE, "TEXT", .help =
   "mlir-opt's form: 'builtin.module(func.func(cse,canonicalize{max-iterations=3}))', pass options in braces"},
  {OPT_PRINT_AFTER_ALL, "print-ir-after-all", "mlir-print-ir-after-all", 0, OPT_FLAG, CMD_LOOPC,
   .help = "print the IR after every pass (to stderr)"},
  {OPT_VERIFY_EACH, "verify-each", NULL, 0, OPT_BOOL, CMD_LOOPC, "BOOL", .value_optional = true,
   .help = "verify after every pass (default true)"},
  {OPT_NO_VERIFY_EACH, "no-verify-each", NULL, 0, OPT_FLAG, CMD_LOOPC, .help =
   "same as --verify-each=false"},
  {OPT_VECTOR_BITS, "vector-bits", NULL, 0, OPT_STRING, CMD_LOOPC | CMD_RUN, "N|native", .help =
   "the target's vector width (128, 256, 512, ...), or this machine's: "
   "ONNX MatMul tiles fit its registers (the default of lower-onnx's option vector-bits; "
   "loopc: none, tiles for portable C; loopc run: this machine's unless --portable)"},
  /* ---- C output ---- */
  {OPT_EMIT_HEADER, "emit-header", NULL, 0, OPT_STRING, CMD_LOOPC, "FILE", .value_optional = true,
   .help = "with --emit=c, also write a header (default OUT.h)"},
  {OPT_LINE_DIRECTIVES, "line-directives", NULL, 0, OPT_FLAG, CMD_LOOPC, .help =
   "with --emit=c, add #line directives to the source"},
  {OPT_EMBED_RUNTIME, "embed-runtime", NULL, 0, OPT_FLAG, CMD_LOOPC, .help =
   "with --emit=c, copy the runtime helpers into the file"},
  {OPT_WEIGHTS, "weights", NULL, 0, OPT_STRING, CMD_LOOPC, "FILE|none", .help =
   "with --emit=c, the file constants over 4096 bytes go to, linked in by the assembler's "
   ".incbin (default: OUT with .weights for .c; none, or C on standard output: literals in the C)"},
  /* ---- loopc run ---- */
  {OPT_ENTRY, "entry-point", NULL, 'e', OPT_STRING, CMD_RUN, "NAME", .help =
   "the entry point (default: main; main_graph for an ONNX model)"},
  {OPT_ENTRY_RESULT, "entry-point-result", NULL, 0, OPT_ENUM, CMD_RUN, "void|i32|i64|f32|f64",
   .choices = "void|i32|i64|f32|f64", .help = "check the entry point's result type"},
  {OPT_SHARED_LIBS, "shared-libs", NULL, 0, OPT_STRING, CMD_RUN, "A.so,B.so", .help =
   "load these libraries first (like mlir-runner)"},
  {OPT_THREADS, "threads", NULL, 0, OPT_INT, CMD_RUN, "N", .min = 1, .max = 65536,
   .expects = "a positive number", .help = "number of OpenMP threads"},
  {OPT_RESULT_FILE, "output", NULL, 'o', OPT_STRING, CMD_RUN, "FILE.npy|FILE.pb", .help =
   "write the next result to FILE (NumPy or ONNX TensorProto) instead of "
   "printing it; repeat for several results"},
  {OPT_INPUT_NAMED, "input", NULL, 0, OPT_STRING, CMD_RUN, "NAME=FILE", .help =
   "for an ONNX model: the input NAME (.pb or .npy); repeat for each input, "
   "instead of ARGS"},
  {OPT_KEEP_C, "keep-c", NULL, 0, OPT_STRING, CMD_RUN | CMD_ONNX_TEST, "FILE", .help =
   "also save the generated C to FILE"},
  {OPT_PORTABLE, "portable", NULL, 0, OPT_FLAG, CMD_RUN, .help =
   "build for the baseline CPU of the target, not for this machine's "
   "(-march=native, the default)"},
  {OPT_NO_CACHE, "no-cache", NULL, 0, OPT_FLAG, CMD_RUN, .help =
   "compile even if the same program was compiled before (compiled programs "
   "are kept in $XDG_CACHE_HOME/loopc, default ~/.cache/loopc, up to "
   "$LOOPC_CACHE_SIZE, default 256M: see loopc cache --help)"},
  {OPT_PRINT_CC, "print-cc-command", NULL, 0, OPT_FLAG, CMD_RUN, .help =
   "print the C compiler command (compiler and flags) for these options, "
   "and stop"},
  /* ---- loopc onnx-test ---- */
  {OPT_TIMEOUT, "timeout", NULL, 0, OPT_INT, CMD_ONNX_TEST, "SECONDS", .min = 0, .max = 86400,
   .expects = "seconds (0 to 86400, 0 = none)", .help =
   "fail a model that runs longer (default 120, 0 = none)"},
  /* ---- loopc explain ---- */
  {OPT_RUN_TIMEOUT, "run-timeout", NULL, 0, OPT_INT, CMD_EXPLAIN, "SECONDS", .min = 0,
   .max = 86400, .value_attached = true, .expects = "seconds (0 to 86400, 0 = none)", .help =
   "stop the program after this long (default 60)"},
  {OPT_RUN, "run", NULL, 0, OPT_FLAG, CMD_EXPLAIN, .help =
   "also run the program and show what it prints: the rest of the command "
   "line goes to 'loopc run' (the entry point -e NAME, its arguments, "
   "--threads, ...)"},
  /* ---- reports ---- */
  {OPT_TIMING, "timing", "mlir-timing", 0, OPT_FLAG, CMD_LOOPC | CMD_RUN, .help =
   "report the time spent in each phase (to stderr)"},
  {OPT_NO_STREAM, "no-stream", NULL, 0, OPT_FLAG, CMD_LOOPC, .help =
   "hold the whole module in memory (by default, with no passes, each "
   "function is verified and printed as soon as it is parsed; the output is "
   "the same)"},
  {OPT_ERROR_LIMIT, "error-limit", NULL, 0, OPT_INT, CMD_LOOPC, "N", .min = 0, .max = 2147483647,
   .expects = "a number >= 0", .help = "stop after N errors (default 20; 0 for no limit)"},
  {OPT_VERBOSE, "verbose", NULL, 'v', OPT_FLAG, CMD_RUN | CMD_ONNX_TEST, .help =
   "say what happens: loopc run the C compiler, its command and the cached "
   "program loaded; onnx-test the diagnostics as they happen"},
  {OPT_LIST_OPS, "list-ops", NULL, 0, OPT_FLAG, CMD_LOOPC, .help = "list every op loopc knows"},
  {OPT_LIST_PASSES, "list-passes", NULL, 0, OPT_FLAG, CMD_LOOPC, .help =
   "list every pass, its options and the passes of each level"},
  {OPT_HELP, "help", NULL, 'h', OPT_FLAG, ALL, .help = "show this help"},
  {OPT_VERSION, "version", NULL, 0, OPT_FLAG, CMD_LOOPC, .help = "show the version"},
  {.name = NULL, .help = NULL},
};
/* clang-format on */

static bool is_end(const OptSpec *o) { return !o->name && !o->short_name && !o->help; }

/* ============================== lookup ================================== */

static const OptSpec *find_long(OptCommand cmd, const char *name, size_t n) {
  for (const OptSpec *o = opt_table; !is_end(o); o++)
    if ((o->commands & cmd) && o->id != OPT_PASS &&
        ((o->name && strlen(o->name) == n && memcmp(o->name, name, n) == 0) ||
         (o->alias && strlen(o->alias) == n && memcmp(o->alias, name, n) == 0)))
      return o;
  return NULL;
}

static const OptSpec *find_short(OptCommand cmd, char c) {
  for (const OptSpec *o = opt_table; !is_end(o); o++)
    if ((o->commands & cmd) && o->short_name == c)
      return o;
  return NULL;
}

static const OptSpec *pass_spec(void) {
  for (const OptSpec *o = opt_table; !is_end(o); o++)
    if (o->id == OPT_PASS)
      return o;
  ir_unreachable("no OPT_PASS row");
}

/* The long spellings cmd takes, for "did you mean". */
static const char *suggest(OptCommand cmd, const char *name) {
  int n = 0;
  for (const OptSpec *o = opt_table; !is_end(o); o++)
    n += 2;
  for (int i = 0; passes_all[i]; i++)
    n++;
  const char **names = xcalloc((size_t)n + 1, sizeof *names);
  int k = 0;
  for (const OptSpec *o = opt_table; !is_end(o); o++)
    if (o->commands & cmd) {
      names[k++] = o->name;
      names[k++] = o->alias;
    }
  for (int i = 0; passes_all[i] && (cmd & PIPE); i++)
    names[k++] = passes_all[i]->name;
  const char *best = diag_suggest(name, names, k);
  free(names);
  return best;
}

/* ============================== values ================================== */

static void usage_error(const OptParser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void usage_error(const OptParser *p, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(p->diag, DIAG_ERROR, ir_loc(p->prog, 0, 0), fmt, ap);
  va_end(ap);
}

/* "a, b or c" for "a|b|c". */
static char *choice_list(const char *choices) {
  TextBuf b = {0};
  textbuf_add(&b, "");
  size_t n = strlen(choices);
  for (size_t i = 0; i <= n;) {
    size_t len = strcspn(choices + i, "|");
    if (i)
      textbuf_add(&b, i + len >= n ? " or " : ", ");
    textbuf_printf(&b, "%.*s", (int)len, choices + i);
    i += len + 1;
  }
  return b.s;
}

/* The index of value among o->choices, or -1. */
static long choice_index(const OptSpec *o, const char *value) {
  long k = 0;
  for (const char *c = o->choices; *c; k++) {
    size_t len = strcspn(c, "|");
    if (strlen(value) == len && strncmp(c, value, len) == 0)
      return k;
    c += len + (c[len] == '|');
  }
  return -1;
}

/* Checks v's text against its type and sets v->num. */
static bool typed_value(const OptParser *p, OptValue *v) {
  const OptSpec *o = v->spec;
  const char *t = v->text;
  switch (o->type) {
  case OPT_BOOL:
    if (!t || strcmp(t, "true") == 0 || strcmp(t, "1") == 0)
      v->num = 1;
    else if (strcmp(t, "false") == 0 || strcmp(t, "0") == 0)
      v->num = 0;
    else {
      usage_error(p, "--%s expects true or false, got '%s'", o->name, t);
      return false;
    }
    return true;
  case OPT_INT: {
    char *end;
    errno = 0;
    long n = strtol(t, &end, 10);
    if (!*t || *end || errno || n < o->min || n > o->max) {
      usage_error(p, "--%s expects %s, got '%s'", o->name, o->expects, t);
      return false;
    }
    v->num = n;
    return true;
  }
  case OPT_ENUM:
    v->num = choice_index(o, t);
    if (v->num < 0) {
      char *list = choice_list(o->choices);
      usage_error(p, "unknown --%s %s%s'%s' (expected %s)", o->name, o->noun ? o->noun : "",
                  o->noun ? " " : "", t, list);
      free(list);
      return false;
    }
    return true;
  case OPT_LEVEL:
    if (!t || !*t) {
      v->num = 1; /* -O alone, as cc takes it */
    } else if (t[0] >= '0' && t[0] <= '3' && !t[1]) {
      v->num = t[0] - '0';
    } else {
      usage_error(p, "unknown optimization level '-O%s' (expected -O0 to -O3)", t);
      return false;
    }
    return true;
  default:
    return true;
  }
}

/* ============================== parsing ================================= */

/* A word that is a negative number (or inf, nan): an argument of loopc run. */
static bool is_number_like(const char *s) {
  if (*s == '-')
    s++;
  return (*s >= '0' && *s <= '9') || *s == '.' || strncmp(s, "inf", 3) == 0 ||
         strncmp(s, "nan", 3) == 0;
}

static bool takes_value(const OptSpec *o) { return o->type != OPT_FLAG; }

/* The option a word names (after its dashes: name[0..n), '=' value or
 * NULL), as a long option, or one of the registry's passes. */
static bool long_option(const OptParser *p, const char *name, size_t n, OptValue *v) {
  const OptSpec *o = find_long(p->command, name, n);
  if (o) {
    v->spec = o;
    return true;
  }
  const IrPass *pass = (p->command & PIPE) ? passes_lookup(name, n) : NULL;
  if (pass) {
    v->spec = pass_spec();
    v->pass = pass;
    return true;
  }
  return false;
}

/* Reads the option at argv[*i] into v (advancing *i past a separate value). */
static bool read_option(const OptParser *p, int argc, char **argv, int *i, OptValue *v) {
  const char *w = argv[*i];
  bool two = w[1] == '-';
  const char *name = w + (two ? 2 : 1);
  const char *eq = strchr(name, '=');
  size_t n = eq ? (size_t)(eq - name) : strlen(name);
  memset(v, 0, sizeof *v);
  v->spelling = w;
  if (long_option(p, name, n, v)) {
    if (eq)
      v->text = eq + 1;
  } else if (!two && (v->spec = find_short(p->command, name[0]))) {
    /* -o FILE, -oFILE, -O2, -v */
    if (name[1])
      v->text = name + 1;
    if (!takes_value(v->spec) && name[1])
      v->spec = NULL;
  }
  if (!v->spec) {
    char *bare = xasprintf("%.*s", (int)n, name);
    const char *near = suggest(p->command, bare);
    usage_error(p, "unknown option '%.*s' (try '%s --help')", (int)(name + n - w), w, p->prog);
    if (near)
      diag_note(p->diag, ir_loc(p->prog, 0, 0), "did you mean '--%s'?", near);
    free(bare);
    return false;
  }
  const OptSpec *o = v->spec;
  if (!takes_value(o) && v->text) {
    usage_error(p, "option '%.*s' takes no value", (int)(name + n - w), w);
    return false;
  }
  bool needs = takes_value(o) && !o->value_optional && o->type != OPT_LEVEL;
  if (needs && !v->text) {
    if (o->value_attached || *i + 1 >= argc) {
      usage_error(p, "option '%s' expects a value", w);
      return false;
    }
    v->text = argv[++*i];
  }
  return typed_value(p, v);
}

bool opt_parse(const OptParser *p, int argc, char **argv, int *rest,
               bool (*fn)(void *data, const OptValue *v), void *data) {
  bool only_args = false;
  int inputs = 0;
  *rest = argc;
  for (int i = 1; i < argc; i++) {
    const char *w = argv[i];
    OptValue v;
    if (only_args || w[0] != '-' || !w[1] || (p->numbers_are_args && is_number_like(w))) {
      memset(&v, 0, sizeof v);
      v.text = v.spelling = w;
      if (p->one_input && inputs++) {
        usage_error(p, "more than one input file ('%s')", w);
        return false;
      }
      if (!fn(data, &v))
        return false;
      continue;
    }
    if (strcmp(w, "--") == 0) {
      only_args = true;
      continue;
    }
    if (!read_option(p, argc, argv, &i, &v) || !fn(data, &v))
      return false;
    if (p->rest_after && v.spec->name && strcmp(v.spec->name, p->rest_after) == 0) {
      *rest = i + 1;
      break;
    }
  }
  if (p->one_input && !inputs && !p->input_optional) {
    usage_error(p, "no input file (try '%s --help')", p->prog);
    return false;
  }
  return true;
}

bool opt_vector_bits(const char *v, int *bits, DiagEngine *diag, IrLoc loc) {
  char *end = NULL;
  bool native = strcmp(v, "native") == 0;
  long n = native ? native_vector_bits(false) : strtol(v, &end, 10);
  if (!native && (end == v || *end || !pipeline_vector_bits_ok(n))) {
    diag_error(diag, loc, "--vector-bits expects 'native' or a power of two from 64 to 4096, got '%s'",
               v);
    return false;
  }
  *bits = (int)n;
  return true;
}

void opt_append_passes(char **passes, const OptValue *v) {
  if (v->pass) {
    char *t = v->text ? xasprintf("%s{%s}", v->pass->name, v->text) : xstrdup(v->pass->name);
    pipeline_append(passes, t, strlen(t));
    free(t);
  } else {
    pipeline_append(passes, v->text, strlen(v->text));
  }
}

/* =============================== --help ================================= */

/* How the option is written in --help: "-o FILE", "--emit=KIND",
 * "--verify-each[=BOOL]", "-v, --verbose", "-O0 .. -O3". */
static char *spelling(const OptSpec *o) {
  if (o->id == OPT_PASS)
    return xstrdup("--PASS[=OPTIONS]");
  if (o->type == OPT_LEVEL)
    return xstrdup("-O0 .. -O3");
  TextBuf b = {0};
  textbuf_add(&b, "");
  if (o->short_name)
    textbuf_printf(&b, "-%c%s", o->short_name, o->name ? ", " : "");
  if (o->name)
    textbuf_printf(&b, "--%s", o->name);
  if (o->arg)
    textbuf_printf(&b, o->value_optional ? "[=%s]" : o->name ? "=%s" : " %s", o->arg);
  if (o->alias)
    textbuf_printf(&b, ", --%s", o->alias);
  return b.s;
}

void opt_print_help(FILE *out, OptCommand command, const char *usage) {
  enum { COLUMN = 27, WIDTH = 80 };
  fputs(usage, out);
  fputs("\noptions:\n", out);
  for (const OptSpec *o = opt_table; !is_end(o); o++) {
    if (!(o->commands & command))
      continue;
    char *sp = spelling(o);
    int n = fprintf(out, "  %s", sp);
    free(sp);
    if (n >= COLUMN) {
      fputc('\n', out);
      n = 0;
    }
    /* The help text, word-wrapped to 80 columns. */
    for (const char *h = o->help; *h;) {
      size_t len = strlen(h);
      if (len > WIDTH - COLUMN) {
        len = WIDTH - COLUMN;
        while (len > 0 && h[len] != ' ')
          len--;
        if (len == 0)
          len = strcspn(h, " ");
      }
      fprintf(out, "%*s%.*s\n", COLUMN - n, "", (int)len, h);
      n = 0;
      h += len;
      while (*h == ' ')
        h++;
    }
  }
  fputs("\nLong options may also be written with one dash, as mlir-opt takes them.\n", out);
}
