/* ir.c: the IR's data structures: context, uniqued types and attributes,
 * values and use lists, ops, blocks, regions and builders. */
#include "ir.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dialect.h"
#include "float_format.h"
#include "printer.h"
#include "wideint.h"

/* ============================== op table ============================== */

const IrOpInfo ir_op_infos[OP_COUNT] = {
#define OP(id, classic, modern, syn, nops, nres, nreg, traits, verify, summary) \
  [OP_##id] = {OP_##id, classic, modern, syn, nops, nres, nreg, traits, summary, NULL},
#include "ops.def"
#undef OP
};

/* Other spellings accepted on input; the printer never produces them. */
static const struct {
  const char *name;
  IrOpKind kind;
} op_aliases[] = {
    {"abs", OP_ABSF},         {"math.abs", OP_ABSF},     {"floorf", OP_FLOOR},
    {"ceilf", OP_CEIL},       {"std.constant", OP_CONSTANT}, {"std.return", OP_RETURN},
    {"std.call", OP_CALL},    {"scf.execute_region.yield", OP_YIELD},
    {"arith.maxf", OP_MAXIMUMF}, {"arith.minf", OP_MINIMUMF},
    {"memref.copy", OP_COPY}, {"std.select", OP_SELECT},
};

/* Built once, before any lookup, under pthread_once: contexts on different
 * threads share the table (read-only after it is built). */
static HashMap op_name_map; /* interned-independent: hash of name -> info */
static pthread_once_t op_map_once = PTHREAD_ONCE_INIT;

static uint64_t name_key(const char *s, size_t n) {
  uint64_t h = hash_bytes(s, n);
  return h ? h : 1;
}

static void op_map_add(const char *name, const IrOpInfo *info) {
  if (!name)
    return;
  hashmap_put(&op_name_map, name_key(name, strlen(name)), (void *)info);
}

static void op_map_build(void) {
  hashmap_init(&op_name_map);
  for (int k = 0; k < OP_COUNT; k++) {
    if (k == OP_UNKNOWN)
      continue;
    op_map_add(ir_op_infos[k].classic, &ir_op_infos[k]);
    op_map_add(ir_op_infos[k].modern, &ir_op_infos[k]);
  }
  for (size_t i = 0; i < sizeof op_aliases / sizeof op_aliases[0]; i++)
    op_map_add(op_aliases[i].name, &ir_op_infos[op_aliases[i].kind]);
}

static void op_map_init(void) { pthread_once(&op_map_once, op_map_build); }

/* The op names of a dialect's table, added to the lookup map when the
 * dialect registers (ir/dialect.c, under its lock, before any lookup of
 * them). */
void ir_op_names_add(const IrOpInfo *infos, int n) {
  op_map_init();
  for (int i = 0; i < n; i++)
    op_map_add(infos[i].modern, &infos[i]);
}

const char *const ir_rounding_mode_names[5] = {"to_nearest_even", "downward", "upward",
                                               "toward_zero", "to_nearest_away"};

int ir_rounding_mode_lookup(const char *name, size_t len) {
  for (int i = 0; i < 5; i++)
    if (strlen(ir_rounding_mode_names[i]) == len && memcmp(ir_rounding_mode_names[i], name, len) == 0)
      return i;
  return -1;
}

int ir_op_rounding_mode(const IrOp *op) {
  IrAttr *a = ir_op_get_attr(op, "roundingmode");
  return a && a->kind == ATTR_INT && a->u.i >= 0 && a->u.i < 5 ? (int)a->u.i : -1;
}

bool ir_op_kind_is_fclass(int kind) {
  return kind == OP_ISNAN || kind == OP_ISINF || kind == OP_ISFINITE || kind == OP_ISNORMAL;
}

IrType *ir_op_unary_result_type(IrContext *ctx, int kind, IrType *t) {
  return ir_op_kind_is_fclass(kind) ? ctx->i1_ty : t;
}

const IrOpInfo *ir_op_info_lookup(const char *name, size_t len) {
  op_map_init();
  const IrOpInfo *info = hashmap_get(&op_name_map, name_key(name, len));
  if (!info)
    return NULL;
  /* Guard against a hash collision with an unrelated name. */
  const char *names[2] = {info->classic, info->modern};
  for (int i = 0; i < 2; i++)
    if (names[i] && strlen(names[i]) == len && memcmp(names[i], name, len) == 0)
      return info;
  for (size_t i = 0; i < sizeof op_aliases / sizeof op_aliases[0]; i++)
    if (strlen(op_aliases[i].name) == len && memcmp(op_aliases[i].name, name, len) == 0)
      return &ir_op_infos[op_aliases[i].kind];
  return NULL;
}

_Noreturn void ir_unreachable_at(const char *file, int line, const char *msg) {
  fprintf(stderr, "loopc: internal error at %s:%d: %s\n", file, line, msg);
  abort();
}

/* ========================= context and strings ========================= */

typedef struct InternStr {
  struct InternStr *next;
  size_t len;
  char s[];
} InternStr;

const char *ir_intern(IrContext *ctx, const char *s, size_t len) {
  uint64_t h = name_key(s, len);
  InternStr *head = hashmap_get(&ctx->strings, h);
  for (InternStr *e = head; e; e = e->next)
    if (e->len == len && memcmp(e->s, s, len) == 0)
      return e->s;
  InternStr *e = arena_alloc(&ctx->arena, sizeof *e + len + 1);
  e->len = len;
  memcpy(e->s, s, len);
  e->s[len] = 0;
  e->next = head;
  hashmap_put(&ctx->strings, h, e);
  return e->s;
}

const char *ir_intern_cstr(IrContext *ctx, const char *s) { return ir_intern(ctx, s, strlen(s)); }

IrContext *ir_context_create(void) {
  IrContext *ctx = xcalloc(1, sizeof *ctx);
  arena_init(&ctx->arena);
  ctx->nodes = &ctx->arena;
  hashmap_init(&ctx->strings);
  hashmap_init(&ctx->types);
  hashmap_init(&ctx->attrs);
  hashmap_init(&ctx->affine_exprs);
  hashmap_init(&ctx->loc_texts);
  hashmap_init(&ctx->value_locs);
  hashmap_init(&ctx->block_labels);
  ctx->index_ty = ir_type_index(ctx);
  ctx->none_ty = ir_type_none(ctx);
  ctx->i1_ty = ir_type_int(ctx, 1);
  ctx->i8_ty = ir_type_int(ctx, 8);
  ctx->i16_ty = ir_type_int(ctx, 16);
  ctx->i32_ty = ir_type_int(ctx, 32);
  ctx->i64_ty = ir_type_int(ctx, 64);
  ctx->f16_ty = ir_type_float(ctx, 16);
  ctx->bf16_ty = ir_type_bf16(ctx);
  ctx->f32_ty = ir_type_float(ctx, 32);
  ctx->f64_ty = ir_type_float(ctx, 64);
  return ctx;
}

void ir_context_forget_nodes(IrContext *ctx) {
  hashmap_clear(&ctx->loc_texts);
  hashmap_clear(&ctx->value_locs);
  hashmap_clear(&ctx->block_labels);
}

void ir_context_destroy(IrContext *ctx) {
  if (!ctx)
    return;
  hashmap_free(&ctx->strings);
  hashmap_free(&ctx->types);
  hashmap_free(&ctx->attrs);
  hashmap_free(&ctx->affine_exprs);
  hashmap_free(&ctx->loc_texts);
  hashmap_free(&ctx->value_locs);
  hashmap_free(&ctx->block_labels);
  arena_destroy(&ctx->arena);
  free(ctx);
}

/* ================================ types ================================ */

static uint64_t type_hash(const IrType *t) {
  uint64_t h = hash_mix(t->kind + 1, t->width);
  h = hash_mix(h, t->is_bf16);
  h = hash_mix(h, t->is_unsigned);
  h = hash_mix(h, t->is_signed);
  h = hash_mix(h, (uint64_t)t->memspace);
  h = hash_mix(h, (uint64_t)t->rank);
  for (int i = 0; i < t->rank; i++)
    h = hash_mix(h, (uint64_t)t->dims[i]);
  h = hash_mix(h, (uint64_t)(uintptr_t)t->elem);
  h = hash_mix(h, (uint64_t)t->nins);
  for (int i = 0; i < t->nins; i++)
    h = hash_mix(h, (uint64_t)(uintptr_t)t->ins[i]);
  h = hash_mix(h, (uint64_t)t->nouts);
  for (int i = 0; i < t->nouts; i++)
    h = hash_mix(h, (uint64_t)(uintptr_t)t->outs[i]);
  h = hash_mix(h, (uint64_t)(uintptr_t)t->text);
  h = hash_mix(h, (uint64_t)(uintptr_t)t->dialect);
  h = hash_mix(h, (uint64_t)t->nparams);
  for (int i = 0; i < t->nparams; i++) {
    h = hash_mix(h, (uint64_t)(uintptr_t)t->params[i].type);
    h = hash_mix(h, (uint64_t)t->params[i].value);
  }
  if (t->layout != IR_LAYOUT_IDENTITY) {
    h = hash_mix(h, (uint64_t)t->layout);
    h = hash_mix(h, (uint64_t)t->offset);
    for (int i = 0; t->layout == IR_LAYOUT_STRIDED && i < t->rank; i++)
      h = hash_mix(h, (uint64_t)t->strides[i]);
    h = hash_mix(h, (uint64_t)(uintptr_t)t->layout_map);
  }
  return h ? h : 1;
}

static bool type_equal(const IrType *a, const IrType *b) {
  if (a->kind != b->kind || a->width != b->width || a->is_bf16 != b->is_bf16 ||
      a->is_unsigned != b->is_unsigned || a->is_signed != b->is_signed ||
      a->memspace != b->memspace ||
      a->rank != b->rank || a->elem != b->elem || a->nins != b->nins ||
      a->nouts != b->nouts || a->text != b->text || a->dialect != b->dialect ||
      a->nparams != b->nparams || a->layout != b->layout || a->offset != b->offset ||
      a->layout_map != b->layout_map)
    return false;
  for (int i = 0; a->layout == IR_LAYOUT_STRIDED && i < a->rank; i++)
    if (a->strides[i] != b->strides[i])
      return false;
  for (int i = 0; i < a->nparams; i++)
    if (a->params[i].type != b->params[i].type || a->params[i].value != b->params[i].value)
      return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i])
      return false;
  for (int i = 0; i < a->nins; i++)
    if (a->ins[i] != b->ins[i])
      return false;
  for (int i = 0; i < a->nouts; i++)
    if (a->outs[i] != b->outs[i])
      return false;
  return true;
}

