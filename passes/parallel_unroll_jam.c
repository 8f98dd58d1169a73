/* parallel_unroll_jam.c: unroll-and-jam of a parallel loop by the vector
 * width around the one sequential loop in its body, when that loop carries
 * a value (a chain the C compiler cannot vectorize along it: an iter_arg,
 * or a cell of memory it loads and stores in every iteration) and its loads
 * and stores walk memory contiguously along the parallel loop's induction
 * variable. PolyBench's symm and deriche's column sweeps (iter_args), trmm,
 * mvt's and gemver's transposed products, covariance, correlation and
 * doitgen (a cell: B[i][j], x2[i], sum[p]):
 *
 *   loop.parallel (%j) { A(%j)
 *     %r = loop.for %k iter_args(%t = init(%j)) { ... X[%k, %j] ...; yield f(%t) }
 *     C(%j, %r) }
 *
 * becomes, over the first (n / W) * W iterations (a sequential loop.for
 * does the rest),
 *
 *   loop.parallel (%q) { %j0 = lb + %q * W, %jc = %j0 + c for c < W
 *     A(%j0) .. A(%j0 + W - 1), op by op
 *     %r:W = loop.for %k iter_args(%t0 = init(%j0), ...) {
 *       each op of the body for each column, op by op; yield f(%t0), ... }
 *     C(%j0, %r#0) .. C(%j0 + W - 1, %r#W-1), op by op }
 *
 * so that the W copies of each op of the k loop touch W consecutive
 * elements (X[%k, %j0 .. %j0 + W)) and the C compiler's SLP vectorizer
 * makes one vector op of them: the k loop's chains then run in vector
 * lanes, one column each, where each column's chain ran alone (the k loop
 * of symm reads C[k][j] a row apart each iteration; deriche's column
 * sweeps likewise), and each cache line read serves W columns at once.
 *
 * Legality: the iterations of a loop.parallel are independent (its
 * contract; parallelize proved it), so running W of them together,
 * statement by statement, is allowed; each column's ops keep their own
 * order, so results are bit for bit the same (no reassociation). The k
 * loop's bounds are defined outside the parallel loop, so every column
 * runs the same k iterations.
 *
 * Which loops: a 1-D loop.parallel with step 1 and no reductions whose body
 * holds exactly one op with regions, a loop.for whose body has no regions
 * and that has an iter_arg or a store whose subscripts it does not change;
 * among the loads and stores of the k loop at
 * least one has the parallel induction variable (plus a value that does
 * not depend on it) as its last subscript, and none has it in another
 * subscript or in the last one otherwise (rows apart: A[%j][%k], as in the
 * row sweeps, gesummv or mvt, would make W strided streams the vectorizer
 * cannot join). W = vector-bits / the widest bits of the iter_args and of
 * the elements walked along (at least 2, 128-bit vectors when vector-bits
 * is 0).
 *
 * Contract: takes and leaves verified IR; linear in the size of the
 * parallel loops' bodies times W. */
#include "dependence.h"

#include <stddef.h>
#include <stdlib.h>

typedef struct UnrollJamOptions {
  int64_t vector_bits;
} UnrollJamOptions;

enum { MAX_LANES = 16 };

static bool depends(HashMap *dep, IrValue *v) { return hashmap_get(dep, (uint64_t)(uintptr_t)v) != NULL; }

/* Marks the results of op that depend on a marked value. */
static void mark(HashMap *dep, IrOp *op) {
  for (int i = 0; i < op->nopnds; i++)
    if (depends(dep, ir_op_operand(op, i))) {
      for (int r = 0; r < op->nresults; r++)
        dep_map_put(dep, &op->results[r], &op->results[r]);
      return;
    }
}

/* Whether the k loop's subscript v walks memory along the parallel loop:
 * piv itself, or piv plus a value that does not depend on it. */
static bool contiguous(HashMap *dep, IrValue *v, IrValue *piv) {
  if (v == piv)
    return true;
  IrOp *d = v->def_op;
  if (!d || !ir_op_is(d, OP_ADDI))
    return false;
  IrValue *a = ir_op_operand(d, 0), *c = ir_op_operand(d, 1);
  return (a == piv && !depends(dep, c)) || (c == piv && !depends(dep, a));
}

