/* parse_attr.c: building types and attributes (literals, dense data, strings) for the parser. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

#include "../ir/wideint.h"
#include "parse_internal.h"
#include "../ir/float_format.h"

/* --------------------------------------------------------------- numbers */

/* Parses an integer literal (decimal or 0x hex, optional '-'); false on overflow
 * past 64 bits. The magnitude is returned in *mag, the sign in *neg. */
static bool parse_uint(Str tok, uint64_t *mag, bool *neg) {
  const char *s = tok.s, *e = tok.s + tok.len;
  *neg = false;
  if (s < e && *s == '-') {
    *neg = true;
    s++;
  }
  uint64_t v = 0;
  if (e - s > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    for (s += 2; s < e; s++) {
      int d = *s <= '9' ? *s - '0' : (*s | 0x20) - 'a' + 10;
      if (v >> 60)
        return false;
      v = v * 16 + (uint64_t)d;
    }
  } else {
    for (; s < e; s++) {
      uint64_t d = (uint64_t)(*s - '0');
      if (v > (UINT64_MAX - d) / 10)
        return false;
      v = v * 10 + d;
    }
  }
  *mag = v;
  return true;
}

/* Reinterprets hex bits as a float of type t. */
static double bits_to_float(uint64_t bits, const IrType *t) {
  if (t->width == 64) {
    double d;
    memcpy(&d, &bits, 8);
    return d;
  }
  if (t->width == 32) {
    uint32_t b = (uint32_t)bits;
    float f;
    memcpy(&f, &b, 4);
    return f;
  }
  return ir_half_to_double((uint16_t)bits, t->is_bf16);
}

/* MLIR's IntegerType::kMaxWidth. */
#define MAX_INT_WIDTH 16777215

IrType *mk_int_type(Parser *p, Str tok, const ParseLoc *l) {
  long w = 0;
  bool u = tok.s[0] == 'u', s = tok.s[0] == 's'; /* uiN, siN */
  for (int i = u || s ? 2 : 1; i < tok.len; i++) {
    w = w * 10 + (tok.s[i] - '0');
    if (w > MAX_INT_WIDTH)
      break;
  }
  if (w > MAX_INT_WIDTH) {
    perror_at(p, ploc(p, l), "integer bitwidth is limited to %d bits", MAX_INT_WIDTH);
    w = 32;
  }
  return u ? ir_type_uint(p->ctx, (unsigned)w)
           : s ? ir_type_sint(p->ctx, (unsigned)w) : ir_type_int(p->ctx, (unsigned)w);
}

Vec *dims_add(Parser *p, Vec *dims, Str tok, const ParseLoc *l) {
  if (!dims)
    dims = vec_new(p);
  int64_t d;
  if (tok.aux == 1)
    d = TY_DYN;
  else if (tok.aux == 2)
    d = -1; /* unranked marker */
  else {
    uint64_t mag;
    bool neg;
    int k = 0; /* the digits (the token may hold spaces around its 'x') */
    while (k < tok.len && tok.s[k] >= '0' && tok.s[k] <= '9')
      k++;
    Str num = {tok.s, k, 0};
    if (!parse_uint(num, &mag, &neg) || mag > (uint64_t)INT64_MAX / 2) {
      perror_at(p, ploc(p, l), "dimension '%.*s' is too large", num.len, num.s);
      mag = 1;
    }
    d = (int64_t)mag;
  }
  vec_push(p, dims, &d, sizeof d);
  return dims;
}

/* Types are built bottom-up, so the depth recorded in each (ir.h) bounds
 * them as they are made: memref<memref<...>>, ((f32) -> f32) -> f32 and
 * chains of function results `() -> () -> ... -> f32` alike. */
static IrType *check_depth(Parser *p, IrType *t, IrLoc loc) {
  if (t->depth > IR_MAX_NESTING && !p->stop) {
    perror_at(p, loc, "type nesting exceeds the maximum of %d", IR_MAX_NESTING);
    parse_stop(p);
  }
  return t;
}

IrType *mk_shaped_type(Parser *p, bool memref, Vec *dims, IrType *elem, const ParseLoc *l) {
  int n = VEC_N(dims);
  int64_t *d = n ? (int64_t *)dims->v : NULL;
  bool unranked = false;
  for (int i = 0; i < n; i++)
    if (d[i] == -1)
      unranked = true;
  IrType *t;
  if (unranked) {
    if (n != 1)
      perror_at(p, ploc(p, l), "expected '*x' alone in an unranked shape");
    t = memref ? ir_type_memref(p->ctx, elem, -1, NULL) : ir_type_tensor(p->ctx, elem, -1, NULL);
  } else if (memref) {
    t = ir_type_memref(p->ctx, elem, n, d);
  } else {
    t = ir_type_tensor(p->ctx, elem, n, d);
  }
  /* A rank-n value prints as n nested brackets (dense literals, printMemref),
   * so dimensions count as nesting too. */
  if (n > IR_MAX_NESTING && !p->stop) {
    perror_at(p, ploc(p, l), "shaped type with %d dimensions exceeds the maximum of %d", n,
              IR_MAX_NESTING);
    parse_stop(p);
  }
  check_depth(p, t, ploc(p, l));
  if (elem && (elem->kind == TY_FUNC || elem->kind == TY_NONE))
    perror_at(p, ploc(p, l), "invalid element type '%s'", ir_type_str(p->ctx, elem));
  if (dims)
    vec_free(p, dims, sizeof(int64_t));
  return t;
}

