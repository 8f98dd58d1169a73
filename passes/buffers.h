/* buffers.h: helpers the buffer passes (mem2reg, promote-loop-buffers,
 * reuse-loop-buffers) share: constant element indices, small static
 * buffers, and where an init buffer is used. */
#ifndef LOOPC_BUFFERS_H
#define LOOPC_BUFFERS_H

#include "../ir/ir.h"

/* Buffers of at most this many elements are promoted to values. */
enum { BUF_MAX_ELEMS = 16 };

/* The linear (row-major) element index that op's indices, operands first..
 * first+rank-1, select in memref type t when they are all constants within
 * the bounds; -1 otherwise. */
int buf_const_index(const IrOp *op, int first, const IrType *t);
/* Builds at b the constant indices of element e of static memref type t. */
void buf_build_indices(IrBuilder *b, const IrType *t, int e, IrValue **idx);
/* A static memref of 1..BUF_MAX_ELEMS integer, index or float elements. */
bool buf_is_small_static(const IrType *t);
/* The zero of scalar type t, built at b. */
IrValue *buf_build_zero(IrBuilder *b, IrType *t);
/* Whether v is used by loop exactly once and otherwise only inside ops that
 * come before loop in its block (so nothing reads it once the loop owns it). */
bool buf_init_owned_by(const IrValue *v, const IrOp *loop);

#endif
