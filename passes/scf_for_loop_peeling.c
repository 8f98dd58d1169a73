/* scf_for_loop_peeling.c: MLIR's scf-for-loop-peeling (LoopSpecialization.cpp,
 * ForLoopPeelingPattern through applyPatternsGreedily: canonicalize's driver
 * with this one pattern, so the output is folded, rid of dead ops, its
 * constants hoisted and merged).
 *
 * Default (peelForLoopAndSimplifyBounds): an scf.for whose step does not
 * divide its range is split at `min(max(ub - (ub - lb) mod step, lb), ub)`
 * (constants: computed in 128 bits): the loop
 * runs the full steps up to there, a copy after it (the partial iteration)
 * the rest, taking the loop's results as its inits. Each affine.min /
 * affine.max nested in either is then replaced by the one result that is
 * the least (greatest) of them under what the loop knows (rewritePeeledMinMaxOp):
 * in the loop, `ub - iv >= step`; in the partial iteration, `0 < ub - iv <
 * step`. With skip-partial (the default) a loop nested in a partial
 * iteration is not peeled again.
 *
 * peel-front (peelForLoopFirstIteration): the first iteration is split off
 * into a copy of the loop before it, running from lb to `lb + step`, the
 * loop from there.
 *
 * Where loopc differs from mlir-opt 22 (each shown by running both in
 * tests/diff/scf_for_loop_peeling.mlir and in
 * tests/passes/scf-for-loop-peeling-loopc.mlir):
 *  - the split is `min(max(ub - (ub - lb) mod step, lb), ub)` (mlir-opt
 *    22's is the first alone: when ub < lb its partial iteration runs where
 *    the loop runs not at all; later MLIR takes the max, which is far beyond
 *    ub when ub - lb wraps around: 1 to -2^63 by 3 runs 2^61 iterations);
 *  - peel-front: unless constants show that ub > lb, the first copy runs to
 *    `min(max(lb + step, lb), ub)` (mlir-opt 22, and later MLIR, run it to
 *    lb + step, one iteration where the loop may run none, and start the
 *    loop at a wrapped lb + step);
 *  - where ub - lb may wrap around (unless lb >= 0 or ub < 0, constants),
 *    a loop spanning more than 2^63 (1 - 2^63 to 120 by 1844674407370955186,
 *    5 iterations): MLIR's split is off the grid (-121) and, in the loop,
 *    ub - iv wraps, so min(step, ub - iv) is not step. A loop holding no
 *    min / max is split at ub - (ub mod step - lb mod step) mod step, exact
 *    and wrap-free; one holding them is peeled under `scf.if (ub - lb >= 0)`
 *    (wrapping subtraction), the loop as it was in the else region;
 *  - a loop of another integer type than index is peeled only when its
 *    bounds and step are constants (mlir-opt 22 builds affine ops over
 *    them), and a constant step below 2 never (as MLIR).
 * The min / max rewrite proves its choice for results linear in the
 * induction variable, the upper bound, the step and constants only (MLIR's
 * FlatAffineValueConstraints also handle floordiv and mod results); where
 * it proves nothing, the op stays, as in MLIR.
 *
 * Contract: takes and leaves verified IR; each loop is copied once. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/affine_expr.h"
#include "../ir/walk.h"
#include "affine_utils.h"
#include "canonicalize.h"
#include "passes.h"

typedef struct PeelOptions {
  bool peel_front;
  bool skip_partial;
} PeelOptions;

#define PEELED "__peeled_loop__"
#define PARTIAL "__partial_iteration__"

static bool const_of(const IrValue *v, int64_t *c) { return ir_value_const_int(v, c); }

/* ------------------------- the min / max rewrite ------------------------- */

typedef struct Lin {
  int64_t iv, ub, step, k;
} Lin;

/* Whether d = B*t + c*step + K >= 0 wherever the loop runs, t = ub - iv. */
static bool nonneg_inside(int64_t B, int64_t c, int64_t K, bool step_const, int64_t S) {
  if (step_const)
    return B >= 0 && (__int128)B * S + (__int128)c * S + K >= 0;
  return B >= 0 && B + c == 0 && K >= 0;
}

