/* cg_control.c: the C backend's control flow: scf.for, scf.if, scf.while,
 * cf.assert, functions of several blocks (labels, and cf.br, cf.cond_br and
 * cf.switch as goto), the automatic allocation scopes of bodies, and the
 * parallel assignment of loop-carried values and block arguments.
 *
 * Contract: structured ops stay structured (a for loop, an if, a for (;;)
 * with a break), their results and iter_args are C locals assigned by the
 * terminators' operands, and a body that needs heap-backed allocas frees
 * them when it ends (cg_scope_*). */
#include <string.h>

#include "cg_internal.h"

#include "../ir/dominance.h"

#define P cg_fmt
#define V cg_operand

/* ============================ loop-carried values ======================= */

void cg_parallel_assign(Cg *cg, int n, IrValue *const *dsts, IrUse *srcs) {
  /* A source that is a destination assigned earlier would read the new
   * value (yield %b, %a): then go through temporaries. */
  HashMap pos;
  hashmap_init(&pos);
  for (int i = 0; i < n; i++)
    hashmap_put(&pos, (uint64_t)(uintptr_t)dsts[i], (void *)(intptr_t)(i + 1));
  bool conflict = false;
  for (int j = 0; j < n && !conflict; j++) {
    intptr_t k = (intptr_t)hashmap_get(&pos, (uint64_t)(uintptr_t)srcs[j].value);
    conflict = k > 0 && k - 1 < j;
  }
  hashmap_free(&pos);
  if (!conflict) {
    for (int i = 0; i < n; i++)
      if (srcs[i].value != dsts[i])
        cg_line(cg, "%s = %s;", cg_name_value(cg, dsts[i]), cg_val(cg, srcs[i].value));
    return;
  }
  cg_line(cg, "{");
  cg->indent++;
  const char **tmp = arena_alloc(&cg->ctx->arena, sizeof *tmp * (size_t)n);
  for (int i = 0; i < n; i++) {
    tmp[i] = cg_fresh(cg, P(cg, "%s_next", cg_name_value(cg, dsts[i])));
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, dsts[i]->type), tmp[i], cg_val(cg, srcs[i].value));
  }
  for (int i = 0; i < n; i++)
    cg_line(cg, "%s = %s;", cg_name_value(cg, dsts[i]), tmp[i]);
  cg->indent--;
  cg_line(cg, "}");
}

/* ================================ scopes ================================ */

/* Whether the scope whose body is b has an alloca that is not a C array
 * (cg_alloca_as_array), directly or inside an if or while (a for or parallel
 * body is a scope of its own): then the body keeps a frame of such buffers,
 * freed when it ends. */
static bool needs_frame(const IrBlock *b, const IrBlock *scope) {
  for (IrOp *op = b->first; op; op = op->next) {
    if (ir_op_is(op, OP_ALLOCA) && !cg_alloca_as_array(op, scope))
      return true;
    if (ir_op_is(op, OP_IF) || ir_op_is(op, OP_WHILE) || ir_op_is(op, OP_INDEX_SWITCH) ||
        ir_op_is(op, OP_EXECUTE_REGION))
      for (int r = 0; r < op->nregions; r++)
        for (IrBlock *bb = op->regions[r]->first; bb; bb = bb->next)
          if (needs_frame(bb, scope))
            return true;
  }
  return false;
}

void cg_scope_enter(Cg *cg, IrBlock *b, IrBlock **saved_block, const char **saved_frame) {
  *saved_block = cg->scope_block;
  *saved_frame = cg->frame;
  cg->scope_block = b;
  cg->frame = NULL;
  /* A function's scope is all its blocks (only its entry block's allocas
   * may be C arrays: a goto must not jump into an array's scope). */
  bool frame = needs_frame(b, b);
  IrOp *owner = ir_block_parent_op(b);
  if (owner && ir_op_is(owner, OP_FUNC) && b == b->parent->first)
    for (IrBlock *o = b->next; o && !frame; o = o->next)
      frame = needs_frame(o, b);
  if (frame) {
    cg->frame = cg_fresh(cg, "frame");
    cg_use_helper(cg, HELP_FRAME);
    cg_line(cg, "void *%s = NULL;", cg->frame);
  }
}