/* Returns the unique copy of *proto, copying its arrays into the arena. */
static IrType *type_unique(IrContext *ctx, const IrType *proto) {
  uint64_t h = type_hash(proto);
  IrType *head = hashmap_get(&ctx->types, h);
  for (IrType *t = head; t; t = t->hash_next)
    if (type_equal(t, proto))
      return t;
  IrType *t = arena_alloc(&ctx->arena, sizeof *t);
  *t = *proto;
  /* Depth is derived: the parser and the verifier bound it (IR_MAX_NESTING)
   * without walking a type, and the type printer's recursion stays bounded. */
  int sub = proto->elem ? proto->elem->depth : 0;
  for (int i = 0; i < proto->nins; i++)
    sub = proto->ins[i]->depth > sub ? proto->ins[i]->depth : sub;
  for (int i = 0; i < proto->nouts; i++)
    sub = proto->outs[i]->depth > sub ? proto->outs[i]->depth : sub;
  for (int i = 0; i < proto->nparams; i++)
    if (proto->params[i].type && proto->params[i].type->depth > sub)
      sub = proto->params[i].type->depth;
  t->depth = sub + 1;
  if (proto->rank > 0) {
    int64_t *d = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)proto->rank);
    memcpy(d, proto->dims, sizeof(int64_t) * (size_t)proto->rank);
    t->dims = d;
  } else {
    t->dims = NULL;
  }
  if (proto->layout == IR_LAYOUT_STRIDED && proto->rank > 0) {
    int64_t *st = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)proto->rank);
    memcpy(st, proto->strides, sizeof(int64_t) * (size_t)proto->rank);
    t->strides = st;
  } else {
    t->strides = NULL;
  }
  if (proto->nins) {
    IrType **v = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)proto->nins);
    memcpy(v, proto->ins, sizeof(IrType *) * (size_t)proto->nins);
    t->ins = v;
  }
  if (proto->nouts) {
    IrType **v = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)proto->nouts);
    memcpy(v, proto->outs, sizeof(IrType *) * (size_t)proto->nouts);
    t->outs = v;
  }
  if (proto->nparams) {
    IrTypeParam *v = arena_alloc(&ctx->arena, sizeof(IrTypeParam) * (size_t)proto->nparams);
    memcpy(v, proto->params, sizeof(IrTypeParam) * (size_t)proto->nparams);
    t->params = v;
  }
  t->hash_next = head;
  hashmap_put(&ctx->types, h, t);
  return t;
}

IrType *ir_type_index(IrContext *ctx) {
  IrType p = {.kind = TY_INDEX};
  return type_unique(ctx, &p);
}
IrType *ir_type_none(IrContext *ctx) {
  IrType p = {.kind = TY_NONE};
  return type_unique(ctx, &p);
}
IrType *ir_type_int(IrContext *ctx, unsigned width) {
  IrType p = {.kind = TY_INT, .width = width};
  return type_unique(ctx, &p);
}
IrType *ir_type_uint(IrContext *ctx, unsigned width) {
  IrType p = {.kind = TY_INT, .width = width, .is_unsigned = true};
  return type_unique(ctx, &p);
}
IrType *ir_type_sint(IrContext *ctx, unsigned width) {
  IrType p = {.kind = TY_INT, .width = width, .is_signed = true};
  return type_unique(ctx, &p);
}
IrType *ir_type_with_memspace(IrContext *ctx, IrType *t, int64_t ms) {
  if (t->kind != TY_MEMREF || t->memspace == ms)
    return t;
  IrType p = *t;
  p.memspace = ms;
  p.hash_next = NULL;
  return type_unique(ctx, &p);
}
IrType *ir_type_signless(IrContext *ctx, IrType *t) {
  return ir_type_is_unsigned(t) || ir_type_is_signed(t) ? ir_type_int(ctx, t->width) : t;
}
IrType *ir_type_float(IrContext *ctx, unsigned width) {
  IrType p = {.kind = TY_FLOAT, .width = width};
  return type_unique(ctx, &p);
}
IrType *ir_type_bf16(IrContext *ctx) {
  IrType p = {.kind = TY_FLOAT, .width = 16, .is_bf16 = true};
  return type_unique(ctx, &p);
}
IrType *ir_type_memref(IrContext *ctx, IrType *elem, int rank, const int64_t *dims) {
  IrType p = {.kind = TY_MEMREF, .elem = elem, .rank = rank, .dims = dims};
  return type_unique(ctx, &p);
}
IrType *ir_type_memref_strided(IrContext *ctx, IrType *elem, int rank, const int64_t *dims,
                               const int64_t *strides, int64_t offset) {
  IrType p = {.kind = TY_MEMREF, .elem = elem, .rank = rank, .dims = dims,
              .layout = IR_LAYOUT_STRIDED, .offset = offset, .strides = strides};
  return type_unique(ctx, &p);
}
IrType *ir_type_memref_map(IrContext *ctx, IrType *elem, int rank, const int64_t *dims,
                           IrAttr *map) {
  if (!map || ir_affine_map_is_identity(map))
    return ir_type_memref(ctx, elem, rank, dims);
  IrType p = {.kind = TY_MEMREF, .elem = elem, .rank = rank, .dims = dims,
              .layout = IR_LAYOUT_MAP, .layout_map = map};
  return type_unique(ctx, &p);
}
IrType *ir_type_tensor(IrContext *ctx, IrType *elem, int rank, const int64_t *dims) {
  IrType p = {.kind = TY_TENSOR, .elem = elem, .rank = rank, .dims = rank > 0 ? dims : NULL};
  return type_unique(ctx, &p);
}
IrType *ir_type_func(IrContext *ctx, int nins, IrType *const *ins, int nouts, IrType *const *outs) {
  IrType p = {.kind = TY_FUNC, .nins = nins, .ins = ins, .nouts = nouts, .outs = outs};
  return type_unique(ctx, &p);
}
IrType *ir_type_opaque(IrContext *ctx, const char *text) {
  IrType p = {.kind = TY_OPAQUE, .text = ir_intern_cstr(ctx, text)};
  return type_unique(ctx, &p);
}

IrType *ir_type_dialect(IrContext *ctx, const IrDialect *dialect, const char *name, int nparams,
                        const IrTypeParam *params) {
  IrType p = {.kind = TY_DIALECT, .dialect = dialect, .text = ir_intern_cstr(ctx, name),
              .nparams = nparams, .params = params};
  return type_unique(ctx, &p);
}

bool ir_type_is_dialect(const IrType *t, const IrDialect *d, const char *name) {
  return t->kind == TY_DIALECT && t->dialect == d && strcmp(t->text, name) == 0;
}

int ir_type_num_dynamic(const IrType *t) {
  int n = 0;
  for (int i = 0; i < t->rank; i++)
    n += t->dims[i] == TY_DYN;
  return n;
}

int64_t ir_type_num_elements(const IrType *t) {
  if (t->rank < 0)
    return -1;
  int64_t n = 1;
  for (int i = 0; i < t->rank; i++)
    if (t->dims[i] == TY_DYN || !ck_mul(n, t->dims[i], &n))
      return -1;
  return n;
}

bool ir_type_fits(const IrType *t) {
  if (!ir_type_is_shaped(t) || t->rank < 0)
    return true;
  int64_t n = (int64_t)ir_dense_elem_size(t->elem);
  for (int i = 0; i < t->rank; i++) {
    int64_t d = t->dims[i] == TY_DYN || t->dims[i] == 0 ? 1 : t->dims[i];
    if (d < 0 || !ck_mul(n, d, &n))
      return false;
  }
  return true;
}

/* Appends the spelling of t to a growable string. */
typedef struct StrBuf {
  Arena *arena;
  char *s;
  size_t len, cap;
} StrBuf;

static void sb_putn(StrBuf *b, const char *s, size_t n) {
  if (b->len + n + 1 > b->cap) {
    size_t cap = b->cap ? b->cap * 2 : 64;
    while (cap < b->len + n + 1)
      cap *= 2;
    b->s = arena_grow(b->arena, b->s, b->len, cap, 1);
    b->cap = cap;
  }
  memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = 0;
}

/* The one type printer: the textual printer and ir_type_str both write
 * through it, each to its own sink; a dialect's type_print hook receives it
 * as an IrTypePrinter (ir/dialect.h). */
struct IrTypePrinter {
  void (*write)(void *sink, const char *s, size_t n);
  void *sink;
  void (*attr)(void *sink, const IrAttr *a); /* an affine-map layout; NULL: its full spelling */
};
typedef struct IrTypePrinter TypeSink;

static void ts_puts(const TypeSink *o, const char *s) { o->write(o->sink, s, strlen(s)); }

static void ts_i64(const TypeSink *o, int64_t v) {
  char buf[24], *p = buf + sizeof buf;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  do
    *--p = (char)('0' + u % 10);
  while (u /= 10);
  if (v < 0)
    *--p = '-';
  o->write(o->sink, p, (size_t)(buf + sizeof buf - p));
}

static void type_write(const TypeSink *o, const IrType *t);

static void type_list_write(const TypeSink *o, IrType *const *ts, int n) {
  for (int i = 0; i < n; i++) {
    if (i)
      ts_puts(o, ", ");
    type_write(o, ts[i]);
  }
}

static void type_write(const TypeSink *o, const IrType *t) {
  switch (t->kind) {
  case TY_INDEX: ts_puts(o, "index"); return;
  case TY_NONE: ts_puts(o, "none"); return;
  case TY_INT:
    ts_puts(o, t->is_unsigned ? "ui" : t->is_signed ? "si" : "i");
    ts_i64(o, t->width);
    return;
  case TY_FLOAT:
    if (t->is_bf16) {
      ts_puts(o, "bf16");
    } else {
      ts_puts(o, "f");
      ts_i64(o, t->width);
    }
    return;
  case TY_MEMREF:
  case TY_TENSOR:
    ts_puts(o, t->kind == TY_MEMREF ? "memref<" : "tensor<");
    if (t->rank < 0)
      ts_puts(o, "*x");
    for (int i = 0; i < t->rank; i++) {
      if (t->dims[i] == TY_DYN)
        ts_puts(o, "?");
      else
        ts_i64(o, t->dims[i]);
      ts_puts(o, "x");
    }
    type_write(o, t->elem);
    if (t->layout == IR_LAYOUT_STRIDED) {
      /* strided<[8, 1], offset: 18>: a zero offset is left out, as MLIR does. */
      ts_puts(o, ", strided<[");
      for (int i = 0; i < t->rank; i++) {
        if (i)
          ts_puts(o, ", ");
        if (t->strides[i] == TY_DYN)
          ts_puts(o, "?");
        else
          ts_i64(o, t->strides[i]);
      }
      ts_puts(o, "]");
      if (t->offset != 0) {
        ts_puts(o, ", offset: ");
        if (t->offset == TY_DYN)
          ts_puts(o, "?");
        else
          ts_i64(o, t->offset);
      }
      ts_puts(o, ">");
    } else if (t->layout == IR_LAYOUT_MAP) {
      ts_puts(o, ", ");
      if (o->attr)
        o->attr(o->sink, t->layout_map);
      else
        ir_affine_attr_write(t->layout_map, o->write, o->sink);
    }
    if (t->memspace) {
      ts_puts(o, ", ");
      ts_i64(o, t->memspace);
    }
    ts_puts(o, ">");
    return;
  case TY_FUNC:
    ts_puts(o, "(");
    type_list_write(o, t->ins, t->nins);
    ts_puts(o, ") -> ");
    /* A lone result keeps no parentheses, unless it is a function type. */
    if (t->nouts == 1 && t->outs[0]->kind != TY_FUNC) {
      type_write(o, t->outs[0]);
    } else {
      ts_puts(o, "(");
      type_list_write(o, t->outs, t->nouts);
      ts_puts(o, ")");
    }
    return;
  case TY_OPAQUE: ts_puts(o, t->text); return;
  case TY_DIALECT:
    if (t->dialect->type_print)
      t->dialect->type_print(t, (IrTypePrinter *)o);
    else
      ir_dialect_type_print_generic(t, (IrTypePrinter *)o);
    return;
  }
}

