/* pipeline.c: the pass registry and the one function that builds the pass
 * list from the options, for the driver, `loopc run` and `loopc onnx-test`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../dialects/onnx/onnx_dialect.h"
#include "passes.h"

const IrPass *const passes_all[] = {
    &canonicalize_pass,
    &cse_pass,
    &dce_pass,
    &fma_contract_pass,
    &infer_nsw_pass,
    &licm_pass,
    &loop_interchange_pass,
    &register_tile_pass,
    &parallel_unroll_jam_pass,
    &wavefront_unroll_jam_pass,
    &time_skew_tile_pass,
    &max_reduction_block_pass,
    &affine_loop_tile_pass,
    &affine_loop_normalize_pass,
    &affine_loop_coalescing_pass,
    &affine_licm_pass,
    &affine_loop_unswitch_pass,
    &affine_loop_unroll_pass,
    &affine_parallelize_pass,
    &affine_loop_unroll_jam_pass,
    &affine_scalrep_pass,
    &affine_simplify_structures_pass,
    &reduction_to_memory_pass,
    &privatize_buffers_pass,
    &mem2reg_pass,
    &parallelize_pass,
    &print_dependences_pass,
    &promote_loop_buffers_pass,
    &reuse_loop_buffers_pass,
    &onnx_hoist_scan_pass,
    &onnx_lower_pass,
    &lower_affine_pass,
    &forall_to_parallel_pass,
    &scf_forall_to_for_pass,
    &scf_for_loop_peeling_pass,
    &scf_parallel_loop_fusion_pass,
    &scf_for_loop_canonicalization_pass,
    &scf_parallel_to_nested_fors_pass,
    &scf_to_cf_pass,
    &scf_for_to_while_pass,
    &scf_loop_range_folding_pass,
    &scf_for_loop_specialization_pass,
    &scf_parallel_loop_specialization_pass,
    &scf_parallel_loop_tiling_pass,
    NULL,
};

const IrPass *passes_lookup(const char *name, size_t n) {
  for (int i = 0; passes_all[i]; i++)
    if (strlen(passes_all[i]->name) == n && memcmp(passes_all[i]->name, name, n) == 0)
      return passes_all[i];
  return NULL;
}


/* -O1 promotes small buffers to values, canonicalizes (folding, MLIR's
 * arith and scf patterns, dead code) and removes common subexpressions.
 * -O2 also carries small loop buffers as values, double-buffers the larger
 * ones and hoists loop invariants, then cleans up what hoisting exposed
 * (constants and loads side by side, values hoisted out of two sibling
 * loops), and marks the integer arithmetic that cannot overflow (infer-nsw:
 * the C then computes it signed, which C compilers optimize better).
 * fma-contract runs last, so that the fusion sees the final use
 * counts of the products. -O3 also makes the loops whose iterations are
 * independent parallel (parallelize, then canonicalize and cse for the
 * overlap checks it builds, before infer-nsw, which knows loop.parallel's
 * induction variables too), then the loop optimizer's reduction-to-memory,
 * loop-interchange, wavefront-unroll-jam (on the loops left sequential,
 * before the unroll-and-jam passes make remainder loops of their own),
 * register-tile, parallel-unroll-jam and max-reduction-block, and loopc run asks the C
 * compiler for -O3.
 * -O3 also runs dce after the buffer passes, for the loop-carried values
 * mem2reg made that only carry themselves (a loop carrying a value is one
 * parallelize and loop-interchange leave alone; at -O2 they cost a register). */
static const IrPass *const opt1[] = {&mem2reg_pass, &canonicalize_pass, &cse_pass,
                                     &fma_contract_pass, NULL};
static const IrPass *const opt2[] = {&mem2reg_pass, &promote_loop_buffers_pass, &mem2reg_pass,
                                     &reuse_loop_buffers_pass, &canonicalize_pass, &cse_pass,
                                     &licm_pass, &canonicalize_pass, &cse_pass,
                                     &infer_nsw_pass, &fma_contract_pass, NULL};
