/* affine_verify.c: the affine dialect's verify hooks (the `verify` column of
 * affine_ops.def), with mlir-opt 22's messages: the ODS checks (required
 * maps, operand and result types), each op's verify(), and the rules on
 * which operands may be dims and symbols (affine_is_valid_dim_in /
 * affine_is_valid_symbol_in). Where MLIR 22 accepts what lower-affine could
 * not lower (a map whose inputs do not match its operand group, a step
 * below 1 in the generic form), loopc refuses it in words of its own. */
#include <string.h>

#include "../../ir/verify.h"
#include "affine_dialect.h"

static const char *tstr(IrVerifier *v, const IrType *t) {
  return ir_type_str(ir_verifier_context(v), t);
}

/* The ODS check of a required map / integer set attribute. */
static IrAttr *required(IrVerifier *v, const IrOp *op, const char *name, IrAttrKind kind) {
  IrAttr *a = ir_op_get_attr(op, name);
  if (!a) {
    ir_verify_error(v, op, "requires attribute '%s'", name);
    return NULL;
  }
  if (a->kind != kind) {
    ir_verify_error(v, op, "attribute '%s' failed to satisfy constraint: %s", name,
                    kind == ATTR_AFFINE_MAP ? "AffineMap attribute" : "IntegerSet attribute");
    return NULL;
  }
  return a;
}

static bool index_operands(IrVerifier *v, const IrOp *op, int from, int to) {
  for (int i = from; i < to; i++)
    if (!ir_type_is_index(op->opnds[i].value->type)) {
      ir_verify_error(v, op, "operand #%d must be variadic of index, but got '%s'", i,
                      tstr(v, op->opnds[i].value->type));
      return false;
    }
  return true;
}

static bool index_results(IrVerifier *v, const IrOp *op) {
  for (int i = 0; i < op->nresults; i++)
    if (!ir_type_is_index(op->results[i].type)) {
      ir_verify_error(v, op, "result #%d must be index, but got '%s'", i,
                      tstr(v, op->results[i].type));
      return false;
    }
  return true;
}

/* verifyDimAndSymbolIdentifiers: operands [first, first + ndims) dims, the
 * rest up to first + n symbols, in the affine scope of op. */
static bool dims_and_symbols(IrVerifier *v, const IrOp *op, int first, int n, int ndims) {
  IrRegion *scope = affine_scope_of(op);
  for (int i = 0; i < n; i++) {
    const IrValue *x = op->opnds[first + i].value;
    if (i < ndims && !affine_is_valid_dim_in(x, scope)) {
      ir_verify_error(v, op, "operand cannot be used as a dimension id");
      return false;
    }
    if (i >= ndims && !affine_is_valid_symbol_in(x, scope)) {
      ir_verify_error(v, op, "operand cannot be used as a symbol");
      return false;
    }
  }
  return true;
}

static int map_inputs(const IrAttr *m) { return m->u.affine.ndims + m->u.affine.nsyms; }

/* operandSegmentSizes, when present, must add up to the operand count. */
static bool segments(IrVerifier *v, const IrOp *op, int n, int *sizes) {
  IrAttr *seg = ir_op_get_attr(op, "operandSegmentSizes");
  if (!seg)
    return true;
  if (seg->kind != ATTR_DENSE_ARRAY || seg->u.darray.n != n) {
    ir_verify_error(v, op, "attribute 'operandSegmentSizes' failed to satisfy constraint: i32 "
                           "dense array attribute");
    return false;
  }
  int64_t total = 0;
  for (int i = 0; i < n; i++) {
    sizes[i] = (int)seg->u.darray.vals[i];
    total += seg->u.darray.vals[i];
  }
  if (total != op->nopnds) {
    ir_verify_error(v, op,
                    "operand count (%d) does not match with the total size (%lld) specified in "
                    "attribute 'operandSegmentSizes'",
                    op->nopnds, (long long)total);
    return false;
  }
  return true;
}

