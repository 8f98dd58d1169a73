/* passes_test.c: cse and loop-invariant-code-motion on deep loop nests built
 * in memory: both passes walk with explicit stacks, so depth costs neither
 * stack nor time. At the nesting limit the IR is verified before and after;
 * at 20,000 levels (which the verifier rejects, IR_MAX_NESTING) the passes
 * still run without trouble. */
#include <stdio.h>

#include "../../ir/verify.h"
#include "../../passes/passes.h"

#include "check.h"

/* func @f(%a: i32, %m: memref<?xi32>) with depth nested loops from 0 to 2
 * around `x = a + a; y = a + a; z = x + y; m[iv of the outermost] = z`;
 * sets *inner to the innermost body. */
static IrOp *build_nest(IrContext *ctx, int depth, IrBlock **inner) {
  IrOp *module = ir_module_create(ctx, ir_loc_unknown());
  int64_t dyn = TY_DYN;
  IrType *ins[2] = {ctx->i32_ty, ir_type_memref(ctx, ctx->i32_ty, 1, &dyn)};
  IrOp *f = ir_op_create(ctx, OP_FUNC, NULL, ir_loc_unknown(), 0, NULL, 0, NULL, 1);
  ir_op_set_attr_ex(ctx, f, "sym_name", ir_attr_string(ctx, "f", 1), true);
  ir_op_set_attr_ex(ctx, f, "function_type", ir_attr_type(ctx, ir_type_func(ctx, 2, ins, 0, NULL)), true);
  IrBlock *entry = ir_block_create(ctx);
  ir_region_append_block(f->regions[0], entry);
  IrValue *a = ir_block_add_arg(ctx, entry, ins[0], ir_loc_unknown());
  IrValue *m = ir_block_add_arg(ctx, entry, ins[1], ir_loc_unknown());
  ir_block_append_op(ir_module_body(module), f);

  IrBuilder b = {ctx, NULL, NULL, ir_loc_unknown()};
  ir_builder_set_end(&b, entry);
  IrValue *c0 = ir_build_const_index(&b, 0);
  IrValue *c1 = ir_build_const_index(&b, 1);
  IrValue *c2 = ir_build_const_index(&b, 2);
  ir_build(&b, OP_RETURN, 0, NULL, 0, NULL, 0);
  ir_builder_set_before(&b, entry->last);
  IrValue *outer_iv = NULL;
  for (int d = 0; d < depth; d++) {
    IrOp *loop = ir_build_for(&b, c0, c2, c1, 0, NULL);
    IrBlock *body = loop->regions[0]->first;
    outer_iv = outer_iv ? outer_iv : body->args[0];
    ir_builder_set_end(&b, body);
    ir_build_yield(&b, 0, NULL);
    ir_builder_set_before(&b, body->last);
  }
  IrValue *x = ir_build_binary(&b, OP_ADDI, a, a);
  IrValue *y = ir_build_binary(&b, OP_ADDI, a, a);
  IrValue *z = ir_build_binary(&b, OP_ADDI, x, y);
  ir_build_store(&b, z, m, 1, &outer_iv);
  *inner = b.block;
  return module;
}

static int count_ops(const IrBlock *b, IrOpKind kind) {
  int n = 0;
  for (const IrOp *op = b->first; op; op = op->next)
    n += ir_op_is(op, kind);
  return n;
}

static void test_deep_nest(int depth, bool verify) {
  IrContext *ctx = ir_context_create();
  DiagEngine diag;
  diag_init(&diag, stderr);
  IrBlock *inner;
  IrOp *module = build_nest(ctx, depth, &inner);
  IrBlock *entry = ir_module_body(module)->first->regions[0]->first;
  CHECK(!verify || ir_verify(ctx, module, &diag));

  /* cse: y is x. */
  CHECK(cse_pass.run(ctx, module, NULL, &diag));
  CHECK(count_ops(inner, OP_ADDI) == 2);
  CHECK(!verify || ir_verify(ctx, module, &diag));

  /* licm: x and z leave all the loops; the loops stay (they store). */
  CHECK(licm_pass.run(ctx, module, NULL, &diag));
  CHECK(count_ops(inner, OP_ADDI) == 0);
  CHECK(count_ops(entry, OP_ADDI) == 2);
  CHECK(count_ops(entry, OP_FOR) == 1);
  CHECK(!verify || ir_verify(ctx, module, &diag));
  CHECK(diag.nerrors == 0);
  diag_free(&diag);
  ir_context_destroy(ctx);
}

int main(void) {
  /* The module's body is depth 0 and the function's body depth 1. */
  test_deep_nest(IR_MAX_NESTING - 1, true);
  test_deep_nest(20000, false);
  if (failures) {
    fprintf(stderr, "passes_test: %d failure(s)\n", failures);
    return 1;
  }
  puts("passes_test: all passed");
  return 0;
}
