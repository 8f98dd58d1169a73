/* affine_scalrep.c: MLIR's affine-scalrep (affineScalarReplace): in each
 * function, a load of an affine.store's element gets the stored value, a
 * store that a later store of the same element overwrites before anything
 * reads it goes, an allocation left with only stores and deallocs after
 * forwarding goes, and a load of an element an earlier load read, with no
 * write between, reuses that load's value.
 *
 * Two affine accesses are to one element when they name one memref value
 * and their access maps, composed through affine.apply, differ by zero in
 * every result (MemRefAccess ==). The replacing store (or load) must
 * dominate the replaced load (post-dominate the removed store), and no op
 * on the way between them may write (read) the element: MLIR's
 * hasNoInterveningEffect, which checks the ops after the first in its
 * block up to the second or the op holding it, every op nested in that op,
 * and so on outwards. An op there counts when its effect may touch the
 * element: a memref it writes or reads that may alias (ir_memref_may_alias:
 * distinct allocations and an allocation against an argument do not), an
 * op of unknown effects always; an affine access to the same memref counts
 * unless it provably touches another element within one iteration of the
 * loops around both ends (each subscript equation, with the loops deeper
 * than those taken apart, has no solution in the loops' constant ranges, by
 * a constant difference or the GCD test), one to another memref value
 * always (as MLIR). That test is coarser than MLIR's Fourier-Motzkin one:
 * where MLIR proves no effect with it, loopc may keep a load (never the
 * other way round).
 *
 * Cost: quadratic in the accesses to one memref (each pair from the
 * memref's use list is compared), as MLIR's; the walk between two ops is
 * linear in the ops between them. */
#include "affine_utils.h"
#include "canonicalize.h"

#include <stdlib.h>
#include <string.h>

/* ============================ accesses ============================ */

typedef struct Access {
  IrOp *op;
  bool store;
  IrValue *memref;
  AffineValueMap map; /* composed through affine.apply; map NULL if not affine */
} Access;

typedef struct Scalrep {
  IrContext *ctx;
  Access *acc;
  int nacc, cap;
  HashMap index; /* IrOp* -> Access index + 1 */
  IrOp **erase;
  int nerase, ecap;
} Scalrep;

static uint64_t key(const void *p) { return (uint64_t)(uintptr_t)p; }

static bool collect(IrOp *op, void *data) {
  Scalrep *s = data;
  bool load = ir_op_is(op, OP_AFFINE_LOAD), store = ir_op_is(op, OP_AFFINE_STORE);
  if (!load && !store)
    return true;
  if (s->nacc == s->cap)
    s->acc = xrealloc(s->acc, sizeof *s->acc * (size_t)(s->cap = s->cap ? 2 * s->cap : 16));
  Access *a = &s->acc[s->nacc++];
  int first = affine_op_map_operands_begin(op);
  a->op = op;
  a->store = store;
  a->memref = ir_op_operand(op, first - 1);
  a->map = affine_value_map_of(affine_op_map(op, "map"), op, first);
  if (!canon_affine_compose_map(s->ctx, &a->map.map, &a->map.ops)) {
    free(a->map.ops);
    a->map.map = NULL;
    a->map.ops = NULL;
  }
  hashmap_put(&s->index, key(op), (void *)(uintptr_t)s->nacc);
  return false;
}

static Access *access_of(Scalrep *s, const IrOp *op) {
  uintptr_t i = (uintptr_t)hashmap_get(&s->index, key(op));
  return i ? &s->acc[i - 1] : NULL;
}

/* MemRefAccess ==: one memref, and the maps' difference is zero. */
static bool same_element(Scalrep *s, const Access *a, const Access *b) {
  if (a->memref != b->memref || !a->map.map || !b->map.map ||
      a->map.map->u.affine.n != b->map.map->u.affine.n)
    return false;
  AffineValueMap d;
  if (!affine_value_map_difference(s->ctx, &a->map, &b->map, &d))
    return false;
  bool zero = true;
  for (int r = 0; r < d.map->u.affine.n && zero; r++)
    zero = ir_affine_is_const(d.map->u.affine.exprs[r], 0);
  free(d.ops);
  return zero;
}

/* ============================ program order ============================ */

static IrRegion *region_of(const IrOp *op) { return op->parent ? op->parent->parent : NULL; }

/* The ancestor of op (op itself included) in block b, or NULL. */
static IrOp *ancestor_in(IrOp *op, const IrBlock *b) {
  for (; op; op = ir_op_parent_op(op))
    if (op->parent == b)
      return op;
  return NULL;
}

