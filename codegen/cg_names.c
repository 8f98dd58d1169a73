/* cg_names.c: C identifiers for SSA values and functions, C spellings of
 * types, and literals that reproduce constants exactly. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cg_internal.h"

/* C's keywords and the few identifiers that no included header declares but
 * that a local must not take (main, errno and assert of headers a user's C
 * may add). Everything the included headers declare is in c_library_names.inc
 * below; a local or function spelled like either is renamed. */
static const char *const c_reserved[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "bool", "true", "false", "main", "errno",
    "assert", "alignof", "offsetof",
    /* GNU and C23 keywords: `loopc run` compiles without -std=c11. */
    "asm", "typeof", "typeof_unqual", "nullptr", "constexpr", "static_assert", "alignas",
    "thread_local",
};

/* Object-like macros of the standard headers are upper case with an
 * underscore (HUGE_VAL, M_PI, EXIT_SUCCESS, SIZE_MAX); a local spelled like
 * one would be replaced by the preprocessor. */
static bool looks_like_macro(const char *s) {
  bool underscore = false;
  for (const char *p = s; *p; p++) {
    if (*p >= 'a' && *p <= 'z')
      return false;
    underscore = underscore || *p == '_';
  }
  return underscore;
}

/* Names starting like these belong to the generated file's own types and
 * helpers (memref_f32_2, loopc_align, _mlir_ciface_f). */
static bool looks_like_macro(const char *s);

static bool has_reserved_prefix(const char *s) {
  return strncmp(s, "memref_", 7) == 0 || strncmp(s, "loopc_", 6) == 0 || s[0] == '_' ||
         looks_like_macro(s);
}

static uint64_t key_of(const void *p) { return (uint64_t)(uintptr_t)p; }

static void reserve(Cg *cg, const char *name) {
  hashmap_put(&cg->reserved, key_of(ir_intern_cstr(cg->ctx, name)), (void *)1);
}

bool cg_is_reserved(Cg *cg, const char *name) {
  const char *s = ir_intern_cstr(cg->ctx, name);
  return hashmap_get(&cg->reserved, key_of(s)) != NULL || has_reserved_prefix(s);
}

static bool c_is_keyword(const char *s) {
  for (size_t i = 0; i < sizeof c_reserved / sizeof c_reserved[0]; i++)
    if (strcmp(s, c_reserved[i]) == 0)
      return true;
  return false;
}

/* [A-Za-z_][A-Za-z0-9_]*, not starting with a digit. */
static char *sanitize(Cg *cg, const char *base) {
  if (!base || !*base)
    base = "v";
  size_t n = strlen(base);
  char *s = arena_alloc(&cg->ctx->arena, n + 2);
  size_t j = 0;
  if (isdigit((unsigned char)base[0]))
    s[j++] = 'v';
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)base[i];
    s[j++] = (char)(isalnum(c) || c == '_' ? c : '_');
  }
  s[j] = 0;
  return s;
}

static bool taken(Cg *cg, const char *interned) {
  return hashmap_get(&cg->reserved, key_of(interned)) || hashmap_get(&cg->locals, key_of(interned));
}

const char *cg_fresh(Cg *cg, const char *base) {
  char *s = sanitize(cg, base);
  if (has_reserved_prefix(s))
    s = arena_printf(&cg->ctx->arena, "v%s%s", s[0] == '_' ? "" : "_", s);
  const char *b = ir_intern_cstr(cg->ctx, s);
  const char *name = b;
  if (taken(cg, b)) {
    /* Counters make repeated bases linear instead of re-probing from 1. */
    intptr_t k = (intptr_t)hashmap_get(&cg->counters, key_of(b));
    if (k == 0)
      k = 1;
    for (;; k++) {
      name = ir_intern_cstr(cg->ctx, arena_printf(&cg->ctx->arena, "%s_%ld", b, (long)k));
      if (!taken(cg, name))
        break;
    }
    hashmap_put(&cg->counters, key_of(b), (void *)(k + 1));
  }
  hashmap_put(&cg->locals, key_of(name), (void *)1);
  return name;
}

