/* line_diff_test.c: unit tests of the line diff behind `loopc explain`'s
 * "what this pass changed": fixed cases, then random texts checked against
 * two properties: the edit script turns the old text into the new one, and it
 * is as short as a longest-common-subsequence computation says it can be. */
#include <stdlib.h>
#include <string.h>

#include "../../driver/line_diff.h"

#include "check.h"

/* Lines from a string of one-character lines: "abc" is a, b, c. */
static DiffLine *lines_of(const char *s, int *n) {
  *n = (int)strlen(s);
  DiffLine *l = calloc((size_t)*n + 1, sizeof *l);
  for (int i = 0; i < *n; i++)
    l[i] = (DiffLine){s + i, 1};
  return l;
}

/* Replays d: every kept new line must be the next old line not removed. */
static bool replays(const char *old, const char *new_, const LineDiff *d) {
  size_t o = 0, n = strlen(new_), m = strlen(old);
  for (size_t i = 0; i <= n; i++) {
    o += (size_t)d->removed_before[i];
    if (i == n || d->added[i])
      continue;
    if (o >= m || old[o] != new_[i])
      return false;
    o++;
  }
  return o == m;
}

static int lcs(const char *a, const char *b) {
  size_t n = strlen(a), m = strlen(b);
  int *row = calloc((m + 1) * 2, sizeof *row);
  for (size_t i = 1; i <= n; i++) {
    int *cur = row + (i % 2) * (m + 1), *prev = row + ((i + 1) % 2) * (m + 1);
    for (size_t j = 1; j <= m; j++)
      cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] + 1 : (prev[j] > cur[j - 1] ? prev[j] : cur[j - 1]);
  }
  int r = row[(n % 2) * (m + 1) + m];
  free(row);
  return r;
}

static LineDiff diff(const char *old, const char *new_, int max) {
  int na, nb;
  DiffLine *a = lines_of(old, &na), *b = lines_of(new_, &nb);
  LineDiff d;
  line_diff(a, na, b, nb, max, 0, &d);
  free(a);
  free(b);
  return d;
}

static void check_case(const char *old, const char *new_) {
  LineDiff d = diff(old, new_, 0);
  int n = (int)strlen(new_), added = 0, removed = 0;
  for (int i = 0; i < n; i++)
    added += d.added[i];
  for (int i = 0; i <= n; i++)
    removed += d.removed_before[i];
  CHECK(d.exact);
  CHECK(added == d.nadded);
  CHECK(removed == d.nremoved);
  CHECK(replays(old, new_, &d));
  int best = (int)strlen(old) + n - 2 * lcs(old, new_);
  CHECK(d.nadded + d.nremoved == best);
  if (!replays(old, new_, &d) || d.nadded + d.nremoved != best)
    fprintf(stderr, "  old '%s' new '%s': +%d -%d, shortest %d\n", old, new_, d.nadded, d.nremoved,
            best);
  line_diff_free(&d);
}

int main(void) {
  /* Fixed cases. */
  LineDiff d = diff("abc", "abc", 0);
  CHECK(d.nadded == 0 && d.nremoved == 0);
  line_diff_free(&d);
  d = diff("abc", "aXc", 0);
  CHECK(d.nadded == 1 && d.added[1] && d.nremoved == 1 && d.removed_before[1] == 1);
  line_diff_free(&d);
  d = diff("abc", "ab", 0);
  CHECK(d.nadded == 0 && d.nremoved == 1 && d.removed_before[2] == 1);
  line_diff_free(&d);
  d = diff("", "xy", 0);
  CHECK(d.nadded == 2 && d.added[0] && d.added[1] && d.nremoved == 0);
  line_diff_free(&d);
  d = diff("xy", "", 0);
  CHECK(d.nadded == 0 && d.nremoved == 2 && d.removed_before[0] == 2);
  line_diff_free(&d);
  /* Beyond the edit limit the middle is replaced wholesale, the common head
   * and tail kept. */
  d = diff("h0123456789t", "hABCDEFGHIJt", 4);
  CHECK(!d.exact && d.nadded == 10 && d.nremoved == 10 && !d.added[0] && d.added[1] &&
        !d.added[11] && d.removed_before[1] == 10);
  line_diff_free(&d);
  /* Lines compare by their bytes, not just their hash or length. */
  DiffLine a[2] = {{"same", 4}, {"ab", 2}}, b[2] = {{"same", 4}, {"ba", 2}};
  line_diff(a, 2, b, 2, 0, 0, &d);
  CHECK(d.nadded == 1 && d.added[1] && d.nremoved == 1);
  line_diff_free(&d);

  /* LINE_DIFF_SSA_NUMBERS: a line whose SSA names differ only in their
   * digits (a pass removed a value before them) is the same line; another
   * name or another op is not; deleted marks the old lines removed. */
  DiffLine o[4] = {{"%0 = addf %a, %a", 16}, {"%1 = mulf %a, %arg3", 19},
                   {"%2 = addf %1, %x_1", 18}, {"return %2", 9}};
  DiffLine nw[3] = {{"%0 = mulf %a, %arg4", 19}, {"%1 = addf %0, %y_2", 18}, {"return %1", 9}};
  line_diff(o, 4, nw, 3, 0, LINE_DIFF_SSA_NUMBERS, &d);
  CHECK(d.nremoved == 2 && d.nadded == 1 && d.deleted[0] && !d.deleted[1] && d.deleted[2] &&
        !d.deleted[3] && !d.added[0] && d.added[1] && !d.added[2] && d.removed_before[0] == 1 &&
        d.removed_before[1] == 1);
  line_diff_free(&d);
  line_diff(o, 4, nw, 3, 0, 0, &d); /* without the flag, every line differs */
  CHECK(d.nremoved == 4 && d.nadded == 3);
  line_diff_free(&d);

  /* Random texts over a small alphabet (many repeated lines, as in IR). */
  srand(12345);
  char old[40], new_[40];
  for (int round = 0; round < 3000; round++) {
    int n = rand() % 30, m = rand() % 30;
    for (int i = 0; i < n; i++)
      old[i] = (char)('a' + rand() % 4);
    old[n] = 0;
    if (round % 2) {
      /* An edited copy, as a pass leaves most lines alone. */
      int k = 0;
      for (int i = 0; i < n && k < 38; i++) {
        int r = rand() % 8;
        if (r == 0)
          continue;
        if (r == 1)
          new_[k++] = (char)('a' + rand() % 4);
        new_[k++] = old[i];
      }
      new_[k] = 0;
    } else {
      for (int i = 0; i < m; i++)
        new_[i] = (char)('a' + rand() % 4);
      new_[m] = 0;
    }
    check_case(old, new_);
  }
  if (failures)
    fprintf(stderr, "%d check(s) failed\n", failures);
  return failures != 0;
}
