/* verify_test.c: unit tests of the verifier and the --verify-diagnostics
 * checker on IR built with the builder API (no parser needed). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../ir/diag.h"
#include "../../ir/ir.h"
#include "../../ir/verify.h"
#include "../../driver/verify_diagnostics.h"

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

/* A valid loop.for with an iter_arg passes; a yield of the wrong type is
 * reported on the loop, as MLIR reports it; a use before its definition is
 * reported once the function is otherwise valid (MLIR checks dominance last). */
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

  /* Yield an index instead of the f32, and use the loop's result inside
   * its own body: only the first error of the function is reported. */
  ir_op_set_operand(y, 0, c0);
  ir_op_set_operand(sum->def_op, 1, res);
  diag_clear(&d);
  CHECK(!ir_verify(ctx, m, &d));
  CHECK(has_diag(&d, DIAG_ERROR, "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'index'"));
  CHECK(d.nerrors == 1);
  /* With the yield fixed, the dominance error shows. */
  ir_op_set_operand(y, 0, sum);
  diag_clear(&d);
  CHECK(!ir_verify(ctx, m, &d));
  CHECK(has_diag(&d, DIAG_ERROR, "operand #1 does not dominate this use"));
  CHECK(has_diag(&d, DIAG_NOTE, "operand defined here (op in a parent region)"));
  CHECK(d.nerrors == 1);
  dump(&d);
  diag_free(&d);
  ir_context_destroy(ctx);
}

/* Every function reports its first error; the module's symbol table (names
 * defined twice, calls) is checked once all its functions are valid. */
static void test_first_error_per_function(void) {
  IrContext *ctx = ir_context_create();
  DiagEngine d;
  diag_init(&d, stderr);
  d.capture = true;
  IrOp *m = ir_module_create(ctx, ir_loc("t.mlir", 1, 1));
  IrType *i1 = ctx->i1_ty, *f32 = ctx->f32_ty;
  IrType *ins[2] = {i1, f32};
  IrOp *f = NULL, *g = NULL;
  IrBlock *entry = make_func(ctx, m, "f", 2, ins, 0, NULL, &f);
  IrBlock *gentry = make_func(ctx, m, "f", 1, &f32, 0, NULL, &g);

  /* @f: an if with a result but no else, then a call of a missing function. */
  IrBuilder b = {ctx, NULL, NULL, ir_loc("t.mlir", 2, 3)};
  ir_builder_set_end(&b, entry);
  IrOp *ifop = ir_build_if(&b, entry->args[0], 1, &f32, false);
  ifop->regions[1]->first = ifop->regions[1]->last = NULL; /* builder forces else */
  IrBuilder tb = {ctx, NULL, NULL, ir_loc("t.mlir", 3, 5)};
  ir_builder_set_end(&tb, ifop->regions[0]->first);
  IrValue *x = entry->args[1];
  ir_build_yield(&tb, 1, &x);
  b.loc = ir_loc("t.mlir", 9, 3);
  IrOp *call = ir_build(&b, OP_CALL, 0, NULL, 0, NULL, 0);
  ir_op_set_attr_ex(ctx, call, "callee", ir_attr_symbol(ctx, "missing"), true);
  ir_build(&b, OP_RETURN, 0, NULL, 0, NULL, 0);

  /* @f again: a reduce outside any parallel loop. */
  IrBuilder gb = {ctx, NULL, NULL, ir_loc("t.mlir", 6, 3)};
  ir_builder_set_end(&gb, gentry);
  IrOp *red = ir_build(&gb, OP_REDUCE, 1, &gentry->args[0], 0, NULL, 1);
  IrBlock *rb = ir_block_create(ctx);
  ir_region_append_block(red->regions[0], rb);
  ir_block_add_arg(ctx, rb, f32, gb.loc);
  ir_block_add_arg(ctx, rb, f32, gb.loc);
  IrBuilder rbb = {ctx, NULL, NULL, ir_loc("t.mlir", 7, 5)};
  ir_builder_set_end(&rbb, rb);
  ir_build(&rbb, OP_REDUCE_RETURN, 1, &rb->args[0], 0, NULL, 0);
  ir_build(&gb, OP_RETURN, 0, NULL, 0, NULL, 0);

  CHECK(!ir_verify(ctx, m, &d));
  dump(&d);
  CHECK(has_diag(&d, DIAG_ERROR, "'scf.if' op must have an else block if defining values"));
  CHECK(has_diag(&d, DIAG_ERROR, "'scf.reduce' op expects parent op 'scf.parallel'"));
  CHECK(d.nerrors == 2);

  /* Both functions fixed: the name defined twice, then nothing else. */
  ir_region_append_block(ifop->regions[1], ir_block_create(ctx));
  IrBuilder eb = {ctx, NULL, NULL, ir_loc("t.mlir", 4, 5)};
  ir_builder_set_end(&eb, ifop->regions[1]->first);
  ir_build_yield(&eb, 1, &x);
  ir_op_unlink(red);
  diag_clear(&d);
  CHECK(!ir_verify(ctx, m, &d));
  dump(&d);
  CHECK(has_diag(&d, DIAG_ERROR, "redefinition of symbol named 'f'"));
  CHECK(has_diag(&d, DIAG_NOTE, "see existing symbol definition here"));
  CHECK(d.nerrors == 1);

  /* A unique name: the call is checked. */
  ir_op_set_attr_ex(ctx, g, "sym_name", ir_attr_string(ctx, "g", 1), true);
  diag_clear(&d);
  CHECK(!ir_verify(ctx, m, &d));
  CHECK(has_diag(&d, DIAG_ERROR, "'func.call' op 'missing' does not reference a valid function"));
  CHECK(d.nerrors == 1);
  diag_free(&d);
  ir_context_destroy(ctx);
}

