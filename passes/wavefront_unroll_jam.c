/* wavefront_unroll_jam.c: unroll-and-jam of a sequential loop around an
 * inner loop that carries a dependence, with the copies skewed along the
 * inner loop so that they are independent of one another (a wavefront), for
 * in-place updates such as PolyBench's seidel-2d:
 *
 *   loop.for %i = lb to ub {             for each row, each point reads
 *     P(%i)                              the point just before it (a[i][j-1])
 *     loop.for %j = jl to ju { B(%i, %j) } }     and the rows around it
 *
 * Each point of such a nest waits for the one before it: the inner loop is
 * one chain of dependent operations (seidel-2d: the new a[i][j-1] feeds a
 * chain of adds and a divide), which runs at the latency of that chain and
 * leaves the core's other units idle. Rows i + 1, i + 2, ... depend on row
 * i only a few points back; U of them run together, row i + k s * k points
 * behind row i, so that no point in one iteration of the new inner loop
 * depends on another in that iteration: U independent chains, which the
 * out-of-order core overlaps. Over the first (n / U) * U rows:
 *
 *   loop.for %q = 0 to n / U { %i0 = lb + %q * U
 *     P(%i0) .. P(%i0 + U - 1)
 *     loop.for %t = jl to J { for each k: if (jl <= %t - s*k < ju) B(%i0 + k, %t - s*k) }
 *     loop.for %t = J to ju { for each k: B(%i0 + k, %t - s*k) }
 *     loop.for %t = max(ju, J) to ju + s*(U-1) { the guarded copies } }
 *   loop.for %i = lb + (n / U) * U to ub { the original body }
 *
 * with J = jl + s * (U - 1): the first and last loops start and drain the
 * wavefront (s * (U - 1) iterations each), the middle one runs all U copies
 * unguarded. The three cover %t from jl to ju + s * (U - 1) whatever the
 * inner trip count (a guard false in every copy when it is small).
 *
 * Legality (passes/dependence.c): every dependence between two accesses of
 * the inner loop's body, read as a distance (di, dj) over (%i, %j) with the
 * earlier iteration first, must be exact in di, and exact in dj when di is
 * not 0. A dependence within one row (di = 0) stays within one copy, whose
 * iterations keep their order; one between rows (di > 0) goes from row
 * i0 + k at %t = j + s*k to row i0 + k + di at %t = j + dj + s*(k + di), a
 * later %t when s * di + dj >= 1, which s is chosen to satisfy (the
 * smallest such s >= 0, at most MAX_SKEW); rows of different blocks and the
 * remainder rows run in their original order. Nothing is reassociated: each
 * point computes what it computed before from the same values, so results
 * are bit for bit the same.
 *
 * Which loops: a loop.for %i with step 1 and no iter_args whose body holds
 * ops without regions or memory effects (P, index arithmetic) and one
 * loop.for %j, the last op before the yield; %j has step 1, no iter_args,
 * bounds defined outside %i (rectangular), a body of at most MAX_BODY ops
 * without regions, and carries a dependence (an inner loop without one
 * is the C compiler's to vectorize). The outer loop is sequential (a
 * loop.for left by parallelize: it carries a dependence, or min-work kept
 * it so); either way the reasoning above holds.
 *
 * Independent rows (mode B): a 1-D loop.parallel with step 1 and no
 * reductions, or a loop.for with step 1 that carries no dependence, whose
 * body is ops without regions and loop.for ops (bounds defined outside it,
 * no regions in their bodies), one of which carries a chain (an iter_arg,
 * or a dependence between its iterations): U rows run together, op by op,
 * each inner loop one loop running every row's copy of each of its ops in
 * turn (dep_jam_for: the iter_args row by row), as parallel-unroll-jam
 * does for columns: adi's row sweeps (p[i][j] = -c / (a * p[i][j-1] + b), a
 * division chain per row), ludcmp's second row loop when parallelize keeps
 * it sequential below min-work. Legal because the rows are independent
 * (the loop.parallel's contract, or the analysis) and each row's ops keep
 * their order. A loop.parallel with its induction variable in the last
 * subscript of an inner loop's access is parallel-unroll-jam's (columns
 * side by side, as vectors); a loop.for inside a loop.parallel is left to
 * register-tile and parallel-unroll-jam.
 *
 * Triangles (mode C): a loop.for %j (step 1, no iter_args) holding ops
 * without regions and one loop.for %k from a bound defined outside %j up to
 * %j itself, carrying a chain: cholesky's A[i][j] -= A[i][k] * A[j][k]
 * needs every A[i][k] with k < j, stored by iteration k, so each j waits
 * for all before it; but no dependence reaches a k below its source's j.
 * A group of U iterations j0 .. j0 + U - 1 runs the ops before %k for each,
 * the %k iterations below j0 for all U together, op by op, then iteration
 * by iteration, in order, %k from max(its lower bound, j0) up to its own j
 * and the ops after %k.
 * Legal when no dependence goes from an iteration j' to a later one into
 * its ops before %k or into its %k iterations below j'
 * (dep_may_precede_below).
 *
 * Rows with forward dependences (mode D): the shape of mode B on a
 * loop.for that carries a dependence, but only forward (rows_forward): a
 * group's ops run one after the other for all U rows as in mode B, but
 * each inner loop's iteration runs row i0's whole body, then row
 * i0 + 1's, ... (dep_jam_for_by_copy), so rows that meet in one cell at
 * one iteration (atax's y[j] += A[i][j] * tmp[i]) still meet in row order.
 * Where one inner loop carries a chain (atax's and bicg's sums), U chains
 * run side by side and the cell is read and written once per group.
 *
 * The rows' chains behind a barrier: in modes B, C and D, a jammed inner
 * loop whose copies read rows a row apart (a load with the outer induction
 * variable in a subscript other than the last) carries each row's cell
 * (a load and a store at one address in every iteration, nothing else of
 * the loop touching it) in an iter_arg and is marked loopc.no_slp
 * (carry_cells): clang's SLP vectorizer had packed the U chains into one
 * vector with a gather per iteration.
 *
 * Versions: where mode A, C or D is legal only with the function arguments
 * it accesses apart (they carry no llvm.noalias), the nest runs under a
 * run-time overlap check, the original loop otherwise (legal_or_versioned).
 *
 * Cost: one dependence test per pair of the nest's accesses; the output is
 * about 3 * U copies of the inner body (U in mode B).
 *
 * ju + s * (U - 1) is computed in index arithmetic: an inner loop whose
 * upper bound lies within s * (U - 1) of the index type's maximum is not
 * one that indexes memory. */
