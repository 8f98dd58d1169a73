/* child.c: a function run in a child process with its output kept and a
 * time bound (see child.h). */
#include "child.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../ir/ir.h"
#include "timing.h"

enum { GRACE_SECONDS = 2 };

static void keep(ChildResult *r, const char *buf, size_t n, size_t limit) {
  if (r->len + n > limit) {
    n = limit > r->len ? limit - r->len : 0;
    r->truncated = true;
  }
  memcpy(r->out + r->len, buf, n);
  r->len += n;
}

/* The child's side: its output into the pipe, then fn. */
static _Noreturn void in_child(int (*fn)(void *), void *data, const ChildOptions *o, int fd) {
  if (o->stdin_null) {
    int null = open("/dev/null", O_RDONLY);
    if (null >= 0) {
      dup2(null, 0);
      close(null);
    }
  }
  dup2(fd, 1);
  if (o->capture_stderr)
    dup2(fd, 2);
  close(fd);
  int status = fn(data);
  fflush(NULL);
  _exit(status & 0xff);
}

/* Reads the child's output until it is gone, stopping it at the deadline. */
static int collect(pid_t pid, int fd, const ChildOptions *o, ChildResult *r) {
  double deadline = o->timeout > 0 ? timing_now() + o->timeout : 0, killed_at = 0;
  int status = 0;
  bool reaped = false, hard_killed = false;
  for (;;) {
    double now = timing_now();
    if (!reaped && deadline && now > deadline && !killed_at) {
      r->timed_out = true;
      kill(pid, SIGTERM); /* loopc run removes its temporary files on SIGTERM */
      killed_at = now;
    } else if (!reaped && killed_at && !hard_killed && now > killed_at + GRACE_SECONDS) {
      kill(pid, SIGKILL);
      hard_killed = true;
    }
    struct pollfd p = {fd, POLLIN, 0};
    int ready = poll(&p, 1, 100);
    if (ready > 0) {
      char buf[8192];
      ssize_t got = read(fd, buf, sizeof buf);
      if (got > 0) {
        keep(r, buf, (size_t)got, o->limit);
        continue;
      }
      if (got == 0 || errno != EINTR)
        break; /* end of output (or, once the child is gone, nothing left) */
    }
    /* The child's own children may keep the pipe open: stop reading once
     * the child is gone and nothing is left to read. */
    if (!reaped && waitpid(pid, &status, WNOHANG) == pid) {
      reaped = true;
      fcntl(fd, F_SETFL, O_NONBLOCK);
      continue;
    }
    if (reaped && ready == 0)
      break;
  }
  if (!reaped)
    waitpid(pid, &status, 0);
  return status;
}

void child_run(int (*fn)(void *data), void *data, const ChildOptions *o, ChildResult *r) {
  memset(r, 0, sizeof *r);
  r->out = xmalloc(o->limit + 1);
  int fds[2] = {-1, -1};
  fflush(NULL);
  pid_t pid = pipe(fds) == 0 ? fork() : -1;
  if (pid < 0) {
    int err = errno;
    if (fds[0] >= 0) {
      close(fds[0]);
      close(fds[1]);
    }
    r->status = 1;
    int n = snprintf(r->out, o->limit, "cannot start a process: %s\n", strerror(err));
    r->len = n > 0 ? (size_t)n : 0;
    r->out[r->len] = 0;
    return;
  }
  if (pid == 0) {
    close(fds[0]);
    in_child(fn, data, o, fds[1]);
  }
  close(fds[1]);
  r->started = true;
  int status = collect(pid, fds[0], o, r);
  close(fds[0]);
  r->signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  r->status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + r->signal;
  r->out[r->len] = 0;
}

void child_result_free(ChildResult *r) {
  free(r->out);
  r->out = NULL;
}
