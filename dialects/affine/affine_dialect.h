/* affine_dialect.h: the affine dialect: its ops (affine_ops.def; their kinds,
 * OP_AFFINE_*, come from dialects/dialects.def), its registration, and the
 * questions the parser, printer, verifier and lower-affine share about them
 * (operand groups, the valid dim / symbol rules). */
#ifndef LOOPC_AFFINE_DIALECT_H
#define LOOPC_AFFINE_DIALECT_H

#include "../dialects.h"

/* The dialect (ir/dialect.h): namespace "affine", the ops of affine_ops.def,
 * folded by affine_fold (constant maps) into arith.constants. */
extern const IrDialect affine_dialect;

/* Registers the affine dialect (idempotent; dialects_register_all does it). */
void affine_dialect_register(void);

/* Whether op belongs to the affine dialect. */
static inline bool affine_op_is(const IrOp *op) {
  int k = (int)ir_op_kind(op);
  return k > OP_AFFINE_BEFORE_FIRST_ && k < OP_AFFINE_END_;
}

/* An affine map attribute of op (named name), or NULL. */
IrAttr *affine_op_map(const IrOp *op, const char *name);

/* affine.for's operand groups (its operandSegmentSizes: lower bound
 * operands, upper bound operands, inits): the first operand of each and
 * their counts, from the maps (lowerBoundMap, upperBoundMap). */
typedef struct AffineForGroups {
  int lb_first, nlb, ub_first, nub, init_first, ninits;
} AffineForGroups;
bool affine_for_groups(const IrOp *op, AffineForGroups *g);
/* affine.for's constant step (the `step` attribute; 1 when absent). */
int64_t affine_for_step(const IrOp *op);

/* The affine.load / affine.store / affine.apply / affine.min / affine.max /
 * affine.if operand that the map's dims and symbols start at (after the
 * stored value and the memref). */
int affine_op_map_operands_begin(const IrOp *op);

/* MLIR's isValidDim / isValidSymbol (AffineOps.cpp): whether v may be an
 * affine dim / symbol anywhere; the _in forms: in region scope (the
 * affine scope of the op using it, affine_scope_of). */
bool affine_is_valid_dim(const IrValue *v);
bool affine_is_valid_symbol(const IrValue *v);
bool affine_is_valid_symbol_in(const IrValue *v, const IrRegion *scope);
bool affine_is_valid_dim_in(const IrValue *v, const IrRegion *scope);
/* MLIR's getAffineScope: the closest region of an op with the
 * AffineScope trait (func.func, module) around op, or NULL. */
IrRegion *affine_scope_of(const IrOp *op);

#endif
