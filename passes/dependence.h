/* dependence.h: memory dependences between the loads and stores of a loop
 * nest, for the loop optimizer (parallelize) and for people (the pass
 * print-dependences reports them as remarks).
 *
 * A nest is a loop.for or an affine.for and everything in it. Each
 * memref.load and memref.store in it is an access, and so is each
 * affine.load and affine.store; its subscripts are read as affine forms
 * (sums of constant multiples of the induction variables of the nest's
 * loop.for and affine.for ops and of values invariant in the nest, plus a
 * constant) from the arith ops that compute them (addi, subi, muli and shli
 * by constants, constants), or from the affine maps that state them
 * (affine.apply, and the subscript maps, flattened: a floordiv or mod that
 * does not cancel is not affine here), the operands' forms substituted for
 * the maps' dims and symbols. For two
 * accesses that may touch one element, one of them a store, the distance
 * vector over their common loops says how many iterations of each loop lie
 * between them: exact where the subscripts are uniform (the same
 * coefficients on both sides, as PolyBench's A[i][j] and A[i-1][j+1]),
 * "any" where the analysis cannot tell, which is always safe. Two accesses
 * are independent when their subscripts can never be equal (a constant
 * difference that is not a multiple, the GCD test, a distance beyond a
 * constant trip count, no solution within the loops' bounds by
 * Fourier-Motzkin elimination) or their memrefs cannot overlap (two allocations, or
 * an allocation and anything that existed before it; function arguments may
 * alias one another unless one carries `llvm.noalias`).
 *
 * Cost: forms are computed once per value (memoized); the pairs are tested
 * per memref, so a nest of n accesses to one buffer costs O(n^2) tests of
 * its rank (a test with the bounds: at most 24 variables and 256 rows of
 * Fourier-Motzkin, dependence.c); nests of more than DEP_MAX_ACCESSES accesses are not analyzed
 * (every loop then carries a dependence). */
#ifndef LOOPC_DEPENDENCE_H
#define LOOPC_DEPENDENCE_H

#include "passes.h"

enum { DEP_MAX_ACCESSES = 512, DEP_MAX_DEPTH = 64 };

/* coef * v: v an induction variable of one of the nest's loop.for ops, or a
 * value invariant in the nest. */
typedef struct DepTerm {
  IrValue *v;
  int64_t coef;
} DepTerm;

/* The affine form sum(terms) + k, terms sorted by value. */
typedef struct DepForm {
  DepTerm *terms;
  int nterms;
  int64_t k;
} DepForm;

typedef struct DepAccess {
  IrOp *op;       /* memref.load or memref.store, affine.load or affine.store */
  IrValue *base;  /* its memref, through memref.cast */
  bool write;
  IrOp **loops;   /* the nest's loop.for / affine.for ops around it, outermost (the root) first */
  int nloops;
  DepForm **subs; /* one per dimension; NULL when one of them is not affine */
  int rank;
} DepAccess;

/* One component of a distance vector: the iterations of its loop between
 * the source and the sink, when exact; any number otherwise. */
typedef struct DepDist {
  bool exact;
  int64_t dist;
} DepDist;

typedef struct DepNest {
  IrContext *ctx;
  IrOp *root;       /* the outermost loop.for or affine.for */
  DepAccess *acc;   /* in program order */
  int nacc;
  /* Something in the nest touches memory other than through loads and
   * stores (a call, memref.copy, a dealloc of an outer buffer, an unknown
   * op), or it has too many accesses: nothing is known. */
  bool opaque;
  /* Take different function arguments for disjoint memory (for a version
   * of the nest that runs only after checking that they are): set by
   * dep_nest_init for a nest in the then region of a loop.if marked
   * DEP_DISJOINT_ARGS_ATTR. */
  bool args_disjoint;
  unsigned flags; /* DEP_UNKNOWN_OPS_INERT */
  Arena arena;
  HashMap forms;    /* IrValue* -> DepForm* (or NOT_AFFINE) */
  HashMap invariant; /* IrValue* -> 1 invariant / 2 not */
} DepNest;

/* The unit attribute parallelize puts on the loop.if of its run-time
 * overlap check: in its then region, the function arguments that the code
 * there writes do not overlap the other arguments it accesses. (A hand-
 * written one asserts the same, as llvm.noalias does.) */
#define DEP_DISJOINT_ARGS_ATTR "loopc.disjoint_args"

/* The unit attribute register-tile puts on a loop.parallel whose
 * iterations cost the same (even blocks of row tiles): the C backend gives
 * each thread one contiguous share, where a loop.parallel holding a loop
 * whose bounds vary with the iteration has its iterations dealt out in
 * turn (a triangle's rows). Read by codegen/cg_parallel.c. */
