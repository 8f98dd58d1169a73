/* onnx_check.h: one ONNX backend test folder checked (onnx_check.c): for
 * `loopc onnx-test`, which runs each folder in a child process. */
#ifndef LOOPC_DRIVER_ONNX_CHECK_H
#define LOOPC_DRIVER_ONNX_CHECK_H

#include <stdbool.h>

typedef struct OnnxCheckOptions {
  bool verbose;       /* print diagnostics as they happen (else the first is the message) */
  const char *keep_c; /* keep the generated C in this file, or NULL */
} OnnxCheckOptions;

/* Imports, lowers and compiles dir/model.onnx and runs every data set of
 * dir (test_data_set_*) against it: NULL when all outputs match, else a
 * malloc'd one-line description of the first failure, for the FAIL line. */
char *onnx_check_folder(const char *dir, const OnnxCheckOptions *o);

#endif
