/* verify_test.c: unit tests of the verifier and the --verify-diagnostics
 * checker on IR built with the builder API (no parser needed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../ir/diag.h"
#include "../../ir/ir.h"
#include "../../ir/verify.h"
#include "../../tools/verify_diagnostics.h"

#include "check.h"

/* True if some captured diagnostic of severity sev contains sub. */
static bool has_diag(const DiagEngine *d, DiagSeverity sev, const char *sub) {
  for (int i = 0; i < d->ndiags; i++)
    if (d->diags[i].sev == sev && strstr(d->diags[i].msg, sub))
      return true;
  return false;
}

static void dump(const DiagEngine *d) {
  for (int i = 0; i < d->ndiags; i++)
    fprintf(stderr, "  [%s] %d:%d %s\n", diag_severity_name(d->diags[i].sev), d->diags[i].loc.line,
            d->diags[i].loc.col, d->diags[i].msg);
}

/* module { func @name(args) -> outs { <body> } }; returns the entry block. */
static IrBlock *make_func(IrContext *ctx, IrOp *module, const char *name, int nins,
                          IrType *const *ins, int nouts, IrType *const *outs, IrOp **func_out) {
  IrOp *f = ir_op_create(ctx, OP_FUNC, NULL, ir_loc("t.mlir", 1, 1), 0, NULL, 0, NULL, 1);
  ir_op_set_attr_ex(ctx, f, "sym_name", ir_attr_string(ctx, name, strlen(name)), true);
  ir_op_set_attr_ex(ctx, f, "function_type", ir_attr_type(ctx, ir_type_func(ctx, nins, ins, nouts, outs)), true);
  IrBlock *entry = ir_block_create(ctx);
  ir_region_append_block(f->regions[0], entry);
  for (int i = 0; i < nins; i++)
    ir_block_add_arg(ctx, entry, ins[i], ir_loc("t.mlir", 1, 10));
  ir_block_append_op(ir_module_body(module), f);
  if (func_out)
    *func_out = f;
  return entry;
}

/* A valid loop.for with an iter_arg passes; a yield of the wrong type and a
 * use before definition are both reported (all errors, not just the first). */
static void test_for(void) {
  IrContext *ctx = ir_context_create();
  DiagEngine d;
  diag_init(&d, stderr);
  d.capture = true;
  IrOp *m = ir_module_create(ctx, ir_loc("t.mlir", 1, 1));
  IrType *f32 = ctx->f32_ty;
  IrBlock *entry = make_func(ctx, m, "sum", 1, &f32, 1, &f32, NULL);
  IrBuilder b = {ctx, NULL, NULL, ir_loc("t.mlir", 2, 3)};
  ir_builder_set_end(&b, entry);
  IrValue *c0 = ir_build_const_index(&b, 0);
  IrValue *c1 = ir_build_const_index(&b, 1);
  IrValue *init = entry->args[0];
  IrOp *loop = ir_build_for(&b, c0, c1, c1, 1, &init);
  IrBlock *body = loop->regions[0]->first;
  IrBuilder bb = {ctx, NULL, NULL, ir_loc("t.mlir", 3, 5)};
  ir_builder_set_end(&bb, body);
  IrValue *sum = ir_build_binary(&bb, OP_ADDF, body->args[1], body->args[1]);
  IrOp *y = ir_build_yield(&bb, 1, &sum);
  b.loc = ir_loc("t.mlir", 5, 3);
  IrValue *res = &loop->results[0];
  ir_build(&b, OP_RETURN, 1, &res, 0, NULL, 0);
  CHECK(ir_verify(ctx, m, &d));
  dump(&d);
  CHECK(d.ndiags == 0);

  /* Yield an index instead of the f32. */
  ir_op_set_operand(y, 0, c0);
  diag_clear(&d);
  CHECK(!ir_verify(ctx, m, &d));
  CHECK(has_diag(&d, DIAG_ERROR, "'scf.yield' op type of operand #0 ('index') does not match type of result #0 ('f32') of parent 'scf.for'"));
  /* And use the loop result inside its own body: does not dominate. */
  ir_op_set_operand(sum->def_op, 1, res);
  diag_clear(&d);
  CHECK(!ir_verify(ctx, m, &d));
  CHECK(has_diag(&d, DIAG_ERROR, "'arith.addf' op operand #1 does not dominate this use"));
  CHECK(has_diag(&d, DIAG_NOTE, "operand defined here"));
  CHECK(has_diag(&d, DIAG_ERROR, "does not match type of result #0"));
  CHECK(d.nerrors == 2);
  dump(&d);
  diag_free(&d);
  ir_context_destroy(ctx);
}

/* loop.if with a result but no else; reduce outside parallel; call of a
 * missing function; duplicate function names; step 0. */
