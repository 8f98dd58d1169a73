/* printer.c: writes IR as MLIR text (classic or modern spelling, custom or
 * generic form) that the parser reads back to the same IR: types and
 * attributes, the generic form, the checks that an op fits its custom form,
 * and the op printers. Names come from printer_names.c, types from
 * ir_type_write, floats from float_format.c. */
#include <stddef.h>

#include "printer_internal.h"

#include "float_format.h"
#include "forall.h"
#include "wideint.h"
#include "views.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static void put_dialect_text(Printer *P, const char *s, size_t from, size_t to);

static void print_op(Printer *P, IrOp *op);
static void print_type(Printer *P, const IrType *t);
static void print_attr(Printer *P, const IrAttr *a, bool elide);

/* Indentation stops growing past this many levels, so that the output of a
 * deeply nested program stays linear in its size (1000 nested regions would
 * otherwise print a megabyte of spaces per thousand lines). */
enum { MAX_INDENT = 32 };

static void put_indent(Printer *P) {
  int n = P->indent < MAX_INDENT ? P->indent : MAX_INDENT;
  for (int i = 0; i < n; i++)
    out_putn(&P->out, "  ", 2);
}

static const char *op_spelled_name(const Printer *P, const IrOp *op) {
  const IrOpInfo *info = op->info;
  if (info->kind == OP_UNKNOWN)
    return op->name;
  if (!P->modern && info->classic)
    return info->classic;
  return info->modern;
}

/* ================================ types ================================= */

static void print_type_list(Printer *P, IrType *const *ts, int n) {
  for (int i = 0; i < n; i++) {
    if (i)
      put(P, ", ");
    print_type(P, ts[i]);
  }
}

/* `-> T` or `-> (T, U)`; a lone function type keeps its parentheses. */
static void print_results_types(Printer *P, IrType *const *ts, int n, bool arrow_always_parens) {
  if (n == 1 && !arrow_always_parens && ts[0]->kind != TY_FUNC) {
    print_type(P, ts[0]);
    return;
  }
  putc_(P, '(');
  print_type_list(P, ts, n);
  putc_(P, ')');
}

static void out_sink(void *o, const char *s, size_t n) { out_putn(o, s, n); }

/* An affine-map layout inside a type, by its #map alias where it has one. */
static void layout_sink(void *o, const IrAttr *a) {
  print_attr((Printer *)((char *)o - offsetof(Printer, out)), a, false);
}

static void print_type(Printer *P, const IrType *t) {
  if (!t)
    put(P, "<<NULL TYPE>>");
  else
    ir_type_write_with(t, out_sink, layout_sink, &P->out);
}

/* Prints the types of values: `f32, i32`. */
static void print_value_types(Printer *P, const IrOp *op, int from, int to) {
  for (int i = from; i < to; i++) {
    if (i > from)
      put(P, ", ");
    const IrValue *v = op->opnds[i].value;
    print_type(P, v ? v->type : NULL);
  }
}

static void print_result_types(Printer *P, const IrOp *op) {
  for (int i = 0; i < op->nresults; i++) {
    if (i)
      put(P, ", ");
    print_type(P, op->results[i].type);
  }
}

/* ============================ float values ============================== */

static void print_float(Printer *P, double v, const IrType *t) {
  char buf[IR_FLOAT_FORMAT_MAX];
  ir_float_format(buf, v, t);
  put(P, buf);
}

static void print_float_bits(Printer *P, uint64_t bits, const IrType *t) {
  char buf[IR_FLOAT_FORMAT_MAX];
  ir_float_format_bits(buf, bits, t);
  put(P, buf);
}

/* ============================== attributes ============================== */

static bool is_bare_id(const char *s, size_t n) {
  if (n == 0 || !(is_letter(s[0]) || s[0] == '_'))
    return false;
  for (size_t i = 1; i < n; i++)
    if (!is_letter(s[i]) && !is_digit(s[i]) && s[i] != '_' && s[i] != '$' && s[i] != '.')
      return false;
  return true;
}

/* llvm::printEscapedString: printable characters as is, the rest as \XX. */
static void print_string(Printer *P, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  putc_(P, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') {
      putc_(P, '\\');
      putc_(P, '\\');
    } else if (c >= 0x20 && c < 0x7F && c != '"') {
      putc_(P, (char)c);
    } else {
      putc_(P, '\\');
      putc_(P, hex[c >> 4]);
      putc_(P, hex[c & 15]);
    }
  }
  putc_(P, '"');
}

static void print_symbol(Printer *P, const char *s) {
  putc_(P, '@');
  size_t n = strlen(s);
  if (is_bare_id(s, n))
    put(P, s);
  else
    print_string(P, s, n);
}

static void print_attr_name(Printer *P, const char *s) {
  size_t n = strlen(s);
  if (is_bare_id(s, n))
    put(P, s);
  else
    print_string(P, s, n);
}

static void print_int_value(Printer *P, int64_t v, const IrType *t) {
  if (t && t->kind == TY_INT && t->width == 1)
    put(P, v ? "true" : "false");
  else if (t && ir_type_is_unsigned(t)) /* MLIR prints uiN values unsigned */
    out_u64(&P->out, t->width < 64 ? (uint64_t)v & ((1ULL << t->width) - 1) : (uint64_t)v);
  else
    out_i64(&P->out, v);
}

/* Dense element k in its own notation. */
static void print_dense_elem(Printer *P, const IrAttr *a, int64_t k) {
  const IrType *et = a->type->elem;
  if (a->u.dense.splat)
    k = 0;
  if (et->kind == TY_FLOAT) {
    const char *p = (const char *)a->u.dense.data + (size_t)k * ir_dense_elem_size(et);
    uint64_t bits = 0;
    if (et->width == 64) {
      memcpy(&bits, p, 8);
    } else if (et->width == 32) {
      uint32_t b;
      memcpy(&b, p, 4);
      bits = b;
    } else {
      uint16_t b;
      memcpy(&b, p, 2);
      bits = b;
    }
    print_float_bits(P, bits, et);
    return;
  }
  print_int_value(P, ir_dense_get_i64(a, k), et);
}

static void print_dense_dim(Printer *P, const IrAttr *a, int d, int64_t *k) {
  const IrType *t = a->type;
  if (d == t->rank) {
    print_dense_elem(P, a, (*k)++);
    return;
  }
  putc_(P, '[');
  for (int64_t i = 0; i < t->dims[d]; i++) {
    if (i)
      put(P, ", ");
    print_dense_dim(P, a, d + 1, k);
  }
  putc_(P, ']');
}

/* `nsw, nuw` in MLIR's order whatever the input's, or `none`. */
static void print_overflow_list(Printer *P, unsigned flags) {
  if (!(flags & (IR_OVF_NSW | IR_OVF_NUW)))
    put(P, "none");
  else
    put(P, (flags & IR_OVF_NSW) && (flags & IR_OVF_NUW) ? "nsw, nuw"
                                                         : (flags & IR_OVF_NSW) ? "nsw" : "nuw");
}

static bool is_overflow_attr(const IrAttr *a) {
  return a && a->kind == ATTR_OPAQUE && a->u.s.len > 16 &&
         strncmp(a->u.s.str, "#arith.overflow<", 16) == 0;
}

static void print_attr_dict_entries(Printer *P, const IrNamedAttr *e, int n) {
  for (int i = 0; i < n; i++) {
    if (i)
      put(P, ", ");
    print_attr_name(P, e[i].name);
    if (e[i].value && e[i].value->kind != ATTR_UNIT) {
      put(P, " = ");
      if (strcmp(e[i].name, "overflowFlags") == 0 && is_overflow_attr(e[i].value)) {
        put(P, "#arith.overflow<");
        print_overflow_list(P, ir_overflow_flags_of(e[i].value));
        putc_(P, '>');
      } else {
        print_attr(P, e[i].value, false);
      }
    }
  }
}

/* `dense<"0x...">`: the elements' bytes as MLIR stores them (little-endian,
 * i1 packed eight to a byte from the lowest bit), in upper-case hex. */
static void print_dense_hex(Printer *P, const IrAttr *a) {
  static const char digits[] = "0123456789ABCDEF";
  const IrType *et = a->type->elem;
  const unsigned char *d = a->u.dense.data;
  int64_t n = a->u.dense.count;
  put(P, "dense<\"0x");
  if (ir_type_is_i1(et)) {
    for (int64_t i = 0; i < n; i += 8) {
      unsigned byte = 0;
      for (int64_t j = i; j < n && j < i + 8; j++)
        byte |= (d[j] & 1u) << (j - i);
      putc_(P, digits[byte >> 4]);
      putc_(P, digits[byte & 15]);
    }
  } else {
    size_t bytes = (size_t)n * ir_dense_elem_size(et);
    for (size_t i = 0; i < bytes; i++) {
      putc_(P, digits[d[i] >> 4]);
      putc_(P, digits[d[i] & 15]);
    }
  }
  put(P, "\">");
}

/* elide: inside arrays MLIR leaves out i64 and f64 types. */
/* dense<...>, followed by ` : type` when typed (memref.global's initial
 * value takes its type from the global's). */
static void print_dense(Printer *P, const IrAttr *a, bool typed) {
  const IrType *t = a->type;
  int64_t lim = P->opts ? P->opts->elide_elements : 0;
  if (lim && !a->u.dense.splat && a->u.dense.count > lim - 1) {
    put(P, "dense_resource<__elided__>");
    if (typed) {
      put(P, " : ");
      print_type(P, t);
    }
    return;
  }
  int64_t hex = P->opts ? P->opts->hex_elements : 0;
  if (hex == 0)
    hex = P->modern ? 101 : -1;
  if (hex > 0 && !a->u.dense.splat && a->u.dense.count > hex - 1) {
    print_dense_hex(P, a);
    if (typed) {
      put(P, " : ");
      print_type(P, t);
    }
    return;
  }
  put(P, "dense<");
  if (a->u.dense.splat) {
    print_dense_elem(P, a, 0);
  } else if (a->u.dense.count > 0) {
    if (t->rank <= 0) {
      print_dense_elem(P, a, 0);
    } else {
      int64_t k = 0;
      print_dense_dim(P, a, 0, &k);
    }
  }
  putc_(P, '>');
  if (typed) {
    put(P, " : ");
    print_type(P, t);
  }
}

static void print_attr(Printer *P, const IrAttr *a, bool elide) {
  if (!a) {
    put(P, "<<NULL ATTRIBUTE>>");
    return;
  }
  switch (a->kind) {
  case ATTR_INT: {
    const IrType *t = a->type ? a->type : P->ctx->i64_ty;
    if (a->wide)
      put(P, ir_wide_to_dec(&P->arena, a->wide, t->width, !ir_type_is_unsigned(t)));
    else
      print_int_value(P, a->u.i, t);
    if (t->kind == TY_INT && t->width == 1)
      return;
    if (!(elide && t->kind == TY_INT && t->width == 64)) {
      put(P, " : ");
      print_type(P, t);
    }
    return;
  }
  case ATTR_FLOAT: {
    const IrType *t = a->type ? a->type : P->ctx->f64_ty;
    print_float(P, a->u.f, t);
    if (!(elide && t->kind == TY_FLOAT && t->width == 64)) {
      put(P, " : ");
      print_type(P, t);
    }
    return;
  }
  case ATTR_STRING: print_string(P, a->u.s.str, a->u.s.len); return;
  case ATTR_TYPE: print_type(P, a->type); return;
  case ATTR_UNIT: put(P, "unit"); return;
  case ATTR_SYMBOL: print_symbol(P, a->u.s.str); return;
  case ATTR_ARRAY:
    putc_(P, '[');
    for (int i = 0; i < a->u.array.n; i++) {
      if (i)
        put(P, ", ");
      print_attr(P, a->u.array.elts[i], true);
    }
    putc_(P, ']');
    return;
  case ATTR_DICT:
    putc_(P, '{');
    print_attr_dict_entries(P, a->u.dict.entries, a->u.dict.n);
    putc_(P, '}');
    return;
  case ATTR_DENSE: print_dense(P, a, true); return;
  case ATTR_DENSE_ARRAY: {
    put(P, "array<");
    print_type(P, a->type);
    for (int i = 0; i < a->u.darray.n; i++) {
      put(P, i ? ", " : ": ");
      int64_t v = a->u.darray.vals[i];
      if (a->type && a->type->kind == TY_FLOAT) {
        /* Float elements are kept as their bit patterns. */
        uint64_t bits = (uint64_t)v;
        if (a->type->width < 64)
          bits &= (1ULL << a->type->width) - 1;
        print_float_bits(P, bits, a->type);
      } else {
        print_int_value(P, v, a->type);
      }
    }
    putc_(P, '>');
    return;
  }
  case ATTR_AFFINE_MAP:
  case ATTR_INTEGER_SET: {
    uintptr_t k = P->no_alias ? 0 : (uintptr_t)hashmap_get(&P->aliases, (uint64_t)(uintptr_t)a);
    if (k) {
      put(P, a->kind == ATTR_AFFINE_MAP ? "#map" : "#set");
      if (k > 1)
        out_u64(&P->out, k - 1);
    } else {
      ir_affine_attr_write(a, out_sink, &P->out);
    }
    return;
  }
  case ATTR_OPAQUE:
    if (P->ndattrs && !P->no_alias && a->u.s.len > 6 && strncmp(a->u.s.str, "#llvm.", 6) == 0)
      put_dialect_text(P, a->u.s.str, 0, (size_t)a->u.s.len);
    else
      out_putn(&P->out, a->u.s.str, a->u.s.len);
    return;
  }
}

/* ========================= attribute dictionaries ======================= */

static int named_cmp(const void *a, const void *b) {
  return strcmp(((const IrNamedAttr *)a)->name, ((const IrNamedAttr *)b)->name);
}

/* Attributes the custom form of this op prints in its own syntax. */
static bool attr_is_syntax(const IrOp *op, const char *name) {
  switch (op->info->syntax) {
  case SYN_CONSTANT: return strcmp(name, "value") == 0;
  case SYN_CMP: return strcmp(name, "predicate") == 0 || strcmp(name, "fastmath") == 0;
  case SYN_BINARY:
  case SYN_CAST:
    return strcmp(name, "fastmath") == 0 || strcmp(name, "overflowFlags") == 0 ||
           (op->info->kind == OP_TRUNCF && strcmp(name, "roundingmode") == 0);
  case SYN_UNARY: /* isnan & co. print their fastmath in the dictionary */
    return strcmp(name, "fastmath") == 0 && !ir_op_kind_is_fclass(op->info->kind);
  case SYN_TERNARY:
  case SYN_CLAMP: return strcmp(name, "fastmath") == 0;
  case SYN_POISON: return strcmp(name, "value") == 0;
  case SYN_CALL: return strcmp(name, "callee") == 0;
  case SYN_FOR: return strcmp(name, "unsignedCmp") == 0;
  case SYN_FUNC:
    return strcmp(name, "sym_name") == 0 || strcmp(name, "function_type") == 0 ||
           strcmp(name, "sym_visibility") == 0 || strcmp(name, "arg_attrs") == 0;
  case SYN_MODULE: return strcmp(name, "sym_name") == 0;
  case SYN_ASSERT: return strcmp(name, "msg") == 0;
  case SYN_PRINT: return strcmp(name, "punctuation") == 0 || strcmp(name, "stringLiteral") == 0;
  case SYN_AFFINE_FOR:
    return strcmp(name, "lowerBoundMap") == 0 || strcmp(name, "upperBoundMap") == 0 ||
           strcmp(name, "step") == 0 || strcmp(name, "operandSegmentSizes") == 0;
  case SYN_AFFINE_IF: return strcmp(name, "condition") == 0;
  case SYN_AFFINE_PARALLEL:
    return strcmp(name, "lowerBoundsGroups") == 0 || strcmp(name, "lowerBoundsMap") == 0 ||
           strcmp(name, "reductions") == 0 || strcmp(name, "steps") == 0 ||
           strcmp(name, "upperBoundsGroups") == 0 || strcmp(name, "upperBoundsMap") == 0;
  case SYN_AFFINE_LOAD:
  case SYN_AFFINE_STORE:
  case SYN_AFFINE_APPLY: return strcmp(name, "map") == 0;
  case SYN_AFFINE_DELINEARIZE:
  case SYN_AFFINE_LINEARIZE:
    return strcmp(name, "static_basis") == 0 || strcmp(name, "disjoint") == 0 ||
           strcmp(name, "operandSegmentSizes") == 0;
  case SYN_SUBVIEW:
  case SYN_REINTERPRET:
    return strcmp(name, "static_offsets") == 0 || strcmp(name, "static_sizes") == 0 ||
           strcmp(name, "static_strides") == 0 || strcmp(name, "operandSegmentSizes") == 0;
  case SYN_RESHAPE:
    return strcmp(name, "reassociation") == 0 || strcmp(name, "static_output_shape") == 0;
  case SYN_GLOBAL:
    return strcmp(name, "sym_name") == 0 || strcmp(name, "sym_visibility") == 0 ||
           strcmp(name, "type") == 0 || strcmp(name, "initial_value") == 0 ||
           strcmp(name, "constant") == 0;
  case SYN_GET_GLOBAL: return strcmp(name, "name") == 0;
  case SYN_COND_BR: return strcmp(name, "branch_weights") == 0;
  case SYN_SWITCH: return strcmp(name, "case_values") == 0;
  case SYN_INDEX_SWITCH: return strcmp(name, "cases") == 0;
  case SYN_TRANSPOSE: return strcmp(name, "permutation") == 0;
  case SYN_ASSUME_ALIGNMENT: return strcmp(name, "alignment") == 0;
  case SYN_ATOMIC_RMW: return strcmp(name, "kind") == 0;
  case SYN_PREFETCH:
    return strcmp(name, "isWrite") == 0 || strcmp(name, "localityHint") == 0 ||
           strcmp(name, "isDataCache") == 0;
  case SYN_EXECUTE_REGION: return strcmp(name, "no_inline") == 0;
  case SYN_FORALL:
    return strcmp(name, "staticLowerBound") == 0 || strcmp(name, "staticUpperBound") == 0 ||
           strcmp(name, "staticStep") == 0 || strcmp(name, "operandSegmentSizes") == 0;
  default: return false;
  }
}

