/* lower_affine.c: lower-affine (MLIR's AffineToStandard): the affine dialect
 * to loopc's loop dialect, arith and memref, IR to IR. affine.for becomes
 * scf.for from the max of its lower bound map's results to the min of its
 * upper bound's (arith.maxsi / minsi chains), affine.if an scf.if on the
 * conjunction of its set's constraints, affine.parallel an scf.parallel
 * with one scf.reduce per reduction (so that it becomes OpenMP like any
 * scf.parallel), affine.load / store memref.load / store at the expanded
 * subscripts, affine.apply / min / max arith, delinearize_index and
 * linearize_index the divisions and sums by their strides (MLIR's
 * AffineExpandIndexOps, which --lower-affine runs too). Each affine expression is
 * expanded as MLIR's AffineApplyExpander expands it (mod, floordiv and
 * ceildiv by a positive constant or by a symbol as remsi / divsi with
 * their sign fixes),
 * op by op in the order mlir-opt emits them, so that the output matches
 * mlir-opt --lower-affine up to value names. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/verify.h"
#include "canonicalize.h"
#include "passes.h"

typedef struct Lower {
  IrContext *ctx;
  IrBuilder b;
  DiagEngine *diag;
  bool failed;
  IrOp **ops; /* the affine ops, children before parents */
  size_t n, cap;
  HashMap folded; /* apply / min / max op -> index + 1 into values */
  int64_t *values;
} Lower;

static IrValue *cidx(Lower *L, int64_t v) { return ir_build_const_index(&L->b, v); }

/* An arith op on a and b, never folded: MLIR's AffineApplyExpander
 * creates each op (x + 0 with a constant operand stays an addi). */
static IrValue *bin(Lower *L, IrOpKind k, IrValue *a, IrValue *b) {
  return ir_build_binary(&L->b, k, a, b);
}

/* e over dims and syms (MLIR's AffineApplyExpander), or NULL after
 * reporting a division or modulo by a constant that is not positive. A
 * divisor that is a symbol (a semi-affine map) is expanded the same way. */
static IrValue *expand(Lower *L, const IrOp *op, const IrAffineExpr *e, IrValue *const *dims,
                       IrValue *const *syms) {
  switch (e->kind) {
  case AFFINE_CONST: return cidx(L, e->value);
  case AFFINE_DIM: return dims[e->value];
  case AFFINE_SYM: return syms[e->value];
  default: break;
  }
  IrValue *l = expand(L, op, e->lhs, dims, syms);
  if (!l)
    return NULL;
  IrValue *r = expand(L, op, e->rhs, dims, syms);
  if (!r)
    return NULL;
  if (e->kind == AFFINE_ADD)
    return bin(L, OP_ADDI, l, r);
  if (e->kind == AFFINE_MUL) {
    IrValue *m = bin(L, OP_MULI, l, r);
    ir_op_set_overflow_flags(L->ctx, m->def_op, IR_OVF_NSW);
    return m;
  }
  if (e->rhs->kind == AFFINE_CONST && e->rhs->value <= 0) {
    diag_error(L->diag, op->loc, "%s by non-positive value is not supported",
               e->kind == AFFINE_MOD ? "modulo" : "division");
    L->failed = true;
    return NULL;
  }
  if (e->kind == AFFINE_MOD) {
    IrValue *rem = bin(L, OP_REMSI, l, r);
    IrValue *neg = ir_build_cmp(&L->b, OP_CMPI, "slt", rem, cidx(L, 0));
    IrValue *fixed = bin(L, OP_ADDI, rem, r);
    return ir_build_select(&L->b, neg, fixed, rem);
  }
  if (e->kind == AFFINE_FLOORDIV) {
    IrValue *zero = cidx(L, 0), *none = cidx(L, -1);
    IrValue *neg = ir_build_cmp(&L->b, OP_CMPI, "slt", l, zero);
    IrValue *negdec = bin(L, OP_SUBI, none, l);
    IrValue *dividend = ir_build_select(&L->b, neg, negdec, l);
    IrValue *q = bin(L, OP_DIVSI, dividend, r);
    IrValue *corrected = bin(L, OP_SUBI, none, q);
    return ir_build_select(&L->b, neg, corrected, q);
  }
  IrValue *zero = cidx(L, 0), *one = cidx(L, 1);
  IrValue *nonpos = ir_build_cmp(&L->b, OP_CMPI, "sle", l, zero);
  IrValue *negated = bin(L, OP_SUBI, zero, l);
  IrValue *dec = bin(L, OP_SUBI, l, one);
  IrValue *dividend = ir_build_select(&L->b, nonpos, negated, dec);
  IrValue *q = bin(L, OP_DIVSI, dividend, r);
  IrValue *negq = bin(L, OP_SUBI, zero, q);
  IrValue *incq = bin(L, OP_ADDI, q, one);
  return ir_build_select(&L->b, nonpos, negq, incq);
}

