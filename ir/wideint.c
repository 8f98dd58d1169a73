/* wideint.c: arithmetic on integers wider than 64 bits, word by word
 * (schoolbook; the widths MLIR's tests use are a few words). */
#include "wideint.h"

#include <stdlib.h>
#include <string.h>

void ir_wide_mask(uint64_t *x, unsigned w) {
  int n = ir_wide_nwords(w);
  unsigned top = w % 64;
  if (w == 0)
    x[0] = 0;
  else if (top)
    x[n - 1] &= (1ull << top) - 1;
}

void ir_wide_from_i64(uint64_t *x, unsigned w, int64_t v) {
  int n = ir_wide_nwords(w);
  x[0] = (uint64_t)v;
  for (int i = 1; i < n; i++)
    x[i] = v < 0 ? ~0ull : 0;
  ir_wide_mask(x, w);
}

bool ir_wide_is_neg(const uint64_t *x, unsigned w) {
  return w && (x[(w - 1) / 64] >> ((w - 1) % 64)) & 1;
}

void ir_wide_neg(uint64_t *x, unsigned w) {
  int n = ir_wide_nwords(w);
  uint64_t carry = 1;
  for (int i = 0; i < n; i++) {
    uint64_t t = ~x[i] + carry;
    carry = carry && t == 0;
    x[i] = t;
  }
  ir_wide_mask(x, w);
}

void ir_wide_add(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  int n = ir_wide_nwords(w);
  uint64_t carry = 0;
  for (int i = 0; i < n; i++) {
    uint64_t s = a[i] + b[i];
    uint64_t c1 = s < a[i];
    uint64_t t = s + carry;
    carry = c1 | (t < s);
    r[i] = t;
  }
  ir_wide_mask(r, w);
}

void ir_wide_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  int n = ir_wide_nwords(w);
  uint64_t borrow = 0;
  for (int i = 0; i < n; i++) {
    uint64_t d = a[i] - b[i];
    uint64_t b1 = a[i] < b[i];
    uint64_t t = d - borrow;
    borrow = b1 | (d < borrow);
    r[i] = t;
  }
  ir_wide_mask(r, w);
}

/* hi:lo = a * b, from 32-bit halves (C11 has no 128-bit type). */
static void mul64(uint64_t a, uint64_t b, uint64_t *lo, uint64_t *hi) {
  uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
  uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  uint64_t mid = (ll >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  *lo = (ll & 0xffffffffu) | (mid << 32);
  *hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

void ir_wide_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned w) {
  int n = ir_wide_nwords(w);
  uint64_t *acc = calloc((size_t)n + 1, sizeof *acc);
  for (int i = 0; i < n; i++) {
    uint64_t carry = 0;
    for (int j = 0; i + j < n; j++) {
      uint64_t lo, hi;
      mul64(a[i], b[j], &lo, &hi);
      uint64_t s = acc[i + j] + lo;
      hi += s < lo;
      s += carry;
      hi += s < carry;
      acc[i + j] = s;
      carry = hi;
    }
  }
  memcpy(r, acc, sizeof *r * (size_t)n);
  free(acc);
  ir_wide_mask(r, w);
}

int ir_wide_cmp(const uint64_t *a, const uint64_t *b, unsigned w, bool is_signed) {
  if (is_signed) {
    bool na = ir_wide_is_neg(a, w), nb = ir_wide_is_neg(b, w);
    if (na != nb)
      return na ? -1 : 1;
  }
  for (int i = ir_wide_nwords(w) - 1; i >= 0; i--)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

void ir_wide_resize(uint64_t *r, unsigned rw, const uint64_t *x, unsigned w, bool sign) {
  int rn = ir_wide_nwords(rw), n = ir_wide_nwords(w);
  bool neg = sign && ir_wide_is_neg(x, w);
  for (int i = 0; i < rn; i++)
    r[i] = i < n ? x[i] : neg ? ~0ull : 0;
  if (neg && rw > w && w % 64) /* the top word of x: fill above bit w */
    r[n - 1] |= ~0ull << (w % 64);
  ir_wide_mask(r, rw);
}

/* x = x * m + d over nw words; false on overflow. */
static bool mul_add(uint64_t *x, int nw, uint64_t m, uint64_t d) {
  uint64_t carry = d;
  for (int i = 0; i < nw; i++) {
    uint64_t lo, hi;
    mul64(x[i], m, &lo, &hi);
    uint64_t s = lo + carry;
    hi += s < lo;
    x[i] = s;
    carry = hi;
  }
  return carry == 0;
}

bool ir_wide_parse_mag(const char *s, size_t n, uint64_t *x, int nw) {
  memset(x, 0, sizeof *x * (size_t)nw);
  bool hex = n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
  for (size_t i = hex ? 2 : 0; i < n; i++) {
    uint64_t d = s[i] <= '9' ? (uint64_t)(s[i] - '0') : (uint64_t)((s[i] | 0x20) - 'a' + 10);
    if (!mul_add(x, nw, hex ? 16 : 10, d))
      return false;
  }
  return true;
}

/* x = x / d, returning the remainder (d below 2^32, so that each step's
 * dividend fits 64 bits in two halves). */
static uint32_t div_small(uint64_t *x, int n, uint32_t d) {
  uint64_t rem = 0;
  for (int i = n - 1; i >= 0; i--) {
    uint64_t hi = (rem << 32) | (x[i] >> 32);
    uint64_t qh = hi / d;
    rem = hi % d;
    uint64_t lo = (rem << 32) | (x[i] & 0xffffffffu);
    uint64_t ql = lo / d;
    rem = lo % d;
    x[i] = (qh << 32) | ql;
  }
  return (uint32_t)rem;
}

char *ir_wide_to_dec(Arena *a, const uint64_t *x, unsigned w, bool is_signed) {
  int n = ir_wide_nwords(w);
  uint64_t *t = calloc((size_t)n, sizeof *t);
  memcpy(t, x, sizeof *t * (size_t)n);
  bool neg = is_signed && ir_wide_is_neg(t, w);
  if (neg)
    ir_wide_neg(t, w);
  /* 64 bits take at most 20 digits */
  size_t cap = (size_t)n * 20 + 2;
  char *buf = arena_alloc(a, cap + 1);
  size_t k = cap;
  buf[k] = 0;
  bool zero;
  do {
    uint32_t r = div_small(t, n, 1000000000u);
    zero = true;
    for (int i = 0; i < n; i++)
      zero = zero && t[i] == 0;
    for (int j = 0; j < 9 && (!zero || r); j++) {
      buf[--k] = (char)('0' + r % 10);
      r /= 10;
    }
  } while (!zero);
  if (k == cap)
    buf[--k] = '0';
  if (neg)
    buf[--k] = '-';
  free(t);
  return buf + k;
}
