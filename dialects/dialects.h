/* dialects.h: the op kinds of every dialect above ir/ (dialects.def assigns
 * the ranges) and the registration of all of them. */
#ifndef LOOPC_DIALECTS_H
#define LOOPC_DIALECTS_H

#include "../ir/dialect.h"

/* Plain int constants (not a second enum type), so that they mix with
 * IrOpKind in ir_op_is() and comparisons without enum-conversion warnings.
 * Each dialect's op kinds run from OP_<ID>_BEFORE_FIRST_ + 1 to
 * OP_<ID>_END_ - 1; the next dialect's start at the previous one's
 * OP_<ID>_END_ (the markers repeat a value instead of taking one). */
enum {
  OP_DIALECTS_BEFORE_FIRST_ = OP_COUNT - 1,
#define DIALECT_BEGIN(ID, name) OP_##ID##_FIRST_MARK_, OP_##ID##_BEFORE_FIRST_ = OP_##ID##_FIRST_MARK_ - 1,
#define DIALECT_END(ID, name) OP_##ID##_END_, OP_##ID##_END_MARK_ = OP_##ID##_END_ - 1,
#define OP(id, ...) OP_##id,
#include "dialects.def"
#undef OP
#undef DIALECT_END
#undef DIALECT_BEGIN
  OP_DIALECTS_END_
};

/* Registers every dialect of dialects.def (idempotent, thread-safe): what
 * the driver, the C API and the fuzzers call before parsing or importing. */
void dialects_register_all(void);

#endif
