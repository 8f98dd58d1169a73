/* onnx_lower.c: the lower-onnx pass driver (func signature, value map,
 * block walking) and the memref/loop-nest helpers the op lowerings share. */
#include <stdarg.h>
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "onnx_lower.h"
#include "passes.h"
#include "../dialects/onnx/onnx_dtype.h"
#include "../dialects/onnx/onnx_types.h"

bool lw_error(Lower *L, IrOp *op, const char *fmt, ...) {
  if (L->failed)
    return false;
  L->failed = true;
  va_list ap;
  va_start(ap, fmt);
  char *msg = xvasprintf(fmt, ap);
  va_end(ap);
  int len;
  const char *name = onnx_node_name(op, &len);
  if (name)
    diag_op_error(L->diag, op, "(node '%.*s'): %s", len, name, msg);
  else
    diag_op_error(L->diag, op, "%s", msg);
  free(msg);
  return false;
}

IrValue *lw_get(Lower *L, IrValue *old) {
  return hashmap_get(&L->map, (uint64_t)(uintptr_t)old);
}

void lw_set(Lower *L, IrValue *old, IrValue *nw) {
  hashmap_put(&L->map, (uint64_t)(uintptr_t)old, nw);
  if (nw && !nw->name && old->name)
    nw->name = old->name;
}

IrType *lw_memref_of(Lower *L, IrType *t) {
  if (t->kind == TY_MEMREF)
    return t;
  return ir_type_memref(L->ctx, ir_type_signless(L->ctx, t->elem), t->rank, t->dims);
}

bool lw_unsigned(Lower *L, const IrType *t) {
  IrType *e = t->kind == TY_MEMREF ? t->elem : onnx_type_dtype(L->ctx, t);
  return e && ir_type_is_unsigned(e);
}

bool lw_operand_unsigned(Lower *L, IrOp *op, int i) {
  return i < op->nopnds && lw_unsigned(L, ir_op_operand(op, i)->type);
}

IrValue *lw_cidx(Lower *L, int64_t v) { return ir_build_const_index(&L->b, v); }

IrValue *lw_dim(Lower *L, IrValue *mem, int i) {
  int64_t d = mem->type->dims[i];
  if (d != TY_DYN)
    return lw_cidx(L, d);
  return ir_build_dim(&L->b, mem, i);
}

IrValue **lw_vals(Lower *L, int n) {
  return arena_alloc(&L->ctx->arena, sizeof(IrValue *) * (size_t)(n + 1));
}

void lw_enter(Lower *L, IrOp *op) {
  if (L->loop_depth++ == 0)
    L->hoist_before = op;
}

void lw_exit(Lower *L) {
  if (--L->loop_depth == 0)
    L->hoist_before = NULL;
}

IrValue *lw_replace_if(Lower *L, IrValue *cond, IrValue *buf, LwBuildFn build, IrValue **args) {
  IrType *t = buf->type;
  IrOp *ifop = ir_build_if(&L->b, cond, 1, &t, true);
  IrInsertPoint ip = ir_builder_save(&L->b);
  lw_enter(L, ifop);
  ir_builder_set_end(&L->b, ir_op_region(ifop, 0)->first);
  IrValue *nb = build(L, buf, args);
  ir_build(&L->b, OP_DEALLOC, 1, &buf, 0, NULL, 0);
  ir_build_yield(&L->b, 1, &nb);
  ir_builder_set_end(&L->b, ir_op_region(ifop, 1)->first);
  ir_build_yield(&L->b, 1, &buf);
  lw_exit(L);
  ir_builder_restore(&L->b, ip);
  hashmap_put(&L->replaced, (uint64_t)(uintptr_t)&ifop->results[0], buf);
  return &ifop->results[0];
}

IrValue *lw_alloc(Lower *L, IrType *t, IrValue *const *dims) {
  int nd = ir_type_num_dynamic(t);
  IrValue **dyn = lw_vals(L, nd);
  for (int i = 0, k = 0; i < t->rank; i++)
    if (t->dims[i] == TY_DYN)
      dyn[k++] = dims[i];
  return ir_build_alloc(&L->b, t, nd, dyn);
}

static int64_t const_index(IrValue *v) {
  IrOp *d = v->def_op;
  if (!d || !ir_op_is(d, OP_CONSTANT))
    return -1;
  IrAttr *a = ir_op_get_attr(d, "value");
  return a && a->kind == ATTR_INT ? a->u.i : -1;
}

/* Nests at function level run in parallel; inside lowered Loop/Scan/If
 * bodies only those with enough work to pay for an OpenMP fork/join every
 * iteration (known trip counts times work per iteration >= 32768). */
#define PARALLEL_MIN_WORK 32768

/* The first npar dims (0 <= npar <= n) form one loop.parallel, the others
 * nested loop.for. */