void ir_type_printer_puts(IrTypePrinter *pr, const char *s) { ts_puts(pr, s); }
void ir_type_printer_i64(IrTypePrinter *pr, int64_t v) { ts_i64(pr, v); }
void ir_type_printer_type(IrTypePrinter *pr, const IrType *t) { type_write(pr, t); }

void ir_dialect_type_print_generic(const IrType *t, IrTypePrinter *pr) {
  ts_puts(pr, "!");
  ts_puts(pr, t->dialect->name);
  ts_puts(pr, ".");
  ts_puts(pr, t->text);
  if (!t->nparams)
    return;
  ts_puts(pr, "<");
  for (int i = 0; i < t->nparams; i++) {
    if (i)
      ts_puts(pr, ", ");
    if (t->params[i].type)
      type_write(pr, t->params[i].type);
    else
      ts_i64(pr, t->params[i].value);
  }
  ts_puts(pr, ">");
}

void ir_type_write(const IrType *t, void (*write)(void *sink, const char *s, size_t n),
                   void *sink) {
  TypeSink o = {write, sink, NULL};
  type_write(&o, t);
}

void ir_type_write_with(const IrType *t, void (*write)(void *sink, const char *s, size_t n),
                        void (*attr)(void *sink, const IrAttr *a), void *sink) {
  TypeSink o = {write, sink, attr};
  type_write(&o, t);
}

static void sb_sink(void *b, const char *s, size_t n) { sb_putn(b, s, n); }

const char *ir_type_str(IrContext *ctx, const IrType *t) {
  StrBuf b = {&ctx->arena, NULL, 0, 0};
  ir_type_write(t, sb_sink, &b);
  return b.s ? b.s : "";
}

/* ============================== attributes ============================== */

static uint64_t attr_hash(const IrAttr *a) {
  uint64_t h = hash_mix(a->kind + 7, (uint64_t)(uintptr_t)a->type);
  switch (a->kind) {
  case ATTR_INT:
    h = hash_mix(h, (uint64_t)a->u.i);
    if (a->wide)
      h = hash_mix(h, hash_bytes(a->wide, sizeof *a->wide * (size_t)ir_wide_nwords(a->type->width)));
    break;
  case ATTR_FLOAT: {
    uint64_t bits;
    memcpy(&bits, &a->u.f, 8);
    h = hash_mix(h, bits);
    break;
  }
  case ATTR_STRING:
  case ATTR_SYMBOL:
  case ATTR_OPAQUE: h = hash_mix(h, hash_bytes(a->u.s.str, a->u.s.len)); break;
  case ATTR_ARRAY:
    for (int i = 0; i < a->u.array.n; i++)
      h = hash_mix(h, (uint64_t)(uintptr_t)a->u.array.elts[i]);
    break;
  case ATTR_DICT:
    for (int i = 0; i < a->u.dict.n; i++) {
      h = hash_mix(h, (uint64_t)(uintptr_t)a->u.dict.entries[i].name);
      h = hash_mix(h, (uint64_t)(uintptr_t)a->u.dict.entries[i].value);
    }
    break;
  case ATTR_DENSE: {
    size_t n = (a->u.dense.splat ? 1 : (size_t)a->u.dense.count) * ir_dense_elem_size(a->type->elem);
    h = hash_mix(h, hash_bytes(a->u.dense.data, n));
    h = hash_mix(h, a->u.dense.splat);
    break;
  }
  case ATTR_DENSE_ARRAY:
    h = hash_mix(h, hash_bytes(a->u.darray.vals, sizeof(int64_t) * (size_t)a->u.darray.n));
    break;
  case ATTR_AFFINE_MAP:
  case ATTR_INTEGER_SET:
    h = hash_mix(h, ((uint64_t)a->u.affine.ndims << 32) ^ (uint64_t)a->u.affine.nsyms);
    for (int i = 0; i < a->u.affine.n; i++)
      h = hash_mix(h, (uint64_t)(uintptr_t)a->u.affine.exprs[i] ^
                          (a->u.affine.eqs && a->u.affine.eqs[i]));
    break;
  case ATTR_TYPE:
  case ATTR_UNIT: break;
  }
  return h ? h : 1;
}

static bool attr_equal(const IrAttr *a, const IrAttr *b) {
  if (a->kind != b->kind || a->type != b->type)
    return false;
  switch (a->kind) {
  case ATTR_INT:
    return a->u.i == b->u.i &&
           (!a->wide || memcmp(a->wide, b->wide,
                               sizeof *a->wide * (size_t)ir_wide_nwords(a->type->width)) == 0);
  case ATTR_FLOAT: return memcmp(&a->u.f, &b->u.f, sizeof(double)) == 0;
  case ATTR_STRING:
  case ATTR_SYMBOL:
  case ATTR_OPAQUE:
    /* An empty string's pointer may be NULL (protobuf's empty bytes). */
    return a->u.s.len == b->u.s.len &&
           (a->u.s.len == 0 || memcmp(a->u.s.str, b->u.s.str, a->u.s.len) == 0);
  case ATTR_ARRAY:
    if (a->u.array.n != b->u.array.n)
      return false;
    for (int i = 0; i < a->u.array.n; i++)
      if (a->u.array.elts[i] != b->u.array.elts[i])
        return false;
    return true;
  case ATTR_DICT:
    if (a->u.dict.n != b->u.dict.n)
      return false;
    for (int i = 0; i < a->u.dict.n; i++)
      if (a->u.dict.entries[i].name != b->u.dict.entries[i].name ||
          a->u.dict.entries[i].value != b->u.dict.entries[i].value ||
          a->u.dict.entries[i].inherent != b->u.dict.entries[i].inherent)
        return false;
    return true;
  case ATTR_DENSE: {
    if (a->u.dense.splat != b->u.dense.splat || a->u.dense.count != b->u.dense.count)
      return false;
    size_t n = (a->u.dense.splat ? 1 : (size_t)a->u.dense.count) * ir_dense_elem_size(a->type->elem);
    return n == 0 || memcmp(a->u.dense.data, b->u.dense.data, n) == 0;
  }
  case ATTR_DENSE_ARRAY:
    /* An empty array may have no storage at all: memcmp must not see its NULL. */
    return a->u.darray.n == b->u.darray.n &&
           (a->u.darray.n == 0 ||
            memcmp(a->u.darray.vals, b->u.darray.vals, sizeof(int64_t) * (size_t)a->u.darray.n) == 0);
  case ATTR_AFFINE_MAP:
  case ATTR_INTEGER_SET:
    if (a->u.affine.ndims != b->u.affine.ndims || a->u.affine.nsyms != b->u.affine.nsyms ||
        a->u.affine.n != b->u.affine.n)
      return false;
    for (int i = 0; i < a->u.affine.n; i++)
      if (a->u.affine.exprs[i] != b->u.affine.exprs[i] ||
          (a->u.affine.eqs && a->u.affine.eqs[i] != b->u.affine.eqs[i]))
        return false;
    return true;
  case ATTR_TYPE:
  case ATTR_UNIT: return true;
  }
  return false;
}

/* Returns the unique attr equal to *proto; the payload arrays of proto must
 * already be arena-owned (callers copy before asking). */
static IrAttr *attr_unique(IrContext *ctx, const IrAttr *proto) {
  uint64_t h = attr_hash(proto);
  IrAttr *head = hashmap_get(&ctx->attrs, h);
  for (IrAttr *a = head; a; a = a->hash_next)
    if (attr_equal(a, proto))
      return a;
  IrAttr *a = arena_alloc(&ctx->arena, sizeof *a);
  *a = *proto;
  /* Derived, like a type's depth: bounds the printer's recursion. */
  int sub = 0;
  if (a->kind == ATTR_ARRAY)
    for (int i = 0; i < a->u.array.n; i++)
      sub = a->u.array.elts[i]->depth > sub ? a->u.array.elts[i]->depth : sub;
  if (a->kind == ATTR_DICT)
    for (int i = 0; i < a->u.dict.n; i++)
      sub = a->u.dict.entries[i].value->depth > sub ? a->u.dict.entries[i].value->depth : sub;
  a->depth = sub + 1;
  a->hash_next = head;
  hashmap_put(&ctx->attrs, h, a);
  return a;
}

IrAttr *ir_attr_int(IrContext *ctx, IrType *type, int64_t v) {
  /* Canonicalise to the type's width so equal values unique equally. */
  if (type && type->kind == TY_INT && type->width < 64) {
    uint64_t mask = (1ULL << type->width) - 1;
    uint64_t u = (uint64_t)v & mask;
    if (type->width > 1 && !type->is_unsigned && (u >> (type->width - 1)) & 1)
      u |= ~mask; /* keep the signed reading (uiN: the unsigned one) */
    v = (int64_t)u;
  }
  if (type && type->kind == TY_INT && type->width > 64) {
    uint64_t *w = xmalloc(sizeof *w * (size_t)ir_wide_nwords(type->width));
    ir_wide_from_i64(w, type->width, v);
    IrAttr *a = ir_attr_int_wide(ctx, type, w);
    free(w);
    return a;
  }
  IrAttr p = {.kind = ATTR_INT, .type = type, .u.i = v};
  return attr_unique(ctx, &p);
}