void affine_verify_for(IrVerifier *v, IrOp *op) {
  IrAttr *lb = required(v, op, "lowerBoundMap", ATTR_AFFINE_MAP);
  if (!lb)
    return;
  IrAttr *step = ir_op_get_attr(op, "step");
  if (!step) {
    ir_verify_error(v, op, "requires attribute 'step'");
    return;
  }
  IrAttr *ub = required(v, op, "upperBoundMap", ATTR_AFFINE_MAP);
  if (!ub)
    return;
  if (step->kind != ATTR_INT || !ir_type_is_index(step->type)) {
    ir_verify_error(v, op, "attribute 'step' failed to satisfy constraint: index attribute");
    return;
  }
  int seg[3] = {-1, -1, -1};
  if (!segments(v, op, 3, seg))
    return;
  if (lb->u.affine.n == 0) {
    ir_verify_error(v, op, "expected lower bound map to have at least one result");
    return;
  }
  if (ub->u.affine.n == 0) {
    ir_verify_error(v, op, "expected upper bound map to have at least one result");
    return;
  }
  AffineForGroups g;
  if (!affine_for_groups(op, &g) || (seg[0] >= 0 && (seg[0] != g.nlb || seg[1] != g.nub))) {
    ir_verify_error(v, op, "bound operand counts do not match the bound maps' dimension and "
                           "symbol counts");
    return;
  }
  if (step->u.i < 1) {
    ir_verify_error(v, op, "expected step to be representable as a positive signed integer");
    return;
  }
  IrBlock *body = op->regions[0]->first;
  if (!body || body->nargs == 0 || !ir_type_is_index(body->args[0]->type)) {
    ir_verify_error(v, op, "expected body to have a single index argument for the induction "
                           "variable");
    return;
  }
  if (!index_operands(v, op, 0, g.init_first) ||
      !dims_and_symbols(v, op, g.lb_first, g.nlb, lb->u.affine.ndims) ||
      !dims_and_symbols(v, op, g.ub_first, g.nub, ub->u.affine.ndims))
    return;
  if (g.ninits != body->nargs - 1) {
    ir_verify_error(v, op, "different number of inits and region iter_args: %d != %d", g.ninits,
                    body->nargs - 1);
    return;
  }
  for (int i = 0; i < g.ninits; i++) {
    IrType *a = op->opnds[g.init_first + i].value->type, *b = body->args[i + 1]->type;
    if (a != b) {
      ir_verify_error(v, op, "%d-th init and %d-th region iter_arg have different type: '%s' != "
                             "'%s'",
                      i, i, tstr(v, a), tstr(v, b));
      return;
    }
  }
  if (op->nresults == 0)
    return;
  if (g.ninits != op->nresults) {
    ir_verify_error(v, op, "mismatch between the number of loop-carried values and results");
    return;
  }
  for (int i = 0; i < g.ninits; i++) {
    IrType *a = op->opnds[g.init_first + i].value->type, *b = op->results[i].type;
    if (a != b) {
      ir_verify_error(v, op, "%d-th init and %d-th result have different type: '%s' != '%s'", i,
                      i, tstr(v, a), tstr(v, b));
      return;
    }
  }
}

void affine_verify_if(IrVerifier *v, IrOp *op) {
  /* The NoRegionArguments trait, verified before the op's own rules. */
  for (int i = 0; i < op->nregions; i++)
    if (op->regions[i]->first && op->regions[i]->first->nargs) {
      ir_verify_error(v, op, "region #%d should have no arguments", i);
      return;
    }
  IrAttr *set = required(v, op, "condition", ATTR_INTEGER_SET);
  if (!set)
    return;
  if (!index_operands(v, op, 0, op->nopnds))
    return;
  if (op->nopnds != map_inputs(set)) {
    ir_verify_error(v, op, "operand count and condition integer set dimension and symbol count "
                           "must match");
    return;
  }
  if (!dims_and_symbols(v, op, 0, op->nopnds, set->u.affine.ndims))
    return;
  /* Without an else, the values would come from nowhere: mlir-opt reports
   * the region edge from the op to its results. */
  if (op->nresults && !op->regions[1]->first) {
    ir_verify_error(v, op, "along control flow edge from parent to parent: region branch point "
                           "has 0 operands, but region successor needs %d inputs",
                    op->nresults);
    ir_verify_note(v, op->loc, "region branch point");
  }
}

