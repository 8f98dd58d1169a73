/* parallelize.c: loop.for loops whose iterations are independent become
 * loop.parallel, which the C backend runs with OpenMP (MLIR's
 * affine-parallelize, for scf loops, with loopc's dependence analysis).
 *
 * A loop is made parallel when, by the dependence analysis
 * (dependence.h), it carries no memory dependence: no two accesses inside
 * it, one a store, may touch one element in different iterations of it
 * (and the same iteration of the loops around it); and when it carries no
 * value: no iter_args. Its induction variable must be an index (as
 * loop.parallel's) compared signed, and nothing in it may be parallel
 * already.
 *
 * Which loops: in each nest, the outermost ones that qualify (an inner loop
 * of a parallel one stays sequential: one level of threads is what OpenMP
 * runs well). A loop must also be worth a team of threads: it holds another
 * loop, or it runs at least MIN_TRIPS times by its constant bounds; a
 * single loop of unknown or short trip count (a few microseconds of work
 * at most per fork and join) is left alone. A loop inside a sequential
 * loop of the nest (a fork and join in every iteration of that loop, as in
 * the time loops of stencils) must have enough work per region besides
 * (option min-work, "Work per region" below).
 *
 * Contract: takes and leaves verified IR; runs in time linear in the nests
 * times the pairs of accesses the analysis tests (dependence.h). */
#include "dependence.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

enum { MIN_TRIPS = 4096 };

typedef struct ParallelizeOptions {
  bool parallel_reductions; /* parallel-reductions: floating-point sums and products too */
  int64_t min_work;         /* min-work: see "Work per region" */
} ParallelizeOptions;

typedef struct Parallelize {
  IrContext *ctx;
  const ParallelizeOptions *o;
  int converted, versioned;
} Parallelize;

/* ------------------------------ reductions ------------------------------ */

/* Whether kind combines values in any order to the same result: integer
 * sums, products, bitwise ops, minima and maxima, and the floating-point
 * minimum and maximum that order -0 below +0 and propagate NaN (maximumf,
 * minimumf). Floating-point sums and products round differently in another
 * order: only with the option, as MLIR's affine-parallelize. */
static bool reassociable(const Parallelize *p, IrOpKind kind) {
  switch (kind) {
  case OP_ADDI: case OP_MULI: case OP_ANDI: case OP_ORI: case OP_XORI:
  case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI:
  case OP_MAXIMUMF: case OP_MINIMUMF:
    return true;
  case OP_ADDF: case OP_MULF:
    return p->o->parallel_reductions;
  default:
    return false;
  }
}

/* The op that folds iter_arg i of loop into its next value, when that is
 * a reduction: the argument's one use is `next = acc OP x` (or x OP acc)
 * directly in the body, and next's one use is the yield's operand i. */
static IrOp *reduction_of(const Parallelize *p, IrOp *loop, int i) {
  IrBlock *body = ir_op_region(loop, 0)->first;
  IrValue *acc = body->args[1 + i];
  IrOp *term = ir_block_terminator(body);
  if (!acc->uses || acc->uses->next || !term)
    return NULL;
  IrOp *op = acc->uses->owner;
  if (op->parent != body || op->nopnds != 2 || op->nresults != 1 || op->nregions ||
      !reassociable(p, ir_op_kind(op)) || ir_op_operand(op, 0) == ir_op_operand(op, 1))
    return NULL;
  IrValue *next = &op->results[0];
  return next->uses && !next->uses->next && next->uses->owner == term &&
                 ir_use_index(next->uses) == i
             ? op
             : NULL;
}

static bool reductions_only(const Parallelize *p, IrOp *loop) {
  for (int i = 0; i < ir_for_inits_count(loop); i++)
    if (!reduction_of(p, loop, i))
      return false;
  return true;
}

/* Whether op's regions hold a loop (any kind) or a loop.parallel. */
typedef struct Holds {
  bool loop, parallel;
} Holds;

