/* run.c: `loopc run` (see run.h), the counterpart of mlir-runner: compile
 * the input to C (lib/compilation.c), check the entry point and read the
 * arguments (driver/run_args.c), build and load the program
 * (driver/run_build.c), call the entry point's C interface through libffi
 * (driver/native.c) and print or save its results (driver/run_results.c). */
#include "run.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../codegen/codegen.h"
#include "../driver/native.h"
#include "../driver/onnx_io.h"
#include "../driver/options.h"
#include "../driver/progress.h"
#include "../driver/run.h"
#include "../driver/timing.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../lib/compilation.h"
#include "../passes/passes.h"

static const char run_usage[] =
    "usage: loopc run FILE -e NAME [options] [ARGS...]\n"
    "\n"
    "Compiles FILE (.mlir or .onnx) to C, builds it with $CC (default: clang when it\n"
    "has OpenMP, else cc; flags that avoid the compiler's known bugs are added) and calls\n"
    "the function NAME with ARGS: scalars as literals (42, -1.5, true, inf), memrefs\n"
    "as .npy or ONNX .pb files or dense<...> literals (dense<[[1.0, 2.0], [3.0, 4.0]]>,\n"
    "or a splat dense<0>).\n"
    "\n"
    "An ONNX model (FILE.onnx) takes one argument per graph input and gives one\n"
    "result per graph output: tensors as .npy or TensorProto .pb files (or dense<...>),\n"
    "sequences and optionals as SequenceProto and OptionalProto .pb files; printed\n"
    "results show a sequence or an optional as a line, then each tensor it holds.\n";

/* ================================ options =============================== */

typedef struct RunOptions {
  const char *input;
  const char *entry;
  const char *entry_result; /* NULL: not checked */
  const char *shared_libs;
  int opt_level;             /* -O0..-O3 (default 3) */
  char *passes;              /* --passes, --pass-pipeline and pass flags, joined by ',' */
  const char *keep_c;
  bool portable;             /* --portable: build for the baseline CPU, not the host */
  char *cc_command;          /* the C compiler and its flags (native_cc_command) */
  bool no_cache;             /* --no-cache: always compile, keep nothing */
  bool verbose;              /* -v: say which compiler, command and cache entry */
  bool print_cc;             /* --print-cc-command: print the command and stop */
  bool timing;               /* --timing: time compiling, building, loading, running */
  int threads;               /* 0: OpenMP's default */
  int vector_bits;           /* --vector-bits; -1: this machine's (0 with --portable) */
  const char **outputs;
  int noutputs;
  const char **args;
  int nargs;
  const char **named;        /* --input NAME=FILE, as given */
  int nnamed;
  bool entry_given;
} RunOptions;

typedef struct Parse {
  RunOptions *o;
  DiagEngine *diag;
  bool help;
} Parse;

static bool on_option(void *data, const OptValue *v) {
  Parse *ps = data;
  RunOptions *o = ps->o;
  if (!v->spec) {
    if (!o->input)
      o->input = v->text;
    else
      o->args[o->nargs++] = v->text;
    return true;
  }
  switch (v->spec->id) {
  case OPT_HELP: opt_print_help(stdout, CMD_RUN, run_usage); ps->help = true; return false;
  case OPT_ENTRY:
    o->entry = v->text;
    o->entry_given = true;
    break;
  case OPT_INPUT_NAMED:
    if (!strchr(v->text, '=') || v->text[0] == '=') {
      diag_error(ps->diag, RUN_LOC, "--input expects NAME=FILE, got '%s'", v->text);
      return false;
    }
    o->named[o->nnamed++] = v->text;
    break;
  case OPT_ENTRY_RESULT: o->entry_result = v->text; break;
  case OPT_SHARED_LIBS: o->shared_libs = v->text; break;
  case OPT_THREADS: o->threads = (int)v->num; break;
  case OPT_RESULT_FILE: {
    /* The extension chooses the format: anything else was written as a
     * binary TensorProto, whatever the name said. */
    if (!run_file_is_npy(v->text) && !run_file_is_pb(v->text)) {
      diag_error(ps->diag, RUN_LOC, "--output '%s': expected a file name ending in .npy (a NumPy "
                 "array) or .pb (an ONNX TensorProto, SequenceProto or OptionalProto)", v->text);
      return false;
    }
    o->outputs[o->noutputs++] = v->text;
    break;
  }
  case OPT_KEEP_C: o->keep_c = v->text; break;
  case OPT_PORTABLE: o->portable = true; break;
  case OPT_NO_CACHE: o->no_cache = true; break;
  case OPT_VERBOSE: o->verbose = true; break;
  case OPT_PRINT_CC: o->print_cc = true; break;
  case OPT_TIMING: o->timing = true; break;
  case OPT_VECTOR_BITS: return opt_vector_bits(v->text, &o->vector_bits, ps->diag, RUN_LOC);
  case OPT_LEVEL_ID: o->opt_level = (int)v->num; break;
  case OPT_PASS:
  case OPT_PASSES:
  case OPT_PASS_PIPELINE: opt_append_passes(&o->passes, v); break;
  default: ir_unreachable("an option of another subcommand");
  }
  return true;
}

