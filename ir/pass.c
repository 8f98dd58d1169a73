/* pass.c: the pass manager: passes with their options, run in order,
 * verifying and optionally printing the IR after each one; and the reading
 * of pass options as mlir-opt writes them. */
#include "pass.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "verify.h"

void ir_pm_init(IrPassManager *pm) {
  memset(pm, 0, sizeof *pm);
  pm->verify_each = true;
  pm->print_out = stderr;
  arena_init(&pm->strings);
}

void ir_pm_free(IrPassManager *pm) {
  for (int i = 0; i < pm->npasses; i++)
    free(pm->options[i]);
  free(pm->passes);
  free(pm->options);
  arena_destroy(&pm->strings);
  pm->passes = NULL;
  pm->options = NULL;
  pm->npasses = pm->cap = 0;
}

/* ============================ option values ============================= */

static bool word_is(const char *w, size_t n, const char *s) {
  return strlen(s) == n && memcmp(w, s, n) == 0;
}

/* The index of v[0..n) among choices "a|b|c", or -1. */
static int choice_index(const char *choices, const char *v, size_t n) {
  int k = 0;
  for (const char *c = choices; *c; k++) {
    size_t len = strcspn(c, "|");
    if (len == n && memcmp(c, v, n) == 0)
      return k;
    c += len + (c[len] == '|');
  }
  return -1;
}

static const char *const type_names[] = {"bool", "int", "enum", "string", "list"};

/* Sets option o of the options struct at base from v[0..n) (v NULL: a bare
 * name, true for a bool). */
static bool set_value(IrPassManager *pm, const IrPass *pass, const IrPassOption *o, void *base,
                      const char *v, size_t n, DiagEngine *diag) {
  char *field = (char *)base + o->offset;
  switch (o->type) {
  case IR_PASS_OPT_BOOL:
    if (!v || word_is(v, n, "true") || word_is(v, n, "1")) {
      *(bool *)field = true;
      return true;
    }
    if (word_is(v, n, "false") || word_is(v, n, "0")) {
      *(bool *)field = false;
      return true;
    }
    break;
  case IR_PASS_OPT_INT: {
    if (!v || n == 0)
      break;
    char *copy = arena_strndup(&pm->strings, v, n), *end;
    errno = 0;
    long long x = strtoll(copy, &end, 10);
    if (*end || errno)
      break;
    *(int64_t *)field = (int64_t)x;
    return true;
  }
  case IR_PASS_OPT_ENUM: {
    int k = v ? choice_index(o->choices, v, n) : -1;
    if (k < 0)
      break;
    *(int *)field = k;
    return true;
  }
  case IR_PASS_OPT_STRING:
    if (!v)
      break;
    *(const char **)field = arena_strndup(&pm->strings, v, n);
    return true;
  case IR_PASS_OPT_LIST: {
    if (!v)
      break;
    if (n >= 2 && v[0] == '{' && v[n - 1] == '}')
      v++, n -= 2;
    IrPassList *l = (IrPassList *)field;
    int count = n > 0;
    for (size_t i = 0; i < n; i++)
      count += v[i] == ',';
    l->items = arena_alloc(&pm->strings, sizeof *l->items * (size_t)(count + 1));
    l->n = 0;
    for (size_t i = 0; i < n;) {
      size_t len = 0;
      while (i + len < n && v[i + len] != ',')
        len++;
      l->items[l->n++] = arena_strndup(&pm->strings, v + i, len);
      i += len + 1;
    }
    return true;
  }
  }
  if (!diag)
    return false;
  if (v) {
    static const char *const expects[] = {"true or false", "an integer", "one of ", "a string",
                                          "a list"};
    diag_error(diag, ir_loc_unknown(), "pass '%s': option '%s' expects %s%s, got '%.*s'",
               pass->name, o->name, expects[o->type], o->choices ? o->choices : "", (int)n, v);
  } else {
    diag_error(diag, ir_loc_unknown(), "pass '%s': option '%s' expects a value", pass->name,
               o->name);
  }
  return false;
}

static const IrPassOption *find_option(const IrPass *pass, const char *name, size_t n) {
  for (const IrPassOption *o = pass->options; o && o->name; o++)
    if (word_is(name, n, o->name))
      return o;
  return NULL;
}

/* An option the pass does not declare: mlir-opt's "no such option", and
 * the nearest one it does declare. */
static void unknown_option(const IrPass *pass, const char *name, size_t n, DiagEngine *diag) {
  char *bare = xasprintf("%.*s", (int)n, name);
  int count = 0;
  for (const IrPassOption *o = pass->options; o && o->name; o++)
    count++;
  const char **names = xcalloc((size_t)count + 1, sizeof *names);
  for (int i = 0; i < count; i++)
    names[i] = pass->options[i].name;
  const char *near = diag_suggest(bare, names, count);
  diag_error(diag, ir_loc_unknown(), "pass '%s' has no option '%s'%s", pass->name, bare,
             count ? "" : " (it takes none)");
  if (near)
    diag_note(diag, ir_loc_unknown(), "did you mean '%s'?", near);
  free(names);
  free(bare);
}

