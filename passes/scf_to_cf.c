/* scf_to_cf.c: the pass convert-scf-to-cf, after MLIR's
 * Conversion/SCFToControlFlow/SCFToControlFlow.cpp: scf.for, scf.if,
 * scf.while, scf.execute_region, scf.index_switch, scf.parallel and
 * scf.forall become blocks of the enclosing region joined by cf.br,
 * cf.cond_br and cf.switch, block for block and op for op as mlir-opt 22
 * writes them (so that its printed form, block numbers included, is
 * mlir-opt's):
 *   - scf.for: the block is split after the loop; the body's first block
 *     becomes the condition block (its arguments the induction variable and
 *     the iter_args: `cmpi slt|ult %iv, %ub` and a cf.cond_br to the body or
 *     the exit), the body's ops a block of their own, and its last block
 *     steps (`addi %iv, %step`) and branches back; the results are the
 *     condition block's arguments after the induction variable;
 *   - scf.if: then and else blocks before a continuation block whose
 *     arguments are the results (with results, that block branches on to
 *     the rest of the split block, as MLIR's);
 *   - scf.while: before blocks, after blocks, then the exit; a do-while
 *     (an after region that only yields its arguments back) keeps only the
 *     before blocks, looping on the condition;
 *   - scf.execute_region: its blocks between the halves of the split block,
 *     each scf.yield a branch to the second half, whose arguments are the
 *     results;
 *   - scf.index_switch: `arith.index_cast` of the argument to i32 and a
 *     cf.switch to the case blocks (default first), as mlir-opt 22; when a
 *     case value does not fit in i32 (mlir-opt 22 truncates it, so that
 *     case 2^32 becomes a second case 0 and is never taken: llvm-project
 *     issue 111589) the flag is i64, as later MLIR makes it always;
 *   - scf.parallel: nested scf.for loops, the reductions' bodies inlined at
 *     the end of the innermost body and their values carried as iter_args,
 *     then lowered as scf.for; scf.forall first becomes scf.parallel
 *     (forall_to_parallel.c).
 * Attributes of the llvm dialect on a loop (llvm.loop_annotation) move to
 * its latch branch, as MLIR's; others are dropped with the op.
 *
 * Contract: takes verified IR and leaves it verified, without scf ops
 * other than scf.yield-free ones of no structure (none). The ops are
 * lowered outer first (pre-order, as MLIR's conversion driver visits
 * them); each is linear in the ops it moves, so the pass is linear in the
 * module. An scf op whose region ends up in an op that takes one block
 * (affine.for, memref.alloca_scope) is reported, not lowered: mlir-opt
 * lowers it and then fails to verify its own output. */
#include <stdlib.h>
#include <string.h>

#include "passes.h"

typedef struct ScfToCfOptions {
  bool allow_pattern_rollback; /* MLIR's conversion-driver flag: no effect on the output */
} ScfToCfOptions;

typedef struct Lower {
  IrContext *ctx;
  Arena arena;
  PtrVec ops;
} Lower;

static bool is_structured(const IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_FOR:
  case OP_IF:
  case OP_WHILE:
  case OP_EXECUTE_REGION:
  case OP_INDEX_SWITCH:
  case OP_PARALLEL:
  case OP_FORALL:
    return true;
  default:
    return false;
  }
}

static bool collect(IrOp *op, void *data) {
  Lower *l = data;
  if (is_structured(op))
    ptrvec_push(&l->arena, &l->ops, op);
  return true;
}

/* A new block after b holding op and the ops after it (MLIR's
 * splitBlock). */
static IrBlock *split_block(IrContext *ctx, IrBlock *b, IrOp *op) {
  IrBlock *nb = ir_block_create(ctx);
  ir_region_insert_block(b->parent, b->next, nb);
  for (IrOp *next; op; op = next) {
    next = op->next;
    ir_op_unlink(op);
    ir_block_append_op(nb, op);
  }
  return nb;
}


/* A cf.br to dest passing vals[0..n), at the end of b. */
static IrOp *branch(IrContext *ctx, IrBlock *b, IrLoc loc, IrBlock *dest, int n,
                    IrValue *const *vals) {
  IrBuilder bld = {ctx, b, NULL, loc};
  IrOp *br = ir_build(&bld, OP_BR, n, vals, 0, NULL, 0);
  ir_op_set_successors(ctx, br, 1, &dest, &n);
  return br;
}

