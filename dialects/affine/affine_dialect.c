/* affine_dialect.c: the affine dialect (ir/dialect.h): its op table,
 * registration, operand groups, and MLIR's rules for which values may be
 * affine dims and symbols (isValidDim / isValidSymbol, AffineOps.cpp). */
#include "affine_dialect.h"

#include <stdlib.h>
#include <string.h>

static int map_inputs(const IrAttr *m) { return m ? m->u.affine.ndims + m->u.affine.nsyms : 0; }

/* affine_verify.c */
void affine_verify_for(IrVerifier *v, IrOp *op);
void affine_verify_if(IrVerifier *v, IrOp *op);
void affine_verify_parallel(IrVerifier *v, IrOp *op);
void affine_verify_yield(IrVerifier *v, IrOp *op);
void affine_verify_load(IrVerifier *v, IrOp *op);
void affine_verify_store(IrVerifier *v, IrOp *op);
void affine_verify_apply(IrVerifier *v, IrOp *op);
void affine_verify_minmax(IrVerifier *v, IrOp *op);
void affine_verify_delinearize(IrVerifier *v, IrOp *op);
void affine_verify_linearize(IrVerifier *v, IrOp *op);

static const IrOpInfo affine_op_infos[] = {
#define OP(id, classic, modern, syn, nops, nres, nreg, traits, verify, summary) \
  {(IrOpKind)OP_##id, classic, modern, syn, nops, nres, nreg, traits, summary, verify},
#include "affine_ops.def"
#undef OP
};

/* MLIR's folds of affine.apply, affine.min and affine.max whose operands
 * are all constants: the map's result, or the least / greatest of them;
 * NULL where MLIR gives up (a division by zero: poison). */
static IrAttr *affine_fold(IrContext *ctx, IrOp *op) {
  int k = (int)ir_op_kind(op);
  if (k != OP_AFFINE_APPLY && k != OP_AFFINE_MIN && k != OP_AFFINE_MAX)
    return NULL;
  IrAttr *map = affine_op_map(op, "map");
  if (!map || map->u.affine.n < 1 || op->nopnds != map_inputs(map))
    return NULL;
  int64_t *vals = xcalloc((size_t)op->nopnds + 1, sizeof *vals);
  int64_t *res = xcalloc((size_t)map->u.affine.n, sizeof *res);
  bool ok = true;
  for (int i = 0; i < op->nopnds && ok; i++)
    ok = ir_value_const_int(op->opnds[i].value, &vals[i]);
  ok = ok && ir_affine_map_eval(map, vals, vals + map->u.affine.ndims, res);
  IrAttr *r = NULL;
  if (ok && (k != OP_AFFINE_APPLY || map->u.affine.n == 1)) {
    int64_t v = res[0];
    for (int i = 1; i < map->u.affine.n; i++)
      v = k == OP_AFFINE_MAX ? (res[i] > v ? res[i] : v) : (res[i] < v ? res[i] : v);
    r = ir_attr_int(ctx, ctx->index_ty, v);
  }
  free(vals);
  free(res);
  return r;
}

const IrDialect affine_dialect = {
    .name = "affine",
    .first_kind = OP_AFFINE_BEFORE_FIRST_ + 1,
    .nops = OP_AFFINE_END_ - OP_AFFINE_BEFORE_FIRST_ - 1,
    .ops = affine_op_infos,
    .fold = affine_fold,
    .materialize_constant = ir_dialect_core_constant,
};

void affine_dialect_register(void) { ir_dialect_register(&affine_dialect); }

IrAttr *affine_op_map(const IrOp *op, const char *name) {
  IrAttr *a = ir_op_get_attr(op, name);
  return a && a->kind == ATTR_AFFINE_MAP ? a : NULL;
}

bool affine_for_groups(const IrOp *op, AffineForGroups *g) {
  IrAttr *lb = affine_op_map(op, "lowerBoundMap"), *ub = affine_op_map(op, "upperBoundMap");
  memset(g, 0, sizeof *g);
  if (!lb || !ub)
    return false;
  g->nlb = map_inputs(lb);
  g->ub_first = g->nlb;
  g->nub = map_inputs(ub);
  g->init_first = g->nlb + g->nub;
  g->ninits = op->nopnds - g->init_first;
  return g->ninits >= 0;
}

int64_t affine_for_step(const IrOp *op) {
  IrAttr *s = ir_op_get_attr(op, "step");
  return s && s->kind == ATTR_INT ? s->u.i : 1;
}

int affine_op_map_operands_begin(const IrOp *op) {
  if (ir_op_is(op, OP_AFFINE_LOAD))
    return 1;
  if (ir_op_is(op, OP_AFFINE_STORE))
    return 2;
  return 0;
}

/* ---------------------------------------------- valid dims and symbols */

/* MLIR's AffineScope trait: func.func and builtin.module. */
static bool is_affine_scope(const IrOp *op) {
  return op && (ir_op_is(op, OP_FUNC) || ir_op_is(op, OP_MODULE));
}

static IrRegion *value_region(const IrValue *v) {
  if (v->def_op)
    return v->def_op->parent ? v->def_op->parent->parent : NULL;
  return v->owner_block ? v->owner_block->parent : NULL;
}

static IrOp *value_parent_op(const IrValue *v) {
  IrRegion *r = value_region(v);
  return r ? r->parent : NULL;
}

/* isTopLevelValue(value): defined directly in an AffineScope's region. */
static bool is_top_level(const IrValue *v) { return is_affine_scope(value_parent_op(v)); }

IrRegion *affine_scope_of(const IrOp *op) {
  const IrOp *cur = op;
  for (IrOp *p = ir_op_parent_op(cur); p; cur = p, p = ir_op_parent_op(p))
    if (is_affine_scope(p))
      return cur->parent ? cur->parent->parent : NULL;
  return NULL;
}

/* A chain of affine.apply ops is walked once per use; the walk is bounded so
 * that a (fuzzed) DAG of applies sharing operands cannot take exponential
 * time: past the budget a value is not taken as a symbol. */
typedef struct Budget {
  long left;
} Budget;

static bool sym_in(const IrValue *v, const IrRegion *region, Budget *b);

/* The enclosing region of region's op, when values from outside may be
 * used in region (not isolated from above). */
static const IrRegion *outer_region(const IrRegion *region) {
  IrOp *rop = region ? region->parent : NULL;
  if (!rop || ir_op_has_trait(rop, T_ISOLATED) || !rop->parent)
    return NULL;
  return rop->parent->parent;
}

/* isDimOpValidSymbol: a memref.dim of a top-level memref, or of an alloc
 * whose size in that dimension is static or a valid symbol. */
static bool dim_op_valid_symbol(const IrOp *dim, const IrRegion *region, Budget *b) {
  const IrValue *src = dim->opnds[0].value;
  if (is_top_level(src))
    return true;
  if (!src->def_op)
    return false;
  int64_t i;
  if (dim->nopnds < 2 || !ir_value_const_int(dim->opnds[1].value, &i))
    return false;
  const IrOp *def = src->def_op;
  const IrType *t = src->type;
  if (!ir_op_is(def, OP_ALLOC) || t->kind != TY_MEMREF || i < 0 || i >= t->rank)
    return false;
  if (t->dims[i] != TY_DYN)
    return true;
  int pos = 0;
  for (int k = 0; k < i; k++)
    pos += t->dims[k] == TY_DYN;
  return pos < def->nopnds && sym_in(def->opnds[pos].value, region, b);
}

static bool top_level_in(const IrValue *v, const IrRegion *region) {
  return value_region(v) == region;
}

static bool sym_in(const IrValue *v, const IrRegion *region, Budget *b) {
  if (--b->left < 0 || !ir_type_is_index(v->type))
    return false;
  if (region && top_level_in(v, region))
    return true;
  const IrOp *def = v->def_op;
  if (def) {
    if (ir_op_is(def, OP_CONSTANT))
      return true;
    if (ir_op_is(def, OP_AFFINE_APPLY)) {
      for (int i = 0; i < def->nopnds; i++)
        if (!sym_in(def->opnds[i].value, region, b))
          return false;
      return true;
    }
    if (ir_op_is(def, OP_DIM))
      return dim_op_valid_symbol(def, region, b);
  }
  const IrRegion *outer = outer_region(region);
  return outer ? sym_in(v, outer, b) : false;
}

static bool dim_in(const IrValue *v, const IrRegion *region, Budget *b) {
  if (!ir_type_is_index(v->type))
    return false;
  if (sym_in(v, region, b))
    return true;
  const IrOp *def = v->def_op;
  if (!def) {
    IrOp *p = value_parent_op(v);
    return p && (ir_op_is(p, OP_AFFINE_FOR) || ir_op_is(p, OP_AFFINE_PARALLEL));
  }
  if (ir_op_is(def, OP_AFFINE_APPLY)) {
    for (int i = 0; i < def->nopnds; i++)
      if (!dim_in(def->opnds[i].value, region, b))
        return false;
    return true;
  }
  if (ir_op_is(def, OP_DIM))
    return is_top_level(def->opnds[0].value);
  return false;
}

enum { BUDGET = 1 << 16 };

bool affine_is_valid_symbol_in(const IrValue *v, const IrRegion *scope) {
  Budget b = {BUDGET};
  return sym_in(v, scope, &b);
}

bool affine_is_valid_dim_in(const IrValue *v, const IrRegion *scope) {
  Budget b = {BUDGET};
  return dim_in(v, scope, &b);
}

bool affine_is_valid_symbol(const IrValue *v) {
  if (!ir_type_is_index(v->type))
    return false;
  if (is_top_level(v))
    return true;
  return v->def_op ? affine_is_valid_symbol_in(v, affine_scope_of(v->def_op)) : false;
}

bool affine_is_valid_dim(const IrValue *v) {
  if (!ir_type_is_index(v->type))
    return false;
  if (v->def_op)
    return affine_is_valid_dim_in(v, affine_scope_of(v->def_op));
  IrOp *p = value_parent_op(v);
  return p && (is_affine_scope(p) || ir_op_is(p, OP_AFFINE_FOR) || ir_op_is(p, OP_AFFINE_PARALLEL));
}