#include "dependence.h"

#include <stddef.h>
#include <stdlib.h>

typedef struct WavefrontOptions {
  int64_t factor;
} WavefrontOptions;

enum { MAX_FACTOR = 16, MAX_SKEW = 4, MAX_BODY = 96, MAX_CELLS = 64 };

typedef struct Nest {
  IrOp *outer, *inner; /* inner: mode A's and C's one inner loop; NULL for mode B */
  bool triangle;       /* mode C */
} Nest;

typedef struct Found {
  Nest *v;
  size_t n, cap;
} Found;

static bool step_one(const IrOp *loop) {
  int64_t step;
  return dep_simple_for(loop, 0) && ir_value_const_int(ir_for_step(loop), &step) && step == 1;
}

/* The loop.for %j of the shape in the file comment, or NULL. */
static IrOp *find_inner(IrOp *outer) {
  if (!step_one(outer))
    return NULL;
  IrBlock *ob = dep_loop_body(outer);
  IrOp *term = ir_block_terminator(ob), *inner = term ? term->prev : NULL;
  if (!inner || !ir_op_is(inner, OP_FOR) || !step_one(inner))
    return NULL;
  for (IrOp *op = ob->first; op != inner; op = op->next)
    if (op->nregions || ir_op_effects(op))
      return NULL;
  for (int i = 0; i < 3; i++)
    if (dep_value_inside(ir_op_operand(inner, i), outer))
      return NULL;
  int count = 0;
  for (IrOp *op = dep_loop_body(inner)->first; op; op = op->next)
    if (op->nregions || ++count > MAX_BODY)
      return NULL;
  return inner;
}

/* Mode B's shape: ops without regions and loop.for ops whose bodies have
 * none, with bounds defined outside outer (every row runs the same inner
 * iterations), at least one of them; at most MAX_BODY ops in all. */
static bool rows_shape(IrOp *outer) {
  int count = 0, loops = 0;
  IrBlock *ob = dep_loop_body(outer);
  IrOp *term = ir_block_terminator(ob);
  for (IrOp *op = ob->first; op != term; op = op->next) {
    if (++count > MAX_BODY)
      return false;
    if (!op->nregions)
      continue;
    if (!ir_op_is(op, OP_FOR) || ir_op_get_attr(op, "unsignedCmp"))
      return false;
    loops++;
    for (int i = 0; i < 3; i++)
      if (dep_value_inside(ir_op_operand(op, i), outer))
        return false;
    for (IrOp *in = dep_loop_body(op)->first; in; in = in->next)
      if (in->nregions || ++count > MAX_BODY)
        return false;
  }
  return loops > 0;
}

static void push(Found *f, IrOp *outer, IrOp *inner, bool triangle) {
  if (f->n == f->cap) {
    f->cap = f->cap ? 2 * f->cap : 8;
    f->v = xrealloc(f->v, f->cap * sizeof *f->v);
  }
  f->v[f->n++] = (Nest){outer, inner, triangle};
}

/* Mode C's shape: outer (a loop.for with step 1 and no iter_args) holds ops
 * without regions and one loop.for %k from a bound defined outside outer
 * up to outer's induction variable, step 1, no regions in its body; at
 * most MAX_BODY ops in all. */
static IrOp *find_triangle(IrOp *outer) {
  if (!step_one(outer))
    return NULL;
  IrBlock *ob = dep_loop_body(outer);
  IrOp *k = NULL;
  int count = 0;
  for (IrOp *op = ob->first; op; op = op->next) {
    if (++count > MAX_BODY)
      return NULL;
    if (!op->nregions)
      continue;
    if (k || !ir_op_is(op, OP_FOR))
      return NULL;
    k = op;
  }
  int64_t step;
  if (!k || ir_op_get_attr(k, "unsignedCmp") || !ir_value_const_int(ir_for_step(k), &step) ||
      step != 1 || ir_for_ub(k) != ob->args[0] || dep_value_inside(ir_for_lb(k), outer))
    return NULL;
  for (IrOp *op = dep_loop_body(k)->first; op; op = op->next)
    if (op->nregions || ++count > MAX_BODY)
      return NULL;
  return k;
}

/* Mode A candidates (loop.for) and mode B ones (loop.for not inside a
 * loop.parallel, whose own loops register-tile and parallel-unroll-jam
 * shape; a 1-D loop.parallel without reductions and step 1). */
static bool collect(IrOp *op, void *data) {
  Found *f = data;
  if (ir_op_is(op, OP_PARALLEL)) {
    int64_t step;
    if (ir_parallel_num_ivs(op) == 1 && op->nresults == 0 &&
        ir_value_const_int(ir_parallel_steps(op, 0), &step) && step == 1 && rows_shape(op))
      push(f, op, NULL, false);
    return false;
  }
  if (!ir_op_is(op, OP_FOR))
    return true;
  IrOp *inner = find_inner(op), *tri = inner ? NULL : find_triangle(op);
  if (!inner && !tri && !(step_one(op) && rows_shape(op)))
    return true;
  push(f, op, inner ? inner : tri, tri != NULL);
  return false;
}

/* The skew s (see the file comment), or -1 when no s up to MAX_SKEW makes
 * the copies independent or the inner loop carries nothing; n is the nest
 * at ne->outer. */