static const IrPass *const opt3[] = {&mem2reg_pass, &promote_loop_buffers_pass, &mem2reg_pass,
                                     &reuse_loop_buffers_pass, &dce_pass, &canonicalize_pass, &cse_pass,
                                     &licm_pass, &canonicalize_pass, &cse_pass,
                                     &privatize_buffers_pass, &time_skew_tile_pass,
                                     &parallelize_pass, &reduction_to_memory_pass, &loop_interchange_pass,
                                     &wavefront_unroll_jam_pass, &register_tile_pass,
                                     &parallel_unroll_jam_pass, &max_reduction_block_pass,
                                     &canonicalize_pass, &cse_pass,
                                     &infer_nsw_pass, &fma_contract_pass, NULL};
static const IrPass *const opt0[] = {NULL};

const IrPass *const *pipeline_opt_passes(int level) {
  return level <= 0 ? opt0 : level == 1 ? opt1 : level == 2 ? opt2 : opt3;
}

/* ------------------------------ pipeline text ------------------------------ */

/* Anchors a pass list may be nested in. Every loopc pass works on each
 * function of the module it is given, so nesting does not change what runs;
 * it is accepted so that mlir-opt's pipelines work unchanged. */
static bool is_anchor(const char *s, size_t n) {
  static const char *const anchors[] = {"builtin.module", "func.func", "any"};
  for (size_t i = 0; i < sizeof anchors / sizeof anchors[0]; i++)
    if (strlen(anchors[i]) == n && memcmp(anchors[i], s, n) == 0)
      return true;
  return false;
}

static bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '-' || c == '_' || c == '.';
}

/* An unknown pass, and the nearest known one. */
static void unknown_pass(const char *name, size_t n, DiagEngine *diag) {
  char *bare = xasprintf("%.*s", (int)n, name);
  int k = 0;
  while (passes_all[k])
    k++;
  const char **names = xcalloc((size_t)k + 1, sizeof *names);
  for (int i = 0; i < k; i++)
    names[i] = passes_all[i]->name;
  const char *near = diag_suggest(bare, names, k);
  free(names);
  diag_error(diag, ir_loc_unknown(), "unknown pass '%s' (see --list-passes)", bare);
  if (near)
    diag_note(diag, ir_loc_unknown(), "did you mean '%s'?", near);
  free(bare);
}

/* The end of a pass's options, `{...}` starting at p (braces may nest, for
 * list values), or NULL when the '}' is missing. */
static const char *options_end(const char *p) {
  int depth = 0;
  for (; *p; p++) {
    if (*p == '{')
      depth++;
    else if (*p == '}' && --depth == 0)
      return p;
  }
  return NULL;
}

/* Adds pass with its options text[0..n) (NULL: none); lower-onnx's and
 * register-tile's vector-bits default to the pipeline's (written first, so
 * that the pass's own option wins). */
static bool add_pass(IrPassManager *pm, const IrPass *pass, const char *text, size_t n,
                     const PipelineOptions *o, DiagEngine *diag) {
  if ((pass == &onnx_lower_pass || pass == &register_tile_pass || pass == &parallel_unroll_jam_pass) && o && o->vector_bits > 0) {
    char *t = xasprintf("vector-bits=%d %.*s", o->vector_bits, (int)n, text ? text : "");
    bool ok = ir_pm_add_with(pm, pass, t, strlen(t), diag);
    free(t);
    return ok;
  }
  if (!text) {
    ir_pm_add(pm, pass);
    return true;
  }
  return ir_pm_add_with(pm, pass, text, n, diag);
}

/* pipeline := element (',' element)* ;
 * element := pass ['{' options '}'] | anchor '(' [pipeline] ')'.
 * Iterative (a depth counter, no recursion), so any nesting is fine. */
