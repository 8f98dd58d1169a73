/* cg_parallel.c: loop.parallel as an OpenMP `parallel for` (plain loops when
 * nested in another one) and its loop.reduce reductions.
 *
 * Three shapes, chosen per loop:
 *  - clause: every reduce body is one add/mul/and/or/xor/min/max of its two
 *    arguments that OpenMP reproduces exactly: `reduction(op: acc)` clauses,
 *    integer accumulators in unsigned types so wrapping stays defined;
 *  - partials: some body is anything else: each thread folds its static
 *    chunk with the body, then the partials are folded in thread order, so
 *    the result is deterministic for a given thread count;
 *  - sequential: nested in an OpenMP region: plain loops folding with the body.
 * Without init a reduction over zero iterations yields the type's zero. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cg_internal.h"

typedef struct Red {
  IrOp *op;
  IrValue *result;
  IrValue *init;       /* NULL: no init */
  const char *clause;  /* OpenMP operator or NULL */
  const char *acc_type;
  const char *identity;
  bool identity_zero;
} Red;

static bool is_i1(const IrType *t) { return t->kind == TY_INT && t->width == 1; }

#define P cg_fmt

static const char *int_limit(const IrType *t, bool max, bool is_unsigned) {
  if (t->kind == TY_INDEX)
    return is_unsigned ? (max ? "UINTPTR_MAX" : "0") : (max ? "INTPTR_MAX" : "INTPTR_MIN");
  static const char *const smax[] = {"INT8_MAX", "INT16_MAX", "INT32_MAX", "INT64_MAX"};
  static const char *const smin[] = {"INT8_MIN", "INT16_MIN", "INT32_MIN", "INT64_MIN"};
  static const char *const umax[] = {"UINT8_MAX", "UINT16_MAX", "UINT32_MAX", "UINT64_MAX"};
  int i = t->width == 8 ? 0 : t->width == 16 ? 1 : t->width == 32 ? 2 : 3;
  if (is_unsigned)
    return max ? umax[i] : "0";
  return max ? smax[i] : smin[i];
}

/* Fills clause, acc_type and identity when OpenMP can do the reduction. */
static void classify(Cg *cg, Red *r) {
  IrType *t = r->result->type;
  r->acc_type = cg_ctype(cg, t);
  IrOp *op = ir_reduce_combiner(r->op);
  if (!op || t->kind == TY_MEMREF)
    return;
  IrOpKind k = ir_op_kind(op);
  if (t->kind == TY_FLOAT) {
    if (k != OP_ADDF && k != OP_MULF)
      return; /* min/max of floats: OpenMP's max neither propagates nor surely skips a
               * NaN, and does not order -0.0 and +0.0 */
    r->clause = k == OP_ADDF ? "+" : "*";
    r->identity = k == OP_ADDF ? cg_zero(cg, t) : (t->width == 32 ? "1.0f" : "1.0");
    r->identity_zero = k == OP_ADDF;
    return;
  }
  if (is_i1(t)) {
    /* Boolean algebra; signed i1 has true = -1, so maxsi is `and`. */
    switch (k) {
    case OP_ADDI: case OP_XORI: r->clause = "^"; break;
    case OP_MULI: case OP_ANDI: case OP_MAXSI: case OP_MINUI: r->clause = "&"; break;
    case OP_ORI: case OP_MINSI: case OP_MAXUI: r->clause = "|"; break;
    default: return;
    }
    r->acc_type = "bool";
    r->identity = strcmp(r->clause, "&") == 0 ? "true" : "false";
    r->identity_zero = !strcmp(r->identity, "false");
    return;
  }
  const char *U = cg_utype(t);
  switch (k) {
  case OP_ADDI: r->clause = "+"; r->identity = "0"; break;
  case OP_MULI: r->clause = "*"; r->identity = "1"; break;
  case OP_ANDI:
    r->clause = "&";
    r->identity = t->kind == TY_INDEX ? "UINTPTR_MAX" : t->width <= 32 ? "UINT32_MAX" : "UINT64_MAX";
    break;
  case OP_ORI: r->clause = "|"; r->identity = "0"; break;
  case OP_XORI: r->clause = "^"; r->identity = "0"; break;
  case OP_MAXSI: case OP_MINSI: case OP_MAXUI: case OP_MINUI: {
    bool max = k == OP_MAXSI || k == OP_MAXUI;
    bool uns = k == OP_MAXUI || k == OP_MINUI;
    r->clause = max ? "max" : "min";
    U = uns ? cg_uexact(t) : cg_ctype(cg, t);
    r->identity = int_limit(t, !max, uns);
    break;
  }
  default: return;
  }
  /* Wrapping add/mul in the unsigned computation type; truncation to the
   * result width at the end gives the two's complement result. */
  r->acc_type = U;
  r->identity_zero = !strcmp(r->identity, "0");
}

/* ---------------------------- loop nest ---------------------------- */

static int num_ivs(IrOp *op) { return ir_parallel_num_ivs(op); }

static void open_loops(Cg *cg, IrOp *op) {
  int n = num_ivs(op);
  IrBlock *body = ir_op_region(op, 0)->first;
  for (int d = 0; d < n; d++) {
    const char *iv = cg_name_value(cg, body->args[d]);
    cg_line(cg, "for (intptr_t %s = %s; %s < %s; %s += %s)%s", iv,
            cg_val(cg, ir_parallel_lbs(op, d)), iv, cg_val(cg, ir_parallel_ubs(op, d)), iv,
            cg_val(cg, ir_parallel_steps(op, d)), d == n - 1 ? " {" : "");
    cg->indent++;
  }
}

static void close_loops(Cg *cg, IrOp *op) {
  cg->indent--;
  cg_line(cg, "}");
  cg->indent -= num_ivs(op) - 1;
}

static void emit_body(Cg *cg, IrOp *op) {
  IrBlock *body = ir_op_region(op, 0)->first;
  IrBlock *sb;
  const char *sf;
  cg_scope_enter(cg, body, &sb, &sf);
  cg_emit_ops(cg, body);
  cg_scope_free(cg);
  cg_scope_leave(cg, sb, sf);
  cg_loc(cg, op);
}

static const char *nonempty(Cg *cg, IrOp *op) {
  int n = num_ivs(op);
  const char *s = NULL;
  for (int d = 0; d < n; d++) {
    const char *c = P(cg, "%s < %s", cg_val(cg, ir_op_operand(op, d)),
                      cg_val(cg, ir_op_operand(op, n + d)));
    s = s ? P(cg, "%s && %s", s, c) : c;
  }
  return s;
}