static int64_t choose_skew(DepNest *n, const Nest *ne) {
  int64_t s = 0;
  bool ok = !n->opaque && dep_loop_carries(n, ne->inner, 1);
  DepDist dist[DEP_MAX_DEPTH];
  for (int a = 0; ok && a < n->nacc; a++)
    for (int b = a; ok && b < n->nacc; b++) {
      const DepAccess *x = &n->acc[a], *y = &n->acc[b];
      int nc;
      if ((!x->write && !y->write) || !dep_test(n, x, y, dist, &nc))
        continue;
      if (nc < 2 || !dist[0].exact) {
        ok = false;
        break;
      }
      int64_t di = dist[0].dist, dj = dist[1].dist;
      if (di == 0)
        continue;
      if (!dist[1].exact) {
        ok = false;
        break;
      }
      if (di < 0) {
        di = -di;
        dj = -dj;
      }
      /* the smallest s with s * di + dj >= 1 */
      int64_t need = dj >= 1 ? 0 : (1 - dj + di - 1) / di;
      if (need > MAX_SKEW)
        ok = false;
      else if (need > s)
        s = need;
    }
  return ok ? s : -1;
}

/* Copy k of the inner body at %t: %j = %t - s * k, through map m. */
static void emit_copy(IrBuilder *b, IrOp *inner, HashMap *m, IrValue *t, int64_t s, int k,
                      IrValue *jl, IrValue *ju) {
  IrValue *j = k && s ? ir_build_binary(b, OP_SUBI, t, ir_build_const_index(b, s * k)) : t;
  IrInsertPoint after = ir_builder_save(b);
  if (jl) {
    IrValue *lo = ir_build_cmp(b, OP_CMPI, "sge", j, jl);
    IrValue *hi = ir_build_cmp(b, OP_CMPI, "slt", j, ju);
    IrOp *g = ir_build_if(b, ir_build_binary(b, OP_ANDI, lo, hi), 0, NULL, false);
    after = ir_builder_save(b);
    ir_builder_set_end(b, ir_op_region(g, 0)->first);
    ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
  }
  IrBlock *ib = dep_loop_body(inner);
  dep_map_put(m, ib->args[0], j);
  IrOp *term = ir_block_terminator(ib);
  for (IrOp *op = ib->first; op != term; op = op->next)
    dep_clone_at(b, op, m);
  ir_builder_restore(b, after);
}

/* One loop over %t from lo to hi running the U copies (guarded when
 * guarded). */
static void emit_sweep(IrBuilder *b, IrOp *inner, HashMap *m, int u, int64_t s, IrValue *lo,
                       IrValue *hi, bool guarded) {
  IrValue *one = ir_build_const_index(b, 1);
  IrOp *loop = ir_build_for(b, lo, hi, one, 0, NULL);
  IrInsertPoint after = ir_builder_save(b);
  ir_builder_set_end(b, dep_loop_body(loop));
  ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
  IrValue *t = dep_loop_body(loop)->args[0];
  for (int k = 0; k < u; k++)
    emit_copy(b, inner, &m[k], t, s, k, guarded ? ir_for_lb(inner) : NULL,
              guarded ? ir_for_ub(inner) : NULL);
  ir_builder_restore(b, after);
}

/* Groups of U rows of a loop from lb to ub: their count and where the rows
 * past the last whole group start. */
typedef struct Groups {
  IrValue *zero, *one, *cu, *count, *main_end;
} Groups;

static Groups groups_of(IrBuilder *b, IrValue *lb, IrValue *ub, int u) {
  Groups g;
  g.zero = ir_build_const_index(b, 0);
  g.one = ir_build_const_index(b, 1);
  g.cu = ir_build_const_index(b, u);
  IrValue *len = ir_build_binary(b, OP_MAXSI, ir_build_binary(b, OP_SUBI, ub, lb), g.zero);
  g.count = ir_build_binary(b, OP_DIVSI, len, g.cu);
  g.main_end = ir_build_binary(b, OP_ADDI, lb, ir_build_binary(b, OP_MULI, g.count, g.cu));
  return g;
}

/* In a group's body (q its index): maps m[0 .. U) that take the outer
 * loop's induction variable to row lb + q * U + k. */
static void group_rows(IrBuilder *b, IrBlock *ob, IrValue *lb, IrValue *q, const Groups *g, int u,
                       HashMap *m) {
  IrValue *i0 = ir_build_binary(b, OP_ADDI, lb, ir_build_binary(b, OP_MULI, q, g->cu));
  for (int k = 0; k < u; k++) {
    hashmap_init(&m[k]);
    dep_map_put(&m[k], ob->args[0], k ? ir_build_binary(b, OP_ADDI, i0, ir_build_const_index(b, k)) : i0);
  }
}

static void transform(IrContext *ctx, Nest *ne, int u, int64_t s) {
  IrOp *outer = ne->outer, *inner = ne->inner;
  IrBuilder b = {ctx, outer->parent, outer, outer->loc};
  IrValue *lb = ir_for_lb(outer), *ub = ir_for_ub(outer);
  Groups g = groups_of(&b, lb, ub, u);
  IrValue *jl = ir_for_lb(inner), *ju = ir_for_ub(inner);
  IrValue *lag = ir_build_const_index(&b, s * (u - 1));
  IrValue *full = ir_build_binary(&b, OP_ADDI, jl, lag);
  IrValue *drain_lo = ir_build_binary(&b, OP_MAXSI, ju, full);
  IrValue *drain_hi = ir_build_binary(&b, OP_ADDI, ju, lag);

  IrOp *blocks = ir_build_for(&b, g.zero, g.count, g.one, 0, NULL);
  IrBlock *bb = dep_loop_body(blocks);
  ir_builder_set_end(&b, bb);
  ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  IrBlock *ob = dep_loop_body(outer);
  HashMap m[MAX_FACTOR];
  group_rows(&b, ob, lb, bb->args[0], &g, u, m);
  for (IrOp *op = ob->first; op != inner; op = op->next)
    for (int k = 0; k < u; k++)
      dep_clone_at(&b, op, &m[k]);
  emit_sweep(&b, inner, m, u, s, jl, full, true);
  emit_sweep(&b, inner, m, u, s, full, ju, false);
  emit_sweep(&b, inner, m, u, s, drain_lo, drain_hi, true);
  for (int k = 0; k < u; k++)
    hashmap_free(&m[k]);
  /* the remaining fewer than U rows: the original loop, from main_end */
  ir_op_set_operand(outer, 0, g.main_end);
}

