/* register_tile.c: unroll-and-jam of a parallel row loop around a k-j nest
 * with scalar replacement of the cell the nest accumulates into, so that a
 * tile of MR rows by NR columns of that cell stays in vector registers
 * across the k loop (the tile shapes of the ONNX MatMul,
 * onnx_lower_tensor.c, which run at 89-100% of the core's peak). The tile
 * is carried in the k loop's iter_args, unrolled over rows and columns:
 * clang 14 (loopc run's compiler) vectorizes these chains and keeps them in
 * registers, where it kept an alloca tile indexed by a column loop in
 * memory, one scalar at a time (8 s against 1.3 s on gemm). For
 * PolyBench's gemm, 2mm and 3mm after loop-interchange:
 *
 *   loop.parallel (%i) { ...; loop.for %k { loop.for %j {
 *       %c = load X[%i, %j]; ...; store f(%c, ...), X[%i, %j] } }; ... }
 *
 * becomes, over the first (n / MR) * MR rows (the original loop keeps the
 * rest),
 *
 *   loop.parallel (%t) { %i0 = lb + %t * MR
 *     the ops before the nest, for each of the MR rows;
 *     loop.for %jt over the first (m / NR) * NR columns by NR {
 *       %acc:MR*NR = loop.for %k iter_args(X[%i0 + q, %j0 + c] ...) {
 *         the ops before the j loop, for each row;
 *         the j loop's body for each column c and row q, its load of the
 *         cell the iter_arg [q][c], its store's value the yield's }
 *       X[%i0 + q, %j0 + c] = %acc#[q][c] }
 *     the nest over the remaining columns, for each row;
 *     the ops after the nest, for each row }
 *
 * j's upper bound may be the row %i or %i + x (x defined outside the
 * parallel loop: syrk's j <= i): the column tiles then go up to the bound
 * of the first row of the block's last tile, a tile runs a column tile
 * only when its own first row has all of its columns (no later row's
 * bound is below), and each row does its remaining columns after its
 * tile's. Ops of the body that compute such values from %i alone are
 * copied wherever a row needs them.
 *
 * A load of j's body that walks a column along j (syrk's A[j][k], j in a
 * subscript other than the last) is packed per column tile into a buffer
 * P[k - lb][c] = A[j0 + c][k] that the tile reads a row at a time, NR
 * consecutive elements where it read NR strided ones (find_packs). The
 * nest writes nothing such a load reads (the dependence test below), so
 * the packed values are the ones the loads would read. Values the nest
 * needs once per row and k (gemm's alpha * A[i][k]) are computed once per
 * row block into a buffer the tiles read (find_row_values).
 *
 * Legality: the rows of a loop.parallel are independent (its contract),
 * so running MR of them together, statement by statement, is allowed; the
 * nest's k and j bounds do not depend on the row. Inside the nest, the
 * dependence analysis (dependence.h) must show that the one store, to
 * X[%i, %j], touches nothing another access of the nest reads but the one
 * load of that cell: each cell is then read and written by its own (row,
 * column) alone, in the k loop's order, which the tile keeps; so every
 * cell sees the same operations in the same order and floating-point
 * results are unchanged (no reassociation).
 *
 * Tile: as the ONNX MatMul's (measured with gcc 12): with 512-bit vectors 8
 * rows of one vector, with 256-bit vectors 4 rows of four; else 4 rows of
 * two 128-bit vectors (option vector-bits, from the pipeline's
 * --vector-bits).
 *
 * Contract: takes and leaves verified IR; linear in the nest's size times
 * the tile, plus the dependence analysis of each candidate nest. */
#include "dependence.h"

#include <stddef.h>
#include <stdlib.h>

/* Row tiles per parallel iteration: the tiles of such a block share each
 * column panel of the nest's loads (B[k][j0 .. j0 + NR) over all k in
 * gemm), which then comes from memory once per block and from L2 for the
 * other tiles. More tiles per block read memory less; enough iterations
 * must remain for the threads: G = ceil(tiles / PAR_ITERS) within [1,
 * MAX_ROW_TILES]. On gemm (LARGE, one thread, a loaded machine) blocks of
 * 1, 4, 8, 16, 32 and all 125 tiles took 1.38, 0.51, 0.40, 0.33, 0.29 and
 * 0.28 s of CPU time (gcc's C 0.54 s). Rounded up, not down: gemm's 125
 * tiles made 9 blocks of 15 with G = floor(125 / 8), 5 for one of two
 * threads and 4 for the other (at most 1.8x from the second), where 8
 * blocks of 16 deal out 64 and 61 tiles. The iterations then split the
 * tiles evenly (tile(): blocks of 15 or 16, 62 and 63 tiles in two
 * contiguous shares). */
enum { PAR_ITERS = 8, MAX_ROW_TILES = 32 };

/* Packed loads per nest (syr2k has two); values per row and k packed per
 * row block (gemm's alpha * A[i][k]; syr2k's A[i][k] and B[i][k]). */
enum { MAX_PACKS = 4, MAX_ROW_VALUES = 4 };

typedef struct RegisterTileOptions {
  int64_t vector_bits;
  int64_t k_tile;  /* k's iterations per chunk; 0: k whole; -1: from the caches */
  int64_t l1_size; /* KiB; -1: this machine's L1 data cache */
  int64_t l2_size; /* KiB; -1: this machine's L2 cache */
} RegisterTileOptions;

/* k chunks from the caches (k_span): the caches when the machine does not
 * say (sysconf's answer 0 or -1), and the chunk's bounds. */
enum { DEFAULT_L1_KIB = 32, DEFAULT_L2_KIB = 512, MIN_K_SPAN = 32, MAX_K_SPAN = 1024 };

typedef struct Tiler {
  IrContext *ctx;
  const RegisterTileOptions *o;
  int tiled;
} Tiler;

static bool has_regions_inside(const IrBlock *b) {
  for (IrOp *op = b->first; op; op = op->next)
    if (op->nregions)
      return true;
  return false;
}

/* The nest found in a parallel loop's body. */
typedef struct Nest {
  IrOp *par, *kloop, *jloop;
  IrOp *load, *store; /* the cell's */
  IrValue *cell;      /* its memref */
  HashMap remat;      /* IrOp* -> 1: ops of par's body any row may recompute */
  IrOp *pack[MAX_PACKS]; /* loads of j's body packed per column tile */
  int npack;
  IrValue *rowv[MAX_ROW_VALUES]; /* values per row and k that j's body uses */
  int nrowv;                     /* 0: none, or not packed */
  HashMap inv;                   /* IrOp* -> 1: ops of j's body that j does not change */
} Nest;