void cg_scope_free(Cg *cg) {
  if (cg->frame)
    cg_line(cg, "loopc_frame_free(%s);", cg->frame);
}

void cg_scope_leave(Cg *cg, IrBlock *saved_block, const char *saved_frame) {
  cg->scope_block = saved_block;
  cg->frame = saved_frame;
}

/* ============================ structured ops ============================ */

/* A 1-D stencil's sweep (cg_load_chain: A[i-1], A[i], A[i+1] loaded in every
 * iteration of a unit-step loop, of a buffer with the identity layout, whose
 * body is straight-line code that stores elsewhere) gets a hint for clang on
 * AVX-512: vectors of 256 bits and no interleaving. Such a loop is bound by
 * its loads and stores; clang (14 and 22 alike) vectorizes it 512 bits wide,
 * interleaves four vectors and unrolls that by 8, and it ran 1.31x gcc's time
 * (jacobi-1d), where gcc runs one 512-bit vector per iteration. At most one
 * of the three loads of a vector can be aligned, and a misaligned 64-byte
 * load always spans two cache lines, a 32-byte one every other time
 * (docs/DESIGN.md, "1-D stencil sweeps on AVX-512"). Not in OpenMP regions
 * nor in a no-alias kernel: there the buffers are restrict, clang's load PRE
 * turns the loads into recurrences and refuses to vectorize (cg_abi.c), and
 * the width hint would be a failed request. The same along the last
 * dimension of an N-D buffer (cg_row_chain), there in every context. */
static void emit_chain_hint(Cg *cg, IrOp *op) {
  int64_t step;
  if (op->nresults > 0 || !ir_value_const_int(ir_for_step(op), &step) || step != 1)
    return;
  const IrValue *a = cg_row_chain(op);
  if (!a)
    return;
  /* Along a row of an N-D buffer (jacobi-2d, heat-3d) the loads of other rows
   * keep clang's vectorizer going with restrict too, and the hint holds
   * there (clang's remarks: width 4, interleave 1; jacobi-2d's no-alias
   * copy 4.6 -> 3.9 ms on one thread, gcc 4.0). */
  if (a->type->rank == 1 && (cg->omp_depth > 0 || cg->restrict_bases.len > 0))
    return;
  /* Unit stride, as measured (a view's stride is a run-time value). */
  const IrType *e = a->type->elem;
  if (a->type->layout != IR_LAYOUT_IDENTITY || !e || (e->kind != TY_FLOAT && e->kind != TY_INT) ||
      e->width < 8 || e->width > 64 || (e->width & (e->width - 1)))
    return;
  IrBlock *body = ir_op_region(op, 0)->first;
  for (IrOp *o = body->first; o; o = o->next)
    if (o->nregions > 0 || ir_op_is(o, OP_CALL) ||
        (ir_op_is(o, OP_STORE) && ir_op_operand(o, 1) == a))
      return;
  cg_raw(cg, "#if defined(__clang__) && defined(__AVX512F__)");
  cg_raw(cg, "#pragma clang loop vectorize_width(%u) interleave_count(1)", 256u / e->width);
  cg_raw(cg, "#endif");
}

/* loopc.no_slp (passes/dependence.h, NO_SLP_ATTR; wavefront-unroll-jam's
 * rows that read a row apart): each f32 or f64 iter_arg passes through an
 * empty asm statement at the top of the body, which the compiler must take
 * as an unknown value in a register: clang's SLP vectorizer then finds no
 * chain of the U rows to pack into a vector, whose loads would be gathers
 * (atax, 6.0 ms against 1.8; the asm costs no instruction). Clang only:
 * gcc does not pack these chains (loopc's C for atax built with gcc ran as
 * fast as with the barrier, 1.8 ms). */
static bool slp_barrier_type(const IrType *t) {
  return t->kind == TY_FLOAT && (t->width == 32 || t->width == 64);
}

