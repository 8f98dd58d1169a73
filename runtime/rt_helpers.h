/* rt_helpers.h: the runtime helpers of the generated C (the files of runtime/helpers/,
 * listed in runtime/helpers/helpers.def): small static functions a generated
 * file defines for itself when its code uses them (loopc_alloc,
 * loopc_maximum_f32, ...), so that it needs no library. Their texts are
 * embedded into libloopc at build time; the C backend names the helpers it
 * uses (HELP_*) and rt_helpers_write writes those and what they need. */
#ifndef LOOPC_RT_HELPERS_H
#define LOOPC_RT_HELPERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* One per row of helpers.def: HELP_FAIL, HELP_ALIGN, ... */
typedef enum RtHelper {
#define LOOPC_HELPER(NAME, file, needs) HELP_##NAME,
#include "helpers/helpers.def"
#undef LOOPC_HELPER
  HELP_COUNT
} RtHelper;

/* A set of helpers, one bit per RtHelper. */
typedef uint64_t RtHelperSet;
#define RT_NEEDS(NAME) ((RtHelperSet)1 << HELP_##NAME)
#define RT_NEEDS_NONE ((RtHelperSet)0)

typedef struct RtHelperInfo {
  const char *file;   /* runtime/helpers/<file>.c */
  const char *text;   /* its contents, NUL-terminated */
  RtHelperSet needs;  /* the helpers its text uses (rows above it) */
} RtHelperInfo;

/* Indexed by RtHelper. */
extern const RtHelperInfo rt_helpers[HELP_COUNT];

/* set with every helper a member needs, directly or not. */
RtHelperSet rt_helpers_closure(RtHelperSet set);

/* Writes the helpers of set and those they need, in the order of
 * helpers.def, each followed by an empty line. Returns false on a write
 * error. */
bool rt_helpers_write(FILE *out, RtHelperSet set);

#endif