static bool simple_for(const IrOp *loop) {
  return ir_op_is(loop, OP_FOR) && ir_for_inits_count(loop) == 0 &&
         ir_type_is_index(ir_for_lb(loop)->type) && !ir_op_get_attr(loop, "unsignedCmp");
}

/* The one load and one store of the cell in the j loop's body, X[%i, %j]
 * with X defined outside the parallel loop, and no other store. */
static bool find_cell(Nest *ns) {
  IrBlock *jb = dep_loop_body(ns->jloop);
  IrValue *i = dep_loop_body(ns->par)->args[0], *j = jb->args[0];
  ns->store = NULL;
  for (IrOp *op = jb->first; op; op = op->next)
    if (ir_op_is(op, OP_STORE)) {
      if (ns->store)
        return false;
      ns->store = op;
    } else if (!ir_op_is(op, OP_LOAD) && !(ir_op_has_trait(op, T_PURE) && !op->nregions) &&
               !ir_op_is(op, OP_YIELD)) {
      return false;
    }
  if (!ns->store || ir_store_indices_count(ns->store) != 2 || ir_store_indices(ns->store, 0) != i ||
      ir_store_indices(ns->store, 1) != j)
    return false;
  ns->cell = ir_store_memref(ns->store);
  if (dep_value_inside(ns->cell, ns->par) || ns->cell->type->kind != TY_MEMREF)
    return false;
  ns->load = NULL;
  for (IrOp *op = jb->first; op != ns->store; op = op->next)
    if (ir_op_is(op, OP_LOAD) && ir_load_memref(op) == ns->cell && ir_load_indices_count(op) == 2 &&
        ir_load_indices(op, 0) == i && ir_load_indices(op, 1) == j) {
      if (ns->load)
        return false;
      ns->load = op;
    }
  return ns->load != NULL;
}

/* The store touches nothing any other access of the nest reads, but its
 * own load (which it follows in the same iteration). */
static bool cell_private(IrContext *ctx, const Nest *ns) {
  DepNest n;
  dep_nest_init(&n, ctx, ns->kloop);
  bool ok = !n.opaque;
  const DepAccess *st = NULL;
  for (int a = 0; ok && a < n.nacc; a++)
    if (n.acc[a].op == ns->store)
      st = &n.acc[a];
  DepDist dist[DEP_MAX_DEPTH];
  for (int a = 0; ok && st && a < n.nacc; a++) {
    const DepAccess *o = &n.acc[a];
    int nc;
    if (o->op == ns->store || o->op == ns->load)
      continue;
    ok = !dep_test(&n, st, o, dist, &nc);
  }
  dep_nest_free(&n);
  return ok && st;
}

/* The op of par's body that holds op (op itself, or an ancestor). */
static IrOp *top_of(IrOp *op, const IrOp *par) {
  while (op->parent && ir_block_parent_op(op->parent) != par)
    op = ir_block_parent_op(op->parent);
  return op;
}

/* Whether op (in par's body) computes from par's induction variable and
 * values defined outside par alone, through pure ops: such an op is
 * copied wherever a row needs its value (remat, IrOp* -> 1, holds the
 * earlier ones). */
static bool rematerializable(IrOp *op, IrOp *par, HashMap *remat) {
  if (op->nregions || !ir_op_has_trait(op, T_PURE) || op->nresults != 1)
    return false;
  for (int i = 0; i < op->nopnds; i++) {
    IrValue *v = ir_op_operand(op, i);
    if (v != dep_loop_body(par)->args[0] && dep_value_inside(v, par) &&
        !(v->def_op && hashmap_get(remat, (uint64_t)(uintptr_t)v->def_op)))
      return false;
  }
  return true;
}

/* The ops of par's body before k (part 0), k (1) and the ops after it (2)
 * are rebuilt in loops of their own: no value of one part may be used in
 * another, but those of rematerializable ops of part 0 (remat). */
static bool sections_apart(IrOp *par, IrOp *k, HashMap *remat) {
  HashMap part; /* IrOp* -> part + 1 */
  hashmap_init(&part);
  int p = 0;
  for (IrOp *op = dep_loop_body(par)->first; op; op = op->next) {
    p = op == k ? 1 : p == 1 ? 2 : p;
    hashmap_put(&part, (uint64_t)(uintptr_t)op, (void *)(uintptr_t)(p + 1));
  }
  bool ok = true;
  for (IrOp *op = dep_loop_body(par)->first; op != k; op = op->next)
    if (rematerializable(op, par, remat))
      hashmap_put(remat, (uint64_t)(uintptr_t)op, (void *)1);
  for (IrOp *op = dep_loop_body(par)->first; ok && op; op = op->next) {
    if (hashmap_get(remat, (uint64_t)(uintptr_t)op))
      continue;
    uintptr_t mine = (uintptr_t)hashmap_get(&part, (uint64_t)(uintptr_t)op);
    for (int r = 0; ok && r < op->nresults; r++)
      for (IrUse *u = op->results[r].uses; ok && u; u = u->next)
        ok = (uintptr_t)hashmap_get(&part, (uint64_t)(uintptr_t)top_of(u->owner, par)) == mine;
  }
  hashmap_free(&part);
  return ok;
}

/* j's upper bound: defined outside par, or par's induction variable i, or
 * i + x with x defined outside par (syrk's `j <= i`): never smaller for a
 * later row, so the first row of a tile bounds the columns all its rows
 * have. */
static bool row_bound(IrValue *ub, IrOp *par) {
  IrValue *i = dep_loop_body(par)->args[0];
  if (!dep_value_inside(ub, par) || ub == i)
    return true;
  IrOp *d = ub->def_op;
  if (!d || !ir_op_is(d, OP_ADDI) || d->parent != dep_loop_body(par))
    return false;
  IrValue *a = ir_op_operand(d, 0), *b = ir_op_operand(d, 1);
  return (a == i && !dep_value_inside(b, par)) || (b == i && !dep_value_inside(a, par));
}

/* The loads of j's body that walk a column along j (j in a subscript
 * other than the last, as syrk's A[j][k]): each column of a tile would be
 * a strided load, which the C compiler gathers one scalar at a time.
 * Such a load is packed when its subscripts are j, k and values defined
 * outside the parallel loop, and k counts by 1 (the buffer's row is k -
 * k's lower bound). */