const char *cg_name_value(Cg *cg, IrValue *v) {
  if (v->aux)
    return v->aux;
  const char *base = v->name;
  if (base && v->name_group >= 0)
    base = arena_printf(&cg->ctx->arena, "%s_%d", base, v->name_group);
  if (!base)
    base = v->def_op ? "v" : "arg";
  const char *n = cg_fresh(cg, base);
  v->aux = (void *)n;
  return n;
}

static bool is_scalar(const IrType *t) {
  return t->kind == TY_INDEX || t->kind == TY_INT || t->kind == TY_FLOAT;
}

const char *cg_val(Cg *cg, IrValue *v) {
  if (v->aux)
    return v->aux;
  IrOp *d = v->def_op;
  if (d && ir_op_is(d, OP_CONSTANT) && is_scalar(v->type)) {
    IrAttr *a = ir_op_get_attr(d, "value");
    const char *lit = NULL;
    if (a && a->kind == ATTR_INT && a->wide && cg_is_i128(v->type))
      lit = cg_i128_literal(cg, a->wide);
    else if (a && a->kind == ATTR_INT)
      lit = cg_int_literal(cg, v->type, a->u.i);
    else if (a && a->kind == ATTR_FLOAT)
      lit = cg_float_literal(cg, v->type, a->u.f);
    if (lit) {
      v->aux = (void *)lit;
      return lit;
    }
  }
  return cg_name_value(cg, v);
}

/* ================================ types ================================ */

bool cg_type_supported(const IrType *t) {
  switch (t->kind) {
  case TY_INDEX:
    return true;
  case TY_INT: /* uiN belongs to the onnx dialect's tensors: lower-onnx makes it signless */
    return !t->is_unsigned && t->width >= 1 && (t->width <= 64 || t->width == 128);
  case TY_FLOAT:
    return !t->is_bf16 && (t->width == 32 || t->width == 64);
  case TY_MEMREF: /* i128 and odd widths only as scalars inside functions (cg_check.c) */
    return t->rank >= -1 && is_scalar(t->elem) && cg_type_supported(t->elem) &&
           !cg_is_i128(t->elem) && !cg_is_odd_int(t->elem) && ir_type_is_strided(t);
  default:
    return false;
  }
}

unsigned cg_width(const IrType *t) { return t->kind == TY_INDEX ? 64 : t->width; }

const char *cg_elem_suffix(const IrType *t) {
  switch (t->kind) {
  case TY_INDEX: return "index";
  case TY_INT:
    switch (t->width) {
    case 1: return "i1";
    case 8: return "i8";
    case 16: return "i16";
    case 32: return "i32";
    default: return "i64";
    }
  case TY_FLOAT: return t->width == 32 ? "f32" : "f64";
  default: ir_unreachable("no element suffix for this type");
  }
}

const char *cg_memref_struct_name(Cg *cg, const IrType *t) {
  /* Unranked memrefs share one layout whatever the element type. */
  const char *n = ir_intern_cstr(
      cg->ctx, t->rank < 0 ? "memref_unranked"
                           : arena_printf(&cg->ctx->arena, "memref_%s_%d",
                                          cg_elem_suffix(t->elem), t->rank));
  if (!hashmap_get(&cg->memrefs, key_of(n))) {
    hashmap_put(&cg->memrefs, key_of(n), (void *)t);
    ptrvec_push(&cg->ctx->arena, &cg->memref_list, (void *)t);
  }
  return n;
}

const char *cg_ctype(Cg *cg, IrType *t) {
  switch (t->kind) {
  case TY_INDEX: return "intptr_t";
  case TY_INT: /* an odd width in the narrowest type that holds it (cg_is_odd_int) */
    if (t->width == 1)
      return "bool";
    if (t->width == 128) {
      cg_use_helper(cg, HELP_I128);
      return "loopc_i128";
    }
    return t->width <= 8 ? "int8_t" : t->width <= 16 ? "int16_t" : t->width <= 32 ? "int32_t" : "int64_t";
  case TY_FLOAT: return t->width == 32 ? "float" : "double";
  case TY_MEMREF: return cg_memref_struct_name(cg, t);
  default: ir_unreachable("unsupported type reached the C emitter");
  }
}