/* Results [first, first + n) of map applied to op's operands from opnd:
 * into out. */
static bool expand_map(Lower *L, const IrOp *op, const IrAttr *map, int opnd, int first, int n,
                       IrValue **out) {
  int nd = map->u.affine.ndims, ns = map->u.affine.nsyms;
  IrValue **vals = xmalloc(sizeof *vals * (size_t)(nd + ns + 1));
  for (int i = 0; i < nd + ns; i++)
    vals[i] = op->opnds[opnd + i].value;
  bool ok = true;
  for (int k = 0; k < n && ok; k++) {
    out[k] = expand(L, op, map->u.affine.exprs[first + k], vals, vals + nd);
    ok = out[k] != NULL;
  }
  free(vals);
  return ok;
}

/* The max (lower bounds) or min of results [first, first + n) of map:
 * MLIR's buildMinMaxReductionSeq. */
static IrValue *bound(Lower *L, const IrOp *op, const IrAttr *map, int opnd, int first, int n,
                      bool max) {
  IrValue **v = xmalloc(sizeof *v * (size_t)n);
  IrValue *r = NULL;
  if (expand_map(L, op, map, opnd, first, n, v)) {
    r = v[0];
    for (int k = 1; k < n; k++)
      r = bin(L, max ? OP_MAXSI : OP_MINSI, r, v[k]);
  }
  free(v);
  return r;
}

/* Moves the ops of from (an affine op's body) to the end of to, its block
 * arguments replaced by to's. */
static void move_body(IrBlock *from, IrBlock *to) {
  for (int i = 0; i < from->nargs && i < to->nargs; i++)
    ir_value_replace_all_uses(from->args[i], to->args[i]);
  for (IrOp *o = from->first, *next; o; o = next) {
    next = o->next;
    ir_op_unlink(o);
    ir_block_append_op(to, o);
  }
}

static void replace(IrOp *old, IrOp *with) {
  for (int i = 0; i < old->nresults; i++)
    ir_value_replace_all_uses(&old->results[i], &with->results[i]);
  ir_op_erase(old);
}

static void lower_for(Lower *L, IrOp *op) {
  AffineForGroups g;
  affine_for_groups(op, &g);
  IrAttr *lbm = affine_op_map(op, "lowerBoundMap"), *ubm = affine_op_map(op, "upperBoundMap");
  IrValue *lb = bound(L, op, lbm, g.lb_first, 0, lbm->u.affine.n, true);
  IrValue *ub = lb ? bound(L, op, ubm, g.ub_first, 0, ubm->u.affine.n, false) : NULL;
  if (!ub)
    return;
  IrValue *step = cidx(L, affine_for_step(op));
  IrValue **inits = xmalloc(sizeof *inits * (size_t)(g.ninits + 1));
  for (int i = 0; i < g.ninits; i++)
    inits[i] = op->opnds[g.init_first + i].value;
  IrOp *f = ir_build_for(&L->b, lb, ub, step, g.ninits, inits);
  free(inits);
  move_body(op->regions[0]->first, ir_op_region(f, 0)->first);
  replace(op, f);
}

