/* diag.c: printing and capturing diagnostics. */
#include "diag.h"

#include <stdlib.h>
#include <string.h>

void diag_init(DiagEngine *d, FILE *out) {
  memset(d, 0, sizeof *d);
  d->out = out;
  d->show_source = true;
}

void diag_clear(DiagEngine *d) {
  for (int i = 0; i < d->ndiags; i++)
    free(d->diags[i].msg);
  d->ndiags = 0;
  d->nerrors = d->nwarnings = 0;
}

void diag_free(DiagEngine *d) {
  diag_clear(d);
  free(d->diags);
  free(d->sources);
  d->diags = NULL;
  d->sources = NULL;
}

void diag_add_source(DiagEngine *d, const char *name, const char *text, size_t len) {
  if (d->nsources == d->src_cap) {
    d->src_cap = d->src_cap ? d->src_cap * 2 : 4;
    d->sources = xrealloc(d->sources, (size_t)d->src_cap * sizeof *d->sources);
  }
  d->sources[d->nsources++] = (DiagSource){name, text, len};
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

/* Finds line `line` (1-based) of the source named `file`; sets *len. */
static const char *find_line(const DiagEngine *d, const char *file, int line, size_t *len) {
  if (!file || line <= 0)
    return NULL;
  for (int i = d->nsources - 1; i >= 0; i--) {
    const DiagSource *s = &d->sources[i];
    if (strcmp(s->name, file) != 0)
      continue;
    const char *p = s->text, *end = s->text + s->len;
    for (int l = 1; l < line && p < end; p++)
      if (*p == '\n')
        l++;
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
  char *msg = xvasprintf(fmt, ap);

  if (d->capture) {
    if (d->ndiags == d->cap) {
      d->cap = d->cap ? d->cap * 2 : 16;
      d->diags = xrealloc(d->diags, (size_t)d->cap * sizeof *d->diags);
    }
    d->diags[d->ndiags++] = (Diag){sev, loc, msg};
    return;
  }
  if (d->max_errors && sev == DIAG_ERROR && d->nerrors > d->max_errors) {
    if (d->nerrors == d->max_errors + 1)
      fprintf(d->out, "loopc: too many errors, stopping\n");
    free(msg);
    return;
  }
  FILE *o = d->out;
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
    fprintf(o, "%.*s\n", (int)len, line);
    /* Keep tabs so the caret lines up under the column. */
    int col = loc.col > 0 ? loc.col : 1;
    for (int i = 0; i < col - 1 && (size_t)i < len; i++)
      fputc(line[i] == '\t' ? '\t' : ' ', o);
    fputs("^\n", o);
  }
  free(msg);
}

void diag_report(DiagEngine *d, DiagSeverity sev, IrLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(d, sev, loc, fmt, ap);
  va_end(ap);
}