IrType *mk_func_type(Parser *p, Vec *ins, Vec *outs, IrLoc loc) {
  IrType *t = ir_type_func(p->ctx, VEC_N(ins), ins ? (IrType *const *)ins->v : NULL, VEC_N(outs),
                           outs ? (IrType *const *)outs->v : NULL);
  return check_depth(p, t, loc);
}

/* The type !ns.name<params> (or !ns.name, without params) as the dialect
 * of namespace d builds it; on error, reported at loc, none. */
static IrType *dialect_type(Parser *p, const IrDialect *d, const char *name, size_t len,
                            Vec *params, IrLoc loc) {
  const char *err = "invalid type";
  int n = VEC_N(params);
  IrType *t = d->type_parse(p->ctx, d, ir_intern(p->ctx, name, len), n,
                            n ? (const IrTypeParam *)params->v : NULL, &err);
  if (params)
    vec_free(p, params, sizeof(IrTypeParam));
  if (!t) {
    perror_at(p, loc, "%s", err);
    return p->ctx->none_ty;
  }
  return check_depth(p, t, loc);
}

/* The dialect of a `!ns.name` spelling whose namespace is registered with
 * types; *name gets what follows "ns.". */
static const IrDialect *type_dialect(const char *s, size_t len, const char **name) {
  const char *dot = memchr(s, '.', len);
  if (!dot || s[0] != '!')
    return NULL;
  const IrDialect *d = ir_dialect_lookup(s + 1, (size_t)(dot - s - 1));
  *name = dot + 1;
  return d && d->type_parse ? d : NULL;
}

bool lex_is_dialect_type(const char *s, size_t len) {
  const char *name;
  return type_dialect(s, len, &name) != NULL;
}

IrType *mk_opaque_type(Parser *p, Str tok, const ParseLoc *l) {
  const char *text = ir_intern(p->ctx, tok.s, (size_t)tok.len);
  IrType *alias = hashmap_get(&p->type_aliases, (uint64_t)(uintptr_t)text);
  if (alias)
    return alias;
  const char *name;
  const IrDialect *d = type_dialect(tok.s, (size_t)tok.len, &name);
  if (d)
    return dialect_type(p, d, name, (size_t)(tok.s + tok.len - name), NULL, ploc(p, l));
  return ir_type_opaque(p->ctx, text);
}

IrType *mk_dialect_type(Parser *p, Str open, Vec *params, const ParseLoc *l) {
  const char *name;
  const IrDialect *d = type_dialect(open.s, (size_t)open.len, &name);
  if (!d)
    ir_unreachable("the lexer passed a dialect type of no registered dialect");
  /* The name ends before the '<'. */
  return dialect_type(p, d, name, (size_t)(open.s + open.len - 1 - name), params, ploc(p, l));
}

Vec *type_param_vec(Parser *p, Vec *v, IrType *type, Str num, const ParseLoc *l) {
  IrTypeParam tp = {type, 0};
  if (!type) {
    uint64_t mag;
    bool neg;
    if (!parse_uint(num, &mag, &neg) || (!neg && mag > INT64_MAX) ||
        (neg && mag > (uint64_t)INT64_MAX + 1)) {
      perror_at(p, ploc(p, l), "integer constant '%.*s' does not fit in 64 bits", num.len, num.s);
      mag = 0;
    }
    tp.value = neg ? (int64_t)(0 - mag) : (int64_t)mag;
  }
  if (!v)
    v = vec_new(p);
  vec_push(p, v, &tp, sizeof tp);
  return v;
}

void def_type_alias(Parser *p, Str name, IrType *t) {
  const char *text = ir_intern(p->ctx, name.s, (size_t)name.len);
  hashmap_put(&p->type_aliases, (uint64_t)(uintptr_t)text, t);
}

/* ------------------------------------------------------------ attributes */

/* A literal of an iN wider than 64 bits: read as signed or unsigned, as
 * MLIR does (-2^(N-1) .. 2^N - 1). */
static IrAttr *mk_wide_int_attr(Parser *p, Str tok, IrType *type, const ParseLoc *l) {
  unsigned w = type->width;
  int n = ir_wide_nwords(w);
  uint64_t *mag = arena_alloc(&p->scratch, sizeof *mag * (size_t)(n + 1));
  bool neg = tok.len && tok.s[0] == '-';
  bool ok = ir_wide_parse_mag(tok.s + neg, (size_t)tok.len - neg, mag, n + 1) && !mag[n];
  if (ok) {
    /* the magnitude's highest bit: below 2^w, or 2^(w-1) exactly when negative */
    uint64_t *lim = arena_alloc(&p->scratch, sizeof *lim * (size_t)(n + 1));
    memset(lim, 0, sizeof *lim * (size_t)(n + 1));
    unsigned bit = neg ? w - 1 : w;
    lim[bit / 64] = 1ull << (bit % 64);
    int cmp = 0;
    for (int i = n; i >= 0 && !cmp; i--)
      cmp = mag[i] < lim[i] ? -1 : mag[i] > lim[i];
    ok = neg ? cmp <= 0 : cmp < 0;
  }
  if (!ok) {
    perror_at(p, ploc(p, l), "integer constant out of range for attribute of type '%s'",
              ir_type_str(p->ctx, type));
    memset(mag, 0, sizeof *mag * (size_t)n);
  }
  if (neg)
    ir_wide_neg(mag, w);
  return ir_attr_int_wide(p->ctx, type, mag);
}