/* Returns 0 on success, 1 on a usage error, 2 when help was printed. */
static int parse_options(int argc, char **argv, RunOptions *o) {
  memset(o, 0, sizeof *o);
  o->entry = "main";
  /* -O3: gcc 12 vectorizes the loops of the ONNX lowering (matrix
   * products, the Scan RNN) only there: 2.6x and 3.9x faster than -O2 in
   * bench/onnx, the kernels unchanged (docs/performance.md). */
  o->opt_level = 3;
  o->vector_bits = -1;
  o->outputs = xmalloc(sizeof(char *) * (size_t)(argc + 1));
  o->args = xmalloc(sizeof(char *) * (size_t)(argc + 1));
  o->named = xmalloc(sizeof(char *) * (size_t)(argc + 1));
  DiagEngine diag;
  diag_init(&diag, stderr);
  Parse ps = {o, &diag, false};
  OptParser p = {.command = CMD_RUN, .prog = "loopc run", .diag = &diag, .numbers_are_args = true};
  int rest;
  bool ok = opt_parse(&p, argc, argv, &rest, on_option, &ps);
  if (ok && !o->input && !o->print_cc) {
    diag_error(&diag, RUN_LOC, "no input file (see 'loopc run --help')");
    ok = false;
  }
  /* The ONNX importer names the model's function main_graph. */
  if (ok && !o->entry_given && o->input && comp_input_kind(o->input) == COMP_INPUT_ONNX)
    o->entry = "main_graph";
  if (ok && o->nnamed && o->nargs) {
    diag_error(&diag, RUN_LOC,
               "give the arguments either in order or with --input NAME=FILE, not both");
    ok = false;
  }
  diag_free(&diag);
  return ps.help ? 2 : ok ? 0 : 1;
}

static bool check_entry_result(const RunOptions *o, IrType *fty, DiagEngine *diag) {
  if (!o->entry_result)
    return true;
  const char *have = fty->nouts == 0   ? "void"
                     : fty->nouts > 1  ? "several results"
                     : fty->outs[0]->kind == TY_INT && fty->outs[0]->width == 32 ? "i32"
                     : fty->outs[0]->kind == TY_INT && fty->outs[0]->width == 64 ? "i64"
                     : fty->outs[0]->kind == TY_FLOAT && fty->outs[0]->width == 32 ? "f32"
                     : fty->outs[0]->kind == TY_FLOAT && fty->outs[0]->width == 64 ? "f64"
                                                                                   : "another type";
  if (strcmp(have, o->entry_result) == 0)
    return true;
  diag_error(diag, RUN_LOC, "entry point '@%s' returns %s, not %s", o->entry, have,
             o->entry_result);
  return false;
}

/* ================================ running =============================== */

