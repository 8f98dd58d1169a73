/* dependence.c: memory dependences in loop nests (see dependence.h), and
 * the pass print-dependences that reports them as remarks. */
#include "dependence.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "affine_utils.h"

#define NOT_AFFINE ((DepForm *)1)
#define KEY(p) ((uint64_t)(uintptr_t)(p))

/* ============================== the nest ============================== */

bool dep_is_for(const IrOp *op) { return ir_op_is(op, OP_FOR) || ir_op_is(op, OP_AFFINE_FOR); }

bool dep_block_inside(const IrBlock *b, const IrOp *op) {
  while (b && b->parent) {
    IrOp *p = b->parent->parent;
    if (p == op)
      return true;
    b = p ? p->parent : NULL;
  }
  return false;
}

bool dep_value_inside(const IrValue *v, const IrOp *op) {
  IrBlock *b = ir_value_parent_block(v);
  return b && dep_block_inside(b, op);
}

IrBlock *dep_loop_body(const IrOp *loop) { return ir_op_region(loop, 0)->first; }

/* v's value is the same in every iteration of every loop of the nest:
 * defined outside it, or by a pure op without regions whose operands all
 * are. Memoized; the recursion follows operands, which are defined before
 * their users, so it ends, and its depth is bounded by the chain of pure
 * ops inside the nest (walked iteratively below for long chains). */
static bool invariant(DepNest *n, IrValue *v) {
  uintptr_t known = (uintptr_t)hashmap_get(&n->invariant, KEY(v));
  if (known)
    return known == 1;
  bool inv;
  if (!dep_value_inside(v, n->root))
    inv = true;
  else if (!v->def_op || v->def_op->nregions || !ir_op_has_trait(v->def_op, T_PURE))
    inv = false;
  else {
    inv = true;
    for (int i = 0; inv && i < v->def_op->nopnds; i++)
      inv = invariant(n, ir_op_operand(v->def_op, i));
  }
  hashmap_put(&n->invariant, KEY(v), (void *)(uintptr_t)(inv ? 1 : 2));
  return inv;
}

/* ============================ affine forms ============================ */

static DepForm *form_new(DepNest *n, int nterms, int64_t k) {
  DepForm *f = arena_alloc(&n->arena, sizeof *f);
  f->terms = nterms ? arena_alloc(&n->arena, sizeof *f->terms * (size_t)nterms) : NULL;
  f->nterms = nterms;
  f->k = k;
  return f;
}

/* a + sign * b, or NULL when a coefficient overflows. */
static DepForm *form_add(DepNest *n, const DepForm *a, const DepForm *b, int64_t sign) {
  DepForm *f = form_new(n, a->nterms + b->nterms, 0);
  int64_t kb;
  if (__builtin_mul_overflow(b->k, sign, &kb) || __builtin_add_overflow(a->k, kb, &f->k))
    return NULL;
  int i = 0, j = 0, m = 0;
  while (i < a->nterms || j < b->nterms) {
    uintptr_t va = i < a->nterms ? (uintptr_t)a->terms[i].v : UINTPTR_MAX;
    uintptr_t vb = j < b->nterms ? (uintptr_t)b->terms[j].v : UINTPTR_MAX;
    DepTerm t;
    if (va < vb) {
      t = a->terms[i++];
    } else {
      int64_t c;
      if (__builtin_mul_overflow(b->terms[j].coef, sign, &c))
        return NULL;
      t = (DepTerm){b->terms[j++].v, c};
      if (va == vb && __builtin_add_overflow(a->terms[i++].coef, c, &t.coef))
        return NULL;
    }
    if (t.coef)
      f->terms[m++] = t;
  }
  f->nterms = m;
  return f;
}

static DepForm *form_scale(DepNest *n, const DepForm *a, int64_t c) {
  DepForm *f = form_new(n, a->nterms, 0);
  if (__builtin_mul_overflow(a->k, c, &f->k))
    return NULL;
  int m = 0;
  for (int i = 0; i < a->nterms; i++) {
    int64_t x;
    if (__builtin_mul_overflow(a->terms[i].coef, c, &x))
      return NULL;
    if (x)
      f->terms[m++] = (DepTerm){a->terms[i].v, x};
  }
  f->nterms = m;
  return f;
}

static bool form_const(const DepForm *f, int64_t *c) {
  if (f->nterms)
    return false;
  *c = f->k;
  return true;
}

/* The induction variable of one of the nest's loop.for ops. */
static bool is_nest_iv(const DepNest *n, const IrValue *v) {
  IrBlock *b = v->owner_block;
  if (v->def_op || !b || v->index != 0 || !b->parent)
    return false;
  IrOp *loop = b->parent->parent;
  return loop && dep_is_for(loop) && (loop == n->root || dep_block_inside(loop->parent, n->root));
}

static DepForm *form_of(DepNest *n, IrValue *v);

/* The form of result r of an affine map over op's operands from first on
 * (an affine.apply, or an affine.load's or affine.store's subscripts):
 * the flattened expression (ir_affine_flat_coefs: divisions that cancel
 * are fine, others are not affine) with each dim and symbol replaced by
 * its operand's form, or NULL. */
static DepForm *form_of_map(DepNest *n, const IrAttr *map, int r, IrOp *op, int first) {
  int nd = map->u.affine.ndims, ns = map->u.affine.nsyms;
  int64_t *coef = arena_alloc(&n->arena, sizeof *coef * (size_t)(nd + ns + 1));
  memset(coef, 0, sizeof *coef * (size_t)(nd + ns + 1));
  if (first + nd + ns > op->nopnds || !ir_affine_flat_coefs(n->ctx, map->u.affine.exprs[r], nd, ns, coef))
    return NULL;
  DepForm *f = form_new(n, 0, coef[nd + ns]);
  for (int i = 0; f && i < nd + ns; i++) {
    if (!coef[i])
      continue;
    DepForm *g = form_of(n, ir_op_operand(op, first + i));
    g = g ? form_scale(n, g, coef[i]) : NULL;
    f = g ? form_add(n, f, g, 1) : NULL;
  }
  return f;
}

