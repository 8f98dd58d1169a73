/* line_diff.h: which lines of a new text are new, and where lines of the old
 * one were removed (a shortest edit script over lines, Myers' O(ND) method),
 * for `loopc explain`'s "what this pass changed" highlighting. */
#ifndef LOOPC_LINE_DIFF_H
#define LOOPC_LINE_DIFF_H

#include <stdbool.h>
#include <stddef.h>

typedef struct DiffLine {
  const char *s;
  size_t len;
} DiffLine;

typedef struct LineDiff {
  bool *added;         /* per new line: not matched to an old line */
  bool *deleted;       /* per old line: not matched to a new line */
  int *removed_before; /* per new line, and one past the end: old lines removed just before it */
  int nadded, nremoved;
  bool exact;          /* false when the edit distance exceeded the limit and the
                          lines between the common head and tail were all marked */
} LineDiff;

enum {
  /* Lines that differ only in the digits of SSA names (`%19` and `%18`,
   * `%arg3` and `%arg4`, `%x_1` and `%x_2`: a pass that removed one value
   * renumbers every later one) count as the same line. */
  LINE_DIFF_SSA_NUMBERS = 1,
};

/* Compares old[0..nold) with new[0..nnew) and fills d (free with
 * line_diff_free). Beyond max_edits insertions plus deletions (0: a default
 * that keeps time and memory small), the differing middle is reported as
 * replaced wholesale. flags: LINE_DIFF_*. */
void line_diff(const DiffLine *old, int nold, const DiffLine *new_, int nnew, int max_edits,
               unsigned flags, LineDiff *d);
void line_diff_free(LineDiff *d);

#endif
