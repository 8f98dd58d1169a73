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
 * at most per fork and join) is left alone.
 *
 * Contract: takes and leaves verified IR; runs in time linear in the nests
 * times the pairs of accesses the analysis tests (dependence.h). */
#include "dependence.h"

#include <stdlib.h>

enum { MIN_TRIPS = 4096 };

typedef struct Parallelize {
  IrContext *ctx;
  int converted;
} Parallelize;

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

/* Whether loop (at depth d of nest n) may run its iterations in parallel. */
static bool can_parallelize(DepNest *n, IrOp *loop, int d, const Holds *h) {
  int64_t step;
  return ir_for_inits_count(loop) == 0 && loop->nresults == 0 &&
         ir_type_is_index(ir_for_lb(loop)->type) && !ir_op_get_attr(loop, "unsignedCmp") &&
         ir_value_const_int(ir_for_step(loop), &step) && step > 0 && !h->parallel &&
         !dep_loop_carries(n, loop, d);
}

/* loop.for -> loop.parallel over the same bounds and body. */
static void convert(Parallelize *p, IrOp *loop) {
  IrBuilder b = {p->ctx, loop->parent, loop, loop->loc};
  IrValue *ops[3] = {ir_for_lb(loop), ir_for_ub(loop), ir_for_step(loop)};
  IrOp *par = ir_build(&b, OP_PARALLEL, 3, ops, 0, NULL, 1);
  ir_op_set_region(par, 0, ir_op_region(loop, 0));
  ir_op_set_region(loop, 0, ir_region_create(p->ctx));
  ir_op_erase(loop);
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

/* Tries loop (depth d of n), else the loops directly in its body. */
static void visit(Parallelize *p, DepNest *n, IrOp *loop, int d) {
  Holds h = {false, false};
  for (IrOp *op = ir_op_region(loop, 0)->first->first; op; op = op->next)
    ir_walk(op, find_loops, &h);
  if (worth_threads(loop, &h) && can_parallelize(n, loop, d, &h)) {
    convert(p, loop);
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
  DepNest n;
  dep_nest_init(&n, p->ctx, op);
  visit(p, &n, op, 0);
  dep_nest_free(&n);
  return false;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  Parallelize p = {ctx, 0};
  ir_walk(module, find_nests, &p);
  return true;
}

const IrPass parallelize_pass = {
    "parallelize",
    "make loop.for loops without carried dependences loop.parallel (OpenMP in the C)",
    run, NULL, 0};