static bool find_loops(IrOp *op, void *data) {
  Holds *h = data;
  IrOpKind k = ir_op_kind(op);
  h->loop |= k == OP_FOR || k == OP_WHILE || k == OP_PARALLEL;
  h->parallel |= k == OP_PARALLEL;
  return true;
}

static bool worth_threads(IrOp *loop, const Holds *h) {
  uint64_t trips;
  return h->loop || (ir_for_trip_count(loop, &trips) == IR_TRIPS_EXACT && trips >= MIN_TRIPS);
}

/* Whether loop's shape allows loop.parallel: no values carried but
 * reductions, an index induction variable compared signed, a positive
 * constant step, and no loop.parallel inside. */
static bool parallel_shape(const Parallelize *p, IrOp *loop, const Holds *h) {
  int64_t step;
  return reductions_only(p, loop) && ir_type_is_index(ir_for_lb(loop)->type) && !ir_op_get_attr(loop, "unsignedCmp") &&
         ir_value_const_int(ir_for_step(loop), &step) && step > 0 && !h->parallel;
}

/* ---------------------------- work per region ---------------------------- */

/* A loop nested in a sequential loop forks and joins a team of threads in
 * every iteration of that loop: it is made parallel only where its work
 * per entry reaches the option min-work, in units of about one simple op
 * per iteration (a division, remainder or math function 8, each loop's
 * body times its trip count, a loop whose bounds vary inside the candidate
 * counted once). Trip counts known when compiling give a constant, decided
 * then; others an estimate computed before the loop and compared when it
 * runs (the loop is versioned). Each trip count is taken at most
 * WORK_TRIPS_CAP and each product at most WORK_CAP, so that the estimate
 * cannot overflow. */
enum { DIV_WORK = 8, WORK_TRIPS_CAP = 1 << 20 };
#define WORK_CAP ((int64_t)1 << 40)

/* k + v (v NULL: the constant k). */
typedef struct Work {
  int64_t k;
  IrValue *v;
} Work;

static int64_t cap(int64_t x, int64_t c) { return x < c ? x : c; }

static IrValue *work_value(IrBuilder *b, Work w) {
  if (!w.v)
    return ir_build_const_index(b, w.k);
  return w.k ? ir_build_binary(b, OP_ADDI, w.v, ir_build_const_index(b, w.k)) : w.v;
}

static Work work_add(IrBuilder *b, Work x, Work y) {
  Work r = {x.k + y.k, x.v && y.v ? ir_build_binary(b, OP_ADDI, x.v, y.v) : x.v ? x.v : y.v};
  r.k = cap(r.k, WORK_CAP);
  return r;
}

static Work work_mul(IrBuilder *b, Work x, Work y) {
  if (!x.v && !y.v)
    return (Work){cap(x.k * y.k, WORK_CAP), NULL}; /* both at most 2^40 and 2^20 */
  IrValue *p = ir_build_binary(b, OP_MULI, work_value(b, x), work_value(b, y));
  return (Work){0, ir_build_binary(b, OP_MINSI, p, ir_build_const_index(b, WORK_CAP))};
}

static Work block_work(IrBuilder *b, IrBlock *blk, IrOp *top);

/* loop's trips (at most WORK_TRIPS_CAP) times its body's work; bounds that
 * vary inside top count one trip. */
