/* onnx_test.c: `loopc onnx-test DIR...`: runs ONNX backend test folders
 * (model.onnx, test_data_set_N/input_K.pb, output_K.pb): import, lower,
 * emit C, build a shared object with $CC, call the graph's C interface
 * (_mlir_ciface_main_graph) through libffi
 * and compare every output (floats within rtol 1e-3, atol 1e-7).
 *
 * Each folder runs in a child process so that a crash or a hang in one
 * model is reported as that model's failure and the others still run. */
#include "onnx_test.h"

#include <dirent.h>
#include <errno.h>
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
#include "../frontend/onnx/onnx_value.h"
#include "../ir/diag.h"
#include "../ir/float_format.h"
#include "../ir/ir.h"
#include "../ir/pass.h"
#include "../ir/verify.h"
#include "../passes/passes.h"
#include "../driver/native.h"
#include "../driver/onnx_io.h"

#define RTOL 1e-3
#define ATOL 1e-7

typedef struct TestOpts {
  bool verbose;
  const char *keep_c;
  int timeout; /* seconds per model, 0 = none */
} TestOpts;

static bool file_exists(const char *p) {
  struct stat st;
  return stat(p, &st) == 0;
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
  for (int k = 0; k < io->nin && !msg; k++) {
    char *path = xasprintf("%s/input_%d.pb", set, k), *err = NULL;
    OnnxValue v;
    if (!onnx_io_read_input(io, k, path, &v, &err))
      msg = xasprintf("input %d: %s", k, err);
    else if (!onnx_io_bind_input(io, k, &v, &flat[io->fin[k]], &err))
      msg = xasprintf("input %d %s", k, err);
    onnx_value_free(&v);
    free(err);
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
    char *err = NULL;
    if (!native_call(fn, io->fty, atypes, avalues, &a, results, &err)) {
      msg = xasprintf("the graph's signature: %s", err);
      free(err);
    }
    for (int k = 0; k < io->nout && !msg; k++) {
      char *path = xasprintf("%s/output_%d.pb", set, k);
      OnnxValue got, exp;
      memset(&exp, 0, sizeof exp);
      if (!onnx_io_output(io, k, results, &got, &err) ||
          !onnx_value_read_pb(path, io->kout[k], &exp, &err)) {
        msg = xasprintf("output %d: %s", k, err);
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
    }
    arena_destroy(&a);
  }
  for (int i = 0; i < nin; i++) {
    free(descs[i]);
    onnx_tensor_free(&flat[i]);
  }
  free(flat);
  free(descs);
  free(atypes);
  return msg;
}

/* Tests one folder in the current process; prints nothing. NULL = pass. */
static char *test_folder(const char *dir, const TestOpts *o) {
  char *model = xasprintf("%s/model.onnx", dir);
  IrContext *ctx = ir_context_create();
  DiagEngine diag;
  diag_init(&diag, stderr);
  diag.capture = !o->verbose;
  char *msg = NULL, *tmpdir = NULL, *cfile = NULL, *sofile = NULL, *log = NULL;
  void *handle = NULL;
  IrOp *module = onnx_import(ctx, &diag, model);
  if (!module) {
    msg = first_error(&diag, "import");
    goto done;
  }
  if (!ir_verify(ctx, module, &diag)) {
    msg = first_error(&diag, "verify after import");
    goto done;
  }
  IrPassManager pm;
  ir_pm_init(&pm);
  PipelineOptions po = {.opt_level = -1, .to_core = true, .vector_bits = native_vector_bits(false)};
  bool ok = pipeline_build(&pm, &po, ctx, module, &diag) && ir_pm_run(&pm, ctx, module, &diag);
  ir_pm_free(&pm);
  if (!ok) {
    msg = first_error(&diag, "lowering");
    goto done;
  }
  IrOp *func = ir_module_lookup_func(module, "main_graph");
  if (!func) {
    msg = xasprintf("no main_graph function after lowering");
    goto done;
  }
  const char *td = getenv("TMPDIR");
  tmpdir = xasprintf("%s/loopc-onnx-XXXXXX", td && *td ? td : "/tmp");
  if (!mkdtemp(tmpdir)) {
    msg = xasprintf("cannot create a temporary directory: %s", strerror(errno));
    free(tmpdir);
    tmpdir = NULL;
    goto done;
  }
  cfile = xasprintf("%s/model.c", tmpdir);
  sofile = xasprintf("%s/model.so", tmpdir);
  log = xasprintf("%s/cc.log", tmpdir);
  FILE *f = fopen(o->keep_c ? o->keep_c : cfile, "w");
  if (!f) {
    msg = xasprintf("cannot write the generated C");
    goto done;
  }
  CodegenOptions cg;
  codegen_options_init(&cg);
  cg.embed_runtime = true;
  ok = codegen_emit_c(ctx, module, &cg, f, &diag);
  if (fclose(f) != 0)
    ok = false;
  if (!ok) {
    msg = first_error(&diag, "C code generation");
    goto done;
  }
  /* Built as `loopc run` builds programs (native.c), at its default -O2. */
  char *cc_command = native_cc_command("-O2", false), *err = NULL;
  const char *source = o->keep_c ? o->keep_c : cfile;
  ok = native_compile(cc_command, sofile, &source, 1, log, &err);
  free(cc_command);
  free(err);
  if (!ok) {
    FILE *lf = fopen(log, "r");
    char line[512] = "";
    /* First line that names an error, for the report. */
    while (lf && fgets(line, sizeof line, lf))
      if (strstr(line, "error"))
        break;
    if (lf)
      fclose(lf);
    line[strcspn(line, "\n")] = 0;
    msg = xasprintf("the C compiler failed: %s", line);
    goto done;
  }
  handle = native_load(sofile, &err);
  if (!handle) {
    msg = xasprintf("cannot load the compiled model: %s", err);
    free(err);
    goto done;
  }
  void *fn = native_find(handle, codegen_ciface_name(ctx, module, func), sofile);
  if (!fn) {
    msg = xasprintf("the compiled model has no '_mlir_ciface_main_graph'");
    goto done;
  }
  OnnxIo io;
  if (!onnx_io_init(&io, func, &msg)) {
    onnx_io_free(&io);
    goto done;
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
done:
  /* The model stays loaded (as in loopc run): it is built with -fopenmp,
   * and unloading it would unload libgomp under its idle worker threads.
   * Each folder runs in a child process that exits next. */
  if (tmpdir) {
    unlink(cfile);
    unlink(sofile);
    unlink(log);
    rmdir(tmpdir);
  }
  free(tmpdir);
  free(cfile);
  free(sofile);
  free(log);
  free(model);
  diag_free(&diag);
  ir_context_destroy(ctx);
  return msg;
}

static char *folder_name(const char *dir) {
  size_t n = strlen(dir);
  while (n > 1 && dir[n - 1] == '/')
    n--;
  size_t s = n;
  while (s > 0 && dir[s - 1] != '/')
    s--;
  char *r = xmalloc(n - s + 1);
  memcpy(r, dir + s, n - s);
  r[n - s] = 0;
  return r;
}

/* Runs test_folder in a child; returns whether it passed. */
static bool test_isolated(const char *dir, const TestOpts *o) {
  char *name = folder_name(dir);
  int fds[2];
  fflush(NULL);
  if (pipe(fds) != 0) {
    printf("FAIL %s: cannot create a pipe\n", name);
    free(name);
    return false;
  }
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    if (o->timeout)
      alarm((unsigned)o->timeout);
    char *m = test_folder(dir, o);
    if (m) {
      size_t len = strlen(m);
      if (write(fds[1], m, len) != (ssize_t)len)
        _exit(2);
    }
    _exit(m ? 1 : 0);
  }
  close(fds[1]);
  size_t cap = 256, len = 0;
  char *buf = xmalloc(cap);
  ssize_t got;
  while ((got = read(fds[0], buf + len, cap - len - 1)) > 0) {
    len += (size_t)got;
    if (len + 1 == cap)
      buf = xrealloc(buf, cap *= 2);
  }
  buf[len] = 0;
  close(fds[0]);
  int st = 0;
  bool passed = false;
  if (pid < 0 || waitpid(pid, &st, 0) < 0)
    printf("FAIL %s: cannot start a test process\n", name);
  else if (WIFSIGNALED(st))
    printf("FAIL %s: %s (signal %d)\n", name,
           WTERMSIG(st) == SIGALRM ? "timed out" : "crashed", WTERMSIG(st));
  else if (WEXITSTATUS(st) == 0)
    passed = true, printf("PASS %s\n", name);
  else
    printf("FAIL %s: %s\n", name, len ? buf : "failed");
  fflush(stdout);
  free(buf);
  free(name);
  return passed;
}

static const char usage[] =
    "usage: loopc onnx-test [options] DIR...\n"
    "\n"
    "Runs ONNX backend test folders (model.onnx and test_data_set_*/input_N.pb,\n"
    "output_N.pb): imports and lowers the model, compiles it with $CC (default cc),\n"
    "runs every data set and compares the outputs (floats within rtol 1e-3,\n"
    "atol 1e-7). Prints PASS or FAIL per folder, then the totals; exits 1 if any\n"
    "folder failed.\n"
    "\n"
    "options:\n"
    "  -v, --verbose       print diagnostics as they happen\n"
    "  --timeout SECONDS   fail a model that runs longer (default 120, 0 = none)\n"
    "  --keep-c FILE       keep the generated C (useful with one folder)\n"
    "  -h, --help          show this help\n";

int onnx_test_main(int argc, char **argv) {
  TestOpts o = {false, NULL, 120};
  int ndirs = 0;
  char **dirs = xcalloc((size_t)argc + 1, sizeof(char *));
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      fputs(usage, stdout);
      free(dirs);
      return 0;
    } else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
      o.verbose = true;
    } else if ((strcmp(a, "--timeout") == 0 || strcmp(a, "--keep-c") == 0) && i + 1 < argc) {
      if (a[2] == 't')
        o.timeout = atoi(argv[++i]);
      else
        o.keep_c = argv[++i];
    } else if (a[0] == '-' && a[1]) {
      fprintf(stderr, "loopc: error: unknown onnx-test option '%s'\n%s", a, usage);
      free(dirs);
      return 2;
    } else {
      dirs[ndirs++] = argv[i];
    }
  }
  if (ndirs == 0) {
    fprintf(stderr, "loopc: error: onnx-test needs at least one folder\n%s", usage);
    free(dirs);
    return 2;
  }
  int passed = 0, failed = 0;
  for (int i = 0; i < ndirs; i++) {
    char *model = xasprintf("%s/model.onnx", dirs[i]);
    bool is_dir = file_exists(model);
    free(model);
    if (!is_dir) {
      char *name = folder_name(dirs[i]);
      printf("FAIL %s: no model.onnx in '%s'\n", name, dirs[i]);
      free(name);
      failed++;
      continue;
    }
    if (test_isolated(dirs[i], &o))
      passed++;
    else
      failed++;
  }
  printf("%d passed, %d failed\n", passed, failed);
  free(dirs);
  return failed ? 1 : 0;
}