/* The one loop.for of par's body, if par and it have the shape above. */
static IrOp *find_kloop(IrOp *par) {
  if (ir_parallel_num_ivs(par) != 1 || par->nresults != 0)
    return NULL;
  int64_t step;
  if (!ir_value_const_int(ir_parallel_steps(par, 0), &step) || step != 1)
    return NULL;
  IrOp *k = NULL;
  for (IrOp *op = dep_loop_body(par)->first; op; op = op->next) {
    if (!op->nregions)
      continue;
    if (k || !ir_op_is(op, OP_FOR))
      return NULL;
    k = op;
  }
  if (!k || ir_op_get_attr(k, "unsignedCmp"))
    return NULL;
  for (int i = 0; i < 3; i++)
    if (dep_value_inside(ir_op_operand(k, i), par))
      return NULL;
  for (IrOp *op = dep_loop_body(k)->first; op; op = op->next)
    if (op->nregions)
      return NULL;
  return k;
}

/* Whether the k loop carries a value (an iter_arg, or a store to a cell
 * whose subscripts k does not change: trmm's B[i][j]) and its accesses walk
 * memory along par's induction variable (see the file comment); *bits: the
 * widest type of the values carried and of the elements walked along. */
static bool walks_rows(IrOp *par, IrOp *k, unsigned *bits) {
  IrValue *piv = dep_loop_body(par)->args[0];
  IrBlock *kb = dep_loop_body(k);
  HashMap dep, kdep;
  hashmap_init(&dep);
  hashmap_init(&kdep);
  dep_map_put(&dep, piv, piv);
  for (IrOp *op = dep_loop_body(par)->first; op != k; op = op->next)
    mark(&dep, op);
  /* the iter_args differ per column; subscripts taken from them are not read */
  for (int i = 1; i < kb->nargs; i++)
    dep_map_put(&dep, kb->args[i], kb->args[i]);
  dep_map_put(&kdep, kb->args[0], kb->args[0]);
  bool ok = true, carries = kb->nargs > 1;
  int along = 0;
  *bits = 0;
  for (int i = 1; i < kb->nargs; i++)
    if ((ir_type_is_float(kb->args[i]->type) || kb->args[i]->type->kind == TY_INT) &&
        kb->args[i]->type->width > *bits)
      *bits = kb->args[i]->type->width;
  for (IrOp *op = kb->first; op && ok; op = op->next) {
    bool ld = ir_op_is(op, OP_LOAD), st = ir_op_is(op, OP_STORE);
    if (ld || st) {
      int n = ld ? ir_load_indices_count(op) : ir_store_indices_count(op);
      bool on_k = false;
      for (int i = 0; i < n; i++) {
        IrValue *x = ld ? ir_load_indices(op, i) : ir_store_indices(op, i);
        on_k |= depends(&kdep, x);
        if (i == n - 1 && contiguous(&dep, x, piv)) {
          along++;
          const IrType *e = (ld ? ir_load_memref(op) : ir_store_memref(op))->type->elem;
          if ((ir_type_is_float(e) || e->kind == TY_INT) && e->width > *bits)
            *bits = e->width;
        } else if (depends(&dep, x)) {
          ok = false;
        }
      }
      carries |= st && !on_k;
    }
    mark(&dep, op);
    mark(&kdep, op);
  }
  hashmap_free(&dep);
  hashmap_free(&kdep);
  return ok && carries && along > 0 && *bits > 0;
}

/* W: lanes of `bits` in a vector register. */
static int lanes(const UnrollJamOptions *o, unsigned bits) {
  int64_t vb = o->vector_bits > 0 ? o->vector_bits : 128;
  int64_t w = vb / bits;
  return w < 2 ? 2 : w > MAX_LANES ? MAX_LANES : (int)w;
}

