/* cg_emit.c: the C backend: file layout and every op except calls
 * (cg_abi.c, with functions and wrappers) and loop.parallel / loop.reduce
 * (cg_parallel.c).
 *
 * Contract: takes a verified module in the core dialects; every SSA value
 * becomes a C local (scalar constants fold into literals), structured ops
 * stay structured, integer arithmetic is done in unsigned types so that C
 * never sees signed overflow. Nothing is written unless the whole module can
 * be emitted (bodies go to a memory stream first). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "../runtime/rt_embed.h"
#include "cg_internal.h"

void codegen_options_init(CodegenOptions *o) { memset(o, 0, sizeof *o); }

/* ================================ output =============================== */

/* Indentation stops growing past this many levels: C for a 1000-deep nest
 * was 7 MB, all but 0.1 MB of it spaces (quadratic in the depth). */
enum { MAX_INDENT = 32 };

static void put_indent(Cg *cg) {
  static const char spaces[2 * MAX_INDENT + 1] =
      "                                                                ";
  int n = cg->indent < MAX_INDENT ? cg->indent : MAX_INDENT;
  fwrite(spaces, 1, 2 * (size_t)(n > 0 ? n : 0), cg->out);
}

static void put_c_chars(FILE *out, const char *s, size_t len) {
  fputc('"', out);
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\')
      fprintf(out, "\\%c", c);
    else if (c < 0x20 || c >= 0x7f || c == '?') /* '?': no trigraphs */
      fprintf(out, "\\%03o", c);
    else
      fputc(c, out);
  }
  fputc('"', out);
}

static void put_c_string(FILE *out, const char *s) { put_c_chars(out, s, strlen(s)); }

void cg_loc(Cg *cg, const IrOp *op) {
  if (!cg->opts->line_directives)
    return;
  if (!op) {
    cg->line_loc = ir_loc_unknown();
    return;
  }
  /* An op without a location (one a pass made up) belongs to the nearest
   * enclosing op that has one, else to the op before it. */
  for (const IrOp *o = op; o; o = ir_op_parent_op(o))
    if (o->loc.line > 0) {
      cg->line_loc = o->loc;
      return;
    }
}

/* Writes one line (or several, when the text holds newlines) preceded by a
 * `#line` for the current op unless C already numbers it that way; so every
 * line an op emits maps to the op's line, in a debugger as in `loopc explain`. */
static void put_lines(Cg *cg, bool indent, const char *fmt, va_list ap) {
  if (!cg->opts->line_directives) {
    if (indent)
      put_indent(cg);
    vfprintf(cg->out, fmt, ap);
    fputc('\n', cg->out);
    return;
  }
  IrLoc loc = cg->line_loc;
  const char *file = loc.file ? loc.file : cg->opts->source_name;
  if (loc.line > 0 && (loc.line != cg->last_line || file != cg->last_file)) {
    fprintf(cg->out, "#line %d", loc.line);
    if (file) {
      fputc(' ', cg->out);
      put_c_string(cg->out, file);
    }
    fputc('\n', cg->out);
    cg->last_line = loc.line;
    cg->last_file = file;
  }
  char *text = xvasprintf(fmt, ap);
  if (indent)
    put_indent(cg);
  fputs(text, cg->out);
  fputc('\n', cg->out);
  if (cg->last_line > 0) {
    cg->last_line++;
    for (const char *p = text; (p = strchr(p, '\n')); p++)
      cg->last_line++;
  }
  free(text);
}

void cg_line(Cg *cg, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  put_lines(cg, true, fmt, ap);
  va_end(ap);
}

void cg_raw(Cg *cg, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  put_lines(cg, false, fmt, ap);
  va_end(ap);
}

const char *cg_fmt(Cg *cg, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  const char *s = arena_vprintf(&cg->ctx->arena, fmt, ap);
  va_end(ap);
  return s;
}
#define P cg_fmt

const char *cg_join(Cg *cg, const char *const *parts, int n, const char *sep) {
  size_t len = 1, slen = strlen(sep);
  for (int i = 0; i < n; i++)
    len += strlen(parts[i]) + (i ? slen : 0);
  char *s = arena_alloc(&cg->ctx->arena, len), *p = s;
  for (int i = 0; i < n; i++) {
    if (i) {
      memcpy(p, sep, slen);
      p += slen;
    }
    size_t k = strlen(parts[i]);
    memcpy(p, parts[i], k);
    p += k;
  }
  *p = 0;
  return s;
}

const char *cg_c_string(Cg *cg, const char *s, size_t len) {
  char *lit = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&lit, &n);
  if (!f)
    ir_unreachable("open_memstream failed");
  put_c_chars(f, s, len);
  fclose(f);
  const char *r = arena_strdup(&cg->ctx->arena, lit);
  free(lit);
  return r;
}

const char *cg_where(Cg *cg, const IrOp *op, bool with_name) {
  const char *file = op->loc.file ? op->loc.file : cg->opts->source_name;
  char *at = file && op->loc.line > 0 ? xasprintf("%s:%d:%d", file, op->loc.line, op->loc.col)
             : file                   ? xstrdup(file)
                                      : NULL;
  char *text = at && with_name ? xasprintf("%s: '%s'", at, op->name)
               : at            ? xstrdup(at)
                               : xasprintf("'%s'", op->name);
  free(at);
  const char *r = cg_c_string(cg, text, strlen(text));
  free(text);
  return r;
}

/* ================================ values =============================== */

bool cg_live(const IrValue *v) { return v->uses != NULL; }

void cg_void_if_unused(Cg *cg, IrValue *v) {
  if (!cg_live(v))
    cg_line(cg, "(void)%s;", cg_name_value(cg, v));
}

void cg_decl(Cg *cg, IrValue *v, const char *expr) {
  cg_line(cg, "%s %s = %s;", cg_ctype(cg, v->type), cg_name_value(cg, v), expr);
  cg_void_if_unused(cg, v);
}

void cg_parallel_assign(Cg *cg, int n, IrValue *const *dsts, IrUse *srcs) {
  /* A source that is a destination assigned earlier would read the new
   * value (yield %b, %a): then go through temporaries. */
  HashMap pos;
  hashmap_init(&pos);
  for (int i = 0; i < n; i++)
    hashmap_put(&pos, (uint64_t)(uintptr_t)dsts[i], (void *)(intptr_t)(i + 1));
  bool conflict = false;
  for (int j = 0; j < n && !conflict; j++) {
    intptr_t k = (intptr_t)hashmap_get(&pos, (uint64_t)(uintptr_t)srcs[j].value);
    conflict = k > 0 && k - 1 < j;
  }
  hashmap_free(&pos);
  if (!conflict) {
    for (int i = 0; i < n; i++)
      if (srcs[i].value != dsts[i])
        cg_line(cg, "%s = %s;", cg_name_value(cg, dsts[i]), cg_val(cg, srcs[i].value));
    return;
  }
  cg_line(cg, "{");
  cg->indent++;
  const char **tmp = arena_alloc(&cg->ctx->arena, sizeof *tmp * (size_t)n);
  for (int i = 0; i < n; i++) {
    tmp[i] = cg_fresh(cg, P(cg, "%s_next", cg_name_value(cg, dsts[i])));
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, dsts[i]->type), tmp[i], cg_val(cg, srcs[i].value));
  }
  for (int i = 0; i < n; i++)
    cg_line(cg, "%s = %s;", cg_name_value(cg, dsts[i]), tmp[i]);
  cg->indent--;
  cg_line(cg, "}");
}

/* ================================ allocas =============================== */

/* The `alignment` of an alloc or alloca (a power of two, as the verifier
 * checks), 0 when absent. */
static int64_t alloc_alignment(const IrOp *op) {
  IrAttr *al = ir_op_get_attr(op, "alignment");
  return al && al->kind == ATTR_INT && al->u.i > 0 ? al->u.i : 0;
}

/* A static, small alloca directly in its scope's block becomes a C array
 * whose lifetime is exactly the scope's. */
static bool alloca_as_array(const IrOp *op, const IrBlock *scope) {
  const IrType *t = op->results[0].type;
  int64_t n = ir_type_num_elements(t);
  return op->parent == scope && n > 0 && n <= 65536 &&
         (uint64_t)n * ir_dense_elem_size(t->elem) <= 65536 && alloc_alignment(op) <= 4096;
}

static bool needs_frame(const IrBlock *b, const IrBlock *scope) {
  for (IrOp *op = b->first; op; op = op->next) {
    if (ir_op_is(op, OP_ALLOCA) && !alloca_as_array(op, scope))
      return true;
    if (ir_op_is(op, OP_IF) || ir_op_is(op, OP_WHILE))
      for (int r = 0; r < op->nregions; r++)
        for (IrBlock *bb = op->regions[r]->first; bb; bb = bb->next)
          if (needs_frame(bb, scope))
            return true;
  }
  return false;
}

void cg_scope_enter(Cg *cg, IrBlock *b, IrBlock **saved_block, const char **saved_frame) {
  *saved_block = cg->scope_block;
  *saved_frame = cg->frame;
  cg->scope_block = b;
  cg->frame = NULL;
  if (needs_frame(b, b)) {
    cg->frame = cg_fresh(cg, "frame");
    cg->helpers |= HELP_FRAME;
    cg_line(cg, "void *%s = NULL;", cg->frame);
  }
}

void cg_scope_free(Cg *cg) {
  if (cg->frame)
    cg_line(cg, "loopc_frame_free(%s);", cg->frame);
}

