/* run.c: `loopc run` (see run.h): parse + verify + lower, emit C, build it
 * with $CC into a shared object in a private temporary directory, dlopen it
 * and call the entry point's C interface (_mlir_ciface_NAME) through libffi;
 * print or save the results.
 *
 * The temporary directory is removed on every exit path: right after the
 * program is loaded (the mapping outlives the file), from an atexit handler
 * and from fatal-signal handlers while the compiler runs. */
#include "run.h"

#include <dlfcn.h>
#include <errno.h>
#include <ffi.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../codegen/codegen.h"
#include "../frontend/onnx/onnx.h"
#include "../frontend/parse.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../ir/pass.h"
#include "../ir/verify.h"
#include "../passes/passes.h"
#include "../runtime/loopc_runtime.h"
#include "../runtime/rt_embed.h"
#include "../driver/files.h"
#include "../frontend/npy.h"
#include "../driver/cache.h"
#include "../driver/native.h"
#include "../driver/onnx_io.h"

static const char run_usage[] =
    "usage: loopc run FILE -e NAME [options] [ARGS...]\n"
    "\n"
    "Compiles FILE (.mlir or .onnx) to C, builds it with $CC (default: clang when it\n"
    "has OpenMP, else cc; flags that avoid the compiler's known bugs are added) and calls\n"
    "the function NAME with ARGS: scalars as literals (42, -1.5, true, inf), memrefs\n"
    "as .npy or ONNX .pb files or dense<...> literals (dense<[[1.0, 2.0], [3.0, 4.0]]>,\n"
    "or a splat dense<0>).\n"
    "\n"
    "options:\n"
    "  -e NAME                          the entry point (default: main)\n"
    "  --entry-point-result=void|i32|i64|f32|f64\n"
    "                                   check the entry point's result type\n"
    "  --shared-libs=A.so,B.so          load these libraries first (like mlir-runner)\n"
    "  -O0 .. -O3                       optimization level of the pass pipeline and of\n"
    "                                   the C compiler (default -O3)\n"
    "  --PASS, --passes=P1,P2, --pass-pipeline=TEXT\n"
    "                                   also run these passes (see loopc --list-passes)\n"
    "  --threads N                      number of OpenMP threads\n"
    "  --output FILE.npy|FILE.pb        write the next result to FILE (NumPy or ONNX\n"
    "                                   TensorProto) instead of printing it; repeat\n"
    "                                   for several results\n"
    "  --input NAME=FILE                for an ONNX model: the input NAME (.pb or .npy);\n"
    "                                   repeat for each input, instead of ARGS\n"
    "  --keep-c FILE                    also save the generated C to FILE\n"
    "  --portable                       build for the baseline CPU of the target, not\n"
    "                                   for this machine's (-march=native, the default)\n"
    "  --no-cache                       compile even if the same program was compiled\n"
    "                                   before (compiled programs are kept in\n"
    "                                   $XDG_CACHE_HOME/loopc, default ~/.cache/loopc,\n"
    "                                   up to $LOOPC_CACHE_SIZE, default 256M: see\n"
    "                                   loopc cache --help)\n"
    "  --print-cc-command               print the C compiler command (compiler and flags)\n"
    "                                   for these options, and stop\n"
    "  -v, --verbose                    say which C compiler and command are used, and\n"
    "                                   which cached program is loaded\n"
    "  -h, --help                       show this help\n"
    "\n"
    "An ONNX model (FILE.onnx) takes one argument per graph input and gives one\n"
    "result per graph output: tensors as .npy or TensorProto .pb files (or dense<...>),\n"
    "sequences and optionals as SequenceProto and OptionalProto .pb files; printed\n"
    "results show a sequence or an optional as a line, then each tensor it holds.\n";

/* ============================ temporary files =========================== */

/* Paths are built before any signal can arrive and never freed while the
 * handlers are installed, so the handlers only call unlink/rmdir. */
enum { TMP_C, TMP_RT_H, TMP_RT_C, TMP_SO, TMP_LOG, TMP_COUNT };
static const char *const tmp_names[TMP_COUNT] = {"program.c", "loopc_runtime.h",
                                                 "loopc_runtime.c", "program.so",
                                                 "cc.log"};
static char *tmp_dir;
static char *tmp_paths[TMP_COUNT];
static volatile sig_atomic_t tmp_live;

static void tmp_remove(void) {
  if (!tmp_live)
    return;
  tmp_live = 0;
  for (int i = 0; i < TMP_COUNT; i++)
    unlink(tmp_paths[i]);
  rmdir(tmp_dir);
}

static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGFPE,
                                    SIGABRT, SIGILL};
#define NSIGNALS (sizeof fatal_signals / sizeof fatal_signals[0])

static void on_fatal_signal(int sig) {
  tmp_remove();
  signal(sig, SIG_DFL);
  raise(sig);
}

static bool tmp_create(DiagEngine *diag) {
  const char *base = getenv("TMPDIR");
  if (!base || !*base)
    base = "/tmp";
  size_t n = strlen(base) + 32;
  tmp_dir = xmalloc(n);
  snprintf(tmp_dir, n, "%s/loopc-run-XXXXXX", base);
  if (!mkdtemp(tmp_dir)) {
    diag_error(diag, ir_loc("loopc run", 0, 0), "cannot create a temporary directory in '%s': %s",
               base, strerror(errno));
    free(tmp_dir);
    tmp_dir = NULL;
    return false;
  }
  for (int i = 0; i < TMP_COUNT; i++) {
    size_t m = strlen(tmp_dir) + strlen(tmp_names[i]) + 2;
    tmp_paths[i] = xmalloc(m);
    snprintf(tmp_paths[i], m, "%s/%s", tmp_dir, tmp_names[i]);
  }
  tmp_live = 1;
  atexit(tmp_remove);
  for (size_t i = 0; i < NSIGNALS; i++)
    signal(fatal_signals[i], on_fatal_signal);
  return true;
}

/* After the program is loaded (or on failure) nothing needs the files. */
static void tmp_finish(void) {
  tmp_remove();
  for (size_t i = 0; i < NSIGNALS; i++)
    signal(fatal_signals[i], SIG_DFL);
}

/* ================================ options =============================== */