IrAttr *mk_int_attr(Parser *p, Str tok, IrType *type, const ParseLoc *l) {
  if (type && type->kind == TY_INT && type->width > 64 && !type->is_unsigned)
    return mk_wide_int_attr(p, tok, type, l);
  uint64_t mag;
  bool neg;
  if (!parse_uint(tok, &mag, &neg)) {
    perror_at(p, ploc(p, l), "integer constant '%.*s' does not fit in 64 bits", tok.len, tok.s);
    mag = 0;
  }
  if (!type)
    type = p->ctx->i64_ty;
  if (type->kind == TY_FLOAT) {
    if (tok.aux != 1)
      return ir_attr_float(p->ctx, type, neg ? -(double)mag : (double)mag);
    if (neg || (type->width < 64 && (mag >> type->width) != 0)) {
      perror_at(p, ploc(p, l), "hexadecimal float literal '%.*s' does not fit '%s'", tok.len,
                tok.s, ir_type_str(p->ctx, type));
      mag = 0;
    }
    return ir_attr_float(p->ctx, type, bits_to_float(mag, type));
  }
  if (type->kind != TY_INT && type->kind != TY_INDEX) {
    perror_at(p, ploc(p, l), "integer literal not valid for type '%s'", ir_type_str(p->ctx, type));
    return ir_attr_int(p->ctx, p->ctx->i64_ty, 0);
  }
  if (!neg && mag > (uint64_t)INT64_MAX && type->kind == TY_INDEX) {
    perror_at(p, ploc(p, l), "integer constant out of range for type '%s'", ir_type_str(p->ctx, type));
  }
  if (neg && mag > (uint64_t)INT64_MAX + 1) {
    perror_at(p, ploc(p, l), "integer constant out of range for type '%s'", ir_type_str(p->ctx, type));
  }
  if (neg && mag && ir_type_is_unsigned(type)) {
    perror_at(p, ploc(p, l), "negative integer literal not valid for unsigned integer type");
    mag = 0;
  }
  /* As in MLIR, an N-bit literal may be read as signed or unsigned:
   * -2^(N-1) .. 2^N - 1 (i1: -1 .. 1). */
  if (type->kind == TY_INT && type->width < 64) {
    unsigned w = type->width;
    bool fits = w == 0   ? mag == 0 /* i0 holds 0 alone */
                : neg    ? mag <= (w == 1 ? 1 : (uint64_t)1 << (w - 1))
                         : (mag >> w) == 0;
    if (!fits) {
      perror_at(p, ploc(p, l), "integer constant out of range for attribute of type '%s'",
                ir_type_str(p->ctx, type));
      mag = 0;
    }
  }
  int64_t v = neg ? (int64_t)(0 - mag) : (int64_t)mag;
  return ir_attr_int(p->ctx, type, v);
}

IrAttr *mk_float_attr(Parser *p, Str tok, IrType *type, const ParseLoc *l) {
  char *buf = arena_strndup(&p->scratch, tok.s, (size_t)tok.len);
  double d = strtod(buf, NULL);
  if (!type)
    type = p->ctx->f64_ty;
  if (type->kind != TY_FLOAT) {
    perror_at(p, ploc(p, l), "floating point value not valid for specified type '%s'",
              ir_type_str(p->ctx, type));
    type = p->ctx->f64_ty;
  }
  return ir_attr_float(p->ctx, type, d);
}

static int hexval(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  c = (char)(c | 0x20);
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return -1;
}

/* Decodes a quoted string token (MLIR escapes: \\ \" \n \t \XX). */
const char *decode_string(Parser *p, Str tok, size_t *len) {
  const char *s = tok.s + 1, *e = tok.s + tok.len - 1;
  char *out = arena_alloc(&p->scratch, (size_t)tok.len + 1);
  size_t n = 0;
  while (s < e) {
    if (*s != '\\' || s + 1 >= e) {
      out[n++] = *s++;
      continue;
    }
    s++;
    switch (*s) {
    case 'n': out[n++] = '\n'; s++; break;
    case 't': out[n++] = '\t'; s++; break;
    case '"': out[n++] = '"'; s++; break;
    case '\\': out[n++] = '\\'; s++; break;
    default:
      if (s + 1 < e && hexval(s[0]) >= 0 && hexval(s[1]) >= 0) {
        out[n++] = (char)(hexval(s[0]) * 16 + hexval(s[1]));
        s += 2;
      } else {
        out[n++] = *s++;
      }
    }
  }
  out[n] = 0;
  *len = n;
  return out;
}

IrAttr *mk_string_attr(Parser *p, Str tok) {
  size_t n;
  const char *s = decode_string(p, tok, &n);
  return ir_attr_string(p->ctx, s, n);
}