void cg_scope_leave(Cg *cg, IrBlock *saved_block, const char *saved_frame) {
  cg->scope_block = saved_block;
  cg->frame = saved_frame;
}

/* ============================== expressions ============================= */

static const char *V(Cg *cg, IrOp *op, int i) { return cg_val(cg, ir_op_operand(op, i)); }

static bool is_i1(const IrType *t) { return t->kind == TY_INT && t->width == 1; }

/* The value as a signed number: i1 true is -1. */
static const char *sval(Cg *cg, IrValue *v) {
  return is_i1(v->type) ? P(cg, "(-(int32_t)%s)", cg_val(cg, v)) : cg_val(cg, v);
}

const char *cg_cmp_operand(Cg *cg, IrValue *v) {
  if (!v->def_op || !ir_op_is(v->def_op, OP_CONSTANT) || v->type->kind == TY_MEMREF)
    return cg_val(cg, v);
  const char *n = cg_fresh(cg, v->name ? v->name : "k");
  cg_line(cg, "%s %s = %s;", cg_ctype(cg, v->type), n, cg_val(cg, v));
  return n;
}

static const char *shift_mask(Cg *cg, const IrType *t) {
  if (t->kind == TY_INDEX)
    return "(sizeof(intptr_t) * 8 - 1)";
  return P(cg, "%uu", t->width - 1);
}

static const char *int_binary(Cg *cg, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  IrType *t = x->type;
  const char *a = cg_val(cg, x), *b = cg_val(cg, y);
  const char *T = cg_ctype(cg, t), *U = cg_utype(t), *UE = cg_uexact(t);
  IrOpKind k = ir_op_kind(op);
  if (x == y) {
    /* C compilers warn about comparing a variable with itself. */
    switch (k) {
    case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI: return a;
    case OP_ANDI: case OP_ORI:
      if (is_i1(t))
        return a;
      break;
    case OP_MULI:
      if (is_i1(t))
        return a;
      break;
    case OP_ADDI: case OP_SUBI: case OP_XORI:
      if (is_i1(t))
        return P(cg, "((void)%s, false)", a);
      break;
    default: break;
    }
  }
  if (is_i1(t)) {
    /* One-bit arithmetic is boolean algebra (true is -1 when signed). */
    switch (k) {
    case OP_ADDI: case OP_SUBI: case OP_XORI: return P(cg, "%s != %s", a, b);
    case OP_MULI: case OP_ANDI: case OP_MAXSI: case OP_MINUI: return P(cg, "%s && %s", a, b);
    case OP_ORI: case OP_MINSI: case OP_MAXUI: return P(cg, "%s || %s", a, b);
    case OP_DIVSI: case OP_DIVUI: case OP_CEILDIVUI: return P(cg, "(%s / %s) != 0", a, b);
    case OP_REMSI: case OP_REMUI: return P(cg, "(%s %% %s) != 0", a, b);
    /* Shifting one bit by 1 is poison; by 0 it is the value. */
    case OP_SHLI: case OP_SHRSI: case OP_SHRUI: return P(cg, "%s && !%s", a, b);
    case OP_CEILDIVSI:
      cg->helpers |= HELP_CEILDIV;
      return P(cg, "(loopc_ceildivsi(%s, %s) & 1) != 0", sval(cg, x), sval(cg, y));
    case OP_FLOORDIVSI:
      cg->helpers |= HELP_FLOORDIV;
      return P(cg, "(loopc_floordivsi(%s, %s) & 1) != 0", sval(cg, x), sval(cg, y));
    default: break;
    }
    ir_unreachable("unhandled i1 binary op");
  }
  switch (k) {
  case OP_ADDI: return P(cg, "(%s)((%s)%s + (%s)%s)", T, U, a, U, b);
  case OP_SUBI: return P(cg, "(%s)((%s)%s - (%s)%s)", T, U, a, U, b);
  case OP_MULI: return P(cg, "(%s)((%s)%s * (%s)%s)", T, U, a, U, b);
  case OP_DIVSI: return P(cg, "(%s)(%s / %s)", T, a, b);
  case OP_REMSI: return P(cg, "(%s)(%s %% %s)", T, a, b);
  case OP_DIVUI: return P(cg, "(%s)((%s)%s / (%s)%s)", T, UE, a, UE, b);
  case OP_CEILDIVUI: /* a and b are names or literals: reading them twice is free */
    return P(cg, "(%s)((%s)%s / (%s)%s + ((%s)%s %% (%s)%s != 0))", T, UE, a, UE, b, UE, a, UE,
             b);
  case OP_REMUI: return P(cg, "(%s)((%s)%s %% (%s)%s)", T, UE, a, UE, b);
  case OP_ANDI: return P(cg, "(%s)(%s & %s)", T, a, b);
  case OP_ORI: return P(cg, "(%s)(%s | %s)", T, a, b);
  case OP_XORI: return P(cg, "(%s)(%s ^ %s)", T, a, b);
  /* Amounts >= the width are poison in MLIR; masking keeps C defined. The
   * shifted operand is cast: a shift has its left operand's type, and a
   * constant operand is an int literal. */
  case OP_SHLI:
    return P(cg, "(%s)((%s)%s << ((%s)%s & %s))", T, U, a, U, b, shift_mask(cg, t));
  /* The value shifted right keeps its type: a literal would shift as an int. */
  case OP_SHRSI: return P(cg, "(%s)((%s)%s >> ((%s)%s & %s))", T, T, a, U, b, shift_mask(cg, t));
  case OP_SHRUI:
    return P(cg, "(%s)((%s)%s >> ((%s)%s & %s))", T, UE, a, U, b, shift_mask(cg, t));
  default: break;
  }
  if (k == OP_MAXSI || k == OP_MINSI || k == OP_MAXUI || k == OP_MINUI) {
    a = cg_cmp_operand(cg, x);
    b = cg_cmp_operand(cg, y);
  }
  switch (k) {
  case OP_MAXSI: return P(cg, "%s > %s ? %s : %s", a, b, a, b);
  case OP_MINSI: return P(cg, "%s < %s ? %s : %s", a, b, a, b);
  case OP_MAXUI: return P(cg, "(%s)%s > (%s)%s ? %s : %s", UE, a, UE, b, a, b);
  case OP_MINUI: return P(cg, "(%s)%s < (%s)%s ? %s : %s", UE, a, UE, b, a, b);
  case OP_CEILDIVSI:
    cg->helpers |= HELP_CEILDIV;
    return P(cg, "(%s)loopc_ceildivsi(%s, %s)", T, a, b);
  case OP_FLOORDIVSI:
    cg->helpers |= HELP_FLOORDIV;
    return P(cg, "(%s)loopc_floordivsi(%s, %s)", T, a, b);
  default: break;
  }
  ir_unreachable("unhandled integer binary op");
}

/* math.h name for a float op: expf for f32, exp for f64. */
static const char *mathfn(Cg *cg, const IrType *t, const char *base) {
  return t->width == 32 ? P(cg, "%sf", base) : base;
}

static const char *float_op(Cg *cg, IrOp *op) {
  IrType *t = op->results[0].type;
  const char *a = V(cg, op, 0);
  const char *b = op->nopnds > 1 ? V(cg, op, 1) : NULL;
  const char *sfx = t->width == 32 ? "f32" : "f64";
  switch (ir_op_kind(op)) {
  case OP_FMA:
    /* With contract the product may be rounded on its own: one fused
     * operation where the target has a fast one (loopc_fma_*), else a
     * multiply and an add. Without it, always one rounding (libm). */
    if (ir_op_has_fastmath(op, "contract")) {
      cg->helpers |= t->width == 32 ? HELP_FMA_F32 : HELP_FMA_F64;
      return P(cg, "loopc_fma_%s(%s, %s, %s)", sfx, a, b, V(cg, op, 2));
    }
    return P(cg, "%s(%s, %s, %s)", mathfn(cg, t, "fma"), a, b, V(cg, op, 2));
  case OP_ADDF: return P(cg, "%s + %s", a, b);
  case OP_SUBF: return P(cg, "%s - %s", a, b);
  case OP_MULF: return P(cg, "%s * %s", a, b);
  case OP_DIVF: return P(cg, "%s / %s", a, b);
  case OP_REMF: return P(cg, "%s(%s, %s)", mathfn(cg, t, "fmod"), a, b);
  case OP_MAXIMUMF:
  case OP_MINIMUMF:
    if (ir_op_is(op, OP_MAXIMUMF))
      cg->helpers |= t->width == 32 ? HELP_MAX_F32 : HELP_MAX_F64;
    else
      cg->helpers |= t->width == 32 ? HELP_MIN_F32 : HELP_MIN_F64;
    return P(cg, "loopc_%s_%s(%s, %s)", ir_op_is(op, OP_MAXIMUMF) ? "maximum" : "minimum", sfx,
             a, b);
  case OP_MAXNUMF:
    cg->helpers |= t->width == 32 ? HELP_MAXNUM_F32 : HELP_MAXNUM_F64;
    return P(cg, "loopc_maxnum_%s(%s, %s)", sfx, a, b);
  case OP_MINNUMF:
    cg->helpers |= t->width == 32 ? HELP_MINNUM_F32 : HELP_MINNUM_F64;
    return P(cg, "loopc_minnum_%s(%s, %s)", sfx, a, b);
  case OP_NEGF: return P(cg, "-%s", a);
  case OP_EXP: return P(cg, "%s(%s)", mathfn(cg, t, "exp"), a);
  case OP_LOG: return P(cg, "%s(%s)", mathfn(cg, t, "log"), a);
  case OP_SQRT: return P(cg, "%s(%s)", mathfn(cg, t, "sqrt"), a);
  case OP_TANH: return P(cg, "%s(%s)", mathfn(cg, t, "tanh"), a);
  case OP_ABSF: return P(cg, "%s(%s)", mathfn(cg, t, "fabs"), a);
  case OP_FLOOR: return P(cg, "%s(%s)", mathfn(cg, t, "floor"), a);
  case OP_CEIL: return P(cg, "%s(%s)", mathfn(cg, t, "ceil"), a);
  case OP_ROUND: return P(cg, "%s(%s)", mathfn(cg, t, "round"), a);
  case OP_TRUNC: return P(cg, "%s(%s)", mathfn(cg, t, "trunc"), a);
  case OP_ERF: return P(cg, "%s(%s)", mathfn(cg, t, "erf"), a);
  case OP_SIN: return P(cg, "%s(%s)", mathfn(cg, t, "sin"), a);
  case OP_COS: return P(cg, "%s(%s)", mathfn(cg, t, "cos"), a);
  case OP_LOG1P: return P(cg, "%s(%s)", mathfn(cg, t, "log1p"), a);
  case OP_EXPM1: return P(cg, "%s(%s)", mathfn(cg, t, "expm1"), a);
  /* As MLIR lowers it: a correctly rounded square root, then a division. */
  case OP_RSQRT: return P(cg, "%s / %s(%s)", t->width == 32 ? "1.0f" : "1.0", mathfn(cg, t, "sqrt"), a);
  case OP_COPYSIGN: return P(cg, "%s(%s, %s)", mathfn(cg, t, "copysign"), a, b);
  case OP_POWF: return P(cg, "%s(%s, %s)", mathfn(cg, t, "pow"), a, b);
  default: break;
  }
  ir_unreachable("unhandled float op");
}

