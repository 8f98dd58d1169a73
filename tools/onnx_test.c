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
#include "../driver/options.h"
#include "../ir/diag.h"
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
    "output_N.pb): imports and lowers the model, compiles it with $CC (as loopc run\n"
    "chooses it), runs every data set and compares the outputs (floats within\n"
    "rtol 1e-3, atol 1e-7). Prints PASS or FAIL per folder, then the totals; exits 1\n"
    "if any folder failed.\n";

typedef struct Parse {
  TestOpts *o;
  const char **dirs;
  int ndirs;
  bool help;
} Parse;

static bool on_option(void *data, const OptValue *v) {
  Parse *ps = data;
  if (!v->spec) {
    ps->dirs[ps->ndirs++] = v->text;
    return true;
  }
  switch (v->spec->id) {
  case OPT_HELP: opt_print_help(stdout, CMD_ONNX_TEST, usage); ps->help = true; return false;
  case OPT_VERBOSE: ps->o->check.verbose = true; break;
  case OPT_TIMEOUT: ps->o->timeout = (int)v->num; break;
  case OPT_KEEP_C: ps->o->check.keep_c = v->text; break;
  default: ir_unreachable("an option of another subcommand");
  }
  return true;
}

int onnx_test_main(int argc, char **argv) {
  TestOpts o = {{false, NULL}, 120};
  Parse ps = {&o, xcalloc((size_t)argc + 1, sizeof(char *)), 0, false};
  DiagEngine diag;
  diag_init(&diag, stderr);
  OptParser p = {.command = CMD_ONNX_TEST, .prog = "loopc onnx-test", .diag = &diag};
  int rest;
  bool ok = opt_parse(&p, argc, argv, &rest, on_option, &ps);
  if (ok && !ps.help && ps.ndirs == 0) {
    diag_error(&diag, ir_loc(p.prog, 0, 0), "no test folder (try 'loopc onnx-test --help')");
    ok = false;
  }
  diag_free(&diag);
  if (!ok || ps.help) {
    free(ps.dirs);
    return ps.help ? 0 : 2;
  }
  int passed = 0, failed = 0;
  for (int i = 0; i < ps.ndirs; i++) {
    if (test_isolated(ps.dirs[i], &o))
      passed++;
    else
      failed++;
  }
  printf("%d passed, %d failed\n", passed, failed);
  free(ps.dirs);
  return failed ? 1 : 0;
}
