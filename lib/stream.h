/* stream.h: parse, verify and print one function at a time (stream.c). */
#ifndef LOOPC_STREAM_H
#define LOOPC_STREAM_H

#include <stdbool.h>
#include <stdio.h>

#include "../ir/diag.h"
#include "../ir/printer.h"

typedef struct StreamJob {
  const char *name; /* as diagnostics show it */
  const char *text;
  size_t len;
  bool mapped;      /* text is a read-only file mapping (parse_module_mapped) */
  int spelling;     /* an IrSpelling, or -1 to guess it as ir_guess_spelling does */
  IrNames names;
  FILE *out;
} StreamJob;

typedef struct StreamTimes {
  double parse, verify, output; /* seconds */
} StreamTimes;

typedef enum StreamResult {
  STREAM_DONE,     /* the module is printed to out; diag has any warnings */
  STREAM_FALLBACK, /* nothing reported: run the whole-module path (out may
                      hold a partial module to discard) */
} StreamResult;

/* Prints the module in job->text as `loopc FILE` does (no passes), holding
 * only one function in memory, if the input is valid and made of functions;
 * otherwise returns STREAM_FALLBACK having reported nothing. */
StreamResult stream_module(const StreamJob *job, DiagEngine *diag, StreamTimes *times);

#endif
