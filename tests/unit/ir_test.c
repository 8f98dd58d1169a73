/* ir_test.c: unit tests of IR internals: uniquing, use lists, the hash map,
 * the builder and op erasure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../dialects/onnx/onnx_dialect.h"
#include "../../frontend/parse.h"
#include "../../ir/diag.h"
#include "../../ir/ir.h"
#include "../../ir/verify.h"

#include "check.h"

static void test_types(IrContext *ctx) {
  int64_t d1[2] = {4, TY_DYN};
  int64_t d2[2] = {4, TY_DYN};
  IrType *a = ir_type_memref(ctx, ctx->f32_ty, 2, d1);
  IrType *b = ir_type_memref(ctx, ir_type_float(ctx, 32), 2, d2);
  CHECK(a == b);
  CHECK(strcmp(ir_type_str(ctx, a), "memref<4x?xf32>") == 0);
  CHECK(ir_type_num_dynamic(a) == 1);
  CHECK(ir_type_num_elements(a) == -1);
  IrType *u = ir_type_memref(ctx, ctx->f32_ty, -1, NULL);
  CHECK(strcmp(ir_type_str(ctx, u), "memref<*xf32>") == 0);
  IrType *ins[2] = {ctx->f32_ty, ctx->index_ty};
  IrType *fn = ir_type_func(ctx, 2, ins, 1, ins);
  CHECK(strcmp(ir_type_str(ctx, fn), "(f32, index) -> f32") == 0);
  CHECK(ir_type_int(ctx, 1) == ctx->i1_ty);
  CHECK(ir_type_bf16(ctx) != ctx->f16_ty);
}

static void test_attrs(IrContext *ctx) {
  CHECK(ir_attr_int(ctx, ctx->i32_ty, 5) == ir_attr_int(ctx, ctx->i32_ty, 5));
  CHECK(ir_attr_int(ctx, ctx->i32_ty, 5) != ir_attr_int(ctx, ctx->i64_ty, 5));
  /* Values are canonicalised to the type's width. */
  CHECK(ir_attr_int(ctx, ctx->i8_ty, 255)->u.i == -1);
  CHECK(ir_attr_string(ctx, "ab", 2) == ir_attr_string(ctx, "ab", 2));
  float data[3] = {1.0f, 2.5f, -3.0f};
  int64_t dims[1] = {3};
  IrType *t = ir_type_tensor(ctx, ctx->f32_ty, 1, dims);
  IrAttr *d = ir_attr_dense(ctx, t, data, 3, false);
  CHECK(d == ir_attr_dense(ctx, t, data, 3, false));
  CHECK(ir_dense_get_f64(d, 1) == 2.5);
  CHECK(ir_dense_get_i64(d, 2) == -3);
  IrNamedAttr e[2] = {{"b", ir_attr_unit(ctx), false}, {"a", ir_attr_bool(ctx, true), false}};
  IrAttr *dict = ir_attr_dict(ctx, 2, e);
  CHECK(dict->u.dict.n == 2 && strcmp(dict->u.dict.entries[0].name, "a") == 0);
}

/* arena_reset frees everything at once and hands out zeroed memory again;
 * under AddressSanitizer it poisons what it freed, and arenas destroyed and
 * created afterwards (which may get the same pages back from mmap) must
 * still be usable: the fuzz harness runs thousands of inputs per process. */