static void lower_if(Lower *L, IrOp *op) {
  IrAttr *set = ir_op_get_attr(op, "condition");
  int nd = set->u.affine.ndims;
  IrValue **vals = xmalloc(sizeof *vals * (size_t)(op->nopnds + 1));
  for (int i = 0; i < op->nopnds; i++)
    vals[i] = op->opnds[i].value;
  IrValue *zero = cidx(L, 0), *cond = NULL;
  for (int k = 0; k < set->u.affine.n; k++) {
    IrValue *v = expand(L, op, set->u.affine.exprs[k], vals, vals + nd);
    if (!v) {
      free(vals);
      return;
    }
    IrValue *c = ir_build_cmp(&L->b, OP_CMPI, set->u.affine.eqs[k] ? "eq" : "sge", v, zero);
    cond = cond ? bin(L, OP_ANDI, cond, c) : c;
  }
  free(vals);
  IrRegion *er = op->regions[1];
  bool has_else = er->first && (er->first->first || op->nresults);
  IrType **types = xmalloc(sizeof *types * (size_t)(op->nresults + 1));
  for (int i = 0; i < op->nresults; i++)
    types[i] = op->results[i].type;
  IrOp *sif = ir_build_if(&L->b, cond, op->nresults, types, has_else);
  free(types);
  move_body(op->regions[0]->first, ir_op_region(sif, 0)->first);
  if (er->first && ir_op_region(sif, 1)->first)
    move_body(er->first, ir_op_region(sif, 1)->first);
  replace(op, sif);
}

/* The identity of reduction kind k on type t (arith::getIdentityValue), or
 * NULL for assign, which has none. */
static IrValue *identity(Lower *L, const char *k, IrType *t) {
  if (ir_type_is_float(t)) {
    double v = strcmp(k, "mulf") == 0 ? 1.0 : strcmp(k, "maximumf") == 0 ? -INFINITY
               : strcmp(k, "minimumf") == 0                               ? INFINITY
               : strcmp(k, "maxnumf") == 0 || strcmp(k, "minnumf") == 0  ? NAN
                                                                          : 0.0;
    return ir_build_const_float(&L->b, t, v);
  }
  if (strcmp(k, "assign") == 0)
    return NULL;
  unsigned w = t->width;
  int64_t min = w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1));
  int64_t max = w >= 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1;
  int64_t v = strcmp(k, "muli") == 0                                  ? 1
              : strcmp(k, "andi") == 0 || strcmp(k, "minu") == 0      ? -1
              : strcmp(k, "maxs") == 0                                ? min
              : strcmp(k, "mins") == 0                                ? max
                                                                      : 0;
  if (w == 1 && v != 0)
    v = 1; /* i1's all-ones and its extremes */
  if (w == 1 && strcmp(k, "maxs") == 0)
    v = 1;
  if (w == 1 && strcmp(k, "mins") == 0)
    v = 0;
  return ir_build_const_int(&L->b, t, v);
}

static IrOpKind combiner(const char *k) {
  static const struct {
    const char *name;
    IrOpKind kind;
  } t[] = {{"addf", OP_ADDF},         {"addi", OP_ADDI},         {"andi", OP_ANDI},
           {"maximumf", OP_MAXIMUMF}, {"maxnumf", OP_MAXNUMF},   {"maxs", OP_MAXSI},
           {"maxu", OP_MAXUI},        {"minimumf", OP_MINIMUMF}, {"minnumf", OP_MINNUMF},
           {"mins", OP_MINSI},        {"minu", OP_MINUI},        {"mulf", OP_MULF},
           {"muli", OP_MULI},         {"ori", OP_ORI},           {"xori", OP_XORI}};
  for (size_t i = 0; i < sizeof t / sizeof *t; i++)
    if (strcmp(t[i].name, k) == 0)
      return t[i].kind;
  return OP_COUNT;
}