static const char *cmp_expr(Cg *cg, IrOp *op) {
  IrAttr *pa = ir_op_get_attr(op, "predicate");
  int p = pa && pa->kind == ATTR_INT ? (int)pa->u.i : -1;
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  const char *a = cg_val(cg, x), *b = cg_val(cg, y);
  if (ir_op_is(op, OP_CMPI)) {
    const char *UE = cg_uexact(x->type);
    static const char *const rel[] = {"==", "!=", "<", "<=", ">", ">=", "<", "<=", ">", ">="};
    if (p < 0 || p > 9)
      ir_unreachable("bad cmpi predicate");
    if (x == y) {
      bool reflexive = p == 0 || p == 3 || p == 5 || p == 7 || p == 9;
      return P(cg, "((void)%s, %s)", a, reflexive ? "true" : "false");
    }
    if (p <= 1) /* literals are in range, so == and != are never constant */
      return P(cg, "%s %s %s", a, rel[p], b);
    a = cg_cmp_operand(cg, x);
    b = cg_cmp_operand(cg, y);
    if (p <= 5 && is_i1(x->type))
      return P(cg, "(-(int32_t)%s) %s (-(int32_t)%s)", a, rel[p], b);
    if (p <= 5)
      return P(cg, "%s %s %s", a, rel[p], b);
    return P(cg, "(%s)%s %s (%s)%s", UE, a, rel[p], UE, b);
  }
  switch (p) {
  case 0: return P(cg, "((void)%s, (void)%s, false)", a, b);
  case 1: return P(cg, "%s == %s", a, b);
  case 2: return P(cg, "%s > %s", a, b);
  case 3: return P(cg, "%s >= %s", a, b);
  case 4: return P(cg, "%s < %s", a, b);
  case 5: return P(cg, "%s <= %s", a, b);
  case 6: return P(cg, "%s < %s || %s > %s", a, b, a, b);
  case 7: return P(cg, "!isnan(%s) && !isnan(%s)", a, b);
  /* Unordered: true when either is NaN, i.e. the negated ordered opposite. */
  case 8: return P(cg, "!(%s < %s || %s > %s)", a, b, a, b);
  case 9: return P(cg, "!(%s <= %s)", a, b);
  case 10: return P(cg, "!(%s < %s)", a, b);
  case 11: return P(cg, "!(%s >= %s)", a, b);
  case 12: return P(cg, "!(%s > %s)", a, b);
  case 13: return P(cg, "%s != %s", a, b);
  case 14: return P(cg, "isnan(%s) || isnan(%s)", a, b);
  case 15: return P(cg, "((void)%s, (void)%s, true)", a, b);
  default: ir_unreachable("bad cmpf predicate");
  }
}

static const char *cast_expr(Cg *cg, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0);
  IrType *from = x->type, *to = op->results[0].type;
  const char *a = cg_val(cg, x);
  const char *T = cg_ctype(cg, to);
  switch (ir_op_kind(op)) {
  case OP_INDEX_CAST:
  case OP_EXTSI:
  case OP_TRUNCI:
    if (is_i1(to))
      return P(cg, "(%s & 1) != 0", a);
    /* Widening sign-extends (i1 true is -1); narrowing keeps the low bits. */
    return P(cg, "(%s)%s", T, sval(cg, x));
  case OP_EXTUI: return P(cg, "(%s)(%s)%s", T, cg_uexact(from), a);
  case OP_INDEX_CASTUI: /* widening zero-extends; narrowing keeps the low bits */
    if (is_i1(to))
      return P(cg, "(%s & 1) != 0", a);
    return P(cg, "(%s)(%s)%s", T, cg_uexact(from), a);
  case OP_SITOFP: return P(cg, "(%s)%s", T, sval(cg, x));
  case OP_UITOFP: return P(cg, "(%s)(%s)%s", T, cg_uexact(from), a);
  case OP_FPTOSI:
    if (is_i1(to))
      return P(cg, "((int32_t)%s & 1) != 0", a);
    return P(cg, "(%s)%s", T, a);
  case OP_FPTOUI:
    if (is_i1(to))
      return P(cg, "((uint32_t)%s & 1u) != 0", a);
    return P(cg, "(%s)(%s)%s", T, cg_uexact(to), a);
  case OP_EXTF:
  case OP_TRUNCF: return P(cg, "(%s)%s", T, a);
  case OP_BITCAST:
    if (from == to)
      return a;
    if (from->kind == TY_FLOAT || to->kind == TY_FLOAT) {
      unsigned w = cg_width(from);
      if (from->kind == TY_FLOAT && to->kind == TY_FLOAT)
        ir_unreachable("float to float bitcast of equal width");
      if (from->kind == TY_FLOAT)
        cg->helpers |= w == 32 ? HELP_F32_AS_I32 : HELP_F64_AS_I64;
      else
        cg->helpers |= w == 32 ? HELP_I32_AS_F32 : HELP_I64_AS_F64;
      if (from->kind == TY_FLOAT)
        return P(cg, "(%s)loopc_f%u_as_i%u(%s)", T, w, w, a);
      return P(cg, "loopc_i%u_as_f%u((int%u_t)%s)", w, w, w, a);
    }
    return P(cg, "(%s)%s", T, a);
  default: break;
  }
  ir_unreachable("unhandled cast");
}

/* ================================= memref =============================== */

/* Row-major strides of t where they are known at compile time: st[d] is the
 * product of the sizes after d, or -1 when one of them is dynamic. The
 * products fit: the C backend rejects types for which ir_type_fits fails. */
static const int64_t *static_strides(Cg *cg, const IrType *t) {
  int64_t *st = arena_alloc(&cg->ctx->arena, sizeof *st * (size_t)(t->rank + 1));
  int64_t k = 1;
  for (int d = t->rank - 1; d >= 0; d--) {
    st[d] = k;
    if (k >= 0 && (t->dims[d] == TY_DYN || !ck_mul(k, t->dims[d], &k)))
      k = -1;
  }
  return st;
}

/* m[idx...] with the identity layout: offset 0, innermost stride 1, and
 * static strides as constants. */
static const char *elem_ref(Cg *cg, IrValue *m, const char *const *idx) {
  const IrType *t = m->type;
  const char *M = cg_val(cg, m);
  /* In a no-alias kernel an argument is read through its restrict-qualified
   * parameter itself: the C compiler ignores restrict on a copy. */
  const char *base = hashmap_get(&cg->restrict_bases, (uint64_t)(uintptr_t)m);
  if (!base)
    base = P(cg, "%s.aligned", M);
  if (t->rank == 0)
    return P(cg, "%s[0]", base);
  const int64_t *st = static_strides(cg, t);
  const char **terms = arena_alloc(&cg->ctx->arena, sizeof *terms * (size_t)t->rank);
  for (int d = 0; d < t->rank; d++) {
    if (st[d] < 0)
      terms[d] = P(cg, "%s * %s.strides[%d]", idx[d], M, d);
    else if (st[d] == 1)
      terms[d] = idx[d];
    else
      terms[d] = P(cg, "%s * %lld", idx[d], (long long)st[d]);
  }
  return P(cg, "%s[%s]", base, cg_join(cg, terms, t->rank, " + "));
}

static const char *const *index_exprs(Cg *cg, IrOp *op, int first, int n) {
  const char **idx = arena_alloc(&cg->ctx->arena, sizeof *idx * (size_t)(n + 1));
  for (int i = 0; i < n; i++)
    idx[i] = V(cg, op, first + i);
  return idx;
}

/* The initializer of a new descriptor: pointers, offset 0, the sizes, and
 * the strides when they are all static (else zeros, for loopc_layout). */