static void test_arena_reset(void) {
  for (int round = 0; round < 50; round++) {
    Arena a;
    arena_init(&a);
    for (int unit = 0; unit < 20; unit++) {
      int bad = 0;
      for (int i = 0; i < 1000; i++) {
        uint64_t *p = arena_alloc_small(&a, 8 * (size_t)(1 + i % 7));
        bad += p[0] != 0;
        p[0] = (uint64_t)i + 1;
      }
      char *big = arena_alloc(&a, 1 << 20); /* a chunk of its own */
      bad += big[0] != 0 || big[(1 << 20) - 1] != 0;
      big[0] = big[(1 << 20) - 1] = 1;
      CHECK(bad == 0);
      arena_reset(&a);
    }
    arena_destroy(&a);
  }
  HashMap m;
  hashmap_init(&m);
  for (uint64_t k = 1; k <= 100; k++)
    hashmap_put(&m, k, &m);
  hashmap_clear(&m);
  CHECK(m.len == 0 && !hashmap_get(&m, 5));
  hashmap_put(&m, 5, &m);
  CHECK(hashmap_get(&m, 5) == &m && m.len == 1);
  hashmap_free(&m);
}

static void test_hashmap(void) {
  HashMap m;
  hashmap_init(&m);
  for (uint64_t k = 1; k <= 10000; k++)
    hashmap_put(&m, k, (void *)(uintptr_t)(k * 3));
  CHECK(m.len == 10000);
  for (uint64_t k = 1; k <= 10000; k += 2)
    CHECK(hashmap_remove(&m, k));
  int bad = 0;
  for (uint64_t k = 1; k <= 10000; k++) {
    void *v = hashmap_get(&m, k);
    if ((k % 2 == 1 && v) || (k % 2 == 0 && v != (void *)(uintptr_t)(k * 3)))
      bad++;
  }
  CHECK(bad == 0);
  CHECK(!hashmap_remove(&m, 1));
  hashmap_free(&m);
}

static void test_uses_and_builder(IrContext *ctx) {
  IrOp *module = ir_module_create(ctx, ir_loc_unknown());
  IrBuilder b = {ctx, ir_module_body(module), NULL, ir_loc_unknown()};
  IrValue *c0 = ir_build_const_index(&b, 0);
  IrValue *c1 = ir_build_const_index(&b, 1);
  IrValue *c8 = ir_build_const_index(&b, 8);
  IrValue *zero = ir_build_const_float(&b, ctx->f32_ty, 0.0);
  IrOp *loop = ir_build_for(&b, c0, c8, c1, 1, &zero);
  IrBlock *body = ir_op_region(loop, 0)->first;
  CHECK(body->nargs == 2 && body->args[0]->type == ctx->index_ty);
  IrBuilder in = {ctx, body, NULL, ir_loc_unknown()};
  IrValue *sum = ir_build_binary(&in, OP_ADDF, body->args[1], body->args[1]);
  ir_build_yield(&in, 1, &sum);
  CHECK(ir_value_num_uses(body->args[1]) == 2);
  CHECK(ir_value_num_uses(c1) == 1);
  /* RAUW moves every use. */
  IrValue *c2 = ir_build_const_index(&b, 2);
  ir_value_replace_all_uses(c1, c2);
  CHECK(ir_value_num_uses(c1) == 0 && ir_value_num_uses(c2) == 1);
  CHECK(ir_op_operand(loop, 2) == c2);
  /* Erasing the loop drops the uses made by nested ops too. */
  CHECK(ir_value_num_uses(zero) == 1);
  ir_op_erase(loop);
  CHECK(ir_value_num_uses(zero) == 0 && ir_value_num_uses(c8) == 0);
  CHECK(ir_op_parent_op(c0->def_op) == module);
  IrValue *i = ir_build_cmp(&b, OP_CMPF, "ugt", zero, zero);
  CHECK(strcmp(ir_cmp_pred_name(i->def_op), "ugt") == 0);
  CHECK(ir_cmp_pred_lookup(OP_CMPI, "sge", 3) == 5);
}

/* diag_op_error words a message as MLIR's emitOpError, at the op, with the
 * op's name as it was spelled. */