static void lower_parallel(Lower *L, IrOp *op) {
  IrAttr *lbm = affine_op_map(op, "lowerBoundsMap"), *ubm = affine_op_map(op, "upperBoundsMap");
  IrAttr *lbg = ir_op_get_attr(op, "lowerBoundsGroups"), *ubg = ir_op_get_attr(op, "upperBoundsGroups");
  IrAttr *steps = ir_op_get_attr(op, "steps"), *red = ir_op_get_attr(op, "reductions");
  IrBlock *body = op->regions[0]->first;
  int n = body->nargs, nr = op->nresults;
  int nlb = lbm->u.affine.ndims + lbm->u.affine.nsyms;
  IrValue **ops = xmalloc(sizeof *ops * (size_t)(3 * n + nr + 1));
  /* Each dimension's lower bound, then its upper bound, as MLIR's
   * AffineParallelLowering expands them. */
  for (int i = 0, lfirst = 0, ufirst = 0; i < n; i++) {
    int lg = (int)ir_dense_get_i64(lbg, i), ug = (int)ir_dense_get_i64(ubg, i);
    ops[i] = bound(L, op, lbm, 0, lfirst, lg, true);
    ops[n + i] = ops[i] ? bound(L, op, ubm, nlb, ufirst, ug, false) : NULL;
    if (!ops[n + i]) {
      free(ops);
      return;
    }
    lfirst += lg;
    ufirst += ug;
  }
  for (int i = 0; i < n; i++)
    ops[2 * n + i] = cidx(L, steps->u.array.elts[i]->u.i);
  for (int i = 0; i < nr; i++) {
    const char *k = ir_atomic_rmw_kind_name(red->u.array.elts[i]->u.i);
    ops[3 * n + i] = identity(L, k, op->results[i].type);
    if (!ops[3 * n + i] || combiner(k) == OP_COUNT) {
      diag_error(L->diag, op->loc, "'affine.parallel' op reduction kind '%s' has no lowering", k);
      L->failed = true;
      free(ops);
      return;
    }
  }
  if (n == 0) {
    /* No dimension: the body runs once, in place (scf.parallel needs at
     * least one; mlir-opt stops here with an invalid scf.parallel). Each
     * result is its one yielded value reduced with the identity, as a
     * one-iteration loop would give it. */
    IrOp *y = body->last;
    for (IrOp *o = body->first, *next; o != y; o = next) {
      next = o->next;
      ir_op_move_before(o, op);
    }
    ir_builder_set_before(&L->b, op);
    for (int i = 0; i < nr; i++) {
      const char *k = ir_atomic_rmw_kind_name(red->u.array.elts[i]->u.i);
      ops[3 * n + i] = ir_build_binary(&L->b, combiner(k), ops[3 * n + i], y->opnds[i].value);
    }
    for (int i = 0; i < nr; i++)
      ir_value_replace_all_uses(&op->results[i], ops[3 * n + i]);
    free(ops);
    ir_op_erase(op);
    return;
  }
  IrType **types = xmalloc(sizeof *types * (size_t)(nr + 1));
  for (int i = 0; i < nr; i++)
    types[i] = op->results[i].type;
  IrOp *par = ir_build(&L->b, OP_PARALLEL, 3 * n + nr, ops, nr, types, 1);
  free(ops);
  free(types);
  IrBlock *nb = ir_block_create(L->ctx);
  for (int i = 0; i < n; i++)
    ir_block_add_arg(L->ctx, nb, L->ctx->index_ty, op->loc);
  ir_region_append_block(ir_op_region(par, 0), nb);
  move_body(body, nb);
  /* The affine.yield of the reduced values: one scf.reduce each. */
  IrOp *y = nb->last;
  IrBuilder rb = {L->ctx, nb, y, op->loc};
  for (int i = 0; i < nr; i++) {
    IrValue *v = y->opnds[i].value;
    IrOp *r = ir_build(&rb, OP_REDUCE, 1, &v, 0, NULL, 1);
    IrBlock *rbody = ir_block_create(L->ctx);
    IrValue *lhs = ir_block_add_arg(L->ctx, rbody, v->type, op->loc);
    IrValue *rhs = ir_block_add_arg(L->ctx, rbody, v->type, op->loc);
    ir_region_append_block(ir_op_region(r, 0), rbody);
    IrBuilder cb = {L->ctx, rbody, NULL, op->loc};
    const char *k = ir_atomic_rmw_kind_name(red->u.array.elts[i]->u.i);
    IrValue *c = ir_build_binary(&cb, combiner(k), lhs, rhs);
    ir_build(&cb, OP_REDUCE_RETURN, 1, &c, 0, NULL, 0);
  }
  ir_build(&rb, OP_YIELD, 0, NULL, 0, NULL, 0);
  ir_op_erase(y);
  replace(op, par);
}