typedef struct RunOptions {
  const char *input;
  const char *entry;
  const char *entry_result; /* NULL: not checked */
  const char *shared_libs;
  const char *opt_level;
  char *passes;              /* --passes, --pass-pipeline and pass flags, joined by ',' */
  const char *keep_c;
  bool portable;             /* --portable: build for the baseline CPU, not the host */
  char *cc_command;          /* the C compiler and its flags (native_cc_command) */
  bool no_cache;             /* --no-cache: always compile, keep nothing */
  bool verbose;              /* -v: say which compiler, command and cache entry */
  bool print_cc;             /* --print-cc-command: print the command and stop */
  int threads;               /* 0: OpenMP's default */
  const char **outputs;
  int noutputs;
  const char **args;
  int nargs;
  const char **named;        /* --input NAME=FILE, as given */
  int nnamed;
  bool entry_given;
} RunOptions;

static bool ends_with(const char *s, const char *suffix);

/* "loopc run: KIND: message" on stderr. */
static void run_vreport(const char *kind, const char *fmt, va_list ap) {
  fprintf(stderr, "loopc run: %s: ", kind);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
}

static bool run_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static bool run_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  run_vreport("error", fmt, ap);
  va_end(ap);
  return false;
}

static void run_warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void run_warning(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  run_vreport("warning", fmt, ap);
  va_end(ap);
}

/* A token that looks like a negative number is an argument, not an option. */
static bool is_number_like(const char *s) {
  if (*s == '-')
    s++;
  return (*s >= '0' && *s <= '9') || *s == '.' || strncmp(s, "inf", 3) == 0 ||
         strncmp(s, "nan", 3) == 0;
}

/* Value of "--name=V" or "--name V" (advancing *i); NULL if s is not --name. */
static const char *opt_value(int argc, char **argv, int *i, const char *name, bool *missing) {
  const char *s = argv[*i];
  size_t n = strlen(name);
  if (strncmp(s, name, n) != 0)
    return NULL;
  if (s[n] == '=')
    return s + n + 1;
  if (s[n] != 0)
    return NULL;
  if (*i + 1 >= argc) {
    *missing = true;
    return NULL;
  }
  return argv[++*i];
}

/* Orders `--input NAME=FILE` arguments by the model's input names (the
 * `onnx.input_names` attribute the importer puts on main_graph). */
static bool resolve_named_inputs(RunOptions *o, IrOp *func) {
  IrAttr *names = ir_op_get_attr(func, "onnx.input_names");
  if (!names || names->kind != ATTR_ARRAY)
    return run_error("--input NAME=FILE needs an ONNX model; give the arguments of '@%s' in order",
                     o->entry);
  int n = names->u.array.n;
  for (int k = 0; k < n; k++)
    o->args[k] = NULL;
  for (int j = 0; j < o->nnamed; j++) {
    const char *eq = strchr(o->named[j], '=');
    size_t len = (size_t)(eq - o->named[j]);
    int k;
    for (k = 0; k < n; k++) {
      const IrAttr *a = names->u.array.elts[k];
      if (a->u.s.len == len && memcmp(a->u.s.str, o->named[j], len) == 0)
        break;
    }
    if (k == n)
      return run_error("the model has no input named '%.*s'", (int)len, o->named[j]);
    if (o->args[k])
      return run_error("input '%.*s' is given twice", (int)len, o->named[j]);
    o->args[k] = eq + 1;
  }
  for (int k = 0; k < n; k++)
    if (!o->args[k])
      return run_error("input '%s' is not given (use --input %s=FILE)",
                       names->u.array.elts[k]->u.s.str, names->u.array.elts[k]->u.s.str);
  o->nargs = n;
  return true;
}

/* Returns 0 on success, 1 on a usage error, 2 when help was printed. */
static int parse_options(int argc, char **argv, RunOptions *o) {
  memset(o, 0, sizeof *o);
  o->entry = "main";
  /* -O3: gcc 12 vectorizes the loops of the ONNX lowering (matrix
   * products, the Scan RNN) only there: 2.6x and 3.9x faster than -O2 in
   * bench/onnx, the kernels unchanged (docs/performance.md). */
  o->opt_level = "-O3";
  o->outputs = xmalloc(sizeof(char *) * (size_t)(argc + 1));
  o->args = xmalloc(sizeof(char *) * (size_t)(argc + 1));
  o->named = xmalloc(sizeof(char *) * (size_t)(argc + 1));
  bool only_args = false;
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i], *v;
    bool missing = false;
    if (only_args || s[0] != '-' || s[1] == 0 || is_number_like(s)) {
      if (!o->input)
        o->input = s;
      else
        o->args[o->nargs++] = s;
      continue;
    }
    if (strcmp(s, "--") == 0) {
      only_args = true;
    } else if (strcmp(s, "-h") == 0 || strcmp(s, "--help") == 0) {
      fputs(run_usage, stdout);
      return 2;
    } else if ((v = opt_value(argc, argv, &i, "-e", &missing)) ||
               (v = opt_value(argc, argv, &i, "--entry-point", &missing))) {
      o->entry = v;
      o->entry_given = true;
    } else if ((v = opt_value(argc, argv, &i, "--input", &missing))) {
      if (!strchr(v, '=') || v[0] == '=') {
        run_error("--input expects NAME=FILE, got '%s'", v);
        return 1;
      }
      o->named[o->nnamed++] = v;
    } else if ((v = opt_value(argc, argv, &i, "--entry-point-result", &missing)) ||
               (v = opt_value(argc, argv, &i, "-entry-point-result", &missing))) {
      o->entry_result = v;
    } else if ((v = opt_value(argc, argv, &i, "--shared-libs", &missing)) ||
               (v = opt_value(argc, argv, &i, "-shared-libs", &missing))) {
      o->shared_libs = v;
    } else if ((v = opt_value(argc, argv, &i, "--threads", &missing))) {
      char *end;
      long t = strtol(v, &end, 10);
      if (*v == 0 || *end || t < 1 || t > 65536) {
        run_error("--threads expects a positive number, got '%s'", v);
        return 1;
      }
      o->threads = (int)t;
    } else if ((v = opt_value(argc, argv, &i, "--output", &missing)) ||
               (v = opt_value(argc, argv, &i, "-o", &missing))) {
      o->outputs[o->noutputs++] = v;
    } else if ((v = opt_value(argc, argv, &i, "--keep-c", &missing))) {
      o->keep_c = v;
    } else if (strcmp(s, "--portable") == 0) {
      o->portable = true;
    } else if (strcmp(s, "--no-cache") == 0) {
      o->no_cache = true;
    } else if (strcmp(s, "-v") == 0 || strcmp(s, "--verbose") == 0) {
      o->verbose = true;
    } else if (strcmp(s, "--print-cc-command") == 0) {
      o->print_cc = true;
    } else if (s[1] == 'O' && s[2] >= '0' && s[2] <= '3' && s[3] == 0) {
      o->opt_level = s;
    } else if ((v = opt_value(argc, argv, &i, "--passes", &missing)) ||
               (v = opt_value(argc, argv, &i, "--pass-pipeline", &missing)) ||
               (s[1] == '-' && (v = passes_lookup(s + 2) ? s + 2 : NULL))) {
      pipeline_append(&o->passes, v, strlen(v));
    } else if (!missing) {
      run_error("unknown option '%s' (see 'loopc run --help')", s);
      return 1;
    }
    if (missing) {
      run_error("option '%s' expects a value", s);
      return 1;
    }
  }
  if (!o->input && !o->print_cc) {
    run_error("no input file (see 'loopc run --help')");
    return 1;
  }
  /* The ONNX importer names the model's function main_graph. */
  if (!o->entry_given && o->input && ends_with(o->input, ".onnx"))
    o->entry = "main_graph";
  if (o->nnamed && o->nargs) {
    run_error("give the arguments either in order or with --input NAME=FILE, not both");
    return 1;
  }
  if (o->entry_result && strcmp(o->entry_result, "void") && strcmp(o->entry_result, "i32") &&
      strcmp(o->entry_result, "i64") && strcmp(o->entry_result, "f32") &&
      strcmp(o->entry_result, "f64")) {
    run_error("--entry-point-result must be void, i32, i64, f32 or f64, got '%s'",
              o->entry_result);
    return 1;
  }
  return 0;
}

