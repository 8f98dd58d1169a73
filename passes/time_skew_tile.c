/* time_skew_tile.c: time tiling of stencils, the time loop tiled together
 * with the row loops of its sweeps, skewed so that the tiles are legal:
 *
 *   loop.for %t = tl to tu {              jacobi-2d: S1 B[i][j] = f(A[i-1..i+1][j-1..j+1])
 *     P(%t)                                          S2 A[i][j] = f(B[i-1..i+1][j-1..j+1])
 *     loop.for %i = l1 to u1 { S1(%t, %i) }
 *     ...
 *     loop.for %i = lK to uK { SK(%t, %i) } }
 *
 * becomes (f the skew, o_k each sweep's offset, T the time tile)
 *
 *   loop.for %t0 = tl to tu step T {
 *     %t1 = min(%t0 + T, tu)
 *     loop.for %s = min_k(l_k + o_k) + f*(%t0 - tl) to max_k(u_k + o_k) + f*(%t1 - 1 - tl) {
 *       loop.for %t = %t0 to %t1 {
 *         P(%t)
 *         for each k: %i = %s - f*(%t - tl) - o_k
 *                     loop.if (l_k <= %i < u_k) { Sk(%t, %i) } } } }
 *
 * A row-wavefront over the skewed space (Pluto's and Polly's (t, 2t+i) for
 * jacobi-2d, the inner loops of each row kept as they are for the C
 * compiler to vectorize): within a time tile, the rows of T time steps
 * that read and write one window of about f*(T - 1) + a few rows run one
 * after another, so the window stays in L1 across the T steps, where the
 * plain sweeps stream the whole arrays (L2 at PolyBench's medium sizes)
 * once per step.
 *
 * Legality (passes/dependence.c, and the uniform distance of each
 * dependent pair along the rows): for two accesses a (sweep ka) and b
 * (sweep kb) that may touch one element, one a store, whose row subscripts
 * are uniform (i + e on both sides, the same invariants, no %t) the rows
 * meet at i_b = i_a + d = i_a + e_a - e_b (a point sweep's %i is its row). In the new order (time tile, %s, %t, k) the
 * instance first in the original order must come first: with
 * D = d + o_kb - o_ka, the instances of one time step need D >= 0 when
 * ka < kb and D <= 0 when ka > kb (one sweep keeps its order: %s grows with
 * %i), and those of different steps in one tile, 1 <= dt < T apart in
 * either direction (%t appears in no subscript), need f*dt + D >= 0 and
 * f*dt - D >= 0, that is |D| <= f. The pass takes the smallest f (at most
 * MAX_SKEW), then the offsets nearest 0 (at most MAX_OFFSET from the
 * first sweep's 0) that meet every pair. Each row computes what it
 * computed before, from the same values, op for op: results are bit for
 * bit the same.
 *
 * Which loops: a loop.for %t (step 1, no iter_args, index compared signed)
 * whose body holds ops without regions or memory effects and one to
 * MAX_STMTS loop.for sweeps (step 1, no iter_args, bounds defined outside
 * %t), each holding a loop (a row of work), or a point sweep: a loop
 * without a loop inside whose stores all go to one constant row (fdtd-2d's
 * ey[0][j] = fict[t]), run whole when %s reaches its row. In a row sweep
 * every access's first subscript is its %i plus a constant (and
 * invariants), its other subscripts free of %i; no subscript holds %t;
 * every memref written is a ranked one of scalars whose dimensions after
 * the first are constants (a row's bytes); a memref of rank 1 that is only
 * read may be indexed by anything affine and counts nothing in the window
 * (fdtd-2d's fict[t]).
 *
 * Cost test: it fires only where no loop of a row carries a dependence
 * (seidel-2d's chain along the row is bound by latency, not memory, and
 * wavefront-unroll-jam's: 4x faster than these tiles there), every row has
 * at least min-row elements of every memref (shorter rows: too little work
 * per guard and too short a loop to vectorize; jacobi-1d's rows are one
 * element), and the window of T time steps, the sum over the memrefs of
 * rows * row bytes with rows = f*(T - 1) + (max o - min o) +
 * (max e - min e) + 1, fits l1-bytes; T is the largest from 2 to time-tile
 * that fits (heat-3d's 40 x 40 planes do not: two arrays of 12800-byte
 * rows, 6 rows at T = 2).
 *
 * Threads: the tiled nest is sequential (its rows wait on the rows before
 * them); it runs when the program runs on one thread: `loop.if %true
 * {loopc.one_thread}`, which the C backend emits as
 * `omp_get_max_threads() == 1` under OpenMP (canonicalize leaves such an
 * if alone). On several threads (the if's else region) the same tiles run
 * in waves: band j, the time steps tl + j*T .. + T, is cut into blocks of
 * W skewed rows, block m the rows lo + f*T*j + m*W .. + W (lo the
 * smallest skewed row at tl), and tile (j, m) runs in wave m + 2*j, the
 * tiles of a wave as one loop.parallel, each tile's rows and steps in the
 * tiled nest's order. Legal: every dependence goes from a skewed row s' to
 * a row s >= s' (the constraints above), so within a band from a block to
 * itself or a later one (a later wave, or the tile itself), and from band
 * j' < j to j from block m' <= m + ceil(f*T*(j - j') / W) <= m + (j - j')
 * when W >= f*T: wave m' + 2*j' <= m + j + j' < m + 2*j. (f = 0: waves
 * m + j.) W: a band's rows split into a multiple of 4 blocks of about
 * wave-rows rows (at least f*T), so that a steady wave, blocks / 2 tiles,
 * deals out evenly to 2 or 4 threads. A wave's tiles write rows of their
 * own, with a window of rows in L1 as on one thread; the threads meet
 * once a wave, about 2 * steps / T times, where parallelize's sweeps meet
 * once a sweep per step (jacobi-2d: 50 against 200). wave-rows 0: the
 * original nest in the else region, for parallelize. Where the analysis
 * needs function arguments not to overlap, both run under an overlap
 * check (marked as parallelize's, DEP_DISJOINT_ARGS_ATTR), the original
 * nest in its else region (marked loopc.time_skew_orig: run again, the
 * pass leaves it alone). The tiled nests' outer loops are marked
 * loopc.time_tiled: parallelize leaves them alone (their sweeps' inner
 * loops would get a check per row).
 *
 * Contract: takes and leaves verified IR; one dependence test per pair of
 * the nest's accesses, the output two or three copies of the nest. */
