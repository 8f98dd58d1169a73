/* verify_diagnostics.c: checks captured diagnostics against MLIR-style
 * `// expected-error@+1 {{...}}` comments (loopc --verify-diagnostics). */
#define _GNU_SOURCE /* memmem */
#include "verify_diagnostics.h"

#include <stdlib.h>
#include <string.h>

typedef struct Expected {
  DiagSeverity sev;
  int line;       /* absolute line the diagnostic is expected on */
  int dline, dcol; /* where the directive itself is written */
  const char *msg; /* points into the chunk text; msg_len bytes */
  size_t msg_len;
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
    {"error", DIAG_ERROR}, {"warning", DIAG_WARNING}, {"note", DIAG_NOTE}, {"remark", DIAG_REMARK}};

static bool starts(const char *p, const char *end, const char *s) {
  size_t n = strlen(s);
  return (size_t)(end - p) >= n && memcmp(p, s, n) == 0;
}

/* Pending `@below` directives wait for the next line without a directive. */
typedef struct Pending {
  int *idx;
  int n, cap;
} Pending;

static void pending_push(Pending *p, int i) {
  if (p->n == p->cap) {
    p->cap = p->cap ? p->cap * 2 : 8;
    p->idx = xrealloc(p->idx, (size_t)p->cap * sizeof *p->idx);
  }
  p->idx[p->n++] = i;
}

/* Parses every directive on one line [p, end). Returns whether the line
 * held at least one directive; malformed directives are reported. */
static bool parse_line(DiagEngine *diag, const char *filename, const char *p, const char *end,
                       int line, int last_plain_line, ExpList *out, Pending *below, bool *ok) {
  bool any = false;
  const char *line_start = p;
  for (;;) {
    const char *hit = NULL;
    for (const char *q = p; q + 9 <= end; q++)
      if (memcmp(q, "expected-", 9) == 0) {
        hit = q;
        break;
      }
    if (!hit)
      return any;
    const char *q = hit + 9;
    p = q;
    int k = -1;
    for (int i = 0; i < 4; i++)
      if (starts(q, end, kinds[i].word)) {
        k = i;
        q += strlen(kinds[i].word);
        break;
      }
    if (k < 0)
      continue; /* some other "expected-" text */
    any = true;
    int col = (int)(hit - line_start) + 1;
    IrLoc here = ir_loc(filename, line, col);
    if (starts(q, end, "-re")) {
      diag_error(diag, here, "expected-%s-re (regular expressions) is not supported", kinds[k].word);
      *ok = false;
      continue;
    }
    int target = line;
    bool is_below = false;
    if (q < end && *q == '@') {
      q++;
      if (q < end && (*q == '+' || *q == '-')) {
        char sign = *q++;
        long off = 0;
        const char *digits = q;
        while (q < end && *q >= '0' && *q <= '9')
          off = off * 10 + (*q++ - '0');
        if (q == digits) {
          diag_error(diag, here, "expected line offset after '@%c'", sign);
          *ok = false;
          continue;
        }
        target = sign == '+' ? line + (int)off : line - (int)off;
      } else if (starts(q, end, "above")) {
        q += 5;
        target = last_plain_line;
      } else if (starts(q, end, "below")) {
        q += 5;
        is_below = true;
      } else {
        diag_error(diag, here, "expected '@+N', '@-N', '@above' or '@below' after 'expected-%s'",
                   kinds[k].word);
        *ok = false;
        continue;
      }
    }
    while (q < end && (*q == ' ' || *q == '\t'))
      q++;
    if (!starts(q, end, "{{")) {
      diag_error(diag, here, "expected '{{' after 'expected-%s'", kinds[k].word);
      *ok = false;
      continue;
    }
    q += 2;
    /* The message runs to the last "}}" on the line, so it may contain "}}". */
    const char *close = NULL;
    for (const char *r = q; r + 2 <= end; r++)
      if (r[0] == '}' && r[1] == '}')
        close = r;
    if (!close) {
      diag_error(diag, here, "expected '}}' to close the expected-%s message", kinds[k].word);
      *ok = false;
      return any;
    }
    Expected *e = exp_push(out);
    e->sev = kinds[k].sev;
    e->line = target;
    e->dline = line;
    e->dcol = col;
    e->msg = q;
    e->msg_len = (size_t)(close - q);
    if (is_below)
      pending_push(below, out->n - 1);
    p = close + 2;
  }
}

