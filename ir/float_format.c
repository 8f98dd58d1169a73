/* float_format.c: float values as MLIR prints them (LLVM APFloat's
 * algorithm): six digits in exponent form when they read back to the same
 * value in the type's format (f16, bf16, f32, f64), else the shortest
 * digits that do, else the bits in hex. The IR printer's floats. */
#include "float_format.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>


/* A binary float format: exponent and stored mantissa bits. */
typedef struct FloatFmt {
  int ebits, mbits;
} FloatFmt;

static FloatFmt float_fmt(const IrType *t) {
  if (t && t->kind == TY_FLOAT) {
    if (t->width == 16)
      return t->is_bf16 ? (FloatFmt){8, 7} : (FloatFmt){5, 10};
    if (t->width == 32)
      return (FloatFmt){8, 23};
  }
  return (FloatFmt){11, 52};
}

/* Rounds a double to the format (nearest-even) and returns its bits. */
static uint64_t double_to_bits(double v, FloatFmt f) {
  uint64_t d;
  memcpy(&d, &v, 8);
  if (f.ebits == 11)
    return d;
  if (f.ebits == 8 && f.mbits == 23) {
    float x = (float)v;
    uint32_t b;
    memcpy(&b, &x, 4);
    return b;
  }
  uint64_t sign = d >> 63;
  int e = (int)((d >> 52) & 0x7FF);
  uint64_t m = d & ((1ULL << 52) - 1);
  int bias = (1 << (f.ebits - 1)) - 1;
  uint64_t emax = (1ULL << f.ebits) - 1;
  uint64_t sbit = sign << (f.ebits + f.mbits);
  if (e == 0x7FF) {
    if (m == 0)
      return sbit | (emax << f.mbits);
    uint64_t pm = m >> (52 - f.mbits);
    return sbit | (emax << f.mbits) | (pm ? pm : 1ULL << (f.mbits - 1));
  }
  if (e == 0 && m == 0)
    return sbit;
  /* value = sig * 2^exp with sig having 53 significant bits (normal). */
  uint64_t sig = e ? (m | (1ULL << 52)) : m;
  int exp = (e ? e : 1) - 1075;
  /* Target: sig' * 2^(E - bias - mbits), sig' < 2^(mbits+1). */
  int top = 63 - __builtin_clzll(sig); /* value in [2^(top+exp), 2^(top+exp+1)) */
  int ue = top + exp;                  /* unbiased exponent */
  int te = ue + bias;                  /* biased target exponent */
  int shift;                           /* bits of sig to drop */
  if (te >= 1)
    shift = top - f.mbits;
  else
    shift = top - f.mbits + (1 - te); /* subnormal */
  uint64_t q;
  if (shift <= 0) {
    q = sig << -shift;
  } else if (shift >= 64) {
    q = 0;
  } else {
    q = sig >> shift;
    uint64_t rem = sig & ((1ULL << shift) - 1);
    uint64_t half = 1ULL << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
      q++;
  }
  if (te < 1) {
    /* Subnormal (q may have rounded up into the smallest normal). */
    return sbit | q;
  }
  if (q >> (f.mbits + 1)) {
    q >>= 1;
    te++;
  }
  if ((uint64_t)te >= emax)
    return sbit | (emax << f.mbits);
  return sbit | ((uint64_t)te << f.mbits) | (q & ((1ULL << f.mbits) - 1));
}

/* A small unsigned bignum, enough for any double's exact decimal
 * expansion (at most 53 + 1074 * log2(5) < 2600 bits). */
#define BIG_LIMBS 96
typedef struct Big {
  uint32_t d[BIG_LIMBS];
  int n;
} Big;

static void big_mul(Big *b, uint32_t m) {
  uint64_t carry = 0;
  for (int i = 0; i < b->n; i++) {
    uint64_t x = (uint64_t)b->d[i] * m + carry;
    b->d[i] = (uint32_t)x;
    carry = x >> 32;
  }
  if (carry && b->n < BIG_LIMBS)
    b->d[b->n++] = (uint32_t)carry;
}

static uint32_t big_div(Big *b, uint32_t m) {
  uint64_t rem = 0;
  for (int i = b->n - 1; i >= 0; i--) {
    uint64_t x = (rem << 32) | b->d[i];
    b->d[i] = (uint32_t)(x / m);
    rem = x % m;
  }
  while (b->n && !b->d[b->n - 1])
    b->n--;
  return (uint32_t)rem;
}