IrAttr *mk_symbol_attr(Parser *p, Str tok) {
  if (tok.aux == 1) {
    Str q = {tok.s + 1, tok.len - 1, 0};
    size_t n;
    const char *s = decode_string(p, q, &n);
    return ir_attr_symbol(p->ctx, s);
  }
  return ir_attr_symbol(p->ctx, ir_intern(p->ctx, tok.s + 1, (size_t)tok.len - 1));
}

/* `#arith.fastmath<...>` with its flags as mlir-opt prints them: in the
 * enum's order, `fast` for all seven, `none` for none; NULL when a word is
 * no flag (the text is then kept as written). */
static const char *fastmath_canonical(Parser *p, const char *s, int len) {
  static const char *const flags[] = {"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"};
  const char *lt = memchr(s, '<', (size_t)len), *end = s + len;
  unsigned set = 0;
  if (!lt || end[-1] != '>')
    return NULL;
  for (const char *t = lt + 1; t < end - 1;) {
    while (t < end - 1 && (*t == ' ' || *t == ','))
      t++;
    const char *w = t;
    while (t < end - 1 && *t != ',' && *t != ' ')
      t++;
    size_t n = (size_t)(t - w);
    if (!n)
      continue;
    int k = -1;
    for (int i = 0; i < 7; i++)
      if (strlen(flags[i]) == n && memcmp(w, flags[i], n) == 0)
        k = i;
    if (k >= 0)
      set |= 1u << k;
    else if (n == 4 && memcmp(w, "fast", 4) == 0)
      set = 0x7f;
    else if (!(n == 4 && memcmp(w, "none", 4) == 0))
      return NULL;
  }
  if (set == 0x7f)
    return "#arith.fastmath<fast>";
  if (!set)
    return "#arith.fastmath<none>";
  char buf[80] = "#arith.fastmath<";
  for (int i = 0; i < 7; i++)
    if (set & (1u << i)) {
      strcat(buf, flags[i]);
      strcat(buf, (set >> (i + 1)) ? "," : ">");
    }
  return arena_printf(&p->scratch, "%s", buf);
}

/* A dialect attribute's text with each reference to an alias defined
 * before it (`#name`, outside quoted strings) replaced by that alias's
 * text, when the alias is itself kept as text: loopc keeps such attributes
 * as text, and printing `#llvm.loop_annotation<unroll = #full>` without
 * `#full`'s definition made a file no parser reads. NULL when there is no
 * such reference. */
static const char *expand_nested_aliases(Parser *p, Str tok) {
  if (tok.len < 2 || !memchr(tok.s + 1, '#', (size_t)tok.len - 1))
    return NULL;
  TextBuf out = {0};
  bool quoted = false;
  int from = 0; /* tok.s[from, i) is still to copy */
  for (int i = 1; i < tok.len; i++) {
    if (tok.s[i] == '"' && tok.s[i - 1] != '\\')
      quoted = !quoted;
    if (tok.s[i] != '#' || quoted)
      continue;
    int j = i + 1;
    while (j < tok.len && (isalnum((unsigned char)tok.s[j]) || tok.s[j] == '_' ||
                           tok.s[j] == '$' || tok.s[j] == '.'))
      j++;
    const char *name = ir_intern(p->ctx, tok.s + i, (size_t)(j - i));
    IrAttr *a = hashmap_get(&p->attr_aliases, (uint64_t)(uintptr_t)name);
    if (a && a->kind == ATTR_OPAQUE) {
      textbuf_addn(&out, tok.s + from, (size_t)(i - from));
      textbuf_add(&out, a->u.s.str);
      from = j;
    }
    i = j - 1;
  }
  const char *expanded = NULL;
  if (out.s) {
    textbuf_addn(&out, tok.s + from, (size_t)(tok.len - from));
    expanded = ir_intern_cstr(p->ctx, out.s);
  }
  free(out.s);
  return expanded;
}

/* The llvm attribute a loop-metadata parameter holds, by the parameter's
 * name (LLVMAttrDefs.td: LoopAnnotationAttr's unroll, vectorize, ...; the
 * followup* parameters of LoopVectorizeAttr, LoopUnrollAttr,
 * LoopUnrollAndJamAttr and LoopDistributeAttr hold a LoopAnnotationAttr).
 * NULL for any other name. */
static const char *llvm_loop_param_mnemonic(const char *s, size_t n) {
  static const char *const map[][2] = {
      {"vectorize", "loop_vectorize"},     {"interleave", "loop_interleave"},
      {"unroll", "loop_unroll"},           {"unrollAndJam", "loop_unroll_and_jam"},
      {"licm", "loop_licm"},               {"distribute", "loop_distribute"},
      {"pipeline", "loop_pipeline"},       {"peeled", "loop_peeled"},
      {"unswitch", "loop_unswitch"}};
  for (size_t k = 0; k < sizeof map / sizeof *map; k++)
    if (strlen(map[k][0]) == n && memcmp(s, map[k][0], n) == 0)
      return map[k][1];
  if (n > 8 && memcmp(s, "followup", 8) == 0)
    return "loop_annotation";
  return NULL;
}