static const char *collapse(Cg *cg, IrOp *op) {
  int n = num_ivs(op);
  /* A dimension known to run no iteration: clang computes the collapsed
   * trip count as a constant division by zero and warns (-Wdivision-by-zero
   * under -Werror); the outer loop alone is parallel then. */
  for (int d = 0; d < n; d++) {
    int64_t lb, ub;
    if (ir_value_const_int(ir_op_operand(op, d), &lb) &&
        ir_value_const_int(ir_op_operand(op, n + d), &ub) && ub <= lb)
      return "";
  }
  return n > 1 ? P(cg, " collapse(%d)", n) : "";
}

/* Emits `T lhs = acc; T rhs = val; body; acc = result;` (caller adds braces). */
static void emit_combine_body(Cg *cg, IrOp *red, const char *acc, const char *val) {
  IrBlock *b = ir_op_region(red, 0)->first;
  IrLoc outer = cg->line_loc;
  cg->indent++;
  cg_loc(cg, red);
  cg_decl(cg, b->args[0], acc);
  cg_decl(cg, b->args[1], val);
  IrOp *ret = cg_emit_ops(cg, b);
  cg_line(cg, "%s = %s;", acc, cg_val(cg, ir_op_operand(ret, 0)));
  cg->indent--;
  cg->line_loc = outer;
}

/* ------------------------------ shapes ------------------------------ */

static void set_reds(Cg *cg, CgReduce *reds, int n, CgReduce **saved, int *nsaved) {
  *saved = cg->reds;
  *nsaved = cg->nreds;
  cg->reds = reds;
  cg->nreds = n;
}

static void emit_sequential(Cg *cg, IrOp *op, Red *rs, CgReduce *cr, int k) {
  for (int i = 0; i < k; i++) {
    const char *res = cg_name_value(cg, rs[i].result);
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, rs[i].result->type), res,
            rs[i].init ? cg_val(cg, rs[i].init) : cg_zero(cg, rs[i].result->type));
    cr[i] = (CgReduce){rs[i].op, res, NULL, NULL, NULL};
    if (!rs[i].init) {
      cr[i].has = cg_fresh(cg, P(cg, "%s_has", res));
      cg_line(cg, "bool %s = false;", cr[i].has);
    }
  }
  CgReduce *saved;
  int nsaved;
  set_reds(cg, cr, k, &saved, &nsaved);
  open_loops(cg, op);
  emit_body(cg, op);
  close_loops(cg, op);
  set_reds(cg, saved, nsaved, &saved, &nsaved);
  for (int i = 0; i < k; i++)
    cg_void_if_unused(cg, rs[i].result);
}

static bool find_call(IrOp *o, void *data) {
  if (ir_op_is(o, OP_CALL))
    *(bool *)data = true;
  return !*(bool *)data;
}

static bool find_loop(IrOp *o, void *data) {
  if (ir_op_is(o, OP_FOR) || ir_op_is(o, OP_PARALLEL) || ir_op_is(o, OP_WHILE))
    *(bool *)data = true;
  return !*(bool *)data;
}

/* A loop carrying 16 or more floats: a register tile (register_tile.c,
 * the accumulators of MR x NR cells in its k loop's iter_args). */
static bool find_tile(IrOp *o, void *data) {
  if (ir_op_is(o, OP_FOR)) {
    int floats = 0;
    for (int i = 0; i < o->nresults; i++)
      floats += o->results[i].type->kind == TY_FLOAT;
    if (floats >= 16)
      *(bool *)data = true;
  }
  return !*(bool *)data;
}

static bool find_alloca(IrOp *o, void *data) {
  if (ir_op_is(o, OP_ALLOCA))
    *(bool *)data = true;
  return !*(bool *)data;
}


/* Whether v is defined inside op's regions. */
static bool defined_inside(IrValue *v, IrOp *op) {
  IrBlock *b = v->def_op ? v->def_op->parent : v->owner_block;
  for (IrOp *p = b ? ir_block_parent_op(b) : NULL; p; p = ir_op_parent_op(p))
    if (p == op)
      return true;
  return false;
}

typedef struct PrivateBases {
  IrOp *region;
  Cg *cg;
  bool params;  /* also the no-alias kernel's restrict parameters */
  HashMap seen; /* the memrefs in vals */
  IrValue **vals;
  const char **params_of; /* per vals[i]: its restrict parameter, or NULL */
  int n, cap;
} PrivateBases;

static bool collect_bases(IrOp *o, void *data) {
  PrivateBases *pb = data;
  if (!ir_op_is(o, OP_LOAD) && !ir_op_is(o, OP_STORE))
    return true;
  IrValue *m = ir_op_operand(o, ir_op_is(o, OP_LOAD) ? 0 : 1);
  const char *param = hashmap_get(&pb->cg->restrict_bases, (uint64_t)(uintptr_t)m);
  if (defined_inside(m, pb->region) || (param && !pb->params) ||
      hashmap_get(&pb->seen, (uint64_t)(uintptr_t)m))
    return true;
  hashmap_put(&pb->seen, (uint64_t)(uintptr_t)m, m);
  if (pb->n == pb->cap) {
    int cap = pb->cap ? 2 * pb->cap : 8;
    IrValue **nv = arena_alloc(&pb->cg->ctx->arena, sizeof *nv * (size_t)cap);
    const char **np = arena_alloc(&pb->cg->ctx->arena, sizeof *np * (size_t)cap);
    for (int i = 0; i < pb->n; i++) {
      nv[i] = pb->vals[i];
      np[i] = pb->params_of[i];
    }
    pb->vals = nv;
    pb->params_of = np;
    pb->cap = cap;
  }
  pb->params_of[pb->n] = param;
  pb->vals[pb->n++] = m;
  return true;
}

/* The memrefs a top-level parallel region loads from and stores to, defined
 * outside it, each read in the region through a copy of its aligned pointer
 * passed `firstprivate` (returned: the clause, "" for none; the copies are
 * in restrict_bases until private_bases_end). OpenMP's shared variables
 * reach the outlined function through memory, and with every pointer of a
 * loop loaded from memory clang 14 kept the ONNX MatMul tiles' accumulators
 * in memory too, 2.5x slower; a pointer-sized firstprivate arrives as an
 * argument. Arguments of a no-alias kernel keep their restrict parameter
 * (a copy would lose what restrict says), unless params: then the region
 * reads restrict-qualified copies of them too (clang 14 drops restrict in
 * the outlined function either way), and the parameters' addresses are not taken
 * (emit_team_or_plain: the plain copy of the loop beside the region kept
 * clang 14 from vectorizing as well as without the region, heat-3d 1.1x
 * slower). */