static void test_misc(void) {
  IrContext *ctx = ir_context_create();
  DiagEngine d;
  diag_init(&d, stderr);
  d.capture = true;
  IrOp *m = ir_module_create(ctx, ir_loc("t.mlir", 1, 1));
  IrType *i1 = ctx->i1_ty, *f32 = ctx->f32_ty;
  IrType *ins[2] = {i1, f32};
  IrBlock *entry = make_func(ctx, m, "f", 2, ins, 0, NULL, NULL);
  IrOp *dup = NULL;
  make_func(ctx, m, "f", 0, NULL, 0, NULL, &dup);
  IrBlock *dup_entry = dup->regions[0]->first;
  IrBuilder b = {ctx, NULL, NULL, ir_loc("t.mlir", 2, 3)};
  ir_builder_set_end(&b, dup_entry);
  ir_build(&b, OP_RETURN, 0, NULL, 0, NULL, 0);

  ir_builder_set_end(&b, entry);
  IrOp *ifop = ir_build_if(&b, entry->args[0], 1, &f32, false);
  ir_region_append_block(ifop->regions[1], ir_block_create(ctx)); /* builder forces else */
  ifop->regions[1]->first = ifop->regions[1]->last = NULL;
  IrBuilder tb = {ctx, NULL, NULL, ir_loc("t.mlir", 3, 5)};
  ir_builder_set_end(&tb, ifop->regions[0]->first);
  IrValue *x = entry->args[1];
  ir_build_yield(&tb, 1, &x);

  b.loc = ir_loc("t.mlir", 6, 3);
  IrOp *red = ir_build(&b, OP_REDUCE, 1, &x, 0, NULL, 1);
  IrBlock *rb = ir_block_create(ctx);
  ir_region_append_block(red->regions[0], rb);
  ir_block_add_arg(ctx, rb, f32, b.loc);
  ir_block_add_arg(ctx, rb, f32, b.loc);
  IrBuilder rbb = {ctx, NULL, NULL, ir_loc("t.mlir", 7, 5)};
  ir_builder_set_end(&rbb, rb);
  ir_build(&rbb, OP_REDUCE_RETURN, 1, &rb->args[0], 0, NULL, 0);

  b.loc = ir_loc("t.mlir", 9, 3);
  IrOp *call = ir_build(&b, OP_CALL, 0, NULL, 0, NULL, 0);
  ir_op_set_attr_ex(ctx, call, "callee", ir_attr_symbol(ctx, "missing"), true);

  b.loc = ir_loc("t.mlir", 10, 3);
  IrValue *c0 = ir_build_const_index(&b, 0);
  IrOp *loop = ir_build_for(&b, c0, c0, c0, 0, NULL);
  IrBuilder lb = {ctx, NULL, NULL, ir_loc("t.mlir", 11, 5)};
  ir_builder_set_end(&lb, loop->regions[0]->first);
  ir_build_yield(&lb, 0, NULL);
  ir_build(&b, OP_RETURN, 0, NULL, 0, NULL, 0);

  CHECK(!ir_verify(ctx, m, &d));
  dump(&d);
  CHECK(has_diag(&d, DIAG_ERROR, "'scf.if' op must have an else block if defining values"));
  CHECK(has_diag(&d, DIAG_ERROR, "'scf.reduce' op expects parent op 'scf.parallel'"));
  CHECK(has_diag(&d, DIAG_ERROR, "'func.call' op 'missing' does not reference a valid function"));
  CHECK(has_diag(&d, DIAG_ERROR, "redefinition of symbol named 'f'"));
  CHECK(has_diag(&d, DIAG_NOTE, "see existing symbol definition here"));
  CHECK(has_diag(&d, DIAG_ERROR, "'scf.for' op constant step operand must be positive"));
  diag_free(&d);
  ir_context_destroy(ctx);
}

/* The checker: matching, @+N, @below/@above, missing and unexpected. */
static void test_checker(void) {
  const char *text = "// line 10\n"                                  /* 10 */
                     "// expected-error@+1 {{does not dominate}}\n"  /* 11 */
                     "%b = addf %a, %a\n"                            /* 12 */
                     "// expected-note@below {{defined here}}\n"     /* 13 */
                     "// expected-note@below {{second}}\n"           /* 14 */
                     "%a = foo\n"                                    /* 15 */
                     "// expected-error@above {{above}}\n"           /* 16 */
                     "x // expected-warning {{same line}}\n";        /* 17 */
  DiagEngine d;
  FILE *sink = tmpfile();
  diag_init(&d, sink);
  d.capture = true;
  diag_error(&d, ir_loc("f.mlir", 12, 6), "operand #0 does not dominate this use");
  diag_note(&d, ir_loc("f.mlir", 15, 1), "operand defined here");
  diag_note(&d, ir_loc("f.mlir", 15, 1), "a second note");
  diag_error(&d, ir_loc("f.mlir", 15, 1), "error above");
  diag_warning(&d, ir_loc("f.mlir", 17, 1), "on the same line");
  d.capture = false;
  CHECK(vd_check(&d, "f.mlir", text, strlen(text), 10));
  CHECK(d.nerrors == 2); /* only the captured ones */

  /* A wrong line: one "not produced" and one "unexpected". */
  diag_clear(&d);
  d.capture = true;
  diag_error(&d, ir_loc("f.mlir", 13, 6), "operand #0 does not dominate this use");
  diag_note(&d, ir_loc("f.mlir", 15, 1), "operand defined here");
  diag_note(&d, ir_loc("f.mlir", 15, 1), "a second note");
  diag_error(&d, ir_loc("f.mlir", 15, 1), "error above");
  diag_warning(&d, ir_loc("f.mlir", 17, 1), "on the same line");
  d.capture = false;
  int before = d.nerrors;
  CHECK(!vd_check(&d, "f.mlir", text, strlen(text), 10));
  CHECK(d.nerrors == before + 2);
  fflush(sink);
  rewind(sink);
  char buf[4096];
  size_t n = fread(buf, 1, sizeof buf - 1, sink);
  buf[n] = 0;
  CHECK(strstr(buf, "f.mlir:13:6: error: unexpected error: operand #0 does not dominate this use"));
  CHECK(strstr(buf, "f.mlir:11:4: error: expected error \"does not dominate\" was not produced"));
  fclose(sink);
  diag_free(&d);
}

int main(void) {
  test_for();
  test_misc();
  test_checker();
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  else
    printf("verify_test: all tests passed\n");
  return failures ? 1 : 0;
}