/* The form of an op's result from its operands' forms, or NULL. */
static DepForm *form_of_op(DepNest *n, IrOp *op) {
  IrOpKind k = ir_op_kind(op);
  if (ir_op_is(op, OP_AFFINE_APPLY))
    return form_of_map(n, affine_op_map(op, "map"), 0, op, 0);
  if (k != OP_ADDI && k != OP_SUBI && k != OP_MULI && k != OP_SHLI)
    return NULL;
  if (!ir_type_is_int_or_index(op->results[0].type))
    return NULL;
  DepForm *a = form_of(n, ir_op_operand(op, 0)), *b = form_of(n, ir_op_operand(op, 1));
  if (!a || !b)
    return NULL;
  int64_t c;
  switch (k) {
  case OP_ADDI: return form_add(n, a, b, 1);
  case OP_SUBI: return form_add(n, a, b, -1);
  case OP_MULI:
    if (form_const(b, &c))
      return form_scale(n, a, c);
    return form_const(a, &c) ? form_scale(n, b, c) : NULL;
  default: /* OP_SHLI */
    return form_const(b, &c) && c >= 0 && c < 62 ? form_scale(n, a, (int64_t)1 << c) : NULL;
  }
}

/* v as an affine form of the nest's induction variables and invariant
 * values, or NULL. */
static DepForm *form_of(DepNest *n, IrValue *v) {
  DepForm *f = hashmap_get(&n->forms, KEY(v));
  if (f)
    return f == NOT_AFFINE ? NULL : f;
  int64_t c;
  if (ir_value_const_int(v, &c)) {
    f = form_new(n, 0, c);
  } else if (is_nest_iv(n, v)) {
    f = form_new(n, 1, 0);
    f->terms[0] = (DepTerm){v, 1};
  } else {
    f = v->def_op ? form_of_op(n, v->def_op) : NULL;
    if (!f && invariant(n, v)) { /* a symbol */
      f = form_new(n, 1, 0);
      f->terms[0] = (DepTerm){v, 1};
    }
  }
  hashmap_put(&n->forms, KEY(v), f ? f : NOT_AFFINE);
  return f;
}

/* ============================= collecting ============================= */

/* The memref behind casts. */
static IrValue *base_of(IrValue *m) {
  while (m->def_op && ir_op_is(m->def_op, OP_MEMREF_CAST))
    m = ir_op_operand(m->def_op, 0);
  return m;
}

typedef struct Collect {
  DepNest *n;
  size_t cap;
} Collect;

static void add_access(Collect *c, IrWalker *w, IrOp *op, bool write) {
  DepNest *n = c->n;
  if (n->nacc == DEP_MAX_ACCESSES) {
    n->opaque = true;
    return;
  }
  if ((size_t)n->nacc == c->cap)
    n->acc = xrealloc(n->acc, sizeof *n->acc * (c->cap = c->cap ? 2 * c->cap : 16));
  DepAccess *a = &n->acc[n->nacc++];
  memset(a, 0, sizeof *a);
  a->op = op;
  a->write = write;
  /* affine.load / affine.store: the memref before the map's operands, one
   * subscript per map result. */
  bool aff = ir_op_is(op, OP_AFFINE_LOAD) || ir_op_is(op, OP_AFFINE_STORE);
  int first = aff ? affine_op_map_operands_begin(op) : 0;
  IrAttr *map = aff ? affine_op_map(op, "map") : NULL;
  IrValue *mem = aff ? ir_op_operand(op, first - 1) : write ? ir_store_memref(op) : ir_load_memref(op);
  a->base = base_of(mem);
  int depth = ir_walker_depth(w);
  a->loops = arena_alloc(&n->arena, sizeof *a->loops * (size_t)(depth + 1));
  for (int d = 0; d < depth; d++) {
    IrOp *p = ir_walker_op(w, d);
    if (dep_is_for(p))
      a->loops[a->nloops++] = p;
  }
  a->rank = aff ? map->u.affine.n : write ? ir_store_indices_count(op) : ir_load_indices_count(op);
  a->subs = arena_alloc(&n->arena, sizeof *a->subs * (size_t)(a->rank ? a->rank : 1));
  for (int i = 0; i < a->rank; i++) {
    a->subs[i] = aff ? form_of_map(n, map, i, op, first)
                     : form_of(n, write ? ir_store_indices(op, i) : ir_load_indices(op, i));
    if (!a->subs[i]) {
      a->subs = NULL;
      break;
    }
  }
}

static IrWalkResult collect_op(IrWalker *w, IrOp *op) {
  Collect *c = w->data;
  DepNest *n = c->n;
  if (n->opaque)
    return IR_WALK_INTERRUPT;
  if (ir_op_is(op, OP_LOAD) || ir_op_is(op, OP_STORE) || ir_op_is(op, OP_AFFINE_LOAD) ||
      ir_op_is(op, OP_AFFINE_STORE)) {
    add_access(c, w, op, ir_op_is(op, OP_STORE) || ir_op_is(op, OP_AFFINE_STORE));
    return IR_WALK_ADVANCE;
  }
  if ((n->flags & DEP_UNKNOWN_OPS_INERT) && ir_op_kind(op) == OP_UNKNOWN)
    return IR_WALK_ADVANCE;
  unsigned e = ir_op_effects(op);
  /* Allocations are fresh memory; freeing one made inside the nest ends
   * its life in the same iteration. Anything else is not understood. */
  if (e & (EFF_READ | EFF_WRITE | EFF_UNKNOWN))
    n->opaque = true;
  if ((e & EFF_FREE) && !(op->nopnds == 1 && dep_value_inside(ir_op_operand(op, 0), n->root)))
    n->opaque = true;
  return n->opaque ? IR_WALK_INTERRUPT : IR_WALK_ADVANCE;
}

bool dep_in_overlap_check(const IrOp *op, int region) {
  while (op->parent && op->parent->parent) {
    IrRegion *r = op->parent->parent;
    IrOp *p = r->parent;
    if (!p)
      return false;
    if (ir_op_is(p, OP_IF) && r == ir_op_region(p, region) && ir_op_get_attr(p, DEP_DISJOINT_ARGS_ATTR))
      return true;
    op = p;
  }
  return false;
}