static Work loop_work(IrBuilder *b, IrOp *loop, IrOp *top) {
  Work body = block_work(b, ir_op_region(loop, 0)->first, top);
  uint64_t n;
  IrTrips t = ir_for_trip_count(loop, &n);
  Work trips = {1, NULL};
  if (t == IR_TRIPS_EXACT) {
    trips.k = n > WORK_TRIPS_CAP ? WORK_TRIPS_CAP : (int64_t)n;
  } else if (ir_type_is_index(ir_for_lb(loop)->type) && !ir_op_get_attr(loop, "unsignedCmp") &&
             (loop == top || (!dep_value_inside(ir_for_lb(loop), top) &&
                              !dep_value_inside(ir_for_ub(loop), top) &&
                              !dep_value_inside(ir_for_step(loop), top)))) {
    int64_t step;
    if (!ir_value_const_int(ir_for_step(loop), &step) || step <= 0)
      step = 1; /* a guess: the count is an estimate */
    IrValue *len = ir_build_binary(b, OP_MAXSI,
                                   ir_build_binary(b, OP_SUBI, ir_for_ub(loop), ir_for_lb(loop)),
                                   ir_build_const_index(b, 0));
    IrValue *cnt = step == 1 ? len : ir_build_binary(b, OP_CEILDIVSI, len, ir_build_const_index(b, step));
    trips = (Work){0, ir_build_binary(b, OP_MINSI, cnt, ir_build_const_index(b, WORK_TRIPS_CAP))};
  }
  return work_mul(b, trips, body);
}

static Work op_work(IrBuilder *b, IrOp *op, IrOp *top) {
  if (ir_op_is(op, OP_FOR))
    return loop_work(b, op, top);
  if (op->nregions) {
    Work w = {0, NULL};
    for (int r = 0; r < op->nregions; r++)
      for (IrBlock *blk = ir_op_region(op, r)->first; blk; blk = blk->next)
        w = work_add(b, w, block_work(b, blk, top));
    return w;
  }
  if (ir_op_has_trait(op, T_TERMINATOR))
    return (Work){0, NULL};
  switch (ir_op_kind(op)) {
  case OP_DIVSI: case OP_CEILDIVSI: case OP_FLOORDIVSI: case OP_DIVF: case OP_REMF:
    return (Work){DIV_WORK, NULL};
  default:
    return (Work){op->info->modern && strncmp(op->info->modern, "math.", 5) == 0 ? DIV_WORK : 1,
                  NULL};
  }
}

static Work block_work(IrBuilder *b, IrBlock *blk, IrOp *top) {
  Work w = {0, NULL};
  for (IrOp *op = blk->first; op; op = op->next)
    w = work_add(b, w, op_work(b, op, top));
  return w;
}

/* ---------------------- versions under an overlap check --------------------- */

/* When loop carries a dependence only through arguments that may alias:
 * the pairs whose overlap must be ruled out at run time. */
static bool alias_only(DepNest *n, IrOp *loop, int d, DepPairs *ps) {
  bool was = n->args_disjoint;
  n->args_disjoint = true;
  bool carries = dep_loop_carries(n, loop, d);
  n->args_disjoint = was;
  if (carries)
    return false;
  for (int i = 0; i < n->nacc; i++) {
    const DepAccess *a = &n->acc[i];
    if (!a->write || a->nloops <= d || a->loops[d] != loop)
      continue;
    for (int j = 0; j < n->nacc; j++) {
      const DepAccess *o = &n->acc[j];
      if (o->nloops > d && o->loops[d] == loop && dep_args_may_alias(a->base, o->base))
        dep_pairs_add(ps, a->base, o->base);
    }
  }
  return ps->n > 0 && dep_pairs_measurable(ps);
}

/* loop.for -> loop.parallel over the same bounds and body; each
 * reduction's `next = acc OP x` becomes `loop.reduce(x)` combining with OP,
 * the iter_args' inits the parallel loop's. */
