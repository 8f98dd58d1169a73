/* compilation.c: one compilation (see compilation.h): inputs read, mapped
 * or imported, split at `// -----`, parsed, verified, put through the
 * pipeline pipeline_build chooses and emitted, each step timed. */
#include "compilation.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../frontend/onnx/onnx.h"
#include "../frontend/parse.h"
#include "../ir/verify.h"
#include "stream.h"

/* ================================ input ================================= */

CompInputKind comp_input_kind(const char *path) {
  size_t n = strlen(path);
  return n >= 5 && strcmp(path + n - 5, ".onnx") == 0 ? COMP_INPUT_ONNX : COMP_INPUT_TEXT;
}

/* Reads a whole file ("-" = stdin), NUL-terminated, malloc'd. */
static char *read_file(const char *path, const char *name, size_t *len, DiagEngine *diag) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f) {
    diag_error(diag, ir_loc(name, 0, 0), "cannot open input file: %s", strerror(errno));
    return NULL;
  }
  size_t cap = 1 << 16, n = 0;
  char *buf = xmalloc(cap + 1);
  for (;;) {
    size_t got = fread(buf + n, 1, cap - n, f);
    n += got;
    if (n < cap) {
      if (ferror(f)) {
        diag_error(diag, ir_loc(name, 0, 0), "cannot read input file: %s", strerror(errno));
        free(buf);
        if (f != stdin)
          fclose(f);
        return NULL;
      }
      break;
    }
    cap *= 2;
    buf = xrealloc(buf, cap + 1);
  }
  if (f != stdin)
    fclose(f);
  buf[n] = 0;
  *len = n;
  return buf;
}

/* Maps a regular file read-only when it can, so that the parser can release
 * the pages it has read. The text must be NUL-terminated: a mapping is only
 * used when the file does not end on a page boundary (the rest of its last
 * page reads as zeros). NULL when it cannot be mapped. */
static char *map_file(const char *path, size_t *len) {
  if (strcmp(path, "-") == 0)
    return NULL;
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return NULL;
  struct stat st;
  void *p = MAP_FAILED;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
      st.st_size % sysconf(_SC_PAGESIZE) != 0)
    p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
  close(fd);
  if (p == MAP_FAILED)
    return NULL;
  *len = (size_t)st.st_size;
  return p;
}

bool comp_input_open_as(CompInput *in, const char *path, CompInputKind kind, bool map,
                        DiagEngine *diag) {
  memset(in, 0, sizeof *in);
  in->path = path;
  in->name = strcmp(path, "-") == 0 ? "<stdin>" : path;
  in->kind = kind;
  if (kind == COMP_INPUT_ONNX) {
    /* The importer reads the model; an unreadable one is reported here as
     * an unreadable text is. */
    FILE *f = fopen(path, "rb");
    if (!f) {
      diag_error(diag, ir_loc(in->name, 0, 0), "cannot open input file: %s", strerror(errno));
      return false;
    }
    fclose(f);
    return true;
  }
  in->text = map ? map_file(path, &in->len) : NULL;
  in->mapped = in->text != NULL;
  if (!in->text && !(in->text = read_file(path, in->name, &in->len, diag)))
    return false;
  diag_add_source(diag, in->name, in->text, in->len);
  return true;
}

bool comp_input_open(CompInput *in, const char *path, bool map, DiagEngine *diag) {
  return comp_input_open_as(in, path, comp_input_kind(path), map, diag);
}

void comp_input_take_text(CompInput *in, const char *name, char *text, size_t len,
                          DiagEngine *diag) {
  memset(in, 0, sizeof *in);
  in->name = name;
  in->kind = COMP_INPUT_TEXT;
  in->text = text;
  in->len = len;
  diag_add_source(diag, name, text, len);
}

void comp_input_model_bytes(CompInput *in, const char *name, const uint8_t *data, size_t len) {
  memset(in, 0, sizeof *in);
  in->name = name;
  in->kind = COMP_INPUT_ONNX;
  in->bytes = data;
  in->nbytes = len;
}

