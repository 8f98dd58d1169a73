/* loopc.c: the public C API (include/loopc.h) over one compilation each
 * (compilation.h): handles that own a Compilation and a DiagEngine each,
 * argument checks, and output made in memory before it reaches the caller's
 * FILE. */
#include "../include/loopc.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/dialects.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../ir/verify.h"
#include "../passes/passes.h"
#include "compilation.h"

#ifndef LOOPC_VERSION
#define LOOPC_VERSION "0.1.0"
#endif

struct loopc_context {
  loopc_diagnostic_handler handler; /* NULL: print to stderr */
  void *user_data;
  int error_limit;
  int nerrors;    /* over every call, for loopc_context_error_count */
  int nmodules;   /* live modules: the context is freed after the last */
  bool destroyed; /* loopc_context_destroy was called */
};

typedef enum ModuleState {
  MOD_PARSED,   /* not verified yet (or changed without verification) */
  MOD_VERIFIED,
  MOD_INVALID,  /* verification failed */
  MOD_BROKEN,   /* a pipeline failed half way: only destroy is allowed */
} ModuleState;

struct loopc_module {
  loopc_context *ctx;
  DiagEngine diag; /* quotes lines of text */
  char *name;      /* file name in diagnostics */
  CompInput in;    /* the source (text, or where the model is) */
  Compilation comp; /* its context and module */
  ModuleState state;
};

/* ------------------------------ diagnostics ------------------------------ */

static void forward_diag(void *data, DiagSeverity sev, IrLoc loc, const char *msg) {
  loopc_context *ctx = data;
  ctx->handler(ctx->user_data, (loopc_severity)sev, loc.file, loc.line, loc.col, msg);
}

/* Points d at ctx's current handler and limit before each call, so that a
 * handler set between calls takes effect and each call has its own limit. */
static void diag_begin(DiagEngine *d, loopc_context *ctx) {
  diag_clear(d);
  d->out = stderr;
  d->error_limit = ctx->error_limit;
  d->handler = ctx->handler ? forward_diag : NULL;
  d->handler_data = ctx;
}

static void diag_end(DiagEngine *d, loopc_context *ctx) { ctx->nerrors += d->nerrors; }

/* Misuse reported where there is a context to report it to. */
static loopc_status misuse(loopc_context *ctx, const char *fn, const char *what) {
  if (!ctx)
    return LOOPC_MISUSE;
  DiagEngine d;
  diag_init(&d, stderr);
  diag_begin(&d, ctx);
  diag_error(&d, ir_loc_unknown(), "%s: %s", fn, what);
  diag_end(&d, ctx);
  diag_free(&d);
  return LOOPC_MISUSE;
}

/* -------------------------------- contexts ------------------------------- */

static void library_init(void) { dialects_register_all(); }

const char *loopc_version(void) { return LOOPC_VERSION; }

const char *loopc_severity_name(loopc_severity severity) {
  switch (severity) {
  case LOOPC_SEVERITY_ERROR: return "error";
  case LOOPC_SEVERITY_WARNING: return "warning";
  case LOOPC_SEVERITY_NOTE: return "note";
  case LOOPC_SEVERITY_REMARK: return "remark";
  }
  return "error";
}

loopc_context *loopc_context_create(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, library_init);
  loopc_context *ctx = calloc(1, sizeof *ctx);
  if (ctx)
    ctx->error_limit = DIAG_DEFAULT_ERROR_LIMIT;
  return ctx;
}

void loopc_context_destroy(loopc_context *ctx) {
  if (!ctx || ctx->destroyed)
    return;
  ctx->destroyed = true;
  if (ctx->nmodules == 0)
    free(ctx);
}

loopc_status loopc_context_set_diagnostic_handler(loopc_context *ctx,
                                                  loopc_diagnostic_handler handler,
                                                  void *user_data) {
  if (!ctx)
    return LOOPC_MISUSE;
  ctx->handler = handler;
  ctx->user_data = user_data;
  return LOOPC_SUCCESS;
}

loopc_status loopc_context_set_error_limit(loopc_context *ctx, int limit) {
  if (!ctx)
    return LOOPC_MISUSE;
  if (limit < 0)
    return misuse(ctx, "loopc_context_set_error_limit", "the limit must be 0 or more");
  ctx->error_limit = limit;
  return LOOPC_SUCCESS;
}

int loopc_context_error_count(const loopc_context *ctx) { return ctx ? ctx->nerrors : -1; }

/* -------------------------------- modules -------------------------------- */

static loopc_module *module_new(loopc_context *ctx, const char *name) {
  loopc_module *m = xcalloc(1, sizeof *m);
  m->ctx = ctx;
  ctx->nmodules++;
  m->name = xstrdup(name);
  diag_init(&m->diag, stderr);
  diag_begin(&m->diag, ctx);
  return m;
}

void loopc_module_destroy(loopc_module *m) {
  if (!m)
    return;
  loopc_context *ctx = m->ctx;
  if (m->comp.ctx)
    comp_free(&m->comp);
  comp_input_close(&m->in);
  diag_free(&m->diag);
  free(m->name);
  free(m);
  if (--ctx->nmodules == 0 && ctx->destroyed)
    free(ctx);
}

