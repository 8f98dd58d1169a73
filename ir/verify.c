/* verify.c: the IR verifier: op-table-driven structural checks, SSA scoping
 * (dominance), symbol references and each op's own rules, in one linear walk. */
#include "verify.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct IrVerifier {
  IrContext *ctx;
  DiagEngine *diag;
  int nerrors;
  /* Values visible at the current point of the walk -> isolation depth at
   * their definition + 1. A value leaves the map when the walk leaves its
   * block, so membership is exactly "dominates the current op". */
  HashMap scope;
  int iso_depth;
  /* Nearest enclosing symbol table: interned name -> symbol op. */
  HashMap *symtab;
  int depth; /* regions around the op being verified, the root's not counted */
} Verifier;

void ir_verify_error(IrVerifier *v, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = xvasprintf(fmt, ap);
  va_end(ap);
  diag_error(v->diag, op->loc, "'%s' op %s", op->name, msg);
  free(msg);
  v->nerrors++;
}

void ir_verify_note(IrVerifier *v, IrLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(v->diag, DIAG_NOTE, loc, fmt, ap);
  va_end(ap);
}

IrContext *ir_verifier_context(const IrVerifier *v) { return v->ctx; }

/* ============================ diagnostics ============================== */

__attribute__((format(printf, 3, 4)))
static void op_error(Verifier *v, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = xvasprintf(fmt, ap);
  va_end(ap);
  diag_error(v->diag, op->loc, "'%s' op %s", op->name, msg);
  free(msg);
  v->nerrors++;
}