static const char *descriptor_init(Cg *cg, const IrType *t, const char *ptr,
                                   const char *const *sizes) {
  if (t->rank == 0)
    return P(cg, "{%s, %s, 0}", ptr, ptr);
  const int64_t *st = static_strides(cg, t);
  bool all_static = st[0] >= 0;
  const char **strides = arena_alloc(&cg->ctx->arena, sizeof *strides * (size_t)t->rank);
  for (int d = 0; d < t->rank; d++)
    strides[d] = all_static ? P(cg, "%lld", (long long)st[d]) : "0";
  return P(cg, "{%s, %s, 0, {%s}, {%s}}", ptr, ptr, cg_join(cg, sizes, t->rank, ", "),
           cg_join(cg, strides, all_static ? t->rank : 1, ", "));
}

static const char *const *alloc_sizes(Cg *cg, IrOp *op) {
  const IrType *t = op->results[0].type;
  const char **sizes = arena_alloc(&cg->ctx->arena, sizeof *sizes * (size_t)(t->rank + 1));
  int dyn = 0;
  for (int d = 0; d < t->rank; d++)
    sizes[d] = t->dims[d] == TY_DYN ? V(cg, op, dyn++) : P(cg, "%lld", (long long)t->dims[d]);
  return sizes;
}

/* A new buffer: the descriptor, then its memory. Sizes known at compile time
 * were checked then (cg_prepare); the C computes dynamic ones with
 * loopc_layout, which fails cleanly on a negative size or one whose strides
 * or byte count would overflow. malloc failing is a run-time error too. */
static void emit_alloc(Cg *cg, IrOp *op) {
  IrValue *r = &op->results[0];
  IrType *t = r->type;
  const char *S = cg_ctype(cg, t), *E = cg_ctype(cg, t->elem);
  const char *const *sizes = alloc_sizes(cg, op);
  const char *name = cg_name_value(cg, r);
  int64_t align = alloc_alignment(op);
  bool stat = ir_type_num_dynamic(t) == 0;
  if (ir_op_is(op, OP_ALLOCA) && alloca_as_array(op, cg->scope_block)) {
    const char *buf = cg_fresh(cg, P(cg, "%s_buf", name));
    int64_t n = ir_type_num_elements(t);
    if (align)
      cg_line(cg, "_Alignas(%lld) %s %s[%lld];", (long long)align, E, buf, (long long)n);
    else
      cg_line(cg, "%s %s[%lld];", E, buf, (long long)n);
    cg_line(cg, "%s %s = %s;", S, name, descriptor_init(cg, t, buf, sizes));
    cg_void_if_unused(cg, r);
    return;
  }
  const char *where = cg_where(cg, op, true);
  cg_line(cg, "%s %s = %s;", S, name, descriptor_init(cg, t, "NULL", sizes));
  const char *bytes;
  if (stat) {
    int64_t n = ir_type_num_elements(t);
    bytes = P(cg, "(size_t)%lld", (long long)n * (long long)ir_dense_elem_size(t->elem));
  } else {
    cg->helpers |= HELP_FAIL | HELP_LAYOUT;
    bytes = cg_fresh(cg, P(cg, "%s_bytes", name));
    cg_line(cg, "size_t %s = loopc_layout(%d, %s.sizes, %s.strides, sizeof(%s), %s);", bytes,
            t->rank, name, name, E, where);
  }
  if (ir_op_is(op, OP_ALLOCA)) {
    cg->helpers |= HELP_FAIL | HELP_FRAME;
    cg_line(cg, "%s.allocated = %s.aligned = loopc_frame_alloc(&%s, %s, %lld, %s);", name, name,
            cg->frame, bytes, (long long)(align ? align : 64), where);
  } else {
    cg->helpers |= HELP_FAIL | HELP_CACHE | HELP_ALLOC | HELP_ALIGN;
    int64_t a = align ? align : 64;
    cg_line(cg, "%s.allocated = loopc_alloc(%s, %lld, %s);", name, bytes, (long long)a, where);
    cg_line(cg, "%s.aligned = loopc_align(%s.allocated, %lld);", name, name, (long long)a);
  }
  cg_void_if_unused(cg, r);
}

static void emit_copy(Cg *cg, IrOp *op) {
  IrValue *src = ir_op_operand(op, 0), *dst = ir_op_operand(op, 1);
  const IrType *t = src->type;
  const char **idx = arena_alloc(&cg->ctx->arena, sizeof *idx * (size_t)(t->rank + 1));
  cg_line(cg, "{");
  cg->indent++;
  for (int d = 0; d < t->rank; d++) {
    idx[d] = cg_fresh(cg, P(cg, "i%d", d));
    const char *n = t->dims[d] != TY_DYN ? P(cg, "%lld", (long long)t->dims[d])
                                         : P(cg, "%s.sizes[%d]", cg_val(cg, src), d);
    cg_line(cg, "for (intptr_t %s = 0; %s < %s; %s++)", idx[d], idx[d], n, idx[d]);
    cg->indent++;
  }
  cg_line(cg, "%s = %s;", elem_ref(cg, dst, idx), elem_ref(cg, src, idx));
  cg->indent -= t->rank;
  cg->indent--;
  cg_line(cg, "}");
}

/* memref.cast: ranked casts keep the descriptor; to unranked, the ranked
 * descriptor is copied into a local whose address the result holds. */
static void emit_memref_cast(Cg *cg, IrOp *op) {
  IrValue *x = ir_op_operand(op, 0), *r = &op->results[0];
  const IrType *from = x->type, *to = r->type;
  const char *a = cg_val(cg, x);
  if (from->rank >= 0 && to->rank < 0) {
    const char *name = cg_name_value(cg, r);
    const char *desc = cg_fresh(cg, P(cg, "%s_desc", name));
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, x->type), desc, a);
    cg_line(cg, "%s %s = {%d, &%s};", cg_ctype(cg, r->type), name, from->rank, desc);
    cg_void_if_unused(cg, r);
  } else if (from->rank < 0 && to->rank >= 0) {
    const char *T = cg_ctype(cg, r->type);
    cg_decl(cg, r, P(cg, "*(%s *)%s.descriptor", T, a));
  } else {
    cg_decl(cg, r, a);
  }
}

/* A splat constant is written out element by element (C has no way to say
 * "n copies"), so a large one would turn a few bytes of input into gigabytes
 * of C; zero splats are exempt (a static array starts zeroed). */
enum { MAX_SPLAT_ELEMENTS = 1 << 20 };

static bool is_zero_splat(const IrAttr *a) {
  if (!a->u.dense.splat)
    return false;
  const unsigned char *p = a->u.dense.data;
  for (size_t i = 0; i < ir_dense_elem_size(a->type->elem); i++)
    if (p[i])
      return false;
  return true;
}

static void emit_dense_constant(Cg *cg, IrOp *op) {
  IrValue *r = &op->results[0];
  IrType *t = r->type;
  IrAttr *a = ir_op_get_attr(op, "value");
  int64_t n = ir_type_num_elements(t);
  const char *name = cg_name_value(cg, r);
  const char *data = cg_fresh(cg, P(cg, "%s_data", name));
  IrType *et = t->elem;
  if (is_zero_splat(a)) {
    cg_line(cg, "static %s %s[%lld];", cg_ctype(cg, et), data, (long long)(n > 0 ? n : 1));
  } else {
    cg_line(cg, "static %s %s[%lld] = {", cg_ctype(cg, et), data, (long long)(n > 0 ? n : 1));
    cg->indent++;
    const char *row[8];
    for (int64_t k = 0; k < n; k++) {
      row[k % 8] = et->kind == TY_FLOAT ? cg_float_literal(cg, et, ir_dense_get_f64(a, k))
                                        : cg_int_literal(cg, et, ir_dense_get_i64(a, k));
      if (k % 8 == 7 || k == n - 1)
        cg_line(cg, "%s,", cg_join(cg, row, (int)(k % 8) + 1, ", "));
    }
    if (n == 0)
      cg_line(cg, "%s", cg_zero(cg, et));
    cg->indent--;
    cg_line(cg, "};");
  }
  const char **sizes = arena_alloc(&cg->ctx->arena, sizeof *sizes * (size_t)(t->rank + 1));
  for (int d = 0; d < t->rank; d++)
    sizes[d] = P(cg, "%lld", (long long)t->dims[d]);
  cg_line(cg, "%s %s = %s;", cg_ctype(cg, t), name, descriptor_init(cg, t, data, sizes));
  cg_void_if_unused(cg, r);
}

/* ============================ structured ops ============================ */

/* The induction variable has the bounds' type and is compared as signed, or
 * as unsigned with `unsigned` (MLIR's unsignedCmp). An index one steps with
 * `+=` as loops over sizes do (the spec's form, CODEGEN.md: an index loop
 * whose ub + step passes INTPTR_MAX is not supported); the others wrap, as
 * MLIR's lowering adds (computed in the unsigned type, so an i8 loop whose
 * ub + step overflows goes on from the other end, as under mlir-runner). */