static void big_shl(Big *b, int s) {
  int limbs = s / 32, bits = s % 32;
  if (b->n == 0)
    return;
  int n = b->n + limbs + 1;
  if (n > BIG_LIMBS)
    n = BIG_LIMBS;
  for (int i = n - 1; i >= 0; i--) {
    int src = i - limbs;
    uint32_t hi = src >= 0 && src < b->n ? b->d[src] : 0;
    uint32_t lo = src - 1 >= 0 && src - 1 < b->n ? b->d[src - 1] : 0;
    b->d[i] = bits ? (hi << bits) | (lo >> (32 - bits)) : hi;
  }
  b->n = n;
  while (b->n && !b->d[b->n - 1])
    b->n--;
}

static unsigned big_bits(const Big *b) {
  if (!b->n)
    return 0;
  return (unsigned)(32 * (b->n - 1) + (32 - __builtin_clz(b->d[b->n - 1])));
}

/* LLVM's APFloat::toString for a finite nonzero value sig * 2^exp, so that
 * floats print exactly as mlir-opt prints them (its rounding quirks
 * included). Writes into s (room for 64 chars plus the digits). */
static void apfloat_to_string(char *s, bool neg, int exp, uint64_t sig, unsigned sem_prec,
                              unsigned prec, unsigned max_pad, bool trunc_zero) {
  char *p = s;
  if (neg)
    *p++ = '-';
  if (!prec)
    prec = 2 + sem_prec * 59 / 196;
  int tz = __builtin_ctzll(sig);
  exp += tz;
  sig >>= tz;
  Big b = {{(uint32_t)sig, (uint32_t)(sig >> 32)}, sig >> 32 ? 2 : 1};
  if (exp > 0) {
    big_shl(&b, exp);
    exp = 0;
  } else if (exp < 0) {
    int texp = -exp;
    while (texp >= 13) {
      big_mul(&b, 1220703125u); /* 5^13 */
      texp -= 13;
    }
    uint32_t f = 1;
    while (texp--)
      f *= 5;
    big_mul(&b, f);
  }
  /* AdjustToPrecision on the integer: drops (truncates) surplus digits. */
  unsigned bits = big_bits(&b);
  unsigned required = (prec * 196 + 58) / 59;
  if (bits > required) {
    unsigned tens = (bits - required) * 59 / 196;
    exp += (int)tens;
    while (tens >= 9) {
      big_div(&b, 1000000000u);
      tens -= 9;
    }
    uint32_t f = 1;
    while (tens--)
      f *= 10;
    if (f > 1)
      big_div(&b, f);
  }
  /* Digits, least significant first, trailing zeros folded into exp. */
  char digits[900];
  unsigned nd = 0;
  bool trail = true;
  while (b.n && nd < sizeof digits) {
    unsigned d = big_div(&b, 10);
    if (trail && !d)
      exp++;
    else {
      digits[nd++] = (char)('0' + d);
      trail = false;
    }
  }
  /* AdjustToPrecision on the digits: rounds half up on the first dropped. */
  if (nd > prec) {
    unsigned first = nd - prec;
    if (digits[first - 1] < '5') {
      while (first < nd && digits[first] == '0')
        first++;
    } else {
      unsigned i;
      for (i = first; i != nd; i++) {
        if (digits[i] == '9')
          first++;
        else {
          digits[i]++;
          break;
        }
      }
      if (first == nd) {
        exp += (int)first;
        digits[0] = '1';
        nd = 1;
        goto adjusted;
      }
    }
    exp += (int)first;
    memmove(digits, digits + first, nd - first);
    nd -= first;
  }
adjusted:;
  bool sci;
  if (!max_pad)
    sci = true;
  else if (exp >= 0)
    sci = (unsigned)exp > max_pad || nd + (unsigned)exp > prec;
  else {
    int msd = exp + (int)(nd - 1);
    sci = msd >= 0 ? false : (unsigned)-msd > max_pad;
  }
  if (sci) {
    exp += (int)(nd - 1);
    *p++ = digits[nd - 1];
    *p++ = '.';
    if (nd == 1 && trunc_zero)
      *p++ = '0';
    else
      for (unsigned i = 1; i != nd; i++)
        *p++ = digits[nd - 1 - i];
    if (!trunc_zero && prec > nd - 1)
      for (unsigned i = 0; i < prec - nd + 1; i++)
        *p++ = '0';
    *p++ = trunc_zero ? 'E' : 'e';
    *p++ = exp >= 0 ? '+' : '-';
    if (exp < 0)
      exp = -exp;
    char eb[8];
    int ne = 0;
    do {
      eb[ne++] = (char)('0' + exp % 10);
      exp /= 10;
    } while (exp);
    if (!trunc_zero && ne < 2)
      eb[ne++] = '0';
    while (ne)
      *p++ = eb[--ne];
    *p = 0;
    return;
  }
  if (exp >= 0) {
    for (unsigned i = 0; i != nd; i++)
      *p++ = digits[nd - 1 - i];
    for (int i = 0; i < exp; i++)
      *p++ = '0';
    *p = 0;
    return;
  }
  int whole = exp + (int)nd;
  unsigned i = 0;
  if (whole > 0) {
    for (; i != (unsigned)whole; i++)
      *p++ = digits[nd - i - 1];
    *p++ = '.';
  } else {
    *p++ = '0';
    *p++ = '.';
    for (int z = 0; z < -whole; z++)
      *p++ = '0';
  }
  for (; i != nd; i++)
    *p++ = digits[nd - i - 1];
  *p = 0;
}