static void nest_begin(Lower *L, Nest *ns, int n, IrValue *const *ubs, int npar) {
  ns->n = n;
  ns->ivs = lw_vals(L, n);
  ns->saved = ir_builder_save(&L->b);
  if (n == 0)
    return;
  IrValue *c0 = lw_cidx(L, 0), *c1 = lw_cidx(L, 1);
  int first = 0;
  if (npar > 0) {
    int n_all = n;
    n = npar;
    IrValue **ops = lw_vals(L, 3 * n);
    for (int k = 0; k < n; k++) {
      ops[k] = c0;
      ops[n + k] = ubs[k];
      ops[2 * n + k] = c1;
    }
    IrOp *par = ir_build(&L->b, OP_PARALLEL, 3 * n, ops, 0, NULL, 1);
    IrBlock *body = ir_block_create(L->ctx);
    for (int k = 0; k < n; k++)
      ns->ivs[k] = ir_block_add_arg(L->ctx, body, L->ctx->index_ty, L->b.loc);
    ir_region_append_block(ir_op_region(par, 0), body);
    ir_builder_set_end(&L->b, body);
    IrOp *y = ir_build_yield(&L->b, 0, NULL);
    ir_builder_set_before(&L->b, y);
    n = n_all;
    first = npar;
    if (first == n)
      return;
    c0 = lw_cidx(L, 0);
    c1 = lw_cidx(L, 1);
  }
  for (int k = first; k < n; k++) {
    IrOp *f = ir_build_for(&L->b, c0, ubs[k], c1, 0, NULL);
    IrBlock *body = ir_op_region(f, 0)->first;
    ns->ivs[k] = body->args[0];
    ir_builder_set_end(&L->b, body);
    IrOp *y = ir_build_yield(&L->b, 0, NULL);
    ir_builder_set_before(&L->b, y);
    if (k + 1 < n) {
      c0 = lw_cidx(L, 0);
      c1 = lw_cidx(L, 1);
    }
  }
}

void lw_nest_begin_work(Lower *L, Nest *ns, int n, IrValue *const *ubs, bool parallel,
                        int64_t work) {
  int npar = parallel ? n : 0;
  if (parallel && L->loop_depth > 0) {
    for (int k = 0; k < n && work < PARALLEL_MIN_WORK; k++) {
      int64_t t = const_index(ubs[k]);
      work = t < 0 ? 0 : work * t;
    }
    /* The last dim stays a plain inner loop (OpenMP would collapse it into
     * the parallel dims, and the C compiler cannot vectorise that). */
    npar = work < PARALLEL_MIN_WORK ? 0 : n > 1 ? n - 1 : n;
  }
  nest_begin(L, ns, n, ubs, npar);
}

void lw_nest_begin(Lower *L, Nest *ns, int n, IrValue *const *ubs, bool parallel) {
  lw_nest_begin_work(L, ns, n, ubs, parallel, 1);
}

void lw_nest_end(Lower *L, Nest *ns) {
  ir_builder_restore(&L->b, ns->saved);
}

IrValue *lw_load_scalar(Lower *L, IrValue *mem) {
  int r = mem->type->rank;
  IrValue **idx = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    if (mem->type->dims[i] == TY_DYN)
      lw_assert(L, lw_cmp_idx(L, "eq", lw_dim(L, mem, i), lw_cidx(L, 1)),
                "expected a tensor of one element, but dimension %d is not 1", i);
    idx[i] = lw_cidx(L, 0);
  }
  return ir_build_load(&L->b, mem, r, idx);
}

IrValue *lw_store_scalar(Lower *L, IrValue *val) {
  IrValue *m = ir_build_alloc(&L->b, ir_type_memref(L->ctx, val->type, 0, NULL), 0, NULL);
  ir_build_store(&L->b, val, m, 0, NULL);
  return m;
}

IrValue **lw_all_dims(Lower *L, IrValue *mem) {
  int r = mem->type->rank;
  IrValue **d = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    d[i] = lw_dim(L, mem, i);
  return d;
}

void lw_copy(Lower *L, IrValue *src, IrValue *dst) {
  int r = src->type->rank;
  IrValue **d = lw_all_dims(L, src);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, true);
  IrValue *v = ir_build_load(&L->b, src, r, ns.ivs);
  ir_build_store(&L->b, v, dst, r, ns.ivs);
  lw_nest_end(L, &ns);
}

IrValue *lw_coerce(Lower *L, IrValue *v, IrType *t) {
  t = lw_memref_of(L, t);
  if (v->type == t)
    return v;
  if (v->type->rank != t->rank || v->type->elem != t->elem)
    ir_unreachable("lw_coerce: rank or element type mismatch");
  IrValue **d = lw_all_dims(L, v);
  IrValue *n = lw_alloc(L, t, d);
  lw_copy(L, v, n);
  return n;
}

IrValue *lw_extract(Lower *L, IrValue *mem, int axis, IrValue *idx) {
  IrType *t = mem->type;
  int r = t->rank;
  int64_t *dims = arena_alloc(&L->ctx->arena, sizeof(int64_t) * (size_t)r);
  IrValue **ds = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++)
    if (i != axis) {
      dims[j] = t->dims[i];
      ds[j++] = lw_dim(L, mem, i);
    }
  IrType *ot = ir_type_memref(L->ctx, t->elem, r - 1, dims);
  IrValue *out = lw_alloc(L, ot, ds);
  Nest ns;
  lw_nest_begin(L, &ns, r - 1, ds, true);
  IrValue **in = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++)
    in[i] = i == axis ? idx : ns.ivs[j++];
  IrValue *v = ir_build_load(&L->b, mem, r, in);
  ir_build_store(&L->b, v, out, r - 1, ns.ivs);
  lw_nest_end(L, &ns);
  return out;
}