static const char *private_bases_begin(Cg *cg, IrOp *op, bool params, PrivateBases *pb) {
  *pb = (PrivateBases){op, cg, params, {0}, NULL, NULL, 0, 0};
  hashmap_init(&pb->seen);
  ir_walk(op, collect_bases, pb);
  hashmap_free(&pb->seen);
  const char *names = "";
  for (int i = 0; i < pb->n; i++) {
    IrValue *m = pb->vals[i];
    const char *name = cg_fresh(cg, P(cg, "%s_p", cg_name_value(cg, m)));
    /* A copy of a restrict parameter is the only pointer the region reads
     * and writes that buffer through, so it may say restrict too. */
    if (pb->params_of[i])
      cg_line(cg, "%s *restrict %s = %s;", cg_ctype(cg, m->type->elem), name, pb->params_of[i]);
    else
      cg_line(cg, "%s *%s = %s.aligned;", cg_ctype(cg, m->type->elem), name, cg_val(cg, m));
    hashmap_put(&cg->restrict_bases, (uint64_t)(uintptr_t)m, (void *)name);
    names = P(cg, "%s%s%s", names, i ? ", " : "", name);
  }
  return pb->n ? P(cg, " firstprivate(%s)", names) : "";
}

static void private_bases_end(Cg *cg, PrivateBases *pb) {
  for (int i = 0; i < pb->n; i++)
    if (pb->params_of[i])
      hashmap_put(&cg->restrict_bases, (uint64_t)(uintptr_t)pb->vals[i], (void *)pb->params_of[i]);
    else
      hashmap_remove(&cg->restrict_bases, (uint64_t)(uintptr_t)pb->vals[i]);
}

/* Declares `int NAME = fallback;`, set from the OpenMP runtime call when the
 * file is compiled with OpenMP (the same C builds without it). */
static const char *omp_int(Cg *cg, const char *base, int fallback, const char *omp_call) {
  const char *name = cg_fresh(cg, base);
  cg_line(cg, "int %s = %d;", name, fallback);
  cg_raw(cg, "#ifdef _OPENMP");
  cg_line(cg, "%s = %s;", name, omp_call);
  cg_raw(cg, "#endif");
  return name;
}

/* The loop nest of an OpenMP-parallel loop.parallel, with its reductions
 * (cr[0..k)) as the ones loop.reduce ops in the body accumulate into. */
static void emit_omp_nest(Cg *cg, IrOp *op, CgReduce *cr, int k) {
  CgReduce *saved;
  int nsaved;
  set_reds(cg, cr, k, &saved, &nsaved);
  cg->omp_depth++;
  open_loops(cg, op);
  emit_body(cg, op);
  close_loops(cg, op);
  cg->omp_depth--;
  set_reds(cg, saved, nsaved, &saved, &nsaved);
}

/* Whether v is computed inside op (in one of its regions, at any depth). */
static bool computed_inside(const IrValue *v, const IrOp *op) {
  for (IrBlock *b = ir_value_parent_block(v); b;) {
    IrOp *p = ir_block_parent_op(b);
    if (p == op)
      return true;
    b = p ? p->parent : NULL;
  }
  return false;
}

static bool bound_varies(IrOp *x, void *data) {
  IrOp **op = data;
  if (!*op)
    return false;
  if (ir_op_is(x, OP_FOR))
    for (int i = 0; i < 2; i++)
      if (computed_inside(ir_op_operand(x, i), *op)) {
        *op = NULL; /* found: stop looking */
        return false;
      }
  return true;
}

/* The schedule of a parallel loop: with a loop inside whose bounds are
 * computed from the iteration (a triangle: syrk's and trmm's rows, the
 * row blocks register-tile makes of them), OpenMP's default static
 * schedule gives one thread the short rows and the other the long ones (a
 * triangle's halves are 1:3); one iteration per chunk in turn deals them
 * out evenly. Rectangular loops keep the default (one contiguous chunk
 * per thread: no row shared between threads' cache lines), and so do
 * loops marked loopc.even_shares. */
static const char *schedule(IrOp *op) {
  /* loopc.even_shares (passes/dependence.h, EVEN_SHARES_ATTR): iterations
   * of equal cost, made so by a pass (register-tile's even row blocks, whose
   * tile loops' bounds vary with the iteration): contiguous shares. */
  if (ir_op_get_attr(op, "loopc.even_shares"))
    return "";
  IrOp *found = op;
  for (IrOp *x = ir_op_region(op, 0)->first->first; x && found; x = x->next)
    ir_walk(x, bound_varies, &found);
  return found ? "" : " schedule(static, 1)";
}

/* Whether v is op's induction variable iv, or iv plus or minus a value
 * computed outside op. */
static bool iv_offset(IrValue *v, IrValue *iv, IrOp *op) {
  if (v == iv)
    return true;
  IrOp *d = v->def_op;
  if (!d || !(ir_op_is(d, OP_ADDI) || ir_op_is(d, OP_SUBI)))
    return false;
  IrValue *a = ir_op_operand(d, 0), *b = ir_op_operand(d, 1);
  if (a == iv && !computed_inside(b, op))
    return true;
  return ir_op_is(d, OP_ADDI) && b == iv && !computed_inside(a, op);
}

/* Whether the work of op's iteration i is linear in i (a + b * i) as far
 * as its loops tell: every loop in blk (at any depth) whose bounds are
 * computed inside op has bounds i + c or c (c from outside op), a step from
 * outside, and holds no other such loop (in_varying: blk is inside one);
 * no other op with regions takes an operand computed inside op (a branch
 * on the row could cost anything). */
static bool linear_work(IrOp *op, IrBlock *blk, IrValue *iv, bool in_varying) {
  for (IrOp *x = blk->first; x; x = x->next) {
    if (!x->nregions)
      continue;
    bool varies = false;
    if (ir_op_is(x, OP_FOR)) {
      if (computed_inside(ir_for_step(x), op))
        return false;
      IrValue *bounds[2] = {ir_for_lb(x), ir_for_ub(x)};
      for (int i = 0; i < 2; i++) {
        if (!computed_inside(bounds[i], op))
          continue;
        if (in_varying || !iv_offset(bounds[i], iv, op))
          return false;
        varies = true;
      }
    } else {
      for (int i = 0; i < x->nopnds; i++)
        if (computed_inside(ir_op_operand(x, i), op))
          return false;
    }
    for (int r = 0; r < x->nregions; r++)
      for (IrBlock *b = ir_op_region(x, r)->first; b; b = b->next)
        if (!linear_work(op, b, iv, in_varying || varies))
          return false;
  }
  return true;
}