/* Whether an attribute belongs in `<{...}>` of the generic form. */
static bool attr_is_inherent(const IrOp *op, const IrNamedAttr *na) {
  if (na->inherent)
    return true;
  if (op->info->kind == OP_UNKNOWN || ir_op_is_extension(op))
    return false;
  if (attr_is_syntax(op, na->name))
    return true;
  if (ir_op_kind_is_fclass(op->info->kind) && strcmp(na->name, "fastmath") == 0)
    return true;
  if (ir_op_is(op, OP_FORALL) && strcmp(na->name, "mapping") == 0)
    return true;
  return strcmp(na->name, "alignment") == 0 || strcmp(na->name, "operandSegmentSizes") == 0;
}

typedef enum AttrSel { SEL_CUSTOM, SEL_INHERENT, SEL_DISCARDABLE } AttrSel;

/* Segment sizes are derived from the op's structure (DESIGN.md), so a
 * stored copy is never printed: the modern generic form recomputes it. */
static bool attr_is_derived(const IrOp *op, const char *name) {
  if (ir_op_is(op, OP_SWITCH) &&
      (strcmp(name, "case_operand_segments") == 0 || strcmp(name, "case_values") == 0))
    return true;
  return (ir_op_is(op, OP_PARALLEL) || ir_op_is(op, OP_ALLOC) || ir_op_is(op, OP_ALLOCA) ||
          ir_op_is(op, OP_SUBVIEW) || ir_op_is(op, OP_REINTERPRET_CAST) ||
          ir_op_is(op, OP_COND_BR) || ir_op_is(op, OP_SWITCH) || ir_op_is(op, OP_FORALL)) &&
         strcmp(name, "operandSegmentSizes") == 0;
}

static bool attr_selected(const IrOp *op, const IrNamedAttr *na, AttrSel sel) {
  if (attr_is_derived(op, na->name))
    return false;
  switch (sel) {
  case SEL_CUSTOM:
    /* isnan & co.: a default fastmath from the generic form is left out */
    if (ir_op_kind_is_fclass(op->info->kind) && strcmp(na->name, "fastmath") == 0 &&
        na->value->kind == ATTR_OPAQUE && strcmp(na->value->u.s.str, "#arith.fastmath<none>") == 0)
      return false;
    return !attr_is_syntax(op, na->name);
  case SEL_INHERENT: return attr_is_inherent(op, na);
  case SEL_DISCARDABLE: return !attr_is_inherent(op, na);
  }
  return false;
}

/* Prints ` {a = 1, b}` (or ` <{...}>` / ` attributes {...}`) from the op's
 * attributes chosen by sel plus an optional synthesized one, sorted by name
 * as MLIR prints them. */
static void print_attr_dict_ex(Printer *P, const IrOp *op, AttrSel sel, const char *prefix,
                               const IrNamedAttr *extra, int nextra) {
  int n = nextra;
  for (int i = 0; i < op->nattrs; i++)
    n += attr_selected(op, &op->attrs[i], sel);
  if (!n)
    return;
  IrNamedAttr *tmp = xmalloc(sizeof *tmp * (size_t)n);
  n = 0;
  for (int i = 0; i < op->nattrs; i++)
    if (attr_selected(op, &op->attrs[i], sel))
      tmp[n++] = op->attrs[i];
  for (int i = 0; i < nextra; i++)
    tmp[n++] = extra[i];
  qsort(tmp, (size_t)n, sizeof *tmp, named_cmp);
  put(P, prefix);
  print_attr_dict_entries(P, tmp, n);
  put(P, sel == SEL_INHERENT ? "}>" : "}");
  free(tmp);
}

static void print_attr_dict(Printer *P, const IrOp *op, AttrSel sel, const char *prefix) {
  print_attr_dict_ex(P, op, sel, prefix, NULL, 0);
}

static int count_custom_attrs(const IrOp *op) {
  int n = 0;
  for (int i = 0; i < op->nattrs; i++)
    n += attr_selected(op, &op->attrs[i], SEL_CUSTOM);
  return n;
}

/* ================================ blocks ================================ */

static const char *block_label(Printer *P, const IrBlock *b) {
  const char *l = hashmap_get(&P->blabels, (uint64_t)(uintptr_t)b);
  return l ? l : "<<UNKNOWN BLOCK>>";
}

static int pred_cmp(const void *a, const void *b) {
  intptr_t x = *(const intptr_t *)a, y = *(const intptr_t *)b;
  return (x > y) - (x < y);
}

/* mlir-opt's comment after a block's label: `// no predecessors` (not for
 * the entry block), `// pred: ^bb0`, or `// 2 preds: ^bb0, ^bb2` in block
 * order (an op branching twice to the block counts twice). */
static void print_block_preds(Printer *P, IrBlock *b, const IrPreds *preds, HashMap *index) {
  if (!preds->n) {
    if (b->prev)
      put(P, "  // no predecessors");
    return;
  }
  if (preds->n == 1) {
    put(P, "  // pred: ^");
    put(P, block_label(P, preds->ops[0]->parent));
    return;
  }
  intptr_t *order = xmalloc(sizeof *order * (size_t)preds->n);
  for (int i = 0; i < preds->n; i++)
    order[i] = (intptr_t)hashmap_get(index, (uint64_t)(uintptr_t)preds->ops[i]->parent);
  qsort(order, (size_t)preds->n, sizeof *order, pred_cmp);
  put(P, "  // ");
  out_u64(&P->out, (uint64_t)preds->n);
  put(P, " preds: ");
  int k = 1;
  IrBlock *blk = b->parent->first;
  for (int i = 0; i < preds->n; i++) {
    for (; k < order[i]; k++)
      blk = blk->next;
    put(P, i ? ", ^" : "^");
    put(P, block_label(P, blk));
  }
  free(order);
}

static void print_block_header(Printer *P, IrBlock *b, const char *label, const IrPreds *preds,
                               HashMap *index) {
  put_indent(P);
  putc_(P, '^');
  put(P, label);
  if (b->nargs) {
    putc_(P, '(');
    for (int i = 0; i < b->nargs; i++) {
      if (i)
        put(P, ", ");
      pr_put_value(P, b->args[i]);
      put(P, ": ");
      print_type(P, b->args[i]->type);
    }
    putc_(P, ')');
  }
  putc_(P, ':');
  if (P->mlir_names && preds)
    print_block_preds(P, b, preds, index);
  putc_(P, '\n');
}

/* How a region's blocks are printed. */
typedef struct RegionStyle {
  bool entry_header;   /* always print the entry block's header */
  bool implicit_yield; /* leave out a trailing operand-less loop.yield */
  bool modern_reduce;  /* parallel body in modern spelling: combine reduces */
} RegionStyle;

static void print_combined_reduce(Printer *P, IrBlock *body);

/* Prints `{` blocks `}` (the caller has entered the region's scope). */
static void print_region_blocks(Printer *P, IrRegion *r, RegionStyle st) {
  put(P, "{\n");
  HashMap labels, index;
  bool multi = r->first && r->first != r->last;
  IrPreds *preds = NULL;
  if (multi) {
    hashmap_init(&labels);
    hashmap_init(&index);
    preds = ir_region_preds(&P->arena, r, &index);
  }
  /* Every label first: a branch may name a block printed after it. */
  int index_no = 0;
  for (IrBlock *b = r->first; b; b = b->next, index_no++)
    hashmap_put(&P->blabels, (uint64_t)(uintptr_t)b,
                (void *)pr_block_label(P, b, multi ? &labels : NULL, index_no));
  index_no = 0;
  for (IrBlock *b = r->first; b; b = b->next, index_no++) {
    bool header = b != r->first || st.entry_header;
    if (header)
      print_block_header(P, b, block_label(P, b), preds ? &preds[index_no] : NULL, &index);
    P->indent++;
    for (IrOp *o = b->first; o; o = o->next) {
      if (st.modern_reduce && b == r->first && ir_op_is(o, OP_REDUCE))
        continue;
      if ((st.implicit_yield || st.modern_reduce) && o == b->last &&
          (ir_op_is(o, OP_YIELD) || ir_op_is(o, OP_ALLOCA_SCOPE_RETURN) ||
           ir_op_is(o, OP_IN_PARALLEL) || o->info->syntax == SYN_AFFINE_YIELD) && o->nopnds == 0 &&
          o->nattrs == 0)
        continue;
      print_op(P, o);
    }
    if (st.modern_reduce && b == r->first)
      print_combined_reduce(P, b);
    P->indent--;
  }
  if (multi) {
    hashmap_free(&labels);
    hashmap_free(&index);
  }
  put_indent(P);
  putc_(P, '}');
}

/* Enters, prints and leaves a region. */
static void print_region(Printer *P, IrRegion *r, RegionStyle st) {
  Scope s;
  pr_region_enter(P, r, &s);
  print_region_blocks(P, r, st);
  pr_region_exit(P, &s);
}

/* ============================= generic form ============================= */

static void print_generic_regions(Printer *P, IrOp *op) {
  if (!op->nregions)
    return;
  put(P, " (");
  for (int i = 0; i < op->nregions; i++) {
    if (i)
      put(P, ", ");
    IrRegion *r = op->regions[i];
    bool modern_par = P->modern && ir_op_is(op, OP_PARALLEL);
    /* The entry header is needed when there are arguments, and to tell a
     * region with one empty block from an empty region. */
    bool hdr = r->first && (r->first->nargs > 0 || (!r->first->first && !modern_par));
    RegionStyle st = {hdr, false, modern_par};
    print_region(P, r, st);
  }
  putc_(P, ')');
}

/* `(operand types) -> result types`; `zero_inits` more operands of the
 * result types (the zero init values of an scf.parallel). */
static void print_fn_type_of(Printer *P, const IrOp *op, int nopnds, int zero_inits) {
  putc_(P, '(');
  print_value_types(P, op, 0, nopnds);
  for (int i = 0; i < zero_inits; i++) {
    put(P, nopnds || i ? ", " : "");
    print_type(P, op->results[i].type);
  }
  put(P, ") -> ");
  if (op->nresults == 1 && op->results[0].type && op->results[0].type->kind != TY_FUNC) {
    print_type(P, op->results[0].type);
  } else {
    putc_(P, '(');
    print_result_types(P, op);
    putc_(P, ')');
  }
}

/* The property mlir-opt's generic form spells out when the op leaves it at
 * its default: `fastmath = #arith.fastmath<none>` on float arithmetic,
 * `overflowFlags = #arith.overflow<none>` on addi, subi, muli, shli and
 * trunci. */
static IrNamedAttr default_property(Printer *P, const IrOp *op) {
  IrNamedAttr na = {0};
  IrSyntax syn = op->info->syntax;
  bool fm = ir_op_is(op, OP_CMPF) || ir_op_is(op, OP_FPOWI) ||
            ir_op_kind_is_fclass(op->info->kind) ||
            (ir_op_has_trait(op, T_FLOAT_OPS) &&
             (syn == SYN_BINARY || syn == SYN_UNARY || syn == SYN_TERNARY || syn == SYN_CLAMP));
  if (syn == SYN_POISON && !ir_op_get_attr(op, "value")) {
    na.name = "value";
    na.value = ir_attr_opaque(P->ctx, "#ub.poison");
    na.inherent = true;
    return na;
  }
  bool ov = ir_op_is(op, OP_ADDI) || ir_op_is(op, OP_SUBI) || ir_op_is(op, OP_MULI) ||
            ir_op_is(op, OP_SHLI) || ir_op_is(op, OP_TRUNCI);
  if (fm && !ir_op_get_attr(op, "fastmath")) {
    na.name = "fastmath";
    na.value = ir_attr_opaque(P->ctx, "#arith.fastmath<none>");
  } else if (ov && !ir_op_get_attr(op, "overflowFlags")) {
    na.name = "overflowFlags";
    na.value = ir_attr_opaque(P->ctx, "#arith.overflow<none>");
  }
  na.inherent = true;
  return na;
}

/* The properties of cf.cond_br and cf.switch that their structure gives
 * (loopc keeps successor operands as ranges, DESIGN.md): operandSegmentSizes,
 * cf.switch's case_operand_segments, and its case values as MLIR's vector
 * attribute (loopc has no vector type: they are kept as a dense array).
 * Fills out (room for 3) and returns how many. */
static int branch_properties(Printer *P, const IrOp *op, IrNamedAttr *out) {
  int n = 0;
  if (!ir_op_is(op, OP_COND_BR) && !ir_op_is(op, OP_SWITCH))
    return 0;
  if (op->nsuccs < 1 || op->nsuccs > (ir_op_is(op, OP_COND_BR) ? 2 : INT32_MAX))
    return 0;
  int64_t segs[3] = {op->succs[0].first, 0, 0};
  if (ir_op_is(op, OP_COND_BR)) {
    for (int i = 0; i < op->nsuccs; i++)
      segs[1 + i] = op->succs[i].count;
  } else {
    segs[1] = op->succs[0].count;
    int64_t *cases = xmalloc(sizeof *cases * (size_t)op->nsuccs);
    for (int i = 1; i < op->nsuccs; i++) {
      cases[i - 1] = op->succs[i].count;
      segs[2] += op->succs[i].count;
    }
    out[n++] = (IrNamedAttr){"case_operand_segments",
                             ir_attr_dense_array(P->ctx, P->ctx->i32_ty, op->nsuccs - 1, cases), true};
    free(cases);
    IrAttr *cv = ir_op_get_attr(op, "case_values");
    if (cv && cv->kind == ATTR_DENSE_ARRAY && cv->u.darray.n > 0) {
      /* Signed values, i1 as true/false, one value when all are equal. */
      TextBuf t = {0};
      bool splat = true;
      for (int i = 1; i < cv->u.darray.n; i++)
        splat &= ir_switch_case_value(cv, i, false) == ir_switch_case_value(cv, 0, false);
      textbuf_add(&t, splat ? "dense<" : "dense<[");
      for (int i = 0; i < (splat ? 1 : cv->u.darray.n); i++) {
        int64_t x = ir_switch_case_value(cv, i, false);
        if (cv->type == P->ctx->i1_ty)
          textbuf_add(&t, i ? (x ? ", true" : ", false") : (x ? "true" : "false"));
        else
          textbuf_printf(&t, i ? ", %lld" : "%lld", (long long)x);
      }
      textbuf_printf(&t, "%s> : vector<%dx%s>", splat ? "" : "]", cv->u.darray.n,
                     ir_type_str(P->ctx, cv->type));
      out[n++] = (IrNamedAttr){"case_values", ir_attr_opaque(P->ctx, t.s), true};
      free(t.s);
    }
  }
  out[n++] = (IrNamedAttr){"operandSegmentSizes", ir_attr_dense_array(P->ctx, P->ctx->i32_ty, 3, segs),
                           true};
  return n;
}