/* A cf.cond_br on cond to t (with tvals[0..nt)) or f (no operands), at the
 * end of b. */
static IrOp *cond_branch(IrContext *ctx, IrBlock *b, IrLoc loc, IrValue *cond, IrBlock *t, int nt,
                         IrValue *const *tvals, IrBlock *f) {
  IrValue **ops = xmalloc(sizeof *ops * (size_t)(nt + 1));
  ops[0] = cond;
  for (int i = 0; i < nt; i++)
    ops[i + 1] = tvals[i];
  IrBuilder bld = {ctx, b, NULL, loc};
  IrOp *br = ir_build(&bld, OP_COND_BR, nt + 1, ops, 0, NULL, 0);
  free(ops);
  IrBlock *succs[2] = {t, f};
  int counts[2] = {nt, 0};
  ir_op_set_successors(ctx, br, 2, succs, counts);
  return br;
}

/* The operands of op, copied (op is about to be erased). */
static IrValue **operands_of(const IrOp *op) {
  IrValue **v = xmalloc(sizeof *v * (size_t)(op->nopnds + 1));
  for (int i = 0; i < op->nopnds; i++)
    v[i] = ir_op_operand(op, i);
  return v;
}

/* Replaces terminator t (scf.yield) by a cf.br to dest with its operands. */
static IrOp *yield_to_branch(IrContext *ctx, IrOp *t, IrBlock *dest) {
  IrValue **v = operands_of(t);
  IrOp *br = branch(ctx, t->parent, t->loc, dest, t->nopnds, v);
  free(v);
  ir_op_erase(t);
  return br;
}

/* The llvm dialect's attributes of loop move to its latch branch (MLIR
 * copies those whose value is an llvm attribute). */
static void copy_llvm_attrs(IrContext *ctx, const IrOp *loop, IrOp *latch) {
  for (int i = 0; i < loop->nattrs; i++) {
    const IrNamedAttr *a = &loop->attrs[i];
    if (!a->inherent && a->value->kind == ATTR_OPAQUE && strncmp(a->value->u.s.str, "#llvm.", 6) == 0)
      ir_op_set_attr_ex(ctx, latch, a->name, a->value, false);
  }
}

/* Replaces op's results by vals and erases op. */
static void replace_op(IrOp *op, IrValue *const *vals) {
  for (int i = 0; i < op->nresults; i++)
    ir_value_replace_all_uses(&op->results[i], vals[i]);
  ir_op_erase(op);
}

static void lower_for(IrContext *ctx, IrOp *op) {
  IrBlock *init = op->parent;
  IrBlock *end = split_block(ctx, init, op->next);
  IrRegion *r = ir_op_region(op, 0);
  IrBlock *cond = r->first;
  IrBlock *first_body = split_block(ctx, cond, cond->first);
  IrBlock *last_body = r->last;
  ir_region_inline_before(r, end);
  IrValue *iv = cond->args[0];

  IrOp *term = last_body->last;
  IrBuilder b = {ctx, last_body, NULL, op->loc};
  IrValue **carried = xmalloc(sizeof *carried * (size_t)(term->nopnds + 1));
  carried[0] = ir_build_binary(&b, OP_ADDI, iv, ir_for_step(op));
  for (int i = 0; i < term->nopnds; i++)
    carried[i + 1] = ir_op_operand(term, i);
  IrOp *latch = branch(ctx, last_body, op->loc, cond, term->nopnds + 1, carried);
  copy_llvm_attrs(ctx, op, latch);
  free(carried);
  ir_op_erase(term);

  IrValue **entry = xmalloc(sizeof *entry * (size_t)(op->nopnds - 2));
  entry[0] = ir_for_lb(op);
  for (int i = 0; i < ir_for_inits_count(op); i++)
    entry[i + 1] = ir_for_inits(op, i);
  branch(ctx, init, op->loc, cond, op->nopnds - 2, entry);
  free(entry);

  b.block = cond;
  IrValue *cmp = ir_build_cmp(&b, OP_CMPI, ir_op_get_attr(op, "unsignedCmp") ? "ult" : "slt", iv,
                              ir_for_ub(op));
  cond_branch(ctx, cond, op->loc, cmp, first_body, 0, NULL, end);
  replace_op(op, cond->args + 1);
}