/* team: inside emit_team_or_plain's `#ifdef _OPENMP` branch. */
static void emit_clauses(Cg *cg, IrOp *op, Red *rs, CgReduce *cr, int k, bool team) {
  const char *clauses = "";
  for (int i = 0; i < k; i++) {
    const char *acc = cg_fresh(cg, P(cg, "%s_acc", cg_name_value(cg, rs[i].result)));
    const char *init = rs[i].init ? P(cg, "(%s)%s", rs[i].acc_type, cg_val(cg, rs[i].init))
                                  : rs[i].identity;
    cg_line(cg, "%s %s = %s;", rs[i].acc_type, acc, init);
    cr[i] = (CgReduce){rs[i].op, acc, NULL, rs[i].clause, rs[i].acc_type};
    clauses = P(cg, "%s reduction(%s: %s)", clauses, rs[i].clause, acc);
  }
  /* The iterations are independent, so they may also run in SIMD lanes:
   * `simd` lets gcc -O2 vectorize without the alias checks its cheap cost
   * model refuses (1.5-2.4x on the stencil and matmul benchmarks). Not with
   * reductions: a vectorized float reduction would reassociate; not with
   * calls: a callee may open an OpenMP region, which a simd region forbids. */
  bool calls = false;
  ir_walk(op, find_call, &calls);
  /* Not with reductions: their partial results would combine in another
   * order. A chunk of one iteration leaves `simd` nothing to vectorize
   * across (the inner loop is what the C compiler vectorizes there). */
  const char *sched = k == 0 ? schedule(op) : "";
  const char *simd = k == 0 && !calls && !*sched ? " simd" : "";
  PrivateBases pb;
  const char *fp = private_bases_begin(cg, op, team, &pb);
  if (!team)
    cg_raw(cg, "#ifdef _OPENMP");
  cg_raw(cg, "#pragma omp parallel for%s%s%s%s%s", simd, collapse(cg, op), sched, fp, clauses);
  if (!team)
    cg_raw(cg, "#endif");
  emit_omp_nest(cg, op, cr, k);
  private_bases_end(cg, &pb);
  for (int i = 0; i < k; i++) {
    const char *T = cg_ctype(cg, rs[i].result->type);
    if (rs[i].init || rs[i].identity_zero)
      cg_decl(cg, rs[i].result, P(cg, "(%s)%s", T, cr[i].acc));
    else
      cg_decl(cg, rs[i].result,
              P(cg, "%s ? (%s)%s : %s", nonempty(cg, op), T, cr[i].acc,
                cg_zero(cg, rs[i].result->type)));
  }
}

static void emit_partials(Cg *cg, IrOp *op, Red *rs, CgReduce *cr, int k) {
  const char **part = arena_alloc(&cg->ctx->arena, sizeof *part * (size_t)k);
  const char **phas = arena_alloc(&cg->ctx->arena, sizeof *phas * (size_t)k);
  for (int i = 0; i < k; i++) {
    IrType *t = rs[i].result->type;
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, t), cg_name_value(cg, rs[i].result),
            rs[i].init ? cg_val(cg, rs[i].init) : cg_zero(cg, t));
  }
  cg_line(cg, "{");
  cg->indent++;
  const char *nthr = omp_int(cg, "nthreads", 1, "omp_get_max_threads()");
  for (int i = 0; i < k; i++) {
    const char *res = cg_name_value(cg, rs[i].result);
    const char *T = cg_ctype(cg, rs[i].result->type);
    part[i] = cg_fresh(cg, P(cg, "%s_part", res));
    phas[i] = cg_fresh(cg, P(cg, "%s_part_has", res));
    cg_line(cg, "%s *%s = malloc(sizeof(%s) * (size_t)%s);", T, part[i], T, nthr);
    cg_line(cg, "bool *%s = calloc((size_t)%s, sizeof(bool));", phas[i], nthr);
  }
  cg_raw(cg, "#ifdef _OPENMP");
  cg_raw(cg, "#pragma omp parallel");
  cg_raw(cg, "#endif");
  cg_line(cg, "{");
  cg->indent++;
  const char *tid = omp_int(cg, "tid", 0, "omp_get_thread_num()");
  for (int i = 0; i < k; i++) {
    const char *res = cg_name_value(cg, rs[i].result);
    IrType *t = rs[i].result->type;
    cr[i] = (CgReduce){rs[i].op, cg_fresh(cg, P(cg, "%s_acc", res)),
                       cg_fresh(cg, P(cg, "%s_has", res)), NULL, NULL};
    cg_line(cg, "%s %s = %s;", cg_ctype(cg, t), cr[i].acc, cg_zero(cg, t));
    cg_line(cg, "bool %s = false;", cr[i].has);
  }
  cg_raw(cg, "#ifdef _OPENMP");
  cg_raw(cg, "#pragma omp for%s schedule(static)", collapse(cg, op));
  cg_raw(cg, "#endif");
  emit_omp_nest(cg, op, cr, k);
  for (int i = 0; i < k; i++) {
    cg_line(cg, "%s[%s] = %s;", part[i], tid, cr[i].acc);
    cg_line(cg, "%s[%s] = %s;", phas[i], tid, cr[i].has);
  }
  cg->indent--;
  cg_line(cg, "}");
  /* Fold the partials in thread order (each thread had one static chunk). */
  const char *t = cg_fresh(cg, "t");
  for (int i = 0; i < k; i++) {
    const char *res = cg_name_value(cg, rs[i].result);
    const char *has = NULL;
    if (!rs[i].init) {
      has = cg_fresh(cg, P(cg, "%s_has", res));
      cg_line(cg, "bool %s = false;", has);
    }
    cg_line(cg, "for (int %s = 0; %s < %s; %s++) {", t, t, nthr, t);
    cg->indent++;
    cg_line(cg, "if (!%s[%s])", phas[i], t);
    cg_line(cg, "  continue;");
    const char *pv = P(cg, "%s[%s]", part[i], t);
    if (has) {
      cg_line(cg, "if (!%s) {", has);
      cg_line(cg, "  %s = %s;", res, pv);
      cg_line(cg, "  %s = true;", has);
      cg_line(cg, "  continue;");
      cg_line(cg, "}");
    }
    cg_line(cg, "{");
    emit_combine_body(cg, rs[i].op, res, pv);
    cg_line(cg, "}");
    cg->indent--;
    cg_line(cg, "}");
    cg_line(cg, "free(%s);", part[i]);
    cg_line(cg, "free(%s);", phas[i]);
  }
  cg->indent--;
  cg_line(cg, "}");
  for (int i = 0; i < k; i++)
    cg_void_if_unused(cg, rs[i].result);
}