static void emit_slp_barrier(Cg *cg, IrOp *op) {
  if (!ir_op_get_attr(op, "loopc.no_slp"))
    return;
  IrBlock *body = ir_op_region(op, 0)->first;
  bool any = false;
  for (int i = 0; i < op->nresults && !any; i++)
    any = slp_barrier_type(body->args[i + 1]->type);
  if (!any)
    return;
  static const char *const arch[2][2] = {{"__x86_64__", "x"}, {"__aarch64__", "w"}};
  for (int k = 0; k < 2; k++) {
    cg_raw(cg, "#%s defined(__clang__) && defined(%s)", k ? "elif" : "if", arch[k][0]);
    for (int i = 0; i < op->nresults; i++)
      if (slp_barrier_type(body->args[i + 1]->type))
        cg_line(cg, "__asm__(\"\" : \"+%s\"(%s));", arch[k][1],
                cg_name_value(cg, body->args[i + 1]));
  }
  cg_raw(cg, "#endif");
}

/* The induction variable has the bounds' type and is compared as signed, or
 * as unsigned with `unsigned` (MLIR's unsignedCmp). An index one steps with
 * `+=` as loops over sizes do (the spec's form, CODEGEN.md: an index loop
 * whose ub + step passes INTPTR_MAX is not supported); the others wrap, as
 * MLIR's lowering adds (computed in the unsigned type, so an i8 loop whose
 * ub + step overflows goes on from the other end, as under mlir-runner). */
void cg_emit_for(Cg *cg, IrOp *op) {
  if (cg_emit_team_loop(cg, op))
    return;
  cg_emit_for_loop(cg, op);
}

void cg_emit_for_loop(Cg *cg, IrOp *op) {
  IrBlock *body = ir_op_region(op, 0)->first;
  int n = op->nresults;
  for (int i = 0; i < n; i++)
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, body->args[i + 1]->type),
            cg_name_value(cg, body->args[i + 1]), cg_val(cg, ir_for_inits(op, i)));
  IrType *t = body->args[0]->type;
  const char *iv = cg_name_value(cg, body->args[0]);
  const char *ub = cg_val(cg, ir_for_ub(op)), *step = cg_val(cg, ir_for_step(op));
  const char *UE = cg_uexact(t);
  bool uns = ir_op_get_attr(op, "unsignedCmp") != NULL;
  if (uns) /* `(uint32_t)i < (uint32_t)0` would be -Wtype-limits' "always false" */
    ub = cg_cmp_operand(cg, ir_for_ub(op));
  const char *cond = uns ? P(cg, "(%s)%s < (%s)%s", UE, iv, UE, ub) : P(cg, "%s < %s", iv, ub);
  const char *next = t->kind == TY_INDEX && !uns
                         ? P(cg, "%s += %s", iv, step)
                         : P(cg, "%s = (%s)((%s)%s + (%s)%s)", iv, cg_ctype(cg, t), cg_utype(t), iv,
                             cg_utype(t), step);
  emit_chain_hint(cg, op);
  /* max-reduction-block's phase one: clang would vectorize this loop with
   * gathers, where the loop inside it is one vector of the row. */
  if (ir_op_get_attr(op, "loopc.no_vectorize")) {
    cg_raw(cg, "#if defined(__clang__)");
    cg_raw(cg, "#pragma clang loop vectorize(disable)");
    cg_raw(cg, "#endif");
  }
  cg_line(cg, "for (%s %s = %s; %s; %s) {", cg_ctype(cg, t), iv, cg_val(cg, ir_for_lb(op)), cond,
          next);
  cg->indent++;
  IrBlock *sb;
  const char *sf;
  cg_scope_enter(cg, body, &sb, &sf);
  IrOp *y = cg_emit_ops(cg, body);
  cg_scope_free(cg);
  if (y && n)
    cg_parallel_assign(cg, n, body->args + 1, y->opnds);
  emit_slp_barrier(cg, op);
  cg_scope_leave(cg, sb, sf);
  cg->indent--;
  cg_loc(cg, op);
  cg_line(cg, "}");
  /* Results are the iter_args' final values (the inits for zero trips). */
  for (int i = 0; i < n; i++)
    cg_decl(cg, &op->results[i], cg_name_value(cg, body->args[i + 1]));
}

