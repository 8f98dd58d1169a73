/* cg_check.c: what the C backend accepts, checked before anything is
 * written: ops of the core dialects inside functions, types C can hold
 * (cg_type_supported) whose sizes fit in 64 bits, constants it can write,
 * signatures the calling conventions can express (cg_abi.c) and parallel
 * loops it can emit (cg_parallel.c).
 *
 * Contract: reports every unsupported construct (not just the first) at its
 * op through diag_op_error and leaves cg->ok false; the emitters may then
 * assume what is checked here (they end in ir_unreachable otherwise). */
#include "cg_internal.h"

#include <string.h>

/* The ops whose C has no i128 form (runtime helpers of 64 bits, OpenMP
 * reductions, loop counters, switch cases, calls, whose signatures cannot
 * have it): an i128 operand or result is refused there. */
static bool i128_ok(const IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_CEILDIVSI: case OP_FLOORDIVSI: case OP_CTLZ: case OP_CTTZ: case OP_CTPOP:
  case OP_IPOWI: case OP_ABSI: case OP_ADDUI_EXTENDED: case OP_MULSI_EXTENDED:
  case OP_MULUI_EXTENDED: case OP_BITCAST: case OP_REDUCE: case OP_SWITCH: case OP_CALL:
  case OP_PARALLEL: case OP_PRINT:
    return false;
  case OP_FOR: /* iter_args are C variables; the counter is not */
    return !cg_is_i128(op->opnds[0].value->type);
  default:
    return true;
  }
}

/* The ops whose C has no form for an odd width (cg_is_odd_int): the
 * extended ops (whose high halves are of the C type's width), reductions,
 * switch flags, calls (no signature can have one) and loop counters. */
static bool odd_ok(const IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_ADDUI_EXTENDED: case OP_MULSI_EXTENDED: case OP_MULUI_EXTENDED: case OP_REDUCE:
  case OP_SWITCH: case OP_CALL: case OP_PARALLEL:
    return false;
  case OP_FOR:
    return !cg_is_odd_int(op->opnds[0].value->type);
  default:
    return true;
  }
}

/* The first operand or result type of op that is i128 (or an odd width),
 * or NULL. */
static IrType *has_type(const IrOp *op, bool (*is)(const IrType *)) {
  for (int i = 0; i < op->nopnds; i++)
    if (is(op->opnds[i].value->type))
      return op->opnds[i].value->type;
  for (int i = 0; i < op->nresults; i++)
    if (is(op->results[i].type))
      return op->results[i].type;
  return NULL;
}

static bool check_type(Cg *cg, IrOp *op, IrType *t, const char *what) {
  if (!cg_type_supported(t)) {
    diag_op_error(cg->diag, op, "%s type '%s' is not supported by the C backend", what,
                  ir_type_str(cg->ctx, t));
    cg->ok = false;
    return false;
  }
  /* Static sizes and strides become constants of the C, so a buffer that
   * cannot exist is caught here rather than wrapping around in the C. */
  if (!ir_type_fits(t)) {
    diag_op_error(cg->diag, op,
                  "%s type '%s' is too large: its size in bytes does not fit in 64 bits", what,
                  ir_type_str(cg->ctx, t));
    cg->ok = false;
    return false;
  }
  return true;
}

/* A function's argument or result: i128 and odd widths only inside
 * functions (no calling convention is promised for them). */
static bool check_boundary_type(Cg *cg, IrOp *op, IrType *t, const char *what) {
  if (cg_is_i128(t) || cg_is_odd_int(t)) {
    diag_op_error(cg->diag, op, "%s type '%s' is not supported by the C backend in a function's signature (only inside functions)", what, ir_type_str(cg->ctx, t));
    cg->ok = false;
    return false;
  }
  return check_type(cg, op, t, what);
}

/* The atomic ops in C: no i1 (a C bool has no wrapping arithmetic), no
 * float-only kind on integers (MLIR's verifier lets maxnumf and minnumf
 * through on them). */
static bool cg_check_atomic(Cg *cg, IrOp *op) {
  IrType *t = op->results[0].type;
  IrAttr *k = ir_op_get_attr(op, "kind");
  const char *kind = k ? ir_atomic_rmw_kind_name(k->u.i) : NULL;
  if (ir_type_is_i1(t)) {
    diag_op_error(cg->diag, op, "on type 'i1' is not supported by the C backend");
    return false;
  }
  if (kind && !ir_type_is_float(t) && (strcmp(kind, "maxnumf") == 0 || strcmp(kind, "minnumf") == 0)) {
    diag_op_error(cg->diag, op, "with kind '%s' on an integer type is not supported by the C backend",
                  kind);
    return false;
  }
  return true;
}