#define EVEN_SHARES_ATTR "loopc.even_shares"

/* The unit attribute register-tile puts on a loop.parallel whose
 * iterations' cost grows linearly with the iteration (blocks of a
 * triangle's rows, row i costing a + b * i): the C backend gives each
 * thread a share of the pairs of iterations t and last - t, which cost
 * the same, as it does for a loop it sees is linear (cg_parallel.c,
 * linear_work). Read by codegen/cg_parallel.c. */
#define LINEAR_SHARES_ATTR "loopc.linear_shares"

/* The unit attribute wavefront-unroll-jam puts on a loop.for jammed from
 * rows that read a row apart, its chains in iter_args: the C backend
 * passes each floating-point iter_arg through an empty asm statement under
 * clang, so that its SLP vectorizer does not pack the rows' chains into
 * vectors loaded by gathers. Read by codegen/cg_control.c. */
#define NO_SLP_ATTR "loopc.no_slp"

/* Whether op lies in region `region` of a loop.if marked
 * DEP_DISJOINT_ARGS_ATTR, at any depth: 0, the then region, where the
 * arguments are apart; 1, the else region, where they overlap. */
bool dep_in_overlap_check(const IrOp *op, int region);

/* A cache's size in bytes for a pass's option: kib KiB when positive, else
 * this machine's level-1 data cache (level 1) or level-2 cache (level 2) as
 * sysconf gives it, else def_kib KiB. affine-loop-tile's cache-size and
 * register-tile's l1-size and l2-size. */
int64_t dep_cache_bytes(int level, int64_t kib, int64_t def_kib);

/* Whether op is a loop.for or an affine.for (the loops of a nest). */
bool dep_is_for(const IrOp *op);

/* Whether block b lies inside op (in one of its regions, at any depth). */
bool dep_block_inside(const IrBlock *b, const IrOp *op);

/* Whether v is defined inside op (in one of its regions, at any depth). */
bool dep_value_inside(const IrValue *v, const IrOp *op);

/* The body block of a loop (its first region's first block). */
IrBlock *dep_loop_body(const IrOp *loop);

/* Collects the accesses of the nest rooted at the loop.for or affine.for root. */
void dep_nest_init(DepNest *n, IrContext *ctx, IrOp *root);
/* The same, with flags: DEP_UNKNOWN_OPS_INERT takes ops of unregistered
 * dialects for ops that touch no memory, as MLIR's affine analyses (which
 * see only affine loads and stores) do; for passes that print IR for
 * MLIR's tests, since loopc compiles no such op. */
enum { DEP_UNKNOWN_OPS_INERT = 1 };
void dep_nest_init_opts(DepNest *n, IrContext *ctx, IrOp *root, unsigned flags);
void dep_nest_free(DepNest *n);

/* Whether accesses a and b (at least one a store) may touch one element.
 * If so, dist[0 .. *ncommon) is the distance vector over their common
 * loops (a's iteration to b's), the outermost DEP_MAX_DEPTH of them (dist
 * has room for that many). */
bool dep_test(DepNest *n, const DepAccess *a, const DepAccess *b, DepDist *dist, int *ncommon);

/* Whether memrefs a and b (behind casts) cannot overlap: distinct
 * allocations (ir_memref_may_alias), or two function arguments of which
 * one has llvm.noalias or which n takes as disjoint (args_disjoint). */
bool dep_disjoint(const DepNest *n, const IrValue *a, const IrValue *b);

/* Whether a and b (memrefs behind casts) are two function arguments that
 * may alias: neither has llvm.noalias. */
bool dep_args_may_alias(const IrValue *a, const IrValue *b);

/* Whether the loop at depth d of the nest (0: the root) may carry a
 * dependence: two accesses inside it, one a store, that may touch one
 * element in different iterations of it and the same iteration of every
 * loop around it within the nest. */
bool dep_loop_carries(DepNest *n, IrOp *loop, int d);

/* Whether a and b (one of them a store) may touch one element with a in
 * an earlier iteration of their common loop at depth d than b, in one
 * iteration of the loops around it (true when d is not a common loop). */
bool dep_may_precede(DepNest *n, const DepAccess *a, const DepAccess *b, int d);

/* dep_may_precede, and b's iteration of its loop at depth d + 1 (inside
 * the loop at depth d) may be below a's iteration of the loop at depth d:
 * the dependences that running a group of iterations of loop d with the
 * start of their inner loops jammed (up to the group's first iteration)
 * would reverse. False when b is in no loop at depth d + 1. */