/* Whether v is outer's induction variable plus a value defined outside
 * outer (or the variable itself). */
static bool on_iv(IrValue *v, IrValue *iv, IrOp *outer) {
  if (v == iv)
    return true;
  IrOp *d = v->def_op;
  if (!d || !ir_op_is(d, OP_ADDI))
    return false;
  IrValue *a = ir_op_operand(d, 0), *c = ir_op_operand(d, 1);
  return (a == iv && !dep_value_inside(c, outer)) || (c == iv && !dep_value_inside(a, outer));
}

/* ================ the rows' cells carried, behind a barrier ================ */

/* Whether a jammed copy of loop (an inner loop of outer's body) reads other
 * rows than its neighbours' copies, element by element: a load whose
 * subscript other than the last is outer's induction variable (plus an
 * invariant). The U copies of such a load lie a row apart (atax's
 * A[i0 + r][j], cholesky's A[j0 + r][k]). */
static bool loads_across_rows(IrOp *loop, IrOp *outer) {
  IrValue *iv = dep_loop_body(outer)->args[0];
  for (IrOp *op = dep_loop_body(loop)->first; op; op = op->next) {
    if (!ir_op_is(op, OP_LOAD))
      continue;
    int n = ir_load_indices_count(op);
    for (int d = 0; d + 1 < n; d++)
      if (on_iv(ir_load_indices(op, d), iv, outer))
        return true;
  }
  return false;
}

/* A cell of a jammed loop: loaded, then stored, at one address in every
 * iteration (atax's tmp[i0 + r] += ...), nothing else of the loop touching
 * it. */
typedef struct Cell {
  IrOp *load, *store;
} Cell;

static bool same_cell(IrOp *ld, IrOp *st) {
  int n = ir_load_indices_count(ld);
  if (ir_load_memref(ld) != ir_store_memref(st) || n != ir_store_indices_count(st))
    return false;
  for (int d = 0; d < n; d++)
    if (ir_load_indices(ld, d) != ir_store_indices(st, d))
      return false;
  return true;
}

static const DepAccess *access_of(const DepNest *n, const IrOp *op) {
  for (int a = 0; a < n->nacc; a++)
    if (n->acc[a].op == op)
      return &n->acc[a];
  return NULL;
}

/* Whether no access of n but ld and st may touch their cell. */
static bool cell_alone(DepNest *n, IrOp *ld, IrOp *st) {
  const DepAccess *l = access_of(n, ld), *s = access_of(n, st);
  if (!l || !s)
    return false;
  DepDist dist[DEP_MAX_DEPTH];
  int nc;
  for (int a = 0; a < n->nacc; a++) {
    const DepAccess *x = &n->acc[a];
    if (x == l || x == s)
      continue;
    if (dep_test(n, s, x, dist, &nc) || (x->write && dep_test(n, l, x, dist, &nc)))
      return false;
  }
  return true;
}

/* A key of a load's or store's memref and subscripts, or 0 when one of
 * them is defined in loop (or there are more than DEP_MAX_DEPTH). */
static uint64_t cell_key(IrOp *op, IrOp *loop) {
  bool ld = ir_op_is(op, OP_LOAD);
  int n = ld ? ir_load_indices_count(op) : ir_store_indices_count(op);
  if (n > DEP_MAX_DEPTH)
    return 0;
  uint64_t h = (uint64_t)(uintptr_t)(ld ? ir_load_memref(op) : ir_store_memref(op));
  for (int d = 0; d < n; d++) {
    IrValue *x = ld ? ir_load_indices(op, d) : ir_store_indices(op, d);
    if (dep_value_inside(x, loop))
      return 0;
    h = (h ^ (uint64_t)(uintptr_t)x) * 0x100000001b3ull;
  }
  return h ? h : 1;
}

/* The cells of loop (a loop.for whose body holds no region), at most max:
 * each store at invariant subscripts with the last load before it of the
 * same element (one walk, the loads by key). */
static int find_cells(IrContext *ctx, IrOp *loop, Cell *cells, int max) {
  DepNest n;
  dep_nest_init(&n, ctx, loop);
  int nc = 0;
  HashMap last; /* key -> the last load of that element so far */
  hashmap_init(&last);
  IrBlock *body = dep_loop_body(loop);
  for (IrOp *op = body->first; !n.opaque && op && nc < max; op = op->next) {
    bool ld = ir_op_is(op, OP_LOAD);
    if (!ld && !ir_op_is(op, OP_STORE))
      continue;
    uint64_t k = cell_key(op, loop);
    if (!k)
      continue;
    if (ld) {
      hashmap_put(&last, k, op);
      continue;
    }
    IrOp *l = hashmap_get(&last, k);
    if (l && same_cell(l, op) && cell_alone(&n, l, op))
      cells[nc++] = (Cell){l, op};
  }
  hashmap_free(&last);
  dep_nest_free(&n);
  return nc;
}

/* A cell's subscripts (its load's and store's, the same values) into idx
 * (room for DEP_MAX_DEPTH, which find_cells checked); their count. */
static int cell_subscripts(const Cell *c, IrValue **idx) {
  int n = ir_load_indices_count(c->load);
  for (int d = 0; d < n; d++)
    idx[d] = ir_load_indices(c->load, d);
  return n;
}