static void find_packs(Nest *ns) {
  IrBlock *jb = dep_loop_body(ns->jloop);
  IrValue *j = jb->args[0], *k = dep_loop_body(ns->kloop)->args[0];
  int64_t ks;
  ns->npack = 0;
  if (!ir_value_const_int(ir_for_step(ns->kloop), &ks) || ks != 1)
    return;
  for (IrOp *op = jb->first; op && ns->npack < MAX_PACKS; op = op->next) {
    if (!ir_op_is(op, OP_LOAD) || op == ns->load || dep_value_inside(ir_load_memref(op), ns->par))
      continue;
    int n = ir_load_indices_count(op), js = 0;
    bool ok = n >= 2 && ir_load_indices(op, n - 1) != j;
    for (int x = 0; ok && x < n; x++) {
      IrValue *v = ir_load_indices(op, x);
      js += v == j;
      ok = v == j || v == k || !dep_value_inside(v, ns->par);
    }
    if (ok && js == 1)
      ns->pack[ns->npack++] = op;
  }
}

/* Whether a row value of type t can be packed (a buffer can hold it). */
static bool row_value_type(const IrType *t) {
  return t->kind == TY_FLOAT || t->kind == TY_INDEX || (t->kind == TY_INT && t->width >= 8);
}

/* The values per row and k that j's body uses (gemm's alpha * A[i][k]):
 * computed by the ops of k's body before j, or by ops of j's body whose
 * operands j does not change (loads other than the cell's and pure ops;
 * ns->inv), and used by ops of j's body that j changes. The same for every
 * column, the tile computed them for every column tile again: MR scalar
 * multiplications and broadcasts per k beside the tile's MR * NR / lanes
 * vector ones. They are packed per row block instead, once per k chunk,
 * into R[g * span + k - k0][q] (row q of the block's tile g), which the
 * tile reads as it reads a packed column: when there are at most
 * MAX_ROW_VALUES of them, of scalar types, and k counts by 1. Those ops are
 * loads and pure ops (find_nest, find_cell) and the nest writes nothing
 * their loads read (cell_private), so computing them ahead gives the
 * values the tile would compute; the ops from j's body run only for rows
 * whose j range is not empty, as they did. */
static void find_row_values(Nest *ns) {
  IrBlock *kb = dep_loop_body(ns->kloop), *jb = dep_loop_body(ns->jloop);
  int64_t ks;
  ns->nrowv = 0;
  hashmap_free(&ns->inv);
  hashmap_init(&ns->inv);
  if (!ir_value_const_int(ir_for_step(ns->kloop), &ks) || ks != 1)
    return;
  for (IrOp *op = jb->first; op; op = op->next) {
    bool packed = false;
    for (int p = 0; p < ns->npack; p++)
      packed |= ns->pack[p] == op;
    if (op == ns->load || packed || op->nregions || op->nresults == 0 ||
        !(ir_op_is(op, OP_LOAD) || ir_op_has_trait(op, T_PURE)))
      continue;
    bool fixed = true;
    for (int x = 0; fixed && x < op->nopnds; x++) {
      IrValue *v = ir_op_operand(op, x);
      fixed = !dep_value_inside(v, ns->jloop) ||
              (v->def_op && hashmap_get(&ns->inv, (uint64_t)(uintptr_t)v->def_op));
    }
    if (fixed)
      hashmap_put(&ns->inv, (uint64_t)(uintptr_t)op, (void *)1);
  }
  bool ok = true;
  for (IrOp *op = kb->first; ok && op; op = op->next) {
    if (op == ns->jloop) {
      op = jb->first; /* then j's body */
      if (!op)
        break;
    }
    if (op->parent == jb && !hashmap_get(&ns->inv, (uint64_t)(uintptr_t)op))
      continue;
    for (int r = 0; ok && r < op->nresults; r++) {
      IrValue *v = &op->results[r];
      bool used = false;
      for (IrUse *u = v->uses; u && !used; u = u->next)
        used = u->owner->parent == jb && !hashmap_get(&ns->inv, (uint64_t)(uintptr_t)u->owner);
      if (!used)
        continue;
      ok = ns->nrowv < MAX_ROW_VALUES && row_value_type(v->type);
      if (ok)
        ns->rowv[ns->nrowv++] = v;
    }
  }
  if (!ok || !ns->nrowv) {
    ns->nrowv = 0;
    hashmap_free(&ns->inv);
    hashmap_init(&ns->inv);
  }
}

/* A nest of the shape above directly in par's body. */
static bool find_nest(IrContext *ctx, IrOp *par, Nest *ns) {
  int64_t step;
  if (!ir_op_is(par, OP_PARALLEL) || ir_parallel_num_ivs(par) != 1 || par->nresults ||
      !ir_value_const_int(ir_op_operand(par, 2), &step) || step != 1)
    return false;
  for (IrOp *k = dep_loop_body(par)->first; k; k = k->next) {
    if (!simple_for(k))
      continue;
    IrBlock *kb = dep_loop_body(k);
    IrOp *kt = ir_block_terminator(kb);
    IrOp *j = kt ? kt->prev : NULL;
    if (!j || !simple_for(j) || has_regions_inside(dep_loop_body(j)))
      continue;
    bool ok = true;
    for (IrOp *op = kb->first; ok && op != j; op = op->next)
      ok = !op->nregions && (ir_op_has_trait(op, T_PURE) || ir_op_is(op, OP_LOAD));
    for (int x = 0; ok && x < 3; x++) {
      IrValue *jb = ir_op_operand(j, x);
      ok = !dep_value_inside(ir_op_operand(k, x), par) &&
           (x == 1 ? row_bound(jb, par) : !dep_value_inside(jb, par));
    }
    int64_t js;
    if (!ok || !ir_value_const_int(ir_for_step(j), &js) || js != 1)
      continue;
    hashmap_free(&ns->remat);
    hashmap_init(&ns->remat);
    if (!sections_apart(par, k, &ns->remat))
      continue;
    ns->par = par;
    ns->kloop = k;
    ns->jloop = j;
    if (find_cell(ns) && cell_private(ctx, ns)) {
      find_packs(ns);
      find_row_values(ns);
      return true;
    }
  }
  return false;
}

/* ------------------------------- building ------------------------------- */

static void tile_shape(const Tiler *t, const IrType *e, int *mr, int *nr) {
  int bits = e->kind == TY_INDEX ? 64 : e->width < 8 ? 8 : e->width;
  int lanes = (int)(t->o->vector_bits / bits);
  if (t->o->vector_bits >= 512 && lanes >= 4) {
    *mr = 8;
    *nr = lanes;
  } else if (t->o->vector_bits >= 256 && lanes >= 2) {
    *mr = 4;
    *nr = 4 * lanes;
  } else { /* 128-bit vectors at least: 4 rows of two */
    *mr = 4;
    *nr = bits <= 64 ? 2 * (128 / bits) : 2;
  }
}