#include "dependence.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct TimeSkewOptions {
  int64_t time_tile; /* time-tile: the largest T tried */
  int64_t l1_bytes;  /* l1-bytes: the window's budget */
  int64_t l2_bytes;  /* l2-bytes: the window's budget for the waves alone */
  int64_t min_row;   /* min-row: elements per row, at least */
  int64_t wave_rows; /* wave-rows: W, the skewed rows of a tile on several threads */
} TimeSkewOptions;

enum { MAX_STMTS = 4, MAX_SKEW = 4, MAX_OFFSET = 3, MAX_CONS = 256 };

/* One dependent pair's constraint: sweeps ka and kb, rows d apart. */
typedef struct Cons {
  int ka, kb;
  int64_t d;
} Cons;

typedef struct Plan {
  IrOp *t;
  IrOp *stmts[MAX_STMTS];
  int k;
  int64_t f, o[MAX_STMTS], tile;
  int64_t block; /* W, the skewed rows of a tile on several threads (0: none) */
  bool waves_only; /* the window fits l2-bytes, not l1-bytes: one thread runs t */
  /* A point sweep (fdtd-2d's ey[0][j] = fict[t]): a loop without a loop
   * inside, whose accesses to written memrefs are all in one constant row
   * row[k]: it runs whole, once per time step, as the row row[k]. */
  bool point[MAX_STMTS];
  int64_t row[MAX_STMTS];
  DepPairs pairs; /* argument pairs the tiled nest needs disjoint */
} Plan;

static bool step_one(const IrOp *loop) {
  int64_t step;
  return dep_simple_for(loop, 0) && !ir_op_get_attr(loop, "unsignedCmp") &&
         ir_value_const_int(ir_for_step(loop), &step) && step == 1;
}

static IrValue *iv_of(const IrOp *loop) { return dep_loop_body(loop)->args[0]; }

/* The shape of the file comment: fills p's time loop and sweeps. */
static bool shape(IrOp *t, Plan *p) {
  if (!ir_op_is(t, OP_FOR) || !step_one(t) || ir_op_get_attr(t, "loopc.time_tiled") ||
      ir_op_get_attr(t, "loopc.time_skew_orig"))
    return false;
  /* Once is enough: the copies under a loopc.one_thread if are this pass's
   * (run twice, it would version the original again). */
  for (IrOp *up = ir_op_parent_op(t); up; up = ir_op_parent_op(up))
    if (ir_op_is(up, OP_IF) && ir_op_get_attr(up, "loopc.one_thread"))
      return false;
  p->t = t;
  p->k = 0;
  IrBlock *tb = dep_loop_body(t);
  IrOp *term = ir_block_terminator(tb);
  for (IrOp *op = tb->first; op && op != term; op = op->next) {
    if (!op->nregions) {
      if (ir_op_effects(op))
        return false;
      continue;
    }
    if (!ir_op_is(op, OP_FOR) || !step_one(op) || p->k == MAX_STMTS)
      return false;
    p->point[p->k] = !dep_holds_loop(op); /* confirmed by classify */
    for (int i = 0; i < 2; i++)
      if (dep_value_inside(ir_op_operand(op, i), t))
        return false;
    p->stmts[p->k++] = op;
  }
  return p->k > 0;
}