static int float_iter_args(const IrOp *loop) {
  int k = 0;
  IrBlock *body = dep_loop_body(loop);
  for (int a = 0; a < ir_for_inits_count(loop); a++)
    k += body->args[1 + a]->type->kind == TY_FLOAT;
  return k;
}

/* A loop jammed from U rows whose copies read U rows a row apart: clang's
 * SLP vectorizer packs the rows' chains (the cells' stores after the loop,
 * or the iter_args) into one vector and loads each row's element with a
 * gather (vgatherqpd, stride a row), which costs more than the U scalar
 * chains (atax 6.0 ms against 1.7 with -fno-slp-vectorize; gcc 4.4). Each
 * cell is carried in an iter_arg instead (loaded before the loop, stored
 * after it, both under `loop.if (lb < ub)` so that no access runs that
 * the loop would not run), and the loop is marked NO_SLP_ATTR: the C
 * backend passes each floating-point iter_arg through an empty asm
 * statement at the end of the body, opaque to the SLP vectorizer, which
 * then has no chain to pack. A loop that carries its chains in iter_args
 * already (deriche's rows) is only marked. Results are unchanged: each
 * cell sees the same operations in the same order.
 * Cost: the dependence analysis of the jammed loop and a test of each
 * cell's store against each of its accesses (the pairs the analysis of the
 * nest tests anyway). */
static IrOp *carry_cells(IrContext *ctx, IrOp *loop) {
  Cell cells[MAX_CELLS];
  int nc = find_cells(ctx, loop, cells, MAX_CELLS), na = ir_for_inits_count(loop);
  if (nc == 0) {
    if (float_iter_args(loop) >= 2)
      ir_op_set_attr(ctx, loop, NO_SLP_ATTR, ir_attr_unit(ctx));
    return loop;
  }
  IrBuilder b = {ctx, loop->parent, loop, loop->loc};
  IrValue *lb = ir_for_lb(loop), *ub = ir_for_ub(loop);
  IrType **types = xmalloc(sizeof *types * (size_t)(na + 1));
  IrValue **v = xmalloc(sizeof *v * (size_t)(na + nc + 1));
  for (int a = 0; a < na; a++)
    types[a] = loop->results[a].type;
  IrOp *g = ir_build_if(&b, ir_build_cmp(&b, OP_CMPI, "slt", lb, ub), na, types, true);
  ir_builder_set_end(&b, ir_op_region(g, 1)->first);
  for (int a = 0; a < na; a++)
    v[a] = ir_for_inits(loop, a);
  ir_build_yield(&b, na, v);
  ir_builder_set_end(&b, ir_op_region(g, 0)->first);
  IrValue *idx[DEP_MAX_DEPTH];
  HashMap which; /* a cell's load or store -> its index + 1 */
  hashmap_init(&which);
  for (int c = 0; c < nc; c++) {
    int nidx = cell_subscripts(&cells[c], idx);
    v[na + c] = ir_build_load(&b, ir_load_memref(cells[c].load), nidx, idx);
    hashmap_put(&which, (uint64_t)(uintptr_t)cells[c].load, (void *)(uintptr_t)(c + 1));
    hashmap_put(&which, (uint64_t)(uintptr_t)cells[c].store, (void *)(uintptr_t)(c + 1));
  }
  IrOp *nl = ir_build_for(&b, lb, ub, ir_for_step(loop), na + nc, v);
  IrBlock *ob = dep_loop_body(loop), *nb = dep_loop_body(nl);
  HashMap m;
  hashmap_init(&m);
  for (int a = 0; a <= na; a++)
    dep_map_put(&m, ob->args[a], nb->args[a]);
  IrInsertPoint after = ir_builder_save(&b);
  ir_builder_set_end(&b, nb);
  IrOp *term = ir_block_terminator(ob);
  for (IrOp *op = ob->first; op != term; op = op->next) {
    int c = (int)(uintptr_t)hashmap_get(&which, (uint64_t)(uintptr_t)op) - 1;
    if (c < 0)
      dep_clone_at(&b, op, &m);
    else if (cells[c].load == op)
      dep_map_put(&m, &op->results[0], nb->args[1 + na + c]);
  }
  for (int a = 0; a < na; a++)
    v[a] = dep_mapped(&m, ir_op_operand(term, a));
  for (int c = 0; c < nc; c++)
    v[na + c] = dep_mapped(&m, ir_store_value(cells[c].store));
  ir_build_yield(&b, na + nc, v);
  ir_builder_restore(&b, after);
  for (int c = 0; c < nc; c++) {
    int nidx = cell_subscripts(&cells[c], idx);
    ir_build_store(&b, &nl->results[na + c], ir_store_memref(cells[c].store), nidx, idx);
  }
  for (int a = 0; a < na; a++)
    v[a] = &nl->results[a];
  ir_build_yield(&b, na, v);
  for (int a = 0; a < na; a++)
    ir_value_replace_all_uses(&loop->results[a], &g->results[a]);
  hashmap_free(&m);
  hashmap_free(&which);
  free(types);
  free(v);
  ir_op_erase(loop);
  if (float_iter_args(nl) >= 2)
    ir_op_set_attr(ctx, nl, NO_SLP_ATTR, ir_attr_unit(ctx));
  return g;
}

/* carry_cells on jam, the loop dep_jam_for made of loop's U copies (maps
 * m), when those read rows a row apart; m then maps loop's results to the
 * values that replace jam's. */
static void carry_jammed(IrContext *ctx, IrOp *loop, IrOp *outer, IrOp *jam, HashMap *m, int u) {
  if (!loads_across_rows(loop, outer))
    return;
  IrOp *r = carry_cells(ctx, jam);
  int na = ir_for_inits_count(loop);
  for (int c = 0; r != jam && c < u; c++)
    for (int a = 0; a < na; a++)
      dep_map_put(&m[c], &loop->results[a], &r->results[c * na + a]);
}