/* An llvm loop annotation's text with each nested attribute written
 * without its dialect prefix (`unroll = <full = true>`, as mlir-opt prints
 * one inline) spelled out (`unroll = #llvm.loop_unroll<full = true>`): the
 * printer's aliases (#loop_unroll, ...) find nested attributes by that
 * prefix, as mlir-opt's alias initializer finds them by their type. NULL
 * when nothing changes. One pass over the text, outside quoted strings. */
static const char *expand_llvm_loop_params(Parser *p, const char *s, size_t len) {
  if (len < 12 || memcmp(s, "#llvm.loop_", 11) != 0)
    return NULL;
  TextBuf out = {0};
  bool quoted = false;
  size_t from = 0; /* s[from, i) is still to copy */
  for (size_t i = 0; i < len; i++) {
    if (s[i] == '"' && (i == 0 || s[i - 1] != '\\'))
      quoted = !quoted;
    if (quoted || !(isalpha((unsigned char)s[i]) && (s[i - 1] == '<' || s[i - 1] == ' ')))
      continue;
    size_t j = i;
    while (j < len && isalnum((unsigned char)s[j]))
      j++;
    size_t k = j;
    while (k < len && s[k] == ' ')
      k++;
    if (k < len && s[k] == '=') {
      k++;
      while (k < len && s[k] == ' ')
        k++;
      const char *m = k < len && s[k] == '<' ? llvm_loop_param_mnemonic(s + i, j - i) : NULL;
      if (m) {
        textbuf_addn(&out, s + from, k - from);
        textbuf_add(&out, "#llvm.");
        textbuf_add(&out, m);
        from = k;
      }
    }
    i = j - 1;
  }
  const char *expanded = NULL;
  if (out.s) {
    textbuf_addn(&out, s + from, len - from);
    expanded = ir_intern_cstr(p->ctx, out.s);
  }
  free(out.s);
  return expanded;
}

IrAttr *mk_opaque_attr(Parser *p, Str tok) {
  const char *expanded = expand_nested_aliases(p, tok);
  const char *full = expanded ? expand_llvm_loop_params(p, expanded, strlen(expanded))
                              : expand_llvm_loop_params(p, tok.s, (size_t)tok.len);
  if (full)
    expanded = full;
  if (expanded)
    return ir_attr_opaque(p->ctx, expanded);
  const char *fm = NULL;
  if (tok.len > 9 && memcmp(tok.s, "fastmath<", 9) == 0)
    fm = fastmath_canonical(p, tok.s, tok.len);
  else if (tok.len > 16 && memcmp(tok.s, "#arith.fastmath<", 16) == 0)
    fm = fastmath_canonical(p, tok.s, tok.len);
  if (fm)
    return ir_attr_opaque(p->ctx, fm);
  /* fastmath<...>/overflow<...> are arith enum attributes: keep MLIR's full spelling. */
  if ((tok.len > 9 && memcmp(tok.s, "fastmath<", 9) == 0) ||
      (tok.len > 9 && memcmp(tok.s, "overflow<", 9) == 0)) {
    char *t = arena_printf(&p->scratch, "#arith.%.*s", tok.len, tok.s);
    return ir_attr_opaque(p->ctx, t);
  }
  return ir_attr_opaque(p->ctx, ir_intern(p->ctx, tok.s, (size_t)tok.len));
}

IrAttr *mk_alias_attr(Parser *p, Str tok, const ParseLoc *l) {
  const char *name = ir_intern(p->ctx, tok.s, (size_t)tok.len);
  IrAttr *a = hashmap_get(&p->attr_aliases, (uint64_t)(uintptr_t)name);
  (void)l;
  return a ? a : ir_attr_opaque(p->ctx, name);
}

void def_attr_alias(Parser *p, Str name, IrAttr *a) {
  const char *text = ir_intern(p->ctx, name.s, (size_t)name.len);
  if (a)
    hashmap_put(&p->attr_aliases, (uint64_t)(uintptr_t)text, a);
}

/* Attributes are built bottom-up like types, with their depth recorded. */
static IrAttr *check_attr_depth(Parser *p, IrAttr *a, const ParseLoc *l) {
  if (a->depth > IR_MAX_NESTING && !p->stop) {
    perror_at(p, ploc(p, l), "attribute nesting exceeds the maximum of %d", IR_MAX_NESTING);
    parse_stop(p);
  }
  return a;
}

IrAttr *mk_array_attr(Parser *p, Vec *elts, const ParseLoc *l) {
  IrAttr *a = ir_attr_array(p->ctx, VEC_N(elts), elts ? (IrAttr *const *)elts->v : NULL);
  if (elts)
    vec_free(p, elts, sizeof(IrAttr *));
  return check_attr_depth(p, a, l);
}

const char *attr_key(Parser *p, Str tok) {
  if (tok.len >= 2 && tok.s[0] == '"') {
    size_t n;
    const char *s = decode_string(p, tok, &n);
    return ir_intern(p->ctx, s, n);
  }
  return ir_intern(p->ctx, tok.s, (size_t)tok.len);
}

void entry_push(Parser *p, Vec **v, const char *name, IrAttr *value) {
  if (!*v)
    *v = vec_new(p);
  AttrEntry e = {ir_intern_cstr(p->ctx, name), value};
  vec_push(p, *v, &e, sizeof e);
}