static int stmt_of(const Plan *p, const IrOp *loop) {
  for (int k = 0; k < p->k; k++)
    if (p->stmts[k] == loop)
      return k;
  return -1;
}

static int64_t coef(const DepForm *f, const IrValue *v) {
  for (int i = 0; i < f->nterms; i++)
    if (f->terms[i].v == v)
      return f->terms[i].coef;
  return 0;
}

/* Whether v is the induction variable of one of a's loops below its sweep. */
static bool deep_iv(const DepAccess *a, const IrValue *v) {
  for (int l = 2; l < a->nloops; l++)
    if (iv_of(a->loops[l]) == v)
      return true;
  return false;
}

static bool written(const DepNest *n, const IrValue *base) {
  for (int x = 0; x < n->nacc; x++)
    if (n->acc[x].write && n->acc[x].base == base)
      return true;
  return false;
}

static bool sweep_of(const Plan *p, const DepAccess *a, int *k) {
  *k = a->nloops >= 2 && a->loops[0] == p->t ? stmt_of(p, a->loops[1]) : -1;
  return *k >= 0 && a->subs && a->rank >= 1;
}

/* Whether a (in sweep k) has the shape the pass reads, and its row offset
 * *e: in a row sweep, the first subscript is the sweep's %i plus invariants
 * and the constant *e (coefficient 1), the others free of %i; in a point
 * sweep, the first subscript is the constant row[k] (*e = 0). No subscript
 * holds %t. */
static bool access_shape(const Plan *p, const DepAccess *a, int k, int64_t *e) {
  IrValue *t = iv_of(p->t), *i = iv_of(a->loops[1]);
  for (int d = 0; d < a->rank; d++) {
    const DepForm *f = a->subs[d];
    if (coef(f, t) != 0)
      return false;
    if (p->point[k])
      continue;
    if (coef(f, i) != (d == 0 ? 1 : 0))
      return false;
    if (d == 0)
      for (int x = 0; x < f->nterms; x++)
        if (deep_iv(a, f->terms[x].v))
          return false;
  }
  const DepForm *f0 = a->subs[0];
  if (p->point[k] && (f0->nterms || f0->k != p->row[k]))
    return false;
  *e = p->point[k] ? 0 : f0->k;
  return true;
}

/* Each point sweep's row: the first subscript of its first access to a
 * written memref (access_shape checks the others). */
static bool classify(Plan *p, const DepNest *n) {
  bool seen[MAX_STMTS] = {false};
  for (int x = 0; x < n->nacc; x++) {
    const DepAccess *a = &n->acc[x];
    int k;
    if (!sweep_of(p, a, &k))
      return false;
    if (p->point[k] && !seen[k] && written(n, a->base)) {
      if (a->subs[0]->nterms)
        return false;
      p->row[k] = a->subs[0]->k;
      seen[k] = true;
    }
  }
  for (int k = 0; k < p->k; k++)
    if (p->point[k] && !seen[k])
      return false;
  return true;
}

/* The row distance of a pair that may meet (i_b = i_a + *d, a point
 * sweep's %i its row), from their first subscripts: the same invariants on
 * both sides (else any distance: false). */
static bool row_distance(const Plan *p, const DepAccess *a, int ka, const DepAccess *b, int kb,
                         int64_t *d) {
  int64_t ea, eb;
  if (!access_shape(p, a, ka, &ea) || !access_shape(p, b, kb, &eb))
    return false;
  const DepForm *fa = a->subs[0], *fb = b->subs[0];
  IrValue *ia = iv_of(a->loops[1]), *ib = iv_of(b->loops[1]);
  int na = 0, nb = 0;
  for (int x = 0; x < fa->nterms; x++)
    if (fa->terms[x].v != ia) {
      if (coef(fb, fa->terms[x].v) != fa->terms[x].coef)
        return false;
      na++;
    }
  for (int x = 0; x < fb->nterms; x++)
    nb += fb->terms[x].v != ib;
  if (na != nb)
    return false;
  *d = ea - eb;
  return true;
}