static bool parse(IrPassManager *pm, const char *text, const PipelineOptions *o,
                  DiagEngine *diag) {
  const char *p = text;
  int depth = 0;
  bool ok = true, want_element = true, after_comma = false;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\n')
      p++;
    if (!*p)
      break;
    if (*p == ',' && !want_element) {
      want_element = after_comma = true;
      p++;
      continue;
    }
    if (*p == ')' && depth > 0 && !after_comma) {
      depth--;
      want_element = false;
      p++;
      continue;
    }
    const char *start = p;
    while (is_name_char(*p))
      p++;
    size_t n = (size_t)(p - start);
    if (n == 0 || !want_element) {
      diag_error(diag, ir_loc_unknown(), "malformed pass pipeline '%s': unexpected '%c' at offset %d",
                 text, *p, (int)(p - text));
      return false;
    }
    after_comma = false;
    while (*p == ' ' || *p == '\t')
      p++;
    if (*p == '(') {
      if (!is_anchor(start, n)) {
        diag_error(diag, ir_loc_unknown(),
                   "pass pipeline anchor '%.*s' is not supported (expected builtin.module, "
                   "func.func or any)", (int)n, start);
        return false;
      }
      depth++;
      p++;
      continue; /* want_element stays true; an empty list "func.func()" is fine */
    }
    const char *opts = NULL;
    size_t nopts = 0;
    if (*p == '{') {
      const char *close = options_end(p);
      if (!close) {
        diag_error(diag, ir_loc_unknown(), "malformed pass pipeline '%s': missing '}'", text);
        return false;
      }
      opts = p + 1;
      nopts = (size_t)(close - opts);
      p = close + 1;
    }
    const IrPass *pass = passes_lookup(start, n);
    if (!pass) {
      unknown_pass(start, n, diag);
      ok = false;
    } else if (!add_pass(pm, pass, opts, nopts, o, diag)) {
      ok = false;
    }
    want_element = false;
  }
  if (depth > 0 || after_comma) {
    diag_error(diag, ir_loc_unknown(), "malformed pass pipeline '%s': %s", text,
               depth > 0 ? "missing ')'" : "missing a pass after ','");
    return false;
  }
  return ok;
}

/* The passes that transform affine ops (before lower-affine), and
 * print-dependences, which reports on them where they are written. */
static bool is_affine_transform(const IrPass *p) {
  return p == &affine_loop_normalize_pass || p == &affine_licm_pass ||
         p == &affine_loop_coalescing_pass || p == &scf_for_loop_peeling_pass ||
         p == &scf_for_loop_canonicalization_pass ||
         p == &affine_loop_unswitch_pass || p == &affine_loop_unroll_pass ||
         p == &affine_parallelize_pass || p == &affine_loop_unroll_jam_pass ||
         p == &affine_loop_tile_pass || p == &affine_scalrep_pass ||
         p == &affine_simplify_structures_pass ||
         p == &print_dependences_pass;
}

/* The passes that may create affine ops in scf input. */
static bool makes_affine(const IrPass *p) {
  return p == &affine_loop_coalescing_pass || p == &scf_for_loop_peeling_pass ||
         p == &scf_parallel_loop_tiling_pass || p == &scf_for_loop_canonicalization_pass;
}

/* ------------------------------ the pipeline ------------------------------ */

static bool find_onnx(IrOp *op, void *data) {
  if (onnx_op_is(op))
    *(bool *)data = true;
  return !*(bool *)data;
}

static bool find_scan(IrOp *op, void *data) {
  if (ir_op_is(op, OP_ONNX_SCAN))
    *(bool *)data = true;
  return !*(bool *)data;
}

static bool find_forall(IrOp *op, void *data) {
  if (ir_op_is(op, OP_FORALL))
    *(bool *)data = true;
  return !*(bool *)data;
}

static bool find_affine(IrOp *op, void *data) {
  if (affine_op_is(op))
    *(bool *)data = true;
  return !*(bool *)data;
}

bool pipeline_module_has_onnx(IrOp *module) {
  bool found = false;
  ir_walk(module, find_onnx, &found);
  return found;
}