/* Reads the diagnostics a checker run printed. */
static void read_sink(FILE *sink, char *buf, size_t cap) {
  fflush(sink);
  rewind(sink);
  size_t n = fread(buf, 1, cap - 1, sink);
  buf[n] = 0;
}

/* The checker: matching, @+N, @below/@above, missing and unexpected. */
static void test_checker(void) {
  const char *text = "// line 10\n"                                  /* 10 */
                     "// expected-error@+1 {{does not dominate}}\n"  /* 11 */
                     "%b = addf %a, %a\n"                            /* 12 */
                     "// expected-note@below {{defined here}}\n"     /* 13 */
                     "// expected-note @below {{second}}\n"          /* 14 */
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
  char buf[4096];
  read_sink(sink, buf, sizeof buf);
  CHECK(strstr(buf, "f.mlir:13:6: error: unexpected error: operand #0 does not dominate this use"));
  CHECK(strstr(buf, "f.mlir:11:4: error: expected error \"does not dominate\" was not produced"));
  fclose(sink);
  diag_free(&d);
}

/* The rest of mlir-opt 22's directive syntax: regular expressions, remarks,
 * @unknown, a severity that differs (a near miss), one directive per line
 * (its message runs to the line's last "}}"), and a text that is no
 * directive at all. */
static void test_checker_forms(void) {
  const char *text =
      "// expected-error-re@+1 {{'arith.{{[a-z]+}}' op operand #{{[0-9]}}}}\n"   /* 1 */
      "%y = arith.addi %x, %x\n"                                                 /* 2 */
      "// expected-remark@+1 {{a remark}}\n"                                      /* 3 */
      "op\n"                                                                      /* 4 */
      "// expected-error@unknown {{nowhere}}\n"                                   /* 5 */
      "// expected-error@+1 {{wanted an error}}\n"                                /* 6 */
      "op\n"                                                                      /* 7 */
      "op // expected-note {{a}} expected-note {{b}}\n"                           /* 8 */
      "// expected-error@#label {{not a directive}}\n";                          /* 9 */
  DiagEngine d;
  FILE *sink = tmpfile();
  diag_init(&d, sink);
  d.capture = true;
  diag_error(&d, ir_loc("f.mlir", 2, 6), "'arith.addi' op operand #0 must be signless-integer-like");
  diag_report(&d, DIAG_REMARK, ir_loc("f.mlir", 4, 1), "here is a remark");
  diag_error(&d, ir_loc_unknown(), "nowhere to be found");
  diag_warning(&d, ir_loc("f.mlir", 7, 1), "wanted an error here");
  diag_note(&d, ir_loc("f.mlir", 8, 1), "a}} expected-note {{b");
  d.capture = false;
  CHECK(!vd_check(&d, "f.mlir", text, strlen(text), 1));
  char buf[4096];
  read_sink(sink, buf, sizeof buf);
  CHECK(strstr(buf, "f.mlir:6:4: error: 'warning' diagnostic emitted when expecting a 'error'"));
  CHECK(strstr(buf, "f.mlir:6:4: error: expected error \"wanted an error\" was not produced"));
  CHECK(!strstr(buf, "unexpected"));
  CHECK(!strstr(buf, "not a directive"));
  fclose(sink);

  /* A malformed regular expression is reported at its directive. */
  const char *bad = "// expected-error-re {{{{(}}}}\n";
  sink = tmpfile();
  diag_free(&d);
  diag_init(&d, sink);
  CHECK(!vd_check(&d, "f.mlir", bad, strlen(bad), 1));
  read_sink(sink, buf, sizeof buf);
  CHECK(strstr(buf, "f.mlir:1:4: error: invalid regex: parentheses not balanced"));
  fclose(sink);
  diag_free(&d);
}

int main(void) {
  test_for();
  test_first_error_per_function();
  test_checker();
  test_checker_forms();
  if (failures)
    fprintf(stderr, "%d failure(s)\n", failures);
  else
    printf("verify_test: all tests passed\n");
  return failures ? 1 : 0;
}