static void lower_if(IrContext *ctx, IrOp *op) {
  IrBlock *cond = op->parent;
  IrBlock *rest = split_block(ctx, cond, op->next);
  IrBlock *cont = rest;
  if (op->nresults) {
    cont = ir_block_create(ctx);
    ir_region_insert_block(rest->parent, rest, cont);
    for (int i = 0; i < op->nresults; i++)
      ir_block_add_arg(ctx, cont, op->results[i].type, op->loc);
    branch(ctx, cont, op->loc, rest, 0, NULL);
  }
  IrBlock *then = ir_op_region(op, 0)->first, *els = cont;
  yield_to_branch(ctx, ir_op_region(op, 0)->last->last, cont);
  ir_region_inline_before(ir_op_region(op, 0), cont);
  IrRegion *er = ir_op_region(op, 1);
  if (!ir_region_empty(er)) {
    els = er->first;
    yield_to_branch(ctx, er->last->last, cont);
    ir_region_inline_before(er, cont);
  }
  cond_branch(ctx, cond, op->loc, ir_op_operand(op, 0), then, 0, NULL, els);
  replace_op(op, cont->args);
}

/* Whether the after region of a while only yields its arguments back, in
 * order (MLIR's DoWhileLowering, which wins over WhileLowering). */
static bool is_do_while(const IrOp *op) {
  IrBlock *after = ir_op_region(op, 1)->first;
  IrOp *y = after->first;
  if (!y || y != after->last || !ir_op_is(y, OP_YIELD) || y->nopnds != after->nargs)
    return false;
  for (int i = 0; i < y->nopnds; i++)
    if (ir_op_operand(y, i) != after->args[i])
      return false;
  return true;
}

static void lower_while(IrContext *ctx, IrOp *op) {
  IrBlock *cur = op->parent;
  IrBlock *cont = split_block(ctx, cur, op->next);
  IrRegion *br = ir_op_region(op, 0), *ar = ir_op_region(op, 1);
  IrBlock *before = br->first, *before_last = br->last;
  IrBlock *after = ar->first, *after_last = ar->last;
  bool do_while = is_do_while(op);
  if (do_while) {
    ir_region_inline_before(br, cont);
  } else {
    ir_region_inline_before(ar, cont);
    ir_region_inline_before(br, after);
  }
  IrValue **inits = operands_of(op);
  branch(ctx, cur, op->loc, before, op->nopnds, inits);
  free(inits);

  IrOp *cond = before_last->last;
  IrValue **args = operands_of(cond);
  IrOp *cbr = cond_branch(ctx, before_last, cond->loc, args[0], do_while ? before : after,
                          cond->nopnds - 1, args + 1, cont);
  ir_op_erase(cond);
  if (do_while) {
    copy_llvm_attrs(ctx, op, cbr);
  } else {
    IrOp *latch = yield_to_branch(ctx, after_last->last, before);
    copy_llvm_attrs(ctx, op, latch);
  }
  replace_op(op, args + 1);
  free(args);
}

static void lower_execute_region(IrContext *ctx, IrOp *op) {
  IrBlock *cond = op->parent;
  IrBlock *rest = split_block(ctx, cond, op->next);
  IrRegion *r = ir_op_region(op, 0);
  branch(ctx, cond, op->loc, r->first, 0, NULL);
  for (IrBlock *b = r->first; b; b = b->next)
    if (b->last && ir_op_is(b->last, OP_YIELD))
      yield_to_branch(ctx, b->last, rest);
  ir_region_inline_before(r, rest);
  for (int i = 0; i < op->nresults; i++)
    ir_block_add_arg(ctx, rest, op->results[i].type, op->loc);
  replace_op(op, rest->args);
}

