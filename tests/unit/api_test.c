/* api_test.c: the public C API (include/loopc.h), linked against the shared
 * libloopc as a toolchain would: every function, in order and out of order,
 * with NULL arguments, bad input and contexts on several threads.
 * Usage: api_test SOURCE_ROOT */
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../include/loopc.h"
#include "check.h"

static const char *src_root = ".";

static const char sum_classic[] =
    "func @sum(%buf: memref<?xf32>) -> f32 {\n"
    "  %c0 = constant 0 : index\n"
    "  %c1 = constant 1 : index\n"
    "  %n = dim %buf, %c0 : memref<?xf32>\n"
    "  %zero = constant 0.0 : f32\n"
    "  %s = loop.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {\n"
    "    %x = load %buf[%i] : memref<?xf32>\n"
    "    %next = addf %acc, %x : f32\n"
    "    loop.yield %next : f32\n"
    "  }\n"
    "  return %s : f32\n"
    "}\n";

/* Parses, but does not verify: the yield gives an i32 to an f32 result. */
static const char wrong_yield[] =
    "func @f(%n: index) -> f32 {\n"
    "  %c0 = constant 0 : index\n"
    "  %c1 = constant 1 : index\n"
    "  %z = constant 0.0 : f32\n"
    "  %i1 = constant 1 : i32\n"
    "  %s = loop.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {\n"
    "    loop.yield %i1 : i32\n"
    "  }\n"
    "  return %s : f32\n"
    "}\n";

static const char syntax_error[] = "func @f() {\n  %x = constant : f32\n  return\n}\n";

/* What the handler saw. */
typedef struct Seen {
  int n, errors;
  char first[512], last[512];
  char file[256];
  int line, column;
  loopc_severity severity;
} Seen;

static void on_diag(void *data, loopc_severity sev, const char *file, int line, int column,
                    const char *message) {
  Seen *s = data;
  if (s->n == 0) {
    snprintf(s->first, sizeof s->first, "%s", message);
    snprintf(s->file, sizeof s->file, "%s", file ? file : "");
    s->line = line;
    s->column = column;
    s->severity = sev;
  }
  snprintf(s->last, sizeof s->last, "%s", message);
  s->n++;
  s->errors += sev == LOOPC_SEVERITY_ERROR;
}

static bool contains(const char *hay, const char *needle) {
  return hay && needle && strstr(hay, needle) != NULL;
}

static void test_null_arguments(void) {
  char *data = (char *)1;
  size_t size = 7;
  loopc_context_destroy(NULL);
  loopc_module_destroy(NULL);
  loopc_free(NULL);
  CHECK(loopc_context_set_diagnostic_handler(NULL, on_diag, NULL) == LOOPC_MISUSE);
  CHECK(loopc_context_set_error_limit(NULL, 3) == LOOPC_MISUSE);
  CHECK(loopc_context_error_count(NULL) == -1);
  CHECK(loopc_parse_string(NULL, "x", 1, NULL) == NULL);
  CHECK(loopc_parse_file(NULL, "x.mlir") == NULL);
  CHECK(loopc_import_onnx_file(NULL, "x.onnx") == NULL);
  CHECK(loopc_import_onnx_buffer(NULL, "x", 1, NULL) == NULL);
  CHECK(loopc_module_verify(NULL) == LOOPC_MISUSE);
  CHECK(loopc_module_run_pipeline(NULL, "-O2") == LOOPC_MISUSE);
  CHECK(loopc_module_print(NULL, LOOPC_SYNTAX_MODERN, stdout) == LOOPC_MISUSE);
  CHECK(loopc_module_print_to_buffer(NULL, LOOPC_SYNTAX_MODERN, &data, &size) == LOOPC_MISUSE);
  CHECK(data == NULL && size == 0); /* outputs are cleared even then */
  CHECK(loopc_module_emit_c(NULL, 0, stdout) == LOOPC_MISUSE);
  CHECK(loopc_module_emit_c_to_buffer(NULL, 0, &data, &size) == LOOPC_MISUSE);
  CHECK(loopc_module_emit_header(NULL, stdout) == LOOPC_MISUSE);
  CHECK(loopc_module_emit_header_to_buffer(NULL, &data, &size) == LOOPC_MISUSE);
  CHECK(loopc_module_print_to_buffer(NULL, LOOPC_SYNTAX_MODERN, NULL, NULL) == LOOPC_MISUSE);
  CHECK(strcmp(loopc_version(), "0.1.0") >= 0 && strchr(loopc_version(), '.'));
  CHECK(strcmp(loopc_severity_name(LOOPC_SEVERITY_ERROR), "error") == 0);
  CHECK(strcmp(loopc_severity_name(LOOPC_SEVERITY_WARNING), "warning") == 0);
  CHECK(strcmp(loopc_severity_name(LOOPC_SEVERITY_NOTE), "note") == 0);
  CHECK(strcmp(loopc_severity_name(LOOPC_SEVERITY_REMARK), "remark") == 0);
  CHECK(strcmp(loopc_severity_name((loopc_severity)42), "error") == 0);
}

