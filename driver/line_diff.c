/* line_diff.c: Myers' O(ND) shortest edit script over lines (see line_diff.h).
 *
 * The common head and tail are stripped first (a pass usually changes a few
 * lines of a long text), lines are compared by a 64-bit hash before their
 * bytes, and the furthest-reaching x of every diagonal is kept for each edit
 * count d (d + 1 values), so the trace takes O(D^2) memory and is walked back
 * to mark the edits. max_edits bounds D. */
#include "line_diff.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../ir/arena.h"

enum { DEFAULT_MAX_EDITS = 2000 };

static uint64_t line_hash(const DiffLine *l) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (size_t i = 0; i < l->len; i++)
    h = (h ^ (unsigned char)l->s[i]) * 0x100000001b3ULL;
  return h;
}

typedef struct Side {
  const DiffLine *lines;
  const uint64_t *hash;
} Side;

static bool same(const Side *a, int i, const Side *b, int j) {
  return a->hash[i] == b->hash[j] && a->lines[i].len == b->lines[j].len &&
         memcmp(a->lines[i].s, b->lines[j].s, a->lines[i].len) == 0;
}

/* x on diagonal k after d edits; trace[d] holds k = -d, -d + 2, ..., d. */
static int trace_x(int *const *trace, int d, int k) { return trace[d][(k + d) / 2]; }

/* Marks the edits between a[0..n) and b[0..m), a starting at old line aoff
 * and b at new line boff; returns false when more than max edits are
 * needed. */
static bool myers(const Side *a, int n, const Side *b, int m, int max, LineDiff *d, int aoff,
                  int boff) {
  int limit = n + m < max ? n + m : max;
  int **trace = xcalloc((size_t)limit + 1, sizeof *trace);
  int found = -1;
  for (int e = 0; e <= limit && found < 0; e++) {
    trace[e] = xmalloc(sizeof(int) * (size_t)(e + 1));
    for (int k = -e; k <= e; k += 2) {
      int x;
      if (e == 0)
        x = 0;
      else if (k == -e || (k != e && trace_x(trace, e - 1, k - 1) < trace_x(trace, e - 1, k + 1)))
        x = trace_x(trace, e - 1, k + 1); /* down: b[y] inserted */
      else
        x = trace_x(trace, e - 1, k - 1) + 1; /* right: a[x] deleted */
      int y = x - k;
      while (x < n && y < m && same(a, x, b, y))
        x++, y++;
      trace[e][(k + e) / 2] = x;
      if (x >= n && y >= m) {
        found = e;
        break;
      }
    }
  }
  if (found >= 0) {
    int x = n, y = m;
    for (int e = found; e > 0; e--) {
      int k = x - y;
      bool down = k == -e || (k != e && trace_x(trace, e - 1, k - 1) < trace_x(trace, e - 1, k + 1));
      int pk = down ? k + 1 : k - 1;
      int px = trace_x(trace, e - 1, pk), py = px - pk;
      if (down) {
        d->added[boff + py] = true;
        d->nadded++;
      } else {
        d->removed_before[boff + py]++;
        d->deleted[aoff + px] = true;
        d->nremoved++;
      }
      x = px;
      y = py;
    }
  }
  for (int e = 0; e <= limit; e++)
    free(trace[e]);
  free(trace);
  return found >= 0;
}

/* l without the digits of its SSA names (a `%` and the name's characters
 * after it), into a malloc'd copy. */
static DiffLine without_ssa_numbers(const DiffLine *l) {
  char *s = xmalloc(l->len + 1);
  size_t n = 0;
  bool in_name = false;
  for (size_t i = 0; i < l->len; i++) {
    char c = l->s[i];
    bool name_char = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                     c == '_' || c == '.' || c == '$' || c == '-';
    if (c == '%')
      in_name = true;
    else if (!name_char)
      in_name = false;
    if (!(in_name && c >= '0' && c <= '9'))
      s[n++] = c;
  }
  return (DiffLine){s, n};
}

void line_diff(const DiffLine *old, int nold, const DiffLine *new_, int nnew, int max_edits,
               unsigned flags, LineDiff *d) {
  DiffLine *na = NULL, *nb = NULL;
  if (flags & LINE_DIFF_SSA_NUMBERS) {
    na = xmalloc(sizeof *na * ((size_t)nold + 1));
    nb = xmalloc(sizeof *nb * ((size_t)nnew + 1));
    for (int i = 0; i < nold; i++)
      na[i] = without_ssa_numbers(&old[i]);
    for (int i = 0; i < nnew; i++)
      nb[i] = without_ssa_numbers(&new_[i]);
    old = na;
    new_ = nb;
  }
  d->added = xcalloc((size_t)nnew + 1, sizeof *d->added);
  d->deleted = xcalloc((size_t)nold + 1, sizeof *d->deleted);
  d->removed_before = xcalloc((size_t)nnew + 1, sizeof *d->removed_before);
  d->nadded = d->nremoved = 0;
  d->exact = true;
  uint64_t *ha = xmalloc(sizeof *ha * ((size_t)nold + 1));
  uint64_t *hb = xmalloc(sizeof *hb * ((size_t)nnew + 1));
  for (int i = 0; i < nold; i++)
    ha[i] = line_hash(&old[i]);
  for (int i = 0; i < nnew; i++)
    hb[i] = line_hash(&new_[i]);
  Side a = {old, ha}, b = {new_, hb};
  int head = 0;
  while (head < nold && head < nnew && same(&a, head, &b, head))
    head++;
  int tail = 0;
  while (tail < nold - head && tail < nnew - head && same(&a, nold - 1 - tail, &b, nnew - 1 - tail))
    tail++;
  int n = nold - head - tail, m = nnew - head - tail;
  Side am = {old + head, ha + head}, bm = {new_ + head, hb + head};
  if (!myers(&am, n, &bm, m, max_edits > 0 ? max_edits : DEFAULT_MAX_EDITS, d, head, head)) {
    /* Too different to be worth an exact answer: the middle was replaced. */
    d->exact = false;
    d->nadded = m;
    d->nremoved = n;
    memset(d->added, 0, sizeof *d->added * ((size_t)nnew + 1));
    memset(d->deleted, 0, sizeof *d->deleted * ((size_t)nold + 1));
    memset(d->removed_before, 0, sizeof *d->removed_before * ((size_t)nnew + 1));
    for (int i = 0; i < m; i++)
      d->added[head + i] = true;
    for (int i = 0; i < n; i++)
      d->deleted[head + i] = true;
    d->removed_before[head] = n;
  }
  free(ha);
  free(hb);
  for (int i = 0; na && i < nold; i++)
    free((char *)na[i].s);
  for (int i = 0; nb && i < nnew; i++)
    free((char *)nb[i].s);
  free(na);
  free(nb);
}

void line_diff_free(LineDiff *d) {
  free(d->added);
  free(d->deleted);
  d->deleted = NULL;
  free(d->removed_before);
  d->added = NULL;
  d->removed_before = NULL;
}
