/* onnx_check.c: one ONNX backend test folder checked (see onnx_check.h):
 * the model (model.onnx) imported, lowered, compiled to C and built as
 * `loopc run` builds programs (run_build.c: its cache, the runtime's object
 * file; the cache makes a second run of a folder skip the C compiler), and every
 * data set (test_data_set_N/input_K.pb, output_K.pb) run through the
 * graph's C interface (_mlir_ciface_main_graph, libffi) and compared
 * (floats within rtol 1e-3, atol 1e-7). */
#include "onnx_check.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../codegen/codegen.h"
#include "../dialects/onnx/onnx_dtype.h"
#include "../frontend/onnx/onnx.h"
#include "../frontend/onnx/onnx_value.h"
#include "../ir/diag.h"
#include "../ir/float_format.h"
#include "../ir/ir.h"
#include "../lib/compilation.h"
#include "native.h"
#include "onnx_io.h"
#include "run.h"

#define RTOL 1e-3
#define ATOL 1e-7

static bool file_exists(const char *p) {
  struct stat st;
  return stat(p, &st) == 0;
}

/* The first captured error's message (malloc'd). */
static char *first_message(const DiagEngine *d) {
  for (int i = 0; i < d->ndiags; i++)
    if (d->diags[i].sev == DIAG_ERROR)
      return xstrdup(d->diags[i].msg);
  return xstrdup("failed");
}

/* First captured error, for the one-line FAIL report. */
static char *first_error(DiagEngine *d, const char *what) {
  for (int i = 0; i < d->ndiags; i++)
    if (d->diags[i].sev == DIAG_ERROR)
      return xasprintf("%s: %s", what, d->diags[i].msg);
  return xasprintf("%s failed", what);
}

static void format_index(char **s, const OnnxTensor *t, int64_t k) {
  int64_t *pos = xcalloc((size_t)(t->rank + 1), sizeof(int64_t));
  for (int i = t->rank - 1; i >= 0; i--) {
    pos[i] = t->dims[i] ? k % t->dims[i] : 0;
    k = t->dims[i] ? k / t->dims[i] : 0;
  }
  size_t cap = 8 + 24 * (size_t)t->rank, n = 0;
  char *b = xmalloc(cap);
  n += (size_t)snprintf(b + n, cap - n, "[");
  for (int i = 0; i < t->rank; i++)
    n += (size_t)snprintf(b + n, cap - n, "%s%lld", i ? ", " : "", (long long)pos[i]);
  snprintf(b + n, cap - n, "]");
  free(pos);
  *s = b;
}

static double elem_f64(int32_t dt, const void *data, int64_t k) {
  switch (dt) {
  case ONNX_DT_FLOAT: return ((const float *)data)[k];
  case ONNX_DT_DOUBLE: return ((const double *)data)[k];
  case ONNX_DT_FLOAT16: case ONNX_DT_BFLOAT16:
    return ir_half_to_double(((const uint16_t *)data)[k], dt == ONNX_DT_BFLOAT16);
  default: return NAN;
  }
}

static bool is_float_dt(int32_t dt) {
  return dt == ONNX_DT_FLOAT || dt == ONNX_DT_DOUBLE || dt == ONNX_DT_FLOAT16 ||
         dt == ONNX_DT_BFLOAT16;
}

static int64_t elem_i64(int32_t dt, const void *data, int64_t k) {
  switch (dt) {
  case ONNX_DT_INT8: return ((const int8_t *)data)[k];
  case ONNX_DT_UINT8: case ONNX_DT_BOOL: return ((const uint8_t *)data)[k];
  case ONNX_DT_INT16: return ((const int16_t *)data)[k];
  case ONNX_DT_UINT16: return ((const uint16_t *)data)[k];
  case ONNX_DT_INT32: return ((const int32_t *)data)[k];
  case ONNX_DT_UINT32: return ((const uint32_t *)data)[k];
  default: return ((const int64_t *)data)[k];
  }
}

static char *shape_str(const OnnxTensor *t) {
  size_t cap = 8 + 24 * (size_t)t->rank, n = 0;
  char *b = xmalloc(cap);
  n += (size_t)snprintf(b + n, cap - n, "(");
  for (int i = 0; i < t->rank; i++)
    n += (size_t)snprintf(b + n, cap - n, "%s%lld", i ? ", " : "", (long long)t->dims[i]);
  snprintf(b + n, cap - n, ")");
  return b;
}

