/* inspect.c: `loopc inspect FILE`: what a program or model takes and gives,
 * without compiling it. For an ONNX model, the graph's inputs and outputs by
 * name with their types (the names `loopc run --input NAME=FILE` takes, and
 * the fields of the header's results struct); for MLIR text, each function
 * with its type. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../driver/options.h"
#include "../ir/diag.h"
#include "../ir/ir.h"
#include "../lib/compilation.h"
#include "inspect.h"

static const char usage[] =
    "usage: loopc inspect FILE\n"
    "\n"
    "Prints what FILE takes and gives, without compiling it: for an ONNX model\n"
    "(.onnx) its opset and the graph's inputs and outputs, by name, with their\n"
    "types; for MLIR text each function with its type. The input is read and\n"
    "verified; errors are reported as by loopc.\n";

typedef struct Parse {
  const char *input;
  bool help;
  DiagEngine *diag;
} Parse;

static bool on_option(void *data, const OptValue *v) {
  Parse *ps = data;
  if (v->spec) { /* only --help */
    opt_print_help(stdout, CMD_INSPECT, usage);
    ps->help = true;
    return false;
  }
  ps->input = v->text;
  return true;
}

/* The i-th string of an array attribute, or NULL. */
static const IrAttr *name_at(const IrAttr *names, int i) {
  if (!names || names->kind != ATTR_ARRAY || i >= names->u.array.n)
    return NULL;
  const IrAttr *a = names->u.array.elts[i];
  return a->kind == ATTR_STRING ? a : NULL;
}

static void print_values(IrContext *ctx, const char *what, const IrAttr *names, int n,
                         IrType *const *types) {
  printf("%s (%d):\n", what, n);
  for (int i = 0; i < n; i++) {
    const IrAttr *a = name_at(names, i);
    if (a)
      printf("  %.*s: %s\n", (int)a->u.s.len, a->u.s.str, ir_type_str(ctx, types[i]));
    else
      printf("  #%d: %s\n", i, ir_type_str(ctx, types[i]));
  }
}

static void inspect_model(Compilation *c) {
  IrOp *f = ir_module_lookup_func(c->module, "main_graph");
  IrAttr *opset = f ? ir_op_get_attr(f, "onnx.opset") : NULL;
  printf("%s: ONNX model", c->in->name);
  if (opset && opset->kind == ATTR_INT)
    printf(", opset %lld", (long long)opset->u.i);
  printf("\n");
  if (!f)
    return;
  IrType *ft = ir_func_type(f);
  print_values(c->ctx, "inputs", ir_op_get_attr(f, "onnx.input_names"), ft->nins, ft->ins);
  print_values(c->ctx, "outputs", ir_op_get_attr(f, "onnx.output_names"), ft->nouts, ft->outs);
}

static void inspect_text(Compilation *c) {
  IrBlock *body = c->module->regions[0]->first;
  int n = 0;
  for (IrOp *f = body ? body->first : NULL; f; f = f->next)
    n += ir_op_is(f, OP_FUNC);
  printf("%s: %d function%s\n", c->in->name, n, n == 1 ? "" : "s");
  for (IrOp *f = body ? body->first : NULL; f; f = f->next) {
    if (!ir_op_is(f, OP_FUNC))
      continue;
    IrAttr *vis = ir_op_get_attr(f, "sym_visibility");
    printf("  @%s: %s%s%s\n", ir_func_name(f), ir_type_str(c->ctx, ir_func_type(f)),
           ir_func_is_declaration(f) ? " (declared)" : "",
           vis && vis->kind == ATTR_STRING ? " (private)" : "");
  }
}

int inspect_main(int argc, char **argv) {
  DiagEngine diag;
  diag_init(&diag, stderr);
  Parse ps = {NULL, false, &diag};
  OptParser p = {.command = CMD_INSPECT, .prog = "loopc inspect", .diag = &diag,
                 .one_input = true};
  int rest;
  bool ok = opt_parse(&p, argc, argv, &rest, on_option, &ps);
  if (ps.help || !ok) {
    diag_free(&diag);
    return ps.help ? 0 : 1;
  }
  CompInput in;
  Compilation c;
  bool opened = comp_input_open(&in, ps.input, true, &diag);
  comp_init(&c, &in, &diag);
  CompOptions o;
  comp_options_init(&o);
  ok = opened && comp_load(&c, &o) && comp_verify(&c);
  if (ok) {
    if (in.kind == COMP_INPUT_ONNX)
      inspect_model(&c);
    else
      inspect_text(&c);
  }
  comp_free(&c);
  if (opened)
    comp_input_close(&in);
  diag_free(&diag);
  return ok ? 0 : 1;
}