/* ============================ values and ffi ============================ */

/* One argument, as the entry's C interface takes it. */
typedef struct Value {
  IrType *type;
  ffi_type *ft;
  void *storage; /* what ffi passes: the scalar, or the descriptor's address */
  NpyArray array; /* memrefs built from arguments own their data here */
} Value;

static bool elem_supported(const IrType *t) {
  return t->kind == TY_INDEX ||
         (t->kind == TY_INT && (t->width == 1 || t->width == 8 || t->width == 16 ||
                                t->width == 32 || t->width == 64)) ||
         (t->kind == TY_FLOAT && (t->width == 32 || t->width == 64) && !t->is_bf16);
}

static NpyDtype elem_dtype(const IrType *t) {
  if (t->kind == TY_INDEX)
    return NPY_I64;
  if (t->kind == TY_FLOAT)
    return t->width == 32 ? NPY_F32 : NPY_F64;
  switch (t->width) {
  case 1: return NPY_BOOL;
  case 8: return NPY_I8;
  case 16: return NPY_I16;
  case 32: return NPY_I32;
  default: return NPY_I64;
  }
}

static bool type_supported(const IrType *t) {
  if (t->kind == TY_MEMREF)
    return t->rank >= 0 && elem_supported(t->elem);
  return elem_supported(t);
}

/* Descriptor field access (intptr_t is 64-bit on every supported host). */
typedef struct Desc {
  void *allocated, *aligned;
  int64_t offset;
  int64_t rest[]; /* sizes[rank], strides[rank] */
} Desc;

static size_t desc_size(int rank) { return sizeof(Desc) + sizeof(int64_t) * 2 * (size_t)rank; }

/* ============================ argument parsing ========================== */

static bool parse_int_text(const char *s, int64_t *v) {
  errno = 0;
  char *end;
  long long x;
  const char *p = s;
  bool neg = false;
  if (*p == '-' || *p == '+')
    neg = *p++ == '-';
  if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
    unsigned long long u = strtoull(p + 2, &end, 16);
    if (end == p + 2 || *end || errno)
      return false;
    x = (long long)u;
    *v = neg ? (int64_t)(0 - (uint64_t)x) : (int64_t)x;
    return true;
  }
  if (*p < '0' || *p > '9')
    return false;
  unsigned long long u = strtoull(p, &end, 10);
  if (*end || errno)
    return false;
  if (neg && u > (unsigned long long)INT64_MAX + 1)
    return false;
  *v = neg ? (int64_t)(0 - (uint64_t)u) : (int64_t)u;
  return true;
}

/* Integer literal for an iN/index element: true/false for i1, and any value
 * that fits N bits signed or unsigned (as MLIR's integer attributes). */
static bool parse_int_for(const char *s, const IrType *t, int64_t *v) {
  if (t->kind == TY_INT && t->width == 1) {
    if (strcmp(s, "true") == 0) {
      *v = 1;
      return true;
    }
    if (strcmp(s, "false") == 0) {
      *v = 0;
      return true;
    }
  }
  if (!parse_int_text(s, v))
    return false;
  unsigned w = t->kind == TY_INDEX ? 64 : t->width;
  if (w < 64) {
    int64_t lo = -((int64_t)1 << (w - 1)), hi = (int64_t)(((uint64_t)1 << w) - 1);
    if (w == 1)
      lo = -1, hi = 1;
    if (*v < lo || *v > hi)
      return false;
  }
  return true;
}

static bool parse_float_text(const char *s, double *v) {
  char *end;
  errno = 0;
  *v = strtod(s, &end);
  return end != s && *end == 0;
}

/* Stores element k of an array of element type t from literal text. */
static bool store_elem(const IrType *t, void *data, int64_t k, const char *s) {
  if (t->kind == TY_FLOAT) {
    double d;
    if (!parse_float_text(s, &d))
      return false;
    if (t->width == 32)
      ((float *)data)[k] = (float)d;
    else
      ((double *)data)[k] = d;
    return true;
  }
  int64_t x;
  if (!parse_int_for(s, t, &x))
    return false;
  unsigned w = t->kind == TY_INDEX ? 64 : t->width;
  switch (w) {
  case 1: ((uint8_t *)data)[k] = (uint8_t)(x & 1); break;
  case 8: ((int8_t *)data)[k] = (int8_t)x; break;
  case 16: ((int16_t *)data)[k] = (int16_t)x; break;
  case 32: ((int32_t *)data)[k] = (int32_t)x; break;
  default: ((int64_t *)data)[k] = x; break;
  }
  return true;
}

/* Builds a memref argument (array + descriptor) for type t from a
 * dense<...> literal, read by the parser's own dense literal rules
 * (parse_dense_literal); '?' sizes come from the literal. */