/* The dependent pairs' constraints (false: one the pass cannot order). */
static bool constraints(Plan *p, DepNest *n, Cons *cs, int *nc) {
  *nc = 0;
  DepDist dist[DEP_MAX_DEPTH];
  for (int x = 0; x < n->nacc; x++) {
    const DepAccess *a = &n->acc[x];
    int ka, kb;
    if (!sweep_of(p, a, &ka))
      return false;
    for (int y = x; y < n->nacc; y++) {
      const DepAccess *b = &n->acc[y];
      int common;
      if ((!a->write && !b->write) || !dep_test(n, a, b, dist, &common))
        continue;
      int64_t d;
      if (a->base != b->base || !sweep_of(p, b, &kb) || !row_distance(p, a, ka, b, kb, &d))
        return false;
      if (*nc == MAX_CONS)
        return false;
      cs[(*nc)++] = (Cons){ka, kb, d};
    }
  }
  return true;
}

static bool meets(const Cons *cs, int nc, int64_t f, const int64_t *o) {
  for (int i = 0; i < nc; i++) {
    int64_t dd = cs[i].d + o[cs[i].kb] - o[cs[i].ka];
    if (dd > f || dd < -f || (cs[i].ka < cs[i].kb && dd < 0) || (cs[i].ka > cs[i].kb && dd > 0))
      return false;
  }
  return true;
}

/* The smallest skew and, for it, the offsets with the least sum of
 * magnitudes that meet every constraint. */
static bool choose(Plan *p, const Cons *cs, int nc) {
  int span = 2 * MAX_OFFSET + 1, combos = 1;
  for (int k = 1; k < p->k; k++)
    combos *= span;
  for (int64_t f = 0; f <= MAX_SKEW; f++) {
    int64_t best = -1;
    for (int c = 0; c < combos; c++) {
      int64_t o[MAX_STMTS] = {0}, cost = 0;
      for (int k = 1, r = c; k < p->k; k++, r /= span) {
        o[k] = r % span - MAX_OFFSET;
        cost += o[k] < 0 ? -o[k] : o[k];
      }
      if ((best < 0 || cost < best) && meets(cs, nc, f, o)) {
        best = cost;
        memcpy(p->o, o, sizeof o);
      }
    }
    if (best >= 0) {
      p->f = f;
      return true;
    }
  }
  return false;
}

/* A row's bytes of memref type ty (its dimensions after the first), or -1. */
static int64_t row_bytes(const IrType *ty, int64_t *elems) {
  if (ty->kind != TY_MEMREF || ty->layout != IR_LAYOUT_IDENTITY || ty->rank < 2 ||
      (ty->elem->kind != TY_FLOAT && ty->elem->kind != TY_INT) || ty->elem->width < 8)
    return -1;
  int64_t e = 1;
  for (int d = 1; d < ty->rank; d++) {
    if (ty->dims[d] <= 0 || ty->dims[d] > (1 << 20))
      return -1;
    e *= ty->dims[d];
    if (e > (1 << 24))
      return -1;
  }
  *elems = e;
  return e * (int64_t)(ty->elem->width / 8);
}

/* The cost test: the time tile, or 0 when none pays. The window counts a
 * row of each memref of rank 2 or more; a memref of rank 1 that the nest
 * only reads (fdtd-2d's fict[t]) is taken to add nothing. */
static int64_t choose_tile(const Plan *p, const DepNest *n, const TimeSkewOptions *opt,
                           int64_t budget) {
  int64_t bytes = 0, emin = 0, emax = 0, omin = 0, omax = 0;
  bool any = false;
  for (int k = 0; k < p->k; k++) {
    omin = p->o[k] < omin ? p->o[k] : omin;
    omax = p->o[k] > omax ? p->o[k] : omax;
  }
  for (int x = 0; x < n->nacc; x++) {
    const DepAccess *a = &n->acc[x];
    int k;
    int64_t e, elems;
    bool w = written(n, a->base);
    if (!sweep_of(p, a, &k))
      return 0;
    if (!access_shape(p, a, k, &e)) {
      if (w || a->rank >= 2)
        return 0;
      continue; /* a rank-1 memref only read, away from the rows */
    }
    emin = !any || e < emin ? e : emin;
    emax = !any || e > emax ? e : emax;
    any = true;
    bool seen = false;
    for (int y = 0; y < x && !seen; y++)
      seen = n->acc[y].base == a->base;
    if (seen)
      continue;
    int64_t rb = row_bytes(a->base->type, &elems);
    if (rb < 0 || elems < opt->min_row) {
      if (w || a->rank >= 2)
        return 0;
      continue;
    }
    bytes += rb;
  }
  if (emax - emin > 64)
    return 0;
  for (int64_t tile = opt->time_tile; tile >= 2; tile--) {
    int64_t rows = p->f * (tile - 1) + (omax - omin) + (emax - emin) + 1;
    if (rows * bytes <= budget)
      return tile;
  }
  return 0;
}