/* NULL when got matches expected; else a malloc'd description. */
static char *compare(int out, const OnnxTensor *got, const OnnxTensor *exp) {
  if (onnx_dtype_size(got->dtype) != onnx_dtype_size(exp->dtype) ||
      is_float_dt(got->dtype) != is_float_dt(exp->dtype) ||
      (got->dtype == ONNX_DT_BOOL) != (exp->dtype == ONNX_DT_BOOL))
    return xasprintf("output %d has element type %s, expected %s", out, onnx_dtype_name(got->dtype),
                onnx_dtype_name(exp->dtype));
  bool same = got->rank == exp->rank;
  for (int i = 0; same && i < got->rank; i++)
    same = got->dims[i] == exp->dims[i];
  if (!same) {
    char *a = shape_str(got), *b = shape_str(exp);
    char *m = xasprintf("output %d has shape %s, expected %s", out, a, b);
    free(a);
    free(b);
    return m;
  }
  bool fl = is_float_dt(exp->dtype);
  int64_t bad = -1;
  double maxdiff = 0;
  for (int64_t k = 0; k < exp->count; k++) {
    bool ok;
    if (fl) {
      double g = elem_f64(got->dtype, got->data, k), e = elem_f64(exp->dtype, exp->data, k);
      if (isnan(g) || isnan(e)) {
        ok = isnan(g) && isnan(e);
      } else if (isinf(e)) {
        ok = g == e;
      } else {
        double d = fabs(g - e);
        ok = d <= ATOL + RTOL * fabs(e);
        if (d > maxdiff)
          maxdiff = d;
      }
    } else {
      /* Reinterpreting with the expected type reads uint8 as unsigned. */
      ok = elem_i64(exp->dtype, got->data, k) == elem_i64(exp->dtype, exp->data, k);
      double d = fabs((double)elem_i64(exp->dtype, got->data, k) -
                      (double)elem_i64(exp->dtype, exp->data, k));
      if (d > maxdiff)
        maxdiff = d;
    }
    if (!ok && bad < 0)
      bad = k;
  }
  if (bad < 0)
    return NULL;
  char *idx;
  format_index(&idx, exp, bad);
  char *m;
  if (fl)
    m = xasprintf("output %d differs at %s: got %.9g, expected %.9g (max abs diff %.3g)", out, idx,
             elem_f64(got->dtype, got->data, bad), elem_f64(exp->dtype, exp->data, bad), maxdiff);
  else
    m = xasprintf("output %d differs at %s: got %lld, expected %lld (max abs diff %.3g)", out, idx,
             (long long)elem_i64(exp->dtype, got->data, bad),
             (long long)elem_i64(exp->dtype, exp->data, bad), maxdiff);
  free(idx);
  return m;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The test_data_set_* folders of dir, sorted; *n gets the count. */
static char **data_sets(const char *dir, int *n) {
  DIR *d = opendir(dir);
  *n = 0;
  if (!d)
    return NULL;
  int cap = 4;
  char **v = xmalloc(sizeof(char *) * (size_t)cap);
  struct dirent *e;
  while ((e = readdir(d))) {
    if (strncmp(e->d_name, "test_data_set_", 14) != 0)
      continue;
    if (*n == cap)
      v = xrealloc(v, sizeof(char *) * (size_t)(cap *= 2));
    v[(*n)++] = xasprintf("%s/%s", dir, e->d_name);
  }
  closedir(d);
  qsort(v, (size_t)*n, sizeof(char *), cmp_str);
  return v;
}

/* Compares an output with the expected value. */
static char *compare_value(int out, const OnnxValue *got, const OnnxValue *exp) {
  if (got->kind == ONNX_VK_TENSOR)
    return compare(out, &got->ts[0], &exp->ts[0]);
  if (got->present != exp->present || got->n != exp->n) {
    char *a = onnx_value_describe(got), *b = onnx_value_describe(exp);
    char *m = xasprintf("output %d is %s, expected %s", out, a, b);
    free(a);
    free(b);
    return m;
  }
  for (int i = 0; i < got->n; i++) {
    char *m = compare(out, &got->ts[i], &exp->ts[i]);
    if (m) {
      char *r = xasprintf("element %d of %s", i, m);
      free(m);
      return r;
    }
  }
  return NULL;
}

/* Runs one data set against the loaded function; NULL on success. The C
 * interface takes every descriptor by pointer and, when the graph has
 * outputs, a leading pointer to the output descriptor (or their struct);
 * onnx_io.c says which parameters and results each graph input and output
 * takes, and reads and checks the values. */
static char *run_set(void *fn, const OnnxIo *io, const char *set) {
  int nin = io->fty->nins, nout = io->fty->nouts;
  OnnxTensor *flat = xcalloc((size_t)nin + 1, sizeof(OnnxTensor));
  void **descs = xcalloc((size_t)nin + 1, sizeof(void *));
  ffi_type **atypes = xcalloc((size_t)nin + 1, sizeof(ffi_type *));
  char *msg = NULL;
  DiagEngine d; /* the first problem becomes the message */
  diag_init(&d, stderr);
  d.capture = true;
  for (int k = 0; k < io->nin && !msg; k++) {
    char *path = xasprintf("%s/input_%d.pb", set, k), *what = xasprintf("input %d", k);
    OnnxValue v;
    if (!onnx_io_read_input(io, k, path, &v, what, &d, ir_loc_unknown()) ||
        !onnx_io_bind_input(io, k, &v, &flat[io->fin[k]], what, &d, ir_loc_unknown()))
      msg = first_message(&d);
    onnx_value_free(&v);
    free(what);
    free(path);
  }
  if (!msg) {
    char *extra = xasprintf("%s/input_%d.pb", set, io->nin);
    if (file_exists(extra))
      msg = xasprintf("the data set has more inputs than the graph's %d", io->nin);
    free(extra);
  }
  if (!msg) {
    for (int i = 0; i < nin; i++) {
      descs[i] = xcalloc(1, onnx_memref_desc_size(flat[i].rank));
      onnx_tensor_to_memref(&flat[i], descs[i]);
      atypes[i] = &ffi_type_pointer;
    }
    Arena a;
    arena_init(&a);
    void **avalues = arena_alloc(&a, sizeof(void *) * (size_t)(nin + 1));
    for (int i = 0; i < nin; i++)
      avalues[i] = &descs[i];
    void **results = arena_alloc(&a, sizeof(void *) * (size_t)(nout + 1));
    if (!native_call(fn, io->fty, atypes, avalues, &a, results, "the graph's signature", &d,
                     ir_loc_unknown()))
      msg = first_message(&d);
    for (int k = 0; k < io->nout && !msg; k++) {
      char *path = xasprintf("%s/output_%d.pb", set, k), *what = xasprintf("output %d", k);
      char *err = NULL;
      OnnxValue got, exp;
      memset(&exp, 0, sizeof exp);
      if (!onnx_io_output(io, k, results, &got, what, &d, ir_loc_unknown())) {
        msg = first_message(&d);
      } else if (!onnx_value_read_pb(path, io->kout[k], &exp, &err)) {
        msg = xasprintf("%s: %s", what, err);
        free(err);
      } else {
        /* ONNX's test data holds bfloat16 tensors as uint16: the same bits. */
        for (int i = 0; i < exp.n && i < got.n; i++)
          if (got.ts[i].dtype == ONNX_DT_BFLOAT16 && exp.ts[i].dtype == ONNX_DT_UINT16)
            exp.ts[i].dtype = ONNX_DT_BFLOAT16;
        msg = compare_value(k, &got, &exp);
      }
      onnx_value_free(&got);
      onnx_value_free(&exp);
      free(path);
      free(what);
    }
    arena_destroy(&a);
  }
  diag_free(&d);
  for (int i = 0; i < nin; i++) {
    free(descs[i]);
    onnx_tensor_free(&flat[i]);
  }
  free(flat);
  free(descs);
  free(atypes);
  return msg;
}

/* The C of the model (its large constants to weights), lowered as `loopc
 * run` lowers it; NULL with *msg set after errors (the first one, captured
 * in diag). */
static bool compile_model(Compilation *c, DiagEngine *diag, FILE *f, FILE *weights, char **msg) {
  CompOptions o;
  comp_options_init(&o);
  o.cg.weights = weights;
  o.cg.weights_name = RUN_WEIGHTS_NAME;
  o.pipeline.to_core = true;
  o.pipeline.vector_bits = native_vector_bits(false);
  if (!comp_load(c, &o))
    *msg = first_error(diag, "import");
  else if (!comp_verify(c))
    *msg = first_error(diag, "verify after import");
  else if (!comp_run_pipeline(c, &o))
    *msg = first_error(diag, "lowering");
  else if (!ir_module_lookup_func(c->module, "main_graph"))
    *msg = xasprintf("no main_graph function after lowering");
  else if (!comp_emit(c, COMP_EMIT_C, &o, f))
    *msg = first_error(diag, "C code generation");
  return !*msg;
}

/* Why the build failed: the first line of the compiler's messages (log)
 * that names an error, else the first error reported. */
static char *build_error(FILE *log, DiagEngine *d) {
  char line[512] = "";
  bool found = false;
  if (log) {
    rewind(log);
    while (!found && fgets(line, sizeof line, log))
      found = strstr(line, "error") != NULL;
  }
  if (!found)
    return first_error(d, "build");
  line[strcspn(line, "\n")] = 0;
  return xasprintf("the C compiler failed: %s", line);
}

/* Builds the C (text, len bytes) as `loopc run` builds programs
 * (run_build.c: the cache of compiled programs, the runtime's object file)
 * at its default -O2, loads it and finds main_graph's C interface (*fn);
 * NULL on success, else the failure. */
static char *build_model(Compilation *c, const char *text, size_t len, const char *weights,
                         size_t weights_len, const OnnxCheckOptions *o, void **fn) {
  char *cc_command = native_cc_command("-O2", false);
  RunBuildOptions bo = {cc_command, false, false, o->keep_c, o->verbose ? stderr : NULL,
                        weights, weights_len};
  FILE *log = tmpfile();
  DiagEngine quiet; /* the log's first error says more than the exit status */
  diag_init(&quiet, stderr);
  quiet.capture = true;
  RunProgram p;
  char *msg = NULL;
  if (!run_program_build(&p, text, len, &bo, NULL, log, &quiet)) {
    msg = build_error(log, &quiet);
  } else {
    IrOp *func = ir_module_lookup_func(c->module, "main_graph");
    *fn = native_find(p.handle, codegen_ciface_name(c->ctx, c->module, func), p.so);
    if (!*fn)
      msg = xasprintf("the compiled model has no '_mlir_ciface_main_graph'");
  }
  run_program_free(&p);
  diag_free(&quiet);
  if (log)
    fclose(log);
  free(cc_command);
  return msg;
}

/* Runs every data set of dir against fn; NULL when all pass. */
static char *run_sets(const char *dir, void *fn, IrOp *func) {
  OnnxIo io;
  char *msg = NULL;
  DiagEngine d;
  diag_init(&d, stderr);
  d.capture = true;
  bool ok = onnx_io_init(&io, func, "'@main_graph'", &d, ir_loc_unknown());
  if (!ok)
    msg = first_message(&d);
  diag_free(&d);
  if (!ok) {
    onnx_io_free(&io);
    return msg;
  }
  int nsets;
  char **sets = data_sets(dir, &nsets);
  if (nsets == 0)
    msg = xasprintf("no test_data_set_* folder");
  for (int i = 0; i < nsets; i++) {
    if (!msg) {
      char *m = run_set(fn, &io, sets[i]);
      if (m) {
        const char *base = strrchr(sets[i], '/');
        msg = nsets > 1 ? xasprintf("%s: %s", base ? base + 1 : sets[i], m) : m;
        if (nsets > 1)
          free(m);
      }
    }
    free(sets[i]);
  }
  free(sets);
  onnx_io_free(&io);
  return msg;
}

char *onnx_check_folder(const char *dir, const OnnxCheckOptions *o) {
  char *model = xasprintf("%s/model.onnx", dir);
  DiagEngine diag;
  diag_init(&diag, stderr);
  diag.capture = !o->verbose;
  char *msg = NULL;
  if (!file_exists(model)) {
    free(model);
    diag_free(&diag);
    return xasprintf("no model.onnx in '%s'", dir);
  }
  CompInput in;
  Compilation c;
  bool opened = comp_input_open(&in, model, false, &diag);
  comp_init(&c, &in, &diag);
  if (!opened) {
    msg = first_error(&diag, "import");
    goto done;
  }
  char *text = NULL, *weights = NULL;
  size_t len = 0, wlen = 0;
  FILE *f = open_memstream(&text, &len), *wf = open_memstream(&weights, &wlen);
  if (!f || !wf) {
    msg = xasprintf("cannot hold the generated C: %s", strerror(errno));
    if (f)
      fclose(f);
    if (wf)
      fclose(wf);
    free(text);
    free(weights);
    goto done;
  }
  bool ok = compile_model(&c, &diag, f, wf, &msg);
  bool closed = fclose(f) == 0;
  closed = fclose(wf) == 0 && closed;
  if (!closed && ok)
    msg = first_error(&diag, "C code generation");
  void *fn = NULL;
  if (!msg)
    msg = build_model(&c, text, len, weights, wlen, o, &fn);
  free(text);
  free(weights);
  if (!msg)
    msg = run_sets(dir, fn, ir_module_lookup_func(c.module, "main_graph"));
done:
  /* The model stays loaded (as in loopc run): it is built with -fopenmp,
   * and unloading it would unload libgomp under its idle worker threads.
   * Each folder runs in a child process that exits next. */
  comp_free(&c);
  if (opened)
    comp_input_close(&in);
  free(model);
  diag_free(&diag);
  return msg;
}
