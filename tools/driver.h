/* driver.h: pieces of the loopc driver shared by its subcommands, and the
 * glue (tools/glue.c) that connects the driver to optional components. */
#ifndef LOOPC_DRIVER_H
#define LOOPC_DRIVER_H

#include <stdio.h>

#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../ir/pass.h"

/* Reads a whole file ("-" = stdin), NUL-terminated, malloc'd. */
char *driver_read_file(const char *path, size_t *len, DiagEngine *diag);

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

/* tools/glue.c */
IrOp *driver_import_onnx(IrContext *ctx, DiagEngine *diag, const char *path);
/* Compares captured diagnostics with the chunk's expected-* comments;
 * reports mismatches through diag (printing) and returns whether all matched. */
bool driver_check_diagnostics(DiagEngine *diag, const char *name, const char *text, size_t len,
                              int first_line);
/* After a chunk failed to parse, under --verify-diagnostics: keeps only the
 * first error (and its notes), where mlir-opt stops. */
void driver_keep_first_parse_error(DiagEngine *diag);
int driver_run_main(int argc, char **argv);
int driver_onnx_test_main(int argc, char **argv);
int driver_explain_main(int argc, char **argv);

#endif
