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
#include "affine_utils.h"
#include "dependence.h"

#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

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

/* cache-size in bytes: by default the machine's L2 cache, or MLIR's 512
 * KiB (run rejects 0). */
static int64_t cache_bytes(const TileOptions *o) {
  return dep_cache_bytes(2, o->cache_size, DEFAULT_CACHE_KIB);
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

/* =========================== the affine.for form ===========================
 *
 * On affine.for, the pass is MLIR's LoopTiling, op for op: the bands are
 * the maximal perfect nests (getPerfectlyNestedLoops: a body of one
 * affine.for and the yield) rooted at each affine.for directly in a
 * function's body; a band is tiled when no loop of it has results, no
 * bound of it uses an induction variable of the band (hyper-rectangular)
 * and the dependence analysis allows it (tiling_legal: stricter than
 * mlir-opt 22, which tiles distance (1, -1); MLIR's newer
 * loop-tiling-validity.mlir refuses it too). Ops of unregistered dialects
 * count as touching no memory here, as MLIR's analysis, which only sees
 * affine loads and stores, takes them: loopc cannot compile such ops, so
 * this only shapes the IR the pass prints for MLIR's tests.
 *
 * constructTiledIndexSetHyperRect: the tile-space loops take the original
 * bounds, step T * s; the intra-tile loop d runs from (d0) -> (d0) of its
 * tile-space variable with step s, to
 *   (d0) -> (d0 + tc * s)          when the constant trip count tc < T,
 *   min (orig dims, d, syms) -> (d + T * s, orig ub results...)
 *                                   when T does not divide the trip count,
 *   (d0) -> (d0 + T * s)           otherwise.
 * Sizes without tile-size / tile-sizes: MLIR's model, the footprint of the
 * band (each memref's bounding box of accessed elements, from the loops'
 * constant bounds; MemRefRegion) against cache-size (512 KiB unless given,
 * as mlir-opt), the excess split evenly as n-th roots and then cut to
 * divisors of constant trip counts. `separate` is separateFullTiles: under
 * an affine.if whose set says every intra-tile upper bound reaches
 * d + T, a copy of the intra-tile nest with the bounds (d0) -> (d0 + T). */

/* getPerfectlyNestedLoops from root. */
static int affine_band(IrOp *root, IrOp **band) {
  int n = 0;
  for (IrOp *l = root; l && n < DEP_MAX_DEPTH;) {
    band[n++] = l;
    IrBlock *b = dep_loop_body(l);
    IrOp *t = ir_block_terminator(b);
    l = t && b->first->next == t && ir_op_is(b->first, OP_AFFINE_FOR) ? b->first : NULL;
  }
  return n;
}

/* performPreTilingChecks: no results; hyper-rectangular (no bound operand
 * is an induction variable of the band). */
static bool affine_band_tileable(IrOp **band, int nb) {
  for (int d = 0; d < nb; d++) {
    if (band[d]->nresults > 0)
      return false;
    AffineForGroups g;
    affine_for_groups(band[d], &g);
    for (int i = 0; i < g.nlb + g.nub; i++) {
      IrValue *v = ir_op_operand(band[d], g.lb_first + i);
      for (int e = 0; e < d; e++)
        if (v == dep_loop_body(band[e])->args[0])
          return false;
    }
  }
  return true;
}

/* getMemRefIntOrFloatEltSizeInBytes: an integer or float element, or a
 * vector of them (kept as text by loopc); 0 when neither. */
static int64_t elem_bytes(const IrType *t) {
  if (t->kind == TY_INT || t->kind == TY_FLOAT)
    return (t->width + 7) / 8;
  if (t->kind != TY_OPAQUE || strncmp(t->text, "vector<", 7) != 0)
    return 0;
  const char *s = t->text + 7;
  int64_t n = 1;
  while (*s >= '0' && *s <= '9') {
    char *end;
    n *= strtoll(s, &end, 10);
    if (*end != 'x')
      return 0;
    s = end + 1;
  }
  unsigned bits = 0;
  if ((s[0] == 'f' || s[0] == 'i') && sscanf(s + 1, "%u>", &bits) == 1 && bits > 0)
    return n * bits / 8;
  return 0;
}

typedef struct Region {
  IrValue *memref;
  AffineRange box[16];
} Region;

typedef struct Footprint {
  IrContext *ctx;
  Region *regs;
  int nregs, cap;
  bool unknown;
} Footprint;

/* One affine load or store: its memref's box grows by the subscripts'
 * ranges, each within the memref's static dims (a dim that has no range
 * takes its static size). */
static bool footprint_access(IrOp *op, void *data) {
  Footprint *f = data;
  if (f->unknown || (!ir_op_is(op, OP_AFFINE_LOAD) && !ir_op_is(op, OP_AFFINE_STORE)))
    return !f->unknown;
  int first = affine_op_map_operands_begin(op);
  IrValue *m = ir_op_operand(op, first - 1);
  IrAttr *map = affine_op_map(op, "map");
  const IrType *t = m->type;
  if (t->rank > 16 || map->u.affine.n != t->rank) {
    f->unknown = true;
    return false;
  }
  AffineRange box[16];
  for (int d = 0; d < t->rank; d++) {
    box[d] = affine_map_result_range(f->ctx, map, d, op, first);
    int64_t size = t->dims[d];
    if (size != TY_DYN) {
      if (!box[d].known)
        box[d] = (AffineRange){true, 0, size - 1};
      box[d].lo = box[d].lo < 0 ? 0 : box[d].lo;
      box[d].hi = box[d].hi > size - 1 ? size - 1 : box[d].hi;
    } else if (!box[d].known) {
      f->unknown = true;
    }
  }
  int r = 0;
  while (r < f->nregs && f->regs[r].memref != m)
    r++;
  if (r == f->nregs) {
    if (f->nregs == f->cap)
      f->regs = xrealloc(f->regs, sizeof *f->regs * (size_t)(f->cap = f->cap ? 2 * f->cap : 8));
    f->regs[f->nregs].memref = m;
    memcpy(f->regs[f->nregs++].box, box, sizeof box);
    return false;
  }
  for (int d = 0; d < t->rank; d++) {
    AffineRange *u = &f->regs[r].box[d];
    u->lo = box[d].lo < u->lo ? box[d].lo : u->lo;
    u->hi = box[d].hi > u->hi ? box[d].hi : u->hi;
  }
  return false;
}

/* getMemoryFootprintBytes of the nest at root: the sum over memrefs of
 * the bounding box of the elements its affine loads and stores touch; -1
 * when unknown. */
static int64_t affine_footprint(IrContext *ctx, IrOp *root) {
  Footprint f = {ctx, NULL, 0, 0, false};
  ir_walk(root, footprint_access, &f);
  int64_t total = 0;
  for (int r = 0; r < f.nregs && !f.unknown; r++) {
    const IrType *t = f.regs[r].memref->type;
    if (t->layout != IR_LAYOUT_IDENTITY)
      continue; /* MLIR's getRegionSize answers 0 bytes there */
    int64_t bytes = elem_bytes(t->elem);
    f.unknown = bytes == 0;
    for (int d = 0; d < t->rank && !f.unknown; d++) {
      int64_t n = f.regs[r].box[d].hi - f.regs[r].box[d].lo + 1;
      n = n < 0 ? 0 : n;
      if (n && bytes > INT64_MAX / n)
        f.unknown = true;
      else
        bytes *= n;
    }
    if (!f.unknown && total > INT64_MAX - bytes)
      f.unknown = true;
    total += f.unknown ? 0 : bytes;
  }
  free(f.regs);
  return f.unknown ? -1 : total;
}

/* adjustToDivisorsOfTripCounts. */
static void adjust_to_divisors(IrContext *ctx, IrOp **band, int nb, int64_t *sizes) {
  for (int d = 0; d < nb; d++) {
    uint64_t tc;
    if (!affine_for_const_trip_count(ctx, band[d], &tc))
      continue;
    if (tc > 1 && (uint64_t)sizes[d] > tc / 2)
      sizes[d] = (int64_t)(tc / 2);
    while (tc % (uint64_t)sizes[d] != 0)
      sizes[d]--;
  }
}

/* LoopTiling::getTileSizes. */
static void affine_tile_sizes(const Tiler *t, IrOp **band, int nb, int64_t *sizes) {
  if (t->o->tile_size > 0 || t->nsizes > 0) {
    for (int d = 0; d < nb; d++)
      sizes[d] = t->o->tile_size > 0 ? t->o->tile_size : d < t->nsizes ? t->sizes[d] : DEFAULT_TILE;
    return;
  }
  int64_t fp = affine_footprint(t->ctx, band[0]);
  if (fp < 0) {
    for (int d = 0; d < nb; d++)
      sizes[d] = DEFAULT_TILE;
    adjust_to_divisors(t->ctx, band, nb, sizes);
    return;
  }
  uint64_t cache = (uint64_t)(t->o->cache_size >= 0 ? t->o->cache_size : DEFAULT_CACHE_KIB) * 1024;
  uint64_t excess = (uint64_t)fp / cache + ((uint64_t)fp % cache != 0);
  if (excess <= 1) {
    for (int d = 0; d < nb; d++)
      sizes[d] = 1;
    return;
  }
  unsigned each = (unsigned)floor(pow((double)excess, 1.0 / nb)), cumul = 1;
  for (int d = 0; d < nb; d++) {
    if (d < nb - 1)
      sizes[d] = each;
    else
      sizes[d] = excess / cumul > 1 ? (int64_t)(unsigned)(excess / cumul) : 1;
    cumul *= (unsigned)sizes[d];
  }
  adjust_to_divisors(t->ctx, band, nb, sizes);
}

/* A new affine.for (no iter_args) from lb map over lbops to ub map over
 * ubops by step, its body a yield; inserted before `before`. */
static IrOp *new_affine_for(IrContext *ctx, IrOp *before, IrLoc loc, IrAttr *lbm,
                            IrValue *const *lbops, IrAttr *ubm, IrValue *const *ubops,
                            int64_t step) {
  int nlb = affine_map_inputs(lbm), nub = affine_map_inputs(ubm);
  IrValue **ops = xcalloc((size_t)(nlb + nub) + 1, sizeof *ops);
  memcpy(ops, lbops, sizeof *ops * (size_t)nlb);
  memcpy(ops + nlb, ubops, sizeof *ops * (size_t)nub);
  IrRegion *r = ir_region_create(ctx);
  IrBlock *b = ir_block_create(ctx);
  ir_region_append_block(r, b);
  ir_block_add_arg(ctx, b, ctx->index_ty, loc);
  ir_block_append_op(b, ir_op_create(ctx, OP_AFFINE_YIELD, NULL, loc, 0, NULL, 0, NULL, 0));
  IrOp *f = ir_op_create_with_regions(ctx, OP_AFFINE_FOR, NULL, loc, nlb + nub, ops, 0, NULL, 1,
                                      &r);
  int64_t seg[3] = {nlb, nub, 0};
  ir_op_set_attr_ex(ctx, f, "lowerBoundMap", lbm, true);
  ir_op_set_attr_ex(ctx, f, "operandSegmentSizes",
                    ir_attr_dense_array(ctx, ctx->i32_ty, 3, seg), true);
  ir_op_set_attr_ex(ctx, f, "step", ir_attr_int(ctx, ctx->index_ty, step), true);
  ir_op_set_attr_ex(ctx, f, "upperBoundMap", ubm, true);
  ir_block_insert_before(before->parent, before, f);
  free(ops);
  return f;
}

/* (d0) -> (d0 + k). */
static IrAttr *shift_map(IrContext *ctx, int64_t k) {
  const IrAffineExpr *e = ir_affine_add(ctx, ir_affine_dim(ctx, 0), ir_affine_const(ctx, k));
  return ir_attr_affine_map(ctx, 1, 0, 1, &e);
}

/* The intra-tile upper bound of loop (tile size tsize, tile-space
 * variable tv): its map and operands (ops: room for loop's operands + 1). */
static IrAttr *intra_ub(IrContext *ctx, IrOp *loop, int64_t tsize, IrValue *tv, IrValue **ops,
                        int *nops, int64_t *span) {
  int64_t step = affine_for_step(loop);
  uint64_t tc;
  bool ctc = affine_for_const_trip_count(ctx, loop, &tc);
  *nops = 1;
  ops[0] = tv;
  *span = ctc && tc < (uint64_t)tsize ? (int64_t)tc * step : tsize * step;
  if (ctc && tc < (uint64_t)tsize)
    return shift_map(ctx, *span);
  if (affine_for_largest_trip_divisor(ctx, loop) % (uint64_t)tsize == 0)
    return shift_map(ctx, *span);
  AffineForGroups g;
  affine_for_groups(loop, &g);
  IrAttr *ubm = affine_op_map(loop, "upperBoundMap");
  int nd = ubm->u.affine.ndims, ns = ubm->u.affine.nsyms, n = ubm->u.affine.n;
  for (int i = 0; i < nd; i++)
    ops[i] = ir_op_operand(loop, g.ub_first + i);
  ops[nd] = tv;
  for (int i = 0; i < ns; i++)
    ops[nd + 1 + i] = ir_op_operand(loop, g.ub_first + nd + i);
  *nops = nd + 1 + ns;
  const IrAffineExpr **ex = xcalloc((size_t)n + 1, sizeof *ex);
  ex[0] = ir_affine_add(ctx, ir_affine_dim(ctx, (unsigned)nd), ir_affine_const(ctx, tsize * step));
  for (int r = 0; r < n; r++)
    ex[r + 1] = ubm->u.affine.exprs[r]; /* dims keep their positions; symbols too */
  IrAttr *m = ir_attr_affine_map(ctx, nd + 1, ns, n + 1, ex);
  free(ex);
  return m;
}

/* createSeparationCondition for intra-tile loops intra[0..nb) (unit
 * steps): for each upper bound result past the first, over its operands,
 * result - (tile variable + T) >= 0, as an affine.if before intra[0] with
 * an else region; NULL when a result is not linear. */
static IrOp *separation_if(IrContext *ctx, IrOp **intra, const int64_t *spans, int nb) {
  enum { MAXV = 64 };
  IrValue *vals[MAXV];
  int nvals = 0;
  int64_t rows[MAXV][MAXV + 1];
  int nrows = 0;
  for (int d = 0; d < nb; d++) {
    AffineForGroups g;
    affine_for_groups(intra[d], &g);
    IrAttr *ubm = affine_op_map(intra[d], "upperBoundMap");
    int nd = ubm->u.affine.ndims, ns = ubm->u.affine.nsyms, n = ubm->u.affine.n;
    IrValue *tv = ir_op_operand(intra[d], g.lb_first);
    int pos[MAXV];
    if (nd + ns > MAXV)
      return NULL;
    for (int i = -1; i < nd + ns; i++) {
      IrValue *v = i < 0 ? tv : ir_op_operand(intra[d], g.ub_first + i);
      int k = 0;
      while (k < nvals && vals[k] != v)
        k++;
      if (k == nvals) {
        if (nvals == MAXV)
          return NULL;
        vals[nvals++] = v;
      }
      if (i >= 0)
        pos[i] = k;
    }
    int tpos = 0;
    while (vals[tpos] != tv)
      tpos++;
    int64_t tsize = spans[d];
    for (int r = 1; r < n; r++) {
      int64_t c[MAXV + 1];
      if (nrows == MAXV || !ir_affine_flat_coefs(ctx, ubm->u.affine.exprs[r], nd, ns, c))
        return NULL;
      int64_t *row = rows[nrows];
      memset(row, 0, sizeof rows[0]);
      for (int i = 0; i < nd + ns; i++)
        row[pos[i]] += c[i];
      row[tpos] -= 1;
      row[MAXV] = c[nd + ns] - tsize;
      bool dup = false, trivial = true;
      for (int i = 0; i < MAXV; i++)
        trivial = trivial && row[i] == 0;
      for (int q = 0; q < nrows && !dup; q++)
        dup = memcmp(rows[q], row, sizeof rows[0]) == 0;
      if (trivial && row[MAXV] >= 0)
        continue;
      if (!dup)
        nrows++;
    }
  }
  /* No constraint left (every intra-tile loop is whole): MLIR's empty set,
   * which it spells 0 == 0, with no operands. */
  /* canonicalizeSetAndOperands: the values that are valid symbols become
   * symbols (after the dims, each in the order of first use); unused ones
   * go. */
  int slot[MAXV], ndims = 0, nsyms = 0;
  IrValue *ops[MAXV];
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < nvals; k++) {
      bool used = false;
      for (int q = 0; q < nrows; q++)
        used = used || rows[q][k] != 0;
      bool sym = affine_is_valid_symbol(vals[k]);
      if (!used || sym != (pass == 1))
        continue;
      slot[k] = pass == 0 ? ndims++ : nsyms++;
      ops[pass == 0 ? slot[k] : MAXV - 1 - slot[k]] = vals[k];
    }
  IrValue *all[MAXV];
  for (int i = 0; i < ndims; i++)
    all[i] = ops[i];
  for (int i = 0; i < nsyms; i++)
    all[ndims + i] = ops[MAXV - 1 - i];
  const IrAffineExpr *ex[MAXV];
  bool eqs[MAXV] = {false};
  for (int q = 0; q < nrows; q++) {
    const IrAffineExpr *e = NULL;
    for (int pass = 0; pass < 2; pass++)
      for (int k = 0; k < nvals; k++) {
        if (!rows[q][k] || affine_is_valid_symbol(vals[k]) != (pass == 1))
          continue;
        const IrAffineExpr *v = pass == 0 ? ir_affine_dim(ctx, (unsigned)slot[k])
                                          : ir_affine_sym(ctx, (unsigned)slot[k]);
        v = ir_affine_mul(ctx, v, ir_affine_const(ctx, rows[q][k]));
        e = e ? ir_affine_add(ctx, e, v) : v;
      }
    ex[q] = ir_affine_add(ctx, e, ir_affine_const(ctx, rows[q][MAXV]));
  }
  if (nrows == 0) {
    ex[0] = ir_affine_const(ctx, 0);
    eqs[0] = true;
  }
  IrAttr *set = ir_attr_integer_set(ctx, ndims, nsyms, nrows ? nrows : 1, ex, eqs);
  IrOp *ifop = ir_op_create(ctx, OP_AFFINE_IF, NULL, intra[0]->loc, ndims + nsyms, all, 0, NULL, 2);
  ir_op_set_attr_ex(ctx, ifop, "condition", set, true);
  for (int i = 0; i < 2; i++) {
    IrBlock *b = ir_block_create(ctx);
    ir_region_append_block(ir_op_region(ifop, i), b);
    ir_block_append_op(b, ir_op_create(ctx, OP_AFFINE_YIELD, NULL, intra[0]->loc, 0, NULL, 0,
                                       NULL, 0));
  }
  ir_block_insert_before(intra[0]->parent, intra[0], ifop);
  return ifop;
}