/* A parallel loop without reductions, top level, of several dimensions
 * (one dimension: emit_outlined_team, below): the OpenMP region when
 * the team would have more than one thread, else the plain loop nest.
 * A region run by one thread still calls into the runtime at every entry
 * and runs an outlined function that has lost what restrict said of the
 * no-alias kernel's buffers (clang 14 then checks them for overlap in every
 * row): a stencil's time loop enters a region per step, and heat-3d ran
 * 1.2x slower on one thread than the same C built without OpenMP
 * (docs/performance.md). With reductions the results would need declaring
 * outside both copies; those loops keep the region. So do loops holding a
 * memref.alloca (the ONNX MatMul tiles' accumulator buffer): in the plain
 * copy clang 14 kept that stack array in memory, a load and a store around
 * every multiply-add, once the function was inlined into its C-interface
 * wrapper (the ONNX `linear` model 2.6 -> 5.7 ms on one thread; the same C
 * with the function kept out of line, or in the outlined region, keeps the
 * tile in registers). */
static bool holds_alloca(IrOp *op) {
  bool found = false;
  ir_walk(op, find_alloca, &found);
  return found;
}

static void emit_team_or_plain(Cg *cg, IrOp *op, Red *rs, CgReduce *cr) {
  cg_raw(cg, "#ifdef _OPENMP");
  cg_line(cg, "if (omp_get_max_threads() > 1) {");
  cg->indent++;
  emit_clauses(cg, op, rs, cr, 0, true);
  cg->indent--;
  cg_line(cg, "} else");
  cg_raw(cg, "#endif");
  cg_line(cg, "{");
  cg->indent++;
  cg->omp_depth++; /* one thread: the parallel loops inside stay plain too */
  emit_sequential(cg, op, rs, cr, 0);
  cg->omp_depth--;
  cg->indent--;
  cg_line(cg, "}");
}

/* ------------------------- the outlined body ------------------------- */

/* Whether cg_val writes v as a literal (a folded scalar constant). */
static bool folded_literal(const IrValue *v) {
  IrOp *d = v->def_op;
  if (!d || !ir_op_is(d, OP_CONSTANT) || v->type->kind == TY_MEMREF)
    return false;
  IrAttr *a = ir_op_get_attr(d, "value");
  return a && (a->kind == ATTR_INT || a->kind == ATTR_FLOAT);
}

typedef struct FreeVals {
  IrOp *par;
  Cg *cg;
  Arena *arena;
  HashMap seen;
  PtrVec vals; /* IrValue *, in order of first use */
} FreeVals;

static void note_free(FreeVals *fv, IrValue *v) {
  if (folded_literal(v) || defined_inside(v, fv->par) ||
      hashmap_get(&fv->seen, (uint64_t)(uintptr_t)v))
    return;
  hashmap_put(&fv->seen, (uint64_t)(uintptr_t)v, v);
  ptrvec_push(fv->arena, &fv->vals, v);
}

/* Whether an element of a memref of type t is found from its pointer
 * alone (static strides and offset), without its descriptor. */
static bool static_layout(Cg *cg, const IrType *t) {
  if (t->rank < 0)
    return false;
  int64_t off, *st = arena_alloc(&cg->ctx->arena, sizeof *st * (size_t)(t->rank + 1));
  if (!ir_type_strides(t, st, &off) || off == TY_DYN)
    return false;
  for (int d = 0; d < t->rank; d++)
    if (st[d] == TY_DYN)
      return false;
  return true;
}

static bool collect_free(IrOp *o, void *data) {
  FreeVals *fv = data;
  if (o == fv->par)
    return true;
  /* A load or store of a buffer with a static layout reads only its
   * pointer (a parameter of its own): the descriptor is not passed. */
  int base = ir_op_is(o, OP_LOAD) ? 0 : ir_op_is(o, OP_STORE) ? 1 : -1;
  for (int i = 0; i < o->nopnds; i++)
    if (i != base || !static_layout(fv->cg, ir_op_operand(o, i)->type))
      note_free(fv, ir_op_operand(o, i));
  return true;
}

/* A memref the outlined body may read through a restrict pointer: a
 * no-alias kernel's restrict parameter (checked disjoint from the others
 * on entry) or a fresh allocation (no other pointer reaches it). A view or
 * cast of a parameter is neither, and a restrict pointer beside it would
 * be a promise the C breaks. */
static bool restrict_safe(Cg *cg, IrValue *m, PrivateBases *pb) {
  if (m->def_op && (ir_op_is(m->def_op, OP_ALLOC) || ir_op_is(m->def_op, OP_ALLOCA)))
    return true;
  for (int i = 0; i < pb->n; i++)
    if (pb->vals[i] == m)
      return pb->params_of[i] != NULL;
  (void)cg;
  return false;
}

/* A parallel loop without reductions, top level, one induction variable:
 * its body, the iterations from lo to hi (by step, or by `stride` when the
 * threads deal the iterations out in turn), becomes a static function of
 * its own with every value it uses from outside as a parameter and every
 * buffer it reads or writes as a pointer parameter, restrict-qualified
 * when the buffers are known apart. The OpenMP region calls it once per
 * thread with the thread's share, and a one-thread team calls it once for
 * everything, so both run the same machine code. Inline, the region's loop
 * was compiled worse than the plain loop beside it: clang 14 drops
 * restrict in the function it outlines a region into, and gesummv's rows
 * took 2.2x as long in the region as in the plain copy (two threads slower
 * than one). */