/* memmem is linear (glibc's two-way search); a naive search is not. */
static bool msg_contains(const char *msg, const char *sub, size_t n) {
  return n == 0 || memmem(msg, strlen(msg), sub, n) != NULL;
}

bool vd_check(DiagEngine *diag, const char *filename, const char *text, size_t len,
              int first_line) {
  bool ok = true;
  ExpList exp = {0};
  Pending below = {0};
  int line = first_line, last_plain = first_line - 1;
  const char *p = text, *end = text + len;
  while (p < end) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    const char *le = eol ? eol : end;
    bool has = parse_line(diag, filename, p, le, line, last_plain, &exp, &below, &ok);
    if (!has) {
      /* Blank lines count too: MLIR attaches @below to the very next line
       * that is not itself a directive. */
      for (int i = 0; i < below.n; i++)
        exp.v[below.idx[i]].line = line;
      below.n = 0;
      last_plain = line;
    }
    if (!eol)
      break;
    p = eol + 1;
    line++;
  }
  for (int i = 0; i < below.n; i++) {
    Expected *e = &exp.v[below.idx[i]];
    diag_error(diag, ir_loc(filename, e->dline, e->dcol),
               "expected-%s@below has no line below it to apply to", diag_severity_name(e->sev));
    e->matched = true;
    ok = false;
  }

  /* Match each captured diagnostic to an expectation on its line; an
   * expectation already used may absorb a duplicate (as in MLIR). The
   * expectations of each line are chained (next[i]) from a map keyed by the
   * line, so a diagnostic is only compared with those of its own line. */
  HashMap by_line;
  hashmap_init(&by_line);
  int *next = xmalloc(sizeof *next * (size_t)(exp.n + 1));
  for (int i = exp.n - 1; i >= 0; i--) {
    uint64_t key = (uint64_t)(uint32_t)exp.v[i].line + 1;
    next[i] = (int)(intptr_t)hashmap_get(&by_line, key) - 1;
    hashmap_put(&by_line, key, (void *)(intptr_t)(i + 1));
  }
  int ndiags = diag->ndiags;
  for (int d = 0; d < ndiags; d++) {
    const Diag *dg = &diag->diags[d];
    Expected *hit = NULL, *reuse = NULL;
    int first = (int)(intptr_t)hashmap_get(&by_line, (uint64_t)(uint32_t)dg->loc.line + 1) - 1;
    for (int i = first; i >= 0 && !hit; i = next[i]) {
      Expected *e = &exp.v[i];
      if (e->sev != dg->sev || e->line != dg->loc.line || !msg_contains(dg->msg, e->msg, e->msg_len))
        continue;
      if (!e->matched)
        hit = e;
      else if (!reuse)
        reuse = e;
    }
    if (!hit)
      hit = reuse;
    if (hit) {
      hit->matched = true;
      continue;
    }
    ok = false;
    IrLoc loc = dg->loc;
    if (!loc.file)
      loc.file = filename;
    diag_error(diag, loc, "unexpected %s: %s", diag_severity_name(dg->sev), dg->msg);
  }
  for (int i = 0; i < exp.n; i++) {
    Expected *e = &exp.v[i];
    if (e->matched)
      continue;
    ok = false;
    diag_error(diag, ir_loc(filename, e->dline, e->dcol), "expected %s \"%.*s\" was not produced",
               diag_severity_name(e->sev), (int)e->msg_len, e->msg);
  }
  hashmap_free(&by_line);
  free(next);
  free(exp.v);
  free(below.idx);
  return ok;
}