void comp_input_close(CompInput *in) {
  if (in->mapped)
    munmap(in->text, in->len);
  else
    free(in->text);
  in->text = NULL;
}

CompChunk *comp_input_chunks(const CompInput *in, bool split, int *nchunks) {
  int cap = 4, n = 0;
  CompChunk *c = xmalloc(sizeof *c * (size_t)cap);
  const char *text = in->text, *start = text, *p = text, *end = text + in->len;
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
        c[n++] = (CompChunk){start, (size_t)(p - start), start_line};
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
  c[n++] = (CompChunk){start, (size_t)(end - start), start_line};
  *nchunks = n;
  return c;
}

/* =============================== options ================================ */

void comp_options_init(CompOptions *o) {
  memset(o, 0, sizeof *o);
  o->pipeline.opt_level = -1;
  o->verify_each = true;
  o->syntax = -1;
  codegen_options_init(&o->cg);
}

const char *comp_phase_name(CompPhase ph, CompInputKind kind) {
  static const char *const names[COMP_NPHASES] = {"parse", "verify", "passes", "output"};
  return ph == COMP_PH_LOAD && kind == COMP_INPUT_ONNX ? "import" : names[ph];
}

/* ============================= compilation ============================== */

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void comp_init(Compilation *c, const CompInput *in, DiagEngine *diag) {
  memset(c, 0, sizeof *c);
  c->in = in;
  c->diag = diag;
  c->ctx = ir_context_create();
  c->spelling = SPELL_MODERN;
  ir_pm_init(&c->pm);
}

void comp_free(Compilation *c) {
  ir_pm_free(&c->pm);
  ir_context_destroy(c->ctx);
  c->ctx = NULL;
  c->module = NULL;
}

/* Ends a load: the module, and the spelling of a text input. */
static bool loaded(Compilation *c, IrOp *module, int errors, double t0) {
  c->seconds[COMP_PH_LOAD] += now_seconds() - t0;
  if (!module || c->diag->nerrors > errors)
    return false;
  c->module = module;
  if (c->in->kind == COMP_INPUT_TEXT)
    c->spelling = ir_guess_spelling(module);
  return true;
}

static bool load_text(Compilation *c, const char *text, size_t len, int first_line) {
  double t0 = now_seconds();
  int errors = c->diag->nerrors; /* earlier chunks' errors stay counted */
  const CompInput *in = c->in;
  IrOp *module = in->mapped ? parse_module_mapped(c->ctx, c->diag, in->name, text, len, first_line)
                            : parse_module(c->ctx, c->diag, in->name, text, len, first_line);
  return loaded(c, module, errors, t0);
}

bool comp_load(Compilation *c, const CompOptions *o) {
  const CompInput *in = c->in;
  if (in->kind == COMP_INPUT_TEXT)
    return load_text(c, in->text, in->len, 1);
  double t0 = now_seconds();
  int errors = c->diag->nerrors;
  OnnxImportOptions io = {.node_locs = o && o->onnx_node_locs,
                         .on_external = o ? o->onnx_external : NULL,
                         .on_external_data = o ? o->onnx_external_data : NULL};
  IrOp *module = in->bytes ? onnx_import_bytes(c->ctx, c->diag, in->name, in->bytes, in->nbytes)
                           : onnx_import_ex(c->ctx, c->diag, in->path, &io);
  return loaded(c, module, errors, t0);
}

bool comp_load_chunk(Compilation *c, const CompChunk *chunk) {
  return load_text(c, chunk->text, chunk->len, chunk->first_line);
}

bool comp_verify(Compilation *c) {
  double t0 = now_seconds();
  bool ok = ir_verify(c->ctx, c->module, c->diag);
  c->seconds[COMP_PH_VERIFY] += now_seconds() - t0;
  return ok;
}

/* The spelling IR is printed in. */
static IrSpelling spelling(const Compilation *c, const CompOptions *o) {
  return o->syntax >= 0 ? (IrSpelling)o->syntax : c->spelling;
}

