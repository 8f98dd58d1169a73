/* verify.c: the IR verifier, after MLIR's: op-table-driven structural checks,
 * each op's own rules before (verify) and after (verify_regions) its regions,
 * SSA dominance and the module's symbol table, with mlir-opt 22's messages. */
#include "verify.h"

#include "views.h"
#include "forall.h"
#include "dominance.h"
#include "walk.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Verification follows mlir-opt's order and stops where it stops, so that
 * the diagnostics are the ones an MLIR test file expects: every op isolated
 * from above (each function, the module) is verified on its own and reports
 * its first error only; dominance is checked once an isolated op is
 * otherwise valid, and the module's symbol table once all its functions
 * are. Ops spelled in the classic form keep the 2020 loop dialect's rules
 * where today's MLIR changed them (see spelled_classic). */
typedef struct IrVerifier {
  IrContext *ctx;
  DiagEngine *diag;
  int nerrors;
  size_t ncalls; /* calls verified so far: without any, a module's call check has nothing to do */
  int depth;     /* regions around the op being verified, the root's not counted */
} Verifier;

typedef bool (*VerifyFn)(Verifier *v, IrOp *op);

/* ============================ diagnostics ============================== */

/* Reports `'op' op <message>` at op and returns false, so that a check can
 * end with `return op_error(...)`. */
__attribute__((format(printf, 3, 4)))
static bool op_error(Verifier *v, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_op_vreport(v->diag, DIAG_ERROR, op, fmt, ap);
  va_end(ap);
  v->nerrors++;
  return false;
}

