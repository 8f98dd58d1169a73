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
/* getConstantTripCount: the number of iterations when it is a constant
 * (the smallest of a min upper bound's; a negative count is 0). */
bool affine_for_const_trip_count(IrContext *ctx, const IrOp *op, uint64_t *n);

#endif