/* The argument pairs the analysis took as disjoint. */
static void alias_pairs(const DepNest *n, DepPairs *ps) {
  for (int i = 0; i < n->nacc; i++) {
    const DepAccess *a = &n->acc[i];
    if (!a->write)
      continue;
    for (int j = 0; j < n->nacc; j++)
      if (n->acc[j].base != a->base && dep_args_may_alias(a->base, n->acc[j].base))
        dep_pairs_add(ps, a->base, n->acc[j].base);
  }
}

/* Whether a loop directly in a sweep's body carries a dependence: a chain
 * along the row (seidel-2d's in-place update), which runs at the latency
 * of the chain whatever cache holds the row, and which wavefront-unroll-
 * jam overlaps row by row (4x faster than this pass's tiles there). */
static bool rows_chained(const Plan *p, DepNest *n) {
  for (int k = 0; k < p->k; k++)
    for (IrOp *op = dep_loop_body(p->stmts[k])->first; op && !p->point[k]; op = op->next)
      if (op->nregions && (!ir_op_is(op, OP_FOR) || dep_loop_carries(n, op, 2)))
        return true;
  return false;
}

static bool plan(IrContext *ctx, IrOp *t, Plan *p, const TimeSkewOptions *opt) {
  memset(p, 0, sizeof *p);
  if (!shape(t, p))
    return false;
  DepNest n;
  dep_nest_init(&n, ctx, t);
  bool ok = !n.opaque && n.nacc > 0;
  if (ok && !n.args_disjoint) {
    alias_pairs(&n, &p->pairs);
    n.args_disjoint = true;
    ok = p->pairs.n == 0 || dep_pairs_measurable(&p->pairs);
  }
  Cons *cs = xmalloc(sizeof *cs * MAX_CONS);
  int nc = 0;
  ok = ok && classify(p, &n) && constraints(p, &n, cs, &nc) && !rows_chained(p, &n) &&
       choose(p, cs, nc);
  free(cs);
  p->block = opt->wave_rows > 0 ? (opt->wave_rows < (1 << 20) ? opt->wave_rows : 1 << 20) : 0;
  if (ok)
    p->tile = choose_tile(p, &n, opt, opt->l1_bytes);
  /* A window beyond L1 but within l2-bytes: the waves alone (heat-3d).
   * Off by default: in a quiet run on an AMD EPYC (Zen 4, 1 MB L2),
   * heat-3d's waves took 5.6 and 10.8 ms on two threads where
   * parallelize's plane loops took 4.9. */
  if (ok && p->tile < 2 && p->block)
    p->waves_only = (p->tile = choose_tile(p, &n, opt, opt->l2_bytes)) >= 2;
  ok = ok && p->tile >= 2;
  dep_nest_free(&n);
  if (!ok)
    dep_pairs_free(&p->pairs);
  return ok;
}

static IrValue *cidx(IrBuilder *b, int64_t v) { return ir_build_const_index(b, v); }

static IrValue *add_c(IrBuilder *b, IrValue *x, int64_t c) {
  return c ? ir_build_binary(b, OP_ADDI, x, cidx(b, c)) : x;
}

static IrValue *mul_c(IrBuilder *b, IrValue *x, int64_t c) {
  return c == 1 ? x : ir_build_binary(b, OP_MULI, x, cidx(b, c));
}

/* Opens a loop.for at b, leaving b in its body before the yield. */
static IrOp *open_for(IrBuilder *b, IrValue *lb, IrValue *ub, IrValue *step) {
  IrOp *loop = ir_build_for(b, lb, ub, step, 0, NULL);
  ir_builder_set_end(b, dep_loop_body(loop));
  ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
  return loop;
}

/* The skewed rows' range over all sweeps at %t = tl: [*lo, *hi). */
static void row_range(IrBuilder *b, const Plan *p, IrValue **lo, IrValue **hi) {
  *lo = *hi = NULL;
  for (int k = 0; k < p->k; k++) {
    IrValue *l = p->point[k] ? cidx(b, p->row[k] + p->o[k])
                             : add_c(b, ir_for_lb(p->stmts[k]), p->o[k]);
    IrValue *u = p->point[k] ? cidx(b, p->row[k] + p->o[k] + 1)
                             : add_c(b, ir_for_ub(p->stmts[k]), p->o[k]);
    *lo = *lo ? ir_build_binary(b, OP_MINSI, *lo, l) : l;
    *hi = *hi ? ir_build_binary(b, OP_MAXSI, *hi, u) : u;
  }
}