void lw_insert(Lower *L, IrValue *dst, int axis, IrValue *idx, IrValue *src) {
  int r = src->type->rank;
  IrValue **ds = lw_all_dims(L, src);
  /* A row larger than the buffer's (a model whose scan output changes
   * shape, which ONNX forbids) is cut rather than written out of bounds. */
  for (int i = 0, j = 0; i <= r; i++) {
    if (i == axis)
      continue;
    if (src->type->dims[j] == TY_DYN || dst->type->dims[i] == TY_DYN) {
      IrValue *dd = lw_dim(L, dst, i);
      IrValue *lt = lw_cmp_idx(L, "slt", dd, ds[j]);
      ds[j] = lw_select_idx(L, lt, dd, ds[j]);
    }
    j++;
  }
  Nest ns;
  lw_nest_begin(L, &ns, r, ds, true);
  IrValue **out = lw_vals(L, r + 1);
  for (int i = 0, j = 0; i <= r; i++)
    out[i] = i == axis ? idx : ns.ivs[j++];
  IrValue *v = ir_build_load(&L->b, src, r, ns.ivs);
  ir_build_store(&L->b, v, dst, r + 1, out);
  lw_nest_end(L, &ns);
}

IrValue *lw_select_idx(Lower *L, IrValue *c, IrValue *a, IrValue *b) {
  return ir_build_select(&L->b, c, a, b);
}

IrValue *lw_cmp_idx(Lower *L, const char *pred, IrValue *a, IrValue *b) {
  return ir_build_cmp(&L->b, OP_CMPI, pred, a, b);
}

void lw_assert(Lower *L, IrValue *cond, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *what = xvasprintf(fmt, ap);
  va_end(ap);
  IrOp *op = L->cur;
  int len;
  const char *name = op ? onnx_node_name(op, &len) : NULL;
  char *msg = name ? xasprintf("'%s' (node '%.*s'): %s", op->name, len, name, what)
              : op ? xasprintf("'%s': %s", op->name, what)
                   : xstrdup(what);
  IrOp *a = ir_build(&L->b, OP_ASSERT, 1, &cond, 0, NULL, 0);
  if (op)
    a->loc = op->loc;
  ir_op_set_attr_ex(L->ctx, a, "msg", ir_attr_string(L->ctx, msg, strlen(msg)), true);
  free(msg);
  free(what);
}

IrAttr *lw_const_attr(IrValue *old) {
  if (!old || !old->def_op || !ir_op_is(old->def_op, OP_ONNX_CONSTANT))
    return NULL;
  IrAttr *a = ir_op_get_attr(old->def_op, "value");
  return a && a->kind == ATTR_DENSE ? a : NULL;
}

/* The lowering columns of dialects/onnx/onnx_operators.def, by op kind. */
typedef struct LwOperator {
  LwLowerFn *lower;
  LwScalarFn *scalar;
} LwOperator;

static const LwOperator lw_operators[ONNX_OP_TABLE_SIZE] = {
#define ONNX_OPERATOR(id, traits, infer, lower) [ONNX_OP_INDEX(id)] = {lower, NULL},
#define ONNX_ELEMENTWISE(id, traits, infer, lower, scalar) [ONNX_OP_INDEX(id)] = {lower, scalar},
#include "../dialects/onnx/onnx_operators.def"
};

IrValue *lw_scalar(Lower *L, IrOp *op, IrValue **x, int n, IrType *out_elem, bool uns) {
  LwScalarFn *fn = lw_operators[onnx_op_index(op)].scalar;
  return fn ? fn(L, op, x, n, out_elem, uns) : NULL;
}

/* NoValue (an absent optional input) lowers to nothing: its uses ask
 * lw_operand, which gives NULL. */
bool lw_lower_novalue(Lower *L, IrOp *op) {
  return true;
}

/* Checks what every operator of its kind needs lowered (its operands'
 * values; a tensor operator's results ranked), then calls its row's
 * lowering. */
static bool lower_op(Lower *L, IrOp *op) {
  L->cur = op;
  if (!onnx_op_is(op))
    return lw_error(L, op, "is not an ONNX op and cannot appear in an ONNX graph");
  LwLowerFn *lower = lw_operators[onnx_op_index(op)].lower;
  unsigned traits = onnx_op_traits(op);
  if (traits & OX_CONTROL)
    return lower(L, op);
  if (traits & OX_LIST) {
    for (int i = 0; i < op->nopnds; i++) {
      IrValue *v = ir_op_operand(op, i);
      if (v->type->kind != TY_NONE && !lw_get(L, v))
        return lw_error(L, op, "operand %d is not a lowered value", i);
    }
    return lower(L, op);
  }
  if (ir_op_is(op, OP_ONNX_IDENTITY) && op->nopnds == 1 &&
      lw_is_list_type(L, ir_op_operand(op, 0)->type) && lw_get(L, ir_op_operand(op, 0)))
    return lw_lower_list_identity(L, op);
  for (int i = 0; i < op->nresults; i++)
    if (op->results[i].type->kind != TY_TENSOR || op->results[i].type->rank < 0)
      return lw_error(L, op, "result %d must be a ranked tensor", i);
  for (int i = 0; i < op->nopnds; i++) {
    IrValue *v = ir_op_operand(op, i);
    if (v->type->kind != TY_NONE && !lw_get(L, v))
      return lw_error(L, op, "operand %d is not a lowered tensor", i);
  }
  if (!lower)
    return lw_error(L, op, "is not supported by the lowering");
  return lower(L, op);
}