bool comp_build_pipeline(Compilation *c, const CompOptions *o) {
  double t0 = now_seconds();
  ir_pm_free(&c->pm);
  ir_pm_init(&c->pm);
  c->pm.verify_each = o->verify_each;
  c->pm.print_after_all = o->print_ir_after_all;
  c->pm.print_opts.spelling = spelling(c, o);
  c->pm.print_opts.generic = o->generic;
  c->pm.print_opts.names = o->names;
  c->pm.print_opts.elide_elements = o->elide_elements;
  c->pm.print_opts.hex_elements = o->hex_elements;
  c->pm.after_pass = o->after_pass;
  c->pm.after_pass_data = o->after_pass_data;
  bool ok = pipeline_build(&c->pm, &o->pipeline, c->ctx, c->module, c->diag);
  c->seconds[COMP_PH_PASSES] += now_seconds() - t0;
  return ok;
}

bool comp_run_passes(Compilation *c) {
  double t0 = now_seconds();
  bool ok = ir_pm_run(&c->pm, c->ctx, c->module, c->diag);
  c->seconds[COMP_PH_PASSES] += now_seconds() - t0;
  return ok;
}

bool comp_run_pipeline(Compilation *c, const CompOptions *o) {
  return comp_build_pipeline(c, o) && comp_run_passes(c);
}

bool comp_has_onnx(const Compilation *c) { return pipeline_module_has_onnx(c->module); }

bool comp_emit(Compilation *c, CompEmit what, const CompOptions *o, FILE *out) {
  double t0 = now_seconds();
  bool ok;
  if (what == COMP_EMIT_MLIR) {
    IrPrintOptions po = {.spelling = spelling(c, o),
                         .generic = o->generic || (o->syntax < 0 && c->in->kind == COMP_INPUT_ONNX &&
                                                   comp_has_onnx(c)),
                         .names = o->names,
                         .elide_elements = o->elide_elements,
                         .hex_elements = o->hex_elements,
                         .print_locs = o->print_locs,
                         .local_scope = o->local_scope};
    ok = ir_print_check(c->module, &po, c->diag);
    if (ok) {
      ir_print_op(c->ctx, out, c->module, &po);
      ir_print_trailer(out, &po);
    }
  } else if (comp_has_onnx(c)) {
    /* The C backend knows only the core dialects; to_core lowers first. */
    diag_error(c->diag, ir_loc(c->in->name, 0, 0),
               "the module holds onnx ops: run a pipeline with an optimization level "
               "(\"-O2\") before emitting C");
    ok = false;
  } else {
    ok = what == COMP_EMIT_C ? codegen_emit_c(c->ctx, c->module, &o->cg, out, c->diag)
                             : codegen_emit_header(c->ctx, c->module, &o->cg, out, c->diag);
  }
  c->seconds[COMP_PH_OUTPUT] += now_seconds() - t0;
  return ok;
}

/* ============================== streaming =============================== */

bool comp_can_stream(const CompInput *in, const CompOptions *o) {
  return in->kind == COMP_INPUT_TEXT && !o->generic && !o->print_locs && !o->local_scope && !o->elide_elements &&
         !o->hex_elements &&
         !o->pipeline.passes &&
         o->pipeline.opt_level < 0 && !o->print_ir_after_all && !o->after_pass;
}

bool comp_stream(const CompInput *in, const CompOptions *o, DiagEngine *diag, FILE *out,
                 double seconds[COMP_NPHASES]) {
  StreamJob job = {in->name, in->text, in->len, in->mapped, o->syntax, o->names, out};
  StreamTimes t;
  bool done = stream_module(&job, diag, &t) == STREAM_DONE;
  seconds[COMP_PH_LOAD] += t.parse;
  seconds[COMP_PH_VERIFY] += t.verify;
  seconds[COMP_PH_OUTPUT] += t.output;
  return done;
}
