/* affine_utils.h: what the affine transformation passes share (MLIR's
 * AffineValueMap::difference and getConstantTripCount, Affine/Utils and
 * Affine/Analysis): maps with their operands, and an affine.for's trip
 * count. */
#ifndef LOOPC_AFFINE_UTILS_H
#define LOOPC_AFFINE_UTILS_H

#include "../dialects/affine/affine_dialect.h"

/* A map and its operands (dims, then symbols; malloc'ed): AffineValueMap. */
typedef struct AffineValueMap {
  IrAttr *map;
  IrValue **ops;
} AffineValueMap;

static inline int affine_map_inputs(const IrAttr *m) {
  return m->u.affine.ndims + m->u.affine.nsyms;
}
/* The value map of map over op's operands from first on. */
AffineValueMap affine_value_map_of(IrAttr *map, const IrOp *op, int first);
/* AffineValueMap::difference: a - b result by result (b's dims and symbols
 * after a's), composed, canonicalized and simplified; out->ops malloc'ed.
 * False (out->ops NULL) when the composition is not affine. */
bool affine_value_map_difference(IrContext *ctx, const AffineValueMap *a, const AffineValueMap *b,
                                 AffineValueMap *out);
/* The for's upper bound minus its one lower bound, repeated for each upper
 * bound result (getTripCountMapAndOperands before the division by the
 * step); false when the lower bound has several results. */
bool affine_for_span(IrContext *ctx, const IrOp *op, AffineValueMap *out);
/* Whether map is one constant result, in *v. */
bool affine_map_single_const(const IrAttr *m, int64_t *v);
/* getTripCountMapAndOperands: the trip count as a map over operands (one
 * result per upper bound; a constant map for constant bounds); false when
 * the lower bound has several results. */
bool affine_for_trip_count_map(IrContext *ctx, const IrOp *op, AffineValueMap *out);
/* getLargestDivisorOfTripCount (1 when unknown; a loop of 0 trips has every
 * divisor: UINT64_MAX). */
uint64_t affine_for_largest_trip_divisor(IrContext *ctx, const IrOp *op);
/* getConstantTripCount: the number of iterations when it is a constant
 * (the smallest of a min upper bound's; a negative count is 0). */
bool affine_for_const_trip_count(IrContext *ctx, const IrOp *op, uint64_t *n);

/* promoteIfSingleIteration: an affine.for that runs exactly once (a lower
 * bound of one result) is replaced by its body, the induction variable by
 * its lower bound (an arith.constant at the top of the function when
 * constant, the operand of a (d0) -> (d0) map, else an affine.apply before
 * the loop), the iter_args by the inits, the results by what the body
 * yields; whether it was (op is then erased). */
bool affine_for_promote_single(IrContext *ctx, IrOp *op);

/* setStep. */
void affine_for_set_step(IrContext *ctx, IrOp *op, int64_t step);
/* generateCleanupLoopForUnroll (affine_loop_unroll.c): a copy of op after
 * it runs the iterations past the last multiple of factor from the lower
 * bound (from no lower than the lower bound: see there), promoted when it
 * runs once; op stops there. False when the trip count has no map. */
bool affine_for_cleanup_loop(IrContext *ctx, IrOp *op, int64_t factor);

/* An integer interval [lo, hi]; known false: nothing is known. */
typedef struct AffineRange {
  bool known;
  int64_t lo, hi;
} AffineRange;
/* The values v takes: a constant, or an affine.for's induction variable
 * from the ranges of its bounds' linear results over constants and outer
 * induction variables (the last value its step reaches when the lower
 * bound is constant). */
AffineRange affine_value_range(IrContext *ctx, IrValue *v);
/* The range of result r of map over op's operands from first (linear
 * results over operands affine_value_range knows). */
AffineRange affine_map_result_range(IrContext *ctx, const IrAttr *map, int r, IrOp *op,
                                    int first);

#endif