/* One value: up to white space outside braces and quotes. */
static size_t value_length(const char *p, const char *end) {
  const char *q = p;
  int depth = 0;
  char quote = 0;
  for (; q < end; q++) {
    if (quote)
      quote = *q == quote ? 0 : quote;
    else if (*q == '\'' || *q == '"')
      quote = *q;
    else if (*q == '{')
      depth++;
    else if (*q == '}' && depth > 0)
      depth--;
    else if ((*q == ' ' || *q == '\t' || *q == '\n') && depth == 0)
      break;
  }
  return (size_t)(q - p);
}

/* Reads "name=value name ..." into the options struct at base. */
static bool parse_options(IrPassManager *pm, const IrPass *pass, void *base, const char *text,
                          size_t n, DiagEngine *diag) {
  const char *p = text, *end = text + n;
  bool ok = true;
  while (p < end) {
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\n'))
      p++;
    if (p == end)
      break;
    const char *name = p;
    while (p < end && *p != '=' && *p != ' ' && *p != '\t' && *p != '\n')
      p++;
    size_t nlen = (size_t)(p - name);
    const char *v = NULL;
    size_t vlen = 0;
    if (p < end && *p == '=') {
      v = ++p;
      vlen = value_length(p, end);
      p += vlen;
      if (vlen >= 2 && (v[0] == '\'' || v[0] == '"') && v[vlen - 1] == v[0])
        v++, vlen -= 2;
    }
    const IrPassOption *o = find_option(pass, name, nlen);
    if (!o) {
      unknown_option(pass, name, nlen, diag);
      ok = false;
    } else if (!set_value(pm, pass, o, base, v, vlen, diag)) {
      ok = false;
    }
  }
  return ok;
}

/* ============================ the manager =============================== */

static void add(IrPassManager *pm, const IrPass *pass, void *options) {
  if (pm->npasses == pm->cap) {
    pm->cap = pm->cap ? pm->cap * 2 : 8;
    pm->passes = xrealloc(pm->passes, sizeof(*pm->passes) * (size_t)pm->cap);
    pm->options = xrealloc(pm->options, sizeof(*pm->options) * (size_t)pm->cap);
  }
  pm->passes[pm->npasses] = pass;
  pm->options[pm->npasses++] = options;
}

/* A new options struct of pass holding its defaults. */
static void *defaults(IrPassManager *pm, const IrPass *pass) {
  if (!pass->options_size)
    return NULL;
  void *base = xcalloc(1, pass->options_size);
  for (const IrPassOption *o = pass->options; o && o->name; o++)
    if (o->def && !set_value(pm, pass, o, base, o->def, strlen(o->def), NULL))
      ir_unreachable("a pass option's default does not read as its type");
  return base;
}

void ir_pm_add(IrPassManager *pm, const IrPass *pass) { add(pm, pass, defaults(pm, pass)); }

bool ir_pm_add_with(IrPassManager *pm, const IrPass *pass, const char *text, size_t n,
                    DiagEngine *diag) {
  void *base = defaults(pm, pass);
  if (!parse_options(pm, pass, base, text, n, diag)) {
    free(base);
    return false;
  }
  add(pm, pass, base);
  return true;
}

bool ir_pm_run(IrPassManager *pm, IrContext *ctx, IrOp *module, DiagEngine *diag) {
  int errors_before = diag->nerrors; /* the caller's earlier errors are not ours */
  pm->nran = 0;
  for (int i = 0; i < pm->npasses; i++) {
    const IrPass *p = pm->passes[i];
    if (!p->run(ctx, module, pm->options[i], diag) || diag->nerrors > errors_before)
      return false;
    if (pm->print_after_all) {
      fprintf(pm->print_out, "// -----// IR Dump After %s //----- //\n", p->name);
      ir_print_op(ctx, pm->print_out, module, &pm->print_opts);
      fputc('\n', pm->print_out);
    }
    if (pm->verify_each && !ir_verify(ctx, module, diag)) {
      diag_error(diag, module->loc, "IR is invalid after pass '%s'", p->name);
      return false;
    }
    pm->nran++;
    if (pm->after_pass)
      pm->after_pass(p, ctx, module, pm->after_pass_data);
  }
  return true;
}

void ir_pass_print_options(const IrPass *pass, FILE *out) {
  for (const IrPassOption *o = pass->options; o && o->name; o++) {
    char *spelling = o->type == IR_PASS_OPT_BOOL ? xasprintf("--%s", o->name)
                     : o->choices ? xasprintf("--%s=%s", o->name, o->choices)
                                  : xasprintf("--%s=<%s>", o->name, type_names[o->type]);
    fprintf(out, "    %-32s %s", spelling, o->help);
    if (o->def)
      fprintf(out, " (default %s)", o->def);
    fputc('\n', out);
    free(spelling);
  }
}
