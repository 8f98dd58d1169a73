/* checked.h: overflow-checked arithmetic for sizes, strides, offsets and
 * element counts.
 *
 * Shapes come from input files, so every product or sum of dimensions that
 * loopc computes can overflow; these helpers make the check part of the
 * operation rather than an afterthought at each call site. Each returns
 * false on overflow (and leaves *r unspecified), true otherwise. They use
 * the GCC/clang overflow builtins, which compile to one instruction and a
 * branch on the overflow flag. */
#ifndef LOOPC_CHECKED_H
#define LOOPC_CHECKED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

static inline bool ck_add(int64_t a, int64_t b, int64_t *r) { return !__builtin_add_overflow(a, b, r); }
static inline bool ck_mul(int64_t a, int64_t b, int64_t *r) { return !__builtin_mul_overflow(a, b, r); }

#endif
