/* dialect.c: the registry of dialects above ir/ (ir/dialect.h): their op
 * kinds, namespaces and hooks. */
#include "dialect.h"

#include <pthread.h>
#include <string.h>

const IrOpInfo *ir_ext_op_infos[IR_MAX_EXT_OPS];
static const IrDialect *kind_dialect[IR_MAX_EXT_OPS];
static const IrDialect *dialects[IR_MAX_DIALECTS];
static int ndialects;
static int ext_kind_end = OP_COUNT; /* one past the last registered kind */
static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;

int ir_num_op_kinds(void) { return ext_kind_end; }

static bool registered(const IrDialect *d) {
  for (int i = 0; i < ndialects; i++)
    if (dialects[i] == d)
      return true;
  return false;
}

/* The rules of ir/dialect.h, checked once per dialect. */
static void check_dialect(const IrDialect *d) {
  if (ndialects == IR_MAX_DIALECTS)
    ir_unreachable("more dialects than IR_MAX_DIALECTS");
  if (ir_dialect_lookup(d->name, strlen(d->name)))
    ir_unreachable("two dialects with one namespace");
  if (d->first_kind < OP_COUNT || d->nops < 0 || d->first_kind + d->nops > OP_COUNT + IR_MAX_EXT_OPS)
    ir_unreachable("dialect op kinds outside OP_COUNT .. OP_COUNT + IR_MAX_EXT_OPS");
  for (int i = 0; i < d->nops; i++) {
    if ((int)d->ops[i].kind != d->first_kind + i)
      ir_unreachable("dialect op kinds must follow its first_kind in order");
    if (ir_ext_op_infos[d->first_kind + i - OP_COUNT])
      ir_unreachable("two dialects share an op kind");
  }
}

void ir_dialect_register(const IrDialect *d) {
  pthread_mutex_lock(&registry_lock);
  if (!registered(d)) {
    check_dialect(d);
    ir_op_names_add(d->ops, d->nops);
    for (int i = 0; i < d->nops; i++) {
      ir_ext_op_infos[d->first_kind + i - OP_COUNT] = &d->ops[i];
      kind_dialect[d->first_kind + i - OP_COUNT] = d;
    }
    if (d->first_kind + d->nops > ext_kind_end)
      ext_kind_end = d->first_kind + d->nops;
    dialects[ndialects++] = d;
  }
  pthread_mutex_unlock(&registry_lock);
}

const IrDialect *ir_dialect_lookup(const char *ns, size_t len) {
  for (int i = 0; i < ndialects; i++)
    if (strlen(dialects[i]->name) == len && memcmp(dialects[i]->name, ns, len) == 0)
      return dialects[i];
  return NULL;
}

const IrDialect *ir_dialect_of_kind(int kind) {
  return kind >= OP_COUNT && kind < OP_COUNT + IR_MAX_EXT_OPS ? kind_dialect[kind - OP_COUNT]
                                                              : NULL;
}

IrAttr *ir_op_fold(IrContext *ctx, IrOp *op) {
  const IrDialect *d = ir_op_dialect(op);
  return d && d->fold ? d->fold(ctx, op) : NULL;
}

IrValue *ir_dialect_core_constant(IrBuilder *b, IrAttr *value, IrType *type) {
  if ((value->kind != ATTR_INT && value->kind != ATTR_FLOAT) || value->type != type)
    return NULL;
  IrOp *op = ir_build(b, OP_CONSTANT, 0, NULL, 1, &type, 0);
  ir_op_set_attr_ex(b->ctx, op, "value", value, true);
  return &op->results[0];
}