static void print_generic(Printer *P, IrOp *op) {
  putc_(P, '"');
  put(P, op_spelled_name(P, op));
  putc_(P, '"');
  putc_(P, '(');
  pr_put_operands(P, op, 0, op->nopnds);
  int nzero = P->nzero_inits;
  if (nzero) {
    put(P, op->nopnds ? ", " : "");
    pr_put_names(P, P->zero_inits, nzero);
    P->nzero_inits = 0;
  }
  putc_(P, ')');
  if (op->nsuccs) {
    putc_(P, '[');
    for (int i = 0; i < op->nsuccs; i++) {
      put(P, i ? ", ^" : "^");
      put(P, block_label(P, op->succs[i].block));
    }
    putc_(P, ']');
  }
  IrNamedAttr branch[3];
  int nbranch = branch_properties(P, op, branch);
  /* Today's MLIR needs the segment sizes spelled out. */
  IrNamedAttr seg = {0};
  if (P->modern && (ir_op_is(op, OP_PARALLEL) || ir_op_is(op, OP_ALLOC) || ir_op_is(op, OP_ALLOCA))) {
    int64_t sizes[4];
    int ns;
    if (ir_op_is(op, OP_PARALLEL)) {
      int n = ir_parallel_num_ivs(op);
      sizes[0] = sizes[1] = sizes[2] = n;
      sizes[3] = ir_parallel_inits_count(op) + nzero;
      ns = 4;
    } else {
      sizes[1] = ir_alloc_num_symbols(op);
      sizes[0] = op->nopnds - sizes[1];
      ns = 2;
    }
    seg.name = "operandSegmentSizes";
    seg.value = ir_attr_dense_array(P->ctx, P->ctx->i32_ty, ns, sizes);
    seg.inherent = true;
  } else if (ir_op_is(op, OP_FORALL)) {
    int64_t sizes[4];
    ir_forall_segment_sizes(op, sizes);
    seg.name = "operandSegmentSizes";
    seg.value = ir_attr_dense_array(P->ctx, P->ctx->i32_ty, 4, sizes);
    seg.inherent = true;
  } else if (ir_op_is(op, OP_SUBVIEW) || ir_op_is(op, OP_REINTERPRET_CAST)) {
    int64_t sizes[4];
    int ns = ir_view_segment_sizes(op, sizes);
    seg.name = "operandSegmentSizes";
    seg.value = ir_attr_dense_array(P->ctx, P->ctx->i32_ty, ns, sizes);
    seg.inherent = true;
  }
  if (P->modern && ir_op_is(op, OP_FUNC) && ir_func_is_declaration(op) &&
      !ir_op_get_attr(op, "sym_visibility")) {
    /* Today's MLIR rejects public declarations (as in the custom form). */
    seg.name = "sym_visibility";
    seg.value = ir_attr_string(P->ctx, "private", 7);
    seg.inherent = true;
  }
  if (P->modern && !seg.name)
    seg = default_property(P, op);
  /* mlir-opt keeps an unregistered op's properties as one opaque
   * dictionary and prints the maps in it in full. */
  P->no_alias = op->info->kind == OP_UNKNOWN;
  if (seg.name)
    branch[nbranch++] = seg;
  print_attr_dict_ex(P, op, SEL_INHERENT, " <{", branch, nbranch);
  P->no_alias = false;
  print_generic_regions(P, op);
  print_attr_dict(P, op, SEL_DISCARDABLE, " {");
  put(P, " : ");
  print_fn_type_of(P, op, op->nopnds, nzero);
}

/* ======================== custom forms: checks ========================= */

static IrBlock *single_block(const IrOp *op, int r) {
  if (r >= op->nregions)
    return NULL;
  IrRegion *reg = op->regions[r];
  return reg->first && reg->first == reg->last ? reg->first : NULL;
}

static bool same_type_operands(const IrOp *op) {
  for (int i = 0; i < op->nopnds; i++)
    if (!op->opnds[i].value)
      return false;
  for (int i = 1; i < op->nopnds; i++)
    if (op->opnds[i].value->type != op->opnds[0].value->type)
      return false;
  return true;
}

static IrAttr *fastmath_attr(const IrOp *op) {
  IrAttr *a = ir_op_get_attr(op, "fastmath");
  if (!a)
    return NULL;
  return a;
}

/* The flags of `#arith.overflow<nsw, nuw>` (as the text between the
 * brackets), or NULL when op has no overflowFlags attribute in that form. */
static bool overflow_flags(const IrOp *op, const char **s, size_t *n) {
  IrAttr *a = ir_op_get_attr(op, "overflowFlags");
  static const char pre[] = "#arith.overflow<";
  size_t k = sizeof pre - 1;
  if (!a || a->kind != ATTR_OPAQUE || a->u.s.len <= k || strncmp(a->u.s.str, pre, k) != 0 ||
      a->u.s.str[a->u.s.len - 1] != '>')
    return false;
  *s = a->u.s.str + k;
  *n = a->u.s.len - k - 1;
  return true;
}

static bool opnd_is_i1(const IrOp *op, int i) {
  const IrType *t = op->opnds[i].value ? op->opnds[i].value->type : NULL;
  return t && ir_type_is_i1(t);
}

static bool affine_custom_ok(const IrOp *op);
static void print_affine(Printer *P, IrOp *op);
static int affine_basis_first(const IrOp *op);

/* Whether the custom syntax can spell this op exactly; otherwise the
 * generic form is used (e.g. for IR that failed verification). */

/* A view's custom form needs its lists (their dynamic entries the
 * operands after the source), a reassociation of integer lists, and
 * expand_shape's output shape. */
static bool view_custom_ok(Printer *P, const IrOp *op) {
  if (op->nopnds < 1 || op->nresults != 1 || op->nregions)
    return false;
  int ndyn = 0;
  if (op->info->syntax == SYN_RESHAPE) {
    int ng;
    const int64_t *const *gs;
    const int *gl;
    if (!ir_view_reassociation(P->ctx, op, &ng, &gs, &gl))
      return false;
    if (ir_op_is(op, OP_COLLAPSE_SHAPE))
      return op->nopnds == 1;
  }
  int nlists = op->info->syntax == SYN_RESHAPE ? 1 : 3;
  for (int k = 0; k < nlists; k++) {
    IrViewList l;
    if (!ir_view_list(op, nlists == 1 ? IR_VIEW_SIZES : (IrViewListKind)k, &l))
      return false;
    for (int i = 0; i < l.n; i++)
      ndyn += l.stat[i] == TY_DYN;
  }
  return ndyn == op->nopnds - 1;
}

static bool custom_ok(Printer *P, IrOp *op) {
  for (int i = 0; i < op->nopnds; i++)
    if (!op->opnds[i].value)
      return false;
  for (int i = 0; i < op->nresults; i++)
    if (!op->results[i].type)
      return false;
  int extra = count_custom_attrs(op);
  IrAttr *fm = fastmath_attr(op);
  if (fm && fm->kind != ATTR_OPAQUE)
    return false;
  const char *ovs;
  size_t ovn;
  if (ir_op_get_attr(op, "overflowFlags") && !overflow_flags(op, &ovs, &ovn))
    return false;
  switch (op->info->syntax) {
  case SYN_GENERIC: return false;
  case SYN_AFFINE_FOR:
  case SYN_AFFINE_IF:
  case SYN_AFFINE_PARALLEL:
  case SYN_AFFINE_YIELD:
  case SYN_AFFINE_LOAD:
  case SYN_AFFINE_STORE:
  case SYN_AFFINE_APPLY:
  case SYN_AFFINE_DELINEARIZE:
  case SYN_AFFINE_LINEARIZE: return affine_custom_ok(op);
  case SYN_SUBVIEW:
  case SYN_REINTERPRET:
  case SYN_RESHAPE: return view_custom_ok(P, op);
  case SYN_METADATA: return op->nopnds == 1 && op->nresults >= 1 && !op->nregions;
  case SYN_GLOBAL: {
    IrAttr *n = ir_op_get_attr(op, "sym_name"), *t = ir_op_get_attr(op, "type");
    IrAttr *vis = ir_op_get_attr(op, "sym_visibility"), *c = ir_op_get_attr(op, "constant");
    IrAttr *init = ir_op_get_attr(op, "initial_value");
    return !op->nopnds && !op->nresults && !op->nregions && n && n->kind == ATTR_STRING && t &&
           t->kind == ATTR_TYPE && (!vis || vis->kind == ATTR_STRING) &&
           (!c || c->kind == ATTR_UNIT) &&
           (!init || init->kind == ATTR_UNIT || init->kind == ATTR_DENSE);
  }
  case SYN_GET_GLOBAL: {
    IrAttr *n = ir_op_get_attr(op, "name");
    return !op->nopnds && op->nresults == 1 && !op->nregions && n && n->kind == ATTR_SYMBOL;
  }
  case SYN_MODULE: {
    IrAttr *n = ir_op_get_attr(op, "sym_name");
    IrBlock *b = single_block(op, 0);
    return op->nregions == 1 && b && b->nargs == 0 && op->nopnds == 0 && op->nresults == 0 &&
           (!n || n->kind == ATTR_STRING);
  }
  case SYN_FUNC: {
    IrAttr *n = ir_op_get_attr(op, "sym_name");
    IrAttr *v = ir_op_get_attr(op, "sym_visibility");
    IrType *ft = ir_func_type(op);
    if (!n || n->kind != ATTR_STRING || !ft || ft->kind != TY_FUNC || op->nregions != 1 ||
        op->nopnds || op->nresults || (v && v->kind != ATTR_STRING))
      return false;
    if (v && !is_bare_id(v->u.s.str, v->u.s.len))
      return false;
    /* Argument attributes print beside each argument: one dictionary each. */
    IrAttr *aa = ir_op_get_attr(op, "arg_attrs");
    if (aa && (aa->kind != ATTR_ARRAY || aa->u.array.n != ft->nins))
      return false;
    for (int i = 0; aa && i < aa->u.array.n; i++)
      if (aa->u.array.elts[i]->kind != ATTR_DICT)
        return false;
    IrBlock *e = op->regions[0]->first;
    if (!e)
      return true;
    if (e->nargs != ft->nins)
      return false;
    for (int i = 0; i < e->nargs; i++)
      if (e->args[i]->type != ft->ins[i])
        return false;
    return true;
  }
  case SYN_RETURN:
  case SYN_YIELD:
  case SYN_REDUCE_RETURN:
    return !extra && !op->nresults && !op->nregions &&
           (op->info->syntax != SYN_REDUCE_RETURN || op->nopnds == 1);
  case SYN_CALL: {
    IrAttr *c = ir_op_get_attr(op, "callee");
    return c && c->kind == ATTR_SYMBOL && !op->nregions;
  }
  case SYN_CONSTANT: {
    IrAttr *v = ir_op_get_attr(op, "value");
    if (!v || op->nopnds || op->nresults != 1 || op->nregions)
      return false;
    IrType *t = op->results[0].type;
    if (v->kind == ATTR_INT)
      return v->type == t;
    if (v->kind == ATTR_FLOAT || v->kind == ATTR_DENSE)
      return v->type == t;
    return false;
  }
  case SYN_BINARY:
    if (op->nopnds != 2 || op->nregions)
      return false;
    switch (op->info->kind) {
    case OP_FPOWI:
      return op->nresults == 1 && op->results[0].type == op->opnds[0].value->type;
    case OP_ADDUI_EXTENDED:
    case OP_MULSI_EXTENDED:
    case OP_MULUI_EXTENDED:
      return op->nresults == 2 && same_type_operands(op) &&
             op->results[0].type == op->opnds[0].value->type &&
             (ir_op_is(op, OP_ADDUI_EXTENDED) || op->results[1].type == op->results[0].type);
    default: break;
    }
    return op->nresults == 1 && same_type_operands(op) &&
           op->results[0].type == op->opnds[0].value->type;
  case SYN_UNARY:
    return op->nopnds == 1 && op->nresults == (ir_op_is(op, OP_SINCOS) ? 2 : 1) &&
           !op->nregions &&
           op->results[0].type ==
               ir_op_unary_result_type(P->ctx, op->info->kind, op->opnds[0].value->type) &&
           op->results[op->nresults - 1].type == op->results[0].type;
  case SYN_TERNARY:
  case SYN_CLAMP:
    return op->nopnds == 3 && op->nresults == 1 && !op->nregions && same_type_operands(op) &&
           op->results[0].type == op->opnds[0].value->type;
  case SYN_POISON: {
    IrAttr *v = ir_op_get_attr(op, "value");
    return !op->nopnds && op->nresults == 1 && !op->nregions && !fm &&
           (!v || (v->kind == ATTR_OPAQUE && v->u.s.len == 10 &&
                   strncmp(v->u.s.str, "#ub.poison", 10) == 0));
  }
  case SYN_CMP:
    return op->nopnds == 2 && op->nresults == 1 && !op->nregions && same_type_operands(op) &&
           ir_cmp_pred_name(op) && op->results[0].type == P->ctx->i1_ty &&
           (!fm || ir_op_is(op, OP_CMPF));
  case SYN_SELECT:
    return op->nopnds == 3 && op->nresults == 1 && !op->nregions &&
           op->opnds[0].value->type == P->ctx->i1_ty &&
           op->opnds[1].value->type == op->results[0].type &&
           op->opnds[2].value->type == op->results[0].type;
  case SYN_CAST:
    if (ir_op_get_attr(op, "roundingmode") && ir_op_rounding_mode(op) < 0)
      return false;
    return op->nopnds == 1 && op->nresults == 1 && !op->nregions &&
                           (!fm || P->modern);
  case SYN_ALLOC: {
    if (op->nresults != 1 || op->nregions || fm)
      return false;
    IrType *t = op->results[0].type;
    if (t->kind != TY_MEMREF || t->rank < 0 ||
        ir_type_num_dynamic(t) != op->nopnds - ir_alloc_num_symbols(op))
      return false;
    return true;
  }
  case SYN_DEALLOC:
    return op->nopnds == 1 && !op->nresults && !op->nregions && !fm;
  case SYN_LOAD: {
    if (op->nopnds < 1 || op->nresults != 1 || op->nregions || fm)
      return false;
    IrType *t = op->opnds[0].value->type;
    return ir_type_is_shaped(t) && t->rank == op->nopnds - 1 && t->elem == op->results[0].type;
  }
  case SYN_STORE: {
    if (op->nopnds < 2 || op->nresults || op->nregions || fm)
      return false;
    IrType *t = op->opnds[1].value->type;
    return ir_type_is_shaped(t) && t->rank == op->nopnds - 2 &&
           t->elem == op->opnds[0].value->type;
  }
  case SYN_DIM:
    return op->nopnds == 2 && op->nresults == 1 && !op->nregions && !extra && !fm;
  case SYN_COPY: return op->nopnds == 2 && !op->nresults && !op->nregions && !fm;
  case SYN_DMA_START: {
    /* DmaStartOp::parse reads no attribute dictionary: with one, the
     * generic form (mlir-opt prints one it cannot read back). */
    if (op->nresults || op->nregions || op->nattrs || ir_dma_start_rank(op, 2) < 0)
      return false;
    int end = ir_dma_start_tag_indices_begin(op) + ir_dma_start_rank(op, 2);
    return op->nopnds == end || op->nopnds == end + 2;
  }
  case SYN_RANK: return op->nopnds == 1 && op->nresults == 1 && !op->nregions && !fm;
  case SYN_ATOMIC_RMW: {
    IrAttr *k = ir_op_get_attr(op, "kind");
    return op->nopnds >= 2 && op->nresults == 1 && !op->nregions && !fm && k && k->kind == ATTR_INT &&
           ir_atomic_rmw_kind_name(k->u.i);
  }
  case SYN_GENERIC_ATOMIC_RMW:
    return op->nopnds >= 1 && op->nresults == 1 && op->nregions == 1 && single_block(op, 0) &&
           op->opnds[0].value->type->kind == TY_MEMREF;
  case SYN_DISTINCT_OBJECTS: {
    if (!op->nopnds || op->nopnds != op->nresults || op->nregions || fm)
      return false;
    for (int i = 0; i < op->nopnds; i++)
      if (op->opnds[i].value->type != op->results[i].type)
        return false;
    return true;
  }
  case SYN_REALLOC:
    return (op->nopnds == 1 || op->nopnds == 2) && op->nresults == 1 && !op->nregions && !fm;
  case SYN_ASSUME_ALIGNMENT: {
    IrAttr *a = ir_op_get_attr(op, "alignment");
    return op->nopnds == 1 && op->nresults == 1 && !op->nregions && !fm && a && a->kind == ATTR_INT &&
           op->opnds[0].value->type->kind == TY_MEMREF && op->opnds[0].value->type->rank >= 0;
  }
  case SYN_PREFETCH: {
    /* PrefetchOp::parse reads no attribute dictionary. */
    IrAttr *w = ir_op_get_attr(op, "isWrite"), *h = ir_op_get_attr(op, "localityHint"),
           *d = ir_op_get_attr(op, "isDataCache");
    return op->nopnds >= 1 && !op->nresults && !op->nregions && !extra && w && h && d &&
           w->kind == ATTR_INT && h->kind == ATTR_INT && d->kind == ATTR_INT &&
           op->opnds[0].value->type->kind == TY_MEMREF && op->opnds[0].value->type->rank >= 0;
  }
  case SYN_MEMREF_RESHAPE: return op->nopnds == 2 && op->nresults == 1 && !op->nregions && !fm;
  case SYN_DMA_WAIT:
    return op->nopnds >= 2 && !op->nresults && !op->nregions && !fm &&
           op->opnds[0].value->type->kind == TY_MEMREF;
  case SYN_FOR: {
    IrBlock *b = single_block(op, 0);
    if (op->nregions != 1 || !b || op->nopnds < 3 || b->nargs != op->nopnds - 2 ||
        op->nresults != ir_for_inits_count(op))
      return false;
    IrType *iv = b->args[0]->type;
    IrAttr *uns = ir_op_get_attr(op, "unsignedCmp");
    if (!ir_type_is_int_or_index(iv) || (uns && uns->kind != ATTR_UNIT))
      return false;
    if (ir_for_lb(op)->type != iv || ir_for_ub(op)->type != iv || ir_for_step(op)->type != iv)
      return false;
    for (int i = 0; i < op->nresults; i++)
      if (b->args[i + 1]->type != op->results[i].type ||
          ir_for_inits(op, i)->type != op->results[i].type)
        return false;
    return true;
  }
  case SYN_IF: {
    IrBlock *t = single_block(op, 0);
    IrRegion *e = op->nregions == 2 ? op->regions[1] : NULL;
    return op->nregions == 2 && op->nopnds == 1 && t && !t->nargs &&
           (!e->first || (e->first == e->last && !e->first->nargs));
  }
  case SYN_PARALLEL: {
    IrBlock *b = single_block(op, 0);
    if (op->nregions != 1 || !b || b->nargs < 1 || ir_parallel_inits_count(op) < 0)
      return false;
    for (int i = 0; i < b->nargs; i++)
      if (b->args[i]->type != P->ctx->index_ty)
        return false;
    if (P->modern) {
      /* The combined scf.reduce must list one value per region. */
      int k = ir_parallel_inits_count(op);
      if (k && k != op->nresults)
        return false;
      for (IrOp *o = b->first; o; o = o->next)
        if (ir_op_is(o, OP_REDUCE) && (o->nopnds != 1 || o->nregions != 1 || o->nattrs))
          return false;
      for (int i = 0; i < k; i++)
        if (ir_parallel_inits(op, i)->type != op->results[i].type)
          return false;
    }
    return true;
  }
  case SYN_REDUCE: {
    IrBlock *b = single_block(op, 0);
    return !P->modern && !extra && op->nopnds == 1 && !op->nresults && op->nregions == 1 && b;
  }
  case SYN_WHILE: {
    IrBlock *b = single_block(op, 0);
    IrBlock *a = single_block(op, 1);
    if (op->nregions != 2 || !b || !a || b->nargs != op->nopnds)
      return false;
    for (int i = 0; i < b->nargs; i++)
      if (b->args[i]->type != op->opnds[i].value->type)
        return false;
    return true;
  }
  case SYN_CONDITION: return !extra && op->nopnds >= 1 && !op->nresults && !op->nregions;
  case SYN_BR:
    return op->nsuccs == 1 && !op->nresults && !op->nregions && op->succs[0].first == 0;
  case SYN_COND_BR: {
    IrAttr *w = ir_op_get_attr(op, "branch_weights");
    return op->nsuccs == 2 && !op->nresults && !op->nregions && op->succs[0].first == 1 &&
           opnd_is_i1(op, 0) && (!w || (w->kind == ATTR_DENSE_ARRAY && w->u.darray.n == 2));
  }
  case SYN_SWITCH: {
    IrAttr *cv = ir_op_get_attr(op, "case_values");
    int ncases = cv && cv->kind == ATTR_DENSE_ARRAY ? cv->u.darray.n : 0;
    return op->nsuccs >= 1 && !op->nresults && !op->nregions && op->succs[0].first == 1 &&
           op->opnds[0].value->type->kind == TY_INT && ncases == op->nsuccs - 1 &&
           (!cv || cv->kind == ATTR_DENSE_ARRAY);
  }
  case SYN_PRINT: {
    IrAttr *pu = ir_op_get_attr(op, "punctuation"), *s = ir_op_get_attr(op, "stringLiteral");
    return op->nopnds <= 1 && !op->nresults && !op->nregions && !op->nsuccs &&
           ir_print_punctuation(op) != NULL && (!pu || pu->kind == ATTR_OPAQUE) &&
           (!s || s->kind == ATTR_STRING);
  }
  case SYN_ASSERT: {
    IrAttr *m = ir_op_get_attr(op, "msg");
    return op->nopnds == 1 && !op->nresults && !op->nregions && m && m->kind == ATTR_STRING &&
           opnd_is_i1(op, 0);
  }
  case SYN_TRANSPOSE: {
    IrAttr *m = ir_op_get_attr(op, "permutation");
    const IrType *st = op->nopnds == 1 ? op->opnds[0].value->type : NULL;
    int *perm = st && st->rank > 0 ? arena_alloc(&P->arena, sizeof(int) * (size_t)st->rank) : NULL;
    return st && st->kind == TY_MEMREF && st->rank >= 0 && op->nresults == 1 && !op->nregions &&
           op->results[0].type->kind == TY_MEMREF && ir_permutation(m, st->rank, perm);
  }
  case SYN_VIEW:
    return op->nopnds >= 2 && op->nresults == 1 && !op->nregions &&
           op->opnds[0].value->type->kind == TY_MEMREF && op->opnds[0].value->type->rank >= 0 &&
           op->results[0].type->kind == TY_MEMREF;
  case SYN_FORALL: {
    /* the lists whole and their operands, index induction variables, and
     * the implied empty scf.forall.in_parallel (no outputs in loopc) */
    IrBlock *b = single_block(op, 0);
    int rank = ir_forall_rank(op), ndyn = 0;
    if (op->nresults || !b || b->nargs != rank || !b->last || !ir_op_is(b->last, OP_IN_PARALLEL) ||
        b->last->nattrs || !single_block(b->last, 0) || b->last->regions[0]->first->first)
      return false;
    for (int i = 0; i < rank; i++)
      if (!ir_type_is_index(b->args[i]->type))
        return false;
    for (int k = 0; k < 3; k++) {
      IrForallList l;
      if (!ir_forall_list(op, (IrForallListKind)k, &l) || l.n != rank)
        return false;
      for (int i = 0; i < l.n; i++)
        ndyn += l.stat[i] == TY_DYN;
    }
    return ndyn == op->nopnds;
  }
  case SYN_IN_PARALLEL: {
    IrBlock *b = single_block(op, 0);
    return !op->nopnds && !op->nresults && op->nregions == 1 && b && !b->nargs;
  }
  case SYN_EXECUTE_REGION: {
    IrAttr *ni = ir_op_get_attr(op, "no_inline");
    return !op->nopnds && op->nregions == 1 && op->regions[0]->first &&
           !op->regions[0]->first->nargs && (!ni || ni->kind == ATTR_UNIT);
  }
  case SYN_ALLOCA_SCOPE: {
    IrBlock *b = single_block(op, 0);
    return !op->nopnds && op->nregions == 1 && b && !b->nargs && b->last &&
           ir_op_is(b->last, OP_ALLOCA_SCOPE_RETURN);
  }
  case SYN_INDEX_SWITCH: {
    /* regions of one block without arguments: the custom form has no place
     * for them (an empty region prints as `{` `}` and reads back so) */
    IrAttr *cs = ir_op_get_attr(op, "cases");
    if (op->nopnds != 1 || op->nregions < 1 || !ir_type_is_index(op->opnds[0].value->type) ||
        !cs || cs->kind != ATTR_DENSE_ARRAY || cs->u.darray.n != op->nregions - 1 ||
        cs->type != P->ctx->i64_ty)
      return false;
    for (int r = 0; r < op->nregions; r++) {
      IrBlock *b = op->regions[r]->first;
      if (b && (b->nargs || b->next || (r == 0 && !b->first)))
        return false;
    }
    return op->regions[0]->first != NULL;
  }
  }
  return false;
}

