/* stream.c: `loopc FILE` without passes, one function at a time.
 *
 * mlir-opt's job with no passes (parse, verify, print) needs only one
 * function in memory at a time: functions are isolated from above, so each
 * can be verified and printed as soon as the parser has finished it, and its
 * nodes freed in bulk (IrContext.nodes points at an arena of this file's that
 * is reset after each function). What couples functions is checked from a
 * summary kept as the functions go by: their names and types, and the types
 * at every call.
 *
 * The streamed path is optimistic: it handles a valid input whose top level
 * is a list of functions (or one plain `module { ... }` of them), and on
 * anything else -- any diagnostic, a symbol or call problem, a top-level op
 * that is not a function, a spelling guessed from the first function that
 * the whole file outvotes -- it gives up before committing anything, and
 * the driver runs the whole-module path, which then reports exactly what it
 * always did. Diagnostics are held back until then (a warning on a valid
 * input is printed at the end). docs/DESIGN.md, "Streaming". */
#include "stream.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../frontend/parse.h"
#include "../ir/printer.h"
#include "../ir/verify.h"

typedef struct CallSig {
  const char *callee; /* interned */
  size_t first;       /* in Stream.call_types: the operand types, then the result types */
  int nins, nouts;
} CallSig;

typedef struct Stream {
  IrContext *ctx;
  DiagEngine *diag; /* the held-back diagnostics */
  FILE *out;
  IrOp *shell; /* a module to verify and print each function in */
  Arena nodes; /* the current function's nodes */
  IrPrintOptions po;
  bool guess;   /* the spelling is guessed (no --syntax) */
  bool started; /* the module's first line is out */
  IrSpellVotes votes;
  IrRegion *top; /* the region the functions come from */
  bool closed;   /* the top-level module is complete: nothing may follow */
  bool give_up;
  HashMap funcs; /* interned name -> function type */
  CallSig *calls;
  size_t ncalls, calls_cap;
  IrType **call_types;
  size_t ntypes, types_cap;
  double verify_s, print_s;
} Stream;

static bool give_up(Stream *s) {
  s->give_up = true;
  return false;
}

static void push_type(Stream *s, IrType *t) {
  if (s->ntypes == s->types_cap)
    s->call_types = xrealloc(s->call_types, sizeof(IrType *) * (s->types_cap = s->types_cap * 2 + 64));
  s->call_types[s->ntypes++] = t;
}

static bool record_call(IrOp *op, void *data) {
  Stream *s = data;
  if (!ir_op_is(op, OP_CALL)) {
    /* Another reference to a symbol (memref.get_global's): the summary does
     * not check it, so the whole-module path must (a missing global was
     * printed instead of reported). */
    for (int i = 0; i < op->nattrs; i++)
      if (op->attrs[i].value && op->attrs[i].value->kind == ATTR_SYMBOL)
        s->give_up = true;
    return true;
  }
  IrAttr *callee = ir_op_get_attr(op, "callee");
  if (!callee || callee->kind != ATTR_SYMBOL)
    return true; /* the verifier has reported it */
  if (s->ncalls == s->calls_cap)
    s->calls = xrealloc(s->calls, sizeof(CallSig) * (s->calls_cap = s->calls_cap * 2 + 16));
  CallSig *c = &s->calls[s->ncalls++];
  c->callee = ir_intern(s->ctx, callee->u.s.str, callee->u.s.len);
  c->first = s->ntypes;
  c->nins = op->nopnds;
  c->nouts = op->nresults;
  for (int i = 0; i < op->nopnds; i++)
    push_type(s, ir_op_operand(op, i)->type);
  for (int i = 0; i < op->nresults; i++)
    push_type(s, op->results[i].type);
  return true;
}

/* What the module's symbol table check would find at each call (the
 * verifier's rule, ir_call_check); names defined twice are add_symbol's. */
static bool symbols_ok(Stream *s) {
  for (size_t i = 0; i < s->ncalls; i++) {
    const CallSig *c = &s->calls[i];
    const IrType *ft = hashmap_get(&s->funcs, (uint64_t)(uintptr_t)c->callee);
    /* No call so far had a type: call_types is NULL, and NULL + 0 is undefined. */
    IrType *const *ins = s->call_types ? s->call_types + c->first : NULL;
    IrType *const *outs = ins ? ins + c->nins : NULL;
    int index;
    if (ft == (void *)s)
      ft = NULL; /* a symbol that is no function */
    if (ir_call_check(ft, c->nins, ins, c->nouts, outs, &index) != IR_CALL_OK)
      return false;
  }
  return true;
}