/* Whether every result of op's bound maps is linear (no floordiv, ceildiv
 * or mod: MLIR's constraint system needs local variables for those, and
 * separation then gives up). */
static bool bounds_linear(IrContext *ctx, IrOp *op) {
  const char *names[2] = {"lowerBoundMap", "upperBoundMap"};
  for (int k = 0; k < 2; k++) {
    IrAttr *m = affine_op_map(op, names[k]);
    int nd = m->u.affine.ndims, ns = m->u.affine.nsyms;
    int64_t *c = xcalloc((size_t)(nd + ns) + 1, sizeof *c);
    bool ok = true;
    for (int r = 0; ok && r < m->u.affine.n; r++)
      ok = ir_affine_flat_coefs(ctx, m->u.affine.exprs[r], nd, ns, c);
    free(c);
    if (!ok)
      return false;
  }
  return true;
}

/* separateFullTiles on the intra-tile nest intra[0..nb) inside the
 * tile-space nest space[0..nb): not for steps other than 1, nor where a
 * bound of either is not linear. */
static void separate_full_tiles(IrContext *ctx, IrOp **space, IrOp **intra, const int64_t *spans,
                                int nb) {
  for (int d = 0; d < nb; d++)
    if (affine_for_step(intra[d]) != 1 || !bounds_linear(ctx, space[d]) ||
        !bounds_linear(ctx, intra[d]))
      return;
  IrOp *ifop = separation_if(ctx, intra, spans, nb);
  if (!ifop)
    return;
  IrBlock *then = ir_op_region(ifop, 0)->first, *els = ir_op_region(ifop, 1)->first;
  HashMap map;
  hashmap_init(&map);
  IrOp *at = ir_block_terminator(then), *full[DEP_MAX_DEPTH];
  for (int d = 0; d < nb; d++) {
    AffineForGroups g;
    affine_for_groups(intra[d], &g);
    IrValue *tv = ir_op_operand(intra[d], g.lb_first);
    full[d] = new_affine_for(ctx, at, intra[d]->loc, affine_op_map(intra[d], "lowerBoundMap"), &tv,
                             shift_map(ctx, spans[d]), &tv, 1);
    hashmap_put(&map, (uint64_t)(uintptr_t)dep_loop_body(intra[d])->args[0],
                dep_loop_body(full[d])->args[0]);
    at = ir_block_terminator(dep_loop_body(full[d]));
  }
  IrBlock *inner = dep_loop_body(intra[nb - 1]);
  for (IrOp *op = inner->first; op && op != ir_block_terminator(inner); op = op->next)
    ir_block_insert_before(at->parent, at, ir_op_clone(ctx, op, &map));
  hashmap_free(&map);
  ir_op_move_before(intra[0], ir_block_terminator(els));
}

