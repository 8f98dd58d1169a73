/* onnx_lower_seq.c: lowering of sequences and optionals to "lists".
 *
 * A sequence, an optional tensor and an optional sequence all become two
 * memrefs, data and meta, laid out as dialects/onnx/onnx_list.h says (the
 * one statement of the layout, which the importer's values and `loopc run`
 * read too; docs/DESIGN.md, "Sequences and optionals"). Data past `used`
 * and rows past the last element's are spare capacity, which only append()
 * makes and uses.
 * Like tensors, lists are immutable once built: every op that changes one
 * builds a new one (O(size) per insert), so lists may alias freely. The one
 * exception is append(): a SequenceInsert at the end whose input list no
 * other value shares and nothing reads afterwards (append_in_place says
 * when) writes into that list's spare capacity, growing its buffers to
 * twice the size needed when they are full, so that a Loop appending n
 * elements copies O(n) values rather than O(n^2). */
#include <string.h>

#include "onnx_lower.h"
#include "../dialects/onnx/onnx_list.h"
#include "../dialects/onnx/onnx_types.h"

#define B (&L->b)

static IrType *meta_type(Lower *L) {
  int64_t d[2] = {TY_DYN, TY_DYN};
  return ir_type_memref(L->ctx, L->ctx->index_ty, 2, d);
}

static IrType *data_type(Lower *L, IrType *elem) {
  int64_t d = TY_DYN;
  return ir_type_memref(L->ctx, ir_type_signless(L->ctx, elem), 1, &d);
}

/* ------------------------------ flattening ------------------------------ */

bool lw_is_list_type(Lower *L, IrType *t) { return onnx_type_is_list(L->ctx, t); }

int lw_flat_types(Lower *L, IrType *t, IrType **out) {
  if (lw_is_list_type(L, t)) {
    out[0] = data_type(L, onnx_type_dtype(L->ctx, t));
    out[1] = meta_type(L);
    return ONNX_LIST_MEMREFS;
  }
  out[0] = t->kind == TY_NONE ? t : lw_memref_of(L, t);
  return 1;
}

int lw_flat_width(Lower *L, IrType *t) { return lw_is_list_type(L, t) ? ONNX_LIST_MEMREFS : 1; }

int lw_flat_get(Lower *L, IrValue *old, IrValue **out) {
  out[0] = lw_get(L, old);
  if (!lw_is_list_type(L, old->type))
    return 1;
  out[1] = hashmap_get(&L->meta, (uint64_t)(uintptr_t)old);
  return ONNX_LIST_MEMREFS;
}

int lw_flat_set(Lower *L, IrValue *old, IrValue *const *vals) {
  lw_set(L, old, vals[0]);
  if (!lw_is_list_type(L, old->type))
    return 1;
  hashmap_put(&L->meta, (uint64_t)(uintptr_t)old, vals[1]);
  if (vals[1] && !vals[1]->name && old->name)
    vals[1]->name = arena_printf(&L->ctx->arena, "%s_meta", old->name);
  return ONNX_LIST_MEMREFS;
}

/* -------------------------------- helpers ------------------------------- */

static IrValue *c(Lower *L, int64_t v) { return lw_cidx(L, v); }
static IrValue *add(Lower *L, IrValue *a, IrValue *b) { return ir_build_binary(B, OP_ADDI, a, b); }
static IrValue *sub(Lower *L, IrValue *a, IrValue *b) { return ir_build_binary(B, OP_SUBI, a, b); }
static IrValue *mul(Lower *L, IrValue *a, IrValue *b) { return ir_build_binary(B, OP_MULI, a, b); }
static IrValue *cmp(Lower *L, const char *p, IrValue *a, IrValue *b) { return lw_cmp_idx(L, p, a, b); }
static IrValue *sel(Lower *L, IrValue *cnd, IrValue *a, IrValue *b) {
  return lw_select_idx(L, cnd, a, b);
}
static IrValue *maxi(Lower *L, IrValue *a, IrValue *b) { return sel(L, cmp(L, "sgt", a, b), a, b); }

static IrValue *mload(Lower *L, IrValue *meta, IrValue *row, IrValue *col) {
  IrValue *ix[2] = {row, col};
  return ir_build_load(B, meta, 2, ix);
}

static void mstore(Lower *L, IrValue *v, IrValue *meta, IrValue *row, IrValue *col) {
  IrValue *ix[2] = {row, col};
  ir_build_store(B, v, meta, 2, ix);
}

static IrValue *count_of(Lower *L, IrValue *meta) { return mload(L, meta, c(L, ONNX_LIST_HEADER), c(L, ONNX_LIST_COUNT)); }
static IrValue *used_of(Lower *L, IrValue *meta) { return mload(L, meta, c(L, ONNX_LIST_HEADER), c(L, ONNX_LIST_USED)); }