const char *cg_utype(const IrType *t) {
  if (t->kind == TY_INDEX)
    return "uintptr_t";
  return t->width <= 32 ? "uint32_t" : t->width <= 64 ? "uint64_t" : "loopc_u128";
}

bool cg_is_i128(const IrType *t) { return t->kind == TY_INT && t->width == 128; }

bool cg_is_odd_int(const IrType *t) {
  return t->kind == TY_INT && t->width > 1 && t->width < 64 && t->width != 8 &&
         t->width != 16 && t->width != 32;
}

const char *cg_i128_literal(Cg *cg, const uint64_t *w) {
  Arena *a = &cg->ctx->arena;
  if (((w[1] == 0 && !(w[0] >> 63)) || (w[1] == ~0ull && (w[0] >> 63))) &&
      w[0] != UINT64_C(1) << 63) /* INT64_C(-9223372036854775808) would overflow */
    return arena_printf(a, "((loopc_i128)INT64_C(%lld))", (long long)(int64_t)w[0]);
  return arena_printf(a, "((loopc_i128)(((loopc_u128)UINT64_C(0x%llx) << 64) | UINT64_C(0x%llx)))",
                      (unsigned long long)w[1], (unsigned long long)w[0]);
}

const char *cg_uexact(const IrType *t) {
  if (t->kind == TY_INDEX)
    return "uintptr_t";
  if (t->width == 1)
    return "bool";
  if (t->width == 128)
    return "loopc_u128";
  return t->width <= 8 ? "uint8_t" : t->width <= 16 ? "uint16_t" : t->width <= 32 ? "uint32_t" : "uint64_t";
}

void cg_emit_type_defs(Cg *cg, FILE *out) {
  for (size_t i = 0; i < cg->memref_list.len; i++) {
    const IrType *t = cg->memref_list.data[i];
    const char *name = cg_memref_struct_name(cg, t);
    if (t->rank < 0) {
      fputs("#ifndef LOOPC_MEMREF_UNRANKED\n#define LOOPC_MEMREF_UNRANKED\n"
            "/* memref<*xT>: MLIR's UnrankedMemRefType, a rank and a pointer to a\n"
            " * ranked descriptor. */\n"
            "typedef struct memref_unranked {\n  int64_t rank;\n  void *descriptor;\n"
            "} memref_unranked;\n#endif\n\n",
            out);
      continue;
    }
    const char *et = cg_ctype(cg, t->elem);
    char *guard = arena_strdup(&cg->ctx->arena, name);
    for (char *p = guard; *p; p++)
      *p = (char)toupper((unsigned char)*p);
    fprintf(out, "#ifndef LOOPC_%s\n#define LOOPC_%s\n", guard, guard);
    fprintf(out, "/* A rank-%d memref of %s, laid out as MLIR's StridedMemRefType. */\n", t->rank,
            cg_elem_suffix(t->elem));
    fprintf(out, "typedef struct %s {\n  %s *allocated;\n  %s *aligned;\n  intptr_t offset;\n", name,
            et, et);
    if (t->rank > 0)
      fprintf(out, "  intptr_t sizes[%d];\n  intptr_t strides[%d];\n", t->rank, t->rank);
    fprintf(out, "} %s;\n#endif\n\n", name);
  }
}

/* =============================== literals ============================== */

const char *cg_int_literal(Cg *cg, IrType *t, int64_t v) {
  unsigned w = cg_width(t);
  if (w == 1)
    return (v & 1) ? "true" : "false";
  if (w < 64) {
    uint64_t m = (UINT64_C(1) << w) - 1;
    uint64_t u = (uint64_t)v & m;
    if (u >> (w - 1))
      u |= ~m;
    v = (int64_t)u;
  }
  bool index = t->kind == TY_INDEX;
  if (v == INT64_MIN)
    return index ? "INTPTR_MIN" : "INT64_MIN";
  if (v == INT32_MIN && w == 32)
    return "INT32_MIN";
  Arena *a = &cg->ctx->arena;
  if (v < INT32_MIN || v > INT32_MAX)
    return index ? arena_printf(a, "(intptr_t)INT64_C(%lld)", (long long)v)
                 : arena_printf(a, "INT64_C(%lld)", (long long)v);
  return v < 0 ? arena_printf(a, "(%lld)", (long long)v) : arena_printf(a, "%lld", (long long)v);
}

