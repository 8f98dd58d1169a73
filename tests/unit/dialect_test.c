/* dialect_test.c: unit tests of the dialect registry (ir/dialect.h): several
 * dialects in one process (onnx, and a toy one registered here from two
 * threads at once), their op kinds and names, dialect types uniqued like
 * builtin ones whether built or parsed, parse errors from a dialect's hook,
 * and a folder reached through the registry. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../dialects/dialects.h"
#include "../../dialects/onnx/onnx_dialect.h"
#include "../../dialects/onnx/onnx_types.h"
#include "../../frontend/parse.h"
#include "../../ir/dialect.h"
#include "../../ir/mlir_ops.h"
#include "../../ir/verify.h"
#include "../../passes/passes.h"

#include "check.h"

/* ------------------------------------------------------- the toy dialect */

/* Its kinds follow every dialect of dialects.def, as a new entry there
 * would take them. */
enum { OP_TOY_A = OP_DIALECTS_END_, OP_TOY_B };

static int toy_verified;
static void toy_verify_a(IrVerifier *v, IrOp *op) {
  (void)v;
  (void)op;
  toy_verified++;
}
static void toy_verify_b(IrVerifier *v, IrOp *op) {
  if (op->nopnds)
    ir_verify_error(v, op, "takes no operands");
}

static const IrOpInfo toy_ops[] = {
    {(IrOpKind)OP_TOY_A, NULL, "toy.a", SYN_GENERIC, 0, 1, 0, T_PURE, "toy a", toy_verify_a},
    {(IrOpKind)OP_TOY_B, NULL, "toy.b", SYN_GENERIC, -1, 0, 0, 0, "toy b", toy_verify_b},
};

/* !toy.vec<T, N>: a type and a positive integer. */
static IrType *toy_type_parse(IrContext *ctx, const IrDialect *d, const char *tname, int n,
                              const IrTypeParam *params, const char **err) {
  if (strcmp(tname, "vec") != 0 || n != 2 || !params[0].type || params[1].type ||
      params[1].value <= 0) {
    *err = "toy types are !toy.vec<type, positive integer>";
    return NULL;
  }
  return ir_type_dialect(ctx, d, tname, n, params);
}

/* toy.a folds to 42. */
static IrAttr *toy_fold(IrContext *ctx, IrOp *op) {
  return ir_op_is(op, OP_TOY_A) ? ir_attr_int(ctx, ctx->i32_ty, 42) : NULL;
}

static const IrDialect toy_dialect = {
    .name = "toy", .first_kind = OP_TOY_A, .nops = 2, .ops = toy_ops,
    .type_parse = toy_type_parse, .fold = toy_fold,
    .materialize_constant = ir_dialect_core_constant,
};

static void *register_toy(void *arg) {
  (void)arg;
  ir_dialect_register(&toy_dialect);
  dialects_register_all();
  return NULL;
}

/* ------------------------------------------------------------- the tests */

static void test_registry(void) {
  CHECK(ir_dialect_lookup("toy", 3) == NULL);
  pthread_t th[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&th[i], NULL, register_toy, NULL);
  for (int i = 0; i < 4; i++)
    pthread_join(th[i], NULL);
  CHECK(ir_dialect_lookup("onnx", 4) == &onnx_dialect);
  CHECK(ir_dialect_lookup("toy", 3) == &toy_dialect);
  CHECK(ir_dialect_lookup("to", 2) == NULL && ir_dialect_lookup("arith", 5) == NULL);
  CHECK(ir_op_info_lookup("toy.b", 5)->kind == (IrOpKind)OP_TOY_B);
  CHECK(ir_op_info_lookup("onnx.Add", 8)->kind == (IrOpKind)OP_ONNX_ADD);
  CHECK(ir_dialect_of_kind(OP_TOY_A) == &toy_dialect);
  CHECK(ir_dialect_of_kind(OP_ONNX_LOOP) == &onnx_dialect);
  CHECK(ir_dialect_of_kind(OP_FOR) == NULL);
  CHECK(ir_num_op_kinds() == OP_TOY_B + 1);
  CHECK(ir_op_info(OP_ONNX_END_ - 1)->kind == (IrOpKind)(OP_ONNX_END_ - 1));
  /* The ranges of dialects.def: onnx's ops follow the core ops'. */
  CHECK(onnx_dialect.first_kind == OP_COUNT && (int)OP_ONNX_LOOP == (int)OP_COUNT);
}