IrValue **lw_lower_block(Lower *L, IrBlock *ob, IrValue *const *args, int *nres) {
  for (int i = 0, k = 0; i < ob->nargs; i++) {
    if (!args)
      lw_set(L, ob->args[i], NULL);
    else
      k += lw_flat_set(L, ob->args[i], args + k);
  }
  IrOp *term = NULL;
  for (IrOp *op = ob->first; op; op = op->next) {
    if (ir_op_is(op, OP_ONNX_YIELD) || ir_op_is(op, OP_ONNX_RETURN)) {
      term = op;
      break;
    }
    /* An op a producer lowered with itself (a MatMul's epilogue). */
    if (op->nresults == 1 && lw_get(L, &op->results[0]))
      continue;
    /* What an op lowers to keeps its location (a node's, for explain). */
    IrLoc outer = L->b.loc;
    L->b.loc = op->loc;
    bool ok = lower_op(L, op);
    L->b.loc = outer;
    if (!ok)
      return NULL;
  }
  if (!term) {
    lw_error(L, ir_block_parent_op(ob), "region does not end in onnx.Yield or onnx.Return");
    return NULL;
  }
  IrValue **res = lw_vals(L, 2 * term->nopnds);
  int n = 0;
  for (int i = 0; i < term->nopnds; i++) {
    if (!lw_get(L, ir_op_operand(term, i))) {
      lw_error(L, term, "operand %d is not a lowered tensor", i);
      return NULL;
    }
    n += lw_flat_get(L, ir_op_operand(term, i), res + n);
  }
  *nres = n;
  return res;
}

/* ============================ buffer lifetimes ========================== */

/* Buffers are immutable once defined and are only ever read, written or
 * measured (load, store, dim, copy) unless they flow somewhere (yield,
 * return, iter_args, a call): then they escape their block. After the
 * function is lowered, who owns each buffer is worked out from the inside
 * out (a region op after the ops nested in it), and every buffer owned by
 * a value that nothing but accessors uses is freed at the end of its block.
 * A value owns ("is fresh") when it is:
 *  - a memref.alloc;
 *  - a result of a loop.if whose branches each yield a fresh buffer of
 *    their own block that nothing else there keeps; where only one branch
 *    does, the other yields a copy of what it yields, so that the result
 *    always owns (freeing it could not be decided otherwise);
 *  - a result of a replacing loop.if (lw_replace_if: a new buffer and the
 *    old one freed, or the old one) whose old buffer is fresh and handed
 *    to it;
 *  - an iter_arg result of a loop.for or loop.while whose body yields a
 *    fresh buffer it made (the body then frees the one it received, which
 *    it may only read) or the one it received, maybe replaced; its initial
 *    value must be fresh and handed to the loop (else a private copy is
 *    made, when the body frees or replaces what it receives).
 * Everything else (arguments, constants, results of the function, and
 * values that alias them) is not freed here. Otherwise a Loop or Scan body
 * would leak every temporary on every iteration, and a function called
 * many times every buffer that passed through a region op. */

static bool accessor_use(const IrUse *u) {
  switch ((int)ir_op_kind(u->owner)) {
  case OP_LOAD: case OP_DIM: return ir_use_index(u) == 0;
  case OP_STORE: return ir_use_index(u) == 1;
  case OP_COPY: return true;
  default: return false;
  }
}

/* Every use of m reads, writes or measures it (nothing else keeps it). */
static bool only_accessed(const IrValue *m) {
  for (IrUse *u = m->uses; u; u = u->next)
    if (!accessor_use(u))
      return false;
  return true;
}

typedef struct OpList {
  IrOp **v;
  int n, cap;
} OpList;

static void oplist_push(OpList *l, IrOp *op) {
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->v = xrealloc(l->v, sizeof(IrOp *) * (size_t)l->cap);
  }
  l->v[l->n++] = op;
}

typedef struct Owners {
  Lower *L;
  HashMap fresh;  /* region op results found to own their buffer */
  OpList marked;  /* the ops of those results, once per result (for the final frees) */
} Owners;

/* Also numbers the ops in program order (pre-order) in op->aux. */
static void collect(IrBlock *b, OpList *allocs, OpList *regions, uintptr_t *seq) {
  for (IrOp *op = b->first; op; op = op->next) {
    op->aux = (void *)++*seq;
    if (ir_op_is(op, OP_ALLOC))
      oplist_push(allocs, op);
    else if (ir_op_is(op, OP_FOR) || ir_op_is(op, OP_WHILE) || ir_op_is(op, OP_IF))
      oplist_push(regions, op);
    for (int r = 0; r < op->nregions; r++)
      for (IrBlock *bb = op->regions[r]->first; bb; bb = bb->next)
        collect(bb, allocs, regions, seq);
  }
}