void dep_nest_init(DepNest *n, IrContext *ctx, IrOp *root) {
  dep_nest_init_opts(n, ctx, root, 0);
}

void dep_nest_init_opts(DepNest *n, IrContext *ctx, IrOp *root, unsigned flags) {
  memset(n, 0, sizeof *n);
  n->ctx = ctx;
  n->flags = flags;
  n->root = root;
  n->args_disjoint = dep_in_overlap_check(root, 0);
  arena_init(&n->arena);
  hashmap_init(&n->forms);
  hashmap_init(&n->invariant);
  Collect c = {n, 0};
  IrWalker w = {.enter_op = collect_op, .data = &c};
  ir_walker_run(&w, root);
}

void dep_nest_free(DepNest *n) {
  free(n->acc);
  hashmap_free(&n->forms);
  hashmap_free(&n->invariant);
  arena_destroy(&n->arena);
}

/* =============================== testing ============================== */

/* An argument of the function, and whether it carries llvm.noalias. */
static bool func_arg(const IrValue *m, bool *noalias) {
  IrBlock *b = m->owner_block;
  IrOp *f = !m->def_op && b && b->parent ? b->parent->parent : NULL;
  if (!f || !ir_op_is(f, OP_FUNC) || b != ir_func_entry(f))
    return false;
  *noalias = ir_func_arg_attr(f, m->index, "llvm.noalias") != NULL;
  return true;
}

/* Whether two different memrefs (behind casts) cannot overlap: the IR's
 * alias rule (ir_memref_may_alias: fresh allocations, views traced to what
 * they view), then two function arguments of which one is llvm.noalias, or
 * any two when the nest's version takes arguments for disjoint. */
bool dep_disjoint(const DepNest *n, const IrValue *a, const IrValue *b) {
  if (!ir_memref_may_alias(a, b))
    return true;
  bool na = false, nb = false;
  return func_arg(a, &na) && func_arg(b, &nb) && (na || nb || n->args_disjoint);
}

bool dep_args_may_alias(const IrValue *a, const IrValue *b) {
  bool na = false, nb = false;
  return a != b && func_arg(a, &na) && func_arg(b, &nb) && !na && !nb;
}

