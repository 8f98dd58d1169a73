/* onnx_test.c: `loopc onnx-test DIR...`: runs ONNX backend test folders
 * (model.onnx, test_data_set_N/input_K.pb, output_K.pb), each checked by
 * driver/onnx_check.c in a child process (driver/child.c) so that a crash or
 * a hang in one model is reported as that model's failure and the others
 * still run; prints PASS or FAIL per folder and the totals. */
#include "onnx_test.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../driver/child.h"
#include "../driver/onnx_check.h"
#include "../ir/ir.h"

typedef struct TestOpts {
  OnnxCheckOptions check;
  int timeout; /* seconds per model, 0 = none */
} TestOpts;

typedef struct TestJob {
  const char *dir;
  const TestOpts *o;
} TestJob;

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

/* The child's side: the folder's check, its failure on stdout. */
static int check_in_child(void *data) {
  const TestJob *job = data;
  if (job->o->timeout)
    alarm((unsigned)job->o->timeout);
  char *m = onnx_check_folder(job->dir, &job->o->check);
  if (m)
    fputs(m, stdout);
  return m ? 1 : 0;
}

/* Checks one folder in a child process (a crash or a hang in one model is
 * that model's failure); returns whether it passed. */
static bool test_isolated(const char *dir, const TestOpts *o) {
  char *name = folder_name(dir);
  TestJob job = {dir, o};
  /* The child stops itself (alarm) at the timeout; the parent's bound is
   * the last resort for a child that blocks SIGALRM. */
  ChildOptions co = {.timeout = o->timeout ? o->timeout + 10 : 0, .limit = 1 << 16};
  ChildResult r;
  child_run(check_in_child, &job, &co, &r);
  bool passed = false;
  if (!r.started)
    printf("FAIL %s: %s", name, r.out);
  else if (r.signal)
    printf("FAIL %s: %s (signal %d)\n", name,
           r.signal == SIGALRM || r.timed_out ? "timed out" : "crashed", r.signal);
  else if (r.status == 0)
    passed = true, printf("PASS %s\n", name);
  else
    printf("FAIL %s: %s\n", name, r.len ? r.out : "failed");
  fflush(stdout);
  child_result_free(&r);
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
  TestOpts o = {{false, NULL}, 120};
  int ndirs = 0;
  char **dirs = xcalloc((size_t)argc + 1, sizeof(char *));
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      fputs(usage, stdout);
      free(dirs);
      return 0;
    } else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
      o.check.verbose = true;
    } else if ((strcmp(a, "--timeout") == 0 || strcmp(a, "--keep-c") == 0) && i + 1 < argc) {
      if (a[2] == 't')
        o.timeout = atoi(argv[++i]);
      else
        o.check.keep_c = argv[++i];
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
    if (test_isolated(dirs[i], &o))
      passed++;
    else
      failed++;
  }
  printf("%d passed, %d failed\n", passed, failed);
  free(dirs);
  return failed ? 1 : 0;
}