static void lower_memory(Lower *L, IrOp *op, bool store) {
  IrAttr *map = affine_op_map(op, "map");
  int mem = store ? 1 : 0, n = map->u.affine.n;
  IrValue **idx = xmalloc(sizeof *idx * (size_t)(n + 1));
  if (expand_map(L, op, map, mem + 1, 0, n, idx)) {
    if (store) {
      ir_build_store(&L->b, op->opnds[0].value, op->opnds[1].value, n, idx);
      ir_op_erase(op);
    } else {
      IrValue *v = ir_build_load(&L->b, op->opnds[0].value, n, idx);
      ir_value_replace_all_uses(&op->results[0], v);
      ir_op_erase(op);
    }
  }
  free(idx);
}

/* AffineApplyOp::fold and foldMinMaxOp with every operand an
 * arith.constant of the input (a value lowered from another affine op is
 * not one to MLIR's conversion, which folds with the input's ops): whether
 * they fold, and to what (the min or max of the results). A map of a lone
 * dim or symbol is its operand, which lowering gives anyway. */
static bool fold_apply_value(const IrOp *op, int64_t *out) {
  const IrAttr *map = affine_op_map(op, "map");
  int n = map->u.affine.ndims + map->u.affine.nsyms;
  const IrAffineExpr *e0 = map->u.affine.exprs[0];
  if (n == 0 || (map->u.affine.n == 1 && (e0->kind == AFFINE_DIM || e0->kind == AFFINE_SYM)))
    return false;
  int64_t *vals = xcalloc((size_t)n + 1, sizeof *vals);
  int64_t *res = xcalloc((size_t)map->u.affine.n + 1, sizeof *res);
  bool ok = true;
  for (int i = 0; i < n && ok; i++)
    ok = ir_value_const_int(op->opnds[i].value, &vals[i]);
  ok = ok && ir_affine_map_eval(map, vals, vals + map->u.affine.ndims, res);
  if (ok) {
    int64_t r = res[0];
    for (int k = 1; k < map->u.affine.n; k++)
      r = ir_op_is(op, OP_AFFINE_MAX) ? (res[k] > r ? res[k] : r) : (res[k] < r ? res[k] : r);
    *out = r;
  }
  free(vals);
  free(res);
  return ok;
}

static void lower_apply(Lower *L, IrOp *op) {
  IrAttr *map = affine_op_map(op, "map");
  size_t k = (size_t)(uintptr_t)hashmap_get(&L->folded, (uint64_t)(uintptr_t)op);
  IrValue *v = k ? cidx(L, L->values[k - 1]) : NULL;
  if (!v)
    v = ir_op_is(op, OP_AFFINE_APPLY)
                   ? bound(L, op, map, 0, 0, 1, false)
                   : bound(L, op, map, 0, 0, map->u.affine.n, ir_op_is(op, OP_AFFINE_MAX));
  if (!v)
    return;
  ir_value_replace_all_uses(&op->results[0], v);
  ir_op_erase(op);
}

/* x mod m for m > 0, never negative: remsi with its sign fixed. */
static IrValue *mod_positive(Lower *L, IrValue *x, IrValue *m, IrValue *zero) {
  IrValue *rem = bin(L, OP_REMSI, x, m);
  IrValue *neg = ir_build_cmp(&L->b, OP_CMPI, "slt", rem, zero);
  IrValue *fixed = bin(L, OP_ADDI, rem, m);
  ir_op_set_overflow_flags(L->ctx, fixed->def_op, IR_OVF_NSW);
  return ir_build_select(&L->b, neg, fixed, rem);
}