/* What one run holds, freed at the end whatever happened. */
typedef struct Run {
  const RunOptions *o;
  DiagEngine *diag;
  Timing timing;
  CompInput in;
  Compilation c;
  IrOp *func;
  IrType *fty;
  OnnxIo io;               /* an ONNX model's inputs and outputs (onnx_io.c) */
  bool onnx;
  Arena arena;
  RunArg *args;
  int nargs_built;         /* args[] whose arrays need npy_free */
  OnnxTensor *flat;        /* the tensors an ONNX model's arguments were read into */
  RunProgram program;
  char *csrc;              /* the generated C */
  size_t clen;
  char *wsrc;              /* its weights file (CodegenOptions.weights) */
  size_t wlen;
  /* The program by its input (run_input_key): a run that finds its
   * signature loads the program without compiling (warm). */
  CacheKey ikey;
  bool have_ikey, warm;
  const char *ciface;      /* the entry's C interface symbol (a warm run's, from the signature) */
  CompInput sig_in;        /* a warm run's signature, parsed into r->c */
  DiagEngine sig_diag;
  bool sig_live;
  char **external;         /* the files of ONNX external data the import read */
  int nexternal;
} Run;

/* "Did you mean": the defined function nearest to the entry point asked
 * for. */
static void suggest_function(Run *r) {
  int n = 0;
  IrBlock *body = ir_module_body(r->c.module);
  for (IrOp *f = body->first; f; f = f->next)
    n++;
  const char **names = xcalloc((size_t)n + 1, sizeof *names);
  n = 0;
  for (IrOp *f = body->first; f; f = f->next)
    if (ir_op_is(f, OP_FUNC) && !ir_func_is_declaration(f))
      names[n++] = ir_func_name(f);
  const char *near = diag_suggest(r->o->entry, names, n);
  if (near) {
    diag_note(r->diag, RUN_LOC, "did you mean '@%s'?", near);
  } else if (n == 0) {
    diag_note(r->diag, RUN_LOC, "it defines no function");
  } else {
    /* Nothing close: the functions there are (the first ten). */
    TextBuf list = {0};
    for (int i = 0; i < n && i < 10; i++)
      textbuf_printf(&list, "%s@%s", i ? ", " : "", names[i]);
    diag_note(r->diag, RUN_LOC, "the functions it defines: %s%s", list.s, n > 10 ? ", ..." : "");
    free(list.s);
  }
  free(names);
}

/* The entry point: there, defined, and of a type loopc run can call with
 * the arguments and outputs given. */
static bool check_entry(Run *r) {
  const RunOptions *o = r->o;
  IrContext *ctx = r->c.ctx;
  r->func = ir_module_lookup_func(r->c.module, o->entry);
  if (!r->func) {
    diag_error(r->diag, RUN_LOC, "entry point '@%s' not found in '%s'", o->entry, o->input);
    suggest_function(r);
    return false;
  }
  if (ir_func_is_declaration(r->func)) {
    diag_error(r->diag, RUN_LOC, "entry point '@%s' is only declared, not defined", o->entry);
    return false;
  }
  IrType *fty = r->fty = ir_func_type(r->func);
  if (!check_entry_result(o, fty, r->diag))
    return false;
  for (int i = 0; i < fty->nins; i++)
    if (!run_type_supported(fty->ins[i])) {
      diag_error(r->diag, RUN_LOC, "argument %d of '@%s' has type '%s', which loopc run cannot pass",
                 i + 1, o->entry, ir_type_str(ctx, fty->ins[i]));
      return false;
    }
  for (int i = 0; i < fty->nouts; i++)
    if (!run_type_supported(fty->outs[i])) {
      diag_error(r->diag, RUN_LOC, "result %d of '@%s' has type '%s', which loopc run cannot return",
                 i + 1, o->entry, ir_type_str(ctx, fty->outs[i]));
      return false;
    }
  return true;
}

/* How many arguments and outputs the entry point takes, against what was
 * given: a model imported from ONNX takes one argument per graph input and
 * returns one value per graph output, whatever they lower to. */
