/* rt_embed.c: writes the runtime's embedded source as one self-contained
 * block of C (header, then implementation) for --embed-runtime. */
#include "rt_embed.h"

#include <stdio.h>
#include <string.h>

bool rt_embed_write(FILE *out) {
  static const char include_line[] = "#include \"loopc_runtime.h\"\n";
  fputs("/* ---- loopc runtime (embedded by --embed-runtime) ---- */\n", out);
  fwrite(rt_header_source, 1, rt_header_source_len, out);
  /* The implementation includes the header by name; it is already above. */
  const char *src = rt_runtime_source;
  const char *inc = strstr(src, include_line);
  if (inc) {
    fwrite(src, 1, (size_t)(inc - src), out);
    src = inc + sizeof include_line - 1;
  }
  fwrite(src, 1, rt_runtime_source_len - (size_t)(src - rt_runtime_source), out);
  fputs("/* ---- end of loopc runtime ---- */\n", out);
  return !ferror(out);
}

bool rt_embed_provides(const char *name) {
  static const char *const names[] = {
      "printI64", "printU64", "printF32", "printF64", "printString", "printOpen",
      "printClose", "printComma", "printNewline", "printMemrefF32", "printMemrefF64",
      "printMemrefI32", "printMemrefI64", "printMemrefInd", "_mlir_ciface_printMemrefF32",
      "_mlir_ciface_printMemrefF64", "_mlir_ciface_printMemrefI32",
      "_mlir_ciface_printMemrefI64", "_mlir_ciface_printMemrefInd", "rt_print_memref",
      "_mlir_ciface_printMemref0dF32", "_mlir_ciface_printMemref1dF32",
      "_mlir_ciface_printMemref2dF32", "_mlir_ciface_printMemref3dF32",
      "_mlir_ciface_printMemref4dF32", "_mlir_ciface_printMemref1dF64",
      "_mlir_ciface_printMemref1dI32", "_mlir_ciface_printMemref1dI64",
      "_mlir_ciface_printMemref1dInd",
      "rtclock", "_mlir_ciface_nanoTime", "rt_alloc", "rt_free", "rt_buffer_init",
      "rt_buffer_reserve", "rt_buffer_append", "rt_buffer_release", "rt_buffer_free",
  };
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp(name, names[i]) == 0)
      return true;
  /* rt_grow_rows_<f32|f64|i8|i32|i64|index>_<1..4> */
  static const char *const sufs[] = {"f32_", "f64_", "i8_", "i32_", "i64_", "index_"};
  if (strncmp(name, "rt_grow_rows_", 13) != 0)
    return false;
  const char *p = name + 13;
  for (size_t i = 0; i < sizeof sufs / sizeof sufs[0]; i++) {
    size_t n = strlen(sufs[i]);
    if (strncmp(p, sufs[i], n) == 0)
      return p[n] >= '1' && p[n] <= '4' && p[n + 1] == 0;
  }
  return false;
}