static uint64_t vkey(const IrValue *v) { return (uint64_t)(uintptr_t)v; }

static bool is_fresh(const Owners *o, const IrValue *v, const IrBlock *b) {
  const IrOp *d = v->def_op;
  return d && d->parent == b && v->type->kind == TY_MEMREF &&
         (ir_op_is(d, OP_ALLOC) || hashmap_get(&o->fresh, vkey(v)));
}

static void mark_fresh(Owners *o, IrValue *v) {
  hashmap_put(&o->fresh, vkey(v), v);
  oplist_push(&o->marked, v->def_op);
}

static bool nested_in(const IrOp *op, const IrOp *anc) {
  for (; op; op = ir_op_parent_op(op))
    if (op == anc)
      return true;
  return false;
}

/* v goes to `to` and nowhere else: every other use reads, writes or measures
 * it before `to` in to's block (or, when inside, is nested in `to`), and
 * `to` takes it as one operand (when not inside). */
static bool only_to(const IrValue *v, const IrOp *to, bool inside) {
  int direct = 0;
  for (IrUse *u = v->uses; u; u = u->next) {
    if (u->owner == to)
      direct++;
    else if (inside ? !nested_in(u->owner, to) && !(accessor_use(u) &&
                                                    (uintptr_t)u->owner->aux < (uintptr_t)to->aux)
                    : !accessor_use(u) || (uintptr_t)u->owner->aux >= (uintptr_t)to->aux)
      return false;
  }
  return inside ? direct == 0 : direct == 1;
}

static bool handed_to(const Owners *o, const IrValue *v, const IrOp *to, bool inside) {
  return is_fresh(o, v, to->parent) && only_to(v, to, inside);
}

static void build_dealloc(Lower *L, IrBlock *b, IrValue *m) {
  IrOp *term = ir_block_terminator(b);
  if (term)
    ir_builder_set_before(&L->b, term);
  else
    ir_builder_set_end(&L->b, b);
  ir_build(&L->b, OP_DEALLOC, 1, &m, 0, NULL, 0);
}

/* A copy of v (of v's type) built before op `before`; the new ops are
 * numbered as `before`, so that only_to keeps reading program order. */
static IrValue *copy_before(Lower *L, IrOp *before, IrValue *v) {
  IrOp *prev = before->prev;
  ir_builder_set_before(&L->b, before);
  IrValue **dims = lw_vals(L, v->type->rank);
  for (int i = 0; i < v->type->rank; i++)
    dims[i] = lw_dim(L, v, i);
  IrValue *own = lw_alloc(L, v->type, dims);
  IrValue *cp[2] = {v, own};
  ir_build(&L->b, OP_COPY, 2, cp, 0, NULL, 0);
  for (IrOp *op = prev ? prev->next : before->parent->first; op != before; op = op->next)
    op->aux = before->aux;
  return own;
}

/* Whether y, yielded by the loop body's terminator, is the body's argument
 * arg itself, or arg replaced by lw_replace_if (one or more times), with
 * arg and each replaced buffer going nowhere else. */
static bool passes_on(Lower *L, IrValue *arg, IrValue *y, IrOp *term) {
  if (!only_to(y, term, false))
    return false;
  while (y != arg) {
    IrValue *old = hashmap_get(&L->replaced, vkey(y));
    if (!old || !only_to(old, y->def_op, true))
      return false;
    y = old;
  }
  return true;
}

/* One iteration value of loop lp: its initial value is lp's operand ii, the
 * body receives it as arg, yields y (by the body's terminator) for the next
 * iteration, and res is lp's result. */
static void carry(Owners *o, IrOp *lp, int ii, IrValue *arg, IrValue *y, IrValue *res) {
  Lower *L = o->L;
  if (arg->type->kind != TY_MEMREF || y->type != arg->type)
    return;
  IrBlock *body = arg->owner_block;
  IrOp *term = ir_block_terminator(body);
  bool made = handed_to(o, y, term, false) && only_accessed(arg);
  bool passed = !made && passes_on(L, arg, y, term);
  if (!made && !passed)
    return;
  IrValue *init = ir_op_operand(lp, ii);
  if (!handed_to(o, init, lp, false)) {
    if (passed && y == arg)
      return; /* the loop passes its initial buffer on unchanged: not its own */
    /* The body frees or replaces what it receives: the first iteration's
     * buffer must be the loop's own. */
    ir_op_set_operand(lp, ii, copy_before(L, lp, init));
  }
  if (made)
    build_dealloc(L, body, arg);
  mark_fresh(o, res);
}

static void loop_for(Owners *o, IrOp *f) {
  IrBlock *body = ir_op_region(f, 0)->first;
  IrOp *y = body ? ir_block_terminator(body) : NULL;
  if (!y || !ir_op_is(y, OP_YIELD))
    return;
  for (int k = 0; k < ir_for_num_iter_args(f) && k < y->nopnds && 1 + k < body->nargs; k++)
    carry(o, f, 3 + k, body->args[1 + k], ir_op_operand(y, k), &f->results[k]);
}