static void test_types(IrContext *ctx) {
  IrType *t2 = ir_type_tensor(ctx, ctx->f32_ty, 1, (int64_t[]){2});
  IrType *s = onnx_type_seq(ctx, t2, NULL);
  CHECK(s == onnx_type_seq(ctx, t2, NULL) && s->kind == TY_DIALECT);
  CHECK(onnx_type_opt(ctx, s) == onnx_type_opt(ctx, s));
  CHECK(onnx_type_seq(ctx, NULL, ctx->f32_ty) != s);
  CHECK(strcmp(ir_type_str(ctx, onnx_type_opt(ctx, s)), "!onnx.opt<!onnx.seq<tensor<2xf32>>>") == 0);
  CHECK(onnx_type_kind(ctx, onnx_type_opt(ctx, s)) == ONNX_VK_OPT_SEQ);
  CHECK(onnx_type_list_elem(ctx, onnx_type_opt(ctx, s)) == t2);
  /* An optional of an optional is a type, but no ONNX value type. */
  CHECK(onnx_type_kind(ctx, onnx_type_opt(ctx, onnx_type_opt(ctx, t2))) == ONNX_VK_OTHER);
  IrTypeParam p[2] = {{ctx->i32_ty, 0}, {NULL, 4}};
  IrType *v4 = ir_type_dialect(ctx, &toy_dialect, "vec", 2, p);
  p[1].value = 8;
  CHECK(v4 != ir_type_dialect(ctx, &toy_dialect, "vec", 2, p));
  p[1].value = 4;
  CHECK(v4 == ir_type_dialect(ctx, &toy_dialect, "vec", 2, p));
  CHECK(strcmp(ir_type_str(ctx, v4), "!toy.vec<i32, 4>") == 0);
  CHECK(v4->depth == 2 && ir_type_is_dialect(v4, &toy_dialect, "vec"));
  CHECK(!ir_type_is_dialect(v4, &onnx_dialect, "vec"));
}

static IrOp *parse(IrContext *ctx, DiagEngine *d, const char *text) {
  diag_add_source(d, "t.mlir", text, strlen(text));
  return parse_module(ctx, d, "t.mlir", text, strlen(text), 1);
}

/* Types read from text are the ones the dialect builds (pointer equality). */
static void test_parse(IrContext *ctx) {
  DiagEngine d;
  diag_init(&d, stderr);
  const char *text = "func.func private @f(!onnx.seq<tensor<2xf32>>, !toy.vec<i32, 4>, "
                     "!toy.vec<!onnx.opt<tensor<f32>>, 0x10>, !other.t<x y>)\n";
  IrOp *m = parse(ctx, &d, text);
  CHECK(m && !diag_has_errors(&d));
  if (m) {
    IrType *ft = ir_func_type(ir_module_body(m)->first);
    IrType *t2 = ir_type_tensor(ctx, ctx->f32_ty, 1, (int64_t[]){2});
    CHECK(ft->ins[0] == onnx_type_seq(ctx, t2, NULL));
    IrTypeParam p[2] = {{ctx->i32_ty, 0}, {NULL, 4}};
    CHECK(ft->ins[1] == ir_type_dialect(ctx, &toy_dialect, "vec", 2, p));
    CHECK(ft->ins[2]->params[1].value == 16);
    CHECK(ft->ins[2]->params[0].type == onnx_type_opt(ctx, ir_type_tensor(ctx, ctx->f32_ty, 0, NULL)));
    /* An unregistered dialect's type stays text. */
    CHECK(ft->ins[3]->kind == TY_OPAQUE && strcmp(ft->ins[3]->text, "!other.t<x y>") == 0);
  }
  diag_free(&d);
  diag_init(&d, stderr);
  d.capture = true;
  CHECK(!parse(ctx, &d, "func.func private @g(!toy.vec<i32, -1>)\n"));
  CHECK(d.ndiags == 1 && d.diags[0].loc.col == 22 &&
        strcmp(d.diags[0].msg, "toy types are !toy.vec<type, positive integer>") == 0);
  diag_free(&d);
}

