/* helpers_test.c: the runtime helpers of the generated C (runtime/helpers/,
 * runtime/rt_helpers.h) as real C. Checks the table against the files and
 * the closure of what helpers need; then compiles each helper, alone with
 * what it needs, with gcc and clang at -std=c11 -Wall -Wextra -Werror
 * -pedantic, and all of them together also with -fopenmp, with the
 * sanitizers (buffers of exact size, no cache), without the buffer cache and
 * with -mfma, in translation units written as the C backend writes them,
 * and runs what tests/unit/Inputs/helpers_check.c says each computes, and the
 * run-time errors they report.
 * Usage: helpers_test SOURCE_ROOT */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../codegen/codegen.h"
#include "../../runtime/rt_helpers.h"
#include "check.h"

static const char *src_root = ".";
static char dir[] = "/tmp/loopc-helpers-XXXXXX";

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 4096, n = 0;
  char *s = malloc(cap);
  size_t k;
  while (s && (k = fread(s + n, 1, cap - n - 1, f)) > 0)
    if ((n += k) + 1 == cap)
      s = realloc(s, cap *= 2);
  fclose(f);
  if (s)
    s[n] = 0;
  return s;
}

static void print_file(const char *path) {
  char *s = read_file(path);
  fputs(s ? s : "(no output)\n", stderr);
  free(s);
}

/* The table and the files of runtime/helpers/ say the same. */
static void check_table(void) {
  for (int i = 0; i < HELP_COUNT; i++) {
    const RtHelperInfo *h = &rt_helpers[i];
    char path[4096];
    snprintf(path, sizeof path, "%s/runtime/helpers/%s.c", src_root, h->file);
    char *text = read_file(path);
    CHECK(text && strcmp(text, h->text) == 0);
    free(text);
    /* A purpose comment first, one newline last: the generated file puts an
     * empty line between helpers. */
    size_t n = strlen(h->text);
    CHECK(strncmp(h->text, "/* ", 3) == 0);
    CHECK(n >= 2 && h->text[n - 1] == '\n' && h->text[n - 2] != '\n');
    CHECK(h->needs < ((RtHelperSet)1 << i));
  }
  /* Every file there is a row of helpers.def. */
  char path[4096];
  snprintf(path, sizeof path, "%s/runtime/helpers", src_root);
  DIR *d = opendir(path);
  CHECK(d != NULL);
  int files = 0;
  for (struct dirent *e; d && (e = readdir(d));) {
    size_t n = strlen(e->d_name);
    if (n < 3 || strcmp(e->d_name + n - 2, ".c") != 0)
      continue;
    files++;
    bool listed = false;
    for (int i = 0; i < HELP_COUNT; i++)
      listed |= strlen(rt_helpers[i].file) == n - 2 &&
                strncmp(rt_helpers[i].file, e->d_name, n - 2) == 0;
    if (!listed)
      fprintf(stderr, "runtime/helpers/%s is not in helpers.def\n", e->d_name);
    CHECK(listed);
  }
  if (d)
    closedir(d);
  CHECK(files == HELP_COUNT);
}

static void check_closure(void) {
  CHECK(rt_helpers_closure(0) == 0);
  CHECK(rt_helpers_closure(RT_NEEDS(CEILDIV)) == RT_NEEDS(CEILDIV));
  CHECK(rt_helpers_closure(RT_NEEDS(ALLOC)) == (RT_NEEDS(ALLOC) | RT_NEEDS(FAIL) |
                                                 RT_NEEDS(EXACT_ALLOC) | RT_NEEDS(CACHE_TAKE) |
                                                 RT_NEEDS(CACHE)));
  /* Through CACHE: LOOPC_EXACT_ALLOC turns the cache off. */
  CHECK(rt_helpers_closure(RT_NEEDS(DEALLOC)) ==
        (RT_NEEDS(DEALLOC) | RT_NEEDS(CACHE) | RT_NEEDS(EXACT_ALLOC)));
  /* Written in the order of helpers.def, each once. */
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  CHECK(f && rt_helpers_write(f, RT_NEEDS(LAYOUT) | RT_NEEDS(FRAME)));
  fclose(f);
  char *want = xasprintf("%s\n%s\n%s\n", rt_helpers[HELP_FAIL].text,
                         rt_helpers[HELP_LAYOUT].text, rt_helpers[HELP_FRAME].text);
  CHECK(buf && strcmp(buf, want) == 0);
  free(want);
  free(buf);
}

/* Writes dir/t.c as the C backend writes a file using the helpers of
 * tested, then the checks of those helpers. */
static bool write_unit(RtHelperSet tested) {
  char path[4096];
  snprintf(path, sizeof path, "%s/t.c", dir);
  FILE *f = fopen(path, "w");
  if (!f)
    return false;
  codegen_write_includes(f);
  rt_helpers_write(f, tested);
  for (int i = 0; i < HELP_COUNT; i++)
    if (tested & ((RtHelperSet)1 << i))
      fprintf(f, "#define CHECK_%s 1\n", rt_helpers[i].file);
  fputs("#define LOOPC_CHECKS", f);
  for (int i = 0; i < HELP_COUNT; i++)
    if (tested & ((RtHelperSet)1 << i))
      fprintf(f, " X(%s)", rt_helpers[i].file);
  fprintf(f, "\n#include \"%s/tests/unit/Inputs/helpers_check.c\"\n", src_root);
  return fclose(f) == 0;
}