static IrValue *numel(Lower *L, IrValue *m) {
  IrValue *n = c(L, 1);
  for (int i = 0; i < m->type->rank; i++)
    n = mul(L, n, lw_dim(L, m, i));
  return n;
}

/* Row-major linear index of ivs in a shape of dims. */
static IrValue *linear(Lower *L, int r, IrValue *const *ivs, IrValue *const *dims) {
  IrValue *lin = c(L, 0);
  for (int i = 0; i < r; i++)
    lin = add(L, mul(L, lin, dims[i]), ivs[i]);
  return lin;
}

static IrValue **dims_of(Lower *L, IrValue *m) {
  IrValue **d = lw_vals(L, m->type->rank);
  for (int i = 0; i < m->type->rank; i++)
    d[i] = lw_dim(L, m, i);
  return d;
}

/* data[off + k] = t's elements in row-major order. */
static void tensor_to_flat(Lower *L, IrValue *t, IrValue *data, IrValue *off) {
  int r = t->type->rank;
  IrValue **d = dims_of(L, t);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, false);
  IrValue *v = ir_build_load(B, t, r, ns.ivs);
  IrValue *ix = add(L, off, linear(L, r, ns.ivs, d));
  ir_build_store(B, v, data, 1, &ix);
  lw_nest_end(L, &ns);
}

/* t's elements = data[off + k] in row-major order. */
static void flat_to_tensor(Lower *L, IrValue *data, IrValue *off, IrValue *t) {
  int r = t->type->rank;
  IrValue **d = dims_of(L, t);
  Nest ns;
  lw_nest_begin(L, &ns, r, d, false);
  IrValue *ix = add(L, off, linear(L, r, ns.ivs, d));
  IrValue *v = ir_build_load(B, data, 1, &ix);
  ir_build_store(B, v, t, r, ns.ivs);
  lw_nest_end(L, &ns);
}

/* dst[doff + k] = src[soff + k] for k < n. */
static void copy_flat(Lower *L, IrValue *src, IrValue *soff, IrValue *dst, IrValue *doff,
                      IrValue *n) {
  Nest ns;
  lw_nest_begin(L, &ns, 1, &n, false);
  IrValue *si = add(L, soff, ns.ivs[0]), *di = add(L, doff, ns.ivs[0]);
  ir_build_store(B, ir_build_load(B, src, 1, &si), dst, 1, &di);
  lw_nest_end(L, &ns);
}

/* Rows [s0, s0 + n) of src to rows [d0, ...) of dst (width dw >= src's),
 * padding with 0 and adding delta to each offset. */
static void copy_rows(Lower *L, IrValue *src, IrValue *s0, IrValue *dst, IrValue *d0, IrValue *n,
                      IrValue *dw, IrValue *delta) {
  IrValue *sw = lw_dim(L, src, 1);
  IrValue *ubs[2] = {n, dw};
  Nest ns;
  lw_nest_begin(L, &ns, 2, ubs, false);
  IrValue *j = ns.ivs[1];
  IrValue *in = cmp(L, "slt", j, sw);
  IrValue *jj = sel(L, in, j, c(L, 0));
  IrValue *v = mload(L, src, add(L, s0, ns.ivs[0]), jj);
  v = sel(L, in, v, c(L, 0));
  if (delta)
    v = add(L, v, sel(L, cmp(L, "eq", j, c(L, ONNX_LIST_OFFSET)), delta, c(L, 0)));
  mstore(L, v, dst, add(L, d0, ns.ivs[0]), j);
  lw_nest_end(L, &ns);
}

/* Row `row` of meta describes t (static rank) at offset off; width w. */
static void write_row(Lower *L, IrValue *meta, IrValue *row, IrValue *off, IrValue *t,
                      IrValue *w) {
  int r = t->type->rank;
  mstore(L, off, meta, row, c(L, ONNX_LIST_OFFSET));
  mstore(L, c(L, r), meta, row, c(L, ONNX_LIST_RANK));
  for (int i = 0; i < r; i++)
    mstore(L, lw_dim(L, t, i), meta, row, c(L, ONNX_LIST_DIMS + i));
  IrValue *n = sub(L, w, c(L, onnx_list_width(r)));
  Nest ns;
  lw_nest_begin(L, &ns, 1, &n, false);
  mstore(L, c(L, 0), meta, row, add(L, ns.ivs[0], c(L, onnx_list_width(r))));
  lw_nest_end(L, &ns);
}