static bool before_in_block(const IrOp *a, const IrOp *b) {
  for (const IrOp *x = a->next; x; x = x->next)
    if (x == b)
      return true;
  return false;
}

/* Whether a (no regions) runs before b whenever b runs: b, or the op
 * holding it, comes after a in a's block (single-block regions; across
 * blocks loopc does not forward). */
static bool dominates(IrOp *a, IrOp *b) {
  IrOp *x = ancestor_in(b, a->parent);
  return x && x != a && before_in_block(a, x);
}

/* The affine.for ops around op, outermost first (at most max). */
static int loops_around(IrOp *op, IrOp **out, int max) {
  int n = 0;
  for (IrOp *p = ir_op_parent_op(op); p; p = ir_op_parent_op(p))
    if (ir_op_is(p, OP_AFFINE_FOR))
      n++;
  n = n < max ? n : max;
  int k = n;
  for (IrOp *p = ir_op_parent_op(op); p && k > 0; p = ir_op_parent_op(p))
    if (ir_op_is(p, OP_AFFINE_FOR))
      out[--k] = p;
  return n;
}

enum { MAX_LOOPS = 64 };

/* getNumCommonSurroundingLoops. */
static int common_loops(IrOp *a, IrOp *b) {
  IrOp *la[MAX_LOOPS], *lb[MAX_LOOPS];
  int na = loops_around(a, la, MAX_LOOPS), nb = loops_around(b, lb, MAX_LOOPS), n = 0;
  while (n < na && n < nb && la[n] == lb[n])
    n++;
  return n;
}

/* ============================ effects ============================ */

/* Whether src (an affine access to dst's memref) may touch dst's element
 * within one iteration of the outermost `shared` loops around both: each
 * subscript result, src's minus dst's, over the operands (a loop's
 * variable inside those shared loops taken once for src and once for dst),
 * must be able to reach zero. */
static bool may_touch(Scalrep *s, const Access *src, const Access *dst, int shared) {
  if (!src->map.map || !dst->map.map)
    return true;
  IrOp *loops[MAX_LOOPS];
  int nl = loops_around(dst->op, loops, MAX_LOOPS);
  shared = shared < nl ? shared : nl;
  const Access *side[2] = {src, dst};
  for (int r = 0; r < dst->map.map->u.affine.n; r++) {
    /* Terms: value, side (-1: shared), coefficient. */
    enum { MAXT = 64 };
    IrValue *val[MAXT];
    int who[MAXT];
    int64_t coef[MAXT], k = 0;
    int nt = 0;
    bool ok = true;
    for (int sd = 0; sd < 2 && ok; sd++) {
      const IrAttr *m = side[sd]->map.map;
      int nd = m->u.affine.ndims, ns = m->u.affine.nsyms;
      int64_t c[MAXT + 1];
      if (nd + ns > MAXT || !ir_affine_flat_coefs(s->ctx, m->u.affine.exprs[r], nd, ns, c))
        return true;
      int64_t sign = sd == 0 ? 1 : -1;
      k += sign * c[nd + ns];
      for (int i = 0; i < nd + ns && ok; i++) {
        if (!c[i])
          continue;
        IrValue *v = side[sd]->map.ops[i];
        /* A loop variable not among the shared loops differs per side. */
        IrBlock *b = v->def_op ? NULL : v->owner_block;
        IrOp *f = b && b->parent ? b->parent->parent : NULL;
        bool is_iv = f && ir_op_is(f, OP_AFFINE_FOR) && v == b->args[0];
        bool in_shared = false;
        for (int l = 0; l < shared && !in_shared; l++)
          in_shared = loops[l] == f;
        int w = is_iv && !in_shared ? sd : -1;
        int t = 0;
        while (t < nt && !(val[t] == v && who[t] == w))
          t++;
        if (t == nt) {
          if (nt == MAXT) {
            ok = false;
            break;
          }
          val[nt] = v;
          who[nt] = w;
          coef[nt++] = 0;
        }
        coef[t] += sign * c[i];
      }
    }
    if (!ok)
      return true;
    /* No solution: a nonzero constant with no terms, the GCD test, or
     * ranges that cannot reach -k. */
    int64_t g = 0;
    __int128 lo = k, hi = k;
    bool ranged = true;
    for (int t = 0; t < nt; t++) {
      if (!coef[t])
        continue;
      int64_t a = coef[t] < 0 ? -coef[t] : coef[t];
      g = (int64_t)ir_gcd_u64((uint64_t)g, (uint64_t)a);
      AffineRange x = affine_value_range(s->ctx, val[t]);
      if (!x.known) {
        ranged = false;
        continue;
      }
      __int128 p = (__int128)coef[t] * x.lo, q = (__int128)coef[t] * x.hi;
      lo += p < q ? p : q;
      hi += p < q ? q : p;
    }
    if (g == 0 && k != 0)
      return false;
    if (g != 0 && k % g != 0)
      return false;
    if (ranged && (lo > 0 || hi < 0))
      return false;
  }
  return true;
}