IrAttr *mk_dict_attr(Parser *p, Vec *entries, const ParseLoc *l) {
  int n = VEC_N(entries);
  IrNamedAttr *na = arena_alloc(&p->scratch, sizeof(IrNamedAttr) * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++) {
    AttrEntry *e = &VEC_AT(entries, AttrEntry, i);
    na[i].name = e->name;
    na[i].value = e->value ? e->value : ir_attr_unit(p->ctx);
    na[i].inherent = false;
  }
  return check_attr_depth(p, ir_attr_dict(p->ctx, n, na), l);
}

IrAttr *mk_dense_array_attr(Parser *p, IrType *elem, Vec *ints, const ParseLoc *l) {
  int n = VEC_N(ints);
  int64_t *vals = arena_alloc(&p->scratch, sizeof(int64_t) * (size_t)(n ? n : 1));
  if (elem->kind != TY_INT && elem->kind != TY_INDEX) {
    perror_at(p, ploc(p, l), "only integer dense arrays are supported, got '%s'",
              ir_type_str(p->ctx, elem));
    return ir_attr_dense_array(p->ctx, p->ctx->i64_ty, 0, NULL);
  }
  for (int i = 0; i < n; i++) {
    Str t = VEC_AT(ints, Str, i);
    if (t.aux == 2 || t.aux == 3) {
      vals[i] = t.aux == 2;
      continue;
    }
    uint64_t mag;
    bool neg;
    if (!parse_uint(t, &mag, &neg))
      perror_at(p, ploc(p, l), "integer constant '%.*s' does not fit in 64 bits", t.len, t.s);
    vals[i] = neg ? (int64_t)(0 - mag) : (int64_t)mag;
  }
  return ir_attr_dense_array(p->ctx, elem, n, vals);
}

/* ----------------------------------------------------------------- dense */

void dense_begin(Parser *p) {
  if (p->dense)
    p->dense->n = 0;
  else
    p->dense = vec_new(p);
  p->dense_raw = NULL;
  p->dense_raw_len = 0;
  p->dense_nshape = p->dense_depth = 0;
  p->dense_rank = -1;
  p->dense_bad = false;
}

/* Elements (or empty innermost lists) stand at one depth: the literal's rank. */
static void dense_leaf_at(Parser *p, int depth, IrLoc loc) {
  if (p->dense_rank < 0)
    p->dense_rank = depth;
  else if (p->dense_rank != depth && !p->dense_bad) {
    p->dense_bad = true;
    /* MLIR's message (elements at depths p->dense_rank and depth). */
    perror_at(p, loc, "tensor literal is invalid; ranks are not consistent between elements");
  }
}

static void dense_count_item(Parser *p) {
  if (p->dense_depth > 0)
    p->dense_counts[p->dense_depth - 1]++;
}

void dense_open(Parser *p) {
  if (p->dense_depth == p->dense_counts_cap) {
    int cap = p->dense_counts_cap ? p->dense_counts_cap * 2 : 8;
    p->dense_counts = arena_grow(&p->scratch, p->dense_counts, (size_t)p->dense_counts_cap,
                                 (size_t)cap, sizeof(int64_t));
    p->dense_counts_cap = cap;
  }
  p->dense_counts[p->dense_depth++] = 0;
}

void dense_close(Parser *p, const ParseLoc *l) {
  int d = --p->dense_depth;
  int64_t n = p->dense_counts[d];
  if (n == 0)
    dense_leaf_at(p, d + 1, ploc(p, l)); /* `[]`: an empty innermost list */
  if (d >= p->dense_shape_cap) {
    int cap = p->dense_shape_cap ? p->dense_shape_cap * 2 : 8;
    while (cap <= d)
      cap *= 2;
    p->dense_shape = arena_grow(&p->scratch, p->dense_shape, (size_t)p->dense_shape_cap,
                                (size_t)cap, sizeof(int64_t));
    p->dense_shape_cap = cap;
  }
  while (p->dense_nshape <= d)
    p->dense_shape[p->dense_nshape++] = -1;
  if (p->dense_shape[d] < 0) {
    p->dense_shape[d] = n;
  } else if (p->dense_shape[d] != n && !p->dense_bad) {
    p->dense_bad = true;
    /* MLIR's message for lists of different lengths at one depth too. */
    perror_at(p, ploc(p, l), "tensor literal is invalid; ranks are not consistent between elements");
  }
  dense_count_item(p);
}

void dense_add(Parser *p, Str tok, int kind, const ParseLoc *l) {
  DenseElt e;
  memset(&e, 0, sizeof e);
  e.loc = ploc(p, l);
  if (kind == 2 || kind == 3) {
    e.is_bool = true;
    e.i = kind == 2;
    e.f = (double)e.i;
  } else if (kind == 1) {
    char *buf = arena_strndup(&p->scratch, tok.s, (size_t)tok.len);
    e.f = strtod(buf, NULL);
    e.is_float = true;
  } else {
    uint64_t mag;
    bool neg;
    if (!parse_uint(tok, &mag, &neg))
      perror_at(p, e.loc, "integer constant '%.*s' does not fit in 64 bits", tok.len, tok.s);
    e.is_hex = tok.aux == 1;
    e.bits = mag;
    e.i = neg ? (int64_t)(0 - mag) : (int64_t)mag;
    e.f = neg ? -(double)mag : (double)mag;
  }
  vec_push(p, p->dense, &e, sizeof e);
  dense_leaf_at(p, p->dense_depth, e.loc);
  dense_count_item(p);
}