/* An error not prefixed with an op name (MLIR's block-level messages). */
__attribute__((format(printf, 3, 4)))
static void loc_error(Verifier *v, IrLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(v->diag, DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
  v->nerrors++;
}

__attribute__((format(printf, 3, 4)))
static void note_at(Verifier *v, IrLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(v->diag, DIAG_NOTE, loc, fmt, ap);
  va_end(ap);
}

static const char *tstr(Verifier *v, const IrType *t) {
  return t ? ir_type_str(v->ctx, t) : "<null>";
}

/* Ops are named in messages the way the user spelled the op they concern,
 * so a classic file gets classic names in "expects parent op '...'". */
static bool spelled_classic(const IrOp *op) {
  return op->info->classic && op->name && strcmp(op->name, op->info->classic) == 0;
}

static const char *kind_name(const IrOp *like, IrOpKind k) {
  const IrOpInfo *i = ir_op_info(k);
  return spelled_classic(like) && i->classic ? i->classic : i->modern;
}

/* ============================= small helpers ============================ */

static IrBlock *region_block(const IrOp *op, int r) {
  return r < op->nregions && op->regions[r] ? op->regions[r]->first : NULL;
}

static IrType *opnd_type(const IrOp *op, int i) {
  IrValue *x = op->opnds[i].value;
  return x ? x->type : NULL;
}

/* Index of the region of `parent` that contains op, or -1. */
static int region_index_in_parent(const IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  if (!parent)
    return -1;
  for (int r = 0; r < parent->nregions; r++)
    if (op->parent->parent == parent->regions[r])
      return r;
  return -1;
}

static bool is_looplike(const IrOp *op) {
  return op && (ir_op_is(op, OP_FOR) || ir_op_is(op, OP_IF) || ir_op_is(op, OP_PARALLEL) ||
                ir_op_is(op, OP_WHILE));
}

/* The constant integer a value is defined by, if any. */
static bool const_int_value(const IrValue *x, int64_t *out) {
  if (!x || !x->def_op || !ir_op_is(x->def_op, OP_CONSTANT))
    return false;
  IrAttr *a = ir_op_get_attr(x->def_op, "value");
  if (!a || a->kind != ATTR_INT)
    return false;
  *out = a->u.i;
  return true;
}

/* Whether op's has-parent traits hold (without reporting). */
static bool parent_ok(const IrOp *op) {
  unsigned t = op->info->traits;
  IrOp *p = ir_op_parent_op(op);
  if ((t & T_HAS_PARENT_MODULE) && p && !ir_op_is(p, OP_MODULE))
    return false;
  if ((t & T_HAS_PARENT_FUNC) && !(p && ir_op_is(p, OP_FUNC)))
    return false;
  if ((t & T_HAS_PARENT_PARALLEL) && !(p && ir_op_is(p, OP_PARALLEL)))
    return false;
  if ((t & T_HAS_PARENT_REDUCE) && !(p && ir_op_is(p, OP_REDUCE)))
    return false;
  if ((t & T_HAS_PARENT_WHILE) && !(p && ir_op_is(p, OP_WHILE)))
    return false;
  if ((t & T_HAS_PARENT_LOOPLIKE) && !is_looplike(p))
    return false;
  return true;
}

static void report_parent(Verifier *v, const IrOp *op) {
  unsigned t = op->info->traits;
  IrOpKind want = OP_MODULE;
  if (t & T_HAS_PARENT_LOOPLIKE) {
    op_error(v, op, "expects parent op to be one of '%s, %s, %s, %s'", kind_name(op, OP_FOR),
             kind_name(op, OP_IF), kind_name(op, OP_PARALLEL), kind_name(op, OP_WHILE));
    return;
  }
  if (t & T_HAS_PARENT_FUNC)
    want = OP_FUNC;
  else if (t & T_HAS_PARENT_PARALLEL)
    want = OP_PARALLEL;
  else if (t & T_HAS_PARENT_REDUCE)
    want = OP_REDUCE;
  else if (t & T_HAS_PARENT_WHILE)
    want = OP_WHILE;
  op_error(v, op, "expects parent op '%s'", kind_name(op, want));
}

/* Reports a terminator of the wrong kind at the end of region r of op.
 * Terminators whose own has-parent rule fails are left to that check, and a
 * missing terminator to the block check, so each mistake is reported once. */
static void check_terminator_kind(Verifier *v, const IrOp *op, int r, IrOpKind want,
                                  const char *where) {
  IrBlock *b = region_block(op, r);
  IrOp *t = b ? b->last : NULL;
  if (!t || !ir_op_has_trait(t, T_TERMINATOR) || ir_op_is(t, want) || !parent_ok(t))
    return;
  op_error(v, op, "expects %s to terminate with '%s', found '%s'", where, kind_name(op, want),
           t->name);
  note_at(v, t->loc, "terminator here");
}

/* Checks that operand i is of index type. */
static bool expect_index_operand(Verifier *v, const IrOp *op, int i) {
  IrType *t = opnd_type(op, i);
  if (t && ir_type_is_index(t))
    return true;
  op_error(v, op, "operand #%d must be index, but got '%s'", i, tstr(v, t));
  return false;
}

static bool expect_i1_operand(Verifier *v, const IrOp *op, int i) {
  IrType *t = opnd_type(op, i);
  if (t && ir_type_is_i1(t))
    return true;
  op_error(v, op, "operand #%d must be 1-bit signless integer, but got '%s'", i, tstr(v, t));
  return false;
}

static bool expect_positive_step(Verifier *v, const IrOp *op, int i) {
  int64_t s;
  if (const_int_value(op->opnds[i].value, &s) && s <= 0) {
    op_error(v, op, "constant step operand must be positive");
    return false;
  }
  return true;
}

/* ============================== op hooks =============================== */

typedef void (*VerifyHook)(Verifier *v, IrOp *op);

static void verify_none(Verifier *v, IrOp *op) {
  (void)v;
  (void)op;
}

/* Builds the module's symbol table (one hash insert per symbol) so calls
 * resolve in O(1); duplicate names are reported here. */
static void verify_module(Verifier *v, IrOp *op) {
  HashMap *tab = xmalloc(sizeof *tab);
  hashmap_init(tab);
  v->symtab = tab;
  IrBlock *body = region_block(op, 0);
  for (IrOp *o = body ? body->first : NULL; o; o = o->next) {
    if (!ir_op_has_trait(o, T_SYMBOL))
      continue;
    IrAttr *name = ir_op_get_attr(o, "sym_name");
    if (!name || name->kind != ATTR_STRING)
      continue; /* reported by the symbol op's own hook */
    const char *key = ir_intern(v->ctx, name->u.s.str, name->u.s.len);
    IrOp *prev = hashmap_get(tab, (uint64_t)(uintptr_t)key);
    if (prev) {
      loc_error(v, o->loc, "redefinition of symbol named '%s'", key);
      note_at(v, prev->loc, "see existing symbol definition here");
      continue;
    }
    hashmap_put(tab, (uint64_t)(uintptr_t)key, o);
  }
}

static void verify_func(Verifier *v, IrOp *op) {
  IrAttr *name = ir_op_get_attr(op, "sym_name");
  if (!name || name->kind != ATTR_STRING) {
    op_error(v, op, "requires string attribute 'sym_name'");
    return;
  }
  IrType *ft = ir_func_type(op);
  if (!ft || ft->kind != TY_FUNC) {
    op_error(v, op, "requires attribute 'function_type' of function type");
    return;
  }
  IrBlock *entry = ir_func_entry(op);
  if (!entry)
    return;
  if (entry->nargs != ft->nins) {
    op_error(v, op, "entry block must have %d arguments to match function signature", ft->nins);
    return;
  }
  for (int i = 0; i < ft->nins; i++)
    if (entry->args[i]->type != ft->ins[i])
      op_error(v, op,
               "type of entry block argument #%d('%s') must match the type of the corresponding "
               "argument in function signature('%s')",
               i, tstr(v, entry->args[i]->type), tstr(v, ft->ins[i]));
}

static void verify_return(Verifier *v, IrOp *op) {
  IrOp *func = ir_op_parent_op(op);
  IrType *ft = func ? ir_func_type(func) : NULL;
  if (!ft || ft->kind != TY_FUNC)
    return; /* the func's own check reports this */
  const char *fname = ir_func_name(func);
  if (op->nopnds != ft->nouts) {
    op_error(v, op, "has %d operands, but enclosing function (@%s) returns %d", op->nopnds, fname,
             ft->nouts);
    return;
  }
  for (int i = 0; i < op->nopnds; i++)
    if (opnd_type(op, i) != ft->outs[i])
      op_error(v, op,
               "type of return operand %d ('%s') doesn't match function result type ('%s') in "
               "function @%s",
               i, tstr(v, opnd_type(op, i)), tstr(v, ft->outs[i]), fname);
}

static void verify_call(Verifier *v, IrOp *op) {
  IrAttr *callee = ir_op_get_attr(op, "callee");
  if (!callee || callee->kind != ATTR_SYMBOL) {
    op_error(v, op, "requires a 'callee' symbol reference attribute");
    return;
  }
  const char *key = ir_intern(v->ctx, callee->u.s.str, callee->u.s.len);
  IrOp *fn = v->symtab ? hashmap_get(v->symtab, (uint64_t)(uintptr_t)key) : NULL;
  IrType *ft = fn && ir_op_is(fn, OP_FUNC) ? ir_func_type(fn) : NULL;
  if (!ft || ft->kind != TY_FUNC) {
    op_error(v, op, "'%s' does not reference a valid function", key);
    return;
  }
  if (op->nopnds != ft->nins) {
    op_error(v, op, "incorrect number of operands for callee");
    return;
  }
  for (int i = 0; i < op->nopnds; i++)
    if (opnd_type(op, i) != ft->ins[i]) {
      op_error(v, op,
               "operand type mismatch: expected operand type '%s', but provided '%s' for operand "
               "number %d",
               tstr(v, ft->ins[i]), tstr(v, opnd_type(op, i)), i);
      return;
    }
  if (op->nresults != ft->nouts) {
    op_error(v, op, "incorrect number of results for callee");
    return;
  }
  for (int i = 0; i < op->nresults; i++)
    if (op->results[i].type != ft->outs[i]) {
      op_error(v, op, "result type mismatch at index %d: '%s' vs callee result type '%s'", i,
               tstr(v, op->results[i].type), tstr(v, ft->outs[i]));
      return;
    }
}

static void verify_constant(Verifier *v, IrOp *op) {
  IrAttr *a = ir_op_get_attr(op, "value");
  IrType *rt = op->results[0].type;
  if (!a) {
    op_error(v, op, "requires attribute 'value'");
    return;
  }
  switch (a->kind) {
  case ATTR_INT:
  case ATTR_FLOAT:
    if (a->type != rt) {
      op_error(v, op, "value type '%s' must match return type: '%s'", tstr(v, a->type),
               tstr(v, rt));
      return;
    }
    if (a->kind == ATTR_INT && !(rt && ir_type_is_int_or_index(rt)))
      op_error(v, op, "integer value requires an integer or index result, but got '%s'",
               tstr(v, rt));
    else if (a->kind == ATTR_FLOAT && !(rt && ir_type_is_float(rt)))
      op_error(v, op, "float value requires a float result, but got '%s'", tstr(v, rt));
    else if (a->kind == ATTR_INT && rt->kind == TY_INT && rt->width < 64) {
      /* ir_attr_int canonicalises to the width; anything else means the
       * attribute was built around the canonical form. */
      int64_t lo = -((int64_t)1 << (rt->width - 1)), hi = ((int64_t)1 << rt->width) - 1;
      if (rt->width == 1)
        lo = 0;
      if (a->u.i < lo || a->u.i > hi)
        op_error(v, op, "integer constant out of range for type '%s'", tstr(v, rt));
    }
    return;
  case ATTR_DENSE: {
    if (a->type != rt) {
      op_error(v, op, "value type '%s' must match return type: '%s'", tstr(v, a->type),
               tstr(v, rt));
      return;
    }
    int64_t n = ir_type_num_elements(a->type);
    if (!a->u.dense.splat && n >= 0 && a->u.dense.count != n)
      op_error(v, op, "dense value has %lld elements but type '%s' has %lld",
               (long long)a->u.dense.count, tstr(v, a->type), (long long)n);
    return;
  }
  default:
    op_error(v, op, "value must be an integer, float, or elements attribute");
  }
}

/* Operands and result of one type (the T_INT_OPS / T_FLOAT_OPS kind is
 * checked generically before this hook runs). */
static void verify_same_types(Verifier *v, IrOp *op) {
  IrType *t = opnd_type(op, 0);
  for (int i = 1; i < op->nopnds; i++)
    if (opnd_type(op, i) != t) {
      op_error(v, op, "requires the same type for all operands and results");
      return;
    }
  for (int i = 0; i < op->nresults; i++)
    if (op->results[i].type != t) {
      op_error(v, op, "requires the same type for all operands and results");
      return;
    }
}

static void verify_binary(Verifier *v, IrOp *op) { verify_same_types(v, op); }

static void verify_unary(Verifier *v, IrOp *op) { verify_same_types(v, op); }

static void verify_cmp(Verifier *v, IrOp *op) {
  if (opnd_type(op, 0) != opnd_type(op, 1))
    op_error(v, op, "requires all operands to have the same type");
  IrType *rt = op->results[0].type;
  if (!rt || !ir_type_is_i1(rt))
    op_error(v, op, "result #0 must be bool-like, but got '%s'", tstr(v, rt));
  IrAttr *p = ir_op_get_attr(op, "predicate");
  if (!p)
    op_error(v, op, "requires attribute 'predicate'");
  else if (!ir_cmp_pred_name(op))
    op_error(v, op, "invalid predicate attribute");
}

static void verify_select(Verifier *v, IrOp *op) {
  expect_i1_operand(v, op, 0);
  IrType *rt = op->results[0].type;
  if (opnd_type(op, 1) != rt || opnd_type(op, 2) != rt)
    op_error(v, op, "failed to verify that all of {true_value, false_value, result} have same type");
}

/* memref.cast: unranked on either side, or equal ranks whose static sizes
 * agree wherever both are static. */
static bool memref_shapes_compatible(const IrType *a, const IrType *b) {
  if (a->rank < 0 || b->rank < 0)
    return !(a->rank < 0 && b->rank < 0);
  if (a->rank != b->rank)
    return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i] && a->dims[i] != TY_DYN && b->dims[i] != TY_DYN)
      return false;
  return true;
}