static void emit_outlined_team(Cg *cg, IrOp *op, Red *rs, CgReduce *cr) {
  (void)rs;
  (void)cr;
  IrBlock *body = ir_op_region(op, 0)->first;
  IrValue *lb = ir_parallel_lbs(op, 0), *ub = ir_parallel_ubs(op, 0), *step = ir_parallel_steps(op, 0);
  bool deal = *schedule(op) != '\0'; /* one iteration per chunk, in turn */
  /* A triangle whose rows' work is linear in the row (covariance's j from
   * i to n, syrk's j up to i): each thread takes pairs of rows, i with the
   * last but i, one contiguous share of the pairs from the front and the
   * mirror share from the back, which cost the same. Dealt out in turn,
   * neighbouring rows ran on different threads, and covariance's
   * transposed stores (cov[j][i] = cov[i][j] for j >= i) wrote every cache
   * line of the lower triangle from both threads: 0.90 ms on two threads
   * against 0.79 ms paired (1.33 ms on one). A loop whose rows' work is
   * not linear (a triangle of triangles) keeps the deal: pairs of a
   * quadratic cost split 1.46 : 1 between two threads. */
  bool pair = deal && (ir_op_get_attr(op, "loopc.linear_shares") ||
                       linear_work(op, body, body->args[0], false));
  deal = deal && !pair;
  /* `simd` (emit_clauses) where the parallel loop is the innermost one, the
   * loop the C compiler vectorizes: on an outer loop clang vectorized across
   * gesummv's rows, gathering them (no faster than the inner loop alone). */
  bool calls = false, loops = false;
  ir_walk(op, find_call, &calls);
  for (IrOp *x = body->first; x && !loops; x = x->next)
    ir_walk(x, find_loop, &loops);
  bool simd = !deal && !calls && !loops;
  FreeVals fv = {op, cg, &cg->ctx->arena, {0}, {0}};
  hashmap_init(&fv.seen);
  if (!deal)
    note_free(&fv, step);
  ir_walk(op, collect_free, &fv);
  hashmap_free(&fv.seen);
  cg_line(cg, "{");
  cg->indent++;
  PrivateBases pb;
  const char *fp = private_bases_begin(cg, op, true, &pb);
  bool all_safe = true;
  for (size_t i = 0; i < fv.vals.len; i++) {
    IrValue *v = fv.vals.data[i];
    if (v->type->kind == TY_MEMREF && !restrict_safe(cg, v, &pb))
      all_safe = false;
  }
  for (int i = 0; i < pb.n; i++)
    all_safe = all_safe && restrict_safe(cg, pb.vals[i], &pb);
  const char *name = P(cg, "loopc_par%d", cg->noutlined++);
  const char *lo = cg_fresh(cg, "lo"), *hi = cg_fresh(cg, "hi");
  const char *stride = deal ? cg_fresh(cg, "stride") : NULL;
  /* The parameters and the arguments of the two calls (the region's
   * pointers are its firstprivate copies, named as the body reads them). */
  TextBuf params = {0}, args = {0};
  textbuf_printf(&params, "intptr_t %s, intptr_t %s", lo, hi);
  if (deal)
    textbuf_printf(&params, ", intptr_t %s", stride);
  for (size_t i = 0; i < fv.vals.len; i++) {
    IrValue *v = fv.vals.data[i];
    const char *n = cg_val(cg, v);
    textbuf_printf(&params, ", %s %s", cg_ctype(cg, v->type), n);
    textbuf_printf(&args, ", %s", n);
  }
  for (int i = 0; i < pb.n; i++) {
    IrValue *m = pb.vals[i];
    const char *n = hashmap_get(&cg->restrict_bases, (uint64_t)(uintptr_t)m);
    textbuf_printf(&params, ", %s *%s%s", cg_ctype(cg, m->type->elem),
                   all_safe && restrict_safe(cg, m, &pb) ? "restrict " : "", n);
    textbuf_printf(&args, ", %s", n);
  }
  const char *param_list = arena_strndup(&cg->ctx->arena, params.s, params.len);
  const char *arg_list = args.len ? arena_strndup(&cg->ctx->arena, args.s, args.len) : "";
  free(params.s);
  free(args.s);

  /* The function, into the outlined stream. */
  FILE *saved_out = cg->out;
  int saved_indent = cg->indent, saved_line = cg->last_line;
  cg->out = cg->outlined;
  cg->indent = 0;
  cg->last_line = 0;
  cg_line(cg, "/* A share of a parallel loop's iterations (cg_parallel.c, emit_outlined_team). */");
  /* A register tile's chains become vectors of the widest registers: clang
   * tunes for 256-bit vectors on AVX-512 cores (prefer-vector-width=256)
   * and split the tile's 512-bit rows in two, where loopc shaped the tile
   * for the native width (--vector-bits). Tuning for generic x86-64 keeps
   * AVX-512's width; there is no attribute for the width alone. */
  bool tile = false;
  ir_walk(op, find_tile, &tile);
  if (tile) {
    cg_raw(cg, "#if defined(__clang__) && defined(__AVX512F__)");
    cg_raw(cg, "__attribute__((target(\"tune=x86-64\")))");
    cg_raw(cg, "#endif");
  }
  cg_line(cg, "static void %s(%s) {", name, param_list);
  cg->indent++;
  for (size_t i = 0; i < fv.vals.len; i++) {
    IrValue *v = fv.vals.data[i];
    const char *n = cg_val(cg, v);
    /* A buffer's descriptor points into it through its restrict pointer, so
     * that a view made from it in the body is based on that pointer. */
    for (int j = 0; j < pb.n; j++)
      if (pb.vals[j] == v)
        cg_line(cg, "%s.aligned = %s;", n,
                (const char *)hashmap_get(&cg->restrict_bases, (uint64_t)(uintptr_t)v));
    cg_line(cg, "(void)%s;", n);
  }
  const char *iv = cg_name_value(cg, body->args[0]);
  if (simd) {
    cg_raw(cg, "#ifdef _OPENMP");
    cg_raw(cg, "#pragma omp simd");
    cg_raw(cg, "#endif");
  }
  if (deal) /* iv + stride may pass INTPTR_MAX where iv + step would not */
    cg_line(cg, "for (intptr_t %s = %s; %s < %s; %s = (uintptr_t)%s - (uintptr_t)%s > (uintptr_t)%s ? %s + %s : %s) {",
            iv, lo, iv, hi, iv, hi, iv, stride, iv, stride, hi);
  else
    cg_line(cg, "for (intptr_t %s = %s; %s < %s; %s += %s) {", iv, lo, iv, hi, iv, cg_val(cg, step));
  cg->indent++;
  cg->omp_depth++; /* the parallel loops inside are plain */
  emit_body(cg, op);
  cg->omp_depth--;
  cg->indent--;
  cg_line(cg, "}");
  cg->indent--;
  cg_line(cg, "}");
  cg_line(cg, "%s", "");
  cg->out = saved_out;
  cg->indent = saved_indent;
  cg->last_line = 0;
  (void)saved_line;
  cg_loc(cg, op);

  /* The region: each thread its share, as OpenMP's static schedule gives
   * it (one contiguous chunk, the first trip % nthreads threads one
   * iteration more), or every nthreads-th iteration from its own, or its
   * share of the pairs of iterations from both ends. */
  const char *lbv = cg_val(cg, lb), *ubv = cg_val(cg, ub), *stepv = cg_val(cg, step);
  /* In a team loop (cg_emit_team_loop) the team is there: this thread's
   * share, then a barrier before what follows reads the shares' results. */
  bool in_team = cg->team_nt != NULL;
  if (!in_team) {
    cg_raw(cg, "#ifdef _OPENMP");
    cg_line(cg, "if (omp_get_max_threads() > 1) {");
    cg->indent++;
  }
  const char *trip = cg_fresh(cg, "trip");
  cg_line(cg, "uintptr_t %s = %s < %s ? ((uintptr_t)%s - (uintptr_t)%s - 1) / (uintptr_t)%s + 1 : 0;",
          trip, lbv, ubv, ubv, lbv, stepv);
  const char *nt = cg->team_nt, *t = cg->team_tid;
  if (!in_team) {
    cg_raw(cg, "#pragma omp parallel%s", fp);
    cg_line(cg, "{");
    cg->indent++;
    nt = cg_fresh(cg, "nthreads");
    t = cg_fresh(cg, "tid");
    cg_line(cg, "uintptr_t %s = (uintptr_t)omp_get_num_threads(), %s = (uintptr_t)omp_get_thread_num();",
            nt, t);
  }
  if (deal) {
    cg_line(cg, "if (%s < %s)", t, trip);
    cg_line(cg, "  %s((intptr_t)((uintptr_t)%s + %s * (uintptr_t)%s), %s, (intptr_t)(%s * (uintptr_t)%s)%s);",
            name, lbv, t, stepv, ubv, nt, stepv, arg_list);
  } else if (pair) {
    /* Pair f < half: iterations f and trip - 1 - f; with an odd trip the
     * pair f = half is the middle iteration alone. The thread's pairs
     * [b, e) (split as the static schedule splits): the iterations [b, e)
     * from the front, [trip - min(e, half), trip - b) from the back. */
    const char *h = cg_fresh(cg, "half"), *f = cg_fresh(cg, "pairs"), *q = cg_fresh(cg, "q"),
               *r = cg_fresh(cg, "r"), *b = cg_fresh(cg, "b"), *e = cg_fresh(cg, "e"),
               *eh = cg_fresh(cg, "eh");
    cg_line(cg, "uintptr_t %s = %s / 2, %s = %s - %s;", h, trip, f, trip, h);
    cg_line(cg, "uintptr_t %s = %s / %s, %s = %s %% %s;", q, f, nt, r, f, nt);
    cg_line(cg, "uintptr_t %s = %s * %s + (%s < %s ? %s : %s);", b, t, q, t, r, t, r);
    cg_line(cg, "uintptr_t %s = %s + %s + (%s < %s), %s = %s < %s ? %s : %s;", e, b, q, t, r, eh, e, h, e,
            h);
    cg_line(cg, "if (%s < %s)", b, e);
    cg_line(cg, "  %s((intptr_t)((uintptr_t)%s + %s * (uintptr_t)%s), %s == %s ? %s : "
                "(intptr_t)((uintptr_t)%s + %s * (uintptr_t)%s)%s);",
            name, lbv, b, stepv, e, trip, ubv, lbv, e, stepv, arg_list);
    cg_line(cg, "if (%s < %s)", b, eh);
    cg_line(cg, "  %s((intptr_t)((uintptr_t)%s + (%s - %s) * (uintptr_t)%s), %s == 0 ? %s : "
                "(intptr_t)((uintptr_t)%s + (%s - %s) * (uintptr_t)%s)%s);",
            name, lbv, trip, eh, stepv, b, ubv, lbv, trip, b, stepv, arg_list);
  } else {
    const char *q = cg_fresh(cg, "q"), *r = cg_fresh(cg, "r"), *b = cg_fresh(cg, "b"),
               *e = cg_fresh(cg, "e");
    cg_line(cg, "uintptr_t %s = %s / %s, %s = %s %% %s;", q, trip, nt, r, trip, nt);
    cg_line(cg, "uintptr_t %s = %s * %s + (%s < %s ? %s : %s);", b, t, q, t, r, t, r);
    cg_line(cg, "uintptr_t %s = %s + %s + (%s < %s);", e, b, q, t, r);
    cg_line(cg, "if (%s < %s)", b, e);
    cg_line(cg, "  %s((intptr_t)((uintptr_t)%s + %s * (uintptr_t)%s), %s == %s ? %s : "
                "(intptr_t)((uintptr_t)%s + %s * (uintptr_t)%s)%s);",
            name, lbv, b, stepv, e, trip, ubv, lbv, e, stepv, arg_list);
  }
  if (in_team) {
    private_bases_end(cg, &pb);
    cg->indent--;
    cg_line(cg, "}");
    cg_raw(cg, "#ifdef _OPENMP");
    cg_raw(cg, "#pragma omp barrier");
    cg_raw(cg, "#endif");
    return;
  }
  cg->indent--;
  cg_line(cg, "}");
  cg->indent--;
  cg_line(cg, "} else");
  cg_raw(cg, "#endif");
  cg_line(cg, "  %s(%s, %s%s%s%s);", name, lbv, ubv, deal ? ", " : "", deal ? stepv : "", arg_list);
  private_bases_end(cg, &pb);
  cg->indent--;
  cg_line(cg, "}");
}

