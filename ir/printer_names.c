/* printer_names.c: SSA names and block labels for printed IR. Source names:
 * user names kept where they are printable and unique in their scope, fresh
 * %N / %argN numbers otherwise, restarting per region. MLIR names: every
 * value named as mlir-opt 22's printer names it (AsmPrinter.cpp's
 * SSANameState and the ops' getAsmResultNames), so that MLIR's CHECK lines
 * match loopc's output. */
#include "printer_internal.h"
#include "wideint.h"

#include <stdlib.h>

/* MLIR's suffix-id: digits only, or a letter/punct followed by letters,
 * digits and punct. */
bool pr_valid_suffix_id(const char *s, size_t n) {
  if (n == 0)
    return false;
  if (is_digit(s[0])) {
    for (size_t i = 0; i < n; i++)
      if (!is_digit(s[i]))
        return false;
    return true;
  }
  for (size_t i = 0; i < n; i++)
    if (!is_letter(s[i]) && !is_digit(s[i]) && !is_id_punct(s[i]))
      return false;
  return true;
}

/* A user name made printable (names from the ONNX importer may contain
 * anything); NULL when there is nothing usable. */
static const char *usable_name(Printer *P, const char *name) {
  if (!name || !*name)
    return NULL;
  size_t n = strlen(name);
  if (pr_valid_suffix_id(name, n))
    return name;
  char *s = arena_alloc(&P->arena, n + 2);
  size_t k = 0;
  bool all_digits = true;
  for (size_t i = 0; i < n; i++)
    all_digits &= is_digit(name[i]);
  if (!all_digits && is_digit(name[0]))
    s[k++] = '_';
  for (size_t i = 0; i < n; i++) {
    char c = name[i];
    s[k++] = (is_letter(c) || is_digit(c) || is_id_punct(c)) ? c : '_';
  }
  s[k] = 0;
  return s;
}

uint64_t pr_name_key(const char *s, size_t n) {
  uint64_t h = hash_bytes(s, n);
  return h ? h : 1;
}

Name pr_name_num(unsigned n, bool arg) {
  return ((Name)n << 3) | NAME_NUM | (arg ? NAME_ARG : 0);
}

static bool looks_fresh(const char *s) {
  if (strncmp(s, "arg", 3) == 0)
    s += 3;
  if (!*s)
    return false;
  for (; *s; s++)
    if (!is_digit(*s))
      return false;
  return true;
}

/* A kept user name for v, or 0: printable, not fresh-looking, not taken. */
static Name user_name(Printer *P, const char *name) {
  const char *s = usable_name(P, name);
  if (!s || looks_fresh(s))
    return 0;
  if ((uintptr_t)s & NAME_FLAGS)
    s = arena_strdup(&P->arena, s); /* arena memory is aligned */
  if (hashmap_get(&P->used, pr_name_key(s, strlen(s))))
    return 0;
  return (Name)s;
}

static void name_take(Printer *P, Name n) {
  const char *s = (const char *)n;
  uint64_t k = pr_name_key(s, strlen(s));
  hashmap_put(&P->used, k, (void *)s);
  if (P->nscope == P->scope_cap) {
    P->scope_cap = P->scope_cap ? P->scope_cap * 2 : 256;
    P->scope = xrealloc(P->scope, P->scope_cap * sizeof *P->scope);
  }
  P->scope[P->nscope++] = k;
}

static void names_pop(Printer *P, size_t mark) {
  while (P->nscope > mark)
    hashmap_remove(&P->used, P->scope[--P->nscope]);
}

const char *pr_fmt_counter(Printer *P, const char *prefix, unsigned n) {
  return arena_printf(&P->arena, "%s%u", prefix, n);
}

static void set_vname(Printer *P, const IrValue *v, Name n) {
  hashmap_put(&P->vnames, (uint64_t)(uintptr_t)v, (void *)n);
}

static Name vname(Printer *P, const IrValue *v) {
  return (Name)hashmap_get(&P->vnames, (uint64_t)(uintptr_t)v);
}

/* ============================== MLIR names ============================= */

/* mlir-opt's uniqueValueName: the name itself while it is free in the
 * scope, else name_N with N from a counter the region's values share
 * (`%c0`, `%c0_0`, `%cst`, `%cst_1`). */
static Name mlir_unique(Printer *P, const char *name) {
  const char *s = name;
  while (hashmap_get(&P->used, pr_name_key(s, strlen(s))))
    s = arena_printf(&P->arena, "%s_%u", name, P->next_conflict++);
  if (s == name)
    s = arena_strdup(&P->arena, name); /* 8-aligned, owned by the printer */
  name_take(P, (Name)s);
  return (Name)s;
}