/* Whether reduction kind k can combine values of type t, as MLIR 22's
 * isResultTypeMatchAtomicRMWKind answers: the float adds, products and
 * NaN-propagating extremes, the integer adds, products, ands and ors,
 * and assign; no other kind (maxs, xori, maxnumf, ...) on any type. */
static bool reduction_fits(int64_t k, const IrType *t) {
  const char *n = ir_atomic_rmw_kind_name(k);
  if (!n)
    return false;
  if (strcmp(n, "assign") == 0)
    return true;
  if (strcmp(n, "addf") == 0 || strcmp(n, "mulf") == 0 || strcmp(n, "maximumf") == 0 ||
      strcmp(n, "minimumf") == 0)
    return ir_type_is_float(t);
  if (strcmp(n, "addi") == 0 || strcmp(n, "muli") == 0 || strcmp(n, "andi") == 0 ||
      strcmp(n, "ori") == 0)
    return t->kind == TY_INT;
  return false;
}

void affine_verify_parallel(IrVerifier *v, IrOp *op) {
  IrAttr *lbg = ir_op_get_attr(op, "lowerBoundsGroups");
  IrAttr *lb = required(v, op, "lowerBoundsMap", ATTR_AFFINE_MAP);
  if (!lb)
    return;
  IrAttr *red = ir_op_get_attr(op, "reductions");
  IrAttr *steps = ir_op_get_attr(op, "steps");
  IrAttr *ubg = ir_op_get_attr(op, "upperBoundsGroups");
  IrAttr *ub = required(v, op, "upperBoundsMap", ATTR_AFFINE_MAP);
  if (!ub)
    return;
  const char *missing = !lbg ? "lowerBoundsGroups" : !red ? "reductions" : !steps ? "steps"
                        : !ubg ? "upperBoundsGroups" : NULL;
  if (missing) {
    ir_verify_error(v, op, "requires attribute '%s'", missing);
    return;
  }
  int nl = 0, nu = 0;
  int64_t sl = ir_dense_group_sum(lbg, &nl), su = ir_dense_group_sum(ubg, &nu);
  if (sl < 0 || su < 0 || steps->kind != ATTR_ARRAY || red->kind != ATTR_ARRAY) {
    ir_verify_error(v, op, "expected bound groups of positive i32 sizes, an array of steps and "
                           "an array of reductions");
    return;
  }
  IrBlock *body = op->regions[0]->first;
  int nargs = body ? body->nargs : 0;
  int nsteps = steps->u.array.n;
  if (nargs != nl || nargs != nu || nargs != nsteps) {
    ir_verify_error(v, op, "the number of region arguments (%d) and the number of map groups for "
                           "lower (%d) and upper bound (%d), and the number of steps (%d) must "
                           "all match",
                    nargs, nl, nu, nsteps);
    return;
  }
  if (sl != lb->u.affine.n || su != ub->u.affine.n) {
    ir_verify_error(v, op, "expected lower bounds map to have %lld results", (long long)sl);
    return;
  }
  for (int i = 0; i < nargs; i++)
    if (!ir_type_is_index(body->args[i]->type)) {
      ir_verify_error(v, op, "expected the region arguments to be of index type");
      return;
    }
  for (int i = 0; i < nsteps; i++) {
    IrAttr *s = steps->u.array.elts[i];
    if (s->kind != ATTR_INT || s->u.i < 1) {
      ir_verify_error(v, op, "expected steps to be positive integers");
      return;
    }
  }
  if (red->u.array.n != op->nresults) {
    ir_verify_error(v, op, "a reduction must be specified for each output");
    return;
  }
  for (int i = 0; i < op->nresults; i++) {
    IrAttr *k = red->u.array.elts[i];
    if (k->kind != ATTR_INT || !ir_atomic_rmw_kind_name(k->u.i)) {
      ir_verify_error(v, op, "invalid reduction attribute");
      return;
    }
    if (!reduction_fits(k->u.i, op->results[i].type)) {
      ir_verify_error(v, op, "result type cannot match reduction attribute");
      return;
    }
  }
  int nlb = map_inputs(lb);
  if (op->nopnds != nlb + map_inputs(ub)) {
    ir_verify_error(v, op, "operand count and the bound maps' dimension and symbol counts must "
                           "match");
    return;
  }
  if (index_operands(v, op, 0, op->nopnds) &&
      dims_and_symbols(v, op, 0, nlb, lb->u.affine.ndims))
    dims_and_symbols(v, op, nlb, map_inputs(ub), ub->u.affine.ndims);
}