bool pipeline_build(IrPassManager *pm, const PipelineOptions *o, IrContext *ctx, IrOp *module,
                    DiagEngine *diag) {
  (void)ctx;
  int level = o->opt_level >= 0 ? o->opt_level : o->to_core ? 2 : 0;
  bool has_onnx = false; /* looked for only when it decides something */
  if (o->to_core || o->opt_level >= 0)
    ir_walk(module, find_onnx, &has_onnx);
  if (has_onnx && (o->to_core || o->opt_level >= 0)) {
    bool has_scan = false; /* the pass is listed only where it can fire */
    if (level >= 1)
      ir_walk(module, find_scan, &has_scan);
    if (has_scan)
      ir_pm_add(pm, &onnx_hoist_scan_pass);
    if (!add_pass(pm, &onnx_lower_pass, NULL, 0, o, diag))
      return false;
  }
  /* Affine input and scf.forall are lowered wherever C is emitted, as
   * ONNX is (both passes leave IR without them alone). */
  bool has_affine = false, has_forall = false;
  if (o->to_core || o->opt_level >= 0) {
    ir_walk(module, find_affine, &has_affine);
    ir_walk(module, find_forall, &has_forall);
  }
  if (has_affine)
    ir_pm_add(pm, &lower_affine_pass);
  if (has_forall)
    ir_pm_add(pm, &forall_to_parallel_pass);
  int first = pm->npasses;
  if (o->passes && !parse(pm, o->passes, o, diag))
    return false;
  /* The affine transformation passes work on affine ops: lower-affine
   * moves after the last of them among the explicit passes (those before
   * it then see the affine form too, in the order given). */
  int last = -1;
  for (int i = first; has_affine && i < pm->npasses; i++)
    if (is_affine_transform(pm->passes[i]))
      last = i;
  if (last >= 0) {
    int from = first - 1 - (has_forall ? 1 : 0);
    const IrPass *lp = pm->passes[from];
    void *lo = pm->options[from];
    size_t n = (size_t)(last - from);
    memmove(pm->passes + from, pm->passes + from + 1, sizeof *pm->passes * n);
    memmove(pm->options + from, pm->options + from + 1, sizeof *pm->options * n);
    pm->passes[last] = lp;
    pm->options[last] = lo;
  }
  /* Passes that make affine ops of scf input (affine-loop-coalescing's
   * affine.apply and delinearize_index, scf-for-loop-peeling's affine.max,
   * scf-parallel-loop-tiling's affine.min, scf-for-loop-canonicalization's
   * affine.apply): where C is emitted, a lower-affine follows the last of
   * them unless one already does (with affine input, the one above may sit
   * before them: `--lower-affine --scf-parallel-loop-tiling`). */
  int makes = -1;
  for (int i = first; (o->to_core || o->opt_level >= 0) && i < pm->npasses; i++)
    if (makes_affine(pm->passes[i]))
      makes = i;
  for (int i = makes + 1; makes >= 0 && i < pm->npasses; i++)
    if (pm->passes[i] == &lower_affine_pass)
      makes = -1;
  if (makes >= 0) {
    ir_pm_add(pm, &lower_affine_pass);
    int at = pm->npasses - 1;
    void *lo = pm->options[at];
    size_t n = (size_t)(at - makes - 1);
    memmove(pm->passes + makes + 2, pm->passes + makes + 1, sizeof *pm->passes * n);
    memmove(pm->options + makes + 2, pm->options + makes + 1, sizeof *pm->options * n);
    pm->passes[makes + 1] = &lower_affine_pass;
    pm->options[makes + 1] = lo;
  }
  for (const IrPass *const *p = pipeline_opt_passes(level); *p; p++)
    if (!add_pass(pm, *p, NULL, 0, o, diag))
      return false;
  return true;
}

bool pipeline_vector_bits_ok(long n) {
  return n >= 64 && n <= 4096 && (n & (n - 1)) == 0;
}

/* ------------------------- pipelines as command lines ------------------------- */

void pipeline_append(char **passes, const char *text, size_t n) {
  char *joined = *passes ? xasprintf("%s,%.*s", *passes, (int)n, text)
                         : xasprintf("%.*s", (int)n, text);
  free(*passes);
  *passes = joined;
}