IrAttr *ir_attr_int_wide(IrContext *ctx, IrType *type, const uint64_t *words) {
  if (type->kind != TY_INT || type->width <= 64)
    return ir_attr_int(ctx, type, (int64_t)words[0]);
  int n = ir_wide_nwords(type->width);
  uint64_t *w = xmalloc(sizeof *w * (size_t)n);
  memcpy(w, words, sizeof *w * (size_t)n);
  ir_wide_mask(w, type->width);
  IrAttr p = {.kind = ATTR_INT, .type = type, .wide = w, .u.i = (int64_t)w[0]};
  uint64_t h = attr_hash(&p);
  for (IrAttr *a = hashmap_get(&ctx->attrs, h); a; a = a->hash_next)
    if (attr_equal(a, &p)) {
      free(w);
      return a;
    }
  uint64_t *copy = arena_alloc(&ctx->arena, sizeof *copy * (size_t)n);
  memcpy(copy, w, sizeof *copy * (size_t)n);
  free(w);
  p.wide = copy;
  return attr_unique(ctx, &p);
}
IrAttr *ir_attr_bool(IrContext *ctx, bool v) { return ir_attr_int(ctx, ctx->i1_ty, v ? 1 : 0); }
IrAttr *ir_attr_float(IrContext *ctx, IrType *type, double v) {
  /* An f16/bf16 value is kept as the double of its 16 bits, so that equal
   * constants are one attribute whether written or folded. */
  if (type && type->kind == TY_FLOAT && type->width == 16 && !isnan(v))
    v = ir_half_to_double(ir_double_to_half(v, type->is_bf16), type->is_bf16);
  IrAttr p = {.kind = ATTR_FLOAT, .type = type, .u.f = v};
  return attr_unique(ctx, &p);
}
IrAttr *ir_attr_string(IrContext *ctx, const char *s, size_t len) {
  IrAttr p = {.kind = ATTR_STRING, .u.s = {s, len}};
  uint64_t h = attr_hash(&p);
  for (IrAttr *a = hashmap_get(&ctx->attrs, h); a; a = a->hash_next)
    if (attr_equal(a, &p))
      return a;
  p.u.s.str = arena_strndup(&ctx->arena, s, len);
  return attr_unique(ctx, &p);
}
IrAttr *ir_attr_type(IrContext *ctx, IrType *t) {
  IrAttr p = {.kind = ATTR_TYPE, .type = t};
  return attr_unique(ctx, &p);
}
IrAttr *ir_attr_unit(IrContext *ctx) {
  IrAttr p = {.kind = ATTR_UNIT};
  return attr_unique(ctx, &p);
}
IrAttr *ir_attr_symbol(IrContext *ctx, const char *name) {
  const char *s = ir_intern_cstr(ctx, name);
  IrAttr p = {.kind = ATTR_SYMBOL, .u.s = {s, strlen(s)}};
  return attr_unique(ctx, &p);
}
IrAttr *ir_attr_opaque(IrContext *ctx, const char *text) {
  const char *s = ir_intern_cstr(ctx, text);
  if (ir_text_has_dialect_alias(s, strlen(s)))
    ctx->has_alias_attrs = true;
  IrAttr p = {.kind = ATTR_OPAQUE, .u.s = {s, strlen(s)}};
  return attr_unique(ctx, &p);
}
/* Maps and sets: the payload is copied into the arena only when new. */
static IrAttr *affine_attr(IrContext *ctx, IrAttrKind kind, int ndims, int nsyms, int n,
                           const IrAffineExpr *const *exprs, const bool *eqs) {
  IrAttr p = {.kind = kind, .u.affine = {ndims, nsyms, n, exprs, eqs}};
  uint64_t h = attr_hash(&p);
  for (IrAttr *a = hashmap_get(&ctx->attrs, h); a; a = a->hash_next)
    if (attr_equal(a, &p))
      return a;
  size_t m = (size_t)(n ? n : 1);
  const IrAffineExpr **ecopy = arena_alloc(&ctx->arena, sizeof *ecopy * m);
  if (n)
    memcpy(ecopy, exprs, sizeof *ecopy * (size_t)n);
  p.u.affine.exprs = ecopy;
  ctx->has_alias_attrs = true;
  if (eqs) {
    bool *qcopy = arena_alloc(&ctx->arena, sizeof *qcopy * m);
    if (n)
      memcpy(qcopy, eqs, sizeof *qcopy * (size_t)n);
    p.u.affine.eqs = qcopy;
  }
  return attr_unique(ctx, &p);
}
IrAttr *ir_attr_affine_map(IrContext *ctx, int ndims, int nsyms, int n,
                           const IrAffineExpr *const *exprs) {
  return affine_attr(ctx, ATTR_AFFINE_MAP, ndims, nsyms, n, exprs, NULL);
}
IrAttr *ir_attr_integer_set(IrContext *ctx, int ndims, int nsyms, int n,
                            const IrAffineExpr *const *exprs, const bool *eqs) {
  static const bool none = false;
  return affine_attr(ctx, ATTR_INTEGER_SET, ndims, nsyms, n, exprs, eqs ? eqs : &none);
}
IrAttr *ir_attr_array(IrContext *ctx, int n, IrAttr *const *elts) {
  IrAttr p = {.kind = ATTR_ARRAY, .u.array = {n, elts}};
  uint64_t h = attr_hash(&p);
  for (IrAttr *a = hashmap_get(&ctx->attrs, h); a; a = a->hash_next)
    if (attr_equal(a, &p))
      return a;
  IrAttr **copy = arena_alloc(&ctx->arena, sizeof(IrAttr *) * (size_t)(n ? n : 1));
  if (n)
    memcpy(copy, elts, sizeof(IrAttr *) * (size_t)n);
  p.u.array.elts = copy;
  return attr_unique(ctx, &p);
}

typedef struct IndexedAttr {
  IrNamedAttr a;
  int index;
} IndexedAttr;

static int indexed_attr_cmp(const void *a, const void *b) {
  const IndexedAttr *x = a, *y = b;
  int c = strcmp(x->a.name, y->a.name);
  return c ? c : (x->index > y->index) - (x->index < y->index);
}

IrAttr *ir_attr_dict(IrContext *ctx, int n, const IrNamedAttr *entries) {
  /* Sorting by (name, position) puts duplicates next to each other with the
   * later ones last: O(n log n), where a search per entry was O(n^2). */
  IndexedAttr *tmp = xmalloc(sizeof *tmp * (size_t)(n ? n : 1));
  for (int i = 0; i < n; i++) {
    tmp[i].a = entries[i];
    tmp[i].a.name = ir_intern_cstr(ctx, entries[i].name);
    tmp[i].index = i;
  }
  qsort(tmp, (size_t)n, sizeof *tmp, indexed_attr_cmp);
  IrNamedAttr *copy = arena_alloc(&ctx->arena, sizeof(IrNamedAttr) * (size_t)(n ? n : 1));
  int m = 0;
  for (int i = 0; i < n; i++)
    if (i + 1 == n || tmp[i + 1].a.name != tmp[i].a.name)
      copy[m++] = tmp[i].a;
  free(tmp);
  IrAttr p = {.kind = ATTR_DICT, .u.dict = {m, copy}};
  return attr_unique(ctx, &p);
}

size_t ir_dense_elem_size(const IrType *t) {
  switch (t->kind) {
  case TY_INDEX: return 8;
  case TY_INT: return t->width <= 8 ? 1 : t->width <= 16 ? 2 : t->width <= 32 ? 4 : 8;
  case TY_FLOAT: return t->width == 64 ? 8 : t->width == 32 ? 4 : 2;
  default: return 8;
  }
}

IrAttr *ir_attr_dense(IrContext *ctx, IrType *type, const void *data, int64_t count, bool splat) {
  size_t bytes = (splat ? 1 : (size_t)count) * ir_dense_elem_size(type->elem);
  IrAttr p = {.kind = ATTR_DENSE, .type = type, .u.dense = {data, count, splat}};
  uint64_t h = attr_hash(&p);
  for (IrAttr *a = hashmap_get(&ctx->attrs, h); a; a = a->hash_next)
    if (attr_equal(a, &p))
      return a;
  void *copy = arena_alloc(&ctx->arena, bytes ? bytes : 1);
  if (bytes)
    memcpy(copy, data, bytes);
  p.u.dense.data = copy;
  return attr_unique(ctx, &p);
}

IrAttr *ir_attr_dense_array(IrContext *ctx, IrType *elem, int n, const int64_t *vals) {
  int64_t *copy = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(n ? n : 1));
  if (n)
    memcpy(copy, vals, sizeof(int64_t) * (size_t)n);
  IrAttr p = {.kind = ATTR_DENSE_ARRAY, .type = elem, .u.darray = {n, copy}};
  return attr_unique(ctx, &p);
}

double ir_dense_get_f64(const IrAttr *a, int64_t k) {
  if (a->u.dense.splat)
    k = 0;
  const IrType *t = a->type->elem;
  const char *p = (const char *)a->u.dense.data + (size_t)k * ir_dense_elem_size(t);
  if (t->kind == TY_FLOAT) {
    if (t->width == 64) {
      double d;
      memcpy(&d, p, 8);
      return d;
    }
    if (t->width == 32) {
      float f;
      memcpy(&f, p, 4);
      return f;
    }
  }
  if (ir_type_is_unsigned(t))
    return (double)(uint64_t)ir_dense_get_i64(a, k);
  return (double)ir_dense_get_i64(a, k);
}

int64_t ir_dense_get_i64(const IrAttr *a, int64_t k) {
  if (a->u.dense.splat)
    k = 0;
  const IrType *t = a->type->elem;
  size_t sz = ir_dense_elem_size(t);
  const char *p = (const char *)a->u.dense.data + (size_t)k * sz;
  if (t->kind == TY_FLOAT)
    return (int64_t)ir_dense_get_f64(a, k);
  bool u = ir_type_is_unsigned(t);
  switch (sz) {
  case 1: {
    int8_t v;
    memcpy(&v, p, 1);
    return t->kind == TY_INT && t->width == 1 ? (v != 0) : u ? (int64_t)(uint8_t)v : (int64_t)v;
  }
  case 2: {
    int16_t v;
    memcpy(&v, p, 2);
    return u ? (int64_t)(uint16_t)v : (int64_t)v;
  }
  case 4: {
    int32_t v;
    memcpy(&v, p, 4);
    return u ? (int64_t)(uint32_t)v : (int64_t)v;
  }
  default: {
    int64_t v;
    memcpy(&v, p, 8);
    return v;
  }
  }
}

/* ============================ values and uses =========================== */

static void use_link(IrUse *u, IrValue *v) {
  u->value = v;
  if (!v)
    return;
  u->next = v->uses;
  if (v->uses)
    v->uses->prevp = &u->next;
  u->prevp = &v->uses;
  v->uses = u;
}