static void convert(Parallelize *p, IrOp *loop) {
  IrContext *ctx = p->ctx;
  int k = ir_for_inits_count(loop);
  IrBlock *body = ir_op_region(loop, 0)->first;
  IrOp *term = ir_block_terminator(body);
  IrValue **ops = xmalloc(sizeof *ops * (size_t)(3 + k));
  IrType **types = xmalloc(sizeof *types * (size_t)(k ? k : 1));
  ops[0] = ir_for_lb(loop);
  ops[1] = ir_for_ub(loop);
  ops[2] = ir_for_step(loop);
  for (int i = 0; i < k; i++) {
    ops[3 + i] = ir_for_inits(loop, i);
    types[i] = loop->results[i].type;
  }
  IrBuilder b = {ctx, loop->parent, loop, loop->loc};
  IrOp *par = ir_build(&b, OP_PARALLEL, 3 + k, ops, k, types, 1);
  for (int i = 0; i < k; i++) {
    IrOp *comb = reduction_of(p, loop, i);
    IrValue *acc = body->args[1 + i];
    IrValue *x = ir_op_operand(comb, ir_op_operand(comb, 0) == acc ? 1 : 0);
    /* loop.reduce(x) { ^bb0(%l, %r): %c = OP %l, %r; loop.reduce.return %c } */
    b = (IrBuilder){ctx, body, term, comb->loc};
    IrOp *red = ir_build(&b, OP_REDUCE, 1, &x, 0, NULL, 1);
    IrBlock *rb = ir_block_create(ctx);
    ir_region_append_block(ir_op_region(red, 0), rb);
    IrValue *l = ir_block_add_arg(ctx, rb, x->type, comb->loc);
    IrValue *r = ir_block_add_arg(ctx, rb, x->type, comb->loc);
    HashMap map;
    hashmap_init(&map);
    hashmap_put(&map, (uint64_t)(uintptr_t)acc, l);
    hashmap_put(&map, (uint64_t)(uintptr_t)x, r);
    IrOp *c = ir_op_clone(ctx, comb, &map);
    hashmap_free(&map);
    ir_block_append_op(rb, c);
    ir_builder_set_end(&b, rb);
    IrValue *cv = &c->results[0];
    ir_build(&b, OP_REDUCE_RETURN, 1, &cv, 0, NULL, 0);
  }
  if (k) {
    /* The yield carries nothing now; the combining ops and the
     * accumulators go. */
    b = (IrBuilder){ctx, body, term, term->loc};
    ir_build_yield(&b, 0, NULL);
    ir_op_erase(term);
    for (int i = 0; i < k; i++)
      ir_op_erase(body->args[1 + i]->uses->owner);
    for (int i = k; i > 0; i--)
      ir_block_erase_arg(body, i);
  }
  ir_op_set_region(par, 0, ir_op_region(loop, 0));
  ir_op_set_region(loop, 0, ir_region_create(ctx));
  ir_op_replace(loop, par);
  free(ops);
  free(types);
  p->converted++;
}

typedef struct Inner {
  IrOp **ops;
  size_t n, cap;
} Inner;

static bool find_inner(IrOp *op, void *data) {
  Inner *in = data;
  if (ir_op_is(op, OP_IF))
    return true;
  if (ir_op_is(op, OP_FOR)) {
    if (in->n == in->cap)
      in->ops = xrealloc(in->ops, sizeof *in->ops * (in->cap = in->cap ? 2 * in->cap : 8));
    in->ops[in->n++] = op;
  }
  return false;
}

/* A copy of loop at the end of block b, then b's yield. */
static IrOp *append_copy(Parallelize *p, IrOp *loop, IrBlock *b) {
  HashMap map;
  hashmap_init(&map);
  IrOp *copy = ir_op_clone(p->ctx, loop, &map);
  hashmap_free(&map);
  ir_block_append_op(b, copy);
  IrBuilder yb = {p->ctx, b, NULL, loop->loc};
  ir_build_yield(&yb, 0, NULL);
  return copy;
}

/* loop becomes `loop.if (cond) { a copy } else { loop }` (the copy
 * returned, made parallel by convert_versioned): cond is
 * the overlap check of ps (the then region marked for later passes) or
 * enough (the work per region reaches min-work). With both, the checks
 * nest: `loop.if (no overlap) { loop.if (enough) { copy } else
 * { sequential copy } } else { loop }`, so that the sequential copy that
 * runs when the work is too small for threads is also one where the
 * arguments are disjoint, which the later passes can transform as they do
 * the parallel copy (loop-interchange's distribution: gramschmidt). */
