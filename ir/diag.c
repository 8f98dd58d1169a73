/* diag.c: printing and capturing diagnostics. */
#include "diag.h"

#include <stdlib.h>
#include <string.h>

void diag_init(DiagEngine *d, FILE *out) {
  memset(d, 0, sizeof *d);
  d->out = out;
  d->show_source = true;
  d->error_limit = DIAG_DEFAULT_ERROR_LIMIT;
}

void diag_clear(DiagEngine *d) {
  for (int i = 0; i < d->ndiags; i++)
    free(d->diags[i].msg);
  d->ndiags = 0;
  d->nerrors = d->nwarnings = 0;
  d->stopped = d->dropping_notes = false;
}

void diag_free(DiagEngine *d) {
  diag_clear(d);
  free(d->diags);
  for (int i = 0; i < d->nsources; i++)
    free(d->sources[i].line_starts);
  free(d->sources);
  d->diags = NULL;
  d->sources = NULL;
}

void diag_add_source(DiagEngine *d, const char *name, const char *text, size_t len) {
  if (d->nsources == d->src_cap) {
    d->src_cap = d->src_cap ? d->src_cap * 2 : 4;
    d->sources = xrealloc(d->sources, (size_t)d->src_cap * sizeof *d->sources);
  }
  d->sources[d->nsources++] = (DiagSource){name, text, len, NULL, 0};
}

const char *diag_severity_name(DiagSeverity s) {
  switch (s) {
  case DIAG_ERROR: return "error";
  case DIAG_WARNING: return "warning";
  case DIAG_NOTE: return "note";
  case DIAG_REMARK: return "remark";
  }
  return "error";
}

/* Longest part of a source line quoted under a diagnostic. */
enum { QUOTE_MAX = 240 };

/* Line starts are indexed once per source, so that quoting a line costs
 * O(1) however many diagnostics a file has (rescanning from the start made
 * 100,000 errors take 76 s). */
static void index_lines(DiagSource *s) {
  size_t cap = 1024, n = 0;
  size_t *starts = xmalloc(cap * sizeof *starts);
  const char *p = s->text, *end = s->text + s->len;
  for (;;) {
    if (n == cap)
      starts = xrealloc(starts, (cap *= 2) * sizeof *starts);
    starts[n++] = (size_t)(p - s->text);
    const char *nl = p < end ? memchr(p, '\n', (size_t)(end - p)) : NULL;
    if (!nl)
      break;
    p = nl + 1;
  }
  s->line_starts = starts;
  s->nlines = n;
}

/* Finds line `line` (1-based) of the source named `file`; sets *len. */
static const char *find_line(DiagEngine *d, const char *file, int line, size_t *len) {
  if (!file || line <= 0)
    return NULL;
  for (int i = d->nsources - 1; i >= 0; i--) {
    DiagSource *s = &d->sources[i];
    if (strcmp(s->name, file) != 0)
      continue;
    if (!s->line_starts)
      index_lines(s);
    if ((size_t)line > s->nlines)
      return NULL;
    const char *p = s->text + s->line_starts[line - 1], *end = s->text + s->len;
    if (p >= end && line > 1)
      return NULL;
    const char *e = memchr(p, '\n', (size_t)(end - p));
    *len = (size_t)((e ? e : end) - p);
    return p;
  }
  return NULL;
}