static void type_sink(void *buf, const char *s, size_t n) {
  char *b = buf;
  size_t k = strlen(b);
  if (k + n >= 64)
    n = k < 63 ? 63 - k : 0;
  memcpy(b + k, s, n);
  b[k + n] = 0;
}

/* arith.constant's getAsmResultNames: `true` / `false` for i1, `c<value>`
 * with `_<type>` for an integer type (the value read as signed at its
 * width), `c<value>` for index, `cst` for anything else. */
static const char *constant_name(Printer *P, const IrOp *op) {
  const IrAttr *a = ir_op_get_attr(op, "value");
  const IrType *t = op->results[0].type;
  if (!a || a->kind != ATTR_INT || !t || !ir_type_is_int_or_index(t))
    return "cst";
  int64_t v = a->u.i;
  if (t->kind == TY_INT && t->width == 1)
    return v & 1 ? "true" : "false";
  char ty[64] = "";
  if (a->wide) {
    ir_type_write(t, type_sink, ty);
    return arena_printf(&P->arena, "c%s_%s",
                        ir_wide_to_dec(&P->arena, a->wide, t->width, !ir_type_is_unsigned(t)), ty);
  }
  if (t->kind == TY_INT && t->width == 0)
    v = 0;
  else if (t->kind == TY_INT && t->width < 64) {
    uint64_t m = 1ULL << (t->width - 1);
    uint64_t u = (uint64_t)v & ((m << 1) - 1);
    v = (int64_t)(u ^ m) - (int64_t)m;
  }
  if (t->kind == TY_INDEX)
    return arena_printf(&P->arena, "c%lld", (long long)v);
  ir_type_write(t, type_sink, ty);
  return arena_printf(&P->arena, "c%lld_%s", (long long)v, ty);
}

/* The name mlir-opt gives op's single result in the custom form, or NULL
 * for a number (the ops that implement OpAsmOpInterface's
 * getAsmResultNames among loopc's). */
static const char *mlir_result_name(Printer *P, const IrOp *op) {
  if (P->generic || op->nresults != 1)
    return NULL;
  switch (op->info->kind) {
  case OP_CONSTANT: return constant_name(P, op);
  case OP_ALLOC: return "alloc";
  case OP_ALLOCA: return "alloca";
  case OP_DIM: return "dim";
  case OP_EXTRACT_ALIGNED_POINTER: return "intptr";
  case OP_MEMREF_CAST: return "cast";
  case OP_MEMORY_SPACE_CAST: return "memspacecast";
  case OP_SUBVIEW: return "subview";
  case OP_VIEW: return "view";
  case OP_TRANSPOSE: return "transpose";
  case OP_MEMREF_RESHAPE: return "reshape";
  case OP_ASSUME_ALIGNMENT: return "assume_align";
  case OP_REINTERPRET_CAST: return "reinterpret_cast";
  case OP_COLLAPSE_SHAPE: return "collapse_shape";
  case OP_EXPAND_SHAPE: return "expand_shape";
  default: return NULL;
  }
}

/* memref.extract_strided_metadata names its results in groups, as MLIR's
 * getAsmResultNames does: `%base_buffer, %offset, %sizes:2, %strides:2`
 * (one `%sizes` and one `%strides` at rank 1, neither at rank 0). */
static bool mlir_name_metadata(Printer *P, IrOp *op) {
  if (P->generic || !ir_op_is(op, OP_EXTRACT_STRIDED_METADATA) || op->nresults < 2 ||
      op->nresults % 2)
    return false;
  int r = (op->nresults - 2) / 2;
  set_vname(P, &op->results[0], mlir_unique(P, "base_buffer"));
  set_vname(P, &op->results[1], mlir_unique(P, "offset"));
  static const char *const groups[] = {"sizes", "strides"};
  for (int g = 0; g < 2 && r > 0; g++) {
    Name n = mlir_unique(P, groups[g]) | (r > 1 ? NAME_GROUP : 0);
    for (int i = 0; i < r; i++)
      set_vname(P, &op->results[2 + g * r + i], n);
  }
  return true;
}

/* The names of a two-result op's results (getAsmResultNames), or false. */
static bool mlir_result_names2(const Printer *P, const IrOp *op, const char **a, const char **b) {
  if (P->generic || op->nresults != 2)
    return false;
  switch (op->info->kind) {
  case OP_ADDUI_EXTENDED: *a = "sum", *b = "overflow"; return true;
  case OP_MULSI_EXTENDED:
  case OP_MULUI_EXTENDED: *a = "low", *b = "high"; return true;
  case OP_SINCOS: *a = "sin", *b = "cos"; return true;
  default: return false;
  }
}