/* loop.while: before's argument k reaches the after block (and the
 * results) as the condition's operand 1 + j; after yields before's next
 * argument k. */
static void loop_while(Owners *o, IrOp *w) {
  IrBlock *bb = ir_op_region(w, 0)->first, *ab = ir_op_region(w, 1)->first;
  IrOp *cond = bb ? ir_block_terminator(bb) : NULL, *y = ab ? ir_block_terminator(ab) : NULL;
  if (!cond || !y || !ir_op_is(cond, OP_CONDITION) || !ir_op_is(y, OP_YIELD))
    return;
  for (int k = 0; k < bb->nargs && k < w->nopnds && k < y->nopnds; k++) {
    IrValue *barg = bb->args[k];
    if (!only_to(barg, cond, false))
      continue;
    int j = 0;
    while (ir_op_operand(cond, 1 + j) != barg)
      j++;
    if (j < ab->nargs && j < w->nresults)
      carry(o, w, k, ab->args[j], ir_op_operand(y, k), &w->results[j]);
  }
}

static void branches(Owners *o, IrOp *ifop) {
  IrBlock *tb = ir_op_region(ifop, 0)->first;
  IrBlock *eb = ifop->nregions > 1 ? ir_op_region(ifop, 1)->first : NULL;
  IrOp *ty = tb ? ir_block_terminator(tb) : NULL, *ey = eb ? ir_block_terminator(eb) : NULL;
  if (!ty || !ey)
    return;
  for (int k = 0; k < ifop->nresults && k < ty->nopnds && k < ey->nopnds; k++) {
    IrValue *r = &ifop->results[k];
    if (r->type->kind != TY_MEMREF)
      continue;
    IrValue *old = hashmap_get(&o->L->replaced, vkey(r));
    if (old) {
      if (handed_to(o, old, ifop, true))
        mark_fresh(o, r);
      continue;
    }
    IrValue *tv = ir_op_operand(ty, k), *ev = ir_op_operand(ey, k);
    bool th = handed_to(o, tv, ty, false), eh = handed_to(o, ev, ey, false);
    if (!th && !eh)
      continue;
    if (!th)
      ir_op_set_operand(ty, k, copy_before(o->L, ty, tv));
    if (!eh)
      ir_op_set_operand(ey, k, copy_before(o->L, ey, ev));
    mark_fresh(o, r);
  }
}

/* Loop bodies, where C arrays live for one iteration (function-level
 * temporaries run once per call: they are freed rather than put on the
 * stack). */
static bool is_loop_scope(const IrBlock *b) {
  IrOp *p = ir_block_parent_op(b);
  return p && (ir_op_is(p, OP_FOR) || ir_op_is(p, OP_PARALLEL));
}

static void free_temporary(Lower *L, IrOp *al) {
  IrValue *m = &al->results[0];
  if (!only_accessed(m))
    return;
  IrType *t = m->type;
  int64_t n = ir_type_num_dynamic(t) ? -1 : ir_type_num_elements(t);
  size_t esz = t->elem->kind == TY_INDEX ? 8 : t->elem->width <= 8 ? 1 : t->elem->width / 8;
  if (n > 0 && (uint64_t)n * esz <= 4096 && is_loop_scope(al->parent)) {
    /* The C backend makes it an array in the block's scope. */
    ir_builder_set_before(&L->b, al);
    IrOp *st = ir_build(&L->b, OP_ALLOCA, 0, NULL, 1, &t, 0);
    st->results[0].name = m->name;
    ir_value_replace_all_uses(m, &st->results[0]);
    ir_op_erase(al);
    return;
  }
  if (n >= 0) {
    /* A static shape does not depend on the iteration: one buffer for
     * all iterations of the enclosing sequential loops, allocated before
     * and freed after them (malloc/free of large blocks every iteration
     * costs page faults). Nothing reads it across iterations, as nothing
     * outside its block uses it. */
    IrOp *f = ir_block_parent_op(al->parent);
    if (f && ir_op_is(f, OP_FOR)) {
      while (ir_block_parent_op(f->parent) && ir_op_is(ir_block_parent_op(f->parent), OP_FOR))
        f = ir_block_parent_op(f->parent);
      ir_op_unlink(al);
      ir_block_insert_before(f->parent, f, al);
      ir_block_insert_before(f->parent, f->next, ir_op_create(L->ctx, OP_DEALLOC, NULL, al->loc,
                                                              1, &m, 0, NULL, 0));
      return;
    }
  }
  build_dealloc(L, al->parent, m);
}

static void clear_aux(IrBlock *b) {
  for (IrOp *op = b->first; op; op = op->next) {
    op->aux = NULL;
    for (int r = 0; r < op->nregions; r++)
      for (IrBlock *bb = op->regions[r]->first; bb; bb = bb->next)
        clear_aux(bb);
  }
}

