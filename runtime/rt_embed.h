/* rt_embed.h: the runtime library's source text, compiled into loopc so that
 * `loopc run` can build it next to a program and `--embed-runtime` can copy it
 * into a generated file. Both are generated at build time from runtime/. */
#ifndef LOOPC_RT_EMBED_H
#define LOOPC_RT_EMBED_H

#include <stddef.h>

/* loopc_runtime.h and loopc_runtime.c, NUL-terminated; _len excludes the NUL. */
extern const char rt_header_source[];
extern const size_t rt_header_source_len;
extern const char rt_runtime_source[];
extern const size_t rt_runtime_source_len;

#endif