/* Header row: [count, used, 0, ...]. */
static void write_header(Lower *L, IrValue *meta, IrValue *count, IrValue *used, IrValue *w) {
  IrValue *n = w;
  Nest ns;
  lw_nest_begin(L, &ns, 1, &n, false);
  IrValue *j = ns.ivs[0];
  IrValue *v = sel(L, cmp(L, "eq", j, c(L, ONNX_LIST_COUNT)), count,
                   sel(L, cmp(L, "eq", j, c(L, ONNX_LIST_USED)), used, c(L, 0)));
  mstore(L, v, meta, c(L, ONNX_LIST_HEADER), j);
  lw_nest_end(L, &ns);
}

static IrValue *alloc1(Lower *L, IrType *elem, IrValue *n) {
  return lw_alloc(L, data_type(L, elem), &n);
}

static IrValue *alloc_meta(Lower *L, IrValue *rows, IrValue *w) {
  IrValue *d[2] = {rows, w};
  return lw_alloc(L, meta_type(L), d);
}

/* An empty list (count 0) or an absent optional (count -1). */
static void empty_list(Lower *L, IrType *elem, int64_t count, IrValue **out) {
  out[0] = alloc1(L, elem, c(L, 0));
  out[1] = alloc_meta(L, c(L, onnx_list_rows(0)), c(L, onnx_list_width(0)));
  write_header(L, out[1], c(L, count), c(L, 0), c(L, onnx_list_width(0)));
}

/* A list of the given tensors (static ranks). */
static void construct(Lower *L, IrType *elem, int n, IrValue *const *ts, IrValue **out) {
  int maxr = 0;
  IrValue **offs = lw_vals(L, n + 1);
  offs[0] = c(L, 0);
  for (int i = 0; i < n; i++) {
    if (ts[i]->type->rank > maxr)
      maxr = ts[i]->type->rank;
    offs[i + 1] = add(L, offs[i], numel(L, ts[i]));
  }
  IrValue *w = c(L, onnx_list_width(maxr));
  out[0] = alloc1(L, elem, offs[n]);
  out[1] = alloc_meta(L, c(L, onnx_list_rows(n)), w);
  write_header(L, out[1], c(L, n), offs[n], w);
  for (int i = 0; i < n; i++) {
    write_row(L, out[1], c(L, onnx_list_row(i)), offs[i], ts[i], w);
    tensor_to_flat(L, ts[i], out[0], offs[i]);
  }
}

/* A position operand as an index, made non-negative by adding n when
 * negative; checked against [0, hi]. */
static IrValue *position(Lower *L, IrValue *pos, IrValue *n, IrValue *hi) {
  IrValue *p = lw_load_scalar(L, pos);
  p = ir_build_cast(B, OP_INDEX_CAST, p, L->ctx->index_ty);
  p = sel(L, cmp(L, "slt", p, c(L, 0)), add(L, p, n), p);
  IrValue *ok = ir_build_binary(B, OP_ANDI, cmp(L, "sge", p, c(L, 0)), cmp(L, "sle", p, hi));
  lw_assert(L, ok, "position is out of the sequence's range");
  return p;
}

/* Offset of element k (k <= n: n gives the end of the data in use). */
static IrValue *offset_of(Lower *L, IrValue *meta, IrValue *n, IrValue *k) {
  IrValue *in = cmp(L, "slt", k, n);
  IrValue *row = sel(L, in, add(L, k, c(L, ONNX_LIST_FIRST_ROW)), c(L, ONNX_LIST_HEADER));
  return mload(L, meta, row, sel(L, in, c(L, ONNX_LIST_OFFSET), c(L, ONNX_LIST_USED)));
}

/* Insert tensor t at position p (0 <= p <= n) of list (data, meta). */
static void insert(Lower *L, IrValue *data, IrValue *meta, IrValue *t, IrValue *p, IrValue **out) {
  IrValue *n = count_of(L, meta);
  IrValue *len = used_of(L, meta), *sz = numel(L, t);
  IrValue *w = maxi(L, lw_dim(L, meta, 1), c(L, onnx_list_width(t->type->rank)));
  IrValue *off = offset_of(L, meta, n, p);
  IrValue *nd = alloc1(L, data->type->elem, add(L, len, sz));
  IrValue *nm = alloc_meta(L, add(L, n, c(L, onnx_list_rows(1))), w);
  copy_flat(L, data, c(L, 0), nd, c(L, 0), off);
  tensor_to_flat(L, t, nd, off);
  copy_flat(L, data, off, nd, add(L, off, sz), sub(L, len, off));
  write_header(L, nm, add(L, n, c(L, 1)), add(L, len, sz), w);
  copy_rows(L, meta, c(L, ONNX_LIST_FIRST_ROW), nm, c(L, ONNX_LIST_FIRST_ROW), p, w, NULL);
  copy_rows(L, meta, add(L, p, c(L, ONNX_LIST_FIRST_ROW)), nm, add(L, p, c(L, onnx_list_row(1))), sub(L, n, p), w, sz);
  write_row(L, nm, add(L, p, c(L, ONNX_LIST_FIRST_ROW)), off, t, w);
  out[0] = nd;
  out[1] = nm;
}

