/* verify_diagnostics.c: checks captured diagnostics against MLIR-style
 * `// expected-error@+1 {{...}}` comments (loopc --verify-diagnostics), with
 * the directive syntax and the mismatch messages of mlir-opt 22. */
#define _GNU_SOURCE /* memmem */
#include "verify_diagnostics.h"

#include <regex.h>
#include <stdlib.h>
#include <string.h>

typedef struct Expected {
  DiagSeverity sev;
  int line;        /* absolute line the diagnostic is expected on */
  bool unknown;    /* @unknown: expects a diagnostic without a location */
  int dline, dcol; /* where the directive itself is written */
  const char *msg; /* points into the chunk text; msg_len bytes */
  size_t msg_len;
  regex_t re;      /* expected-*-re: the compiled message */
  bool is_re;
  bool matched;
} Expected;

typedef struct ExpList {
  Expected *v;
  int n, cap;
} ExpList;

static Expected *exp_push(ExpList *l) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 16;
    l->v = xrealloc(l->v, (size_t)l->cap * sizeof *l->v);
  }
  Expected *e = &l->v[l->n++];
  memset(e, 0, sizeof *e);
  return e;
}

static const struct {
  const char *word;
  DiagSeverity sev;
} kinds[] = {
    {"error", DIAG_ERROR}, {"note", DIAG_NOTE}, {"remark", DIAG_REMARK}, {"warning", DIAG_WARNING}};

static bool starts(const char *p, const char *end, const char *s) {
  size_t n = strlen(s);
  return (size_t)(end - p) >= n && memcmp(p, s, n) == 0;
}

/* ============================ directives =============================== */

/* One directive as MLIR's pattern
 *   expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$
 * finds it in a line: the first "expected-" from which the whole pattern
 * matches, the message running to the "}}" that ends the line. */
typedef struct Directive {
  const char *start; /* the "expected-" */
  DiagSeverity sev;
  bool is_re;
  char where;        /* 0 (same line), '+', '-', 'a'bove, 'b'elow, 'u'nknown */
  long offset;
  const char *msg;
  size_t msg_len;
} Directive;

/* Matches the pattern at p (just after "expected-"); end excludes trailing
 * whitespace, as MLIR matches the right-trimmed line. */
static bool match_directive(const char *p, const char *end, Directive *d) {
  int k = 0;
  while (k < 4 && !starts(p, end, kinds[k].word))
    k++;
  if (k == 4)
    return false;
  d->sev = kinds[k].sev;
  p += strlen(kinds[k].word);
  d->is_re = starts(p, end, "-re");
  if (d->is_re)
    p += 3;
  while (p < end && *p == ' ')
    p++;
  d->where = 0;
  d->offset = 0;
  if (p < end && *p == '@') {
    const char *q = p + 1;
    static const char *const words[] = {"above", "below", "unknown"};
    if (q < end && (*q == '+' || *q == '-') && q + 1 < end && q[1] >= '0' && q[1] <= '9') {
      d->where = *q;
      d->offset = strtol(q + 1, NULL, 0); /* MLIR reads the number with radix 0 */
      for (q++; q < end && *q >= '0' && *q <= '9'; q++) {
      }
      p = q;
    } else {
      for (int i = 0; i < 3 && !d->where; i++)
        if (starts(q, end, words[i])) {
          d->where = words[i][0];
          p = q + strlen(words[i]);
        }
    }
    /* An '@' that starts none of these is not a directive at all. */
    if (!d->where)
      return false;
  }
  while (p < end && *p == ' ')
    p++;
  if (!starts(p, end, "{{") || end - p < 4 || end[-1] != '}' || end[-2] != '}')
    return false;
  d->msg = p + 2;
  d->msg_len = (size_t)(end - 2 - d->msg);
  return true;
}

