/* timing.h: --timing's report, the same for every subcommand: wall-clock
 * seconds per phase, then the total (timing.c). */
#ifndef LOOPC_DRIVER_TIMING_H
#define LOOPC_DRIVER_TIMING_H

#include <stdio.h>

#include "../lib/compilation.h"

enum { TIMING_MAX_PHASES = 16 };

typedef struct Timing {
  double start;
  const char *names[TIMING_MAX_PHASES];
  double seconds[TIMING_MAX_PHASES];
  int n;
} Timing;

/* Seconds on a monotonic clock. */
double timing_now(void);
/* Starts the total now. */
void timing_start(Timing *t);
/* Adds seconds to the phase called name (a static string), added at the
 * end the first time. */
void timing_add(Timing *t, const char *name, double seconds);
/* The phases of a compilation (parse or import, verify, passes, output):
 * a Compilation's seconds[], or the streamed printer's. */
void timing_add_phases(Timing *t, const double seconds[COMP_NPHASES], CompInputKind kind);
/* The report, with note (or NULL) on a line of its own under the total. */
void timing_print(const Timing *t, FILE *out, const char *note);

#endif