/* Loads m->in: the module, or NULL (and nothing left) after errors. */
static loopc_module *module_load(loopc_module *m) {
  comp_init(&m->comp, &m->in, &m->diag);
  bool ok = comp_load(&m->comp, NULL) && m->diag.nerrors == 0;
  diag_end(&m->diag, m->ctx);
  if (!ok) {
    loopc_module_destroy(m);
    return NULL;
  }
  m->state = MOD_PARSED;
  return m;
}

loopc_module *loopc_parse_string(loopc_context *ctx, const char *text, size_t len,
                                 const char *filename) {
  if (!ctx || ctx->destroyed)
    return NULL;
  if (!text) {
    misuse(ctx, "loopc_parse_string", "text is NULL");
    return NULL;
  }
  char *copy = xmalloc(len + 1); /* the lexer wants a NUL after the text */
  memcpy(copy, text, len);
  copy[len] = 0;
  loopc_module *m = module_new(ctx, filename ? filename : "<string>");
  comp_input_take_text(&m->in, m->name, copy, len, &m->diag);
  return module_load(m);
}

/* A file of the kind given; its problems are reported through ctx. */
static loopc_module *open_file(loopc_context *ctx, const char *fn, const char *path,
                               CompInputKind kind) {
  if (!ctx || ctx->destroyed)
    return NULL;
  if (!path) {
    misuse(ctx, fn, "path is NULL");
    return NULL;
  }
  loopc_module *m = module_new(ctx, path);
  if (!comp_input_open_as(&m->in, m->name, kind, false, &m->diag)) {
    diag_end(&m->diag, ctx);
    loopc_module_destroy(m);
    return NULL;
  }
  return module_load(m);
}

loopc_module *loopc_parse_file(loopc_context *ctx, const char *path) {
  return open_file(ctx, "loopc_parse_file", path, COMP_INPUT_TEXT);
}

loopc_module *loopc_import_onnx_file(loopc_context *ctx, const char *path) {
  return open_file(ctx, "loopc_import_onnx_file", path, COMP_INPUT_ONNX);
}

loopc_module *loopc_import_onnx_buffer(loopc_context *ctx, const void *data, size_t len,
                                       const char *name) {
  if (!ctx || ctx->destroyed)
    return NULL;
  if (!data) {
    misuse(ctx, "loopc_import_onnx_buffer", "data is NULL");
    return NULL;
  }
  loopc_module *m = module_new(ctx, name ? name : "<buffer>");
  comp_input_model_bytes(&m->in, m->name, data, len);
  return module_load(m);
}

/* ------------------------ verifying and transforming ---------------------- */

/* Whether m may be used by fn: not NULL, not broken, and valid (verified
 * now if it has not been since it last changed). */
static loopc_status module_ready(loopc_module *m, const char *fn) {
  if (!m)
    return LOOPC_MISUSE;
  if (m->state == MOD_BROKEN)
    return misuse(m->ctx, fn, "a pipeline failed on this module: it can only be destroyed");
  diag_begin(&m->diag, m->ctx);
  if (m->state != MOD_VERIFIED) {
    m->state = comp_verify(&m->comp) ? MOD_VERIFIED : MOD_INVALID;
    if (m->state == MOD_INVALID) {
      diag_end(&m->diag, m->ctx);
      return LOOPC_FAILURE;
    }
  }
  return LOOPC_SUCCESS;
}

loopc_status loopc_module_verify(loopc_module *m) {
  if (m && m->state == MOD_INVALID)
    m->state = MOD_PARSED; /* verify again: reports the errors again */
  loopc_status s = module_ready(m, "loopc_module_verify");
  if (s == LOOPC_SUCCESS)
    diag_end(&m->diag, m->ctx);
  return s;
}

loopc_status loopc_module_run_pipeline(loopc_module *m, const char *pipeline) {
  if (!m)
    return LOOPC_MISUSE;
  if (!pipeline)
    return misuse(m->ctx, "loopc_module_run_pipeline", "pipeline is NULL");
  loopc_status s = module_ready(m, "loopc_module_run_pipeline");
  if (s != LOOPC_SUCCESS)
    return s;
  CompOptions o;
  comp_options_init(&o);
  char *passes;
  bool built = pipeline_options_parse(pipeline, &o.pipeline, &passes, &o.verify_each, &m->diag) &&
               comp_build_pipeline(&m->comp, &o);
  bool ran = built && comp_run_passes(&m->comp);
  free(passes);
  diag_end(&m->diag, m->ctx);
  if (!built)
    return LOOPC_FAILURE; /* nothing ran: the module is as it was */
  if (!ran) {
    m->state = MOD_BROKEN;
    return LOOPC_FAILURE;
  }
  if (!o.verify_each)
    m->state = MOD_PARSED;
  return LOOPC_SUCCESS;
}

/* --------------------------------- output --------------------------------- */

typedef enum OutputKind { OUT_IR, OUT_C, OUT_HEADER } OutputKind;

