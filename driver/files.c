/* files.c: the driver's output files, written to a temporary name and
 * renamed when complete, and the signal handlers that remove those
 * temporary files (inputs are lib/compilation.c's). Shared by loopc and
 * loopc explain. */
#include "files.h"

#include "../passes/passes.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Temporary output files being written: a kill or a crash must not leave
 * them behind (one was 600 MB). The handlers only unlink these paths and
 * re-raise, both async-signal-safe; they are installed while a file is live,
 * so sanitizers keep their own reports the rest of the time. A stack
 * overflow is handled on an alternate stack. SIGKILL cannot be caught. */
static _Atomic(char *) live_tmp[3]; /* the output, its header, its weights */
static const int cleanup_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV,
                                      SIGBUS, SIGFPE,  SIGILL, SIGABRT};
enum { NCLEANUP = sizeof cleanup_signals / sizeof cleanup_signals[0] };
static struct sigaction saved_actions[NCLEANUP];
static int nlive;

static void remove_live_tmp(int sig) {
  for (size_t i = 0; i < sizeof live_tmp / sizeof live_tmp[0]; i++) {
    char *p = atomic_exchange(&live_tmp[i], NULL);
    if (p)
      unlink(p);
  }
  /* SA_RESETHAND restored the default action: the signal, blocked while
   * this runs, is delivered again on return and ends the process. */
  raise(sig);
}

/* Installed before the temporary file is created, so that no signal finds
 * the file without the handler. A signal the process was started ignoring
 * (SIGHUP under nohup) stays ignored. */
static void handlers_install(void) {
  if (nlive++ > 0)
    return;
  static char altstack[64 * 1024];
  stack_t ss = {.ss_sp = altstack, .ss_size = sizeof altstack};
  sigaltstack(&ss, NULL);
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = remove_live_tmp;
  sa.sa_flags = SA_RESETHAND | SA_ONSTACK;
  sigfillset(&sa.sa_mask);
  for (int i = 0; i < NCLEANUP; i++) {
    sigaction(cleanup_signals[i], &sa, &saved_actions[i]);
    if (saved_actions[i].sa_handler == SIG_IGN)
      sigaction(cleanup_signals[i], &saved_actions[i], NULL);
  }
}

static void handlers_remove(void) {
  if (--nlive == 0)
    for (int i = 0; i < NCLEANUP; i++)
      sigaction(cleanup_signals[i], &saved_actions[i], NULL);
}

static void tmp_register(char *path) {
  for (size_t i = 0; i < sizeof live_tmp / sizeof live_tmp[0]; i++) {
    char *expected = NULL;
    if (atomic_compare_exchange_strong(&live_tmp[i], &expected, path))
      return;
  }
  ir_unreachable("more temporary output files than slots");
}

static void tmp_unregister(char *path) {
  for (size_t i = 0; i < sizeof live_tmp / sizeof live_tmp[0]; i++) {
    char *expected = path;
    atomic_compare_exchange_strong(&live_tmp[i], &expected, NULL);
  }
}

bool driver_output_open(DriverOutput *o, const char *path, DiagEngine *diag) {
  memset(o, 0, sizeof *o);
  if (!path || strcmp(path, "-") == 0) {
    o->f = stdout;
    return true;
  }
  /* Only a regular file (or a new one) is replaced atomically; devices and
   * pipes such as /dev/null or /dev/stdout are written in place. */
  struct stat st;
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
    o->f = fopen(path, "w");
    if (!o->f) {
      diag_error(diag, ir_loc(path, 0, 0), "cannot open output file: %s", strerror(errno));
      return false;
    }
    o->direct = true;
    return true;
  }
  o->path = path;
  size_t n = strlen(path);
  o->tmp = xmalloc(n + 16);
  snprintf(o->tmp, n + 16, "%s.tmpXXXXXX", path);
  /* The slot holds the template until mkstemp fills in the name: a signal
   * in between unlinks a name that does not exist. */
  handlers_install();
  tmp_register(o->tmp);
  int fd = mkstemp(o->tmp);
  if (fd < 0 || !(o->f = fdopen(fd, "w"))) {
    diag_error(diag, ir_loc(path, 0, 0), "cannot open output file: %s", strerror(errno));
    if (fd >= 0) {
      close(fd);
      unlink(o->tmp);
    }
    tmp_unregister(o->tmp);
    handlers_remove();
    free(o->tmp);
    o->tmp = NULL;
    return false;
  }
  return true;
}

bool driver_output_close(DriverOutput *o, bool commit, DiagEngine *diag) {
  if (o->direct) {
    bool ok = fclose(o->f) == 0;
    return commit && ok;
  }
  if (!o->tmp) {
    fflush(o->f);
    return commit;
  }
  bool ok = !ferror(o->f);
  if (fclose(o->f) != 0)
    ok = false;
  if (commit && ok) {
    /* Keep the usual permissions of a newly created file. */
    mode_t mask = umask(0);
    umask(mask);
    chmod(o->tmp, 0666 & ~mask);
    if (rename(o->tmp, o->path) != 0) {
      diag_error(diag, ir_loc(o->path, 0, 0), "cannot write output file: %s", strerror(errno));
      ok = false;
    }
  } else if (commit) {
    diag_error(diag, ir_loc(o->path, 0, 0), "cannot write output file");
  }
  if (!commit || !ok)
    unlink(o->tmp);
  tmp_unregister(o->tmp);
  handlers_remove();
  free(o->tmp);
  o->tmp = NULL;
  return commit && ok;
}

struct option *driver_long_options(const struct option *fixed, size_t nfixed, int pass_flag) {
  size_t npasses = 0;
  while (passes_all[npasses])
    npasses++;
  struct option *longopts = xcalloc(nfixed + npasses + 1, sizeof *longopts);
  memcpy(longopts, fixed, sizeof *fixed * nfixed);
  for (size_t i = 0; i < npasses; i++)
    longopts[nfixed + i] = (struct option){passes_all[i]->name, no_argument, 0, pass_flag + (int)i};
  return longopts;
}