bool dep_may_precede_below(DepNest *n, const DepAccess *a, const DepAccess *b, int d);

/* Whether loop's body holds a loop of any kind (for, while, parallel). */
bool dep_holds_loop(const IrOp *loop);

/* Whether loop is a loop.for with ninits iter_args, an index induction
 * variable compared signed and a constant positive step: the loops
 * loop-interchange swaps (and reduction-to-memory prepares for it). */
bool dep_simple_for(const IrOp *loop, int ninits);

/* What access a costs in a loop whose induction variable is v, were that
 * loop innermost (loop-interchange's measure, which reduction-to-memory
 * predicts): v absent from the subscripts costs nothing for a load (a
 * register) and 2 for a store (a cell stored every iteration, a serial
 * chain the C compiler cannot vectorize without reassociating); v only in
 * the last subscript with coefficient +-1 nothing (unit stride); anything
 * else 1. */
int dep_stride_cost(const DepAccess *a, const IrValue *v);

/* The outermost loop.parallel ops under root (none inside another), in
 * walk order, for the passes that transform them (register-tile,
 * parallel-unroll-jam); *n of them, in an array the caller frees. */
IrOp **dep_outer_parallels(IrOp *root, size_t *n);

/* The outermost ops of kind want under root (none inside another, none
 * inside an op of kind skip; skip == want for none), in walk order; *n of
 * them, in an array the caller frees (the nest roots of a pass that
 * transforms them, collected before it moves them). */
IrOp **dep_outer_ops(IrOp *root, IrOpKind want, IrOpKind skip, size_t *n);

/* Value maps for ir_op_clone (IrValue* -> IrValue*): put, and look up
 * (v itself when it has no entry). */
void dep_map_put(HashMap *m, const IrValue *from, IrValue *to);
IrValue *dep_mapped(HashMap *m, IrValue *v);

/* A clone of op (through map, see ir_op_clone) inserted at b. */
IrOp *dep_clone_at(IrBuilder *b, const IrOp *op, HashMap *map);

/* Unroll-and-jam's inner loop: one loop.for at b from lb to ub (values that
 * every copy shares) with loop's step, running u copies of loop's body side
 * by side, op by op, copy c through maps[c]; the iter_args copy-major (copy
 * c's a-th at c * n + a); each copy's results of loop mapped to the new
 * loop's. */
IrOp *dep_jam_for(IrBuilder *b, IrOp *loop, IrValue *lb, IrValue *ub, HashMap *maps, int u);
/* The same, each iteration running copy 0's whole body, then copy 1's, ...
 * (copy-major: a dependence from copy c to a later copy at the same
 * iteration keeps its order whatever the ops' order in the body). */
IrOp *dep_jam_for_by_copy(IrBuilder *b, IrOp *loop, IrValue *lb, IrValue *ub, HashMap *maps, int u);

/* The pairs of argument memrefs (a written one, another one accessed) that
 * must not overlap for a version of a nest that takes them as disjoint
 * (parallelize's parallel copy, privatize-buffers' private copy), each pair
 * once. */
typedef struct DepPairs {
  IrValue **a, **b;
  size_t n, cap;
} DepPairs;

/* v as an affine form of n's induction variables and invariant values (the
 * forms of the accesses' subscripts), or NULL; a + sign * b, or NULL when a
 * coefficient overflows. Both live in n's arena. */
const DepForm *dep_value_form(DepNest *n, IrValue *v);
const DepForm *dep_form_add(DepNest *n, const DepForm *a, const DepForm *b, int64_t sign);

void dep_pairs_add(DepPairs *ps, IrValue *a, IrValue *b);
void dep_pairs_free(DepPairs *ps);

/* Whether every memref in the pairs has a shape the check can measure: a
 * ranked memref of scalars with the identity layout. */
bool dep_pairs_measurable(const DepPairs *ps);

/* An i1 built at b: no two memrefs of a pair overlap (each memref's bytes
 * spanning [aligned, aligned + sizes * element bytes)). */
IrValue *dep_no_overlap(IrBuilder *b, const DepPairs *ps);

/* op (an op without results) becomes `loop.if (dep_no_overlap(ps)) { a copy
 * of op } else { op }`, the if marked DEP_DISJOINT_ARGS_ATTR so that the
 * analysis takes the arguments as disjoint in its then region; returns the
 * copy, for the caller to transform. */
IrOp *dep_version_disjoint(IrContext *ctx, IrOp *op, const DepPairs *ps);

#endif