void dense_hex(Parser *p, Str tok, const ParseLoc *l) {
  size_t n;
  const char *s = decode_string(p, tok, &n);
  if (n < 2 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') || (n - 2) % 2) {
    perror_at(p, ploc(p, l), "expected a hex string '0x...' in dense literal");
    return;
  }
  uint8_t *raw = arena_alloc(&p->scratch, (n - 2) / 2 + 1);
  for (size_t i = 0; i + 2 < n; i += 2) {
    int a = hexval(s[2 + i]), b = hexval(s[3 + i]);
    if (a < 0 || b < 0) {
      perror_at(p, ploc(p, l), "expected a hex string '0x...' in dense literal");
      return;
    }
    raw[i / 2] = (uint8_t)(a * 16 + b);
  }
  p->dense_raw = raw;
  p->dense_raw_len = (n - 2) / 2;
}

/* Stores element e in native layout at dst for element type t. */
static void store_elem(Parser *p, void *dst, const DenseElt *e, const IrType *t) {
  size_t sz = ir_dense_elem_size(t);
  if (t->kind == TY_FLOAT) {
    double d = e->is_hex ? bits_to_float(e->bits, t) : e->f;
    if (t->width == 64) {
      memcpy(dst, &d, 8);
    } else if (t->width == 32) {
      float f = (float)d;
      memcpy(dst, &f, 4);
    } else {
      uint16_t h = ir_double_to_half(d, t->is_bf16);
      memcpy(dst, &h, 2);
    }
    return;
  }
  if (e->is_float)
    perror_at(p, e->loc, "floating point value not valid for element type '%s'",
              ir_type_str(p->ctx, t));
  int64_t v = e->i;
  unsigned w = t->kind == TY_INDEX ? 64 : t->width;
  if (ir_type_is_unsigned(t) && !e->is_hex && !e->is_bool && e->f < 0) { /* e->i wraps from 2^63 */
    perror_at(p, e->loc, "negative integer literal not valid for unsigned integer type");
    v = 0;
  }
  if (w < 64 && !e->is_float && !e->is_hex) {
    /* As MLIR: any value that fits w bits, signed or unsigned. */
    int64_t lo = w == 1 ? -1 : -((int64_t)1 << (w - 1)), hi = (int64_t)(((uint64_t)1 << w) - 1);
    if (v < lo || v > hi)
      perror_at(p, e->loc, "integer constant out of range for type");
  }
  if (t->kind == TY_INT && t->width == 1)
    v = v != 0;
  switch (sz) {
  case 1: { int8_t x = (int8_t)v; memcpy(dst, &x, 1); break; }
  case 2: { int16_t x = (int16_t)v; memcpy(dst, &x, 2); break; }
  case 4: { int32_t x = (int32_t)v; memcpy(dst, &x, 4); break; }
  default: memcpy(dst, &v, 8); break;
  }
}

/* `dense<[...]> : vector<NxiK>`, which mlir-opt prints for cf.switch's
 * case values: loopc has no vector type and keeps them as a dense array of
 * iK (build_generic accepts one nowhere else). */
static IrAttr *dense_vector_ints(Parser *p, int body, IrType *type, const ParseLoc *l) {
  long long n;
  unsigned w;
  char tail;
  if (sscanf(type->text, "vector<%lldxi%u%c", &n, &w, &tail) != 3 || tail != '>' || n < 0 ||
      n > INT32_MAX || w < 1 || w > 64)
    return NULL;
  int64_t dim = n;
  IrType *it = ir_type_int(p->ctx, w);
  IrAttr *d = dense_finish(p, body, ir_type_tensor(p->ctx, it, 1, &dim), l);
  if (d->kind != ATTR_DENSE)
    return d;
  int64_t *vals = xmalloc(sizeof *vals * (size_t)(n ? n : 1));
  for (int64_t i = 0; i < n; i++)
    vals[i] = ir_dense_get_i64(d, i);
  IrAttr *a = ir_attr_dense_array(p->ctx, it, (int)n, vals);
  free(vals);
  p->vector_attrs++;
  return a;
}

