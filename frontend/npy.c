/* npy.c: NumPy .npy reader and writer (see npy.h); defensive against
 * malformed input: every length is checked before it is used. */
#include "npy.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
  NpyDtype t;
  const char *descr;
  size_t size;
} dtypes[] = {
    {NPY_BOOL, "|b1", 1}, {NPY_I8, "|i1", 1},  {NPY_I16, "<i2", 2}, {NPY_I32, "<i4", 4},
    {NPY_I64, "<i8", 8},  {NPY_U8, "|u1", 1},  {NPY_U16, "<u2", 2}, {NPY_U32, "<u4", 4},
    {NPY_U64, "<u8", 8},  {NPY_F32, "<f4", 4}, {NPY_F64, "<f8", 8},
};
#define NDTYPES (sizeof dtypes / sizeof dtypes[0])

size_t npy_dtype_size(NpyDtype t) { return dtypes[t].size; }
const char *npy_dtype_descr(NpyDtype t) { return dtypes[t].descr; }

static bool fail(char **err, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *m = malloc((size_t)(n > 0 ? n : 0) + 1);
  if (m) {
    va_start(ap, fmt);
    vsnprintf(m, (size_t)n + 1, fmt, ap);
    va_end(ap);
  }
  *err = m;
  return false;
}

/* "<f4", "=f4" and "|u1" spell the same little-endian type on this host;
 * numpy writes 1-byte types with '|' but accepts '<' too. */
static bool lookup_descr(const char *s, size_t n, NpyDtype *t) {
  if (n != 3 || (s[0] != '<' && s[0] != '|' && s[0] != '='))
    return false;
  for (size_t i = 0; i < NDTYPES; i++)
    if (memcmp(dtypes[i].descr + 1, s + 1, 2) == 0 &&
        (s[0] != '|' || dtypes[i].size == 1)) {
      *t = dtypes[i].t;
      return true;
    }
  return false;
}

bool npy_alloc(NpyArray *a, NpyDtype dtype, int rank, const int64_t *shape) {
  memset(a, 0, sizeof *a);
  a->dtype = dtype;
  a->rank = rank;
  int64_t count = 1;
  for (int i = 0; i < rank; i++) {
    if (shape[i] < 0)
      return false;
    if (shape[i] && count > INT64_MAX / shape[i])
      return false;
    count *= shape[i];
  }
  size_t es = npy_dtype_size(dtype);
  if ((uint64_t)count > SIZE_MAX / es - 64)
    return false;
  size_t bytes = (size_t)count * es;
  bytes = (bytes + 63) & ~(size_t)63;
  a->data = aligned_alloc(64, bytes ? bytes : 64);
  a->shape = rank ? malloc(sizeof(int64_t) * (size_t)rank) : NULL;
  if (!a->data || (rank && !a->shape)) {
    npy_free(a);
    return false;
  }
  memset(a->data, 0, bytes ? bytes : 64);
  if (rank)
    memcpy(a->shape, shape, sizeof(int64_t) * (size_t)rank);
  a->count = count;
  return true;
}

void npy_free(NpyArray *a) {
  free(a->shape);
  free(a->data);
  a->shape = NULL;
  a->data = NULL;
  a->rank = 0;
  a->count = 0;
}

/* ---- the header: a Python dict literal such as
 *   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
 * parsed by a tiny scanner over [p, end). */
typedef struct Scan {
  const char *p, *end;
} Scan;

static void skip_ws(Scan *s) {
  while (s->p < s->end && (*s->p == ' ' || *s->p == '\t' || *s->p == '\n' || *s->p == '\r'))
    s->p++;
}

static bool eat(Scan *s, char c) {
  skip_ws(s);
  if (s->p < s->end && *s->p == c) {
    s->p++;
    return true;
  }
  return false;
}

/* A quoted string ('...' or "..."); returns its bounds without quotes. */
static bool scan_string(Scan *s, const char **str, size_t *n) {
  skip_ws(s);
  if (s->p >= s->end || (*s->p != '\'' && *s->p != '"'))
    return false;
  char q = *s->p++;
  const char *b = s->p;
  while (s->p < s->end && *s->p != q)
    s->p++;
  if (s->p >= s->end)
    return false;
  *str = b;
  *n = (size_t)(s->p - b);
  s->p++;
  return true;
}

static bool scan_word(Scan *s, const char *w) {
  skip_ws(s);
  size_t n = strlen(w);
  if ((size_t)(s->end - s->p) >= n && memcmp(s->p, w, n) == 0) {
    s->p += n;
    return true;
  }
  return false;
}

static bool scan_int(Scan *s, int64_t *v) {
  skip_ws(s);
  int64_t x = 0;
  const char *b = s->p;
  while (s->p < s->end && *s->p >= '0' && *s->p <= '9') {
    int d = *s->p - '0';
    if (x > (INT64_MAX - d) / 10)
      return false;
    x = x * 10 + d;
    s->p++;
  }
  if (s->p < s->end && *s->p == 'L') /* Python 2 longs */
    s->p++;
  *v = x;
  return s->p > b;
}