static void test_compile(void) {
  Seen seen = {0};
  loopc_context *ctx = loopc_context_create();
  CHECK(ctx != NULL);
  CHECK(loopc_context_set_diagnostic_handler(ctx, on_diag, &seen) == LOOPC_SUCCESS);
  /* The text need not be NUL-terminated: only len bytes are read. */
  size_t len = strlen(sum_classic);
  char *text = malloc(len);
  memcpy(text, sum_classic, len);
  loopc_module *m = loopc_parse_string(ctx, text, len, "sum.mlir");
  free(text);
  CHECK(m != NULL);
  CHECK(loopc_module_verify(m) == LOOPC_SUCCESS);

  char *data;
  size_t size;
  CHECK(loopc_module_print_to_buffer(m, LOOPC_SYNTAX_AS_INPUT, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "loop.for") && size == strlen(data));
  loopc_free(data);
  CHECK(loopc_module_print_to_buffer(m, LOOPC_SYNTAX_MODERN, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "scf.for") && contains(data, "func.func @sum"));
  loopc_free(data);
  CHECK(loopc_module_print_to_buffer(m, LOOPC_SYNTAX_CLASSIC, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "loop.yield"));
  loopc_free(data);
  CHECK(loopc_module_print_to_buffer(m, LOOPC_SYNTAX_GENERIC, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "\"scf.for\""));
  loopc_free(data);

  /* Pipelines in every form the command line takes. */
  CHECK(loopc_module_run_pipeline(m, "") == LOOPC_SUCCESS);
  CHECK(loopc_module_run_pipeline(m, "--cse --dce") == LOOPC_SUCCESS);
  CHECK(loopc_module_run_pipeline(m, "-cse") == LOOPC_SUCCESS);
  CHECK(loopc_module_run_pipeline(m, "canonicalize,cse") == LOOPC_SUCCESS);
  CHECK(loopc_module_run_pipeline(m, "--passes=dce") == LOOPC_SUCCESS);
  CHECK(loopc_module_run_pipeline(m, "--pass-pipeline='builtin.module(func.func(cse, dce))'") ==
        LOOPC_SUCCESS);
  CHECK(loopc_module_run_pipeline(m, "builtin.module(func.func(cse))") == LOOPC_SUCCESS);
  CHECK(loopc_module_run_pipeline(m, "-O2 --verify-each=false") == LOOPC_SUCCESS);
  CHECK(seen.n == 0);

  /* Bad pipelines report and leave the module as it was. */
  CHECK(loopc_module_run_pipeline(m, "--bogus") == LOOPC_FAILURE);
  CHECK(contains(seen.last, "unknown pipeline option '--bogus'"));
  CHECK(loopc_module_run_pipeline(m, "nosuchpass") == LOOPC_FAILURE);
  CHECK(contains(seen.last, "unknown pass 'nosuchpass'"));
  CHECK(loopc_module_run_pipeline(m, "-O7") == LOOPC_FAILURE);
  CHECK(loopc_module_run_pipeline(m, "builtin.module(cse") == LOOPC_FAILURE);
  CHECK(contains(seen.last, "missing ')'"));
  CHECK(loopc_module_run_pipeline(m, NULL) == LOOPC_MISUSE);
  CHECK(contains(seen.last, "pipeline is NULL"));
  int before = seen.n;

  CHECK(loopc_module_emit_c_to_buffer(m, 0, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "/* Generated by loopc from sum.mlir. */") && contains(data, "_mlir_ciface_sum"));
  loopc_free(data);
  CHECK(loopc_module_emit_c_to_buffer(m, LOOPC_EMIT_LINE_DIRECTIVES | LOOPC_EMIT_EMBED_RUNTIME,
                                      &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "#line") && contains(data, "sum.mlir"));
  loopc_free(data);
  CHECK(loopc_module_emit_header_to_buffer(m, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "float _mlir_ciface_sum(memref_f32_1 *);"));
  loopc_free(data);
  CHECK(seen.n == before);

  /* To a FILE. */
  FILE *f = tmpfile();
  CHECK(f != NULL);
  CHECK(loopc_module_emit_c(m, 0, f) == LOOPC_SUCCESS);
  CHECK(loopc_module_emit_header(m, f) == LOOPC_SUCCESS);
  CHECK(loopc_module_print(m, LOOPC_SYNTAX_MODERN, f) == LOOPC_SUCCESS);
  CHECK(ftell(f) > 100);
  fclose(f);

  /* NULL outputs, unknown syntax or flags: misuse, reported. */
  CHECK(loopc_module_emit_c(m, 0, NULL) == LOOPC_MISUSE);
  CHECK(contains(seen.last, "out is NULL"));
  CHECK(loopc_module_emit_header(m, NULL) == LOOPC_MISUSE);
  CHECK(loopc_module_print(m, LOOPC_SYNTAX_MODERN, NULL) == LOOPC_MISUSE);
  CHECK(loopc_module_emit_c_to_buffer(m, 0, NULL, &size) == LOOPC_MISUSE);
  CHECK(loopc_module_emit_header_to_buffer(m, &data, NULL) == LOOPC_MISUSE);
  CHECK(loopc_module_print_to_buffer(m, (loopc_syntax)9, &data, &size) == LOOPC_MISUSE);
  CHECK(data == NULL && contains(seen.last, "unknown syntax"));
  CHECK(loopc_module_emit_c_to_buffer(m, 1u << 7, &data, &size) == LOOPC_MISUSE);
  CHECK(contains(seen.last, "unknown flags"));
  CHECK(loopc_context_error_count(ctx) == seen.errors);

  loopc_module_destroy(m);
  loopc_context_destroy(ctx);
}