static bool nonneg_partial(int64_t B, int64_t c, int64_t K, bool step_const, int64_t S) {
  if (step_const) {
    __int128 lo = (__int128)B + (__int128)c * S + K, hi = (__int128)B * (S - 1) + (__int128)c * S + K;
    return lo >= 0 && hi >= 0;
  }
  return B + c >= 0 && c >= 0 && (__int128)B + 2 * (__int128)c + K >= 0;
}

/* Whether x - y >= 0 under the loop's knowledge (see the file comment). */
static bool proves_ge(Lin x, Lin y, bool inside, bool ub_const, int64_t U, bool step_const,
                      int64_t S) {
  int64_t a = x.iv - y.iv, b = x.ub - y.ub, c = x.step - y.step, k = x.k - y.k;
  int64_t B, K;
  if (ub_const) { /* iv = U - t */
    B = -a;
    K = (a + b) * U + k;
    b = 0;
  } else {
    if (a + b != 0)
      return false;
    B = b;
    K = k;
  }
  if (step_const) { /* c * step is c * S */
    K += c * S;
    c = 0;
  }
  return inside ? nonneg_inside(B, c, K, step_const, S) : nonneg_partial(B, c, K, step_const, S);
}

/* rewritePeeledMinMaxOp on op (an affine.min or affine.max) of a loop with
 * induction variable iv, upper bound ub and step. */
static void rewrite_min_max(Canon *c, IrOp *op, IrValue *iv, IrValue *ub, IrValue *step,
                            bool inside) {
  IrContext *ctx = canon_ctx(c);
  bool is_min = ir_op_is(op, OP_AFFINE_MIN);
  IrAttr *map = affine_op_map(op, "map");
  int first = affine_op_map_operands_begin(op), nin = affine_map_inputs(map);
  IrValue **ops = CANON_NEW(IrValue *, nin);
  for (int i = 0; i < nin; i++)
    ops[i] = op->opnds[first + i].value;
  int64_t U = 0, S = 0;
  bool ub_const = const_of(ub, &U), step_const = const_of(step, &S);
  if (ub == step || ub == iv || step == iv || (step_const && S <= 0) ||
      (!inside && step_const && S < 2) || !canon_affine_compose_map(ctx, &map, &ops)) {
    free(ops);
    return;
  }
  int nd = map->u.affine.ndims, ns = map->u.affine.nsyms, n = map->u.affine.n;
  nin = nd + ns;
  Lin *lin = CANON_NEW(Lin, n);
  int64_t *coef = CANON_NEW(int64_t, nin + 1);
  bool ok = n > 0;
  for (int r = 0; r < n && ok; r++) {
    memset(coef, 0, sizeof *coef * (size_t)(nin + 1));
    if (!ir_affine_flat_coefs(ctx, map->u.affine.exprs[r], nd, ns, coef)) {
      ok = false;
      break;
    }
    lin[r].k = coef[nin];
    for (int i = 0; i < nin && ok; i++) {
      if (!coef[i])
        continue;
      if (ops[i] == iv)
        lin[r].iv += coef[i];
      else if (ops[i] == ub)
        lin[r].ub += coef[i];
      else if (ops[i] == step)
        lin[r].step += coef[i];
      else
        ok = false;
    }
  }
  int pick = -1;
  for (int j = 0; j < n && ok && pick < 0; j++) {
    bool all = true;
    for (int k = 0; k < n && all; k++)
      if (k != j)
        all = is_min ? proves_ge(lin[k], lin[j], inside, ub_const, U, step_const, S)
                     : proves_ge(lin[j], lin[k], inside, ub_const, U, step_const, S);
    if (all)
      pick = j;
  }
  if (pick >= 0) {
    IrAttr *m = ir_attr_affine_map(ctx, nd, ns, 1, &map->u.affine.exprs[pick]);
    canon_affine_compose_map(ctx, &m, &ops);
    IrValue *v = canon_create1(c, op, OP_AFFINE_APPLY, affine_map_inputs(m), ops, ctx->index_ty);
    ir_op_set_attr_ex(ctx, v->def_op, "map", m, true);
    canon_replace_op1(c, op, v);
  }
  free(lin);
  free(coef);
  free(ops);
}