static void assign_results(Cg *cg, IrOp *op, IrOp *term) {
  for (int i = 0; term && i < op->nresults && i < term->nopnds; i++)
    cg_line(cg, "%s = %s;", cg_name_value(cg, &op->results[i]), V(cg, term, i));
}

static bool region_has_code(IrRegion *r) {
  IrBlock *b = r->first;
  if (!b)
    return false;
  return b->first && (b->first != ir_block_terminator(b) || b->first->nopnds > 0);
}

void cg_emit_if(Cg *cg, IrOp *op) {
  for (int i = 0; i < op->nresults; i++)
    cg_line(cg, "%s %s;", cg_ctype(cg, op->results[i].type), cg_name_value(cg, &op->results[i]));
  if (ir_op_get_attr(op, "loopc.one_thread") && cg->omp_depth == 0) {
    /* time-skew-tile's version for one thread (passes/time_skew_tile.c) */
    cg_raw(cg, "#ifdef _OPENMP");
    cg_line(cg, "if (omp_get_max_threads() == 1 && %s) {", V(cg, op, 0));
    cg_raw(cg, "#else");
    cg_line(cg, "if (%s) {", V(cg, op, 0));
    cg_raw(cg, "#endif");
  } else {
    cg_line(cg, "if (%s) {", V(cg, op, 0));
  }
  cg->indent++;
  if (ir_op_region(op, 0)->first)
    assign_results(cg, op, cg_emit_ops(cg, ir_op_region(op, 0)->first));
  cg->indent--;
  cg_loc(cg, op);
  if (region_has_code(ir_op_region(op, 1))) {
    cg_line(cg, "} else {");
    cg->indent++;
    assign_results(cg, op, cg_emit_ops(cg, ir_op_region(op, 1)->first));
    cg->indent--;
    cg_loc(cg, op);
  }
  cg_line(cg, "}");
  for (int i = 0; i < op->nresults; i++)
    cg_void_if_unused(cg, &op->results[i]);
}

/* scf.index_switch as C's switch on the index, each case a block that
 * assigns the results and breaks; the default region is region 0. Without
 * cases, the default region's block alone. */
void cg_emit_index_switch(Cg *cg, IrOp *op) {
  for (int i = 0; i < op->nresults; i++)
    cg_line(cg, "%s %s;", cg_ctype(cg, op->results[i].type), cg_name_value(cg, &op->results[i]));
  IrAttr *cs = ir_op_get_attr(op, "cases");
  int n = op->nregions - 1;
  if (!n) {
    cg_line(cg, "(void)%s;", V(cg, op, 0));
    cg_line(cg, "{");
  } else {
    cg_line(cg, "switch (%s) {", V(cg, op, 0));
  }
  for (int k = 1; k <= n + 1; k++) {
    int r = k <= n ? k : 0; /* the cases in order, then the default */
    if (n) {
      if (r)
        cg_line(cg, "case %s: {", cg_int_literal(cg, ir_op_operand(op, 0)->type, cs->u.darray.vals[r - 1]));
      else
        cg_line(cg, "default: {");
    }
    cg->indent++;
    assign_results(cg, op, cg_emit_ops(cg, ir_op_region(op, r)->first));
    if (n)
      cg_line(cg, "break;");
    cg->indent--;
    cg_loc(cg, op);
    if (n)
      cg_line(cg, "}");
  }
  cg_line(cg, "}");
  for (int i = 0; i < op->nresults; i++)
    cg_void_if_unused(cg, &op->results[i]);
}

/* memref.alloca_scope as a C block that is an allocation scope of its own:
 * its allocas are C arrays of the block or a frame freed at its end. */
