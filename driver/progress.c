/* progress.c: the progress line (see progress.h). A timer (SIGALRM, every
 * quarter second once the delay is over) writes the latest message, since
 * the long steps (an import, one pass, the C compiler) report nothing while
 * they run. The handler only calls write(2); messages are written into one
 * of two buffers and published by switching an index, so the handler never
 * reads a buffer being written. SA_RESTART keeps the compile's own system
 * calls from failing with EINTR. */
#define _GNU_SOURCE 1 /* vsnprintf, sigaction, setitimer under -std=c11 */
#include "progress.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

enum { MSG_MAX = 200 };
static char msgs[2][MSG_MAX];
static size_t msg_len[2];
static volatile sig_atomic_t current = -1; /* the buffer to show, -1: none */
static volatile sig_atomic_t shown;        /* a line is on the screen */
static volatile sig_atomic_t dirty;        /* current is not what the screen shows */
static bool active, forced, tty;
static const char *prefix = "loopc";
static struct sigaction old_action;

static void write_all(const char *s, size_t n) {
  while (n > 0) {
    ssize_t w = write(STDERR_FILENO, s, n);
    if (w <= 0)
      return;
    s += w;
    n -= (size_t)w;
  }
}

/* "\r" and clear to the end of the line on a terminal; a new line where
 * the output is a file (LOOPC_PROGRESS=1), so that each message is a line. */
static void show(void) {
  int i = current;
  if (i < 0)
    return;
  if (tty)
    write_all("\r\033[K", 4);
  write_all(msgs[i], msg_len[i]);
  if (!tty)
    write_all("\n", 1);
  shown = 1;
  dirty = 0;
}

static void on_alarm(int sig) {
  (void)sig;
  if (dirty || !shown)
    show();
}

static void set_timer(double first, double every) {
  struct itimerval t;
  t.it_value.tv_sec = (time_t)first;
  t.it_value.tv_usec = (suseconds_t)((first - (double)(time_t)first) * 1e6);
  t.it_interval.tv_sec = (time_t)every;
  t.it_interval.tv_usec = (suseconds_t)((every - (double)(time_t)every) * 1e6);
  setitimer(ITIMER_REAL, &t, NULL);
}

/* Shows the message now, the timer held off (its handler writes too). */
static void show_now(void) {
  sigset_t block, old;
  sigemptyset(&block);
  sigaddset(&block, SIGALRM);
  sigprocmask(SIG_BLOCK, &block, &old);
  show();
  sigprocmask(SIG_SETMASK, &old, NULL);
}

/* progress_stderr's writes: the line cleared, then the text. */
static ssize_t clearing_write(void *cookie, const char *buf, size_t n) {
  (void)cookie;
  sigset_t block, old;
  sigemptyset(&block);
  sigaddset(&block, SIGALRM);
  sigprocmask(SIG_BLOCK, &block, &old);
  if (shown && tty) {
    write_all("\r\033[K", 4);
    shown = 0; /* the next tick writes it again below the text */
  }
  write_all(buf, n);
  sigprocmask(SIG_SETMASK, &old, NULL);
  return (ssize_t)n;
}

FILE *progress_stderr(void) {
  static FILE *f;
  if (!f) {
    cookie_io_functions_t io = {NULL, clearing_write, NULL, NULL};
    f = fopencookie(NULL, "w", io);
    if (!f)
      return stderr;
    setvbuf(f, NULL, _IOLBF, 0);
  }
  return f;
}

void progress_start(const char *who) {
  const char *env = getenv("LOOPC_PROGRESS");
  forced = env && strcmp(env, "1") == 0;
  tty = isatty(STDERR_FILENO);
  if ((env && strcmp(env, "0") == 0) || (!tty && !forced))
    return;
  prefix = who;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_alarm;
  sa.sa_flags = SA_RESTART;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGALRM, &sa, &old_action);
  active = true;
  current = -1;
  shown = 0;
  if (!forced)
    set_timer(PROGRESS_DELAY, 0.25);
}

void progress_say(const char *fmt, ...) {
  if (!active)
    return;
  int next = current == 0 ? 1 : 0;
  int n = snprintf(msgs[next], MSG_MAX, "%s: ", prefix);
  va_list ap;
  va_start(ap, fmt);
  if (n > 0 && n < MSG_MAX)
    vsnprintf(msgs[next] + n, MSG_MAX - (size_t)n, fmt, ap);
  va_end(ap);
  msg_len[next] = strlen(msgs[next]);
  current = next;
  dirty = 1;
  if (forced || shown)
    show_now(); /* the line is up (or asked for): keep it current */
}

void progress_end(void) {
  if (!active)
    return;
  set_timer(0, 0);
  sigaction(SIGALRM, &old_action, NULL);
  active = false;
  if (shown && tty)
    write_all("\r\033[K", 4);
  fflush(progress_stderr());
  current = -1;
  shown = 0;
}