typedef struct MinMax {
  Arena arena;
  PtrVec ops;
} MinMax;

static void collect_min_max(IrOp *op, void *data) {
  MinMax *m = data;
  if (ir_op_is(op, OP_AFFINE_MIN) || ir_op_is(op, OP_AFFINE_MAX))
    ptrvec_push(&m->arena, &m->ops, op);
}

static void rewrite_in(Canon *c, IrOp *loop, IrValue *ub, IrValue *step, bool inside) {
  MinMax m;
  memset(&m, 0, sizeof m);
  arena_init(&m.arena);
  ir_walk_post(loop, collect_min_max, &m);
  IrValue *iv = ir_op_region(loop, 0)->first->args[0];
  for (size_t i = 0; i < m.ops.len; i++)
    rewrite_min_max(c, m.ops.data[i], iv, ub, step, inside);
  arena_destroy(&m.arena);
}

/* ------------------------------- peeling ------------------------------- */

static void mark(Canon *c, IrOp *op, const char *label) {
  ir_op_set_attr(canon_ctx(c), op, label, ir_attr_unit(canon_ctx(c)));
  canon_modified(c, op);
}

/* A copy of loop, inserted before `before`. */
static IrOp *copy_loop(Canon *c, IrOp *loop, IrOp *before) {
  HashMap map;
  hashmap_init(&map);
  IrOp *copy = ir_op_clone(canon_ctx(c), loop, &map);
  hashmap_free(&map);
  canon_move_before(c, copy, before);
  return copy;
}

static IrOp *affine_op(Canon *c, IrOp *before, int kind, int ns, const IrAffineExpr *const *exprs,
                       int n, IrValue *const *ops) {
  IrContext *ctx = canon_ctx(c);
  IrValue *v = canon_create1(c, before, kind, ns, ops, ctx->index_ty);
  ir_op_set_attr_ex(ctx, v->def_op, "map", ir_attr_affine_map(ctx, 0, ns, n, exprs), true);
  return v->def_op;
}

static bool find_min_max(IrOp *op, void *data) {
  if (ir_op_is(op, OP_AFFINE_MIN) || ir_op_is(op, OP_AFFINE_MAX))
    *(bool *)data = true;
  return !*(bool *)data;
}

/* Whether loop (or a loop in it) holds an affine.min or max. */
static bool has_min_max(IrOp *loop) {
  bool any = false;
  ir_walk(loop, find_min_max, &any);
  return any;
}

/* Puts loop under `scf.if (ub - lb >= 0)` (wrapping subtraction), a copy
 * of it in the else region, marked so that it is not peeled. The rewrite of
 * the min / max ops in the loop reasons that ub - iv >= step, true of the
 * integers but not of a wrapped ub - iv, which the original computes where
 * the loop spans more than 2^63 (lb = 1 - 2^63, ub = 120). Where ub > lb,
 * the wrapped difference is negative exactly then; where ub <= lb, neither
 * version runs an iteration. */
static void guard_span(Canon *c, IrOp *loop) {
  IrContext *ctx = canon_ctx(c);
  IrBuilder b = {ctx, loop->parent, loop, loop->loc};
  IrValue *span = ir_build_binary(&b, OP_SUBI, ir_for_ub(loop), ir_for_lb(loop));
  IrValue *ok = ir_build_cmp(&b, OP_CMPI, "sge", span, ir_build_const_index(&b, 0));
  IrType **types = CANON_NEW(IrType *, loop->nresults + 1);
  for (int i = 0; i < loop->nresults; i++)
    types[i] = loop->results[i].type;
  IrOp *iff = ir_build_if(&b, ok, loop->nresults, types, true);
  free(types);
  for (int i = 0; i < loop->nresults; i++)
    canon_replace_value(c, &loop->results[i], &iff->results[i]);
  IrBlock *then = ir_op_region(iff, 0)->first, *els = ir_op_region(iff, 1)->first;
  HashMap map;
  hashmap_init(&map);
  IrOp *copy = ir_op_clone(ctx, loop, &map);
  hashmap_free(&map);
  ir_block_append_op(els, copy);
  ir_op_unlink(loop);
  ir_block_append_op(then, loop);
  IrValue **res = CANON_NEW(IrValue *, loop->nresults + 1);
  for (int i = 0; i < loop->nresults; i++)
    res[i] = &loop->results[i];
  IrBuilder tb = {ctx, then, NULL, loop->loc};
  ir_build_yield(&tb, loop->nresults, res);
  for (int i = 0; i < loop->nresults; i++)
    res[i] = &copy->results[i];
  IrBuilder eb = {ctx, els, NULL, loop->loc};
  ir_build_yield(&eb, loop->nresults, res);
  free(res);
  mark(c, copy, PEELED);
  canon_modified(c, span->def_op);
  canon_modified(c, ok->def_op);
  canon_modified(c, iff);
}