/* tilePerfectlyNested: 2 * nb new loops in place of the band. */
static void affine_tile(Tiler *t, IrOp **band, int nb, const int64_t *sizes) {
  IrContext *ctx = t->ctx;
  IrOp *root = band[0], *at = root, *tiled[2 * DEP_MAX_DEPTH];
  int64_t spans[DEP_MAX_DEPTH]; /* each intra-tile loop's whole extent, d0 + spans[d] */
  for (int d = 0; d < nb; d++) {
    AffineForGroups g;
    affine_for_groups(band[d], &g);
    IrValue **ops = xcalloc((size_t)(g.nlb + g.nub) + 1, sizeof *ops);
    for (int i = 0; i < g.nlb + g.nub; i++)
      ops[i] = ir_op_operand(band[d], g.lb_first + i);
    tiled[d] = new_affine_for(ctx, at, root->loc, affine_op_map(band[d], "lowerBoundMap"), ops,
                              affine_op_map(band[d], "upperBoundMap"), ops + g.nlb,
                              sizes[d] * affine_for_step(band[d]));
    free(ops);
    at = ir_block_terminator(dep_loop_body(tiled[d]));
  }
  for (int d = 0; d < nb; d++) {
    IrValue *tv = dep_loop_body(tiled[d])->args[0];
    int n;
    IrValue **ubops = xcalloc((size_t)band[d]->nopnds + 2, sizeof *ubops);
    IrAttr *ubm = intra_ub(ctx, band[d], sizes[d], tv, ubops, &n, &spans[d]);
    tiled[nb + d] = new_affine_for(ctx, at, root->loc, shift_map(ctx, 0), &tv, ubm, ubops,
                                   affine_for_step(band[d]));
    free(ubops);
    at = ir_block_terminator(dep_loop_body(tiled[nb + d]));
  }
  IrBlock *inner = dep_loop_body(band[nb - 1]);
  while (inner->first != ir_block_terminator(inner))
    ir_op_move_before(inner->first, at);
  for (int d = 0; d < nb; d++)
    ir_value_replace_all_uses(dep_loop_body(band[d])->args[0],
                              dep_loop_body(tiled[nb + d])->args[0]);
  ir_op_erase(root);
  if (t->o->separate)
    separate_full_tiles(ctx, tiled, tiled + nb, spans, nb);
  t->tiled++;
}