static void emit_for(Cg *cg, IrOp *op) {
  IrBlock *body = ir_op_region(op, 0)->first;
  int n = op->nresults;
  for (int i = 0; i < n; i++)
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, body->args[i + 1]->type),
            cg_name_value(cg, body->args[i + 1]), cg_val(cg, ir_for_inits(op, i)));
  IrType *t = body->args[0]->type;
  const char *iv = cg_name_value(cg, body->args[0]);
  const char *ub = cg_val(cg, ir_for_ub(op)), *step = cg_val(cg, ir_for_step(op));
  const char *UE = cg_uexact(t);
  bool uns = ir_op_get_attr(op, "unsignedCmp") != NULL;
  const char *cond = uns ? P(cg, "(%s)%s < (%s)%s", UE, iv, UE, ub) : P(cg, "%s < %s", iv, ub);
  const char *next = t->kind == TY_INDEX && !uns
                         ? P(cg, "%s += %s", iv, step)
                         : P(cg, "%s = (%s)((%s)%s + (%s)%s)", iv, cg_ctype(cg, t), cg_utype(t), iv,
                             cg_utype(t), step);
  cg_line(cg, "for (%s %s = %s; %s; %s) {", cg_ctype(cg, t), iv, cg_val(cg, ir_for_lb(op)), cond,
          next);
  cg->indent++;
  IrBlock *sb;
  const char *sf;
  cg_scope_enter(cg, body, &sb, &sf);
  IrOp *y = cg_emit_ops(cg, body);
  cg_scope_free(cg);
  if (y && n)
    cg_parallel_assign(cg, n, body->args + 1, y->opnds);
  cg_scope_leave(cg, sb, sf);
  cg->indent--;
  cg_loc(cg, op);
  cg_line(cg, "}");
  /* Results are the iter_args' final values (the inits for zero trips). */
  for (int i = 0; i < n; i++)
    cg_decl(cg, &op->results[i], cg_name_value(cg, body->args[i + 1]));
}

static void assign_results(Cg *cg, IrOp *op, IrOp *term) {
  for (int i = 0; term && i < op->nresults && i < term->nopnds; i++)
    cg_line(cg, "%s = %s;", cg_name_value(cg, &op->results[i]), V(cg, term, i));
}

static bool region_has_code(IrRegion *r) {
  IrBlock *b = r->first;
  if (!b)
    return false;
  return b->first && (b->first != ir_block_terminator(b) || b->first->nopnds > 0);
}

static void emit_if(Cg *cg, IrOp *op) {
  for (int i = 0; i < op->nresults; i++)
    cg_line(cg, "%s %s;", cg_ctype(cg, op->results[i].type), cg_name_value(cg, &op->results[i]));
  cg_line(cg, "if (%s) {", V(cg, op, 0));
  cg->indent++;
  if (ir_op_region(op, 0)->first)
    assign_results(cg, op, cg_emit_ops(cg, ir_op_region(op, 0)->first));
  cg->indent--;
  cg_loc(cg, op);
  if (region_has_code(ir_op_region(op, 1))) {
    cg_line(cg, "} else {");
    cg->indent++;
    assign_results(cg, op, cg_emit_ops(cg, ir_op_region(op, 1)->first));
    cg->indent--;
    cg_loc(cg, op);
  }
  cg_line(cg, "}");
  for (int i = 0; i < op->nresults; i++)
    cg_void_if_unused(cg, &op->results[i]);
}

static void emit_while(Cg *cg, IrOp *op) {
  IrBlock *before = ir_op_region(op, 0)->first, *after = ir_op_region(op, 1)->first;
  for (int i = 0; i < before->nargs; i++) {
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, before->args[i]->type), cg_name_value(cg, before->args[i]),
            V(cg, op, i));
    cg_void_if_unused(cg, before->args[i]);
  }
  for (int i = 0; i < op->nresults; i++)
    cg_line(cg, "%s %s;", cg_ctype(cg, op->results[i].type), cg_name_value(cg, &op->results[i]));
  cg_line(cg, "for (;;) {");
  cg->indent++;
  IrOp *c = cg_emit_ops(cg, before);
  if (!c || !ir_op_is(c, OP_CONDITION))
    ir_unreachable("loop.while before region without loop.condition");
  cg_line(cg, "if (!%s) {", V(cg, c, 0));
  cg->indent++;
  for (int i = 0; i < op->nresults; i++)
    cg_line(cg, "%s = %s;", cg_name_value(cg, &op->results[i]), V(cg, c, i + 1));
  cg_line(cg, "break;");
  cg->indent--;
  cg_line(cg, "}");
  for (int i = 0; i < after->nargs; i++)
    cg_decl(cg, after->args[i], V(cg, c, i + 1));
  IrOp *y = cg_emit_ops(cg, after);
  if (y && before->nargs)
    cg_parallel_assign(cg, before->nargs, before->args, y->opnds);
  cg->indent--;
  cg_loc(cg, op);
  cg_line(cg, "}");
  for (int i = 0; i < op->nresults; i++)
    cg_void_if_unused(cg, &op->results[i]);
}

static const char *dim_expr(Cg *cg, IrOp *op) {
  IrValue *m = ir_op_operand(op, 0), *k = ir_op_operand(op, 1);
  const IrType *t = m->type;
  if (t->rank < 0) /* sizes follow allocated, aligned and offset */
    return P(cg, "((intptr_t *)%s.descriptor)[3 + %s]", cg_val(cg, m), cg_val(cg, k));
  IrAttr *ka = k->def_op && ir_op_is(k->def_op, OP_CONSTANT) ? ir_op_get_attr(k->def_op, "value")
                                                              : NULL;
  if (ka && ka->kind == ATTR_INT && ka->u.i >= 0 && ka->u.i < t->rank) {
    int d = (int)ka->u.i;
    if (t->dims[d] != TY_DYN)
      return P(cg, "%lld", (long long)t->dims[d]);
    return P(cg, "%s.sizes[%d]", cg_val(cg, m), d);
  }
  return P(cg, "%s.sizes[%s]", cg_val(cg, m), cg_val(cg, k));
}

static void emit_op(Cg *cg, IrOp *op) {
  cg_loc(cg, op);
  IrOpKind k = ir_op_kind(op);
  IrValue *r = op->nresults ? &op->results[0] : NULL;
  switch (k) {
  case OP_CONSTANT:
    if (r->type->kind == TY_MEMREF)
      emit_dense_constant(cg, op);
    return; /* scalars are folded into their uses as literals */
  case OP_ADDI: case OP_SUBI: case OP_MULI: case OP_DIVSI: case OP_DIVUI: case OP_REMSI:
  case OP_REMUI: case OP_ANDI: case OP_ORI: case OP_XORI: case OP_SHLI: case OP_SHRSI:
  case OP_SHRUI: case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI: case OP_CEILDIVSI:
  case OP_FLOORDIVSI: case OP_CEILDIVUI:
    cg_decl(cg, r, int_binary(cg, op));
    return;
  case OP_ADDF: case OP_SUBF: case OP_MULF: case OP_DIVF: case OP_REMF: case OP_MAXIMUMF:
  case OP_MINIMUMF: case OP_MAXNUMF: case OP_MINNUMF: case OP_NEGF: case OP_EXP: case OP_LOG:
  case OP_SQRT: case OP_TANH:
  case OP_ABSF: case OP_FLOOR: case OP_CEIL: case OP_COPYSIGN: case OP_POWF: case OP_FMA:
  case OP_ROUND: case OP_TRUNC: case OP_ERF: case OP_SIN: case OP_COS: case OP_RSQRT:
  case OP_LOG1P: case OP_EXPM1:
    cg_decl(cg, r, float_op(cg, op));
    return;
  case OP_CMPI:
  case OP_CMPF:
    cg_decl(cg, r, cmp_expr(cg, op));
    return;
  case OP_SELECT:
    cg_decl(cg, r, P(cg, "%s ? %s : %s", V(cg, op, 0), V(cg, op, 1), V(cg, op, 2)));
    return;
  case OP_INDEX_CAST: case OP_SITOFP: case OP_UITOFP: case OP_FPTOSI: case OP_FPTOUI:
  case OP_EXTF: case OP_TRUNCF: case OP_EXTSI: case OP_EXTUI: case OP_TRUNCI: case OP_BITCAST:
  case OP_INDEX_CASTUI:
    cg_decl(cg, r, cast_expr(cg, op));
    return;
  case OP_ALLOC:
  case OP_ALLOCA:
    emit_alloc(cg, op);
    return;
  case OP_DEALLOC:
    /* HELP_ALIGN defines LOOPC_EXACT_ALLOC, which turns the cache off. */
    cg->helpers |= HELP_ALIGN | HELP_CACHE | HELP_DEALLOC;
    cg_line(cg, "loopc_dealloc(%s.allocated);", V(cg, op, 0));
    return;
  case OP_LOAD: {
    IrValue *m = ir_op_operand(op, 0);
    cg_decl(cg, r, elem_ref(cg, m, index_exprs(cg, op, 1, m->type->rank)));
    return;
  }
  case OP_STORE: {
    IrValue *m = ir_op_operand(op, 1);
    cg_line(cg, "%s = %s;", elem_ref(cg, m, index_exprs(cg, op, 2, m->type->rank)), V(cg, op, 0));
    return;
  }
  case OP_DIM:
    cg_decl(cg, r, dim_expr(cg, op));
    return;
  case OP_COPY:
    emit_copy(cg, op);
    return;
  case OP_MEMREF_CAST:
    emit_memref_cast(cg, op);
    return;
  case OP_CALL:
    cg_emit_call(cg, op);
    return;
  case OP_ASSERT: {
    IrAttr *m = ir_op_get_attr(op, "msg");
    cg->helpers |= HELP_FAIL;
    cg_line(cg, "if (!%s)", V(cg, op, 0));
    cg_line(cg, "  loopc_fail(%s, %s);", cg_where(cg, op, false), cg_c_string(cg, m->u.s.str, m->u.s.len));
    return;
  }
  case OP_FOR:
    emit_for(cg, op);
    return;
  case OP_IF:
    emit_if(cg, op);
    return;
  case OP_WHILE:
    emit_while(cg, op);
    return;
  case OP_PARALLEL:
    cg_emit_parallel(cg, op);
    return;
  case OP_REDUCE:
    cg_emit_reduce(cg, op);
    return;
  default:
    break;
  }
  ir_unreachable("op not rejected by the C backend's checks");
}

