/* explain_page.c: loopc explain's page: its data (the source or the
 * model's graph, the outline, every stage in three forms with what each
 * pass changed, the C, the diagnostics, what the program printed) as JSON
 * in place of the marker of the page template (tools/explain.html, which
 * the main embeds and passes in); the page's script renders it. */
#include "explain_internal.h"

#include <stdlib.h>
#include <string.h>

#define PAGE_DATA_MARKER "@LOOPC_EXPLAIN_DATA@"

static const char *const variant_names[NVARIANTS] = {"classic", "modern", "generic"};

/* Length of the valid UTF-8 sequence at s (n bytes left), or 0. */
static size_t utf8_len(const unsigned char *s, size_t n) {
  unsigned char c = s[0];
  size_t len;
  unsigned char lo = 0x80, hi = 0xbf;
  if (c >= 0xc2 && c <= 0xdf)
    len = 2;
  else if (c >= 0xe0 && c <= 0xef) {
    len = 3;
    if (c == 0xe0)
      lo = 0xa0;
    if (c == 0xed)
      hi = 0x9f; /* no surrogates */
  } else if (c >= 0xf0 && c <= 0xf4) {
    len = 4;
    if (c == 0xf0)
      lo = 0x90;
    if (c == 0xf4)
      hi = 0x8f;
  } else {
    return 0;
  }
  if (n < len || s[1] < lo || s[1] > hi)
    return 0;
  for (size_t i = 2; i < len; i++)
    if (s[i] < 0x80 || s[i] > 0xbf)
      return 0;
  return len;
}

/* A JSON string that is also safe inside <script>: no '<', '>' or '&',
 * control characters escaped, invalid UTF-8 replaced by U+FFFD. */
static void json_str(FILE *f, const char *str, size_t n) {
  const unsigned char *s = (const unsigned char *)str;
  fputc('"', f);
  for (size_t i = 0; i < n;) {
    unsigned char c = s[i];
    if (c < 0x80) {
      switch (c) {
      case '"': fputs("\\\"", f); break;
      case '\\': fputs("\\\\", f); break;
      case '\n': fputs("\\n", f); break;
      case '\t': fputs("\\t", f); break;
      case '<': fputs("\\u003c", f); break;
      case '>': fputs("\\u003e", f); break;
      case '&': fputs("\\u0026", f); break;
      default:
        if (c < 0x20 || c == 0x7f)
          fprintf(f, "\\u%04x", c);
        else
          fputc(c, f);
      }
      i++;
      continue;
    }
    size_t len = utf8_len(s + i, n - i);
    if (!len) {
      fputs("\\ufffd", f);
      i++;
    } else if (len == 3 && c == 0xe2 && s[i + 1] == 0x80 && (s[i + 2] == 0xa8 || s[i + 2] == 0xa9)) {
      fprintf(f, "\\u%04x", s[i + 2] == 0xa8 ? 0x2028 : 0x2029);
      i += len;
    } else {
      fwrite(s + i, 1, len, f);
      i += len;
    }
  }
  fputc('"', f);
}

static void json_cstr(FILE *f, const char *s) {
  if (s)
    json_str(f, s, strlen(s));
  else
    fputs("null", f);
}

/* Whether old and new_ hold the same lines, byte for byte. */
static bool same_lines(const Text *old, const Text *new_) {
  if (old->nlines != new_->nlines)
    return false;
  for (int i = 0; i < old->nlines; i++)
    if (old->lines[i].len != new_->lines[i].len ||
        memcmp(old->lines[i].s, new_->lines[i].s, old->lines[i].len) != 0)
      return false;
  return true;
}

/* t as JSON; prev, the stage before (or NULL), gives the text of the lines
 * t's diff says were removed: "removed" is [[at, n, [line, ...]], ...], the
 * n old lines removed just before new line at. */
enum { C_LINE_MAX = 2000 }; /* bytes of a C line the page shows (a weights initializer is longer) */

static void json_text(FILE *f, const Text *t, const Text *prev, size_t line_max) {
  fputs("{\"lines\":[", f);
  for (int i = 0; i < t->nlines; i++) {
    if (i)
      fputc(',', f);
    size_t n = t->lines[i].len;
    if (!line_max || n <= line_max) {
      json_str(f, t->lines[i].s, n);
      continue;
    }
    /* Cut at a character's start, and say how much is left out. */
    size_t k = line_max;
    while (k > 0 && ((unsigned char)t->lines[i].s[k] & 0xC0) == 0x80)
      k--;
    char *cut = xasprintf("%.*s ... (%zu more bytes, in the C file)", (int)k, t->lines[i].s, n - k);
    json_str(f, cut, strlen(cut));
    free(cut);
  }
  fputs("],\"src\":[", f);
  for (int i = 0; i < t->nlines; i++)
    fprintf(f, "%s%d", i ? "," : "", t->src[i]);
  fputc(']', f);
  if (t->diffed) {
    fputs(",\"added\":[", f);
    bool first = true;
    for (int i = 0; i < t->nlines; i++)
      if (t->diff.added[i]) {
        fprintf(f, "%s%d", first ? "" : ",", i);
        first = false;
      }
    fputs("],\"removed\":[", f);
    first = true;
    int old = 0; /* the next old line to look at for a deleted one */
    for (int i = 0; i <= t->nlines; i++) {
      int n = t->diff.removed_before[i];
      if (!n)
        continue;
      fprintf(f, "%s[%d,%d,[", first ? "" : ",", i, n);
      first = false;
      /* The deleted old lines come in the order of the groups. */
      for (int k = 0; k < n && prev; k++) {
        while (old < prev->nlines && !t->diff.deleted[old])
          old++;
        if (old == prev->nlines)
          break;
        if (k)
          fputc(',', f);
        json_str(f, prev->lines[old].s, prev->lines[old].len);
        old++;
      }
      fputs("]]", f);
    }
    fprintf(f, "],\"nadded\":%d,\"nremoved\":%d", t->diff.nadded, t->diff.nremoved);
    if (prev && !t->diff.nadded && !t->diff.nremoved && !same_lines(prev, t))
      fputs(",\"renumbered\":true", f);
  }
  fputc('}', f);
}