/* floor(max(ub - lb, 0) / f) * f + lb: the end of the whole tiles. */
static IrValue *tiles_end(IrBuilder *b, IrValue *lb, IrValue *ub, int f, IrValue **count) {
  IrValue *zero = ir_build_const_index(b, 0), *cf = ir_build_const_index(b, f);
  IrValue *len = ir_build_binary(b, OP_MAXSI, ir_build_binary(b, OP_SUBI, ub, lb), zero);
  *count = ir_build_binary(b, OP_DIVSI, len, cf);
  return ir_build_binary(b, OP_ADDI, lb, ir_build_binary(b, OP_MULI, *count, cf));
}

/* A loop.for from 0 to n by 1 at b; b moves into its body (before the
 * yield it gets), *after the point after the loop. */
static IrValue *loop_begin_step(IrBuilder *b, IrValue *lb, IrValue *ub, IrValue *step,
                                IrInsertPoint *after) {
  IrOp *f = ir_build_for(b, lb, ub, step, 0, NULL);
  *after = ir_builder_save(b);
  IrBlock *fb = dep_loop_body(f);
  ir_builder_set_end(b, fb);
  IrOp *y = ir_build_yield(b, 0, NULL);
  ir_builder_set_before(b, y);
  return fb->args[0];
}

static IrValue *loop_begin(IrBuilder *b, IrValue *lb, IrValue *ub, IrInsertPoint *after) {
  return loop_begin_step(b, lb, ub, ir_build_const_index(b, 1), after);
}

/* Copies of the rematerializable ops at b, for the row m maps par's
 * induction variable to. */
static void remat_at(IrBuilder *b, const Nest *ns, HashMap *m) {
  for (IrOp *op = dep_loop_body(ns->par)->first; op != ns->kloop; op = op->next)
    if (hashmap_get(&ns->remat, (uint64_t)(uintptr_t)op))
      dep_clone_at(b, op, m);
}

/* The row tiles of one parallel iteration: tiles g0 .. g0 + gn of MR rows
 * from lb. */
typedef struct Rows {
  IrValue *lb, *g0, *gn;
  int mr;
} Rows;

/* A loop.for g over the iteration's row tiles at b, b inside it; iq[q] =
 * the row q of tile g; m[q] fresh maps taking the parallel loop's
 * induction variable piv to iq[q]. */
static IrValue *rows_begin(IrBuilder *b, const Nest *ns, const Rows *r, IrValue **iq, HashMap *m,
                           IrInsertPoint *after) {
  IrValue *piv = dep_loop_body(ns->par)->args[0];
  IrValue *g = loop_begin(b, ir_build_const_index(b, 0), r->gn, after);
  IrValue *tile_no = ir_build_binary(b, OP_ADDI, r->g0, g);
  IrValue *i0 = ir_build_binary(b, OP_ADDI, r->lb,
                                ir_build_binary(b, OP_MULI, tile_no, ir_build_const_index(b, r->mr)));
  for (int q = 0; q < r->mr; q++) {
    hashmap_free(&m[q]);
    hashmap_init(&m[q]);
    iq[q] = q ? ir_build_binary(b, OP_ADDI, i0, ir_build_const_index(b, q)) : i0;
    dep_map_put(&m[q], piv, iq[q]);
    remat_at(b, ns, &m[q]);
  }
  return g;
}

/* The first row of the row tile g0 + dg. */
static IrValue *tile_row(IrBuilder *b, const Rows *r, IrValue *dg) {
  IrValue *g = dg ? ir_build_binary(b, OP_ADDI, r->g0, dg) : r->g0;
  IrValue *rows = ir_build_binary(b, OP_MULI, g, ir_build_const_index(b, r->mr));
  return ir_build_binary(b, OP_ADDI, r->lb, rows);
}

/* j's upper bound for the row `row` (the ops computing it from par's
 * induction variable copied at b). */
static IrValue *bound_for_row(IrBuilder *b, const Nest *ns, IrValue *row) {
  HashMap m;
  hashmap_init(&m);
  dep_map_put(&m, dep_loop_body(ns->par)->args[0], row);
  remat_at(b, ns, &m);
  IrValue *ub = dep_mapped(&m, ir_for_ub(ns->jloop));
  hashmap_free(&m);
  return ub;
}

/* The packed panels of one column tile: P[k - klb][c] = X[... j0 + c ...,
 * ... k ...] for each packed load X, over k's range. The tile then loads
 * NR consecutive elements of P where it loaded NR strided ones of X. */
static void build_packs(const Nest *ns, IrBuilder *b, IrValue **bufs, IrValue **jc, int nr,
                        IrValue *k0, IrValue *k1) {
  IrValue *j = dep_loop_body(ns->jloop)->args[0], *k = dep_loop_body(ns->kloop)->args[0];
  IrValue *klb = ir_for_lb(ns->kloop);
  IrInsertPoint after;
  IrValue *kv = loop_begin(b, k0, k1, &after);
  IrValue *row = ir_build_binary(b, OP_SUBI, kv, klb);
  for (int p = 0; p < ns->npack; p++) {
    IrOp *ld = ns->pack[p];
    int n = ir_load_indices_count(ld);
    IrValue **xi = xmalloc(sizeof *xi * (size_t)n);
    for (int c = 0; c < nr; c++) {
      for (int x = 0; x < n; x++) {
        IrValue *v = ir_load_indices(ld, x);
        xi[x] = v == j ? jc[c] : v == k ? kv : v;
      }
      IrValue *e = ir_build_load(b, ir_load_memref(ld), n, xi);
      IrValue *pi[2] = {row, ir_build_const_index(b, c)};
      ir_build_store(b, e, bufs[p], 2, pi);
    }
    free(xi);
  }
  ir_builder_restore(b, after);
}

/* Builds `scf.if (j's range is not empty)` at b, b inside it; *after the
 * point after it. ub: j's upper bound for the row. */
static void if_j_runs(IrBuilder *b, const Nest *ns, IrValue *ub, IrInsertPoint *after) {
  IrValue *runs = ir_build_cmp(b, OP_CMPI, "slt", ir_for_lb(ns->jloop), ub);
  IrOp *in = ir_build_if(b, runs, 0, NULL, false);
  *after = ir_builder_save(b);
  ir_builder_set_end(b, ir_op_region(in, 0)->first);
  ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
}

/* Row q's values at b into the buffers' row `row`, the ops of j's body
 * that compute them first. */
static void store_row_values(IrBuilder *b, const Nest *ns, HashMap *m, IrValue **bufs, IrValue *row,
                             int q) {
  for (IrOp *op = dep_loop_body(ns->jloop)->first; op; op = op->next)
    if (hashmap_get(&ns->inv, (uint64_t)(uintptr_t)op))
      dep_clone_at(b, op, m);
  for (int p = 0; p < ns->nrowv; p++) {
    IrValue *pi[2] = {row, ir_build_const_index(b, q)};
    ir_build_store(b, dep_mapped(m, ns->rowv[p]), bufs[p], 2, pi);
  }
}

