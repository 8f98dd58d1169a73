/* parse.c: parser state, SSA name scopes, regions and op construction behind the bison grammar. */
#include "parse.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "parse_internal.h"

#include "../ir/mlir_ops.h"

/* A name binding: one SSA name (or `%r:N` group) in one isolated name space.
 * Forward references get placeholder values that are replaced on definition. */
typedef struct Placeholder {
  int k;
  IrValue *v;
} Placeholder;

struct Binding {
  const char *name; /* interned, without '%' */
  int iso;
  bool forward;
  IrValue *base;    /* defined: values base[0..n) */
  int n;
  /* forward: the placeholder of each result number used, in order of first
   * use; Parser.forward finds one by (id, k) without a dense array, so a
   * use of `%r#999999` costs no more than one of `%r#0`. */
  struct Placeholder *ph;
  int nph, phcap;
  uint32_t id;      /* distinct for every binding_new */
  IrLoc loc;        /* definition, or first use of a forward reference */
  int depth;        /* index of the region (in p->regions) that owns it */
  /* Bumped whenever the binding moves to another scope or is freed, so
   * that scope entries left behind (and entries of a recycled binding)
   * are recognised as stale. Never reset. */
  uint32_t gen;
  Binding *hash_next;
};

struct ScopeEntry {
  Binding *b;
  uint32_t gen; /* b->gen when the entry was made */
  ScopeEntry *next;
};

/* ================================================================ lexer */

void lex_unstep(Parser *p) {
  p->line = p->tok_line;
  p->col = p->tok_col;
  p->off = p->tok_off;
}

Str lex_token_str(Parser *p, int aux) {
  Str s = {p->text + p->start_off, (int)(p->off - p->start_off), aux};
  return s;
}

static const char *skip_space(const char *s, const char *e) {
  for (;;) {
    while (s < e && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r'))
      s++;
    if (s + 1 < e && s[0] == '/' && s[1] == '/') {
      const char *nl = memchr(s, '\n', (size_t)(e - s));
      s = nl ? nl : e;
      continue;
    }
    return s;
  }
}

static bool is_id_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '$' || c == '.' || c == '-';
}

bool lex_starts_results(Parser *p) {
  if (p->start_off < p->la_until)
    return p->la_result; /* a later name of a list already scanned */
  int prev = p->lex_prev;
  if (prev == ',' || prev == '(' || prev == '[' || prev == '=' || prev == '<')
    return false;
  const char *s = p->text + p->off, *e = p->text + p->len;
  bool result = false;
  for (;;) {
    s = skip_space(s, e);
    if (s < e && *s == ':') {
      s = skip_space(s + 1, e);
      if (s >= e || *s < '0' || *s > '9')
        break;
      while (s < e && *s >= '0' && *s <= '9')
        s++;
      s = skip_space(s, e);
    }
    if (s >= e)
      break;
    if (*s == '=') {
      result = true;
      break;
    }
    if (*s != ',')
      break;
    s = skip_space(s + 1, e);
    if (s >= e || *s != '%')
      break;
    for (s++; s < e && is_id_char(*s); s++) {
    }
  }
  p->la_until = (size_t)(s - p->text);
  p->la_result = result;
  return result;
}

/* ============================================================== vectors */

static int size_class(size_t bytes) {
  int c = 4;
  while (((size_t)1 << c) < bytes)
    c++;
  return c;
}

static void *array_get(Parser *p, size_t bytes, int *cls) {
  int c = size_class(bytes);
  *cls = c;
  if (c < 40 && p->free_arrays[c]) {
    void *a = p->free_arrays[c];
    p->free_arrays[c] = *(void **)a;
    return a;
  }
  return arena_alloc(&p->scratch, (size_t)1 << c);
}

static void array_put(Parser *p, void *a, size_t bytes) {
  if (!a)
    return;
  int c = size_class(bytes);
  if (c >= 40)
    return;
  *(void **)a = p->free_arrays[c];
  p->free_arrays[c] = a;
}

Vec *vec_new(Parser *p) {
  Vec *v = p->free_vecs;
  if (v)
    p->free_vecs = (Vec *)v->v;
  else
    v = arena_alloc(&p->scratch, sizeof *v);
  v->v = NULL;
  v->n = v->cap = 0;
  return v;
}

void vec_push(Parser *p, Vec *v, const void *elt, size_t esz) {
  if (v->n == v->cap) {
    int ncap = v->cap ? v->cap * 2 : 4;
    int cls;
    void *nv = array_get(p, (size_t)ncap * esz, &cls);
    /* Use all of the power-of-two block. */
    ncap = (int)(((size_t)1 << cls) / esz);
    if (v->n)
      memcpy(nv, v->v, (size_t)v->n * esz);
    array_put(p, v->v, (size_t)v->cap * esz);
    v->v = nv;
    v->cap = ncap;
  }
  memcpy((char *)v->v + (size_t)v->n * esz, elt, esz);
  v->n++;
}

void vec_free(Parser *p, Vec *v, size_t esz) {
  if (!v)
    return;
  if (v->cap) {
    /* The block is the power-of-two class that held cap elements. */
    int c = size_class((size_t)v->cap * esz); /* cap fills more than half the block */
    if (c < 40) {
      *(void **)v->v = p->free_arrays[c];
      p->free_arrays[c] = v->v;
    }
  }
  v->v = p->free_vecs;
  p->free_vecs = v;
}

/* ============================================================ diagnostics */

IrLoc ploc(Parser *p, const ParseLoc *l) { return ir_loc(p->file, l->first_line, l->first_column); }

