/* wideint.h: integers wider than 64 bits (MLIR's APInt for iN, N > 64):
 * two's complement values of w bits in (w + 63) / 64 little-endian 64-bit
 * words, the bits above w zero. What the parser, the printer and the
 * folders need of them: reading a literal, writing it in decimal, and the
 * arithmetic arith's folds do (docs/DESIGN.md, "Wide integers"). */
#ifndef LOOPC_WIDEINT_H
#define LOOPC_WIDEINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arena.h"

/* Words of a w-bit value (at least one). */
static inline int ir_wide_nwords(unsigned w) { return w ? (int)((w + 63) / 64) : 1; }
/* Clears the bits of x above w. */
void ir_wide_mask(uint64_t *x, unsigned w);
/* v sign-extended to w bits. */
void ir_wide_from_i64(uint64_t *x, unsigned w, int64_t v);
/* x's sign bit (bit w - 1). */
bool ir_wide_is_neg(const uint64_t *x, unsigned w);
/* x = -x mod 2^w. */
void ir_wide_neg(uint64_t *x, unsigned w);
/* r = a op b mod 2^w (r may be a or b, except for mul). */
void ir_wide_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w);
void ir_wide_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w);
void ir_wide_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w);
/* -1, 0 or 1 as a is below, equal to or above b, read signed or not. */
int ir_wide_cmp(const uint64_t *a, const uint64_t *b, unsigned w, bool is_signed);
/* x (w bits) into r of rw bits: truncated, or extended with its sign bit
 * (sign) or zeros. */
void ir_wide_resize(uint64_t *r, unsigned rw, const uint64_t *x, unsigned w, bool sign);
/* A literal's digits (decimal, or hex after 0x) s[0..n) as a magnitude of
 * nw words; false when it needs more. */
bool ir_wide_parse_mag(const char *s, size_t n, uint64_t *x, int nw);
/* x in decimal, read as signed or not, in arena a. */
char *ir_wide_to_dec(Arena *a, const uint64_t *x, unsigned w, bool is_signed);

#endif