static bool check_counts(Run *r, const char *const *texts, int ntexts) {
  const RunOptions *o = r->o;
  IrType *fty = r->fty;
  if (comp_input_kind(o->input) == COMP_INPUT_ONNX && ir_op_get_attr(r->func, "onnx.input_names")) {
    char *what = xasprintf("'@%s'", o->entry);
    r->onnx = onnx_io_init(&r->io, r->func, what, r->diag, RUN_LOC);
    free(what);
    if (!r->onnx)
      return false;
    if (ntexts != r->io.nin) {
      TextBuf names = {0};
      for (int k = 0; k < r->io.nin; k++) {
        const char *nm = onnx_io_input_name(&r->io, k);
        textbuf_printf(&names, "%s'%s'", k ? ", " : "", nm ? nm : "?");
      }
      diag_error(r->diag, RUN_LOC, "the model takes %d input%s (%s) but %d %s given%s%s%s",
                 r->io.nin, r->io.nin == 1 ? "" : "s", names.s ? names.s : "", ntexts,
                 ntexts == 1 ? "was" : "were", ntexts < r->io.nin ? "; the first missing is '" : "",
                 ntexts < r->io.nin ? onnx_io_input_name(&r->io, ntexts) : "",
                 ntexts < r->io.nin ? "' (or name each with --input NAME=FILE)" : "");
      free(names.s);
      return false;
    }
    if (o->noutputs > r->io.nout) {
      diag_error(r->diag, RUN_LOC, "%d --output file%s given but the model has %d output%s",
                 o->noutputs, o->noutputs == 1 ? "" : "s", r->io.nout, r->io.nout == 1 ? "" : "s");
      return false;
    }
  }
  if (!r->onnx && ntexts != fty->nins) {
    /* Each argument by its name (where the body names it) and type. */
    IrBlock *entry = ir_func_entry(r->func);
    TextBuf sig = {0};
    for (int i = 0; i < fty->nins; i++) {
      const char *nm = entry && i < entry->nargs ? entry->args[i]->name : NULL;
      textbuf_printf(&sig, "%s%s%s%s%s", i ? ", " : "", nm ? "%" : "", nm ? nm : "",
                     nm ? ": " : "", ir_type_str(r->c.ctx, fty->ins[i]));
    }
    diag_error(r->diag, RUN_LOC, "'@%s' takes %d argument%s (%s) but %d %s given", o->entry,
               fty->nins, fty->nins == 1 ? "" : "s", sig.s ? sig.s : "", ntexts,
               ntexts == 1 ? "was" : "were");
    free(sig.s);
    return false;
  }
  if (o->noutputs > fty->nouts) {
    diag_error(r->diag, RUN_LOC, "%d --output file%s given but '@%s' has %d result%s", o->noutputs,
               o->noutputs == 1 ? "" : "s", o->entry, fty->nouts, fty->nouts == 1 ? "" : "s");
    return false;
  }
  return true;
}

/* The arguments, in order (or named with --input), read into r->args. */
static bool build_args(Run *r) {
  const RunOptions *o = r->o;
  IrType *fty = r->fty;
  const char **texts = o->args;
  int ntexts = o->nargs;
  const char **named = NULL;
  if (o->nnamed) {
    named = xcalloc((size_t)fty->nins + (size_t)o->nnamed + 1, sizeof *named);
    if (!run_named_inputs(r->func, o->entry, o->named, o->nnamed, named, &ntexts, r->diag)) {
      free(named);
      return false;
    }
    texts = named;
  }
  bool ok = check_counts(r, texts, ntexts);
  r->args = xcalloc((size_t)fty->nins + 1, sizeof *r->args);
  if (ok && r->onnx) {
    r->flat = xcalloc((size_t)fty->nins + 1, sizeof *r->flat);
    ok = run_onnx_args(&r->arena, r->c.ctx, &r->io, texts, r->args, r->flat, &r->nargs_built,
                       r->diag);
    r->nargs_built = fty->nins;
  }
  for (; ok && r->nargs_built < fty->nins; r->nargs_built++)
    ok = run_arg_build(&r->arena, r->c.ctx, r->nargs_built, texts[r->nargs_built],
                       fty->ins[r->nargs_built], &r->args[r->nargs_built], r->diag);
  free(named);
  return ok;
}

/* Calls the entry point's C interface and reports its results (an ONNX
 * model's through r->io). */
