/* files.h: the driver's output files (driver/files.c), shared by loopc
 * and its subcommands. */
#ifndef LOOPC_DRIVER_FILES_H
#define LOOPC_DRIVER_FILES_H

#include <getopt.h>
#include <stdio.h>

#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../ir/pass.h"

/* An output file written to a temporary name and renamed over the target
 * only when complete; path NULL or "-" writes to stdout directly. */
typedef struct DriverOutput {
  FILE *f;
  const char *path;
  char *tmp;
  bool direct; /* a device or pipe written in place */
} DriverOutput;
bool driver_output_open(DriverOutput *o, const char *path, DiagEngine *diag);
/* commit=false (or a write error) removes the temporary file. */
bool driver_output_close(DriverOutput *o, bool commit, DiagEngine *diag);

/* getopt_long's table: the fixed options, then, as in mlir-opt, one option
 * named after each pass (--cse), whose value is pass_flag plus the pass's
 * index in passes_all. NULL-terminated; malloc'd. */
struct option *driver_long_options(const struct option *fixed, size_t nfixed, int pass_flag);

#endif