/* A value as a shell would have passed it: one pair of quotes dropped. */
static void unquote(const char **v, size_t *n) {
  if (*n >= 2 && ((*v)[0] == '\'' || (*v)[0] == '"') && (*v)[*n - 1] == (*v)[0]) {
    (*v)++;
    *n -= 2;
  }
}

static bool word_is(const char *w, size_t n, const char *s) {
  return strlen(s) == n && memcmp(w, s, n) == 0;
}

/* A --vector-bits value: digits naming a width pipeline_vector_bits_ok takes. */
static bool vector_bits_word(const char *v, size_t n, int *bits) {
  long x = 0;
  for (size_t i = 0; i < n; i++) {
    if (v[i] < '0' || v[i] > '9' || x > 4096)
      return false;
    x = x * 10 + (v[i] - '0');
  }
  if (n == 0 || !pipeline_vector_bits_ok(x))
    return false;
  *bits = (int)x;
  return true;
}

bool pipeline_options_parse(const char *words, PipelineOptions *o, char **passes,
                            bool *verify_each, DiagEngine *diag) {
  o->opt_level = -1;
  o->passes = NULL;
  o->to_core = false;
  o->vector_bits = 0;
  *passes = NULL;
  *verify_each = true;
  const char *p = words;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\n')
      p++;
    if (!*p)
      break;
    /* A word ends at white space outside quotes, parentheses and braces. */
    const char *w = p;
    char quote = 0;
    int depth = 0;
    for (; *p && (quote || depth > 0 || (*p != ' ' && *p != '\t' && *p != '\n')); p++) {
      if (quote)
        quote = *p == quote ? 0 : quote;
      else if (*p == '\'' || *p == '"')
        quote = *p;
      else if (*p == '(' || *p == '{')
        depth++;
      else if ((*p == ')' || *p == '}') && depth > 0)
        depth--;
    }
    size_t n = (size_t)(p - w);
    const char *name = w;
    size_t nn = n;
    if (w[0] == '-') { /* one or two dashes, as the command line takes them */
      name = w[1] == '-' ? w + 2 : w + 1;
      nn = n - (size_t)(name - w);
    } else {
      const char *v = w;
      unquote(&v, &n);
      pipeline_append(passes, v, n);
      continue;
    }
    const char *eq = memchr(name, '=', nn);
    size_t key = eq ? (size_t)(eq - name) : nn;
    const char *val = eq ? eq + 1 : NULL;
    size_t nval = eq ? nn - key - 1 : 0;
    if (val)
      unquote(&val, &nval);
    if (name == w + 1 && nn == 2 && name[0] == 'O' && name[1] >= '0' && name[1] <= '3') {
      o->opt_level = name[1] - '0';
    } else if (val && (word_is(name, key, "pass-pipeline") || word_is(name, key, "passes"))) {
      pipeline_append(passes, val, nval);
    } else if (word_is(name, key, "verify-each") &&
               (!val || word_is(val, nval, "true") || word_is(val, nval, "1"))) {
      *verify_each = true;
    } else if ((word_is(name, key, "verify-each") && val &&
                (word_is(val, nval, "false") || word_is(val, nval, "0"))) ||
               (!val && word_is(name, key, "no-verify-each"))) {
      *verify_each = false;
    } else if (val && word_is(name, key, "vector-bits") && vector_bits_word(val, nval, &o->vector_bits)) {
    } else if (!val && nn > 0 && (size_t)(name - w) >= 1 && passes_lookup(name, nn)) {
      pipeline_append(passes, name, nn);
    } else if (val && passes_lookup(name, key)) { /* --canonicalize="max-iterations=3" */
      char *t = xasprintf("%.*s{%.*s}", (int)key, name, (int)nval, val);
      pipeline_append(passes, t, strlen(t));
      free(t);
    } else {
      diag_error(diag, ir_loc_unknown(), "unknown pipeline option '%.*s' (expected -O0..-O3, "
                 "--pass-pipeline=, --passes=, --PASS, --verify-each= or --vector-bits=)", (int)n, w);
      free(*passes);
      *passes = NULL;
      return false;
    }
  }
  o->passes = *passes;
  return true;
}