IrOp *cg_emit_ops(Cg *cg, IrBlock *b) {
  for (IrOp *op = b->first; op; op = op->next) {
    if (ir_op_has_trait(op, T_TERMINATOR)) {
      cg_loc(cg, op); /* what the caller writes for it (yielded values) */
      return op;
    }
    emit_op(cg, op);
  }
  return NULL;
}

/* ================================ checks =============================== */

static bool check_type(Cg *cg, IrOp *op, IrType *t, const char *what) {
  if (!cg_type_supported(t)) {
    diag_error(cg->diag, op->loc, "'%s' op %s type '%s' is not supported by the C backend",
               op->name, what, ir_type_str(cg->ctx, t));
    cg->ok = false;
    return false;
  }
  /* Static sizes and strides become constants of the C, so a buffer that
   * cannot exist is caught here rather than wrapping around in the C. */
  if (!ir_type_fits(t)) {
    diag_error(cg->diag, op->loc,
               "'%s' op %s type '%s' is too large: its size in bytes does not fit in 64 bits",
               op->name, what, ir_type_str(cg->ctx, t));
    cg->ok = false;
    return false;
  }
  return true;
}


static bool check_op(IrOp *op, void *data) {
  Cg *cg = data;
  IrOpKind k = ir_op_kind(op);
  if (k == OP_MODULE)
    return true;
  IrOp *parent = ir_op_parent_op(op);
  if (parent && ir_op_is(parent, OP_MODULE) && k != OP_FUNC) {
    diag_error(cg->diag, op->loc, "'%s' op is not supported by the C backend at module level",
               op->name);
    cg->ok = false;
    return false;
  }
  if (k == OP_UNKNOWN || ir_op_is_extension(op)) {
    diag_error(cg->diag, op->loc, "'%s' op is not supported by the C backend%s", op->name,
               ir_op_is_extension(op) ? " (lower its dialect first)" : "");
    cg->ok = false;
    return false;
  }
  if (k == OP_FUNC) {
    IrType *ft = ir_func_type(op);
    if (!ft) {
      diag_error(cg->diag, op->loc, "'%s' op has no function type", op->name);
      cg->ok = false;
      return false;
    }
    bool types_ok = true;
    for (int i = 0; i < ft->nins; i++)
      types_ok = check_type(cg, op, ft->ins[i], "argument") && types_ok;
    for (int i = 0; i < ft->nouts; i++)
      types_ok = check_type(cg, op, ft->outs[i], "result") && types_ok;
    if (types_ok && !cg_check_func(cg, op)) {
      cg->ok = false;
      return false;
    }
    if (!ir_func_is_declaration(op) && op->regions[0]->first != op->regions[0]->last) {
      diag_error(cg->diag, op->loc, "'%s' op with several blocks is not supported by the C backend",
                 op->name);
      cg->ok = false;
      return false;
    }
    return true;
  }
  for (int i = 0; i < op->nresults; i++)
    if (!check_type(cg, op, op->results[i].type, "result"))
      return false;
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; b; b = b->next)
      for (int i = 0; i < b->nargs; i++)
        if (!check_type(cg, op, b->args[i]->type, "block argument"))
          return false;
  if (k == OP_CONSTANT) {
    IrType *t = op->results[0].type;
    IrAttr *a = ir_op_get_attr(op, "value");
    bool good;
    if (t->kind == TY_MEMREF && a && a->kind == ATTR_DENSE && a->u.dense.splat &&
        !is_zero_splat(a) && ir_type_num_elements(t) > MAX_SPLAT_ELEMENTS) {
      diag_error(cg->diag, op->loc,
                 "'%s' op splat of %lld elements is too large for the C backend (at most %d "
                 "elements, or any number of zeros)",
                 op->name, (long long)ir_type_num_elements(t), MAX_SPLAT_ELEMENTS);
      cg->ok = false;
      return true;
    }
    if (t->kind == TY_MEMREF)
      good = a && a->kind == ATTR_DENSE && ir_type_num_elements(t) >= 0;
    else if (t->kind == TY_FLOAT)
      good = a && a->kind == ATTR_FLOAT;
    else
      good = a && a->kind == ATTR_INT;
    if (!good) {
      diag_error(cg->diag, op->loc, "'%s' op value of type '%s' is not supported by the C backend",
                 op->name, ir_type_str(cg->ctx, t));
      cg->ok = false;
    }
  }
  if (k == OP_PARALLEL && !cg_check_parallel(cg, op))
    cg->ok = false;
  if (k == OP_FOR && ir_type_is_i1(ir_op_operand(op, 0)->type)) {
    diag_error(cg->diag, op->loc,
               "'%s' op with an induction variable of type 'i1' is not supported by the C backend",
               op->name);
    cg->ok = false;
  }
  return true;
}

/* ================================ entry ================================ */

static void cg_init(Cg *cg, IrContext *ctx, IrOp *module, const CodegenOptions *opts,
                    DiagEngine *diag) {
  memset(cg, 0, sizeof *cg);
  cg->ctx = ctx;
  cg->module = module;
  cg->opts = opts;
  cg->diag = diag;
  cg->ok = true;
  hashmap_init(&cg->reserved);
  hashmap_init(&cg->locals);
  hashmap_init(&cg->counters);
  hashmap_init(&cg->memrefs);
  hashmap_init(&cg->fnames);
  hashmap_init(&cg->rnames);
  hashmap_init(&cg->cinames);
  hashmap_init(&cg->restrict_bases);
  hashmap_init(&cg->funcs);
}

static void cg_fini(Cg *cg) {
  hashmap_free(&cg->reserved);
  hashmap_free(&cg->locals);
  hashmap_free(&cg->counters);
  hashmap_free(&cg->memrefs);
  hashmap_free(&cg->fnames);
  hashmap_free(&cg->rnames);
  hashmap_free(&cg->cinames);
  hashmap_free(&cg->restrict_bases);
  hashmap_free(&cg->funcs);
}

static bool cg_prepare(Cg *cg) {
  ir_walk(cg->module, check_op, cg);
  if (!cg->ok)
    return false;
  cg_reserve_globals(cg);
  return true;
}