static void verify_cast(Verifier *v, IrOp *op) {
  IrType *from = opnd_type(op, 0), *to = op->results[0].type;
  if (!from || !to)
    return;
  bool ok = false;
  switch (ir_op_kind(op)) {
  case OP_INDEX_CAST:
    ok = (ir_type_is_int(from) && ir_type_is_index(to)) ||
         (ir_type_is_index(from) && ir_type_is_int(to));
    break;
  case OP_SITOFP:
  case OP_UITOFP: ok = ir_type_is_int(from) && ir_type_is_float(to); break;
  case OP_FPTOSI:
  case OP_FPTOUI: ok = ir_type_is_float(from) && ir_type_is_int(to); break;
  case OP_EXTF:
  case OP_TRUNCF: ok = ir_type_is_float(from) && ir_type_is_float(to); break;
  case OP_EXTSI:
  case OP_EXTUI:
  case OP_TRUNCI: ok = ir_type_is_int(from) && ir_type_is_int(to); break;
  case OP_BITCAST:
    ok = (ir_type_is_int(from) || ir_type_is_float(from)) &&
         (ir_type_is_int(to) || ir_type_is_float(to)) && from->width == to->width;
    break;
  case OP_MEMREF_CAST:
    ok = from->kind == TY_MEMREF && to->kind == TY_MEMREF && from->elem == to->elem &&
         memref_shapes_compatible(from, to);
    break;
  default: ok = true; /* a cast op without kind rules yet */
  }
  if (!ok) {
    op_error(v, op, "operand type '%s' and result type '%s' are cast incompatible", tstr(v, from),
             tstr(v, to));
    return;
  }
  IrOpKind k = ir_op_kind(op);
  if ((k == OP_EXTF || k == OP_EXTSI || k == OP_EXTUI) && to->width <= from->width)
    op_error(v, op, "result type '%s' must be wider than operand type '%s'", tstr(v, to),
             tstr(v, from));
  else if ((k == OP_TRUNCF || k == OP_TRUNCI) && to->width >= from->width)
    op_error(v, op, "result type '%s' must be shorter than operand type '%s'", tstr(v, to),
             tstr(v, from));
}

