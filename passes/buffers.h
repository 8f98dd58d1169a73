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
/* Whether loop may take buffer v over, whatever its trip count: v is a
 * fresh memref.alloc, loop uses it exactly once, and every other use of it
 * or of a memref.cast of it (every name it has) only reads or writes
 * elements (load, store into it, copy, dim) inside ops that come before
 * loop in its block. So nothing but the loop sees the buffer from the loop
 * on: not through a cast, a call (which may keep it), a yield, a return or
 * the caller (a function argument), even when the loop runs no trip and
 * its result is v itself. */
bool buf_init_owned_by(const IrValue *v, const IrOp *loop);

#endif
