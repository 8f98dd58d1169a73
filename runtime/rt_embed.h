/* rt_embed.h: the runtime library's source text, compiled into loopc so that
 * `loopc run` can build it next to a program and `--embed-runtime` can copy it
 * into a generated file. Both are generated at build time from runtime/. */
#ifndef LOOPC_RT_EMBED_H
#define LOOPC_RT_EMBED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* loopc_runtime.h and loopc_runtime.c, NUL-terminated; _len excludes the NUL. */
extern const char rt_header_source[];
extern const size_t rt_header_source_len;
extern const char rt_runtime_source[];
extern const size_t rt_runtime_source_len;

/* Writes the header and the implementation as one block that needs only
 * standard headers (the implementation's #include of the header is dropped).
 * Returns false on a write error. */
bool rt_embed_write(FILE *out);

/* Whether the runtime defines a function with this C name (printF32,
 * printMemrefF32, rtclock, rt_alloc, rt_grow_rows_f32_2, ...). With
 * --embed-runtime the C backend should not emit its own prototype for such a
 * function: the embedded header already declares it with the runtime's exact
 * signature (printMemref* take (int64_t rank, void *descriptor)). */
bool rt_embed_provides(const char *name);

#endif