static bool memref_from_dense(IrContext *ctx, const char *text, const IrType *t, NpyArray *arr,
                              char **err) {
  IrAttr *a = parse_dense_literal(ctx, text, (IrType *)t, err);
  if (!a)
    return false;
  const IrType *at = a->type;
  if (!npy_alloc(arr, elem_dtype(t->elem), at->rank, at->dims)) {
    *err = xstrdup("array too large");
    return false;
  }
  /* Dense data and .npy arrays share the layout: native elements, i1 as one
   * byte, index as 64 bits. */
  size_t esz = npy_dtype_size(arr->dtype);
  for (int64_t k = 0; k < arr->count; k++)
    memcpy((char *)arr->data + (size_t)k * esz,
           (const char *)a->u.dense.data + (a->u.dense.splat ? 0 : (size_t)k * esz), esz);
  return true;
}

static bool memref_from_npy(const char *path, const IrType *t, NpyArray *arr, char **err,
                            IrContext *ctx) {
  char *e = NULL;
  if (!npy_read(path, arr, &e)) {
    size_t n = strlen(path) + strlen(e ? e : "") + 16;
    *err = xmalloc(n);
    snprintf(*err, n, "'%s': %s", path, e ? e : "error");
    free(e);
    return false;
  }
  NpyDtype want = elem_dtype(t->elem);
  const char *why = NULL;
  char buf[160];
  if (arr->dtype != want) {
    snprintf(buf, sizeof buf, "dtype '%s' does not match element type '%s' (expected '%s')",
             npy_dtype_descr(arr->dtype), ir_type_str(ctx, t->elem), npy_dtype_descr(want));
    why = buf;
  } else if (arr->rank != t->rank) {
    snprintf(buf, sizeof buf, "array has rank %d but the memref has rank %d", arr->rank,
             t->rank);
    why = buf;
  } else {
    for (int i = 0; i < t->rank && !why; i++)
      if (t->dims[i] != TY_DYN && t->dims[i] != arr->shape[i]) {
        snprintf(buf, sizeof buf, "array has size %lld in dimension %d but the memref has %lld",
                 (long long)arr->shape[i], i, (long long)t->dims[i]);
        why = buf;
      }
  }
  if (why) {
    size_t n = strlen(path) + strlen(why) + 8;
    *err = xmalloc(n);
    snprintf(*err, n, "'%s': %s", path, why);
    npy_free(arr);
    return false;
  }
  return true;
}

/* An ONNX TensorProto file as an argument (ONNX test data). */
static bool memref_from_pb(const char *path, const IrType *t, NpyArray *arr, char **err,
                           IrContext *ctx) {
  OnnxTensor ot;
  char *e = NULL;
  memset(&ot, 0, sizeof ot);
  if (!onnx_tensor_read_pb(path, &ot, &e)) {
    size_t n = strlen(path) + strlen(e ? e : "") + 16;
    *err = xmalloc(n);
    snprintf(*err, n, "'%s': %s", path, e ? e : "error");
    free(e);
    return false;
  }
  int32_t want = t->elem->kind == TY_INDEX ? ONNX_DT_INT64 : onnx_type_to_dtype(t->elem);
  /* Unsigned ONNX types have the signless IR type of their width. */
  bool same = ot.dtype == want || (ot.dtype == ONNX_DT_UINT8 && want == ONNX_DT_INT8) ||
              (ot.dtype == ONNX_DT_UINT16 && want == ONNX_DT_INT16) ||
              (ot.dtype == ONNX_DT_UINT32 && want == ONNX_DT_INT32) ||
              (ot.dtype == ONNX_DT_UINT64 && want == ONNX_DT_INT64);
  char buf[160];
  const char *why = NULL;
  if (!same) {
    snprintf(buf, sizeof buf, "tensor of %s does not match element type '%s'",
             onnx_dtype_name(ot.dtype), ir_type_str(ctx, t->elem));
    why = buf;
  } else if (ot.rank != t->rank) {
    snprintf(buf, sizeof buf, "tensor has rank %d but the memref has rank %d", ot.rank, t->rank);
    why = buf;
  } else {
    for (int i = 0; i < t->rank && !why; i++)
      if (t->dims[i] != TY_DYN && t->dims[i] != ot.dims[i]) {
        snprintf(buf, sizeof buf, "tensor has size %lld in dimension %d but the memref has %lld",
                 (long long)ot.dims[i], i, (long long)t->dims[i]);
        why = buf;
      }
  }
  if (!why && !npy_alloc(arr, elem_dtype(t->elem), ot.rank, ot.dims))
    why = "tensor too large";
  if (why) {
    size_t n = strlen(path) + strlen(why) + 8;
    *err = xmalloc(n);
    snprintf(*err, n, "'%s': %s", path, why);
    onnx_tensor_free(&ot);
    return false;
  }
  if (arr->count)
    memcpy(arr->data, ot.data, (size_t)arr->count * npy_dtype_size(arr->dtype));
  onnx_tensor_free(&ot);
  return true;
}

static bool ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), m = strlen(suffix);
  return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Contiguous row-major descriptor over arr's data. */
static void *make_desc(Arena *a, NpyArray *arr) {
  Desc *d = arena_alloc(a, desc_size(arr->rank));
  d->allocated = d->aligned = arr->data;
  d->offset = 0;
  int64_t stride = 1;
  for (int i = arr->rank - 1; i >= 0; i--) {
    d->rest[i] = arr->shape[i];
    d->rest[arr->rank + i] = stride;
    stride *= arr->shape[i];
  }
  return d;
}

static bool build_arg(Arena *a, IrContext *ctx, int idx, const char *text, IrType *t, Value *v) {
  v->type = t;
  v->ft = native_type_ffi(a, t);
  if (t->kind == TY_MEMREF) {
    char *err = NULL;
    bool ok = strncmp(text, "dense<", 6) == 0 ? memref_from_dense(ctx, text, t, &v->array, &err)
              : ends_with(text, ".pb")          ? memref_from_pb(text, t, &v->array, &err, ctx)
                                                : memref_from_npy(text, t, &v->array, &err, ctx);
    if (!ok) {
      run_error("argument %d ('%s'): %s", idx + 1, ir_type_str(ctx, t), err);
      free(err);
      return false;
    }
    void **slot = arena_alloc(a, sizeof *slot);
    *slot = make_desc(a, &v->array);
    v->storage = slot;
    v->ft = &ffi_type_pointer;
    return true;
  }
  v->storage = arena_alloc(a, 16);
  if (!store_elem(t, v->storage, 0, text))
    return run_error("argument %d: '%s' is not a valid '%s' value", idx + 1, text,
                     ir_type_str(ctx, t));
  if (codegen_widens_param(t)) {
    int32_t wide = t->width == 1   ? *(const uint8_t *)v->storage
                   : t->width == 8 ? *(const int8_t *)v->storage
                                   : *(const int16_t *)v->storage;
    memcpy(v->storage, &wide, sizeof wide);
    v->ft = &ffi_type_sint32;
  }
  return true;
}