/* Whether mode B may and should run U rows of outer together: its
 * iterations are independent (a loop.parallel's contract, or no dependence
 * carried by the loop.for), and one of its loops carries a chain (an
 * iter_arg, or a dependence between its iterations). A loop.parallel one of
 * whose inner loops' accesses walks memory along its induction variable
 * (the last subscript) is parallel-unroll-jam's, which makes vectors of
 * those columns. */
static bool rows_independent(IrContext *ctx, IrOp *outer, bool *chained) {
  bool par = ir_op_is(outer, OP_PARALLEL), chain = false;
  IrValue *iv = dep_loop_body(outer)->args[0];
  IrBlock *ob = dep_loop_body(outer);
  for (IrOp *op = ob->first; op; op = op->next) {
    if (!ir_op_is(op, OP_FOR))
      continue;
    if (ir_for_inits_count(op) > 0) {
      chain = true;
    } else {
      DepNest n;
      dep_nest_init(&n, ctx, op);
      chain |= dep_loop_carries(&n, op, 0);
      dep_nest_free(&n);
    }
    for (IrOp *in = dep_loop_body(op)->first; par && in; in = in->next) {
      bool ld = ir_op_is(in, OP_LOAD), st = ir_op_is(in, OP_STORE);
      int nidx = ld ? ir_load_indices_count(in) : st ? ir_store_indices_count(in) : 0;
      if (nidx && on_iv(ld ? ir_load_indices(in, nidx - 1) : ir_store_indices(in, nidx - 1), iv, outer))
        return false;
    }
  }
  *chained = chain;
  if (!chain || par)
    return chain;
  DepNest n;
  dep_nest_init(&n, ctx, outer);
  bool free_rows = !dep_loop_carries(&n, outer, 0);
  dep_nest_free(&n);
  return free_rows;
}

/* The op of outer's body that holds op (op itself when it is one). */
static IrOp *top_op(IrOp *op, const IrOp *outer) {
  while (op->parent && op->parent->parent && op->parent->parent->parent != outer)
    op = op->parent->parent->parent;
  return op;
}

/* Mode D, rows with forward dependences (atax: each row i sums tmp[i] along
 * row i of A, then adds row i of A times tmp[i] into y[j]: the rows meet in
 * y, in row order at each j). The jammed form runs the body's ops one
 * after the other for all U rows, each inner loop one loop whose iteration
 * runs row i0's whole body, then row i0 + 1's, ... (dep_jam_for_by_copy).
 * That keeps every dependence from a row to a later one when its source
 * op comes before its sink op in outer's body, or both are in one inner
 * loop at the same or a later iteration there (an exact distance >= 0),
 * or are one op outside the inner loops. Under n's facts. */
static bool rows_forward(DepNest *n, IrOp *outer) {
  if (n->opaque || !ir_op_is(outer, OP_FOR))
    return false;
  DepDist dist[DEP_MAX_DEPTH];
  for (int a = 0; a < n->nacc; a++)
    for (int b = 0; b < n->nacc; b++) {
      const DepAccess *x = &n->acc[a], *y = &n->acc[b];
      if (!dep_may_precede(n, x, y, 0))
        continue;
      IrOp *tx = top_op(x->op, outer), *ty = top_op(y->op, outer);
      if (tx == ty) {
        int nc;
        if (!ir_op_is(tx, OP_FOR))
          continue;
        if (!dep_test(n, x, y, dist, &nc) || (nc >= 2 && dist[1].exact && dist[1].dist >= 0))
          continue;
        return false;
      }
      bool before = false;
      for (IrOp *o = tx->next; o && !before; o = o->next)
        before = o == ty;
      if (!before)
        return false;
    }
  return true;
}

/* A loop.for from lo to hi at b running outer's body (ob) for each row. */
static void rest_rows(IrBuilder *b, IrBlock *ob, IrValue *lo, IrValue *hi, IrValue *one) {
  IrInsertPoint after = ir_builder_save(b);
  IrOp *rest = ir_build_for(b, lo, hi, one, 0, NULL);
  IrBlock *rb = dep_loop_body(rest);
  ir_builder_set_end(b, rb);
  ir_builder_set_before(b, ir_build_yield(b, 0, NULL));
  HashMap rm;
  hashmap_init(&rm);
  dep_map_put(&rm, ob->args[0], rb->args[0]);
  IrOp *oterm = ir_block_terminator(ob);
  for (IrOp *op = ob->first; op != oterm; op = op->next)
    dep_clone_at(b, op, &rm);
  hashmap_free(&rm);
  ir_builder_restore(b, after);
}

/* Mode B: U iterations of outer side by side, op by op; each loop of its
 * body becomes one loop running the U copies of each of its ops in turn
 * (its iter_args row by row). The rows past the last whole group run in a
 * sequential loop.for (outer itself when it is one); for a loop.parallel,
 * in the groups' parallel loop: the rem = n - count * U remaining rows
 * spread over the count groups, group t running rows ceil(t * rem / count)
 * to ceil((t + 1) * rem / count) after its own (remaining row r in group
 * floor(r * count / rem): a contiguous share of the groups gets its share
 * of the rows, rounded), and the
 * groups' loop marked loopc.even_shares (the threads take contiguous
 * shares: dealt out in turn, the groups holding a remaining row, every
 * count / rem-th, could all fall to one thread). Run after the parallel
 * loop, one thread ran adi's 6 remaining rows of 198 (U = 8) per sweep,
 * each a chain of divisions alone, while the other waited. Only when there
 * is no group (n < U) do the rows run after it, sequentially. */