static bool call_entry(Run *r, void *fn) {
  const RunOptions *o = r->o;
  IrType *fty = r->fty;
  Arena *a = &r->arena;
  ffi_type **atypes = arena_alloc(a, sizeof(ffi_type *) * (size_t)(fty->nins + 1));
  void **avalues = arena_alloc(a, sizeof(void *) * (size_t)(fty->nins + 1));
  for (int i = 0; i < fty->nins; i++) {
    atypes[i] = r->args[i].ft;
    avalues[i] = r->args[i].storage;
  }
  void **results = arena_alloc(a, sizeof(void *) * (size_t)(fty->nouts + 1));
  char *what = xasprintf("'@%s'", o->entry);
  double t0 = timing_now();
  bool called = native_call(fn, fty, atypes, avalues, a, results, what, r->diag, RUN_LOC);
  timing_add(&r->timing, "run", timing_now() - t0);
  free(what);
  if (!called)
    return false;
  fflush(stdout);
  if (r->onnx)
    return run_onnx_results(&r->io, results, o->outputs, o->noutputs, r->diag);
  bool ok = true;
  for (int i = 0; i < fty->nouts; i++) {
    const char *out = i < o->noutputs ? o->outputs[i] : NULL;
    ok = run_result_emit(r->c.ctx, fty->outs[i], results[i], out, r->diag) && ok;
  }
  fflush(stdout);
  return ok;
}

/* Parses (or imports), verifies and lowers the input, then emits its C
 * into r->csrc, once the entry point and the arguments are known good. */
/* CompOptions.onnx_external: the files of external data, for the signature. */
static void note_external(void *data, const char *path) {
  Run *r = data;
  r->external = xrealloc(r->external, sizeof *r->external * (size_t)(r->nexternal + 1));
  r->external[r->nexternal++] = xstrdup(path);
}

/* CompOptions.after_pass: the progress line names the pass that ran. */
static void pass_done(const IrPass *pass, IrContext *ctx, IrOp *module, void *data) {
  (void)ctx;
  (void)module;
  Run *r = data;
  progress_say("passes: %d of %d done (%s)", r->c.pm.nran, r->c.pm.npasses, pass->name);
}

static bool compile(Run *r, int vector_bits) {
  const RunOptions *o = r->o;
  CompOptions co;
  comp_options_init(&co);
  co.pipeline.opt_level = o->opt_level;
  co.pipeline.passes = o->passes;
  co.pipeline.to_core = true;
  co.pipeline.vector_bits = vector_bits;
  co.onnx_external = note_external;
  co.onnx_external_data = r;
  co.after_pass = pass_done;
  co.after_pass_data = r;
  if (!comp_input_open(&r->in, o->input, false, r->diag))
    return false;
  comp_init(&r->c, &r->in, r->diag);
  progress_say("%s %s", r->in.kind == COMP_INPUT_ONNX ? "importing" : "parsing", r->in.name);
  bool ok = comp_load(&r->c, &co) && comp_verify(&r->c) &&
            (progress_say("lowering"), comp_run_pipeline(&r->c, &co)) && check_entry(r) &&
            build_args(r);
  if (ok) {
    progress_say("writing the C");
    FILE *f = open_memstream(&r->csrc, &r->clen), *wf = open_memstream(&r->wsrc, &r->wlen);
    if (!f || !wf)
      ir_unreachable("open_memstream failed");
    co.cg.weights = wf;
    co.cg.weights_name = RUN_WEIGHTS_NAME;
    ok = comp_emit(&r->c, COMP_EMIT_C, &co, f);
    fclose(f);
    fclose(wf);
  }
  timing_add_phases(&r->timing, r->c.seconds, r->in.kind);
  return ok;
}

/* Builds and loads the program, then finds the entry point in it. */
static RunBuildOptions build_options(const Run *r) {
  const RunOptions *o = r->o;
  return (RunBuildOptions){o->cc_command, o->portable, o->no_cache, o->keep_c,
                           o->verbose ? stderr : NULL, r->wsrc, r->wlen};
}

/* Before the program is loaded: libgomp reads OMP_NUM_THREADS when it is
 * first loaded (by a shared lib or the program). */
static void threads_before_load(const RunOptions *o) {
  if (o->threads <= 0)
    return;
  char buf[32];
  snprintf(buf, sizeof buf, "%d", o->threads);
  setenv("OMP_NUM_THREADS", buf, 1);
}