void affine_verify_yield(IrVerifier *v, IrOp *op) {
  IrOp *p = ir_op_parent_op(op);
  if (!p || !(ir_op_is(p, OP_AFFINE_FOR) || ir_op_is(p, OP_AFFINE_IF) ||
              ir_op_is(p, OP_AFFINE_PARALLEL))) {
    ir_verify_error(v, op, "only terminates affine.if/for/parallel regions");
    return;
  }
  if (p->nresults != op->nopnds) {
    ir_verify_error(v, op, "parent of yield must have same number of results as the yield "
                           "operands");
    return;
  }
  for (int i = 0; i < op->nopnds; i++)
    if (op->opnds[i].value->type != p->results[i].type) {
      ir_verify_error(v, op, "types mismatch between yield op and its parent");
      return;
    }
}

/* affine.load / affine.store: the memref at operand mem, the map's inputs
 * after it (verifyMemoryOpIndexing). */
static IrAttr *memory_op(IrVerifier *v, IrOp *op, int mem) {
  IrAttr *map = required(v, op, "map", ATTR_AFFINE_MAP);
  if (!map)
    return NULL;
  if (op->nopnds <= mem)
    return NULL; /* the generic count check has reported it */
  const IrType *t = op->opnds[mem].value->type;
  if (t->kind != TY_MEMREF || t->rank < 0) {
    ir_verify_error(v, op, "operand #%d must be memref of any type values, but got '%s'", mem,
                    tstr(v, t));
    return NULL;
  }
  if (!index_operands(v, op, mem + 1, op->nopnds))
    return NULL;
  if (map->u.affine.n != t->rank) {
    ir_verify_error(v, op, "affine map num results must equal memref rank");
    return NULL;
  }
  if (map_inputs(map) != op->nopnds - mem - 1) {
    ir_verify_error(v, op, "expects as many subscripts as affine map inputs");
    return NULL;
  }
  if (!dims_and_symbols(v, op, mem + 1, op->nopnds - mem - 1, map->u.affine.ndims))
    return NULL;
  return map;
}

void affine_verify_load(IrVerifier *v, IrOp *op) {
  if (op->nopnds < 1) {
    ir_verify_error(v, op, "expected 1 or more operands, but found 0");
    return;
  }
  if (memory_op(v, op, 0) && op->results[0].type != op->opnds[0].value->type->elem)
    ir_verify_error(v, op, "result type must match element type of memref");
}

void affine_verify_store(IrVerifier *v, IrOp *op) {
  if (op->nopnds < 2) {
    ir_verify_error(v, op, "expected 2 or more operands, but found %d", op->nopnds);
    return;
  }
  if (memory_op(v, op, 1) && op->opnds[0].value->type != op->opnds[1].value->type->elem)
    ir_verify_error(v, op, "value to store must have the same type as memref element type");
}

/* affine.apply, min and max: index operands and result, as many operands
 * as the map has inputs; the map, or NULL after reporting. */