const char *cg_float_literal(Cg *cg, IrType *t, double v) {
  bool f32 = t->width == 32;
  Arena *a = &cg->ctx->arena;
  if (isnan(v))
    return signbit(v) ? (f32 ? "(-NAN)" : "(-(double)NAN)") : (f32 ? "NAN" : "((double)NAN)");
  if (isinf(v))
    return v < 0 ? (f32 ? "(-INFINITY)" : "(-(double)INFINITY)")
                 : (f32 ? "INFINITY" : "((double)INFINITY)");
  if (f32)
    v = (double)(float)v;
  /* The shortest decimal that reads back to the same value when short;
   * otherwise a hex literal, which is exact by construction. */
  char buf[64];
  int limit = f32 ? 7 : 15;
  bool found = false;
  for (int p = 1; p <= limit && !found; p++) {
    snprintf(buf, sizeof buf, "%.*g", p, v);
    found = f32 ? strtof(buf, NULL) == (float)v : strtod(buf, NULL) == v;
  }
  if (!found || strchr(buf, 'n') || strchr(buf, 'i'))
    snprintf(buf, sizeof buf, "%a", v);
  else if (!strpbrk(buf, ".e"))
    strcat(buf, ".0");
  /* -0.0 keeps its sign through %g ("-0"). */
  return arena_printf(a, buf[0] == '-' ? "(%s%s)" : "%s%s", buf, f32 ? "f" : "");
}

const char *cg_zero(Cg *cg, IrType *t) {
  (void)cg;
  if (t->kind == TY_FLOAT)
    return t->width == 32 ? "0.0f" : "0.0";
  if (t->kind == TY_INT && t->width == 1)
    return "false";
  return "0";
}

/* ============================ function names =========================== */

const char *cg_func_cname(Cg *cg, IrOp *func) {
  const char *n = hashmap_get(&cg->fnames, key_of(func));
  if (!n)
    ir_unreachable("function without a C name");
  return n;
}

const char *cg_results_struct_name(Cg *cg, IrOp *func) {
  return hashmap_get(&cg->rnames, key_of(func));
}

/* C++ keywords a C field name may be spelled as (the header is included
 * from C++ too). */
static const char *const cxx_keywords[] = {
    "alignof", "and", "and_eq", "bitand", "bitor", "catch", "char8_t", "char16_t", "char32_t",
    "class", "compl", "concept", "const_cast", "consteval", "constinit", "co_await",
    "co_return", "co_yield", "decltype", "delete", "dynamic_cast", "explicit", "export",
    "friend", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "operator", "or",
    "or_eq", "private", "protected", "public", "reinterpret_cast", "requires",
    "static_cast", "template", "this", "throw", "try", "typeid", "typename", "using",
    "virtual", "wchar_t", "xor", "xor_eq",
};

static bool field_ok(Cg *cg, const char *s, const char *const *done, int n) {
  if (c_is_keyword(s) || has_reserved_prefix(s) || cg_is_reserved(cg, s))
    return false;
  for (size_t i = 0; i < sizeof cxx_keywords / sizeof cxx_keywords[0]; i++)
    if (strcmp(s, cxx_keywords[i]) == 0)
      return false;
  for (int i = 0; i < n; i++)
    if (strcmp(s, done[i]) == 0)
      return false;
  return true;
}

const char **cg_onnx_c_names(Cg *cg, IrOp *func, const char *attr, int n, const char *fallback) {
  IrAttr *names = ir_op_get_attr(func, attr);
  bool named = names && names->kind == ATTR_ARRAY && names->u.array.n == n;
  if (!named && !fallback)
    return NULL;
  const char **out = arena_alloc(&cg->ctx->arena, sizeof *out * (size_t)(n ? n : 1));
  for (int k = 0; k < n; k++) {
    const IrAttr *a = named ? names->u.array.elts[k] : NULL;
    const char *s = a && a->kind == ATTR_STRING && a->u.s.len
                        ? sanitize(cg, arena_printf(&cg->ctx->arena, "%.*s", (int)a->u.s.len,
                                                    a->u.s.str))
                        : arena_printf(&cg->ctx->arena, "%s%d", fallback ? fallback : "a", k);
    if (!field_ok(cg, s, out, k)) {
      const char *base = arena_printf(&cg->ctx->arena, "%s_%s", attr[5] == 'i' ? "in" : "out", s);
      s = base;
      for (int j = 1; !field_ok(cg, s, out, k); j++)
        s = arena_printf(&cg->ctx->arena, "%s_%d", base, j);
    }
    out[k] = s;
  }
  return out;
}