/* The row values of the block's tiles over the k chunk [k0, k1): R[p][g *
 * span + k - k0][q] = the value p for row q of tile g (find_row_values).
 * Those computed in j's body only for rows whose j range is not empty
 * (those the tiles read: a tile runs only when all its rows have its
 * columns). */
static void build_row_packs(const Nest *ns, IrBuilder *b, const Rows *r, IrValue **iq, HashMap *m,
                            IrValue **bufs, IrValue *span, IrValue *k0, IrValue *k1) {
  IrValue *k = dep_loop_body(ns->kloop)->args[0], *jub = ir_for_ub(ns->jloop);
  IrInsertPoint after_g, after_k, after_if;
  IrValue *g = rows_begin(b, ns, r, iq, m, &after_g);
  IrValue *base = ir_build_binary(b, OP_MULI, g, span);
  IrValue *kv = loop_begin(b, k0, k1, &after_k);
  IrValue *row = ir_build_binary(b, OP_ADDI, base, ir_build_binary(b, OP_SUBI, kv, k0));
  for (int q = 0; q < r->mr; q++) {
    dep_map_put(&m[q], k, kv);
    for (IrOp *op = dep_loop_body(ns->kloop)->first; op != ns->jloop; op = op->next)
      dep_clone_at(b, op, &m[q]);
  }
  bool from_j = ns->inv.len > 0, per_row = dep_value_inside(jub, ns->par);
  if (from_j && !per_row) /* one range for all rows */
    if_j_runs(b, ns, jub, &after_if);
  for (int q = 0; q < r->mr; q++) {
    IrInsertPoint after_row;
    if (from_j && per_row)
      if_j_runs(b, ns, dep_mapped(&m[q], jub), &after_row);
    store_row_values(b, ns, &m[q], bufs, row, q);
    if (from_j && per_row)
      ir_builder_restore(b, after_row);
  }
  if (from_j && !per_row)
    ir_builder_restore(b, after_if);
  ir_builder_restore(b, after_k);
  ir_builder_restore(b, after_g);
}

/* k's iterations per chunk: the option's, or from the caches (k-tile=-1).
 * Per k, a tile reads NR elements of each load of j's body that j changes
 * (B[k][j0 ..], a packed column) and MR of each row value (or of each load
 * the rows need per k when the values are not packed); the chunk is the
 * largest power of two in [MIN_K_SPAN, MAX_K_SPAN] whose panels fit in half
 * of L1 (they are read again by every tile of the block, one after the
 * other) and whose row values for a block of MAX_ROW_TILES tiles fit in
 * half of L2 (read again by every column tile): gemm's f64 8 x 8 tile with
 * alpha * A[i][k] packed reads 128 bytes per k, so 128 iterations with a
 * 32 KiB L1 (16 KiB of panels; 256 KiB of a block's row values). 0: k
 * whole (no load streams along k). */
static int64_t k_span(const Tiler *t, const Nest *ns, int mr, int nr) {
  if (t->o->k_tile >= 0)
    return t->o->k_tile;
  int64_t cols = 0, rows = ns->nrowv;
  for (IrOp *op = dep_loop_body(ns->jloop)->first; op; op = op->next)
    if (ir_op_is(op, OP_LOAD) && op != ns->load) {
      if (!hashmap_get(&ns->inv, (uint64_t)(uintptr_t)op))
        cols++;
      else if (!ns->nrowv)
        rows++;
    }
  for (IrOp *op = dep_loop_body(ns->kloop)->first; !ns->nrowv && op != ns->jloop; op = op->next)
    rows += ir_op_is(op, OP_LOAD);
  const IrType *e = ns->cell->type->elem;
  int64_t esz = e->kind == TY_INDEX ? 8 : e->width < 8 ? 1 : e->width / 8;
  int64_t per_k = (cols * nr + rows * mr) * esz, block_k = rows * mr * MAX_ROW_TILES * esz;
  if (per_k == 0)
    return 0;
  int64_t l1 = dep_cache_bytes(1, t->o->l1_size, DEFAULT_L1_KIB);
  int64_t l2 = dep_cache_bytes(2, t->o->l2_size, DEFAULT_L2_KIB);
  int64_t span = MIN_K_SPAN;
  while (span < MAX_K_SPAN && 2 * span * per_k <= l1 / 2 && 2 * span * block_k <= l2 / 2)
    span *= 2;
  return span;
}

/* The cells X[iq[q], jc[c]] of MR rows by nc columns at b, carried through
 * k's loop over [k0, k1) in its iter_args and stored after it: a row's nc
 * cells side by side in the iter_args (clang's SLP vectorizer groups them
 * into one vector along j, where column by column it made vectors along the
 * rows, and with those mixes of xmm and ymm halves and spills in 3mm). The
 * packed loads read bufs (column c of a column tile's panels), or X itself
 * when bufs is NULL; the row values rbufs, row g * rspan + k - k0 (the row
 * tile g of the block). m[q]: the maps of row q (rows_begin). */
