/* forall.h: scf.forall's mixed static/dynamic bounds (staticLowerBound,
 * staticUpperBound, staticStep: TY_DYN where an operand gives the value),
 * its device mapping, and the verifiers of scf.forall and
 * scf.forall.in_parallel with mlir-opt 22's messages (docs/DESIGN.md,
 * "scf.forall"). */
#ifndef LOOPC_FORALL_H
#define LOOPC_FORALL_H

#include "ir.h"

typedef struct IrVerifier IrVerifier;

/* The three lists, in operand order: lower bounds, upper bounds, steps. */
typedef enum IrForallListKind { IR_FORALL_LBS, IR_FORALL_UBS, IR_FORALL_STEPS } IrForallListKind;

typedef struct IrForallList {
  int n;               /* entries */
  const int64_t *stat; /* n static values, TY_DYN where an operand gives it */
  int first;           /* operand index of the list's first dynamic entry */
} IrForallList;

/* The attribute name of a list ("staticLowerBound", ...). */
const char *ir_forall_list_attr(IrForallListKind which);
/* The list into *l; false when its attribute is missing or not an i64
 * dense array (the verifier reports it). */
bool ir_forall_list(const IrOp *op, IrForallListKind which, IrForallList *l);
/* The loop's rank: the length of its lower bound list (MLIR's getRank). */
int ir_forall_rank(const IrOp *op);
/* Entry i of a list: *value the operand giving it, or NULL and *stat its
 * static value. False when the lists are malformed. */
bool ir_forall_entry(const IrOp *op, IrForallListKind which, int i, IrValue **value, int64_t *stat);
/* An scf.forall in the custom form `(%i) in (...)`: every lower bound a
 * static 0 and every step a static 1 (MLIR's isNormalized, which also
 * takes constant operands). */
bool ir_forall_is_normalized(const IrOp *op);
/* Whether a is an array of device mapping attributes (the gpu dialect's
 * #gpu.block, thread, warp, warpgroup, lane, memory_space), ForallOp's
 * `mapping` constraint. */
bool ir_forall_mapping_ok(const IrAttr *a);
/* The operandSegmentSizes the lists imply (lower bounds, upper bounds,
 * steps, outputs) into sizes[4]. */
void ir_forall_segment_sizes(const IrOp *op, int64_t *sizes);

/* The verifiers (ir/verify.c's table calls them). */
bool ir_verify_forall(IrVerifier *v, IrOp *op);
bool ir_verify_forall_regions(IrVerifier *v, IrOp *op);
bool ir_verify_in_parallel(IrVerifier *v, IrOp *op);

#endif
