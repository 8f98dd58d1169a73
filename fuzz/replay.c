/* replay.c: a main for the fuzz harnesses without libFuzzer (gcc builds, the
 * ASan build): runs every file named on the command line, or found in a
 * directory named there, through LLVMFuzzerTestOneInput once. meson test
 * uses it to replay the corpora and the past crashes (fuzz/regressions) in
 * every build; a crash or a sanitizer report fails the run. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int run_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    return 1;
  }
  size_t cap = 1 << 16, n = 0;
  uint8_t *buf = malloc(cap);
  for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
    n += got;
    if (n == cap)
      buf = realloc(buf, cap *= 2);
  }
  fclose(f);
  if (!buf) {
    fputs("replay: out of memory\n", stderr);
    return 1;
  }
  /* An exact-size copy, so that ASan sees reads past the input's end. */
  uint8_t *exact = malloc(n ? n : 1);
  memcpy(exact, buf, n);
  free(buf);
  LLVMFuzzerTestOneInput(exact, n);
  free(exact);
  return 0;
}

static int compare_names(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv) {
  int failed = 0, runs = 0;
  for (int i = 1; i < argc; i++) {
    struct stat st;
    if (stat(argv[i], &st) != 0) {
      perror(argv[i]);
      return 1;
    }
    if (!S_ISDIR(st.st_mode)) {
      failed |= run_file(argv[i]);
      runs++;
      continue;
    }
    DIR *d = opendir(argv[i]);
    if (!d) {
      perror(argv[i]);
      return 1;
    }
    size_t n = 0, cap = 64;
    char **names = malloc(cap * sizeof *names);
    for (struct dirent *e; (e = readdir(d));) {
      if (e->d_name[0] == '.')
        continue;
      if (n == cap)
        names = realloc(names, (cap *= 2) * sizeof *names);
      size_t len = strlen(argv[i]) + strlen(e->d_name) + 2;
      names[n] = malloc(len);
      snprintf(names[n++], len, "%s/%s", argv[i], e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, compare_names); /* a stable order for reports */
    for (size_t k = 0; k < n; k++) {
      failed |= run_file(names[k]);
      runs++;
      free(names[k]);
    }
    free(names);
  }
  printf("replay: %d inputs%s\n", runs, failed ? ", some unreadable" : "");
  return failed;
}