static void build_cells(const Nest *ns, IrBuilder *b, int mr, int nc, IrValue **iq, HashMap *m,
                        IrValue **jc, IrValue **bufs, IrValue **rbufs, IrValue *rspan, IrValue *g,
                        IrValue *k0, IrValue *k1) {
  IrOp *kloop = ns->kloop, *jloop = ns->jloop;
  int nacc = mr * nc;
  IrValue **v = xmalloc(sizeof *v * (size_t)nacc);
  for (int q = 0; q < mr; q++)
    for (int c = 0; c < nc; c++) {
      IrValue *xi[2] = {iq[q], jc[c]};
      v[q * nc + c] = ir_build_load(b, ns->cell, 2, xi);
    }
  /* the tile's rows in the row values' buffers: rbase + k */
  IrValue *rbase = ns->nrowv ? ir_build_binary(b, OP_SUBI, ir_build_binary(b, OP_MULI, g, rspan), k0)
                             : NULL;
  IrOp *nk = ir_build_for(b, k0, k1, ir_for_step(kloop), nacc, v);
  IrInsertPoint after_k = ir_builder_save(b);
  IrBlock *kb = dep_loop_body(nk);
  ir_builder_set_end(b, kb);
  for (int q = 0; q < mr; q++)
    dep_map_put(&m[q], dep_loop_body(kloop)->args[0], kb->args[0]);
  /* The packed panels' elements of this k, one row of nc per panel. */
  int npv = bufs ? ns->npack : 0;
  IrValue **pv = xmalloc(sizeof *pv * (size_t)(npv * nc + 1));
  if (npv) {
    IrValue *prow = ir_build_binary(b, OP_SUBI, kb->args[0], ir_for_lb(kloop));
    for (int p = 0; p < npv; p++)
      for (int c = 0; c < nc; c++) {
        IrValue *pi[2] = {prow, ir_build_const_index(b, c)};
        pv[p * nc + c] = ir_build_load(b, bufs[p], 2, pi);
      }
  }
  if (ns->nrowv) { /* the ops before j ran in build_row_packs */
    IrValue *rrow = ir_build_binary(b, OP_ADDI, rbase, kb->args[0]);
    for (int q = 0; q < mr; q++)
      for (int p = 0; p < ns->nrowv; p++) {
        IrValue *pi[2] = {rrow, ir_build_const_index(b, q)};
        dep_map_put(&m[q], ns->rowv[p], ir_build_load(b, rbufs[p], 2, pi));
      }
  } else {
    for (IrOp *op = dep_loop_body(kloop)->first; op != jloop; op = op->next)
      for (int q = 0; q < mr; q++)
        dep_clone_at(b, op, &m[q]);
  }
  IrOp *jterm = ir_block_terminator(dep_loop_body(jloop));
  for (int c = 0; c < nc; c++) {
    for (int q = 0; q < mr; q++) {
      dep_map_put(&m[q], dep_loop_body(jloop)->args[0], jc[c]);
      for (IrOp *op = dep_loop_body(jloop)->first; op != jterm; op = op->next) {
        int p = 0;
        while (p < npv && ns->pack[p] != op)
          p++;
        if (hashmap_get(&ns->inv, (uint64_t)(uintptr_t)op))
          continue; /* computed in build_row_packs */
        if (op == ns->load)
          dep_map_put(&m[q], &op->results[0], kb->args[1 + q * nc + c]);
        else if (op == ns->store)
          v[q * nc + c] = dep_mapped(&m[q], ir_op_operand(op, 0));
        else if (p < npv)
          dep_map_put(&m[q], &op->results[0], pv[p * nc + c]);
        else
          dep_clone_at(b, op, &m[q]);
      }
    }
  }
  free(pv);
  ir_build_yield(b, nacc, v);
  ir_builder_restore(b, after_k);
  /* The cells take the tile's values. */
  for (int q = 0; q < mr; q++)
    for (int c = 0; c < nc; c++) {
      IrValue *xi[2] = {iq[q], jc[c]};
      ir_build_store(b, &nk->results[q * nc + c], ns->cell, 2, xi);
    }
  free(v);
}

/* The jammed nest for the row tiles of one iteration, column tile by
 * column tile (the tiles of a row block share each column panel of the
 * nest's loads while it is in the cache, packed where it walks a column),
 * then the remaining columns row by row. When j's bound is the row's, the
 * column tiles go up to the bound of the block's last tile, a tile takes
 * a column tile only when its first row has all of its columns, and each
 * row finishes its own columns after its tile's. */
static void build_nest(Tiler *t, const Nest *ns, IrBuilder *b, const Rows *r, IrValue **iq,
                       HashMap *m, int nr) {
  IrContext *ctx = t->ctx;
  IrOp *kloop = ns->kloop, *jloop = ns->jloop;
  IrValue *piv = dep_loop_body(ns->par)->args[0];
  int mr = r->mr;
  bool per_row = dep_value_inside(ir_for_ub(jloop), ns->par) || ir_for_ub(jloop) == piv;
  IrValue *zero = ir_build_const_index(b, 0), *one = ir_build_const_index(b, 1);
  IrValue *jlb = ir_for_lb(jloop), *jub = ir_for_ub(jloop), *cols;
  if (per_row)
    jub = bound_for_row(b, ns, tile_row(b, r, ir_build_binary(b, OP_SUBI, r->gn, one)));
  IrValue *jmain = tiles_end(b, jlb, jub, nr, &cols);
  /* One buffer of k's trip count by NR per packed load (at least one row,
   * so that the allocation is never empty). */
  IrValue *bufs[MAX_PACKS];
  if (ns->npack) {
    IrValue *len = ir_build_binary(b, OP_SUBI, ir_for_ub(kloop), ir_for_lb(kloop));
    IrValue *trips = ir_build_binary(b, OP_MAXSI, len, one);
    for (int p = 0; p < ns->npack; p++) {
      int64_t dims[2] = {TY_DYN, nr};
      IrType *bt = ir_type_memref(ctx, ns->pack[p]->results[0].type, 2, dims);
      bufs[p] = ir_build_alloc(b, bt, 1, &trips);
    }
  }
  IrValue **cc = xmalloc(sizeof *cc * (size_t)nr);
  for (int c = 0; c < nr; c++)
    cc[c] = ir_build_const_index(b, c);
  IrValue *cnr = ir_build_const_index(b, nr);
  IrInsertPoint after_jt, after_g, after_kc;
  /* k in chunks of k-tile iterations around the column tiles (each cell
   * loaded and stored once per chunk, its additions in k's order) */
  IrValue *k0 = ir_for_lb(kloop), *k1 = ir_for_ub(kloop);
  int64_t ks;
  int64_t kt = k_span(t, ns, mr, nr);
  bool chunked = kt > 0 && ir_value_const_int(ir_for_step(kloop), &ks) && ks > 0 &&
                 ks <= INT64_MAX / kt;
  IrValue *span = chunked ? ir_build_const_index(b, ks * kt) : NULL;
  /* The row values' buffers: the block's rows by the k chunk's span (k
   * counts by 1 then). */
  IrValue *rbufs[MAX_ROW_VALUES], *rspan = NULL;
  if (ns->nrowv) {
    IrValue *len = ir_build_binary(b, OP_SUBI, ir_for_ub(kloop), ir_for_lb(kloop));
    rspan = chunked ? span : ir_build_binary(b, OP_MAXSI, len, one);
    IrValue *rows = ir_build_binary(b, OP_MULI, r->gn, rspan);
    for (int p = 0; p < ns->nrowv; p++) {
      int64_t dims[2] = {TY_DYN, mr};
      rbufs[p] = ir_build_alloc(b, ir_type_memref(ctx, ns->rowv[p]->type, 2, dims), 1, &rows);
    }
  }
  if (chunked) {
    k0 = loop_begin_step(b, k0, k1, span, &after_kc);
    k1 = ir_build_binary(b, OP_MINSI, ir_build_binary(b, OP_ADDI, k0, span), k1);
  }
  if (ns->nrowv)
    build_row_packs(ns, b, r, iq, m, rbufs, rspan, k0, k1);
  IrValue *jt = loop_begin(b, zero, cols, &after_jt);
  IrValue *j0 = ir_build_binary(b, OP_ADDI, jlb, ir_build_binary(b, OP_MULI, jt, cnr));
  IrValue **jc = xmalloc(sizeof *jc * (size_t)nr);
  for (int c = 0; c < nr; c++)
    jc[c] = c ? ir_build_binary(b, OP_ADDI, j0, cc[c]) : j0;
  if (ns->npack)
    build_packs(ns, b, bufs, jc, nr, k0, k1);
  IrValue *g = rows_begin(b, ns, r, iq, m, &after_g);
  if (per_row) { /* this tile's first row has the column tile's columns */
    IrValue *end = ir_build_binary(b, OP_ADDI, j0, cnr);
    IrValue *has = ir_build_cmp(b, OP_CMPI, "sle", end, dep_mapped(&m[0], ir_for_ub(jloop)));
    IrOp *in = ir_build_if(b, has, 0, NULL, false);
    ir_builder_set_end(b, ir_op_region(in, 0)->first);
    ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
  }
  build_cells(ns, b, mr, nr, iq, m, jc, bufs, rbufs, rspan, g, k0, k1);
  free(jc);
  free(cc);
  ir_builder_restore(b, after_jt);
  /* The columns past the block's last column tile, when all rows have the
   * same: one at a time, each tile's MR cells of the column carried through
   * the chunk's k loop as the tile's are (row by row, the cells went through
   * memory at every k: a chain of a store, a load and an addition per k,
   * 20% of 3mm's time for its 2 to 6 columns of 190 to 210); the packed
   * loads read X itself (one element per k). */
  if (!per_row) {
    IrInsertPoint after_gr, after_j;
    IrValue *gr = rows_begin(b, ns, r, iq, m, &after_gr);
    IrValue *jr = loop_begin(b, jmain, jub, &after_j);
    build_cells(ns, b, mr, 1, iq, m, &jr, NULL, rbufs, rspan, gr, k0, k1);
    ir_builder_restore(b, after_j);
    ir_builder_restore(b, after_gr);
  }
  if (chunked)
    ir_builder_restore(b, after_kc);
  for (int p = 0; p < ns->npack; p++)
    ir_build(b, OP_DEALLOC, 1, &bufs[p], 0, NULL, 0);
  for (int p = 0; p < ns->nrowv; p++)
    ir_build(b, OP_DEALLOC, 1, &rbufs[p], 0, NULL, 0);
  if (!per_row)
    return;
  /* j's bound the row's: each row's remaining columns, row by row, from the
   * end of its tile's column tiles */
  rows_begin(b, ns, r, iq, m, &after_g);
  IrValue *tcols;
  IrValue *from = tiles_end(b, jlb, dep_mapped(&m[0], ir_for_ub(jloop)), nr, &tcols);
  for (int q = 0; q < mr; q++) {
    IrOp *k2 = dep_clone_at(b, kloop, &m[q]);
    IrOp *j2 = ir_block_terminator(dep_loop_body(k2))->prev;
    IrValue *jops[3] = {from, ir_for_ub(j2), ir_for_step(j2)};
    ir_op_set_operands(ctx, j2, 3, jops);
  }
  ir_builder_restore(b, after_g);
}