static void jam(IrContext *ctx, IrOp *par, IrOp *k, int w) {
  IrBuilder b = {ctx, par->parent, par, par->loc};
  IrValue *lb = ir_parallel_lbs(par, 0), *ub = ir_parallel_ubs(par, 0);
  IrValue *zero = ir_build_const_index(&b, 0), *one = ir_build_const_index(&b, 1);
  IrValue *cw = ir_build_const_index(&b, w);
  IrValue *len = ir_build_binary(&b, OP_MAXSI, ir_build_binary(&b, OP_SUBI, ub, lb), zero);
  IrValue *count = ir_build_binary(&b, OP_DIVSI, len, cw);
  IrValue *main_end = ir_build_binary(&b, OP_ADDI, lb, ir_build_binary(&b, OP_MULI, count, cw));
  IrInsertPoint after = ir_builder_save(&b);

  IrValue *pops[3] = {zero, count, one};
  IrOp *np = ir_build(&b, OP_PARALLEL, 3, pops, 0, NULL, 1);
  IrBlock *nb = ir_block_create(ctx);
  ir_region_append_block(ir_op_region(np, 0), nb);
  IrValue *q = ir_block_add_arg(ctx, nb, ctx->index_ty, par->loc);
  ir_builder_set_end(&b, nb);
  ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  IrValue *piv = dep_loop_body(par)->args[0];
  IrValue *j0 = ir_build_binary(&b, OP_ADDI, lb, ir_build_binary(&b, OP_MULI, q, cw));
  HashMap m[MAX_LANES];
  for (int c = 0; c < w; c++) {
    hashmap_init(&m[c]);
    dep_map_put(&m[c], piv, c ? ir_build_binary(&b, OP_ADDI, j0, ir_build_const_index(&b, c)) : j0);
  }
  IrOp *pterm = ir_block_terminator(dep_loop_body(par));
  for (IrOp *op = dep_loop_body(par)->first; op != k; op = op->next)
    for (int c = 0; c < w; c++)
      dep_clone_at(&b, op, &m[c]);
  /* the k loop: each column's iter_args side by side, column-major */
  dep_jam_for(&b, k, ir_for_lb(k), ir_for_ub(k), m, w);
  for (IrOp *op = k->next; op != pterm; op = op->next)
    for (int c = 0; c < w; c++)
      dep_clone_at(&b, op, &m[c]);
  for (int c = 0; c < w; c++)
    hashmap_free(&m[c]);

  /* the remaining fewer than W iterations, in a sequential loop */
  ir_builder_restore(&b, after);
  IrOp *rest = ir_build_for(&b, main_end, ub, one, 0, NULL);
  IrBlock *rb = dep_loop_body(rest);
  ir_builder_set_end(&b, rb);
  ir_builder_set_before(&b, ir_build_yield(&b, 0, NULL));
  HashMap rm;
  hashmap_init(&rm);
  dep_map_put(&rm, piv, rb->args[0]);
  for (IrOp *op = dep_loop_body(par)->first; op != pterm; op = op->next)
    dep_clone_at(&b, op, &rm);
  hashmap_free(&rm);
  ir_op_erase(par);
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  (void)diag;
  size_t np;
  IrOp **pars = dep_outer_parallels(module, &np);
  for (size_t i = 0; i < np; i++) {
    IrOp *k = find_kloop(pars[i]);
    unsigned bits;
    int w = k && walks_rows(pars[i], k, &bits) ? lanes(options, bits) : 0;
    if (w)
      jam(ctx, pars[i], k, w);
  }
  free(pars);
  return true;
}

static const IrPassOption options[] = {
    {"vector-bits", IR_PASS_OPT_INT, offsetof(UnrollJamOptions, vector_bits), "0", NULL,
     "the target's vector register width in bits: the loop runs vector-bits / (the widest "
     "carried value's bits) iterations together (0: unknown, as 128)"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass parallel_unroll_jam_pass = {
    "parallel-unroll-jam",
    "unroll-and-jam a parallel loop by the vector width around the sequential loop in its "
    "body that carries a value, when that loop's accesses walk memory along the parallel one",
    run, options, sizeof(UnrollJamOptions)};