/* Data for at least args[1] elements (twice that, 16 at least), holding
 * the args[0] in use. */
static IrValue *grown_data(Lower *L, IrValue *data, IrValue **args) {
  IrValue *nd = alloc1(L, data->type->elem, maxi(L, mul(L, args[1], c(L, 2)), c(L, 16)));
  copy_flat(L, data, c(L, 0), nd, c(L, 0), args[0]);
  return nd;
}

/* Meta for at least args[1] rows (twice that, 8 at least) of width args[2],
 * holding the header and the args[0] element rows in use. */
static IrValue *grown_meta(Lower *L, IrValue *meta, IrValue **args) {
  IrValue *nm = alloc_meta(L, maxi(L, mul(L, args[1], c(L, 2)), c(L, 8)), args[2]);
  copy_rows(L, meta, c(L, ONNX_LIST_HEADER), nm, c(L, ONNX_LIST_HEADER),
            add(L, args[0], c(L, onnx_list_rows(0))), args[2], NULL);
  return nm;
}

/* Appends t to list (data, meta) in its spare capacity: the list must be
 * one that append_in_place allows to change. A buffer too small is replaced
 * (and freed), so each value is copied O(1) times on average. */
static void append(Lower *L, IrValue *data, IrValue *meta, IrValue *t, IrValue **out) {
  IrValue *n = count_of(L, meta), *used = used_of(L, meta);
  IrValue *len = add(L, used, numel(L, t)), *rows = add(L, n, c(L, onnx_list_rows(1)));
  IrValue *w = maxi(L, lw_dim(L, meta, 1), c(L, onnx_list_width(t->type->rank)));
  IrValue *da[2] = {used, len};
  IrValue *d = lw_replace_if(L, cmp(L, "sgt", len, lw_dim(L, data, 0)), data, grown_data, da);
  IrValue *more = ir_build_binary(B, OP_ORI, cmp(L, "sgt", rows, lw_dim(L, meta, 0)),
                                  cmp(L, "sgt", w, lw_dim(L, meta, 1)));
  IrValue *ma[3] = {n, rows, w};
  IrValue *m = lw_replace_if(L, more, meta, grown_meta, ma);
  tensor_to_flat(L, t, d, used);
  write_row(L, m, add(L, n, c(L, ONNX_LIST_FIRST_ROW)), used, t, lw_dim(L, m, 1));
  mstore(L, add(L, n, c(L, 1)), m, c(L, ONNX_LIST_HEADER), c(L, ONNX_LIST_COUNT));
  mstore(L, len, m, c(L, ONNX_LIST_HEADER), c(L, ONNX_LIST_USED));
  out[0] = d;
  out[1] = m;
}

static bool present(IrOp *op, int i) {
  return i < op->nopnds && ir_op_operand(op, i)->type->kind != TY_NONE;
}

/* Ops whose result is a list in buffers they allocated. */
static bool makes_list(const IrOp *d) {
  switch ((int)ir_op_kind(d)) {
  case OP_ONNX_SEQUENCEEMPTY: case OP_ONNX_SEQUENCECONSTRUCT: case OP_ONNX_SEQUENCEINSERT:
  case OP_ONNX_SEQUENCEERASE: case OP_ONNX_SPLITTOSEQUENCE:
    return true;
  default:
    return false;
  }
}

static bool used_once_by(const IrValue *v, const IrOp *user) {
  return v->uses && !v->uses->next && v->uses->owner == user;
}

/* A list value whose buffers no other value shares, used only by `user`,
 * in the block where it is made (so user runs once per list): made by one
 * of makes_list's ops there. */
static bool fresh_for(const IrValue *v, const IrOp *user) {
  return used_once_by(v, user) && v->def_op && makes_list(v->def_op) &&
         v->def_op->parent == user->parent;
}

/* Whether SequenceInsert op (no position: at the end) may append to its
 * input list's buffers: nothing else reads them, then or later. Either the
 * input is fresh_for op, or it is a value a Loop body carries, used only by
 * op in the body's own block, whose first value is fresh_for the Loop and
 * whose next value the body makes in that block for the yield only (as op
 * does): then every iteration's list is its own. Anything else (a graph
 * input, an Identity, an If result, a value captured by a nested body, a
 * second use) keeps the copy. */
