/* cg_emit.c: the C backend's driver: the layout of the file (includes,
 * embedded runtime, types, runtime helpers, prototypes, bodies) and of the
 * header, the output primitives every emitter writes with, and the dispatch
 * of each op to the file of its topic (cg_expr.c, cg_memref.c,
 * cg_control.c, cg_abi.c for calls, cg_parallel.c); cg_check.c says first
 * whether the module can be emitted at all.
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

void cg_use_helper(Cg *cg, RtHelper h) { cg->helpers |= (RtHelperSet)1 << h; }

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

/* ================================= ops ================================== */

static void emit_op(Cg *cg, IrOp *op) {
  cg_loc(cg, op);
  IrOpKind k = ir_op_kind(op);
  IrValue *r = op->nresults ? &op->results[0] : NULL;
  switch (k) {
  case OP_CONSTANT:
    if (r->type->kind == TY_MEMREF)
      cg_emit_dense_constant(cg, op);
    return; /* scalars are folded into their uses as literals */
  case OP_ADDI: case OP_SUBI: case OP_MULI: case OP_DIVSI: case OP_DIVUI: case OP_REMSI:
  case OP_REMUI: case OP_ANDI: case OP_ORI: case OP_XORI: case OP_SHLI: case OP_SHRSI:
  case OP_SHRUI: case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI: case OP_CEILDIVSI:
  case OP_FLOORDIVSI: case OP_CEILDIVUI:
    cg_decl(cg, r, cg_int_expr(cg, op));
    return;
  case OP_ADDF: case OP_SUBF: case OP_MULF: case OP_DIVF: case OP_REMF: case OP_MAXIMUMF:
  case OP_MINIMUMF: case OP_MAXNUMF: case OP_MINNUMF: case OP_NEGF: case OP_EXP: case OP_LOG:
  case OP_SQRT: case OP_TANH:
  case OP_ABSF: case OP_FLOOR: case OP_CEIL: case OP_COPYSIGN: case OP_POWF: case OP_FMA:
  case OP_ROUND: case OP_TRUNC: case OP_ERF: case OP_SIN: case OP_COS: case OP_RSQRT:
  case OP_LOG1P: case OP_EXPM1: case OP_TAN: case OP_ASIN: case OP_ACOS: case OP_ATAN:
  case OP_SINH: case OP_COSH: case OP_ASINH: case OP_ACOSH: case OP_ATANH: case OP_ERFC:
  case OP_EXP2: case OP_LOG2: case OP_LOG10: case OP_CBRT: case OP_ROUNDEVEN: case OP_ATAN2:
  case OP_FPOWI: case OP_CLAMPF:
    cg_decl(cg, r, cg_float_expr(cg, op));
    return;
  case OP_ISNAN: case OP_ISINF: case OP_ISFINITE: case OP_ISNORMAL:
    cg_decl(cg, r, cg_fclass_expr(cg, op));
    return;
  case OP_ABSI: case OP_CTLZ: case OP_CTTZ: case OP_CTPOP: case OP_IPOWI:
    cg_decl(cg, r, cg_int_math_expr(cg, op));
    return;
  case OP_SINCOS: { /* two libm calls: C11 has no sincos */
    const char *s, *c;
    cg_sincos_exprs(cg, op, &s, &c);
    cg_decl(cg, r, s);
    cg_decl(cg, &op->results[1], c);
    return;
  }
  case OP_ADDUI_EXTENDED: case OP_MULSI_EXTENDED: case OP_MULUI_EXTENDED: {
    const char *lo, *hi;
    cg_extended_exprs(cg, op, &lo, &hi);
    cg_decl(cg, r, lo);
    cg_decl(cg, &op->results[1], hi);
    return;
  }
  case OP_POISON: /* any value will do: zero, so that the C reads no indeterminate one */
    cg_decl(cg, r, "0");
    return;
  case OP_CMPI:
  case OP_CMPF:
    cg_decl(cg, r, cg_cmp_expr(cg, op));
    return;
  case OP_SELECT:
    cg_decl(cg, r, P(cg, "%s ? %s : %s", cg_operand(cg, op, 0), cg_operand(cg, op, 1),
                     cg_operand(cg, op, 2)));
    return;
  case OP_INDEX_CAST: case OP_SITOFP: case OP_UITOFP: case OP_FPTOSI: case OP_FPTOUI:
  case OP_EXTF: case OP_TRUNCF: case OP_EXTSI: case OP_EXTUI: case OP_TRUNCI: case OP_BITCAST:
  case OP_INDEX_CASTUI:
    cg_decl(cg, r, cg_cast_expr(cg, op));
    return;
  case OP_ALLOC:
  case OP_ALLOCA:
    cg_emit_alloc(cg, op);
    return;
  case OP_DEALLOC:
    cg_emit_dealloc(cg, op);
    return;
  case OP_LOAD:
    cg_emit_load(cg, op);
    return;
  case OP_STORE:
    cg_emit_store(cg, op);
    return;
  case OP_DIM:
    cg_decl(cg, r, cg_dim_expr(cg, op));
    return;
  case OP_EXTRACT_ALIGNED_POINTER: {
    IrValue *m = ir_op_operand(op, 0);
    cg_decl(cg, r, m->type->rank < 0 ? P(cg, "(intptr_t)((void **)%s.descriptor)[1]", cg_val(cg, m))
                                      : P(cg, "(intptr_t)%s.aligned", cg_val(cg, m)));
    return;
  }
  case OP_COPY:
    cg_emit_copy(cg, op);
    return;
  case OP_RANK: {
    IrValue *m = ir_op_operand(op, 0);
    cg_decl(cg, r, m->type->rank >= 0 ? cg_fmt(cg, "(intptr_t)%d", m->type->rank)
                                       : cg_fmt(cg, "(intptr_t)%s.rank", cg_val(cg, m)));
    return;
  }
  case OP_ASSUME_ALIGNMENT: /* the same descriptor: a promise, not a change */
    cg_decl(cg, r, cg_val(cg, ir_op_operand(op, 0)));
    return;
  case OP_DISTINCT_OBJECTS: /* the same descriptors: a promise */
    for (int i = 0; i < op->nresults; i++)
      cg_decl(cg, &op->results[i], cg_val(cg, ir_op_operand(op, i)));
    return;
  case OP_ATOMIC_RMW:
  case OP_GENERIC_ATOMIC_RMW:
    cg_emit_atomic_rmw(cg, op);
    return;
  case OP_REALLOC:
    cg_emit_realloc(cg, op);
    return;
  case OP_PREFETCH:
    cg_emit_prefetch(cg, op);
    return;
  case OP_MEMREF_RESHAPE:
    cg_emit_memref_reshape(cg, op);
    return;
  case OP_DMA_START:
    cg_emit_dma_start(cg, op);
    return;
  case OP_DMA_WAIT: /* dma_start copied at once: only the operands' uses */
    for (int i = 0; i < op->nopnds; i++)
      cg_line(cg, "(void)%s;", cg_operand(cg, op, i));
    return;
  case OP_MEMREF_CAST:
  case OP_MEMORY_SPACE_CAST: /* one address space in C */
    cg_emit_memref_cast(cg, op);
    return;
  case OP_SUBVIEW:
    cg_emit_subview(cg, op);
    return;
  case OP_REINTERPRET_CAST:
    cg_emit_reinterpret_cast(cg, op);
    return;
  case OP_COLLAPSE_SHAPE:
    cg_emit_collapse_shape(cg, op);
    return;
  case OP_EXPAND_SHAPE:
    cg_emit_expand_shape(cg, op);
    return;
  case OP_VIEW:
    cg_emit_view(cg, op);
    return;
  case OP_TRANSPOSE:
    cg_emit_transpose(cg, op);
    return;
  case OP_EXECUTE_REGION:
    cg_emit_execute_region(cg, op);
    return;
  case OP_EXTRACT_STRIDED_METADATA:
    cg_emit_extract_strided_metadata(cg, op);
    return;
  case OP_GET_GLOBAL:
    cg_emit_get_global(cg, op);
    return;
  case OP_CALL:
    cg_emit_call(cg, op);
    return;
  case OP_ASSERT:
    cg_emit_assert(cg, op);
    return;
  case OP_PRINT:
    cg_emit_print(cg, op);
    return;
  case OP_FOR:
    cg_emit_for(cg, op);
    return;
  case OP_IF:
    cg_emit_if(cg, op);
    return;
  case OP_WHILE:
    cg_emit_while(cg, op);
    return;
  case OP_INDEX_SWITCH:
    cg_emit_index_switch(cg, op);
    return;
  case OP_ALLOCA_SCOPE:
    cg_emit_alloca_scope(cg, op);
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
  hashmap_init(&cg->rfields);
  hashmap_init(&cg->cinames);
  hashmap_init(&cg->header_decls);
  hashmap_init(&cg->restrict_bases);
  hashmap_init(&cg->funcs);
  hashmap_init(&cg->weights);
}

static void cg_fini(Cg *cg) {
  hashmap_free(&cg->reserved);
  hashmap_free(&cg->locals);
  hashmap_free(&cg->counters);
  hashmap_free(&cg->memrefs);
  hashmap_free(&cg->fnames);
  hashmap_free(&cg->rnames);
  hashmap_free(&cg->rfields);
  hashmap_free(&cg->cinames);
  hashmap_free(&cg->header_decls);
  hashmap_free(&cg->restrict_bases);
  hashmap_free(&cg->funcs);
  hashmap_free(&cg->weights);
  free(cg->weight_decls.s);
}

static bool cg_prepare(Cg *cg) {
  if (!cg_check_module(cg))
    return false;
  cg_reserve_globals(cg);
  return true;
}

void codegen_write_includes(FILE *out) {
  fputs("#include <math.h>\n#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n"
        "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n"
        "#ifdef _OPENMP\n#include <omp.h>\n#endif\n"
        /* `omp simd` on parallel loops is a hint; clang warns when it cannot vectorize. */
        "#if defined(__clang__) && defined(_OPENMP)\n"
        "#pragma clang diagnostic ignored \"-Wpass-failed\"\n#endif\n\n",
        out);
}

static IrBlock *module_funcs(IrOp *module) { return ir_module_body(module); }

/* The symbols memref.get_global reads (interned name -> 1). */
typedef struct GlobalUses {
  IrContext *ctx;
  HashMap names;
} GlobalUses;

static void note_global_use(IrOp *op, void *data) {
  GlobalUses *u = data;
  IrAttr *name = ir_op_is(op, OP_GET_GLOBAL) ? ir_op_get_attr(op, "name") : NULL;
  if (name && name->kind == ATTR_SYMBOL)
    hashmap_put(&u->names, (uint64_t)(uintptr_t)ir_intern(u->ctx, name->u.s.str, name->u.s.len),
                (void *)1);
}

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
  cg_weights_collect(&cg);
  /* The memref.globals first: the functions read them. A global no
   * get_global reads is left out: it is a static array of this file, which
   * nothing else could see (and -Wunused-variable stopped the C). */
  GlobalUses used = {.ctx = ctx};
  hashmap_init(&used.names);
  ir_walk_post(module, note_global_use, &used);
  for (IrOp *g = funcs ? funcs->first : NULL; g; g = g->next) {
    IrAttr *sym = ir_op_is(g, OP_GLOBAL) ? ir_op_get_attr(g, "sym_name") : NULL;
    if (sym && hashmap_get(&used.names, (uint64_t)(uintptr_t)ir_intern(ctx, sym->u.s.str, sym->u.s.len)))
      cg_emit_global(&cg, g);
  }
  hashmap_free(&used.names);
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
  codegen_write_includes(out);
  if (cg.self_call)
    /* A function that calls itself on every path is what its source says
     * (it runs out of stack when called, as MLIR's would); gcc 12 and clang
     * stop its C under -Wall -Werror. */
    fputs("#if defined(__clang__)\n#pragma clang diagnostic ignored \"-Winfinite-recursion\"\n"
          "#elif defined(__GNUC__) && __GNUC__ >= 12\n"
          "#pragma GCC diagnostic ignored \"-Winfinite-recursion\"\n#endif\n\n",
          out);
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
  rt_helpers_write(out, cg.helpers);
  fwrite(proto_buf, 1, proto_len, out);
  fputc('\n', out);
  cg_weights_write_decls(&cg, out);
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
  /* C linkage for C++ callers (the functions are C's). */
  fputs("#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n", out);
  cg_emit_type_defs(&cg, out);
  fwrite(sbuf, 1, slen, out);
  fwrite(buf, 1, len, out);
  fputs("\n#ifdef __cplusplus\n}\n#endif\n\n#endif\n", out);
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