static bool expect_memref(Verifier *v, IrOp *op, IrType *t, const char *what) {
  if (t && t->kind == TY_MEMREF)
    return true;
  op_error(v, op, "%s must be memref, but got '%s'", what, tstr(v, t));
  return false;
}

static void verify_alloc(Verifier *v, IrOp *op) {
  IrType *mt = op->results[0].type;
  if (!expect_memref(v, op, mt, "result #0"))
    return;
  if (op->nopnds != ir_type_num_dynamic(mt)) {
    op_error(v, op, "dimension operand count (%d) does not equal memref dynamic dimension count (%d)",
             op->nopnds, ir_type_num_dynamic(mt));
    return;
  }
  for (int i = 0; i < op->nopnds; i++)
    expect_index_operand(v, op, i);
  IrAttr *al = ir_op_get_attr(op, "alignment");
  if (al && (al->kind != ATTR_INT || al->u.i <= 0 || (al->u.i & (al->u.i - 1)) != 0))
    op_error(v, op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless "
                    "integer attribute whose value is positive and whose value is a power of two");
}

static void verify_dealloc(Verifier *v, IrOp *op) {
  expect_memref(v, op, opnd_type(op, 0), "operand #0");
}

/* Indices of load/store: `first` is the operand number of index 0. */
static void check_indices(Verifier *v, IrOp *op, IrType *mt, int first) {
  int n = op->nopnds - first;
  if (n != mt->rank) {
    op_error(v, op, "incorrect number of indices, expected %d but got %d", mt->rank, n);
    return;
  }
  for (int i = first; i < op->nopnds; i++)
    expect_index_operand(v, op, i);
}

static void verify_load(Verifier *v, IrOp *op) {
  if (op->nopnds < 1) {
    op_error(v, op, "expected at least 1 operand, but found 0");
    return;
  }
  IrType *mt = opnd_type(op, 0);
  if (!expect_memref(v, op, mt, "operand #0"))
    return;
  check_indices(v, op, mt, 1);
  if (op->results[0].type != mt->elem)
    op_error(v, op, "result type '%s' does not match element type '%s' of the memref",
             tstr(v, op->results[0].type), tstr(v, mt->elem));
}

static void verify_store(Verifier *v, IrOp *op) {
  if (op->nopnds < 2) {
    op_error(v, op, "expected at least 2 operands, but found %d", op->nopnds);
    return;
  }
  IrType *mt = opnd_type(op, 1);
  if (!expect_memref(v, op, mt, "operand #1"))
    return;
  if (opnd_type(op, 0) != mt->elem)
    op_error(v, op, "value type '%s' does not match element type '%s' of the memref",
             tstr(v, opnd_type(op, 0)), tstr(v, mt->elem));
  check_indices(v, op, mt, 2);
}