static void mlir_name_results(Printer *P, IrOp *op) {
  if (op->nresults == 0 || mlir_name_metadata(P, op))
    return;
  const char *s = mlir_result_name(P, op), *s2;
  if (mlir_result_names2(P, op, &s, &s2)) {
    set_vname(P, &op->results[0], mlir_unique(P, s));
    set_vname(P, &op->results[1], mlir_unique(P, s2));
    return;
  }
  if (s) {
    set_vname(P, &op->results[0], mlir_unique(P, s));
    return;
  }
  Name n = pr_name_num(P->next_value++, false);
  if (op->nresults > 1)
    n |= NAME_GROUP;
  for (int i = 0; i < op->nresults; i++)
    set_vname(P, &op->results[i], n);
}

/* SSANameState::numberValuesInRegion: block by block, the entry block's
 * arguments `%argN`, another block's numbered as values, then the block's
 * ops' results. */
static void mlir_name_region(Printer *P, IrRegion *r) {
  for (IrBlock *b = r->first; b; b = b->next) {
    bool entry = b == r->first;
    for (int i = 0; i < b->nargs; i++)
      set_vname(P, b->args[i], entry ? pr_name_num(P->next_arg++, true)
                                     : pr_name_num(P->next_value++, false));
    for (IrOp *o = b->first; o; o = o->next)
      mlir_name_results(P, o);
  }
}

/* The generic form: mlir-opt numbers every value under the printed op once
 * (OpPrintingFlags::shouldPrintUniqueSSAIDs): regions are taken from a
 * stack, the last pushed first, and the counters go on from region to
 * region instead of restarting. */
static void mlir_name_unique(Printer *P, IrOp *root) {
  size_t n = 0, cap = 64;
  IrRegion **stack = xmalloc(cap * sizeof *stack);
  mlir_name_results(P, root);
  for (int i = 0; i < root->nregions; i++)
    stack[n++] = root->regions[i]; /* an op has fewer regions than cap */
  while (n) {
    IrRegion *r = stack[--n];
    mlir_name_region(P, r);
    for (IrBlock *b = r->first; b; b = b->next)
      for (IrOp *o = b->first; o; o = o->next)
        for (int i = 0; i < o->nregions; i++) {
          if (n == cap) {
            cap *= 2;
            stack = xrealloc(stack, cap * sizeof *stack);
          }
          stack[n++] = o->regions[i];
        }
  }
  free(stack);
}

void pr_name_root(Printer *P, IrOp *root) {
  P->unique_names = P->mlir_names && P->generic;
  if (P->unique_names)
    mlir_name_unique(P, root);
  else
    pr_name_results(P, root);
}

const char *pr_block_label(Printer *P, IrBlock *b, HashMap *labels, int index) {
  if (P->mlir_names)
    return pr_fmt_counter(P, "bb", (unsigned)index);
  const char *l = ir_block_label(P->ctx, b);
  if (l && !pr_valid_suffix_id(l, strlen(l)))
    l = NULL;
  if (!labels)
    return l ? l : "bb0";
  if (l && !hashmap_get(labels, pr_name_key(l, strlen(l)))) {
    hashmap_put(labels, pr_name_key(l, strlen(l)), (void *)l);
    return l;
  }
  for (int k = index;; k++) {
    const char *s = pr_fmt_counter(P, "bb", (unsigned)k);
    if (!hashmap_get(labels, pr_name_key(s, strlen(s)))) {
      hashmap_put(labels, pr_name_key(s, strlen(s)), (void *)s);
      return s;
    }
  }
}

/* ============================= source names ============================ */

static void name_block_arg(Printer *P, IrValue *v) {
  Name n = user_name(P, v->name);
  if (n)
    name_take(P, n);
  else
    n = pr_name_num(P->next_arg++, true);
  set_vname(P, v, n);
}

