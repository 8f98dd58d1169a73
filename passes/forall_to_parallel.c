/* forall_to_parallel.c: the pass scf-forall-to-parallel, after MLIR's
 * (SCF/Transforms/ForallToParallel.cpp): each scf.forall becomes an
 * scf.parallel over the same bounds, its static entries made constants
 * before it (every lower bound, then every upper bound, then every step,
 * one constant each, as getLowerBound & co. make them), its body moved
 * whole with scf.forall.in_parallel replaced by the parallel's terminator,
 * and its `mapping` kept as a discardable attribute. The C backend runs it
 * before emitting a function that has scf.forall (passes/pipeline.c).
 *
 * Contract: takes and leaves verified IR; one post-order walk (inner loops
 * first, as MLIR's walk), linear in the ops. */
#include <stdlib.h>

#include "../ir/forall.h"
#include "passes.h"

typedef struct Loops {
  Arena arena;
  PtrVec ops;
} Loops;

static bool collect(IrOp *op, void *data) {
  Loops *l = data;
  if (ir_op_is(op, OP_FORALL))
    ptrvec_push(&l->arena, &l->ops, op);
  return true;
}

IrOp *scf_forall_to_parallel(IrContext *ctx, IrOp *op) {
  int n = ir_forall_rank(op);
  IrValue **ops = xmalloc(sizeof *ops * (size_t)(3 * n + 1));
  IrBuilder b = {ctx, op->parent, op, op->loc};
  for (int k = 0; k < 3; k++)
    for (int d = 0; d < n; d++) {
      IrValue *v;
      int64_t s;
      ir_forall_entry(op, (IrForallListKind)k, d, &v, &s);
      ops[k * n + d] = v ? v : ir_build_const_index(&b, s);
    }
  IrOp *par = ir_build(&b, OP_PARALLEL, 3 * n, ops, 0, NULL, 1);
  free(ops);
  IrRegion *r = ir_op_region(op, 0);
  IrBlock *body = r->first;
  IrOp *term = ir_block_terminator(body);
  IrBuilder tb = {ctx, body, term, term->loc};
  ir_build_yield(&tb, 0, NULL);
  ir_op_erase(term);
  ir_op_set_region(par, 0, r);
  ir_op_set_region(op, 0, ir_region_create(ctx));
  IrAttr *mapping = ir_op_get_attr(op, "mapping");
  if (mapping)
    ir_op_set_attr_ex(ctx, par, "mapping", mapping, false);
  ir_op_erase(op);
  return par;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  (void)diag;
  Loops l = {0};
  arena_init(&l.arena);
  ir_walk(module, collect, &l);
  /* Pre-order lists outer loops first; converting from the end converts
   * inner ones first, as MLIR's post-order walk does. */
  for (size_t i = l.ops.len; i-- > 0;)
    scf_forall_to_parallel(ctx, l.ops.data[i]);
  arena_destroy(&l.arena);
  return true;
}

const IrPass forall_to_parallel_pass = {
    "scf-forall-to-parallel",
    "turn each scf.forall into an scf.parallel (MLIR's pass of that name)",
    run,
    NULL,
    0,
};