static void test_errors(void) {
  Seen seen = {0};
  loopc_context *ctx = loopc_context_create();
  loopc_context_set_diagnostic_handler(ctx, on_diag, &seen);

  /* A syntax error: no module, one located diagnostic. */
  CHECK(loopc_parse_string(ctx, syntax_error, strlen(syntax_error), "bad.mlir") == NULL);
  CHECK(seen.n >= 1 && seen.severity == LOOPC_SEVERITY_ERROR);
  CHECK(strcmp(seen.file, "bad.mlir") == 0 && seen.line == 2 && seen.column > 0);
  CHECK(loopc_context_error_count(ctx) >= 1);
  CHECK(loopc_parse_string(ctx, NULL, 3, "x.mlir") == NULL);
  CHECK(contains(seen.last, "text is NULL"));
  /* No file name: "<string>". */
  memset(&seen, 0, sizeof seen);
  CHECK(loopc_parse_string(ctx, "func", 4, NULL) == NULL);
  CHECK(strcmp(seen.file, "<string>") == 0);

  /* A verifier error, and the calls that need a valid module. */
  memset(&seen, 0, sizeof seen);
  loopc_module *m = loopc_parse_string(ctx, wrong_yield, strlen(wrong_yield), "yield.mlir");
  CHECK(m != NULL && seen.n == 0);
  CHECK(loopc_module_verify(m) == LOOPC_FAILURE);
  CHECK(seen.errors >= 1 && strcmp(seen.file, "yield.mlir") == 0 && seen.line == 6);
  CHECK(contains(seen.first, "'loop.for' op 0-th region iter_arg and 0-th yielded value "
                             "have different type: 'f32' != 'i32'"));
  char *data = (char *)1;
  size_t size = 1;
  int n = seen.n;
  CHECK(loopc_module_emit_c_to_buffer(m, 0, &data, &size) == LOOPC_FAILURE);
  CHECK(data == NULL && size == 0 && seen.n > n);
  CHECK(loopc_module_run_pipeline(m, "-O2") == LOOPC_FAILURE);
  CHECK(loopc_module_print(m, LOOPC_SYNTAX_MODERN, stdout) == LOOPC_FAILURE);
  CHECK(loopc_module_verify(m) == LOOPC_FAILURE); /* again: still reported */
  loopc_module_destroy(m);

  /* Files. */
  memset(&seen, 0, sizeof seen);
  CHECK(loopc_parse_file(ctx, "/nonexistent/x.mlir") == NULL);
  CHECK(contains(seen.first, "cannot open input file") &&
        strcmp(seen.file, "/nonexistent/x.mlir") == 0);
  CHECK(loopc_parse_file(ctx, NULL) == NULL);
  CHECK(contains(seen.last, "path is NULL"));
  char path[4096];
  snprintf(path, sizeof path, "%s/samples/reduce.mlir", src_root);
  m = loopc_parse_file(ctx, path);
  CHECK(m != NULL);
  CHECK(loopc_module_emit_c_to_buffer(m, 0, &data, &size) == LOOPC_SUCCESS); /* verifies first */
  CHECK(contains(data, "reduce"));
  loopc_free(data);
  loopc_module_destroy(m);

  /* The error limit. */
  CHECK(loopc_context_set_error_limit(ctx, -1) == LOOPC_MISUSE);
  CHECK(loopc_context_set_error_limit(ctx, 2) == LOOPC_SUCCESS);
  memset(&seen, 0, sizeof seen);
  static const char many[] = "func @f() {\n  %a = foo.bar\n  %b = foo.bar\n  %c = foo.bar\n"
                             "  %d = foo.bar\n  %e = foo.bar\n}\n";
  m = loopc_parse_string(ctx, many, strlen(many), "many.mlir");
  loopc_module_destroy(m);
  CHECK(seen.n >= 1 && seen.n <= 3);
  loopc_context_set_error_limit(ctx, 0);

  /* Without a handler, diagnostics are printed to stderr (not checked here). */
  CHECK(loopc_context_set_diagnostic_handler(ctx, NULL, NULL) == LOOPC_SUCCESS);
  fprintf(stderr, "api_test: an expected diagnostic follows\n");
  CHECK(loopc_parse_string(ctx, syntax_error, strlen(syntax_error), "printed.mlir") == NULL);
  loopc_context_destroy(ctx);
}