static IrOp *versioned_copy(Parallelize *p, IrOp *loop, const DepPairs *ps, IrValue *enough) {
  IrBuilder b = {p->ctx, loop->parent, loop, loop->loc};
  IrValue *ok = ps ? dep_no_overlap(&b, ps) : enough;
  IrOp *iff = ir_build_if(&b, ok, 0, NULL, true);
  if (ps)
    ir_op_set_attr(p->ctx, iff, DEP_DISJOINT_ARGS_ATTR, ir_attr_unit(p->ctx)); /* for later passes */
  IrBlock *then = ir_op_region(iff, 0)->first, *els = ir_op_region(iff, 1)->first;
  IrOp *copy;
  if (ps && enough) {
    IrBuilder tb = {p->ctx, then, NULL, loop->loc};
    IrOp *inner = ir_build_if(&tb, enough, 0, NULL, true);
    ir_build_yield(&tb, 0, NULL);
    copy = append_copy(p, loop, ir_op_region(inner, 0)->first);
    append_copy(p, loop, ir_op_region(inner, 1)->first);
  } else {
    copy = append_copy(p, loop, then);
  }
  ir_op_unlink(loop);
  ir_block_append_op(els, loop);
  ir_builder_set_end(&b, els);
  ir_build_yield(&b, 0, NULL);
  return copy;
}

static void convert_versioned(Parallelize *p, IrOp *loop, const DepPairs *ps, IrValue *enough) {
  convert(p, versioned_copy(p, loop, ps, enough));
  p->versioned++;
}

/* For a loop at depth d > 0 (inside a sequential loop of the nest): false
 * when its work per region is known below min-work; else *enough is NULL
 * (enough work) or an i1 built before the loop that says so when it runs. */
static bool enough_work(Parallelize *p, IrOp *loop, int d, IrValue **enough) {
  *enough = NULL;
  if (d == 0 || p->o->min_work <= 0)
    return true;
  IrBuilder b = {p->ctx, loop->parent, loop, loop->loc};
  Work w = loop_work(&b, loop, loop);
  if (!w.v)
    return w.k >= p->o->min_work;
  *enough = ir_build_cmp(&b, OP_CMPI, "sge", work_value(&b, w),
                         ir_build_const_index(&b, p->o->min_work));
  return true;
}

/* Whether a loop inside a sequential loop of its nest had better stay
 * sequential for loop-interchange's distribution: its body holds several
 * loops, and one of them, a loop.for holding no loop, has accesses that cost
 * less with loop's induction variable innermost than with its own
 * (loop-interchange's measure, dep_stride_cost). gramschmidt's column loop j
 * over `R[k][j] += Q[i][k] * A[i][j]` and `A[i][j] -= ...` (two loops over
 * i): loop-interchange distributes the sequential loop and puts j inside,
 * rows of A; a parallel copy, which no pass distributes, would walk the
 * columns as written, 20x slower on one thread (DESIGN, "Work per region").
 * A body with one loop is left to the passes that block the parallel copy
 * (register-tile, parallel-unroll-jam: trmm, symm, doitgen). */
static bool rows_want_inside(const DepNest *n, IrOp *loop) {
  IrValue *v = dep_loop_body(loop)->args[0];
  int loops = 0;
  for (IrOp *op = dep_loop_body(loop)->first; op; op = op->next)
    loops += ir_op_is(op, OP_FOR) || ir_op_is(op, OP_WHILE) || ir_op_is(op, OP_PARALLEL);
  if (loops < 2)
    return false;
  for (IrOp *op = dep_loop_body(loop)->first; op; op = op->next) {
    if (!ir_op_is(op, OP_FOR) || dep_holds_loop(op))
      continue;
    IrValue *w = dep_loop_body(op)->args[0];
    int outer_inside = 0, as_is = 0;
    for (int i = 0; i < n->nacc; i++) {
      const DepAccess *a = &n->acc[i];
      bool in = false;
      for (int k = 0; k < a->nloops && !in; k++)
        in = a->loops[k] == op;
      if (!in)
        continue;
      outer_inside += dep_stride_cost(a, v);
      as_is += dep_stride_cost(a, w);
    }
    if (outer_inside < as_is)
      return true;
  }
  return false;
}