static IrValue *mul_nsw(Lower *L, IrValue *a, IrValue *b) {
  IrValue *m = ir_build_binary(&L->b, OP_MULI, a, b);
  ir_op_set_overflow_flags(L->ctx, m->def_op, IR_OVF_NSW);
  return m;
}

/* The strides of an n-dimensional index in the basis of op (its sizes
 * static_basis, dynamic ones from operand dyn on, aligned to the last
 * dimensions): strides[n-1] = 1 (NULL: no product), strides[i] the product
 * of the sizes after i, built on its own from the innermost out as MLIR's
 * expansion builds it: the dynamic sizes multiplied first, then the
 * product of the static ones as one constant (nuw too for delinearize,
 * whose sizes are positive). */
static void strides_of(Lower *L, const IrOp *op, int n, int dyn, bool nuw, IrValue **strides) {
  const IrAttr *b = ir_op_get_attr(op, "static_basis");
  int nb = b->u.darray.n;
  IrValue **sizes = xmalloc(sizeof *sizes * (size_t)(nb + 1));
  for (int k = 0; k < nb; k++)
    sizes[k] = b->u.darray.vals[k] == INT64_MIN ? op->opnds[dyn++].value : NULL;
  unsigned flags = IR_OVF_NSW | (nuw ? IR_OVF_NUW : 0);
  if (n > 0)
    strides[n - 1] = NULL;
  for (int i = n - 2; i >= 0; i--) {
    IrValue *v = NULL;
    int64_t cst = 1;
    for (int k = nb - 1; k >= nb - (n - (i + 1)); k--) {
      if (!sizes[k]) {
        /* Wrapping, as MLIR's int64_t product does in practice (sizes whose
         * product overflows: tests/passes/Inputs/affine-index-overflow.mlir). */
        cst = (int64_t)((uint64_t)cst * (uint64_t)b->u.darray.vals[k]);
        continue;
      }
      if (v) {
        v = ir_build_binary(&L->b, OP_MULI, v, sizes[k]);
        ir_op_set_overflow_flags(L->ctx, v->def_op, flags);
      } else {
        v = sizes[k];
      }
    }
    if (cst != 1 || !v) {
      IrValue *c = cidx(L, cst);
      if (v) {
        v = ir_build_binary(&L->b, OP_MULI, v, c);
        ir_op_set_overflow_flags(L->ctx, v->def_op, flags);
      } else {
        v = c;
      }
    }
    strides[i] = v;
  }
  free(sizes);
}

static void lower_delinearize(Lower *L, IrOp *op) {
  int n = op->nresults;
  IrValue *x = op->opnds[0].value;
  IrValue **st = xmalloc(sizeof *st * (size_t)(n + 1));
  strides_of(L, op, n, 1, true, st);
  IrValue *zero = n > 1 ? cidx(L, 0) : NULL;
  for (int i = 0; i < n; i++) {
    IrValue *r;
    if (n == 1)
      r = x;
    else if (i == 0)
      r = bin(L, OP_FLOORDIVSI, x, st[0]);
    else if (i == n - 1)
      r = mod_positive(L, x, st[i - 1], zero);
    else
      r = bin(L, OP_DIVSI, mod_positive(L, x, st[i - 1], zero), st[i]);
    ir_value_replace_all_uses(&op->results[i], r);
  }
  free(st);
  ir_op_erase(op);
}