static IrAttr *map_op(IrVerifier *v, IrOp *op) {
  IrAttr *map = required(v, op, "map", ATTR_AFFINE_MAP);
  if (!map || !index_operands(v, op, 0, op->nopnds) || !index_results(v, op))
    return NULL;
  if (op->nopnds != map_inputs(map)) {
    ir_verify_error(v, op, "operand count and affine map dimension and symbol count must match");
    return NULL;
  }
  return map;
}

void affine_verify_apply(IrVerifier *v, IrOp *op) {
  IrAttr *map = map_op(v, op);
  if (map && map->u.affine.n != 1)
    ir_verify_error(v, op, "mapping must produce one value");
}

void affine_verify_minmax(IrVerifier *v, IrOp *op) {
  IrAttr *map = map_op(v, op);
  if (map && map->u.affine.n == 0)
    ir_verify_error(v, op, "affine map expect at least one result");
}

/* delinearize_index / linearize_index: static_basis with the dynamic
 * marker (INT64_MIN) where an index operand gives the size, from operand
 * first on; the number of sizes, or -1 after reporting. */
static int basis(IrVerifier *v, IrOp *op, int first) {
  IrAttr *b = ir_op_get_attr(op, "static_basis");
  if (!b) {
    ir_verify_error(v, op, "requires attribute 'static_basis'");
    return -1;
  }
  if (b->kind != ATTR_DENSE_ARRAY || b->type != ir_verifier_context(v)->i64_ty) {
    ir_verify_error(v, op, "attribute 'static_basis' failed to satisfy constraint: i64 dense "
                           "array attribute");
    return -1;
  }
  if (!index_operands(v, op, 0, op->nopnds) || !index_results(v, op))
    return -1;
  int ndyn = 0;
  for (int i = 0; i < b->u.darray.n; i++)
    ndyn += b->u.darray.vals[i] == INT64_MIN;
  if (ndyn != op->nopnds - first) {
    ir_verify_error(v, op, "mismatch between dynamic and static basis (kDynamic marker but no "
                           "corresponding dynamic basis entry) -- this can only happen due to "
                           "an incorrect fold/rewrite");
    return -1;
  }
  return b->u.darray.n;
}

void affine_verify_delinearize(IrVerifier *v, IrOp *op) {
  if (op->nopnds < 1) {
    ir_verify_error(v, op, "expected 1 or more operands, but found 0");
    return;
  }
  if (!ir_type_is_index(op->opnds[0].value->type)) {
    ir_verify_error(v, op, "operand #0 must be index, but got '%s'",
                    tstr(v, op->opnds[0].value->type));
    return;
  }
  int n = basis(v, op, 1);
  if (n < 0)
    return;
  if (op->nresults != n && op->nresults != n + 1) {
    ir_verify_error(v, op, "should return an index for each basis element and up to one extra "
                           "index");
    return;
  }
  const IrAttr *b = ir_op_get_attr(op, "static_basis");
  for (int i = 0; i < n; i++)
    if (b->u.darray.vals[i] <= 0 && b->u.darray.vals[i] != INT64_MIN) {
      ir_verify_error(v, op, "no basis element may be statically non-positive");
      return;
    }
}

void affine_verify_linearize(IrVerifier *v, IrOp *op) {
  int seg[2] = {-1, -1};
  if (!segments(v, op, 2, seg))
    return;
  IrAttr *b = ir_op_get_attr(op, "static_basis");
  int ndyn = 0;
  for (int i = 0; b && b->kind == ATTR_DENSE_ARRAY && i < b->u.darray.n; i++)
    ndyn += b->u.darray.vals[i] == INT64_MIN;
  int nidx = seg[0] >= 0 ? seg[0] : op->nopnds - ndyn;
  int n = basis(v, op, nidx);
  if (n < 0)
    return;
  if (nidx != n && nidx != n + 1)
    ir_verify_error(v, op, "should be passed a basis element for each index except possibly the "
                           "first");
}