static void verify_dim(Verifier *v, IrOp *op) {
  IrType *t = opnd_type(op, 0);
  if (!t || !ir_type_is_shaped(t)) {
    op_error(v, op, "operand #0 must be memref or tensor, but got '%s'", tstr(v, t));
    return;
  }
  expect_index_operand(v, op, 1);
  if (!ir_type_is_index(op->results[0].type))
    op_error(v, op, "result #0 must be index, but got '%s'", tstr(v, op->results[0].type));
  int64_t d;
  if (t->rank >= 0 && const_int_value(op->opnds[1].value, &d) && (d < 0 || d >= t->rank))
    op_error(v, op, "index %lld is out of range for a rank %d memref", (long long)d, t->rank);
}

static void verify_copy(Verifier *v, IrOp *op) {
  IrType *s = opnd_type(op, 0), *t = opnd_type(op, 1);
  if (!expect_memref(v, op, s, "operand #0") || !expect_memref(v, op, t, "operand #1"))
    return;
  if (s->elem != t->elem) {
    op_error(v, op, "source and target must have the same element type");
    return;
  }
  bool same = s->rank == t->rank;
  for (int i = 0; same && i < s->rank; i++)
    if (s->dims[i] != t->dims[i] && s->dims[i] != TY_DYN && t->dims[i] != TY_DYN)
      same = false;
  if (!same)
    op_error(v, op, "source '%s' and target '%s' must have the same shape", tstr(v, s),
             tstr(v, t));
}

static void verify_for(Verifier *v, IrOp *op) {
  if (op->nopnds < 3) {
    op_error(v, op, "expected at least 3 operands, but found %d", op->nopnds);
    return;
  }
  for (int i = 0; i < 3; i++)
    expect_index_operand(v, op, i);
  expect_positive_step(v, op, 2);
  int niter = ir_for_num_iter_args(op);
  if (op->nresults != niter) {
    op_error(v, op, "mismatch in number of loop-carried values (%d) and defined values (%d)",
             niter, op->nresults);
    return;
  }
  for (int i = 0; i < niter; i++)
    if (opnd_type(op, 3 + i) != op->results[i].type)
      op_error(v, op, "types mismatch between %dth iter operand and defined value", i);
  IrBlock *body = region_block(op, 0);
  if (!body) {
    op_error(v, op, "expects a non-empty body region");
    return;
  }
  if (body->nargs != 1 + niter) {
    op_error(v, op, "mismatch in number of basic block args (%d) and defined values (%d)",
             body->nargs, 1 + niter);
    return;
  }
  if (!ir_type_is_index(body->args[0]->type))
    op_error(v, op, "expected body first argument to be an index argument for the induction "
                    "variable");
  for (int i = 0; i < niter; i++)
    if (body->args[1 + i]->type != op->results[i].type)
      op_error(v, op, "types mismatch between %dth iter region arg and defined value", i);
  check_terminator_kind(v, op, 0, OP_YIELD, "its body");
}

static void verify_if(Verifier *v, IrOp *op) {
  expect_i1_operand(v, op, 0);
  for (int r = 0; r < 2; r++) {
    IrBlock *b = region_block(op, r);
    if (b && b->nargs)
      op_error(v, op, "region #%d should have no arguments", r);
  }
  if (!region_block(op, 0))
    op_error(v, op, "expects a non-empty 'then' region");
  if (op->nresults > 0 && !region_block(op, 1))
    op_error(v, op, "must have an else block if defining values");
  check_terminator_kind(v, op, 0, OP_YIELD, "the 'then' region");
  check_terminator_kind(v, op, 1, OP_YIELD, "the 'else' region");
}