/* Parses the dict; shape is malloc'd into *shape, also on failure (the
 * caller frees it). */
static bool parse_header_body(const char *h, size_t n, NpyDtype *dtype, int *rank,
                              int64_t **shape, bool *fortran, char **err) {
  Scan s = {h, h + n};
  bool have_descr = false, have_order = false, have_shape = false;
  int cap = 0;
  *rank = 0;
  *shape = NULL;
  if (!eat(&s, '{'))
    return fail(err, "malformed header: expected '{'");
  while (!eat(&s, '}')) {
    const char *key;
    size_t klen;
    if (!scan_string(&s, &key, &klen) || !eat(&s, ':'))
      return fail(err, "malformed header: expected a quoted key and ':'");
    if (klen == 5 && memcmp(key, "descr", 5) == 0) {
      const char *d;
      size_t dlen;
      if (!scan_string(&s, &d, &dlen))
        return fail(err, "malformed header: 'descr' is not a string "
                         "(structured dtypes are not supported)");
      if (!lookup_descr(d, dlen, dtype)) {
        if (dlen > 0 && d[0] == '>')
          return fail(err, "unsupported dtype '%.*s': big-endian data", (int)dlen, d);
        return fail(err, "unsupported dtype '%.*s'", (int)dlen, d);
      }
      have_descr = true;
    } else if (klen == 13 && memcmp(key, "fortran_order", 13) == 0) {
      *fortran = scan_word(&s, "True");
      if (!*fortran && !scan_word(&s, "False"))
        return fail(err, "malformed header: 'fortran_order' is not True or False");
      have_order = true;
    } else if (klen == 5 && memcmp(key, "shape", 5) == 0) {
      if (have_shape)
        return fail(err, "malformed header: duplicate 'shape'");
      if (!eat(&s, '('))
        return fail(err, "malformed header: 'shape' is not a tuple");
      while (!eat(&s, ')')) {
        int64_t d;
        if (!scan_int(&s, &d))
          return fail(err, "malformed header: bad dimension in 'shape'");
        if (*rank == cap) {
          cap = cap ? cap * 2 : 4;
          int64_t *ns = realloc(*shape, sizeof(int64_t) * (size_t)cap);
          if (!ns)
            return fail(err, "out of memory");
          *shape = ns;
        }
        (*shape)[(*rank)++] = d;
        if (!eat(&s, ',')) {
          if (!eat(&s, ')'))
            return fail(err, "malformed header: expected ',' or ')' in 'shape'");
          break;
        }
      }
      have_shape = true;
    } else {
      return fail(err, "malformed header: unknown key '%.*s'", (int)klen, key);
    }
    if (!eat(&s, ',')) {
      if (!eat(&s, '}'))
        return fail(err, "malformed header: expected ',' or '}'");
      break;
    }
  }
  if (!have_descr || !have_order || !have_shape)
    return fail(err, "malformed header: missing '%s'",
                !have_descr ? "descr" : !have_order ? "fortran_order" : "shape");
  return true;
}

static bool parse_header(const char *h, size_t n, NpyDtype *dtype, int *rank, int64_t **shape,
                         bool *fortran, char **err) {
  *shape = NULL;
  *fortran = false;
  if (parse_header_body(h, n, dtype, rank, shape, fortran, err))
    return true;
  free(*shape);
  *shape = NULL;
  return false;
}

/* Fills a's data, in C order, from src, the same array in Fortran order
 * (the first index varies fastest): one pass over the C order with an
 * odometer of the multi-index, whose Fortran offset moves by its strides. */
static bool from_fortran(NpyArray *a, const unsigned char *src) {
  size_t es = npy_dtype_size(a->dtype);
  int64_t *idx = calloc((size_t)a->rank, sizeof *idx), *stride = malloc(sizeof *stride * (size_t)a->rank);
  if (!idx || !stride) {
    free(idx);
    free(stride);
    return false;
  }
  for (int d = 0; d < a->rank; d++)
    stride[d] = d == 0 ? 1 : stride[d - 1] * a->shape[d - 1];
  unsigned char *dst = a->data;
  int64_t off = 0;
  for (int64_t i = 0; i < a->count; i++) {
    memcpy(dst + (size_t)i * es, src + (size_t)off * es, es);
    for (int d = a->rank - 1; d >= 0; d--) { /* the last C index varies fastest */
      off += stride[d];
      if (++idx[d] < a->shape[d])
        break;
      off -= stride[d] * a->shape[d];
      idx[d] = 0;
    }
  }
  free(idx);
  free(stride);
  return true;
}