/* ================================ results =============================== */

static char elem_code(const IrType *t) {
  if (t->kind == TY_INDEX)
    return 'l';
  if (t->kind == TY_FLOAT)
    return t->width == 32 ? 'f' : 'd';
  switch (t->width) {
  case 1: return 'b';
  case 8: return 'c';
  case 16: return 's';
  case 32: return 'i';
  default: return 'l';
  }
}

/* Scalars print as mlir-runner prints an entry point's result: integers in
 * decimal, floats with "%e". */
static void print_scalar(const IrType *t, const void *p) {
  if (t->kind == TY_FLOAT) {
    printf("%e\n", t->width == 32 ? (double)*(const float *)p : *(const double *)p);
    return;
  }
  int64_t x;
  switch (t->kind == TY_INDEX ? 64 : t->width) {
  case 1: x = *(const uint8_t *)p & 1; break;
  case 8: x = *(const int8_t *)p; break;
  case 16: x = *(const int16_t *)p; break;
  case 32: x = *(const int32_t *)p; break;
  default: x = *(const int64_t *)p; break;
  }
  printf("%lld\n", (long long)x);
}

/* Copies a (possibly strided) memref result into a contiguous array. */
static bool gather(const IrType *t, const Desc *d, NpyArray *out) {
  int rank = t->rank;
  if (!npy_alloc(out, elem_dtype(t->elem), rank, d->rest))
    return false;
  size_t es = npy_dtype_size(out->dtype);
  if (out->count == 0)
    return true;
  int64_t *idx = xcalloc((size_t)rank + 1, sizeof(int64_t));
  const char *base = d->aligned;
  for (int64_t k = 0; k < out->count; k++) {
    int64_t off = d->offset;
    for (int i = 0; i < rank; i++)
      off += idx[i] * d->rest[rank + i];
    memcpy((char *)out->data + (size_t)k * es, base + off * (int64_t)es, es);
    for (int i = rank - 1; i >= 0; i--) {
      if (++idx[i] < d->rest[i])
        break;
      idx[i] = 0;
    }
  }
  free(idx);
  return true;
}

static bool emit_result(IrContext *ctx, const IrType *t, const void *p, const char *output) {
  if (output) {
    NpyArray arr;
    bool ok;
    if (t->kind == TY_MEMREF) {
      ok = gather(t, p, &arr);
    } else {
      ok = npy_alloc(&arr, elem_dtype(t), 0, NULL);
      if (ok)
        memcpy(arr.data, p, npy_dtype_size(arr.dtype));
    }
    if (!ok)
      return run_error("result of type '%s' is too large", ir_type_str(ctx, t));
    char *err = NULL;
    if (ends_with(output, ".pb")) {
      OnnxTensor ot = {0};
      ot.dtype = t->kind == TY_MEMREF ? (t->elem->kind == TY_INDEX ? ONNX_DT_INT64
                                                                   : onnx_type_to_dtype(t->elem))
                 : t->kind == TY_INDEX ? ONNX_DT_INT64
                                       : onnx_type_to_dtype(t);
      ot.rank = arr.rank;
      ot.dims = arr.shape;
      ot.count = arr.count;
      ot.data = arr.data;
      ok = onnx_tensor_write(output, &ot, &err);
    } else {
      ok = npy_write(output, &arr, &err);
    }
    npy_free(&arr);
    if (!ok) {
      run_error("cannot write '%s': %s", output, err);
      free(err);
      return false;
    }
    return true;
  }
  if (t->kind == TY_MEMREF) {
    fflush(stdout);
    rt_print_memref(p, t->rank, elem_code(t->elem), 0);
    return true;
  }
  print_scalar(t, p);
  return true;
}

/* ============================ build and load ============================ */

static bool write_file(const char *path, const char *text, size_t len) {
  FILE *f = fopen(path, "w");
  if (!f)
    return run_error("cannot write '%s': %s", path, strerror(errno));
  bool ok = fwrite(text, 1, len, f) == len;
  if (fclose(f) != 0)
    ok = false;
  return ok ? true : run_error("cannot write '%s'", path);
}

static void show_log(void) {
  FILE *f = fopen(tmp_paths[TMP_LOG], "r");
  if (!f)
    return;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    fwrite(buf, 1, n, stderr);
  fclose(f);
}

/* $CC may carry flags ("clang -fsanitize=address"): native_compile runs it
 * through sh. */
static bool compile_program(const RunOptions *o, const char *so) {
  const char *sources[] = {tmp_paths[TMP_C], tmp_paths[TMP_RT_C]};
  char *err = NULL;
  if (o->verbose) {
    const NativeCc *cc = native_cc_probe();
    static const char *const family[] = {"gcc", "clang", "unknown"};
    fprintf(stderr, "loopc run: C compiler: %s %d.%d.%d ('%s'%s)\nloopc run: %s -o %s %s %s -lm\n",
            family[cc->family], cc->version[0], cc->version[1], cc->version[2], cc->cc,
            cc->openmp ? "" : ", no <omp.h>", o->cc_command, so, sources[0], sources[1]);
  }
  if (native_compile(o->cc_command, so, sources, 2, tmp_paths[TMP_LOG], &err))
    return true;
  show_log();
  run_error("%s", err);
  free(err);
  return false;
}

/* ------------------------- the compiled-program cache ------------------------- */

/* The CPU's feature list: code built with -march=native runs only there. */
static void key_add_cpu(CacheKey *k) {
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[4096];
  while (f && fgets(line, sizeof line, f))
    if (strncmp(line, "flags", 5) == 0 || strncmp(line, "Features", 8) == 0 ||
        strncmp(line, "model name", 10) == 0) {
      cache_key_add_str(k, line);
      if (line[0] != 'm')
        break;
    }
  if (f)
    fclose(f);
}

/* What the program is built from: the C, the runtime, the compiler (its
 * probe: family, version, version string, and its binary's size, time and
 * inode), the whole compiler command and, for host builds, the CPU. False
 * when the C cannot be read. */