/* After: if libgomp was already loaded, it read OMP_NUM_THREADS before. */
static void threads_after_load(const Run *r) {
  if (r->o->threads <= 0)
    return;
  void (*set_threads)(int);
  *(void **)&set_threads = dlsym(r->program.handle, "omp_set_num_threads");
  if (set_threads)
    set_threads(r->o->threads);
}

/* Builds and loads the program, then finds the entry point in it. */
static void *load_entry(Run *r) {
  const RunOptions *o = r->o;
  threads_before_load(o);
  RunBuildOptions bo = build_options(r);
  double t0 = timing_now();
  progress_say("building the program (%zu KB of C%s)", (r->clen + 1023) / 1024,
               r->wlen ? ", a weights file" : "");
  bool built = run_program_build(&r->program, r->csrc, r->clen, &bo, o->shared_libs,
                                 progress_stderr(), r->diag);
  timing_add(&r->timing, "build and load", timing_now() - t0);
  if (!built)
    return NULL;
  threads_after_load(r);
  r->ciface = codegen_ciface_name(r->c.ctx, r->c.module, r->func);
  void *fn = native_find(r->program.handle, r->ciface, r->program.so);
  if (!fn)
    diag_error(r->diag, RUN_LOC, "entry point '@%s' not found in the compiled program%s", o->entry,
               ir_op_get_attr(r->func, "sym_visibility") ? " (it is private)" : "");
  return fn;
}

/* ======================= programs by their input ======================== */

/* A warm run (docs/DESIGN.md, "Weights as data"): the key of the input
 * file and the options leads to a signature kept in the cache after the
 * first run, which names the compiled program and holds what the run needs
 * of the entry point: its C interface and its declaration after lowering,
 * with the ONNX model's input and output attributes. So a second run of a
 * model with 100 MB of weights reads and hashes the file and loads the
 * program, and neither imports, lowers nor emits C. The signature:
 *
 *   loopc signature 1
 *   program HEX      the program's own cache key (RunProgram.key)
 *   ciface SYMBOL
 *   external HEX PATH   each file of ONNX external data and its content key
 *   ---
 *   the module holding the entry's declaration, in generic form */

static const char sig_magic[] = "loopc signature 1\n";

/* The options that change the program, for the input key (the compiler
 * command and the CPU are in it through run_input_key). */
static char *program_options(const RunOptions *o, int vector_bits) {
  return xasprintf("entry %s, -O%d, passes '%s', vector bits %d, kind %d", o->entry,
                   o->opt_level, o->passes ? o->passes : "", vector_bits,
                   (int)comp_input_kind(o->input));
}

/* The content key of a whole file (mapped), or false. */
static bool file_key(const char *path, CacheKey *k) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    if (fd >= 0)
      close(fd);
    return false;
  }
  size_t n = (size_t)st.st_size;
  void *p = n ? mmap(NULL, n, PROT_READ, MAP_PRIVATE, fd, 0) : NULL;
  close(fd);
  if (n && p == MAP_FAILED)
    return false;
  cache_key_init(k);
  cache_key_add_large(k, p, n);
  if (n)
    munmap(p, n);
  return true;
}

static void input_key(Run *r, int vector_bits) {
  const RunOptions *o = r->o;
  if (o->no_cache || strcmp(o->input, "-") == 0)
    return;
  int fd = open(o->input, O_RDONLY | O_CLOEXEC);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    if (fd >= 0)
      close(fd);
    return;
  }
  size_t n = (size_t)st.st_size;
  void *p = n ? mmap(NULL, n, PROT_READ, MAP_PRIVATE, fd, 0) : NULL;
  close(fd);
  if (n && p == MAP_FAILED)
    return;
  RunBuildOptions bo = build_options(r);
  char *opts = program_options(o, vector_bits);
  run_input_key(&bo, opts, p, n, &r->ikey);
  free(opts);
  if (n)
    munmap(p, n);
  r->have_ikey = true;
}

static bool parse_hex_key(const char *s, CacheKey *k) {
  unsigned long long a, b;
  if (strlen(s) < 32 || sscanf(s, "%16llx%16llx", &a, &b) != 2)
    return false;
  k->a = a;
  k->b = b;
  return true;
}