static void use_unlink(IrUse *u) {
  if (!u->value)
    return;
  *u->prevp = u->next;
  if (u->next)
    u->next->prevp = u->prevp;
  u->value = NULL;
  u->next = NULL;
  u->prevp = NULL;
}

size_t ir_value_num_uses(const IrValue *v) {
  size_t n = 0;
  for (IrUse *u = v->uses; u; u = u->next)
    n++;
  return n;
}

void ir_value_replace_all_uses(IrValue *from, IrValue *to) {
  if (from == to)
    return;
  while (from->uses) {
    IrUse *u = from->uses;
    use_unlink(u);
    use_link(u, to);
  }
}

IrLoc ir_value_loc(const IrContext *ctx, const IrValue *v) {
  const IrLoc *l = hashmap_get(&ctx->value_locs, (uint64_t)(uintptr_t)v);
  if (l)
    return *l;
  return v->def_op ? v->def_op->loc : ir_loc_unknown();
}

void ir_value_set_loc(IrContext *ctx, IrValue *v, IrLoc loc) {
  uint64_t key = (uint64_t)(uintptr_t)v;
  IrLoc *l = hashmap_get(&ctx->value_locs, key);
  if (v->def_op && v->def_op->loc.file == loc.file && v->def_op->loc.line == loc.line &&
      v->def_op->loc.col == loc.col) {
    if (l)
      hashmap_remove(&ctx->value_locs, key);
    return;
  }
  if (!l) {
    l = arena_alloc(ctx->nodes, sizeof *l);
    hashmap_put(&ctx->value_locs, key, l);
  }
  *l = loc;
}

const char *ir_block_label(const IrContext *ctx, const IrBlock *b) {
  return hashmap_get(&ctx->block_labels, (uint64_t)(uintptr_t)b);
}

void ir_block_set_label(IrContext *ctx, IrBlock *b, const char *label) {
  if (label)
    hashmap_put(&ctx->block_labels, (uint64_t)(uintptr_t)b, (void *)label);
  else
    hashmap_remove(&ctx->block_labels, (uint64_t)(uintptr_t)b);
}

IrBlock *ir_value_parent_block(const IrValue *v) {
  return v->def_op ? v->def_op->parent : v->owner_block;
}

/* ================================== ops ================================= */

/* arena_grow for the IR's pointer arrays (8-byte alignment is enough). */
static void *grow_small(Arena *a, void *old, size_t old_n, size_t new_n, size_t elem_size) {
  void *p = arena_alloc_small(a, new_n * elem_size);
  if (old && old_n)
    memcpy(p, old, (old_n < new_n ? old_n : new_n) * elem_size);
  return p;
}

IrOp *ir_op_parent_op(const IrOp *op) { return op->parent ? ir_block_parent_op(op->parent) : NULL; }

IrOp *ir_op_create(IrContext *ctx, int kind, const char *name_override, IrLoc loc,
                   int nopnds, IrValue *const *operands, int nresults,
                   IrType *const *result_types, int nregions) {
  return ir_op_create_with_regions(ctx, kind, name_override, loc, nopnds, operands, nresults,
                                   result_types, nregions, NULL);
}

IrOp *ir_op_create_with_regions(IrContext *ctx, int kind, const char *name_override,
                                IrLoc loc, int nopnds, IrValue *const *operands, int nresults,
                                IrType *const *result_types, int nregions,
                                IrRegion *const *regions) {
  /* One allocation: the op, then results, operands and region pointers (all
   * 8-byte aligned), so only the whole block is rounded up. */
  _Static_assert(sizeof(IrOp) % 8 == 0 && sizeof(IrValue) % 8 == 0 && sizeof(IrUse) % 8 == 0 &&
                     offsetof(IrOp, results) == sizeof(IrOp),
                 "op block members stay aligned");
  size_t res_off = sizeof(IrOp);
  size_t use_off = res_off + sizeof(IrValue) * (size_t)nresults;
  size_t reg_off = use_off + sizeof(IrUse) * (size_t)nopnds;
  char *mem = arena_alloc_small(ctx->nodes, reg_off + sizeof(IrRegion *) * (size_t)nregions);
  IrOp *op = (IrOp *)mem;
  op->info = ir_op_info(kind);
  /* The op table's own spellings need no interning (the parser passes them). */
  if (!name_override || name_override == op->info->modern)
    op->name = op->info->modern;
  else if (name_override == op->info->classic)
    op->name = op->info->classic;
  else
    op->name = ir_intern_cstr(ctx, name_override);
  op->loc = loc;
  op->nopnds = nopnds;
  op->opnds = nopnds ? (IrUse *)(mem + use_off) : NULL;
  for (int i = 0; i < nopnds; i++) {
    op->opnds[i].owner = op;
    use_link(&op->opnds[i], operands ? operands[i] : NULL);
  }
  op->nresults = nresults;
  for (int i = 0; i < nresults; i++) {
    op->results[i].type = result_types ? result_types[i] : NULL;
    op->results[i].def_op = op;
    op->results[i].index = i;
    op->results[i].name_group = -1;
  }
  op->nregions = nregions;
  op->regions = nregions ? (IrRegion **)(mem + reg_off) : NULL;
  for (int i = 0; i < nregions; i++) {
    op->regions[i] = regions && regions[i] ? regions[i] : ir_region_create(ctx);
    op->regions[i]->parent = op;
  }
  return op;
}

/* The value v stands for in the clone: its copy, or itself when it is
 * defined outside what is cloned. */
static IrValue *clone_value(HashMap *map, IrValue *v) {
  IrValue *c = v ? hashmap_get(map, (uint64_t)(uintptr_t)v) : NULL;
  return c ? c : v;
}

static IrOp *clone_rec(IrContext *ctx, const IrOp *op, HashMap *map) {
  IrValue **opnds = op->nopnds ? xmalloc(sizeof *opnds * (size_t)op->nopnds) : NULL;
  IrType **types = op->nresults ? xmalloc(sizeof *types * (size_t)op->nresults) : NULL;
  for (int i = 0; i < op->nopnds; i++)
    opnds[i] = clone_value(map, op->opnds[i].value);
  for (int i = 0; i < op->nresults; i++)
    types[i] = op->results[i].type;
  IrOp *c = ir_op_create(ctx, (int)op->info->kind, op->name, op->loc, op->nopnds, opnds,
                         op->nresults, types, op->nregions);
  free(opnds);
  free(types);
  if (op->nattrs)
    ir_op_set_attrs(ctx, c, op->nattrs, op->attrs);
  ir_op_set_loc_text(ctx, c, ir_op_loc_text(ctx, op));
  for (int i = 0; i < op->nresults; i++) {
    c->results[i].name = op->results[i].name;
    c->results[i].name_group = op->results[i].name_group;
    hashmap_put(map, (uint64_t)(uintptr_t)&op->results[i], &c->results[i]);
  }
  /* Every block (and its arguments) first: a branch may name a later block. */
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; b; b = b->next) {
      IrBlock *cb = ir_block_create(ctx);
      ir_region_append_block(c->regions[r], cb);
      hashmap_put(map, (uint64_t)(uintptr_t)b, cb);
      for (int i = 0; i < b->nargs; i++) {
        IrValue *a = ir_block_add_arg(ctx, cb, b->args[i]->type, ir_value_loc(ctx, b->args[i]));
        a->name = b->args[i]->name;
        hashmap_put(map, (uint64_t)(uintptr_t)b->args[i], a);
      }
    }
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; b; b = b->next) {
      IrBlock *cb = hashmap_get(map, (uint64_t)(uintptr_t)b);
      for (IrOp *o = b->first; o; o = o->next)
        ir_block_append_op(cb, clone_rec(ctx, o, map));
    }
  if (op->nsuccs) {
    IrBlock **blocks = xmalloc(sizeof *blocks * (size_t)op->nsuccs);
    int *counts = xmalloc(sizeof *counts * (size_t)op->nsuccs);
    for (int i = 0; i < op->nsuccs; i++) {
      IrBlock *cb = hashmap_get(map, (uint64_t)(uintptr_t)op->succs[i].block);
      blocks[i] = cb ? cb : op->succs[i].block;
      counts[i] = op->succs[i].count;
    }
    ir_op_set_successors(ctx, c, op->nsuccs, blocks, counts);
    free(blocks);
    free(counts);
  }
  return c;
}

/* A use of a value that a later block of a region defines was cloned
 * before that value's copy existed: pointed at the copy now. */
static bool clone_fix_forward(IrOp *op, void *data) {
  HashMap *map = data;
  for (int i = 0; i < op->nopnds; i++) {
    IrValue *c = op->opnds[i].value ? hashmap_get(map, (uint64_t)(uintptr_t)op->opnds[i].value) : NULL;
    if (c)
      ir_op_set_operand(op, i, c);
  }
  return true;
}

IrOp *ir_op_clone(IrContext *ctx, const IrOp *op, HashMap *map) {
  IrOp *c = clone_rec(ctx, op, map);
  if (ir_op_has_multi_block_region((IrOp *)op))
    ir_walk(c, clone_fix_forward, map);
  return c;
}

const char *ir_op_loc_text(const IrContext *ctx, const IrOp *op) {
  return hashmap_get(&ctx->loc_texts, (uint64_t)(uintptr_t)op);
}

void ir_op_set_loc_text(IrContext *ctx, IrOp *op, const char *text) {
  if (text)
    hashmap_put(&ctx->loc_texts, (uint64_t)(uintptr_t)op, (void *)text);
  else
    hashmap_remove(&ctx->loc_texts, (uint64_t)(uintptr_t)op);
}

void ir_op_set_operand(IrOp *op, int i, IrValue *v) {
  use_unlink(&op->opnds[i]);
  use_link(&op->opnds[i], v);
}

void ir_op_set_operands(IrContext *ctx, IrOp *op, int n, IrValue *const *vals) {
  for (int i = 0; i < op->nopnds; i++)
    use_unlink(&op->opnds[i]);
  if (n > op->nopnds)
    op->opnds = arena_alloc_small(ctx->nodes, sizeof(IrUse) * (size_t)n);
  op->nopnds = n;
  for (int i = 0; i < n; i++) {
    memset(&op->opnds[i], 0, sizeof(IrUse));
    op->opnds[i].owner = op;
    use_link(&op->opnds[i], vals[i]);
  }
}