static int run(const char *cmd) {
  int st = system(cmd);
  return st != -1 && WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Compiles dir/t.c with cc and flags and runs it; reports what failed. */
static bool build_and_run(const char *cc, const char *flags, const char *what) {
  char cmd[8192];
  snprintf(cmd, sizeof cmd,
           "%s -std=c11 -Wall -Wextra -Werror -pedantic -O2 %s '%s/t.c' -o '%s/t' -lm "
           "> '%s/log' 2>&1",
           cc, flags, dir, dir, dir);
  if (run(cmd) != 0) {
    fprintf(stderr, "helpers_test: %s: %s %s does not compile it:\n", what, cc, flags);
    snprintf(cmd, sizeof cmd, "%s/log", dir);
    print_file(cmd);
    return false;
  }
  snprintf(cmd, sizeof cmd, "ASAN_OPTIONS=detect_leaks=0 '%s/t' > '%s/log' 2>&1", dir, dir);
  if (run(cmd) != 0) {
    fprintf(stderr, "helpers_test: %s, built by %s %s, fails its checks:\n", what, cc, flags);
    snprintf(cmd, sizeof cmd, "%s/log", dir);
    print_file(cmd);
    return false;
  }
  return true;
}

/* The run-time errors of the helpers: the message, then abort(). */
static void check_errors(const char *cc) {
  static const struct {
    const char *mode, *message;
  } errors[] = {
      {"fail", "here: runtime error: what went wrong\n"},
      {"alloc-overflow", "here: runtime error: buffer size overflows\n"},
      {"layout-negative", "here: runtime error: negative size\n"},
      {"layout-overflow", "here: runtime error: buffer size overflows\n"},
      {"frame-overflow", "here: runtime error: buffer size overflows\n"},
  };
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++) {
    char cmd[8192], path[4096];
    snprintf(cmd, sizeof cmd, "'%s/t' %s 2> '%s/err'", dir, errors[i].mode, dir);
    int rc = run(cmd);
    snprintf(path, sizeof path, "%s/err", dir);
    char *err = read_file(path);
    bool ok = rc == 3 && err && strcmp(err, errors[i].message) == 0;
    if (!ok)
      fprintf(stderr, "helpers_test: %s: `t %s` exited %d, printed: %s", cc, errors[i].mode, rc,
              err ? err : "(nothing)\n");
    CHECK(ok);
    free(err);
  }
}

static bool have(const char *cc) {
  char cmd[256];
  snprintf(cmd, sizeof cmd, "command -v %s > /dev/null 2>&1", cc);
  return run(cmd) == 0;
}

int main(int argc, char **argv) {
  if (argc > 1)
    src_root = argv[1];
  check_table();
  check_closure();
  if (!mkdtemp(dir)) {
    perror("mkdtemp");
    return 1;
  }
  static const char *const compilers[] = {"gcc", "clang"};
  int ncompilers = 0;
  RtHelperSet all = ((RtHelperSet)1 << (HELP_COUNT - 1) << 1) - 1;
  for (size_t c = 0; c < sizeof compilers / sizeof compilers[0]; c++) {
    const char *cc = compilers[c];
    if (!have(cc)) {
      fprintf(stderr, "helpers_test: no %s here; not compiled with it\n", cc);
      continue;
    }
    ncompilers++;
    /* Each helper with only what helpers.def says it needs. */
    for (int i = 0; i < HELP_COUNT; i++) {
      CHECK(write_unit((RtHelperSet)1 << i));
      CHECK(build_and_run(cc, "", rt_helpers[i].file));
    }
    /* All of them, as a file using every helper has them. */
    CHECK(write_unit(all));
    CHECK(build_and_run(cc, "", "all helpers"));
    check_errors(cc);
    CHECK(build_and_run(cc, "-fopenmp", "all helpers"));
    CHECK(build_and_run(cc, "-DLOOPC_NO_BUFFER_CACHE", "all helpers"));
    CHECK(build_and_run(cc,
                        "-fsanitize=address,undefined -fno-sanitize-recover=all "
                        "-DLOOPC_TEST_ASAN=1",
                        "all helpers"));
#if defined(__x86_64__) && defined(__GNUC__)
    if (__builtin_cpu_supports("fma"))
      CHECK(build_and_run(cc, "-mfma", "all helpers"));
#endif
  }
  CHECK(ncompilers > 0);
  if (failures == 0) {
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    run(cmd);
  } else {
    fprintf(stderr, "helpers_test: %d failures; the last translation unit is in %s\n", failures,
            dir);
  }
  return failures != 0;
}
