/* affine_loop_tile.c: cache tiling of perfectly nested loop.for bands
 * (MLIR's affine-loop-tile, on the scf form lower-affine leaves, with
 * MLIR's options and a legality check MLIR 22 does not make).
 *
 * A band is the perfect nest that starts at an outermost loop.for (one not
 * inside another loop.for or loop.while): each loop's body holds only the
 * next loop, as far as the loops are of the kind the loop optimizer takes
 * (no iter_args, an index induction variable compared signed, a constant
 * positive step) and their bounds are defined outside the band
 * (rectangular). With tile sizes T_d and steps s_d,
 *
 *   for %i = lb to ub step s { for %j ... { body } }
 *
 * becomes, as mlir-opt's affine-loop-tile makes it,
 *
 *   for %ii = lb to ub step T_i * s { for %jj ... {
 *     for %i = %ii to min(%ii + T_i * s, ub) step s { for %j ... { body } } } }
 *
 * and with `separate` the tiles that are whole (every %ii + T * s <= ub)
 * run a copy whose intra-tile loops end at %ii + T * s, the others the min
 * form (MLIR's full and partial tiles, under an scf.if).
 *
 * Legality: every dependence between the band's accesses
 * (dependence.h), read in the direction it runs, must have a distance >= 0
 * in every loop of the band: a tile then never needs an iteration of a
 * later tile. A distance that is not exact is allowed only where it is the
 * one nonzero component (its direction is then the one it runs). MLIR 22
 * tiles (1, -1) as well, which changes results; loopc leaves such a band.
 *
 * Sizes: tile-size for every loop, or tile-sizes per loop (missing ones 4,
 * MLIR's default), or else from the cache: the largest power of two T (at
 * most MAX_TILE) such that one tile's footprint, the sum over the band's
 * accesses of elem bytes * T^(band loops in its subscripts), fits in
 * cache-size KiB (by default this machine's L2 cache, sysconf's
 * _SC_LEVEL2_CACHE_SIZE, else MLIR's 512 KiB); a band whose T would be 1 is
 * not tiled.
 *
 * Contract: takes and leaves verified IR; linear in the band's size plus the
 * dependence analysis of each band. */
#include "dependence.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <unistd.h>

enum { DEFAULT_TILE = 4, MAX_TILE = 1024, DEFAULT_CACHE_KIB = 512 };

typedef struct TileOptions {
  int64_t tile_size;     /* 0: not given */
  IrPassList tile_sizes; /* n == 0: not given */
  int64_t cache_size;    /* KiB; -1: this machine's L2 */
  bool separate;
} TileOptions;

typedef struct Tiler {
  IrContext *ctx;
  const TileOptions *o;
  int64_t *sizes; /* tile-sizes, parsed */
  int nsizes;
  int tiled;
} Tiler;

/* The band from root: band[0] = root, each next loop the only op of the
 * previous one's body; returns its length (at most DEP_MAX_DEPTH). */
static int find_band(IrOp *root, IrOp **band) {
  int n = 0;
  for (IrOp *l = root; l && n < DEP_MAX_DEPTH && dep_simple_for(l, 0);) {
    if (n > 0 && (dep_value_inside(ir_for_lb(l), root) || dep_value_inside(ir_for_ub(l), root)))
      break;
    band[n++] = l;
    IrBlock *b = dep_loop_body(l);
    IrOp *t = ir_block_terminator(b);
    l = t && b->first->next == t && ir_op_is(b->first, OP_FOR) ? b->first : NULL;
  }
  return n;
}

/* Whether every dependence of the nest, in the direction it runs, has a
 * distance >= 0 in each of the band's nb loops. */
static bool tiling_legal(DepNest *n, int nb) {
  if (n->opaque)
    return false;
  DepDist dist[DEP_MAX_DEPTH];
  for (int i = 0; i < n->nacc; i++)
    for (int j = i; j < n->nacc; j++) {
      const DepAccess *a = &n->acc[i], *b = &n->acc[j];
      int nc;
      if ((!a->write && !b->write) || !dep_test(n, a, b, dist, &nc))
        continue;
      int m = nc < nb ? nc : nb, p = 0;
      while (p < m && dist[p].exact && dist[p].dist == 0)
        p++;
      if (p == m)
        continue; /* the same iteration of the band */
      int64_t sign = !dist[p].exact ? 0 : dist[p].dist > 0 ? 1 : -1;
      for (int q = p + 1; q < m; q++)
        if (!dist[q].exact || (sign == 0 && dist[q].dist != 0) || sign * dist[q].dist < 0)
          return false;
    }
  return true;
}

