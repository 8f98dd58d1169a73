/* embed.c: compiles a .mlir program to C in-process with libloopc, reporting
 * diagnostics through a callback. Build: cc embed.c $(pkg-config --cflags
 * --libs loopc). Usage: embed [PROGRAM-TEXT] (default: the one below). */
#include <loopc.h>
#include <stdio.h>
#include <string.h>

static const char program[] =
    "func.func @axpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %n = memref.dim %x, %c0 : memref<?xf32>\n"
    "  scf.for %i = %c0 to %n step %c1 {\n"
    "    %xi = memref.load %x[%i] : memref<?xf32>\n"
    "    %yi = memref.load %y[%i] : memref<?xf32>\n"
    "    %p = arith.mulf %a, %xi : f32\n"
    "    %s = arith.addf %p, %yi : f32\n"
    "    memref.store %s, %y[%i] : memref<?xf32>\n"
    "  }\n"
    "  return\n"
    "}\n";

static void report(void *errors, loopc_severity severity, const char *file, int line,
                   int column, const char *message) {
  *(int *)errors += severity == LOOPC_SEVERITY_ERROR;
  fprintf(stderr, "%s:%d:%d: %s: %s\n", file ? file : "-", line, column,
          loopc_severity_name(severity), message);
}

int main(int argc, char **argv) {
  const char *text = argc > 1 ? argv[1] : program;
  int errors = 0;
  loopc_context *ctx = loopc_context_create();
  loopc_context_set_diagnostic_handler(ctx, report, &errors);
  loopc_module *m = loopc_parse_string(ctx, text, strlen(text), "input.mlir");
  int ok = m && loopc_module_verify(m) == LOOPC_SUCCESS &&
           loopc_module_run_pipeline(m, "-O2") == LOOPC_SUCCESS &&
           loopc_module_emit_c(m, 0, stdout) == LOOPC_SUCCESS;
  loopc_module_destroy(m);
  loopc_context_destroy(ctx);
  fprintf(stderr, "loopc %s: %d error(s)\n", loopc_version(), errors);
  return ok ? 0 : 1;
}