static void test_op_diagnostics(IrContext *ctx) {
  DiagEngine d;
  diag_init(&d, stderr);
  d.capture = true;
  IrValue *x = NULL;
  IrOp *op = ir_op_create(ctx, OP_ADDI, "addi", ir_loc("f.mlir", 3, 7), 0, &x, 1, &ctx->i32_ty, 0);
  diag_op_error(&d, op, "has %d problems with '%s'", 2, "i32");
  CHECK(d.ndiags == 1 && d.nerrors == 1 && d.diags[0].sev == DIAG_ERROR);
  CHECK(d.ndiags == 1 && strcmp(d.diags[0].msg, "'addi' op has 2 problems with 'i32'") == 0);
  CHECK(d.ndiags == 1 && d.diags[0].loc.line == 3 && d.diags[0].loc.col == 7);
  diag_free(&d);
}

/* Speculation follows MLIR's rules: a loop.if or a loop.for with step 1
 * may be speculated when everything in it may; division by a variable and
 * a loop.for with another step may not. */
static void test_speculatable(IrContext *ctx) {
  IrOp *module = ir_module_create(ctx, ir_loc_unknown());
  IrBuilder b = {ctx, ir_module_body(module), NULL, ir_loc_unknown()};
  IrValue *c1 = ir_build_const_index(&b, 1);
  IrValue *c2 = ir_build_const_index(&b, 2);
  IrValue *x = ir_build_const_int(&b, ctx->i32_ty, 7);
  IrValue *t = ir_build_const_int(&b, ctx->i1_ty, 1);
  IrOp *ifop = ir_build_if(&b, t, 0, NULL, false);
  IrBuilder in = {ctx, ir_op_region(ifop, 0)->first, NULL, ir_loc_unknown()};
  IrValue *q = ir_build_binary(&in, OP_DIVSI, x, x);
  ir_build_yield(&in, 0, NULL);
  CHECK(ir_op_is_speculatable(q->def_op));
  CHECK(ir_op_is_speculatable(ifop));
  IrOp *step1 = ir_build_for(&b, c1, c2, c1, 0, NULL);
  IrOp *step2 = ir_build_for(&b, c1, c2, c2, 0, NULL);
  IrBuilder body = {ctx, ir_op_region(step1, 0)->first, NULL, ir_loc_unknown()};
  IrValue *iv = body.block->args[0];
  IrValue *d = ir_build_binary(&body, OP_DIVUI, iv, iv);
  ir_build_yield(&body, 0, NULL);
  ir_builder_set_end(&body, ir_op_region(step2, 0)->first);
  ir_build_yield(&body, 0, NULL);
  CHECK(!ir_op_is_speculatable(d->def_op));
  CHECK(!ir_op_is_speculatable(step1));
  CHECK(!ir_op_is_speculatable(step2));
  ir_op_erase(d->def_op);
  CHECK(ir_op_is_speculatable(step1));
}

/* Erasing a block argument renumbers the later ones; arguments added
 * afterwards still fit (the array's capacity survives the erasure). */
static void test_block_args(IrContext *ctx) {
  IrBlock *b = ir_block_create(ctx);
  IrValue *a[5];
  for (int i = 0; i < 5; i++)
    a[i] = ir_block_add_arg(ctx, b, ctx->i32_ty, ir_loc_unknown());
  ir_block_erase_arg(b, 1);
  ir_block_erase_arg(b, 3);
  CHECK(b->nargs == 3 && b->args[0] == a[0] && b->args[1] == a[2] && b->args[2] == a[3]);
  CHECK(a[2]->index == 1 && a[3]->index == 2);
  for (int i = 0; i < 6; i++)
    ir_block_add_arg(ctx, b, ctx->f32_ty, ir_loc_unknown());
  CHECK(b->nargs == 9 && b->args[2] == a[3] && b->args[8]->index == 8);
  while (b->nargs)
    ir_block_erase_arg(b, 0);
  CHECK(ir_block_add_arg(ctx, b, ctx->i1_ty, ir_loc_unknown())->index == 0 && b->nargs == 1);
}

/* ---- walks: any depth, visiting order, erasing while walking ---- */