static void jam_rows(IrContext *ctx, IrOp *outer, int u, bool by_copy) {
  bool par = ir_op_is(outer, OP_PARALLEL);
  IrBuilder b = {ctx, outer->parent, outer, outer->loc};
  IrValue *lb = ir_op_operand(outer, 0), *ub = ir_op_operand(outer, 1);
  Groups g = groups_of(&b, lb, ub, u);
  IrInsertPoint after = ir_builder_save(&b);
  IrOp *groups;
  IrBlock *gb;
  if (par) {
    IrValue *pops[3] = {g.zero, g.count, g.one};
    groups = ir_build(&b, OP_PARALLEL, 3, pops, 0, NULL, 1);
    gb = ir_block_create(ctx);
    ir_region_append_block(ir_op_region(groups, 0), gb);
    ir_block_add_arg(ctx, gb, ctx->index_ty, outer->loc);
  } else {
    groups = ir_build_for(&b, g.zero, g.count, g.one, 0, NULL);
    gb = dep_loop_body(groups);
  }
  ir_builder_set_end(&b, gb);
  ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  IrBlock *ob = dep_loop_body(outer);
  HashMap m[MAX_FACTOR];
  group_rows(&b, ob, lb, gb->args[0], &g, u, m);
  IrOp *oterm = ir_block_terminator(ob);
  for (IrOp *op = ob->first; op != oterm; op = op->next) {
    if (ir_op_is(op, OP_FOR)) {
      IrOp *nl = by_copy ? dep_jam_for_by_copy(&b, op, ir_for_lb(op), ir_for_ub(op), m, u)
                         : dep_jam_for(&b, op, ir_for_lb(op), ir_for_ub(op), m, u);
      carry_jammed(ctx, op, outer, nl, m, u);
    } else
      for (int k = 0; k < u; k++)
        dep_clone_at(&b, op, &m[k]);
  }
  for (int k = 0; k < u; k++)
    hashmap_free(&m[k]);
  if (!par) {
    ir_op_set_operand(outer, 0, g.main_end);
    return;
  }
  /* The group's share of the remaining rows (count >= 1 here). */
  IrValue *t = gb->args[0], *t1 = ir_build_binary(&b, OP_ADDI, t, g.one);
  IrValue *rem = ir_build_binary(&b, OP_SUBI, ub, g.main_end);
  IrValue *r0 = ir_build_binary(&b, OP_CEILDIVSI, ir_build_binary(&b, OP_MULI, t, rem), g.count);
  IrValue *r1 = ir_build_binary(&b, OP_CEILDIVSI, ir_build_binary(&b, OP_MULI, t1, rem), g.count);
  rest_rows(&b, ob, ir_build_binary(&b, OP_ADDI, g.main_end, r0),
            ir_build_binary(&b, OP_ADDI, g.main_end, r1), g.one);
  ir_op_set_attr(ctx, groups, EVEN_SHARES_ATTR, ir_attr_unit(ctx));
  /* No group: the rows after it (from ub, none, when there is one). */
  ir_builder_restore(&b, after);
  IrValue *some = ir_build_cmp(&b, OP_CMPI, "sgt", g.count, g.zero);
  rest_rows(&b, ob, ir_build_select(&b, some, ub, g.main_end), ub, g.one);
  ir_op_erase(outer);
}

/* Whether mode C may and should run U iterations of outer together: k
 * carries a chain (an iter_arg, or a dependence between its iterations),
 * and no dependence goes from an iteration j' of outer to a later one j
 * (within a group) into what the jammed form runs before j' finishes: the
 * ops of j before k, and k's iterations below j' (dep_may_precede_below).
 * cholesky's A[i][j] -= A[i][k] * A[j][k] reads A[i][k], stored by
 * iteration k of j: the sink's k equals the source's j, never below. */
static bool triangle_legal(DepNest *n, IrOp *outer, IrOp *k) {
  bool ok = !n->opaque && (ir_for_inits_count(k) > 0 || dep_loop_carries(n, k, 1));
  HashMap before; /* the ops of outer's body before k */
  hashmap_init(&before);
  for (IrOp *op = dep_loop_body(outer)->first; op != k; op = op->next)
    hashmap_put(&before, (uint64_t)(uintptr_t)op, op);
  for (int x = 0; ok && x < n->nacc; x++)
    for (int y = 0; ok && y < n->nacc; y++) {
      const DepAccess *src = &n->acc[x], *dst = &n->acc[y];
      if (dst->nloops >= 2 && dst->loops[1] == k)
        ok = !dep_may_precede_below(n, src, dst, 0);
      else if (hashmap_get(&before, (uint64_t)(uintptr_t)dst->op))
        ok = !dep_may_precede(n, src, dst, 0);
    }
  hashmap_free(&before);
  return ok;
}

/* Mode A's skew, or mode C's or D's legality (0, or -1: not legal) under
 * n's facts. */
static int64_t legal_skew(DepNest *n, const Nest *ne) {
  if (!ne->inner)
    return rows_forward(n, ne->outer) ? 0 : -1;
  if (ne->triangle)
    return triangle_legal(n, ne->outer, ne->inner) ? 0 : -1;
  return choose_skew(n, ne);
}

/* Modes A and C: the skew (0 for C) when the nest may be transformed as it
 * is, else -1. When it may only if the function arguments it accesses do
 * not overlap (Polygeist's arguments carry no llvm.noalias: PolyBench's
 * trisolv writes x and reads L, which may be one buffer for all the
 * analysis knows), *ps gets the pairs to check at run time and *versioned
 * is set. */
static int64_t legal_or_versioned(IrContext *ctx, const Nest *ne, DepPairs *ps, bool *versioned) {
  DepNest n;
  dep_nest_init(&n, ctx, ne->outer);
  int64_t s = legal_skew(&n, ne);
  *versioned = false;
  /* Not in the else region of an overlap check (parallelize's sequential
   * original): the arguments overlap there, and the version would never run. */
  if (s < 0 && !n.opaque && !n.args_disjoint && !dep_in_overlap_check(ne->outer, 1)) {
    n.args_disjoint = true;
    s = legal_skew(&n, ne);
    for (int i = 0; s >= 0 && i < n.nacc; i++)
      for (int j = 0; j < n.nacc; j++) {
        const DepAccess *a = &n.acc[i], *o = &n.acc[j];
        if (a->write && a->base != o->base && dep_args_may_alias(a->base, o->base))
          dep_pairs_add(ps, a->base, o->base);
      }
    if (s >= 0 && (!ps->n || !dep_pairs_measurable(ps)))
      s = -1;
    *versioned = s >= 0;
  }
  dep_nest_free(&n);
  return s;
}