/* The lines of a signature before "---": the program's key, the C
 * interface, and every external file still what it was. The module's text
 * after them at *rest. */
static bool sig_header(Run *r, char *text, CacheKey *prog, char **rest) {
  if (strncmp(text, sig_magic, sizeof sig_magic - 1) != 0)
    return false;
  bool have_prog = false;
  for (char *line = text + sizeof sig_magic - 1, *nl; (nl = strchr(line, '\n')); line = nl + 1) {
    *nl = 0;
    CacheKey want, have;
    if (strcmp(line, "---") == 0) {
      *rest = nl + 1;
      return have_prog && r->ciface;
    } else if (strncmp(line, "program ", 8) == 0) {
      have_prog = parse_hex_key(line + 8, prog);
    } else if (strncmp(line, "ciface ", 7) == 0) {
      r->ciface = ir_intern_cstr(r->c.ctx, line + 7);
    } else if (strncmp(line, "external ", 9) == 0) {
      if (strlen(line) < 9 + 33 || !parse_hex_key(line + 9, &want) ||
          !file_key(line + 9 + 33, &have) || have.a != want.a || have.b != want.b)
        return false; /* changed or gone: compile again */
    } else {
      return false;
    }
  }
  return false;
}

typedef enum { WARM_NO, WARM_OK, WARM_ERROR } Warm;

/* Loads the program of a warm run; WARM_NO when there is none (compile),
 * WARM_ERROR after reporting an error in the arguments. */
static Warm warm_start(Run *r, void **fn) {
  const RunOptions *o = r->o;
  RunBuildOptions bo = build_options(r);
  if (!r->have_ikey || o->keep_c)
    return WARM_NO;
  size_t len;
  char *text = run_signature_find(&bo, &r->ikey, &len);
  if (!text)
    return WARM_NO;
  diag_init(&r->sig_diag, stderr);
  r->sig_diag.capture = true;
  comp_input_take_text(&r->sig_in, "loopc signature", text, len, &r->sig_diag);
  comp_init(&r->c, &r->sig_in, &r->sig_diag);
  r->sig_live = true;
  CacheKey prog;
  char *rest = NULL;
  if (!sig_header(r, text, &prog, &rest))
    return WARM_NO;
  /* The module's text starts after the header: the parser reads it alone. */
  CompChunk chunk = {rest, len - (size_t)(rest - text), 1};
  if (!comp_load_chunk(&r->c, &chunk) ||
      !(r->func = ir_module_lookup_func(r->c.module, o->entry)))
    return WARM_NO;
  r->fty = ir_func_type(r->func);
  threads_before_load(o);
  if (!run_program_load_cached(&r->program, &prog, &bo, o->shared_libs, r->diag))
    return WARM_NO;
  threads_after_load(r);
  *fn = native_find(r->program.handle, r->ciface, r->program.so);
  if (!*fn)
    return WARM_NO;
  if (o->verbose)
    fprintf(stderr, "loopc run: the program of this input and these options is cached: "
            "nothing imported, lowered or compiled\n");
  r->warm = true;
  return check_entry_result(o, r->fty, r->diag) && build_args(r) ? WARM_OK : WARM_ERROR;
}

/* Undoes a warm start that found nothing to load. */
static void warm_abandon(Run *r) {
  if (!r->sig_live)
    return;
  /* A program loaded without the entry (not what its signature said: a
   * damaged or planted entry) stays loaded, as every program does; the
   * build that follows finds out what it is. */
  run_program_free(&r->program);
  memset(&r->program, 0, sizeof r->program);
  comp_free(&r->c);
  comp_input_close(&r->sig_in);
  diag_free(&r->sig_diag);
  memset(&r->c, 0, sizeof r->c);
  r->func = NULL;
  r->fty = NULL;
  r->ciface = NULL;
  r->sig_live = false;
}

/* After a cold run: the signature for the next (only when the program
 * went into the cache). */