static bool program_key(const RunOptions *o, CacheKey *k) {
  cache_key_init(k);
  cache_key_add_str(k, o->cc_command);
  cache_key_add_str(k, native_cc_probe()->identity);
  if (!o->portable)
    key_add_cpu(k);
  cache_key_add(k, rt_header_source, rt_header_source_len);
  cache_key_add(k, rt_runtime_source, rt_runtime_source_len);
  return cache_key_add_file(k, tmp_paths[TMP_C]);
}

/* The cache directory, or NULL (with a warning when one is there but must
 * not be used, or the size bound is unreadable). */
static char *run_cache_dir(const RunOptions *o, uint64_t *limit) {
  if (o->no_cache)
    return NULL;
  char *why;
  *limit = cache_size_limit(&why);
  if (why) {
    run_warning("%s", why);
    free(why);
  }
  if (*limit == 0)
    return NULL;
  char *dir = cache_dir(true, &why);
  if (why) {
    run_warning("not using the cache: %s", why);
    free(why);
  }
  return dir;
}

/* Leaves the program's shared object at *so: from the cache when this
 * program was built before with the same compiler, flags and CPU (*hit;
 * unless !lookup), else compiled in the private temporary directory and then copied into the
 * cache when there is one (a cache that cannot be written, read-only or
 * full, only costs the copy: the program still runs). */
static bool build_program(const RunOptions *o, bool lookup, char **so, bool *hit) {
  uint64_t limit = 0;
  char *dir = run_cache_dir(o, &limit);
  CacheKey key;
  *hit = false;
  *so = NULL;
  if (dir && !program_key(o, &key)) {
    free(dir);
    dir = NULL;
  }
  if (dir && lookup) {
    bool damaged;
    int fd = cache_entry_open(dir, &key, &damaged);
    if (damaged && o->verbose)
      fprintf(stderr, "loopc run: a damaged cache entry was removed\n");
    if (fd >= 0) {
      /* Loaded through the descriptor: the file checked is the file
       * loaded, even if another run replaces or evicts it meanwhile. */
      char *path = cache_entry_path(dir, &key);
      *so = xasprintf("/proc/self/fd/%d", fd);
      if (access(*so, R_OK) != 0) {
        free(*so);
        *so = xstrdup(path);
        close(fd);
      }
      if (o->verbose)
        fprintf(stderr, "loopc run: cached: %s\n", path);
      free(path);
      *hit = true;
      free(dir);
      return true;
    }
  }
  *so = xstrdup(tmp_paths[TMP_SO]);
  bool ok = compile_program(o, *so);
  char *err = NULL;
  if (ok && dir && !cache_entry_store(dir, &key, *so, &err)) {
    run_warning("not caching the compiled program: %s", err);
    free(err);
  } else if (ok && dir) {
    cache_trim(dir, limit);
  }
  free(dir);
  return ok;
}

static bool load_shared_libs(const char *list) {
  if (!list || !*list)
    return true;
  char *copy = xstrdup(list);
  bool ok = true;
  for (char *save = NULL, *lib = strtok_r(copy, ",", &save); lib;
       lib = strtok_r(NULL, ",", &save)) {
    if (!dlopen(lib, RTLD_NOW | RTLD_GLOBAL)) {
      ok = run_error("cannot load shared library '%s': %s", lib, dlerror());
      break;
    }
  }
  free(copy);
  return ok;
}

/* ================================= main ================================= */

static bool check_entry_result(const RunOptions *o, IrType *fty) {
  if (!o->entry_result)
    return true;
  const char *have = fty->nouts == 0   ? "void"
                     : fty->nouts > 1  ? "several results"
                     : fty->outs[0]->kind == TY_INT && fty->outs[0]->width == 32 ? "i32"
                     : fty->outs[0]->kind == TY_INT && fty->outs[0]->width == 64 ? "i64"
                     : fty->outs[0]->kind == TY_FLOAT && fty->outs[0]->width == 32 ? "f32"
                     : fty->outs[0]->kind == TY_FLOAT && fty->outs[0]->width == 64 ? "f64"
                                                                                   : "another type";
  if (strcmp(have, o->entry_result) != 0)
    return run_error("entry point '@%s' returns %s, not %s", o->entry, have, o->entry_result);
  return true;
}

/* Parses (or imports), verifies and lowers the input; NULL after errors. */
static IrOp *load_module(IrContext *ctx, DiagEngine *diag, const RunOptions *o, char **text) {
  const char *input = o->input;
  IrOp *module;
  *text = NULL;
  if (ends_with(input, ".onnx")) {
    module = onnx_import(ctx, diag, input);
  } else {
    size_t len;
    *text = driver_read_file(input, &len, diag);
    if (!*text)
      return NULL;
    const char *name = strcmp(input, "-") == 0 ? "<stdin>" : input;
    diag_add_source(diag, name, *text, len);
    module = parse_module(ctx, diag, name, *text, len, 1);
  }
  if (!module || diag_has_errors(diag) || !ir_verify(ctx, module, diag))
    return NULL;
  IrPassManager pm;
  ir_pm_init(&pm);
  PipelineOptions po = {.opt_level = o->opt_level[2] - '0', .passes = o->passes, .to_core = true,
                        .vector_bits = native_vector_bits(o->portable)};
  bool ok = pipeline_build(&pm, &po, ctx, module, diag) && ir_pm_run(&pm, ctx, module, diag);
  ir_pm_free(&pm);
  return ok ? module : NULL;
}

static bool emit_c_files(IrContext *ctx, IrOp *module, const RunOptions *o, DiagEngine *diag) {
  CodegenOptions cg;
  codegen_options_init(&cg);
  FILE *f = fopen(tmp_paths[TMP_C], "w");
  if (!f)
    return run_error("cannot write '%s': %s", tmp_paths[TMP_C], strerror(errno));
  bool ok = codegen_emit_c(ctx, module, &cg, f, diag);
  if (fclose(f) != 0)
    ok = run_error("cannot write '%s'", tmp_paths[TMP_C]);
  if (!ok)
    return false;
  if (o->keep_c) {
    FILE *in = fopen(tmp_paths[TMP_C], "r"), *out = fopen(o->keep_c, "w");
    char buf[4096];
    size_t n;
    while (in && out && (n = fread(buf, 1, sizeof buf, in)) > 0)
      fwrite(buf, 1, n, out);
    if (in)
      fclose(in);
    if (!out || fclose(out) != 0)
      return run_error("cannot write '%s'", o->keep_c);
  }
  return write_file(tmp_paths[TMP_RT_H], rt_header_source, rt_header_source_len) &&
         write_file(tmp_paths[TMP_RT_C], rt_runtime_source, rt_runtime_source_len);
}