/* The skewed rows from s0 to s1 of the time steps t0 to t1 at b: `for %s,
 * for %t, P(%t), each sweep's row %s - f*(%t - tl) - o_k if in range`. */
static void build_rows(IrBuilder *b, const Plan *p, IrValue *s0, IrValue *s1, IrValue *t0,
                       IrValue *t1) {
  IrOp *t = p->t;
  IrValue *tl = ir_for_lb(t);
  IrValue *one = cidx(b, 1);
  IrOp *sl = open_for(b, s0, s1, one);
  IrValue *s = dep_loop_body(sl)->args[0];
  IrOp *tt = open_for(b, t0, t1, one);
  IrValue *tv = dep_loop_body(tt)->args[0];
  HashMap map;
  hashmap_init(&map);
  dep_map_put(&map, iv_of(t), tv);
  IrBlock *tb = dep_loop_body(t);
  for (IrOp *op = tb->first; op != ir_block_terminator(tb); op = op->next)
    if (!op->nregions)
      dep_clone_at(b, op, &map);
  IrValue *base = p->f ? ir_build_binary(b, OP_SUBI, s,
                                         mul_c(b, ir_build_binary(b, OP_SUBI, tv, tl), p->f))
                       : s;
  for (int k = 0; k < p->k; k++) {
    IrOp *st = p->stmts[k];
    IrValue *i = add_c(b, base, -p->o[k]);
    IrValue *in = p->point[k] ? ir_build_cmp(b, OP_CMPI, "eq", i, cidx(b, p->row[k]))
                  : ir_build_binary(b, OP_ANDI, ir_build_cmp(b, OP_CMPI, "sge", i, ir_for_lb(st)),
                                    ir_build_cmp(b, OP_CMPI, "slt", i, ir_for_ub(st)));
    IrOp *g = ir_build_if(b, in, 0, NULL, false);
    IrInsertPoint after = ir_builder_save(b);
    ir_builder_set_end(b, ir_op_region(g, 0)->first);
    ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
    if (p->point[k]) { /* the whole sweep, once */
      dep_clone_at(b, st, &map);
    } else {
      dep_map_put(&map, iv_of(st), i);
      IrBlock *sb = dep_loop_body(st);
      for (IrOp *op = sb->first; op != ir_block_terminator(sb); op = op->next)
        dep_clone_at(b, op, &map);
    }
    ir_builder_restore(b, after);
  }
  hashmap_free(&map);
}

/* The tiled nest of the file comment, built at b. */
static void build_tiled(IrBuilder *b, const Plan *p) {
  IrOp *t = p->t;
  IrValue *tl = ir_for_lb(t), *tu = ir_for_ub(t);
  IrOp *tiles = open_for(b, tl, tu, cidx(b, p->tile));
  ir_op_set_attr(b->ctx, tiles, "loopc.time_tiled", ir_attr_unit(b->ctx));
  IrValue *t0 = dep_loop_body(tiles)->args[0];
  IrValue *t1 = ir_build_binary(b, OP_MINSI, add_c(b, t0, p->tile), tu);
  IrValue *lo, *hi;
  row_range(b, p, &lo, &hi);
  IrValue *rel0 = ir_build_binary(b, OP_SUBI, t0, tl);
  IrValue *rel1 = ir_build_binary(b, OP_SUBI, add_c(b, t1, -1), tl);
  if (p->f) {
    lo = ir_build_binary(b, OP_ADDI, lo, mul_c(b, rel0, p->f));
    hi = ir_build_binary(b, OP_ADDI, hi, mul_c(b, rel1, p->f));
  }
  build_rows(b, p, lo, hi, t0, t1);
}

/* The tiled nest for several threads (the file comment's "Threads"),
 * built at b: band j runs the time steps tl + j*T .. + T, block m of a
 * band the skewed rows lo + f*T*j + m*W .. + W, tile (j, m) in wave
 * m + c*j; the tiles of a wave run as one loop.parallel. W, at least f*T
 * so that c = 2 orders every dependence, splits a band's rows into a
 * multiple of 4 blocks of about wave-rows rows, so that the steady waves
 * (blocks / 2 tiles each) deal out evenly to 2 or 4 threads. */