/* The memref op reads (loads, copy's source), or NULL when it may read
 * any. */
static IrValue *read_memref(const IrOp *op) {
  if (ir_op_is(op, OP_AFFINE_LOAD))
    return ir_op_operand(op, affine_op_map_operands_begin(op) - 1);
  if (ir_op_is(op, OP_LOAD))
    return ir_load_memref(op);
  return NULL;
}

typedef struct Walk {
  Scalrep *s;
  unsigned effect; /* EFF_WRITE or EFF_READ */
  const Access *target;
  int shared;       /* loops around both ends */
  bool hit;
} Walk;

/* checkOperation: whether op (and what it holds) may have the effect on
 * the target's element. */
static void check_op(Walk *w, IrOp *op) {
  if (w->hit)
    return;
  unsigned e = ir_op_effects(op);
  if (e & EFF_UNKNOWN) {
    w->hit = true;
    return;
  }
  if (e & w->effect) {
    IrValue *m = w->effect == EFF_WRITE ? ir_op_written_memref(op) : read_memref(op);
    if (m && m != w->target->memref && !ir_memref_may_alias(m, w->target->memref))
      return;
    const Access *a = access_of(w->s, op);
    if (!a || a->memref != w->target->memref) {
      w->hit = true;
      return;
    }
    if (may_touch(w->s, a, w->target, w->shared))
      w->hit = true;
    return;
  }
  for (int r = 0; r < op->nregions && !w->hit; r++)
    for (IrBlock *b = ir_op_region(op, r)->first; b && !w->hit; b = b->next)
      for (IrOp *x = b->first; x && !w->hit; x = x->next)
        check_op(w, x);
}

/* recur: every op that may run after `from` and before `until`. */
static void between(Walk *w, IrOp *from, IrOp *until) {
  if (w->hit)
    return;
  if (region_of(from) != region_of(until)) {
    IrOp *p = ir_op_parent_op(until);
    if (!p) {
      w->hit = true;
      return;
    }
    between(w, from, p);
    check_op(w, p);
    return;
  }
  if (from->parent != until->parent) {
    w->hit = true; /* across blocks: not followed */
    return;
  }
  for (IrOp *x = from->next; x && x != until && !w->hit; x = x->next)
    check_op(w, x);
}

/* hasNoInterveningEffect<effect>(start, target). */
static bool no_intervening(Scalrep *s, IrOp *start, const Access *target, unsigned effect) {
  if (affine_scope_of(start) != affine_scope_of(target->op))
    return false;
  Walk w = {s, effect, target, common_loops(start, target->op), false};
  between(&w, start, target->op);
  return !w.hit;
}

static void erase_later(Scalrep *s, IrOp *op) {
  if (s->nerase == s->ecap)
    s->erase = xrealloc(s->erase, sizeof *s->erase * (size_t)(s->ecap = s->ecap ? 2 * s->ecap : 16));
  s->erase[s->nerase++] = op;
}

static void erase_pending(Scalrep *s) {
  for (int i = 0; i < s->nerase; i++)
    ir_op_erase(s->erase[i]);
  s->nerase = 0;
}

/* ============================ the three rewrites ============================ */

/* forwardStoreToLoad; the memref goes into *fwd (a set by op). */
static void forward_store(Scalrep *s, Access *load, IrValue ***fwd, int *nfwd, int *fcap) {
  Access *from = NULL;
  for (IrUse *u = load->memref->uses; u; u = u->next) {
    Access *st = access_of(s, u->owner);
    if (!st || !st->store || !st->op || !same_element(s, st, load) ||
        !dominates(st->op, load->op) ||
        !no_intervening(s, st->op, load, EFF_WRITE))
      continue;
    from = st;
    break;
  }
  if (!from)
    return;
  IrValue *v = ir_op_operand(from->op, 0);
  if (v->type != load->op->results[0].type)
    return;
  ir_value_replace_all_uses(&load->op->results[0], v);
  erase_later(s, load->op);
  for (int i = 0; i < *nfwd; i++)
    if ((*fwd)[i] == load->memref)
      return;
  if (*nfwd == *fcap)
    *fwd = xrealloc(*fwd, sizeof **fwd * (size_t)(*fcap = *fcap ? 2 * *fcap : 8));
  (*fwd)[(*nfwd)++] = load->memref;
}

