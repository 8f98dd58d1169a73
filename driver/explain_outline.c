/* explain_outline.c: the outline of a program's loop nest on loopc
 * explain's page: a row per function, loop, iter_arg, branch, reduction,
 * yield and return, nested as the regions are, each naming its values as
 * the source does and linked to its source line. */
#include "explain_internal.h"

#include <stdlib.h>
#include <string.h>

static void outline_add(Explain *ex, int depth, const char *kind, const IrOp *op,
                        const char *text) {
  if (ex->noutline == ex->outline_cap) {
    ex->outline_cap = ex->outline_cap ? ex->outline_cap * 2 : 32;
    ex->outline = xrealloc(ex->outline, sizeof *ex->outline * (size_t)ex->outline_cap);
  }
  ex->outline[ex->noutline++] = (Row){depth, kind, op ? explain_op_line(ex, op) : 0, text};
}

/* A growing string. Outline rows can list thousands of values (a function
 * of 10,000 arguments): each is built in one buffer, never re-printed whole
 * for every value it gains. */
/* A value as the source names it: %name, %name#k, or %? when unnamed. */
static void buf_val(TextBuf *b, const IrValue *v) {
  if (!v || !v->name) {
    textbuf_add(b, "%?");
    return;
  }
  textbuf_add(b, "%");
  textbuf_add(b, v->name);
  if (v->name_group >= 0)
    textbuf_printf(b, "#%d", v->name_group);
}

/* "%a, %b": operands from..to-1 of op. */
static void buf_opnds(TextBuf *b, const IrOp *op, int from, int to) {
  for (int i = from; i < to; i++) {
    if (i > from)
      textbuf_add(b, ", ");
    buf_val(b, ir_op_operand(op, i));
  }
}

static void buf_args(TextBuf *b, const IrBlock *blk, int from) {
  for (int i = from; blk && i < blk->nargs; i++) {
    if (i > from)
      textbuf_add(b, ", ");
    buf_val(b, blk->args[i]);
  }
}

static void buf_results(TextBuf *b, IrOp *op) {
  for (int i = 0; i < op->nresults; i++) {
    if (i)
      textbuf_add(b, ", ");
    buf_val(b, &op->results[i]);
  }
}

/* "%r, %s = " for an op with results. */
static void buf_defs(TextBuf *b, IrOp *op) {
  if (!op->nresults)
    return;
  buf_results(b, op);
  textbuf_add(b, " = ");
}

/* The ops of a reduce body, by their short names: "addf", "cmpi, select". */
static void buf_combiner(TextBuf *b, const IrOp *reduce) {
  const IrBlock *blk = reduce->nregions ? ir_op_region(reduce, 0)->first : NULL;
  bool any = false;
  for (IrOp *o = blk ? blk->first : NULL; o; o = o->next) {
    if (ir_op_has_trait(o, T_TERMINATOR))
      continue;
    const char *name = o->info->modern ? o->info->modern : o->name;
    const char *dot = name ? strrchr(name, '.') : NULL;
    textbuf_add(b, any ? ", " : "");
    textbuf_add(b, dot ? dot + 1 : name ? name : "?");
    any = true;
  }
  if (!any)
    textbuf_add(b, "nothing");
}

/* Whether op has the operands, regions and attributes its outline row
 * reads: the outline is also built for a program the verifier rejected,
 * where an op may have any shape (a generic "scf.for"() with no operands). */
static bool shape_ok(const IrOp *op) {
  IrAttr *name;
  const IrBlock *first = op->nregions ? ir_op_region(op, 0)->first : NULL;
  switch (ir_op_kind(op)) {
  case OP_FUNC:
    name = ir_op_get_attr(op, "sym_name");
    return op->nregions == 1 && name && name->kind == ATTR_STRING && ir_func_type(op);
  case OP_FOR: return op->nopnds >= 3 && op->nregions == 1;
  case OP_IF: return op->nopnds >= 1 && op->nregions >= 1;
  case OP_PARALLEL: return op->nregions == 1 && first && op->nopnds >= 3 * first->nargs;
  case OP_WHILE: return op->nregions == 2 && first;
  case OP_CONDITION: return op->nopnds >= 1;
  default: return true;
  }
}

/* " -> targets": where the values a yield passes go, by its parent. */
static void buf_yield_targets(TextBuf *b, const IrOp *y) {
  IrOp *parent = ir_op_parent_op(y);
  if (parent && !shape_ok(parent))
    return;
  if (parent && ir_op_is(parent, OP_FOR) && ir_op_region(parent, 0)->first->nargs > 1) {
    textbuf_add(b, " -> ");
    buf_args(b, ir_op_region(parent, 0)->first, 1);
  } else if (parent && ir_op_is(parent, OP_IF) && parent->nresults) {
    textbuf_add(b, " -> ");
    buf_results(b, parent);
  } else if (parent && ir_op_is(parent, OP_WHILE) && ir_op_region(parent, 0)->first->nargs) {
    textbuf_add(b, " -> ");
    buf_args(b, ir_op_region(parent, 0)->first, 0);
  }
}

