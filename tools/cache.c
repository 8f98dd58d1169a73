/* cache.c: `loopc cache [clean]`: where `loopc run` keeps compiled programs
 * (driver/cache.c), how much they take, and removing them. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../driver/cache.h"
#include "../driver/options.h"
#include "../ir/diag.h"
#include "cache.h"

static const char usage[] =
    "usage: loopc cache [clean]\n"
    "\n"
    "Prints where `loopc run` keeps compiled programs, how much they take and the\n"
    "size bound; with clean, removes them all.\n"
    "\n"
    "The directory is $XDG_CACHE_HOME/loopc (default ~/.cache/loopc); it is used only\n"
    "when it is the user's own and nobody else can write to it. The bound is\n"
    "$LOOPC_CACHE_SIZE (bytes, or with a K, M or G suffix; default 256M; 0 keeps\n"
    "nothing): past it the least recently used programs are removed.\n";

/* A size for people: bytes below 1 KiB, else one decimal of the unit. */
static void print_size(uint64_t bytes) {
  const char *units[] = {"KiB", "MiB", "GiB", "TiB"};
  if (bytes < 1024) {
    printf("%llu bytes", (unsigned long long)bytes);
    return;
  }
  double v = (double)bytes / 1024;
  int u = 0;
  while (v >= 1024 && u < 3) {
    v /= 1024;
    u++;
  }
  printf("%.1f %s", v, units[u]);
}

typedef struct Parse {
  bool clean, help;
  DiagEngine *diag;
} Parse;

static bool on_option(void *data, const OptValue *v) {
  Parse *ps = data;
  if (v->spec) { /* only --help */
    opt_print_help(stdout, CMD_CACHE, usage);
    ps->help = true;
    return false;
  }
  if (strcmp(v->text, "clean") != 0) {
    diag_error(ps->diag, ir_loc("loopc cache", 0, 0),
               "unknown argument '%s' (see 'loopc cache --help')", v->text);
    return false;
  }
  ps->clean = true;
  return true;
}

int cache_main(int argc, char **argv) {
  DiagEngine diag;
  diag_init(&diag, stderr);
  Parse ps = {false, false, &diag};
  OptParser p = {.command = CMD_CACHE, .prog = "loopc cache", .diag = &diag};
  int rest;
  bool ok = opt_parse(&p, argc, argv, &rest, on_option, &ps);
  if (ps.help || !ok) {
    diag_free(&diag);
    return ps.help ? 0 : 1;
  }
  bool clean = ps.clean;
  IrLoc loc = ir_loc("loopc cache", 0, 0);
  uint64_t limit = cache_size_limit(&diag, loc);
  char *dir = cache_dir(false, &diag, loc, DIAG_ERROR, "the cache directory is not used");
  bool unusable = diag_has_errors(&diag);
  diag_free(&diag);
  if (!dir) {
    if (unusable)
      return 1;
    printf("no cache directory (set XDG_CACHE_HOME or HOME)\n");
    return 0;
  }
  size_t programs;
  uint64_t total;
  cache_usage(dir, clean, &programs, &total);
  if (clean) {
    printf("removed %zu compiled program%s from %s\n", programs, programs == 1 ? "" : "s", dir);
  } else {
    printf("%s\n%zu compiled program%s, ", dir, programs, programs == 1 ? "" : "s");
    print_size(total);
    printf(" (bound ");
    print_size(limit);
    printf(")\n");
  }
  free(dir);
  return 0;
}