static void lower_index_switch(IrContext *ctx, IrOp *op) {
  IrBlock *cond = op->parent;
  IrBlock *cont = split_block(ctx, cond, op->next);
  for (int i = 0; i < op->nresults; i++)
    ir_block_add_arg(ctx, cont, op->results[i].type, op->loc);
  int n = op->nregions;
  IrBlock **succs = xmalloc(sizeof *succs * (size_t)n);
  int *counts = xcalloc((size_t)n, sizeof *counts);
  /* Cases first (successors 1..), then the default (successor 0). */
  for (int k = 1; k <= n; k++) {
    IrRegion *r = ir_op_region(op, k % n);
    succs[k % n] = r->first;
    yield_to_branch(ctx, r->first->last, cont);
    ir_region_inline_before(r, cont);
  }
  IrAttr *cases = ir_op_get_attr(op, "cases");
  bool wide = false;
  for (int i = 0; i < n - 1; i++)
    wide |= cases->u.darray.vals[i] < INT32_MIN || cases->u.darray.vals[i] > INT32_MAX;
  IrType *flag_ty = ir_type_int(ctx, wide ? 64 : 32);
  IrBuilder b = {ctx, cond, NULL, op->loc};
  IrValue *flag = ir_build_cast(&b, OP_INDEX_CAST, ir_op_operand(op, 0), flag_ty);
  IrOp *sw = ir_build(&b, OP_SWITCH, 1, &flag, 0, NULL, 0);
  ir_op_set_successors(ctx, sw, n, succs, counts);
  ir_op_set_attr_ex(ctx, sw, "case_values",
                    ir_attr_dense_array(ctx, flag_ty, n - 1, cases->u.darray.vals), true);
  free(succs);
  free(counts);
  replace_op(op, cont->args);
}

/* scf.parallel as nested scf.for (MLIR's ParallelLowering); the loops,
 * outermost first, go to *fors for lowering. */
static void parallel_to_fors(IrContext *ctx, IrOp *op, IrOp **fors) {
  int n = ir_parallel_num_ivs(op), nred = op->nresults;
  IrBlock *body = ir_op_region(op, 0)->first;
  IrValue **iter = xmalloc(sizeof *iter * (size_t)(nred + 1));
  IrValue **ivs = xmalloc(sizeof *ivs * (size_t)n);
  for (int i = 0; i < nred; i++)
    iter[i] = ir_parallel_inits(op, i);
  IrBuilder b = {ctx, op->parent, op, op->loc};
  IrOp *outer = NULL;
  for (int d = 0; d < n; d++) {
    IrBlock *outer_body = b.block;
    IrOp *f = ir_build_for(&b, ir_parallel_lbs(op, d), ir_parallel_ubs(op, d),
                           ir_parallel_steps(op, d), nred, iter);
    fors[d] = f;
    IrBlock *fb = ir_op_region(f, 0)->first;
    if (!nred) { /* MLIR's builder gives a loop without results its yield */
      IrBuilder yb = {ctx, fb, NULL, op->loc};
      ir_build_yield(&yb, 0, NULL);
    }
    ivs[d] = fb->args[0];
    for (int i = 0; i < nred; i++)
      iter[i] = fb->args[i + 1];
    if (d == 0) {
      outer = f;
    } else if (nred) {
      IrValue **res = xmalloc(sizeof *res * (size_t)nred);
      for (int i = 0; i < nred; i++)
        res[i] = &f->results[i];
      IrBuilder yb = {ctx, outer_body, NULL, op->loc};
      ir_build_yield(&yb, nred, res);
      free(res);
    }
    b.block = fb;
    b.before = fb->first;
  }
  IrBlock *inner = b.block;
  /* Each scf.reduce (loopc keeps one per result, before the body's
   * scf.yield: DESIGN "Modern scf.parallel/scf.reduce") gives way to its
   * combiner's ops, on the loop-carried value and the reduced one. */
  IrValue **yields = xmalloc(sizeof *yields * (size_t)(nred + 1));
  int k = 0;
  for (IrOp *o = body->first, *next; o; o = next) {
    next = o->next;
    if (!ir_op_is(o, OP_REDUCE))
      continue;
    IrBlock *rb = ir_op_region(o, 0)->first;
    ir_value_replace_all_uses(rb->args[0], iter[k]);
    ir_value_replace_all_uses(rb->args[1], ir_op_operand(o, 0));
    IrOp *ret = rb->last; /* its operand may be an argument: read after the replacement */
    yields[k] = ir_op_operand(ret, 0);
    ir_op_erase(ret);
    for (IrOp *c = rb->first, *cn; c; c = cn) {
      cn = c->next;
      ir_op_unlink(c);
      ir_block_insert_before(body, o, c);
    }
    ir_op_erase(o);
    k++;
  }
  ir_op_erase(body->last); /* the scf.yield */
  for (int d = 0; d < n; d++)
    ir_value_replace_all_uses(body->args[d], ivs[d]);
  IrOp *at = inner->first ? inner->last : NULL; /* the yield of a loop without results */
  for (IrOp *o = body->first, *next; o; o = next) {
    next = o->next;
    ir_op_unlink(o);
    ir_block_insert_before(inner, at, o);
  }
  if (nred) {
    IrBuilder yb = {ctx, inner, NULL, op->loc};
    ir_build_yield(&yb, nred, yields);
  }
  /* MLIR's newer lowering gives the llvm attributes to the innermost
   * loop's latch; mlir-opt 22 drops them. */
  IrValue **res = xmalloc(sizeof *res * (size_t)(nred + 1));
  for (int i = 0; i < nred; i++)
    res[i] = &outer->results[i];
  replace_op(op, res);
  free(res);
  free(yields);
  free(iter);
  free(ivs);
}