/* Adds a row with the text built in b, and empties b. */
static void outline_row(Explain *ex, int depth, const char *kind, const IrOp *op, TextBuf *b) {
  outline_add(ex, depth, kind, op, arena_strndup(&ex->arena, b->s ? b->s : "", b->len));
  b->len = 0;
}

typedef struct OStep {
  IrOp *op;          /* visit op, then its next siblings; NULL: a group row */
  int depth;
  const char *group; /* the group row's text */
  const IrOp *group_of;
} OStep;

typedef struct OStack {
  OStep *v;
  size_t n, cap;
} OStack;

static void ostack_push(OStack *s, OStep step) {
  if (s->n == s->cap) {
    s->cap = s->cap ? s->cap * 2 : 64;
    s->v = xrealloc(s->v, sizeof *s->v * s->cap);
  }
  s->v[s->n++] = step;
}

/* Pushes region r's ops (every block) so that they are visited next, under
 * a group row when group is not NULL. */
static void push_region(OStack *s, IrRegion *r, int depth, const char *group, const IrOp *of) {
  int inner = group ? depth + 1 : depth;
  for (IrBlock *b = r->last; b; b = b->prev)
    if (b->first)
      ostack_push(s, (OStep){b->first, inner, NULL, NULL});
  if (group)
    ostack_push(s, (OStep){NULL, depth, group, of});
}

static bool region_has_ops(const IrRegion *r) { return r->first && r->first->first; }