static void test_onnx(void) {
  Seen seen = {0};
  loopc_context *ctx = loopc_context_create();
  loopc_context_set_diagnostic_handler(ctx, on_diag, &seen);
  char path[4096];
  snprintf(path, sizeof path, "%s/tests/onnx/bad/good.onnx", src_root);
  loopc_module *m = loopc_import_onnx_file(ctx, path);
  CHECK(m != NULL);
  char *data;
  size_t size;
  CHECK(loopc_module_print_to_buffer(m, LOOPC_SYNTAX_AS_INPUT, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "\"onnx."));
  loopc_free(data);
  /* C needs the lowering: a clear error, then the pipeline, then C. */
  CHECK(loopc_module_emit_c_to_buffer(m, 0, &data, &size) == LOOPC_FAILURE);
  CHECK(contains(seen.last, "holds onnx ops"));
  CHECK(loopc_module_run_pipeline(m, "-O2") == LOOPC_SUCCESS);
  CHECK(loopc_module_emit_c_to_buffer(m, 0, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "main_graph"));
  loopc_free(data);
  loopc_module_destroy(m);

  /* A model in memory: garbage, then the same file's bytes. */
  memset(&seen, 0, sizeof seen);
  CHECK(loopc_import_onnx_buffer(ctx, "not a model", 11, "junk.onnx") == NULL);
  CHECK(seen.errors >= 1 && strcmp(seen.file, "junk.onnx") == 0);
  CHECK(loopc_import_onnx_buffer(ctx, NULL, 0, NULL) == NULL);
  CHECK(contains(seen.last, "data is NULL"));
  FILE *f = fopen(path, "rb");
  CHECK(f != NULL);
  if (f) {
    static unsigned char bytes[1 << 16];
    size_t n = fread(bytes, 1, sizeof bytes, f);
    fclose(f);
    m = loopc_import_onnx_buffer(ctx, bytes, n, NULL);
    CHECK(m != NULL);
    CHECK(loopc_module_verify(m) == LOOPC_SUCCESS);
    loopc_module_destroy(m);
  }
  CHECK(loopc_import_onnx_file(ctx, "/nonexistent.onnx") == NULL);
  CHECK(loopc_import_onnx_file(ctx, NULL) == NULL);

  /* --vector-bits shapes the MatMul tiles for the target's registers. */
  static const char mm[] =
      "func.func @mm(%a: tensor<16x5xf32>, %b: tensor<5x64xf32>) -> tensor<16x64xf32> {\n"
      "  %c = \"onnx.MatMul\"(%a, %b) : (tensor<16x5xf32>, tensor<5x64xf32>) -> tensor<16x64xf32>\n"
      "  \"onnx.Return\"(%c) : (tensor<16x64xf32>) -> ()\n"
      "}\n";
  m = loopc_parse_string(ctx, mm, strlen(mm), "mm.mlir");
  CHECK(m != NULL);
  CHECK(loopc_module_run_pipeline(m, "--vector-bits=300 --passes=lower-onnx") == LOOPC_FAILURE);
  CHECK(contains(seen.last, "unknown pipeline option '--vector-bits=300'"));
  CHECK(loopc_module_run_pipeline(m, "--vector-bits=512 --passes=lower-onnx") == LOOPC_SUCCESS);
  CHECK(loopc_module_print_to_buffer(m, LOOPC_SYNTAX_MODERN, &data, &size) == LOOPC_SUCCESS);
  CHECK(!contains(data, "vector_bits") && contains(data, "memref<8x16xf32>"));
  loopc_free(data);
  loopc_module_destroy(m);
  /* The same as lower-onnx's own option, in both of mlir-opt's spellings. */
  m = loopc_parse_string(ctx, mm, strlen(mm), "mm.mlir");
  CHECK(loopc_module_run_pipeline(m, "--lower-onnx=\"vector-bits=512\"") == LOOPC_SUCCESS);
  CHECK(loopc_module_print_to_buffer(m, LOOPC_SYNTAX_MODERN, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "memref<8x16xf32>"));
  loopc_free(data);
  loopc_module_destroy(m);
  m = loopc_parse_string(ctx, mm, strlen(mm), "mm.mlir");
  CHECK(loopc_module_run_pipeline(m, "builtin.module(lower-onnx{vector-bits=512})") ==
        LOOPC_SUCCESS);
  CHECK(loopc_module_print_to_buffer(m, LOOPC_SYNTAX_MODERN, &data, &size) == LOOPC_SUCCESS);
  CHECK(contains(data, "memref<8x16xf32>"));
  loopc_free(data);
  CHECK(loopc_module_run_pipeline(m, "--canonicalize=\"max-iteration=3\"") == LOOPC_FAILURE);
  CHECK(contains(seen.last, "did you mean 'max-iterations'?"));
  loopc_module_destroy(m);
  loopc_context_destroy(ctx);
}