void ir_op_set_attrs(IrContext *ctx, IrOp *op, int n, const IrNamedAttr *entries) {
  if (n < 8) { /* a few: the linear search of ir_op_set_attr_ex is cheaper */
    for (int i = 0; i < n; i++)
      ir_op_set_attr_ex(ctx, op, entries[i].name, entries[i].value, entries[i].inherent);
    return;
  }
  HashMap at; /* interned name -> 1 + its index in op->attrs */
  hashmap_init(&at);
  for (int i = 0; i < op->nattrs; i++)
    hashmap_put(&at, (uint64_t)(uintptr_t)op->attrs[i].name, (void *)(intptr_t)(i + 1));
  size_t cap = 1;
  while (cap < (size_t)op->nattrs + (size_t)n)
    cap *= 2;
  op->attrs = grow_small(ctx->nodes, op->attrs, (size_t)op->nattrs, cap, sizeof(IrNamedAttr));
  for (int i = 0; i < n; i++) {
    const char *iname = ir_intern_cstr(ctx, entries[i].name);
    intptr_t k = (intptr_t)hashmap_get(&at, (uint64_t)(uintptr_t)iname);
    if (!k) {
      k = ++op->nattrs;
      hashmap_put(&at, (uint64_t)(uintptr_t)iname, (void *)k);
    }
    op->attrs[k - 1] = (IrNamedAttr){iname, entries[i].value, entries[i].inherent};
  }
  hashmap_free(&at);
}

IrAttr *ir_op_get_attr(const IrOp *op, const char *name) {
  for (int i = 0; i < op->nattrs; i++)
    if (strcmp(op->attrs[i].name, name) == 0)
      return op->attrs[i].value;
  return NULL;
}

void ir_op_set_attr_ex(IrContext *ctx, IrOp *op, const char *name, IrAttr *value, bool inherent) {
  const char *iname = ir_intern_cstr(ctx, name);
  for (int i = 0; i < op->nattrs; i++)
    if (op->attrs[i].name == iname) {
      op->attrs[i].value = value;
      op->attrs[i].inherent = inherent;
      return;
    }
  /* The capacity is nattrs rounded up to a power of two (removing attributes
   * only lowers that bound), so the array is full when nattrs is 0 or one. */
  int n = op->nattrs;
  if ((n & (n - 1)) == 0) {
    int cap = n ? n * 2 : 1;
    op->attrs = grow_small(ctx->nodes, op->attrs, (size_t)n, (size_t)cap, sizeof(IrNamedAttr));
  }
  op->attrs[op->nattrs++] = (IrNamedAttr){iname, value, inherent};
}

void ir_op_set_attr(IrContext *ctx, IrOp *op, const char *name, IrAttr *value) {
  ir_op_set_attr_ex(ctx, op, name, value, false);
}

bool ir_op_remove_attr(IrOp *op, const char *name) {
  for (int i = 0; i < op->nattrs; i++)
    if (strcmp(op->attrs[i].name, name) == 0) {
      memmove(&op->attrs[i], &op->attrs[i + 1], sizeof(IrNamedAttr) * (size_t)(op->nattrs - i - 1));
      op->nattrs--;
      return true;
    }
  return false;
}

unsigned ir_op_overflow_flags(const IrOp *op) {
  return ir_overflow_flags_of(ir_op_get_attr(op, "overflowFlags"));
}

unsigned ir_overflow_flags_of(const IrAttr *a) {
  if (!a || a->kind != ATTR_OPAQUE)
    return 0;
  /* Kept as written: #arith.overflow<nsw, nuw>. */
  unsigned f = 0;
  for (size_t i = 0; i + 3 <= a->u.s.len; i++) {
    if (memcmp(a->u.s.str + i, "nsw", 3) == 0)
      f |= IR_OVF_NSW;
    if (memcmp(a->u.s.str + i, "nuw", 3) == 0)
      f |= IR_OVF_NUW;
  }
  return f;
}

void ir_op_set_overflow_flags(IrContext *ctx, IrOp *op, unsigned flags) {
  static const char *const text[] = {NULL, "#arith.overflow<nsw>", "#arith.overflow<nuw>",
                                     "#arith.overflow<nsw, nuw>"};
  if (flags & (IR_OVF_NSW | IR_OVF_NUW))
    ir_op_set_attr_ex(ctx, op, "overflowFlags", ir_attr_opaque(ctx, text[flags & 3]), true);
  else
    ir_op_remove_attr(op, "overflowFlags");
}

bool ir_op_has_fastmath(const IrOp *op, const char *flag) {
  IrAttr *a = ir_op_get_attr(op, "fastmath");
  if (!a || a->kind != ATTR_OPAQUE)
    return false;
  /* The attribute is kept as text: #arith.fastmath<contract,afn>. */
  const char *t = memchr(a->u.s.str, '<', a->u.s.len), *end = a->u.s.str + a->u.s.len;
  size_t flen = strlen(flag);
  while (t && t < end && *t != '>') {
    const char *w = ++t;
    while (t < end && *t != ',' && *t != '>')
      t++;
    const char *we = t;
    while (w < we && *w == ' ')
      w++;
    while (we > w && we[-1] == ' ')
      we--;
    size_t n = (size_t)(we - w);
    if ((n == flen && memcmp(w, flag, n) == 0) || (n == 4 && memcmp(w, "fast", 4) == 0))
      return true;
  }
  return false;
}

void ir_op_unlink(IrOp *op) {
  IrBlock *b = op->parent;
  if (!b)
    return;
  if (op->prev)
    op->prev->next = op->next;
  else
    b->first = op->next;
  if (op->next)
    op->next->prev = op->prev;
  else
    b->last = op->prev;
  op->prev = op->next = NULL;
  op->parent = NULL;
}

static void drop_uses(IrOp *op, void *data) {
  (void)data;
  for (int i = 0; i < op->nopnds; i++)
    use_unlink(&op->opnds[i]);
  for (int i = 0; i < op->nsuccs; i++)
    op->succs[i].block->npreds--;
  op->nsuccs = 0;
}

void ir_op_erase(IrOp *op) {
  ir_op_unlink(op);
  ir_walk_post(op, drop_uses, NULL);
}

IrOp *ir_op_rebuild(IrContext *ctx, IrOp *op, int nopnds, IrValue *const *operands, int nresults,
                    IrType *const *result_types) {
  IrOp *n = ir_op_create_with_regions(ctx, (int)ir_op_kind(op), op->name, op->loc, nopnds, operands,
                                      nresults, result_types, op->nregions, op->regions);
  /* Segment sizes read from a generic form describe the old operands; the
   * new op's are derived (the verifier checks a stored copy). */
  for (int i = 0; i < op->nattrs; i++)
    if (strcmp(op->attrs[i].name, "operandSegmentSizes") != 0)
      ir_op_set_attr_ex(ctx, n, op->attrs[i].name, op->attrs[i].value, op->attrs[i].inherent);
  const char *lt = ir_op_loc_text(ctx, op);
  if (lt)
    ir_op_set_loc_text(ctx, n, lt);
  ir_block_insert_before(op->parent, op, n);
  op->nregions = 0; /* the regions now belong to n */
  return n;
}

void ir_op_replace(IrOp *old, IrOp *new_op) {
  int keep = old->nresults < new_op->nresults ? old->nresults : new_op->nresults;
  for (int i = 0; i < keep; i++) {
    new_op->results[i].name = old->results[i].name;
    new_op->results[i].name_group = old->results[i].name_group;
    ir_value_replace_all_uses(&old->results[i], &new_op->results[i]);
  }
  ir_op_erase(old);
}

/* ============================== successors ============================== */

void ir_op_set_successors(IrContext *ctx, IrOp *op, int n, IrBlock *const *blocks,
                          const int *counts) {
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += counts[i];
  if (sum > op->nopnds)
    ir_unreachable("successor operands beyond the op's operands");
  for (int i = 0; i < op->nsuccs; i++)
    op->succs[i].block->npreds--;
  for (int i = 0; i < n; i++)
    blocks[i]->npreds++;
  op->succs = n ? arena_alloc_small(ctx->nodes, sizeof(IrSuccessor) * (size_t)n) : NULL;
  op->nsuccs = n;
  int first = op->nopnds - sum;
  for (int i = 0; i < n; i++) {
    op->succs[i] = (IrSuccessor){blocks[i], first, counts[i]};
    first += counts[i];
  }
}

int64_t ir_switch_case_value(const IrAttr *cv, int i, bool is_unsigned) {
  int64_t v = cv->u.darray.vals[i];
  unsigned w = cv->type && cv->type->kind == TY_INT ? cv->type->width : 64;
  if (w < 64) {
    uint64_t m = 1ULL << (w - 1);
    uint64_t u = (uint64_t)v & ((m << 1) - 1);
    v = is_unsigned ? (int64_t)u : (int64_t)(u ^ m) - (int64_t)m;
  }
  return v;
}

void ir_op_set_successor_operands(IrContext *ctx, IrOp *op, int i, int n, IrValue *const *vals) {
  IrSuccessor *s = &op->succs[i];
  int total = op->nopnds - s->count + n;
  IrValue **all = xmalloc(sizeof(IrValue *) * (size_t)(total ? total : 1));
  int k = 0;
  for (int j = 0; j < s->first; j++)
    all[k++] = op->opnds[j].value;
  for (int j = 0; j < n; j++)
    all[k++] = vals[j];
  for (int j = s->first + s->count; j < op->nopnds; j++)
    all[k++] = op->opnds[j].value;
  int delta = n - s->count;
  s->count = n;
  for (int j = i + 1; j < op->nsuccs; j++)
    op->succs[j].first += delta;
  ir_op_set_operands(ctx, op, total, all);
  free(all);
}

IrPreds *ir_region_preds(Arena *a, const IrRegion *r, HashMap *index) {
  int n = 0;
  for (IrBlock *b = r->first; b; b = b->next)
    hashmap_put(index, (uint64_t)(uintptr_t)b, (void *)(intptr_t)++n);
  IrPreds *p = arena_alloc(a, sizeof(IrPreds) * (size_t)(n ? n : 1));
  memset(p, 0, sizeof(IrPreds) * (size_t)(n ? n : 1));
  /* Counted first, then filled: two passes over the terminators. */
  for (int pass = 0; pass < 2; pass++) {
    for (IrBlock *b = r->first; b; b = b->next) {
      IrOp *t = b->last;
      for (int i = 0; t && i < t->nsuccs; i++) {
        intptr_t k = (intptr_t)hashmap_get(index, (uint64_t)(uintptr_t)t->succs[i].block);
        if (!k)
          continue; /* a block of another region: the verifier's error */
        if (pass == 0)
          p[k - 1].n++;
        else
          p[k - 1].ops[p[k - 1].n++] = t;
      }
    }
    for (int k = 0; pass == 0 && k < n; k++) {
      p[k].ops = p[k].n ? arena_alloc(a, sizeof(IrOp *) * (size_t)p[k].n) : NULL;
      p[k].n = 0;
    }
  }
  return p;
}