static bool find_directive(const char *line, const char *end, Directive *d) {
  while (end > line && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
    end--;
  for (const char *p = line; p + 9 <= end; p++)
    if (memcmp(p, "expected-", 9) == 0 && match_directive(p + 9, end, d)) {
      d->start = p;
      return true;
    }
  return false;
}

/* The words llvm::Regex (Henry Spencer's regerror) uses for each error, so
 * that a bad expression is reported as mlir-opt reports it. */
static const char *regex_error_text(int rc) {
  switch (rc) {
  case REG_BADPAT: return "invalid regular expression";
  case REG_ECOLLATE: return "invalid collating element";
  case REG_ECTYPE: return "invalid character class";
  case REG_EESCAPE: return "trailing backslash (\\)";
  case REG_ESUBREG: return "invalid backreference number";
  case REG_EBRACK: return "brackets ([ ]) not balanced";
  case REG_EPAREN: return "parentheses not balanced";
  case REG_EBRACE: return "braces not balanced";
  case REG_BADBR: return "invalid repetition count(s)";
  case REG_ERANGE: return "invalid character range";
  case REG_ESPACE: return "out of memory";
  case REG_BADRPT: return "repetition-operator operand invalid";
  default: return "invalid regular expression";
  }
}

/* expected-*-re: the message with each {{...}} a regular expression and the
 * rest literal, compiled as one POSIX extended expression (as llvm::Regex).
 * A malformed one is reported at the directive with MLIR's words. */
static bool compile_re(DiagEngine *diag, IrLoc at, Expected *e) {
  /* Each literal byte may need a backslash; each {{...}} gains "()". */
  char *pat = xmalloc(e->msg_len * 2 + 1), *out = pat;
  const char *p = e->msg, *end = e->msg + e->msg_len;
  while (p < end) {
    if (!starts(p, end, "{{")) {
      if (*p && strchr(".[]{}()\\*+?|^$", *p))
        *out++ = '\\';
      *out++ = *p++;
      continue;
    }
    const char *close = p + 2;
    while (close < end && !starts(close, end, "}}"))
      close++;
    if (close >= end) {
      diag_error(diag, at, "found start of regex with no end '}}'");
      free(pat);
      return false;
    }
    *out++ = '(';
    memcpy(out, p + 2, (size_t)(close - p - 2));
    out += close - p - 2;
    *out++ = ')';
    p = close + 2;
  }
  *out = 0;
  int rc = regcomp(&e->re, pat, REG_EXTENDED | REG_NOSUB);
  free(pat);
  if (rc != 0) {
    diag_error(diag, at, "invalid regex: %s", regex_error_text(rc));
    return false;
  }
  e->is_re = true;
  return true;
}

/* Reads the directives of one chunk (text starts at line first_line).
 * Returns false when one of them is malformed (reported through diag). */
static bool parse_directives(DiagEngine *diag, const char *filename, const char *text,
                             size_t len, int first_line, ExpList *out) {
  bool ok = true;
  int *below = NULL, nbelow = 0;
  int line = first_line, last_plain = first_line;
  const char *p = text, *end = text + len;
  for (;;) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    const char *le = eol ? eol : end;
    Directive d;
    if (!find_directive(p, le, &d)) {
      /* Every line that holds no directive, blank ones too, takes the
       * pending @below directives. */
      for (int i = 0; i < nbelow; i++)
        out->v[below[i]].line = line;
      nbelow = 0;
      last_plain = line;
    } else {
      Expected *e = exp_push(out);
      e->sev = d.sev;
      e->dline = line;
      e->dcol = (int)(d.start - p) + 1;
      e->msg = d.msg;
      e->msg_len = d.msg_len;
      if (d.is_re && !compile_re(diag, ir_loc(filename, e->dline, e->dcol), e)) {
        out->n--;
        ok = false;
      } else {
        switch (d.where) {
        case '+': e->line = line + (int)d.offset; break;
        case '-': e->line = line - (int)d.offset; break;
        case 'a': e->line = last_plain; break;
        case 'u': e->unknown = true; break;
        case 'b':
          below = xrealloc(below, sizeof *below * (size_t)(nbelow + 1));
          below[nbelow++] = out->n - 1;
          break;
        default: e->line = line;
        }
      }
    }
    if (!eol)
      break;
    p = eol + 1;
    line++;
  }
  /* A @below with nothing after it expects the chunk's last line. */
  for (int i = 0; i < nbelow; i++)
    out->v[below[i]].line = line;
  free(below);
  return ok;
}

/* ============================= matching ================================ */

static bool msg_matches(const Expected *e, const char *msg) {
  if (e->is_re)
    return regexec(&e->re, msg, 0, NULL, 0) == 0;
  /* memmem is linear (glibc's two-way search); a naive search is not. */
  return e->msg_len == 0 || memmem(msg, strlen(msg), e->msg, e->msg_len) != NULL;
}