/* Whether the parallel loop is one emit_outlined_team emits (no results,
 * no memref.alloca, one induction variable). */
static bool outlined_team_loop(IrOp *op) {
  return ir_op_is(op, OP_PARALLEL) && op->nresults == 0 && !holds_alloca(op) && num_ivs(op) == 1;
}

/* A team loop: a sequential loop.for without results whose body holds
 * parallel loops that emit_outlined_team emits and otherwise only ops
 * without regions or effects (index arithmetic: time-skew-tile's waves,
 * the tiles of a wave in a loop.parallel). Each parallel loop would be a
 * region of its own, a fork and a join per iteration (jacobi-2d: 56 waves
 * of about 40 us on two threads); a team around the loop forks once, every
 * thread runs the loop and the arithmetic (the same values in every
 * thread), takes its share of each parallel loop, and waits at a barrier
 * after it (about half the cost of a fork and join; on a loaded 2-core
 * machine 2.3-2.7 us against 4.9-5.2 us, measured with libomp). A thread's
 * values are its own (declared inside the region); the function's are
 * shared and only read. On one thread the team is one thread, entered
 * once, and its barriers return at once; the shares are then the whole
 * loops. */
bool cg_emit_team_loop(Cg *cg, IrOp *op) {
  if (cg->omp_depth > 0 || cg->team_nt || op->nresults > 0)
    return false;
  int nparallel = 0;
  for (IrOp *x = ir_op_region(op, 0)->first->first; x; x = x->next) {
    if (outlined_team_loop(x))
      nparallel++;
    else if (x->nregions || (ir_op_effects(x) != 0 && x != ir_block_terminator(x->parent)))
      return false;
  }
  if (nparallel == 0)
    return false;
  cg_line(cg, "{");
  cg->indent++;
  cg_raw(cg, "#ifdef _OPENMP");
  cg_raw(cg, "#pragma omp parallel");
  cg_raw(cg, "#endif");
  cg_line(cg, "{");
  cg->indent++;
  const char *nt = cg_fresh(cg, "nthreads"), *t = cg_fresh(cg, "tid");
  cg_line(cg, "uintptr_t %s = 1, %s = 0;", nt, t);
  cg_raw(cg, "#ifdef _OPENMP");
  cg_line(cg, "%s = (uintptr_t)omp_get_num_threads();", nt);
  cg_line(cg, "%s = (uintptr_t)omp_get_thread_num();", t);
  cg_raw(cg, "#endif");
  cg->team_nt = nt;
  cg->team_tid = t;
  cg_emit_for_loop(cg, op);
  cg->team_nt = NULL;
  cg->team_tid = NULL;
  cg->indent--;
  cg_line(cg, "}");
  cg->indent--;
  cg_line(cg, "}");
  return true;
}

