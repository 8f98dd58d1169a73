/* loop_nest.c: what the passes that rewrite multi-dimensional loops share
 * (scf-forall-to-parallel, scf-forall-to-for, scf-parallel-for-to-nested-
 * fors): the loops of one kind, a forall's bounds as values, and a nest of
 * loop.for ops that takes over a loop's body (MLIR's scf::buildLoopNest,
 * then inlineBlockBefore). */
#include <stdlib.h>
#include <string.h>

#include "../ir/forall.h"
#include "passes.h"

static bool collect_kind(IrOp *op, void *data) {
  LoopsOfKind *l = data;
  if (ir_op_is(op, l->kind))
    ptrvec_push(&l->arena, &l->ops, op);
  return true;
}

void loops_of_kind(LoopsOfKind *l, IrOp *root, int kind) {
  memset(l, 0, sizeof *l);
  l->kind = kind;
  arena_init(&l->arena);
  ir_walk(root, collect_kind, l);
}

void loops_of_kind_free(LoopsOfKind *l) { arena_destroy(&l->arena); }

IrValue **forall_bound_values(IrContext *ctx, IrOp *op) {
  int n = ir_forall_rank(op);
  IrValue **v = xmalloc(sizeof *v * (size_t)(3 * n + 1));
  IrBuilder b = {ctx, op->parent, op, op->loc};
  for (int k = 0; k < 3; k++)
    for (int d = 0; d < n; d++) {
      int64_t s;
      ir_forall_entry(op, (IrForallListKind)k, d, &v[k * n + d], &s);
      if (!v[k * n + d])
        v[k * n + d] = ir_build_const_index(&b, s);
    }
  return v;
}

IrOp *loops_nest_take_body(IrContext *ctx, IrOp *before, int n, IrValue *const *lbs,
                           IrValue *const *ubs, IrValue *const *steps, IrBlock *body) {
  IrBuilder b = {ctx, before->parent, before, before->loc};
  IrOp *outer = NULL;
  for (int d = 0; d < n; d++) {
    IrOp *f = ir_build_for(&b, lbs[d], ubs[d], steps[d], 0, NULL);
    outer = outer ? outer : f;
    IrBlock *fb = ir_op_region(f, 0)->first;
    ir_builder_set_end(&b, fb);
    ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
    ir_value_replace_all_uses(body->args[d], fb->args[0]);
  }
  IrOp *term = ir_block_terminator(body);
  while (body->first && body->first != term)
    ir_op_move_before(body->first, b.before);
  return outer;
}
