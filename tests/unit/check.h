/* check.h: the assertion of the C unit tests. A failed CHECK reports
 * file:line and the condition, counts in `failures` and lets the test go
 * on, so one run shows every broken property; main returns non-zero when
 * failures is not zero. */
#ifndef LOOPC_TESTS_CHECK_H
#define LOOPC_TESTS_CHECK_H

#include <stdio.h>

static int failures;

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
      failures++;                                                              \
    }                                                                          \
  } while (0)

#endif