static bool append_in_place(IrOp *op) {
  IrValue *s = ir_op_operand(op, 0);
  if (present(op, 2) || !used_once_by(s, op))
    return false;
  if (s->def_op)
    return fresh_for(s, op);
  IrBlock *body = s->owner_block;
  IrOp *loop = body ? ir_block_parent_op(body) : NULL;
  IrOp *y = body ? ir_block_terminator(body) : NULL;
  int k = s->index - 2;
  if (!loop || !ir_op_is(loop, OP_ONNX_LOOP) || op->parent != body || k < 0 ||
      2 + k >= loop->nopnds || !y || !ir_op_is(y, OP_ONNX_YIELD) || 1 + k >= y->nopnds)
    return false;
  return fresh_for(ir_op_operand(loop, 2 + k), loop) && fresh_for(ir_op_operand(y, 1 + k), y);
}

/* Element p (checked in range by the caller) as a memref of type rt. */
static IrValue *element_at(Lower *L, IrValue *data, IrValue *meta, IrValue *p, IrType *rt) {
  IrValue *row = add(L, p, c(L, ONNX_LIST_FIRST_ROW));
  int r = rt->rank;
  lw_assert(L, cmp(L, "eq", mload(L, meta, row, c(L, ONNX_LIST_RANK)), c(L, r)),
            "the sequence's element is not of rank %d", r);
  IrValue **d = lw_vals(L, r);
  for (int i = 0; i < r; i++) {
    d[i] = mload(L, meta, row, c(L, ONNX_LIST_DIMS + i));
    if (rt->dims[i] != TY_DYN)
      lw_assert(L, cmp(L, "eq", d[i], c(L, rt->dims[i])),
                "the sequence's element has size other than %lld in dimension %d",
                (long long)rt->dims[i], i);
  }
  IrValue *res = lw_alloc(L, lw_memref_of(L, rt), d);
  flat_to_tensor(L, data, mload(L, meta, row, c(L, ONNX_LIST_OFFSET)), res);
  return res;
}

static void get_list(Lower *L, IrOp *op, int i, IrValue **lst) {
  lw_flat_get(L, ir_op_operand(op, i), lst);
}

/* -------------------------------- the ops ------------------------------- */

bool lw_lower_concat_from_sequence(Lower *L, IrOp *op) {
  IrValue *lst[2] = {NULL, NULL};
  get_list(L, op, 0, lst);
  IrType *rt = op->results[0].type;
  IrAttr *ax = ir_op_get_attr(op, "axis");
  bool na = false;
  IrAttr *naa = ir_op_get_attr(op, "new_axis");
  if (naa && naa->kind == ATTR_INT)
    na = naa->u.i != 0;
  int R = rt->rank, r = R - na;
  int64_t axis = ax && ax->kind == ATTR_INT ? ax->u.i : 0;
  if (axis < 0)
    axis += R;
  IrValue *n = count_of(L, lst[1]);
  lw_assert(L, cmp(L, "sgt", n, c(L, 0)), "cannot concatenate an empty sequence");
  /* Sizes from element 0; every element checked against them. */
  IrValue **d = lw_vals(L, R);
  for (int i = 0, j = 0; i < R; i++) {
    if (na && i == axis) {
      d[i] = n;
      continue;
    }
    d[i] = mload(L, lst[1], c(L, onnx_list_row(0)), c(L, ONNX_LIST_DIMS + j));
    j++;
  }
  LwFor fc;
  IrValue **it;
  IrValue *z = c(L, 0);
  IrValue *k = lw_for_begin(L, &fc, c(L, 0), n, 1, &z, &it);
  IrValue *row = add(L, k, c(L, ONNX_LIST_FIRST_ROW));
  lw_assert(L, cmp(L, "eq", mload(L, lst[1], row, c(L, ONNX_LIST_RANK)), c(L, r)),
            "the sequence's elements are not all of rank %d", r);
  IrValue *sum = it[0];
  for (int i = 0, j = 0; i < R; i++) {
    if (na && i == axis)
      continue;
    IrValue *dj = mload(L, lst[1], row, c(L, ONNX_LIST_DIMS + j));
    if (i == axis)
      sum = add(L, sum, dj);
    else
      lw_assert(L, cmp(L, "eq", dj, d[i]), "the sequence's elements differ in dimension %d", j);
    j++;
  }
  IrValue **tot = lw_for_end(L, &fc, 1, &sum);
  if (!na)
    d[axis] = tot[0];
  IrValue *res = lw_alloc(L, lw_memref_of(L, rt), d);
  /* Copy element k to its place along the axis. */
  z = c(L, 0);
  k = lw_for_begin(L, &fc, c(L, 0), n, 1, &z, &it);
  row = add(L, k, c(L, ONNX_LIST_FIRST_ROW));
  IrValue *off = mload(L, lst[1], row, c(L, ONNX_LIST_OFFSET));
  IrValue **ed = lw_vals(L, r);
  for (int j = 0; j < r; j++)
    ed[j] = mload(L, lst[1], row, c(L, ONNX_LIST_DIMS + j));
  Nest ns;
  lw_nest_begin(L, &ns, r, ed, false);
  IrValue *ix = add(L, off, linear(L, r, ns.ivs, ed));
  IrValue *v = ir_build_load(B, lst[0], 1, &ix);
  IrValue **oi = lw_vals(L, R);
  for (int i = 0, j = 0; i < R; i++) {
    if (na && i == axis) {
      oi[i] = k;
      continue;
    }
    oi[i] = i == axis ? add(L, ns.ivs[j], it[0]) : ns.ivs[j];
    j++;
  }
  ir_build_store(B, v, res, R, oi);
  lw_nest_end(L, &ns);
  IrValue *next = na ? it[0] : add(L, it[0], ed[axis]);
  lw_for_end(L, &fc, 1, &next);
  lw_set(L, &op->results[0], res);
  return true;
}