typedef struct WalkLog {
  int visited, skipped_at;
  IrOp *order[8];
} WalkLog;

static bool count_op(IrOp *op, void *data) {
  WalkLog *l = data;
  if (l->visited < 8)
    l->order[l->visited] = op;
  l->visited++;
  return l->skipped_at != l->visited; /* skip the regions of the nth op */
}

static void erase_leaf(IrOp *op, void *data) {
  (*(int *)data)++;
  /* Erasing each op as the post-order walk reaches it: its nested ops
   * are gone already, so erasing drops only its own uses. */
  if (op->parent)
    ir_op_erase(op);
}

static void test_walks(IrContext *ctx) {
  /* 100,000 nested loop.if, far past what a recursive walk survives. */
  enum { DEPTH = 100000 };
  IrOp *module = ir_module_create(ctx, ir_loc_unknown());
  IrBuilder b = {ctx, ir_module_body(module), NULL, ir_loc_unknown()};
  IrValue *c = ir_build_const_int(&b, ctx->i1_ty, 1);
  IrOp *outer = NULL;
  for (int i = 0; i < DEPTH; i++) {
    IrOp *op = ir_build_if(&b, c, 0, NULL, i == 0);
    outer = outer ? outer : op;
    ir_builder_set_end(&b, ir_op_region(op, 0)->first);
  }
  WalkLog all = {0, -1, {0}};
  ir_walk(module, count_op, &all);
  CHECK(all.visited == DEPTH + 2);
  /* Pre-order: module, the constant, then each if inside the previous. */
  CHECK(all.order[0] == module && all.order[1] == c->def_op && all.order[2] == outer);
  CHECK(ir_op_parent_op(all.order[3]) == outer);
  WalkLog some = {0, 10, {0}};
  ir_walk(module, count_op, &some);
  CHECK(some.visited == 10);
  int seen = 0;
  ir_walk_post(module, erase_leaf, &seen);
  CHECK(seen == DEPTH + 2);
  CHECK(ir_module_body(module)->first == NULL && ir_value_num_uses(c) == 0);
}