/* ========================= custom forms: printing ======================= */

/* ` fastmath<fast>` for modern arith/math ops. */
static void print_fastmath(Printer *P, const IrOp *op) {
  IrAttr *a = fastmath_attr(op);
  if (!a)
    return;
  const char *t = a->u.s.str;
  size_t n = a->u.s.len;
  if (n > 7 && strncmp(t, "#arith.", 7) == 0) {
    t += 7;
    n -= 7;
  }
  if ((n == 4 && strncmp(t, "none", 4) == 0) || (n == 14 && strncmp(t, "fastmath<none>", 14) == 0))
    return; /* the default: mlir-opt leaves it out */
  put(P, " ");
  if (n > 9 && strncmp(t, "fastmath<", 9) == 0) {
    out_putn(&P->out, t, n);
  } else {
    put(P, "fastmath<");
    out_putn(&P->out, t, n);
    putc_(P, '>');
  }
}

/* ` overflow<nsw, nuw>` as mlir-opt prints it: nothing for `none`. */
static void print_overflow(Printer *P, const IrOp *op) {
  unsigned f = ir_op_overflow_flags(op);
  if (!(f & (IR_OVF_NSW | IR_OVF_NUW)))
    return;
  put(P, " overflow<");
  print_overflow_list(P, f);
  putc_(P, '>');
}

/* Classic has no fastmath or overflow syntax: they go into the attribute
 * dictionary. */
static void print_custom_attrs_with_fastmath(Printer *P, const IrOp *op) {
  if (P->modern || (!fastmath_attr(op) && !ir_op_get_attr(op, "overflowFlags"))) {
    if (P->modern) {
      print_overflow(P, op);
      print_fastmath(P, op);
    }
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  }
  int n = 0;
  IrNamedAttr *tmp = xmalloc(sizeof *tmp * (size_t)(op->nattrs + 1));
  for (int i = 0; i < op->nattrs; i++)
    if (!attr_is_syntax(op, op->attrs[i].name) || strcmp(op->attrs[i].name, "fastmath") == 0 ||
        strcmp(op->attrs[i].name, "overflowFlags") == 0)
      tmp[n++] = op->attrs[i];
  qsort(tmp, (size_t)n, sizeof *tmp, named_cmp);
  put(P, " {");
  print_attr_dict_entries(P, tmp, n);
  putc_(P, '}');
  free(tmp);
}

static void print_module(Printer *P, IrOp *op) {
  IrAttr *n = ir_op_get_attr(op, "sym_name");
  bool wrap = P->modern || n || count_custom_attrs(op) || op != P->root;
  Scope s;
  pr_region_enter(P, op->regions[0], &s);
  if (!wrap) {
    /* Classic files are a bare list of functions. */
    for (IrOp *o = op->regions[0]->first->first; o; o = o->next)
      print_op(P, o);
    pr_region_exit(P, &s);
    return;
  }
  /* `module` where builtin is the default dialect (at the top, directly in
   * a module), `builtin.module` elsewhere, as mlir-opt prints it. */
  IrOp *parent = ir_op_parent_op(op);
  put(P, !P->modern || !parent || ir_op_is(parent, OP_MODULE) ? "module" : "builtin.module");
  if (n) {
    putc_(P, ' ');
    print_symbol(P, n->u.s.str);
  }
  print_attr_dict(P, op, SEL_CUSTOM, " attributes {");
  putc_(P, ' ');
  RegionStyle st = {false, false, false};
  print_region_blocks(P, op->regions[0], st);
  pr_region_exit(P, &s);
}

static void print_func(Printer *P, IrOp *op) {
  IrAttr *n = ir_op_get_attr(op, "sym_name");
  IrAttr *vis = ir_op_get_attr(op, "sym_visibility");
  IrType *ft = ir_func_type(op);
  IrRegion *r = op->regions[0];
  bool decl = !r->first;
  put(P, op_spelled_name(P, op));
  if (vis && (P->modern || !decl)) {
    putc_(P, ' ');
    out_putn(&P->out, vis->u.s.str, vis->u.s.len);
  } else if (!vis && decl && P->modern) {
    /* Today's MLIR rejects public declarations. */
    put(P, " private");
  }
  putc_(P, ' ');
  print_symbol(P, n->u.s.str);
  Scope s;
  if (!decl)
    pr_region_enter(P, r, &s);
  putc_(P, '(');
  IrAttr *aa = ir_op_get_attr(op, "arg_attrs");
  for (int i = 0; i < ft->nins; i++) {
    if (i)
      put(P, ", ");
    if (!decl) {
      pr_put_value(P, r->first->args[i]);
      put(P, ": ");
    }
    print_type(P, ft->ins[i]);
    if (aa && aa->u.array.elts[i]->u.dict.n) {
      putc_(P, ' ');
      print_attr(P, aa->u.array.elts[i], false);
    }
  }
  putc_(P, ')');
  if (ft->nouts) {
    put(P, " -> ");
    print_results_types(P, ft->outs, ft->nouts, false);
  }
  print_attr_dict(P, op, SEL_CUSTOM, " attributes {");
  if (!decl) {
    putc_(P, ' ');
    RegionStyle st = {false, false, false};
    print_region_blocks(P, r, st);
    pr_region_exit(P, &s);
  }
}

static void print_combined_reduce(Printer *P, IrBlock *body) {
  int n = 0;
  for (IrOp *o = body->first; o; o = o->next)
    n += ir_op_is(o, OP_REDUCE);
  put_indent(P);
  if (P->generic) {
    put(P, "\"scf.reduce\"(");
  } else {
    put(P, n ? "scf.reduce(" : "scf.reduce "); /* mlir-opt's trailing space */
  }
  int k = 0;
  for (IrOp *o = body->first; o; o = o->next)
    if (ir_op_is(o, OP_REDUCE))
      for (int i = 0; i < o->nopnds; i++) {
        if (k++)
          put(P, ", ");
        pr_put_value(P, o->opnds[i].value);
      }
  if (!P->generic && n) {
    put(P, " : ");
    k = 0;
    for (IrOp *o = body->first; o; o = o->next)
      if (ir_op_is(o, OP_REDUCE))
        for (int i = 0; i < o->nopnds; i++) {
          if (k++)
            put(P, ", ");
          print_type(P, o->opnds[i].value ? o->opnds[i].value->type : NULL);
        }
  }
  if (P->generic || n)
    putc_(P, ')');
  if (P->generic && n)
    put(P, " (");
  else if (n)
    putc_(P, ' ');
  k = 0;
  RegionStyle st = {true, false, false};
  for (IrOp *o = body->first; o; o = o->next)
    if (ir_op_is(o, OP_REDUCE))
      for (int i = 0; i < o->nregions; i++) {
        if (k++)
          put(P, ", ");
        print_region(P, o->regions[i], st);
      }
  if (P->generic) {
    if (n)
      putc_(P, ')');
    put(P, " : (");
    k = 0;
    for (IrOp *o = body->first; o; o = o->next)
      if (ir_op_is(o, OP_REDUCE))
        for (int i = 0; i < o->nopnds; i++) {
          if (k++)
            put(P, ", ");
          print_type(P, o->opnds[i].value ? o->opnds[i].value->type : NULL);
        }
    put(P, ") -> ()");
  }
  putc_(P, '\n');
}