bool lw_lower_split_to_sequence(Lower *L, IrOp *op) {
  IrValue *x = lw_get(L, ir_op_operand(op, 0));
  int r = x->type->rank;
  IrAttr *ax = ir_op_get_attr(op, "axis");
  int64_t axis = ax && ax->kind == ATTR_INT ? ax->u.i : 0;
  if (axis < 0)
    axis += r;
  IrAttr *ka = ir_op_get_attr(op, "keepdims");
  bool keep = !(ka && ka->kind == ATTR_INT && ka->u.i == 0) || present(op, 1);
  IrValue *D = lw_dim(L, x, (int)axis);
  IrValue *nchunks, *chunk = NULL, *split = NULL;
  if (!present(op, 1)) {
    nchunks = D;
    chunk = c(L, 1);
  } else {
    split = lw_get(L, ir_op_operand(op, 1));
    if (split->type->rank == 0) {
      chunk = ir_build_cast(B, OP_INDEX_CAST, lw_load_scalar(L, split), L->ctx->index_ty);
      lw_assert(L, cmp(L, "sgt", chunk, c(L, 0)), "'split' must be positive");
      nchunks = ir_build_binary(B, OP_DIVSI, add(L, D, sub(L, chunk, c(L, 1))), chunk);
      split = NULL;
    } else {
      nchunks = lw_dim(L, split, 0);
    }
  }
  IrValue *total = numel(L, x);
  IrValue *inner = ir_build_binary(B, OP_DIVSI, total, maxi(L, D, c(L, 1)));
  int er = keep ? r : r - 1;
  IrValue *w = c(L, onnx_list_width(er));
  IrValue *data = alloc1(L, x->type->elem, total);
  IrValue *meta = alloc_meta(L, add(L, nchunks, c(L, onnx_list_rows(0))), w);
  write_header(L, meta, nchunks, total, w);
  LwFor fc;
  IrValue **it;
  IrValue *z = c(L, 0);
  IrValue *k = lw_for_begin(L, &fc, c(L, 0), nchunks, 1, &z, &it);
  IrValue *start = it[0], *len;
  if (split) {
    IrValue *e = ir_build_load(B, split, 1, &k);
    len = ir_build_cast(B, OP_INDEX_CAST, e, L->ctx->index_ty);
    lw_assert(L, ir_build_binary(B, OP_ANDI, cmp(L, "sge", len, c(L, 0)),
                                 cmp(L, "sle", len, sub(L, D, start))),
              "'split' does not add up to the size of the axis");
  } else {
    IrValue *rest = sub(L, D, start);
    len = sel(L, cmp(L, "slt", rest, chunk), rest, chunk);
  }
  IrValue *row = add(L, k, c(L, ONNX_LIST_FIRST_ROW));
  IrValue *off = mul(L, start, inner);
  mstore(L, off, meta, row, c(L, ONNX_LIST_OFFSET));
  mstore(L, c(L, er), meta, row, c(L, ONNX_LIST_RANK));
  IrValue **cd = lw_vals(L, r);
  for (int i = 0, j = 0; i < r; i++) {
    cd[i] = i == axis ? len : lw_dim(L, x, i);
    if (i != axis || keep)
      mstore(L, cd[i], meta, row, c(L, ONNX_LIST_DIMS + j++));
  }
  Nest ns;
  lw_nest_begin(L, &ns, r, cd, false);
  IrValue **xi = lw_vals(L, r);
  for (int i = 0; i < r; i++)
    xi[i] = i == axis ? add(L, ns.ivs[i], start) : ns.ivs[i];
  IrValue *v = ir_build_load(B, x, r, xi);
  IrValue *di = add(L, off, linear(L, r, ns.ivs, cd));
  ir_build_store(B, v, data, 1, &di);
  lw_nest_end(L, &ns);
  IrValue *next = add(L, start, len);
  IrValue **fin = lw_for_end(L, &fc, 1, &next);
  if (split)
    lw_assert(L, cmp(L, "eq", fin[0], D), "'split' does not add up to the size of the axis");
  IrValue *vals[2] = {data, meta};
  lw_flat_set(L, &op->results[0], vals);
  return true;
}

