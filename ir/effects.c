/* effects.c: what each op does to memory, and the questions passes ask of
 * it (trivially dead? speculatable? may two memrefs alias?), after MLIR's
 * side-effect interfaces. */
#include "ir.h"
#include "views.h"

unsigned ir_op_effects(const IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_LOAD: return EFF_READ;
  case OP_STORE: return EFF_WRITE;
  case OP_COPY: return EFF_READ | EFF_WRITE;
  case OP_ALLOC: case OP_ALLOCA: return EFF_ALLOC;
  case OP_DEALLOC: return EFF_FREE;
  case OP_REALLOC: return EFF_READ | EFF_ALLOC | EFF_FREE; /* copies, then frees its source */
  case OP_ATOMIC_RMW: case OP_GENERIC_ATOMIC_RMW: return EFF_READ | EFF_WRITE;
  case OP_CALL: case OP_UNKNOWN: return EFF_UNKNOWN;
  case OP_FOR: case OP_IF: case OP_PARALLEL: case OP_WHILE: case OP_REDUCE:
  case OP_INDEX_SWITCH: case OP_ALLOCA_SCOPE: case OP_EXECUTE_REGION: case OP_MODULE: case OP_FUNC:
  case OP_FORALL: case OP_IN_PARALLEL:
    return 0; /* only what is nested in them */
  default:
    /* The affine dialect's, by syntax class (ir/ cannot name its kinds):
     * MLIR's memory effects of affine.load and affine.store, and the
     * recursive effects of its loops and ifs. */
    switch (op->info->syntax) {
    case SYN_AFFINE_LOAD: return EFF_READ;
    case SYN_AFFINE_STORE: return EFF_WRITE;
    case SYN_AFFINE_FOR: case SYN_AFFINE_IF: case SYN_AFFINE_PARALLEL: case SYN_AFFINE_YIELD:
    case SYN_AFFINE_APPLY: case SYN_AFFINE_DELINEARIZE: case SYN_AFFINE_LINEARIZE:
      return 0;
    default: break;
    }
    if (ir_op_is_extension(op))
      return EFF_UNKNOWN;
    return ir_op_has_trait(op, T_PURE) ? 0 : EFF_UNKNOWN;
  }
}

bool ir_op_is_allocation_scope(const IrOp *op) {
  return op && (ir_op_is(op, OP_FUNC) || ir_op_is(op, OP_ALLOCA_SCOPE) || ir_op_is(op, OP_FOR) ||
                ir_op_is(op, OP_PARALLEL) || ir_op_is(op, OP_FORALL) ||
                op->info->syntax == SYN_AFFINE_FOR || op->info->syntax == SYN_AFFINE_PARALLEL);
}

static IrWalkResult add_effects(IrWalker *w, IrOp *op) {
  unsigned *e = w->data;
  *e |= ir_op_effects(op);
  return *e & EFF_UNKNOWN ? IR_WALK_INTERRUPT : IR_WALK_ADVANCE;
}

unsigned ir_op_effects_nested(const IrOp *op) {
  unsigned e = 0;
  IrWalker w = {.enter_op = add_effects, .data = &e};
  ir_walker_run(&w, (IrOp *)op);
  return e;
}

IrValue *ir_op_written_memref(const IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_STORE: return ir_op_operand(op, 1);
  case OP_COPY: return ir_op_operand(op, 1);
  case OP_DEALLOC:
  case OP_REALLOC:
  case OP_GENERIC_ATOMIC_RMW: return ir_op_operand(op, 0);
  case OP_ATOMIC_RMW: return ir_op_operand(op, 1);
  default: return op->info->syntax == SYN_AFFINE_STORE ? ir_op_operand(op, 1) : NULL;
  }
}

bool ir_op_is_dead_given_effects(const IrOp *op, unsigned nested_effects) {
  /* A loop.reduce has no results, but it carries its parallel's result. */
  if (ir_op_has_trait(op, T_TERMINATOR) || ir_op_is(op, OP_FUNC) || ir_op_is(op, OP_MODULE) ||
      ir_op_is(op, OP_REDUCE))
    return false;
  for (int i = 0; i < op->nresults; i++)
    if (op->results[i].uses)
      return false;
  /* Reads, and allocations of results nobody uses (each allocation is of
   * the allocating op's own result), leave no trace; anything else stays. */
  return (nested_effects & ~(unsigned)(EFF_READ | EFF_ALLOC)) == 0;
}