static int64_t gcd64(int64_t a, int64_t b) {
  if (a < 0)
    a = -a;
  if (b < 0)
    b = -b;
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* The position of v among the common loops' induction variables, or -1. */
static int common_iv(const DepAccess *a, int ncommon, const IrValue *v) {
  for (int d = 0; d < ncommon; d++)
    if (ir_op_region(a->loops[d], 0)->first->args[0] == v)
      return d;
  return -1;
}

/* The distance (in values of the induction variables, e[d] = b's minus
 * a's) that one dimension's subscripts imply. False when they can never be
 * equal. Known distances land in e[] (known[d]); a conflict with an earlier
 * dimension's is independence too. ncommon <= DEP_MAX_DEPTH. */
static bool test_dim(DepNest *n, const DepAccess *a, const DepForm *fa, const DepForm *fb,
                     int ncommon, int64_t *e, bool *known) {
  /* fa(x) = fb(y) with x, y the two iterations. A common loop's variable
   * is x[d] on one side and y[d] = x[d] + e[d] on the other; another loop's
   * variable appears on one side only and is free; a symbol is one value
   * on both sides. */
  int64_t ca[DEP_MAX_DEPTH] = {0};
  bool uniform = true;
  int64_t g = 0;
  int i = 0, j = 0;
  while (i < fa->nterms || j < fb->nterms) {
    uintptr_t va = i < fa->nterms ? (uintptr_t)fa->terms[i].v : UINTPTR_MAX;
    uintptr_t vb = j < fb->nterms ? (uintptr_t)fb->terms[j].v : UINTPTR_MAX;
    const IrValue *v = (const IrValue *)(va < vb ? va : vb);
    int64_t x = va <= vb ? fa->terms[i++].coef : 0;
    int64_t y = vb <= va ? fb->terms[j++].coef : 0;
    int d = common_iv(a, ncommon, v);
    if (d >= 0) {
      ca[d] = x;
      uniform &= x == y;
      g = gcd64(gcd64(g, x), y);
    } else if (is_nest_iv(n, v)) {
      uniform = false;
      g = gcd64(gcd64(g, x), y);
    } else if (x != y) {
      return true; /* (x - y) * s for an unknown s: anything */
    }
  }
  int64_t diff; /* fa.k - fb.k */
  if (__builtin_sub_overflow(fa->k, fb->k, &diff))
    return true;
  /* An integer solution needs the gcd of the coefficients to divide the
   * constant difference (g == 0: no variable, the constants must agree). */
  if (g == 0 ? diff != 0 : diff % g != 0)
    return false;
  if (!uniform)
    return true;
  /* Uniform: sum ca[d] * e[d] = diff; one variable gives its distance. */
  int nz = 0, at = -1;
  for (int d = 0; d < ncommon; d++)
    if (ca[d]) {
      nz++;
      at = d;
    }
  if (nz != 1)
    return true;
  int64_t dist = diff / ca[at];
  if (known[at] && e[at] != dist)
    return false;
  known[at] = true;
  e[at] = dist;
  return true;
}

/* ====================== the loops' bounds (Fourier-Motzkin) ====================== */

/* Whether two instances of a and b can touch one element at all, given
 * the bounds of the loops around them, lb <= iv < ub (the subscripts'
 * equality alone says nothing of PolyBench's triangles: A[i][j] and A[j][i]
 * with j > i never meet). The system over a's induction variables, b's and
 * the symbols is: each dimension's subscripts equal, each loop's bounds
 * (where they are affine forms), and the order asked for: the common loops
 * 0 .. d-1 at one iteration (one variable for both) and loop d at a's
 * before b's (dir > 0), after (dir < 0), or anything (d < 0). Fourier-
 * Motzkin elimination decides it over the rationals, with each derived
 * row's constant rounded down after dividing by its coefficients' gcd (true
 * of every integer point): no solution is proof of independence; a
 * solution, an overflow or a system beyond FM_MAX_VARS or FM_MAX_ROWS says
 * "may touch", which is always safe. The caps bound the work per pair. */
enum { FM_MAX_VARS = 24, FM_MAX_ROWS = 256 };

typedef struct FmRow {
  int64_t c[FM_MAX_VARS + 1]; /* sum c[v] * x[v] + c[FM_MAX_VARS] >= 0 */
} FmRow;

typedef struct Fm {
  FmRow *rows;
  int nrows, nvars;
  bool give_up; /* too big or an overflow: assume a solution */
  /* a's and b's loops' induction variables and the symbols, by value */
  const IrValue *var[FM_MAX_VARS];
  int side[FM_MAX_VARS]; /* 0: a's loop, 1: b's, 2: a symbol (both) */
} Fm;

/* The variable of v seen from side s (0: a, 1: b), added if new. */
static int fm_var(Fm *f, const IrValue *v, int s, bool loop_iv) {
  for (int i = 0; i < f->nvars; i++)
    if (f->var[i] == v && (f->side[i] == 2 || f->side[i] == s))
      return i;
  if (f->nvars == FM_MAX_VARS) {
    f->give_up = true;
    return -1;
  }
  f->var[f->nvars] = v;
  f->side[f->nvars] = loop_iv ? s : 2;
  return f->nvars++;
}

static FmRow *fm_row(Fm *f) {
  if (f->nrows == FM_MAX_ROWS) {
    f->give_up = true;
    return NULL;
  }
  FmRow *r = &f->rows[f->nrows++];
  memset(r, 0, sizeof *r);
  return r;
}

/* row += sign * form (seen from side s). */
static void fm_add_form(Fm *f, FmRow *r, const DepForm *form, int64_t sign, int s,
                        const DepAccess *acc) {
  for (int t = 0; t < form->nterms && !f->give_up; t++) {
    const IrValue *v = form->terms[t].v;
    bool iv = false;
    for (int k = 0; k < acc->nloops && !iv; k++)
      iv = dep_loop_body(acc->loops[k])->args[0] == v;
    int x = fm_var(f, v, s, iv);
    int64_t c;
    if (x < 0 || __builtin_mul_overflow(form->terms[t].coef, sign, &c) ||
        __builtin_add_overflow(r->c[x], c, &r->c[x]))
      f->give_up = true;
  }
  int64_t k;
  if (__builtin_mul_overflow(form->k, sign, &k) ||
      __builtin_add_overflow(r->c[FM_MAX_VARS], k, &r->c[FM_MAX_VARS]))
    f->give_up = true;
}

/* lb <= iv <= ub - 1 for each loop around acc whose bounds are forms. */
static void fm_bounds(DepNest *n, Fm *f, const DepAccess *acc, int s) {
  for (int k = 0; k < acc->nloops && !f->give_up; k++) {
    IrOp *loop = acc->loops[k];
    int64_t step;
    /* (an affine.for's bounds are maps, not read here: fewer rows only
     * say "may touch" more often) */
    if (!ir_op_is(loop, OP_FOR) || !ir_type_is_index(ir_for_lb(loop)->type) ||
        ir_op_get_attr(loop, "unsignedCmp") ||
        !ir_value_const_int(ir_for_step(loop), &step) || step <= 0)
      continue;
    DepForm iv = {&(DepTerm){dep_loop_body(loop)->args[0], 1}, 1, 0};
    const DepForm *lb = form_of(n, ir_for_lb(loop)), *ub = form_of(n, ir_for_ub(loop));
    FmRow *r;
    if (lb && (r = fm_row(f))) {
      fm_add_form(f, r, &iv, 1, s, acc);
      fm_add_form(f, r, lb, -1, s, acc);
    }
    if (ub && (r = fm_row(f))) {
      fm_add_form(f, r, ub, 1, s, acc);
      fm_add_form(f, r, &iv, -1, s, acc);
      if (__builtin_sub_overflow(r->c[FM_MAX_VARS], 1, &r->c[FM_MAX_VARS]))
        f->give_up = true;
    }
  }
}

/* Divides a row by its coefficients' gcd, rounding its constant down.
 * False when the row has no variable and is false (0 >= a negative). */
static bool fm_normalize(FmRow *r, int nvars) {
  int64_t g = 0;
  for (int v = 0; v < nvars; v++)
    g = gcd64(g, r->c[v]);
  int64_t *k = &r->c[FM_MAX_VARS];
  if (g == 0)
    return *k >= 0;
  if (g > 1) {
    for (int v = 0; v < nvars; v++)
      r->c[v] /= g;
    int64_t q = *k / g;
    *k = q - (*k % g < 0); /* the floor */
  }
  return true;
}

/* Eliminates every variable; false when a contradiction shows. */
static bool fm_solvable(Fm *f, FmRow *tmp) {
  for (int i = 0; i < f->nrows; i++)
    if (!fm_normalize(&f->rows[i], f->nvars))
      return false;
  for (int left = f->nvars; left > 0; left--) {
    /* The variable whose elimination makes the fewest rows. */
    int best = -1;
    long cost = 0;
    for (int v = 0; v < f->nvars; v++) {
      long pos = 0, neg = 0;
      for (int i = 0; i < f->nrows; i++) {
        pos += f->rows[i].c[v] > 0;
        neg += f->rows[i].c[v] < 0;
      }
      if (pos + neg > 0 && (best < 0 || pos * neg - pos - neg < cost)) {
        best = v;
        cost = pos * neg - pos - neg;
      }
    }
    if (best < 0)
      return true; /* no variable left in any row: all rows held */
    int m = 0;
    for (int i = 0; i < f->nrows; i++)
      if (f->rows[i].c[best] == 0)
        tmp[m++] = f->rows[i];
    for (int i = 0; i < f->nrows; i++) {
      const FmRow *p = &f->rows[i];
      if (p->c[best] <= 0)
        continue;
      for (int j = 0; j < f->nrows; j++) {
        const FmRow *q = &f->rows[j];
        if (q->c[best] >= 0)
          continue;
        if (m == FM_MAX_ROWS)
          return true; /* too big: assume a solution */
        /* (-q[best]) * p + p[best] * q: best's coefficient cancels. */
        FmRow *r = &tmp[m++];
        int64_t sp = -q->c[best], sq = p->c[best];
        for (int v = 0; v <= FM_MAX_VARS; v++) {
          int64_t x, y;
          if (v >= f->nvars && v < FM_MAX_VARS) {
            r->c[v] = 0;
            continue;
          }
          if (__builtin_mul_overflow(p->c[v], sp, &x) || __builtin_mul_overflow(q->c[v], sq, &y) ||
              __builtin_add_overflow(x, y, &r->c[v]))
            return true;
        }
        r->c[best] = 0;
        if (!fm_normalize(r, f->nvars))
          return false;
      }
    }
    memcpy(f->rows, tmp, sizeof *tmp * (size_t)m);
    f->nrows = m;
  }
  return true;
}

/* Whether a (side 0) and b (side 1) may touch one element in the order
 * asked for (see above: d < 0 any; else loops 0 .. d-1 of both at one
 * iteration and loop d's a-before-b for dir > 0, after for dir < 0). */
/* below: also b's iteration of its loop at depth d + 1 below a's of the
 * loop at depth d (dep_may_precede_below). */
static bool fm_may_meet_below(DepNest *n, const DepAccess *a, const DepAccess *b, int d, int dir,
                              bool below) {
  if (a->base != b->base || !a->subs || !b->subs || a->rank != b->rank)
    return true;
  Fm f;
  memset(&f, 0, sizeof f);
  f.rows = xmalloc(sizeof *f.rows * 2 * FM_MAX_ROWS);
  /* The common loops before d: one variable for both sides. */
  for (int k = 0; k < d && !f.give_up; k++)
    fm_var(&f, dep_loop_body(a->loops[k])->args[0], 2, false);
  for (int r = 0; r < a->rank && !f.give_up; r++)
    for (int sign = 1; sign >= -1 && !f.give_up; sign -= 2) {
      FmRow *row = fm_row(&f);
      if (row) {
        fm_add_form(&f, row, a->subs[r], sign, 0, a);
        fm_add_form(&f, row, b->subs[r], -sign, 1, b);
      }
    }
  fm_bounds(n, &f, a, 0);
  fm_bounds(n, &f, b, 1);
  if (d >= 0 && !f.give_up) {
    /* dir * (y_d - x_d) - 1 >= 0 */
    const IrValue *iv = dep_loop_body(a->loops[d])->args[0];
    int x = fm_var(&f, iv, 0, true), y = fm_var(&f, iv, 1, true);
    FmRow *row = fm_row(&f);
    if (row && x >= 0 && y >= 0) {
      row->c[y] = dir;
      row->c[x] = -dir;
      row->c[FM_MAX_VARS] = -1;
    }
    if (below && !f.give_up) {
      /* x_d - z - 1 >= 0, z b's induction variable at depth d + 1 */
      int z = fm_var(&f, dep_loop_body(b->loops[d + 1])->args[0], 1, true);
      FmRow *r2 = fm_row(&f);
      if (r2 && x >= 0 && z >= 0) {
        r2->c[x] = 1;
        r2->c[z] = -1;
        r2->c[FM_MAX_VARS] = -1;
      }
    }
  }
  bool may = f.give_up || fm_solvable(&f, f.rows + FM_MAX_ROWS);
  free(f.rows);
  return may;
}

static bool fm_may_meet(DepNest *n, const DepAccess *a, const DepAccess *b, int d, int dir) {
  return fm_may_meet_below(n, a, b, d, dir, false);
}

/* A loop.for's or affine.for's constant positive step. */
static bool loop_step(const IrOp *loop, int64_t *step) {
  if (ir_op_is(loop, OP_AFFINE_FOR)) {
    *step = affine_for_step(loop);
    return *step > 0;
  }
  return ir_value_const_int(ir_for_step(loop), step) && *step > 0;
}

/* A loop.for's or affine.for's trip count when it is a known constant. */
static bool loop_const_trips(DepNest *n, const IrOp *loop, uint64_t *trips) {
  if (ir_op_is(loop, OP_AFFINE_FOR))
    return affine_for_const_trip_count(n->ctx, loop, trips);
  return ir_for_trip_count(loop, trips) == IR_TRIPS_EXACT;
}

bool dep_test(DepNest *n, const DepAccess *a, const DepAccess *b, DepDist *dist, int *ncommon) {
  int nc = 0;
  while (nc < a->nloops && nc < b->nloops && a->loops[nc] == b->loops[nc])
    nc++;
  if (nc > DEP_MAX_DEPTH)
    nc = DEP_MAX_DEPTH; /* deeper loops carry dependences by assumption */
  *ncommon = nc;
  for (int d = 0; d < nc; d++)
    dist[d] = (DepDist){false, 0};
  if (a->base != b->base)
    return !dep_disjoint(n, a->base, b->base);
  /* A buffer allocated inside loops[0 .. priv) is another one in each of
   * their iterations: an element is shared only within one iteration. */
  int priv = 0;
  while (priv < nc && dep_value_inside(a->base, a->loops[priv]))
    priv++;
  int64_t e[DEP_MAX_DEPTH];
  bool known[DEP_MAX_DEPTH] = {false};
  if (a->subs && b->subs)
    for (int r = 0; r < a->rank && r < b->rank; r++)
      if (!test_dim(n, a, a->subs[r], b->subs[r], nc, e, known))
        return false;
  for (int d = 0; d < nc; d++) {
    IrOp *loop = a->loops[d];
    int64_t step;
    uint64_t trips;
    if (d < priv) {
      if (known[d] && e[d] != 0)
        return false;
      dist[d] = (DepDist){true, 0};
    } else if (known[d] && loop_step(loop, &step)) {
      /* Both induction variables take lb + k * step. */
      if (e[d] % step != 0)
        return false;
      int64_t it = e[d] / step;
      if (loop_const_trips(n, loop, &trips) &&
          (it < 0 ? (uint64_t)0 - (uint64_t)it : (uint64_t)it) >= trips)
        return false;
      dist[d] = (DepDist){true, it};
    } else if (!known[d] && ir_op_is(loop, OP_AFFINE_FOR) && loop_const_trips(n, loop, &trips) &&
               trips <= 1) {
      /* One iteration: nothing between two. (Only affine.for, which the
       * affine passes see before canonicalize has inlined such loops; on
       * loop.for the answer stays what the loop passes were tuned on.) */
      dist[d] = (DepDist){true, 0};
    }
  }
  /* A distance left unknown, or loops of one access only: the loops'
   * bounds may still keep the two apart (C[i][i] and C[i][j] with j > i).
   * Exact distances in one nest of loops need no more. */
  bool exact = a->nloops == nc && b->nloops == nc;
  for (int d = 0; d < nc; d++)
    exact &= dist[d].exact;
  return exact || fm_may_meet(n, a, b, -1, 0);
}

bool dep_may_precede_below(DepNest *n, const DepAccess *a, const DepAccess *b, int d) {
  if (b->nloops < d + 2 || a->nloops <= d || a->loops[d] != b->loops[d] ||
      !dep_may_precede(n, a, b, d))
    return false;
  return fm_may_meet_below(n, a, b, d, 1, true);
}

bool dep_may_precede(DepNest *n, const DepAccess *a, const DepAccess *b, int d) {
  DepDist dist[DEP_MAX_DEPTH];
  int nc;
  if ((!a->write && !b->write) || !dep_test(n, a, b, dist, &nc))
    return false;
  if (d >= nc)
    return true;
  for (int k = 0; k < d; k++)
    if (dist[k].exact && dist[k].dist != 0)
      return false;
  if (dist[d].exact)
    return dist[d].dist > 0;
  return fm_may_meet(n, a, b, d, 1);
}

/* The common loops of a and b include the loop at depth d. */
static bool find_loop(IrOp *op, void *data) {
  IrOpKind k = ir_op_kind(op);
  if (k == OP_FOR || k == OP_WHILE || k == OP_PARALLEL)
    *(bool *)data = true;
  return !*(bool *)data;
}

bool dep_holds_loop(const IrOp *loop) {
  bool found = false;
  for (IrOp *op = ir_op_region(loop, 0)->first->first; op && !found; op = op->next)
    ir_walk(op, find_loop, &found);
  return found;
}

bool dep_simple_for(const IrOp *loop, int ninits) {
  int64_t step;
  return ir_op_is(loop, OP_FOR) && ir_for_inits_count(loop) == ninits &&
         ir_type_is_index(ir_for_lb(loop)->type) && !ir_op_get_attr(loop, "unsignedCmp") &&
         ir_value_const_int(ir_for_step(loop), &step) && step > 0;
}

static int64_t coef_of(const DepForm *f, const IrValue *v) {
  for (int t = 0; t < f->nterms; t++)
    if (f->terms[t].v == v)
      return f->terms[t].coef;
  return 0;
}

int dep_stride_cost(const DepAccess *a, const IrValue *v) {
  const IrType *t = a->base->type;
  if (!a->subs || t->kind != TY_MEMREF || t->layout != IR_LAYOUT_IDENTITY || a->rank == 0)
    return 1;
  bool outer_dims = false;
  for (int r = 0; r + 1 < a->rank; r++)
    outer_dims |= coef_of(a->subs[r], v) != 0;
  int64_t last = coef_of(a->subs[a->rank - 1], v);
  if (!outer_dims && last == 0)
    return a->write ? 2 : 0;
  return !outer_dims && (last == 1 || last == -1) ? 0 : 1;
}

static bool both_inside(const DepAccess *a, const DepAccess *b, const IrOp *loop, int d) {
  return a->nloops > d && b->nloops > d && a->loops[d] == loop && b->loops[d] == loop;
}

bool dep_loop_carries(DepNest *n, IrOp *loop, int d) {
  if (n->opaque || d >= DEP_MAX_DEPTH)
    return true;
  DepDist dist[DEP_MAX_DEPTH];
  for (int i = 0; i < n->nacc; i++)
    for (int j = i; j < n->nacc; j++) {
      const DepAccess *a = &n->acc[i], *b = &n->acc[j];
      int nc;
      if ((!a->write && !b->write) || !both_inside(a, b, loop, d) || !dep_test(n, a, b, dist, &nc))
        continue;
      /* Carried by the loop: possibly the same iteration of every loop
       * around it and different ones of it. */
      bool carried = !(dist[d].exact && dist[d].dist == 0);
      bool exact = dist[d].exact;
      for (int k = 0; carried && k < d; k++) {
        carried = !(dist[k].exact && dist[k].dist != 0);
        exact &= dist[k].exact;
      }
      /* Unknown distances in one buffer: carried only if the bounds
       * allow two iterations of loop d, in either order, with those
       * around it at one iteration. (Two buffers that may alias have no
       * subscripts in common to compare.) */
      if (carried && !exact && d < nc && a->base == b->base)
        carried = fm_may_meet(n, a, b, d, 1) || fm_may_meet(n, a, b, d, -1);
      if (carried)
        return true;
    }
  return false;
}

/* ====================== the pass print-dependences ====================== */

typedef struct Printer {
  IrContext *ctx;
  DiagEngine *diag;
} Printer;

static void write_dist(char *buf, size_t cap, const DepDist *dist, int nc) {
  size_t len = 0;
  len += (size_t)snprintf(buf + len, cap - len, "[");
  for (int d = 0; d < nc && len < cap; d++) {
    if (dist[d].exact)
      len += (size_t)snprintf(buf + len, cap - len, "%s%lld", d ? ", " : "", (long long)dist[d].dist);
    else
      len += (size_t)snprintf(buf + len, cap - len, "%s*", d ? ", " : "");
  }
  if (len < cap)
    snprintf(buf + len, cap - len, "]");
}

typedef struct LoopWalk {
  Printer *p;
  DepNest *n;
} LoopWalk;

static IrWalkResult remark_loop(IrWalker *w, IrOp *op) {
  LoopWalk *lw = w->data;
  if (!dep_is_for(op))
    return IR_WALK_ADVANCE;
  int d = 0;
  for (int k = 0; k < ir_walker_depth(w); k++)
    d += dep_is_for(ir_walker_op(w, k));
  diag_report(lw->p->diag, DIAG_REMARK, op->loc, "loop at depth %d %s", d,
              dep_loop_carries(lw->n, op, d) ? "carries a memory dependence"
                                              : "carries no memory dependence");
  return IR_WALK_ADVANCE;
}

/* Remarks for the nest rooted at root: on each access, the accesses it
 * depends on (numbered in program order from 0) with the distance vector;
 * on each loop, whether it carries a memory dependence. */
static void print_nest(Printer *p, IrOp *root) {
  DepNest n;
  dep_nest_init(&n, p->ctx, root);
  if (n.opaque) {
    diag_report(p->diag, DIAG_REMARK, root->loc,
                "nest not analyzed: it touches memory other than through loads and stores"
                " or has more than %d accesses", DEP_MAX_ACCESSES);
  }
  DepDist dist[DEP_MAX_DEPTH];
  char buf[512];
  for (int j = 0; !n.opaque && j < n.nacc; j++)
    for (int i = 0; i <= j; i++) {
      const DepAccess *a = &n.acc[i], *b = &n.acc[j];
      int nc;
      if ((!a->write && !b->write) || !dep_test(&n, a, b, dist, &nc))
        continue;
      /* Stated from the source (the earlier instance) to the sink: a
       * vector whose first component that is not 0 is negative runs from
       * b to a. Program order decides when all are 0; an access is no
       * dependence of itself in one iteration. */
      int first = 0;
      while (first < nc && dist[first].exact && dist[first].dist == 0)
        first++;
      if (first == nc && i == j)
        continue;
      int src = i, sink = j;
      if (first < nc && dist[first].exact && dist[first].dist < 0) {
        src = j;
        sink = i;
        for (int d = 0; d < nc; d++)
          dist[d].dist = -dist[d].dist;
      }
      write_dist(buf, sizeof buf, dist, nc);
      diag_report(p->diag, DIAG_REMARK, n.acc[sink].op->loc, "access %d depends on access %d: %s",
                  sink, src, buf);
    }
  LoopWalk lw = {p, &n};
  IrWalker w = {.enter_op = remark_loop, .data = &lw};
  ir_walker_run(&w, root);
  dep_nest_free(&n);
}

/* Each outermost loop.for or affine.for (none around it) roots a nest. */
static bool find_nests(IrOp *op, void *data) {
  if (!dep_is_for(op))
    return true;
  print_nest(data, op);
  return false;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  Printer p = {ctx, diag};
  ir_walk(module, find_nests, &p);
  return true;
}

const IrPass print_dependences_pass = {
    "print-dependences",
    "report the memory dependences of each loop nest as remarks (an analysis; the IR is unchanged)",
    run, NULL, 0};

typedef struct Outer {
  IrOpKind want, skip;
  IrOp **ops;
  size_t n, cap;
} Outer;

static bool find_outer(IrOp *op, void *data) {
  Outer *f = data;
  if (ir_op_is(op, f->skip) && f->skip != f->want)
    return false;
  if (!ir_op_is(op, f->want))
    return true;
  if (f->n == f->cap)
    f->ops = xrealloc(f->ops, sizeof *f->ops * (f->cap = f->cap ? 2 * f->cap : 8));
  f->ops[f->n++] = op;
  return false;
}

IrOp **dep_outer_ops(IrOp *root, IrOpKind want, IrOpKind skip, size_t *n) {
  Outer f = {want, skip, NULL, 0, 0};
  ir_walk(root, find_outer, &f);
  *n = f.n;
  return f.ops;
}

IrOp **dep_outer_parallels(IrOp *root, size_t *n) {
  return dep_outer_ops(root, OP_PARALLEL, OP_PARALLEL, n);
}

void dep_map_put(HashMap *m, const IrValue *from, IrValue *to) {
  hashmap_put(m, (uint64_t)(uintptr_t)from, to);
}

IrValue *dep_mapped(HashMap *m, IrValue *v) {
  IrValue *x = hashmap_get(m, (uint64_t)(uintptr_t)v);
  return x ? x : v;
}

IrOp *dep_clone_at(IrBuilder *b, const IrOp *op, HashMap *map) {
  IrOp *c = ir_op_clone(b->ctx, op, map);
  ir_block_insert_before(b->block, b->before, c);
  return c;
}

static IrOp *jam_for(IrBuilder *b, IrOp *loop, IrValue *lb, IrValue *ub, HashMap *maps, int u,
                     bool by_copy) {
  int na = ir_for_inits_count(loop);
  IrValue **v = xmalloc(sizeof *v * (size_t)(na * u + 1));
  for (int c = 0; c < u; c++)
    for (int a = 0; a < na; a++)
      v[c * na + a] = dep_mapped(&maps[c], ir_for_inits(loop, a));
  IrOp *nl = ir_build_for(b, lb, ub, ir_for_step(loop), na * u, v);
  IrInsertPoint after = ir_builder_save(b);
  IrBlock *nb = dep_loop_body(nl), *ob = dep_loop_body(loop);
  ir_builder_set_end(b, nb);
  for (int c = 0; c < u; c++) {
    dep_map_put(&maps[c], ob->args[0], nb->args[0]);
    for (int a = 0; a < na; a++)
      dep_map_put(&maps[c], ob->args[1 + a], nb->args[1 + c * na + a]);
  }
  IrOp *term = ir_block_terminator(ob);
  if (by_copy) {
    for (int c = 0; c < u; c++)
      for (IrOp *op = ob->first; op != term; op = op->next)
        dep_clone_at(b, op, &maps[c]);
  } else {
    for (IrOp *op = ob->first; op != term; op = op->next)
      for (int c = 0; c < u; c++)
        dep_clone_at(b, op, &maps[c]);
  }
  for (int c = 0; c < u; c++)
    for (int a = 0; a < na; a++)
      v[c * na + a] = dep_mapped(&maps[c], ir_op_operand(term, a));
  ir_build_yield(b, na * u, v);
  ir_builder_restore(b, after);
  for (int c = 0; c < u; c++)
    for (int a = 0; a < na; a++)
      dep_map_put(&maps[c], &loop->results[a], &nl->results[c * na + a]);
  free(v);
  return nl;
}

IrOp *dep_jam_for(IrBuilder *b, IrOp *loop, IrValue *lb, IrValue *ub, HashMap *maps, int u) {
  return jam_for(b, loop, lb, ub, maps, u, false);
}

IrOp *dep_jam_for_by_copy(IrBuilder *b, IrOp *loop, IrValue *lb, IrValue *ub, HashMap *maps, int u) {
  return jam_for(b, loop, lb, ub, maps, u, true);
}

/* ===================== versions under an overlap check ===================== */

void dep_pairs_add(DepPairs *ps, IrValue *a, IrValue *b) {
  for (size_t i = 0; i < ps->n; i++)
    if ((ps->a[i] == a && ps->b[i] == b) || (ps->a[i] == b && ps->b[i] == a))
      return;
  if (ps->n == ps->cap) {
    ps->cap = ps->cap ? 2 * ps->cap : 8;
    ps->a = xrealloc(ps->a, sizeof *ps->a * ps->cap);
    ps->b = xrealloc(ps->b, sizeof *ps->b * ps->cap);
  }
  ps->a[ps->n] = a;
  ps->b[ps->n++] = b;
}

/* The bytes an element of t takes at most in the C (an overestimate only
 * makes the check more cautious), or 0 for a type it does not measure. */
static int64_t elem_bytes(const IrType *t) {
  if (ir_type_is_index(t))
    return 8;
  if ((t->kind == TY_INT || t->kind == TY_FLOAT) && t->width > 0 && t->width <= 128) {
    int64_t b = 1;
    while (b * 8 < t->width)
      b *= 2;
    return b;
  }
  return 0;
}

bool dep_pairs_measurable(const DepPairs *ps) {
  for (size_t i = 0; i < 2 * ps->n; i++) {
    const IrType *t = (i < ps->n ? ps->a[i] : ps->b[i - ps->n])->type;
    if (t->kind != TY_MEMREF || t->rank < 0 || t->layout != IR_LAYOUT_IDENTITY ||
        !elem_bytes(t->elem))
      return false;
  }
  return true;
}

/* [lo, hi): the bytes memref m spans, as index values built at b. */
static void span(IrBuilder *b, IrValue *m, IrValue **lo, IrValue **hi) {
  IrContext *ctx = b->ctx;
  const IrType *t = m->type;
  *lo = ir_build(b, OP_EXTRACT_ALIGNED_POINTER, 1, &m, 1, &ctx->index_ty, 0)->results;
  IrValue *size = ir_build_const_index(b, elem_bytes(t->elem));
  for (int d = 0; d < t->rank; d++) {
    IrValue *dim = t->dims[d] != TY_DYN ? ir_build_const_index(b, t->dims[d]) : ir_build_dim(b, m, d);
    size = ir_build_binary(b, OP_MULI, size, dim);
  }
  *hi = ir_build_binary(b, OP_ADDI, *lo, size);
}

IrValue *dep_no_overlap(IrBuilder *b, const DepPairs *ps) {
  HashMap lo, hi; /* IrValue* memref -> its span's ends, each built once */
  hashmap_init(&lo);
  hashmap_init(&hi);
  IrValue *all = NULL;
  for (size_t i = 0; i < ps->n; i++) {
    IrValue *m[2] = {ps->a[i], ps->b[i]}, *l[2], *h[2];
    for (int k = 0; k < 2; k++) {
      l[k] = hashmap_get(&lo, (uint64_t)(uintptr_t)m[k]);
      h[k] = hashmap_get(&hi, (uint64_t)(uintptr_t)m[k]);
      if (!l[k]) {
        span(b, m[k], &l[k], &h[k]);
        hashmap_put(&lo, (uint64_t)(uintptr_t)m[k], l[k]);
        hashmap_put(&hi, (uint64_t)(uintptr_t)m[k], h[k]);
      }
    }
    IrValue *before = ir_build_cmp(b, OP_CMPI, "ule", h[0], l[1]);
    IrValue *after = ir_build_cmp(b, OP_CMPI, "ule", h[1], l[0]);
    IrValue *apart = ir_build_binary(b, OP_ORI, before, after);
    all = all ? ir_build_binary(b, OP_ANDI, all, apart) : apart;
  }
  hashmap_free(&lo);
  hashmap_free(&hi);
  return all;
}

IrOp *dep_version_disjoint(IrContext *ctx, IrOp *op, const DepPairs *ps) {
  IrBuilder b = {ctx, op->parent, op, op->loc};
  IrOp *iff = ir_build_if(&b, dep_no_overlap(&b, ps), 0, NULL, true);
  ir_op_set_attr(ctx, iff, DEP_DISJOINT_ARGS_ATTR, ir_attr_unit(ctx));
  IrBlock *then = ir_op_region(iff, 0)->first, *els = ir_op_region(iff, 1)->first;
  IrBuilder tb = {ctx, then, NULL, op->loc};
  HashMap map;
  hashmap_init(&map);
  IrOp *copy = dep_clone_at(&tb, op, &map);
  hashmap_free(&map);
  ir_build_yield(&tb, 0, NULL);
  ir_op_unlink(op);
  ir_block_append_op(els, op);
  IrBuilder eb = {ctx, els, NULL, op->loc};
  ir_build_yield(&eb, 0, NULL);
  return copy;
}

void dep_pairs_free(DepPairs *ps) {
  free(ps->a);
  free(ps->b);
  ps->a = ps->b = NULL;
  ps->n = ps->cap = 0;
}

const DepForm *dep_value_form(DepNest *n, IrValue *v) {
  return form_of(n, v);
}

const DepForm *dep_form_add(DepNest *n, const DepForm *a, const DepForm *b, int64_t sign) {
  return form_add(n, a, b, sign);
}

int64_t dep_cache_bytes(int level, int64_t kib, int64_t def_kib) {
  if (kib > 0)
    return kib * 1024;
  long n = -1;
#if defined(_SC_LEVEL1_DCACHE_SIZE) && defined(_SC_LEVEL2_CACHE_SIZE)
  n = sysconf(level == 1 ? _SC_LEVEL1_DCACHE_SIZE : _SC_LEVEL2_CACHE_SIZE);
#else
  (void)level;
#endif
  return n > 0 ? (int64_t)n : def_kib * 1024;
}