static const char *const helper_text[] = {
    /* HELP_FAIL */
    "/* A run-time error of the program: a buffer that cannot be allocated, a\n"
    " * failed cf.assert. Reported like a failed assert(), then abort(). */\n"
    "_Noreturn static void loopc_fail(const char *where, const char *what) {\n"
    "  fprintf(stderr, \"%s: runtime error: %s\\n\", where, what);\n"
    "  abort();\n"
    "}\n",
    /* HELP_ALIGN */
    "/* Under AddressSanitizer buffers are allocated to their exact size (and\n"
    " * malloc's alignment), so that an access past the end is reported rather\n"
    " * than landing in alignment padding. */\n"
    "#if defined(__SANITIZE_ADDRESS__)\n"
    "#define LOOPC_EXACT_ALLOC 1\n"
    "#elif defined(__has_feature)\n"
    "#if __has_feature(address_sanitizer)\n"
    "#define LOOPC_EXACT_ALLOC 1\n"
    "#endif\n"
    "#endif\n"
    "/* Rounds p up to a multiple of align (a power of two). The result is p\n"
    " * plus an offset, not an integer cast back to a pointer, so the compiler\n"
    " * still knows which allocation it points into. */\n"
    "static inline void *loopc_align(void *p, uintptr_t align) {\n"
    "#ifdef LOOPC_EXACT_ALLOC\n"
    "  (void)align;\n"
    "  return p;\n"
    "#else\n"
    "  return (char *)p + ((align - ((uintptr_t)p & (align - 1))) & (align - 1));\n"
    "#endif\n"
    "}\n",
    /* HELP_CACHE */
    "/* Freed buffers of 256 KiB to 64 MiB are kept, up to four, and handed out\n"
    " * again by loopc_alloc. A program that allocates its large buffers on\n"
    " * every call then finds them mapped in, where free() may give them back\n"
    " * to the kernel and the next call would fault every page in again.\n"
    " * Lock-free: a slot is taken or filled by one compare-and-swap. Needs\n"
    " * glibc's malloc_usable_size; off under AddressSanitizer (exact sizes and\n"
    " * use-after-free reports) and with -DLOOPC_NO_BUFFER_CACHE. */\n"
    "#if defined(__GLIBC__) && !defined(__STDC_NO_ATOMICS__) && \\\n"
    "    !defined(LOOPC_NO_BUFFER_CACHE) && !defined(LOOPC_EXACT_ALLOC)\n"
    "#include <malloc.h>\n"
    "#include <stdatomic.h>\n"
    "#define LOOPC_CACHE_SLOTS 4\n"
    "#define LOOPC_CACHE_MIN ((size_t)256 << 10)\n"
    "#define LOOPC_CACHE_MAX ((size_t)64 << 20)\n"
    "static _Atomic(void *) loopc_cache[LOOPC_CACHE_SLOTS];\n"
    "/* Keeps p (from malloc) for reuse; 0 when it is not kept. */\n"
    "static inline int loopc_cache_put(void *p) {\n"
    "  size_t have = p ? malloc_usable_size(p) : 0;\n"
    "  if (have < LOOPC_CACHE_MIN || have > LOOPC_CACHE_MAX)\n"
    "    return 0;\n"
    "  for (int i = 0; i < LOOPC_CACHE_SLOTS; i++) {\n"
    "    void *none = NULL;\n"
    "    if (atomic_compare_exchange_strong(&loopc_cache[i], &none, p))\n"
    "      return 1;\n"
    "  }\n"
    "  return 0;\n"
    "}\n"
    "/* A kept block of at least need bytes and at most twice that, or NULL.\n"
    " * A block is sized only once taken, as another thread may take it first. */\n"
    "static inline void *loopc_cache_take(size_t need) {\n"
    "  if (need < LOOPC_CACHE_MIN || need > LOOPC_CACHE_MAX)\n"
    "    return NULL;\n"
    "  for (int i = 0; i < LOOPC_CACHE_SLOTS; i++) {\n"
    "    void *p = atomic_load(&loopc_cache[i]);\n"
    "    if (!p || !atomic_compare_exchange_strong(&loopc_cache[i], &p, NULL))\n"
    "      continue;\n"
    "    size_t have = malloc_usable_size(p);\n"
    "    if (have >= need && have / 2 <= need)\n"
    "      return p;\n"
    "    if (!loopc_cache_put(p))\n"
    "      free(p);\n"
    "  }\n"
    "  return NULL;\n"
    "}\n"
    "#else\n"
    "#define loopc_cache_put(p) ((void)(p), 0)\n"
    "#define loopc_cache_take(need) ((void)(need), (void *)0)\n"
    "#endif\n",
    /* HELP_ALLOC */
    "/* malloc of bytes with room to align the start to align; fails cleanly\n"
    " * rather than returning NULL. Like malloc, it returns memory no other\n"
    " * pointer refers to, which lets the compiler tell new buffers apart. */\n"
    "#if defined(__GNUC__)\n"
    "__attribute__((malloc))\n"
    "#endif\n"
    "static void *loopc_alloc(size_t bytes, size_t align, const char *where) {\n"
    "  if (bytes > SIZE_MAX - align)\n"
    "    loopc_fail(where, \"buffer size overflows\");\n"
    "#ifdef LOOPC_EXACT_ALLOC\n"
    "  align = 1;\n"
    "#endif\n"
    "  size_t need = bytes + align - 1 ? bytes + align - 1 : 1;\n"
    "  void *p = loopc_cache_take(need);\n"
    "  if (!p)\n"
    "    p = malloc(need);\n"
    "  if (!p) {\n"
    "    fprintf(stderr, \"%s: runtime error: out of memory allocating %zu bytes\\n\", where,\n"
    "            bytes);\n"
    "    abort();\n"
    "  }\n"
    "  return p;\n"
    "}\n",
    /* HELP_DEALLOC */
    "/* memref.dealloc: the buffer goes to the cache when it keeps it. */\n"
    "static inline void loopc_dealloc(void *p) {\n"
    "  if (!loopc_cache_put(p))\n"
    "    free(p);\n"
    "}\n",
    /* HELP_LAYOUT */
    "/* Fills in the row-major strides of a new buffer from its sizes and returns\n"
    " * its size in bytes. A negative size, or strides or a byte count that do\n"
    " * not fit in intptr_t, is a run-time error rather than a short buffer. */\n"
    "static size_t loopc_layout(int rank, const intptr_t *sizes, intptr_t *strides,\n"
    "                           size_t elem, const char *where) {\n"
    "  intptr_t n = 1;\n"
    "  for (int d = rank - 1; d >= 0; d--) {\n"
    "    if (sizes[d] < 0)\n"
    "      loopc_fail(where, \"negative size\");\n"
    "    strides[d] = n;\n"
    "    if (sizes[d] != 0 && n > INTPTR_MAX / sizes[d])\n"
    "      loopc_fail(where, \"buffer size overflows\");\n"
    "    n *= sizes[d];\n"
    "  }\n"
    "  if ((size_t)n > (size_t)INTPTR_MAX / elem)\n"
    "    loopc_fail(where, \"buffer size overflows\");\n"
    "  return (size_t)n * elem;\n"
    "}\n",
    /* HELP_FRAME */
    "/* Heap-backed alloca: blocks chained on a list that is freed when the\n"
    " * allocation scope (function or loop body) ends. */\n"
    "static void *loopc_frame_alloc(void **frame, size_t bytes, size_t align, const char *where) {\n"
    "  size_t head = sizeof(void *) + align - 1;\n"
    "  if (bytes > SIZE_MAX - head)\n"
    "    loopc_fail(where, \"buffer size overflows\");\n"
    "  char *raw = malloc(bytes + head);\n"
    "  if (!raw) {\n"
    "    fprintf(stderr, \"%s: runtime error: out of memory allocating %zu bytes\\n\", where,\n"
    "            bytes);\n"
    "    abort();\n"
    "  }\n"
    "  *(void **)raw = *frame;\n"
    "  *frame = raw;\n"
    "  return (void *)(((uintptr_t)(raw + sizeof(void *)) + align - 1) & ~(uintptr_t)(align - 1));\n"
    "}\n"
    "static inline void loopc_frame_free(void *frame) {\n"
    "  while (frame) {\n"
    "    void *next = *(void **)frame;\n"
    "    free(frame);\n"
    "    frame = next;\n"
    "  }\n"
    "}\n",
    /* HELP_CEILDIV */
    "/* Signed division rounding toward +infinity (arith.ceildivsi). */\n"
    "static inline int64_t loopc_ceildivsi(int64_t a, int64_t b) {\n"
    "  int64_t q = a / b, r = a % b;\n"
    "  return r != 0 && (r < 0) == (b < 0) ? q + 1 : q;\n"
    "}\n",
    /* HELP_FLOORDIV */
    "/* Signed division rounding toward -infinity (arith.floordivsi). */\n"
    "static inline int64_t loopc_floordivsi(int64_t a, int64_t b) {\n"
    "  int64_t q = a / b, r = a % b;\n"
    "  return r != 0 && (r < 0) != (b < 0) ? q - 1 : q;\n"
    "}\n",
    /* HELP_MAX_F32 */
    "/* arith.maximumf: NaN-propagating, and -0.0 < +0.0. */\n"
    "static inline float loopc_maximum_f32(float a, float b) {\n"
    "  if (isnan(a) || isnan(b))\n    return a + b;\n"
    "  if (a == b)\n    return signbit(a) ? b : a;\n"
    "  return a > b ? a : b;\n"
    "}\n",
    /* HELP_MIN_F32 */
    "/* arith.minimumf: NaN-propagating, and -0.0 < +0.0. */\n"
    "static inline float loopc_minimum_f32(float a, float b) {\n"
    "  if (isnan(a) || isnan(b))\n    return a + b;\n"
    "  if (a == b)\n    return signbit(a) ? a : b;\n"
    "  return a < b ? a : b;\n"
    "}\n",
    /* HELP_MAX_F64 */
    "/* arith.maximumf: NaN-propagating, and -0.0 < +0.0. */\n"
    "static inline double loopc_maximum_f64(double a, double b) {\n"
    "  if (isnan(a) || isnan(b))\n    return a + b;\n"
    "  if (a == b)\n    return signbit(a) ? b : a;\n"
    "  return a > b ? a : b;\n"
    "}\n",
    /* HELP_MIN_F64 */
    "/* arith.minimumf: NaN-propagating, and -0.0 < +0.0. */\n"
    "static inline double loopc_minimum_f64(double a, double b) {\n"
    "  if (isnan(a) || isnan(b))\n    return a + b;\n"
    "  if (a == b)\n    return signbit(a) ? a : b;\n"
    "  return a < b ? a : b;\n"
    "}\n",
    /* HELP_FMA_F32 */
    "/* arith.mulf + arith.addf, both fastmath<contract>: a * b + c rounded\n"
    " * once where the target has a fast fused multiply-add (FP_FAST_FMAF; clang\n"
    " * does not define it, hence __FMA__), twice elsewhere (two statements:\n"
    " * a compiler may contract within one expression). */\n"
    "static inline float loopc_fma_f32(float a, float b, float c) {\n"
    "#if defined FP_FAST_FMAF || defined __FMA__ || defined __ARM_FEATURE_FMA\n"
    "  return fmaf(a, b, c);\n#else\n"
    "  float p = a * b;\n  return p + c;\n#endif\n"
    "}\n",
    /* HELP_FMA_F64 */
    "/* The same for f64. */\n"
    "static inline double loopc_fma_f64(double a, double b, double c) {\n"
    "#if defined FP_FAST_FMA || defined __FMA__ || defined __ARM_FEATURE_FMA\n"
    "  return fma(a, b, c);\n#else\n"
    "  double p = a * b;\n  return p + c;\n#endif\n"
    "}\n",
    /* HELP_F32_AS_I32 */
    "/* arith.bitcast f32 -> i32. */\n"
    "static inline int32_t loopc_f32_as_i32(float x) {\n"
    "  int32_t r;\n  memcpy(&r, &x, sizeof r);\n  return r;\n}\n",
    /* HELP_I32_AS_F32 */
    "/* arith.bitcast i32 -> f32. */\n"
    "static inline float loopc_i32_as_f32(int32_t x) {\n"
    "  float r;\n  memcpy(&r, &x, sizeof r);\n  return r;\n}\n",
    /* HELP_F64_AS_I64 */
    "/* arith.bitcast f64 -> i64. */\n"
    "static inline int64_t loopc_f64_as_i64(double x) {\n"
    "  int64_t r;\n  memcpy(&r, &x, sizeof r);\n  return r;\n}\n",
    /* HELP_I64_AS_F64 */
    "/* arith.bitcast i64 -> f64. */\n"
    "static inline double loopc_i64_as_f64(int64_t x) {\n"
    "  double r;\n  memcpy(&r, &x, sizeof r);\n  return r;\n}\n",
    /* HELP_DISJOINT */
    "/* Whether the byte ranges [a, a + an) and [b, b + bn) do not overlap\n"
    " * (a negative length: unknown, so they may). */\n"
    "static inline bool loopc_disjoint(const void *a, intptr_t an, const void *b, intptr_t bn) {\n"
    "  if (an < 0 || bn < 0)\n    return false;\n"
    "  uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;\n"
    "  return an == 0 || bn == 0 || x + (uintptr_t)an <= y || y + (uintptr_t)bn <= x;\n"
    "}\n",
    /* HELP_SPAN */
    "/* Elements from a memref's first element to its last (0 if empty, -1 for\n"
    " * a negative stride, which the check does not handle). */\n"
    "static inline intptr_t loopc_span(int rank, const intptr_t *sizes, const intptr_t *strides) {\n"
    "  intptr_t span = 1;\n"
    "  for (int d = 0; d < rank; d++) {\n"
    "    if (sizes[d] == 0)\n      return 0;\n"
    "    if (strides[d] < 0)\n      return -1;\n"
    "    span += (sizes[d] - 1) * strides[d];\n"
    "  }\n"
    "  return span;\n"
    "}\n",
    /* HELP_MAXNUM_F32 */
    "/* arith.maxnumf: IEEE maxNum, a NaN operand ignored (NaN only from two).\n"
    " * As MLIR's lowering runs it (llvm.maxnum on x86-64): equal operands, +0.0\n"
    " * and -0.0, give the first; a NaN first operand gives the second. */\n"
    "static inline float loopc_maxnum_f32(float a, float b) {\n"
    "  return isnan(a) || a < b ? b : a;\n"
    "}\n",
    /* HELP_MINNUM_F32 */
    "/* arith.minnumf: IEEE minNum, the same way. */\n"
    "static inline float loopc_minnum_f32(float a, float b) {\n"
    "  return isnan(a) || b < a ? b : a;\n"
    "}\n",
    /* HELP_MAXNUM_F64 */
    "/* arith.maxnumf on f64 (see loopc_maxnum_f32). */\n"
    "static inline double loopc_maxnum_f64(double a, double b) {\n"
    "  return isnan(a) || a < b ? b : a;\n"
    "}\n",
    /* HELP_MINNUM_F64 */
    "/* arith.minnumf on f64. */\n"
    "static inline double loopc_minnum_f64(double a, double b) {\n"
    "  return isnan(a) || b < a ? b : a;\n"
    "}\n",
};