static void print_for(Printer *P, IrOp *op) {
  IrRegion *r = op->regions[0];
  IrBlock *b = r->first;
  Scope s;
  pr_region_enter(P, r, &s);
  put(P, op_spelled_name(P, op));
  if (ir_op_get_attr(op, "unsignedCmp"))
    put(P, " unsigned");
  putc_(P, ' ');
  pr_put_value(P, b->args[0]);
  put(P, " = ");
  pr_put_value(P, op->opnds[0].value);
  put(P, " to ");
  pr_put_value(P, op->opnds[1].value);
  put(P, " step ");
  pr_put_value(P, op->opnds[2].value);
  if (op->nopnds > 3) {
    put(P, " iter_args(");
    for (int i = 3; i < op->nopnds; i++) {
      if (i > 3)
        put(P, ", ");
      pr_put_value(P, b->args[i - 2]);
      put(P, " = ");
      pr_put_value(P, op->opnds[i].value);
    }
    put(P, ") -> (");
    print_result_types(P, op);
    putc_(P, ')');
  }
  if (!ir_type_is_index(b->args[0]->type)) {
    put(P, P->modern ? "  : " : " : "); /* mlir-opt's two spaces */
    print_type(P, b->args[0]->type);
  }
  putc_(P, ' ');
  RegionStyle st = {false, ir_op_has_trait(op, T_IMPLICIT_YIELD), false};
  print_region_blocks(P, r, st);
  pr_region_exit(P, &s);
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

static void print_if(Printer *P, IrOp *op) {
  put(P, op_spelled_name(P, op));
  putc_(P, ' ');
  pr_put_value(P, op->opnds[0].value);
  if (op->nresults) {
    put(P, " -> (");
    print_result_types(P, op);
    putc_(P, ')');
  }
  putc_(P, ' ');
  RegionStyle st = {false, ir_op_has_trait(op, T_IMPLICIT_YIELD), false};
  print_region(P, op->regions[0], st);
  if (op->regions[1]->first) {
    put(P, " else ");
    print_region(P, op->regions[1], st);
  }
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

/* ` : T to U`: the operand's type and the result's, as casts and views
 * end. */
static void print_cast_types(Printer *P, const IrOp *op) {
  put(P, " : ");
  print_type(P, op->opnds[0].value->type);
  put(P, " to ");
  print_type(P, op->results[0].type);
}

/* mlir-opt's declarative form: `scf.index_switch %x {attrs} -> T, ... `
 * (the space before the cases is its), each `case N {...}` and then
 * `default {...}` on a line of its own. Case regions print their
 * terminators; the default region leaves out an operand-less scf.yield. */
static void print_index_switch(Printer *P, IrOp *op) {
  IrAttr *cs = ir_op_get_attr(op, "cases");
  put(P, op_spelled_name(P, op));
  putc_(P, ' ');
  pr_put_value(P, op->opnds[0].value);
  print_attr_dict(P, op, SEL_CUSTOM, " {");
  if (op->nresults) {
    put(P, " -> ");
    print_result_types(P, op);
  }
  putc_(P, ' ');
  RegionStyle cases = {false, false, false}, dflt = {false, true, false};
  for (int r = 1; r < op->nregions; r++) {
    putc_(P, '\n');
    put_indent(P);
    put(P, "case ");
    out_i64(&P->out, cs->u.darray.vals[r - 1]);
    putc_(P, ' ');
    print_region(P, op->regions[r], cases);
  }
  putc_(P, '\n');
  put_indent(P);
  put(P, "default ");
  print_region(P, op->regions[0], dflt);
}

/* `memref.alloca_scope  -> (T, ...) {...} {attrs}`: mlir-opt prints the
 * space after the name and the one before the optional arrow. */
static void print_alloca_scope(Printer *P, IrOp *op) {
  put(P, op_spelled_name(P, op));
  put(P, "  ");
  if (op->nresults) {
    put(P, "-> (");
    print_result_types(P, op);
    put(P, ") ");
  }
  RegionStyle st = {false, true, false};
  print_region(P, op->regions[0], st);
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

/* `scf.execute_region -> T [no_inline] {...} {attrs}` (printOptionalArrowTypeList:
 * one type that is no function type without parentheses); every
 * terminator printed. */
static void print_execute_region(Printer *P, IrOp *op) {
  put(P, op_spelled_name(P, op));
  if (op->nresults) {
    put(P, " -> ");
    bool paren = op->nresults > 1 || op->results[0].type->kind == TY_FUNC;
    if (paren)
      putc_(P, '(');
    print_result_types(P, op);
    if (paren)
      putc_(P, ')');
  }
  if (ir_op_get_attr(op, "no_inline"))
    put(P, " no_inline");
  putc_(P, ' ');
  RegionStyle st = {false, false, false};
  print_region(P, op->regions[0], st);
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

/* A mixed list (MLIR's printDynamicIndexList): n static entries, the
 * operands from first on for the TY_DYN ones, between open and close. */
static void print_mixed_list(Printer *P, const IrOp *op, const int64_t *stat, int n, int first,
                             char open, char close) {
  putc_(P, open);
  for (int i = 0, k = first; i < n; i++) {
    if (i)
      put(P, ", ");
    if (stat[i] == TY_DYN)
      pr_put_value(P, op->opnds[k++].value);
    else
      out_i64(&P->out, stat[i]);
  }
  putc_(P, close);
}

/* A forall list in parentheses (`(%arg1, 8)`). */
static void print_forall_list(Printer *P, const IrOp *op, IrForallListKind which) {
  IrForallList l;
  ir_forall_list(op, which, &l);
  print_mixed_list(P, op, l.stat, l.n, l.first, '(', ')');
}

/* ForallOp::print: `(%i, ...) in (ubs)` when the lower bounds are 0 and
 * the steps 1 (constants count: their operands are then left out, as
 * mlir-opt leaves them), else `= (lbs) to (ubs) step (steps)`; the body
 * without its terminator, then the attributes but the lists. */
static void print_forall(Printer *P, IrOp *op) {
  IrRegion *r = op->regions[0];
  IrBlock *b = r->first;
  Scope s;
  pr_region_enter(P, r, &s);
  put(P, op_spelled_name(P, op));
  put(P, " (");
  for (int i = 0; i < b->nargs; i++) {
    if (i)
      put(P, ", ");
    pr_put_value(P, b->args[i]);
  }
  if (ir_forall_is_normalized(op)) {
    put(P, ") in ");
    print_forall_list(P, op, IR_FORALL_UBS);
  } else {
    put(P, ") = ");
    print_forall_list(P, op, IR_FORALL_LBS);
    put(P, " to ");
    print_forall_list(P, op, IR_FORALL_UBS);
    put(P, " step ");
    print_forall_list(P, op, IR_FORALL_STEPS);
  }
  putc_(P, ' ');
  RegionStyle st = {false, true, false};
  print_region_blocks(P, r, st);
  pr_region_exit(P, &s);
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

static void print_in_parallel(Printer *P, IrOp *op) {
  put(P, op_spelled_name(P, op));
  putc_(P, ' ');
  RegionStyle st = {false, false, false};
  print_region(P, op->regions[0], st);
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

static void print_parallel(Printer *P, IrOp *op) {
  IrRegion *r = op->regions[0];
  IrBlock *b = r->first;
  int n = b->nargs, k = ir_parallel_inits_count(op);
  Scope s;
  pr_region_enter(P, r, &s);
  put(P, op_spelled_name(P, op));
  put(P, " (");
  for (int i = 0; i < n; i++) {
    if (i)
      put(P, ", ");
    pr_put_value(P, b->args[i]);
  }
  put(P, ") = (");
  int lbs = ir_parallel_lbs_begin(op), ubs = ir_parallel_ubs_begin(op);
  int steps = ir_parallel_steps_begin(op), inits = ir_parallel_inits_begin(op);
  pr_put_operands(P, op, lbs, lbs + n);
  put(P, ") to (");
  pr_put_operands(P, op, ubs, ubs + n);
  put(P, ") step (");
  pr_put_operands(P, op, steps, steps + n);
  putc_(P, ')');
  if (k) {
    put(P, " init (");
    pr_put_operands(P, op, inits, inits + k);
    putc_(P, ')');
  } else if (P->nzero_inits) {
    put(P, " init (");
    pr_put_names(P, P->zero_inits, P->nzero_inits);
    putc_(P, ')');
    P->nzero_inits = 0;
  }
  if (P->modern && op->nresults) {
    put(P, " -> ");
    IrType **ts = arena_alloc(&P->arena, sizeof *ts * (size_t)op->nresults);
    for (int i = 0; i < op->nresults; i++)
      ts[i] = op->results[i].type;
    print_results_types(P, ts, op->nresults, false);
  }
  putc_(P, ' ');
  RegionStyle st = {false, ir_op_has_trait(op, T_IMPLICIT_YIELD), P->modern};
  print_region_blocks(P, r, st);
  pr_region_exit(P, &s);
  if (!P->modern && op->nresults) {
    put(P, " : ");
    print_result_types(P, op);
  }
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

static void print_reduce(Printer *P, IrOp *op) {
  put(P, op_spelled_name(P, op));
  putc_(P, '(');
  pr_put_value(P, op->opnds[0].value);
  put(P, ") ");
  RegionStyle st = {true, false, false};
  print_region(P, op->regions[0], st);
  put(P, " : ");
  print_type(P, op->opnds[0].value->type);
}

static void print_while(Printer *P, IrOp *op) {
  IrRegion *before = op->regions[0];
  IrBlock *b = before->first;
  Scope s;
  pr_region_enter(P, before, &s);
  put(P, op_spelled_name(P, op));
  if (op->nopnds) {
    put(P, " (");
    for (int i = 0; i < op->nopnds; i++) {
      if (i)
        put(P, ", ");
      pr_put_value(P, b->args[i]);
      put(P, " = ");
      pr_put_value(P, op->opnds[i].value);
    }
    putc_(P, ')');
  }
  put(P, " : ");
  print_fn_type_of(P, op, op->nopnds, 0);
  putc_(P, ' ');
  RegionStyle st = {false, false, false};
  print_region_blocks(P, before, st);
  pr_region_exit(P, &s);
  put(P, " do ");
  IrBlock *a = op->regions[1]->first;
  RegionStyle st2 = {a->nargs > 0, false, false};
  print_region(P, op->regions[1], st2);
  print_attr_dict(P, op, SEL_CUSTOM, " attributes {");
}

/* `op %a, %b : T, U` for return/yield/reduce.return. */
static void print_values_colon_types(Printer *P, IrOp *op, int from) {
  if (op->nopnds > from) {
    putc_(P, ' ');
    pr_put_operands(P, op, from, op->nopnds);
    put(P, " : ");
    print_value_types(P, op, from, op->nopnds);
  }
}

/* ============================ affine dialect ============================ */

/* The affine dialect's custom forms, as mlir-opt 22 prints them (AffineOps.cpp).
 * ir/ knows these ops by their syntax class and attributes only. */

static const IrAttr *affine_attr(const IrOp *op, const char *name, IrAttrKind kind) {
  IrAttr *a = ir_op_get_attr(op, name);
  return a && a->kind == kind ? a : NULL;
}

static int affine_inputs(const IrAttr *m) { return m->u.affine.ndims + m->u.affine.nsyms; }

/* Whether the attributes and operand counts are those the custom form
 * spells; the verifier's other rules need not hold. */
static bool affine_custom_ok(const IrOp *op) {
  IrBlock *b = op->nregions ? single_block((IrOp *)op, 0) : NULL;
  switch (op->info->syntax) {
  case SYN_AFFINE_FOR: {
    const IrAttr *lb = affine_attr(op, "lowerBoundMap", ATTR_AFFINE_MAP);
    const IrAttr *ub = affine_attr(op, "upperBoundMap", ATTR_AFFINE_MAP);
    const IrAttr *st = affine_attr(op, "step", ATTR_INT);
    if (!lb || !ub || !st || !b || b->nargs < 1 || lb->u.affine.n < 1 || ub->u.affine.n < 1)
      return false;
    int ninits = op->nopnds - affine_inputs(lb) - affine_inputs(ub);
    return ninits >= 0 && ninits == b->nargs - 1 && ninits == op->nresults &&
           ir_type_is_index(b->args[0]->type);
  }
  case SYN_AFFINE_IF: {
    const IrAttr *set = affine_attr(op, "condition", ATTR_INTEGER_SET);
    return set && op->nregions == 2 && affine_inputs(set) == op->nopnds &&
           op->regions[0]->first && op->regions[0]->first == op->regions[0]->last &&
           op->regions[0]->first->nargs == 0 &&
           (!op->regions[1]->first ||
            (op->regions[1]->first == op->regions[1]->last && op->regions[1]->first->nargs == 0));
  }
  case SYN_AFFINE_PARALLEL: {
    const IrAttr *lb = affine_attr(op, "lowerBoundsMap", ATTR_AFFINE_MAP);
    const IrAttr *ub = affine_attr(op, "upperBoundsMap", ATTR_AFFINE_MAP);
    const IrAttr *steps = affine_attr(op, "steps", ATTR_ARRAY);
    const IrAttr *red = affine_attr(op, "reductions", ATTR_ARRAY);
    int nl = 0, nu = 0;
    if (!lb || !ub || !steps || !red || !b ||
        ir_dense_group_sum(ir_op_get_attr(op, "lowerBoundsGroups"), &nl) != lb->u.affine.n ||
        ir_dense_group_sum(ir_op_get_attr(op, "upperBoundsGroups"), &nu) != ub->u.affine.n ||
        nl != b->nargs || nu != b->nargs || steps->u.array.n != b->nargs ||
        red->u.array.n != op->nresults || op->nopnds != affine_inputs(lb) + affine_inputs(ub))
      return false;
    for (int i = 0; i < steps->u.array.n; i++)
      if (steps->u.array.elts[i]->kind != ATTR_INT)
        return false;
    for (int i = 0; i < red->u.array.n; i++)
      if (red->u.array.elts[i]->kind != ATTR_INT || !ir_atomic_rmw_kind_name(red->u.array.elts[i]->u.i))
        return false;
    for (int i = 0; i < b->nargs; i++)
      if (!ir_type_is_index(b->args[i]->type))
        return false;
    return true;
  }
  case SYN_AFFINE_YIELD: return !op->nresults && !op->nregions && !count_custom_attrs(op);
  case SYN_AFFINE_LOAD:
  case SYN_AFFINE_STORE: {
    int mem = op->info->syntax == SYN_AFFINE_STORE ? 1 : 0;
    const IrAttr *m = affine_attr(op, "map", ATTR_AFFINE_MAP);
    return m && op->nopnds > mem && op->opnds[mem].value->type->kind == TY_MEMREF &&
           affine_inputs(m) == op->nopnds - mem - 1 && op->nresults == 1 - mem &&
           (mem || op->results[0].type == op->opnds[0].value->type->elem);
  }
  case SYN_AFFINE_APPLY: {
    const IrAttr *m = affine_attr(op, "map", ATTR_AFFINE_MAP);
    return m && affine_inputs(m) == op->nopnds && op->nresults == 1 &&
           ir_type_is_index(op->results[0].type);
  }
  case SYN_AFFINE_DELINEARIZE:
  case SYN_AFFINE_LINEARIZE: {
    bool lin = op->info->syntax == SYN_AFFINE_LINEARIZE;
    int nidx = affine_basis_first(op);
    const IrAttr *d = ir_op_get_attr(op, "disjoint");
    if (nidx < 0 || (lin ? op->nresults != 1 : nidx != 1) ||
        (lin && d && d->kind != ATTR_UNIT && !(d->kind == ATTR_INT && d->u.i == 0)))
      return false;
    for (int i = 0; i < op->nresults; i++)
      if (!ir_type_is_index(op->results[i].type))
        return false;
    return true;
  }
  default: return false;
  }
}

/* delinearize_index / linearize_index: where the dynamic basis operands
 * start (after the linear index or the multi-index), or -1 when the
 * static_basis attribute does not fit the operands. */
static int affine_basis_first(const IrOp *op) {
  const IrAttr *b = affine_attr(op, "static_basis", ATTR_DENSE_ARRAY);
  if (!b)
    return -1;
  int ndyn = 0;
  for (int i = 0; i < b->u.darray.n; i++)
    ndyn += b->u.darray.vals[i] == INT64_MIN;
  return op->nopnds - ndyn >= 0 ? op->nopnds - ndyn : -1;
}

/* `(4, %n, 8)`: the static sizes, a dynamic one's operand in its place. */
static void print_affine_basis(Printer *P, const IrOp *op) {
  const IrAttr *b = ir_op_get_attr(op, "static_basis");
  int dyn = affine_basis_first(op);
  putc_(P, '(');
  for (int i = 0; i < b->u.darray.n; i++) {
    if (i)
      put(P, ", ");
    if (b->u.darray.vals[i] == INT64_MIN)
      pr_put_value(P, op->opnds[dyn++].value);
    else
      out_i64(&P->out, b->u.darray.vals[i]);
  }
  putc_(P, ')');
}

/* printDimAndSymbolList: `(dims)` and, when there are symbols, `[syms]`. */
static void print_dims_syms(Printer *P, const IrOp *op, int first, const IrAttr *m) {
  int nd = m->u.affine.ndims, n = affine_inputs(m);
  putc_(P, '(');
  pr_put_operands(P, op, first, first + nd);
  putc_(P, ')');
  if (n > nd) {
    putc_(P, '[');
    pr_put_operands(P, op, first + nd, first + n);
    putc_(P, ']');
  }
}

/* printAffineMapOfSSAIds' leaves: dims as their operands, symbols as
 * `symbol(%s)`. */
typedef struct SsaLeaves {
  Printer *P;
  const IrOp *op;
  int first, ndims;
} SsaLeaves;

static void ssa_write(void *sink, const char *s, size_t n) {
  out_putn(&((SsaLeaves *)sink)->P->out, s, n);
}

static void ssa_leaf(void *sink, bool sym, int pos) {
  SsaLeaves *l = sink;
  const IrValue *v = l->op->opnds[l->first + (sym ? l->ndims : 0) + pos].value;
  if (sym)
    put(l->P, "symbol(");
  pr_put_value(l->P, v);
  if (sym)
    putc_(l->P, ')');
}

static void print_ssa_expr(Printer *P, const IrOp *op, int first, const IrAttr *m, int k) {
  SsaLeaves l = {P, op, first, m->u.affine.ndims};
  ir_affine_expr_write_leaves(m->u.affine.exprs[k], ssa_write, ssa_leaf, &l);
}

/* affine.for's bound: a constant, a lone symbol operand, or the map with its
 * operands (prefixed by min / max when it has several results). */
static void print_affine_bound(Printer *P, const IrOp *op, const IrAttr *m, int first,
                               const char *prefix) {
  const IrAffineExpr *e = m->u.affine.exprs[0];
  if (m->u.affine.n == 1 && m->u.affine.ndims == 0) {
    if (m->u.affine.nsyms == 0 && e->kind == AFFINE_CONST) {
      out_i64(&P->out, e->value);
      return;
    }
    if (m->u.affine.nsyms == 1 && e->kind == AFFINE_SYM) {
      pr_put_value(P, op->opnds[first].value);
      return;
    }
  }
  if (m->u.affine.n > 1) {
    put(P, prefix);
    putc_(P, ' ');
  }
  print_attr(P, m, false);
  print_dims_syms(P, op, first, m);
}

/* affine.parallel's bounds: per loop, its group's expressions, `max(...)` /
 * `min(...)` when the group has several. */
static void print_affine_par_bounds(Printer *P, const IrOp *op, const IrAttr *m,
                                    const IrAttr *groups, int first, const char *fn) {
  int n = (int)groups->type->dims[0], k = 0;
  putc_(P, '(');
  for (int i = 0; i < n; i++) {
    int g = (int)ir_dense_get_i64(groups, i);
    if (i)
      put(P, ", ");
    if (g > 1) {
      put(P, fn);
      putc_(P, '(');
    }
    for (int j = 0; j < g; j++, k++) {
      if (j)
        put(P, ", ");
      print_ssa_expr(P, op, first, m, k);
    }
    if (g > 1)
      putc_(P, ')');
  }
  putc_(P, ')');
}

/* `-> (types)`, then the body of affine.for / affine.parallel (whose
 * scope s the caller entered), an operand-less yield left out, then the
 * attribute dictionary. */
static void print_affine_body(Printer *P, IrOp *op, Scope *s) {
  if (op->nresults) {
    put(P, " -> (");
    print_result_types(P, op);
    putc_(P, ')');
  }
  putc_(P, ' ');
  RegionStyle st = {false, op->nresults == 0, false};
  print_region_blocks(P, op->regions[0], st);
  pr_region_exit(P, s);
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

static void print_affine(Printer *P, IrOp *op) {
  const char *name = op_spelled_name(P, op);
  put(P, name);
  switch (op->info->syntax) {
  case SYN_AFFINE_FOR: {
    const IrAttr *lb = affine_attr(op, "lowerBoundMap", ATTR_AFFINE_MAP);
    const IrAttr *ub = affine_attr(op, "upperBoundMap", ATTR_AFFINE_MAP);
    int64_t step = affine_attr(op, "step", ATTR_INT)->u.i;
    int nlb = affine_inputs(lb), first_init = nlb + affine_inputs(ub);
    IrRegion *r = op->regions[0];
    IrBlock *b = r->first;
    Scope s;
    pr_region_enter(P, r, &s);
    putc_(P, ' ');
    pr_put_value(P, b->args[0]);
    put(P, " = ");
    print_affine_bound(P, op, lb, 0, "max");
    put(P, " to ");
    print_affine_bound(P, op, ub, nlb, "min");
    if (step != 1) {
      put(P, " step ");
      out_i64(&P->out, step);
    }
    if (op->nopnds > first_init) {
      put(P, " iter_args(");
      for (int i = first_init; i < op->nopnds; i++) {
        if (i > first_init)
          put(P, ", ");
        pr_put_value(P, b->args[i - first_init + 1]);
        put(P, " = ");
        pr_put_value(P, op->opnds[i].value);
      }
      putc_(P, ')');
    }
    print_affine_body(P, op, &s);
    return;
  }
  case SYN_AFFINE_IF: {
    putc_(P, ' ');
    const IrAttr *set = affine_attr(op, "condition", ATTR_INTEGER_SET);
    print_attr(P, set, false);
    print_dims_syms(P, op, 0, set);
    if (op->nresults) {
      put(P, " -> ");
      if (op->nresults == 1) {
        print_type(P, op->results[0].type);
      } else {
        putc_(P, '(');
        print_result_types(P, op);
        putc_(P, ')');
      }
    }
    putc_(P, ' ');
    RegionStyle st = {false, op->nresults == 0, false};
    print_region(P, op->regions[0], st);
    if (op->regions[1]->first) {
      put(P, " else ");
      print_region(P, op->regions[1], st);
    }
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  }
  case SYN_AFFINE_PARALLEL: {
    const IrAttr *lb = affine_attr(op, "lowerBoundsMap", ATTR_AFFINE_MAP);
    const IrAttr *ub = affine_attr(op, "upperBoundsMap", ATTR_AFFINE_MAP);
    const IrAttr *steps = affine_attr(op, "steps", ATTR_ARRAY);
    const IrAttr *red = affine_attr(op, "reductions", ATTR_ARRAY);
    IrRegion *r = op->regions[0];
    IrBlock *b = r->first;
    Scope s;
    pr_region_enter(P, r, &s);
    put(P, " (");
    for (int i = 0; i < b->nargs; i++) {
      if (i)
        put(P, ", ");
      pr_put_value(P, b->args[i]);
    }
    put(P, ") = ");
    print_affine_par_bounds(P, op, lb, ir_op_get_attr(op, "lowerBoundsGroups"), 0, "max");
    put(P, " to ");
    print_affine_par_bounds(P, op, ub, ir_op_get_attr(op, "upperBoundsGroups"),
                            affine_inputs(lb), "min");
    bool unit = true;
    for (int i = 0; i < steps->u.array.n; i++)
      unit = unit && steps->u.array.elts[i]->u.i == 1;
    if (!unit) {
      put(P, " step (");
      for (int i = 0; i < steps->u.array.n; i++) {
        if (i)
          put(P, ", ");
        out_i64(&P->out, steps->u.array.elts[i]->u.i);
      }
      putc_(P, ')');
    }
    if (op->nresults) {
      put(P, " reduce (");
      for (int i = 0; i < red->u.array.n; i++) {
        if (i)
          put(P, ", ");
        putc_(P, '"');
        put(P, ir_atomic_rmw_kind_name(red->u.array.elts[i]->u.i));
        putc_(P, '"');
      }
      putc_(P, ')');
    }
    print_affine_body(P, op, &s);
    return;
  }
  case SYN_AFFINE_YIELD: print_values_colon_types(P, op, 0); return;
  case SYN_AFFINE_LOAD:
  case SYN_AFFINE_STORE: {
    int mem = op->info->syntax == SYN_AFFINE_STORE ? 1 : 0;
    const IrAttr *m = affine_attr(op, "map", ATTR_AFFINE_MAP);
    putc_(P, ' ');
    if (mem) {
      pr_put_value(P, op->opnds[0].value);
      put(P, ", ");
    }
    pr_put_value(P, op->opnds[mem].value);
    putc_(P, '[');
    for (int k = 0; k < m->u.affine.n; k++) {
      if (k)
        put(P, ", ");
      print_ssa_expr(P, op, mem + 1, m, k);
    }
    putc_(P, ']');
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->opnds[mem].value->type);
    return;
  }
  case SYN_AFFINE_APPLY: {
    const IrAttr *m = affine_attr(op, "map", ATTR_AFFINE_MAP);
    putc_(P, ' ');
    print_attr(P, m, false);
    print_dims_syms(P, op, 0, m);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  }
  case SYN_AFFINE_DELINEARIZE:
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    put(P, " into ");
    print_affine_basis(P, op);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_result_types(P, op);
    return;
  case SYN_AFFINE_LINEARIZE: {
    const IrAttr *d = ir_op_get_attr(op, "disjoint");
    put(P, d && d->kind == ATTR_UNIT ? " disjoint [" : " [");
    pr_put_operands(P, op, 0, affine_basis_first(op));
    put(P, "] by ");
    print_affine_basis(P, op);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_result_types(P, op);
    return;
  }
  default: break;
  }
  ir_unreachable("affine custom form of another op");
}

/* Directly inside func.func the `func.` prefix is implied (the default
 * dialect); deeper inside scf regions mlir-opt spells it out. */
static bool in_func_body(const IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  return parent && ir_op_is(parent, OP_FUNC);
}

/* A view's list (`[%i, 4]`). */
static void print_view_list(Printer *P, const IrOp *op, IrViewListKind which) {
  IrViewList l;
  ir_view_list(op, which, &l);
  print_mixed_list(P, op, l.stat, l.n, l.first, '[', ']');
}

static void print_view(Printer *P, IrOp *op, const char *name) {
  put(P, name);
  putc_(P, ' ');
  pr_put_value(P, op->opnds[0].value);
  const char *into = " to ";
  switch (op->info->syntax) {
  case SYN_SUBVIEW:
    print_view_list(P, op, IR_VIEW_OFFSETS);
    putc_(P, ' ');
    print_view_list(P, op, IR_VIEW_SIZES);
    putc_(P, ' ');
    print_view_list(P, op, IR_VIEW_STRIDES);
    break;
  case SYN_REINTERPRET:
    put(P, " to offset: ");
    print_view_list(P, op, IR_VIEW_OFFSETS);
    put(P, ", sizes: ");
    print_view_list(P, op, IR_VIEW_SIZES);
    put(P, ", strides: ");
    print_view_list(P, op, IR_VIEW_STRIDES);
    break;
  default:
    putc_(P, ' ');
    print_attr(P, ir_op_get_attr(op, "reassociation"), false);
    if (ir_op_is(op, OP_EXPAND_SHAPE)) {
      put(P, " output_shape ");
      print_view_list(P, op, IR_VIEW_SIZES);
    }
    into = " into ";
    break;
  }
  print_attr_dict(P, op, SEL_CUSTOM, " {");
  put(P, " : ");
  print_type(P, op->opnds[0].value->type);
  put(P, into);
  print_type(P, op->results[0].type);
}

/* `^bb1` or `^bb1(%a, %b : i32, f32)`: successor i and its operands. */
static void print_successor(Printer *P, const IrOp *op, int i) {
  const IrSuccessor *s = &op->succs[i];
  putc_(P, '^');
  put(P, block_label(P, s->block));
  if (!s->count)
    return;
  putc_(P, '(');
  pr_put_operands(P, op, s->first, s->first + s->count);
  put(P, " : ");
  print_value_types(P, op, s->first, s->first + s->count);
  putc_(P, ')');
}

/* `name %a(%b) {attrs}` (memref.reshape's shape, memref.realloc's size;
 * without a second operand, no parentheses). */
static void print_name_value_paren(Printer *P, IrOp *op, const char *name) {
  put(P, name);
  putc_(P, ' ');
  pr_put_value(P, op->opnds[0].value);
  if (op->nopnds == 2) {
    putc_(P, '(');
    pr_put_value(P, op->opnds[1].value);
    putc_(P, ')');
  }
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

/* `%v, %m[%i...] {attrs}`: memref.store's and memref.atomic_rmw's value,
 * memref and indices (operands 0, 1, 2...). */
static void print_value_at(Printer *P, IrOp *op) {
  pr_put_value(P, op->opnds[0].value);
  put(P, ", ");
  pr_put_value(P, op->opnds[1].value);
  putc_(P, '[');
  pr_put_operands(P, op, 2, op->nopnds);
  putc_(P, ']');
  print_attr_dict(P, op, SEL_CUSTOM, " {");
}

static void print_custom(Printer *P, IrOp *op) {
  const char *name = op_spelled_name(P, op);
  switch (op->info->syntax) {
  case SYN_SUBVIEW:
  case SYN_REINTERPRET:
  case SYN_RESHAPE: print_view(P, op, name); return;
  case SYN_GLOBAL: {
    /* `memref.global "private" constant @c : memref<2xf32> = dense<[...]>`. */
    put(P, name);
    IrAttr *vis = ir_op_get_attr(op, "sym_visibility"), *init = ir_op_get_attr(op, "initial_value");
    if (vis) {
      putc_(P, ' ');
      print_attr(P, vis, false);
    }
    if (ir_op_get_attr(op, "constant"))
      put(P, " constant");
    putc_(P, ' ');
    IrAttr *n = ir_op_get_attr(op, "sym_name");
    print_attr(P, ir_attr_symbol(P->ctx, ir_intern(P->ctx, n->u.s.str, n->u.s.len)), false);
    put(P, " : ");
    print_type(P, ir_op_get_attr(op, "type")->type);
    if (init && init->kind == ATTR_UNIT) {
      put(P, " = uninitialized");
    } else if (init) {
      put(P, " = ");
      print_dense(P, init, false);
    }
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  }
  case SYN_GET_GLOBAL:
    put(P, name);
    putc_(P, ' ');
    print_attr(P, ir_op_get_attr(op, "name"), false);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->results[0].type);
    return;
  case SYN_METADATA:
    /* `%m : T -> memref<f32>, index, ...` and the attributes last. */
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    put(P, " -> ");
    for (int i = 0; i < op->nresults; i++) {
      if (i)
        put(P, ", ");
      print_type(P, op->results[i].type);
    }
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  case SYN_MODULE: print_module(P, op); return;
  case SYN_FUNC: print_func(P, op); return;
  case SYN_RETURN:
    put(P, in_func_body(op) ? "return" : name);
    print_values_colon_types(P, op, 0);
    return;
  case SYN_CALL:
    put(P, in_func_body(op) ? "call" : name);
    putc_(P, ' ');
    print_symbol(P, ir_op_get_attr(op, "callee")->u.s.str);
    putc_(P, '(');
    pr_put_operands(P, op, 0, op->nopnds);
    putc_(P, ')');
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_fn_type_of(P, op, op->nopnds, 0);
    return;
  case SYN_CONSTANT: {
    IrAttr *v = ir_op_get_attr(op, "value");
    put(P, name);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    putc_(P, ' ');
    print_attr(P, v, false);
    return;
  }
  case SYN_BINARY:
  case SYN_UNARY:
  case SYN_TERNARY:
    put(P, name);
    putc_(P, ' ');
    pr_put_operands(P, op, 0, op->nopnds);
    if (ir_op_kind_is_fclass(op->info->kind))
      print_attr_dict(P, op, SEL_CUSTOM, " {");
    else
      print_custom_attrs_with_fastmath(P, op);
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    /* math.fpowi names the exponent's type, addui_extended the carry's */
    if (ir_op_is(op, OP_FPOWI) || ir_op_is(op, OP_ADDUI_EXTENDED)) {
      put(P, ", ");
      print_type(P, ir_op_is(op, OP_FPOWI) ? op->opnds[1].value->type : op->results[1].type);
    }
    return;
  case SYN_CLAMP:
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    put(P, " to [");
    pr_put_operands(P, op, 1, 3);
    putc_(P, ']');
    print_custom_attrs_with_fastmath(P, op);
    put(P, " : ");
    print_type(P, op->results[0].type);
    return;
  case SYN_POISON:
    put(P, name);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->results[0].type);
    return;
  case SYN_CMP:
    put(P, name);
    putc_(P, ' ');
    if (P->modern) {
      put(P, ir_cmp_pred_name(op));
    } else {
      putc_(P, '"');
      put(P, ir_cmp_pred_name(op));
      putc_(P, '"');
    }
    put(P, ", ");
    pr_put_operands(P, op, 0, 2);
    print_custom_attrs_with_fastmath(P, op);
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    return;
  case SYN_SELECT:
    put(P, name);
    putc_(P, ' ');
    pr_put_operands(P, op, 0, 3);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->results[0].type);
    return;
  case SYN_CAST:
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    if (ir_op_is(op, OP_TRUNCF) && ir_op_rounding_mode(op) >= 0) {
      putc_(P, ' ');
      put(P, ir_rounding_mode_names[ir_op_rounding_mode(op)]);
    }
    print_custom_attrs_with_fastmath(P, op);
    print_cast_types(P, op);
    return;
  case SYN_ALLOC: { /* `(%sizes)[%symbols] {attrs} : T` */
    int nsym = ir_alloc_num_symbols(op);
    put(P, name);
    putc_(P, '(');
    pr_put_operands(P, op, 0, op->nopnds - nsym);
    putc_(P, ')');
    if (nsym) {
      putc_(P, '[');
      pr_put_operands(P, op, op->nopnds - nsym, op->nopnds);
      putc_(P, ']');
    }
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->results[0].type);
    return;
  }
  case SYN_DEALLOC:
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    return;
  case SYN_LOAD:
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    putc_(P, '[');
    pr_put_operands(P, op, 1, op->nopnds);
    putc_(P, ']');
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    return;
  case SYN_STORE:
    put(P, name);
    putc_(P, ' ');
    print_value_at(P, op);
    put(P, " : ");
    print_type(P, op->opnds[1].value->type);
    return;
  case SYN_DIM:
    put(P, name);
    putc_(P, ' ');
    pr_put_operands(P, op, 0, 2);
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    return;
  case SYN_COPY:
    put(P, name);
    putc_(P, ' ');
    pr_put_operands(P, op, 0, 2);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    put(P, " to ");
    print_type(P, op->opnds[1].value->type);
    return;
  case SYN_DMA_START: { /* `%a[%i], %b[%j], %n, %tag[%k](, %stride, %per) : T, U, V` */
    int b[3] = {0, ir_dma_start_dst_indices_begin(op) - 1, ir_dma_start_tag_indices_begin(op) - 1};
    put(P, name);
    for (int k = 0; k < 3; k++) {
      put(P, k ? ", " : " ");
      pr_put_value(P, op->opnds[b[k]].value);
      putc_(P, '[');
      pr_put_operands(P, op, b[k] + 1, b[k] + 1 + ir_dma_start_rank(op, k));
      putc_(P, ']');
      if (k == 1) {
        put(P, ", ");
        pr_put_value(P, ir_dma_start_num_elements(op));
      }
    }
    if (ir_dma_start_strides_count(op)) {
      put(P, ", ");
      pr_put_operands(P, op, ir_dma_start_strides_begin(op), op->nopnds);
    }
    put(P, " : ");
    for (int k = 0; k < 3; k++) {
      put(P, k ? ", " : "");
      print_type(P, op->opnds[b[k]].value->type);
    }
    return;
  }
  case SYN_ATOMIC_RMW: /* `addf %v, %m[%i] {attrs} : (T, M) -> T` */
    put(P, name);
    putc_(P, ' ');
    put(P, ir_atomic_rmw_kind_name(ir_op_get_attr(op, "kind")->u.i));
    putc_(P, ' ');
    print_value_at(P, op);
    put(P, " : (");
    print_type(P, op->opnds[0].value->type);
    put(P, ", ");
    print_type(P, op->opnds[1].value->type);
    put(P, ") -> ");
    print_type(P, op->results[0].type);
    return;
  case SYN_GENERIC_ATOMIC_RMW: { /* `%m[%i] : M { ^bb0(%old: T): ... } {attrs}` */
    RegionStyle st = {true, false, false};
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    putc_(P, '[');
    pr_put_operands(P, op, 1, op->nopnds);
    put(P, "] : ");
    print_type(P, op->opnds[0].value->type);
    putc_(P, ' ');
    print_region(P, op->regions[0], st);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  }
  case SYN_DISTINCT_OBJECTS: /* `%a, %b {attrs} : T, U` */
    put(P, name);
    putc_(P, ' ');
    pr_put_operands(P, op, 0, op->nopnds);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    for (int i = 0; i < op->nopnds; i++) {
      put(P, i ? ", " : "");
      print_type(P, op->opnds[i].value->type);
    }
    return;
  case SYN_REALLOC: /* `%src(%size) {attrs} : T to U` */
    print_name_value_paren(P, op, name);
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    put(P, " to ");
    print_type(P, op->results[0].type);
    return;
  case SYN_RANK: /* `%m {attrs} : T` */
  case SYN_ASSUME_ALIGNMENT: /* `%m, 16 {attrs} : T` */
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    if (op->info->syntax == SYN_ASSUME_ALIGNMENT) {
      put(P, ", ");
      out_i64(&P->out, ir_op_get_attr(op, "alignment")->u.i);
    }
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    return;
  case SYN_PREFETCH: /* `%m[%i], read|write, locality<N>, data|instr : T` */
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    putc_(P, '[');
    pr_put_operands(P, op, 1, op->nopnds);
    put(P, ir_op_get_attr(op, "isWrite")->u.i ? "], write, locality<" : "], read, locality<");
    out_i64(&P->out, ir_op_get_attr(op, "localityHint")->u.i);
    put(P, ir_op_get_attr(op, "isDataCache")->u.i ? ">, data : " : ">, instr : ");
    print_type(P, op->opnds[0].value->type);
    return;
  case SYN_MEMREF_RESHAPE: /* `%src(%shape) {attrs} : (T, S) -> R` */
    print_name_value_paren(P, op, name);
    put(P, " : (");
    print_type(P, op->opnds[0].value->type);
    put(P, ", ");
    print_type(P, op->opnds[1].value->type);
    put(P, ") -> ");
    print_type(P, op->results[0].type);
    return;
  case SYN_DMA_WAIT: /* `%tag[%i], %n {attrs} : T` */
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    putc_(P, '[');
    pr_put_operands(P, op, 1, op->nopnds - 1);
    put(P, "], ");
    pr_put_value(P, op->opnds[op->nopnds - 1].value);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    return;
  case SYN_FOR: print_for(P, op); return;
  case SYN_IF: print_if(P, op); return;
  case SYN_INDEX_SWITCH: print_index_switch(P, op); return;
  case SYN_ALLOCA_SCOPE: print_alloca_scope(P, op); return;
  case SYN_EXECUTE_REGION: print_execute_region(P, op); return;
  case SYN_FORALL: print_forall(P, op); return;
  case SYN_IN_PARALLEL: print_in_parallel(P, op); return;
  case SYN_TRANSPOSE: { /* `%src (d0, d1) -> (d1, d0) {attrs} : T to U` */
    IrAttr *m = ir_op_get_attr(op, "permutation");
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    put(P, " (");
    for (int i = 0; i < m->u.affine.ndims; i++) {
      put(P, i ? ", d" : "d");
      out_i64(&P->out, i);
    }
    put(P, ") -> (");
    for (int i = 0; i < m->u.affine.n; i++) {
      put(P, i ? ", d" : "d");
      out_i64(&P->out, m->u.affine.exprs[i]->value);
    }
    putc_(P, ')');
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    print_cast_types(P, op);
    return;
  }
  case SYN_VIEW: /* `%src[%shift][%sizes] {attrs} : T to U` */
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    putc_(P, '[');
    pr_put_value(P, op->opnds[1].value);
    put(P, "][");
    pr_put_operands(P, op, 2, op->nopnds);
    putc_(P, ']');
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    print_cast_types(P, op);
    return;
  case SYN_PARALLEL: print_parallel(P, op); return;
  case SYN_REDUCE: print_reduce(P, op); return;
  case SYN_REDUCE_RETURN:
  case SYN_YIELD:
    put(P, name);
    print_values_colon_types(P, op, 0);
    return;
  case SYN_WHILE: print_while(P, op); return;
  case SYN_CONDITION:
    put(P, name);
    putc_(P, '(');
    pr_put_value(P, op->opnds[0].value);
    putc_(P, ')');
    print_values_colon_types(P, op, 1);
    return;
  case SYN_BR:
    put(P, name);
    putc_(P, ' ');
    print_successor(P, op, 0);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  case SYN_COND_BR: {
    IrAttr *w = ir_op_get_attr(op, "branch_weights");
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    if (w) {
      put(P, " weights([");
      for (int i = 0; i < w->u.darray.n; i++) {
        if (i)
          put(P, ", ");
        out_i64(&P->out, w->u.darray.vals[i]);
      }
      put(P, "])");
    }
    put(P, ", ");
    print_successor(P, op, 0);
    put(P, ", ");
    print_successor(P, op, 1);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  }
  case SYN_SWITCH: {
    IrAttr *cv = ir_op_get_attr(op, "case_values");
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    put(P, " : ");
    print_type(P, op->opnds[0].value->type);
    put(P, ", [\n");
    P->indent++;
    for (int i = 0; i < op->nsuccs; i++) {
      put_indent(P);
      if (i == 0)
        put(P, "default");
      else
        out_u64(&P->out, (uint64_t)ir_switch_case_value(cv, i - 1, true));
      put(P, ": ");
      print_successor(P, op, i);
      /* mlir-opt closes a switch without cases on the default's line. */
      if (op->nsuccs > 1)
        put(P, i + 1 < op->nsuccs ? ",\n" : "\n");
    }
    P->indent--;
    if (op->nsuccs > 1)
      put_indent(P);
    putc_(P, ']');
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  }
  case SYN_PRINT: {
    /* vector.print [%v : T] [punctuation <p>] [str "..."]: the default
     * punctuation (newline) is not written, as mlir-opt does. */
    IrAttr *s = ir_op_get_attr(op, "stringLiteral");
    const char *pu = ir_print_punctuation(op);
    put(P, name);
    if (op->nopnds) {
      putc_(P, ' ');
      pr_put_value(P, op->opnds[0].value);
      put(P, " : ");
      print_type(P, op->opnds[0].value->type);
    }
    if (strcmp(pu, "newline") != 0) {
      put(P, " punctuation <");
      put(P, pu);
      putc_(P, '>');
    }
    if (s) {
      put(P, " str ");
      print_string(P, s->u.s.str, s->u.s.len);
    }
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  }
  case SYN_ASSERT: {
    IrAttr *m = ir_op_get_attr(op, "msg");
    put(P, name);
    putc_(P, ' ');
    pr_put_value(P, op->opnds[0].value);
    put(P, ", ");
    print_string(P, m->u.s.str, m->u.s.len);
    print_attr_dict(P, op, SEL_CUSTOM, " {");
    return;
  }
  case SYN_AFFINE_FOR:
  case SYN_AFFINE_IF:
  case SYN_AFFINE_PARALLEL:
  case SYN_AFFINE_YIELD:
  case SYN_AFFINE_LOAD:
  case SYN_AFFINE_STORE:
  case SYN_AFFINE_APPLY:
  case SYN_AFFINE_DELINEARIZE:
  case SYN_AFFINE_LINEARIZE: print_affine(P, op); return;
  case SYN_GENERIC: break;
  }
  ir_unreachable("custom form requested for a generic-only op");
}

/* `%a, %b = `, `%r:2 = `, or groups and single names mixed
 * (`%base_buffer, %offset, %sizes:2, %strides:2 = `): a run of results
 * sharing a group name is written once with its length. */
static void print_result_defs(Printer *P, IrOp *op) {
  if (!op->nresults)
    return;
  for (int i = 0; i < op->nresults;) {
    if (i)
      put(P, ", ");
    Name n = pr_use_name(P, &op->results[i]);
    if (!(n & NAME_GROUP)) {
      pr_put_value(P, &op->results[i++]);
      continue;
    }
    int j = i + 1;
    while (j < op->nresults && pr_use_name(P, &op->results[j]) == n)
      j++;
    pr_put_name(P, n);
    putc_(P, ':');
    out_i64(&P->out, j - i);
    i = j;
  }
  put(P, " = ");
}

/* A classic loop.parallel that reduces without init values has no
 * scf.parallel form of its own: today's needs one init value per result.
 * When each reduction starts from 0 (ir_reduce_identity_is_zero), a zero
 * constant printed before the loop gives the classic meaning; the driver
 * rejects the other cases before printing (ir_print_check). */
static bool needs_zero_inits(const Printer *P, const IrOp *op) {
  return P->modern && ir_op_is(op, OP_PARALLEL) && op->nresults &&
         ir_parallel_inits_count(op) == 0;
}

static void print_zero_inits(Printer *P, IrOp *op) {
  P->zero_inits = arena_alloc(&P->arena, sizeof *P->zero_inits * (size_t)op->nresults);
  for (int i = 0; i < op->nresults; i++) {
    IrType *t = op->results[i].type;
    P->zero_inits[i] = pr_name_num(P->next_value++, false);
    put_indent(P);
    pr_put_name(P, P->zero_inits[i]);
    put(P, P->generic ? " = \"arith.constant\"() <{value = " : " = arith.constant ");
    if (ir_type_is_i1(t))
      put(P, "false");
    else if (ir_type_is_float(t))
      print_float(P, 0.0, t);
    else
      put(P, "0");
    if (!ir_type_is_i1(t)) {
      put(P, " : ");
      print_type(P, t);
    }
    if (P->generic) {
      put(P, "}> : () -> ");
      print_type(P, t);
    }
    putc_(P, '\n');
  }
  P->nzero_inits = op->nresults;
}

static void print_op(Printer *P, IrOp *op) {
  if (P->opts && P->opts->op_span)
    P->opts->op_span(P->opts->op_span_data, op, false, P->out.flushed + P->out.len);
  bool custom = !P->generic && custom_ok(P, op);
  if (needs_zero_inits(P, op))
    print_zero_inits(P, op);
  bool bare_module = custom && ir_op_is(op, OP_MODULE) && !P->modern && op == P->root &&
                     !ir_op_get_attr(op, "sym_name") && !count_custom_attrs(op);
  if (!bare_module)
    put_indent(P);
  print_result_defs(P, op);
  if (custom)
    print_custom(P, op);
  else
    print_generic(P, op);
  if (!bare_module) {
    const char *loc_text = P->locs ? ir_op_loc_text(P->ctx, op) : NULL;
    if (loc_text) {
      putc_(P, ' ');
      put(P, loc_text);
    }
    putc_(P, '\n');
  }
  if (P->opts && P->opts->op_span)
    P->opts->op_span(P->opts->op_span_data, op, true, P->out.flushed + P->out.len);
}

/* ================================ aliases =============================== */

/* mlir-opt names the affine maps and integer sets of what it prints #map,
 * #map1, ..., #set, #set1, ... and defines them above the module: numbered
 * in the order its alias initializer first meets them, maps before sets
 * (it sorts aliases by name, stably). The initializer walks each op as its
 * printer would, except that the generic form visits the regions before
 * the attributes, and an unregistered op's properties not at all. */
static void alias_visit_type(Printer *P, const IrType *t);

/* The llvm dialect's attributes that mlir-opt 22 prints through an alias
 * named by their mnemonic (its OpAsmDialectInterface): the loop metadata
 * (#llvm.loop_annotation<unroll = #llvm.loop_unroll<...>> prints as
 * #loop_annotation, defined with #loop_unroll), access groups, alias
 * scopes, TBAA and debug-info attributes; not #llvm.linkage, fastmath or
 * cconv, which it prints inline. s[i] is the '#' of `#llvm.`; returns the
 * mnemonic's length, 0 when the attribute has no alias. */
static size_t dialect_alias_mnemonic(const char *s, size_t i, size_t to) {
  static const char *const exact[] = {"access_group", "alias_scope", "alias_scope_domain"};
  static const char *const prefixes[] = {"loop_", "tbaa_", "di_"};
  if (to - i < 7 || strncmp(s + i, "#llvm.", 6) != 0)
    return 0;
  size_t b = i + 6, e = b;
  while (e < to && (isalnum((unsigned char)s[e]) || s[e] == '_'))
    e++;
  if (e >= to || s[e] != '<' || e == b)
    return 0;
  size_t n = e - b;
  for (size_t k = 0; k < sizeof exact / sizeof *exact; k++)
    if (strlen(exact[k]) == n && strncmp(s + b, exact[k], n) == 0)
      return n;
  for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; k++)
    if (strncmp(s + b, prefixes[k], strlen(prefixes[k])) == 0)
      return n;
  return 0;
}

bool ir_text_has_dialect_alias(const char *s, size_t len) {
  for (const char *p = s; (p = memchr(p, '#', len - (size_t)(p - s))) != NULL; p++)
    if (dialect_alias_mnemonic(s, (size_t)(p - s), len))
      return true;
  return false;
}

/* The index of the '>' closing the '<' at s[i] (quoted strings and `->`
 * skipped), or `to` when it is not closed. */
static size_t dialect_attr_end(const char *s, size_t i, size_t to) {
  int nest = 0;
  bool quoted = false;
  for (; i < to; i++) {
    char c = s[i];
    if (quoted) {
      if (c == '\\' && i + 1 < to)
        i++;
      else if (c == '"')
        quoted = false;
    } else if (c == '"') {
      quoted = true;
    } else if (c == '<') {
      nest++;
    } else if (c == '>' && !(i > 0 && s[i - 1] == '-') && --nest == 0) {
      return i;
    }
  }
  return to;
}

/* Finds each aliased dialect attribute in s[from, to) at the top level
 * (not inside another), registers it after those inside it, as mlir-opt's
 * alias initializer meets them, and calls f on its extent; the walk of the
 * whole text without quoted strings. */
typedef void DialectAttrFn(Printer *P, const char *s, size_t b, size_t e, size_t mlen, void *data);
static void dialect_attrs_each(Printer *P, const char *s, size_t from, size_t to,
                               DialectAttrFn *f, void *data) {
  bool quoted = false;
  for (size_t i = from; i < to; i++) {
    if (quoted) {
      if (s[i] == '\\' && i + 1 < to)
        i++;
      else if (s[i] == '"')
        quoted = false;
      continue;
    }
    if (s[i] == '"') {
      quoted = true;
      continue;
    }
    size_t m = s[i] == '#' ? dialect_alias_mnemonic(s, i, to) : 0;
    if (!m)
      continue;
    size_t e = dialect_attr_end(s, i + 6 + m, to);
    if (e == to)
      return;
    f(P, s, i, e + 1, m, data);
    i = e;
  }
}

static void dalias_register(Printer *P, const char *s, size_t b, size_t e, size_t mlen, void *data);

/* The largest depth among the aliased attributes at the top level of
 * s[from, to), registering them; -1 when there is none. */
static int dalias_scan(Printer *P, const char *s, size_t from, size_t to) {
  int depth = -1;
  dialect_attrs_each(P, s, from, to, dalias_register, &depth);
  return depth;
}

static void dalias_register(Printer *P, const char *s, size_t b, size_t e, size_t mlen,
                            void *data) {
  int *depth = data;
  const char *text = ir_intern(P->ctx, s + b, e - b);
  uintptr_t k = (uintptr_t)hashmap_get(&P->dalias, (uint64_t)(uintptr_t)text);
  if (!k) {
    int d = dalias_scan(P, s, b + 6 + mlen + 1, e - 1) + 1;
    if (P->ndattrs == P->dattrs_cap) {
      P->dattrs_cap = P->dattrs_cap ? P->dattrs_cap * 2 : 8;
      P->dattrs = xrealloc(P->dattrs, sizeof *P->dattrs * P->dattrs_cap);
    }
    P->dattrs[P->ndattrs++] = (struct DialectAlias){
        .text = text, .prefix = ir_intern(P->ctx, s + b + 6, mlen), .depth = d};
    k = P->ndattrs;
    hashmap_put(&P->dalias, (uint64_t)(uintptr_t)text, (void *)k);
  }
  if (P->dattrs[k - 1].depth > *depth)
    *depth = P->dattrs[k - 1].depth;
}

static void put_dialect_alias(Printer *P, const char *s, size_t b, size_t e, size_t mlen,
                              void *data) {
  (void)mlen, (void)data;
  const char *text = ir_intern(P->ctx, s + b, e - b);
  uintptr_t k = (uintptr_t)hashmap_get(&P->dalias, (uint64_t)(uintptr_t)text);
  if (!k) { /* not met by the walk: as written */
    out_putn(&P->out, s + b, e - b);
    return;
  }
  putc_(P, '#');
  put(P, P->dattrs[k - 1].prefix);
  if (P->dattrs[k - 1].number)
    out_u64(&P->out, P->dattrs[k - 1].number);
}

/* s[from, to) with each aliased dialect attribute at its top level written
 * as its alias. */
typedef struct {
  size_t at; /* s[at, the next attribute) is still to copy */
} DialectCopy;

static void put_dialect_piece(Printer *P, const char *s, size_t b, size_t e, size_t mlen,
                              void *data) {
  DialectCopy *c = data;
  out_putn(&P->out, s + c->at, b - c->at);
  put_dialect_alias(P, s, b, e, mlen, NULL);
  c->at = e;
}

static void put_dialect_text(Printer *P, const char *s, size_t from, size_t to) {
  DialectCopy c = {from};
  dialect_attrs_each(P, s, from, to, put_dialect_piece, &c);
  out_putn(&P->out, s + c.at, to - c.at);
}

static void alias_visit_attr(Printer *P, const IrAttr *a) {
  if (!a)
    return;
  if (a->kind == ATTR_OPAQUE) {
    /* Another dialect's attribute kept as text is opaque to mlir-opt too. */
    if (a->u.s.len > 6 && strncmp(a->u.s.str, "#llvm.", 6) == 0)
      dalias_scan(P, a->u.s.str, 0, (size_t)a->u.s.len);
    return;
  }
  if (a->kind == ATTR_TYPE) {
    alias_visit_type(P, a->type);
    return;
  }
  if (a->kind == ATTR_AFFINE_MAP || a->kind == ATTR_INTEGER_SET) {
    if (hashmap_get(&P->aliases, (uint64_t)(uintptr_t)a))
      return;
    bool map = a->kind == ATTR_AFFINE_MAP;
    const IrAttr ***v = map ? &P->alias_maps : &P->alias_sets;
    size_t *n = map ? &P->nalias_maps : &P->nalias_sets;
    size_t *cap = map ? &P->alias_maps_cap : &P->alias_sets_cap;
    if (*n == *cap) {
      *cap = *cap ? *cap * 2 : 8;
      *v = xrealloc(*v, sizeof **v * *cap);
    }
    (*v)[(*n)++] = a;
    hashmap_put(&P->aliases, (uint64_t)(uintptr_t)a, (void *)(uintptr_t)*n);
    return;
  }
  if (a->kind != ATTR_ARRAY && a->kind != ATTR_DICT)
    return;
  /* Each container once: a large one shared by many ops costs one walk. */
  if (hashmap_get(&P->alias_seen, (uint64_t)(uintptr_t)a))
    return;
  hashmap_put(&P->alias_seen, (uint64_t)(uintptr_t)a, (void *)1);
  if (a->kind == ATTR_ARRAY)
    for (int i = 0; i < a->u.array.n; i++)
      alias_visit_attr(P, a->u.array.elts[i]);
  else
    for (int i = 0; i < a->u.dict.n; i++)
      alias_visit_attr(P, a->u.dict.entries[i].value);
}

/* The affine-map layouts in a type (memref<4xf32, #map>). */
static void alias_visit_type(Printer *P, const IrType *t) {
  if (!t)
    return;
  if (t->kind == TY_MEMREF && t->layout == IR_LAYOUT_MAP)
    alias_visit_attr(P, t->layout_map);
  for (int i = 0; i < t->nins; i++)
    alias_visit_type(P, t->ins[i]);
  for (int i = 0; i < t->nouts; i++)
    alias_visit_type(P, t->outs[i]);
}

/* The types an op prints: its operands' and results'. */
static void alias_visit_op_types(Printer *P, const IrOp *op) {
  for (int i = 0; i < op->nopnds; i++)
    if (op->opnds[i].value)
      alias_visit_type(P, op->opnds[i].value->type);
  for (int i = 0; i < op->nresults; i++)
    alias_visit_type(P, op->results[i].type);
}

/* The op's attributes in name order (as both forms print them); custom:
 * only those its custom form prints as a dictionary. */
static void alias_visit_op_attrs(Printer *P, const IrOp *op, bool custom) {
  if (!op->nattrs)
    return;
  IrNamedAttr *tmp = xmalloc(sizeof *tmp * (size_t)op->nattrs);
  int n = 0;
  for (int i = 0; i < op->nattrs; i++) {
    const IrNamedAttr *na = &op->attrs[i];
    bool skip = custom ? !attr_selected(op, na, SEL_CUSTOM)
                       : op->info->kind == OP_UNKNOWN && attr_is_inherent(op, na);
    if (!skip)
      tmp[n++] = *na;
  }
  qsort(tmp, (size_t)n, sizeof *tmp, named_cmp);
  for (int i = 0; i < n; i++)
    alias_visit_attr(P, tmp[i].value);
  free(tmp);
}

/* The maps and sets the custom form of an affine op prints as attributes,
 * in its order: affine.for's bounds that are not a constant or a lone
 * symbol, affine.if's set, affine.apply's, min's and max's map. */
static void alias_visit_affine(Printer *P, const IrOp *op) {
  switch (op->info->syntax) {
  case SYN_AFFINE_FOR:
    for (int i = 0; i < 2; i++) {
      const IrAttr *m = ir_op_get_attr(op, i ? "upperBoundMap" : "lowerBoundMap");
      const IrAffineExpr *e = m->u.affine.exprs[0];
      bool plain = m->u.affine.n == 1 && m->u.affine.ndims == 0 &&
                   ((m->u.affine.nsyms == 0 && e->kind == AFFINE_CONST) ||
                    (m->u.affine.nsyms == 1 && e->kind == AFFINE_SYM));
      if (!plain)
        alias_visit_attr(P, m);
    }
    return;
  case SYN_AFFINE_IF: alias_visit_attr(P, ir_op_get_attr(op, "condition")); return;
  case SYN_AFFINE_APPLY: alias_visit_attr(P, ir_op_get_attr(op, "map")); return;
  default: return;
  }
}

static IrWalkResult alias_visit_enter(IrWalker *w, IrOp *op) {
  Printer *P = w->data;
  bool custom = !P->generic && custom_ok(P, op);
  if (custom)
    alias_visit_affine(P, op);
  /* func.func and builtin.module print their attributes before the body. */
  if (custom && (op->info->syntax == SYN_FUNC || op->info->syntax == SYN_MODULE)) {
    if (op->info->syntax == SYN_FUNC) {
      IrAttr *ft = ir_op_get_attr(op, "function_type");
      if (ft && ft->kind == ATTR_TYPE)
        alias_visit_type(P, ft->type);
      alias_visit_attr(P, ir_op_get_attr(op, "arg_attrs"));
    }
    alias_visit_op_attrs(P, op, true);
  }
  return IR_WALK_ADVANCE;
}

static IrWalkResult alias_visit_leave(IrWalker *w, IrOp *op) {
  Printer *P = w->data;
  bool custom = !P->generic && custom_ok(P, op);
  if (!(custom && (op->info->syntax == SYN_FUNC || op->info->syntax == SYN_MODULE))) {
    alias_visit_op_attrs(P, op, custom);
    alias_visit_op_types(P, op);
  }
  return IR_WALK_ADVANCE;
}

/* One alias definition to print: a map's, a set's or a dialect
 * attribute's (kind 0, 1, 2), the index-th of its kind. */
typedef struct {
  int depth, kind;
  const char *name;
  size_t index;
} AliasDef;

static int alias_def_cmp(const void *a, const void *b) {
  const AliasDef *x = a, *y = b;
  if (x->depth != y->depth)
    return x->depth < y->depth ? -1 : 1;
  int c = strcmp(x->name, y->name);
  if (c)
    return c;
  if (x->kind != y->kind)
    return x->kind < y->kind ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* Finds the maps, sets and aliased dialect attributes under root and
 * prints their definitions in mlir-opt's order: by depth (an alias after
 * those it refers to), then by name, stably (in the order first met);
 * aliases of one name are numbered in that order. */
static void print_aliases(Printer *P, IrOp *root) {
  if (P->opts && P->opts->local_scope)
    return;
  IrWalker w = {.enter_op = alias_visit_enter, .leave_op = alias_visit_leave, .data = P};
  ir_walker_run(&w, root);
  size_t n = P->nalias_maps + P->nalias_sets + P->ndattrs;
  if (!n)
    return;
  AliasDef *defs = xmalloc(sizeof *defs * n);
  size_t k = 0;
  for (size_t i = 0; i < P->nalias_maps; i++)
    defs[k++] = (AliasDef){0, 0, "map", i};
  for (size_t i = 0; i < P->nalias_sets; i++)
    defs[k++] = (AliasDef){0, 1, "set", i};
  for (size_t i = 0; i < P->ndattrs; i++)
    defs[k++] = (AliasDef){P->dattrs[i].depth, 2, P->dattrs[i].prefix, i};
  qsort(defs, n, sizeof *defs, alias_def_cmp);
  /* Number the dialect aliases per name (prefix pointers are interned). */
  HashMap count;
  hashmap_init(&count);
  for (size_t i = 0; i < n; i++)
    if (defs[i].kind == 2) {
      uint64_t key = (uint64_t)(uintptr_t)defs[i].name;
      uintptr_t c = (uintptr_t)hashmap_get(&count, key);
      P->dattrs[defs[i].index].number = (unsigned)c;
      hashmap_put(&count, key, (void *)(c + 1));
    }
  hashmap_free(&count);
  for (size_t i = 0; i < n; i++) {
    const AliasDef *d = &defs[i];
    if (d->kind == 2) {
      const struct DialectAlias *da = &P->dattrs[d->index];
      size_t len = strlen(da->text), open = 6 + strlen(da->prefix);
      putc_(P, '#');
      put(P, da->prefix);
      if (da->number)
        out_u64(&P->out, da->number);
      put(P, " = ");
      out_putn(&P->out, da->text, open + 1);
      put_dialect_text(P, da->text, open + 1, len - 1);
      putc_(P, '>');
    } else {
      put(P, d->kind ? "#set" : "#map");
      if (d->index)
        out_u64(&P->out, d->index);
      put(P, " = ");
      ir_affine_attr_write(d->kind ? P->alias_sets[d->index] : P->alias_maps[d->index],
                           out_sink, &P->out);
    }
    putc_(P, '\n');
  }
  free(defs);
}

/* =============================== entry points =========================== */

static void printer_init(Printer *P, IrContext *ctx, FILE *out, IrOp *root,
                         const IrPrintOptions *opts) {
  memset(P, 0, sizeof *P);
  P->ctx = ctx;
  P->root = root;
  P->modern = opts && opts->spelling == SPELL_MODERN;
  P->generic = opts && opts->generic;
  P->locs = opts && opts->print_locs;
  IrNames names = opts ? opts->names : IR_NAMES_AUTO;
  P->mlir_names = names == IR_NAMES_MLIR || (names == IR_NAMES_AUTO && P->modern);
  P->opts = opts;
  P->out.f = out;
  P->out.cap = 1 << 16;
  P->out.buf = xmalloc(P->out.cap);
  arena_init(&P->arena);
  hashmap_init(&P->vnames);
  hashmap_init(&P->used);
  hashmap_init(&P->aliases);
  hashmap_init(&P->alias_seen);
  hashmap_init(&P->dalias);
  hashmap_init(&P->blabels);
}

static void printer_done(Printer *P) {
  out_flush(&P->out);
  free(P->out.buf);
  free(P->scope);
  hashmap_free(&P->vnames);
  hashmap_free(&P->used);
  hashmap_free(&P->aliases);
  hashmap_free(&P->alias_seen);
  hashmap_free(&P->dalias);
  free(P->dattrs);
  hashmap_free(&P->blabels);
  free(P->alias_maps);
  free(P->alias_sets);
  arena_destroy(&P->arena);
}

void ir_print_op(IrContext *ctx, FILE *out, IrOp *op, const IrPrintOptions *opts) {
  Printer P;
  printer_init(&P, ctx, out, op, opts);
  print_aliases(&P, op);
  pr_name_root(&P, op);
  print_op(&P, op);
  printer_done(&P);
}

/* A module without name or attributes, as print_module prints it: the
 * classic spelling lists its ops bare, the modern one wraps them. */
void ir_print_module_begin(FILE *out, const IrPrintOptions *opts) {
  if (opts && opts->spelling == SPELL_MODERN && !opts->generic)
    fputs("module {\n", out);
}

void ir_print_module_end(FILE *out, const IrPrintOptions *opts) {
  if (opts && opts->spelling == SPELL_MODERN && !opts->generic)
    fputs("}\n", out);
  ir_print_trailer(out, opts);
}

/* mlir-opt writes an empty line after each module it prints. */
void ir_print_trailer(FILE *out, const IrPrintOptions *opts) {
  if (opts && (opts->spelling == SPELL_MODERN || opts->generic))
    fputc('\n', out);
}

void ir_print_module_member(IrContext *ctx, FILE *out, IrOp *module, IrOp *op,
                            const IrPrintOptions *opts) {
  Printer P;
  printer_init(&P, ctx, out, module, opts);
  Scope s;
  pr_region_enter(&P, module->regions[0], &s);
  P.indent = P.modern ? 1 : 0;
  print_op(&P, op);
  pr_region_exit(&P, &s);
  printer_done(&P);
}

typedef struct PrintCheck {
  DiagEngine *diag;
  bool ok;
} PrintCheck;

static bool check_walk(IrOp *op, void *data) {
  PrintCheck *c = data;
  if (!ir_op_is(op, OP_PARALLEL) || !op->nresults || ir_parallel_inits_count(op) != 0)
    return true;
  int k = 0;
  for (IrOp *o = op->regions[0]->first->first; o; o = o->next) {
    if (!ir_op_is(o, OP_REDUCE))
      continue;
    IrType *t = o->nopnds ? ir_op_operand(o, 0)->type : NULL;
    bool scalar = t && (ir_type_is_int_or_index(t) || ir_type_is_float(t));
    if (!scalar || !ir_reduce_identity_is_zero(o)) {
      diag_op_error(c->diag, op,
                    "has no scf.parallel form: it reduces without init values, which "
                    "scf.parallel requires, and no constant gives reduction #%d its meaning "
                    "here (its combiner does not start from 0); give the loop init values",
                    k);
      diag_note(c->diag, o->loc, "reduction #%d", k);
      c->ok = false;
      return false;
    }
    k++;
  }
  return true;
}

bool ir_print_check(IrOp *op, const IrPrintOptions *opts, DiagEngine *diag) {
  PrintCheck c = {diag, true};
  if (opts && opts->spelling == SPELL_MODERN)
    ir_walk(op, check_walk, &c);
  return c.ok;
}

/* Votes for a spelling: an op that has a classic name and was spelled
 * either way. Ops that only exist in today's MLIR (arith.maxsi, ...) say
 * nothing, as classic files use them too; nor do loop.yield and the module,
 * which the parser creates implicitly, or ops a pass created (by majority). */
static bool guess_walk(IrOp *op, void *data) {
  IrSpellVotes *v = data;
  const IrOpInfo *info = op->info;
  if (!info->classic || info->kind == OP_MODULE || info->kind == OP_YIELD || !op->name ||
      strcmp(info->classic, info->modern) == 0)
    return true;
  /* Both spellings write a bare `return` / `call` inside a function. */
  if ((info->kind == OP_RETURN || info->kind == OP_CALL) && !strchr(op->name, '.'))
    return true;
  if (strcmp(op->name, info->modern) == 0)
    v->modern++;
  else if (strcmp(op->name, info->classic) == 0 || strncmp(op->name, "std.", 4) == 0 ||
           !strchr(op->name, '.'))
    v->classic++;
  else
    v->modern++; /* a modern alias such as arith.maxf */
  return true;
}

void ir_spelling_vote(IrSpellVotes *v, const IrOp *op) { ir_walk((IrOp *)op, guess_walk, v); }

IrSpelling ir_spelling_of(const IrSpellVotes *v) {
  /* No vote at all (a module of ops that only today's MLIR has, such as
   * MLIR's Math/depends-on-arith.mlir: math.atan in a test op's region):
   * today's spelling. */
  if (!v->modern && !v->classic)
    return SPELL_MODERN;
  return v->modern > v->classic ? SPELL_MODERN : SPELL_CLASSIC;
}

IrSpelling ir_guess_spelling(const IrOp *module) {
  IrSpellVotes v = {0, 0};
  ir_spelling_vote(&v, module);
  return ir_spelling_of(&v);
}