/* Whether v is the same in every iteration of par: computed outside it,
 * or a constant. */
static bool invariant(IrValue *v, const IrOp *par) {
  return !dep_value_inside(v, par) || (v->def_op && ir_op_is(v->def_op, OP_CONSTANT));
}

/* Whether v is par's row iv, or iv plus or minus an invariant value. */
static bool row_offset(IrValue *v, IrValue *iv, const IrOp *par) {
  if (v == iv)
    return true;
  IrOp *d = v->def_op;
  if (!d || !(ir_op_is(d, OP_ADDI) || ir_op_is(d, OP_SUBI)))
    return false;
  IrValue *a = ir_op_operand(d, 0), *c = ir_op_operand(d, 1);
  return (a == iv && invariant(c, par)) || (ir_op_is(d, OP_ADDI) && c == iv && invariant(a, par));
}

/* Whether the work of par's row i is linear in i (a + b * i) as far as the
 * loops in blk tell (at any depth): every loop whose bounds vary with the
 * row has bounds row + c or invariant ones, an invariant step, and holds
 * no other such loop (in_varying: blk is inside one); no other op with
 * regions takes a value that varies with the row (syrk: j up to i + 1 in
 * the beta loop and under k; a triangle of triangles is quadratic). */
static bool linear_rows(const IrOp *par, const IrBlock *blk, IrValue *iv, bool in_varying) {
  for (IrOp *x = blk->first; x; x = x->next) {
    if (!x->nregions)
      continue;
    bool varies = false;
    if (ir_op_is(x, OP_FOR)) {
      if (!invariant(ir_for_step(x), par))
        return false;
      IrValue *bounds[2] = {ir_for_lb(x), ir_for_ub(x)};
      for (int i = 0; i < 2; i++) {
        if (invariant(bounds[i], par))
          continue;
        if (in_varying || !row_offset(bounds[i], iv, par))
          return false;
        varies = true;
      }
    } else {
      for (int i = 0; i < x->nopnds; i++)
        if (!invariant(ir_op_operand(x, i), par))
          return false;
    }
    for (int r = 0; r < x->nregions; r++)
      for (IrBlock *b = ir_op_region(x, r)->first; b; b = b->next)
        if (!linear_rows(par, b, iv, in_varying || varies))
          return false;
  }
  return true;
}