void perror_at(Parser *p, IrLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(p->diag, DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
  p->nerrors++;
}

void pnote_at(Parser *p, IrLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(p->diag, DIAG_NOTE, loc, fmt, ap);
  va_end(ap);
}

void custom_op_error(Parser *p, IrLoc loc, Str opname, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = xvasprintf(fmt, ap);
  va_end(ap);
  perror_at(p, loc, "custom op '%.*s' %s", opname.len, opname.s, msg);
  free(msg);
}

static const char *tstr(Parser *p, const IrType *t) { return t ? ir_type_str(p->ctx, t) : "<unknown>"; }

void parse_stop(Parser *p) {
  p->stop = true;
  p->nsyntax++; /* the parse fails, and names left undeclared are not reported */
}

void unknown_custom_op(Parser *p, Str name, const ParseLoc *l) {
  p->nsyntax++;
  IrMlirOp m;
  if (!ir_mlir_op_unsupported(name.s, (size_t)name.len, &m))
    perror_at(p, ploc(p, l), "custom op '%.*s' is unknown", name.len, name.s);
  else if (m.whole_dialect)
    perror_at(p, ploc(p, l), "custom op '%.*s' is not supported by loopc (loopc has no op of MLIR's %.*s dialect)",
              name.len, name.s, m.dialect_len, name.s);
  else if (m.closest)
    perror_at(p, ploc(p, l),
              "custom op '%.*s' is not supported by loopc (an op of MLIR's %.*s dialect); the closest op loopc has is '%s'",
              name.len, name.s, m.dialect_len, name.s, m.closest);
  else
    perror_at(p, ploc(p, l), "custom op '%.*s' is not supported by loopc (an op of MLIR's %.*s dialect)",
              name.len, name.s, m.dialect_len, name.s);
  parse_skip_from(p, l->last_line);
}

/* ================================================================= names */

static uint64_t name_key(const char *name, int iso) {
  uint64_t k = hash_mix((uint64_t)(uintptr_t)name, (uint64_t)iso);
  return k ? k : 1;
}

static Binding *lookup(Parser *p, const char *name, int iso) {
  for (Binding *b = hashmap_get(&p->names, name_key(name, iso)); b; b = b->hash_next)
    if (b->name == name && b->iso == iso)
      return b;
  return NULL;
}

static void scope_add(Parser *p, int depth, Binding *b) {
  ScopeEntry *e = p->free_entries;
  if (e)
    p->free_entries = e->next;
  else
    e = arena_alloc(&p->scratch, sizeof *e);
  b->gen++;
  e->b = b;
  e->gen = b->gen;
  e->next = p->regions[depth].scope;
  p->regions[depth].scope = e;
}

static Binding *binding_new(Parser *p, const char *name, int iso, IrLoc loc) {
  Binding *b = p->free_bindings;
  if (b) {
    p->free_bindings = b->hash_next;
    uint32_t gen = b->gen;
    memset(b, 0, sizeof *b);
    b->gen = gen;
  } else {
    b = arena_alloc(&p->scratch, sizeof *b);
  }
  b->name = name;
  b->iso = iso;
  b->loc = loc;
  b->id = ++p->binding_ids;
  b->depth = p->nregions - 1;
  uint64_t k = name_key(name, iso);
  b->hash_next = hashmap_get(&p->names, k);
  hashmap_put(&p->names, k, b);
  scope_add(p, b->depth, b);
  return b;
}

static void binding_unlink(Parser *p, Binding *b) {
  uint64_t k = name_key(b->name, b->iso);
  Binding *head = hashmap_get(&p->names, k);
  if (head == b) {
    if (b->hash_next)
      hashmap_put(&p->names, k, b->hash_next);
    else
      hashmap_remove(&p->names, k);
    return;
  }
  for (Binding *c = head; c && c->hash_next; c = c->hash_next)
    if (c->hash_next == b) {
      c->hash_next = b->hash_next;
      return;
    }
}

static void binding_remove(Parser *p, Binding *b) {
  binding_unlink(p, b);
  b->gen++;
  b->hash_next = p->free_bindings;
  p->free_bindings = b;
}

/* Parser.forward's key for result number k of forward binding b. */
static uint64_t forward_key(const Binding *b, int k) {
  return ((uint64_t)b->id << 32) | (uint32_t)k;
}

/* Forgets b's placeholders, sorted by result number first (the order in
 * which they are reported). */
static int placeholder_cmp(const void *a, const void *b) {
  int x = ((const Placeholder *)a)->k, y = ((const Placeholder *)b)->k;
  return (x > y) - (x < y);
}

static void forget_placeholders(Parser *p, Binding *b) {
  qsort(b->ph, (size_t)b->nph, sizeof *b->ph, placeholder_cmp);
  for (int i = 0; i < b->nph; i++)
    hashmap_remove(&p->forward, forward_key(b, b->ph[i].k));
}

static int cur_iso(Parser *p) { return p->regions[p->nregions - 1].iso; }

ValRef mk_ref(Parser *p, Str tok, const ParseLoc *l) {
  ValRef r;
  r.name.s = tok.s + 1;
  r.name.len = tok.len - 1;
  r.name.aux = 0;
  const char *h = memchr(r.name.s, '#', (size_t)r.name.len);
  if (h)
    r.name.len = (int)(h - r.name.s);
  r.group = tok.aux;
  r.loc = ploc(p, l);
  return r;
}

/* A use whose type differs from the value's (MLIR's parser message). */
static void type_mismatch(Parser *p, const ValRef *r, IrType *want, IrType *have, IrLoc prior) {
  if (r->group >= 0)
    perror_at(p, r->loc, "use of value '%%%.*s#%d' expects different type than prior uses: '%s' vs '%s'",
              r->name.len, r->name.s, r->group, tstr(p, want), tstr(p, have));
  else
    perror_at(p, r->loc, "use of value '%%%.*s' expects different type than prior uses: '%s' vs '%s'",
              r->name.len, r->name.s, tstr(p, want), tstr(p, have));
  pnote_at(p, prior, "prior use here");
}

static IrValue *dummy_value(Parser *p, IrType *type, IrLoc loc) {
  IrValue *v = arena_alloc(&p->ctx->arena, sizeof *v);
  v->type = type;
  v->name_group = -1;
  ir_value_set_loc(p->ctx, v, loc);
  return v;
}

IrValue *use_value(Parser *p, const ValRef *r, IrType *type) {
  const char *name = ir_intern(p->ctx, r->name.s, (size_t)r->name.len);
  int k = r->group < 0 ? 0 : r->group;
  Binding *b = lookup(p, name, cur_iso(p));
  if (b && !b->forward) {
    if (k >= b->n) {
      perror_at(p, r->loc, "reference to invalid result number in '%%%s#%d'", name, k);
      return dummy_value(p, type, r->loc);
    }
    IrValue *v = &b->base[k];
    if (type && v->type && type != v->type) {
      type_mismatch(p, r, type, v->type, b->loc);
      return dummy_value(p, type, r->loc);
    }
    return v;
  }
  if (!b) {
    b = binding_new(p, name, cur_iso(p), r->loc);
    b->forward = true;
  }
  uint64_t key = forward_key(b, k);
  IrValue *v = hashmap_get(&p->forward, key);
  if (!v) {
    if (b->nph == b->phcap) {
      int ncap = b->phcap ? b->phcap * 2 : 2;
      b->ph = arena_grow(&p->scratch, b->ph, (size_t)b->phcap, (size_t)ncap, sizeof(Placeholder));
      b->phcap = ncap;
    }
    v = dummy_value(p, type, r->loc);
    b->ph[b->nph++] = (Placeholder){k, v};
    hashmap_put(&p->forward, key, v);
  } else if (type && v->type && type != v->type) {
    type_mismatch(p, r, type, v->type, ir_value_loc(p->ctx, v));
  } else if (!v->type) {
    v->type = type;
  }
  return v;
}

/* Binds `%name` (or the group `%name:n`) to values base[0..n). */
static void define_names(Parser *p, Str nm, IrValue *base, int n, IrLoc loc, bool grouped) {
  if (nm.len > 0 && nm.s[0] == '%') {
    nm.s++;
    nm.len--;
  }
  const char *hash = memchr(nm.s, '#', (size_t)nm.len);
  if (hash)
    nm.len = (int)(hash - nm.s);
  const char *name = ir_intern(p->ctx, nm.s, (size_t)nm.len);
  for (int i = 0; i < n; i++) {
    base[i].name = name;
    base[i].name_group = grouped ? i : -1;
  }
  int iso = cur_iso(p);
  Binding *b = lookup(p, name, iso);
  if (b && !b->forward) {
    perror_at(p, loc, "redefinition of SSA value '%%%s'", name);
    pnote_at(p, b->loc, "previously defined here");
    return;
  }
  if (!b) {
    b = binding_new(p, name, iso, loc);
  } else {
    forget_placeholders(p, b);
    for (int i = 0; i < b->nph; i++) {
      int k = b->ph[i].k;
      IrValue *ph = b->ph[i].v;
      if (k >= n) {
        perror_at(p, ir_value_loc(p->ctx, ph), "reference to invalid result number in '%%%s#%d'",
                  name, k);
        continue;
      }
      if (ph->type && base[k].type && ph->type != base[k].type) {
        if (grouped)
          perror_at(p, loc, "definition of SSA value '%%%s#%d' has type '%s'", name, k,
                    tstr(p, base[k].type));
        else
          perror_at(p, loc, "definition of SSA value '%%%s' has type '%s'", name, tstr(p, base[k].type));
        pnote_at(p, ir_value_loc(p->ctx, ph), "previously used here with type '%s'", tstr(p, ph->type));
      }
      ir_value_replace_all_uses(ph, &base[k]);
    }
    b->forward = false;
    b->loc = loc;
    if (b->depth != p->nregions - 1) {
      b->depth = p->nregions - 1;
      scope_add(p, b->depth, b);
    }
  }
  b->base = base;
  b->n = n;
}

/* Drops the bindings of region `idx`; forward references move to the
 * enclosing region unless the region is isolated (then they are errors). */
/* An undeclared name's use, reported once the region is done, in source
 * order (the scope lists its bindings last first). */
typedef struct Undeclared {
  IrLoc at;
  char *msg;
} Undeclared;

static int undeclared_cmp(const void *a, const void *b) {
  const IrLoc *x = &((const Undeclared *)a)->at, *y = &((const Undeclared *)b)->at;
  return x->line != y->line ? (x->line > y->line) - (x->line < y->line)
                            : (x->col > y->col) - (x->col < y->col);
}

static void pop_scope(Parser *p, int idx) {
  RegionCtx *rc = &p->regions[idx];
  ScopeEntry *e = rc->scope, *next;
  Undeclared *undeclared = NULL;
  size_t nundeclared = 0, cap = 0;
  rc->scope = NULL;
  for (; e; e = next) {
    next = e->next;
    Binding *b = e->b;
    e->next = p->free_entries;
    p->free_entries = e;
    if (e->gen != b->gen || b->depth != idx)
      continue; /* moved to another region (or freed) since */
    if (b->forward && !rc->isolated && idx > 0) {
      b->depth = idx - 1;
      scope_add(p, idx - 1, b);
      continue;
    }
    if (b->forward)
      forget_placeholders(p, b);
    if (b->forward && p->nsyntax == 0) {
      for (int i = 0; i < b->nph; i++) {
        int k = b->ph[i].k;
        if (nundeclared == cap) {
          cap = cap ? 2 * cap : 8;
          undeclared = xrealloc(undeclared, sizeof *undeclared * cap);
        }
        undeclared[nundeclared].at = ir_value_loc(p->ctx, b->ph[i].v);
        undeclared[nundeclared++].msg =
            k > 0 || b->nph > 1 ? xasprintf("use of undeclared SSA value name '%%%s#%d'", b->name, k)
                                : xasprintf("use of undeclared SSA value name '%%%s'", b->name);
      }
    } else if (b->forward) {
      p->nerrors++; /* reported syntax errors already make the parse fail */
    }
    binding_remove(p, b);
  }
  if (nundeclared > 1)
    qsort(undeclared, nundeclared, sizeof *undeclared, undeclared_cmp);
  for (size_t i = 0; i < nundeclared; i++) {
    perror_at(p, undeclared[i].at, "%s", undeclared[i].msg);
    free(undeclared[i].msg);
  }
  free(undeclared);
}

/* =============================================================== regions */

void set_pending_args(Parser *p, Vec *args, bool isolated) {
  p->pending_args = args;
  p->pending_isolated = isolated;
}

static IrBlock *cur_block(Parser *p) {
  RegionCtx *rc = &p->regions[p->nregions - 1];
  if (!rc->cur) {
    /* The top level outlives the functions a streaming caller frees. */
    Arena *nodes = p->ctx->nodes;
    if (rc->top_body)
      p->ctx->nodes = &p->ctx->arena;
    rc->cur = ir_block_create(p->ctx);
    p->ctx->nodes = nodes;
    ir_region_append_block(rc->region, rc->cur);
  }
  return rc->cur;
}

void parse_op_done(Parser *p, IrOp *op) {
  if (!op || !p->top_fn || p->stop || !p->nregions)
    return;
  RegionCtx *rc = &p->regions[p->nregions - 1];
  if (rc->top_body && op->parent == rc->cur && !p->top_fn(p->top_data, op, rc->top_plain))
    parse_stop(p);
}

static void add_block_args(Parser *p, IrBlock *b, Vec *args) {
  for (int i = 0; i < VEC_N(args); i++) {
    ArgDef *d = &VEC_AT(args, ArgDef, i);
    IrValue *v = ir_block_add_arg(p->ctx, b, d->type, d->loc);
    define_names(p, d->name, v, 1, d->loc, false);
    /* define_names binds base[0]; a block argument is its own allocation. */
  }
}

static uint64_t block_key(const char *label, const IrRegion *r) {
  uint64_t k = hash_mix((uint64_t)(uintptr_t)label, (uint64_t)(uintptr_t)r);
  return k ? k : 1;
}

/* The label's entry in the current region, made (with a new block, not yet
 * in the region) on first sight. */
static BlockRef *block_ref(Parser *p, Str label, IrLoc loc) {
  RegionCtx *rc = &p->regions[p->nregions - 1];
  const char *name = ir_intern(p->ctx, label.s + 1, (size_t)label.len - 1);
  uint64_t k = block_key(name, rc->region);
  BlockRef *head = hashmap_get(&p->blocks, k);
  for (BlockRef *b = head; b; b = b->hash_next)
    if (b->label == name)
      return b;
  BlockRef *b = arena_alloc(&p->scratch, sizeof *b);
  b->label = name;
  b->block = NULL;
  b->use = loc;
  b->defined = false;
  b->next = rc->blocks;
  rc->blocks = b;
  b->hash_next = head;
  hashmap_put(&p->blocks, k, b);
  return b;
}

/* A region ends: labels only referenced are errors, and its labels leave
 * the map. */
static void pop_blocks(Parser *p, RegionCtx *rc) {
  for (BlockRef *b = rc->blocks; b; b = b->next) {
    if (!b->defined && p->nsyntax == 0)
      perror_at(p, b->use, "reference to an undefined block");
    hashmap_remove(&p->blocks, block_key(b->label, rc->region));
  }
  rc->blocks = NULL;
}

IrRegion *region_begin(Parser *p, const ParseLoc *open) {
  /* Region depth as the verifier counts it (IR_MAX_NESTING, ir.h): the
   * module's body, explicit or not (then the top-level pseudo-region stands
   * for it), is depth 0. */
  bool top = p->nregions == 0 || p->pending_top_module;
  int depth = p->nregions ? p->regions[p->nregions - 1].depth + !p->pending_top_module : 0;
  p->pending_top_module = false;
  if (depth > IR_MAX_NESTING && !p->stop) {
    perror_at(p, ploc(p, open), "regions nested deeper than the maximum of %d", IR_MAX_NESTING);
    parse_stop(p);
  }
  if (p->nregions == p->region_cap) {
    p->region_cap = p->region_cap ? p->region_cap * 2 : 16;
    p->regions = xrealloc(p->regions, sizeof(RegionCtx) * (size_t)p->region_cap);
  }
  RegionCtx *rc = &p->regions[p->nregions++];
  memset(rc, 0, sizeof *rc);
  rc->top_body = top;
  rc->top_plain = p->nregions == 1 || p->pending_top_plain;
  Arena *nodes = p->ctx->nodes;
  if (top)
    p->ctx->nodes = &p->ctx->arena;
  rc->region = ir_region_create(p->ctx);
  p->ctx->nodes = nodes;
  rc->isolated = p->pending_isolated || p->nregions == 1;
  /* One name space for the whole input: a use inside an isolated region of
   * a value defined outside resolves, and the verifier reports the isolation
   * violation with a better message than "undeclared". Forward references
   * still do not escape isolated regions (see pop_scope). */
  rc->iso = 0;
  rc->depth = depth;
  rc->open = ploc(p, open);
  Vec *args = p->pending_args;
  p->pending_args = NULL;
  p->pending_isolated = false;
  /* MLIR creates the entry block for named arguments only: `{ }` with
   * none is a region without blocks. */
  rc->named_args = VEC_N(args) > 0;
  if (rc->named_args) {
    IrBlock *b = cur_block(p);
    add_block_args(p, b, args);
  }
  return rc->region;
}

IrRegion *region_end(Parser *p, IrRegion *r) {
  int idx = p->nregions - 1;
  while (idx >= 0 && p->regions[idx].region != r)
    idx--;
  if (idx < 0)
    return r;
  while (p->nregions > idx) {
    pop_blocks(p, &p->regions[p->nregions - 1]);
    pop_scope(p, p->nregions - 1);
    p->nregions--;
  }
  return r;
}

void block_begin(Parser *p, Str label, Vec *args, const ParseLoc *l) {
  RegionCtx *rc = &p->regions[p->nregions - 1];
  /* The entry block's arguments were already named before the region. */
  if (rc->named_args && rc->cur == rc->region->first && !rc->cur->first)
    perror_at(p, ploc(p, l), "invalid block name in region with named arguments");
  BlockRef *ref = block_ref(p, label, ploc(p, l));
  if (ref->defined) {
    perror_at(p, ploc(p, l), "redefinition of block '%.*s'", label.len, label.s);
    ref = NULL; /* the block gets a label-less block of its own */
  }
  IrBlock *b;
  if (!rc->cur && !(ref && ref->block)) {
    b = cur_block(p);
  } else {
    b = ref && ref->block ? ref->block : ir_block_create(p->ctx);
    ir_region_append_block(rc->region, b);
    rc->cur = b;
  }
  if (ref) {
    ref->block = b;
    ref->defined = true;
  }
  ir_block_set_label(p->ctx, b, ir_intern(p->ctx, label.s + 1, (size_t)label.len - 1));
  add_block_args(p, b, args);
  if (args)
    vec_free(p, args, sizeof(ArgDef));
}

Vec *succ_vec(Parser *p, Vec *succs, Str label, const ParseLoc *l, Vec *refs, Vec *types) {
  if (!succs)
    succs = vec_new(p);
  SuccRef s;
  memset(&s, 0, sizeof s);
  s.label = label;
  s.loc = ploc(p, l);
  s.refs = refs;
  s.types = types;
  vec_push(p, succs, &s, sizeof s);
  return succs;
}

/* The block a successor names (made now when its label comes later). */
static IrBlock *succ_block(Parser *p, const SuccRef *s) {
  BlockRef *ref = block_ref(p, s->label, s->loc);
  if (!ref->block)
    ref->block = ir_block_create(p->ctx);
  return ref->block;
}

static Vec *ptr_vec_one(Parser *p, void *x) {
  Vec *v = vec_new(p);
  vec_push(p, v, &x, sizeof x);
  return v;
}

static void free_succs(Parser *p, Vec *succs) {
  for (int i = 0; i < VEC_N(succs); i++) {
    SuccRef *s = &VEC_AT(succs, SuccRef, i);
    vec_free(p, s->refs, sizeof(ValRef));
    vec_free(p, s->types, sizeof(IrType *));
  }
  vec_free(p, succs, sizeof(SuccRef));
}

IrOp *build_branch(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *types, Vec *succs,
                   Vec *attrs) {
  /* All operands in one list, the leading ones first, then each
   * successor's: the order of MLIR's operand list. */
  for (int i = 0; i < VEC_N(succs); i++) {
    SuccRef *s = &VEC_AT(succs, SuccRef, i);
    if (VEC_N(s->refs) != VEC_N(s->types))
      custom_op_error(p, VEC_AT(s->refs, ValRef, 0).loc, opname,
                      "number of operands and types do not match: got %d operands and %d types",
                      VEC_N(s->refs), VEC_N(s->types));
  }
  Vec *all = refs ? refs : vec_new(p);
  Vec *all_types = types ? types : vec_new(p);
  int *counts = xmalloc(sizeof(int) * (size_t)(VEC_N(succs) + 1));
  IrBlock **blocks = xmalloc(sizeof(IrBlock *) * (size_t)(VEC_N(succs) + 1));
  for (int i = 0; i < VEC_N(succs); i++) {
    SuccRef *s = &VEC_AT(succs, SuccRef, i);
    for (int j = 0; j < VEC_N(s->refs); j++) {
      vec_push(p, all, &VEC_AT(s->refs, ValRef, j), sizeof(ValRef));
      IrType *t = j < VEC_N(s->types) ? VEC_AT(s->types, IrType *, j) : NULL;
      vec_push(p, all_types, &t, sizeof t);
    }
    counts[i] = VEC_N(s->refs);
    blocks[i] = succ_block(p, s);
  }
  IrOp *op = build_custom_op(p, opname, l, all, all_types, 0, NULL, attrs);
  if (op)
    ir_op_set_successors(p->ctx, op, VEC_N(succs), blocks, counts);
  free(counts);
  free(blocks);
  free_succs(p, succs);
  return op;
}

/* =========================================================== op building */

OpHead *head_new(Parser *p, Str opname, const ParseLoc *l) {
  OpHead *h = p->free_heads;
  if (h) {
    p->free_heads = (OpHead *)h->refs;
    memset(h, 0, sizeof *h);
  } else {
    h = arena_alloc(&p->scratch, sizeof *h);
  }
  h->opname = opname;
  h->loc = ploc(p, l);
  return h;
}

void head_free(Parser *p, OpHead *h) {
  if (!h)
    return;
  vec_free(p, h->refs, sizeof(ValRef));
  vec_free(p, h->args, sizeof(ArgDef));
  vec_free(p, h->types, sizeof(IrType *));
  vec_free(p, h->outs, sizeof(IrType *));
  vec_free(p, h->attrs, sizeof(AttrEntry));
  vec_free(p, h->props, sizeof(AttrEntry));
  vec_free(p, h->ints, sizeof(int64_t));
  if (h->succs)
    free_succs(p, h->succs);
  h->refs = (Vec *)p->free_heads;
  p->free_heads = h;
}

IrOp *build_terminator(Parser *p, Str opname, const ParseLoc *l, OpHead *h) {
  if (!h)
    return build_custom_op(p, opname, l, NULL, NULL, 0, NULL, NULL);
  IrOp *op = build_custom_op(p, opname, l, h->refs, h->types, 0, NULL, NULL);
  h->refs = h->types = NULL;
  head_free(p, h);
  return op;
}

void head_set_symbol(Parser *p, OpHead *h, Str vis, Str sym) {
  (void)p;
  h->vis = vis;
  h->sym = sym;
}

void note_func_spelling(Parser *p, Str opname) {
  p->in_func_func = opname.len == 9 && memcmp(opname.s, "func.func", 9) == 0;
}

static bool is_inherent_name(const char *n) {
  static const char *const names[] = {"value", "predicate", "callee", "fastmath", "overflowFlags",
                                      "alignment", "sym_name", "function_type", "sym_visibility", "msg",
                                      "arg_attrs", "res_attrs", "unsignedCmp", "branch_weights",
                                      "case_values", "cases", "no_inline"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp(n, names[i]) == 0)
      return true;
  return false;
}

static void set_attrs(Parser *p, IrOp *op, Vec *attrs, int inherent /* -1: by name */) {
  int n = VEC_N(attrs);
  if (!n) {
    vec_free(p, attrs, sizeof(AttrEntry));
    return;
  }
  IrNamedAttr *na = arena_alloc(&p->scratch, sizeof *na * (size_t)n);
  for (int i = 0; i < n; i++) {
    AttrEntry *e = &VEC_AT(attrs, AttrEntry, i);
    bool inh = inherent < 0 ? is_inherent_name(e->name) : inherent != 0;
    na[i] = (IrNamedAttr){e->name, e->value ? e->value : ir_attr_unit(p->ctx), inh};
  }
  ir_op_set_attrs(p->ctx, op, n, na);
  vec_free(p, attrs, sizeof(AttrEntry));
}

/* Operand arrays are copied by ir_op_create, so one buffer serves every op. */
static IrValue **val_buf(Parser *p, int n) {
  if (n >= p->valcap) {
    p->valcap = n + 16 > 2 * p->valcap ? n + 16 : 2 * p->valcap;
    p->valbuf = xrealloc(p->valbuf, sizeof(IrValue *) * (size_t)p->valcap);
  }
  return p->valbuf;
}

/* Resolves refs[i] with types[i] (NULL when the syntax gives no type). */
static IrValue **resolve(Parser *p, Vec *refs, Vec *types, int ntypes_from, IrType *const *tarr) {
  int n = VEC_N(refs);
  IrValue **vals = val_buf(p, n);
  for (int i = 0; i < n; i++) {
    IrType *t = NULL;
    if (types && i < types->n)
      t = VEC_AT(types, IrType *, i);
    else if (tarr && i < ntypes_from)
      t = tarr[i];
    vals[i] = use_value(p, &VEC_AT(refs, ValRef, i), t);
  }
  return vals;
}

/* Whether the op name tok is written s. A quoted name may hold NUL bytes,
 * so the comparison stops at s's end rather than trusting strncmp to. */
static bool spelled(Str tok, const char *s) {
  if (!s)
    return false;
  for (int i = 0; i < tok.len; i++)
    if (s[i] == 0 || s[i] != tok.s[i])
      return false;
  return s[tok.len] == 0;
}

/* regions: the op's parsed regions (NULL entries, or NULL: new empty ones). */
static IrOp *new_op(Parser *p, Str opname, IrOpKind kind, IrLoc loc, int nopnds, IrValue **opnds,
                    int nres, IrType *const *rtypes, int nregions, IrRegion *const *regions) {
  const IrOpInfo *info = ir_op_info(kind);
  const char *name = NULL;
  if (opname.s && spelled(opname, info->modern))
    name = info->modern;
  else if (opname.s && info->classic && spelled(opname, info->classic))
    name = info->classic;
  else if (opname.s)
    name = ir_intern(p->ctx, opname.s, (size_t)opname.len);
  /* A bare `return` or `call` is the classic op inside `func` and MLIR's
   * func.return / func.call inside `func.func`, the name its messages use. */
  if ((kind == OP_RETURN || kind == OP_CALL) && p->in_func_func && name && !strchr(name, '.'))
    name = NULL;
  IrOp *op = ir_op_create_with_regions(p->ctx, kind, name, loc, nopnds, opnds, nres, rtypes,
                                       nregions, regions);
  ir_block_append_op(cur_block(p), op);
  return op;
}

/* vector.print's punctuation word, as #vector.punctuation<word>. */
IrAttr *mk_punctuation_attr(Parser *p, Str word, const ParseLoc *l) {
  const char *w = ir_punctuation_lookup(word.s, (size_t)word.len);
  if (w)
    return ir_attr_opaque(p->ctx, arena_printf(&p->scratch, "#vector.punctuation<%s>", w));
  perror_at(p, ploc(p, l),
            "custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: "
            "no_punctuation, newline, comma, open, close");
  perror_at(p, ploc(p, l),
            "custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value' "
            "which is to be a `::mlir::vector::PrintPunctuation`");
  return NULL;
}

/* An oilist clause may appear once. */
bool print_clause_twice(Parser *p, Vec *clauses, const char *attr, const char *word,
                        const ParseLoc *l) {
  const char *name = ir_intern_cstr(p->ctx, attr);
  for (int i = 0; i < VEC_N(clauses); i++)
    if (VEC_AT(clauses, AttrEntry, i).name == name) {
      perror_at(p, ploc(p, l), "'%s' clause specified more than once", word);
      return false;
    }
  return true;
}

/* vector.print [%v : T] [str "..."] [punctuation <p>] {attrs}: the
 * punctuation is a property MLIR always has, newline when not written. */
IrOp *build_print(Parser *p, Str opname, const ParseLoc *l, Vec *refs, IrType *type, Vec *clauses,
                  Vec *attrs) {
  bool punctuated = false;
  for (int i = 0; i < VEC_N(clauses); i++)
    punctuated = punctuated || strcmp(VEC_AT(clauses, AttrEntry, i).name, "punctuation") == 0;
  if (!punctuated)
    entry_push(p, &clauses, "punctuation",
               ir_attr_opaque(p->ctx, "#vector.punctuation<newline>"));
  for (int i = 0; i < VEC_N(attrs); i++)
    entry_push(p, &clauses, VEC_AT(attrs, AttrEntry, i).name, VEC_AT(attrs, AttrEntry, i).value);
  if (attrs)
    vec_free(p, attrs, sizeof(AttrEntry));
  return build_custom_op(p, opname, l, refs, type ? ptr_vec_one(p, type) : NULL, 0, NULL,
                         clauses);
}

IrOp *build_custom_op(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *opnd_types,
                      int nres, IrType *const *res_types, Vec *attrs) {
  IrLoc loc = ploc(p, l);
  IrType *const *tarr = NULL;
  int ntarr = 0;
  if (nres == -1) { /* call: res_types is the callee's function type */
    IrType *ft = (IrType *)res_types;
    if (ft->kind != TY_FUNC) {
      perror_at(p, loc, "expected function type");
      return NULL;
    }
    tarr = ft->ins;
    ntarr = ft->nins;
    nres = ft->nouts;
    res_types = ft->outs;
    if (ntarr != VEC_N(refs))
      perror_at(p, loc, "%d operands present, but expected %d", VEC_N(refs), ntarr);
  } else if (opnd_types && opnd_types->n != VEC_N(refs)) {
    perror_at(p, loc, "%d operands present, but expected %d", VEC_N(refs), opnd_types->n);
  }
  int n = VEC_N(refs);
  IrValue **vals = resolve(p, refs, opnd_types, ntarr, tarr);
  IrOp *op = new_op(p, opname, (IrOpKind)opname.aux, loc, n, vals, nres, res_types, 0, NULL);
  set_attrs(p, op, attrs, -1);
  if (refs)
    vec_free(p, refs, sizeof(ValRef));
  if (opnd_types)
    vec_free(p, opnd_types, sizeof(IrType *));
  return op;
}

IrOp *build_region_op(Parser *p, OpHead *h, Vec *opnd_types, int nres, IrType *const *res,
                      int nregions, IrRegion *const *regions, int nprops,
                      const IrNamedAttr *props) {
  IrValue **vals = resolve(p, h->refs, opnd_types, 0, NULL);
  IrOp *op = new_op(p, h->opname, (IrOpKind)h->opname.aux, h->loc, VEC_N(h->refs), vals, nres,
                    res, nregions, regions);
  ir_op_set_attrs(p->ctx, op, nprops, props);
  set_attrs(p, op, h->attrs, 0);
  h->attrs = NULL;
  head_free(p, h);
  return op;
}

/* The binary class: `op %a, %b flags {dict} : T` (result T), and the ops
 * whose form names a second type: `math.fpowi %a, %b : F, I` (the
 * exponent's type), `arith.addui_extended %a, %b : T, i1` (the carry's).
 * The extended multiplications have two results of the one type. */
IrOp *build_binary(Parser *p, Str opname, const ParseLoc *l, Vec *refs, IrAttr *flags, Vec *attrs,
                   IrType *t, IrType *t2, const ParseLoc *t2l) {
  IrOpKind k = (IrOpKind)opname.aux;
  bool two_types = k == OP_FPOWI || k == OP_ADDUI_EXTENDED;
  if (two_types != (t2 != NULL)) {
    /* mlir-opt stops at the end of the type list: `expected ','` there, or
     * at the ',' it did not expect. */
    perror_at(p, ploc(p, t2l), two_types ? "expected ','" : "expected operation name in quotes");
    vec_free(p, refs, sizeof(ValRef));
    return NULL;
  }
  if (flags)
    entry_push(p, &attrs, strstr(flags->u.s.str, "overflow") ? "overflowFlags" : "fastmath", flags);
  Vec *types = vec_new(p);
  IrType *rhs = k == OP_FPOWI ? t2 : t;
  vec_push(p, types, &t, sizeof t);
  vec_push(p, types, &rhs, sizeof rhs);
  IrType *res[2] = {t, k == OP_ADDUI_EXTENDED ? t2 : t};
  int nres = k == OP_ADDUI_EXTENDED || k == OP_MULSI_EXTENDED || k == OP_MULUI_EXTENDED ? 2 : 1;
  return build_custom_op(p, opname, l, refs, types, nres, res, attrs);
}

IrOp *build_dim_classic(Parser *p, Str opname, const ParseLoc *l, ValRef *mem, Str idx,
                        const ParseLoc *il, IrType *type) {
  const IrOpInfo *di = ir_op_info((IrOpKind)opname.aux);
  bool classic = di->classic && (int)strlen(di->classic) == opname.len &&
                 memcmp(di->classic, opname.s, (size_t)opname.len) == 0;
  const IrOpInfo *ci = ir_op_info(OP_CONSTANT);
  const char *cname = classic ? ci->classic : ci->modern;
  Str cs = {cname, (int)strlen(cname), OP_CONSTANT};
  IrType *index = p->ctx->index_ty;
  IrOp *c = new_op(p, cs, OP_CONSTANT, ploc(p, il), 0, NULL, 1, &index, 0, NULL);
  ir_op_set_attr_ex(p->ctx, c, "value", mk_int_attr(p, idx, index, il), true);
  IrValue *m = use_value(p, mem, type);
  IrValue *ops[2] = {m, &c->results[0]};
  return new_op(p, opname, OP_DIM, ploc(p, l), 2, ops, 1, &index, 0, NULL);
}

/* Inserts the implied operand-less loop.yield at the end of a region of an
 * op whose table entry says it may be left out (T_IMPLICIT_YIELD; the
 * printer leaves it out for the same ops). */
static void ensure_yield(Parser *p, IrOp *op, IrRegion *r) {
  if (!ir_op_has_trait(op, T_IMPLICIT_YIELD))
    ir_unreachable("implicit loop.yield in an op without T_IMPLICIT_YIELD");
  if (!r->first)
    ir_region_append_block(r, ir_block_create(p->ctx));
  IrBlock *b = r->last;
  if (b->last && ir_op_has_trait(b->last, T_TERMINATOR))
    return;
  IrOp *y = ir_op_create(p->ctx, OP_YIELD, NULL, op->loc, 0, NULL, 0, NULL, 0);
  ir_block_append_op(b, y);
}

static IrType *const *types_arr(Vec *v) { return v ? (IrType *const *)v->v : NULL; }

/* mlir-opt's error for a token that is no predicate where cmpi or cmpf
 * expects one, listing the predicates. */
void cmp_pred_expected(Parser *p, Str opname, IrLoc loc) {
  bool is_int = (IrOpKind)opname.aux == OP_CMPI;
  const char *const *names = is_int ? ir_cmpi_pred_names : ir_cmpf_pred_names;
  int n = is_int ? 10 : 16;
  size_t sz = 1;
  for (int i = 0; i < n; i++)
    sz += strlen(names[i]) + 2;
  char *all = arena_alloc(&p->scratch, sz);
  for (int i = 0; i < n; i++) {
    strcat(all, names[i]);
    if (i + 1 < n)
      strcat(all, ", ");
  }
  custom_op_error(p, loc, opname,
                  "expected string or keyword containing one of the following enum values for "
                  "attribute 'predicate' [%s]",
                  all);
}

IrOp *build_cmp(Parser *p, Str opname, const ParseLoc *l, Str pred, const ParseLoc *pl, Vec *refs,
                IrType *type, Vec *attrs) {
  IrOpKind kind = (IrOpKind)opname.aux;
  bool is_int = kind == OP_CMPI;
  int k = ir_cmp_pred_lookup(kind, pred.s, (size_t)pred.len);
  if (k < 0) {
    cmp_pred_expected(p, opname, ploc(p, pl));
    k = 0;
  }
  /* MLIR's parser infers the i1 result from the operand type, and checks
   * that type first (at the first token after the name). */
  if (is_int ? !(ir_type_is_signless_int(type) || ir_type_is_index(type)) : !ir_type_is_float(type))
    custom_op_error(p, ploc(p, pl), opname, "'lhs' must be %s, but got '%s'",
                    is_int ? "signless-integer-like" : "floating-point-like", tstr(p, type));
  entry_push(p, &attrs, "predicate", ir_attr_int(p->ctx, p->ctx->i64_ty, k));
  IrType *i1 = p->ctx->i1_ty;
  Vec *types = vec_new(p);
  vec_push(p, types, &type, sizeof type);
  vec_push(p, types, &type, sizeof type);
  return build_custom_op(p, opname, l, refs, types, 1, &i1, attrs);
}

IrOp *build_for(Parser *p, OpHead *h, IrRegion *body) {
  int n = VEC_N(h->refs);
  Vec *types = vec_new(p);
  for (int i = 0; i < n; i++) {
    IrType *t = i < 3 ? h->iv_type : (i - 3 < VEC_N(h->types) ? VEC_AT(h->types, IrType *, i - 3) : NULL);
    vec_push(p, types, &t, sizeof t);
  }
  IrValue **vals = resolve(p, h->refs, types, 0, NULL);
  IrOp *op = new_op(p, h->opname, OP_FOR, h->loc, n, vals, VEC_N(h->types), types_arr(h->types), 1,
                    &body);
  if (h->unsigned_cmp)
    ir_op_set_attr_ex(p->ctx, op, "unsignedCmp", ir_attr_unit(p->ctx), true);
  set_attrs(p, op, h->attrs, -1);
  h->attrs = NULL;
  ensure_yield(p, op, body);
  vec_free(p, types, sizeof(IrType *));
  head_free(p, h);
  return op;
}

IrOp *build_if(Parser *p, OpHead *h, IrRegion *then_r, IrRegion *else_r) {
  IrType *i1 = p->ctx->i1_ty;
  IrValue **vals = resolve(p, h->refs, NULL, 1, &i1);
  IrRegion *regs[2] = {then_r, else_r};
  IrOp *op = new_op(p, h->opname, OP_IF, h->loc, 1, vals, VEC_N(h->types), types_arr(h->types), 2,
                    regs);
  set_attrs(p, op, h->attrs, -1);
  h->attrs = NULL;
  ensure_yield(p, op, then_r);
  if (else_r)
    ensure_yield(p, op, else_r);
  head_free(p, h);
  return op;
}

/* Ends region r with an operand-less terminator of kind k unless it ends
 * with a terminator (the parser's ensureTerminator). */
static void ensure_terminator(Parser *p, IrRegion *r, IrOpKind k, IrLoc loc) {
  if (!r->first)
    ir_region_append_block(r, ir_block_create(p->ctx));
  IrBlock *b = r->last;
  if (!b->last || !ir_op_has_trait(b->last, T_TERMINATOR))
    ir_block_append_op(b, ir_op_create(p->ctx, k, NULL, loc, 0, NULL, 0, NULL, 0));
}

/* scf.execute_region [-> T | -> (T, ...)] [no_inline] {...} {attrs}: the
 * region as written (MLIR's parser adds no terminator). */
IrOp *build_execute_region(Parser *p, Str opname, const ParseLoc *l, Vec *types, const Str *kw,
                           const ParseLoc *kwl, IrRegion *body, Vec *attrs) {
  if (kw && (kw->len != 9 || memcmp(kw->s, "no_inline", 9) != 0))
    perror_at(p, ploc(p, kwl), "expected '{' to begin a region");
  IrOp *op = new_op(p, opname, OP_EXECUTE_REGION, ploc(p, l), 0, NULL, VEC_N(types),
                    types_arr(types), 1, &body);
  if (kw)
    ir_op_set_attr_ex(p->ctx, op, "no_inline", ir_attr_unit(p->ctx), true);
  set_attrs(p, op, attrs, -1);
  if (types)
    vec_free(p, types, sizeof(IrType *));
  return op;
}

/* memref.alloca_scope [-> (T, ...)] {...} {attrs}: the implied terminator
 * is an operand-less memref.alloca_scope.return. */
IrOp *build_alloca_scope(Parser *p, Str opname, const ParseLoc *l, Vec *types, IrRegion *body,
                         Vec *attrs) {
  IrOp *op = new_op(p, opname, OP_ALLOCA_SCOPE, ploc(p, l), 0, NULL, VEC_N(types),
                    types_arr(types), 1, &body);
  set_attrs(p, op, attrs, -1);
  ensure_terminator(p, body, OP_ALLOCA_SCOPE_RETURN, op->loc);
  if (types)
    vec_free(p, types, sizeof(IrType *));
  return op;
}

/* scf.forall's head: the lists become the properties staticLowerBound,
 * staticUpperBound and staticStep (the `in` form's lower bounds 0 and
 * steps 1, as MLIR's parser makes them) and the operands, in that order;
 * the induction variables are bound in the region that follows. */
OpHead *forall_head(Parser *p, Str opname, const ParseLoc *l, Vec *ivs, Vec *const *lists,
                    Vec *outs, const ParseLoc *outsl) {
  OpHead *h = head_new(p, opname, l);
  h->args = ivs ? ivs : vec_new(p);
  h->nivs = VEC_N(ivs);
  h->refs = vec_new(p);
  Vec *types = vec_new(p);
  static const char *const names[] = {"staticLowerBound", "staticUpperBound", "staticStep"};
  for (int k = 0; k < 3; k++) {
    IrAttr *a;
    if (lists[k]) {
      a = mixed_take(p, lists[k], h->refs, types);
    } else {
      int64_t *vals = arena_alloc(&p->ctx->arena, sizeof *vals * (size_t)(h->nivs + 1));
      for (int i = 0; i < h->nivs; i++)
        vals[i] = k == 0 ? 0 : 1;
      a = ir_attr_dense_array(p->ctx, p->ctx->i64_ty, h->nivs, vals);
    }
    entry_push(p, &h->attrs, names[k], a);
  }
  vec_free(p, types, sizeof(IrType *));
  if (outs) {
    custom_op_error(p, ploc(p, outsl), opname,
                    "shared_outs are not supported by loopc (they are tensors, and loopc has no op of "
                    "MLIR's tensor dialect)");
    vec_free(p, outs, sizeof(ArgDef));
  }
  set_pending_args(p, h->args, false);
  return h;
}

/* The body gets its implied scf.forall.in_parallel (with its one empty
 * block), as ForallOp::ensureTerminator makes it. */
IrOp *build_forall(Parser *p, OpHead *h, IrRegion *body, Vec *attrs) {
  int n = VEC_N(h->refs);
  IrType *index = p->ctx->index_ty;
  IrValue **vals = val_buf(p, n);
  for (int i = 0; i < n; i++)
    vals[i] = use_value(p, &VEC_AT(h->refs, ValRef, i), index);
  IrOp *op = new_op(p, h->opname, OP_FORALL, h->loc, n, vals, 0, NULL, 1, &body);
  set_attrs(p, op, h->attrs, 1);
  h->attrs = NULL;
  set_attrs(p, op, attrs, -1);
  IrAttr *mapping = ir_op_get_attr(op, "mapping");
  if (mapping)
    ir_op_set_attr_ex(p->ctx, op, "mapping", mapping, true);
  if (!body->first)
    ir_region_append_block(body, ir_block_create(p->ctx));
  IrBlock *b = body->last;
  if (!b->last || !ir_op_has_trait(b->last, T_TERMINATOR)) {
    IrOp *t = ir_op_create(p->ctx, OP_IN_PARALLEL, NULL, op->loc, 0, NULL, 0, NULL, 1);
    ir_region_append_block(t->regions[0], ir_block_create(p->ctx));
    ir_block_append_op(b, t);
  }
  head_free(p, h);
  return op;
}

IrOp *build_in_parallel(Parser *p, Str opname, const ParseLoc *l, IrRegion *body, Vec *attrs) {
  if (!body->first)
    ir_region_append_block(body, ir_block_create(p->ctx));
  IrOp *op = new_op(p, opname, OP_IN_PARALLEL, ploc(p, l), 0, NULL, 0, NULL, 1, &body);
  set_attrs(p, op, attrs, -1);
  return op;
}

/* scf.index_switch's `case N {...}`, one IswCase each, in order. The
 * keyword is checked here, as MLIR's parser does: anything but `case`
 * before an integer is where `default` was expected. */
typedef struct IswCase {
  int64_t value;
  IrRegion *region;
} IswCase;

Vec *iswitch_case(Parser *p, Vec *cases, Str kw, const ParseLoc *kwl, Str value,
                  const ParseLoc *vl, IrRegion *r) {
  if (!cases)
    cases = vec_new(p);
  if (kw.len != 4 || memcmp(kw.s, "case", 4) != 0) {
    perror_at(p, ploc(p, kwl), "custom op 'scf.index_switch' expected 'default'");
    return cases;
  }
  IrAttr *a = mk_int_attr(p, value, p->ctx->i64_ty, vl);
  IswCase c = {a && a->kind == ATTR_INT ? a->u.i : 0, r};
  vec_push(p, cases, &c, sizeof c);
  return cases;
}

/* Regions in MLIR's order: the default region first, then the cases'. Only
 * the default region gets the implied operand-less scf.yield (MLIR's
 * parser leaves case regions as written). */
IrOp *build_index_switch(Parser *p, OpHead *h, Vec *cases, Str kw, const ParseLoc *kwl,
                         IrRegion *dflt) {
  if (kw.len != 7 || memcmp(kw.s, "default", 7) != 0)
    perror_at(p, ploc(p, kwl), "custom op 'scf.index_switch' expected 'default'");
  int n = VEC_N(cases);
  IrRegion **regs = xmalloc(sizeof *regs * ((size_t)n + 1));
  int64_t *vals = xmalloc(sizeof *vals * ((size_t)n + 1));
  regs[0] = dflt;
  for (int i = 0; i < n; i++) {
    regs[i + 1] = VEC_AT(cases, IswCase, i).region;
    vals[i] = VEC_AT(cases, IswCase, i).value;
  }
  IrType *index = p->ctx->index_ty;
  IrValue **v = resolve(p, h->refs, NULL, 1, &index);
  IrOp *op = new_op(p, h->opname, OP_INDEX_SWITCH, h->loc, 1, v, VEC_N(h->types),
                    types_arr(h->types), n + 1, regs);
  ir_op_set_attr_ex(p->ctx, op, "cases", ir_attr_dense_array(p->ctx, p->ctx->i64_ty, n, vals), true);
  set_attrs(p, op, h->attrs, -1);
  h->attrs = NULL;
  ensure_terminator(p, dflt, OP_YIELD, op->loc);
  free(regs);
  free(vals);
  if (cases)
    vec_free(p, cases, sizeof(IswCase));
  head_free(p, h);
  return op;
}

IrOp *build_parallel(Parser *p, OpHead *h, IrRegion *body, Vec *colon_types) {
  Vec *res = h->types ? h->types : colon_types;
  if (h->types && colon_types)
    perror_at(p, h->loc, "result types given both after '->' and after the body");
  int n = VEC_N(h->refs), nctl = 3 * h->nivs;
  Vec *types = vec_new(p);
  for (int i = 0; i < n; i++) {
    IrType *t = i < nctl ? p->ctx->index_ty
                         : (i - nctl < VEC_N(res) ? VEC_AT(res, IrType *, i - nctl) : NULL);
    vec_push(p, types, &t, sizeof t);
  }
  IrValue **vals = resolve(p, h->refs, types, 0, NULL);
  IrOp *op = new_op(p, h->opname, OP_PARALLEL, h->loc, n, vals, VEC_N(res), types_arr(res), 1, &body);
  set_attrs(p, op, h->attrs, -1);
  h->attrs = NULL;
  ensure_yield(p, op, body);
  vec_free(p, types, sizeof(IrType *));
  vec_free(p, colon_types, sizeof(IrType *));
  head_free(p, h);
  return op;
}

IrOp *build_while(Parser *p, OpHead *h, IrRegion *before, IrRegion *after) {
  int n = VEC_N(h->refs);
  Vec *types = vec_new(p);
  for (int i = 0; i < n; i++)
    vec_push(p, types, &VEC_AT(h->args, ArgDef, i).type, sizeof(IrType *));
  IrValue **vals = resolve(p, h->refs, types, 0, NULL);
  IrRegion *regs[2] = {before, after};
  IrOp *op = new_op(p, h->opname, OP_WHILE, h->loc, n, vals, VEC_N(h->types), types_arr(h->types), 2,
                    regs);
  set_attrs(p, op, h->attrs, -1);
  h->attrs = NULL;
  vec_free(p, types, sizeof(IrType *));
  head_free(p, h);
  return op;
}

IrOp *build_reduce(Parser *p, Str opname, const ParseLoc *l, Vec *refs, Vec *types, Vec *regions,
                   bool terminator) {
  IrLoc loc = ploc(p, l);
  int n = VEC_N(refs);
  if (VEC_N(types) != n)
    perror_at(p, loc, "%d operands present, but expected %d", n, VEC_N(types));
  if (VEC_N(regions) != n)
    perror_at(p, loc, "expected %d reduction regions, got %d", n, VEC_N(regions));
  IrValue **vals = resolve(p, refs, types, 0, NULL);
  IrOp *last = NULL;
  for (int i = 0; i < n; i++) {
    IrRegion *r = i < VEC_N(regions) ? VEC_AT(regions, IrRegion *, i) : NULL;
    last = new_op(p, opname, OP_REDUCE, loc, 1, &vals[i], 0, NULL, 1, &r);
  }
  /* Today's scf.reduce also ends the parallel body: loopc keeps that as an
   * operand-less yield spelled scf.reduce, so that messages name it. */
  if (terminator)
    last = new_op(p, opname, OP_YIELD, loc, 0, NULL, 0, NULL, 0, NULL);
  if (refs)
    vec_free(p, refs, sizeof(ValRef));
  if (types)
    vec_free(p, types, sizeof(IrType *));
  if (regions)
    vec_free(p, regions, sizeof(IrRegion *));
  return last;
}

static IrAttr *sym_string(Parser *p, Str sym) {
  IrAttr *s = mk_symbol_attr(p, sym);
  return ir_attr_string(p->ctx, s->u.s.str, s->u.s.len);
}

IrOp *build_func(Parser *p, OpHead *h, IrRegion *body) {
  p->pending_args = NULL;
  p->pending_isolated = false;
  IrType *ft = mk_func_type(p, h->types, h->outs, h->loc);
  if (body && !body->first)
    ir_region_append_block(body, ir_block_create(p->ctx));
  IrOp *op = new_op(p, h->opname, OP_FUNC, h->loc, 0, NULL, 0, NULL, 1, &body);
  ir_op_set_attr_ex(p->ctx, op, "sym_name", sym_string(p, h->sym), true);
  ir_op_set_attr_ex(p->ctx, op, "function_type", ir_attr_type(p->ctx, ft), true);
  if (h->vis.s)
    ir_op_set_attr_ex(p->ctx, op, "sym_visibility", ir_attr_string(p->ctx, h->vis.s, (size_t)h->vis.len),
                      true);
  set_attrs(p, op, h->attrs, 0);
  h->attrs = NULL;
  /* Argument attributes ({llvm.noalias}) are kept as MLIR keeps them: an
   * inherent array of one dictionary per argument. */
  bool any = false;
  for (int i = 0; i < VEC_N(h->args); i++)
    any = any || VEC_AT(h->args, ArgDef, i).attrs;
  if (any) {
    int n = VEC_N(h->args);
    IrAttr **dicts = arena_alloc(&p->scratch, sizeof *dicts * (size_t)n);
    for (int i = 0; i < n; i++) {
      IrAttr *a = VEC_AT(h->args, ArgDef, i).attrs;
      dicts[i] = a ? a : ir_attr_dict(p->ctx, 0, NULL);
    }
    ir_op_set_attr_ex(p->ctx, op, "arg_attrs", ir_attr_array(p->ctx, n, dicts), true);
  }
  head_free(p, h);
  return op;
}

IrOp *build_module(Parser *p, OpHead *h, IrRegion *body) {
  if (!body->first)
    ir_region_append_block(body, ir_block_create(p->ctx));
  IrOp *op = new_op(p, h->opname, OP_MODULE, h->loc, 0, NULL, 0, NULL, 1, &body);
  if (h->sym.s)
    ir_op_set_attr_ex(p->ctx, op, "sym_name", sym_string(p, h->sym), true);
  set_attrs(p, op, h->attrs, 0);
  h->attrs = NULL;
  head_free(p, h);
  return op;
}

void generic_head_begin(Parser *p, OpHead *h) {
  size_t n;
  const char *name = decode_string(p, h->opname, &n);
  const IrOpInfo *info = ir_op_info_lookup(name, n);
  h->opname.s = ir_intern(p->ctx, name, n);
  h->opname.len = (int)n;
  h->opname.aux = info ? (int)info->kind : (int)OP_UNKNOWN;
  h->vector_attrs = p->vector_attrs;
  p->vector_attrs = 0;
  if (n == 0)
    perror_at(p, h->loc, "empty operation name");
  if (info && (info->traits & T_ISOLATED))
    set_pending_args(p, NULL, true);
  p->pending_top_module = info && info->kind == OP_MODULE && p->nregions == 1;
  p->pending_top_plain = false; /* its attributes follow its region */
}

/* Today's generic scf.parallel and memref.alloc(a) state their operand
 * groups in operandSegmentSizes; absent, MLIR reads it as all zeros (and
 * its verifier then rejects any operand). */
static void default_segment_sizes(Parser *p, IrOp *op) {
  int nseg = ir_op_is(op, OP_PARALLEL) ? 4 : ir_op_is(op, OP_ALLOC) || ir_op_is(op, OP_ALLOCA) ? 2 : 0;
  if (!nseg || strcmp(op->name, op->info->modern) != 0 || ir_op_get_attr(op, "operandSegmentSizes"))
    return;
  static const int64_t zeros[4];
  ir_op_set_attr_ex(p->ctx, op, "operandSegmentSizes",
                    ir_attr_dense_array(p->ctx, p->ctx->i32_ty, nseg, zeros), true);
}

IrOp *build_switch(Parser *p, Str opname, const ParseLoc *l, Vec *flag, IrType *type,
                   const ParseLoc *tl, Vec *succs, Vec *attrs) {
  if (type->kind != TY_INT) {
    custom_op_error(p, ploc(p, tl), opname,
                    "invalid kind of type specified: expected builtin.integer, but found '%s'",
                    ir_type_str(p->ctx, type));
    free_succs(p, succs);
    vec_free(p, flag, sizeof(ValRef));
    vec_free(p, attrs, sizeof(AttrEntry));
    return NULL;
  }
  int ncases = VEC_N(succs) - 1;
  int64_t *vals = xmalloc(sizeof(int64_t) * (size_t)(ncases > 0 ? ncases : 1));
  for (int i = 0; i < ncases; i++) {
    SuccRef *s = &VEC_AT(succs, SuccRef, i + 1);
    IrAttr *a = mk_int_attr(p, s->value, type, &s->value_loc);
    vals[i] = a && a->kind == ATTR_INT ? a->u.i : 0;
  }
  if (ncases > 0)
    entry_push(p, &attrs, "case_values", ir_attr_dense_array(p->ctx, type, ncases, vals));
  free(vals);
  return build_branch(p, opname, l, flag, ptr_vec_one(p, type), succs, attrs);
}

/* A generic op's successor list `[^bb1, ^bb2]`: the operands each passes
 * come from the operand list as MLIR splits it (all of them for cf.br;
 * operandSegmentSizes for cf.cond_br, with case_operand_segments for
 * cf.switch; none for other ops). The segment attributes are then derived
 * from the successors and dropped (the printer writes them back). */
static void generic_successors(Parser *p, IrOp *op, Vec *succs) {
  int n = VEC_N(succs);
  int *counts = xcalloc((size_t)n + 1, sizeof(int));
  IrBlock **blocks = xmalloc(sizeof(IrBlock *) * ((size_t)n + 1));
  for (int i = 0; i < n; i++)
    blocks[i] = succ_block(p, &VEC_AT(succs, SuccRef, i));
  bool ok = true;
  if (ir_op_is(op, OP_BR)) {
    if (n >= 1)
      counts[0] = op->nopnds;
  } else if (ir_op_is(op, OP_COND_BR) || ir_op_is(op, OP_SWITCH)) {
    IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
    IrAttr *cases = ir_op_get_attr(op, "case_operand_segments");
    int64_t total = 0;
    if (!seg) {
      /* Absent, MLIR reads the segment sizes as zeros. */
      perror_at(p, op->loc,
                "'%s' op operand count (%d) does not match with the total size (0) specified in "
                "attribute 'operandSegmentSizes'",
                op->name, op->nopnds);
      ok = false;
    } else if (seg->kind != ATTR_DENSE_ARRAY || seg->u.darray.n != 3) {
      perror_at(p, op->loc, "'%s' op attribute 'operandSegmentSizes' failed to satisfy constraint: "
                            "i32 dense array attribute with 3 elements", op->name);
      ok = false;
    } else {
      for (int i = 0; i < 3; i++)
        total += seg->u.darray.vals[i];
      if (total != op->nopnds) {
        perror_at(p, op->loc,
                  "'%s' op operand count (%d) does not match with the total size (%lld) specified in "
                  "attribute 'operandSegmentSizes'",
                  op->name, op->nopnds, (long long)total);
        ok = false;
      }
    }
    if (ok && ir_op_is(op, OP_COND_BR)) {
      if (n >= 1)
        counts[0] = (int)seg->u.darray.vals[1];
      if (n >= 2)
        counts[1] = (int)seg->u.darray.vals[2];
      if (seg->u.darray.vals[0] != 1) {
        perror_at(p, op->loc, "'%s' op expected one condition operand", op->name);
        ok = false;
      }
    } else if (ok && !cases) {
      perror_at(p, op->loc, "'%s' op requires attribute 'case_operand_segments'", op->name);
      ok = false;
    } else if (ok) {
      if (n >= 1)
        counts[0] = (int)seg->u.darray.vals[1];
      int64_t sum = 0;
      int nc = cases && cases->kind == ATTR_DENSE_ARRAY ? cases->u.darray.n : 0;
      for (int i = 1; i < n && i - 1 < nc; i++) {
        counts[i] = (int)cases->u.darray.vals[i - 1];
        sum += counts[i];
      }
      if (nc != n - 1 || sum != seg->u.darray.vals[2] || seg->u.darray.vals[0] != 1) {
        perror_at(p, op->loc, "'%s' op expected case_operand_segments to give the operands of each "
                              "of its %d cases", op->name, n - 1);
        ok = false;
      }
    }
    ir_op_remove_attr(op, "operandSegmentSizes");
    ir_op_remove_attr(op, "case_operand_segments");
  }
  if (ok)
    ir_op_set_successors(p->ctx, op, n, blocks, counts);
  free(counts);
  free(blocks);
  free_succs(p, succs);
}

IrOp *build_generic(Parser *p, OpHead *h, Vec *regions, IrType *ft, const ParseLoc *type_loc) {
  if (ft->kind != TY_FUNC) {
    perror_at(p, ploc(p, type_loc), "expected function type");
    return NULL;
  }
  int n = VEC_N(h->refs);
  if (n != ft->nins)
    perror_at(p, ploc(p, type_loc), "expected %d operand type%s but had %d", n, n == 1 ? "" : "s",
              ft->nins);
  IrOpKind kind = (IrOpKind)h->opname.aux;
  int nreg = VEC_N(regions);
  IrOp *op;
  if ((h->vector_attrs || p->vector_attrs) && kind != OP_SWITCH)
    perror_at(p, h->loc, "vector attributes are not supported by loopc (but as cf.switch's case_values)");
  p->vector_attrs = 0;
  if (kind == OP_REDUCE && h->opname.len == 10 && memcmp(h->opname.s, "scf.reduce", 10) == 0 &&
      n == nreg && n == ft->nins) {
    /* Today's scf.reduce: one terminator for all reductions (see DESIGN.md). */
    Vec *types = vec_new(p);
    for (int i = 0; i < ft->nins; i++)
      vec_push(p, types, &ft->ins[i], sizeof(IrType *));
    ParseLoc l = {h->loc.line, h->loc.col, h->loc.line, h->loc.col};
    op = build_reduce(p, h->opname, &l, h->refs, types, regions, true);
    set_attrs(p, op, h->props, 1);
    set_attrs(p, op, h->attrs, 0);
    h->refs = h->props = h->attrs = NULL;
    head_free(p, h);
    return op;
  }
  IrValue **vals = resolve(p, h->refs, NULL, ft->nins, ft->ins);
  op = new_op(p, h->opname, kind, h->loc, n, vals, ft->nouts, ft->outs, nreg,
              nreg ? (IrRegion *const *)regions->v : NULL);
  if (kind == OP_MODULE && nreg == 1 && !op->regions[0]->first)
    ir_region_append_block(op->regions[0], ir_block_create(p->ctx));
  set_attrs(p, op, h->props, 1);
  set_attrs(p, op, h->attrs, 0);
  h->props = h->attrs = NULL;
  /* The segment sizes' older name, which mlir-opt reads as the property. */
  IrAttr *legacy = ir_op_get_attr(op, "operand_segment_sizes");
  if (legacy && !ir_op_get_attr(op, "operandSegmentSizes")) {
    ir_op_remove_attr(op, "operand_segment_sizes");
    ir_op_set_attr_ex(p->ctx, op, "operandSegmentSizes", legacy, true);
  }
  default_segment_sizes(p, op);
  if (h->succs) {
    generic_successors(p, op, h->succs);
    h->succs = NULL;
  }
  if (regions)
    vec_free(p, regions, sizeof(IrRegion *));
  head_free(p, h);
  return op;
}

void op_set_loc(Parser *p, IrOp *op, Vec *results, const ParseLoc *l, Str loc_text, bool has_loc) {
  IrLoc loc = ploc(p, l);
  if (op) {
    op->loc = loc;
    if (has_loc)
      ir_op_set_loc_text(p->ctx, op, ir_intern(p->ctx, loc_text.s, (size_t)loc_text.len));
  }
  if (!results)
    return;
  int total = 0;
  for (int i = 0; i < results->n; i++) {
    int c = VEC_AT(results, ResultDef, i).count;
    total += c < 0 ? 1 : c;
  }
  bool ok = op && op->nresults == total;
  IrLoc list_loc = VEC_AT(results, ResultDef, 0).loc;
  if (op && !ok && op->nresults == 0)
    perror_at(p, list_loc, "cannot name an operation with no results");
  else if (op && !ok)
    perror_at(p, list_loc, "operation defines %d results but was provided %d to bind", op->nresults,
              total);
  int at = 0;
  for (int i = 0; i < results->n; i++) {
    ResultDef *r = &VEC_AT(results, ResultDef, i);
    int c = r->count < 0 ? 1 : r->count;
    IrValue *base;
    if (ok) {
      base = &op->results[at]; /* located at their op, as in MLIR */
    } else {
      /* Bind placeholders anyway so later uses do not cascade into more errors;
       * a few are enough (`%r:600000 =` costs no more than `%r:2 =`): a use
       * past them is an error after an error. */
      if (c > 64)
        c = 64;
      base = arena_alloc(&p->ctx->arena, sizeof(IrValue) * (size_t)c);
      for (int k = 0; k < c; k++) {
        base[k].name_group = -1;
        ir_value_set_loc(p->ctx, &base[k], r->loc);
      }
    }
    define_names(p, r->name, base, c, r->loc, r->count >= 0);
    at += c;
  }
  vec_free(p, results, sizeof(ResultDef));
}

/* ================================================================ driver */

/* ============================================================ mapped input */

/* Input pages are released in steps of DROP_STEP, keeping the last DROP_KEEP
 * bytes before flex's read position resident (the tokens being built). */
enum { DROP_STEP = 256 << 10, DROP_KEEP = 256 << 10 };

static void drop_pages(const char *text, size_t from, size_t to) {
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  uintptr_t lo = ((uintptr_t)text + from + page - 1) & ~(page - 1);
  uintptr_t hi = ((uintptr_t)text + to) & ~(page - 1);
  if (hi > lo)
    madvise((void *)lo, hi - lo, MADV_DONTNEED);
}

void lex_fed(Parser *p) {
  if (p->feed_off < p->drop_off + DROP_STEP + DROP_KEEP)
    return;
  size_t to = p->feed_off - DROP_KEEP;
  drop_pages(p->text, p->drop_off, to);
  p->drop_off = to;
}

static IrOp *parse_text(IrContext *ctx, DiagEngine *diag, const char *filename, const char *text,
                        size_t len, int first_line, bool mapped, ParseTopOpFn top_fn,
                        void *top_data, IrType *literal_type, IrAttr **literal);

IrOp *parse_module(IrContext *ctx, DiagEngine *diag, const char *filename, const char *text,
                   size_t len, int first_line) {
  return parse_text(ctx, diag, filename, text, len, first_line, false, NULL, NULL, NULL, NULL);
}

IrOp *parse_module_mapped(IrContext *ctx, DiagEngine *diag, const char *filename,
                          const char *text, size_t len, int first_line) {
  IrOp *m = parse_text(ctx, diag, filename, text, len, first_line, text != NULL, NULL, NULL, NULL,
                       NULL);
  if (text)
    drop_pages(text, 0, len);
  return m;
}

IrOp *parse_module_streamed(IrContext *ctx, DiagEngine *diag, const char *filename,
                            const char *text, size_t len, bool mapped, ParseTopOpFn fn,
                            void *data) {
  IrOp *m = parse_text(ctx, diag, filename, text, len, 1, mapped && text, fn, data, NULL, NULL);
  if (mapped && text)
    drop_pages(text, 0, len);
  return m;
}

IrAttr *parse_dense_literal(IrContext *ctx, const char *text, IrType *type, char **err) {
  *err = NULL;
  /* The literal alone, through the grammar's one dense<...> rule set
   * (parse_attr.c), as the given type: no op or module is built. */
  DiagEngine diag;
  diag_init(&diag, stderr);
  diag.capture = true;
  IrAttr *a = NULL;
  parse_text(ctx, &diag, "<literal>", text, strlen(text), 1, false, NULL, NULL, type, &a);
  if (!a || a->kind != ATTR_DENSE) {
    for (int i = 0; i < diag.ndiags && !*err; i++)
      if (diag.diags[i].sev == DIAG_ERROR)
        *err = xstrdup(diag.diags[i].msg);
    if (!*err)
      *err = xstrdup("expected a dense<...> literal");
    a = NULL;
  }
  diag_free(&diag);
  return a;
}

/* Parses text into a module; or, given literal_type, reads a dense literal
 * alone into *literal (NULL after an error) and returns NULL. */
static IrOp *parse_text(IrContext *ctx, DiagEngine *diag, const char *filename, const char *text,
                        size_t len, int first_line, bool mapped, ParseTopOpFn top_fn,
                        void *top_data, IrType *literal_type, IrAttr **literal) {
  Parser p;
  memset(&p, 0, sizeof p);
  p.dense_infer = literal_type != NULL;
  p.literal_type = literal_type;
  p.top_fn = top_fn;
  p.top_data = top_data;
  p.mapped = mapped;
  p.ctx = ctx;
  p.diag = diag;
  p.file = ir_intern_cstr(ctx, filename ? filename : "<input>");
  p.text = text ? text : "";
  p.len = text ? len : 0;
  p.line = first_line > 0 ? first_line : 1;
  p.col = 1;
  arena_init(&p.scratch);
  hashmap_init(&p.names);
  hashmap_init(&p.forward);
  hashmap_init(&p.blocks);
  hashmap_init(&p.attr_aliases);
  hashmap_init(&p.type_aliases);

  ParseLoc top = {p.line, 1, p.line, 1};
  IrRegion *topr = region_begin(&p, &top);
  int rc = parse_run(&p);
  region_end(&p, topr);

  IrOp *result = NULL;
  bool ok = rc == 0 && p.nerrors == 0 && p.nsyntax == 0;
  if (literal_type)
    *literal = ok ? p.literal : NULL;
  else if (ok) {
    IrBlock *b = topr->first;
    if (b && b->first && b->first == b->last && ir_op_is(b->first, OP_MODULE)) {
      result = b->first;
      ir_op_unlink(result);
    } else {
      result = ir_module_create(ctx, ir_loc(p.file, first_line > 0 ? first_line : 1, 1));
      IrBlock *body = ir_module_body(result);
      while (b && b->first) {
        IrOp *op = b->first;
        ir_op_unlink(op);
        ir_block_append_op(body, op);
      }
    }
  }
  free(p.regions);
  free(p.valbuf);
  free(p.bal_stack);
  hashmap_free(&p.names);
  hashmap_free(&p.forward);
  hashmap_free(&p.blocks);
  hashmap_free(&p.attr_aliases);
  hashmap_free(&p.type_aliases);
  arena_destroy(&p.scratch);
  return result;
}
