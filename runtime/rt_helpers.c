/* rt_helpers.c: the table of the generated C's runtime helpers, built from
 * helpers/helpers.def and the texts runtime/meson.build embeds (rt_helper_<file>). */
#include "rt_helpers.h"

_Static_assert(HELP_COUNT <= 64, "RtHelperSet has one bit per helper");

/* Each helper comes after the ones it needs, so that the generated file
 * defines them first and a closure is one pass from the last row up. */
#define LOOPC_HELPER(NAME, file, needs)                                                  \
  _Static_assert((needs) < RT_NEEDS(NAME),                                               \
                 "helpers.def: what " #NAME " needs must be listed above it");
#include "helpers/helpers.def"
#undef LOOPC_HELPER

#define LOOPC_HELPER(NAME, file, needs) extern const char rt_helper_##file[];
#include "helpers/helpers.def"
#undef LOOPC_HELPER

const RtHelperInfo rt_helpers[HELP_COUNT] = {
#define LOOPC_HELPER(NAME, file, needs)                                                  \
  [HELP_##NAME] = {#file, rt_helper_##file, needs},
#include "helpers/helpers.def"
#undef LOOPC_HELPER
};

RtHelperSet rt_helpers_closure(RtHelperSet set) {
  for (int i = HELP_COUNT - 1; i >= 0; i--)
    if (set & ((RtHelperSet)1 << i))
      set |= rt_helpers[i].needs;
  return set;
}

bool rt_helpers_write(FILE *out, RtHelperSet set) {
  set = rt_helpers_closure(set);
  for (int i = 0; i < HELP_COUNT; i++)
    if (set & ((RtHelperSet)1 << i)) {
      fputs(rt_helpers[i].text, out);
      fputc('\n', out);
    }
  return !ferror(out);
}