bool ir_value_const_int(const IrValue *v, int64_t *out) {
  const IrOp *d = v->def_op;
  if (!d || !ir_op_is(d, OP_CONSTANT))
    return false;
  IrAttr *a = ir_op_get_attr(d, "value");
  if (!a || a->kind != ATTR_INT)
    return false;
  *out = a->u.i;
  return true;
}

bool ir_op_is_speculatable_given_nested(const IrOp *op, bool nested_speculatable) {
  int64_t c;
  switch (ir_op_kind(op)) {
  /* MLIR's recursively speculatable region ops. A loop.for with step 1
   * always ends; with a larger step the induction variable may wrap around
   * before it reaches the upper bound. loop.parallel and loop.while are
   * never speculated, as in MLIR (a while may not end). */
  case OP_IF: case OP_INDEX_SWITCH:
    return nested_speculatable;
  case OP_FOR:
    return nested_speculatable && ir_value_const_int(ir_op_operand(op, 2), &c) && c == 1;
  default:
    break;
  }
  /* The affine dialect's, by syntax class as above: affine.if, and affine.for
   * with step 1 (its `step` attribute, 1 when absent), as MLIR's
   * getSpeculatability; affine.parallel never. */
  if (op->info->syntax == SYN_AFFINE_IF)
    return nested_speculatable;
  if (op->info->syntax == SYN_AFFINE_FOR) {
    const IrAttr *s = ir_op_get_attr(op, "step");
    return nested_speculatable && (!s || (s->kind == ATTR_INT && s->u.i == 1));
  }
  if (op->nregions || ir_op_effects(op) != 0 || !ir_op_has_trait(op, T_PURE))
    return false;
  switch (ir_op_kind(op)) {
  case OP_DIVUI: case OP_REMUI: case OP_CEILDIVUI:
    return ir_value_const_int(ir_op_operand(op, 1), &c) && c != 0;
  case OP_DIVSI: case OP_REMSI: case OP_CEILDIVSI: case OP_FLOORDIVSI:
    /* Signed division also overflows (INT_MIN / -1). */
    return ir_value_const_int(ir_op_operand(op, 1), &c) && c != 0 && c != -1;
  case OP_DIM: {
    const IrType *t = ir_op_operand(op, 0)->type;
    return ir_value_const_int(ir_op_operand(op, 1), &c) && t->rank >= 0 && c >= 0 && c < t->rank;
  }
  default:
    return true;
  }
}

/* Each nested op is judged as if what is nested in it were speculatable:
 * the walk reaches those too. */
static IrWalkResult nested_speculatable(IrWalker *w, IrOp *op) {
  if (ir_walker_depth(w) == 0 || ir_op_is_speculatable_given_nested(op, true))
    return IR_WALK_ADVANCE;
  *(bool *)w->data = false;
  return IR_WALK_INTERRUPT;
}

bool ir_op_is_speculatable(const IrOp *op) {
  bool nested = true;
  IrWalker w = {.enter_op = nested_speculatable, .data = &nested};
  ir_walker_run(&w, (IrOp *)op);
  return ir_op_is_speculatable_given_nested(op, nested);
}

/* The value a memref comes from, looking through memref.cast and the
 * views of it (subview, reinterpret_cast, collapse/expand_shape, reshape,
 * assume_alignment). */
static const IrValue *memref_root(const IrValue *v) {
  while (v->def_op && ir_op_is_view(v->def_op))
    v = ir_op_operand(v->def_op, 0);
  return v;
}

static bool is_fresh_alloc(const IrValue *v) {
  return v->def_op && (ir_op_is(v->def_op, OP_ALLOC) || ir_op_is(v->def_op, OP_ALLOCA));
}

static bool is_func_arg(const IrValue *v) {
  IrOp *parent = v->def_op ? NULL : ir_block_parent_op(v->owner_block);
  return parent && ir_op_is(parent, OP_FUNC);
}

bool ir_memref_may_alias(const IrValue *a, const IrValue *b) {
  a = memref_root(a);
  b = memref_root(b);
  if (a == b)
    return true;
  /* An allocation made in this invocation is distinct from every other
   * allocation and from every argument, which existed before it. */
  if (is_fresh_alloc(a) && (is_fresh_alloc(b) || is_func_arg(b)))
    return false;
  if (is_fresh_alloc(b) && is_func_arg(a))
    return false;
  return true;
}