static void verify_parallel(Verifier *v, IrOp *op) {
  IrBlock *body = region_block(op, 0);
  if (!body) {
    op_error(v, op, "expects a non-empty body region");
    return;
  }
  int n = body->nargs;
  if (n < 1) {
    op_error(v, op, "needs at least one tuple element for lowerBound, upperBound and step");
    return;
  }
  /* Segment sizes are derived from the iv count; an explicit
   * operandSegmentSizes (generic form) must agree with it. */
  IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
  if (seg && seg->kind == ATTR_DENSE_ARRAY && seg->u.darray.n == 4) {
    const int64_t *s = seg->u.darray.vals;
    if (s[0] != n || s[1] != n || s[2] != n || s[0] + s[1] + s[2] + s[3] != op->nopnds) {
      op_error(v, op,
               "expects the same number of induction variables (%d), lower bounds (%lld), upper "
               "bounds (%lld) and steps (%lld)",
               n, (long long)s[0], (long long)s[1], (long long)s[2]);
      return;
    }
  }
  if (op->nopnds < 3 * n) {
    op_error(v, op,
             "expects the same number of induction variables (%d), lower bounds, upper bounds "
             "and steps, but has %d control operands",
             n, op->nopnds);
    return;
  }
  for (int i = 0; i < n; i++)
    if (!ir_type_is_index(body->args[i]->type))
      op_error(v, op, "expects induction variable #%d to be of index type, but got '%s'", i,
               tstr(v, body->args[i]->type));
  for (int i = 0; i < 3 * n; i++)
    expect_index_operand(v, op, i);
  for (int i = 2 * n; i < 3 * n; i++)
    if (!expect_positive_step(v, op, i))
      break;
  int ninit = op->nopnds - 3 * n;
  /* Results come from the immediate loop.reduce children, in order. */
  int nreduce = 0;
  for (IrOp *o = body->first; o; o = o->next)
    if (ir_op_is(o, OP_REDUCE))
      nreduce++;
  if (op->nresults != nreduce) {
    op_error(v, op, "expects number of results: %d to be the same as number of reductions: %d",
             op->nresults, nreduce);
    return;
  }
  if (ninit != 0 && ninit != op->nresults) {
    op_error(v, op, "expects number of results: %d to be the same as number of initial values: %d",
             op->nresults, ninit);
    return;
  }
  int k = 0;
  for (IrOp *o = body->first; o; o = o->next) {
    if (!ir_op_is(o, OP_REDUCE))
      continue;
    IrType *rt = op->results[k].type, *ot = o->nopnds == 1 ? opnd_type(o, 0) : NULL;
    if (ot && ot != rt) {
      op_error(v, op,
               "expects type of %d-th reduction operand: '%s' to be the same as the %d-th result "
               "type: '%s'",
               k, tstr(v, ot), k, tstr(v, rt));
      note_at(v, o->loc, "see reduction operation here");
    }
    if (ninit && opnd_type(op, 3 * n + k) != rt)
      op_error(v, op, "types mismatch between %dth init operand ('%s') and result ('%s')", k,
               tstr(v, opnd_type(op, 3 * n + k)), tstr(v, rt));
    k++;
  }
  check_terminator_kind(v, op, 0, OP_YIELD, "its body");
}

static void verify_reduce(Verifier *v, IrOp *op) {
  IrType *t = opnd_type(op, 0);
  IrBlock *b = region_block(op, 0);
  if (!b) {
    op_error(v, op, "expects a non-empty reduction region");
    return;
  }
  if (b->nargs != 2 || b->args[0]->type != t || b->args[1]->type != t) {
    op_error(v, op, "expects two arguments to reduction block of type '%s'", tstr(v, t));
    return;
  }
  /* An empty block is the generic "expect at least a terminator" error. */
  check_terminator_kind(v, op, 0, OP_REDUCE_RETURN, "its body");
}

static void verify_reduce_return(Verifier *v, IrOp *op) {
  IrOp *reduce = ir_op_parent_op(op);
  if (reduce->nopnds != 1)
    return;
  IrType *want = opnd_type(reduce, 0);
  IrBlock *b = region_block(reduce, 0);
  if (b->nargs != 2 || b->args[0]->type != want || b->args[1]->type != want)
    return; /* the reduce's own error; comparing with it would only repeat it */
  if (opnd_type(op, 0) != want) {
    op_error(v, op, "needs to have type '%s' (the type of the enclosing '%s'), but has '%s'",
             tstr(v, want), reduce->name, tstr(v, opnd_type(op, 0)));
    note_at(v, reduce->loc, "enclosing reduction here");
  }
}

/* The destination of a terminator's operands: an op's results or a block's
 * arguments (read in place, so verifying allocates nothing). */
typedef struct EdgeTarget {
  const IrOp *results_of; /* or NULL */
  const IrBlock *args_of;
} EdgeTarget;

static int edge_count(EdgeTarget t) {
  return t.results_of ? t.results_of->nresults : t.args_of->nargs;
}

static IrType *edge_type(EdgeTarget t, int i) {
  return t.results_of ? t.results_of->results[i].type : t.args_of->args[i]->type;
}

/* Compares a terminator's operands from `first` on with the target's types. */
static bool check_edge(Verifier *v, IrOp *op, int first, EdgeTarget to, const char *what,
                       const IrOp *parent) {
  int n = op->nopnds - first, nwant = edge_count(to);
  if (n != nwant) {
    op_error(v, op, "number of operands (%d) does not match number of %ss (%d) of parent '%s'", n,
             what, nwant, parent->name);
    return false;
  }
  bool ok = true;
  for (int i = 0; i < n; i++) {
    IrType *want = edge_type(to, i);
    if (opnd_type(op, first + i) != want) {
      op_error(v, op, "type of operand #%d ('%s') does not match type of %s #%d ('%s') of parent '%s'",
               first + i, tstr(v, opnd_type(op, first + i)), what, i, tstr(v, want), parent->name);
      ok = false;
    }
  }
  return ok;
}

static void verify_yield(Verifier *v, IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  switch (ir_op_kind(parent)) {
  case OP_FOR:
  case OP_IF:
    check_edge(v, op, 0, (EdgeTarget){parent, NULL}, "result", parent);
    return;
  case OP_PARALLEL:
    if (op->nopnds)
      op_error(v, op, "must have no operands inside '%s' (results come from its reductions)",
               parent->name);
    return;
  case OP_WHILE: {
    if (region_index_in_parent(op) != 1)
      return; /* a yield ending the before region is the while's error */
    IrBlock *before = region_block(parent, 0);
    if (before)
      check_edge(v, op, 0, (EdgeTarget){NULL, before}, "'before' region argument", parent);
    return;
  }
  default: return;
  }
}