static void lower_linearize(Lower *L, IrOp *op) {
  const IrAttr *b = ir_op_get_attr(op, "static_basis");
  int ndyn = 0;
  for (int k = 0; k < b->u.darray.n; k++)
    ndyn += b->u.darray.vals[k] == INT64_MIN;
  int n = op->nopnds - ndyn;
  IrValue **st = xmalloc(sizeof *st * (size_t)(n + 1));
  strides_of(L, op, n, n, false, st);
  IrValue **terms = xmalloc(sizeof *terms * (size_t)(n + 1));
  for (int i = 0; i < n; i++)
    terms[i] = st[i] ? mul_nsw(L, op->opnds[i].value, st[i]) : op->opnds[i].value;
  IrValue *acc = n ? terms[0] : cidx(L, 0);
  for (int i = 1; i < n; i++) {
    acc = ir_build_binary(&L->b, OP_ADDI, acc, terms[i]);
    ir_op_set_overflow_flags(L->ctx, acc->def_op, IR_OVF_NSW);
  }
  ir_value_replace_all_uses(&op->results[0], acc);
  free(st);
  free(terms);
  ir_op_erase(op);
}

static void collect(IrOp *op, void *data) {
  Lower *L = data;
  if (!affine_op_is(op))
    return;
  if (L->n == L->cap) {
    L->cap = L->cap ? 2 * L->cap : 64;
    L->ops = xrealloc(L->ops, sizeof *L->ops * L->cap);
  }
  L->ops[L->n++] = op;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  Lower L = {.ctx = ctx, .diag = diag};
  L.b.ctx = ctx;
  ir_walk_post(module, collect, &L);
  /* MLIR's dialect conversion folds each op before lowering it, with the
   * input's ops in view (an op it has lowered still stands as it was):
   * so every fold is decided on the input, before anything is lowered.
   * Bounds and conditions take in constant operands and affine.apply ops
   * in place; an apply, min or max of constants becomes one. */
  hashmap_init(&L.folded);
  L.values = xcalloc(L.n + 1, sizeof *L.values);
  for (size_t i = 0; i < L.n; i++) {
    IrOp *op = L.ops[i];
    canon_affine_fold_in_place(ctx, op);
    if ((ir_op_is(op, OP_AFFINE_APPLY) || ir_op_is(op, OP_AFFINE_MIN) ||
         ir_op_is(op, OP_AFFINE_MAX)) &&
        fold_apply_value(op, &L.values[i]))
      hashmap_put(&L.folded, (uint64_t)(uintptr_t)op, (void *)(uintptr_t)(i + 1));
  }
  /* Children first: a loop's body is already lowered when it moves. */
  for (size_t i = 0; i < L.n && !L.failed; i++) {
    IrOp *op = L.ops[i];
    ir_builder_set_before(&L.b, op);
    L.b.loc = op->loc;
    switch ((int)ir_op_kind(op)) {
    case OP_AFFINE_FOR: lower_for(&L, op); break;
    case OP_AFFINE_IF: lower_if(&L, op); break;
    case OP_AFFINE_PARALLEL: lower_parallel(&L, op); break;
    case OP_AFFINE_LOAD: lower_memory(&L, op, false); break;
    case OP_AFFINE_STORE: lower_memory(&L, op, true); break;
    case OP_AFFINE_APPLY:
    case OP_AFFINE_MIN:
    case OP_AFFINE_MAX: lower_apply(&L, op); break;
    case OP_AFFINE_DELINEARIZE_INDEX: lower_delinearize(&L, op); break;
    case OP_AFFINE_LINEARIZE_INDEX: lower_linearize(&L, op); break;
    case OP_AFFINE_YIELD: {
      IrOp *p = ir_op_parent_op(op);
      if (p && ir_op_is(p, OP_AFFINE_PARALLEL))
        break; /* becomes scf.reduce with its loop */
      IrOp *y = ir_build(&L.b, OP_YIELD, op->nopnds, NULL, 0, NULL, 0);
      for (int k = 0; k < op->nopnds; k++)
        ir_op_set_operand(y, k, op->opnds[k].value);
      ir_op_erase(op);
      break;
    }
    default: break;
    }
  }
  free(L.ops);
  free(L.values);
  hashmap_free(&L.folded);
  return !L.failed;
}

const IrPass lower_affine_pass = {
    "lower-affine",
    "lower the affine dialect to the loop dialect, arith and memref (MLIR's AffineToStandard)",
    run,
    NULL,
    0,
};