const char *cg_result_field(Cg *cg, IrOp *func, int i) {
  const char **fields = hashmap_get(&cg->rfields, key_of(func));
  if (!fields) {
    fields = cg_onnx_c_names(cg, func, "onnx.output_names", ir_func_type(func)->nouts, "r");
    hashmap_put(&cg->rfields, key_of(func), fields);
  }
  return fields[i];
}

const char *cg_ciface_name(Cg *cg, IrOp *func) {
  const char *n = hashmap_get(&cg->cinames, key_of(func));
  if (!n)
    ir_unreachable("function without a C interface name");
  return n;
}

static bool is_c_main(IrOp *func) {
  IrType *ft = ir_func_type(func);
  return ft->nins == 0 && ft->nouts == 1 && ft->outs[0]->kind == TY_INT && ft->outs[0]->width == 32;
}

/* Everything the included headers declare: a function or a local spelled
 * like one is renamed (a `@atan2` did not compile; a `@round` of libm's type
 * did, and defined the `round()` that math.round calls). */
typedef enum { LIB_OTHER, LIB_FUNC, LIB_SOME } LibraryKind;
typedef struct LibraryName {
  const char *name;
  LibraryKind kind; /* see tools/c_library_names.py */
} LibraryName;
#define LIB_FUNC(n) {#n, LIB_FUNC},
#define LIB_SOME(n) {#n, LIB_SOME},
#define LIB_OTHER(n) {#n, LIB_OTHER},
static const LibraryName c_library_names[] = {
#include "c_library_names.inc"
};
#undef LIB_FUNC
#undef LIB_SOME
#undef LIB_OTHER

/* An external declaration spelled like a library function keeps its symbol,
 * so that it links with the library as MLIR's lowering does. Where every mode
 * of the headers declares the function (LIB_FUNC), their prototype is in force
 * and loopc writes none: the C converts the arguments as for any prototyped
 * call, where loopc's own prototype would conflict with the header's whenever
 * the C types differ but the ABI does not (i64 is int64_t, llabs takes long
 * long). A function only some modes declare (LIB_SOME: random, omp_*) gets
 * loopc's prototype. */
static void note_library_functions(Cg *cg) {
  for (size_t i = 0; i < sizeof c_library_names / sizeof c_library_names[0]; i++)
    if (c_library_names[i].kind != LIB_OTHER)
      hashmap_put(&cg->header_decls, key_of(ir_intern_cstr(cg->ctx, c_library_names[i].name)),
                  (void *)(uintptr_t)c_library_names[i].kind);
}

bool cg_header_declares(Cg *cg, IrOp *f) {
  return hashmap_get(&cg->header_decls, key_of(f)) != NULL;
}