bool lw_lower_sequence_map(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrBlock *body = ir_op_region(op, 0)->first;
  IrOp *y = body ? ir_block_terminator(body) : NULL;
  if (!body || !y || body->nargs != op->nopnds || y->nopnds != op->nresults)
    return lw_error(L, op, "has a malformed body");
  int nin = op->nopnds, nout = op->nresults;
  IrValue **ins = lw_vals(L, 2 * nin);
  for (int i = 0; i < nin; i++)
    lw_flat_get(L, ir_op_operand(op, i), ins + 2 * i);
  IrValue *n = count_of(L, ins[1]);
  for (int i = 1; i < nin; i++)
    if (lw_is_list_type(L, ir_op_operand(op, i)->type))
      lw_assert(L, cmp(L, "eq", count_of(L, ins[2 * i + 1]), n),
                "input sequence %d has another length than the first", i);
  IrValue **inits = lw_vals(L, 2 * nout);
  for (int o = 0; o < nout; o++)
    empty_list(L, onnx_type_dtype(ctx, op->results[o].type), 0, inits + 2 * o);
  LwFor fc;
  IrValue **it;
  IrValue *k = lw_for_begin(L, &fc, c(L, 0), n, 2 * nout, inits, &it);
  lw_enter(L, fc.f);
  IrValue **args = lw_vals(L, nin);
  for (int i = 0; i < nin; i++)
    args[i] = lw_is_list_type(L, ir_op_operand(op, i)->type)
                  ? element_at(L, ins[2 * i], ins[2 * i + 1], k, body->args[i]->type)
                  : ins[2 * i];
  int nr;
  IrValue **outs = lw_lower_block(L, body, args, &nr);
  if (!outs)
    return false;
  /* The outputs grow in place: each is the loop's own. */
  IrValue **ys = lw_vals(L, 2 * nout);
  for (int o = 0; o < nout; o++)
    append(L, it[2 * o], it[2 * o + 1], outs[o], ys + 2 * o);
  IrValue **res = lw_for_end(L, &fc, 2 * nout, ys);
  lw_exit(L);
  for (int o = 0; o < nout; o++)
    lw_flat_set(L, &op->results[o], res + 2 * o);
  return true;
}

/* Identity of a list: the same two memrefs (lists are immutable). */
bool lw_lower_list_identity(Lower *L, IrOp *op) {
  IrValue *lst[2] = {NULL, NULL};
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  get_list(L, op, 0, lst);
  lw_flat_set(L, res0, lst);
  return true;
}

/* SequenceEmpty. */
bool lw_lower_sequence_empty(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *out[2];
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  empty_list(L, onnx_type_dtype(ctx, res0->type), 0, out);
  lw_flat_set(L, res0, out);
  return true;
}

/* SequenceConstruct. */
bool lw_lower_sequence_construct(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *out[2];
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  IrValue **ts = lw_vals(L, op->nopnds);
  for (int i = 0; i < op->nopnds; i++)
    ts[i] = lw_get(L, ir_op_operand(op, i));
  construct(L, onnx_type_dtype(ctx, res0->type), op->nopnds, ts, out);
  lw_flat_set(L, res0, out);
  return true;
}

/* SequenceInsert. */
bool lw_lower_sequence_insert(Lower *L, IrOp *op) {
  IrValue *out[2];
  IrValue *lst[2] = {NULL, NULL};
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  get_list(L, op, 0, lst);
  if (append_in_place(op)) {
    append(L, lst[0], lst[1], lw_get(L, ir_op_operand(op, 1)), out);
    lw_flat_set(L, res0, out);
    return true;
  }
  IrValue *n = count_of(L, lst[1]);
  IrValue *p = present(op, 2) ? position(L, lw_get(L, ir_op_operand(op, 2)), n, n) : n;
  insert(L, lst[0], lst[1], lw_get(L, ir_op_operand(op, 1)), p, out);
  lw_flat_set(L, res0, out);
  return true;
}