/* findUnusedStore: a later store in the same block to the same element,
 * with no read between. */
static void unused_store(Scalrep *s, Access *a) {
  for (IrUse *u = a->memref->uses; u; u = u->next) {
    Access *b = access_of(s, u->owner);
    if (!b || !b->store || b == a || !b->op || b->op->parent != a->op->parent ||
        !before_in_block(a->op, b->op) || !same_element(s, b, a) ||
        !no_intervening(s, a->op, b, EFF_READ))
      continue;
    erase_later(s, a->op);
    return;
  }
}

/* loadCSE: of the earlier loads of the element with no write since, the
 * one that dominates the others. */
static void load_cse(Scalrep *s, Access *a) {
  Access **cand = NULL;
  int n = 0;
  for (IrUse *u = a->memref->uses; u; u = u->next) {
    Access *b = access_of(s, u->owner);
    if (!b || b->store || b == a || !b->op || !same_element(s, b, a) ||
        !dominates(b->op, a->op) ||
        !no_intervening(s, b->op, a, EFF_WRITE) ||
        b->op->results[0].type != a->op->results[0].type)
      continue;
    cand = xrealloc(cand, sizeof *cand * (size_t)(n + 1));
    cand[n++] = b;
  }
  for (int i = 0; i < n; i++) {
    bool all = true;
    for (int j = 0; j < n && all; j++)
      all = j == i || dominates(cand[i]->op, cand[j]->op);
    if (all) {
      ir_value_replace_all_uses(&a->op->results[0], &cand[i]->op->results[0]);
      erase_later(s, a->op);
      break;
    }
  }
  free(cand);
}

/* Whether every use of memref (made by alloc or alloca) is an affine.store
 * into it or a dealloc. */
static bool only_stored(IrValue *memref) {
  for (IrUse *u = memref->uses; u; u = u->next) {
    IrOp *op = u->owner;
    if (ir_op_is(op, OP_DEALLOC))
      continue;
    if (!ir_op_is(op, OP_AFFINE_STORE) ||
        ir_op_operand(op, affine_op_map_operands_begin(op) - 1) != memref ||
        ir_op_operand(op, 0) == memref)
      return false;
  }
  return true;
}

static void scalrep_function(IrContext *ctx, IrOp *func) {
  Scalrep s = {ctx, NULL, 0, 0, {0}, NULL, 0, 0};
  hashmap_init(&s.index);
  ir_walk(func, collect, &s);
  IrValue **fwd = NULL;
  int nfwd = 0, fcap = 0;
  for (int i = 0; i < s.nacc; i++)
    if (!s.acc[i].store)
      forward_store(&s, &s.acc[i], &fwd, &nfwd, &fcap);
  for (int i = 0; i < s.nerase; i++)
    access_of(&s, s.erase[i])->op = NULL;
  erase_pending(&s);
  for (int i = 0; i < s.nacc; i++)
    if (s.acc[i].store && s.acc[i].op)
      unused_store(&s, &s.acc[i]);
  for (int i = 0; i < s.nerase; i++)
    access_of(&s, s.erase[i])->op = NULL;
  erase_pending(&s);
  for (int i = 0; i < nfwd; i++) {
    IrOp *def = fwd[i]->def_op;
    if (!def || !(ir_op_is(def, OP_ALLOC) || ir_op_is(def, OP_ALLOCA)) || !only_stored(fwd[i]))
      continue;
    while (fwd[i]->uses) {
      IrOp *u = fwd[i]->uses->owner;
      Access *a = access_of(&s, u);
      if (a)
        a->op = NULL;
      ir_op_erase(u);
    }
    ir_op_erase(def);
  }
  for (int i = 0; i < s.nacc; i++)
    if (!s.acc[i].store && s.acc[i].op)
      load_cse(&s, &s.acc[i]);
  erase_pending(&s);
  for (int i = 0; i < s.nacc; i++)
    free(s.acc[i].map.ops);
  free(s.acc);
  free(s.erase);
  free(fwd);
  hashmap_free(&s.index);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  for (IrOp *f = ir_op_region(module, 0)->first->first; f; f = f->next)
    if (ir_op_is(f, OP_FUNC) && ir_op_region(f, 0)->first)
      scalrep_function(ctx, f);
  return true;
}

const IrPass affine_scalrep_pass = {
    "affine-scalrep",
    "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating "
    "redundant loads",
    run, NULL, 0};