/* The runtime printer's element code of an ONNX element type (halves are
 * printed as the bits they are stored in). */
static char onnx_elem_code(int32_t dt) {
  switch (dt) {
  case ONNX_DT_FLOAT: return 'f';
  case ONNX_DT_DOUBLE: return 'd';
  case ONNX_DT_BOOL: return 'b';
  case ONNX_DT_INT8: return 'c';
  case ONNX_DT_UINT8: return 'C';
  case ONNX_DT_UINT16: return 'S';
  case ONNX_DT_INT32: return 'i';
  case ONNX_DT_UINT32: return 'I';
  case ONNX_DT_INT64: return 'l';
  case ONNX_DT_UINT64: return 'u';
  default: return 's'; /* int16, float16, bfloat16 */
  }
}

/* Prints an ONNX value as the tensors it holds: a tensor as any memref
 * result, a sequence or an optional as a line saying what it is, then each
 * of its tensors. */
static void print_onnx_value(const OnnxValue *v) {
  if (v->kind != ONNX_VK_TENSOR) {
    char *d = onnx_value_describe(v);
    printf("%s%s\n", d, v->n ? ":" : "");
    free(d);
  }
  for (int i = 0; i < v->n; i++) {
    void *desc = xcalloc(1, onnx_memref_desc_size(v->ts[i].rank));
    onnx_tensor_to_memref(&v->ts[i], desc);
    fflush(stdout);
    rt_print_memref(desc, v->ts[i].rank, onnx_elem_code(v->ts[i].dtype), 0);
    free(desc);
  }
  fflush(stdout);
}

/* An ONNX model's results: each graph output (one result for a tensor, two
 * for a sequence or an optional: onnx_io.c) printed, or written to its
 * --output file (a .pb file of the message its kind takes, or .npy). */
static bool emit_onnx_results(const RunOptions *o, const OnnxIo *io, void *const *results) {
  bool ok = true;
  for (int k = 0; k < io->nout; k++) {
    OnnxValue v;
    char *err = NULL;
    const char *out = k < o->noutputs ? o->outputs[k] : NULL;
    if (!onnx_io_output(io, k, results, &v, &err)) {
      ok = run_error("output %d: %s", k, err);
    } else if (out && !onnx_value_write(out, &v, &err)) {
      ok = run_error("%s", err);
    } else if (!out) {
      print_onnx_value(&v);
    }
    free(err);
    onnx_value_free(&v);
  }
  return ok;
}

/* Calls the entry point's C interface and reports its results (an ONNX
 * model's through io, when not NULL); false on errors. */
static bool call_entry(void *fn, IrContext *ctx, Arena *a, const RunOptions *o, IrType *fty,
                       Value *args, const OnnxIo *io) {
  ffi_type **atypes = arena_alloc(a, sizeof(ffi_type *) * (size_t)(fty->nins + 1));
  void **avalues = arena_alloc(a, sizeof(void *) * (size_t)(fty->nins + 1));
  for (int i = 0; i < fty->nins; i++) {
    atypes[i] = args[i].ft;
    avalues[i] = args[i].storage;
  }
  void **results = arena_alloc(a, sizeof(void *) * (size_t)(fty->nouts + 1));
  char *err = NULL;
  if (!native_call(fn, fty, atypes, avalues, a, results, &err)) {
    run_error("'@%s': %s", o->entry, err);
    free(err);
    return false;
  }
  fflush(stdout);
  if (io)
    return emit_onnx_results(o, io, results);
  bool ok = true;
  for (int i = 0; i < fty->nouts; i++) {
    const char *out = i < o->noutputs ? o->outputs[i] : NULL;
    ok = emit_result(ctx, fty->outs[i], results[i], out) && ok;
  }
  fflush(stdout);
  return ok;
}

/* An ONNX model's arguments: one per graph input (in order, or named with
 * --input), each a file read by onnx_io.c (the code `loopc onnx-test`
 * uses), or for a tensor a dense<...> literal; a sequence or an optional
 * fills the two parameters of its list. The tensors read are kept in
 * flat[] until the call is over. */
static bool build_onnx_args(Arena *a, IrContext *ctx, const RunOptions *o, const OnnxIo *io,
                            Value *args, OnnxTensor *flat, int *built) {
  IrType *fty = io->fty;
  for (int k = 0; k < io->nin; k++) {
    int f = io->fin[k];
    const char *text = o->args[k], *name = onnx_io_input_name(io, k);
    char *what = name ? xasprintf("input '%s'", name) : xasprintf("input %d", k + 1);
    bool ok;
    if (io->kin[k] == ONNX_VK_TENSOR && strncmp(text, "dense<", 6) == 0) {
      ok = build_arg(a, ctx, f, text, fty->ins[f], &args[f]);
      if (ok)
        *built = f + 1;
    } else {
      OnnxValue v;
      char *err = NULL;
      ok = onnx_io_read_input(io, k, text, &v, &err);
      if (!ok)
        run_error("%s: %s", what, err);
      else if (!(ok = onnx_io_bind_input(io, k, &v, &flat[f], &err)))
        run_error("%s ('%s') %s", what, text, err);
      onnx_value_free(&v);
      free(err);
      for (int i = f; ok && i < io->fin[k + 1]; i++) {
        void **slot = arena_alloc(a, sizeof *slot);
        *slot = arena_alloc(a, onnx_memref_desc_size(flat[i].rank));
        onnx_tensor_to_memref(&flat[i], *slot);
        args[i].type = fty->ins[i];
        args[i].ft = &ffi_type_pointer;
        args[i].storage = slot;
      }
    }
    free(what);
    if (!ok)
      return false;
  }
  return true;
}