static void build_waves(IrBuilder *b, const Plan *p) {
  IrOp *t = p->t;
  int64_t T = p->tile, W0 = p->block, wmin = p->f * T > 1 ? p->f * T : 1, c = p->f ? 2 : 1;
  IrValue *tl = ir_for_lb(t), *tu = ir_for_ub(t), *zero = cidx(b, 0), *one = cidx(b, 1);
  IrValue *lo, *hi;
  row_range(b, p, &lo, &hi);
  /* The rows of a band of T steps (a band of fewer steps has fewer). */
  IrValue *span = ir_build_binary(b, OP_MAXSI, add_c(b, ir_build_binary(b, OP_SUBI, hi, lo),
                                                    p->f * (T - 1)), zero);
  IrValue *quads = ir_build_binary(b, OP_MAXSI,
                                   ir_build_binary(b, OP_DIVSI, add_c(b, span, 2 * W0),
                                                   cidx(b, 4 * W0)),
                                   one);
  IrValue *W = ir_build_binary(
      b, OP_MAXSI,
      ir_build_binary(b, OP_CEILDIVSI, span, ir_build_binary(b, OP_MULI, quads, cidx(b, 4))),
      cidx(b, wmin));
  IrValue *blocks = ir_build_binary(b, OP_CEILDIVSI, span, W);
  IrValue *steps = ir_build_binary(b, OP_MAXSI, ir_build_binary(b, OP_SUBI, tu, tl), zero);
  IrValue *bands = ir_build_binary(b, OP_DIVSI, add_c(b, steps, T - 1), cidx(b, T));
  /* No rows or no steps: no waves. */
  IrValue *waves = ir_build_binary(b, OP_ADDI, blocks, mul_c(b, add_c(b, bands, -1), c));
  IrValue *none = ir_build_binary(b, OP_ORI, ir_build_cmp(b, OP_CMPI, "eq", blocks, zero),
                                  ir_build_cmp(b, OP_CMPI, "eq", bands, zero));
  waves = ir_build_select(b, none, zero, waves);
  IrOp *wl = open_for(b, zero, waves, one);
  ir_op_set_attr(b->ctx, wl, "loopc.time_tiled", ir_attr_unit(b->ctx));
  IrValue *w = dep_loop_body(wl)->args[0];
  /* The bands j of wave w: 0 <= w - c*j < blocks, 0 <= j < bands. */
  IrValue *late = ir_build_binary(b, OP_MAXSI,
                                  add_c(b, ir_build_binary(b, OP_SUBI, w, blocks), 1), zero);
  IrValue *jlo = ir_build_binary(b, OP_DIVSI, add_c(b, late, c - 1), cidx(b, c));
  IrValue *jhi = ir_build_binary(
      b, OP_MINSI, add_c(b, ir_build_binary(b, OP_DIVSI, w, cidx(b, c)), 1), bands);
  IrValue *ops[3] = {jlo, jhi, one};
  IrOp *par = ir_build(b, OP_PARALLEL, 3, ops, 0, NULL, 1);
  IrBlock *pb = ir_block_create(b->ctx);
  ir_region_append_block(ir_op_region(par, 0), pb);
  IrValue *j = ir_block_add_arg(b->ctx, pb, b->ctx->index_ty, t->loc);
  ir_builder_set_end(b, pb);
  ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
  IrValue *m = ir_build_binary(b, OP_SUBI, w, mul_c(b, j, c));
  IrValue *rel0 = mul_c(b, j, T);
  IrValue *t0 = ir_build_binary(b, OP_ADDI, tl, rel0);
  IrValue *t1 = ir_build_binary(b, OP_MINSI, add_c(b, t0, T), tu);
  IrValue *s0 = ir_build_binary(b, OP_ADDI, lo, ir_build_binary(b, OP_MULI, m, W));
  IrValue *end = hi;
  if (p->f) {
    s0 = ir_build_binary(b, OP_ADDI, s0, mul_c(b, rel0, p->f));
    IrValue *rel1 = ir_build_binary(b, OP_SUBI, add_c(b, t1, -1), tl);
    end = ir_build_binary(b, OP_ADDI, hi, mul_c(b, rel1, p->f));
  }
  IrValue *s1 = ir_build_binary(b, OP_MINSI, ir_build_binary(b, OP_ADDI, s0, W), end);
  build_rows(b, p, s0, s1, t0, t1);
}

/* `[loop.if (the argument pairs the analysis took apart do not overlap)]
 * { loop.if %true {loopc.one_thread} { tiled } else { waves } } [else { t }]`;
 * without waves (wave-rows 0), the one_thread if's else region is t (a
 * copy of it, under the check). */