/* Destroying in the "wrong" order: the context outlives it for its modules. */
static void test_order(void) {
  Seen seen = {0};
  loopc_context *ctx = loopc_context_create();
  loopc_context_set_diagnostic_handler(ctx, on_diag, &seen);
  loopc_module *a = loopc_parse_string(ctx, sum_classic, strlen(sum_classic), "a.mlir");
  loopc_module *b = loopc_parse_string(ctx, wrong_yield, strlen(wrong_yield), "b.mlir");
  loopc_context_destroy(ctx);
  loopc_context_destroy(ctx); /* twice while modules hold it: nothing */
  CHECK(loopc_parse_string(ctx, "", 0, NULL) == NULL); /* a destroyed context parses nothing */
  char *data;
  size_t size;
  /* Output before verify and before any pipeline: verified on the way. */
  CHECK(loopc_module_emit_c_to_buffer(a, 0, &data, &size) == LOOPC_SUCCESS);
  loopc_free(data);
  CHECK(loopc_module_emit_header_to_buffer(b, &data, &size) == LOOPC_FAILURE);
  CHECK(seen.errors >= 1); /* the handler still gets them */
  loopc_module_destroy(a);
  loopc_module_destroy(b); /* frees the context */
}

/* Contexts on several threads at once give the same C as one thread. */
typedef struct Job {
  char *c;
  bool ok;
} Job;