static void store_signature(Run *r) {
  if (!r->have_ikey || !r->program.keyed)
    return;
  IrContext *ctx = r->c.ctx;
  IrOp *m = ir_module_create(ctx, ir_loc_unknown());
  IrOp *decl = ir_op_create(ctx, OP_FUNC, NULL, ir_loc_unknown(), 0, NULL, 0, NULL, 1);
  for (int i = 0; i < r->func->nattrs; i++)
    ir_op_set_attr_ex(ctx, decl, r->func->attrs[i].name, r->func->attrs[i].value,
                      r->func->attrs[i].inherent);
  ir_block_append_op(ir_module_body(m), decl);
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f)
    ir_unreachable("open_memstream failed");
  fprintf(f, "%sprogram %016llx%016llx\nciface %s\n", sig_magic,
          (unsigned long long)r->program.key.a, (unsigned long long)r->program.key.b, r->ciface);
  bool ok = true;
  for (int i = 0; i < r->nexternal; i++) {
    CacheKey k;
    ok = ok && !strchr(r->external[i], '\n') && file_key(r->external[i], &k);
    if (ok)
      fprintf(f, "external %016llx%016llx %s\n", (unsigned long long)k.a,
              (unsigned long long)k.b, r->external[i]);
  }
  fputs("---\n", f);
  IrPrintOptions po = {.spelling = SPELL_MODERN, .generic = true};
  ir_print_op(ctx, f, m, &po);
  fclose(f);
  RunBuildOptions bo = build_options(r);
  if (ok)
    run_signature_store(&bo, &r->ikey, text, len, r->diag);
  free(text);
}

static void run_free(Run *r) {
  for (int i = 0; i < r->nargs_built; i++)
    npy_free(&r->args[i].array);
  for (int i = 0; r->flat && i < r->fty->nins; i++)
    onnx_tensor_free(&r->flat[i]);
  free(r->flat);
  onnx_io_free(&r->io);
  free(r->args);
  free(r->csrc);
  free(r->wsrc);
  run_program_free(&r->program);
  arena_destroy(&r->arena);
  if (r->c.ctx)
    comp_free(&r->c);
  if (r->in.path)
    comp_input_close(&r->in);
  if (r->sig_live) {
    comp_input_close(&r->sig_in);
    diag_free(&r->sig_diag);
  }
  for (int i = 0; i < r->nexternal; i++)
    free(r->external[i]);
  free(r->external);
}

static void options_free(RunOptions *o) {
  free(o->cc_command);
  free(o->outputs);
  free(o->passes);
  free(o->args);
  free(o->named);
}

int run_main(int argc, char **argv) {
  RunOptions o;
  int st = parse_options(argc, argv, &o);
  if (st) {
    options_free(&o);
    return st == 2 ? 0 : 1;
  }
  char level[4];
  snprintf(level, sizeof level, "-O%d", o.opt_level);
  o.cc_command = native_cc_command(level, o.portable);
  if (o.print_cc) {
    printf("%s\n", o.cc_command);
    options_free(&o);
    return 0;
  }
  progress_start("loopc run");
  DiagEngine diag;
  diag_init(&diag, progress_stderr());
  Run r;
  memset(&r, 0, sizeof r);
  r.o = &o;
  r.diag = &diag;
  timing_start(&r.timing);
  arena_init(&r.arena);
  double t0 = timing_now();
  int vector_bits = o.vector_bits >= 0 ? o.vector_bits : native_vector_bits(o.portable);
  input_key(&r, vector_bits);
  void *fn = NULL;
  Warm warm = warm_start(&r, &fn);
  if (warm != WARM_NO)
    timing_add(&r.timing, "load (cached by its input)", timing_now() - t0);
  if (warm == WARM_NO) {
    warm_abandon(&r);
    fn = compile(&r, vector_bits) ? load_entry(&r) : NULL;
    if (fn)
      store_signature(&r);
  }
  progress_end(); /* the program's output is the program's */
  bool ok = fn && (warm != WARM_ERROR) && call_entry(&r, fn);
  if (o.timing)
    timing_print(&r.timing, stderr, NULL);
  run_free(&r);
  options_free(&o);
  bool errors = diag_has_errors(&diag);
  diag_free(&diag);
  return ok && !errors ? 0 : 1;
}