static void lower(IrContext *ctx, IrOp *op) {
  switch (ir_op_kind(op)) {
  case OP_FOR: lower_for(ctx, op); break;
  case OP_IF: lower_if(ctx, op); break;
  case OP_WHILE: lower_while(ctx, op); break;
  case OP_EXECUTE_REGION: lower_execute_region(ctx, op); break;
  case OP_INDEX_SWITCH: lower_index_switch(ctx, op); break;
  case OP_FORALL: op = scf_forall_to_parallel(ctx, op); /* fall through */
  case OP_PARALLEL: {
    int n = ir_parallel_num_ivs(op);
    IrOp **fors = xmalloc(sizeof *fors * (size_t)n);
    parallel_to_fors(ctx, op, fors);
    for (int d = 0; d < n; d++)
      lower_for(ctx, fors[d]);
    free(fors);
    break;
  }
  default: break;
  }
}

/* Whether op sits in a region that may hold several blocks once the scf ops
 * around it are lowered: its nearest enclosing op that is neither an scf op
 * being lowered nor an scf.reduce (whose bodies are inlined) is a function
 * or an op loopc does not know (whose regions may have blocks). */
static bool lowerable(const IrOp *op) {
  const IrOp *p = ir_op_parent_op(op);
  while (p && (is_structured(p) || ir_op_is(p, OP_REDUCE)))
    p = ir_op_parent_op(p);
  return p && (ir_op_is(p, OP_FUNC) || ir_op_is(p, OP_UNKNOWN));
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)options;
  Lower l = {ctx, {0}, {0}};
  arena_init(&l.arena);
  ir_walk(module, collect, &l);
  bool ok = true;
  for (size_t i = 0; i < l.ops.len && ok; i++) {
    IrOp *op = l.ops.data[i];
    if (!lowerable(op)) {
      diag_error(diag, op->loc, "'%s' op is in a region of an op that takes one block: "
                                "convert-scf-to-cf cannot lower it", op->name);
      ok = false;
    } else if (ir_op_is(op, OP_PARALLEL) && ir_parallel_inits_count(op) != op->nresults) {
      /* the classic loop.parallel whose reductions start from no value */
      diag_error(diag, op->loc, "'%s' op reduces without initial values: convert-scf-to-cf "
                                "cannot lower it", op->name);
      ok = false;
    }
  }
  for (size_t i = 0; i < l.ops.len && ok; i++)
    lower(ctx, l.ops.data[i]);
  arena_destroy(&l.arena);
  return ok;
}

static const IrPassOption options[] = {
    {"allow-pattern-rollback", IR_PASS_OPT_BOOL, offsetof(ScfToCfOptions, allow_pattern_rollback),
     "true", NULL, "Experimental performance flag to disallow pattern rollback"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass scf_to_cf_pass = {
    "convert-scf-to-cf",
    "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    run,
    options,
    sizeof(ScfToCfOptions),
};
