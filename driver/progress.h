/* progress.h: one line on a terminal that says what a long compile is doing
 * (importing, which pass, compiling the C), rewritten in place and cleared
 * at the end; silence when standard error is not a terminal. */
#ifndef LOOPC_DRIVER_PROGRESS_H
#define LOOPC_DRIVER_PROGRESS_H

#include <stdbool.h>

/* Starts reporting to standard error: the line appears only once the
 * compile has taken PROGRESS_DELAY seconds (a short one prints nothing),
 * and only on a terminal. $LOOPC_PROGRESS=0 turns it off, =1 on even when
 * standard error is not a terminal and without the delay (tests). */
#define PROGRESS_DELAY 0.5
void progress_start(const char *who);
/* What is being done now ("importing model.onnx"); printf-style. */
void progress_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Standard error, through which whatever else is written there (the
 * diagnostics, the C compiler's messages) clears the line first. */
#include <stdio.h>
FILE *progress_stderr(void);
/* Stops: the line is cleared (on a terminal) before anything else is
 * printed. */
void progress_end(void);

#endif