/* LoopTiling::runOnOperation on one function. */
static void affine_tile_function(Tiler *t, IrOp *func) {
  IrOp *band[DEP_MAX_DEPTH];
  int64_t sizes[DEP_MAX_DEPTH];
  for (IrBlock *b = ir_op_region(func, 0)->first; b; b = b->next)
    for (IrOp *op = b->first, *next; op; op = next) {
      next = op->next;
      if (!ir_op_is(op, OP_AFFINE_FOR))
        continue;
      int nb = affine_band(op, band);
      if (!affine_band_tileable(band, nb))
        continue;
      DepNest n;
      dep_nest_init_opts(&n, t->ctx, op, DEP_UNKNOWN_OPS_INERT);
      bool legal = tiling_legal(&n, nb);
      dep_nest_free(&n);
      if (!legal)
        continue;
      affine_tile_sizes(t, band, nb, sizes);
      affine_tile(t, band, nb, sizes);
    }
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
  if (t->o->cache_size == 0 || t->o->cache_size < -1) {
    diag_error(diag, ir_loc_unknown(), "affine-loop-tile: invalid cache-size %lld (expected a "
               "positive number of KiB)", (long long)t->o->cache_size);
    return false;
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
  for (IrOp *f = ir_op_region(module, 0)->first->first; f; f = f->next)
    if (ir_op_is(f, OP_FUNC) && ir_op_region(f, 0)->first)
      affine_tile_function(&t, f);
  size_t nroots;
  IrOp **roots = dep_outer_ops(module, OP_FOR, OP_WHILE, &nroots);
  IrOp *band[DEP_MAX_DEPTH];
  int64_t sizes[DEP_MAX_DEPTH];
  for (size_t i = 0; i < nroots; i++) {
    int nb = find_band(roots[i], band);
    if (nb == 0)
      continue;
    DepNest n;
    dep_nest_init(&n, ctx, band[0]);
    bool ok = tiling_legal(&n, nb) && tile_sizes(&t, &n, band, nb, sizes);
    dep_nest_free(&n);
    if (ok)
      tile(&t, band, nb, sizes);
  }
  free(roots);
  free(t.sizes);
  return true;
}

static const IrPassOption options[] = {
    {"tile-size", IR_PASS_OPT_INT, offsetof(TileOptions, tile_size), "0", NULL,
     "use this tile size for all loops (0: not given)"},
    {"tile-sizes", IR_PASS_OPT_LIST, offsetof(TileOptions, tile_sizes), NULL, NULL,
     "list of tile sizes for each perfect nest, the missing ones 4 (overridden by tile-size)"},
    {"cache-size", IR_PASS_OPT_INT, offsetof(TileOptions, cache_size), "-1", NULL,
     "set size of cache to tile for in KiB, when no size is given (-1: on affine.for 512, as "
     "MLIR; on loop.for this machine's L2 cache, 512 when unknown)"},
    {"separate", IR_PASS_OPT_BOOL, offsetof(TileOptions, separate), "false", NULL,
     "separate full and partial tiles"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass affine_loop_tile_pass = {
    "affine-loop-tile",
    "tile perfectly nested affine.for bands (as MLIR's affine-loop-tile) and loop.for bands "
    "whose dependences allow it, with sizes given or chosen for the cache",
    run, options, sizeof(TileOptions)};