/* One op (ir_walk's visitor): false skips its regions. */
static bool check_op(IrOp *op, void *data) {
  Cg *cg = data;
  IrOpKind k = ir_op_kind(op);
  if (k == OP_MODULE)
    return true;
  IrOp *parent = ir_op_parent_op(op);
  if (k == OP_GLOBAL) {
    IrType *t = ir_op_get_attr(op, "type")->type;
    if (check_type(cg, op, t, "global") && t->layout != IR_LAYOUT_IDENTITY) {
      diag_op_error(cg->diag, op, "of a layout other than the identity is not supported by the C backend");
      cg->ok = false;
    } else if (!ir_op_get_attr(op, "initial_value")) {
      diag_op_error(cg->diag, op,
                    "without an initial value (defined elsewhere) is not supported by the C backend");
      cg->ok = false;
    }
    return false;
  }
  if (parent && ir_op_is(parent, OP_MODULE) && k != OP_FUNC) {
    diag_op_error(cg->diag, op, "is not supported by the C backend at module level");
    cg->ok = false;
    return false;
  }
  IrType *odd = NULL;
  if ((!i128_ok(op) && has_type(op, cg_is_i128)) ||
      (!odd_ok(op) && (odd = has_type(op, cg_is_odd_int)))) {
    diag_op_error(cg->diag, op, "on type '%s' is not supported by the C backend",
                  odd ? ir_type_str(cg->ctx, odd) : "i128");
    cg->ok = false;
    return false;
  }
  if (k == OP_FORALL) { /* the pipeline lowers it first (passes/pipeline.c) */
    diag_op_error(cg->diag, op, "is not supported by the C backend (lower it with --scf-forall-to-parallel)");
    cg->ok = false;
    return false;
  }
  if (k == OP_UNKNOWN || ir_op_is_extension(op)) {
    diag_op_error(cg->diag, op, "is not supported by the C backend%s",
                  ir_op_is_extension(op) ? " (lower its dialect first)" : "");
    cg->ok = false;
    return false;
  }
  if (k == OP_FUNC) {
    IrType *ft = ir_func_type(op);
    if (!ft) {
      diag_op_error(cg->diag, op, "has no function type");
      cg->ok = false;
      return false;
    }
    /* Each argument and result by its number (and an argument by its name,
     * where the function has a body): several may share a type. */
    bool types_ok = true;
    IrBlock *entry = ir_func_entry(op);
    for (int i = 0; i < ft->nins; i++) {
      const char *nm = entry && i < entry->nargs ? entry->args[i]->name : NULL;
      const char *what = nm ? cg_fmt(cg, "argument #%d (%%%s)", i, nm)
                            : cg_fmt(cg, "argument #%d", i);
      types_ok = check_boundary_type(cg, op, ft->ins[i], what) && types_ok;
    }
    for (int i = 0; i < ft->nouts; i++)
      types_ok = check_boundary_type(cg, op, ft->outs[i], cg_fmt(cg, "result #%d", i)) && types_ok;
    if (types_ok && !cg_check_func(cg, op)) {
      cg->ok = false;
      return false;
    }
    return true;
  }
  for (int i = 0; i < op->nresults; i++)
    if (!check_type(cg, op, op->results[i].type, "result"))
      return false;
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; b; b = b->next)
      for (int i = 0; i < b->nargs; i++)
        if (!check_type(cg, op, b->args[i]->type, "block argument"))
          return false;
  if (k == OP_CONSTANT) {
    IrType *t = op->results[0].type;
    IrAttr *a = ir_op_get_attr(op, "value");
    bool good;
    if (t->kind == TY_MEMREF && a && a->kind == ATTR_DENSE && a->u.dense.splat &&
        !cg_is_zero_splat(a) && ir_type_num_elements(t) > CG_MAX_SPLAT_ELEMENTS) {
      diag_op_error(cg->diag, op,
                    "splat of %lld elements is too large for the C backend (at most %d "
                    "elements, or any number of zeros)",
                    (long long)ir_type_num_elements(t), CG_MAX_SPLAT_ELEMENTS);
      cg->ok = false;
      return true;
    }
    if (t->kind == TY_MEMREF)
      good = a && a->kind == ATTR_DENSE && ir_type_num_elements(t) >= 0;
    else if (t->kind == TY_FLOAT)
      good = a && a->kind == ATTR_FLOAT;
    else
      good = a && a->kind == ATTR_INT;
    if (!good) {
      diag_op_error(cg->diag, op, "value of type '%s' is not supported by the C backend",
                    ir_type_str(cg->ctx, t));
      cg->ok = false;
    }
  }
  if (k == OP_POISON && op->results[0].type->kind == TY_MEMREF) {
    diag_op_error(cg->diag, op, "of a memref type is not supported by the C backend");
    cg->ok = false;
  }
  if ((k == OP_ATOMIC_RMW || k == OP_GENERIC_ATOMIC_RMW) && !cg_check_atomic(cg, op))
    cg->ok = false;
  if ((k == OP_ALLOC || k == OP_ALLOCA) && ir_alloc_num_symbols(op)) {
    diag_op_error(cg->diag, op, "with symbol operands (a layout with symbols) is not supported by the C backend");
    cg->ok = false;
  }
  if (k == OP_MEMREF_RESHAPE && op->results[0].type->rank < 0) {
    diag_op_error(cg->diag, op, "to an unranked memref is not supported by the C backend");
    cg->ok = false;
  }
  if (k == OP_DMA_START && ir_dma_start_src(op)->type->elem != ir_dma_start_dst(op)->type->elem) {
    diag_op_error(cg->diag, op, "between element types '%s' and '%s' is not supported by the C backend",
                  ir_type_str(cg->ctx, ir_dma_start_src(op)->type->elem),
                  ir_type_str(cg->ctx, ir_dma_start_dst(op)->type->elem));
    cg->ok = false;
  }
  if (k == OP_PARALLEL && !cg_check_parallel(cg, op))
    cg->ok = false;
  if (k == OP_FOR && ir_type_is_i1(ir_op_operand(op, 0)->type)) {
    diag_op_error(cg->diag, op,
                  "with an induction variable of type 'i1' is not supported by the C backend");
    cg->ok = false;
  }
  return true;
}

bool cg_check_module(Cg *cg) {
  ir_walk(cg->module, check_op, cg);
  return cg->ok;
}