/* ne->outer under the overlap check of ps (dep_version_disjoint); returns
 * the copy's nest. */
static Nest versioned_copy(IrContext *ctx, const Nest *ne, const DepPairs *ps) {
  IrOp *copy = dep_version_disjoint(ctx, ne->outer, ps);
  IrOp *inner = !ne->inner ? NULL : ne->triangle ? find_triangle(copy) : find_inner(copy);
  return (Nest){copy, inner, ne->triangle};
}

/* Mode C: each group of U iterations j0 .. j0 + U - 1 of outer runs the ops
 * before k for each, then k's iterations below j0 for all U together
 * (dep_jam_for), then, iteration by iteration, k's iterations from j0 up
 * to its own and the ops after k. */
static void jam_triangle(IrContext *ctx, IrOp *outer, IrOp *k, int u) {
  IrBuilder b = {ctx, outer->parent, outer, outer->loc};
  IrValue *lb = ir_for_lb(outer);
  Groups g = groups_of(&b, lb, ir_for_ub(outer), u);
  IrOp *blocks = ir_build_for(&b, g.zero, g.count, g.one, 0, NULL);
  IrBlock *bb = dep_loop_body(blocks);
  ir_builder_set_end(&b, bb);
  ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  IrBlock *ob = dep_loop_body(outer), *kb = dep_loop_body(k);
  HashMap m[MAX_FACTOR];
  group_rows(&b, ob, lb, bb->args[0], &g, u, m);
  IrValue *j0 = dep_mapped(&m[0], ob->args[0]);
  for (IrOp *op = ob->first; op != k; op = op->next)
    for (int e = 0; e < u; e++)
      dep_clone_at(&b, op, &m[e]);
  IrOp *below = dep_jam_for(&b, k, ir_for_lb(k), j0, m, u);
  carry_jammed(ctx, k, outer, below, m, u);
  /* k's iterations from j0 on (from its own lower bound when that is above) */
  IrValue *from = ir_build_binary(&b, OP_MAXSI, ir_for_lb(k), j0);
  int na = ir_for_inits_count(k);
  IrValue **v = xmalloc(sizeof *v * (size_t)(na + 1));
  IrOp *oterm = ir_block_terminator(ob), *kterm = ir_block_terminator(kb);
  for (int e = 0; e < u; e++) {
    for (int a = 0; a < na; a++)
      v[a] = dep_mapped(&m[e], &k->results[a]);
    IrOp *tri = ir_build_for(&b, from, dep_mapped(&m[e], ob->args[0]), g.one, na, v);
    IrInsertPoint after = ir_builder_save(&b);
    IrBlock *tb = dep_loop_body(tri);
    ir_builder_set_end(&b, tb);
    for (int a = 0; a <= na; a++)
      dep_map_put(&m[e], kb->args[a], tb->args[a]);
    for (IrOp *op = kb->first; op != kterm; op = op->next)
      dep_clone_at(&b, op, &m[e]);
    for (int a = 0; a < na; a++)
      v[a] = dep_mapped(&m[e], ir_op_operand(kterm, a));
    ir_build_yield(&b, na, v);
    ir_builder_restore(&b, after);
    for (int a = 0; a < na; a++)
      dep_map_put(&m[e], &k->results[a], &tri->results[a]);
    for (IrOp *op = k->next; op != oterm; op = op->next)
      dep_clone_at(&b, op, &m[e]);
  }
  free(v);
  for (int e = 0; e < u; e++)
    hashmap_free(&m[e]);
  ir_op_set_operand(outer, 0, g.main_end);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  const WavefrontOptions *o = options;
  int u = o->factor < 2 ? 0 : o->factor > MAX_FACTOR ? MAX_FACTOR : (int)o->factor;
  if (!u)
    return true;
  Found f = {NULL, 0, 0};
  ir_walk(module, collect, &f);
  for (size_t i = 0; i < f.n; i++) {
    bool chained = false;
    if (!f.v[i].inner && rows_independent(ctx, f.v[i].outer, &chained)) {
      jam_rows(ctx, f.v[i].outer, u, false);
      continue;
    }
    if (!f.v[i].inner && !chained) /* mode D only where a chain pays for it */
      continue;
    DepPairs ps = {NULL, NULL, 0, 0};
    bool versioned;
    int64_t s = legal_or_versioned(ctx, &f.v[i], &ps, &versioned);
    Nest ne = s >= 0 && versioned ? versioned_copy(ctx, &f.v[i], &ps) : f.v[i];
    dep_pairs_free(&ps);
    if (s >= 0 && !ne.inner)
      jam_rows(ctx, ne.outer, u, true);
    else if (s >= 0 && ne.triangle)
      jam_triangle(ctx, ne.outer, ne.inner, u);
    else if (s >= 0)
      transform(ctx, &ne, u, s);
  }
  free(f.v);
  return true;
}

static const IrPassOption options[] = {
    {"factor", IR_PASS_OPT_INT, offsetof(WavefrontOptions, factor), "8", NULL,
     "rows run together (at most 16; below 2: the pass does nothing)"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass wavefront_unroll_jam_pass = {
    "wavefront-unroll-jam",
    "unroll-and-jam by rows around inner loops that carry a chain: skewed along the inner loop "
    "where rows depend on each other, side by side where they do not, and up to the group's "
    "first row in triangles",
    run, options, sizeof(WavefrontOptions)};