static void verify_while(Verifier *v, IrOp *op) {
  IrBlock *before = region_block(op, 0), *after = region_block(op, 1);
  if (!before || !after) {
    op_error(v, op, "expects non-empty 'before' and 'after' regions");
    return;
  }
  if (before->nargs != op->nopnds) {
    op_error(v, op, "expects the number of 'before' region arguments (%d) to match the number of "
                    "inits (%d)",
             before->nargs, op->nopnds);
  } else {
    for (int i = 0; i < op->nopnds; i++)
      if (opnd_type(op, i) != before->args[i]->type)
        op_error(v, op, "types mismatch between %dth init operand ('%s') and 'before' region "
                        "argument ('%s')",
                 i, tstr(v, opnd_type(op, i)), tstr(v, before->args[i]->type));
  }
  check_terminator_kind(v, op, 0, OP_CONDITION, "the 'before' region");
  check_terminator_kind(v, op, 1, OP_YIELD, "the 'after' region");
}

static void verify_condition(Verifier *v, IrOp *op) {
  if (op->nopnds < 1) {
    op_error(v, op, "expected at least 1 operand, but found 0");
    return;
  }
  expect_i1_operand(v, op, 0);
  IrOp *w = ir_op_parent_op(op);
  if (region_index_in_parent(op) != 0)
    return; /* the while reports a condition ending its after region */
  if (!check_edge(v, op, 1, (EdgeTarget){w, NULL}, "result", w))
    return; /* one report per mistake: the after edge would repeat it */
  IrBlock *after = region_block(w, 1);
  if (after)
    check_edge(v, op, 1, (EdgeTarget){NULL, after}, "'after' region argument", w);
}

static void verify_assert(Verifier *v, IrOp *op) {
  expect_i1_operand(v, op, 0);
  IrAttr *m = ir_op_get_attr(op, "msg");
  if (!m || m->kind != ATTR_STRING)
    op_error(v, op, "requires string attribute 'msg'");
}

/* The op table's `verify` column names these hooks; the X-macro keeps the
 * dispatch table in step with ops.def. */
static const VerifyHook verify_hooks[OP_COUNT] = {
#define OP(id, classic, modern, syn, nops, nres, nreg, traits, verify, summary) [OP_##id] = verify,
#include "ops.def"
#undef OP
};

/* ============================ generic checks =========================== */

/* Counts, region shapes and parents from the op table. Returns false when
 * the op's structure is broken, so its own hook is skipped. */
static bool check_structure(Verifier *v, IrOp *op) {
  const IrOpInfo *info = op->info;
  bool ok = true;
  if (info->nopnds >= 0 && op->nopnds != info->nopnds) {
    op_error(v, op, "expected %d operands, but found %d", info->nopnds, op->nopnds);
    ok = false;
  }
  if (info->nresults >= 0 && op->nresults != info->nresults) {
    op_error(v, op, "expected %d results, but found %d", info->nresults, op->nresults);
    ok = false;
  }
  if (info->nregions >= 0 && op->nregions != info->nregions) {
    op_error(v, op, "expected %d regions, but found %d", info->nregions, op->nregions);
    ok = false;
  }
  for (int i = 0; i < op->nopnds; i++)
    if (!op->opnds[i].value) {
      op_error(v, op, "operand #%d is undefined", i);
      ok = false;
    }
  for (int i = 0; i < op->nresults; i++)
    if (!op->results[i].type) {
      op_error(v, op, "result #%d has no type", i);
      ok = false;
    }
  if (info->traits & T_SINGLE_BLOCK)
    for (int r = 0; r < op->nregions; r++) {
      IrRegion *reg = op->regions[r];
      if (reg && reg->first && reg->first != reg->last) {
        op_error(v, op, "expects region #%d to have 0 or 1 blocks", r);
        ok = false;
      }
    }
  if (!parent_ok(op)) {
    report_parent(v, op);
    ok = false;
  }
  return ok;
}

/* Operand kinds from T_INT_OPS / T_FLOAT_OPS. */
static bool check_operand_kinds(Verifier *v, IrOp *op) {
  unsigned t = op->info->traits;
  if (!(t & (T_INT_OPS | T_FLOAT_OPS)))
    return true;
  for (int i = 0; i < op->nopnds; i++) {
    IrType *ty = opnd_type(op, i);
    if (!ty)
      continue; /* a typeless operand is reported with its definition */
    if ((t & T_INT_OPS) && !ir_type_is_int_or_index(ty)) {
      op_error(v, op, "operand #%d must be signless-integer-like, but got '%s'", i, tstr(v, ty));
      return false;
    }
    if ((t & T_FLOAT_OPS) && !ir_type_is_float(ty)) {
      op_error(v, op, "operand #%d must be floating-point-like, but got '%s'", i, tstr(v, ty));
      return false;
    }
  }
  return true;
}

/* Every operand must be visible: defined earlier in this block or an
 * enclosing one, and not across an isolated-from-above boundary. */