IrAttr *dense_finish(Parser *p, int body, IrType *type, const ParseLoc *l) {
  IrLoc loc = ploc(p, l);
  if (type->kind == TY_OPAQUE && strncmp(type->text, "vector<", 7) == 0) {
    IrAttr *a = dense_vector_ints(p, body, type, l);
    if (a)
      return a;
  }
  if (!ir_type_is_shaped(type) || type->rank < 0) {
    perror_at(p, loc, "dense literal needs a ranked tensor or memref type, got '%s'",
              ir_type_str(p->ctx, type));
    return ir_attr_unit(p->ctx);
  }
  IrType *et = type->elem;
  if (et->kind != TY_INT && et->kind != TY_INDEX && et->kind != TY_FLOAT) {
    perror_at(p, loc, "unsupported dense element type '%s'", ir_type_str(p->ctx, et));
    return ir_attr_unit(p->ctx);
  }
  if (body == 2 && p->dense_bad)
    return ir_attr_unit(p->ctx);
  if (body == 2 && p->dense_infer && type->rank != p->dense_rank && ir_type_num_dynamic(type)) {
    /* parse_dense_literal: the '?' sizes cannot come from a literal of
     * another rank ("must have a static shape" would blame the type). */
    perror_at(p, loc, "the literal has rank %d but the type '%s' has rank %d", p->dense_rank,
              ir_type_str(p->ctx, type), type->rank);
    return ir_attr_unit(p->ctx);
  }
  if (body == 2 && p->dense_infer && type->rank == p->dense_rank && ir_type_num_dynamic(type)) {
    /* parse_dense_literal: the literal gives the '?' sizes. */
    int64_t *dims = arena_alloc(&p->scratch, sizeof(int64_t) * (size_t)(type->rank + 1));
    for (int i = 0; i < type->rank; i++)
      dims[i] = type->dims[i] == TY_DYN ? p->dense_shape[i] : type->dims[i];
    type = type->kind == TY_MEMREF ? ir_type_memref(p->ctx, et, type->rank, dims)
                                   : ir_type_tensor(p->ctx, et, type->rank, dims);
  }
  int64_t count = ir_type_num_elements(type);
  if (count < 0 && p->dense_infer && body != 2) {
    perror_at(p, loc, "a literal with no list of elements gives no size for the '?' of '%s': "
              "write the elements out", ir_type_str(p->ctx, type));
    return ir_attr_unit(p->ctx);
  }
  if (count < 0) {
    perror_at(p, loc, "dense literal type '%s' must have a static shape", ir_type_str(p->ctx, type));
    return ir_attr_unit(p->ctx);
  }
  if (body == 2) {
    bool same = type->rank == p->dense_rank;
    for (int i = 0; same && i < type->rank; i++)
      same = type->dims[i] == p->dense_shape[i];
    if (!same) {
      /* MLIR's message, shapes as [2, 3]. */
      char *lit = arena_alloc(&p->scratch, 24 * (size_t)(p->dense_rank + type->rank) + 8);
      char *ty = lit + 24 * (size_t)p->dense_rank + 4;
      size_t n = 0;
      for (int i = 0; i < p->dense_rank; i++)
        n += (size_t)sprintf(lit + n, "%s%lld", i ? ", " : "", (long long)p->dense_shape[i]);
      lit[n] = 0;
      n = 0;
      for (int i = 0; i < type->rank; i++)
        n += (size_t)sprintf(ty + n, "%s%lld", i ? ", " : "", (long long)type->dims[i]);
      ty[n] = 0;
      perror_at(p, loc, "inferred shape of elements literal ([%s]) does not match type ([%s])", lit,
                ty);
      return ir_attr_unit(p->ctx);
    }
  }
  size_t esz = ir_dense_elem_size(et);
  if (body == 3) {
    if (!p->dense_raw)
      return ir_attr_unit(p->ctx);
    /* i1 is packed eight to a byte, from the lowest bit (as mlir-opt prints
     * it); one byte 0x00 or 0xFF is a splat. */
    const uint8_t *raw = p->dense_raw;
    if (ir_type_is_i1(et) && p->dense_raw_len == 1 && (raw[0] == 0 || raw[0] == 0xFF)) {
      uint8_t b = raw[0] & 1;
      return ir_attr_dense(p->ctx, type, &b, count, true);
    }
    if (ir_type_is_i1(et) && p->dense_raw_len == ((size_t)count + 7) / 8) {
      uint8_t *bits = arena_alloc(&p->scratch, (size_t)count + 1);
      for (int64_t i = 0; i < count; i++)
        bits[i] = (raw[i / 8] >> (i % 8)) & 1;
      return ir_attr_dense(p->ctx, type, bits, count, false);
    }
    if (p->dense_raw_len == esz)
      return ir_attr_dense(p->ctx, type, p->dense_raw, count, true);
    if (p->dense_raw_len != esz * (size_t)count) {
      perror_at(p, loc, "hex dense literal has %zu bytes, expected %zu for '%s'", p->dense_raw_len,
                esz * (size_t)count, ir_type_str(p->ctx, type));
      return ir_attr_unit(p->ctx);
    }
    return ir_attr_dense(p->ctx, type, p->dense_raw, count, false);
  }
  int n = p->dense->n;
  if (body == 1) {
    uint8_t buf[8];
    store_elem(p, buf, &VEC_AT(p->dense, DenseElt, 0), et);
    return ir_attr_dense(p->ctx, type, buf, count, true);
  }
  if (n != count) {
    perror_at(p, loc, "dense literal has %d elements but type '%s' has %lld", n,
              ir_type_str(p->ctx, type), (long long)count);
    return ir_attr_unit(p->ctx);
  }
  uint8_t *data = arena_alloc(&p->scratch, esz * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++)
    store_elem(p, data + esz * (size_t)i, &VEC_AT(p->dense, DenseElt, i), et);
  return ir_attr_dense(p->ctx, type, data, count, false);
}