void cg_emit_parallel(Cg *cg, IrOp *op) {
  IrBlock *body = ir_op_region(op, 0)->first;
  int k = op->nresults;
  int ninit = ir_parallel_inits_count(op);
  Red *rs = arena_alloc(&cg->ctx->arena, sizeof *rs * (size_t)(k + 1));
  CgReduce *cr = arena_alloc(&cg->ctx->arena, sizeof *cr * (size_t)(k + 1));
  int i = 0;
  bool all_clause = true;
  for (IrOp *o = body->first; o && i < k; o = o->next) {
    if (!ir_op_is(o, OP_REDUCE))
      continue;
    rs[i].op = o;
    rs[i].result = &op->results[i];
    rs[i].init = ninit == k ? ir_parallel_inits(op, i) : NULL;
    classify(cg, &rs[i]);
    all_clause = all_clause && rs[i].clause;
    i++;
  }
  if (i != k)
    ir_unreachable("loop.parallel results do not match its loop.reduce ops");
  if (cg->omp_depth > 0)
    emit_sequential(cg, op, rs, cr, k);
  else if (outlined_team_loop(op))
    emit_outlined_team(cg, op, rs, cr);
  else if (k == 0 && !holds_alloca(op))
    emit_team_or_plain(cg, op, rs, cr);
  else if (all_clause)
    emit_clauses(cg, op, rs, cr, k, false);
  else
    emit_partials(cg, op, rs, cr, k);
}

void cg_emit_reduce(Cg *cg, IrOp *op) {
  CgReduce *r = NULL;
  for (int i = 0; i < cg->nreds && !r; i++)
    if (cg->reds[i].op == op)
      r = &cg->reds[i];
  if (!r)
    ir_unreachable("loop.reduce outside the loop.parallel being emitted");
  const char *v = cg_val(cg, ir_op_operand(op, 0));
  if (r->clause) {
    const char *c = r->clause;
    const char *cv = P(cg, "(%s)%s", r->acc_type, v);
    if (!strcmp(c, "max") || !strcmp(c, "min")) {
      cv = P(cg, "(%s)%s", r->acc_type, cg_cmp_operand(cg, ir_op_operand(op, 0)));
      cg_line(cg, "if (%s %s %s)", cv, c[1] == 'a' ? ">" : "<", r->acc);
      cg_line(cg, "  %s = %s;", r->acc, cv);
    } else {
      cg_line(cg, "%s = %s %s %s;", r->acc, r->acc, c, cv);
    }
    return;
  }
  if (r->has) {
    cg_line(cg, "if (!%s) {", r->has);
    cg_line(cg, "  %s = %s;", r->acc, v);
    cg_line(cg, "  %s = true;", r->has);
    cg_line(cg, "} else {");
  } else {
    cg_line(cg, "{");
  }
  emit_combine_body(cg, op, r->acc, v);
  cg_line(cg, "}");
}

/* Values a reduce body uses from the parallel body (outside the reduce)
 * are out of scope where the partials are combined. */
typedef struct BodyUse {
  IrOp *red, *par;
  bool found;
} BodyUse;

static bool find_body_use(IrOp *o, void *data) {
  BodyUse *bu = data;
  for (int i = 0; o != bu->red && i < o->nopnds && !bu->found; i++) {
    IrValue *v = ir_op_operand(o, i);
    if (v->def_op && ir_op_is(v->def_op, OP_CONSTANT) && v->type->kind != TY_MEMREF)
      continue; /* folded into a literal */
    IrBlock *vb = v->def_op ? v->def_op->parent : v->owner_block;
    for (IrOp *p = vb ? ir_block_parent_op(vb) : NULL; p; p = ir_op_parent_op(p)) {
      if (p == bu->red)
        break;
      if (p == bu->par) {
        bu->found = true;
        break;
      }
    }
  }
  return !bu->found;
}

static bool uses_body_values(IrOp *red, IrOp *par) {
  BodyUse bu = {red, par, false};
  ir_walk(red, find_body_use, &bu);
  return bu.found;
}

bool cg_check_parallel(Cg *cg, IrOp *op) {
  IrBlock *body = ir_op_region(op, 0)->first;
  int ninit = ir_parallel_inits_count(op);
  bool ok = true;
  if (ninit != 0 && ninit != op->nresults) {
    diag_op_error(cg->diag, op, "with %d inits for %d results is not supported by the C backend",
                  ninit, op->nresults);
    return false;
  }
  for (IrOp *o = body ? body->first : NULL; o; o = o->next) {
    if (!ir_op_is(o, OP_REDUCE))
      continue;
    IrType *t = ir_op_operand(o, 0)->type;
    if (t->kind == TY_MEMREF) {
      diag_op_error(cg->diag, o, "of a memref is not supported by the C backend");
      ok = false;
    } else if (!ir_reduce_combiner(o) && uses_body_values(o, op)) {
      diag_op_error(
          cg->diag, o,
          "whose body uses values of the parallel loop body is not supported by the C backend");
      ok = false;
    }
  }
  return ok;
}