static void manage_buffers(Lower *L, IrBlock *entry) {
  OpList allocs = {0}, regions = {0};
  Owners o = {L, {0}, {0}};
  hashmap_init(&o.fresh);
  uintptr_t seq = 0;
  collect(entry, &allocs, &regions, &seq);
  /* In reverse program order: every op nested in a region op comes after
   * it, so what a body yields is decided before the op that receives it. */
  for (int i = regions.n - 1; i >= 0; i--) {
    IrOp *op = regions.v[i];
    if (ir_op_is(op, OP_IF))
      branches(&o, op);
    else if (ir_op_is(op, OP_FOR))
      loop_for(&o, op);
    else
      loop_while(&o, op);
  }
  for (int i = 0; i < o.marked.n; i++)
    for (int k = 0; k < o.marked.v[i]->nresults; k++) {
      IrValue *r = &o.marked.v[i]->results[k];
      if (hashmap_remove(&o.fresh, vkey(r)) && only_accessed(r))
        build_dealloc(L, r->def_op->parent, r);
    }
  for (int i = 0; i < allocs.n; i++)
    free_temporary(L, allocs.v[i]);
  clear_aux(entry);
  hashmap_free(&o.fresh);
  free(o.marked.v);
  free(allocs.v);
  free(regions.v);
}

static bool has_onnx(IrOp *op, void *data) {
  if (onnx_op_is(op))
    *(bool *)data = true;
  return !*(bool *)data;
}

/* The ONNX element type (ONNX_DT_*) of each flat parameter of n values
 * (block arguments args, or the operands of ret): a list's data has its
 * elements' type and its meta int64. Returns whether any is one the
 * lowered type does not tell: a half or an unsigned integer. */
static bool flat_dtypes(Lower *L, int n, IrValue *const *args, IrOp *ret, int64_t *out) {
  bool hidden = false;
  int k = 0;
  for (int i = 0; i < n; i++) {
    IrType *t = args ? args[i]->type : ir_op_operand(ret, i)->type;
    IrType *e = t->kind == TY_NONE ? NULL : onnx_type_dtype(L->ctx, t);
    out[k++] = e ? onnx_type_to_dtype(e) : 0;
    hidden |= e && (ir_type_is_unsigned(e) || (e->kind == TY_FLOAT && e->width == 16));
    if (lw_is_list_type(L, t))
      out[k++] = ONNX_DT_INT64;
  }
  return hidden;
}

static bool lower_func(Lower *L, IrOp *func) {
  IrBlock *ob = ir_func_entry(func);
  if (!ob)
    return true;
  bool any = false;
  ir_walk(func, has_onnx, &any);
  if (!any)
    return true;
  IrAttr *os = ir_op_get_attr(func, "onnx.opset");
  L->opset = os && os->kind == ATTR_INT ? os->u.i : 17;
  IrContext *ctx = L->ctx;
  IrBlock *nb = ir_block_create(ctx);
  IrValue **args = lw_vals(L, 2 * ob->nargs);
  IrType **ins = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(2 * ob->nargs + 1));
  /* What each argument and result was (OnnxValueKind), for the tools that
   * call the graph with sequences and optionals (onnx_value.c). */
  int64_t *kinds = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(ob->nargs + 1));
  int nin = 0;
  for (int i = 0; i < ob->nargs; i++) {
    IrType *t = ob->args[i]->type;
    kinds[i] = onnx_type_kind(ctx, t);
    if ((t->kind != TY_TENSOR || t->rank < 0) && !lw_is_list_type(L, t)) {
      diag_error(L->diag, func->loc, "'func.func' op argument %d of an ONNX graph must be a "
                                     "ranked tensor, a sequence or an optional, got '%s'", i,
                 ir_type_str(ctx, t));
      return false;
    }
    int w = lw_flat_types(L, t, ins + nin);
    for (int k = 0; k < w; k++, nin++) {
      args[nin] = ir_block_add_arg(ctx, nb, ins[nin], ir_value_loc(ctx, ob->args[i]));
      args[nin]->name = k && ob->args[i]->name
                            ? arena_printf(&ctx->arena, "%s_meta", ob->args[i]->name)
                            : ob->args[i]->name;
    }
  }
  ir_builder_set_end(&L->b, nb);
  int nres = 0;
  IrValue **res = lw_lower_block(L, ob, args, &nres);
  if (!res)
    return false;
  IrType **outs = arena_alloc(&ctx->arena, sizeof(IrType *) * (size_t)(nres + 1));
  for (int i = 0; i < nres; i++)
    outs[i] = res[i]->type;
  IrOp *oret = ir_block_terminator(ob);
  int64_t *okinds = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(oret->nopnds + 1));
  bool lists = false;
  for (int i = 0; i < oret->nopnds; i++)
    lists |= (okinds[i] = onnx_type_kind(ctx, ir_op_operand(oret, i)->type)) != ONNX_VK_TENSOR;
  for (int i = 0; i < ob->nargs; i++)
    lists |= kinds[i] != ONNX_VK_TENSOR;
  if (lists) {
    ir_op_set_attr(ctx, func, "onnx.input_kinds",
                   ir_attr_dense_array(ctx, ctx->i64_ty, ob->nargs, kinds));
    ir_op_set_attr(ctx, func, "onnx.output_kinds",
                   ir_attr_dense_array(ctx, ctx->i64_ty, oret->nopnds, okinds));
  }
  ir_build(&L->b, OP_RETURN, nres, res, 0, NULL, 0);
  /* Tools that call the graph need each parameter's ONNX element type
   * where the lowered one does not tell it: halves are passed as their
   * bits (memref of i16), unsigned integers in signless ones. */
  int64_t *idt = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(nin + 1));
  int64_t *odt = arena_alloc(&ctx->arena, sizeof(int64_t) * (size_t)(nres + 1));
  bool hidden = flat_dtypes(L, ob->nargs, ob->args, NULL, idt);
  hidden |= flat_dtypes(L, oret->nopnds, NULL, oret, odt);
  if (hidden) {
    ir_op_set_attr(ctx, func, "onnx.input_dtypes", ir_attr_dense_array(ctx, ctx->i64_ty, nin, idt));
    ir_op_set_attr(ctx, func, "onnx.output_dtypes",
                   ir_attr_dense_array(ctx, ctx->i64_ty, nres, odt));
  }
  if (lw_has_half(L, nb)) {
    lw_legalize_half(L, nb);
    for (int i = 0; i < nin; i++)
      ins[i] = nb->args[i]->type;
    for (int i = 0; i < nres; i++)
      outs[i] = res[i]->type;
  }
  /* Swap the old body for the new one. */
  IrRegion *r = ir_op_region(func, 0);
  while (ob->last)
    ir_op_erase(ob->last);
  r->first = r->last = NULL;
  ir_region_append_block(r, nb);
  ir_op_set_attr_ex(ctx, func, "function_type",
                    ir_attr_type(ctx, ir_type_func(ctx, nin, ins, nres, outs)), true);
  ir_op_remove_attr(func, "onnx.opset");
  manage_buffers(L, nb);
  return true;
}