static bool multi_block_visit(IrOp *op, void *data) {
  bool *found = data;
  for (int r = 0; r < op->nregions && !*found; r++)
    *found = ir_region_is_multi_block(op->regions[r]);
  return !*found;
}

bool ir_op_has_multi_block_region(IrOp *op) {
  bool found = false;
  ir_walk(op, multi_block_visit, &found);
  return found;
}

void ir_op_move_before(IrOp *op, IrOp *before) {
  ir_op_unlink(op);
  ir_block_insert_before(before->parent, before, op);
}

const char *ir_func_name(const IrOp *func) {
  IrAttr *a = ir_op_get_attr(func, "sym_name");
  return a && a->kind == ATTR_STRING ? a->u.s.str : "";
}

IrType *ir_func_type(const IrOp *func) {
  IrAttr *a = ir_op_get_attr(func, "function_type");
  return a && a->kind == ATTR_TYPE ? a->type : NULL;
}

bool ir_func_is_declaration(const IrOp *func) {
  return func->nregions == 0 || ir_region_empty(func->regions[0]);
}

IrBlock *ir_func_entry(const IrOp *func) {
  return ir_func_is_declaration(func) ? NULL : func->regions[0]->first;
}

IrAttr *ir_func_arg_attr(const IrOp *func, int i, const char *name) {
  IrAttr *aa = ir_op_get_attr(func, "arg_attrs");
  if (!aa || aa->kind != ATTR_ARRAY || i < 0 || i >= aa->u.array.n ||
      aa->u.array.elts[i]->kind != ATTR_DICT)
    return NULL;
  IrAttr *d = aa->u.array.elts[i];
  for (int k = 0; k < d->u.dict.n; k++)
    if (strcmp(d->u.dict.entries[k].name, name) == 0)
      return d->u.dict.entries[k].value;
  return NULL;
}

int ir_parallel_num_ivs(const IrOp *op) {
  IrBlock *b = op->nregions ? op->regions[0]->first : NULL;
  return b ? b->nargs : 0;
}

int ir_alloc_num_symbols(const IrOp *op) {
  IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
  if (!seg || seg->kind != ATTR_DENSE_ARRAY || seg->u.darray.n != 2 || seg->u.darray.vals[0] < 0 ||
      seg->u.darray.vals[1] < 0 || seg->u.darray.vals[0] + seg->u.darray.vals[1] != op->nopnds)
    return 0;
  return (int)seg->u.darray.vals[1];
}

int ir_memref_layout_symbols(const IrType *t) {
  if (t->kind != TY_MEMREF || t->rank < 0)
    return 0;
  if (t->layout == IR_LAYOUT_MAP)
    return t->layout_map->u.affine.nsyms;
  if (t->layout != IR_LAYOUT_STRIDED)
    return 0;
  int n = t->offset == TY_DYN;
  for (int d = 0; d < t->rank; d++)
    n += t->strides[d] == TY_DYN;
  return n;
}

int ir_dma_start_rank(const IrOp *op, int which) {
  /* src at 0, dst after the source's indices, tag after the destination's
   * indices and the number of elements. */
  int pos = 0;
  for (int k = 0;; k++) {
    if (pos >= op->nopnds)
      return -1;
    const IrType *t = op->opnds[pos].value->type;
    if (t->kind != TY_MEMREF || t->rank < 0)
      return -1;
    if (k == which)
      return t->rank;
    pos += 1 + t->rank + (k == 1);
  }
}

static uint64_t low_bits(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1; }

/* The bits of constant v (zero-extended from width w), or false. The
 * attribute keeps a signed iN's signed reading, so it is masked here. */
static bool const_bits(const IrValue *v, unsigned w, uint64_t *bits) {
  const IrOp *d = v->def_op;
  IrAttr *a = d && ir_op_is(d, OP_CONSTANT) ? ir_op_get_attr(d, "value") : NULL;
  if (!a || a->kind != ATTR_INT)
    return false;
  *bits = (uint64_t)a->u.i & low_bits(w);
  return true;
}

IrTrips ir_loop_trip_count(const IrValue *lb, const IrValue *ub, const IrValue *step,
                           bool unsigned_cmp, uint64_t *n) {
  const IrType *t = lb->type;
  unsigned w = t->kind == TY_INDEX ? 64 : t->kind == TY_INT && t->width <= 64 ? t->width : 0;
  uint64_t l, u, s, sign = w ? 1ull << (w - 1) : 0;
  bool step_known = w && const_bits(step, w, &s);
  if (lb == ub) {
    *n = 0;
    return IR_TRIPS_EXACT;
  }
  /* ub = lb + c without signed overflow (addi nsw, as MLIR 22's trip count
   * reads it): c / step trips rounded up, none for c <= 0. */
  IrOp *add = ub->def_op && ir_op_is(ub->def_op, OP_ADDI) ? ub->def_op : NULL;
  if (add && !unsigned_cmp && step_known && s && !(s & sign) &&
      (ir_op_overflow_flags(add) & IR_OVF_NSW)) {
    const IrValue *x = ir_op_operand(add, 0), *y = ir_op_operand(add, 1);
    uint64_t c;
    if ((x == lb && const_bits(y, w, &c)) || (y == lb && const_bits(x, w, &c))) {
      if (!c || (c & sign)) {
        *n = 0;
        return IR_TRIPS_EXACT;
      }
      *n = c / s + (c % s != 0);
      return IR_TRIPS_EXACT;
    }
  }
  if (!w || !const_bits(lb, w, &l) || !const_bits(ub, w, &u))
    return IR_TRIPS_UNKNOWN;
  /* Flipping the sign bit maps the signed order onto the unsigned one. */
  bool runs = unsigned_cmp ? l < u : (l ^ sign) < (u ^ sign);
  if (step_known && s == 0) /* lb < ub: runs for ever; MLIR gives no count either way */
    return runs ? IR_TRIPS_SOME : IR_TRIPS_UNKNOWN;
  if (!runs) {
    *n = 0;
    return IR_TRIPS_EXACT;
  }
  /* A signed loop's step must be positive; MLIR counts nothing otherwise. */
  if (!step_known || (!unsigned_cmp && (s & sign)))
    return IR_TRIPS_SOME;
  uint64_t diff = (u - l) & low_bits(w); /* exact: 0 < ub - lb < 2^w */
  *n = diff / s + (diff % s != 0);
  return IR_TRIPS_EXACT;
}

IrTrips ir_for_trip_count(const IrOp *loop, uint64_t *n) {
  return ir_loop_trip_count(ir_for_lb(loop), ir_for_ub(loop), ir_for_step(loop),
                            ir_op_get_attr(loop, "unsignedCmp") != NULL, n);
}

IrOp *ir_reduce_combiner(const IrOp *reduce) {
  IrBlock *b = reduce->regions[0]->first;
  if (!b || b->nargs != 2 || !b->first || !b->first->next)
    return NULL;
  IrOp *op = b->first, *ret = op->next;
  if (!ir_op_is(ret, OP_REDUCE_RETURN) || ret->next || op->nopnds != 2 || op->nresults != 1 ||
      ir_op_operand(ret, 0) != &op->results[0])
    return NULL;
  IrValue *x = ir_op_operand(op, 0), *y = ir_op_operand(op, 1);
  if (!((x == b->args[0] && y == b->args[1]) || (x == b->args[1] && y == b->args[0])))
    return NULL;
  return op;
}

bool ir_reduce_identity_is_zero(const IrOp *reduce) {
  IrOp *op = ir_reduce_combiner(reduce);
  if (!op)
    return false;
  IrType *t = op->results[0].type;
  switch (ir_op_kind(op)) {
  case OP_ADDI: case OP_ORI: case OP_XORI: case OP_MAXUI: case OP_ADDF: return true;
  case OP_MINSI: return ir_type_is_i1(t);
  default: return false;
  }
}

/* ========================== blocks and regions ========================== */

IrRegion *ir_region_create(IrContext *ctx) { return arena_alloc_small(ctx->nodes, sizeof(IrRegion)); }

void ir_op_set_region(IrOp *op, int i, IrRegion *r) {
  op->regions[i] = r;
  r->parent = op;
}

IrBlock *ir_block_create(IrContext *ctx) { return arena_alloc_small(ctx->nodes, sizeof(IrBlock)); }

void ir_region_append_block(IrRegion *r, IrBlock *b) {
  b->parent = r;
  b->prev = r->last;
  b->next = NULL;
  if (r->last)
    r->last->next = b;
  else
    r->first = b;
  r->last = b;
}

void ir_region_insert_block(IrRegion *r, IrBlock *before, IrBlock *b) {
  if (!before) {
    ir_region_append_block(r, b);
    return;
  }
  b->parent = r;
  b->next = before;
  b->prev = before->prev;
  if (before->prev)
    before->prev->next = b;
  else
    r->first = b;
  before->prev = b;
}

void ir_region_inline_before(IrRegion *r, IrBlock *dest) {
  while (r->first) {
    IrBlock *b = r->first;
    r->first = b->next;
    if (r->first)
      r->first->prev = NULL;
    else
      r->last = NULL;
    b->prev = b->next = NULL;
    ir_region_insert_block(dest->parent, dest, b);
  }
}

IrValue *ir_block_add_arg(IrContext *ctx, IrBlock *b, IrType *type, IrLoc loc) {
  int n = b->nargs;
  if (n == 0 || (n >= 2 && (n & (n - 1)) == 0)) {
    int cap = n ? n * 2 : 2;
    b->args = grow_small(ctx->nodes, b->args, (size_t)n, (size_t)cap, sizeof(IrValue *));
  }
  IrValue *v = arena_alloc_small(ctx->nodes, sizeof *v);
  v->type = type;
  v->owner_block = b;
  v->index = b->nargs;
  v->name_group = -1;
  ir_value_set_loc(ctx, v, loc);
  b->args[b->nargs++] = v;
  return v;
}

void ir_block_erase(IrBlock *b) {
  /* Uses first, all of them: b's ops may use each other's results. */
  for (IrOp *o = b->first; o; o = o->next)
    ir_walk_post(o, drop_uses, NULL);
  while (b->first)
    ir_op_unlink(b->first);
  IrRegion *r = b->parent;
  if (b->prev)
    b->prev->next = b->next;
  else
    r->first = b->next;
  if (b->next)
    b->next->prev = b->prev;
  else
    r->last = b->prev;
  b->prev = b->next = NULL;
  b->parent = NULL;
}