static void *compile_job(void *arg) {
  Job *job = arg;
  job->ok = true;
  for (int i = 0; i < 20; i++) {
    loopc_context *ctx = loopc_context_create();
    Seen seen = {0};
    loopc_context_set_diagnostic_handler(ctx, on_diag, &seen);
    loopc_module *m = loopc_parse_string(ctx, sum_classic, strlen(sum_classic), "sum.mlir");
    char *data = NULL;
    size_t size;
    if (!m || loopc_module_run_pipeline(m, "-O2") != LOOPC_SUCCESS ||
        loopc_module_emit_c_to_buffer(m, 0, &data, &size) != LOOPC_SUCCESS)
      job->ok = false;
    if (data && job->c && strcmp(data, job->c) != 0)
      job->ok = false;
    if (!job->c)
      job->c = data;
    else
      loopc_free(data);
    loopc_module_destroy(m);
    loopc_context_destroy(ctx);
  }
  return NULL;
}

static void test_threads(void) {
  enum { N = 4 };
  Job jobs[N] = {{0}};
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    CHECK(pthread_create(&t[i], NULL, compile_job, &jobs[i]) == 0);
  for (int i = 0; i < N; i++)
    pthread_join(t[i], NULL);
  for (int i = 0; i < N; i++) {
    CHECK(jobs[i].ok && jobs[i].c);
    if (jobs[i].c && jobs[0].c)
      CHECK(strcmp(jobs[i].c, jobs[0].c) == 0);
  }
  for (int i = 0; i < N; i++)
    loopc_free(jobs[i].c);
}

int main(int argc, char **argv) {
  if (argc > 1)
    src_root = argv[1];
  test_null_arguments();
  test_compile();
  test_errors();
  test_onnx();
  test_order();
  test_threads();
  if (failures)
    fprintf(stderr, "api_test: %d failures\n", failures);
  return failures != 0;
}