/* The machine's L2 cache in bytes, or MLIR's default. */
static int64_t cache_bytes(const TileOptions *o) {
  if (o->cache_size >= 0)
    return o->cache_size * 1024;
  long l2 = -1;
#ifdef _SC_LEVEL2_CACHE_SIZE
  l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
#endif
  return l2 > 0 ? (int64_t)l2 : (int64_t)DEFAULT_CACHE_KIB * 1024;
}

/* Bytes of one tile of T^nb iterations, each access counting T per band
 * loop in its subscripts (all of them when one is not affine); saturates. */
static double footprint(const DepNest *n, IrOp **band, int nb, double t) {
  double bytes = 0;
  for (int a = 0; a < n->nacc; a++) {
    const DepAccess *x = &n->acc[a];
    int loops = 0;
    for (int d = 0; d < nb; d++) {
      IrValue *iv = dep_loop_body(band[d])->args[0];
      bool in = !x->subs;
      for (int s = 0; !in && s < x->rank; s++)
        for (int k = 0; !in && x->subs[s] && k < x->subs[s]->nterms; k++)
          in = x->subs[s]->terms[k].v == iv;
      for (int s = 0; !in && s < x->rank; s++)
        in = !x->subs[s];
      loops += in;
    }
    const IrType *mt = x->base->type;
    double e = mt->kind == TY_MEMREF ? (double)ir_dense_elem_size(mt->elem) : 8;
    for (int d = 0; d < loops; d++)
      e *= t;
    bytes += e;
  }
  return bytes;
}

/* The tile sizes of a band of nb loops (sizes[nb]); false when it is not
 * to be tiled. */
static bool tile_sizes(const Tiler *t, const DepNest *n, IrOp **band, int nb, int64_t *sizes) {
  if (t->o->tile_size > 0 || t->nsizes > 0) {
    for (int d = 0; d < nb; d++)
      sizes[d] = t->o->tile_size > 0 ? t->o->tile_size : d < t->nsizes ? t->sizes[d] : DEFAULT_TILE;
    return true;
  }
  double cap = (double)cache_bytes(t->o);
  int64_t s = 1;
  while (s < MAX_TILE && footprint(n, band, nb, (double)(2 * s)) <= cap)
    s *= 2;
  for (int d = 0; d < nb; d++)
    sizes[d] = s;
  return s > 1;
}

static IrOp *loop_at(IrBuilder *b, IrValue *lb, IrValue *ub, IrValue *step) {
  IrOp *f = ir_build_for(b, lb, ub, step, 0, NULL);
  ir_builder_set_end(b, dep_loop_body(f));
  ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
  return f;
}

/* The intra-tile loops of band (a perfect nest) from the tile origins ii,
 * to ends[d]. */
static void set_intra(IrContext *ctx, IrOp *root, int nb, IrValue **ii, IrValue **ends) {
  IrOp *l = root;
  for (int d = 0; d < nb; d++, l = dep_loop_body(l)->first) {
    IrValue *ops[3] = {ii[d], ends[d], ir_for_step(l)};
    ir_op_set_operands(ctx, l, 3, ops);
  }
}

static void tile(Tiler *t, IrOp **band, int nb, const int64_t *sizes) {
  IrContext *ctx = t->ctx;
  IrOp *root = band[0];
  IrBuilder b = {ctx, root->parent, root, root->loc};
  IrValue *ii[DEP_MAX_DEPTH], *whole[DEP_MAX_DEPTH], *ends[DEP_MAX_DEPTH], *ubs[DEP_MAX_DEPTH];
  IrValue *spans[DEP_MAX_DEPTH];
  for (int d = 0; d < nb; d++) {
    int64_t step;
    ir_value_const_int(ir_for_step(band[d]), &step);
    ubs[d] = ir_for_ub(band[d]);
    spans[d] = ir_build_const_index(&b, step * sizes[d]);
  }
  for (int d = 0; d < nb; d++)
    ii[d] = dep_loop_body(loop_at(&b, ir_for_lb(band[d]), ubs[d], spans[d]))->args[0];
  IrValue *full = NULL;
  for (int d = 0; d < nb; d++) {
    whole[d] = ir_build_binary(&b, OP_ADDI, ii[d], spans[d]);
    ends[d] = ir_build_binary(&b, OP_MINSI, whole[d], ubs[d]);
    if (t->o->separate) {
      IrValue *in = ir_build_cmp(&b, OP_CMPI, "sle", whole[d], ubs[d]);
      full = full ? ir_build_binary(&b, OP_ANDI, full, in) : in;
    }
  }
  if (t->o->separate) {
    IrOp *sel = ir_build_if(&b, full, 0, NULL, true);
    IrBlock *then = ir_op_region(sel, 0)->first, *els = ir_op_region(sel, 1)->first;
    ir_builder_set_end(&b, then);
    IrOp *ty = ir_build_yield(&b, 0, NULL);
    ir_builder_set_end(&b, els);
    IrOp *ey = ir_build_yield(&b, 0, NULL);
    HashMap m;
    hashmap_init(&m);
    IrOp *copy = ir_op_clone(ctx, root, &m);
    hashmap_free(&m);
    ir_block_insert_before(then, ty, copy);
    set_intra(ctx, copy, nb, ii, whole);
    ir_op_move_before(root, ey);
  } else {
    ir_op_move_before(root, b.before);
  }
  set_intra(ctx, root, nb, ii, ends);
  t->tiled++;
}