void ir_block_erase_arg(IrBlock *b, int i) {
  if (b->args[i]->uses)
    ir_unreachable("erasing a block argument that is still used");
  for (int j = i; j + 1 < b->nargs; j++) {
    b->args[j] = b->args[j + 1];
    b->args[j]->index = j;
  }
  b->nargs--;
}

void ir_block_insert_before(IrBlock *b, IrOp *before, IrOp *op) {
  op->parent = b;
  if (!before) {
    op->prev = b->last;
    op->next = NULL;
    if (b->last)
      b->last->next = op;
    else
      b->first = op;
    b->last = op;
    return;
  }
  op->next = before;
  op->prev = before->prev;
  if (before->prev)
    before->prev->next = op;
  else
    b->first = op;
  before->prev = op;
}

void ir_block_append_op(IrBlock *b, IrOp *op) { ir_block_insert_before(b, NULL, op); }

IrOp *ir_block_terminator(const IrBlock *b) {
  return b->last && ir_op_has_trait(b->last, T_TERMINATOR) ? b->last : NULL;
}

/* ================================ builder =============================== */

IrOp *ir_build(IrBuilder *b, IrOpKind kind, int nopnds, IrValue *const *operands, int nresults,
               IrType *const *result_types, int nregions) {
  IrOp *op = ir_op_create(b->ctx, kind, NULL, b->loc, nopnds, operands, nresults, result_types, nregions);
  if (b->block)
    ir_block_insert_before(b->block, b->before, op);
  return op;
}

IrValue *ir_build_const_int(IrBuilder *b, IrType *type, int64_t v) {
  IrOp *op = ir_build(b, OP_CONSTANT, 0, NULL, 1, &type, 0);
  ir_op_set_attr_ex(b->ctx, op, "value", ir_attr_int(b->ctx, type, v), true);
  return &op->results[0];
}

IrValue *ir_build_const_index(IrBuilder *b, int64_t v) {
  return ir_build_const_int(b, b->ctx->index_ty, v);
}

IrValue *ir_build_const_float(IrBuilder *b, IrType *type, double v) {
  IrOp *op = ir_build(b, OP_CONSTANT, 0, NULL, 1, &type, 0);
  ir_op_set_attr_ex(b->ctx, op, "value", ir_attr_float(b->ctx, type, v), true);
  return &op->results[0];
}

IrValue *ir_build_binary(IrBuilder *b, IrOpKind kind, IrValue *lhs, IrValue *rhs) {
  IrValue *ops[2] = {lhs, rhs};
  return &ir_build(b, kind, 2, ops, 1, &lhs->type, 0)->results[0];
}

IrValue *ir_build_unary(IrBuilder *b, IrOpKind kind, IrValue *x) {
  return &ir_build(b, kind, 1, &x, 1, &x->type, 0)->results[0];
}

IrValue *ir_build_cast(IrBuilder *b, IrOpKind kind, IrValue *x, IrType *to) {
  return &ir_build(b, kind, 1, &x, 1, &to, 0)->results[0];
}

int64_t ir_dense_group_sum(const IrAttr *a, int *n) {
  if (!a || a->kind != ATTR_DENSE || !a->type || a->type->rank != 1 || a->type->dims[0] < 0)
    return -1;
  *n = (int)a->type->dims[0];
  int64_t s = 0;
  for (int i = 0; i < *n; i++) {
    int64_t g = ir_dense_get_i64(a, i);
    if (g < 1)
      return -1;
    s += g;
  }
  return s;
}

/* MLIR's arith::AtomicRMWKind, in its enum order. */
static const char *const atomic_rmw_kinds[] = {
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
    "minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"};

const char *ir_atomic_rmw_kind_name(int64_t k) {
  return k >= 0 && k < (int64_t)(sizeof atomic_rmw_kinds / sizeof *atomic_rmw_kinds)
             ? atomic_rmw_kinds[k]
             : NULL;
}

int ir_atomic_rmw_kind_lookup(const char *s, size_t len) {
  for (size_t i = 0; i < sizeof atomic_rmw_kinds / sizeof *atomic_rmw_kinds; i++)
    if (strlen(atomic_rmw_kinds[i]) == len && memcmp(atomic_rmw_kinds[i], s, len) == 0)
      return (int)i;
  return -1;
}

const char *const ir_cmpi_pred_names[10] = {"eq", "ne", "slt", "sle", "sgt",
                                             "sge", "ult", "ule", "ugt", "uge"};
const char *const ir_cmpf_pred_names[16] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                             "one", "ord", "ueq", "ugt", "uge", "ult",
                                             "ule", "une", "uno", "true"};

int ir_cmp_pred_lookup(IrOpKind kind, const char *name, size_t len) {
  const char *const *names = kind == OP_CMPI ? ir_cmpi_pred_names : ir_cmpf_pred_names;
  int n = kind == OP_CMPI ? 10 : 16;
  for (int i = 0; i < n; i++)
    if (strlen(names[i]) == len && memcmp(names[i], name, len) == 0)
      return i;
  return -1;
}

const char *ir_punctuation_lookup(const char *s, size_t len) {
  static const char *const words[] = {"no_punctuation", "newline", "comma", "open", "close"};
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (strlen(words[i]) == len && memcmp(words[i], s, len) == 0)
      return words[i];
  return NULL;
}

const char *ir_print_punctuation(const IrOp *op) {
  static const char prefix[] = "#vector.punctuation<";
  IrAttr *a = ir_op_get_attr(op, "punctuation");
  if (!a)
    return "newline";
  size_t n = sizeof prefix - 1;
  if (a->kind != ATTR_OPAQUE || a->u.s.len <= n + 1 || memcmp(a->u.s.str, prefix, n) != 0 ||
      a->u.s.str[a->u.s.len - 1] != '>')
    return NULL;
  return ir_punctuation_lookup(a->u.s.str + n, a->u.s.len - n - 1);
}

const char *ir_cmp_pred_name(const IrOp *op) {
  IrAttr *a = ir_op_get_attr(op, "predicate");
  if (!a || a->kind != ATTR_INT)
    return NULL;
  int n = ir_op_is(op, OP_CMPI) ? 10 : 16;
  if (a->u.i < 0 || a->u.i >= n)
    return NULL;
  return ir_op_is(op, OP_CMPI) ? ir_cmpi_pred_names[a->u.i] : ir_cmpf_pred_names[a->u.i];
}

IrValue *ir_build_cmp(IrBuilder *b, IrOpKind kind, const char *pred, IrValue *lhs, IrValue *rhs) {
  IrValue *ops[2] = {lhs, rhs};
  IrType *i1 = b->ctx->i1_ty;
  IrOp *op = ir_build(b, kind, 2, ops, 1, &i1, 0);
  int k = ir_cmp_pred_lookup(kind, pred, strlen(pred));
  if (k < 0)
    ir_unreachable("bad comparison predicate");
  ir_op_set_attr_ex(b->ctx, op, "predicate", ir_attr_int(b->ctx, b->ctx->i64_ty, k), true);
  return &op->results[0];
}

IrValue *ir_build_select(IrBuilder *b, IrValue *c, IrValue *t, IrValue *f) {
  IrValue *ops[3] = {c, t, f};
  return &ir_build(b, OP_SELECT, 3, ops, 1, &t->type, 0)->results[0];
}

IrValue *ir_build_load(IrBuilder *b, IrValue *mem, int n, IrValue *const *idx) {
  IrValue *ops[1 + n];
  ops[0] = mem;
  for (int i = 0; i < n; i++)
    ops[1 + i] = idx[i];
  IrType *elem = mem->type->elem;
  return &ir_build(b, OP_LOAD, 1 + n, ops, 1, &elem, 0)->results[0];
}

IrOp *ir_build_store(IrBuilder *b, IrValue *val, IrValue *mem, int n, IrValue *const *idx) {
  IrValue *ops[2 + n];
  ops[0] = val;
  ops[1] = mem;
  for (int i = 0; i < n; i++)
    ops[2 + i] = idx[i];
  return ir_build(b, OP_STORE, 2 + n, ops, 0, NULL, 0);
}

IrValue *ir_build_alloc(IrBuilder *b, IrType *memref, int ndyn, IrValue *const *dyn) {
  return &ir_build(b, OP_ALLOC, ndyn, dyn, 1, &memref, 0)->results[0];
}

IrValue *ir_build_dim(IrBuilder *b, IrValue *mem, int64_t dim) {
  IrValue *ops[2] = {mem, ir_build_const_index(b, dim)};
  IrType *idx = b->ctx->index_ty;
  return &ir_build(b, OP_DIM, 2, ops, 1, &idx, 0)->results[0];
}

IrOp *ir_build_yield(IrBuilder *b, int n, IrValue *const *vals) {
  return ir_build(b, OP_YIELD, n, vals, 0, NULL, 0);
}

IrOp *ir_build_for(IrBuilder *b, IrValue *lb, IrValue *ub, IrValue *step, int ninit,
                   IrValue *const *inits) {
  IrValue *ops[3 + ninit];
  IrType *types[ninit + 1];
  types[0] = NULL;
  ops[0] = lb;
  ops[1] = ub;
  ops[2] = step;
  for (int i = 0; i < ninit; i++) {
    ops[3 + i] = inits[i];
    types[i] = inits[i]->type;
  }
  IrOp *op = ir_build(b, OP_FOR, 3 + ninit, ops, ninit, types, 1);
  IrBlock *body = ir_block_create(b->ctx);
  ir_region_append_block(op->regions[0], body);
  ir_block_add_arg(b->ctx, body, b->ctx->index_ty, b->loc);
  for (int i = 0; i < ninit; i++)
    ir_block_add_arg(b->ctx, body, inits[i]->type, b->loc);
  return op;
}

IrOp *ir_build_if(IrBuilder *b, IrValue *cond, int nresults, IrType *const *types, bool with_else) {
  IrOp *op = ir_build(b, OP_IF, 1, &cond, nresults, types, 2);
  ir_region_append_block(op->regions[0], ir_block_create(b->ctx));
  if (with_else || nresults > 0)
    ir_region_append_block(op->regions[1], ir_block_create(b->ctx));
  return op;
}

IrOp *ir_module_create(IrContext *ctx, IrLoc loc) {
  IrOp *m = ir_op_create(ctx, OP_MODULE, NULL, loc, 0, NULL, 0, NULL, 1);
  ir_region_append_block(m->regions[0], ir_block_create(ctx));
  return m;
}

IrBlock *ir_module_body(const IrOp *module) { return module->regions[0]->first; }

IrOp *ir_module_lookup_func(const IrOp *module, const char *name) {
  for (IrOp *op = ir_module_body(module)->first; op; op = op->next)
    if (ir_op_is(op, OP_FUNC) && strcmp(ir_func_name(op), name) == 0)
      return op;
  return NULL;
}