static bool check_dominance(Verifier *v, IrOp *op) {
  for (int i = 0; i < op->nopnds; i++) {
    IrValue *x = op->opnds[i].value;
    if (!x)
      continue;
    uintptr_t depth = (uintptr_t)hashmap_get(&v->scope, (uint64_t)(uintptr_t)x);
    if (!depth) {
      op_error(v, op, "operand #%d does not dominate this use", i);
      note_at(v, ir_value_loc(v->ctx, x), "operand defined here");
      return false;
    }
    if ((int)depth - 1 < v->iso_depth) {
      op_error(v, op, "using value defined outside the region");
      for (IrOp *p = ir_op_parent_op(op); p; p = ir_op_parent_op(p))
        if (ir_op_has_trait(p, T_ISOLATED)) {
          note_at(v, p->loc, "required by region isolation constraints");
          break;
        }
      return false;
    }
  }
  return true;
}

static void scope_add(Verifier *v, IrValue *x) {
  hashmap_put(&v->scope, (uint64_t)(uintptr_t)x, (void *)(uintptr_t)(v->iso_depth + 1));
}

/* A block that needs a terminator ends in one; terminators come last. */
static void check_block_terminator(Verifier *v, IrOp *parent, IrBlock *b) {
  for (IrOp *o = b->first; o; o = o->next)
    if (o->next && ir_op_has_trait(o, T_TERMINATOR))
      op_error(v, o, "must be the last operation in the parent block");
  if (ir_op_has_trait(parent, T_NO_TERMINATOR) || ir_op_is(parent, OP_UNKNOWN))
    return;
  if (!b->first) {
    op_error(v, parent, "empty block: expect at least a terminator");
    return;
  }
  /* An unknown op may be a terminator of its own dialect. */
  if (!ir_op_has_trait(b->last, T_TERMINATOR) && !ir_op_is(b->last, OP_UNKNOWN))
    loc_error(v, b->last->loc, "block with no terminator, has '%s'", b->last->name);
}

/* Types too deep or with too many dimensions for the recursive phases
 * (IR_MAX_NESTING); the parser and the importer never build them, a pass
 * might. */
static bool check_value_type(Verifier *v, const IrOp *op, const IrValue *x, const char *what,
                             int i) {
  const IrType *t = x->type;
  if (!t || (t->depth <= IR_MAX_NESTING && t->rank <= IR_MAX_NESTING))
    return true;
  op_error(v, op, "%s #%d has a type nested deeper or with more dimensions than the maximum of %d",
           what, i, IR_MAX_NESTING);
  return false;
}

static void verify_op(Verifier *v, IrOp *op);

static void verify_regions(Verifier *v, IrOp *op) {
  if (op->nregions == 0)
    return;
  /* The verifier is the check that holds after every pass, so it also
   * enforces the nesting limit the recursive phases rely on (the parser and
   * the importer enforce it on their input); it does not descend further. */
  if (v->depth + 1 > IR_MAX_NESTING) {
    op_error(v, op, "has regions nested deeper than the maximum of %d", IR_MAX_NESTING);
    return;
  }
  v->depth++;
  bool iso = ir_op_has_trait(op, T_ISOLATED);
  if (iso)
    v->iso_depth++;
  for (int r = 0; r < op->nregions; r++) {
    if (!op->regions[r])
      continue;
    for (IrBlock *b = op->regions[r]->first; b; b = b->next) {
      for (int i = 0; i < b->nargs; i++) {
        check_value_type(v, op, b->args[i], "block argument", i);
        scope_add(v, b->args[i]);
      }
      for (IrOp *o = b->first; o && !diag_stopped(v->diag); o = o->next)
        verify_op(v, o);
      check_block_terminator(v, op, b);
      /* Leaving the block: its values go out of scope (sibling regions and
       * later blocks must not see them). */
      for (int i = 0; i < b->nargs; i++)
        hashmap_remove(&v->scope, (uint64_t)(uintptr_t)b->args[i]);
      for (IrOp *o = b->first; o; o = o->next)
        for (int i = 0; i < o->nresults; i++)
          hashmap_remove(&v->scope, (uint64_t)(uintptr_t)&o->results[i]);
    }
  }
  if (iso)
    v->iso_depth--;
  v->depth--;
}

static void verify_op(Verifier *v, IrOp *op) {
  HashMap *outer_symtab = v->symtab;
  bool ok = check_structure(v, op);
  for (int i = 0; i < op->nresults; i++)
    ok = check_value_type(v, op, &op->results[i], "result", i) && ok;
  check_dominance(v, op);
  if (ok && check_operand_kinds(v, op)) {
    if (!ir_op_is_extension(op))
      verify_hooks[ir_op_kind(op)](v, op);
    else if (op->info->verify)
      op->info->verify(v, op);
  }
  verify_regions(v, op);
  if (v->symtab != outer_symtab) {
    /* This op's hook opened a symbol table scope; close it. */
    hashmap_free(v->symtab);
    free(v->symtab);
  }
  v->symtab = outer_symtab;
  for (int i = 0; i < op->nresults; i++)
    scope_add(v, &op->results[i]);
}

bool ir_verify(IrContext *ctx, IrOp *op, DiagEngine *diag) {
  Verifier v = {.ctx = ctx, .diag = diag, .depth = -1};
  hashmap_init(&v.scope);
  verify_op(&v, op);
  hashmap_free(&v.scope);
  return v.nerrors == 0;
}