int run_main(int argc, char **argv) {
  RunOptions o;
  int st = parse_options(argc, argv, &o);
  if (st) {
    free(o.outputs);
    free(o.passes);
    free(o.args);
    free(o.named);
    return st == 2 ? 0 : 1;
  }
  o.cc_command = native_cc_command(o.opt_level, o.portable);
  if (o.print_cc) {
    printf("%s\n", o.cc_command);
    free(o.cc_command);
    free(o.outputs);
    free(o.passes);
    free(o.args);
    free(o.named);
    return 0;
  }
  DiagEngine diag;
  diag_init(&diag, stderr);
  IrContext *ctx = ir_context_create();
  Arena arena;
  arena_init(&arena);
  char *text = NULL;
  Value *args = NULL;
  int nargs_built = 0;
  bool ok = false;
  char *so = NULL; /* the compiled program: in the cache or the temporary directory */
  OnnxIo io;               /* an ONNX model's inputs and outputs (onnx_io.c) */
  bool onnx = false;
  OnnxTensor *flat = NULL; /* the tensors an ONNX model's arguments were read into */
  memset(&io, 0, sizeof io);

  IrOp *module = load_module(ctx, &diag, &o, &text);
  IrOp *func = module ? ir_module_lookup_func(module, o.entry) : NULL;
  IrType *fty = func ? ir_func_type(func) : NULL;
  if (!module)
    goto done;
  if (!func) {
    run_error("entry point '@%s' not found in '%s'", o.entry, o.input);
    goto done;
  }
  if (ir_func_is_declaration(func)) {
    run_error("entry point '@%s' is only declared, not defined", o.entry);
    goto done;
  }
  if (!check_entry_result(&o, fty))
    goto done;
  for (int i = 0; i < fty->nins; i++)
    if (!type_supported(fty->ins[i])) {
      run_error("argument %d of '@%s' has type '%s', which loopc run cannot pass", i + 1,
                o.entry, ir_type_str(ctx, fty->ins[i]));
      goto done;
    }
  for (int i = 0; i < fty->nouts; i++)
    if (!type_supported(fty->outs[i])) {
      run_error("result %d of '@%s' has type '%s', which loopc run cannot return", i + 1,
                o.entry, ir_type_str(ctx, fty->outs[i]));
      goto done;
    }
  if (o.nnamed && !resolve_named_inputs(&o, func))
    goto done;
  /* A model imported from ONNX takes one argument per graph input and
   * returns one value per graph output, whatever they lower to. */
  if (ends_with(o.input, ".onnx") && ir_op_get_attr(func, "onnx.input_names")) {
    char *err = NULL;
    onnx = onnx_io_init(&io, func, &err);
    if (!onnx) {
      run_error("'@%s': %s", o.entry, err);
      free(err);
      goto done;
    }
    if (o.nargs != io.nin) {
      run_error("the model takes %d input%s but %d %s given", io.nin, io.nin == 1 ? "" : "s",
                o.nargs, o.nargs == 1 ? "was" : "were");
      goto done;
    }
    if (o.noutputs > io.nout) {
      run_error("%d --output file%s given but the model has %d output%s", o.noutputs,
                o.noutputs == 1 ? "" : "s", io.nout, io.nout == 1 ? "" : "s");
      goto done;
    }
  }
  if (!onnx && o.nargs != fty->nins) {
    run_error("'@%s' takes %d argument%s but %d %s given", o.entry, fty->nins,
              fty->nins == 1 ? "" : "s", o.nargs, o.nargs == 1 ? "was" : "were");
    goto done;
  }
  if (o.noutputs > fty->nouts) {
    run_error("%d --output file%s given but '@%s' has %d result%s", o.noutputs,
              o.noutputs == 1 ? "" : "s", o.entry, fty->nouts, fty->nouts == 1 ? "" : "s");
    goto done;
  }
  args = xcalloc((size_t)fty->nins + 1, sizeof *args);
  if (onnx) {
    flat = xcalloc((size_t)fty->nins + 1, sizeof *flat);
    if (!build_onnx_args(&arena, ctx, &o, &io, args, flat, &nargs_built))
      goto done;
    nargs_built = fty->nins;
  }
  for (; nargs_built < fty->nins; nargs_built++)
    if (!build_arg(&arena, ctx, nargs_built, o.args[nargs_built], fty->ins[nargs_built],
                   &args[nargs_built]))
      goto done;

  if (!tmp_create(&diag))
    goto done;
  bool hit;
  if (!emit_c_files(ctx, module, &o, &diag) || !build_program(&o, true, &so, &hit)) {
    tmp_finish();
    goto done;
  }
  if (o.threads > 0) {
    /* Read by libgomp when it is first loaded (by a shared lib or the program). */
    char buf[32];
    snprintf(buf, sizeof buf, "%d", o.threads);
    setenv("OMP_NUM_THREADS", buf, 1);
  }
  if (!load_shared_libs(o.shared_libs)) {
    tmp_finish();
    goto done;
  }
  char *why = NULL;
  void *handle = native_load(so, &why);
  if (!handle && hit) {
    /* A whole entry that does not load (a library it links has gone since,
     * such as the OpenMP runtime of a removed compiler): compile again. */
    free(so);
    so = NULL;
    if (!build_program(&o, false, &so, &hit)) {
      tmp_finish();
      goto done;
    }
    free(why);
    why = NULL;
    handle = native_load(so, &why);
  }
  tmp_finish();
  if (!handle) {
    run_error("cannot load the compiled program: %s%s", why,
              strstr(why, "undefined symbol") ? " (missing --shared-libs?)" : "");
    free(why);
    goto done;
  }
  if (o.threads > 0) {
    /* OMP_NUM_THREADS is read once; if libgomp was already loaded, set it here. */
    void (*set_threads)(int);
    *(void **)&set_threads = dlsym(handle, "omp_set_num_threads");
    if (set_threads)
      set_threads(o.threads);
  }
  void *fn = native_find(handle, codegen_ciface_name(ctx, module, func), so);
  if (!fn) {
    run_error("entry point '@%s' not found in the compiled program%s", o.entry,
              ir_op_get_attr(func, "sym_visibility") ? " (it is private)" : "");
    goto done;
  }
  ok = call_entry(fn, ctx, &arena, &o, fty, args, onnx ? &io : NULL);

done:
  for (int i = 0; i < nargs_built; i++)
    npy_free(&args[i].array);
  for (int i = 0; flat && i < fty->nins; i++)
    onnx_tensor_free(&flat[i]);
  free(flat);
  onnx_io_free(&io);
  free(args);
  free(text);
  free(so);
  free(o.cc_command);
  free(o.outputs);
  free(o.passes);
  free(o.args);
  free(o.named);
  arena_destroy(&arena);
  ir_context_destroy(ctx);
  bool errors = diag_has_errors(&diag);
  diag_free(&diag);
  return ok && !errors ? 0 : 1;
}