/* An error without the op prefix (MLIR's emitError rather than emitOpError). */
__attribute__((format(printf, 3, 4)))
static bool error_at(Verifier *v, IrLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(v->diag, DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
  v->nerrors++;
  return false;
}

__attribute__((format(printf, 3, 4)))
static void note_at(Verifier *v, IrLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(v->diag, DIAG_NOTE, loc, fmt, ap);
  va_end(ap);
}

/* The interface of the verify hooks of dialects above ir/ (verify.h). */
void ir_verify_error(IrVerifier *v, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_op_vreport(v->diag, DIAG_ERROR, op, fmt, ap);
  va_end(ap);
  v->nerrors++;
}

void ir_verify_note(IrVerifier *v, IrLoc loc, const char *msg) { note_at(v, loc, "%s", msg); }
void ir_verify_error_plain(IrVerifier *v, const IrOp *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(v->diag, DIAG_ERROR, op->loc, fmt, ap);
  va_end(ap);
  v->nerrors++;
}

IrContext *ir_verifier_context(const IrVerifier *v) { return v->ctx; }

static const char *tstr(Verifier *v, const IrType *t) {
  return t ? ir_type_str(v->ctx, t) : "<null>";
}

/* Whether the user spelled op the classic way (loop.for, addf). Such ops
 * keep the rules of the 2020 dialect where MLIR 22 differs: loop.for bounds
 * are index and a constant step must be positive; loop.parallel may reduce
 * without init values and ends in loop.yield. Messages name ops in the
 * spelling of the op they concern. */
static bool spelled_classic(const IrOp *op) {
  return op->info->classic && op->name && strcmp(op->name, op->info->classic) == 0;
}

static const char *kind_name(const IrOp *like, IrOpKind k) {
  const IrOpInfo *i = ir_op_info(k);
  return spelled_classic(like) && i->classic ? i->classic : i->modern;
}

/* The loop.yield that ends a parallel body stands for today's scf.reduce
 * terminator; the parser spells it so (see build_reduce). */
static bool is_reduce_terminator(const IrOp *op) {
  return ir_op_is(op, OP_YIELD) && op->name && strcmp(op->name, "scf.reduce") == 0;
}

/* ============================= small helpers ============================ */

static IrBlock *region_block(const IrOp *op, int r) {
  return r < op->nregions && op->regions[r] ? op->regions[r]->first : NULL;
}

static IrType *opnd_type(const IrOp *op, int i) {
  IrValue *x = op->opnds[i].value;
  return x ? x->type : NULL;
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

/* ODS's region constraint: the region must hold exactly one block. */
static bool expect_one_block(Verifier *v, const IrOp *op, int r, const char *name) {
  IrBlock *b = region_block(op, r);
  if (b && !b->next)
    return true;
  return op_error(v, op, "region #%d ('%s') failed to verify constraint: region with 1 blocks", r,
                  name);
}

/* ======================= type constraints (ODS) ======================== */

/* The type constraints of the ops' operands and results, each with the
 * description ODS prints for it ("operand #0 must be index, but got 'f32'"). */
typedef enum TypeClass {
  TC_INDEX,         /* index */
  TC_INT_OR_INDEX,  /* a signless integer or index (scf.for bounds) */
  TC_INT_LIKE,      /* the same, as arith names it */
  TC_FIXED_INT,     /* a signless integer, not index */
  TC_FLOAT,
  TC_BOOL,          /* i1 (arith's name for it) */
  TC_I1,            /* i1 (scf's name for it) */
  TC_VAR_INDEX,     /* index, in a variadic operand group */
  TC_MEMREF,        /* ranked memref */
  TC_ANY_MEMREF,    /* ranked or unranked memref */
  TC_DIM_SOURCE,    /* memref of rank 1 or more, or unranked */
  TC_INDEX_CAST,    /* arith.index_cast's operand and result */
  TC_BITCAST,       /* arith.bitcast's operand and result */
  TC_ANY_INT,       /* any integer, not index (cf.switch's flag) */
  TC_SHAPE,         /* 1-D memref of signless integers or index (memref.reshape's shape) */
  TC_MEMREF_1D,     /* 1-D memref (memref.realloc) */
  TC_INT_OR_FLOAT,  /* a signless integer or a float (the atomic ops' values) */
  TC_VAR_MEMREF,    /* ranked memref, in a variadic operand group */
  TC_MEMREF_INT_OR_FLOAT, /* a ranked memref of those */
} TypeClass;

static bool type_in_class(const IrType *t, TypeClass c) {
  switch (c) {
  case TC_INDEX:
  case TC_VAR_INDEX: return ir_type_is_index(t);
  case TC_INT_OR_INDEX:
  case TC_INT_LIKE:
  case TC_INDEX_CAST: return ir_type_is_signless_int(t) || ir_type_is_index(t);
  case TC_FIXED_INT: return ir_type_is_signless_int(t);
  case TC_FLOAT: return ir_type_is_float(t);
  case TC_BOOL:
  case TC_I1: return ir_type_is_i1(t);
  case TC_ANY_INT: return t->kind == TY_INT;
  case TC_MEMREF: return t->kind == TY_MEMREF && t->rank >= 0;
  case TC_ANY_MEMREF: return t->kind == TY_MEMREF;
  case TC_DIM_SOURCE: return t->kind == TY_MEMREF && t->rank != 0;
  case TC_BITCAST: return ir_type_is_signless_int(t) || ir_type_is_float(t);
  case TC_MEMREF_1D: return t->kind == TY_MEMREF && t->rank == 1;
  case TC_VAR_MEMREF: return t->kind == TY_MEMREF && t->rank >= 0;
  case TC_INT_OR_FLOAT: return ir_type_is_signless_int(t) || ir_type_is_float(t);
  case TC_MEMREF_INT_OR_FLOAT:
    return t->kind == TY_MEMREF && t->rank >= 0 &&
           (ir_type_is_signless_int(t->elem) || ir_type_is_float(t->elem));
  case TC_SHAPE:
    return t->kind == TY_MEMREF && t->rank == 1 &&
           (ir_type_is_signless_int(t->elem) || ir_type_is_index(t->elem));
  }
  return false;
}

static const char *const type_class_desc[] = {
    [TC_INDEX] = "index",
    [TC_INT_OR_INDEX] = "signless integer or index",
    [TC_INT_LIKE] = "signless-integer-like",
    [TC_FIXED_INT] = "signless-fixed-width-integer-like",
    [TC_FLOAT] = "floating-point-like",
    [TC_BOOL] = "bool-like",
    [TC_I1] = "1-bit signless integer",
    [TC_ANY_INT] = "integer",
    [TC_VAR_INDEX] = "variadic of index",
    [TC_MEMREF] = "memref of any type values",
    [TC_ANY_MEMREF] = "ranked or unranked memref of any type values",
    [TC_DIM_SOURCE] = "unranked.memref of any type values or non-0-ranked.memref of any type values",
    [TC_INDEX_CAST] = "signless-integer-like or memref of signless-integer",
    [TC_BITCAST] = "signless-integer-or-float-like or memref of signless-integer or float",
    [TC_SHAPE] = "1D memref of signless integer or index values",
    [TC_MEMREF_1D] = "1D memref of any type values",
    [TC_INT_OR_FLOAT] = "signless integer or floating-point",
    [TC_VAR_MEMREF] = "variadic of memref of any type values",
    [TC_MEMREF_INT_OR_FLOAT] = "memref of signless integer or floating-point values",
};

static bool expect_operand(Verifier *v, const IrOp *op, int i, TypeClass c) {
  IrType *t = opnd_type(op, i);
  if (t && type_in_class(t, c))
    return true;
  return op_error(v, op, "operand #%d must be %s, but got '%s'", i, type_class_desc[c], tstr(v, t));
}

static bool expect_operands(Verifier *v, const IrOp *op, int from, int to, TypeClass c) {
  for (int i = from; i < to; i++)
    if (!expect_operand(v, op, i, c))
      return false;
  return true;
}

static bool expect_result(Verifier *v, const IrOp *op, int i, TypeClass c) {
  IrType *t = op->results[i].type;
  if (type_in_class(t, c))
    return true;
  return op_error(v, op, "result #%d must be %s, but got '%s'", i, type_class_desc[c], tstr(v, t));
}

/* MLIR's AtLeastNOperands trait. */
static bool expect_min_operands(Verifier *v, const IrOp *op, int n) {
  if (op->nopnds >= n)
    return true;
  return op_error(v, op, "expected %d or more operands, but found %d", n, op->nopnds);
}

/* ============== region control flow (RegionBranchOpInterface) ============ */

/* Checks one control-flow edge of a region op: the values forwarded (a
 * terminator's operands from `first` on, or the op's own operands when
 * `from` is NULL) against the successor's inputs (region `to`'s entry
 * arguments, or the op's results when `to` is -1). A loop's induction
 * variable is no input (scf.for's region successor skips it: skip = 1).
 * Worded as MLIR's SCF tests (mlir/test/Dialect/SCF/invalid.mlir) expect
 * it; mlir-opt 22.1 words it otherwise (docs/mlir-compat.md). */
static bool check_edge(Verifier *v, const IrOp *op, const IrOp *from, int first, int to, int skip) {
  const IrOp *src = from ? from : op;
  IrBlock *target = to >= 0 ? region_block(op, to) : NULL;
  int n = src->nopnds - first;
  int want = to >= 0 ? (target ? target->nargs - skip : 0) : op->nresults;
  char from_s[96], to_s[32], succ[64];
  if (from)
    snprintf(from_s, sizeof from_s, "Operation %s", from->name);
  else
    snprintf(from_s, sizeof from_s, "parent operands");
  if (to >= 0) {
    snprintf(to_s, sizeof to_s, "Region #%d", to);
    snprintf(succ, sizeof succ, "<to region #%d with %d inputs>", to, want);
  } else {
    snprintf(to_s, sizeof to_s, "parent results");
    snprintf(succ, sizeof succ, "<to parent>");
  }
  if (n != want)
    return op_error(v, op,
                    "region control flow edge from %s to %s: source has %d operands, but target "
                    "successor %s needs %d",
                    from_s, to_s, n, succ, want);
  for (int i = 0; i < n; i++) {
    IrType *have = opnd_type(src, first + i);
    IrType *need = to >= 0 ? target->args[skip + i]->type : op->results[i].type;
    if (have != need)
      return op_error(v, op,
                      "along control flow edge from %s to %s: source type #%d '%s' should match "
                      "input type #%d '%s'",
                      from_s, to_s, i, tstr(v, have), i, tstr(v, need));
  }
  return true;
}

/* The terminator ending region r, or NULL. */
static IrOp *region_terminator(const IrOp *op, int r) {
  IrBlock *b = region_block(op, r);
  return b ? b->last : NULL;
}

/* MLIR's verifyAndGetTerminator: region r must end with an op of kind want,
 * else the error goes on op, with a note at whatever ends the region. */
static bool expect_terminator(Verifier *v, const IrOp *op, int r, IrOpKind want,
                              const char *message) {
  IrOp *t = region_terminator(op, r);
  if (t && ir_op_is(t, want))
    return true;
  op_error(v, op, "%s", message);
  if (t)
    note_at(v, t->loc, "terminator here");
  return false;
}

/* SingleBlockImplicitTerminator's check, after the regions: each non-empty
 * region ends with the op's implicit terminator. */
static bool expect_implicit_terminator(Verifier *v, const IrOp *op) {
  const char *yield = kind_name(op, OP_YIELD);
  for (int r = 0; r < op->nregions; r++) {
    IrOp *t = region_terminator(op, r);
    if (!t || ir_op_is(t, OP_YIELD))
      continue;
    op_error(v, op, "expects regions to end with '%s', found '%s'", yield, t->name);
    note_at(v, op->loc, "in custom textual format, the absence of terminator implies '%s'", yield);
    return false;
  }
  return true;
}

/* ============================== op hooks =============================== */

/* Builds the symbol table of a module: the functions by name. Reports the
 * first name defined twice (MLIR's SymbolTable trait). */
static bool build_symbol_table(Verifier *v, IrOp *module, HashMap *tab) {
  IrBlock *body = region_block(module, 0);
  for (IrOp *o = body ? body->first : NULL; o; o = o->next) {
    IrAttr *name = ir_op_has_trait(o, T_SYMBOL) ? ir_op_get_attr(o, "sym_name") : NULL;
    if (!name || name->kind != ATTR_STRING)
      continue;
    const char *key = ir_intern(v->ctx, name->u.s.str, name->u.s.len);
    IrOp *prev = hashmap_get(tab, (uint64_t)(uintptr_t)key);
    if (prev) {
      error_at(v, o->loc, "redefinition of symbol named '%s'", key);
      note_at(v, prev->loc, "see existing symbol definition here");
      return false;
    }
    hashmap_put(tab, (uint64_t)(uintptr_t)key, o);
  }
  return true;
}

/* `'i32', 'f32'`: a list of types as MLIR's diagnostics print one. */
static char *type_list(Verifier *v, IrType *const *ts, int n) {
  size_t len = 1;
  for (int i = 0; i < n; i++)
    len += strlen(tstr(v, ts[i])) + 4;
  char *s = xmalloc(len);
  s[0] = 0;
  for (int i = 0; i < n; i++) {
    strcat(s, i ? ", '" : "'");
    strcat(s, tstr(v, ts[i]));
    strcat(s, "'");
  }
  return s;
}

IrCallMismatch ir_call_check(const IrType *fn_type, int nins, IrType *const *ins, int nouts,
                             IrType *const *outs, int *index) {
  *index = 0;
  if (!fn_type || fn_type->kind != TY_FUNC)
    return IR_CALL_NO_FUNCTION;
  if (nins != fn_type->nins)
    return IR_CALL_OPERAND_COUNT;
  for (int i = 0; i < nins; i++)
    if (ins[i] != fn_type->ins[i])
      return *index = i, IR_CALL_OPERAND_TYPE;
  if (nouts != fn_type->nouts)
    return IR_CALL_RESULT_COUNT;
  for (int i = 0; i < nouts; i++)
    if (outs[i] != fn_type->outs[i])
      return *index = i, IR_CALL_RESULT_TYPE;
  return IR_CALL_OK;
}

/* func.call against its callee (MLIR's CallOp::verifySymbolUses), with
 * mlir-opt's message for each way ir_call_check finds it wrong. */
static bool check_call(Verifier *v, HashMap *tab, const IrOp *op) {
  IrAttr *callee = ir_op_get_attr(op, "callee");
  const char *key = ir_intern(v->ctx, callee->u.s.str, callee->u.s.len);
  IrOp *fn = hashmap_get(tab, (uint64_t)(uintptr_t)key);
  IrType *ft = fn && ir_op_is(fn, OP_FUNC) ? ir_func_type(fn) : NULL;
  IrType **types = xmalloc(sizeof *types * (size_t)(op->nopnds + op->nresults + 1));
  for (int i = 0; i < op->nopnds; i++)
    types[i] = opnd_type(op, i);
  for (int i = 0; i < op->nresults; i++)
    types[op->nopnds + i] = op->results[i].type;
  int i;
  IrCallMismatch m = ir_call_check(ft, op->nopnds, types, op->nresults, types + op->nopnds, &i);
  bool ok = m == IR_CALL_OK;
  switch (m) {
  case IR_CALL_OK: break;
  case IR_CALL_NO_FUNCTION: op_error(v, op, "'%s' does not reference a valid function", key); break;
  case IR_CALL_OPERAND_COUNT: op_error(v, op, "incorrect number of operands for callee"); break;
  case IR_CALL_OPERAND_TYPE:
    op_error(v, op,
             "operand type mismatch: expected operand type '%s', but provided '%s' for operand "
             "number %d",
             tstr(v, ft->ins[i]), tstr(v, types[i]), i);
    break;
  case IR_CALL_RESULT_COUNT: op_error(v, op, "incorrect number of results for callee"); break;
  case IR_CALL_RESULT_TYPE: {
    op_error(v, op, "result type mismatch at index %d", i);
    char *a = type_list(v, types + op->nopnds, op->nresults), *b = type_list(v, ft->outs, ft->nouts);
    note_at(v, op->loc, "      op result types: %s", a);
    note_at(v, op->loc, "function result types: %s", b);
    free(a);
    free(b);
    break;
  }
  }
  free(types);
  return ok;
}

/* memref.get_global against its global (MLIR's GetGlobalOp::verifySymbolUses). */
static bool check_get_global(Verifier *v, HashMap *tab, const IrOp *op) {
  IrAttr *name = ir_op_get_attr(op, "name");
  const char *key = ir_intern(v->ctx, name->u.s.str, name->u.s.len);
  IrOp *g = hashmap_get(tab, (uint64_t)(uintptr_t)key);
  if (!g || !ir_op_is(g, OP_GLOBAL))
    return op_error(v, op, "'%s' does not reference a valid global memref", key);
  IrAttr *t = ir_op_get_attr(g, "type");
  if (t && t->kind == ATTR_TYPE && t->type != op->results[0].type)
    return op_error(v, op, "result type '%s' does not match type '%s' of the global memref @%s",
                    tstr(v, op->results[0].type), tstr(v, t->type), key);
  return true;
}

static bool check_calls_in(Verifier *v, HashMap *tab, IrOp *op) {
  if (ir_op_is(op, OP_CALL) && !check_call(v, tab, op))
    return false;
  if (ir_op_is(op, OP_GET_GLOBAL) && !check_get_global(v, tab, op))
    return false;
  for (int r = 0; r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; b; b = b->next)
      for (IrOp *o = b->first; o; o = o->next)
        if (!check_calls_in(v, tab, o))
          return false;
  return true;
}

/* After its functions: duplicate names, then every call (the first bad
 * one), as MLIR's SymbolTable trait checks a module. */
static bool verify_module_regions(Verifier *v, IrOp *op) {
  HashMap tab;
  hashmap_init(&tab);
  bool ok = build_symbol_table(v, op, &tab);
  IrBlock *body = region_block(op, 0);
  for (IrOp *o = body && v->ncalls ? body->first : NULL; ok && o; o = o->next)
    ok = check_calls_in(v, &tab, o);
  hashmap_free(&tab);
  return ok;
}

/* A symbol's visibility, as MLIR's SymbolOpInterface checks it. */
static bool verify_visibility(Verifier *v, IrOp *op) {
  IrAttr *vis = ir_op_get_attr(op, "sym_visibility");
  if (!vis)
    return true;
  if (vis->kind != ATTR_STRING)
    return op_error(v, op, "requires visibility attribute 'sym_visibility' to be a string attribute");
  static const char *const ok[] = {"public", "private", "nested"};
  for (size_t i = 0; i < sizeof ok / sizeof *ok; i++)
    if (vis->u.s.len == strlen(ok[i]) && memcmp(vis->u.s.str, ok[i], vis->u.s.len) == 0)
      return true;
  return op_error(v, op,
                  "visibility expected to be one of [\"public\", \"private\", \"nested\"], but "
                  "got \"%.*s\"",
                  (int)vis->u.s.len, vis->u.s.str);
}

/* The optional `alignment` of memref.global, alloc, alloca, realloc, load
 * and store: MLIR's constraint (a positive power of two). */
static bool check_alignment(Verifier *v, const IrOp *op) {
  IrAttr *al = ir_op_get_attr(op, "alignment");
  if (al && (al->kind != ATTR_INT || al->u.i <= 0 || (al->u.i & (al->u.i - 1))))
    return op_error(v, op,
                    "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer "
                    "attribute whose value is positive and whose value is a power of two > 0");
  return true;
}

/* memref.global: a static-shaped memref type, an initial value of its
 * tensor type (or unit: uninitialized), an alignment that is a power of 2. */
static bool verify_global_op(Verifier *v, IrOp *op) {
  IrAttr *name = ir_op_get_attr(op, "sym_name"), *type = ir_op_get_attr(op, "type");
  if (!name || name->kind != ATTR_STRING)
    return op_error(v, op, "requires attribute 'sym_name'");
  if (!type || type->kind != ATTR_TYPE)
    return op_error(v, op, "requires attribute 'type'");
  if (!verify_visibility(v, op))
    return false;
  IrType *t = type->type;
  if (t->kind != TY_MEMREF)
    return op_error(v, op, "type should be memref but found '%s'", tstr(v, t));
  if (t->rank < 0 || ir_type_num_dynamic(t))
    return op_error(v, op, "type should be static shaped memref, but got '%s'", tstr(v, t));
  IrAttr *init = ir_op_get_attr(op, "initial_value");
  if (init && init->kind == ATTR_DENSE) {
    IrType *want = ir_type_tensor(v->ctx, t->elem, t->rank, t->dims);
    if (init->type != want)
      return op_error(v, op, "initial value expected to be of type '%s', but was of type '%s'",
                      tstr(v, want), tstr(v, init->type));
  } else if (init && init->kind != ATTR_UNIT) {
    return op_error(v, op, "initial value must be a dense elements attribute or unit");
  }
  return check_alignment(v, op);
}

/* memref.get_global: a flat symbol `name` (checked against the module's
 * globals with the calls) and a memref result. */
static bool verify_get_global_op(Verifier *v, IrOp *op) {
  IrAttr *name = ir_op_get_attr(op, "name");
  if (!name || name->kind != ATTR_SYMBOL)
    return op_error(v, op, "requires attribute 'name'");
  if (op->results[0].type->kind != TY_MEMREF || op->results[0].type->rank < 0)
    return op_error(v, op, "result #0 must be statically shaped memref of any type values, but got '%s'",
                    tstr(v, op->results[0].type));
  v->ncalls++; /* the module's symbol check looks it up */
  return true;
}

static bool verify_func_op(Verifier *v, IrOp *op) {
  IrAttr *type = ir_op_get_attr(op, "function_type");
  if (!type)
    return op_error(v, op, "requires attribute 'function_type'");
  IrAttr *name = ir_op_get_attr(op, "sym_name");
  if (!name)
    return op_error(v, op, "requires attribute 'sym_name'");
  if (type->kind != ATTR_TYPE || type->type->kind != TY_FUNC)
    return op_error(v, op,
                    "attribute 'function_type' failed to satisfy constraint: type attribute of "
                    "function type");
  if (name->kind != ATTR_STRING)
    return op_error(v, op, "attribute 'sym_name' failed to satisfy constraint: string attribute");
  if (!verify_visibility(v, op))
    return false;
  IrType *ft = type->type;
  IrBlock *entry = ir_func_entry(op);
  if (entry && entry->nargs != ft->nins)
    return op_error(v, op, "entry block must have %d arguments to match function signature",
                    ft->nins);
  for (int i = 0; entry && i < ft->nins; i++)
    if (entry->args[i]->type != ft->ins[i])
      return op_error(v, op,
                      "type of entry block argument #%d('%s') must match the type of the "
                      "corresponding argument in function signature('%s')",
                      i, tstr(v, entry->args[i]->type), tstr(v, ft->ins[i]));
  /* The 2020 standard dialect declared external functions public. */
  if (!entry && !spelled_classic(op) && !ir_op_get_attr(op, "sym_visibility"))
    return op_error(v, op, "symbol declaration cannot have public visibility");
  return true;
}

static bool verify_return_op(Verifier *v, IrOp *op) {
  IrOp *func = ir_op_parent_op(op);
  IrType *ft = ir_func_type(func);
  if (!ft || ft->kind != TY_FUNC)
    return true; /* the function reports its own attributes */
  const char *fname = ir_func_name(func);
  if (op->nopnds != ft->nouts)
    return op_error(v, op, "has %d operands, but enclosing function (@%s) returns %d", op->nopnds,
                    fname, ft->nouts);
  for (int i = 0; i < op->nopnds; i++)
    if (opnd_type(op, i) != ft->outs[i])
      return error_at(v, op->loc,
                      "type of return operand %d ('%s') doesn't match function result type ('%s') "
                      "in function @%s",
                      i, tstr(v, opnd_type(op, i)), tstr(v, ft->outs[i]), fname);
  return true;
}

/* The callee itself is checked with the module's symbol table. */
static bool verify_call_op(Verifier *v, IrOp *op) {
  IrAttr *callee = ir_op_get_attr(op, "callee");
  if (!callee)
    return op_error(v, op, "requires attribute 'callee'");
  if (callee->kind != ATTR_SYMBOL)
    return op_error(v, op,
                    "attribute 'callee' failed to satisfy constraint: flat symbol reference "
                    "attribute");
  v->ncalls++;
  return true;
}

static bool verify_constant_op(Verifier *v, IrOp *op) {
  IrAttr *a = ir_op_get_attr(op, "value");
  IrType *rt = op->results[0].type;
  if (!a)
    return op_error(v, op, "requires attribute 'value'");
  if (a->type != rt)
    return op_error(v, op, "failed to verify that all of {value, result} have same type");
  if (a->kind == ATTR_DENSE) {
    int64_t n = ir_type_num_elements(a->type);
    if (!a->u.dense.splat && n >= 0 && a->u.dense.count != n)
      return op_error(v, op, "dense value has %lld elements but type '%s' has %lld",
                      (long long)a->u.dense.count, tstr(v, a->type), (long long)n);
    return true;
  }
  if (a->kind != ATTR_INT && a->kind != ATTR_FLOAT)
    return op_error(v, op, "value must be an integer, float, or elements attribute");
  if (ir_type_is_unsigned(rt) || ir_type_is_signed(rt))
    return op_error(v, op, "integer return type must be signless");
  if (a->kind == ATTR_INT && rt->kind == TY_INT && rt->width < 64) {
    /* ir_attr_int canonicalises to the width; anything else means the
     * attribute was built around the canonical form. */
    int64_t lo = rt->width <= 1 ? 0 : -((int64_t)1 << (rt->width - 1)); /* i0, i1: 0 .. */
    int64_t hi = (int64_t)(((uint64_t)1 << rt->width) - 1);
    if (a->u.i < lo || a->u.i > hi)
      return op_error(v, op, "integer constant out of range for type '%s'", tstr(v, rt));
  }
  return true;
}

/* MLIR's SameOperandsAndResultType (operand kinds are checked before). */
static bool same_operand_and_result_types(Verifier *v, IrOp *op) {
  IrType *t = opnd_type(op, 0);
  for (int i = 1; i < op->nopnds; i++)
    if (opnd_type(op, i) != t)
      return op_error(v, op, "requires the same type for all operands and results");
  for (int i = 0; i < op->nresults; i++)
    if (op->results[i].type != t)
      return op_error(v, op, "requires the same type for all operands and results");
  return true;
}

/* math.sincos: AllTypesMatch<["operand", "sin", "cos"]>. */
static bool verify_sincos_op(Verifier *v, IrOp *op) {
  IrType *t = opnd_type(op, 0);
  if (op->results[0].type != t || op->results[1].type != t)
    return op_error(v, op, "failed to verify that all of {operand, sin, cos} have same type");
  return true;
}

/* math.fpowi: a float raised to an integer of any width. */
static bool verify_fpowi_op(Verifier *v, IrOp *op) {
  if (!expect_operand(v, op, 0, TC_FLOAT) || !expect_operand(v, op, 1, TC_INT_LIKE) ||
      !expect_result(v, op, 0, TC_FLOAT))
    return false;
  if (op->results[0].type != opnd_type(op, 0))
    return op_error(v, op, "failed to verify that all of {lhs, result} have same type");
  return true;
}

/* math.isnan, isinf, isfinite, isnormal. */
static bool verify_fclass_op(Verifier *v, IrOp *op) {
  return expect_operand(v, op, 0, TC_FLOAT) && expect_result(v, op, 0, TC_BOOL);
}

/* ub.poison: its value property, when spelled, is the poison attribute. */
static bool verify_poison_op(Verifier *v, IrOp *op) {
  IrAttr *a = ir_op_get_attr(op, "value");
  if (a && !(a->kind == ATTR_OPAQUE && a->u.s.len == 10 && strncmp(a->u.s.str, "#ub.poison", 10) == 0))
    return op_error(v, op, "attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance");
  return true;
}

/* arith.addui_extended (sum, carry: i1) and mulsi/mului_extended (low, high). */
static bool verify_extended_op(Verifier *v, IrOp *op) {
  bool add = ir_op_is(op, OP_ADDUI_EXTENDED);
  if (!expect_operands(v, op, 0, 2, TC_INT_LIKE) || !expect_result(v, op, 0, TC_INT_LIKE) ||
      !expect_result(v, op, 1, add ? TC_BOOL : TC_INT_LIKE))
    return false;
  IrType *t = opnd_type(op, 0);
  if (opnd_type(op, 1) != t || op->results[0].type != t || (!add && op->results[1].type != t))
    return op_error(v, op, "failed to verify that all of {lhs, rhs, %s} have same type",
                    add ? "sum" : "low, high");
  return true;
}

static bool verify_cmp_op(Verifier *v, IrOp *op) {
  if (!ir_op_get_attr(op, "predicate"))
    return op_error(v, op, "requires attribute 'predicate'");
  if (!ir_cmp_pred_name(op))
    return op_error(v, op,
                    "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless "
                    "integer cases: %s",
                    ir_op_is(op, OP_CMPI) ? "0, 1, 2, 3, 4, 5, 6, 7, 8, 9"
                                          : "0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15");
  if (!expect_result(v, op, 0, TC_BOOL))
    return false;
  if (opnd_type(op, 0) != opnd_type(op, 1))
    return op_error(v, op, "requires all operands to have the same type");
  return true;
}

static bool verify_select_op(Verifier *v, IrOp *op) {
  if (!expect_operand(v, op, 0, TC_BOOL))
    return false;
  IrType *rt = op->results[0].type;
  if (opnd_type(op, 1) != rt || opnd_type(op, 2) != rt)
    return op_error(v, op,
                    "failed to verify that all of {true_value, false_value, result} have same type");
  return true;
}

/* A cast's operand and result constraints, as each op's ODS states them. */
static void cast_classes(IrOpKind k, TypeClass *from, TypeClass *to) {
  switch (k) {
  case OP_INDEX_CAST:
  case OP_INDEX_CASTUI: *from = *to = TC_INDEX_CAST; return;
  case OP_SITOFP:
  case OP_UITOFP: *from = TC_FIXED_INT, *to = TC_FLOAT; return;
  case OP_FPTOSI:
  case OP_FPTOUI: *from = TC_FLOAT, *to = TC_FIXED_INT; return;
  case OP_EXTF:
  case OP_TRUNCF: *from = *to = TC_FLOAT; return;
  case OP_EXTSI:
  case OP_EXTUI:
  case OP_TRUNCI: *from = *to = TC_FIXED_INT; return;
  case OP_BITCAST: *from = *to = TC_BITCAST; return;
  default: *from = *to = TC_ANY_MEMREF; return; /* memref.cast */
  }
}

/* MLIR's areCastCompatible for each cast, once the classes hold. */
static bool cast_compatible(IrOpKind k, const IrType *from, const IrType *to) {
  switch (k) {
  case OP_INDEX_CAST:
  case OP_INDEX_CASTUI: return ir_type_is_index(from) != ir_type_is_index(to);
  case OP_EXTF:
  case OP_EXTSI:
  case OP_EXTUI: return to->width > from->width;
  case OP_TRUNCF:
  case OP_TRUNCI: return to->width < from->width;
  case OP_BITCAST: return from->width == to->width;
  case OP_MEMREF_CAST: return ir_memref_cast_compatible(from, to);
  default: return true;
  }
}

/* An enum property (truncf's roundingmode, vector.print's punctuation) that
 * is not one of its values: mlir-opt rejects it while reading the
 * properties, with this message. */
static bool bad_enum_property(Verifier *v, const IrOp *op, const char *name, const IrAttr *a) {
  const char *opname = op->info->modern;
  if (a->kind == ATTR_INT)
    return error_at(v, op->loc,
                    "invalid properties {%s = %lld : %s} for op %s: Invalid attribute `%s` in "
                    "property conversion: %lld : %s",
                    name, (long long)a->u.i, tstr(v, a->type), opname, name, (long long)a->u.i,
                    tstr(v, a->type));
  return error_at(v, op->loc, "invalid properties for op %s: Invalid attribute `%s` in property "
                              "conversion", opname, name);
}

static bool verify_cast_op(Verifier *v, IrOp *op) {
  IrAttr *rm = ir_op_is(op, OP_TRUNCF) ? ir_op_get_attr(op, "roundingmode") : NULL;
  if (rm && ir_op_rounding_mode(op) < 0)
    return bad_enum_property(v, op, "roundingmode", rm);
  if (ir_op_is(op, OP_MEMORY_SPACE_CAST)) {
    /* MemorySpaceCastOp::areCastCompatible: all but the space alike */
    IrType *a = opnd_type(op, 0), *b = op->results[0].type;
    const char *what = "ranked or unranked memref of any type values";
    if (a->kind != TY_MEMREF)
      return op_error(v, op, "operand #0 must be %s, but got '%s'", what, tstr(v, a));
    if (b->kind != TY_MEMREF)
      return op_error(v, op, "result #0 must be %s, but got '%s'", what, tstr(v, b));
    if (ir_type_with_memspace(v->ctx, a, b->memspace) != b)
      return op_error(v, op, "operand type '%s' and result type '%s' are cast incompatible",
                      tstr(v, a), tstr(v, b));
    return true;
  }
  TypeClass from, to;
  cast_classes(ir_op_kind(op), &from, &to);
  if (!expect_operand(v, op, 0, from) || !expect_result(v, op, 0, to))
    return false;
  if (!cast_compatible(ir_op_kind(op), opnd_type(op, 0), op->results[0].type))
    return op_error(v, op, "operand type '%s' and result type '%s' are cast incompatible",
                    tstr(v, opnd_type(op, 0)), tstr(v, op->results[0].type));
  return true;
}

/* The generic form of today's scf.parallel and memref.alloc(a) states its
 * operand groups in operandSegmentSizes (the parser reads a missing one as
 * zeros, as MLIR does); they must add up to the operands. The custom forms
 * leave it out: loopc derives the groups (docs/DESIGN.md). Returns the
 * sizes, or NULL without the attribute. */
static const int64_t *segment_sizes(Verifier *v, const IrOp *op, int n, bool *ok) {
  IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
  *ok = true;
  if (!seg || seg->kind != ATTR_DENSE_ARRAY || seg->u.darray.n != n)
    return NULL;
  int64_t total = 0;
  for (int i = 0; i < n; i++)
    total += seg->u.darray.vals[i];
  if (total != op->nopnds)
    *ok = op_error(v, op,
                   "operand count (%d) does not match with the total size (%lld) specified in "
                   "attribute 'operandSegmentSizes'",
                   op->nopnds, (long long)total);
  return seg->u.darray.vals;
}

const int64_t *ir_verify_segment_sizes(IrVerifier *v, const IrOp *op, int n, bool *ok) {
  return segment_sizes(v, op, n, ok);
}

static bool verify_alloc_op(Verifier *v, IrOp *op) {
  bool ok;
  segment_sizes(v, op, 2, &ok);
  if (!ok || !check_alignment(v, op) || !expect_operands(v, op, 0, op->nopnds, TC_VAR_INDEX) ||
      !expect_result(v, op, 0, TC_MEMREF))
    return false;
  if (ir_op_is(op, OP_ALLOCA)) {
    const IrOp *p = ir_op_parent_op(op);
    while (p && !ir_op_is_allocation_scope(p))
      p = ir_op_parent_op(p);
    if (!p)
      return op_error(v, op, "requires an ancestor op with AutomaticAllocationScope trait");
  }
  IrType *t = op->results[0].type;
  int ndyn = ir_type_num_dynamic(t), nsym = ir_alloc_num_symbols(op);
  if (op->nopnds - nsym != ndyn)
    return op_error(v, op, "incorrect number of dynamic sizes, has %d, expected %d", op->nopnds - nsym,
                    ndyn);
  if (nsym != ir_memref_layout_symbols(t))
    return op_error(v, op, "symbol operand count does not equal memref symbol count: expected %d, got %d",
                    ir_memref_layout_symbols(t), nsym);
  return true;
}

static bool verify_dealloc_op(Verifier *v, IrOp *op) {
  return expect_operand(v, op, 0, TC_ANY_MEMREF);
}

/* load and store: the memref operand mem, then its indices. */
static bool check_access(Verifier *v, IrOp *op, int mem) {
  return expect_operand(v, op, mem, TC_MEMREF) &&
         expect_operands(v, op, mem + 1, op->nopnds, TC_VAR_INDEX);
}

static bool verify_load_op(Verifier *v, IrOp *op) {
  if (!check_alignment(v, op) || !expect_min_operands(v, op, 1) || !check_access(v, op, 0))
    return false;
  IrType *mt = opnd_type(op, 0);
  if (op->results[0].type != mt->elem)
    return op_error(v, op, "failed to verify that result type matches element type of 'memref'");
  if (op->nopnds - 1 != mt->rank)
    return op_error(v, op, "incorrect number of indices for load, expected %d but got %d", mt->rank,
                    op->nopnds - 1);
  return true;
}

static bool verify_store_op(Verifier *v, IrOp *op) {
  if (!check_alignment(v, op) || !expect_min_operands(v, op, 2) || !check_access(v, op, 1))
    return false;
  IrType *mt = opnd_type(op, 1);
  if (opnd_type(op, 0) != mt->elem)
    return op_error(v, op,
                    "failed to verify that type of 'value' matches element type of 'memref'");
  if (op->nopnds - 2 != mt->rank)
    return op_error(v, op, "store index operand count not equal to memref rank");
  return true;
}

static bool verify_dim_op(Verifier *v, IrOp *op) {
  if (!expect_operand(v, op, 0, TC_DIM_SOURCE) || !expect_operand(v, op, 1, TC_INDEX) ||
      !expect_result(v, op, 0, TC_INDEX))
    return false;
  /* An index past the rank is undefined behaviour when the op runs, as in
   * MLIR, not an invalid program (it may sit in code that never runs); the
   * C backend gives it the value 0. */
  return true;
}

static bool verify_extract_aligned_pointer_op(Verifier *v, IrOp *op) {
  return expect_operand(v, op, 0, TC_ANY_MEMREF) && expect_result(v, op, 0, TC_INDEX);
}

static bool verify_copy_op(Verifier *v, IrOp *op) {
  if (!expect_operand(v, op, 0, TC_ANY_MEMREF) || !expect_operand(v, op, 1, TC_ANY_MEMREF))
    return false;
  IrType *s = opnd_type(op, 0), *t = opnd_type(op, 1);
  if (s->elem != t->elem)
    return op_error(v, op, "requires the same element type for all operands");
  bool same = s->rank < 0 || t->rank < 0 || s->rank == t->rank;
  for (int i = 0; same && s->rank > 0 && i < s->rank && i < t->rank; i++)
    if (s->dims[i] != t->dims[i] && s->dims[i] != TY_DYN && t->dims[i] != TY_DYN)
      same = false;
  if (!same)
    return op_error(v, op, "requires the same shape for all operands");
  return true;
}

/* An i32 attribute's value, or false (absent or of another type). */
static bool i32_attr(const IrOp *op, const char *name, int64_t *out) {
  IrAttr *a = ir_op_get_attr(op, name);
  if (!a || a->kind != ATTR_INT || !a->type || a->type->kind != TY_INT || a->type->width != 32)
    return false;
  *out = a->u.i;
  return true;
}

static bool bool_attr_ok(const IrOp *op, const char *name) {
  IrAttr *a = ir_op_get_attr(op, name);
  return a && a->kind == ATTR_INT && a->type && ir_type_is_i1(a->type);
}

static bool verify_rank_op(Verifier *v, IrOp *op) {
  return expect_operand(v, op, 0, TC_ANY_MEMREF) && expect_result(v, op, 0, TC_INDEX);
}

/* memref.assume_alignment: its ODS (a positive i32 alignment, a ranked
 * memref), its inferred result type (the operand's) and its verifier. */
static bool verify_assume_alignment_op(Verifier *v, IrOp *op) {
  int64_t al;
  if (!ir_op_get_attr(op, "alignment"))
    return op_error(v, op, "requires attribute 'alignment'");
  if (!i32_attr(op, "alignment", &al) || al <= 0)
    return op_error(v, op, "attribute 'alignment' failed to satisfy constraint: 32-bit signless "
                           "integer attribute whose value is positive");
  if (!expect_operand(v, op, 0, TC_MEMREF) || !expect_result(v, op, 0, TC_MEMREF))
    return false;
  if (op->results[0].type != opnd_type(op, 0)) { /* InferTypeOpInterface's two errors */
    op_error(v, op, "inferred type(s) '%s' are incompatible with return type(s) of operation '%s'",
             tstr(v, opnd_type(op, 0)), tstr(v, op->results[0].type));
    return op_error(v, op, "failed to infer returned types");
  }
  if (al & (al - 1))
    return op_error(v, op, "alignment must be power of 2");
  return true;
}

/* memref.prefetch: its ODS (attributes in MLIR's order of checking, a
 * ranked memref, index operands) and PrefetchOp::verify. */
static bool verify_prefetch_op(Verifier *v, IrOp *op) {
  static const char *const names[] = {"isDataCache", "isWrite", "localityHint"};
  for (int i = 0; i < 3; i++)
    if (!ir_op_get_attr(op, names[i]))
      return op_error(v, op, "requires attribute '%s'", names[i]);
  for (int i = 0; i < 2; i++)
    if (!bool_attr_ok(op, names[i]))
      return op_error(v, op, "attribute '%s' failed to satisfy constraint: bool attribute", names[i]);
  int64_t hint;
  if (!i32_attr(op, "localityHint", &hint) || hint < 0 || hint > 3)
    return op_error(v, op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless "
                           "integer attribute whose minimum value is 0 whose maximum value is 3");
  if (!expect_min_operands(v, op, 1) || !expect_operand(v, op, 0, TC_MEMREF) ||
      !expect_operands(v, op, 1, op->nopnds, TC_VAR_INDEX))
    return false;
  if (op->nopnds != 1 + opnd_type(op, 0)->rank)
    return op_error(v, op, "too few indices");
  return true;
}

/* memref.atomic_rmw: its ODS (kind, value, memref, indices; value and
 * result of one type, the memref's element type) and AtomicRMWOp::verify. */
static bool verify_atomic_rmw_op(Verifier *v, IrOp *op) {
  IrAttr *k = ir_op_get_attr(op, "kind");
  if (!k)
    return op_error(v, op, "requires attribute 'kind'");
  const char *kind = k->kind == ATTR_INT ? ir_atomic_rmw_kind_name(k->u.i) : NULL;
  if (!kind)
    return op_error(v, op, "attribute 'kind' failed to satisfy constraint: allowed 64-bit signless "
                           "integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15");
  if (!expect_min_operands(v, op, 2) || !expect_operand(v, op, 0, TC_INT_OR_FLOAT) ||
      !expect_operand(v, op, 1, TC_MEMREF_INT_OR_FLOAT) ||
      !expect_operands(v, op, 2, op->nopnds, TC_VAR_INDEX) ||
      !expect_result(v, op, 0, TC_INT_OR_FLOAT))
    return false;
  IrType *t = opnd_type(op, 0);
  if (op->results[0].type != t)
    return op_error(v, op, "failed to verify that all of {value, result} have same type");
  if (opnd_type(op, 1)->elem != t)
    return op_error(v, op, "failed to verify that value type matches element type of memref");
  if (opnd_type(op, 1)->rank != op->nopnds - 2)
    return op_error(v, op, "expects the number of subscripts to be equal to memref rank");
  static const char *const float_kinds[] = {"addf", "maximumf", "minimumf", "mulf"};
  static const char *const int_kinds[] = {"addi", "maxs", "maxu", "mins", "minu",
                                          "muli", "ori", "xori", "andi"};
  for (size_t i = 0; i < sizeof float_kinds / sizeof *float_kinds; i++)
    if (strcmp(kind, float_kinds[i]) == 0 && !ir_type_is_float(t))
      return op_error(v, op, "with kind '%s' expects a floating-point type", kind);
  for (size_t i = 0; i < sizeof int_kinds / sizeof *int_kinds; i++)
    if (strcmp(kind, int_kinds[i]) == 0 && !ir_type_is_signless_int(t))
      return op_error(v, op, "with kind '%s' expects an integer type", kind);
  return true;
}

/* GenericAtomicRMWOp::verify's walk: the first nested op with effects is
 * the one reported. */
static IrWalkResult find_effect(IrWalker *w, IrOp *o) {
  if (ir_walker_depth(w) == 0 || ir_op_effects(o) == 0)
    return IR_WALK_ADVANCE;
  *(IrOp **)w->data = o;
  return IR_WALK_INTERRUPT;
}

/* memref.generic_atomic_rmw: its ODS and GenericAtomicRMWOp::verify (one
 * entry argument of the result's type; a body free of memory effects,
 * reported at the op that has them, as MLIR's emitError on it). */
static bool verify_generic_atomic_rmw_op(Verifier *v, IrOp *op) {
  if (!expect_min_operands(v, op, 1) || !expect_operand(v, op, 0, TC_MEMREF_INT_OR_FLOAT) ||
      !expect_operands(v, op, 1, op->nopnds, TC_VAR_INDEX) ||
      !expect_result(v, op, 0, TC_INT_OR_FLOAT))
    return false;
  if (opnd_type(op, 0)->elem != op->results[0].type)
    return op_error(v, op, "failed to verify that result type matches element type of memref");
  IrBlock *body = op->regions[0]->first;
  if (!body || body->nargs != 1)
    return op_error(v, op, "expected single number of entry block arguments");
  if (body->args[0]->type != op->results[0].type)
    return op_error(v, op, "expected block argument of the same type result type");
  IrOp *bad = NULL;
  IrWalker w = {.enter_op = find_effect, .data = &bad};
  ir_walker_run(&w, op);
  if (bad)
    return error_at(v, bad->loc, "body of 'memref.generic_atomic_rmw' should contain only "
                                 "operations with no side effects");
  return true;
}

/* memref.atomic_yield (its parent checked by its trait): AtomicYieldOp::verify. */
static bool verify_atomic_yield_op(Verifier *v, IrOp *op) {
  IrOp *parent = ir_op_parent_op(op);
  IrType *want = parent->nresults ? parent->results[0].type : NULL, *have = opnd_type(op, 0);
  if (want && want != have)
    return op_error(v, op, "types mismatch between yield op: '%s' and its parent: '%s'", tstr(v, have),
                    tstr(v, want));
  return true;
}

/* memref.distinct_objects: its ODS (memrefs) and DistinctObjectsOp::verify. */
static bool verify_distinct_objects_op(Verifier *v, IrOp *op) {
  if (!expect_operands(v, op, 0, op->nopnds, TC_VAR_MEMREF))
    return false;
  bool same = op->nopnds == op->nresults;
  for (int i = 0; same && i < op->nopnds; i++)
    same = opnd_type(op, i) == op->results[i].type;
  if (!same)
    return op_error(v, op, "operand types and result types must match");
  if (!op->nopnds)
    return op_error(v, op, "expected at least one operand");
  return true;
}

/* memref.realloc: its ODS (1-D memrefs, an optional index size, the
 * alignment) and ReallocOp::verify, whose messages name no op. */
static bool verify_realloc_op(Verifier *v, IrOp *op) {
  if (!check_alignment(v, op))
    return false;
  if (op->nopnds < 1 || op->nopnds > 2)
    return op_error(v, op, "expected between 1 and 2 operands, but found %d", op->nopnds);
  if (!expect_operand(v, op, 0, TC_MEMREF_1D) || (op->nopnds == 2 && !expect_operand(v, op, 1, TC_INDEX)) ||
      !expect_result(v, op, 0, TC_MEMREF_1D))
    return false;
  IrType *s = opnd_type(op, 0), *r = op->results[0].type;
  if (s->layout != IR_LAYOUT_IDENTITY)
    return error_at(v, op->loc, "unsupported layout for source memref type '%s'", tstr(v, s));
  if (r->layout != IR_LAYOUT_IDENTITY)
    return error_at(v, op->loc, "unsupported layout for result memref type '%s'", tstr(v, r));
  if (s->memspace != r->memspace)
    return error_at(v, op->loc, "different memory spaces specified for source memref type '%s' "
                                "and result memref type '%s'", tstr(v, s), tstr(v, r));
  if (s->elem != r->elem)
    return error_at(v, op->loc, "different element types specified for source memref type '%s' "
                                "and result memref type '%s'", tstr(v, s), tstr(v, r));
  if (r->dims[0] == TY_DYN && op->nopnds == 1)
    return error_at(v, op->loc, "missing dimension operand for result type '%s'", tstr(v, r));
  if (r->dims[0] != TY_DYN && op->nopnds == 2)
    return error_at(v, op->loc, "unnecessary dimension operand for result type '%s'", tstr(v, r));
  return true;
}

/* memref.reshape's ODS and ReshapeOp::verify. */
static bool verify_memref_reshape_op(Verifier *v, IrOp *op) {
  if (!expect_operand(v, op, 0, TC_ANY_MEMREF) || !expect_operand(v, op, 1, TC_SHAPE) ||
      !expect_result(v, op, 0, TC_ANY_MEMREF))
    return false;
  const IrType *s = opnd_type(op, 0), *r = op->results[0].type;
  if (s->elem != r->elem)
    return op_error(v, op, "element types of source and destination memref types should be the same");
  if (s->rank >= 0 && s->layout != IR_LAYOUT_IDENTITY)
    return op_error(v, op, "source memref type should have identity affine map");
  if (r->rank >= 0) {
    int64_t n = opnd_type(op, 1)->dims[0];
    if (r->layout != IR_LAYOUT_IDENTITY)
      return op_error(v, op, "result memref type should have identity affine map");
    if (n == TY_DYN)
      return op_error(v, op, "cannot use shape operand with dynamic length to reshape to "
                             "statically-ranked memref type");
    if (n != r->rank)
      return op_error(v, op, "length of shape operand differs from the result's memref rank");
  }
  return true;
}

/* Whether operands [from, to) are all of index type. */
static bool all_index(const IrOp *op, int from, int to) {
  for (int i = from; i < to; i++)
    if (!ir_type_is_index(opnd_type(op, i)))
      return false;
  return true;
}

static bool is_ranked_memref(const IrType *t) { return t->kind == TY_MEMREF && t->rank >= 0; }

/* DmaStartOp::verify, check by check in MLIR's order (each position found
 * from the ranks before it, so a later check relies on the earlier ones). */
static bool verify_dma_start_op(Verifier *v, IrOp *op) {
  int n = op->nopnds;
  if (n < 4)
    return op_error(v, op, "expected at least 4 operands");
  if (!is_ranked_memref(opnd_type(op, 0)))
    return op_error(v, op, "expected source to be of memref type");
  int sr = opnd_type(op, 0)->rank;
  if (n < sr + 4)
    return op_error(v, op, "expected at least %d operands", sr + 4);
  if (!all_index(op, 1, 1 + sr))
    return op_error(v, op, "expected source indices to be of index type");
  if (!is_ranked_memref(opnd_type(op, 1 + sr)))
    return op_error(v, op, "expected destination to be of memref type");
  int dr = opnd_type(op, 1 + sr)->rank, expected = sr + dr + 4;
  if (n < expected)
    return op_error(v, op, "expected at least %d operands", expected);
  if (!all_index(op, 2 + sr, 2 + sr + dr))
    return op_error(v, op, "expected destination indices to be of index type");
  if (!ir_type_is_index(opnd_type(op, 2 + sr + dr)))
    return op_error(v, op, "expected num elements to be of index type");
  if (!is_ranked_memref(opnd_type(op, 3 + sr + dr)))
    return op_error(v, op, "expected tag to be of memref type");
  int tr = opnd_type(op, 3 + sr + dr)->rank;
  expected += tr;
  if (n < expected)
    return op_error(v, op, "expected at least %d operands", expected);
  if (!all_index(op, 4 + sr + dr, 4 + sr + dr + tr))
    return op_error(v, op, "expected tag indices to be of index type");
  if (n != expected && n != expected + 2)
    return op_error(v, op, "incorrect number of operands");
  if (n == expected + 2 && !all_index(op, expected, n))
    return op_error(v, op, "expected stride and num elements per stride to be of type index");
  return true;
}

/* memref.dma_wait's ODS (a ranked memref, indices, an index) and DmaWaitOp::verify. */
static bool verify_dma_wait_op(Verifier *v, IrOp *op) {
  if (!expect_min_operands(v, op, 2) || !expect_operand(v, op, 0, TC_MEMREF) ||
      !expect_operands(v, op, 1, op->nopnds - 1, TC_VAR_INDEX) ||
      !expect_operand(v, op, op->nopnds - 1, TC_INDEX))
    return false;
  int rank = opnd_type(op, 0)->rank, nidx = op->nopnds - 2;
  if (nidx != rank)
    return op_error(v, op,
                    "expected tagIndices to have the same number of elements as the tagMemRef "
                    "rank, expected %d, but got %d",
                    rank, nidx);
  return true;
}

/* scf.for (MLIR 22: bounds of one signless integer or index type) and
 * loop.for (2020: index bounds, a constant step must be positive). */
static bool verify_for_op(Verifier *v, IrOp *op) {
  if (!expect_min_operands(v, op, 3))
    return false;
  bool classic = spelled_classic(op);
  if (!expect_operands(v, op, 0, 3, classic ? TC_INDEX : TC_INT_OR_INDEX))
    return false;
  if (opnd_type(op, 1) != opnd_type(op, 0) || opnd_type(op, 2) != opnd_type(op, 0))
    return op_error(v, op, "failed to verify that all of {lowerBound, upperBound, step} have same type");
  if (!expect_one_block(v, op, 0, "region"))
    return false;
  int64_t step;
  if (classic && const_int_value(op->opnds[2].value, &step) && step <= 0)
    return op_error(v, op, "constant step operand must be positive");
  if (ir_for_inits_count(op) != op->nresults)
    return op_error(v, op, "mismatch in number of loop-carried values and defined values");
  return true;
}

/* MLIR's LoopLikeOpInterface checks of inits, iter_args, yielded values and
 * results, then the induction variable, then the region's control flow. */
static bool verify_for_regions(Verifier *v, IrOp *op) {
  if (!expect_implicit_terminator(v, op))
    return false;
  IrBlock *body = region_block(op, 0);
  IrOp *yield = body->last && ir_op_is(body->last, OP_YIELD) ? body->last : NULL;
  int ninit = ir_for_inits_count(op), niter = body->nargs - 1;
  int nyield = yield ? yield->nopnds : 0;
  if (ninit != niter)
    /* Without an induction variable MLIR's count underflows its size_t and
     * prints as one; so does this. */
    return op_error(v, op, "different number of inits and region iter_args: %d != %llu", ninit,
                    (unsigned long long)(long long)niter);
  if (nyield && niter != nyield)
    return op_error(v, op, "different number of region iter_args and yielded values: %d != %d",
                    niter, nyield);
  for (int i = 0; i < niter; i++) {
    IrType *it = body->args[1 + i]->type;
    IrType *init = ir_for_inits(op, i)->type;
    if (init != it)
      return op_error(v, op, "%d-th init and %d-th region iter_arg have different type: '%s' != '%s'",
                      i, i, tstr(v, init), tstr(v, it));
    if (nyield && opnd_type(yield, i) != it)
      return op_error(v, op,
                      "%d-th region iter_arg and %d-th yielded value have different type: '%s' != '%s'",
                      i, i, tstr(v, it), tstr(v, opnd_type(yield, i)));
  }
  for (int i = 0; i < niter; i++)
    if (body->args[1 + i]->type != op->results[i].type)
      return op_error(v, op,
                      "%d-th region iter_arg and %d-th loop result have different type: '%s' != '%s'",
                      i, i, tstr(v, body->args[1 + i]->type), tstr(v, op->results[i].type));
  if (body->args[0]->type != ir_for_lb(op)->type)
    return op_error(v, op, "expected induction variable to be same type as bounds and step");
  return !yield || (check_edge(v, op, yield, 0, 0, 1) && check_edge(v, op, yield, 0, -1, 0));
}

static bool verify_if_op(Verifier *v, IrOp *op) {
  for (int r = 0; r < op->nregions; r++) {
    IrBlock *b = region_block(op, r);
    if (b && b->nargs)
      return op_error(v, op, "region #%d should have no arguments", r);
  }
  if (!expect_operand(v, op, 0, TC_I1) || !expect_one_block(v, op, 0, "thenRegion"))
    return false;
  if (op->nresults > 0 && !region_block(op, 1))
    return op_error(v, op, "must have an else block if defining values");
  return true;
}

static bool verify_if_regions(Verifier *v, IrOp *op) {
  if (!expect_implicit_terminator(v, op))
    return false;
  for (int r = 0; r < 2; r++) {
    IrOp *yield = region_terminator(op, r);
    if (yield && !check_edge(v, op, yield, 0, -1, 0))
      return false;
  }
  return true;
}

/* scf.index_switch, in MLIR 22's order: the region count, the cases
 * property, the operand, one block per region (ODS), then the op's own
 * verify: as many case regions as values, no value twice, and every region
 * (the default first) ending in an scf.yield of the results' types. */
static bool verify_index_switch_op(Verifier *v, IrOp *op) {
  if (op->nregions < 1)
    return op_error(v, op, "expected 1 or more regions");
  IrAttr *cs = ir_op_get_attr(op, "cases");
  if (!cs)
    return op_error(v, op, "requires attribute 'cases'");
  if (cs->kind != ATTR_DENSE_ARRAY || cs->type != v->ctx->i64_ty)
    return op_error(v, op, "attribute 'cases' failed to satisfy constraint: i64 dense array attribute");
  if (!expect_operand(v, op, 0, TC_INDEX) || !expect_one_block(v, op, 0, "defaultRegion"))
    return false;
  for (int r = 1; r < op->nregions; r++)
    if (!expect_one_block(v, op, r, "caseRegions"))
      return false;
  /* loopc's own rule: MLIR's verifier lets a region take arguments, which
   * nothing would bind (docs/mlir-compat.md). */
  for (int r = 0; r < op->nregions; r++)
    if (region_block(op, r)->nargs)
      return op_error(v, op, "region #%d should have no arguments", r);
  int n = cs->u.darray.n;
  if (n != op->nregions - 1)
    return op_error(v, op, "has %d case regions but %d case values", op->nregions - 1, n);
  HashMap seen; /* key 0 is the map's "empty": case 0 is a flag of its own */
  hashmap_init(&seen);
  bool zero = false;
  for (int i = 0; i < n; i++) {
    uint64_t key = (uint64_t)cs->u.darray.vals[i];
    bool dup = key ? hashmap_get(&seen, key) != NULL : zero;
    if (dup) {
      hashmap_free(&seen);
      return op_error(v, op, "has duplicate case value: %lld", (long long)cs->u.darray.vals[i]);
    }
    if (key)
      hashmap_put(&seen, key, (void *)1);
    zero = zero || !key;
  }
  hashmap_free(&seen);
  for (int r = 0; r < op->nregions; r++) {
    IrOp *y = region_terminator(op, r);
    char name[40];
    if (r == 0)
      snprintf(name, sizeof name, "default region");
    else
      snprintf(name, sizeof name, "case region #%d", r - 1);
    if (!y || !ir_op_is(y, OP_YIELD))
      return op_error(v, op, "expected region to end with scf.yield, but got %s",
                      y ? (y->name ? y->name : y->info->modern) : "<none>");
    if (y->nopnds != op->nresults) {
      op_error(v, op, "expected each region to return %d values, but %s returns %d", op->nresults,
               name, y->nopnds);
      note_at(v, y->loc, "see yield operation here");
      return false;
    }
    for (int i = 0; i < op->nresults; i++)
      if (opnd_type(y, i) != op->results[i].type) {
        op_error(v, op, "expected result #%d of each region to be '%s'", i,
                 tstr(v, op->results[i].type));
        note_at(v, y->loc, "%s returns '%s' here", name, tstr(v, opnd_type(y, i)));
        return false;
      }
  }
  return true;
}

/* A yield of op's region against op's results, in mlir-opt 22.1's words
 * (RegionBranchOpInterface), with its note at the yield. */
static bool check_edge_to_parent(Verifier *v, const IrOp *op, const IrOp *t) {
  char edge[128];
  snprintf(edge, sizeof edge, "along control flow edge from Operation %s to parent",
           t->name ? t->name : t->info->modern);
  if (t->nopnds != op->nresults) {
    op_error(v, op, "%s: region branch point has %d operands, but region successor needs %d inputs",
             edge, t->nopnds, op->nresults);
    note_at(v, t->loc, "region branch point");
    return false;
  }
  for (int i = 0; i < t->nopnds; i++)
    if (opnd_type(t, i) != op->results[i].type) {
      op_error(v, op, "%s: successor operand type #%d '%s' should match successor input type #%d '%s'",
               edge, i, tstr(v, opnd_type(t, i)), i, tstr(v, op->results[i].type));
      note_at(v, t->loc, "region branch point");
      return false;
    }
  return true;
}

/* scf.execute_region: ExecuteRegionOp::verify, then (once the region is
 * verified) each scf.yield against the results. */
static bool verify_execute_region_op(Verifier *v, IrOp *op) {
  IrBlock *b = region_block(op, 0);
  if (!b)
    return op_error(v, op, "region needs to have at least one block");
  if (b->nargs)
    return op_error(v, op, "region cannot have any arguments");
  return true;
}

static bool verify_execute_region_regions(Verifier *v, IrOp *op) {
  for (IrBlock *b = region_block(op, 0); b; b = b->next)
    if (b->last && ir_op_is(b->last, OP_YIELD) && !check_edge_to_parent(v, op, b->last))
      return false;
  return true;
}

/* memref.alloca_scope: the body region's constraint and NoRegionArguments;
 * once the body is verified, SingleBlockImplicitTerminator and the region
 * edge to the results in mlir-opt 22.1's words (a note at the terminator). */
static bool verify_alloca_scope_op(Verifier *v, IrOp *op) {
  if (!expect_one_block(v, op, 0, "bodyRegion"))
    return false;
  if (region_block(op, 0)->nargs)
    return op_error(v, op, "region should have no arguments");
  return true;
}

static bool verify_alloca_scope_regions(Verifier *v, IrOp *op) {
  IrOp *t = region_terminator(op, 0);
  if (!ir_op_is(t, OP_ALLOCA_SCOPE_RETURN)) {
    op_error(v, op, "expects regions to end with 'memref.alloca_scope.return', found '%s'",
             t->name ? t->name : t->info->modern);
    note_at(v, op->loc, "in custom textual format, the absence of terminator implies '%s'",
            "memref.alloca_scope.return");
    return false;
  }
  return check_edge_to_parent(v, op, t);
}

/* The sizes of a parallel loop's operand groups: lower bounds, upper
 * bounds and steps, given by the segment sizes or else by the induction
 * variables. */
typedef struct BoundGroups {
  int nlb, nub, nstep;
} BoundGroups;

static bool parallel_bounds(Verifier *v, IrOp *op, BoundGroups *g) {
  bool ok;
  const int64_t *s = segment_sizes(v, op, 4, &ok);
  if (!ok)
    return false;
  if (s) {
    *g = (BoundGroups){(int)s[0], (int)s[1], (int)s[2]};
    return true;
  }
  int n = ir_parallel_num_ivs(op);
  *g = (BoundGroups){n, n, n};
  if (op->nopnds < 3 * n)
    return op_error(v, op,
                    "expects the same number of induction variables: %d as bound and step "
                    "values: %d",
                    n, op->nopnds / 3);
  return true;
}

/* The reductions of a parallel body: its loop.reduce ops, in order. */
static int count_reductions(const IrBlock *body) {
  int n = 0;
  for (IrOp *o = body->first; o; o = o->next)
    n += ir_op_is(o, OP_REDUCE);
  return n;
}

static bool verify_parallel_op(Verifier *v, IrOp *op) {
  BoundGroups g;
  if (!parallel_bounds(v, op, &g) ||
      !expect_operands(v, op, 0, g.nlb + g.nub + g.nstep, TC_VAR_INDEX) ||
      !expect_one_block(v, op, 0, "region"))
    return false;
  IrBlock *body = region_block(op, 0);
  int n = g.nstep, first_step = g.nlb + g.nub;
  if (n == 0)
    return op_error(v, op, "needs at least one tuple element for lowerBound, upperBound and step");
  for (int i = first_step; i < first_step + n; i++) {
    int64_t s;
    if (const_int_value(op->opnds[i].value, &s) && s <= 0)
      return op_error(v, op, "constant step operand must be positive");
  }
  if (body->nargs != n)
    return op_error(v, op,
                    "expects the same number of induction variables: %d as bound and step "
                    "values: %d",
                    body->nargs, n);
  /* MLIR counts only the steps; loopc keeps the three lists the same
   * length (docs/mlir-compat.md). */
  if (g.nlb != n || g.nub != n)
    return op_error(v, op,
                    "expects the same number of lower bounds (%d), upper bounds (%d) and steps (%d)",
                    g.nlb, g.nub, n);
  for (int i = 0; i < n; i++)
    if (!ir_type_is_index(body->args[i]->type))
      return op_error(v, op, "expects arguments for the induction variable to be of index type");
  /* Today's body ends in scf.reduce, which loopc keeps as its reductions
   * and an operand-less yield; so does an operand-less scf.yield, which
   * MLIR accepted before LLVM 18 (docs/mlir-compat.md). */
  bool classic = spelled_classic(op);
  IrOp *t = body->last;
  if (!t || !ir_op_is(t, OP_YIELD) || t->nopnds) {
    op_error(v, op, "expects body to terminate with '%s'", classic ? "loop.yield" : "scf.reduce");
    if (t)
      note_at(v, t->loc, "terminator here");
    return false;
  }
  int nred = count_reductions(body), ninit = ir_parallel_inits_count(op);
  if (op->nresults != nred)
    return op_error(v, op, "expects number of results: %d to be the same as number of reductions: %d",
                    op->nresults, nred);
  /* Without init values a classic reduction starts from its identity. */
  if (op->nresults != ninit && !(classic && ninit == 0))
    return op_error(v, op,
                    "expects number of results: %d to be the same as number of initial values: %d",
                    op->nresults, ninit);
  int k = 0;
  for (IrOp *o = body->first; o; o = o->next) {
    if (!ir_op_is(o, OP_REDUCE))
      continue;
    IrType *rt = op->results[k].type;
    if (opnd_type(o, 0) != rt)
      return op_error(v, o,
                      "expects type of %d-th reduction operand: '%s' to be the same as the %d-th "
                      "result type: '%s'",
                      k, tstr(v, opnd_type(o, 0)), k, tstr(v, rt));
    /* MLIR does not compare the init values; loopc's C does need them to
     * be of the result types (docs/mlir-compat.md). */
    if (ninit && ir_parallel_inits(op, k)->type != rt)
      return op_error(v, op, "types mismatch between %dth init operand ('%s') and result ('%s')", k,
                      tstr(v, ir_parallel_inits(op, k)->type), tstr(v, rt));
    k++;
  }
  return true;
}

static bool verify_reduce_op(Verifier *v, IrOp *op) {
  return expect_one_block(v, op, 0, "reductions");
}

/* The reduction's index among its siblings: today's scf.reduce holds them
 * all and numbers their regions. */
static int reduction_index(const IrOp *op) {
  int k = 0;
  for (IrOp *o = op->prev; o; o = o->prev)
    k += ir_op_is(o, OP_REDUCE);
  return k;
}

static bool verify_reduce_regions(Verifier *v, IrOp *op) {
  IrType *t = opnd_type(op, 0);
  IrBlock *b = region_block(op, 0);
  int k = reduction_index(op);
  if (b->nargs != 2 || b->args[0]->type != t || b->args[1]->type != t)
    return op_error(v, op, "expected two block arguments with type '%s' in the %d-th reduction region",
                    tstr(v, t), k);
  if (!ir_op_is(b->last, OP_REDUCE_RETURN))
    return op_error(v, op, "reduction bodies must be terminated with an '%s' op",
                    kind_name(op, OP_REDUCE_RETURN));
  return true;
}

static bool verify_reduce_return_op(Verifier *v, IrOp *op) {
  IrBlock *b = op->parent;
  if (b->nargs && opnd_type(op, 0) != b->args[0]->type)
    return op_error(v, op, "must have type '%s' (the type of the reduction inputs)",
                    tstr(v, b->args[0]->type));
  return true;
}

static bool verify_while_op(Verifier *v, IrOp *op) {
  if (!expect_one_block(v, op, 0, "before") || !expect_one_block(v, op, 1, "after"))
    return false;
  char before[80], after[80];
  snprintf(before, sizeof before, "expects the 'before' region to terminate with '%s'",
           kind_name(op, OP_CONDITION));
  snprintf(after, sizeof after, "expects the 'after' region to terminate with '%s'",
           kind_name(op, OP_YIELD));
  return expect_terminator(v, op, 0, OP_CONDITION, before) &&
         expect_terminator(v, op, 1, OP_YIELD, after);
}

/* The edges in mlir-opt 22's order: into the before region, from the
 * condition out and to the after region, from the after region back. */
static bool verify_while_regions(Verifier *v, IrOp *op) {
  IrOp *cond = region_terminator(op, 0), *yield = region_terminator(op, 1);
  return check_edge(v, op, NULL, 0, 0, 0) && check_edge(v, op, cond, 1, -1, 0) &&
         check_edge(v, op, cond, 1, 1, 0) && check_edge(v, op, yield, 0, 0, 0);
}

static bool verify_condition_op(Verifier *v, IrOp *op) {
  return expect_min_operands(v, op, 1) && expect_operand(v, op, 0, TC_I1);
}

/* Each op's rules, before and after its regions (MLIR's verify and
 * verifyRegions). The op table's `verify` column names one of these. */
static bool verify_assert_op(Verifier *v, IrOp *op) {
  if (!expect_operand(v, op, 0, TC_I1))
    return false;
  IrAttr *m = ir_op_get_attr(op, "msg");
  if (!m || m->kind != ATTR_STRING)
    return op_error(v, op, "requires attribute 'msg'");
  return true;
}

/* vector.print: a scalar (MLIR also prints vectors, which loopc has no
 * type for but keeps as text), punctuation of MLIR's five, and a string
 * only alone. */
static bool verify_print_op(Verifier *v, IrOp *op) {
  if (op->nopnds > 1)
    return op_error(v, op, "operand group starting at #0 requires 0 or 1 element, but found %d",
                    op->nopnds);
  if (op->nopnds) {
    const IrType *t = op->opnds[0].value->type;
    bool vector = t->kind == TY_OPAQUE && strncmp(t->text, "vector<", 7) == 0;
    if (t->kind != TY_INT && t->kind != TY_INDEX && t->kind != TY_FLOAT && !vector)
      return op_error(v, op, "operand #0 must be , but got '%s'", ir_type_str(v->ctx, t));
  }
  const char *pu = ir_print_punctuation(op);
  if (!pu)
    return bad_enum_property(v, op, "punctuation", ir_op_get_attr(op, "punctuation"));
  IrAttr *s = ir_op_get_attr(op, "stringLiteral");
  if (s && s->kind != ATTR_STRING)
    return op_error(v, op, "attribute 'stringLiteral' failed to satisfy constraint: An Attribute "
                           "containing a string");
  if (s && (op->nopnds || strcmp(pu, "newline") != 0))
    return op_error(v, op, "failed to verify that `source` or `punctuation` are not set when "
                           "printing strings");
  return true;
}

/* BranchOpInterface's check: each successor gets as many operands as its
 * block has arguments, of the arguments' types. */
static bool verify_successor_operands(Verifier *v, IrOp *op) {
  for (int i = 0; i < op->nsuccs; i++) {
    IrSuccessor *s = &op->succs[i];
    if (s->count != s->block->nargs)
      return error_at(v, op->loc, "branch has %d operands for successor #%d, but target block has %d",
                      s->count, i, s->block->nargs);
    for (int j = 0; j < s->count; j++)
      if (op->opnds[s->first + j].value->type != s->block->args[j]->type)
        return error_at(v, op->loc, "type mismatch for bb argument #%d of successor #%d", j, i);
  }
  return true;
}

static bool verify_br_op(Verifier *v, IrOp *op) {
  if (op->nsuccs != 1)
    return op_error(v, op, "requires 1 successor but found %d", op->nsuccs);
  return verify_successor_operands(v, op);
}

static bool verify_cond_br_op(Verifier *v, IrOp *op) {
  if (op->nsuccs != 2)
    return op_error(v, op, "requires 2 successors but found %d", op->nsuccs);
  if (!expect_min_operands(v, op, 1) || !expect_operand(v, op, 0, TC_I1))
    return false;
  IrAttr *w = ir_op_get_attr(op, "branch_weights");
  if (w && w->kind != ATTR_DENSE_ARRAY)
    return op_error(v, op, "attribute 'branch_weights' failed to satisfy constraint: i32 dense "
                           "array attribute");
  if (w && w->u.darray.n != 2)
    return error_at(v, op->loc,
                    "expects number of branch weights to match number of successors: %d vs 2",
                    w->u.darray.n);
  if (w && w->u.darray.vals[0] == 0 && w->u.darray.vals[1] == 0)
    return error_at(v, op->loc, "branch weights cannot all be zero");
  return verify_successor_operands(v, op);
}

static bool verify_switch_op(Verifier *v, IrOp *op) {
  if (op->nsuccs < 1)
    return op_error(v, op, "requires at least 1 successors but found 0");
  if (!expect_min_operands(v, op, 1) || !expect_operand(v, op, 0, TC_ANY_INT))
    return false;
  IrAttr *cv = ir_op_get_attr(op, "case_values");
  int ncases = cv && cv->kind == ATTR_DENSE_ARRAY ? cv->u.darray.n : 0;
  if (ncases != op->nsuccs - 1)
    return op_error(v, op, "number of case values (%d) should match number of case destinations (%d)",
                    ncases, op->nsuccs - 1);
  if (cv && cv->type != opnd_type(op, 0))
    return op_error(v, op, "'flag' type ('%s') should match case value type ('%s')",
                    tstr(v, opnd_type(op, 0)), tstr(v, cv->type));
  return verify_successor_operands(v, op);
}

typedef struct OpVerifier {
  VerifyFn verify;
  VerifyFn verify_regions; /* or NULL */
} OpVerifier;

static const OpVerifier verify_none = {NULL, NULL};
static const OpVerifier verify_module = {NULL, verify_module_regions};
static const OpVerifier verify_func = {verify_func_op, NULL};
static const OpVerifier verify_return = {verify_return_op, NULL};
static const OpVerifier verify_call = {verify_call_op, NULL};
static const OpVerifier verify_constant = {verify_constant_op, NULL};
static const OpVerifier verify_binary = {same_operand_and_result_types, NULL};
static const OpVerifier verify_unary = {same_operand_and_result_types, NULL};
static const OpVerifier verify_same_types = {same_operand_and_result_types, NULL};
static const OpVerifier verify_cmp = {verify_cmp_op, NULL};
static const OpVerifier verify_fpowi = {verify_fpowi_op, NULL};
static const OpVerifier verify_sincos = {verify_sincos_op, NULL};
static const OpVerifier verify_fclass = {verify_fclass_op, NULL};
static const OpVerifier verify_extended = {verify_extended_op, NULL};
static const OpVerifier verify_poison = {verify_poison_op, NULL};
static const OpVerifier verify_select = {verify_select_op, NULL};
static const OpVerifier verify_cast = {verify_cast_op, NULL};
static const OpVerifier verify_alloc = {verify_alloc_op, NULL};
static const OpVerifier verify_dealloc = {verify_dealloc_op, NULL};
static const OpVerifier verify_load = {verify_load_op, NULL};
static const OpVerifier verify_store = {verify_store_op, NULL};
static const OpVerifier verify_dim = {verify_dim_op, NULL};
static const OpVerifier verify_extract_aligned_pointer = {verify_extract_aligned_pointer_op, NULL};
static const OpVerifier verify_copy = {verify_copy_op, NULL};
static const OpVerifier verify_dma_start = {verify_dma_start_op, NULL};
static const OpVerifier verify_dma_wait = {verify_dma_wait_op, NULL};
static const OpVerifier verify_memref_reshape = {verify_memref_reshape_op, NULL};
static const OpVerifier verify_rank = {verify_rank_op, NULL};
static const OpVerifier verify_realloc = {verify_realloc_op, NULL};
static const OpVerifier verify_distinct_objects = {verify_distinct_objects_op, NULL};
static const OpVerifier verify_atomic_rmw = {verify_atomic_rmw_op, NULL};
static const OpVerifier verify_generic_atomic_rmw = {verify_generic_atomic_rmw_op, NULL};
static const OpVerifier verify_atomic_yield = {verify_atomic_yield_op, NULL};
static const OpVerifier verify_assume_alignment = {verify_assume_alignment_op, NULL};
static const OpVerifier verify_prefetch = {verify_prefetch_op, NULL};
static const OpVerifier verify_for = {verify_for_op, verify_for_regions};
static const OpVerifier verify_if = {verify_if_op, verify_if_regions};
static const OpVerifier verify_parallel = {verify_parallel_op, NULL};
static const OpVerifier verify_reduce = {verify_reduce_op, verify_reduce_regions};
static const OpVerifier verify_reduce_return = {verify_reduce_return_op, NULL};
static const OpVerifier verify_yield = {NULL, NULL};
static const OpVerifier verify_while = {verify_while_op, verify_while_regions};
static const OpVerifier verify_index_switch = {verify_index_switch_op, NULL};
static const OpVerifier verify_execute_region = {verify_execute_region_op, verify_execute_region_regions};
/* scf.forall (ir/forall.c). */
static const OpVerifier verify_forall = {ir_verify_forall, ir_verify_forall_regions};
static const OpVerifier verify_in_parallel = {ir_verify_in_parallel, NULL};
static const OpVerifier verify_alloca_scope = {verify_alloca_scope_op, verify_alloca_scope_regions};
static const OpVerifier verify_condition = {verify_condition_op, NULL};
static const OpVerifier verify_assert = {verify_assert_op, NULL};
static const OpVerifier verify_print = {verify_print_op, NULL};
static const OpVerifier verify_global = {verify_global_op, NULL};
static const OpVerifier verify_get_global = {verify_get_global_op, NULL};
/* Views (ir/views.c). */
static const OpVerifier verify_subview = {ir_verify_subview, NULL};
static const OpVerifier verify_view = {ir_verify_view, NULL};
static const OpVerifier verify_transpose = {ir_verify_transpose, NULL};
static const OpVerifier verify_reinterpret_cast = {ir_verify_reinterpret_cast, NULL};
static const OpVerifier verify_collapse_shape = {ir_verify_collapse_shape, NULL};
static const OpVerifier verify_expand_shape = {ir_verify_expand_shape, NULL};
static const OpVerifier verify_extract_strided_metadata = {ir_verify_extract_strided_metadata, NULL};
static const OpVerifier verify_br = {verify_br_op, NULL};
static const OpVerifier verify_cond_br = {verify_cond_br_op, NULL};
static const OpVerifier verify_switch = {verify_switch_op, NULL};

static const OpVerifier *const op_verifiers[OP_COUNT] = {
#define OP(id, classic, modern, syn, nops, nres, nreg, traits, verify, summary) [OP_##id] = &verify,
#include "ops.def"
#undef OP
};

/* ============================ generic checks =========================== */

/* MLIR's count traits: ZeroRegions, OneRegion, NRegions<N> and so on. */
static bool check_count(Verifier *v, const IrOp *op, int want, int have, const char *what,
                        const char *one) {
  if (want < 0 || want == have)
    return true;
  if (want == 0)
    return op_error(v, op, "requires zero %ss", what);
  if (want == 1)
    return op_error(v, op, "requires %s", one);
  if (strcmp(what, "operand") == 0)
    return op_error(v, op, "expected %d operands, but found %d", want, have);
  return op_error(v, op, "expected %d %ss", want, what);
}

/* Whether op's has-parent traits hold. */
static bool parent_ok(const IrOp *op) {
  unsigned t = op->info->traits;
  IrOp *p = ir_op_parent_op(op);
  if (is_reduce_terminator(op))
    return p && ir_op_is(p, OP_PARALLEL);
  if ((t & T_HAS_PARENT_MODULE) && p && !ir_op_has_trait(p, T_SYMBOL_TABLE))
    return false;
  if ((t & T_HAS_PARENT_FUNC) && !(p && ir_op_is(p, OP_FUNC)))
    return false;
  if ((t & T_HAS_PARENT_PARALLEL) && !(p && ir_op_is(p, OP_PARALLEL)))
    return false;
  if ((t & T_HAS_PARENT_REDUCE) && !(p && ir_op_is(p, OP_REDUCE)))
    return false;
  if ((t & T_HAS_PARENT_WHILE) && !(p && ir_op_is(p, OP_WHILE)))
    return false;
  if ((t & T_HAS_PARENT_ALLOCA_SCOPE) && !(p && ir_op_is(p, OP_ALLOCA_SCOPE)))
    return false;
  if ((t & T_HAS_PARENT_FORALL) && !(p && ir_op_is(p, OP_FORALL)))
    return false;
  if ((t & T_HAS_PARENT_GENERIC_ATOMIC) && !(p && ir_op_is(p, OP_GENERIC_ATOMIC_RMW)))
    return false;
  if ((t & T_HAS_PARENT_LOOPLIKE) &&
      !(p && (ir_op_is(p, OP_FOR) || ir_op_is(p, OP_IF) || ir_op_is(p, OP_PARALLEL) ||
              ir_op_is(p, OP_WHILE) || ir_op_is(p, OP_INDEX_SWITCH) ||
              ir_op_is(p, OP_EXECUTE_REGION))))
    return false;
  return true;
}

static bool report_parent(Verifier *v, const IrOp *op) {
  unsigned t = op->info->traits;
  if (is_reduce_terminator(op))
    return op_error(v, op, "expects parent op '%s'", kind_name(op, OP_PARALLEL));
  if (t & T_HAS_PARENT_MODULE)
    return op_error(v, op, "symbol's parent must have the SymbolTable trait");
  if (t & T_HAS_PARENT_LOOPLIKE) {
    /* scf.yield's parents in MLIR 22, some of which loopc does not have. */
    if (!spelled_classic(op))
      return op_error(v, op, "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, "
                             "scf.index_switch, scf.while'");
    return op_error(v, op, "expects parent op to be one of '%s, %s, %s, %s'", kind_name(op, OP_FOR),
                    kind_name(op, OP_IF), kind_name(op, OP_PARALLEL), kind_name(op, OP_WHILE));
  }
  IrOpKind want = (t & T_HAS_PARENT_FUNC)           ? OP_FUNC
                  : (t & T_HAS_PARENT_PARALLEL)     ? OP_PARALLEL
                  : (t & T_HAS_PARENT_REDUCE)       ? OP_REDUCE
                  : (t & T_HAS_PARENT_ALLOCA_SCOPE) ? OP_ALLOCA_SCOPE
                  : (t & T_HAS_PARENT_FORALL)       ? OP_FORALL
                  : (t & T_HAS_PARENT_GENERIC_ATOMIC) ? OP_GENERIC_ATOMIC_RMW
                                                    : OP_WHILE;
  return op_error(v, op, "expects parent op '%s'", kind_name(op, want));
}

/* MLIR's structural traits: SingleBlock, HasParent, Terminator. */
static bool check_structural_traits(Verifier *v, const IrOp *op) {
  if (ir_op_has_trait(op, T_SINGLE_BLOCK))
    for (int r = 0; r < op->nregions; r++) {
      IrRegion *reg = op->regions[r];
      if (reg->first && reg->first != reg->last)
        return op_error(v, op, "expects region #%d to have 0 or 1 blocks", r);
      if (reg->first && !reg->first->first && !ir_op_has_trait(op, T_NO_TERMINATOR))
        return op_error(v, op, "expects a non-empty block");
    }
  if (!parent_ok(op))
    return report_parent(v, op);
  if (op->nsuccs && op->next)
    return error_at(v, op->loc, "operation with block successors must terminate its parent block");
  for (int i = 0; i < op->nsuccs; i++) {
    IrBlock *s = op->succs[i].block;
    if (!op->parent || s->parent != op->parent->parent)
      return error_at(v, op->loc, "branching to block of a different region");
    if (s == s->parent->first)
      return error_at(v, s->parent->parent->loc, "entry block of region may not have predecessors");
  }
  if (ir_op_has_trait(op, T_TERMINATOR) && op->next)
    return op_error(v, op, "must be the last operation in the parent block");
  return true;
}

/* T_INT_OPS / T_FLOAT_OPS: arith's and math's operand and result types. */
static bool check_value_kinds(Verifier *v, const IrOp *op) {
  unsigned t = op->info->traits;
  if (!(t & (T_INT_OPS | T_FLOAT_OPS)))
    return true;
  TypeClass c = (t & T_INT_OPS) ? TC_INT_LIKE : TC_FLOAT;
  if (!expect_operands(v, op, 0, op->nopnds, c))
    return false;
  if (ir_op_is(op, OP_CMPI) || ir_op_is(op, OP_CMPF))
    return true; /* an i1 result: the op's own rule */
  for (int i = 0; i < op->nresults; i++)
    if (!expect_result(v, op, i, c))
      return false;
  return true;
}

/* Types too deep or with too many dimensions for the recursive phases
 * (IR_MAX_NESTING); the parser and the importer never build them, a pass
 * might. */
static bool type_within_limits(Verifier *v, const IrOp *op, const IrType *t, const char *what,
                               int i) {
  if (t->depth <= IR_MAX_NESTING && t->rank <= IR_MAX_NESTING)
    return true;
  return op_error(v, op,
                  "%s #%d has a type nested deeper or with more dimensions than the maximum of %d",
                  what, i, IR_MAX_NESTING);
}

/* Everything about op itself, in MLIR's order: counts, structural traits,
 * operand and result types, then the op's own verify. */
static bool verify_op_itself(Verifier *v, IrOp *op) {
  for (int i = 0; i < op->nopnds; i++)
    if (!op->opnds[i].value)
      return op_error(v, op, "operand #%d is undefined", i);
  for (int i = 0; i < op->nresults; i++)
    if (!op->results[i].type)
      return op_error(v, op, "result #%d has no type", i);
    else if (!type_within_limits(v, op, op->results[i].type, "result", i))
      return false;
  const IrOpInfo *info = op->info;
  if (!check_count(v, op, info->nregions, op->nregions, "region", "one region") ||
      !check_count(v, op, info->nresults, op->nresults, "result", "one result") ||
      !check_count(v, op, info->nopnds, op->nopnds, "operand", "a single operand") ||
      !check_structural_traits(v, op) || !check_value_kinds(v, op))
    return false;
  if (ir_op_is_extension(op)) {
    int before = v->nerrors;
    if (op->info->verify)
      op->info->verify(v, op);
    return v->nerrors == before;
  }
  VerifyFn hook = op_verifiers[ir_op_kind(op)]->verify;
  return !hook || hook(v, op);
}

/* ============================= the walk ================================ */

static bool verify_isolated(Verifier *v, IrOp *op);
static bool verify_tree(Verifier *v, IrOp *op);

/* Whether a block of parent's may end without a terminator: the op says so,
 * or it is an op loopc does not know with a single-block region (which MLIR
 * allows for unregistered ops). */
static bool may_lack_terminator(const IrOp *parent, const IrBlock *b) {
  return ir_op_has_trait(parent, T_NO_TERMINATOR) ||
         (ir_op_is(parent, OP_UNKNOWN) && b->parent->first == b->parent->last);
}

/* A block: its ops, its isolated ops each on their own, its terminator. */
static bool verify_block(Verifier *v, IrOp *parent, IrBlock *b) {
  for (int i = 0; i < b->nargs; i++)
    if (!type_within_limits(v, parent, b->args[i]->type, "block argument", i))
      return false;
  if (!b->first) {
    if (may_lack_terminator(parent, b))
      return true;
    return error_at(v, parent->loc, "empty block: expect at least a terminator");
  }
  for (IrOp *o = b->first; o; o = o->next)
    if (!ir_op_has_trait(o, T_ISOLATED) && !verify_tree(v, o))
      return false;
  bool ok = true;
  for (IrOp *o = b->first; o && !diag_stopped(v->diag); o = o->next)
    if (ir_op_has_trait(o, T_ISOLATED))
      ok = verify_isolated(v, o) && ok;
  if (!ok)
    return false;
  /* An unknown op may be a terminator of its own dialect. */
  IrOp *last = b->last;
  if (!may_lack_terminator(parent, b) && !ir_op_has_trait(last, T_TERMINATOR) &&
      !ir_op_is(last, OP_UNKNOWN))
    return error_at(v, last->loc, "block with no terminator, has '%s'", last->name);
  return true;
}

/* op and everything nested, stopping at the first error. */
static bool verify_tree(Verifier *v, IrOp *op) {
  if (!verify_op_itself(v, op))
    return false;
  /* The verifier is the check that holds after every pass, so it also
   * enforces the nesting limit the recursive phases rely on (the parser and
   * the importer enforce it on their input); it does not descend further. */
  if (op->nregions && v->depth + 1 > IR_MAX_NESTING)
    return op_error(v, op, "has regions nested deeper than the maximum of %d", IR_MAX_NESTING);
  v->depth++;
  bool ok = true;
  for (int r = 0; ok && r < op->nregions; r++)
    for (IrBlock *b = op->regions[r]->first; ok && b; b = b->next)
      ok = verify_block(v, op, b);
  v->depth--;
  if (!ok)
    return false;
  if (ir_op_is_extension(op))
    return true;
  VerifyFn hook = op_verifiers[ir_op_kind(op)]->verify_regions;
  return !hook || hook(v, op);
}

/* ============================= dominance =============================== */

/* Whether region r encloses block b (at any depth). */
static bool region_encloses(const IrRegion *r, const IrBlock *b) {
  for (const IrRegion *x = b ? b->parent : NULL; x; ) {
    if (x == r)
      return true;
    IrOp *p = x->parent;
    x = p && p->parent ? p->parent->parent : NULL;
  }
  return false;
}

/* Whether block b lies inside one of op's regions. */
static bool op_encloses(const IrOp *op, const IrBlock *b) {
  for (int r = 0; r < op->nregions; r++)
    if (region_encloses(op->regions[r], b))
      return true;
  return false;
}

static IrBlock *value_block(const IrValue *x) {
  return x->def_op ? x->def_op->parent : x->owner_block;
}

/* Where a value that does not dominate its use is defined, relative to the
 * use, in the words of MLIR's note. */
typedef enum Relation {
  REL_SAME_BLOCK, REL_SAME_REGION, REL_PARENT, REL_CHILD, REL_NEITHER
} Relation;

static Relation relation(const IrBlock *use, const IrBlock *def) {
  if (use == def)
    return REL_SAME_BLOCK;
  if (use->parent == def->parent)
    return REL_SAME_REGION;
  if (region_encloses(def->parent, use))
    return REL_PARENT;
  if (region_encloses(use->parent, def))
    return REL_CHILD;
  return REL_NEITHER;
}

static void note_definition(Verifier *v, const IrOp *user, const IrValue *x) {
  static const char *const op_words[] = {
      "op in the same block", "op in the same region", "op in a parent region",
      "op in a child region", "op is neither in a parent nor in a child region"};
  static const char *const arg_words[] = {
      "in the same region", "in the same region", "in a parent region", "in a child region",
      "neither in a parent nor in a child region"};
  IrBlock *def = value_block(x);
  Relation rel = relation(user->parent, def);
  if (x->def_op) {
    note_at(v, x->def_op->loc, "operand defined here (%s)", op_words[rel]);
    return;
  }
  int index = 0;
  for (IrBlock *b = def->parent->first; b != def; b = b->next)
    index++;
  note_at(v, def->parent->parent->loc, "operand defined as a block argument (block #%d %s)", index,
          arg_words[rel]);
}

/* A block of a multi-block region that the entry does not reach: MLIR
 * checks no operand of its ops (dominance means nothing there), and counts
 * it as dominated by every block, so the values of its region are visible
 * in the regions it nests. */
typedef struct Unreached {
  const IrRegion *region;
} Unreached;

typedef struct DomWalk {
  Verifier *v;
  IrOp *iso;     /* the isolated op whose regions are walked */
  HashMap scope; /* values visible at the current point of the walk */
  Unreached *unreached; /* the unreachable blocks being walked, innermost last */
  int nunreached, unreached_cap;
} DomWalk;

static bool dominance_in(DomWalk *w, IrOp *op);

static bool visible_from_unreached(const DomWalk *w, const IrValue *x) {
  const IrBlock *b = value_block(x);
  for (int i = 0; i < w->nunreached; i++)
    if (b->parent == w->unreached[i].region)
      return true;
  return false;
}

/* Every operand of op is visible: defined earlier in its block, in a
 * dominating block of its region or of an enclosing one, inside the
 * isolated op. */
static bool check_operands_visible(DomWalk *w, IrOp *op) {
  for (int i = 0; i < op->nopnds; i++) {
    IrValue *x = op->opnds[i].value;
    if (hashmap_get(&w->scope, (uint64_t)(uintptr_t)x) || (w->nunreached && visible_from_unreached(w, x)))
      continue;
    if (!op_encloses(w->iso, value_block(x))) {
      op_error(w->v, op, "using value defined outside the region");
      note_at(w->v, w->iso->loc, "required by region isolation constraints");
      return false;
    }
    error_at(w->v, op->loc, "operand #%d does not dominate this use", i);
    note_definition(w->v, op, x);
    return false;
  }
  return true;
}

/* Entering a block: its arguments, then each op checked and its results
 * made visible. */
static bool dominance_enter(DomWalk *w, IrBlock *b, bool reachable) {
  for (int i = 0; i < b->nargs; i++)
    hashmap_put(&w->scope, (uint64_t)(uintptr_t)b->args[i], b);
  bool ok = true;
  for (IrOp *o = b->first; ok && o; o = o->next) {
    ok = (!reachable || check_operands_visible(w, o)) &&
         (ir_op_has_trait(o, T_ISOLATED) || dominance_in(w, o));
    for (int i = 0; ok && i < o->nresults; i++)
      hashmap_put(&w->scope, (uint64_t)(uintptr_t)&o->results[i], b);
  }
  return ok;
}

/* Leaving it: its values go out of scope (sibling regions and blocks it
 * does not dominate must not see them). */
static void dominance_leave(DomWalk *w, IrBlock *b) {
  for (int i = 0; i < b->nargs; i++)
    hashmap_remove(&w->scope, (uint64_t)(uintptr_t)b->args[i]);
  for (IrOp *o = b->first; o; o = o->next)
    for (int i = 0; i < o->nresults; i++)
      hashmap_remove(&w->scope, (uint64_t)(uintptr_t)&o->results[i]);
}

/* A region of several blocks: its blocks in a walk of its dominator tree,
 * each seeing the values of the blocks above it; then the unreachable
 * ones. */
static bool dominance_multi(DomWalk *w, IrRegion *r) {
  IrDomTree *t = ir_domtree_build(r);
  bool ok = true;
  int *stack = xmalloc(sizeof(int) * (size_t)(t->n ? t->n : 1));
  int *cur = xmalloc(sizeof(int) * (size_t)(t->n ? t->n : 1));
  int sp = 0;
  ok = dominance_enter(w, t->rpo[0], true);
  stack[sp] = 0;
  cur[sp++] = t->child_first[0];
  while (sp) {
    int c = cur[sp - 1];
    if (ok && c >= 0) {
      cur[sp - 1] = t->child_next[c];
      ok = dominance_enter(w, t->rpo[c], true);
      stack[sp] = c;
      cur[sp++] = t->child_first[c];
      continue;
    }
    dominance_leave(w, t->rpo[stack[--sp]]);
  }
  free(stack);
  free(cur);
  for (IrBlock *b = r->first; ok && b; b = b->next) {
    if (ir_domtree_index(t, b) >= 0)
      continue;
    if (w->nunreached == w->unreached_cap) {
      w->unreached_cap = w->unreached_cap ? 2 * w->unreached_cap : 4;
      w->unreached = xrealloc(w->unreached, sizeof *w->unreached * (size_t)w->unreached_cap);
    }
    w->unreached[w->nunreached++] = (Unreached){r};
    ok = dominance_enter(w, b, false);
    dominance_leave(w, b);
    w->nunreached--;
  }
  ir_domtree_free(t);
  return ok;
}

static bool dominance_in(DomWalk *w, IrOp *op) {
  for (int r = 0; r < op->nregions; r++) {
    IrRegion *reg = op->regions[r];
    if (ir_region_is_multi_block(reg)) {
      if (!dominance_multi(w, reg))
        return false;
      continue;
    }
    for (IrBlock *b = reg->first; b; b = b->next) {
      bool ok = dominance_enter(w, b, true);
      dominance_leave(w, b);
      if (!ok)
        return false;
    }
  }
  return true;
}

/* MLIR's verifyOpAndDominance: op's structure, then, if it holds, its
 * dominance; isolated ops nested inside are verified on their own. */
static bool verify_isolated(Verifier *v, IrOp *op) {
  if (!verify_tree(v, op))
    return false;
  DomWalk w = {v, op, {0}, NULL, 0, 0};
  hashmap_init(&w.scope);
  bool ok = dominance_in(&w, op);
  hashmap_free(&w.scope);
  free(w.unreached);
  return ok;
}

bool ir_verify(IrContext *ctx, IrOp *op, DiagEngine *diag) {
  Verifier v = {.ctx = ctx, .diag = diag, .depth = -1};
  verify_isolated(&v, op);
  return v.nerrors == 0;
}