/* Formats float bits of format f the way MLIR does: `%e`-style when that
 * reads back exactly, else the shortest faithful decimal if it has a '.',
 * else (and for NaN/inf) the bit pattern in hex. */
static void format_float_bits(char *s, uint64_t bits, FloatFmt f) {
  int emax = (1 << f.ebits) - 1;
  int bias = (1 << (f.ebits - 1)) - 1;
  bool neg = (bits >> (f.ebits + f.mbits)) & 1;
  int e = (int)((bits >> f.mbits) & (uint64_t)emax);
  uint64_t m = bits & ((1ULL << f.mbits) - 1);
  if (e != emax) {
    if (e == 0 && m == 0) {
      strcpy(s, neg ? "-0.000000e+00" : "0.000000e+00");
      return;
    }
    uint64_t sig = e ? (m | (1ULL << f.mbits)) : m;
    int exp = (e ? e : 1) - bias - f.mbits;
    unsigned sem_prec = (unsigned)f.mbits + 1;
    apfloat_to_string(s, neg, exp, sig, sem_prec, 6, 0, false);
    uint64_t back;
    if (f.ebits == 8 && f.mbits == 23) {
      float x = strtof(s, NULL);
      uint32_t b32;
      memcpy(&b32, &x, 4);
      back = b32;
    } else {
      back = double_to_bits(strtod(s, NULL), f);
    }
    if (back == bits)
      return;
    apfloat_to_string(s, neg, exp, sig, sem_prec, 0, 3, true);
    if (strchr(s, '.'))
      return;
  }
  static const char hex[] = "0123456789ABCDEF";
  char tmp[20];
  int n = 0;
  do {
    tmp[n++] = hex[bits & 15];
    bits >>= 4;
  } while (bits);
  *s++ = '0';
  *s++ = 'x';
  while (n)
    *s++ = tmp[--n];
  *s = 0;
}

void ir_float_format_bits(char *buf, uint64_t bits, const IrType *t) {
  format_float_bits(buf, bits, float_fmt(t));
}

void ir_float_format(char *buf, double v, const IrType *t) {
  FloatFmt f = float_fmt(t);
  format_float_bits(buf, double_to_bits(v, f), f);
}

/* ================= float16 and bfloat16 bits (ir_half_*) ================= */

double ir_half_to_double(uint16_t h, bool bf16) {
  if (bf16) {
    uint32_t bits = (uint32_t)h << 16;
    float f;
    memcpy(&f, &bits, 4);
    return f;
  }
  int sign = h >> 15, exp = (h >> 10) & 0x1f, man = h & 0x3ff;
  double v;
  if (exp == 0)
    v = ldexp(man, -24);
  else if (exp == 31)
    v = man ? NAN : INFINITY;
  else
    v = ldexp(man | 0x400, exp - 25);
  return sign ? -v : v;
}

uint16_t ir_double_to_half(double d, bool bf16) {
  float f = (float)d;
  uint32_t x;
  memcpy(&x, &f, 4);
  if (bf16) {
    if ((x & 0x7fffffff) > 0x7f800000)
      return (uint16_t)((x >> 16) | 0x40);
    uint32_t r = x + 0x7fff + ((x >> 16) & 1); /* round to nearest even */
    return (uint16_t)(r >> 16);
  }
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000);
  float a = fabsf(f);
  if (isnan(a))
    return sign | 0x7e00;
  if (a >= 65520.0f)
    return sign | 0x7c00;
  if (a < ldexpf(1, -24) / 2)
    return sign;
  int e;
  float m = frexpf(a, &e); /* a = m * 2^e, m in [0.5, 1) */
  if (e < -13) {            /* subnormal: units of 2^-24 */
    return sign | (uint16_t)lrintf(ldexpf(a, 24));
  }
  uint32_t mant = (uint32_t)lrintf(ldexpf(m, 11)); /* 11 bits incl. hidden one */
  if (mant == 2048) {
    mant = 1024;
    e++;
  }
  return sign | (uint16_t)(((e + 14) << 10) | (mant & 0x3ff));
}