typedef struct OutputRequest {
  OutputKind kind;
  loopc_syntax syntax;
  unsigned flags;
} OutputRequest;

/* Writes the output into a memory buffer (so that nothing half-made reaches
 * the caller); the module is ready. */
static bool write_output(loopc_module *m, const OutputRequest *r, char **data, size_t *size) {
  *data = NULL;
  *size = 0;
  FILE *out = open_memstream(data, size);
  if (!out)
    ir_unreachable("open_memstream failed");
  CompOptions o;
  comp_options_init(&o);
  o.syntax = r->syntax == LOOPC_SYNTAX_AS_INPUT  ? -1
             : r->syntax == LOOPC_SYNTAX_CLASSIC ? SPELL_CLASSIC
                                                 : SPELL_MODERN;
  o.generic = r->syntax == LOOPC_SYNTAX_GENERIC;
  o.cg.line_directives = (r->flags & LOOPC_EMIT_LINE_DIRECTIVES) != 0;
  o.cg.embed_runtime = (r->flags & LOOPC_EMIT_EMBED_RUNTIME) != 0;
  o.cg.source_name = m->name;
  bool ok = comp_emit(&m->comp, r->kind == OUT_IR  ? COMP_EMIT_MLIR
                                : r->kind == OUT_C ? COMP_EMIT_C
                                                   : COMP_EMIT_HEADER,
                      &o, out);
  fclose(out);
  if (!ok || m->diag.nerrors > 0) {
    free(*data);
    *data = NULL;
    *size = 0;
    return false;
  }
  return true;
}

static loopc_status output_to_buffer(loopc_module *m, const OutputRequest *r, const char *fn,
                                     char **data, size_t *size) {
  if (data)
    *data = NULL;
  if (size)
    *size = 0;
  if (!m)
    return LOOPC_MISUSE;
  if (!data || !size)
    return misuse(m->ctx, fn, "data and size must not be NULL");
  if (r->kind == OUT_IR && (unsigned)r->syntax > LOOPC_SYNTAX_GENERIC)
    return misuse(m->ctx, fn, "unknown syntax");
  if (r->flags & ~(unsigned)(LOOPC_EMIT_LINE_DIRECTIVES | LOOPC_EMIT_EMBED_RUNTIME))
    return misuse(m->ctx, fn, "unknown flags");
  loopc_status s = module_ready(m, fn);
  if (s != LOOPC_SUCCESS)
    return s;
  bool ok = write_output(m, r, data, size);
  diag_end(&m->diag, m->ctx);
  return ok ? LOOPC_SUCCESS : LOOPC_FAILURE;
}

static loopc_status output_to_file(loopc_module *m, const OutputRequest *r, const char *fn,
                                   FILE *out) {
  if (!m)
    return LOOPC_MISUSE;
  if (!out)
    return misuse(m->ctx, fn, "out is NULL");
  char *data;
  size_t size;
  loopc_status s = output_to_buffer(m, r, fn, &data, &size);
  if (s != LOOPC_SUCCESS)
    return s;
  bool ok = fwrite(data, 1, size, out) == size;
  free(data);
  if (!ok) {
    diag_begin(&m->diag, m->ctx);
    diag_error(&m->diag, ir_loc(m->name, 0, 0), "%s: cannot write the output", fn);
    diag_end(&m->diag, m->ctx);
    return LOOPC_FAILURE;
  }
  return LOOPC_SUCCESS;
}

loopc_status loopc_module_print(loopc_module *m, loopc_syntax syntax, FILE *out) {
  OutputRequest r = {OUT_IR, syntax, 0};
  return output_to_file(m, &r, "loopc_module_print", out);
}

loopc_status loopc_module_print_to_buffer(loopc_module *m, loopc_syntax syntax, char **data,
                                          size_t *size) {
  OutputRequest r = {OUT_IR, syntax, 0};
  return output_to_buffer(m, &r, "loopc_module_print_to_buffer", data, size);
}

loopc_status loopc_module_emit_c(loopc_module *m, unsigned flags, FILE *out) {
  OutputRequest r = {OUT_C, LOOPC_SYNTAX_AS_INPUT, flags};
  return output_to_file(m, &r, "loopc_module_emit_c", out);
}

loopc_status loopc_module_emit_c_to_buffer(loopc_module *m, unsigned flags, char **data,
                                           size_t *size) {
  OutputRequest r = {OUT_C, LOOPC_SYNTAX_AS_INPUT, flags};
  return output_to_buffer(m, &r, "loopc_module_emit_c_to_buffer", data, size);
}

loopc_status loopc_module_emit_header(loopc_module *m, FILE *out) {
  OutputRequest r = {OUT_HEADER, LOOPC_SYNTAX_AS_INPUT, 0};
  return output_to_file(m, &r, "loopc_module_emit_header", out);
}

loopc_status loopc_module_emit_header_to_buffer(loopc_module *m, char **data, size_t *size) {
  OutputRequest r = {OUT_HEADER, LOOPC_SYNTAX_AS_INPUT, 0};
  return output_to_buffer(m, &r, "loopc_module_emit_header_to_buffer", data, size);
}

void loopc_free(void *data) { free(data); }
