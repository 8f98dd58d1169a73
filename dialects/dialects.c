/* dialects.c: the list of dialects (dialects.def) and their registration. */
#include "dialects.h"

#define DIALECT_BEGIN(ID, name) extern const IrDialect name##_dialect;
#define DIALECT_END(ID, name)
#define OP(...)
#include "dialects.def"
#undef OP
#undef DIALECT_END
#undef DIALECT_BEGIN

void dialects_register_all(void) {
#define DIALECT_BEGIN(ID, name) ir_dialect_register(&name##_dialect);
#define DIALECT_END(ID, name)
#define OP(...)
#include "dialects.def"
#undef OP
#undef DIALECT_END
#undef DIALECT_BEGIN
}