static void transform(IrContext *ctx, Plan *p) {
  IrOp *t = p->t;
  IrBuilder b = {ctx, t->parent, t, t->loc};
  IrBlock *orig = NULL; /* where t goes */
  if (p->pairs.n) {
    IrValue *ok = dep_no_overlap(&b, &p->pairs);
    IrOp *chk = ir_build_if(&b, ok, 0, NULL, true);
    ir_op_set_attr(ctx, chk, DEP_DISJOINT_ARGS_ATTR, ir_attr_unit(ctx));
    orig = ir_op_region(chk, 1)->first;
    ir_builder_set_end(&b, ir_op_region(chk, 0)->first);
    ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  }
  IrValue *yes = ir_build_const_int(&b, ctx->i1_ty, 1);
  IrOp *one = ir_build_if(&b, yes, 0, NULL, true);
  ir_op_set_attr(ctx, one, "loopc.one_thread", ir_attr_unit(ctx));
  IrBlock *then = ir_op_region(one, 0)->first, *els = ir_op_region(one, 1)->first;
  ir_builder_set_end(&b, then);
  ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  if (p->waves_only) {
    HashMap map;
    hashmap_init(&map);
    dep_clone_at(&b, t, &map);
    hashmap_free(&map);
  } else {
    build_tiled(&b, p);
  }
  ir_builder_set_end(&b, els);
  IrOp *ey = ir_build_yield(&b, 0, NULL);
  ir_builder_set_before(&b, ey);
  if (p->block) {
    build_waves(&b, p);
  } else if (orig) {
    HashMap map;
    hashmap_init(&map);
    dep_clone_at(&b, t, &map);
    hashmap_free(&map);
  }
  /* The pass's own copies of t: run again, it leaves them alone. */
  if (orig) {
    ir_op_set_attr(ctx, t, "loopc.time_skew_orig", ir_attr_unit(ctx));
    ir_op_unlink(t);
    ir_block_append_op(orig, t);
    IrBuilder yb = {ctx, orig, NULL, t->loc};
    ir_build_yield(&yb, 0, NULL);
  } else if (!p->block) {
    ir_op_set_attr(ctx, t, "loopc.time_skew_orig", ir_attr_unit(ctx));
    ir_op_move_before(t, ey);
  } else {
    ir_op_unlink(t); /* erased by run, after its loops */
  }
}

typedef struct Loops {
  Arena arena;
  PtrVec v;
} Loops;

static bool collect(IrOp *op, void *data) {
  Loops *l = data;
  if (ir_op_is(op, OP_FOR))
    ptrvec_push(&l->arena, &l->v, op);
  return !ir_op_is(op, OP_PARALLEL);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  const TimeSkewOptions *o = options;
  if (o->time_tile < 2)
    return true;
  Loops l = {0};
  arena_init(&l.arena);
  ir_walk(module, collect, &l);
  PtrVec gone = {0}; /* the nests replaced by copies, unlinked */
  for (size_t i = 0; i < l.v.len; i++) {
    Plan p;
    IrOp *top = l.v.data[i];
    while (ir_op_parent_op(top))
      top = ir_op_parent_op(top);
    if (top != module || !plan(ctx, l.v.data[i], &p, o))
      continue;
    transform(ctx, &p);
    if (!p.t->parent)
      ptrvec_push(&l.arena, &gone, p.t);
    dep_pairs_free(&p.pairs);
  }
  for (size_t i = 0; i < gone.len; i++)
    ir_op_erase(gone.data[i]);
  arena_destroy(&l.arena);
  return true;
}

static const IrPassOption options[] = {
    {"time-tile", IR_PASS_OPT_INT, offsetof(TimeSkewOptions, time_tile), "4", NULL,
     "the most time steps a tile runs (below 2: the pass does nothing)"},
    {"l1-bytes", IR_PASS_OPT_INT, offsetof(TimeSkewOptions, l1_bytes), "49152", NULL,
     "the bytes a tile's window of rows may take (the L1 data cache)"},
    {"l2-bytes", IR_PASS_OPT_INT, offsetof(TimeSkewOptions, l2_bytes), "0", NULL,
     "the bytes a tile's window of rows may take on several threads where it exceeds l1-bytes "
     "(then one thread runs the original nest; 0: such a nest is left)"},
    {"min-row", IR_PASS_OPT_INT, offsetof(TimeSkewOptions, min_row), "32", NULL,
     "the fewest elements a row of every memref must have"},
    {"wave-rows", IR_PASS_OPT_INT, offsetof(TimeSkewOptions, wave_rows), "32", NULL,
     "the skewed rows of a tile on several threads, the tiles of a wave run in parallel "
     "(below 1: on several threads the original nest runs)"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass time_skew_tile_pass = {
    "time-skew-tile",
    "tile a stencil's time loop with its row loops, skewed by the time step, the rows of a "
    "few time steps run as a wavefront whose window stays in L1; on several threads its tiles "
    "in waves, each a parallel loop",
    run, options, sizeof(TimeSkewOptions)};