/* SequenceErase. */
bool lw_lower_sequence_erase(Lower *L, IrOp *op) {
  IrValue *out[2];
  IrValue *lst[2] = {NULL, NULL};
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  get_list(L, op, 0, lst);
  IrValue *n = count_of(L, lst[1]);
  IrValue *hi = sub(L, n, c(L, 1));
  IrValue *p = present(op, 1) ? position(L, lw_get(L, ir_op_operand(op, 1)), n, hi) : hi;
  lw_assert(L, cmp(L, "sge", p, c(L, 0)), "cannot erase from an empty sequence");
  IrValue *off = offset_of(L, lst[1], n, p);
  IrValue *end = offset_of(L, lst[1], n, add(L, p, c(L, 1)));
  IrValue *sz = sub(L, end, off), *len = used_of(L, lst[1]);
  IrValue *w = lw_dim(L, lst[1], 1);
  out[0] = alloc1(L, lst[0]->type->elem, sub(L, len, sz));
  out[1] = alloc_meta(L, n, w);
  copy_flat(L, lst[0], c(L, 0), out[0], c(L, 0), off);
  copy_flat(L, lst[0], end, out[0], off, sub(L, len, end));
  write_header(L, out[1], hi, sub(L, len, sz), w);
  copy_rows(L, lst[1], c(L, ONNX_LIST_FIRST_ROW), out[1], c(L, ONNX_LIST_FIRST_ROW), p, w, NULL);
  copy_rows(L, lst[1], add(L, p, c(L, onnx_list_row(1))), out[1],
            add(L, p, c(L, ONNX_LIST_FIRST_ROW)), sub(L, hi, p), w, sub(L, c(L, 0), sz));
  lw_flat_set(L, res0, out);
  return true;
}

/* SequenceAt. */
bool lw_lower_sequence_at(Lower *L, IrOp *op) {
  IrValue *lst[2] = {NULL, NULL};
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  get_list(L, op, 0, lst);
  IrValue *n = count_of(L, lst[1]);
  IrValue *p = position(L, lw_get(L, ir_op_operand(op, 1)), n, sub(L, n, c(L, 1)));
  lw_set(L, res0, element_at(L, lst[0], lst[1], p, res0->type));
  return true;
}

/* SequenceLength. */
bool lw_lower_sequence_length(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *lst[2] = {NULL, NULL};
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  get_list(L, op, 0, lst);
  lw_set(L, res0, lw_store_scalar(L, ir_build_cast(B, OP_INDEX_CAST, count_of(L, lst[1]),
                                                   ctx->i64_ty)));
  return true;
}

/* Optional. */
bool lw_lower_optional(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *out[2];
  IrValue *lst[2] = {NULL, NULL};
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  if (!present(op, 0)) {
    empty_list(L, onnx_type_dtype(ctx, res0->type), ONNX_LIST_ABSENT, out);
    lw_flat_set(L, res0, out);
    return true;
  }
  IrValue *x = ir_op_operand(op, 0);
  if (lw_is_list_type(L, x->type)) {
    get_list(L, op, 0, lst);
    lw_flat_set(L, res0, lst);
    return true;
  }
  IrValue *t = lw_get(L, x);
  construct(L, onnx_type_dtype(ctx, res0->type), 1, &t, out);
  lw_flat_set(L, res0, out);
  return true;
}

/* OptionalHasElement. */
bool lw_lower_optional_has_element(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *lst[2] = {NULL, NULL};
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  IrValue *b;
  if (!present(op, 0))
    b = ir_build_const_int(B, ctx->i1_ty, 0);
  else if (!lw_is_list_type(L, ir_op_operand(op, 0)->type) ||
           onnx_type_kind(ctx, ir_op_operand(op, 0)->type) == ONNX_VK_SEQ)
    b = ir_build_const_int(B, ctx->i1_ty, 1);
  else {
    get_list(L, op, 0, lst);
    b = cmp(L, "sge", count_of(L, lst[1]), c(L, 0));
  }
  lw_set(L, res0, lw_store_scalar(L, b));
  return true;
}

/* OptionalGetElement. */
bool lw_lower_optional_get_element(Lower *L, IrOp *op) {
  IrContext *ctx = L->ctx;
  IrValue *lst[2] = {NULL, NULL};
  IrValue *res0 = op->nresults ? &op->results[0] : NULL;
  IrValue *x = ir_op_operand(op, 0);
  OnnxValueKind k = onnx_type_kind(ctx, x->type);
  if (k == ONNX_VK_TENSOR || k == ONNX_VK_SEQ) {
    lw_flat_get(L, x, lst);
    lw_flat_set(L, res0, lst);
    return true;
  }
  get_list(L, op, 0, lst);
  lw_assert(L, cmp(L, "sge", count_of(L, lst[1]), c(L, 0)), "the optional has no element");
  if (k == ONNX_VK_OPT_SEQ) {
    lw_flat_set(L, res0, lst);
    return true;
  }
  lw_set(L, res0, element_at(L, lst[0], lst[1], c(L, 0), res0->type));
  return true;
}

