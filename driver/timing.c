/* timing.c: --timing's report (see timing.h). */
#include "timing.h"

#include <string.h>
#include <time.h>

#include "../ir/ir.h"

double timing_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void timing_start(Timing *t) {
  memset(t, 0, sizeof *t);
  t->start = timing_now();
}

void timing_add(Timing *t, const char *name, double seconds) {
  int i = 0;
  while (i < t->n && strcmp(t->names[i], name) != 0)
    i++;
  if (i == t->n) {
    if (t->n == TIMING_MAX_PHASES)
      ir_unreachable("more --timing phases than TIMING_MAX_PHASES");
    t->names[t->n++] = name;
  }
  t->seconds[i] += seconds;
}

void timing_print(const Timing *t, FILE *out, const char *note) {
  fprintf(out, "===-------------------------------------------------------------===\n");
  fprintf(out, "  loopc timing (wall clock, seconds)\n");
  for (int i = 0; i < t->n; i++)
    fprintf(out, "  %10.4f  %s\n", t->seconds[i], t->names[i]);
  fprintf(out, "  %10.4f  total\n", timing_now() - t->start);
  if (note)
    fprintf(out, "  %s\n", note);
}

void timing_add_phases(Timing *t, const double seconds[COMP_NPHASES], CompInputKind kind) {
  for (int i = 0; i < COMP_NPHASES; i++)
    timing_add(t, comp_phase_name((CompPhase)i, kind), seconds[i]);
}