static bool peel_last(Canon *c, IrOp *loop) {
  IrContext *ctx = canon_ctx(c);
  IrValue *lb = ir_for_lb(loop), *ub = ir_for_ub(loop), *step = ir_for_step(loop);
  int64_t l, u, s;
  bool cl = const_of(lb, &l), cu = const_of(ub, &u), cs = const_of(step, &s);
  if (cs && s <= 1)
    return false;
  if (ir_op_get_attr(loop, "unsignedCmp"))
    return false;
  const IrAffineExpr *s0 = ir_affine_sym(ctx, 0), *s1 = ir_affine_sym(ctx, 1),
                     *s2 = ir_affine_sym(ctx, 2);
  const IrAffineExpr *rem = ir_affine_mod(ctx, ir_affine_add(ctx, ir_affine_neg(ctx, s0), s1), s2);
  IrValue *split;
  /* Unless lb >= 0 or ub < 0 (constants) shows otherwise, ub - lb may
   * wrap around (a loop from 1 - 2^63 to 120) and MLIR's remainder
   * (ub - lb) mod step with it, off the loop's grid. */
  bool may_wrap = !((cl && l >= 0) || (cu && u < 0));
  if (cl && cu && cs) {
    __int128 span = (__int128)u - l;
    if (u <= l || span % s == 0)
      return false;
    split = canon_const_int(c, loop, lb->type, (int64_t)(u - span % s));
  } else {
    if (!ir_type_is_index(lb->type))
      return false;
    IrValue *in[3] = {lb, ub, step};
    IrAttr *m = ir_attr_affine_map(ctx, 0, 3, 1, &rem);
    IrValue **ops = CANON_NEW(IrValue *, 3);
    memcpy(ops, in, sizeof in);
    bool zero = canon_affine_compose_map(ctx, &m, &ops) && m->u.affine.exprs[0]->kind == AFFINE_CONST &&
                m->u.affine.exprs[0]->value == 0;
    free(ops);
    if (zero)
      return false;
    /* Min / max ops to rewrite: under a guard that ub - lb does not wrap
     * (guard_span), where MLIR's remainder is exact. Else the remainder of
     * each bound apart, (ub mod step - lb mod step) mod step, of which no
     * term can wrap. */
    if (may_wrap && has_min_max(loop))
      guard_span(c, loop);
    else if (may_wrap)
      rem = ir_affine_mod(ctx,
                          ir_affine_add(ctx, ir_affine_mod(ctx, s1, s2),
                                        ir_affine_neg(ctx, ir_affine_mod(ctx, s0, s2))),
                          s2);
    const IrAffineExpr *e[2] = {ir_affine_sub(ctx, s1, rem), s0};
    IrValue *mx = &affine_op(c, loop, OP_AFFINE_MAX, 3, e, 2, in)->results[0];
    /* No further than ub: when ub - lb wraps around (ub far below lb), the
     * max alone would be a split far beyond both. */
    const IrAffineExpr *mn[2] = {s0, s1};
    IrValue *in2[2] = {mx, ub};
    split = &affine_op(c, loop, OP_AFFINE_MIN, 2, mn, 2, in2)->results[0];
  }
  IrOp *part = copy_loop(c, loop, loop->next);
  canon_set_operand(c, part, 0, split);
  for (int i = 0; i < loop->nresults; i++)
    canon_replace_value(c, &loop->results[i], &part->results[i]);
  for (int i = 0; i < loop->nresults; i++)
    canon_set_operand(c, part, 3 + i, &loop->results[i]);
  canon_set_operand(c, loop, 1, split);
  if (ir_type_is_index(lb->type)) {
    rewrite_in(c, loop, ub, step, true);
    rewrite_in(c, part, ub, step, false);
  }
  mark(c, part, PEELED);
  mark(c, part, PARTIAL);
  mark(c, loop, PEELED);
  return true;
}