static void write_includes(FILE *out) {
  fputs("#include <math.h>\n#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n"
        "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n"
        "#ifdef _OPENMP\n#include <omp.h>\n#endif\n"
        /* `omp simd` on parallel loops is a hint; clang warns when it cannot vectorize. */
        "#if defined(__clang__) && defined(_OPENMP)\n"
        "#pragma clang diagnostic ignored \"-Wpass-failed\"\n#endif\n\n",
        out);
}

static IrBlock *module_funcs(IrOp *module) { return ir_module_body(module); }

bool codegen_emit_c(IrContext *ctx, IrOp *module, const CodegenOptions *opts, FILE *out,
                    DiagEngine *diag) {
  Cg cg;
  cg_init(&cg, ctx, module, opts, diag);
  if (!cg_prepare(&cg)) {
    cg_fini(&cg);
    return false;
  }
  char *body_buf = NULL;
  size_t body_len = 0;
  cg.out = open_memstream(&body_buf, &body_len);
  if (!cg.out)
    ir_unreachable("open_memstream failed");
  IrBlock *funcs = module_funcs(module);
  IrOp *wrapped_main = NULL;
  for (IrOp *f = funcs ? funcs->first : NULL; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC) || ir_func_is_declaration(f))
      continue;
    cg_emit_func(&cg, f);
    IrType *ft = ir_func_type(f);
    if (strcmp(ir_func_name(f), "main") == 0 && ft->nins == 0 && ft->nouts == 0)
      wrapped_main = f;
  }
  for (IrOp *f = funcs ? funcs->first : NULL; f; f = f->next)
    if (ir_op_is(f, OP_FUNC) && !ir_func_is_declaration(f) && cg_func_is_public(f))
      cg_emit_ciface(&cg, f);
  if (wrapped_main) {
    cg_line(&cg, "/* @main as a program entry point. */");
    cg_line(&cg, "int main(void) {\n  %s();\n  return 0;\n}", cg_func_cname(&cg, wrapped_main));
  }
  /* Prototypes and result structs register the descriptor types they use,
   * so they are rendered before the type definitions are written. */
  char *proto_buf = NULL, *struct_buf = NULL;
  size_t proto_len = 0, struct_len = 0;
  FILE *protos = open_memstream(&proto_buf, &proto_len);
  FILE *structs = open_memstream(&struct_buf, &struct_len);
  if (!protos || !structs)
    ir_unreachable("open_memstream failed");
  for (IrOp *f = funcs ? funcs->first : NULL; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC))
      continue;
    cg_write_prototype(&cg, f, protos);
    if (ir_func_type(f)->nouts > 1)
      cg_write_results_struct(&cg, f, structs);
  }
  fclose(protos);
  fclose(structs);
  fclose(cg.out);

  fputs("/* Generated by loopc", out);
  if (opts->source_name)
    fprintf(out, " from %s", opts->source_name);
  fputs(". */\n", out);
  write_includes(out);
  if (opts->header_name) {
    fputs("#include ", out);
    put_c_string(out, opts->header_name);
    fputs("\n\n", out);
  }
  if (opts->embed_runtime) {
    if (!rt_embed_write(out)) {
      diag_error(diag, module->loc, "cannot write the embedded runtime");
      cg.ok = false;
    }
    fputc('\n', out);
  }
  cg_emit_type_defs(&cg, out);
  fwrite(struct_buf, 1, struct_len, out);
  for (unsigned i = 0; i < sizeof helper_text / sizeof helper_text[0]; i++)
    if (cg.helpers & (1u << i)) {
      fputs(helper_text[i], out);
      fputc('\n', out);
    }
  fwrite(proto_buf, 1, proto_len, out);
  fputc('\n', out);
  fwrite(body_buf, 1, body_len, out);
  free(struct_buf);
  free(proto_buf);
  free(body_buf);
  bool ok = cg.ok;
  cg_fini(&cg);
  return ok;
}

bool codegen_emit_header(IrContext *ctx, IrOp *module, const CodegenOptions *opts, FILE *out,
                         DiagEngine *diag) {
  Cg cg;
  cg_init(&cg, ctx, module, opts, diag);
  if (!cg_prepare(&cg)) {
    cg_fini(&cg);
    return false;
  }
  char *buf = NULL;
  size_t len = 0;
  FILE *protos = open_memstream(&buf, &len);
  if (!protos)
    ir_unreachable("open_memstream failed");
  IrBlock *funcs = module_funcs(module);
  char *sbuf = NULL;
  size_t slen = 0;
  FILE *structs = open_memstream(&sbuf, &slen);
  if (!structs)
    ir_unreachable("open_memstream failed");
  for (IrOp *f = funcs ? funcs->first : NULL; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC) || ir_func_is_declaration(f) || !cg_func_is_public(f))
      continue;
    cg_write_header_decls(&cg, f, protos);
    if (ir_func_type(f)->nouts > 1)
      cg_write_results_struct(&cg, f, structs);
  }
  fclose(protos);
  fclose(structs);
  fputs("/* Generated by loopc", out);
  if (opts->source_name)
    fprintf(out, " from %s", opts->source_name);
  fputs(": types and prototypes for callers. */\n", out);
  /* The guard is derived from the functions declared, so headers of two
   * different modules can be included together. */
  uint64_t h = 0x1005c;
  for (IrOp *f = funcs ? funcs->first : NULL; f; f = f->next)
    if (ir_op_is(f, OP_FUNC) && !ir_func_is_declaration(f) && cg_func_is_public(f))
      h = hash_mix(h, hash_bytes(ir_func_name(f), strlen(ir_func_name(f))));
  fprintf(out, "#ifndef LOOPC_GENERATED_%08X_H\n#define LOOPC_GENERATED_%08X_H\n\n",
          (unsigned)(h & 0xffffffffu), (unsigned)(h & 0xffffffffu));
  fputs("#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n\n", out);
  cg_emit_type_defs(&cg, out);
  fwrite(sbuf, 1, slen, out);
  fwrite(buf, 1, len, out);
  fputs("\n#endif\n", out);
  free(buf);
  free(sbuf);
  cg_fini(&cg);
  return true;
}

const char *codegen_func_cname(IrContext *ctx, IrOp *module, IrOp *func) {
  CodegenOptions opts;
  codegen_options_init(&opts);
  Cg cg;
  cg_init(&cg, ctx, module, &opts, NULL);
  cg_reserve_globals(&cg);
  const char *name = cg_func_cname(&cg, func);
  cg_fini(&cg);
  return name;
}

const char *codegen_ciface_name(IrContext *ctx, IrOp *module, IrOp *func) {
  CodegenOptions opts;
  codegen_options_init(&opts);
  Cg cg;
  cg_init(&cg, ctx, module, &opts, NULL);
  cg_reserve_globals(&cg);
  const char *name = cg_ciface_name(&cg, func);
  cg_fini(&cg);
  return name;
}