void cg_emit_alloca_scope(Cg *cg, IrOp *op) {
  for (int i = 0; i < op->nresults; i++)
    cg_line(cg, "%s %s;", cg_ctype(cg, op->results[i].type), cg_name_value(cg, &op->results[i]));
  cg_line(cg, "{");
  cg->indent++;
  IrBlock *body = ir_op_region(op, 0)->first, *sb;
  const char *sf;
  cg_scope_enter(cg, body, &sb, &sf);
  assign_results(cg, op, cg_emit_ops(cg, body));
  cg_scope_free(cg);
  cg_scope_leave(cg, sb, sf);
  cg->indent--;
  cg_loc(cg, op);
  cg_line(cg, "}");
  for (int i = 0; i < op->nresults; i++)
    cg_void_if_unused(cg, &op->results[i]);
}

void cg_emit_while(Cg *cg, IrOp *op) {
  IrBlock *before = ir_op_region(op, 0)->first, *after = ir_op_region(op, 1)->first;
  for (int i = 0; i < before->nargs; i++) {
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, before->args[i]->type),
            cg_name_value(cg, before->args[i]), V(cg, op, i));
    cg_void_if_unused(cg, before->args[i]);
  }
  for (int i = 0; i < op->nresults; i++)
    cg_line(cg, "%s %s;", cg_ctype(cg, op->results[i].type), cg_name_value(cg, &op->results[i]));
  cg_line(cg, "for (;;) {");
  cg->indent++;
  IrOp *c = cg_emit_ops(cg, before);
  if (!c || !ir_op_is(c, OP_CONDITION))
    ir_unreachable("loop.while before region without loop.condition");
  cg_line(cg, "if (!%s) {", V(cg, c, 0));
  cg->indent++;
  for (int i = 0; i < op->nresults; i++)
    cg_line(cg, "%s = %s;", cg_name_value(cg, &op->results[i]), V(cg, c, i + 1));
  cg_line(cg, "break;");
  cg->indent--;
  cg_line(cg, "}");
  for (int i = 0; i < after->nargs; i++)
    cg_decl(cg, after->args[i], V(cg, c, i + 1));
  IrOp *y = cg_emit_ops(cg, after);
  if (y && before->nargs)
    cg_parallel_assign(cg, before->nargs, before->args, y->opnds);
  cg->indent--;
  cg_loc(cg, op);
  cg_line(cg, "}");
  for (int i = 0; i < op->nresults; i++)
    cg_void_if_unused(cg, &op->results[i]);
}

void cg_emit_assert(Cg *cg, IrOp *op) {
  IrAttr *m = ir_op_get_attr(op, "msg");
  cg_use_helper(cg, HELP_FAIL);
  cg_line(cg, "if (!%s)", V(cg, op, 0));
  cg_line(cg, "  loopc_fail(%s, %s);", cg_where(cg, op, false),
          cg_c_string(cg, m->u.s.str, m->u.s.len));
}

/* vector.print, as MLIR lowers it to its runner utilities (printI64,
 * printU64, printF32, printF64, printString and the punctuation; one printf
 * here, so the file needs no library): i1 zero-extended, other integers
 * sign-extended, index unsigned, floats as "%g". */
void cg_emit_print(Cg *cg, IrOp *op) {
  IrAttr *s = ir_op_get_attr(op, "stringLiteral");
  if (s) {
    cg_line(cg, "fputs(%s, stdout);", cg_c_string(cg, s->u.s.str, s->u.s.len));
    return;
  }
  const char *pu = ir_print_punctuation(op);
  const char *tail = strcmp(pu, "newline") == 0 ? "\\n"
                     : strcmp(pu, "comma") == 0 ? ", "
                     : strcmp(pu, "open") == 0  ? "( "
                     : strcmp(pu, "close") == 0 ? " )"
                                                : "";
  if (!op->nopnds) {
    if (*tail)
      cg_line(cg, "fputs(\"%s\", stdout);", tail);
    return;
  }
  const IrType *t = op->opnds[0].value->type;
  const char *v = V(cg, op, 0);
  if (t->kind == TY_FLOAT)
    cg_line(cg, "printf(\"%%g%s\", (double)%s);", tail, v);
  else if (t->kind == TY_INDEX)
    cg_line(cg, "printf(\"%%llu%s\", (unsigned long long)(uintptr_t)%s);", tail, v);
  else if (t->width == 1)
    cg_line(cg, "printf(\"%%d%s\", %s ? 1 : 0);", tail, v);
  else
    cg_line(cg, "printf(\"%%lld%s\", (long long)%s);", tail, v);
}

