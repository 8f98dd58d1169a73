/* child.h: a function run in a child process, so that a crash or a hang in
 * it (a program loopc compiled and called) cannot take the caller with it:
 * its standard output (and, if asked, its standard error) kept up to a
 * limit, a time bound, and how it ended (child.c). For `loopc explain --run`
 * and `loopc onnx-test`. */
#ifndef LOOPC_DRIVER_CHILD_H
#define LOOPC_DRIVER_CHILD_H

#include <stdbool.h>
#include <stddef.h>

typedef struct ChildOptions {
  int timeout;          /* seconds, 0 for none: then SIGTERM, and SIGKILL 2 s later */
  size_t limit;         /* bytes of output kept; the rest is read and dropped */
  bool capture_stderr;  /* standard error into the same pipe (else inherited) */
  bool stdin_null;      /* standard input from /dev/null */
} ChildOptions;

typedef struct ChildResult {
  char *out;       /* what it wrote (NUL-terminated, malloc'd) */
  size_t len;
  bool truncated;  /* it wrote more than limit */
  bool timed_out;
  bool started;    /* false: no process (out says why) */
  int status;      /* its exit status, or 128 + the signal that ended it */
  int signal;      /* that signal, or 0 */
} ChildResult;

/* Runs fn(data) in a child process whose exit status is fn's return value;
 * fills r (free with child_result_free). */
void child_run(int (*fn)(void *data), void *data, const ChildOptions *o, ChildResult *r);
void child_result_free(ChildResult *r);

#endif