/* The verifier runs each dialect's hooks. */
static void test_verify(IrContext *ctx) {
  DiagEngine d;
  diag_init(&d, stderr);
  d.capture = true;
  IrOp *m = parse(ctx, &d, "func.func @h() {\n  %x = \"toy.a\"() : () -> i32\n"
                           "  \"toy.b\"(%x) : (i32) -> ()\n  return\n}\n");
  CHECK(m && !diag_has_errors(&d));
  CHECK(m && !ir_verify(ctx, m, &d));
  CHECK(toy_verified == 1);
  CHECK(d.ndiags == 1 && d.diags[0].loc.line == 3 &&
        strcmp(d.diags[0].msg, "'toy.b' op takes no operands") == 0);
  diag_free(&d);
}

static void test_fold(IrContext *ctx) {
  IrType *i32 = ctx->i32_ty;
  IrOp *a = ir_op_create(ctx, OP_TOY_A, NULL, ir_loc_unknown(), 0, NULL, 1, &i32, 0);
  IrOp *b = ir_op_create(ctx, OP_TOY_B, NULL, ir_loc_unknown(), 0, NULL, 0, NULL, 0);
  IrOp *c = ir_op_create(ctx, OP_ADDI, NULL, ir_loc_unknown(), 0, NULL, 1, &i32, 0);
  CHECK(ir_op_fold(ctx, a) == ir_attr_int(ctx, i32, 42));
  CHECK(ir_op_fold(ctx, b) == NULL && ir_op_fold(ctx, c) == NULL);
  CHECK(ir_op_dialect(a) == &toy_dialect && ir_op_dialect(c) == NULL);
}

/* canonicalize folds an op of a dialect that can materialize the constant,
 * and none of the onnx dialect (which has no materializer). */
static void test_canonicalize(IrContext *ctx) {
  DiagEngine d;
  diag_init(&d, stderr);
  IrOp *m = parse(ctx, &d, "func.func @c() -> (i32, tensor<1xi64>) {\n"
                           "  %x = \"toy.a\"() : () -> i32\n"
                           "  %t = \"onnx.Constant\"() {value = dense<2> : tensor<2xi64>} : () -> tensor<2xi64>\n"
                           "  %s = \"onnx.Shape\"(%t) : (tensor<2xi64>) -> tensor<1xi64>\n"
                           "  return %x, %s : i32, tensor<1xi64>\n}\n");
  CHECK(m != NULL);
  IrPassManager pm;
  ir_pm_init(&pm);
  ir_pm_add(&pm, &canonicalize_pass);
  CHECK(m && ir_pm_run(&pm, ctx, m, &d));
  ir_pm_free(&pm);
  IrOp *ret = m ? ir_block_terminator(ir_func_entry(ir_module_body(m)->first)) : NULL;
  IrOp *x = ret ? ir_op_operand(ret, 0)->def_op : NULL, *sh = ret ? ir_op_operand(ret, 1)->def_op : NULL;
  CHECK(x && ir_op_is(x, OP_CONSTANT) && ir_op_get_attr(x, "value") == ir_attr_int(ctx, ctx->i32_ty, 42));
  CHECK(sh && ir_op_is(sh, OP_ONNX_SHAPE));
  CHECK(sh && ir_op_fold(ctx, sh) != NULL); /* what the importer would fold */
  diag_free(&d);
}

/* An op loopc has is never called one it lacks, whatever the hand-kept lists
 * of mlir_ops.c say (memref.extract_aligned_pointer_as_index stayed on them
 * once loopc had it; vector.print is of a dialect listed whole). */
static void test_mlir_ops(void) {
  for (int k = 0; k < ir_num_op_kinds(); k++) {
    const char *m = ir_op_info(k)->modern;
    IrMlirOp o;
    if (k == OP_UNKNOWN || !m)
      continue;
    bool listed = ir_mlir_op_unsupported(m, strlen(m), &o);
    if (listed)
      fprintf(stderr, "dialect_test: loopc has %s, said to lack it\n", m);
    CHECK(!listed);
  }
  IrMlirOp o;
  CHECK(ir_mlir_op_unsupported("vector.load", 11, &o) && !o.whole_dialect);
  CHECK(ir_mlir_op_unsupported("tensor.empty", 12, &o) && o.whole_dialect);
}

int main(void) {
  test_registry();
  test_mlir_ops();
  IrContext *ctx = ir_context_create();
  test_types(ctx);
  test_parse(ctx);
  test_verify(ctx);
  test_fold(ctx);
  test_canonicalize(ctx);
  ir_context_destroy(ctx);
  if (failures) {
    fprintf(stderr, "dialect_test: %d failure(s)\n", failures);
    return 1;
  }
  printf("dialect_test: ok\n");
  return 0;
}
