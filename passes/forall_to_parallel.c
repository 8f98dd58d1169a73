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

IrOp *scf_forall_to_parallel(IrContext *ctx, IrOp *op) {
  int n = ir_forall_rank(op);
  IrValue **ops = forall_bound_values(ctx, op);
  IrBuilder b = {ctx, op->parent, op, op->loc};
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
  LoopsOfKind l;
  loops_of_kind(&l, module, OP_FORALL);
  /* Pre-order lists outer loops first; converting from the end converts
   * inner ones first, as MLIR's post-order walk does. */
  for (size_t i = l.ops.len; i-- > 0;)
    scf_forall_to_parallel(ctx, l.ops.data[i]);
  loops_of_kind_free(&l);
  return true;
}

const IrPass forall_to_parallel_pass = {
    "scf-forall-to-parallel",
    "turn each scf.forall into an scf.parallel (MLIR's pass of that name)",
    run,
    NULL,
    0,
};