/* ============================ several blocks ============================ */

/* The label of block b (named on first request; labels have a name space
 * of their own in C, but fresh names keep the C readable). */
static const char *block_label(Cg *cg, HashMap *labels, IrBlock *b) {
  const char *l = hashmap_get(labels, (uint64_t)(uintptr_t)b);
  if (!l) {
    const char *src = ir_block_label(cg->ctx, b);
    l = cg_fresh(cg, src ? src : "bb");
    hashmap_put(labels, (uint64_t)(uintptr_t)b, (void *)l);
  }
  return l;
}

/* Passing successor i's operands to its block's arguments, then the jump. */
static void emit_jump(Cg *cg, HashMap *labels, IrOp *op, int i) {
  IrSuccessor *s = &op->succs[i];
  if (s->count)
    cg_parallel_assign(cg, s->count, s->block->args, op->opnds + s->first);
  cg_line(cg, "goto %s;", block_label(cg, labels, s->block));
}

/* cf.switch: C's switch on the flag as an unsigned number of its width
 * (the case values zero-extended alike); a value that repeats an earlier
 * case is left out, since the first match is the one taken. */
static void emit_switch(Cg *cg, HashMap *labels, IrOp *op) {
  IrType *t = ir_op_operand(op, 0)->type;
  IrAttr *cv = ir_op_get_attr(op, "case_values");
  cg_line(cg, "switch ((uint64_t)(%s)%s) {", cg_uexact(t), V(cg, op, 0));
  HashMap seen; /* 1 + a case value already written (never 0) */
  hashmap_init(&seen);
  bool seen_max = false; /* UINT64_MAX, whose key would be 0 */
  static const char mark;
  for (int i = 1; i < op->nsuccs; i++) {
    uint64_t v = (uint64_t)ir_switch_case_value(cv, i - 1, true);
    bool dup = v == UINT64_MAX ? seen_max : hashmap_get(&seen, v + 1) != NULL;
    if (dup)
      continue;
    if (v == UINT64_MAX)
      seen_max = true;
    else
      hashmap_put(&seen, v + 1, (void *)&mark);
    cg_line(cg, "case UINT64_C(%llu): {", (unsigned long long)v);
    cg->indent++;
    emit_jump(cg, labels, op, i);
    cg->indent--;
    cg_line(cg, "}");
  }
  hashmap_free(&seen);
  cg_line(cg, "default: {");
  cg->indent++;
  emit_jump(cg, labels, op, 0);
  cg->indent--;
  cg_line(cg, "}");
  cg_line(cg, "}");
}

/* What ends a block besides cf's branches: func.return in a function,
 * scf.yield in an execute_region (more: blocks follow in the C). */
typedef void (*BlockExit)(Cg *cg, IrOp *owner, IrOp *term, bool more, const char *end);

/* Whether block argument k of b is read other than by being passed back to
 * itself (`^loop(%i2, %unused)`): such an argument is only ever assigned in
 * the C (the self-assignment is left out), which gcc calls set but unused. */
static bool arg_is_read(IrBlock *b, int k) {
  for (IrUse *u = b->args[k]->uses; u; u = u->next) {
    IrOp *o = u->owner;
    int i = ir_use_index(u);
    bool self = false;
    for (int s = 0; s < o->nsuccs && !self; s++)
      self = o->succs[s].block == b && i - o->succs[s].first == k;
    if (!self)
      return true;
  }
  return false;
}

/* The blocks of owner's region r in reverse post-order, after labels, cf's
 * branches as goto; end is the label after them (or NULL). */