static bool peel_first(Canon *c, IrOp *loop) {
  IrContext *ctx = canon_ctx(c);
  IrValue *lb = ir_for_lb(loop), *ub = ir_for_ub(loop), *step = ir_for_step(loop);
  int64_t l, u, s;
  bool cl = const_of(lb, &l), cu = const_of(ub, &u), cs = const_of(step, &s);
  if (cs && s <= 0)
    return false;
  if (cl && cu && cs && (u <= l || ((__int128)u - l + s - 1) / s <= 1))
    return false;
  if (ir_op_get_attr(loop, "unsignedCmp"))
    return false;
  IrValue *split, *first_ub;
  if (cl && cs && (__int128)l + s <= INT64_MAX) {
    split = canon_const_int(c, loop, lb->type, l + s);
  } else {
    if (!ir_type_is_index(lb->type))
      return false;
    /* max(lb + step, lb): where lb + step wraps around, the loop keeps all
     * its iterations (the first copy then runs none). */
    const IrAffineExpr *e[2] = {ir_affine_add(ctx, ir_affine_sym(ctx, 0), ir_affine_sym(ctx, 1)),
                                ir_affine_sym(ctx, 0)};
    IrValue *in[2] = {lb, step};
    split = &affine_op(c, loop, OP_AFFINE_MAX, 2, e, 2, in)->results[0];
  }
  if (cl && cu && cs) {
    first_ub = split;
  } else {
    if (!ir_type_is_index(lb->type))
      return false;
    const IrAffineExpr *e[2] = {ir_affine_sym(ctx, 0), ir_affine_sym(ctx, 1)};
    IrValue *in[2] = {split, ub};
    first_ub = &affine_op(c, loop, OP_AFFINE_MIN, 2, e, 2, in)->results[0];
  }
  IrOp *first = copy_loop(c, loop, loop);
  canon_set_operand(c, first, 1, first_ub);
  for (int i = 0; i < loop->nresults; i++)
    canon_set_operand(c, loop, 3 + i, &first->results[i]);
  canon_set_operand(c, loop, 0, split);
  mark(c, first, PEELED);
  mark(c, first, PARTIAL);
  mark(c, loop, PEELED);
  return true;
}

static bool pattern(Canon *c, IrOp *op) {
  const PeelOptions *o = canon_pattern_data(c);
  if (!ir_op_is(op, OP_FOR) || ir_op_get_attr(op, PEELED))
    return false;
  if (o->peel_front)
    return peel_first(c, op);
  if (o->skip_partial)
    for (IrOp *p = ir_op_parent_op(op); p; p = ir_op_parent_op(p))
      if (ir_op_is(p, OP_FOR) && ir_op_get_attr(p, PARTIAL))
        return false;
  return peel_last(c, op);
}

static void drop_labels(IrOp *op, void *data) {
  (void)data;
  ir_op_remove_attr(op, PEELED);
  ir_op_remove_attr(op, PARTIAL);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  canon_apply_patterns_with(ctx, module, pattern, options);
  ir_walk_post(module, drop_labels, NULL);
  return true;
}

static const IrPassOption options[] = {
    {"peel-front", IR_PASS_OPT_BOOL, offsetof(PeelOptions, peel_front), "false", NULL,
     "Peel the first iteration out of the loop"},
    {"skip-partial", IR_PASS_OPT_BOOL, offsetof(PeelOptions, skip_partial), "true", NULL,
     "Do not peel loops inside of the last, partial iteration of another already peeled loop"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass scf_for_loop_peeling_pass = {
    "scf-for-loop-peeling", "Peel `for` loops at their upper bounds.", run, options,
    sizeof(PeelOptions)};