static bool run(IrContext *ctx, IrOp *module, const void *options, DiagEngine *diag) {
  int64_t bits = ((const OnnxLowerOptions *)options)->vector_bits; /* 0: portable tiles */
  if (bits && !pipeline_vector_bits_ok((long)bits)) {
    diag_error(diag, ir_loc_unknown(), "pass 'lower-onnx': option 'vector-bits' expects 0 or a "
               "power of two from 64 to 4096, got %lld", (long long)bits);
    return false;
  }
  Lower L = {0};
  L.ctx = ctx;
  L.diag = diag;
  L.b.ctx = ctx;
  L.vector_bits = (int)bits;
  hashmap_init(&L.map);
  hashmap_init(&L.meta);
  hashmap_init(&L.replaced);
  bool ok = true;
  for (IrOp *f = ir_module_body(module)->first; f && ok; f = f->next) {
    if (!ir_op_is(f, OP_FUNC))
      continue;
    L.b.loc = f->loc;
    ok = lower_func(&L, f) && !L.failed;
  }
  hashmap_free(&L.map);
  hashmap_free(&L.meta);
  hashmap_free(&L.replaced);
  return ok;
}

static const IrPassOption options[] = {
    {"vector-bits", IR_PASS_OPT_INT, offsetof(OnnxLowerOptions, vector_bits), "0", NULL,
     "the target's vector register width in bits (0: unknown, tiles for portable C; 128, "
     "256, 512, ... : MatMul tiles that stay in its registers)"},
    {NULL, 0, 0, NULL, NULL, NULL},
};

const IrPass onnx_lower_pass = {
    "lower-onnx",
    "lower onnx.* ops on tensors to memref allocations and loop nests (loop.for/parallel/while/if)",
    run,
    options,
    sizeof(OnnxLowerOptions),
};

IrValue *lw_for_begin(Lower *L, LwFor *fc, IrValue *lb, IrValue *ub, int n, IrValue **inits,
                      IrValue ***iters) {
  fc->f = ir_build_for(&L->b, lb, ub, lw_cidx(L, 1), n, inits);
  fc->saved = ir_builder_save(&L->b);
  IrBlock *body = ir_op_region(fc->f, 0)->first;
  ir_builder_set_end(&L->b, body);
  if (iters)
    *iters = body->args + 1;
  return body->args[0];
}

IrValue *lw_in_range(Lower *L, IrValue *v, IrValue *n) {
  return ir_build_binary(&L->b, OP_ANDI, lw_cmp_idx(L, "sge", v, lw_cidx(L, 0)), lw_cmp_idx(L, "slt", v, n));
}

IrValue *lw_from_end(Lower *L, IrValue *v, IrValue *n) {
  return lw_select_idx(L, lw_cmp_idx(L, "slt", v, lw_cidx(L, 0)), ir_build_binary(&L->b, OP_ADDI, v, n), v);
}

IrValue **lw_for_end(Lower *L, LwFor *fc, int n, IrValue **ys) {
  ir_build_yield(&L->b, n, ys);
  ir_builder_restore(&L->b, fc->saved);
  IrValue **r = lw_vals(L, n);
  for (int i = 0; i < n; i++)
    r[i] = &fc->f->results[i];
  return r;
}