static void emit_region_blocks(Cg *cg, IrOp *owner, IrRegion *r, BlockExit exit_fn,
                               const char *end) {
  IrDomTree *t = ir_domtree_build(r);
  HashMap labels;
  hashmap_init(&labels);
  /* Block arguments first, zero-initialized (a compiler cannot tell that
   * every path to a use assigns them). */
  for (int i = 1; i < t->n; i++) {
    IrBlock *b = t->rpo[i];
    for (int k = 0; k < b->nargs; k++) {
      IrValue *a = b->args[k];
      cg_line(cg, "%s %s = %s;", cg_ctype(cg, a->type), cg_name_value(cg, a),
              a->type->kind == TY_MEMREF ? "{0}" : cg_zero(cg, a->type));
      if (!arg_is_read(b, k))
        cg_line(cg, "(void)%s;", cg_name_value(cg, a));
    }
  }
  for (int i = 0; i < t->n; i++) {
    IrBlock *b = t->rpo[i];
    if (i > 0) {
      cg->indent--;
      cg_line(cg, "%s:;", block_label(cg, &labels, b));
      cg->indent++;
    }
    IrOp *term = cg_emit_ops(cg, b);
    if (!term)
      ir_unreachable("a block of several without a terminator");
    switch (ir_op_kind(term)) {
    case OP_BR:
      emit_jump(cg, &labels, term, 0);
      break;
    case OP_COND_BR:
      cg_line(cg, "if (%s) {", V(cg, term, 0));
      cg->indent++;
      emit_jump(cg, &labels, term, 0);
      cg->indent--;
      cg_line(cg, "}");
      emit_jump(cg, &labels, term, 1);
      break;
    case OP_SWITCH:
      emit_switch(cg, &labels, term);
      break;
    default:
      exit_fn(cg, owner, term, i + 1 < t->n, end);
      break;
    }
  }
  hashmap_free(&labels);
  ir_domtree_free(t);
}

static void function_exit(Cg *cg, IrOp *f, IrOp *term, bool more, const char *end) {
  (void)end;
  if (!ir_op_is(term, OP_RETURN))
    ir_unreachable("a terminator of a function's block the C backend does not know");
  cg_emit_return(cg, f, term, more);
}

void cg_emit_blocks(Cg *cg, IrOp *f) { emit_region_blocks(cg, f, f->regions[0], function_exit, NULL); }

/* An scf.yield assigns the results, then leaves the region's blocks. */
static void execute_region_exit(Cg *cg, IrOp *op, IrOp *term, bool more, const char *end) {
  if (!ir_op_is(term, OP_YIELD))
    ir_unreachable("a terminator of an execute_region's block the C backend does not know");
  assign_results(cg, op, term);
  if (more) {
    cg_line(cg, "goto %s;", end);
    cg->region_end_used = true;
  }
}

/* scf.execute_region: its blocks in a C block of their own, a label after
 * them where the yields of all but the last block go. */
void cg_emit_execute_region(Cg *cg, IrOp *op) {
  for (int i = 0; i < op->nresults; i++)
    cg_line(cg, "%s %s;", cg_ctype(cg, op->results[i].type), cg_name_value(cg, &op->results[i]));
  IrRegion *r = op->regions[0];
  cg_line(cg, "{");
  cg->indent++;
  if (ir_region_is_multi_block(r)) {
    const char *end = cg_fresh(cg, "region_end");
    bool outer_used = cg->region_end_used;
    cg->region_end_used = false;
    emit_region_blocks(cg, op, r, execute_region_exit, end);
    if (cg->region_end_used) { /* else only the last block yields: -Wunused-label */
      cg->indent--;
      cg_line(cg, "%s:;", end);
      cg->indent++;
    }
    cg->region_end_used = outer_used;
  } else {
    assign_results(cg, op, cg_emit_ops(cg, r->first));
  }
  cg->indent--;
  cg_loc(cg, op);
  cg_line(cg, "}");
  for (int i = 0; i < op->nresults; i++)
    cg_void_if_unused(cg, &op->results[i]);
}