bool npy_parse(const void *buf, size_t len, NpyArray *out, char **err) {
  const unsigned char *b = buf;
  memset(out, 0, sizeof *out);
  *err = NULL;
  if (len < 8 || memcmp(b, "\x93NUMPY", 6) != 0)
    return fail(err, "not a .npy file (bad magic)");
  unsigned major = b[6];
  size_t hlen, hstart;
  if (major == 1) {
    if (len < 10)
      return fail(err, "truncated header");
    hlen = (size_t)b[8] | (size_t)b[9] << 8;
    hstart = 10;
  } else if (major == 2 || major == 3) {
    if (len < 12)
      return fail(err, "truncated header");
    hlen = (size_t)b[8] | (size_t)b[9] << 8 | (size_t)b[10] << 16 | (size_t)b[11] << 24;
    hstart = 12;
  } else {
    return fail(err, "unsupported .npy format version %u.%u", major, (unsigned)b[7]);
  }
  if (hlen > len - hstart)
    return fail(err, "truncated header");
  NpyDtype dtype = NPY_F32;
  int rank;
  int64_t *shape;
  bool fortran;
  if (!parse_header((const char *)b + hstart, hlen, &dtype, &rank, &shape, &fortran, err))
    return false;
  bool ok = npy_alloc(out, dtype, rank, shape);
  free(shape);
  if (!ok)
    return fail(err, "array too large");
  size_t need = (size_t)out->count * npy_dtype_size(dtype);
  size_t have = len - hstart - hlen;
  if (have < need) {
    npy_free(out);
    return fail(err, "truncated data: expected %zu bytes, found %zu", need, have);
  }
  if (have > need) {
    npy_free(out);
    return fail(err, "%zu bytes of trailing data after the array", have - need);
  }
  if (fortran && rank > 1 && out->count > 1) {
    if (!from_fortran(out, b + hstart + hlen)) {
      npy_free(out);
      return fail(err, "out of memory");
    }
  } else if (need) {
    memcpy(out->data, b + hstart + hlen, need);
  }
  if (dtype == NPY_BOOL) {
    unsigned char *p = out->data;
    for (int64_t i = 0; i < out->count; i++)
      p[i] = p[i] != 0;
  }
  return true;
}

bool npy_read(const char *path, NpyArray *out, char **err) {
  memset(out, 0, sizeof *out);
  *err = NULL;
  FILE *f = fopen(path, "rb");
  if (!f)
    return fail(err, "cannot open: %s", strerror(errno));
  size_t cap = 4096, n = 0;
  unsigned char *buf = malloc(cap);
  while (buf) {
    n += fread(buf + n, 1, cap - n, f);
    if (n < cap)
      break;
    unsigned char *nb = cap > SIZE_MAX / 2 ? NULL : realloc(buf, cap * 2);
    if (!nb) {
      free(buf);
      buf = NULL;
      break;
    }
    buf = nb;
    cap *= 2;
  }
  bool rerr = ferror(f);
  fclose(f);
  if (!buf)
    return fail(err, "out of memory");
  if (rerr) {
    free(buf);
    return fail(err, "read error");
  }
  bool ok = npy_parse(buf, n, out, err);
  free(buf);
  return ok;
}

bool npy_write(const char *path, const NpyArray *a, char **err) {
  *err = NULL;
  /* Header text, then padding so that the data starts at a multiple of 64. */
  size_t cap = 128 + (size_t)a->rank * 24, n = 0;
  char *h = malloc(cap);
  if (!h)
    return fail(err, "out of memory");
  n += (size_t)snprintf(h + n, cap - n, "{'descr': '%s', 'fortran_order': False, 'shape': (",
                        npy_dtype_descr(a->dtype));
  for (int i = 0; i < a->rank; i++)
    n += (size_t)snprintf(h + n, cap - n, "%lld,%s", (long long)a->shape[i],
                          i + 1 < a->rank ? " " : "");
  if (a->rank > 1)
    n--; /* numpy writes (2, 3) but (3,) */
  n += (size_t)snprintf(h + n, cap - n, "), }");
  int version = 1;
  size_t prefix = 10;
  if ((n + 1 + prefix + 63) / 64 * 64 - prefix > 65535) {
    version = 2;
    prefix = 12;
  }
  size_t total = (n + 1 + prefix + 63) / 64 * 64;
  size_t hlen = total - prefix;
  FILE *f = fopen(path, "wb");
  if (!f) {
    free(h);
    return fail(err, "cannot open for writing: %s", strerror(errno));
  }
  unsigned char pre[12] = {0x93, 'N', 'U', 'M', 'P', 'Y', (unsigned char)version, 0};
  pre[8] = (unsigned char)(hlen & 0xff);
  pre[9] = (unsigned char)(hlen >> 8 & 0xff);
  if (version == 2) {
    pre[10] = (unsigned char)(hlen >> 16 & 0xff);
    pre[11] = (unsigned char)(hlen >> 24 & 0xff);
  }
  fwrite(pre, 1, prefix, f);
  fwrite(h, 1, n, f);
  for (size_t i = n; i + 1 < hlen; i++)
    fputc(' ', f);
  fputc('\n', f);
  free(h);
  fwrite(a->data, npy_dtype_size(a->dtype), (size_t)a->count, f);
  bool bad = ferror(f) != 0;
  if (fclose(f) != 0)
    bad = true;
  if (bad) {
    remove(path);
    return fail(err, "write error");
  }
  return true;
}