static void tile(Tiler *t, Nest *ns) {
  IrContext *ctx = t->ctx;
  IrOp *par = ns->par, *kloop = ns->kloop;
  int mr, nr;
  tile_shape(t, ns->cell->type->elem, &mr, &nr);
  IrBuilder b = {ctx, par->parent, par, par->loc};
  IrValue *plb = ir_op_operand(par, 0), *pub = ir_op_operand(par, 1), *tiles;
  IrValue *main_end = tiles_end(&b, plb, pub, mr, &tiles);
  /* Parallel iterations of about G row tiles each: G = ceil(tiles /
   * PAR_ITERS), at least 1, at most MAX_ROW_TILES, and iters =
   * ceil(tiles / G) iterations; iteration t starts at tile floor(t *
   * tiles / iters) = t * q + floor(t * rem / iters), with q = tiles /
   * iters and rem = tiles % iters (t * rem < iters^2: no overflow below
   * 2^31 iterations), so blocks have q or q + 1 tiles, and any P threads
   * that divide the iterations into P contiguous shares get floor((s + 1)
   * * tiles / P) - floor(s * tiles / P) tiles each, the best split of
   * whole tiles. Blocks of G with a shorter last one gave one of two
   * threads 12 of 3mm's 22 row tiles (7 blocks of 3 and one of 1, dealt
   * out in turn), and so would blocks of q + 1 first in contiguous
   * shares (3 3 3 3 | 3 3 2 2); these give each 11 (3 3 2 3 | 3 3 2 3). */
  IrValue *zero = ir_build_const_index(&b, 0), *one = ir_build_const_index(&b, 1);
  IrValue *cg = ir_build_binary(&b, OP_CEILDIVSI, tiles, ir_build_const_index(&b, PAR_ITERS));
  cg = ir_build_binary(&b, OP_MINSI, ir_build_binary(&b, OP_MAXSI, cg, one),
                       ir_build_const_index(&b, MAX_ROW_TILES));
  IrValue *iters = ir_build_binary(&b, OP_CEILDIVSI, tiles, cg);
  IrValue *div = ir_build_binary(&b, OP_MAXSI, iters, one); /* no tiles: no iteration */
  IrValue *q = ir_build_binary(&b, OP_DIVSI, tiles, div);
  IrValue *rem = ir_build_binary(&b, OP_REMSI, tiles, div);
  IrValue *pops[3] = {zero, iters, one};
  IrOp *np = ir_build(&b, OP_PARALLEL, 3, pops, 0, NULL, 1);
  /* A block of tiles of the same width costs the same where j's bound is
   * not the row's: the threads take contiguous shares of the iterations.
   * Under a triangle (syrk) later blocks have more columns, and the
   * default deals the iterations out in turn. */
  IrValue *row = dep_loop_body(par)->args[0];
  if (!(dep_value_inside(ir_for_ub(ns->jloop), par) || ir_for_ub(ns->jloop) == row))
    ir_op_set_attr(ctx, np, EVEN_SHARES_ATTR, ir_attr_unit(ctx));
  /* Where a row's work is linear in the row (syrk's j up to i + 1), so is
   * a block's in the block's number, blocks having q or q + 1 tiles: the
   * backend pairs block t with the last but t, and each thread's share of
   * the pairs costs the same. Dealt out in turn, syrk's 8 blocks gave one
   * of two threads blocks 1, 3, 5, 7 and 18 of 32 parts of the work (at
   * most 1.78x on two threads; paired, 1.99x). */
  else if (linear_rows(par, dep_loop_body(par), row, false))
    ir_op_set_attr(ctx, np, LINEAR_SHARES_ATTR, ir_attr_unit(ctx));
  IrBlock *nb = ir_block_create(ctx);
  ir_region_append_block(ir_op_region(np, 0), nb);
  IrValue *tv = ir_block_add_arg(ctx, nb, ctx->index_ty, par->loc);
  ir_builder_set_end(&b, nb);
  ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  IrValue *t1 = ir_build_binary(&b, OP_ADDI, tv, one);
  IrValue *g0 = ir_build_binary(&b, OP_ADDI, ir_build_binary(&b, OP_MULI, tv, q),
                                ir_build_binary(&b, OP_DIVSI, ir_build_binary(&b, OP_MULI, tv, rem), div));
  IrValue *g1 = ir_build_binary(&b, OP_ADDI, ir_build_binary(&b, OP_MULI, t1, q),
                                ir_build_binary(&b, OP_DIVSI, ir_build_binary(&b, OP_MULI, t1, rem), div));
  Rows r = {plb, g0, ir_build_binary(&b, OP_SUBI, g1, g0), mr};
  HashMap *m = xcalloc((size_t)mr, sizeof *m);
  for (int q = 0; q < mr; q++)
    hashmap_init(&m[q]);
  IrValue **iq = xmalloc(sizeof *iq * (size_t)mr);
  IrOp *pterm = ir_block_terminator(dep_loop_body(par));
  /* The ops before the nest, the nest, the ops after it, each for every
   * row of the iteration's tiles. */
  IrInsertPoint after_g;
  if (dep_loop_body(par)->first != kloop) {
    rows_begin(&b, ns, &r, iq, m, &after_g);
    for (IrOp *op = dep_loop_body(par)->first; op != kloop; op = op->next)
      for (int q = 0; q < mr; q++)
        dep_clone_at(&b, op, &m[q]);
    ir_builder_restore(&b, after_g);
  }
  build_nest(t, ns, &b, &r, iq, m, nr);
  if (kloop->next != pterm) {
    rows_begin(&b, ns, &r, iq, m, &after_g);
    for (IrOp *op = kloop->next; op != pterm; op = op->next)
      for (int q = 0; q < mr; q++)
        dep_clone_at(&b, op, &m[q]);
    ir_builder_restore(&b, after_g);
  }
  /* The original loop runs the remaining rows. */
  IrValue *rest[3] = {main_end, pub, ir_op_operand(par, 2)};
  ir_op_set_operands(ctx, par, 3, rest);
  for (int q = 0; q < mr; q++)
    hashmap_free(&m[q]);
  free(m);
  free(iq);
  t->tiled++;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  Tiler t = {ctx, options, 0};
  size_t np;
  IrOp **pars = dep_outer_parallels(module, &np);
  for (size_t i = 0; i < np; i++) {
    Nest ns = {0};
    hashmap_init(&ns.remat);
    hashmap_init(&ns.inv);
    /* One nest per parallel loop: the next one would be tiled in a copy. */
    if (find_nest(ctx, pars[i], &ns))
      tile(&t, &ns);
    hashmap_free(&ns.remat);
    hashmap_free(&ns.inv);
  }
  free(pars);
  return true;
}

static const IrPassOption options[] = {
    {"vector-bits", IR_PASS_OPT_INT, offsetof(RegisterTileOptions, vector_bits), "0", NULL,
     "the target's vector register width in bits, which sizes the tile (0: unknown, 4 x 32; "
     "256: 4 rows of four vectors; 512: 8 rows of one vector)"},
    {"k-tile", IR_PASS_OPT_INT, offsetof(RegisterTileOptions, k_tile), "-1", NULL,
     "run k in chunks of this many iterations around the column tiles, so that a block's "
     "rows of the chunk stay in the cache (0: k whole; -1: from l1-size and l2-size, a power "
     "of two from 32 to 1024)"},
    {"l1-size", IR_PASS_OPT_INT, offsetof(RegisterTileOptions, l1_size), "-1", NULL,
     "the L1 data cache in KiB, for k-tile=-1 (-1: this machine's, 32 when unknown)"},
    {"l2-size", IR_PASS_OPT_INT, offsetof(RegisterTileOptions, l2_size), "-1", NULL,
     "the L2 cache in KiB, for k-tile=-1 (-1: this machine's, 512 when unknown)"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass register_tile_pass = {
    "register-tile",
    "unroll-and-jam a parallel row loop around a k-j nest that accumulates into X[i, j], "
    "keeping a tile of X in registers across the k loop (scalar replacement)",
    run, options, sizeof(RegisterTileOptions)};