static bool add_symbol(Stream *s, IrOp *op) {
  IrAttr *name = ir_op_get_attr(op, "sym_name");
  if (!name || name->kind != ATTR_STRING)
    return true;
  uint64_t key = (uint64_t)(uintptr_t)ir_intern(s->ctx, name->u.s.str, name->u.s.len);
  if (hashmap_get(&s->funcs, key))
    return false; /* redefinition */
  IrType *ft = ir_op_is(op, OP_FUNC) ? ir_func_type(op) : NULL;
  hashmap_put(&s->funcs, key, ft ? (void *)ft : (void *)s); /* s: a symbol that is no function */
  return true;
}

static double seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The parser's callback: one complete op of the top level. */
static bool on_top_op(void *data, IrOp *op, bool plain) {
  Stream *s = data;
  /* Maps and sets are printed as aliases defined above everything. */
  if (s->give_up || diag_has_errors(s->diag) || s->ctx->has_alias_attrs)
    return give_up(s);
  IrRegion *from = op->parent->parent;
  if (ir_op_is(op, OP_MODULE) && (!s->top || s->top == op->regions[0])) {
    /* The top-level module whose functions have gone by. */
    s->closed = true;
    return plain || give_up(s);
  }
  if (s->closed || !plain || !ir_op_has_trait(op, T_ISOLATED) || op->nresults ||
      ir_op_is(op, OP_MODULE) || (s->top && s->top != from))
    return give_up(s);
  s->top = from;

  double t0 = seconds();
  ir_op_unlink(op);
  ir_block_append_op(ir_module_body(s->shell), op);
  bool ok = ir_verify(s->ctx, op, s->diag) && add_symbol(s, op);
  if (ok)
    ir_walk(op, record_call, s);
  double t1 = seconds();
  s->verify_s += t1 - t0;
  if (ok && s->guess) {
    ir_spelling_vote(&s->votes, op);
    if (!s->started)
      s->po.spelling = ir_spelling_of(&s->votes);
  }
  ok = ok && ir_print_check(op, &s->po, s->diag);
  if (ok) {
    if (!s->started)
      ir_print_module_begin(s->out, &s->po);
    s->started = true;
    ir_print_module_member(s->ctx, s->out, s->shell, op, &s->po);
  }
  s->print_s += seconds() - t1;
  if (!ok)
    return give_up(s);
  ir_op_unlink(op);
  ir_context_forget_nodes(s->ctx);
  arena_reset(&s->nodes);
  return true;
}

StreamResult stream_module(const StreamJob *job, DiagEngine *diag, StreamTimes *times) {
  double t0 = seconds();
  char *held = NULL;
  size_t held_len = 0;
  FILE *mem = open_memstream(&held, &held_len);
  if (!mem)
    return STREAM_FALLBACK;
  DiagEngine sd;
  diag_init(&sd, mem);
  sd.error_limit = 1; /* the first error is enough to give up */
  diag_add_source(&sd, job->name, job->text, job->len);

  Stream s;
  memset(&s, 0, sizeof s);
  s.ctx = ir_context_create();
  s.diag = &sd;
  s.out = job->out;
  s.shell = ir_module_create(s.ctx, ir_loc(ir_intern_cstr(s.ctx, job->name), 1, 1));
  arena_init(&s.nodes);
  s.ctx->nodes = &s.nodes;
  s.guess = job->spelling < 0;
  s.po.spelling = s.guess ? SPELL_CLASSIC : (IrSpelling)job->spelling;
  s.po.names = job->names;
  hashmap_init(&s.funcs);

  IrOp *module = parse_module_streamed(s.ctx, &sd, job->name, job->text, job->len, job->mapped,
                                       on_top_op, &s);
  bool ok = module && !s.give_up && !diag_has_errors(&sd);
  /* Whatever the parser left in place (nothing, for the inputs this path
   * takes): the module it returns holds it. */
  IrBlock *rest = ok ? ir_module_body(module) : NULL;
  if (ok && ir_op_is(module, OP_MODULE) && rest && rest->first)
    ok = false;
  if (ok && s.guess && ir_spelling_of(&s.votes) != s.po.spelling)
    ok = false; /* the first function's spelling is not the file's */
  ok = ok && symbols_ok(&s);
  if (ok) {
    if (!s.started)
      ir_print_module_begin(s.out, &s.po);
    ir_print_module_end(s.out, &s.po);
  }
  fclose(mem);
  if (ok && held_len)
    fwrite(held, 1, held_len, diag->out); /* warnings of a valid input */
  if (ok) {
    diag->nwarnings += sd.nwarnings;
  }
  free(held);
  diag_free(&sd);
  hashmap_free(&s.funcs);
  free(s.calls);
  free(s.call_types);
  s.ctx->nodes = &s.ctx->arena;
  arena_destroy(&s.nodes);
  ir_context_destroy(s.ctx);
  if (times) {
    times->verify = s.verify_s;
    times->output = s.print_s;
    times->parse = seconds() - t0 - s.verify_s - s.print_s;
  }
  return ok ? STREAM_DONE : STREAM_FALLBACK;
}