void cg_reserve_globals(Cg *cg) {
  for (size_t i = 0; i < sizeof c_reserved / sizeof c_reserved[0]; i++)
    reserve(cg, c_reserved[i]);
  for (size_t i = 0; i < sizeof c_library_names / sizeof c_library_names[0]; i++)
    reserve(cg, c_library_names[i].name);
  note_library_functions(cg);
  IrBlock *body = ir_module_body(cg->module);
  for (IrOp *f = body ? body->first : NULL; f; f = f->next)
    if (ir_op_is(f, OP_FUNC))
      hashmap_put(&cg->funcs, (uint64_t)(uintptr_t)ir_intern_cstr(cg->ctx, ir_func_name(f)), f);
  /* A memref.global is a static array of this file (docs/DESIGN.md, "Memref
   * layouts and views"), named after its symbol in loopc's own prefix; the
   * symbol finds it (funcs maps every symbol to its op). */
  for (IrOp *g = body ? body->first : NULL; g; g = g->next) {
    if (!ir_op_is(g, OP_GLOBAL))
      continue;
    IrAttr *sym = ir_op_get_attr(g, "sym_name");
    const char *key = ir_intern(cg->ctx, sym->u.s.str, sym->u.s.len);
    const char *base = arena_printf(&cg->ctx->arena, "loopc_global_%s", sanitize(cg, key)), *s = base;
    /* loopc_ is the runtime's prefix (cg_is_reserved says so): only names
     * taken already matter here. */
    for (int k = 1; taken(cg, ir_intern_cstr(cg->ctx, s)); k++)
      s = arena_printf(&cg->ctx->arena, "%s_%d", base, k);
    reserve(cg, s);
    hashmap_put(&cg->fnames, key_of(g), (void *)ir_intern_cstr(cg->ctx, s));
    hashmap_put(&cg->funcs, (uint64_t)(uintptr_t)key, g);
  }
  /* External declarations keep their exact symbol: they link with user code
   * or the C library. Only a keyword, or a header's macro, type or object,
   * cannot be one. */
  for (IrOp *f = body ? body->first : NULL; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC) || !ir_func_is_declaration(f))
      continue;
    const char *s = ir_intern_cstr(cg->ctx, sanitize(cg, ir_func_name(f)));
    uintptr_t kind = (uintptr_t)hashmap_get(&cg->header_decls, key_of(s));
    if (kind == LIB_FUNC && !cg_calls_ciface(f))
      hashmap_put(&cg->header_decls, key_of(f), (void *)1);
    else if ((c_is_keyword(s) && strcmp(s, "main") != 0) ||
             (kind == LIB_OTHER && hashmap_get(&cg->reserved, key_of(s))))
      s = arena_printf(&cg->ctx->arena, "%s_", s);
    hashmap_put(&cg->fnames, key_of(f), (void *)ir_intern_cstr(cg->ctx, s));
    reserve(cg, s);
  }
  for (IrOp *f = body ? body->first : NULL; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC) || ir_func_is_declaration(f))
      continue;
    const char *sym = ir_func_name(f);
    const char *s;
    if (strcmp(sym, "main") == 0 && is_c_main(f)) {
      s = "main";
    } else {
      /* Any other `main` is renamed; cg_emit.c adds a C main calling it when
       * it takes and returns nothing. */
      s = strcmp(sym, "main") == 0 ? "mlir_main" : sanitize(cg, sym);
      if (has_reserved_prefix(s))
        s = arena_printf(&cg->ctx->arena, "f_%s", s);
      while (cg_is_reserved(cg, s))
        s = arena_printf(&cg->ctx->arena, "%s_", s);
    }
    hashmap_put(&cg->fnames, key_of(f), (void *)ir_intern_cstr(cg->ctx, s));
    reserve(cg, s);
  }
  /* _mlir_ciface_ and the symbol, its other characters made underscores (the
   * prefix makes any symbol a valid start), unique. */
  for (IrOp *f = body ? body->first : NULL; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC))
      continue;
    char *s = arena_printf(&cg->ctx->arena, "_mlir_ciface_%s", ir_func_name(f));
    for (char *p = s; *p; p++)
      if (!isalnum((unsigned char)*p))
        *p = '_';
    while (hashmap_get(&cg->reserved, key_of(ir_intern_cstr(cg->ctx, s))))
      s = arena_printf(&cg->ctx->arena, "%s_", s);
    hashmap_put(&cg->cinames, key_of(f), (void *)ir_intern_cstr(cg->ctx, s));
    reserve(cg, s);
  }
  for (IrOp *f = body ? body->first : NULL; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC) || ir_func_type(f)->nouts < 2)
      continue;
    const char *s = arena_printf(&cg->ctx->arena, "%s_results", cg_func_cname(cg, f));
    while (cg_is_reserved(cg, s))
      s = arena_printf(&cg->ctx->arena, "%s_", s);
    hashmap_put(&cg->rnames, key_of(f), (void *)ir_intern_cstr(cg->ctx, s));
    reserve(cg, s);
  }
}