void pr_name_results(Printer *P, IrOp *op) {
  if (P->mlir_names) {
    mlir_name_results(P, op);
    return;
  }
  int n = op->nresults;
  if (n == 0)
    return;
  if (n == 1) {
    IrValue *v = &op->results[0];
    Name s = user_name(P, v->name);
    if (s)
      name_take(P, s);
    else
      s = pr_name_num(P->next_value++, false);
    set_vname(P, v, s);
    return;
  }
  /* `%r:N` when the input spelled it that way. */
  bool group = op->results[0].name != NULL;
  for (int i = 0; i < n && group; i++)
    group = op->results[i].name == op->results[0].name && op->results[i].name_group == i;
  Name g = 0;
  if (group) {
    g = user_name(P, op->results[0].name);
    if (g)
      name_take(P, g);
  } else {
    /* `%a, %b = ...` when every result has its own free name. */
    size_t mark = P->nscope;
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
      IrValue *v = &op->results[i];
      Name s = v->name_group < 0 ? user_name(P, v->name) : 0;
      if (!s) {
        ok = false;
        break;
      }
      name_take(P, s);
      set_vname(P, v, s);
    }
    if (ok)
      return;
    names_pop(P, mark);
  }
  if (!g)
    g = pr_name_num(P->next_value++, false);
  for (int i = 0; i < n; i++)
    set_vname(P, &op->results[i], g | NAME_GROUP);
}

/* The name of a value. Values defined outside what is printed get a fresh
 * name on first use. */
Name pr_use_name(Printer *P, const IrValue *v) {
  Name n = vname(P, v);
  if (!n) {
    n = v->def_op ? pr_name_num(P->next_value++, false) : pr_name_num(P->next_arg++, true);
    if (v->def_op && v->def_op->nresults > 1)
      n |= NAME_GROUP; /* keeps `%N#k` unique among the op's results */
    set_vname(P, v, n);
  }
  return n;
}

/* `%x`, `%3`, `%arg2`; with_index: `#k` for a grouped result. */
void pr_put_name(Printer *P, Name n) {
  putc_(P, '%');
  if (n & NAME_NUM) {
    if (n & NAME_ARG)
      put(P, "arg");
    out_u64(&P->out, n >> 3);
  } else {
    put(P, (const char *)(n & ~NAME_FLAGS));
  }
}

/* The first result of v's group: 0, or for an op whose results form
 * several groups (mlir_name_metadata) the start of v's, when its results
 * were named so. O(1). */
static int group_start(Printer *P, const IrValue *v, Name n) {
  const IrOp *op = v->def_op;
  if (!op || !ir_op_is(op, OP_EXTRACT_STRIDED_METADATA) || v->index < 2)
    return 0;
  int r = (op->nresults - 2) / 2, s = v->index >= 2 + r ? 2 + r : 2;
  return vname(P, &op->results[s - 1]) == n ? 0 : s;
}

void pr_put_value(Printer *P, const IrValue *v) {
  if (!v) {
    put(P, "%<<NULL VALUE>>");
    return;
  }
  Name n = pr_use_name(P, v);
  pr_put_name(P, n);
  if (n & NAME_GROUP) {
    putc_(P, '#');
    out_u64(&P->out, (uint64_t)(v->index - group_start(P, v, n)));
  }
}

void pr_put_operands(Printer *P, const IrOp *op, int from, int to) {
  for (int i = from; i < to; i++) {
    if (i > from)
      put(P, ", ");
    pr_put_value(P, op->opnds[i].value);
  }
}

void pr_put_names(Printer *P, const Name *names, int n) {
  for (int i = 0; i < n; i++) {
    if (i)
      put(P, ", ");
    pr_put_name(P, names[i]);
  }
}

void pr_region_enter(Printer *P, IrRegion *r, Scope *s) {
  s->unique = P->unique_names;
  if (s->unique)
    return; /* named up front (pr_name_root) */
  s->mark = P->nscope;
  s->next_value = P->next_value;
  s->next_arg = P->next_arg;
  s->next_conflict = P->next_conflict;
  s->isolated = r->parent && ir_op_has_trait(r->parent, T_ISOLATED);
  if (s->isolated) {
    /* Nothing outside is visible here: a table of its own stays small. */
    if (!P->mlir_names) {
      P->next_value = 0;
      P->next_arg = 0;
    }
    s->outer_vnames = P->vnames;
    hashmap_init(&P->vnames);
  }
  if (P->mlir_names) {
    mlir_name_region(P, r);
    return;
  }
  for (IrBlock *b = r->first; b; b = b->next)
    for (int i = 0; i < b->nargs; i++)
      name_block_arg(P, b->args[i]);
  for (IrBlock *b = r->first; b; b = b->next)
    for (IrOp *o = b->first; o; o = o->next)
      pr_name_results(P, o);
}

void pr_region_exit(Printer *P, Scope *s) {
  if (s->unique)
    return;
  names_pop(P, s->mark);
  P->next_value = s->next_value;
  P->next_arg = s->next_arg;
  P->next_conflict = s->next_conflict;
  if (s->isolated) {
    hashmap_free(&P->vnames);
    P->vnames = s->outer_vnames;
  }
}