/* Whether a stage's text is the one before it, line for line and source
 * line for source line (a pass that changed nothing): the page then holds it
 * once, which keeps pages of long pipelines small. */
static bool same_text(const Text *old, const Text *new_) {
  if (!new_->diffed || !new_->diff.exact || new_->diff.nadded || new_->diff.nremoved ||
      !same_lines(old, new_))
    return false;
  return memcmp(old->src, new_->src, sizeof *old->src * (size_t)old->nlines) == 0;
}

static void write_data(const Explain *ex, FILE *f) {
  fputs("{\"file\":", f);
  json_cstr(f, ex->name);
  fprintf(f, ",\"kind\":\"%s\",\"spelling\":\"%s\",\"pipeline\":", ex->onnx ? "onnx" : "mlir",
          ex->spelling);
  json_cstr(f, ex->pipeline);
  fputs(",\"stopped\":", f);
  json_cstr(f, ex->stopped);
  fputs(",\"source\":", f);
  if (ex->source) {
    Text t = {0};
    text_split(&t, ex->source, ex->source_len);
    fputc('[', f);
    for (int i = 0; i < t.nlines; i++) {
      if (i)
        fputc(',', f);
      json_str(f, t.lines[i].s, t.lines[i].len);
    }
    fputc(']', f);
    text_free(&t);
  } else {
    fputs("null", f);
  }
  fputs(",\"graph\":", f);
  if (ex->onnx && ex->graph.nrows) {
    static const char *const kinds[] = {"graph", "input", "init", "node", "output"};
    fputc('[', f);
    for (int i = 0; i < ex->graph.nrows; i++) {
      const OnnxRow *r = &ex->graph.rows[i];
      fprintf(f, "%s[%d,\"%s\",%d,", i ? "," : "", r->depth, kinds[r->kind], r->node);
      json_cstr(f, r->text);
      fputc(']', f);
    }
    fputc(']', f);
  } else {
    fputs("null", f);
  }
  fputs(",\"outline\":[", f);
  for (int i = 0; i < ex->noutline; i++) {
    const Row *r = &ex->outline[i];
    fprintf(f, "%s[%d,\"%s\",%d,", i ? "," : "", r->depth, r->kind, r->line);
    json_cstr(f, r->text);
    fputc(']', f);
  }
  fputs("],\"stages\":[", f);
  for (int i = 0; i < ex->nstages; i++) {
    const Stage *s = &ex->stages[i];
    fputs(i ? ",{\"title\":" : "{\"title\":", f);
    json_cstr(f, s->title);
    fputs(",\"pass\":", f);
    json_cstr(f, s->pass ? s->pass->name : NULL);
    fputs(",\"summary\":", f);
    json_cstr(f, s->pass ? s->pass->summary : NULL);
    fputs(",\"v\":{", f);
    for (int v = 0; v < NVARIANTS; v++) {
      fprintf(f, "%s\"%s\":", v ? "," : "", variant_names[v]);
      if (i > 0 && same_text(&ex->stages[i - 1].v[v], &s->v[v]))
        fputs("{\"same\":true,\"nadded\":0,\"nremoved\":0}", f); /* the page reuses the text */
      else
        json_text(f, &s->v[v], i > 0 ? &ex->stages[i - 1].v[v] : NULL, 0);
    }
    fputs("}}", f);
  }
  fputs("],\"c\":", f);
  if (ex->have_c)
    json_text(f, &ex->c, NULL, C_LINE_MAX);
  else
    fputs("null", f);
  fputs(",\"diags\":[", f);
  for (int i = 0; i < ex->diag.ndiags; i++) {
    const Diag *d = &ex->diag.diags[i];
    bool here = d->loc.file && strcmp(d->loc.file, ex->name) == 0 && d->loc.line > 0;
    fprintf(f, "%s{\"sev\":\"%s\",\"line\":%d,\"col\":%d,\"msg\":", i ? "," : "",
            diag_severity_name(d->sev), here ? d->loc.line : 0, here ? d->loc.col : 0);
    json_cstr(f, d->msg);
    fputc('}', f);
  }
  fputs("],\"run\":", f);
  if (ex->have_run) {
    const RunResult *r = &ex->run;
    fputs("{\"command\":", f);
    json_cstr(f, r->command);
    fputs(",\"output\":", f);
    json_str(f, r->out, r->len);
    fprintf(f, ",\"status\":%d,\"timedOut\":%s,\"truncated\":%s,\"timeout\":%d}", r->status,
            r->timed_out ? "true" : "false", r->truncated ? "true" : "false", r->timeout);
  } else {
    fputs("null", f);
  }
  fputs("}", f);
}

bool explain_write_page(const Explain *ex, const char *tpl, size_t tpl_len, FILE *f) {
  const char *mark = strstr(tpl, PAGE_DATA_MARKER);
  if (!mark)
    ir_unreachable("tools/explain.html has no " PAGE_DATA_MARKER " marker");
  fwrite(tpl, 1, (size_t)(mark - tpl), f);
  write_data(ex, f);
  const char *rest = mark + strlen(PAGE_DATA_MARKER);
  fwrite(rest, 1, tpl_len - (size_t)(rest - tpl), f);
  return !ferror(f);
}