static void outline_op(Explain *ex, IrContext *ctx, IrOp *op, int d, OStack *s, TextBuf *b) {
  switch (shape_ok(op) ? ir_op_kind(op) : OP_UNKNOWN) {
  case OP_FUNC: {
    if (ir_func_is_declaration(op))
      return;
    IrBlock *entry = ir_func_entry(op);
    IrType *ft = ir_func_type(op);
    textbuf_printf(b, "func @%s(", ir_func_name(op));
    for (int i = 0; entry && i < entry->nargs; i++) {
      textbuf_add(b, i ? ", " : "");
      buf_val(b, entry->args[i]);
      textbuf_add(b, ": ");
      textbuf_add(b, ir_type_str(ctx, entry->args[i]->type));
    }
    textbuf_add(b, ")");
    for (int i = 0; ft && i < ft->nouts; i++) {
      textbuf_add(b, i ? ", " : " -> ");
      textbuf_add(b, ir_type_str(ctx, ft->outs[i]));
    }
    outline_row(ex, d, "func", op, b);
    push_region(s, ir_op_region(op, 0), d + 1, NULL, NULL);
    return;
  }
  case OP_FOR: {
    IrBlock *body = ir_op_region(op, 0)->first;
    buf_defs(b, op);
    textbuf_add(b, "for ");
    buf_val(b, body && body->nargs ? body->args[0] : NULL);
    textbuf_add(b, " = ");
    buf_val(b, ir_op_operand(op, 0));
    textbuf_add(b, " to ");
    buf_val(b, ir_op_operand(op, 1));
    textbuf_add(b, " step ");
    buf_val(b, ir_op_operand(op, 2));
    outline_row(ex, d, "for", op, b);
    for (int i = 0; i < ir_for_inits_count(op); i++) {
      IrValue *init = ir_op_operand(op, 3 + i);
      textbuf_add(b, "iter_args ");
      buf_val(b, body && i + 1 < body->nargs ? body->args[i + 1] : NULL);
      textbuf_add(b, " = ");
      buf_val(b, init);
      textbuf_add(b, " : ");
      textbuf_add(b, ir_type_str(ctx, init->type));
      if (i < op->nresults) {
        textbuf_add(b, ", final value ");
        buf_val(b, &op->results[i]);
      }
      outline_row(ex, d + 1, "iter", op, b);
    }
    push_region(s, ir_op_region(op, 0), d + 1, NULL, NULL);
    return;
  }
  case OP_IF:
    buf_defs(b, op);
    textbuf_add(b, "if ");
    buf_val(b, ir_op_operand(op, 0));
    outline_row(ex, d, "if", op, b);
    if (op->nregions > 1 && region_has_ops(ir_op_region(op, 1)))
      push_region(s, ir_op_region(op, 1), d + 1, "else", op);
    push_region(s, ir_op_region(op, 0), d + 1, "then", op);
    return;
  case OP_PARALLEL: {
    int n = ir_parallel_num_ivs(op);
    buf_defs(b, op);
    textbuf_add(b, "parallel (");
    buf_args(b, ir_op_region(op, 0)->first, 0);
    textbuf_add(b, ") = (");
    buf_opnds(b, op, 0, n);
    textbuf_add(b, ") to (");
    buf_opnds(b, op, n, 2 * n);
    textbuf_add(b, ") step (");
    buf_opnds(b, op, 2 * n, 3 * n);
    textbuf_add(b, ")");
    if (op->nopnds > 3 * n) {
      textbuf_add(b, " init (");
      buf_opnds(b, op, 3 * n, op->nopnds);
      textbuf_add(b, ")");
    }
    outline_row(ex, d, "parallel", op, b);
    push_region(s, ir_op_region(op, 0), d + 1, NULL, NULL);
    return;
  }
  case OP_REDUCE: {
    /* The k-th reduce of a parallel loop gives its k-th result. */
    IrOp *par = ir_op_parent_op(op);
    int k = 0;
    for (IrOp *o = op->prev; o; o = o->prev)
      k += ir_op_is(o, OP_REDUCE);
    textbuf_add(b, "reduce ");
    buf_opnds(b, op, 0, op->nopnds);
    textbuf_add(b, " by ");
    buf_combiner(b, op);
    if (par && k < par->nresults) {
      textbuf_add(b, ", into ");
      buf_val(b, &par->results[k]);
    }
    outline_row(ex, d, "reduce", op, b);
    return;
  }
  case OP_WHILE: {
    IrBlock *before = ir_op_region(op, 0)->first;
    buf_defs(b, op);
    textbuf_add(b, "while (");
    for (int i = 0; i < op->nopnds; i++) {
      textbuf_add(b, i ? ", " : "");
      buf_val(b, before && i < before->nargs ? before->args[i] : NULL);
      textbuf_add(b, " = ");
      buf_val(b, ir_op_operand(op, i));
    }
    textbuf_add(b, ")");
    outline_row(ex, d, "while", op, b);
    push_region(s, ir_op_region(op, 1), d + 1, "do", op);
    push_region(s, ir_op_region(op, 0), d + 1, "before", op);
    return;
  }
  case OP_CONDITION:
    textbuf_add(b, "condition ");
    buf_val(b, ir_op_operand(op, 0));
    textbuf_add(b, ", passing (");
    buf_opnds(b, op, 1, op->nopnds);
    textbuf_add(b, ")");
    outline_row(ex, d, "cond", op, b);
    return;
  case OP_YIELD:
    if (!op->nopnds)
      return;
    textbuf_add(b, "yield ");
    buf_opnds(b, op, 0, op->nopnds);
    buf_yield_targets(b, op);
    outline_row(ex, d, "yield", op, b);
    return;
  case OP_RETURN:
    textbuf_add(b, op->nopnds ? "return " : "return");
    buf_opnds(b, op, 0, op->nopnds);
    outline_row(ex, d, "return", op, b);
    return;
  default: {
    /* The affine dialect's loops and conditions (lower-affine makes them
     * scf ops in the stages): a row with the induction variables, their
     * bounds being maps the row leaves to the source. */
    const char *n = op->info->modern ? op->info->modern : "";
    IrBlock *body = op->nregions ? ir_op_region(op, 0)->first : NULL;
    if ((strcmp(n, "affine.for") == 0 || strcmp(n, "affine.parallel") == 0) && body) {
      bool par = n[7] == 'p';
      buf_defs(b, op);
      textbuf_add(b, par ? "affine.parallel (" : "affine.for ");
      buf_args(b, body, 0);
      textbuf_add(b, par ? ")" : "");
      outline_row(ex, d, par ? "parallel" : "for", op, b);
      push_region(s, ir_op_region(op, 0), d + 1, NULL, NULL);
      return;
    }
    if (strcmp(n, "affine.if") == 0 && op->nregions == 2) {
      buf_defs(b, op);
      textbuf_add(b, "affine.if");
      outline_row(ex, d, "if", op, b);
      if (region_has_ops(ir_op_region(op, 1)))
        push_region(s, ir_op_region(op, 1), d + 1, "else", op);
      push_region(s, ir_op_region(op, 0), d + 1, "then", op);
      return;
    }
    /* Other ops with regions (a module, unknown ops): look inside. */
    for (int r = op->nregions - 1; r >= 0; r--)
      push_region(s, ir_op_region(op, r), d, NULL, NULL);
    return;
  }
  }
}

/* Depth first with an explicit stack: nesting is input, not recursion. */
void explain_build_outline(Explain *ex, IrContext *ctx, IrOp *module) {
  OStack s = {0};
  TextBuf b = {0};
  push_region(&s, ir_op_region(module, 0), 0, NULL, NULL);
  while (s.n) {
    OStep step = s.v[--s.n];
    if (!step.op) {
      outline_add(ex, step.depth, "group", step.group_of, step.group);
      continue;
    }
    if (step.op->next)
      ostack_push(&s, (OStep){step.op->next, step.depth, NULL, NULL});
    outline_op(ex, ctx, step.op, step.depth, &s, &b);
  }
  free(s.v);
  free(b.s);
}

