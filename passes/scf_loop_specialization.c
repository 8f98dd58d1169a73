/* scf_loop_specialization.c: the passes scf-for-loop-specialization and
 * scf-parallel-loop-specialization, after MLIR's
 * SCF/Transforms/LoopSpecialization.cpp: a loop whose upper bounds are all
 * affine.min ops with a constant among their results is versioned for the
 * case where each bound is its least such constant (the trip count a tiled
 * loop has but at its edge), so that the copy has constant bounds: before
 * the loop, `arith.constant C`, `arith.cmpi eq, %bound, %C` per bound
 * (joined by arith.andi, for a parallel loop), and an scf.if whose then
 * branch holds a copy of the loop with each bound (and its every use
 * inside the loop) replaced by its constant, the else branch a plain copy.
 * Inner loops first (MLIR's post-order walk).
 *
 * One departure, where MLIR is wrong: mlir-opt 22 versions a loop with
 * results (iter_args, reductions) into an scf.if without results and
 * erases the loop its users still use (and crashes verifying the function);
 * loopc gives the scf.if the loop's results, each branch yielding its
 * copy's (tests/passes/scf-loop-specialization-loopc.mlir, and
 * tests/diff/scf_passes.mlir runs one).
 *
 * Contract: takes and leaves verified IR; each loop is copied twice, so the
 * pass is linear in the ops times the nesting depth of versioned loops. */
#include <stdint.h>
#include <stdlib.h>

#include "../dialects/affine/affine_dialect.h"
#include "../ir/affine_expr.h"
#include "passes.h"

/* The least constant result of the affine.min defining bound, or INT64_MAX
 * when bound is no affine.min or it has no constant result. */
static int64_t min_constant(const IrValue *bound) {
  int64_t m = INT64_MAX;
  if (!bound->def_op || !ir_op_is(bound->def_op, OP_AFFINE_MIN))
    return m;
  const IrAttr *map = affine_op_map(bound->def_op, "map");
  for (int i = 0; map && i < map->u.affine.n; i++) {
    const IrAffineExpr *e = map->u.affine.exprs[i];
    if (e->kind == AFFINE_CONST && e->value < m)
      m = e->value;
  }
  return m;
}

/* The copy of loop that branch `b` of the scf.if holds (with map), and its
 * results yielded. */
static void fill_branch(IrContext *ctx, IrBlock *b, IrOp *loop, HashMap *map) {
  IrOp *copy = ir_op_clone(ctx, loop, map);
  ir_block_append_op(b, copy);
  IrValue **res = xmalloc(sizeof *res * (size_t)(copy->nresults + 1));
  for (int i = 0; i < copy->nresults; i++)
    res[i] = &copy->results[i];
  IrBuilder yb = {ctx, b, NULL, loop->loc};
  ir_build_yield(&yb, copy->nresults, res);
  free(res);
}

static void specialize(IrContext *ctx, IrOp *loop) {
  bool par = ir_op_is(loop, OP_PARALLEL);
  int n = par ? ir_parallel_num_ivs(loop) : 1;
  int64_t *consts = xmalloc(sizeof *consts * (size_t)n);
  for (int d = 0; d < n; d++) {
    consts[d] = min_constant(par ? ir_parallel_ubs(loop, d) : ir_for_ub(loop));
    if (consts[d] == INT64_MAX) {
      free(consts);
      return;
    }
  }
  IrBuilder b = {ctx, loop->parent, loop, loop->loc};
  HashMap map;
  hashmap_init(&map);
  IrValue *cond = NULL;
  for (int d = 0; d < n; d++) {
    IrValue *ub = par ? ir_parallel_ubs(loop, d) : ir_for_ub(loop);
    IrValue *c = ir_build_const_index(&b, consts[d]);
    IrValue *cmp = ir_build_cmp(&b, OP_CMPI, "eq", ub, c);
    cond = cond ? ir_build_binary(&b, OP_ANDI, cond, cmp) : cmp;
    hashmap_put(&map, (uint64_t)(uintptr_t)ub, c);
  }
  free(consts);
  IrType **types = xmalloc(sizeof *types * (size_t)(loop->nresults + 1));
  for (int i = 0; i < loop->nresults; i++)
    types[i] = loop->results[i].type;
  IrOp *ifop = ir_build_if(&b, cond, loop->nresults, types, true);
  free(types);
  fill_branch(ctx, ir_op_region(ifop, 0)->first, loop, &map);
  hashmap_free(&map);
  hashmap_init(&map);
  fill_branch(ctx, ir_op_region(ifop, 1)->first, loop, &map);
  hashmap_free(&map);
  for (int i = 0; i < loop->nresults; i++)
    ir_value_replace_all_uses(&loop->results[i], &ifop->results[i]);
  ir_op_erase(loop);
}

static void run_kind(IrOp *module, IrContext *ctx, int kind) {
  Arena arena;
  arena_init(&arena);
  PtrVec loops = {0};
  ir_collect_kind(module, kind, true, &arena, &loops);
  for (size_t i = 0; i < loops.len; i++)
    specialize(ctx, loops.data[i]);
  arena_destroy(&arena);
}

static bool run_for(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  run_kind(module, ctx, OP_FOR);
  return true;
}

static bool run_parallel(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  run_kind(module, ctx, OP_PARALLEL);
  return true;
}

const IrPass scf_for_loop_specialization_pass = {
    "scf-for-loop-specialization", "Specialize `for` loops for vectorization", run_for, NULL, 0,
};

const IrPass scf_parallel_loop_specialization_pass = {
    "scf-parallel-loop-specialization", "Specialize parallel loops for vectorization",
    run_parallel, NULL, 0,
};
