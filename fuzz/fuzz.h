/* fuzz.h: what the libFuzzer harnesses (fuzz_*.c) share. Each defines
 * LLVMFuzzerTestOneInput; a clang build with -Dfuzz=true links libFuzzer's
 * main, every other build links replay.c's, which runs the corpus and the
 * past crashes as regression tests. */
#ifndef LOOPC_FUZZ_H
#define LOOPC_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Where output and diagnostics go: /dev/null, opened once, so that the
 * printing paths run without filling a terminal. */
static inline FILE *fuzz_sink(void) {
  static FILE *sink;
  if (!sink)
    sink = fopen("/dev/null", "w");
  if (!sink) {
    perror("fuzz: /dev/null");
    abort();
  }
  return sink;
}

#endif