typedef struct Roots {
  IrOp **ops;
  size_t n, cap;
} Roots;

static bool find_roots(IrOp *op, void *data) {
  Roots *r = data;
  if (ir_op_is(op, OP_WHILE))
    return false;
  if (!ir_op_is(op, OP_FOR))
    return true;
  if (r->n == r->cap)
    r->ops = xrealloc(r->ops, sizeof *r->ops * (r->cap = r->cap ? 2 * r->cap : 8));
  r->ops[r->n++] = op;
  return false;
}

/* tile-sizes as numbers, each at least 1. */
static bool parse_sizes(Tiler *t, DiagEngine *diag) {
  const IrPassList *l = &t->o->tile_sizes;
  t->sizes = xcalloc((size_t)l->n + 1, sizeof *t->sizes);
  for (int i = 0; i < l->n; i++) {
    char *end;
    errno = 0;
    long long v = strtoll(l->items[i], &end, 10);
    if (!*l->items[i] || *end || errno || v < 1 || v > (1ll << 31)) {
      diag_error(diag, ir_loc_unknown(), "affine-loop-tile: invalid tile size '%s' (expected a "
                 "positive integer)", l->items[i]);
      return false;
    }
    t->sizes[t->nsizes++] = v;
  }
  if (t->o->tile_size < 0 || t->o->tile_size > (1ll << 31)) {
    diag_error(diag, ir_loc_unknown(), "affine-loop-tile: invalid tile-size %lld (expected a "
               "positive integer)", (long long)t->o->tile_size);
    return false;
  }
  return true;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  Tiler t = {ctx, options, NULL, 0, 0};
  if (!parse_sizes(&t, diag)) {
    free(t.sizes);
    return false;
  }
  Roots r = {NULL, 0, 0};
  ir_walk(module, find_roots, &r);
  IrOp *band[DEP_MAX_DEPTH];
  int64_t sizes[DEP_MAX_DEPTH];
  for (size_t i = 0; i < r.n; i++) {
    int nb = find_band(r.ops[i], band);
    if (nb == 0)
      continue;
    DepNest n;
    dep_nest_init(&n, ctx, band[0]);
    bool ok = tiling_legal(&n, nb) && tile_sizes(&t, &n, band, nb, sizes);
    dep_nest_free(&n);
    if (ok)
      tile(&t, band, nb, sizes);
  }
  free(r.ops);
  free(t.sizes);
  return true;
}

static const IrPassOption options[] = {
    {"tile-size", IR_PASS_OPT_INT, offsetof(TileOptions, tile_size), "0", NULL,
     "use this tile size for all loops (0: not given)"},
    {"tile-sizes", IR_PASS_OPT_LIST, offsetof(TileOptions, tile_sizes), NULL, NULL,
     "list of tile sizes for each perfect nest, the missing ones 4 (overridden by tile-size)"},
    {"cache-size", IR_PASS_OPT_INT, offsetof(TileOptions, cache_size), "-1", NULL,
     "set size of cache to tile for in KiB, when no size is given (-1: this machine's L2 "
     "cache, 512 when unknown)"},
    {"separate", IR_PASS_OPT_BOOL, offsetof(TileOptions, separate), "false", NULL,
     "separate full and partial tiles"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass affine_loop_tile_pass = {
    "affine-loop-tile",
    "tile perfectly nested loop.for bands whose dependences allow it, with sizes given or "
    "chosen for the cache (MLIR's affine-loop-tile on the scf form)",
    run, options, sizeof(TileOptions)};