/* The expectations of each line, in file order, chained from a map keyed by
 * the line (0 for @unknown), so that a diagnostic is compared only with
 * those of its own line: linear in the diagnostics and expectations. */
typedef struct LineIndex {
  HashMap first; /* line + 1 -> index + 1 of its first expectation */
  int *next;     /* index -> index of the next expectation of the line, or -1 */
} LineIndex;

static uint64_t line_key(bool unknown, int line) {
  return unknown ? 1 : (uint64_t)(uint32_t)line + 2;
}

static void index_lines(LineIndex *ix, const ExpList *exp) {
  hashmap_init(&ix->first);
  ix->next = xmalloc(sizeof *ix->next * (size_t)(exp->n + 1));
  for (int i = exp->n - 1; i >= 0; i--) {
    uint64_t key = line_key(exp->v[i].unknown, exp->v[i].line);
    ix->next[i] = (int)(intptr_t)hashmap_get(&ix->first, key) - 1;
    hashmap_put(&ix->first, key, (void *)(intptr_t)(i + 1));
  }
}

/* MLIR's rule: the first expectation (in file order) on the diagnostic's
 * line whose message matches takes it, even one already matched; one that
 * matches but for the severity is a near miss. Returns false on a mismatch,
 * reported through diag. */
static bool match_diagnostic(DiagEngine *diag, const char *filename, const Diag *dg,
                             ExpList *exp, const LineIndex *ix) {
  bool located = dg->loc.file && dg->loc.line > 0;
  const Expected *near = NULL;
  int first = (int)(intptr_t)hashmap_get(&ix->first, line_key(!located, dg->loc.line)) - 1;
  for (int i = first; i >= 0; i = ix->next[i]) {
    Expected *e = &exp->v[i];
    if (!msg_matches(e, dg->msg))
      continue;
    if (e->sev == dg->sev) {
      e->matched = true;
      return true;
    }
    near = e;
  }
  if (near) {
    diag_error(diag, ir_loc(filename, near->dline, near->dcol),
               "'%s' diagnostic emitted when expecting a '%s'", diag_severity_name(dg->sev),
               diag_severity_name(near->sev));
    return false;
  }
  diag_error(diag, dg->loc, "unexpected %s: %s", diag_severity_name(dg->sev), dg->msg);
  return false;
}

void vd_keep_first_error(DiagEngine *diag) {
  int i = 0;
  while (i < diag->ndiags && diag->diags[i].sev != DIAG_ERROR)
    i++;
  if (i == diag->ndiags)
    return;
  /* Its notes, and the errors MLIR's parser adds at the same place while
   * it unwinds ("missing operand of negation" after "expected affine
   * expression"). */
  IrLoc first = diag->diags[i].loc;
  for (i++; i < diag->ndiags; i++) {
    const Diag *d = &diag->diags[i];
    bool same = d->sev == DIAG_ERROR && d->loc.line == first.line && d->loc.col == first.col &&
                d->loc.file == first.file;
    if (d->sev != DIAG_NOTE && !same)
      break;
  }
  for (int k = i; k < diag->ndiags; k++)
    free(diag->diags[k].msg);
  diag->ndiags = i;
}

bool vd_check(DiagEngine *diag, const char *filename, const char *text, size_t len,
              int first_line) {
  ExpList exp = {0};
  bool ok = parse_directives(diag, filename, text, len, first_line, &exp);
  LineIndex ix;
  index_lines(&ix, &exp);
  int ndiags = diag->ndiags;
  for (int d = 0; d < ndiags; d++)
    ok = match_diagnostic(diag, filename, &diag->diags[d], &exp, &ix) && ok;
  hashmap_free(&ix.first);
  free(ix.next);
  for (int i = 0; i < exp.n; i++) {
    Expected *e = &exp.v[i];
    if (!e->matched) {
      ok = false;
      diag_error(diag, ir_loc(filename, e->dline, e->dcol), "expected %s \"%.*s\" was not produced",
                 diag_severity_name(e->sev), (int)e->msg_len, e->msg);
    }
    if (e->is_re)
      regfree(&e->re);
  }
  free(exp.v);
  return ok;
}