void diag_vreport(DiagEngine *d, DiagSeverity sev, IrLoc loc, const char *fmt, va_list ap) {
  if (sev == DIAG_ERROR)
    d->nerrors++;
  else if (sev == DIAG_WARNING)
    d->nwarnings++;

  if (d->capture) {
    if (d->ndiags == d->cap) {
      d->cap = d->cap ? d->cap * 2 : 16;
      d->diags = xrealloc(d->diags, (size_t)d->cap * sizeof *d->diags);
    }
    d->diags[d->ndiags++] = (Diag){sev, loc, xvasprintf(fmt, ap)};
    return;
  }
  if (sev != DIAG_NOTE)
    d->dropping_notes = false;
  if (sev == DIAG_ERROR && d->error_limit > 0 && d->nerrors > d->error_limit) {
    if (!d->stopped && d->handler)
      d->handler(d->handler_data, DIAG_ERROR, ir_loc_unknown(),
                 "too many errors emitted, stopping now");
    else if (!d->stopped)
      fprintf(d->out, "loopc: error: too many errors emitted, stopping now "
                      "(--error-limit=%d; 0 for no limit)\n", d->error_limit);
    d->stopped = true;
  }
  if (d->stopped || (sev == DIAG_NOTE && d->dropping_notes)) {
    d->dropping_notes = true;
    return;
  }
  char *msg = xvasprintf(fmt, ap);
  if (d->handler) {
    d->handler(d->handler_data, sev, loc, msg);
    free(msg);
    return;
  }
  /* One write per diagnostic: stderr is unbuffered, and a system call per
   * piece made 100,000 diagnostics spend seconds in the kernel. */
  char *text = NULL;
  size_t text_len = 0;
  FILE *o = open_memstream(&text, &text_len);
  if (!o)
    ir_unreachable("open_memstream failed");
  if (loc.file && loc.line > 0)
    fprintf(o, "%s:%d:%d: ", loc.file, loc.line, loc.col > 0 ? loc.col : 1);
  else if (loc.file)
    fprintf(o, "%s: ", loc.file);
  else
    fprintf(o, "loopc: ");
  fprintf(o, "%s: %s\n", diag_severity_name(sev), msg);
  size_t len;
  const char *line = d->show_source ? find_line(d, loc.file, loc.line, &len) : NULL;
  if (line) {
    /* A long line is quoted around the caret only (as clang does), so that
     * the output of many errors in a huge one-line file stays linear. */
    size_t col = loc.col > 0 ? (size_t)loc.col - 1 : 0, from = 0, to = len;
    if (col > len)
      col = len;
    if (len > QUOTE_MAX) {
      from = col > QUOTE_MAX / 2 ? col - QUOTE_MAX / 2 : 0;
      if (from + QUOTE_MAX > len)
        from = len - QUOTE_MAX;
      to = from + QUOTE_MAX;
    }
    const char *dots = from ? "..." : "";
    fprintf(o, "%s%.*s%s\n", dots, (int)(to - from), line + from, to < len ? "..." : "");
    /* Keep tabs so the caret lines up under the column. */
    fputs(from ? "   " : "", o);
    for (size_t i = from; i < col; i++)
      fputc(line[i] == '\t' ? '\t' : ' ', o);
    fputs("^\n", o);
  }
  fclose(o);
  fwrite(text, 1, text_len, d->out);
  free(text);
  free(msg);
}

void diag_report(DiagEngine *d, DiagSeverity sev, IrLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(d, sev, loc, fmt, ap);
  va_end(ap);
}

void diag_op_vreport(DiagEngine *d, DiagSeverity sev, const IrOp *op, const char *fmt,
                     va_list ap) {
  char *msg = xvasprintf(fmt, ap);
  diag_report(d, sev, op->loc, "'%s' op %s", op->name, msg);
  free(msg);
}

void diag_op_error(DiagEngine *d, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_op_vreport(d, DIAG_ERROR, op, fmt, ap);
  va_end(ap);
}

/* Levenshtein distance, one row at a time; stops early past limit. */
static size_t edit_distance(const char *a, const char *b, size_t limit) {
  size_t na = strlen(a), nb = strlen(b);
  if ((na > nb ? na - nb : nb - na) > limit)
    return limit + 1;
  size_t *row = xmalloc(sizeof *row * (nb + 1));
  for (size_t j = 0; j <= nb; j++)
    row[j] = j;
  for (size_t i = 1; i <= na; i++) {
    size_t diag = row[0], best = row[0] = i;
    for (size_t j = 1; j <= nb; j++) {
      size_t up = row[j];
      size_t d = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < d)
        d = up + 1;
      if (row[j - 1] + 1 < d)
        d = row[j - 1] + 1;
      row[j] = d;
      diag = up;
      if (d < best)
        best = d;
    }
    if (best > limit) {
      free(row);
      return limit + 1;
    }
  }
  size_t d = row[nb];
  free(row);
  return d;
}

const char *diag_suggest(const char *s, const char *const *candidates, int n) {
  size_t limit = strlen(s) / 3 < 2 ? 2 : strlen(s) / 3, best = limit + 1;
  const char *found = NULL;
  for (int i = 0; i < n; i++) {
    if (!candidates[i])
      continue;
    if (strcmp(candidates[i], s) == 0)
      return NULL;
    size_t d = edit_distance(s, candidates[i], best - 1);
    if (d < best) {
      best = d;
      found = candidates[i];
    }
  }
  return found;
}