/* Tries loop (depth d of n), else the loops directly in its body. */
static void visit(Parallelize *p, DepNest *n, IrOp *loop, int d) {
  Holds h = {false, false};
  for (IrOp *op = ir_op_region(loop, 0)->first->first; op; op = op->next)
    ir_walk(op, find_loops, &h);
  if (worth_threads(loop, &h) && parallel_shape(p, loop, &h)) {
    DepPairs ps = {NULL, NULL, 0, 0};
    bool carries = dep_loop_carries(n, loop, d);
    bool version = carries && alias_only(n, loop, d, &ps);
    IrValue *enough = NULL;
    bool done = !carries || version;
    /* Too little work: the loops inside it have less. A loop that stays
     * sequential for loop-interchange leaves the loops inside it so too,
     * under the overlap check when it needs one (which the distribution
     * needs as well). */
    if (done && d > 0 && rows_want_inside(n, loop)) {
      if (version) /* the copy stays sequential */
        (void)versioned_copy(p, loop, &ps, NULL);
    } else if (done && enough_work(p, loop, d, &enough)) {
      if (version || enough)
        convert_versioned(p, loop, version ? &ps : NULL, enough);
      else
        convert(p, loop);
    }
    dep_pairs_free(&ps);
    if (done)
      return;
  }
  if (d + 1 >= DEP_MAX_DEPTH)
    return;
  /* The loops at the next depth: loop.for ops in the body, also inside
   * loop.if. Collected first: convert replaces them. */
  Inner in = {NULL, 0, 0};
  for (IrOp *op = ir_op_region(loop, 0)->first->first; op; op = op->next)
    ir_walk(op, find_inner, &in);
  for (size_t i = 0; i < in.n; i++)
    visit(p, n, in.ops[i], d + 1);
  free(in.ops);
}

static bool find_nests(IrOp *op, void *data) {
  Parallelize *p = data;
  if (ir_op_is(op, OP_PARALLEL))
    return false; /* parallel already: nothing inside is made parallel */
  if (!ir_op_is(op, OP_FOR))
    return true;
  if (ir_op_get_attr(op, "loopc.time_tiled"))
    return false; /* time-skew-tile's nest: sequential by design, for one thread */
  DepNest n;
  dep_nest_init(&n, p->ctx, op);
  visit(p, &n, op, 0);
  dep_nest_free(&n);
  return false;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  Parallelize p = {ctx, options, 0, 0};
  ir_walk(module, find_nests, &p);
  return true;
}

static const IrPassOption options[] = {
    {"parallel-reductions", IR_PASS_OPT_BOOL, offsetof(ParallelizeOptions, parallel_reductions),
     "false", NULL,
     "also make loops parallel whose floating-point sums or products (addf, mulf) are "
     "carried in iter_args: the result then rounds in another order (as MLIR's "
     "affine-parallelize option)"},
    {"min-work", IR_PASS_OPT_INT, offsetof(ParallelizeOptions, min_work), "262144", NULL,
     "the work per region (about one simple op per iteration) below which a loop inside a "
     "sequential loop stays sequential, decided when compiling or, for trip counts known "
     "only then, when the program runs (0: no threshold)"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass parallelize_pass = {
    "parallelize",
    "make loop.for loops without carried dependences loop.parallel (OpenMP in the C)",
    run, options, sizeof(ParallelizeOptions)};