/* The operand groups of ir/operands.def name the right operands. */
static void test_operand_groups(IrContext *ctx) {
  static const char text[] =
      "func.func @f(%m: memref<4x4xf32>, %x: f32) -> f32 {\n"
      "  %c0 = arith.constant 0 : index\n"
      "  %c1 = arith.constant 1 : index\n"
      "  %c2 = arith.constant 2 : index\n"
      "  %c4 = arith.constant 4 : index\n"
      "  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%c4, %c2) step (%c1, %c2) init (%x) -> f32 {\n"
      "    %v = memref.load %m[%i, %j] : memref<4x4xf32>\n"
      "    memref.store %v, %m[%j, %i] : memref<4x4xf32>\n"
      "    scf.reduce(%v : f32) {\n"
      "    ^bb0(%a: f32, %b: f32):\n"
      "      %s = arith.addf %a, %b : f32\n"
      "      scf.reduce.return %s : f32\n"
      "    }\n"
      "  }\n"
      "  return %r : f32\n"
      "}\n";
  DiagEngine d;
  diag_init(&d, stderr);
  diag_add_source(&d, "groups.mlir", text, sizeof text - 1);
  IrOp *m = parse_module(ctx, &d, "groups.mlir", text, sizeof text - 1, 1);
  CHECK(m && ir_verify(ctx, m, &d));
  IrOp *f = m ? ir_module_lookup_func(m, "f") : NULL;
  IrOp *par = NULL, *load = NULL, *store = NULL;
  for (IrOp *o = f ? ir_func_entry(f)->first : NULL; o; o = o->next)
    if (ir_op_is(o, OP_PARALLEL))
      par = o;
  CHECK(par != NULL);
  if (par) {
    IrBlock *body = ir_op_region(par, 0)->first;
    load = body->first;
    store = load->next;
    int64_t v;
    CHECK(ir_parallel_lbs_count(par) == 2 && ir_parallel_inits_count(par) == 1);
    CHECK(ir_parallel_ubs_begin(par) == 2 && ir_parallel_steps_begin(par) == 4 &&
          ir_parallel_inits_begin(par) == 6);
    CHECK(ir_value_const_int(ir_parallel_lbs(par, 1), &v) && v == 1);
    CHECK(ir_value_const_int(ir_parallel_ubs(par, 0), &v) && v == 4);
    CHECK(ir_value_const_int(ir_parallel_steps(par, 1), &v) && v == 2);
    CHECK(ir_parallel_inits(par, 0) == ir_func_entry(f)->args[1]);
    CHECK(ir_op_is(load, OP_LOAD) && ir_load_memref(load) == ir_func_entry(f)->args[0]);
    CHECK(ir_load_indices_count(load) == 2 && ir_load_indices(load, 1) == body->args[1]);
    CHECK(ir_op_is(store, OP_STORE) && ir_store_value(store) == &load->results[0]);
    CHECK(ir_store_memref(store) == ir_func_entry(f)->args[0]);
    CHECK(ir_store_indices_count(store) == 2 && ir_store_indices(store, 0) == body->args[1]);
  }
  diag_free(&d);
  /* A loop.for built by the builder. */
  IrOp *module = ir_module_create(ctx, ir_loc_unknown());
  IrBuilder b = {ctx, ir_module_body(module), NULL, ir_loc_unknown()};
  IrValue *c0 = ir_build_const_index(&b, 0), *c1 = ir_build_const_index(&b, 1);
  IrValue *c8 = ir_build_const_index(&b, 8);
  IrValue *inits[2] = {ir_build_const_float(&b, ctx->f32_ty, 0.0),
                       ir_build_const_float(&b, ctx->f32_ty, 1.0)};
  IrOp *loop = ir_build_for(&b, c0, c8, c1, 2, inits);
  CHECK(ir_for_lb(loop) == c0 && ir_for_ub(loop) == c8 && ir_for_step(loop) == c1);
  CHECK(ir_for_inits_count(loop) == 2 && ir_for_inits_begin(loop) == 3);
  CHECK(ir_for_inits(loop, 1) == inits[1] && ir_for_num_iter_args(loop) == 2);
}

static void test_op_table(void) {
  CHECK(ir_op_info_lookup("loop.for", 8)->kind == OP_FOR);
  CHECK(ir_op_info_lookup("scf.for", 7)->kind == OP_FOR);
  CHECK(ir_op_info_lookup("divi_signed", 11)->kind == OP_DIVSI);
  CHECK(ir_op_info_lookup("arith.divsi", 11)->kind == OP_DIVSI);
  /* Extension dialects are known once registered, and keep their kinds. */
  CHECK(ir_op_info_lookup("onnx.Loop", 9) == NULL);
  onnx_dialect_register();
  onnx_dialect_register();
  CHECK(ir_op_info_lookup("onnx.Loop", 9)->kind == (IrOpKind)OP_ONNX_LOOP);
  CHECK(ir_op_info(OP_ONNX_YIELD)->traits & T_TERMINATOR);
  CHECK(ir_op_info_lookup("nope.op", 7) == NULL);
  CHECK(ir_op_info(OP_YIELD)->traits & T_TERMINATOR);
}

int main(void) {
  IrContext *ctx = ir_context_create();
  test_types(ctx);
  test_attrs(ctx);
  test_hashmap();
  test_arena_reset();
  test_uses_and_builder(ctx);
  test_op_diagnostics(ctx);
  test_speculatable(ctx);
  test_block_args(ctx);
  test_walks(ctx);
  test_op_table();
  test_operand_groups(ctx);
  ir_context_destroy(ctx);
  if (failures) {
    fprintf(stderr, "ir_test: %d failure(s)\n", failures);
    return 1;
  }
  puts("ir_test: all passed");
  return 0;
}
